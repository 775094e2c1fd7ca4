import android.os.Handler;
import android.os.HandlerThread;

// A plain thread holds lock a and wants b; a handler on the looper holds b and wants a: a
// deadlock cycle between a handler and a plain thread.
public class HandlerThreadDeadlock {
    static final Object a = new Object();
    static final Object b = new Object();

    public static void main(String[] args) throws InterruptedException {
        HandlerThread t = new HandlerThread("worker");
        t.start();
        Handler h = new Handler(t.getLooper());
        h.post(() -> {
            synchronized (b) {
                synchronized (a) {
                    System.out.println("handler has both");
                }
            }
        });
        synchronized (a) {
            synchronized (b) {
                System.out.println("main has both");
            }
        }
        t.quitSafely();
        t.join();
    }
}
