#!/bin/bash
# The search measured by cross-validation: each learnable part of tests/search-eval read with
# counts learned from the others (in the order of the real learning), never the held-out part.
# Prints the totals. MISSES=1 keeps each part's misses: the report's files are in the
# directory it names last (cv-<part>.json).
set -euo pipefail
cd "$(dirname "$0")/.."
B=${MJREF:-./target/release/mjref}
D=tests/search-eval
T=$(mktemp -d)
ORDER=(train-en train-en2 train-en3 train-en4 train-en5 train-en6 train-en7 train-en8 train-en9 train-en10 train-en11 train-en12 train-fr train-fr2 train-fr3 train-fr4 train-fr5 train-fr6 train-fr7 train-fr8 train-fr9 train-fr10 train-fr11 train-fr12 tune)
for part in "${ORDER[@]}"; do
  files=()
  for o in "${ORDER[@]}"; do [ "$o" = "$part" ] || files+=("$D/$o.jsonl"); done
  "$B" search-learn "${files[@]}" > "$T/learned-$part.txt"
  "$B" search-eval ${MISSES:+--misses} --learned "$T/learned-$part.txt" "$D/$part.jsonl" > "$T/cv-$part.json"
done
python3 - "$T" "${ORDER[@]}" <<'PY'
import json, sys
t = {}
for p in sys.argv[2:]:
    c = json.load(open(f'{sys.argv[1]}/cv-{p}.json'))['parts'][0]['counts']
    for k, v in c.items():
        t[k] = t.get(k, 0) + v
print(f"top1 {t['top1']}/{t['withIncident']} top3 {t['top3']} facts {t['factsExact']} none {t['noneRight']}/{t['none']}")
PY
if [ -n "${MISSES:-}" ]; then echo "misses: $T"; else rm -r "$T"; fi
