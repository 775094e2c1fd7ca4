package java.io;

import java.util.Objects;

/**
 * A source of characters. Subclasses hold {@link #lock} while they work, as the JDK's do.
 * ({@code Readable} and {@code read(CharBuffer)} are not modelled: ironpf has no
 * java.nio buffers.)
 */
public abstract class Reader implements Closeable {
    private static final int MAX_SKIP_BUFFER = 8192;

    protected Object lock;

    protected Reader() {
        this.lock = this;
    }

    protected Reader(Object lock) {
        if (lock == null) {
            throw new NullPointerException();
        }
        this.lock = lock;
    }

    /** A reader with no characters (JDK 11); closing it makes reads throw. */
    public static Reader nullReader() {
        return new Reader() {
            private boolean closed;

            private void ensureOpen() throws IOException {
                if (closed) {
                    throw new IOException("Stream closed");
                }
            }

            @Override
            public int read() throws IOException {
                ensureOpen();
                return -1;
            }

            @Override
            public int read(char[] cbuf, int off, int len) throws IOException {
                Objects.checkFromIndexSize(off, len, cbuf.length);
                ensureOpen();
                return len == 0 ? 0 : -1;
            }

            @Override
            public boolean ready() throws IOException {
                ensureOpen();
                return false;
            }

            @Override
            public long skip(long n) throws IOException {
                ensureOpen();
                return 0L;
            }

            @Override
            public void close() {
                closed = true;
            }
        };
    }

    public int read() throws IOException {
        char[] one = new char[1];
        return read(one, 0, 1) == -1 ? -1 : one[0];
    }

    public int read(char[] cbuf) throws IOException {
        return read(cbuf, 0, cbuf.length);
    }

    public abstract int read(char[] cbuf, int off, int len) throws IOException;

    public long skip(long n) throws IOException {
        if (n < 0L) {
            throw new IllegalArgumentException("skip value is negative");
        }
        int chunk = (int) Math.min(n, MAX_SKIP_BUFFER);
        synchronized (lock) {
            char[] sink = new char[chunk];
            long left = n;
            while (left > 0) {
                int got = read(sink, 0, (int) Math.min(left, chunk));
                if (got == -1) {
                    break;
                }
                left -= got;
            }
            return n - left;
        }
    }

    public boolean ready() throws IOException {
        return false;
    }

    public boolean markSupported() {
        return false;
    }

    public void mark(int readAheadLimit) throws IOException {
        throw new IOException("mark() not supported");
    }

    public void reset() throws IOException {
        throw new IOException("reset() not supported");
    }

    public abstract void close() throws IOException;
}
