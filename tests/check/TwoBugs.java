import gov.nasa.jpf.vm.Verify;

/** Two distinct violations and one clean path: --find-all reports both. */
public class TwoBugs {
    public static void main(String[] args) {
        switch (Verify.getInt(0, 2)) {
            case 0: throw new IllegalStateException("first bug");
            case 1: assert false : "second bug";
            default: break;
        }
    }
}
