package org.codehaus.groovy.runtime;

/**
 * The guards of groovyc's fast paths: no metaclass is ever changed in ironpf, so the fast
 * paths for primitive arithmetic and array access are always taken.
 */
public class BytecodeInterface8 {
    public static boolean disabledStandardMetaClass() {
        return false;
    }

    public static boolean isOrigInt() {
        return true;
    }

    public static boolean isOrigL() {
        return true;
    }

    public static boolean isOrigD() {
        return true;
    }

    public static boolean isOrigF() {
        return true;
    }

    public static boolean isOrigB() {
        return true;
    }

    public static boolean isOrigC() {
        return true;
    }

    public static boolean isOrigS() {
        return true;
    }

    public static boolean isOrigZ() {
        return true;
    }

    public static int intArrayGet(int[] a, int i) {
        return a[i >= 0 ? i : a.length + i];
    }

    public static void intArraySet(int[] a, int i, int v) {
        a[i >= 0 ? i : a.length + i] = v;
    }

    public static byte bArrayGet(byte[] a, int i) {
        return a[i >= 0 ? i : a.length + i];
    }

    public static void bArraySet(byte[] a, int i, byte v) {
        a[i >= 0 ? i : a.length + i] = v;
    }

    public static Object objectArrayGet(Object[] a, int i) {
        return a[i >= 0 ? i : a.length + i];
    }

    public static void objectArraySet(Object[] a, int i, Object v) {
        a[i >= 0 ? i : a.length + i] = v;
    }
}
