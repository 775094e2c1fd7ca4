import java.util.Arrays;
import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.PrimitiveIterator;
import java.util.stream.Collectors;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

/** IntStream, LongStream, DoubleStream and their conversions. */
public class StreamsPrimitive {
    public static void main(String[] args) {
        // sources
        System.out.println("range: " + Arrays.toString(IntStream.range(0, 6).toArray()));
        System.out.println("rangeClosed: " + Arrays.toString(IntStream.rangeClosed(-2, 2).toArray()));
        System.out.println("empty range: " + IntStream.range(5, 5).count() + " " + IntStream.range(5, 1).count());
        System.out.println("of: " + Arrays.toString(IntStream.of(4, 8, 15, 16, 23, 42).toArray()));
        System.out.println("of one: " + IntStream.of(7).sum());
        System.out.println("iterate: " + Arrays.toString(IntStream.iterate(1, i -> i * 2).limit(10).toArray()));
        System.out.println("generate: " + Arrays.toString(IntStream.generate(() -> 7).limit(3).toArray()));
        System.out.println("concat: " + Arrays.toString(IntStream.concat(IntStream.of(1, 2), IntStream.range(8, 10)).toArray()));
        IntStream.Builder ib = IntStream.builder();
        ib.add(3).add(1);
        ib.accept(2);
        System.out.println("builder: " + Arrays.toString(ib.build().sorted().toArray()));
        int[] arr = {9, 4, 7, 1, 8, 2};
        System.out.println("Arrays.stream range: " + Arrays.toString(Arrays.stream(arr, 1, 4).toArray()));
        System.out.println("LongStream.rangeClosed sum: " + LongStream.rangeClosed(1, 1000000).sum());
        System.out.println("LongStream.range: " + Arrays.toString(LongStream.range(-3, 3).toArray()));
        System.out.println("DoubleStream.of: " + Arrays.toString(DoubleStream.of(1.5, 2.25, -0.5).toArray()));
        System.out.println("Arrays.stream long: " + Arrays.stream(new long[] {5L, 10L, 1L << 40}).max().getAsLong());
        System.out.println("Arrays.stream double: " + Arrays.stream(new double[] {0.5, 1.5, 2.5}, 1, 3).sum());

        // terminal ops
        System.out.println("sum/min/max/count/average: " + IntStream.of(arr).sum() + " " + IntStream.of(arr).min() + " "
                + IntStream.of(arr).max() + " " + IntStream.of(arr).count() + " " + IntStream.of(arr).average());
        System.out.println("empty: " + IntStream.empty().min() + " " + IntStream.empty().average() + " "
                + IntStream.empty().sum() + " " + DoubleStream.empty().max() + " " + LongStream.empty().findFirst());
        OptionalInt firstEven = IntStream.of(arr).filter(i -> i % 2 == 0).findFirst();
        System.out.println("findFirst: " + firstEven + " " + firstEven.getAsInt());
        System.out.println("reduce: " + IntStream.rangeClosed(1, 5).reduce(1, (a, b) -> a * b) + " "
                + IntStream.rangeClosed(1, 5).reduce((a, b) -> a - b));
        System.out.println("overflow sum: " + IntStream.of(Integer.MAX_VALUE, 1).sum());
        System.out.println("average of big ints: " + IntStream.of(Integer.MAX_VALUE, Integer.MAX_VALUE).average());
        System.out.println("matches: " + IntStream.range(0, 10).anyMatch(i -> i == 9) + " "
                + IntStream.range(0, 10).allMatch(i -> i < 9) + " " + IntStream.range(0, 10).noneMatch(i -> i > 20));
        StringBuilder sb = IntStream.range(0, 5).collect(StringBuilder::new, (b, i) -> b.append(i).append(','),
                StringBuilder::append);
        System.out.println("collect: " + sb);

        // summary statistics and their toString
        System.out.println(IntStream.of(arr).summaryStatistics());
        System.out.println(LongStream.of(-5L, 10L, 1L << 33).summaryStatistics());
        System.out.println(DoubleStream.of(0.1, 0.2, 0.3, 1e10).summaryStatistics());
        System.out.println(IntStream.empty().summaryStatistics());
        System.out.println(LongStream.empty().summaryStatistics());

        // double sums are compensated
        System.out.println("tenths: " + DoubleStream.generate(() -> 0.1).limit(10).sum());
        double[] mixed = {1e16, 1.0, -1e16, 3.14159, 2.71828, 1e-5, 1e-5};
        System.out.println("mixed sum: " + DoubleStream.of(mixed).sum() + " average: " + DoubleStream.of(mixed).average());
        System.out.println("infinities: " + DoubleStream.of(Double.POSITIVE_INFINITY, 1.0).sum() + " "
                + DoubleStream.of(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY).sum() + " "
                + DoubleStream.of(Double.NaN, 1.0).average());
        System.out.println("double min/max with NaN: " + DoubleStream.of(1.0, Double.NaN, -1.0).min() + " "
                + DoubleStream.of(-0.0, 0.0).max() + " " + DoubleStream.of(0.0, -0.0).min());
        System.out.println("double sorted: " + Arrays.toString(DoubleStream.of(2.0, Double.NaN, -0.0, 0.0, -3.5).sorted().toArray()));
        System.out.println("double distinct: " + Arrays.toString(DoubleStream.of(0.0, -0.0, 0.0, Double.NaN, Double.NaN).distinct().toArray()));

        // conversions
        List<Integer> boxed = IntStream.range(0, 5).boxed().collect(Collectors.toList());
        System.out.println("boxed: " + boxed);
        System.out.println("mapToObj: " + IntStream.rangeClosed(1, 3).mapToObj(i -> "#" + i).collect(Collectors.joining(" ")));
        System.out.println("asLongStream: " + IntStream.of(Integer.MAX_VALUE).asLongStream().map(x -> x * 2).sum());
        System.out.println("asDoubleStream: " + Arrays.toString(IntStream.range(1, 4).asDoubleStream().map(d -> d / 2).toArray()));
        System.out.println("mapToLong/mapToDouble: " + IntStream.of(3).mapToLong(i -> i * 1000000000000L).sum() + " "
                + IntStream.of(3).mapToDouble(i -> i / 4.0).sum());
        System.out.println("long mapToInt: " + Arrays.toString(LongStream.of(1L << 32 | 5, 7).mapToInt(l -> (int) l).toArray()));
        System.out.println("double mapToInt/Long/Obj: " + Arrays.toString(DoubleStream.of(1.9, -1.9).mapToInt(d -> (int) d).toArray())
                + " " + Arrays.toString(DoubleStream.of(2.5e10).mapToLong(d -> (long) d).toArray()) + " "
                + DoubleStream.of(0.5).mapToObj(d -> "d" + d).collect(Collectors.toList()));
        System.out.println("Stream mapToInt: " + Stream.of("a", "bb", "ccc").mapToInt(String::length).summaryStatistics());
        System.out.println("Stream mapToDouble average: " + Stream.of("a", "bb", "ccc").mapToDouble(String::length).average());
        System.out.println("flatMapToInt: " + Arrays.toString(Stream.of("ab", "c").flatMapToInt(String::chars).toArray()));
        System.out.println("IntStream flatMap: " + Arrays.toString(IntStream.range(1, 4).flatMap(i -> IntStream.range(0, i)).toArray()));
        System.out.println("distinct/sorted: " + Arrays.toString(IntStream.of(5, 3, 5, 1, 3, 9).distinct().sorted().toArray()));
        System.out.println("skip/limit: " + Arrays.toString(IntStream.range(0, 100).skip(95).limit(3).toArray()));
        long[] squares = LongStream.rangeClosed(1, 5).map(x -> x * x).toArray();
        System.out.println("long squares: " + Arrays.toString(squares));
        OptionalDouble avg = Arrays.stream(new double[0]).average();
        System.out.println("empty double average: " + avg + " " + avg.isPresent());

        // String.chars and codePoints
        String s = "Hello, World";
        System.out.println("chars: " + s.chars().filter(Character::isUpperCase).count() + " "
                + s.chars().mapToObj(c -> String.valueOf((char) c)).filter(c -> !c.equals("l")).collect(Collectors.joining()));
        System.out.println("vowels: " + s.toLowerCase().chars().filter(c -> "aeiou".indexOf(c) >= 0).count());
        String smile = "a\uD83D\uDE00b";
        System.out.println("codePoints: " + smile.codePoints().count() + " " + smile.chars().count() + " "
                + Arrays.toString(smile.codePoints().toArray()));
        StringBuilder builder = new StringBuilder("xyz");
        System.out.println("builder chars: " + Arrays.toString(builder.chars().map(c -> c - 'x').toArray()));

        // primitive iterators
        PrimitiveIterator.OfInt it = IntStream.range(10, 13).iterator();
        int total = 0;
        while (it.hasNext()) {
            total += it.nextInt();
        }
        System.out.println("iterator total: " + total);
        PrimitiveIterator.OfDouble dit = DoubleStream.of(1.5, 2.5).iterator();
        System.out.println("double iterator: " + dit.next() + " " + dit.nextDouble() + " " + dit.hasNext());

        // a sieve
        int n = 60;
        boolean[] composite = new boolean[n + 1];
        IntStream.rangeClosed(2, n).filter(i -> !composite[i]).forEach(i -> {
            for (int j = i * i; j <= n; j += i) {
                composite[j] = true;
            }
        });
        System.out.println("primes: " + IntStream.rangeClosed(2, n).filter(i -> !composite[i]).boxed()
                .map(String::valueOf).collect(Collectors.joining(" ")));
    }
}
