import gov.nasa.jpf.vm.Verify;

/** The violation needs at least 40 consecutive `true` choices: a long counterexample. */
public class DeepCounter {
    public static void main(String[] args) {
        int streak = 0;
        while (true) {
            if (Verify.getBoolean()) streak++;
            else streak = 0;
            if (streak == 40) throw new IllegalStateException("40 in a row");
        }
    }
}
