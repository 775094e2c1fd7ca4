#!/usr/bin/env bash
# Checks every SmartThings fixture pair (fixtures/smartthings/pairs.tsv) under --strategy none
# and dpor, each in its own process, and writes the table (events, states, transitions, time,
# peak memory, verdict, expected verdict) to bench/results/smartthings-fixtures.txt, followed
# by a summary: per strategy the totals, the slowest pair and the largest peak memory.
# Usage: bench/smartthings-fixtures.sh [--time-limit SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -q
mkdir -p bench/results
out=bench/results/smartthings-fixtures.txt
status=0
target/release/ironpf fixtures --strategy none,dpor --out "$out" "$@" >/dev/null || status=$?
awk '
  $2 == "none" || $2 == "dpor" {
    s = $2; n[s]++; st[s] += $4; tr[s] += $5; t[s] += $6
    if ($6 > maxt[s]) { maxt[s] = $6; slow[s] = $1 }
    if ($7 > maxm[s]) { maxm[s] = $7; big[s] = $1 }
    # Reduction only where both searches are complete (a conflict stops a search early).
    if ($8 == "no-conflict") {
      if (s == "none") { none_st[$1] = $4; none_tr[$1] = $5 }
      else if (none_st[$1] > 0) { rs += log($4 / none_st[$1]); rt += log($5 / none_tr[$1]); k++ }
    }
  }
  END {
    for (s in n) printf "%s: %d pairs, states %d, transitions %d, time %.2f s; slowest %s %.2f s; most memory %s %d MB\n", s, n[s], st[s], tr[s], t[s], slow[s], maxt[s], big[s], maxm[s]
    if (k > 0) printf "dpor / none, geometric mean over the %d pairs without conflict: states %.3f, transitions %.3f\n", k, exp(rs / k), exp(rt / k)
  }' "$out" | tee -a "$out"
tail -n 4 "$out"
exit $status
