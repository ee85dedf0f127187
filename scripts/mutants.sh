#!/usr/bin/env bash
# Mutation testing: how many deliberate bugs in the rules and the scoring the fast tests catch.
# A report, not a CI step (all of it takes hours on two cores).
# Usage: scripts/mutants.sh [k/n]   run shard k of n only (round-robin: a spread sample)
#        scripts/mutants.sh --list  list the mutants, run nothing
# Installs cargo-mutants from crates.io when missing. Results under target/mutants/<all or
# shard-k-of-n>/mutants.out (caught.txt, missed.txt, timeout.txt, unviable.txt); the share
# caught is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v cargo-mutants >/dev/null 2>&1 || cargo install cargo-mutants --version '^27' --locked

# What is mutated: the rulings (src/rules) and the riichi and MCR scoring.
files=(-f 'src/rules/*.rs' -f src/riichi/score.rs -f src/riichi/yaku.rs -f src/riichi/waits.rs
  -f src/mcr/fan.rs -f src/mcr/score.rs -f src/mcr/report.rs)
# What tests them: the unit tests, the fixture and scoring tests, the CLI tests (the names and
# numbers the command line prints) and the generated files' checks: a fraction of a second
# each. Not the doc examples, the browser tests or the search tests (tests/docs.rs, half a
# minute a run).
tests=(--lib --test rulings --test riichi_wins --test riichi_analysis --test mcr_fans
  --test mcr_analysis --test cli --test generated)

if [ "${1:-}" = "--list" ]; then
  exec cargo mutants "${files[@]}" --list
fi
shard=()
dir=target/mutants/all
if [ -n "${1:-}" ]; then
  shard=(--shard "$1" --sharding round-robin)
  dir="target/mutants/shard-${1%/*}-of-${1#*/}"
fi
mkdir -p "$dir"
status=0
# Debug info off: the mutants are linked many times, and they need no debugger.
CARGO_PROFILE_DEV_DEBUG=0 CARGO_PROFILE_TEST_DEBUG=0 \
  cargo mutants "${files[@]}" "${shard[@]}" --output "$dir" --timeout 300 \
  -- "${tests[@]}" || status=$?
out="$dir/mutants.out"
count() { if [ -f "$out/$1.txt" ]; then grep -c . "$out/$1.txt" || true; else echo 0; fi; }
caught=$(count caught) missed=$(count missed) timeout=$(count timeout) unviable=$(count unviable)
viable=$((caught + missed + timeout))
echo "mutants: $caught caught, $missed missed, $timeout timed out (counted as caught), $unviable unviable"
if [ "$viable" -gt 0 ]; then
  echo "mutants: $(((caught + timeout) * 1000 / viable / 10)).$(((caught + timeout) * 1000 / viable % 10))% of viable mutants caught"
fi
# cargo-mutants exits 2 when some mutant was missed: that is the report, not a failure here.
[ "$status" -eq 0 ] || [ "$status" -eq 2 ] || [ "$status" -eq 3 ]
