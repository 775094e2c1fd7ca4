#!/usr/bin/env bash
# A Table-1-style comparison on the paper-shaped SmartThings pairs (bench/apps/paper-shaped):
# each pair joins an event logger or sender subscribed to dozens of device attributes (App1)
# with a sensor-driven automation app that commands devices (App2), as in the stateful-DPOR
# paper's Table 1. For every pair listed in bench/apps/paper-shaped/pairs.tsv (two columns:
# app1 file, app2 file, relative to that folder; `#` lines and blank lines skipped) the script
# builds the pair jar with `ironpf pair build`, checks it with `--strategy none` and
# `--strategy dpor` (each in its own process, under `ulimit -v`, with `--time-limit`), and
# prints one table: pair, events, then per strategy new states, transitions, unique
# transitions (dpor), seconds, peak memory and the result (complete, violation, or limit when
# the time limit stopped the search; "error" when no report was written). At the end: the
# geometric means of dpor/none for states, transitions and time over the pairs where both
# searches completed.
# Usage: [IRONPF=path/to/ironpf] [TIME_LIMIT=seconds] [MEM_KB=6000000] [PAIRS=file.tsv]
#        bench/table1.sh
# IRONPF set: that binary is used and nothing is built (otherwise `cargo build --release`).
# TIME_LIMIT (default 300) stops each search there; MEM_KB (default 6000000) is the `ulimit -v`
# of each check. The JSON reports are kept in a temporary folder that is removed at exit.
set -euo pipefail
cd "$(dirname "$0")/.."
dir="bench/apps/paper-shaped"
pairs="${PAIRS:-$dir/pairs.tsv}"
time_limit="${TIME_LIMIT:-300}"
mem_kb="${MEM_KB:-6000000}"
. bench/pair-setup.sh

# check JAR STRATEGY OUT.json: one search in its own process under the memory and time
# limits. Exit codes for a violation or a limit are fine; a missing report is recorded (the
# table then says "error" and shows the first lines of the error output below it).
check() {
  local status=0
  (ulimit -v "$mem_kb"; "$ironpf" check "$1" --strategy "$2" --quiet --json "$3" --time-limit "$time_limit" \
    >/dev/null 2>"$3.err") || status=$?
  if [ ! -s "$3" ]; then
    { echo "ironpf check $1 --strategy $2 failed (exit $status):"; head -5 "$3.err"; } >"$3.failed"
  fi
}

n=0
while IFS=$'\t' read -r app1 app2 _rest || [ -n "$app1" ]; do
  case "$app1" in ''|'#'*) continue ;; esac
  n=$((n + 1))
  name="$(basename "$app1" .groovy)-$(basename "$app2" .groovy)"
  printf '%s\n' "$name" >>"$work/names"
  jar="$work/$n.jar"
  if ! out="$("$ironpf" pair build "$dir/$app1" "$dir/$app2" -o "$jar" 2>&1)"; then
    printf 'pair build %s %s failed:\n%s\n' "$app1" "$app2" "$out" >&2
    exit 1
  fi
  for s in none dpor; do
    echo "[$n] $name: $s ..." >&2
    check "$jar" "$s" "$work/$n-$s.json"
  done
done <"$pairs"

echo "paper-shaped pairs ($pairs); ulimit -v $mem_kb KB, time limit $time_limit s per search"
python3 - "$work" "$n" <<'EOF2'
import json, math, os, sys
work, n = sys.argv[1], int(sys.argv[2])
names = open(os.path.join(work, "names")).read().split("\n")

def load(i, s):
    path = os.path.join(work, "%d-%s.json" % (i, s))
    if os.path.exists(path) and os.path.getsize(path) > 0:
        return json.load(open(path))
    return None

def result(r):
    if r is None:
        return "error"
    return r["result"]  # complete, violation or limit

header = "%-44s %6s | %8s %9s %8s %7s %-9s | %8s %9s %9s %8s %7s %-9s" % (
    "pair", "events", "states", "trans", "secs", "MB", "result",
    "states", "trans", "unique", "secs", "MB", "result")
print("%-51s | %-46s | %s" % ("", "none", "dpor"))
print(header.rstrip())
print("-" * len(header))
ratios = {"states": [], "transitions": [], "time": []}
failures = []
for i in range(1, n + 1):
    rs = {s: load(i, s) for s in ("none", "dpor")}
    events = "-"
    cols = []
    for s in ("none", "dpor"):
        r = rs[s]
        if r is None:
            cols.append(None)
            failed = os.path.join(work, "%d-%s.json.failed" % (i, s))
            if os.path.exists(failed):
                failures.append(open(failed).read().rstrip())
            continue
        st = r["statistics"]
        if st.get("events") is not None:
            events = st["events"]
        cols.append(st)
    line = "%-44s %6s" % (names[i - 1], events)
    for s, st in zip(("none", "dpor"), cols):
        if st is None:
            line += " | %8s %9s" % ("-", "-") + (" %9s" % "-" if s == "dpor" else "") + " %8s %7s %-9s" % ("-", "-", "error")
            continue
        line += " | %8d %9d" % (st["new_states"], st["transitions"])
        if s == "dpor":
            u = st.get("unique_transitions")
            line += " %9s" % ("-" if u is None else u)
        line += " %8.2f %7d %-9s" % (st["elapsed_seconds"], st["peak_memory_bytes"] // 1048576, result(rs[s]))
    print(line.rstrip())
    if all(result(rs[s]) == "complete" for s in ("none", "dpor")):
        a, b = rs["none"]["statistics"], rs["dpor"]["statistics"]
        for key, field in (("states", "new_states"), ("transitions", "transitions"), ("time", "elapsed_seconds")):
            if a[field] > 0 and b[field] > 0:
                ratios[key].append(b[field] / a[field])

def gmean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")

both = len(ratios["states"])
print()
print("geometric mean of dpor/none over the %d of %d pairs where both searches completed:" % (both, n))
print("  states %.3f, transitions %.3f, time %.3f" % (
    gmean(ratios["states"]), gmean(ratios["transitions"]), gmean(ratios["time"])))
for f in failures:
    print(f)
EOF2
