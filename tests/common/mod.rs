//! Shared helpers for integration tests: finding the JDK, compiling Java sources into a
//! content-addressed cache, and running processes with a time limit.

#![allow(dead_code)]

use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn ironpf() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ironpf"))
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
