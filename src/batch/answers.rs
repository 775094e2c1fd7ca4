//! The answers a batch report leads with: each pair's verdict over its strategies, the pairs
//! that conflict (on which device, with the shortest story), an app-by-app matrix, and the
//! app errors grouped by cause. `report.rs` renders them (HTML and Markdown).

use std::collections::BTreeMap;

use crate::batch::record::{Record, Verdict};
use crate::batch::report::{PairRow, Report, finished};

/// A pair's answer over the strategies that checked it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Answer {
    /// Some strategy found a conflict (a replayable path: it is real whatever the others say).
    Conflict,
    /// Some strategy stopped at an app error, none found a conflict.
    AppError,
    /// Some strategy finished without a violation, none found one.
    Clean,
    /// Every strategy stopped at a limit.
    Limit,
    /// No strategy could check the pair.
    Error,
}

impl Answer {
    pub fn word(self) -> &'static str {
        match self {
            Answer::Conflict => "conflict",
            Answer::AppError => "app error",
            Answer::Clean => "clean",
            Answer::Limit => "limit",
            Answer::Error => "error",
        }
    }

    /// The one character a matrix cell shows.
    pub fn mark(self) -> &'static str {
        match self {
            Answer::Conflict => "C",
            Answer::AppError => "E",
            Answer::Clean => "\u{b7}",
            Answer::Limit => "L",
            Answer::Error => "!",
        }
    }

    /// The verdict class of report.rs's CSS for this answer.
    pub fn class(self) -> &'static str {
        match self {
            Answer::Conflict => "v-conflict",
            Answer::AppError => "v-app-error",
            Answer::Clean => "v-no-conflict",
            Answer::Limit => "v-limit",
            Answer::Error => "v-error",
        }
    }
}

/// The answer of a pair: a conflict wins (it has a path), then an app error, then a finished
/// search without violation; a pair no search finished is a limit, or an error when no check
/// ran at all.
pub fn answer(p: &PairRow) -> Answer {
    let checks: Vec<&Record> = p.checks.iter().flatten().collect();
    let has = |v: Verdict| checks.iter().any(|r| r.verdict == v);
    if has(Verdict::Conflict) {
        Answer::Conflict
    } else if has(Verdict::AppError) {
        Answer::AppError
    } else if has(Verdict::NoConflict) {
        Answer::Clean
    } else if has(Verdict::Limit) {
        Answer::Limit
    } else {
        Answer::Error
    }
}

/// Whether the strategies that finished the pair disagree on its verdict.
pub fn strategies_disagree(p: &PairRow) -> bool {
    let mut seen: Vec<Verdict> = p
        .checks
        .iter()
        .flatten()
        .filter(|r| finished(r))
        .map(|r| r.verdict)
        .collect();
    seen.sort_by_key(|v| v.as_str());
    seen.dedup();
    seen.len() > 1
}

/// The pair's app names for a reader: the `definition` names when the results give them,
/// else the file names.
pub fn names(p: &PairRow) -> (String, String) {
    let first = p.checks.iter().flatten().next();
    let name = |n: Option<&String>, file: &str| n.cloned().unwrap_or_else(|| file.to_string());
    (
        name(first.and_then(|r| r.name1.as_ref()), &p.app1),
        name(first.and_then(|r| r.name2.as_ref()), &p.app2),
    )
}

/// The check whose violation tells the shortest story (fewest story lines, then the shortest
/// replay string) among the checks with verdict `v`.
pub fn shortest(p: &PairRow, v: Verdict) -> Option<&Record> {
    p.checks
        .iter()
        .flatten()
        .filter(|r| r.verdict == v)
        .min_by_key(|r| {
            (
                r.story.is_empty(),
                r.story.len(),
                r.replay.as_ref().map_or(usize::MAX, String::len),
            )
        })
}

/// The device and attribute a conflicting pair conflicts on (`Lock.lock`), if the results
/// say.
pub fn conflict_on(p: &PairRow) -> Option<String> {
    let r = shortest(p, Verdict::Conflict)?;
    Some(format!("{}.{}", r.device.as_ref()?, r.attribute.as_ref()?))
}

/// Each pair's index in the report by its two apps (App1, App2).
pub fn pair_index(report: &Report) -> BTreeMap<(&str, &str), usize> {
    report
        .pairs
        .iter()
        .enumerate()
        .map(|(i, p)| ((p.app1.as_str(), p.app2.as_str()), i))
        .collect()
}

/// For each pair, the index of the same two apps in the other order, if the report has it.
pub fn reverses(report: &Report) -> Vec<Option<usize>> {
    let index = pair_index(report);
    report
        .pairs
        .iter()
        .map(|p| index.get(&(p.app2.as_str(), p.app1.as_str())).copied())
        .collect()
}

/// The apps of the report, in the order first met (as App1, then as App2).
pub fn apps(report: &Report) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for p in &report.pairs {
        for a in [&p.app1, &p.app2] {
            if !out.contains(a) {
                out.push(a.clone());
            }
        }
    }
    out
}

/// App errors with one cause: the summary and the Groovy line, and the pairs that met it.
pub struct ErrorGroup<'a> {
    pub summary: String,
    pub place: Option<String>,
    /// Indices into `report.pairs`, with the check that tells it.
    pub pairs: Vec<(usize, &'a Record)>,
}

/// The app errors of the report grouped by cause (summary and Groovy line), the largest group
/// first. A pair counts once (its shortest story's check).
pub fn error_groups(report: &Report) -> Vec<ErrorGroup<'_>> {
    let mut groups: Vec<ErrorGroup> = Vec::new();
    for (i, p) in report.pairs.iter().enumerate() {
        if answer(p) != Answer::AppError {
            continue;
        }
        let Some(r) = shortest(p, Verdict::AppError) else {
            continue;
        };
        let summary = r.summary.clone().unwrap_or_default();
        match groups
            .iter_mut()
            .find(|g| g.summary == summary && g.place == r.place)
        {
            Some(g) => g.pairs.push((i, r)),
            None => groups.push(ErrorGroup {
                summary,
                place: r.place.clone(),
                pairs: vec![(i, r)],
            }),
        }
    }
    groups.sort_by_key(|g| std::cmp::Reverse(g.pairs.len()));
    groups
}

/// Why the two orders of a pair may get different verdicts, in one paragraph.
pub const ORDER_MATTERS: &str = "The order of a pair matters in the platform model: App1 is \
    installed first, and an event reaches App1's handlers before App2's, so when both apps \
    react to one event the second handler sees what the first one did: a conflict may exist in \
    one order only (or be found in one order before a limit stops the other).";
