import java.util.*;

public class SwitchYield {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    static int letters(Day d) {
        return switch (d) {
            case MON, FRI, SUN -> 6;
            case TUE -> 7;
            case THU, SAT -> 8;
            case WED -> 9;
        };
    }

    static String classify(int n) {
        return switch (n % 5) {
            case 0 -> "fizz-ish";
            case 1, -1 -> {
                String s = n > 0 ? "pos" : "neg";
                yield s + "-one";
            }
            case 2 -> String.valueOf(n * n);
            default -> {
                if (n > 100) yield "big";
                yield "other" + n;
            }
        };
    }

    static String oldStyleYield(String cmd) {
        int code = switch (cmd) {
            case "start":
                yield 1;
            case "stop":
            case "halt":
                yield 2;
            default:
                if (cmd.isEmpty()) yield 0;
                yield -cmd.length();
        };
        return cmd + ":" + code;
    }

    static double charge(char c, double amount) {
        double rate = switch (Character.toLowerCase(c)) {
            case 'a' -> 0.05;
            case 'b', 'c' -> 0.1;
            default -> throw new IllegalArgumentException("bad class " + c);
        };
        return amount * (1 + rate);
    }

    public static void main(String[] args) {
        for (Day d : Day.values()) System.out.print(d + "=" + letters(d) + " ");
        System.out.println();
        for (int n : new int[] {0, 1, -1, 2, 3, 6, -6, 101, 104, -4}) System.out.print(classify(n) + " ");
        System.out.println();
        for (String c : new String[] {"start", "stop", "halt", "", "unknown"}) System.out.print(oldStyleYield(c) + " ");
        System.out.println();
        System.out.printf("%.2f %.2f %.2f%n", charge('A', 100), charge('c', 50), charge('B', 10));
        try {
            charge('z', 1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Map<Day, Integer> hours = new EnumMap<>(Day.class);
        for (Day d : Day.values()) {
            hours.put(d, switch (d) {
                case SAT, SUN -> 0;
                case FRI -> 6;
                default -> 8;
            });
        }
        System.out.println(hours);
        int total = 0;
        for (Day d : Day.values()) {
            switch (d) {
                case SAT, SUN -> System.out.print("rest ");
                case MON -> {
                    total += 1;
                    System.out.print("meet ");
                }
                default -> total += 2;
            }
        }
        System.out.println("total " + total);
        Object[] objs = {42, "hello", 3.5, List.of(1, 2), 'x'};
        for (Object o : objs) {
            String r = switch (o.getClass().getSimpleName()) {
                case "Integer" -> "int " + ((Integer) o + 1);
                case "String" -> "str " + ((String) o).toUpperCase();
                case "Double" -> "dbl " + Math.floor((Double) o);
                default -> "other " + o;
            };
            System.out.println(r);
        }
        var list = new ArrayList<Map.Entry<String, Integer>>();
        for (var w : "one two three four five six".split(" ")) list.add(Map.entry(w, w.length()));
        var grouped = new TreeMap<Integer, List<String>>();
        for (var en : list) grouped.computeIfAbsent(en.getValue(), k -> new ArrayList<>()).add(en.getKey());
        System.out.println("var grouped " + grouped);
        long big = switch (grouped.size()) {
            case 3 -> Long.MAX_VALUE;
            default -> 0L;
        };
        System.out.println("long switch result " + big);
        String s = "b";
        int fall = 0;
        switch (s) {
            case "a":
                fall += 1;
            case "b":
                fall += 10;
            case "c":
                fall += 100;
                break;
            case "d":
                fall += 1000;
        }
        System.out.println("fallthrough " + fall);
    }
}
