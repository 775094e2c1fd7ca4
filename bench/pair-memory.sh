#!/usr/bin/env bash
# Memory and throughput of checking one SmartThings pair (default: the benchmark pair in
# bench/apps, ThermostatEnergyTracker / ComfortSetpointBalancer): builds the pair jar, runs
# `ironpf check --quiet --json` under each strategy (each in its own process, under
# `ulimit -v`), and prints per strategy: the result, events, new states, transitions, seconds,
# states/s, peak memory, the peak memory per new state above a baseline, and the largest state
# snapshot stack per new state when the report has `peak_snapshot_bytes`. The baseline is the
# peak memory of checking EmptyApp + EmptyApp the same way (same strategy), so the per-state
# figure leaves out the binary, the runtime library and the installed apps.
# Usage: [IRONPF=path/to/ironpf] [STRATEGIES="none dpor"] [TIME_LIMIT=seconds] [MEM_KB=8000000]
#        bench/pair-memory.sh [APP1.groovy APP2.groovy]
# IRONPF set: that binary is used and nothing is built (otherwise `cargo build --release`).
# TIME_LIMIT (default: none) stops each search there; the result column then says "limit" and
# the figures are those of the part searched.
# The default pair has 15 events; on the 2-core machine its none search takes about 14 s (2625
# states, 27 MB) and its dpor search about 30 s (2625 states, 250 MB): both apps touch the
# one thermostat in nearly every handler, so dpor reduces nothing there.
set -euo pipefail
cd "$(dirname "$0")/.."
app1="${1:-bench/apps/ThermostatEnergyTracker.groovy}"
app2="${2:-bench/apps/ComfortSetpointBalancer.groovy}"
strategies="${STRATEGIES:-none dpor}"
mem_kb="${MEM_KB:-8000000}"
. bench/pair-setup.sh

# The baseline pair: EmptyApp twice (the second under another file name, so the classes differ).
empty="fixtures/smartthings/apps/EmptyApp.groovy"
cp "$empty" "$work/EmptyBaseline.groovy"
build() {
  local out
  if ! out="$("$ironpf" pair build "$1" "$2" -o "$3" 2>&1)"; then
    printf '%s\n' "$out" >&2
    exit 1
  fi
}
build "$empty" "$work/EmptyBaseline.groovy" "$work/empty.jar"
build "$app1" "$app2" "$work/pair.jar"

limit=()
if [ -n "${TIME_LIMIT:-}" ]; then limit=(--time-limit "$TIME_LIMIT"); fi

# check JAR STRATEGY OUT.json: one search in its own process under the memory limit. Exit
# codes for a violation or a limit are fine; an unreadable report is not.
check() {
  local status=0
  (ulimit -v "$mem_kb"; "$ironpf" check "$1" --strategy "$2" --quiet --json "$3" ${limit[@]+"${limit[@]}"} \
    >/dev/null 2>"$3.err") || status=$?
  if [ ! -s "$3" ]; then
    echo "ironpf check $1 --strategy $2 failed (exit $status):" >&2
    head -5 "$3.err" >&2
    exit 1
  fi
}

echo "pair: $(basename "$app1" .groovy) / $(basename "$app2" .groovy); ulimit -v $mem_kb KB${TIME_LIMIT:+, time limit ${TIME_LIMIT} s}"
printf '%-8s %-10s %6s %9s %11s %8s %9s %8s %9s %10s\n' \
  strategy result events states transitions seconds states/s peakMB KB/state snapKB/st
for s in $strategies; do
  check "$work/empty.jar" "$s" "$work/empty-$s.json"
  check "$work/pair.jar" "$s" "$work/pair-$s.json"
  python3 - "$work/empty-$s.json" "$work/pair-$s.json" "$s" <<'EOF'
import json, sys
base = json.load(open(sys.argv[1]))["statistics"]
report = json.load(open(sys.argv[2]))
r = report["statistics"]
result = report["result"]  # complete, violation or limit
states = r["new_states"]
secs = r["elapsed_seconds"]
peak = r["peak_memory_bytes"]
per_state = "-" if states == 0 else "%.1f" % ((peak - base["peak_memory_bytes"]) / states / 1024)
snap = r.get("peak_snapshot_bytes")
snap_per_state = "-" if snap is None or states == 0 else "%.2f" % (snap / states / 1024)
events = r.get("events")
print("%-8s %-10s %6s %9d %11d %8.2f %9.0f %8d %9s %10s" % (
    sys.argv[3], result, "-" if events is None else events, states, r["transitions"], secs,
    states / secs if secs > 0 else 0, peak // 1048576, per_state, snap_per_state))
EOF
done
