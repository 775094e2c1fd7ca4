package org.codehaus.groovy.runtime;

import groovy.lang.GroovyObject;
import groovy.lang.IntRange;
import groovy.lang.MetaClass;
import ironpf.groovy.Dispatch;
import ironpf.groovy.Gdk;
import ironpf.groovy.IronMetaClass;
import ironpf.groovy.Numbers;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.codehaus.groovy.runtime.typehandling.DefaultTypeTransformation;
import org.codehaus.groovy.runtime.wrappers.PojoWrapper;
import org.codehaus.groovy.runtime.wrappers.Wrapper;

/** The static helpers groovyc's output calls for operators, literals and casts. */
public class ScriptBytecodeAdapter {
    public static MetaClass initMetaClass(Object object) {
        return IronMetaClass.INSTANCE;
    }

    public static List createList(Object[] values) {
        return new ArrayList(Arrays.asList(values));
    }

    public static Object spreadMap(Object value) {
        return new SpreadMap((Map) value);
    }

    /** Marks a {@code *:map} entry of a map literal (the map follows it as the value). */
    public static final class SpreadMap {
        final Map map;

        SpreadMap(Map map) {
            this.map = map;
        }
    }

    public static Map createMap(Object[] values) {
        Map m = new LinkedHashMap();
        for (int i = 0; i < values.length; i += 2) {
            if (i + 1 >= values.length) break;
            if (values[i] instanceof SpreadMap && values[i + 1] instanceof Map) {
                m.putAll((Map) values[i + 1]);
                continue;
            }
            Object key = values[i];
            if (key instanceof groovy.lang.GString) key = key.toString();
            m.put(key, values[i + 1]);
        }
        return m;
    }

    public static List createRange(Object from, Object to, boolean inclusive) {
        if (from instanceof Integer && to instanceof Integer) {
            return new IntRange(inclusive, ((Integer) from).intValue(), ((Integer) to).intValue());
        }
        if (from instanceof Number && to instanceof Number) {
            return new IntRange(inclusive, ((Number) from).intValue(), ((Number) to).intValue());
        }
        if (from instanceof Comparable && to instanceof Comparable) {
            if (inclusive) return new groovy.lang.ObjectRange((Comparable) from, (Comparable) to);
            Object last = Dispatch.invoke(to, DefaultTypeTransformation.compareTo(from, to) <= 0 ? "previous" : "next", new Object[0]);
            return new groovy.lang.ObjectRange((Comparable) from, (Comparable) last);
        }
        throw ironpf.Unsupported.fail("a range from " + (from == null ? "null" : from.getClass().getName())
                + " is not supported");
    }

    public static boolean compareEqual(Object left, Object right) {
        return DefaultTypeTransformation.compareEqual(left, right);
    }

    public static boolean compareNotEqual(Object left, Object right) {
        return !DefaultTypeTransformation.compareEqual(left, right);
    }

    public static boolean compareIdentical(Object left, Object right) {
        return left == right;
    }

    public static boolean compareNotIdentical(Object left, Object right) {
        return left != right;
    }

    public static Integer compareTo(Object left, Object right) {
        int c = DefaultTypeTransformation.compareTo(left, right);
        return Integer.valueOf(c < 0 ? -1 : (c > 0 ? 1 : 0));
    }

    public static boolean compareLessThan(Object left, Object right) {
        return DefaultTypeTransformation.compareTo(left, right) < 0;
    }

    public static boolean compareLessThanEqual(Object left, Object right) {
        return DefaultTypeTransformation.compareTo(left, right) <= 0;
    }

    public static boolean compareGreaterThan(Object left, Object right) {
        return DefaultTypeTransformation.compareTo(left, right) > 0;
    }

    public static boolean compareGreaterThanEqual(Object left, Object right) {
        return DefaultTypeTransformation.compareTo(left, right) >= 0;
    }

    public static boolean isCase(Object switchValue, Object caseExpression) {
        return DefaultTypeTransformation.castToBoolean(
                Dispatch.invoke(caseExpression, "isCase", new Object[] {switchValue}));
    }

    public static Object asType(Object object, Class type) {
        return Gdk.asType(object, type);
    }

    public static Object castToType(Object object, Class type) {
        return DefaultTypeTransformation.castToType(object, type);
    }

    public static Wrapper createPojoWrapper(Object val, Class clazz) {
        return new PojoWrapper(val, clazz);
    }

    public static Object getProperty(Class senderClass, Object receiver, String name) {
        return InvokerHelper.getProperty(receiver, name);
    }

    public static Object getPropertySafe(Class senderClass, Object receiver, String name) {
        return receiver == null ? null : InvokerHelper.getProperty(receiver, name);
    }

    public static Object getGroovyObjectProperty(Class senderClass, GroovyObject receiver, String name) {
        return receiver.getProperty(name);
    }

    public static Object getPropertySpreadSafe(Class senderClass, Object receiver, String name) {
        if (receiver == null) return null;
        List out = new ArrayList();
        Iterator it = Gdk.iterator(receiver);
        while (it.hasNext()) {
            Object e = it.next();
            out.add(e == null ? null : InvokerHelper.getProperty(e, name));
        }
        return out;
    }

    public static void setProperty(Object value, Class senderClass, Object receiver, String name) {
        InvokerHelper.setProperty(receiver, name, value);
    }

    public static void setPropertySafe(Object value, Class senderClass, Object receiver, String name) {
        if (receiver != null) InvokerHelper.setProperty(receiver, name, value);
    }

    public static void setPropertySpreadSafe(Object value, Class senderClass, Object receiver, String name) {
        if (receiver == null) return;
        Iterator it = Gdk.iterator(receiver);
        while (it.hasNext()) {
            Object e = it.next();
            if (e != null) InvokerHelper.setProperty(e, name, value);
        }
    }

    public static void setGroovyObjectProperty(Object value, Class senderClass, GroovyObject receiver, String name) {
        receiver.setProperty(name, value);
    }

    public static Object invokeMethod0(Class senderClass, Object receiver, String name) {
        return Dispatch.invokeOn(receiver, name, new Object[0]);
    }

    public static Object invokeMethod0Safe(Class senderClass, Object receiver, String name) {
        return receiver == null ? null : Dispatch.invokeOn(receiver, name, new Object[0]);
    }

    public static Object invokeMethodN(Class senderClass, Object receiver, String name, Object[] args) {
        return Dispatch.invokeOn(receiver, name, args);
    }

    public static Object invokeMethodNSafe(Class senderClass, Object receiver, String name, Object[] args) {
        return receiver == null ? null : Dispatch.invokeOn(receiver, name, args);
    }

    public static Object invokeMethod0SpreadSafe(Class senderClass, Object receiver, String name) {
        return invokeMethodNSpreadSafe(senderClass, receiver, name, new Object[0]);
    }

    public static Object invokeMethodNSpreadSafe(Class senderClass, Object receiver, String name, Object[] args) {
        if (receiver == null) return null;
        List out = new ArrayList();
        Iterator it = Gdk.iterator(receiver);
        while (it.hasNext()) {
            Object e = it.next();
            out.add(e == null ? null : Dispatch.invokeOn(e, name, args));
        }
        return out;
    }

    public static Object invokeMethodOnCurrent0(Class senderClass, GroovyObject receiver, String name) {
        return Dispatch.invokeCurrent(receiver, name, new Object[0]);
    }

    public static Object invokeMethodOnCurrentN(Class senderClass, GroovyObject receiver, String name, Object[] args) {
        return Dispatch.invokeCurrent(receiver, name, args);
    }

    public static Object invokeMethodOnSuper0(Class senderClass, GroovyObject receiver, String name) {
        return Dispatch.invokeSuper(senderClass, receiver, name, new Object[0]);
    }

    public static Object invokeMethodOnSuperN(Class senderClass, GroovyObject receiver, String name, Object[] args) {
        return Dispatch.invokeSuper(senderClass, receiver, name, args);
    }

    /**
     * A constructor's {@code super(...)} or {@code this(...)} call with dynamic arguments:
     * groovyc switches on the hash code of the chosen constructor's descriptor and passes the
     * arguments from the array.
     */
    public static int selectConstructorAndTransformArguments(Object[] arguments, int numberOfConstructors, Class which) {
        String descriptor = Dispatch.constructorDescriptor(which, arguments);
        if (descriptor == null) Dispatch.missingConstructor(which, arguments);
        return descriptor.hashCode();
    }

    public static Object unaryMinus(Object value) {
        if (value instanceof Number) return Numbers.negate((Number) value);
        if (value instanceof List) {
            List out = new ArrayList();
            Iterator it = ((List) value).iterator();
            while (it.hasNext()) out.add(unaryMinus(it.next()));
            return out;
        }
        return Dispatch.invoke(value, "negative", new Object[0]);
    }

    public static Object unaryPlus(Object value) {
        return value;
    }

    public static Object bitwiseNegate(Object value) {
        if (value instanceof Integer) return Integer.valueOf(~((Integer) value).intValue());
        if (value instanceof Long) return Long.valueOf(~((Long) value).longValue());
        // A pattern literal: ~/regex/ or ~"regex".
        if (value instanceof String || value instanceof groovy.lang.GString) {
            return java.util.regex.Pattern.compile(value.toString());
        }
        return Dispatch.invoke(value, "bitwiseNegate", new Object[0]);
    }

    public static groovy.lang.Closure getMethodPointer(Object object, String methodName) {
        return new MethodClosure(object, methodName);
    }

    public static Object[] despreadList(Object[] args, Object[] spreads, int[] positions) {
        List out = new ArrayList();
        int a = 0;
        int s = 0;
        for (int i = 0; a < args.length || s < spreads.length; i++) {
            if (s < positions.length && positions[s] == i) {
                Object spread = spreads[s++];
                if (spread instanceof Collection) out.addAll((Collection) spread);
                else if (spread instanceof Object[]) out.addAll(Arrays.asList((Object[]) spread));
                else out.add(spread);
            } else if (a < args.length) {
                out.add(args[a++]);
            } else {
                break;
            }
        }
        return out.toArray();
    }

    public static java.util.regex.Matcher findRegex(Object left, Object right) {
        String regex = right instanceof java.util.regex.Pattern ? ((java.util.regex.Pattern) right).pattern() : right.toString();
        return java.util.regex.Pattern.compile(regex).matcher(left.toString());
    }

    public static boolean matchRegex(Object left, Object right) {
        if (left == null) return false;
        String regex = right instanceof java.util.regex.Pattern ? ((java.util.regex.Pattern) right).pattern() : right.toString();
        return left.toString().matches(regex);
    }

    /**
     * A failed assert: without a message, a PowerAssertionError whose message is the rendered
     * assertion; with one, an AssertionError "message. Expression: text".
     */
    public static void assertFailed(Object expression, Object message) {
        if (message == null || "".equals(message)) {
            throw new org.codehaus.groovy.runtime.powerassert.PowerAssertionError(String.valueOf(expression));
        }
        throw new AssertionError(String.valueOf(message) + ". Expression: " + expression);
    }
}
