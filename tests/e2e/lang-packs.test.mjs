// Languages as packs (on a phone, 390x844): English is built in, every other language is a
// pack fetched when it is picked. A first visit in English downloads no pack; picking French
// shows English with a short note until the pack is in, then French; a pack fetched once is
// kept by the service worker, so the language works offline after; a pack that cannot be
// fetched leaves English with a message and a button that tries again.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, SHOTS, untilWorkerControls, useSite } from './harness.mjs';

const env = useSite({ before, after });

const tap = (page, name) => page.getByRole('button', { name, exact: true }).first().tap();

/** A phone page that records every address it asks for. */
async function recorded(locale = 'en-US', extra = {}) {
  const context = await env.browser.newContext({ ...PHONE, locale, ...extra });
  const asked = [];
  context.on('request', (r) => asked.push(new URL(r.url()).pathname));
  const page = await context.newPage();
  return { context, page, asked };
}

test('a first visit in English downloads no language pack, also once the service worker has cached the site', async () => {
  const { context, page, asked } = await recorded();
  await page.goto(env.site.url);
  await page.locator('[data-ready]').waitFor();
  await untilWorkerControls(page);
  assert.deepEqual(asked.filter((p) => p.includes('/lang/')), []);
  assert.equal(await page.locator('.lang-loading').count(), 0);
  await context.close();
});

test('picking French: English and a note while its pack is fetched, then French; the pack is fetched once', async () => {
  // The pack is held back until the test lets it through: what shows meanwhile is checked
  // (no service worker, which would fetch it out of the test's reach).
  const { context, page, asked } = await recorded('en-US', { serviceWorkers: 'block' });
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route(/\/lang\/fr\.compiled\.txt/, async (route) => { await held; await route.continue(); });
  await page.goto(env.site.url);
  await page.locator('[data-ready]').waitFor();
  await tap(page, 'south wind');
  await tap(page, 'west wind');
  await tap(page, 'south wind');
  await page.selectOption('#lang', 'fr');
  const note = page.locator('.lang-loading');
  await note.waitFor();
  assert.equal(await note.getAttribute('role'), 'status');
  assert.match(await note.innerText(), /^Loading Français… shown in English until it arrives\.$/);
  // Never a blank card: the widget speaks English until then, the picker already says French.
  assert.equal(await page.locator('h1').innerText(), 'Mahjong referee');
  assert.equal(await page.inputValue('#lang'), 'fr');
  await page.screenshot({ path: `${SHOTS}/lang-pack-loading.png` });
  release();
  await note.waitFor({ state: 'detached' });
  assert.equal(await page.locator('h1').innerText(), 'Arbitre de mahjong');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  await tap(page, 'Oui');
  const card = page.locator('#ruling');
  await card.waitFor();
  assert.match(await card.innerText(), /Main morte|Faute|Pénalité/);
  assert.doesNotMatch(await card.innerText(), /\b(the|player)\b/i, 'no English left on the card');
  await page.screenshot({ path: `${SHOTS}/lang-pack-french.png` });
  // Back to English and to French again: nothing fetched a second time.
  await page.selectOption('#lang', 'en');
  await page.getByRole('heading', { name: 'Mahjong referee' }).waitFor();
  await page.selectOption('#lang', 'fr');
  await page.getByRole('heading', { name: 'Arbitre de mahjong' }).waitFor();
  assert.equal(asked.filter((p) => p.includes('/lang/')).length, 1, asked.join('\n'));
  await context.close();
});

test('a pack fetched once works offline after: French after an offline reload', async () => {
  const { context, page } = await recorded();
  await page.goto(env.site.url);
  await page.locator('[data-ready]').waitFor();
  await untilWorkerControls(page);
  await page.selectOption('#lang', 'fr');
  await page.getByRole('heading', { name: 'Arbitre de mahjong' }).waitFor();
  await context.setOffline(true);
  await page.reload();
  await page.locator('[data-ready]').waitFor();
  await page.getByRole('heading', { name: 'Arbitre de mahjong' }).waitFor();
  await tap(page, 'vent du sud');
  await tap(page, 'vent d’ouest');
  await tap(page, 'vent du sud');
  await tap(page, 'Oui');
  await page.locator('#ruling').waitFor();
  assert.match(await page.locator('#ruling').innerText(), /EMA|MERS|WRC|FFMJ/);
  assert.equal(await page.locator('.lang-loading').count(), 0);
  await context.close();
});

test('a pack that cannot be fetched leaves English with a message and a button that tries again', async () => {
  const { context, page } = await recorded('en-US', { serviceWorkers: 'block' });
  let refuse = true;
  await page.route(/\/lang\/fr\.compiled\.txt/, (route) => (refuse ? route.abort() : route.continue()));
  await page.goto(env.site.url);
  await page.locator('[data-ready]').waitFor();
  await page.selectOption('#lang', 'fr');
  const failed = page.locator('.lang-loading[role="alert"]');
  await failed.waitFor();
  assert.match(await failed.innerText(), /^Français could not be loaded \(offline\?\): shown in English\. Try again$/);
  assert.equal(await page.locator('h1').innerText(), 'Mahjong referee');
  await page.screenshot({ path: `${SHOTS}/lang-pack-failed.png` });
  refuse = false;
  await page.getByRole('button', { name: 'Try again' }).tap();
  await page.getByRole('heading', { name: 'Arbitre de mahjong' }).waitFor();
  assert.equal(await page.locator('.lang-loading').count(), 0);
  await context.close();
});

test('a German browser gets German: the false set S W S, discarded, and 12 minutes late, ruled in German', async () => {
  const { context, page } = await recorded('de-DE');
  await page.goto(env.site.url);
  await page.locator('[data-ready]').waitFor();
  await page.getByRole('heading', { name: 'Mahjong-Schiedsrichter' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  assert.equal(await page.inputValue('#lang'), 'de');
  await tap(page, 'Südwind');
  await tap(page, 'Westwind');
  await tap(page, 'Südwind');
  await tap(page, 'Ja');
  await page.selectOption('#ruleset', 'ema-2016');
  const card = page.locator('#ruling');
  await card.waitFor();
  const text = await card.innerText();
  assert.match(text, /Tote Hand/);
  assert.match(text, /EMA 2016 §5\.1\.4/);
  assert.doesNotMatch(text, /\b(the|player|dead hand)\b/i, 'no English left on the card');
  await page.screenshot({ path: `${SHOTS}/lang-pack-german.png`, fullPage: true });
  // Lateness, picked from the list: 12 minutes under MERS 2010.
  await page.selectOption('#incident', 'late');
  await page.selectOption('#ruleset', 'mers-2010');
  await page.fill('#fact-minutes', '12');
  const late = await page.locator('#ruling').innerText();
  assert.match(late, /12 Minuten/);
  assert.match(late, /Punktstrafe|Strafe/);
  assert.doesNotMatch(late, /\b(the|minutes late)\b/i);
  await context.close();
});

/** Records, from the page's very start, every English title or loading note the widget
 *  itself draws (the first screen painted before the wasm, English and inert, is not it). */
const watchEnglish = () => {
  window.englishSeen = [];
  new MutationObserver(() => {
    for (const root of document.querySelectorAll('.app-root:not([data-painted]):not([inert])')) {
      const h1 = root.querySelector('h1')?.textContent;
      if (h1 === 'Mahjong referee') window.englishSeen.push('title');
      if (root.querySelector('.lang-loading')) window.englishSeen.push('loading note');
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

test('no English first: a German browser’s widget, and a reload after picking Dutch, draw their language from the first frame', async () => {
  const { context, page, asked } = await recorded('de-DE', { serviceWorkers: 'block' });
  await context.addInitScript(watchEnglish);
  await page.goto(env.site.url);
  await page.locator('[data-ready]').waitFor();
  await page.getByRole('heading', { name: 'Mahjong-Schiedsrichter' }).waitFor();
  assert.deepEqual(await page.evaluate(() => window.englishSeen), []);
  // Fetched once, by the start-up script alongside the wasm; the widget took that answer.
  assert.deepEqual(asked.filter((p) => p.includes('/lang/')), ['/lang/de.compiled.txt']);
  await page.selectOption('#lang', 'nl');
  await page.getByRole('heading', { name: 'Mahjong-scheidsrechter' }).waitFor();
  await page.reload();
  await page.locator('[data-ready]').waitFor();
  await page.getByRole('heading', { name: 'Mahjong-scheidsrechter' }).waitFor();
  assert.deepEqual(await page.evaluate(() => window.englishSeen), []);
  assert.equal(asked.filter((p) => p.endsWith('/lang/nl.compiled.txt')).length, 2, 'picked, then fetched early on the reload');
  await context.close();
});

test('Dutch fetched once works offline after: switching to Dutch with the network gone', async () => {
  const { context, page } = await recorded('en-US');
  await page.goto(env.site.url);
  await page.locator('[data-ready]').waitFor();
  await untilWorkerControls(page);
  await page.selectOption('#lang', 'nl');
  await page.getByRole('heading', { name: 'Mahjong-scheidsrechter' }).waitFor();
  await page.selectOption('#lang', 'en');
  await page.getByRole('heading', { name: 'Mahjong referee' }).waitFor();
  await context.setOffline(true);
  await page.reload();
  await page.locator('[data-ready]').waitFor();
  await page.selectOption('#lang', 'nl');
  await page.getByRole('heading', { name: 'Mahjong-scheidsrechter' }).waitFor();
  await tap(page, 'zuidenwind');
  await tap(page, 'westenwind');
  await tap(page, 'zuidenwind');
  await tap(page, 'Ja');
  await page.selectOption('#ruleset', 'ema-2016');
  assert.match(await page.locator('#ruling').innerText(), /Dode hand/);
  assert.equal(await page.locator('.lang-loading').count(), 0);
  await page.screenshot({ path: `${SHOTS}/lang-pack-dutch-offline.png`, fullPage: true });
  await context.close();
});

test('a German browser’s first visit keeps its pack: German after an offline reload', async () => {
  const { context, page } = await recorded('de-DE');
  await page.goto(env.site.url);
  await page.locator('[data-ready]').waitFor();
  await page.getByRole('heading', { name: 'Mahjong-Schiedsrichter' }).waitFor();
  await untilWorkerControls(page);
  // The pack went past the worker (it was fetched before the worker took the page): the page
  // asks for it again through the worker, which keeps it.
  await page.waitForFunction(async () => (await caches.keys()).length > 0
    && Boolean(await caches.match([...performance.getEntriesByType('resource')].find((e) => e.name.includes('/lang/de.')).name)));
  await context.setOffline(true);
  await page.reload();
  await page.locator('[data-ready]').waitFor();
  await page.getByRole('heading', { name: 'Mahjong-Schiedsrichter' }).waitFor();
  assert.equal(await page.locator('.lang-loading').count(), 0);
  await context.close();
});

test('the start-up script fetches the pack of the language the widget then speaks: one rule, stored choice first, then the browser’s languages', async () => {
  // [the stored choice (none: nothing stored), the browser's languages, the language spoken]:
  // its record, or the line of the format before
  const cases = [
    ['["2","fr"]', ['de-DE'], 'fr'],
    ['["2",""]', ['fr-CA'], 'fr'],
    ['["2","nl"]', ['fr'], 'nl'],
    ['["2","klingon"]', ['de'], 'de'],
    ['["3","fr"]', ['it'], 'en'],
    ['["2","fr"', ['nl'], 'nl'],
    ['["2",7]', ['de'], 'de'],
    [' ["2","fr"]', ['nl'], 'fr'],
    ['["2","fr","x"]', ['nl'], 'nl'],
    ['["2","\\u+066r"]', ['nl'], 'nl'],
    [null, ['it-IT', 'nl-BE', 'fr'], 'nl'],
    [null, ['DE_at', 'en'], 'de'],
    [null, ['it', 'pt-BR'], 'en'],
    [null, [], 'en'],
    ['1;fr', ['de-DE'], 'fr'],
    ['1;', ['fr-CA'], 'fr'],
    ['1;en', ['nl'], 'en'],
    ['1;klingon', ['de'], 'de'],
    ['1;FR', ['it', 'nl'], 'nl'],
    ['0;fr', ['it'], 'en'],
  ];
  for (const [line, tags, spoken] of cases) {
    const { context, page, asked } = await recorded('en-US', { serviceWorkers: 'block' });
    await context.addInitScript(({ line, tags }) => {
      Object.defineProperty(Navigator.prototype, 'languages', { get: () => tags });
      if (line !== null) localStorage.setItem('mahjong-referee/lang', line);
    }, { line, tags });
    await context.addInitScript(watchEnglish);
    await page.goto(env.site.url);
    await page.locator('[data-ready]').waitFor();
    await page.locator('.lang-loading').waitFor({ state: 'detached' });
    const what = `stored ${line}, browser ${tags.join(' ')}`;
    assert.equal(await page.locator('main.app').getAttribute('lang'), spoken, what);
    // The start-up script guessed right: the pack fetched is the one spoken, once (a wrong
    // guess is a second fetch by the widget), and before the first frame (a missed guess is
    // an English frame while the widget fetches it).
    const packs = asked.filter((p) => p.includes('/lang/'));
    assert.deepEqual(packs, spoken === 'en' ? [] : [`/lang/${spoken}.compiled.txt`], what);
    if (spoken !== 'en') assert.deepEqual(await page.evaluate(() => window.englishSeen), [], what);
    await context.close();
  }
});
