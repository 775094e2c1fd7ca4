import java.util.*;

public class EnumBehaviors {
    enum Op {
        ADD("+") {
            int apply(int a, int b) {
                return a + b;
            }
        },
        SUB("-") {
            int apply(int a, int b) {
                return a - b;
            }
        },
        MUL("*") {
            int apply(int a, int b) {
                return a * b;
            }

            @Override
            boolean commutative() {
                return true;
            }
        },
        DIV("/") {
            int apply(int a, int b) {
                return a / b;
            }
        };

        final String sym;

        Op(String sym) {
            this.sym = sym;
        }

        abstract int apply(int a, int b);

        boolean commutative() {
            return this == ADD;
        }

        static Op of(String s) {
            for (Op o : values()) if (o.sym.equals(s)) return o;
            throw new IllegalArgumentException("no op " + s);
        }
    }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);

        final double mass, radius;

        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }

        double gravity() {
            return 6.67300E-11 * mass / (radius * radius);
        }
    }

    enum Level { LOW, MEDIUM, HIGH, CRITICAL }

    interface Describable {
        String describe();
    }

    enum Color implements Describable {
        RED, GREEN, BLUE;

        @Override
        public String describe() {
            return name().toLowerCase() + "#" + ordinal();
        }

        @Override
        public String toString() {
            return "Color." + name();
        }
    }

    static String react(Level l) {
        switch (l) {
            case LOW:
                return "ignore";
            case MEDIUM:
            case HIGH:
                return "watch";
            default:
                return "page someone";
        }
    }

    public static void main(String[] args) {
        for (Op o : Op.values()) {
            System.out.println(o + " " + o.sym + " " + o.apply(12, 4) + " comm=" + o.commutative() + " ordinal=" + o.ordinal()
                + " declaring=" + o.getDeclaringClass().getSimpleName() + " classIsEnum=" + (o.getClass() == Op.class));
        }
        System.out.println("of(*) " + Op.of("*").apply(6, 7));
        try {
            Op.of("%");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println("valueOf " + Op.valueOf("SUB") + " " + Enum.valueOf(Level.class, "HIGH"));
        try {
            Level.valueOf("high");
        } catch (IllegalArgumentException e) {
            System.out.println("valueOf bad: " + e.getMessage());
        }
        try {
            Level.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("valueOf null: NPE " + e.getMessage());
        }
        for (Planet p : Planet.values()) System.out.printf("%s gravity %.3f%n", p, p.gravity());
        for (Level l : Level.values()) System.out.println(l + " -> " + react(l) + " cmp HIGH " + l.compareTo(Level.HIGH));
        for (Color c : Color.values()) System.out.println(c + " " + c.name() + " " + c.describe() + " " + c.hashCode() * 0);
        EnumMap<Level, List<String>> byLevel = new EnumMap<>(Level.class);
        String[] events = {"disk:HIGH", "cpu:LOW", "mem:CRITICAL", "net:LOW", "fan:HIGH"};
        for (String e : events) {
            String[] p = e.split(":");
            byLevel.computeIfAbsent(Level.valueOf(p[1]), k -> new ArrayList<>()).add(p[0]);
        }
        System.out.println("EnumMap " + byLevel + " size " + byLevel.size() + " containsKey MEDIUM " + byLevel.containsKey(Level.MEDIUM));
        byLevel.remove(Level.LOW);
        byLevel.put(Level.MEDIUM, Collections.singletonList("io"));
        System.out.println("EnumMap after " + byLevel + " keys " + byLevel.keySet() + " first value " + byLevel.values().iterator().next());
        EnumSet<Level> all = EnumSet.allOf(Level.class);
        EnumSet<Level> none = EnumSet.noneOf(Level.class);
        EnumSet<Level> range = EnumSet.range(Level.MEDIUM, Level.CRITICAL);
        EnumSet<Level> comp = EnumSet.complementOf(range);
        System.out.println("EnumSet all " + all + " none " + none + " range " + range + " complement " + comp + " of " + EnumSet.of(Level.HIGH, Level.LOW));
        none.add(Level.CRITICAL);
        none.add(Level.LOW);
        none.addAll(comp);
        System.out.println("built " + none + " contains MEDIUM " + none.contains(Level.MEDIUM) + " removeAll " + none.removeAll(range) + " " + none);
        System.out.println("copyOf " + EnumSet.copyOf(Arrays.asList(Color.BLUE, Color.RED)) + " equals " + EnumSet.of(Color.RED, Color.BLUE).equals(new HashSet<>(Arrays.asList(Color.BLUE, Color.RED))));
        Map<Color, Integer> counts = new EnumMap<>(Color.class);
        for (String s : "RED BLUE RED GREEN RED BLUE".split(" ")) counts.merge(Color.valueOf(s), 1, Integer::sum);
        System.out.println("counts " + counts);
        System.out.println("switch in loop:");
        int score = 0;
        for (Level l : Level.values()) {
            switch (l) {
                case CRITICAL:
                    score += 1000;
                case HIGH:
                    score += 100;
                    break;
                case MEDIUM:
                    score += 10;
                    break;
                default:
                    score += 1;
            }
            System.out.println("  " + l + " score " + score);
        }
    }
}
