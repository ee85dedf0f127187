// The document itself (issue #32), on a phone at 390x844: under a ruling's sections, the rule
// set's document as it names itself (title, version, date, publisher, or that its text states
// none of them), opening on the four; light and dark.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { SHOTS, answerAll, openPhone, useSite } from './harness.mjs';

const env = useSite({ before, after });

/** The card's document line, opened, for a rule set, after a lateness of 12 minutes. */
async function documentOf(page, ruleset) {
  await page.selectOption('#ruleset', ruleset);
  await page.selectOption('#incident', 'late');
  const card = await answerAll(page, {}, { others: (legend, labels) => (labels ? labels[0] : 12) });
  const doc = card.locator('details.publication');
  await doc.waitFor();
  return doc;
}

test('390x844: the ruling card names the document as it names itself, and opens on the four', async () => {
  const { context, page, errors } = await openPhone(env);
  const doc = await documentOf(page, 'mers-2010');
  const summary = doc.locator('summary');
  assert.equal(
    await summary.innerText(),
    'Document: MERS Tournament Regulations – Mahjong Competition Rules · Version 1.1 · August 2010',
  );
  // Under the sections, before what to do.
  const order = await page.$$eval('#ruling .sections, #ruling details.publication, #ruling h3', (all) => all.map((e) => e.className || e.tagName));
  assert.deepEqual(order.slice(0, 2), ['sections', 'publication']);
  // A tap target a thumb finds.
  const box = await summary.boundingBox();
  assert.ok(box.height >= 44, `summary ${box.height}px tall`);
  assert.ok(box.x >= 0 && box.x + box.width <= 390, 'no sideways scroll');
  await summary.tap();
  assert.equal(await doc.getAttribute('open'), '');
  assert.equal(
    await doc.locator('dl').innerText(),
    'Title\nMERS Tournament Regulations – Mahjong Competition Rules\nVersion\n1.1\nDate\nAugust 2010\nPublisher\nnot stated in the text',
  );
  await page.evaluate(() => document.activeElement?.blur());
  await doc.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/document-mers-390x844.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/document-mers-dark-390x844.png` });
  await page.emulateMedia({ colorScheme: 'light' });

  // A copy that states none of the four says so, as the copy's, not the document's: the EMA
  // riichi rules as the project has them, their sections alone.
  const ema = await documentOf(page, 'ema-2016');
  assert.equal(
    await ema.locator('summary').innerText(),
    'Document: the copy read here (sections only) gives no title, version, date or publisher',
  );
  // Opened or not as it was left (the card stays the same card when the rule set changes).
  if ((await ema.getAttribute('open')) === null) await ema.locator('summary').tap();
  const unstated = ema.locator('dd.not-stated');
  assert.equal(await unstated.count(), 4);
  for (const dd of await unstated.all()) assert.equal(await dd.innerText(), 'not in the copy read');
  await page.evaluate(() => document.activeElement?.blur());
  await ema.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/document-ema-390x844.png` });

  // FFMJ 2008: its heading in its own capitals; it speaks as FFMJ but does not name FFMJ as
  // its publisher, so none is shown.
  const ffmj = await documentOf(page, 'ffmj-2008');
  assert.equal(await ffmj.locator('summary').innerText(), 'Document: REGULATION 2008 PARIS INTERNATIONAL TOURNAMENT');
  assert.deepEqual(errors, []);
  await context.close();
});

test('390x844: in French, the labels and the month are French, the names as the document writes them', async () => {
  const { context, page, errors } = await openPhone(env, '', { locale: 'fr-FR' });
  const doc = await documentOf(page, 'mers-2010');
  assert.equal(
    await doc.locator('summary').innerText(),
    'Document\u00a0: MERS Tournament Regulations – Mahjong Competition Rules · Version 1.1 · août 2010',
  );
  await doc.locator('summary').tap();
  assert.match(await doc.locator('dl').innerText(), /Éditeur\nle texte ne l’indique pas/);
  await doc.scrollIntoViewIfNeeded();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/document-mers-fr-dark-390x844.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

// Before you rule (issue #32): the picked rule set's list, folded under one line above the
// incident, opened on request; each point with its sections; the lists differ as the
// documents do.
test('390x844: "Before you rule" opens on the rule set\'s own list, each point with its section', async () => {
  const { context, page, errors } = await openPhone(env);
  await page.selectOption('#ruleset', 'mers-2010');
  const box = page.locator('#before-rule');
  const summary = box.locator('summary');
  assert.equal(await summary.innerText(), 'Before you rule · MERS 2010');
  // Folded: the first screen keeps its incident and question; one line, a thumb's height.
  assert.equal(await box.locator('li').count(), 0);
  const line = await summary.boundingBox();
  assert.ok(line.height >= 44 && line.y < 844, `summary at ${line.y}, ${line.height}px tall`);
  await page.screenshot({ path: `${SHOTS}/before-rule-folded-390x844.png` });
  await summary.tap();
  const points = box.locator('li');
  await points.first().waitFor();
  assert.equal(await points.count(), 7);
  assert.equal(
    await points.first().innerText(),
    'Stop play as soon as a referee is needed: once play has gone on, no ruling can be given.\nMERS 2010 §2.1 Contestations and the referee',
  );
  assert.match(await points.last().innerText(), /appeal must say so at once[\s\S]*MERS 2010 §2\.1/);
  // No tips on a player's own slips (§1.4); a wrong wall tile may be pointed out (§2.5.2),
  // and points counted in excess objected to (§2.8.2).
  assert.match(
    await points.nth(2).innerText(),
    /^No one may tip a player off[\s\S]*MERS 2010 §1\.4[\s\S]*MERS 2010 §2\.5\.2[\s\S]*MERS 2010 §2\.8\.2/,
  );
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scroll (${width})`);
  await page.evaluate(() => document.activeElement?.blur());
  await box.scrollIntoViewIfNeeded();
  await box.screenshot({ path: `${SHOTS}/before-rule-mers-390x844.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await box.screenshot({ path: `${SHOTS}/before-rule-mers-dark-390x844.png` });
  await page.emulateMedia({ colorScheme: 'light' });

  // Another document, another list: EMA 2016 says nothing of stopping play or appeals, and
  // the list says so, with no section to cite.
  await page.selectOption('#ruleset', 'ema-2016');
  assert.equal(await summary.innerText(), 'Before you rule · EMA 2016');
  const ema = await points.allInnerTexts();
  assert.ok(!ema.some((p) => p.startsWith('Stop play')));
  assert.match(ema.at(-1), /^The text does not say how play is stopped, whom to hear, or whether a ruling can be appealed/);
  assert.equal(await points.last().locator('.section').count(), 0);
  assert.ok(ema.some((p) => p.includes('EMA 2016 §5.4')));
  await box.scrollIntoViewIfNeeded();
  await box.screenshot({ path: `${SHOTS}/before-rule-ema-390x844.png` });

  // From the keyboard: the line is a Tab stop, Enter folds it.
  await summary.focus();
  await page.keyboard.press('Enter');
  await points.first().waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('390x844: in French the list is French, its sections cited the French way', async () => {
  const { context, page, errors } = await openPhone(env, '', { locale: 'fr-FR' });
  await page.selectOption('#ruleset', 'ffmj-2008');
  const box = page.locator('#before-rule');
  assert.equal(await box.locator('summary').innerText(), 'Avant de décider · FFMJ 2008');
  await box.locator('summary').tap();
  const points = box.locator('li');
  await points.first().waitFor();
  // The opening paragraphs have no heading: they are cited by where they are, unquoted.
  assert.match(await points.first().innerText(), /^Le règlement veut que les joueurs[\s\S]*FFMJ 2008, premiers paragraphes$/);
  assert.match(await points.nth(3).innerText(), /renversées[\s\S]*FFMJ 2008 «\u00a0Tuiles renversées\u00a0»/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await box.scrollIntoViewIfNeeded();
  await box.screenshot({ path: `${SHOTS}/before-rule-ffmj-fr-dark-390x844.png` });
  assert.deepEqual(errors, []);
  await context.close();
});
