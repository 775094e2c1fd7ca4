import gov.nasa.jpf.vm.Verify;
import java.lang.reflect.Field;
import java.lang.reflect.Method;

/**
 * An event loop whose handlers are called by name through reflection ("reflective") or
 * directly: the same program, so the same states, and the same violation (the door is
 * unlocked while nobody is home when "leave" comes before "alarm").
 */
public class ReflectiveHandlers {
    static boolean locked = true;
    static int present = 1;

    public static void alarm() {
        locked = false;
    }

    public static void leave() {
        present = 0;
    }

    public static void arrive() {
        present = 1;
    }

    public static void main(String[] args) throws Exception {
        boolean reflective = args.length > 0 && args[0].equals("reflective");
        String[] names = {"alarm", "leave", "arrive"};
        Field lockedField = ReflectiveHandlers.class.getDeclaredField("locked");
        for (int step = 0; step < 3; step++) {
            int e = Verify.getIntFromList(0, 1, 2);
            if (reflective) {
                Method m = ReflectiveHandlers.class.getMethod(names[e]);
                m.invoke(null);
            } else if (e == 0) {
                alarm();
            } else if (e == 1) {
                leave();
            } else {
                arrive();
            }
            boolean isLocked = reflective ? lockedField.getBoolean(null) : locked;
            assert isLocked || present == 1 : "door unlocked in an empty home after " + names[e];
        }
    }
}
