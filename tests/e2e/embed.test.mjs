// Embedding for federation sites: host pages served from another localhost port than the
// widget, under the Content Security Policy a careful host uses; the widget's own site from
// a sub-path under the same policy.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { serve, launch, PHONE, DIST, SHOTS } from './harness.mjs';

let widget, host, browser;
const HOSTILE = '<img src=x onerror=alert(1)>';

function csp(widgetOrigin) {
  return `script-src 'self' 'wasm-unsafe-eval'${widgetOrigin ? ` ${widgetOrigin}` : ''}; object-src 'none'`;
}

before(async () => {
  await mkdir(SHOTS, { recursive: true });
  // The widget's site, as a federation would host it: under a sub-path, CORS open so that
  // other sites may load the element's script, and under the strict policy itself.
  widget = await serve(DIST, {
    prefix: '/tools/referee/',
    headers: { 'access-control-allow-origin': '*', 'content-security-policy': csp() },
  });
  const embed = `${widget.url}embed.js`;
  host = await serve(null, {
    headers: { 'content-security-policy': csp(widget.origin) },
    pages: {
      '/elements.html': `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Host</title>
<style>body { font-family: serif; color: rgb(200, 0, 0); } .answer, button { background: rgb(0, 0, 255) !important; }</style>
<script type="module" src="${embed}"></script></head><body>
<h1>Our tournament rules</h1><button class="answer" id="host-button">Host button</button>
<mahjong-referee id="one" ruleset="mers-2010" incident="late"></mahjong-referee>
<mahjong-referee id="two" ruleset="ema-2016" incident="false-set" compact></mahjong-referee>
<mahjong-referee id="four" ruleset="ffmj-2008" incident="late" lang="fr" compact></mahjong-referee>
<mahjong-referee id="three" ruleset="${HOSTILE.replaceAll('"', '&quot;')}" incident="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"></mahjong-referee>
</body></html>`,
      '/frame.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
<script type="module" src="/frame-host.js"></script></head><body>
<h1>What happens if…</h1>
<iframe id="f" title="Mahjong referee" style="width: 100%; height: 150px; border: 0"
  src="${widget.url}embed.html?ruleset=mers-2010&amp;incident=late&amp;compact&amp;parent=__HOST__"></iframe>
</body></html>`,
      '/api.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
<script type="module" src="${widget.url}api/global.js"></script></head><body><p>API host</p></body></html>`,
      '/frame-host.js': `const frame = document.getElementById('f');
const widget = new URL(frame.src).origin;
window.heights = [];
window.errors = [];
window.addEventListener('message', (e) => {
  if (e.origin === widget && e.data?.type === 'mahjong-referee:error') window.errors.push(e.data.message);
  if (e.origin !== widget || e.data?.type !== 'mahjong-referee:height') return;
  frame.style.height = e.data.height + 'px';
  window.heights.push(e.data.height);
});`,
    },
  });
  browser = await launch();
});

after(async () => {
  await browser?.close();
  widget?.close();
  host?.close();
});

/** A page that records CSP violations, dialogs and errors. */
/**
 * The host's iframe page, the frame's address given its host's origin (known once the host
 * is served), until the frame so loaded shows the widget and has told its height (then it
 * listens to its host: the first load, before the origin was filled in, may still be the
 * one drawn).
 */
async function openFrame() {
  const opened = await open(`${host.url}frame.html`);
  await opened.page.evaluate((origin) => {
    const f = document.getElementById('f');
    f.src = f.src.replace('__HOST__', encodeURIComponent(origin));
  }, host.origin);
  const frame = opened.page.frameLocator('#f');
  await frame.locator('[data-ready]').waitFor();
  await opened.page.waitForFunction(() => window.heights.length > 0);
  return { ...opened, frame };
}

async function open(url) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`error: ${e.message}`));
  page.on('dialog', async (d) => { problems.push(`dialog: ${d.message()}`); await d.dismiss(); });
  page.on('console', (m) => { if (/Refused to|Content Security Policy/.test(m.text())) problems.push(`console: ${m.text()}`); });
  await page.goto(url);
  return { context, page, problems };
}

test('the site works from a sub-path under the strict policy, with no inline script', async () => {
  const { context, page, problems } = await open(`${widget.url}#1/ema-2016/false-set/232z/discarded=true`);
  const ruling = page.locator('#ruling');
  await ruling.waitFor();
  assert.match(await ruling.innerText(), /Dead hand/);
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  assert.equal(await page.locator('script:not([src])').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('custom elements: attributes, shadow-root styles, two rule sets on one page, attribute changes', async () => {
  const { context, page, problems } = await open(`${host.url}elements.html`);
  const one = page.locator('#one');
  const two = page.locator('#two');
  await one.locator('[data-ready]').waitFor();
  await two.locator('[data-ready]').waitFor();
  assert.equal(await one.locator('select#ruleset').inputValue(), 'mers-2010');
  assert.equal(await two.locator('select#ruleset').inputValue(), 'ema-2016');
  assert.match(await one.locator('#incident-title').innerText(), /late/i);
  assert.match(await two.locator('#incident-title').innerText(), /false set/i);
  // compact: no title and no session log in the second.
  assert.equal(await two.locator('h1').count(), 0);
  assert.equal(await one.locator('h1').count(), 1);

  // The host's styles do not reach the widget, and the widget's do not reach the host.
  const inside = await one.locator('button.tab').first().evaluate((b) => getComputedStyle(b).backgroundColor);
  assert.notEqual(inside, 'rgb(0, 0, 255)');
  const outside = await page.locator('#host-button').evaluate((b) => getComputedStyle(b).backgroundColor);
  assert.equal(outside, 'rgb(0, 0, 255)');
  assert.match(await page.locator('h1').first().evaluate((h) => getComputedStyle(h).fontFamily), /serif/);

  // Each element keeps its own entries.
  await two.getByRole('button', { name: 'Yes' }).first().tap();
  await page.evaluate(() => document.getElementById('one').setAttribute('ruleset', 'ffmj-2008'));
  await page.waitForFunction(() => document.getElementById('one').shadowRoot.querySelector('select#ruleset')?.value === 'ffmj-2008');
  assert.equal(await two.locator('select#ruleset').inputValue(), 'ema-2016');
  await page.evaluate(() => document.getElementById('one').setAttribute('incident', 'cheating'));
  await page.waitForFunction(() => /cheat/i.test(document.getElementById('one').shadowRoot.querySelector('#incident-title')?.textContent ?? ''));

  // lang="fr": the element speaks French (its own language attribute), the others English;
  // a change of the attribute is followed.
  const four = page.locator('#four');
  await four.locator('[data-ready]').waitFor();
  assert.equal(await four.locator('#incident-title').innerText(), 'Un joueur est arrivé en retard');
  assert.equal(await four.locator('main').getAttribute('lang'), 'fr');
  assert.equal(await one.locator('main').getAttribute('lang'), 'en');
  assert.match(await four.locator('.questions').innerText(), /Combien de minutes de retard/);
  await page.evaluate(() => document.getElementById('four').setAttribute('lang', 'en'));
  await page.waitForFunction(() => document.getElementById('four').shadowRoot.querySelector('#incident-title')?.textContent === 'A player arrived late');

  // Hostile attribute values show as text, never as markup.
  const three = page.locator('#three');
  await three.locator('.embed-problem').first().waitFor();
  const notices = await three.locator('.embed-problem').allInnerTexts();
  assert.ok(notices.some((n) => n.includes(HOSTILE)), notices.join('\n'));
  assert.ok(notices.some((n) => n.includes('"><script>alert(2)</script>')), notices.join('\n'));
  assert.equal(await page.locator('#three img').count(), 0);

  await page.screenshot({ path: `${SHOTS}/embed-elements.png`, fullPage: true });
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('iframe: the frame grows from its messages, takes settings only from its host', async () => {
  // The host page names itself as the parent; filled in once the port is known.
  const { context, page, problems, frame } = await openFrame();
  await page.waitForFunction(() => parseInt(document.getElementById('f').style.height, 10) > 400);
  const height = await page.locator('#f').evaluate((f) => f.getBoundingClientRect().height);
  assert.ok(height > 400, `frame height ${height}`);
  assert.equal(await frame.locator('h1').count(), 0);

  // A message of the right shape from the host changes the incident.
  await page.evaluate((origin) => document.getElementById('f').contentWindow.postMessage({ type: 'mahjong-referee:set', incident: 'false-set' }, origin), widget.origin);
  await frame.locator('#incident-title', { hasText: /false set/i }).waitFor();
  // Wrong shape, or not from the host: ignored.
  await page.evaluate((origin) => document.getElementById('f').contentWindow.postMessage({ type: 'mahjong-referee:set', ruleset: 42 }, origin), widget.origin);
  const f = page.frames().find((x) => x.url().includes('embed.html'));
  await f.evaluate(() => window.postMessage({ type: 'mahjong-referee:set', ruleset: 'wrc-2015' }, '*'));
  // A misspelt field, or one bad value among good ones: nothing of it is applied, and the
  // host is told why.
  await page.evaluate((origin) => document.getElementById('f').contentWindow.postMessage({ type: 'mahjong-referee:set', rulset: 'wrc-2015' }, origin), widget.origin);
  await page.evaluate((origin) => document.getElementById('f').contentWindow.postMessage({ type: 'mahjong-referee:set', ruleset: 'wrc-2015', incident: 42 }, origin), widget.origin);
  await page.waitForFunction(() => window.errors.length >= 3);
  assert.deepEqual(await page.evaluate(() => window.errors), [
    "field 'ruleset': expected text of 64 characters at most",
    "unknown field 'rulset' (did you mean 'ruleset'?)",
    "field 'incident': expected text of 64 characters at most",
  ]);
  await page.waitForTimeout(300);
  assert.equal(await frame.locator('select#ruleset').inputValue(), 'mers-2010');
  // The host asks for French: the frame speaks French.
  await page.evaluate((origin) => document.getElementById('f').contentWindow.postMessage({ type: 'mahjong-referee:set', lang: 'fr' }, origin), widget.origin);
  await frame.locator('#incident-title', { hasText: 'Un joueur a annoncé un faux groupe' }).waitFor();
  assert.equal(await frame.locator('main').getAttribute('lang'), 'fr');
  await page.screenshot({ path: `${SHOTS}/embed-iframe.png`, fullPage: true });
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  assert.deepEqual(await f.evaluate(() => window.violations), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('iframe: hostile address values are text, and an unusable parent gets no messages', async () => {
  const bad = encodeURIComponent('"><script>alert(1)</script>');
  const { context, page, problems } = await open(`${widget.url}embed.html?ruleset=${bad}&incident=${encodeURIComponent(HOSTILE)}&parent=javascript:alert(1)`);
  await page.locator('.embed-problem').first().waitFor();
  const notices = await page.locator('.embed-problem').allInnerTexts();
  assert.ok(notices.some((n) => n.includes('"><script>alert(1)</script>')), notices.join('\n'));
  assert.ok(notices.some((n) => n.includes(HOSTILE)), notices.join('\n'));
  assert.equal(await page.locator('#frame-root img, #frame-root script').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the JS API as a global on another site: a ruling, and a coded error on bad input', async () => {
  const { context, page, problems } = await open(`${host.url}api.html`);
  const packs = [];
  page.on('request', (r) => { if (r.url().includes('/lang/')) packs.push(new URL(r.url()).pathname); });
  await page.waitForFunction(() => window.MahjongReferee !== undefined);
  const result = await page.evaluate(async () => {
    const api = await window.MahjongReferee.ready;
    const ruling = api.rule('mers-2010', { kind: 'late', minutes: 12 });
    let error;
    try {
      api.rule('ema-2016', { kind: 'false-set', tiles: '<img src=x onerror=alert(1)>' });
    } catch (e) {
      error = { code: e.code, message: e.message, isError: e instanceof Error };
    }
    // German: an error until its pack is loaded, then German; loaded once however often asked.
    let before;
    try {
      api.rule('mers-2010', { kind: 'late', minutes: 12 }, 'de');
    } catch (e) {
      before = e.code;
    }
    const loaded = await Promise.all([api.loadLanguage('de'), api.loadLanguage('de')]);
    const german = api.rule('mers-2010', { kind: 'late', minutes: 12 }, 'de').headline;
    let missing;
    await api.loadLanguage('xx').catch((e) => { missing = e.code; });
    const loadedAgain = await api.loadLanguage('de');
    return { version: api.version, release: [api.release, window.MahjongReferee.release], outcome: ruling.outcome, sections: ruling.sections, mcr: api.mcrFans({ concealed: '123m456p789s5s', melds: [{ kind: 'pung', tiles: '777z' }], win: '5s' }).fan, error, before, loaded, german, missing, loadedAgain };
  });
  assert.equal(result.before, 'lang-not-loaded');
  assert.deepEqual(result.loaded, ['de', 'de']);
  assert.match(result.german, /Strafe|Punkt/);
  // A language the library does not have is refused at once, as bad-lang (nothing fetched).
  assert.equal(result.missing, 'bad-lang');
  assert.equal(result.loadedAgain, 'de');
  assert.equal(packs.filter((p) => p.endsWith('/api/lang/de.compiled.txt')).length, 1, packs.join('\n'));
  assert.equal(result.version, 1);
  // The release beside the shape's version: Cargo.toml's.
  const release = /^version = "([^"]+)"$/m.exec(await readFile('Cargo.toml', 'utf8'))[1];
  assert.deepEqual(result.release, [release, release]);
  assert.equal(result.outcome, 'point-penalty');
  assert.ok(result.sections.length > 0);
  assert.equal(result.mcr, 11);
  assert.equal(result.error.code, 'bad-tiles');
  assert.ok(result.error.isError);
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the embed guide writes the snippets for the choices and previews them live', async () => {
  const { context, page, problems } = await open(`${widget.url}embed-guide.html`);
  await page.locator('#g-ruleset option').nth(4).waitFor({ state: 'attached' });
  await page.selectOption('#g-ruleset', 'ffmj-2008');
  await page.selectOption('#g-incident', 'late');
  const element = await page.locator('#snippet-element').innerText();
  assert.match(element, /<mahjong-referee ruleset="ffmj-2008" lang="en" incident="late"><\/mahjong-referee>/);
  assert.match(element, new RegExp(`src="${widget.url}embed.js"`));
  assert.match(await page.locator('#snippet-iframe').innerText(), /embed\.html\?ruleset=ffmj-2008&amp;lang=en&amp;incident=late/);
  assert.match(await page.locator('#snippet-api').innerText(), /api\/mahjong_referee\.js/);
  const preview = page.locator('#preview');
  await page.waitForFunction(() => document.getElementById('preview').shadowRoot?.querySelector('select#ruleset')?.value === 'ffmj-2008');
  assert.match(await preview.locator('#incident-title').innerText(), /late/i);
  await page.screenshot({ path: `${SHOTS}/embed-guide.png`, fullPage: true });
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the embed guide in French: French incidents, French snippets, a French preview', async () => {
  const { context, page, problems } = await open(`${widget.url}embed-guide-fr.html`);
  await page.locator('#g-incident option[value="late"]').waitFor({ state: 'attached' });
  assert.equal(await page.locator('#g-incident option[value="late"]').innerText(), 'Un joueur est arrivé en retard');
  await page.selectOption('#g-ruleset', 'mers-2010');
  await page.selectOption('#g-incident', 'late');
  assert.match(await page.locator('#snippet-element').innerText(), /<mahjong-referee ruleset="mers-2010" lang="fr" incident="late"><\/mahjong-referee>/);
  assert.match(await page.locator('#snippet-iframe').innerText(), /title="Arbitre de mahjong"/);
  assert.match(await page.locator('#snippet-api').innerText(), /rule\('mers-2010', \{ kind: 'late', minutes: 12 \}, 'fr'\)/);
  const preview = page.locator('#preview');
  await page.waitForFunction(() => document.getElementById('preview').shadowRoot?.querySelector('select#ruleset')?.value === 'mers-2010');
  assert.match(await preview.locator('#incident-title').innerText(), /retard/);
  await page.getByRole('button', { name: 'Copier' }).first().waitFor();
  assert.equal(await page.getByRole('link', { name: 'This guide in English' }).getAttribute('href'), 'embed-guide.html');
  await page.screenshot({ path: `${SHOTS}/embed-guide-fr.png`, fullPage: true });
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('iframe: a message is applied whole or not at all, then and later', async () => {
  const { context, page, problems, frame } = await openFrame();
  const send = (data) => page.evaluate(([origin, d]) => document.getElementById('f').contentWindow.postMessage({ type: 'mahjong-referee:set', ...d }, origin), [widget.origin, data]);
  // A value of the wrong type among good ones (the issue's case), then a message that only
  // makes the frame compact no longer: the rule set of the rejected message never comes in.
  await send({ ruleset: 'wrc-2015', incident: 42 });
  await send({ compact: false });
  await frame.locator('h1').waitFor();
  assert.equal(await frame.locator('select#ruleset').inputValue(), 'mers-2010');
  assert.match(await frame.locator('#incident-title').innerText(), /late/i);
  // A value of the right type that the widget does not know (no such incident): nothing of
  // the message is applied, not even its good rule set, and the host is told which field.
  await send({ ruleset: 'wrc-2015', incident: 'no-such-incident' });
  await page.waitForFunction(() => window.errors.length >= 2);
  await send({ compact: true });
  await frame.locator('h1').waitFor({ state: 'detached' });
  assert.equal(await frame.locator('select#ruleset').inputValue(), 'mers-2010');
  assert.match(await frame.locator('#incident-title').innerText(), /late/i);
  assert.equal(await frame.locator('.embed-problem').count(), 0);
  assert.deepEqual(await page.evaluate(() => window.errors), [
    "field 'incident': expected text of 64 characters at most",
    "field 'incident': unknown value",
  ]);
  // A good message is taken whole.
  await send({ ruleset: 'wrc-2015', incident: 'false-set' });
  await frame.locator('#incident-title', { hasText: /false set/i }).waitFor();
  assert.equal(await frame.locator('select#ruleset').inputValue(), 'wrc-2015');
  assert.deepEqual(problems, []);
  await context.close();
});

test('custom elements: an attribute the widget does not know changes nothing', async () => {
  const { context, page, problems } = await open(`${host.url}elements.html`);
  const one = page.locator('#one');
  await one.locator('[data-ready]').waitFor();
  const warnings = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.evaluate(() => {
    const e = document.getElementById('one');
    e.setAttribute('incident', 'no-such-incident');
    e.setAttribute('ruleset', 'wrc-2015');
  });
  await page.waitForTimeout(300);
  assert.equal(await one.locator('select#ruleset').inputValue(), 'mers-2010');
  assert.match(await one.locator('#incident-title').innerText(), /late/i);
  assert.deepEqual(warnings, [
    "mahjong-referee: attribute 'incident': unknown value (nothing changed)",
    "mahjong-referee: attribute 'incident': unknown value (nothing changed)",
  ]);
  // Set right, the attributes are taken together.
  await page.evaluate(() => document.getElementById('one').setAttribute('incident', 'false-set'));
  await one.locator('#incident-title', { hasText: /false set/i }).waitFor();
  assert.equal(await one.locator('select#ruleset').inputValue(), 'wrc-2015');
  assert.deepEqual(problems, []);
  await context.close();
});

test('oversized address state is refused at once, in a short message, never echoed', async () => {
  // A megabyte in the widget's own fragment.
  const huge = `1/ema-2016/late/-/minutes=${'9'.repeat(1 << 20)}`;
  const { context, page, problems } = await open(`${widget.url}#${huge}`);
  const start = Date.now();
  const notice = page.locator('#link-problem');
  await notice.waitFor();
  await page.locator('[data-ready]').waitFor();
  const took = Date.now() - start;
  const text = await notice.innerText();
  assert.ok(text.length < 200, `notice of ${text.length} characters`);
  assert.ok(!text.includes('9999999999'), text);
  assert.ok(took < 3000, `the page took ${took} ms`);
  console.log(`a 1 MB fragment: refused in a notice of ${text.length} characters, page usable after ${took} ms`);
  // The widget rules on.
  await page.getByRole('button', { name: 'Start again' }).tap();
  assert.deepEqual(problems, []);
  await context.close();

  // A megabyte as an address parameter of the iframe page: named to the host by its start only.
  const frame = await open(`${host.url}frame.html`);
  const name = 'x'.repeat(1 << 20);
  await frame.page.evaluate(([origin, n]) => {
    const f = document.getElementById('f');
    f.src = `${f.src.replace('__HOST__', encodeURIComponent(origin))}&${n}=1`;
  }, [host.origin, name]);
  await frame.page.waitForFunction(() => window.errors.length >= 1);
  const [message] = await frame.page.evaluate(() => window.errors);
  assert.ok(message.length < 200, `message of ${message.length} characters`);
  await frame.page.frameLocator('#f').locator('[data-ready]').waitFor();
  await frame.context.close();
});
