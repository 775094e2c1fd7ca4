//! Probe programs (`tests/probes/*.java`): small programs written to make the reductions and
//! the search orders meet the VM's global state (the clock, identity hash codes, the string
//! pool, class initialization) and the `Verify` calls the harnesses' grammars once never
//! made (`ignoreIf`, an event choice inside a handler). Each program states the violations a
//! search must find in its comment (`expect: <exception>: <message>` lines, `expect: deadlock`,
//! or `expect: none`),
//! derived from Java's semantics, not from ironpf; every configuration must find exactly those:
//!
//! - `none`, `dpor`, `sdpor` (depth-first), `none --shortest` (breadth-first, which resumes
//!   states from snapshots in another order than the depth-first searches);
//! - the simplest rule: every heap access and native call a scheduling point, no
//!   lock-discipline reduction, every local variable part of the state;
//! - `none` under `IRONPF_VERIFY_INCREMENTAL`, which runs every transition also from the
//!   restored snapshot of its start state and fails when the two differ: a transition whose
//!   course depends on anything the state does not hold (VM-wide data left by other paths).

mod common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::*;
use serde_json::Value as Json;

fn programs() -> PathBuf {
    static PROGRAMS: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    PROGRAMS
        .get_or_init(|| compile_against_api("tests/probes"))
        .clone()
}

/// The violations a probe's comment expects.
fn expected(class: &str) -> BTreeSet<String> {
    let path = repo().join("tests/probes").join(format!("{class}.java"));
    let text = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = text
        .lines()
        .filter_map(|l| l.trim_start_matches([' ', '*']).strip_prefix("expect: "))
        .collect();
    assert!(
        !lines.is_empty(),
        "{} states no `expect:` line",
        path.display()
    );
    lines
        .into_iter()
        .filter(|l| *l != "none")
        .map(str::to_string)
        .collect()
}

/// A configuration: its name, options and environment.
type Configuration = (
    &'static str,
    &'static [&'static str],
    &'static [(&'static str, &'static str)],
);

/// The configurations every probe runs under.
const CONFIGURATIONS: &[Configuration] = &[
    ("none", &["--strategy", "none"], &[]),
    ("dpor", &["--strategy", "dpor"], &[]),
    ("sdpor", &["--strategy", "sdpor"], &[]),
    ("shortest", &["--strategy", "none", "--shortest"], &[]),
    (
        "simplest rule",
        &[
            "--strategy",
            "none",
            "--no-lock-reduction",
            "--state-locals",
            "all",
        ],
        &[("IRONPF_THREADS_EVERY_ACCESS", "1")],
    ),
    (
        "none, restored states checked",
        &["--strategy", "none"],
        &[("IRONPF_VERIFY_INCREMENTAL", "1")],
    ),
];

/// The violations `ironpf check --find-all` reports (exception: message), or what went wrong.
fn violations(
    classes: &Path,
    class: &str,
    args: &[&str],
    env: &[(&str, &str)],
) -> Result<BTreeSet<String>, String> {
    let mut cmd = Command::new(ironpf());
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.args(["check", "--quiet", "--find-all", "--json", "-"])
        .args(args)
        .args(["--max-states", "200000", "--time-limit", "60"])
        .arg("-cp")
        .arg(classes)
        .arg(class);
    let o = run_with_limit(cmd, Duration::from_secs(120));
    let out = String::from_utf8_lossy(&o.stdout);
    let err = String::from_utf8_lossy(&o.stderr);
    if o.timed_out || !matches!(o.status, Some(0) | Some(1)) {
        return Err(format!("exit {:?}: {}", o.status, err.trim()));
    }
    let report: Json = serde_json::from_str(&out).map_err(|e| format!("{e}: {out}"))?;
    if report["outcome"] == "limit" {
        return Err(format!("stopped at a limit: {}", report["limit"]));
    }
    Ok(report["violations"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|v| {
            if v["property"] == "deadlock" {
                return "deadlock".to_string();
            }
            format!(
                "{}: {}",
                v["exception"].as_str().unwrap_or("?"),
                v["message"].as_str().unwrap_or("")
            )
        })
        .collect())
}

fn probe(class: &str) {
    let classes = programs();
    let want = expected(class);
    let mut wrong = Vec::new();
    for (name, args, env) in CONFIGURATIONS {
        match violations(&classes, class, args, env) {
            Ok(found) if found == want => {}
            Ok(found) => wrong.push(format!("{name}: found {found:?}")),
            Err(e) => wrong.push(format!("{name}: {e}")),
        }
    }
    assert!(
        wrong.is_empty(),
        "{class} expects {want:?};\n  {}",
        wrong.join("\n  ")
    );
}

macro_rules! probes {
    ($($name:ident),* $(,)?) => {
        $(
            #[test]
            #[allow(non_snake_case)]
            fn $name() {
                probe(stringify!($name));
            }
        )*

        /// Every program in `tests/probes` has its test above.
        #[test]
        fn every_probe_has_a_test() {
            let listed: BTreeSet<String> = [$(stringify!($name)),*].iter().map(|s| s.to_string()).collect();
            let present: BTreeSet<String> = java_sources("tests/probes")
                .iter()
                .map(|p| p.file_stem().unwrap().to_string_lossy().to_string())
                .collect();
            assert_eq!(listed, present, "tests/probes.rs must list every program of tests/probes");
        }
    };
}

probes!(
    ClassInitDeadlock,
    ClassInitEvents,
    ClockEvents,
    ClockThreads,
    IdentityHashEvents,
    IdentityHashThreads,
    IgnoreIfEvents,
    IgnoreIfInHandler,
    IgnoreIfThreads,
    InternBranches,
    InternIdentity,
    NestedEventChoice,
);
