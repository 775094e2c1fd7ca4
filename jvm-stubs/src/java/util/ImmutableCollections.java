package java.util;

import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The unmodifiable collections returned by List.of, Set.of, Map.of and their copyOf variants.
 * The JDK randomizes Set.of/Map.of iteration order per run; here it is insertion order.
 */
final class ImmutableCollections {
    private ImmutableCollections() {
    }

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    /** Takes ownership of the array; rejects nulls. */
    @SuppressWarnings("unchecked")
    static <E> List<E> listOf(Object[] elements) {
        for (Object e : elements) {
            Objects.requireNonNull(e);
        }
        return (List<E>) new ImmutableList<>(elements);
    }

    /** Rejects nulls and duplicates. */
    @SuppressWarnings("unchecked")
    static <E> Set<E> setOf(Object[] elements) {
        LinkedHashSet<Object> set = new LinkedHashSet<>();
        for (Object e : elements) {
            if (!set.add(Objects.requireNonNull(e))) {
                throw new IllegalArgumentException("duplicate element: " + e);
            }
        }
        return (Set<E>) new ImmutableSet<>(set);
    }

    /** Rejects nulls; keeps the first of duplicate elements. */
    @SuppressWarnings("unchecked")
    static <E> Set<E> setOfDistinct(Object[] elements) {
        LinkedHashSet<Object> set = new LinkedHashSet<>();
        for (Object e : elements) {
            set.add(Objects.requireNonNull(e));
        }
        return (Set<E>) new ImmutableSet<>(set);
    }

    /** kvs holds key, value, key, value...; rejects nulls and duplicate keys. */
    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> mapOf(Object[] kvs) {
        LinkedHashMap<Object, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < kvs.length; i += 2) {
            Object k = Objects.requireNonNull(kvs[i]);
            Object v = Objects.requireNonNull(kvs[i + 1]);
            if (map.put(k, v) != null) {
                throw new IllegalArgumentException("duplicate key: " + k);
            }
        }
        return (Map<K, V>) new ImmutableMap<>(map);
    }

    static final class ImmutableList<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private final E[] elements;

        ImmutableList(E[] elements) {
            this.elements = elements;
        }

        public int size() {
            return elements.length;
        }

        public E get(int index) {
            if (elements.length == 1 || elements.length == 2) {
                // the JDK's one- and two-element lists report bounds errors this way
                if (index < 0 || index >= elements.length) {
                    throw new IndexOutOfBoundsException("Index: " + index + " Size: " + elements.length);
                }
            }
            return elements[index];
        }

        public int indexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = 0; i < elements.length; i++) {
                if (o.equals(elements[i])) {
                    return i;
                }
            }
            return -1;
        }

        public int lastIndexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = elements.length - 1; i >= 0; i--) {
                if (o.equals(elements[i])) {
                    return i;
                }
            }
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public Object[] toArray() {
            Object[] copy = new Object[elements.length];
            System.arraycopy(elements, 0, copy, 0, elements.length);
            return copy;
        }

        public Iterator<E> iterator() {
            return new ListItr(0);
        }

        public ListIterator<E> listIterator() {
            return new ListItr(0);
        }

        public ListIterator<E> listIterator(int index) {
            if (index < 0 || index > elements.length) {
                throw new IndexOutOfBoundsException("Index: " + index + " Size: " + elements.length);
            }
            return new ListItr(index);
        }

        public boolean add(E e) {
            throw uoe();
        }

        public void add(int index, E element) {
            throw uoe();
        }

        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public boolean remove(Object o) {
            throw uoe();
        }

        public E remove(int index) {
            throw uoe();
        }

        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }

        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }

        public void replaceAll(UnaryOperator<E> operator) {
            throw uoe();
        }

        public E set(int index, E element) {
            throw uoe();
        }

        public void sort(Comparator<? super E> c) {
            throw uoe();
        }

        private final class ListItr implements ListIterator<E> {
            private int cursor;

            ListItr(int index) {
                cursor = index;
            }

            public boolean hasNext() {
                return cursor != elements.length;
            }

            public E next() {
                if (cursor >= elements.length) {
                    throw new NoSuchElementException();
                }
                return elements[cursor++];
            }

            public boolean hasPrevious() {
                return cursor != 0;
            }

            public E previous() {
                if (cursor <= 0) {
                    throw new NoSuchElementException();
                }
                return elements[--cursor];
            }

            public int nextIndex() {
                return cursor;
            }

            public int previousIndex() {
                return cursor - 1;
            }

            public void remove() {
                throw uoe();
            }

            public void set(E e) {
                throw uoe();
            }

            public void add(E e) {
                throw uoe();
            }
        }
    }

    static final class ImmutableSet<E> extends AbstractSet<E> implements java.io.Serializable {
        private final LinkedHashSet<E> set;

        ImmutableSet(LinkedHashSet<E> set) {
            this.set = set;
        }

        public int size() {
            return set.size();
        }

        public boolean contains(Object o) {
            return set.contains(Objects.requireNonNull(o));
        }

        public Iterator<E> iterator() {
            final Iterator<E> it = set.iterator();
            return new Iterator<E>() {
                public boolean hasNext() {
                    return it.hasNext();
                }

                public E next() {
                    return it.next();
                }

                public void remove() {
                    throw uoe();
                }
            };
        }

        public boolean add(E e) {
            throw uoe();
        }

        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public boolean remove(Object o) {
            throw uoe();
        }

        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }

        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }
    }

    static final class ImmutableMap<K, V> extends AbstractMap<K, V> implements java.io.Serializable {
        private final LinkedHashMap<K, V> map;
        private transient Set<Map.Entry<K, V>> entries;

        ImmutableMap(LinkedHashMap<K, V> map) {
            this.map = map;
        }

        public int size() {
            return map.size();
        }

        public boolean isEmpty() {
            return map.isEmpty();
        }

        public V get(Object key) {
            return map.get(Objects.requireNonNull(key));
        }

        public boolean containsKey(Object key) {
            return map.containsKey(Objects.requireNonNull(key));
        }

        public boolean containsValue(Object value) {
            return map.containsValue(Objects.requireNonNull(value));
        }

        public V getOrDefault(Object key, V defaultValue) {
            V v = get(key);
            return v != null ? v : defaultValue;
        }

        public Set<Map.Entry<K, V>> entrySet() {
            if (entries == null) {
                entries = new AbstractSet<Map.Entry<K, V>>() {
                    public int size() {
                        return map.size();
                    }

                    public Iterator<Map.Entry<K, V>> iterator() {
                        final Iterator<Map.Entry<K, V>> it = map.entrySet().iterator();
                        return new Iterator<Map.Entry<K, V>>() {
                            public boolean hasNext() {
                                return it.hasNext();
                            }

                            public Map.Entry<K, V> next() {
                                Map.Entry<K, V> e = it.next();
                                return new KeyValueHolder<>(e.getKey(), e.getValue());
                            }

                            public void remove() {
                                throw uoe();
                            }
                        };
                    }
                };
            }
            return entries;
        }

        public int hashCode() {
            return map.hashCode();
        }

        public V put(K key, V value) {
            throw uoe();
        }

        public V remove(Object key) {
            throw uoe();
        }

        public void putAll(Map<? extends K, ? extends V> m) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public V putIfAbsent(K key, V value) {
            throw uoe();
        }

        public boolean remove(Object key, Object value) {
            throw uoe();
        }

        public boolean replace(K key, V oldValue, V newValue) {
            throw uoe();
        }

        public V replace(K key, V value) {
            throw uoe();
        }

        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
            throw uoe();
        }

        public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
            throw uoe();
        }

        public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            throw uoe();
        }

        public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            throw uoe();
        }

        public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
            throw uoe();
        }
    }

    /** The immutable entry returned by Map.entry. */
    static final class KeyValueHolder<K, V> implements Map.Entry<K, V> {
        final K key;
        final V value;

        KeyValueHolder(K k, V v) {
            key = Objects.requireNonNull(k);
            value = Objects.requireNonNull(v);
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V value) {
            throw new UnsupportedOperationException("not supported");
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return key.equals(e.getKey()) && value.equals(e.getValue());
        }

        public int hashCode() {
            return key.hashCode() ^ value.hashCode();
        }

        public String toString() {
            return key + "=" + value;
        }
    }
}
