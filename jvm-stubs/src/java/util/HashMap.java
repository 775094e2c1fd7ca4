package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Hash table map whose iteration order is exactly the JDK's: a power-of-two table (default 16,
 * load factor 0.75, doubling on resize with lo/hi bucket splits that keep relative order), hash
 * spreading h ^ (h >>> 16), bucket index (n - 1) & hash, new entries appended at the bucket tail
 * by put (and prepended by compute/computeIfAbsent/merge, as the JDK does).
 *
 * Buckets that reach 8 entries become red-black "tree bins" once the table has 64+ buckets, as
 * in the JDK. Iteration still follows the bin's linked list, but tree bins insert new entries
 * after their tree parent and keep the tree root first, so they are modelled exactly (ordering
 * by hash, then compareTo for keys of the same Comparable class, then class name and identity
 * hash code). Lookups walk the list instead of the tree, which finds the same entry.
 */
public class HashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, Cloneable, java.io.Serializable {
    static final int DEFAULT_INITIAL_CAPACITY = 16;
    static final int MAXIMUM_CAPACITY = 1 << 30;
    static final float DEFAULT_LOAD_FACTOR = 0.75f;
    static final int TREEIFY_THRESHOLD = 8;
    static final int MIN_TREEIFY_CAPACITY = 64;

    static class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        V value;
        Node<K, V> next;

        Node(int hash, K key, V value, Node<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.value = value;
            this.next = next;
        }

        public final K getKey() {
            return key;
        }

        public final V getValue() {
            return value;
        }

        public final String toString() {
            return key + "=" + value;
        }

        public final int hashCode() {
            return Objects.hashCode(key) ^ Objects.hashCode(value);
        }

        public final V setValue(V newValue) {
            V oldValue = value;
            value = newValue;
            return oldValue;
        }

        public final boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (o instanceof Map.Entry) {
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                return Objects.equals(key, e.getKey()) && Objects.equals(value, e.getValue());
            }
            return false;
        }
    }

    static final int hash(Object key) {
        if (key == null) {
            return 0;
        }
        int h = key.hashCode();
        return h ^ (h >>> 16);
    }

    /** The smallest power of two >= cap (1 for cap <= 1), capped at MAXIMUM_CAPACITY. */
    static final int tableSizeFor(int cap) {
        int n = cap - 1;
        n |= n >>> 1;
        n |= n >>> 2;
        n |= n >>> 4;
        n |= n >>> 8;
        n |= n >>> 16;
        return (n < 0) ? 1 : (n >= MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : n + 1;
    }

    transient Node<K, V>[] table;
    transient Set<Map.Entry<K, V>> entrySet;
    transient int size;
    transient int modCount;
    /** Next size at which to resize; before the table exists, holds the initial capacity (0 = default). */
    int threshold;
    final float loadFactor;

    public HashMap(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal initial capacity: " + initialCapacity);
        }
        if (initialCapacity > MAXIMUM_CAPACITY) {
            initialCapacity = MAXIMUM_CAPACITY;
        }
        if (loadFactor <= 0 || loadFactor != loadFactor) {
            throw new IllegalArgumentException("Illegal load factor: " + loadFactor);
        }
        this.loadFactor = loadFactor;
        this.threshold = tableSizeFor(initialCapacity);
    }

    public HashMap(int initialCapacity) {
        this(initialCapacity, DEFAULT_LOAD_FACTOR);
    }

    public HashMap() {
        this.loadFactor = DEFAULT_LOAD_FACTOR;
    }

    public HashMap(Map<? extends K, ? extends V> m) {
        this.loadFactor = DEFAULT_LOAD_FACTOR;
        putMapEntries(m, false);
    }

    final void putMapEntries(Map<? extends K, ? extends V> m, boolean evict) {
        int s = m.size();
        if (s > 0) {
            if (table == null) {
                // pre-size from the source map's size
                float ft = ((float) s / loadFactor) + 1.0F;
                int t = (ft < (float) MAXIMUM_CAPACITY) ? (int) ft : MAXIMUM_CAPACITY;
                if (t > threshold) {
                    threshold = tableSizeFor(t);
                }
            } else if (s > threshold) {
                resize();
            }
            for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
                K key = e.getKey();
                V value = e.getValue();
                putVal(hash(key), key, value, false, evict);
            }
        }
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public V get(Object key) {
        Node<K, V> e = getNode(key);
        return e == null ? null : e.value;
    }

    /**
     * The node of {@code key}, or null. An intrinsic (src/natives/collections.rs) runs instead
     * of this code for String keys while one thread runs, reading and recording what this
     * code reads.
     */
    final Node<K, V> getNode(Object key) {
        Node<K, V>[] tab = table;
        if (tab == null || tab.length == 0) {
            return null;
        }
        int hash = hash(key);
        for (Node<K, V> e = tab[(tab.length - 1) & hash]; e != null; e = e.next) {
            if (e.hash == hash) {
                Object k = e.key;
                if (k == key || (key != null && key.equals(k))) {
                    return e;
                }
            }
        }
        return null;
    }

    public boolean containsKey(Object key) {
        return getNode(key) != null;
    }

    public V put(K key, V value) {
        return putVal(hash(key), key, value, false, true);
    }

    final V putVal(int hash, K key, V value, boolean onlyIfAbsent, boolean evict) {
        Node<K, V>[] tab = table;
        if (tab == null || tab.length == 0) {
            tab = resize();
        }
        int n = tab.length;
        int i = (n - 1) & hash;
        Node<K, V> p = tab[i];
        Node<K, V> e = null;
        if (p == null) {
            tab[i] = newNode(hash, key, value, null);
        } else if (p.hash == hash && (p.key == key || (key != null && key.equals(p.key)))) {
            e = p;
        } else if (p instanceof TreeNode) {
            e = ((TreeNode<K, V>) p).putTreeVal(this, tab, hash, key, value);
        } else {
            int binCount = 0;
            while (true) {
                Object k = p.key;
                if (p.hash == hash && (k == key || (key != null && key.equals(k)))) {
                    e = p;
                    break;
                }
                if (p.next == null) {
                    p.next = newNode(hash, key, value, null);
                    // the JDK would treeify a bucket of 9+ nodes; with a small table it resizes
                    if (binCount >= TREEIFY_THRESHOLD - 1) {
                        treeifyBin(tab, hash);
                    }
                    break;
                }
                p = p.next;
                binCount++;
            }
        }
        if (e != null) {
            V oldValue = e.value;
            if (!onlyIfAbsent || oldValue == null) {
                e.value = value;
            }
            afterNodeAccess(e);
            return oldValue;
        }
        ++modCount;
        if (++size > threshold) {
            resize();
        }
        afterNodeInsertion(evict);
        return null;
    }

    /** Whether long buckets become tree bins (LinkedHashMap iterates its own list and skips them). */
    boolean usesTreeBins() {
        return true;
    }

    /** Turns the bucket holding hash into a tree bin, or resizes while the table is small. */
    final void treeifyBin(Node<K, V>[] tab, int hash) {
        if (tab == null || tab.length < MIN_TREEIFY_CAPACITY) {
            resize();
            return;
        }
        if (!usesTreeBins()) {
            return;
        }
        int index = (tab.length - 1) & hash;
        Node<K, V> e = tab[index];
        if (e == null) {
            return;
        }
        TreeNode<K, V> hd = null;
        TreeNode<K, V> tl = null;
        for (; e != null; e = e.next) {
            TreeNode<K, V> p = new TreeNode<>(e.hash, e.key, e.value, null);
            if (tl == null) {
                hd = p;
            } else {
                p.prev = tl;
                tl.next = p;
            }
            tl = p;
        }
        tab[index] = hd;
        hd.treeify(tab);
    }

    @SuppressWarnings("unchecked")
    final Node<K, V>[] resize() {
        Node<K, V>[] oldTab = table;
        int oldCap = (oldTab == null) ? 0 : oldTab.length;
        int oldThr = threshold;
        int newCap;
        int newThr = 0;
        if (oldCap > 0) {
            if (oldCap >= MAXIMUM_CAPACITY) {
                threshold = Integer.MAX_VALUE;
                return oldTab;
            }
            newCap = oldCap << 1;
            if (newCap < MAXIMUM_CAPACITY && oldCap >= DEFAULT_INITIAL_CAPACITY) {
                newThr = oldThr << 1;
            }
        } else if (oldThr > 0) {
            newCap = oldThr;
        } else {
            newCap = DEFAULT_INITIAL_CAPACITY;
            newThr = (int) (DEFAULT_LOAD_FACTOR * DEFAULT_INITIAL_CAPACITY);
        }
        if (newThr == 0) {
            float ft = (float) newCap * loadFactor;
            newThr = (newCap < MAXIMUM_CAPACITY && ft < (float) MAXIMUM_CAPACITY) ? (int) ft : Integer.MAX_VALUE;
        }
        threshold = newThr;
        Node<K, V>[] newTab = (Node<K, V>[]) new Node[newCap];
        table = newTab;
        if (oldTab != null) {
            for (int j = 0; j < oldCap; ++j) {
                Node<K, V> e = oldTab[j];
                if (e == null) {
                    continue;
                }
                oldTab[j] = null;
                if (e.next == null) {
                    newTab[e.hash & (newCap - 1)] = e;
                    continue;
                }
                if (e instanceof TreeNode) {
                    ((TreeNode<K, V>) e).split(newTab, j, oldCap);
                    continue;
                }
                // split the chain in two, keeping relative order: "lo" stays at j, "hi" moves to j + oldCap
                Node<K, V> loHead = null;
                Node<K, V> loTail = null;
                Node<K, V> hiHead = null;
                Node<K, V> hiTail = null;
                while (e != null) {
                    Node<K, V> next = e.next;
                    if ((e.hash & oldCap) == 0) {
                        if (loTail == null) {
                            loHead = e;
                        } else {
                            loTail.next = e;
                        }
                        loTail = e;
                    } else {
                        if (hiTail == null) {
                            hiHead = e;
                        } else {
                            hiTail.next = e;
                        }
                        hiTail = e;
                    }
                    e = next;
                }
                if (loTail != null) {
                    loTail.next = null;
                    newTab[j] = loHead;
                }
                if (hiTail != null) {
                    hiTail.next = null;
                    newTab[j + oldCap] = hiHead;
                }
            }
        }
        return newTab;
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        putMapEntries(m, true);
    }

    public V remove(Object key) {
        Node<K, V> e = removeNode(hash(key), key, null, false, true);
        return e == null ? null : e.value;
    }

    final Node<K, V> removeNode(int hash, Object key, Object value, boolean matchValue, boolean movable) {
        Node<K, V>[] tab = table;
        if (tab == null || tab.length == 0) {
            return null;
        }
        int index = (tab.length - 1) & hash;
        Node<K, V> prev = null;
        Node<K, V> node = tab[index];
        while (node != null) {
            Object k = node.key;
            if (node.hash == hash && (k == key || (key != null && key.equals(k)))) {
                break;
            }
            prev = node;
            node = node.next;
        }
        if (node == null) {
            return null;
        }
        if (matchValue) {
            Object v = node.value;
            if (!(v == value || (value != null && value.equals(v)))) {
                return null;
            }
        }
        if (node instanceof TreeNode) {
            ((TreeNode<K, V>) node).removeTreeNode(tab, movable);
        } else if (prev == null) {
            tab[index] = node.next;
        } else {
            prev.next = node.next;
        }
        ++modCount;
        --size;
        afterNodeRemoval(node);
        return node;
    }

    public void clear() {
        Node<K, V>[] tab = table;
        modCount++;
        if (tab != null && size > 0) {
            size = 0;
            for (int i = 0; i < tab.length; ++i) {
                tab[i] = null;
            }
        }
    }

    public boolean containsValue(Object value) {
        Node<K, V>[] tab = table;
        if (tab != null && size > 0) {
            for (Node<K, V> head : tab) {
                for (Node<K, V> e = head; e != null; e = e.next) {
                    V v = e.value;
                    if (v == value || (value != null && value.equals(v))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    public Set<K> keySet() {
        Set<K> ks = keySet;
        if (ks == null) {
            ks = new KeySet();
            keySet = ks;
        }
        return ks;
    }

    final class KeySet extends AbstractSet<K> {
        public final int size() {
            return size;
        }

        public final void clear() {
            HashMap.this.clear();
        }

        public final Iterator<K> iterator() {
            return new KeyIterator();
        }

        public final boolean contains(Object o) {
            return containsKey(o);
        }

        public final boolean remove(Object key) {
            return removeNode(hash(key), key, null, false, true) != null;
        }

        public final void forEach(Consumer<? super K> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            Node<K, V>[] tab = table;
            if (size > 0 && tab != null) {
                int mc = modCount;
                for (Node<K, V> head : tab) {
                    for (Node<K, V> e = head; e != null; e = e.next) {
                        action.accept(e.key);
                    }
                }
                if (modCount != mc) {
                    throw new ConcurrentModificationException();
                }
            }
        }
    }

    public Collection<V> values() {
        Collection<V> vs = values;
        if (vs == null) {
            vs = new Values();
            values = vs;
        }
        return vs;
    }

    final class Values extends AbstractCollection<V> {
        public final int size() {
            return size;
        }

        public final void clear() {
            HashMap.this.clear();
        }

        public final Iterator<V> iterator() {
            return new ValueIterator();
        }

        public final boolean contains(Object o) {
            return containsValue(o);
        }

        public final void forEach(Consumer<? super V> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            Node<K, V>[] tab = table;
            if (size > 0 && tab != null) {
                int mc = modCount;
                for (Node<K, V> head : tab) {
                    for (Node<K, V> e = head; e != null; e = e.next) {
                        action.accept(e.value);
                    }
                }
                if (modCount != mc) {
                    throw new ConcurrentModificationException();
                }
            }
        }
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySet;
        if (es == null) {
            es = new EntrySet();
            entrySet = es;
        }
        return es;
    }

    final class EntrySet extends AbstractSet<Map.Entry<K, V>> {
        public final int size() {
            return size;
        }

        public final void clear() {
            HashMap.this.clear();
        }

        public final Iterator<Map.Entry<K, V>> iterator() {
            return new EntryIterator();
        }

        public final boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Node<K, V> candidate = getNode(e.getKey());
            return candidate != null && candidate.equals(e);
        }

        public final boolean remove(Object o) {
            if (o instanceof Map.Entry) {
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                Object key = e.getKey();
                Object value = e.getValue();
                return removeNode(hash(key), key, value, true, true) != null;
            }
            return false;
        }

        public final void forEach(Consumer<? super Map.Entry<K, V>> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            Node<K, V>[] tab = table;
            if (size > 0 && tab != null) {
                int mc = modCount;
                for (Node<K, V> head : tab) {
                    for (Node<K, V> e = head; e != null; e = e.next) {
                        action.accept(e);
                    }
                }
                if (modCount != mc) {
                    throw new ConcurrentModificationException();
                }
            }
        }
    }

    // ---- overrides of Map defaults, with the JDK's bucket placement and modCount behaviour

    public V getOrDefault(Object key, V defaultValue) {
        Node<K, V> e = getNode(key);
        return e == null ? defaultValue : e.value;
    }

    public V putIfAbsent(K key, V value) {
        return putVal(hash(key), key, value, true, true);
    }

    public boolean remove(Object key, Object value) {
        return removeNode(hash(key), key, value, true, true) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        Node<K, V> e = getNode(key);
        if (e != null) {
            V v = e.value;
            if (v == oldValue || (v != null && v.equals(oldValue))) {
                e.value = newValue;
                afterNodeAccess(e);
                return true;
            }
        }
        return false;
    }

    public V replace(K key, V value) {
        Node<K, V> e = getNode(key);
        if (e != null) {
            V oldValue = e.value;
            e.value = value;
            afterNodeAccess(e);
            return oldValue;
        }
        return null;
    }

    /** Makes sure the table exists, growing it first when size already exceeds the threshold. */
    private Node<K, V>[] tableForCompute() {
        Node<K, V>[] tab = table;
        if (size > threshold || tab == null || tab.length == 0) {
            tab = resize();
        }
        return tab;
    }

    /** Finds key in the given bucket chain; also used to count the chain length. */
    private Node<K, V> findInChain(Node<K, V> first, int hash, Object key) {
        for (Node<K, V> e = first; e != null; e = e.next) {
            Object k = e.key;
            if (e.hash == hash && (k == key || (key != null && key.equals(k)))) {
                return e;
            }
        }
        return null;
    }

    private static int chainLength(Node<?, ?> first) {
        int n = 0;
        for (Node<?, ?> e = first; e != null; e = e.next) {
            n++;
        }
        return n;
    }

    /**
     * Adds a new entry to bucket i the way the JDK's compute-style methods do: into the tree of
     * a tree bin, otherwise at the head of the chain.
     */
    private void insertAtHead(Node<K, V>[] tab, int i, int hash, K key, V value) {
        Node<K, V> first = tab[i];
        if (first instanceof TreeNode) {
            ((TreeNode<K, V>) first).putTreeVal(this, tab, hash, key, value);
            return;
        }
        int existing = chainLength(first);
        tab[i] = newNode(hash, key, value, first);
        if (existing >= TREEIFY_THRESHOLD - 1) {
            treeifyBin(tab, hash);
        }
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (mappingFunction == null) {
            throw new NullPointerException();
        }
        int hash = hash(key);
        Node<K, V>[] tab = tableForCompute();
        int i = (tab.length - 1) & hash;
        Node<K, V> old = findInChain(tab[i], hash, key);
        if (old != null && old.value != null) {
            afterNodeAccess(old);
            return old.value;
        }
        int mc = modCount;
        V v = mappingFunction.apply(key);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (v == null) {
            return null;
        } else if (old != null) {
            old.value = v;
            afterNodeAccess(old);
            return v;
        }
        insertAtHead(tab, i, hash, key, v);
        modCount = mc + 1;
        ++size;
        afterNodeInsertion(true);
        return v;
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = getNode(key);
        if (e != null && e.value != null) {
            int mc = modCount;
            V v = remappingFunction.apply(key, e.value);
            if (mc != modCount) {
                throw new ConcurrentModificationException();
            }
            if (v == null) {
                removeNode(hash(key), key, null, false, true);
            } else {
                e.value = v;
                afterNodeAccess(e);
                return v;
            }
        }
        return null;
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        int hash = hash(key);
        Node<K, V>[] tab = tableForCompute();
        int i = (tab.length - 1) & hash;
        Node<K, V> old = findInChain(tab[i], hash, key);
        V oldValue = (old == null) ? null : old.value;
        int mc = modCount;
        V v = remappingFunction.apply(key, oldValue);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (old != null) {
            if (v != null) {
                old.value = v;
                afterNodeAccess(old);
            } else {
                removeNode(hash, key, null, false, true);
            }
        } else if (v != null) {
            insertAtHead(tab, i, hash, key, v);
            modCount = mc + 1;
            ++size;
            afterNodeInsertion(true);
        }
        return v;
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int hash = hash(key);
        Node<K, V>[] tab = tableForCompute();
        int i = (tab.length - 1) & hash;
        Node<K, V> old = findInChain(tab[i], hash, key);
        if (old != null) {
            V v;
            if (old.value != null) {
                int mc = modCount;
                v = remappingFunction.apply(old.value, value);
                if (mc != modCount) {
                    throw new ConcurrentModificationException();
                }
            } else {
                v = value;
            }
            if (v != null) {
                old.value = v;
                afterNodeAccess(old);
            } else {
                removeNode(hash, key, null, false, true);
            }
            return v;
        }
        insertAtHead(tab, i, hash, key, value);
        ++modCount;
        ++size;
        afterNodeInsertion(true);
        return value;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        Node<K, V>[] tab = table;
        if (size > 0 && tab != null) {
            int mc = modCount;
            for (Node<K, V> head : tab) {
                for (Node<K, V> e = head; e != null; e = e.next) {
                    action.accept(e.key, e.value);
                }
            }
            if (modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        Node<K, V>[] tab = table;
        if (size > 0 && tab != null) {
            int mc = modCount;
            for (Node<K, V> head : tab) {
                for (Node<K, V> e = head; e != null; e = e.next) {
                    e.value = function.apply(e.key, e.value);
                }
            }
            if (modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        HashMap<K, V> result;
        try {
            result = (HashMap<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new RuntimeException(e);
        }
        result.reinitialize();
        result.putMapEntries(this, false);
        return result;
    }

    // ---- iterators (bucket order, then chain order)

    abstract class HashIterator {
        Node<K, V> next;
        Node<K, V> current;
        int expectedModCount;
        int index;

        HashIterator() {
            expectedModCount = modCount;
            Node<K, V>[] t = table;
            current = null;
            next = null;
            index = 0;
            if (t != null && size > 0) {
                advanceToNonEmptyBucket(t);
            }
        }

        private void advanceToNonEmptyBucket(Node<K, V>[] t) {
            while (index < t.length) {
                next = t[index++];
                if (next != null) {
                    return;
                }
            }
        }

        public final boolean hasNext() {
            return next != null;
        }

        final Node<K, V> nextNode() {
            Node<K, V> e = next;
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            if (e == null) {
                throw new NoSuchElementException();
            }
            current = e;
            next = e.next;
            Node<K, V>[] t = table;
            if (next == null && t != null) {
                advanceToNonEmptyBucket(t);
            }
            return e;
        }

        public final void remove() {
            Node<K, V> p = current;
            if (p == null) {
                throw new IllegalStateException();
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            current = null;
            removeNode(p.hash, p.key, null, false, false);
            expectedModCount = modCount;
        }
    }

    final class KeyIterator extends HashIterator implements Iterator<K> {
        public final K next() {
            return nextNode().key;
        }
    }

    final class ValueIterator extends HashIterator implements Iterator<V> {
        public final V next() {
            return nextNode().value;
        }
    }

    final class EntryIterator extends HashIterator implements Iterator<Map.Entry<K, V>> {
        public final Map.Entry<K, V> next() {
            return nextNode();
        }
    }

    // ---- tree bins

    static final int UNTREEIFY_THRESHOLD = 6;

    /**
     * The JDK orders keys of one tree bin by compareTo only when the key's class implements
     * Comparable of itself; without reflection we accept any Comparable key and require both
     * keys to have the same class (the cases that differ are ordered by identity hash codes in
     * the JDK, so they are not reproducible anyway).
     */
    static Class<?> comparableClassFor(Object x) {
        return (x instanceof Comparable) ? x.getClass() : null;
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    static int compareComparables(Class<?> kc, Object k, Object x) {
        return (x == null || x.getClass() != kc) ? 0 : ((Comparable) k).compareTo(x);
    }

    /** Last-resort order between keys with equal hashes that compareTo cannot separate. */
    static int tieBreakOrder(Object a, Object b) {
        int d;
        if (a == null || b == null || (d = a.getClass().getName().compareTo(b.getClass().getName())) == 0) {
            d = (System.identityHashCode(a) <= System.identityHashCode(b) ? -1 : 1);
        }
        return d;
    }

    /**
     * Node of a tree bin: a red-black tree over the bucket, ordered by hash, while next/prev keep
     * the bucket's list (iteration order), whose first element is always the tree root.
     */
    static final class TreeNode<K, V> extends Node<K, V> {
        TreeNode<K, V> parent;
        TreeNode<K, V> left;
        TreeNode<K, V> right;
        TreeNode<K, V> prev;
        boolean red;

        TreeNode(int hash, K key, V val, Node<K, V> next) {
            super(hash, key, val, next);
        }

        TreeNode<K, V> root() {
            TreeNode<K, V> r = this;
            while (r.parent != null) {
                r = r.parent;
            }
            return r;
        }

        /** Makes root the first node of its bucket's list. */
        static <K, V> void moveRootToFront(Node<K, V>[] tab, TreeNode<K, V> root) {
            if (root == null || tab == null || tab.length == 0) {
                return;
            }
            int index = (tab.length - 1) & root.hash;
            TreeNode<K, V> first = (TreeNode<K, V>) tab[index];
            if (root != first) {
                tab[index] = root;
                TreeNode<K, V> rp = root.prev;
                Node<K, V> rn = root.next;
                if (rn != null) {
                    ((TreeNode<K, V>) rn).prev = rp;
                }
                if (rp != null) {
                    rp.next = rn;
                }
                if (first != null) {
                    first.prev = root;
                }
                root.next = first;
                root.prev = null;
            }
        }

        /** Tree search for key k with hash h below this node. */
        TreeNode<K, V> find(int h, Object k, Class<?> kc) {
            TreeNode<K, V> p = this;
            do {
                TreeNode<K, V> pl = p.left;
                TreeNode<K, V> pr = p.right;
                int ph = p.hash;
                if (ph > h) {
                    p = pl;
                } else if (ph < h) {
                    p = pr;
                } else {
                    K pk = p.key;
                    if (pk == k || (k != null && k.equals(pk))) {
                        return p;
                    } else if (pl == null) {
                        p = pr;
                    } else if (pr == null) {
                        p = pl;
                    } else {
                        int dir;
                        if ((kc != null || (kc = comparableClassFor(k)) != null)
                                && (dir = compareComparables(kc, k, pk)) != 0) {
                            p = (dir < 0) ? pl : pr;
                        } else {
                            TreeNode<K, V> q = pr.find(h, k, kc);
                            if (q != null) {
                                return q;
                            }
                            p = pl;
                        }
                    }
                }
            } while (p != null);
            return null;
        }

        /** Builds the tree from the list starting at this node, then puts the root first. */
        void treeify(Node<K, V>[] tab) {
            TreeNode<K, V> root = null;
            TreeNode<K, V> next;
            for (TreeNode<K, V> x = this; x != null; x = next) {
                next = (TreeNode<K, V>) x.next;
                x.left = null;
                x.right = null;
                if (root == null) {
                    x.parent = null;
                    x.red = false;
                    root = x;
                    continue;
                }
                K k = x.key;
                int h = x.hash;
                Class<?> kc = null;
                TreeNode<K, V> p = root;
                while (true) {
                    int dir;
                    int ph = p.hash;
                    K pk = p.key;
                    if (ph > h) {
                        dir = -1;
                    } else if (ph < h) {
                        dir = 1;
                    } else if ((kc == null && (kc = comparableClassFor(k)) == null)
                            || (dir = compareComparables(kc, k, pk)) == 0) {
                        dir = tieBreakOrder(k, pk);
                    }
                    TreeNode<K, V> xp = p;
                    p = (dir <= 0) ? p.left : p.right;
                    if (p == null) {
                        x.parent = xp;
                        if (dir <= 0) {
                            xp.left = x;
                        } else {
                            xp.right = x;
                        }
                        root = balanceInsertion(root, x);
                        break;
                    }
                }
            }
            moveRootToFront(tab, root);
        }

        /** Turns the list starting at this node back into plain nodes. */
        Node<K, V> untreeify() {
            Node<K, V> hd = null;
            Node<K, V> tl = null;
            for (Node<K, V> q = this; q != null; q = q.next) {
                Node<K, V> p = new Node<>(q.hash, q.key, q.value, null);
                if (tl == null) {
                    hd = p;
                } else {
                    tl.next = p;
                }
                tl = p;
            }
            return hd;
        }

        /**
         * Inserts key k into this bin; returns the existing node for k, or null after adding a
         * new node (placed right after its tree parent in the list).
         */
        TreeNode<K, V> putTreeVal(HashMap<K, V> map, Node<K, V>[] tab, int h, K k, V v) {
            Class<?> kc = null;
            boolean searched = false;
            TreeNode<K, V> root = (parent != null) ? root() : this;
            TreeNode<K, V> p = root;
            while (true) {
                int dir;
                int ph = p.hash;
                K pk = p.key;
                if (ph > h) {
                    dir = -1;
                } else if (ph < h) {
                    dir = 1;
                } else if (pk == k || (k != null && k.equals(pk))) {
                    return p;
                } else if ((kc == null && (kc = comparableClassFor(k)) == null)
                        || (dir = compareComparables(kc, k, pk)) == 0) {
                    if (!searched) {
                        searched = true;
                        TreeNode<K, V> q = null;
                        if (p.left != null) {
                            q = p.left.find(h, k, kc);
                        }
                        if (q == null && p.right != null) {
                            q = p.right.find(h, k, kc);
                        }
                        if (q != null) {
                            return q;
                        }
                    }
                    dir = tieBreakOrder(k, pk);
                }
                TreeNode<K, V> xp = p;
                p = (dir <= 0) ? p.left : p.right;
                if (p == null) {
                    Node<K, V> xpn = xp.next;
                    TreeNode<K, V> x = new TreeNode<>(h, k, v, xpn);
                    if (dir <= 0) {
                        xp.left = x;
                    } else {
                        xp.right = x;
                    }
                    xp.next = x;
                    x.parent = xp;
                    x.prev = xp;
                    if (xpn != null) {
                        ((TreeNode<K, V>) xpn).prev = x;
                    }
                    moveRootToFront(tab, balanceInsertion(root, x));
                    return null;
                }
            }
        }

        /**
         * Removes this node from its bin. Small trees (judged by the shape near the root) turn
         * back into plain lists. When movable is false (iterator removal) the root is left where
         * it is in the list.
         */
        void removeTreeNode(Node<K, V>[] tab, boolean movable) {
            if (tab == null || tab.length == 0) {
                return;
            }
            int index = (tab.length - 1) & hash;
            TreeNode<K, V> first = (TreeNode<K, V>) tab[index];
            TreeNode<K, V> root = first;
            TreeNode<K, V> succ = (TreeNode<K, V>) next;
            TreeNode<K, V> pred = prev;
            if (pred == null) {
                first = succ;
                tab[index] = first;
            } else {
                pred.next = succ;
            }
            if (succ != null) {
                succ.prev = pred;
            }
            if (first == null) {
                return;
            }
            if (root.parent != null) {
                root = root.root();
            }
            if (root == null || (movable && (root.right == null || root.left == null || root.left.left == null))) {
                tab[index] = first.untreeify();
                return;
            }
            TreeNode<K, V> p = this;
            TreeNode<K, V> pl = left;
            TreeNode<K, V> pr = right;
            TreeNode<K, V> replacement;
            if (pl != null && pr != null) {
                // swap tree positions (and colors) of p and its successor s
                TreeNode<K, V> s = pr;
                while (s.left != null) {
                    s = s.left;
                }
                boolean c = s.red;
                s.red = p.red;
                p.red = c;
                TreeNode<K, V> sr = s.right;
                TreeNode<K, V> pp = p.parent;
                if (s == pr) {
                    p.parent = s;
                    s.right = p;
                } else {
                    TreeNode<K, V> sp = s.parent;
                    p.parent = sp;
                    if (sp != null) {
                        if (s == sp.left) {
                            sp.left = p;
                        } else {
                            sp.right = p;
                        }
                    }
                    s.right = pr;
                    if (pr != null) {
                        pr.parent = s;
                    }
                }
                p.left = null;
                p.right = sr;
                if (sr != null) {
                    sr.parent = p;
                }
                s.left = pl;
                if (pl != null) {
                    pl.parent = s;
                }
                s.parent = pp;
                if (pp == null) {
                    root = s;
                } else if (p == pp.left) {
                    pp.left = s;
                } else {
                    pp.right = s;
                }
                replacement = (sr != null) ? sr : p;
            } else if (pl != null) {
                replacement = pl;
            } else if (pr != null) {
                replacement = pr;
            } else {
                replacement = p;
            }
            if (replacement != p) {
                TreeNode<K, V> pp = p.parent;
                replacement.parent = pp;
                if (pp == null) {
                    root = replacement;
                    root.red = false;
                } else if (p == pp.left) {
                    pp.left = replacement;
                } else {
                    pp.right = replacement;
                }
                p.left = null;
                p.right = null;
                p.parent = null;
            }
            TreeNode<K, V> r = p.red ? root : balanceDeletion(root, replacement);
            if (replacement == p) {
                TreeNode<K, V> pp = p.parent;
                p.parent = null;
                if (pp != null) {
                    if (p == pp.left) {
                        pp.left = null;
                    } else if (p == pp.right) {
                        pp.right = null;
                    }
                }
            }
            if (movable) {
                moveRootToFront(tab, r);
            }
        }

        /** Resize: splits this bin into the lo (index) and hi (index + bit) bins of newTab. */
        void split(Node<K, V>[] tab, int index, int bit) {
            TreeNode<K, V> loHead = null;
            TreeNode<K, V> loTail = null;
            TreeNode<K, V> hiHead = null;
            TreeNode<K, V> hiTail = null;
            int lc = 0;
            int hc = 0;
            TreeNode<K, V> next;
            for (TreeNode<K, V> e = this; e != null; e = next) {
                next = (TreeNode<K, V>) e.next;
                e.next = null;
                if ((e.hash & bit) == 0) {
                    e.prev = loTail;
                    if (loTail == null) {
                        loHead = e;
                    } else {
                        loTail.next = e;
                    }
                    loTail = e;
                    ++lc;
                } else {
                    e.prev = hiTail;
                    if (hiTail == null) {
                        hiHead = e;
                    } else {
                        hiTail.next = e;
                    }
                    hiTail = e;
                    ++hc;
                }
            }
            if (loHead != null) {
                if (lc <= UNTREEIFY_THRESHOLD) {
                    tab[index] = loHead.untreeify();
                } else {
                    tab[index] = loHead;
                    if (hiHead != null) {
                        loHead.treeify(tab);
                    }
                }
            }
            if (hiHead != null) {
                if (hc <= UNTREEIFY_THRESHOLD) {
                    tab[index + bit] = hiHead.untreeify();
                } else {
                    tab[index + bit] = hiHead;
                    if (loHead != null) {
                        hiHead.treeify(tab);
                    }
                }
            }
        }

        static <K, V> TreeNode<K, V> rotateLeft(TreeNode<K, V> root, TreeNode<K, V> p) {
            TreeNode<K, V> r;
            if (p != null && (r = p.right) != null) {
                TreeNode<K, V> rl = r.left;
                p.right = rl;
                if (rl != null) {
                    rl.parent = p;
                }
                TreeNode<K, V> pp = p.parent;
                r.parent = pp;
                if (pp == null) {
                    root = r;
                    r.red = false;
                } else if (pp.left == p) {
                    pp.left = r;
                } else {
                    pp.right = r;
                }
                r.left = p;
                p.parent = r;
            }
            return root;
        }

        static <K, V> TreeNode<K, V> rotateRight(TreeNode<K, V> root, TreeNode<K, V> p) {
            TreeNode<K, V> l;
            if (p != null && (l = p.left) != null) {
                TreeNode<K, V> lr = l.right;
                p.left = lr;
                if (lr != null) {
                    lr.parent = p;
                }
                TreeNode<K, V> pp = p.parent;
                l.parent = pp;
                if (pp == null) {
                    root = l;
                    l.red = false;
                } else if (pp.right == p) {
                    pp.right = l;
                } else {
                    pp.left = l;
                }
                l.right = p;
                p.parent = l;
            }
            return root;
        }

        /** Red-black fix-up after inserting x; returns the (possibly new) root. */
        static <K, V> TreeNode<K, V> balanceInsertion(TreeNode<K, V> root, TreeNode<K, V> x) {
            x.red = true;
            while (true) {
                TreeNode<K, V> xp = x.parent;
                if (xp == null) {
                    x.red = false;
                    return x;
                }
                TreeNode<K, V> xpp = xp.parent;
                if (!xp.red || xpp == null) {
                    return root;
                }
                TreeNode<K, V> xppl = xpp.left;
                if (xp == xppl) {
                    TreeNode<K, V> xppr = xpp.right;
                    if (xppr != null && xppr.red) {
                        xppr.red = false;
                        xp.red = false;
                        xpp.red = true;
                        x = xpp;
                    } else {
                        if (x == xp.right) {
                            x = xp;
                            root = rotateLeft(root, x);
                            xp = x.parent;
                            xpp = (xp == null) ? null : xp.parent;
                        }
                        if (xp != null) {
                            xp.red = false;
                            if (xpp != null) {
                                xpp.red = true;
                                root = rotateRight(root, xpp);
                            }
                        }
                    }
                } else {
                    if (xppl != null && xppl.red) {
                        xppl.red = false;
                        xp.red = false;
                        xpp.red = true;
                        x = xpp;
                    } else {
                        if (x == xp.left) {
                            x = xp;
                            root = rotateRight(root, x);
                            xp = x.parent;
                            xpp = (xp == null) ? null : xp.parent;
                        }
                        if (xp != null) {
                            xp.red = false;
                            if (xpp != null) {
                                xpp.red = true;
                                root = rotateLeft(root, xpp);
                            }
                        }
                    }
                }
            }
        }

        /** Red-black fix-up after removing a black node whose place x took; returns the root. */
        static <K, V> TreeNode<K, V> balanceDeletion(TreeNode<K, V> root, TreeNode<K, V> x) {
            while (true) {
                if (x == null || x == root) {
                    return root;
                }
                TreeNode<K, V> xp = x.parent;
                if (xp == null) {
                    x.red = false;
                    return x;
                }
                if (x.red) {
                    x.red = false;
                    return root;
                }
                TreeNode<K, V> xpl = xp.left;
                if (xpl == x) {
                    TreeNode<K, V> xpr = xp.right;
                    if (xpr != null && xpr.red) {
                        xpr.red = false;
                        xp.red = true;
                        root = rotateLeft(root, xp);
                        xp = x.parent;
                        xpr = (xp == null) ? null : xp.right;
                    }
                    if (xpr == null) {
                        x = xp;
                    } else {
                        TreeNode<K, V> sl = xpr.left;
                        TreeNode<K, V> sr = xpr.right;
                        if ((sr == null || !sr.red) && (sl == null || !sl.red)) {
                            xpr.red = true;
                            x = xp;
                        } else {
                            if (sr == null || !sr.red) {
                                if (sl != null) {
                                    sl.red = false;
                                }
                                xpr.red = true;
                                root = rotateRight(root, xpr);
                                xp = x.parent;
                                xpr = (xp == null) ? null : xp.right;
                            }
                            if (xpr != null) {
                                xpr.red = (xp == null) ? false : xp.red;
                                sr = xpr.right;
                                if (sr != null) {
                                    sr.red = false;
                                }
                            }
                            if (xp != null) {
                                xp.red = false;
                                root = rotateLeft(root, xp);
                            }
                            x = root;
                        }
                    }
                } else {
                    if (xpl != null && xpl.red) {
                        xpl.red = false;
                        xp.red = true;
                        root = rotateRight(root, xp);
                        xp = x.parent;
                        xpl = (xp == null) ? null : xp.left;
                    }
                    if (xpl == null) {
                        x = xp;
                    } else {
                        TreeNode<K, V> sl = xpl.left;
                        TreeNode<K, V> sr = xpl.right;
                        if ((sl == null || !sl.red) && (sr == null || !sr.red)) {
                            xpl.red = true;
                            x = xp;
                        } else {
                            if (sl == null || !sl.red) {
                                if (sr != null) {
                                    sr.red = false;
                                }
                                xpl.red = true;
                                root = rotateLeft(root, xpl);
                                xp = x.parent;
                                xpl = (xp == null) ? null : xp.left;
                            }
                            if (xpl != null) {
                                xpl.red = (xp == null) ? false : xp.red;
                                sl = xpl.left;
                                if (sl != null) {
                                    sl.red = false;
                                }
                            }
                            if (xp != null) {
                                xp.red = false;
                                root = rotateRight(root, xp);
                            }
                            x = root;
                        }
                    }
                }
            }
        }
    }

    // ---- hooks for LinkedHashMap

    Node<K, V> newNode(int hash, K key, V value, Node<K, V> next) {
        return new Node<>(hash, key, value, next);
    }

    void reinitialize() {
        table = null;
        entrySet = null;
        keySet = null;
        values = null;
        modCount = 0;
        threshold = 0;
        size = 0;
    }

    void afterNodeAccess(Node<K, V> p) {
    }

    void afterNodeInsertion(boolean evict) {
    }

    void afterNodeRemoval(Node<K, V> p) {
    }
}
