#!/bin/bash
# How often two people labelling the same descriptions agree, beside how often the search
# agrees with the labels: the ceiling "facts exactly right" can be measured against.
# tests/search-eval/agreement/relabel-{a,b}.jsonl: 320 descriptions drawn from the learnable
# parts (13 from each, incidents only), labelled again by two helpers who saw only the texts,
# docs/incidents.md, the README's format and the rule documents. The search is read
# cross-validated (scripts/search-cv.sh: each part with counts learned from the others).
set -euo pipefail
cd "$(dirname "$0")/.."
misses=$(MISSES=1 scripts/search-cv.sh | sed -n 's/^misses: //p')
python3 - "$misses" <<'PY'
import json, sys, glob
D = 'tests/search-eval/'
def load(p): return [json.loads(l) for l in open(p) if l.strip()]
def norm(f): return {k: str(v).lower() for k, v in (f or {}).items()}
parts = {}
def original(r):
    if r['part'] not in parts:
        parts[r['part']] = load(f"{D}{r['part']}.jsonl")
    return parts[r['part']][r['line'] - 1]
A, B = load(D + 'agreement/relabel-a.jsonl'), load(D + 'agreement/relabel-b.jsonl')
O = [original(r) for r in A]
assert [(a['part'], a['line']) for a in A] == [(b['part'], b['line']) for b in B]
miss = {}
for f in glob.glob(sys.argv[1] + '/cv-*.json'):
    part = f.split('cv-')[1][:-5]
    for m in json.load(open(f))['parts'][0]['misses']:
        miss[(part, m['text'])] = m
S = []
for a, o in zip(A, O):
    m = miss.get((a['part'], o['text']))
    S.append(o if m is None else {'kind': (m['got'] or [None])[0], 'facts': m.get('gotFacts') or {}})
n = len(O)
print(f"{n} descriptions: incident the same / incident and facts exactly the same")
for name, X, Y in [('labels ~ helper a', O, A), ('labels ~ helper b', O, B), ('helper a ~ helper b', A, B),
                   ('search ~ labels', S, O), ('search ~ helper a', S, A), ('search ~ helper b', S, B)]:
    k = sum(x['kind'] == y['kind'] for x, y in zip(X, Y))
    f = sum(x['kind'] == y['kind'] and norm(x['facts']) == norm(y['facts']) for x, y in zip(X, Y))
    print(f"  {name:20} {k:3} ({k / n:4.0%})  {f:3} ({f / n:4.0%})")
PY
rm -r "$misses"
