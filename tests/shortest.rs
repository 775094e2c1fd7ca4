//! `ironpf check --shortest`: the breadth-first search reports violations with the fewest
//! choices. Minimality is checked independently of the search: every path with fewer
//! choices is re-executed from the start (as `--replay` does, without state matching) and
//! none may end in a violation. Soundness: the same verdicts as the depth-first search, and
//! on complete searches exactly the same states.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::*;
use ironpf::check::trace::Ending;
use ironpf::check::{CheckConfig, encode_replay, replay};
use serde_json::Value as Json;

fn programs() -> PathBuf {
    static PROGRAMS: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    PROGRAMS
        .get_or_init(|| compile_against_api("tests/check"))
        .clone()
}

/// `ironpf check --json - EXTRA TARGET` (TARGET: a pair jar, or `-cp DIR MAIN`): exit code and report.
fn check(target: &[&str], extra: &[&str]) -> (Option<i32>, Json) {
    let mut cmd = Command::new(ironpf());
    cmd.args(["check", "--quiet", "--json", "-"])
        .args(extra)
        .args(target);
    let o = run_with_limit(cmd, Duration::from_secs(300));
    assert!(!o.timed_out, "check {target:?} {extra:?} timed out");
    let json = serde_json::from_slice(&o.stdout).unwrap_or_else(|e| {
        panic!(
            "no JSON report for {target:?} {extra:?} ({e}): {}",
            String::from_utf8_lossy(&o.stderr)
        )
    });
    (o.status, json)
}

/// The number of choices of the first violation's replay string.
fn choices(report: &Json) -> usize {
    let replay = report["violations"][0]["replay"]
        .as_str()
        .unwrap_or_else(|| panic!("no violation: {report}"));
    ironpf::check::decode_replay(replay).unwrap().len()
}

/// Re-executes every path of fewer than `k` choices from the start and asserts that none
/// ends in a violation; returns how many paths were replayed. (A path of j choices runs
/// j + 1 transitions, so replaying every path of at most k - 1 choices runs every
/// execution that could violate with fewer than k choices.)
fn assert_no_violation_below(cfg: &CheckConfig, k: usize) -> usize {
    let mut paths = vec![Vec::<u32>::new()];
    let mut replayed = 0;
    while let Some(path) = paths.pop() {
        let c = replay(cfg, &path).unwrap_or_else(|e| panic!("replay {path:?}: {e}"));
        replayed += 1;
        assert!(
            c.violation.is_none(),
            "{}: {} violates with {} choices, fewer than the {k} of --shortest",
            cfg.main_class,
            encode_replay(&path),
            path.len()
        );
        if let Ending::AtChoice { options, .. } = c.ending
            && path.len() + 1 < k
        {
            for o in 0..options {
                let mut p = path.clone();
                p.push(o as u32);
                paths.push(p);
            }
        }
    }
    replayed
}

/// ShortestPath (its comment derives the numbers): four choices under --shortest, nine
/// depth-first; none of the 15 paths of at most three choices violates; with --find-all both
/// searches are complete and visit the same 13 states.
#[test]
fn shortest_finds_the_fewest_choices_of_a_java_program() {
    let classes = programs();
    let cp = classes.to_str().unwrap();
    let target = ["-cp", cp, "ShortestPath"];
    let (status, bfs) = check(&target, &["--shortest"]);
    assert_eq!(status, Some(1), "{bfs}");
    assert_eq!(bfs["shortest"], true);
    assert_eq!(choices(&bfs), 4, "{bfs}");
    let (status, dfs) = check(&target, &[]);
    assert_eq!(status, Some(1), "{dfs}");
    assert_eq!(choices(&dfs), 9, "{dfs}");
    let cfg = CheckConfig::new(cp, "ShortestPath", &[]);
    assert_eq!(assert_no_violation_below(&cfg, 4), 1 + 2 + 4 + 8);
    // The replay string reproduces the violation.
    let replay = bfs["violations"][0]["replay"].as_str().unwrap();
    let path = ironpf::check::decode_replay(replay).unwrap();
    let c = ironpf::check::replay(&cfg, &path).unwrap();
    assert_eq!(
        c.violation.map(|v| v.message),
        Some(Some("reached 10".into()))
    );
    for extra in [&["--find-all", "--shortest"][..], &["--find-all"][..]] {
        let (status, r) = check(&target, extra);
        assert_eq!(status, Some(1), "{extra:?}: {r}");
        assert_eq!(r["statistics"]["new_states"], 13, "{extra:?}: {r}");
        assert_eq!(r["statistics"]["end_states"], 4, "{extra:?}: {r}");
    }
}

/// --shortest is a breadth-first search of `none`; dpor and sdpor refuse it (exit 2).
#[test]
fn shortest_needs_strategy_none() {
    let classes = programs();
    for strategy in ["dpor", "sdpor"] {
        let mut cmd = Command::new(ironpf());
        cmd.args([
            "check",
            "--quiet",
            "--shortest",
            "--strategy",
            strategy,
            "-cp",
        ])
        .arg(&classes)
        .arg("ShortestPath");
        let o = run_with_limit(cmd, Duration::from_secs(60));
        assert_eq!(o.status, Some(2), "{strategy}: {}", o.stderr_first_line());
        assert!(
            o.stderr_first_line()
                .contains("--shortest needs --strategy none"),
            "{}",
            o.stderr_first_line()
        );
    }
}

fn fixture(pair: &str) -> PathBuf {
    repo().join(format!("fixtures/smartthings/pairs/{pair}.jar"))
}

fn jar_config(jar: &Path) -> CheckConfig {
    CheckConfig::new(jar.to_str().unwrap(), "IronpfPair", &[])
}

/// Fixture pairs with conflicts (the README's example, timers, location modes, commands whose
/// events reach the other app): --shortest (the default for pair jars) finds the conflict
/// with at most the depth-first search's choices, its replay reproduces it, and no path with
/// fewer choices has any violation (every one replayed). Together these say that its length
/// is the least there is, with no expected number to trust. (ContactBookSmokeSiren-
/// SmokeSirenAndLights shows why: pairs.tsv's reason takes three choices, the breadth-first
/// search found two: in configuration B carbon monoxide is detected, so smoke clearing makes
/// App1 sound the alarm as App2 turns it off.)
#[test]
fn shortest_counterexamples_of_fixture_pairs_are_minimal() {
    let pairs = [
        "SmokeAlarmUnlock-LockWhenAllLeave",
        "SmokeAlarmUnlock-KeepLocked",
        "LockAtNight-UnlockOnArrival",
        "ContactBookSmokeSiren-SmokeSirenAndLights",
        "UnlockOnArrival-KeepLocked",
        "HeatSetpointGuard-ThermostatSetpointByMode",
        "ModeBySun-NightModeSchedule",
        "MotionNightLight-LightsOffAfterNoMotion",
    ];
    let lengths: Vec<(usize, usize)> = std::thread::scope(|s| {
        let runs: Vec<_> = pairs
            .iter()
            .map(|&pair| {
                s.spawn(move || {
                    let jar = fixture(pair);
                    let jar_arg = jar.to_str().unwrap();
                    let (status, bfs) = check(&[jar_arg], &[]);
                    assert_eq!(status, Some(1), "{pair}: {bfs}");
                    assert_eq!(
                        bfs["shortest"], true,
                        "{pair}: pair jars search breadth-first"
                    );
                    let (status, dfs) = check(&[jar_arg], &["--no-shortest"]);
                    assert_eq!(status, Some(1), "{pair} depth-first: {dfs}");
                    assert_eq!(dfs["shortest"], false);
                    let k = choices(&bfs);
                    assert!(k <= choices(&dfs), "{pair}: {k} > {}", choices(&dfs));
                    assert_eq!(
                        bfs["violations"][0]["property"], dfs["violations"][0]["property"],
                        "{pair}"
                    );
                    let cfg = jar_config(&jar);
                    let path = ironpf::check::decode_replay(
                        bfs["violations"][0]["replay"].as_str().unwrap(),
                    )
                    .unwrap();
                    let c = replay(&cfg, &path).unwrap();
                    assert_eq!(
                        c.violation.as_ref().map(|v| v.property.as_str()),
                        Some("conflict"),
                        "{pair}"
                    );
                    assert_no_violation_below(&cfg, k);
                    (k, choices(&dfs))
                })
            })
            .collect();
        runs.into_iter().map(|r| r.join().unwrap()).collect()
    });
    // Depth-first counterexamples of these pairs take longer paths (5, 11, 10, ... choices).
    let (bfs, dfs): (usize, usize) = lengths.iter().fold((0, 0), |(a, b), (x, y)| (a + x, b + y));
    assert!(bfs < dfs, "{lengths:?}");
}

/// Without a violation both searches explore every reachable state: the same fingerprints
/// (--states-out) and the same counts, on pairs with history, sunrise and sunset, app touches,
/// timers and many events.
#[test]
fn shortest_visits_the_same_states_as_the_depth_first_search() {
    let dir = cache_dir("shortest-states");
    std::fs::create_dir_all(&dir).unwrap();
    for pair in [
        "DeviceQuirks-EmptyApp",
        "SunriseSunsetScheduler-EmptyApp",
        "GoodnightAppTouch-AutoLockOnClose",
        "PagedValveTimer-EmptyApp",
        "EventStreamerHttp-PagedMotionDimmer",
        "LeakValveShutoff-HumidityFan",
    ] {
        let jar = fixture(pair);
        let mut outs = Vec::new();
        for flag in ["--shortest", "--no-shortest"] {
            let states = dir.join(format!("{pair}{flag}.txt"));
            let (status, r) = check(
                &[jar.to_str().unwrap()],
                &[flag, "--states-out", states.to_str().unwrap()],
            );
            assert_eq!(status, Some(0), "{pair} {flag}: {r}");
            let counts: Vec<Json> = [
                "new_states",
                "revisited_states",
                "end_states",
                "transitions",
            ]
            .iter()
            .map(|k| r["statistics"][k].clone())
            .collect();
            outs.push((counts, std::fs::read_to_string(&states).unwrap()));
        }
        assert_eq!(
            outs[0].0, outs[1].0,
            "{pair}: (new, revisited, end, transitions)"
        );
        assert!(outs[0].1.lines().count() > 3, "{pair}");
        assert!(outs[0].1 == outs[1].1, "{pair}: the states differ");
    }
}

/// Class objects are state by the class they stand for, not by the VM's number for it, which
/// follows the order classes were loaded in: ClassOrder loads its two classes in one order
/// under the depth-first search and in the other under --shortest, and both searches must
/// still report the same fingerprints (they differed before Class objects were written by the
/// class's stable id).
#[test]
fn states_do_not_depend_on_the_order_classes_were_loaded_in() {
    let classes = programs();
    let cp = classes.to_str().unwrap();
    let dir = cache_dir("shortest-states");
    std::fs::create_dir_all(&dir).unwrap();
    let mut sets = Vec::new();
    for flag in ["--shortest", "--no-shortest"] {
        let states = dir.join(format!("ClassOrder{flag}.txt"));
        let (status, r) = check(
            &["-cp", cp, "ClassOrder"],
            &[flag, "--states-out", states.to_str().unwrap()],
        );
        assert_eq!(status, Some(0), "{flag}: {r}");
        // Choice points: the start, after 0, after 1; ends: path 0 and path 1 (the objects
        // made on the way are garbage, and the classes have no static state).
        assert_eq!(r["statistics"]["new_states"], 5, "{flag}: {r}");
        sets.push(std::fs::read_to_string(&states).unwrap());
    }
    assert!(
        sets[0] == sets[1],
        "the fingerprints differ:\n{}\n{}",
        sets[0],
        sets[1]
    );
}

/// dpor's counterexamples of pair jars are shortened (issue 37): after dpor finds a conflict,
/// a breadth-first search finds the same conflict along a path as short as `none --shortest`'s
/// (the reference: every path of fewer choices is free of violations, see above); the report
/// names dpor's own path, which `--no-shortest` shows.
#[test]
fn dpor_counterexamples_of_pairs_are_shortened() {
    // Choices of the first violation's path (these replay strings have one character each).
    let length = |r: &Json| {
        let replay = r["violations"][0]["replay"].as_str().unwrap_or_default();
        replay.trim_start_matches("r1:").chars().count()
    };
    for pair in [
        "UnlockOnArrival-LockBackWhenAway",
        "SmokeAlarmUnlock-LockBackWhenAway",
        "MotionNightLight-EnergySaverPower",
    ] {
        let jar = fixture(pair);
        let jar = jar.to_str().unwrap();
        let (_, bfs) = check(&[jar], &[]);
        let (status, dpor) = check(&[jar], &["--strategy", "dpor"]);
        let (_, own) = check(&[jar], &["--strategy", "dpor", "--no-shortest"]);
        assert_eq!(status, Some(1), "{pair}: {dpor}");
        assert_eq!(
            dpor["violations"][0]["message"], own["violations"][0]["message"],
            "{pair}"
        );
        assert_eq!(length(&dpor), length(&bfs), "{pair}: {dpor}");
        assert!(length(&own) > length(&dpor), "{pair}: {own}");
        let own_replay = own["violations"][0]["replay"].as_str().unwrap();
        assert!(
            dpor["warnings"].to_string().contains(own_replay),
            "{pair}: {dpor}"
        );
        // The shortened path replays to the same conflict.
        let replay = dpor["violations"][0]["replay"].as_str().unwrap();
        let o = Command::new(ironpf())
            .args(["check", jar, "--replay", replay])
            .output()
            .unwrap();
        let out = String::from_utf8_lossy(&o.stdout);
        assert_eq!(o.status.code(), Some(1), "{pair}: {out}");
        let message = dpor["violations"][0]["message"].as_str().unwrap();
        assert!(out.contains(message), "{pair}: {out}");
    }
}
