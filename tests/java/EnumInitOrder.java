import java.util.*;

public class EnumInitOrder {
    static List<String> log = new ArrayList<>();

    enum Color {
        RED("r"), GREEN("g"), BLUE("b");

        static final Map<String, Color> BY_CODE = new HashMap<>();
        static int created = 0;
        static int uninit;
        final String code;

        static int count() {
            uninit++;
            return ++created;
        }

        static {
            for (Color c : values()) BY_CODE.put(c.code, c);
            log.add("Color static block, created=" + created + " uninit=" + uninit);
        }

        Color(String code) {
            this.code = code;
            log.add("ctor " + code + " count=" + count());
        }

        static Color byCode(String c) {
            Color r = BY_CODE.get(c);
            if (r == null) throw new IllegalArgumentException("no color " + c);
            return r;
        }
    }

    enum Singleton {
        INSTANCE;

        private int counter;

        int next() {
            return ++counter;
        }
    }

    enum Chain {
        A, B, C;

        Chain next() {
            return values()[(ordinal() + 1) % values().length];
        }

        Chain prev() {
            Chain[] v = values();
            return v[(ordinal() + v.length - 1) % v.length];
        }
    }

    enum Unit {
        MM(0.001), CM(0.01), M(1), KM(1000);

        final double factor;

        Unit(double f) {
            factor = f;
        }

        double convert(double v, Unit to) {
            return v * factor / to.factor;
        }
    }

    interface HasLabel {
        String label();
    }

    enum Suit implements HasLabel {
        CLUBS, DIAMONDS, HEARTS, SPADES;

        public String label() {
            return name().charAt(0) + name().substring(1).toLowerCase();
        }
    }

    public static void main(String[] args) {
        log.add("main start");
        System.out.println("byCode g " + Color.byCode("g"));
        System.out.println(log);
        try {
            Color.byCode("x");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println("values() fresh array " + (Color.values() != Color.values()) + " " + Arrays.toString(Color.values()));
        Color[] vs = Color.values();
        vs[0] = null;
        System.out.println("values unaffected " + Color.values()[0]);
        System.out.println("singleton " + Singleton.INSTANCE.next() + " " + Singleton.INSTANCE.next() + " " + Singleton.valueOf("INSTANCE").next());
        Chain c = Chain.A;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 7; i++) {
            sb.append(c);
            c = c.next();
        }
        System.out.println("cycle " + sb + " prev of A " + Chain.A.prev());
        System.out.printf("5 km = %.1f m, 250 cm = %.4f km, 3 mm = %.2f cm%n", Unit.KM.convert(5, Unit.M), Unit.CM.convert(250, Unit.KM), Unit.MM.convert(3, Unit.CM));
        List<String> deck = new ArrayList<>();
        for (Suit s : Suit.values()) for (int r = 1; r <= 3; r++) deck.add(s.label().charAt(0) + "" + r);
        Collections.shuffle(deck, new Random(3));
        System.out.println("deck " + deck);
        Map<Suit, Integer> points = new EnumMap<>(Suit.class);
        for (String card : deck.subList(0, 6)) {
            for (Suit s : Suit.values()) if (s.label().charAt(0) == card.charAt(0)) points.merge(s, card.charAt(1) - '0', Integer::sum);
        }
        System.out.println("points " + points);
        HasLabel hl = Suit.HEARTS;
        System.out.println("interface view " + hl.label() + " enum compare " + Suit.HEARTS.compareTo(Suit.CLUBS) + " equals " + Suit.valueOf("HEARTS").equals(hl));
        Set<Chain> set = EnumSet.noneOf(Chain.class);
        set.add(Chain.C);
        set.add(Chain.A);
        System.out.println("EnumSet order " + set + " name/toString " + Chain.B.name() + Chain.B);
    }
}
