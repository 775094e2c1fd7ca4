import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class R17Inventory {
    enum Category { FRUIT, DAIRY, BAKERY, TOOLS }

    record Item(String sku, String name, Category category, int priceCents) {
        Item {
            if (priceCents < 0) throw new IllegalArgumentException("negative price for " + sku);
        }

        String price() {
            return "%d.%02d".formatted(priceCents / 100, priceCents % 100);
        }
    }

    sealed interface Event permits Restock, Sale, Return, Audit {}

    record Restock(String sku, int qty) implements Event {}

    record Sale(String sku, int qty) implements Event {}

    record Return(String sku, int qty, String reason) implements Event {}

    record Audit(String note) implements Event {}

    static final class OutOfStock extends RuntimeException {
        OutOfStock(String sku, int have, int want) {
            super("out of stock: " + sku + " have " + have + " want " + want);
        }
    }

    public static void main(String[] args) {
        var catalog = new LinkedHashMap<String, Item>();
        for (var it : List.of(
                new Item("A1", "apple", Category.FRUIT, 45),
                new Item("B7", "baguette", Category.BAKERY, 320),
                new Item("C3", "cheddar", Category.DAIRY, 799),
                new Item("H9", "hammer", Category.TOOLS, 1999),
                new Item("M2", "milk", Category.DAIRY, 129))) {
            catalog.put(it.sku(), it);
        }
        var stock = new TreeMap<String, Integer>();
        for (var sku : catalog.keySet()) stock.put(sku, 0);
        List<Event> events = List.of(
            new Restock("A1", 100), new Restock("B7", 10), new Restock("C3", 5), new Restock("M2", 20),
            new Sale("A1", 30), new Sale("B7", 4), new Sale("H9", 1), new Audit("midday check"),
            new Sale("C3", 5), new Return("C3", 1, "moldy"), new Sale("M2", 25), new Restock("H9", 3),
            new Sale("H9", 2), new Sale("A1", 71), new Return("A1", 2, "bruised"), new Audit("closing"));
        long revenue = 0;
        var failures = new ArrayList<String>();
        int n = 0;
        for (var e : events) {
            n++;
            String line;
            try {
                line = switch (e.getClass().getSimpleName()) {
                    case "Restock" -> {
                        var r = (Restock) e;
                        stock.merge(r.sku(), r.qty(), Integer::sum);
                        yield "restocked " + r.qty() + " x " + catalog.get(r.sku()).name();
                    }
                    case "Sale" -> {
                        var s = (Sale) e;
                        int have = stock.get(s.sku());
                        if (have < s.qty()) throw new OutOfStock(s.sku(), have, s.qty());
                        stock.put(s.sku(), have - s.qty());
                        long amount = (long) s.qty() * catalog.get(s.sku()).priceCents();
                        revenue += amount;
                        yield "sold " + s.qty() + " x " + catalog.get(s.sku()).name() + " for " + amount;
                    }
                    case "Return" -> {
                        var r = (Return) e;
                        stock.merge(r.sku(), r.qty(), Integer::sum);
                        long refund = (long) r.qty() * catalog.get(r.sku()).priceCents();
                        revenue -= refund;
                        yield "return " + r.qty() + " x " + r.sku() + " (" + r.reason() + ") refund " + refund;
                    }
                    default -> {
                        if (e instanceof Audit a) yield "audit '" + a.note() + "': " + stock;
                        yield "unknown event";
                    }
                };
            } catch (OutOfStock ex) {
                failures.add(ex.getMessage());
                line = "FAILED " + e;
            }
            System.out.println("%2d %s".formatted(n, line));
        }
        System.out.println("revenue " + revenue / 100 + "." + "%02d".formatted(revenue % 100));
        System.out.println("failures " + failures);
        var byCategory = new TreeMap<Category, Integer>();
        for (var it : catalog.values()) byCategory.merge(it.category(), stock.get(it.sku()), Integer::sum);
        System.out.println(byCategory);
        for (var it : catalog.values()) {
            var status = switch (stock.get(it.sku())) {
                case 0 -> "SOLD OUT";
                case 1, 2, 3 -> "low";
                default -> "ok";
            };
            System.out.println("%-3s %-9s %-7s %8s %4d %s".formatted(it.sku(), it.name(), it.category(), it.price(), stock.get(it.sku()), status));
        }
        try {
            new Item("X", "bad", Category.TOOLS, -1);
        } catch (IllegalArgumentException ex) {
            System.out.println(ex.getMessage());
        }
        Map<Boolean, List<String>> cheap = new TreeMap<>();
        for (var it : catalog.values()) cheap.computeIfAbsent(it.priceCents() < 500, k -> new ArrayList<>()).add(it.name());
        System.out.println(cheap);
        System.out.println(catalog.get("A1") + " " + catalog.get("A1").equals(new Item("A1", "apple", Category.FRUIT, 45)));
    }
}
