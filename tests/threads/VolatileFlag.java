/**
 * For --race: the worker writes `data`, then the volatile flag `ready`. Main reads `data` only
 * after it saw `ready` true: the volatile write and read order the two accesses, so there is
 * no data race (and the flag itself is volatile). With an argument, main also reads `data`
 * without looking at the flag first: that read and the worker's write are unordered, a race.
 */
public class VolatileFlag {
    static volatile boolean ready;
    static int data;

    public static void main(String[] args) throws InterruptedException {
        boolean racy = args.length > 0;
        Thread worker = new Thread(() -> {
            data = 42;
            ready = true;
        });
        worker.start();
        int seen = racy ? data : 0;
        if (ready) {
            seen += data;
        }
        worker.join();
        System.out.println(seen >= 0);
    }
}
