// Four Groovy "apps" that share nothing, as ironpf.Events handlers written as closures: each
// counts its own event three times and then disables it. As in tests/dpor/IndependentApps.java,
// the full search visits all 4^4 = 256 combinations of the counters, and dpor needs one
// interleaving (13 states): the Groovy runtime's call sites (created the first time each
// closure runs) are machinery, neither state nor accesses, so they add no states and make no
// conflicts.
import ironpf.Events

class Counters {
    static int c0, c1, c2, c3
}

Events.register('app0', { if (++Counters.c0 == 3) Events.disable(0) })
Events.register('app1', { if (++Counters.c1 == 3) Events.disable(1) })
Events.register('app2', { if (++Counters.c2 == 3) Events.disable(2) })
Events.register('app3', { if (++Counters.c3 == 3) Events.disable(3) })
Events.run()
