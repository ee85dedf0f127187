#!/usr/bin/env bash
# The performance report: hand-analysis benchmarks (native and wasm) and the widget's
# load-to-usable time at 4x CPU throttling, as medians; the first seconds on a slow phone
# (scripts/slow-load.mjs: first paint, usable, bytes before usable, cold and return visits)
# and a tap's time to the next frame (scripts/tap-time.mjs); the session log's cost per record tap
# with 20 000 entries stored (scripts/log-perf.mjs), plus the first-visit size.
# Builds what it needs. Not a test: it prints figures.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --browser
. scripts/env.sh
scripts/bench.sh "${1:-200000}"
(small_wasm && trunk build --release --offline)
node scripts/load-time.mjs dist 7
node scripts/load-time.mjs dist 7 --repeat
# The first seconds on a slow phone (#30): cold and return visits over an emulated poor
# connection, gzip-served; then the time from a tap to the next frame.
node scripts/slow-load.mjs dist 7
node scripts/slow-load.mjs dist 7 --repeat
node scripts/tap-time.mjs dist
node scripts/tap-trace.mjs dist
node scripts/log-perf.mjs dist 20000 41
node scripts/log-perf.mjs dist 20000 41 --changes
scripts/size.sh dist | tail -3
