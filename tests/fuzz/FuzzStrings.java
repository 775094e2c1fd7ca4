/** Fuzz seed: string concatenation, StringBuilder, string methods and constants. */
public class FuzzStrings {
    static final String GREETING = "hello, fuzz \u00e9\u4e2d";

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            sb.append(i).append(',');
        }
        String s = sb.toString() + GREETING.toUpperCase() + GREETING.length();
        System.out.println(s.substring(2, 9) + s.indexOf("FUZZ") + s.charAt(3));
        System.out.println(String.valueOf(3.5f) + 'c' + true + null + 42L);
        System.out.println("a,b,,c".split(",").length + " " + "abc".compareTo("abd"));
        System.out.println(s.hashCode() + " " + s.replace('1', 'x').trim().isEmpty());
    }
}
