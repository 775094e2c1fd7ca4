public class ExceptionsCustom {
    static class AppException extends Exception {
        private final int code;

        AppException(String msg, int code) {
            super(msg);
            this.code = code;
        }

        AppException(String msg, int code, Throwable cause) {
            super(msg, cause);
            this.code = code;
        }

        int code() {
            return code;
        }
    }

    static class ValidationException extends AppException {
        final String field;

        ValidationException(String field, String msg) {
            super(field + ": " + msg, 400);
            this.field = field;
        }
    }

    static class NotFoundException extends AppException {
        NotFoundException(String what) {
            super(what + " not found", 404);
        }

        @Override
        public String getMessage() {
            return "[NF] " + super.getMessage();
        }
    }

    static class StorageException extends RuntimeException {
        StorageException(String msg, Throwable cause) {
            super(msg, cause);
        }
    }

    static class QuietException extends RuntimeException {
        QuietException() {
            super();
        }

        @Override
        public String toString() {
            return "QuietException(custom toString)";
        }
    }

    static String lookup(String key) throws AppException {
        if (key == null) throw new ValidationException("key", "must not be null");
        if (key.isEmpty()) throw new ValidationException("key", "must not be empty");
        if (key.startsWith("x")) throw new NotFoundException(key);
        if (key.equals("io")) {
            try {
                storage(key);
            } catch (StorageException e) {
                throw new AppException("lookup failed for " + key, 500, e);
            }
        }
        return key.toUpperCase();
    }

    static void storage(String key) {
        try {
            int[] data = new int[2];
            data[key.length()] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new StorageException("storage error", e);
        }
    }

    public static void main(String[] args) {
        String[] keys = {"abc", null, "", "xyz", "io", "ok"};
        for (String k : keys) {
            try {
                System.out.println("lookup(" + k + ") = " + lookup(k));
            } catch (ValidationException e) {
                System.out.println("validation: field=" + e.field + " code=" + e.code() + " msg=" + e.getMessage());
            } catch (NotFoundException e) {
                System.out.println("not found: code=" + e.code() + " msg=" + e.getMessage() + " toString=" + e);
            } catch (AppException e) {
                System.out.println("app: code=" + e.code() + " msg=" + e.getMessage());
                Throwable t = e;
                int depth = 0;
                while (t != null) {
                    System.out.println("  chain[" + depth + "] " + t.getClass().getName() + ": " + t.getMessage());
                    t = t.getCause();
                    depth++;
                }
            }
        }
        System.out.println("== toString formats ==");
        System.out.println(new ValidationException("f", "bad"));
        System.out.println(new QuietException());
        System.out.println(new QuietException().getMessage());
        System.out.println(new RuntimeException("msg"));
        System.out.println(new RuntimeException(""));
        System.out.println(new RuntimeException((String) null));
        System.out.println(new IllegalStateException(new ArithmeticException("inner")));
        System.out.println(new Exception("outer", null).getCause());
        System.out.println("== initCause ==");
        Exception e1 = new Exception("e1");
        IllegalStateException e2 = new IllegalStateException("e2");
        e1.initCause(e2);
        System.out.println(e1.getCause().getMessage());
        try {
            e1.initCause(new RuntimeException());
        } catch (IllegalStateException ise) {
            System.out.println("initCause twice -> IllegalStateException");
        }
        try {
            e2.initCause(e2);
        } catch (IllegalArgumentException iae) {
            System.out.println("self-causation -> IllegalArgumentException");
        }
        System.out.println("== hierarchy checks ==");
        Throwable[] ts = {new ValidationException("a", "b"), new NotFoundException("n"), new StorageException("s", null),
            new ArithmeticException(), new NullPointerException(), new StackOverflowError(), new ClassCastException(),
            new NumberFormatException(), new ArrayIndexOutOfBoundsException(), new StringIndexOutOfBoundsException(), new UnsupportedOperationException()};
        for (Throwable t : ts) {
            System.out.println(t.getClass().getSimpleName() + ": Exception=" + (t instanceof Exception) + " Runtime=" + (t instanceof RuntimeException)
                + " Error=" + (t instanceof Error) + " App=" + (t instanceof AppException) + " IAE=" + (t instanceof IllegalArgumentException)
                + " IOOBE=" + (t instanceof IndexOutOfBoundsException) + " super=" + t.getClass().getSuperclass().getSimpleName());
        }
        System.out.println("== rethrow preserves identity ==");
        RuntimeException orig = new RuntimeException("orig");
        try {
            try {
                throw orig;
            } catch (RuntimeException e) {
                throw e;
            }
        } catch (RuntimeException e) {
            System.out.println(e == orig);
        }
        System.out.println("== generic handler ==");
        for (int i = 0; i < 5; i++) {
            try {
                risky(i);
                System.out.println(i + " ok");
            } catch (Exception e) {
                String msg = e instanceof ClassCastException ? "(message not shown)" : e.getMessage();
                System.out.println(i + " " + e.getClass().getSimpleName() + " " + msg);
            }
        }
    }

    static void risky(int i) throws Exception {
        switch (i) {
            case 0: return;
            case 1: throw new AppException("app", 1);
            case 2: throw new ValidationException("v", "invalid");
            case 3: Object o = "s"; Integer n = (Integer) o; System.out.println(n); return;
            default: throw new Exception("plain");
        }
    }
}
