package org.codehaus.groovy.runtime.powerassert;

import java.util.ArrayList;
import java.util.List;

/**
 * The values of an assert statement's subexpressions, each with the source column of its
 * anchor (groovyc calls {@code record} as the condition evaluates).
 */
public class ValueRecorder {
    private final List<Object> values = new ArrayList<>();
    private final List<Integer> columns = new ArrayList<>();

    public void clear() {
        values.clear();
        columns.clear();
    }

    public Object record(Object value, int anchor) {
        values.add(value);
        columns.add(anchor);
        return value;
    }

    int size() {
        return values.size();
    }

    Object value(int i) {
        return values.get(i);
    }

    int column(int i) {
        return columns.get(i);
    }
}
