#!/bin/bash
# The search measured by cross-validation: each learnable part of tests/search-eval read with
# counts learned from the others (in the order of the real learning), never the held-out part.
# MISSES=1 keeps the misses in ${TMPDIR:-/tmp}/cv-<part>.json. Prints the totals.
cd "$(dirname "$0")/.."
B=${MJREF:-./target/release/mjref}
D=tests/search-eval
T=${TMPDIR:-/tmp}
ORDER="train-en train-en2 train-fr train-fr2 tune"
for part in $ORDER; do
  files=""
  for o in $ORDER; do [ $o = $part ] || files="$files $D/$o.jsonl"; done
  $B search-learn $files > $T/learned-$part.txt || exit 1
  $B search-eval ${MISSES:+--misses} --learned $T/learned-$part.txt $D/$part.jsonl > $T/cv-$part.json
done
python3 - "$T" <<'PY'
import json, sys
t={}
for p in "train-en train-en2 train-fr train-fr2 tune".split():
    c=json.load(open(f'{sys.argv[1]}/cv-{p}.json'))['parts'][0]['counts']
    for k,v in c.items(): t[k]=t.get(k,0)+v
print(f"top1 {t['top1']}/{t['withIncident']} top3 {t['top3']} facts {t['factsExact']} none {t['noneRight']}/{t['none']}")
PY
