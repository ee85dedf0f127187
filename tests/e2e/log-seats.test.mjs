// The session log follows the players, not the seats (issue #32): seats change between hands,
// and a player's entries, counts and the table and hand said go with them. On phones at
// 390x844 and 360x740, light and dark.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { SHOTS, openPhone, useSite } from './harness.mjs';

const env = useSite({ before, after });
const SMALL = { viewport: { width: 360, height: 740 } };
// A false set under MERS 2010: each foul recorded for a player escalates theirs.
const FALSE_SET = '#1/mers-2010/false-set/4m4m5m/discarded=false';

/** The log's entries as read on screen. */
const entries = (page) => page.locator('.entries .entry > span').allInnerTexts();

/** Each player's row of the totals: name and fouls. */
const totals = (page) => page.$$eval('.totals tbody tr', (rows) => rows.map((r) => [
  r.querySelector('th').textContent.trim(),
  r.querySelector('td').textContent.trim(),
]));

for (const [size, extra] of [['390x844', {}], ['360x740', SMALL]]) {
  for (const scheme of ['light', 'dark']) {
    test(`${size} ${scheme}: log entries keep a player's name when seats change`, async () => {
      const { context, page, errors } = await openPhone(env, FALSE_SET, { ...extra, colorScheme: scheme });
      await page.getByText('Players, seats and table', { exact: true }).tap();
      for (const [i, name] of ['Ana', 'Bo', 'Cy', 'Di'].entries()) {
        await page.getByLabel(`Seat ${i + 1} (${['East', 'South', 'West', 'North'][i]})`, { exact: true }).fill(name);
      }
      await page.getByLabel('Table', { exact: true }).fill('12');
      await page.getByLabel('Round and hand', { exact: true }).fill('East 1');
      assert.equal(await page.locator('#log-place').innerText(), 'Table 12 · East 1');

      // Ana, East, commits a false set.
      const buttons = page.locator('.seats .record');
      assert.equal(await buttons.nth(0).locator('.record-name').innerText(), 'Ana');
      await buttons.nth(0).tap();
      await page.locator('.entries .entry').first().waitFor();
      assert.match((await entries(page))[0], /Ana[\s\S]*Table 12 · East 1/);

      // The deal passes: everyone moves a seat round, by keyboard; Ana now sits North.
      const rotate = page.getByRole('button', { name: 'Move seats round' });
      const box = await rotate.boundingBox();
      assert.ok(box.height >= 44, `the button is ${box.height}px high`);
      await rotate.focus();
      await page.keyboard.press('Enter');
      assert.equal(await page.locator('.moved[role="status"]').innerText(),
        'Seats moved round: East Bo, South Cy, West Di, North Ana.');
      assert.equal(await page.getByLabel('Seat 1 (East)', { exact: true }).inputValue(), 'Bo');
      assert.equal(await page.getByLabel('Seat 4 (North)', { exact: true }).inputValue(), 'Ana');
      await page.getByLabel('Round and hand', { exact: true }).fill('East 2');

      // Her count went with her: North's button says so, East's (Bo) has none.
      assert.equal(await buttons.nth(3).locator('.record-name').innerText(), 'Ana');
      assert.match(await buttons.nth(3).locator('small').innerText(), /^North · 1 foul · next: /);
      assert.match(await buttons.nth(0).locator('small').innerText(), /^East · 0 fouls$/);
      await buttons.nth(3).tap();
      await page.waitForFunction(() => document.querySelectorAll('.entries .entry').length === 2);
      const [first, second] = await entries(page);
      assert.match(first, /^\d\d:\d\d Ana \(East\) — [\s\S]*Table 12 · East 1$/);
      assert.match(second, /^\d\d:\d\d Ana \(North\) — [\s\S]*Table 12 · East 2$/);
      assert.deepEqual((await totals(page)).slice(0, 4), [['Bo', '0'], ['Cy', '0'], ['Di', '0'], ['Ana', '2']]);

      // Nothing sideways at this width; the screen drawn light and dark.
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        'no sideways scroll');
      await page.locator('.log').screenshot({ path: `${SHOTS}/log-seats-${size}-${scheme}.png` });

      // A reload keeps the players, their entries and the place.
      await page.reload();
      await page.locator('[data-ready]').waitFor();
      await page.locator('.entries .entry').nth(1).waitFor();
      assert.deepEqual(await entries(page), [first, second]);
      assert.deepEqual((await totals(page)).slice(0, 4), [['Bo', '0'], ['Cy', '0'], ['Di', '0'], ['Ana', '2']]);
      assert.equal(await page.locator('#log-place').innerText(), 'Table 12 · East 2');

      // The export carries the player recorded, the seat sat in then, the table and the hand.
      const csv = page.locator('a.export-csv');
      await csv.focus();
      const href = await csv.getAttribute('href');
      const rows = decodeURIComponent(href.slice(href.indexOf(',') + 1)).trim().split('\r\n');
      assert.match(rows[0], /,table,hand$/);
      assert.match(rows[1], /^\d\d:\d\d,1,Ana,mers-2010,.*,12,East 1$/);
      assert.match(rows[2], /^\d\d:\d\d,4,Ana,mers-2010,.*,12,East 2$/);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}
