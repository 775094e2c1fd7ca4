import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

public class AnnotationEdges {
    @Retention(RetentionPolicy.RUNTIME) @interface P { String value(); }
    @Retention(RetentionPolicy.RUNTIME) @interface Weight { double value() default 1.0; }
    @Retention(RetentionPolicy.RUNTIME) @Inherited @interface Role { String value(); }

    class Inner {
        Inner(@P("x") int a, @P("y") String b) {}
    }

    enum Color {
        @Weight(2.5) RED, GREEN;
        Color() {}
    }

    interface Shape {
        @P("area") default double area() { return 0; }
    }

    @Role("base") static class A {}
    @Role("middle") static class B extends A {}
    static class C extends B {}

    static class Fake implements P {
        public String value() { return "v"; }
        public Class<? extends Annotation> annotationType() { return P.class; }
    }

    @P("v") static class Real {}

    public static void main(String[] args) throws Exception {
        Constructor<?> k = Inner.class.getDeclaredConstructors()[0];
        System.out.println(k.getParameterCount() + " " + k.getParameterAnnotations().length);
        for (Annotation[] as : k.getParameterAnnotations()) System.out.println(Arrays.toString(as));
        Field red = Color.class.getField("RED");
        System.out.println(red.getAnnotation(Weight.class) + " " + red.getAnnotation(Weight.class).value() + " " + Color.class.getField("GREEN").getAnnotations().length);
        System.out.println(Shape.class.getMethod("area").getAnnotation(P.class));
        System.out.println(C.class.getAnnotation(Role.class) + " " + C.class.getDeclaredAnnotations().length + " " + Arrays.toString(C.class.getAnnotationsByType(Role.class)));
        System.out.println(B.class.getAnnotation(Role.class).value());
        P real = Real.class.getAnnotation(P.class);
        System.out.println(real.equals(new Fake()) + " " + real.equals("v") + " " + real.equals(null));
        System.out.println(real.hashCode() == (127 * "value".hashCode() ^ "v".hashCode()));
        System.out.println(Weight.class.getMethod("value").getDefaultValue());
        System.out.println(Object.class.getAnnotations().length + " " + int.class.getAnnotations().length + " " + String[].class.getAnnotations().length);
        try {
            Real.class.getAnnotation(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        System.out.println(real instanceof Annotation);
        System.out.println(real.annotationType() == P.class);
        Method m = P.class.getMethod("value");
        System.out.println(m.invoke(real));
        System.out.println(Deprecated.class.isAnnotation() + " " + Override.class.getAnnotation(Retention.class));
        @SuppressWarnings("unused") int local = 1;
        System.out.println(AnnotationEdges.class.getDeclaredMethod("main", String[].class).getAnnotations().length);
    }
}
