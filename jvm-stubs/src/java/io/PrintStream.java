package java.io;

/**
 * Print stream. Text printed to a FileOutputStream on stdout/stderr goes to the VM as
 * strings through the native {@code writeString0}; other print streams encode text as
 * UTF-8 into their OutputStream.
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {

    /** The standard output/error stream this print stream writes text to directly, or null. */
    private final FileOutputStream std;

    private final boolean autoFlush;

    private boolean trouble;

    private boolean closed;

    /** Writes a string to fd 1 (stdout) or 2 (stderr). */
    static native void writeString0(int fd, String s);

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        super(requireNonNull(out));
        this.std = (out instanceof FileOutputStream) ? (FileOutputStream) out : null;
        this.autoFlush = autoFlush;
    }

    public PrintStream(OutputStream out, boolean autoFlush, String encoding)
            throws UnsupportedEncodingException {
        this(out, autoFlush);
        if (encoding == null) {
            throw new NullPointerException("charsetName");
        }
        String e = encoding.toUpperCase().replace("_", "-");
        if (!e.equals("UTF-8") && !e.equals("UTF8")) {
            throw new UnsupportedEncodingException(encoding);
        }
    }

    public PrintStream(String fileName) throws FileNotFoundException {
        this(new FileOutputStream(fileName));
    }

    private static OutputStream requireNonNull(OutputStream out) {
        if (out == null) {
            throw new NullPointerException("Null output stream");
        }
        return out;
    }

    // ------------------------------------------------------------------ low level

    /** Writes text to the destination of this stream (UTF-8 for byte streams). */
    private void writeText(String s) {
        if (closed) {
            trouble = true;
            return;
        }
        try {
            if (std != null) {
                std.writeText(s);
                return;
            }
            byte[] b = s.getBytes();
            out.write(b, 0, b.length);
            if (autoFlush && s.indexOf('\n') >= 0) {
                out.flush();
            }
        } catch (IOException e) {
            trouble = true;
        }
    }

    public void write(int b) {
        if (closed) {
            trouble = true;
            return;
        }
        try {
            out.write(b);
            if (b == '\n' && autoFlush) {
                out.flush();
            }
        } catch (IOException e) {
            trouble = true;
        }
    }

    public void write(byte[] buf, int off, int len) {
        checkFromIndexSize(off, len, buf.length);
        if (closed) {
            trouble = true;
            return;
        }
        try {
            out.write(buf, off, len);
            if (autoFlush) {
                out.flush();
            }
        } catch (IOException e) {
            trouble = true;
        }
    }

    public void write(byte[] buf) throws IOException {
        write(buf, 0, buf.length);
    }

    public void writeBytes(byte[] buf) {
        write(buf, 0, buf.length);
    }

    public void flush() {
        if (closed) {
            return;
        }
        try {
            out.flush();
        } catch (IOException e) {
            trouble = true;
        }
    }

    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            out.flush();
            out.close();
        } catch (IOException e) {
            trouble = true;
        }
    }

    public boolean checkError() {
        if (!closed) {
            flush();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    // ------------------------------------------------------------------ print

    public void print(boolean b) {
        writeText(b ? "true" : "false");
    }

    public void print(char c) {
        writeText(String.valueOf(c));
    }

    public void print(int i) {
        writeText(String.valueOf(i));
    }

    public void print(long l) {
        writeText(String.valueOf(l));
    }

    public void print(float f) {
        writeText(String.valueOf(f));
    }

    public void print(double d) {
        writeText(String.valueOf(d));
    }

    public void print(char[] s) {
        writeText(new String(s));
    }

    public void print(String s) {
        writeText(String.valueOf(s));
    }

    public void print(Object obj) {
        writeText(String.valueOf(obj));
    }

    // ------------------------------------------------------------------ println

    public void println() {
        writeText("\n");
    }

    public void println(boolean x) {
        writeText((x ? "true" : "false") + "\n");
    }

    public void println(char x) {
        writeText(String.valueOf(x) + "\n");
    }

    public void println(int x) {
        writeText(String.valueOf(x) + "\n");
    }

    public void println(long x) {
        writeText(String.valueOf(x) + "\n");
    }

    public void println(float x) {
        writeText(String.valueOf(x) + "\n");
    }

    public void println(double x) {
        writeText(String.valueOf(x) + "\n");
    }

    public void println(char[] x) {
        writeText(new String(x) + "\n");
    }

    public void println(String x) {
        writeText(String.valueOf(x) + "\n");
    }

    public void println(Object x) {
        writeText(String.valueOf(x) + "\n");
    }

    // ------------------------------------------------------------------ formatted output

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintStream format(String format, Object... args) {
        writeText(String.format(format, args));
        return this;
    }

    public PrintStream printf(java.util.Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    public PrintStream format(java.util.Locale l, String format, Object... args) {
        writeText(String.format(l, format, args));
        return this;
    }

    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }
}
