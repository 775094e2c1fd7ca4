import java.util.*;

public class VarargsBoxing {
    static String f(Object o) { return "f(Object)"; }
    static String f(long l) { return "f(long)"; }
    static String f(Integer i) { return "f(Integer)"; }
    static String f(int... is) { return "f(int...)" + is.length; }

    static String g(double d) { return "g(double)"; }
    static String g(Object o) { return "g(Object)"; }

    static String h(Object... os) { return "h(Object...)" + (os == null ? "null" : String.valueOf(os.length)); }
    static String h(String s, Object... os) { return "h(String,Object...)" + os.length; }

    static String k(char c) { return "k(char)"; }
    static String k(int i) { return "k(int)"; }

    static String m(long a, int b) { return "m(long,int)"; }
    static String m(int a, long b) { return "m(int,long)"; }

    static int sum(int... xs) {
        int s = 0;
        for (int x : xs) s += x;
        return s;
    }

    static String join(String sep, Object... parts) {
        StringBuilder sb = new StringBuilder();
        for (Object p : parts) {
            if (sb.length() > 0) sb.append(sep);
            sb.append(p);
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        byte b = 1;
        short s = 2;
        char c = 'c';
        System.out.println(f(1) + " " + f(b) + " " + f(s) + " " + f(c) + " " + f(1L) + " " + f(Integer.valueOf(3)) + " " + f() + " " + f(1, 2) + " " + f("x") + " " + f(1.5));
        System.out.println(g(1) + " " + g(1f) + " " + g('a') + " " + g("s") + " " + g(Integer.valueOf(1)));
        System.out.println(h() + " " + h("a") + " " + h("a", "b") + " " + h(1, 2) + " " + h((Object) null) + " " + h((Object[]) null) + " " + h(new Object[] {1, 2, 3}) + " " + h((Object) new Object[] {1, 2}));
        System.out.println(k('x') + " " + k(120) + " " + k((char) 120) + " " + k('x' + 1));
        System.out.println(sum() + " " + sum(5) + " " + sum(1, 2, 3, 4) + " " + sum(new int[] {10, 20}));
        System.out.println(join(", ", 1, "two", 3.0, 'c', null, true));
        Integer i1 = 127, i2 = 127, i3 = 128, i4 = 128;
        System.out.println("cache 127 " + (i1 == i2) + " 128 " + (i3 == i4) + " equals " + i3.equals(i4) + " -128 " + (Integer.valueOf(-128) == Integer.valueOf(-128)) + " -129 " + (Integer.valueOf(-129) == Integer.valueOf(-129)));
        Long l1 = 127L, l2 = 127L, l3 = 1000L, l4 = 1000L;
        System.out.println("Long cache " + (l1 == l2) + " " + (l3 == l4) + " " + l3.equals(1000) + " " + l3.equals(1000L));
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE");
        System.out.println("Boolean " + (t1 == t2) + " " + Boolean.parseBoolean("yes") + " " + Boolean.valueOf("tRuE") + " " + Boolean.logicalXor(true, false));
        Integer n = 1000;
        int prim = 1000;
        System.out.println("mixed == unboxes " + (n == prim) + " " + (n.equals(prim)));
        Integer x = 10;
        x++;
        x += 5;
        System.out.println("boxed arithmetic " + x + " " + (x * 2) + " " + (x / 4.0));
        List<Integer> li = new ArrayList<>(Arrays.asList(10, 20, 30, 40));
        li.remove(1);
        li.remove(Integer.valueOf(30));
        System.out.println("remove index vs object " + li);
        Map<Character, Integer> freq = new TreeMap<>();
        for (char ch : "abracadabra".toCharArray()) freq.put(ch, freq.getOrDefault(ch, 0) + 1);
        System.out.println(freq);
        Object o = 42;
        System.out.println("boxed type " + o.getClass().getName() + " " + ((Object) 'q').getClass().getSimpleName() + " " + ((Object) 1.0f).getClass().getSimpleName() + " " + ((Object) (short) 1).getClass().getSimpleName());
        Integer nothing = null;
        try {
            int bad = nothing;
            System.out.println(bad);
        } catch (NullPointerException e) {
            System.out.println("unboxing null: NPE");
        }
        double dd = true ? 1 : 2.0;
        Object tern = true ? 1 : "s";
        Object tern2 = true ? Integer.valueOf(1) : Double.valueOf(2);
        System.out.println("ternary " + dd + " " + tern + " " + tern2 + " " + (false ? 'a' : 98) + " " + (true ? 'a' : 0) + " " + (true ? (Integer) null : "x"));
        long big = Integer.MAX_VALUE;
        big++;
        System.out.println("widening " + big + " " + (b + s) + " " + (c + 1) + " " + (char) (c + 1) + " " + (s * b));
    }
}
