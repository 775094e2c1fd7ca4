#!/usr/bin/env bash
# A long fuzzing campaign: tests/fuzz_smoke.rs (mutated class files, mutated jars, zip bombs,
# odd numeric options, each run by the real ironpf binary under a 4 GB address-space cap and a
# 20 s wall-clock limit) with RUNS cases, split into SHARDS parallel shards (default 2, one
# child process each, so at most 2 run at once) whose seeds are SEED, SEED+1, ...
# Prints the runs, the failures by kind (panic, signal, hang, exit-code, empty-error, memory),
# each distinct failure with a reproducer folder (target/fuzz-findings/seed-<seed>/<case>/),
# and the time. The exit status is 0 when no case failed.
# Usage: bench/fuzz-campaign.sh [RUNS] [SEED]   (defaults: 100000, 1; SHARDS=2)
set -uo pipefail
cd "$(dirname "$0")/.."
runs="${1:-100000}"
seed="${2:-1}"
shards="${SHARDS:-2}"
logs=target/fuzz-campaign
mkdir -p "$logs"
start=$(date +%s)

cargo test --release -q --test fuzz_smoke --no-run 2>&1 | grep -E '^error' && exit 2

pids=()
files=()
for ((k = 0; k < shards; k++)); do
  n=$(( runs / shards + (k < runs % shards ? 1 : 0) ))
  s=$(( seed + k ))
  IRONPF_FUZZ_RUNS="$n" IRONPF_FUZZ_SEED="$s" IRONPF_FUZZ_WORKERS=1 \
    cargo test --release -q --test fuzz_smoke -- --nocapture >"$logs/seed-$s.log" 2>&1 &
  pids+=($!)
  files+=("$logs/seed-$s.log")
  echo "shard $k: seed $s, $n runs, log $logs/seed-$s.log"
done
status=0
for p in "${pids[@]}"; do
  wait "$p" || status=1
done
elapsed=$(( $(date +%s) - start ))

echo
summaries=$(grep -h '^FUZZ-SUMMARY' "${files[@]}")
if [ "$(printf '%s\n' "$summaries" | grep -c .)" -ne "$shards" ]; then
  echo "a shard printed no summary (it did not finish); its log:"
  for f in "${files[@]}"; do
    grep -q '^FUZZ-SUMMARY' "$f" || { echo "== $f"; tail -40 "$f"; }
  done
  status=1
fi
printf '%s\n' "$summaries" | awk '
  { for (i = 2; i <= NF; i++) { split($i, kv, "="); if (kv[2] ~ /^[0-9]+$/) sum[kv[1]] += kv[2] } }
  END {
    printf "runs: %d random cases + %d fixed (child processes: %d; ironpf run timeouts of mutants that loop, not failures: %d)\n",
      sum["runs"], sum["fixed"], sum["processes"], sum["looping-runs"]
    printf "failures: %d (panic %d, signal %d, hang %d, exit-code %d, empty-error %d, memory %d)\n",
      sum["failures"], sum["panic"], sum["signal"], sum["hang"], sum["exit-code"],
      sum["empty-error"], sum["memory"]
  }'
grep -h '^FUZZ-OUTCOMES' "${files[@]}" | sed 's/^FUZZ-OUTCOMES/outcomes:/'

# Distinct failures over all shards: "- [kind] signature (N runs)" and the three lines after.
distinct=$(cat "${files[@]}" | awk '
  /^- \[/ {
    sig = $0; sub(/ \([0-9]+ runs\)$/, "", sig)
    n = $0; sub(/.*\(/, "", n); sub(/ runs\)$/, "", n)
    if (!(sig in count)) { order[++m] = sig; keep = 3 } else { keep = 0 }
    count[sig] += n; cur = sig; next
  }
  keep > 0 { detail[cur] = detail[cur] "\n" $0; keep--; next }
  END { for (i = 1; i <= m; i++) printf "%s (%d runs)%s\n", order[i], count[order[i]], detail[order[i]] }')
if [ -n "$distinct" ]; then
  echo
  echo "distinct failures:"
  printf '%s\n' "$distinct"
fi
echo
echo "time: ${elapsed} s"
exit "$status"
