/** Prints its arguments: shows which words after the main class reach the program. */
public class PrintArgs {
    public static void main(String[] args) {
        System.out.println(args.length + ": " + String.join(" ", args));
    }
}
