/** Fuzz seed: nested loops, while/do-while, break and continue, int arithmetic. */
public class FuzzLoops {
    public static void main(String[] args) {
        int sum = 0;
        for (int i = 0; i < 20; i++) {
            if (i % 3 == 0) {
                continue;
            }
            for (int j = i; j > 0; j -= 2) {
                sum += i * j ^ (sum >>> 3);
                if (sum > 100000) {
                    break;
                }
            }
        }
        int k = 7;
        while (k != 1) {
            k = (k & 1) == 0 ? k / 2 : 3 * k + 1;
            sum ^= k << 1;
        }
        int n = 0;
        do {
            n++;
        } while (n < 5);
        System.out.println(sum + n);
    }
}
