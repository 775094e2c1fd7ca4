import java.util.Arrays;

public class Varargs {
    static int sum(int... xs) {
        int s = 0;
        for (int x : xs) s += x;
        return s;
    }

    static String describe(Object... args) {
        if (args == null) return "null array";
        StringBuilder sb = new StringBuilder("len=" + args.length + " [");
        for (int i = 0; i < args.length; i++) {
            if (i > 0) sb.append(", ");
            Object a = args[i];
            sb.append(a == null ? "null" : a.getClass().getSimpleName() + ":" + (a instanceof Object[] ? Arrays.toString((Object[]) a) : a instanceof int[] ? Arrays.toString((int[]) a) : a.toString()));
        }
        return sb.append("]").toString();
    }

    static String pick(int a) { return "fixed(int)"; }
    static String pick(int a, int b) { return "fixed(int,int)"; }
    static String pick(int... a) { return "varargs(int...) len " + a.length; }

    static String over(String s, Object... rest) { return "over(String, Object...) " + rest.length; }
    static String over(String s, String t) { return "over(String, String)"; }

    static String fmt(String pattern, Object... args) {
        StringBuilder sb = new StringBuilder();
        int argi = 0;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '?' && argi < args.length) sb.append(args[argi++]);
            else sb.append(c);
        }
        return sb.toString();
    }

    static long product(long first, long... more) {
        long p = first;
        for (long m : more) p *= m;
        return p;
    }

    static String joinAll(String sep, String... parts) {
        return String.join(sep, parts);
    }

    static int countArrays(int[]... arrays) {
        int n = 0;
        for (int[] a : arrays) n += a.length;
        return arrays.length * 1000 + n;
    }

    @SafeVarargs
    static <T> T firstNonNull(T... items) {
        for (T t : items) if (t != null) return t;
        return null;
    }

    static String boxes(Integer... xs) {
        return Arrays.toString(xs);
    }

    static String chars(char... cs) {
        return new String(cs) + "/" + cs.length;
    }

    public static void main(String[] args) {
        System.out.println(sum() + " " + sum(1) + " " + sum(1, 2, 3) + " " + sum(new int[] {4, 5, 6}) + " " + sum(new int[0]));
        System.out.println(describe());
        System.out.println(describe(1, "a", 2.5));
        System.out.println(describe((Object) null));
        System.out.println(describe((Object[]) null));
        System.out.println(describe(null, null));
        System.out.println(describe(new Object[] {"x", "y"}));
        System.out.println(describe((Object) new Object[] {"x", "y"}));
        System.out.println(describe(new String[] {"s1", "s2"}));
        System.out.println(describe(new int[] {1, 2}));
        System.out.println(describe(new Integer[] {7}, 8));
        System.out.println(pick() + " | " + pick(1) + " | " + pick(1, 2) + " | " + pick(1, 2, 3) + " | " + pick(new int[] {1}));
        System.out.println(over("a", "b") + " | " + over("a") + " | " + over("a", 1) + " | " + over("a", "b", "c") + " | " + over("a", (Object) "b"));
        System.out.println(fmt("? + ? = ?", 2, 3, 5) + " | " + fmt("no args") + " | " + fmt("?-?", "only-one"));
        System.out.println(product(5) + " " + product(2, 3, 4) + " " + product(1L << 20, 1L << 20, 4));
        System.out.println(joinAll(",") + "|" + joinAll(",", "a") + "|" + joinAll("-", "a", "b", "c"));
        System.out.println(countArrays() + " " + countArrays(new int[3]) + " " + countArrays(new int[1], new int[2], new int[0]));
        System.out.println(firstNonNull(null, "second", "third") + " " + firstNonNull() + " " + firstNonNull(null, null, 3));
        System.out.println(boxes() + " " + boxes(1, null, 3) + " " + boxes((Integer) null));
        System.out.println(chars() + " " + chars('h', 'i') + " " + chars("array".toCharArray()));
        System.out.println(Arrays.asList(1, 2, 3).size() + " " + Arrays.asList(new int[] {1, 2, 3}).size() + " " + Arrays.asList(new Integer[] {1, 2, 3}).size() + " " + Arrays.asList().size());
        System.out.println(String.format("%s-%s", "a", "b") + " " + String.format("%s", (Object) new String[] {"arr"}.length));
        int[] big = new int[100];
        for (int i = 0; i < big.length; i++) big[i] = i;
        System.out.println(sum(big));
    }
}
