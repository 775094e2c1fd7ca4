public class InstanceInit {
    static int step = 0;

    static String trace(String msg) {
        step++;
        System.out.println(step + ": " + msg);
        return msg;
    }

    static class Base {
        String baseField = trace("Base field initializer");
        int size = 10;

        {
            trace("Base init block, size=" + size);
        }

        Base() {
            this("default");
            trace("Base() after this(...)");
        }

        Base(String name) {
            trace("Base(String) name=" + name);
            describe();
        }

        void describe() {
            trace("Base.describe size=" + size);
        }
    }

    static class Derived extends Base {
        int value = 42;
        String label = trace("Derived field initializer");
        final int fin;
        String nullUntilInit = "set";

        {
            trace("Derived init block 1, value=" + value);
        }

        Derived() {
            super();
            fin = 7;
            trace("Derived() body, fin=" + fin);
        }

        Derived(int v) {
            this();
            value = v;
            trace("Derived(int) body, value=" + value);
        }

        {
            trace("Derived init block 2, label=" + label);
        }

        @Override
        void describe() {
            trace("Derived.describe value=" + value + " label=" + label + " fin=" + fin + " nullUntilInit=" + nullUntilInit);
        }
    }

    static class Point {
        int x, y;
        static int created;

        {
            created++;
        }

        Point() {
            this(0, 0);
        }

        Point(int x) {
            this(x, x);
        }

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        Point(Point other) {
            this(other.x + 1, other.y + 1);
        }

        public String toString() {
            return "(" + x + "," + y + ")";
        }
    }

    static class Defaults {
        int i;
        long l;
        double d;
        float f;
        boolean b;
        char c;
        byte by;
        short s;
        String str;
        int[] arr;
        Object obj;

        public String toString() {
            return i + " " + l + " " + d + " " + f + " " + b + " " + (int) c + " " + by + " " + s + " " + str + " " + arr + " " + obj;
        }
    }

    static class Chain {
        final StringBuilder sb = new StringBuilder();

        Chain() {
            this(1);
            sb.append("->Chain()");
        }

        Chain(int n) {
            this(n, "x");
            sb.append("->Chain(int)");
        }

        Chain(int n, String s) {
            sb.append("Chain(int,String)");
        }
    }

    static class Grand {
        Grand() {
            System.out.println("Grand() calls hook: " + hook());
        }

        String hook() {
            return "Grand.hook";
        }
    }

    static class Parent extends Grand {
        String p = "parentField";

        Parent() {
            System.out.println("Parent() p=" + p + " hook=" + hook());
        }

        String hook() {
            return "Parent.hook p=" + p;
        }
    }

    static class Child extends Parent {
        String c = "childField";
        int n = 5;

        Child() {
            System.out.println("Child() c=" + c + " hook=" + hook());
        }

        String hook() {
            return "Child.hook c=" + c + " n=" + n;
        }
    }

    public static void main(String[] args) {
        System.out.println("--- new Derived()");
        Derived d = new Derived();
        System.out.println("--- new Derived(99)");
        step = 0;
        Derived d2 = new Derived(99);
        System.out.println(d.value + " " + d2.value + " " + d2.fin + " " + d2.baseField);
        System.out.println("--- new Base(\"direct\")");
        step = 0;
        new Base("direct");
        System.out.println("--- points");
        Point[] pts = {new Point(), new Point(5), new Point(2, 3), new Point(new Point(7, 8))};
        for (Point p : pts) System.out.print(p + " ");
        System.out.println("created=" + Point.created);
        System.out.println(new Defaults());
        System.out.println(new Chain().sb);
        new Child();
    }
}
