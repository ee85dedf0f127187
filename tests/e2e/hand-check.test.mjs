// The hand check on a phone: waits as pictures, furiten from tapped discards, a win's yaku.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, SHOTS, useSite } from './harness.mjs';

const env = useSite({ before, after });

async function handCheck() {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(env.site.url);
  await page.getByRole('tab', { name: 'Hand check' }).tap();
  await page.locator('#hand-typed').waitFor();
  return { context, page, errors };
}

const tap = (page, name) => page.getByRole('button', { name, exact: true }).first().tap();

test('the seed example hand waits on 3p 6p 9p, and a discarded 6p is furiten', async () => {
  const { context, page, errors } = await handCheck();
  await page.fill('#hand-typed', '3man3man1sou1sou1sou1pin2pin3pin4pin5pin6pin7pin8pin');
  const waits = page.locator('#waits');
  await waits.waitFor();
  assert.match(await waits.innerText(), /Tenpai: 3 waits/);
  const names = await page.locator('#waits .wait strong').allInnerTexts();
  assert.deepEqual(names, ['3 pin', '6 pin', '9 pin']);
  assert.match(await page.locator('#furiten').innerText(), /Not furiten/);
  await tap(page, 'Discards');
  await tap(page, '6 pin');
  assert.match(await page.locator('#furiten').innerText(), /Furiten: no win on a discard/);
  assert.match(await page.locator('#furiten').innerText(), /3\.4\.5/);
  await page.locator('#waits').screenshot({ path: `${SHOTS}/hand-check-waits.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a win with a yaku and one without', async () => {
  const { context, page } = await handCheck();
  await page.fill('#hand-typed', '123m456p789s23s99m');
  await page.getByRole('button', { name: 'win on 4 sou' }).tap();
  await tap(page, 'Tsumo');
  const win = page.locator('#win');
  assert.match(await win.innerText(), /Valid win: 2 han, 20 fu/);
  assert.match(await win.innerText(), /pinfu/);
  await page.fill('#hand-typed', '123m456p789s23s55z');
  await page.getByRole('button', { name: 'win on 1 sou' }).tap();
  await tap(page, 'Ron');
  assert.match(await page.locator('#win').innerText(), /No yaku/);
  await page.screenshot({ path: `${SHOTS}/hand-check-page.png`, fullPage: true });
  await context.close();
});

test('the hand and the open tab survive a reload', async () => {
  const { context, page } = await handCheck();
  await page.fill('#hand-typed', '1111m234p567s789s');
  await page.reload();
  await page.locator('#waits').waitFor();
  assert.equal(await page.inputValue('#hand-typed'), '1111m234p567s789s');
  assert.match(await page.locator('#waits').innerText(), /holds all four/);
  await context.close();
});
