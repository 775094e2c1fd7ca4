import java.util.*;

public class EventScheduler {
    static final class Event implements Comparable<Event> {
        final long time;
        final int seq;
        final String what;
        final Runnable action;

        Event(long time, int seq, String what, Runnable action) {
            this.time = time;
            this.seq = seq;
            this.what = what;
            this.action = action;
        }

        @Override
        public int compareTo(Event o) {
            return time != o.time ? Long.compare(time, o.time) : Integer.compare(seq, o.seq);
        }
    }

    final PriorityQueue<Event> queue = new PriorityQueue<>();
    final Map<String, Integer> served = new TreeMap<>();
    final Deque<String> waiting = new ArrayDeque<>();
    final Random rnd = new Random(8675309);
    long now;
    int seq;
    boolean busy;
    long busyTime, maxQueue;

    void at(long t, String what, Runnable r) {
        queue.add(new Event(t, seq++, what, r));
    }

    void arrive(String customer) {
        if (!busy) startService(customer);
        else {
            waiting.addLast(customer);
            maxQueue = Math.max(maxQueue, waiting.size());
        }
    }

    void startService(String customer) {
        busy = true;
        long duration = 3 + rnd.nextInt(8);
        busyTime += duration;
        at(now + duration, "done " + customer, () -> finish(customer));
    }

    void finish(String customer) {
        served.merge(customer.substring(0, 1), 1, Integer::sum);
        busy = false;
        if (!waiting.isEmpty()) startService(waiting.pollFirst());
    }

    public static void main(String[] args) {
        EventScheduler s = new EventScheduler();
        long t = 0;
        String[] kinds = {"alpha", "beta", "gamma"};
        for (int i = 0; i < 25; i++) {
            t += s.rnd.nextInt(7);
            String c = kinds[s.rnd.nextInt(3)] + i;
            s.at(t, "arrive " + c, () -> s.arrive(c));
        }
        s.at(40, "report", () -> System.out.println("  report at 40: waiting " + s.waiting + " busy " + s.busy));
        int steps = 0;
        while (!s.queue.isEmpty()) {
            Event e = s.queue.poll();
            s.now = e.time;
            steps++;
            if (steps <= 30 || e.what.equals("report")) System.out.printf("t=%3d %-14s queue=%d%n", e.time, e.what, s.waiting.size());
            e.action.run();
        }
        System.out.println("steps " + steps + " end " + s.now + " served " + s.served + " busy " + s.busyTime + " maxQueue " + s.maxQueue);
        System.out.printf("utilization %.3f%n", (double) s.busyTime / s.now);
    }
}
