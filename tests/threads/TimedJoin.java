/**
 * A timed join: the search explores the join timing out before the thread ran (done false)
 * and after (done true), so the output depends on the schedule and nothing is asserted. Under
 * `run` the others go first when a thread begins a timed wait, as a java wait lasts a while:
 * `run` prints "done true", as java does. (run printed "done false": the waiting thread was
 * the first option and timed out at once.)
 */
public class TimedJoin {
    static boolean done;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> done = true);
        t.start();
        t.join(10_000);
        System.out.println("done " + done);
    }
}
