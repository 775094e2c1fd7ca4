//! The Java corpus: every program under tests/java (and tests/java/release17) is compiled
//! with the machine's javac at --release 8 and --release 17, run by the real `java` and by
//! `ironpf run`, and compared byte for byte: stdout, the first line of stderr, exit code.

mod common;

use std::path::PathBuf;

use common::*;

fn check_release(release: u32, programs: &[PathBuf], failures: &mut Vec<String>) {
    let classes = compile(programs, release, None);
    let names: Vec<String> = programs
        .iter()
        .map(|p| p.file_stem().unwrap().to_string_lossy().to_string())
        .collect();
    failures.extend(compare_with_java(
        &classes,
        &names,
        None,
        &format!("--release {release}"),
    ));
}

#[test]
fn corpus_matches_java() {
    let base = java_sources("tests/java");
    let newer = java_sources("tests/java/release17");
    assert!(
        base.len() + newer.len() >= 150,
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
