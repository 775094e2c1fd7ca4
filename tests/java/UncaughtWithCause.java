public class UncaughtWithCause {
    static class ConfigError extends RuntimeException {
        ConfigError(String m, Throwable c) {
            super(m, c);
        }

        @Override
        public String toString() {
            return "ConfigError<" + getMessage() + ">";
        }
    }

    static void load(String key) {
        try {
            if (key.isEmpty()) throw new IllegalArgumentException("empty key");
        } catch (IllegalArgumentException e) {
            throw new ConfigError("cannot load '" + key + "'", e);
        }
    }

    public static void main(String[] args) {
        System.out.println("loading a");
        load("a");
        System.out.println("loading empty");
        try {
            load("");
        } finally {
            System.out.println("finally runs before the uncaught handler");
        }
        System.out.println("not reached");
    }
}
