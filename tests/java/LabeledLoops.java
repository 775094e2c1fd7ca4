public class LabeledLoops {
    public static void main(String[] args) {
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) continue outer;
                if (i == 3) break outer;
                System.out.print(i + "" + j + " ");
            }
            System.out.print("never ");
        }
        System.out.println();
        int found = -1;
        search:
        for (int a = 1; a < 30; a++) {
            for (int b = a; b < 30; b++) {
                for (int c = b; c < 30; c++) {
                    if (a * a + b * b == c * c && a + b + c == 24) {
                        found = a * 10000 + b * 100 + c;
                        break search;
                    }
                }
            }
        }
        System.out.println("triple " + found);
        int n = 0;
        block:
        {
            n++;
            if (n > 0) break block;
            n = 100;
        }
        System.out.println("block break n=" + n);
        int i = 0;
        loop:
        while (true) {
            i++;
            switch (i % 4) {
                case 0:
                    System.out.print("[zero]");
                    continue loop;
                case 1:
                    System.out.print("[one]");
                    break;
                case 2:
                    if (i > 8) break loop;
                    System.out.print("[two]");
                    break;
                default:
                    System.out.print("[other]");
            }
            System.out.print(i + " ");
        }
        System.out.println(" end i=" + i);
        int k = 0;
        do {
            k += 3;
            if (k % 2 == 0) continue;
            System.out.print(k + " ");
        } while (k < 20);
        System.out.println();
        StringBuilder sb = new StringBuilder();
        rows:
        for (int r = 0; r < 6; r++) {
            int c = 0;
            while (c < 6) {
                if (c > r) {
                    sb.append('\n');
                    continue rows;
                }
                sb.append(r * c % 7);
                c++;
            }
            sb.append("|\n");
        }
        System.out.print(sb);
        int count = 0;
        for (int x = 0, y = 10; x < y; x++, y--) count += y - x;
        System.out.println("comma for " + count);
        for (int z = 10; z-- > 0; ) {
            if (z % 3 != 0) continue;
            System.out.print(z);
        }
        System.out.println();
        int primes = 0;
        candidates:
        for (int p = 2; p < 100; p++) {
            for (int d = 2; d * d <= p; d++) if (p % d == 0) continue candidates;
            primes++;
        }
        System.out.println("primes below 100: " + primes);
        String s = "find the first vowel after t";
        int pos = -1;
        scan:
        for (int q = 0; q < s.length(); q++) {
            if (s.charAt(q) != 't') continue;
            for (int w = q + 1; w < s.length(); w++) {
                switch (s.charAt(w)) {
                    case 'a': case 'e': case 'i': case 'o': case 'u':
                        pos = w;
                        break scan;
                    default:
                }
            }
        }
        System.out.println("vowel at " + pos);
    }
}
