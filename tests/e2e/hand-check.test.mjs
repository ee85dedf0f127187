// The hand check on a phone: waits as pictures, furiten from tapped discards, a win's yaku.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, SHOTS, answer, picked, question, useSite } from './harness.mjs';

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

const PASSED = 'Did the player let a winning discard pass this hand?';
const IN_RIICHI = 'Had the player declared riichi then?';

const tap = (page, name) => page.getByRole('button', { name, exact: true }).first().tap();

test('the seed example hand waits on 3p 6p 9p, and a discarded 6p is furiten', async () => {
  const { context, page, errors } = await handCheck();
  await page.fill('#hand-typed', '3man3man1sou1sou1sou1pin2pin3pin4pin5pin6pin7pin8pin');
  const waits = page.locator('#waits');
  await waits.waitFor();
  assert.match(await waits.innerText(), /Tenpai: 3 waits/);
  const names = await page.locator('#waits .wait strong').allInnerTexts();
  assert.deepEqual(names, ['3 pin', '6 pin', '9 pin']);
  // Whether a winning discard was let pass decides it: asked, not assumed.
  assert.equal(await page.locator('#furiten').count(), 0);
  await answer(page, PASSED, 'No');
  assert.match(await page.locator('#furiten').innerText(), /Not furiten/);
  await tap(page, 'Discards');
  await tap(page, '6 pin');
  assert.match(await page.locator('#furiten').innerText(), /Furiten: no win on a discard/);
  assert.match(await page.locator('#furiten').innerText(), /3\.4\.5/);
  await page.locator('#waits').screenshot({ path: `${SHOTS}/hand-check-waits.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

// The win check's own questions, scoped to their section (the hand's "Tiles tapped go to"
// and the furiten questions are elsewhere).
const winCheck = (page) => page.getByRole('region', { name: 'Win check' });
const winAnswersPicked = (page) => winCheck(page).locator('.answer[aria-pressed="true"]').allInnerTexts();

test('nothing is pre-picked in the win check: the verdict waits for ron or tsumo and riichi, which decide it, then says no yaku', async () => {
  const { context, page, errors } = await handCheck();
  await page.fill('#hand-typed', '123m456p789s23s55z');
  await page.getByRole('button', { name: 'win on 1 sou' }).tap();
  // Every question shown, none answered: no button pressed, whatever the tile picked.
  const legends = await winCheck(page).locator('fieldset.question legend').allInnerTexts();
  assert.deepEqual(legends.slice(1), ['Ron or tsumo?', 'Riichi declared?', 'Seat wind', 'Round wind', 'Dora']);
  assert.deepEqual(await winAnswersPicked(page), []);
  const win = page.locator('#win');
  const waiting = page.locator('#win-waiting');
  // Self-drawn, or in riichi, it is a win; on a discard without riichi, not: no verdict yet.
  // A ron in riichi is a win unless furiten: whether a winning discard was let pass decides too.
  assert.equal(await waiting.innerText(),
    `Whether the win is valid turns on what is not answered yet: ${PASSED} · Ron or tsumo? · Riichi declared?`);
  assert.equal(await win.count(), 0, 'no verdict on answers not given');
  await page.screenshot({ path: `${SHOTS}/hand-check-unpicked.png`, fullPage: true });
  // What a phone shows: the questions, none answered, and the line saying what is waited for.
  await waiting.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/hand-check-unpicked-phone.png` });
  await answer(page, 'Ron or tsumo?', 'Ron');
  assert.equal(await waiting.innerText(), `Whether the win is valid turns on what is not answered yet: ${PASSED} · Riichi declared?`);
  await answer(page, 'Riichi declared?', 'No');
  // Not a win either way, but a furiten ron if a winning discard was let pass (another
  // ruling): that still decides which.
  assert.equal(await waiting.innerText(), `Whether the win is valid turns on what is not answered yet: ${PASSED}`);
  await answer(page, PASSED, 'No');
  // The winds and the dora count cannot make it a win: the verdict without them.
  assert.match(await win.locator('.headline').innerText(), /No yaku/);
  assert.equal(await waiting.count(), 0);
  assert.deepEqual(await winAnswersPicked(page), ['Ron', 'No']);
  await win.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/hand-check-no-yaku.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a win valid whatever is answered: its han and points wait for the answers they turn on, then say they count no dora until the dora count is answered', async () => {
  const { context, page, errors } = await handCheck();
  await page.fill('#hand-typed', '123m456p789s23s99m');
  await page.getByRole('button', { name: 'win on 4 sou' }).tap();
  const win = page.locator('#win');
  const waiting = page.locator('#win-waiting');
  // A ron rests on furiten: no winning discard let pass, so a ron is no furiten ron.
  await answer(page, PASSED, 'No');
  // Pinfu, on a discard or self-drawn: valid; its han and points are not known yet.
  assert.equal(await win.locator('.headline').innerText(), 'Valid win');
  assert.equal(await waiting.innerText(),
    'The han and points turn on what is not answered yet: Ron or tsumo? · Riichi declared? · Seat wind');
  assert.equal(await win.locator('.payments li').count(), 0);
  await waiting.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/hand-check-points-waiting.png` });
  await answer(page, 'Ron or tsumo?', 'Tsumo');
  await answer(page, 'Riichi declared?', 'No');
  assert.equal(await waiting.innerText(), 'The han and points turn on what is not answered yet: Seat wind');
  await answer(page, 'Seat wind', 'South');
  // No wind in the hand: the round wind changes nothing and is not waited for.
  assert.equal(await waiting.count(), 0);
  assert.match(await win.locator('.headline').innerText(), /Valid win: 2 han, 20 fu/);
  assert.match(await win.innerText(), /pinfu/);
  const assumed = page.locator('#win-assumed');
  assert.equal(await assumed.innerText(), 'Han and points counted with no dora: the dora count is not answered yet.');
  await assumed.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/hand-check-dora-assumed.png` });
  await answer(page, 'Dora', '2');
  assert.equal(await assumed.count(), 0);
  assert.match(await win.locator('.headline').innerText(), /Valid win: 4 han, 20 fu/);
  assert.match(await win.innerText(), /dora 2/);
  await answer(page, 'Dora', '0');
  assert.equal(await assumed.count(), 0, 'no dora, answered: nothing assumed');
  assert.match(await win.locator('.headline').innerText(), /Valid win: 2 han, 20 fu/);
  assert.deepEqual(await winAnswersPicked(page), ['Tsumo', 'No', 'South', '0']);
  await win.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/hand-check-answered.png` });
  await page.screenshot({ path: `${SHOTS}/hand-check-page.png`, fullPage: true });
  // The answers survive a reload, and what was not answered stays unanswered.
  await page.reload();
  await win.locator('.headline').waitFor();
  assert.deepEqual(await winAnswersPicked(page), ['Tsumo', 'No', 'South', '0']);
  assert.equal(await question(page, 'Round wind').locator('[aria-pressed="true"]').count(), 0);
  assert.match(await win.locator('.headline').innerText(), /Valid win: 2 han, 20 fu/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('in French too: the win check waits, and says its points count no dora', async () => {
  const context = await env.browser.newContext({ ...PHONE, locale: 'fr-FR' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(env.site.url);
  await page.getByRole('tab', { name: 'Vérifier une main' }).tap();
  await page.fill('#hand-typed', '123m456p789s23s55z');
  await page.getByRole('button', { name: 'mahjong sur 1 bambou' }).tap();
  const nbsp = '\u00a0';
  assert.equal(await page.locator('#win-waiting').innerText(),
    `La validité du mahjong dépend de ce qui n’a pas encore de réponse${nbsp}: Le joueur a-t-il laissé passer une défausse gagnante pendant cette main${nbsp}? · Ron ou tsumo${nbsp}? · Riichi déclaré${nbsp}?`);
  assert.equal(await page.locator('#furiten-waiting').innerText(),
    `Le furiten du joueur dépend de ce qui n’a pas encore de réponse${nbsp}: Le joueur a-t-il laissé passer une défausse gagnante pendant cette main${nbsp}?`);
  await answer(page, 'Ron ou tsumo', 'Tsumo');
  await answer(page, 'Riichi déclaré', 'Non');
  await answer(page, 'Vent du joueur', 'Sud');
  assert.match(await page.locator('#win .headline').innerText(), /Mahjong valide/);
  assert.equal(await page.locator('#win-assumed').innerText(),
    `Han et points comptés sans dora${nbsp}: le nombre de dora n’a pas encore de réponse.`);
  await page.locator('#win').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/hand-check-french.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a ron shown on a hand with no yaku: one tap to its ruling, the dealer paying as the seat wind says once it is answered', async () => {
  const { context, page, errors } = await handCheck('ema-2012');
  await page.fill('#hand-typed', '123m456p789s23s55z');
  await page.getByRole('button', { name: 'win on 1 sou' }).tap();
  await answer(page, 'Ron or tsumo?', 'Ron');
  await answer(page, 'Riichi declared?', 'No');
  await answer(page, PASSED, 'No');
  assert.match(await page.locator('#win').innerText(), /No yaku/);
  // The seat not answered: the ruling asks whether the offender is the dealer.
  await page.locator('#see-false-win').tap();
  await page.locator('#incident-title', { hasText: 'A player made a call they could not complete' }).waitFor();
  const dealer = question(page, 'Is the offender the dealer?');
  assert.equal(await dealer.locator('[aria-pressed="true"]').count(), 0, 'the dealer not assumed');
  assert.match(await page.locator('#waiting').innerText(), /Is the offender the dealer\?/);
  await page.getByRole('tab', { name: 'Hand check' }).tap();
  await answer(page, 'Seat wind', 'East');
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
  assert.equal(await dealer.getByRole('button', { name: 'Yes', exact: true }).getAttribute('aria-pressed'), 'true');
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

test('an entry stored by the version that pre-picked the answers still loads: what the user changed stays answered, the pre-picked values are asked again', async () => {
  const { context, page, errors } = await handCheck();
  // Version 1 stored every win question with a value: here Tsumo (changed from the
  // pre-picked Ron), and riichi No, South, East, 0 dora as pre-picked.
  await page.evaluate(() => localStorage.setItem('mahjong-referee/hand',
    '1;h;123m456p789s23s99m;;n;n;nothing;4s;y;n;1;0;0;123m456p789s23s99m'));
  await page.reload();
  await page.locator('#hand-typed').waitFor();
  assert.equal(await page.locator('.notice').count(), 0, 'not kept aside');
  assert.equal(await page.inputValue('#hand-typed'), '123m456p789s23s99m');
  assert.equal(await page.getByRole('button', { name: 'win on 4 sou' }).getAttribute('aria-pressed'), 'true');
  assert.deepEqual(await winAnswersPicked(page), ['Tsumo']);
  assert.equal(await page.locator('#win .headline').innerText(), 'Valid win');
  assert.equal(await page.locator('#win-waiting').innerText(),
    'The han and points turn on what is not answered yet: Riichi declared? · Seat wind');
  assert.deepEqual(errors, []);
  await context.close();
});

// The furiten questions, scoped to their section.
const furitenQuestions = (page) => page.getByRole('region', { name: 'Furiten questions' });
const furitenPicked = (page) => furitenQuestions(page).locator('.answer[aria-pressed="true"]').allInnerTexts();

test('nothing is pre-picked in the furiten questions: the verdict, and a ron resting on it, wait for those that decide it', async () => {
  const { context, page, errors } = await handCheck();
  await page.fill('#hand-typed', '123m456p789s23s99m');
  await page.locator('#waits').waitFor();
  assert.deepEqual(await furitenPicked(page), [], 'no furiten answer pressed at start');
  const furiten = page.locator('#furiten');
  const waiting = page.locator('#furiten-waiting');
  assert.equal(await furiten.count(), 0, 'no furiten verdict on answers not given');
  assert.equal(await waiting.innerText(), `Whether the player is furiten turns on what is not answered yet: ${PASSED}`);
  // A ron in riichi: valid unless furiten, so it waits for the furiten question too.
  await page.getByRole('button', { name: 'win on 1 sou' }).tap();
  await answer(page, 'Ron or tsumo?', 'Ron');
  await answer(page, 'Riichi declared?', 'Yes');
  assert.equal(await page.locator('#win').count(), 0);
  assert.equal(await page.locator('#win-waiting').innerText(),
    `Whether the win is valid turns on what is not answered yet: ${PASSED}`);
  await waiting.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/hand-check-furiten-waiting.png` });
  // Let pass: its follow-ups are asked, none answered; both decide it under EMA 2016.
  await answer(page, PASSED, 'Yes');
  assert.deepEqual(await furitenPicked(page), ['Yes']);
  assert.equal(await waiting.innerText(),
    `Whether the player is furiten turns on what is not answered yet: ${IN_RIICHI} · Since then`);
  assert.equal(await page.locator('#win-waiting').innerText(),
    `Whether the win is valid turns on what is not answered yet: ${IN_RIICHI} · Since then`);
  // In riichi: furiten to the end of the hand, whatever happened since — shown at once.
  await answer(page, IN_RIICHI, 'Yes');
  assert.equal(await waiting.count(), 0);
  assert.match(await furiten.innerText(), /Furiten: no win on a discard/);
  assert.match(await page.locator('#win .headline').innerText(), /furiten/i);
  assert.deepEqual(await furitenPicked(page), ['Yes', 'Yes']);
  // Not in riichi: what happened since decides; a draw ends it.
  await answer(page, IN_RIICHI, 'No');
  assert.equal(await waiting.innerText(), 'Whether the player is furiten turns on what is not answered yet: Since then');
  await answer(page, 'Since then', 'Player drew or claimed');
  assert.match(await furiten.innerText(), /Not furiten/);
  assert.equal(await page.locator('#win .headline').innerText(), 'Valid win');
  await furiten.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/hand-check-furiten-answered.png` });
  // The answers survive a reload.
  await page.reload();
  await furiten.waitFor();
  assert.deepEqual(await furitenPicked(page), ['Yes', 'No', 'Player drew or claimed']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a wait among the discards is furiten whatever the furiten questions say: shown at once, a ron too', async () => {
  const { context, page, errors } = await handCheck();
  await page.fill('#hand-typed', '123m456p789s23s99m');
  await tap(page, 'Discards');
  await tap(page, '4 sou');
  const furiten = page.locator('#furiten');
  assert.match(await furiten.innerText(), /Furiten: no win on a discard/);
  assert.equal(await page.locator('#furiten-waiting').count(), 0);
  assert.deepEqual(await furitenPicked(page), [], 'nothing assumed answered');
  await page.getByRole('button', { name: 'win on 1 sou' }).tap();
  await answer(page, 'Ron or tsumo?', 'Ron');
  assert.match(await page.locator('#win .headline').innerText(), /furiten/i);
  assert.equal(await page.locator('#win-waiting').count(), 0);
  await furiten.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/hand-check-furiten-discards.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test('an entry of version 2 (furiten answers pre-picked) still loads: a let-pass win stays answered, the pre-picked No is asked again', async () => {
  const { context, page, errors } = await handCheck();
  await page.evaluate(() => localStorage.setItem('mahjong-referee/hand',
    '2;h;123m456p789s23s99m;;y;n;draw;-;-;-;-;-;-;123m456p789s23s99m'));
  await page.reload();
  await page.locator('#waits').waitFor();
  assert.equal(await page.locator('.notice').count(), 0, 'not kept aside');
  assert.deepEqual(await furitenPicked(page), ['Yes', 'Player drew or claimed']);
  assert.equal(await page.locator('#furiten-waiting').innerText(),
    `Whether the player is furiten turns on what is not answered yet: ${IN_RIICHI}`);
  assert.deepEqual(errors, []);
  await context.close();
});
