#!/usr/bin/env bash
# The thread soundness harness (tests/thread_soundness.rs) on many seeds: COUNT random
# multithreaded programs from seed BASE_SEED on, each checked with --strategy none, with each
# reduced strategy (IRONPF_THREAD_HARNESS_STRATEGIES, default dpor,sdpor), breadth-first
# (--shortest) and with the simplest rule (every heap access and native call a scheduling point
# through IRONPF_THREADS_EVERY_ACCESS, --no-lock-reduction, every local in the state). The
# reduced strategies must agree with none on the violations (assertion sites, uncaught
# exceptions, deadlocks), with their states a subset of none's and no more of them; --shortest
# must visit none's states; every search must find the simplest rule's violations. Some
# programs read the clock, hash, intern, initialize classes, use reflection, System.setOut,
# arraycopy, ignoreIf, atomic sections and breakTransition. Prints the harness's summary line:
# programs, seed base, failures, programs with violations, the total states and transitions of
# each strategy, the violations by kind and none's state counts. Failing seeds are printed with
# their programs' sources; the exit status is cargo's. IRONPF_BIN=<binary> runs the harness
# against another build.
# Usage: bench/thread-harness.sh [COUNT] [BASE_SEED]   (defaults: 10000, 1; IRONPF_HARNESS_JOBS=2)
set -uo pipefail
cd "$(dirname "$0")/.."
count="${1:-10000}"
base="${2:-1}"
log=$(mktemp)
IRONPF_THREAD_HARNESS_COUNT="$count" IRONPF_THREAD_HARNESS_SEED="$base" \
  cargo test --release -q --test thread_soundness -- --nocapture --exact \
  reduced_searches_agree_with_full_search_on_random_threaded_programs 2>&1 | tee "$log" | grep -E '^(==== seed|  - )'
status=${PIPESTATUS[0]}
echo
grep -E '^programs [0-9]+, seed base' "$log" || { echo "no summary line; the test output:"; cat "$log"; }
grep -E '^thread .* panicked|disagree with none' "$log" | head -3
rm -f "$log"
exit "$status"
