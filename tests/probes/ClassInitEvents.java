import ironpf.Events;

/**
 * A class's initializer runs in the first event that uses the class. Event "a" writes x and
 * then uses K, whose initializer copies x; event "b" only uses K. When "b" comes first, it
 * runs the initializer, which sees x still 0: "b" is dependent on "a" though they share no
 * field, because in the other order "b" would have run the initializer itself.
 *
 * expect: java.lang.AssertionError: site 1
 */
public class ClassInitEvents {
    static int x;

    static final class K {
        static final int V;

        static {
            V = x;
        }

        static void use() {}
    }

    public static void main(String[] args) {
        Events.register("a", () -> {
            x = 1;
            K.use();
            Events.disable(0);
        });
        Events.register("b", () -> {
            K.use();
            Events.disable(1);
        });
        Events.register("check", () -> {
            if (!Events.isEnabled(0)) {
                assert K.V == 1 : "site 1";
                Events.disable(2);
            }
        });
        Events.run();
    }
}
