import gov.nasa.jpf.vm.Verify;

/** The safe variant of BankRacy: a withdrawal that would overdraw is refused. */
public class BankSafe {
    static int balance = 100;
    static boolean w1, w2, d;

    static void withdraw(int amount) {
        if (balance >= amount) balance -= amount;
        assert balance >= 0 : "overdrawn: " + balance;
    }

    public static void main(String[] args) {
        while (!(w1 && w2 && d)) {
            int e = Verify.getInt(0, 2);
            if (e == 0 && !w1) { w1 = true; withdraw(80); }
            else if (e == 1 && !w2) { w2 = true; withdraw(60); }
            else if (e == 2 && !d) { d = true; balance += 50; }
        }
    }
}
