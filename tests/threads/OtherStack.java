/**
 * Thread.getStackTrace of another thread shows where that thread stands. The worker announces
 * under the lock that it is inside inner(), then waits there: after main has seen the
 * announcement, the worker's stack has inner() in every schedule ("no violation"). With
 * "racy" main looks without waiting for the announcement: in the schedule where the worker has
 * not started (or not reached inner) yet, the assertion fails.
 */
public class OtherStack {
    static final Object lock = new Object();
    static boolean ready;

    static void inner() throws InterruptedException {
        synchronized (lock) {
            ready = true;
            lock.notifyAll();
            while (ready) {
                lock.wait();
            }
        }
    }

    static boolean inInner(Thread t) {
        for (StackTraceElement e : t.getStackTrace()) {
            if (e.getMethodName().equals("inner")) {
                return true;
            }
        }
        return false;
    }

    public static void main(String[] args) throws Exception {
        boolean racy = args.length > 0 && args[0].equals("racy");
        Thread t = new Thread(() -> {
            try {
                inner();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        if (t.getStackTrace().length != 0) {
            throw new AssertionError("a thread not started has a stack");
        }
        t.start();
        if (!racy) {
            synchronized (lock) {
                while (!ready) {
                    lock.wait();
                }
            }
        }
        if (!inInner(t)) {
            throw new AssertionError("the worker is not in inner()");
        }
        synchronized (lock) {
            ready = false;
            lock.notifyAll();
        }
        t.join();
        if (t.getStackTrace().length != 0) {
            throw new AssertionError("an ended thread has a stack");
        }
    }
}
