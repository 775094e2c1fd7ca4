package java.lang;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The frames of the current thread, innermost first, from the frames ironpf's interpreter
 * keeps. Frames of the VM's own classes (a lambda's class, reflection's adapters) are hidden
 * frames; {@code Method.invoke} and {@code Constructor.newInstance} are reflection frames.
 */
public final class StackWalker {
    public enum Option {
        RETAIN_CLASS_REFERENCE,
        SHOW_REFLECT_FRAMES,
        SHOW_HIDDEN_FRAMES
    }

    public interface StackFrame {
        String getClassName();

        String getMethodName();

        Class<?> getDeclaringClass();

        default String getDescriptor() {
            throw new UnsupportedOperationException();
        }

        int getByteCodeIndex();

        String getFileName();

        int getLineNumber();

        boolean isNativeMethod();

        StackTraceElement toStackTraceElement();
    }

    /** One frame as the VM reports it (see src/natives/reflect.rs). */
    static final class Frame implements StackFrame {
        // Set by the VM.
        Class<?> declaringClass;
        String methodName;
        String descriptor;
        String fileName;
        int lineNumber;
        int bci;
        boolean nativeMethod;
        /** 0: an ordinary frame; 1: a reflection frame; 2: a hidden frame. */
        int kind;
        boolean retain;

        private Frame() {}

        public String getClassName() {
            return declaringClass.getName();
        }

        public String getMethodName() {
            return methodName;
        }

        public Class<?> getDeclaringClass() {
            if (!retain) {
                throw new UnsupportedOperationException("No access to RETAIN_CLASS_REFERENCE");
            }
            return declaringClass;
        }

        public String getDescriptor() {
            return descriptor;
        }

        public int getByteCodeIndex() {
            return nativeMethod ? -1 : bci;
        }

        public String getFileName() {
            return fileName;
        }

        public int getLineNumber() {
            return nativeMethod ? -2 : lineNumber;
        }

        public boolean isNativeMethod() {
            return nativeMethod;
        }

        public StackTraceElement toStackTraceElement() {
            return new StackTraceElement(getClassName(), methodName, fileName, getLineNumber());
        }

        @Override
        public String toString() {
            return toStackTraceElement().toString();
        }
    }

    private static final StackWalker DEFAULT = new StackWalker(EnumSet.noneOf(Option.class));

    private final Set<Option> options;
    /** From the options, fixed at construction: walking then reads only final fields, so threads
     * that share a walker share nothing they write (no scheduling points). */
    private final boolean retain;
    private final int maxKind;

    private StackWalker(Set<Option> options) {
        this.options = options;
        this.retain = options.contains(Option.RETAIN_CLASS_REFERENCE);
        this.maxKind = options.contains(Option.SHOW_HIDDEN_FRAMES) ? 2 : options.contains(Option.SHOW_REFLECT_FRAMES) ? 1 : 0;
    }

    public static StackWalker getInstance() {
        return DEFAULT;
    }

    public static StackWalker getInstance(Option option) {
        return new StackWalker(EnumSet.of(Objects.requireNonNull(option)));
    }

    public static StackWalker getInstance(Set<Option> options) {
        return new StackWalker(options.isEmpty() ? EnumSet.noneOf(Option.class) : EnumSet.copyOf(options));
    }

    public static StackWalker getInstance(Set<Option> options, int estimateDepth) {
        if (estimateDepth <= 0) {
            throw new IllegalArgumentException("estimateDepth must be > 0");
        }
        return getInstance(options);
    }

    /** The VM's frames, innermost first, from the first frame outside StackWalker. */
    private static native Frame[] frames0();

    /** The frames these options show, from the caller of the StackWalker method called. */
    private List<StackFrame> frames() {
        Frame[] all = frames0();
        List<StackFrame> shown = new ArrayList<>();
        for (Frame f : all) {
            if (f.kind <= maxKind) {
                f.retain = retain;
                shown.add(f);
            }
        }
        return shown;
    }

    public <T> T walk(Function<? super Stream<StackFrame>, ? extends T> function) {
        Objects.requireNonNull(function);
        return function.apply(frames().stream());
    }

    public void forEach(Consumer<? super StackFrame> action) {
        Objects.requireNonNull(action);
        for (StackFrame f : frames()) {
            action.accept(f);
        }
    }

    public Class<?> getCallerClass() {
        if (!retain) {
            throw new UnsupportedOperationException("This stack walker does not have RETAIN_CLASS_REFERENCE access");
        }
        // frames()[0] is the method that called getCallerClass; its caller, skipping
        // reflection and hidden frames whatever the options, is the answer.
        List<StackFrame> own = new StackWalker(EnumSet.of(Option.RETAIN_CLASS_REFERENCE)).frames();
        if (own.size() < 2) {
            throw new IllegalCallerException("no caller frame");
        }
        return own.get(1).getDeclaringClass();
    }
}
