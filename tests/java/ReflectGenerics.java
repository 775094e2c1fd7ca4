import java.io.Serializable;
import java.lang.reflect.*;
import java.util.*;
import java.util.function.Function;

public class ReflectGenerics {
    static class Box<T extends Comparable<T>> implements Comparable<Box<T>>, Serializable {
        T value;
        List<? extends Number> numbers;
        Map<String, List<Integer>> table;
        List<?> anything;
        Comparator<? super T> order;
        T[] array;
        List<String>[] lists;
        int plain;
        String[] strings;
        Map.Entry<String, T> entry;

        public int compareTo(Box<T> o) { return 0; }
        public <R> R apply(Function<? super T, ? extends R> f, R fallback) { return fallback; }
        public <E extends Exception & Serializable> void fail(E e) throws E {}
        public static <K, V extends List<K>> Map<K, V> group(Collection<? extends K> keys, V... rest) { return null; }
        public List<int[]> arrays() { return null; }
        public void raw(List l, int x) {}
        Box(T v, List<T> more) {}
    }

    class Outer<A> {
        class Inner<B> {
            Map<A, B> map;
        }
        Inner<String> inner;
    }

    interface Named<N> {}
    static abstract class Base<X, Y> implements Named<Y> {}
    static class Impl extends Base<String, Integer> implements Named<Integer>, Runnable {
        public void run() {}
    }

    static void show(String label, Type t) {
        System.out.println(label + ": " + t.getTypeName() + " [" + kind(t) + "]");
        if (t instanceof ParameterizedType) {
            ParameterizedType p = (ParameterizedType) t;
            System.out.println("  raw " + p.getRawType() + " owner " + p.getOwnerType());
            for (Type a : p.getActualTypeArguments()) System.out.println("  arg " + a + " [" + kind(a) + "]");
        } else if (t instanceof WildcardType) {
            WildcardType w = (WildcardType) t;
            System.out.println("  upper " + Arrays.toString(w.getUpperBounds()) + " lower " + Arrays.toString(w.getLowerBounds()));
        } else if (t instanceof TypeVariable) {
            TypeVariable<?> v = (TypeVariable<?>) t;
            System.out.println("  name " + v.getName() + " bounds " + Arrays.toString(v.getBounds()) + " declared by " + v.getGenericDeclaration());
        } else if (t instanceof GenericArrayType) {
            System.out.println("  component " + ((GenericArrayType) t).getGenericComponentType());
        }
    }

    static String kind(Type t) {
        if (t instanceof Class) return "Class";
        if (t instanceof ParameterizedType) return "ParameterizedType";
        if (t instanceof WildcardType) return "WildcardType";
        if (t instanceof TypeVariable) return "TypeVariable";
        if (t instanceof GenericArrayType) return "GenericArrayType";
        return "?";
    }

    public static void main(String[] args) throws Exception {
        for (TypeVariable<?> v : Box.class.getTypeParameters()) show("Box type parameter", v);
        show("Box superclass", Box.class.getGenericSuperclass());
        for (Type t : Box.class.getGenericInterfaces()) show("Box interface", t);
        for (String f : new String[] {"value", "numbers", "table", "anything", "order", "array", "lists", "plain", "strings", "entry"}) {
            Field field = Box.class.getDeclaredField(f);
            show("field " + f, field.getGenericType());
            System.out.println("  " + field.toGenericString());
        }
        Method apply = Box.class.getMethod("apply", Function.class, Object.class);
        show("apply returns", apply.getGenericReturnType());
        for (Type t : apply.getGenericParameterTypes()) show("apply parameter", t);
        System.out.println(apply.toGenericString());
        System.out.println(Arrays.toString(apply.getTypeParameters()));
        Method fail = Box.class.getMethod("fail", Exception.class);
        for (TypeVariable<Method> v : fail.getTypeParameters()) show("fail type parameter", v);
        System.out.println(Arrays.toString(fail.getGenericExceptionTypes()) + " " + Arrays.toString(fail.getExceptionTypes()));
        System.out.println(fail.toGenericString());
        Method group = Box.class.getMethod("group", Collection.class, List[].class);
        show("group returns", group.getGenericReturnType());
        for (Type t : group.getGenericParameterTypes()) show("group parameter", t);
        System.out.println(group.toGenericString());
        show("arrays returns", Box.class.getMethod("arrays").getGenericReturnType());
        Method raw = Box.class.getMethod("raw", List.class, int.class);
        System.out.println(Arrays.toString(raw.getGenericParameterTypes()) + " " + raw.getGenericReturnType());
        System.out.println(raw.toGenericString());
        Constructor<?> k = Box.class.getDeclaredConstructors()[0];
        System.out.println(Arrays.toString(k.getGenericParameterTypes()));
        System.out.println(k.toGenericString());
        show("inner", Outer.class.getDeclaredField("inner").getGenericType());
        show("inner map", Outer.Inner.class.getDeclaredField("map").getGenericType());
        show("Impl superclass", Impl.class.getGenericSuperclass());
        for (Type t : Impl.class.getGenericInterfaces()) show("Impl interface", t);
        System.out.println(Arrays.toString(String.class.getTypeParameters()) + " " + Arrays.toString(HashMap.class.getTypeParameters()));
        System.out.println(Object.class.getGenericSuperclass() + " " + int.class.getGenericSuperclass() + " " + Runnable.class.getGenericSuperclass());
        System.out.println(Impl.class.getGenericSuperclass().equals(Impl.class.getGenericSuperclass()));
        TypeVariable<?> t1 = Box.class.getTypeParameters()[0];
        TypeVariable<?> t2 = (TypeVariable<?>) Box.class.getDeclaredField("value").getGenericType();
        System.out.println(t1.equals(t2) + " " + (t1.hashCode() == t2.hashCode()));
        WildcardType w = (WildcardType) ((ParameterizedType) Box.class.getDeclaredField("anything").getGenericType()).getActualTypeArguments()[0];
        System.out.println(w + " " + Arrays.toString(w.getUpperBounds()));
        System.out.println(Box.class.toGenericString());
 System.out.println(List[].class.toGenericString() + " " + int[].class.toGenericString() + " " + int.class.toGenericString() + " | " + Thread.State.class.toGenericString() + " | " + Override.class.toGenericString());
        System.out.println(Impl.class.toGenericString() + " | " + Named.class.toGenericString() + " | " + Map.class.toGenericString());
    }
}
