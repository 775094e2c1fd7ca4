//! The engine every strategy drives: it owns the VM and runs it, one transition at a time,
//! to the next choice; fingerprints states through the serializer (incrementally from what a
//! transition wrote, or in full); keeps the memos and the statistics; captures violations
//! (once each) and the limit that stopped the search; shows progress; and makes the check's
//! result. A strategy (`check::strategy`) only decides which choice comes next.

use std::time::Instant;

use super::memo::Memos;
use super::progress::{Progress, peak_memory};
use super::strategy::{ChoiceKind, Explore};
use super::violation::{Fault, describe_violation};
use super::{CheckConfig, CheckResult, Outcome, Statistics, Violation, trace};
use crate::classpath::ClassPath;
use crate::error::VmError;
use crate::state::{Fingerprint, Serializer, restore};
use crate::vm::{ChoiceRequest, Config, Output, State, Trap, Vm};

/// What one transition ended with.
pub enum Step {
    Choice(ChoiceRequest),
    End,
    /// A property violation.
    Violation(Fault),
    Ignored,
    /// A limit stopped the transition (the message says which).
    Limit(String),
}

/// A VM for a check, started at the main class's first instruction.
pub(super) fn new_vm(cfg: &CheckConfig, output: Output) -> Result<Vm, VmError> {
    let classpath = ClassPath::new(&cfg.classpath)?;
    let config = Config {
        assertions: cfg.assertions,
        getint_chooses_events: cfg.getint_events,
        keep_dead_locals: cfg.all_locals,
        keep_unreadable_state: cfg.keep_all,
        ignore_unchanged_writes: cfg.ignore_unchanged_writes,
        max_heap: cfg.max_heap,
        model_checking: true,
        thread_choice_events: cfg.strategy.info().reduces,
        detect_races: cfg.race,
        lock_discipline: cfg.lock_discipline.then(|| cfg.unprotected.clone()),
        ..Config::default()
    };
    let mut vm = Vm::new(classpath, config, output)?;
    vm.start_main(&cfg.main_class, &cfg.args)?;
    Ok(vm)
}

/// Output thrown away (a search; replays print).
pub(super) fn silent() -> Output {
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
pub(super) fn replay_from_snapshot(
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
pub(super) fn run_transition(vm: &mut Vm, budget: u64) -> Result<Step, VmError> {
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

/// The engine of one search (see the module's comment).
pub struct Engine<'a> {
    pub cfg: &'a CheckConfig,
    pub vm: Vm,
    pub serializer: Serializer,
    pub stats: Statistics,
    /// The states the strategy keeps in memory beside their snapshots, and the policy of
    /// how many.
    pub memos: Memos,
    /// IRONPF_VERIFY_INCREMENTAL: check every fast path (incremental fingerprints, patched
    /// snapshots, undone transitions) against the slow one.
    pub verify: bool,
    violations: Vec<Violation>,
    limit: Option<String>,
    progress: Progress,
    growth: super::growth::Growth,
    start: Instant,
}

impl<'a> Engine<'a> {
    /// An engine whose VM stands before the program's first instruction.
    pub fn new(cfg: &'a CheckConfig) -> Result<Engine<'a>, VmError> {
        let start = Instant::now();
        let mut vm = new_vm(cfg, silent())?;
        vm.limits = cfg.limits();
        vm.locations = cfg.locations;
        Ok(Engine {
            cfg,
            vm,
            serializer: Serializer::default(),
            stats: Statistics::default(),
            memos: Memos::new(cfg.max_memory),
            verify: verify_incremental(),
            violations: Vec::new(),
            limit: None,
            progress: Progress::new(cfg.progress),
            growth: Default::default(),
            start,
        })
    }

    /// Runs the current transition to its end (timed now and then, for the memo policy).
    pub fn run_transition(&mut self) -> Result<Step, VmError> {
        let began = self.memos.time_transition();
        let step = run_transition(&mut self.vm, self.cfg.max_transition_steps)?;
        self.memos.timed_transition(began);
        self.admit(step)
    }

    /// The first transition, from the program's start, to its first choice.
    pub fn first_transition(&mut self) -> Result<Step, VmError> {
        let step = run_transition(&mut self.vm, self.cfg.max_transition_steps)?;
        self.admit(step)
    }

    /// `step`, unless it asks for a kind of choice the strategy does not explore.
    fn admit(&self, step: Step) -> Result<Step, VmError> {
        if let Step::Choice(c) = &step
            && let Some(e) = self.cfg.strategy.info().refuses_choice(ChoiceKind::of(c))
        {
            return Err(e);
        }
        Ok(step)
    }

    /// Records the violation a transition ended in, found along `path` (each distinct
    /// violation once); returns whether the search must stop (unless `--find-all`).
    pub fn violation(&mut self, fault: Fault, path: Vec<u32>) -> Result<bool, VmError> {
        let v = describe_violation(&self.vm, fault, path)?;
        let hit = self.cfg.target.as_ref() == Some(&v.key());
        if !self.violations.iter().any(|o| o.key() == v.key()) {
            self.violations.push(v);
        }
        Ok(hit || !self.cfg.find_all)
    }

    /// The search stops: `reason` says which limit stopped it.
    pub fn stop_at(&mut self, reason: String) {
        self.limit = Some(reason);
    }

    /// A limit was reached somewhere without stopping the search (a depth limit: deeper
    /// states are not expanded); the first reason given is kept.
    pub fn note_limit(&mut self, reason: impl FnOnce() -> String) {
        self.limit.get_or_insert_with(reason);
    }

    /// The limit that stopped the search, or was reached, so far.
    pub fn limit(&self) -> Option<&str> {
        self.limit.as_deref()
    }

    /// Whether the time or memory limit has been reached (then the search stops).
    pub fn poll_limits(&mut self) -> bool {
        match self.vm.limits.poll() {
            Some(reason) => {
                self.limit = Some(reason);
                true
            }
            None => false,
        }
    }

    /// The fingerprint of the state the VM stands in, and whether it was made incrementally:
    /// from the sections the transition wrote when it started from `base` (the serializer's
    /// reference state), else from a full serialization into `buf`, timed as a rebuild for
    /// the memo policy (it walks the heap as a restore does, see `Memos::worth_keeping`).
    /// Under IRONPF_VERIFY_INCREMENTAL an incremental fingerprint is checked against a full
    /// serialization, which `buf` then holds too.
    pub fn fingerprint(&mut self, base: Option<&State>, buf: &mut Vec<u8>) -> (Fingerprint, bool) {
        match base.and_then(|b| self.serializer.incremental(&self.vm, b)) {
            Some(fp) => {
                if self.verify {
                    let full = self.serializer.serialize(&self.vm, buf);
                    assert_eq!(
                        fp, full,
                        "incremental fingerprint differs from the full one"
                    );
                }
                (fp, true)
            }
            None => {
                let began = Instant::now();
                let fp = self.serializer.serialize(&self.vm, buf);
                self.memos.timed_rebuild(began.elapsed());
                (fp, false)
            }
        }
    }

    /// Counts a state where the program ended: a new one, or one seen before.
    pub fn count_end_state(&mut self, new: bool) {
        if new {
            self.stats.new_states += 1;
            self.stats.end_states += 1;
        } else {
            self.stats.revisited += 1;
        }
    }

    /// The VM stands in a state the search reached at `depth` (a path of that many
    /// transitions): the deepest so far is the statistics' max depth, and a search that keeps
    /// going deeper is sampled for the report's account of what keeps changing
    /// (`check::growth`).
    pub fn note_depth(&mut self, depth: usize) {
        if depth > self.stats.max_depth {
            self.stats.max_depth = depth;
            self.growth.reached(&self.vm, depth);
        }
    }

    /// Shows progress (at most every second or few).
    pub fn tick(&mut self, depth: usize) {
        self.progress.tick(&self.stats, depth);
    }

    /// The check's result once the strategy's search has ended: the outcome, the statistics,
    /// the counterexamples (each violation's path replayed with its source lines) and what
    /// the strategy adds; `--states-out` is written.
    pub fn finish(mut self, strategy: &dyn Explore) -> Result<CheckResult, VmError> {
        self.progress.finish();
        let mut findings = strategy.findings();
        findings.warnings.extend(self.growth.warning());
        findings.warnings.extend(
            std::mem::take(&mut self.vm.model_warnings)
                .into_iter()
                .map(|w| format!("the SmartThings model: {w}")),
        );
        let inconclusive = findings
            .cycle
            .then(|| self.cfg.strategy.info().inconclusive_on_cycles())
            .flatten()
            .map(|(why, warning)| {
                findings.warnings.push(warning);
                why
            });
        let mut stats = std::mem::take(&mut self.stats);
        if let Some(bytes) = findings.stored_bytes {
            stats.peak_snapshot_bytes = bytes;
        }
        stats.elapsed = self.start.elapsed();
        stats.instructions = self.vm.instructions_run;
        stats.full_serializations = self.serializer.full_serializations;
        stats.peak_memory = peak_memory();
        if self.cfg.states_out.is_some() {
            write_states(self.cfg, strategy.visited().into_iter());
        }
        let violations = std::mem::take(&mut self.violations);
        let outcome = if !violations.is_empty() {
            Outcome::Violations { limit: self.limit }
        } else if let Some(l) = self.limit {
            Outcome::LimitReached(l)
        } else if let Some(why) = inconclusive {
            Outcome::LimitReached(why)
        } else {
            Outcome::Complete
        };
        let mut counterexamples = Vec::new();
        for v in &violations {
            counterexamples.push(trace::replay(self.cfg, &v.path)?);
        }
        Ok(CheckResult {
            outcome,
            stats,
            violations,
            counterexamples,
            strategy: self.cfg.strategy.name(),
            unique_transitions: findings.unique_transitions,
            events: findings.events,
            warnings: findings.warnings,
        })
    }
}
