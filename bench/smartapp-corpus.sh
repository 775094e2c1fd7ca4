#!/usr/bin/env bash
# Runs a folder of SmartApp sources (kept outside the repository, e.g. public SmartApps) the way
# a new user would: each app is paired with an empty app, built with `ironpf pair build` and
# checked with `ironpf check --strategy dpor`, and the outcome is classified:
#   runs        the search completed, hit a limit or found a conflict, with no app error
#   app-error   an unsupported platform API or another app error
#   exception   the app's uncaught exception
#   internal    ironpf's own error (exit 4)
#   build       the pair does not build (groovyc error, device handler, ...)
# Usage: bench/smartapp-corpus.sh CORPUS_DIR [OUT_TSV] [TIME_LIMIT_S]
# Prints one line per app and a summary; OUT_TSV gets app, outcome and the first message line.
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
corpus="${1:?usage: bench/smartapp-corpus.sh CORPUS_DIR [OUT_TSV] [TIME_LIMIT_S]}"
out="${2:-/tmp/smartapp-corpus.tsv}"
limit="${3:-10}"
ironpf="$here/target/release/ironpf"
[ -x "$ironpf" ] || (cd "$here" && cargo build --release -q)
export JAVA_HOME="${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
empty="$here/fixtures/smartthings/apps/EmptyApp.groovy"
: > "$out"
declare -A count
for app in "$corpus"/*.groovy; do
  name="$(basename "$app" .groovy)"
  jar="$work/$name.jar"
  if ! build_err="$("$ironpf" pair build "$app" "$empty" -o "$jar" 2>&1)"; then
    outcome=build
    msg="$(printf '%s\n' "$build_err" | grep -m1 -E 'error|Error|device handler' || printf '%s' "$build_err" | head -1)"
  else
    json="$( (ulimit -v 3000000; "$ironpf" check "$jar" --strategy dpor --time-limit "$limit" --quiet --json - 2>"$work/err") )"
    code=$?
    if [ "$code" -eq 4 ] || [ "$code" -eq 2 ]; then
      outcome=internal
      msg="$(head -c 300 "$work/err" | head -1)"
    else
      read -r outcome msg < <(printf '%s' "$json" | python3 -c '
import json, sys
try:
    r = json.load(sys.stdin)
except Exception:
    print("internal unreadable report"); sys.exit()
if r.get("result") != "violation":
    print("runs", r.get("result")); sys.exit()
v = r["violations"][0]
p = v.get("property")
msg = (v.get("message") or v.get("exception") or "").replace("\n", " ")[:200]
stack = [s for s in v.get("stack", []) if ".groovy:" in s][:1]
if p == "conflict":
    print("runs", "conflict")
elif p == "app error":
    print("app-error", msg)
else:
    print("exception", v.get("exception", ""), msg, *stack)
')
    fi
  fi
  count[$outcome]=$(( ${count[$outcome]:-0} + 1 ))
  printf '%s\t%s\t%s\n' "$name" "$outcome" "$msg" | tee -a "$out"
done
total=0
for k in "${!count[@]}"; do total=$((total + count[$k])); done
echo "apps $total: runs ${count[runs]:-0}, app-error ${count[app-error]:-0}, exception ${count[exception]:-0}, internal ${count[internal]:-0}, build ${count[build]:-0}"
