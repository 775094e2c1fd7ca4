package java.io;

/**
 * Output stream on a file descriptor. ironpf has no file system: only the standard
 * output and error descriptors can be written; text goes to the VM as strings.
 */
public class FileOutputStream extends OutputStream {

    private final FileDescriptor fdObj;

    /** 1 = stdout, 2 = stderr. */
    private final int fd;

    private boolean closed;

    /** Bytes of an incomplete UTF-8 sequence. */
    private final byte[] pending = new byte[4];

    private int pendingCount;

    public FileOutputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        if (fdObj.fd() != 1 && fdObj.fd() != 2) {
            throw ironpf.Unsupported.fail("writing to file descriptor " + fdObj.fd());
        }
        this.fdObj = fdObj;
        this.fd = fdObj.fd();
    }

    public FileOutputStream(String name) throws FileNotFoundException {
        throw ironpf.Unsupported.fail("file output (" + name + ")");
    }

    public FileOutputStream(String name, boolean append) throws FileNotFoundException {
        throw ironpf.Unsupported.fail("file output (" + name + ")");
    }

    public final FileDescriptor getFD() throws IOException {
        return fdObj;
    }

    /** The standard descriptor (1 or 2) this stream writes to. */
    int standardFd() {
        return fd;
    }

    /** Writes text directly, after any pending partial character. */
    void writeText(String s) throws IOException {
        ensureOpen();
        flushPending();
        PrintStream.writeString0(fd, s);
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
    }

    private void flushPending() {
        if (pendingCount > 0) {
            String s = new String(pending, 0, pendingCount);
            pendingCount = 0;
            PrintStream.writeString0(fd, s);
        }
    }

    private static int utf8Length(int lead) {
        if (lead >= 0xc0 && lead <= 0xdf) {
            return 2;
        }
        if (lead >= 0xe0 && lead <= 0xef) {
            return 3;
        }
        if (lead >= 0xf0 && lead <= 0xf7) {
            return 4;
        }
        return 1;
    }

    private void writeByte(int b) {
        b &= 0xff;
        if (pendingCount > 0 && (b & 0xc0) != 0x80) {
            flushPending(); // an incomplete sequence followed by a new character
        }
        if (pendingCount == 0 && b < 0x80) {
            PrintStream.writeString0(fd, String.valueOf((char) b));
            return;
        }
        pending[pendingCount++] = (byte) b;
        if (pendingCount >= utf8Length(pending[0] & 0xff)) {
            flushPending();
        }
    }

    public void write(int b) throws IOException {
        ensureOpen();
        writeByte(b);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        checkFromIndexSize(off, len, b.length);
        ensureOpen();
        // runs of ASCII go out as one string
        int i = off;
        int end = off + len;
        while (i < end) {
            if (pendingCount == 0 && b[i] >= 0) {
                int start = i;
                while (i < end && b[i] >= 0) {
                    i++;
                }
                PrintStream.writeString0(fd, new String(b, start, i - start));
            } else {
                writeByte(b[i++]);
            }
        }
    }

    public void flush() throws IOException {
        // an incomplete UTF-8 sequence stays pending until its remaining bytes arrive
    }

    public void close() throws IOException {
        if (!closed) {
            flushPending();
            closed = true;
        }
    }
}
