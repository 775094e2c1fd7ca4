import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Boxing {
    static int unbox(Integer i) {
        return i;
    }

    static Object box(int i) {
        return i;
    }

    static long widen(long l) {
        return l;
    }

    static String describe(Object o) {
        return o == null ? "null" : o.getClass().getSimpleName() + "(" + o + ")";
    }

    public static void main(String[] args) {
        System.out.println(describe(box(5)));
        System.out.println(describe(3.5));
        System.out.println(describe(2.5f));
        System.out.println(describe('q'));
        System.out.println(describe(true));
        System.out.println(describe(10L));
        System.out.println(describe((short) 3));
        System.out.println(describe((byte) -3));
        System.out.println(unbox(41) + 1);
        System.out.println(widen(unbox(7)));
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 10; i++) list.add(i * i);
        int total = 0;
        for (int v : list) total += v;
        System.out.println(list + " total " + total);
        list.remove(Integer.valueOf(49));
        list.remove(0);
        System.out.println(list);
        Map<String, Integer> counts = new HashMap<>();
        String[] words = {"a", "b", "a", "c", "b", "a"};
        for (String w : words) {
            Integer old = counts.get(w);
            counts.put(w, old == null ? 1 : old + 1);
        }
        System.out.println(counts);
        Map<Character, Integer> chars = new HashMap<>();
        for (char ch : "mississippi".toCharArray()) {
            chars.put(ch, chars.containsKey(ch) ? chars.get(ch) + 1 : 1);
        }
        System.out.println(chars);
        System.out.println("== ternary unboxing ==");
        Integer n1 = 5;
        Integer nul = null;
        boolean flag = true;
        Object r = flag ? n1 : "str";
        System.out.println(describe(r));
        Object r2 = flag ? 1 : 2.0;
        System.out.println(describe(r2));
        Object r3 = flag ? (Object) 1 : 2.0;
        System.out.println(describe(r3));
        Object r4 = !flag ? 'a' : 98;
        System.out.println(describe(r4));
        long lr = flag ? n1 : 10L;
        System.out.println(lr);
        try {
            int bad = flag ? nul : 0;
            System.out.println("no exception " + bad);
        } catch (NullPointerException e) {
            System.out.println("NPE on unboxing null");
        }
        Integer nn = flag ? nul : Integer.valueOf(0);
        System.out.println(describe(nn));
        System.out.println("== Integer methods ==");
        System.out.println(Integer.toBinaryString(42) + " " + Integer.toBinaryString(-1) + " " + Integer.toHexString(255) + " " + Integer.toHexString(-256) + " " + Integer.toOctalString(8));
        System.out.println(Integer.bitCount(255) + " " + Integer.highestOneBit(100) + " " + Integer.lowestOneBit(100) + " " + Integer.numberOfLeadingZeros(1) + " " + Integer.numberOfTrailingZeros(80));
        System.out.println(Integer.reverse(1) + " " + Integer.reverseBytes(0x01020304) + " " + Integer.MAX_VALUE + " " + Integer.MIN_VALUE + " " + Integer.SIZE + " " + Integer.BYTES);
        System.out.println(Integer.valueOf(77).hashCode() + " " + Integer.hashCode(-5) + " " + Integer.valueOf("123") + " " + Integer.valueOf("7f", 16) + " " + Integer.decode("0x10") + " " + Integer.decode("-010"));
        System.out.println(Short.MAX_VALUE + " " + Short.MIN_VALUE + " " + Byte.MAX_VALUE + " " + Byte.MIN_VALUE + " " + (int) Character.MAX_VALUE + " " + Long.MAX_VALUE);
        System.out.println(Short.toUnsignedInt((short) -1) + " " + Byte.toUnsignedInt((byte) -1) + " " + Short.reverseBytes((short) 0x0102) + " " + Short.compare((short) 1, (short) 5));
        System.out.println(Boolean.logicalXor(true, false) + " " + Boolean.logicalAnd(true, false) + " " + Boolean.logicalOr(false, false) + " " + Boolean.compare(true, false) + " " + Boolean.toString(false));
        System.out.println(Boolean.TRUE.hashCode() + " " + Boolean.FALSE.hashCode() + " " + Character.valueOf('a').hashCode() + " " + Short.valueOf((short) -2).hashCode() + " " + Byte.valueOf((byte) -2).hashCode());
        Integer[] boxes = {3, 1, 2};
        Object[] objs = boxes;
        System.out.println(objs[0] instanceof Integer);
        System.out.println(((Integer) objs[1]).compareTo(boxes[2]));
        System.out.println("== arithmetic on boxes ==");
        Integer a = 10, b = 3;
        System.out.println(a / b + " " + a % b + " " + (a << b) + " " + (a ^ b) + " " + (-a) + " " + (~a) + " " + (a > b));
        Double da = 2.5;
        Float fa = 1.5f;
        Long la = 4L;
        System.out.println(da * fa + " " + (la + a) + " " + (la * da) + " " + (fa / la));
        Character ch = 'x';
        ch++;
        System.out.println(ch + " " + (ch + 1) + " " + (char) (ch + 1));
        Boolean bo = !Boolean.FALSE;
        System.out.println(bo && a > 5);
        Integer boxedMax = Integer.MAX_VALUE;
        boxedMax++;
        System.out.println(boxedMax);
        List<Long> longs = new ArrayList<>();
        longs.add(5L);
        System.out.println(longs.contains(5L) + " " + longs.contains(5) + " " + longs.indexOf(5L));
        List<Object> mixed = new ArrayList<>();
        mixed.add(1);
        mixed.add(1L);
        mixed.add(1.0);
        mixed.add("1");
        mixed.add('1');
        for (Object o : mixed) System.out.print(describe(o) + " ");
        System.out.println();
        System.out.println(mixed.indexOf(1L) + " " + mixed.indexOf('1') + " " + mixed.contains(1.0f));
    }
}
