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

  // A text that states none of the four says so: the EMA riichi rules as the project has them.
  const ema = await documentOf(page, 'ema-2016');
  assert.equal(await ema.locator('summary').innerText(), 'Document: the text gives no title, version, date or publisher');
  // Opened or not as it was left (the card stays the same card when the rule set changes).
  if ((await ema.getAttribute('open')) === null) await ema.locator('summary').tap();
  const unstated = ema.locator('dd.not-stated');
  assert.equal(await unstated.count(), 4);
  for (const dd of await unstated.all()) assert.equal(await dd.innerText(), 'not stated in the text');
  await page.evaluate(() => document.activeElement?.blur());
  await ema.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/document-ema-390x844.png` });

  // FFMJ 2008: its heading in its own capitals, and the body it speaks as.
  const ffmj = await documentOf(page, 'ffmj-2008');
  assert.equal(await ffmj.locator('summary').innerText(), 'Document: REGULATION 2008 PARIS INTERNATIONAL TOURNAMENT · FFMJ');
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
  assert.match(await doc.locator('dl').innerText(), /Éditeur\nnon indiqué dans le texte/);
  await doc.scrollIntoViewIfNeeded();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/document-mers-fr-dark-390x844.png` });
  assert.deepEqual(errors, []);
  await context.close();
});
