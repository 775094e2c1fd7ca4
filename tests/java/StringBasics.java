public class StringBasics {
    public static void main(String[] args) {
        String s = "Hello, World";
        System.out.println(s.length() + " " + s.charAt(0) + " " + s.charAt(s.length() - 1) + " " + s.isEmpty() + " " + "".isEmpty());
        System.out.println(s.substring(7) + "|" + s.substring(0, 5) + "|" + s.substring(5, 5) + "|" + s.substring(12) + "|");
        System.out.println(s.indexOf('o') + " " + s.indexOf('o', 5) + " " + s.indexOf("World") + " " + s.indexOf("xyz") + " " + s.indexOf("") + " " + s.indexOf('l', 100));
        System.out.println(s.lastIndexOf('o') + " " + s.lastIndexOf('o', 7) + " " + s.lastIndexOf("l") + " " + s.lastIndexOf("") + " " + s.lastIndexOf("Hello", 0));
        System.out.println(s.contains("lo, W") + " " + s.contains("low") + " " + s.startsWith("Hell") + " " + s.startsWith("World", 7) + " " + s.endsWith("ld") + " " + s.endsWith(""));
        System.out.println(s.replace('l', 'L') + " " + s.replace("World", "There") + " " + s.replace("l", "") + " " + "aaaa".replace("aa", "b") + " " + "abc".replace("", "-"));
        System.out.println(s.toUpperCase() + " " + s.toLowerCase() + " " + "MiXeD 123".toLowerCase());
        System.out.println("[" + "  padded \t\n".trim() + "] [" + "   ".trim() + "] [" + "x".trim() + "]");
        System.out.println(s.concat("!") + " " + "".concat("") + "|" + String.valueOf((Object) null) + " " + "a".concat("b").concat("c"));
        System.out.println("== equality ==");
        String a = "hello";
        String b = "hel" + "lo";
        String c = new String("hello");
        String part = "hel";
        String d = part + "lo";
        System.out.println((a == b) + " " + (a == c) + " " + a.equals(c) + " " + (a == d) + " " + (a == d.intern()) + " " + (c.intern() == a));
        System.out.println("Hello".equalsIgnoreCase("hELLO") + " " + "Hello".equals("hello") + " " + "x".equals(null) + " " + "abc".contentEquals(new StringBuilder("abc")));
        System.out.println("== compareTo ==");
        String[] words = {"apple", "Apple", "apples", "banana", "", "a", "B", "apple", "APPLE", "zebra", "Zebra", "10", "9", "ab", "abc"};
        for (int i = 0; i < words.length; i++) {
            StringBuilder sb = new StringBuilder(words[i] + ":");
            for (int j = 0; j < words.length; j++) {
                sb.append(' ').append(words[i].compareTo(words[j]));
            }
            System.out.println(sb);
        }
        for (int i = 0; i + 1 < words.length; i++) {
            System.out.print(words[i].compareToIgnoreCase(words[i + 1]) + " ");
        }
        System.out.println();
        System.out.println("== chars ==");
        char[] arr = s.toCharArray();
        System.out.println(arr.length + " " + arr[4] + " " + new String(arr, 7, 5) + " " + String.valueOf(arr) + " " + String.copyValueOf(arr, 0, 4));
        char[] dst = new char[5];
        s.getChars(7, 12, dst, 0);
        System.out.println(new String(dst));
        System.out.println("== hashCode ==");
        String[] hs = {"", "a", "ab", "abc", "hello", "Hello, World", "The quick brown fox jumps over the lazy dog", "Aa", "BB", "polygenelubricants", "zzzzzzzzzzzz"};
        for (String h : hs) System.out.println("\"" + h + "\".hashCode() = " + h.hashCode());
        System.out.println("== misc ==");
        System.out.println("abc".compareTo("abd") + " " + "b".compareTo("a") + " " + "abc".regionMatches(1, "xbc", 1, 2) + " " + "ABC".regionMatches(true, 0, "abc", 0, 3));
        System.out.println(String.valueOf(3.0) + String.valueOf(true) + String.valueOf('x') + String.valueOf(42L) + String.valueOf(new char[] {'o', 'k'}));
        System.out.println("a,b,,c".indexOf(",,") + " " + "banana".lastIndexOf("an") + " " + "banana".indexOf("an", 2) + " " + "banana".lastIndexOf('n', 3));
        System.out.println("tab\there" + " " + "quote\"d" + " " + "back\\slash" + " " + "unicode\u0041");
        String multi = "line1\nline2";
        System.out.println(multi);
        System.out.println(multi.length());
        String built = "";
        for (int i = 0; i < 10; i++) built += i;
        System.out.println(built + " " + built.length());
        String nul = null;
        System.out.println("null concat: " + nul + " " + null);
        Object o = "string as object";
        System.out.println(o.toString() + " " + o.equals("string as object") + " " + o.hashCode());
        System.out.println("Mississippi".indexOf("ss") + " " + "Mississippi".indexOf("ss", 3) + " " + "Mississippi".lastIndexOf("ss") + " " + "Mississippi".replace("ss", "SS"));
        System.out.println("abc".toString() == "abc");
    }
}
