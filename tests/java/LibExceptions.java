import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.TreeMap;

public class LibExceptions {
    interface Action {
        Object run() throws Exception;
    }

    static void attempt(String label, Action a) {
        try {
            Object r = a.run();
            System.out.println(label + " -> " + r);
        } catch (Exception e) {
            String msg = (e instanceof NullPointerException || e instanceof ClassCastException || label.startsWith("arraycopy")) ? "<msg hidden>" : e.getMessage();
            System.out.println(label + " -> " + e.getClass().getName() + ": " + msg);
        }
    }

    public static void main(String[] args) {
        attempt("parseInt abc", () -> Integer.parseInt("abc"));
        attempt("parseInt empty", () -> Integer.parseInt(""));
        attempt("parseInt overflow", () -> Integer.parseInt("2147483648"));
        attempt("parseInt radix", () -> Integer.parseInt("12", 2));
        attempt("parseInt spaces", () -> Integer.parseInt(" 5"));
        attempt("parseInt ok", () -> Integer.parseInt("-0"));
        attempt("parseLong bad", () -> Long.parseLong("12L"));
        attempt("valueOf null", () -> Integer.valueOf((String) null));
        attempt("charAt", () -> "abc".charAt(5));
        attempt("charAt neg", () -> "abc".charAt(-1));
        attempt("substring end", () -> "abc".substring(1, 5));
        attempt("substring begin", () -> "abc".substring(4));
        attempt("substring reversed", () -> "abcdef".substring(4, 2));
        attempt("ArrayList get", () -> new ArrayList<>(Arrays.asList(1, 2)).get(2));
        attempt("ArrayList get neg", () -> new ArrayList<>(Arrays.asList(1, 2)).get(-1));
        attempt("ArrayList set", () -> new ArrayList<Integer>().set(0, 1));
        attempt("ArrayList add idx", () -> {
            List<Integer> l = new ArrayList<>();
            l.add(3, 1);
            return l;
        });
        attempt("ArrayList remove idx", () -> new ArrayList<Integer>().remove(0));
        attempt("Arrays.asList get", () -> Arrays.asList(1, 2, 3).get(3));
        attempt("LinkedList get", () -> new LinkedList<>(Arrays.asList("a")).get(1));
        attempt("LinkedList getFirst", () -> new LinkedList<String>().getFirst());
        attempt("LinkedList removeFirst", () -> new LinkedList<String>().removeFirst());
        attempt("ArrayDeque pop", () -> new ArrayDeque<String>().pop());
        attempt("ArrayDeque element", () -> new ArrayDeque<String>().element());
        attempt("ArrayDeque add null", () -> {
            new ArrayDeque<String>().add(null);
            return "added";
        });
        attempt("iterator next", () -> new ArrayList<String>().iterator().next());
        attempt("TreeMap firstKey", () -> new TreeMap<String, String>().firstKey());
        attempt("TreeMap null key", () -> new TreeMap<String, String>().put(null, "v"));
        attempt("HashMap null key ok", () -> {
            Map<String, String> m = new HashMap<>();
            m.put(null, "v");
            return m;
        });
        attempt("unmodifiable add", () -> java.util.Collections.unmodifiableList(new ArrayList<String>()).add("x"));
        attempt("emptyList add", () -> java.util.Collections.<String>emptyList().add("x"));
        attempt("iterator remove twice", () -> {
            Iterator<Integer> it = new ArrayList<>(Arrays.asList(1, 2)).iterator();
            it.next();
            it.remove();
            it.remove();
            return "no";
        });
        attempt("subList bad", () -> new ArrayList<>(Arrays.asList(1, 2, 3)).subList(2, 1));
        attempt("Arrays.copyOfRange bad", () -> Arrays.copyOfRange(new int[3], 2, 1));
        attempt("arraycopy bounds", () -> {
            System.arraycopy(new int[3], 0, new int[2], 0, 3);
            return "copied";
        });
        attempt("arraycopy type", () -> {
            System.arraycopy(new int[3], 0, new long[3], 0, 3);
            return "copied";
        });
        attempt("arraycopy negative", () -> {
            System.arraycopy(new int[3], -1, new int[3], 0, 1);
            return "copied";
        });
        attempt("StringBuilder deleteCharAt", () -> new StringBuilder("ab").deleteCharAt(5));
        attempt("StringBuilder setLength neg", () -> {
            new StringBuilder().setLength(-1);
            return "ok";
        });
        attempt("requireNonNull msg", () -> java.util.Objects.requireNonNull(null, "thing"));
        attempt("NoSuchElement custom", () -> {
            throw new NoSuchElementException("custom message");
        });
        attempt("Character.toChars bad", () -> Character.toChars(-1));
    }
}
