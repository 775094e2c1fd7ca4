import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.InputMismatchException;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Scanner;
import java.util.regex.Pattern;

/** java.util.Scanner over strings and byte streams: tokens, numbers, lines, delimiters, errors. */
public class ScannerText {
    static String show(String s) {
        return s == null ? "null" : "\"" + s.replace("\r", "\\r").replace("\n", "\\n").replace("\t", "\\t") + "\"";
    }

    /** Applies each operation in turn, printing what it returns or throws. */
    static void script(String input, String ops) {
        script(new Scanner(input), show(input), ops);
    }

    static void script(Scanner s, String label, String ops) {
        StringBuilder b = new StringBuilder(label).append(':');
        for (String op : ops.split(" ")) {
            b.append(' ').append(op).append('=');
            try {
                switch (op) {
                    case "hasNext": b.append(s.hasNext()); break;
                    case "next": b.append(show(s.next())); break;
                    case "hasNextInt": b.append(s.hasNextInt()); break;
                    case "nextInt": b.append(s.nextInt()); break;
                    case "hasNextInt16": b.append(s.hasNextInt(16)); break;
                    case "nextInt16": b.append(s.nextInt(16)); break;
                    case "nextInt2": b.append(s.nextInt(2)); break;
                    case "hasNextLong": b.append(s.hasNextLong()); break;
                    case "nextLong": b.append(s.nextLong()); break;
                    case "hasNextShort": b.append(s.hasNextShort()); break;
                    case "nextShort": b.append(s.nextShort()); break;
                    case "hasNextByte": b.append(s.hasNextByte()); break;
                    case "nextByte": b.append(s.nextByte()); break;
                    case "hasNextDouble": b.append(s.hasNextDouble()); break;
                    case "nextDouble": b.append(s.nextDouble()); break;
                    case "hasNextFloat": b.append(s.hasNextFloat()); break;
                    case "nextFloat": b.append(s.nextFloat()); break;
                    case "hasNextBoolean": b.append(s.hasNextBoolean()); break;
                    case "nextBoolean": b.append(s.nextBoolean()); break;
                    case "hasNextLine": b.append(s.hasNextLine()); break;
                    case "nextLine": b.append(show(s.nextLine())); break;
                    case "hasNextWord": b.append(s.hasNext("[a-z]+")); break;
                    case "nextWord": b.append(show(s.next("[a-z]+"))); break;
                    case "nextDigits": b.append(show(s.next(Pattern.compile("\\d+")))); break;
                    case "close": s.close(); b.append("ok"); break;
                    default: throw new AssertionError(op);
                }
            } catch (InputMismatchException e) {
                b.append("InputMismatch(").append(e.getMessage()).append(')');
            } catch (NoSuchElementException e) {
                b.append("NoSuchElement(").append(e.getMessage()).append(')');
            } catch (IllegalStateException | IllegalArgumentException e) {
                b.append(e);
            }
        }
        System.out.println(b);
    }

    public static void main(String[] args) {
        script("  hello   world\t\n again ", "hasNext next next hasNext next hasNext next hasNextLine nextLine");
        script("", "hasNext next hasNextLine nextLine hasNextInt nextInt");
        script("42 abc", "nextInt nextInt next nextInt");
        script("12 34\nrest of line\n\nlast", "nextInt nextLine nextInt nextLine nextLine nextLine hasNextLine nextLine hasNextLine nextLine");
        script("a\r\nb\rc\n\rd\u2028e\u0085f", "nextLine nextLine nextLine nextLine nextLine nextLine nextLine nextLine");
        script("1,234 -5 +7 0012 1,23 x", "hasNextInt nextInt nextInt nextInt nextInt hasNextInt nextInt next nextInt");
        script("99999999999 9223372036854775807 9223372036854775808", "hasNextInt nextInt hasNextLong nextLong nextLong next");
        script("127 128 -129 32767 32768", "nextByte hasNextByte nextByte nextShort nextShort hasNextShort nextShort nextLong");
        script("ff -1A 7fffffff 80000000 zz 101 9", "hasNextInt16 nextInt16 nextInt16 nextInt16 nextInt16 nextInt nextInt16 nextInt2 nextInt2");
        script("12,345,678 1,2345 0,123 -0 +-1 \u0661\u0662\u0663", "nextInt nextInt next nextInt next nextInt nextInt next nextInt");
        script("3.5 -2 1e3 1,234.5 NaN Infinity -Infinity .5 5. +.5e-2 \u221e -\u221e 0x1.8p1 0x1p3 1,2 e5 . 1e", "nextDouble nextDouble nextDouble nextDouble nextDouble nextDouble nextDouble nextDouble nextDouble nextDouble nextDouble nextDouble nextDouble hasNextDouble next nextDouble next nextDouble next next nextDouble");
        script("1.25 3 x", "hasNextFloat nextFloat nextFloat hasNextFloat nextFloat next");
        script("true FALSE TrUe yes", "hasNextBoolean nextBoolean nextBoolean nextBoolean hasNextBoolean nextBoolean next");
        script("abc 123 Abc", "hasNextWord nextWord nextWord nextDigits nextWord next");
        script("a b", "close hasNext next nextLine close");

        Scanner csv = new Scanner("a,b,,c,").useDelimiter(",");
        List<String> parts = new ArrayList<>();
        while (csv.hasNext()) {
            parts.add(show(csv.next()));
        }
        System.out.println("csv " + parts + " delimiter " + csv.delimiter());
        Scanner multi = new Scanner("10 ; 20;30 ;; 40").useDelimiter("\\s*;\\s*");
        script(multi, "multi", "nextInt nextInt nextInt next nextInt hasNext");
        Scanner digits = new Scanner("one1two22three333four").useDelimiter(Pattern.compile("\\d+"));
        script(digits, "digits", "next next next next hasNext");
        Scanner lines = new Scanner("x=1\ny=2\n").useDelimiter("\n");
        script(lines, "lines", "next next hasNext");
        Scanner mixed = new Scanner("5 apples\nand 6 pears\n");
        script(mixed, "mixed", "nextInt next nextLine nextLine hasNextInt next nextInt next nextLine hasNextLine");

        Scanner radix = new Scanner("ff 10 z").useRadix(16);
        System.out.println("radix " + radix.radix() + " " + radix.nextInt() + " " + radix.nextInt() + " " + radix.hasNextInt()
                + " " + radix.nextInt(36));
        try {
            radix.useRadix(1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            radix.nextInt(37);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        Scanner reset = new Scanner("a;b c").useDelimiter(";").useRadix(8);
        System.out.println(reset.next() + " " + reset.reset().radix() + " " + reset.delimiter() + " [" + reset.next() + "]");
        Scanner english = new Scanner("1,000.5").useLocale(Locale.US);
        System.out.println(english.locale() + " " + english.nextDouble() + " " + new Scanner("7").useLocale(Locale.ENGLISH).nextInt());

        Scanner iter = new Scanner("p q r");
        StringBuilder rest = new StringBuilder();
        iter.forEachRemaining(t -> rest.append(t).append('/'));
        System.out.println("iterator " + rest);
        try {
            iter.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("remove: " + e);
        }

        byte[] bytes = "caf\u00e9 12\nsecond line \u20ac".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        Scanner stream = new Scanner(new ByteArrayInputStream(bytes));
        script(stream, "stream", "next nextInt nextLine nextLine hasNextLine");
        Scanner latin = new Scanner(new ByteArrayInputStream("caf\u00e9".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1)), "ISO-8859-1");
        System.out.println("latin " + latin.next() + " " + latin.ioException());
        try {
            new Scanner(new ByteArrayInputStream(bytes), "no-such-charset");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        int sum = 0;
        Scanner numbers = new Scanner("1 2 3 four 5");
        while (numbers.hasNext()) {
            if (numbers.hasNextInt()) {
                sum += numbers.nextInt();
            } else {
                System.out.println("skipping " + numbers.next());
            }
        }
        System.out.println("sum " + sum);
    }
}
