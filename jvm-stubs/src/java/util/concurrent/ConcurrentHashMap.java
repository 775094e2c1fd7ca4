package java.util.concurrent;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.LongBinaryOperator;
import java.util.function.Predicate;
import java.util.function.ToDoubleBiFunction;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntBiFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongBiFunction;
import java.util.function.ToLongFunction;

/**
 * A hash map whose every operation is atomic (ironpf runtime library).
 *
 * <p>Concurrency: each operation's work on the table is one atomic step
 * (ironpf.Threads.enterAtomic: one scheduling point, then no other thread runs until it ends),
 * so reads never block, as in the JDK. The compute-style methods (computeIfAbsent,
 * computeIfPresent, compute, and merge of a present key) run the user's function outside any
 * step while holding the key (KeyLocks): other updates of that key wait for it, reads see the
 * old value, other keys change freely. The JDK locks the key's hash bin instead, so there an
 * update of another key of the same bin waits too; a function that updates the map itself
 * (which the JDK forbids, sometimes with IllegalStateException "Recursive update") is not
 * detected. Iterators, views' traversals, forEach, toString, equals and hashCode see a
 * snapshot taken in one step (the JDK's weakly consistent traversal may also see some later
 * updates); an iterator's remove and an entry's setValue act on the map, as the JDK's.
 *
 * <p>Iteration order is the JDK's for the same sequence of operations: the same table sizes
 * (initial capacity as the JDK's constructors compute it, doubling when the count reaches
 * three quarters of the table, presizing in putAll and in the map constructor), the same
 * bucket index (h ^ (h >>> 16)) &amp; (n - 1), new keys appended to a bucket's list, the JDK's
 * resize split (the last run of nodes bound for the same half keeps its order, the nodes before
 * it are moved one by one and so reversed), and buckets of 8 or more keys turned into tree bins
 * once the table has 64 buckets (growing the table instead while it is smaller); a tree bin
 * puts new keys first, and its red-black shape, which decides when a removal turns it back into
 * a list, is modelled. Two differences: the JDK grows the table later when threads contend for
 * its size counter (here the table always grows as in an uncontended map), and keys of one tree
 * bin with equal hashes that are not mutually Comparable are ordered by identity hash codes in
 * the JDK (as in HashMap, see there). When a compute-style function runs while another thread
 * resizes the table, the order within its bucket can differ from the JDK's (which would make the
 * resize wait for the function).
 *
 * <p>Not supported (ironpf stops with exit 4, naming the method): the parallel bulk operations
 * (forEach, search and reduce with a parallelism threshold).
 */
public class ConcurrentHashMap<K, V> extends AbstractMap<K, V>
        implements ConcurrentMap<K, V>, java.io.Serializable {
    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final int DEFAULT_CAPACITY = 16;
    private static final float LOAD_FACTOR = 0.75f;
    static final int TREEIFY_THRESHOLD = 8;
    static final int UNTREEIFY_THRESHOLD = 6;
    static final int MIN_TREEIFY_CAPACITY = 64;
    static final int TREEBIN = -2;
    static final int HASH_BITS = 0x7fffffff;

    /** A list node; its hash is never negative. */
    static class Node<K, V> {
        final int hash;
        final K key;
        V val;
        Node<K, V> next;

        Node(int hash, K key, V val, Node<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.val = val;
            this.next = next;
        }
    }

    private Node<K, V>[] table;
    /** Before the table exists: its size (0: the default); then: the count that grows it. */
    private int sizeCtl;
    private long count;
    /** The keys whose compute-style update runs a user function. */
    private final KeyLocks locks = new KeyLocks();

    private KeySetView<K, V> keySet;
    private ValuesView<K, V> values;
    private EntrySetView<K, V> entrySet;

    // ---- construction and sizing

    static final int spread(int h) {
        return (h ^ (h >>> 16)) & HASH_BITS;
    }

    private static int tableSizeFor(int c) {
        int n = 1;
        while (n < c && n < MAXIMUM_CAPACITY) {
            n <<= 1;
        }
        return n;
    }

    public ConcurrentHashMap() {
    }

    public ConcurrentHashMap(int initialCapacity) {
        this(initialCapacity, LOAD_FACTOR, 1);
    }

    public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
        this.sizeCtl = DEFAULT_CAPACITY;
        putAll(m);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity, loadFactor, 1);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
        if (!(loadFactor > 0.0f) || initialCapacity < 0 || concurrencyLevel <= 0) {
            throw new IllegalArgumentException();
        }
        if (initialCapacity < concurrencyLevel) {
            initialCapacity = concurrencyLevel;
        }
        long size = (long) (1.0 + (long) initialCapacity / loadFactor);
        this.sizeCtl = (size >= (long) MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : tableSizeFor((int) size);
    }

    @SuppressWarnings("unchecked")
    private Node<K, V>[] newTable(int n) {
        return (Node<K, V>[]) new Node<?, ?>[n];
    }

    private Node<K, V>[] initTable() {
        if (table == null) {
            int n = sizeCtl > 0 ? sizeCtl : DEFAULT_CAPACITY;
            table = newTable(n);
            sizeCtl = n - (n >>> 2);
        }
        return table;
    }

    /** Grows the table so that {@code size} keys fit, as the JDK presizes (putAll, treeifyBin). */
    private void tryPresize(int size) {
        int c = (size >= (MAXIMUM_CAPACITY >>> 1)) ? MAXIMUM_CAPACITY : tableSizeFor(size + (size >>> 1) + 1);
        while (true) {
            int sc = sizeCtl;
            Node<K, V>[] tab = table;
            if (tab == null) {
                int n = (sc > c) ? sc : c;
                table = newTable(n);
                sizeCtl = n - (n >>> 2);
            } else if (c <= sc || tab.length >= MAXIMUM_CAPACITY) {
                return;
            } else {
                transfer();
            }
        }
    }

    /** Adds {@code x} to the count; when {@code check >= 0}, grows the table while it is too full. */
    private void addCount(long x, int check) {
        count += x;
        if (check >= 0) {
            while (count >= (long) sizeCtl && table != null && table.length < MAXIMUM_CAPACITY) {
                transfer();
            }
        }
    }

    /** Doubles the table, splitting each bucket i into i (lo) and i + n (hi) as the JDK does. */
    private void transfer() {
        Node<K, V>[] tab = table;
        int n = tab.length;
        Node<K, V>[] nextTab = newTable(n << 1);
        for (int i = n - 1; i >= 0; i--) {
            Node<K, V> f = tab[i];
            if (f == null) {
                continue;
            }
            if (f.hash >= 0) {
                int runBit = f.hash & n;
                Node<K, V> lastRun = f;
                for (Node<K, V> p = f.next; p != null; p = p.next) {
                    int b = p.hash & n;
                    if (b != runBit) {
                        runBit = b;
                        lastRun = p;
                    }
                }
                Node<K, V> ln = runBit == 0 ? lastRun : null;
                Node<K, V> hn = runBit == 0 ? null : lastRun;
                for (Node<K, V> p = f; p != lastRun; p = p.next) {
                    if ((p.hash & n) == 0) {
                        ln = new Node<>(p.hash, p.key, p.val, ln);
                    } else {
                        hn = new Node<>(p.hash, p.key, p.val, hn);
                    }
                }
                nextTab[i] = ln;
                nextTab[i + n] = hn;
            } else {
                TreeBin<K, V> t = (TreeBin<K, V>) f;
                TreeNode<K, V> lo = null;
                TreeNode<K, V> loTail = null;
                TreeNode<K, V> hi = null;
                TreeNode<K, V> hiTail = null;
                int lc = 0;
                int hc = 0;
                for (Node<K, V> e = t.first; e != null; e = e.next) {
                    TreeNode<K, V> p = new TreeNode<>(e.hash, e.key, e.val, null, null);
                    if ((e.hash & n) == 0) {
                        p.prev = loTail;
                        if (loTail == null) {
                            lo = p;
                        } else {
                            loTail.next = p;
                        }
                        loTail = p;
                        lc++;
                    } else {
                        p.prev = hiTail;
                        if (hiTail == null) {
                            hi = p;
                        } else {
                            hiTail.next = p;
                        }
                        hiTail = p;
                        hc++;
                    }
                }
                nextTab[i] = (lc <= UNTREEIFY_THRESHOLD) ? untreeify(lo) : (hc != 0) ? new TreeBin<>(lo) : t;
                nextTab[i + n] = (hc <= UNTREEIFY_THRESHOLD) ? untreeify(hi) : (lc != 0) ? new TreeBin<>(hi) : t;
            }
        }
        table = nextTab;
        sizeCtl = (n << 1) - (n >>> 1);
    }

    /** A long bucket becomes a tree bin, or the table grows while it has fewer than 64 buckets. */
    private void treeifyBin(Node<K, V>[] tab, int index) {
        if (tab.length < MIN_TREEIFY_CAPACITY) {
            tryPresize(tab.length << 1);
            return;
        }
        Node<K, V> b = tab[index];
        if (b != null && b.hash >= 0) {
            TreeNode<K, V> hd = null;
            TreeNode<K, V> tl = null;
            for (Node<K, V> e = b; e != null; e = e.next) {
                TreeNode<K, V> p = new TreeNode<>(e.hash, e.key, e.val, null, null);
                p.prev = tl;
                if (tl == null) {
                    hd = p;
                } else {
                    tl.next = p;
                }
                tl = p;
            }
            tab[index] = new TreeBin<>(hd);
        }
    }

    private static <K, V> Node<K, V> untreeify(Node<K, V> b) {
        Node<K, V> hd = null;
        Node<K, V> tl = null;
        for (Node<K, V> q = b; q != null; q = q.next) {
            Node<K, V> p = new Node<>(q.hash, q.key, q.val, null);
            if (tl == null) {
                hd = p;
            } else {
                tl.next = p;
            }
            tl = p;
        }
        return hd;
    }

    // ---- the table operations (each runs inside one atomic step)

    private static boolean same(Object k, int h, Node<?, ?> e) {
        return e.hash == h && (e.key == k || k.equals(e.key));
    }

    /** The node of {@code key} (hash {@code h}), or null. */
    private Node<K, V> findNode(int h, Object key) {
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        Node<K, V> e = tab[(tab.length - 1) & h];
        if (e != null && e.hash < 0) {
            e = ((TreeBin<K, V>) e).first;
        }
        for (; e != null; e = e.next) {
            if (same(key, h, e)) {
                return e;
            }
        }
        return null;
    }

    private V putVal(int h, K key, V value, boolean onlyIfAbsent) {
        Node<K, V>[] tab = table != null ? table : initTable();
        int i = (tab.length - 1) & h;
        Node<K, V> f = tab[i];
        int binCount = 0;
        if (f == null) {
            tab[i] = new Node<>(h, key, value, null);
        } else {
            V oldVal = null;
            if (f.hash >= 0) {
                binCount = 1;
                for (Node<K, V> e = f;; ++binCount) {
                    if (same(key, h, e)) {
                        oldVal = e.val;
                        if (!onlyIfAbsent) {
                            e.val = value;
                        }
                        break;
                    }
                    if (e.next == null) {
                        e.next = new Node<>(h, key, value, null);
                        break;
                    }
                    e = e.next;
                }
            } else {
                binCount = 2;
                TreeNode<K, V> p = ((TreeBin<K, V>) f).putTreeVal(h, key, value);
                if (p != null) {
                    oldVal = p.val;
                    if (!onlyIfAbsent) {
                        p.val = value;
                    }
                }
            }
            if (binCount >= TREEIFY_THRESHOLD) {
                treeifyBin(tab, i);
            }
            if (oldVal != null) {
                return oldVal;
            }
        }
        addCount(1L, binCount);
        return null;
    }

    /**
     * Replaces the value of {@code key} with {@code value} (removes the key when null) if its
     * value is {@code cv} or cv is null; returns the old value, or null when nothing matched.
     */
    private V replaceNode(int h, Object key, V value, Object cv) {
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        int i = (tab.length - 1) & h;
        Node<K, V> f = tab[i];
        if (f == null) {
            return null;
        }
        V oldVal = null;
        if (f.hash >= 0) {
            Node<K, V> pred = null;
            for (Node<K, V> e = f; e != null; pred = e, e = e.next) {
                if (same(key, h, e)) {
                    V ev = e.val;
                    if (cv == null || cv == ev || (ev != null && cv.equals(ev))) {
                        oldVal = ev;
                        if (value != null) {
                            e.val = value;
                        } else if (pred != null) {
                            pred.next = e.next;
                        } else {
                            tab[i] = e.next;
                        }
                    }
                    break;
                }
            }
        } else {
            TreeBin<K, V> t = (TreeBin<K, V>) f;
            TreeNode<K, V> p = t.find(h, key);
            if (p != null) {
                V pv = p.val;
                if (cv == null || cv == pv || (pv != null && cv.equals(pv))) {
                    oldVal = pv;
                    if (value != null) {
                        p.val = value;
                    } else if (t.removeTreeNode(p)) {
                        tab[i] = untreeify(t.first);
                    }
                }
            }
        }
        if (oldVal != null && value == null) {
            addCount(-1L, -1);
        }
        return oldVal;
    }

    /**
     * Sets the value of {@code key}, absent or present as {@code old} says, to {@code val}
     * (removing it when null) as the JDK's compute-style methods place it (a new key at the
     * end of a list, first in a tree bin); {@code treeify}: whether a long list may then become
     * a tree bin; {@code grow}: whether the count check may grow the table (the JDK decides
     * both by the key's position in its list).
     */
    private void computed(int h, K key, V val, boolean treeify, boolean grow) {
        Node<K, V>[] tab = table != null ? table : initTable();
        int i = (tab.length - 1) & h;
        Node<K, V> f = tab[i];
        int binCount;
        int delta = 0;
        if (f == null) {
            binCount = 1;
            if (val != null) {
                tab[i] = new Node<>(h, key, val, null);
                delta = 1;
            }
        } else if (f.hash >= 0) {
            binCount = 1;
            Node<K, V> pred = null;
            for (Node<K, V> e = f;; ++binCount) {
                if (same(key, h, e)) {
                    if (val != null) {
                        e.val = val;
                    } else {
                        delta = -1;
                        if (pred != null) {
                            pred.next = e.next;
                        } else {
                            tab[i] = e.next;
                        }
                    }
                    break;
                }
                pred = e;
                if ((e = e.next) == null) {
                    if (val != null) {
                        pred.next = new Node<>(h, key, val, null);
                        delta = 1;
                    }
                    break;
                }
            }
        } else {
            binCount = 2;
            TreeBin<K, V> t = (TreeBin<K, V>) f;
            TreeNode<K, V> p = t.find(h, key);
            if (val != null) {
                if (p != null) {
                    p.val = val;
                } else {
                    t.putTreeVal(h, key, val);
                    delta = 1;
                }
            } else if (p != null) {
                delta = -1;
                if (t.removeTreeNode(p)) {
                    tab[i] = untreeify(t.first);
                }
            }
        }
        if (treeify && binCount >= TREEIFY_THRESHOLD) {
            treeifyBin(tab, i);
        }
        if (delta != 0) {
            addCount(delta, grow ? binCount : -1);
        }
    }

    /** The position (from 1) of {@code key} in its list bucket, 0 if absent or in a tree bin. */
    private int listPosition(int h, Object key) {
        Node<K, V>[] tab = table;
        if (tab == null) {
            return 0;
        }
        Node<K, V> e = tab[(tab.length - 1) & h];
        if (e == null || e.hash < 0) {
            return 0;
        }
        for (int n = 1; e != null; e = e.next, n++) {
            if (same(key, h, e)) {
                return n;
            }
        }
        return 0;
    }

    // ---- atomic steps

    private static void begin(Object o) {
        ironpf.Threads.enterAtomic(o);
    }

    private static void end() {
        ironpf.Threads.exitAtomic();
    }

    /** Enters the atomic step of an update of {@code key}, once no other thread computes it. */
    private void beginUpdate(Object key) {
        locks.enterWhenFree(this, key);
    }

    /** Ends a compute-style update: releases {@code key} and ends the atomic step. */
    private void endCompute(Object key) {
        boolean wake = locks.release(key);
        end();
        if (wake) {
            locks.wake();
        }
    }

    /** Takes {@code key} for a compute-style update (in the step) and ends the step. */
    private void holdKey(Object key) {
        locks.take(key);
        end();
    }

    /** After a user function failed: releases {@code key} in a step of its own. */
    private void abandon(Object key) {
        begin(this);
        endCompute(key);
    }

    // ---- Map

    public int size() {
        begin(this);
        long n = count;
        end();
        return (n < 0L) ? 0 : (n > (long) Integer.MAX_VALUE) ? Integer.MAX_VALUE : (int) n;
    }

    public boolean isEmpty() {
        begin(this);
        long n = count;
        end();
        return n <= 0L;
    }

    public long mappingCount() {
        begin(this);
        long n = count;
        end();
        return Math.max(n, 0L);
    }

    public V get(Object key) {
        int h = spread(key.hashCode());
        begin(this);
        try {
            Node<K, V> e = findNode(h, key);
            return e == null ? null : e.val;
        } finally {
            end();
        }
    }

    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    public boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        Object[] snap = snapshot();
        for (int i = 1; i < snap.length; i += 2) {
            Object v = snap[i];
            if (v == value || value.equals(v)) {
                return true;
            }
        }
        return false;
    }

    public V put(K key, V value) {
        return putVal(key, value, false);
    }

    public V putIfAbsent(K key, V value) {
        return putVal(key, value, true);
    }

    private V putVal(K key, V value, boolean onlyIfAbsent) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        beginUpdate(key);
        try {
            return putVal(h, key, value, onlyIfAbsent);
        } finally {
            end();
        }
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        begin(this);
        try {
            tryPresize(m.size());
        } finally {
            end();
        }
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            putVal(e.getKey(), e.getValue(), false);
        }
    }

    public V remove(Object key) {
        return replaceNode(key, null, null);
    }

    private V replaceNode(Object key, V value, Object cv) {
        int h = spread(key.hashCode());
        beginUpdate(key);
        try {
            return replaceNode(h, key, value, cv);
        } finally {
            end();
        }
    }

    public boolean remove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        return value != null && replaceNode(key, null, value) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, newValue, oldValue) != null;
    }

    public V replace(K key, V value) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, value, null);
    }

    /** Empties the table in one step, once no other thread computes a key. */
    public void clear() {
        beginUpdate(null);
        try {
            Node<K, V>[] tab = table;
            if (tab != null) {
                for (int i = 0; i < tab.length; i++) {
                    tab[i] = null;
                }
            }
            count = 0;
        } finally {
            end();
        }
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (key == null || mappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        beginUpdate(key);
        try {
            Node<K, V> e = findNode(h, key);
            if (e != null) {
                // the JDK walks the bucket under its lock: a long one may then become a tree
                if (listPosition(h, key) >= TREEIFY_THRESHOLD) {
                    treeifyBin(table, (table.length - 1) & h);
                }
                end();
                return e.val;
            }
        } catch (RuntimeException | Error x) {
            end();
            throw x;
        }
        holdKey(key);
        V val;
        try {
            val = mappingFunction.apply(key);
        } catch (RuntimeException | Error x) {
            abandon(key);
            throw x;
        }
        begin(this);
        computed(h, key, val, true, true);
        endCompute(key);
        return val;
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        beginUpdate(key);
        V old;
        try {
            // the JDK makes the table even when the key is absent
            initTable();
            Node<K, V> e = findNode(h, key);
            if (e == null) {
                end();
                return null;
            }
            old = e.val;
        } catch (RuntimeException | Error x) {
            end();
            throw x;
        }
        holdKey(key);
        V val;
        try {
            val = remappingFunction.apply(key, old);
        } catch (RuntimeException | Error x) {
            abandon(key);
            throw x;
        }
        begin(this);
        computed(h, key, val, false, true);
        endCompute(key);
        return val;
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        beginUpdate(key);
        V old;
        try {
            Node<K, V> e = findNode(h, key);
            old = e == null ? null : e.val;
        } catch (RuntimeException | Error x) {
            end();
            throw x;
        }
        holdKey(key);
        V val;
        try {
            val = remappingFunction.apply(key, old);
        } catch (RuntimeException | Error x) {
            abandon(key);
            throw x;
        }
        begin(this);
        computed(h, key, val, true, true);
        endCompute(key);
        return val;
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (key == null || value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        beginUpdate(key);
        V old;
        try {
            Node<K, V> e = findNode(h, key);
            if (e == null) {
                // absent: the value goes in as it is, in this one step
                mergeAbsent(h, key, value);
                end();
                return value;
            }
            old = e.val;
        } catch (RuntimeException | Error x) {
            end();
            throw x;
        }
        holdKey(key);
        V val;
        try {
            val = remappingFunction.apply(old, value);
        } catch (RuntimeException | Error x) {
            abandon(key);
            throw x;
        }
        begin(this);
        computed(h, key, val, true, true);
        endCompute(key);
        return val;
    }

    /** merge of an absent key: into an empty bucket without a count position (as the JDK's). */
    private void mergeAbsent(int h, K key, V value) {
        Node<K, V>[] tab = table != null ? table : initTable();
        int i = (tab.length - 1) & h;
        if (tab[i] == null) {
            tab[i] = new Node<>(h, key, value, null);
            addCount(1L, 0);
        } else {
            computed(h, key, value, true, true);
        }
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        Object[] snap = snapshot();
        for (int i = 0; i < snap.length; i += 2) {
            action.accept(key(snap, i), value(snap, i + 1));
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        Object[] snap = snapshot();
        for (int i = 0; i < snap.length; i += 2) {
            K k = key(snap, i);
            V v = value(snap, i + 1);
            while (true) {
                V nv = function.apply(k, v);
                if (nv == null) {
                    throw new NullPointerException();
                }
                if (replaceNode(k, nv, v) != null || (v = get(k)) == null) {
                    break;
                }
            }
        }
    }

    public boolean contains(Object value) {
        return containsValue(value);
    }

    public Enumeration<K> keys() {
        return new SnapshotEnumeration<>(snapshot(), 0);
    }

    public Enumeration<V> elements() {
        return new SnapshotEnumeration<>(snapshot(), 1);
    }

    public KeySetView<K, V> keySet() {
        KeySetView<K, V> ks = keySet;
        return ks != null ? ks : (keySet = new KeySetView<K, V>(this, null));
    }

    public KeySetView<K, V> keySet(V mappedValue) {
        if (mappedValue == null) {
            throw new NullPointerException();
        }
        return new KeySetView<K, V>(this, mappedValue);
    }

    public Collection<V> values() {
        ValuesView<K, V> vs = values;
        return vs != null ? vs : (values = new ValuesView<K, V>(this));
    }

    public Set<Map.Entry<K, V>> entrySet() {
        EntrySetView<K, V> es = entrySet;
        return es != null ? es : (entrySet = new EntrySetView<K, V>(this));
    }

    public static <K> KeySetView<K, Boolean> newKeySet() {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(), Boolean.TRUE);
    }

    public static <K> KeySetView<K, Boolean> newKeySet(int initialCapacity) {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(initialCapacity), Boolean.TRUE);
    }

    public int hashCode() {
        Object[] snap = snapshot();
        int h = 0;
        for (int i = 0; i < snap.length; i += 2) {
            h += snap[i].hashCode() ^ snap[i + 1].hashCode();
        }
        return h;
    }

    public String toString() {
        Object[] snap = snapshot();
        StringBuilder sb = new StringBuilder();
        sb.append('{');
        for (int i = 0; i < snap.length; i += 2) {
            if (i > 0) {
                sb.append(',').append(' ');
            }
            Object k = snap[i];
            Object v = snap[i + 1];
            sb.append(k == this ? "(this Map)" : k);
            sb.append('=');
            sb.append(v == this ? "(this Map)" : v);
        }
        return sb.append('}').toString();
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Map)) {
            return false;
        }
        Map<?, ?> m = (Map<?, ?>) o;
        Object[] snap = snapshot();
        for (int i = 0; i < snap.length; i += 2) {
            Object val = snap[i + 1];
            Object v = m.get(snap[i]);
            if (v == null || (v != val && !v.equals(val))) {
                return false;
            }
        }
        for (Map.Entry<?, ?> e : m.entrySet()) {
            Object mk = e.getKey();
            Object mv = e.getValue();
            Object v;
            if (mk == null || mv == null || (v = get(mk)) == null || (mv != v && !mv.equals(v))) {
                return false;
            }
        }
        return true;
    }

    // ---- snapshots

    /** The keys and values in iteration order, interleaved (k0, v0, k1, v1, ...), in one step. */
    Object[] snapshot() {
        begin(this);
        try {
            long n = count;
            Object[] snap = new Object[(int) Math.max(0, n) * 2];
            int j = 0;
            Node<K, V>[] tab = table;
            if (tab != null) {
                for (Node<K, V> f : tab) {
                    Node<K, V> e = (f != null && f.hash < 0) ? ((TreeBin<K, V>) f).first : f;
                    for (; e != null; e = e.next) {
                        snap[j++] = e.key;
                        snap[j++] = e.val;
                    }
                }
            }
            return snap;
        } finally {
            end();
        }
    }

    @SuppressWarnings("unchecked")
    private static <K> K key(Object[] snap, int i) {
        return (K) snap[i];
    }

    @SuppressWarnings("unchecked")
    private static <V> V value(Object[] snap, int i) {
        return (V) snap[i];
    }

    /** Removes the entries the predicate selects, each only if its value is unchanged. */
    boolean removeIf(Predicate<? super Map.Entry<K, V>> entries, Predicate<? super V> values) {
        if (entries == null && values == null) {
            throw new NullPointerException();
        }
        boolean removed = false;
        Object[] snap = snapshot();
        for (int i = 0; i < snap.length; i += 2) {
            K k = key(snap, i);
            V v = value(snap, i + 1);
            boolean hit = entries != null
                    ? entries.test(new AbstractMap.SimpleImmutableEntry<>(k, v))
                    : values.test(v);
            if (hit && replaceNode(k, null, v) != null) {
                removed = true;
            }
        }
        return removed;
    }

    /** An enumeration of the keys (start 0) or values (start 1) of a snapshot. */
    static final class SnapshotEnumeration<E> implements Enumeration<E>, Iterator<E> {
        private final Object[] snap;
        private int next;

        SnapshotEnumeration(Object[] snap, int start) {
            this.snap = snap;
            this.next = start;
        }

        public boolean hasMoreElements() {
            return next < snap.length;
        }

        public boolean hasNext() {
            return next < snap.length;
        }

        @SuppressWarnings("unchecked")
        public E nextElement() {
            if (next >= snap.length) {
                throw new NoSuchElementException();
            }
            E e = (E) snap[next];
            next += 2;
            return e;
        }

        public E next() {
            return nextElement();
        }
    }

    /** An iterator of a view over a snapshot: keys, values or entries; remove acts on the map. */
    static final class SnapshotIterator<K, V, E> implements Iterator<E> {
        static final int KEYS = 0;
        static final int VALUES = 1;
        static final int ENTRIES = 2;
        private final ConcurrentHashMap<K, V> map;
        private final Object[] snap;
        private final int kind;
        private int next;
        private int last = -1;

        SnapshotIterator(ConcurrentHashMap<K, V> map, int kind) {
            this.map = map;
            this.snap = map.snapshot();
            this.kind = kind;
        }

        public boolean hasNext() {
            return next < snap.length;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (next >= snap.length) {
                throw new NoSuchElementException();
            }
            last = next;
            next += 2;
            switch (kind) {
                case KEYS:
                    return (E) snap[last];
                case VALUES:
                    return (E) snap[last + 1];
                default:
                    return (E) new MapEntry<K, V>(key(snap, last), value(snap, last + 1), map);
            }
        }

        public void remove() {
            if (last < 0) {
                throw new IllegalStateException();
            }
            map.replaceNode(snap[last], null, null);
            last = -1;
        }
    }

    /** An entry an entry iterator returns: setValue writes through to the map. */
    static final class MapEntry<K, V> implements Map.Entry<K, V> {
        final K key;
        V val;
        final ConcurrentHashMap<K, V> map;

        MapEntry(K key, V val, ConcurrentHashMap<K, V> map) {
            this.key = key;
            this.val = val;
            this.map = map;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return val;
        }

        public int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public String toString() {
            return key + "=" + val;
        }

        public boolean equals(Object o) {
            Object k;
            Object v;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                    && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null
                    && (k == key || k.equals(key))
                    && (v == val || v.equals(val)));
        }

        public V setValue(V value) {
            if (value == null) {
                throw new NullPointerException();
            }
            V v = val;
            val = value;
            map.put(key, value);
            return v;
        }
    }

    // ---- views

    /** What the three views share. */
    abstract static class CollectionView<K, V, E> implements Collection<E>, java.io.Serializable {
        final ConcurrentHashMap<K, V> map;

        CollectionView(ConcurrentHashMap<K, V> map) {
            this.map = map;
        }

        public ConcurrentHashMap<K, V> getMap() {
            return map;
        }

        /** Weakly consistent, as the JDK's: not sized, traversed from the map's state at the time. */
        @Override
        public java.util.Spliterator<E> spliterator() {
            return java.util.Spliterators.spliterator(this, java.util.Spliterator.CONCURRENT
                    | java.util.Spliterator.NONNULL | (this instanceof Set ? java.util.Spliterator.DISTINCT : 0));
        }

        public final void clear() {
            map.clear();
        }

        public final int size() {
            return map.size();
        }

        public final boolean isEmpty() {
            return map.isEmpty();
        }

        public abstract Iterator<E> iterator();

        public abstract boolean contains(Object o);

        public abstract boolean remove(Object o);

        public final Object[] toArray() {
            java.util.ArrayList<Object> list = new java.util.ArrayList<>();
            for (E e : this) {
                list.add(e);
            }
            return list.toArray();
        }

        public final <T> T[] toArray(T[] a) {
            return ItemArray.toArray(toArray(), a);
        }

        public final String toString() {
            StringBuilder sb = new StringBuilder();
            sb.append('[');
            Iterator<E> it = iterator();
            if (it.hasNext()) {
                while (true) {
                    Object e = it.next();
                    sb.append(e == this ? "(this Collection)" : e);
                    if (!it.hasNext()) {
                        break;
                    }
                    sb.append(',').append(' ');
                }
            }
            return sb.append(']').toString();
        }

        public final boolean containsAll(Collection<?> c) {
            if (c != this) {
                for (Object e : c) {
                    if (e == null || !contains(e)) {
                        return false;
                    }
                }
            }
            return true;
        }

        public boolean removeAll(Collection<?> c) {
            if (c == null) {
                throw new NullPointerException();
            }
            boolean modified = false;
            Node<K, V>[] t;
            begin(map);
            t = map.table;
            end();
            if (t == null) {
                return false;
            } else if (c instanceof Set<?> && c.size() > t.length) {
                for (Iterator<?> it = iterator(); it.hasNext(); ) {
                    if (c.contains(it.next())) {
                        it.remove();
                        modified = true;
                    }
                }
            } else {
                for (Object e : c) {
                    modified |= remove(e);
                }
            }
            return modified;
        }

        public final boolean retainAll(Collection<?> c) {
            if (c == null) {
                throw new NullPointerException();
            }
            boolean modified = false;
            for (Iterator<E> it = iterator(); it.hasNext(); ) {
                if (!c.contains(it.next())) {
                    it.remove();
                    modified = true;
                }
            }
            return modified;
        }
    }

    /** The keys, as a set; with a mapped value, adding a key maps it to that value. */
    public static final class KeySetView<K, V> extends CollectionView<K, V, K>
            implements Set<K>, java.io.Serializable {
        private final V value;

        KeySetView(ConcurrentHashMap<K, V> map, V value) {
            super(map);
            this.value = value;
        }

        public V getMappedValue() {
            return value;
        }

        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        public boolean remove(Object o) {
            return map.remove(o) != null;
        }

        public Iterator<K> iterator() {
            return new SnapshotIterator<K, V, K>(map, SnapshotIterator.KEYS);
        }

        public boolean add(K e) {
            V v = value;
            if (v == null) {
                throw new UnsupportedOperationException();
            }
            return map.putVal(e, v, true) == null;
        }

        public boolean addAll(Collection<? extends K> c) {
            boolean added = false;
            V v = value;
            if (v == null) {
                throw new UnsupportedOperationException();
            }
            for (K e : c) {
                if (map.putVal(e, v, true) == null) {
                    added = true;
                }
            }
            return added;
        }

        public int hashCode() {
            int h = 0;
            for (K e : this) {
                h += e.hashCode();
            }
            return h;
        }

        public boolean equals(Object o) {
            Set<?> c;
            return ((o instanceof Set)
                    && ((c = (Set<?>) o) == this || (containsAll(c) && c.containsAll(this))));
        }

        public void forEach(Consumer<? super K> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            Object[] snap = map.snapshot();
            for (int i = 0; i < snap.length; i += 2) {
                action.accept(key(snap, i));
            }
        }
    }

    /** The values, as a collection (no add). */
    static final class ValuesView<K, V> extends CollectionView<K, V, V> implements Collection<V>, java.io.Serializable {
        ValuesView(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public final boolean contains(Object o) {
            return map.containsValue(o);
        }

        public final boolean remove(Object o) {
            if (o != null) {
                for (Iterator<V> it = iterator(); it.hasNext(); ) {
                    if (o.equals(it.next())) {
                        it.remove();
                        return true;
                    }
                }
            }
            return false;
        }

        public final Iterator<V> iterator() {
            return new SnapshotIterator<K, V, V>(map, SnapshotIterator.VALUES);
        }

        public final boolean add(V e) {
            throw new UnsupportedOperationException();
        }

        public final boolean addAll(Collection<? extends V> c) {
            throw new UnsupportedOperationException();
        }

        public boolean removeAll(Collection<?> c) {
            if (c == null) {
                throw new NullPointerException();
            }
            boolean modified = false;
            for (Iterator<V> it = iterator(); it.hasNext(); ) {
                if (c.contains(it.next())) {
                    it.remove();
                    modified = true;
                }
            }
            return modified;
        }

        public boolean removeIf(Predicate<? super V> filter) {
            return map.removeIf(null, filter);
        }

        public void forEach(Consumer<? super V> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            Object[] snap = map.snapshot();
            for (int i = 1; i < snap.length; i += 2) {
                action.accept(value(snap, i));
            }
        }
    }

    /** The entries, as a set; adding an entry puts it. */
    static final class EntrySetView<K, V> extends CollectionView<K, V, Map.Entry<K, V>>
            implements Set<Map.Entry<K, V>>, java.io.Serializable {
        EntrySetView(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public boolean contains(Object o) {
            Object k;
            Object v;
            Object r;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                    && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (r = map.get(k)) != null
                    && (v = e.getValue()) != null
                    && (v == r || v.equals(r)));
        }

        public boolean remove(Object o) {
            Object k;
            Object v;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                    && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null
                    && map.remove(k, v));
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return new SnapshotIterator<K, V, Map.Entry<K, V>>(map, SnapshotIterator.ENTRIES);
        }

        public boolean add(Map.Entry<K, V> e) {
            return map.putVal(e.getKey(), e.getValue(), false) == null;
        }

        public boolean addAll(Collection<? extends Map.Entry<K, V>> c) {
            boolean added = false;
            for (Map.Entry<K, V> e : c) {
                if (add(e)) {
                    added = true;
                }
            }
            return added;
        }

        public boolean removeIf(Predicate<? super Map.Entry<K, V>> filter) {
            return map.removeIf(filter, null);
        }

        public final int hashCode() {
            int h = 0;
            Object[] snap = map.snapshot();
            for (int i = 0; i < snap.length; i += 2) {
                h += snap[i].hashCode() ^ snap[i + 1].hashCode();
            }
            return h;
        }

        public final boolean equals(Object o) {
            Set<?> c;
            return ((o instanceof Set)
                    && ((c = (Set<?>) o) == this || (containsAll(c) && c.containsAll(this))));
        }

        public void forEach(Consumer<? super Map.Entry<K, V>> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            Object[] snap = map.snapshot();
            for (int i = 0; i < snap.length; i += 2) {
                action.accept(new MapEntry<K, V>(key(snap, i), value(snap, i + 1), map));
            }
        }
    }

    // ---- tree bins

    /** A node of a tree bin: red-black tree links, and prev for the bin's list. */
    static final class TreeNode<K, V> extends Node<K, V> {
        TreeNode<K, V> parent;
        TreeNode<K, V> left;
        TreeNode<K, V> right;
        TreeNode<K, V> prev;
        boolean red;

        TreeNode(int hash, K key, V val, Node<K, V> next, TreeNode<K, V> parent) {
            super(hash, key, val, next);
            this.parent = parent;
        }
    }

    /**
     * The JDK orders keys of one tree bin by compareTo only when the key's class implements
     * Comparable of itself; without reflection any Comparable key counts, and both keys must
     * have the same class (as HashMap in this library).
     */
    static Class<?> comparableClassFor(Object x) {
        return (x instanceof Comparable) ? x.getClass() : null;
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    static int compareComparables(Class<?> kc, Object k, Object x) {
        return (x == null || x.getClass() != kc) ? 0 : ((Comparable) k).compareTo(x);
    }

    static int tieBreakOrder(Object a, Object b) {
        int d;
        if (a == null || b == null || (d = a.getClass().getName().compareTo(b.getClass().getName())) == 0) {
            d = (System.identityHashCode(a) <= System.identityHashCode(b) ? -1 : 1);
        }
        return d;
    }

    /**
     * A bucket holding a red-black tree (ordered by hash, then compareTo, then tie-break) and
     * the list of its nodes, {@code first} first: the iteration order. New nodes go first in
     * the list; the tree's shape decides whether a removal turns the bin back into a list.
     */
    static final class TreeBin<K, V> extends Node<K, V> {
        TreeNode<K, V> root;
        TreeNode<K, V> first;

        /** A tree of the list starting at b, inserted in list order. */
        TreeBin(TreeNode<K, V> b) {
            super(TREEBIN, null, null, null);
            this.first = b;
            TreeNode<K, V> r = null;
            for (TreeNode<K, V> x = b, next; x != null; x = next) {
                next = (TreeNode<K, V>) x.next;
                x.left = null;
                x.right = null;
                if (r == null) {
                    x.parent = null;
                    x.red = false;
                    r = x;
                    continue;
                }
                K k = x.key;
                int h = x.hash;
                Class<?> kc = null;
                for (TreeNode<K, V> p = r;;) {
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
                        r = balanceInsertion(r, x);
                        break;
                    }
                }
            }
            this.root = r;
        }

        /** The node of key k (hash h), by the list. */
        TreeNode<K, V> find(int h, Object k) {
            for (Node<K, V> e = first; e != null; e = e.next) {
                if (e.hash == h && (e.key == k || k.equals(e.key))) {
                    return (TreeNode<K, V>) e;
                }
            }
            return null;
        }

        /** A tree search below p, as the JDK's when a key's ordering does not decide. */
        static <K, V> TreeNode<K, V> findTreeNode(TreeNode<K, V> p, int h, Object k, Class<?> kc) {
            while (p != null) {
                TreeNode<K, V> pl = p.left;
                TreeNode<K, V> pr = p.right;
                int ph = p.hash;
                K pk;
                if (ph > h) {
                    p = pl;
                } else if (ph < h) {
                    p = pr;
                } else if ((pk = p.key) == k || (pk != null && k.equals(pk))) {
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
                        TreeNode<K, V> q = findTreeNode(pr, h, k, kc);
                        if (q != null) {
                            return q;
                        }
                        p = pl;
                    }
                }
            }
            return null;
        }

        /** Adds key k, first in the list; returns its node if it was there already (then nothing changes). */
        TreeNode<K, V> putTreeVal(int h, K k, V v) {
            Class<?> kc = null;
            boolean searched = false;
            for (TreeNode<K, V> p = root;;) {
                int dir;
                int ph;
                K pk;
                if (p == null) {
                    first = root = new TreeNode<>(h, k, v, null, null);
                    break;
                } else if ((ph = p.hash) > h) {
                    dir = -1;
                } else if (ph < h) {
                    dir = 1;
                } else if ((pk = p.key) == k || (pk != null && k.equals(pk))) {
                    return p;
                } else if ((kc == null && (kc = comparableClassFor(k)) == null)
                        || (dir = compareComparables(kc, k, pk)) == 0) {
                    if (!searched) {
                        searched = true;
                        TreeNode<K, V> q;
                        if (((q = findTreeNode(p.left, h, k, kc)) != null)
                                || ((q = findTreeNode(p.right, h, k, kc)) != null)) {
                            return q;
                        }
                    }
                    dir = tieBreakOrder(k, pk);
                }
                TreeNode<K, V> xp = p;
                p = (dir <= 0) ? p.left : p.right;
                if (p == null) {
                    TreeNode<K, V> f = first;
                    TreeNode<K, V> x = new TreeNode<>(h, k, v, f, xp);
                    first = x;
                    if (f != null) {
                        f.prev = x;
                    }
                    if (dir <= 0) {
                        xp.left = x;
                    } else {
                        xp.right = x;
                    }
                    if (!xp.red) {
                        x.red = true;
                    } else {
                        root = balanceInsertion(root, x);
                    }
                    break;
                }
            }
            return null;
        }

        /**
         * Removes p; true when the bin is then too small for a tree (judged by the shape near
         * the root, as the JDK does): the caller turns it into a list.
         */
        boolean removeTreeNode(TreeNode<K, V> p) {
            TreeNode<K, V> next = (TreeNode<K, V>) p.next;
            TreeNode<K, V> pred = p.prev;
            if (pred == null) {
                first = next;
            } else {
                pred.next = next;
            }
            if (next != null) {
                next.prev = pred;
            }
            if (first == null) {
                root = null;
                return true;
            }
            TreeNode<K, V> r = root;
            TreeNode<K, V> rl;
            if (r == null || r.right == null || (rl = r.left) == null || rl.left == null) {
                return true;
            }
            TreeNode<K, V> replacement;
            TreeNode<K, V> pl = p.left;
            TreeNode<K, V> pr = p.right;
            if (pl != null && pr != null) {
                // swap tree positions (and colors) of p and its successor s
                TreeNode<K, V> s = pr;
                TreeNode<K, V> sl;
                while ((sl = s.left) != null) {
                    s = sl;
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
                    r = s;
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
                    r = replacement;
                } else if (p == pp.left) {
                    pp.left = replacement;
                } else {
                    pp.right = replacement;
                }
                p.left = null;
                p.right = null;
                p.parent = null;
            }
            root = p.red ? r : balanceDeletion(r, replacement);
            if (p == replacement) {
                TreeNode<K, V> pp = p.parent;
                if (pp != null) {
                    if (p == pp.left) {
                        pp.left = null;
                    } else if (p == pp.right) {
                        pp.right = null;
                    }
                    p.parent = null;
                }
            }
            return false;
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

    // ---- parallel bulk operations: not supported

    private static RuntimeException bulk(String what) {
        return ironpf.Unsupported.fail("ConcurrentHashMap." + what + " (parallel bulk operations)");
    }

    public void forEach(long parallelismThreshold, BiConsumer<? super K, ? super V> action) {
        throw bulk("forEach");
    }

    public <U> void forEach(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> transformer,
            Consumer<? super U> action) {
        throw bulk("forEach");
    }

    public <U> U search(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> searchFunction) {
        throw bulk("search");
    }

    public <U> U reduce(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> transformer,
            BiFunction<? super U, ? super U, ? extends U> reducer) {
        throw bulk("reduce");
    }

    public double reduceToDouble(long parallelismThreshold, ToDoubleBiFunction<? super K, ? super V> transformer,
            double basis, DoubleBinaryOperator reducer) {
        throw bulk("reduceToDouble");
    }

    public long reduceToLong(long parallelismThreshold, ToLongBiFunction<? super K, ? super V> transformer,
            long basis, LongBinaryOperator reducer) {
        throw bulk("reduceToLong");
    }

    public int reduceToInt(long parallelismThreshold, ToIntBiFunction<? super K, ? super V> transformer,
            int basis, IntBinaryOperator reducer) {
        throw bulk("reduceToInt");
    }

    public void forEachKey(long parallelismThreshold, Consumer<? super K> action) {
        throw bulk("forEachKey");
    }

    public <U> void forEachKey(long parallelismThreshold, Function<? super K, ? extends U> transformer,
            Consumer<? super U> action) {
        throw bulk("forEachKey");
    }

    public <U> U searchKeys(long parallelismThreshold, Function<? super K, ? extends U> searchFunction) {
        throw bulk("searchKeys");
    }

    public K reduceKeys(long parallelismThreshold, BiFunction<? super K, ? super K, ? extends K> reducer) {
        throw bulk("reduceKeys");
    }

    public <U> U reduceKeys(long parallelismThreshold, Function<? super K, ? extends U> transformer,
            BiFunction<? super U, ? super U, ? extends U> reducer) {
        throw bulk("reduceKeys");
    }

    public double reduceKeysToDouble(long parallelismThreshold, ToDoubleFunction<? super K> transformer,
            double basis, DoubleBinaryOperator reducer) {
        throw bulk("reduceKeysToDouble");
    }

    public long reduceKeysToLong(long parallelismThreshold, ToLongFunction<? super K> transformer,
            long basis, LongBinaryOperator reducer) {
        throw bulk("reduceKeysToLong");
    }

    public int reduceKeysToInt(long parallelismThreshold, ToIntFunction<? super K> transformer,
            int basis, IntBinaryOperator reducer) {
        throw bulk("reduceKeysToInt");
    }

    public void forEachValue(long parallelismThreshold, Consumer<? super V> action) {
        throw bulk("forEachValue");
    }

    public <U> void forEachValue(long parallelismThreshold, Function<? super V, ? extends U> transformer,
            Consumer<? super U> action) {
        throw bulk("forEachValue");
    }

    public <U> U searchValues(long parallelismThreshold, Function<? super V, ? extends U> searchFunction) {
        throw bulk("searchValues");
    }

    public V reduceValues(long parallelismThreshold, BiFunction<? super V, ? super V, ? extends V> reducer) {
        throw bulk("reduceValues");
    }

    public <U> U reduceValues(long parallelismThreshold, Function<? super V, ? extends U> transformer,
            BiFunction<? super U, ? super U, ? extends U> reducer) {
        throw bulk("reduceValues");
    }

    public double reduceValuesToDouble(long parallelismThreshold, ToDoubleFunction<? super V> transformer,
            double basis, DoubleBinaryOperator reducer) {
        throw bulk("reduceValuesToDouble");
    }

    public long reduceValuesToLong(long parallelismThreshold, ToLongFunction<? super V> transformer,
            long basis, LongBinaryOperator reducer) {
        throw bulk("reduceValuesToLong");
    }

    public int reduceValuesToInt(long parallelismThreshold, ToIntFunction<? super V> transformer,
            int basis, IntBinaryOperator reducer) {
        throw bulk("reduceValuesToInt");
    }

    public void forEachEntry(long parallelismThreshold, Consumer<? super Map.Entry<K, V>> action) {
        throw bulk("forEachEntry");
    }

    public <U> void forEachEntry(long parallelismThreshold, Function<Map.Entry<K, V>, ? extends U> transformer,
            Consumer<? super U> action) {
        throw bulk("forEachEntry");
    }

    public <U> U searchEntries(long parallelismThreshold, Function<Map.Entry<K, V>, ? extends U> searchFunction) {
        throw bulk("searchEntries");
    }

    public Map.Entry<K, V> reduceEntries(long parallelismThreshold,
            BiFunction<Map.Entry<K, V>, Map.Entry<K, V>, ? extends Map.Entry<K, V>> reducer) {
        throw bulk("reduceEntries");
    }

    public <U> U reduceEntries(long parallelismThreshold, Function<Map.Entry<K, V>, ? extends U> transformer,
            BiFunction<? super U, ? super U, ? extends U> reducer) {
        throw bulk("reduceEntries");
    }

    public double reduceEntriesToDouble(long parallelismThreshold, ToDoubleFunction<Map.Entry<K, V>> transformer,
            double basis, DoubleBinaryOperator reducer) {
        throw bulk("reduceEntriesToDouble");
    }

    public long reduceEntriesToLong(long parallelismThreshold, ToLongFunction<Map.Entry<K, V>> transformer,
            long basis, LongBinaryOperator reducer) {
        throw bulk("reduceEntriesToLong");
    }

    public int reduceEntriesToInt(long parallelismThreshold, ToIntFunction<Map.Entry<K, V>> transformer,
            int basis, IntBinaryOperator reducer) {
        throw bulk("reduceEntriesToInt");
    }
}
