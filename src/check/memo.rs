//! The states a search keeps in memory beside their snapshots (memos), within a budget,
//! and the policy that decides how many: shared by the depth-first search and dpor.

use std::time::{Duration, Instant};

use crate::state::Sections;
use crate::vm::State;

/// A state kept in memory so that returning to it needs no restore from its snapshot.
#[derive(Default)]
pub struct Memo {
    pub state: State,
    pub sections: Sections,
    /// The state's snapshot, where the search keeps it with the state (dpor stores new
    /// states as patches against it); empty under `none`, which keeps the top snapshot apart.
    pub words: Vec<u8>,
    /// Approximately the bytes it occupies while a stack node holds it (0 while it is not
    /// counted against the budget).
    pub bytes: usize,
}

/// A node of a search stack that can hold a [`Memo`].
pub(super) trait MemoSlot {
    fn memo_slot(&mut self) -> &mut Option<Box<Memo>>;
}

/// At most how many of the topmost stack nodes keep their state in memory.
const MEMO_DEPTH: usize = 1024;

/// How many of the topmost nodes keep their state where restoring a state from its
/// snapshot costs little beside a transition (see [`Memos::worth_keeping`]).
const MEMO_DEPTH_CHEAP_RESTORE: usize = 16;

/// The states the search keeps in memory: those of the topmost stack nodes, within a byte
/// budget (deeper states come back from their snapshots, which share all but a delta with
/// their neighbours).
pub struct Memos {
    budget: usize,
    bytes: usize,
    /// No node below this stack index has a memo.
    floor: usize,
    /// Memos no node uses, kept for their allocations (boxed: they move to and from nodes).
    #[allow(clippy::vec_box)]
    spare: Vec<Box<Memo>>,
    /// Moving averages of the time a transition takes and of the time a state's canonical
    /// form takes to rebuild (a restore from a snapshot, or a full serialization, which walks
    /// the same heap); 0 while none was measured.
    transition_ns: f64,
    rebuild_ns: f64,
    transitions_seen: u64,
    /// Whether restores cost little beside transitions (see [`Memos::worth_keeping`]).
    cheap_restores: bool,
}

impl Memos {
    /// A budget of a sixteenth of the memory limit, between 16 MB and 64 MB: memos save
    /// time, and a search that keeps more than that in them keeps states whose restores
    /// cost little beside their transitions (EventAppLarge's 1,024 levels take 13 MB).
    pub(super) fn new(max_memory: Option<u64>) -> Memos {
        let budget = max_memory.map_or(64 << 20, |m| (m / 16).clamp(16 << 20, 64 << 20));
        Memos {
            budget: budget as usize,
            bytes: 0,
            floor: 0,
            spare: Vec::new(),
            transition_ns: 0.0,
            rebuild_ns: 0.0,
            transitions_seen: 0,
            cheap_restores: false,
        }
    }

    fn average(avg: &mut f64, sample: Duration) {
        let ns = sample.as_nanos() as f64;
        *avg = if *avg == 0.0 {
            ns
        } else {
            0.95 * *avg + 0.05 * ns
        };
    }

    /// The start time of a transition to be timed: every 16th (reading the clock costs a
    /// few percent of a short transition).
    pub(super) fn time_transition(&mut self) -> Option<Instant> {
        self.transitions_seen += 1;
        (self.transitions_seen % 16 == 1).then(Instant::now)
    }

    /// Ends the timing begun by [`Memos::time_transition`].
    pub(super) fn timed_transition(&mut self, began: Option<Instant>) {
        if let Some(began) = began {
            Self::average(&mut self.transition_ns, began.elapsed());
            self.judge_restores();
        }
    }

    pub(super) fn timed_rebuild(&mut self, took: Duration) {
        Self::average(&mut self.rebuild_ns, took);
        self.judge_restores();
    }

    /// Restores become cheap when they cost less than a transition, and stop being cheap
    /// only when they cost more than four: between the two the judgment stands, so averages
    /// that hover near one threshold do not make the memos come and go (dpor on a
    /// bench/apps/paper-shaped pair, restores 150-170 us against transitions of 170-290 us,
    /// kept 180 MB of memos where the threshold was a single ratio of one half). A memo costs
    /// a copy of the state's tables when it is made, so where restores are not much dearer
    /// than transitions deep memos cost more time than they save (the pair above: 2.2 s
    /// with memos 1,024 deep, 1.3 s with 16).
    fn judge_restores(&mut self) {
        if self.rebuild_ns == 0.0 || self.transition_ns == 0.0 {
            return;
        }
        if self.rebuild_ns < self.transition_ns {
            self.cheap_restores = true;
        } else if self.rebuild_ns > 4.0 * self.transition_ns {
            self.cheap_restores = false;
        }
    }

    /// How many of the topmost nodes keep a memo. A memo saves one restore from the
    /// snapshot (when the search comes back to its node, which then runs at least one more
    /// transition), and costs the state's size in memory for as long as the node is on the
    /// stack. Where a restore costs less than a transition (Groovy handlers over a large
    /// heap: 42 us against 223 us on bench/pair-memory.sh's pair), deep memos save little
    /// time and are most of the search's memory, so only the top few are kept;
    /// until a rebuild has been measured, and where they are not cheap (EventAppLarge:
    /// 3.8 us against 0.5 us), up to [`MEMO_DEPTH`].
    pub(super) fn worth_keeping(&self) -> usize {
        if self.cheap_restores {
            MEMO_DEPTH_CHEAP_RESTORE
        } else {
            MEMO_DEPTH
        }
    }

    /// A memo of the VM's state with the serializer's reference sections, for the node at
    /// stack index `at`.
    pub(super) fn make(&mut self, state: &State, sections: &Sections, at: usize) -> Box<Memo> {
        let mut memo = self.fresh();
        memo.state.clone_from(state);
        memo.sections.clone_from(sections);
        self.track(&mut memo, at);
        memo
    }

    /// A memo to fill (a spare one when there is one), not yet counted.
    pub(super) fn fresh(&mut self) -> Box<Memo> {
        let mut memo = self.spare.pop().unwrap_or_default();
        memo.bytes = 0;
        memo
    }

    /// Counts a filled memo against the budget, held by the node at stack index `at`.
    pub(super) fn track(&mut self, memo: &mut Memo, at: usize) {
        memo.bytes = memo.state.footprint() + memo.sections.footprint() + memo.words.capacity();
        self.bytes += memo.bytes;
        self.floor = self.floor.min(at);
    }

    /// Stops counting a memo that a node hands back to the search's current state.
    pub(super) fn untrack(&mut self, memo: &mut Memo) {
        self.bytes -= memo.bytes;
        memo.bytes = 0;
    }

    /// Takes back a memo no node uses; as many as the nodes keep memos, within a quarter of
    /// the budget, are kept for their allocations, which the next memos reuse.
    pub(super) fn recycle(&mut self, memo: Box<Memo>) {
        self.bytes -= memo.bytes;
        let size = if memo.bytes > 0 {
            memo.bytes
        } else {
            memo.state.footprint() + memo.sections.footprint() + memo.words.capacity()
        };
        if self.spare.len() < self.worth_keeping()
            && (self.spare.len() + 1) * size <= self.budget / 4
        {
            self.spare.push(memo);
        }
    }

    /// Drops the memos of the deepest nodes (nearest the root) until the rest fit the
    /// budget and the top [`Memos::worth_keeping`] nodes; the top node always keeps its memo.
    pub(super) fn trim(&mut self, stack: &mut [impl MemoSlot]) {
        let depth = self.worth_keeping();
        while (self.bytes > self.budget || self.floor + depth < stack.len())
            && self.floor + 1 < stack.len()
        {
            if let Some(m) = stack[self.floor].memo_slot().take() {
                self.recycle(m);
            }
            self.floor += 1;
        }
    }
}
