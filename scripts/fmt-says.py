#!/usr/bin/env python3
"""Formats the code inside the rule-set modules' `says!` section groups, which `cargo fmt`
leaves alone (it does not format inside macro calls): each `section { … }`'s items are given
to rustfmt at the width they will have inside the group (100 less the 8 columns of
indentation), and put back indented. The sentence lists (`says { … }`) are left as written.

Usage: scripts/fmt-says.py [--check] [files…] (default: every module under src/rules that has
section groups). --check changes nothing and fails naming the files that are not formatted."""
import glob, os, re, subprocess, sys, tempfile

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
args = sys.argv[1:]
check = '--check' in args
files = [a for a in args if a != '--check'] or sorted(
    f for f in glob.glob('src/rules/**/*.rs', recursive=True) if '\n    section {\n' in open(f).read())
GROUP = re.compile(r'(\n    section \{\n)(.*?)(\n    \} says \{)', re.S)


def rustfmt(code):
    with tempfile.NamedTemporaryFile('w', suffix='.rs', delete=False) as t:
        t.write(code)
    try:
        subprocess.run(['rustfmt', '--edition', '2024', '--config', 'max_width=92', t.name],
                       check=True, capture_output=True, text=True)
        return open(t.name).read()
    finally:
        os.unlink(t.name)


bad = []
for f in files:
    s = open(f).read()

    def one(m):
        items = '\n'.join(l[8:] if l.startswith('        ') else l.strip() for l in m.group(2).split('\n'))
        done = rustfmt(items + '\n').rstrip('\n')
        body = '\n'.join(('        ' + l) if l else '' for l in done.split('\n'))
        return m.group(1) + body + m.group(3)

    new = GROUP.sub(one, s)
    if new != s:
        bad.append(f)
        if not check:
            open(f, 'w').write(new)
if check and bad:
    print('fmt-says: not formatted (run scripts/fmt-says.py):', ' '.join(bad))
    sys.exit(1)
