package java.lang;

import java.io.PrintStream;

/**
 * Superclass of all errors and exceptions. The VM fills {@code backtrace} through
 * {@code fillInStackTrace0} and turns it into elements through {@code getStackTrace0}.
 */
public class Throwable implements java.io.Serializable {

    private String detailMessage;

    private Throwable cause = this;

    private transient Object backtrace;

    private StackTraceElement[] stackTrace;

    /** Suppressed exceptions; null when suppression is disabled. */
    private Throwable[] suppressed = NO_SUPPRESSED;

    private int suppressedCount;

    /** Set by the protected constructor when writableStackTrace is false. */
    private boolean stackTraceNotWritable;

    private static final Throwable[] NO_SUPPRESSED = new Throwable[0];

    private static final StackTraceElement[] NO_FRAMES = new StackTraceElement[0];

    public Throwable() {
        fillInStackTrace();
    }

    public Throwable(String message) {
        fillInStackTrace();
        detailMessage = message;
    }

    public Throwable(String message, Throwable cause) {
        fillInStackTrace();
        detailMessage = message;
        this.cause = cause;
    }

    public Throwable(Throwable cause) {
        fillInStackTrace();
        detailMessage = (cause == null ? null : cause.toString());
        this.cause = cause;
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression,
                        boolean writableStackTrace) {
        if (writableStackTrace) {
            fillInStackTrace();
        } else {
            stackTraceNotWritable = true;
        }
        detailMessage = message;
        this.cause = cause;
        if (!enableSuppression) {
            suppressed = null;
        }
    }

    public String getMessage() {
        return detailMessage;
    }

    public String getLocalizedMessage() {
        return getMessage();
    }

    public Throwable getCause() {
        return (cause == this ? null : cause);
    }

    public Throwable initCause(Throwable cause) {
        if (this.cause != this) {
            throw new IllegalStateException("Can't overwrite cause with "
                    + (cause == null ? "a null" : cause.toString()), this);
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        this.cause = cause;
        return this;
    }

    public String toString() {
        String name = getClass().getName();
        String message = getLocalizedMessage();
        return (message != null) ? (name + ": " + message) : name;
    }

    public Throwable fillInStackTrace() {
        if (stackTraceNotWritable) {
            return this;
        }
        fillInStackTrace0();
        stackTrace = null;
        return this;
    }

    private native void fillInStackTrace0();

    private native StackTraceElement[] getStackTrace0();

    private StackTraceElement[] getOurStackTrace() {
        if (stackTrace == null) {
            if (backtrace == null) {
                return NO_FRAMES;
            }
            StackTraceElement[] frames = getStackTrace0();
            stackTrace = (frames == null) ? NO_FRAMES : frames;
        }
        return stackTrace;
    }

    public StackTraceElement[] getStackTrace() {
        return getOurStackTrace().clone();
    }

    public void setStackTrace(StackTraceElement[] stackTrace) {
        StackTraceElement[] copy = stackTrace.clone();
        for (int i = 0; i < copy.length; i++) {
            if (copy[i] == null) {
                throw new NullPointerException("stackTrace[" + i + "]");
            }
        }
        if (stackTraceNotWritable) {
            return;
        }
        this.stackTrace = copy;
    }

    public final void addSuppressed(Throwable exception) {
        if (exception == this) {
            throw new IllegalArgumentException("Self-suppression not permitted", exception);
        }
        if (exception == null) {
            throw new NullPointerException("Cannot suppress a null exception.");
        }
        if (suppressed == null) {
            return;
        }
        if (suppressedCount == suppressed.length) {
            Throwable[] bigger = new Throwable[suppressedCount * 2 + 1];
            System.arraycopy(suppressed, 0, bigger, 0, suppressedCount);
            suppressed = bigger;
        }
        suppressed[suppressedCount++] = exception;
    }

    public final Throwable[] getSuppressed() {
        if (suppressed == null || suppressedCount == 0) {
            return NO_SUPPRESSED;
        }
        Throwable[] result = new Throwable[suppressedCount];
        System.arraycopy(suppressed, 0, result, 0, suppressedCount);
        return result;
    }

    // ------------------------------------------------------------------ printing

    public void printStackTrace() {
        printStackTrace(System.err);
    }

    public void printStackTrace(PrintStream s) {
        Seen seen = new Seen();
        seen.add(this);
        s.println(this);
        StackTraceElement[] trace = getOurStackTrace();
        for (StackTraceElement element : trace) {
            s.println("\tat " + element);
        }
        Throwable[] sup = getSuppressed();
        for (Throwable t : sup) {
            t.printEnclosedStackTrace(s, trace, "Suppressed: ", "\t", seen);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            ourCause.printEnclosedStackTrace(s, trace, "Caused by: ", "", seen);
        }
    }

    /** Identity set of the throwables already printed (to detect cause cycles). */
    private static final class Seen {
        private Throwable[] items = new Throwable[8];
        private int count;

        boolean contains(Throwable t) {
            for (int i = 0; i < count; i++) {
                if (items[i] == t) {
                    return true;
                }
            }
            return false;
        }

        void add(Throwable t) {
            if (count == items.length) {
                Throwable[] bigger = new Throwable[count * 2];
                System.arraycopy(items, 0, bigger, 0, count);
                items = bigger;
            }
            items[count++] = t;
        }
    }

    private void printEnclosedStackTrace(PrintStream s, StackTraceElement[] enclosingTrace,
                                         String caption, String prefix,
                                         Seen seen) {
        if (seen.contains(this)) {
            s.println(prefix + caption + "[CIRCULAR REFERENCE: " + this + "]");
            return;
        }
        seen.add(this);

        StackTraceElement[] trace = getOurStackTrace();
        int m = trace.length - 1;
        int n = enclosingTrace.length - 1;
        while (m >= 0 && n >= 0 && trace[m].equals(enclosingTrace[n])) {
            m--;
            n--;
        }
        int framesInCommon = trace.length - 1 - m;

        s.println(prefix + caption + this);
        for (int i = 0; i <= m; i++) {
            s.println(prefix + "\tat " + trace[i]);
        }
        if (framesInCommon != 0) {
            s.println(prefix + "\t... " + framesInCommon + " more");
        }
        Throwable[] sup = getSuppressed();
        for (Throwable t : sup) {
            t.printEnclosedStackTrace(s, trace, "Suppressed: ", prefix + "\t", seen);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            ourCause.printEnclosedStackTrace(s, trace, "Caused by: ", prefix, seen);
        }
    }
}
