import android.os.Handler;
import android.os.HandlerThread;

// quit drops what is still queued: a post may or may not run, depending on whether the looper
// took it before the quit.
public class QuitDropsPending {
    static volatile boolean ran;

    public static void main(String[] args) throws InterruptedException {
        HandlerThread t = new HandlerThread("worker");
        t.start();
        Handler h = new Handler(t.getLooper());
        h.post(() -> ran = true);
        t.quit();
        t.join();
        assert ran : "quit dropped the pending post";
    }
}
