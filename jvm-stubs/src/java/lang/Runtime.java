package java.lang;

public class Runtime {

    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {
    }

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    public void exit(int status) {
        System.exit(status);
    }

    public void halt(int status) {
        System.exit(status);
    }

    public int availableProcessors() {
        return 1;
    }

    public long freeMemory() {
        return 64L * 1024 * 1024;
    }

    public long totalMemory() {
        return 128L * 1024 * 1024;
    }

    public long maxMemory() {
        return 256L * 1024 * 1024;
    }

    public void gc() {
    }

    public void runFinalization() {
    }
}
