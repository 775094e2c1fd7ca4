public class UncaughtCustom {
    static class ConfigurationException extends RuntimeException {
        ConfigurationException(String message) {
            super(message);
        }
    }

    static class Loader {
        final String name;

        Loader(String name) {
            this.name = name;
        }

        int load(String key) {
            System.out.println("loading " + key + " via " + name);
            if (key.startsWith("missing")) {
                return validate(key, -1);
            }
            return key.length();
        }

        int validate(String key, int value) {
            if (value < 0) throw new ConfigurationException("missing required key '" + key + "' (value " + value + ")");
            return value;
        }
    }

    public static void main(String[] args) {
        Loader loader = new Loader("primary");
        String[] keys = {"alpha", "beta", "missing.gamma", "delta"};
        int total = 0;
        for (String k : keys) {
            try {
                total += loader.load(k);
            } finally {
                System.out.println("after " + k + " total=" + total);
            }
        }
        System.out.println("never printed " + total);
    }
}
