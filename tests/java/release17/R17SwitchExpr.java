public class R17SwitchExpr {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    static int letters(Day d) {
        return switch (d) {
            case MON, FRI, SUN -> 6;
            case TUE -> 7;
            case THU, SAT -> 8;
            case WED -> 9;
        };
    }

    static String kind(int n) {
        return switch (n) {
            case 0 -> "zero";
            case 1, 2, 3 -> "small";
            case 100 -> {
                String s = "hun";
                yield s + "dred";
            }
            default -> {
                if (n < 0) yield "negative";
                yield n % 2 == 0 ? "even" : "odd";
            }
        };
    }

    static int classic(String s) {
        int r = switch (s) {
            case "a":
            case "b":
                yield 1;
            case "c":
                System.out.println("  side effect for c");
                yield 2;
            default:
                yield s.length() * 10;
        };
        return r;
    }

    static String statementArrow(char c) {
        StringBuilder sb = new StringBuilder();
        switch (c) {
            case 'x' -> sb.append("ex");
            case 'y', 'z' -> {
                sb.append("why");
                sb.append("-or-zed");
            }
            default -> sb.append("other:").append(c);
        }
        return sb.toString();
    }

    static double area(Object shape) {
        return switch (shape.getClass().getSimpleName()) {
            case "Integer" -> (Integer) shape * (Integer) shape;
            case "Double" -> Math.PI * (Double) shape * (Double) shape;
            default -> -1;
        };
    }

    public static void main(String[] args) {
        for (Day d : Day.values()) {
            boolean weekend = switch (d) {
                case SAT, SUN -> true;
                default -> false;
            };
            System.out.println(d + " letters=" + letters(d) + " weekend=" + weekend);
        }
        for (int n : new int[] {0, 1, 3, 4, 7, 100, -5, 42}) System.out.println(n + " -> " + kind(n));
        for (String s : new String[] {"a", "b", "c", "hello", ""}) System.out.println(s + " -> " + classic(s));
        for (char c : "xyzq".toCharArray()) System.out.println(c + " -> " + statementArrow(c));
        System.out.println(area(3) + " " + area(1.0) + " " + area("str"));
        int total = 0;
        for (int i = 0; i < 20; i++) {
            total += switch (i % 5) {
                case 0 -> 1;
                case 1 -> 10;
                case 2 -> 100;
                default -> {
                    int t = i * 1000;
                    yield t;
                }
            };
        }
        System.out.println("total " + total);
        String nul = null;
        try {
            String r = switch (nul) {
                case "a" -> "A";
                default -> "other";
            };
            System.out.println(r);
        } catch (NullPointerException e) {
            System.out.println("NPE from switch on null");
        }
        long big = 5_000_000_000L;
        String bucket = switch ((int) (big / 1_000_000_000L)) {
            case 5 -> "five billion";
            default -> "unknown";
        };
        System.out.println(bucket);
    }
}
