//! Stateful dynamic partial-order reduction for event-driven programs that do not terminate
//! (Trimananda et al., VMCAI 2022, Algorithms 1-5 and the summaries of Appendix D). The
//! functions are named after the paper's procedures so the two can be read side by side:
//!
//! | paper | here |
//! |---|---|
//! | EXPLOREALL (Alg. 1) | [`Dpor::explore_all`] |
//! | EXPLORE (Alg. 2) | [`Dpor::explore`] (iterative: one [`ExploreFrame`] per recursive call) |
//! | UPDATEBACKTRACKSETSFROMGRAPH (Alg. 3) | [`Dpor::update_backtrack_sets_from_graph`] |
//! | ISFULLCYCLE (Alg. 4) | [`Dpor::is_full_cycle`] |
//! | UPDATEBACKTRACKSET, UPDATEBACKTRACKSETDFS (Alg. 5) | [`Dpor::update_backtrack_set`], [`Dpor::update_backtrack_set_dfs`] |
//! | `next(s, e)` | [`Dpor::next`] |
//! | S, H, R | `self.seq` (an [`Execution`]), `State::in_history`, `self.transitions` + `State::incoming` |
//!
//! A transition is an event handler run atomically: everything from an event choice (a
//! `Verify.getIntFromList` or an `ironpf.Events` choice) to the next one. Data choices inside
//! (`Verify.getInt`, `getBoolean`) are explored fully within the event, so one event from one
//! state can give several transitions, one per data branch; each is a transition of R with its
//! own accesses. This is the only generalization of the paper's algorithm.

use std::collections::BTreeSet;
use std::hash::{BuildHasherDefault, Hasher};

use hashbrown::HashMap;

mod backtrack;
mod execution;
mod graph;
mod run;
pub mod sdpor;
mod summary;
use execution::Execution;
use graph::*;
use run::*;
use summary::{EMPTY, Summaries, SummaryId};

use super::engine::{Engine, Step};
use super::memo::{Memo, MemoSlot};
use super::strategy::{Explore, Findings};
use crate::error::VmError;
use crate::runtime::FixedState;
use crate::state::{Fingerprint, FingerprintHasher};
use crate::vm::{Access, ChoiceRequest};

type StateId = u32;

type TransId = u32;

/// An interned set of accesses: sorted, one entry per location (a write if the location was
/// written). Transitions and summaries share them.
type AccessSet = u32;

/// (pairs P, accesses(t_b), event(t_b)): see `Dpor::image`.
type ImageKey = (SummaryId, AccessSet, i32);

/// The conflicting events (a range of `Dpor::conflict_events`) and the resulting pairs.
type Image = ((u32, u32), SummaryId);

/// A node of sdpor's visible operation dependency graph.
struct VodgNode {
    event: i32,
    all_accesses: AccessSet,
    successors: Vec<u32>,
}

/// The conflictable accesses of a set no transition has (see `Dpor::conflictable_of`).
const NO_SET: AccessSet = AccessSet::MAX;

/// A state's Appendix D summary: an interned set (see [`summary`]) while it is small, as
/// states mostly share a few small summaries; the state's own hash set once it holds more
/// than [`OWN_ABOVE`] pairs (`IRONPF_DPOR_OWN_ABOVE` when set: the soundness harness runs
/// half its programs with 0), since an interned set grows by copying (on a pair whose states
/// each gathered thousands of pairs, copying made dpor 2.3x slower).
enum Summary {
    Shared(SummaryId),
    Own(Box<hashbrown::HashSet<u64, BuildHasherDefault<PairHasher>>>),
}

const OWN_ABOVE: usize = 256;

/// One activation of EXPLORE(s): the transitions of the event being explored that remain to
/// be processed (lines 20-36 for each).
struct ExploreFrame {
    s: StateId,
    pending: Vec<TransId>,
    next: usize,
    /// State s in memory while the search is deeper (see [`Memos`]).
    memo: Option<Box<Memo>>,
}

impl ExploreFrame {
    fn new(s: StateId) -> ExploreFrame {
        ExploreFrame {
            s,
            pending: Vec::new(),
            next: 0,
            memo: None,
        }
    }
}

impl MemoSlot for ExploreFrame {
    fn memo_slot(&mut self) -> &mut Option<Box<Memo>> {
        &mut self.memo
    }
}

/// `--strategy dpor`: the event DPOR of Trimananda et al. (Algorithms 1-5 with Appendix D),
/// which also reduces thread interleavings (a thread choice's options are its events).
#[derive(Default)]
pub struct DporSearch {
    visited: Vec<Fingerprint>,
    findings: Findings,
}

impl Explore for DporSearch {
    fn explore(&mut self, e: &mut Engine) -> Result<(), VmError> {
        (self.visited, self.findings) = search(e, Mode::Dpor)?;
        Ok(())
    }

    fn visited(&self) -> Vec<Fingerprint> {
        self.visited.clone()
    }

    fn findings(&self) -> Findings {
        self.findings.clone()
    }
}

/// Runs the search of `mode` with the engine; returns the states it visited (only when
/// `--states-out` asks for them) and what it adds to the report.
pub(super) fn search(e: &mut Engine, mode: Mode) -> Result<(Vec<Fingerprint>, Findings), VmError> {
    let states_out = e.cfg.states_out.is_some();
    let mut d = Dpor::new(e, mode);
    d.explore_all()?;
    let findings = Findings {
        unique_transitions: Some(d.unique_transitions()),
        events: Some(d.events()),
        stored_bytes: Some(d.stored_bytes() as u64),
        // Yang et al.'s algorithm is exact only on acyclic state spaces: having met a cycle,
        // sdpor may have skipped a violating interleaving (the registry says so; the engine
        // then ends the check as one that did not cover everything, exit 3).
        cycle: d.cycle.is_some(),
        warnings: Vec::new(),
    };
    let visited = if states_out {
        d.fingerprints()
    } else {
        Vec::new()
    };
    Ok((visited, findings))
}

/// Which algorithm drives the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Trimananda et al.: Algorithms 1-5 with Appendix D.
    Dpor,
    /// Yang et al.'s stateful DPOR adapted to events: the search stops at any visited state,
    /// whose reachable transitions in R (the visible operation dependency graph) stand for
    /// what lies beyond it, and backtracking points are set only along the current path.
    /// Sound only for acyclic state spaces; the baseline that shows why the paper's
    /// extensions are needed.
    Sdpor,
}

pub struct Dpor<'e, 'a> {
    /// The engine: the VM, the serializer, the memos, the statistics, the violations.
    e: &'e mut Engine<'a>,
    mode: Mode,
    /// Accesses the VM recorded over all transitions run (for the debug log).
    recorded_accesses: u64,
    /// How `go_to` reached its states (for the debug log): by undoing the last transition
    /// or copying the base, by serializing the VM where it stood, by restoring a snapshot.
    went: [u64; 3],
    /// How `state_here` fingerprinted: from the sections written, by a full serialization.
    fingerprinted: [u64; 2],
    /// Full serializations of new states fingerprinted from their sections (a keyframe, or a
    /// patch that could not be made), and of the VM where it stood in `go_to`.
    serialized_for: [u64; 2],
    /// `stash_base` calls: the base was not the top frame's state; the next state became the
    /// base from the patch; it did not.
    stashed: [u64; 3],
    /// T_exp of the backward searches, by transition; all false between searches.
    explored: Vec<bool>,
    access_sets: Vec<Vec<Access>>,
    access_ids: HashMap<Vec<Access>, AccessSet, BuildHasherDefault<PairHasher>>,
    /// For (A, accesses(t_b)): whether they conflict, and A \ conflicts(accesses(t_b));
    /// computed once per pair.
    steps: HashMap<u64, (bool, AccessSet), BuildHasherDefault<PairHasher>>,
    summaries: Summaries,
    /// See [`Summary`].
    own_above: usize,
    /// For (pairs P, accesses(t_b), event(t_b)): the events of t_conf whose accesses in P
    /// conflict with t_b (a range of `conflict_events`), and the pairs P becomes on the
    /// other side of t_b; computed once per key (see `Dpor::image`).
    images: HashMap<ImageKey, Image, BuildHasherDefault<PairHasher>>,
    conflict_events: Vec<i32>,
    /// The locations some transition of R writes. A read of any other location conflicts
    /// with nothing in R, so it is left out of the transition's accesses (most of what a
    /// Groovy handler reads: the runtime's tables, the apps' settings, the model's
    /// configuration); when a transition first writes a location, the transitions that read
    /// it get it back and search backwards again (`Dpor::note_writes`).
    written: hashbrown::HashSet<crate::vm::Location, FixedState>,
    /// For each set A of all accesses of some transition: the accesses of A that can conflict
    /// with R as it is, its writes and its reads of written locations (`NO_SET` for sets of
    /// no transition).
    conflictable_of: Vec<AccessSet>,
    /// For each location no transition writes yet, the sets of all accesses (of some
    /// transition) that read it. Kept per set, not per transition: transitions mostly share
    /// their sets, and each reads hundreds of such locations.
    readers: HashMap<crate::vm::Location, Vec<AccessSet>, FixedState>,
    /// For each set of accesses, the last transition whose `all_accesses` it is (the others
    /// follow through `DTrans::next_same`; `NO_TRANS` for sets of no transition).
    with_set: Vec<TransId>,
    /// The state whose events are being run, kept in memory: new states are stored as
    /// patches against it, and each of its events starts from it.
    base: Option<Base>,
    /// The VM holds `base.state` plus the writes tracked since its last `begin_tracking`
    /// (so undoing those writes gets back to the base, and the written sections give the
    /// next fingerprint).
    clean: bool,
    /// The state the VM stands in, untouched since the transition that reached it ended.
    at: Option<StateId>,
    /// The state whose full serialization `buf` (and the serializer's current sections)
    /// hold.
    serialized: Option<StateId>,
    /// The state `state_here` last fingerprinted from the serializer's incremental sections
    /// (patches of the base's) and, when new, stored as their patch, with no full
    /// serialization: the search can make it the base from those sections (see
    /// `Dpor::stash_base`). A revisited state counts too: Algorithm 2 goes on past a state
    /// match (line 5), and without this each such step cost a full serialization.
    fresh: Option<StateId>,
    /// Copies of states no data branch point holds any more, kept for their allocations.
    branch_states: Vec<crate::vm::State>,
    /// The option indices of all transitions, one after another.
    choice_arena: Vec<u32>,
    /// The transitions from the start of the current DFS path (sdpor).
    path: Vec<TransId>,
    /// sdpor: the visible operation dependency graph G (Yang et al.), whose nodes are the
    /// distinct (event, all accesses) of transitions, with an edge from each transition's
    /// node to the nodes of the transitions explored right after it.
    vodg: Vec<VodgNode>,
    vodg_ids: HashMap<(i32, AccessSet), u32>,
    buf: Vec<u8>,
    states: Vec<DState>,
    offers: Vec<Offer>,
    offer_ids: HashMap<ChoiceRequest, u32, FixedState>,
    /// The event of each (choice site, option value), numbered in the order first met.
    event_ids: HashMap<(u64, i32), i32, FixedState>,
    /// The data choices before the first event of each initial state (see `Via::Root`).
    roots: Vec<Vec<u32>>,
    ids: HashMap<Fingerprint, StateId, BuildHasherDefault<FingerprintHasher>>,
    /// The states at data choices before the first event (see `run_data_choices`).
    data_states: crate::state::StateSet,
    /// Data choice points run inside transitions (not states of R, never matched): they
    /// count against `--max-states` so that a handler with exponentially many data paths
    /// cannot run past it.
    data_points: u64,
    transitions: Vec<DTrans>,
    /// S: the current execution.
    seq: Execution,
    /// States with backtrack(s) != done(s) that EXPLOREALL still has to visit.
    pending: BTreeSet<StateId>,
    /// With `RUST_LOG=ironpf::dpor=debug`: for each location, how many times a conflict on
    /// it made a transition dependent on a predecessor (the diagnostic for spurious
    /// dependences, logged at the end).
    dependences: Option<HashMap<crate::vm::Location, u64, FixedState>>,
    /// sdpor: a state the search met again on the path that reached it (a cycle), which
    /// Yang et al.'s algorithm does not account for.
    pub cycle: Option<StateId>,
    stop: bool,
}

/// Hashes a pair of ids packed into a u64 (a multiply-xorshift mix).
#[derive(Default)]
struct PairHasher(u64);

impl Hasher for PairHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64((self.0 << 8) | b as u64);
        }
    }
    fn write_u64(&mut self, v: u64) {
        let x = (v ^ self.0).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 = x ^ (x >> 29);
    }
    fn write_u32(&mut self, v: u32) {
        self.write_u64(v as u64);
    }
    fn write_i32(&mut self, v: i32) {
        self.write_u64(v as u32 as u64);
    }
    fn write_u8(&mut self, v: u8) {
        self.write_u64(v as u64);
    }
    fn write_usize(&mut self, v: usize) {
        self.write_u64(v as u64);
    }
}

impl<'e, 'a> Dpor<'e, 'a> {
    pub fn new(e: &'e mut Engine<'a>, mode: Mode) -> Dpor<'e, 'a> {
        let explain = log::log_enabled!(target: "ironpf::dpor", log::Level::Debug);
        if explain {
            e.vm.location_classes = Some(Default::default());
        }
        Dpor {
            e,
            mode,
            explored: Vec::new(),
            access_sets: Vec::new(),
            access_ids: HashMap::default(),
            steps: HashMap::default(),
            summaries: Summaries::default(),
            own_above: std::env::var("IRONPF_DPOR_OWN_ABOVE")
                .ok()
                .and_then(|v| v.parse().ok())
                .unwrap_or(OWN_ABOVE),
            images: HashMap::default(),
            conflict_events: Vec::new(),
            written: Default::default(),
            readers: HashMap::default(),
            with_set: Vec::new(),
            conflictable_of: Vec::new(),
            base: None,
            clean: false,
            at: None,
            serialized: None,
            fresh: None,
            choice_arena: Vec::new(),
            branch_states: Vec::new(),
            path: Vec::new(),
            vodg: Vec::new(),
            vodg_ids: HashMap::default(),
            buf: Vec::new(),
            states: Vec::new(),
            offers: Vec::new(),
            offer_ids: HashMap::default(),
            event_ids: HashMap::default(),
            roots: Vec::new(),
            ids: HashMap::default(),
            data_states: Default::default(),
            data_points: 0,
            transitions: Vec::new(),
            seq: Execution::default(),
            pending: BTreeSet::new(),
            recorded_accesses: 0,
            went: [0; 3],
            fingerprinted: [0; 2],
            serialized_for: [0; 2],
            stashed: [0; 3],
            dependences: explain.then(HashMap::default),
            cycle: None,
            stop: false,
        }
    }

    /// EXPLOREALL (Algorithm 1).
    pub fn explore_all(&mut self) -> Result<(), VmError> {
        // The initial states: the program runs to its first event choice (data choices on the
        // way are explored fully, so there may be several).
        self.e.vm.begin_accesses(0);
        let initial = self.run_data_choices(None, Vec::new())?;
        for o in initial {
            if self.stop {
                break;
            }
            if matches!(self.states[o.dst as usize].via, Via::Unknown) {
                self.states[o.dst as usize].via = Via::Root(self.roots.len() as u32);
                self.roots.push(o.choices);
            }
            self.seq.clear();
            self.path.clear();
            self.explore(o.dst)?;
        }
        while !self.stop {
            // The lowest-numbered state with backtrack(s) != done(s); stale entries drop out.
            let Some(s) = self.pending.pop_first() else {
                break;
            };
            let st = &self.states[s as usize];
            if st.backtrack.first_not_in(&st.done).is_none() {
                continue;
            }
            self.seq.clear();
            self.explore(s)?;
        }
        self.debug_dump();
        Ok(())
    }

    /// `--max-depth`: whether state s is reached by that many choices (events and data
    /// choices, as `none` counts them) on the path that first reached it, so that it is not
    /// expanded (the search then ends with the limit).
    fn depth_limited(&mut self, s: StateId) -> bool {
        let Some(d) = self.e.cfg.max_depth else {
            return false;
        };
        if self.path_to(Some(s), &[]).len() < d {
            return false;
        }
        self.e.note_limit(|| format!("depth limit {d} reached"));
        true
    }

    /// Lines 2-16 of EXPLORE(s): returns false when the execution ends here (line 10).
    fn enter(&mut self, s: StateId) -> bool {
        let st = &mut self.states[s as usize];
        let enabled: &[i32] = match self.offers.get(st.offer as usize) {
            Some(o) => &o.enabled,
            None => &[],
        };
        if st.backtrack == st.done {
            let all_done = st.done.len() == enabled.len();
            if all_done {
                // Continue past a state match until the termination condition holds (line 5).
                // The event is the enabled one executed least recently in this execution, so
                // the cycle grows to contain every enabled event and ISFULLCYCLE can hold.
                let last_use = |e: i32| self.seq.last_use(e).map_or(-1, |i| i as i64);
                if let Some(i) = (0..enabled.len()).min_by_key(|&i| last_use(enabled[i])) {
                    st.done.remove(i);
                } else {
                    self.add_seq_to_history();
                    return false;
                }
            } else if let Some(i) = (0..enabled.len()).find(|&i| !st.done.contains(i)) {
                st.backtrack.insert(i);
            }
        }
        true
    }

    /// EXPLORE (Algorithm 2), with the recursion as an explicit stack of frames.
    fn explore(&mut self, s0: StateId) -> Result<(), VmError> {
        let mut frames: Vec<ExploreFrame> = Vec::new();
        if self.enter(s0) && !self.depth_limited(s0) {
            frames.push(ExploreFrame::new(s0));
        }
        while let Some(f) = frames.last_mut() {
            if self.stop {
                return Ok(());
            }
            let s = f.s;
            if f.next < f.pending.len() {
                let t = f.pending[f.next];
                f.next += 1;
                let depth = self.seq.transitions.len();
                self.e.tick(depth);
                let s2 = self.transitions[t as usize].dst;
                // Lines 22-24: events disabled by t go into backtrack(s).
                let (a, b) = (
                    self.states[s as usize].offer,
                    self.states[s2 as usize].offer,
                );
                if a != b {
                    let disabled: Vec<usize> = {
                        let b = self.enabled(b);
                        let a = self.enabled(a);
                        (0..a.len()).filter(|&i| !b.contains(&a[i])).collect()
                    };
                    for i in disabled {
                        self.add_backtrack_at(s, i);
                    }
                }
                if self.mode == Mode::Sdpor {
                    self.sdpor_step(t, &mut frames);
                    continue;
                }
                self.update_backtrack_set(t);
                if self.states[s2 as usize].in_history || self.is_full_cycle(t) {
                    self.update_backtrack_sets_from_graph(t);
                    self.add_seq_to_history();
                } else {
                    if self.seq.position(s2).is_some() {
                        self.update_backtrack_sets_from_graph(t);
                    }
                    if self.seq.states.last() != Some(&s) {
                        // S ends elsewhere only when an event from there had no transition
                        // (every branch ignored): that execution ended; a new one starts at s.
                        if !self.seq.states.is_empty() {
                            self.add_seq_to_history();
                        }
                        self.seq.push_state(s);
                    }
                    let event = self.transitions[t as usize].event;
                    self.seq
                        .push_transition(t, event, self.states[s2 as usize].offer);
                    // Max depth under dpor: the longest execution explored.
                    self.e.note_depth(self.seq.transitions.len());
                    self.seq.push_state(s2);
                    if self.enter(s2) && !self.depth_limited(s2) {
                        self.stash_base(&mut frames, s2);
                        frames.push(ExploreFrame::new(s2));
                        self.e.memos.trim(&mut frames);
                    }
                }
                continue;
            }
            // Line 17: the next event in backtrack(s) \ done(s).
            let next = {
                let st = &self.states[s as usize];
                st.backtrack.first_not_in(&st.done)
            };
            match next {
                Some(i) => {
                    let st = &mut self.states[s as usize];
                    st.done.insert(i);
                    let b = self.offers[st.offer as usize].enabled[i];
                    if let Some(memo) = frames.last_mut().and_then(|f| f.memo.take()) {
                        self.install_base(s, memo);
                    }
                    let ts = self.next(s, b)?;
                    let f = frames.last_mut().expect("frame");
                    f.pending = ts;
                    f.next = 0;
                }
                None => {
                    if let Some(memo) = frames.pop().and_then(|f| f.memo) {
                        self.e.memos.recycle(memo);
                    }
                    if self.mode == Mode::Sdpor {
                        self.path.pop();
                    }
                }
            }
        }
        Ok(())
    }
}
