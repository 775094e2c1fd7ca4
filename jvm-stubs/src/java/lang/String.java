package java.lang;

import java.io.UnsupportedEncodingException;
import java.util.Comparator;
import java.util.Iterator;

/**
 * Immutable UTF-16 string. The VM reads and writes {@code value} (exact length) and
 * {@code hash} directly.
 */
public final class String implements java.io.Serializable, Comparable<String>, CharSequence {

    private final char[] value;

    private int hash;

    public static final Comparator<String> CASE_INSENSITIVE_ORDER = new CaseInsensitiveComparator();

    // ------------------------------------------------------------------ constructors

    public String() {
        this.value = new char[0];
    }

    public String(String original) {
        this.value = original.value;
        this.hash = original.hash;
    }

    public String(char[] value) {
        this.value = copyOf(value, 0, value.length);
    }

    public String(char[] value, int offset, int count) {
        checkOffsetCount(offset, count, value.length);
        this.value = copyOf(value, offset, count);
    }

    public String(int[] codePoints, int offset, int count) {
        checkOffsetCount(offset, count, codePoints.length);
        int n = 0;
        for (int i = offset; i < offset + count; i++) {
            int cp = codePoints[i];
            if (cp >= 0 && cp < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                n++;
            } else if (cp >= Character.MIN_SUPPLEMENTARY_CODE_POINT && cp <= Character.MAX_CODE_POINT) {
                n += 2;
            } else {
                throw new IllegalArgumentException(Integer.toString(cp));
            }
        }
        char[] v = new char[n];
        int j = 0;
        for (int i = offset; i < offset + count; i++) {
            int cp = codePoints[i];
            if (cp < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                v[j++] = (char) cp;
            } else {
                v[j++] = Character.highSurrogate(cp);
                v[j++] = Character.lowSurrogate(cp);
            }
        }
        this.value = v;
    }

    @Deprecated(since = "1.1")
    public String(byte[] ascii, int hibyte, int offset, int count) {
        checkOffsetCount(offset, count, ascii.length);
        char[] v = new char[count];
        int high = (hibyte & 0xff) << 8;
        for (int i = 0; i < count; i++) {
            v[i] = (char) (high | (ascii[offset + i] & 0xff));
        }
        this.value = v;
    }

    @Deprecated(since = "1.1")
    public String(byte[] ascii, int hibyte) {
        this(ascii, hibyte, 0, ascii.length);
    }

    public String(byte[] bytes, int offset, int length, String charsetName)
            throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        checkOffsetCount(offset, length, bytes.length);
        this.value = decode(bytes, offset, length, charsetKind(charsetName));
    }

    public String(byte[] bytes, int offset, int length, java.nio.charset.Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        checkOffsetCount(offset, length, bytes.length);
        this.value = decode(bytes, offset, length, charsetKind(charset));
    }

    public String(byte[] bytes, java.nio.charset.Charset charset) {
        this(bytes, 0, bytes.length, charset);
    }

    public String(byte[] bytes, String charsetName) throws UnsupportedEncodingException {
        this(bytes, 0, bytes.length, charsetName);
    }

    public String(byte[] bytes, int offset, int length) {
        checkOffsetCount(offset, length, bytes.length);
        this.value = decode(bytes, offset, length, CS_UTF8);
    }

    public String(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    public String(StringBuffer buffer) {
        this.value = copyOf(buffer.value, 0, buffer.count);
    }

    public String(StringBuilder builder) {
        this.value = copyOf(builder.value, 0, builder.count);
    }

    /** Takes ownership of {@code chars} without copying (package-private). */
    String(char[] chars, boolean share) {
        this.value = chars;
    }

    /** Creates a string from a char array without copying it; the caller must not modify it. */
    static String wrap(char[] chars) {
        return new String(chars, true);
    }

    // ------------------------------------------------------------------ helpers

    /** Whether {@code a[ai, ai+n)} equals {@code b[bi, bi+n)}; the caller checks the bounds. */
    private static native boolean regionEquals(char[] a, int ai, char[] b, int bi, int n);

    /** {@code v[0]*31^(n-1) + ... + v[n-1]}. */
    private static native int hashOf(char[] v);

    /** The first index at or after {@code fromIndex} (at least 0) holding {@code c}, or -1. */
    private static native int indexOfChar(char[] v, int c, int fromIndex);

    private static char[] copyOf(char[] src, int offset, int count) {
        char[] v = new char[count];
        System.arraycopy(src, offset, v, 0, count);
        return v;
    }

    static void checkOffsetCount(int offset, int count, int length) {
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException(
                    "offset " + offset + ", count " + count + ", length " + length);
        }
    }

    static void checkBeginEnd(int begin, int end, int length) {
        if (begin < 0 || begin > end || end > length) {
            throw new StringIndexOutOfBoundsException(
                    "begin " + begin + ", end " + end + ", length " + length);
        }
    }

    static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + length);
        }
    }

    /** True if every char fits in one byte (the JDK's compact "Latin-1" strings). */
    private boolean isLatin1() {
        for (char c : value) {
            if (c > 0xff) {
                return false;
            }
        }
        return true;
    }

    private static final int CS_UTF8 = 0;
    private static final int CS_LATIN1 = 1;
    private static final int CS_ASCII = 2;

    private static final int CS_UTF16 = 3;
    private static final int CS_UTF16BE = 4;
    private static final int CS_UTF16LE = 5;

    private static int charsetKind(String name) throws UnsupportedEncodingException {
        java.nio.charset.Charset cs;
        try {
            cs = java.nio.charset.Charset.forName(name);
        } catch (java.nio.charset.IllegalCharsetNameException | java.nio.charset.UnsupportedCharsetException e) {
            throw new UnsupportedEncodingException(name);
        }
        return charsetKind(cs);
    }

    private static int charsetKind(java.nio.charset.Charset cs) {
        switch (cs.name()) {
            case "UTF-8":
                return CS_UTF8;
            case "ISO-8859-1":
                return CS_LATIN1;
            case "US-ASCII":
                return CS_ASCII;
            case "UTF-16":
                return CS_UTF16;
            case "UTF-16BE":
                return CS_UTF16BE;
            case "UTF-16LE":
                return CS_UTF16LE;
            default:
                throw ironpf.Unsupported.fail("charset " + cs.name());
        }
    }

    /** UTF-16: a byte-order mark picks the order (big-endian without one); odd bytes and unpaired surrogates become U+FFFD. */
    private static char[] decodeUtf16(byte[] bytes, int offset, int length, int kind) {
        int end = offset + length;
        boolean little = kind == CS_UTF16LE;
        int i = offset;
        if (kind == CS_UTF16 && length >= 2) {
            int b0 = bytes[offset] & 0xff;
            int b1 = bytes[offset + 1] & 0xff;
            if (b0 == 0xfe && b1 == 0xff) {
                i += 2;
            } else if (b0 == 0xff && b1 == 0xfe) {
                little = true;
                i += 2;
            }
        }
        char[] units = new char[(end - i + 1) / 2];
        int n = 0;
        for (; i + 1 < end; i += 2) {
            int hi = bytes[little ? i + 1 : i] & 0xff;
            int lo = bytes[little ? i : i + 1] & 0xff;
            units[n++] = (char) ((hi << 8) | lo);
        }
        boolean odd = i < end;
        char[] out = new char[n + (odd ? 1 : 0)];
        int m = 0;
        for (int k = 0; k < n; k++) {
            char c = units[k];
            if (Character.isHighSurrogate(c)) {
                if (k + 1 < n && Character.isLowSurrogate(units[k + 1])) {
                    out[m++] = c;
                    out[m++] = units[++k];
                } else {
                    // a high surrogate and the unit after it are one malformed input
                    out[m++] = '\ufffd';
                    k++;
                }
            } else if (Character.isLowSurrogate(c)) {
                out[m++] = '\ufffd';
            } else {
                out[m++] = c;
            }
        }
        if (odd) {
            out[m++] = '\ufffd';
        }
        return m == out.length ? out : copyOf(out, 0, m);
    }

    private static byte[] encodeUtf16(char[] v, int kind) {
        boolean little = kind == CS_UTF16LE;
        int bom = kind == CS_UTF16 && v.length > 0 ? 2 : 0;
        byte[] out = new byte[bom + 2 * v.length];
        int n = 0;
        if (bom > 0) {
            out[n++] = (byte) 0xfe;
            out[n++] = (byte) 0xff;
        }
        for (int i = 0; i < v.length; i++) {
            char c = v[i];
            if (Character.isHighSurrogate(c) && i + 1 < v.length && Character.isLowSurrogate(v[i + 1])) {
                n = put16(out, n, c, little);
                n = put16(out, n, v[++i], little);
            } else if (Character.isSurrogate(c)) {
                n = put16(out, n, '\ufffd', little);
            } else {
                n = put16(out, n, c, little);
            }
        }
        return out;
    }

    private static int put16(byte[] out, int n, char c, boolean little) {
        if (little) {
            out[n++] = (byte) c;
            out[n++] = (byte) (c >> 8);
        } else {
            out[n++] = (byte) (c >> 8);
            out[n++] = (byte) c;
        }
        return n;
    }

    private static char[] decode(byte[] bytes, int offset, int length, int kind) {
        if (kind >= CS_UTF16) {
            return decodeUtf16(bytes, offset, length, kind);
        }
        char[] out = new char[length];
        int n = 0;
        int end = offset + length;
        if (kind == CS_LATIN1) {
            for (int i = offset; i < end; i++) {
                out[n++] = (char) (bytes[i] & 0xff);
            }
            return out;
        }
        if (kind == CS_ASCII) {
            for (int i = offset; i < end; i++) {
                int b = bytes[i];
                out[n++] = b >= 0 ? (char) b : '\ufffd';
            }
            return out;
        }
        int i = offset;
        while (i < end) {
            int b0 = bytes[i] & 0xff;
            if (b0 < 0x80) {
                out[n++] = (char) b0;
                i++;
                continue;
            }
            int need;
            int cp;
            int min;
            if (b0 >= 0xc2 && b0 <= 0xdf) {
                need = 1;
                cp = b0 & 0x1f;
                min = 0x80;
            } else if (b0 >= 0xe0 && b0 <= 0xef) {
                need = 2;
                cp = b0 & 0x0f;
                min = 0x800;
            } else if (b0 >= 0xf0 && b0 <= 0xf4) {
                need = 3;
                cp = b0 & 0x07;
                min = 0x10000;
            } else {
                out[n++] = '\ufffd';
                i++;
                continue;
            }
            int j = i + 1;
            boolean ok = true;
            for (int k = 0; k < need; k++, j++) {
                if (j >= end || (bytes[j] & 0xc0) != 0x80) {
                    ok = false;
                    break;
                }
                cp = (cp << 6) | (bytes[j] & 0x3f);
            }
            if (!ok) {
                // truncated sequence: one replacement, resume at the offending byte
                out[n++] = '\ufffd';
                i = j;
                continue;
            }
            if (cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE) {
                out[n++] = '\ufffd'; // an encoded surrogate is replaced as a whole
                i = j;
                continue;
            }
            if (cp < min || cp > Character.MAX_CODE_POINT) {
                out[n++] = '\ufffd';
                i++;
                continue;
            }
            if (cp >= Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                out[n++] = Character.highSurrogate(cp);
                out[n++] = Character.lowSurrogate(cp);
            } else {
                out[n++] = (char) cp;
            }
            i = j;
        }
        return n == out.length ? out : copyOf(out, 0, n);
    }

    private static byte[] encode(char[] v, int kind) {
        if (kind >= CS_UTF16) {
            return encodeUtf16(v, kind);
        }
        if (kind != CS_UTF8) {
            int max = kind == CS_LATIN1 ? 0xff : 0x7f;
            int n = 0;
            byte[] out = new byte[v.length];
            for (int i = 0; i < v.length; i++) {
                char c = v[i];
                if (Character.isHighSurrogate(c) && i + 1 < v.length && Character.isLowSurrogate(v[i + 1])) {
                    i++;
                    out[n++] = (byte) '?';
                } else {
                    out[n++] = c <= max ? (byte) c : (byte) '?';
                }
            }
            return n == out.length ? out : java.util.Arrays.copyOf(out, n);
        }
        int size = 0;
        for (int i = 0; i < v.length; i++) {
            char c = v[i];
            if (c < 0x80) {
                size += 1;
            } else if (c < 0x800) {
                size += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < v.length && Character.isLowSurrogate(v[i + 1])) {
                size += 4;
                i++;
            } else if (Character.isSurrogate(c)) {
                size += 1;
            } else {
                size += 3;
            }
        }
        byte[] out = new byte[size];
        int n = 0;
        for (int i = 0; i < v.length; i++) {
            char c = v[i];
            if (c < 0x80) {
                out[n++] = (byte) c;
            } else if (c < 0x800) {
                out[n++] = (byte) (0xc0 | (c >> 6));
                out[n++] = (byte) (0x80 | (c & 0x3f));
            } else if (Character.isHighSurrogate(c) && i + 1 < v.length && Character.isLowSurrogate(v[i + 1])) {
                int cp = Character.toCodePoint(c, v[i + 1]);
                i++;
                out[n++] = (byte) (0xf0 | (cp >> 18));
                out[n++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
                out[n++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
                out[n++] = (byte) (0x80 | (cp & 0x3f));
            } else if (Character.isSurrogate(c)) {
                out[n++] = (byte) '?';
            } else {
                out[n++] = (byte) (0xe0 | (c >> 12));
                out[n++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                out[n++] = (byte) (0x80 | (c & 0x3f));
            }
        }
        return out;
    }

    /** Direct access to the backing array for java.lang helpers; do not modify. */
    char[] valueArray() {
        return value;
    }

    // ------------------------------------------------------------------ basic queries

    public int length() {
        return value.length;
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    public char charAt(int index) {
        if (index < 0 || index >= value.length) {
            if (isLatin1()) {
                throw new StringIndexOutOfBoundsException(index);
            }
            checkIndex(index, value.length);
        }
        return value[index];
    }

    public int codePointAt(int index) {
        checkIndex(index, value.length);
        return Character.codePointAt(value, index, value.length);
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        if (i < 0 || i >= value.length) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return Character.codePointBefore(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCount(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePoints(this, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkBeginEnd(srcBegin, srcEnd, value.length);
        checkOffsetCount(dstBegin, srcEnd - srcBegin, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, srcEnd - srcBegin);
    }

    @Deprecated(since = "1.1")
    public void getBytes(int srcBegin, int srcEnd, byte[] dst, int dstBegin) {
        checkBeginEnd(srcBegin, srcEnd, value.length);
        checkOffsetCount(dstBegin, srcEnd - srcBegin, dst.length);
        for (int i = srcBegin; i < srcEnd; i++) {
            dst[dstBegin++] = (byte) value[i];
        }
    }

    public byte[] getBytes(String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException();
        }
        return encode(value, charsetKind(charsetName));
    }

    public byte[] getBytes(java.nio.charset.Charset charset) {
        if (charset == null) {
            throw new NullPointerException();
        }
        return encode(value, charsetKind(charset));
    }

    public byte[] getBytes() {
        return encode(value, CS_UTF8);
    }

    // ------------------------------------------------------------------ comparison

    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (anObject instanceof String) {
            char[] other = ((String) anObject).value;
            int n = value.length;
            return other.length == n && regionEquals(value, 0, other, 0, n);
        }
        return false;
    }

    public boolean contentEquals(StringBuffer sb) {
        return contentEquals((CharSequence) sb);
    }

    public boolean contentEquals(CharSequence cs) {
        if (cs instanceof String) {
            return equals(cs);
        }
        int n = value.length;
        if (cs.length() != n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (value[i] != cs.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** Case-insensitive code point comparison: upper case first, then lower case of that. */
    private static int compareFolded(int cp1, int cp2) {
        if (cp1 == cp2) {
            return 0;
        }
        int u1 = Character.toUpperCase(cp1);
        int u2 = Character.toUpperCase(cp2);
        if (u1 == u2) {
            return 0;
        }
        return Character.toLowerCase(u1) - Character.toLowerCase(u2);
    }

    /** The code point at i (a whole surrogate pair if one starts there before limit). */
    private static int codePointAtLimit(char[] v, int i, int limit) {
        char c = v[i];
        if (Character.isHighSurrogate(c) && i + 1 < limit && Character.isLowSurrogate(v[i + 1])) {
            return Character.toCodePoint(c, v[i + 1]);
        }
        return c;
    }

    public boolean equalsIgnoreCase(String anotherString) {
        if (this == anotherString) {
            return true;
        }
        if (anotherString == null || anotherString.value.length != value.length) {
            return false;
        }
        return regionMatches(true, 0, anotherString, 0, value.length);
    }

    public int compareTo(String anotherString) {
        char[] a = value;
        char[] b = anotherString.value;
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return a[i] - b[i];
            }
        }
        return a.length - b.length;
    }

    private static final class CaseInsensitiveComparator implements Comparator<String>, java.io.Serializable {
        public int compare(String s1, String s2) {
            char[] a = s1.value;
            char[] b = s2.value;
            int i = 0;
            int j = 0;
            while (i < a.length && j < b.length) {
                char c1 = a[i];
                char c2 = b[j];
                if (c1 == c2) {
                    i++;
                    j++;
                    continue;
                }
                int cp1 = c1;
                int cp2 = c2;
                // like the JDK, whole code points are compared only between two non-Latin-1 strings
                if ((Character.isHighSurrogate(c1) || Character.isHighSurrogate(c2))
                        && !s1.isLatin1() && !s2.isLatin1()) {
                    cp1 = codePointAtLimit(a, i, a.length);
                    cp2 = codePointAtLimit(b, j, b.length);
                }
                int diff = compareFolded(cp1, cp2);
                if (diff != 0) {
                    return diff;
                }
                i += Character.charCount(cp1);
                j += Character.charCount(cp2);
            }
            return a.length - b.length;
        }
    }

    public int compareToIgnoreCase(String str) {
        return CASE_INSENSITIVE_ORDER.compare(this, str);
    }

    public boolean regionMatches(int toffset, String other, int ooffset, int len) {
        return regionMatches(false, toffset, other, ooffset, len);
    }

    public boolean regionMatches(boolean ignoreCase, int toffset, String other, int ooffset, int len) {
        char[] ov = other.value;
        if (ooffset < 0 || toffset < 0
                || toffset > (long) value.length - len
                || ooffset > (long) ov.length - len) {
            return false;
        }
        int tend = toffset + len;
        int oend = ooffset + len;
        int i = toffset;
        int j = ooffset;
        while (i < tend) {
            char c1 = value[i];
            char c2 = ov[j];
            if (c1 == c2) {
                i++;
                j++;
                continue;
            }
            if (!ignoreCase) {
                return false;
            }
            int cp1 = codePointAtLimit(value, i, tend);
            int cp2 = codePointAtLimit(ov, j, oend);
            if (compareFolded(cp1, cp2) != 0) {
                return false;
            }
            i += Character.charCount(cp1);
            j += Character.charCount(cp2);
        }
        return true;
    }

    public boolean startsWith(String prefix, int toffset) {
        char[] p = prefix.value;
        if (toffset < 0 || toffset > value.length - p.length) {
            return false;
        }
        return regionEquals(value, toffset, p, 0, p.length);
    }

    public boolean startsWith(String prefix) {
        return startsWith(prefix, 0);
    }

    public boolean endsWith(String suffix) {
        return startsWith(suffix, value.length - suffix.value.length);
    }

    public int hashCode() {
        int h = hash;
        if (h == 0 && value.length > 0) {
            h = hashOf(value);
            hash = h;
        }
        return h;
    }

    // ------------------------------------------------------------------ searching

    public int indexOf(int ch) {
        return indexOf(ch, 0);
    }

    public int indexOf(int ch, int fromIndex) {
        int n = value.length;
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (fromIndex >= n) {
            return -1;
        }
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            return ch >= 0 ? indexOfChar(value, ch, fromIndex) : -1;
        }
        if (ch > Character.MAX_CODE_POINT) {
            return -1;
        }
        char hi = Character.highSurrogate(ch);
        char lo = Character.lowSurrogate(ch);
        for (int i = fromIndex; i < n - 1; i++) {
            if (value[i] == hi && value[i + 1] == lo) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(int ch) {
        return lastIndexOf(ch, value.length - 1);
    }

    public int lastIndexOf(int ch, int fromIndex) {
        int n = value.length;
        int i = Math.min(fromIndex, n - 1);
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            if (ch < 0) {
                return -1;
            }
            for (; i >= 0; i--) {
                if (value[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (ch > Character.MAX_CODE_POINT) {
            return -1;
        }
        char hi = Character.highSurrogate(ch);
        char lo = Character.lowSurrogate(ch);
        i = Math.min(i, n - 2);
        for (; i >= 0; i--) {
            if (value[i] == hi && value[i + 1] == lo) {
                return i;
            }
        }
        return -1;
    }

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return indexOf(value, value.length, str.value, fromIndex);
    }

    /** Index of {@code target} in {@code source[0, sourceCount)} from {@code fromIndex}. */
    static native int indexOf(char[] source, int sourceCount, char[] target, int fromIndex);

    public int lastIndexOf(String str) {
        return lastIndexOf(str, value.length);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return lastIndexOf(value, value.length, str.value, fromIndex);
    }

    static int lastIndexOf(char[] source, int sourceCount, char[] target, int fromIndex) {
        int tn = target.length;
        int right = sourceCount - tn;
        if (fromIndex > right) {
            fromIndex = right;
        }
        if (fromIndex < 0) {
            return -1;
        }
        if (tn == 0) {
            return fromIndex;
        }
        outer:
        for (int i = fromIndex; i >= 0; i--) {
            for (int j = 0; j < tn; j++) {
                if (source[i + j] != target[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    public boolean contains(CharSequence s) {
        return indexOf(s.toString()) >= 0;
    }

    // ------------------------------------------------------------------ derived strings

    public String substring(int beginIndex) {
        return substring(beginIndex, value.length);
    }

    public String substring(int beginIndex, int endIndex) {
        checkBeginEnd(beginIndex, endIndex, value.length);
        if (beginIndex == 0 && endIndex == value.length) {
            return this;
        }
        return wrap(copyOf(value, beginIndex, endIndex - beginIndex));
    }

    public CharSequence subSequence(int beginIndex, int endIndex) {
        return substring(beginIndex, endIndex);
    }

    public String concat(String str) {
        if (str.value.length == 0) {
            return this;
        }
        if (value.length == 0) {
            return str;
        }
        char[] v = new char[value.length + str.value.length];
        System.arraycopy(value, 0, v, 0, value.length);
        System.arraycopy(str.value, 0, v, value.length, str.value.length);
        return wrap(v);
    }

    public String replace(char oldChar, char newChar) {
        if (oldChar == newChar) {
            return this;
        }
        int first = indexOf(oldChar);
        if (first < 0) {
            return this;
        }
        char[] v = value.clone();
        for (int i = first; i < v.length; i++) {
            if (v[i] == oldChar) {
                v[i] = newChar;
            }
        }
        return wrap(v);
    }

    public String replace(CharSequence target, CharSequence replacement) {
        String t = target.toString();
        String r = replacement.toString();
        int n = value.length;
        if (t.isEmpty()) {
            StringBuilder sb = new StringBuilder(n + (n + 1) * r.length());
            sb.append(r);
            for (int i = 0; i < n; i++) {
                sb.append(value[i]);
                sb.append(r);
            }
            return sb.toString();
        }
        int j = indexOf(t);
        if (j < 0) {
            return this;
        }
        StringBuilder sb = new StringBuilder(n);
        int i = 0;
        while (j >= 0) {
            sb.append(value, i, j - i);
            sb.append(r);
            i = j + t.length();
            j = indexOf(t, i);
        }
        sb.append(value, i, n - i);
        return sb.toString();
    }

    public boolean matches(String regex) {
        return RegexLite.compile(regex).matches(this);
    }

    public String replaceFirst(String regex, String replacement) {
        return RegexLite.compile(regex).replace(this, replacement, false);
    }

    public String replaceAll(String regex, String replacement) {
        return RegexLite.compile(regex).replace(this, replacement, true);
    }

    public String[] split(String regex, int limit) {
        return RegexLite.split(regex, this, limit);
    }

    public String[] split(String regex) {
        return split(regex, 0);
    }

    public static String join(CharSequence delimiter, CharSequence... elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < elements.length; i++) {
            if (i > 0) {
                sb.append(delimiter);
            }
            sb.append(elements[i]);
        }
        return sb.toString();
    }

    public static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        Iterator<? extends CharSequence> it = elements.iterator();
        while (it.hasNext()) {
            CharSequence cs = it.next();
            if (!first) {
                sb.append(delimiter);
            }
            first = false;
            sb.append(cs);
        }
        return sb.toString();
    }

    // ------------------------------------------------------------------ case mapping

    public String toLowerCase() {
        int n = value.length;
        int i = 0;
        while (i < n) {
            int cp = Character.codePointAt(value, i, n);
            if (cp == 0x130 || cp == 0x3a3 || Character.toLowerCase(cp) != cp) {
                break;
            }
            i += Character.charCount(cp);
        }
        if (i == n) {
            return this;
        }
        StringBuilder sb = new StringBuilder(n + 2);
        sb.append(value, 0, i);
        while (i < n) {
            int cp = Character.codePointAt(value, i, n);
            int len = Character.charCount(cp);
            if (cp == 0x130) {
                // LATIN CAPITAL LETTER I WITH DOT ABOVE -> i + COMBINING DOT ABOVE
                sb.append('i').append('\u0307');
            } else if (cp == 0x3a3) {
                sb.append(isFinalSigma(i) ? '\u03c2' : '\u03c3');
            } else {
                sb.appendCodePoint(Character.toLowerCase(cp));
            }
            i += len;
        }
        return sb.toString();
    }

    /** Greek capital sigma at index i lowercases to final sigma at the end of a word. */
    private boolean isFinalSigma(int i) {
        boolean before = false;
        int j = i;
        while (j > 0) {
            int cp = Character.codePointBefore(value, j, 0);
            if (Character.isLetter(cp)) {
                before = true;
                break;
            }
            if (!isCaseIgnorable(cp)) {
                break;
            }
            j -= Character.charCount(cp);
        }
        if (!before) {
            return false;
        }
        j = i + 1;
        while (j < value.length) {
            int cp = Character.codePointAt(value, j, value.length);
            if (Character.isLetter(cp)) {
                return false;
            }
            if (!isCaseIgnorable(cp)) {
                break;
            }
            j += Character.charCount(cp);
        }
        return true;
    }

    private static boolean isCaseIgnorable(int cp) {
        return cp == '\'' || cp == '.' || cp == ':' || cp == '\u00b7' || cp == '\u2019'
                || (cp >= 0x300 && cp <= 0x36f);
    }

    public String toUpperCase() {
        int n = value.length;
        int i = 0;
        while (i < n) {
            int cp = Character.codePointAt(value, i, n);
            if (specialUpper(cp) != null || Character.toUpperCase(cp) != cp) {
                break;
            }
            i += Character.charCount(cp);
        }
        if (i == n) {
            return this;
        }
        StringBuilder sb = new StringBuilder(n + 2);
        sb.append(value, 0, i);
        while (i < n) {
            int cp = Character.codePointAt(value, i, n);
            String special = specialUpper(cp);
            if (special != null) {
                sb.append(special);
            } else {
                sb.appendCodePoint(Character.toUpperCase(cp));
            }
            i += Character.charCount(cp);
        }
        return sb.toString();
    }

    /** Upper-case mappings that expand to more than one character. */
    private static String specialUpper(int cp) {
        if (cp < 0xdf) {
            return null;
        }
        switch (cp) {
            case 0xdf: return "SS";
            case 0x149: return "\u02bcN";
            case 0x1f0: return "J\u030c";
            case 0x390: return "\u0399\u0308\u0301";
            case 0x3b0: return "\u03a5\u0308\u0301";
            case 0x587: return "\u0535\u0552";
            case 0x1e96: return "H\u0331";
            case 0x1e97: return "T\u0308";
            case 0x1e98: return "W\u030a";
            case 0x1e99: return "Y\u030a";
            case 0x1e9a: return "A\u02be";
            case 0x1f50: return "\u03a5\u0313";
            case 0x1f52: return "\u03a5\u0313\u0300";
            case 0x1f54: return "\u03a5\u0313\u0301";
            case 0x1f56: return "\u03a5\u0313\u0342";
            case 0x1f80: return "\u1f08\u0399";
            case 0x1f81: return "\u1f09\u0399";
            case 0x1f82: return "\u1f0a\u0399";
            case 0x1f83: return "\u1f0b\u0399";
            case 0x1f84: return "\u1f0c\u0399";
            case 0x1f85: return "\u1f0d\u0399";
            case 0x1f86: return "\u1f0e\u0399";
            case 0x1f87: return "\u1f0f\u0399";
            case 0x1f88: return "\u1f08\u0399";
            case 0x1f89: return "\u1f09\u0399";
            case 0x1f8a: return "\u1f0a\u0399";
            case 0x1f8b: return "\u1f0b\u0399";
            case 0x1f8c: return "\u1f0c\u0399";
            case 0x1f8d: return "\u1f0d\u0399";
            case 0x1f8e: return "\u1f0e\u0399";
            case 0x1f8f: return "\u1f0f\u0399";
            case 0x1f90: return "\u1f28\u0399";
            case 0x1f91: return "\u1f29\u0399";
            case 0x1f92: return "\u1f2a\u0399";
            case 0x1f93: return "\u1f2b\u0399";
            case 0x1f94: return "\u1f2c\u0399";
            case 0x1f95: return "\u1f2d\u0399";
            case 0x1f96: return "\u1f2e\u0399";
            case 0x1f97: return "\u1f2f\u0399";
            case 0x1f98: return "\u1f28\u0399";
            case 0x1f99: return "\u1f29\u0399";
            case 0x1f9a: return "\u1f2a\u0399";
            case 0x1f9b: return "\u1f2b\u0399";
            case 0x1f9c: return "\u1f2c\u0399";
            case 0x1f9d: return "\u1f2d\u0399";
            case 0x1f9e: return "\u1f2e\u0399";
            case 0x1f9f: return "\u1f2f\u0399";
            case 0x1fa0: return "\u1f68\u0399";
            case 0x1fa1: return "\u1f69\u0399";
            case 0x1fa2: return "\u1f6a\u0399";
            case 0x1fa3: return "\u1f6b\u0399";
            case 0x1fa4: return "\u1f6c\u0399";
            case 0x1fa5: return "\u1f6d\u0399";
            case 0x1fa6: return "\u1f6e\u0399";
            case 0x1fa7: return "\u1f6f\u0399";
            case 0x1fa8: return "\u1f68\u0399";
            case 0x1fa9: return "\u1f69\u0399";
            case 0x1faa: return "\u1f6a\u0399";
            case 0x1fab: return "\u1f6b\u0399";
            case 0x1fac: return "\u1f6c\u0399";
            case 0x1fad: return "\u1f6d\u0399";
            case 0x1fae: return "\u1f6e\u0399";
            case 0x1faf: return "\u1f6f\u0399";
            case 0x1fb2: return "\u1fba\u0399";
            case 0x1fb3: return "\u0391\u0399";
            case 0x1fb4: return "\u0386\u0399";
            case 0x1fb6: return "\u0391\u0342";
            case 0x1fb7: return "\u0391\u0342\u0399";
            case 0x1fbc: return "\u0391\u0399";
            case 0x1fc2: return "\u1fca\u0399";
            case 0x1fc3: return "\u0397\u0399";
            case 0x1fc4: return "\u0389\u0399";
            case 0x1fc6: return "\u0397\u0342";
            case 0x1fc7: return "\u0397\u0342\u0399";
            case 0x1fcc: return "\u0397\u0399";
            case 0x1fd2: return "\u0399\u0308\u0300";
            case 0x1fd3: return "\u0399\u0308\u0301";
            case 0x1fd6: return "\u0399\u0342";
            case 0x1fd7: return "\u0399\u0308\u0342";
            case 0x1fe2: return "\u03a5\u0308\u0300";
            case 0x1fe3: return "\u03a5\u0308\u0301";
            case 0x1fe4: return "\u03a1\u0313";
            case 0x1fe6: return "\u03a5\u0342";
            case 0x1fe7: return "\u03a5\u0308\u0342";
            case 0x1ff2: return "\u1ffa\u0399";
            case 0x1ff3: return "\u03a9\u0399";
            case 0x1ff4: return "\u038f\u0399";
            case 0x1ff6: return "\u03a9\u0342";
            case 0x1ff7: return "\u03a9\u0342\u0399";
            case 0x1ffc: return "\u03a9\u0399";
            case 0xfb00: return "FF";
            case 0xfb01: return "FI";
            case 0xfb02: return "FL";
            case 0xfb03: return "FFI";
            case 0xfb04: return "FFL";
            case 0xfb05: return "ST";
            case 0xfb06: return "ST";
            case 0xfb13: return "\u0544\u0546";
            case 0xfb14: return "\u0544\u0535";
            case 0xfb15: return "\u0544\u053b";
            case 0xfb16: return "\u054e\u0546";
            case 0xfb17: return "\u0544\u053d";
            default: return null;
        }
    }

    // ------------------------------------------------------------------ whitespace

    public String trim() {
        int start = 0;
        int end = value.length;
        while (start < end && value[start] <= ' ') {
            start++;
        }
        while (end > start && value[end - 1] <= ' ') {
            end--;
        }
        return substring(start, end);
    }

    private int firstNonWhitespace() {
        int i = 0;
        while (i < value.length) {
            int cp = Character.codePointAt(value, i, value.length);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i += Character.charCount(cp);
        }
        return i;
    }

    private int lastNonWhitespaceEnd(int start) {
        int end = value.length;
        while (end > start) {
            int cp = Character.codePointBefore(value, end, 0);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            end -= Character.charCount(cp);
        }
        return end;
    }

    public String strip() {
        int start = firstNonWhitespace();
        return substring(start, lastNonWhitespaceEnd(start));
    }

    public String stripLeading() {
        return substring(firstNonWhitespace());
    }

    public String stripTrailing() {
        return substring(0, lastNonWhitespaceEnd(0));
    }

    @Override
    public java.util.stream.IntStream chars() {
        return java.util.stream.StreamSupport.intStream(
                new CharStreams.Chars(this, 0, value.length, java.util.Spliterator.IMMUTABLE), false);
    }

    /** Sized when every char is below 256 (the JDK's compact Latin-1 strings). */
    @Override
    public java.util.stream.IntStream codePoints() {
        for (char c : value) {
            if (c > 0xFF) {
                return java.util.stream.StreamSupport.intStream(
                        new CharStreams.CodePoints(this, java.util.Spliterator.IMMUTABLE), false);
            }
        }
        return chars();
    }

    public java.util.stream.Stream<String> lines() {
        return CharStreams.lines(this);
    }

    public boolean isBlank() {
        return firstNonWhitespace() == value.length;
    }

    public String repeat(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count is negative: " + count);
        }
        if (count == 1) {
            return this;
        }
        int n = value.length;
        if (n == 0 || count == 0) {
            return "";
        }
        if (Integer.MAX_VALUE / count < n) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        char[] v = new char[n * count];
        for (int i = 0; i < count; i++) {
            System.arraycopy(value, 0, v, i * n, n);
        }
        return wrap(v);
    }

    public String indent(int n) {
        if (value.length == 0) {
            return "";
        }
        StringBuilder sb = new StringBuilder(value.length + 16);
        int i = 0;
        int len = value.length;
        while (i < len) {
            int end = i;
            while (end < len && value[end] != '\n' && value[end] != '\r') {
                end++;
            }
            int start = i;
            if (n > 0) {
                for (int k = 0; k < n; k++) {
                    sb.append(' ');
                }
            } else if (n < 0) {
                int removed = 0;
                while (start < end && removed < -n && Character.isWhitespace(value[start])) {
                    start++;
                    removed++;
                }
            }
            sb.append(value, start, end - start).append('\n');
            if (end < len && value[end] == '\r' && end + 1 < len && value[end + 1] == '\n') {
                end++;
            }
            i = end + 1;
        }
        return sb.toString();
    }

    /** The lines of this string, split at \n, \r and \r\n (no empty last line). */
    private java.util.ArrayList<String> lineList() {
        java.util.ArrayList<String> out = new java.util.ArrayList<>();
        int len = value.length;
        int i = 0;
        while (i < len) {
            int end = i;
            while (end < len && value[end] != '\n' && value[end] != '\r') {
                end++;
            }
            out.add(new String(value, i, end - i));
            if (end < len && value[end] == '\r' && end + 1 < len && value[end + 1] == '\n') {
                end++;
            }
            i = end + 1;
        }
        return out;
    }

    private static int firstNonWhitespace(String line) {
        int i = 0;
        while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int endOfNonWhitespace(String line) {
        int i = line.length();
        while (i > 0 && Character.isWhitespace(line.charAt(i - 1))) {
            i--;
        }
        return i;
    }

    /**
     * The text-block rules: the smallest indentation of the non-blank lines (and of the last
     * line, even blank) is removed from every line, trailing white space is removed, and line
     * terminators become \n. A string ending with a line terminator keeps its indentation.
     */
    public String stripIndent() {
        int len = value.length;
        if (len == 0) {
            return "";
        }
        char last = value[len - 1];
        boolean endsWithTerminator = last == '\n' || last == '\r';
        java.util.ArrayList<String> lines = lineList();
        int outdent = Integer.MAX_VALUE;
        if (endsWithTerminator) {
            outdent = 0;
        } else {
            for (String line : lines) {
                if (!line.isBlank()) {
                    outdent = Math.min(outdent, firstNonWhitespace(line));
                }
            }
            String lastLine = lines.get(lines.size() - 1);
            if (lastLine.isBlank()) {
                outdent = Math.min(outdent, lastLine.length());
            }
        }
        StringBuilder sb = new StringBuilder(len);
        for (int k = 0; k < lines.size(); k++) {
            if (k > 0) {
                sb.append('\n');
            }
            String line = lines.get(k);
            int first = firstNonWhitespace(line);
            int end = endOfNonWhitespace(line);
            if (first < end) {
                sb.append(line, Math.min(outdent, first), end);
            }
        }
        if (endsWithTerminator) {
            sb.append('\n');
        }
        return sb.toString();
    }

    /** Translates the escape sequences of string literals, as in a text block. */
    public String translateEscapes() {
        int len = value.length;
        StringBuilder sb = new StringBuilder(len);
        int i = 0;
        while (i < len) {
            char c = value[i++];
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (i == len) {
                throw new IllegalArgumentException("Invalid escape sequence: \\");
            }
            char e = value[i++];
            switch (e) {
                case 'b': sb.append('\b'); break;
                case 'f': sb.append('\f'); break;
                case 'n': sb.append('\n'); break;
                case 'r': sb.append('\r'); break;
                case 's': sb.append(' '); break;
                case 't': sb.append('\t'); break;
                case '\'': case '\"': case '\\': sb.append(e); break;
                case '\n': break;
                case '\r':
                    if (i < len && value[i] == '\n') {
                        i++;
                    }
                    break;
                default:
                    if (e >= '0' && e <= '7') {
                        int code = e - '0';
                        int max = e <= '3' ? 2 : 1;
                        while (max-- > 0 && i < len && value[i] >= '0' && value[i] <= '7') {
                            code = code * 8 + (value[i++] - '0');
                        }
                        sb.append((char) code);
                    } else {
                        throw new IllegalArgumentException("Invalid escape sequence: \\" + e
                                + " \\\\u" + hex4(e));
                    }
            }
        }
        return sb.toString();
    }

    private static String hex4(char c) {
        String h = Integer.toHexString(c).toUpperCase();
        while (h.length() < 4) {
            h = "0" + h;
        }
        return h;
    }

    public java.util.Optional<String> describeConstable() {
        return java.util.Optional.of(this);
    }

    public <R> R transform(java.util.function.Function<? super String, ? extends R> f) {
        return f.apply(this);
    }

    // ------------------------------------------------------------------ conversions

    public String toString() {
        return this;
    }

    public char[] toCharArray() {
        return value.clone();
    }

    public static String format(String format, Object... args) {
        return StringFormatter.format(format, args);
    }

    public static String format(java.util.Locale l, String format, Object... args) {
        StringFormatter.checkLocale(l, format);
        return StringFormatter.format(format, args);
    }

    public String formatted(Object... args) {
        return StringFormatter.format(this, args);
    }

    public static String valueOf(Object obj) {
        return obj == null ? "null" : obj.toString();
    }

    public static String valueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(boolean b) {
        return b ? "true" : "false";
    }

    public static String valueOf(char c) {
        return wrap(new char[] {c});
    }

    public static String valueOf(int i) {
        return Integer.toString(i);
    }

    public static String valueOf(long l) {
        return Long.toString(l);
    }

    public static String valueOf(float f) {
        return Float.toString(f);
    }

    public static String valueOf(double d) {
        return Double.toString(d);
    }

    public native String intern();
}
