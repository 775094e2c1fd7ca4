import java.util.*;

public class InventorySim {
    static final class Item {
        final String sku;
        final String name;
        final long priceCents;
        int qty;
        int reorderLevel;

        Item(String sku, String name, long priceCents, int qty, int reorderLevel) {
            this.sku = sku;
            this.name = name;
            this.priceCents = priceCents;
            this.qty = qty;
            this.reorderLevel = reorderLevel;
        }

        @Override
        public String toString() {
            return String.format("%-6s %-12s %8s x%3d", sku, name, money(priceCents), qty);
        }
    }

    static final class OutOfStock extends Exception {
        final String sku;

        OutOfStock(String sku, int wanted, int have) {
            super("out of stock: " + sku + " wanted " + wanted + " have " + have);
            this.sku = sku;
        }
    }

    static String money(long cents) {
        return (cents < 0 ? "-" : "") + "$" + Math.abs(cents) / 100 + "." + String.format("%02d", Math.abs(cents) % 100);
    }

    final Map<String, Item> items = new TreeMap<>();
    final Map<String, Integer> sold = new HashMap<>();
    final List<String> journal = new ArrayList<>();
    long revenue;

    void add(Item it) {
        items.put(it.sku, it);
    }

    long order(String customer, Map<String, Integer> lines) throws OutOfStock {
        for (Map.Entry<String, Integer> e : lines.entrySet()) {
            Item it = items.get(e.getKey());
            if (it == null) throw new NoSuchElementException("unknown sku " + e.getKey());
            if (it.qty < e.getValue()) throw new OutOfStock(it.sku, e.getValue(), it.qty);
        }
        long total = 0;
        for (Map.Entry<String, Integer> e : lines.entrySet()) {
            Item it = items.get(e.getKey());
            it.qty -= e.getValue();
            sold.merge(it.sku, e.getValue(), Integer::sum);
            total += it.priceCents * e.getValue();
        }
        if (total > 10000) total -= total / 10;
        revenue += total;
        journal.add(customer + " paid " + money(total));
        return total;
    }

    List<String> restock() {
        List<String> done = new ArrayList<>();
        for (Item it : items.values()) {
            if (it.qty <= it.reorderLevel) {
                int amount = it.reorderLevel * 3 - it.qty;
                it.qty += amount;
                done.add(it.sku + "+" + amount);
            }
        }
        return done;
    }

    public static void main(String[] args) {
        InventorySim inv = new InventorySim();
        inv.add(new Item("A100", "widget", 499, 20, 5));
        inv.add(new Item("B200", "gadget", 1999, 8, 3));
        inv.add(new Item("C300", "doohickey", 12500, 2, 1));
        inv.add(new Item("D400", "gizmo", 75, 100, 20));
        Random rnd = new Random(2718);
        String[] skus = {"A100", "B200", "C300", "D400", "Z999"};
        String[] customers = {"ann", "bob", "cy", "dee"};
        for (int day = 1; day <= 6; day++) {
            System.out.println("== day " + day);
            for (int k = 0; k < 4; k++) {
                Map<String, Integer> lines = new TreeMap<>();
                int n = 1 + rnd.nextInt(3);
                for (int j = 0; j < n; j++) lines.merge(skus[rnd.nextInt(day < 3 ? 4 : 5)], 1 + rnd.nextInt(6), Integer::sum);
                String who = customers[rnd.nextInt(customers.length)];
                try {
                    long paid = inv.order(who, lines);
                    System.out.println("  " + who + " " + lines + " -> " + money(paid));
                } catch (OutOfStock e) {
                    System.out.println("  " + who + " " + lines + " REJECTED " + e.getMessage());
                } catch (NoSuchElementException e) {
                    System.out.println("  " + who + " " + lines + " ERROR " + e.getMessage());
                }
            }
            List<String> r = inv.restock();
            if (!r.isEmpty()) System.out.println("  restocked " + r);
        }
        System.out.println("== stock");
        for (Item it : inv.items.values()) System.out.println(it);
        List<Map.Entry<String, Integer>> best = new ArrayList<>(inv.sold.entrySet());
        best.sort(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        System.out.println("best sellers " + best);
        System.out.println("revenue " + money(inv.revenue) + " orders " + inv.journal.size());
        Map<String, Long> perCustomer = new TreeMap<>();
        for (String j : inv.journal) {
            String[] p = j.split(" paid \\$");
            String[] amt = p[1].split("\\.");
            perCustomer.merge(p[0], Long.parseLong(amt[0]) * 100 + Long.parseLong(amt[1]), Long::sum);
        }
        for (Map.Entry<String, Long> e : perCustomer.entrySet()) System.out.println(String.format("%-4s %10s", e.getKey(), money(e.getValue())));
        System.out.println("negative money " + money(-1234) + " zero " + money(0));
    }
}
