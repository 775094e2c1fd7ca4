# Sourced by the pair benchmarks (pair-memory.sh, table1.sh) from the repository root: sets
# `here`, `ironpf` (IRONPF if set, otherwise a fresh `cargo build --release`), JAVA_HOME (from
# the javac on the PATH) for groovyc, and `work`, a temporary folder removed at exit.
here="$(pwd)"
if [ -n "${IRONPF:-}" ]; then
  ironpf="$IRONPF"
else
  cargo build --release -q
  ironpf="$here/target/release/ironpf"
fi
export JAVA_HOME="${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
