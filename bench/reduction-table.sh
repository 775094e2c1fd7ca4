#!/usr/bin/env bash
# The reduction table of docs/measurements.md: the paper's examples (tests/dpor), the included fixture
# (fixtures/java/LockConflict.java) and ../shared/bench/EventAppLarge.java, each checked with
# --strategy none, dpor and sdpor. Prints one Markdown row per run: result, states,
# transitions, unique transitions, elapsed time, peak memory, and dpor's and sdpor's states
# and transitions as a fraction of none's. Small programs run with --find-all (every
# violation); EventAppLarge (no violation) runs with --event-choice getInt.
# Usage: bench/reduction-table.sh [EVENTAPP_ARGSETS...]   (default: "4 6 5 4" "8 12 12 12")
set -euo pipefail
cd "$(dirname "$0")/.."
src="${EVENTAPP:-../shared/bench/EventAppLarge.java}"
[ -f "$src" ] || { echo "missing $src (set EVENTAPP=path/to/EventAppLarge.java)"; exit 2; }
cargo build --release -q
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
target/release/ironpf api-jar -o "$out/api.jar" 2>/dev/null
javac --release 8 -nowarn -cp "$out/api.jar" -d "$out" tests/dpor/*.java fixtures/java/LockConflict.java "$src" 2>/dev/null
if [ "$#" -eq 0 ]; then set -- "4 6 5 4" "8 12 12 12"; fi

row() { # label, then ironpf check arguments
  local label="$1"; shift
  for s in none dpor sdpor; do
    target/release/ironpf check --quiet --json "$out/$s.json" --strategy "$s" -cp "$out" "$@" >/dev/null || true
  done
  python3 - "$label" "$out" <<'EOF'
import json, sys
label, out = sys.argv[1], sys.argv[2]
rs = {s: json.load(open(f"{out}/{s}.json")) for s in ("none", "dpor", "sdpor")}
base = rs["none"]["statistics"]
def result(r):
    n = len(r.get("violations") or [])
    if r["result"] == "violation":
        return f"{n} violation" + ("s" if n > 1 else "")
    if (r.get("limit") or "").startswith("sdpor cannot conclude"):
        # Met a cycle and found nothing: no claim made (a violation none finds is bold).
        missed = rs["none"]["result"] == "violation"
        return "**cannot conclude** (cycle)" if missed else "cannot conclude (cycle)"
    if r.get("limit"):
        return "stopped: " + r["limit"]
    if rs["none"]["result"] == "violation":
        return "**missed**"
    return r["result"]
for s, r in rs.items():
    st = r["statistics"]
    ratio = "" if s == "none" else "{:.2f} / {:.2f}".format(
        st["new_states"] / max(base["new_states"], 1),
        st["transitions"] / max(base["transitions"], 1))
    print("| {} | {} | {} | {:,} | {:,} | {} | {:.2f} s | {} MB | {} |".format(
        label if s == "none" else "", s, result(r), st["new_states"], st["transitions"],
        "" if st.get("unique_transitions") is None else "{:,}".format(st["unique_transitions"]),
        st["elapsed_seconds"], st["peak_memory_bytes"] // 1048576, ratio))
EOF
}

echo "| program | strategy | result | states | transitions | unique transitions | time | peak memory | states / transitions vs none |"
echo "|---|---|---|---|---|---|---|---|---|"
row "Figure 1 as events" --find-all Figure1Events
row "Figure 3" --find-all Figure3
row "Figure 5" --find-all Figure5
row "LoopLocals (state in locals)" --find-all LoopLocals
row "LoopOperands (state on the operand stack)" --find-all LoopOperands
row "IndependentApps" --find-all IndependentApps
row "fixtures/java/LockConflict" --find-all LockConflict
for a in "$@"; do
  # shellcheck disable=SC2086
  row "EventAppLarge $a" --event-choice getInt EventAppLarge $a
done
