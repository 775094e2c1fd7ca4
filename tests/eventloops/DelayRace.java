import android.os.Handler;
import android.os.HandlerThread;

public class DelayRace {
    static int x;

    public static void main(String[] args) throws Exception {
        HandlerThread t = new HandlerThread("worker");
        t.start();
        Handler h = new Handler(t.getLooper());
        h.postDelayed(() -> x = 1, 50);
        h.post(() -> {
            assert x == 0 : "the delayed post came due first";
        });
        h.postDelayed(() -> { }, 100);
        t.join(10);
        t.quit();
        t.join();
    }
}
