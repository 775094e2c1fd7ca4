import java.util.List;
import java.util.stream.Collectors;

/**
 * Two threads walk their own stacks with one shared StackWalker: each sees its own frames
 * (work, then its lambda), whatever the schedule ("no violation"). Walking reads only the
 * walker's final fields and the thread's own frames, so it adds no scheduling points.
 */
public class WalkingThreads {
    static final StackWalker WALKER = StackWalker.getInstance();

    static void work(String name) {
        List<String> methods = WALKER.walk(s -> s.map(StackWalker.StackFrame::getMethodName).collect(Collectors.toList()));
        if (!methods.get(0).equals("work") || !methods.get(1).startsWith("lambda$main$")) {
            throw new AssertionError(name + " sees " + methods);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> work("a"));
        Thread b = new Thread(() -> work("b"));
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
