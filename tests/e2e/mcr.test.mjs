// The MCR hand check on a phone: fans from the tiles, the 8-point minimum, and one tap from
// a false hu to its ruling under MERS 2010 and FFMJ 2008.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, SHOTS, useSite } from './harness.mjs';

const env = useSite({ before, after });

async function mcrCheck(ruleset = 'mers-2010') {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(env.site.url);
  await page.selectOption('#ruleset', ruleset);
  await page.getByRole('tab', { name: 'Hand check' }).tap();
  await page.locator('#mcr-typed').waitFor();
  return { context, page, errors };
}

const key = (page, name) => page.getByRole('group', { name: 'Tile keyboard' }).getByRole('button', { name, exact: true }).tap();

test('tapping fourteen tiles: the fans, the total without flowers, a valid hu', async () => {
  const { context, page, errors } = await mcrCheck();
  for (const t of ['1 man', '2 man', '3 man', '4 pin', '5 pin', '6 pin', '7 sou', '8 sou', '9 sou',
    'red dragon', 'red dragon', 'red dragon', '5 sou', '5 sou']) {
    await key(page, t);
  }
  const result = page.locator('#mcr-result');
  await result.waitFor();
  const text = await result.innerText();
  assert.match(text, /Valid hu: 13 points/);
  assert.match(text, /Mixed Straight\s+8/);
  assert.match(text, /Dragon Pung\s+2/);
  assert.match(text, /Single Wait\s+1/);
  assert.match(text, /Concealed Hand\s+2/);
  // Flowers are added on top and never count toward the 8.
  await page.getByRole('group', { name: 'Flowers and seasons' }).getByRole('button', { name: '2', exact: true }).tap();
  assert.match(await result.innerText(), /Valid hu: 13 points \+ 2 flowers/);
  // Who pays, with the flowers: the discarder 8 + 15, the two others 8 each.
  assert.equal(await page.locator('#hu-payments').innerText(), 'The discarder pays 23 (8 and the points); the other two pay 8 each.');
  await page.screenshot({ path: `${SHOTS}/mcr-valid.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a hand under 8 points is a false hu, and one tap shows its ruling', async () => {
  const { context, page, errors } = await mcrCheck();
  await page.fill('#mcr-typed', '88m11z [222m] [333p] [777s]');
  await key(page, '8 man');
  const result = page.locator('#mcr-result');
  assert.match(await result.innerText(), /False hu: 6 points without flowers, 8 needed/);
  assert.match(await result.innerText(), /All Pungs\s+6/);
  // Both MCR documents' answers at a glance.
  const tiers = await result.locator('.tiers li').allInnerTexts();
  assert.match(tiers[0], /^MERS 2010: Dead hand; .*10 MCR points.*2\.9\.2/);
  assert.match(tiers[1], /^FFMJ 2008: Point penalty: 30 MCR points/);
  await result.screenshot({ path: `${SHOTS}/mcr-under-8.png` });
  await page.locator('#mcr-ruling').tap();
  const ruling = page.locator('#ruling');
  await ruling.waitFor();
  const text = await ruling.innerText();
  assert.match(text, /Dead hand/);
  assert.match(text, /10 MCR points/);
  assert.match(text, /2\.9\.2/);
  // The comparison shows FFMJ 2008's 30 points beside it.
  assert.match(await page.locator('.compare').innerText(), /30 MCR points/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an incomplete hand is the higher tier; the entry survives a reload', async () => {
  const { context, page } = await mcrCheck('ffmj-2008');
  await page.fill('#mcr-typed', '123m456p789s1122z');
  await key(page, 'west wind');
  assert.match(await page.locator('#mcr-result').innerText(), /not a complete hand/);
  await page.reload();
  await page.locator('#mcr-result').waitFor();
  assert.equal(await page.inputValue('#mcr-typed'), '123m456p789s1122z');
  await page.locator('#mcr-ruling').tap();
  assert.match(await page.locator('#ruling').innerText(), /60 MCR points/);
  await context.close();
});
