import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

/** A lambda or method reference that captures nothing is one object per call site. */
public class LambdaIdentity {
    int base = 3;

    static Runnable noop() {
        return () -> {};
    }

    static Function<String, Integer> length() {
        return String::length;
    }

    static IntSupplier capturing(int k) {
        return () -> k;
    }

    Supplier<Integer> bound() {
        return () -> base;
    }

    public static void main(String[] args) {
        System.out.println("same noop: " + (noop() == noop()));
        System.out.println("same method ref: " + (length() == length()));
        System.out.println("capturing differ: " + (capturing(1) == capturing(1)));
        LambdaIdentity o = new LambdaIdentity();
        System.out.println("bound differ: " + (o.bound() == o.bound()));
        Set<Object> seen = new HashSet<>();
        List<Runnable> all = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            Runnable r = () -> System.out.print("");
            seen.add(r);
            all.add(r);
        }
        System.out.println("loop sites: " + seen.size() + " of " + all.size());
        Runnable a = () -> {};
        Runnable b = () -> {};
        System.out.println("two sites differ: " + (a == b));
        System.out.println("hash stable: " + (noop().hashCode() == noop().hashCode()));
        System.out.println("apply: " + length().apply("four") + " " + capturing(9).getAsInt());
        synchronized (noop()) {
            System.out.println("locked");
        }
    }
}
