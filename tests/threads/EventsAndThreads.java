import gov.nasa.jpf.vm.Verify;

/**
 * An event choice (Verify.getIntFromList) and threads in one program: dpor and sdpor refuse
 * it (exit 4). Under the full search the worker's read can see either event's write: with
 * event 2 chosen and the worker running after main's write, the assertion fails.
 */
public class EventsAndThreads {
    static int value;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            if (value == 2) {
                throw new IllegalStateException("saw event 2");
            }
        });
        worker.start();
        value = Verify.getIntFromList(1, 2);
        worker.join();
    }
}
