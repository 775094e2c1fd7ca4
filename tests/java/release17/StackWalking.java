import java.lang.reflect.Method;
import java.util.*;
import java.util.function.*;
import java.util.stream.Collectors;

public class StackWalking {
    static final StackWalker PLAIN = StackWalker.getInstance();
    static final StackWalker RETAIN = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

    static void describe(String label) {
        System.out.println(label + ":");
        PLAIN.forEach(f -> System.out.println("  " + f.getClassName() + "." + f.getMethodName() + " line " + f.getLineNumber()
                + " file " + f.getFileName() + " native " + f.isNativeMethod() + " " + f));
    }

    static class Helper {
        void work() { describe("in Helper.work"); }
        static Class<?> caller() { return RETAIN.getCallerClass(); }
        public void reflective() { describe("reflectively"); }
    }

    static int depth(int n) {
        if (n == 0) {
            return PLAIN.walk(s -> (int) s.count());
        }
        return depth(n - 1);
    }

    public static void main(String[] args) throws Exception {
        describe("main");
        new Helper().work();
        Runnable r = () -> describe("in a lambda");
        r.run();
        System.out.println(Helper.caller());
        List<String> names = PLAIN.walk(s -> s.map(StackWalker.StackFrame::getMethodName).collect(Collectors.toList()));
        System.out.println(names);
        System.out.println(depth(5) - depth(0));
        Optional<Integer> line = RETAIN.walk(s -> s.filter(f -> f.getDeclaringClass() == StackWalking.class).map(StackWalker.StackFrame::getLineNumber).findFirst());
        System.out.println(line.get());
        try {
            PLAIN.forEach(f -> f.getDeclaringClass());
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE " + e.getMessage());
        }
        try {
            PLAIN.getCallerClass();
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE " + e.getMessage());
        }
        Method m = Helper.class.getMethod("reflective");
        m.invoke(new Helper());
        StackTraceElement e = RETAIN.walk(s -> s.findFirst()).get().toStackTraceElement();
        System.out.println(e.getClassName() + " " + e.getMethodName() + " " + e.getLineNumber());
        String d = PLAIN.walk(s -> s.findFirst().get().getDescriptor());
        System.out.println(d);
    }
}
