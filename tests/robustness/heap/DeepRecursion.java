/** An uncaught StackOverflowError prints the innermost 1,024 frames, as the JVM does. */
public class DeepRecursion {
    static int down(int n) {
        return n == 0 ? 0 : 1 + down(n - 1);
    }

    public static void main(String[] args) {
        try {
            down(100_000_000);
        } catch (StackOverflowError e) {
            System.out.println("caught, trace of " + e.getStackTrace().length + " frames");
        }
        down(100_000_000);
    }
}
