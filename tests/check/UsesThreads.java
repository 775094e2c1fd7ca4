/** Threads are a VM limitation for now: a clear error, exit code 4. */
public class UsesThreads {
    public static void main(String[] args) {
        new Thread(() -> System.out.println("hi")).start();
    }
}
