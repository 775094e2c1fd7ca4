import java.util.Arrays;
import java.util.Map;

/** Class.getNestHost, isNestmateOf and getNestMembers (JDK 11 nests) and private access. */
public class Nestmates {
    private static int secret = 42;

    static class Member {
        private int hidden = 7;

        class Deep {
            int peek() throws Exception {
                return Nestmates.class.getDeclaredField("secret").getInt(null);
            }
        }
    }

    interface Shape {
        enum Kind { ROUND, SQUARE }
    }

    record Point(int x, int y) {}

    static String name(Class<?> c) {
        return c == null ? "null" : c.getName();
    }

    public static void main(String[] args) throws Exception {
        class Local {}
        Object anon = new Object() {};
        Runnable lambda = () -> {};
        Class<?>[] classes = {Nestmates.class, Member.class, Member.Deep.class, Shape.class, Shape.Kind.class,
            Point.class, Local.class, anon.getClass(), int.class, void.class, int[].class, Member[].class,
            String.class, Object.class};
        for (Class<?> c : classes) {
            System.out.println(name(c) + " host " + name(c.getNestHost()) + " mate of Nestmates "
                    + c.isNestmateOf(Nestmates.class) + " of itself " + c.isNestmateOf(c)
                    + " of Member " + c.isNestmateOf(Member.class));
        }
        System.out.println("lambda is a mate of String: " + lambda.getClass().isNestmateOf(String.class));
        System.out.println("Map.Entry host " + name(Map.Entry.class.getNestHost()) + " "
                + Map.Entry.class.isNestmateOf(Map.class) + " " + Map.class.isNestmateOf(Nestmates.class));
        String[] members = Arrays.stream(Nestmates.class.getNestMembers()).map(Nestmates::name).sorted()
                .toArray(String[]::new);
        System.out.println("members " + Arrays.toString(members));
        System.out.println("first member " + name(Member.Deep.class.getNestMembers()[0]) + " count "
                + Member.Deep.class.getNestMembers().length);
        System.out.println("int members " + Arrays.toString(int.class.getNestMembers()));
        System.out.println("Deep reads secret " + new Member().new Deep().peek());
        Member m = new Member();
        System.out.println("hidden " + Member.class.getDeclaredField("hidden").getInt(m));
        try {
            Nestmates.class.isNestmateOf(null);
        } catch (NullPointerException e) {
            System.out.println("null: NullPointerException");
        }
    }
}
