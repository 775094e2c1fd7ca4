import gov.nasa.jpf.vm.Verify;

/** Two nested choices and termination. States: the first choice point; one per value of
 *  `a` at the second; and the end state, which is the same for all six paths (locals are
 *  gone). New states 1 + 3 + 1 = 5, transitions 3 + 6 = 9, revisits 9 - 4 = 5. */
public class TwoChoices {
    static int sum;

    public static void main(String[] args) {
        int a = Verify.getInt(0, 2);
        int b = Verify.getInt(0, 1);
        sum = (a + b) * 0;
    }
}
