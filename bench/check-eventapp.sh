#!/usr/bin/env bash
# Model-checking throughput on ../shared/bench/EventAppLarge.java (JPF's figures in issue 3):
# for each argument set, runs `ironpf check` (strategy none) and prints new states,
# revisits, elapsed time, states/s and peak RSS beside JPF's measured figures.
# Each argument set runs RUNS times (default 5) and the run with the median time is shown,
# because timings on a shared 2-core machine vary by 10% or more from run to run.
# Usage: [RUNS=5] bench/check-eventapp.sh [ARGSETS...]   (default: "4 6 5 4" "8 12 12 12" "10 15 15 20")
set -euo pipefail
cd "$(dirname "$0")/.."
src="${EVENTAPP:-../shared/bench/EventAppLarge.java}"
[ -f "$src" ] || { echo "missing $src (set EVENTAPP=path/to/EventAppLarge.java)"; exit 2; }
cargo build --release -q
out=$(mktemp -d)
target/release/ironpf api-jar -o "$out/api.jar" 2>/dev/null
javac --release 8 -nowarn -cp "$out/api.jar" -d "$out" "$src" 2>/dev/null
if [ "$#" -eq 0 ]; then set -- "4 6 5 4" "8 12 12 12" "10 15 15 20"; fi
# JPF on this machine (issue 3): new states, seconds, peak memory.
jpf() {
  case "$1" in
    "4 6 5 4") echo "11198 - -" ;;
    "8 12 12 12") echo "311209 59 2.0GB" ;;
    "10 15 15 20") echo "1007351 177 3.6GB" ;;
    *) echo "- - -" ;;
  esac
}
printf '%-14s %10s %10s %9s %10s %9s | %9s %7s %8s %8s %9s\n' args new revisits seconds states/s peakRSS jpf-new jpf-s jpf-st/s jpf-mem speedup
runs="${RUNS:-5}"
for a in "$@"; do
  for i in $(seq "$runs"); do
    target/release/ironpf check --quiet --json "$out/r$i.json" -cp "$out" EventAppLarge $a >/dev/null || true
  done
  read -r new rev secs rss <<<"$(python3 -c '
import json, sys
rs = [json.load(open(f))["statistics"] for f in sys.argv[1:]]
rs.sort(key=lambda r: r["elapsed_seconds"])
r = rs[len(rs) // 2]
print(r["new_states"], r["revisited_states"], r["elapsed_seconds"], r["peak_memory_bytes"])' "$out"/r*.json)"
  rm -f "$out"/r*.json
  rss_mb=$(( rss / 1048576 ))
  read -r jnew jsecs jmem <<<"$(jpf "$a")"
  rate=$(awk "BEGIN{printf \"%.0f\", $new/$secs}")
  if [ "$jsecs" != "-" ]; then
    jrate=$(awk "BEGIN{printf \"%.0f\", $jnew/$jsecs}")
    speed=$(awk "BEGIN{printf \"%.1fx\", $rate/$jrate}")
  else jrate=-; speed=-; fi
  printf '%-14s %10s %10s %9.2f %10s %7sMB | %9s %7s %8s %8s %9s\n' "$a" "$new" "$rev" "$secs" "$rate" "$rss_mb" "$jnew" "$jsecs" "$jrate" "$jmem" "$speed"
done
rm -rf "$out"
