#!/usr/bin/env bash
# The cost of dpor's bookkeeping where nothing can be reduced: ../shared/bench/EventAppLarge.java
# (every handler is followed by check(), which reads every shared field, so all events
# conflict) and its allocating twin EventAppLargeL.java, each checked with --strategy none and
# --strategy dpor side by side. Each check runs RUNS times (default 3) and the run with the
# median time is shown. Prints states, transitions, seconds and peak memory per strategy and
# the dpor/none ratios (the issue's targets: time at most 1.5x, memory at most 2x).
# Usage: [RUNS=3] bench/dpor-bookkeeping.sh [ARGSETS...]   (default: "8 12 12 12" "10 15 15 20")
set -euo pipefail
cd "$(dirname "$0")/.."
bench="${BENCH:-../shared/bench}"
for f in EventAppLarge EventAppLargeL; do
  [ -f "$bench/$f.java" ] || { echo "missing $bench/$f.java (set BENCH=folder)"; exit 2; }
done
cargo build --release -q
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
target/release/ironpf api-jar -o "$out/api.jar" 2>/dev/null
javac --release 8 -nowarn -cp "$out/api.jar" -d "$out" "$bench/EventAppLarge.java" "$bench/EventAppLargeL.java" 2>/dev/null
if [ "$#" -eq 0 ]; then set -- "8 12 12 12" "10 15 15 20"; fi
runs="${RUNS:-3}"
# median RUN...: the statistics of the run with the median time, as "states transitions seconds MB".
median() {
  python3 -c '
import json, sys
rs = [json.load(open(f))["statistics"] for f in sys.argv[1:]]
rs.sort(key=lambda r: r["elapsed_seconds"])
r = rs[len(rs) // 2]
print(r["new_states"], r["transitions"], r["elapsed_seconds"], r["peak_memory_bytes"] // 1048576)' "$@"
}
printf '%-15s %-10s | %9s %10s %7s %6s | %9s %10s %7s %6s | %6s %6s\n' program args none-st none-tr none-s none-MB dpor-st dpor-tr dpor-s dpor-MB time-x mem-x
for a in "$@"; do
  for prog in EventAppLarge EventAppLargeL; do
    # EventAppLarge chooses its events with Verify.getInt, EventAppLargeL with getIntFromList.
    choice=getIntFromList
    [ "$prog" = EventAppLarge ] && choice=getInt
    for s in none dpor; do
      for i in $(seq "$runs"); do
        # Capped like every exploring run (a runaway search must not take the machine).
        (ulimit -v 8000000; target/release/ironpf check --quiet --strategy "$s" --event-choice "$choice" \
          --json "$out/$s.$i.json" -cp "$out" "$prog" $a >/dev/null) || true
      done
      read -r st tr secs mb <<<"$(median "$out/$s".*.json)"
      eval "${s}_st=$st ${s}_tr=$tr ${s}_s=$secs ${s}_mb=$mb"
      rm -f "$out/$s".*.json
    done
    printf '%-15s %-10s | %9s %10s %7.2f %6s | %9s %10s %7.2f %6s | %5.1fx %5.1fx\n' "$prog" "$a" \
      "$none_st" "$none_tr" "$none_s" "$none_mb" "$dpor_st" "$dpor_tr" "$dpor_s" "$dpor_mb" \
      "$(awk "BEGIN{print $dpor_s/$none_s}")" "$(awk "BEGIN{print $dpor_mb/$none_mb}")"
  done
done
