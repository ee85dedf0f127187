// After a first visit the widget loads and rules with the network off (service worker).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DIST, PHONE, SHOTS, serve, untilWorkerControls, useSite } from './harness.mjs';

const env = useSite({ before, after });

/** A phone page opened on a late ruling from `site`, once its service worker controls it. */
async function openControlled(site, options = {}) {
  const context = await env.browser.newContext({ ...PHONE, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${site.url}#1/mers-2010/late/-/minutes=12`);
  await page.locator('#ruling').waitFor();
  await untilWorkerControls(page);
  return { context, page, errors };
}

test('offline reload after a first visit still rules', async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(env.site.url);
  await page.locator('[data-ready]').waitFor();
  await untilWorkerControls(page);
  // The French rules matrix, opened once online (the footer's link), is kept.
  await page.goto(`${env.site.url}matrix-fr.html`);
  await page.goto(env.site.url);
  await page.locator('[data-ready]').waitFor();
  await context.setOffline(true);
  await page.goto(`${env.site.url}#1/ffmj-2008/late/-/minutes=16`);
  await page.reload();
  const card = page.locator('#ruling');
  await card.waitFor();
  assert.match(await card.innerText(), /Disqualification/);
  // And it still rules something new, offline.
  await page.fill('#fact-minutes', '5');
  assert.match(await card.innerText(), /Point penalty: 10 MCR points/);
  // The rules matrix (linked from the widget; in French once opened) and the manifest are
  // there offline too; so is the iframe embed's page; the embed guide, for web editors and
  // built on the API, and the custom element's loader, which only host pages load, are not
  // precached, nor are another language's manifest and matrix before they are used.
  await page.goto(`${env.site.url}matrix-fr.html`);
  assert.match(await page.locator('h1').innerText(), /Tableau des règlements/);
  const cached = await page.evaluate(async () => {
    const has = async (path) => Boolean(await caches.match(new URL(path, location.href).href));
    return {
      manifest: await has('manifest.webmanifest'), frame: await has('embed.html'), index: await has('./'),
      guide: await has('embed-guide.html'), loader: await has('embed.js'), german: await has('matrix-de.html'),
    };
  });
  assert.deepEqual(cached, { manifest: true, frame: true, index: true, guide: false, loader: false, german: false });
  assert.deepEqual(errors, []);
  await context.close();
});

/**
 * Two copies of the built site, each put through scripts/post-build.mjs once more (as the
 * next build would): `same` as it is, and `next` whose index.html alone differs (marked `v2`).
 * Their service workers' cache names, `versions.same` and `versions.next`.
 */
async function twoBuilds() {
  const { cp, mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const dirs = {};
  const versions = {};
  for (const name of ['same', 'next']) {
    const dir = await mkdtemp(join(tmpdir(), `mahjong-referee-${name}-`));
    await cp(DIST, dir, { recursive: true });
    if (name === 'next') {
      const page = join(dir, 'index.html');
      await writeFile(page, (await readFile(page, 'utf8')).replace('<head>', '<head><meta name="build" content="v2">'));
    }
    await promisify(execFile)('node', ['scripts/post-build.mjs'], { env: { ...process.env, TRUNK_STAGING_DIR: dir } });
    dirs[name] = dir;
    // The cache name: the release, then the hash of the files (`mahjong-referee-0.9.0-…`).
    versions[name] = /["'`](mahjong-referee-[^"'`/]*-[0-9a-f]{16})["'`]/.exec(await readFile(join(dir, 'sw.js'), 'utf8'))[1];
  }
  return { dirs, versions, remove: () => Promise.all(Object.values(dirs).map((d) => rm(d, { recursive: true }))) };
}

/** The page's registration asks for sw.js again (as the browser does on a visit); what became of it. */
const checkForUpdate = (page) => page.evaluate(async () => {
  const registration = await navigator.serviceWorker.ready;
  await registration.update().catch(() => {});
  const worker = registration.installing;
  if (worker) await new Promise((resolve) => worker.addEventListener('statechange', () => ['installed', 'redundant'].includes(worker.state) && resolve()));
  return { waiting: Boolean(registration.waiting), keys: await caches.keys() };
});

test('a change to index.html alone is a new version: fetched in the background, offered, taken on reload', async () => {
  const { dirs, versions, remove } = await twoBuilds();
  assert.notEqual(versions.next, versions.same, 'the page alone changed: a new cache version');
  // Static hosts commonly let browsers keep pages for 10 minutes: the new worker must not
  // take the old page from the browser's cache as its offline copy.
  let root = dirs.same;
  const site = await serve(() => root, { headers: { 'cache-control': 'max-age=600' } });
  for (const [locale, offer] of [['en-GB', 'New version — reload'], ['fr-FR', 'Nouvelle version — recharger']]) {
    root = dirs.same;
    const { context, page, errors } = await openControlled(site, { locale });
    assert.deepEqual(await page.evaluate(() => caches.keys()), [versions.same]);
    assert.equal(await page.locator('#new-version').count(), 0, 'no offer on a first visit');
    // The new version is published while the page stays open.
    root = dirs.next;
    assert.deepEqual(await checkForUpdate(page), { waiting: true, keys: [versions.same, versions.next] });
    // Offered, not swapped in: the page open goes on ruling, as it was.
    const button = page.locator('#new-version');
    await button.waitFor();
    assert.equal(await button.innerText(), offer);
    await page.fill('#fact-minutes', '5');
    await page.locator('#ruling', { hasText: locale === 'en-GB' ? 'Point penalty: 10 MCR points' : '10 points MCR' }).waitFor();
    assert.equal(await page.locator('meta[name="build"]').count(), 0);
    // Taken: the page reloads as the new version, which is now the only offline copy.
    await button.tap();
    await page.locator('meta[name="build"][content="v2"]').waitFor({ state: 'attached' });
    await page.locator('#ruling').waitFor();
    const copy = await page.evaluate(async () => ({ keys: await caches.keys(), v2: (await (await caches.match('./')).text()).includes('content="v2"') }));
    assert.deepEqual(copy, { keys: [versions.next], v2: true });
    assert.equal(await page.locator('#new-version').count(), 0);
    // Offline, the new version opens and rules.
    await context.setOffline(true);
    await page.reload();
    await page.locator('#ruling').waitFor({ timeout: 10000 });
    assert.equal(await page.locator('meta[name="build"]').getAttribute('content'), 'v2');
    assert.deepEqual(errors, []);
    await context.close();
  }
  site.close();
  await remove();
});

test('a failing network never replaces nor hides the cached app: 503, 404, a captive portal', async () => {
  const { dirs, versions, remove } = await twoBuilds();
  const PORTAL = '<!doctype html><title>Venue Wi-Fi</title><h1>Log in to the venue Wi-Fi</h1>';
  const failures = {
    '503 for everything': () => ({ status: 503, body: 'Service Unavailable' }),
    '404 for everything': () => ({ status: 404, body: 'not found' }),
    'a captive portal answering its page for everything': () => ({ status: 200, body: PORTAL }),
    'a captive portal redirecting everything': () => ({ status: 302, headers: { location: 'http://127.0.0.1:9/login' } }),
    // A new version is published, but one of its files fails: the version is not taken.
    'a new version with one file failing': (path) => (path.endsWith('matrix.html') ? { status: 503, body: 'busy' } : null),
  };
  let failing = null;
  let root = dirs.same;
  const site = await serve(() => root, { fail: (path) => failing?.(path) ?? null });
  const { context, page, errors } = await openControlled(site);
  const copy = () => page.evaluate(async () => ({ keys: await caches.keys(), page: await (await caches.match('./')).text() }));
  const first = await copy();
  assert.deepEqual(first.keys, [versions.same]);
  for (const [what, fail] of Object.entries(failures)) {
    failing = fail;
    if (what.startsWith('a new version')) root = dirs.next;
    const start = Date.now();
    await page.reload();
    await page.locator('#ruling', { hasText: '20 MCR points' }).waitFor({ timeout: 5000 });
    const took = Date.now() - start;
    assert.ok(took < 3000, `${what}: the cached app took ${took} ms`);
    assert.equal(await page.locator('h1').first().innerText(), 'Mahjong referee', what);
    // The browser checks for a new version on the visit; ask again and wait for the answer.
    assert.deepEqual(await checkForUpdate(page), { waiting: false, keys: first.keys }, what);
    assert.deepEqual(await copy(), first, `${what}: the offline copy is untouched`);
    assert.equal(await page.locator('#new-version').count(), 0, what);
    // It rules on.
    await page.fill('#fact-minutes', '5');
    await page.locator('#ruling', { hasText: 'Point penalty: 10 MCR points' }).waitFor();
    await page.fill('#fact-minutes', '12');
  }
  assert.deepEqual(errors, []);
  await context.close();
  site.close();
  await remove();
});

test('with a network too slow to wait for, a return visit opens from the offline copy at once', async () => {
  // Poor reception at the table: after the first visit, the server holds every request for
  // 20 s. The cached app answers at once; the network is only asked in the background.
  let poor = false;
  let stalled = 0;
  const site = await serve(DIST, { stall: () => (poor ? (stalled += 1, 20000) : 0) });
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${site.url}#1/mers-2010/late/-/minutes=12`);
  await page.locator('#ruling').waitFor();
  await untilWorkerControls(page);
  poor = true;
  const start = Date.now();
  await page.reload({ timeout: 15000 });
  await page.locator('#ruling').waitFor({ timeout: 15000 });
  const took = Date.now() - start;
  assert.ok(took < 1500, `opened after ${took} ms`);
  console.log(`a stalled network: the ruling opened from the offline copy after ${took} ms (${stalled} request(s) held meanwhile)`);
  assert.match(await page.locator('#ruling').innerText(), /MERS 2010/);
  await context.close();
  site.close();
});

test('the own page starts with what the page names: no script fetched only after another', async () => {
  // Every file the widget's start waits for is named by the page itself (preloaded or
  // linked), so all are fetched at once; the crash panel's and the service worker's scripts
  // are written into the start-up script rather than imported by it (an import would be one
  // more round trip on a phone, before the wasm could start).
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const requested = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname.split('/').pop()));
  await page.goto(env.site.url);
  await page.locator('.keyboard button').first().waitFor();
  const named = await page.evaluate(() => [...document.querySelectorAll('link[href], script[src]')]
    .map((e) => new URL(e.href ?? e.src, location.href).pathname.split('/').pop()));
  // (The search's learned counts are fetched once the first screen is painted, by the widget
  // itself, after the start: see false-set.test.mjs.)
  const after = ['search-learned.txt'];
  const started = requested.filter((f) => f !== '' && f !== 'sw.js' && !f.endsWith('.webmanifest') && f !== 'icon.svg' && !after.includes(f));
  const late = started.filter((f) => !named.includes(f));
  assert.deepEqual(late, [], `fetched though the page does not name them: ${late.join(', ')}`);
  assert.ok(started.some((f) => f.endsWith('_bg.wasm')), 'the wasm is among them');
  assert.ok(!started.includes('crash.js') && !started.includes('offline.js'));
  await context.close();
});

test('the first screen is drawn before the session log below it, which follows at once', async () => {
  // What lies below the first screen waits for the frame after it (a slow phone can use the
  // tile keyboard sooner); it is there right after, entries and all.
  const context = await env.browser.newContext(PHONE);
  await context.addInitScript(() => {
    // The widget's own first screen (not the one painted before the wasm, which has no log).
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-ready] .keyboard button')) return;
      observer.disconnect();
      window.logWithFirstScreen = Boolean(document.querySelector('section.log'));
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  });
  const page = await context.newPage();
  await page.goto(env.site.url);
  await page.locator('section.log').waitFor();
  assert.equal(await page.evaluate(() => window.logWithFirstScreen), false);
  await context.close();
});

test('reloads in the middle of tapping never leave an unreadable record', async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(env.site.url);
  await page.locator('[data-ready]').waitFor();
  const tiles = ['1 man', '2 man', '3 man', 'south wind', 'west wind'];
  for (let i = 0; i < 40; i++) {
    // A group of three folds the keyboard (it stays folded over a reload): open it first.
    if (await page.locator('#keys-open').count()) await page.locator('#keys-open').tap();
    // Tap without waiting, then reload at once: the write and the reload race.
    const tap = page.getByRole('button', { name: tiles[i % tiles.length], exact: true }).first().tap({ noWaitAfter: true }).catch(() => {});
    if (i % 2) await tap;
    await page.reload({ waitUntil: 'commit' });
    await page.locator('[data-ready]').waitFor();
    assert.equal(await page.locator('.notice').count(), 0, `reload ${i}: a stored record could not be read`);
    const line = await page.evaluate(() => localStorage.getItem('mahjong-referee/entry'));
    // The stored record's version: 10, its lists and facts as arrays (the record of 9 and
    // the lines of 1 to 8 are still read).
    assert.ok(line === null || line.startsWith('["10",'), `reload ${i}: ${line}`);
    if (i % 8 === 7) await page.getByRole('button', { name: 'Start again' }).tap();
  }
  await context.close();
});

test('a link opened is never replaced in the address by the stored ruling before it is open (a reload then would lose it)', async () => {
  const context = await env.browser.newContext(PHONE);
  // Every fragment a page puts in the address, in order.
  await context.addInitScript(() => {
    window.__shown = [];
    const replace = history.replaceState.bind(history);
    history.replaceState = (s, t, url) => { window.__shown.push(String(url)); return replace(s, t, url); };
  });
  const page = await context.newPage();
  // Something else stored first: the lateness.
  await page.goto(`${env.site.url}#1/wrc-2015/late/-/minutes=12`);
  await page.locator('#ruling').waitFor();
  // A link to another ruling, loaded as a new page (a link followed from a message).
  const other = await context.newPage();
  await other.goto(`${env.site.url}#1/ema-2016/false-set/232z/discarded=true`);
  await other.locator('#ruling').waitFor();
  assert.equal(await other.inputValue('#incident'), 'false-set');
  const shown = await other.evaluate(() => window.__shown);
  assert.ok(shown.every((url) => url.includes('false-set/232z')), `the stored lateness was put in the address: ${shown}`);
  await other.reload({ waitUntil: 'commit' });
  await other.locator('#ruling').waitFor();
  assert.equal(await other.inputValue('#incident'), 'false-set');
  await context.close();
});
