//! The thread soundness harness: seeded random multithreaded programs (`tests/thread_harness`),
//! each checked with `--strategy none` (the plain stateful search over every interleaving) and
//! with each reduced strategy (`dpor`, `sdpor`). For every program each reduced search must find
//!
//! 1. the same set of violations (assertion sites by their "site N" message, other uncaught
//!    exceptions by class and message, a deadlock by its property: which deadlocked state a
//!    search meets first, and so the stack it reports, depends on its order),
//! 2. only states the full search also visits (`--states-out` fingerprints, a subset), and
//! 3. no more new states than the full search.
//!
//! `none` itself runs with ironpf's scheduling rule: accesses to objects born since the thread
//! was scheduled, and accesses to an object under its own monitor while the program keeps to
//! that discipline (the lock-discipline reduction), are not scheduling points. Each program is
//! also checked with the simplest rule, where every heap access and every native call is a
//! scheduling point (`IRONPF_THREADS_EVERY_ACCESS`, `--no-lock-reduction`, every local in the
//! state), and breadth-first (`--shortest`): every search must find the simplest rule's
//! violations, and the breadth-first one exactly none's states. That checks the rule itself,
//! which comparing strategies cannot: a scheduling point missing from the rule (a native
//! reading a shared object, say) is missing from every strategy alike.
//!
//! A reduced strategy that fails (exit 4, say, for a feature it does not support) fails the
//! program. Seeds `IRONPF_THREAD_HARNESS_SEED ..` (default 1), `IRONPF_THREAD_HARNESS_COUNT`
//! programs (default 300), `IRONPF_HARNESS_JOBS` programs at a time (default 2), the reduced
//! strategies `IRONPF_THREAD_HARNESS_STRATEGIES` (comma-separated, default `dpor,sdpor`; `none`
//! alone runs only the full search, to look at the generator). A failure prints each failing
//! seed with its program's source, after all programs ran. `bench/thread-harness.sh` runs many
//! more.

mod common;
mod thread_harness;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use common::soundness::*;
use common::*;
use serde_json::json;
use thread_harness::{Program, Start, generate};

const DEFAULT_COUNT: u64 = 300;
const DEFAULT_BASE: u64 = 1;
/// Generous caps: the generated programs have at most a few thousand states, and a search
/// finishes in well under a second. A search that runs into the time limit (a reduction that
/// does not terminate, say) is reported as stopped at a limit.
const MAX_STATES: &str = "500000";
const TIME_LIMIT: &str = "10";
const RUN_LIMIT: Duration = Duration::from_secs(90);
const LIMITS: Limits = Limits {
    max_states: MAX_STATES,
    time_limit: TIME_LIMIT,
    run_limit: RUN_LIMIT,
};
/// Programs compiled by one javac call.
const COMPILE_CHUNK: usize = 500;
/// Failing programs whose source is printed in full (all failing seeds are listed).
const PRINT_SOURCES: usize = 25;

fn compile_all(programs: &[Program]) -> Vec<PathBuf> {
    let generated: Vec<Generated> = programs
        .iter()
        .map(|p| Generated {
            seed: p.seed,
            class: &p.class,
            source: &p.source,
        })
        .collect();
    compile_generated("thread-gen", &generated, COMPILE_CHUNK)
}

/// The reduced strategies to compare with none.
fn strategies() -> Vec<String> {
    let list = std::env::var("IRONPF_THREAD_HARNESS_STRATEGIES")
        .unwrap_or_else(|_| "dpor,sdpor".to_string());
    list.split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty() && s != "none")
        .collect()
}

fn check(classes: &Path, class: &str, strategy: &str, work: &Path) -> RunResult {
    // As in the event harness: dpor keeps a state's summary interned while small and as the
    // state's own set once large; on odd seeds every summary is its own.
    let seed: u64 = class.trim_start_matches("GenT").parse().unwrap_or(0);
    let env: &[(&str, &str)] = if strategy == "dpor" && seed % 2 == 1 {
        &[("IRONPF_DPOR_OWN_ABOVE", "0")]
    } else {
        &[]
    };
    check_run(classes, class, strategy, work, env, &LIMITS)
}

/// What is wrong with the results of one program, or `None` when the full search hit its
/// state limit (the program is skipped). With no reduced strategy, only none's own report is
/// checked.
fn judge(none: &RunResult, reduced: &[(String, RunResult)]) -> Option<Vec<String>> {
    let mut problems: Vec<String> = Vec::new();
    if reduced.is_empty() {
        if let Some(e) = &none.error {
            return Some(vec![format!("--strategy none: {e}")]);
        }
        if none.stopped() {
            return None;
        }
        if none.strategy != "none" {
            problems.push(format!(
                "--strategy none: the report says strategy {:?}",
                none.strategy
            ));
        }
        if none.states.len() as u64 != none.new_states {
            problems.push(format!(
                "--strategy none: --states-out lists {} states but statistics.new_states is {}",
                none.states.len(),
                none.new_states
            ));
        }
        return Some(problems);
    }
    for (name, r) in reduced {
        // Problems of none's own report come once, not once per reduced strategy.
        for p in compare(none, r, name)? {
            if !problems.contains(&p) {
                problems.push(p);
            }
        }
    }
    Some(problems)
}

/// ironpf's scheduling rule (in `none`) against every heap access and native call as a
/// scheduling point (`full`): the same violations, and no limit where the full search
/// completed.
fn judge_scheduling_rule(full: &RunResult, none: &RunResult) -> Vec<String> {
    if let Some(e) = &full.error {
        return vec![format!("every access a scheduling point: {e}")];
    }
    if full.stopped() || none.error.is_some() {
        return Vec::new();
    }
    let mut problems = Vec::new();
    if none.stopped() {
        problems.push(format!(
            "none stopped at a limit ({}) where every access as a scheduling point completed",
            none.limit
        ));
    } else if full.violations != none.violations {
        let missed: Vec<&String> = full.violations.difference(&none.violations).collect();
        problems.push(format!(
            "the scheduling rule changes the violations: with every access a scheduling point {:?}, with the rule {:?} (missed {missed:?})",
            full.violations, none.violations
        ));
    }
    problems
}

struct Outcome {
    seed: u64,
    none: RunResult,
    /// `none` with every heap access and native call a scheduling point.
    full: RunResult,
    reduced: Vec<(String, RunResult)>,
    /// `None`: skipped (none hit its state limit).
    problems: Option<Vec<String>>,
}

impl Outcome {
    fn agrees(&self) -> bool {
        self.problems.as_ref().is_some_and(|p| p.is_empty())
    }
}

/// The kinds of violation among `keys` (by [`violation_key`]): assertion, deadlock, other.
fn kinds(keys: &BTreeSet<String>) -> (bool, bool, bool) {
    let assertion = keys
        .iter()
        .any(|k| k.starts_with("java.lang.AssertionError: "));
    let deadlock = keys.iter().any(|k| k.starts_with("deadlock: "));
    let other = keys
        .iter()
        .any(|k| !k.starts_with("java.lang.AssertionError: ") && !k.starts_with("deadlock: "));
    (assertion, deadlock, other)
}

#[test]
fn reduced_searches_agree_with_full_search_on_random_threaded_programs() {
    let count = env_u64("IRONPF_THREAD_HARNESS_COUNT", DEFAULT_COUNT);
    let base = env_u64("IRONPF_THREAD_HARNESS_SEED", DEFAULT_BASE);
    let jobs = env_u64("IRONPF_HARNESS_JOBS", 2).max(1) as usize;
    let strategies = strategies();
    let start = Instant::now();
    let programs: Vec<Program> = (base..base + count).map(generate).collect();
    let class_dirs = compile_all(&programs);
    let compiled = start.elapsed();
    let work = cache_dir(&format!("thread-harness-run-{}", std::process::id()));
    std::fs::create_dir_all(&work).unwrap();

    let mut outcomes = check_all(
        programs.len(),
        jobs,
        |i| {
            let p = &programs[i];
            let none = check(&class_dirs[i], &p.class, "none", &work);
            let full = check_simplest(&class_dirs[i], &p.class, &work, &LIMITS);
            let shortest = check_shortest(&class_dirs[i], &p.class, &work, &LIMITS);
            let reduced: Vec<(String, RunResult)> = strategies
                .iter()
                .map(|s| (s.clone(), check(&class_dirs[i], &p.class, s, &work)))
                .collect();
            let mut problems = judge(&none, &reduced);
            if let Some(p) = &mut problems {
                p.extend(judge_scheduling_rule(&full, &none));
                p.extend(judge_breadth_first(&none, &shortest));
                let mut runs: Vec<(&str, &RunResult)> =
                    vec![("none", &none), ("--shortest", &shortest)];
                runs.extend(reduced.iter().map(|(n, r)| (n.as_str(), r)));
                for q in judge_against_simplest(&full, &runs) {
                    if !p.contains(&q) {
                        p.push(q);
                    }
                }
            }
            if problems.as_ref().is_some_and(|p| p.is_empty()) {
                let names: Vec<&str> = ["none", "simplest", "shortest"]
                    .into_iter()
                    .chain(strategies.iter().map(|s| s.as_str()))
                    .collect();
                remove_run_files(&work, &p.class, &names);
            }
            Outcome {
                seed: p.seed,
                none,
                full,
                reduced,
                problems,
            }
        },
        |o| {
            usage_error(
                &format!("GenT{}", o.seed),
                [("none", &o.none), ("full", &o.full)]
                    .into_iter()
                    .chain(o.reduced.iter().map(|(n, r)| (n.as_str(), r))),
            )
        },
    );
    outcomes.sort_by_key(|o| o.seed);

    // Statistics, the summary line (bench/thread-harness.sh reads it), then the failures.
    let skipped = outcomes.iter().filter(|o| o.problems.is_none()).count();
    let failing: Vec<&Outcome> = outcomes
        .iter()
        .filter(|o| o.problems.as_ref().is_some_and(|p| !p.is_empty()))
        .collect();
    // The generator's distribution: over the programs none searched completely.
    let searched: Vec<&Outcome> = outcomes
        .iter()
        .filter(|o| o.problems.is_some() && o.none.error.is_none())
        .collect();
    let with_violations = searched
        .iter()
        .filter(|o| !o.none.violations.is_empty())
        .count();
    let (mut assertions, mut deadlocks, mut exceptions) = (0, 0, 0);
    for o in &searched {
        let (a, d, e) = kinds(&o.none.violations);
        assertions += usize::from(a);
        deadlocks += usize::from(d);
        exceptions += usize::from(e);
    }
    // The reduction, over the programs on which every reduced search agrees with none.
    let agreeing: Vec<&Outcome> = outcomes.iter().filter(|o| o.agrees()).collect();
    let names: Vec<&str> = std::iter::once("none")
        .chain(strategies.iter().map(|s| s.as_str()))
        .collect();
    let total = |f: &dyn Fn(&RunResult) -> u64| -> Vec<u64> {
        let mut sums = vec![0; names.len()];
        for o in &agreeing {
            sums[0] += f(&o.none);
            for (i, (_, r)) in o.reduced.iter().enumerate() {
                sums[i + 1] += f(r);
            }
        }
        sums
    };
    let join = |v: &[u64]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join("/")
    };
    let states = total(&|r| r.new_states);
    let full_states: u64 = agreeing.iter().map(|o| o.full.new_states).sum();
    let rule_reduced = agreeing
        .iter()
        .filter(|o| o.none.new_states < o.full.new_states)
        .count();
    let transitions = total(&|r| r.transitions);
    let reduced_counts: Vec<u64> = (0..strategies.len())
        .map(|i| {
            agreeing
                .iter()
                .filter(|o| o.reduced[i].1.new_states < o.none.new_states)
                .count() as u64
        })
        .collect();
    let mut none_states: Vec<u64> = searched.iter().map(|o| o.none.new_states).collect();
    none_states.sort_unstable();
    let (min, median, max) = match none_states.len() {
        0 => (0, 0, 0),
        n => (none_states[0], none_states[n / 2], none_states[n - 1]),
    };
    let mut summary = format!(
        "programs {}, seed base {base}, failures {}, with violations {with_violations}, \
         states {} {}, transitions {} {} (over agreeing programs)",
        outcomes.len(),
        failing.len(),
        names.join("/"),
        join(&states),
        names.join("/"),
        join(&transitions),
    );
    if !strategies.is_empty() {
        let ratio = |v: &[u64], i: usize| {
            if v[0] == 0 {
                0.0
            } else {
                v[i] as f64 / v[0] as f64
            }
        };
        let ratios: Vec<String> = strategies
            .iter()
            .enumerate()
            .map(|(i, s)| {
                format!(
                    "{s}/none states {:.3} transitions {:.3}",
                    ratio(&states, i + 1),
                    ratio(&transitions, i + 1)
                )
            })
            .collect();
        summary.push_str(&format!(
            " ({}), fewer states under {} {}",
            ratios.join(", "),
            strategies.join("/"),
            join(&reduced_counts)
        ));
    }
    summary.push_str(&format!(
        ", states under the simplest rule {full_states} \
         (fewer with ironpf's rule on {rule_reduced} programs)"
    ));
    // Named, with the states they reached, since their counts depend on the machine's speed.
    let slow_runs: Vec<String> = outcomes
        .iter()
        .flat_map(|o| {
            o.reduced
                .iter()
                .filter(|(_, r)| slow(&o.none, r))
                .map(|(name, r)| format!("{} {name} {}", o.seed, r.new_states))
        })
        .collect();
    let slow_programs = outcomes
        .iter()
        .filter(|o| o.reduced.iter().any(|(_, r)| slow(&o.none, r)))
        .count();
    summary.push_str(&format!(
        ", programs where a reduced search stopped at the time limit past {SLOW_ABOVE_STATES} \
         states of none (counted, not judged) {slow_programs} (seed, strategy, states: {})",
        slow_runs.join("; ")
    ));
    println!(
        "{summary}, skipped (none at its state limit) {skipped}, violations by kind: \
         assertion {assertions}, deadlock {deadlocks}, other exception {exceptions}, \
         none's states min/median/max {min}/{median}/{max}, compile {:.1}s, total {:.1}s",
        compiled.as_secs_f64(),
        start.elapsed().as_secs_f64()
    );
    let mut report = String::new();
    for (i, o) in failing.iter().enumerate() {
        let p = &programs[(o.seed - base) as usize];
        let mut runs = format!(
            "none {:?} {} states {:?}, full {:?} {} states {:?}",
            o.none.status,
            o.none.new_states,
            o.none.violations,
            o.full.status,
            o.full.new_states,
            o.full.violations
        );
        for (name, r) in &o.reduced {
            runs.push_str(&format!(
                ", {name} {:?} {} states {:?}",
                r.status, r.new_states, r.violations
            ));
        }
        report.push_str(&format!(
            "\n==== seed {} ({}, {} threads): {runs}\n",
            o.seed, p.class, p.threads
        ));
        for problem in o.problems.as_ref().unwrap() {
            report.push_str(&format!("  - {problem}\n"));
        }
        if i < PRINT_SOURCES {
            report.push_str(&p.source);
        }
    }
    if !failing.is_empty() {
        let seeds: Vec<String> = failing.iter().map(|o| o.seed.to_string()).collect();
        eprintln!("{report}");
        eprintln!(
            "reports and states of failing programs kept in {}; rerun one seed with \
             IRONPF_THREAD_HARNESS_SEED=<seed> IRONPF_THREAD_HARNESS_COUNT=1",
            work.display()
        );
        panic!(
            "{} disagree with none on {} of {} programs; seeds: {}",
            if strategies.is_empty() {
                "checks of none's own reports".to_string()
            } else {
                strategies.join(" and ")
            },
            failing.len(),
            outcomes.len(),
            seeds.join(" ")
        );
    }
    let _ = std::fs::remove_dir_all(&work);
    let _ = std::fs::remove_dir_all(api_jar().parent().unwrap());

    // The harness must not be testing nothing: enough programs ran, a fair share of them
    // have a violation, and each reduction does reduce somewhere.
    if count >= 100 {
        let ran = searched.len();
        assert!(
            skipped * 20 <= outcomes.len(),
            "{skipped} of {} programs hit the state limit under --strategy none",
            outcomes.len()
        );
        let share = with_violations as f64 / ran as f64;
        assert!(
            (0.2..=0.8).contains(&share),
            "{with_violations} of {ran} programs have a violation; the generator should make \
             roughly a third to a half violate"
        );
        for (name, &n) in strategies.iter().zip(&reduced_counts) {
            assert!(
                n as usize * 10 >= ran,
                "{name} explored fewer states than none on only {n} of {ran} programs"
            );
        }
    }
}

/// The generator is a pure function of the seed, covers its grammar, and labels each
/// assertion site once.
#[test]
fn generator_is_deterministic_and_covers_its_grammar() {
    let programs: Vec<Program> = (1..=300).map(generate).collect();
    for p in &programs {
        let again = generate(p.seed);
        assert_eq!(
            p.source, again.source,
            "seed {} is not deterministic",
            p.seed
        );
        assert!(
            p.source.contains(&format!("public class {} {{", p.class)),
            "{}",
            p.source
        );
        assert!(p.sites.len() <= 3, "seed {}: sites {:?}", p.seed, p.sites);
        for site in &p.sites {
            assert_eq!(
                p.source.matches(&format!(": \"site {site}\";")).count(),
                1,
                "seed {}: site {site} must occur exactly once\n{}",
                p.seed,
                p.source
            );
        }
        assert!((2..=4).contains(&p.threads), "seed {}", p.seed);
        assert_eq!(p.starts.len() + 1, p.threads, "seed {}", p.seed);
        assert_eq!(
            p.source.matches(".start();").count() + 1,
            p.threads,
            "seed {}",
            p.seed
        );
        assert!((1..=3).contains(&p.fields), "seed {}", p.seed);
        assert!((1..=2).contains(&p.locks), "seed {}", p.seed);
        // Bounded: the only loops are guarded waits.
        for line in p.source.lines().map(str::trim) {
            assert!(
                !line.starts_with("for ") && !line.starts_with("do "),
                "seed {}: {line}",
                p.seed
            );
            if line.starts_with("while ") {
                assert!(line.ends_with(" < 1) {"), "seed {}: {line}", p.seed);
            }
        }
    }
    let distinct: std::collections::HashSet<&str> =
        programs.iter().map(|p| p.source.as_str()).collect();
    assert_eq!(
        distinct.len(),
        programs.len(),
        "two seeds gave the same program"
    );
    let count = |f: &dyn Fn(&Program) -> bool| programs.iter().filter(|p| f(p)).count();
    let has = |s: &'static str| move |p: &Program| p.source.contains(s);
    let start = |s: Start| move |p: &Program| p.starts.contains(&s);
    for (what, n) in [
        ("two threads", count(&|p| p.threads == 2)),
        ("three threads", count(&|p| p.threads == 3)),
        ("four threads", count(&|p| p.threads == 4)),
        ("lambda threads", count(&start(Start::Lambda))),
        ("method-reference threads", count(&start(Start::MethodRef))),
        ("Thread subclasses", count(&start(Start::Subclass))),
        ("anonymous Runnables", count(&start(Start::Runnable))),
        ("two locks", count(&|p| p.locks == 2)),
        ("three fields", count(&|p| p.fields == 3)),
        ("volatile fields", count(&has("static volatile int"))),
        ("a shared array", count(&has("static final int[] arr"))),
        ("a clone of the shared array", count(&has("arr.clone()"))),
        ("a shared object", count(&has("static final Cell cell"))),
        ("a synchronized method called", count(&has("cell.inc();"))),
        (
            "the cell's fields under its monitor",
            count(&has("synchronized (cell) {")),
        ),
        ("nested synchronized blocks", count(&|p| p.nested_sync)),
        ("guarded waits", count(&has("while (x"))),
        ("waits tested outside the monitor", count(&has("if (x"))),
        ("notify()", count(&has(".notify();"))),
        ("notifyAll()", count(&has(".notifyAll();"))),
        ("interrupts ignored", count(&has("// ignored"))),
        (
            "interrupts rethrown",
            count(&has("throw new RuntimeException(e);")),
        ),
        ("Thread.yield()", count(&has("Thread.yield();"))),
        ("boolean data choices", count(&has("Verify.getBoolean()"))),
        ("int data choices", count(&has("Verify.getInt(0, 2)"))),
        ("array indices from fields", count(&has("arr[x"))),
        ("daemon threads", count(&has(".setDaemon(true);"))),
        ("interrupts", count(&has(".interrupt();"))),
        (
            "threads main does not join",
            count(&|p| p.source.matches(".join();").count() + 1 < p.threads),
        ),
        (
            "assertions in started threads",
            count(&|p| p.site_threads.iter().any(|&t| t > 0)),
        ),
        (
            "assertions in main",
            count(&|p| p.site_threads.contains(&0)),
        ),
        (
            "final assertions counting increments",
            count(&|p| {
                p.source.lines().any(|l| {
                    l.starts_with("        assert x")
                        && l.contains(" == ")
                        && !l.contains("&&")
                        && !l.contains("||")
                })
            }),
        ),
        ("no assertion", count(&|p| p.sites.is_empty())),
    ] {
        assert!(n >= 10, "only {n} of 300 programs have {what}");
    }
    // Every extra operation (VM-wide state, the other Verify calls) appears.
    for kind in [
        "clock",
        "identity hash of a shared object",
        "identity hash of a fresh object",
        "String.intern",
        "class initialization",
        "reflective field access",
        "System.setOut",
        "System.arraycopy",
        "Verify.ignoreIf",
        "an atomic section",
        "Verify.breakTransition",
    ] {
        let n = count(&|p| p.features.contains(&kind));
        assert!(n >= 5, "only {n} of 300 programs use {kind}");
    }
}

fn result(status: i32, strategy: &str, violations: &[&str], states: &[u128]) -> RunResult {
    RunResult {
        status: Some(status),
        strategy: strategy.to_string(),
        violations: violations.iter().map(|s| s.to_string()).collect(),
        new_states: states.len() as u64,
        transitions: 0,
        limit: String::new(),
        warnings: Vec::new(),
        states: states.iter().copied().collect(),
        error: None,
    }
}

/// Deadlocks compare by property, whatever stack each search reported; a reduced search that
/// refuses the program (exit 4) or misses a deadlock fails it.
#[test]
fn judging_keys_deadlocks_and_fails_refusals() {
    let deadlock = |stack: &str| {
        json!({
            "property": "deadlock",
            "exception": "no thread can run",
            "message": null,
            "stack": [stack],
        })
    };
    let a = violation_key(&deadlock(
        "thread 0 \"main\": waiting on java.lang.Thread@14",
    ));
    let b = violation_key(&deadlock("thread 0 \"main\": blocked entering the monitor"));
    assert_eq!(a, b);
    assert_eq!(a, "deadlock: no thread can run");
    let assertion = violation_key(&json!({
        "property": "uncaught exception",
        "exception": "java.lang.AssertionError",
        "message": "site 2",
    }));
    assert_eq!(assertion, "java.lang.AssertionError: site 2");
    assert_eq!(
        kinds(&[a.clone(), assertion.clone()].into_iter().collect()),
        (true, true, false)
    );

    let none = result(1, "none", &[&a, &assertion], &[1, 2, 3]);
    let agree = [
        (
            "dpor".to_string(),
            result(1, "dpor", &[&a, &assertion], &[1, 3]),
        ),
        (
            "sdpor".to_string(),
            result(1, "sdpor", &[&a, &assertion], &[1, 2]),
        ),
    ];
    assert_eq!(judge(&none, &agree), Some(vec![]));
    assert_eq!(judge(&none, &[]), Some(vec![]));
    let mut refused = result(4, "", &[], &[]);
    refused.error = Some("exit status Some(4): threads need --strategy none".into());
    let problems = judge(&none, &[agree[0].clone(), ("sdpor".into(), refused)]).unwrap();
    assert!(
        problems.len() == 1 && problems[0].contains("--strategy sdpor: exit status Some(4)"),
        "{problems:?}"
    );
    let missed = [("dpor".to_string(), result(1, "dpor", &[&assertion], &[1]))];
    let problems = judge(&none, &missed).unwrap();
    assert!(
        problems.iter().any(|p| p.contains("dpor missed")),
        "{problems:?}"
    );
    // none at its state limit: skipped; none failing: a problem even alone.
    assert_eq!(judge(&result(3, "none", &[], &[1]), &agree), None);
    let mut broken = result(4, "none", &[], &[]);
    broken.error = Some("exit status Some(4): internal error".into());
    assert!(judge(&broken, &[]).unwrap()[0].contains("internal error"));
}
