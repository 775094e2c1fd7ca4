//! Checking app collections: `ironpf batch` checks every pair of an app list (or a pair
//! list), each in its own child process, and appends one [`record::Record`] per (pair,
//! strategy) to a results file.

pub mod record;
