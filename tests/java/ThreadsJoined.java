import java.util.*;

public class ThreadsJoined {
    static final Object lock = new Object();
    static int shared;

    static final class Worker extends Thread {
        final int from, to;
        long sum;

        Worker(String name, int from, int to) {
            super(name);
            this.from = from;
            this.to = to;
        }

        @Override
        public void run() {
            for (int i = from; i < to; i++) sum += (long) i * i;
            synchronized (lock) {
                shared += to - from;
            }
        }
    }

    static final class BoundedBuffer {
        private final int[] items = new int[2];
        private int count, putAt, takeAt;

        synchronized void put(int v) throws InterruptedException {
            while (count == items.length) wait();
            items[putAt] = v;
            putAt = (putAt + 1) % items.length;
            count++;
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (count == 0) wait();
            int v = items[takeAt];
            takeAt = (takeAt + 1) % items.length;
            count--;
            notifyAll();
            return v;
        }
    }

    public static void main(String[] args) throws Exception {
        Worker[] ws = new Worker[3];
        for (int i = 0; i < ws.length; i++) ws[i] = new Worker("w" + i, i * 100, (i + 1) * 100);
        for (Worker w : ws) w.start();
        long total = 0;
        for (Worker w : ws) {
            w.join();
            total += w.sum;
            System.out.println(w.getName() + " sum " + w.sum + " alive " + w.isAlive());
        }
        System.out.println("total " + total + " shared " + shared);
        BoundedBuffer buf = new BoundedBuffer();
        List<Integer> received = Collections.synchronizedList(new ArrayList<>());
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 6; i++) buf.put(i * 10);
                buf.put(-1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "producer");
        Thread consumer = new Thread(() -> {
            try {
                for (int v; (v = buf.take()) != -1; ) received.add(v);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "consumer");
        consumer.start();
        producer.start();
        producer.join();
        consumer.join();
        System.out.println("received in order " + received);
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(10_000);
                System.out.println("not interrupted?");
            } catch (InterruptedException e) {
                System.out.println("sleeper interrupted, flag now " + Thread.currentThread().isInterrupted());
            }
        });
        sleeper.start();
        sleeper.interrupt();
        sleeper.join();
        System.out.println("state after join " + sleeper.getState());
        Thread t = new Thread(() -> {
        });
        System.out.println("new thread state " + t.getState() + " daemon " + t.isDaemon());
        final int[] counter = {0};
        Runnable inc = () -> {
            for (int i = 0; i < 500; i++) {
                synchronized (counter) {
                    counter[0]++;
                }
            }
        };
        Thread a = new Thread(inc), b = new Thread(inc);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("synchronized counter " + counter[0]);
        ThreadLocal<String> tl = ThreadLocal.withInitial(() -> "initial");
        tl.set("main-value");
        String[] seen = new String[1];
        Thread other = new Thread(() -> seen[0] = tl.get());
        other.start();
        other.join();
        System.out.println("thread local main " + tl.get() + " other " + seen[0]);
        try {
            Thread bad = new Thread(() -> {
            });
            bad.start();
            bad.join();
            bad.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("restart: IllegalThreadStateException");
        }
        System.out.println("main name " + Thread.currentThread().getName());
    }
}
