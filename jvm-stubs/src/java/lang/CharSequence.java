package java.lang;

public interface CharSequence {
    int length();

    char charAt(int index);

    default boolean isEmpty() {
        return length() == 0;
    }

    CharSequence subSequence(int start, int end);

    default java.util.stream.IntStream chars() {
        return CharStreams.chars(this, 0);
    }

    default java.util.stream.IntStream codePoints() {
        return CharStreams.codePoints(this, 0);
    }

    public String toString();

    public static int compare(CharSequence cs1, CharSequence cs2) {
        if (cs1 == cs2) {
            return 0;
        }
        int n1 = cs1.length();
        int n2 = cs2.length();
        int n = Math.min(n1, n2);
        for (int i = 0; i < n; i++) {
            char a = cs1.charAt(i);
            char b = cs2.charAt(i);
            if (a != b) {
                return a - b;
            }
        }
        return n1 - n2;
    }
}
