/**
 * Two classes whose initializers each need the other, first used by two threads at once: each
 * thread begins one initializer and then waits for the class the other thread is initializing
 * (JVMS 5.5), a deadlock Java programs do meet.
 *
 * expect: deadlock
 */
public class ClassInitDeadlock {
    static final class A {
        static final int V;

        static {
            V = B.W + 1;
        }
    }

    static final class B {
        static final int W;

        static {
            W = A.V + 1;
        }
    }

    static int a;
    static int b;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> a = A.V);
        Thread u = new Thread(() -> b = B.W);
        t.start();
        u.start();
        t.join();
        u.join();
    }
}
