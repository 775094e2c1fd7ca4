import gov.nasa.jpf.vm.Verify;
import java.util.HashMap;

/**
 * An infinite state space: event 0 counts alarms in a map (every count is a new state), event
 * 1 (with argument 2) toggles a flag. The report must name the count as what keeps changing.
 */
public class Growing {
    static HashMap<String, Integer> state = new HashMap<>();
    static boolean flag;

    public static void main(String[] args) {
        int events = Integer.parseInt(args[0]);
        int[] choices = new int[events];
        for (int i = 0; i < events; i++) choices[i] = i;
        state.put("alarms", 0);
        while (true) {
            int e = Verify.getIntFromList(choices);
            if (e == 0) state.put("alarms", state.get("alarms") + 1);
            else flag = !flag;
        }
    }
}
