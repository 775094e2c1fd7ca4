import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.CharArrayReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.UnsupportedEncodingException;
import java.nio.charset.StandardCharsets;
import java.util.stream.Collectors;

/** java.io readers: StringReader, CharArrayReader, BufferedReader, InputStreamReader. */
public class Readers {
    /** A reader that hands out at most {@code chunk} characters per read and logs each read. */
    static class Trickle extends Reader {
        final String text;
        final int chunk;
        int pos;
        final StringBuilder log = new StringBuilder();

        Trickle(String text, int chunk) {
            this.text = text;
            this.chunk = chunk;
        }

        @Override
        public int read(char[] cbuf, int off, int len) {
            log.append('[').append(off).append(',').append(len).append(']');
            if (pos >= text.length()) {
                return -1;
            }
            int n = Math.min(Math.min(len, chunk), text.length() - pos);
            text.getChars(pos, pos + n, cbuf, off);
            pos += n;
            return n;
        }

        @Override
        public boolean ready() {
            return pos < text.length() && pos % 2 == 0;
        }

        @Override
        public void close() {
            log.append("closed");
        }
    }

    static String show(String s) {
        return s == null ? "null" : "\"" + s.replace("\r", "\\r").replace("\n", "\\n") + "\"";
    }

    static String readAll(Reader r, int bufSize) throws IOException {
        StringBuilder sb = new StringBuilder();
        char[] buf = new char[bufSize];
        int n;
        StringBuilder sizes = new StringBuilder();
        while ((n = r.read(buf)) != -1) {
            sb.append(buf, 0, n);
            sizes.append(n).append(' ');
        }
        return sizes.toString().trim() + " -> " + show(sb.toString());
    }

    public static void main(String[] args) throws IOException {
        // StringReader
        StringReader sr = new StringReader("hello, world");
        char[] five = new char[5];
        System.out.println(sr.read() + " " + sr.read(five) + " " + new String(five) + " " + sr.ready() + " " + sr.markSupported());
        sr.mark(0);
        System.out.println(sr.skip(3) + " " + (char) sr.read() + " " + sr.skip(-4) + " " + (char) sr.read());
        sr.reset();
        System.out.println((char) sr.read() + " " + sr.skip(100) + " " + sr.read() + " " + sr.skip(-3) + " " + sr.read(five, 0, 0));
        sr.close();
        sr.close();
        try {
            sr.read();
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }
        try {
            new StringReader("x").read(new char[2], 1, 2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            new StringReader("x").mark(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }

        // CharArrayReader
        char[] letters = "abcdefgh".toCharArray();
        CharArrayReader car = new CharArrayReader(letters, 2, 4);
        System.out.println((char) car.read() + " " + car.skip(1) + " " + car.ready() + " " + readAll(car, 3) + " " + car.ready()
                + " " + car.skip(5) + " " + car.skip(-1));
        car.reset();
        System.out.println("reset to offset: " + (char) car.read());
        car.mark(-5);
        car.skip(1);
        car.reset();
        System.out.println("after mark: " + (char) car.read() + " " + readAll(new CharArrayReader(letters, 6, 100), 10));
        for (int[] bad : new int[][] {{9, 1}, {1, -1}, {-1, 2}}) {
            try {
                new CharArrayReader(letters, bad[0], bad[1]);
            } catch (IllegalArgumentException e) {
                System.out.println("bad offset/length: " + e);
            }
        }
        car.close();
        try {
            car.ready();
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }

        // BufferedReader: lines with every terminator, also across buffer boundaries
        String text = "one\ntwo\r\nthree\rfour\r\r\nfive\n\nsix";
        for (int size : new int[] {8192, 1, 2, 3, 4, 5}) {
            BufferedReader br = new BufferedReader(new StringReader(text), size);
            StringBuilder lines = new StringBuilder();
            String line;
            while ((line = br.readLine()) != null) {
                lines.append(show(line)).append(' ');
            }
            System.out.println(size + ": " + lines + br.readLine() + " " + br.read());
        }
        for (int chunk : new int[] {1, 3, 100}) {
            Trickle t = new Trickle(text, chunk);
            BufferedReader br = new BufferedReader(t, 4);
            System.out.println(show(br.readLine()) + " " + (char) br.read() + " " + br.read() + " " + show(br.readLine())
                    + " " + br.ready() + " " + br.skip(3) + " " + show(br.readLine()) + " " + t.log);
        }
        // read() after a line ending in \r skips the \n, and so do skip and ready
        BufferedReader cr = new BufferedReader(new StringReader("a\r\nb\r\nc\r\nd"));
        System.out.println(show(cr.readLine()) + " " + (char) cr.read() + " " + show(cr.readLine()) + " " + cr.skip(1)
                + " " + show(cr.readLine()) + " " + cr.ready() + " " + (char) cr.read());
        // bulk reads: straight from the source when the request is at least the buffer
        Trickle big = new Trickle("0123456789abcdefghij", 7);
        BufferedReader bb = new BufferedReader(big, 4);
        char[] buf = new char[10];
        System.out.println(bb.read(buf, 0, 10) + " " + new String(buf) + " " + bb.read(buf, 0, 3) + " " + bb.read(buf, 2, 8) + " "
                + new String(buf) + " " + big.log);
        // mark and reset within and beyond the read-ahead limit
        BufferedReader mr = new BufferedReader(new StringReader("abcdefghijklmnop"), 4);
        mr.mark(3);
        System.out.println((char) mr.read() + "" + (char) mr.read() + "" + (char) mr.read());
        mr.reset();
        System.out.println("reset: " + (char) mr.read());
        mr.mark(2);
        for (int i = 0; i < 6; i++) {
            mr.read();
        }
        try {
            mr.reset();
            System.out.println("reset beyond the limit worked: " + (char) mr.read());
        } catch (IOException e) {
            System.out.println("reset beyond the limit: " + e.getMessage());
        }
        mr.mark(10);
        char[] ten = new char[9];
        System.out.println(mr.read(ten) + " " + new String(ten, 0, 9));
        mr.reset();
        System.out.println("big limit reset: " + (char) mr.read());
        try {
            new BufferedReader(new StringReader("x")).reset();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        BufferedReader small = new BufferedReader(new StringReader("abcdefgh"), 2);
        small.mark(1);
        small.read();
        small.read();
        small.read();
        try {
            small.reset();
            System.out.println("small reset worked");
        } catch (IOException e) {
            System.out.println("small: " + e.getMessage());
        }
        System.out.println(new BufferedReader(new StringReader(text)).lines().map(String::toUpperCase).collect(Collectors.joining("|")));
        BufferedReader half = new BufferedReader(new StringReader("x\ny\nz"));
        half.readLine();
        System.out.println(half.lines().count() + " " + half.readLine());
        Trickle closing = new Trickle("abc", 1);
        BufferedReader cl = new BufferedReader(closing);
        cl.close();
        cl.close();
        System.out.println(closing.log);
        for (String op : new String[] {"read", "readLine", "ready", "skip", "mark", "reset"}) {
            try {
                switch (op) {
                    case "read": cl.read(); break;
                    case "readLine": cl.readLine(); break;
                    case "ready": cl.ready(); break;
                    case "skip": cl.skip(1); break;
                    case "mark": cl.mark(1); break;
                    default: cl.reset(); break;
                }
            } catch (IOException e) {
                System.out.println(op + " after close: " + e.getMessage());
            }
        }
        try {
            new BufferedReader(new StringReader("x"), 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            new BufferedReader(new StringReader("x")).skip(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }

        // InputStreamReader in every charset
        String sample = "A\u00e9\u20ac\uD83D\uDE00z\r\nline 2";
        String[] charsets = {"UTF-8", "ISO-8859-1", "US-ASCII", "UTF-16", "UTF-16BE", "UTF-16LE"};
        for (String cs : charsets) {
            byte[] bytes = sample.getBytes(cs);
            InputStreamReader isr = new InputStreamReader(new ByteArrayInputStream(bytes), cs);
            System.out.println(cs + " " + isr.getEncoding() + " " + isr.ready() + " " + readAll(isr, 3).replace("\uD83D\uDE00", "<emoji>")
                    + " " + isr.ready());
            BufferedReader lines = new BufferedReader(new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8));
            System.out.println("  as UTF-8: " + lines.lines().map(l -> l.length() + ":" + l.hashCode()).collect(Collectors.joining(",")));
        }
        // a multi-byte character cut by the end of a read of the stream (8192 bytes at a time)
        StringBuilder longText = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            longText.append("\u00e9\u20ac").append(i % 10);
        }
        for (String cs : new String[] {"UTF-8", "UTF-16", "UTF-16LE"}) {
            byte[] bytes = ("x" + longText).getBytes(cs);
            Reader r = new InputStreamReader(new ByteArrayInputStream(bytes), cs);
            StringBuilder got = new StringBuilder();
            char[] b = new char[1000];
            int n;
            while ((n = r.read(b)) != -1) {
                got.append(b, 0, n);
            }
            System.out.println(cs + " long: " + got.length() + " " + got.toString().equals("x" + longText));
        }
        byte[] malformed = {'a', (byte) 0xe2, (byte) 0x82, 'b', (byte) 0xff, (byte) 0xc3};
        System.out.println(show(new BufferedReader(new InputStreamReader(new ByteArrayInputStream(malformed))).readLine()
                .replace('\ufffd', '?')));
        byte[] odd = {0, 'a', 0};
        System.out.println(readAll(new InputStreamReader(new ByteArrayInputStream(odd), "UTF-16"), 4).replace('\ufffd', '?'));
        byte[] bomLe = {(byte) 0xff, (byte) 0xfe, 'h', 0, 'i', 0};
        System.out.println(readAll(new InputStreamReader(new ByteArrayInputStream(bomLe), "UTF-16"), 4) + " "
                + readAll(new InputStreamReader(new ByteArrayInputStream(bomLe), "UTF-16LE"), 4).length());
        InputStream counted = new ByteArrayInputStream("abc".getBytes());
        InputStreamReader isr = new InputStreamReader(counted);
        System.out.println((char) isr.read() + " left in stream " + counted.available() + " markSupported " + isr.markSupported());
        isr.close();
        System.out.println("encoding after close: " + isr.getEncoding());
        try {
            isr.read();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        try {
            new InputStreamReader(counted, "no-such-charset");
        } catch (UnsupportedEncodingException e) {
            System.out.println(e);
        }
        try {
            new InputStreamReader(counted).read(new char[1], 1, 1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e);
        }
        try {
            new InputStreamReader(counted).mark(1);
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        try {
            new InputStreamReader(counted).skip(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
