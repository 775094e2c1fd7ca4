//! Pieces shared by the soundness harnesses (`tests/dpor_soundness.rs` over event-driven
//! programs, `tests/thread_soundness.rs` over threaded ones): the generators' random numbers,
//! compiling generated programs, running `ironpf check` with a strategy and reading its JSON
//! report and `--states-out` file, and comparing a reduced search with the full one.

use std::collections::{BTreeSet, HashSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use super::{api_jar, cache_dir, ironpf, jdk_tool, run_with_limit};
use serde_json::Value as Json;

/// splitmix64: small, fast, and good enough to drive a program generator.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x5eed_1e55_d0d0_cafe)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * n as u64) >> 32) as u32
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: u32, hi: u32) -> u32 {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u32, den: u32) -> bool {
        self.below(den) < num
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u32) as usize]
    }
}

pub fn env_u64(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(v) => v
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("{name}={v}: not a number")),
        Err(_) => default,
    }
}

/// A generated program to compile: its seed (for messages), class name and source.
pub struct Generated<'a> {
    pub seed: u64,
    pub class: &'a str,
    pub source: &'a str,
}

/// Compiles generated programs in chunks of `chunk` (one javac call each, `--release 8`
/// against the API jar), cached under `target/ironpf-test-cache/<prefix>-<key>` by the content
/// of the sources and of the API jar; returns the class folder of each program.
pub fn compile_generated(prefix: &str, programs: &[Generated], chunk: usize) -> Vec<PathBuf> {
    let api = api_jar();
    let api_bytes = std::fs::read(&api).unwrap();
    let mut dirs = Vec::with_capacity(programs.len());
    for chunk in programs.chunks(chunk) {
        let key = {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            api_bytes.hash(&mut h);
            for p in chunk {
                p.class.hash(&mut h);
                p.source.hash(&mut h);
            }
            format!("{:016x}", h.finish())
        };
        let dir = cache_dir(&format!("{prefix}-{key}"));
        if !dir.exists() {
            let tmp = cache_dir(&format!("tmp-{prefix}-{}-{key}", std::process::id()));
            let _ = std::fs::remove_dir_all(&tmp);
            let src = tmp.join("src");
            let classes = tmp.join("classes");
            std::fs::create_dir_all(&src).unwrap();
            std::fs::create_dir_all(&classes).unwrap();
            let mut files = Vec::new();
            for p in chunk {
                let f = src.join(format!("{}.java", p.class));
                std::fs::write(&f, p.source).unwrap();
                files.push(f);
            }
            let out = Command::new(jdk_tool("javac"))
                .args(["--release", "8", "-g", "-nowarn", "-encoding", "UTF-8"])
                .arg("-cp")
                .arg(&api)
                .arg("-d")
                .arg(&classes)
                .args(&files)
                .output()
                .expect("run javac (is a JDK installed?)");
            assert!(
                out.status.success(),
                "the generated programs of seeds {}..={} do not compile:\n{}",
                chunk[0].seed,
                chunk[chunk.len() - 1].seed,
                String::from_utf8_lossy(&out.stderr)
            );
            if std::fs::rename(&tmp, &dir).is_err() {
                let _ = std::fs::remove_dir_all(&tmp);
            }
        }
        for _ in chunk {
            dirs.push(dir.join("classes"));
        }
    }
    dirs
}

/// What one `ironpf check` run found.
#[derive(Clone, Debug, Default)]
pub struct RunResult {
    pub status: Option<i32>,
    /// The JSON report's `strategy`.
    pub strategy: String,
    /// Each reported violation by [`violation_key`].
    pub violations: BTreeSet<String>,
    pub new_states: u64,
    pub transitions: u64,
    /// The report's `limit` (which limit stopped the search), or empty.
    pub limit: String,
    /// The report's warnings.
    pub warnings: Vec<String>,
    /// The `--states-out` fingerprints.
    pub states: HashSet<u128>,
    /// Set when the run did not produce a usable report: what went wrong.
    pub error: Option<String>,
}

/// How a violation is compared between searches: an exception (an assertion included) by
/// `exception: message`; a deadlock by its property alone, since which deadlocked state a
/// search meets first (and so the stack reported) depends on the order it explores.
pub fn violation_key(v: &Json) -> String {
    if v["property"] == "deadlock" {
        return format!("deadlock: {}", v["exception"].as_str().unwrap_or("?"));
    }
    format!(
        "{}: {}",
        v["exception"].as_str().unwrap_or("?"),
        v["message"].as_str().unwrap_or("")
    )
}

impl RunResult {
    /// Whether the search stopped at a limit (with or without violations found before it).
    pub fn stopped(&self) -> bool {
        self.status == Some(3) || !self.limit.is_empty()
    }
}

/// The caps of one run: `--max-states`, `--time-limit` and a wall-clock limit on the process.
pub struct Limits {
    pub max_states: &'static str,
    pub time_limit: &'static str,
    pub run_limit: Duration,
}

/// Runs `ironpf check --quiet --find-all --strategy <strategy>` on `class` with a JSON report
/// and a `--states-out` file in `work`, with extra environment variables `env`.
pub fn check_run(
    classes: &Path,
    class: &str,
    strategy: &str,
    work: &Path,
    env: &[(&str, &str)],
    limits: &Limits,
) -> RunResult {
    check_run_with(classes, class, strategy, strategy, &[], work, env, limits)
}

/// [`check_run`] with extra options `args`, its files named after `label`.
#[allow(clippy::too_many_arguments)]
pub fn check_run_with(
    classes: &Path,
    class: &str,
    strategy: &str,
    label: &str,
    args: &[&str],
    work: &Path,
    env: &[(&str, &str)],
    limits: &Limits,
) -> RunResult {
    let json = work.join(format!("{class}.{label}.json"));
    let states = work.join(format!("{class}.{label}.states"));
    let _ = std::fs::remove_file(&json);
    let _ = std::fs::remove_file(&states);
    let mut cmd = Command::new(ironpf());
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.args(["check", "--quiet", "--find-all", "--strategy", strategy])
        .args(args)
        .args([
            "--max-states",
            limits.max_states,
            "--time-limit",
            limits.time_limit,
        ])
        .arg("--json")
        .arg(&json)
        .arg("--states-out")
        .arg(&states)
        .arg("-cp")
        .arg(classes)
        .arg(class);
    let o = run_with_limit(cmd, limits.run_limit);
    let mut r = RunResult {
        status: o.status,
        ..RunResult::default()
    };
    let stderr = String::from_utf8_lossy(&o.stderr);
    if o.timed_out {
        r.error = Some(format!("timed out after {:?}", limits.run_limit));
        return r;
    }
    if !matches!(o.status, Some(0..=1) | Some(3)) {
        r.error = Some(format!("exit status {:?}: {}", o.status, stderr.trim()));
        return r;
    }
    let report: Json = match std::fs::read_to_string(&json)
        .map_err(|e| e.to_string())
        .and_then(|t| serde_json::from_str(&t).map_err(|e| e.to_string()))
    {
        Ok(j) => j,
        Err(e) => {
            r.error = Some(format!("no JSON report ({e}); stderr: {}", stderr.trim()));
            return r;
        }
    };
    r.strategy = report["strategy"].as_str().unwrap_or("").to_string();
    r.new_states = report["statistics"]["new_states"].as_u64().unwrap_or(0);
    r.transitions = report["statistics"]["transitions"].as_u64().unwrap_or(0);
    r.limit = report["limit"].as_str().unwrap_or("").to_string();
    r.warnings = report["warnings"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|w| w.as_str().map(str::to_string))
        .collect();
    for v in report["violations"].as_array().into_iter().flatten() {
        r.violations.insert(violation_key(v));
    }
    match std::fs::read_to_string(&states) {
        Ok(text) => match parse_states(&text) {
            Ok(s) => r.states = s,
            Err(e) => r.error = Some(format!("--states-out file: {e}")),
        },
        // A search stopped by a limit need not write its states.
        Err(_) if r.status == Some(3) => {}
        Err(e) => r.error = Some(format!("no --states-out file ({e})")),
    }
    r
}

/// Programs on which none visits more states than this may take a reduced search past the
/// time limit (sdpor's graph grows with the paths it explores) without that being a fault:
/// below it, a reduced search that stops at a limit where none completed is one (a
/// reduction that does not terminate, say).
pub const SLOW_ABOVE_STATES: u64 = 20_000;

/// Whether `reduced` ran into the time limit on a program large enough for that to be slowness
/// rather than a fault (see [`SLOW_ABOVE_STATES`]); such runs are counted, not judged.
pub fn slow(none: &RunResult, reduced: &RunResult) -> bool {
    reduced.stopped()
        && reduced.limit.starts_with("time limit")
        && none.new_states > SLOW_ABOVE_STATES
}

/// Whether sdpor warned that the state space has cycles, where it may miss violations.
pub fn sdpor_met_a_cycle(r: &RunResult) -> bool {
    r.strategy == "sdpor"
        && (r.limit.starts_with("sdpor cannot conclude")
            || r.warnings
                .iter()
                .any(|w| w.starts_with("the state space has cycles")))
}

/// The simplest rule, which every strategy's verdicts are compared with: `--strategy none`
/// with every heap access and native call a scheduling point (`IRONPF_THREADS_EVERY_ACCESS`),
/// no lock-discipline reduction and every local variable in the state. Its files are named
/// `simplest`.
pub fn check_simplest(classes: &Path, class: &str, work: &Path, limits: &Limits) -> RunResult {
    check_run_with(
        classes,
        class,
        "none",
        "simplest",
        &["--no-lock-reduction", "--state-locals", "all"],
        work,
        &[("IRONPF_THREADS_EVERY_ACCESS", "1")],
        limits,
    )
}

/// The breadth-first search (`--strategy none --shortest`), its files named `shortest`.
pub fn check_shortest(classes: &Path, class: &str, work: &Path, limits: &Limits) -> RunResult {
    check_run_with(
        classes,
        class,
        "none",
        "shortest",
        &["--shortest"],
        work,
        &[],
        limits,
    )
}

/// The verdicts of each run of `runs` (by name) against the simplest rule's: the same
/// violations wherever both searches completed. A run that stopped at a limit where the
/// simplest rule completed is a problem; a program where the simplest rule stopped at a
/// limit is not judged (the others' own comparisons stand).
pub fn judge_against_simplest(simplest: &RunResult, runs: &[(&str, &RunResult)]) -> Vec<String> {
    if let Some(e) = &simplest.error {
        return vec![format!("the simplest rule: {e}")];
    }
    if simplest.stopped() {
        return Vec::new();
    }
    let mut problems = Vec::new();
    for (name, r) in runs {
        if r.error.is_some() {
            continue; // reported by the run's own comparison
        }
        if sdpor_met_a_cycle(r) {
            continue; // judged by what it reports only (see `compare`)
        }
        if r.stopped() {
            if !r.limit.starts_with("time limit") || simplest.new_states <= SLOW_ABOVE_STATES {
                problems.push(format!(
                    "{name} stopped at a limit ({}) where the simplest rule completed",
                    r.limit
                ));
            }
            continue;
        }
        if r.violations != simplest.violations {
            let missed: Vec<&String> = simplest.violations.difference(&r.violations).collect();
            let extra: Vec<&String> = r.violations.difference(&simplest.violations).collect();
            problems.push(format!(
                "{name}'s violations differ from the simplest rule's: {name} missed {missed:?}, found only by {name} {extra:?}"
            ));
        }
    }
    problems
}

/// The breadth-first search against the depth-first one (both `none`): the same violations
/// and exactly the same states (with `--find-all` both explore every reachable state).
pub fn judge_breadth_first(none: &RunResult, shortest: &RunResult) -> Vec<String> {
    if none.error.is_some() || none.stopped() {
        return Vec::new();
    }
    if let Some(e) = &shortest.error {
        return vec![format!("--shortest: {e}")];
    }
    let mut problems = Vec::new();
    if shortest.stopped() {
        problems.push(format!(
            "--shortest stopped at a limit ({}) where none completed",
            shortest.limit
        ));
        return problems;
    }
    if shortest.violations != none.violations {
        problems.push(format!(
            "--shortest found {:?}, the depth-first search {:?}",
            shortest.violations, none.violations
        ));
    }
    if shortest.states != none.states {
        let only_bfs = shortest.states.difference(&none.states).count();
        let only_dfs = none.states.difference(&shortest.states).count();
        problems.push(format!(
            "--shortest visited other states than the depth-first search ({only_bfs} only breadth-first, {only_dfs} only depth-first)"
        ));
    }
    problems
}

/// One lowercase 32-hex-digit fingerprint a line, sorted, no duplicates.
pub fn parse_states(text: &str) -> Result<HashSet<u128>, String> {
    let mut out = HashSet::new();
    let mut prev: Option<&str> = None;
    for (i, line) in text.lines().enumerate() {
        if line.len() != 32
            || !line
                .bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        {
            return Err(format!(
                "line {}: {line:?} is not 32 lowercase hex digits",
                i + 1
            ));
        }
        if prev.is_some_and(|p| p >= line) {
            return Err(format!("line {}: not sorted or a duplicate", i + 1));
        }
        prev = Some(line);
        out.insert(u128::from_str_radix(line, 16).unwrap());
    }
    Ok(out)
}

/// What is wrong with the results of the full search and of the reduced strategy `name`, or
/// `None` when the full search hit its state limit (the program is skipped). An empty list
/// means the reduced search agrees with none: the same violations, its states a subset of
/// none's, and no more of them.
pub fn compare(none: &RunResult, reduced: &RunResult, name: &str) -> Option<Vec<String>> {
    let mut problems = Vec::new();
    if let Some(e) = &none.error {
        problems.push(format!("--strategy none: {e}"));
    } else if none.stopped() {
        return None;
    }
    if let Some(e) = &reduced.error {
        problems.push(format!("--strategy {name}: {e}"));
    }
    if !problems.is_empty() {
        return Some(problems);
    }
    for (r, strategy) in [(none, "none"), (reduced, name)] {
        if r.strategy != strategy {
            problems.push(format!(
                "--strategy {strategy}: the report says strategy {:?}",
                r.strategy
            ));
        }
        if r.states.len() as u64 != r.new_states {
            problems.push(format!(
                "--strategy {strategy}: --states-out lists {} states but statistics.new_states is {}",
                r.states.len(),
                r.new_states
            ));
        }
    }
    if reduced.status == Some(3) && reduced.limit.starts_with("sdpor cannot conclude") {
        // sdpor met a cycle and claims nothing (Yang et al.'s algorithm is exact only on
        // acyclic state spaces): its verdict and states are not compared, but the program
        // is not skipped (the other strategies' comparisons stand).
        return Some(problems);
    }
    if sdpor_met_a_cycle(reduced) {
        // sdpor met a cycle after finding violations: it says it may have missed others, so
        // only what it reports is judged (real violations, states none visits too).
        let extra: Vec<&String> = reduced.violations.difference(&none.violations).collect();
        if !extra.is_empty() {
            problems.push(format!("{name} found violations none did not: {extra:?}"));
        }
        if reduced.states.iter().any(|s| !none.states.contains(s)) {
            problems.push(format!("some of {name}'s states are not among none's"));
        }
        return Some(problems);
    }
    if slow(none, reduced) {
        // What it found before the time limit must still be real.
        let extra: Vec<&String> = reduced.violations.difference(&none.violations).collect();
        if !extra.is_empty() {
            problems.push(format!("{name} found violations none did not: {extra:?}"));
        }
        return Some(problems);
    }
    if reduced.stopped() {
        problems.push(format!(
            "{name} stopped at a limit ({}) where none completed with {} states",
            reduced.limit, none.new_states
        ));
    }
    if none.violations != reduced.violations {
        let missed: Vec<&String> = none.violations.difference(&reduced.violations).collect();
        let extra: Vec<&String> = reduced.violations.difference(&none.violations).collect();
        problems.push(format!(
            "violations differ: none found {:?}, {name} found {:?} ({name} missed {missed:?}, {name} only {extra:?})",
            none.violations, reduced.violations
        ));
    }
    let foreign: Vec<&u128> = reduced
        .states
        .iter()
        .filter(|s| !none.states.contains(s))
        .collect();
    if !foreign.is_empty() {
        problems.push(format!(
            "{} of {name}'s {} states are not among none's {} states, e.g. {:032x}",
            foreign.len(),
            reduced.states.len(),
            none.states.len(),
            foreign[0]
        ));
    }
    if reduced.new_states > none.new_states {
        problems.push(format!(
            "{name} visited more states than none: {} > {}",
            reduced.new_states, none.new_states
        ));
    }
    Some(problems)
}

/// Checks every program on `jobs` threads with `check_one(i)`. A usage error (exit 2, found
/// by `usage_error_of`) is the same for every program (an option not implemented yet), so the
/// first one stops the harness with a panic rather than hundreds of failures. Returns the
/// outcomes in the order they finished.
pub fn check_all<T: Send>(
    count: usize,
    jobs: usize,
    check_one: impl Fn(usize) -> T + Sync,
    usage_error_of: impl Fn(&T) -> Option<String> + Sync,
) -> Vec<T> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let outcomes = std::sync::Mutex::new(Vec::new());
    let usage_error = std::sync::Mutex::new(None::<String>);
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    if i >= count || usage_error.lock().unwrap().is_some() {
                        break;
                    }
                    let outcome = check_one(i);
                    if let Some(e) = usage_error_of(&outcome) {
                        *usage_error.lock().unwrap() = Some(e);
                    }
                    outcomes.lock().unwrap().push(outcome);
                }
            });
        }
    });
    if let Some(e) = usage_error.into_inner().unwrap() {
        panic!("ironpf check rejected its arguments: {e}");
    }
    outcomes.into_inner().unwrap()
}

/// The usage error (exit 2) among a program's runs, by strategy name, if any.
pub fn usage_error<'a>(
    class: &str,
    runs: impl IntoIterator<Item = (&'a str, &'a RunResult)>,
) -> Option<String> {
    runs.into_iter()
        .find(|(_, r)| r.status == Some(2))
        .map(|(name, r)| {
            format!(
                "--strategy {name} on {class}: {}",
                r.error.clone().unwrap_or_default()
            )
        })
}

/// Removes the report and states files of a program's runs (kept for failures only).
pub fn remove_run_files(work: &Path, class: &str, strategies: &[&str]) {
    for name in strategies {
        for ext in ["json", "states"] {
            let _ = std::fs::remove_file(work.join(format!("{class}.{name}.{ext}")));
        }
    }
}
