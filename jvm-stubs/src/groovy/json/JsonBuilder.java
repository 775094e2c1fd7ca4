package groovy.json;

import groovy.lang.Closure;
import groovy.lang.GroovyObjectSupport;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds JSON content from maps, lists and closures ({@code builder.person { name 'x' }},
 * {@code builder(a: 1)}, {@code builder([1, 2])}) and writes it with {@link JsonOutput}.
 */
public class JsonBuilder extends GroovyObjectSupport {
    private Object content;

    public JsonBuilder() {
    }

    public JsonBuilder(Object content) {
        this.content = content;
    }

    public Object getContent() {
        return content;
    }

    public Object call(Map m) {
        content = m;
        return content;
    }

    public Object call(List l) {
        content = l;
        return content;
    }

    public Object call(Object... args) {
        List<Object> listContent = new ArrayList<Object>();
        for (int i = 0; i < args.length; i++) {
            listContent.add(args[i]);
        }
        content = listContent;
        return content;
    }

    public Object call(Collection coll, Closure c) {
        return call((Iterable) coll, c);
    }

    public Object call(Iterable coll, Closure c) {
        List<Object> listContent = new ArrayList<Object>();
        if (coll != null) {
            Iterator it = coll.iterator();
            while (it.hasNext()) {
                listContent.add(JsonDelegate.curryDelegateAndGetContent(c, it.next()));
            }
        }
        content = listContent;
        return content;
    }

    public Object call(Closure c) {
        content = JsonDelegate.cloneDelegateAndGetContent(c);
        return content;
    }

    /** {@code builder.name(...)}: the content becomes an object with that one member. */
    public Object invokeMethod(String name, Object args) {
        if (args != null && args instanceof Object[]) {
            Object[] arr = (Object[]) args;
            if (arr.length == 0) {
                return setAndGetContent(name, new HashMap<String, Object>());
            } else if (arr.length == 1) {
                if (arr[0] instanceof Closure) {
                    return setAndGetContent(name, JsonDelegate.cloneDelegateAndGetContent((Closure) arr[0]));
                } else if (arr[0] instanceof Map) {
                    return setAndGetContent(name, arr[0]);
                }
            } else if (arr.length == 2) {
                Object first = arr[0];
                Object second = arr[1];
                if (second instanceof Closure) {
                    Closure closure = (Closure) second;
                    if (first instanceof Map) {
                        Map subMap = new LinkedHashMap();
                        subMap.putAll((Map) first);
                        subMap.putAll(JsonDelegate.cloneDelegateAndGetContent(closure));
                        return setAndGetContent(name, subMap);
                    } else if (first instanceof Iterable) {
                        List<Map<String, Object>> list = new ArrayList<Map<String, Object>>();
                        Iterator it = ((Iterable) first).iterator();
                        while (it.hasNext()) {
                            list.add(JsonDelegate.curryDelegateAndGetContent(closure, it.next()));
                        }
                        return setAndGetContent(name, list);
                    }
                }
            }
            throw new JsonException("Expected no arguments, a single map, a single closure, or a map and closure as arguments.");
        } else {
            return setAndGetContent(name, new HashMap<String, Object>());
        }
    }

    /** ironpf's dispatch reaches {@link #invokeMethod} through Groovy's missing-method hook. */
    public Object methodMissing(String name, Object args) {
        return invokeMethod(name, args);
    }

    private Object setAndGetContent(String name, Object value) {
        Map<String, Object> contentMap = new LinkedHashMap<String, Object>();
        contentMap.put(name, value);
        content = contentMap;
        return contentMap;
    }

    public String toString() {
        return JsonOutput.toJson(content);
    }

    public String toPrettyString() {
        return JsonOutput.prettyPrint(toString());
    }
}
