package groovy.json.internal;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The map JsonSlurper makes of a JSON object (a later duplicate key replaces the value). Its
 * keys are in sorted order: Groovy 2.4's LazyMap keeps insertion order only on the Java
 * versions its version check recognizes (7 and 8) and falls back to a TreeMap on the Java 17
 * it runs on here.
 */
public class LazyMap extends AbstractMap<String, Object> {
    private final TreeMap<String, Object> map;

    public LazyMap() {
        map = new TreeMap<String, Object>();
    }

    public LazyMap(int initialSize) {
        map = new TreeMap<String, Object>();
    }

    public Object put(String key, Object value) {
        return map.put(key, value);
    }

    public Set<Map.Entry<String, Object>> entrySet() {
        return map.entrySet();
    }

    public int size() {
        return map.size();
    }

    public boolean isEmpty() {
        return map.isEmpty();
    }

    public boolean containsValue(Object value) {
        return map.containsValue(value);
    }

    public boolean containsKey(Object key) {
        return map.containsKey(key);
    }

    public Object get(Object key) {
        return map.get(key);
    }

    public Object remove(Object key) {
        return map.remove(key);
    }

    public void putAll(Map m) {
        map.putAll(m);
    }

    public void clear() {
        map.clear();
    }

    public Set<String> keySet() {
        return map.keySet();
    }

    public Collection<Object> values() {
        return map.values();
    }

    public boolean equals(Object o) {
        return map.equals(o);
    }

    public int hashCode() {
        return map.hashCode();
    }

    public String toString() {
        return map.toString();
    }

    public LazyMap clearAndCopy() {
        LazyMap copy = new LazyMap();
        copy.map.putAll(map);
        map.clear();
        return copy;
    }
}
