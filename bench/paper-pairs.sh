#!/usr/bin/env bash
# The stateful-DPOR paper's 8 sample pairs (its artifact's lists exampleDPORAppList x
# exampleDPORAppList2): for each pair, the artifact's own figures for IoTCheck (from the logs in
# the public repository uci-plrg/iotcheck-dpor, sample_logs/exampleDPOR and exampleNoDPOR,
# measured there in 2021 on a larger machine) beside ironpf's, measured now: `none` (depth-first,
# as JPF searches) and `dpor`, each with --find-all (so a search that finds a conflict goes on to
# the end and its counts are those of the whole state space), in one table: events, new states,
# transitions, seconds, peak memory (MB) and the result (complete, or the number of distinct
# violations, or "limit").
#
# The apps come from ../shared/corpus/paper-sample-pairs (APPS to point elsewhere), except
# circadian-daylight.groovy, which has no license header and is not redistributed there: fetch
# it from uci-plrg/iotcheck (smartapps/circadian-daylight.groovy) and set CIRCADIAN to its path;
# without it the two circadian pairs are listed as skipped.
# Usage: [IRONPF=path/to/ironpf] [TIME_LIMIT=600] [MEMORY=4G] [MODEL=default|keep-all]
#        [APPS=dir] [CIRCADIAN=file] bench/paper-pairs.sh
# Each search runs in its own process with --time-limit TIME_LIMIT and --max-memory MEMORY
# (and `ulimit -v` twice that, against a runaway).
set -euo pipefail
cd "$(dirname "$0")/.."
apps="${APPS:-../shared/corpus/paper-sample-pairs}"
circadian="${CIRCADIAN:-$apps/circadian-daylight.groovy}"
time_limit="${TIME_LIMIT:-600}"
memory="${MEMORY:-4G}"
model="${MODEL:-default}"
. bench/pair-setup.sh
mem_bytes="$(python3 -c "import sys; s=sys.argv[1]; print(int(float(s[:-1]) * {'K':1<<10,'M':1<<20,'G':1<<30}[s[-1].upper()]) if s[-1].isalpha() else int(s))" "$memory")"
ulimit_kb=$((mem_bytes / 1024 * 2))

n=0
for a in medicine-management-contact-sensor medicine-management-temp-motion; do
  for b in initial-state-event-sender initialstate-smart-app-v1.2.0 unbuffered-event-sender circadian-daylight; do
    n=$((n + 1))
    printf '%s--%s\n' "$a" "$b" >>"$work/names"
    src1="$apps/$a.groovy"
    src2="$apps/$b.groovy"
    [ "$b" = circadian-daylight ] && src2="$circadian"
    if [ ! -f "$src1" ] || [ ! -f "$src2" ]; then
      echo "skipped: $src1 or $src2 is missing" >"$work/$n.skipped"
      continue
    fi
    jar="$work/$n.jar"
    "$ironpf" pair build "$src1" "$src2" -o "$jar" >/dev/null
    for s in none dpor; do
      echo "[$n] $a x $b: $s ..." >&2
      (ulimit -v "$ulimit_kb"; "$ironpf" check "$jar" --strategy "$s" --model "$model" --no-shortest --find-all \
        --quiet --json "$work/$n-$s.json" --time-limit "$time_limit" --max-memory "$memory" \
        >/dev/null 2>"$work/$n-$s.err") || true
    done
  done
done

echo "the stateful-DPOR paper's sample pairs: IoTCheck's figures from the artifact's logs; ironpf --model $model, --find-all, time limit $time_limit s, --max-memory $memory"
python3 - "$work" "$n" <<'EOF2'
import json, os, sys
work, n = sys.argv[1], int(sys.argv[2])
names = open(os.path.join(work, "names")).read().split("\n")
# IoTCheck-DPOR and IoTCheck without DPOR, from sample_logs/exampleDPOR and exampleNoDPOR of
# uci-plrg/iotcheck-dpor: (events, new states, transitions, seconds, max memory MB); None: the
# run without DPOR ran out of memory (28 GB).
artifact = {
    "medicine-management-contact-sensor--initial-state-event-sender": ((78, 605, 1493, 163, 7232), None),
    "medicine-management-contact-sensor--initialstate-smart-app-v1.2.0": ((78, 605, 1493, 164, 7196), None),
    "medicine-management-contact-sensor--unbuffered-event-sender": ((78, 602, 1493, 160, 7144), None),
    "medicine-management-contact-sensor--circadian-daylight": ((13, 310, 3084, 221, 9933), (13, 492, 6318, 242, 5017)),
    "medicine-management-temp-motion--initial-state-event-sender": ((79, 939, 2751, 277, 9060), None),
    "medicine-management-temp-motion--initialstate-smart-app-v1.2.0": ((79, 939, 2751, 280, 10090), None),
    "medicine-management-temp-motion--unbuffered-event-sender": ((79, 933, 2753, 282, 10369), None),
    "medicine-management-temp-motion--circadian-daylight": ((14, 350, 3530, 292, 9682), (14, 756, 10500, 436, 5521)),
}

def ours(i, s):
    path = os.path.join(work, "%d-%s.json" % (i, s))
    if not (os.path.exists(path) and os.path.getsize(path) > 0):
        return None
    return json.load(open(path))

def fmt(states, trans, secs, mb, result):
    return "%7s %8s %7s %6s %-8s" % (states, trans, secs, mb, result)

def mine(r):
    if r is None:
        return fmt("-", "-", "-", "-", "error")
    st = r["statistics"]
    res = r["result"]
    if res == "violation":
        res = "%d viol." % len(r["violations"]) if r["limit"] is None else "limit"
    return fmt(st["new_states"], st["transitions"], "%.1f" % st["elapsed_seconds"],
               st["peak_memory_bytes"] // 1048576, res)

def theirs(f):
    if f is None:
        return fmt("-", "-", "-", ">28GB", "OOM")
    return fmt(f[1], f[2], f[3], f[4], "complete")

head = "%7s %8s %7s %6s %-8s" % ("states", "trans", "secs", "MB", "result")
print("%-64s %6s | %-39s | %-39s | %-39s | %-39s" % ("", "", "IoTCheck-DPOR (artifact)", "IoTCheck, no DPOR (artifact)", "ironpf none", "ironpf dpor"))
print("%-64s %6s | %s | %s | %s | %s" % ("pair", "events", head, head, head, head))
for i in range(1, n + 1):
    name = names[i - 1]
    dp, nd = artifact[name]
    skipped = os.path.join(work, "%d.skipped" % i)
    if os.path.exists(skipped):
        print("%-64s %6s | %s | %s | %s" % (name, dp[0], theirs(dp), theirs(nd), open(skipped).read().strip()))
        continue
    rs = [ours(i, s) for s in ("none", "dpor")]
    events = next((r["statistics"]["events"] for r in rs if r and r["statistics"].get("events")), "-")
    print("%-64s %6s | %s | %s | %s | %s" % (name, "%s/%s" % (dp[0], events), theirs(dp), theirs(nd), mine(rs[0]), mine(rs[1])))
print("(events: IoTCheck's/ironpf's; IoTCheck counts JPF's new states and every event choice taken)")
EOF2
