package java.lang.reflect;

import java.lang.annotation.Annotation;
import java.lang.annotation.Inherited;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/** What can carry annotations: classes, fields, methods and constructors. */
public interface AnnotatedElement {
    default boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    <T extends Annotation> T getAnnotation(Class<T> annotationClass);

    Annotation[] getAnnotations();

    default <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        T[] result = getDeclaredAnnotationsByType(annotationClass);
        if (result.length == 0 && this instanceof Class && annotationClass.isAnnotationPresent(Inherited.class)) {
            Class<?> superClass = ((Class<?>) this).getSuperclass();
            if (superClass != null) {
                result = superClass.getAnnotationsByType(annotationClass);
            }
        }
        return result;
    }

    default <T extends Annotation> T getDeclaredAnnotation(Class<T> annotationClass) {
        Objects.requireNonNull(annotationClass);
        for (Annotation annotation : getDeclaredAnnotations()) {
            if (annotationClass.equals(annotation.annotationType())) {
                return annotationClass.cast(annotation);
            }
        }
        return null;
    }

    default <T extends Annotation> T[] getDeclaredAnnotationsByType(Class<T> annotationClass) {
        Map<Class<? extends Annotation>, Annotation> present = new LinkedHashMap<>();
        for (Annotation a : getDeclaredAnnotations()) {
            present.putIfAbsent(a.annotationType(), a);
        }
        return ironpf.Annotations.byType(present, annotationClass);
    }

    Annotation[] getDeclaredAnnotations();
}
