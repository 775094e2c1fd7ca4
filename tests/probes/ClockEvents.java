import ironpf.Events;

/**
 * The clock is one for the whole program: the reading the second event takes depends on
 * whether the first event read it before. Only the clock connects the two events. ironpf's
 * clock starts at 2020-01-01T00:00:00Z and advances 1 ms per reading, so the first reading is
 * 1 ms past the start: the second event sees that only when it reads first.
 *
 * expect: java.lang.AssertionError: site 1
 * expect: java.lang.AssertionError: site 2
 */
public class ClockEvents {
    static final long FIRST_READING = 1577836800001L;
    static long t0;

    public static void main(String[] args) {
        Events.register("first", () -> {
            t0 = System.nanoTime();
            Events.disable(0);
        });
        Events.register("second", () -> {
            long now = System.currentTimeMillis();
            if (gov.nasa.jpf.vm.Verify.getBoolean()) {
                assert now != FIRST_READING : "site 1";
            } else {
                assert now == FIRST_READING : "site 2";
            }
            Events.disable(1);
        });
        Events.run();
    }
}
