import android.os.Handler;
import android.os.HandlerThread;

// Another thread's removeCallbacks may come after the looper has taken the post: removal
// only affects messages still queued, so the post may have run.
public class RemovedTooLate {
    static volatile boolean ran;

    public static void main(String[] args) throws InterruptedException {
        HandlerThread t = new HandlerThread("worker");
        t.start();
        Handler h = new Handler(t.getLooper());
        Runnable r = () -> ran = true;
        h.post(r);
        h.removeCallbacks(r);
        t.quitSafely();
        t.join();
        assert !ran : "the post ran before it was removed";
    }
}
