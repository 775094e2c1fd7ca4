//! S, the current execution of Algorithm 2: its transitions and the states along it, with the
//! indexes EXPLORE's questions need (is a state on S and where first, when did an event last
//! run, is a cycle full: Algorithm 4), which would otherwise cost a scan of S per transition.

use hashbrown::HashMap;

use super::{StateId, TransId};
use crate::runtime::FixedState;

/// S, the current execution: its transitions and the states along it, with the indexes
/// EXPLORE's questions need (is a state on S, and where first; when did an event last run),
/// which would otherwise cost a scan of S per transition.
#[derive(Default)]
pub(super) struct Execution {
    pub(super) transitions: Vec<TransId>,
    /// states(S) in order: `states[i]` is where `transitions[i]` starts.
    pub(super) states: Vec<StateId>,
    /// The first position of each state in `states`.
    pub(super) first: HashMap<StateId, usize, FixedState>,
    /// The last position in `transitions` of each event's transitions.
    pub(super) last: HashMap<i32, usize, FixedState>,
    /// The last position in `transitions` of a transition ending in a state with each offer
    /// (ISFULLCYCLE's enabled events of a suffix of S, without a scan of it).
    pub(super) last_offer: HashMap<u32, usize, FixedState>,
}

impl Execution {
    pub(super) fn clear(&mut self) {
        self.transitions.clear();
        self.states.clear();
        self.first.clear();
        self.last.clear();
        self.last_offer.clear();
    }

    pub(super) fn push_state(&mut self, s: StateId) {
        self.first.entry(s).or_insert(self.states.len());
        self.states.push(s);
    }

    /// Appends transition t, of event `event`, ending in a state with offer `dst_offer`.
    pub(super) fn push_transition(&mut self, t: TransId, event: i32, dst_offer: u32) {
        self.last.insert(event, self.transitions.len());
        self.last_offer.insert(dst_offer, self.transitions.len());
        self.transitions.push(t);
    }

    /// The first position of state s on S.
    pub(super) fn position(&self, s: StateId) -> Option<usize> {
        self.first.get(&s).copied()
    }

    /// The position of the last transition of event e on S.
    pub(super) fn last_use(&self, e: i32) -> Option<usize> {
        self.last.get(&e).copied()
    }

    /// ISFULLCYCLE's test for the cycle made of the suffix of S from position i (where
    /// `states[i]` is dst(t)) and a transition t of event `event` into a state with offer
    /// `dst_offer`: the cycle's events are the events enabled in its states (`enabled` gives
    /// an offer's). Both sets come from the last positions kept per event and per offer, not
    /// from a scan of the suffix: executions reach thousands of transitions, and this runs on
    /// every transition that closes a cycle (the scan was most of the search loop's own time
    /// on a paper-shaped pair).
    pub(super) fn closes_full_cycle<'a>(
        &self,
        i: usize,
        event: i32,
        dst_offer: u32,
        enabled: impl Fn(u32) -> &'a [i32],
    ) -> bool {
        let mut events: Vec<i32> = self
            .last
            .iter()
            .filter(|&(_, &j)| j >= i)
            .map(|(&e, _)| e)
            .collect();
        events.push(event);
        let mut enabled_in: Vec<i32> = enabled(dst_offer).to_vec();
        for (&o, &j) in &self.last_offer {
            if j >= i {
                enabled_in.extend_from_slice(enabled(o));
            }
        }
        for v in [&mut events, &mut enabled_in] {
            v.sort_unstable();
            v.dedup();
        }
        events == enabled_in
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// `Execution::closes_full_cycle` against Algorithm 4's definition, a scan of the cycle,
    /// on random executions (events 0-5; offers 0-3 enable random sets of them, offer 4 none,
    /// as a state where the program has ended).
    #[test]
    fn full_cycle_from_last_positions_matches_a_scan_of_the_cycle() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        let mut checked = [0usize; 2];
        for _ in 0..300 {
            let offers: Vec<Vec<i32>> = (0..4)
                .map(|_| (0..6).filter(|_| next(3) != 0).collect())
                .collect();
            let enabled = |o: u32| offers.get(o as usize).map_or(&[][..], |v| &v[..]);
            let len = next(40) as usize;
            let mut seq = Execution::default();
            let mut steps: Vec<(i32, u32)> = Vec::new();
            seq.push_state(0);
            for k in 0..len {
                let (event, offer) = (next(6) as i32, next(5) as u32);
                seq.push_transition(k as TransId, event, offer);
                seq.push_state(k as StateId + 1);
                steps.push((event, offer));
            }
            for i in 0..=len {
                let (event, offer) = (next(6) as i32, next(5) as u32);
                let closing = (event, offer);
                let cycle = steps[i..].iter().chain(std::iter::once(&closing));
                let events: BTreeSet<i32> = cycle.clone().map(|&(e, _)| e).collect();
                let enabled_in: BTreeSet<i32> = cycle
                    .flat_map(|&(_, o)| enabled(o).iter().copied())
                    .collect();
                let full = events == enabled_in;
                assert_eq!(
                    seq.closes_full_cycle(i, event, offer, enabled),
                    full,
                    "offers {offers:?}, steps {steps:?}, from {i}, closing ({event}, {offer})"
                );
                checked[full as usize] += 1;
            }
        }
        // Both answers occur, so the comparison means something.
        assert!(checked[0] > 100 && checked[1] > 10, "{checked:?}");
    }
}
