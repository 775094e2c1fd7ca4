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

/// The app's name as its `definition(name: "...")` gives it, when the source has one.
pub fn definition_name(text: &str) -> Option<String> {
    let at = text.find("definition(")?;
    let rest = &text[at..];
    // The `name:` argument, as a whole word (not `namespace:`).
    let mut from = 0;
    while let Some(i) = rest[from..].find("name") {
        let i = from + i;
        from = i + 4;
        let before = rest[..i].chars().next_back().unwrap_or(' ');
        if before.is_ascii_alphanumeric() || before == '_' {
            continue;
        }
        let after = rest[i + 4..].trim_start();
        let Some(after) = after.strip_prefix(':') else {
            continue;
        };
        let after = after.trim_start();
        let quote = after.chars().next()?;
        if quote != '"' && quote != '\'' {
            return None;
        }
        let body = &after[1..];
        let end = body.find(quote)?;
        let name = body[..end].trim();
        return (!name.is_empty()).then(|| name.to_string());
    }
    None
}

/// What an app asks the event-history API (`events()`, `eventsSince`, `statesSince`, ...)
/// about: None when it calls none of it; else the inputs (by name) and `location` it calls
/// them on, or `*` for "any device the app holds" when a receiver is anything but the bare
/// name of an input it declares (`evt.device`, `it` in a loop, a method's result). The pair
/// keeps as state the recent values of those devices' attributes only
/// (`Home.layOutHistory` argues why the rest need not be kept); the model checks every query
/// against what it kept, so a receiver this reading of the source gets wrong is an internal
/// error naming the device, never a wrong answer.
pub fn history_receivers(text: &str) -> Option<Vec<String>> {
    const CALLS: [&str; 5] = [
        "events(",
        "eventsSince(",
        "eventsBetween(",
        "statesSince(",
        "statesBetween(",
    ];
    let bytes = text.as_bytes();
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$';
    let inputs = input_names(text);
    let mut receivers: Vec<String> = Vec::new();
    let mut any = false;
    for call in CALLS {
        for (at, _) in text.match_indices(call) {
            if at > 0 && ident(bytes[at - 1]) {
                continue; // part of a longer name (`myevents(`)
            }
            any = true;
            // The receiver: the name before `.` or `?.`, if it is a bare name.
            let mut end = at;
            if end > 0 && bytes[end - 1] == b'.' {
                end -= 1;
                if end > 0 && bytes[end - 1] == b'?' {
                    end -= 1;
                }
            } else {
                receivers.push("*".into()); // `events()` on the app itself, or a spread
                continue;
            }
            let mut start = end;
            while start > 0 && ident(bytes[start - 1]) {
                start -= 1;
            }
            let name = &text[start..end];
            let bare = start == 0 || !matches!(bytes[start - 1], b'.' | b'?' | b']' | b')');
            let known = name == "location" || inputs.iter().any(|i| i == name);
            receivers.push(if bare && known {
                name.into()
            } else {
                "*".into()
            });
        }
    }
    receivers.sort();
    receivers.dedup();
    any.then_some(receivers)
}

/// The names of the inputs an app's preferences declare (`input "name", ...`,
/// `input(name: "name", ...)`), as they appear in the source.
fn input_names(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    for (at, _) in text.match_indices("input") {
        let before = text[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.') {
            continue;
        }
        let rest = text[at + "input".len()..].trim_start();
        let rest = rest.strip_prefix('(').unwrap_or(rest).trim_start();
        let rest = match rest.strip_prefix("name") {
            Some(r) => match r.trim_start().strip_prefix(':') {
                Some(r) => r.trim_start(),
                None => continue,
            },
            None => rest,
        };
        let Some(quote) = rest.chars().next().filter(|&c| c == '"' || c == '\'') else {
            continue;
        };
        if let Some(len) = rest[1..].find(quote) {
            names.push(rest[1..1 + len].to_string());
        }
    }
    names
}

/// groovyc's configuration script: the classes SmartThings imports into every app.
pub const COMPILER_CONFIG: &str = "\
import org.codehaus.groovy.control.customizers.ImportCustomizer
def imports = new ImportCustomizer()
imports.addImports('physicalgraph.device.HubAction', 'physicalgraph.device.HubSoapAction',
    'physicalgraph.device.HubMultiAction', 'physicalgraph.device.Protocol',
    'groovy.json.JsonSlurper', 'groovy.json.JsonOutput', 'groovy.json.JsonBuilder',
    'java.text.SimpleDateFormat', 'java.text.DecimalFormat', 'java.util.TimeZone')
configuration.addCompilationCustomizers(imports)
";

/// Everything a pair jar's bytes depend on besides the two sources and the runtime library:
/// part of the jar's content address in `ironpf batch`'s cache. Change the version when the
/// way a pair is built changes.
pub const BUILD_RECIPE: &str = concat!("ironpf pair build 2\n", env!("CARGO_PKG_VERSION"));

/// A number no other call in this process gets (for temporary file names).
pub fn unique_number() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

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
    let work = std::env::temp_dir().join(format!(
        "ironpf-pair-{}-{}",
        std::process::id(),
        unique_number()
    ));
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
    let receivers = |k: usize| -> String {
        match history_receivers(&sources[k].1) {
            Some(r) => format!("\"{}\"", r.join(",")),
            None => "null".into(),
        }
    };
    let config = work.join("ironpf-compiler-config.groovy");
    std::fs::write(&config, COMPILER_CONFIG).map_err(|e| io(&config, e))?;
    let main = src.join(format!("{PAIR_MAIN}.groovy"));
    let main_text = format!(
        "// Installs {a} and {b} in one home (written by `ironpf pair build`).\n\
         class {PAIR_MAIN} {{\n    static void main(String[] args) {{\n        \
         ironpf.smartthings.Home.check(new {a}(), new {b}(){history})\n    }}\n}}\n",
        a = apps[0].1,
        b = apps[1].1,
        history = if receivers(0) != "null" || receivers(1) != "null" {
            format!(", {}, {}", receivers(0), receivers(1))
        } else {
            String::new()
        }
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
            "groovyc failed ({}) on {} and {}:\n{}{}",
            out.status,
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
    /// The pair as a batch checks it (its apps in `dir/apps`).
    pub fn pair(&self, dir: &Path) -> crate::batch::Pair {
        let app = |name: &str| dir.join("apps").join(format!("{name}.groovy"));
        crate::batch::Pair {
            app1: self.app1.clone(),
            app2: self.app2.clone(),
            file1: app(&self.app1),
            file2: app(&self.app2),
            expected: Some(self.expected.clone()),
        }
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

#[cfg(test)]
mod tests {
    use super::history_receivers;

    fn receivers(text: &str) -> Option<Vec<&str>> {
        let r = history_receivers(text)?;
        Some(r.into_iter().map(|s| &*s.leak()).collect())
    }

    const INPUTS: &str = "preferences { section { input \"door\", \"capability.contactSensor\"\n\
                          input(name: 'light', type: 'capability.switch') } }\n";

    #[test]
    fn an_app_without_history_queries_has_no_receivers() {
        assert_eq!(
            receivers(&format!("{INPUTS} def h(e) {{ myevents(1) }}")),
            None
        );
    }

    #[test]
    fn a_query_on_an_input_by_name_names_that_input() {
        let src =
            format!("{INPUTS} def h(e) {{ door.eventsSince(d); light?.statesSince('switch', d) }}");
        assert_eq!(receivers(&src), Some(vec!["door", "light"]));
    }

    #[test]
    fn the_location_is_named_as_such() {
        let src = format!("{INPUTS} def h(e) {{ location.events(max: 3) }}");
        assert_eq!(receivers(&src), Some(vec!["location"]));
    }

    /// Anything but the bare name of a declared input may be any device the app holds.
    #[test]
    fn any_other_receiver_is_any_device() {
        for call in [
            "evt.device.eventsSince(d)",
            "it.eventsSince(d)",
            "sensor.eventsSince(d)",
            "pick().eventsBetween(a, b)",
            "sensors[0].events()",
            "events()",
            "settings.door.statesBetween('contact', a, b)",
        ] {
            let src = format!("{INPUTS} def h(e) {{ {call} }}");
            assert_eq!(receivers(&src), Some(vec!["*"]), "{call}");
        }
    }
}
