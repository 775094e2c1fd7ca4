package android.os;

import gov.nasa.jpf.vm.Verify;
import java.util.ArrayList;

/**
 * The messages of a {@link Looper} (ironpf runtime library). Messages posted without a delay
 * are handled in the order they were posted, a front-of-queue post before all of them.
 *
 * <p>A delayed message (postDelayed, sendMessageDelayed, a time in the future) may come due at
 * any later point, as the EM-DPOR paper models it: whenever the looper takes its next message
 * while delayed ones are pending, it chooses between the first message due now and each
 * delayed one (a data choice under {@code ironpf check}; under {@code run} the first option:
 * messages due now first, then the delayed ones by their delay). This over-approximates real
 * time (two delayed messages may come in either order), so it misses no order a device could
 * produce; a violation it finds may need timing a device would not show, which the trace
 * makes plain.
 *
 * <p>State is guarded by the queue's monitor; the looper waits on it while nothing is queued.
 */
public final class MessageQueue {
    private final boolean quitAllowed;
    /** Messages due now, in handling order. */
    private final ArrayList<Message> due = new ArrayList<>();
    /** Delayed messages, by their delay (posting order among equal delays). */
    private final ArrayList<Message> delayed = new ArrayList<>();
    private boolean quitting;
    /** The looper's thread (its index among the VM's threads). */
    private final int thread = ironpf.Threads.index();
    /** The looper waits with nothing queued (the VM knows: see ironpf.Threads.setIdle). */
    private boolean idle;

    MessageQueue(boolean quitAllowed) {
        this.quitAllowed = quitAllowed;
    }

    private void busy() {
        if (idle) {
            idle = false;
            ironpf.Threads.setIdle(thread, false);
        }
    }

    /** Queues m (delay 0: due now); false when the looper has quit. */
    synchronized boolean enqueue(Message m, long delay, boolean front) {
        if (m.target == null) {
            throw new IllegalArgumentException("Message must have a target.");
        }
        if (m.inUse) {
            throw new IllegalStateException(m + " This message is already in use.");
        }
        if (quitting) {
            // Android logs "sending message to a Handler on a dead thread" and drops it.
            m.recycleUnchecked();
            return false;
        }
        m.inUse = true;
        m.delay = delay;
        if (front) {
            due.add(0, m);
        } else if (delay > 0) {
            int at = delayed.size();
            while (at > 0 && delayed.get(at - 1).delay > delay) {
                at--;
            }
            delayed.add(at, m);
        } else {
            due.add(m);
        }
        busy();
        notifyAll();
        return true;
    }

    /** The next message to handle, waiting while there is none; null once the looper quit. */
    synchronized Message next() {
        for (;;) {
            if (quitting && due.isEmpty()) {
                return null;
            }
            int now = due.isEmpty() ? 0 : 1;
            int options = now + delayed.size();
            if (options == 0) {
                // An idle looper does not keep the program alive (an Android app's loopers idle
                // for ever): the program is over when every other thread has ended.
                idle = true;
                ironpf.Threads.setIdle(thread, true);
                try {
                    wait();
                } catch (InterruptedException e) {
                    // A looper's wait is not interruptible on Android: keep the flag, wait on.
                    Thread.currentThread().interrupt();
                }
                continue;
            }
            int k = options == 1 ? 0 : Verify.getInt(0, options - 1);
            return k < now ? due.remove(0) : delayed.remove(k - now);
        }
    }

    synchronized void quit(boolean safely) {
        if (!quitAllowed) {
            throw new IllegalStateException("Main thread not allowed to quit.");
        }
        if (quitting) {
            return;
        }
        quitting = true;
        busy();
        dropAll(delayed);
        if (!safely) {
            dropAll(due);
        }
        notifyAll();
    }

    private static void dropAll(ArrayList<Message> list) {
        for (int i = 0; i < list.size(); i++) {
            list.get(i).recycleUnchecked();
        }
        list.clear();
    }

    /**
     * Removes h's messages that match: callback r (null: any), what (when byWhat; a posted
     * Runnable's what is 0, as on Android), object (null: any).
     */
    synchronized void remove(Handler h, Runnable r, boolean byWhat, int what, Object object) {
        removeFrom(due, h, r, byWhat, what, object);
        removeFrom(delayed, h, r, byWhat, what, object);
    }

    private static void removeFrom(ArrayList<Message> list, Handler h, Runnable r, boolean byWhat, int what,
            Object object) {
        for (int i = list.size() - 1; i >= 0; i--) {
            Message m = list.get(i);
            if (matches(m, h, r, byWhat, what, object)) {
                list.remove(i);
                m.recycleUnchecked();
            }
        }
    }

    synchronized boolean has(Handler h, Runnable r, boolean byWhat, int what, Object object) {
        for (int i = 0; i < due.size(); i++) {
            if (matches(due.get(i), h, r, byWhat, what, object)) {
                return true;
            }
        }
        for (int i = 0; i < delayed.size(); i++) {
            if (matches(delayed.get(i), h, r, byWhat, what, object)) {
                return true;
            }
        }
        return false;
    }

    private static boolean matches(Message m, Handler h, Runnable r, boolean byWhat, int what, Object object) {
        return m.target == h
                && (r == null || m.callback == r)
                && (!byWhat || m.what == what)
                && (object == null || m.obj == object);
    }

    /** Whether the looper has nothing to handle now (Android: no message due now). */
    public synchronized boolean isIdle() {
        return due.isEmpty();
    }
}
