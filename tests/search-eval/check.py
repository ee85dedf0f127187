#!/usr/bin/env python3
"""Check tune.jsonl / heldout.jsonl / heldout2.jsonl / train-*.jsonl against docs/incidents.md and print counts.

Files named on the command line are checked with them (a new part before it joins the set:
its errors, and any text it repeats from another part)."""
import glob, json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
CATALOGUE = os.path.join(ROOT, "docs", "incidents.md")
PARTS = ["tune.jsonl", "heldout.jsonl", "heldout2.jsonl"] + sorted(
    os.path.basename(p) for p in glob.glob(os.path.join(HERE, "train-*.jsonl")))

def parse_catalogue(path):
    kinds = {}
    cur = None
    for line in open(path, encoding="utf-8"):
        m = re.match(r'### <a id="([a-z0-9-]+)"></a>', line)
        if m:
            cur = m.group(1)
            kinds[cur] = {}
            continue
        if line.startswith("## "):
            cur = None
            continue
        if cur is None:
            continue
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())]
        if len(cells) > 3 and re.fullmatch(r"`[A-Za-z0-9]+`", cells[1]):
            kinds[cur][cells[1].strip("`")] = cells[2].replace("\\|", "|")
    return kinds

TILE_RE = re.compile(r"^(?:(?:[0-9]+[mpsz])|east|south|west|north|red|green|white)+$")

def check_value(spec, v):
    spec = spec.strip()
    if spec == "true | false":
        return isinstance(v, bool)
    m = re.match(r"^(\d+)–(\d+)$", spec)
    if m:
        return isinstance(v, int) and not isinstance(v, bool) and int(m.group(1)) <= v <= int(m.group(2))
    if spec == "tiles":
        return isinstance(v, str) and bool(TILE_RE.match(v))
    options = [o.strip() for o in spec.split("|")]
    return isinstance(v, str) and v in options

def main():
    kinds = parse_catalogue(CATALOGUE)
    errors = []
    total = Counter(); fr = Counter(); null = Counter(); per_kind = Counter(); per_kind_part = {p: Counter() for p in PARTS}
    texts = {}
    for part in PARTS:
        path = part if os.path.isabs(part) else os.path.join(HERE, part)
        for n, line in enumerate(open(path, encoding="utf-8"), 1):
            where = f"{part}:{n}"
            if not line.strip():
                errors.append(f"{where}: empty line"); continue
            try:
                o = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append(f"{where}: bad JSON: {e}"); continue
            if set(o) != {"text", "lang", "kind", "facts"}:
                errors.append(f"{where}: keys {sorted(o)}")
            text, lang, kind, facts = o.get("text"), o.get("lang"), o.get("kind"), o.get("facts")
            if not isinstance(text, str) or not text.strip():
                errors.append(f"{where}: empty text")
            key = re.sub(r"\W+", " ", str(text).lower()).strip()
            if key in texts:
                errors.append(f"{where}: duplicate text of {texts[key]}")
            texts[key] = where
            if lang not in ("en", "fr", "de", "nl"):
                errors.append(f"{where}: lang {lang!r}")
            if not isinstance(facts, dict):
                errors.append(f"{where}: facts not an object"); facts = {}
            if kind is None:
                if facts:
                    errors.append(f"{where}: null kind with facts")
            elif kind not in kinds:
                errors.append(f"{where}: unknown kind {kind!r}")
            else:
                for f, v in facts.items():
                    if f not in kinds[kind]:
                        errors.append(f"{where}: {kind} has no field {f!r}")
                    elif not check_value(kinds[kind][f], v):
                        errors.append(f"{where}: {kind}.{f}={v!r} not in {kinds[kind][f]!r}")
            total[part] += 1
            if lang == "fr": fr[part] += 1
            if kind is None: null[part] += 1
            per_kind[kind or "(null)"] += 1
            per_kind_part[part][kind or "(null)"] += 1
    for e in errors:
        print("ERROR", e)
    print(f"total: {sum(total.values())}  French: {sum(fr.values())}  null: {sum(null.values())}")
    for p in PARTS:
        print(f"  {p}: {total[p]} lines, {fr[p]} French, {null[p]} null")
    print("per kind (total = " + " + ".join(PARTS) + "):")
    for k in sorted(set(kinds) | set(per_kind)):
        parts = " + ".join(f"{per_kind_part[p][k]:3}" for p in PARTS)
        print(f"  {k:26} {per_kind[k]:3} = {parts}")
    missing = [k for k in kinds if per_kind[k] < 4]
    if missing:
        print("kinds with fewer than 4 lines:", ", ".join(missing))
    return 1 if errors or missing else 0

if __name__ == "__main__":
    PARTS += [os.path.abspath(p) for p in sys.argv[1:] if os.path.abspath(p) not in
              [os.path.join(HERE, q) for q in PARTS]]
    sys.exit(main())
