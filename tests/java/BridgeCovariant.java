import java.util.*;

public class BridgeCovariant {
    interface Source<T> {
        T next();

        default List<T> take(int n) {
            List<T> out = new ArrayList<>();
            for (int i = 0; i < n; i++) out.add(next());
            return out;
        }
    }

    static class Counter implements Source<Integer> {
        int c;

        @Override
        public Integer next() {
            return c++;
        }
    }

    static abstract class Animal {
        abstract Animal mate();

        protected String sound() {
            return "...";
        }

        String speak() {
            return getClass().getSimpleName() + " says " + sound();
        }
    }

    static class Cat extends Animal {
        @Override
        Cat mate() {
            return new Cat();
        }

        @Override
        protected String sound() {
            return "meow";
        }

        String purr() {
            return "purr";
        }
    }

    static class Lion extends Cat {
        @Override
        Lion mate() {
            return new Lion();
        }

        @Override
        protected String sound() {
            return "ROAR (not " + super.sound() + ")";
        }
    }

    static class Base {
        String name = "base-field";
        static String sname = "base-static";

        String name() {
            return name;
        }
    }

    static class Derived extends Base {
        String name = "derived-field";
        static String sname = "derived-static";

        @Override
        String name() {
            return name + "/" + super.name;
        }
    }

    static class Cmp implements Comparable<Cmp> {
        final int v;

        Cmp(int v) {
            this.v = v;
        }

        @Override
        public int compareTo(Cmp o) {
            return Integer.compare(v, o.v);
        }
    }

    static abstract class Shape<S extends Shape<S>> {
        int size;

        @SuppressWarnings("unchecked")
        S grow(int d) {
            size += d;
            return (S) this;
        }
    }

    static class Square extends Shape<Square> {
        Square twice() {
            size *= 2;
            return this;
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) {
        Source<Integer> s = new Counter();
        System.out.println("take " + s.take(4) + " then " + s.next());
        Source raw = new Counter();
        Object o = raw.next();
        System.out.println("raw bridge " + o + " " + o.getClass().getSimpleName());
        Animal a = new Lion();
        Animal m = a.mate();
        System.out.println(a.speak() + " | mate " + m.getClass().getSimpleName() + " | " + new Cat().mate().purr());
        Cat c = new Lion();
        System.out.println("covariant via Cat " + c.mate().getClass().getSimpleName());
        Base b = new Derived();
        System.out.println("field hiding " + b.name + " " + ((Derived) b).name + " method " + b.name() + " static " + Base.sname + " " + Derived.sname);
        Comparable rawCmp = new Cmp(5);
        System.out.println("raw compareTo " + rawCmp.compareTo(new Cmp(3)));
        try {
            rawCmp.compareTo("not a Cmp");
        } catch (ClassCastException e) {
            System.out.println("bridge cast fails: CCE");
        }
        Square sq = new Square().grow(3).twice().grow(1);
        System.out.println("self-typed builder " + sq.size);
        List<Number> nums = new ArrayList<>();
        nums.add(1);
        nums.add(2.5);
        nums.add(3L);
        double total = 0;
        for (Number n : nums) total += n.doubleValue();
        System.out.println("numbers " + nums + " total " + total);
        Object[] objs = {new Cat(), new Lion(), "str", 42};
        for (Object x : objs) {
            String kind = x instanceof Lion ? "lion" : x instanceof Cat ? "cat" : x instanceof CharSequence ? "chars" : "other";
            System.out.print(kind + " ");
        }
        System.out.println();
        Iterable<String> it = () -> Arrays.asList("p", "q").iterator();
        for (String str : it) System.out.print(str);
        System.out.println();
        Runnable r = Derived::new;
        r.run();
        java.util.function.Function<Integer, int[]> mk = int[]::new;
        System.out.println("array ctor ref " + mk.apply(4).length);
        java.util.function.Supplier<String> sup = new Derived()::name;
        System.out.println("bound method ref " + sup.get());
    }
}
