package java.lang.reflect;

import java.util.Objects;

/**
 * Dynamic proxies. The VM makes each proxy class (src/vm/indy.rs, {@code proxy_class}) as
 * the JDK does: a final subclass of Proxy implementing the interfaces, whose every method
 * (and {@code hashCode}, {@code equals}, {@code toString}) boxes its arguments and calls
 * {@link #invokeHandler}, which calls the handler as ordinary Java.
 */
public class Proxy implements java.io.Serializable {
    private static final long serialVersionUID = -2222568056686623797L;

    protected InvocationHandler h;

    private Proxy() {}

    protected Proxy(InvocationHandler h) {
        Objects.requireNonNull(h);
        this.h = h;
    }

    @Deprecated
    public static Class<?> getProxyClass(ClassLoader loader, Class<?>... interfaces) {
        return proxyClass(interfaces.clone());
    }

    public static Object newProxyInstance(ClassLoader loader, Class<?>[] interfaces, InvocationHandler h) {
        Objects.requireNonNull(h);
        Proxy p = allocate(proxyClass(interfaces.clone()));
        p.h = h;
        return p;
    }

    public static boolean isProxyClass(Class<?> cl) {
        return Proxy.class.isAssignableFrom(cl) && isProxyClass0(cl);
    }

    public static InvocationHandler getInvocationHandler(Object proxy) {
        if (!isProxyClass(proxy.getClass())) {
            throw new IllegalArgumentException("not a proxy instance");
        }
        return ((Proxy) proxy).h;
    }

    /** Checks the interfaces as the JDK does, then asks the VM for their proxy class. */
    private static Class<?> proxyClass(Class<?>[] interfaces) {
        if (interfaces.length > 65535) {
            throw new IllegalArgumentException("interface limit exceeded: " + interfaces.length);
        }
        for (Class<?> intf : interfaces) {
            Objects.requireNonNull(intf);
        }
        String nonPublicPackage = null;
        for (int i = 0; i < interfaces.length; i++) {
            Class<?> intf = interfaces[i];
            if (!intf.isInterface()) {
                throw new IllegalArgumentException(intf.getName() + " is not an interface");
            }
            for (int j = 0; j < i; j++) {
                if (interfaces[j] == intf) {
                    throw new IllegalArgumentException("repeated interface: " + intf.getName());
                }
            }
            if (!Modifier.isPublic(intf.getModifiers())) {
                String pkg = intf.getPackageName();
                if (nonPublicPackage != null && !nonPublicPackage.equals(pkg)) {
                    throw new IllegalArgumentException("cannot have non-public interfaces in different packages");
                }
                nonPublicPackage = pkg;
            }
        }
        return proxyClass0(interfaces);
    }

    private static native Class<?> proxyClass0(Class<?>[] interfaces);

    private static native Proxy allocate(Class<?> proxyClass);

    private static native boolean isProxyClass0(Class<?> c);

    /**
     * The body of every proxy method: calls the handler with the interface's (or Object's)
     * Method; a checked exception the method does not declare comes wrapped in
     * UndeclaredThrowableException.
     */
    static Object invokeHandler(Object proxy, Class<?> declaring, String name, String descriptor, Object[] args)
            throws Throwable {
        Method method = null;
        for (Method m : declaring.getDeclaredMethods()) {
            if (m.name.equals(name) && m.descriptor.equals(descriptor)) {
                method = m;
                break;
            }
        }
        if (method == null) {
            throw new InternalError("proxy method " + declaring.getName() + "." + name + descriptor);
        }
        try {
            return ((Proxy) proxy).h.invoke(proxy, method, args);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            for (Class<?> declared : method.getExceptionTypes()) {
                if (declared.isInstance(t)) {
                    throw t;
                }
            }
            throw new UndeclaredThrowableException(t);
        }
    }
}
