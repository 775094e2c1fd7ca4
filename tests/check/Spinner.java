/** A transition that never ends: reported by --max-transition-steps instead of hanging. */
public class Spinner {
    public static void main(String[] args) {
        long n = 0;
        while (n >= 0) n++;
    }
}
