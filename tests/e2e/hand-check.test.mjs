// The hand check on a phone: waits as pictures, furiten from tapped discards, a win's yaku.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, SHOTS, answer, picked, useSite } from './harness.mjs';

const env = useSite({ before, after });

async function handCheck(ruleset) {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(env.site.url);
  if (ruleset) await page.selectOption('#ruleset', ruleset);
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

test('a ron shown on a hand with no yaku: one tap to its ruling, the dealer paying as the seat wind says', async () => {
  const { context, page, errors } = await handCheck('ema-2012');
  await page.fill('#hand-typed', '123m456p789s23s55z');
  await page.getByRole('button', { name: 'win on 1 sou' }).tap();
  await tap(page, 'Ron');
  await tap(page, 'East');
  assert.match(await page.locator('#win').innerText(), /No yaku/);
  await page.locator('#see-false-win').tap();
  const ruling = page.locator('#ruling');
  await ruling.waitFor();
  assert.equal(await page.getByRole('tab', { name: 'Ruling' }).getAttribute('aria-selected'), 'true');
  assert.equal(await page.locator('#incident-title').innerText(), 'A player made a call they could not complete');
  const text = await ruling.innerText();
  assert.match(text, /Chombo/);
  assert.match(text, /EMA 2012 §3\.4\.6/);
  // East is the dealer: the dealer's chombo, 4000 to each other player.
  assert.match(text, /4,000 table points to each other player/);
  // The answers the check gave are on screen, to be changed if the table saw otherwise.
  assert.equal(await page.getByRole('button', { name: 'Yes', exact: true }).first().getAttribute('aria-pressed'), 'true');
  await page.screenshot({ path: `${SHOTS}/hand-check-to-ruling.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('furiten and a noten hand each lead to their ruling', async () => {
  const { context, page, errors } = await handCheck();
  await page.fill('#hand-typed', '33m111s12345678p');
  await tap(page, 'Discards');
  await tap(page, '6 pin');
  assert.match(await page.locator('#furiten').innerText(), /Furiten: no win on a discard/);
  await page.locator('#see-furiten-ron').tap();
  await page.locator('#ruling').waitFor();
  assert.equal(await page.locator('#incident-title').innerText(), 'A furiten player declared ron');
  assert.match(await page.locator('#ruling').innerText(), /Chombo[\s\S]*EMA 2016 §3\.4\.5/);
  // Back to the hand check: one tile changed, the hand is no longer tenpai.
  await page.getByRole('tab', { name: 'Hand check' }).tap();
  await page.fill('#hand-typed', '39m111s12345678p');
  assert.match(await page.locator('#waits').innerText(), /Not tenpai/);
  await page.locator('#see-noten-riichi').tap();
  // The check passes on why the hand is noten: by its tiles, not as a hand declared dead
  // after the riichi — the answer is shown given, and the ruling follows.
  await page.locator('#ruling').waitFor();
  assert.deepEqual(await picked(page), ['No']);
  assert.equal(await page.locator('#incident-title').innerText(), 'A riichi hand was not waiting at the draw');
  assert.match(await page.locator('#ruling').innerText(), /Chombo/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a ruling the tiles decide offers the hand check', async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(env.site.url);
  await page.fill('#incident-search', 'furiten ron');
  await page.locator('#check-hand').tap();
  assert.equal(await page.getByRole('tab', { name: 'Hand check' }).getAttribute('aria-selected'), 'true');
  await page.locator('#hand-typed').waitFor();
  // Not offered where the tiles decide nothing.
  await page.getByRole('tab', { name: 'Ruling' }).tap();
  await page.fill('#incident-search', '12 minutes late');
  await page.locator('#ruling').waitFor();
  assert.equal(await page.locator('#check-hand').count(), 0);
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
