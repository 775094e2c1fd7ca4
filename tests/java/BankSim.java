import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class BankSim {
    static class InsufficientFundsException extends Exception {
        InsufficientFundsException(String msg) {
            super(msg);
        }
    }

    static class FrozenAccountException extends RuntimeException {
        FrozenAccountException(String id) {
            super("account " + id + " is frozen");
        }
    }

    static abstract class Account {
        private static int nextId = 1000;
        final String id;
        final String owner;
        protected long balance;
        boolean frozen;
        final List<String> history = new ArrayList<>();

        Account(String owner, long initial) {
            this.id = prefix() + (nextId++);
            this.owner = owner;
            this.balance = initial;
            history.add("open " + initial);
        }

        abstract String prefix();

        abstract long withdrawLimit();

        void deposit(long amount) {
            if (frozen) throw new FrozenAccountException(id);
            if (amount <= 0) throw new IllegalArgumentException("deposit must be positive: " + amount);
            balance += amount;
            history.add("dep " + amount);
        }

        void withdraw(long amount) throws InsufficientFundsException {
            if (frozen) throw new FrozenAccountException(id);
            if (amount > balance + withdrawLimit()) {
                history.add("FAILED wd " + amount);
                throw new InsufficientFundsException(id + ": cannot withdraw " + amount + " (balance " + balance + ")");
            }
            balance -= amount;
            history.add("wd " + amount);
        }

        void monthEnd() {
        }

        @Override
        public String toString() {
            return String.format("%-8s %-6s %10s", id, owner, fmt(balance));
        }
    }

    static class Checking extends Account {
        Checking(String owner, long initial) {
            super(owner, initial);
        }

        String prefix() { return "CHK"; }

        long withdrawLimit() { return 50000; }

        @Override
        void monthEnd() {
            if (balance < 0) {
                long fee = 2500;
                balance -= fee;
                history.add("overdraft fee " + fee);
            }
        }
    }

    static class Savings extends Account {
        final int rateBasisPoints;

        Savings(String owner, long initial, int rateBasisPoints) {
            super(owner, initial);
            this.rateBasisPoints = rateBasisPoints;
        }

        String prefix() { return "SAV"; }

        long withdrawLimit() { return 0; }

        @Override
        void monthEnd() {
            long interest = balance * rateBasisPoints / 10000 / 12;
            if (interest > 0) {
                balance += interest;
                history.add("interest " + interest);
            }
        }
    }

    static String fmt(long cents) {
        String sign = cents < 0 ? "-" : "";
        long a = Math.abs(cents);
        return sign + a / 100 + "." + String.format("%02d", a % 100);
    }

    static class Bank {
        final Map<String, Account> accounts = new LinkedHashMap<>();
        int failures = 0;

        Account open(Account a) {
            accounts.put(a.id, a);
            return a;
        }

        void transfer(String from, String to, long amount) {
            Account src = accounts.get(from);
            Account dst = accounts.get(to);
            try {
                if (src == null || dst == null) throw new IllegalArgumentException("unknown account " + (src == null ? from : to));
                src.withdraw(amount);
                try {
                    dst.deposit(amount);
                } catch (RuntimeException e) {
                    src.balance += amount;
                    src.history.add("refund " + amount);
                    throw e;
                }
                System.out.println("transfer " + fmt(amount) + " " + from + " -> " + to + " ok");
            } catch (InsufficientFundsException e) {
                failures++;
                System.out.println("transfer failed: " + e.getMessage());
            } catch (FrozenAccountException | IllegalArgumentException e) {
                failures++;
                System.out.println("transfer rejected: " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }

        long total() {
            long t = 0;
            for (Account a : accounts.values()) t += a.balance;
            return t;
        }
    }

    public static void main(String[] args) {
        Bank bank = new Bank();
        Account a = bank.open(new Checking("alice", 120000));
        Account b = bank.open(new Savings("bob", 500000, 450));
        Account c = bank.open(new Checking("carol", 5000));
        Account d = bank.open(new Savings("dave", 99999, 300));
        for (Account acc : bank.accounts.values()) System.out.println(acc);
        System.out.println("total " + fmt(bank.total()));
        bank.transfer(a.id, b.id, 20000);
        bank.transfer(c.id, a.id, 60000);
        bank.transfer(c.id, a.id, 40000);
        bank.transfer(d.id, c.id, 100000);
        bank.transfer(b.id, "NOPE", 1);
        d.frozen = true;
        bank.transfer(a.id, d.id, 1000);
        d.frozen = false;
        try {
            a.deposit(-5);
        } catch (IllegalArgumentException e) {
            System.out.println("deposit error: " + e.getMessage());
        }
        for (int month = 1; month <= 6; month++) {
            for (Account acc : bank.accounts.values()) acc.monthEnd();
            if (month % 2 == 0) {
                bank.transfer(b.id, c.id, 12345 * month);
            }
            System.out.println("after month " + month + ": total " + fmt(bank.total()));
        }
        System.out.println("== statements ==");
        for (Account acc : bank.accounts.values()) {
            System.out.println(acc);
            System.out.println("  " + acc.history);
        }
        Map<String, Long> byOwnerType = new TreeMap<>();
        for (Account acc : bank.accounts.values()) {
            byOwnerType.merge(acc.getClass().getSimpleName(), acc.balance, Long::sum);
        }
        System.out.println(byOwnerType);
        System.out.println("failures " + bank.failures + " total " + fmt(bank.total()));
    }
}
