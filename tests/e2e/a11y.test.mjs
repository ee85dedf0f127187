// Accessibility audit (axe-core) of the main screens, light and dark, with screenshots.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { serve, launch, PHONE, answerAll } from './harness.mjs';

const DIST = process.env.DIST ?? 'dist';
const SHOTS = process.env.SHOTS ?? 'test-results';
const require = createRequire(import.meta.url);
let site, browser, axeSource;

before(async () => {
  await mkdir(SHOTS, { recursive: true });
  axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  site = await serve(DIST);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  site?.close();
});

/** axe's serious and critical findings on the page, each as its rule and first elements. */
async function audit(page) {
  await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

const SCREENS = [
  ['ruling', '#1/ema-2016/false-set/232z/discarded=true'],
  ['late', '#1/mers-2010/late/-/minutes=12'],
  ['hand-check', null],
  ['mcr-hand-check', null],
  ['ruling-fr', '#1/ffmj-2008/false-set/232z/discarded=true', 'fr-FR'],
  ['late-fr', '#1/wrc-2015/late/-/minutes=12', 'fr-FR'],
  // An MCR keyboard in English (flowers and seasons), the exact-count box.
  ['fouls-exact', '#1/mers-2010/false-set/232z/discarded=false&priorFouls=6'],
  // Nothing answered yet: no answer picked, the ruling waits and names the questions.
  ['waiting', '#1/ema-2016/exposed-tiles/-/', 'en-US', null],
  // Answered by tapping; comparison rows naming questions not asked.
  ['exposed', '#1/ema-2016/exposed-tiles/-/', 'en-US',
    { 'During the deal': 'No', 'Can play go on fairly': 'Yes' }],
  // An MCR foul before its player is picked: the log's players as answers, the count buttons.
  ['whose-foul', '#1/mers-2010/false-set/232z/discarded=false', 'en-US', null],
];

for (const scheme of ['light', 'dark']) {
  for (const [name, fragment, locale = 'en-US', answers = {}] of SCREENS) {
    test(`${name} (${scheme}): no serious or critical accessibility findings`, async () => {
      const context = await browser.newContext({ ...PHONE, colorScheme: scheme, locale });
      const page = await context.newPage();
      await page.goto(`${site.url}${fragment ?? ''}`);
      await page.locator('[data-ready]').waitFor();
      // A screen still waiting for answers (null), or the ruling once the answers are tapped.
      if (answers === null) await page.locator('#waiting').waitFor();
      else if (fragment) await answerAll(page, answers);
      else if (name === 'mcr-hand-check') {
        await page.selectOption('#ruleset', 'mers-2010');
        await page.getByRole('tab', { name: 'Hand check' }).tap();
        await page.fill('#mcr-typed', '123m456p789s5s [777z]');
        await page.getByRole('button', { name: '5 sou', exact: true }).tap();
        await page.locator('#mcr-result').waitFor();
      } else {
        await page.getByRole('tab', { name: 'Hand check' }).tap();
        await page.fill('#hand-typed', '3m3m1s1s1s1p2p3p4p5p6p7p8p');
        await page.locator('#waits').waitFor();
      }
      await page.screenshot({ path: `${SHOTS}/${name}-${scheme}.png`, fullPage: true });
      assert.deepEqual(await audit(page), []);
      await context.close();
    });
  }
}

// The site's own static pages: the rules matrix and the embed guide, in English and French.
const PAGES = ['matrix.html', 'matrix-fr.html', 'embed-guide.html', 'embed-guide-fr.html'];

for (const scheme of ['light', 'dark']) {
  for (const file of PAGES) {
    test(`${file} (${scheme}): no serious or critical accessibility findings`, async () => {
      const context = await browser.newContext({ ...PHONE, colorScheme: scheme });
      const page = await context.newPage();
      await page.goto(`${site.url}${file}`, { waitUntil: 'load' });
      await page.screenshot({ path: `${SHOTS}/${file.replace('.html', '')}-${scheme}.png` });
      assert.deepEqual(await audit(page), []);
      await context.close();
    });
  }
}
