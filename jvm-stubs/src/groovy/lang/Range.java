package groovy.lang;

import java.util.List;

/** A range of values ({@code from..to}). */
public interface Range<T extends Comparable> extends List<T> {
    T getFrom();

    T getTo();

    boolean isReverse();
}
