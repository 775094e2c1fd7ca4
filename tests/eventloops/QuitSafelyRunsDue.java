import android.os.Handler;
import android.os.HandlerThread;

// quitSafely lets the messages due now run and drops the delayed ones (Looper.quitSafely).
public class QuitSafelyRunsDue {
    static boolean due;
    static boolean delayed;

    public static void main(String[] args) throws InterruptedException {
        HandlerThread t = new HandlerThread("worker");
        t.start();
        Handler h = new Handler(t.getLooper());
        h.post(() -> due = true);
        t.quitSafely();
        t.join();
        assert due : "a message due before quitSafely was dropped";
        // A post after the looper quit is refused.
        assert !h.postDelayed(() -> delayed = true, 10) : "a post to a looper that quit was taken";
        assert !delayed;
    }
}
