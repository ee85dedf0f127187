// After a first visit the widget loads and rules with the network off (service worker).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DIST, PHONE, SHOTS, serve, untilWorkerControls, useSite } from './harness.mjs';

const env = useSite({ before, after });

test('offline reload after a first visit still rules', async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(env.site.url);
  await page.locator('.keyboard').waitFor();
  await untilWorkerControls(page);
  await context.setOffline(true);
  await page.goto(`${env.site.url}#1/ffmj-2008/late/-/minutes=16`);
  await page.reload();
  const card = page.locator('#ruling');
  await card.waitFor();
  assert.match(await card.innerText(), /Disqualification/);
  // And it still rules something new, offline.
  await page.fill('#fact-minutes', '5');
  assert.match(await card.innerText(), /Point penalty: 10 MCR points/);
  // The rules matrix (linked from the widget) and the French manifest are there offline too;
  // so is the iframe embed's page; the embed guide, for web editors and built on the API, and
  // the custom element's loader, which only host pages load, are not precached.
  await page.goto(`${env.site.url}matrix-fr.html`);
  assert.match(await page.locator('h1').innerText(), /Tableau des règlements/);
  const cached = await page.evaluate(async () => {
    const has = async (path) => Boolean(await caches.match(new URL(path, location.href).href));
    return {
      manifest: await has('manifest-fr.webmanifest'), frame: await has('embed.html'), index: await has('./'),
      guide: await has('embed-guide.html'), loader: await has('embed.js'),
    };
  });
  assert.deepEqual(cached, { manifest: true, frame: true, index: true, guide: false, loader: false });
  assert.deepEqual(errors, []);
  await context.close();
});

/**
 * A copy of the built site as its next version would be: the start-up script under a new
 * name (as a change to it gets), the page naming it and marked `v2`, and the worker listing
 * it under a new cache name.
 */
async function nextVersion(dir) {
  const { cp, mkdtemp, readdir, rename } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const next = await mkdtemp(join(tmpdir(), 'mahjong-referee-v2-'));
  await cp(dir, next, { recursive: true });
  const boot = (await readdir(next)).find((f) => /^boot-[0-9a-f]+\.js$/.test(f));
  const renamed = boot.replace('.js', '-v2.js');
  await rename(join(next, boot), join(next, renamed));
  const edit = async (file, change) => writeFile(join(next, file), change(await readFile(join(next, file), 'utf8')));
  await edit('index.html', (html) => html.replaceAll(boot, renamed).replace('<head>', '<head><meta name="build" content="v2">'));
  await edit('sw.js', (sw) => sw.replaceAll(boot, renamed).replace(/(mahjong-referee-[0-9a-f]{16})(?=["'`])/, '$1-v2'));
  return next;
}

test('a new version activates cleanly: the old copy goes, the new page and its files are the offline copy', async () => {
  // Static hosts commonly let browsers keep pages for 10 minutes: the new worker must not
  // take the old page from the browser's cache as its offline copy (the old page names a
  // start-up script the new copy does not have: offline, the widget would not start).
  const v2 = await nextVersion(DIST);
  let root = DIST;
  const site = await serve(() => root, { headers: { 'cache-control': 'max-age=600' } });
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${site.url}#1/mers-2010/late/-/minutes=12`);
  await page.locator('#ruling').waitFor();
  await untilWorkerControls(page);
  const first = await page.evaluate(() => caches.keys());
  assert.equal(first.length, 1);
  // The new version is published while the page stays open; the browser checks for it.
  root = v2;
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const changed = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    await registration.update();
    await changed;
    // Controlling the page from the moment it activates; done once it has cleared up.
    const worker = navigator.serviceWorker.controller;
    if (worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    }
  });
  // The page open meanwhile goes on ruling.
  await page.fill('#fact-minutes', '5');
  await page.locator('#ruling', { hasText: 'Point penalty: 10 MCR points' }).waitFor();
  const caches = await page.evaluate(async () => {
    const keys = await caches.keys();
    const copy = await (await caches.match('./', { cacheName: keys[0] })).text();
    return { keys, marked: copy.includes('content="v2"') };
  });
  assert.deepEqual(caches.keys, [`${first[0]}-v2`], 'only the new copy is kept');
  assert.equal(caches.marked, true, 'the offline copy of the page is the new page');
  // Offline, the new version opens and rules.
  await context.setOffline(true);
  await page.goto(`${site.url}#1/ema-2016/late/-/minutes=12`);
  await page.reload();
  await page.locator('#ruling', { hasText: 'A substitute plays' }).waitFor({ timeout: 10000 });
  assert.equal(await page.locator('meta[name="build"]').getAttribute('content'), 'v2');
  assert.deepEqual(errors, []);
  await context.close();
  site.close();
  await rm(v2, { recursive: true });
});

test('with a network too slow to wait for, a return visit opens from the offline copy', async () => {
  // Poor reception at the table: after the first visit, the server holds the page's own
  // request for 20 s. The worker waits ~2 s for it, then answers with its copy, which rules.
  let poor = false;
  let stalled = 0;
  const site = await serve(DIST, {
    stall: (path) => (poor && (path === '/' || path === '/index.html') ? (stalled += 1, 20000) : 0),
  });
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${site.url}#1/mers-2010/late/-/minutes=12`);
  await page.locator('#ruling').waitFor();
  await untilWorkerControls(page);
  // The page's request starts while the worker starts up (navigation preload).
  assert.equal(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).navigationPreload.getState()).enabled), true);
  poor = true;
  const start = Date.now();
  await page.reload({ timeout: 15000 });
  await page.locator('#ruling').waitFor({ timeout: 15000 });
  const took = Date.now() - start;
  assert.ok(stalled >= 1, 'the page request went to the (stalled) network first');
  assert.ok(took < 10000, `opened after ${took} ms`);
  console.log(`a stalled network: the ruling opened from the offline copy after ${took} ms`);
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
  const started = requested.filter((f) => f !== '' && f !== 'sw.js' && !f.endsWith('.webmanifest') && f !== 'icon.svg');
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
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.keyboard button')) return;
      observer.disconnect();
      window.logWithFirstScreen = Boolean(document.querySelector('section.log'));
    }).observe(document, { childList: true, subtree: true });
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
  await page.locator('.keyboard').waitFor();
  const tiles = ['1 man', '2 man', '3 man', 'south wind', 'west wind'];
  for (let i = 0; i < 40; i++) {
    // Tap without waiting, then reload at once: the write and the reload race.
    const tap = page.getByRole('button', { name: tiles[i % tiles.length], exact: true }).first().tap({ noWaitAfter: true }).catch(() => {});
    if (i % 2) await tap;
    await page.reload({ waitUntil: 'commit' });
    await page.locator('.keyboard').waitFor();
    assert.equal(await page.locator('.notice').count(), 0, `reload ${i}: a stored record could not be read`);
    const line = await page.evaluate(() => localStorage.getItem('mahjong-referee/entry'));
    // The stored line's version: 6 since it keeps the game's facts (4 and 5 are still read).
    assert.ok(line === null || line.startsWith('6;'), `reload ${i}: ${line}`);
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
