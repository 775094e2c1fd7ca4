import java.util.*;

public class VendingStates {
    enum State {
        IDLE {
            State on(Event e, Machine m) {
                if (e.kind == Kind.COIN) {
                    m.credit += e.amount;
                    return HAS_CREDIT;
                }
                if (e.kind == Kind.SERVICE) return MAINTENANCE;
                m.log("ignored " + e.kind + " while idle");
                return this;
            }
        },
        HAS_CREDIT {
            State on(Event e, Machine m) {
                switch (e.kind) {
                    case COIN:
                        m.credit += e.amount;
                        return this;
                    case SELECT:
                        Integer price = m.prices.get(e.item);
                        Integer stock = m.stock.getOrDefault(e.item, 0);
                        if (price == null) {
                            m.log("unknown item " + e.item);
                            return this;
                        }
                        if (stock == 0) {
                            m.log("sold out " + e.item);
                            return this;
                        }
                        if (m.credit < price) {
                            m.log("need " + (price - m.credit) + " more for " + e.item);
                            return this;
                        }
                        m.credit -= price;
                        m.stock.put(e.item, stock - 1);
                        m.sales += price;
                        m.log("vend " + e.item);
                        return m.credit > 0 ? this : IDLE;
                    case REFUND:
                        m.log("refund " + m.change(m.credit));
                        m.credit = 0;
                        return IDLE;
                    default:
                        return this;
                }
            }
        },
        MAINTENANCE {
            State on(Event e, Machine m) {
                if (e.kind == Kind.SERVICE) {
                    m.stock.replaceAll((k, v) -> v + 2);
                    m.log("restocked " + m.stock);
                    return IDLE;
                }
                m.log("out of service, rejected " + e.kind);
                return this;
            }
        };

        abstract State on(Event e, Machine m);
    }

    enum Kind { COIN, SELECT, REFUND, SERVICE }

    static final class Event {
        final Kind kind;
        final int amount;
        final String item;

        Event(Kind kind, int amount, String item) {
            this.kind = kind;
            this.amount = amount;
            this.item = item;
        }

        static Event parse(String s) {
            String[] p = s.split(":");
            Kind k = Kind.valueOf(p[0]);
            return new Event(k, k == Kind.COIN ? Integer.parseInt(p[1]) : 0, k == Kind.SELECT ? p[1] : null);
        }
    }

    static final class Machine {
        State state = State.IDLE;
        int credit, sales;
        final Map<String, Integer> prices = new TreeMap<>();
        final Map<String, Integer> stock = new TreeMap<>();
        final List<String> out = new ArrayList<>();

        void log(String s) {
            out.add(s);
        }

        String change(int amount) {
            int[] coins = {100, 25, 10, 5, 1};
            StringBuilder sb = new StringBuilder();
            for (int c : coins) {
                int n = amount / c;
                amount %= c;
                if (n > 0) sb.append(n).append('x').append(c).append(' ');
            }
            return sb.toString().trim();
        }
    }

    public static void main(String[] args) {
        Machine m = new Machine();
        m.prices.put("cola", 125);
        m.prices.put("chips", 75);
        m.prices.put("gum", 35);
        m.stock.put("cola", 1);
        m.stock.put("chips", 3);
        m.stock.put("gum", 0);
        String script = "SELECT:cola COIN:100 SELECT:cola COIN:25 SELECT:cola COIN:100 SELECT:cola SELECT:gum SELECT:tea SELECT:chips REFUND "
            + "REFUND SERVICE COIN:5 SERVICE COIN:200 SELECT:gum SELECT:gum SELECT:chips SELECT:chips COIN:3 REFUND";
        for (String tok : script.split(" ")) {
            State before = m.state;
            m.out.clear();
            m.state = m.state.on(Event.parse(tok), m);
            System.out.printf("%-12s %-11s -> %-11s credit %4d %s%n", tok, before, m.state, m.credit, m.out);
        }
        System.out.println("sales " + m.sales + " stock " + m.stock + " change(289) " + m.change(289));
        try {
            Event.parse("KICK");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
