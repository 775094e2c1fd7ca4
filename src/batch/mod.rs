//! Checking app collections: `ironpf batch` checks every pair of an app list (or a pair
//! list), each in its own child process, and appends one [`record::Record`] per (pair,
//! strategy) to a results file; `ironpf report` ([`report`]) turns results files into tables and
//! plots.

pub mod record;
pub mod report;
