import java.util.*;
import java.util.function.Supplier;

public class TokenizerObjects {
    public static void main(String[] args) {
        StringTokenizer st = new StringTokenizer("  the quick\tbrown\nfox  ");
        System.out.println("count " + st.countTokens());
        while (st.hasMoreTokens()) System.out.print("[" + st.nextToken() + "]");
        System.out.println();
        StringTokenizer delims = new StringTokenizer("a=1;b=2;;c=3", ";=", true);
        StringBuilder sb = new StringBuilder();
        while (delims.hasMoreElements()) sb.append('<').append(delims.nextElement()).append('>');
        System.out.println("with delims " + sb + " count after " + delims.countTokens());
        StringTokenizer change = new StringTokenizer("k1:v1,k2:v2", ",");
        String first = change.nextToken();
        String rest = change.nextToken(":");
        System.out.println("change delims " + first + " | " + rest + " | " + change.nextToken() + " more " + change.hasMoreTokens());
        try {
            new StringTokenizer("").nextToken();
        } catch (NoSuchElementException e) {
            System.out.println("empty nextToken: NSEE");
        }
        StringTokenizer csvish = new StringTokenizer("x,,y,", ",");
        System.out.println("skips empties " + csvish.countTokens());

        System.out.println("equals " + Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.equals("a", "a") + " deepEquals " + Objects.deepEquals(new int[] {1}, new int[] {1}) + " " + Objects.equals(new int[] {1}, new int[] {1}));
        System.out.println("hash " + Objects.hash(1, "a", null) + " " + Objects.hash() + " " + Objects.hashCode(null) + " " + Objects.hashCode("a") + " " + Arrays.hashCode(new Object[] {1, "a", null}));
        System.out.println("toString " + Objects.toString(null) + " " + Objects.toString(null, "dflt") + " " + Objects.toString(5, "dflt"));
        System.out.println("isNull " + Objects.isNull(null) + " nonNull " + Objects.nonNull(null));
        System.out.println("compare " + Objects.compare("b", "a", Comparator.naturalOrder()) + " " + Objects.compare(null, null, Comparator.<String>naturalOrder()));
        try {
            Objects.requireNonNull(null, "value must not be null");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull: " + e.getMessage());
        }
        try {
            Objects.requireNonNull(null);
        } catch (NullPointerException e) {
            System.out.println("requireNonNull plain: " + e.getMessage());
        }
        try {
            Supplier<String> msg = () -> "lazy message";
            Objects.requireNonNull(null, msg);
        } catch (NullPointerException e) {
            System.out.println("requireNonNull supplier: " + e.getMessage());
        }
        System.out.println("requireNonNull passes " + Objects.requireNonNull("ok"));

        Optional<String> some = Optional.of("value");
        Optional<String> none = Optional.empty();
        Optional<String> maybe = Optional.ofNullable(null);
        System.out.println(some + " " + none + " " + maybe + " " + none.equals(maybe) + " " + some.equals(Optional.of("value")) + " hash " + some.hashCode() + " " + none.hashCode());
        System.out.println("isPresent " + some.isPresent() + " " + none.isPresent() + " get " + some.get() + " orElse " + none.orElse("other") + " orElseGet " + none.orElseGet(() -> "computed"));
        System.out.println("map " + some.map(String::length) + " " + none.map(String::length) + " map to null " + some.map(s -> null));
        System.out.println("flatMap " + some.flatMap(s -> Optional.of(s + "!")) + " filter " + some.filter(s -> s.startsWith("v")) + " " + some.filter(s -> s.isEmpty()));
        StringBuilder log = new StringBuilder();
        some.ifPresent(s -> log.append("present:").append(s));
        none.ifPresent(s -> log.append("never"));
        System.out.println("ifPresent " + log);
        try {
            none.get();
        } catch (NoSuchElementException e) {
            System.out.println("get empty: " + e.getMessage());
        }
        try {
            none.orElseThrow(() -> new IllegalStateException("custom"));
        } catch (IllegalStateException e) {
            System.out.println("orElseThrow: " + e.getMessage());
        }
        try {
            Optional.of(null);
        } catch (NullPointerException e) {
            System.out.println("of(null): NPE");
        }
        OptionalInt oi = OptionalInt.of(5);
        OptionalDouble od = OptionalDouble.empty();
        OptionalLong ol = OptionalLong.of(-9L);
        System.out.println(oi + " " + od + " " + ol + " " + oi.getAsInt() + " " + od.orElse(1.5) + " " + ol.isPresent() + " " + OptionalInt.empty().equals(OptionalInt.empty()));
        Map<String, String> env = new HashMap<>();
        env.put("HOME", "/home/u");
        for (String k : new String[] {"HOME", "PATH"}) {
            String v = Optional.ofNullable(env.get(k)).map(String::toUpperCase).orElse("<unset>");
            System.out.println(k + " -> " + v);
        }
    }
}
