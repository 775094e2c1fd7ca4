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

mod summary;
use summary::{EMPTY, Summaries, SummaryId};

use super::{
    CheckConfig, Memo, MemoSlot, Memos, Statistics, Step, Violation, describe_violation,
    run_transition,
};
use crate::error::VmError;
use crate::runtime::FixedState;
use crate::state::{Fingerprint, FingerprintHasher, Serializer, restore, undo_delta};
use crate::vm::{Access, ChoiceRequest, Recording, Vm};

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

/// A transition that took no data choice (see `DTrans::choices`).
const ONLY_EVENT: u32 = u32::MAX;

/// The conflictable accesses of a set no transition has (see `Dpor::conflictable_of`).
const NO_SET: AccessSet = AccessSet::MAX;

/// Deepest nesting of data choices inside one transition.
const MAX_DATA_DEPTH: usize = 1_000;

/// How a state's snapshot is kept: in full every `KEYFRAME_EVERY` discovery levels, otherwise
/// as a patch against the snapshot of state `base`, the state it was discovered from.
struct Stored {
    bytes: Box<[u8]>,
    /// [`FULL`] for a full snapshot.
    base: StateId,
}

const FULL: StateId = StateId::MAX;

const KEYFRAME_EVERY: u32 = 32;

struct DState {
    stored: Stored,
    /// Discovery levels since the last full snapshot.
    depth: u32,
    /// The event choice at this state and enabled(s): an index into `Dpor::offers`
    /// ([`NO_OFFER`] for a state where the program has ended).
    offer: u32,
    /// backtrack(s) and done(s), as positions in enabled(s) (both are subsets of it).
    backtrack: Positions,
    done: Positions,
    /// Transitions of R that end here (pred_R of the transitions leaving this state) and
    /// that leave here, in the order they were added.
    incoming: Edges,
    outgoing: Edges,
    /// In H: visited in a completed execution.
    in_history: bool,
    /// How this state was first reached (for replay paths).
    via: Via,
    /// A dead end after a violation or a path cut by `Verify.ignoreIf` (not a program
    /// state).
    error: bool,
    /// Appendix D: the (event(t_conf), accesses) pairs already propagated backwards through
    /// here.
    summary: Summary,
}

/// What a state offers: its event choice, the event of each of its options, and
/// enabled(s), sorted. States with the same choice share one.
///
/// An event is an option of one choice site (see [`Dpor::event_of`]): the values a program
/// offers are only names, and two sites may use the same ones (a handler's own
/// `getIntFromList(1, 0)` inside an event loop over 0 and 1). Naming events by value alone
/// made such an option look like the loop's event, still enabled after the option taken
/// instead of it, so it was never explored.
struct Offer {
    choice: ChoiceRequest,
    options: Vec<i32>,
    enabled: Vec<i32>,
}

/// The offer of a state where the program has ended.
const NO_OFFER: u32 = u32::MAX;

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

/// A list of transitions threaded through `DTrans::next_in` or `next_out`.
#[derive(Clone, Copy)]
struct Edges {
    first: TransId,
    last: TransId,
}

const NO_TRANS: TransId = TransId::MAX;

impl Edges {
    const EMPTY: Edges = Edges {
        first: NO_TRANS,
        last: NO_TRANS,
    };
}

/// A set of positions in a state's enabled list: one word inline, more on the heap only for
/// states with more than 64 enabled events.
#[derive(Default)]
struct Positions {
    low: u64,
    high: Option<Box<[u64]>>,
}

impl Positions {
    fn high_len(&self) -> usize {
        self.high.as_ref().map_or(0, |h| h.len())
    }

    fn word(&self, w: usize) -> u64 {
        if w == 0 {
            self.low
        } else {
            self.high
                .as_ref()
                .and_then(|h| h.get(w - 1))
                .copied()
                .unwrap_or(0)
        }
    }

    fn word_mut(&mut self, w: usize) -> &mut u64 {
        if w == 0 {
            return &mut self.low;
        }
        if self.high_len() < w {
            let mut v = self.high.take().map(Vec::from).unwrap_or_default();
            v.resize(w, 0);
            self.high = Some(v.into_boxed_slice());
        }
        &mut self.high.as_mut().expect("grown")[w - 1]
    }

    fn contains(&self, i: usize) -> bool {
        self.word(i / 64) & (1 << (i % 64)) != 0
    }

    /// Adds i; false if it was there.
    fn insert(&mut self, i: usize) -> bool {
        let w = self.word_mut(i / 64);
        let new = *w & (1 << (i % 64)) == 0;
        *w |= 1 << (i % 64);
        new
    }

    fn remove(&mut self, i: usize) {
        *self.word_mut(i / 64) &= !(1 << (i % 64));
    }

    fn len(&self) -> usize {
        (0..=self.high_len())
            .map(|w| self.word(w).count_ones() as usize)
            .sum()
    }

    /// The smallest position in self and not in other.
    fn first_not_in(&self, other: &Positions) -> Option<usize> {
        (0..=self.high_len()).find_map(|w| {
            let bits = self.word(w) & !other.word(w);
            (bits != 0).then(|| w * 64 + bits.trailing_zeros() as usize)
        })
    }
}

impl PartialEq for Positions {
    fn eq(&self, other: &Positions) -> bool {
        (0..=self.high_len().max(other.high_len())).all(|w| self.word(w) == other.word(w))
    }
}

/// How a state was first reached.
enum Via {
    /// Not yet known (only while the state's discovering run is being processed).
    Unknown,
    /// By the program's start, with the data choices `Dpor::roots` holds at this index.
    Root(u32),
    /// By this transition.
    Transition(TransId),
}

struct DTrans {
    src: StateId,
    dst: StateId,
    event: i32,
    /// Every access t made, interned. accesses(t), as far as they can conflict, are
    /// `Dpor::conflictable_of` this set.
    all_accesses: AccessSet,
    /// The option indices taken beyond the event's own ([`ONLY_EVENT`]: none), as an offset
    /// into `Dpor::choice_arena`, which holds their count and then all the indices taken
    /// (the event's, then the data choices').
    choices: u32,
    /// The next transition with the same dst, and with the same src (see [`Edges`]).
    next_in: TransId,
    next_out: TransId,
    /// The next transition with the same `all_accesses` (see `Dpor::with_set`).
    next_same: TransId,
}

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

/// A data branch still to run inside a transition: the branch point to resume from and the
/// option to take there (none: the VM is already there), and the option indices so far.
type DataBranch = (Option<(std::rc::Rc<BranchPoint>, usize)>, Vec<u32>);

/// A data choice inside a transition, kept while its options run: the VM's state there (a
/// copy that shares every object with the VM's until one of them writes it), the choice,
/// and the accesses recorded up to it; under IRONPF_VERIFY_INCREMENTAL also the state's
/// fingerprint, checked when each option resumes from the copy.
struct BranchPoint {
    state: crate::vm::State,
    choice: ChoiceRequest,
    recording: Recording,
    fingerprint: Option<Fingerprint>,
}

/// An end of a transition: the state reached and how.
struct Outcome {
    dst: StateId,
    accesses: Vec<Access>,
    choices: Vec<u32>,
}

/// A state held in memory while its events run (see `Dpor::go_to`), with its canonical
/// snapshot (`memo.words`).
struct Base {
    id: StateId,
    memo: Box<Memo>,
}

/// S, the current execution: its transitions and the states along it, with the indexes
/// EXPLORE's questions need (is a state on S, and where first; when did an event last run),
/// which would otherwise cost a scan of S per transition.
#[derive(Default)]
struct Execution {
    transitions: Vec<TransId>,
    /// states(S) in order: `states[i]` is where `transitions[i]` starts.
    states: Vec<StateId>,
    /// The first position of each state in `states`.
    first: HashMap<StateId, usize, FixedState>,
    /// The last position in `transitions` of each event's transitions.
    last: HashMap<i32, usize, FixedState>,
    /// The last position in `transitions` of a transition ending in a state with each offer
    /// (ISFULLCYCLE's enabled events of a suffix of S, without a scan of it).
    last_offer: HashMap<u32, usize, FixedState>,
}

impl Execution {
    fn clear(&mut self) {
        self.transitions.clear();
        self.states.clear();
        self.first.clear();
        self.last.clear();
        self.last_offer.clear();
    }

    fn push_state(&mut self, s: StateId) {
        self.first.entry(s).or_insert(self.states.len());
        self.states.push(s);
    }

    /// Appends transition t, of event `event`, ending in a state with offer `dst_offer`.
    fn push_transition(&mut self, t: TransId, event: i32, dst_offer: u32) {
        self.last.insert(event, self.transitions.len());
        self.last_offer.insert(dst_offer, self.transitions.len());
        self.transitions.push(t);
    }

    /// The first position of state s on S.
    fn position(&self, s: StateId) -> Option<usize> {
        self.first.get(&s).copied()
    }

    /// The position of the last transition of event e on S.
    fn last_use(&self, e: i32) -> Option<usize> {
        self.last.get(&e).copied()
    }

    /// ISFULLCYCLE's test for the cycle made of the suffix of S from position i (where
    /// `states[i]` is dst(t)) and a transition t of event `event` into a state with offer
    /// `dst_offer`: the cycle's events are the events enabled in its states (`enabled` gives
    /// an offer's). Both sets come from the last positions kept per event and per offer, not
    /// from a scan of the suffix: executions reach thousands of transitions, and this runs on
    /// every transition that closes a cycle (the scan was most of the search loop's own time
    /// on a paper-shaped pair).
    fn closes_full_cycle<'a>(
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

pub struct Dpor<'a> {
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
    /// The states of the EXPLORE frames below the top, kept in memory within a budget.
    memos: Memos,
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
    /// IRONPF_VERIFY_INCREMENTAL: check every incremental fingerprint against a full one.
    verify: bool,
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
    cfg: &'a CheckConfig,
    vm: Vm,
    serializer: Serializer,
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
    pub violations: Vec<Violation>,
    pub stats: Statistics,
    /// With `RUST_LOG=ironpf::dpor=debug`: for each location, how many times a conflict on
    /// it made a transition dependent on a predecessor (the diagnostic for spurious
    /// dependences, logged at the end).
    dependences: Option<HashMap<crate::vm::Location, u64, FixedState>>,
    pub limit: Option<String>,
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

fn normalize(mut a: Vec<Access>) -> Vec<Access> {
    // One entry per location; a write wins over a read.
    a.sort_unstable_by(|x, y| x.location.cmp(&y.location).then(y.write.cmp(&x.write)));
    a.dedup_by(|later, first| later.location == first.location);
    a
}

/// The position of event `e` among the options of `offer` (the first, if it is offered
/// twice).
fn option_index(offer: &Offer, e: i32) -> Option<usize> {
    offer.options.iter().position(|&o| o == e)
}

/// conflicts(a, b): same location, at least one write.
fn conflicts(a: &Access, b: &Access) -> bool {
    a.location == b.location && (a.write || b.write)
}

/// Whether some access of sorted `a` conflicts with one of sorted `b`.
fn any_conflict(a: &[Access], b: &[Access]) -> bool {
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
fn without_written(a: &[Access], b: &[Access]) -> Vec<Access> {
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

impl<'a> Dpor<'a> {
    /// Full serializations of the search's serializer (see `Statistics`).
    pub fn full_serializations(&self) -> u64 {
        self.serializer.full_serializations
    }

    /// Bytecode instructions the transitions have executed (a statistic).
    pub fn instructions_run(&self) -> u64 {
        self.vm.instructions_run
    }

    pub fn new(cfg: &'a CheckConfig, mut vm: Vm, mode: Mode) -> Dpor<'a> {
        let explain = log::log_enabled!(target: "ironpf::dpor", log::Level::Debug);
        if explain {
            vm.location_classes = Some(Default::default());
        }
        Dpor {
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
            memos: Memos::new(cfg.max_memory),
            clean: false,
            at: None,
            serialized: None,
            fresh: None,
            verify: super::verify_incremental(),
            choice_arena: Vec::new(),
            branch_states: Vec::new(),
            path: Vec::new(),
            vodg: Vec::new(),
            vodg_ids: HashMap::default(),
            cfg,
            vm,
            serializer: Serializer::default(),
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
            violations: Vec::new(),
            stats: Statistics::default(),
            dependences: explain.then(HashMap::default),
            limit: None,
            cycle: None,
            stop: false,
        }
    }

    fn intern(&mut self, a: Vec<Access>) -> AccessSet {
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
    fn step(&mut self, a: AccessSet, b: AccessSet) -> (bool, AccessSet) {
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

    fn is_empty_set(&self, a: AccessSet) -> bool {
        self.access_sets[a as usize].is_empty()
    }

    /// Distinct events enabled in some visited state.
    pub fn events(&self) -> u64 {
        let mut all: BTreeSet<i32> = BTreeSet::new();
        for st in &self.states {
            all.extend(self.enabled(st.offer).iter().copied());
        }
        all.len() as u64
    }

    /// Fingerprints of every state visited (for comparing strategies).
    pub fn fingerprints(&self) -> Vec<Fingerprint> {
        self.ids
            .iter()
            .filter(|&(_, &id)| !self.states[id as usize].error)
            .map(|(&fp, _)| fp)
            .chain(self.data_states.iter().copied())
            .collect()
    }

    pub fn unique_transitions(&self) -> u64 {
        self.transitions.len() as u64
    }

    /// EXPLOREALL (Algorithm 1).
    pub fn explore_all(&mut self) -> Result<(), VmError> {
        // The initial states: the program runs to its first event choice (data choices on the
        // way are explored fully, so there may be several).
        self.vm.begin_accesses(0);
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
        let Some(d) = self.cfg.max_depth else {
            return false;
        };
        if self.path_to(Some(s), &[]).len() < d {
            return false;
        }
        self.limit
            .get_or_insert_with(|| format!("depth limit {d} reached"));
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
                    self.stats.max_depth = self.stats.max_depth.max(self.seq.transitions.len());
                    self.seq.push_state(s2);
                    if self.enter(s2) && !self.depth_limited(s2) {
                        self.stash_base(&mut frames, s2);
                        frames.push(ExploreFrame::new(s2));
                        self.memos.trim(&mut frames);
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
                        self.memos.recycle(memo);
                    }
                    if self.mode == Mode::Sdpor {
                        self.path.pop();
                    }
                }
            }
        }
        Ok(())
    }

    /// sdpor, for a transition t just executed (Yang et al., Fig. 5): backtracking points
    /// along the current path; G gets the edge from the path's last transition to t; at a
    /// visited state, the operations reachable in G from the transitions leaving it stand for
    /// what lies beyond it (line 5); otherwise the search goes deeper.
    fn sdpor_step(&mut self, t: TransId, frames: &mut Vec<ExploreFrame>) {
        let path = self.path.clone();
        let tr = &self.transitions[t as usize];
        let (event, accesses, dst) = (tr.event, self.accesses(t), tr.dst);
        let node = self.vodg_node(t);
        if let Some(&last) = path.last() {
            let from = self.vodg_node(last);
            self.vodg_edge(from, node);
        }
        let first = self.first_visit(t);
        self.sdpor_update_along(&path, event, accesses);
        if first && self.enter(dst) && !self.depth_limited(dst) {
            self.path.push(t);
            self.stash_base(frames, dst);
            frames.push(ExploreFrame::new(dst));
            self.memos.trim(frames);
            return;
        }
        if !first {
            if self.cycle.is_none()
                && path
                    .iter()
                    .chain(std::iter::once(&t))
                    .any(|&p| self.transitions[p as usize].src == dst)
            {
                self.cycle = Some(dst);
            }
            let mut with_t = path;
            with_t.push(t);
            // The transitions leaving dst follow t: edges of G, and the roots of the summary.
            let mut work = Vec::new();
            let mut r = self.states[dst as usize].outgoing.first;
            while r != NO_TRANS {
                let next = self.vodg_node(r);
                self.vodg_edge(node, next);
                work.push(next);
                r = self.transitions[r as usize].next_out;
            }
            let mut seen = vec![false; self.vodg.len()];
            while let Some(x) = work.pop() {
                if std::mem::replace(&mut seen[x as usize], true) {
                    continue;
                }
                work.extend_from_slice(&self.vodg[x as usize].successors);
                let (e, all) = (
                    self.vodg[x as usize].event,
                    self.vodg[x as usize].all_accesses,
                );
                let a = self.conflictable_of[all as usize];
                self.sdpor_update_along(&with_t, e, a);
            }
        }
    }

    /// The node of G for transition t's visible operation.
    fn vodg_node(&mut self, t: TransId) -> u32 {
        let tr = &self.transitions[t as usize];
        let key = (tr.event, tr.all_accesses);
        if let Some(&n) = self.vodg_ids.get(&key) {
            return n;
        }
        let n = self.vodg.len() as u32;
        self.vodg.push(VodgNode {
            event: key.0,
            all_accesses: key.1,
            successors: Vec::new(),
        });
        self.vodg_ids.insert(key, n);
        n
    }

    fn vodg_edge(&mut self, from: u32, to: u32) {
        let succ = &mut self.vodg[from as usize].successors;
        if !succ.contains(&to) {
            succ.push(to);
        }
    }

    /// sdpor's UPDATEBACKTRACKSET: the conflicts of (event, accesses) with the transitions of
    /// `path`, most recent first, tracked per access as in Algorithm 5 but along one path.
    fn sdpor_update_along(&mut self, path: &[TransId], event: i32, mut a: AccessSet) {
        let mut conf_event = event;
        for &t_b in path.iter().rev() {
            if self.is_empty_set(a) {
                break;
            }
            let b_src = self.transitions[t_b as usize].src;
            let (conflict, rest) = self.step(a, self.accesses(t_b));
            if conflict {
                self.set_backtrack_point(b_src, conf_event);
                conf_event = self.transitions[t_b as usize].event;
            }
            a = rest;
        }
    }

    /// Lines 9-13 of Algorithm 5: `e` goes into backtrack(s) if enabled there, otherwise every
    /// event enabled at s does.
    fn set_backtrack_point(&mut self, s: StateId, e: i32) {
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
    fn backtracks_all(&self, s: StateId) -> bool {
        let st = &self.states[s as usize];
        st.backtrack.len() == self.enabled(st.offer).len()
    }

    /// Puts the i-th enabled event of s into backtrack(s).
    fn add_backtrack_at(&mut self, s: StateId, i: usize) {
        let st = &mut self.states[s as usize];
        if st.backtrack.insert(i) && !st.done.contains(i) {
            self.pending.insert(s);
        }
    }

    /// Lines 8 and 28-29: states(S) go into H, and a new execution starts.
    fn add_seq_to_history(&mut self) {
        for &s in &self.seq.states {
            self.states[s as usize].in_history = true;
        }
        self.seq.clear();
    }

    /// ISFULLCYCLE (Algorithm 4): dst(t) was visited earlier in this execution, and the cycle
    /// from there has executed every event enabled in it.
    fn is_full_cycle(&self, t: TransId) -> bool {
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
    fn update_backtrack_sets_from_graph(&mut self, t: TransId) {
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
    fn visit_predecessor(&mut self, t_b: TransId, pairs: SummaryId) -> SummaryId {
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
    fn summarize(&mut self, s: StateId, add: SummaryId) -> SummaryId {
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
    fn image(&mut self, pairs: SummaryId, accesses: AccessSet, event: i32) -> Image {
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
    fn image_of(&mut self, pairs: &[u64], accesses: AccessSet, event: i32) -> (Vec<i32>, Vec<u64>) {
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
    fn count_dependences(&mut self, pairs: &[u64], b: AccessSet) {
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
    fn note_writes(&mut self, t: TransId) {
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
    fn conflictable(&mut self, all: AccessSet) -> AccessSet {
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
    fn accesses(&self, t: TransId) -> AccessSet {
        self.conflictable_of[self.transitions[t as usize].all_accesses as usize]
    }

    /// UPDATEBACKTRACKSET (Algorithm 5): the pair (event(t), accesses(t)) is live at src(t)
    /// (recorded in its summary) and is carried backwards from there.
    fn update_backtrack_set(&mut self, t: TransId) {
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
    fn update_backtrack_set_dfs(&mut self, t_curr: TransId, pairs: SummaryId) {
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

    /// next(s, b): runs event b from state s; data choices inside are explored fully, so
    /// there is one transition per data branch. Returns the transitions (added to R).
    fn next(&mut self, s: StateId, b: i32) -> Result<Vec<TransId>, VmError> {
        // No backward search is running here: the summaries no state holds can go.
        if self.summaries.worth_collecting() {
            let shared = |st: &DState| match st.summary {
                Summary::Shared(id) => Some(id),
                Summary::Own(_) => None,
            };
            let mut live: Vec<SummaryId> = self.states.iter().filter_map(shared).collect();
            self.summaries.collect(&mut live);
            let mut live = live.into_iter();
            for st in &mut self.states {
                if let Summary::Shared(id) = &mut st.summary {
                    *id = live.next().expect("one per shared summary");
                }
            }
            self.images.clear();
            self.conflict_events.clear();
        }
        let offer = self.states[s as usize].offer;
        let index = option_index(
            self.offers
                .get(offer as usize)
                .ok_or_else(|| VmError::internal("dpor", "event from an end state"))?,
            b,
        )
        .ok_or_else(|| VmError::internal("dpor", "event not enabled"))?;
        self.go_to(s)?;
        self.vm.sync_class_tables();
        self.vm.state.begin_tracking();
        self.clean = true;
        self.at = None;
        let choice = &self.offers[offer as usize].choice;
        let value = choice.values.get(index);
        if choice.kind == "thread" {
            // Every thread is parked: the transition owns no stack slots, and what the chosen
            // thread does as it is scheduled (re-entering a monitor) is its first access.
            self.vm.begin_accesses(0);
            self.vm.resume_choice(choice, value);
        } else {
            self.vm.resume_choice(choice, value);
            self.vm.begin_accesses(choice.returns as usize);
        }
        self.stats.transitions += 1;
        let outcomes = self.run_data_choices(Some(s), vec![index as u32])?;
        let mut ts = Vec::new();
        for o in outcomes {
            self.recorded_accesses += o.accesses.len() as u64;
            // A re-execution finds its transition among those already leaving s.
            let mut known = None;
            let mut r = self.states[s as usize].outgoing.first;
            while r != NO_TRANS {
                if self.took(r, b, &o.choices) {
                    known = Some(r);
                    break;
                }
                r = self.transitions[r as usize].next_out;
            }
            let t = match known {
                Some(t) => t,
                None => {
                    let t = self.transitions.len() as TransId;
                    let accesses = normalize(o.accesses);
                    log::trace!(target: "ironpf::dpor", "transition {}: state {s} event {b} -> state {}, accesses {accesses:x?}", self.transitions.len(), o.dst);
                    let all = self.intern(accesses);
                    self.transitions.push(DTrans {
                        src: s,
                        dst: o.dst,
                        event: b,
                        all_accesses: all,
                        choices: if o.choices.len() == 1 {
                            ONLY_EVENT
                        } else {
                            let at = self.choice_arena.len() as u32;
                            self.choice_arena.push(o.choices.len() as u32);
                            self.choice_arena.extend_from_slice(&o.choices);
                            at
                        },
                        next_in: NO_TRANS,
                        next_out: NO_TRANS,
                        next_same: NO_TRANS,
                    });
                    self.link(t);
                    if matches!(self.states[o.dst as usize].via, Via::Unknown) {
                        self.states[o.dst as usize].via = Via::Transition(t);
                    }
                    self.note_writes(t);
                    t
                }
            };
            ts.push(t);
        }
        Ok(ts)
    }

    /// Runs the current transition to its end, exploring every data choice on the way.
    fn run_data_choices(
        &mut self,
        from: Option<StateId>,
        choices: Vec<u32>,
    ) -> Result<Vec<Outcome>, VmError> {
        let mut outcomes = Vec::new();
        // Work: (snapshot to restore or None = VM already there, accesses so far, choices so far).
        let mut work: Vec<DataBranch> = vec![(None, choices)];
        let mut first = true;
        while let Some((resume, mut path)) = work.pop() {
            if self.stop {
                break;
            }
            if let Some((mut point, i)) = resume {
                self.vm.state.clone_from(&point.state);
                // The last option of the point: its copy of the state goes back to the pool.
                if let Some(last) = std::rc::Rc::get_mut(&mut point) {
                    self.branch_states.push(std::mem::take(&mut last.state));
                }
                self.clean = false;
                self.at = None;
                self.vm.sync_class_tables();
                if let Some(fp) = point.fingerprint {
                    let again = self.serializer.serialize(&self.vm, &mut self.buf);
                    assert_eq!(fp, again, "a data branch resumed in another state");
                }
                let c = &point.choice;
                self.vm.resume_choice(c, c.values.get(i));
                self.vm.resume_recording(point.recording.clone());
                self.stats.transitions += 1;
            } else if !first {
                return Err(VmError::internal(
                    "dpor",
                    "data branch without a resume point",
                ));
            }
            first = false;
            let began = self.memos.time_transition();
            let step = run_transition(&mut self.vm, self.cfg.max_transition_steps)?;
            self.memos.timed_transition(began);
            match step {
                Step::Choice(c) if c.event => {
                    let acc = self.vm.end_accesses(c.arg_slots);
                    let dst = self.state_here(Some(c))?;
                    outcomes.push(Outcome {
                        dst,
                        accesses: acc,
                        choices: path,
                    });
                }
                Step::Choice(c) => {
                    if let Some(d) = self.cfg.max_depth
                        && self.path_to(from, &path).len() >= d
                    {
                        // Not expanded, as `none` does not expand a state that deep.
                        self.limit
                            .get_or_insert_with(|| format!("depth limit {d} reached"));
                        continue;
                    }
                    if path.len() > MAX_DATA_DEPTH {
                        self.limit = Some(format!(
                            "more than {MAX_DATA_DEPTH} data choices inside one transition at {}; events must be chosen with Verify.getIntFromList or ironpf.Events",
                            self.vm.location()
                        ));
                        self.stop = true;
                        break;
                    }
                    // A state at a data choice before the first event (the SmartThings
                    // model's configuration choice) is an initial state of the program: it
                    // is counted as `none` counts it, though not a node of R. Data choices
                    // inside handlers are part of their transitions and not counted.
                    let fingerprint = (from.is_none() || self.verify).then(|| {
                        self.serialized = None;
                        self.serializer.serialize(&self.vm, &mut self.buf)
                    });
                    if from.is_none()
                        && let Some(fp) = fingerprint
                    {
                        if self.data_states.insert(fp) {
                            self.stats.new_states += 1;
                        } else {
                            self.stats.revisited += 1;
                        }
                    } else {
                        self.data_points += 1;
                    }
                    let mut state = self.branch_states.pop().unwrap_or_default();
                    state.clone_from(&self.vm.state);
                    let point = std::rc::Rc::new(BranchPoint {
                        state,
                        choice: c.clone(),
                        recording: self.vm.suspend_recording(),
                        fingerprint: fingerprint.filter(|_| self.verify),
                    });
                    for i in (0..c.values.len()).rev() {
                        let mut p = path.clone();
                        p.push(i as u32);
                        work.push((Some((point.clone(), i)), p));
                    }
                    path.clear();
                }
                Step::End => {
                    let acc = self.vm.end_accesses(0);
                    let dst = self.state_here(None)?;
                    outcomes.push(Outcome {
                        dst,
                        accesses: acc,
                        choices: path,
                    });
                }
                Step::Violation(ex) => {
                    let acc = self.vm.end_accesses(0);
                    let full = self.path_to(from, &path);
                    let v = describe_violation(&self.vm, ex, full)?;
                    if !self.violations.iter().any(|o| o.key() == v.key()) {
                        self.violations.push(v);
                    }
                    if !self.cfg.find_all {
                        self.stop = true;
                        break;
                    }
                    // The transition ends in an error state with no successors.
                    let dst = self.dead_end_here()?;
                    outcomes.push(Outcome {
                        dst,
                        accesses: acc,
                        choices: path,
                    });
                }
                Step::Ignored => {
                    // `Verify.ignoreIf` cut the path, but what the transition read to give up
                    // (and what it did before) depends on the order of the transitions before
                    // it: it enters the race analysis as a transition to a dead end, as a
                    // violation does. Dropping it missed every violation that needs another
                    // event before the one that gave up.
                    let acc = self.vm.end_accesses(0);
                    let dst = self.dead_end_here()?;
                    outcomes.push(Outcome {
                        dst,
                        accesses: acc,
                        choices: path,
                    });
                }
                Step::Limit(reason) => {
                    self.limit = Some(reason);
                    self.stop = true;
                    break;
                }
            }
            if let Some(max) = self.cfg.max_states
                && self.stats.new_states + self.data_points >= max
            {
                self.limit = Some(if self.data_points == 0 {
                    format!("state limit {max} reached")
                } else {
                    format!(
                        "state limit {max} reached ({} states and {} data choice points inside transitions, which dpor does not match)",
                        self.stats.new_states, self.data_points
                    )
                });
                self.stop = true;
            }
            if let Some(reason) = self.vm.limits.poll() {
                self.limit = Some(reason);
                self.stop = true;
            }
        }
        self.vm.stop_accesses();
        Ok(outcomes)
    }

    /// The dead end the VM stands in (after a violation, or where `Verify.ignoreIf` cut the
    /// path), added to the graph as a state with no successors. Dead ends are not states of
    /// the program: they are not counted or reported as visited.
    fn dead_end_here(&mut self) -> Result<StateId, VmError> {
        let known = self.states.len();
        let s = self.state_here(None)?;
        let st = &mut self.states[s as usize];
        if s as usize >= known {
            st.error = true;
            self.stats.new_states -= 1;
            self.stats.end_states -= 1;
        } else if st.error {
            self.stats.revisited -= 1;
        } else {
            // A dead end is never a program state (it stands inside a transition).
            return Err(VmError::internal(
                "dpor",
                "a dead end has the fingerprint of a program state",
            ));
        }
        Ok(s)
    }

    /// A state's snapshot, rebuilt from its keyframe and the patches after it.
    fn snapshot_of(&self, s: StateId) -> Result<Vec<u8>, VmError> {
        let mut chain = Vec::new();
        let mut x = s;
        let mut bytes = loop {
            match &self.states[x as usize].stored {
                Stored { bytes, base: FULL } => break bytes.to_vec(),
                Stored { bytes: patch, base } => {
                    chain.push(patch);
                    x = *base;
                }
            }
        };
        for patch in chain.into_iter().rev() {
            undo_delta(&mut bytes, patch)?;
        }
        Ok(bytes)
    }

    /// Puts the VM in state `s` and makes `s` the base: from the base in memory when `s` is
    /// the base already (undoing only what the last transition wrote), from the VM itself
    /// when it stands in `s` just serialized, otherwise from `s`'s stored snapshot.
    fn go_to(&mut self, s: StateId) -> Result<(), VmError> {
        if let Some(b) = &self.base
            && b.id == s
        {
            self.went[0] += 1;
            if !(self.clean && self.vm.state.undo_to(&b.memo.state)) {
                self.vm.state.clone_from(&b.memo.state);
            }
            return Ok(());
        }
        let mut memo = match self.base.take() {
            Some(b) => b.memo,
            None => self.memos.fresh(),
        };
        if self.at == Some(s) {
            self.went[1] += 1;
            // The VM stands in s: serializing it costs less than a restore, and keeps the
            // VM's objects (which the memos share).
            if self.serialized != Some(s) {
                self.serialized_for[1] += 1;
                let began = std::time::Instant::now();
                self.serializer.serialize(&self.vm, &mut self.buf);
                self.memos.timed_rebuild(began.elapsed());
            }
            self.serializer.adopt_reference();
            std::mem::swap(&mut memo.words, &mut self.buf);
        } else {
            self.went[2] += 1;
            let began = std::time::Instant::now();
            memo.words = self.snapshot_of(s)?;
            let spans = restore(&mut self.vm, &memo.words)?;
            self.serializer
                .adopt_restored(&self.vm, &memo.words, &spans);
            self.memos.timed_rebuild(began.elapsed());
        }
        self.serialized = None;
        memo.state.clone_from(&self.vm.state);
        memo.sections.clone_from(self.serializer.reference());
        self.base = Some(Base { id: s, memo });
        Ok(())
    }

    /// Before the search goes deeper than the top frame, to state `next`: the top frame's
    /// state, the base, stays in memory with the frame (budget permitting). When `next` was
    /// just found from the base and the VM still stands in it, `next` becomes the base
    /// straight from the base's snapshot and the sections the transition rewrote.
    fn stash_base(&mut self, frames: &mut [ExploreFrame], next: StateId) {
        let Some(top) = frames.len().checked_sub(1) else {
            return;
        };
        if self.base.as_ref().is_none_or(|b| b.id != frames[top].s) {
            self.stashed[0] += 1;
            return;
        }
        let from_patch = self.fresh == Some(next) && self.at == Some(next);
        self.stashed[if from_patch { 1 } else { 2 }] += 1;
        let mut memo = self.base.take().expect("base").memo;
        if from_patch {
            let mut child = self.memos.fresh();
            child.words.clone_from(&memo.words);
            if self
                .serializer
                .commit_incremental(&mut child.words)
                .is_some()
            {
                if self.verify {
                    let mut full = Vec::new();
                    crate::state::Serializer::default().serialize(&self.vm, &mut full);
                    assert!(
                        full == child.words,
                        "a base made from patched sections differs from a full serialization"
                    );
                }
                child.sections.clone_from(self.serializer.reference());
                child.state.clone_from(&self.vm.state);
                self.vm.state.begin_tracking();
                self.clean = true;
                self.serialized = None;
                self.base = Some(Base {
                    id: next,
                    memo: child,
                });
            } else {
                self.memos.recycle(child);
            }
        }
        self.memos.track(&mut memo, top);
        if let Some(old) = frames[top].memo.replace(memo) {
            self.memos.recycle(old);
        }
    }

    /// Back at a frame whose state was kept in memory: it becomes the base again.
    fn install_base(&mut self, s: StateId, mut memo: Box<Memo>) {
        self.memos.untrack(&mut memo);
        if let Some(old) = self.base.take() {
            self.memos.recycle(old.memo);
        }
        self.serializer.set_reference(&memo.sections);
        self.clean = false;
        self.serialized = None;
        self.base = Some(Base { id: s, memo });
    }

    /// The state the VM stands in, added to the graph if new. Its fingerprint comes from the
    /// sections the transition wrote when the transition ran cleanly from the base.
    fn state_here(&mut self, choice: Option<ChoiceRequest>) -> Result<StateId, VmError> {
        self.fresh = None;
        let quick = match &self.base {
            Some(b) if self.clean => self.serializer.incremental(&self.vm, &b.memo.state),
            _ => None,
        };
        self.fingerprinted[quick.is_none() as usize] += 1;
        let fp = match quick {
            Some(fp) => {
                if self.verify {
                    let full = self.serializer.serialize(&self.vm, &mut self.buf);
                    assert_eq!(
                        fp, full,
                        "incremental fingerprint differs from the full one"
                    );
                }
                self.serialized = None;
                fp
            }
            None => {
                // A full serialization walks the heap as a restore does: it times a rebuild
                // for the memo policy (see `Memos::worth_keeping`).
                let began = std::time::Instant::now();
                let fp = self.serializer.serialize(&self.vm, &mut self.buf);
                self.memos.timed_rebuild(began.elapsed());
                fp
            }
        };
        let id = self.ids.get(&fp).copied();
        if quick.is_none() {
            self.serialized = id.or(Some(self.states.len() as StateId));
        }
        self.at = choice
            .as_ref()
            .and(id.or(Some(self.states.len() as StateId)));
        if let Some(id) = id {
            self.stats.revisited += 1;
            if quick.is_some() {
                self.fresh = choice.as_ref().map(|_| id);
            }
            return Ok(id);
        }
        let id = self.states.len() as StateId;
        let patch_base = self
            .base
            .as_ref()
            .filter(|b| self.states[b.id as usize].depth + 1 < KEYFRAME_EVERY);
        // A new state reached cleanly from the base is stored as the patch of the sections
        // the transition rewrote, with no full serialization.
        let quick_patch = match patch_base {
            Some(b) if quick.is_some() => self.serializer.incremental_delta(&b.memo.words, true),
            _ => None,
        };
        if let (Some(patch), Some(b)) = (&quick_patch, patch_base)
            && self.verify
        {
            let mut words = b.memo.words.clone();
            undo_delta(&mut words, patch)?;
            assert!(
                words == self.buf,
                "a patched snapshot differs from a full serialization"
            );
        }
        if quick.is_some() && quick_patch.is_none() {
            self.serialized_for[0] += 1;
            self.serializer.serialize(&self.vm, &mut self.buf);
            self.serialized = Some(id);
        }
        let (stored, depth) = match patch_base {
            Some(b) => (
                Stored {
                    base: b.id,
                    bytes: match quick_patch {
                        Some(patch) => {
                            self.fresh = choice.as_ref().map(|_| id);
                            patch
                        }
                        None => crate::state::delta(&self.buf, &b.memo.words),
                    }
                    .into_boxed_slice(),
                },
                self.states[b.id as usize].depth + 1,
            ),
            None => (
                Stored {
                    bytes: self.buf.as_slice().into(),
                    base: FULL,
                },
                0,
            ),
        };
        let offer = match choice {
            Some(c) => self.offer(c)?,
            None => {
                self.stats.end_states += 1;
                NO_OFFER
            }
        };
        self.states.push(DState {
            stored,
            depth,
            offer,
            backtrack: Positions::default(),
            done: Positions::default(),
            incoming: Edges::EMPTY,
            outgoing: Edges::EMPTY,
            in_history: false,
            via: Via::Unknown,
            error: false,
            summary: Summary::Shared(EMPTY),
        });
        self.ids.insert(fp, id);
        self.stats.new_states += 1;
        Ok(id)
    }

    /// The offer of a state at event choice `c` (shared by all states at the same choice).
    /// A program whose event choices are both thread choices and others is refused: a thread
    /// that chooses an event is in the middle of its own transition, so the two kinds of
    /// transition do not commute as the algorithm assumes (EM-DPOR's ground, not built).
    fn offer(&mut self, c: ChoiceRequest) -> Result<u32, VmError> {
        if let Some(&o) = self.offer_ids.get(&c) {
            return Ok(o);
        }
        if let Some(other) = self.offers.first()
            && (other.choice.kind == "thread") != (c.kind == "thread")
        {
            let name = match self.mode {
                Mode::Dpor => "dpor",
                Mode::Sdpor => "sdpor",
            };
            return Err(VmError::unsupported(
                self.vm.location(),
                format!(
                    "--strategy {name} explores either event choices (Verify.getIntFromList, ironpf.Events) or thread interleavings, and this program has both; check it with --strategy none"
                ),
            ));
        }
        let options: Vec<i32> = (0..c.values.len())
            .map(|i| self.event_of(c.site, c.values.get(i)))
            .collect();
        let mut enabled = options.clone();
        enabled.sort_unstable();
        enabled.dedup();
        let o = self.offers.len() as u32;
        self.offer_ids.insert(c.clone(), o);
        self.offers.push(Offer {
            choice: c,
            options,
            enabled,
        });
        Ok(o)
    }

    /// The event that option `value` of the choice at `site` is (see [`Offer`]).
    fn event_of(&mut self, site: u64, value: i32) -> i32 {
        let next = self.event_ids.len() as i32;
        *self.event_ids.entry((site, value)).or_insert(next)
    }

    /// enabled(s) of a state with this offer, sorted.
    fn enabled(&self, offer: u32) -> &[i32] {
        self.offers
            .get(offer as usize)
            .map_or(&[], |o| &o.enabled[..])
    }

    /// Whether dst(t) was first reached by t.
    fn first_visit(&self, t: TransId) -> bool {
        let dst = self.transitions[t as usize].dst;
        matches!(self.states[dst as usize].via, Via::Transition(x) if x == t)
    }

    /// Adds new transition t to the outgoing list of src(t) and the incoming list of dst(t).
    fn link(&mut self, t: TransId) {
        let (src, dst) = {
            let tr = &self.transitions[t as usize];
            (tr.src as usize, tr.dst as usize)
        };
        let out = self.states[src].outgoing;
        if out.last == NO_TRANS {
            self.states[src].outgoing.first = t;
        } else {
            self.transitions[out.last as usize].next_out = t;
        }
        self.states[src].outgoing.last = t;
        let inc = self.states[dst].incoming;
        if inc.last == NO_TRANS {
            self.states[dst].incoming.first = t;
        } else {
            self.transitions[inc.last as usize].next_in = t;
        }
        self.states[dst].incoming.last = t;
    }

    /// The option indices transition t took (the event's, then the data choices').
    fn choices_of(&self, t: TransId) -> Vec<u32> {
        let tr = &self.transitions[t as usize];
        if tr.choices == ONLY_EVENT {
            let offer = &self.offers[self.states[tr.src as usize].offer as usize];
            let index = option_index(offer, tr.event).expect("an enabled event");
            return vec![index as u32];
        }
        let at = tr.choices as usize;
        let len = self.choice_arena[at] as usize;
        self.choice_arena[at + 1..at + 1 + len].to_vec()
    }

    /// Whether transition t is event `event` with the option indices `choices` (the
    /// event's, then the data choices').
    fn took(&self, t: TransId, event: i32, choices: &[u32]) -> bool {
        let tr = &self.transitions[t as usize];
        if tr.event != event {
            return false;
        }
        if tr.choices == ONLY_EVENT {
            return choices.len() == 1;
        }
        let at = tr.choices as usize;
        let len = self.choice_arena[at] as usize;
        self.choice_arena[at + 1..at + 1 + len] == *choices
    }

    /// The option indices from the program start to the end of a transition from `from`
    /// whose own choices are `choices` (for replay strings).
    fn path_to(&self, from: Option<StateId>, choices: &[u32]) -> Vec<u32> {
        let mut parts: Vec<Vec<u32>> = vec![choices.to_vec()];
        let mut s = from;
        let mut guard = 0;
        while let Some(id) = s {
            match &self.states[id as usize].via {
                Via::Transition(t) => {
                    parts.push(self.choices_of(*t));
                    s = Some(self.transitions[*t as usize].src);
                }
                Via::Root(i) => {
                    parts.push(self.roots[*i as usize].clone());
                    s = None;
                }
                Via::Unknown => s = None,
            }
            guard += 1;
            if guard > self.states.len() + 1 {
                break;
            }
        }
        parts.into_iter().rev().flatten().collect()
    }
}
impl Dpor<'_> {
    /// Bytes of the stored state snapshots (keyframes and patches).
    pub fn stored_bytes(&self) -> usize {
        self.states.iter().map(|s| s.stored.bytes.len()).sum()
    }

    /// Sizes of DPOR's bookkeeping, logged at the end (`RUST_LOG=ironpf::dpor=debug`).
    fn debug_dump(&self) {
        if !log::log_enabled!(target: "ironpf::dpor", log::Level::Debug) {
            return;
        }
        log::debug!(
            target: "ironpf::dpor",
            "bookkeeping bytes: states {} + transitions {} + fingerprint index {} + lists of sets reading unwritten locations {} ({} locations)",
            self.states.len() * std::mem::size_of::<DState>(),
            self.transitions.len() * std::mem::size_of::<DTrans>(),
            self.ids.capacity() * (std::mem::size_of::<Fingerprint>() + 5),
            // Each entry: its list's elements, plus the location and the list itself.
            self.readers
                .values()
                .map(|v| {
                    v.capacity() * std::mem::size_of::<AccessSet>()
                        + std::mem::size_of::<(crate::vm::Location, Vec<AccessSet>)>()
                })
                .sum::<usize>(),
            self.readers.len(),
        );
        let (summaries, summary_pairs, merges) = self.summaries.sizes();
        let stored = self.stored_bytes();
        log::debug!(
            target: "ironpf::dpor",
            "{} states ({} snapshot bytes), {} transitions, {} distinct summaries holding {} pairs, {} cached merges, {} cached images, {} access sets, {} cached steps",
            self.states.len(),
            stored,
            self.transitions.len(),
            summaries,
            summary_pairs,
            merges,
            self.images.len(),
            self.access_sets.len(),
            self.steps.len()
        );
        log::debug!(
            target: "ironpf::dpor",
            "{} accesses recorded over {} transitions run; states reached by undoing or copying the base {}, serializing the VM {}, restoring a snapshot {}; fingerprints from written sections {}, full {}",
            self.recorded_accesses,
            self.stats.transitions,
            self.went[0],
            self.went[1],
            self.went[2],
            self.fingerprinted[0],
            self.fingerprinted[1]
        );
        log::debug!(
            target: "ironpf::dpor",
            "full serializations: new states without a patch {}, the VM in go_to {}; stash_base: base not the top state {}, next state the base from its patch {}, not {}",
            self.serialized_for[0],
            self.serialized_for[1],
            self.stashed[0],
            self.stashed[1],
            self.stashed[2]
        );
        if let Some(counts) = &self.dependences {
            let mut top: Vec<_> = counts.iter().collect();
            top.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
            let total: u64 = counts.values().sum();
            log::debug!(
                target: "ironpf::dpor",
                "conflicts found by the backward searches: {total}, on {} locations; the most frequent:",
                counts.len()
            );
            for (loc, n) in top.into_iter().take(20) {
                log::debug!(target: "ironpf::dpor", "{n:>9}  {}", self.vm.describe_location(*loc));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
