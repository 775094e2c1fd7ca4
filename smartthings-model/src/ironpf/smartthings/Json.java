package ironpf.smartthings;

import java.util.Collection;
import java.util.Iterator;
import java.util.Map;

/** JSON text of event data (maps, lists, numbers, booleans, text), as SmartThings stores it. */
final class Json {
    private Json() {}

    static String write(Object v) {
        StringBuilder b = new StringBuilder();
        write(v, b);
        return b.toString();
    }

    private static void write(Object v, StringBuilder b) {
        if (v == null) {
            b.append("null");
        } else if (v instanceof Map) {
            b.append('{');
            Iterator it = ((Map) v).entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry e = (Map.Entry) it.next();
                text(String.valueOf(e.getKey()), b);
                b.append(':');
                write(e.getValue(), b);
                if (it.hasNext()) b.append(',');
            }
            b.append('}');
        } else if (v instanceof Collection) {
            b.append('[');
            Iterator it = ((Collection) v).iterator();
            while (it.hasNext()) {
                write(it.next(), b);
                if (it.hasNext()) b.append(',');
            }
            b.append(']');
        } else if (v instanceof Number || v instanceof Boolean) {
            b.append(v);
        } else {
            text(v.toString(), b);
        }
    }

    private static void text(String s, StringBuilder b) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c == '\n') b.append("\\n");
            else if (c < 0x20) b.append(String.format("\\u%04x", Integer.valueOf(c)));
            else b.append(c);
        }
        b.append('"');
    }
}
