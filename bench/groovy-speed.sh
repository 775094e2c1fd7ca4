#!/usr/bin/env bash
# What a transition of a SmartApp pair costs, and where the interpreter spends it (issue 41):
# for each pair, `ironpf check --strategy none --max-states N` under the binary being measured
# and, when BASE names another ironpf binary, under that one too, side by side in one run:
# bytecode instructions per transition (the check's own count), seconds per transition, and
# with CALLGRIND=1 machine instructions per transition (valgrind's callgrind, exact and stable
# on this machine, about 50x slower: keep MAX_STATES small). Then a profile of the first pair
# under the binary measured: the guest classes and methods that execute the most bytecode
# instructions (from the interpreter's trace log), to show which Groovy runtime paths to make
# fast.
# Pairs: the paper-shaped pairs of bench/apps/paper-shaped/pairs.tsv and two fixture pairs, or
# the pair jars given as arguments (e.g. the stateful-DPOR paper's sample pairs, built outside
# the repository).
# Usage: [BASE=old/ironpf] [MAX_STATES=300] [CALLGRIND=1] bench/groovy-speed.sh [PAIR.jar...]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -q
new=target/release/ironpf
base="${BASE:-}"
max="${MAX_STATES:-300}"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
jars=("$@")
if [ "${#jars[@]}" -eq 0 ]; then
  export JAVA_HOME="${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")}"
  n=0
  while IFS=$'\t' read -r a b; do
    case "$a" in ''|'#'*) continue ;; esac
    n=$((n + 1))
    [ "$n" -gt 3 ] && break
    jar="$out/${a%.groovy}-${b%.groovy}.jar"
    "$new" pair build "bench/apps/paper-shaped/$a" "bench/apps/paper-shaped/$b" -o "$jar" 2>/dev/null
    jars+=("$jar")
  done < bench/apps/paper-shaped/pairs.tsv
  jars+=(fixtures/smartthings/pairs/SmokeAlarmUnlock-LockWhenAllLeave.jar
         fixtures/smartthings/pairs/ThermostatModeDirector-ThermostatSetpointByMode.jar)
fi
# measure BIN JAR: "transitions bytecodes-per-transition microseconds-per-transition"
measure() {
  (ulimit -v 6000000; "$1" check "$2" --strategy none --no-shortest --max-states "$max" --quiet \
     --json "$out/r.json" >/dev/null 2>&1) || true
  python3 -c '
import json, sys
s = json.load(open(sys.argv[1]))["statistics"]
t = max(s["transitions"], 1)
print(s["transitions"], s["instructions"] // t, round(s["elapsed_seconds"] * 1e6 / t))' "$out/r.json"
}
# machine BIN JAR: machine instructions per transition (callgrind's Ir over the whole run,
# start-up included, divided by the transitions)
machine() {
  valgrind --tool=callgrind --callgrind-out-file="$out/cg.out" "$1" check "$2" --strategy none \
    --no-shortest --max-states "$max" --quiet --json "$out/m.json" >/dev/null 2>"$out/cg.err" || true
  local ir t
  ir=$(grep -m1 -oP 'summary: \K[0-9]+' "$out/cg.out" || echo 0)
  t=$(python3 -c 'import json,sys; print(max(json.load(open(sys.argv[1]))["statistics"]["transitions"],1))' "$out/m.json")
  echo $((ir / t))
}
printf '%-62s %7s | %10s %9s' pair trans "bytecode/t" "us/t"
[ -n "$base" ] && printf ' | %10s %9s | %6s' "base bc/t" "base us/t" "time-x"
[ "${CALLGRIND:-}" = 1 ] && printf ' | %12s' "machine/t" && [ -n "$base" ] && printf ' %12s' "base mach/t"
echo
for jar in "${jars[@]}"; do
  read -r t bc us <<<"$(measure "$new" "$jar")"
  printf '%-62s %7s | %10s %9s' "$(basename "$jar" .jar)" "$t" "$bc" "$us"
  if [ -n "$base" ]; then
    read -r _ bbc bus <<<"$(measure "$base" "$jar")"
    printf ' | %10s %9s | %5.2fx' "$bbc" "$bus" "$(awk "BEGIN{print $bus / ($us > 0 ? $us : 1)}")"
  fi
  if [ "${CALLGRIND:-}" = 1 ]; then
    printf ' | %12s' "$(machine "$new" "$jar")"
    [ -n "$base" ] && printf ' %12s' "$(machine "$base" "$jar")"
  fi
  echo
done
first="${jars[0]}"
echo
echo "Profile of $(basename "$first" .jar) (--max-states $max): bytecode instructions by guest class, then by method"
RUST_LOG=ironpf::vm=trace "$new" check "$first" --strategy none --no-shortest --max-states "$max" \
  --quiet 2>&1 >/dev/null | awk '$1 == "[TRACE" { print $3 }' >"$out/trace.txt" || true
total=$(wc -l <"$out/trace.txt")
echo "total: $total"
awk -F'(' '{ m = $1; sub(/\.[^.]*$/, "", m); print m }' "$out/trace.txt" | sort | uniq -c | sort -rn | head -15 |
  awk -v t="$total" '{ printf "  %5.1f%%  %10d  %s\n", 100 * $1 / t, $1, $2 }'
echo "methods:"
awk -F'(' '{ print $1 }' "$out/trace.txt" | sort | uniq -c | sort -rn | head -15 |
  awk -v t="$total" '{ printf "  %5.1f%%  %10d  %s\n", 100 * $1 / t, $1, $2 }'
