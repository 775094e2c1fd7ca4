//! `ironpf report` through the real binary, on a hand-written pair of results files
//! (`tests/data/batch/`): every verdict, two strategies, a pair only one strategy finished, a
//! pair the strategies disagree on, a (pair, strategy) given again in a second file, and an app
//! name with `<script>`, `&`, a comma and quotes. The HTML is also rendered by headless
//! Chromium (`chromium`; set IRONPF_SKIP_BROWSER_TESTS=1 where it cannot be installed).
//!
//! The data, per pair (none | dpor): states, transitions, time s, memory MiB, verdict
//! - A-B:     100, 400, 2.0, 20, no-conflict | 50, 100 (90 unique), 1.0, 20, no-conflict
//! - C-D:     10, 40, 0.8, 10, no-conflict   | 20, 40 (35), 0.1, 5, no-conflict
//! - hostile: 12, 30, 0.3, 12, conflict      | 6, 10 (10), 0.2, 12, conflict
//! - E-F:     5000, 20000, 60, 100, limit    | 300, 900 (800), 3.5, 30, no-conflict
//! - G-H:     4, 4, 0.05, 8, app-error       | 4, 4 (4), 0.05, 8, app-error
//! - I-J:     error (nothing counted, 0.01 s) | not run
//! - K-L:     7, 30, 0.25, -, no-conflict    | 7, 15 (15), 0.25, -, no-conflict (the rerun
//!   file's line; results.jsonl has a limit line that it replaces)
//! - M-N:     9, 20, 0.1, 9, conflict        | 8, 12 (12), 0.1, 9, no-conflict

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::{chromium, console_lines, ironpf, render, repo};

fn data(name: &str) -> String {
    repo()
        .join("tests/data/batch")
        .join(name)
        .display()
        .to_string()
}

fn both() -> Vec<String> {
    vec![data("results.jsonl"), data("rerun.jsonl")]
}

fn report(args: &[String]) -> Output {
    Command::new(ironpf())
        .arg("report")
        .args(args)
        .output()
        .expect("run ironpf report")
}

fn stdout_of(args: &[&str]) -> String {
    let mut all = both();
    all.extend(args.iter().map(|a| a.to_string()));
    let o = report(&all);
    assert_eq!(
        o.status.code(),
        Some(0),
        "stderr: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).expect("UTF-8 report")
}

/// A fresh folder under cargo's scratch space for integration tests (kept after the run, so
/// a screenshot can be looked at).
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("report")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create scratch folder");
    dir
}

#[test]
fn markdown_has_the_table_totals_and_means() {
    let md = stdout_of(&["--format", "md"]);
    let lines: Vec<&str> = md.lines().collect();
    let has = |line: &str| assert!(lines.contains(&line), "missing line\n{line}\nin\n{md}");
    has("| none | 8 | 2 | 3 | 1 | 1 | 1 |");
    has("| dpor | 7 | 1 | 5 | 1 | 0 | 0 |");
    has("2 of 8 checks with an expected verdict got another:");
    has("- E-F (none): limit, expected no-conflict");
    has("- M-N (dpor): no-conflict, expected conflict");

    // Table 1: exactly these rows, in the order the pairs were first met; no unique
    // transitions column for none (no none line has one).
    let start = lines
        .iter()
        .position(|l| l.starts_with("| app1 |"))
        .expect("Table 1 header");
    let table: Vec<&str> = lines[start..]
        .iter()
        .take_while(|l| l.starts_with('|'))
        .copied()
        .collect();
    let expected = [
        "| app1 | app2 | events | none states | none transitions | none time (s) | none peak memory (MB) | none verdict | dpor states | dpor transitions | dpor unique transitions | dpor time (s) | dpor peak memory (MB) | dpor verdict |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
        "| A | B | 3 | 100 | 400 | 2.00 | 20.0 | no-conflict | 50 | 100 | 90 | 1.00 | 20.0 | no-conflict |",
        "| C | D | 4 | 10 | 40 | 0.800 | 10.0 | no-conflict | 20 | 40 | 35 | 0.100 | 5.0 | no-conflict |",
        "| &lt;script&gt;alert(1)&lt;/script&gt; | Tom &amp; Jerry, \"quoted\" | 2 | 12 | 30 | 0.300 | 12.0 | conflict | 6 | 10 | 10 | 0.200 | 12.0 | conflict |",
        "| E | F | 5 | 5,000 | 20,000 | 60.0 | 100.0 | limit | 300 | 900 | 800 | 3.50 | 30.0 | no-conflict |",
        "| G | H | 1 | 4 | 4 | 0.050 | 8.0 | app-error | 4 | 4 | 4 | 0.050 | 8.0 | app-error |",
        "| I | J | - | - | - | 0.010 | - | error |  |  |  |  |  | not run |",
        "| K | L | 2 | 7 | 30 | 0.250 | - | no-conflict | 7 | 15 | 15 | 0.250 | - | no-conflict |",
        "| M | N | 2 | 9 | 20 | 0.100 | 9.0 | conflict | 8 | 12 | 12 | 0.100 | 9.0 | no-conflict |",
        // none: states 100+10+12+5000+4+7+9 = 5142, transitions 400+40+30+20000+4+30+20 =
        // 20524, time 2+0.8+0.3+60+0.05+0.01+0.25+0.1 = 63.51; dpor: states 395, transitions
        // 1081, unique 966, time 5.2; memory: the largest peak.
        "| **total** |  |  | 5,142 | 20,524 | 63.5 | 100.0 | 8 checks | 395 | 1,081 | 966 | 5.20 | 30.0 | 7 checks |",
    ];
    assert_eq!(table, expected, "\n{md}");

    // The means are over the pairs both searches completed (both no-conflict): A-B, C-D and
    // K-L (not E-F: none hit a limit; not M-N: none stopped at a conflict). dpor/none per
    // pair: states 0.5, 2, 1 -> (0.5*2*1)^(1/3) = 1.00; transitions 0.25, 1, 0.5 ->
    // 0.125^(1/3) = 0.50; time 0.5, 0.125, 1 -> 0.0625^(1/3) = 0.397 -> 0.40; memory 1, 0.5
    // (K-L has none) -> 0.5^(1/2) = 0.707 -> 0.71 over 2 pairs.
    has("| ratio | pairs | states | transitions | time | peak memory |");
    has("| dpor/none | 3 | 1.00 | 0.50 | 0.40 | 0.71 (n=2) |");
    has("Finished under only one of none and dpor:");
    has("- E-F: no-conflict under dpor, limit under none");
    has("Verdicts of none and dpor differ:");
    has("- M-N: conflict under none, no-conflict under dpor");
    // The answers first: each conflicting pair once (hostile under both strategies, M-N
    // under none only, which the note says), before the verdict counts.
    has("**8 pairs: 2 conflict, 1 app error, 4 clean, 1 error.**");
    has(
        "| &lt;script&gt;alert(1)&lt;/script&gt; | Tom &amp; Jerry, \"quoted\" | - |  |  | `1.0` |",
    );
    has("| M | N | - |  | strategies disagree: none: conflict, dpor: no-conflict | `2.1` |");
    assert!(md.find("## Conflicts").unwrap() < md.find("## Verdicts").unwrap());
    has(
        "| 1 | - | java.lang.NullPointerException: Cannot invoke \"Object.toString()\" (G.groovy:12) | G-H | `0.1` |",
    );
    assert!(!md.contains("<script"), "unescaped name in\n{md}");
}

#[test]
fn csv_has_one_quoted_row_per_check() {
    let csv = stdout_of(&["--format", "csv", "-o", "-"]);
    assert!(csv.ends_with("\r\n"));
    let rows: Vec<&str> = csv.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert_eq!(rows.len(), 1 + 15, "{csv}");
    assert_eq!(
        rows[0],
        "pair,app1,app2,name1,name2,strategy,verdict,expected,property,device,attribute,place,\
         events,states,transitions,unique_transitions,time_seconds,peak_memory_bytes,limit,\
         summary,replay,reproduce,build,why,story,error,exit_code,warnings,jar,tool,schema"
    );
    for row in [
        "A-B,A,B,,,none,no-conflict,no-conflict,,,,,3,100,400,,2,20971520,,,,,,,,,0,,A-B.jar,ironpf 0.1.0,ironpf-batch/1",
        "A-B,A,B,,,dpor,no-conflict,no-conflict,,,,,3,50,100,90,1,20971520,,,,,,,,,0,,A-B.jar,ironpf 0.1.0,ironpf-batch/1",
        "\"<script>alert(1)</script>-Tom & Jerry, \"\"quoted\"\"\",<script>alert(1)</script>,\
         \"Tom & Jerry, \"\"quoted\"\"\",,,dpor,conflict,conflict,conflict,,,,2,6,10,10,0.2,12582912,,\
         \"Switch.switch = <b>on</b> & \"\"off\"\" written by <script>alert(1)</script>\",1.0,,,,,,1,,\
         \"<script>alert(1)</script>-Tom & Jerry, \"\"quoted\"\".jar\",ironpf 0.1.0,ironpf-batch/1",
        "E-F,E,F,,,none,limit,no-conflict,,,,,5,5000,20000,,60,104857600,time,time limit of 60 s reached,,,,,,,3,,\
         E-F.jar,ironpf 0.1.0,ironpf-batch/1",
        "I-J,I,J,,,none,error,,,,,,,,,,0.01,,,groovyc failed,,,,,,groovyc: I.groovy: 3: unexpected token: },,,,\
         ironpf 0.1.0,ironpf-batch/1",
        // The rerun's line, not the limit line of results.jsonl.
        "K-L,K,L,,,dpor,no-conflict,,,,,,2,7,15,15,0.25,,,,,,,,,,0,,K-L.jar,ironpf 0.1.0,ironpf-batch/1",
    ] {
        assert!(rows.contains(&row), "missing row\n{row}\nin\n{csv}");
    }
    assert!(!csv.contains("K-L,K,L,dpor,limit"));
}

#[test]
fn a_line_given_again_is_replaced_with_a_warning() {
    let o = report(&[
        data("results.jsonl"),
        data("rerun.jsonl"),
        "--format=md".into(),
    ]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(
        err.contains("warning") && err.contains("rerun.jsonl: K-L (dpor) is given again"),
        "{err}"
    );
    // Without the rerun, K-L finished under none only and the means are over 2 pairs.
    let o = report(&[data("results.jsonl"), "--format=md".into()]);
    let md = String::from_utf8_lossy(&o.stdout);
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(
        md.contains("- K-L: no-conflict under none, limit under dpor"),
        "{md}"
    );
    assert!(md.contains("| dpor/none | 2 |"), "{md}");
}

#[test]
fn html_is_self_contained_and_escapes_app_names() {
    let dir = scratch("self-contained");
    let file = dir.join("report.html");
    let o = report(&[
        data("results.jsonl"),
        data("rerun.jsonl"),
        "-o".into(),
        file.display().to_string(),
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(o.stdout.is_empty());
    let html = std::fs::read_to_string(&file).expect("the report");
    // The default format, and the same to stdout.
    assert_eq!(stdout_of(&[]), html);
    assert!(html.starts_with("<!DOCTYPE html>"));
    for outside in [
        "http://", "https://", "src=", "<link", "<script", "url(", "@import",
    ] {
        assert!(
            !html.to_ascii_lowercase().contains(outside),
            "{outside} in the report"
        );
    }
    // Links only within the page.
    let lower = html.to_ascii_lowercase();
    assert_eq!(
        lower.matches("href=").count(),
        lower.matches("href=\"#").count(),
        "a link out of the page"
    );
    assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(html.contains("Tom &amp; Jerry, &quot;quoted&quot;"));
    assert!(html.contains("<table class=\"t1\">"));
    // (a) states, (b) time, (c) states and time against none.
    assert_eq!(html.matches("<svg ").count(), 4);
    assert!(html.contains("pairs, ordered by none&#39;s states"));
    assert!(html.contains("states under none") && html.contains("states under dpor"));
    assert!(html.contains("<td class=\"n\">0.71 (n=2)</td>"));
}

#[test]
fn one_strategy_has_no_comparison() {
    let dir = scratch("one-strategy");
    let text = std::fs::read_to_string(data("results.jsonl")).unwrap();
    let none: String = text
        .lines()
        .filter(|l| l.contains("\"strategy\": \"none\""))
        .map(|l| format!("{l}\n"))
        .collect();
    let file = dir.join("none.jsonl");
    std::fs::write(&file, none).unwrap();
    let args = |format: &str| vec![file.display().to_string(), format!("--format={format}")];
    let o = report(&args("html"));
    assert_eq!(o.status.code(), Some(0));
    let html = String::from_utf8_lossy(&o.stdout);
    assert_eq!(html.matches("<svg ").count(), 2);
    assert!(html.contains("No comparison plot: Only one strategy (none) in the results"));
    let md = String::from_utf8_lossy(&report(&args("md")).stdout).to_string();
    assert!(
        md.contains("Only one strategy (none) in the results"),
        "{md}"
    );
    assert!(md.contains("| **total** |  |  | 5,142 | 20,524 | 63.5 | 100.0 | 8 checks |"));
}

#[test]
fn bad_input_is_a_clear_error() {
    let dir = scratch("bad-input");
    let missing = dir.join("missing.jsonl").display().to_string();
    let o = report(std::slice::from_ref(&missing));
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("ironpf: error:") && err.contains("missing.jsonl"),
        "{err}"
    );

    let bad = dir.join("bad.jsonl");
    let good = std::fs::read_to_string(data("rerun.jsonl")).unwrap();
    std::fs::write(
        &bad,
        format!("{good}{{\"schema\": \"ironpf-batch/1\"}}\n{good}"),
    )
    .unwrap();
    let o = report(&[bad.display().to_string()]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("bad.jsonl:2: not a batch result line"),
        "{err}"
    );
    assert!(o.stdout.is_empty());

    let o = report(&[data("rerun.jsonl"), "--format=pdf".into()]);
    assert_eq!(o.status.code(), Some(2));
    let o = report(&[
        data("rerun.jsonl"),
        "-o".into(),
        dir.join("no/such/dir/r.html").display().to_string(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot write the report"));
}

// ---------------------------------------------------------------------------------------------
// Headless Chromium.

#[test]
fn chromium_renders_the_report() {
    let Some(chromium) = chromium() else {
        return;
    };
    let dir = scratch("chromium");
    // The console check must see a console message when there is one.
    let control = dir.join("control.html");
    std::fs::write(
        &control,
        "<!DOCTYPE html><p>x</p><script>console.error('deliberate-console-error')</script>",
    )
    .unwrap();
    let (_, err) = render(&chromium, &dir, &control, "--dump-dom");
    assert!(
        console_lines(&err)
            .iter()
            .any(|l| l.contains("deliberate-console-error")),
        "Chromium's stderr shows no console line for a console.error; the check below would \
         see nothing:\n{err}"
    );

    let page = dir.join("report.html");
    let o = report(&[
        data("results.jsonl"),
        data("rerun.jsonl"),
        "-o".into(),
        page.display().to_string(),
    ]);
    assert_eq!(o.status.code(), Some(0));

    let (dom, err) = render(&chromium, &dir, &page, "--dump-dom");
    assert_eq!(console_lines(&err), Vec::<&str>::new(), "console messages");
    assert!(dom.contains("<table class=\"t1\">"), "{dom}");
    assert!(dom.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(!dom.contains("<script"), "a script element in the DOM");
    assert_eq!(dom.matches("<svg ").count(), 4);

    let shot = dir.join("report.png");
    let (_, err) = render(
        &chromium,
        &dir,
        &page,
        &format!("--screenshot={}", shot.display()),
    );
    assert_eq!(console_lines(&err), Vec::<&str>::new(), "console messages");
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(&shot).expect("the screenshot"),
    ));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut pixels = vec![0; reader.output_buffer_size().expect("PNG size")];
    let info = reader.next_frame(&mut pixels).expect("PNG pixels");
    assert_eq!((info.width, info.height), (1400, 2000));
    let channels = info.color_type.samples();
    let pixels = &pixels[..info.buffer_size()];
    let mut colours = std::collections::BTreeSet::new();
    let mut white = 0usize;
    for p in pixels.chunks(channels) {
        if p[..3.min(channels)].iter().all(|c| *c == 255) {
            white += 1;
        }
        colours.insert(p.to_vec());
    }
    let total = pixels.len() / channels;
    // Text, table rules, coloured verdicts and markers: many colours, and a real part of the
    // page not white.
    assert!(colours.len() > 50, "{} colours: blank?", colours.len());
    assert!(
        white < total * 97 / 100,
        "{white} of {total} pixels white: blank?"
    );
    eprintln!("screenshot: {}", shot.display());
}

/// A `no-conflict` that carries a warning (sdpor on a state space with cycles) is no proof:
/// the tables say so and the comparison of strategies leaves the pair out.
#[test]
fn a_verdict_with_a_warning_is_shown_as_no_proof_and_not_compared() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("report-warning");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("r.jsonl");
    let line = |strategy: &str, states: u64, warnings: &str| {
        format!(
            "{{\"schema\":\"ironpf-batch/1\",\"pair\":\"A-B\",\"app1\":\"A\",\"app2\":\"B\",\"strategy\":\"{strategy}\",\"verdict\":\"no-conflict\",\"property\":null,\"summary\":null,\"replay\":null,\"limit\":null,\"events\":2,\"states\":{states},\"transitions\":{states},\"unique_transitions\":null,\"time_seconds\":1.0,\"peak_memory_bytes\":1048576,\"exit_code\":0,\"error\":null,\"warnings\":{warnings},\"jar\":null,\"tool\":\"ironpf 0.1.0\"}}\n"
        )
    };
    std::fs::write(
        &file,
        line("none", 10, "[]") + &line("sdpor", 4, "[\"the state space has cycles\"]"),
    )
    .unwrap();
    let o = Command::new(ironpf())
        .args(["report", "--format", "md"])
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0));
    let md = String::from_utf8_lossy(&o.stdout);
    assert!(md.contains("no-conflict (warning: no proof)"), "{md}");
    // The only pair's sdpor search is no proof, so no ratio is computed over it.
    assert!(!md.contains("0.40"), "{md}");
}

/// Where every check got its expected verdict, the Markdown says so (it printed "0 of N checks
/// ... got another:" over an empty list).
#[test]
fn markdown_says_when_every_expected_verdict_was_got() {
    let dir = std::env::temp_dir().join(format!("ironpf-report-md-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let lines: Vec<String> = std::fs::read_to_string(data("results.jsonl"))
        .unwrap()
        .lines()
        .filter(|l| l.contains("\"pair\": \"A-B\""))
        .map(str::to_string)
        .collect();
    assert_eq!(lines.len(), 2);
    let file = dir.join("ok.jsonl");
    std::fs::write(&file, lines.join("\n") + "\n").unwrap();
    let o = report(&[
        file.display().to_string(),
        "--format".into(),
        "md".into(),
        "-o".into(),
        "-".into(),
    ]);
    let md = String::from_utf8(o.stdout).unwrap();
    assert!(
        md.contains("All 2 checks with an expected verdict got it."),
        "{md}"
    );
    assert!(!md.contains("got another"), "{md}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A batch of 2,550 pairs (51 apps, every ordered pair, two strategies) with conflicts, app
/// errors of three causes, limits and clean pairs: the page leads with the answers (the
/// conflicts, each pair once, then the matrix, then the app errors grouped), and stays short
/// enough to read: the long tables are folded, the conflict list scrolls in its own box.
#[test]
fn a_report_of_2500_pairs_leads_with_the_answers_and_stays_short() {
    let dir = scratch("large");
    let apps: Vec<String> = (0..51).map(|i| format!("App-{i:02}")).collect();
    let mut lines = String::new();
    let mut n = 0u64;
    let (mut conflicts, mut errors) = (0, 0);
    for a in &apps {
        for b in &apps {
            if a == b {
                continue;
            }
            n += 1;
            // A fixed mix: every 10th pair conflicts, every 17th an app error (3 causes),
            // every 23rd a limit under none; the rest are clean.
            let kind = if n.is_multiple_of(10) {
                conflicts += 1;
                "conflict"
            } else if n.is_multiple_of(17) {
                errors += 1;
                "app-error"
            } else {
                "no-conflict"
            };
            for strategy in ["none", "dpor"] {
                let limit = strategy == "none" && n.is_multiple_of(23) && kind == "no-conflict";
                let verdict = if limit { "limit" } else { kind };
                let mut r = serde_json::json!({
                    "schema": "ironpf-batch/1", "pair": format!("{a}-{b}"), "app1": a, "app2": b,
                    "name1": format!("Name of {a}"), "name2": format!("Name of {b}"),
                    "strategy": strategy, "verdict": verdict, "property": null, "summary": null,
                    "replay": null, "limit": if limit { "time" } else { "" }, "events": 4,
                    "states": 10 + n % 97, "transitions": 40 + n % 89, "unique_transitions": null,
                    "time_seconds": 0.01 * (1 + n % 50) as f64, "peak_memory_bytes": 20_000_000,
                    "exit_code": 0, "error": null, "jar": format!("{n}.jar"), "tool": "ironpf 0.1.0",
                });
                if verdict == "conflict" {
                    r["property"] = "conflict".into();
                    r["summary"] = format!("Name of {b} writes Lock.lock = locked after Name of {a} wrote Lock.lock = unlocked").into();
                    r["replay"] = "r1:014".into();
                    r["device"] = "Lock".into();
                    r["attribute"] = "lock".into();
                    r["place"] = format!("{b}.groovy:45").into();
                    r["reproduce"] = format!("ironpf check --replay r1:014 /cache/{n}.jar").into();
                    r["story"] = serde_json::json!([
                        "0: start",
                        "1: configuration A",
                        "2: event x",
                        "3: event y"
                    ]);
                    r["why"] = serde_json::json!(["first: ...", "then: ..."]);
                }
                if verdict == "app-error" {
                    r["property"] = "exception".into();
                    r["summary"] =
                        format!("java.lang.NullPointerException: cause {}", n % 3).into();
                    r["place"] = format!("App-0{}.groovy:12", n % 3).into();
                    r["replay"] = "r1:01".into();
                }
                lines.push_str(&r.to_string());
                lines.push('\n');
            }
        }
    }
    assert_eq!(n, 2550);
    let results = dir.join("results.jsonl");
    std::fs::write(&results, lines).unwrap();
    let page = dir.join("report.html");
    let o = report(&[
        results.display().to_string(),
        "-o".into(),
        page.display().to_string(),
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let html = std::fs::read_to_string(&page).unwrap();
    // Each conflicting pair once (not once per strategy), then the matrix, the app errors by
    // cause, the plots, and Table 1 last.
    assert_eq!(html.matches("<tr id=\"p").count(), conflicts);
    assert!(html.contains(&format!("Conflicts: {conflicts} of 2550 pairs")));
    assert!(html.contains(&format!("App errors: {errors} pairs, 3 causes")));
    assert!(html.contains("Name of App-00"));
    let at = |s: &str| html.find(s).unwrap_or_else(|| panic!("no {s}"));
    assert!(at("id=\"conflicts\"") < at("id=\"matrix\""));
    assert!(at("id=\"matrix\"") < at("id=\"app-errors\""));
    assert!(at("id=\"app-errors\"") < at("id=\"plots\""));
    assert!(at("id=\"plots\"") < at("id=\"table1\""));
    assert_eq!(html.matches("<th class=\"row\">").count(), 51);

    let Some(chromium) = chromium() else {
        return;
    };
    // The page's height, from a copy with one script that logs it.
    let measured = dir.join("measured.html");
    std::fs::write(
        &measured,
        html.replace(
            "</body>",
            "<script>console.log('page-height=' + document.documentElement.scrollHeight)</script></body>",
        ),
    )
    .unwrap();
    let (_, err) = render(&chromium, &dir, &measured, "--dump-dom");
    let height: u32 = console_lines(&err)
        .iter()
        .find_map(|l| {
            let at = l.find("page-height=")? + "page-height=".len();
            l[at..]
                .split(|c: char| !c.is_ascii_digit())
                .next()?
                .parse()
                .ok()
        })
        .unwrap_or_else(|| panic!("no height logged: {err}"));
    eprintln!("page height for 2,550 pairs: {height} px");
    assert!(height < 10_000, "the page is {height} px tall");
}
