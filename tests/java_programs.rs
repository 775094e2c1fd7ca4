//! The Java corpus: every program under tests/java (and tests/java/release17) is compiled
//! with the machine's javac at --release 8 and --release 17, run by the real `java` and by
//! `ironpf run`, and compared byte for byte: stdout, the first line of stderr, exit code.

mod common;

use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use common::*;

struct Reference {
    stdout: Vec<u8>,
    stderr_first: String,
    status: Option<i32>,
}

/// The real JVM's behaviour, cached beside the compiled classes.
fn reference(classes: &std::path::Path, main: &str) -> Reference {
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
    let mut cmd = Command::new(jdk_tool("java"));
    cmd.arg("-Xshare:auto").arg("-cp").arg(classes).arg(main);
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

fn check_release(release: u32, programs: &[PathBuf], failures: &mut Vec<String>) {
    let classes = compile(programs, release, None);
    let names: Vec<String> = programs
        .iter()
        .map(|p| p.file_stem().unwrap().to_string_lossy().to_string())
        .collect();
    let results = std::sync::Mutex::new(Vec::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    let Some(name) = names.get(i) else { break };
                    let want = reference(&classes, name);
                    let mut cmd = Command::new(ironpf());
                    cmd.arg("run").arg("-cp").arg(&classes).arg(name);
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
                    if !problems.is_empty() {
                        let full = String::from_utf8_lossy(&got.stderr)
                            .lines()
                            .take(3)
                            .collect::<Vec<_>>()
                            .join(" | ");
                        results.lock().unwrap().push(format!(
                            "{name} (--release {release}): {}\n    stderr: {full}",
                            problems.join("; ")
                        ));
                    }
                }
            });
        }
    });
    failures.extend(results.into_inner().unwrap());
}

#[test]
fn corpus_matches_java() {
    let base = java_sources("tests/java");
    let newer = java_sources("tests/java/release17");
    assert!(
        base.len() + newer.len() >= 40,
        "the corpus has {} programs",
        base.len() + newer.len()
    );
    let mut failures = Vec::new();
    check_release(8, &base, &mut failures);
    let mut all17 = base.clone();
    all17.extend(newer);
    check_release(17, &all17, &mut failures);
    failures.sort();
    assert!(
        failures.is_empty(),
        "{} of {} runs differ from java:\n{}",
        failures.len(),
        base.len() * 2 + all17.len() - base.len(),
        failures.join("\n")
    );
}
