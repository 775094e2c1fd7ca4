package ironpf.groovy;

import groovy.lang.Closure;
import java.util.LinkedHashMap;

/** {@code map.withDefault { key -> value }}: a missing key gets the closure's value, stored. */
public final class DefaultValueMap extends LinkedHashMap {
    private final Closure initializer;

    public DefaultValueMap(java.util.Map initial, Closure initializer) {
        super(initial);
        this.initializer = initializer;
    }

    public Object get(Object key) {
        if (!containsKey(key)) put(key, initializer.call(key));
        return super.get(key);
    }
}
