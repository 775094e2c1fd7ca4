public class CharStatics {
    public static void main(String[] args) {
        char[] cs = {'a', 'Z', '5', ' ', '\t', '\n', '_', '$', '-', '\u00e9', '\u00c9', '\u0660', '\u2163', '\u00bd', '\u00df', '\u03a3', '\u0130', '\u00a0', '\u2028', '\u4e2d'};
        for (char c : cs) {
            System.out.println(Integer.toHexString(c) + " letter=" + Character.isLetter(c) + " digit=" + Character.isDigit(c)
                + " lod=" + Character.isLetterOrDigit(c) + " alpha=" + Character.isAlphabetic(c)
                + " ws=" + Character.isWhitespace(c) + " space=" + Character.isSpaceChar(c)
                + " up=" + Character.isUpperCase(c) + " low=" + Character.isLowerCase(c)
                + " toUp=" + Integer.toHexString(Character.toUpperCase(c)) + " toLow=" + Integer.toHexString(Character.toLowerCase(c))
                + " num=" + Character.getNumericValue(c) + " digit10=" + Character.digit(c, 10) + " digit16=" + Character.digit(c, 16)
                + " jstart=" + Character.isJavaIdentifierStart(c) + " jpart=" + Character.isJavaIdentifierPart(c));
        }
        for (int radix = 2; radix <= 36; radix += 7) {
            StringBuilder b = new StringBuilder("radix " + radix + ":");
            for (int d = 0; d < radix; d += 3) b.append(Character.forDigit(d, radix));
            System.out.println(b);
        }
        System.out.println("forDigit bad=" + (int) Character.forDigit(10, 10) + " digit bad=" + Character.digit('z', 10));
        System.out.println("getNumericValue z=" + Character.getNumericValue('z') + " Z=" + Character.getNumericValue('Z'));
        System.out.println("compare=" + Character.compare('a', 'b') + " " + Character.valueOf('x').compareTo('a'));
        System.out.println("toString=" + Character.toString('q') + " reverseBytes=" + Integer.toHexString(Character.reverseBytes('\u1234')));
        System.out.println("MIN/MAX=" + (int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE + " radix " + Character.MIN_RADIX + "-" + Character.MAX_RADIX);
        System.out.println("isISOControl=" + Character.isISOControl('\u0007') + " " + Character.isISOControl('a'));
        System.out.println("isTitleCase=" + Character.isTitleCase('\u01c5') + " " + Character.isTitleCase('A'));
        System.out.println("toTitleCase=" + Integer.toHexString(Character.toTitleCase('\u01c6')) + " " + Character.toTitleCase('a'));
        System.out.println("cp letter=" + Character.isLetter(0x1D400) + " digit=" + Character.isDigit(0x1D7CE) + " up=" + Character.isUpperCase(0x1D400));
        System.out.println("toChars=" + new String(Character.toChars(65)) + " len " + Character.toChars(0x1F600).length);
        Character boxed = 'm';
        System.out.println(boxed.equals('m') + " " + boxed.hashCode() + " " + Character.hashCode('m') + " " + boxed.charValue());
        Character c1 = 100, c2 = 100, c3 = 200, c4 = 200;
        System.out.println("cache " + (c1 == c2) + " " + c3.equals(c4));
        char c = 'A';
        c += 2;
        c++;
        System.out.println("arith " + c + " " + (c + 1) + " " + (char) (c + 1) + " " + ('a' - 'A') + " " + (int) 'a');
        String word = "Hello, World 123!";
        int letters = 0, digits = 0, upper = 0, spaces = 0;
        for (char ch : word.toCharArray()) {
            if (Character.isLetter(ch)) letters++;
            if (Character.isDigit(ch)) digits++;
            if (Character.isUpperCase(ch)) upper++;
            if (Character.isWhitespace(ch)) spaces++;
        }
        System.out.println(letters + " " + digits + " " + upper + " " + spaces);
        StringBuilder swapped = new StringBuilder();
        for (char ch : word.toCharArray()) {
            swapped.append(Character.isUpperCase(ch) ? Character.toLowerCase(ch) : Character.toUpperCase(ch));
        }
        System.out.println(swapped);
        try {
            Character.toChars(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getClass().getName());
        }
    }
}
