public class FinallyFlow {
    static StringBuilder log = new StringBuilder();

    @SuppressWarnings("finally")
    static int finallyOverridesReturn() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    @SuppressWarnings("finally")
    static int finallySwallowsException() {
        try {
            throw new IllegalStateException("lost");
        } finally {
            return 3;
        }
    }

    static int returnValueCapturedBeforeFinally() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
            log.append("finally saw x=").append(x).append(';');
        }
    }

    static int[] arrayMutatedInFinally() {
        int[] a = {1};
        try {
            return a;
        } finally {
            a[0] = 99;
        }
    }

    static String nested(int mode) {
        StringBuilder sb = new StringBuilder();
        try {
            sb.append("outer-try ");
            try {
                sb.append("inner-try ");
                if (mode == 1) throw new RuntimeException("m1");
                if (mode == 2) return sb.append("inner-return ").toString();
            } catch (RuntimeException e) {
                sb.append("inner-catch(").append(e.getMessage()).append(") ");
                if (mode == 1) throw new IllegalArgumentException("rethrown");
            } finally {
                sb.append("inner-finally ");
            }
            sb.append("after-inner ");
        } catch (IllegalArgumentException e) {
            sb.append("outer-catch(").append(e.getMessage()).append(") ");
        } finally {
            sb.append("outer-finally");
        }
        return sb.toString();
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
                log.append("f").append(i).append(' ');
            }
        }
        return count;
    }

    @SuppressWarnings("finally")
    static String breakOutOfFinally() {
        String r = "start";
        outer:
        while (true) {
            try {
                try {
                    throw new RuntimeException("discarded");
                } finally {
                    r += "-inner";
                    break outer;
                }
            } catch (RuntimeException e) {
                r += "-caught";
            }
        }
        return r + "-end";
    }

    static void throwInFinally() {
        try {
            throw new RuntimeException("first");
        } finally {
            throw new IllegalStateException("second");
        }
    }

    public static void main(String[] args) {
        System.out.println("override " + finallyOverridesReturn());
        System.out.println("swallow " + finallySwallowsException());
        System.out.println("captured " + returnValueCapturedBeforeFinally() + " log " + log);
        System.out.println("array " + arrayMutatedInFinally()[0]);
        for (int m = 0; m < 3; m++) System.out.println("nested " + m + ": " + nested(m));
        log.setLength(0);
        System.out.println("loop " + loopWithFinally() + " log " + log);
        System.out.println("break " + breakOutOfFinally());
        try {
            throwInFinally();
        } catch (RuntimeException e) {
            System.out.println("thrown from finally: " + e.getMessage() + " suppressed " + e.getSuppressed().length + " cause " + e.getCause());
        }
        int depth = 0;
        try {
            try {
                try {
                    throw new Error("deep");
                } finally {
                    depth++;
                }
            } finally {
                depth++;
            }
        } catch (Error e) {
            System.out.println("error through finallys depth " + depth + " " + e.getMessage());
        }
        String s = null;
        try {
            s.length();
        } catch (NullPointerException e) {
            System.out.println("NPE caught, message null? " + (e.getMessage() == null || e.getMessage().length() > 0));
        } finally {
            System.out.println("finally after NPE");
        }
        try {
            Object o = "str";
            Integer i = (Integer) o;
            System.out.println(i);
        } catch (ClassCastException e) {
            System.out.println("CCE " + e.getMessage());
        }
        try {
            int[] a = new int[2];
            a[2] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE " + e.getMessage());
        }
        try {
            int[] a = new int[-1];
        } catch (NegativeArraySizeException e) {
            System.out.println("NASE " + e.getMessage());
        }
        try {
            "abc".substring(2, 1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE " + e.getMessage());
        }
        try {
            "abc".charAt(5);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("charAt " + e.getMessage());
        }
    }
}
