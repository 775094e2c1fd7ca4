package java.lang;

/**
 * Class loaders, as far as ironpf has them: one application loader for the class path whose
 * parent is the platform loader (library classes report a null loader, the bootstrap's).
 * Loading delegates to the class path first, then to {@link #findClass}. Defining classes
 * from bytes is not supported.
 */
public abstract class ClassLoader {
    private static ClassLoader system;
    private final ClassLoader parent;
    private final String name;

    protected ClassLoader() {
        this(getSystemClassLoader());
    }

    protected ClassLoader(ClassLoader parent) {
        this(null, parent);
    }

    protected ClassLoader(String name, ClassLoader parent) {
        this.name = name;
        this.parent = parent;
    }

    public static ClassLoader getSystemClassLoader() {
        if (system == null) {
            system = new Builtin("app", new Builtin("platform", null));
        }
        return system;
    }

    public static ClassLoader getPlatformClassLoader() {
        return getSystemClassLoader().getParent();
    }

    public String getName() {
        return name;
    }

    public final ClassLoader getParent() {
        return parent;
    }

    public Class<?> loadClass(String name) throws ClassNotFoundException {
        return loadClass(name, false);
    }

    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        try {
            return Class.forName(name, false, this);
        } catch (ClassNotFoundException e) {
            return findClass(name);
        }
    }

    protected Class<?> findClass(String name) throws ClassNotFoundException {
        throw new ClassNotFoundException(name);
    }

    private static final class Builtin extends ClassLoader {
        Builtin(String name, ClassLoader parent) {
            super(name, parent);
        }
    }
}
