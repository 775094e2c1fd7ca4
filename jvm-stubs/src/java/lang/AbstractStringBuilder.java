package java.lang;

/**
 * Shared implementation of StringBuilder and StringBuffer: a growable char buffer.
 */
abstract class AbstractStringBuilder implements Appendable, CharSequence {

    char[] value;

    int count;

    AbstractStringBuilder(int capacity) {
        if (capacity < 0) {
            throw new NegativeArraySizeException(Integer.toString(capacity));
        }
        value = new char[capacity];
    }

    AbstractStringBuilder(String str) {
        int n = str.length();
        int capacity = n + 16;
        if (capacity < 0) {
            capacity = Integer.MAX_VALUE;
        }
        value = new char[capacity];
        append(str);
    }

    AbstractStringBuilder(CharSequence seq) {
        int n = seq.length();
        int capacity = n + 16;
        if (capacity < 0) {
            capacity = Integer.MAX_VALUE;
        }
        value = new char[capacity];
        append(seq);
    }

    // ------------------------------------------------------------------ checks

    static void checkRange(int start, int end, int len) {
        if (start < 0 || start > end || end > len) {
            throw new IndexOutOfBoundsException("start " + start + ", end " + end + ", length " + len);
        }
    }

    static void checkRangeSIOOBE(int start, int end, int len) {
        if (start < 0 || start > end || end > len) {
            throw new StringIndexOutOfBoundsException("start " + start + ", end " + end + ", length " + len);
        }
    }

    static void checkOffset(int offset, int len) {
        if (offset < 0 || offset > len) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", length " + len);
        }
    }

    // ------------------------------------------------------------------ capacity

    public int length() {
        return count;
    }

    public int capacity() {
        return value.length;
    }

    public void ensureCapacity(int minimumCapacity) {
        if (minimumCapacity > 0) {
            ensureCapacityInternal(minimumCapacity);
        }
    }

    private void ensureCapacityInternal(int minimumCapacity) {
        if (minimumCapacity > value.length) {
            int newCapacity = value.length * 2 + 2;
            if (newCapacity < minimumCapacity || newCapacity < 0) {
                newCapacity = minimumCapacity;
            }
            char[] v = new char[newCapacity];
            System.arraycopy(value, 0, v, 0, count);
            value = v;
        }
    }

    private void growBy(int extra) {
        int needed = count + extra;
        if (needed < 0) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        ensureCapacityInternal(needed);
    }

    public void trimToSize() {
        if (count < value.length) {
            char[] v = new char[count];
            System.arraycopy(value, 0, v, 0, count);
            value = v;
        }
    }

    public void setLength(int newLength) {
        if (newLength < 0) {
            throw new StringIndexOutOfBoundsException(newLength);
        }
        ensureCapacityInternal(newLength);
        for (int i = count; i < newLength; i++) {
            value[i] = '\0';
        }
        count = newLength;
    }

    // ------------------------------------------------------------------ reading

    public char charAt(int index) {
        String.checkIndex(index, count);
        return value[index];
    }

    public int codePointAt(int index) {
        String.checkIndex(index, count);
        return Character.codePointAt(value, index, count);
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        if (i < 0 || i >= count) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return Character.codePointBefore(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || endIndex > count || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCount(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > count) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePoints(this, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkRangeSIOOBE(srcBegin, srcEnd, count);
        int n = srcEnd - srcBegin;
        checkRange(dstBegin, dstBegin + n, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, n);
    }

    public void setCharAt(int index, char ch) {
        String.checkIndex(index, count);
        value[index] = ch;
    }

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return String.indexOf(value, count, str.valueArray(), fromIndex);
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, count);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return String.lastIndexOf(value, count, str.valueArray(), fromIndex);
    }

    public String substring(int start) {
        return substring(start, count);
    }

    public CharSequence subSequence(int start, int end) {
        return substring(start, end);
    }

    public String substring(int start, int end) {
        checkRangeSIOOBE(start, end, count);
        return new String(value, start, end - start);
    }

    public String toString() {
        return new String(value, 0, count);
    }

    int compareTo(AbstractStringBuilder another) {
        if (this == another) {
            return 0;
        }
        int n = Math.min(count, another.count);
        for (int i = 0; i < n; i++) {
            char a = value[i];
            char b = another.value[i];
            if (a != b) {
                return a - b;
            }
        }
        return count - another.count;
    }

    // ------------------------------------------------------------------ appending

    public AbstractStringBuilder append(Object obj) {
        return append(String.valueOf(obj));
    }

    public AbstractStringBuilder append(String str) {
        if (str == null) {
            return appendNull();
        }
        char[] src = str.valueArray();
        int n = src.length;
        if (count + n > value.length || count + n < 0) {
            growBy(n);
        }
        System.arraycopy(src, 0, value, count, n);
        count += n;
        return this;
    }

    public AbstractStringBuilder append(StringBuffer sb) {
        return append((CharSequence) sb);
    }

    AbstractStringBuilder append(AbstractStringBuilder asb) {
        if (asb == null) {
            return appendNull();
        }
        int n = asb.count;
        growBy(n);
        System.arraycopy(asb.value, 0, value, count, n);
        count += n;
        return this;
    }

    public AbstractStringBuilder append(CharSequence s) {
        if (s == null) {
            return appendNull();
        }
        if (s instanceof String) {
            return append((String) s);
        }
        if (s instanceof AbstractStringBuilder) {
            return append((AbstractStringBuilder) s);
        }
        return append(s, 0, s.length());
    }

    private AbstractStringBuilder appendNull() {
        growBy(4);
        value[count++] = 'n';
        value[count++] = 'u';
        value[count++] = 'l';
        value[count++] = 'l';
        return this;
    }

    public AbstractStringBuilder append(CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        checkRange(start, end, s.length());
        int n = end - start;
        growBy(n);
        for (int i = start; i < end; i++) {
            value[count++] = s.charAt(i);
        }
        return this;
    }

    public AbstractStringBuilder append(char[] str) {
        growBy(str.length);
        System.arraycopy(str, 0, value, count, str.length);
        count += str.length;
        return this;
    }

    public AbstractStringBuilder append(char[] str, int offset, int len) {
        int end = offset + len;
        checkRange(offset, end, str.length);
        growBy(len);
        System.arraycopy(str, offset, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(boolean b) {
        return append(b ? "true" : "false");
    }

    public AbstractStringBuilder append(char c) {
        growBy(1);
        value[count++] = c;
        return this;
    }

    public AbstractStringBuilder append(int i) {
        return append(Integer.toString(i));
    }

    public AbstractStringBuilder append(long l) {
        return append(Long.toString(l));
    }

    public AbstractStringBuilder append(float f) {
        return append(Float.toString(f));
    }

    public AbstractStringBuilder append(double d) {
        return append(Double.toString(d));
    }

    public AbstractStringBuilder appendCodePoint(int codePoint) {
        if (Character.isBmpCodePoint(codePoint)) {
            return append((char) codePoint);
        }
        if (!Character.isValidCodePoint(codePoint)) {
            throw new IllegalArgumentException(
                    "Not a valid Unicode code point: 0x" + Integer.toHexString(codePoint).toUpperCase());
        }
        growBy(2);
        value[count++] = Character.highSurrogate(codePoint);
        value[count++] = Character.lowSurrogate(codePoint);
        return this;
    }

    // ------------------------------------------------------------------ editing

    public AbstractStringBuilder delete(int start, int end) {
        if (end > count) {
            end = count;
        }
        checkRangeSIOOBE(start, end, count);
        int n = end - start;
        if (n > 0) {
            System.arraycopy(value, end, value, start, count - end);
            count -= n;
        }
        return this;
    }

    public AbstractStringBuilder deleteCharAt(int index) {
        String.checkIndex(index, count);
        System.arraycopy(value, index + 1, value, index, count - index - 1);
        count--;
        return this;
    }

    public AbstractStringBuilder replace(int start, int end, String str) {
        if (end > count) {
            end = count;
        }
        checkRangeSIOOBE(start, end, count);
        char[] src = str.valueArray();
        int newCount = count + src.length - (end - start);
        ensureCapacityInternal(newCount);
        System.arraycopy(value, end, value, start + src.length, count - end);
        System.arraycopy(src, 0, value, start, src.length);
        count = newCount;
        return this;
    }

    /** Opens a gap of {@code len} chars at {@code offset}. */
    private void openGap(int offset, int len) {
        growBy(len);
        System.arraycopy(value, offset, value, offset + len, count - offset);
        count += len;
    }

    public AbstractStringBuilder insert(int index, char[] str, int offset, int len) {
        checkOffset(index, count);
        checkRangeSIOOBE(offset, offset + len, str.length);
        openGap(index, len);
        System.arraycopy(str, offset, value, index, len);
        return this;
    }

    public AbstractStringBuilder insert(int offset, Object obj) {
        return insert(offset, String.valueOf(obj));
    }

    public AbstractStringBuilder insert(int offset, String str) {
        checkOffset(offset, count);
        if (str == null) {
            str = "null";
        }
        char[] src = str.valueArray();
        openGap(offset, src.length);
        System.arraycopy(src, 0, value, offset, src.length);
        return this;
    }

    public AbstractStringBuilder insert(int offset, char[] str) {
        checkOffset(offset, count);
        openGap(offset, str.length);
        System.arraycopy(str, 0, value, offset, str.length);
        return this;
    }

    public AbstractStringBuilder insert(int dstOffset, CharSequence s) {
        if (s == null) {
            s = "null";
        }
        if (s instanceof String) {
            return insert(dstOffset, (String) s);
        }
        return insert(dstOffset, s, 0, s.length());
    }

    public AbstractStringBuilder insert(int dstOffset, CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        checkOffset(dstOffset, count);
        checkRange(start, end, s.length());
        int n = end - start;
        openGap(dstOffset, n);
        for (int i = 0; i < n; i++) {
            value[dstOffset + i] = s.charAt(start + i);
        }
        return this;
    }

    public AbstractStringBuilder insert(int offset, boolean b) {
        return insert(offset, b ? "true" : "false");
    }

    public AbstractStringBuilder insert(int offset, char c) {
        checkOffset(offset, count);
        openGap(offset, 1);
        value[offset] = c;
        return this;
    }

    public AbstractStringBuilder insert(int offset, int i) {
        return insert(offset, Integer.toString(i));
    }

    public AbstractStringBuilder insert(int offset, long l) {
        return insert(offset, Long.toString(l));
    }

    public AbstractStringBuilder insert(int offset, float f) {
        return insert(offset, Float.toString(f));
    }

    public AbstractStringBuilder insert(int offset, double d) {
        return insert(offset, Double.toString(d));
    }

    public AbstractStringBuilder reverse() {
        int n = count;
        boolean hasSurrogates = false;
        for (int i = 0, j = n - 1; i < j; i++, j--) {
            char a = value[i];
            char b = value[j];
            value[i] = b;
            value[j] = a;
            if (Character.isSurrogate(a) || Character.isSurrogate(b)) {
                hasSurrogates = true;
            }
        }
        if (n % 2 == 1 && Character.isSurrogate(value[n / 2])) {
            hasSurrogates = true;
        }
        if (hasSurrogates) {
            // restore the order of reversed surrogate pairs
            for (int i = 0; i < n - 1; i++) {
                if (Character.isLowSurrogate(value[i]) && Character.isHighSurrogate(value[i + 1])) {
                    char t = value[i];
                    value[i] = value[i + 1];
                    value[i + 1] = t;
                    i++;
                }
            }
        }
        return this;
    }
}
