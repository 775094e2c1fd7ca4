import java.io.*;
import java.util.*;

public class ExceptionHierarchy {
    static class AppException extends Exception {
        AppException(String m) {
            super(m);
        }

        AppException(String m, Throwable c) {
            super(m, c);
        }
    }

    static class ValidationException extends AppException {
        final List<String> problems;

        ValidationException(List<String> problems) {
            super(problems.size() + " problem(s)");
            this.problems = problems;
        }

        @Override
        public String getLocalizedMessage() {
            return "localized: " + getMessage() + " " + problems;
        }
    }

    static class NotFound extends AppException {
        NotFound(String what) {
            super(what + " not found");
        }
    }

    static class NoTrace extends RuntimeException {
        NoTrace(String m) {
            super(m);
        }

        @Override
        public synchronized Throwable fillInStackTrace() {
            return this;
        }
    }

    static void validate(Map<String, String> form) throws ValidationException {
        List<String> p = new ArrayList<>();
        if (!form.containsKey("name")) p.add("name missing");
        String age = form.get("age");
        if (age != null) {
            try {
                if (Integer.parseInt(age) < 0) p.add("age negative");
            } catch (NumberFormatException e) {
                p.add("age not a number: " + age);
            }
        }
        if (!p.isEmpty()) throw new ValidationException(p);
    }

    static String lookup(String key) throws NotFound, IOException {
        if (key.equals("io")) throw new FileNotFoundException("/no/such/" + key);
        if (key.startsWith("x")) throw new NotFound(key);
        return key.toUpperCase();
    }

    static void rethrowPrecise(String key) throws NotFound, IOException {
        try {
            lookup(key);
        } catch (Exception e) {
            System.out.println("  rethrowing " + e.getClass().getSimpleName());
            throw e;
        }
    }

    public static void main(String[] args) {
        List<Map<String, String>> forms = new ArrayList<>();
        forms.add(new HashMap<>());
        Map<String, String> f2 = new HashMap<>();
        f2.put("name", "x");
        f2.put("age", "-3");
        forms.add(f2);
        Map<String, String> f3 = new HashMap<>();
        f3.put("age", "old");
        forms.add(f3);
        Map<String, String> f4 = new HashMap<>();
        f4.put("name", "ok");
        forms.add(f4);
        for (Map<String, String> f : forms) {
            try {
                validate(f);
                System.out.println("valid");
            } catch (ValidationException e) {
                System.out.println(e.getMessage() + " | " + e.getLocalizedMessage() + " | " + e);
            }
        }
        for (String k : new String[] {"abc", "xyz", "io"}) {
            try {
                System.out.println("lookup " + lookup(k));
            } catch (NotFound | FileNotFoundException e) {
                System.out.println("multi-catch " + e.getClass().getSimpleName() + ": " + e.getMessage() + " isAppException " + (e instanceof AppException));
            } catch (IOException e) {
                System.out.println("io " + e);
            }
        }
        for (String k : new String[] {"xx", "io", "fine"}) {
            try {
                rethrowPrecise(k);
                System.out.println("  no exception for " + k);
            } catch (NotFound e) {
                System.out.println("  caught NotFound " + e.getMessage());
            } catch (IOException e) {
                System.out.println("  caught IOException " + e.getMessage());
            }
        }
        try {
            try {
                lookup("xq");
            } catch (AppException e) {
                throw new RuntimeException(new AppException("wrapped", e));
            }
        } catch (Exception e) {
            System.out.println("wrapped: " + e.getMessage());
            Throwable root = e;
            int depth = 0;
            while (root.getCause() != null) {
                root = root.getCause();
                depth++;
            }
            System.out.println("root " + root + " depth " + depth);
        }
        NoTrace nt = new NoTrace("cheap");
        System.out.println("no trace frames " + nt.getStackTrace().length + " " + nt);
        Throwable t = new Throwable();
        System.out.println("plain throwable " + t + " msg " + t.getMessage() + " cause " + t.getCause());
        Exception nullMsg = new Exception((String) null);
        System.out.println("null message toString " + nullMsg);
        Exception causeOnly = new IllegalStateException(new ArithmeticException("div"));
        System.out.println("cause-derived message " + causeOnly.getMessage() + " | " + causeOnly);
        Exception nullCause = new RuntimeException((Throwable) null);
        System.out.println("null cause " + nullCause.getMessage() + " " + nullCause.getCause());
        List<Class<?>> hierarchy = new ArrayList<>();
        for (Class<?> c = ValidationException.class; c != null; c = c.getSuperclass()) hierarchy.add(c);
        StringBuilder sb = new StringBuilder();
        for (Class<?> c : hierarchy) sb.append(c.getSimpleName()).append(" < ");
        System.out.println(sb + "|");
        System.out.println("checked? " + Exception.class.isAssignableFrom(IOException.class) + " " + RuntimeException.class.isAssignableFrom(IOException.class) + " " + Error.class.isAssignableFrom(StackOverflowError.class));
        try {
            throw new UncheckedIOException("unchecked", new IOException("disk"));
        } catch (UncheckedIOException e) {
            System.out.println(e.getMessage() + " cause " + e.getCause().getMessage());
        }
    }
}
