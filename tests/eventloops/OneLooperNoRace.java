import android.os.Handler;
import android.os.HandlerThread;

// Two handlers on one looper run one message at a time, to completion: the same increments
// lose nothing.
public class OneLooperNoRace {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        HandlerThread t = new HandlerThread("worker");
        t.start();
        new Handler(t.getLooper()).post(() -> count++);
        new Handler(t.getLooper()).post(() -> count++);
        t.quitSafely();
        t.join();
        assert count == 2 : "lost update: " + count;
    }
}
