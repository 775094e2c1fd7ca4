/**
 * Two threads use a class that neither has initialized: the JVM initializes it once, and a
 * thread that finds another one initializing it waits until it is done (JVMS 5.5), so both
 * threads see VALUES set and the static initializer runs once. No violation. (ironpf let the
 * second thread read the class half-initialized, a false alarm, until the wait was modelled;
 * the waiting thread now blocks on the class's initialization lock, as in the JVM.)
 */
public class ClassInitRace {
    static int counter;

    static class Config {
        static final int[] VALUES;

        static {
            int[] v = new int[3];
            counter++;
            v[0] = counter;
            VALUES = v;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            if (Config.VALUES == null) {
                throw new AssertionError("the worker saw no VALUES");
            }
        });
        t.start();
        if (Config.VALUES == null) {
            throw new AssertionError("main saw no VALUES");
        }
        t.join();
        if (counter != 1) {
            throw new AssertionError("initialized " + counter + " times");
        }
    }
}
