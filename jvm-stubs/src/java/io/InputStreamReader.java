package java.io;

import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;

/**
 * A reader decoding bytes of an input stream in one of ironpf's charsets (UTF-8 by default).
 * It reads the stream 8192 bytes at a time, as the JDK's does, and decodes what it read as
 * {@code new String(bytes, charset)} would (malformed input becomes U+FFFD), keeping a
 * sequence cut by the end of a read for the next one; UTF-16 reads its byte-order mark once,
 * at the start.
 */
public class InputStreamReader extends Reader {
    private static final int CHUNK = 8192;

    private InputStream in;
    private final Charset charset;
    private final String encoding;
    /** Bytes read and not decoded yet (a sequence cut by the end of a read). */
    private final byte[] bytes = new byte[CHUNK];
    private int byteCount;
    private char[] chars = new char[0];
    private int charPos;
    /** The second character a single-character read decoded. */
    private char leftover;
    private boolean hasLeftover;
    private boolean eof;
    /** For UTF-16: the byte order, once the start of the stream has been read. */
    private Charset decodeAs;

    public InputStreamReader(InputStream in) {
        this(in, StandardCharsets.UTF_8);
    }

    public InputStreamReader(InputStream in, String charsetName) throws UnsupportedEncodingException {
        super(in);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        Charset cs;
        try {
            cs = Charset.forName(charsetName);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            throw new UnsupportedEncodingException(charsetName);
        }
        this.in = in;
        this.charset = cs;
        this.encoding = historicalName(cs);
    }

    public InputStreamReader(InputStream in, Charset cs) {
        super(in);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.in = in;
        this.charset = cs;
        this.encoding = historicalName(cs);
    }

    private static String historicalName(Charset cs) {
        switch (cs.name()) {
            case "UTF-8": return "UTF8";
            case "ISO-8859-1": return "ISO8859_1";
            case "US-ASCII": return "ASCII";
            case "UTF-16BE": return "UnicodeBigUnmarked";
            case "UTF-16LE": return "UnicodeLittleUnmarked";
            default: return cs.name();
        }
    }

    /** The charset's historical name ({@code UTF8}, {@code ISO8859_1}, ...), or null once closed. */
    public String getEncoding() {
        return in == null ? null : encoding;
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    /**
     * One character. As in the JDK, a single read decodes two characters and keeps the second
     * for the next call (which returns it even after close).
     */
    @Override
    public int read() throws IOException {
        synchronized (lock) {
            if (hasLeftover) {
                hasLeftover = false;
                return leftover;
            }
            char[] two = new char[2];
            int n = read(two, 0, 2);
            if (n == -1) {
                return -1;
            }
            if (n == 2) {
                leftover = two[1];
                hasLeftover = true;
            }
            return two[0];
        }
    }

    @Override
    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (off < 0 || off > cbuf.length || len < 0 || off + len > cbuf.length || off + len < 0) {
                throw new IndexOutOfBoundsException();
            }
            if (len == 0) {
                return 0;
            }
            int n = 0;
            if (hasLeftover) {
                cbuf[off] = leftover;
                hasLeftover = false;
                n = 1;
                if (len == 1 || !sourceReady()) {
                    return 1;
                }
            }
            if (len - n == 1) {
                int c = read();
                if (c == -1) {
                    return n == 0 ? -1 : n;
                }
                cbuf[off + n] = (char) c;
                return n + 1;
            }
            while (n < len) {
                if (charPos >= chars.length) {
                    if (n > 0 && (eof || in.available() <= 0)) {
                        break;
                    }
                    if (!decodeMore()) {
                        break;
                    }
                }
                int k = Math.min(len - n, chars.length - charPos);
                System.arraycopy(chars, charPos, cbuf, off + n, k);
                charPos += k;
                n += k;
            }
            return n == 0 ? -1 : n;
        }
    }

    /** Whether characters are decoded or bytes wait, without the leftover character. */
    private boolean sourceReady() throws IOException {
        return charPos < chars.length || byteCount > 0 || in.available() > 0;
    }

    /** Reads and decodes until some characters are ready; false at the end of the stream. */
    private boolean decodeMore() throws IOException {
        while (true) {
            if (!eof) {
                int got = in.read(bytes, byteCount, bytes.length - byteCount);
                if (got < 0) {
                    eof = true;
                } else {
                    byteCount += got;
                }
            }
            int start = 0;
            if (decodeAs == null) {
                if (!charset.name().equals("UTF-16")) {
                    decodeAs = charset;
                } else if (byteCount >= 2 || eof) {
                    boolean little = byteCount >= 2 && (bytes[0] & 0xff) == 0xff && (bytes[1] & 0xff) == 0xfe;
                    boolean big = byteCount >= 2 && (bytes[0] & 0xff) == 0xfe && (bytes[1] & 0xff) == 0xff;
                    decodeAs = little ? StandardCharsets.UTF_16LE : StandardCharsets.UTF_16BE;
                    start = little || big ? 2 : 0;
                } else {
                    continue;
                }
            }
            int end = eof ? byteCount : completeUpTo(start, byteCount);
            if (end > start) {
                chars = new String(bytes, start, end - start, decodeAs).toCharArray();
                charPos = 0;
            } else {
                chars = new char[0];
                charPos = 0;
            }
            System.arraycopy(bytes, end, bytes, 0, byteCount - end);
            byteCount -= end;
            if (chars.length > 0) {
                return true;
            }
            if (eof) {
                return false;
            }
        }
    }

    /** The end of the last complete character in {@code bytes[start, end)}. */
    private int completeUpTo(int start, int end) {
        if (decodeAs == StandardCharsets.UTF_8) {
            for (int i = end - 1; i >= Math.max(start, end - 3); i--) {
                int b = bytes[i] & 0xff;
                if ((b & 0xc0) == 0x80) {
                    continue;
                }
                int need = b >= 0xf0 && b <= 0xf7 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
                return b >= 0xc0 && b <= 0xf7 && i + need > end ? i : end;
            }
            return end;
        }
        if (decodeAs == StandardCharsets.UTF_16BE || decodeAs == StandardCharsets.UTF_16LE) {
            int e = start + ((end - start) & ~1);
            if (e - start >= 2) {
                boolean le = decodeAs == StandardCharsets.UTF_16LE;
                int unit = le ? (bytes[e - 2] & 0xff) | (bytes[e - 1] & 0xff) << 8
                        : (bytes[e - 2] & 0xff) << 8 | (bytes[e - 1] & 0xff);
                if (unit >= 0xd800 && unit <= 0xdbff) {
                    e -= 2;
                }
            }
            return e;
        }
        return end;
    }

    @Override
    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            return hasLeftover || sourceReady();
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
            }
        }
    }
}
