public class ExceptionsBasic {
    static StringBuilder trail = new StringBuilder();

    @SuppressWarnings("finally")
    static int returnInFinally() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    static int finallyDoesNotChangeReturn() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
            trail.append("[finally x=" + x + "]");
        }
    }

    @SuppressWarnings("finally")
    static String swallowException() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return "swallowed";
        }
    }

    static String nested(int mode) {
        StringBuilder sb = new StringBuilder();
        try {
            sb.append("outer-try ");
            try {
                sb.append("inner-try ");
                if (mode == 1) throw new IllegalStateException("m1");
                if (mode == 2) throw new IllegalArgumentException("m2");
                if (mode == 3) return sb.append("inner-return ").toString();
                sb.append("inner-end ");
            } catch (IllegalStateException e) {
                sb.append("inner-catch(" + e.getMessage() + ") ");
                if (mode == 1) throw new UnsupportedOperationException("rethrown");
            } finally {
                sb.append("inner-finally ");
            }
            sb.append("outer-after-inner ");
        } catch (IllegalArgumentException e) {
            sb.append("outer-catch-IAE(" + e.getMessage() + ") ");
        } catch (RuntimeException e) {
            sb.append("outer-catch-RE(" + e.getClass().getSimpleName() + ":" + e.getMessage() + ") ");
        } finally {
            sb.append("outer-finally");
        }
        return sb.toString();
    }

    static void multiCatch(int which) {
        try {
            switch (which) {
                case 0: throw new IllegalArgumentException("iae");
                case 1: throw new ArrayIndexOutOfBoundsException("aioobe");
                case 2: throw new NumberFormatException("nfe");
                case 3: throw new IllegalStateException("ise");
                default: System.out.println("  no exception for " + which);
            }
        } catch (ArrayIndexOutOfBoundsException | IllegalStateException e) {
            System.out.println("  multi-catch 1: " + e.getClass().getSimpleName() + " " + e.getMessage());
        } catch (IllegalArgumentException e) {
            System.out.println("  catch IAE (or subclass): " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
    }

    static int loopWithFinally() {
        int count = 0;
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                count += 10;
            } finally {
                count++;
                trail.append("f" + i);
            }
        }
        return count;
    }

    static int depth(int n) {
        try {
            if (n == 0) throw new RuntimeException("bottom");
            return depth(n - 1) + 1;
        } finally {
            trail.append(n);
        }
    }

    static void checked(int n) throws Exception {
        if (n < 0) throw new Exception("negative: " + n);
    }

    public static void main(String[] args) {
        System.out.println(returnInFinally());
        System.out.println(finallyDoesNotChangeReturn() + " " + trail);
        System.out.println(swallowException());
        for (int mode = 0; mode <= 3; mode++) {
            System.out.println(mode + ": " + nested(mode));
        }
        for (int i = 0; i <= 4; i++) multiCatch(i);
        trail.setLength(0);
        System.out.println(loopWithFinally() + " " + trail);
        trail.setLength(0);
        try {
            depth(4);
        } catch (RuntimeException e) {
            System.out.println("depth caught " + e.getMessage() + " trail " + trail);
        }
        try {
            checked(5);
            checked(-5);
            System.out.println("not reached");
        } catch (Exception e) {
            System.out.println(e + " | " + e.getMessage() + " | " + e.getClass().getName());
        }
        try {
            throw new Error("custom error");
        } catch (Throwable t) {
            System.out.println("Throwable caught: " + t);
        }
        try {
            try {
                throw new RuntimeException("first");
            } finally {
                System.out.println("finally before propagation");
            }
        } catch (RuntimeException e) {
            System.out.println("propagated " + e.getMessage());
        }
        try {
            try {
                throw new RuntimeException("original");
            } finally {
                if (trail != null) throw new IllegalStateException("from finally");
            }
        } catch (RuntimeException e) {
            System.out.println("finally exception replaces: " + e.getMessage() + " suppressed=" + e.getSuppressed().length);
        }
        RuntimeException saved = null;
        for (int i = 0; i < 3; i++) {
            try {
                if (i == 1) throw new RuntimeException("iteration " + i);
                System.out.println("iteration " + i + " ok");
            } catch (RuntimeException e) {
                saved = e;
                System.out.println("caught in loop: " + e.getMessage());
            }
        }
        System.out.println("saved: " + saved.getMessage());
        Exception noMsg = new Exception();
        System.out.println(noMsg.getMessage() + " " + noMsg + " " + noMsg.getLocalizedMessage());
        RuntimeException withCause = new RuntimeException(new IllegalStateException("root"));
        System.out.println(withCause.getMessage() + " | " + withCause);
        int[] values = {1, 0, 2};
        int okCount = 0;
        for (int v : values) {
            try {
                System.out.println("100/" + v + "=" + (100 / v));
                okCount++;
            } catch (ArithmeticException e) {
                System.out.println("div error: " + e.getMessage());
            } finally {
                System.out.println("done with " + v);
            }
        }
        System.out.println("ok " + okCount);
        Object lock = new Object();
        synchronized (lock) {
            try {
                throw new IllegalStateException("inside synchronized");
            } catch (IllegalStateException e) {
                System.out.println("caught " + e.getMessage());
            }
        }
        try {
            synchronized (lock) {
                throw new IllegalStateException("escapes synchronized");
            }
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
        }
    }
}
