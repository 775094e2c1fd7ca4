package java.lang.reflect;

/** Type annotations: ironpf does not read them (methods returning one stop it, exit 4). */
public interface AnnotatedType extends AnnotatedElement {
    Type getType();
}
