//! The model checker: a stateful depth-first search over the program's choice points
//! (JPF's DFSearch): at each `Verify` choice the state is serialized canonically and
//! fingerprinted; a state seen before is not expanded again; otherwise its snapshot is kept
//! on the search stack and each option is explored in turn, restoring the snapshot exactly
//! before each. A transition is everything the program does from one choice to the next.

mod bfs;
mod dpor;
pub mod html;
pub mod report;
pub mod story;
pub mod trace;

use std::collections::BTreeSet;
use std::io::IsTerminal;
use std::time::{Duration, Instant};

use crate::classpath::ClassPath;
use crate::error::VmError;
use crate::runtime::MethodId;
use crate::state::{Fingerprint, Sections, Serializer, StateSet, delta, restore, undo_delta};
use crate::vm::value::Ref;
use crate::vm::{ChoiceRequest, Config, Output, State, Trap, Vm, Writes};

pub use trace::{
    Counterexample, Transition, decode_replay, encode_replay, encode_replay_with, replay,
    replay_unprotected,
};

/// Everything `ironpf check` is told.
#[derive(Clone, Debug)]
pub struct CheckConfig {
    pub classpath: String,
    pub main_class: String,
    pub args: Vec<String>,
    pub max_states: Option<u64>,
    pub max_depth: Option<usize>,
    pub time_limit: Option<Duration>,
    /// Stop when the process's resident memory reaches this many bytes (the default:
    /// [`crate::limits::default_max_memory`]).
    pub max_memory: Option<u64>,
    /// The guest heap limit (see `Config::max_heap`; the default: a quarter of the memory
    /// limit, since the search holds copies of the program's states beside it).
    pub max_heap: u64,
    pub max_transition_steps: u64,
    /// `assert` statements are checked (the default, as under `java -ea`).
    pub assertions: bool,
    /// Keep searching after a violation and report each distinct one.
    pub find_all: bool,
    /// Show a progress line on stderr.
    pub progress: bool,
    /// Extra folders to look for source files in, for counterexample traces.
    pub sourcepath: Vec<String>,
    pub strategy: Strategy,
    pub locations: crate::vm::LocationMode,
    /// Write the fingerprint of every visited state here (sorted hex, one per line).
    pub states_out: Option<String>,
    /// `Verify.getInt` chooses events too (see `Config::getint_chooses_events`).
    pub getint_events: bool,
    /// States keep dead locals too (`--state-locals all`, JPF's convention).
    pub all_locals: bool,
    /// `--race`: report data races (see `Config::detect_races`).
    pub race: bool,
    /// `--shortest`: search breadth-first, so that each violation comes with a path of the
    /// fewest choices (see `check::bfs`); `none` only.
    pub shortest: bool,
    /// `--trace-library`: traces show every source line, with the runtime library's folded
    /// into `[k more lines]` (otherwise only the program's lines, and for SmartThings pairs
    /// the story of each transition).
    pub trace_library: bool,
    /// The lock-discipline reduction for threads (see `Vm::data_access`; off with
    /// `--no-lock-reduction`).
    pub lock_discipline: bool,
    /// Classes (by `vm::class_key`) whose objects the reduction does not presume accessed
    /// under their monitors: found by [`check`] as it searches, or from a replay string.
    pub unprotected: BTreeSet<u64>,
}

/// The search strategy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Strategy {
    /// Stateful DFS without reduction.
    #[default]
    None,
    /// The stateful DPOR of Trimananda et al. for event-driven programs.
    Dpor,
    /// Yang et al.'s stateful DPOR adapted to events (sound for acyclic state spaces only).
    Sdpor,
}

impl Strategy {
    pub fn name(self) -> &'static str {
        match self {
            Strategy::None => "none",
            Strategy::Dpor => "dpor",
            Strategy::Sdpor => "sdpor",
        }
    }
}

impl CheckConfig {
    /// The search's time and memory limits, starting now.
    pub fn limits(&self) -> crate::limits::Limits {
        crate::limits::Limits::new(self.time_limit, self.max_memory)
    }

    pub fn new(classpath: &str, main_class: &str, args: &[String]) -> CheckConfig {
        CheckConfig {
            classpath: classpath.to_string(),
            main_class: main_class.to_string(),
            args: args.to_vec(),
            max_states: None,
            max_depth: None,
            time_limit: None,
            max_memory: crate::limits::default_max_memory(),
            max_heap: default_check_heap(crate::limits::default_max_memory()),
            max_transition_steps: 10_000_000,
            assertions: true,
            find_all: false,
            progress: false,
            sourcepath: Vec::new(),
            strategy: Strategy::None,
            locations: crate::vm::LocationMode::Object,
            states_out: None,
            getint_events: false,
            all_locals: false,
            race: false,
            shortest: false,
            trace_library: false,
            lock_discipline: true,
            unprotected: BTreeSet::new(),
        }
    }
}

/// The smallest guest heap limit (`--max-heap`; the JVM's `-Xmx` has a floor too).
pub const MIN_HEAP: u64 = 4 << 20;

/// The default guest heap limit of a check under a memory limit: a quarter of it (the
/// search keeps states beside the program's heap), at most the default of `run`.
pub fn default_check_heap(max_memory: Option<u64>) -> u64 {
    let run = crate::limits::default_max_heap();
    max_memory.map_or(run, |m| (m / 4).max(MIN_HEAP).min(run))
}

/// How a search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every reachable state was explored and no violation found.
    Complete,
    /// At least one violation was found; `limit` says what stopped the search before it
    /// covered everything (with `--find-all` a search goes on after a violation).
    Violations { limit: Option<String> },
    /// A limit stopped the search before it finished; no violation was found.
    LimitReached(String),
}

/// A property violation with the path that leads to it.
#[derive(Clone, Debug)]
pub struct Violation {
    /// The property (`uncaught exception`).
    pub property: String,
    /// The exception's class, binary name.
    pub exception: String,
    pub message: Option<String>,
    /// `Class.method(File.java:line)` frames, innermost first.
    pub stack: Vec<String>,
    /// Option index taken at each choice point from the start.
    pub path: Vec<u32>,
    /// The classes the search that found it did not presume accessed under their monitors
    /// (see [`CheckConfig::unprotected`]): part of its replay string.
    pub unprotected: BTreeSet<u64>,
}

impl Violation {
    pub fn replay(&self) -> String {
        encode_replay_with(&self.path, &self.unprotected)
    }
    pub fn headline(&self) -> String {
        match &self.message {
            Some(m) => format!("{}: {m}", self.exception),
            None => self.exception.clone(),
        }
    }
    fn key(&self) -> (String, String, Option<String>) {
        (
            self.exception.clone(),
            self.stack.first().cloned().unwrap_or_default(),
            self.message.clone(),
        )
    }
}

#[derive(Clone, Debug, Default)]
pub struct Statistics {
    /// Distinct states reached (choice points and end states), as JPF's "new states".
    pub new_states: u64,
    /// Transitions that ended in a state seen before.
    pub revisited: u64,
    /// Transitions executed (forward steps).
    pub transitions: u64,
    /// Paths on which the program terminated.
    pub end_states: u64,
    pub max_depth: usize,
    pub elapsed: Duration,
    /// Peak resident memory of the process, in bytes (0 where unknown).
    pub peak_memory: u64,
    /// Bytes of state snapshots held at the deepest point of the search.
    pub peak_snapshot_bytes: u64,
    /// Bytecode instructions the program executed in all transitions (replays of
    /// counterexamples and start-up excluded): what a search's time is mostly made of.
    pub instructions: u64,
    /// Snapshots the search made by serializing the whole state, where the others are
    /// fingerprinted and stored from the sections a transition wrote (the fast path; a
    /// search whose every new state takes the slow path is twice as slow on small heaps).
    pub full_serializations: u64,
}

#[derive(Clone, Debug)]
pub struct CheckResult {
    pub outcome: Outcome,
    pub stats: Statistics,
    pub violations: Vec<Violation>,
    /// The counterexample of each violation, replayed with source lines.
    pub counterexamples: Vec<Counterexample>,
    pub strategy: &'static str,
    /// Distinct transitions in the state transition graph (dpor, sdpor).
    pub unique_transitions: Option<u64>,
    /// Distinct events enabled in some visited state (dpor, sdpor).
    pub events: Option<u64>,
    /// What the user must know about the verdict (sdpor on a state space with cycles).
    pub warnings: Vec<String>,
}

/// What a violation is.
enum Fault {
    /// An uncaught exception (an assertion, say).
    Exception(Ref),
    Deadlock,
    /// `--race`: at a thread choice, two threads about to access one location (the writer,
    /// the other thread, what they do).
    Race(usize, usize, String),
}

/// What one transition ended with.
enum Step {
    Choice(ChoiceRequest),
    End,
    /// A property violation.
    Violation(Fault),
    Ignored,
    /// A limit stopped the transition (the message says which).
    Limit(String),
}

fn new_vm(cfg: &CheckConfig, output: Output) -> Result<Vm, VmError> {
    let classpath = ClassPath::new(&cfg.classpath)?;
    let config = Config {
        assertions: cfg.assertions,
        getint_chooses_events: cfg.getint_events,
        keep_dead_locals: cfg.all_locals,
        max_heap: cfg.max_heap,
        model_checking: true,
        thread_choice_events: cfg.strategy != Strategy::None,
        detect_races: cfg.race,
        lock_discipline: cfg.lock_discipline.then(|| cfg.unprotected.clone()),
        ..Config::default()
    };
    let mut vm = Vm::new(classpath, config, output)?;
    vm.start_main(&cfg.main_class, &cfg.args)?;
    Ok(vm)
}

fn silent() -> Output {
    Output {
        out: Box::new(std::io::sink()),
        err: Box::new(std::io::sink()),
        discarded: true,
    }
}

/// Whether IRONPF_VERIFY_INCREMENTAL asks to check the fast paths (incremental
/// fingerprints, young collections) against the slow ones.
pub(crate) fn verify_incremental() -> bool {
    static VERIFY: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *VERIFY.get_or_init(|| std::env::var_os("IRONPF_VERIFY_INCREMENTAL").is_some())
}

/// IRONPF_VERIFY_INCREMENTAL: runs the next transition from the top state's snapshot
/// `words` (restored) and returns the fingerprint of the state it reaches (None when it does
/// not reach one), then puts the VM back in the state it stood in, tracking writes afresh.
/// The same transition from the state in memory must reach the same state: a state is all
/// that can affect the future, so nothing kept beside it may change what a transition does.
fn replay_from_snapshot(
    vm: &mut Vm,
    words: &[u8],
    run: impl FnOnce(&mut Vm) -> Result<Step, VmError>,
) -> Result<Option<Fingerprint>, VmError> {
    let here = vm.state.clone();
    restore(vm, words)?;
    vm.sync_class_tables();
    vm.state.begin_tracking();
    let reached = match run(vm)? {
        Step::Choice(_) | Step::End => Some(Serializer::default().serialize(vm, &mut Vec::new())),
        _ => None,
    };
    vm.state.clone_from(&here);
    vm.sync_class_tables();
    vm.state.begin_tracking();
    Ok(reached)
}

/// Runs the current transition to its end.
fn run_transition(vm: &mut Vm, budget: u64) -> Result<Step, VmError> {
    vm.budget = budget.saturating_add(1);
    // A thread resumed at a scheduling point (a thread choice) goes through it. One resumed
    // after a data choice (`Verify.getInt`) did not stop at a scheduling point, so the next
    // operation other threads can observe is one: `x = Verify.getInt(0, 2)` on a shared `x`
    // lets another thread run before the write (tests/threads/DataChoiceWrite.java).
    vm.switched_at = if vm.resumed_at_scheduling_point {
        vm.budget
    } else {
        0
    };
    let result = vm.execute(0);
    vm.instructions_run += budget.saturating_add(1) - vm.budget;
    match result {
        Ok(()) | Err(Trap::Exit(_)) => Ok(Step::End),
        Err(Trap::Choice(c)) => {
            if vm.config.detect_races
                && c.kind == "thread"
                && let crate::vm::Options::List(threads) = &c.values
                && let Some((a, b, what)) = vm.find_race(threads)
            {
                return Ok(Step::Violation(Fault::Race(a, b, what)));
            }
            vm.check_transition_scoped()?;
            if !vm.config.keep_dead_locals {
                vm.clear_dead_locals();
            }
            vm.collect_transition_garbage(verify_incremental());
            Ok(Step::Choice(c))
        }
        Err(Trap::Throw(ex)) => Ok(Step::Violation(Fault::Exception(ex))),
        Err(Trap::Deadlock) => Ok(Step::Violation(Fault::Deadlock)),
        Err(Trap::Ignore) => Ok(Step::Ignored),
        Err(Trap::StepLimit) => Ok(Step::Limit(format!(
            "a transition ran more than {} instructions (at {})",
            budget,
            vm.location()
        ))),
        Err(Trap::Interrupted(reason)) => Ok(Step::Limit(format!(
            "{reason} inside a transition (at {})",
            vm.location()
        ))),
        Err(Trap::Error(e)) => Err(e),
        Err(Trap::Call(..) | Trap::Reenter | Trap::Bytecode) => {
            Err(VmError::internal("", "a native's hand-over escaped"))
        }
    }
}

/// A state on the search stack: how to get its snapshot back from its child's, and the
/// choice it stands at.
struct Node {
    /// The parent's snapshot as a delta against this node's snapshot (empty for the root).
    to_parent: Vec<u8>,
    choice: ChoiceRequest,
    next: usize,
    /// The state in memory with its sections, for the nodes nearest the top.
    memo: Option<Box<Memo>>,
    /// What the transition from the parent to this state wrote (`None`: unknown, or the heap
    /// changed shape), so that returning to the parent copies back only that.
    created_by: Option<Writes>,
}

/// A state kept in memory so that returning to it needs no restore from its snapshot.
#[derive(Default)]
struct Memo {
    state: State,
    sections: Sections,
    /// The state's snapshot, where the search keeps it with the state (dpor stores new
    /// states as patches against it); empty under `none`, which keeps the top snapshot apart.
    words: Vec<u8>,
    /// Approximately the bytes it occupies while a stack node holds it (0 while it is not
    /// counted against the budget).
    bytes: usize,
}

/// A node of a search stack that can hold a [`Memo`].
trait MemoSlot {
    fn memo_slot(&mut self) -> &mut Option<Box<Memo>>;
}

impl MemoSlot for Node {
    fn memo_slot(&mut self) -> &mut Option<Box<Memo>> {
        &mut self.memo
    }
}

/// At most how many of the topmost stack nodes keep their state in memory.
const MEMO_DEPTH: usize = 1024;

/// How many of the topmost nodes keep their state where restoring a state from its
/// snapshot costs little beside a transition (see [`Memos::worth_keeping`]).
const MEMO_DEPTH_CHEAP_RESTORE: usize = 16;

/// The states the search keeps in memory: those of the topmost stack nodes, within a byte
/// budget (deeper states come back from their snapshots, which share all but a delta with
/// their neighbours).
struct Memos {
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
    fn new(max_memory: Option<u64>) -> Memos {
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
    fn time_transition(&mut self) -> Option<Instant> {
        self.transitions_seen += 1;
        (self.transitions_seen % 16 == 1).then(Instant::now)
    }

    /// Ends the timing begun by [`Memos::time_transition`].
    fn timed_transition(&mut self, began: Option<Instant>) {
        if let Some(began) = began {
            Self::average(&mut self.transition_ns, began.elapsed());
            self.judge_restores();
        }
    }

    fn timed_rebuild(&mut self, took: Duration) {
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
    fn worth_keeping(&self) -> usize {
        if self.cheap_restores {
            MEMO_DEPTH_CHEAP_RESTORE
        } else {
            MEMO_DEPTH
        }
    }

    /// A memo of the VM's state with the serializer's reference sections, for the node at
    /// stack index `at`.
    fn make(&mut self, state: &State, sections: &Sections, at: usize) -> Box<Memo> {
        let mut memo = self.fresh();
        memo.state.clone_from(state);
        memo.sections.clone_from(sections);
        self.track(&mut memo, at);
        memo
    }

    /// A memo to fill (a spare one when there is one), not yet counted.
    fn fresh(&mut self) -> Box<Memo> {
        let mut memo = self.spare.pop().unwrap_or_default();
        memo.bytes = 0;
        memo
    }

    /// Counts a filled memo against the budget, held by the node at stack index `at`.
    fn track(&mut self, memo: &mut Memo, at: usize) {
        memo.bytes = memo.state.footprint() + memo.sections.footprint() + memo.words.capacity();
        self.bytes += memo.bytes;
        self.floor = self.floor.min(at);
    }

    /// Stops counting a memo that a node hands back to the search's current state.
    fn untrack(&mut self, memo: &mut Memo) {
        self.bytes -= memo.bytes;
        memo.bytes = 0;
    }

    /// Takes back a memo no node uses; as many as the nodes keep memos, within a quarter of
    /// the budget, are kept for their allocations, which the next memos reuse.
    fn recycle(&mut self, memo: Box<Memo>) {
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
    fn trim(&mut self, stack: &mut [impl MemoSlot]) {
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

/// Periodic progress on stderr: one updating line on a terminal, a plain line every few
/// seconds otherwise.
struct Progress {
    enabled: bool,
    terminal: bool,
    start: Instant,
    last: Instant,
    shown: bool,
}

impl Progress {
    fn new(enabled: bool) -> Progress {
        let now = Instant::now();
        Progress {
            enabled,
            terminal: std::io::stderr().is_terminal(),
            start: now,
            last: now,
            shown: false,
        }
    }

    fn tick(&mut self, s: &Statistics, depth: usize) {
        if !self.enabled {
            return;
        }
        let now = Instant::now();
        let every = if self.terminal {
            Duration::from_secs(1)
        } else {
            Duration::from_secs(5)
        };
        if now.duration_since(self.last) < every
            || now.duration_since(self.start) < Duration::from_secs(1)
        {
            return;
        }
        self.last = now;
        let secs = now.duration_since(self.start).as_secs_f64();
        let line = format!(
            "ironpf: {:.0}s states {} (+{} revisits) transitions {} depth {} {:.0} states/s mem {} MB",
            secs,
            s.new_states,
            s.revisited,
            s.transitions,
            depth,
            s.new_states as f64 / secs,
            peak_memory() / (1 << 20)
        );
        if self.terminal {
            eprint!("\r{line}\x1b[K");
            self.shown = true;
        } else {
            eprintln!("{line}");
        }
    }

    fn finish(&mut self) {
        if self.shown {
            eprint!("\r\x1b[K");
        }
    }
}

/// Peak resident set size of this process (VmHWM), in bytes.
pub fn peak_memory() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines().find(|l| l.starts_with("VmHWM:")).and_then(|l| {
                l.split_whitespace()
                    .nth(1)
                    .and_then(|kb| kb.parse::<u64>().ok())
                    .map(|kb| kb * 1024)
            })
        })
        .unwrap_or(0)
}

/// Explores every path of the program (stateful DFS without reduction).
/// Checks the program with the configured strategy.
///
/// Under the lock-discipline reduction a search that meets a class whose objects are not
/// accessed under their monitors starts again with that class's accesses as scheduling
/// points (see `Vm::data_access`), until one search ends without such a surprise; the
/// result is that search's, with the time of all of them and a warning naming the classes.
pub fn check(cfg: &CheckConfig) -> Result<CheckResult, VmError> {
    let start = Instant::now();
    let mut cfg = cfg.clone();
    let mut broken: Vec<String> = Vec::new();
    loop {
        let result = match cfg.strategy {
            Strategy::None if cfg.shortest => bfs::check_bfs(&cfg),
            Strategy::None => check_dfs(&cfg),
            Strategy::Dpor | Strategy::Sdpor => check_dpor(&cfg),
        };
        match result {
            Err(VmError::LockDisciplineBroken {
                context,
                class,
                key,
            }) if cfg.lock_discipline && cfg.unprotected.insert(key) => {
                log::info!(
                    target: "ironpf::check",
                    "{context}: an object of {class} accessed without its monitor: searching again"
                );
                broken.push(format!("{class} (first at {context})"));
                if let Some(t) = cfg.time_limit {
                    // What is left of the time limit (at least a moment: a search given no
                    // time stops at once with the limit).
                    cfg.time_limit = Some(
                        t.saturating_sub(start.elapsed())
                            .max(Duration::from_millis(1)),
                    );
                }
            }
            Err(e) => return Err(e),
            Ok(mut r) => {
                r.stats.elapsed = start.elapsed();
                for v in &mut r.violations {
                    v.unprotected = cfg.unprotected.clone();
                }
                if !broken.is_empty() {
                    r.warnings.push(format!(
                        "the search ran {} times: threads accessed objects of {} without holding their monitors, so those accesses are scheduling points (the lock-discipline reduction applies to the other classes)",
                        broken.len() + 1,
                        broken.join(", ")
                    ));
                }
                return Ok(r);
            }
        }
    }
}

/// Writes `--states-out`. The file was found writable before the search (the command line
/// checks it), so a failure now is reported on stderr without losing the search's result.
fn write_states(cfg: &CheckConfig, fps: impl Iterator<Item = Fingerprint>) {
    let Some(file) = &cfg.states_out else {
        return;
    };
    let mut v: Vec<Fingerprint> = fps.collect();
    v.sort_unstable();
    v.dedup();
    let text: String = v.iter().map(|f| format!("{f:032x}\n")).collect();
    if let Err(e) = std::fs::write(file, text) {
        eprintln!("ironpf: error: {file}: cannot write the states: {e}");
    }
}

fn check_dpor(cfg: &CheckConfig) -> Result<CheckResult, VmError> {
    let start = Instant::now();
    let mut vm = new_vm(cfg, silent())?;
    vm.limits = cfg.limits();
    vm.locations = cfg.locations;
    let mode = if cfg.strategy == Strategy::Sdpor {
        dpor::Mode::Sdpor
    } else {
        dpor::Mode::Dpor
    };
    let mut d = dpor::Dpor::new(cfg, vm, mode);
    d.explore_all()?;
    let mut stats = std::mem::take(&mut d.stats);
    stats.peak_snapshot_bytes = d.stored_bytes() as u64;
    stats.elapsed = start.elapsed();
    stats.instructions = d.instructions_run();
    stats.full_serializations = d.full_serializations();
    stats.peak_memory = peak_memory();
    write_states(cfg, d.fingerprints().into_iter());
    let violations = std::mem::take(&mut d.violations);
    let outcome = if !violations.is_empty() {
        Outcome::Violations {
            limit: d.limit.take(),
        }
    } else if let Some(l) = d.limit.take() {
        Outcome::LimitReached(l)
    } else if d.cycle.is_some() {
        // Yang et al.'s algorithm is exact only on acyclic state spaces: having met a cycle,
        // sdpor may have skipped a violating interleaving, so "no violation" would be a
        // claim it cannot make (exit 3, as any search that did not cover everything).
        Outcome::LimitReached(
            "sdpor cannot conclude: the state space has cycles, where it may miss violations (--strategy dpor handles cycles)".to_string(),
        )
    } else {
        Outcome::Complete
    };
    let unique = d.unique_transitions();
    let events = d.events();
    let warnings = d
        .cycle
        .map(|_| {
            "the state space has cycles (a state recurs on a path that reaches it): sdpor, Yang et al.'s algorithm, assumes an acyclic state space and may miss violations here; --strategy dpor handles cycles".to_string()
        })
        .into_iter()
        .collect();
    let mut counterexamples = Vec::new();
    for v in &violations {
        counterexamples.push(trace::replay(cfg, &v.path)?);
    }
    Ok(CheckResult {
        outcome,
        stats,
        violations,
        counterexamples,
        strategy: cfg.strategy.name(),
        unique_transitions: Some(unique),
        events: Some(events),
        warnings,
    })
}

/// Explores every path of the program (stateful DFS without reduction).
fn check_dfs(cfg: &CheckConfig) -> Result<CheckResult, VmError> {
    let start = Instant::now();
    let mut vm = new_vm(cfg, silent())?;
    vm.limits = cfg.limits();
    let mut stats = Statistics::default();
    let mut seen = StateSet::default();
    let mut serializer = Serializer::default();
    let mut buf = Vec::new();
    let mut stack: Vec<Node> = Vec::new();
    let mut violations: Vec<Violation> = Vec::new();
    let mut limit: Option<String> = None;
    // Distinct events offered at some state (for the statistics).
    let mut events = std::collections::BTreeSet::new();
    let mut progress = Progress::new(cfg.progress);
    let mut snapshot_bytes: u64 = 0;
    // The top node's snapshot. Its state in memory (the top node's memo, which the top node
    // always has) is where every transition starts.
    let mut top_words: Vec<u8> = Vec::new();
    let verify = verify_incremental();
    let mut memos = Memos::new(cfg.max_memory);
    let mut iterations: u64 = 0;

    let mut step = run_transition(&mut vm, cfg.max_transition_steps)?;
    loop {
        let path = || -> Vec<u32> {
            stack
                .iter()
                .map(|n| n.next.saturating_sub(1) as u32)
                .collect()
        };
        // The fingerprint of the state the transition reached: from the written sections when
        // the transition started at the top node, from a full serialization otherwise.
        let fingerprint = |vm: &Vm,
                           serializer: &mut Serializer,
                           buf: &mut Vec<u8>,
                           stack: &[Node],
                           memos: &mut Memos|
         -> (Fingerprint, bool) {
            let base = stack.last().and_then(|n| n.memo.as_ref()).map(|m| &m.state);
            let quick = base.and_then(|base| serializer.incremental(vm, base));
            match quick {
                Some(fp) if !verify => (fp, false),
                Some(fp) => {
                    let slow = serializer.serialize(vm, buf);
                    assert_eq!(
                        fp, slow,
                        "incremental fingerprint differs from the full one"
                    );
                    (fp, true)
                }
                None => {
                    let began = Instant::now();
                    let fp = serializer.serialize(vm, buf);
                    memos.timed_rebuild(began.elapsed());
                    (fp, true)
                }
            }
        };
        match step {
            Step::Choice(choice) => {
                let (fp, serialized) =
                    fingerprint(&vm, &mut serializer, &mut buf, &stack, &mut memos);
                if seen.insert(fp) {
                    stats.new_states += 1;
                    if choice.event {
                        events.extend((0..choice.values.len()).map(|i| choice.values.get(i)));
                    }
                    let depth_limited = cfg.max_depth.is_some_and(|d| stack.len() >= d);
                    if depth_limited {
                        limit.get_or_insert_with(|| format!("depth limit {} reached", stack.len()));
                    } else {
                        let patched = if serialized || stack.is_empty() {
                            None
                        } else {
                            serializer.commit_incremental(&mut top_words)
                        };
                        let to_parent = match patched {
                            Some(d) => {
                                if verify {
                                    let mut full = Vec::new();
                                    let fp = Serializer::default().serialize(&vm, &mut full);
                                    assert_eq!(
                                        fp,
                                        serializer.reference_fingerprint(),
                                        "patched sections differ"
                                    );
                                    assert!(
                                        full == top_words,
                                        "a patched snapshot differs from a full serialization"
                                    );
                                }
                                d
                            }
                            None => {
                                if !serialized {
                                    serializer.serialize(&vm, &mut buf);
                                }
                                serializer.adopt_reference();
                                let d = if stack.is_empty() {
                                    Vec::new()
                                } else {
                                    delta(&top_words, &buf)
                                };
                                std::mem::swap(&mut top_words, &mut buf);
                                d
                            }
                        };
                        snapshot_bytes += to_parent.len() as u64;
                        stats.peak_snapshot_bytes = stats
                            .peak_snapshot_bytes
                            .max(snapshot_bytes + top_words.len() as u64);
                        let created_by = stack
                            .last()
                            .and_then(|n| n.memo.as_ref())
                            .and_then(|m| vm.state.writes(&m.state));
                        let memo = memos.make(&vm.state, serializer.reference(), stack.len());
                        stack.push(Node {
                            to_parent,
                            choice,
                            next: 0,
                            memo: Some(memo),
                            created_by,
                        });
                        stats.max_depth = stats.max_depth.max(stack.len());
                        memos.trim(&mut stack);
                    }
                } else {
                    stats.revisited += 1;
                }
            }
            Step::End => {
                let (fp, _) = fingerprint(&vm, &mut serializer, &mut buf, &stack, &mut memos);
                if seen.insert(fp) {
                    stats.new_states += 1;
                    stats.end_states += 1;
                } else {
                    stats.revisited += 1;
                }
            }
            Step::Ignored => {}
            Step::Limit(reason) => {
                limit = Some(reason);
                break;
            }
            Step::Violation(ex) => {
                let v = describe_violation(&vm, ex, path())?;
                if !violations.iter().any(|o| o.key() == v.key()) {
                    violations.push(v);
                }
                if !cfg.find_all {
                    break;
                }
            }
        }
        if let Some(max) = cfg.max_states
            && stats.new_states >= max
        {
            limit = Some(format!("state limit {max} reached"));
            break;
        }
        iterations += 1;
        if iterations.is_multiple_of(64) {
            progress.tick(&stats, stack.len());
        }
        if iterations.is_multiple_of(16)
            && let Some(reason) = vm.limits.poll()
        {
            limit = Some(reason);
            break;
        }
        // Backtrack to the deepest state with an unexplored option. The VM stands at the top
        // state plus the last transition's writes; each popped node adds the writes of the
        // transition that created it.
        let mut popped = false;
        let mut undo: Vec<Option<Writes>> = Vec::new();
        while let Some(top) = stack.last()
            && top.next >= top.choice.values.len()
        {
            if !popped {
                undo.push(top.memo.as_ref().and_then(|m| vm.state.writes(&m.state)));
            }
            snapshot_bytes -= top.to_parent.len() as u64;
            let mut node = stack.pop().expect("stack has a top");
            if !stack.is_empty() {
                undo_delta(&mut top_words, &node.to_parent)?;
            }
            undo.push(node.created_by.take());
            if let Some(m) = node.memo.take() {
                memos.recycle(m);
            }
            popped = true;
        }
        let at = stack.len().wrapping_sub(1);
        let Some(top) = stack.last_mut() else { break };
        match &mut top.memo {
            Some(memo) if popped => {
                serializer.set_reference(&memo.sections);
                if undo.iter().all(Option::is_some) {
                    vm.state.copy_back(&memo.state, undo.iter().flatten());
                } else {
                    vm.state.clone_from(&memo.state);
                }
                if verify {
                    let fp = serializer.serialize(&vm, &mut buf);
                    assert_eq!(
                        fp,
                        serializer.reference_fingerprint(),
                        "state after backtracking differs from the stored one"
                    );
                }
            }
            Some(memo) => {
                if !vm.state.undo_to(&memo.state) {
                    vm.state.clone_from(&memo.state);
                }
            }
            None => {
                // A state from deeper in the stack than the memos reach: rebuild it from its
                // snapshot, and keep it in memory while it is the top.
                let began = Instant::now();
                let spans = restore(&mut vm, &top_words)?;
                serializer.adopt_restored(&vm, &top_words, &spans);
                memos.timed_rebuild(began.elapsed());
                if verify {
                    let fp = serializer.serialize(&vm, &mut buf);
                    assert_eq!(
                        fp,
                        serializer.reference_fingerprint(),
                        "restored sections differ from a fresh serialization"
                    );
                }
                top.memo = Some(memos.make(&vm.state, serializer.reference(), at));
            }
        }
        vm.sync_class_tables();
        vm.state.begin_tracking();
        let value = top.choice.values.get(top.next);
        top.next += 1;
        let choice = &top.choice;
        let replayed = if verify {
            replay_from_snapshot(&mut vm, &top_words, |vm| {
                vm.resume_choice(choice, value);
                run_transition(vm, cfg.max_transition_steps)
            })?
        } else {
            None
        };
        vm.resume_choice(choice, value);
        stats.transitions += 1;
        let began = memos.time_transition();
        step = run_transition(&mut vm, cfg.max_transition_steps)?;
        memos.timed_transition(began);
        if let Some(replayed) = replayed
            && matches!(step, Step::Choice(_) | Step::End)
        {
            assert_eq!(
                Serializer::default().serialize(&vm, &mut Vec::new()),
                replayed,
                "a transition from a restored state reached another state than from the state in memory"
            );
        }
    }
    progress.finish();
    stats.elapsed = start.elapsed();
    stats.instructions = vm.instructions_run;
    stats.full_serializations = serializer.full_serializations;
    stats.peak_memory = peak_memory();
    let outcome = if !violations.is_empty() {
        Outcome::Violations { limit }
    } else if let Some(l) = limit {
        Outcome::LimitReached(l)
    } else {
        Outcome::Complete
    };
    write_states(cfg, seen.iter().copied());
    let mut counterexamples = Vec::new();
    for v in &violations {
        counterexamples.push(trace::replay(cfg, &v.path)?);
    }
    Ok(CheckResult {
        outcome,
        stats,
        violations,
        counterexamples,
        strategy: "none",
        unique_transitions: None,
        events: (!events.is_empty()).then_some(events.len() as u64),
        warnings: Vec::new(),
    })
}

/// Packages of ironpf's platform models: an exception raised by their own code is a fault
/// of ironpf, not of the program under test.
const MODEL_PACKAGES: &[&str] = &["ironpf/smartthings/", "physicalgraph/", "groovyx/"];
/// The model class that makes the exceptions a model throws into a program on purpose.
const MODEL_THROWS_FOR_PROGRAM: &str = "ironpf/smartthings/AppExceptions";
/// Library packages an exception passes through on its way from the code that caused it.
const LIBRARY_PACKAGES: &[&str] = &["java/", "groovy/", "org/codehaus/groovy/", "ironpf/groovy/"];

/// The property, message and Java stack trace of an uncaught exception; an internal error
/// when a platform model itself raised it (the innermost frame outside the Java and Groovy
/// libraries is model code): then the model, not the program, is at fault.
fn describe_violation(vm: &Vm, fault: Fault, path: Vec<u32>) -> Result<Violation, VmError> {
    let ex = match fault {
        Fault::Exception(ex) => ex,
        Fault::Race(a, b, what) => {
            let stack = [a, b]
                .into_iter()
                .flat_map(|i| {
                    let access = vm
                        .pending_access(i)
                        .map(|(_, w, text)| format!("{} {text}", if w { "write" } else { "read" }))
                        .unwrap_or_default();
                    std::iter::once(format!("thread {i} \"{}\": {access}", vm.thread_name(i)))
                        .chain(
                            vm.parked_frames(i)
                                .into_iter()
                                .map(|f| format!("    at {}", frame_text(vm, f.method, f.pc))),
                        )
                })
                .collect();
            return Ok(Violation {
                property: "race".into(),
                exception: "data race".into(),
                message: Some(what),
                stack,
                path,
                unprotected: BTreeSet::new(),
            });
        }
        Fault::Deadlock => {
            return Ok(Violation {
                property: "deadlock".into(),
                exception: "no thread can run".into(),
                message: None,
                stack: vm
                    .describe_deadlock()
                    .into_iter()
                    .flat_map(|(thread, frames)| {
                        std::iter::once(thread).chain(
                            frames
                                .into_iter()
                                .map(|f| format!("    at {}", frame_text(vm, f.method, f.pc))),
                        )
                    })
                    .collect(),
                path,
                unprotected: BTreeSet::new(),
            });
        }
    };
    let property = violated_property(vm, ex);
    if property.is_none()
        && let Some(frame) = model_fault(vm, ex)
    {
        let class = vm
            .class_of(ex)
            .map(|c| vm.classes.class(c).java_name())
            .unwrap_or_default();
        let message = vm
            .field(ex, vm.known.throwable_message)
            .ok()
            .and_then(|v| v.as_ref())
            .filter(|&r| r != 0)
            .and_then(|r| vm.rust_string(r).ok())
            .map(|m| format!(": {m}"))
            .unwrap_or_default();
        return Err(VmError::internal(
            frame,
            format!(
                "the platform model raised {class}{message} (a bug in ironpf's model, not in the program)"
            ),
        ));
    }
    Ok(describe_exception(vm, ex, path, property))
}

/// The model frame that raised exception `ex`, if the model is at fault.
fn model_fault(vm: &Vm, ex: Ref) -> Option<String> {
    use crate::vm::heap::{Array, Body};
    let crate::vm::value::Value::Ref(bt) = vm.field(ex, vm.known.throwable_backtrace).ok()? else {
        return None;
    };
    let Some(Body::Array(Array::Int(pairs))) = vm.state.heap.get(bt).map(|o| &o.body) else {
        return None;
    };
    for p in pairs.chunks(2) {
        let method = vm.classes.method(p[0] as MethodId);
        let class = vm.classes.class(method.class);
        let name = class.name.as_str();
        // Constructors of the exception itself and library frames are passed through.
        if LIBRARY_PACKAGES.iter().any(|l| name.starts_with(l)) {
            continue;
        }
        if name == MODEL_THROWS_FOR_PROGRAM || !vm.is_runtime_class(method.class) {
            return None;
        }
        return MODEL_PACKAGES
            .iter()
            .any(|m| name.starts_with(m))
            .then(|| frame_text(vm, p[0] as MethodId, p.get(1).copied().unwrap_or(0) as u32));
    }
    None
}

fn describe_exception(vm: &Vm, ex: Ref, path: Vec<u32>, property: Option<String>) -> Violation {
    let class = vm
        .class_of(ex)
        .map(|c| vm.classes.class(c).java_name())
        .unwrap_or_default();
    let message = vm
        .field(ex, vm.known.throwable_message)
        .ok()
        .and_then(|v| v.as_ref())
        .filter(|&r| r != 0)
        .and_then(|r| vm.rust_string(r).ok());
    Violation {
        property: property.unwrap_or_else(|| "uncaught exception".into()),
        exception: class,
        message,
        stack: stack_trace(vm, ex),
        path,
        unprotected: BTreeSet::new(),
    }
}

/// The property an `ironpf.PropertyViolation` names (None for any other exception).
fn violated_property(vm: &Vm, ex: Ref) -> Option<String> {
    let pv = vm.classes.lookup("ironpf/PropertyViolation")?;
    let class = vm.class_of(ex).ok()?;
    if !vm.classes.is_assignable(class, pv) {
        return None;
    }
    let slot = vm.field_slot(pv, "property").ok()?;
    let r = vm.field(ex, slot).ok()?.as_ref().filter(|&r| r != 0)?;
    vm.rust_string(r).ok()
}

/// The `Class.method(File.java:line)` frames recorded in a throwable's backtrace.
pub fn stack_trace(vm: &Vm, ex: Ref) -> Vec<String> {
    use crate::vm::heap::{Array, Body};
    let Ok(crate::vm::value::Value::Ref(bt)) = vm.field(ex, vm.known.throwable_backtrace) else {
        return Vec::new();
    };
    let Some(Body::Array(Array::Int(pairs))) = vm.state.heap.get(bt).map(|o| &o.body) else {
        return Vec::new();
    };
    pairs
        .chunks(2)
        .map(|p| frame_text(vm, p[0] as MethodId, p.get(1).copied().unwrap_or(0) as u32))
        .collect()
}

fn frame_text(vm: &Vm, method: MethodId, pc: u32) -> String {
    let m = vm.classes.method(method);
    let class = vm.classes.class(m.class);
    let line = m.code.as_ref().and_then(|c| c.line_of(pc));
    let place = match (&class.source_file, line) {
        (Some(f), Some(l)) => format!("{f}:{l}"),
        (Some(f), None) => f.clone(),
        _ => "Unknown Source".into(),
    };
    format!("{}.{}({place})", class.java_name(), m.name)
}

/// Exit code of a finished check: 0 complete, 1 violation, 3 stopped by a limit.
pub fn exit_code(result: &CheckResult) -> i32 {
    match result.outcome {
        Outcome::Complete => 0,
        Outcome::Violations { .. } => 1,
        Outcome::LimitReached(_) => 3,
    }
}
