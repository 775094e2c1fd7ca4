public class StrSurrogates {
    static String hex(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            if (i > 0) b.append(' ');
            b.append(Integer.toHexString(s.charAt(i)));
        }
        return b.toString();
    }

    public static void main(String[] args) {
        String smile = new String(Character.toChars(0x1F600));
        String s = "a" + smile + "b" + new String(Character.toChars(0x10400)) + "c";
        System.out.println("length=" + s.length() + " cps=" + s.codePointCount(0, s.length()));
        System.out.println("hex=" + hex(s));
        for (int i = 0; i < s.length(); i++) {
            System.out.println(i + ": cpAt=" + Integer.toHexString(s.codePointAt(i))
                + " cpBefore=" + (i > 0 ? Integer.toHexString(s.codePointBefore(i)) : "-")
                + " hi=" + Character.isHighSurrogate(s.charAt(i))
                + " lo=" + Character.isLowSurrogate(s.charAt(i)));
        }
        System.out.println("offsetByCodePoints(0,2)=" + s.offsetByCodePoints(0, 2));
        System.out.println("offsetByCodePoints(6,-2)=" + s.offsetByCodePoints(6, -2));
        System.out.println("indexOf(0x1F600)=" + s.indexOf(0x1F600));
        System.out.println("indexOf(0x10400)=" + s.indexOf(0x10400));
        System.out.println("lastIndexOf(0x10400)=" + s.lastIndexOf(0x10400));
        System.out.println("indexOf(0xDE00)=" + s.indexOf(0xDE00));
        System.out.println("indexOf(b, 2)=" + s.indexOf('b', 2));
        System.out.println("indexOf(smile)=" + s.indexOf(smile));

        StringBuilder sb = new StringBuilder(s);
        sb.reverse();
        System.out.println("reversed hex=" + hex(sb.toString()));
        System.out.println("reverse keeps pairs=" + sb.toString().codePointCount(0, sb.length()));
        sb.reverse();
        System.out.println("back=" + sb.toString().equals(s));
        sb.insert(1, "XY");
        System.out.println("insert hex=" + hex(sb.toString()));
        sb.deleteCharAt(3);
        System.out.println("deleteCharAt(3) hex=" + hex(sb.toString()));
        sb.appendCodePoint(0x1F601);
        System.out.println("appendCodePoint hex=" + hex(sb.toString()));
        sb.setCharAt(0, 'Z');
        sb.replace(1, 3, "--");
        System.out.println("replace hex=" + hex(sb.toString()));
        System.out.println("sb.codePointAt(3)=" + Integer.toHexString(sb.codePointAt(3)));
        System.out.println("sb.codePointCount=" + sb.codePointCount(0, sb.length()));
        StringBuilder odd = new StringBuilder();
        odd.append('x').append((char) 0xDC00).append((char) 0xD800).append('y');
        odd.reverse();
        System.out.println("odd reversed=" + hex(odd.toString()));

        int[] cps = new int[s.codePointCount(0, s.length())];
        for (int i = 0, k = 0; i < s.length(); i += Character.charCount(s.codePointAt(i))) cps[k++] = s.codePointAt(i);
        System.out.println("codePoints count=" + cps.length);
        String rebuilt = new String(cps, 0, cps.length);
        System.out.println("rebuilt equal=" + rebuilt.equals(s));
        System.out.println("substring(1,3) cps=" + s.substring(1, 3).codePointCount(0, 2));
        System.out.println("toUpperCase hex=" + hex(s.toUpperCase()));
        System.out.println("Character.charCount=" + Character.charCount(0x1F600) + " " + Character.charCount(65));
        System.out.println("toCodePoint=" + Integer.toHexString(Character.toCodePoint('\uD83D', '\uDE00')));
        System.out.println("isSupplementary=" + Character.isSupplementaryCodePoint(0x10000) + " " + Character.isSupplementaryCodePoint(0xFFFF));
        System.out.println("isValid=" + Character.isValidCodePoint(0x110000) + " " + Character.isValidCodePoint(0x10FFFF));
        System.out.println("highSurrogate=" + Integer.toHexString(Character.highSurrogate(0x1F600)) + " low=" + Integer.toHexString(Character.lowSurrogate(0x1F600)));
        char[] buf = new char[4];
        int n = Character.toChars(0x1F603, buf, 1);
        System.out.println("toChars into buf n=" + n + " " + hex(new String(buf)));
        System.out.println("compareTo=" + smile.compareTo("\uFFFF") + " " + "\uFFFF".compareTo(smile));
        System.out.println("contains=" + s.contains(smile + "b"));
        System.out.println("replace=" + hex(s.replace(smile, "!")));
    }
}
