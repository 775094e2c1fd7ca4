package java.lang.reflect;

/** Wraps an exception thrown by a method or constructor called reflectively. */
public class InvocationTargetException extends ReflectiveOperationException {
    private final Throwable target;

    protected InvocationTargetException() {
        super((Throwable) null);
        target = null;
    }

    public InvocationTargetException(Throwable target) {
        super((Throwable) null);
        this.target = target;
    }

    public InvocationTargetException(Throwable target, String s) {
        super(s, null);
        this.target = target;
    }

    public Throwable getTargetException() {
        return target;
    }

    @Override
    public Throwable getCause() {
        return target;
    }
}
