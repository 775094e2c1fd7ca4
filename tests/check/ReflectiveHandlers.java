import gov.nasa.jpf.vm.Verify;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;

/**
 * An event loop whose handlers are called by name through reflection ("reflective"), through
 * a dynamic proxy whose invocation handler dispatches by method name ("proxy"), or directly:
 * the same program, so the same states, and the same violation (the door is
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

    public interface Handlers {
        void alarm();

        void leave();

        void arrive();
    }

    public static void main(String[] args) throws Exception {
        boolean reflective = args.length > 0 && args[0].equals("reflective");
        boolean proxy = args.length > 0 && args[0].equals("proxy");
        String[] names = {"alarm", "leave", "arrive"};
        Field lockedField = ReflectiveHandlers.class.getDeclaredField("locked");
        for (int step = 0; step < 3; step++) {
            int e = Verify.getIntFromList(0, 1, 2);
            if (reflective) {
                Method m = ReflectiveHandlers.class.getMethod(names[e]);
                m.invoke(null);
            } else if (proxy) {
                Handlers h = (Handlers) Proxy.newProxyInstance(ReflectiveHandlers.class.getClassLoader(),
                        new Class<?>[] {Handlers.class}, (p, m, a) -> {
                            switch (m.getName()) {
                                case "alarm": alarm(); break;
                                case "leave": leave(); break;
                                default: arrive(); break;
                            }
                            return null;
                        });
                if (e == 0) {
                    h.alarm();
                } else if (e == 1) {
                    h.leave();
                } else {
                    h.arrive();
                }
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
