/** Fuzz seed: throw, catch, finally, a custom exception, a nested try, an uncaught path. */
public class FuzzExceptions {
    static class Oops extends RuntimeException {
        final int code;

        Oops(String msg, int code) {
            super(msg);
            this.code = code;
        }
    }

    static int risky(int x) {
        if (x == 3) {
            throw new Oops("three", x);
        }
        return 10 / (x - 5);
    }

    public static void main(String[] args) {
        int total = 0;
        for (int i = 0; i < 8; i++) {
            try {
                try {
                    total += risky(i);
                } finally {
                    total++;
                }
            } catch (Oops e) {
                total += e.code * 100;
                System.out.println("caught " + e.getMessage());
            } catch (ArithmeticException e) {
                total -= 7;
                System.out.println("arith " + e.getMessage());
            }
        }
        Object o = "str";
        try {
            Integer bad = (Integer) o;
            total += bad;
        } catch (ClassCastException e) {
            total += 2;
        }
        System.out.println(total);
    }
}
