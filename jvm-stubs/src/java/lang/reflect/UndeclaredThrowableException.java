package java.lang.reflect;

/** A checked exception thrown where none was declared. */
public class UndeclaredThrowableException extends RuntimeException {
    public UndeclaredThrowableException(Throwable undeclaredThrowable) {
        super(null, undeclaredThrowable);
    }

    public UndeclaredThrowableException(Throwable undeclaredThrowable, String s) {
        super(s, undeclaredThrowable);
    }

    public Throwable getUndeclaredThrowable() {
        return getCause();
    }
}
