import android.os.Handler;
import android.os.HandlerThread;

public class FrontRace {
    static int x;

    public static void main(String[] args) throws Exception {
        HandlerThread t = new HandlerThread("worker");
        t.start();
        Handler h = new Handler(t.getLooper());
        h.post(() -> x = 1);
        h.postAtFrontOfQueue(() -> {
            assert x == 0 : "the front-of-queue post ran after the first post";
        });
        t.quitSafely();
        t.join();
    }
}
