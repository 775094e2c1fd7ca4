import android.os.Handler;
import android.os.Looper;

// The main thread runs a looper; a worker thread posts two results to it, and the second
// quits the loop: each result is handled on the main thread, one at a time.
public class MainLooperReplies {
    static int results;

    public static void main(String[] args) {
        Looper.prepare();
        Handler main = new Handler();
        Thread worker = new Thread(() -> {
            main.post(() -> results++);
            main.post(() -> {
                results++;
                Looper.myLooper().quit();
            });
        });
        worker.start();
        Looper.loop();
        assert results == 2 : "results: " + results;
        assert Looper.myLooper().getThread() == Thread.currentThread();
    }
}
