/** Calls Bad.run(), which each test of tests/verify_types.rs replaces with a hand-made class. */
public class VerifyDriver {
    public static void main(String[] args) {
        try {
            Bad.run();
            System.out.println("ran");
        } catch (VerifyError e) {
            System.out.println("VerifyError");
            System.out.println(e.getMessage());
        }
    }
}

class Bad {
    static void run() {}
}
