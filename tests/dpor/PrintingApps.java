import ironpf.Events;

/**
 * IndependentApps with output: each app prints a line every time it handles its event (all
 * four write to the one System.out) and builds the line with string concatenation. Output is
 * an effect, not state that handlers read, and the order of output lines is not a property: the
 * apps stay independent, so the counts are IndependentApps' (none: 256 states, 768
 * transitions; dpor: 13 states, 12 transitions).
 */
public class PrintingApps {
    static int c0, c1, c2, c3;
    static int e0, e1, e2, e3;

    public static void main(String[] args) {
        e0 = Events.register("app0", () -> {
            System.out.println("app0 handled event " + (c0 + 1));
            if (++c0 == 3) Events.disable(e0);
        });
        e1 = Events.register("app1", () -> {
            System.out.println("app1 handled event " + (c1 + 1));
            if (++c1 == 3) Events.disable(e1);
        });
        e2 = Events.register("app2", () -> {
            System.err.println("app2 handled event " + (c2 + 1));
            if (++c2 == 3) Events.disable(e2);
        });
        e3 = Events.register("app3", () -> {
            System.out.print("app3 handled event ");
            System.out.println(c3 + 1);
            if (++c3 == 3) Events.disable(e3);
        });
        Events.run();
    }
}
