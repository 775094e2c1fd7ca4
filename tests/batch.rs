//! `ironpf batch`: every ordered pair of an app list checked in child processes, one JSON
//! line per (pair, strategy), resumable after a cut line, a Ctrl-C or a kill; shards that
//! partition the pairs and merge back to the whole; build failures and bad input. Verdicts
//! are compared with the fixtures' pairs.tsv, whose expected verdicts were derived by hand
//! from the platform's documented rules (not from ironpf's output). Needs groovyc.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use common::*;
use ironpf::batch::record::{self, Record, Verdict};

fn apps() -> PathBuf {
    repo().join("fixtures/smartthings/apps")
}

/// A fresh folder for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("batch-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `ironpf batch` with the shared jar cache (content-addressed, so tests share it safely).
fn batch(args: &[&str]) -> Command {
    let mut cmd = Command::new(ironpf());
    cmd.arg("batch")
        .arg("--cache")
        .arg(cache_dir("batch-jars"))
        .args(args);
    cmd
}

/// `ironpf batch ARGS` over the pair list `tsv` of the fixture apps, results to `results`.
fn batch_of(args: &[&str], tsv: &Path, results: &Path) -> Command {
    let mut c = batch(args);
    c.arg("--apps")
        .arg(apps())
        .arg("--pairs")
        .arg(tsv)
        .arg("--results")
        .arg(results);
    c
}

fn run(mut cmd: Command) -> Output {
    let o = cmd.output().expect("run ironpf batch");
    eprintln!("{}", String::from_utf8_lossy(&o.stderr));
    o
}

fn write_list(dir: &Path, name: &str, apps: &[&str]) -> PathBuf {
    let path = dir.join(name);
    let mut text = String::from("# test list\n\n");
    for a in apps {
        text.push_str(a);
        text.push('\n');
    }
    std::fs::write(&path, text).unwrap();
    path
}

fn records(path: &Path) -> Vec<Record> {
    record::read(path).unwrap()
}

/// The expected verdicts of fixtures/smartthings/pairs.tsv, by pair name.
fn expected_verdicts() -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(repo().join("fixtures/smartthings/pairs.tsv")).unwrap();
    text.lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let c: Vec<&str> = l.split('\t').collect();
            (format!("{}-{}", c[0], c[1]), c[2].to_string())
        })
        .collect()
}

const THREE: [&str; 3] = [
    "LockWhenAllLeave",
    "UnlockOnArrival.groovy",
    "SmokeAlarmUnlock",
];

#[test]
fn every_ordered_pair_is_checked_once_and_a_rerun_resumes() {
    let dir = scratch("resume");
    let list = write_list(&dir, "apps.txt", &THREE);
    let results = dir.join("results.jsonl");
    let args = |jobs: &str| {
        let mut c = batch(&["--strategy", "none,dpor", "--jobs", jobs]);
        c.arg("--apps")
            .arg(apps())
            .arg("--list")
            .arg(&list)
            .arg("--results")
            .arg(&results);
        c
    };
    let o = run(args("2"));
    assert_eq!(o.status.code(), Some(0));
    let rs = records(&results);
    // 3 apps: 3 x 2 ordered pairs without an app paired with itself, 2 strategies each.
    let mut keys: Vec<(String, String)> = rs.iter().map(Record::key).collect();
    keys.sort();
    let mut want = Vec::new();
    for a in ["LockWhenAllLeave", "UnlockOnArrival", "SmokeAlarmUnlock"] {
        for b in ["LockWhenAllLeave", "UnlockOnArrival", "SmokeAlarmUnlock"] {
            if a != b {
                for s in ["dpor", "none"] {
                    want.push((format!("{a}-{b}"), s.to_string()));
                }
            }
        }
    }
    want.sort();
    assert_eq!(keys, want);
    // The pairs that pairs.tsv lists get its hand-derived verdicts, under both strategies.
    let expected = expected_verdicts();
    let mut compared = 0;
    for r in &rs {
        assert_eq!(r.schema, record::SCHEMA);
        assert!(r.events.is_some() && r.states.is_some() && r.transitions.is_some());
        assert!(r.jar.is_some() && r.exit_code.is_some(), "{r:?}");
        if let Some(e) = expected.get(&r.pair) {
            assert_eq!(r.verdict.as_str(), e, "{r:?}");
            compared += 1;
        }
        if r.verdict == Verdict::Conflict {
            assert_eq!(r.exit_code, Some(1));
            assert!(r.replay.is_some() && r.summary.is_some(), "{r:?}");
        }
    }
    // LockWhenAllLeave-UnlockOnArrival, SmokeAlarmUnlock-LockWhenAllLeave, each twice.
    assert!(
        compared >= 4,
        "only {compared} results compared with pairs.tsv"
    );

    // A rerun finds everything done and writes nothing.
    let before = std::fs::read(&results).unwrap();
    let o = run(args("2"));
    assert_eq!(o.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&o.stderr).contains("12 already in"));
    assert_eq!(std::fs::read(&results).unwrap(), before);

    // A line cut short by a kill is dropped and its check done again; the others are kept.
    let text = String::from_utf8(before.clone()).unwrap();
    let cut = &text[..text.len() - 40];
    std::fs::write(&results, cut).unwrap();
    let o = run(args("1"));
    assert_eq!(o.status.code(), Some(0));
    let after = std::fs::read_to_string(&results).unwrap();
    let kept = &text[..text[..text.len() - 1].rfind('\n').unwrap() + 1];
    assert!(after.starts_with(kept));
    assert_eq!(after.lines().count(), 12);
    assert_eq!(records(&results).len(), 12);
}

/// Ctrl-C (SIGINT) and a kill (SIGTERM) stop the batch; every line it wrote is whole, no
/// check is recorded twice, and a rerun finishes the rest.
#[test]
fn an_interrupted_batch_loses_nothing_and_resumes() {
    let dir = scratch("interrupt");
    let list = write_list(
        &dir,
        "apps.txt",
        &[
            "LockWhenAllLeave",
            "UnlockOnArrival",
            "SmokeAlarmUnlock",
            "KeepLocked",
            "LockAtNight",
        ],
    );
    let results = dir.join("results.jsonl");
    let start = |c: &mut Command| {
        c.arg("--apps")
            .arg(apps())
            .arg("--list")
            .arg(&list)
            .arg("--results")
            .arg(&results);
    };
    let mut lines_seen = 0;
    let mut pids = Vec::new();
    for signal in ["INT", "TERM"] {
        let mut c = batch(&["--strategy", "none", "--jobs", "1"]);
        start(&mut c);
        let mut child = c
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("start batch");
        pids.push(child.id());
        // Wait for two more lines than before, then signal.
        let t = Instant::now();
        while std::fs::read_to_string(&results)
            .map(|s| s.lines().count())
            .unwrap_or(0)
            < lines_seen + 2
        {
            assert!(t.elapsed() < Duration::from_secs(300), "no progress");
            std::thread::sleep(Duration::from_millis(10));
        }
        let ok = Command::new("kill")
            .args([&format!("-{signal}"), &child.id().to_string()])
            .status()
            .unwrap();
        assert!(ok.success());
        let status = child.wait().unwrap();
        // 20 pairs, one check at a time: the batch cannot have finished in the meantime.
        assert_eq!(status.code(), Some(130), "after SIG{signal}");
        let rs = records(&results);
        let text = std::fs::read_to_string(&results).unwrap();
        assert!(text.ends_with('\n'), "a cut line after SIG{signal}");
        assert!(rs.len() < 20);
        let mut keys: Vec<_> = rs.iter().map(Record::key).collect();
        keys.dedup();
        assert_eq!(keys.len(), rs.len(), "a check recorded twice");
        lines_seen = rs.len();
    }
    // No report files of stopped checks are left behind.
    let leftovers: Vec<_> = std::fs::read_dir(std::env::temp_dir())
        .unwrap()
        .flatten()
        .filter(|e| {
            let name = e.file_name().to_string_lossy().to_string();
            pids.iter()
                .any(|pid| name.starts_with(&format!("ironpf-batch-{pid}-")))
        })
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
    let before = std::fs::read_to_string(&results).unwrap();
    let mut c = batch(&["--strategy", "none", "--jobs", "2"]);
    start(&mut c);
    let o = run(c);
    assert_eq!(o.status.code(), Some(0));
    let after = std::fs::read_to_string(&results).unwrap();
    assert!(after.starts_with(&before));
    let rs = records(&results);
    assert_eq!(rs.len(), 20);
    let mut keys: Vec<_> = rs.iter().map(Record::key).collect();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), 20);
}

/// Shards K/N partition the pairs; merged, they equal a whole run.
#[test]
fn shards_partition_the_pairs_and_merge_to_the_whole() {
    let dir = scratch("shards");
    let list = write_list(&dir, "apps.txt", &THREE);
    let run_into = |results: &Path, shard: Option<&str>| {
        let mut c = batch(&["--strategy", "none"]);
        c.arg("--apps")
            .arg(apps())
            .arg("--list")
            .arg(&list)
            .arg("--results")
            .arg(results);
        if let Some(s) = shard {
            c.args(["--shard", s]);
        }
        assert_eq!(run(c).status.code(), Some(0));
        records(results)
    };
    let whole = run_into(&dir.join("whole.jsonl"), None);
    let s0 = run_into(&dir.join("s0.jsonl"), Some("0/2"));
    let s1 = run_into(&dir.join("s1.jsonl"), Some("1/2"));
    assert_eq!((s0.len(), s1.len()), (3, 3));
    assert!(s0.iter().all(|a| s1.iter().all(|b| a.key() != b.key())));
    let merged = dir.join("merged.jsonl");
    let o = Command::new(ironpf())
        .args(["batch", "merge"])
        .arg(dir.join("s0.jsonl"))
        .arg(dir.join("s1.jsonl"))
        .arg(dir.join("s0.jsonl"))
        .arg("-o")
        .arg(&merged)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0));
    let summary = |rs: Vec<Record>| {
        let mut v: Vec<_> = rs
            .into_iter()
            .map(|r| (r.key(), r.verdict, r.events, r.states, r.transitions))
            .collect();
        v.sort_by(|a, b| a.0.cmp(&b.0));
        v
    };
    assert_eq!(summary(records(&merged)), summary(whole));
}

#[test]
fn a_pair_list_with_expected_verdicts_sets_the_exit_code() {
    let dir = scratch("expected");
    let tsv = dir.join("pairs.tsv");
    // The first two lines are from fixtures/smartthings/pairs.tsv; the third expects the
    // opposite of what that file says (LockWhenAllLeave-UnlockOnArrival is a conflict).
    std::fs::write(
        &tsv,
        "# app1\tapp2\texpected\n\
         SmokeAlarmUnlock\tLockWhenAllLeave\tconflict\treason\n\
         AutoLockOnClose\tEmptyApp\tno-conflict\n\
         LockWhenAllLeave\tUnlockOnArrival\tno-conflict\twrong on purpose\n",
    )
    .unwrap();
    let results = dir.join("r.jsonl");
    let c = batch_of(&["--strategy", "dpor"], &tsv, &results);
    let o = run(c);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains(
        "LockWhenAllLeave-UnlockOnArrival (dpor): conflict where the pair list expects no-conflict"
    ));
    let rs = records(&results);
    assert_eq!(rs.len(), 3);
    assert!(rs.iter().all(|r| r.expected.is_some()));

    // Run again (a resumed batch: nothing left to check): the mismatch an earlier run wrote
    // still sets the exit code, and is named.
    let c = batch_of(&["--strategy", "dpor"], &tsv, &results);
    let o = run(c);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains(
            "LockWhenAllLeave-UnlockOnArrival (dpor): conflict where the pair list expects no-conflict (written by an earlier run)"
        ),
        "{err}"
    );
    assert_eq!(records(&results).len(), 3);

    // --redo conflict checks the two conflicting pairs again and appends their lines; merge
    // keeps one line per key, the last.
    let c = batch_of(
        &["--strategy", "dpor", "--redo", "conflict,limit"],
        &tsv,
        &results,
    );
    assert_eq!(run(c).status.code(), Some(1));
    let rs = records(&results);
    assert_eq!(rs.len(), 5);
    let mut redone: Vec<&str> = rs[3..].iter().map(|r| r.pair.as_str()).collect();
    redone.sort();
    assert_eq!(
        redone,
        [
            "LockWhenAllLeave-UnlockOnArrival",
            "SmokeAlarmUnlock-LockWhenAllLeave"
        ]
    );
    let merged = dir.join("merged.jsonl");
    let o = Command::new(ironpf())
        .args(["batch", "merge"])
        .arg(&results)
        .arg("-o")
        .arg(&merged)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0));
    let m = records(&merged);
    assert_eq!(m.len(), 3);
    for r in &m {
        let last = rs.iter().rev().find(|x| x.key() == r.key()).unwrap();
        assert_eq!(r, last, "the last line of a key is kept");
    }
    let order = |rs: &[Record]| rs.iter().map(Record::key).collect::<Vec<_>>();
    assert_eq!(
        order(&m),
        order(&rs[..3]),
        "each key at the place it was first met"
    );
}

/// A pair that does not build is a result (verdict error, with groovyc's reason), not the end
/// of the batch.
#[test]
fn a_pair_that_does_not_build_is_recorded_as_an_error() {
    let dir = scratch("build-error");
    let app_dir = dir.join("apps");
    std::fs::create_dir_all(&app_dir).unwrap();
    std::fs::copy(
        apps().join("EmptyApp.groovy"),
        app_dir.join("EmptyApp.groovy"),
    )
    .unwrap();
    std::fs::write(
        app_dir.join("Broken.groovy"),
        "definition(name: 'Broken')\ndef installed() { this is not groovy {{\n",
    )
    .unwrap();
    let list = write_list(&dir, "apps.txt", &["EmptyApp", "Broken"]);
    let results = dir.join("r.jsonl");
    let mut c = batch(&["--strategy", "none"]);
    c.arg("--apps")
        .arg(&app_dir)
        .arg("--list")
        .arg(&list)
        .arg("--results")
        .arg(&results);
    let o = run(c);
    assert_eq!(o.status.code(), Some(0));
    let rs = records(&results);
    assert_eq!(rs.len(), 2);
    for r in &rs {
        assert_eq!(r.verdict, Verdict::Error, "{r:?}");
        let e = r.error.as_deref().unwrap();
        assert!(
            e.contains("pair build failed") && e.contains("groovyc"),
            "{e}"
        );
        assert!(r.summary.as_deref().is_some_and(|s| !s.contains('\n')));
    }
}

#[test]
fn bad_batch_input_is_refused_with_a_clear_message() {
    let dir = scratch("bad");
    let list = write_list(&dir, "apps.txt", &["LockWhenAllLeave", "NoSuchApp"]);
    let ok = write_list(&dir, "ok.txt", &["LockWhenAllLeave", "EmptyApp"]);
    let results = dir.join("r.jsonl");
    let cases: Vec<(Vec<String>, &str)> = vec![
        (
            vec!["--list".into(), list.display().to_string()],
            "apps.txt:4: no app NoSuchApp",
        ),
        (
            vec![
                "--list".into(),
                ok.display().to_string(),
                "--shard".into(),
                "2/2".into(),
            ],
            "not a shard K/N",
        ),
        (vec![], "batch needs --list FILE"),
        (
            vec![
                "--list".into(),
                ok.display().to_string(),
                "--strategy".into(),
                "bfs".into(),
            ],
            "unknown strategy bfs",
        ),
    ];
    for (args, message) in cases {
        let mut c = batch(&[]);
        c.arg("--apps")
            .arg(apps())
            .arg("--results")
            .arg(&results)
            .args(&args);
        let o = c.output().unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(message), "{args:?}: {err}");
    }
    assert!(!results.exists(), "nothing is written on bad input");
    // A results file that is not one.
    std::fs::write(&results, "{\"not\": \"a record\"}\n").unwrap();
    let mut c = batch(&["--list"]);
    c.arg(&ok)
        .arg("--apps")
        .arg(apps())
        .arg("--results")
        .arg(&results);
    let o = c.output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("r.jsonl:1: not a batch result line"));
}

/// A check a limit stopped says so in the check's own words ("stopped by the time limit 60s
/// reached limit" before; issue 37).
#[test]
fn a_limit_is_summarized_in_the_checks_own_words() {
    let dir = scratch("limit");
    let tsv = dir.join("pairs.tsv");
    std::fs::write(&tsv, "EventStreamerHttp\tEmptyApp\n").unwrap();
    let results = dir.join("r.jsonl");
    let c = batch_of(
        &["--strategy", "dpor", "--time-limit", "0.001"],
        &tsv,
        &results,
    );
    assert_eq!(run(c).status.code(), Some(0));
    let rs = records(&results);
    assert_eq!(rs.len(), 1);
    assert_eq!(rs[0].verdict.as_str(), "limit");
    assert_eq!(
        rs[0].summary.as_deref(),
        Some("stopped: time limit 0.001s reached")
    );
}

/// A batch says a long check is still running (the check itself runs quiet; issue 37): a
/// heartbeat every 30 s, every few ms here (IRONPF_PROGRESS_EVERY_MS).
#[test]
fn a_running_check_has_a_heartbeat() {
    let dir = scratch("heartbeat");
    let tsv = dir.join("pairs.tsv");
    std::fs::write(&tsv, "EventStreamerHttp\tEmptyApp\n").unwrap();
    let results = dir.join("r.jsonl");
    let mut c = batch_of(&["--strategy", "none"], &tsv, &results);
    c.env("IRONPF_PROGRESS_EVERY_MS", "5");
    let o = run(c);
    assert_eq!(o.status.code(), Some(0));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("ironpf: batch: EventStreamerHttp-EmptyApp (none) still running after"),
        "{err}"
    );
}

/// A conflict's results line says what the report leads with (issue 37, points 1-3): the
/// apps' names from their `definition`, the device and attribute, the Groovy line, the story
/// and the explanation; and its two commands work when pasted into a shell: `reproduce`
/// replays the same conflict from the cached jar, `build` makes that jar again from the
/// sources (here into a new file, as on a machine without the cache).
#[test]
fn a_conflicts_line_names_the_device_and_reproduces_in_one_paste() {
    let dir = scratch("reproduce");
    let tsv = dir.join("pairs.tsv");
    std::fs::write(&tsv, "SmokeAlarmUnlock\tLockWhenAllLeave\tconflict\n").unwrap();
    let results = dir.join("results.jsonl");
    let o = run(batch_of(&["--strategy", "dpor"], &tsv, &results));
    assert_eq!(o.status.code(), Some(0));
    let rs = records(&results);
    let r = &rs[0];
    assert_eq!(r.verdict, Verdict::Conflict, "{r:?}");
    assert_eq!(r.name1.as_deref(), Some("Smoke Alarm Escape Route"));
    assert_eq!(r.name2.as_deref(), Some("Lock When All Leave"));
    assert_eq!(r.device.as_deref(), Some("Lock"));
    assert_eq!(r.attribute.as_deref(), Some("lock"));
    assert_eq!(r.place.as_deref(), Some("LockWhenAllLeave.groovy:45"));
    assert!(
        r.why.iter().any(|l| l.starts_with("first: ")) && r.story.len() >= 3,
        "{r:?}"
    );
    // The binary's folder first on PATH, as for a user who installed it.
    let bin = ironpf().parent().unwrap().to_path_buf();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let sh = |cmd: &str| {
        Command::new("sh")
            .args(["-c", cmd])
            .env("PATH", &path)
            .output()
            .expect("run sh")
    };
    let reproduce = r.reproduce.as_deref().expect("a reproduce command");
    let o = sh(reproduce);
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(1), "{reproduce}\n{out}");
    assert!(out.contains(r.summary.as_deref().unwrap()), "{out}");
    let jar = reproduce.rsplit(' ').next().unwrap();
    let fresh = dir.join("again.jar");
    let build = r
        .build
        .as_deref()
        .expect("a build command")
        .replace(jar, &fresh.display().to_string());
    let o = sh(&build);
    assert!(
        o.status.success(),
        "{build}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(
        std::fs::read(&fresh).unwrap(),
        std::fs::read(jar).unwrap(),
        "the same jar"
    );
}
