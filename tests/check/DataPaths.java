import gov.nasa.jpf.vm.Verify;

/**
 * An event loop whose handler makes 40 binary data choices: 2^40 paths per event. `none`
 * matches the states at the data choices (x takes at most 81 values per event); `dpor` runs
 * data choices inside its transitions without matching them, so only the limits bound it.
 */
public class DataPaths {
    static int x;

    public static void main(String[] args) {
        while (true) {
            int e = Verify.getIntFromList(0, 1);
            for (int i = 0; i < 40; i++) {
                x += Verify.getInt(0, 1) * (e + 1);
            }
        }
    }
}
