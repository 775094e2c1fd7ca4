//! The model checker: `check` runs a search strategy over the program's choice points.
//!
//! The pieces, and the path of one check through them:
//!
//! | module | job |
//! |---|---|
//! | [`config`] | what `ironpf check` is told ([`CheckConfig`]) |
//! | [`strategy`] | the [`Explore`] trait every strategy implements and the registry of strategies (names, descriptions, what each supports) |
//! | [`engine`] | drives the VM for a strategy: runs transitions, fingerprints and restores states, keeps limits, statistics, progress and violations, and makes the result |
//! | [`dfs`], [`bfs`], [`dpor`] (with `dpor::sdpor`) | the strategies: stateful depth-first search, breadth-first search (`--shortest`), the event DPOR, SDPOR |
//! | [`memo`] | the states a search keeps in memory, and how many |
//! | [`growth`] | what keeps changing when a search keeps going deeper (the report's warning) |
//! | [`violation`] | a violation described for the report |
//! | [`trace`], [`story`], [`report`], [`html`] | counterexamples replayed with their lines, the SmartThings story, the text and JSON reports, the HTML page |
//!
//! [`check`] makes the strategy from the registry and an engine, lets the strategy explore,
//! and asks the engine for the result; around that, the lock-discipline reduction's restarts
//! (a search that finds a class whose objects are accessed without their monitors starts
//! again with that class's accesses as scheduling points).

mod bfs;
mod config;
mod dfs;
mod dpor;
mod engine;
mod growth;
pub mod html;
mod memo;
mod progress;
pub mod report;
mod result;
pub mod story;
pub mod strategy;
pub mod trace;
mod violation;

use std::time::{Duration, Instant};

use crate::error::VmError;

pub use config::{CheckConfig, MIN_HEAP, default_check_heap};
pub(crate) use progress::every_override as progress_interval;
pub use progress::peak_memory;
pub use report::shell_word;
pub use result::{CheckResult, Outcome, Statistics, Violation, exit_code};
pub use strategy::{ChoiceKind, Explore, Findings, STRATEGIES, Strategy, StrategyInfo};
pub use trace::{
    Counterexample, Transition, decode_replay, encode_replay, encode_replay_with, replay,
    replay_unprotected,
};
pub use violation::stack_trace;

pub(crate) use engine::verify_incremental;

/// One search with the configured strategy, from a fresh VM.
fn search(cfg: &CheckConfig) -> Result<CheckResult, VmError> {
    let mut strategy = (cfg.strategy.info().make)(cfg);
    let mut engine = engine::Engine::new(cfg)?;
    strategy.explore(&mut engine)?;
    engine.finish(&*strategy)
}

/// Checks the program with the configured strategy; with `--probe-depth N` (a reducing
/// strategy), every path of at most N choices is first searched breadth-first without
/// reduction.
///
/// Why the probe: in an infinite state space (a counter in an app's `state`) a reduced search
/// may dive ever deeper along one path and never come back to a violation a few events from
/// the start, which a breadth-first search reports at once. The probe finds every violation
/// within N choices (it is `none`'s complete search of those paths, so it is sound for them);
/// the reduced search then runs as usual. A violation the probe finds ends the check (unless
/// `--find-all`) with its shortest path; the report says which search found what.
pub fn check(cfg: &CheckConfig) -> Result<CheckResult, VmError> {
    let mut r = probe_then_search(cfg)?;
    if cfg.shorten && cfg.strategy.info().reduces {
        shorten(cfg, &mut r)?;
    }
    Ok(r)
}

/// Replaces each violation's path (at most three) with a shortest path to the same violation:
/// a breadth-first search (`none --shortest`) of the paths no longer than the one found, which
/// stops when it meets the violation. It reaches the state the violating transition started
/// from by a path at most as long, and that transition from that state violates the same way,
/// so it finds the violation unless a limit stops it first: its time is at most the first
/// search's (at least a second, within what is left of `--time-limit`). The first path stays
/// in the report's warnings.
fn shorten(cfg: &CheckConfig, r: &mut CheckResult) -> Result<(), VmError> {
    if r.violations.is_empty() || r.violations.len() > 3 {
        return Ok(());
    }
    let start = Instant::now();
    for i in 0..r.violations.len() {
        let length = r.violations[i].path.len();
        let mut bfs = breadth_first(cfg, length);
        bfs.find_all = true;
        bfs.target = Some(r.violations[i].key());
        let budget = r.stats.elapsed.max(Duration::from_secs(1));
        bfs.time_limit = Some(match cfg.time_limit {
            Some(t) => budget
                .min(t.saturating_sub(r.stats.elapsed + start.elapsed()))
                .max(Duration::from_millis(1)),
            None => budget,
        });
        let mut s = check_once(&bfs)?;
        let Some(k) = s
            .violations
            .iter()
            .position(|v| v.key() == r.violations[i].key())
        else {
            r.warnings.push(format!(
                "the path of violation {} ({length} choices) is {}'s own: a breadth-first search for a shorter one stopped first ({})",
                i + 1,
                cfg.strategy.name(),
                match &s.outcome {
                    Outcome::LimitReached(l) | Outcome::Violations { limit: Some(l) } => l.clone(),
                    _ => "no violation".into(),
                }
            ));
            continue;
        };
        let v = s.violations.swap_remove(k);
        let c = s.counterexamples.swap_remove(k);
        if v.path.len() < length {
            r.warnings.push(format!(
                "violation {} is shown along a shortest path ({} choices), found by a breadth-first search after {} found it along {length} choices (replay: {}; --no-shortest shows that path)",
                i + 1,
                v.path.len(),
                cfg.strategy.name(),
                r.violations[i].replay()
            ));
            r.violations[i] = v;
            r.counterexamples[i] = c;
        }
    }
    r.stats.elapsed += start.elapsed();
    Ok(())
}

/// `cfg` as `none`'s breadth-first search of the paths of at most `depth` choices, the search
/// that the probe and the shortening run beside a reducing strategy's.
fn breadth_first(cfg: &CheckConfig, depth: usize) -> CheckConfig {
    let mut bfs = cfg.clone();
    bfs.strategy = Strategy::NONE;
    bfs.shortest = true;
    bfs.shorten = false;
    bfs.probe_depth = None;
    bfs.states_out = None;
    bfs.max_depth = Some(depth);
    bfs
}

/// The check with `--probe-depth`'s probe first, when asked for.
fn probe_then_search(cfg: &CheckConfig) -> Result<CheckResult, VmError> {
    let Some(depth) = cfg.probe_depth.filter(|_| cfg.strategy.info().reduces) else {
        return check_once(cfg);
    };
    let start = Instant::now();
    let probe = breadth_first(cfg, cfg.max_depth.map_or(depth, |d| d.min(depth)));
    let mut first = check_once(&probe)?;
    first.strategy = cfg.strategy.name();
    let what = format!(
        "a breadth-first probe of every path of at most {depth} choices (--probe-depth), without reduction"
    );
    let stopped = match &first.outcome {
        Outcome::LimitReached(l) | Outcome::Violations { limit: Some(l) } => {
            !l.starts_with("depth limit")
        }
        _ => false,
    };
    if stopped || (!first.violations.is_empty() && !cfg.find_all) {
        first.warnings.push(format!(
            "{what}, {}; the {} search did not run",
            if stopped {
                "was stopped by a limit"
            } else {
                "found the violation"
            },
            cfg.strategy.name()
        ));
        return Ok(first);
    }
    let mut rest = cfg.clone();
    if let Some(t) = cfg.time_limit {
        rest.time_limit = Some(
            t.saturating_sub(start.elapsed())
                .max(Duration::from_millis(1)),
        );
    }
    let mut r = check_once(&rest)?;
    r.warnings.push(format!(
        "{what}, found {} violation(s) in {} states, {} transitions, {:.2} s; the figures are the {} search's",
        first.violations.len(),
        first.stats.new_states,
        first.stats.transitions,
        first.stats.elapsed.as_secs_f64(),
        cfg.strategy.name()
    ));
    for (v, c) in first.violations.into_iter().zip(first.counterexamples) {
        if !r.violations.iter().any(|o| o.key() == v.key()) {
            r.violations.push(v);
            r.counterexamples.push(c);
        }
    }
    if !r.violations.is_empty() && matches!(r.outcome, Outcome::Complete) {
        r.outcome = Outcome::Violations { limit: None };
    } else if let Outcome::LimitReached(l) = &r.outcome
        && !r.violations.is_empty()
    {
        r.outcome = Outcome::Violations {
            limit: Some(l.clone()),
        };
    }
    r.stats.elapsed = start.elapsed();
    Ok(r)
}

/// Checks the program with the configured strategy.
///
/// Under the lock-discipline reduction a search that meets a class whose objects are not
/// accessed under their monitors starts again with that class's accesses as scheduling
/// points (see `Vm::data_access`), until one search ends without such a surprise; the
/// result is that search's, with the time of all of them and a warning naming the classes.
fn check_once(cfg: &CheckConfig) -> Result<CheckResult, VmError> {
    let start = Instant::now();
    let mut cfg = cfg.clone();
    let mut broken: Vec<String> = Vec::new();
    loop {
        let result = search(&cfg);
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
