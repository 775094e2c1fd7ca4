//! What `ironpf check` is told: the configuration every part of a check reads.

use std::collections::BTreeSet;
use std::time::Duration;

use super::strategy::Strategy;

/// Everything `ironpf check` is told.
#[derive(Clone, Debug)]
pub struct CheckConfig {
    pub classpath: String,
    pub main_class: String,
    pub args: Vec<String>,
    pub max_states: Option<u64>,
    pub max_depth: Option<usize>,
    pub time_limit: Option<Duration>,
    /// Stop when the process's resident memory reaches this many bytes (the default:
    /// [`crate::limits::default_max_memory`]).
    pub max_memory: Option<u64>,
    /// The guest heap limit (see `Config::max_heap`; the default: a quarter of the memory
    /// limit, since the search holds copies of the program's states beside it).
    pub max_heap: u64,
    pub max_transition_steps: u64,
    /// `assert` statements are checked (the default, as under `java -ea`).
    pub assertions: bool,
    /// Keep searching after a violation and report each distinct one.
    pub find_all: bool,
    /// Show a progress line on stderr.
    pub progress: bool,
    /// Extra folders to look for source files in, for counterexample traces.
    pub sourcepath: Vec<String>,
    pub strategy: Strategy,
    pub locations: crate::vm::LocationMode,
    /// Write the fingerprint of every visited state here (sorted hex, one per line).
    pub states_out: Option<String>,
    /// `Verify.getInt` chooses events too (see `Config::getint_chooses_events`).
    pub getint_events: bool,
    /// States keep dead locals too (`--state-locals all`, JPF's convention).
    pub all_locals: bool,
    /// `--race`: report data races (see `Config::detect_races`).
    pub race: bool,
    /// After a reducing strategy found a violation, search breadth-first for a shortest path
    /// to the same violation and report that (SmartThings pair jars, unless `--no-shortest`;
    /// see `check::shorten`).
    pub shorten: bool,
    /// Stop the search once this violation (by `Violation::key`) is found, whatever
    /// `find_all` says (the shortening search).
    pub target: Option<(String, String, Option<String>)>,
    /// `--probe-depth N`: before a reducing strategy's search, every path of at most N
    /// choices is searched breadth-first without reduction (see `check::check`).
    pub probe_depth: Option<usize>,
    /// `--model keep-all`: the SmartThings model keeps what no app can read (see
    /// `Config::keep_unreadable_state`).
    pub keep_all: bool,
    /// `--log SPEC` (with `--replay`): the interpreter log's filter.
    pub log: Option<crate::vm::debug_log::LogFilter>,
    /// `--conflict-writes changing`: a SmartThings write that changes nothing neither
    /// conflicts nor counts as its app's write (see `Config::ignore_unchanged_writes`).
    pub ignore_unchanged_writes: bool,
    /// `--shortest`: search breadth-first, so that each violation comes with a path of the
    /// fewest choices (see `check::bfs`); `none` only.
    pub shortest: bool,
    /// `--trace-library`: traces show every source line, with the runtime library's folded
    /// into `[k more lines]` (otherwise only the program's lines, and for SmartThings pairs
    /// the story of each transition).
    pub trace_library: bool,
    /// The lock-discipline reduction for threads (see `Vm::data_access`; off with
    /// `--no-lock-reduction`).
    pub lock_discipline: bool,
    /// Classes (by `vm::class_key`) whose objects the reduction does not presume accessed
    /// under their monitors: found by [`check`] as it searches, or from a replay string.
    pub unprotected: BTreeSet<u64>,
}

impl CheckConfig {
    /// The search's time and memory limits, starting now.
    pub fn limits(&self) -> crate::limits::Limits {
        crate::limits::Limits::new(self.time_limit, self.max_memory)
    }

    pub fn new(classpath: &str, main_class: &str, args: &[String]) -> CheckConfig {
        CheckConfig {
            classpath: classpath.to_string(),
            main_class: main_class.to_string(),
            args: args.to_vec(),
            max_states: None,
            max_depth: None,
            time_limit: None,
            max_memory: crate::limits::default_max_memory(),
            max_heap: default_check_heap(crate::limits::default_max_memory()),
            max_transition_steps: 10_000_000,
            assertions: true,
            find_all: false,
            progress: false,
            sourcepath: Vec::new(),
            strategy: Strategy::NONE,
            locations: crate::vm::LocationMode::Object,
            states_out: None,
            getint_events: false,
            all_locals: false,
            race: false,
            probe_depth: None,
            shorten: false,
            target: None,
            keep_all: false,
            log: None,
            ignore_unchanged_writes: false,
            shortest: false,
            trace_library: false,
            lock_discipline: true,
            unprotected: BTreeSet::new(),
        }
    }
}

/// The smallest guest heap limit (`--max-heap`; the JVM's `-Xmx` has a floor too).
pub const MIN_HEAP: u64 = 4 << 20;

/// The default guest heap limit of a check under a memory limit: a quarter of it (the
/// search keeps states beside the program's heap), at most the default of `run`.
pub fn default_check_heap(max_memory: Option<u64>) -> u64 {
    let run = crate::limits::default_max_heap();
    max_memory.map_or(run, |m| (m / 4).max(MIN_HEAP).min(run))
}
