/**
 * A thread made by a daemon thread is a daemon (Thread's constructor inherits the flag), so
 * the child waiting forever does not keep the program alive: main ends after joining the
 * parent and the program exits, as under java. No violation. (ironpf made the child a
 * non-daemon and reported a deadlock.)
 */
public class DaemonChild {
    static final Object LOCK = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread parent = new Thread(() -> {
            Thread child = new Thread(() -> {
                synchronized (LOCK) {
                    try {
                        LOCK.wait();
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            });
            System.out.println("child daemon: " + child.isDaemon());
            child.start();
        });
        parent.setDaemon(true);
        parent.start();
        parent.join();
    }
}
