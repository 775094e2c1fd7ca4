//! `ironpf report`: the report of one or more batch results files (see
//! `docs/batch-results.md`), as one self-contained HTML page (inline CSS and SVG, no script,
//! nothing fetched), as Markdown, or as CSV.
//!
//! What the report holds, and the rules it follows:
//! - One row per pair, one column group per strategy side by side, as Table 1 of the
//!   stateful-DPOR paper ("Without DPOR" and "With DPOR"). Strategies are ordered `none`,
//!   `dpor`, `sdpor`, then any other in the order first met; pairs in the order first met.
//! - A (pair, strategy) given twice (in one file or over several) keeps its last line; the
//!   others are reported as warnings.
//! - A search is *finished* when it ended on its own (verdict `conflict`, `no-conflict` or
//!   `app-error`), and *complete* when it also explored every state its strategy keeps
//!   (verdict `no-conflict`). A search that stops at its first violation has explored a part of
//!   the state space that depends on the order it went in, so only complete searches are
//!   comparable: the geometric-mean ratios of a strategy against the first one (the baseline,
//!   `none` when present) are over the pairs both searches completed, and a pair whose value of
//!   a column is missing or zero under either is left out of that column's mean.
//! - Every text from a results file is escaped for its format (HTML, Markdown, CSV).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use crate::batch::answers::{self, Answer};
use crate::batch::record::{self, Record, Verdict};
use crate::error::VmResult;
use serde_json::Value as Json;

/// The report's output formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// One self-contained HTML page with tables and SVG plots.
    Html,
    /// The tables as Markdown.
    Md,
    /// One row per (pair, strategy), RFC 4180.
    Csv,
}

/// The results of one or more results files, one row per pair.
#[derive(Clone, Debug)]
pub struct Report {
    /// The results files read, in order.
    pub files: Vec<String>,
    /// The strategies met, in report order (the first is the baseline of the comparisons).
    pub strategies: Vec<String>,
    pub pairs: Vec<PairRow>,
}

/// One pair's checks, one per strategy of [`Report::strategies`].
#[derive(Clone, Debug)]
pub struct PairRow {
    pub pair: String,
    pub app1: String,
    pub app2: String,
    /// Indexed like [`Report::strategies`]; `None` when the pair was not checked with it.
    pub checks: Vec<Option<Record>>,
}

impl PairRow {
    /// The pair's events, from its first check that counted them.
    pub fn events(&self) -> Option<u64> {
        self.checks.iter().flatten().find_map(|r| r.events)
    }
}

/// Whether a search ended on its own (not stopped by a limit, not an error).
pub fn finished(r: &Record) -> bool {
    matches!(
        r.verdict,
        Verdict::Conflict | Verdict::NoConflict | Verdict::AppError
    )
}

/// Whether a search explored every state its strategy keeps (it found no violation) and its
/// verdict can be trusted (no warning: sdpor warns on a state space with cycles).
pub fn complete(r: &Record) -> bool {
    r.verdict == Verdict::NoConflict && r.warnings.is_empty()
}

/// The verdict as a table shows it: a verdict with a warning says it is no proof.
pub fn verdict_label(r: &Record) -> String {
    if r.warnings.is_empty() {
        r.verdict.as_str().to_string()
    } else {
        format!("{} (warning: no proof)", r.verdict.as_str())
    }
}

/// Reads the results files (in order) into a report; the warnings say which lines were
/// replaced by later ones.
pub fn load(paths: &[String]) -> VmResult<(Report, Vec<String>)> {
    let mut files = Vec::new();
    for p in paths {
        files.push((p.clone(), record::read(Path::new(p))?));
    }
    Ok(collect(files))
}

/// Joins the records of several files, named by the first of each tuple.
pub fn collect(files: Vec<(String, Vec<Record>)>) -> (Report, Vec<String>) {
    let mut warnings = Vec::new();
    let mut names = Vec::new();
    // (pair, strategy) -> record, and the orders first met.
    let mut by_key: BTreeMap<(String, String), Record> = BTreeMap::new();
    let mut pair_order: Vec<(String, String, String)> = Vec::new();
    let mut strategies: Vec<String> = Vec::new();
    for (name, records) in files {
        for r in records {
            if !pair_order.iter().any(|(p, _, _)| *p == r.pair) {
                pair_order.push((r.pair.clone(), r.app1.clone(), r.app2.clone()));
            }
            if !strategies.contains(&r.strategy) {
                strategies.push(r.strategy.clone());
            }
            if by_key.insert(r.key(), r.clone()).is_some() {
                warnings.push(format!(
                    "{name}: {} ({}) is given again; the later line wins",
                    r.pair, r.strategy
                ));
            }
        }
        names.push(name);
    }
    let rank = |s: &str| ["none", "dpor", "sdpor"].iter().position(|k| *k == s);
    // Known strategies first in their fixed order, the others as met (a stable sort).
    strategies.sort_by_key(|s| rank(s).unwrap_or(usize::MAX));
    let pairs = pair_order
        .into_iter()
        .map(|(pair, app1, app2)| {
            let checks = strategies
                .iter()
                .map(|s| by_key.remove(&(pair.clone(), s.clone())))
                .collect();
            PairRow {
                pair,
                app1,
                app2,
                checks,
            }
        })
        .collect();
    (
        Report {
            files: names,
            strategies,
            pairs,
        },
        warnings,
    )
}

/// Writes the report in `format`.
pub fn render(report: &Report, format: Format) -> String {
    match format {
        Format::Html => html(report),
        Format::Md => markdown(report),
        Format::Csv => csv(report),
    }
}

// ---------------------------------------------------------------------------------------------
// What every format shares: columns, totals, comparisons.

/// A column of Table 1 that holds a measure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Metric {
    States,
    Transitions,
    UniqueTransitions,
    Time,
    Memory,
}

impl Metric {
    const ALL: [Metric; 5] = [
        Metric::States,
        Metric::Transitions,
        Metric::UniqueTransitions,
        Metric::Time,
        Metric::Memory,
    ];

    fn value(self, r: &Record) -> Option<f64> {
        match self {
            Metric::States => r.states.map(|v| v as f64),
            Metric::Transitions => r.transitions.map(|v| v as f64),
            Metric::UniqueTransitions => r.unique_transitions.map(|v| v as f64),
            Metric::Time => Some(r.time_seconds),
            Metric::Memory => r.peak_memory_bytes.map(|v| v as f64),
        }
    }

    fn header(self) -> &'static str {
        match self {
            Metric::States => "states",
            Metric::Transitions => "transitions",
            Metric::UniqueTransitions => "unique transitions",
            Metric::Time => "time (s)",
            Metric::Memory => "peak memory (MB)",
        }
    }

    /// The ratio column's name (no unit: a ratio has none).
    fn name(self) -> &'static str {
        match self {
            Metric::States => "states",
            Metric::Transitions => "transitions",
            Metric::UniqueTransitions => "unique transitions",
            Metric::Time => "time",
            Metric::Memory => "peak memory",
        }
    }

    /// The value as the tables show it.
    fn show(self, r: &Record) -> String {
        match self {
            Metric::Time => fmt_seconds(r.time_seconds),
            Metric::Memory => r.peak_memory_bytes.map(fmt_mb).unwrap_or_else(dash),
            _ => self
                .value(r)
                .map(|v| fmt_int(v as u64))
                .unwrap_or_else(dash),
        }
    }
}

fn dash() -> String {
    "-".to_string()
}

/// The measure columns shown for strategy `s`: unique transitions only when some check of it
/// counted them (`none` does not).
fn columns(report: &Report, s: usize) -> Vec<Metric> {
    let unique = report
        .pairs
        .iter()
        .filter_map(|p| p.checks[s].as_ref())
        .any(|r| r.unique_transitions.is_some());
    Metric::ALL
        .into_iter()
        .filter(|m| *m != Metric::UniqueTransitions || unique)
        .collect()
}

/// A strategy's totals over all its checks (memory: the largest peak).
struct Totals {
    checks: usize,
    sums: Vec<(Metric, String)>,
}

fn totals(report: &Report, s: usize) -> Totals {
    let records: Vec<&Record> = report
        .pairs
        .iter()
        .filter_map(|p| p.checks[s].as_ref())
        .collect();
    let sums = columns(report, s)
        .into_iter()
        .map(|m| {
            let values = records.iter().filter_map(|r| m.value(r));
            let text = match m {
                Metric::Time => fmt_seconds(values.sum()),
                Metric::Memory => values
                    .map(|v| v as u64)
                    .max()
                    .map(fmt_mb)
                    .unwrap_or_else(dash),
                _ => fmt_int(values.map(|v| v as u64).sum()),
            };
            (m, text)
        })
        .collect();
    Totals {
        checks: records.len(),
        sums,
    }
}

/// One strategy against the baseline.
struct Comparison {
    base: usize,
    other: usize,
    /// Pairs both searches completed (indices into `Report::pairs`).
    complete: Vec<usize>,
    /// Per metric: the geometric mean of other/base and the pairs it is over.
    means: Vec<(Metric, Option<(f64, usize)>)>,
    /// Pairs only one of the two finished: (pair, which strategy finished).
    only_one: Vec<(usize, usize)>,
    /// Pairs both finished with different verdicts.
    disagree: Vec<usize>,
}

fn comparisons(report: &Report) -> Vec<Comparison> {
    (1..report.strategies.len())
        .map(|other| compare(report, 0, other))
        .collect()
}

fn compare(report: &Report, base: usize, other: usize) -> Comparison {
    let mut complete_pairs = Vec::new();
    let mut only_one = Vec::new();
    let mut disagree = Vec::new();
    for (i, p) in report.pairs.iter().enumerate() {
        let (b, o) = (p.checks[base].as_ref(), p.checks[other].as_ref());
        let (bf, of) = (b.is_some_and(finished), o.is_some_and(finished));
        if bf != of {
            only_one.push((i, if bf { base } else { other }));
        }
        if let (Some(b), Some(o)) = (b, o) {
            if bf && of && b.verdict != o.verdict {
                disagree.push(i);
            }
            if complete(b) && complete(o) {
                complete_pairs.push(i);
            }
        }
    }
    let mut metrics = columns(report, other);
    metrics.retain(|m| columns(report, base).contains(m));
    let means = metrics
        .into_iter()
        .map(|m| {
            let logs: Vec<f64> = complete_pairs
                .iter()
                .filter_map(|&i| {
                    let p = &report.pairs[i];
                    let b = m.value(p.checks[base].as_ref()?)?;
                    let o = m.value(p.checks[other].as_ref()?)?;
                    (b > 0.0 && o > 0.0).then(|| (o / b).ln())
                })
                .collect();
            let mean = (!logs.is_empty()).then(|| {
                (
                    (logs.iter().sum::<f64>() / logs.len() as f64).exp(),
                    logs.len(),
                )
            });
            (m, mean)
        })
        .collect();
    Comparison {
        base,
        other,
        complete: complete_pairs,
        means,
        only_one,
        disagree,
    }
}

/// What the comparison section says about which pairs count.
const COMPARABLE: &str = "Geometric means of the per-pair ratio, over the pairs where both \
searches are complete: both verdicts no-conflict, so each search explored every state its \
strategy keeps. A search that stops at its first violation (conflict, app-error) or at a limit \
has explored a part of the state space that depends on the order it went in, so its counts are \
not comparable. A pair whose value is missing or zero under either strategy is left out of that \
column's mean (n says how many pairs a mean is over when it is fewer). Below 1: the strategy \
needs less than the baseline.";

/// (pair, strategy) indices of every check whose verdict is not the expected one.
fn unexpected(report: &Report) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (i, p) in report.pairs.iter().enumerate() {
        for (s, r) in p.checks.iter().enumerate() {
            if let Some(r) = r
                && let Some(e) = &r.expected
                && e != r.verdict.as_str()
            {
                out.push((i, s));
            }
        }
    }
    out
}

fn with_expected(report: &Report) -> usize {
    report
        .pairs
        .iter()
        .flat_map(|p| p.checks.iter().flatten())
        .filter(|r| r.expected.is_some())
        .count()
}

fn verdict_counts(report: &Report, s: usize) -> [usize; 5] {
    let mut counts = [0; 5];
    for r in report.pairs.iter().filter_map(|p| p.checks[s].as_ref()) {
        let k = Verdict::ALL
            .iter()
            .position(|v| *v == r.verdict)
            .unwrap_or(0);
        counts[k] += 1;
    }
    counts
}

/// The versions of ironpf that wrote the lines.
fn tools(report: &Report) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for r in report.pairs.iter().flat_map(|p| p.checks.iter().flatten()) {
        if !out.contains(&r.tool) {
            out.push(r.tool.clone());
        }
    }
    out
}

fn fmt_int(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn fmt_seconds(s: f64) -> String {
    if s >= 100.0 {
        format!("{s:.0}")
    } else if s >= 10.0 {
        format!("{s:.1}")
    } else if s >= 1.0 {
        format!("{s:.2}")
    } else {
        format!("{s:.3}")
    }
}

/// Megabytes of 2^20 bytes, as `ironpf fixtures` counts them.
fn fmt_mb(bytes: u64) -> String {
    format!("{:.1}", bytes as f64 / (1u64 << 20) as f64)
}

fn fmt_ratio(mean: Option<(f64, usize)>, pairs: usize) -> String {
    match mean {
        None => "-".to_string(),
        Some((m, n)) if n == pairs => format!("{m:.2}"),
        Some((m, n)) => format!("{m:.2} (n={n})"),
    }
}

// ---------------------------------------------------------------------------------------------
// CSV.

/// One row per (pair, strategy) with the records' own units (seconds, bytes), RFC 4180
/// (CRLF line ends; a field with a comma, quote or line break quoted, quotes doubled).
pub fn csv(report: &Report) -> String {
    let mut out = String::new();
    csv_row(&mut out, CSV_COLUMNS.iter().map(|h| h.to_string()));
    for p in &report.pairs {
        for r in p.checks.iter().flatten() {
            let line = serde_json::to_value(r).unwrap_or_default();
            csv_row(
                &mut out,
                CSV_COLUMNS.iter().map(|c| match &line[*c] {
                    Json::Null => String::new(),
                    Json::String(s) => s.clone(),
                    // Warnings: one cell, separated as the text report separates them; a
                    // story and an explanation: one cell of lines.
                    Json::Array(items) => items
                        .iter()
                        .map(|i| i.as_str().map_or_else(|| i.to_string(), str::to_string))
                        .collect::<Vec<_>>()
                        .join(if matches!(*c, "story" | "why") {
                            "\n"
                        } else {
                            " | "
                        }),
                    // Times as Rust writes an f64 (`2`, `0.25`), as before.
                    Json::Number(n) if n.is_f64() => n.as_f64().unwrap_or_default().to_string(),
                    other => other.to_string(),
                }),
            );
        }
    }
    out
}

/// The CSV's columns: every field of a results line (`Record`), the first ones in the order a
/// reader scans them (a unit test holds the list to the record's fields).
const CSV_COLUMNS: [&str; 31] = [
    "pair",
    "app1",
    "app2",
    "name1",
    "name2",
    "strategy",
    "verdict",
    "expected",
    "property",
    "device",
    "attribute",
    "place",
    "events",
    "states",
    "transitions",
    "unique_transitions",
    "time_seconds",
    "peak_memory_bytes",
    "limit",
    "summary",
    "replay",
    "reproduce",
    "build",
    "why",
    "story",
    "error",
    "exit_code",
    "warnings",
    "jar",
    "tool",
    "schema",
];

fn csv_row(out: &mut String, fields: impl IntoIterator<Item = String>) {
    let fields: Vec<String> = fields
        .into_iter()
        .map(|f| {
            if f.contains([',', '"', '\r', '\n']) {
                format!("\"{}\"", f.replace('"', "\"\""))
            } else {
                f
            }
        })
        .collect();
    out.push_str(&fields.join(","));
    out.push_str("\r\n");
}

// ---------------------------------------------------------------------------------------------
// Markdown.

/// Escapes text for a Markdown table cell: no table break, no emphasis or link, no raw HTML.
fn md(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\\' | '|' | '*' | '_' | '`' | '[' | ']' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

fn md_table(out: &mut String, header: &[String], rows: &[Vec<String>]) {
    let line = |cells: &[String]| format!("| {} |\n", cells.join(" | "));
    out.push_str(&line(header));
    out.push_str(&format!("|{}\n", "---|".repeat(header.len())));
    for r in rows {
        out.push_str(&line(r));
    }
}

/// Table 1, verdict counts, totals and the comparisons as Markdown.
pub fn markdown(report: &Report) -> String {
    let mut out = String::from("# ironpf batch report\n\n");
    let files: Vec<String> = report
        .files
        .iter()
        .map(|f| format!("`{}`", f.replace('`', "'")))
        .collect();
    let _ = writeln!(
        out,
        "Results: {}; {} pairs; strategies: {}.\n",
        files.join(", "),
        report.pairs.len(),
        if report.strategies.is_empty() {
            "none given".to_string()
        } else {
            report
                .strategies
                .iter()
                .map(|s| md(s))
                .collect::<Vec<_>>()
                .join(", ")
        }
    );

    md_answers(&mut out, report);
    out.push_str("\n## Verdicts\n\n");
    let mut header = vec!["strategy".to_string(), "checks".to_string()];
    header.extend(Verdict::ALL.iter().map(|v| v.as_str().to_string()));
    let rows: Vec<Vec<String>> = report
        .strategies
        .iter()
        .enumerate()
        .map(|(s, name)| {
            let counts = verdict_counts(report, s);
            let mut row = vec![md(name), counts.iter().sum::<usize>().to_string()];
            row.extend(counts.iter().map(|c| c.to_string()));
            row
        })
        .collect();
    md_table(&mut out, &header, &rows);
    let expected = with_expected(report);
    let bad = unexpected(report);
    if expected > 0 && bad.is_empty() {
        let _ = writeln!(
            out,
            "\nAll {expected} checks with an expected verdict got it."
        );
    } else if expected > 0 {
        let _ = writeln!(
            out,
            "\n{} of {expected} checks with an expected verdict got another:",
            bad.len()
        );
        for (i, s) in bad {
            let r = report.pairs[i].checks[s].as_ref();
            if let Some(r) = r {
                let _ = writeln!(
                    out,
                    "- {} ({}): {}, expected {}",
                    md(&r.pair),
                    md(&r.strategy),
                    r.verdict.as_str(),
                    md(r.expected.as_deref().unwrap_or(""))
                );
            }
        }
    }

    out.push_str("\n## Table 1\n\n");
    let mut header = vec!["app1".to_string(), "app2".to_string(), "events".to_string()];
    let cols: Vec<Vec<Metric>> = (0..report.strategies.len())
        .map(|s| columns(report, s))
        .collect();
    for (s, name) in report.strategies.iter().enumerate() {
        for m in &cols[s] {
            header.push(format!("{} {}", md(name), m.header()));
        }
        header.push(format!("{} verdict", md(name)));
    }
    let mut rows: Vec<Vec<String>> = report
        .pairs
        .iter()
        .map(|p| {
            let mut row = vec![
                md(&p.app1),
                md(&p.app2),
                p.events().map(fmt_int).unwrap_or_else(dash),
            ];
            for (s, check) in p.checks.iter().enumerate() {
                match check {
                    Some(r) => {
                        row.extend(cols[s].iter().map(|m| m.show(r)));
                        row.push(verdict_label(r));
                    }
                    None => {
                        row.extend(cols[s].iter().map(|_| String::new()));
                        row.push("not run".to_string());
                    }
                }
            }
            row
        })
        .collect();
    let mut total = vec!["**total**".to_string(), String::new(), String::new()];
    for s in 0..report.strategies.len() {
        let t = totals(report, s);
        total.extend(t.sums.into_iter().map(|(_, v)| v));
        total.push(format!("{} checks", t.checks));
    }
    rows.push(total);
    md_table(&mut out, &header, &rows);
    out.push_str("\nTotals are over every check of a strategy; peak memory: the largest.\n");
    md_comparison(&mut out, report);
    out
}

/// An app by its name, with its file name when that differs.
fn md_name(name: &str, file: &str) -> String {
    if name == file {
        md(name)
    } else {
        format!("{} ({})", md(name), md(file))
    }
}

/// A code span of `text` for a Markdown table cell.
fn md_code(text: &str) -> String {
    if text.is_empty() {
        String::new()
    } else if text.contains('`') {
        md(text)
    } else {
        format!("`{text}`").replace('|', "\\|")
    }
}

/// The answers first, as in the HTML page: the pairs that conflict (once each, with the
/// device, where, and the command that reproduces the shortest story), and the app errors
/// grouped by cause.
fn md_answers(out: &mut String, report: &Report) {
    let mut counts: BTreeMap<Answer, usize> = BTreeMap::new();
    for p in &report.pairs {
        *counts.entry(answers::answer(p)).or_default() += 1;
    }
    let parts: Vec<String> = counts
        .iter()
        .map(|(a, n)| format!("{n} {}", a.word()))
        .collect();
    let _ = writeln!(
        out,
        "**{} pairs: {}.**\n",
        report.pairs.len(),
        if parts.is_empty() {
            "none".to_string()
        } else {
            parts.join(", ")
        }
    );
    out.push_str("## Conflicts\n\n");
    let reverses = answers::reverses(report);
    let rows: Vec<Vec<String>> = report
        .pairs
        .iter()
        .enumerate()
        .filter(|(_, p)| answers::answer(p) == Answer::Conflict)
        .filter_map(|(i, p)| {
            let r = answers::shortest(p, Verdict::Conflict)?;
            let (n1, n2) = answers::names(p);
            let mut notes = Vec::new();
            if answers::strategies_disagree(p) {
                let v: Vec<String> = report
                    .strategies
                    .iter()
                    .zip(&p.checks)
                    .filter_map(|(s, r)| r.as_ref().map(|r| format!("{s}: {}", verdict_label(r))))
                    .collect();
                notes.push(format!("strategies disagree: {}", v.join(", ")));
            }
            if let Some(j) = reverses[i] {
                let other = answers::answer(&report.pairs[j]);
                if other != Answer::Conflict {
                    notes.push(format!("the other order: {}", other.word()));
                }
            }
            Some(vec![
                md_name(&n1, &p.app1),
                md_name(&n2, &p.app2),
                answers::conflict_on(p).map_or_else(dash, |d| md(&d)),
                md_code(r.place.as_deref().unwrap_or("")),
                md(&notes.join("; ")),
                md_code(r.reproduce.as_deref().or(r.replay.as_deref()).unwrap_or("")),
            ])
        })
        .collect();
    if rows.is_empty() {
        out.push_str("No pair conflicts.\n");
    } else {
        let header: Vec<String> = [
            "App1",
            "App2",
            "device.attribute",
            "where",
            "note",
            "reproduce",
        ]
        .iter()
        .map(|h| h.to_string())
        .collect();
        md_table(out, &header, &rows);
        let _ = writeln!(
            out,
            "\nThe rule: {}.",
            md(crate::check::story::conflict_rule(false))
        );
        if rows.iter().any(|r| r[4].contains("the other order")) {
            let _ = writeln!(out, "\n{}", md(answers::ORDER_MATTERS));
        }
    }
    out.push_str("\n## App errors by cause\n\n");
    let groups = answers::error_groups(report);
    if groups.is_empty() {
        out.push_str("No app errors.\n");
        return;
    }
    let rows: Vec<Vec<String>> = groups
        .iter()
        .map(|g| {
            let pairs: Vec<String> = g
                .pairs
                .iter()
                .take(8)
                .map(|(i, _)| md(&report.pairs[*i].pair))
                .collect();
            let more = if g.pairs.len() > 8 {
                format!(" and {} more", g.pairs.len() - 8)
            } else {
                String::new()
            };
            vec![
                g.pairs.len().to_string(),
                g.place.as_deref().map_or_else(dash, md_code),
                md(&g.summary),
                format!("{}{more}", pairs.join(", ")),
                md_code(
                    g.pairs[0]
                        .1
                        .reproduce
                        .as_deref()
                        .or(g.pairs[0].1.replay.as_deref())
                        .unwrap_or(""),
                ),
            ]
        })
        .collect();
    let header: Vec<String> = ["pairs", "where", "cause", "in", "reproduce (the first)"]
        .iter()
        .map(|h| h.to_string())
        .collect();
    md_table(out, &header, &rows);
}

fn md_comparison(out: &mut String, report: &Report) {
    out.push_str("\n## Comparison\n\n");
    let comps = comparisons(report);
    if comps.is_empty() {
        out.push_str(&format!("{}\n", no_comparison(report)));
        return;
    }
    out.push_str(COMPARABLE);
    out.push_str("\n\n");
    let mut header = vec!["ratio".to_string(), "pairs".to_string()];
    let metric_names: Vec<Metric> = comps[0].means.iter().map(|(m, _)| *m).collect();
    header.extend(metric_names.iter().map(|m| m.name().to_string()));
    let rows: Vec<Vec<String>> = comps
        .iter()
        .map(|c| {
            let mut row = vec![
                format!(
                    "{}/{}",
                    md(&report.strategies[c.other]),
                    md(&report.strategies[c.base])
                ),
                c.complete.len().to_string(),
            ];
            row.extend(metric_names.iter().map(|m| {
                let mean = c.means.iter().find(|(k, _)| k == m).and_then(|(_, v)| *v);
                fmt_ratio(mean, c.complete.len())
            }));
            row
        })
        .collect();
    md_table(out, &header, &rows);
    for c in &comps {
        let (b, o) = (&report.strategies[c.base], &report.strategies[c.other]);
        if !c.only_one.is_empty() {
            let _ = writeln!(out, "\nFinished under only one of {} and {}:", md(b), md(o));
            for (i, s) in &c.only_one {
                let _ = writeln!(out, "- {}", md(&only_one_text(report, c, *i, *s)));
            }
        }
        if !c.disagree.is_empty() {
            let _ = writeln!(out, "\nVerdicts of {} and {} differ:", md(b), md(o));
            for i in &c.disagree {
                let _ = writeln!(out, "- {}", md(&disagree_text(report, c, *i)));
            }
        }
    }
}

fn no_comparison(report: &Report) -> String {
    match report.strategies.first() {
        None => "No results: nothing to compare.".to_string(),
        Some(s) => {
            format!("Only one strategy ({s}) in the results: there is nothing to compare it with.")
        }
    }
}

fn verdict_of(report: &Report, i: usize, s: usize) -> &'static str {
    report.pairs[i].checks[s]
        .as_ref()
        .map(|r| r.verdict.as_str())
        .unwrap_or("not run")
}

fn only_one_text(report: &Report, c: &Comparison, i: usize, s: usize) -> String {
    let not = if s == c.base { c.other } else { c.base };
    format!(
        "{}: {} under {}, {} under {}",
        report.pairs[i].pair,
        verdict_of(report, i, s),
        report.strategies[s],
        verdict_of(report, i, not),
        report.strategies[not]
    )
}

fn disagree_text(report: &Report, c: &Comparison, i: usize) -> String {
    format!(
        "{}: {} under {}, {} under {}",
        report.pairs[i].pair,
        verdict_of(report, i, c.base),
        report.strategies[c.base],
        verdict_of(report, i, c.other),
        report.strategies[c.other]
    )
}

// ---------------------------------------------------------------------------------------------
// HTML.

/// Escapes text for HTML content and attribute values (and for SVG inside HTML): the same
/// escaping as the counterexample page's.
use crate::check::html::escape as esc;

const CSS: &str = "
body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; margin: 1.5em 2em;
  color: #1a1a1a; background: #fff; line-height: 1.4; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; }
h2 { font-size: 1.25em; margin-top: 1.6em; border-bottom: 1px solid #ccc; padding-bottom: 0.2em; }
p.meta { color: #444; margin-top: 0; }
code { font-family: ui-monospace, 'DejaVu Sans Mono', monospace; font-size: 0.92em; }
table { border-collapse: collapse; margin: 0.6em 0; font-size: 0.88em; }
th, td { border: 1px solid #d0d0d0; padding: 0.2em 0.5em; }
th { background: #f0f3f7; font-weight: 600; }
td.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
table.t1 th.grp { background: #e2e9f2; }
table.t1 .first { border-left: 2px solid #7a8ca3; }
table.t1 tfoot td, table.t1 tfoot th { background: #f6f6f6; font-weight: 600; }
table.t1 tbody tr:hover { background: #fafae6; }
tr.unexpected td.app { box-shadow: inset 4px 0 0 #c0392b; }
td.v { white-space: nowrap; }
.v-conflict { color: #a61b0e; font-weight: 600; }
.v-no-conflict { color: #1d6b35; }
.v-app-error { color: #8a4b00; font-weight: 600; }
.v-limit { color: #6b5b00; }
.v-error { color: #fff; background: #a61b0e; }
.v-not-run { color: #999; }
small.exp { display: block; color: #a61b0e; font-weight: normal; }
td.msg { max-width: 38em; }
td.replay code { word-break: break-all; }
p.note { color: #444; max-width: 60em; }
figure { margin: 1em 0 2em 0; }
figcaption { color: #444; max-width: 70em; font-size: 0.9em; }
svg { background: #fff; font-family: system-ui, sans-serif; }
svg text { fill: #222; }
.scatter { display: flex; flex-wrap: wrap; gap: 1.5em; }
footer { margin-top: 3em; color: #777; font-size: 0.85em; }
p.answer { font-size: 1.15em; margin: 0.4em 0; }
p.answer span { font-weight: 600; }
p.nav { font-size: 0.9em; }
div.scroll { max-height: 70vh; overflow: auto; border: 1px solid #e0e0e0; display: inline-block; max-width: 100%; }
table.answers td { vertical-align: top; }
table.answers td small { display: block; color: #555; }
table.answers td.dev { font-weight: 600; white-space: nowrap; }
small.disagree { color: #a61b0e !important; }
pre.story { font-size: 0.85em; max-width: 110em; white-space: pre-wrap; background: #f7f7f7; padding: 0.5em; }
code.cmd { word-break: break-all; background: #f3f3f3; }
table.matrix { font-size: 0.75em; }
table.matrix td, table.matrix th { padding: 0 0.25em; text-align: center; min-width: 1.1em; }
table.matrix th.row { text-align: left; white-space: nowrap; }
table.matrix td a { text-decoration: none; color: inherit; display: block; }
table.matrix td.split a { text-decoration: underline; }
table.matrix td.v-conflict { background: #f6cfca; }
table.matrix td.v-no-conflict { background: #e4f2e7; }
table.matrix td.v-app-error { background: #f7e2c4; }
table.matrix td.v-limit { background: #f3eec0; }
";

/// The whole report as one self-contained HTML page.
pub fn html(report: &Report) -> String {
    let mut out = String::new();
    let title = format!("ironpf report: {}", report.files.join(", "));
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<style>{CSS}</style>\n</head>\n<body>\n",
        esc(&title)
    );
    // The answers first: which pairs conflict, on which device, the matrix, the app errors by
    // cause; then the plots; the figures per pair last (folded when the table is long).
    html_header(&mut out, report);
    html_conflicts(&mut out, report);
    html_matrix(&mut out, report);
    html_app_errors(&mut out, report);
    html_plots(&mut out, report);
    html_verdicts(&mut out, report);
    html_comparison(&mut out, report);
    html_table1(&mut out, report);
    html_stopped(&mut out, report);
    let _ = write!(
        out,
        "<footer>Written by ironpf {} (<code>ironpf report</code>).</footer>\n</body>\n</html>\n",
        env!("CARGO_PKG_VERSION")
    );
    out
}

fn verdict_class(v: &str) -> String {
    format!("v-{}", v.replace(' ', "-"))
}

fn html_header(out: &mut String, report: &Report) {
    out.push_str("<h1>ironpf batch report</h1>\n<p class=\"meta\">Results: ");
    let files: Vec<String> = report
        .files
        .iter()
        .map(|f| format!("<code>{}</code>", esc(f)))
        .collect();
    let strategies = if report.strategies.is_empty() {
        "none given".to_string()
    } else {
        report
            .strategies
            .iter()
            .map(|s| esc(s))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let _ = writeln!(
        out,
        "{} &middot; <b>{}</b> pairs &middot; strategies: <b>{strategies}</b> &middot; written by {}</p>",
        files.join(", "),
        report.pairs.len(),
        esc(&tools(report).join(", "))
    );
    let mut counts: BTreeMap<Answer, usize> = BTreeMap::new();
    for p in &report.pairs {
        *counts.entry(answers::answer(p)).or_default() += 1;
    }
    let parts: Vec<String> = counts
        .iter()
        .map(|(a, n)| format!("<span class=\"{}\">{n} {}</span>", a.class(), a.word()))
        .collect();
    let _ = writeln!(
        out,
        "<p class=\"answer\">{} pairs: {}.</p>\n<p class=\"nav\"><a href=\"#conflicts\">conflicts</a> \
         &middot; <a href=\"#matrix\">app by app</a> &middot; <a href=\"#app-errors\">app errors</a> \
         &middot; <a href=\"#plots\">plots</a> &middot; <a href=\"#verdicts\">verdicts per strategy</a> \
         &middot; <a href=\"#comparison\">comparison</a> &middot; <a href=\"#table1\">Table 1</a> \
         &middot; <a href=\"#stopped\">limits and errors</a></p>",
        report.pairs.len(),
        if parts.is_empty() {
            "none".to_string()
        } else {
            parts.join(", ")
        }
    );
    html_expected(out, report);
}

fn html_verdicts(out: &mut String, report: &Report) {
    out.push_str(
        "<h2 id=\"verdicts\">Verdicts per strategy</h2>\n<table>\n<thead><tr><th>strategy</th><th>checks</th>",
    );
    for v in Verdict::ALL {
        let _ = write!(
            out,
            "<th class=\"{}\">{}</th>",
            verdict_class(v.as_str()),
            v.as_str()
        );
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for (s, name) in report.strategies.iter().enumerate() {
        let counts = verdict_counts(report, s);
        let _ = write!(
            out,
            "<tr><th>{}</th><td class=\"n\">{}</td>",
            esc(name),
            counts.iter().sum::<usize>()
        );
        for c in counts {
            let _ = write!(out, "<td class=\"n\">{c}</td>");
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n");
}

/// The checks whose verdict differs from the pair list's expected one (at the top: they are
/// what a rerun of a known list is for).
fn html_expected(out: &mut String, report: &Report) {
    let expected = with_expected(report);
    if expected == 0 {
        out.push_str("<p class=\"note\">No line carries an expected verdict.</p>\n");
        return;
    }
    let bad = unexpected(report);
    if bad.is_empty() {
        let _ = writeln!(
            out,
            "<p class=\"note\">All {expected} checks with an expected verdict got it.</p>"
        );
        return;
    }
    let _ = writeln!(
        out,
        "<p class=\"note\"><b>{} of {expected}</b> checks with an expected verdict got another \
         (a limit or an error says nothing either way):</p>\n<table>\n\
         <thead><tr><th>pair</th><th>strategy</th><th>verdict</th><th>expected</th><th>summary</th></tr></thead>\n<tbody>",
        bad.len()
    );
    for (i, s) in bad {
        if let Some(r) = &report.pairs[i].checks[s] {
            let _ = writeln!(
                out,
                "<tr><td>{}</td><td>{}</td><td class=\"{}\">{}</td><td>{}</td><td class=\"msg\">{}</td></tr>",
                esc(&r.pair),
                esc(&r.strategy),
                verdict_class(r.verdict.as_str()),
                r.verdict.as_str(),
                esc(r.expected.as_deref().unwrap_or("")),
                esc(r.summary.as_deref().or(r.error.as_deref()).unwrap_or(""))
            );
        }
    }
    out.push_str("</tbody>\n</table>\n");
}

fn html_table1(out: &mut String, report: &Report) {
    out.push_str("<h2 id=\"table1\">Table 1: states, transitions, time and memory per pair</h2>\n");
    if report.pairs.is_empty() {
        out.push_str("<p class=\"note\">No results.</p>\n");
        return;
    }
    let cols: Vec<Vec<Metric>> = (0..report.strategies.len())
        .map(|s| columns(report, s))
        .collect();
    // A long table is folded: the answers above link into it, which unfolds it.
    let fold = report.pairs.len() > FOLD_ROWS;
    if fold {
        let _ = writeln!(
            out,
            "<details class=\"t1\"><summary>{} pairs (click to unfold)</summary>",
            report.pairs.len()
        );
    }
    out.push_str("<table class=\"t1\">\n<thead>\n<tr><th rowspan=\"2\">app1</th><th rowspan=\"2\">app2</th><th rowspan=\"2\">events</th>");
    for (s, name) in report.strategies.iter().enumerate() {
        let _ = write!(
            out,
            "<th class=\"grp first\" colspan=\"{}\">{}</th>",
            cols[s].len() + 1,
            esc(name)
        );
    }
    out.push_str("</tr>\n<tr>");
    for c in &cols {
        for (k, m) in c.iter().enumerate() {
            let class = if k == 0 { " class=\"first\"" } else { "" };
            let _ = write!(out, "<th{class}>{}</th>", m.header());
        }
        out.push_str("<th>verdict</th>");
    }
    out.push_str("</tr>\n</thead>\n<tbody>\n");
    for (i, p) in report.pairs.iter().enumerate() {
        let odd = p.checks.iter().flatten().any(|r| {
            r.expected
                .as_deref()
                .is_some_and(|e| e != r.verdict.as_str())
        });
        let _ = write!(
            out,
            "<tr id=\"t1-{i}\"{}><td class=\"app\">{}</td><td>{}</td><td class=\"n\">{}</td>",
            if odd { " class=\"unexpected\"" } else { "" },
            esc(&p.app1),
            esc(&p.app2),
            p.events().map(fmt_int).unwrap_or_else(dash)
        );
        for (s, check) in p.checks.iter().enumerate() {
            for (k, m) in cols[s].iter().enumerate() {
                let first = if k == 0 { " first" } else { "" };
                let value = check.as_ref().map(|r| m.show(r)).unwrap_or_default();
                let _ = write!(out, "<td class=\"n{first}\">{value}</td>");
            }
            match check {
                Some(r) => {
                    let tip = r
                        .summary
                        .as_deref()
                        .or(r.error.as_deref())
                        .or(r.warnings.first().map(String::as_str))
                        .unwrap_or("");
                    let exp = match r.expected.as_deref() {
                        Some(e) if e != r.verdict.as_str() => {
                            format!("<small class=\"exp\">expected {}</small>", esc(e))
                        }
                        _ => String::new(),
                    };
                    let _ = write!(
                        out,
                        "<td class=\"v {}\" title=\"{}\">{}{exp}</td>",
                        verdict_class(r.verdict.as_str()),
                        esc(tip),
                        esc(&verdict_label(r))
                    );
                }
                None => out.push_str("<td class=\"v v-not-run\">not run</td>"),
            }
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n<tfoot>\n<tr><th colspan=\"3\">total</th>");
    for s in 0..report.strategies.len() {
        let t = totals(report, s);
        for (k, (_, v)) in t.sums.iter().enumerate() {
            let first = if k == 0 { " first" } else { "" };
            let _ = write!(out, "<td class=\"n{first}\">{v}</td>");
        }
        let _ = write!(out, "<td>{} checks</td>", t.checks);
    }
    out.push_str("</tr>\n</tfoot>\n</table>\n");
    if fold {
        out.push_str("</details>\n");
    }
    out.push_str(
        "<p class=\"note\">Totals are over every check of a strategy; peak memory: the largest. \
         A column no check of a strategy fills (unique transitions under none) is left out; \
         - is a value the check did not report. A bar left of a row marks a pair with a \
         verdict other than the expected one. Hover a verdict for its summary.</p>\n",
    );
}

fn html_comparison(out: &mut String, report: &Report) {
    out.push_str("<h2 id=\"comparison\">Comparison</h2>\n");
    let comps = comparisons(report);
    if comps.is_empty() {
        let _ = writeln!(out, "<p class=\"note\">{}</p>", esc(&no_comparison(report)));
        return;
    }
    let _ = writeln!(out, "<p class=\"note\">{COMPARABLE}</p>");
    let metrics: Vec<Metric> = comps[0].means.iter().map(|(m, _)| *m).collect();
    out.push_str("<table>\n<thead><tr><th>ratio</th><th>pairs both complete</th>");
    for m in &metrics {
        let _ = write!(out, "<th>{}</th>", m.name());
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for c in &comps {
        let _ = write!(
            out,
            "<tr><th>{}/{}</th><td class=\"n\">{}</td>",
            esc(&report.strategies[c.other]),
            esc(&report.strategies[c.base]),
            c.complete.len()
        );
        for m in &metrics {
            let mean = c.means.iter().find(|(k, _)| k == m).and_then(|(_, v)| *v);
            let _ = write!(
                out,
                "<td class=\"n\">{}</td>",
                fmt_ratio(mean, c.complete.len())
            );
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n");
    for c in &comps {
        let (b, o) = (&report.strategies[c.base], &report.strategies[c.other]);
        if c.only_one.is_empty() {
            let _ = writeln!(
                out,
                "<p class=\"note\">Every pair finished under both {} and {} or under neither.</p>",
                esc(b),
                esc(o)
            );
        } else {
            let _ = writeln!(
                out,
                "<p class=\"note\">Finished (no limit, no error) under only one of {} and {}:</p>\n<ul>",
                esc(b),
                esc(o)
            );
            for (i, s) in &c.only_one {
                let _ = writeln!(out, "<li>{}</li>", esc(&only_one_text(report, c, *i, *s)));
            }
            out.push_str("</ul>\n");
        }
        if !c.disagree.is_empty() {
            let _ = writeln!(
                out,
                "<p class=\"note\"><b>Verdicts of {} and {} differ</b> (both searches finished):</p>\n<ul>",
                esc(b),
                esc(o)
            );
            for i in &c.disagree {
                let _ = writeln!(out, "<li>{}</li>", esc(&disagree_text(report, c, *i)));
            }
            out.push_str("</ul>\n");
        }
    }
}

fn html_stopped(out: &mut String, report: &Report) {
    let stopped: Vec<&Record> = report
        .pairs
        .iter()
        .flat_map(|p| p.checks.iter().flatten())
        .filter(|r| matches!(r.verdict, Verdict::Limit | Verdict::Error))
        .collect();
    out.push_str("<h2 id=\"stopped\">Limits and errors</h2>\n");
    if stopped.is_empty() {
        out.push_str("<p class=\"note\">None.</p>\n");
    } else {
        let fold = stopped.len() > FOLD_ROWS;
        if fold {
            let _ = writeln!(
                out,
                "<details><summary>{} checks (click to unfold)</summary>",
                stopped.len()
            );
        }
        out.push_str(
            "<table>\n<thead><tr><th>pair</th>\
             <th>strategy</th><th>verdict</th><th>limit</th><th>summary or error</th></tr></thead>\n<tbody>\n",
        );
        for r in stopped {
            let _ = writeln!(
                out,
                "<tr><td>{}</td><td>{}</td><td class=\"{}\">{}</td><td>{}</td><td class=\"msg\">{}</td></tr>",
                esc(&r.pair),
                esc(&r.strategy),
                verdict_class(r.verdict.as_str()),
                r.verdict.as_str(),
                esc(r.limit.as_deref().unwrap_or("")),
                esc(r.error.as_deref().or(r.summary.as_deref()).unwrap_or(""))
            );
        }
        out.push_str("</tbody>\n</table>\n");
        if fold {
            out.push_str("</details>\n");
        }
    }
}

/// Tables longer than this are folded (`<details>`), so that the page stays short for
/// thousands of pairs; the sections above link into them.
const FOLD_ROWS: usize = 60;

/// A check's story, explanation and commands, folded behind `label`.
fn story_details(out: &mut String, r: &Record, label: &str) {
    let _ = write!(
        out,
        "<details><summary>{}</summary><pre class=\"story\">",
        esc(label)
    );
    let mut text = String::new();
    for l in &r.why {
        text.push_str(l);
        text.push('\n');
    }
    if !r.why.is_empty() && !r.story.is_empty() {
        text.push('\n');
    }
    for l in &r.story {
        text.push_str(l);
        text.push('\n');
    }
    out.push_str(&esc(&text));
    out.push_str("</pre>");
    if let Some(c) = r.reproduce.as_ref() {
        let _ = write!(
            out,
            "<p>Reproduce ({}): <code class=\"cmd\">{}</code></p>",
            esc(&r.strategy),
            esc(c)
        );
    } else if let Some(replay) = &r.replay {
        let _ = write!(
            out,
            "<p>Replay string ({}): <code class=\"cmd\">{}</code></p>",
            esc(&r.strategy),
            esc(replay)
        );
    }
    if let Some(b) = &r.build {
        let _ = write!(
            out,
            "<p>If the jar is gone: <code class=\"cmd\">{}</code></p>",
            esc(b)
        );
    }
    out.push_str("</details>");
}

/// An app by its name, with its file name below when that differs.
fn html_name(name: &str, file: &str) -> String {
    if name == file {
        format!("<b>{}</b>", esc(name))
    } else {
        format!("<b>{}</b><small>{}</small>", esc(name), esc(file))
    }
}

/// The strategies' verdicts of a pair, shown only where they disagree.
fn disagreement(p: &PairRow, report: &Report) -> String {
    if !answers::strategies_disagree(p) {
        return String::new();
    }
    let parts: Vec<String> = report
        .strategies
        .iter()
        .zip(&p.checks)
        .filter_map(|(s, r)| {
            r.as_ref().map(|r| {
                format!(
                    "{}: <span class=\"{}\">{}</span>",
                    esc(s),
                    verdict_class(r.verdict.as_str()),
                    esc(&verdict_label(r))
                )
            })
        })
        .collect();
    format!(
        "<small class=\"disagree\">strategies disagree: {}</small>",
        parts.join(", ")
    )
}

/// The pairs that conflict, each once: the apps by name, the device and attribute, where, the
/// strategies' verdicts where they disagree, the other order's verdict where it differs, and
/// the shortest story folded.
fn html_conflicts(out: &mut String, report: &Report) {
    let rows: Vec<usize> = (0..report.pairs.len())
        .filter(|&i| answers::answer(&report.pairs[i]) == Answer::Conflict)
        .collect();
    let _ = writeln!(
        out,
        "<h2 id=\"conflicts\">Conflicts: {} of {} pairs</h2>",
        rows.len(),
        report.pairs.len()
    );
    if rows.is_empty() {
        out.push_str("<p class=\"note\">No pair conflicts.</p>\n");
        return;
    }
    let reverses = answers::reverses(report);
    let mut order_differs = false;
    out.push_str(
        "<div class=\"scroll\"><table class=\"answers\">\n<thead><tr><th>App1</th><th>App2</th>\
         <th>device.attribute</th><th>where</th><th>the conflict</th></tr></thead>\n<tbody>\n",
    );
    for i in rows {
        let p = &report.pairs[i];
        let (n1, n2) = answers::names(p);
        let Some(r) = answers::shortest(p, Verdict::Conflict) else {
            continue;
        };
        let mut notes = disagreement(p, report);
        if let Some(j) = reverses[i] {
            let other = answers::answer(&report.pairs[j]);
            if other != Answer::Conflict {
                order_differs = true;
                let _ = write!(
                    notes,
                    "<small class=\"disagree\">the other order (<a href=\"#t1-{j}\">{} \
                     &times; {}</a>): <span class=\"{}\">{}</span> (<a href=\"#order\">why</a>)</small>",
                    esc(&n2),
                    esc(&n1),
                    other.class(),
                    other.word()
                );
            }
        }
        let _ = write!(
            out,
            "<tr id=\"p{i}\"><td>{}</td><td>{}</td>\
             <td class=\"dev\">{}</td><td><code>{}</code></td><td>",
            html_name(&n1, &p.app1),
            html_name(&n2, &p.app2),
            esc(&answers::conflict_on(p).unwrap_or_else(dash)),
            esc(r.place.as_deref().unwrap_or(""))
        );
        let summary = r.summary.as_deref().unwrap_or("conflict");
        story_details(out, r, summary);
        let _ = writeln!(out, "{notes}</td></tr>");
    }
    out.push_str("</tbody>\n</table></div>\n");
    let _ = writeln!(
        out,
        "<p class=\"note\">The rule: {} (the rule of <code>--conflict-writes every</code>, \
         the default).</p>",
        esc(crate::check::story::conflict_rule(false))
    );
    if order_differs {
        let _ = writeln!(
            out,
            "<p class=\"note\" id=\"order\">{}</p>",
            esc(answers::ORDER_MATTERS)
        );
    }
}

/// Every pair as a cell of an app-by-app matrix (rows App1, columns App2), linked to its
/// conflict or app error, or its row of Table 1.
fn html_matrix(out: &mut String, report: &Report) {
    out.push_str("<h2 id=\"matrix\">App by app</h2>\n");
    let apps = answers::apps(report);
    if apps.len() > MATRIX_APPS {
        let _ = writeln!(
            out,
            "<p class=\"note\">{} apps: too many for a matrix ({MATRIX_APPS} at most); the \
             conflicts and app errors are listed above and below, every pair in Table 1.</p>",
            apps.len()
        );
        return;
    }
    if apps.is_empty() {
        out.push_str("<p class=\"note\">No results.</p>\n");
        return;
    }
    let index = answers::pair_index(report);
    out.push_str(
        "<p class=\"note\">Row: App1, column: App2 (numbered as the rows). \
         <span class=\"v-conflict\">C</span> conflict, <span class=\"v-no-conflict\">&middot;</span> \
         clean, <span class=\"v-app-error\">E</span> app error, <span class=\"v-limit\">L</span> \
         limit, <span class=\"v-error\">!</span> error, blank: not checked; an underlined mark: \
         the strategies disagree. Click a cell for the pair.</p>\n<table class=\"matrix\">\n<thead><tr><th></th>",
    );
    for (k, a) in apps.iter().enumerate() {
        let _ = write!(out, "<th title=\"{}\">{}</th>", esc(a), k + 1);
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for (k, a) in apps.iter().enumerate() {
        let _ = write!(out, "<tr><th class=\"row\">{} {}</th>", k + 1, esc(a));
        for b in &apps {
            match index.get(&(a.as_str(), b.as_str())) {
                Some(&i) => {
                    let p = &report.pairs[i];
                    let ans = answers::answer(p);
                    let target = match ans {
                        Answer::Conflict => format!("p{i}"),
                        _ => format!("t1-{i}"),
                    };
                    let split = if answers::strategies_disagree(p) {
                        " split"
                    } else {
                        ""
                    };
                    let _ = write!(
                        out,
                        "<td class=\"{}{split}\" title=\"{} &times; {}: {}\"><a href=\"#{target}\">{}</a></td>",
                        ans.class(),
                        esc(a),
                        esc(b),
                        ans.word(),
                        ans.mark()
                    );
                }
                None => out.push_str("<td></td>"),
            }
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n");
}

/// At most this many apps get a matrix (a square of cells: 100 apps is 9,900 ordered pairs).
const MATRIX_APPS: usize = 100;

/// App errors grouped by cause (the summary and the Groovy line), the largest group first,
/// each with its pairs and one story.
fn html_app_errors(out: &mut String, report: &Report) {
    let groups = answers::error_groups(report);
    let total: usize = groups.iter().map(|g| g.pairs.len()).sum();
    let _ = writeln!(
        out,
        "<h2 id=\"app-errors\">App errors: {total} pairs, {} causes</h2>",
        groups.len()
    );
    if groups.is_empty() {
        out.push_str("<p class=\"note\">No app errors.</p>\n");
        return;
    }
    out.push_str(
        "<p class=\"note\">An app error is an app failing on its own in the platform model (an \
         uncaught exception, a failed assertion, a platform call the model does not offer): \
         grouped by message and the app's Groovy line.</p>\n<div class=\"scroll\"><table class=\"answers\">\n\
         <thead><tr><th>pairs</th><th>where</th><th>cause</th><th>in</th></tr></thead>\n<tbody>\n",
    );
    for g in &groups {
        let shown: Vec<String> = g
            .pairs
            .iter()
            .take(8)
            .map(|(i, _)| {
                let (n1, n2) = answers::names(&report.pairs[*i]);
                format!("<a href=\"#t1-{i}\">{} &times; {}</a>", esc(&n1), esc(&n2))
            })
            .collect();
        let more = if g.pairs.len() > 8 {
            format!(" and {} more", g.pairs.len() - 8)
        } else {
            String::new()
        };
        let _ = write!(
            out,
            "<tr><td class=\"n\">{}</td><td><code>{}</code></td><td class=\"msg\">",
            g.pairs.len(),
            esc(g.place.as_deref().unwrap_or("-"))
        );
        story_details(out, g.pairs[0].1, &g.summary);
        let _ = writeln!(out, "</td><td>{}{more}</td></tr>", shown.join(", "));
    }
    out.push_str("</tbody>\n</table></div>\n");
}

// ---------------------------------------------------------------------------------------------
// Plots: inline SVG drawn here (no `xmlns`: an `<svg>` inside HTML needs none).

const COLORS: [&str; 6] = [
    "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9",
];

/// A logarithmic axis over whole decades, `10^lo` to `10^hi`.
struct LogAxis {
    lo: i32,
    hi: i32,
}

impl LogAxis {
    /// The decades that hold every positive value; `None` when there is none.
    fn over(values: impl Iterator<Item = f64>) -> Option<LogAxis> {
        let (mut min, mut max) = (f64::INFINITY, 0.0f64);
        for v in values.filter(|v| *v > 0.0 && v.is_finite()) {
            min = min.min(v);
            max = max.max(v);
        }
        if max <= 0.0 {
            return None;
        }
        let lo = min.log10().floor() as i32;
        let mut hi = max.log10().ceil() as i32;
        if hi <= lo {
            hi = lo + 1;
        }
        Some(LogAxis { lo, hi })
    }

    /// Where `v` falls, from 0 (10^lo) to 1 (10^hi).
    fn frac(&self, v: f64) -> f64 {
        (v.log10() - self.lo as f64) / (self.hi - self.lo) as f64
    }

    fn label(exp: i32) -> String {
        match exp {
            0..=6 => fmt_int(10u64.pow(exp as u32)),
            -4..=-1 => format!("{:.*}", (-exp) as usize, 10f64.powi(exp)),
            _ => format!("1e{exp}"),
        }
    }
}

/// One marker shape per strategy (circle, square, triangle, diamond), filled or hollow.
fn marker(k: usize, x: f64, y: f64, r: f64, filled: bool, tip: &str) -> String {
    let color = COLORS[k % COLORS.len()];
    let fill = if filled { color } else { "#fff" };
    let paint = format!("fill=\"{fill}\" stroke=\"{color}\" stroke-width=\"1.4\"");
    let tip = if tip.is_empty() {
        String::new()
    } else {
        format!("<title>{}</title>", esc(tip))
    };
    match k % 4 {
        0 => format!("<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"{r:.1}\" {paint}>{tip}</circle>"),
        1 => {
            let h = r * 0.9;
            format!(
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" {paint}>{tip}</rect>",
                x - h,
                y - h,
                2.0 * h,
                2.0 * h
            )
        }
        2 => {
            let h = r * 1.15;
            format!(
                "<polygon points=\"{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}\" {paint}>{tip}</polygon>",
                x,
                y - h,
                x - h,
                y + h * 0.8,
                x + h,
                y + h * 0.8
            )
        }
        _ => {
            let h = r * 1.2;
            format!(
                "<polygon points=\"{:.1},{:.1} {:.1},{:.1} {:.1},{:.1} {:.1},{:.1}\" {paint}>{tip}</polygon>",
                x,
                y - h,
                x + h,
                y,
                x,
                y + h,
                x - h,
                y
            )
        }
    }
}

/// The frame of a plot: its drawing area inside the margins.
struct Frame {
    width: f64,
    height: f64,
    left: f64,
    top: f64,
    right: f64,
    bottom: f64,
}

impl Frame {
    fn inner_w(&self) -> f64 {
        self.width - self.left - self.right
    }
    fn inner_h(&self) -> f64 {
        self.height - self.top - self.bottom
    }
    fn y(&self, axis: &LogAxis, v: f64) -> f64 {
        self.top + (1.0 - axis.frac(v)) * self.inner_h()
    }
    fn x_log(&self, axis: &LogAxis, v: f64) -> f64 {
        self.left + axis.frac(v) * self.inner_w()
    }

    fn open(&self, out: &mut String, label: &str) {
        let _ = writeln!(
            out,
            "<svg viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" role=\"img\" aria-label=\"{}\" style=\"max-width:100%;height:auto\">",
            esc(label),
            w = self.width,
            h = self.height
        );
        let _ = writeln!(
            out,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"#fbfbfb\" stroke=\"#888\"/>",
            self.left,
            self.top,
            self.inner_w(),
            self.inner_h()
        );
    }

    /// Gridlines, ticks and labels of a log y axis, and the axis title.
    fn y_axis(&self, out: &mut String, axis: &LogAxis, title: &str) {
        for e in axis.lo..=axis.hi {
            let y = self.y(axis, 10f64.powi(e));
            let _ = writeln!(
                out,
                "<line x1=\"{:.1}\" y1=\"{y:.1}\" x2=\"{:.1}\" y2=\"{y:.1}\" stroke=\"#ddd\"/>\
                 <text x=\"{:.1}\" y=\"{:.1}\" font-size=\"12\" text-anchor=\"end\">{}</text>",
                self.left,
                self.left + self.inner_w(),
                self.left - 6.0,
                y + 4.0,
                LogAxis::label(e)
            );
            if e < axis.hi && axis.hi - axis.lo <= 8 {
                for m in 2..10 {
                    let y = self.y(axis, m as f64 * 10f64.powi(e));
                    let _ = write!(
                        out,
                        "<line x1=\"{:.1}\" y1=\"{y:.1}\" x2=\"{:.1}\" y2=\"{y:.1}\" stroke=\"#888\"/>",
                        self.left,
                        self.left + 4.0
                    );
                }
                out.push('\n');
            }
        }
        let (x, y) = (16.0, self.top + self.inner_h() / 2.0);
        let _ = writeln!(
            out,
            "<text x=\"{x}\" y=\"{y:.1}\" font-size=\"13\" text-anchor=\"middle\" transform=\"rotate(-90 {x} {y:.1})\">{}</text>",
            esc(title)
        );
    }

    /// The same for a log x axis.
    fn x_axis_log(&self, out: &mut String, axis: &LogAxis, title: &str) {
        let base = self.top + self.inner_h();
        for e in axis.lo..=axis.hi {
            let x = self.x_log(axis, 10f64.powi(e));
            let _ = writeln!(
                out,
                "<line x1=\"{x:.1}\" y1=\"{:.1}\" x2=\"{x:.1}\" y2=\"{base:.1}\" stroke=\"#ddd\"/>\
                 <text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"12\" text-anchor=\"middle\">{}</text>",
                self.top,
                base + 16.0,
                LogAxis::label(e)
            );
            if e < axis.hi && axis.hi - axis.lo <= 8 {
                for m in 2..10 {
                    let x = self.x_log(axis, m as f64 * 10f64.powi(e));
                    let _ = write!(
                        out,
                        "<line x1=\"{x:.1}\" y1=\"{base:.1}\" x2=\"{x:.1}\" y2=\"{:.1}\" stroke=\"#888\"/>",
                        base - 4.0
                    );
                }
                out.push('\n');
            }
        }
        let _ = writeln!(
            out,
            "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"13\" text-anchor=\"middle\">{}</text>",
            self.left + self.inner_w() / 2.0,
            self.height - 12.0,
            esc(title)
        );
    }
}

/// A legend row at the top of a plot: one marker per series, then a note on filling.
fn legend(out: &mut String, left: f64, y: f64, series: &[(usize, String)], note: &str) {
    let mut x = left;
    for (k, name) in series {
        out.push_str(&marker(*k, x + 6.0, y - 4.0, 5.0, true, ""));
        let _ = writeln!(
            out,
            "<text x=\"{:.1}\" y=\"{y:.1}\" font-size=\"13\">{}</text>",
            x + 16.0,
            esc(name)
        );
        x += 28.0 + 7.5 * name.chars().count() as f64;
    }
    let _ = writeln!(
        out,
        "<text x=\"{:.1}\" y=\"{y:.1}\" font-size=\"12\" fill=\"#555\">{}</text>",
        x + 10.0,
        esc(note)
    );
}

const FILL_NOTE: &str =
    "filled: complete search (no-conflict); hollow: stopped at a violation, a limit or an error";

/// One value per pair and strategy, pairs along x ordered by the baseline's value, log y.
/// The SVG and a note for the caption.
fn pair_plot(report: &Report, metric: Metric, what: &str, unit_title: &str) -> (String, String) {
    let strategies = &report.strategies;
    let n = report.pairs.len();
    let value = |i: usize, s: usize| {
        report.pairs[i].checks[s]
            .as_ref()
            .and_then(|r| metric.value(r))
            .filter(|v| *v > 0.0 && v.is_finite())
    };
    let Some(axis) =
        LogAxis::over((0..n).flat_map(|i| (0..strategies.len()).filter_map(move |s| value(i, s))))
    else {
        return (
            String::new(),
            format!(" No check reported {what} above 0: nothing to plot."),
        );
    };
    // Pairs with a baseline value first, by it; the others after, in report order.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| match (value(a, 0), value(b, 0)) {
        (Some(x), Some(y)) => x.total_cmp(&y),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => std::cmp::Ordering::Equal,
    });
    let named = n <= 40;
    let name_len = 34;
    // Names are written at 55 degrees: about 5 px of height per character.
    let longest = report
        .pairs
        .iter()
        .map(|p| p.pair.chars().count().min(name_len + 1))
        .max()
        .unwrap_or(0);
    let bottom = if named {
        36.0 + 5.2 * longest as f64
    } else {
        56.0
    };
    let frame = Frame {
        width: 1100.0,
        height: 290.0 + bottom,
        left: 80.0,
        top: 46.0,
        right: 20.0,
        bottom,
    };
    let step = frame.inner_w() / n as f64;
    let x_of = |rank: usize| frame.left + (rank as f64 + 0.5) * step;
    let mut out = String::new();
    frame.open(&mut out, &format!("{what} per pair"));
    frame.y_axis(&mut out, &axis, unit_title);
    let base = frame.top + frame.inner_h();
    if named {
        for (rank, &i) in order.iter().enumerate() {
            let x = x_of(rank);
            let mut name: String = report.pairs[i].pair.chars().take(name_len).collect();
            if report.pairs[i].pair.chars().count() > name_len {
                name.push('\u{2026}');
            }
            let _ = writeln!(
                out,
                "<line x1=\"{x:.1}\" y1=\"{base:.1}\" x2=\"{x:.1}\" y2=\"{:.1}\" stroke=\"#888\"/>\
                 <text font-size=\"11\" text-anchor=\"end\" transform=\"translate({:.1} {:.1}) rotate(-55)\">{}</text>",
                base + 4.0,
                x + 3.0,
                base + 10.0,
                esc(&name)
            );
        }
    } else {
        let tick = nice_step(n as f64 / 10.0) as usize;
        for k in (tick..=n).step_by(tick.max(1)) {
            let x = x_of(k - 1);
            let _ = writeln!(
                out,
                "<line x1=\"{x:.1}\" y1=\"{base:.1}\" x2=\"{x:.1}\" y2=\"{:.1}\" stroke=\"#888\"/>\
                 <text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"12\" text-anchor=\"middle\">{k}</text>",
                base + 4.0,
                base + 17.0
            );
        }
    }
    let _ = writeln!(
        out,
        "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"13\" text-anchor=\"middle\">pairs, ordered by {}&#39;s {what}</text>",
        frame.left + frame.inner_w() / 2.0,
        frame.height - 8.0,
        esc(&strategies[0])
    );
    let r = if n > 150 { 2.5 } else { 4.0 };
    let spread = (step * 0.3).min(12.0);
    let mut left_out = 0;
    for s in 0..strategies.len() {
        let dx = if strategies.len() > 1 {
            (s as f64 / (strategies.len() - 1) as f64 - 0.5) * spread
        } else {
            0.0
        };
        for (rank, &i) in order.iter().enumerate() {
            let Some(check) = &report.pairs[i].checks[s] else {
                continue;
            };
            let Some(v) = value(i, s) else {
                left_out += 1;
                continue;
            };
            let shown = match metric {
                Metric::Time => format!("{} s", fmt_seconds(v)),
                _ => fmt_int(v as u64),
            };
            let tip = format!(
                "{} ({}): {shown} {what}, {}",
                report.pairs[i].pair,
                strategies[s],
                check.verdict.as_str()
            );
            out.push_str(&marker(
                s,
                x_of(rank) + dx,
                frame.y(&axis, v),
                r,
                complete(check),
                &tip,
            ));
            out.push('\n');
        }
    }
    let series: Vec<(usize, String)> = strategies.iter().cloned().enumerate().collect();
    legend(&mut out, frame.left, 30.0, &series, FILL_NOTE);
    out.push_str("</svg>\n");
    let note = match left_out {
        0 => String::new(),
        1 => format!(" One check has no {what} above 0 and is not drawn."),
        k => format!(" {k} checks have no {what} above 0 and are not drawn."),
    };
    (out, note)
}

/// 1, 2 or 5 times a power of ten, at least `x`.
fn nice_step(x: f64) -> f64 {
    if x <= 1.0 {
        return 1.0;
    }
    let p = 10f64.powf(x.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * p)
        .find(|v| *v >= x)
        .unwrap_or(10.0 * p)
}

/// Each other strategy against the baseline, per pair, log-log with the diagonal.
fn scatter(report: &Report, metric: Metric, what: &str) -> String {
    let strategies = &report.strategies;
    let value = |r: &Option<Record>| {
        r.as_ref()
            .and_then(|r| metric.value(r))
            .filter(|v| *v > 0.0 && v.is_finite())
    };
    // (series, pair, x, y, both complete)
    let mut points = Vec::new();
    for (i, p) in report.pairs.iter().enumerate() {
        for other in 1..strategies.len() {
            if let (Some(x), Some(y)) = (value(&p.checks[0]), value(&p.checks[other])) {
                let both = p.checks[0].as_ref().is_some_and(complete)
                    && p.checks[other].as_ref().is_some_and(complete);
                points.push((other, i, x, y, both));
            }
        }
    }
    let Some(axis) = LogAxis::over(points.iter().flat_map(|p| [p.2, p.3])) else {
        return format!(
            "<p class=\"note\">No pair has {what} under both {} and another strategy.</p>\n",
            esc(&strategies[0])
        );
    };
    let frame = Frame {
        width: 520.0,
        height: 530.0,
        left: 80.0,
        top: 74.0,
        right: 20.0,
        bottom: 56.0,
    };
    let mut out = String::new();
    frame.open(
        &mut out,
        &format!("{what}: other strategies against {}", strategies[0]),
    );
    let others: Vec<&str> = strategies[1..].iter().map(String::as_str).collect();
    frame.y_axis(
        &mut out,
        &axis,
        &format!("{what} under {}", others.join(", ")),
    );
    frame.x_axis_log(&mut out, &axis, &format!("{what} under {}", strategies[0]));
    let (lo, hi) = (10f64.powi(axis.lo), 10f64.powi(axis.hi));
    let _ = writeln!(
        out,
        "<line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#999\" stroke-dasharray=\"5 4\"><title>equal</title></line>",
        frame.x_log(&axis, lo),
        frame.y(&axis, lo),
        frame.x_log(&axis, hi),
        frame.y(&axis, hi)
    );
    for (other, i, x, y, both) in &points {
        let fmt = |v: f64| match metric {
            Metric::Time => format!("{} s", fmt_seconds(v)),
            _ => fmt_int(v as u64),
        };
        let tip = format!(
            "{}: {} under {}, {} under {}",
            report.pairs[*i].pair,
            fmt(*x),
            strategies[0],
            fmt(*y),
            strategies[*other]
        );
        out.push_str(&marker(
            *other,
            frame.x_log(&axis, *x),
            frame.y(&axis, *y),
            4.0,
            *both,
            &tip,
        ));
        out.push('\n');
    }
    let series: Vec<(usize, String)> = (1..strategies.len())
        .map(|s| (s, strategies[s].clone()))
        .collect();
    legend(&mut out, frame.left, 22.0, &series, "one point per pair");
    let _ = writeln!(
        out,
        "<text x=\"{x:.1}\" y=\"40\" font-size=\"12\" fill=\"#555\">filled: both searches complete</text>\
         <text x=\"{x:.1}\" y=\"56\" font-size=\"12\" fill=\"#555\">below the dashed diagonal: less than under {}</text>",
        esc(&strategies[0]),
        x = frame.left
    );
    out.push_str("</svg>\n");
    out
}

fn html_plots(out: &mut String, report: &Report) {
    out.push_str("<h2 id=\"plots\">Plots</h2>\n");
    if report.pairs.is_empty() {
        out.push_str("<p class=\"note\">No results: nothing to plot.</p>\n");
        return;
    }
    let (svg, note) = pair_plot(report, Metric::States, "states", "states (log scale)");
    let _ = writeln!(
        out,
        "<figure>\n{svg}<figcaption>(a) States per pair under each strategy (log scale). Hover a \
         marker for its pair and numbers.{note}</figcaption>\n</figure>"
    );
    let (svg, note) = pair_plot(report, Metric::Time, "time", "time in seconds (log scale)");
    let _ = writeln!(
        out,
        "<figure>\n{svg}<figcaption>(b) Search time per pair under each strategy, in seconds (log \
         scale).{note}</figcaption>\n</figure>"
    );
    if report.strategies.len() < 2 {
        let _ = writeln!(
            out,
            "<p class=\"note\">(c) No comparison plot: {}</p>",
            esc(&no_comparison(report))
        );
        return;
    }
    let _ = writeln!(
        out,
        "<figure>\n<div class=\"scatter\">\n{}{}</div>\n<figcaption>(c) Each pair's states and \
         time under {} (y) against {} (x), log-log; a point below the diagonal is a pair the \
         other strategy needed less for.</figcaption>\n</figure>",
        scatter(report, Metric::States, "states"),
        scatter(report, Metric::Time, "time (s)"),
        esc(&report.strategies[1..].join(", ")),
        esc(&report.strategies[0])
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_well() {
        assert_eq!(fmt_int(0), "0");
        assert_eq!(fmt_int(999), "999");
        assert_eq!(fmt_int(1000), "1,000");
        assert_eq!(fmt_int(1234567), "1,234,567");
        assert_eq!(LogAxis::label(-2), "0.01");
        assert_eq!(LogAxis::label(3), "1,000");
        assert_eq!(LogAxis::label(7), "1e7");
        assert_eq!(nice_step(21.0), 50.0);
        assert_eq!(nice_step(10.0), 10.0);
        assert_eq!(nice_step(0.3), 1.0);
    }

    #[test]
    fn escapes() {
        assert_eq!(
            esc("<a href='x'>&\""),
            "&lt;a href=&#39;x&#39;&gt;&amp;&quot;"
        );
        assert_eq!(md("a|b<c>_*"), "a\\|b&lt;c&gt;\\_\\*");
    }

    /// The CSV has a column for every field of a results line, so a field added to the
    /// record cannot be left out of it (the CSV once lacked `jar`, `exit_code`, `warnings`
    /// and `tool`, while the docs said it had every field).
    #[test]
    fn the_csv_has_every_field_of_a_results_line() {
        let line = r#"{"schema":"s","pair":"A-B","app1":"A","app2":"B","strategy":"dpor","verdict":"conflict","expected":"conflict","property":"conflict","summary":"x","replay":"1.0","limit":null,"events":2,"states":3,"transitions":4,"unique_transitions":4,"time_seconds":0.5,"peak_memory_bytes":10,"exit_code":1,"error":null,"warnings":["w1","w2"],"jar":"j","tool":"t","name1":"A","name2":"B","device":"Lock","attribute":"lock","place":"A.groovy:3","reproduce":"r","build":"b","story":["s"],"why":["w"]}"#;
        let record: crate::batch::record::Record = serde_json::from_str(line).unwrap();
        let keys: std::collections::BTreeSet<String> = serde_json::to_value(&record)
            .unwrap()
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect();
        let columns: std::collections::BTreeSet<String> =
            super::CSV_COLUMNS.iter().map(|c| c.to_string()).collect();
        assert_eq!(keys, columns);
    }
}
