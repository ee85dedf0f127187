// At the table, second round (issue #32), on phones at 390x844 and 360x740: what a referee
// reached for and did not find, and what slowed them down.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, SHOTS, openPhone, useSite } from './harness.mjs';

const env = useSite({ before, after });
const SMALL = { viewport: { width: 360, height: 740 } };

/** The list's groups: each heading and the kinds under it. */
const groups = (page) => page.$$eval('#incident optgroup', (all) => all.map((g) => ({
  label: g.label,
  kinds: [...g.querySelectorAll('option')].map((o) => o.value),
})));

for (const [size, extra] of [['390x844', {}], ['360x740', SMALL]]) {
  test(`${size}: the incident list puts the picked document's incidents first, the others apart`, async () => {
    const { context, page, errors } = await openPhone(env, '', extra);
    await page.selectOption('#ruleset', 'mers-2010');
    const mers = await groups(page);
    const apart = mers.at(-1);
    assert.equal(apart.label, 'Not in this document (MERS 2010)');
    for (const kind of ['riichi-declaration', 'noten-riichi', 'riichi-kong']) {
      assert.ok(apart.kinds.includes(kind), `${kind} is apart under MERS`);
      assert.ok(!mers.slice(0, -1).some((g) => g.kinds.includes(kind)), `${kind} is not among MERS's own`);
    }
    assert.equal(mers[0].label, 'Calls and claims');
    assert.ok(!mers[0].kinds.some((k) => k.includes('riichi')), 'no riichi incident in the first group');
    // Every incident is still there once, and one picked from apart is ruled (not covered).
    const all = mers.flatMap((g) => g.kinds);
    assert.equal(new Set(all).size, all.length);
    await page.selectOption('#incident', 'noten-riichi');
    assert.match(await page.locator('#ruling').innerText(), /Not in this document/);
    // Under EMA 2016 the riichi incidents are its own; the early chow is apart.
    await page.selectOption('#ruleset', 'ema-2016');
    const ema = await groups(page);
    assert.equal(ema.at(-1).label, 'Not in this document (EMA 2016)');
    assert.ok(ema.at(-1).kinds.includes('early-chow'));
    assert.ok(ema.some((g) => g.label === 'Riichi' && g.kinds.includes('noten-riichi')));
    assert.deepEqual(ema.flatMap((g) => g.kinds).sort(), [...all].sort(), 'the same incidents, placed otherwise');
    await page.screenshot({ path: `${SHOTS}/second-round-list-${size}.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/second-round-list-dark-${size}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [size, extra] of [['390x844', {}], ['360x740', SMALL]]) {
  test(`${size}: an MCR hand typed with its 14 tiles takes the last as the winning tile, and says so`, async () => {
    const { context, page, errors } = await openPhone(env, '', extra);
    await page.selectOption('#ruleset', 'mers-2010');
    await page.getByRole('tab', { name: 'Hand check' }).tap();
    await page.fill('#mcr-typed', '123m456p789s55s [777z]');
    const note = page.locator('#mcr-win-typed');
    await note.waitFor();
    assert.equal(await note.innerText(), '14 tiles typed: the last, 5 sou, is taken as the winning tile.');
    assert.equal(await page.locator('#mcr-error').innerText(), '');
    assert.match(await page.locator('#mcr-result').innerText(), /Valid hu/);
    await page.screenshot({ path: `${SHOTS}/second-round-mcr-14-${size}.png`, fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/second-round-mcr-14-dark-${size}.png`, fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
    // The winning tile tapped away: the note goes with it.
    await page.locator('#mcr-win button').tap();
    await note.waitFor({ state: 'detached' });
    await page.fill('#mcr-typed', '123m456p789s55s [777z] ');
    await note.waitFor();
    // Typed back to 13: the winning tile the text gave goes with it.
    await page.fill('#mcr-typed', '123m456p789s5s [777z]');
    await note.waitFor({ state: 'detached' });
    assert.equal(await page.locator('#mcr-result').count(), 0);
    // Kept across a reload.
    await page.fill('#mcr-typed', '123m456p789s55s [777z]');
    await note.waitFor();
    await page.reload();
    await page.locator('[data-ready]').waitFor();
    await page.getByRole('tab', { name: 'Hand check' }).tap();
    await page.locator('#mcr-win-typed').waitFor();
    assert.match(await page.locator('#mcr-result').innerText(), /Valid hu/);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [size, extra] of [['390x844', {}], ['360x740', SMALL]]) {
  test(`${size}: the comparison shows each rule set's payments in its row; opening one keeps the rule set picked`, async () => {
    const { context, page, errors } = await openPhone(env, '#1/ema-2012/empty-call/-/call=win&tilesShown=true&dealer=false', extra);
    const row = (id) => page.locator(`.compare tr[data-ruleset="${id}"]`);
    await row('ema-2016').waitFor();
    // The sizes in the rows, not behind a tap: EMA 2016's 20 000, EMA 2012's 4 000 and 2 000.
    assert.match(await row('ema-2016').innerText(), /20,000/);
    assert.match(await row('ema-2012').innerText(), /4,000.*\n?.*2,000/s);
    assert.ok(await row('mers-2010').locator('.pays, td').count() > 0);
    await page.locator('.compare').screenshot({ path: `${SHOTS}/second-round-compare-${size}.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('.compare').screenshot({ path: `${SHOTS}/second-round-compare-dark-${size}.png` });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Show the ruling under WRC 2015' }).tap();
    await page.locator('#compare-wrc-2015').waitFor();
    assert.equal(await page.inputValue('#ruleset'), 'ema-2012');
    // No sideways scrolling with a ruling open in the table.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [size, extra] of [['390x844', {}], ['360x740', SMALL]]) {
  test(`${size}: the stopwatch fills a lateness with its minutes and seconds, and keeps counting across a reload`, async () => {
    const context = await env.browser.newContext({ ...PHONE, ...extra });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.clock.install({ time: new Date('2026-11-26T10:00:00Z') });
    await page.goto(`${env.site.url}#1/mers-2010/late/-/`);
    await page.locator('[data-ready]').waitFor();
    await page.locator('#stopwatch-start').tap();
    // 12 minutes 30 seconds later: 12 whole minutes and the 30 seconds past them (which
    // MERS 2010 does not ask here: within 15 minutes either way).
    await page.clock.fastForward('12:30');
    const time = page.locator('#stopwatch-time');
    await page.waitForFunction(() => document.getElementById('stopwatch-time')?.textContent.trim() === '12:30');
    assert.equal(await page.locator('#stopwatch-use').innerText(), 'Use 12\u00a0min 30\u00a0s');
    await page.screenshot({ path: `${SHOTS}/second-round-stopwatch-${size}.png` });
    await page.locator('#stopwatch-use').tap();
    assert.equal(await page.inputValue('#fact-minutes'), '12');
    assert.match(await page.locator('#ruling').innerText(), /12 minutes late/);
    // A reload goes on counting from the same start.
    await page.reload();
    await page.locator('[data-ready]').waitFor();
    await page.clock.fastForward('01:00');
    await page.waitForFunction(() => /^13:3\d$/.test(document.getElementById('stopwatch-time')?.textContent.trim() ?? ''));
    assert.equal(await page.inputValue('#fact-minutes'), '12');
    await page.locator('#stopwatch-reset').tap();
    await page.locator('#stopwatch-start').waitFor();
    assert.equal(await time.count(), 0);
    // Dark, as at an evening session.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('#stopwatch-start').tap();
    await page.clock.fastForward('00:05');
    await page.locator('.stopwatch').screenshot({ path: `${SHOTS}/second-round-stopwatch-dark-${size}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a stopwatch started in one tab runs in another tab already open, and a reset there stops it in both', async () => {
  const context = await env.browser.newContext(PHONE);
  const errors = [];
  const open = async () => {
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${env.site.url}#1/mers-2010/late/-/`);
    await page.locator('[data-ready]').waitFor();
    return page;
  };
  const first = await open();
  const second = await open();
  await second.locator('#stopwatch-start').waitFor();
  await first.locator('#stopwatch-start').tap();
  // The other tab, open all along, follows the start without a reload.
  await second.locator('#stopwatch-time').waitFor();
  await second.locator('#stopwatch-reset').tap();
  await first.locator('#stopwatch-start').waitFor();
  assert.equal(await first.locator('#stopwatch-time').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the tile keys bear the language\'s letters (French West is O, green V); the empty log does not open on importing JSON', async () => {
  const { context, page, errors } = await openPhone(env, '', { locale: 'fr-FR' });
  const letter = (name) => page.getByRole('button', { name, exact: true }).first().locator('text').textContent();
  assert.equal(await letter('vent d’ouest'), 'O');
  assert.equal(await letter('dragon vert'), 'V');
  await page.selectOption('#lang', 'en');
  await page.getByRole('heading', { name: 'Mahjong referee' }).waitFor();
  assert.equal(await letter('west wind'), 'W');
  assert.equal(await letter('green dragon'), 'G');
  // The log, empty: its import is folded.
  const log = page.locator('.log');
  assert.doesNotMatch(await log.innerText(), /JSON/);
  await page.locator('.keyboard').first().screenshot({ path: `${SHOTS}/second-round-keys.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [size, extra] of [['390x844', {}], ['360x740', SMALL]]) {
  test(`${size}: the rules matrix page keeps its first column in view when its table scrolls sideways`, async () => {
    const context = await env.browser.newContext({ ...PHONE, ...extra });
    const page = await context.newPage();
    await page.goto(`${env.site.url}matrix.html`);
    const wrap = page.locator('.wrap');
    const first = page.locator('tbody tr').first().locator('th');
    const before = await first.boundingBox();
    assert.ok(await wrap.evaluate((w) => w.scrollWidth > w.clientWidth), 'the table is wider than the screen');
    await wrap.evaluate((w) => { w.scrollLeft = 400; });
    const after = await first.boundingBox();
    assert.ok(Math.abs(after.x - before.x) < 1, `the incident column stays (${before.x} → ${after.x})`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'the page itself does not scroll sideways');
    await page.screenshot({ path: `${SHOTS}/second-round-matrix-${size}.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/second-round-matrix-dark-${size}.png` });
    await context.close();
  });
}

for (const [size, extra] of [['390x844', {}], ['360x740', SMALL]]) {
  test(`${size}: the hand checks show their reading and waits as tiles, set by set`, async () => {
    const { context, page, errors } = await openPhone(env, '', extra);
    // MCR: a claimed pung of red dragons, three chows, a pair of 5 sou, waiting on 5 sou.
    await page.selectOption('#ruleset', 'mers-2010');
    await page.getByRole('tab', { name: 'Hand check' }).tap();
    await page.fill('#mcr-typed', '123m456p789s55s [777z]');
    const sets = page.locator('#reading .read-set');
    await sets.first().waitFor();
    assert.equal(await sets.count(), 5);
    assert.equal(await page.locator('#reading .read-set.declared').count(), 1);
    assert.deepEqual(await page.locator('#reading .read-set.declared [role=img]').evaluateAll((all) => all.map((i) => i.getAttribute('aria-label'))),
      ['red dragon', 'red dragon', 'red dragon']);
    assert.deepEqual(await page.locator('#waited-on [role=img]').evaluateAll((all) => all.map((i) => i.getAttribute('aria-label'))), ['5 sou']);
    // The winning tile is marked in the pair it completed, and named so.
    assert.deepEqual(await page.locator('#reading .read-set').last().locator('.winning [role=img]').evaluateAll((all) => all.map((i) => i.getAttribute('aria-label'))),
      ['Winning tile: 5 sou']);
    assert.equal(await page.locator('#reading .winning').count(), 1);
    assert.doesNotMatch(await page.locator('#mcr-result').innerText(), /\d[mps]\b/, 'no mpsz left to decode');
    await page.locator('#mcr-result').screenshot({ path: `${SHOTS}/second-round-reading-mcr-${size}.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('#mcr-result').screenshot({ path: `${SHOTS}/second-round-reading-mcr-dark-${size}.png` });
    await page.emulateMedia({ colorScheme: 'light' });
    // A special hand is drawn too, pair by pair, not named in English words.
    await page.fill('#mcr-typed', '1122m3344p5566s77z');
    await page.locator('#reading .read-set').nth(6).waitFor();
    assert.equal(await page.locator('#reading .read-set').count(), 7);
    assert.doesNotMatch(await page.locator('#mcr-result').innerText(), /seven pairs/);
    await page.locator('#reading').screenshot({ path: `${SHOTS}/second-round-reading-pairs-${size}.png` });
    // Riichi: a pinfu win on 4 sou.
    await page.selectOption('#ruleset', 'ema-2016');
    await page.locator('#hand-typed').waitFor();
    await page.fill('#hand-typed', '123m456p789s23s99m');
    await page.getByRole('button', { name: 'win on 4 sou' }).tap();
    const answer = (question, value) => page.getByRole('group', { name: question }).getByRole('button', { name: value, exact: true }).tap();
    await answer('Did the player let a winning discard pass this hand?', 'No');
    await answer('Ron or tsumo?', 'Tsumo');
    await answer('Riichi declared?', 'No');
    await answer('Seat wind', 'South');
    await page.locator('#win #reading .read-set').first().waitFor();
    assert.equal(await page.locator('#win #reading .read-set').count(), 5);
    // The winning tile sits in the chow it completed, 2-3-4 sou.
    assert.deepEqual(await page.locator('#win #reading .read-set:has(.winning) [role=img]').evaluateAll((all) => all.map((i) => i.getAttribute('aria-label'))),
      ['2 sou', '3 sou', 'Winning tile: 4 sou']);
    await page.locator('#win').screenshot({ path: `${SHOTS}/second-round-reading-riichi-${size}.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('#win').screenshot({ path: `${SHOTS}/second-round-reading-riichi-dark-${size}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [size, extra] of [['390x844', {}], ['360x740', SMALL]]) {
  test(`${size}: a named player keeps their seat wind on the record button and in "whose foul?", on one line`, async () => {
    const { context, page, errors } = await openPhone(env, '#1/mers-2010/false-set/4m4m5m/discarded=false', extra);
    await page.getByText('Players, seats and table', { exact: true }).tap();
    await page.getByLabel('Seat 1 (East)', { exact: true }).fill('Alexandrine Oosterhuis');
    const button = page.locator('.seats .record').first();
    assert.match(await button.locator('small').innerText(), /^East/);
    const name = button.locator('.record-name');
    const box = await name.boundingBox();
    assert.ok(box.height < 30, `the name is one line (${box.height}px)`);
    assert.ok(await page.getByRole('button', { name: /^Alexandrine Oosterhuis \(East\) · 0 fouls$/ }).count() > 0, 'whose foul? names the seat too');
    await page.locator('.log').screenshot({ path: `${SHOTS}/second-round-log-names-${size}.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('.log').screenshot({ path: `${SHOTS}/second-round-log-names-dark-${size}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
}
