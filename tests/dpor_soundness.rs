//! The DPOR soundness harness: seeded random event-driven programs (`tests/harness`), each
//! checked five ways: `--strategy none` (the plain stateful depth-first search), `dpor`,
//! `sdpor`, `none --shortest` (breadth-first) and the simplest rule (`none` with every heap
//! access and native call a scheduling point, no lock-discipline reduction and every local
//! variable in the state). For every program
//!
//! 1. each reduced search (dpor, sdpor) finds the same set of violations as none (assertion
//!    sites, by their "site N" message; other failures by exception class and message), only
//!    states none also visits (`--states-out` fingerprints, a subset), and no more of them;
//!    sdpor on a state space with cycles claims nothing and is not judged;
//! 2. the breadth-first search finds none's violations and exactly none's states;
//! 3. every search finds the simplest rule's violations. Comparing strategies with each other
//!    cannot catch what they share (a dependence missing from the recording, a scheduling
//!    point missing from the rule); the simplest rule shares the least with them.
//!
//! On every fourth seed none also runs under `IRONPF_VERIFY_INCREMENTAL`, which runs each
//! transition again from the restored snapshot of its start state and fails on any
//! difference: a transition whose course depends on data the state does not hold.
//!
//! Seeds `IRONPF_HARNESS_SEED ..` (default 1), `IRONPF_HARNESS_COUNT` programs (default 300),
//! `IRONPF_HARNESS_JOBS` programs at a time (default 2). A failure prints each failing seed
//! with its program's source, after all programs ran. `bench/dpor-harness.sh` runs many more.

mod common;
mod harness;

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use common::soundness::*;
use common::*;
use harness::{Lifetime, Program, Style, generate};

const DEFAULT_COUNT: u64 = 300;
const DEFAULT_BASE: u64 = 1;
/// Generous caps: the generated programs have at most a few thousand states, and either
/// search finishes in well under a second. A search that runs into the time limit (a dpor that
/// does not terminate, say) is reported as stopped at a limit.
const MAX_STATES: &str = "500000";
const TIME_LIMIT: &str = "10";
const RUN_LIMIT: Duration = Duration::from_secs(90);
/// Programs compiled by one javac call.
const COMPILE_CHUNK: usize = 500;
/// Failing programs whose source is printed in full (all failing seeds are listed).
const PRINT_SOURCES: usize = 25;

/// Limits of each run.
const LIMITS: Limits = Limits {
    max_states: MAX_STATES,
    time_limit: TIME_LIMIT,
    run_limit: RUN_LIMIT,
};

/// Compiles the programs in chunks of [`COMPILE_CHUNK`] (one javac call each), cached by the
/// content of the sources and of the API jar; returns the class folder of each program.
fn compile_all(programs: &[Program]) -> Vec<PathBuf> {
    let generated: Vec<Generated> = programs
        .iter()
        .map(|p| Generated {
            seed: p.seed,
            class: &p.class,
            source: &p.source,
        })
        .collect();
    compile_generated("dpor-gen", &generated, COMPILE_CHUNK)
}

fn check(classes: &Path, class: &str, strategy: &str, work: &Path) -> RunResult {
    // dpor keeps a state's summary interned while small and as the state's own set once
    // large; every other program has all of them its own, so both meet the harness.
    let seed: u64 = class.trim_start_matches("Gen").parse().unwrap_or(0);
    let env: &[(&str, &str)] = if strategy == "dpor" && seed % 2 == 1 {
        &[("IRONPF_DPOR_OWN_ABOVE", "0")]
    } else if strategy == "none" && seed.is_multiple_of(4) {
        &[("IRONPF_VERIFY_INCREMENTAL", "1")]
    } else {
        &[]
    };
    check_run(classes, class, strategy, work, env, &LIMITS)
}

struct Outcome {
    seed: u64,
    none: RunResult,
    dpor: RunResult,
    sdpor: RunResult,
    shortest: RunResult,
    simplest: RunResult,
    /// `None`: skipped (none hit its state limit).
    problems: Option<Vec<String>>,
}

#[test]
fn dpor_agrees_with_full_search_on_random_programs() {
    let count = env_u64("IRONPF_HARNESS_COUNT", DEFAULT_COUNT);
    let base = env_u64("IRONPF_HARNESS_SEED", DEFAULT_BASE);
    let jobs = env_u64("IRONPF_HARNESS_JOBS", 2).max(1) as usize;
    let start = Instant::now();
    let programs: Vec<Program> = (base..base + count).map(generate).collect();
    let class_dirs = compile_all(&programs);
    let compiled = start.elapsed();
    let work = cache_dir(&format!("dpor-harness-run-{}", std::process::id()));
    std::fs::create_dir_all(&work).unwrap();

    let mut outcomes = check_all(
        programs.len(),
        jobs,
        |i| {
            let p = &programs[i];
            let dir = &class_dirs[i];
            let none = check(dir, &p.class, "none", &work);
            let dpor = check(dir, &p.class, "dpor", &work);
            let sdpor = check(dir, &p.class, "sdpor", &work);
            let shortest = check_shortest(dir, &p.class, &work, &LIMITS);
            let simplest = check_simplest(dir, &p.class, &work, &LIMITS);
            let mut problems = compare(&none, &dpor, "dpor");
            if let Some(list) = &mut problems {
                for q in compare(&none, &sdpor, "sdpor").unwrap_or_default() {
                    if !list.contains(&q) {
                        list.push(q);
                    }
                }
                list.extend(judge_breadth_first(&none, &shortest));
                list.extend(judge_against_simplest(
                    &simplest,
                    &[
                        ("none", &none),
                        ("dpor", &dpor),
                        ("sdpor", &sdpor),
                        ("--shortest", &shortest),
                    ],
                ));
            }
            if problems.as_ref().is_some_and(|p| p.is_empty()) {
                remove_run_files(
                    &work,
                    &p.class,
                    &["none", "dpor", "sdpor", "shortest", "simplest"],
                );
            }
            Outcome {
                seed: p.seed,
                none,
                dpor,
                sdpor,
                shortest,
                simplest,
                problems,
            }
        },
        |o| {
            usage_error(
                &format!("Gen{}", o.seed),
                [
                    ("none", &o.none),
                    ("dpor", &o.dpor),
                    ("sdpor", &o.sdpor),
                    ("none --shortest", &o.shortest),
                    ("none (simplest rule)", &o.simplest),
                ],
            )
        },
    );
    outcomes.sort_by_key(|o| o.seed);

    // Statistics, the summary line (bench/dpor-harness.sh reads it), then the failures.
    let skipped = outcomes.iter().filter(|o| o.problems.is_none()).count();
    let failing: Vec<&Outcome> = outcomes
        .iter()
        .filter(|o| o.problems.as_ref().is_some_and(|p| !p.is_empty()))
        .collect();
    // Programs where both searches produced a report (agreeing or not).
    let compared: Vec<&Outcome> = outcomes
        .iter()
        .filter(|o| o.problems.is_some() && o.none.error.is_none() && o.dpor.error.is_none())
        .collect();
    let with_violations = compared
        .iter()
        .filter(|o| !o.none.violations.is_empty())
        .count();
    // The reduction, over the programs on which dpor agrees with none.
    let agreeing: Vec<&&Outcome> = compared
        .iter()
        .filter(|o| o.problems.as_ref().is_some_and(|p| p.is_empty()))
        .collect();
    let (states_none, states_dpor) = agreeing.iter().fold((0, 0), |(a, b), o| {
        (a + o.none.new_states, b + o.dpor.new_states)
    });
    let (trans_none, trans_dpor) = agreeing.iter().fold((0, 0), |(a, b), o| {
        (a + o.none.transitions, b + o.dpor.transitions)
    });
    let sum = |f: &dyn Fn(&Outcome) -> u64| agreeing.iter().map(|o| f(o)).sum::<u64>();
    let states_sdpor = sum(&|o| o.sdpor.new_states);
    let states_simplest = sum(&|o| o.simplest.new_states);
    let sdpor_cyclic = outcomes
        .iter()
        .filter(|o| sdpor_met_a_cycle(&o.sdpor))
        .count();
    let mut features: std::collections::BTreeMap<&str, usize> = Default::default();
    for p in &programs {
        for f in &p.features {
            *features.entry(f).or_default() += 1;
        }
    }
    let reduced = agreeing
        .iter()
        .filter(|o| o.dpor.new_states < o.none.new_states)
        .count();
    let ratio = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
    println!(
        "programs {}, seed base {base}, failures {}, skipped (none at its state limit) {skipped}, \
         with violations {with_violations}, fewer states under dpor {reduced}, \
         over agreeing programs states none {states_none} dpor {states_dpor} (dpor/none {:.3}) \
         transitions none {trans_none} dpor {trans_dpor} (dpor/none {:.3}), \
         states sdpor {states_sdpor} (sdpor/none {:.3}; sdpor claimed nothing on {sdpor_cyclic} \
         cyclic programs), states under the simplest rule {states_simplest}, \
         compile {:.1}s, total {:.1}s",
        outcomes.len(),
        failing.len(),
        ratio(states_dpor, states_none),
        ratio(trans_dpor, trans_none),
        ratio(states_sdpor, states_none),
        compiled.as_secs_f64(),
        start.elapsed().as_secs_f64()
    );
    println!("programs using each extra statement: {features:?}");
    let mut report = String::new();
    for (i, o) in failing.iter().enumerate() {
        let p = &programs[(o.seed - base) as usize];
        report.push_str(&format!(
            "\n==== seed {} ({}, {:?} style): none {:?} {} states {:?}, dpor {:?} {} states {:?}, sdpor {:?} {} states {:?}, --shortest {:?} {:?}, simplest rule {:?} {:?}\n",
            o.seed,
            p.class,
            p.style,
            o.none.status,
            o.none.new_states,
            o.none.violations,
            o.dpor.status,
            o.dpor.new_states,
            o.dpor.violations,
            o.sdpor.status,
            o.sdpor.new_states,
            o.sdpor.violations,
            o.shortest.status,
            o.shortest.violations,
            o.simplest.status,
            o.simplest.violations,
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
             IRONPF_HARNESS_SEED=<seed> IRONPF_HARNESS_COUNT=1",
            work.display()
        );
        panic!(
            "the searches disagree on {} of {} programs; seeds: {}",
            failing.len(),
            outcomes.len(),
            seeds.join(" ")
        );
    }
    let _ = std::fs::remove_dir_all(&work);
    let _ = std::fs::remove_dir_all(api_jar().parent().unwrap());

    // The harness must not be testing nothing: enough programs ran, a fair share of them
    // violate an assertion, and the reduction does reduce somewhere.
    if count >= 100 {
        let ran = compared.len();
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
        assert!(
            reduced * 10 >= ran,
            "dpor explored fewer states than none on only {reduced} of {ran} programs"
        );
    }
}

/// The generator is a pure function of the seed, covers both event conventions and every
/// kind of statement, and labels each assertion site once.
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
        assert!(
            (1..=2).contains(&p.sites.len()),
            "seed {}: sites {:?}",
            p.seed,
            p.sites
        );
        for site in &p.sites {
            assert_eq!(
                p.source.matches(&format!(": \"site {site}\";")).count(),
                1,
                "seed {}: site {site} must occur exactly once\n{}",
                p.seed,
                p.source
            );
        }
        let events = p.lifetimes.len();
        assert!((2..=4).contains(&events), "seed {}", p.seed);
        let fields = p.source.matches("    static int f").count()
            + p.source.matches("        int f").count();
        assert!(
            (2..=4).contains(&fields),
            "seed {}: {fields} fields",
            p.seed
        );
        // Every write to a shared field stays in its small domain.
        for line in p.source.lines().map(str::trim) {
            if line.starts_with('f') && line.contains(" = ") && !line.contains("==") {
                let rhs = line.split(" = ").nth(1).unwrap().trim_end_matches(';');
                assert!(
                    rhs.contains(" % ") || rhs.parse::<u32>().is_ok_and(|v| v < 3),
                    "seed {}: unbounded write {line}",
                    p.seed
                );
            }
        }
    }
    let distinct: HashSet<&str> = programs.iter().map(|p| p.source.as_str()).collect();
    assert_eq!(
        distinct.len(),
        programs.len(),
        "two seeds gave the same program"
    );
    let count = |f: &dyn Fn(&Program) -> bool| programs.iter().filter(|p| f(p)).count();
    let has = |s: &'static str| move |p: &Program| p.source.contains(s);
    let share = |n: usize| n * 100 / programs.len();
    let list_style = count(&|p| p.style == Style::List);
    assert!(
        (15..=45).contains(&share(list_style)),
        "{list_style} List-style programs"
    );
    let locals_style = count(&|p| p.style == Style::Locals);
    assert!(
        (8..=25).contains(&share(locals_style)),
        "{locals_style} Locals-style programs"
    );
    for (what, n) in [
        ("lambda handlers", count(&has("() -> {"))),
        (
            "method-reference handlers",
            count(&|p| p.source.contains(&format!("{}::h", p.class))),
        ),
        (
            "events disabled before Events.run()",
            count(&|p| {
                let main = p
                    .source
                    .split("public static void main")
                    .nth(1)
                    .unwrap_or("");
                let before_run = main.split("Events.run();").next().unwrap_or("");
                before_run
                    .lines()
                    .any(|l| l.starts_with("        Events.disable("))
            }),
        ),
        ("Events.enable in handlers", count(&has("Events.enable("))),
        ("data choices", count(&has("Verify.getInt(0, 1)"))),
        ("branches", count(&has("} else {"))),
        ("reads into locals", count(&has("int l0 = f"))),
        ("output", count(&has("System.out.println("))),
        ("allocations that become garbage", count(&has("int[] g"))),
        ("a shared object replaced", count(&has("box = new int[]"))),
        ("a shared object written", count(&has("box[0] = "))),
        ("a shared object read", count(&has(" = box[0] % "))),
        ("a shared map written", count(&has("map.put("))),
        ("a shared map read", count(&has(" = map.getOrDefault("))),
        (
            "assertions after the event loop",
            count(&|p| p.sites_after_loop > 0),
        ),
        (
            "bounded List-style programs",
            count(&|p| p.style == Style::List && !p.may_run_forever()),
        ),
        (
            "cyclic List-style programs",
            count(&|p| p.style == Style::List && p.may_run_forever()),
        ),
        (
            "bounded Locals-style programs",
            count(&|p| p.style == Style::Locals && !p.may_run_forever()),
        ),
        (
            "cyclic Locals-style programs",
            count(&|p| p.style == Style::Locals && p.may_run_forever()),
        ),
        (
            "Events-style programs that may run forever",
            count(&|p| p.style == Style::Events && p.may_run_forever()),
        ),
        (
            "Events-style programs with only once/bounded events",
            count(&|p| p.style == Style::Events && !p.may_run_forever()),
        ),
        (
            "bounded events",
            count(&|p| {
                p.lifetimes
                    .iter()
                    .any(|l| matches!(l, Lifetime::Bounded(_)))
            }),
        ),
    ] {
        assert!(n >= 10, "only {n} of 300 programs have {what}");
    }
    // Every extra statement (VM-wide state, the other Verify calls) appears.
    for kind in [
        "clock",
        "identity hash of a shared object",
        "identity hash of a fresh object",
        "String.intern",
        "class initialization",
        "reflective field access",
        "System.setOut",
        "System.setErr",
        "clone",
        "System.arraycopy",
        "Verify.ignoreIf",
        "getIntFromList inside a handler",
        "Verify.getBoolean",
        "an atomic section",
        "Verify.breakTransition",
        "Verify.ignoreIf after the event choice",
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

/// The comparison flags each kind of disagreement (so the harness can fail).
#[test]
fn comparison_flags_every_kind_of_disagreement() {
    let a = "java.lang.AssertionError: site 1";
    let b = "java.lang.AssertionError: site 2";
    let none = result(1, "none", &[a, b], &[1, 2, 3, 4]);
    assert_eq!(
        compare(&none, &result(1, "dpor", &[a, b], &[1, 3]), "dpor"),
        Some(vec![])
    );
    let cases = [
        (result(1, "dpor", &[a], &[1, 3]), "violations differ"),
        (
            result(
                1,
                "dpor",
                &[a, b, "java.lang.ArithmeticException: / by zero"],
                &[1],
            ),
            "violations differ",
        ),
        (result(1, "dpor", &[a, b], &[1, 5]), "not among none's"),
        (result(1, "none", &[a, b], &[1]), "the report says strategy"),
        (result(3, "dpor", &[a, b], &[1]), "stopped at a limit"),
    ];
    for (dpor, want) in cases {
        let problems = compare(&none, &dpor, "dpor").unwrap();
        assert!(
            problems.iter().any(|p| p.contains(want)),
            "expected {want:?} in {problems:?}"
        );
    }
    let mut more = result(1, "dpor", &[a, b], &[1, 2, 3, 4]);
    more.new_states = 5;
    let problems = compare(&none, &more, "dpor").unwrap();
    assert!(
        problems.iter().any(|p| p.contains("more states")),
        "{problems:?}"
    );
    assert!(
        problems.iter().any(|p| p.contains("statistics.new_states")),
        "{problems:?}"
    );
    let mut failed = result(4, "dpor", &[], &[]);
    failed.error = Some("exit status Some(4): internal error".into());
    assert!(compare(&none, &failed, "dpor").unwrap()[0].contains("internal error"));
    // none at its state limit: the program is skipped, not compared.
    assert_eq!(
        compare(
            &result(3, "none", &[], &[1]),
            &result(0, "dpor", &[], &[1]),
            "dpor"
        ),
        None
    );
    assert!(parse_states("0123456789abcdef0123456789abcdef\n").is_ok());
    assert!(parse_states("0123456789ABCDEF0123456789abcdef\n").is_err());
    assert!(
        parse_states("0000000000000000000000000000000b\n0000000000000000000000000000000a\n")
            .is_err()
    );
}
