#!/usr/bin/env bash
# Compares the depth-first search (--strategy none) with --shortest (breadth-first) on every
# SmartThings fixture pair (fixtures/smartthings/pairs.tsv), each check in its own process:
# verdict, counterexample length (choices in the replay string), states, search time
# (elapsed_seconds of the JSON report) and process wall time (search plus the counterexample's
# replay and report). Writes bench/results/shortest.txt: one row per pair, then a summary.
# Usage: bench/shortest.sh [--time-limit SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -q
mkdir -p bench/results
out=bench/results/shortest.txt
python3 - "$out" "$@" <<'PY'
import json, subprocess, sys, time, math
out, extra = sys.argv[1], sys.argv[2:]
rows = []
for line in open("fixtures/smartthings/pairs.tsv"):
    if not line.strip() or line.startswith("#"):
        continue
    a, b, expected = line.split("\t")[:3]
    jar = f"fixtures/smartthings/pairs/{a}-{b}.jar"
    row = {"pair": f"{a}-{b}", "expected": expected}
    for mode, flags in (("dfs", ["--no-shortest"]), ("bfs", ["--shortest"])):
        began = time.monotonic()
        p = subprocess.run(["target/release/ironpf", "check", jar, "--quiet", "--json", "-"] + flags + extra,
                           capture_output=True, text=True)
        wall = time.monotonic() - began
        r = json.loads(p.stdout)
        v = r["violations"]
        row[mode] = {
            "result": r["result"], "exit": p.returncode,
            "length": len(v[0]["replay"]) - 3 if v else None,
            "states": r["statistics"]["new_states"],
            "search": r["statistics"]["elapsed_seconds"], "wall": wall,
            "memory": r["statistics"]["peak_memory_bytes"] >> 20,
        }
    rows.append(row)
with open(out, "w") as f:
    f.write("pair result dfs_len bfs_len dfs_states bfs_states dfs_search_s bfs_search_s dfs_wall_s bfs_wall_s dfs_mb bfs_mb\n")
    for r in rows:
        d, b = r["dfs"], r["bfs"]
        f.write(f'{r["pair"]} {d["result"]}/{b["result"]} {d["length"] or "-"} {b["length"] or "-"} '
                f'{d["states"]} {b["states"]} {d["search"]:.3f} {b["search"]:.3f} {d["wall"]:.3f} {b["wall"]:.3f} {d["memory"]} {b["memory"]}\n')
    same = sum(r["dfs"]["result"] == r["bfs"]["result"] for r in rows)
    viol = [r for r in rows if r["dfs"]["length"] is not None and r["bfs"]["length"] is not None]
    longer = sum(r["bfs"]["length"] > r["dfs"]["length"] for r in viol)
    shorter = sum(r["bfs"]["length"] < r["dfs"]["length"] for r in viol)
    complete = [r for r in rows if r["dfs"]["result"] == "complete"]
    same_states = sum(r["dfs"]["states"] == r["bfs"]["states"] for r in complete)
    tot = lambda m, k: sum(r[m][k] for r in rows)
    f.write(f"\n{len(rows)} pairs: same verdict {same}; violations {len(viol)}: counterexample shorter under --shortest {shorter}, equal {len(viol)-shorter-longer}, longer {longer}\n")
    if viol:
        f.write(f'choices per counterexample: dfs total {sum(r["dfs"]["length"] for r in viol)} (max {max(r["dfs"]["length"] for r in viol)}), '
                f'bfs total {sum(r["bfs"]["length"] for r in viol)} (max {max(r["bfs"]["length"] for r in viol)})\n')
    f.write(f"complete searches {len(complete)}: same state count {same_states}\n")
    f.write(f'search time: dfs {tot("dfs","search"):.2f} s, bfs {tot("bfs","search"):.2f} s; wall: dfs {tot("dfs","wall"):.2f} s, bfs {tot("bfs","wall"):.2f} s\n')
    for kind, sel in (("violating", viol), ("complete", complete)):
        if sel:
            g = math.exp(sum(math.log(max(r["bfs"]["search"], 1e-4) / max(r["dfs"]["search"], 1e-4)) for r in sel) / len(sel))
            f.write(f'{kind} pairs: bfs/dfs search time geometric mean {g:.2f}; states dfs {sum(r["dfs"]["states"] for r in sel)}, bfs {sum(r["bfs"]["states"] for r in sel)}\n')
    slow = max(rows, key=lambda r: r["bfs"]["search"])
    f.write(f'slowest under bfs: {slow["pair"]} {slow["bfs"]["search"]:.2f} s (dfs {slow["dfs"]["search"]:.2f} s); most memory bfs {max(r["bfs"]["memory"] for r in rows)} MB, dfs {max(r["dfs"]["memory"] for r in rows)} MB\n')
PY
tail -n 8 "$out"
