// The stopwatch at the table (issue #32, left over), on phones at 390x844 and 360x740: a
// lateness takes its minutes and the seconds past them, which decide where a document's
// limit falls on the minute; a slow turn is read in seconds.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, SHOTS, useSite } from './harness.mjs';

const env = useSite({ before, after });
const SIZES = [['390x844', {}], ['360x740', { viewport: { width: 360, height: 740 } }]];

/** A phone page on `fragment` with the browser's clock held, ready. */
async function open(fragment, extra, options = {}) {
  const context = await env.browser.newContext({ ...PHONE, ...extra, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.clock.install({ time: new Date('2026-11-27T10:00:00Z') });
  await page.goto(`${env.site.url}${fragment}`);
  await page.locator('[data-ready]').waitFor();
  return { context, page, errors };
}

// The clock installed still flows as time passes: a reading is checked to the second where
// the test moved it on, give or take the seconds a slow machine takes (`near`).
const reads = (page, text, near = false) => page.waitForFunction(([t, near]) => {
  const shown = document.getElementById('stopwatch-time')?.textContent.trim() ?? '';
  return near ? shown.slice(0, -1) === t.slice(0, -1) : shown === t;
}, [text, near]);

for (const [size, extra] of SIZES) {
  test(`${size}: a lateness takes the stopwatch's minutes and seconds; 10:30 is past EMA 2016's ten minutes`, async () => {
    const { context, page, errors } = await open('#1/ema-2016/late/-/', extra);
    await page.locator('#stopwatch-start').tap();
    await page.clock.fastForward('10:30');
    await reads(page, '10:30');
    const use = page.locator('#stopwatch-use');
    assert.equal(await use.innerText(), 'Use 10\u00a0min 30\u00a0s');
    assert.ok((await use.boundingBox()).height >= 44, 'the button is a tap target');
    await use.tap();
    assert.equal(await page.inputValue('#fact-minutes'), '10');
    // The seconds decide here (ten or less, or more), so they are asked, with the reading.
    assert.equal(await page.inputValue('#fact-seconds'), '30');
    const ruling = page.locator('#ruling');
    assert.match(await ruling.innerText(), /A substitute plays/);
    assert.match(await ruling.innerText(), /10 minutes 30 s late: more than 10 minutes\./);
    await page.screenshot({ path: `${SHOTS}/stopwatch-late-${size}.png`, fullPage: true });
    // 10:00 exactly is still ten or less: 10,000 points.
    await page.fill('#fact-seconds', '0');
    assert.match(await ruling.innerText(), /10,000 final score points/);
    // Under MERS 2010 the same 10 minutes and some seconds are within 15: not asked.
    await page.selectOption('#ruleset', 'mers-2010');
    assert.equal(await page.locator('#fact-seconds').count(), 0);
    assert.match(await ruling.innerText(), /20 MCR points/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${size}: 40 seconds late is late under MERS 2010 (under 10 minutes), and not a whole minute under EMA 2016`, async () => {
    const { context, page, errors } = await open('#1/mers-2010/late/-/', extra);
    await page.locator('#stopwatch-start').tap();
    await page.clock.fastForward('00:40');
    await reads(page, '0:40');
    await page.locator('#stopwatch-use').tap();
    const ruling = page.locator('#ruling');
    assert.match(await ruling.innerText(), /10 MCR points/);
    assert.match(await ruling.innerText(), /40 s late: less than a minute\./);
    await page.selectOption('#ruleset', 'ema-2016');
    assert.match(await ruling.innerText(), /Nothing to rule/);
    assert.match(await ruling.innerText(), /Not a whole minute late/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${size}: a slow turn is read in seconds and puts nothing in; French and dark`, async () => {
    const { context, page, errors } = await open('#1/mers-2010/obstruction/-/', extra, { locale: 'fr-FR', colorScheme: 'dark' });
    await page.locator('#stopwatch-start').tap();
    await page.clock.fastForward('00:25');
    await reads(page, '25 secondes');
    assert.equal(await page.locator('#stopwatch-use').count(), 0);
    await page.locator('.stopwatch').screenshot({ path: `${SHOTS}/stopwatch-slow-turn-fr-dark-${size}.png` });
    // A lateness in French: the button says it the French way.
    await page.selectOption('#incident', 'late');
    await page.locator('#stopwatch-use').waitFor();
    assert.equal(await page.locator('#stopwatch-use').innerText(), 'Prendre 0\u00a0min 25\u00a0s');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [size, extra] of SIZES) {
  test(`${size}: a reset is taken back with one tap, also after a reload, and the reading goes on from the same start`, async () => {
    const { context, page, errors } = await open('#1/mers-2010/late/-/', extra);
    await page.locator('#stopwatch-start').tap();
    await page.clock.fastForward('12:30');
    await reads(page, '12:30');
    await page.locator('#stopwatch-reset').tap();
    const undo = page.locator('#stopwatch-undo');
    await undo.waitFor();
    assert.equal(await page.locator('#stopwatch-time').count(), 0);
    assert.equal(await undo.innerText(), 'Undo the reset');
    assert.ok((await undo.boundingBox()).height >= 44, 'the undo is a tap target');
    // The focus goes to the undo, not to nothing.
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'stopwatch-undo');
    await page.locator('.stopwatch').screenshot({ path: `${SHOTS}/stopwatch-undo-${size}.png` });
    // A reload keeps the offer; ten seconds on, the undo gives back the start: 12:40.
    await page.reload();
    await page.locator('[data-ready]').waitFor();
    await page.clock.fastForward('00:10');
    await undo.tap();
    await reads(page, '12:40', true);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'stopwatch-reset');
    await page.locator('#stopwatch-use').tap();
    assert.equal(await page.inputValue('#fact-minutes'), '12');
    // From the keyboard: Enter on Reset, Enter again (on the undo it focused) takes it back.
    await page.locator('#stopwatch-reset').focus();
    await page.keyboard.press('Enter');
    await undo.waitFor();
    await page.keyboard.press('Enter');
    await reads(page, '12:40', true);
    // A new start ends the offer: its own reset is the one taken back.
    await page.locator('#stopwatch-reset').tap();
    await page.locator('#stopwatch-start').tap();
    await page.clock.fastForward('00:05');
    await reads(page, '0:05', true);
    await page.locator('#stopwatch-reset').tap();
    await undo.tap();
    await reads(page, '0:05', true);
    // Dark, as at an evening session.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('#stopwatch-reset').tap();
    await page.locator('.stopwatch').screenshot({ path: `${SHOTS}/stopwatch-undo-dark-${size}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
}
