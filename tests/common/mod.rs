//! Shared helpers for integration tests: finding the JDK, compiling Java sources into a
//! content-addressed cache, and running processes with a time limit.

#![allow(dead_code)]

pub mod soundness;

use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The binary under test; `IRONPF_BIN` runs the tests against another one (an older build,
/// to see that a harness catches the bugs it was extended for).
pub fn ironpf() -> PathBuf {
    std::env::var_os("IRONPF_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_ironpf")))
}

/// A JDK tool (`javac`, `java`) from JAVA_HOME or PATH; tests need a JDK, as the build does.
pub fn jdk_tool(name: &str) -> PathBuf {
    if let Ok(home) = std::env::var("JAVA_HOME") {
        let p = Path::new(&home).join("bin").join(name);
        if p.exists() {
            return p;
        }
    }
    PathBuf::from(name)
}

/// Where compiled test programs and reference outputs are cached, keyed by content.
pub fn cache_dir(key: &str) -> PathBuf {
    repo().join("target").join("ironpf-test-cache").join(key)
}

pub fn hash_files(files: &[PathBuf], extra: &str) -> String {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    extra.hash(&mut h);
    for f in files {
        f.file_name().hash(&mut h);
        std::fs::read(f).expect("read source").hash(&mut h);
    }
    format!("{:016x}", h.finish())
}

/// The `.java` files directly in a repository folder, sorted.
pub fn java_sources(dir: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(repo().join(dir))
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "java"))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// The API jar (`ironpf api-jar`) of the binary under test, written once per test process.
pub fn api_jar() -> PathBuf {
    static JAR: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    JAR.get_or_init(|| {
        let dir = cache_dir(&format!("api-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("create api jar folder");
        let jar = dir.join("ironpf-api.jar");
        let out = Command::new(ironpf())
            .arg("api-jar")
            .arg("-o")
            .arg(&jar)
            .output()
            .expect("run ironpf api-jar");
        assert!(
            out.status.success(),
            "ironpf api-jar: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        jar
    })
    .clone()
}

/// The programs of a repository folder compiled at `--release 8` against the API jar.
pub fn compile_against_api(dir: &str) -> PathBuf {
    compile(&java_sources(dir), 8, Some(&api_jar()))
}

/// Compiles `sources` with `javac --release N` into a cached folder and returns it.
pub fn compile(sources: &[PathBuf], release: u32, extra_cp: Option<&Path>) -> PathBuf {
    let key = hash_files(sources, &format!("release{release}"));
    let dir = cache_dir(&format!("javac-{release}-{key}"));
    if dir.exists() {
        return dir;
    }
    // Compile into a private folder and move it into place, so concurrent tests never see
    // a half-written cache entry.
    let tmp = cache_dir(&format!(
        "tmp-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).expect("create cache dir");
    let mut cmd = Command::new(jdk_tool("javac"));
    cmd.args([
        "--release",
        &release.to_string(),
        "-g",
        "-encoding",
        "UTF-8",
        "-nowarn",
        "-d",
    ])
    .arg(&tmp);
    if let Some(cp) = extra_cp {
        cmd.arg("-cp").arg(cp);
    }
    let out = cmd
        .args(sources)
        .output()
        .expect("run javac (is a JDK installed?)");
    assert!(
        out.status.success(),
        "javac failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    if std::fs::rename(&tmp, &dir).is_err() {
        let _ = std::fs::remove_dir_all(&tmp);
    }
    dir
}

pub struct Outcome {
    pub status: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub timed_out: bool,
}

impl Outcome {
    pub fn stderr_first_line(&self) -> String {
        String::from_utf8_lossy(&self.stderr)
            .lines()
            .next()
            .unwrap_or("")
            .to_string()
    }
}

/// Runs a command with a time limit, capturing its output.
pub fn run_with_limit(mut cmd: Command, limit: Duration) -> Outcome {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn process");
    let mut out = child.stdout.take().expect("stdout");
    let mut err = child.stderr.take().expect("stderr");
    let t_out = std::thread::spawn(move || {
        let mut b = Vec::new();
        std::io::Read::read_to_end(&mut out, &mut b).ok();
        b
    });
    let t_err = std::thread::spawn(move || {
        let mut b = Vec::new();
        std::io::Read::read_to_end(&mut err, &mut b).ok();
        b
    });
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s.code();
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            timed_out = true;
            break child.wait().ok().and_then(|s| s.code());
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    Outcome {
        status,
        stdout: t_out.join().unwrap_or_default(),
        stderr: t_err.join().unwrap_or_default(),
        timed_out,
    }
}

/// The JDK folder for tools that need JAVA_HOME (Debian's `groovyc` wrapper does): JAVA_HOME
/// if set, else the folder of the `javac` on PATH.
pub fn java_home() -> PathBuf {
    if let Ok(home) = std::env::var("JAVA_HOME")
        && Path::new(&home).join("bin/javac").exists()
    {
        return PathBuf::from(home);
    }
    let javac = Command::new("sh")
        .args(["-c", "readlink -f \"$(command -v javac)\""])
        .output()
        .expect("run sh");
    let path = PathBuf::from(String::from_utf8_lossy(&javac.stdout).trim());
    path.parent()
        .and_then(Path::parent)
        .map(Path::to_path_buf)
        .expect("javac on PATH (a JDK is a prerequisite)")
}

/// The Groovy 2.4 runtime of Debian's `groovy` package as a class path: the core jar and
/// `groovy-json` (SmartApps use `groovy.json`).
pub fn groovy_classpath() -> PathBuf {
    let lib = Path::new("/usr/share/groovy/lib");
    let core = std::fs::read_dir(lib)
        .ok()
        .and_then(|rd| {
            rd.flatten().map(|e| e.path()).find(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with("groovy-2.4") && n.ends_with(".jar"))
            })
        })
        .expect("Groovy 2.4 (Debian package `groovy`: apt-get install -y groovy) is needed for the Groovy tests");
    let json = lib.join("groovy-json.jar");
    assert!(
        json.exists(),
        "{} is missing (part of Debian's `groovy` package)",
        json.display()
    );
    PathBuf::from(format!("{}:{}", core.display(), json.display()))
}

/// Compiles Groovy sources with `groovyc` into a cached folder and returns it.
pub fn groovyc(sources: &[PathBuf]) -> PathBuf {
    groovyc_with(sources, None)
}

/// [`groovyc`] with extra classes (a jar or folder) on the class path.
pub fn groovyc_with(sources: &[PathBuf], classpath: Option<&Path>) -> PathBuf {
    let key = hash_files(sources, &format!("groovyc {classpath:?}"));
    let dir = cache_dir(&format!("groovyc-{key}"));
    if dir.exists() {
        return dir;
    }
    // Private to this thread: tests of one binary run groovyc in parallel threads (sharing a
    // folder by process id let one remove the other's output; seen in CI).
    let tmp = cache_dir(&format!(
        "tmp-groovyc-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).expect("create cache dir");
    let mut cmd = Command::new("groovyc");
    if let Some(cp) = classpath {
        cmd.arg("-cp").arg(cp);
    }
    let o = cmd
        .env("JAVA_HOME", java_home())
        .arg("-d")
        .arg(&tmp)
        .args(sources)
        .output()
        .expect("groovyc (Debian package `groovy`: apt-get install -y groovy) is needed for the Groovy tests");
    assert!(
        o.status.success(),
        "groovyc failed: {}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    let _ = std::fs::rename(&tmp, &dir);
    dir
}

/// The `.groovy` files directly in a repository folder, sorted.
pub fn groovy_sources(dir: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(repo().join(dir))
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "groovy"))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// What the real JVM did with a program.
struct Reference {
    stdout: Vec<u8>,
    stderr_first: String,
    status: Option<i32>,
}

/// The real JVM's behaviour (`java -cp classes[:extra] main`), cached beside the classes.
fn reference(classes: &Path, extra_cp: Option<&Path>, main: &str) -> Reference {
    let cache = classes.join(format!("{main}.reference"));
    if let Ok(bytes) = std::fs::read(&cache)
        && let Some(pos) = bytes.iter().position(|&b| b == 0)
    {
        let header = String::from_utf8_lossy(&bytes[..pos]).to_string();
        let (status, first) = header.split_once('\n').unwrap_or((&header, ""));
        return Reference {
            stdout: bytes[pos + 1..].to_vec(),
            stderr_first: first.to_string(),
            status: status.parse().ok(),
        };
    }
    let mut cp = classes.as_os_str().to_owned();
    if let Some(extra) = extra_cp {
        cp.push(":");
        cp.push(extra);
    }
    let mut cmd = Command::new(jdk_tool("java"));
    // ironpf's clock and time zone are UTC.
    cmd.arg("-Xshare:auto")
        .arg("-Duser.timezone=UTC")
        .arg("-cp")
        .arg(cp)
        .arg(main);
    let o = run_with_limit(cmd, Duration::from_secs(60));
    assert!(!o.timed_out, "java {main} timed out");
    let r = Reference {
        stdout: o.stdout.clone(),
        stderr_first: o.stderr_first_line(),
        status: o.status,
    };
    let mut data = format!(
        "{}\n{}",
        r.status.map(|s| s.to_string()).unwrap_or_default(),
        r.stderr_first
    )
    .into_bytes();
    data.push(0);
    data.extend_from_slice(&r.stdout);
    std::fs::write(cache, data).expect("write reference");
    r
}

fn first_difference(a: &[u8], b: &[u8]) -> String {
    let (a, b) = (String::from_utf8_lossy(a), String::from_utf8_lossy(b));
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("line {}: java {:?}, ironpf {:?}", i + 1, x, y);
        }
    }
    format!(
        "java printed {} lines, ironpf {} lines",
        a.lines().count(),
        b.lines().count()
    )
}

/// How `ironpf run -cp classes main` differs from the real `java`'s run (classpath
/// `classes`, plus `extra_cp`, e.g. the Groovy runtime): stdout, the first line of stderr,
/// the exit status (a run over 120 s times out): `None` when it does not, else the
/// differences with the first lines of ironpf's stderr.
pub fn compare_one(classes: &Path, extra_cp: Option<&Path>, name: &str) -> Option<String> {
    let want = reference(classes, extra_cp, name);
    let mut cmd = Command::new(ironpf());
    cmd.arg("run").arg("-cp").arg(classes).arg(name);
    let got = run_with_limit(cmd, Duration::from_secs(120));
    let mut problems = Vec::new();
    if got.timed_out {
        problems.push("timed out".to_string());
    }
    if got.stdout != want.stdout {
        problems.push(format!(
            "stdout differs ({})",
            first_difference(&want.stdout, &got.stdout)
        ));
    }
    if got.stderr_first_line() != want.stderr_first {
        problems.push(format!(
            "stderr first line: java {:?}, ironpf {:?}",
            want.stderr_first,
            got.stderr_first_line()
        ));
    }
    if got.status != want.status {
        problems.push(format!(
            "exit status: java {:?}, ironpf {:?}",
            want.status, got.status
        ));
    }
    if problems.is_empty() {
        return None;
    }
    let full = String::from_utf8_lossy(&got.stderr)
        .lines()
        .take(3)
        .collect::<Vec<_>>()
        .join(" | ");
    Some(format!("{}\n    stderr: {full}", problems.join("; ")))
}

/// [`compare_one`] over several programs, two at a time: one line per program that differs.
pub fn compare_with_java(
    classes: &Path,
    names: &[String],
    extra_cp: Option<&Path>,
    label: &str,
) -> Vec<String> {
    let results = std::sync::Mutex::new(Vec::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    let Some(name) = names.get(i) else { break };
                    if let Some(problems) = compare_one(classes, extra_cp, name) {
                        results
                            .lock()
                            .unwrap()
                            .push(format!("{name} ({label}): {problems}"));
                    }
                }
            });
        }
    });
    results.into_inner().unwrap()
}

/// A method of a hand-made class file (see [`class_file`]); empty `code` writes no Code
/// attribute.
pub struct MethodSpec<'a> {
    pub name: &'a str,
    pub descriptor: &'a str,
    pub access: u16,
    pub max_stack: u16,
    pub max_locals: u16,
    pub code: &'a [u8],
}

/// A hand-made class file: `name` extending `super_name`, with fields `(name, descriptor)`
/// (private static) and methods; its pool holds only Utf8 and Class entries (index 1 is
/// `name`'s Class entry), so code that uses the pool cannot be written with it.
pub fn class_file(
    major: u16,
    access: u16,
    name: &str,
    super_name: &str,
    fields: &[(&str, &str)],
    methods: &[MethodSpec],
) -> Vec<u8> {
    let mut pool: Vec<Vec<u8>> = Vec::new();
    let utf8 = |pool: &mut Vec<Vec<u8>>, s: &str| -> u16 {
        let mut e = vec![1];
        e.extend((s.len() as u16).to_be_bytes());
        e.extend(s.as_bytes());
        if let Some(i) = pool.iter().position(|x| *x == e) {
            return i as u16 + 1;
        }
        pool.push(e);
        pool.len() as u16
    };
    pool.push(Vec::new()); // 1: this class, filled below
    let this_name = utf8(&mut pool, name);
    pool[0] = vec![7, (this_name >> 8) as u8, this_name as u8];
    let super_utf8 = utf8(&mut pool, super_name);
    pool.push(vec![7, (super_utf8 >> 8) as u8, super_utf8 as u8]);
    let super_class = pool.len() as u16;
    let code_name = utf8(&mut pool, "Code");
    let fields: Vec<(u16, u16)> = fields
        .iter()
        .map(|(n, d)| (utf8(&mut pool, n), utf8(&mut pool, d)))
        .collect();
    let methods: Vec<(u16, u16, &MethodSpec)> = methods
        .iter()
        .map(|m| (utf8(&mut pool, m.name), utf8(&mut pool, m.descriptor), m))
        .collect();
    let mut b = vec![0xCA, 0xFE, 0xBA, 0xBE, 0, 0];
    b.extend(major.to_be_bytes());
    b.extend((pool.len() as u16 + 1).to_be_bytes());
    for e in &pool {
        b.extend(e);
    }
    b.extend(access.to_be_bytes());
    b.extend(1u16.to_be_bytes());
    b.extend(super_class.to_be_bytes());
    b.extend(0u16.to_be_bytes());
    b.extend((fields.len() as u16).to_be_bytes());
    for (n, d) in fields {
        b.extend(0x000Au16.to_be_bytes());
        b.extend(n.to_be_bytes());
        b.extend(d.to_be_bytes());
        b.extend(0u16.to_be_bytes());
    }
    b.extend((methods.len() as u16).to_be_bytes());
    for (n, d, m) in methods {
        b.extend(m.access.to_be_bytes());
        b.extend(n.to_be_bytes());
        b.extend(d.to_be_bytes());
        if m.code.is_empty() {
            b.extend(0u16.to_be_bytes());
            continue;
        }
        b.extend(1u16.to_be_bytes());
        b.extend(code_name.to_be_bytes());
        b.extend(((12 + m.code.len()) as u32).to_be_bytes());
        b.extend(m.max_stack.to_be_bytes());
        b.extend(m.max_locals.to_be_bytes());
        b.extend((m.code.len() as u32).to_be_bytes());
        b.extend(m.code);
        b.extend([0, 0, 0, 0]);
    }
    b.extend(0u16.to_be_bytes());
    b
}

// ---------------------------------------------------------------------------------------------
// Headless Chromium, for the HTML pages (the batch report, the story page).

/// Chromium, or `None` when the browser tests are to be skipped; fails when it is missing.
pub fn chromium() -> Option<PathBuf> {
    if std::env::var("IRONPF_SKIP_BROWSER_TESTS").is_ok_and(|v| v == "1") {
        eprintln!("IRONPF_SKIP_BROWSER_TESTS=1: not rendering the report in Chromium");
        return None;
    }
    let found = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|p| p.join("chromium"))
            .find(|p| p.is_file())
    });
    match found {
        Some(p) => Some(p),
        None => panic!(
            "chromium is not installed: install it with `apt-get install -y chromium` (Debian's \
             package), or set IRONPF_SKIP_BROWSER_TESTS=1 to skip the browser tests"
        ),
    }
}

/// Runs headless Chromium on `page` with `mode` (`--screenshot=FILE` or `--dump-dom`) in a
/// new profile folder, and returns its stdout and stderr.
pub fn render(chromium: &Path, dir: &Path, page: &Path, mode: &str) -> (String, String) {
    let profile = dir.join("profile");
    let _ = std::fs::remove_dir_all(&profile);
    std::fs::create_dir_all(&profile).unwrap();
    let o = Command::new(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            &format!("--user-data-dir={}", profile.display()),
            "--enable-logging=stderr",
            "--v=0",
            "--window-size=1400,2000",
            mode,
            &format!("file://{}", page.display()),
        ])
        .output()
        .expect("run chromium");
    let _ = std::fs::remove_dir_all(&profile);
    let (out, err) = (
        String::from_utf8_lossy(&o.stdout).to_string(),
        String::from_utf8_lossy(&o.stderr).to_string(),
    );
    assert!(o.status.success(), "chromium failed: {err}");
    (out, err)
}

/// Chromium writes a page's console messages to stderr as `...:INFO:CONSOLE:LINE] "message"`.
pub fn console_lines(stderr: &str) -> Vec<&str> {
    stderr.lines().filter(|l| l.contains(":CONSOLE")).collect()
}

/// `ironpf check --quiet --json -` of program `main` (with its arguments) in folder `classes`,
/// with the options `extra`: the exit code, the JSON report and stderr.
pub fn check_classes(
    classes: &Path,
    extra: &[&str],
    main: &str,
) -> (Option<i32>, serde_json::Value, String) {
    check_classes_env(classes, &[], extra, main)
}

/// [`check_classes`] with environment variables set for the check.
pub fn check_classes_env(
    classes: &Path,
    env: &[(&str, &str)],
    extra: &[&str],
    main: &str,
) -> (Option<i32>, serde_json::Value, String) {
    let mut cmd = Command::new(ironpf());
    cmd.envs(env.iter().copied())
        .args(["check", "--quiet", "--json", "-", "-cp"])
        .arg(classes)
        .args(extra)
        .args(main.split_whitespace());
    let o = run_with_limit(cmd, Duration::from_secs(300));
    assert!(!o.timed_out, "check {main} timed out");
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    let err = String::from_utf8_lossy(&o.stderr).to_string();
    let json =
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("bad JSON ({e}): {out}\n{err}"));
    (o.status, json, err)
}
