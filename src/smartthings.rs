//! SmartThings app pairs: `ironpf pair build` compiles two SmartApps with `groovyc` against
//! the platform model (`smartthings-model/`, embedded in the runtime library) into a pair
//! jar, and `ironpf fixtures` checks the included pairs and prints a table of the results.
//!
//! A pair jar holds the two compiled apps (script classes whose base class is
//! `ironpf.smartthings.SmartApp`), their Groovy sources (for traces), and a main class
//! `IronpfPair` that installs both in one home (`ironpf.smartthings.Home.check`); its manifest
//! names that main class, so `ironpf check PAIR.jar` needs nothing else.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value as Json;

use crate::error::{VmError, VmResult};

/// The main class of every pair jar.
pub const PAIR_MAIN: &str = "IronpfPair";
/// The base class of SmartApps (`groovyc -b`).
pub const APP_BASE: &str = "ironpf.smartthings.SmartApp";

/// The JDK that runs `groovyc`: `JAVA_HOME`, or the one `javac` on the PATH belongs to.
fn java_home() -> Option<PathBuf> {
    if let Some(home) = std::env::var_os("JAVA_HOME")
        && Path::new(&home).join("bin/java").exists()
    {
        return Some(PathBuf::from(home));
    }
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .map(|d| d.join("javac"))
        .find(|p| p.exists())
        .and_then(|p| std::fs::canonicalize(p).ok())
        .and_then(|p| Some(p.parent()?.parent()?.to_path_buf()))
}

/// The class name of a SmartApp source: its file name made a Java identifier
/// (`medicine-management-contact-sensor.groovy` gives `MedicineManagementContactSensor`); the
/// file name itself is kept in the jar and in the pair's manifest.
fn class_name(source: &Path) -> VmResult<String> {
    let stem = source
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    if source.extension().is_none_or(|e| e != "groovy") || stem.is_empty() {
        return Err(VmError::input(
            source.display().to_string(),
            "a SmartApp source must be a NAME.groovy file",
        ));
    }
    let valid = stem
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && stem.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if valid {
        return Ok(stem.to_string());
    }
    let mut name = String::new();
    for part in stem.split(|c: char| !c.is_ascii_alphanumeric()) {
        let mut chars = part.chars();
        if let Some(first) = chars.next() {
            name.push(first.to_ascii_uppercase());
            name.extend(chars);
        }
    }
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
        name.insert_str(0, "App");
    }
    Ok(name)
}

/// Why a source is not a SmartApp ironpf can build, if it is a device handler.
fn device_handler(text: &str) -> Option<&'static str> {
    text.lines()
        .map(str::trim_start)
        .any(|l| l.starts_with("metadata {") || l.starts_with("metadata{"))
        .then_some("it is a device handler (it has a `metadata { }` block), not a SmartApp")
}

/// Whether an app calls the event-history API (`events()`, `eventsSince`, `statesSince`, ...):
/// the pair then keeps each attribute's recent values as part of its state.
fn uses_history(text: &str) -> bool {
    [
        "events(",
        "eventsSince(",
        "eventsBetween(",
        "statesSince(",
        "statesBetween(",
    ]
    .iter()
    .any(|call| {
        text.match_indices(call)
            .any(|(at, _)| at == 0 || !text.as_bytes()[at - 1].is_ascii_alphanumeric())
    })
}

/// groovyc's configuration script: the classes SmartThings imports into every app.
const COMPILER_CONFIG: &str = "\
import org.codehaus.groovy.control.customizers.ImportCustomizer
def imports = new ImportCustomizer()
imports.addImports('physicalgraph.device.HubAction', 'physicalgraph.device.HubSoapAction',
    'physicalgraph.device.HubMultiAction', 'physicalgraph.device.Protocol',
    'groovy.json.JsonSlurper', 'groovy.json.JsonOutput', 'groovy.json.JsonBuilder',
    'java.text.SimpleDateFormat', 'java.text.DecimalFormat', 'java.util.TimeZone')
configuration.addCompilationCustomizers(imports)
";

/// Compiles two SmartApps into a pair jar at `output`.
pub fn build_pair(app1: &Path, app2: &Path, output: &Path) -> VmResult<()> {
    let (c1, c2) = (class_name(app1)?, class_name(app2)?);
    if c1 == c2 {
        return Err(VmError::Usage(format!(
            "both apps are named {c1}: their classes would clash; copy one to another file name"
        )));
    }
    if c1 == PAIR_MAIN || c2 == PAIR_MAIN {
        return Err(VmError::Usage(format!(
            "{PAIR_MAIN} is the pair's main class; rename the app"
        )));
    }
    let work = std::env::temp_dir().join(format!("ironpf-pair-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&work);
    let result = compile_pair(&work, [(app1, &c1), (app2, &c2)], output);
    let _ = std::fs::remove_dir_all(&work);
    result
}

fn compile_pair(work: &Path, apps: [(&Path, &String); 2], output: &Path) -> VmResult<()> {
    let io =
        |what: &Path, e: std::io::Error| VmError::input(what.display().to_string(), e.to_string());
    let src = work.join("src");
    let classes = work.join("classes");
    std::fs::create_dir_all(&src).map_err(|e| io(&src, e))?;
    std::fs::create_dir_all(&classes).map_err(|e| io(&classes, e))?;
    let api = work.join("ironpf-api.jar");
    crate::classpath::write_api_jar(&api)?;
    let mut sources = Vec::new();
    for (path, class) in apps {
        let text = std::fs::read_to_string(path).map_err(|e| io(path, e))?;
        if let Some(why) = device_handler(&text) {
            return Err(VmError::input(path.display().to_string(), why));
        }
        let copy = src.join(format!("{class}.groovy"));
        std::fs::write(&copy, &text).map_err(|e| io(&copy, e))?;
        sources.push((copy, text));
    }
    let history = sources.iter().any(|(_, text)| uses_history(text));
    let config = work.join("ironpf-compiler-config.groovy");
    std::fs::write(&config, COMPILER_CONFIG).map_err(|e| io(&config, e))?;
    let main = src.join(format!("{PAIR_MAIN}.groovy"));
    let main_text = format!(
        "// Installs {a} and {b} in one home (written by `ironpf pair build`).\n\
         class {PAIR_MAIN} {{\n    static void main(String[] args) {{\n        \
         ironpf.smartthings.Home.check(new {a}(), new {b}(){history})\n    }}\n}}\n",
        a = apps[0].1,
        b = apps[1].1,
        history = if history { ", true" } else { "" }
    );
    std::fs::write(&main, &main_text).map_err(|e| io(&main, e))?;

    let mut cmd = Command::new("groovyc");
    if let Some(home) = java_home() {
        cmd.env("JAVA_HOME", home);
    }
    cmd.arg("-cp")
        .arg(&api)
        .arg("--configscript")
        .arg(&config)
        .args(["-b", APP_BASE, "-d"])
        .arg(&classes)
        .args(sources.iter().map(|(p, _)| p))
        .arg(&main);
    let out = cmd.output().map_err(|e| {
        VmError::Usage(format!(
            "cannot run groovyc ({e}): compiling SmartApps needs Groovy 2.4, Debian's `groovy` package (apt-get install -y groovy)"
        ))
    })?;
    if !out.status.success() {
        return Err(VmError::Usage(format!(
            "groovyc failed on {} and {}:\n{}{}",
            apps[0].0.display(),
            apps[1].0.display(),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )));
    }

    // The jar: the classes (sorted) and the two sources, behind a manifest naming the main class.
    let mut class_files: Vec<PathBuf> = std::fs::read_dir(&classes)
        .map_err(|e| io(&classes, e))?
        .flatten()
        .map(|e| e.path())
        .collect();
    class_files.sort();
    let mut entries = Vec::new();
    for p in &class_files {
        entries.push((file_name(p), std::fs::read(p).map_err(|e| io(p, e))?));
    }
    for (p, text) in &sources {
        entries.push((file_name(p), text.clone().into_bytes()));
    }
    let manifest = format!(
        "Created-By: ironpf pair build\r\nMain-Class: {PAIR_MAIN}\r\nIronpf-Apps: {} {}\r\nIronpf-App-Files: {} {}\r\n",
        apps[0].1,
        apps[1].1,
        file_name(apps[0].0),
        file_name(apps[1].0)
    );
    crate::classpath::write_jar(output, &manifest, &entries)
}

fn file_name(p: &Path) -> String {
    p.file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default()
        .to_string()
}

/// One included pair and the verdict it is expected to get.
#[derive(Clone, Debug)]
pub struct Fixture {
    pub app1: String,
    pub app2: String,
    /// `conflict` or `no-conflict`.
    pub expected: String,
}

impl Fixture {
    pub fn name(&self) -> String {
        format!("{}-{}", self.app1, self.app2)
    }
    pub fn jar(&self, dir: &Path) -> PathBuf {
        dir.join("pairs").join(format!("{}.jar", self.name()))
    }
}

/// The fixture folder: `fixtures/smartthings` under the current folder, or in the source tree
/// ironpf was built from.
pub fn default_fixture_dir() -> PathBuf {
    let here = PathBuf::from("fixtures/smartthings");
    if here.join("pairs.tsv").exists() {
        return here;
    }
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/smartthings")
}

/// The pairs of `pairs.tsv`: `app1 app2 expected reason`, tab-separated, `#` comments.
pub fn read_fixtures(dir: &Path) -> VmResult<Vec<Fixture>> {
    let path = dir.join("pairs.tsv");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| VmError::input(path.display().to_string(), e.to_string()))?;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        let bad =
            |why: &str| VmError::input(format!("{}:{}", path.display(), i + 1), why.to_string());
        if cols.len() < 3 {
            return Err(bad(
                "expected app1, app2, expected verdict and a reason, tab-separated",
            ));
        }
        if cols[2] != "conflict" && cols[2] != "no-conflict" {
            return Err(bad("the expected verdict must be conflict or no-conflict"));
        }
        out.push(Fixture {
            app1: cols[0].to_string(),
            app2: cols[1].to_string(),
            expected: cols[2].to_string(),
        });
    }
    Ok(out)
}

/// The outcome of checking one pair with one strategy.
#[derive(Clone, Debug)]
pub struct PairResult {
    pub pair: String,
    pub strategy: String,
    pub events: Option<u64>,
    pub states: u64,
    pub transitions: u64,
    pub seconds: f64,
    pub memory_bytes: u64,
    /// `conflict`, `no-conflict`, `app error: ...`, `limit: ...`, `error: ...`.
    pub verdict: String,
    pub expected: String,
}

impl PairResult {
    pub fn as_expected(&self) -> bool {
        self.verdict == self.expected
    }
}

/// Checks one pair jar in a child `ironpf check` (so each pair's peak memory is its own).
pub fn check_pair(fixture: &Fixture, dir: &Path, strategy: &str, extra: &[String]) -> PairResult {
    let jar = fixture.jar(dir);
    let mut result = PairResult {
        pair: fixture.name(),
        strategy: strategy.to_string(),
        events: None,
        states: 0,
        transitions: 0,
        seconds: 0.0,
        memory_bytes: 0,
        verdict: String::new(),
        expected: fixture.expected.clone(),
    };
    if !jar.is_file() {
        result.verdict = format!(
            "error: no pair jar {} (fixtures/smartthings/build.sh builds it)",
            jar.display()
        );
        return result;
    }
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(e) => {
            result.verdict = format!("error: cannot find the ironpf binary: {e}");
            return result;
        }
    };
    let out = Command::new(exe)
        .arg("check")
        .arg(&jar)
        // Depth-first under none as under dpor, so that the table compares like with like.
        .args([
            "--strategy",
            strategy,
            "--json",
            "-",
            "--quiet",
            "--no-shortest",
        ])
        .args(extra)
        .output();
    let out = match out {
        Ok(o) => o,
        Err(e) => {
            result.verdict = format!("error: {e}");
            return result;
        }
    };
    let json: Json = match serde_json::from_slice(&out.stdout) {
        Ok(j) => j,
        Err(_) => {
            let err = String::from_utf8_lossy(&out.stderr);
            result.verdict = format!("error: {}", err.lines().next().unwrap_or("no report"));
            return result;
        }
    };
    let stats = &json["statistics"];
    result.events = stats["events"].as_u64();
    result.states = stats["new_states"].as_u64().unwrap_or(0);
    result.transitions = stats["transitions"].as_u64().unwrap_or(0);
    result.seconds = stats["elapsed_seconds"].as_f64().unwrap_or(0.0);
    result.memory_bytes = stats["peak_memory_bytes"].as_u64().unwrap_or(0);
    result.verdict = match json["result"].as_str() {
        Some("complete") => "no-conflict".into(),
        Some("violation") => {
            let v = &json["violations"][0];
            match v["property"].as_str() {
                Some("conflict") => "conflict".into(),
                Some(p) => format!("{p}: {}", v["message"].as_str().unwrap_or_default()),
                None => "violation".into(),
            }
        }
        Some("limit") => format!("limit: {}", json["limit"].as_str().unwrap_or_default()),
        _ => "error: unreadable report".into(),
    };
    result
}

/// The fixture table (like the paper's Table 1), one row per pair and strategy.
pub fn table(rows: &[PairResult]) -> String {
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
    for r in rows {
        let mark = if r.as_expected() {
            ""
        } else {
            "  << unexpected"
        };
        out.push_str(&format!(
            "{:<width$}  {:<8} {:>6} {:>8} {:>11} {:>8.2} {:>8}  {:<12} {:<12}{mark}\n",
            r.pair,
            r.strategy,
            r.events
                .map(|e| e.to_string())
                .unwrap_or_else(|| "-".into()),
            r.states,
            r.transitions,
            r.seconds,
            r.memory_bytes >> 20,
            r.verdict,
            r.expected,
        ));
    }
    out
}
