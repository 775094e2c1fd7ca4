#!/bin/bash
# Tests deploy/slurm/ironpf-batch.sbatch on a real single-node Slurm cluster started on this
# machine (Debian's slurm-wlm and munge; no systemd needed), and compares its merged results
# with the same batch run locally without shards.
#
#   sudo deploy/slurm/test-local-cluster.sh          # as root: it starts munged and the daemons
#
# It installs slurm-wlm, munge and groovy with apt-get if they are missing, builds
# target/release/ironpf with cargo if it is missing, starts munged, slurmctld and slurmd with
# their own key, configuration, state and logs in a temporary folder (ports 16817/16818, so
# an installed Slurm is left alone), waits for the node to be idle, submits the 12 ordered
# pairs of 4 fixture apps with --strategy none,dpor as a 3-task job array, waits for it,
# simulates a failure (cuts shard 1 in the middle of a line, removes the last shard) and
# resubmits the same array, which must resume (shard 0 untouched, shard 1 after its whole
# lines), merges the shards, runs the same batch locally and compares the (pair, strategy)
# keys, verdicts, events, states and transitions. It prints PASS or FAIL (exit 0 or 1), then stops
# every daemon it started and removes the folder (on any exit). KEEP=1 keeps the folder.
#
# Environment: SLURMCTLD_PORT, SLURMD_PORT (default 16817, 16818), TASKS (array tasks,
# default 3), TIME_LIMIT (seconds per check, default 120), WAIT (seconds to wait for the
# array, default 1800), IRONPF (binary, default target/release/ironpf).

set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
SBATCH_SCRIPT=$REPO/deploy/slurm/ironpf-batch.sbatch
APPS_DIR=$REPO/fixtures/smartthings/apps
APPS=(LockWhenAllLeave UnlockOnArrival SmokeAlarmUnlock KeepLocked)
CTLD_PORT=${SLURMCTLD_PORT:-16817}
SLURMD_PORT=${SLURMD_PORT:-16818}
TASKS=${TASKS:-3}
TIME_LIMIT=${TIME_LIMIT:-120}
WAIT=${WAIT:-1800}
IRONPF=${IRONPF:-$REPO/target/release/ironpf}
PREFIX=/tmp/ironpf-slurm-test.
export JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}

say() { echo "[test-local-cluster] $*"; }
indent() { sed 's/^/    /'; }
die() {
    echo "[test-local-cluster] error: $*" >&2
    exit 2
}

[[ $(id -u) == 0 ]] || die "run as root (it starts munged, slurmctld and slurmd)"
[[ -d $APPS_DIR ]] || die "no $APPS_DIR"
((TASKS >= 3)) || die "TASKS must be at least 3 (the resubmission test cuts shard 1 and removes the last)"
# One run at a time (a lock on this script), so leftovers found below are from dead runs.
exec 9<"${BASH_SOURCE[0]}"
flock -n 9 || die "another run of this script is in progress"

# A process whose pid file is in DIR and whose command line names DIR: ours.
ours() { # PIDFILE DIR
    local pid
    [[ -s $1 ]] || return 1
    pid=$(<"$1")
    [[ $pid =~ ^[0-9]+$ ]] || return 1
    [[ -r /proc/$pid/cmdline ]] || return 1
    tr '\0' ' ' <"/proc/$pid/cmdline" | grep -qF -- "$2" || return 1
    echo "$pid"
}

# Stops the daemons whose pid files are in DIR (by pid, after asking them to stop).
stop_daemons() { # DIR
    local dir=$1 f pid i alive
    if [[ -f $dir/slurm.conf ]] && ours "$dir/slurmctld.pid" "$dir" >/dev/null; then
        # Jobs first (an interrupted run), then the daemons.
        export SLURM_CONF=$dir/slurm.conf
        timeout 10 scancel --user=root >/dev/null 2>&1 || true
        for i in $(seq 1 30); do
            [[ -z $(timeout 10 squeue -h -o %i 2>/dev/null) ]] && break
            sleep 1
        done
        timeout 10 scontrol shutdown >/dev/null 2>&1 || true
    fi
    for i in $(seq 1 20); do
        alive=0
        for f in "$dir"/slurmctld.pid "$dir"/slurmd.pid; do
            ours "$f" "$dir" >/dev/null && alive=1
        done
        ((alive)) || break
        sleep 0.5
    done
    for f in "$dir"/slurmctld.pid "$dir"/slurmd.pid "$dir"/munge/munged.pid; do
        if pid=$(ours "$f" "$dir"); then
            kill "$pid" 2>/dev/null || true
            for i in $(seq 1 20); do
                [[ -e /proc/$pid ]] || break
                sleep 0.25
            done
            if [[ -e /proc/$pid ]]; then
                kill -9 "$pid" 2>/dev/null || true
            fi
        fi
    done
}

# A previous run killed before its trap ran: stop what it left.
for old in "$PREFIX"*; do
    [[ -d $old ]] || continue
    say "stopping the leftovers of an earlier run in $old"
    stop_daemons "$old"
    rm -rf "$old"
done

# Packages and the binary.
missing=()
for cmd in munged:munge slurmctld:slurmctld slurmd:slurmd sbatch:slurm-client groovyc:groovy; do
    command -v "${cmd%%:*}" >/dev/null || missing+=("${cmd#*:}")
done
[[ -x $JAVA_HOME/bin/javac ]] || missing+=(openjdk-17-jdk-headless)
if ((${#missing[@]})); then
    say "installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if [[ ! -x $IRONPF ]]; then
    command -v cargo >/dev/null || die "no $IRONPF and no cargo to build it"
    say "building ironpf (cargo build --release)"
    (cd "$REPO" && cargo build --release -q)
fi
"$IRONPF" batch --help >/dev/null 2>&1 || die "$IRONPF has no batch command"

for port in "$CTLD_PORT" "$SLURMD_PORT"; do
    if ss -Hltn "sport = :$port" | grep -q .; then
        die "port $port is in use (set SLURMCTLD_PORT / SLURMD_PORT)"
    fi
done

T=$(mktemp -d "${PREFIX}XXXXXX")
chmod 755 "$T"
# shellcheck disable=SC2317  # called by the EXIT trap
cleanup() {
    local rc=$?
    trap - EXIT INT TERM
    say "stopping munged, slurmctld and slurmd"
    stop_daemons "$T"
    if [[ ${KEEP:-0} == 1 ]]; then
        say "kept $T"
    else
        rm -rf "$T"
    fi
    exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

START=$(date +%s)
NODE=$(hostname -s)
mkdir -p "$T/munge" "$T/state" "$T/spool" "$T/log" "$T/work"
chmod 711 "$T/munge"

# munge: its own key and socket.
dd if=/dev/urandom of="$T/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$T/munge/munge.key"
munged --force --socket="$T/munge/munge.socket" --key-file="$T/munge/munge.key" \
    --log-file="$T/log/munged.log" --pid-file="$T/munge/munged.pid" \
    --seed-file="$T/munge/munged.seed" 9<&-
munge -S "$T/munge/munge.socket" -n | unmunge -S "$T/munge/munge.socket" >/dev/null ||
    die "munge does not work (log: $T/log/munged.log)"

# slurm.conf: this host with the CPUs, sockets and memory slurmd finds.
HW=$(slurmd -C | head -1 | sed -E 's/^NodeName=[^ ]+ //')
[[ $HW == *CPUs=* && $HW == *RealMemory=* ]] || die "slurmd -C gave: $HW"
cat >"$T/slurm.conf" <<EOF
ClusterName=ironpftest
SlurmctldHost=$NODE(127.0.0.1)
SlurmctldPort=$CTLD_PORT
SlurmdPort=$SLURMD_PORT
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$T/munge/munge.socket
StateSaveLocation=$T/state
SlurmdSpoolDir=$T/spool
SlurmctldPidFile=$T/slurmctld.pid
SlurmdPidFile=$T/slurmd.pid
SlurmctldLogFile=$T/log/slurmctld.log
SlurmdLogFile=$T/log/slurmd.log
# No cgroups needed (containers): processes tracked through /proc, no task binding.
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
ReturnToService=2
MinJobAge=3600
NodeName=$NODE NodeAddr=127.0.0.1 $HW State=UNKNOWN
PartitionName=test Nodes=$NODE Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF=$T/slurm.conf
say "slurm.conf: NodeName=$NODE $HW"

# 9<&-: the daemons (and the jobs they start) must not hold this script's lock.
slurmctld -f "$SLURM_CONF" 9<&-
slurmd -f "$SLURM_CONF" -N "$NODE" 9<&-
for i in $(seq 1 60); do
    state=$(sinfo -h -n "$NODE" -o %t 2>/dev/null || true)
    [[ $state == idle ]] && break
    ((i < 60)) || die "node $NODE is '$state' after 60 s (logs: $T/log)"
    sleep 1
done
say "cluster up: $(sinfo -h -o '%P %a %D %t %N %c CPUs %m MB')"

# The batch: every ordered pair of 4 apps (12 pairs), none and dpor.
W=$T/work
printf '# test-local-cluster.sh\n' >"$W/apps.txt"
printf '%s.groovy\n' "${APPS[@]}" >>"$W/apps.txt"
NPAIRS=$((${#APPS[@]} * (${#APPS[@]} - 1)))
CPUS=$(sed -E 's/.*CPUs=([0-9]+).*/\1/' <<<"$HW")
# Submits the array (or resubmits it), waits for it and shows its tasks' states and logs.
# Sets JOBID, ARRAY_SECONDS and TASK_STATES.
run_array() { # LABEL
    local started i left f
    started=$(date +%s)
    JOBID=$(cd "$W" && IRONPF=$IRONPF IRONPF_APPS=$APPS_DIR IRONPF_LIST=$W/apps.txt \
        IRONPF_OUT=$W/out IRONPF_STRATEGY=none,dpor IRONPF_TIME_LIMIT=$TIME_LIMIT \
        sbatch --parsable --array=0-$((TASKS - 1)) --cpus-per-task=1 --mem=2G \
        --output="$W/slurm-%A_%a.out" "$SBATCH_SCRIPT" 9<&-)
    JOBID=${JOBID%%;*}
    say "$1: submitted job array $JOBID: $TASKS tasks, $NPAIRS pairs x 2 strategies, 1 CPU and 2G each"
    for i in $(seq 1 "$WAIT"); do
        left=$(squeue -h -j "$JOBID" -o %i 2>/dev/null | wc -l)
        ((left == 0)) && break
        ((i < WAIT)) || die "the array is still running after $WAIT s: $(squeue -h -j "$JOBID")"
        sleep 1
    done
    ARRAY_SECONDS=$(($(date +%s) - started))
    # Without accounting, finished tasks stay in slurmctld's memory (MinJobAge) for scontrol.
    TASK_STATES=$(scontrol -o show job "$JOBID" |
        sed -E 's/.*ArrayTaskId=([0-9]+).* JobState=([A-Z_]+).* ExitCode=([0-9:]+).*/task \1 \2 exit \3/' |
        sort -n -k2)
    say "$1: array $JOBID finished in ${ARRAY_SECONDS}s:"
    indent <<<"$TASK_STATES"
    for f in "$W/slurm-${JOBID}"_*.out; do
        say "--- $(basename "$f")"
        indent <"$f"
    done
}

run_array "first run"
FIRST_STATES=$TASK_STATES FIRST_SECONDS=$ARRAY_SECONDS

# A failure, then the same submission again: shard 0 finished (kept as it is), shard 1 was
# killed while writing its 4th line (3 lines and half of one), the last shard never ran.
cp "$W/out/shard-0.jsonl" "$W/shard-0.before"
head -3 "$W/out/shard-1.jsonl" >"$W/cut"
sed -n 4p "$W/out/shard-1.jsonl" | head -c 40 >>"$W/cut"
mv "$W/cut" "$W/out/shard-1.jsonl"
rm "$W/out/shard-$((TASKS - 1)).jsonl"
say "shard-1.jsonl cut to 3 lines and 40 bytes, shard-$((TASKS - 1)).jsonl removed: resubmitting"
run_array "resubmission"
RESUME_STATES=$TASK_STATES RESUME_SECONDS=$ARRAY_SECONDS
RESUME_LOG=$(cat "$W/slurm-${JOBID}"_*.out)

"$IRONPF" batch merge "$W"/out/shard-*.jsonl -o "$W/merged.jsonl"

# The same batch locally, in one process tree, without shards.
LOCAL_START=$(date +%s)
"$IRONPF" batch --apps "$APPS_DIR" --list "$W/apps.txt" --strategy none,dpor \
    --time-limit "$TIME_LIMIT" --jobs "$CPUS" --cache "$W/local-cache" --results "$W/local.jsonl" >"$W/local.log" 2>&1 9<&- ||
    say "local batch exited $? (log below)"
LOCAL_SECONDS=$(($(date +%s) - LOCAL_START))
tail -20 "$W/local.log" | indent

set +e
python3 - "$W" "$NPAIRS" "$TASKS" "$FIRST_SECONDS" "$LOCAL_SECONDS" "$FIRST_STATES" \
    "$RESUME_SECONDS" "$RESUME_STATES" "$RESUME_LOG" <<'EOF'
import glob, json, os, re, sys
from collections import Counter

w, npairs, tasks, array_s, local_s, task_states, resume_s, resume_states, resume_log = sys.argv[1:]
npairs, tasks = int(npairs), int(tasks)
fields = ["verdict", "events", "states", "transitions"]
problems = []

def load(path):
    with open(path) as f:
        return [json.loads(l) for l in f if l.strip()]

shards = {}
for p in sorted(glob.glob(os.path.join(w, "out", "shard-*.jsonl"))):
    shards[os.path.basename(p)] = load(p)
merged = load(os.path.join(w, "merged.jsonl"))
local = load(os.path.join(w, "local.jsonl"))

def keyed(records, what):
    out = {}
    for r in records:
        k = (r["pair"], r["strategy"])
        if k in out:
            problems.append(f"{what}: {k[0]} {k[1]} twice")
        out[k] = r
    return out

for name, recs in shards.items():
    keyed(recs, name)
shard_keys = [set(keyed(r, "")) for r in shards.values()]
for i, a in enumerate(shard_keys):
    for b in shard_keys[i + 1:]:
        if a & b:
            problems.append(f"shards overlap: {sorted(a & b)}")
m, l = keyed(merged, "merged"), keyed(local, "local")
want = 2 * npairs
if len(shards) != tasks:
    problems.append(f"{len(shards)} shard files, expected {tasks}")
if len(m) != want:
    problems.append(f"merged has {len(m)} (pair, strategy) keys, expected {want}")
if len(l) != want:
    problems.append(f"local has {len(l)} (pair, strategy) keys, expected {want}")
if sum(len(r) for r in shards.values()) != len(merged):
    problems.append("the shards' lines do not add up to the merged file's")
for k in sorted(set(m) - set(l)):
    problems.append(f"only on the cluster: {k}")
for k in sorted(set(l) - set(m)):
    problems.append(f"only local: {k}")
same = 0
for k in sorted(set(m) & set(l)):
    diff = [f"{f} {m[k][f]} vs {l[k][f]}" for f in fields if m[k][f] != l[k][f]]
    if diff:
        problems.append(f"{k[0]} {k[1]}: " + ", ".join(diff))
    else:
        same += 1

# The resubmission: shard 0 untouched, shard 1 went on after its 3 whole lines, the last
# shard checked from scratch.
resumed = []
for k in range(tasks):
    m_ = re.search(rf"(\d+) already in \S*shard-{k}\.jsonl; (\d+) to do", resume_log)
    if not m_:
        problems.append(f"no 'already in' line for shard {k} in the resubmission's logs")
        continue
    resumed.append((k, int(m_.group(1)), int(m_.group(2))))
with open(os.path.join(w, "shard-0.before")) as a, open(os.path.join(w, "out", "shard-0.jsonl")) as b:
    if a.read() != b.read():
        problems.append("shard-0.jsonl changed on resubmission")
expect = {0: len(shards.get("shard-0.jsonl", [])), 1: 3, tasks - 1: 0}
for k, already, _ in resumed:
    if k in expect and already != expect[k]:
        problems.append(f"resubmission: shard {k} found {already} lines, expected {expect[k]}")

def totals(recs):
    c = Counter(r["verdict"] for r in recs.values())
    st = sum(r["states"] or 0 for r in recs.values())
    tr = sum(r["transitions"] or 0 for r in recs.values())
    return ", ".join(f"{v} {n}" for v, n in sorted(c.items())) + f"; {st} states, {tr} transitions"

print()
print("shards:", ", ".join(f"{n} {len(r)} lines" for n, r in shards.items()))
print("array tasks:", "; ".join(task_states.splitlines()))
print("resubmission:", "; ".join(resume_states.splitlines()), f"in {resume_s}s;",
      "; ".join(f"shard {k}: {a} already there, {b} checked" for k, a, b in resumed))
print(f"cluster (merged): {len(m)} results in {array_s}s: {totals(m)}")
print(f"local:            {len(l)} results in {local_s}s: {totals(l)}")
bad_tasks = [s for s in (task_states + "\n" + resume_states).splitlines() if "COMPLETED" not in s]
if bad_tasks:
    problems.append("array tasks not COMPLETED: " + "; ".join(bad_tasks))
if problems:
    print("FAIL:", len(problems), "differences")
    for p in problems:
        print("  ", p)
    sys.exit(1)
print(f"PASS: {len(m)} (pair, strategy) results of {npairs} pairs from {len(shards)} Slurm "
      f"array tasks equal the local run's (verdict, events, states, transitions): {totals(m)}")
EOF
rc=$?
set -e
say "took $(($(date +%s) - START))s in all"
exit "$rc"
