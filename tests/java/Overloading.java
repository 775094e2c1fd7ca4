public class Overloading {
    static String f(int x) { return "f(int)"; }
    static String f(long x) { return "f(long)"; }
    static String f(double x) { return "f(double)"; }
    static String f(Integer x) { return "f(Integer)"; }
    static String f(Object x) { return "f(Object)"; }
    static String f(int... x) { return "f(int...)"; }

    static String g(long x) { return "g(long)"; }
    static String g(Integer x) { return "g(Integer)"; }

    static String h(Object o) { return "h(Object)"; }
    static String h(String s) { return "h(String)"; }

    static String k(double d) { return "k(double)"; }
    static String k(float f) { return "k(float)"; }

    static String m(char c) { return "m(char)"; }
    static String m(int i) { return "m(int)"; }

    static String n(Object... os) { return "n(Object...) len " + (os == null ? "null" : String.valueOf(os.length)); }
    static String n(String s, Object... os) { return "n(String,Object...) len " + os.length; }

    static String p(Number n) { return "p(Number)"; }
    static String p(Comparable<?> c) { return "p(Comparable)"; }
    static String p(Integer i) { return "p(Integer)"; }

    static String q(byte b) { return "q(byte)"; }
    static String q(short s) { return "q(short)"; }
    static String q(long l) { return "q(long)"; }

    static String w(long a, int b) { return "w(long,int)"; }
    static String w(int a, long b) { return "w(int,long)"; }

    static String box(Object o) { return "box(Object) " + o.getClass().getSimpleName(); }

    static String chars(CharSequence cs) { return "chars(CharSequence)"; }
    static String chars(StringBuilder sb) { return "chars(StringBuilder)"; }

    static class A {
        String who(A a) { return "A.who(A)"; }
        String who(B b) { return "A.who(B)"; }
    }

    static class B extends A {
        @Override
        String who(A a) { return "B.who(A)"; }
        @Override
        String who(B b) { return "B.who(B)"; }
    }

    static class Printer {
        String print(Object o) { return "Printer.print(Object)"; }
    }

    static class SubPrinter extends Printer {
        String print(String s) { return "SubPrinter.print(String)"; }
    }

    public static void main(String[] args) {
        byte b = 1;
        short s = 2;
        char c = 'c';
        int i = 3;
        long l = 4L;
        float fl = 5f;
        double d = 6.0;
        Integer boxed = 7;
        Long boxedL = 8L;
        System.out.println(f(b) + " " + f(s) + " " + f(c) + " " + f(i) + " " + f(l) + " " + f(fl) + " " + f(d));
        System.out.println(f(boxed) + " " + f(boxedL) + " " + f("str") + " " + f() + " " + f(1, 2) + " " + f(new int[] {1}));
        System.out.println(g(5) + " " + g(boxed) + " " + g('x'));
        System.out.println(h(null) + " " + h("s") + " " + h((Object) "s") + " " + h(1));
        System.out.println(k(1) + " " + k(1L) + " " + k(1.0f) + " " + k(1.0));
        System.out.println(m('a') + " " + m(97) + " " + m((char) 97) + " " + m('a' + 1) + " " + m(c));
        System.out.println(n() + " | " + n("a") + " | " + n("a", "b") + " | " + n(1, 2) + " | " + n((Object) "a") + " | " + n((Object[]) null));
        System.out.println(p(boxed) + " " + p(1) + " " + p((Comparable<?>) 2.0) + " " + p((Number) boxed) + " " + p("str"));
        System.out.println(q(b) + " " + q(s) + " " + q(i) + " " + q((byte) (b + 1)));
        System.out.println(w(1L, 2) + " " + w(1, 2L));
        System.out.println(box(1) + " " + box('c') + " " + box(1.5f) + " " + box(true) + " " + box(b) + " " + box(s) + " " + box(l));
        System.out.println(chars(new StringBuilder()) + " " + chars("str") + " " + chars((CharSequence) new StringBuilder()));
        A a = new A();
        A ab = new B();
        B bb = new B();
        System.out.println(a.who(a) + " " + a.who(bb) + " " + ab.who(a) + " " + ab.who(bb) + " " + ab.who(ab) + " " + bb.who((A) bb));
        Printer pr = new SubPrinter();
        SubPrinter sp = new SubPrinter();
        System.out.println(pr.print("hello") + " " + sp.print("hello") + " " + sp.print((Object) "hello") + " " + sp.print(3));
        StringBuilder sb = new StringBuilder();
        sb.append('a').append((int) 'a').append((char) 98).append(1 + 'a').append((char) ('a' + 2)).append(1.0f).append(2L);
        System.out.println(sb);
        char[] chars = {'h', 'i'};
        System.out.println(chars);
        System.out.println(String.valueOf(chars) + " " + String.valueOf((Object) "obj"));
        System.out.println('a' + 'b' + "c");
        System.out.println("c" + 'a' + 'b');
        System.out.println(1 + 2 + "3" + 4 + 5);
        Object o = 'z';
        System.out.println(o);
        System.out.println(Math.max(1, 2L) + " " + Math.max(1, 2.0f) + " " + Math.abs((byte) -3));
    }
}
