package java.util.concurrent;

/**
 * A barrier over the monitor of this object (ironpf runtime library): the parties still
 * awaited and the current generation are fields guarded by the monitor; waiting parties wait
 * on it. As in the JDK: the last party to arrive runs the barrier action (holding the
 * monitor) and starts a new generation; an interrupt, a timeout, a failing barrier action or
 * {@code reset} breaks the generation, and every party of a broken generation gets a
 * BrokenBarrierException (the one interrupted gets its InterruptedException, the one timed out
 * its TimeoutException). A timed await may time out at any point. Each operation is one step
 * after entering the monitor (ironpf.Guarded), the barrier action excepted.
 */
public class CyclicBarrier {
    /** One use of the barrier; a new one starts when it trips or is reset. */
    private static final class Generation {
        boolean broken;
    }

    private final int parties;
    private final Runnable barrierCommand;
    private Generation generation = new Generation();
    /** Parties still awaited in this generation. */
    private int count;

    public CyclicBarrier(int parties, Runnable barrierAction) {
        if (parties <= 0) {
            throw new IllegalArgumentException();
        }
        this.parties = parties;
        this.count = parties;
        this.barrierCommand = barrierAction;
    }

    public CyclicBarrier(int parties) {
        this(parties, null);
    }

    private void nextGeneration() {
        notifyAll();
        count = parties;
        generation = new Generation();
    }

    private void breakBarrier() {
        generation.broken = true;
        count = parties;
        notifyAll();
    }

    private synchronized int dowait(boolean timed, long millis)
            throws InterruptedException, BrokenBarrierException, TimeoutException {
        ironpf.Guarded.begin();
        try {
            Generation g = generation;
            if (g.broken) {
                throw new BrokenBarrierException();
            }
            if (Thread.interrupted()) {
                breakBarrier();
                throw new InterruptedException();
            }
            int index = --count;
            if (index == 0) {
                boolean ranAction = false;
                try {
                    if (barrierCommand != null) {
                        // user code: its accesses need their scheduling points
                        ironpf.Guarded.end();
                        try {
                            barrierCommand.run();
                        } finally {
                            ironpf.Guarded.begin();
                        }
                    }
                    ranAction = true;
                    nextGeneration();
                    return 0;
                } finally {
                    if (!ranAction) {
                        breakBarrier();
                    }
                }
            }
            while (true) {
                try {
                    if (!timed) {
                        ironpf.Guarded.await(this);
                    } else if (millis > 0) {
                        ironpf.Guarded.await(this, millis);
                    }
                } catch (InterruptedException e) {
                    ironpf.Guarded.begin();
                    if (g == generation && !g.broken) {
                        breakBarrier();
                        throw e;
                    }
                    // the barrier tripped or broke already: the interrupt is for later
                    Thread.currentThread().interrupt();
                }
                if (g.broken) {
                    throw new BrokenBarrierException();
                }
                if (g != generation) {
                    return index;
                }
                if (timed) {
                    // nothing but a trip or a break notifies this monitor: the wait timed out
                    breakBarrier();
                    throw new TimeoutException();
                }
            }
        } finally {
            ironpf.Guarded.end();
        }
    }

    public int getParties() {
        return parties;
    }

    public int await() throws InterruptedException, BrokenBarrierException {
        try {
            return dowait(false, 0L);
        } catch (TimeoutException e) {
            throw new Error(e);
        }
    }

    public int await(long timeout, TimeUnit unit)
            throws InterruptedException, BrokenBarrierException, TimeoutException {
        long millis = unit.toMillis(timeout);
        if (timeout > 0 && millis == 0) {
            millis = 1;
        }
        return dowait(true, millis);
    }

    public synchronized boolean isBroken() {
        return generation.broken;
    }

    public synchronized void reset() {
        breakBarrier();
        nextGeneration();
    }

    public synchronized int getNumberWaiting() {
        return parties - count;
    }
}
