public class StringSwitch {
    static String classify(String s) {
        switch (s) {
            case "apple":
            case "banana":
            case "cherry":
                return "fruit";
            case "carrot":
                return "vegetable";
            case "Aa":
                return "Aa-collides";
            case "BB":
                return "BB-collides";
            case "":
                return "empty";
            default:
                return "unknown";
        }
    }

    static int fallthrough(String s) {
        int n = 0;
        switch (s) {
            case "three":
                n += 3;
            case "two":
                n += 2;
            case "one":
                n += 1;
                break;
            case "ten":
                n = 10;
                break;
            default:
                n = -1;
        }
        return n;
    }

    static String command(String cmd, int x) {
        String result;
        switch (cmd.toLowerCase()) {
            case "double":
                result = String.valueOf(x * 2);
                break;
            case "square":
                result = String.valueOf(x * x);
                break;
            case "neg":
                result = String.valueOf(-x);
                break;
            default:
                result = "bad command " + cmd;
                break;
        }
        return result;
    }

    public static void main(String[] args) {
        String[] inputs = {"apple", "banana", "cherry", "carrot", "Aa", "BB", "", "Apple", "durian", "C#", "AaAa", "BBBB", "AaBB"};
        for (String s : inputs) {
            System.out.println("'" + s + "' -> " + classify(s) + " hash " + s.hashCode());
        }
        String[] nums = {"one", "two", "three", "ten", "four", "ONE"};
        for (String s : nums) {
            System.out.println(s + " -> " + fallthrough(s));
        }
        String[] cmds = {"DOUBLE", "Square", "neg", "triple"};
        for (String c : cmds) {
            for (int x = -2; x <= 2; x += 2) {
                System.out.println(c + "(" + x + ") = " + command(c, x));
            }
        }
        try {
            String nul = null;
            switch (nul) {
                case "x":
                    System.out.println("x");
                    break;
                default:
                    System.out.println("default");
            }
        } catch (NullPointerException e) {
            System.out.println("NPE for null switch");
        }
        StringBuilder sb = new StringBuilder();
        String text = "the cat and the dog and the bird";
        int the = 0, and = 0, other = 0;
        for (String w : text.split(" ")) {
            switch (w) {
                case "the": the++; break;
                case "and": and++; break;
                default: other++; sb.append(w.toUpperCase()).append(' ');
            }
        }
        System.out.println(the + " " + and + " " + other + " " + sb.toString().trim());
        int dayNum = 0;
        String[] days = {"MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN", "XYZ"};
        for (String d : days) {
            switch (d) {
                case "SAT":
                case "SUN":
                    System.out.println(d + " weekend");
                    break;
                case "XYZ":
                    System.out.println(d + " invalid");
                    break;
                default:
                    dayNum++;
                    System.out.println(d + " weekday #" + dayNum);
            }
        }
    }
}
