package java.lang.reflect;

import java.lang.annotation.Annotation;

/** What can carry annotations. ironpf does not read annotations yet: asking stops it (exit 4). */
public interface AnnotatedElement {
    default boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    default <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        throw ironpf.Unsupported.fail("annotations (" + annotationClass.getName() + "): ironpf does not read annotations yet");
    }

    default Annotation[] getAnnotations() {
        throw ironpf.Unsupported.fail("annotations: ironpf does not read annotations yet");
    }

    default Annotation[] getDeclaredAnnotations() {
        throw ironpf.Unsupported.fail("annotations: ironpf does not read annotations yet");
    }

    default <T extends Annotation> T getDeclaredAnnotation(Class<T> annotationClass) {
        throw ironpf.Unsupported.fail("annotations (" + annotationClass.getName() + "): ironpf does not read annotations yet");
    }

    default <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        throw ironpf.Unsupported.fail("annotations (" + annotationClass.getName() + "): ironpf does not read annotations yet");
    }

    default <T extends Annotation> T[] getDeclaredAnnotationsByType(Class<T> annotationClass) {
        throw ironpf.Unsupported.fail("annotations (" + annotationClass.getName() + "): ironpf does not read annotations yet");
    }
}
