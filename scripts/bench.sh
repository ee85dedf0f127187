#!/usr/bin/env bash
# Prints the hand-analysis benchmarks, natively and in wasm (Node), as medians.
# Usage: scripts/bench.sh [hands]   (default 200000)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
n="${1:-200000}"
cargo run --quiet --release --bin mjbench -- "$n"
out=target/bench-pkg
cargo build --quiet --lib --release --target wasm32-unknown-unknown --no-default-features --features bench
wasm-bindgen --target web --out-dir "$out" target/wasm32-unknown-unknown/release/mahjong_referee.wasm
node --input-type=module -e "
import { readFile } from 'node:fs/promises';
const m = await import('$PWD/$out/mahjong_referee.js');
m.initSync({ module: await readFile('$out/mahjong_referee_bg.wasm') });
const n = $n, runs = 7;
const hands = new m.benchHands(0x5eed, n);
const median = (f) => { const t = []; for (let i = 0; i < runs; i++) { const s = performance.now(); f(); t.push((performance.now() - s) * 1000 / n); } return t.sort((a, b) => a - b)[runs >> 1]; };
console.log('wasm (Node ' + process.version + '), ' + n + ' random tenpai hands, median of ' + runs + ' runs:');
console.log('  waits    ' + median(() => hands.waits()).toFixed(3) + ' µs/hand');
console.log('  shanten  ' + median(() => hands.shanten()).toFixed(3) + ' µs/hand');
const wins = Math.floor(n / 10), t = [];
for (let i = 0; i < runs; i++) { m.benchHands.scoreWins(0x5c0e, wins); t.push(m.benchHands.lastMs() * 1000 / wins); }
console.log('  scoring  ' + t.sort((a, b) => a - b)[runs >> 1].toFixed(3) + ' µs/win (' + wins + ' random closed wins)');
const f = [];
for (let i = 0; i < runs; i++) { m.benchHands.mcrWins(0x3c12, wins); f.push(m.benchHands.lastMs() * 1000 / wins); }
console.log('  mcr fans ' + f.sort((a, b) => a - b)[runs >> 1].toFixed(3) + ' µs/hand (' + wins + ' random MCR winning hands)');
// Each hand on its own through the JS API (input object in, result object out), as a page
// calls it; the first pass warms the engine up, the second is measured.
const inputs = m.benchHands.mcrInputs(0x3c12, wins);
let times = [];
for (let pass = 0; pass < 2; pass++) {
  times = inputs.map((input) => { const s = performance.now(); m.mcrFans(input); return performance.now() - s; });
}
times.sort((a, b) => a - b);
const at = (q) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] * 1000).toFixed(1);
console.log('  mcr fans through the JS API, one hand a call: median ' + at(0.5) + ' µs, 99.9th percentile ' + at(0.999) + ' µs, slowest ' + at(1) + ' µs (goal: every hand under 1 ms)');
"
