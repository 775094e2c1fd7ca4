#!/usr/bin/env bash
# Thread interleavings beside JPF (issue 16): ../shared/bench/Philosophers.java and
# BoundedBuffer.java under `ironpf check` with each strategy of STRATEGIES (default
# "none dpor sdpor"), with JPF's figures measured on this machine kind (JPF java-17 branch,
# default scheduling with its partial-order reduction, serial GC, assertions on). Prints the
# verdict, new and revisited states, time, peak memory, and the ratios. Each run is capped at
# MAX_MEMORY (default 4G) and TIME_LIMIT (default 600 s).
# Usage: bench/threads-jpf.sh ["Program args"...]   (default: every row of issue 16's table)
set -euo pipefail
cd "$(dirname "$0")/.."
bench="${SHARED_BENCH:-../shared/bench}"
[ -f "$bench/Philosophers.java" ] || { echo "missing $bench/Philosophers.java (set SHARED_BENCH)"; exit 2; }
cargo build --release -q
out=$(mktemp -d)
javac --release 17 -nowarn -d "$out" "$bench/Philosophers.java" "$bench/BoundedBuffer.java" 2>/dev/null
if [ "$#" -eq 0 ]; then
  set -- "Philosophers 4 1" "Philosophers 3 2 ordered" "Philosophers 4 2 ordered" \
    "Philosophers 5 1 ordered" "BoundedBuffer 1 2 2 2 notify" "BoundedBuffer 1 2 2 2" \
    "BoundedBuffer 2 2 2 3"
fi
# JPF: verdict, new states, revisited states, seconds, peak MB (issue 16).
jpf() {
  case "$1" in
    "Philosophers 4 1") echo "deadlock 4790 9518 1.7 200" ;;
    "Philosophers 3 2 ordered") echo "none 7515 13036 2.5 213" ;;
    "Philosophers 4 2 ordered") echo "none 123127 310344 20.0 207" ;;
    "Philosophers 5 1 ordered") echo "none 119349 363922 21.7 216" ;;
    "BoundedBuffer 1 2 2 2 notify") echo "deadlock 44 0 0.8 101" ;;
    "BoundedBuffer 1 2 2 2") echo "none 202104 482818 27.9 223" ;;
    "BoundedBuffer 2 2 2 3") echo "none 1812119 4219327 219 306" ;;
    *) echo "- - - - -" ;;
  esac
}
printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' program strategy verdict "new / revisited" time "peak MB" \
  "JPF verdict" "JPF new / revisited" "JPF time" "time vs JPF" "memory vs JPF"
printf '|---|---|---|---|---|---|---|---|---|---|---|\n'
for a in "$@"; do
for strategy in ${STRATEGIES:-none dpor sdpor}; do
  target/release/ironpf check --quiet --strategy "$strategy" --json "$out/r.json" --max-memory "${MAX_MEMORY:-4G}" \
    --time-limit "${TIME_LIMIT:-600}" -cp "$out" $a >/dev/null || true
  read -r verdict new rev secs mb <<<"$(python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
s = r["statistics"]
v = r["violations"][0]["property"] if r["violations"] else ("none" if r["result"] == "complete" else r["result"])
print(v, s["new_states"], s["revisited_states"], s["elapsed_seconds"], s["peak_memory_bytes"] // 1048576)' "$out/r.json")"
  read -r jv jnew jrev jsecs jmb <<<"$(jpf "$a")"
  ratios=$(python3 -c "
import sys
s, js, m, jm = sys.argv[1:]
try: print('1/%.1f | 1/%.1f' % (float(js) / max(float(s), 0.005), float(jm) / float(m)))
except ValueError: print('- | -')" "$secs" "$jsecs" "$mb" "$jmb")
  printf '| `%s` | %s | %s | %s / %s | %.2f s | %s | %s | %s / %s | %s s | %s |\n' "$a" "$strategy" "$verdict" "$new" "$rev" "$secs" "$mb" \
    "$jv" "$jnew" "$jrev" "$jsecs" "$ratios"
done
done
rm -rf "$out"
