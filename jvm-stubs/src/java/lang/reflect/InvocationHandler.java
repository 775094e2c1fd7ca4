package java.lang.reflect;

/** What a proxy instance calls for each method invoked on it (see Proxy). */
public interface InvocationHandler {
    Object invoke(Object proxy, Method method, Object[] args) throws Throwable;

    public static Object invokeDefault(Object proxy, Method method, Object... args) throws Throwable {
        throw ironpf.Unsupported.fail("InvocationHandler.invokeDefault");
    }
}
