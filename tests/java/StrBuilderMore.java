public class StrBuilderMore {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append(1).append('c').append(2L).append(1.5f).append(2.25).append(true).append((Object) null).append((String) null).append(new char[] {'x', 'y'}).append("abcdef", 1, 3).append(new char[] {'p', 'q', 'r'}, 1, 2);
        System.out.println(sb + " len " + sb.length());
        sb.setLength(5);
        System.out.println("setLength 5 [" + sb + "]");
        sb.setLength(8);
        System.out.println("setLength 8 [" + sb.toString().replace('\0', '0') + "]");
        sb = new StringBuilder("0123456789");
        sb.insert(0, "S").insert(sb.length(), 'E').insert(5, 3.5).insert(2, true).insert(1, new char[] {'[', ']'});
        System.out.println("inserts " + sb);
        sb.insert(3, (Object) null);
        System.out.println("insert null " + sb);
        sb.delete(0, 5).deleteCharAt(sb.length() - 1);
        System.out.println("delete " + sb);
        sb.delete(3, 1000);
        System.out.println("delete past end " + sb);
        sb.replace(0, 1, "REPLACED").replace(2, 2, "++");
        System.out.println("replace " + sb);
        sb.replace(5, 100, "!");
        System.out.println("replace past end " + sb);
        System.out.println("indexOf " + sb.indexOf("E") + " lastIndexOf " + sb.lastIndexOf("E") + " from " + sb.indexOf("E", 5) + " " + sb.lastIndexOf("E", 3) + " missing " + sb.indexOf("zz"));
        System.out.println("charAt " + sb.charAt(2) + " substring " + sb.substring(3) + " " + sb.substring(1, 4) + " subSequence " + sb.subSequence(0, 2));
        sb.setCharAt(0, 'r');
        System.out.println("setCharAt " + sb + " reverse " + new StringBuilder("stressed").reverse());
        StringBuilder cap = new StringBuilder();
        System.out.println("capacity " + cap.capacity() + " " + new StringBuilder(100).capacity() + " " + new StringBuilder("abc").capacity());
        cap.ensureCapacity(50);
        System.out.println("ensured >= 50 " + (cap.capacity() >= 50));
        cap.append("xyz");
        cap.trimToSize();
        System.out.println("trimToSize " + cap.capacity() + " " + cap);
        String[] bad = {"insert", "delete", "replace", "charAt", "setLength", "substring", "deleteCharAt", "setCharAt"};
        for (String op : bad) {
            try {
                StringBuilder b = new StringBuilder("abc");
                switch (op) {
                    case "insert": b.insert(4, "x"); break;
                    case "delete": b.delete(2, 1); break;
                    case "replace": b.replace(4, 5, "x"); break;
                    case "charAt": b.charAt(3); break;
                    case "setLength": b.setLength(-1); break;
                    case "substring": b.substring(2, 1); break;
                    case "deleteCharAt": b.deleteCharAt(3); break;
                    default: b.setCharAt(-1, 'x');
                }
                System.out.println(op + " ok?");
            } catch (IndexOutOfBoundsException e) {
                System.out.println(op + ": " + e.getClass().getSimpleName() + " " + e.getMessage());
            }
        }
        StringBuffer buf = new StringBuffer("sync");
        buf.append(1).insert(0, '<').append('>').reverse();
        System.out.println("StringBuffer " + buf + " " + buf.length() + " " + buf.indexOf("c"));
        StringBuilder cmp1 = new StringBuilder("abc"), cmp2 = new StringBuilder("abc");
        System.out.println("equals is identity " + cmp1.equals(cmp2) + " contentEquals " + "abc".contentEquals(cmp1));
        StringBuilder chain = new StringBuilder();
        for (int i = 0; i < 5; i++) chain.append(i).append(i < 4 ? "," : "");
        System.out.println("chain " + chain + " appendCodePoint " + new StringBuilder().appendCodePoint(0x41).appendCodePoint(0x1F600).length());
        CharSequence cs = new StringBuilder("seq");
        System.out.println("CharSequence " + cs.length() + " " + cs.charAt(1) + " " + cs.subSequence(1, 3) + " " + String.valueOf(cs));
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 1000; i++) big.append((char) ('a' + i % 26));
        System.out.println("big " + big.length() + " " + big.substring(990) + " hash " + big.toString().hashCode());
    }
}
