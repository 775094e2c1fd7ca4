public class CharMethods {
    public static void main(String[] args) {
        String sample = "aZ09 _\t\n-+!~@{}\u00e9\u00c9\u00df";
        for (int i = 0; i < sample.length(); i++) {
            char c = sample.charAt(i);
            System.out.println((int) c + ": letter=" + Character.isLetter(c) + " digit=" + Character.isDigit(c)
                + " letterOrDigit=" + Character.isLetterOrDigit(c) + " alpha=" + Character.isAlphabetic(c)
                + " ws=" + Character.isWhitespace(c) + " space=" + Character.isSpaceChar(c)
                + " upper=" + Character.isUpperCase(c) + " lower=" + Character.isLowerCase(c)
                + " toUpper=" + (int) Character.toUpperCase(c) + " toLower=" + (int) Character.toLowerCase(c));
        }
        System.out.println("== ascii table ==");
        StringBuilder letters = new StringBuilder();
        StringBuilder digits = new StringBuilder();
        StringBuilder ws = new StringBuilder();
        StringBuilder upper = new StringBuilder();
        for (char c = 0; c < 128; c++) {
            if (Character.isLetter(c)) letters.append(c);
            if (Character.isDigit(c)) digits.append(c);
            if (Character.isWhitespace(c)) ws.append((int) c).append(',');
            if (Character.isUpperCase(c)) upper.append(Character.toLowerCase(c));
        }
        System.out.println(letters);
        System.out.println(digits);
        System.out.println(ws);
        System.out.println(upper);
        System.out.println("== digit / forDigit / getNumericValue ==");
        for (char c : "09afAFzZ!".toCharArray()) {
            System.out.println(c + " digit10=" + Character.digit(c, 10) + " digit16=" + Character.digit(c, 16) + " digit36=" + Character.digit(c, 36) + " numeric=" + Character.getNumericValue(c));
        }
        for (int d = 0; d < 16; d++) System.out.print(Character.forDigit(d, 16));
        System.out.println();
        System.out.println(Character.forDigit(5, 4) + "|" + (int) Character.forDigit(20, 10));
        System.out.println("== char arithmetic ==");
        char c = 'a';
        c += 2;
        System.out.println(c);
        c++;
        System.out.println(c);
        System.out.println(c + 1);
        System.out.println((char) (c + 1));
        System.out.println('a' + 'b');
        System.out.println("" + 'a' + 'b');
        System.out.println('a' + "b" + 'c');
        System.out.println((char) ('A' + 25));
        System.out.println('z' - 'a');
        System.out.println((int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE);
        char[] rot = "Hello, World!".toCharArray();
        for (int i = 0; i < rot.length; i++) {
            char ch = rot[i];
            if (ch >= 'a' && ch <= 'z') rot[i] = (char) ('a' + (ch - 'a' + 13) % 26);
            else if (ch >= 'A' && ch <= 'Z') rot[i] = (char) ('A' + (ch - 'A' + 13) % 26);
        }
        System.out.println(new String(rot));
        System.out.println(String.valueOf(rot, 7, 5));
        System.out.println("== Character object methods ==");
        Character boxed = 'k';
        System.out.println(boxed.charValue() + " " + boxed.compareTo('a') + " " + boxed.equals('k') + " " + boxed.hashCode() + " " + Character.toString('p') + " " + Character.valueOf('w'));
        System.out.println(Character.compare('a', 'b') + " " + Character.isLetter('5') + " " + Character.toChars(65)[0] + " " + Character.isSurrogate('\ud800'));
        System.out.println(Character.isHighSurrogate('\ud800') + " " + Character.isLowSurrogate('\udc00') + " " + Character.MIN_RADIX + " " + Character.MAX_RADIX);
        int count = 0;
        for (char ch = 'A'; ch <= 'z'; ch++) {
            if (Character.isLetter(ch)) count++;
        }
        System.out.println(count);
        char[] sorted = "the quick brown fox".toCharArray();
        java.util.Arrays.sort(sorted);
        System.out.println(new String(sorted).trim());
        switch (c) {
            case 'a':
                System.out.println("is a");
                break;
            case 'd':
                System.out.println("is d");
                break;
            default:
                System.out.println("other");
        }
    }
}
