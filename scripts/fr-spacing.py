#!/usr/bin/env python3
"""French spacing in the French sources: a no-break space (U+00A0) before : ; ? ! and
inside « », in string literals only. Idempotent; run after editing src/lang/fr/."""
import re, sys, pathlib

LIT = re.compile(r'"((?:[^"\\]|\\.)*)"')

def fix(text: str) -> str:
    for a, b in ((" :", "\u00a0:"), (" ;", "\u00a0;"), (" ?", "\u00a0?"), (" !", "\u00a0!"),
                 ("« ", "«\u00a0"), (" »", "\u00a0»")):
        text = text.replace(a, b)
    return text

changed = 0
for path in sys.argv[1:] or [str(p) for p in pathlib.Path("src/lang/fr").glob("*.rs")]:
    src = pathlib.Path(path).read_text()
    out = []
    for line in src.split("\n"):
        if line.lstrip().startswith("//") or "assert" in line or ".replace(" in line:
            out.append(line)
        else:
            out.append(LIT.sub(lambda m: '"' + fix(m.group(1)) + '"', line))
    new = "\n".join(out)
    if new != src:
        pathlib.Path(path).write_text(new)
        changed += 1
print(f"fr-spacing: {changed} file(s) changed")
