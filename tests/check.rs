//! `ironpf check`: exact state spaces of small programs, violations, replay, limits, exit
//! codes and the JSON report. Expected counts are derived by hand (or by an independent
//! model) in each program's comment.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::*;
use serde_json::Value as Json;

/// The test programs compiled once per test binary (tests run in parallel threads).
fn programs() -> PathBuf {
    static PROGRAMS: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    PROGRAMS.get_or_init(build_programs).clone()
}

fn build_programs() -> PathBuf {
    compile_against_api("tests/check")
}

fn check(classes: &Path, extra: &[&str], main: &str) -> (Option<i32>, String, String) {
    let mut cmd = Command::new(ironpf());
    cmd.arg("check")
        .arg("--quiet")
        .arg("-cp")
        .arg(classes)
        .args(extra)
        // The main class, then its arguments.
        .args(main.split_whitespace());
    let o = run_with_limit(cmd, Duration::from_secs(120));
    assert!(!o.timed_out, "check {main} timed out");
    (
        o.status,
        String::from_utf8_lossy(&o.stdout).to_string(),
        String::from_utf8_lossy(&o.stderr).to_string(),
    )
}

fn report(classes: &Path, extra: &[&str], main: &str) -> (Option<i32>, Json) {
    let mut args = vec!["--json", "-"];
    args.extend_from_slice(extra);
    let (status, out, err) = check(classes, &args, main);
    let json =
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("bad JSON ({e}): {out}\n{err}"));
    (status, json)
}

fn stat(r: &Json, name: &str) -> u64 {
    r["statistics"][name]
        .as_u64()
        .unwrap_or_else(|| panic!("no statistic {name}"))
}

fn counts(r: &Json) -> (u64, u64, u64, u64) {
    (
        stat(r, "new_states"),
        stat(r, "revisited_states"),
        stat(r, "transitions"),
        stat(r, "end_states"),
    )
}

#[test]
fn exact_state_spaces() {
    let classes = programs();
    for (main, want) in [
        ("TwoChoices", (5, 5, 9, 1)),
        ("Cyclic", (3, 4, 6, 0)),
        // At the choice point: (w1, w2, d, balance), the event variable being dead: {} 100;
        // {w1} 20, {w2} 40, {d} 150; {w1, w2} 20 or 40 (the second withdrawal is refused);
        // {w1, d} 70; {w2, d} 90; then 3 end states (balances 70, 90, 10). 8 choice states
        // * 3 = 24 transitions, 11 new states, 24 - 10 = 14 revisits.
        ("BankSafe", (11, 14, 24, 3)),
        ("ConstantOutput", (4, 5, 8, 0)),
    ] {
        let (status, r) = report(&classes, &[], main);
        assert_eq!(status, Some(0), "{main}: {r}");
        assert_eq!(r["result"], "complete", "{main}");
        assert_eq!(
            counts(&r),
            want,
            "{main}: (new, revisited, transitions, end)"
        );
    }
}

#[test]
fn fingerprints_ignore_allocation_order() {
    let classes = programs();
    let (status, r) = report(&classes, &[], "AllocationOrder");
    assert_eq!(status, Some(0));
    // The first choice point, the one state all 24 allocation orders reach, and the end.
    assert_eq!(counts(&r), (3, 23, 25, 1));
}

#[test]
fn racy_variant_violates_and_safe_variant_holds() {
    let classes = programs();
    let (status, r) = report(&classes, &[], "BankRacy");
    assert_eq!(status, Some(1));
    assert_eq!(r["result"], "violation");
    let v = &r["violations"][0];
    assert_eq!(v["exception"], "java.lang.AssertionError");
    assert_eq!(v["message"], "overdrawn: -40");
    assert!(
        v["stack"][0]
            .as_str()
            .unwrap()
            .starts_with("BankRacy.withdraw(BankRacy.java:")
    );
    // Assertions off: the same program has no violation.
    let (status, r) = report(&classes, &["--disable-assertions"], "BankRacy");
    assert_eq!(status, Some(0), "{r}");
    let (status, _) = report(&classes, &[], "BankSafe");
    assert_eq!(status, Some(0));
}

#[test]
fn long_counterexample_replays_exactly() {
    let classes = programs();
    let (status, r) = report(&classes, &[], "DeepCounter");
    assert_eq!(status, Some(1));
    let v = &r["violations"][0];
    let replay = v["replay"].as_str().unwrap().to_string();
    let trace = v["trace"].as_array().unwrap();
    assert!(
        trace.len() >= 41,
        "a violation after 40 choices needs 41 transitions, got {}",
        trace.len()
    );
    let (status, out, err) = check(&classes, &["--replay", &replay], "DeepCounter");
    assert_eq!(status, Some(1), "{out}{err}");
    assert!(
        out.contains("java.lang.IllegalStateException: 40 in a row"),
        "{out}"
    );
    assert!(out.contains(&format!("replay: {replay}")), "{out}");
    // The interpreter log is available during a replay.
    let mut cmd = Command::new(ironpf());
    cmd.env("RUST_LOG", "ironpf::vm=trace")
        .args(["check", "-cp"])
        .arg(&classes)
        .args(["--replay", &replay, "DeepCounter"]);
    let o = run_with_limit(cmd, Duration::from_secs(120));
    assert!(
        String::from_utf8_lossy(&o.stderr)
            .contains("DeepCounter.main([Ljava/lang/String;)V line 8 pc")
    );
    // A replay string that does not fit the program is a usage error.
    let (status, _, err) = check(&classes, &["--replay", "r1:7"], "DeepCounter");
    assert_eq!(status, Some(2), "{err}");
}

#[test]
fn find_all_reports_each_distinct_violation() {
    let classes = programs();
    let (status, r) = report(&classes, &[], "TwoBugs");
    assert_eq!(status, Some(1));
    assert_eq!(r["violations"].as_array().unwrap().len(), 1);
    let (status, r) = report(&classes, &["--find-all"], "TwoBugs");
    assert_eq!(status, Some(1));
    let messages: Vec<&str> = r["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["message"].as_str().unwrap())
        .collect();
    assert_eq!(messages, ["first bug", "second bug"]);
}

#[test]
fn exit_codes() {
    let classes = programs();
    assert_eq!(check(&classes, &[], "TwoChoices").0, Some(0));
    assert_eq!(check(&classes, &[], "BankRacy").0, Some(1));
    assert_eq!(check(&classes, &[], "NoSuchClass").0, Some(2));
    assert_eq!(check(&classes, &["--bogus-flag"], "TwoChoices").0, Some(2));
    let (status, r) = report(&classes, &["--max-states", "3"], "Cyclic");
    assert_eq!(status, Some(3));
    assert_eq!(r["result"], "limit");
    assert!(r["limit"].as_str().unwrap().contains("state limit 3"));
    let (status, r) = report(&classes, &["--max-transition-steps", "100000"], "Spinner");
    assert_eq!(status, Some(3));
    assert!(r["limit"].as_str().unwrap().contains("Spinner.main"), "{r}");
    // Every strategy explores thread interleavings (tests/threads.rs).
    for strategy in ["none", "dpor", "sdpor"] {
        let (status, _, err) = check(&classes, &["--strategy", strategy], "UsesThreads");
        assert_eq!(status, Some(0), "{strategy}: {err}");
    }
    let (status, _, err) = check(&classes, &[], "UsesMissingLibraryClass");
    assert_eq!(status, Some(4), "{err}");
    assert!(
        err.contains("java.util.concurrent.ConcurrentSkipListMap")
            && err.contains("a library class ironpf's Java runtime library does not have"),
        "{err}"
    );
}

/// Every shortcut the search takes (incremental fingerprints, patched snapshots, restored
/// sections) is checked against a full serialization of the same state.
#[test]
fn incremental_fingerprints_equal_full_serializations() {
    let classes = programs();
    for (main, extra) in [
        ("TwoChoices", vec![]),
        ("Cyclic", vec![]),
        ("BankRacy", vec!["--find-all"]),
        ("BankSafe", vec![]),
        ("DeepCounter", vec![]),
        ("AllocationOrder", vec![]),
        ("TwoBugs", vec!["--find-all"]),
    ] {
        // dpor keeps its own base state in memory and takes the same shortcuts.
        for strategy in [
            &["--strategy", "none"][..],
            &["--strategy", "dpor", "--event-choice", "getInt"],
        ] {
            // DeepCounter's choices are getBoolean: no events, nothing for dpor to run.
            if main == "DeepCounter" && strategy[1] == "dpor" {
                continue;
            }
            let mut cmd = Command::new(ironpf());
            cmd.env("IRONPF_VERIFY_INCREMENTAL", "1")
                .args(["check", "--quiet", "-cp"])
                .arg(&classes)
                .args(strategy)
                .args(&extra)
                .arg(main);
            let o = run_with_limit(cmd, Duration::from_secs(120));
            let err = String::from_utf8_lossy(&o.stderr);
            assert!(
                matches!(o.status, Some(0) | Some(1)),
                "{main} {strategy:?}: {err}"
            );
            assert!(!err.contains("panicked"), "{main} {strategy:?}: {err}");
        }
    }
}

/// The fast path is the path taken: a search of statics-only transitions fingerprints every
/// state from the sections its transition wrote, also from restored states. A class of
/// constants initialized again after a restore (Verify: its `ConstantValue` strings) once
/// made every later fingerprint a full serialization, which doubled `none`'s time on the
/// shared EventAppLarge benchmark (2,251 full serializations here, 1 now) while every
/// ratio measured against `none` looked better.
#[test]
fn statics_only_search_needs_no_full_serializations() {
    let classes = programs();
    let (status, r) = report(&classes, &["--strategy", "none"], "StaticCounters");
    assert_eq!(status, Some(0), "{r}");
    assert_eq!(stat(&r, "new_states"), 2197, "{r}");
    assert!(
        stat(&r, "max_depth") > 1024,
        "the search must go deeper than its memos: {r}"
    );
    assert!(stat(&r, "full_serializations") <= 2, "{r}");
}

/// What cannot affect the future is not state (issue 12): garbage, output, string building,
/// lambda linkage, boxing caches, caught exceptions and a new option array at every event
/// choice leave the state space of the program without them, exactly. Each variant is also
/// checked under IRONPF_VERIFY_INCREMENTAL (every young collection against a full marking,
/// every incremental fingerprint against a full serialization) and under dpor.
#[test]
fn state_space_ignores_garbage_output_and_caches() {
    let classes = compile(&java_sources("tests/check/release17"), 17, Some(&api_jar()));
    // See StateInvariance.java: x in 0..3 at the choice point.
    let want = (4, 5, 8, 0);
    for variant in [
        "none",
        "options",
        "garbage",
        "string",
        "print-constant",
        "print-value",
        "lambda",
        "capturing-lambda",
        "boxing",
        "map",
        "map-views",
        "regex",
        "timezone",
        "exception",
        "class-object",
        "annotations",
    ] {
        let (status, r) = report(&classes, &[], &format!("StateInvariance {variant}"));
        assert_eq!(status, Some(0), "{variant}: {r}");
        assert_eq!(
            counts(&r),
            want,
            "{variant}: (new, revisited, transitions, end)"
        );
        for strategy in ["none", "dpor"] {
            let mut cmd = Command::new(ironpf());
            cmd.env("IRONPF_VERIFY_INCREMENTAL", "1")
                .args([
                    "check",
                    "--quiet",
                    "--event-choice",
                    "getInt",
                    "--strategy",
                    strategy,
                ])
                .arg("-cp")
                .arg(&classes)
                .args(["StateInvariance", variant]);
            let o = run_with_limit(cmd, Duration::from_secs(120));
            let err = String::from_utf8_lossy(&o.stderr);
            assert_eq!(o.status, Some(0), "{variant} {strategy}: {err}");
        }
    }
}

/// Two threads walking their stacks with one StackWalker (tests/check/release17/
/// WalkingThreads.java): no violation under every strategy, and walking adds no scheduling
/// points (it read the walker's option set, shared: 32,309 states where the threads' other
/// steps give 142).
#[test]
fn threads_walk_their_own_stacks() {
    let classes = compile(&java_sources("tests/check/release17"), 17, Some(&api_jar()));
    for strategy in ["none", "dpor", "sdpor"] {
        let (status, r) = report(&classes, &["--strategy", strategy], "WalkingThreads");
        assert_eq!(status, Some(0), "{strategy}: {r}");
        assert!(stat(&r, "new_states") <= 142, "{strategy}: {r}");
    }
}

/// The collector runs during a transition as well: a program that allocates far more than
/// the memory it is given, all garbage, completes (tests/check/AllocationChurn.java).
#[test]
fn garbage_is_collected_while_a_program_runs() {
    let classes = programs();
    let mut cmd = Command::new("sh");
    cmd.arg("-c")
        .arg(r#"ulimit -v 400000; exec "$0" run -cp "$1" AllocationChurn"#)
        .arg(ironpf())
        .arg(&classes);
    let o = run_with_limit(cmd, Duration::from_secs(120));
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(
        o.status,
        Some(0),
        "{out}{}",
        String::from_utf8_lossy(&o.stderr)
    );
    // The sum of 0..4,000,000.
    assert_eq!(out.trim(), "7999998000000 true");
}

#[test]
fn reports_are_deterministic() {
    let classes = programs();
    let strip = |mut r: Json| {
        r["statistics"]["elapsed_seconds"] = Json::Null;
        r["statistics"]["peak_memory_bytes"] = Json::Null;
        r
    };
    for main in ["BankRacy", "BankSafe"] {
        let a = strip(report(&classes, &[], main).1);
        let b = strip(report(&classes, &[], main).1);
        assert_eq!(a, b, "{main}");
    }
    let text = |main| {
        let out = check(&classes, &[], main).1;
        out.lines()
            .filter(|l| {
                !l.starts_with("elapsed") && !l.starts_with("states/s") && !l.starts_with("peak")
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(text("BankRacy"), text("BankRacy"));
}

/// A small validator for the subset of JSON Schema that docs/report.schema.json uses.
fn validate(schema: &Json, v: &Json, path: &str, errors: &mut Vec<String>) {
    if let Some(t) = schema.get("type") {
        let types: Vec<&str> = match t {
            Json::String(s) => vec![s.as_str()],
            Json::Array(a) => a.iter().filter_map(|x| x.as_str()).collect(),
            _ => vec![],
        };
        let ok = types.iter().any(|t| match *t {
            "object" => v.is_object(),
            "array" => v.is_array(),
            "string" => v.is_string(),
            "integer" => v.is_i64() || v.is_u64(),
            "number" => v.is_number(),
            "null" => v.is_null(),
            "boolean" => v.is_boolean(),
            _ => false,
        });
        if !ok {
            errors.push(format!("{path}: expected {types:?}, found {v}"));
            return;
        }
    }
    if let Some(allowed) = schema.get("enum").and_then(|e| e.as_array())
        && !allowed.contains(v)
    {
        errors.push(format!("{path}: {v} is not one of {allowed:?}"));
    }
    if let Some(min) = schema.get("minimum").and_then(|m| m.as_f64())
        && v.as_f64().is_some_and(|x| x < min)
    {
        errors.push(format!("{path}: {v} is below {min}"));
    }
    if let Json::Object(map) = v {
        for r in schema
            .get("required")
            .and_then(|r| r.as_array())
            .into_iter()
            .flatten()
        {
            if !map.contains_key(r.as_str().unwrap()) {
                errors.push(format!("{path}: missing {r}"));
            }
        }
        if let Some(props) = schema.get("properties").and_then(|p| p.as_object()) {
            for (k, s) in props {
                if let Some(x) = map.get(k) {
                    validate(s, x, &format!("{path}.{k}"), errors);
                }
            }
        }
    }
    if let (Json::Array(items), Some(s)) = (v, schema.get("items")) {
        for (i, x) in items.iter().enumerate() {
            validate(s, x, &format!("{path}[{i}]"), errors);
        }
    }
}

#[test]
fn json_reports_follow_the_schema() {
    let classes = programs();
    let schema: Json = serde_json::from_str(
        &std::fs::read_to_string(repo().join("docs/report.schema.json")).unwrap(),
    )
    .unwrap();
    let file = cache_dir("json").join("report.json");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    for (main, extra) in [
        ("BankRacy", vec![]),
        ("BankSafe", vec![]),
        ("Cyclic", vec!["--max-states", "3"]),
        ("TwoBugs", vec!["--find-all"]),
    ] {
        let mut args = vec!["--json", file.to_str().unwrap()];
        args.extend(extra);
        let (_, out, _) = check(&classes, &args, main);
        assert!(
            out.contains("== statistics"),
            "the text report still goes to stdout"
        );
        let r: Json = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        let mut errors = Vec::new();
        validate(&schema, &r, "$", &mut errors);
        assert!(errors.is_empty(), "{main}: {errors:#?}");
    }
    // SmartThings pairs: their violations carry a story (timers, commands whose events reach
    // the other app, notifications, a conflict), both search orders.
    for (pair, extra) in [
        ("SmokeAlarmUnlock-LockWhenAllLeave", "--shortest"),
        ("UnlockOnArrival-KeepLocked", "--no-shortest"),
        ("ContactBookSmokeSiren-SmokeSirenAndLights", "--shortest"),
        ("ModeBySun-NightModeSchedule", "--shortest"),
    ] {
        let jar = repo().join(format!("fixtures/smartthings/pairs/{pair}.jar"));
        let o = Command::new(ironpf())
            .args(["check", "--quiet", "--json", "-", extra])
            .arg(&jar)
            .output()
            .unwrap();
        let r: Json = serde_json::from_slice(&o.stdout).unwrap();
        assert!(r["violations"][0]["story"].is_array(), "{pair}: {r}");
        let mut errors = Vec::new();
        validate(&schema, &r, "$", &mut errors);
        assert!(errors.is_empty(), "{pair}: {errors:#?}");
    }
}

/// The example of docs/strategies.md (fixtures/java/LockConflict.java): every strategy that is sound on it
/// finds the unlocked door, with the events that lead there.
#[test]
fn readme_example_finds_the_conflict() {
    let classes = compile_against_api("fixtures/java");
    for strategy in ["none", "dpor"] {
        let (status, out, err) = check(
            &classes,
            &["--strategy", strategy, "--sourcepath", "fixtures/java"],
            "LockConflict",
        );
        assert_eq!(status, Some(1), "--strategy {strategy}: {out}{err}");
        assert!(
            out.contains("door left unlocked in an empty home"),
            "--strategy {strategy}: {out}"
        );
        assert!(
            out.contains("getIntFromList"),
            "--strategy {strategy}: {out}"
        );
    }
}

/// ironpf takes its options before and right after the main class (`check PAIR.jar --strategy
/// dpor`); from the first program argument on, every word is the program's, so an ironpf
/// option there is pointed out instead of passing silently, under `check` and `run`.
#[test]
fn options_after_a_program_argument_go_to_the_program_and_are_pointed_out() {
    let classes = programs();
    let mut cmd = Command::new(ironpf());
    cmd.args(["check", "--quiet", "-cp"]).arg(&classes).args([
        "TwoChoices",
        "arg",
        "--strategy",
        "dpor",
        "--max-states=5",
    ]);
    let o = run_with_limit(cmd, Duration::from_secs(120));
    let err = String::from_utf8_lossy(&o.stderr);
    // The search is not limited to 5 states.
    assert_ne!(o.status, Some(3), "{err}");
    for option in ["--strategy", "--max-states=5"] {
        assert!(
            err.contains(&format!("warning: {option} follows a program argument")),
            "{:?}: {err}",
            o.status
        );
    }
    // Right after the main class they are ironpf's: the state limit holds, no warning.
    let mut cmd = Command::new(ironpf());
    cmd.args(["check", "--quiet", "-cp"]).arg(&classes).args([
        "TwoChoices",
        "--strategy",
        "dpor",
        "--max-states=1",
    ]);
    let o = run_with_limit(cmd, Duration::from_secs(120));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status, Some(3), "{err}");
    assert!(!err.contains("warning"), "{err}");
    // `run` passes them on as `java` does: the program sees them as its arguments.
    let mut cmd = Command::new(ironpf());
    cmd.args(["run", "-cp"])
        .arg(&classes)
        .args(["PrintArgs", "x", "--max-heap", "1G"]);
    let o = run_with_limit(cmd, Duration::from_secs(120));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status, Some(0), "{err}");
    assert_eq!(String::from_utf8_lossy(&o.stdout), "3: x --max-heap 1G\n");
    assert!(
        err.contains("warning: --max-heap follows a program argument"),
        "{err}"
    );
}

#[test]
fn output_files_are_checked_before_the_search() {
    let classes = programs();
    let bad = "/nonexistent-ironpf-dir/report.json";
    for option in ["--json", "--states-out"] {
        let (status, out, err) = check(&classes, &[option, bad], "BankRacy");
        assert_eq!(status, Some(2), "{option}: {out}{err}");
        assert!(
            err.contains(bad),
            "{option}: the message names the file: {err}"
        );
        assert!(out.is_empty(), "{option}: no search ran: {out}");
    }
    // A states file and the text report both come out.
    let states = std::env::temp_dir().join(format!("ironpf-states-{}.txt", std::process::id()));
    let states = states.to_str().unwrap();
    let (status, out, err) = check(&classes, &["--states-out", states], "BankRacy");
    assert_eq!(status, Some(1), "{err}");
    assert!(out.contains("== statistics"), "{out}");
    assert!(std::fs::read_to_string(states).unwrap().lines().count() > 1);
}

#[test]
fn a_replay_string_that_stops_before_the_path_ends_says_so() {
    let classes = programs();
    let (status, r) = report(&classes, &[], "DeepCounter");
    assert_eq!(status, Some(1));
    let replay = r["violations"][0]["replay"].as_str().unwrap().to_string();
    // Drop the last choice: the prefix ends at a choice point without the violation.
    let prefix = &replay[..replay.len() - 1];
    let (status, out, err) = check(&classes, &["--replay", prefix], "DeepCounter");
    assert_eq!(status, Some(3), "{out}{err}");
    assert!(out.contains("ends at a choice point"), "{out}");
    assert!(!out.contains("the path ends without a violation"), "{out}");
}

#[test]
fn a_jar_whose_manifest_wraps_the_main_class_line_runs() {
    // The JDK's jar tool wraps manifest lines at 72 bytes, continuing them after a space.
    let dir = std::env::temp_dir().join(format!("ironpf-manifest-{}", std::process::id()));
    let pkg = "org/example/with/a/rather/lengthy/pkg/name/so/that/the/manifest/line/wraps";
    let src = dir.join("src").join(pkg);
    std::fs::create_dir_all(&src).unwrap();
    let class = pkg.replace('/', ".") + ".Main";
    std::fs::write(
        src.join("Main.java"),
        format!(
            "package {};\npublic class Main {{ public static void main(String[] a) {{ System.out.println(\"wrapped\"); }} }}\n",
            pkg.replace('/', ".")
        ),
    )
    .unwrap();
    let classes = compile(&[src.join("Main.java")], 17, None);
    let jar = dir.join("wrapped.jar");
    let status = Command::new(jdk_tool("jar"))
        .args(["--create", "--file"])
        .arg(&jar)
        .args(["--main-class", &class, "-C"])
        .arg(&classes)
        .arg(".")
        .status()
        .expect("run jar");
    assert!(status.success());
    let mut cmd = Command::new(ironpf());
    cmd.arg("run").arg(&jar);
    let o = run_with_limit(cmd, Duration::from_secs(60));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "wrapped\n",
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn limits_count_data_choices_under_every_strategy() {
    let classes = programs();
    for strategy in ["none", "dpor", "sdpor"] {
        let (status, r) = report(
            &classes,
            &[
                "--strategy",
                strategy,
                "--max-states",
                "3000",
                "--max-memory",
                "2G",
            ],
            "DataPaths",
        );
        assert_eq!(status, Some(3), "{strategy}: {r}");
        let limit = r["limit"].as_str().unwrap();
        assert!(limit.contains("state limit 3000"), "{strategy}: {limit}");
        // --max-depth alone is honoured too (bounded depth, bounded memory; dpor's data
        // paths below the bound stay exponential, so the time limit ends it).
        let (status, r) = report(
            &classes,
            &[
                "--strategy",
                strategy,
                "--max-depth",
                "10",
                "--time-limit",
                "3",
            ],
            "DataPaths",
        );
        assert_eq!(status, Some(3), "{strategy}: {r}");
        let limit = r["limit"].as_str().unwrap();
        assert!(limit.contains("depth limit 10"), "{strategy}: {limit}");
        assert!(stat(&r, "max_depth") <= 10, "{strategy}: {r}");
    }
}

/// JPF's Verify API (compiled against ironpf's API jar, which matches JPF's signatures):
/// random/randomBool/getDoubleFromList are choices, counters outlive backtracking (the
/// twelfth of 3 x 2 x 2 paths sees 12), breakTransition(String) ends a transition so that a
/// cycle ends by state matching (JPF's own test), `setProperties` accepts the one property
/// ironpf always honours, and a member that reads JPF's configuration or a property it cannot
/// honour stops with exit 4 naming it.
#[test]
fn jpf_verify_api() {
    let classes = programs();
    let (status, r) = report(&classes, &[], "VerifyApi");
    assert_eq!(status, Some(1), "{r}");
    let v = r["violations"][0]["message"].as_str().unwrap_or_default();
    assert!(v.contains("12 paths, the last 2 true 1.5"), "{r}");
    let (status, r) = report(&classes, &[], "VerifyApi cycle");
    assert_eq!(status, Some(0), "{r}");
    assert_eq!(r["statistics"]["new_states"], 4, "{r}");
    let (status, out, err) = check(&classes, &[], "VerifyApi unsupported");
    assert_eq!(status, Some(4), "{out}{err}");
    assert!(
        err.contains("Verify.getInt(String) is not supported"),
        "{err}"
    );
    let (status, out, err) = check(&classes, &[], "VerifyApi properties");
    assert_eq!(status, Some(4), "{out}{err}");
    assert!(
        err.contains("Verify.setProperties(\"cg.enumerate_random=true\") is not supported"),
        "{err}"
    );
    // Under run: the first option of each choice, and isRunningInJPF is false.
    let mut cmd = Command::new(ironpf());
    cmd.args(["run", "-cp"]).arg(&classes).arg("VerifyApi");
    let o = run_with_limit(cmd, Duration::from_secs(120));
    assert_eq!(o.status, Some(0));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "path : 0 false 0.5 10 false\n"
    );
}

/// Handlers called through `Method.invoke` or a dynamic proxy's invocation handler and a
/// field read through `Field.getBoolean` are ordinary interpreter frames: the reflective and
/// the proxy program have exactly the states, transitions and violation of their direct twin under every strategy (the reflection objects it allocates are
/// garbage, not state).
#[test]
fn reflective_calls_are_checked_like_direct_ones() {
    let classes = programs();
    for strategy in ["none", "dpor"] {
        let (status, direct) = report(
            &classes,
            &["--strategy", strategy, "--find-all"],
            "ReflectiveHandlers",
        );
        let (status_r, reflective) = report(
            &classes,
            &["--strategy", strategy, "--find-all"],
            "ReflectiveHandlers reflective",
        );
        let (status_p, proxied) = report(
            &classes,
            &["--strategy", strategy, "--find-all"],
            "ReflectiveHandlers proxy",
        );
        assert_eq!(status, Some(1), "{direct}");
        assert_eq!(status_r, Some(1), "{reflective}");
        assert_eq!(status_p, Some(1), "{proxied}");
        assert_eq!(counts(&direct), counts(&reflective), "{strategy}");
        assert_eq!(counts(&direct), counts(&proxied), "{strategy} proxy");
        let messages = |r: &Json| {
            let mut m: Vec<String> = r["violations"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v["message"].as_str().unwrap_or_default().to_string())
                .collect();
            m.sort();
            m
        };
        assert_eq!(messages(&direct), messages(&reflective), "{strategy}");
        assert_eq!(messages(&direct), messages(&proxied), "{strategy} proxy");
        assert!(
            messages(&direct)
                .iter()
                .any(|m| m.contains("door unlocked in an empty home after alarm")),
            "{direct}"
        );
    }
}

#[test]
fn stream_pipeline_searches_like_its_loop() {
    let classes = programs();
    // The same counts as derived in StreamPipeline's comment, for the stream and the loop.
    for main in ["StreamPipeline", "LoopPipeline"] {
        let (status, r) = report(&classes, &["--disable-assertions"], main);
        assert_eq!(status, Some(0), "{main}: {r}");
        assert_eq!(r["result"], "complete", "{main}");
        assert_eq!(
            counts(&r),
            (14, 7, 20, 8),
            "{main}: (new, revisited, transitions, end)"
        );
        let (status, r) = report(&classes, &[], main);
        assert_eq!(status, Some(1), "{main}: {r}");
        let v = &r["violations"][0];
        assert_eq!(v["exception"], "java.lang.AssertionError", "{main}");
        assert_eq!(v["message"], "total 12 at n=3 k=2", "{main}");
        assert_eq!(counts(&r), (11, 5, 16, 6), "{main}: up to the violation");
    }
}

#[test]
fn parallel_stream_is_unsupported() {
    let classes = programs();
    // parallel().sequential() runs; a terminal operation on a parallel stream stops ironpf.
    let (status, _, err) = check(&classes, &[], "UsesParallelStream");
    assert_eq!(status, Some(4), "{err}");
    assert!(err.contains("unsupported: parallel streams"), "{err}");
}

/// A search that keeps finding states along ever longer paths says so, and names what keeps
/// changing (issue 36): under every strategy, the alarm count in the program's map.
#[test]
fn a_search_that_keeps_going_deeper_names_what_keeps_changing() {
    let classes = programs();
    for (strategy, events) in [
        ("none", "2"),
        ("dpor", "2"),
        ("sdpor", "2"),
        ("none --shortest", "1"),
    ] {
        let mut extra: Vec<&str> = vec!["--max-states", "2600", "--strategy"];
        extra.extend(strategy.split(' '));
        let (status, r) = report(&classes, &extra, &format!("Growing {events}"));
        assert_eq!(status, Some(3), "{strategy}: {r}");
        let warnings = r["warnings"].to_string();
        assert!(
            warnings.contains("the search reached depth 2")
                && warnings.contains("Growing.state[\\\"alarms\\\"]: "),
            "{strategy}: {warnings}"
        );
        assert!(!warnings.contains("Growing.flag"), "{strategy}: {warnings}");
    }
}

/// A source file named as the program says what to do instead (issue 37): build a pair for a
/// SmartApp, compile a Java source.
#[test]
fn a_source_file_as_the_program_says_what_to_do() {
    for (file, says) in [
        (
            "App.groovy",
            "build a pair first: `ironpf pair build APP1.groovy APP2.groovy -o pair.jar`",
        ),
        ("Main.java", "is a Java source; compile it first"),
    ] {
        let o = Command::new(ironpf())
            .args(["check", file])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{err}");
        assert!(err.contains(says), "{err}");
    }
}

/// Every strategy shows progress while it runs, also when stderr is a file (dpor and sdpor
/// showed none; issue 37). IRONPF_PROGRESS_EVERY_MS shortens the interval for the test.
#[test]
fn every_strategy_shows_progress_on_stderr() {
    let classes = programs();
    for strategy in ["none", "none --shortest", "dpor", "sdpor"] {
        let mut cmd = Command::new(ironpf());
        cmd.env("IRONPF_PROGRESS_EVERY_MS", "1")
            .arg("check")
            .arg("-cp")
            .arg(&classes)
            .args(["--max-states", "3000", "--strategy"])
            .args(strategy.split(' '))
            .args(["Growing", "2"]);
        let o = run_with_limit(cmd, Duration::from_secs(120));
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            err.lines()
                .any(|l| l.starts_with("ironpf: ") && l.contains(" states ")),
            "{strategy}: no progress line in\n{err}"
        );
    }
}

/// Every violation carries the whole command that reproduces it, ready to paste into a shell
/// (issue 37): run through `sh`, it replays the same violation, for a pair jar and for a
/// program on a class path.
#[test]
fn a_violations_reproduce_command_replays_it_from_a_shell() {
    let classes = programs();
    let jar = repo().join("fixtures/smartthings/pairs/SmokeAlarmUnlock-LockWhenAllLeave.jar");
    let runs: Vec<(Option<i32>, Json)> = vec![
        report(&classes, &["--disable-assertions"], "DeepCounter"),
        {
            let o = Command::new(ironpf())
                .args(["check", "--quiet", "--json", "-"])
                .arg(&jar)
                .output()
                .unwrap();
            (o.status.code(), serde_json::from_slice(&o.stdout).unwrap())
        },
    ];
    for (status, r) in runs {
        assert_eq!(status, Some(1), "{r}");
        let v = &r["violations"][0];
        let command = v["reproduce"].as_str().unwrap();
        assert!(command.starts_with("ironpf check --replay "), "{command}");
        let here = command.replacen("ironpf", &ironpf().display().to_string(), 1);
        let o = Command::new("sh").args(["-c", &here]).output().unwrap();
        let out = String::from_utf8_lossy(&o.stdout);
        assert_eq!(o.status.code(), Some(1), "{command}: {out}");
        let message = v["message"].as_str().unwrap();
        assert!(out.contains(message), "{command}: {out}");
    }
}

/// The interpreter log of a replayed path (issue 37, point 6), checked against `javap -c`
/// (the JDK's disassembler, an independent reference): every instruction logged in
/// smokeHandler has javap's byte offset and mnemonic, and its branch targets and member
/// operands are javap's. The log marks each transition with the choice that started it,
/// shows the Groovy line's text above its instructions, keeps to the filter, and logs the
/// instruction a choice point interrupted once.
#[test]
fn the_interpreter_log_of_a_replay_reads_like_javap() {
    let jar = repo().join("fixtures/smartthings/pairs/SmokeAlarmUnlock-LockWhenAllLeave.jar");
    let log = |spec: &str| {
        let o = Command::new(ironpf())
            .args(["check", "--replay", "r1:014", &format!("--log={spec}")])
            .arg(&jar)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(1));
        String::from_utf8(o.stderr).unwrap()
    };
    let text = log("method=smokeHandler,transition=2");
    assert!(
        text.contains(
            "== transition 2: event at IronpfPair.main(IronpfPair.groovy:4): option 2 of 5 \
             (Smoke Detector.smoke = detected)"
        ),
        "{text}"
    );
    assert!(!text.contains("== transition 3"), "transition 3 shown");
    assert!(
        text.contains("  SmokeAlarmUnlock.groovy:43  locks.unlock()"),
        "{text}"
    );
    assert!(text.contains("== the path ends: "), "{text}");
    let logged: Vec<(u32, String, String)> = text
        .lines()
        .filter_map(|l| {
            let (pc, rest) = l.trim_start().split_once(": ")?;
            let pc = pc.parse().ok()?;
            let (m, ops) = rest.split_once(' ').unwrap_or((rest, ""));
            Some((pc, m.to_string(), ops.to_string()))
        })
        .collect();
    assert!(logged.len() > 50, "{text}");
    // javap's listing of the same method: pc -> (mnemonic, operand, comment).
    let o = Command::new(jdk_tool("javap"))
        .args(["-c", "-p", "-cp"])
        .arg(&jar)
        .arg("SmokeAlarmUnlock")
        .output()
        .unwrap();
    let javap = String::from_utf8(o.stdout).unwrap();
    let body = javap
        .split("public java.lang.Object smokeHandler(java.lang.Object);")
        .nth(1)
        .expect("smokeHandler in javap's output");
    let mut listing = std::collections::BTreeMap::new();
    for l in body.lines().skip(2) {
        let Some((pc, rest)) = l.trim_start().split_once(": ") else {
            break;
        };
        let Ok(pc) = pc.parse::<u32>() else { break };
        let (code, comment) = rest.split_once("//").unwrap_or((rest, ""));
        let mut words = code.split_whitespace();
        let m = words.next().unwrap_or_default().to_string();
        let operand = words
            .next()
            .unwrap_or_default()
            .trim_end_matches(',')
            .to_string();
        listing.insert(pc, (m, operand, comment.trim().to_string()));
    }
    for (pc, m, ops) in &logged {
        let (jm, joperand, jcomment) = listing
            .get(pc)
            .unwrap_or_else(|| panic!("pc {pc} is no instruction of javap's listing"));
        assert_eq!(m, jm, "pc {pc}");
        if m.starts_with("if") || m.starts_with("goto") {
            assert_eq!(ops, joperand, "branch target at pc {pc}");
        }
        if m.starts_with("invoke") || m.ends_with("field") || m.ends_with("static") {
            // javap quotes special names (`"<init>"`).
            let jcomment = jcomment.replace('"', "");
            let member = jcomment.split_once(' ').map(|(_, m)| m).unwrap_or_default();
            assert!(
                ops.ends_with(member),
                "pc {pc}: {ops} against javap's {jcomment}"
            );
        }
    }
    // A filter by class keeps that class's code only; the library is left out by default.
    let text = log("class=LockWhenAllLeave");
    let methods: std::collections::BTreeSet<&str> = text
        .lines()
        .filter(|l| !l.starts_with(' ') && !l.starts_with("=="))
        .collect();
    assert!(!methods.is_empty());
    assert!(
        methods.iter().all(|m| m.starts_with("LockWhenAllLeave")),
        "{methods:?}"
    );
    // With the library: the instruction that reached the choice point (the event choice in
    // ironpf.Events) is logged once, where the next transition completes it.
    let text = log("library,transition=1-2");
    let lines: Vec<&str> = text.lines().collect();
    let marker = lines
        .iter()
        .position(|l| l.starts_with("== transition 2"))
        .unwrap();
    let before = lines[..marker]
        .iter()
        .rev()
        .find(|l| l.starts_with("    "))
        .unwrap();
    let after = lines[marker..]
        .iter()
        .find(|l| l.starts_with("    "))
        .unwrap();
    assert_ne!(before, after, "the choice point's instruction logged twice");
    // --log is for one path.
    let o = Command::new(ironpf())
        .args(["check", "--log"])
        .arg(&jar)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("give it with --replay"));
}
