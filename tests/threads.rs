//! Threads: `run` against the real `java` where the output does not depend on the schedule,
//! and `check` verdicts on a corpus of threaded programs (tests/threads), each derived from
//! Java's semantics in the program's comment.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::*;
use serde_json::Value as Json;

/// Every search strategy: each explores thread interleavings (dpor and sdpor with
/// partial-order reduction).
const STRATEGIES: [&str; 3] = ["none", "dpor", "sdpor"];

fn programs() -> PathBuf {
    static PROGRAMS: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    PROGRAMS
        .get_or_init(|| compile_against_api("tests/threads"))
        .clone()
}

/// `ironpf check --replay STRING` of program `main` (with its arguments).
fn replay_path(classes: &Path, replay: &str, main: &str) -> Outcome {
    let mut cmd = Command::new(ironpf());
    cmd.args(["check", "-cp"])
        .arg(classes)
        .args(["--replay", replay])
        .args(main.split_whitespace());
    run_with_limit(cmd, Duration::from_secs(60))
}

/// The property of the first violation, or "none".
fn verdict(r: &Json) -> String {
    r["violations"][0]["property"]
        .as_str()
        .map_or_else(|| "none".to_string(), |p| p.to_string())
}

/// The corpus: each program (with its arguments), its verdict under every strategy, and a
/// part of the first violation's message.
const CORPUS: &[(&str, &str, &str)] = &[
    ("RacyCounter", "uncaught exception", "lost update: 1"),
    (
        "CloneRace",
        "uncaught exception",
        "clone after the write, flag read before it",
    ),
    ("SyncCounter 3", "none", ""),
    ("CheckThenAct", "uncaught exception", "two instances"),
    ("DoubleChecked", "none", ""),
    (
        "DoubleChecked early",
        "uncaught exception",
        "saw an uninitialized instance",
    ),
    (
        "DoubleChecked nocheck",
        "uncaught exception",
        "two instances",
    ),
    ("DataChoiceWrite", "uncaught exception", "saw 1 then 0"),
    ("LostWakeup", "deadlock", ""),
    ("GuardedWait", "none", ""),
    ("LockOrder", "deadlock", ""),
    ("LockOrder ordered", "none", ""),
    ("ThreadThrows", "uncaught exception", "worker failed"),
    ("InterruptWait", "none", ""),
    ("Workers", "none", ""),
    ("AtomicSection", "none", ""),
    ("ConcurrentTools", "none", ""),
    (
        "ConcurrentTools racy",
        "uncaught exception",
        "lost increment: 1",
    ),
    ("PerThread", "none", ""),
    ("SyncWrap", "none", ""),
    ("ClassInitRace", "none", ""),
    ("DaemonChild", "none", ""),
    ("TimedJoin", "none", ""),
    (
        "AtomicStart",
        "uncaught exception",
        "the thread wrote first",
    ),
    (
        "AtomicStart atomic",
        "uncaught exception",
        "the thread wrote first",
    ),
    ("ReadWriteLocked", "none", ""),
    ("ReadWriteLocked racy", "uncaught exception", "torn read"),
    ("ChmLostUpdate", "none", ""),
    ("ChmLostUpdate racy", "uncaught exception", "lost update"),
    ("CowList", "none", ""),
    ("QueueHandoff", "none", ""),
    ("TimedPoll", "uncaught exception", "timed out"),
    ("BarrierSum", "none", ""),
    ("ExecutorSum", "none", ""),
    ("SingleExecutor", "none", ""),
    ("PoolNotShutDown", "deadlock", ""),
    ("FutureChain", "none", ""),
    ("AtomicArrays", "none", ""),
    ("AtomicArrays racy", "uncaught exception", "lost update"),
    ("Parking", "none", ""),
    ("Parking racy", "deadlock", ""),
    ("Stamped", "none", ""),
    ("Stamped racy", "uncaught exception", "torn read"),
    ("PhaserSteps", "none", ""),
    (
        "PhaserSteps racy",
        "uncaught exception",
        "read before the phase advanced",
    ),
    ("ScheduledTicks", "none", ""),
    (
        "ScheduledTicks racy",
        "uncaught exception",
        "the delayed task had not run",
    ),
];

/// Each program's verdict under the full search: races that lose updates or create two
/// instances fail their assertions (double-checked locking without its second check, or
/// publishing its instance before initializing it, fails; with both right it holds), a wakeup or an interrupt lost between a test and a wait
/// deadlocks (the interrupt must not: the JVM tests and waits in one step), opposite lock
/// orders deadlock, an exception escaping a thread is reported. The java.util.concurrent
/// programs: a read-write lock excludes readers from a write (writing under the read lock
/// tears a read), get-then-put on a ConcurrentHashMap loses an update (merge does not), a
/// timed poll may time out, a pool never shut down keeps its worker waiting (a deadlock), get
/// then set on an atomic array slot loses an update, two unparks before two parks leave one
/// permit (a deadlock), a StampedLock optimistic read used without validate tears, a Phaser
/// party that only arrives reads before the others wrote, a delayed task may not have run
/// after a sleep (a periodic task's runs make a cycle that sdpor cannot conclude on).
#[test]
fn corpus_verdicts() {
    let classes = programs();
    let cases = CORPUS;
    // Programs whose state space has a cycle that sdpor meets (a thread that spins or waits
    // again in a loop, a periodic task): Yang et al.'s algorithm cannot conclude there, and
    // says so with exit 3 rather than claim "no violation". (ClassInitRace had one while a
    // thread waiting for another's class initialization gave way and tried again; it now
    // blocks on the class's initialization lock.)
    let sdpor_cycles = ["Workers", "ScheduledTicks"];
    for &(main, want, message) in cases {
        let mut states = Vec::new();
        for strategy in STRATEGIES {
            let (status, r, err) = check_classes(&classes, &["--strategy", strategy], main);
            let at = format!("{main} under {strategy}");
            if strategy == "sdpor" && sdpor_cycles.contains(&main) {
                assert_eq!(status, Some(3), "{at}: {r}\n{err}");
                let limit = r["limit"].as_str().unwrap_or_default();
                assert!(limit.contains("sdpor cannot conclude"), "{at}: {r}");
                continue;
            }
            assert_eq!(verdict(&r), want, "{at}: {r}\n{err}");
            assert_eq!(
                status,
                Some(if want == "none" { 0 } else { 1 }),
                "{at}: {err}"
            );
            if want == "none" {
                assert_eq!(r["result"], "complete", "{at}: {r}");
                states.push(r["statistics"]["new_states"].as_u64().unwrap());
            }
            if !message.is_empty() {
                let m = r["violations"][0]["message"].as_str().unwrap_or_default();
                assert!(m.contains(message), "{at}: {m}");
            }
        }
        // A complete reduced search visits no more states than the full one.
        if let [full, reduced @ ..] = &states[..] {
            assert!(reduced.iter().all(|r| r <= full), "{main}: {states:?}");
        }
    }
    // A deadlock names every blocked thread and what it waits for; the trace names the
    // thread of each transition and the operation it begins with.
    let (_, r, _) = check_classes(&classes, &[], "LockOrder");
    let steps: Vec<&str> = r["violations"][0]["trace"]
        .as_array()
        .expect("a trace")
        .iter()
        .filter_map(|t| t["choice"]["event"].as_str())
        .collect();
    assert!(
        steps
            .iter()
            .any(|s| s.starts_with("thread 1 \"Thread-0\" runs: lock java.lang.Object@")),
        "{steps:?}"
    );
    let stack: Vec<&str> = r["violations"][0]["stack"]
        .as_array()
        .expect("a stack")
        .iter()
        .filter_map(|l| l.as_str())
        .collect();
    for (thread, line) in [("Thread-0", 9), ("Thread-1", 12)] {
        let at = stack
            .iter()
            .position(|l| {
                l.starts_with(&format!(
                    "thread {} \"{thread}\": blocked entering the monitor of java.lang.Object@",
                    &thread[7..].parse::<usize>().unwrap() + 1
                ))
            })
            .unwrap_or_else(|| panic!("{thread}: {stack:?}"));
        assert!(
            stack[at + 1].contains(&format!("(LockOrder.java:{line})")),
            "{stack:?}"
        );
    }
}

/// Another thread's stack is where it stands at its last scheduling point (tests/threads/
/// OtherStack.java); the reduced strategies refuse it (exit 4), since that thread's steps
/// change it without an access they see.
#[test]
fn another_threads_stack_is_where_it_stands() {
    let classes = programs();
    let (status, r, err) = check_classes(&classes, &[], "OtherStack");
    assert_eq!(
        (status, verdict(&r)),
        (Some(0), "none".to_string()),
        "{r}\n{err}"
    );
    let (status, r, err) = check_classes(&classes, &[], "OtherStack racy");
    assert_eq!(status, Some(1), "{r}\n{err}");
    let m = r["violations"][0]["message"].as_str().unwrap_or_default();
    assert!(m.contains("the worker is not in inner()"), "{m}");
    for strategy in ["dpor", "sdpor"] {
        let mut cmd = Command::new(ironpf());
        cmd.args(["check", "--quiet", "--strategy", strategy, "-cp"])
            .arg(&classes)
            .arg("OtherStack");
        let o = run_with_limit(cmd, Duration::from_secs(120));
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status, Some(4), "{strategy}: {err}");
        assert!(
            err.contains("Thread.getStackTrace of another live thread"),
            "{err}"
        );
    }
}

/// The shapes of the shared benchmarks (../shared/bench), written here: diners who all lock
/// left first deadlock, ordered ones do not; a one-slot channel that wakes one waiter with
/// notify() can leave every thread waiting, with notifyAll it cannot (JPF's verdicts on
/// Philosophers and BoundedBuffer, issue 16).
#[test]
fn philosophers_and_buffers() {
    let classes = programs();
    for (main, want) in [
        ("DiningForks 3", "deadlock"),
        ("DiningForks 3 ordered", "none"),
        ("Channel 2 2 1 notify", "deadlock"),
        ("Channel 2 2 1", "none"),
        ("Channel 1 2 2", "none"),
    ] {
        for strategy in STRATEGIES {
            let (_, r, err) = check_classes(&classes, &["--strategy", strategy], main);
            assert_eq!(verdict(&r), want, "{main} under {strategy}: {err}");
        }
    }
}

/// A violation in a thread replays, whichever strategy found it: the replay string holds
/// the thread choices.
#[test]
fn thread_counterexamples_replay() {
    let classes = programs();
    for strategy in STRATEGIES {
        let (_, r, _) = check_classes(&classes, &["--strategy", strategy], "RacyCounter");
        let replay = r["violations"][0]["replay"]
            .as_str()
            .expect("a replay string");
        let o = replay_path(&classes, replay, "RacyCounter");
        let out = String::from_utf8_lossy(&o.stdout);
        assert!(out.contains("lost update: 1"), "{strategy}: {out}");
        assert!(out.contains("thread at "), "{strategy}: {out}");
    }
}

/// The lock-discipline reduction: an access made holding the object's monitor is not a
/// scheduling point while every thread accesses the class's objects that way; a thread that
/// reads without the monitor (at once, or only on one branch of a data choice after a guarded
/// read) makes the search start again with the class's accesses as scheduling points, so the
/// read between the two guarded writes is found, under every strategy, and the report's
/// replay string (which lists the class) replays it. Without the unguarded read the
/// discipline holds and the writes cost no interleavings.
#[test]
fn lock_discipline_reduction_searches_again_when_broken() {
    let classes = programs();
    for strategy in STRATEGIES {
        for main in ["TornUnderLock", "TornUnderLock late"] {
            let (status, r, _) = check_classes(&classes, &["--strategy", strategy], main);
            assert_eq!(status, Some(1), "{strategy} {main}: {r}");
            assert_eq!(
                r["violations"][0]["message"], "torn read: 1",
                "{strategy} {main}"
            );
            let warning = r["warnings"][0].as_str().unwrap_or_default();
            assert!(
                warning.contains("TornUnderLock$Box") && warning.contains("ran 2 times"),
                "{strategy} {main}: {warning}"
            );
            let replay = r["violations"][0]["replay"]
                .as_str()
                .expect("a replay string");
            assert_eq!(replay.matches('-').count(), 1, "{replay}");
            let o = replay_path(&classes, replay, main);
            assert_eq!(o.status, Some(1), "{strategy} {main}: replay {replay}");
            // Without the class after the path the choices would be other ones: refused.
            let bare = replay.split('-').next().unwrap();
            let o = replay_path(&classes, bare, main);
            let err = String::from_utf8_lossy(&o.stderr);
            assert_eq!(o.status, Some(2), "{strategy} {main}: {err}");
            assert!(err.contains("does not fit this program"), "{err}");
        }
        let (status, on, _) =
            check_classes(&classes, &["--strategy", strategy], "TornUnderLock locked");
        assert_eq!(status, Some(0), "{strategy}: {on}");
        assert_eq!(on["warnings"].as_array().map_or(0, |w| w.len()), 0, "{on}");
        let (status, off, _) = check_classes(
            &classes,
            &["--strategy", strategy, "--no-lock-reduction"],
            "TornUnderLock locked",
        );
        assert_eq!(status, Some(0), "{strategy}: {off}");
        let states = |r: &Json| r["statistics"]["new_states"].as_u64().unwrap();
        assert!(
            states(&on) < states(&off),
            "{strategy}: {} states with the reduction, {} without",
            states(&on),
            states(&off)
        );
    }
}

/// dpor and sdpor reduce either event choices or thread interleavings: a program with both
/// stops with exit 4 and says to use the full search, never a wrong verdict; the full search
/// checks it.
#[test]
fn reduced_strategies_refuse_events_with_threads() {
    let classes = programs();
    for strategy in ["dpor", "sdpor"] {
        let mut cmd = Command::new(ironpf());
        cmd.args(["check", "--quiet", "--strategy", strategy, "-cp"])
            .arg(&classes)
            .arg("EventsAndThreads");
        let o = run_with_limit(cmd, Duration::from_secs(60));
        assert_eq!(o.status, Some(4), "{strategy}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains("--strategy none"), "{strategy}: {err}");
    }
    let (status, r, err) = check_classes(&classes, &[], "EventsAndThreads");
    assert_eq!(verdict(&r), "uncaught exception", "{err}");
    assert_eq!(status, Some(1), "{err}");
}

/// `--race` reports two threads about to access one plain field, one writing, with both
/// threads' stacks, and nothing for synchronized, atomic or volatile accesses; the reduced
/// strategies refuse it (exit 2).
#[test]
fn races_are_reported_with_both_threads() {
    let classes = programs();
    let race = |main: &str| {
        let (status, r, err) = check_classes(&classes, &["--race"], main);
        (status, r, err)
    };
    for (main, location) in [
        ("RacyCounter", "RacyCounter.count"),
        ("CheckThenAct", "CheckThenAct.instance"),
        ("VolatileFlag racy", "VolatileFlag.data"),
    ] {
        let (status, r, err) = race(main);
        assert_eq!(status, Some(1), "{main}: {err}");
        let v = &r["violations"][0];
        assert_eq!(v["property"], "race", "{main}: {r}");
        let message = v["message"].as_str().unwrap_or_default();
        assert!(
            message.contains(&format!("writes {location} while thread")),
            "{main}: {message}"
        );
        let threads = v["stack"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|l| l.as_str().is_some_and(|l| l.starts_with("thread ")))
            .count();
        assert_eq!(threads, 2, "{main}: {r}");
    }
    for main in [
        "SyncCounter 2",
        "AtomicSection",
        "VolatileFlag",
        "GuardedWait",
    ] {
        let (status, r, err) = race(main);
        assert_eq!(status, Some(0), "{main}: {r}\n{err}");
    }
    let mut cmd = Command::new(ironpf());
    cmd.args(["check", "--quiet", "--race", "--strategy", "dpor", "-cp"])
        .arg(&classes)
        .arg("RacyCounter");
    let o = run_with_limit(cmd, Duration::from_secs(60));
    assert_eq!(o.status, Some(2));
}

/// `run` prints what `java` prints for the programs whose output does not depend on the
/// schedule (including an exception escaping a thread, printed by the JDK's handler).
#[test]
fn run_matches_java() {
    let classes = programs();
    let names: Vec<String> = [
        "SyncCounter",
        "GuardedWait",
        "ThreadThrows",
        "InterruptWait",
        "Workers",
        "ConcurrentTools",
        "PerThread",
        "SyncWrap",
        "ReadWriteLocked",
        "ChmLostUpdate",
        "CowList",
        "QueueHandoff",
        "BarrierSum",
        "ExecutorSum",
        "SingleExecutor",
        "FutureChain",
        "AtomicArrays",
        "Parking",
        "Stamped",
        "PhaserSteps",
        "ScheduledTicks",
        "ScheduledApi",
        "DaemonChild",
        "DoubleChecked",
        "TimedJoin",
    ]
    .map(String::from)
    .to_vec();
    let problems = compare_with_java(&classes, &names, None, "threads");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every shortcut of the search (incremental fingerprints, states kept in memory, restores
/// from snapshots, each transition replayed from its restored start state) agrees with the
/// slow path on threaded programs: parked threads, monitors and wait sets are all state.
#[test]
fn thread_states_restore_exactly() {
    let classes = programs();
    for main in [
        "DiningForks 3 ordered",
        "Channel 1 2 2",
        "SyncCounter 2",
        "InterruptWait",
        "Workers",
        "ConcurrentTools",
        "QueueHandoff",
        "ExecutorSum",
    ] {
        let mut cmd = Command::new(ironpf());
        cmd.env("IRONPF_VERIFY_INCREMENTAL", "1")
            .args(["check", "--quiet", "-cp"])
            .arg(&classes)
            .args(main.split_whitespace());
        let o = run_with_limit(cmd, Duration::from_secs(300));
        assert_eq!(
            o.status,
            Some(0),
            "{main}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
}

/// ironpf's scheduling rule loses no behaviour on the corpus: with every heap access and
/// every native call a scheduling point (IRONPF_THREADS_EVERY_ACCESS: no fresh-object rule, no
/// lock-discipline reduction, natives that read shared objects included), each program has the
/// same verdict and violation, and at least as many states. This is the check that would have
/// caught `Object.clone` of a shared array not being a scheduling point (CloneRace).
#[test]
fn scheduling_rule_keeps_every_verdict() {
    let classes = programs();
    for &(main, _, _) in CORPUS {
        let (_, fast, _) = check_classes(&classes, &[], main);
        let mut cmd = Command::new(ironpf());
        cmd.env("IRONPF_THREADS_EVERY_ACCESS", "1")
            .args(["check", "--quiet", "--json", "-", "-cp"])
            .arg(&classes)
            .args(main.split_whitespace());
        let o = run_with_limit(cmd, Duration::from_secs(300));
        let slow: Json = serde_json::from_slice(&o.stdout).expect("a JSON report");
        assert_eq!(verdict(&fast), verdict(&slow), "{main}");
        assert_eq!(
            fast["violations"][0]["message"], slow["violations"][0]["message"],
            "{main}"
        );
        if verdict(&fast) == "none" {
            assert!(
                slow["statistics"]["new_states"].as_u64()
                    >= fast["statistics"]["new_states"].as_u64(),
                "{main}: {} against {}",
                slow["statistics"]["new_states"],
                fast["statistics"]["new_states"]
            );
        }
    }
}

/// The interpreter log of a thread counterexample's replay marks each transition with the
/// thread choice that started it and each switch to another thread by its name (issue 37,
/// point 6).
#[test]
fn the_log_of_a_thread_replay_marks_transitions_and_threads() {
    let classes = programs();
    let (_, r, _) = check_classes(&classes, &[], "CheckThenAct");
    let replay = r["violations"][0]["replay"]
        .as_str()
        .expect("a replay string");
    let o = Command::new(ironpf())
        .args(["check", "-cp"])
        .arg(&classes)
        .args([
            "--sourcepath",
            "tests/threads",
            "--replay",
            replay,
            "--log",
            "CheckThenAct",
        ])
        .current_dir(repo())
        .output()
        .unwrap();
    let log = String::from_utf8_lossy(&o.stderr);
    assert!(log.contains("== transition 1: thread at "), "{log}");
    assert!(log.contains("(thread 2 \"Thread-1\" runs: begin)"), "{log}");
    assert!(log.contains("-- thread 2 \"Thread-1\" runs"), "{log}");
    assert!(
        log.contains("  CheckThenAct.java:8  if (instance == null) instance = new Object();"),
        "{log}"
    );
    assert!(log.contains("== the path ends: "), "{log}");
}
