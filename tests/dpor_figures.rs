//! The example programs of Trimananda et al.'s stateful DPOR paper as fixtures (`tests/dpor`):
//! Figure 3 (Section 4.3, Appendix C: a violation a stateful DPOR finds only by setting
//! backtracking points over the whole state graph), Figure 5 (Section 4.4: conflicts per memory
//! location) and Figure 1 written as events (Section 4.1: the termination condition for cycles).
//! Each violation is checked to be real with `--strategy none`, found with `--strategy dpor`,
//! and (Figure 3) missed by `--strategy sdpor`, Yang et al.'s algorithm. How each program
//! realises its figure is explained in its source.

mod common;

use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use common::*;
use serde_json::Value as Json;

fn fixtures() -> PathBuf {
    static DIR: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| compile_against_api("tests/dpor"))
        .clone()
}

/// `ironpf check --strategy S --find-all --json -` on a fixture: exit status and report.
fn check(main: &str, strategy: &str) -> (Option<i32>, Json) {
    let mut cmd = Command::new(ironpf());
    cmd.args([
        "check",
        "--quiet",
        "--find-all",
        "--json",
        "-",
        "--strategy",
        strategy,
    ])
    .args(["--time-limit", "60"])
    .arg("-cp")
    .arg(fixtures())
    .arg(main);
    let o = run_with_limit(cmd, Duration::from_secs(120));
    assert!(!o.timed_out, "{main} --strategy {strategy} timed out");
    let out = String::from_utf8_lossy(&o.stdout);
    let report: Json = serde_json::from_str(&out).unwrap_or_else(|e| {
        panic!(
            "{main} --strategy {strategy}: exit {:?}, no JSON report ({e}): {out}\n{}",
            o.status,
            String::from_utf8_lossy(&o.stderr)
        )
    });
    assert_eq!(report["strategy"], strategy, "{main}: {report}");
    (o.status, report)
}

fn messages(r: &Json) -> Vec<String> {
    let mut m: Vec<String> = r["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["message"].as_str().unwrap_or("").to_string())
        .collect();
    m.sort();
    m
}

/// The events the violation's trace chose, in order (choices of kind "event", made by
/// `ironpf.Events`, or "getIntFromList").
fn events(violation: &Json) -> Vec<i64> {
    violation["trace"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| {
            ["event", "getIntFromList"].contains(&t["choice"]["kind"].as_str().unwrap_or(""))
        })
        .map(|t| t["choice"]["value"].as_i64().unwrap())
        .collect()
}

/// Figure3.java's handlers on (x, y, z); `Err` when e4's assertion fails. Kept beside the
/// Java source so that the state graph its comment documents is checked here.
fn figure3_step(s: (i32, i32, i32), event: i64) -> Result<(i32, i32, i32), ()> {
    let (x, y, z) = s;
    match event {
        0 => Ok((1, y, 0)),
        1 => Ok((x, if z == 0 { 1 } else { y }, z)),
        2 => Ok((x, 0, z)),
        3 if x == 0 && y != 0 => Err(()),
        3 if x == 0 => Ok(s),
        3 => Ok((y, y, z)),
        _ => panic!("Figure 3 has four events, not {event}"),
    }
}

#[test]
fn figure3_state_graph_is_the_papers() {
    // The table in Figure3.java: states s0..s3 as (x, y, z), rows s0..s3, columns e1..e4,
    // None for the assertion failure.
    let s = [(0, 0, 0), (1, 0, 0), (1, 1, 0), (0, 1, 0)];
    let table = [
        [Some(1), Some(3), Some(0), Some(0)],
        [Some(1), Some(2), Some(1), Some(0)],
        [Some(2), Some(2), Some(1), Some(2)],
        [Some(2), Some(3), Some(0), None],
    ];
    for (from, row) in table.iter().enumerate() {
        for (e, to) in row.iter().enumerate() {
            let got = figure3_step(s[from], e as i64).ok();
            assert_eq!(got, to.map(|t| s[t]), "s{from} -e{}->", e + 1);
        }
    }
}

#[test]
fn figure3_violation_is_real_and_dpor_finds_it() {
    for strategy in ["none", "dpor"] {
        let (status, r) = check("Figure3", strategy);
        assert_eq!(status, Some(1), "--strategy {strategy}: {r}");
        assert_eq!(messages(&r), ["figure 3-i"], "--strategy {strategy}");
        // The counterexample is Figure 3-i: it reaches s0, runs e2 into s3, and e4 fails there.
        let trace = events(&r["violations"][0]);
        assert!(
            trace.ends_with(&[1, 3]),
            "--strategy {strategy}: events {trace:?}"
        );
        let mut state = (0, 0, 0);
        let mut failed = false;
        for (i, &e) in trace.iter().enumerate() {
            if i + 2 == trace.len() {
                assert_eq!(
                    state,
                    (0, 0, 0),
                    "--strategy {strategy}: e2 runs in s0, {trace:?}"
                );
            }
            match figure3_step(state, e) {
                Ok(next) => state = next,
                Err(()) => {
                    assert_eq!(
                        i + 1,
                        trace.len(),
                        "--strategy {strategy}: failed early, {trace:?}"
                    );
                    assert_eq!(state, (0, 1, 0), "e4 fails in s3");
                    failed = true;
                }
            }
        }
        assert!(
            failed,
            "--strategy {strategy}: the trace {trace:?} does not end in the failure"
        );
    }
}

/// Section 4.3: Yang et al.'s stateful DPOR sets backtracking points only along the current
/// transition sequence and misses Figure 3-i.
#[test]
fn figure3_sdpor_misses_the_violation() {
    let (status, r) = check("Figure3", "sdpor");
    assert!(messages(&r).is_empty());
    // ... and, having met a cycle, does not claim the search complete: exit 3, as a search
    // stopped by a limit, with the reason and a warning.
    assert_eq!(status, Some(3), "{r}");
    assert_eq!(r["result"], "limit");
    assert!(
        r["limit"]
            .as_str()
            .unwrap_or_default()
            .contains("sdpor cannot conclude"),
        "{r}"
    );
    let warning = r["warnings"][0].as_str().unwrap_or_default();
    assert!(warning.contains("cycles"), "{r}");
    // dpor has no such caveat.
    let (_, r) = check("Figure3", "dpor");
    assert_eq!(r["warnings"], serde_json::json!([]), "{r}");
}

#[test]
fn figure5_violation_is_real_and_dpor_finds_it() {
    for strategy in ["none", "dpor"] {
        let (status, r) = check("Figure5", strategy);
        assert_eq!(status, Some(1), "--strategy {strategy}: {r}");
        assert_eq!(messages(&r), ["figure 5-c"], "--strategy {strategy}");
        // Figure 5-c: e2, then e3 fails before e1 ran.
        assert_eq!(events(&r["violations"][0]), [1, 2], "--strategy {strategy}");
    }
}

/// A write racing with an earlier read past a read in between (tests/dpor/ReadBetweenRaces.java,
/// from the soundness harness's seed 5940): Algorithm 5 as printed misses it.
#[test]
fn a_write_races_with_a_read_past_another_read() {
    for strategy in ["none", "dpor"] {
        let (status, r) = check("ReadBetweenRaces", strategy);
        assert_eq!(status, Some(1), "--strategy {strategy}: {r}");
        assert_eq!(messages(&r), ["y is 1"], "--strategy {strategy}");
        // e2 enables e0, e0 writes x, e1 reads it, and e1's second run fails.
        assert_eq!(
            events(&r["violations"][0]),
            [2, 0, 1, 1],
            "--strategy {strategy}"
        );
        // Events fire at most 1 + 2 + 1 times: no execution is longer than 4 transitions,
        // and the violating one has 4 (dpor reported 0 before).
        assert_eq!(
            r["statistics"]["max_depth"], 4,
            "--strategy {strategy}: {r}"
        );
        assert!(
            r["statistics"]["peak_snapshot_bytes"].as_u64() > Some(0),
            "{r}"
        );
    }
}

#[test]
fn figure1_violation_is_real_and_dpor_finds_it() {
    for strategy in ["none", "dpor"] {
        let (status, r) = check("Figure1Events", strategy);
        assert_eq!(status, Some(1), "--strategy {strategy}: {r}");
        // Whichever of T1 and T3 runs second fails; both orders are found.
        assert_eq!(
            messages(&r),
            ["figure 1: T1 read x = 1", "figure 1: T3 read x = 1"],
            "--strategy {strategy}"
        );
        for v in r["violations"].as_array().unwrap() {
            let trace = events(v);
            let t1 = trace.iter().filter(|&&e| e == 0).count();
            let t3 = trace.iter().filter(|&&e| e == 2).count();
            assert_eq!((t1, t3), (1, 1), "--strategy {strategy}: events {trace:?}");
        }
    }
}

/// Shared state in local variables of the event loop's frame (tests/dpor/LoopLocals.java) and
/// on its operand stack across the event choice (LoopOperands.java): both are accesses.
#[test]
fn state_in_the_event_loops_frame_is_shared() {
    for strategy in ["none", "dpor"] {
        let (status, r) = check("LoopLocals", strategy);
        assert_eq!(status, Some(1), "--strategy {strategy}: {r}");
        assert_eq!(messages(&r), ["event 1 ran before event 0"], "{strategy}");
        assert_eq!(events(&r["violations"][0]), [1], "--strategy {strategy}");
        let (status, r) = check("LoopOperands", strategy);
        assert_eq!(status, Some(1), "--strategy {strategy}: {r}");
        assert_eq!(messages(&r), ["event 1 saw count 1"], "{strategy}");
    }
}

/// (new states, transitions) of `main` under `strategy`, which must complete with no violation.
fn states_and_transitions(main: &str, strategy: &str) -> (u64, u64) {
    let (status, r) = check(main, strategy);
    assert_eq!(status, Some(0), "{main} --strategy {strategy}: {r}");
    let s = &r["statistics"];
    (
        s["new_states"].as_u64().unwrap(),
        s["transitions"].as_u64().unwrap(),
    )
}

/// Independent handlers (tests/dpor/IndependentApps.java): the full search visits every
/// combination of the four counters, 4^4 = 256 states, with one transition per enabled event
/// (4 apps x 3 runs x 4^3 combinations of the other counters = 768); dpor needs one
/// interleaving: 13 states, 12 transitions.
#[test]
fn independent_handlers_are_explored_in_one_order() {
    assert_eq!(
        states_and_transitions("IndependentApps", "none"),
        (256, 768)
    );
    assert_eq!(states_and_transitions("IndependentApps", "dpor"), (13, 12));
}

/// Output is no dependence (tests/dpor/PrintingApps.java: IndependentApps whose handlers all
/// print to System.out or System.err): the same counts as without output.
#[test]
fn printing_handlers_stay_independent() {
    assert_eq!(states_and_transitions("PrintingApps", "none"), (256, 768));
    assert_eq!(states_and_transitions("PrintingApps", "dpor"), (13, 12));
}

/// A monitor a handler enters and leaves is no dependence (tests/dpor/SynchronizedApps.java:
/// IndependentApps whose handlers call a static synchronized method or lock shared objects,
/// one of them held by main around the event loop): the same counts as without monitors.
#[test]
fn synchronized_handlers_stay_independent() {
    assert_eq!(
        states_and_transitions("SynchronizedApps", "none"),
        (256, 768)
    );
    assert_eq!(states_and_transitions("SynchronizedApps", "dpor"), (13, 12));
}

/// Table 1 statistics: Figure 3 has four events; its state graph (4 states, each with the four
/// events) gives 16 distinct transitions when it is explored completely.
#[test]
fn dpor_reports_events_and_unique_transitions() {
    let (_, r) = check("Figure3", "dpor");
    assert_eq!(r["statistics"]["events"], 4, "{r}");
    assert_eq!(r["statistics"]["unique_transitions"], 16, "{r}");
    // The unreduced search counts the events it was offered too (unique transitions are dpor's).
    let (_, none) = check("Figure3", "none");
    assert_eq!(none["statistics"]["events"], 4, "{none}");
    assert!(none["statistics"]["unique_transitions"].is_null(), "{none}");
}

/// `RUST_LOG=ironpf::dpor=debug` names the locations that made transitions dependent, most
/// frequent first, in source terms (issue 13's diagnostic). In ReadBetweenRaces every race is
/// on `x` (e0 writes it, e1 and e2 read it), so `x` leads.
#[test]
fn the_dependence_diagnostic_names_fields() {
    let mut cmd = Command::new(ironpf());
    cmd.env("RUST_LOG", "ironpf::dpor=debug")
        .args(["check", "--quiet", "--strategy", "dpor", "-cp"])
        .arg(fixtures())
        .arg("ReadBetweenRaces");
    let o = run_with_limit(cmd, Duration::from_secs(120));
    let err = String::from_utf8_lossy(&o.stderr);
    let listed: Vec<&str> = err
        .lines()
        .skip_while(|l| !l.contains("conflicts found by the backward searches"))
        .skip(1)
        .map(|l| l.split_whitespace().last().unwrap_or(""))
        .collect();
    assert_eq!(listed.first(), Some(&"ReadBetweenRaces.x"), "{err}");
    assert!(listed.contains(&"ReadBetweenRaces.y"), "{err}");
}
