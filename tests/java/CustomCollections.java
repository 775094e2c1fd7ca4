import java.util.*;

public class CustomCollections {
    static final class Range extends AbstractList<Integer> implements RandomAccess {
        final int lo, hi;

        Range(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        public Integer get(int i) {
            if (i < 0 || i >= size()) throw new IndexOutOfBoundsException("idx " + i);
            return lo + i;
        }

        @Override
        public int size() {
            return hi - lo;
        }

        Iterator<Integer> stream0() {
            Iterator<Integer> base = iterator();
            return new Iterator<Integer>() {
                public boolean hasNext() {
                    return base.hasNext();
                }

                public Integer next() {
                    return base.next() * 2;
                }
            };
        }
    }

    static final class Growable extends AbstractList<String> {
        private String[] data = new String[2];
        private int n;

        @Override
        public String get(int i) {
            if (i < 0 || i >= n) throw new IndexOutOfBoundsException("Index " + i + " out of bounds for length " + n);
            return data[i];
        }

        @Override
        public int size() {
            return n;
        }

        @Override
        public String set(int i, String s) {
            String old = get(i);
            data[i] = s;
            return old;
        }

        @Override
        public void add(int i, String s) {
            if (n == data.length) data = Arrays.copyOf(data, n * 2);
            System.arraycopy(data, i, data, i + 1, n - i);
            data[i] = s;
            n++;
            modCount++;
        }

        @Override
        public String remove(int i) {
            String old = get(i);
            System.arraycopy(data, i + 1, data, i, n - i - 1);
            data[--n] = null;
            modCount++;
            return old;
        }
    }

    static final class Squares extends AbstractMap<Integer, Integer> {
        final int n;

        Squares(int n) {
            this.n = n;
        }

        @Override
        public Set<Map.Entry<Integer, Integer>> entrySet() {
            return new AbstractSet<Map.Entry<Integer, Integer>>() {
                @Override
                public Iterator<Map.Entry<Integer, Integer>> iterator() {
                    return new Iterator<Map.Entry<Integer, Integer>>() {
                        int i = 1;

                        public boolean hasNext() {
                            return i <= n;
                        }

                        public Map.Entry<Integer, Integer> next() {
                            if (!hasNext()) throw new NoSuchElementException();
                            int k = i++;
                            return new AbstractMap.SimpleImmutableEntry<>(k, k * k);
                        }
                    };
                }

                @Override
                public int size() {
                    return n;
                }
            };
        }
    }

    static final class Ring<E> extends AbstractQueue<E> {
        private final Object[] buf;
        private int head, size;

        Ring(int cap) {
            buf = new Object[cap];
        }

        @Override
        public boolean offer(E e) {
            if (size == buf.length) return false;
            buf[(head + size++) % buf.length] = e;
            return true;
        }

        @SuppressWarnings("unchecked")
        @Override
        public E poll() {
            if (size == 0) return null;
            E e = (E) buf[head];
            head = (head + 1) % buf.length;
            size--;
            return e;
        }

        @SuppressWarnings("unchecked")
        @Override
        public E peek() {
            return size == 0 ? null : (E) buf[head];
        }

        @Override
        public int size() {
            return size;
        }

        @Override
        public Iterator<E> iterator() {
            return new Iterator<E>() {
                int k;

                public boolean hasNext() {
                    return k < size;
                }

                @SuppressWarnings("unchecked")
                public E next() {
                    return (E) buf[(head + k++) % buf.length];
                }
            };
        }
    }

    public static void main(String[] args) {
        Range r = new Range(3, 9);
        System.out.println(r + " size " + r.size() + " contains 5 " + r.contains(5) + " indexOf 7 " + r.indexOf(7) + " lastIndexOf 100 " + r.lastIndexOf(100));
        System.out.println("subList " + r.subList(1, 4) + " equals " + r.equals(Arrays.asList(3, 4, 5, 6, 7, 8)) + " hash " + r.hashCode() + " " + Arrays.asList(3, 4, 5, 6, 7, 8).hashCode());
        try {
            r.add(10);
        } catch (UnsupportedOperationException e) {
            System.out.println("add on read-only AbstractList: UOE");
        }
        ListIterator<Integer> li = r.listIterator(6);
        StringBuilder sb = new StringBuilder();
        while (li.hasPrevious()) sb.append(li.previous());
        System.out.println("backwards " + sb + " toArray " + Arrays.toString(r.toArray()) + " max " + Collections.max(r));
        Growable g = new Growable();
        for (String s : "d a c b e".split(" ")) g.add(s);
        g.add(0, "first");
        System.out.println("growable " + g + " size " + g.size());
        Collections.sort(g);
        System.out.println("sorted " + g);
        g.removeIf(s -> s.compareTo("c") < 0);
        System.out.println("removeIf " + g);
        Iterator<String> it = g.iterator();
        it.next();
        it.remove();
        System.out.println("iterator remove " + g);
        try {
            for (String s : g) if (s.equals("d")) g.add("x");
        } catch (ConcurrentModificationException e) {
            System.out.println("CME from modCount");
        }
        g.subList(0, 2).clear();
        System.out.println("subList clear " + g);
        try {
            g.get(10);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("checkIndex: " + e.getMessage());
        }
        Squares sq = new Squares(6);
        System.out.println("map " + sq + " get(4) " + sq.get(4) + " containsKey 7 " + sq.containsKey(7) + " containsValue 25 " + sq.containsValue(25) + " keys " + sq.keySet() + " values " + sq.values());
        System.out.println("equals TreeMap " + sq.equals(new TreeMap<>(sq)) + " hash " + (sq.hashCode() == new HashMap<>(sq).hashCode()));
        try {
            sq.put(1, 1);
        } catch (UnsupportedOperationException e) {
            System.out.println("AbstractMap put: UOE");
        }
        Ring<String> ring = new Ring<>(3);
        System.out.println("offers " + ring.offer("a") + ring.offer("b") + ring.offer("c") + ring.offer("d") + " " + ring);
        try {
            ring.add("e");
        } catch (IllegalStateException e) {
            System.out.println("add full: " + e.getMessage());
        }
        System.out.println("remove " + ring.remove() + " element " + ring.element() + " offer " + ring.offer("e") + " " + ring + " poll " + ring.poll() + " " + ring);
        ring.clear();
        System.out.println("cleared " + ring + " isEmpty " + ring.isEmpty());
        try {
            ring.remove();
        } catch (NoSuchElementException e) {
            System.out.println("remove empty: NSEE");
        }
        ring.addAll(Arrays.asList("x", "y"));
        System.out.println("addAll " + ring + " containsAll " + ring.containsAll(Arrays.asList("y", "x")));
        Set<Integer> evens = new AbstractSet<Integer>() {
            public Iterator<Integer> iterator() {
                return new Range(0, 5).stream0();
            }

            public int size() {
                return 5;
            }
        };
        System.out.println("anon set " + evens + " equals " + evens.equals(new HashSet<>(Arrays.asList(0, 2, 4, 6, 8))) + " hash " + evens.hashCode());
    }
}
