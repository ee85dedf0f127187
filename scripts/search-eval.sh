#!/usr/bin/env bash
# The incident search measured on tests/search-eval (a tuning part, two held-out parts, and the
# training parts; the search's learned counts come from the tuning and training parts, so
# only the held-out parts' figures measure it, the others are timed):
# top-1 and top-3 incident, facts exactly right, "none" right, and the median and slowest
# time per query natively (mjref search-eval), then the time per query in wasm: each line
# through the JS API's search (its incidents and their answers, as a page calls it), in
# Node, after a first pass that warms the engine up (the first search of a page also reads
# the search's words: that first call is reported apart).
# Usage: scripts/search-eval.sh   (builds target/api with scripts/api-bundle.sh first)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
files=(tests/search-eval/tune.jsonl tests/search-eval/heldout.jsonl tests/search-eval/heldout2.jsonl tests/search-eval/train-*.jsonl)
cargo run --quiet --release --bin mjref -- search-eval "${files[@]}"
scripts/api-bundle.sh > /dev/null
node --input-type=module -e "
import { readFile } from 'node:fs/promises';
const m = await import('$PWD/target/api/mahjong_referee.js');
m.initSync({ module: await readFile('target/api/mahjong_referee_bg.wasm') });
// The API has English built in; a page adds the other languages' packs (api/lang/).
for (const lang of ['fr', 'de', 'nl']) m.addLanguage(await readFile('target/api/lang/' + lang + '.compiled.txt', 'utf8'));
const lines = [];
for (const f of process.argv.slice(1)) {
  for (const l of (await readFile(f, 'utf8')).split('\n')) if (l.trim()) lines.push(JSON.parse(l));
}
let s = performance.now();
m.search(lines[0].text, lines[0].lang);
const first = performance.now() - s;
let times = [];
for (let pass = 0; pass < 2; pass++) {
  times = lines.map((l) => { const s = performance.now(); m.search(l.text, l.lang); return performance.now() - s; });
}
times.sort((a, b) => a - b);
const ms = (t) => (t * 1000).toFixed(0) + ' µs';
console.log(JSON.stringify({ wasm: 'Node ' + process.version, queries: times.length,
  medianMicros: Math.round(times[times.length >> 1] * 1000), slowestMicros: Math.round(times[times.length - 1] * 1000),
  firstSearchMicros: Math.round(first * 1000) }));
" "${files[@]}"
