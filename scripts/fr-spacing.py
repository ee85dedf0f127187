#!/usr/bin/env python3
"""French spacing in the French pack (lang/fr.txt): a no-break space (U+00A0) before : ; ? !
and inside « », in messages only (after `key = `). Idempotent; run after editing the pack.
A test (French typography, src/lang/pack/tests.rs) fails on a message that misses it."""
import pathlib, sys

def fix(text: str) -> str:
    for a, b in ((" :", "\u00a0:"), (" ;", "\u00a0;"), (" ?", "\u00a0?"), (" !", "\u00a0!"),
                 ("« ", "«\u00a0"), (" »", "\u00a0»")):
        text = text.replace(a, b)
    return text

changed = 0
for path in sys.argv[1:] or ["lang/fr.txt"]:
    src = pathlib.Path(path).read_text()
    out = []
    for line in src.split("\n"):
        if " = " in line and not line.lstrip().startswith(("#", "@")):
            key, message = line.split(" = ", 1)
            line = f"{key} = {fix(message)}"
        out.append(line)
    new = "\n".join(out)
    if new != src:
        pathlib.Path(path).write_text(new)
        changed += 1
print(f"fr-spacing: {changed} file(s) changed")
