//! The limits that protect the machine during a search: wall-clock time and resident memory.
//! The search loops poll them between transitions, and the interpreter every 2^20
//! instructions, so a limit holds within a second even in the middle of a long transition.

use std::cell::Cell;
use std::time::{Duration, Instant};

/// A search's time and memory limits, measured from its start.
#[derive(Clone, Debug)]
pub struct Limits {
    start: Instant,
    time_limit: Option<Duration>,
    /// Resident memory (bytes) at which the search stops.
    max_memory: Option<u64>,
    last_poll: Cell<Instant>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::new(None, None)
    }
}

impl Limits {
    pub fn new(time_limit: Option<Duration>, max_memory: Option<u64>) -> Limits {
        let now = Instant::now();
        Limits {
            start: now,
            time_limit,
            max_memory,
            last_poll: Cell::new(now),
        }
    }

    /// The limit reached, if any: checked now.
    pub fn exceeded(&self) -> Option<String> {
        if let Some(t) = self.time_limit
            && self.start.elapsed() >= t
        {
            return Some(format!("time limit {}s reached", t.as_secs_f64()));
        }
        if let Some(max) = self.max_memory {
            let rss = resident_memory();
            if rss >= max {
                return Some(format!(
                    "memory limit {} reached (resident {})",
                    show_size(max),
                    show_size(rss)
                ));
            }
        }
        None
    }

    /// [`Limits::exceeded`], checked at most every 20 ms (for loops that call it often).
    pub fn poll(&self) -> Option<String> {
        let now = Instant::now();
        if now.duration_since(self.last_poll.get()) < Duration::from_millis(20) {
            return None;
        }
        self.last_poll.set(now);
        self.exceeded()
    }
}

/// This process's resident set size in bytes (0 where /proc is not available).
pub fn resident_memory() -> u64 {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1)?.parse::<u64>().ok())
        .map(|pages| pages * 4096)
        .unwrap_or(0)
}

/// Physical memory of the machine in bytes (None where /proc is not available).
pub fn physical_memory() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// The default memory limit: half the machine's physical memory, which leaves the rest to
/// the system and to other work however large the search grows.
pub fn default_max_memory() -> Option<u64> {
    physical_memory().map(|m| m / 2)
}

/// The default guest heap limit: a quarter of the machine's physical memory (the JVM's
/// default `-Xmx`), 1 GB where that is not known.
pub fn default_max_heap() -> u64 {
    physical_memory().map_or(1 << 30, |m| m / 4)
}

/// Parses `--max-heap`: a size (see [`parse_size`]) of at least 4 MB.
pub fn parse_heap_size(text: &str) -> Result<u64, String> {
    let n = parse_size(text)?;
    if n < crate::check::MIN_HEAP {
        return Err(format!(
            "the heap limit must be at least 4M (got {text:?}, {n} bytes)"
        ));
    }
    Ok(n)
}

/// The smallest `--max-memory`: ironpf itself takes 12-20 MB before the program runs, so a
/// smaller limit could not be kept.
pub const MIN_MEMORY: u64 = 32 << 20;

/// Parses `--max-memory`: a size (see [`parse_size`]) of at least [`MIN_MEMORY`].
pub fn parse_memory_size(text: &str) -> Result<u64, String> {
    let n = parse_size(text)?;
    if n < MIN_MEMORY {
        return Err(format!(
            "the memory limit must be at least 32M, as ironpf alone takes 12-20 MB \
             (got {text:?}, {n} bytes)"
        ));
    }
    Ok(n)
}

/// Parses a size such as `8G`, `512M`, `300000K` or a plain number of bytes (binary units).
pub fn parse_size(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let (digits, unit) = match t.find(|c: char| !(c.is_ascii_digit() || c == '.')) {
        Some(i) => t.split_at(i),
        None => (t, ""),
    };
    let value: f64 = digits
        .parse()
        .map_err(|_| format!("not a size: {text:?} (examples: 8G, 512M, 1000000)"))?;
    let scale = match unit.trim().to_ascii_uppercase().as_str() {
        "" | "B" => 1u64,
        "K" | "KB" | "KIB" => 1 << 10,
        "M" | "MB" | "MIB" => 1 << 20,
        "G" | "GB" | "GIB" => 1 << 30,
        "T" | "TB" | "TIB" => 1 << 40,
        _ => return Err(format!("unknown unit in size {text:?} (K, M, G or T)")),
    };
    let bytes = value * scale as f64;
    if !bytes.is_finite() || bytes < 1.0 || bytes > u64::MAX as f64 {
        return Err(format!("size out of range: {text:?}"));
    }
    Ok(bytes as u64)
}

/// Parses a number of seconds for `--time-limit`: finite, positive and at most a year.
pub fn parse_seconds(text: &str) -> Result<f64, String> {
    let v: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("not a number of seconds: {text:?}"))?;
    if !v.is_finite() || v <= 0.0 || v > 366.0 * 86400.0 {
        return Err(format!(
            "--time-limit must be a positive number of seconds, at most a year (got {text})"
        ));
    }
    Ok(v)
}

/// A size in the largest binary unit that keeps it at least 1 (`1.5 GB`).
pub fn show_size(bytes: u64) -> String {
    let units = [
        ("TB", 1u64 << 40),
        ("GB", 1 << 30),
        ("MB", 1 << 20),
        ("KB", 1 << 10),
    ];
    for (name, scale) in units {
        if bytes >= scale {
            let v = bytes as f64 / scale as f64;
            return if v >= 100.0 || v.fract() == 0.0 {
                format!("{v:.0} {name}")
            } else {
                format!("{v:.1} {name}")
            };
        }
    }
    format!("{bytes} bytes")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_seconds_parse_or_fail_clearly() {
        assert_eq!(parse_size("8G"), Ok(8 << 30));
        assert_eq!(parse_size("512m"), Ok(512 << 20));
        assert_eq!(parse_size("1.5G"), Ok(3 << 29));
        assert_eq!(parse_size("1000"), Ok(1000));
        assert!(parse_size("lots").is_err());
        assert!(parse_size("8X").is_err());
        assert!(parse_size("0").is_err());
        assert!(parse_memory_size("31M").is_err());
        assert_eq!(parse_memory_size("32M"), Ok(32 << 20));
        assert_eq!(parse_seconds("2.5"), Ok(2.5));
        for bad in ["NaN", "inf", "-1", "0", "1e300", "x"] {
            assert!(parse_seconds(bad).is_err(), "{bad}");
        }
        assert_eq!(show_size(3 << 29), "1.5 GB");
        assert_eq!(show_size(12 << 30), "12 GB");
    }
}
