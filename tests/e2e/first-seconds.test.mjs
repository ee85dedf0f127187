// The first seconds on a phone (390x844): the first screen is painted before the wasm has
// arrived, says it is loading and takes no tap; once the widget is ready, its root says so
// (`data-ready`), and three taps bring the false set's question, then its ruling, onto the
// screen without scrolling (the tile keyboard folds once the group is complete).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, SHOTS, untilWorkerControls, useSite } from './harness.mjs';

const env = useSite({ before, after });

/** Whether an element is wholly within the phone's screen as it is scrolled now. */
const onScreen = (locator) =>
  locator.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight && r.height > 0;
  });

test('before the wasm runs, the page shows the first screen and says it is loading; never a blank page', async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  // The wasm does not arrive (its request left hanging): what is on screen is the page alone.
  await page.route(/\.wasm$/, () => {});
  await page.goto(env.site.url);
  const loading = page.locator('.loading');
  await loading.waitFor();
  assert.equal(await loading.getAttribute('role'), 'status');
  assert.match(await loading.innerText(), /^Loading the referee… · Chargement de l’arbitre…/);
  const root = page.locator('#app-root');
  assert.equal(await root.getAttribute('aria-busy'), 'true');
  assert.equal(await page.locator('[data-ready]').count(), 0, 'not ready without the wasm');
  assert.equal(await page.locator('#incident-title').innerText(), 'A player claimed a false set');
  assert.ok(await onScreen(page.locator('#incident-title')), 'the incident is on the first screen');
  // The tile keyboard is drawn, its keys disabled until the widget takes over.
  const keys = page.locator('.keyboard button');
  assert.equal(await keys.count(), 37, '34 kinds and 3 red fives');
  assert.equal(await page.locator('.keyboard button:disabled').count(), 37);
  assert.equal(await page.locator('#app-root button:enabled, #app-root select:enabled, #app-root input:enabled').count(), 0);
  await page.screenshot({ path: `${SHOTS}/first-screen-before-wasm.png` });
  // Nothing in it takes the focus.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.closest('#app-root')), null);
  // The iframe's page too.
  await page.goto(`${env.site.url}embed.html`);
  await page.locator('#frame-root[aria-busy="true"] .loading').waitFor();
  assert.equal(await page.locator('#incident-title').innerText(), 'A player claimed a false set');
  await context.close();
});

test('a start that fails (the wasm refused) turns the loading notice into a message, never a page loading for ever', async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  await page.route(/\.wasm$/, (route) => route.abort());
  await page.goto(env.site.url);
  const failed = page.locator('.loading.failed');
  await failed.waitFor();
  assert.equal(await failed.getAttribute('role'), 'alert');
  assert.match(await failed.innerText(), /^The referee could not start: reload the page\./);
  assert.equal(await page.locator('[aria-busy]').count(), 0);
  await page.screenshot({ path: `${SHOTS}/first-screen-start-failed.png` });
  await context.close();
});

test('once ready: data-ready, no loading state, and the false set question then its ruling on screen after the three taps', async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(env.site.url);
  await page.locator('#app-root[data-ready]').waitFor();
  assert.equal(await page.locator('#app-root').getAttribute('aria-busy'), null);
  assert.equal(await page.locator('.loading').count(), 0);
  assert.equal(await page.locator('[data-painted]').count(), 0, 'the painted screen is gone, whole');
  assert.equal(await page.locator('.keyboard button:disabled').count(), 0);
  await page.screenshot({ path: `${SHOTS}/first-screen-ready.png` });
  for (const name of ['south wind', 'west wind', 'south wind']) {
    await page.getByRole('button', { name, exact: true }).first().tap();
  }
  // The group is complete: the keyboard folds, and the next question is on screen.
  const open = page.locator('#keys-open');
  await open.waitFor();
  assert.equal(await page.locator('.keyboard').isVisible(), false);
  const question = page.locator('fieldset', { hasText: 'Has the player discarded since?' });
  assert.ok(await onScreen(question), 'the question is on the first screen');
  await page.screenshot({ path: `${SHOTS}/first-screen-three-taps.png` });
  await question.getByRole('button', { name: 'No', exact: true }).tap();
  const headline = page.locator('#ruling-headline');
  await headline.waitFor();
  assert.equal(await headline.innerText(), 'No penalty');
  assert.ok(await onScreen(headline), 'the ruling is on screen');
  assert.ok(await onScreen(page.locator('#ruling .sections')), 'with its section');
  // One tap opens the keyboard again; the next tile folds it.
  await open.tap();
  await page.getByRole('button', { name: 'north wind', exact: true }).first().tap();
  await open.waitFor();
  assert.equal(await page.locator('.group-tiles .placed:not(.back)').count(), 4);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a return visit: the offline copy of the page comes without the painted first screen, the widget at hand draws itself', async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const first = await page.goto(env.site.url);
  assert.match(await first.text(), /<!--first-screen-->/, 'a first visit gets the painted screen');
  await untilWorkerControls(page);
  const again = await page.reload();
  assert.ok(again.fromServiceWorker(), 'from the offline copy');
  assert.doesNotMatch(await again.text(), /first-screen|Loading the referee/);
  await page.locator('#app-root[data-ready]').waitFor();
  assert.equal(await page.locator('[data-painted]').count(), 0);
  assert.equal(await page.locator('#incident-title').innerText(), 'A player claimed a false set');
  await context.close();
});
