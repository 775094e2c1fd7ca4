//! Progress on stderr while a search runs, and the process's peak memory.

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use super::Statistics;

/// Periodic progress on stderr: one updating line on a terminal, a plain line every few
/// seconds otherwise.
pub(super) struct Progress {
    enabled: bool,
    terminal: bool,
    start: Instant,
    last: Instant,
    shown: bool,
}

impl Progress {
    pub(super) fn new(enabled: bool) -> Progress {
        let now = Instant::now();
        Progress {
            enabled,
            terminal: std::io::stderr().is_terminal(),
            start: now,
            last: now,
            shown: false,
        }
    }

    pub(super) fn tick(&mut self, s: &Statistics, depth: usize) {
        if !self.enabled {
            return;
        }
        let now = Instant::now();
        let (every, first) = match every_override() {
            Some(d) => (d, d),
            None if self.terminal => (Duration::from_secs(1), Duration::from_secs(1)),
            None => (Duration::from_secs(5), Duration::from_secs(1)),
        };
        if now.duration_since(self.last) < every || now.duration_since(self.start) < first {
            return;
        }
        self.last = now;
        let secs = now.duration_since(self.start).as_secs_f64();
        let line = format!(
            "ironpf: {:.0}s states {} (+{} revisits) transitions {} depth {} {:.0} states/s mem {} MB",
            secs,
            s.new_states,
            s.revisited,
            s.transitions,
            depth,
            s.new_states as f64 / secs,
            peak_memory() / (1 << 20)
        );
        if self.terminal {
            eprint!("\r{line}\x1b[K");
            self.shown = true;
        } else {
            eprintln!("{line}");
        }
    }

    pub(super) fn finish(&mut self) {
        if self.shown {
            eprint!("\r\x1b[K");
        }
    }
}

/// IRONPF_PROGRESS_EVERY_MS: the progress interval in milliseconds, for the tests that check
/// every strategy shows progress without running for seconds.
pub(crate) fn every_override() -> Option<Duration> {
    static EVERY: std::sync::OnceLock<Option<Duration>> = std::sync::OnceLock::new();
    *EVERY.get_or_init(|| {
        std::env::var("IRONPF_PROGRESS_EVERY_MS")
            .ok()
            .and_then(|v| v.parse::<u64>().ok())
            .map(Duration::from_millis)
    })
}

/// Peak resident set size of this process (VmHWM), in bytes.
pub fn peak_memory() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines().find(|l| l.starts_with("VmHWM:")).and_then(|l| {
                l.split_whitespace()
                    .nth(1)
                    .and_then(|kb| kb.parse::<u64>().ok())
                    .map(|kb| kb * 1024)
            })
        })
        .unwrap_or(0)
}
