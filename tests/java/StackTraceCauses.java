public class StackTraceCauses {
    static class AppException extends Exception {
        final int code;

        AppException(String msg, int code, Throwable cause) {
            super(msg, cause);
            this.code = code;
        }

        @Override
        public String getMessage() {
            return "[" + code + "] " + super.getMessage();
        }
    }

    static class Quiet extends RuntimeException {
        Quiet() {
            super("quiet", null, false, false);
        }
    }

    static class Res implements AutoCloseable {
        final String name;
        final boolean failClose;

        Res(String name, boolean failClose) {
            this.name = name;
            this.failClose = failClose;
            System.out.println("open " + name);
        }

        @Override
        public void close() {
            System.out.println("close " + name);
            if (failClose) throw new IllegalStateException("close failed: " + name);
        }
    }

    static int parse(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (!Character.isDigit(s.charAt(i))) throw new NumberFormatException("bad digit at " + i);
        }
        return Integer.parseInt(s);
    }

    static int level2(String s) throws AppException {
        try {
            return parse(s);
        } catch (NumberFormatException e) {
            throw new AppException("cannot parse", 42, e);
        }
    }

    static void level1(String s) {
        try {
            level2(s);
        } catch (AppException e) {
            throw new RuntimeException("level1 failed", e);
        }
    }

    static void withResources() throws Exception {
        try (Res a = new Res("A", true); Res b = new Res("B", true)) {
            throw new Exception("body failed");
        }
    }

    public static void main(String[] args) {
        try {
            level1("x12");
        } catch (RuntimeException e) {
            e.printStackTrace(System.out);
            Throwable t = e;
            while (t != null) {
                System.out.println("chain: " + t.getClass().getName() + ": " + t.getMessage());
                t = t.getCause();
            }
        }
        try {
            withResources();
        } catch (Exception e) {
            e.printStackTrace(System.out);
            for (Throwable s : e.getSuppressed()) System.out.println("suppressed: " + s);
        }
        Quiet q = new Quiet();
        q.addSuppressed(new Exception("ignored"));
        System.out.println("quiet trace length " + q.getStackTrace().length + " suppressed " + q.getSuppressed().length);
        q.printStackTrace(System.out);
        Exception plain = new Exception();
        System.out.println("plain toString " + plain + " msg " + plain.getMessage() + " localized " + plain.getLocalizedMessage());
        Exception withCause = new Exception(new IllegalArgumentException("inner"));
        System.out.println("cause-only message: " + withCause.getMessage());
        StackTraceElement top = withCause.getStackTrace()[0];
        System.out.println("top frame " + top.getClassName() + "." + top.getMethodName() + ":" + top.getLineNumber() + " file " + top.getFileName());
        RuntimeException r = new RuntimeException("init later");
        r.initCause(new ArithmeticException("root"));
        try {
            r.initCause(new Error());
        } catch (IllegalStateException e) {
            System.out.println("initCause twice: " + e.getMessage());
        }
        try {
            r.addSuppressed(r);
        } catch (IllegalArgumentException e) {
            System.out.println("self-suppression: " + e.getMessage());
        }
        r.printStackTrace(System.out);
        try {
            recurse(0);
        } catch (StackOverflowError e) {
            System.out.println("stack overflow caught " + (e.getStackTrace().length > 100));
        }
        Error err = new AssertionError("assert " + 5);
        System.out.println(err + " " + new AssertionError(7).getMessage());
        new Throwable("to stdout").printStackTrace(System.out);
    }

    static int recurse(int n) {
        return recurse(n + 1) + 1;
    }
}
