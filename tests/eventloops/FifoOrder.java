import android.os.Handler;
import android.os.HandlerThread;
import android.os.Message;

// Messages and Runnables one thread sends to a handler are handled in the order they were
// sent (Android's MessageQueue: FIFO among messages due now).
public class FifoOrder {
    static final StringBuilder seen = new StringBuilder();

    public static void main(String[] args) throws InterruptedException {
        HandlerThread t = new HandlerThread("worker");
        t.start();
        Handler h = new Handler(t.getLooper()) {
            public void handleMessage(Message m) {
                seen.append(m.what);
            }
        };
        h.sendEmptyMessage(1);
        h.post(() -> seen.append('r'));
        h.sendMessage(h.obtainMessage(2));
        h.post(() -> {
            assert seen.toString().equals("1r2") : "out of order: " + seen;
        });
        t.quitSafely();
        t.join();
    }
}
