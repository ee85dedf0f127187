#!/usr/bin/env bash
# Runs every fuzz target (fuzz/fuzz_targets) for a while and prints how many inputs each ran.
# Usage: scripts/fuzz.sh [seconds per target] (default 10). Needs the machine's nightly
# toolchain (libFuzzer); cargo-fuzz is installed from crates.io when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-10}"
if ! rustup toolchain list | grep -q '^nightly'; then
  echo "fuzz: no nightly toolchain on this machine; fuzzing skipped"
  exit 0
fi
command -v cargo-fuzz >/dev/null 2>&1 || cargo install cargo-fuzz --locked
mkdir -p target
for t in tiles hand incident riichi_win link mcr search; do
  log="target/fuzz-$t.log"
  if ! cargo +nightly fuzz run "$t" -- -max_total_time="$secs" -print_final_stats=1 > "$log" 2>&1; then
    tail -n 40 "$log"
    echo "fuzz: $t FAILED (input saved under fuzz/artifacts/$t)"
    exit 1
  fi
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  printf 'fuzz: %-12s %12s inputs in %ss, no crash\n' "$t" "$runs" "$secs"
done
