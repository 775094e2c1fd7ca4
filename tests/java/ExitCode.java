public class ExitCode {
    static int work(int n) {
        int acc = 0;
        for (int i = 1; i <= n; i++) acc += i * i;
        return acc;
    }

    public static void main(String[] args) {
        System.out.println("computing before exit");
        for (int n = 1; n <= 5; n++) System.out.println("sum of squares to " + n + " = " + work(n));
        try {
            System.out.println("exiting with status 3 from inside try");
            System.exit(3);
        } finally {
            System.out.println("finally must NOT run after System.exit");
        }
    }
}
