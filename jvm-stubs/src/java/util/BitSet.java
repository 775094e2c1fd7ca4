package java.util;

/**
 * A growable vector of bits in 64-bit words. The visible sizing follows the JDK's: size() is
 * the number of bits in the words array (one word by default, enough for nbits when given),
 * the array grows to the larger of twice its length and what a write needs, and clone() of a
 * set made without an explicit size drops the unused words.
 */
public class BitSet implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 7997698588986878753L;

    private long[] words;
    /** The number of words in use: words[wordsInUse - 1] is the last non-zero word. */
    private transient int wordsInUse;
    /** Whether the user chose the size (then clone keeps it). */
    private transient boolean sizeIsSticky;

    public BitSet() {
        words = new long[1];
    }

    public BitSet(int nbits) {
        if (nbits < 0) {
            throw new NegativeArraySizeException("nbits < 0: " + nbits);
        }
        words = new long[wordIndex(nbits - 1) + 1];
        sizeIsSticky = true;
    }

    private BitSet(long[] words) {
        this.words = words;
        this.wordsInUse = words.length;
        recalculateWordsInUse();
    }

    private static int wordIndex(int bitIndex) {
        return bitIndex >> 6;
    }

    public static BitSet valueOf(long[] longs) {
        int n = longs.length;
        while (n > 0 && longs[n - 1] == 0) {
            n--;
        }
        return new BitSet(Arrays.copyOf(longs, n));
    }

    public static BitSet valueOf(byte[] bytes) {
        int n = bytes.length;
        while (n > 0 && bytes[n - 1] == 0) {
            n--;
        }
        long[] w = new long[(n + 7) / 8];
        for (int i = 0; i < n; i++) {
            w[i / 8] |= (bytes[i] & 0xffL) << (8 * (i % 8));
        }
        return new BitSet(w);
    }

    public long[] toLongArray() {
        return Arrays.copyOf(words, wordsInUse);
    }

    public byte[] toByteArray() {
        if (wordsInUse == 0) {
            return new byte[0];
        }
        int len = 8 * (wordsInUse - 1);
        for (long x = words[wordsInUse - 1]; x != 0; x >>>= 8) {
            len++;
        }
        byte[] bytes = new byte[len];
        for (int i = 0; i < len; i++) {
            bytes[i] = (byte) (words[i / 8] >>> (8 * (i % 8)));
        }
        return bytes;
    }

    private void recalculateWordsInUse() {
        int i = wordsInUse - 1;
        while (i >= 0 && words[i] == 0) {
            i--;
        }
        wordsInUse = i + 1;
    }

    private void ensureCapacity(int wordsRequired) {
        if (words.length < wordsRequired) {
            words = Arrays.copyOf(words, Math.max(2 * words.length, wordsRequired));
            sizeIsSticky = false;
        }
    }

    private void expandTo(int wordIndex) {
        int wordsRequired = wordIndex + 1;
        if (wordsInUse < wordsRequired) {
            ensureCapacity(wordsRequired);
            wordsInUse = wordsRequired;
        }
    }

    private static void checkIndex(int bitIndex) {
        if (bitIndex < 0) {
            throw new IndexOutOfBoundsException("bitIndex < 0: " + bitIndex);
        }
    }

    private static void checkRange(int fromIndex, int toIndex) {
        if (fromIndex < 0) {
            throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
        }
        if (toIndex < 0) {
            throw new IndexOutOfBoundsException("toIndex < 0: " + toIndex);
        }
        if (fromIndex > toIndex) {
            throw new IndexOutOfBoundsException("fromIndex: " + fromIndex + " > toIndex: " + toIndex);
        }
    }

    public void flip(int bitIndex) {
        checkIndex(bitIndex);
        int w = wordIndex(bitIndex);
        expandTo(w);
        words[w] ^= 1L << bitIndex;
        recalculateWordsInUse();
    }

    public void flip(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            int w = wordIndex(i);
            expandTo(w);
            words[w] ^= 1L << i;
        }
        recalculateWordsInUse();
    }

    public void set(int bitIndex) {
        checkIndex(bitIndex);
        int w = wordIndex(bitIndex);
        expandTo(w);
        words[w] |= 1L << bitIndex;
    }

    public void set(int bitIndex, boolean value) {
        if (value) {
            set(bitIndex);
        } else {
            clear(bitIndex);
        }
    }

    public void set(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        if (fromIndex == toIndex) {
            return;
        }
        expandTo(wordIndex(toIndex - 1));
        for (int i = fromIndex; i < toIndex; i++) {
            words[wordIndex(i)] |= 1L << i;
        }
    }

    public void set(int fromIndex, int toIndex, boolean value) {
        if (value) {
            set(fromIndex, toIndex);
        } else {
            clear(fromIndex, toIndex);
        }
    }

    public void clear(int bitIndex) {
        checkIndex(bitIndex);
        int w = wordIndex(bitIndex);
        if (w >= wordsInUse) {
            return;
        }
        words[w] &= ~(1L << bitIndex);
        recalculateWordsInUse();
    }

    public void clear(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        int end = Math.min(toIndex, wordsInUse * 64);
        for (int i = fromIndex; i < end; i++) {
            words[wordIndex(i)] &= ~(1L << i);
        }
        recalculateWordsInUse();
    }

    public void clear() {
        while (wordsInUse > 0) {
            words[--wordsInUse] = 0;
        }
    }

    public boolean get(int bitIndex) {
        checkIndex(bitIndex);
        int w = wordIndex(bitIndex);
        return w < wordsInUse && (words[w] & (1L << bitIndex)) != 0;
    }

    public BitSet get(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        int len = length();
        if (len <= fromIndex || fromIndex == toIndex) {
            return new BitSet(0);
        }
        if (toIndex > len) {
            toIndex = len;
        }
        BitSet result = new BitSet(toIndex - fromIndex);
        for (int i = nextSetBit(fromIndex); i >= 0 && i < toIndex; i = nextSetBit(i + 1)) {
            result.set(i - fromIndex);
        }
        return result;
    }

    public int nextSetBit(int fromIndex) {
        if (fromIndex < 0) {
            throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
        }
        int w = wordIndex(fromIndex);
        if (w >= wordsInUse) {
            return -1;
        }
        long word = words[w] & (-1L << fromIndex);
        while (true) {
            if (word != 0) {
                return w * 64 + Long.numberOfTrailingZeros(word);
            }
            if (++w == wordsInUse) {
                return -1;
            }
            word = words[w];
        }
    }

    public int nextClearBit(int fromIndex) {
        if (fromIndex < 0) {
            throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
        }
        int w = wordIndex(fromIndex);
        if (w >= wordsInUse) {
            return fromIndex;
        }
        long word = ~words[w] & (-1L << fromIndex);
        while (true) {
            if (word != 0) {
                return w * 64 + Long.numberOfTrailingZeros(word);
            }
            if (++w == wordsInUse) {
                return wordsInUse * 64;
            }
            word = ~words[w];
        }
    }

    public int previousSetBit(int fromIndex) {
        if (fromIndex < 0) {
            if (fromIndex == -1) {
                return -1;
            }
            throw new IndexOutOfBoundsException("fromIndex < -1: " + fromIndex);
        }
        for (int i = Math.min(fromIndex, length() - 1); i >= 0; i--) {
            if (get(i)) {
                return i;
            }
        }
        return -1;
    }

    public int previousClearBit(int fromIndex) {
        if (fromIndex < 0) {
            if (fromIndex == -1) {
                return -1;
            }
            throw new IndexOutOfBoundsException("fromIndex < -1: " + fromIndex);
        }
        for (int i = fromIndex; i >= 0; i--) {
            if (!get(i)) {
                return i;
            }
        }
        return -1;
    }

    public int length() {
        if (wordsInUse == 0) {
            return 0;
        }
        return 64 * (wordsInUse - 1) + (64 - Long.numberOfLeadingZeros(words[wordsInUse - 1]));
    }

    public boolean isEmpty() {
        return wordsInUse == 0;
    }

    public boolean intersects(BitSet set) {
        for (int i = Math.min(wordsInUse, set.wordsInUse) - 1; i >= 0; i--) {
            if ((words[i] & set.words[i]) != 0) {
                return true;
            }
        }
        return false;
    }

    public int cardinality() {
        int sum = 0;
        for (int i = 0; i < wordsInUse; i++) {
            sum += Long.bitCount(words[i]);
        }
        return sum;
    }

    public void and(BitSet set) {
        if (this == set) {
            return;
        }
        while (wordsInUse > set.wordsInUse) {
            words[--wordsInUse] = 0;
        }
        for (int i = 0; i < wordsInUse; i++) {
            words[i] &= set.words[i];
        }
        recalculateWordsInUse();
    }

    public void or(BitSet set) {
        if (this == set) {
            return;
        }
        if (wordsInUse < set.wordsInUse) {
            ensureCapacity(set.wordsInUse);
            wordsInUse = set.wordsInUse;
        }
        for (int i = 0; i < set.wordsInUse; i++) {
            words[i] |= set.words[i];
        }
    }

    public void xor(BitSet set) {
        if (wordsInUse < set.wordsInUse) {
            ensureCapacity(set.wordsInUse);
            wordsInUse = set.wordsInUse;
        }
        int n = set.wordsInUse;
        for (int i = 0; i < n; i++) {
            words[i] ^= set.words[i];
        }
        recalculateWordsInUse();
    }

    public void andNot(BitSet set) {
        for (int i = Math.min(wordsInUse, set.wordsInUse) - 1; i >= 0; i--) {
            words[i] &= ~set.words[i];
        }
        recalculateWordsInUse();
    }

    public int hashCode() {
        long h = 1234;
        for (int i = wordsInUse; --i >= 0; ) {
            h ^= words[i] * (i + 1);
        }
        return (int) ((h >> 32) ^ h);
    }

    public int size() {
        return words.length * 64;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof BitSet)) {
            return false;
        }
        if (this == obj) {
            return true;
        }
        BitSet set = (BitSet) obj;
        if (wordsInUse != set.wordsInUse) {
            return false;
        }
        for (int i = 0; i < wordsInUse; i++) {
            if (words[i] != set.words[i]) {
                return false;
            }
        }
        return true;
    }

    public Object clone() {
        if (!sizeIsSticky && wordsInUse != words.length) {
            words = Arrays.copyOf(words, wordsInUse);
        }
        try {
            BitSet result = (BitSet) super.clone();
            result.words = words.clone();
            return result;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public String toString() {
        StringBuilder b = new StringBuilder("{");
        for (int i = nextSetBit(0); i >= 0; i = nextSetBit(i + 1)) {
            if (b.length() > 1) {
                b.append(", ");
            }
            b.append(i);
        }
        return b.append('}').toString();
    }
}
