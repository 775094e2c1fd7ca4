//! The corpora, one test per program, so that a run names every program that fails and
//! `cargo test --release --test corpora NAME` runs one (`-- --list` lists them):
//! - `java::release8::NAME`, `java::release17::NAME`: every program under tests/java,
//!   compiled with the machine's javac at `--release 8` and `--release 17` (those under
//!   tests/java/release17 at 17 only), run by the real `java` and by `ironpf run`, compared
//!   byte for byte: stdout, the first line of stderr, the exit code.
//! - `groovy::NAME`: every script under tests/groovy, compiled with `groovyc` 2.4 (Debian's
//!   `groovy` package), run on the real Groovy runtime and by `ironpf run` on ironpf's own
//!   Groovy runtime, compared the same way.
//! - `fixtures::APP1-APP2::STRATEGY`: every SmartThings pair of fixtures/smartthings/pairs.tsv
//!   gets its expected verdict from its committed jar under `none` and `dpor`.
//!
//! Each corpus is compiled once, by the first of its tests that runs.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::Duration;

use common::*;
use libtest_mimic::{Arguments, Failed, Trial};

fn main() {
    let args = Arguments::from_args();
    let mut trials = java_trials();
    trials.extend(groovy_trials());
    trials.extend(fixture_trials());
    libtest_mimic::run(&args, trials).exit();
}

/// The Java programs: those of tests/java (both releases) and tests/java/release17.
fn java_trials() -> Vec<Trial> {
    let base = java_sources("tests/java");
    let newer = java_sources("tests/java/release17");
    let count = base.len() + newer.len();
    let mut trials = vec![Trial::test("java::corpus_is_there", move || {
        expect(count >= 150, || format!("the corpus has {count} programs"))
    })];
    let all17: Vec<PathBuf> = base.iter().chain(&newer).cloned().collect();
    trials.extend(release_trials(8, &base, base.clone()));
    trials.extend(release_trials(17, &all17, all17.clone()));
    trials
}

/// A test per program of `programs`, all compiled together (`sources`) at `release`.
fn release_trials(release: u32, programs: &[PathBuf], sources: Vec<PathBuf>) -> Vec<Trial> {
    let classes: &'static OnceLock<PathBuf> = Box::leak(Box::default());
    let sources: &'static [PathBuf] = sources.leak();
    programs
        .iter()
        .map(|p| {
            let name = stem(p);
            Trial::test(format!("java::release{release}::{name}"), move || {
                let classes = classes.get_or_init(|| compile(sources, release, None));
                same_as_java(classes, None, &name)
            })
        })
        .collect()
}

/// The Groovy scripts of tests/groovy.
fn groovy_trials() -> Vec<Trial> {
    let sources: &'static [PathBuf] = groovy_sources("tests/groovy").leak();
    let count = sources.len();
    let mut trials = vec![Trial::test("groovy::corpus_is_there", move || {
        expect(count >= 30, || format!("the corpus has {count} programs"))
    })];
    static CLASSES: OnceLock<PathBuf> = OnceLock::new();
    trials.extend(sources.iter().map(|p| {
        let name = stem(p);
        Trial::test(format!("groovy::{name}"), move || {
            let classes = CLASSES.get_or_init(|| groovyc(sources));
            same_as_java(classes, Some(groovy_classpath().as_path()), &name)
        })
    }));
    trials
}

/// The SmartThings fixture pairs, each under `none` and `dpor`, and the corpus's coverage of
/// its apps.
fn fixture_trials() -> Vec<Trial> {
    let dir = repo().join("fixtures/smartthings");
    let table = std::fs::read_to_string(dir.join("pairs.tsv")).expect("read pairs.tsv");
    let pairs: Vec<(String, String)> = table
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut cols = l.split('\t');
            let app1 = cols.next().unwrap_or_default().to_string();
            (app1, cols.next().unwrap_or_default().to_string())
        })
        .collect();
    let mut trials = vec![Trial::test("fixtures::every_app_is_in_a_pair", {
        let (dir, pairs) = (dir.clone(), pairs.clone());
        move || every_app_is_in_a_pair(&dir, &pairs)
    })];
    for (app1, app2) in pairs {
        for strategy in ["none", "dpor"] {
            let (dir, pair) = (dir.clone(), format!("{app1}-{app2}"));
            trials.push(Trial::test(
                format!("fixtures::{pair}::{strategy}"),
                move || expected_verdict(&dir, &pair, strategy),
            ));
        }
    }
    trials
}

/// At least 200 pairs, and every app of apps/ in one of them (alone: with EmptyApp).
fn every_app_is_in_a_pair(dir: &Path, pairs: &[(String, String)]) -> Result<(), Failed> {
    expect(pairs.len() >= 200, || format!("{} pairs", pairs.len()))?;
    for e in std::fs::read_dir(dir.join("apps"))
        .map_err(|e| e.to_string())?
        .flatten()
    {
        let name = e.file_name().to_string_lossy().to_string();
        if let Some(app) = name.strip_suffix(".groovy") {
            let paired = pairs.iter().any(|(a, b)| a == app || b == app);
            expect(paired, || format!("{app} is in no pair of pairs.tsv"))?;
        }
    }
    Ok(())
}

/// `ironpf fixtures --only PAIR` (no pair's name contains another's) exits 0 only when the
/// pair's verdict is the one pairs.tsv expects.
fn expected_verdict(dir: &Path, pair: &str, strategy: &str) -> Result<(), Failed> {
    let mut cmd = Command::new(ironpf());
    cmd.args(["fixtures", "--strategy", strategy, "--only", pair, "--dir"])
        .arg(dir);
    let o = run_with_limit(cmd, Duration::from_secs(300));
    let table = String::from_utf8_lossy(&o.stdout);
    expect(!o.timed_out, || format!("timed out:\n{table}"))?;
    expect(
        o.status == Some(0) && table.contains("1 checks of 1 pairs: 1 as expected, 0 not"),
        || {
            format!(
                "exit {:?}:\n{table}{}",
                o.status,
                String::from_utf8_lossy(&o.stderr)
            )
        },
    )
}

fn same_as_java(classes: &Path, extra_cp: Option<&Path>, name: &str) -> Result<(), Failed> {
    match compare_one(classes, extra_cp, name) {
        None => Ok(()),
        Some(problems) => Err(problems.into()),
    }
}

fn expect(holds: bool, message: impl FnOnce() -> String) -> Result<(), Failed> {
    if holds { Ok(()) } else { Err(message().into()) }
}

fn stem(p: &Path) -> String {
    p.file_stem().unwrap().to_string_lossy().to_string()
}
