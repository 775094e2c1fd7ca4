import gov.nasa.jpf.vm.Verify;

/**
 * The JPF/IoTCheck event loop with the state the events share in local variables of main
 * rather than in fields: event 0 sets a, event 1 checks a once. The violation needs event 1
 * to run before event 0; a checker that records only field and array accesses sees two
 * independent events and explores one order (regression test: ironpf's dpor missed this
 * before locals of frames that outlive a transition were recorded).
 */
public class LoopLocals {
    public static void main(String[] args) {
        int a = 0;
        boolean checked = false;
        while (true) {
            int e = Verify.getIntFromList(0, 1);
            switch (e) {
                case 0:
                    a = 1;
                    break;
                case 1:
                    if (!checked) {
                        checked = true;
                        assert a == 1 : "event 1 ran before event 0";
                    }
                    break;
            }
        }
    }
}
