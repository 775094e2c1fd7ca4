//! Groovy programs under `ironpf check`: missing methods with their Groovy lines, call sites
//! that are neither state nor accesses, the Verify API and power asserts from Groovy. (The
//! Groovy corpus, each script compared with the real Groovy runtime, is in `corpora.rs`.)

mod common;

use common::*;

/// A missing method in a Groovy program is an uncaught Groovy exception that `ironpf check`
/// reports with the Groovy source line.
#[test]
fn check_reports_a_missing_method_with_its_groovy_line() {
    let classes = groovyc(&groovy_sources("tests/groovy"));
    let o = std::process::Command::new(ironpf())
        .args(["check", "--quiet", "-cp"])
        .arg(&classes)
        .arg("UncaughtMissingMethod")
        .output()
        .expect("run ironpf");
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert!(
        out.contains("groovy.lang.MissingMethodException: No signature of method: Lamp.flash() is applicable for argument types: (java.lang.String, java.lang.Integer) values: [fast, 3]"),
        "{out}"
    );
    assert!(out.contains("UncaughtMissingMethod.groovy:20"), "{out}");
}

/// The Groovy runtime's machinery (call-site arrays, dispatch adapters) is not program state:
/// four independent Groovy apps (tests/groovy_check/IndependentGroovyApps.groovy) give the
/// same state graph as the Java version (tests/dpor/IndependentApps.java): 256 states and
/// 768 transitions unreduced, and dpor finds no conflict between them (13 states, 12
/// transitions).
#[test]
fn groovy_call_sites_are_neither_state_nor_accesses() {
    let classes = groovyc_with(&groovy_sources("tests/groovy_check"), Some(&api_jar()));
    let stats = |strategy: &str| {
        // Every incremental fingerprint, patch and restore is checked against a full
        // serialization too (permanent machinery references included).
        let o = std::process::Command::new(ironpf())
            .env("IRONPF_VERIFY_INCREMENTAL", "1")
            .args([
                "check",
                "--quiet",
                "--json",
                "-",
                "--strategy",
                strategy,
                "-cp",
            ])
            .arg(&classes)
            .arg("IndependentGroovyApps")
            .output()
            .expect("run ironpf");
        let r: serde_json::Value = serde_json::from_slice(&o.stdout)
            .unwrap_or_else(|e| panic!("no report ({e}): {}", String::from_utf8_lossy(&o.stderr)));
        assert_eq!(o.status.code(), Some(0), "{r}");
        let s = &r["statistics"];
        (
            s["new_states"].as_u64().unwrap(),
            s["transitions"].as_u64().unwrap(),
        )
    };
    assert_eq!(stats("none"), (256, 768));
    assert_eq!(stats("dpor"), (13, 12));
}

/// JPF's Verify API from Groovy (varargs `getIntFromList` packed into an `int[]`), with the
/// power assert's rendering in the report (compared with Groovy 2.4's own rendering of the
/// same assertion) and the choices located at the Groovy source lines.
#[test]
fn verify_api_and_power_asserts_from_groovy() {
    let classes = groovyc_with(&groovy_sources("tests/groovy_check"), Some(&api_jar()));
    let o = std::process::Command::new(ironpf())
        .args(["check", "-cp"])
        .arg(&classes)
        .arg("VerifyFromGroovy")
        .output()
        .expect("run ironpf");
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(1), "{out}");
    // Groovy 2.4 renders this assertion, for a = 7, b = 2, f = true, seen = 6, as:
    let rendered = "\
org.codehaus.groovy.runtime.powerassert.PowerAssertionError: assert !(a * b == 14 && f && seen == 6)
       | | | | |     |  | |  |    |
       | 7 | 2 true  |  | |  6    true
       |   14        |  | true
       false         |  true
                     true
";
    assert!(out.contains(rendered), "{out}");
    for choice in [
        "getIntFromList at VerifyFromGroovy.run(VerifyFromGroovy.groovy:5) chose 7 (option 3 of 3, [3, 5, 7])",
        "getInt at VerifyFromGroovy.run(VerifyFromGroovy.groovy:6) chose 2",
        "getBoolean at VerifyFromGroovy.run(VerifyFromGroovy.groovy:7) chose 1",
        "getIntFromList at VerifyFromGroovy.run(VerifyFromGroovy.groovy:8) chose 6 (option 2 of 2, [4, 6])",
    ] {
        assert!(out.contains(choice), "missing `{choice}` in\n{out}");
    }
}
