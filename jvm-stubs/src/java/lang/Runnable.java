package java.lang;

@FunctionalInterface
public interface Runnable {
    void run();
}
