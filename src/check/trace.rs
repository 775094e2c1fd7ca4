//! Counterexamples: replay strings and the deterministic re-execution of a path with the
//! source lines each transition executed.

use std::cell::RefCell;
use std::collections::BTreeSet;
use std::io::Write;
use std::rc::Rc;

use super::engine::{Step, new_vm, run_transition};
use super::violation::{describe_violation, frame_text};
use super::{CheckConfig, Violation};
use crate::error::VmError;
use crate::vm::Output;

/// One choice point on a path.
#[derive(Clone, Debug)]
pub struct ChoiceTaken {
    /// `Class.method(File.java:line)` of the `Verify` call.
    pub location: String,
    /// `Verify` method (`getInt`, ...).
    pub kind: String,
    pub options: Vec<i32>,
    pub index: u32,
    /// The chosen event's name, for an `ironpf.Events` choice.
    pub event: Option<String>,
}

impl ChoiceTaken {
    pub fn value(&self) -> i32 {
        self.options.get(self.index as usize).copied().unwrap_or(0)
    }
}

/// A source line a transition executed.
#[derive(Clone, Debug)]
pub struct SourceLine {
    /// `File.java:line`.
    pub place: String,
    /// `Class.method`.
    pub method: String,
    /// The line's text, when the source file can be found.
    pub text: Option<String>,
}

/// One transition of a counterexample: the choice it started from (none for the first) and
/// the source lines it executed.
#[derive(Clone, Debug)]
pub struct Transition {
    pub choice: Option<ChoiceTaken>,
    pub lines: Vec<SourceLine>,
}

/// A replayed path: its transitions, the violation it ends in (if it does), and the output.
#[derive(Clone, Debug)]
pub struct Counterexample {
    pub transitions: Vec<Transition>,
    /// What the platform model told of the path (SmartThings pairs), one entry per
    /// transition; `None` for programs without a story.
    pub story: Option<super::story::Story>,
    pub violation: Option<Violation>,
    /// How the path ended when it has no violation.
    pub ending: Ending,
    /// The program's output along the path (stdout and stderr interleaved).
    pub output: String,
}

/// How a replayed path without a violation ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The program terminated.
    Terminated,
    /// The path ran out at a choice point: the string is a prefix of longer paths.
    AtChoice { location: String, options: usize },
    /// `Verify.ignoreIf` cut the path.
    Ignored,
    /// A limit stopped the last transition (the message says which).
    Limit(String),
}

const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";

/// A path found while the lock-discipline reduction took the classes with keys `unprotected`
/// (see `vm::class_key`) as not accessed under their monitors has those keys after it, each
/// as `-` and the key in base 36 (`r1:0120-3k9x0q2m1b7f`): the path's choices are the choices
/// of a search with the same scheduling points.
pub fn encode_replay_with(path: &[u32], unprotected: &BTreeSet<u64>) -> String {
    let mut s = encode_replay(path);
    for &k in unprotected {
        s.push('-');
        s.push_str(&base36(k));
    }
    s
}

fn base36(mut k: u64) -> String {
    let mut digits = Vec::new();
    loop {
        digits.push(DIGITS[(k % 36) as usize]);
        k /= 36;
        if k == 0 {
            break;
        }
    }
    digits.reverse();
    String::from_utf8(digits).expect("ASCII digits")
}

/// The class keys after the path of a replay string (see [`encode_replay_with`]).
pub fn replay_unprotected(s: &str) -> Result<BTreeSet<u64>, VmError> {
    let bad = |why: String| VmError::Usage(format!("bad replay string {s:?}: {why}"));
    let mut keys = BTreeSet::new();
    for part in s.trim().split('-').skip(1) {
        if part.is_empty() {
            return Err(bad("an empty class key".to_string()));
        }
        let mut k: u64 = 0;
        for c in part.chars() {
            let d = DIGITS
                .iter()
                .position(|&d| d as char == c)
                .ok_or_else(|| bad(format!("unexpected {c:?} in class key {part:?}")))?;
            k = k
                .checked_mul(36)
                .and_then(|k| k.checked_add(d as u64))
                .ok_or_else(|| bad(format!("class key {part:?} is too large")))?;
        }
        keys.insert(k);
    }
    Ok(keys)
}

/// The replay string of a path: `r1:` and then, for each choice point in order, the index of
/// the option taken, as one character `0`-`9`, `a`-`z` (0 to 35), `A`-`Z` (36 to 61), or as
/// `_n_` (n in decimal) for larger indices. A violation before any choice is `r1:`. Every
/// character is safe unquoted in a shell; strings written before used `(n)` for indices
/// from 36, which [`decode_replay`] still reads.
pub fn encode_replay(path: &[u32]) -> String {
    let mut s = String::from("r1:");
    for &i in path {
        match i {
            0..=35 => s.push(DIGITS[i as usize] as char),
            36..=61 => s.push((b'A' + (i - 36) as u8) as char),
            _ => s.push_str(&format!("_{i}_")),
        }
    }
    s
}

/// The path of a replay string (see [`encode_replay`] and [`replay_unprotected`]).
pub fn decode_replay(s: &str) -> Result<Vec<u32>, VmError> {
    let bad = |why: &str| VmError::Usage(format!("bad replay string {s:?}: {why}"));
    let body = s
        .trim()
        .strip_prefix("r1:")
        .ok_or_else(|| bad("it must start with r1:"))?;
    let body = body.split('-').next().unwrap_or_default();
    let mut path = Vec::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c == '(' || c == '_' {
            let close = if c == '(' { ')' } else { '_' };
            let n: String = chars.by_ref().take_while(|&c| c != close).collect();
            path.push(
                n.parse::<u32>()
                    .map_err(|_| bad(&format!("{c}{n}{close} is not an option index")))?,
            );
        } else if c.is_ascii_uppercase() {
            path.push(36 + (c as u8 - b'A') as u32);
        } else {
            let i = DIGITS
                .iter()
                .position(|&d| d as char == c)
                .ok_or_else(|| bad(&format!("unexpected {c:?}")))?;
            path.push(i as u32);
        }
    }
    Ok(path)
}

#[derive(Clone, Default)]
struct Capture(Rc<RefCell<Vec<u8>>>);

impl Write for Capture {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Most source lines shown for one transition.
const MAX_LINES_PER_TRANSITION: usize = 400;

/// Re-executes `path` from the start, deterministically, recording each transition.
pub fn replay(cfg: &CheckConfig, path: &[u32]) -> Result<Counterexample, VmError> {
    let capture = Capture::default();
    let output = Output {
        out: Box::new(capture.clone()),
        err: Box::new(capture.clone()),
        discarded: false,
    };
    let mut vm = new_vm(cfg, output)?;
    vm.story = Some(Vec::new());
    if let Some(filter) = &cfg.log {
        let mut log = crate::vm::debug_log::DebugLog::new(
            filter.clone(),
            Box::new(std::io::stderr()),
            source_lines(&cfg.classpath, &cfg.sourcepath),
        );
        log.transition(0, "start");
        vm.debug_log = Some(Box::new(log));
    }
    let mut story = Vec::new();
    let sources = SourceFinder::new(cfg);
    let mut transitions = Vec::new();
    let mut choice: Option<ChoiceTaken> = None;
    let mut taken = 0usize;
    let (violation, ending) = loop {
        vm.line_log = Some(Vec::new());
        let step = run_transition(&mut vm, cfg.max_transition_steps)?;
        let (lines, records) = transition_lines(&mut vm, &sources);
        story.push(records);
        transitions.push(Transition {
            choice: choice.take(),
            lines,
        });
        match step {
            Step::Choice(c) if taken < path.len() => {
                let c = take_choice(&mut vm, &c, taken, path[taken])?;
                if let Some(log) = &mut vm.debug_log {
                    log.transition(
                        transitions.len(),
                        &format!(
                            "{} at {}: option {} of {}{}",
                            c.kind,
                            c.location,
                            c.index + 1,
                            c.options.len(),
                            c.event
                                .as_ref()
                                .map(|e| format!(" ({e})"))
                                .unwrap_or_else(|| format!(" (value {})", c.value()))
                        ),
                    );
                }
                choice = Some(c);
                taken += 1;
            }
            Step::Violation(ex) => {
                break (
                    Some(describe_violation(&vm, ex, path[..taken].to_vec())?),
                    Ending::Terminated,
                );
            }
            Step::Choice(c) => {
                let location = choice_location(&vm);
                break (
                    None,
                    Ending::AtChoice {
                        location,
                        options: c.values.len(),
                    },
                );
            }
            Step::End => break (None, Ending::Terminated),
            Step::Ignored => break (None, Ending::Ignored),
            Step::Limit(m) => break (None, Ending::Limit(m)),
        }
    };
    if let Some(log) = &mut vm.debug_log {
        log.note(&match (&violation, &ending) {
            (Some(v), _) => format!("the path ends: {}", v.headline()),
            (None, Ending::Terminated) => "the path ends: the program terminated".to_string(),
            (None, Ending::AtChoice { location, .. }) => {
                format!("the replay string ends at a choice point ({location})")
            }
            (None, Ending::Ignored) => "the path ends: Verify.ignoreIf".to_string(),
            (None, Ending::Limit(m)) => format!("the path ends: {m}"),
        });
    }
    if taken < path.len() {
        return Err(VmError::Usage(format!(
            "the replay string does not fit this program: the path ended after {taken} of {} choices",
            path.len()
        )));
    }
    let output = String::from_utf8_lossy(&capture.0.borrow()).to_string();
    Ok(Counterexample {
        transitions,
        story: super::story::Story::build(&story),
        violation,
        ending,
        output,
    })
}

/// The source lines the transition just run executed (the runtime library's folded into
/// `[k more lines]`, at most [`MAX_LINES_PER_TRANSITION`]), and the story records the model
/// made during it, each placed among those lines.
fn transition_lines(
    vm: &mut crate::vm::Vm,
    sources: &SourceFinder,
) -> (Vec<SourceLine>, Vec<crate::vm::StoryRecord>) {
    let log = vm.line_log.take().unwrap_or_default();
    let mut records = vm.story.replace(Vec::new()).unwrap_or_default();
    // Where each log entry's line went among the shown lines (to place story records).
    let mut shown = Vec::with_capacity(log.len() + 1);
    let mut lines: Vec<SourceLine> = Vec::new();
    let mut hidden = 0usize;
    for &(m, line) in &log {
        shown.push(lines.len() + usize::from(hidden > 0));
        let method = vm.classes.method(m);
        let class = vm.classes.class(method.class);
        if vm.is_runtime_class(method.class) || lines.len() >= MAX_LINES_PER_TRANSITION {
            hidden += 1;
            continue;
        }
        let file = class
            .source_file
            .clone()
            .unwrap_or_else(|| "Unknown Source".into());
        let place = format!("{file}:{line}");
        let method_name = format!("{}.{}", class.java_name(), method.name);
        // A line re-entered after library code (a Groovy call site) is shown once.
        let last_shown = lines.iter().rev().find(|l| l.method != RUNTIME_LIBRARY);
        if last_shown.is_some_and(|l| l.place == place) {
            continue;
        }
        if hidden > 0 {
            lines.push(hidden_lines(hidden));
            hidden = 0;
        }
        lines.push(SourceLine {
            place,
            method: method_name,
            text: sources.line(&class.name, &file, line),
        });
    }
    if hidden > 0 {
        lines.push(hidden_lines(hidden));
    }
    shown.push(lines.len());
    for r in &mut records {
        r.line = shown.get(r.line).copied().unwrap_or(lines.len());
    }
    (lines, records)
}

/// Takes option `index` at choice `c`, the path's choice number `taken`, and says what it
/// was (an error when the choice has no such option: the string is another program's).
fn take_choice(
    vm: &mut crate::vm::Vm,
    c: &crate::vm::ChoiceRequest,
    taken: usize,
    index: u32,
) -> Result<ChoiceTaken, VmError> {
    if index as usize >= c.values.len() {
        return Err(VmError::Usage(format!(
            "the replay string does not fit this program: choice {taken} at {} has {} options, the string asks for option {index}",
            vm.location(),
            c.values.len()
        )));
    }
    let options = c.values.to_vec();
    let chosen = options[index as usize];
    let event = match c.kind {
        "event" => event_name(vm, chosen),
        "thread" => Some(format!(
            "thread {chosen} \"{}\" runs: {}",
            vm.thread_name(chosen as usize),
            vm.pending_operation(chosen as usize)
        )),
        _ => None,
    };
    let taken_choice = ChoiceTaken {
        location: choice_location(vm),
        kind: c.kind.to_string(),
        options,
        index,
        event,
    };
    vm.resume_choice(c, c.values.get(index as usize));
    Ok(taken_choice)
}

const RUNTIME_LIBRARY: &str = "runtime library";

/// Stands for lines executed in ironpf's runtime library (or beyond the per-transition cap).
fn hidden_lines(n: usize) -> SourceLine {
    SourceLine {
        place: format!("[{n} more lines]"),
        method: RUNTIME_LIBRARY.into(),
        text: None,
    }
}

/// Where a choice was made: the innermost frame of the program (the call of `Verify.getInt`
/// or the event loop), not of the runtime library or of Groovy's call adapters.
fn choice_location(vm: &crate::vm::Vm) -> String {
    let threads = &vm.state.threads;
    let frames = if threads.current == crate::vm::threads::NO_THREAD {
        // A thread choice: where the thread that stopped stands.
        let frames = &threads.list[vm.last_parked].saved.frames;
        if frames.is_empty() {
            return format!(
                "the end of thread {} \"{}\"",
                vm.last_parked,
                vm.thread_name(vm.last_parked)
            );
        }
        frames
    } else {
        &vm.state.thread.frames
    };
    let program = frames.iter().rev().find(|f| {
        let class = vm.classes.method(f.method).class;
        !vm.is_runtime_class(class) && !vm.classes.class(class).name.contains("$$Groovy$")
    });
    match program.or(frames.last()) {
        Some(f) => frame_text(vm, f.method, f.pc),
        None => "<no frame>".into(),
    }
}

/// Finds source files for trace lines: beside the classes on the class path (in folders and
/// jars) and in the current folder.
struct SourceFinder {
    roots: Vec<std::path::PathBuf>,
    jars: Vec<std::path::PathBuf>,
    cache: RefCell<hashbrown::HashMap<String, Option<Vec<String>>>>,
}

/// The text of source lines (class by internal name, file, line) for the interpreter log,
/// found beside the classes of `classpath`, in `sourcepath` and in the current folder.
pub fn source_lines(classpath: &str, sourcepath: &[String]) -> crate::vm::debug_log::SourceLines {
    let finder = SourceFinder::from_paths(classpath, sourcepath);
    Box::new(move |class, file, line| finder.line(class, file, line))
}

impl SourceFinder {
    fn new(cfg: &CheckConfig) -> SourceFinder {
        SourceFinder::from_paths(&cfg.classpath, &cfg.sourcepath)
    }

    fn from_paths(classpath: &str, sourcepath: &[String]) -> SourceFinder {
        let mut roots: Vec<std::path::PathBuf> = classpath
            .split(':')
            .map(std::path::PathBuf::from)
            .filter(|p| p.is_dir())
            .collect();
        roots.extend(sourcepath.iter().map(std::path::PathBuf::from));
        roots.push(".".into());
        let jars = classpath
            .split(':')
            .map(std::path::PathBuf::from)
            .filter(|p| p.is_file())
            .collect();
        SourceFinder {
            roots,
            jars,
            cache: RefCell::new(hashbrown::HashMap::new()),
        }
    }

    fn line(&self, class: &str, file: &str, line: u32) -> Option<String> {
        let package = class.rsplit_once('/').map(|(p, _)| p).unwrap_or("");
        let rel = if package.is_empty() {
            file.to_string()
        } else {
            format!("{package}/{file}")
        };
        let mut cache = self.cache.borrow_mut();
        let lines = cache.entry(rel.clone()).or_insert_with(|| {
            self.roots
                .iter()
                .find_map(|r| {
                    std::fs::read_to_string(r.join(&rel))
                        .or_else(|_| std::fs::read_to_string(r.join(file)))
                        .ok()
                })
                .or_else(|| self.jars.iter().find_map(|j| read_jar_entry(j, &rel)))
                .map(|t| t.lines().map(str::to_string).collect())
        });
        lines
            .as_ref()
            .and_then(|l| l.get((line as usize).checked_sub(1)?))
            .map(|t| t.trim().to_string())
    }
}

/// The name an `ironpf.Events` event was registered with.
fn event_name(vm: &crate::vm::Vm, event: i32) -> Option<String> {
    use crate::vm::heap::{Array, Body};
    let events = vm.classes.lookup("ironpf/Events")?;
    let (class, field) = vm
        .classes
        .find_field(events, "names", "[Ljava/lang/String;")?;
    let names = vm.state.statics[class as usize][field.slot as usize].as_ref()?;
    let Some(Body::Array(Array::Ref(refs))) = vm.state.heap.get(names).map(|o| &o.body) else {
        return None;
    };
    let name = *refs.get(usize::try_from(event).ok()?)?;
    (name != 0).then(|| vm.rust_string(name).ok()).flatten()
}

/// A text file inside a jar.
fn read_jar_entry(jar: &std::path::Path, name: &str) -> Option<String> {
    use std::io::Read;
    let mut zip = zip::ZipArchive::new(std::fs::File::open(jar).ok()?).ok()?;
    let mut text = String::new();
    zip.by_name(name).ok()?.read_to_string(&mut text).ok()?;
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::{decode_replay, encode_replay};

    /// Replay strings round-trip, and are made of characters a shell takes unquoted (a pasted
    /// `(41)` was a bash syntax error).
    #[test]
    fn replay_strings_round_trip_in_shell_safe_characters() {
        let path: Vec<u32> = (0..200).chain([1000, 65_535, u32::MAX]).collect();
        let s = encode_replay(&path);
        assert!(
            s.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == ':' || c == '_'),
            "{s}"
        );
        assert_eq!(decode_replay(&s).unwrap(), path);
        assert_eq!(encode_replay(&[3, 36, 61, 62]), "r1:3AZ_62_");
    }

    /// Strings written before, with `(n)` for indices from 36, still replay.
    #[test]
    fn old_replay_strings_still_decode() {
        assert_eq!(decode_replay("r1:0(41)z(100)").unwrap(), [0, 41, 35, 100]);
    }
}
