package org.codehaus.groovy.runtime;

/** Arrays of call arguments, one method per length (as groovyc calls them). */
public class ArrayUtil {
    public static Object[] createArray() {
        return new Object[] {};
    }

    public static Object[] createArray(Object a0) {
        return new Object[] {a0};
    }

    public static Object[] createArray(Object a0, Object a1) {
        return new Object[] {a0, a1};
    }

    public static Object[] createArray(Object a0, Object a1, Object a2) {
        return new Object[] {a0, a1, a2};
    }

    public static Object[] createArray(Object a0, Object a1, Object a2, Object a3) {
        return new Object[] {a0, a1, a2, a3};
    }

    public static Object[] createArray(Object a0, Object a1, Object a2, Object a3, Object a4) {
        return new Object[] {a0, a1, a2, a3, a4};
    }

    public static Object[] createArray(Object a0, Object a1, Object a2, Object a3, Object a4, Object a5) {
        return new Object[] {a0, a1, a2, a3, a4, a5};
    }

    public static Object[] createArray(Object a0, Object a1, Object a2, Object a3, Object a4, Object a5, Object a6) {
        return new Object[] {a0, a1, a2, a3, a4, a5, a6};
    }

    public static Object[] createArray(Object a0, Object a1, Object a2, Object a3, Object a4, Object a5, Object a6, Object a7) {
        return new Object[] {a0, a1, a2, a3, a4, a5, a6, a7};
    }

    public static Object[] createArray(Object a0, Object a1, Object a2, Object a3, Object a4, Object a5, Object a6, Object a7, Object a8) {
        return new Object[] {a0, a1, a2, a3, a4, a5, a6, a7, a8};
    }

    public static Object[] createArray(Object a0, Object a1, Object a2, Object a3, Object a4, Object a5, Object a6, Object a7, Object a8, Object a9) {
        return new Object[] {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9};
    }

    public static Object[] createArray(Object a0, Object a1, Object a2, Object a3, Object a4, Object a5, Object a6, Object a7, Object a8, Object a9, Object a10) {
        return new Object[] {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10};
    }

    public static Object[] createArray(Object a0, Object a1, Object a2, Object a3, Object a4, Object a5, Object a6, Object a7, Object a8, Object a9, Object a10, Object a11) {
        return new Object[] {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11};
    }

    public static Object[] createArray(Object a0, Object a1, Object a2, Object a3, Object a4, Object a5, Object a6, Object a7, Object a8, Object a9, Object a10, Object a11, Object a12) {
        return new Object[] {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12};
    }

    public static Object[] createArray(Object a0, Object a1, Object a2, Object a3, Object a4, Object a5, Object a6, Object a7, Object a8, Object a9, Object a10, Object a11, Object a12, Object a13) {
        return new Object[] {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13};
    }

    public static Object[] createArray(Object a0, Object a1, Object a2, Object a3, Object a4, Object a5, Object a6, Object a7, Object a8, Object a9, Object a10, Object a11, Object a12, Object a13, Object a14) {
        return new Object[] {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14};
    }

    public static Object[] createArray(Object a0, Object a1, Object a2, Object a3, Object a4, Object a5, Object a6, Object a7, Object a8, Object a9, Object a10, Object a11, Object a12, Object a13, Object a14, Object a15) {
        return new Object[] {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15};
    }

    public static Object[] createArray(Object a0, Object a1, Object a2, Object a3, Object a4, Object a5, Object a6, Object a7, Object a8, Object a9, Object a10, Object a11, Object a12, Object a13, Object a14, Object a15, Object a16) {
        return new Object[] {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16};
    }

    public static Object[] createArray(Object a0, Object a1, Object a2, Object a3, Object a4, Object a5, Object a6, Object a7, Object a8, Object a9, Object a10, Object a11, Object a12, Object a13, Object a14, Object a15, Object a16, Object a17) {
        return new Object[] {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17};
    }

    public static Object[] createArray(Object a0, Object a1, Object a2, Object a3, Object a4, Object a5, Object a6, Object a7, Object a8, Object a9, Object a10, Object a11, Object a12, Object a13, Object a14, Object a15, Object a16, Object a17, Object a18) {
        return new Object[] {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18};
    }

    public static Object[] createArray(Object a0, Object a1, Object a2, Object a3, Object a4, Object a5, Object a6, Object a7, Object a8, Object a9, Object a10, Object a11, Object a12, Object a13, Object a14, Object a15, Object a16, Object a17, Object a18, Object a19) {
        return new Object[] {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19};
    }
}
