public class InitOrderDeep {
    static StringBuilder log = new StringBuilder();

    static int note(String s) {
        System.out.println("  " + s);
        return s.length();
    }

    static class Base {
        static int sb1 = note("Base static field");
        int ib1 = note("Base instance field");

        static {
            note("Base static block");
        }

        {
            note("Base instance block");
        }

        Base() {
            note("Base constructor, describe()=" + describe());
        }

        String describe() {
            return "Base";
        }
    }

    static class Mid extends Base {
        static int sm = note("Mid static field");
        String name = "mid-name";
        int im = note("Mid instance field");

        static {
            note("Mid static block");
        }

        Mid() {
            this(7);
            note("Mid() after this(7)");
        }

        Mid(int x) {
            super();
            note("Mid(int) x=" + x + " name=" + name);
        }

        @Override
        String describe() {
            return "Mid(name=" + name + ")";
        }
    }

    static class Leaf extends Mid {
        static final int CONST = 99;
        static final String SCONST = "compile-time";
        static int sl = note("Leaf static field");

        {
            note("Leaf instance block");
        }

        Leaf() {
            note("Leaf constructor");
        }
    }

    static class Lazy {
        static {
            note("Lazy initialized");
        }

        static void touch() {
            note("Lazy.touch");
        }
    }

    interface WithConst {
        int VALUE = note("WithConst field");
    }

    static class Impl implements WithConst {
        static {
            note("Impl static block");
        }
    }

    static class Holder {
        static final Holder INSTANCE = new Holder();
        static int counter = 5;
        final int seen;

        Holder() {
            seen = counter;
            counter++;
        }
    }

    public static void main(String[] args) {
        System.out.println("constant: " + Leaf.CONST + " " + Leaf.SCONST);
        System.out.println("new Leaf:");
        new Leaf();
        System.out.println("second Leaf:");
        new Leaf();
        System.out.println("array of Lazy does not initialize:");
        Lazy[] arr = new Lazy[3];
        System.out.println("  length " + arr.length);
        Lazy.touch();
        System.out.println("Impl:");
        new Impl();
        System.out.println("interface field:");
        System.out.println("  " + WithConst.VALUE);
        System.out.println("Holder.seen=" + Holder.INSTANCE.seen + " counter=" + Holder.counter);
        System.out.println("Mid static via subclass ref: " + Leaf.sm);
    }
}
