import java.util.*;

public class RecordsDeep {
    record Point(int x, int y) {
        static final Point ORIGIN = new Point(0, 0);

        Point {
            if (x < -1000 || y < -1000) throw new IllegalArgumentException("too small: " + x + "," + y);
        }

        Point(int both) {
            this(both, both);
        }

        double dist(Point o) {
            return Math.sqrt(Math.pow(x - o.x, 2) + Math.pow(y - o.y, 2));
        }

        Point plus(Point o) {
            return new Point(x + o.x, y + o.y);
        }

        static Point of(String s) {
            String[] p = s.split(",");
            return new Point(Integer.parseInt(p[0].trim()), Integer.parseInt(p[1].trim()));
        }
    }

    record Range(int lo, int hi) implements Comparable<Range>, Iterable<Integer> {
        Range {
            if (lo > hi) {
                int t = lo;
                lo = hi;
                hi = t;
            }
        }

        int length() {
            return hi - lo;
        }

        @Override
        public int compareTo(Range o) {
            return lo != o.lo ? Integer.compare(lo, o.lo) : Integer.compare(hi, o.hi);
        }

        @Override
        public Iterator<Integer> iterator() {
            return new Iterator<>() {
                int cur = lo;

                public boolean hasNext() {
                    return cur < hi;
                }

                public Integer next() {
                    return cur++;
                }
            };
        }
    }

    record Named<T>(String name, T value) {
        @Override
        public String toString() {
            return name + "=" + value;
        }
    }

    record Money(long cents, String currency) {
        Money {
            Objects.requireNonNull(currency, "currency");
            currency = currency.toUpperCase();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Money m && m.cents == cents && m.currency.equals(currency);
        }

        @Override
        public int hashCode() {
            return Long.hashCode(cents) * 31 + currency.hashCode();
        }

        public String display() {
            return String.format("%d.%02d", cents / 100, cents % 100);
        }
    }

    record Empty() {
    }

    record Arr(int[] data, List<String> tags) {
    }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        System.out.println(p + " x=" + p.x() + " y=" + p.y() + " dist " + p.dist(Point.ORIGIN) + " plus " + p.plus(new Point(7)));
        System.out.println("equals " + p.equals(new Point(3, 4)) + " " + p.equals(new Point(4, 3)) + " hash " + p.hashCode() + " " + new Point(3, 4).hashCode() + " of " + Point.of(" 5, -6"));
        try {
            new Point(-5000, 0);
        } catch (IllegalArgumentException e) {
            System.out.println("compact ctor check: " + e.getMessage());
        }
        Range r = new Range(9, 4);
        System.out.println(r + " length " + r.length());
        StringBuilder sb = new StringBuilder();
        for (int i : r) sb.append(i).append(' ');
        System.out.println("iterate " + sb);
        List<Range> ranges = new ArrayList<>(List.of(new Range(5, 9), new Range(1, 3), new Range(5, 6), new Range(0, 10)));
        Collections.sort(ranges);
        System.out.println("sorted " + ranges);
        Named<List<Integer>> n = new Named<>("primes", List.of(2, 3, 5));
        System.out.println(n + " " + n.name() + " " + n.value().get(2) + " equals " + n.equals(new Named<>("primes", List.of(2, 3, 5))));
        Money m = new Money(12345, "usd");
        System.out.println(m + " " + m.display() + " eq " + m.equals(new Money(12345, "USD")) + " hash eq " + (m.hashCode() == new Money(12345, "Usd").hashCode()));
        try {
            new Money(1, null);
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        System.out.println(new Empty() + " " + new Empty().equals(new Empty()) + " " + new Empty().hashCode());
        int[] data = {1, 2};
        Arr a1 = new Arr(data, List.of("t"));
        Arr a2 = new Arr(data, List.of("t"));
        Arr a3 = new Arr(new int[] {1, 2}, List.of("t"));
        System.out.println("array component equality " + a1.equals(a2) + " " + a1.equals(a3) + " tags " + a1.tags());
        Map<Point, String> grid = new HashMap<>();
        grid.put(new Point(1, 1), "a");
        grid.put(new Point(1, 1), "b");
        grid.put(new Point(2, 1), "c");
        System.out.println("record keys " + new TreeMap<>(Map.of("k", grid.size())) + " get " + grid.get(new Point(1, 1)));
        Object o = new Point(8, 9);
        if (o instanceof Point pt && pt.x() < pt.y()) System.out.println("pattern " + pt.x() + "<" + pt.y());
        System.out.println("isRecord " + Point.class.isRecord() + " " + String.class.isRecord() + " super " + Point.class.getSuperclass().getName());
        record Local(String s, int n) {
            String rep() {
                return s.repeat(n);
            }
        }
        List<Local> locals = new ArrayList<>();
        for (String w : "ab c def".split(" ")) locals.add(new Local(w, w.length()));
        locals.sort(Comparator.comparing(Local::n).reversed());
        System.out.println("local records " + locals + " " + locals.get(0).rep());
    }
}
