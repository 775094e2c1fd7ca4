import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/** Object's monitor methods: native as in the JDK, and their errors outside a monitor. */
public class ObjectMonitorMethods {
    public static void main(String[] args) throws Exception {
        Method[] methods = {
            Object.class.getMethod("notify"),
            Object.class.getMethod("notifyAll"),
            Object.class.getMethod("wait"),
            Object.class.getMethod("wait", long.class),
            Object.class.getMethod("wait", long.class, int.class),
            Object.class.getMethod("hashCode"),
            Object.class.getMethod("getClass"),
            Object.class.getDeclaredMethod("clone"),
        };
        for (Method m : methods) {
            int mod = m.getModifiers();
            System.out.println(m + " | " + Modifier.toString(mod) + " | native=" + Modifier.isNative(mod)
                    + " | " + m.toGenericString());
        }
        Object lock = new Object();
        String[] names = {"notify", "notifyAll", "wait", "wait(-1)", "wait(5)", "wait(-1,0)", "wait(1,1000000)"};
        for (String n : names) {
            try {
                switch (n) {
                    case "notify": lock.notify(); break;
                    case "notifyAll": lock.notifyAll(); break;
                    case "wait": lock.wait(); break;
                    case "wait(-1)": lock.wait(-1); break;
                    case "wait(5)": lock.wait(5); break;
                    case "wait(-1,0)": lock.wait(-1, 0); break;
                    default: lock.wait(1, 1000000); break;
                }
                System.out.println(n + ": returned");
            } catch (IllegalMonitorStateException | IllegalArgumentException e) {
                System.out.println(n + ": " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
        synchronized (lock) {
            lock.notify();
            lock.notifyAll();
            lock.wait(3);
            lock.wait(2, 500);
            System.out.println("timed waits alone returned");
            try {
                lock.wait(-5);
            } catch (IllegalArgumentException e) {
                System.out.println("in monitor: " + e.getMessage());
            }
            Thread.currentThread().interrupt();
            try {
                lock.wait(10);
                System.out.println("not interrupted?");
            } catch (InterruptedException e) {
                System.out.println("interrupted: " + e.getMessage() + " " + Thread.currentThread().isInterrupted());
            }
            System.out.println("still holds lock: " + Thread.holdsLock(lock));
        }
        // A waiter woken by notify from another thread.
        final Object box = new Object();
        final boolean[] ready = {false};
        Thread t = new Thread(() -> {
            synchronized (box) {
                while (!ready[0]) {
                    try {
                        box.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                System.out.println("waiter saw ready");
            }
        });
        t.start();
        synchronized (box) {
            ready[0] = true;
            box.notify();
        }
        t.join();
        System.out.println("done");
    }
}
