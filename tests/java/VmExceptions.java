public class VmExceptions {
    static int zero = 0;
    static long lzero = 0L;

    static Object pick(int i) {
        switch (i) {
            case 0: return "string";
            case 1: return 42;
            case 2: return new int[] {1};
            case 3: return new Object[] {"x"};
            default: return null;
        }
    }

    public static void main(String[] args) {
        System.out.println("== ArithmeticException ==");
        try {
            System.out.println(10 / zero);
        } catch (ArithmeticException e) {
            System.out.println("int div: " + e.getMessage() + " | " + e);
        }
        try {
            System.out.println(10 % zero);
        } catch (ArithmeticException e) {
            System.out.println("int rem: " + e.getMessage());
        }
        try {
            System.out.println(10L / lzero);
        } catch (ArithmeticException e) {
            System.out.println("long div: " + e.getMessage());
        }
        try {
            System.out.println(10L % lzero);
        } catch (ArithmeticException e) {
            System.out.println("long rem: " + e.getMessage());
        }
        System.out.println("float div by zero ok: " + (10.0 / zero) + " " + (10f % zero) + " " + (-1.0 / lzero));
        int acc = 0;
        for (int d = -3; d <= 3; d++) {
            try {
                acc += 60 / d;
            } catch (ArithmeticException e) {
                acc += 1000;
            }
        }
        System.out.println("acc " + acc);
        System.out.println("== ArrayIndexOutOfBoundsException ==");
        int[] arr = new int[3];
        int[] idxs = {-1, 3, 10, Integer.MIN_VALUE};
        for (int i : idxs) {
            try {
                arr[i] = 1;
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println("store [" + i + "]: " + e.getMessage());
            }
            try {
                System.out.println(arr[i]);
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println("load [" + i + "]: " + e.getMessage());
            }
        }
        try {
            String[] sa = new String[0];
            sa[0] = "x";
        } catch (IndexOutOfBoundsException e) {
            System.out.println("empty String[]: " + e.getMessage() + " " + e.getClass().getName());
        }
        try {
            long[][] grid = new long[2][2];
            grid[1][2] = 5;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("2d: " + e.getMessage());
        }
        try {
            char[] cs = "abc".toCharArray();
            cs[cs.length] = 'd';
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("char[]: " + e.getMessage());
        }
        System.out.println("== NegativeArraySizeException ==");
        int[] sizes = {-1, -5, Integer.MIN_VALUE};
        for (int s : sizes) {
            try {
                int[] bad = new int[s];
                System.out.println(bad.length);
            } catch (NegativeArraySizeException e) {
                System.out.println("new int[" + s + "]: " + e.getMessage());
            }
        }
        try {
            String[] bad = new String[-2];
            System.out.println(bad.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("new String[-2]: " + e.getMessage());
        }
        try {
            int[][] bad = new int[2][-3];
            System.out.println(bad.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("new int[2][-3]: " + e.getMessage());
        }
        int[] okEmpty = new int[0];
        System.out.println("zero-length ok " + okEmpty.length);
        System.out.println("== ArrayStoreException ==");
        Object[] objs = new String[2];
        try {
            objs[0] = "fine";
            objs[1] = Integer.valueOf(1);
        } catch (ArrayStoreException e) {
            System.out.println("Integer into String[]: " + e.getMessage());
        }
        Number[] nums = new Integer[1];
        try {
            nums[0] = 1.5;
        } catch (ArrayStoreException e) {
            System.out.println("Double into Integer[]: " + e.getMessage());
        }
        Object[] oarr = new Object[1];
        oarr[0] = 5;
        System.out.println("Object[] accepts anything: " + oarr[0]);
        try {
            Object[][] nested = new String[1][1];
            nested[0] = new Integer[1];
        } catch (ArrayStoreException e) {
            System.out.println("Integer[] into String[][]: " + e.getMessage());
        }
        try {
            System.arraycopy(new Object[] {"a", 1}, 0, new String[2], 0, 2);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy element mismatch caught: " + e.getClass().getSimpleName());
        }
        System.out.println("== ClassCastException ==");
        for (int i = 0; i < 5; i++) {
            Object o = pick(i);
            try {
                String s = (String) o;
                System.out.println(i + ": cast to String ok: " + s);
            } catch (ClassCastException e) {
                System.out.println(i + ": " + e.getClass().getName());
            }
            try {
                Integer n = (Integer) o;
                System.out.println(i + ": cast to Integer ok: " + n);
            } catch (ClassCastException e) {
                System.out.println(i + ": " + e.getClass().getName());
            }
            try {
                Object[] a = (Object[]) o;
                System.out.println(i + ": cast to Object[] ok: " + (a == null ? "null" : a.length));
            } catch (ClassCastException e) {
                System.out.println(i + ": " + e.getClass().getName());
            }
        }
        try {
            Object o = new StringBuilder("sb");
            CharSequence c = (CharSequence) o;
            System.out.println("StringBuilder is a CharSequence: " + c.length());
            Number n = (Number) o;
            System.out.println(n);
        } catch (ClassCastException e) {
            System.out.println("StringBuilder not a Number");
        }
        try {
            Object o = 1;
            Runnable r = (Runnable) o;
            System.out.println(r);
        } catch (ClassCastException e) {
            System.out.println("Integer to Runnable: " + e.getClass().getSimpleName());
        }
        System.out.println("== NullPointerException ==");
        String nul = null;
        int[] nularr = null;
        Object[] tests = new Object[7];
        int caught = 0;
        for (int t = 0; t < tests.length; t++) {
            try {
                switch (t) {
                    case 0: System.out.println(nul.length()); break;
                    case 1: System.out.println(nularr.length); break;
                    case 2: System.out.println(nularr[0]); break;
                    case 3: nularr[0] = 1; break;
                    case 4: throw null;
                    case 5: synchronized (nul) { System.out.println("x"); } break;
                    case 6: Integer ni = null; int v = ni; System.out.println(v); break;
                    default: break;
                }
            } catch (NullPointerException e) {
                caught++;
                System.out.println("NPE case " + t + " caught: " + e.getClass().getName());
            }
        }
        System.out.println("NPEs caught " + caught);
        System.out.println("== caught as supertypes ==");
        try {
            int[] a = new int[1];
            a[2] = 0;
        } catch (RuntimeException e) {
            System.out.println("as RuntimeException: " + e.getClass().getSimpleName());
        }
        try {
            Object o = "s";
            Double dd = (Double) o;
            System.out.println(dd);
        } catch (Exception e) {
            System.out.println("as Exception: " + e.getClass().getSimpleName());
        }
        try {
            System.out.println(1 / zero);
        } catch (Throwable e) {
            System.out.println("as Throwable: " + e);
        }
    }
}
