import ironpf.Events;

/**
 * Four apps that never touch each other's state: each handles its own event three times
 * (counting in its own field), then disables it. Every interleaving reaches the same final
 * state, so the unreduced search visits all 4^4 = 256 combinations of the counters while a
 * partial-order reduction needs one interleaving: 13 states (the start and one per event
 * run), 12 transitions. (A check after Events.run() that read the counters would belong to
 * the last transition, make it conflict with every app, and undo most of the reduction.)
 */
public class IndependentApps {
    static int c0, c1, c2, c3;
    static int e0, e1, e2, e3;

    public static void main(String[] args) {
        e0 = Events.register("app0", () -> {
            if (++c0 == 3) Events.disable(e0);
        });
        e1 = Events.register("app1", () -> {
            if (++c1 == 3) Events.disable(e1);
        });
        e2 = Events.register("app2", () -> {
            if (++c2 == 3) Events.disable(e2);
        });
        e3 = Events.register("app3", () -> {
            if (++c3 == 3) Events.disable(e3);
        });
        Events.run();
    }
}
