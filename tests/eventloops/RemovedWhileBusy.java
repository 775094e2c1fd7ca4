import android.os.Handler;
import android.os.HandlerThread;

// A handler that posts a Runnable and removes it before returning: the looper is busy running
// the handler, so the Runnable is still queued and never runs (Handler.removeCallbacks removes
// pending posts).
public class RemovedWhileBusy {
    static boolean ran;

    public static void main(String[] args) throws InterruptedException {
        HandlerThread t = new HandlerThread("worker");
        t.start();
        Handler h = new Handler(t.getLooper());
        Runnable later = () -> ran = true;
        h.post(() -> {
            h.post(later);
            h.removeCallbacks(later);
        });
        t.quitSafely();
        t.join();
        assert !ran : "a removed post ran";
    }
}
