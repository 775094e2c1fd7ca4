import java.util.Arrays;
import java.util.Random;

public class SortingAlgos {
    static long comparisons;

    static boolean less(int a, int b) {
        comparisons++;
        return a < b;
    }

    static void bubble(int[] a) {
        for (int i = 0; i < a.length; i++) {
            boolean swapped = false;
            for (int j = 0; j + 1 < a.length - i; j++) {
                if (less(a[j + 1], a[j])) {
                    int t = a[j]; a[j] = a[j + 1]; a[j + 1] = t;
                    swapped = true;
                }
            }
            if (!swapped) break;
        }
    }

    static void insertion(int[] a) {
        for (int i = 1; i < a.length; i++) {
            int v = a[i];
            int j = i - 1;
            while (j >= 0 && less(v, a[j])) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    static void selection(int[] a) {
        for (int i = 0; i < a.length; i++) {
            int m = i;
            for (int j = i + 1; j < a.length; j++) if (less(a[j], a[m])) m = j;
            int t = a[i]; a[i] = a[m]; a[m] = t;
        }
    }

    static void shell(int[] a) {
        int h = 1;
        while (h < a.length / 3) h = 3 * h + 1;
        while (h >= 1) {
            for (int i = h; i < a.length; i++) {
                for (int j = i; j >= h && less(a[j], a[j - h]); j -= h) {
                    int t = a[j]; a[j] = a[j - h]; a[j - h] = t;
                }
            }
            h /= 3;
        }
    }

    static void mergeSort(int[] a, int[] tmp, int lo, int hi) {
        if (hi - lo < 2) return;
        int mid = (lo + hi) >>> 1;
        mergeSort(a, tmp, lo, mid);
        mergeSort(a, tmp, mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) tmp[k++] = less(a[j], a[i]) ? a[j++] : a[i++];
        while (i < mid) tmp[k++] = a[i++];
        while (j < hi) tmp[k++] = a[j++];
        System.arraycopy(tmp, lo, a, lo, hi - lo);
    }

    static void quick(int[] a, int lo, int hi) {
        if (lo >= hi) return;
        int pivot = a[(lo + hi) >>> 1];
        int i = lo, j = hi;
        while (i <= j) {
            while (less(a[i], pivot)) i++;
            while (less(pivot, a[j])) j--;
            if (i <= j) {
                int t = a[i]; a[i] = a[j]; a[j] = t;
                i++;
                j--;
            }
        }
        quick(a, lo, j);
        quick(a, i, hi);
    }

    static void heap(int[] a) {
        int n = a.length;
        for (int i = n / 2 - 1; i >= 0; i--) sift(a, i, n);
        for (int end = n - 1; end > 0; end--) {
            int t = a[0]; a[0] = a[end]; a[end] = t;
            sift(a, 0, end);
        }
    }

    static void sift(int[] a, int i, int n) {
        while (true) {
            int l = 2 * i + 1, r = l + 1, m = i;
            if (l < n && less(a[m], a[l])) m = l;
            if (r < n && less(a[m], a[r])) m = r;
            if (m == i) return;
            int t = a[i]; a[i] = a[m]; a[m] = t;
            i = m;
        }
    }

    static void counting(int[] a) {
        if (a.length == 0) return;
        int min = a[0], max = a[0];
        for (int v : a) {
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        int[] counts = new int[max - min + 1];
        for (int v : a) counts[v - min]++;
        int k = 0;
        for (int i = 0; i < counts.length; i++) while (counts[i]-- > 0) a[k++] = i + min;
    }

    static void radix(int[] a) {
        int[] out = new int[a.length];
        for (int shift = 0; shift < 32; shift += 8) {
            int[] count = new int[257];
            for (int v : a) count[((v ^ Integer.MIN_VALUE) >>> shift & 0xFF) + 1]++;
            for (int i = 0; i < 256; i++) count[i + 1] += count[i];
            for (int v : a) out[count[(v ^ Integer.MIN_VALUE) >>> shift & 0xFF]++] = v;
            System.arraycopy(out, 0, a, 0, a.length);
        }
    }

    static long checksum(int[] a) {
        long h = 17;
        for (int v : a) h = h * 31 + v;
        return h;
    }

    interface Sorter {
        void sort(int[] a);
    }

    public static void main(String[] args) {
        Random rnd = new Random(2024);
        int[][] inputs = new int[6][];
        inputs[0] = new int[0];
        inputs[1] = new int[] {42};
        inputs[2] = new int[60];
        for (int i = 0; i < 60; i++) inputs[2][i] = rnd.nextInt(100) - 50;
        inputs[3] = new int[50];
        for (int i = 0; i < 50; i++) inputs[3][i] = i;
        inputs[4] = new int[50];
        for (int i = 0; i < 50; i++) inputs[4][i] = 50 - i;
        inputs[5] = new int[40];
        for (int i = 0; i < 40; i++) inputs[5][i] = rnd.nextInt(5);
        System.out.println("random input: " + Arrays.toString(inputs[2]));
        String[] names = {"bubble", "insertion", "selection", "shell", "merge", "quick", "heap", "counting", "radix"};
        Sorter[] sorters = {
            SortingAlgos::bubble,
            SortingAlgos::insertion,
            SortingAlgos::selection,
            SortingAlgos::shell,
            a -> mergeSort(a, new int[a.length], 0, a.length),
            a -> quick(a, 0, a.length - 1),
            SortingAlgos::heap,
            SortingAlgos::counting,
            SortingAlgos::radix
        };
        for (int s = 0; s < sorters.length; s++) {
            StringBuilder sb = new StringBuilder(String.format("%-10s", names[s]));
            for (int[] in : inputs) {
                int[] copy = in.clone();
                int[] expected = in.clone();
                Arrays.sort(expected);
                comparisons = 0;
                sorters[s].sort(copy);
                boolean ok = Arrays.equals(copy, expected);
                sb.append(' ').append(ok ? "ok" : "FAIL").append('/').append(comparisons);
            }
            System.out.println(sb);
        }
        int[] sorted = inputs[2].clone();
        quick(sorted, 0, sorted.length - 1);
        System.out.println("sorted: " + Arrays.toString(sorted));
        System.out.println("checksum " + checksum(sorted));
        int[] negatives = {Integer.MIN_VALUE, -1, Integer.MAX_VALUE, 0, -100000, 100000, 1 << 24, -(1 << 24)};
        radix(negatives);
        System.out.println("radix with extremes: " + Arrays.toString(negatives));
        int[] big = new int[400];
        for (int i = 0; i < big.length; i++) big[i] = rnd.nextInt();
        int[] b1 = big.clone(), b2 = big.clone(), b3 = big.clone();
        mergeSort(b1, new int[b1.length], 0, b1.length);
        heap(b2);
        radix(b3);
        System.out.println(Arrays.equals(b1, b2) + " " + Arrays.equals(b2, b3) + " " + b1[0] + " " + b1[399] + " " + checksum(b1));
    }
}
