#!/usr/bin/env bash
# The DPOR soundness harness (tests/dpor_soundness.rs) on many seeds: COUNT random event-driven
# programs from seed BASE_SEED on, each checked with --strategy none, dpor, sdpor, none
# --shortest and the simplest rule (every access and native a scheduling point, no
# lock-discipline reduction, every local in the state): dpor and sdpor must agree with none on
# the violated assertion sites, with their states a subset of none's and no more of them;
# --shortest must visit none's states; every search must find the simplest rule's violations.
# Prints the harness's summary line: programs, seed base, failures, programs with violations,
# the total states and transitions of none, dpor and sdpor, and how often each extra statement
# (clock, identity hashes, intern, class initialization, reflection, setOut/setErr, clone,
# arraycopy, ignoreIf, inner getIntFromList, getBoolean, atomic sections, breakTransition) was
# generated. Failing seeds are printed with their programs' sources; the exit status is cargo's.
# IRONPF_BIN=<binary> runs the harness against another build (to see it catch old bugs).
# Usage: bench/dpor-harness.sh [COUNT] [BASE_SEED]   (defaults: 10000, 1; IRONPF_HARNESS_JOBS=2)
set -uo pipefail
cd "$(dirname "$0")/.."
count="${1:-10000}"
base="${2:-1}"
log=$(mktemp)
IRONPF_HARNESS_COUNT="$count" IRONPF_HARNESS_SEED="$base" \
  cargo test --release -q --test dpor_soundness -- --nocapture --exact \
  dpor_agrees_with_full_search_on_random_programs 2>&1 | tee "$log" | grep -E '^(==== seed|  - )' 
status=${PIPESTATUS[0]}
echo
grep -E '^programs [0-9]+, seed base|^programs (using|where)' "$log" || { echo "no summary line; the test output:"; cat "$log"; }
grep -E '^thread .* panicked|disagrees with none' "$log" | head -3
rm -f "$log"
exit "$status"
