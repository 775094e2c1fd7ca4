import java.util.*;

public class CastMessages {
    static class Animal {
    }

    static class Dog extends Animal {
    }

    static class Cat extends Animal {
    }

    interface Pet {
    }

    static void tryCast(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": ok");
        } catch (ClassCastException e) {
            System.out.println(label + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Animal a = new Cat();
        Object s = "text";
        Object i = 42;
        Object arr = new int[3];
        Object sarr = new String[1];
        tryCast("Cat as Dog", () -> System.out.println(((Dog) a).hashCode()));
        tryCast("Cat as Pet", () -> System.out.println(((Pet) a).hashCode()));
        tryCast("String as Integer", () -> System.out.println((Integer) s));
        tryCast("Integer as String", () -> System.out.println((String) i));
        tryCast("Integer as Long", () -> System.out.println((Long) i));
        tryCast("int[] as Object[]", () -> System.out.println(((Object[]) arr).length));
        tryCast("String[] as Integer[]", () -> System.out.println(((Integer[]) sarr).length));
        tryCast("int[] as long[]", () -> System.out.println(((long[]) arr).length));
        tryCast("String as Comparable", () -> System.out.println(((Comparable<?>) s) != null));
        tryCast("String[] as Object[]", () -> System.out.println(((Object[]) sarr).length));
        tryCast("Dog[] as Cat[]", () -> {
            Object o = new Dog[0];
            System.out.println(((Cat[]) o).length);
        });
        tryCast("ArrayList as LinkedList", () -> {
            Object o = new ArrayList<String>();
            System.out.println(((LinkedList<?>) o).size());
        });
        tryCast("HashMap as TreeMap", () -> {
            Map<String, Integer> m = new HashMap<>();
            System.out.println(((TreeMap<String, Integer>) m).size());
        });
        tryCast("generic heap pollution", () -> {
            List<Object> raw = new ArrayList<>();
            raw.add(3.5);
            @SuppressWarnings("unchecked")
            List<String> strs = (List<String>) (List<?>) raw;
            String first = strs.get(0);
            System.out.println(first);
        });
        tryCast("Class.cast", () -> System.out.println(String.class.cast(i)));
        tryCast("enum to other", () -> {
            Object o = Thread.State.NEW;
            System.out.println((String) o);
        });
        tryCast("TreeSet non-comparable", () -> {
            TreeSet<Object> t = new TreeSet<>();
            t.add(new Dog());
            t.add(new Dog());
        });
        tryCast("sort mixed", () -> {
            List<Object> l = new ArrayList<>(Arrays.asList("a", 1));
            Collections.sort((List) l);
        });
        tryCast("Dog[][] as Object[][][]", () -> {
            Object o = new Dog[1][1];
            System.out.println(((Object[][][]) o).length);
        });
        tryCast("String[] as Dog[]", () -> System.out.println(((Dog[]) sarr).length));
        tryCast("Dog[] as String[]", () -> {
            Object o = new Dog[2];
            System.out.println(((String[]) o).length);
        });
        tryCast("int[][] as int[]", () -> {
            Object o = new int[1][1];
            System.out.println(((int[]) o).length);
        });
        tryCast("null cast is fine", () -> {
            Object o = null;
            String str = (String) o;
            System.out.println(str);
        });
        Object[] things = {new Dog(), new Cat(), "x", 1, null, new int[0]};
        for (Object t : things) System.out.print((t instanceof Animal) + "/" + (t instanceof Dog) + " ");
        System.out.println();
    }
}
