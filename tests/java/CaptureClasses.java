import java.util.*;
import java.util.function.*;

public class CaptureClasses {
    private int counter = 100;
    private static int statCounter = 0;

    class Inner {
        int id = ++counter;

        String show() {
            return "Inner#" + id + " of outer counter " + counter + " " + CaptureClasses.this.counter;
        }

        class Deeper {
            String show() {
                return "Deeper in " + Inner.this.id + " outer " + counter;
            }
        }
    }

    static class Nested {
        int id = ++statCounter;
    }

    interface Greeter {
        String greet(String who);
    }

    List<Supplier<String>> makeSuppliers() {
        List<Supplier<String>> out = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int copy = i;
            String label = "L" + i;
            out.add(() -> label + ":" + copy + ":" + counter);
        }
        return out;
    }

    Greeter localClass(String greeting) {
        int punctuation = greeting.length();
        class Local implements Greeter {
            final String suffix;

            Local(String suffix) {
                this.suffix = suffix;
            }

            @Override
            public String greet(String who) {
                return greeting + ", " + who + suffix + " (" + punctuation + "," + counter + ")";
            }
        }
        return new Local("!");
    }

    static Iterator<Integer> countdown(int from) {
        return new Iterator<Integer>() {
            int cur = from;

            @Override
            public boolean hasNext() {
                return cur > 0;
            }

            @Override
            public Integer next() {
                return cur--;
            }
        };
    }

    static IntSupplier makeCounter() {
        int[] box = {0};
        return () -> ++box[0];
    }

    public static void main(String[] args) {
        CaptureClasses outer = new CaptureClasses();
        CaptureClasses.Inner a = outer.new Inner();
        CaptureClasses.Inner b = outer.new Inner();
        System.out.println(a.show());
        System.out.println(b.show());
        CaptureClasses.Inner.Deeper d = a.new Deeper();
        outer.counter = 500;
        System.out.println(d.show());
        System.out.println(new Nested().id + " " + new Nested().id);
        List<Supplier<String>> sups = outer.makeSuppliers();
        outer.counter = 7;
        for (Supplier<String> s : sups) System.out.println(s.get());
        Greeter g = outer.localClass("Hello");
        System.out.println(g.greet("World"));
        outer.counter = 8;
        System.out.println(g.greet("Again") + " class " + g.getClass().getSimpleName());
        StringBuilder sb = new StringBuilder();
        for (Iterator<Integer> it = countdown(5); it.hasNext(); ) sb.append(it.next()).append(' ');
        System.out.println("countdown " + sb);
        IntSupplier c1 = makeCounter(), c2 = makeCounter();
        System.out.println("counters " + c1.getAsInt() + c1.getAsInt() + c1.getAsInt() + " " + c2.getAsInt());
        Runnable r = new Runnable() {
            int calls;

            @Override
            public void run() {
                calls++;
                System.out.println("anon runnable call " + calls + " this is Runnable " + (this instanceof Runnable));
            }
        };
        r.run();
        r.run();
        Comparator<String> byLen = new Comparator<String>() {
            @Override
            public int compare(String x, String y) {
                return Integer.compare(x.length(), y.length());
            }
        };
        List<String> ws = new ArrayList<>(Arrays.asList("ccc", "a", "bb", "dddd", "e"));
        ws.sort(byLen.thenComparing(Comparator.reverseOrder()));
        System.out.println(ws);
        Function<Integer, Function<Integer, Integer>> adder = x -> y -> x + y;
        System.out.println("curried " + adder.apply(3).apply(4));
        BiFunction<String, Integer, String> rep = (s, n) -> {
            StringBuilder t = new StringBuilder();
            for (int i = 0; i < n; i++) t.append(s);
            return t.toString();
        };
        System.out.println(rep.andThen(String::toUpperCase).apply("ab", 3));
        Map<String, Runnable> commands = new TreeMap<>();
        int[] total = {0};
        commands.put("inc", () -> total[0]++);
        commands.put("dbl", () -> total[0] *= 2);
        commands.put("neg", () -> total[0] = -total[0]);
        for (String cmd : "inc inc dbl inc neg dbl".split(" ")) {
            commands.get(cmd).run();
            System.out.print(cmd + "=" + total[0] + " ");
        }
        System.out.println();
    }
}
