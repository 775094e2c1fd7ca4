import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

public class InnerClasses {
    private int counter = 0;
    private String name;
    private static int staticCount = 0;

    InnerClasses(String name) {
        this.name = name;
    }

    class Inner {
        int id;

        Inner() {
            id = ++counter;
            staticCount++;
        }

        String describe() {
            return name + ".Inner#" + id + " (outer counter=" + counter + ")";
        }

        class Deeper {
            String path() {
                return name + "/" + id + "/" + InnerClasses.this.counter;
            }
        }
    }

    class Shadow {
        String name = "shadow-field";

        String show(String name) {
            return name + " | " + this.name + " | " + InnerClasses.this.name;
        }
    }

    static class Nested {
        int value;

        Nested(int value) {
            this.value = value;
        }

        static Nested of(int v) {
            return new Nested(v * 2);
        }

        String show() {
            return "Nested(" + value + ") staticCount=" + staticCount;
        }
    }

    interface Greeter {
        String greet(String who);
    }

    Greeter makeGreeter(final String greeting) {
        class LocalGreeter implements Greeter {
            int uses = 0;

            public String greet(String who) {
                uses++;
                return greeting + ", " + who + " from " + name + " (use " + uses + ")";
            }
        }
        return new LocalGreeter();
    }

    Iterator<Integer> countdown(int from) {
        return new Iterator<Integer>() {
            int cur = from;

            public boolean hasNext() {
                return cur > 0;
            }

            public Integer next() {
                counter++;
                return cur--;
            }
        };
    }

    static abstract class Animal {
        final String kind;

        Animal(String kind) {
            this.kind = kind;
        }

        abstract String sound();

        public String toString() {
            return kind + " says " + sound();
        }
    }

    void mutateViaInner() {
        Runnable r = new Runnable() {
            public void run() {
                counter += 100;
                name = name + "!";
            }
        };
        r.run();
    }

    public static void main(String[] args) {
        InnerClasses outer = new InnerClasses("outerA");
        InnerClasses.Inner i1 = outer.new Inner();
        InnerClasses.Inner i2 = outer.new Inner();
        System.out.println(i1.describe());
        System.out.println(i2.describe());
        InnerClasses.Inner.Deeper d = i2.new Deeper();
        System.out.println(d.path());
        InnerClasses other = new InnerClasses("outerB");
        Inner i3 = other.new Inner();
        System.out.println(i3.describe() + " staticCount=" + staticCount);
        System.out.println(outer.new Shadow().show("param"));
        System.out.println(Nested.of(21).show() + " " + new Nested(1).show());
        Greeter g = outer.makeGreeter("Hi");
        System.out.println(g.greet("Ann"));
        System.out.println(g.greet("Bob"));
        Greeter g2 = other.makeGreeter("Yo");
        System.out.println(g2.greet("Cy"));
        Iterator<Integer> it = outer.countdown(4);
        StringBuilder sb = new StringBuilder();
        while (it.hasNext()) sb.append(it.next()).append(' ');
        System.out.println(sb + "counter now " + outer.counter);
        outer.mutateViaInner();
        System.out.println(outer.name + " " + outer.counter + " " + i1.describe());
        List<Animal> zoo = new ArrayList<>();
        String[] kinds = {"cow", "cat", "dog"};
        final String[] sounds = {"moo", "meow", "woof"};
        for (int k = 0; k < kinds.length; k++) {
            final int idx = k;
            zoo.add(new Animal(kinds[k]) {
                String sound() {
                    return sounds[idx] + (idx == 2 ? "!" : "");
                }
            });
        }
        for (Animal a : zoo) System.out.println(a);
        int base = 10;
        class Accumulator {
            int total = base;

            Accumulator add(int v) {
                total += v;
                return this;
            }
        }
        Accumulator acc = new Accumulator().add(5).add(7);
        System.out.println(acc.total);
        Object anon = new Object() {
            @Override
            public String toString() {
                return "anonymous Object with base " + base;
            }
        };
        System.out.println(anon);
        System.out.println(i1.getClass().getName() + " " + Nested.class.getName() + " " + d.getClass().getName() + " " + acc.getClass().getSimpleName() + " " + Nested.class.getSimpleName());
        Comparable<String> cmp = new Comparable<String>() {
            public int compareTo(String o) {
                return o.length() - 3;
            }
        };
        System.out.println(cmp.compareTo("hello") + " " + cmp.compareTo("a"));
        class Recursive {
            int fact(int n) {
                return n <= 1 ? 1 : n * fact(n - 1);
            }
        }
        System.out.println(new Recursive().fact(10));
    }
}
