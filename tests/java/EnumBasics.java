public class EnumBasics {
    enum Color { RED, GREEN, BLUE, YELLOW }

    enum Direction {
        NORTH, EAST, SOUTH, WEST;

        Direction turnRight() {
            return values()[(ordinal() + 1) % values().length];
        }

        Direction opposite() {
            switch (this) {
                case NORTH: return SOUTH;
                case SOUTH: return NORTH;
                case EAST: return WEST;
                default: return EAST;
            }
        }
    }

    static String describe(Color c) {
        switch (c) {
            case RED:
                return "warm";
            case YELLOW:
            case GREEN:
                return "bright";
            default:
                return "cool";
        }
    }

    public static void main(String[] args) {
        for (Color c : Color.values()) {
            System.out.println(c + " " + c.name() + " " + c.ordinal() + " " + describe(c) + " " + c.compareTo(Color.GREEN) + " " + c.getDeclaringClass().getSimpleName());
        }
        System.out.println(Color.valueOf("BLUE") == Color.BLUE);
        System.out.println(Enum.valueOf(Color.class, "RED"));
        try {
            Color.valueOf("PURPLE");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        try {
            Color.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("NPE for null name");
        }
        Color[] vals = Color.values();
        vals[0] = null;
        System.out.println(Color.values()[0] + " " + vals.length + " " + (Color.values() == Color.values()));
        System.out.println(Color.RED.equals(Color.RED) + " " + Color.RED.equals(Color.BLUE) + " " + (Color.RED == Color.valueOf("RED")));
        Direction d = Direction.NORTH;
        for (int i = 0; i < 6; i++) {
            System.out.println(d + " -> right " + d.turnRight() + ", opposite " + d.opposite());
            d = d.turnRight();
        }
        System.out.println(Color.GREEN.getClass().getName() + " " + Direction.class.getSimpleName() + " " + Color.BLUE.getClass().isEnum());
        int[] counts = new int[Color.values().length];
        String[] data = {"RED", "BLUE", "RED", "GREEN", "YELLOW", "RED", "BLUE"};
        for (String s : data) counts[Color.valueOf(s).ordinal()]++;
        for (Color c : Color.values()) System.out.println(c + "=" + counts[c.ordinal()]);
        java.util.Map<Color, Integer> tm = new java.util.TreeMap<>();
        for (String s : data) {
            Color c = Color.valueOf(s);
            Integer old = tm.get(c);
            tm.put(c, old == null ? 1 : old + 1);
        }
        System.out.println(tm);
        java.util.List<Direction> dirs = new java.util.ArrayList<>(java.util.Arrays.asList(Direction.WEST, Direction.NORTH, Direction.SOUTH, Direction.EAST, Direction.NORTH));
        java.util.Collections.sort(dirs);
        System.out.println(dirs);
        Object o = Color.RED;
        System.out.println((o instanceof Enum) + " " + (o instanceof Comparable) + " " + ((Enum<?>) o).name());
        System.out.println(Color.RED.hashCode() == Color.RED.hashCode());
        switch (Direction.valueOf("WEST")) {
            case WEST:
                System.out.println("switch WEST ok");
            case NORTH:
                System.out.println("fell into NORTH");
                break;
            default:
                System.out.println("wrong");
        }
    }
}
