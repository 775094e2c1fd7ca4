#!/usr/bin/env bash
# Interpreter speed: runs bench/CpuBench.java under `java -Xint` and under `ironpf run`, side
# by side in one run, and prints both times and the ratio. Usage: bench/interp-vs-java.sh [SCALE]
set -euo pipefail
cd "$(dirname "$0")/.."
scale="${1:-1}"
cargo build --release -q
out=$(mktemp -d)
javac --release 8 -d "$out" bench/CpuBench.java
secs() { local s e; s=$(date +%s.%N); "$@" >"$out/last.txt"; e=$(date +%s.%N); awk "BEGIN{print $e - $s}"; }
java_out=$(java -Xint -cp "$out" CpuBench "$scale")
t_java=$(secs java -Xint -cp "$out" CpuBench "$scale")
t_ironpf=$(secs target/release/ironpf run -cp "$out" CpuBench "$scale")
ironpf_out=$(cat "$out/last.txt")
[ "$java_out" = "$ironpf_out" ] || { echo "outputs differ: java '$java_out', ironpf '$ironpf_out'"; exit 1; }
printf 'program           CpuBench %s (%s)\n' "$scale" "$java_out"
printf 'java -Xint        %6.2f s\n' "$t_java"
printf 'ironpf run        %6.2f s\n' "$t_ironpf"
printf 'ironpf speed      %6.2f x java -Xint (target: >= 0.20)\n' "$(awk "BEGIN{print $t_java / $t_ironpf}")"
rm -rf "$out"
