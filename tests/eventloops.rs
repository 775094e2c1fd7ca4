//! Event-loop programs (tests/eventloops): Android's Looper, Handler, Message and
//! HandlerThread in ironpf's runtime library, and the JDK's single-thread executor, compiled
//! with `javac` against ironpf's API jar. Each program's verdict is derived by hand from
//! Android's documented queue semantics (in the program's comment): messages due now are
//! handled in the order sent, a front-of-queue post first; a delayed message may come due at
//! any later point; removal affects only what is still queued; quit drops what is queued,
//! quitSafely lets what is due run; a looper left idle when the program ends is no deadlock.
//! Each is checked under `none`, `dpor` (DPOR for threads, the queues being shared objects)
//! and the simplest scheduling rule with the same verdict (the clean ones also breadth-first,
//! with `none`'s states), and the programs without a violation also run under `run -ea`.

mod common;

use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use common::*;

fn programs() -> PathBuf {
    static PROGRAMS: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    PROGRAMS
        .get_or_init(|| compile_against_api("tests/eventloops"))
        .clone()
}

/// Each program, its verdict (the first violation's property, or "none") and a part of the
/// violation's message.
const CORPUS: &[(&str, &str, &str)] = &[
    ("FifoOrder", "none", ""),
    (
        "FrontRace",
        "uncaught exception",
        "the front-of-queue post ran after the first post",
    ),
    (
        "DelayRace",
        "uncaught exception",
        "the delayed post came due first",
    ),
    ("RemovedWhileBusy", "none", ""),
    (
        "RemovedTooLate",
        "uncaught exception",
        "the post ran before it was removed",
    ),
    ("TwoLoopersRace", "uncaught exception", "lost update: 1"),
    ("OneLooperNoRace", "none", ""),
    ("HandlerThreadDeadlock", "deadlock", ""),
    ("QuitSafelyRunsDue", "none", ""),
    (
        "QuitDropsPending",
        "uncaught exception",
        "quit dropped the pending post",
    ),
    ("CallbackFirst", "none", ""),
    ("MainLooperReplies", "none", ""),
    ("IdleAtEnd", "none", ""),
    ("SingleThreadExecutorOrder", "none", ""),
    (
        "AsyncStageOrder",
        "uncaught exception",
        "a task ran between the stages: 6",
    ),
];

/// The searches each program is checked with: `none` and `dpor`, and `none` under the
/// simplest scheduling rule (every heap access and native call a scheduling point, no
/// lock-discipline reduction, every local in the state), which checks the rule itself: the
/// idle-looper flag and the queue's natives are outside what comparing strategies can see.
type Search = (
    &'static str,
    &'static [(&'static str, &'static str)],
    &'static [&'static str],
);
const SEARCHES: &[Search] = &[
    ("none", &[], &["--strategy", "none"]),
    ("dpor", &[], &["--strategy", "dpor"]),
    (
        "the simplest rule",
        &[("IRONPF_THREADS_EVERY_ACCESS", "1")],
        &[
            "--strategy",
            "none",
            "--no-lock-reduction",
            "--state-locals",
            "all",
        ],
    ),
];

#[test]
fn every_program_gets_its_verdict_under_each_strategy() {
    let count = java_sources("tests/eventloops").len();
    assert_eq!(
        count,
        CORPUS.len(),
        "every program of tests/eventloops is listed"
    );
    for &(main, want, message) in CORPUS {
        for &(strategy, env, args) in SEARCHES {
            let (status, r, _) = check_classes_env(&programs(), env, args, main);
            let at = format!("{main} under {strategy}");
            let got = r["violations"][0]["property"].as_str().unwrap_or("none");
            assert_eq!(got, want, "{at}: {r}");
            if want == "none" {
                assert_eq!(
                    (status, r["result"].as_str()),
                    (Some(0), Some("complete")),
                    "{at}"
                );
                if strategy == "none" {
                    // Breadth-first visits exactly the depth-first search's states.
                    let (_, b, _) = check_classes(&programs(), &["--shortest"], main);
                    assert_eq!(
                        b["statistics"]["new_states"], r["statistics"]["new_states"],
                        "{main} --shortest"
                    );
                }
            } else {
                assert_eq!(status, Some(1), "{at}");
                let m = r["violations"][0]["message"].as_str().unwrap_or_default();
                assert!(m.contains(message), "{at}: {m}");
            }
        }
    }
}

/// Under `run` (one schedule, a delayed post after what is due), the programs without a
/// violation end normally with their assertions on, and FifoOrder's looper handles its
/// messages in order.
#[test]
fn programs_without_a_violation_run_to_their_end() {
    for &(main, want, _) in CORPUS {
        if want != "none" {
            continue;
        }
        let mut cmd = Command::new(ironpf());
        cmd.args(["run", "-ea", "-cp"]).arg(programs()).arg(main);
        let o = run_with_limit(cmd, Duration::from_secs(60));
        assert_eq!(
            o.status,
            Some(0),
            "{main}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
}

/// Android's messages for misuse: a Handler on a thread without a looper, a second
/// Looper.prepare, a message sent twice, the main looper quitting.
#[test]
fn misuse_fails_as_on_android() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("eventloops-misuse");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("Misuse.java");
    std::fs::write(
        &src,
        r#"import android.os.*;
public class Misuse {
    static void expect(Runnable r, String m) {
        try { r.run(); System.out.println("no exception for " + m); }
        catch (RuntimeException e) { System.out.println(e.getClass().getName() + ": " + e.getMessage()); }
    }
    public static void main(String[] args) {
        expect(() -> new Handler(), "handler without looper");
        Looper.prepare();
        expect(() -> Looper.prepare(), "second prepare");
        Handler h = new Handler();
        Message m = h.obtainMessage(1);
        h.sendMessage(m);
        expect(() -> h.sendMessage(m), "sent twice");
        Looper.prepareMainLooper();
    }
}
"#,
    )
    .unwrap();
    let classes = compile(&[src], 8, Some(&api_jar()));
    let o = Command::new(ironpf())
        .args(["run", "-cp"])
        .arg(&classes)
        .arg("Misuse")
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    let err = String::from_utf8_lossy(&o.stderr);
    let thread = "Thread[main,5,main]";
    assert!(
        out.contains(&format!(
            "java.lang.RuntimeException: Can't create handler inside thread {thread} that has not called Looper.prepare()"
        )),
        "{out}"
    );
    assert!(
        out.contains("java.lang.RuntimeException: Only one Looper may be created per thread"),
        "{out}"
    );
    assert!(out.contains("java.lang.IllegalStateException: { what=1 target=android.os.Handler } This message is already in use."), "{out}");
    assert!(
        err.contains("Only one Looper may be created per thread"),
        "{err}"
    );
}
