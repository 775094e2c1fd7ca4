package java.io;

public class FilterOutputStream extends OutputStream {

    protected OutputStream out;

    private boolean closed;

    public FilterOutputStream(OutputStream out) {
        this.out = out;
    }

    public void write(int b) throws IOException {
        out.write(b);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        checkFromIndexSize(off, len, b.length);
        for (int i = 0; i < len; i++) {
            write(b[off + i]);
        }
    }

    public void flush() throws IOException {
        out.flush();
    }

    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        Throwable flushFailure = null;
        try {
            flush();
        } catch (Throwable e) {
            flushFailure = e;
        }
        try {
            out.close();
        } catch (Throwable e) {
            if (flushFailure != null && flushFailure != e) {
                e.addSuppressed(flushFailure);
            }
            throw e;
        }
        if (flushFailure != null) {
            if (flushFailure instanceof IOException) {
                throw (IOException) flushFailure;
            }
            if (flushFailure instanceof RuntimeException) {
                throw (RuntimeException) flushFailure;
            }
            throw (Error) flushFailure;
        }
    }
}
