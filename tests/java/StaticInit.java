public class StaticInit {
    static StringBuilder log = new StringBuilder();

    static int log(String msg, int value) {
        System.out.println("  [init] " + msg);
        return value;
    }

    static {
        System.out.println("StaticInit.<clinit>");
    }

    static class A {
        static final int CONST = 100;
        static final String SCONST = "const-string";
        static final int NOT_CONST = log("A.NOT_CONST", 7);
        static final Integer BOXED = log("A.BOXED", 8);
        static int counter = log("A.counter", 0);

        static {
            System.out.println("  A static block, counter=" + counter);
            counter += 5;
        }

        static int bump() {
            return ++counter;
        }

        A() {
            System.out.println("  A() instance");
        }
    }

    static class B extends A {
        static int bField = log("B.bField", 1);

        static {
            System.out.println("  B static block");
        }

        static String hello() {
            return "B.hello";
        }
    }

    static class C extends B {
        static {
            System.out.println("  C static block");
        }

        static int cValue = 3;
    }

    interface I {
        int ICONST = 11;
        int IFIELD = log("I.IFIELD", 12);
    }

    interface J extends I {
        int JFIELD = log("J.JFIELD", 13);
    }

    static class Impl implements J {
        static {
            System.out.println("  Impl static block");
        }
    }

    interface WithDefault {
        int WD = log("WithDefault.WD", 1);

        default String hi() {
            return "hi";
        }
    }

    static class ImplDefault implements WithDefault {
        static {
            System.out.println("  ImplDefault static block");
        }
    }

    static class Order {
        static int first = log("Order.first", 1);
        static int second;

        static {
            second = first * 10;
            System.out.println("  Order block: first=" + first + " second=" + second + " third=" + Order.third);
        }

        static int third = log("Order.third", second + 1);
    }

    static class Self {
        static Self INSTANCE = new Self();
        static int value = log("Self.value", 42);
        int seen;

        Self() {
            seen = value;
            System.out.println("  Self() sees value=" + value);
        }
    }

    static class Lazy {
        static {
            System.out.println("  Lazy static block");
        }

        static class Holder {
            static final Lazy INSTANCE = new Lazy();

            static {
                System.out.println("  Lazy.Holder static block");
            }
        }

        static Lazy get() {
            return Holder.INSTANCE;
        }
    }

    static class Thrower {
        static int value = compute();

        static int compute() {
            System.out.println("  Thrower computing");
            return 10 / zero();
        }
    }

    static int zero() {
        return 0;
    }

    static class Once {
        static int count;

        static {
            count++;
            System.out.println("  Once static block runs once");
        }
    }

    public static void main(String[] args) {
        System.out.println("main start");
        System.out.println("1. constant: " + A.CONST + " " + A.SCONST);
        System.out.println("2. class literal: " + A.class.getSimpleName());
        A[] arr = new A[3];
        System.out.println("3. array created, length " + arr.length);
        System.out.println("4. instanceof null: " + (arr[0] instanceof A));
        System.out.println("5. non-constant static final: " + A.NOT_CONST);
        System.out.println("6. boxed: " + A.BOXED + " counter " + A.counter);
        System.out.println("7. static method: " + A.bump());
        System.out.println("8. inherited field via subclass: " + C.counter);
        System.out.println("9. subclass static method: " + B.hello());
        System.out.println("10. C field: " + C.cValue);
        System.out.println("11. interface constant: " + J.ICONST);
        System.out.println("12. new Impl");
        new Impl();
        System.out.println("13. J.JFIELD: " + J.JFIELD);
        System.out.println("14. I.IFIELD: " + I.IFIELD);
        System.out.println("15. new ImplDefault");
        ImplDefault id = new ImplDefault();
        System.out.println("16. default method: " + id.hi());
        System.out.println("17. Order.third: " + Order.third + " second " + Order.second);
        System.out.println("18. Self: " + Self.INSTANCE.seen + " " + Self.value);
        System.out.println("19. Lazy.get");
        Lazy l1 = Lazy.get();
        Lazy l2 = Lazy.get();
        System.out.println("    same instance " + (l1 == l2));
        System.out.println("20. Thrower");
        try {
            System.out.println(Thrower.value);
        } catch (ExceptionInInitializerError e) {
            System.out.println("    ExceptionInInitializerError cause " + e.getCause().getClass().getName() + ": " + e.getCause().getMessage());
        }
        try {
            System.out.println(Thrower.value);
        } catch (NoClassDefFoundError e) {
            System.out.println("    NoClassDefFoundError on second access");
        }
        System.out.println("21. Once");
        for (int i = 0; i < 3; i++) {
            Once.count += 0;
        }
        System.out.println("    count " + Once.count);
        System.out.println("22. new A then new C");
        new A();
        new C();
        System.out.println("main end");
    }
}
