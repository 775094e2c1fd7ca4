public class StringInterning {
    static final String CONST = "ab";
    static String nonConst = "ab";

    public static void main(String[] args) {
        String a = "ab";
        String b = "a" + "b";
        String c = CONST + "";
        String half = "a";
        String d = half + "b";
        final String fhalf = "a";
        String e = fhalf + "b";
        String f = new String("ab");
        String g = d.intern();
        System.out.println("literal==constexpr " + (a == b) + " constfield " + (a == c) + " runtime concat " + (a == d) + " final local " + (a == e) + " new " + (a == f) + " intern " + (a == g) + " nonConst field " + (a == nonConst));
        System.out.println("equals all " + (a.equals(b) && a.equals(d) && a.equals(f)) + " hash " + a.hashCode() + " " + f.hashCode());
        String s1 = String.valueOf(12), s2 = Integer.toString(12);
        System.out.println("valueOf vs toString identity " + (s1 == s2) + " equal " + s1.equals(s2) + " interned " + (s1.intern() == s2.intern()));
        StringBuilder sb = new StringBuilder("x");
        String t1 = sb.toString(), t2 = sb.toString();
        System.out.println("toString twice same object " + (t1 == t2) + " equal " + t1.equals(t2));
        String sub = "hello".substring(0);
        String sub2 = "hello".substring(0, 5);
        System.out.println("substring(0) " + (sub == "hello") + " full range equal " + sub2.equals("hello"));
        String empty1 = "", empty2 = new String(), empty3 = "abc".substring(3);
        System.out.println("empties equal " + empty1.equals(empty2) + " " + empty1.equals(empty3) + " isEmpty " + empty3.isEmpty() + " hash " + empty2.hashCode());
        String switchOn = new String("Aa");
        switch (switchOn) {
            case "BB":
                System.out.println("BB (hash collision)");
                break;
            case "Aa":
                System.out.println("Aa matched via equals");
                break;
            default:
                System.out.println("default");
        }
        for (String key : new String[] {"AaAa", "BBBB", "AaBB", "BBAa", "CC"}) {
            String r;
            switch (key) {
                case "AaAa": r = "first"; break;
                case "BBBB": r = "second"; break;
                case "AaBB": r = "third"; break;
                default: r = "none";
            }
            System.out.print(key + "->" + r + " ");
        }
        System.out.println();
        String concat = "";
        for (int i = 0; i < 5; i++) concat += i;
        System.out.println("loop concat " + concat + " == literal " + (concat == "01234") + " intern " + (concat.intern() == "01234"));
        char[] chars = {'a', 'b'};
        String fromChars = new String(chars);
        chars[0] = 'z';
        System.out.println("String copies char[] " + fromChars);
        Object o = "ab";
        System.out.println("Object equals " + o.equals(a) + " " + a.equals(o) + " contentEquals " + a.contentEquals(new StringBuffer("ab")));
        String nul = null;
        System.out.println("null concat " + nul + "|" + (nul + "x") + " valueOf(null obj) " + String.valueOf((Object) null));
        System.out.println("compareTo identity " + a.compareTo(f) + " equalsIgnoreCase " + "AB".equalsIgnoreCase(a));
    }
}
