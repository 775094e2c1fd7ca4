package java.io;

public class ByteArrayOutputStream extends OutputStream {

    protected byte[] buf;

    protected int count;

    public ByteArrayOutputStream() {
        this(32);
    }

    public ByteArrayOutputStream(int size) {
        if (size < 0) {
            throw new IllegalArgumentException("Negative initial size: " + size);
        }
        buf = new byte[size];
    }

    private void ensureCapacity(int minCapacity) {
        if (minCapacity > buf.length) {
            int newCapacity = Math.max(buf.length * 2, minCapacity);
            byte[] b = new byte[newCapacity];
            System.arraycopy(buf, 0, b, 0, count);
            buf = b;
        }
    }

    public void write(int b) {
        ensureCapacity(count + 1);
        buf[count++] = (byte) b;
    }

    public void write(byte[] b, int off, int len) {
        checkFromIndexSize(off, len, b.length);
        ensureCapacity(count + len);
        System.arraycopy(b, off, buf, count, len);
        count += len;
    }

    public void writeBytes(byte[] b) {
        write(b, 0, b.length);
    }

    public void writeTo(OutputStream out) throws IOException {
        out.write(buf, 0, count);
    }

    public void reset() {
        count = 0;
    }

    public byte[] toByteArray() {
        byte[] b = new byte[count];
        System.arraycopy(buf, 0, b, 0, count);
        return b;
    }

    public int size() {
        return count;
    }

    public String toString() {
        return new String(buf, 0, count);
    }

    public String toString(String charsetName) throws UnsupportedEncodingException {
        return new String(buf, 0, count, charsetName);
    }

    public void close() throws IOException {
    }
}
