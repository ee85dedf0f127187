// The embed guide (www/embed-guide.html, www/embed-guide-fr.html) as a federation's web
// editor reads it on a phone: which way to embed comes first; the iframe's code works on a
// host page with no script at all; code scrolls inside its box, never the page; the guide
// opens offline once read online, and a guide never read is, offline, the browser's network
// error, never the widget. Screenshots in light and dark (test-results/).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, launch, PHONE, DIST, SHOTS, untilWorkerControls } from './harness.mjs';

const SMALL = { ...PHONE, viewport: { width: 360, height: 740 } };
const SIZES = [['390', PHONE], ['360', SMALL]];
let widget, host, browser;
// Host pages by path, filled in by the tests (the snippet the guide wrote).
const hostPages = {};

before(async () => {
  await mkdir(SHOTS, { recursive: true });
  // The widget's site as a federation hosts it (embed.test.mjs): a sub-path, CORS open, the
  // strict policy.
  widget = await serve(DIST, {
    prefix: '/tools/referee/',
    headers: { 'access-control-allow-origin': '*', 'content-security-policy': "script-src 'self' 'wasm-unsafe-eval'; object-src 'none'" },
  });
  host = await serve(null, { pages: hostPages });
  browser = await launch();
});

after(async () => {
  await browser?.close();
  widget?.close();
  host?.close();
});

/** The guide (`page`: embed-guide.html or embed-guide-fr.html) once its lists are filled. */
async function openGuide(file = 'embed-guide.html', options = PHONE, context = null) {
  context ??= await browser.newContext(options);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`error: ${e.message}`));
  await page.goto(`${widget.url}${file}`);
  await page.locator('#g-incident option[value="late"]').waitFor({ state: 'attached' });
  return { context, page, problems };
}

/** Whether the page scrolls sideways (its content wider than the viewport). */
const sideways = (page) => page.evaluate(() => document.documentElement.scrollWidth > innerWidth);

test('the choice of a way comes first, on the first screen, before the security headers', async () => {
  for (const file of ['embed-guide.html', 'embed-guide-fr.html']) {
    for (const [size, options] of SIZES) {
      const { context, page, problems } = await openGuide(file, options);
      const said = `${file} at ${size}`;
      // The first heading after the title is the choice, and it is all on the first screen.
      const headings = await page.locator('h2').allInnerTexts();
      assert.match(headings[0], file.endsWith('-fr.html') ? /Quelle façon/ : /Which way/, said);
      const box = await page.locator('#which-way').boundingBox();
      assert.ok(box.y + box.height <= options.viewport.height, `${said}: the choice ends at ${box.y + box.height}`);
      const choice = await page.locator('#which-way').innerText();
      for (const word of ['WordPress', 'Squarespace', 'Wix', '<script>', 'iframe', 'API']) assert.ok(choice.includes(word), `${said}: ${word}`);
      // Each way links to its code.
      for (const id of ['way-iframe', 'way-element', 'way-api']) assert.equal(await page.locator(`#which-way a[href="#${id}"]`).count(), 1, `${said}: ${id}`);
      // CSP and CORS only after the three ways.
      const order = await page.evaluate(() => {
        const text = document.body.innerText;
        return { csp: text.indexOf('wasm-unsafe-eval'), cors: text.indexOf('Access-Control-Allow-Origin'), api: text.indexOf(document.getElementById('way-api').innerText) };
      });
      assert.ok(order.csp > order.api && order.cors > order.api, `${said}: ${JSON.stringify(order)}`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
});

test('French typography: a no-break space before : ; ? ! and inside « »', async () => {
  const { context, page } = await openGuide('embed-guide-fr.html');
  const text = await page.evaluate(() => document.body.innerText);
  // Not in the code boxes (code is code), nor in the widget's preview.
  const prose = await page.evaluate(() => {
    const parts = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (!n.parentElement.closest('pre, code, mahjong-referee, select, script')) parts.push(n.data);
    }
    return parts.join('');
  });
  assert.ok(text.length > 1000);
  assert.doesNotMatch(prose, /[ \n][:;?!»]/, 'an ordinary space or a line break before : ; ? ! »');
  assert.doesNotMatch(prose, /«[ \n]/, 'an ordinary space after «');
  assert.doesNotMatch(prose, /[^\u00a0\s][;?!»]/, 'no space before ; ? ! »');
  await context.close();
});

test('the iframe code, pasted into a host page with no script, shows the widget and its ruling', async () => {
  for (const [size, options] of SIZES) {
    const { context, page } = await openGuide('embed-guide.html', options);
    await page.selectOption('#g-ruleset', 'mers-2010');
    await page.selectOption('#g-incident', 'late');
    const snippet = await page.locator('#snippet-iframe').innerText();
    assert.doesNotMatch(snippet, /<script/i, 'the iframe code needs no script');
    // A site editor's page: no script at all (its policy forbids any), frames from the widget.
    const path = `/no-script-${size}.html`;
    hostPages[path] = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="script-src 'none'; frame-src ${widget.origin}">
<title>Club rules</title><style>body { font-family: serif; margin: 0 auto; max-width: 50rem; padding: 8px; }</style></head>
<body><h1>Our club's rules</h1><p>Ask the referee:</p>
${snippet}
<p>More text after the referee.</p></body></html>`;
    const hostPage = await context.newPage();
    await hostPage.goto(`${host.url}${path.slice(1)}`);
    const frameBox = await hostPage.locator('iframe').boundingBox();
    const bodyWidth = await hostPage.evaluate(() => document.body.clientWidth - 16);
    // As wide as the column, and tall enough for a ruling's screen without covering the phone's.
    assert.ok(Math.abs(frameBox.width - bodyWidth) <= 1, `${size}: frame ${frameBox.width} wide, column ${bodyWidth}`);
    assert.ok(frameBox.height >= 0.7 * options.viewport.height && frameBox.height <= options.viewport.height, `${size}: frame ${frameBox.height} tall`);
    const frame = hostPage.frameLocator('iframe');
    await frame.locator('[data-ready]').waitFor();
    await frame.locator('#fact-minutes').fill('12');
    const ruling = frame.locator('#ruling');
    await ruling.waitFor();
    assert.match(await ruling.innerText(), /Point penalty/);
    // The visitor scrolls inside the frame to the ruling: it is then in the frame's view.
    await ruling.scrollIntoViewIfNeeded();
    const inFrame = await ruling.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, height: r.height, view: innerHeight };
    });
    assert.ok(inFrame.top >= 0 && inFrame.top < inFrame.view, `${size}: ruling at ${JSON.stringify(inFrame)}`);
    assert.equal(await sideways(hostPage), false, `${size}: the host page scrolls sideways`);
    await hostPage.screenshot({ path: `${SHOTS}/embed-guide-iframe-no-script-${size}.png` });
    await context.close();
  }
});

test('the optional resize code sizes the frame to its content', async () => {
  const { context, page } = await openGuide('embed-guide.html');
  await page.selectOption('#g-ruleset', 'ema-2016');
  await page.fill('#g-origin', host.origin);
  const snippet = await page.locator('#snippet-iframe-resize').innerText();
  assert.match(snippet, new RegExp(`parent=${encodeURIComponent(host.origin).replaceAll('.', '\\.')}`));
  hostPages['/resize.html'] = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Club rules</title></head>
<body><h1>Our club's rules</h1>${snippet}</body></html>`;
  const hostPage = await context.newPage();
  await hostPage.goto(`${host.url}resize.html`);
  const frame = hostPage.frameLocator('iframe');
  await frame.locator('[data-ready]').waitFor();
  // The frame grows to the widget's height: taller than the fixed one, no scrolling inside.
  await hostPage.waitForFunction(() => document.querySelector('iframe').getBoundingClientRect().height > 900);
  const inner = await frame.locator('html').evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
  assert.ok(inner.scroll <= inner.client + 1, `the frame still scrolls inside: ${JSON.stringify(inner)}`);
  await context.close();
});

test('code scrolls inside its box, never the page, at 360 and 390 px, light and dark', async () => {
  for (const file of ['embed-guide.html', 'embed-guide-fr.html']) {
    for (const [size, options] of SIZES) {
      for (const colorScheme of ['light', 'dark']) {
        const { context, page, problems } = await openGuide(file, { ...options, colorScheme });
        const said = `${file} at ${size}, ${colorScheme}`;
        // The longest snippets: an incident, compact, a long origin.
        await page.selectOption('#g-incident', 'late');
        await page.check('#g-compact');
        await page.fill('#g-origin', 'https://www.federation-francaise-de-mahjong.example.org');
        await page.locator('#preview [data-ready]').waitFor();
        assert.equal(await sideways(page), false, `${said}: the page scrolls sideways`);
        // Each line of code is one line on screen (no address broken in two), and a box whose
        // lines are longer than it scrolls sideways itself.
        for (const id of ['snippet-iframe', 'snippet-iframe-resize', 'snippet-element', 'snippet-api']) {
          const shown = await page.locator(`#${id}`).evaluate((pre) => {
            const range = document.createRange();
            range.selectNodeContents(pre);
            const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            const style = getComputedStyle(pre);
            return { lines: pre.textContent.split('\n').length, shown: tops.size, wider: pre.scrollWidth > pre.clientWidth, overflow: style.overflowX };
          });
          assert.equal(shown.shown, shown.lines, `${said}: ${id} wraps (${JSON.stringify(shown)})`);
          if (shown.wider) assert.match(shown.overflow, /auto|scroll/, `${said}: ${id}`);
        }
        // The code's box scrolls by touch as well: it can be scrolled sideways.
        const scrolled = await page.locator('#snippet-iframe').evaluate((pre) => {
          pre.scrollLeft = 100;
          return pre.scrollLeft;
        });
        assert.ok(scrolled > 0, `${said}: the iframe code box does not scroll`);
        await page.evaluate(() => { document.getElementById('snippet-iframe').scrollLeft = 0; });
        const name = `embed-guide${file.endsWith('-fr.html') ? '-fr' : ''}-${size}-${colorScheme}.png`;
        await page.screenshot({ path: `${SHOTS}/${name}`, fullPage: true });
        assert.deepEqual(problems, [], said);
        await context.close();
      }
    }
  }
});

/** Until the service worker's cache holds each of `paths` (relative to the guide). */
async function untilKept(page, paths) {
  const missing = () => page.evaluate(async (wanted) => {
    const out = [];
    for (const path of wanted) {
      if (!(await caches.match(new URL(path, location.href).href, { ignoreSearch: true }))) out.push(path);
    }
    return out;
  }, paths);
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await missing()).length === 0) return;
    await page.waitForTimeout(200);
  }
  assert.deepEqual(await missing(), [], 'not kept by the service worker');
}

for (const [size, options] of SIZES) {
  test(`${size}: the guide opens offline once read online; a guide never read is not the widget`, { timeout: 90_000 }, async () => {
    const { context, page, problems } = await openGuide('embed-guide.html', options);
    await untilWorkerControls(page);
    await untilKept(page, ['embed-guide.html', 'embed-guide.js', 'embed-guide.css', 'embed.js', 'api/mahjong_referee.js', 'api/mahjong_referee_bg.wasm']);
    await context.setOffline(true);
    await page.reload();
    await page.locator('#g-incident option[value="late"]').waitFor({ state: 'attached' });
    assert.ok((await page.locator('#g-ruleset option').count()) >= 5);
    await page.selectOption('#g-ruleset', 'ema-2016');
    assert.match(await page.locator('#snippet-iframe').innerText(), /embed\.html\?ruleset=ema-2016/);
    // The preview is the widget, from the worker's precache.
    await page.locator('#preview [data-ready]').waitFor();
    await page.waitForFunction(() => document.getElementById('preview').shadowRoot?.querySelector('select#ruleset')?.value === 'ema-2016');
    assert.equal(await page.locator('body > h1').innerText(), 'Embedding the mahjong referee');
    await page.screenshot({ path: `${SHOTS}/embed-guide-offline-${size}.png` });

    // The French guide was never opened here: offline it is the browser's own network error,
    // never the widget (nor its page from the worker's cache).
    const answer = await page.goto(`${widget.url}embed-guide-fr.html`).then((r) => r, (e) => e);
    if (answer instanceof Error) {
      assert.match(answer.message, /net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
    } else {
      assert.ok(answer.status() >= 400, `a never-read guide offline answered ${answer.status()}`);
      assert.equal(await page.locator('mahjong-referee, #app-root, #frame-root, [data-ready]').count(), 0, 'the widget in the guide\'s place');
    }
    // And the widget's own page still is the widget.
    const app = await context.newPage();
    await app.goto(widget.url);
    await app.locator('[data-ready]').waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('the French guide offline: French lists from the API pack it kept, a French preview', { timeout: 90_000 }, async () => {
  const { context, page, problems } = await openGuide('embed-guide-fr.html', { ...PHONE, colorScheme: 'dark' });
  await untilWorkerControls(page);
  await untilKept(page, ['embed-guide-fr.html', 'embed-guide.js', 'embed-guide.css', 'embed.js', 'api/mahjong_referee_bg.wasm', 'api/lang/fr.compiled.txt', 'lang/fr.compiled.txt']);
  await context.setOffline(true);
  await page.reload();
  await page.locator('#g-incident option[value="late"]').waitFor({ state: 'attached' });
  assert.equal(await page.locator('#g-incident option[value="late"]').innerText(), 'Un joueur est arrivé en retard');
  await page.selectOption('#g-incident', 'late');
  await page.locator('#preview [data-ready]').waitFor();
  await page.waitForFunction(() => /retard/.test(document.getElementById('preview').shadowRoot?.querySelector('#incident-title')?.textContent ?? ''));
  await page.screenshot({ path: `${SHOTS}/embed-guide-fr-offline-dark.png` });
  assert.deepEqual(problems, []);
  await context.close();
});

test('a guide read once stays readable offline after the site gets a new version', { timeout: 90_000 }, async () => {
  // The next version: the same files but a worker with another cache name (as a new build has).
  const next = await mkdtemp(join(tmpdir(), 'guide-next-'));
  await cp(DIST, next, { recursive: true });
  const sw = await readFile(join(next, 'sw.js'), 'utf8');
  // The cache name is the release, then a hash (`mahjong-referee-0.9.0-…`): the hash changes.
  await writeFile(join(next, 'sw.js'), sw.replace(/(["'`]mahjong-referee-[^"'`/]*-)([0-9a-f]{16}["'`])/, '$10$2'));
  let root = DIST;
  const site = await serve(() => root);
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${site.url}embed-guide.html`);
    await untilWorkerControls(page);
    await untilKept(page, ['embed-guide.html', 'embed-guide.js', 'api/mahjong_referee_bg.wasm']);
    // Copies an earlier version kept (sent by the server before this reading): the guide page
    // and the API under other queries, which the copies just kept stand in for, and a pack
    // of an earlier version, of which no newer copy was kept.
    const stale = ['embed-guide.html?from=old', 'api/mahjong_referee.js?v=0000000000000000'];
    const alone = 'api/lang/fr.compiled.txt?v=0000000000000000';
    // The guide's cache, each copy by its address within the site.
    const guideKeys = () => page.evaluate(async () => (await (await caches.open('mahjong-referee:guide')).keys())
      .map((r) => r.url.slice(new URL('.', location.href).href.length)).sort());
    await page.evaluate(async (old) => {
      const cache = await caches.open('mahjong-referee:guide');
      for (const path of old) {
        await cache.put(new URL(path, location.href).href, new Response('an earlier copy', { headers: { date: 'Thu, 01 Jan 2026 00:00:00 GMT' } }));
      }
    }, [...stale, alone]);
    const keptBefore = await guideKeys();
    const before = await page.evaluate(() => caches.keys());
    // The new version is fetched, installed and taken (the widget's "new version" button does this).
    root = next;
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration.update();
      const worker = registration.installing ?? registration.waiting;
      if (worker.state !== 'installed') await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'installed' && resolve()));
      const taken = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      // The page is controlled as the worker starts activating; its 'activate' (which clears
      // the old caches) is over once it is activated.
      const activated = new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
      worker.postMessage('take');
      await Promise.all([taken, activated]);
    });
    const after = await page.evaluate(() => caches.keys());
    assert.notDeepEqual(after.filter((k) => k.startsWith('mahjong-referee-')), before.filter((k) => k.startsWith('mahjong-referee-')), 'a new version');
    // The new version pruned the guide's cache: the copies stood in for are gone, the rest
    // stays (the pack's only copy among them).
    const keptAfter = await guideKeys();
    assert.ok(stale.every((k) => keptBefore.includes(k)) && keptBefore.includes(alone), keptBefore.join(' '));
    assert.deepEqual(keptAfter, keptBefore.filter((k) => !stale.includes(k)));
    await context.setOffline(true);
    await page.reload();
    await page.locator('#g-incident option[value="late"]').waitFor({ state: 'attached' });
    await page.locator('#preview [data-ready]').waitFor();
    await context.close();
  } finally {
    site.close();
    await rm(next, { recursive: true, force: true });
  }
});
