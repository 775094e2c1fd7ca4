/** A thread that prints: checked under every strategy (exit 0). */
public class UsesThreads {
    public static void main(String[] args) {
        new Thread(() -> System.out.println("hi")).start();
    }
}
