public class TryWithResources {
    static class Res implements AutoCloseable {
        final String name;
        final boolean failOnClose;

        Res(String name, boolean failOnClose) {
            this.name = name;
            this.failOnClose = failOnClose;
            System.out.println("  open " + name);
        }

        Res(String name) {
            this(name, false);
        }

        void use(boolean fail) {
            System.out.println("  use " + name);
            if (fail) throw new IllegalStateException("use failed: " + name);
        }

        @Override
        public void close() {
            System.out.println("  close " + name);
            if (failOnClose) throw new IllegalArgumentException("close failed: " + name);
        }
    }

    static class CheckedRes implements AutoCloseable {
        @Override
        public void close() throws Exception {
            System.out.println("  close CheckedRes");
            throw new Exception("checked close");
        }
    }

    static void report(Throwable t) {
        System.out.println("  caught " + t.getClass().getSimpleName() + ": " + t.getMessage());
        Throwable[] sup = t.getSuppressed();
        for (int i = 0; i < sup.length; i++) {
            System.out.println("    suppressed[" + i + "] " + sup[i].getClass().getSimpleName() + ": " + sup[i].getMessage());
        }
    }

    static Res failingOpen(String name) {
        throw new UnsupportedOperationException("cannot open " + name);
    }

    static String returnFromTry() {
        try (Res r = new Res("ret")) {
            return "returned " + r.name;
        } finally {
            System.out.println("  finally after close");
        }
    }

    public static void main(String[] args) {
        System.out.println("1. normal");
        try (Res a = new Res("a"); Res b = new Res("b")) {
            a.use(false);
            b.use(false);
        }
        System.out.println("2. body throws");
        try (Res a = new Res("a"); Res b = new Res("b")) {
            b.use(true);
        } catch (IllegalStateException e) {
            report(e);
        }
        System.out.println("3. body throws and closes throw");
        try (Res a = new Res("a", true); Res b = new Res("b", true); Res c = new Res("c")) {
            c.use(true);
        } catch (RuntimeException e) {
            report(e);
        }
        System.out.println("4. only close throws");
        try (Res a = new Res("a", true); Res b = new Res("b", true)) {
            a.use(false);
        } catch (RuntimeException e) {
            report(e);
        }
        System.out.println("5. second resource fails to open");
        try (Res a = new Res("a"); Res b = failingOpen("b")) {
            System.out.println("  not reached");
        } catch (UnsupportedOperationException e) {
            report(e);
        }
        System.out.println("6. null resource");
        try (Res n = null) {
            System.out.println("  body with null resource");
        }
        System.out.println("7. checked close with catch and finally");
        try (CheckedRes cr = new CheckedRes()) {
            System.out.println("  body");
        } catch (Exception e) {
            report(e);
        } finally {
            System.out.println("  finally");
        }
        System.out.println("8. return from try");
        System.out.println("  " + returnFromTry());
        System.out.println("9. nested try-with-resources");
        try (Res outer = new Res("outer", true)) {
            try (Res inner = new Res("inner", true)) {
                inner.use(true);
            }
        } catch (RuntimeException e) {
            report(e);
            for (Throwable s : e.getSuppressed()) {
                if (s.getSuppressed().length > 0) System.out.println("    nested suppressed in " + s.getMessage());
            }
        }
        System.out.println("10. manual addSuppressed");
        Exception main = new Exception("main");
        main.addSuppressed(new RuntimeException("s1"));
        main.addSuppressed(new Error("s2"));
        report(main);
        try {
            main.addSuppressed(main);
        } catch (IllegalArgumentException e) {
            System.out.println("  self-suppression not permitted");
        }
        try {
            main.addSuppressed(null);
        } catch (NullPointerException e) {
            System.out.println("  null suppression NPE");
        }
        System.out.println("11. lambda resource");
        try (AutoCloseable ac = () -> System.out.println("  lambda close")) {
            System.out.println("  lambda body");
        } catch (Exception e) {
            report(e);
        }
        System.out.println("12. loop of resources");
        int closed = 0;
        for (int i = 0; i < 3; i++) {
            try (Res r = new Res("loop" + i, i == 1)) {
                if (i == 2) r.use(true);
            } catch (RuntimeException e) {
                report(e);
            }
            closed++;
        }
        System.out.println("  iterations " + closed);
    }
}
