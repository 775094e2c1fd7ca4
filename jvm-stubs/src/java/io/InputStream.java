package java.io;

public abstract class InputStream implements Closeable {

    public InputStream() {
    }

    public abstract int read() throws IOException;

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        int c = read();
        if (c == -1) {
            return -1;
        }
        b[off] = (byte) c;
        int i = 1;
        for (; i < len; i++) {
            c = read();
            if (c == -1) {
                break;
            }
            b[off + i] = (byte) c;
        }
        return i;
    }

    public byte[] readAllBytes() throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        int c;
        while ((c = read()) != -1) {
            bos.write(c);
        }
        return bos.toByteArray();
    }

    public long skip(long n) throws IOException {
        long skipped = 0;
        while (skipped < n && read() != -1) {
            skipped++;
        }
        return skipped;
    }

    public int available() throws IOException {
        return 0;
    }

    public void close() throws IOException {
    }

    public void mark(int readlimit) {
    }

    public void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }

    public boolean markSupported() {
        return false;
    }

    public long transferTo(OutputStream out) throws IOException {
        long n = 0;
        int c;
        while ((c = read()) != -1) {
            out.write(c);
            n++;
        }
        return n;
    }
}
