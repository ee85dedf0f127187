#!/usr/bin/env python3
"""Usage: scripts/module-cycles.py [src] [module prefix, e.g. rules] [--without FROM=TO,…]. Module import graph of the crate (file level) and its cycles.

Edges: a `use` path or an inline path (crate::…, super::…, self::…) naming a module, or an
item that a module re-exports (`pub use child::{Item}` is followed to the child that
defines it). A parent's `mod child;` and its `pub use child::…` re-exports are not edges:
they only say where things are. A `says!` list (rules/sentence.rs) is declared in a module of
its own, `<module>::sentences`, which names rules::sentence only: paths to that list go there."""
import os, re, sys
# --without FROM=TO[,FROM=TO…]: leave those edges out (TO may end in '*': every module under it),
# to see which edges the cycles left go through.
without = []
args = [a for a in sys.argv[1:]]
if '--without' in args:
    i = args.index('--without'); without = [e.split('=') for e in args[i + 1].split(',')]; del args[i:i + 2]
sys.argv = sys.argv[:1] + args
root = sys.argv[1] if len(sys.argv) > 1 else 'src'
files = {}
for d, _, fs in os.walk(root):
    for f in fs:
        if not f.endswith('.rs'): continue
        p = os.path.join(d, f)
        rel = os.path.relpath(p, root)[:-3]
        parts = rel.split(os.sep)
        if parts[-1] in ('mod', 'lib'): parts = parts[:-1]
        if parts and parts[0] == 'bin' or parts[:1] == ['main']: continue
        files['::'.join(parts)] = p
mods = set(files)
# `says!` (rules/sentence.rs) declares its enum in a module of its own, `<module>::sentences`,
# re-exported where it stands, which names nothing but rules::sentence: paths to the enum go
# there.
says_lists = {}
for m, p in files.items():
    e = re.search(r'\bsays!\s*\{[^;{]*?\benum\s+(\w+)', re.sub(r'//[^\n]*', '', open(p).read()))
    if e: says_lists[m + '::sentences'] = (m, e.group(1)); mods.add(m + '::sentences')
def strip(s):
    s = re.sub(r'//[^\n]*', '', s)  # comments, doc comments (examples) too
    return s
reexp = {}  # (module, name) -> module
for m, p in files.items():
    s = strip(open(p).read())
    for u in re.finditer(r'pub(?:\([^)]*\))?\s+use\s+([\w:]+)::\{([^}]*)\}', s):
        base = u.group(1)
        for n in re.split(r'[\s,]+', u.group(2)):
            n = n.split(' as ')[-1].strip()
            if n and n != 'self': reexp[(m, n)] = resolve_base = (m, base)
    for u in re.finditer(r'pub(?:\([^)]*\))?\s+use\s+([\w:]+)::(\w+)\s*;', s):
        reexp[(m, u.group(2))] = (m, u.group(1))
for sm, (m, name) in says_lists.items():
    reexp[(m, name)] = (m, 'self::sentences')
def absolute(cur, path):
    segs = path.split('::')
    if segs[0] == 'crate': base = []; segs = segs[1:]
    elif segs[0] == 'super':
        base = cur.split('::') if cur else []
        while segs and segs[0] == 'super': base = base[:-1]; segs = segs[1:]
    elif segs[0] == 'self': base = cur.split('::') if cur else []; segs = segs[1:]
    else:
        base = cur.split('::') if cur else []
        if '::'.join(base + segs[:1]) not in mods: return None
    return base + segs
def target(cur, path, depth=0):
    segs = absolute(cur, path)
    if segs is None: return None
    # longest module prefix
    best = None
    for i in range(len(segs), -1, -1):
        if '::'.join(segs[:i]) in mods: best = i; break
    if best is None: return None
    m = '::'.join(segs[:best]); rest = segs[best:]
    if rest and (m, rest[0]) in reexp and depth < 5:
        # followed to where the item is defined, with what the path names inside it
        pm, base = reexp[(m, rest[0])]
        t = target(pm, base + '::' + '::'.join(rest), depth + 1)
        if t: return t
    return m
edges = {m: set() for m in mods}
for sm in says_lists: edges[sm].add('rules::sentence')
for m, p in files.items():
    s = strip(open(p).read())
    s_nouse_pub = re.sub(r'pub(?:\([^)]*\))?\s+use\s+[^;]*;', '', s)
    s_nouse_pub = re.sub(r'(?m)^\s*(pub(\([^)]*\))?\s+)?mod\s+\w+\s*;', '', s_nouse_pub)
    paths = set()
    for u in re.finditer(r'\buse\s+([\w:]+)::\{([^;]*)\};', s_nouse_pub):
        for n in re.split(r',(?![^{]*\})', u.group(2)):
            n = n.strip().split(' as ')[0].strip()
            if not n: continue
            n = re.sub(r'::\{.*', '', n, flags=re.S)
            paths.add(u.group(1) + '::' + n if n != 'self' else u.group(1))
    for u in re.finditer(r'\b((?:crate|super|self)(?:::\w+)+)', s_nouse_pub):
        paths.add(u.group(1))
    for u in re.finditer(r'\buse\s+(\w+(?:::\w+)+)', s_nouse_pub):
        paths.add(u.group(1))
    for path in paths:
        t = target(m, path)
        if t is not None and t != m and not m.startswith(t + '::') or (t is not None and t != m and t == '' ):
            pass
        if t is None or t == m: continue
        # a child using its ancestor's own items is an edge too; a parent naming a child's
        # module path only to re-export was removed above
        if any(m == a and (t == b or (b.endswith('*') and t.startswith(b[:-1]))) for a, b in without):
            continue
        edges[m].add(t)
# cycles (Tarjan)
index = {}; low = {}; st = []; on = set(); sccs = []; i = [0]
sys.setrecursionlimit(10000)
def sc(v):
    index[v] = low[v] = i[0]; i[0] += 1; st.append(v); on.add(v)
    for w in edges[v]:
        if w not in index: sc(w); low[v] = min(low[v], low[w])
        elif w in on: low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        c = []
        while True:
            w = st.pop(); on.discard(w); c.append(w)
            if w == v: break
        if len(c) > 1: sccs.append(c)
for v in sorted(mods):
    if v not in index: sc(v)
scope = sys.argv[2] if len(sys.argv) > 2 else ''
for c in sccs:
    if scope and not any(x.startswith(scope) for x in c): continue
    print('cycle:', ' '.join(sorted(c)))
    for a in sorted(c):
        print('   ', a or '(crate)', '->', ' '.join(sorted(b for b in edges[a] if b in c)))
if not sccs: print('no cycles')
