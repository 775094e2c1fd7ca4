//! The results file of `ironpf batch`: one JSON object per line, one line per (pair,
//! strategy), appended as each check ends (see `docs/batch-results.md`).

use std::io::Write;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::error::{VmError, VmResult};

/// The `schema` field of every line.
pub const SCHEMA: &str = "ironpf-batch/1";

/// What checking one pair with one strategy found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// The two apps wrote different values to one device attribute.
    Conflict,
    /// Every reachable state checked, no violation.
    NoConflict,
    /// The apps failed on their own: an uncaught exception, a failed assertion, a deadlock
    /// (`property` says which).
    AppError,
    /// A limit (time, memory, states, depth) stopped the check first: nothing is known.
    Limit,
    /// ironpf could not build or check the pair (`error` says why).
    Error,
}

impl Verdict {
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Conflict => "conflict",
            Verdict::NoConflict => "no-conflict",
            Verdict::AppError => "app-error",
            Verdict::Limit => "limit",
            Verdict::Error => "error",
        }
    }
    pub fn parse(text: &str) -> Result<Verdict, String> {
        Verdict::ALL
            .into_iter()
            .find(|v| v.as_str() == text)
            .ok_or_else(|| {
                format!("unknown verdict {text:?} (conflict, no-conflict, app-error, limit, error)")
            })
    }
    pub const ALL: [Verdict; 5] = [
        Verdict::Conflict,
        Verdict::NoConflict,
        Verdict::AppError,
        Verdict::Limit,
        Verdict::Error,
    ];
}

/// One line of a results file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// Always [`SCHEMA`].
    pub schema: String,
    /// `APP1-APP2` (the apps' file names without `.groovy`).
    pub pair: String,
    pub app1: String,
    pub app2: String,
    /// `none`, `dpor` or `sdpor`.
    pub strategy: String,
    pub verdict: Verdict,
    /// The verdict a pair list (TSV) expects, when it gives one (`conflict`, `no-conflict`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<String>,
    /// The violated property (`conflict`, `exception`, `assertion`, `deadlock`, ...).
    pub property: Option<String>,
    /// One line: the violation's message, the limit reached, or the error.
    pub summary: Option<String>,
    /// The replay string of the violation (`ironpf check PAIR.jar --replay ...`).
    pub replay: Option<String>,
    /// The limit that stopped the check, in the check's own words (its JSON report's
    /// `limit`: "time limit 60 s reached", ...).
    pub limit: Option<String>,
    /// Events of the pair (the event choice's options), when the check got that far.
    pub events: Option<u64>,
    pub states: Option<u64>,
    pub transitions: Option<u64>,
    /// Distinct (state, event) pairs explored; reported by dpor and sdpor only.
    pub unique_transitions: Option<u64>,
    /// The check's own elapsed time (the search), or the child's wall time when it gave no
    /// report.
    pub time_seconds: f64,
    /// Peak resident memory of the checking process.
    pub peak_memory_bytes: Option<u64>,
    /// The exit code of `ironpf check` (0 no violation, 1 violation, 3 limit, 2/4 errors);
    /// none when it was killed by a signal.
    pub exit_code: Option<i32>,
    /// Why ironpf could not build or check the pair.
    pub error: Option<String>,
    /// The check's warnings: with one, even a complete search is no proof (sdpor on a
    /// state space with cycles may miss violations).
    #[serde(default)]
    pub warnings: Vec<String>,
    /// The content address of the pair jar that was checked.
    pub jar: Option<String>,
    /// The apps' names as their `definition(name: ...)` gives them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name1: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name2: Option<String>,
    /// A conflict's device and attribute (the later write's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub device: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attribute: Option<String>,
    /// Where in the apps' Groovy code the violation happened: the innermost frame of an app
    /// (`LockWhenAllLeave.groovy:45`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub place: Option<String>,
    /// The command that replays the violation (`ironpf check --replay STRING JAR`, the
    /// cached jar by its real path).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reproduce: Option<String>,
    /// The command that builds that jar again from the apps' sources (when the cache was
    /// cleared, or on another machine).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub build: Option<String>,
    /// The violation's story, one line per event and what followed (at most
    /// `STORY_LINES`), and a conflict explained (the rule, the two writes).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub story: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub why: Vec<String>,
    /// The ironpf version that wrote the line.
    pub tool: String,
}

impl Record {
    /// The key a rerun skips by.
    pub fn key(&self) -> (String, String) {
        (self.pair.clone(), self.strategy.clone())
    }
}

/// Reads a results file. A last line cut short (the writer was killed mid-line) is ignored
/// with a warning; any other bad line is an error naming it.
pub fn read(path: &Path) -> VmResult<Vec<Record>> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| VmError::input(path.display().to_string(), e.to_string()))?;
    parse(&text, &path.display().to_string())
}

/// Parses the text of a results file (`what` names it in errors).
pub fn parse(text: &str, what: &str) -> VmResult<Vec<Record>> {
    let mut out = Vec::new();
    let ends_cleanly = text.is_empty() || text.ends_with('\n');
    let lines: Vec<&str> = text.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match serde_json::from_str::<Record>(line) {
            Ok(r) if r.schema == SCHEMA => out.push(r),
            Ok(r) => {
                return Err(VmError::input(
                    format!("{what}:{}", i + 1),
                    format!("unknown schema {:?} (this ironpf reads {SCHEMA})", r.schema),
                ));
            }
            Err(_) if i + 1 == lines.len() && !ends_cleanly => {
                log::warn!("{what}:{}: ignoring a line cut short", i + 1);
            }
            Err(e) => {
                return Err(VmError::input(
                    format!("{what}:{}", i + 1),
                    format!("not a batch result line: {e}"),
                ));
            }
        }
    }
    Ok(out)
}

/// Appends one line with a single write, flushed, so a kill between lines loses nothing
/// written and a kill during one leaves at most a cut last line that [`read`] skips.
pub fn append(file: &mut std::fs::File, record: &Record) -> std::io::Result<()> {
    let mut line = serde_json::to_string(record).map_err(std::io::Error::other)?;
    line.push('\n');
    file.write_all(line.as_bytes())?;
    file.flush()
}
