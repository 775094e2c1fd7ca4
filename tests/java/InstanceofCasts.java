import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;

public class InstanceofCasts {
    interface Flyer { String fly(); }
    interface Swimmer { String swim(); }

    static class Animal {
        public String toString() { return getClass().getSimpleName(); }
    }

    static class Bird extends Animal implements Flyer {
        public String fly() { return "flap"; }
    }

    static class Duck extends Bird implements Swimmer {
        public String swim() { return "paddle"; }
    }

    static class Fish extends Animal implements Swimmer {
        public String swim() { return "fin"; }
    }

    static String classify(Object o) {
        StringBuilder sb = new StringBuilder(o == null ? "null" : o.toString()).append(':');
        if (o instanceof Animal) sb.append(" Animal");
        if (o instanceof Bird) sb.append(" Bird");
        if (o instanceof Duck) sb.append(" Duck");
        if (o instanceof Fish) sb.append(" Fish");
        if (o instanceof Flyer) sb.append(" Flyer(" + ((Flyer) o).fly() + ")");
        if (o instanceof Swimmer) sb.append(" Swimmer(" + ((Swimmer) o).swim() + ")");
        if (o instanceof Comparable) sb.append(" Comparable");
        if (o instanceof CharSequence) sb.append(" CharSequence");
        if (o instanceof Number) sb.append(" Number");
        return sb.toString();
    }

    public static void main(String[] args) {
        Object[] things = {new Animal(), new Bird(), new Duck(), new Fish(), "str", 42, 3.5, new StringBuilder("sb"), null};
        for (Object o : things) System.out.println(classify(o));
        System.out.println("== collections ==");
        Object al = new ArrayList<String>();
        Object ll = new LinkedList<String>();
        Object hm = new HashMap<String, String>();
        System.out.println((al instanceof List) + " " + (al instanceof RandomAccess) + " " + (ll instanceof RandomAccess) + " " + (ll instanceof java.util.Deque) + " " + (hm instanceof Collection) + " " + (hm instanceof Map));
        System.out.println("== upcasts and downcasts ==");
        Animal a = new Duck();
        Bird b = (Bird) a;
        Flyer f = b;
        Swimmer s = (Swimmer) f;
        Duck d = (Duck) s;
        System.out.println(a + " " + b.fly() + " " + f.fly() + " " + s.swim() + " " + (d == a));
        Object fishObj = new Fish();
        try {
            Flyer bad = (Flyer) fishObj;
            System.out.println(bad.fly());
        } catch (ClassCastException e) {
            System.out.println("Fish is not a Flyer");
        }
        try {
            Bird bad = (Bird) new Animal();
            System.out.println(bad);
        } catch (ClassCastException e) {
            System.out.println("Animal is not a Bird");
        }
        System.out.println("== primitive casts in expressions ==");
        double dd = 7.9;
        int i = (int) dd;
        long l = (long) -dd;
        char c = (char) (i + 'A');
        short sh = (short) 70000;
        byte by = (byte) sh;
        float fl = (float) dd;
        System.out.println(i + " " + l + " " + c + " " + sh + " " + by + " " + fl + " " + (int) c + " " + (double) fl);
        System.out.println((int) 'A' + (char) 1 + " " + (char) ('A' + 1) + " " + (int) (char) -1 + " " + (byte) 'A' + " " + (int) 3.99e9f);
        Object boxedInt = 5;
        int unboxed = (Integer) boxedInt;
        long viaCast = (long) (Integer) boxedInt;
        System.out.println(unboxed + " " + viaCast);
        Number num = 3.75;
        System.out.println(num.intValue() + " " + (num instanceof Double) + " " + (num instanceof Integer));
        System.out.println("== class identity ==");
        Object x = new Duck();
        System.out.println(x.getClass() == Duck.class);
        System.out.println(x.getClass().getSuperclass() == Bird.class);
        System.out.println(Animal.class.isAssignableFrom(Duck.class) + " " + Duck.class.isAssignableFrom(Animal.class) + " " + Swimmer.class.isAssignableFrom(Duck.class));
        System.out.println(Animal.class.isInstance(x) + " " + Fish.class.isInstance(x) + " " + Swimmer.class.isInterface() + " " + int.class.isPrimitive() + " " + int.class.getName());
        System.out.println(Duck.class.getName() + " " + Duck.class.getSimpleName() + " " + String.class.getName() + " " + Integer.TYPE + " " + void.class);
        List<Animal> zoo = new ArrayList<>();
        zoo.add(new Duck());
        zoo.add(new Fish());
        zoo.add(new Bird());
        zoo.add(new Animal());
        int flyers = 0, swimmers = 0;
        for (Animal an : zoo) {
            if (an instanceof Flyer) flyers++;
            if (an instanceof Swimmer) swimmers++;
        }
        System.out.println(flyers + " flyers, " + swimmers + " swimmers");
        Object arr = new Duck[2];
        System.out.println((arr instanceof Animal[]) + " " + (arr instanceof Flyer[]) + " " + (arr instanceof Swimmer[]) + " " + (arr instanceof Fish[]) + " " + (arr instanceof Object[]));
        Animal[] animals = (Animal[]) arr;
        animals[0] = new Duck();
        try {
            animals[1] = new Bird();
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException: " + e.getMessage());
        }
        Object nul = null;
        String ns = (String) nul;
        System.out.println(ns + " " + (nul instanceof Object));
    }
}
