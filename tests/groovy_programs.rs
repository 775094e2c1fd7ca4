//! The Groovy corpus: every script under tests/groovy is compiled with `groovyc` 2.4 (Debian's
//! `groovy` package), run on the real Groovy runtime (`java -cp groovy-2.4.jar`) and by
//! `ironpf run` on ironpf's own Groovy runtime, and compared byte for byte: stdout, the first
//! line of stderr, exit code.

mod common;

use common::*;

#[test]
fn corpus_matches_groovy() {
    let sources = groovy_sources("tests/groovy");
    assert!(
        sources.len() >= 30,
        "the corpus has {} programs",
        sources.len()
    );
    let classes = groovyc(&sources);
    let names: Vec<String> = sources
        .iter()
        .map(|p| p.file_stem().unwrap().to_string_lossy().to_string())
        .collect();
    let mut failures = compare_with_java(&classes, &names, Some(&groovy_jar()), "groovy 2.4");
    failures.sort();
    assert!(
        failures.is_empty(),
        "{} of {} programs differ from groovy:\n{}",
        failures.len(),
        names.len(),
        failures.join("\n")
    );
}
