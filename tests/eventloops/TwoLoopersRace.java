import android.os.Handler;
import android.os.HandlerThread;

// Handlers on two loopers run on two threads at once: their unsynchronized increments of one
// field can lose an update.
public class TwoLoopersRace {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        HandlerThread a = new HandlerThread("a");
        HandlerThread b = new HandlerThread("b");
        a.start();
        b.start();
        new Handler(a.getLooper()).post(() -> count++);
        new Handler(b.getLooper()).post(() -> count++);
        a.quitSafely();
        b.quitSafely();
        a.join();
        b.join();
        assert count == 2 : "lost update: " + count;
    }
}
