/** Fuzz seed: a tableswitch, a lookupswitch, a string switch and an enum switch. */
public class FuzzSwitch {
    enum Color {
        RED,
        GREEN,
        BLUE
    }

    static int table(int x) {
        switch (x) {
            case 0:
                return 10;
            case 1:
                return 11;
            case 2:
            case 3:
                return 13;
            case 4:
                return 14;
            default:
                return -1;
        }
    }

    static int lookup(int x) {
        switch (x) {
            case -1000:
                return 1;
            case 7:
                return 2;
            case 100000:
                return 3;
            default:
                return 0;
        }
    }

    static int named(String s) {
        switch (s) {
            case "alpha":
                return 1;
            case "beta":
                return 2;
            default:
                return s.length();
        }
    }

    public static void main(String[] args) {
        int sum = 0;
        for (int i = -1; i < 6; i++) {
            sum += table(i) + lookup(i * 7);
        }
        sum += lookup(100000) + named("beta") + named("gamma!");
        for (Color c : Color.values()) {
            switch (c) {
                case RED:
                    sum += 1;
                    break;
                case BLUE:
                    sum += 3;
                    break;
                default:
                    sum += c.ordinal() * 10;
            }
        }
        System.out.println(sum);
    }
}
