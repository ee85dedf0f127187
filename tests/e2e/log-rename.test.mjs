// The session log (issue #32, left over), on phones at 390x844 and 360x740, light and dark:
// a player renamed keeps their entries and counts (a name retyped in a seat is still a new
// player), and two seats swapped take their players' counts with them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { SHOTS, openPhone, useSite } from './harness.mjs';

const env = useSite({ before, after });
const SIZES = [['390x844', {}], ['360x740', { viewport: { width: 360, height: 740 } }]];
// A false set under MERS 2010: each foul recorded for a player escalates theirs.
const FALSE_SET = '#1/mers-2010/false-set/4m4m5m/discarded=false';

/** Each player's row of the totals: name and fouls. */
const totals = (page) => page.$$eval('.totals tbody tr', (rows) => rows.map((r) => [
  r.querySelector('th').textContent.trim(),
  r.querySelector('td').textContent.trim(),
]));

/** A page with the four players named and `fouls` recorded for the seats given. */
async function seated(extra, scheme, fouls) {
  const opened = await openPhone(env, FALSE_SET, { ...extra, colorScheme: scheme });
  const { page } = opened;
  await page.getByText('Players, seats and table', { exact: true }).tap();
  for (const [i, name] of ['Jon', 'Bo', 'Cy', 'Di'].entries()) {
    await page.getByLabel(`Seat ${i + 1} (${['East', 'South', 'West', 'North'][i]})`, { exact: true }).fill(name);
  }
  const buttons = page.locator('.seats .record');
  for (const [n, seat] of fouls.entries()) {
    await buttons.nth(seat).tap();
    await page.waitForFunction((k) => document.querySelectorAll('.entries .entry').length === k, n + 1);
  }
  return opened;
}

for (const [size, extra] of SIZES) {
  for (const scheme of ['light', 'dark']) {
    test(`${size} ${scheme}: a player renamed keeps their entries and counts, also after a reload`, async () => {
      const { context, page, errors } = await seated(extra, scheme, [0, 0]);
      assert.deepEqual((await totals(page))[0], ['Jon', '2']);
      // Renamed, by keyboard: Jon is John, with his two fouls and his seat.
      await page.selectOption('#rename-who', { label: 'Jon (East)' });
      await page.locator('#rename-to').fill('John');
      await page.locator('#rename-to').press('Enter');
      assert.equal(await page.locator('#renamed').innerText(), 'Jon is now John, with their entries and counts.');
      assert.deepEqual((await totals(page)).slice(0, 4), [['John', '2'], ['Bo', '0'], ['Cy', '0'], ['Di', '0']]);
      assert.equal(await page.getByLabel('Seat 1 (East)', { exact: true }).inputValue(), 'John');
      const entries = await page.locator('.entries .entry > span').allInnerTexts();
      assert.ok(entries.every((e) => / John \(East\) — /.test(e)), entries.join(' | '));
      assert.match(await page.locator('.seats .record').nth(0).locator('small').innerText(), /^East · 2 fouls · next: /);
      const button = page.locator('#rename');
      assert.ok((await button.boundingBox()).height >= 44, 'the button is a tap target');
      // A seated player's name is refused, and said so.
      await page.selectOption('#rename-who', { label: 'John (East)' });
      await page.locator('#rename-to').fill('Bo');
      await button.tap();
      assert.match(await page.locator('#renamed').innerText(), /^Not renamed: "Bo"/);
      assert.deepEqual((await totals(page))[0], ['John', '2']);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll');
      await page.locator('.names').screenshot({ path: `${SHOTS}/log-rename-${size}-${scheme}.png` });
      // A reload keeps it.
      await page.reload();
      await page.locator('[data-ready]').waitFor();
      await page.locator('.entries .entry').nth(1).waitFor();
      assert.deepEqual((await totals(page))[0], ['John', '2']);
      // A name retyped in the seat is still a new player: John keeps his row.
      await page.getByText('Players, seats and table', { exact: true }).tap();
      await page.getByLabel('Seat 1 (East)', { exact: true }).fill('Eli');
      assert.deepEqual((await totals(page)).map((r) => r.join(' ')), ['Eli 0', 'Bo 0', 'Cy 0', 'Di 0', 'John 2']);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test(`${size} ${scheme}: two seats swapped take their players' counts with them`, async () => {
      const { context, page, errors } = await seated(extra, scheme, [0]);
      const buttons = page.locator('.seats .record');
      // Jon (East) and Cy (West) change places, by keyboard.
      await page.selectOption('#swap-a', '0');
      await page.selectOption('#swap-b', '2');
      const swap = page.locator('#swap-seats');
      assert.ok((await swap.boundingBox()).height >= 44, 'the button is a tap target');
      await swap.focus();
      await page.keyboard.press('Enter');
      assert.equal(await page.locator('.moved[role="status"]').innerText(),
        'Seats swapped: East Cy, South Bo, West Jon, North Di.');
      assert.equal(await page.getByLabel('Seat 1 (East)', { exact: true }).inputValue(), 'Cy');
      assert.equal(await page.getByLabel('Seat 3 (West)', { exact: true }).inputValue(), 'Jon');
      assert.equal(await buttons.nth(2).locator('.record-name').innerText(), 'Jon');
      assert.match(await buttons.nth(2).locator('small').innerText(), /^West · 1 foul · next: /);
      assert.match(await buttons.nth(0).locator('small').innerText(), /^East · 0 fouls$/);
      assert.deepEqual((await totals(page)).slice(0, 4), [['Cy', '0'], ['Bo', '0'], ['Jon', '1'], ['Di', '0']]);
      // The swap's own options follow the new seats.
      assert.equal(await page.locator('#swap-a option').nth(0).innerText(), 'Cy (East)');
      await page.locator('.names').screenshot({ path: `${SHOTS}/log-swap-${size}-${scheme}.png` });
      // Jon's next foul, from West, is his second.
      await buttons.nth(2).tap();
      await page.waitForFunction(() => document.querySelectorAll('.entries .entry').length === 2);
      assert.deepEqual((await totals(page))[2], ['Jon', '2']);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

test('French: renaming and swapping are said in French', async () => {
  const { context, page, errors } = await openPhone(env, FALSE_SET, { locale: 'fr-FR' });
  await page.getByText('Joueurs, places et table', { exact: true }).tap();
  await page.getByRole('group', { name: 'Échanger deux places' }).waitFor();
  await page.getByRole('group', { name: 'Renommer un joueur' }).waitFor();
  await page.locator('#rename-to').fill('Anne');
  await page.locator('#rename').tap();
  assert.equal(await page.locator('#renamed').innerText(), 'Est devient Anne, avec ses inscriptions et ses comptes.');
  await page.locator('#swap-seats').tap();
  assert.match(await page.locator('.moved[role="status"]').innerText(), /^Places échangées\u00a0: Est Sud, Sud Anne/);
  assert.deepEqual(errors, []);
  await context.close();
});
