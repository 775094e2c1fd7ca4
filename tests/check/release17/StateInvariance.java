import gov.nasa.jpf.vm.Verify;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.function.IntSupplier;

/**
 * One event loop, many ways for its second event to do nothing that matters. Event 0 moves
 * x = (x + 1) % 4; event 1 runs the variant named by the argument, which builds and discards
 * objects, prints, builds strings (invokedynamic concatenation: compiled for Java 17), links
 * lambdas on first call, boxes, iterates a map (filling its cached views), matches regular
 * expressions, asks for the default time zone, throws and catches, makes a Class object, reads
 * annotations and generic signatures (which makes an annotation's class). None of it can affect
 * what the program does next, so every variant has the state space of "none": at the choice
 * point only x (0..3) is live, so 4 new states,
 * 4 * 2 = 8 transitions, 8 - 3 = 5 revisits, no end state.
 * "options" chooses its event with getIntFromList, whose option array is a new object at
 * every call.
 */
public class StateInvariance {
    static int sink;
    static final HashMap<String, Integer> table = new HashMap<>();

    static {
        table.put("a", 1);
    }

    public static void main(String[] args) {
        String variant = args[0];
        boolean options = variant.equals("options");
        int x = 0;
        while (true) {
            int c = options ? Verify.getIntFromList(0, 1) : Verify.getInt(0, 1);
            if (c == 0) {
                x = (x + 1) % 4;
            } else {
                second(variant, x);
            }
        }
    }

    static void second(String variant, int x) {
        switch (variant) {
            case "none":
            case "options":
                break;
            case "garbage": {
                int[] a = new int[8];
                a[x] = x;
                List<Object> l = new ArrayList<>();
                l.add(a);
                l.add(new Object());
                break;
            }
            case "string": {
                String s = "v: " + x;
                String t = String.valueOf(x) + s.length();
                break;
            }
            case "print-constant":
                System.out.println("a constant line");
                break;
            case "print-value":
                System.out.println("x is " + x + ", twice " + 2 * x);
                break;
            case "lambda": {
                Runnable r = () -> { };
                r.run();
                break;
            }
            case "capturing-lambda": {
                IntSupplier f = () -> x * 3;
                int y = f.getAsInt();
                break;
            }
            case "boxing": {
                Integer big = x + 1000;
                Long l = (long) big;
                Object o = big.equals(l) ? big : l;
                break;
            }
            case "map": {
                HashMap<String, Integer> m = new HashMap<>();
                m.put("k" + x, x);
                m.put("other", m.get("k" + x));
                break;
            }
            case "map-views": {
                // The first iteration fills the map's cached views (entrySet, keySet, values).
                int total = x;
                for (java.util.Map.Entry<String, Integer> e : table.entrySet()) total += e.getValue();
                for (String k : table.keySet()) total += k.length();
                for (int v : table.values()) total += v;
                break;
            }
            case "regex": {
                boolean digits = String.valueOf(x).matches("[0-9]+");
                String[] parts = ("a" + x + "b").split("[0-9]");
                break;
            }
            case "timezone": {
                String id = java.util.TimeZone.getDefault().getID() + x;
                break;
            }
            case "exception":
                try {
                    throw new IllegalStateException("x is " + x);
                } catch (IllegalStateException e) {
                    String m = e.getMessage();
                }
                break;
            case "class-object": {
                // The first Holder.class makes its Class object.
                String name = Holder.class.getName() + x;
                break;
            }
            case "annotations": {
                // The first read makes the annotation interface's proxy class.
                Tagged t = Holder.class.getAnnotation(Tagged.class);
                String text = t + " " + t.value() + x;
                java.lang.reflect.Type g = Holder.class.getGenericSuperclass();
                String generic = g.getTypeName();
                break;
            }
            default:
                throw new IllegalArgumentException(variant);
        }
    }

    @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
    @interface Tagged {
        String value();
        int[] weights() default {1, 2};
    }

    @Tagged("holder")
    static class Holder extends ArrayList<String> {}
}
