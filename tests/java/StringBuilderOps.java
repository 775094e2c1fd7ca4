public class StringBuilderOps {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append(1).append('c').append(2L).append(1.5f).append(2.25).append(true).append("str").append((Object) null).append((String) null);
        sb.append(new char[] {'x', 'y'}).append(-0.0).append(Integer.MIN_VALUE).append(Long.MAX_VALUE).append((char) 65);
        System.out.println(sb + " " + sb.length());
        sb = new StringBuilder("0123456789");
        sb.insert(0, "A");
        System.out.println(sb);
        sb.insert(5, 'B');
        System.out.println(sb);
        sb.insert(sb.length(), 42);
        System.out.println(sb);
        sb.insert(2, true).insert(1, 3.5).insert(0, 7L);
        System.out.println(sb);
        sb.delete(0, 4);
        System.out.println(sb);
        sb.delete(5, 100);
        System.out.println(sb);
        sb.deleteCharAt(0);
        System.out.println(sb);
        sb.deleteCharAt(sb.length() - 1);
        System.out.println(sb);
        sb.reverse();
        System.out.println(sb);
        sb.setCharAt(0, 'Z');
        System.out.println(sb);
        sb.replace(1, 3, "REPLACED");
        System.out.println(sb);
        sb.replace(0, sb.length(), "");
        System.out.println("[" + sb + "] " + sb.length());
        sb.append("hello world hello");
        System.out.println(sb.indexOf("hello") + " " + sb.lastIndexOf("hello") + " " + sb.indexOf("o", 5) + " " + sb.indexOf("zzz") + " " + sb.charAt(4));
        System.out.println(sb.substring(6) + "|" + sb.substring(0, 5) + "|" + sb.subSequence(6, 11));
        sb.setLength(5);
        System.out.println("[" + sb + "]");
        sb.setLength(8);
        System.out.println("[" + sb.toString().replace('\0', '_') + "] " + sb.length());
        System.out.println("== palindromes ==");
        String[] cands = {"racecar", "level", "hello", "A man a plan", "", "x", "abba", "abca"};
        for (String c : cands) {
            String rev = new StringBuilder(c).reverse().toString();
            System.out.println("'" + c + "' reversed '" + rev + "' palindrome=" + c.equals(rev));
        }
        System.out.println("== building ==");
        StringBuilder tri = new StringBuilder();
        for (int i = 1; i <= 6; i++) {
            for (int j = 0; j < i; j++) tri.append('*');
            tri.append('\n');
        }
        System.out.print(tri);
        StringBuilder csv = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            if (csv.length() > 0) csv.append(',');
            csv.append(i * i);
        }
        System.out.println(csv);
        StringBuilder cap = new StringBuilder(2);
        for (int i = 0; i < 100; i++) cap.append(i % 10);
        System.out.println(cap.length() + " " + cap);
        StringBuilder ins = new StringBuilder();
        for (int i = 0; i < 10; i++) ins.insert(0, i).insert(ins.length(), (char) ('a' + i));
        System.out.println(ins);
        StringBuilder swap = new StringBuilder("abcdefgh");
        for (int i = 0; i + 1 < swap.length(); i += 2) {
            char t = swap.charAt(i);
            swap.setCharAt(i, swap.charAt(i + 1));
            swap.setCharAt(i + 1, t);
        }
        System.out.println(swap);
        StringBuilder eq1 = new StringBuilder("same");
        StringBuilder eq2 = new StringBuilder("same");
        System.out.println(eq1.toString().equals(eq2.toString()) + " " + "same".contentEquals(eq1));
        StringBuffer buf = new StringBuffer("buffer");
        buf.append(1).insert(0, '[').append(']').reverse();
        System.out.println(buf + " " + buf.length());
        CharSequence cs = new StringBuilder("charseq");
        System.out.println(cs.length() + " " + cs.charAt(3) + " " + cs.subSequence(0, 4) + " " + cs.toString());
        try {
            new StringBuilder("abc").charAt(5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("caught " + e.getClass().getSimpleName());
        }
        try {
            new StringBuilder("abc").deleteCharAt(3);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("caught " + e.getClass().getSimpleName());
        }
        try {
            new StringBuilder("abc").insert(4, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("caught " + e.getClass().getSimpleName());
        }
    }
}
