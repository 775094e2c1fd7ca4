import android.os.Handler;
import android.os.HandlerThread;

// A looper left running when main ends idles for ever, as an Android app's loopers do: the
// program ends once the queued work is done (no deadlock), and the work all runs.
public class IdleAtEnd {
    static int handled;

    public static void main(String[] args) {
        HandlerThread t = new HandlerThread("worker");
        t.start();
        Handler h = new Handler(t.getLooper());
        h.post(() -> handled++);
        h.post(() -> {
            assert handled == 1 : "posts from one thread ran out of order";
        });
    }
}
