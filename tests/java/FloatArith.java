public class FloatArith {
    static String cmp(double a, double b) {
        return (a < b ? "<" : "") + (a <= b ? "<=" : "") + (a == b ? "==" : "") + (a != b ? "!=" : "") + (a >= b ? ">=" : "") + (a > b ? ">" : "");
    }

    static String cmpf(float a, float b) {
        return (a < b ? "<" : "") + (a <= b ? "<=" : "") + (a == b ? "==" : "") + (a != b ? "!=" : "") + (a >= b ? ">=" : "") + (a > b ? ">" : "");
    }

    public static void main(String[] args) {
        double[] vals = {0.0, -0.0, 1.0, -1.0, 0.5, 3.0, -7.25, 1e308, -1e308, Double.MIN_VALUE, Double.NaN,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        System.out.println("== double ops table ==");
        for (double a : vals) {
            for (double b : vals) {
                System.out.println(a + " " + b + " : " + (a + b) + " " + (a - b) + " " + (a * b) + " " + (a / b) + " " + (a % b) + " " + cmp(a, b));
            }
        }
        System.out.println("== float ops ==");
        float[] fv = {0.0f, -0.0f, 1.5f, -2.5f, 3.4e38f, Float.NaN, Float.POSITIVE_INFINITY, 1e-45f, 7f};
        for (float a : fv) {
            for (float b : fv) {
                System.out.println(a + " " + b + " : " + (a + b) + " " + (a - b) + " " + (a * b) + " " + (a / b) + " " + (a % b) + " " + cmpf(a, b));
            }
        }
        System.out.println("== remainder ==");
        double[] ns = {5.5, -5.5, 7.0, -7.0, 10.0, 0.3};
        double[] ds = {2.0, -2.0, 0.1, 3.0, 1.5, -0.7};
        for (double n : ns) {
            StringBuilder sb = new StringBuilder();
            for (double d : ds) sb.append(n % d).append(' ');
            System.out.println(sb);
        }
        System.out.println("== float vs double precision ==");
        float f = 0.1f;
        double d = 0.1;
        System.out.println(f == d);
        System.out.println((double) f);
        System.out.println((float) d == f);
        System.out.println(0.1f + 0.2f == 0.3f);
        System.out.println(0.1 + 0.2 == 0.3);
        System.out.println(1.0f * 0.1f);
        System.out.println(3 * 0.1f);
        System.out.println(3 * 0.1);
        float big = 16777216f;
        System.out.println(big + 1f);
        System.out.println(big + 2f);
        double bigd = 9007199254740992.0;
        System.out.println(bigd + 1 == bigd);
        System.out.println("== mixed arithmetic ==");
        int i = 7;
        long l = 3L;
        System.out.println(i / 2 * 2.0);
        System.out.println(i / 2.0 * 2);
        System.out.println(i / (float) 2);
        System.out.println(l / 2f);
        System.out.println(1 / 3 + 1 / 3.0 + 1 / 3f);
        System.out.println('a' + 0.5);
        System.out.println((char) ('a' + 1.7));
        System.out.println(1e10f * 1e10f * 1e10f * 1e10f);
        System.out.println(1e-30f * 1e-30f);
        System.out.println(-1e-30f * 1e-30f);
        System.out.println(1.0 / -0.0);
        System.out.println(0.0 / 0.0 == 0.0 / 0.0);
        double nan = Double.NaN;
        System.out.println(nan != nan);
        System.out.println(Double.isNaN(nan * 0));
        System.out.println(Double.POSITIVE_INFINITY - Double.POSITIVE_INFINITY);
        System.out.println(Double.POSITIVE_INFINITY * 0);
        System.out.println(-0.0 + 0.0);
        System.out.println(-0.0 - 0.0);
        System.out.println(-0.0 * -1);
        System.out.println(0.0 == -0.0);
        System.out.println(Double.compare(0.0, -0.0));
        System.out.println(Math.min(0.0, -0.0));
        System.out.println(Math.max(-0.0f, 0.0f));
        System.out.println("== compound on floats ==");
        double acc = 1;
        for (int k = 1; k <= 20; k++) {
            acc *= 1.5;
            acc -= k * 0.25;
            acc /= 1.125;
            System.out.print(acc + " ");
        }
        System.out.println();
        float facc = 1;
        for (int k = 1; k <= 20; k++) {
            facc *= 1.5f;
            facc -= k * 0.25f;
            facc /= 1.125f;
            System.out.print(facc + " ");
        }
        System.out.println();
        System.out.println("== harmonic and series ==");
        double h = 0;
        float hf = 0;
        for (int k = 1; k <= 1000; k++) {
            h += 1.0 / k;
            hf += 1.0f / k;
            if (k % 100 == 0) System.out.println(k + " " + h + " " + hf);
        }
        double pi = 0;
        for (int k = 0; k < 2000; k++) {
            pi += (k % 2 == 0 ? 4.0 : -4.0) / (2 * k + 1);
        }
        System.out.println(pi);
        System.out.println("== increments ==");
        double x = 0.5;
        x++;
        System.out.println(x);
        x--;
        x--;
        System.out.println(x);
        float y = 1e8f;
        y++;
        System.out.println(y);
        float z = Float.MAX_VALUE;
        z *= 2;
        System.out.println(z);
        z = -z;
        System.out.println(z);
    }
}
