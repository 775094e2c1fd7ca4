import java.io.IOException;
import java.io.Reader;
import java.util.Scanner;
import java.util.stream.Collectors;

/** Reader.nullReader (JDK 11) and Scanner.tokens (JDK 9). */
public class ReadersNine {
    public static void main(String[] args) throws IOException {
        Reader r = Reader.nullReader();
        char[] buf = new char[4];
        System.out.println(r.read() + " " + r.read(buf, 0, 0) + " " + r.read(buf, 1, 2) + " " + r.ready() + " " + r.skip(5)
                + " " + r.markSupported());
        try {
            r.read(buf, 3, 2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        r.close();
        try {
            r.read();
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }
        Scanner s = new Scanner("alpha beta  gamma\ndelta");
        System.out.println(s.next() + " then " + s.tokens().map(String::toUpperCase).collect(Collectors.joining(",")) + " "
                + s.hasNext());
        Scanner csv = new Scanner("1;2;;3").useDelimiter(";");
        System.out.println(csv.tokens().map(t -> "[" + t + "]").collect(Collectors.toList()));
    }
}
