package java.io;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A reader that reads ahead into a buffer (8192 characters unless told) and splits lines at
 * {@code \n}, {@code \r} or {@code \r\n}. The buffer is filled, kept for a mark and grown for
 * a read-ahead limit larger than itself as the JDK's is, so a reset fails ("Mark invalid")
 * exactly where the JDK's does, and the underlying reader sees the same reads.
 */
public class BufferedReader extends Reader {
    private static final int UNMARKED = -1;
    private static final int INVALIDATED = -2;

    private Reader in;
    private char[] cb;
    /** Characters in the buffer, and the next one to hand out. */
    private int nChars;
    private int nextChar;
    private int markedChar = UNMARKED;
    private int readAheadLimit;
    /** The last line ended at a '\r': a '\n' that comes next belongs to it. */
    private boolean skipLF;
    private boolean markedSkipLF;

    public BufferedReader(Reader in, int sz) {
        super(in);
        if (sz <= 0) {
            throw new IllegalArgumentException("Buffer size <= 0");
        }
        this.in = in;
        this.cb = new char[sz];
    }

    public BufferedReader(Reader in) {
        this(in, 8192);
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    /**
     * Reads more into the buffer, keeping the marked characters at its start while the
     * read-ahead limit allows (growing the buffer to the limit when it is larger).
     */
    private void fill() throws IOException {
        int dst = 0;
        if (markedChar > UNMARKED) {
            int kept = nextChar - markedChar;
            if (kept >= readAheadLimit) {
                markedChar = INVALIDATED;
                readAheadLimit = 0;
            } else {
                char[] target = readAheadLimit <= cb.length ? cb : new char[readAheadLimit];
                System.arraycopy(cb, markedChar, target, 0, kept);
                cb = target;
                markedChar = 0;
                dst = kept;
                nextChar = kept;
                nChars = kept;
            }
        }
        int n;
        do {
            n = in.read(cb, dst, cb.length - dst);
        } while (n == 0);
        if (n > 0) {
            nChars = dst + n;
            nextChar = dst;
        }
    }

    @Override
    public int read() throws IOException {
        synchronized (lock) {
            ensureOpen();
            while (true) {
                if (nextChar >= nChars) {
                    fill();
                    if (nextChar >= nChars) {
                        return -1;
                    }
                }
                if (skipLF) {
                    skipLF = false;
                    if (cb[nextChar] == '\n') {
                        nextChar++;
                        continue;
                    }
                }
                return cb[nextChar++];
            }
        }
    }

    /** One read into {@code cbuf}: from the buffer, or straight from the reader for a large read. */
    private int readOnce(char[] cbuf, int off, int len) throws IOException {
        if (nextChar >= nChars) {
            if (len >= cb.length && markedChar <= UNMARKED && !skipLF) {
                return in.read(cbuf, off, len);
            }
            fill();
        }
        if (nextChar >= nChars) {
            return -1;
        }
        if (skipLF) {
            skipLF = false;
            if (cb[nextChar] == '\n') {
                nextChar++;
                if (nextChar >= nChars) {
                    fill();
                }
                if (nextChar >= nChars) {
                    return -1;
                }
            }
        }
        int n = Math.min(len, nChars - nextChar);
        System.arraycopy(cb, nextChar, cbuf, off, n);
        nextChar += n;
        return n;
    }

    @Override
    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            Objects.checkFromIndexSize(off, len, cbuf.length);
            if (len == 0) {
                return 0;
            }
            int n = readOnce(cbuf, off, len);
            if (n <= 0) {
                return n;
            }
            while (n < len && in.ready()) {
                int more = readOnce(cbuf, off + n, len - n);
                if (more <= 0) {
                    break;
                }
                n += more;
            }
            return n;
        }
    }

    /** The next line without its terminator, or null at the end. */
    public String readLine() throws IOException {
        synchronized (lock) {
            ensureOpen();
            StringBuilder partial = null;
            boolean omitLF = skipLF;
            while (true) {
                if (nextChar >= nChars) {
                    fill();
                }
                if (nextChar >= nChars) {
                    return partial != null && partial.length() > 0 ? partial.toString() : null;
                }
                if (omitLF && cb[nextChar] == '\n') {
                    nextChar++;
                }
                skipLF = false;
                omitLF = false;
                int i = nextChar;
                char c = 0;
                while (i < nChars) {
                    c = cb[i];
                    if (c == '\n' || c == '\r') {
                        break;
                    }
                    i++;
                }
                int start = nextChar;
                nextChar = i;
                if (i < nChars) {
                    String line;
                    if (partial == null) {
                        line = new String(cb, start, i - start);
                    } else {
                        line = partial.append(cb, start, i - start).toString();
                    }
                    nextChar++;
                    if (c == '\r') {
                        skipLF = true;
                    }
                    return line;
                }
                if (partial == null) {
                    partial = new StringBuilder(80);
                }
                partial.append(cb, start, i - start);
            }
        }
    }

    @Override
    public long skip(long n) throws IOException {
        if (n < 0L) {
            throw new IllegalArgumentException("skip value is negative");
        }
        synchronized (lock) {
            ensureOpen();
            long left = n;
            while (left > 0) {
                if (nextChar >= nChars) {
                    fill();
                }
                if (nextChar >= nChars) {
                    break;
                }
                if (skipLF) {
                    skipLF = false;
                    if (cb[nextChar] == '\n') {
                        nextChar++;
                    }
                }
                long here = nChars - nextChar;
                if (left <= here) {
                    nextChar += (int) left;
                    left = 0;
                    break;
                }
                left -= here;
                nextChar = nChars;
            }
            return n - left;
        }
    }

    @Override
    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (skipLF) {
                if (nextChar >= nChars && in.ready()) {
                    fill();
                }
                if (nextChar < nChars) {
                    if (cb[nextChar] == '\n') {
                        nextChar++;
                    }
                    skipLF = false;
                }
            }
            return nextChar < nChars || in.ready();
        }
    }

    @Override
    public boolean markSupported() {
        return true;
    }

    @Override
    public void mark(int readAheadLimit) throws IOException {
        if (readAheadLimit < 0) {
            throw new IllegalArgumentException("Read-ahead limit < 0");
        }
        synchronized (lock) {
            ensureOpen();
            this.readAheadLimit = readAheadLimit;
            markedChar = nextChar;
            markedSkipLF = skipLF;
        }
    }

    @Override
    public void reset() throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (markedChar < 0) {
                throw new IOException(markedChar == INVALIDATED ? "Mark invalid" : "Stream not marked");
            }
            nextChar = markedChar;
            skipLF = markedSkipLF;
        }
    }

    @Override
    public void close() throws IOException {
        synchronized (lock) {
            if (in == null) {
                return;
            }
            try {
                in.close();
            } finally {
                in = null;
                cb = null;
            }
        }
    }

    /** The remaining lines, read lazily as the stream pulls them. */
    public Stream<String> lines() {
        Iterator<String> lines = new Iterator<String>() {
            private String pending;

            @Override
            public boolean hasNext() {
                if (pending != null) {
                    return true;
                }
                try {
                    pending = readLine();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                return pending != null;
            }

            @Override
            public String next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                String line = pending;
                pending = null;
                return line;
            }
        };
        return StreamSupport.stream(
                Spliterators.spliteratorUnknownSize(lines, Spliterator.ORDERED | Spliterator.NONNULL), false);
    }
}
