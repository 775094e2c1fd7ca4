package java.util.concurrent;

/**
 * A meeting point where two threads swap objects (ironpf runtime library), over the monitor
 * of this object: the offer of a thread waiting for a partner is a field guarded by the
 * monitor; the waiting thread waits on it. A thread that finds an offer takes its item, leaves
 * its own and wakes the offerer; otherwise it offers and waits. Each operation is one step
 * after entering the monitor (ironpf.Guarded). A timed exchange may time out at any point.
 */
public class Exchanger<V> {
    private static final class Offer {
        final Object item;
        Object reply;
        boolean matched;

        Offer(Object item) {
            this.item = item;
        }
    }

    /** The offer of the thread waiting for a partner, or null. */
    private Offer waiting;

    public Exchanger() {
    }

    @SuppressWarnings("unchecked")
    private synchronized V swap(V x, boolean timed, long millis)
            throws InterruptedException, TimeoutException {
        ironpf.Guarded.begin();
        try {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            Offer other = waiting;
            if (other != null) {
                waiting = null;
                other.reply = x;
                other.matched = true;
                notifyAll();
                return (V) other.item;
            }
            Offer mine = new Offer(x);
            waiting = mine;
            boolean interrupted = false;
            try {
                while (!mine.matched) {
                    if (timed && millis <= 0) {
                        break;
                    }
                    try {
                        if (timed) {
                            ironpf.Guarded.await(this, millis);
                        } else {
                            ironpf.Guarded.await(this);
                        }
                    } catch (InterruptedException e) {
                        ironpf.Guarded.begin();
                        if (!mine.matched) {
                            waiting = null;
                            throw e;
                        }
                        // matched already: the exchange stands, the interrupt is for later
                        interrupted = true;
                    }
                    if (timed) {
                        break;
                    }
                }
                if (!mine.matched) {
                    waiting = null;
                    throw new TimeoutException();
                }
                return (V) mine.reply;
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        } finally {
            ironpf.Guarded.end();
        }
    }

    public V exchange(V x) throws InterruptedException {
        try {
            return swap(x, false, 0L);
        } catch (TimeoutException e) {
            throw new Error(e);
        }
    }

    public V exchange(V x, long timeout, TimeUnit unit)
            throws InterruptedException, TimeoutException {
        return swap(x, true, timeout > 0 ? Math.max(1L, unit.toMillis(timeout)) : 0L);
    }
}
