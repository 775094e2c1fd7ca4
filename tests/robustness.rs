//! Robustness against hostile but valid programs and bad class files: the heap limit and
//! OutOfMemoryError, collection while the program runs, StackOverflowError traces, and
//! linkage errors thrown in the program. Each program's output is compared with the real
//! `java` run under the same heap limit.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::*;

/// Runs `ironpf run` with the given options and the real `java` with `java_opts`.
fn both(dir: &Path, main: &str, ironpf_opts: &[&str], java_opts: &[&str]) -> (Outcome, Outcome) {
    let mut cmd = Command::new(ironpf());
    cmd.arg("run")
        .args(ironpf_opts)
        .arg("--cp")
        .arg(dir)
        .arg(main);
    let ours = run_with_limit(cmd, Duration::from_secs(120));
    let mut java = Command::new(jdk_tool("java"));
    java.args(java_opts).arg("-cp").arg(dir).arg(main);
    let theirs = run_with_limit(java, Duration::from_secs(120));
    (ours, theirs)
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn assert_same_stdout(ours: &Outcome, theirs: &Outcome) {
    assert!(!ours.timed_out, "ironpf timed out");
    assert!(
        !text(&ours.stderr).contains("panicked"),
        "{}",
        text(&ours.stderr)
    );
    assert_eq!(
        text(&ours.stdout),
        text(&theirs.stdout),
        "stdout differs from java's; ironpf stderr:\n{}",
        text(&ours.stderr)
    );
    assert_eq!(
        ours.status, theirs.status,
        "exit status differs from java's"
    );
}

#[test]
fn allocations_past_the_heap_limit_throw_out_of_memory_error() {
    let dir = compile(&java_sources("tests/robustness/heap"), 17, None);
    let (ours, theirs) = both(&dir, "HugeArrays", &["--max-heap", "64M"], &["-Xmx64m"]);
    assert_same_stdout(&ours, &theirs);
    assert!(text(&ours.stdout).contains("Requested array size exceeds VM limit"));
}

#[test]
fn garbage_is_collected_while_the_program_runs() {
    // 400,000 arrays of 1 KB: 400 MB of garbage through a 64 MB heap, then a live set that
    // fills it.
    let dir = compile(&java_sources("tests/robustness/heap"), 17, None);
    let (ours, theirs) = both(&dir, "Garbage", &["--max-heap", "64M"], &["-Xmx64m"]);
    assert_same_stdout(&ours, &theirs);
}

#[test]
fn an_uncaught_stack_overflow_prints_1024_frames_as_java_does() {
    let dir = compile(&java_sources("tests/robustness/heap"), 17, None);
    let (ours, theirs) = both(&dir, "DeepRecursion", &[], &["-Xss8m"]);
    assert_same_stdout(&ours, &theirs);
    let lines = |o: &Outcome| text(&o.stderr).lines().count();
    assert_eq!(lines(&ours), lines(&theirs), "{}", text(&ours.stderr));
}

/// A class file for `name` (major version 49: checked by the JVM's type-inferring verifier)
/// with one method `static void run()` whose code is `code`, with `max_stack` and one local.
fn class_with_run(name: &str, max_stack: u16, code: &[u8]) -> Vec<u8> {
    let mut b = vec![0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 49];
    let utf8 = |b: &mut Vec<u8>, s: &str| {
        b.push(1);
        b.extend((s.len() as u16).to_be_bytes());
        b.extend(s.as_bytes());
    };
    b.extend(8u16.to_be_bytes()); // 7 entries
    utf8(&mut b, name); // 1
    b.extend([7, 0, 1]); // 2: class name
    utf8(&mut b, "java/lang/Object"); // 3
    b.extend([7, 0, 3]); // 4: class Object
    utf8(&mut b, "run"); // 5
    utf8(&mut b, "()V"); // 6
    utf8(&mut b, "Code"); // 7
    b.extend(0x20u16.to_be_bytes()); // ACC_SUPER
    b.extend(2u16.to_be_bytes());
    b.extend(4u16.to_be_bytes());
    b.extend([0, 0, 0, 0]); // no interfaces, no fields
    b.extend(1u16.to_be_bytes());
    b.extend(0x8u16.to_be_bytes()); // static
    b.extend(5u16.to_be_bytes());
    b.extend(6u16.to_be_bytes());
    b.extend(1u16.to_be_bytes());
    b.extend(7u16.to_be_bytes());
    b.extend(((12 + code.len()) as u32).to_be_bytes());
    b.extend(max_stack.to_be_bytes());
    b.extend(1u16.to_be_bytes());
    b.extend((code.len() as u32).to_be_bytes());
    b.extend(code);
    b.extend([0, 0, 0, 0]);
    b.extend([0, 0]);
    b
}

/// The linkage program compiled, then damaged: `Gone` deleted, `Unverifiable` replaced by
/// a method that pushes in a loop, `Garbled` truncated, and `Sup` replaced by an interface.
/// The damaged program in a folder of its own per caller (`name`): two tests that rebuilt one
/// shared folder at the same time saw each other's half-copied classes (a flaky
/// NoClassDefFoundError: Sub in CI).
fn damaged_linkage_program(name: &str) -> PathBuf {
    let compiled = compile(&java_sources("tests/robustness/linkage"), 17, None);
    let iface = compile(&java_sources("tests/robustness/linkage-iface"), 17, None);
    let dir = std::env::temp_dir().join(format!("ironpf-linkage-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for e in std::fs::read_dir(&compiled).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), dir.join(e.file_name())).unwrap();
    }
    std::fs::remove_file(dir.join("Gone.class")).unwrap();
    // iconst_0; goto 0: the stack grows by one on every turn.
    let pushing = class_with_run("Unverifiable", 4, &[0x03, 0xa7, 0xff, 0xff]);
    std::fs::write(dir.join("Unverifiable.class"), pushing).unwrap();
    let garbled = std::fs::read(dir.join("Garbled.class")).unwrap();
    std::fs::write(dir.join("Garbled.class"), &garbled[..garbled.len() / 2]).unwrap();
    std::fs::copy(iface.join("Sup.class"), dir.join("Sup.class")).unwrap();
    dir
}

#[test]
fn classes_that_fail_to_load_at_run_time_throw_linkage_errors_in_the_program() {
    let dir = damaged_linkage_program("run");
    let (ours, theirs) = both(&dir, "Linkage", &[], &[]);
    assert_same_stdout(&ours, &theirs);
    assert!(
        text(&ours.stderr).contains("java.lang.NoClassDefFoundError: Gone"),
        "{}",
        text(&ours.stderr)
    );
}

#[test]
fn check_reports_a_missing_class_as_the_programs_error() {
    let dir = damaged_linkage_program("check");
    let mut cmd = Command::new(ironpf());
    cmd.args(["check", "--quiet", "--cp"])
        .arg(&dir)
        .arg("Linkage");
    let o = run_with_limit(cmd, Duration::from_secs(60));
    let out = text(&o.stdout);
    assert_eq!(o.status, Some(1), "{out}{}", text(&o.stderr));
    assert!(
        out.contains("java.lang.NoClassDefFoundError: Gone"),
        "{out}"
    );
}

#[test]
fn verification_rejects_what_would_break_the_interpreter() {
    // Each body, as the main class's `run`, is a VerifyError where the program needs it.
    let cases: [(&str, u16, &[u8]); 6] = [
        // Found by the fuzzer as an internal error, before types were verified at load.
        ("an int used as an array", 1, &[0x03, 0xbe, 0x57, 0xb1]),
        ("a loop that pushes", 4, &[0x03, 0xa7, 0xff, 0xff]),
        ("more than max_stack", 1, &[0x03, 0x03, 0x57, 0x57, 0xb1]),
        ("a pop from the empty stack", 2, &[0x57, 0xb1]),
        ("falling off the end", 2, &[0x03, 0x57]),
        (
            "inconsistent heights at a join",
            2,
            &[0x03, 0x99, 0x00, 0x04, 0x03, 0xb1],
        ),
    ];
    let program = compile(&java_sources("tests/robustness/linkage"), 17, None);
    for (what, max_stack, code) in cases {
        let dir = std::env::temp_dir().join(format!(
            "ironpf-verify-{}-{}",
            std::process::id(),
            what.replace(' ', "-")
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        for e in std::fs::read_dir(&program).unwrap() {
            let e = e.unwrap();
            std::fs::copy(e.path(), dir.join(e.file_name())).unwrap();
        }
        std::fs::write(
            dir.join("Unverifiable.class"),
            class_with_run("Unverifiable", max_stack, code),
        )
        .unwrap();
        let (ours, theirs) = both(&dir, "Linkage", &[], &[]);
        assert!(
            text(&theirs.stdout).contains("unverifiable: java.lang.VerifyError"),
            "{what}: java accepted the class: {}",
            text(&theirs.stdout)
        );
        assert!(
            text(&ours.stdout).contains("unverifiable: java.lang.VerifyError"),
            "{what}: {}{}",
            text(&ours.stdout),
            text(&ours.stderr)
        );
    }
}
