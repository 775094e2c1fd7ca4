#!/usr/bin/env bash
# The thread soundness harness (tests/thread_soundness.rs) on many seeds: COUNT random
# multithreaded programs from seed BASE_SEED on, each checked with --strategy none and with each
# reduced strategy (IRONPF_THREAD_HARNESS_STRATEGIES, default dpor,sdpor), which must agree with
# none on the violations (assertion sites, uncaught exceptions, deadlocks), with their states a
# subset of none's and no more of them, and with none run again with every heap access and
# native call a scheduling point (IRONPF_THREADS_EVERY_ACCESS, --no-lock-reduction), which must
# find the same violations as none. Prints the harness's summary line: programs, seed base,
# failures, programs with violations, the total states and transitions of each strategy, the
# violations by kind and none's state counts. Failing seeds are printed with their programs'
# sources; the exit status is cargo's.
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
