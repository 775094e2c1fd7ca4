import android.os.Handler;
import android.os.HandlerThread;
import android.os.Message;

// Handler.dispatchMessage: a posted Runnable runs itself; otherwise the Callback sees the
// message first and handleMessage runs only when it returns false.
public class CallbackFirst {
    static final StringBuilder seen = new StringBuilder();

    public static void main(String[] args) throws InterruptedException {
        HandlerThread t = new HandlerThread("worker");
        t.start();
        Handler h = new Handler(t.getLooper(), m -> {
            seen.append("c").append(m.what);
            return m.what == 1;
        }) {
            public void handleMessage(Message m) {
                seen.append("h").append(m.what).append(m.arg1).append(m.obj);
            }
        };
        h.sendEmptyMessage(1);
        h.sendMessage(h.obtainMessage(2, 7, 0, "x"));
        h.post(() -> seen.append("r"));
        t.quitSafely();
        t.join();
        assert seen.toString().equals("c1c2h27xr") : seen.toString();
    }
}
