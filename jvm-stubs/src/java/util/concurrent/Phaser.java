package java.util.concurrent;

/**
 * A reusable barrier with a changing number of parties (ironpf runtime library), over the
 * monitor of this object: the phase, the registered parties and those yet to arrive are fields
 * guarded by the monitor; waiting parties wait on it. Each operation is one step after entering
 * the monitor (ironpf.Guarded). The party whose arrival completes a phase calls
 * {@code onAdvance} (user code, outside the step but holding the monitor, so other operations
 * on this phaser wait until it returns; in the JDK they do not wait, except a register); it
 * ending true terminates the phaser. Tiered phasers (a parent) are not modelled (exit 4).
 */
public class Phaser {
    private static final int MAX_PARTIES = 0xffff;
    private static final int MAX_PHASE = Integer.MAX_VALUE;

    private int phase;
    private int parties;
    private int unarrived;
    private boolean terminated;

    public Phaser() {
        this(null, 0);
    }

    public Phaser(int parties) {
        this(null, parties);
    }

    public Phaser(Phaser parent) {
        this(parent, 0);
    }

    public Phaser(Phaser parent, int parties) {
        if (parties < 0 || parties > MAX_PARTIES) {
            throw new IllegalArgumentException("Illegal number of parties");
        }
        if (parent != null) {
            throw ironpf.Unsupported.fail("Phaser with a parent (tiered phasers)");
        }
        this.parties = parties;
        this.unarrived = parties;
    }

    /** The phase as getPhase reports it: negative once terminated. */
    private int reported() {
        return terminated ? phase + Integer.MIN_VALUE : phase;
    }


    private String stateString() {
        return super.toString() + "[phase = " + reported() + " parties = " + parties
                + " arrived = " + (parties - unarrived) + "]";
    }

    private synchronized int doRegister(int n) {
        ironpf.Guarded.begin();
        try {
            if (terminated) {
                return reported();
            }
            if (parties + n > MAX_PARTIES) {
                throw new IllegalStateException(badBound());
            }
            parties += n;
            unarrived += n;
            return phase;
        } finally {
            ironpf.Guarded.end();
        }
    }

    private String badBound() {
        return "Attempt to register more than " + MAX_PARTIES + " parties for " + stateString();
    }

    public int register() {
        return doRegister(1);
    }

    public int bulkRegister(int parties) {
        if (parties < 0) {
            throw new IllegalArgumentException();
        }
        if (parties == 0) {
            return getPhase();
        }
        return doRegister(parties);
    }

    /**
     * One party arrives (and leaves when {@code deregister}); the last to arrive advances the
     * phase. Returns the arrival phase, or the negative phase when terminated.
     */
    private synchronized int doArrive(boolean deregister) {
        ironpf.Guarded.begin();
        try {
            if (terminated) {
                return reported();
            }
            if (unarrived == 0) {
                throw new IllegalStateException(
                        "Attempted arrival of unregistered party for " + stateString());
            }
            int arrival = phase;
            unarrived--;
            if (deregister) {
                parties--;
            }
            if (unarrived == 0) {
                boolean stop;
                ironpf.Guarded.end();
                try {
                    stop = onAdvance(arrival, parties);
                } finally {
                    ironpf.Guarded.begin();
                }
                // the phase advances also when it terminates (the JDK reports the next one)
                phase = arrival == MAX_PHASE ? 0 : arrival + 1;
                terminated = stop;
                unarrived = parties;
                notifyAll();
            }
            return arrival;
        } finally {
            ironpf.Guarded.end();
        }
    }

    public int arrive() {
        return doArrive(false);
    }

    public int arriveAndDeregister() {
        return doArrive(true);
    }

    /** Arrives and waits for the others; returns the next phase (negative when terminated). */
    public int arriveAndAwaitAdvance() {
        int arrival = doArrive(false);
        if (arrival < 0) {
            return arrival;
        }
        return awaitAdvance(arrival);
    }

    /** Waits while the phase is {@code phase}; interrupts are kept for later. */
    public synchronized int awaitAdvance(int phase) {
        ironpf.Guarded.begin();
        boolean interrupted = false;
        try {
            if (phase < 0) {
                return phase;
            }
            while (!terminated && this.phase == phase) {
                try {
                    ironpf.Guarded.await(this);
                } catch (InterruptedException e) {
                    ironpf.Guarded.begin();
                    interrupted = true;
                }
            }
            return reported();
        } finally {
            ironpf.Guarded.end();
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    public synchronized int awaitAdvanceInterruptibly(int phase) throws InterruptedException {
        ironpf.Guarded.begin();
        try {
            if (phase < 0) {
                return phase;
            }
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            while (!terminated && this.phase == phase) {
                ironpf.Guarded.await(this);
            }
            return reported();
        } finally {
            ironpf.Guarded.end();
        }
    }

    /** A timed wait may end at any point: TimeoutException if the phase has not advanced. */
    public synchronized int awaitAdvanceInterruptibly(int phase, long timeout, TimeUnit unit)
            throws InterruptedException, TimeoutException {
        ironpf.Guarded.begin();
        try {
            if (phase < 0) {
                return phase;
            }
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            if (!terminated && this.phase == phase && timeout > 0) {
                ironpf.Guarded.await(this, Math.max(1L, unit.toMillis(timeout)));
            }
            if (!terminated && this.phase == phase) {
                throw new TimeoutException();
            }
            return reported();
        } finally {
            ironpf.Guarded.end();
        }
    }

    public synchronized void forceTermination() {
        if (!terminated) {
            terminated = true;
            notifyAll();
        }
    }

    public final synchronized int getPhase() {
        return reported();
    }

    public synchronized int getRegisteredParties() {
        return parties;
    }

    public synchronized int getArrivedParties() {
        return parties - unarrived;
    }

    public synchronized int getUnarrivedParties() {
        return unarrived;
    }

    public Phaser getParent() {
        return null;
    }

    public Phaser getRoot() {
        return this;
    }

    public synchronized boolean isTerminated() {
        return terminated;
    }

    protected boolean onAdvance(int phase, int registeredParties) {
        return registeredParties == 0;
    }

    public String toString() {
        synchronized (this) {
            return stateString();
        }
    }
}
