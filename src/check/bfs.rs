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

use std::collections::VecDeque;
use std::time::Instant;

use super::{
    CheckConfig, CheckResult, Outcome, Progress, Statistics, Step, Violation, describe_violation,
    new_vm, peak_memory, run_transition, silent, trace, verify_incremental, write_states,
};
use crate::error::VmError;
use crate::state::{Fingerprint, Serializer, StateSet, restore};
use crate::vm::{ChoiceRequest, State, Vm};

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

struct Bfs<'a> {
    cfg: &'a CheckConfig,
    vm: Vm,
    stats: Statistics,
    seen: StateSet,
    serializer: Serializer,
    buf: Vec<u8>,
    frontier: VecDeque<Queued>,
    frontier_bytes: u64,
    /// The path tree: for each reached state, its parent's index and the option taken.
    tree: Vec<(u32, u32)>,
    violations: Vec<Violation>,
    limit: Option<String>,
    events: std::collections::BTreeSet<i32>,
    verify: bool,
}

impl Bfs<'_> {
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
    fn fingerprint(&mut self, base: Option<&State>) -> (Fingerprint, bool) {
        let quick = base.and_then(|b| self.serializer.incremental(&self.vm, b));
        match quick {
            Some(fp) if !self.verify => (fp, false),
            Some(fp) => {
                let full = self.serializer.serialize(&self.vm, &mut self.buf);
                assert_eq!(
                    fp, full,
                    "incremental fingerprint differs from the full one"
                );
                (fp, true)
            }
            None => (self.serializer.serialize(&self.vm, &mut self.buf), true),
        }
    }

    /// Handles where a transition ended: `parent` and `option` say how it was reached (no
    /// option: the first transition), `depth` is the number of choices taken, `base` the
    /// state it started from. Returns true when the search must stop.
    fn reached(
        &mut self,
        step: Step,
        parent: u32,
        option: Option<u32>,
        depth: usize,
        base: Option<&State>,
    ) -> Result<bool, VmError> {
        match step {
            Step::Choice(choice) => {
                let (fp, serialized) = self.fingerprint(base);
                if !self.seen.insert(fp) {
                    self.stats.revisited += 1;
                    return Ok(false);
                }
                self.stats.new_states += 1;
                if choice.event {
                    self.events
                        .extend((0..choice.values.len()).map(|i| choice.values.get(i)));
                }
                if self.cfg.max_depth.is_some_and(|d| depth >= d) {
                    self.limit
                        .get_or_insert_with(|| format!("depth limit {depth} reached"));
                } else {
                    if !serialized {
                        self.serializer.serialize(&self.vm, &mut self.buf);
                    }
                    let words = self.buf.clone();
                    self.frontier_bytes += words.len() as u64;
                    self.stats.peak_snapshot_bytes =
                        self.stats.peak_snapshot_bytes.max(self.frontier_bytes);
                    self.stats.max_depth = self.stats.max_depth.max(depth + 1);
                    let path = self.node(parent, option);
                    self.frontier.push_back(Queued {
                        words,
                        choice,
                        depth,
                        path,
                    });
                }
            }
            Step::End => {
                let (fp, _) = self.fingerprint(base);
                if self.seen.insert(fp) {
                    self.stats.new_states += 1;
                    self.stats.end_states += 1;
                } else {
                    self.stats.revisited += 1;
                }
            }
            Step::Ignored => {}
            Step::Limit(reason) => {
                self.limit = Some(reason);
                return Ok(true);
            }
            Step::Violation(fault) => {
                let at = self.node(parent, option);
                let v = describe_violation(&self.vm, fault, self.path(at))?;
                if !self.violations.iter().any(|o| o.key() == v.key()) {
                    self.violations.push(v);
                }
                if !self.cfg.find_all {
                    return Ok(true);
                }
            }
        }
        if let Some(max) = self.cfg.max_states
            && self.stats.new_states >= max
        {
            self.limit = Some(format!("state limit {max} reached"));
            return Ok(true);
        }
        Ok(false)
    }
}

impl Bfs<'_> {
    /// Expands the frontier's states in order until none is left or the search must stop:
    /// each state restored from its snapshot once, each of its options run from it.
    fn expand_all(&mut self, progress: &mut Progress) -> Result<(), VmError> {
        let steps = self.cfg.max_transition_steps;
        let mut base = State::default();
        let mut iterations: u64 = 0;
        while let Some(node) = self.frontier.pop_front() {
            self.frontier_bytes -= node.words.len() as u64;
            let spans = restore(&mut self.vm, &node.words)?;
            self.vm.sync_class_tables();
            self.serializer
                .adopt_restored(&self.vm, &node.words, &spans);
            base.clone_from(&self.vm.state);
            for option in 0..node.choice.values.len() {
                if option > 0 {
                    self.vm.state.clone_from(&base);
                    self.vm.sync_class_tables();
                }
                self.vm.state.begin_tracking();
                self.vm
                    .resume_choice(&node.choice, node.choice.values.get(option));
                self.stats.transitions += 1;
                let step = run_transition(&mut self.vm, steps)?;
                let at = Some(option as u32);
                if self.reached(step, node.path, at, node.depth + 1, Some(&base))? {
                    return Ok(());
                }
                iterations += 1;
                if iterations.is_multiple_of(64) {
                    progress.tick(&self.stats, node.depth + 1);
                }
                if iterations.is_multiple_of(16)
                    && let Some(reason) = self.vm.limits.poll()
                {
                    self.limit = Some(reason);
                    return Ok(());
                }
            }
        }
        Ok(())
    }
}

/// Explores every state breadth-first (see the module's comment).
pub(super) fn check_bfs(cfg: &CheckConfig) -> Result<CheckResult, VmError> {
    let start = Instant::now();
    let mut vm = new_vm(cfg, silent())?;
    vm.limits = cfg.limits();
    let mut b = Bfs {
        cfg,
        vm,
        stats: Statistics::default(),
        seen: StateSet::default(),
        serializer: Serializer::default(),
        buf: Vec::new(),
        frontier: VecDeque::new(),
        frontier_bytes: 0,
        tree: Vec::new(),
        violations: Vec::new(),
        limit: None,
        events: Default::default(),
        verify: verify_incremental(),
    };
    let mut progress = Progress::new(cfg.progress);
    let first = run_transition(&mut b.vm, cfg.max_transition_steps)?;
    if !b.reached(first, ROOT, None, 0, None)? {
        b.expand_all(&mut progress)?;
    }
    progress.finish();
    let mut stats = b.stats;
    stats.elapsed = start.elapsed();
    stats.instructions = b.vm.instructions_run;
    stats.full_serializations = b.serializer.full_serializations;
    stats.peak_memory = peak_memory();
    let outcome = if !b.violations.is_empty() {
        Outcome::Violations { limit: b.limit }
    } else if let Some(l) = b.limit {
        Outcome::LimitReached(l)
    } else {
        Outcome::Complete
    };
    write_states(cfg, b.seen.iter().copied());
    let mut counterexamples = Vec::new();
    for v in &b.violations {
        counterexamples.push(trace::replay(cfg, &v.path)?);
    }
    Ok(CheckResult {
        outcome,
        stats,
        violations: b.violations,
        counterexamples,
        strategy: "none",
        unique_transitions: None,
        events: (!b.events.is_empty()).then_some(b.events.len() as u64),
        warnings: Vec::new(),
    })
}
