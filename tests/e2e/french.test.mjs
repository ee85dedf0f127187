// The widget in French: picked from the browser's language, switchable and kept, rulings
// included; on a phone-sized viewport against the release build.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { SHOTS, downloadText, openPhone, useSite } from './harness.mjs';

const env = useSite({ before, after });
const NBSP = '\u00a0';

const open = (locale, fragment = '', extra = {}) => openPhone(env, fragment, { locale, ...extra });

const tap = (page, name) => page.getByRole('button', { name, exact: true }).first().tap();

test('a French browser gets French: tap S W S, discarded, EMA 2016 — « Main morte », §5.1.4, in French', async () => {
  const { context, page, errors } = await open('fr-FR');
  assert.equal(await page.locator('h1').innerText(), 'Arbitre de mahjong');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  assert.equal(await page.title(), 'Arbitre de mahjong');
  assert.equal(await page.inputValue('#lang'), 'fr');
  await tap(page, 'vent du sud');
  await tap(page, 'vent d’ouest');
  await tap(page, 'vent du sud');
  await assert.doesNotReject(page.getByText(`S O S${NBSP}: vents différents`).waitFor());
  await tap(page, 'Oui');
  await page.selectOption('#ruleset', 'ema-2016');
  const card = page.locator('#ruling');
  await card.scrollIntoViewIfNeeded();
  const text = await card.innerText();
  assert.match(text, /Main morte/);
  assert.match(text, /Que faire maintenant/i);
  assert.match(text, /Le joueur continue avec une main morte/);
  assert.match(text, /EMA 2016 §5\.1\.4 Annoncer un faux groupe/);
  assert.doesNotMatch(text, /\b(the|player|dead hand)\b/i, 'no English left on the card');
  const compare = await page.locator('.compare').innerText();
  assert.match(compare, /Selon les autres règlements/);
  assert.match(compare, /FFMJ 2008 «\s*Fausse figure\s*»/);
  await card.screenshot({ path: `${SHOTS}/french-ruling-card.png` });
  await page.screenshot({ path: `${SHOTS}/french-ruling-light.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('French in the dark, for the screenshots: MERS 2010, a second foul costs 5 points', async () => {
  const { context, page } = await open('fr-FR', '#1/mers-2010/false-set/232z/discarded=false&priorFouls=1', { colorScheme: 'dark' });
  const card = page.locator('#ruling');
  await card.waitFor();
  assert.match(await card.innerText(), new RegExp(`2e.faute de la session${NBSP}: 5 points`));
  assert.match(await card.innerText(), /le fautif perd 5 points MCR sur le score de la session/);
  await page.screenshot({ path: `${SHOTS}/french-ruling-dark.png`, fullPage: true });
  // Recorded for East, the session log exports in French: file name, header, title, yes.
  await page.locator('.seats button').first().tap();
  // The log's parts are drawn only on screen (content-visibility: auto): below the fold, a
  // row's text reads empty until it is scrolled to, as a reader would.
  const entry = page.locator('.entries li').first();
  await entry.scrollIntoViewIfNeeded();
  assert.match(await entry.innerText(), new RegExp(`faux groupe${NBSP}: 1re${NBSP}faute de la session`));
  const link = page.getByRole('link', { name: 'Exporter en CSV' });
  // Named with the day's date, so the exports of several days do not overwrite each other.
  const d = new Date();
  const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  assert.equal(await link.getAttribute('download'), `journal-de-session-${day}.csv`);
  assert.equal(await page.getByLabel('Importer un JSON', { exact: true }).count(), 1);
  const csv = (await downloadText(link)).split('\r\n');
  assert.equal(csv[0], 'heure,place,joueur,règles,incident,décision,faute,chombo,points retirés,unité,session précédente,table,main');
  assert.match(csv[1], /,1,Est,mers-2010,Un joueur a annoncé un faux groupe,1re.faute de la session.*,Oui,Non,\d+,points? MCR,Non,,$/);
  // The players' seats, the table and the hand, in French too.
  await page.getByText('Joueurs, places et table', { exact: true }).tap();
  assert.equal(await page.getByRole('button', { name: 'Faire tourner les places' }).count(), 1);
  assert.equal(await page.getByLabel('Place 4 (Nord)', { exact: true }).inputValue(), 'Nord');
  assert.equal(await page.getByLabel('Tour et main', { exact: true }).count(), 1);
  await context.close();
});

test('the language can be switched at any time, and the choice survives a reload', async () => {
  const { context, page } = await open('en-US');
  assert.equal(await page.locator('h1').innerText(), 'Mahjong referee');
  await page.selectOption('#lang', 'fr');
  await assert.doesNotReject(page.getByRole('heading', { name: 'Arbitre de mahjong' }).waitFor());
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  // Installed from here, the app is named in French.
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]').href;
    return { href, name: (await (await fetch(href)).json()).name };
  });
  assert.match(manifest.href, /manifest-fr\.webmanifest$/);
  assert.equal(manifest.name, 'Arbitre de mahjong');
  await page.reload();
  await page.locator('[data-ready]').waitFor();
  await page.locator('.lang-loading').waitFor({ state: 'detached' });
  assert.equal(await page.locator('h1').innerText(), 'Arbitre de mahjong');
  // French search words find the incident; the question and the ruling are French.
  await page.fill('#incident-search', 'retard');
  await assert.doesNotReject(page.getByRole('heading', { name: 'Un joueur est arrivé en retard' }).waitFor());
  await page.selectOption('#ruleset', 'wrc-2015');
  await page.fill('#fact-minutes', '12');
  const card = await page.locator('#ruling').innerText();
  assert.match(card, /Un remplaçant joue/);
  assert.match(card, /12 minutes de retard/);
  await page.selectOption('#lang', 'en');
  await assert.doesNotReject(page.getByRole('heading', { name: 'Mahjong referee' }).waitFor());
  assert.match(await page.locator('#ruling').innerText(), /A substitute plays/);
  await context.close();
});

test('the hand checks speak French too: riichi waits and an MCR false hu', async () => {
  const { context, page } = await open('fr-FR');
  await page.getByRole('tab', { name: 'Vérifier une main' }).tap();
  await page.fill('#hand-typed', '3m3m1s1s1s1p2p3p4p5p6p7p8p');
  const waits = await page.locator('#waits').innerText();
  assert.match(waits, /Tenpai\s*:\s*\d+ attentes/);
  assert.match(waits, /cercle/);
  await page.selectOption('#ruleset', 'mers-2010');
  await page.fill('#mcr-typed', '88m11z [222m] [333p] [777s]');
  await tap(page, '8 caractères');
  const result = await page.locator('#mcr-result').innerText();
  assert.match(result, /Faux hu\s*: 6 points sans les fleurs, il en faut 8/);
  assert.match(result, /Tout pung/);
  await page.screenshot({ path: `${SHOTS}/french-mcr.png`, fullPage: true });
  await context.close();
});

test('a section without a number is cited once, in the language spoken (FFMJ 2008)', async () => {
  const link = '#1/ffmj-2008/claimed-tile-not-taken/-/discardsSince=3';
  for (const [locale, expected] of [
    ['en-GB', ['FFMJ 2008 “Diverse mistakes”', 'FFMJ 2008 “Sanctions (B): dead hand”']],
    ['fr-FR', [`FFMJ 2008 «${NBSP}Erreurs diverses${NBSP}»`, `FFMJ 2008 «${NBSP}Sanctions (B)${NBSP}: main morte${NBSP}»`]],
  ]) {
    const { context, page, errors } = await open(locale, link);
    await page.locator('#ruling').waitFor();
    // It read "FFMJ 2008 “Diverse mistakes” Diverse mistakes", and in French the title in
    // English first: “Diverse mistakes” Erreurs diverses.
    assert.deepEqual(await page.locator('#ruling .section').allInnerTexts(), expected);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
