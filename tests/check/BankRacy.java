import gov.nasa.jpf.vm.Verify;

/** Two withdrawal events and a deposit event fire in any order; the racy withdrawal
 *  checks the balance too late, so some order overdraws the account. */
public class BankRacy {
    static int balance = 100;
    static boolean w1, w2, d;

    static void withdraw(int amount) {
        int seen = balance;
        balance = seen - amount;
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
