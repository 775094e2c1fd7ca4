//! Backtrack sets: UPDATEBACKTRACKSET and UPDATEBACKTRACKSETDFS (Algorithm 5), the backward
//! searches over R from a transition, with the summaries of Appendix D carried through
//! UPDATEBACKTRACKSETSFROMGRAPH (Algorithm 3) and ISFULLCYCLE (Algorithm 4); the access sets
//! transitions share, which of their accesses can conflict with R as it is, and the
//! dependence diagnostic.

use super::*;
use crate::vm::Access;

pub(super) fn normalize(mut a: Vec<Access>) -> Vec<Access> {
    // One entry per location; a write wins over a read.
    a.sort_unstable_by(|x, y| x.location.cmp(&y.location).then(y.write.cmp(&x.write)));
    a.dedup_by(|later, first| later.location == first.location);
    a
}

/// conflicts(a, b): same location, at least one write.
pub(super) fn conflicts(a: &Access, b: &Access) -> bool {
    a.location == b.location && (a.write || b.write)
}

/// Whether some access of sorted `a` conflicts with one of sorted `b`.
pub(super) fn any_conflict(a: &[Access], b: &[Access]) -> bool {
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].location.cmp(&b[j].location) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                if conflicts(&a[i], &b[j]) {
                    return true;
                }
                i += 1;
                j += 1;
            }
        }
    }
    false
}

/// The accesses of sorted `a` to locations that sorted `b` does not write (a merge: both
/// are normalized, one entry per location).
pub(super) fn without_written(a: &[Access], b: &[Access]) -> Vec<Access> {
    let mut rest = Vec::with_capacity(a.len());
    let mut j = 0;
    for x in a {
        while j < b.len() && b[j].location < x.location {
            j += 1;
        }
        if !(j < b.len() && b[j].location == x.location && b[j].write) {
            rest.push(*x);
        }
    }
    rest
}

impl Dpor<'_, '_> {
    pub(super) fn intern(&mut self, a: Vec<Access>) -> AccessSet {
        if let Some(&id) = self.access_ids.get(&a) {
            return id;
        }
        let id = self.access_sets.len() as AccessSet;
        self.access_sets.push(a.clone());
        self.access_ids.insert(a, id);
        self.conflictable_of.push(NO_SET);
        self.with_set.push(NO_TRANS);
        id
    }

    /// Whether `a` and `b` conflict, and the accesses of `a` that conflict with none of `b`.
    pub(super) fn step(&mut self, a: AccessSet, b: AccessSet) -> (bool, AccessSet) {
        let key = ((a as u64) << 32) | b as u64;
        if let Some(&r) = self.steps.get(&key) {
            return r;
        }
        let (va, vb) = (&self.access_sets[a as usize], &self.access_sets[b as usize]);
        let conflict = any_conflict(va, vb);
        // Line 16 of Algorithm 5 drops every access that conflicts with t_b. That is right
        // when t_b writes the location: every earlier access to it conflicts with t_b, so
        // it is ordered before t_b and t_b's own search covers it. When t_b only reads it,
        // an earlier read of the location does not conflict with t_b and still races with
        // the write in A, so the write is kept (found by the soundness harness, seed 5940;
        // tests/dpor/ReadBetweenRaces.java).
        let rest = without_written(va, vb);
        // Most predecessors write none of A: A goes on unchanged (no need to intern it again).
        let rest = if rest.len() == va.len() {
            a
        } else {
            self.intern(rest)
        };
        let r = (conflict, rest);
        self.steps.insert(key, r);
        r
    }

    pub(super) fn is_empty_set(&self, a: AccessSet) -> bool {
        self.access_sets[a as usize].is_empty()
    }

    /// Lines 9-13 of Algorithm 5: `e` goes into backtrack(s) if enabled there, otherwise every
    /// event enabled at s does.
    pub(super) fn set_backtrack_point(&mut self, s: StateId, e: i32) {
        let enabled = self.enabled(self.states[s as usize].offer);
        match enabled.binary_search(&e) {
            Ok(i) => self.add_backtrack_at(s, i),
            Err(_) => {
                for i in 0..enabled.len() {
                    self.add_backtrack_at(s, i);
                }
            }
        }
    }

    /// Whether backtrack(s) holds every event enabled at s (then a backtracking point set at s
    /// changes nothing; most states, where all events conflict).
    pub(super) fn backtracks_all(&self, s: StateId) -> bool {
        let st = &self.states[s as usize];
        st.backtrack.len() == self.enabled(st.offer).len()
    }

    /// Puts the i-th enabled event of s into backtrack(s).
    pub(super) fn add_backtrack_at(&mut self, s: StateId, i: usize) {
        let st = &mut self.states[s as usize];
        if st.backtrack.insert(i) && !st.done.contains(i) {
            self.pending.insert(s);
        }
    }

    /// Lines 8 and 28-29: states(S) go into H, and a new execution starts.
    pub(super) fn add_seq_to_history(&mut self) {
        for &s in &self.seq.states {
            self.states[s as usize].in_history = true;
        }
        self.seq.clear();
    }

    /// ISFULLCYCLE (Algorithm 4): dst(t) was visited earlier in this execution, and the cycle
    /// from there has executed every event enabled in it.
    pub(super) fn is_full_cycle(&self, t: TransId) -> bool {
        let tr = &self.transitions[t as usize];
        let Some(i) = self.seq.position(tr.dst) else {
            return false;
        };
        let offer = self.states[tr.dst as usize].offer;
        self.seq
            .closes_full_cycle(i, tr.event, offer, |o| self.enabled(o))
    }

    /// UPDATEBACKTRACKSETSFROMGRAPH (Algorithm 3) with the summaries of Appendix D: rather
    /// than searching backwards again from every transition reachable from dst(t), the pairs
    /// (event(t_conf), A) those transitions have already propagated back to dst(t) are taken
    /// from its summary and carried on backwards over t.
    pub(super) fn update_backtrack_sets_from_graph(&mut self, t: TransId) {
        let added = match &self.states[self.transitions[t as usize].dst as usize].summary {
            Summary::Shared(pairs) => self.visit_predecessor(t, *pairs),
            Summary::Own(set) => {
                // Too large to intern on every visit: its image is made directly.
                let pairs: Vec<u64> = set.iter().copied().collect();
                let tr = &self.transitions[t as usize];
                let (src, accesses, event) = (tr.src, self.accesses(t), tr.event);
                let (conflicting, out) = self.image_of(&pairs, accesses, event);
                if !self.backtracks_all(src) {
                    for e in conflicting {
                        self.set_backtrack_point(src, e);
                    }
                }
                if self.dependences.is_some() {
                    self.count_dependences(&pairs, accesses);
                }
                let image = self.summaries.intern(out);
                self.summarize(src, image)
            }
        };
        if added != EMPTY {
            self.update_backtrack_set_dfs(t, added);
        }
    }

    /// Lines 6-16 of UPDATEBACKTRACKSETDFS for one predecessor t_b, for every pair
    /// (event of t_conf, A) of `pairs` live at dst(t_b) at once: sets backtracking points at
    /// src(t_b) for the pairs whose A conflicts with t_b, adds what each pair becomes to the
    /// summary of src(t_b), and returns the pairs that were new there (the ones to carry on
    /// backwards; a pair that has passed src(t_b) before stops, as in Appendix D).
    ///
    /// Carrying a set of pairs through one search visits, for each pair, the transitions its
    /// own search would visit: a pair is carried over t_b only as part of the set that
    /// crossed every transition on the search path before it, so the path (T_exp) it is
    /// checked against is its own.
    pub(super) fn visit_predecessor(&mut self, t_b: TransId, pairs: SummaryId) -> SummaryId {
        let tr = &self.transitions[t_b as usize];
        let (b_src, accesses, event) = (tr.src, self.accesses(t_b), tr.event);
        let ((from, len), image) = self.image(pairs, accesses, event);
        if len > 0 && !self.backtracks_all(b_src) {
            for i in from..from + len {
                let e = self.conflict_events[i as usize];
                self.set_backtrack_point(b_src, e);
            }
        }
        if self.dependences.is_some() {
            let pairs = self.summaries.pairs(pairs).to_vec();
            self.count_dependences(&pairs, accesses);
        }
        self.summarize(b_src, image)
    }

    /// Adds the pairs of `add` to the summary of s; returns those that were new there.
    pub(super) fn summarize(&mut self, s: StateId, add: SummaryId) -> SummaryId {
        if add == EMPTY {
            return EMPTY;
        }
        if let Summary::Shared(have) = self.states[s as usize].summary {
            if self.summaries.pairs(have).len() + self.summaries.pairs(add).len() <= self.own_above
            {
                let (grown, added) = self.summaries.merge(have, add);
                self.states[s as usize].summary = Summary::Shared(grown);
                return added;
            }
            let own = self.summaries.pairs(have).iter().copied().collect();
            self.states[s as usize].summary = Summary::Own(Box::new(own));
        }
        let Summary::Own(set) = &mut self.states[s as usize].summary else {
            unreachable!("made its own above");
        };
        let pairs = self.summaries.pairs(add);
        // `pairs` is sorted, so what is new is too.
        let added: Vec<u64> = pairs.iter().copied().filter(|&p| set.insert(p)).collect();
        if added.len() == pairs.len() {
            add
        } else {
            self.summaries.intern(added)
        }
    }

    /// What the pairs P live at dst(t_b) become at src(t_b) (lines 6-16, per pair): a pair
    /// (e, A) whose A conflicts with accesses(t_b) sets a backtracking point for e and goes on
    /// as (event(t_b), rest), any other as (e, rest), where rest is A without what t_b
    /// writes; pairs with nothing left stop. Returns the conflicting events (a range of
    /// `conflict_events`, sorted) and the resulting pairs; computed once per key.
    pub(super) fn image(&mut self, pairs: SummaryId, accesses: AccessSet, event: i32) -> Image {
        if let Some(&r) = self.images.get(&(pairs, accesses, event)) {
            return r;
        }
        let set = self.summaries.pairs(pairs).to_vec();
        let (conflicting, out) = self.image_of(&set, accesses, event);
        let image = self.summaries.intern(out);
        let from = self.conflict_events.len() as u32;
        self.conflict_events.extend_from_slice(&conflicting);
        let r = ((from, conflicting.len() as u32), image);
        self.images.insert((pairs, accesses, event), r);
        r
    }

    /// [`Dpor::image`] of a slice of pairs: the conflicting events and the resulting pairs,
    /// both sorted and without duplicates.
    pub(super) fn image_of(
        &mut self,
        pairs: &[u64],
        accesses: AccessSet,
        event: i32,
    ) -> (Vec<i32>, Vec<u64>) {
        let mut conflicting = Vec::new();
        let mut out = Vec::new();
        for &p in pairs {
            let (e, a) = summary::unpair(p);
            let (conflict, rest) = self.step(a, accesses);
            let e2 = if conflict {
                conflicting.push(e);
                event
            } else {
                e
            };
            if !self.is_empty_set(rest) {
                out.push(summary::pair(e2, rest));
            }
        }
        conflicting.sort_unstable();
        conflicting.dedup();
        out.sort_unstable();
        out.dedup();
        (conflicting, out)
    }

    /// The diagnostic: counts, for each location, the pairs whose conflict with accesses
    /// `b` is on it.
    pub(super) fn count_dependences(&mut self, pairs: &[u64], b: AccessSet) {
        let Some(counts) = &mut self.dependences else {
            return;
        };
        let b = &self.access_sets[b as usize];
        for &p in pairs {
            let (_, a) = summary::unpair(p);
            for x in &self.access_sets[a as usize] {
                if b.iter().any(|y| conflicts(x, y)) {
                    *counts.entry(x.location).or_default() += 1;
                }
            }
        }
    }

    /// Adds new transition t's writes to `written` and sets accesses(t) to what can conflict.
    /// Transitions that read a location t is the first to write get that read back in their
    /// accesses and (under dpor) run UPDATEBACKTRACKSET again: their earlier searches, and
    /// the summaries those left, did without it, so the conflicts between those reads and t
    /// (or later writers) are found now, over the graph as it is, which holds every path
    /// those searches took. Under sdpor the updated accesses are enough: its searches read
    /// accesses(t) from R whenever they run.
    pub(super) fn note_writes(&mut self, t: TransId) {
        let all = self.transitions[t as usize].all_accesses;
        let new_set = self.with_set[all as usize] == NO_TRANS;
        self.transitions[t as usize].next_same = self.with_set[all as usize];
        self.with_set[all as usize] = t;
        let mut regained: Vec<AccessSet> = Vec::new();
        for a in &self.access_sets[all as usize] {
            if a.write && self.written.insert(a.location) {
                regained.extend(self.readers.remove(&a.location).unwrap_or_default());
            }
        }
        // A set already some transition's has its unwritten reads listed (t's writes are
        // none of them: a set holds one access per location).
        if new_set {
            for a in &self.access_sets[all as usize] {
                if !a.write && !self.written.contains(&a.location) {
                    self.readers.entry(a.location).or_default().push(all);
                }
            }
        }
        regained.sort_unstable();
        regained.dedup();
        // The regained sets (every set that reads a newly written location is one of them)
        // are the only ones whose conflictable accesses change; t's needs computing only if
        // it is new.
        if new_set {
            self.conflictable_of[all as usize] = self.conflictable(all);
        }
        for &set in &regained {
            self.conflictable_of[set as usize] = self.conflictable(set);
        }
        if self.mode == Mode::Dpor {
            let mut readers: Vec<TransId> = Vec::new();
            for set in regained {
                let mut r = self.with_set[set as usize];
                while r != NO_TRANS {
                    readers.push(r);
                    r = self.transitions[r as usize].next_same;
                }
            }
            readers.sort_unstable();
            for r in readers {
                self.update_backtrack_set(r);
            }
        }
    }

    /// The accesses of set `all` that can conflict with R as it is: its writes and its reads
    /// of written locations.
    pub(super) fn conflictable(&mut self, all: AccessSet) -> AccessSet {
        let accesses = &self.access_sets[all as usize];
        let kept: Vec<Access> = accesses
            .iter()
            .copied()
            .filter(|a| a.write || self.written.contains(&a.location))
            .collect();
        if kept.len() == accesses.len() {
            all
        } else {
            self.intern(kept)
        }
    }

    /// accesses(t): what t did that can conflict with R as it is.
    pub(super) fn accesses(&self, t: TransId) -> AccessSet {
        self.conflictable_of[self.transitions[t as usize].all_accesses as usize]
    }

    /// UPDATEBACKTRACKSET (Algorithm 5): the pair (event(t), accesses(t)) is live at src(t)
    /// (recorded in its summary) and is carried backwards from there.
    pub(super) fn update_backtrack_set(&mut self, t: TransId) {
        let tr = &self.transitions[t as usize];
        let (src, event, accesses) = (tr.src, tr.event, self.accesses(t));
        if self.is_empty_set(accesses) {
            return;
        }
        let single = self.summaries.singleton(summary::pair(event, accesses));
        let added = self.summarize(src, single);
        if added != EMPTY {
            self.update_backtrack_set_dfs(t, added);
        }
    }

    /// UPDATEBACKTRACKSETDFS (Algorithm 5): a backwards depth-first search over R from
    /// t_curr, carrying the pairs (event of t_conf, accesses A still looking for a conflict)
    /// new at src(t_curr); lines 9-10 use only the event of t_conf. The search stops where
    /// no pair has accesses left and, per Appendix D, where the summary shows every pair
    /// has passed before. `self.explored` is T_exp, marking the transitions on the current
    /// search path.
    pub(super) fn update_backtrack_set_dfs(&mut self, t_curr: TransId, pairs: SummaryId) {
        let mut explored = std::mem::take(&mut self.explored);
        explored.resize(self.transitions.len(), false);
        explored[t_curr as usize] = true;
        // Explicit stack: (t_curr, pairs, the next transition of pred_R(t_curr) to visit).
        // Every frame unmarks its transition when popped, so `explored` is all false again
        // at the end.
        let preds = |d: &Self, t: TransId| {
            d.states[d.transitions[t as usize].src as usize]
                .incoming
                .first
        };
        let mut stack: Vec<(TransId, SummaryId, TransId)> =
            vec![(t_curr, pairs, preds(self, t_curr))];
        while let Some((tc, pairs, cursor)) = stack.last_mut() {
            if *cursor == NO_TRANS {
                let tc = *tc;
                stack.pop();
                explored[tc as usize] = false;
                continue;
            }
            let t_b = *cursor;
            *cursor = self.transitions[t_b as usize].next_in;
            if explored[t_b as usize] {
                continue;
            }
            let pairs = *pairs;
            let added = self.visit_predecessor(t_b, pairs);
            if added != EMPTY {
                explored[t_b as usize] = true;
                stack.push((t_b, added, preds(self, t_b)));
            }
        }
        self.explored = explored;
    }
}
