import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

public class ReflectAnnotations {
    enum Level { LOW, MEDIUM, HIGH }

    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.TYPE, ElementType.METHOD, ElementType.FIELD, ElementType.PARAMETER, ElementType.CONSTRUCTOR})
    @interface Info {
        String value() default "none";
        int priority() default 1;
        Level level() default Level.MEDIUM;
        String[] tags() default {};
        Class<?> kind() default Object.class;
        long big() default 10L;
        double ratio() default 0.5;
        float ratioF() default 1.5f;
        char c() default 'x';
        byte b() default 3;
        short s() default 7;
        boolean flag() default false;
        int[] numbers() default {1, 2};
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Single { int value(); }

    @Retention(RetentionPolicy.RUNTIME)
    @Inherited
    @interface Marker {}

    @Retention(RetentionPolicy.RUNTIME)
    @interface Outer { Single inner(); Single[] many() default {}; }

    @Retention(RetentionPolicy.CLASS)
    @interface NotVisible {}

    @Retention(RetentionPolicy.RUNTIME)
    @Repeatable(Tags.class)
    @interface Tag { String value(); }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Tags { Tag[] value(); }

    @Info(value = "base", priority = 5, tags = {"a", "b\"q"}, kind = String.class, level = Level.HIGH)
    @Marker
    @NotVisible
    static class Base {
        @Info("field") @Single(42) public int count;
        public String plain;

        @Info(priority = 9, numbers = {}) @Deprecated
        public void run(@Single(1) int a, int b, @Info @Single(2) String c) {}

        public Base() {}

        @Single(-3)
        public Base(int x) {}
    }

    @Tag("one") @Tag("two")
    @Outer(inner = @Single(7), many = {@Single(8), @Single(9)})
    static class Derived extends Base {}

    @Tag("solo")
    static class Solo {}

    public static void main(String[] args) throws Exception {
        Info info = Base.class.getAnnotation(Info.class);
        System.out.println(info.value() + " " + info.priority() + " " + info.level() + " " + Arrays.toString(info.tags()));
        System.out.println(info.kind() + " " + info.big() + " " + info.ratio() + " " + info.ratioF() + " " + info.c() + " " + info.b() + " " + info.s() + " " + info.flag() + " " + Arrays.toString(info.numbers()));
        System.out.println(info.annotationType());
        System.out.println(info);
        System.out.println(Base.class.isAnnotationPresent(Marker.class) + " " + Base.class.isAnnotationPresent(NotVisible.class) + " " + Base.class.isAnnotationPresent(Single.class));
        System.out.println(Derived.class.isAnnotationPresent(Marker.class) + " " + Derived.class.isAnnotationPresent(Info.class));
        System.out.println(Derived.class.getDeclaredAnnotation(Marker.class));
        System.out.println(Base.class.getAnnotations().length + " " + Derived.class.getAnnotations().length + " " + Derived.class.getDeclaredAnnotations().length);
        for (Annotation a : Derived.class.getDeclaredAnnotations()) System.out.println("  " + a);
        Tag[] tags = Derived.class.getAnnotationsByType(Tag.class);
        System.out.println(tags.length + " " + tags[0].value() + " " + tags[1].value());
        System.out.println(Arrays.toString(Solo.class.getAnnotationsByType(Tag.class)));
        System.out.println(Derived.class.getAnnotation(Tag.class));
        Outer outer = Derived.class.getAnnotation(Outer.class);
        System.out.println(outer.inner().value() + " " + outer.many().length + " " + outer.many()[1]);

        Field count = Base.class.getField("count");
        System.out.println(count.getAnnotation(Info.class) + " " + count.getAnnotation(Single.class).value());
        System.out.println(count.getAnnotations().length + " " + Base.class.getField("plain").getAnnotations().length);
        Method run = Base.class.getMethod("run", int.class, int.class, String.class);
        Info ri = run.getAnnotation(Info.class);
        System.out.println(ri.priority() + " " + ri.numbers().length + " " + run.isAnnotationPresent(Deprecated.class));
        Annotation[][] params = run.getParameterAnnotations();
        System.out.println(params.length);
        for (Annotation[] p : params) System.out.println("  " + Arrays.toString(p));
        Constructor<Base> k = Base.class.getConstructor(int.class);
        System.out.println(k.getAnnotation(Single.class) + " " + Base.class.getConstructor().getAnnotations().length);

        // equals and hashCode
        Info again = Base.class.getAnnotation(Info.class);
        System.out.println(info.equals(again) + " " + (info.hashCode() == again.hashCode()) + " " + info.equals(ri));
        Single s42 = count.getAnnotation(Single.class);
        System.out.println(s42.hashCode() + " " + outer.inner().hashCode() + " " + outer.many()[0].hashCode());
        // arrays returned are copies
        info.tags()[0] = "changed";
        System.out.println(info.tags()[0]);
        // default values through Method.getDefaultValue
        for (String name : new String[] {"value", "priority", "level", "kind", "numbers", "tags"}) {
            Object d = Info.class.getMethod(name).getDefaultValue();
            System.out.println(name + " default " + (d instanceof int[] ? Arrays.toString((int[]) d) : d instanceof Object[] ? Arrays.toString((Object[]) d) : d));
        }
        System.out.println(Single.class.getMethod("value").getDefaultValue());
        System.out.println(Info.class.isAnnotation() + " " + Single.class.getAnnotation(Retention.class));
        Retention r = Marker.class.getAnnotation(Retention.class);
        System.out.println(r.value() + " " + Marker.class.isAnnotationPresent(Inherited.class));
        System.out.println(Arrays.toString(Info.class.getAnnotation(Target.class).value()));
        System.out.println(Tag.class.getAnnotation(Repeatable.class));
        System.out.println(ReflectAnnotations.class.getAnnotations().length);
    }
}
