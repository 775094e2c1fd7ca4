public class UncaughtArith {
    static int average(int[] values, int count) {
        int sum = 0;
        for (int v : values) sum += v;
        return sum / count;
    }

    public static void main(String[] args) {
        int[] data = {4, 8, 15, 16, 23, 42};
        System.out.println("average of 6 = " + average(data, data.length));
        System.out.println("average of first 3 = " + average(new int[] {4, 8, 15}, 3));
        int[] empty = new int[0];
        System.out.println("about to divide by zero");
        System.out.println("average of empty = " + average(empty, empty.length));
        System.out.println("never printed");
    }
}
