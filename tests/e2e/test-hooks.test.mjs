// Test hooks live only in the tests' build (target/dist-test, scripts/test-build.sh, the
// feature `panic-test`): there `?panic-test` panics on purpose and the crash panel is proven
// on the widget's page, in <mahjong-referee> elements and in the iframe page. The release
// build (dist/) has no hook: the same addresses leave the widget working.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { DIST, PHONE, TEST_DIST, launch, serve } from './harness.mjs';

let browser;
const sites = {};

/** A host page with three elements loading the widget from `widget` (a site served by `serve`). */
const hostPage = (widget) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
<script type="module" src="${widget.url}embed.js"></script></head><body>
<mahjong-referee id="one" ruleset="mers-2010" incident="late"></mahjong-referee>
<mahjong-referee id="two" ruleset="ema-2016" incident="false-set" compact></mahjong-referee>
<mahjong-referee id="four" ruleset="ffmj-2008" incident="late" lang="fr" compact></mahjong-referee>
</body></html>`;

before(async () => {
  for (const [name, dir] of [['test', TEST_DIST], ['release', DIST]]) {
    const widget = await serve(dir, { headers: { 'access-control-allow-origin': '*' } });
    const host = await serve(null, { pages: { '/elements.html': hostPage(widget) } });
    sites[name] = { widget, host };
  }
  browser = await launch();
});

after(async () => {
  await browser?.close();
  for (const { widget, host } of Object.values(sites)) {
    widget.close();
    host.close();
  }
});

/** A phone page at `url`, its page errors collected. */
async function open(url, extra = {}) {
  const context = await browser.newContext({ ...PHONE, ...extra });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  return { context, page, errors };
}

test('the tests\' build: a forced panic is contained: a message, a reload link, stored data untouched', async () => {
  const site = sites.test.widget;
  const { context, page } = await open(`${site.url}#1/mers-2010/late/-/minutes=12`);
  await page.locator('#ruling').waitFor();
  const before = await page.evaluate(() => localStorage.getItem('mahjong-referee/entry'));
  await page.goto(`${site.url}?panic-test#1/mers-2010/late/-/minutes=12`);
  const crashed = page.locator('#crashed');
  await crashed.waitFor();
  assert.match(await crashed.innerText(), /still saved/);
  assert.equal(await crashed.locator('a.reload').count(), 1);
  // A release-profile build: no panic hook (the wasm traps), the panel was written ahead and
  // the start-up script shows it; its link reloads the page as it was, fragment included.
  assert.match(await crashed.locator('a.reload').getAttribute('href'), /#1\/mers-2010\/late\//);
  const after = await page.evaluate(() => localStorage.getItem('mahjong-referee/entry'));
  assert.equal(after, before);
  // Reloading without the trigger brings the ruling back.
  await page.goto(site.url);
  await page.locator('#ruling').waitFor();
  assert.match(await page.locator('#ruling').innerText(), /20 MCR points/);
  await context.close();
});

test('the tests\' build: the crash panel speaks the language the widget speaks', async () => {
  const { context, page } = await open(`${sites.test.widget.url}?panic-test#1/mers-2010/late/-/minutes=12`, { locale: 'fr-FR' });
  const crashed = page.locator('#crashed');
  await crashed.waitFor();
  assert.match(await crashed.innerText(), /Votre saisie reste enregistrée/);
  assert.equal(await crashed.getByRole('link', { name: 'Recharger' }).count(), 1);
  await context.close();
});

test('the tests\' build: a panic in embedded widgets: each element and the iframe page show the crash panel, in their language', async () => {
  // The host page opened with ?panic-test: the wasm traps once its widgets have rendered;
  // one wasm serves every element, so every element says it has stopped.
  const { context, page, errors } = await open(`${sites.test.host.url}elements.html?panic-test`);
  for (const id of ['one', 'two', 'four']) {
    const panel = page.locator(`#${id} #crashed`);
    await panel.waitFor();
    assert.equal(await panel.getAttribute('role'), 'alert');
  }
  assert.match(await page.locator('#one #crashed').innerText(), /still saved/);
  assert.match(await page.locator('#four #crashed').innerText(), /Votre saisie reste enregistrée/);
  assert.match(await page.locator('#four #crashed a.reload').getAttribute('href'), /elements\.html\?panic-test$/);
  assert.ok(errors.every((p) => /unreachable|panic/.test(p)), errors.join('\n'));
  await context.close();

  const frame = await open(`${sites.test.widget.url}embed.html?panic-test&ruleset=mers-2010&lang=fr`);
  await frame.page.locator('#crashed').waitFor();
  assert.equal(await frame.page.getByRole('link', { name: 'Recharger' }).count(), 1);
  await frame.context.close();
});

test('the release build: ?panic-test leaves the widget working, on its page, in elements and in the iframe', async () => {
  const { widget, host } = sites.release;
  // The widget's own page: it rules, and goes on ruling.
  const own = await open(`${widget.url}?panic-test#1/mers-2010/late/-/minutes=12`);
  const card = own.page.locator('#ruling');
  await card.waitFor();
  assert.match(await card.innerText(), /20 MCR points/);
  await own.page.fill('#fact-minutes', '5');
  await own.page.locator('#ruling', { hasText: 'Point penalty: 10 MCR points' }).waitFor();
  await own.page.waitForTimeout(500);
  assert.equal(await own.page.locator('#crashed').isVisible(), false);
  assert.deepEqual(own.errors, []);
  await own.context.close();

  // A host page whose address holds it: every element works on.
  const elements = await open(`${host.url}elements.html?panic-test`);
  for (const id of ['one', 'two', 'four']) await elements.page.locator(`#${id} #incident-title`).waitFor();
  await elements.page.locator('#two').getByRole('button', { name: 'Yes' }).first().tap();
  await elements.page.waitForTimeout(500);
  for (const id of ['one', 'two', 'four']) assert.equal(await elements.page.locator(`#${id} #crashed`).isVisible(), false, id);
  assert.deepEqual(elements.errors, []);
  await elements.context.close();

  // The iframe page.
  const frame = await open(`${widget.url}embed.html?panic-test&ruleset=mers-2010&incident=late&lang=fr`);
  await frame.page.locator('#incident-title', { hasText: 'retard' }).waitFor();
  await frame.page.waitForTimeout(500);
  assert.equal(await frame.page.locator('#crashed').isVisible(), false);
  assert.deepEqual(frame.errors, []);
  await frame.context.close();
});
