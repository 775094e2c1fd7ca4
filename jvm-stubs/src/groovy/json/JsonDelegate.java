package groovy.json;

import groovy.lang.Closure;
import groovy.lang.GroovyObjectSupport;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The delegate of the closures given to JsonBuilder and JsonOutput.toJson: each call
 * {@code name(value)} inside the closure becomes a member of the JSON object. A call with an
 * iterable or array and a closure makes a list of objects, one per element; a call with
 * several values makes a list of them.
 */
public class JsonDelegate extends GroovyObjectSupport {
    private final Map<String, Object> content = new LinkedHashMap<String, Object>();

    public Object invokeMethod(String name, Object args) {
        Object val = null;
        if (args != null && args instanceof Object[]) {
            Object[] arr = (Object[]) args;
            if (arr.length == 1) {
                val = arr[0];
            } else if (isIterableOrArrayAndClosure(arr)) {
                Closure<?> closure = (Closure<?>) arr[1];
                Iterator<?> iterator;
                if (arr[0] instanceof Iterable) {
                    iterator = ((Iterable) arr[0]).iterator();
                } else {
                    iterator = Arrays.asList((Object[]) arr[0]).iterator();
                }
                List<Object> list = new ArrayList<Object>();
                while (iterator.hasNext()) {
                    list.add(curryDelegateAndGetContent(closure, iterator.next()));
                }
                val = list;
            } else {
                val = Arrays.asList(arr);
            }
        }
        content.put(name, val);
        return val;
    }

    /** ironpf's dispatch reaches {@link #invokeMethod} through Groovy's missing-method hook. */
    public Object methodMissing(String name, Object args) {
        return invokeMethod(name, args);
    }

    private static boolean isIterableOrArrayAndClosure(Object[] args) {
        if (args.length != 2 || !(args[1] instanceof Closure)) {
            return false;
        }
        return args[0] instanceof Iterable || (args[0] != null && args[0].getClass().isArray());
    }

    /** Runs the closure with a fresh delegate (delegate first) and returns what it built. */
    public static Map<String, Object> cloneDelegateAndGetContent(Closure<?> c) {
        return runWithDelegate(c, false, null);
    }

    /** As {@link #cloneDelegateAndGetContent}, passing {@code o} to the closure. */
    public static Map<String, Object> curryDelegateAndGetContent(Closure<?> c, Object o) {
        return runWithDelegate(c, true, o);
    }

    private static Map<String, Object> runWithDelegate(Closure<?> c, boolean withArgument, Object o) {
        JsonDelegate delegate = new JsonDelegate();
        Object oldDelegate = c.getDelegate();
        int oldStrategy = c.getResolveStrategy();
        c.setDelegate(delegate);
        c.setResolveStrategy(Closure.DELEGATE_FIRST);
        try {
            if (withArgument) {
                c.call(o);
            } else {
                c.call();
            }
        } finally {
            c.setDelegate(oldDelegate);
            c.setResolveStrategy(oldStrategy);
        }
        return delegate.getContent();
    }

    public Map<String, Object> getContent() {
        return content;
    }
}
