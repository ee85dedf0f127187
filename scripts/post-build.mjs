// Trunk post-build hook (Trunk.toml), run on the staging directory:
// 1. moves Trunk's inline start-up script out of index.html into boot-<hash>.js, so that
//    the page runs under a Content Security Policy without 'unsafe-inline'; in front of it,
//    the text of www/early-pack.js, which starts fetching the language pack the widget will
//    speak (none for English) alongside the wasm, of www/crash.js, which shows the widget's crash panel when the wasm traps, and
//    of www/offline.js, which registers the service worker (the widget's own page only).
//    Written in, not imported: an import is only fetched once the start-up script has
//    arrived, and the wasm cannot start before it has (one more round trip on a phone);
// 1b. minifies the widget's JS glue (esbuild; Trunk's own minifier cannot read it) and its
//    stylesheet (Trunk minifies none of them unless told, and then the page too, which this
//    hook reads) and writes their new integrity hashes into index.html;
// 2. writes the hashed names of the widget's files into embed-widget.js, which loads the
//    widget for the embeds (embed.js, the <mahjong-referee> element; embed-frame.js, the
//    iframe page), and the release into embed.js;
// 2b. minifies the site's own scripts (crash.js, the embeds');
// 2c. writes the widget's first screen into index.html and embed.html, painted before the
//    wasm has arrived (www/first-screen.html);
// 3. writes sw.js, the service worker, with the list of every file the build produced
//    (hashed names included), so the widget loads and rules offline after the first visit.
//    The cache name is the release (Cargo.toml's version) and a hash that changes with the
//    files' names and contents, index.html included, so a new version replaces the old one
//    (even when only an unhashed file such as crash.js, or the page alone, changed). The worker answers from its copy at once and takes a new
//    version only whole and from good answers (see the text of sw.js below).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { transform } from 'esbuild';
import { join, relative } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('post-build: TRUNK_STAGING_DIR is not set (run from trunk build)');
  process.exit(1);
}
// The release: Cargo.toml's version (the widget's footer, the embed loader, sw.js's cache).
const release = /^\[package\][^[]*?^version\s*=\s*"([^"]+)"/m.exec(await readFile(new URL('../Cargo.toml', import.meta.url), 'utf8'))?.[1];
if (!release) {
  console.error('post-build: no version in Cargo.toml [package]');
  process.exit(1);
}
const hash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);
// Minified JS (esbuild): an ES module, or with `module` false a plain script (sw.js, whose
// top-level names stay as they are).
const minify = async (code, module = true) =>
  (await transform(code, { minify: true, target: 'es2022', ...(module ? { format: 'esm' } : {}) })).code;

// 1. The start-up script.
const indexPath = join(dir, 'index.html');
let index = await readFile(indexPath, 'utf8');
const inline = /<script type="module">([\s\S]*?)<\/script>/.exec(index);
if (inline) {
  const from = /from '([^']*)mahjong-referee-[0-9a-f]+\.js'/.exec(inline[1]);
  const prefix = from ? from[1] : './';
  const own = async (name) => (await readFile(new URL(`../www/${name}`, import.meta.url), 'utf8')).trim();
  // The language pack the widget will want, fetched first: see www/early-pack.js (written
  // from the widget's own rule for picking a language); the packs' version filled in.
  const version = (await readFile(new URL('../src/lang/keys.fingerprint', import.meta.url), 'utf8')).trim();
  const early = (await own('early-pack.js')).replaceAll('__PACK_VERSION__', version);
  const source = `${early}\n${await own('crash.js')}\n${await own('offline.js')}\n${inline[1].trim()}\n`;
  const code = await minify(source);
  const name = `boot-${hash(code)}.js`;
  await writeFile(join(dir, name), code);
  index = index.replace(inline[0], `<script type="module" src="${prefix}${name}"></script>`);
  await writeFile(indexPath, index);
}
if (/<script(?![^>]*\bsrc=)[^>]*>/.test(index)) {
  console.error('post-build: index.html still has an inline script');
  process.exit(1);
}

// 1b. The JS glue and the stylesheet, minified; their integrity hashes in index.html follow.
{
  const minified = (await readdir(dir)).filter((n) => /^(mahjong-referee|style)-[0-9a-f]+\.(js|css)$/.test(n));
  for (const name of minified) {
    const path = join(dir, name);
    const text = await readFile(path, 'utf8');
    const code = name.endsWith('.css') ? (await transform(text, { minify: true, loader: 'css' })).code : await minify(text);
    await writeFile(path, code);
    const integrity = `sha384-${createHash('sha384').update(code).digest('base64')}`;
    const link = new RegExp(`(href="[^"]*${name.replaceAll('.', '\\.')}"[^>]*integrity=")sha384-[^"]*"`);
    if (link.test(index)) {
      index = index.replace(link, `$1${integrity}"`);
      await writeFile(indexPath, index);
    }
  }
}

// 2. The embed scripts.
const names = await readdir(dir);
const find = (re) => {
  const found = names.filter((n) => re.test(n));
  if (found.length !== 1) {
    console.error(`post-build: expected one file matching ${re}, found ${found.length}`);
    process.exit(1);
  }
  return found[0];
};
const assets = {
  __VERSION__: release,
  __WIDGET_JS__: find(/^mahjong-referee-[0-9a-f]+\.js$/),
  __WIDGET_WASM__: find(/^mahjong-referee-[0-9a-f]+_bg\.wasm$/),
  __WIDGET_CSS__: find(/^style-[0-9a-f]+\.css$/),
};
for (const name of ['embed-widget.js', 'embed.js']) {
  const loader = join(dir, name);
  let text = await readFile(loader, 'utf8');
  for (const [key, value] of Object.entries(assets)) text = text.replaceAll(key, value);
  await writeFile(loader, text);
}

// 2b. The site's own scripts (crash.js and the embeds'), minified like the glue: their
//    comments are for the sources in www/, not for every phone that downloads them.
for (const name of (await readdir(dir)).filter((n) => /^(crash|embed[a-z-]*)\.js$/.test(n))) {
  const path = join(dir, name);
  await writeFile(path, await minify(await readFile(path, 'utf8')));
}

// 2c. The first screen, painted before the wasm has arrived: the widget's own first screen
//    (www/first-screen.html, rendered natively from the app: tests/ssr.rs keeps it current)
//    written into the element the widget renders into, on its page and on the iframe page,
//    with a loading notice; both stay until the widget replaces them (it then marks the
//    element `data-ready`). Its controls are disabled, and under `aria-busy` they show they
//    are loading (style.css).
{
  // Its controls disabled until then: a tap on them would be lost, and a test's tap waits.
  const screen = (await readFile(new URL('../www/first-screen.html', import.meta.url), 'utf8'))
    .trim()
    .replace(/<(button|select|input)\b/g, '<$1 disabled');
  const notice =
    '<p class="loading" role="status" data-failed="The referee could not start: reload the page. · L’arbitre n’a pas pu démarrer : rechargez la page.">' +
    'Loading the referee… · <span lang="fr">Chargement de l’arbitre…</span></p>';
  for (const [page, root] of [['index.html', 'app-root'], ['embed.html', 'frame-root']]) {
    const path = join(dir, page);
    const text = await readFile(path, 'utf8');
    // Between marks, so that a second run (a build's copy) replaces what the first wrote.
    const written = `<!--first-screen-->${notice}${screen}<!--/first-screen-->`;
    const before = /<!--first-screen-->[\s\S]*<!--\/first-screen-->/;
    const empty = new RegExp(`(<div id="${root}"[^>]*>)(</div>)`);
    if (before.test(text)) {
      await writeFile(path, text.replace(before, () => written));
    } else if (empty.test(text)) {
      await writeFile(path, text.replace(empty, (_, open, close) => `${open}${written}${close}`));
    } else {
      console.error(`post-build: ${page} has no empty <div id="${root}">`);
      process.exit(1);
    }
  }
}

// 3. The service worker.
async function walk(d) {
  const out = [];
  for (const entry of await readdir(d, { withFileTypes: true })) {
    const p = join(d, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(p)));
    else out.push(relative(dir, p).split('\\').join('/'));
  }
  return out;
}

// Not precached: the hosting guide (hosting.md, for whoever hosts the site, linked from the
// embed guide), the API for host pages (api/), the embed guide (pages for a federation's
// web editor, built on the API) and embed.js, the <mahjong-referee> loader, which host pages
// load (this worker never sees their requests: they are not this site's pages). The guide
// and what it uses (its script and style, embed.js, the API and its packs) are kept once
// fetched through the worker instead (GUIDE in sw.js), so a guide read once opens offline.
// (The iframe embed's page, embed.html, is this site's: it and its files are precached.)
// index.html is the page itself, cached as './'. Nor the language packs (lang/): each is
// fetched when its language is picked, then kept (see 'fetch' below), so that a visitor who
// never switches never downloads one.
// Nor a language's own pages, the rules matrix and the manifest in French, German, Dutch:
// like the packs, they are kept once fetched (the footer's link, the language picked).
const perLanguage = (f) => f.startsWith('lang/') || /^(matrix|manifest)-[a-z]+\.(html|webmanifest)$/.test(f);
const skip = (f) => f === 'sw.js' || f === 'index.html' || f === 'hosting.md' || f === 'embed.js' || f.startsWith('api/') || f.startsWith('embed-guide') || perLanguage(f);
const files = (await walk(dir)).filter((f) => !skip(f)).sort();
// The cache version: every file shipped, by name and content, the page (index.html) included.
const contents = createHash('sha256');
// The language packs count too: a pack kept by the worker is fetched again with a version.
const packs = (await walk(dir)).filter((f) => /^lang\/[a-z-]+\.compiled\.txt$/.test(f)).sort();
const languagePages = (await walk(dir)).filter((f) => perLanguage(f) && !f.startsWith('lang/')).sort();
for (const f of ['index.html', ...files, ...packs, ...languagePages]) contents.update(`${f}\n`).update(await readFile(join(dir, f)));
const version = contents.digest('hex').slice(0, 16);
// The search's learned counts under the address the widget asks for them, with the version
// it was built with (src/lang/search-learned.version; src/ui/hooks/use_search_counts.rs).
const learned = (await readFile(new URL('../src/lang/search-learned.version', import.meta.url), 'utf8')).trim();
const list = ['./', ...files.map((f) => (f === 'search-learned.txt' ? `./${f}?v=${learned}` : `./${f}`))];
// The fingerprint of this version's keys (the seventh line of a compiled pack): the widget
// asks for a pack with it, so the worker fetches packs under the same address.
const keyCount = packs.length ? (await readFile(join(dir, packs[0]), 'utf8')).split('\n')[6] : '';

const sw = `// Generated by scripts/post-build.mjs at build time. Do not edit.
// The cached app answers at once, whatever the network does; the network is asked in the
// background only (the browser checks this file on each visit). A new version is installed
// beside the old one, and only whole: every file a good answer (2xx, same-origin, not
// redirected: a 404, a 503 or a captive portal's page is none, and a portal's page for this
// file is not a script, which the browser refuses). It then waits until the page takes it
// ("new version — reload", www/offline.js), never swapped under a ruling on screen.
const CACHE = 'mahjong-referee-${release}-${version}';
const FILES = ${JSON.stringify(list, null, 2)};
const KEYS = '${keyCount}';

self.addEventListener('install', (event) => {
  // From the server, not the browser's HTTP cache: a host may let browsers keep the page for
  // a while, and the old page (naming files this version does not have) must not become
  // this version's offline copy. All fetched before any is stored: a version is whole or not.
  event.waitUntil(install(FILES).then(carryOver));
});

// The language files an earlier version kept, fetched for this one as well as can be: one
// this version no longer has (a 404) or a failed fetch leaves it to be fetched when used.
async function carryOver() {
  const cache = await caches.open(CACHE);
  await Promise.allSettled((await packsInUse()).map((f) => fetch(f, { cache: 'reload' }).then((r) => {
    if (r.ok && !r.redirected) return cache.put(f, r);
  })));
}

// The embed guide's files (a guide page, also where a host drops '.html' from addresses, its
// script and style, embed.js, the API's files and packs), kept once fetched, network first: a
// web editor online reads the guide as it is now, offline the copy last read. In a cache of
// their own, which a new version leaves in place (none is in a version's list): the guide
// stays readable offline. A new version only prunes it (see prune()).
const GUIDE = /^(embed-guide[a-z.-]*|embed\\.js|api\\/.+)$/;
const GUIDE_CACHE = 'mahjong-referee:guide';

// A language's files, kept once fetched: its pack, its rules matrix page, its manifest.
const KEPT = /^(lang\\/[a-z-]+\\.compiled\\.txt|matrix-[a-z]+\\.html|manifest-[a-z]+\\.webmanifest)$/;

// An address's path within the site (the worker's scope), which GUIDE and KEPT read: a site
// served from a folder that happens to be called api/ or lang/ is not taken for them.
const within = (href) => (href.startsWith(self.registration.scope) ? href.slice(self.registration.scope.length).split(/[?#]/)[0] : '');

// The language files an earlier version kept (a language picked here): the new version
// fetches them too, so that a language used offline stays usable offline after an update.
async function packsInUse() {
  const names = new Set();
  for (const key of await caches.keys()) {
    if (!key.startsWith('mahjong-referee-') || key === CACHE) continue;
    for (const request of await (await caches.open(key)).keys()) {
      const file = KEPT.exec(within(request.url))?.[1];
      if (file) names.add(file.endsWith('.compiled.txt') ? file + '?v=' + KEYS : file);
    }
  }
  return [...names].map((file) => './' + file);
}

function install(files) {
  const fetched = files.map((f) => fetch(f, { cache: 'reload' }).then((r) => {
    // Not redirected, so a same-origin basic response (this site's own file), never an
    // opaque one; and 2xx.
    if (!r.ok || r.redirected) throw f;
    return r;
  }));
  return Promise.all(fetched)
    .then(async (answers) => {
      const cache = await caches.open(CACHE);
      await Promise.all(answers.map((r, i) => cache.put(files[i], r)));
    })
    // The first version takes the page at once; a later one waits to be taken.
    .then(() => self.registration.active || self.skipWaiting());
}

// The guide's copies a newer one stands in for: a file kept under several queries (the
// packs of earlier versions, \`?v=\`; a page asked with another query) keeps only its copy
// the server sent last (its Date; copies of the same second all stay). A file's only copy
// stays, however old: the guide read last may need it offline.
async function prune(name) {
  if (!(await caches.has(name))) return;
  const cache = await caches.open(name);
  const copies = await Promise.all((await cache.keys()).map(async (request) => ({
    request,
    file: request.url.split(/[?#]/)[0],
    sent: Date.parse((await cache.match(request))?.headers.get('date')) || 0,
  })));
  const last = new Map();
  for (const { file, sent } of copies) last.set(file, Math.max(last.get(file) ?? 0, sent));
  await Promise.all(copies.filter((c) => c.sent < last.get(c.file)).map((c) => cache.delete(c.request)));
}

self.addEventListener('message', (event) => {
  if (event.data === 'take') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('mahjong-referee-') && k !== CACHE).map((k) => caches.delete(k))))
      // A pruning that fails leaves the copies as they were.
      .then(() => prune(GUIDE_CACHE).catch(() => {}))
      // The page comes from the cache: an earlier version's preload would only be wasted.
      .then(() => self.registration.navigationPreload?.disable())
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // A page at the site's address (or index.html) is the cached './'; the other pages and
  // files by their address (a page's query aside). What is not cached comes from the network.
  const page = request.mode === 'navigate';
  // The guide's files (first: KEPT would take the API's packs, api/lang/, for the widget's):
  // fetched and kept; offline, the copy kept (a page whatever its query), else the browser's
  // own network error. Never the widget in a guide's place.
  const path = within(url.href);
  if (GUIDE.test(path)) {
    event.respondWith(keep(request, GUIDE_CACHE).catch(() => caches.match(request, { cacheName: GUIDE_CACHE, ignoreSearch: page }).then((r) => r || Response.error())));
    return;
  }
  // A language's file: from the cache, else fetched and kept there.
  if (KEPT.test(path)) {
    event.respondWith(caches.match(request, { cacheName: CACHE }).then((hit) => hit || keep(request, CACHE)));
    return;
  }
  const hit = caches.match(page && /\\/(index\\.html)?$/.test(url.pathname) ? './' : request, { cacheName: CACHE, ignoreSearch: page });
  event.respondWith(hit.then((r) => (r && page ? unpainted(r) : r) || fetch(request)));
});

// The network's answer, kept in the cache \`name\` when good (2xx, not redirected).
const keep = (request, name) => fetch(request).then(async (r) => {
  if (r.ok && !r.redirected) await (await caches.open(name)).put(request, r.clone());
  return r;
});

// A page from the cache without the first screen it carries for a first visit: on a return
// visit the widget (cached, compiled) draws itself about as soon as that screen would be
// painted, and painting both delays it by ~0.15 s on a slow phone (scripts/slow-load.mjs).
async function unpainted(response) {
  const text = await response.text();
  const { status, statusText } = response;
  // Its body is shorter now, and already decoded.
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(text.replace(/<!--first-screen-->[\\s\\S]*<!--\\/first-screen-->/, ''), { status, statusText, headers });
}
`;
// Minified like the other scripts (scripts/size.sh reads FILES back from it).
await writeFile(join(dir, 'sw.js'), await minify(sw, false));
console.log(`post-build: boot script moved out, embed loader filled in, sw.js lists ${list.length} files (cache ${release}-${version})`);
