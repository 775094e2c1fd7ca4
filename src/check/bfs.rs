//! `--shortest`: a breadth-first search over the state graph (JPF's BFSHeuristic without
//! heuristic), so that each violation is reported with a path of the fewest choices.
//!
//! The search keeps a FIFO frontier of states to expand, each as its canonical snapshot (the
//! one `restore` rebuilds a state from), the choice it stands at, its depth (choices taken
//! from the start) and a link into a tree of paths (parent, option). Expanding a state
//! restores it once and runs each of its options from it; a state reached for the first
//! time (by fingerprint, as in the DFS) joins the back of the frontier.
//!
//! **Why the first violation found is a shortest one.** States leave the FIFO frontier in
//! order of depth: the root (depth 0) first, and each state expanded at depth d adds states
//! of depth d + 1 behind all states of depth <= d. So every state of depth d is expanded
//! before any of depth d + 1, and the first time a state is reached is along a path of the
//! fewest choices to it (its BFS distance): a later path to it cannot be shorter, so
//! dropping it as "seen" loses no shorter path. Now take a violating path of the fewest
//! choices, k: it goes through states s_0, ..., s_{k-1} and the violation happens in the
//! transition from s_{k-1} under its k-th choice. s_{k-1} is reached at depth <= k - 1, so
//! it is expanded (with all its options), and a transition is a function of its start state
//! and option (a state holds everything that affects the future: the same assumption as
//! state matching itself). So a violation with at most k choices is found; and none with
//! fewer than k exists, while a violation found when expanding a state of depth d has d + 1
//! choices and every state of smaller depth was expanded before without one. Hence the
//! first violation found has exactly k choices. (With `--find-all` the same holds for each
//! distinct violation: the first time it is found is along a shortest path to it.)
//!
//! **Same states as the DFS.** Without a violation or a limit both searches visit exactly
//! the states reachable from the start (a state is expanded once, whatever its depth), so
//! their state counts and `--states-out` agree; the tests compare them.
//!
//! Only `--strategy none`: dpor and sdpor explore a reduced set of paths chosen in DFS order
//! (their backtrack sets grow as the depth-first search returns), and a BFS over them would
//! not be known to keep the shortest violation.
//!
//! Memory: the frontier holds full snapshots; their bytes are reported as the peak
//! snapshot bytes, and they count against `--max-memory` as the whole process does.

use std::collections::{BTreeSet, VecDeque};

use super::engine::{Engine, Step};
use super::strategy::{Explore, Findings};
use crate::error::VmError;
use crate::state::{Fingerprint, StateSet, restore};
use crate::vm::{ChoiceRequest, State};

/// No parent: the root of the path tree.
const ROOT: u32 = u32::MAX;

/// A state waiting to be expanded.
struct Queued {
    words: Vec<u8>,
    choice: ChoiceRequest,
    /// Choices taken from the start to this state.
    depth: usize,
    /// Its path: an index into the path tree (`ROOT` for the start state).
    path: u32,
}

/// The breadth-first search and its frontier.
#[derive(Default)]
pub struct Bfs {
    seen: StateSet,
    buf: Vec<u8>,
    frontier: VecDeque<Queued>,
    frontier_bytes: u64,
    /// The path tree: for each reached state, its parent's index and the option taken.
    tree: Vec<(u32, u32)>,
    events: BTreeSet<i32>,
}

impl Explore for Bfs {
    fn explore(&mut self, e: &mut Engine) -> Result<(), VmError> {
        let first = e.first_transition()?;
        if !self.reached(e, first, ROOT, None, 0, None)? {
            self.expand_all(e)?;
        }
        Ok(())
    }

    fn visited(&self) -> Vec<Fingerprint> {
        self.seen.iter().copied().collect()
    }

    fn findings(&self) -> Findings {
        Findings {
            events: (!self.events.is_empty()).then_some(self.events.len() as u64),
            ..Findings::default()
        }
    }
}

impl Bfs {
    /// The option indices from the start to tree node `at`.
    fn path(&self, mut at: u32) -> Vec<u32> {
        let mut path = Vec::new();
        while at != ROOT {
            let (parent, option) = self.tree[at as usize];
            path.push(option);
            at = parent;
        }
        path.reverse();
        path
    }

    /// Adds a tree node below `parent` for `option` (`None`: the start state, which is the
    /// root itself).
    fn node(&mut self, parent: u32, option: Option<u32>) -> u32 {
        match option {
            None => ROOT,
            Some(o) => {
                self.tree.push((parent, o));
                (self.tree.len() - 1) as u32
            }
        }
    }

    /// The fingerprint of the state the VM stands in: from the sections the transition wrote
    /// when it started from `base` (the state the serializer holds as its reference), from a
    /// full serialization into `buf` otherwise. Returns whether `buf` holds the snapshot.
    fn fingerprint(&mut self, e: &mut Engine, base: Option<&State>) -> (Fingerprint, bool) {
        let (fp, incremental) = e.fingerprint(base, &mut self.buf);
        (fp, !incremental || e.verify)
    }

    /// Handles where a transition ended: `parent` and `option` say how it was reached (no
    /// option: the first transition), `depth` is the number of choices taken, `base` the
    /// state it started from. Returns true when the search must stop.
    fn reached(
        &mut self,
        e: &mut Engine,
        step: Step,
        parent: u32,
        option: Option<u32>,
        depth: usize,
        base: Option<&State>,
    ) -> Result<bool, VmError> {
        match step {
            Step::Choice(choice) => {
                let (fp, serialized) = self.fingerprint(e, base);
                if !self.seen.insert(fp) {
                    e.stats.revisited += 1;
                    return Ok(false);
                }
                e.stats.new_states += 1;
                if choice.event {
                    self.events
                        .extend((0..choice.values.len()).map(|i| choice.values.get(i)));
                }
                if e.cfg.max_depth.is_some_and(|d| depth >= d) {
                    e.note_limit(|| format!("depth limit {depth} reached"));
                } else {
                    self.enqueue(e, choice, serialized, parent, option, depth);
                }
            }
            Step::End => {
                let (fp, _) = self.fingerprint(e, base);
                e.count_end_state(self.seen.insert(fp));
            }
            Step::Ignored => {}
            Step::Limit(reason) => {
                e.stop_at(reason);
                return Ok(true);
            }
            Step::Violation(fault) => {
                let at = self.node(parent, option);
                if e.violation(fault, self.path(at))? {
                    return Ok(true);
                }
            }
        }
        if let Some(max) = e.cfg.max_states
            && e.stats.new_states >= max
        {
            e.stop_at(format!("state limit {max} reached"));
            return Ok(true);
        }
        Ok(false)
    }

    /// Puts the state the VM stands in (new, at `choice`) at the back of the frontier.
    fn enqueue(
        &mut self,
        e: &mut Engine,
        choice: ChoiceRequest,
        serialized: bool,
        parent: u32,
        option: Option<u32>,
        depth: usize,
    ) {
        if !serialized {
            e.serializer.serialize(&e.vm, &mut self.buf);
        }
        let words = self.buf.clone();
        self.frontier_bytes += words.len() as u64;
        e.stats.peak_snapshot_bytes = e.stats.peak_snapshot_bytes.max(self.frontier_bytes);
        e.note_depth(depth + 1);
        let path = self.node(parent, option);
        self.frontier.push_back(Queued {
            words,
            choice,
            depth,
            path,
        });
    }

    /// Expands the frontier's states in order until none is left or the search must stop:
    /// each state restored from its snapshot once, each of its options run from it.
    fn expand_all(&mut self, e: &mut Engine) -> Result<(), VmError> {
        let mut base = State::default();
        let mut iterations: u64 = 0;
        while let Some(node) = self.frontier.pop_front() {
            self.frontier_bytes -= node.words.len() as u64;
            let spans = restore(&mut e.vm, &node.words)?;
            e.vm.sync_class_tables();
            e.serializer.adopt_restored(&e.vm, &node.words, &spans);
            base.clone_from(&e.vm.state);
            for option in 0..node.choice.values.len() {
                if option > 0 {
                    e.vm.state.clone_from(&base);
                    e.vm.sync_class_tables();
                }
                e.vm.state.begin_tracking();
                e.vm.resume_choice(&node.choice, node.choice.values.get(option));
                e.stats.transitions += 1;
                let step = e.run_transition()?;
                let at = Some(option as u32);
                if self.reached(e, step, node.path, at, node.depth + 1, Some(&base))? {
                    return Ok(());
                }
                iterations += 1;
                if iterations.is_multiple_of(64) {
                    e.tick(node.depth + 1);
                }
                if iterations.is_multiple_of(16) && e.poll_limits() {
                    return Ok(());
                }
            }
        }
        Ok(())
    }
}
