public class StaticInitFailure {
    static class Config {
        static final int VALUE = compute();

        static int compute() {
            System.out.println("computing Config.VALUE");
            if (true) throw new IllegalStateException("config missing");
            return 1;
        }
    }

    static class Fine {
        static int count;

        static {
            count = 10;
            System.out.println("Fine initialized");
        }
    }

    public static void main(String[] args) {
        System.out.println("Fine.count " + Fine.count);
        try {
            System.out.println(Config.VALUE);
        } catch (ExceptionInInitializerError e) {
            System.out.println("first: " + e.getClass().getName() + " message " + e.getMessage() + " cause " + e.getCause());
            System.out.println("getException same as cause " + (e.getException() == e.getCause()));
        }
        try {
            System.out.println(Config.VALUE);
        } catch (NoClassDefFoundError e) {
            System.out.println("second: " + e.getClass().getName() + " " + e.getMessage());
        }
        try {
            Config.compute();
        } catch (NoClassDefFoundError e) {
            System.out.println("static method: NoClassDefFoundError");
        }
        System.out.println("now uncaught:");
        Object o = new Config();
        System.out.println("unreachable " + o);
    }
}
