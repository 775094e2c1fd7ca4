#!/usr/bin/env bash
# The allocation penalty, side by side in one run: ../shared/bench/EventAppLargeL.java (its
# event loop is Verify.getIntFromList, so javac allocates an int[] option array at every
# iteration that becomes garbage: the shape of every SmartThings event loop) against
# EventAppLarge.java (Verify.getInt, no allocation), same arguments, same state space.
# Prints the median of RUNS runs (default 5) of each, the ratio, and JPF's figures for L
# (issue 12: JPF java-17 branch, serial GC, on this machine kind).
# Usage: [RUNS=5] bench/allocation-penalty.sh [ARGSETS...]   (default: "6 8 8 8" "8 12 12 12")
set -euo pipefail
cd "$(dirname "$0")/.."
bench="${SHARED_BENCH:-../shared/bench}"
[ -f "$bench/EventAppLargeL.java" ] || { echo "missing $bench/EventAppLargeL.java (set SHARED_BENCH)"; exit 2; }
cargo build --release -q
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
target/release/ironpf api-jar -o "$out/api.jar" 2>/dev/null
javac --release 8 -nowarn -cp "$out/api.jar" -d "$out" "$bench/EventAppLarge.java" "$bench/EventAppLargeL.java" 2>/dev/null
if [ "$#" -eq 0 ]; then set -- "6 8 8 8" "8 12 12 12"; fi
jpf_l() { case "$1" in "6 8 8 8") echo "80.7 345" ;; *) echo "- -" ;; esac; }
median() { # prints "new_states seconds peak_MB" of the median-time run of main class $1, args $2
  for i in $(seq "${RUNS:-5}"); do
    target/release/ironpf check --quiet --json "$out/r$i.json" -cp "$out" "$1" $2 >/dev/null || true
  done
  python3 -c '
import json, sys
rs = sorted((json.load(open(f))["statistics"] for f in sys.argv[1:]), key=lambda r: r["elapsed_seconds"])
r = rs[len(rs) // 2]
print(r["new_states"], r["elapsed_seconds"], r["peak_memory_bytes"] // 1048576)' "$out"/r*.json
  rm -f "$out"/r*.json
}
printf '%-12s | %9s %8s %7s | %9s %8s %7s | %9s | %8s %8s %10s %10s\n' args L-states L-s L-MB states s MB L/getInt JPF-L-s JPF-L-MB speed-vs-JPF mem-vs-JPF
for a in "$@"; do
  read -r ln ls lm <<<"$(median EventAppLargeL "$a")"
  read -r gn gs gm <<<"$(median EventAppLarge "$a")"
  read -r js jm <<<"$(jpf_l "$a")"
  ratio=$(awk "BEGIN{printf \"%.2fx\", $ls/$gs}")
  if [ "$js" != "-" ]; then
    speed=$(awk "BEGIN{printf \"%.0fx\", $js/$ls}"); mem=$(awk "BEGIN{printf \"1/%.1f\", $jm/$lm}")
  else speed=-; mem=-; fi
  printf '%-12s | %9s %8.2f %7s | %9s %8.2f %7s | %9s | %8s %8s %10s %10s\n' "$a" "$ln" "$ls" "$lm" "$gn" "$gs" "$gm" "$ratio" "$js" "$jm" "$speed" "$mem"
done
