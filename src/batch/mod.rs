//! Checking app collections: `ironpf batch` checks every pair of an app list (or a pair
//! list), each (pair, strategy) in its own child `ironpf check`, and appends one
//! [`record::Record`] per check to a results file, which makes a rerun resume where an
//! interrupted one stopped. Pair jars are built once into a content-addressed cache.
//! `--shard K/N` selects a deterministic part of the pairs, so that a Slurm job array or a
//! Kubernetes Indexed Job can run the shards; `merge` joins their results files; `ironpf
//! report` ([`report`]) turns results files into tables and plots.

pub mod answers;
pub mod record;
pub mod report;

use std::collections::{HashSet, VecDeque};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::Value as Json;

use crate::error::{VmError, VmResult};
use record::{Record, Verdict};

/// One ordered pair of apps: App1 is installed first.
#[derive(Clone, Debug, PartialEq)]
pub struct Pair {
    pub app1: String,
    pub app2: String,
    pub file1: PathBuf,
    pub file2: PathBuf,
    /// The verdict a pair list expects (`conflict`, `no-conflict`), if it gives one.
    pub expected: Option<String>,
}

impl Pair {
    pub fn name(&self) -> String {
        format!("{}-{}", self.app1, self.app2)
    }
}

/// An app named in a list: `NAME` or `NAME.groovy`, found in `apps`.
fn app_file(apps: &Path, entry: &str, at: &str) -> VmResult<(String, PathBuf)> {
    let name = entry.strip_suffix(".groovy").unwrap_or(entry);
    let file = apps.join(format!("{name}.groovy"));
    if !file.is_file() {
        return Err(VmError::input(
            at.to_string(),
            format!("no app {} (looked for {})", entry, file.display()),
        ));
    }
    let stem = Path::new(name)
        .file_name()
        .and_then(|s| s.to_str())
        .unwrap_or(name)
        .to_string();
    Ok((stem, file))
}

/// The lines of a list or pair file that are not blank or `#` comments, with their place.
fn entries(path: &Path) -> VmResult<Vec<(String, String)>> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| VmError::input(path.display().to_string(), e.to_string()))?;
    Ok(text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(i, l)| (format!("{}:{}", path.display(), i + 1), l.to_string()))
        .collect())
}

/// The apps of an app list (IoTCheck's convention: one app file name per line), in order,
/// each once.
pub fn read_list(apps: &Path, list: &Path) -> VmResult<Vec<(String, PathBuf)>> {
    let mut out: Vec<(String, PathBuf)> = Vec::new();
    for (at, line) in entries(list)? {
        let app = app_file(apps, line.trim(), &at)?;
        if out.iter().any(|(name, _)| *name == app.0) {
            log::warn!("{at}: {} is listed twice; checked once", app.0);
            continue;
        }
        out.push(app);
    }
    Ok(out)
}

/// Every ordered pair of `list1` x `list2` (of `list1` x `list1` without a second list),
/// never an app with itself, in list order.
pub fn list_pairs(list1: &[(String, PathBuf)], list2: Option<&[(String, PathBuf)]>) -> Vec<Pair> {
    let list2 = list2.unwrap_or(list1);
    let mut out = Vec::new();
    for (a, fa) in list1 {
        for (b, fb) in list2 {
            if a != b {
                out.push(Pair {
                    app1: a.clone(),
                    app2: b.clone(),
                    file1: fa.clone(),
                    file2: fb.clone(),
                    expected: None,
                });
            }
        }
    }
    out
}

/// The pairs of a pair list: `app1<TAB>app2[<TAB>expected[<TAB>reason]]` per line (the
/// fixtures' `pairs.tsv` is one).
pub fn read_pair_list(apps: &Path, tsv: &Path) -> VmResult<Vec<Pair>> {
    let mut out: Vec<Pair> = Vec::new();
    for (at, line) in entries(tsv)? {
        let cols: Vec<&str> = line.split('\t').map(str::trim).collect();
        if cols.len() < 2 || cols[0].is_empty() || cols[1].is_empty() {
            return Err(VmError::input(
                at,
                "expected app1 and app2 (then optionally the expected verdict and a reason), tab-separated",
            ));
        }
        let (app1, file1) = app_file(apps, cols[0], &at)?;
        let (app2, file2) = app_file(apps, cols[1], &at)?;
        if app1 == app2 {
            return Err(VmError::input(at, "an app cannot be paired with itself"));
        }
        let expected = match cols.get(2).copied().filter(|e| !e.is_empty()) {
            None => None,
            Some(e @ ("conflict" | "no-conflict")) => Some(e.to_string()),
            Some(e) => {
                return Err(VmError::input(
                    at,
                    format!("the expected verdict must be conflict or no-conflict, not {e:?}"),
                ));
            }
        };
        let pair = Pair {
            app1,
            app2,
            file1,
            file2,
            expected,
        };
        if out.iter().any(|p| p.name() == pair.name()) {
            log::warn!(
                "{at}: the pair {} is listed twice; checked once",
                pair.name()
            );
            continue;
        }
        out.push(pair);
    }
    Ok(out)
}

/// `--shard K/N`: the pairs whose place in the list is K modulo N.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Shard {
    pub index: usize,
    pub count: usize,
}

impl Shard {
    pub fn parse(text: &str) -> Result<Shard, String> {
        let bad = || format!("{text:?} is not a shard K/N with 0 <= K < N (0/4, 3/4)");
        let (k, n) = text.split_once('/').ok_or_else(bad)?;
        let (index, count): (usize, usize) = (
            k.trim().parse().map_err(|_| bad())?,
            n.trim().parse().map_err(|_| bad())?,
        );
        if count == 0 || index >= count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }

    /// The shard's pairs: every N-th from the K-th, so shards are even and a pair's shard
    /// depends only on its place in the list.
    pub fn select(self, pairs: Vec<Pair>) -> Vec<Pair> {
        pairs
            .into_iter()
            .enumerate()
            .filter(|(i, _)| i % self.count == self.index)
            .map(|(_, p)| p)
            .collect()
    }
}

/// How each check runs.
#[derive(Clone, Debug)]
pub struct CheckOptions {
    pub time_limit: Option<f64>,
    /// In bytes; the child's default (half the physical memory) when none.
    pub max_memory: Option<u64>,
    /// The `ironpf` binary that checks (this one).
    pub exe: PathBuf,
    /// Search depth-first (`--no-shortest`) where a pair jar's default is the breadth-first
    /// search for the shortest counterexample: `ironpf fixtures` compares none and dpor
    /// searches of the same kind; a batch keeps the shortest replay strings (complete
    /// searches visit the same states either way).
    pub depth_first: bool,
    /// `--model keep-all` for every check (`ironpf fixtures --model`).
    pub keep_all: bool,
}

/// How a batch runs.
#[derive(Clone, Debug)]
pub struct Options {
    pub strategies: Vec<String>,
    pub jobs: usize,
    pub cache: PathBuf,
    pub results: PathBuf,
    pub check: CheckOptions,
    /// Verdicts whose checks are done again although the results file holds them (`limit`
    /// after raising the time limit, `error` after a fix); the new line is appended and is
    /// the one readers keep.
    pub redo: Vec<Verdict>,
}

/// The default pair-jar cache: `$IRONPF_CACHE`, else `$XDG_CACHE_HOME/ironpf/pairs`, else
/// `~/.cache/ironpf/pairs`.
pub fn default_cache() -> PathBuf {
    if let Some(dir) = std::env::var_os("IRONPF_CACHE") {
        return PathBuf::from(dir);
    }
    let base = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap_or_else(std::env::temp_dir);
    base.join("ironpf").join("pairs")
}

/// The content address of a pair jar: everything its bytes depend on (the two sources and
/// their file names, the runtime library it is compiled against, the build's own recipe).
pub fn jar_address(pair: &Pair) -> VmResult<String> {
    let read = |p: &Path| {
        std::fs::read(p).map_err(|e| VmError::input(p.display().to_string(), e.to_string()))
    };
    let mut h = xxhash_rust::xxh3::Xxh3::new();
    for part in [
        crate::smartthings::BUILD_RECIPE.as_bytes(),
        crate::smartthings::COMPILER_CONFIG.as_bytes(),
        &crate::classpath::runtime_digest().to_le_bytes(),
    ] {
        h.update(&(part.len() as u64).to_le_bytes());
        h.update(part);
    }
    for file in [&pair.file1, &pair.file2] {
        let name = file
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        let bytes = read(file)?;
        for part in [name.as_bytes(), &bytes] {
            h.update(&(part.len() as u64).to_le_bytes());
            h.update(part);
        }
    }
    Ok(format!("{:032x}", h.digest128()))
}

/// The pair's jar in the cache, built now if the cache does not hold it. Built under a
/// temporary name and renamed, so concurrent batches (shards on a shared file system) never
/// see half a jar.
fn cached_jar(pair: &Pair, cache: &Path) -> Result<(PathBuf, String), (String, Option<String>)> {
    let address = jar_address(pair).map_err(|e| (e.to_string(), None))?;
    let jar = cache.join(format!("{address}.jar"));
    if jar.is_file() {
        return Ok((jar, address));
    }
    let tmp = cache.join(format!(
        "{address}.jar.tmp-{}-{}",
        std::process::id(),
        crate::smartthings::unique_number()
    ));
    // A second try for a groovyc that failed for a passing reason (it was seen to exit with
    // no diagnostics once in 200 builds while the machine was busy).
    let built = crate::smartthings::build_pair(&pair.file1, &pair.file2, &tmp)
        .or_else(|first| {
            log::warn!("{}: building again after: {first}", pair.name());
            crate::smartthings::build_pair(&pair.file1, &pair.file2, &tmp)
        })
        .and_then(|()| {
            std::fs::rename(&tmp, &jar)
                .map_err(|e| VmError::input(jar.display().to_string(), e.to_string()))
        });
    let _ = std::fs::remove_file(&tmp);
    match built {
        Ok(()) => Ok((jar, address)),
        Err(e) => Err((format!("pair build failed: {e}"), Some(address))),
    }
}

/// A record with nothing measured yet.
fn blank(pair: &Pair, strategy: &str) -> Record {
    Record {
        schema: record::SCHEMA.to_string(),
        pair: pair.name(),
        app1: pair.app1.clone(),
        app2: pair.app2.clone(),
        strategy: strategy.to_string(),
        verdict: Verdict::Error,
        expected: pair.expected.clone(),
        property: None,
        summary: None,
        replay: None,
        limit: None,
        events: None,
        states: None,
        transitions: None,
        unique_transitions: None,
        time_seconds: 0.0,
        peak_memory_bytes: None,
        exit_code: None,
        error: None,
        warnings: Vec::new(),
        jar: None,
        name1: read_name(&pair.file1),
        name2: read_name(&pair.file2),
        device: None,
        attribute: None,
        place: None,
        reproduce: None,
        build: None,
        story: Vec::new(),
        why: Vec::new(),
        tool: format!("ironpf {}", env!("CARGO_PKG_VERSION")),
    }
}

/// An app's name from its source's `definition`.
fn read_name(file: &Path) -> Option<String> {
    crate::smartthings::definition_name(&std::fs::read_to_string(file).ok()?)
}

/// Most story lines a record keeps (a longer story is cut, with its replay string to see it
/// whole).
pub const STORY_LINES: usize = 40;

/// A violation's story and explanation from the check's JSON report: per transition its
/// text lines, numbered; a conflict's `text`.
fn read_story(r: &mut Record, v: &Json) {
    let texts = |j: &Json| -> Vec<String> {
        j.as_array()
            .into_iter()
            .flatten()
            .filter_map(|l| l.as_str().map(str::to_string))
            .collect()
    };
    let mut story = Vec::new();
    for (i, t) in v["story"].as_array().into_iter().flatten().enumerate() {
        for (k, line) in texts(&t["text"]).into_iter().enumerate() {
            story.push(if k == 0 {
                format!("{i}: {line}")
            } else {
                format!("   {line}")
            });
        }
    }
    if story.len() > STORY_LINES {
        let cut = story.len() - STORY_LINES;
        story.truncate(STORY_LINES);
        story.push(format!("[{cut} more lines: replay to see them]"));
    }
    r.story = story;
    // The rule is the same for every conflict: the report states it once.
    r.why = texts(&v["conflict"]["text"])
        .into_iter()
        .filter(|l| !l.starts_with("rule: "))
        .collect();
    let later = &v["conflict"]["later"];
    r.device = later["device"].as_str().map(str::to_string);
    r.attribute = later["attribute"].as_str().map(str::to_string);
    // The innermost frame in a Groovy file: where the app was.
    r.place = v["stack"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Json::as_str)
        .find_map(|f| {
            let inner = f.rsplit_once('(')?.1.strip_suffix(')')?;
            inner.contains(".groovy:").then(|| inner.to_string())
        });
}

/// Fills a record from `ironpf check`'s JSON report (see `docs/report.schema.json`).
fn read_report(r: &mut Record, json: &Json) {
    let stats = &json["statistics"];
    r.events = stats["events"].as_u64();
    r.states = stats["new_states"].as_u64();
    r.transitions = stats["transitions"].as_u64();
    r.unique_transitions = stats["unique_transitions"].as_u64();
    if let Some(t) = stats["elapsed_seconds"].as_f64() {
        r.time_seconds = t;
    }
    r.peak_memory_bytes = stats["peak_memory_bytes"].as_u64();
    r.warnings = json["warnings"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|w| w.as_str().map(str::to_string))
        .collect();
    match json["result"].as_str() {
        Some("complete") => r.verdict = Verdict::NoConflict,
        Some("violation") => {
            let v = &json["violations"][0];
            r.property = v["property"].as_str().map(str::to_string);
            r.verdict = if r.property.as_deref() == Some("conflict") {
                Verdict::Conflict
            } else {
                Verdict::AppError
            };
            let message = v["message"].as_str().unwrap_or_default();
            let exception = v["exception"].as_str().unwrap_or_default();
            r.summary = Some(match (r.verdict, exception.is_empty()) {
                (Verdict::AppError, false) if !message.is_empty() => {
                    format!("{exception}: {message}")
                }
                (Verdict::AppError, false) => exception.to_string(),
                _ => message.to_string(),
            });
            r.replay = v["replay"].as_str().map(str::to_string);
            r.reproduce = v["reproduce"].as_str().map(str::to_string);
            read_story(r, v);
        }
        Some("limit") => {
            r.verdict = Verdict::Limit;
            r.limit = json["limit"].as_str().map(str::to_string);
            r.summary = r
                .limit
                .as_ref()
                // The check's own words ("time limit 60s reached"), not wrapped again.
                .map(|l| format!("stopped: {l}"));
        }
        _ => {
            r.verdict = Verdict::Error;
            r.error = Some("unreadable report".into());
        }
    }
    if let Some(s) = &mut r.summary {
        // One line: a message may span several.
        *s = s.lines().next().unwrap_or_default().to_string();
    }
}

/// Set by Ctrl-C or a termination signal: workers stop their checks and write nothing more.
static STOP: AtomicBool = AtomicBool::new(false);

/// How long past its own time limit a check may run before it is killed (its limit is
/// honoured within a second; this is for a child that hangs outside the search).
const GRACE: Duration = Duration::from_secs(60);

/// Checks one pair jar with one strategy in a child `ironpf check`, so that each check's
/// peak memory is its own and a crash ends only that check. None when the batch was stopped
/// meanwhile (the check is not recorded, so a rerun does it).
pub fn check_jar(pair: &Pair, jar: &Path, strategy: &str, opts: &CheckOptions) -> Option<Record> {
    use std::os::unix::process::CommandExt;
    let mut r = blank(pair, strategy);
    r.build = Some(build_command(pair, jar));
    let report = std::env::temp_dir().join(format!(
        "ironpf-batch-{}-{}.json",
        std::process::id(),
        crate::smartthings::unique_number()
    ));
    let mut cmd = Command::new(&opts.exe);
    cmd.arg("check")
        .arg(jar)
        .args(["--strategy", strategy, "--quiet", "--json"])
        .arg(&report);
    if let Some(m) = opts.max_memory {
        cmd.arg("--max-memory").arg(m.to_string());
    }
    if let Some(t) = opts.time_limit {
        cmd.arg("--time-limit").arg(t.to_string());
    }
    if opts.depth_first {
        cmd.arg("--no-shortest");
    }
    if opts.keep_all {
        cmd.args(["--model", "keep-all"]);
    }
    cmd.stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        // Its own process group: a Ctrl-C at the terminal reaches the batch, which stops
        // the check itself and does not record it, rather than the check dying first and
        // looking like a crash.
        .process_group(0);
    let start = Instant::now();
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => {
            r.error = Some(format!("cannot run {}: {e}", opts.exe.display()));
            r.summary = r.error.clone();
            return Some(r);
        }
    };
    // The child's stderr is read on the side so that a chatty child cannot block on a full
    // pipe.
    let mut stderr = child.stderr.take();
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        if let Some(e) = stderr.as_mut() {
            let _ = std::io::Read::read_to_string(e, &mut text);
        }
        text
    });
    let deadline = opts.time_limit.map(|t| Duration::from_secs_f64(t) + GRACE);
    let mut overran = false;
    // A heartbeat while the check runs (its own progress goes nowhere: it runs --quiet), so
    // a log file shows a long check is alive.
    // (On a terminal the progress bar shows it.)
    let every = crate::check::progress_interval().unwrap_or(Duration::from_secs(30));
    let beat = !std::io::IsTerminal::is_terminal(&std::io::stderr());
    let mut next_beat = every;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) => {}
            Err(_) => break None,
        }
        if STOP.load(Ordering::SeqCst) {
            let _ = child.kill();
            let _ = child.wait();
            let _ = reader.join();
            let _ = std::fs::remove_file(&report);
            return None;
        }
        if deadline.is_some_and(|d| start.elapsed() > d) {
            overran = true;
            let _ = child.kill();
            break child.wait().ok();
        }
        if beat && start.elapsed() >= next_beat {
            eprintln!(
                "ironpf: batch: {} ({strategy}) still running after {:.0} s",
                pair.name(),
                start.elapsed().as_secs_f64()
            );
            next_beat += every;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let wall = start.elapsed().as_secs_f64();
    let stderr = reader.join().unwrap_or_default();
    r.time_seconds = wall;
    r.exit_code = status.and_then(|s| s.code());
    let json = std::fs::read(&report)
        .ok()
        .and_then(|b| serde_json::from_slice::<Json>(&b).ok());
    let _ = std::fs::remove_file(&report);
    match json {
        Some(json) if !overran => read_report(&mut r, &json),
        _ => {
            r.verdict = Verdict::Error;
            let said = stderr
                .lines()
                .rev()
                .find(|l| l.starts_with("ironpf: error:"))
                .map(|l| l.trim_start_matches("ironpf: error:").trim().to_string());
            r.error = Some(if overran {
                format!(
                    "killed after {wall:.0} s: the check ran {} s past its time limit",
                    GRACE.as_secs()
                )
            } else if let Some(said) = said {
                said
            } else {
                use std::os::unix::process::ExitStatusExt;
                match status {
                    Some(s) if s.signal().is_some() => format!(
                        "ironpf check was killed by signal {} (out of memory?)",
                        s.signal().unwrap_or_default()
                    ),
                    Some(s) => format!(
                        "ironpf check exited with {} and no report: {}",
                        s.code().unwrap_or(-1),
                        stderr.lines().last().unwrap_or("(nothing on stderr)")
                    ),
                    None => "ironpf check could not be waited for".to_string(),
                }
            });
            r.summary = r.error.clone();
        }
    }
    Some(r)
}

/// `ironpf pair build` of the pair's sources into `jar`, by their real paths, quoted for the
/// shell.
fn build_command(pair: &Pair, jar: &Path) -> String {
    let real = |p: &Path| {
        crate::check::shell_word(
            &std::fs::canonicalize(p)
                .unwrap_or_else(|_| p.to_path_buf())
                .display()
                .to_string(),
        )
    };
    format!(
        "ironpf pair build {} {} -o {}",
        real(&pair.file1),
        real(&pair.file2),
        real(jar)
    )
}

/// What a batch did.
#[derive(Debug, Default)]
pub struct Summary {
    /// Checks in the selection (pairs x strategies).
    pub checks: usize,
    /// Already in the results file when the batch started.
    pub skipped: usize,
    /// Written by this run.
    pub written: Vec<Record>,
    /// Stopped by Ctrl-C or a signal before every check was done.
    pub interrupted: bool,
}

/// Opens the results file for appending, after reading what it holds. A last line cut short
/// by a kill is cut off, so the next line starts cleanly.
fn open_results(path: &Path) -> VmResult<(std::fs::File, Vec<Record>)> {
    let io = |e: std::io::Error| VmError::input(path.display().to_string(), e.to_string());
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(io)?;
    }
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(io(e)),
    };
    let records = record::parse(&text, &path.display().to_string())?;
    let clean = text.rfind('\n').map(|i| i + 1).unwrap_or(0);
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(io)?;
    if clean < text.len() {
        file.set_len(clean as u64).map_err(io)?;
    }
    Ok((file, records))
}

/// The progress shown while a batch runs: one redrawn line on a terminal, a plain line per
/// check elsewhere (logs of Slurm jobs, CI).
struct Progress {
    terminal: bool,
    total: usize,
    done: usize,
    /// Checks still to do per pair, and the pairs all done.
    left: std::collections::HashMap<String, usize>,
    pairs: usize,
    pairs_done: usize,
    counts: [usize; 5],
    start: Instant,
}

impl Progress {
    fn new(queue: &VecDeque<(Pair, Vec<String>)>) -> Progress {
        let left: std::collections::HashMap<String, usize> =
            queue.iter().map(|(p, s)| (p.name(), s.len())).collect();
        Progress {
            terminal: std::io::stderr().is_terminal(),
            total: left.values().sum(),
            done: 0,
            pairs: left.len(),
            left,
            pairs_done: 0,
            counts: [0; 5],
            start: Instant::now(),
        }
    }

    fn line(&self) -> String {
        const WIDTH: usize = 24;
        let filled = (self.done * WIDTH).checked_div(self.total).unwrap_or(WIDTH);
        let bar = format!("[{}{}]", "#".repeat(filled), ".".repeat(WIDTH - filled));
        let counts: Vec<String> = Verdict::ALL
            .iter()
            .zip(self.counts)
            .filter(|(_, n)| *n > 0)
            .map(|(v, n)| format!("{} {n}", v.as_str()))
            .collect();
        let eta = if self.done == 0 || self.done == self.total {
            String::new()
        } else {
            let per = self.start.elapsed().as_secs_f64() / self.done as f64;
            format!(", ETA {}", clock((self.total - self.done) as f64 * per))
        };
        format!(
            "{bar} {}/{} checks, {}/{} pairs: {}{eta}",
            self.done,
            self.total,
            self.pairs_done,
            self.pairs,
            counts.join(", ")
        )
    }

    fn finished(&mut self, r: &Record) {
        self.done += 1;
        if let Some(n) = self.left.get_mut(&r.pair) {
            *n -= 1;
            if *n == 0 {
                self.pairs_done += 1;
            }
        }
        let i = Verdict::ALL
            .iter()
            .position(|v| *v == r.verdict)
            .unwrap_or(4);
        self.counts[i] += 1;
        let mut err = std::io::stderr().lock();
        if self.terminal {
            let _ = write!(err, "\r\x1b[K{}", self.line());
        } else {
            let _ = writeln!(
                err,
                "ironpf: batch: [{}/{}] {} ({}): {}{} in {:.2} s",
                self.done,
                self.total,
                r.pair,
                r.strategy,
                r.verdict.as_str(),
                if r.warnings.is_empty() {
                    ""
                } else {
                    " (with a warning: no proof)"
                },
                r.time_seconds
            );
        }
        let _ = err.flush();
    }

    fn close(&self) {
        if self.terminal {
            eprintln!();
        }
    }
}

fn clock(seconds: f64) -> String {
    let s = seconds.round() as u64;
    match s {
        0..60 => format!("{s}s"),
        60..3600 => format!("{}m{:02}s", s / 60, s % 60),
        _ => format!("{}h{:02}m", s / 3600, s % 3600 / 60),
    }
}

/// What the workers of a batch share.
struct Shared {
    /// Pairs not yet taken, with the strategies each still needs.
    queue: VecDeque<(Pair, Vec<String>)>,
    results: std::fs::File,
    progress: Progress,
    written: Vec<Record>,
    /// The first failure to append to the results file (it stops the batch).
    failure: Option<std::io::Error>,
}

/// Builds (or finds) one pair's jar and checks it with each strategy, appending a line per
/// check; returns early when the batch is stopped.
fn check_pair(pair: &Pair, strategies: &[String], opts: &Options, shared: &Mutex<Shared>) {
    let jar = cached_jar(pair, &opts.cache);
    for strategy in strategies {
        let record = match &jar {
            Ok((jar, address)) => match check_jar(pair, jar, strategy, &opts.check) {
                Some(mut r) => {
                    r.jar = Some(address.clone());
                    r
                }
                None => return,
            },
            Err((why, address)) => {
                let mut r = blank(pair, strategy);
                r.error = Some(why.clone());
                r.summary = why.lines().next().map(str::to_string);
                r.jar = address.clone();
                r
            }
        };
        let Ok(mut s) = shared.lock() else { return };
        if let Err(e) = record::append(&mut s.results, &record) {
            s.failure.get_or_insert(e);
            STOP.store(true, Ordering::SeqCst);
            return;
        }
        s.progress.finished(&record);
        s.written.push(record);
    }
}

/// Checks `pairs` with every strategy of `opts`, skipping what the results file holds,
/// appending a line per check as it ends.
pub fn run(pairs: &[Pair], opts: &Options) -> VmResult<Summary> {
    let (file, existing) = open_results(&opts.results)?;
    std::fs::create_dir_all(&opts.cache)
        .map_err(|e| VmError::input(opts.cache.display().to_string(), e.to_string()))?;
    // The last line of a key is its result; those with a verdict to redo are not done.
    let mut latest = std::collections::HashMap::new();
    for r in &existing {
        latest.insert(r.key(), r.verdict);
    }
    let done: HashSet<(String, String)> = latest
        .into_iter()
        .filter(|(_, v)| !opts.redo.contains(v))
        .map(|(k, _)| k)
        .collect();
    let mut summary = Summary {
        checks: pairs.len() * opts.strategies.len(),
        ..Summary::default()
    };
    // One unit of work per pair: its jar is built once, then checked with each strategy not
    // yet in the results.
    let mut queue = VecDeque::new();
    for pair in pairs {
        let todo: Vec<String> = opts
            .strategies
            .iter()
            .filter(|s| !done.contains(&(pair.name(), s.to_string())))
            .cloned()
            .collect();
        summary.skipped += opts.strategies.len() - todo.len();
        if !todo.is_empty() {
            queue.push_back((pair.clone(), todo));
        }
    }
    let progress = Progress::new(&queue);
    let total = progress.total;
    eprintln!(
        "ironpf: batch: {} pairs x {} strategies = {} checks; {} already in {}; {} to do with {} jobs",
        pairs.len(),
        opts.strategies.len(),
        summary.checks,
        summary.skipped,
        opts.results.display(),
        total,
        opts.jobs
    );
    STOP.store(false, Ordering::SeqCst);
    // A second Ctrl-C is not needed: the first kills the running checks at once.
    let _ = ctrlc::set_handler(|| STOP.store(true, Ordering::SeqCst));
    let shared = Arc::new(Mutex::new(Shared {
        queue,
        results: file,
        progress,
        written: Vec::new(),
        failure: None,
    }));
    let workers: Vec<_> = (0..opts.jobs.max(1))
        .map(|_| {
            let shared = Arc::clone(&shared);
            let opts = opts.clone();
            std::thread::spawn(move || {
                while !STOP.load(Ordering::SeqCst) {
                    let next = shared.lock().ok().and_then(|mut s| s.queue.pop_front());
                    let Some((pair, strategies)) = next else {
                        break;
                    };
                    check_pair(&pair, &strategies, &opts, &shared);
                }
            })
        })
        .collect();
    for w in workers {
        let _ = w.join();
    }
    let mut s = shared
        .lock()
        .map_err(|_| VmError::Usage("a batch worker panicked".into()))?;
    s.progress.close();
    if let Some(e) = s.failure.take() {
        return Err(VmError::input(
            opts.results.display().to_string(),
            format!("cannot append to the results file: {e}"),
        ));
    }
    summary.written = std::mem::take(&mut s.written);
    summary.interrupted = summary.written.len() < total;
    Ok(summary)
}

/// A table of results like the paper's Table 1, one row per (pair, strategy), with the
/// expected verdict when the pair list gives one.
pub fn table(rows: &[Record]) -> String {
    let width = rows.iter().map(|r| r.pair.len()).max().unwrap_or(4).max(4);
    let mut out = format!(
        "{:<width$}  {:<8} {:>6} {:>8} {:>11} {:>8} {:>8}  {:<12} {:<12}\n",
        "pair",
        "strategy",
        "events",
        "states",
        "transitions",
        "time s",
        "mem MB",
        "verdict",
        "expected"
    );
    let number = |n: Option<u64>| n.map(|n| n.to_string()).unwrap_or_else(|| "-".into());
    for r in rows {
        let expected = r.expected.as_deref().unwrap_or("-");
        let mark = match &r.expected {
            Some(e) if e != r.verdict.as_str() => format!(
                "  << unexpected{}",
                r.summary
                    .as_deref()
                    .map(|s| format!(": {s}"))
                    .unwrap_or_default()
            ),
            _ => String::new(),
        };
        out.push_str(&format!(
            "{:<width$}  {:<8} {:>6} {:>8} {:>11} {:>8.2} {:>8}  {:<12} {:<12}{mark}\n",
            r.pair,
            r.strategy,
            number(r.events),
            number(r.states),
            number(r.transitions),
            r.time_seconds,
            number(r.peak_memory_bytes.map(|b| b >> 20)),
            r.verdict.as_str(),
            expected,
        ));
    }
    out
}

/// Joins results files (the shards of one batch) into one: every (pair, strategy) once, at
/// the place it was first met, holding its last line (a check done again with `--redo`
/// appends a newer line, as `ironpf report` reads it too). The same key with different
/// verdicts or counts is reported.
pub fn merge(inputs: &[PathBuf]) -> VmResult<(Vec<Record>, Vec<String>)> {
    let mut out: Vec<Record> = Vec::new();
    let mut seen = std::collections::HashMap::new();
    let mut warnings = Vec::new();
    for path in inputs {
        for r in record::read(path)? {
            match seen.get(&r.key()) {
                None => {
                    seen.insert(r.key(), out.len());
                    out.push(r);
                }
                Some(&i) => {
                    let earlier = &out[i];
                    if (earlier.verdict, earlier.states, earlier.transitions)
                        != (r.verdict, r.states, r.transitions)
                    {
                        warnings.push(format!(
                            "{} ({}) is given more than once with different results ({} {:?} states, then {} {:?} states); kept the last",
                            r.pair,
                            r.strategy,
                            earlier.verdict.as_str(),
                            earlier.states,
                            r.verdict.as_str(),
                            r.states
                        ));
                    }
                    out[i] = r;
                }
            }
        }
    }
    Ok((out, warnings))
}
