package org.codehaus.groovy.runtime.powerassert;

import java.util.ArrayList;
import java.util.List;
import org.codehaus.groovy.runtime.InvokerHelper;

/**
 * Renders a failed power assert as Groovy 2.4 does: the assert's source text, a line of bars
 * under every recorded subexpression, and the values placed right to left, each on the first
 * line below where it fits (one blank column before the next value to its right), with bars
 * through the lines it passes.
 */
public final class AssertionRenderer {
    private final List<StringBuilder> lines = new ArrayList<>();
    /** Per line, the leftmost column taken so far (values to the left must end before it). */
    private final List<Integer> taken = new ArrayList<>();

    private AssertionRenderer(String text) {
        lines.add(new StringBuilder(text));
        taken.add(0);
        lines.add(new StringBuilder());
        taken.add(0);
    }

    public static String render(String text, ValueRecorder recorder) {
        AssertionRenderer r = new AssertionRenderer(text);
        r.placeValues(recorder);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < r.lines.size(); i++) {
            if (i > 0) out.append('\n');
            out.append(r.lines.get(i));
        }
        return out.toString();
    }

    private void placeValues(ValueRecorder recorder) {
        // Right to left; among values of one column only the last recorded (the outermost).
        int n = recorder.size();
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        java.util.Arrays.sort(order, (a, b) -> recorder.column(b) - recorder.column(a));
        for (int k = 0; k < n; k++) {
            int i = order[k];
            int column = recorder.column(i);
            if (column < 1) continue;
            if (k + 1 < n && recorder.column(order[k + 1]) == column) continue;
            String str = describe(recorder.value(i));
            String[] parts = str.split("\r\n|\r|\n");
            int end = parts.length == 1 ? column + str.length() : Integer.MAX_VALUE;
            boolean placed = false;
            for (int j = 1; j < lines.size(); j++) {
                if (end < taken.get(j)) {
                    place(lines.get(j), str, column);
                    taken.set(j, column);
                    placed = true;
                    break;
                }
                place(lines.get(j), "|", column);
                if (j > 1) taken.set(j, column + 1);
            }
            if (placed) continue;
            for (String part : parts) {
                StringBuilder line = new StringBuilder();
                place(line, part, column);
                lines.add(line);
                taken.add(column);
            }
        }
    }

    private static void place(StringBuilder line, String str, int column) {
        while (line.length() < column) line.append(' ');
        line.replace(column - 1, column - 1 + str.length(), str);
    }

    private static String describe(Object value) {
        String s;
        try {
            s = InvokerHelper.toString(value);
        } catch (Exception e) {
            return identity(value) + " (toString() threw " + e.getClass().getName() + ")";
        }
        if (s == null) return identity(value) + " (toString() == null)";
        if (s.isEmpty()) {
            if (value instanceof CharSequence) return "\"\"";
            return identity(value) + " (toString() == \"\")";
        }
        return s;
    }

    private static String identity(Object value) {
        return value.getClass().getName() + "@" + Integer.toHexString(System.identityHashCode(value));
    }
}
