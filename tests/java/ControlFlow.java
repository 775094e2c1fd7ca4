public class ControlFlow {
    static String grade(int score) {
        return score >= 90 ? "A" : score >= 80 ? "B" : score >= 70 ? "C" : score >= 60 ? "D" : "F";
    }

    static String sign(int x) {
        return x > 0 ? "pos" : x < 0 ? "neg" : "zero";
    }

    static int switchFall(int n) {
        int r = 0;
        switch (n) {
            case 1:
                r += 1;
            case 2:
                r += 10;
            case 3:
                r += 100;
                break;
            case 4:
            case 5:
                r = -r - 5;
                break;
            case 100:
                r = 100;
            default:
                r += 1000;
        }
        return r;
    }

    static String sparseSwitch(int n) {
        switch (n) {
            case -1000000: return "minus million";
            case -1: return "minus one";
            case 0: return "zero";
            case 7: return "seven";
            case 1024: return "1K";
            case 65536: return "64K";
            case Integer.MAX_VALUE: return "max";
            case Integer.MIN_VALUE: return "min";
            default: return "other(" + n + ")";
        }
    }

    static String charSwitch(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u':
                return "vowel";
            case ' ':
                return "space";
            default:
                return Character.isLetter(c) ? "consonant" : "other";
        }
    }

    public static void main(String[] args) {
        System.out.println("== labelled break/continue ==");
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) continue outer;
                if (i == 3) break outer;
                System.out.print(i + "" + j + " ");
            }
        }
        System.out.println();
        int found = -1;
        search:
        for (int i = 2; i < 100; i++) {
            for (int j = 2; j * j <= i; j++) {
                if (i % j == 0) continue search;
            }
            if (i > 50) {
                found = i;
                break search;
            }
        }
        System.out.println("first prime > 50: " + found);
        int count = 0;
        block:
        {
            for (int i = 0; i < 10; i++) {
                count++;
                if (i == 4) break block;
            }
            count = -100;
        }
        System.out.println("labelled block count " + count);
        StringBuilder sb = new StringBuilder();
        loopA:
        for (char a = 'a'; a <= 'c'; a++) {
            loopB:
            for (char b = 'a'; b <= 'c'; b++) {
                for (char c = 'a'; c <= 'c'; c++) {
                    if (c == b) continue loopB;
                    if (a == 'c' && b == 'b') break loopA;
                    sb.append(a).append(b).append(c).append(' ');
                }
            }
        }
        System.out.println(sb);
        System.out.println("== while / do-while ==");
        int n = 27;
        int steps = 0;
        while (n != 1) {
            n = n % 2 == 0 ? n / 2 : 3 * n + 1;
            steps++;
        }
        System.out.println("collatz(27) steps " + steps);
        int k = 100;
        do {
            k += 5;
        } while (k < 50);
        System.out.println("do-while ran once: " + k);
        int digits = 0;
        int v = 1234567;
        do {
            digits++;
            v /= 10;
        } while (v != 0);
        System.out.println("digits " + digits);
        int w = 0;
        while (true) {
            if (++w > 7) break;
        }
        System.out.println("while(true) exit at " + w);
        for (;;) {
            w--;
            if (w < 3) break;
        }
        System.out.println("for(;;) exit at " + w);
        int a = 0, b = 10;
        for (int i = 0, j = 10; i < j; i += 2, j--) {
            a += i;
            b -= j;
        }
        System.out.println("multi-var for " + a + " " + b);
        System.out.println("== switch ==");
        for (int i = 0; i <= 6; i++) System.out.print(switchFall(i) + " ");
        System.out.println(switchFall(100) + " " + switchFall(-5));
        int[] sparse = {-1000000, -1, 0, 7, 1024, 65536, Integer.MAX_VALUE, Integer.MIN_VALUE, 8, 1023};
        for (int s : sparse) System.out.print(sparseSwitch(s) + "; ");
        System.out.println();
        for (char c : "hi you!".toCharArray()) System.out.print(charSwitch(c) + " ");
        System.out.println();
        for (int i = -5; i < 20; i += 3) {
            switch (i % 4) {
                case 0: System.out.print("z"); break;
                case 1: System.out.print("o");
                case 2: System.out.print("t"); break;
                case -1: System.out.print("m"); break;
                default: System.out.print("?");
            }
        }
        System.out.println();
        System.out.println("== ternary chains ==");
        int[] scores = {95, 85, 75, 65, 55, 90, 80, 0, 100};
        for (int s : scores) System.out.print(grade(s));
        System.out.println();
        for (int x = -2; x <= 2; x++) System.out.print(sign(x) + " ");
        System.out.println();
        int t = 5;
        String nested = t > 3 ? (t > 4 ? "big" : "mid") : (t < 0 ? "neg" : "small");
        System.out.println(nested);
        System.out.println(true ? 1 : 2.0);
        System.out.println(false ? 'a' : 66);
        System.out.println(true ? 'b' : 0);
        char cc = 'x';
        int ii = 0;
        System.out.println(true ? cc : ii);
        System.out.println("== short-circuit ==");
        int[] calls = {0};
        boolean r1 = false && (calls[0]++ > 0);
        boolean r2 = true || (calls[0]++ > 0);
        boolean r3 = false & (calls[0]++ > 0);
        boolean r4 = true | (calls[0]++ > 0);
        boolean r5 = true ^ (calls[0]++ >= 0);
        System.out.println(r1 + " " + r2 + " " + r3 + " " + r4 + " " + r5 + " calls=" + calls[0]);
        int x = 0;
        if (x != 0 && 10 / x > 1) System.out.println("no");
        else System.out.println("short-circuit avoided division");
        boolean flag = false;
        if (flag = true) System.out.println("assignment in condition " + flag);
        System.out.println("== nested loops ==");
        for (int i = 1; i <= 9; i++) {
            StringBuilder row = new StringBuilder();
            for (int j = 1; j <= i; j++) row.append(j).append('x').append(i).append('=').append(i * j).append(j < i ? " " : "");
            System.out.println(row);
        }
        int total = 0;
        for (int i = 0; i < 10; i++) {
            if (i % 2 == 0) continue;
            for (int j = 0; j < i; j++) {
                if (j > 5) break;
                total += i * j;
            }
        }
        System.out.println("total " + total);
        int[] arr = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5};
        int maxRun = 0, run = 0, prev = Integer.MIN_VALUE;
        for (int e : arr) {
            run = e > prev ? run + 1 : 1;
            maxRun = Math.max(maxRun, run);
            prev = e;
        }
        System.out.println("longest increasing run " + maxRun);
    }
}
