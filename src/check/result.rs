//! What a check found: the outcome, the violations with their paths, the statistics.

use std::collections::BTreeSet;
use std::time::Duration;

use super::trace::{Counterexample, encode_replay_with};

/// How a search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every reachable state was explored and no violation found.
    Complete,
    /// At least one violation was found; `limit` says what stopped the search before it
    /// covered everything (with `--find-all` a search goes on after a violation).
    Violations { limit: Option<String> },
    /// A limit stopped the search before it finished; no violation was found.
    LimitReached(String),
}

/// A property violation with the path that leads to it.
#[derive(Clone, Debug)]
pub struct Violation {
    /// The property (`uncaught exception`).
    pub property: String,
    /// The exception's class, binary name.
    pub exception: String,
    pub message: Option<String>,
    /// `Class.method(File.java:line)` frames, innermost first.
    pub stack: Vec<String>,
    /// Option index taken at each choice point from the start.
    pub path: Vec<u32>,
    /// The classes the search that found it did not presume accessed under their monitors
    /// (see [`CheckConfig::unprotected`]): part of its replay string.
    pub unprotected: BTreeSet<u64>,
}

impl Violation {
    pub fn replay(&self) -> String {
        encode_replay_with(&self.path, &self.unprotected)
    }
    pub fn headline(&self) -> String {
        match &self.message {
            Some(m) => format!("{}: {m}", self.exception),
            None => self.exception.clone(),
        }
    }
    /// What tells two violations apart (a search reports each once).
    pub fn key(&self) -> (String, String, Option<String>) {
        (
            self.exception.clone(),
            self.stack.first().cloned().unwrap_or_default(),
            self.message.clone(),
        )
    }
}

#[derive(Clone, Debug, Default)]
pub struct Statistics {
    /// Distinct states reached (choice points and end states), as JPF's "new states".
    pub new_states: u64,
    /// Transitions that ended in a state seen before.
    pub revisited: u64,
    /// Transitions executed (forward steps).
    pub transitions: u64,
    /// Paths on which the program terminated.
    pub end_states: u64,
    pub max_depth: usize,
    pub elapsed: Duration,
    /// Peak resident memory of the process, in bytes (0 where unknown).
    pub peak_memory: u64,
    /// Bytes of state snapshots held at the deepest point of the search.
    pub peak_snapshot_bytes: u64,
    /// Bytecode instructions the program executed in all transitions (replays of
    /// counterexamples and start-up excluded): what a search's time is mostly made of.
    pub instructions: u64,
    /// Snapshots the search made by serializing the whole state, where the others are
    /// fingerprinted and stored from the sections a transition wrote (the fast path; a
    /// search whose every new state takes the slow path is twice as slow on small heaps).
    pub full_serializations: u64,
}

#[derive(Clone, Debug)]
pub struct CheckResult {
    pub outcome: Outcome,
    pub stats: Statistics,
    pub violations: Vec<Violation>,
    /// The counterexample of each violation, replayed with source lines.
    pub counterexamples: Vec<Counterexample>,
    pub strategy: &'static str,
    /// Distinct transitions in the state transition graph (dpor, sdpor).
    pub unique_transitions: Option<u64>,
    /// Distinct events enabled in some visited state (dpor, sdpor).
    pub events: Option<u64>,
    /// What the user must know about the verdict (sdpor on a state space with cycles).
    pub warnings: Vec<String>,
}

/// Exit code of a finished check: 0 complete, 1 violation, 3 stopped by a limit.
pub fn exit_code(result: &CheckResult) -> i32 {
    match result.outcome {
        Outcome::Complete => 0,
        Outcome::Violations { .. } => 1,
        Outcome::LimitReached(_) => 3,
    }
}
