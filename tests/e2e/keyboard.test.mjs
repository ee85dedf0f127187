// Keyboard use without a pointer, and the print view of a ruling.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { SHOTS, useSite } from './harness.mjs';

const env = useSite({ before, after });

/** Presses Tab until the focused element matches `selector`; returns the path taken. */
async function tabTo(page, selector, limit = 60) {
  const path = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const here = await page.evaluate((sel) => {
      const el = document.activeElement;
      return { matches: el?.matches(sel) ?? false, what: `${el?.tagName.toLowerCase()}#${el?.id || ''}.${el?.className || ''}` };
    }, selector);
    path.push(here.what);
    if (here.matches) return path;
  }
  throw new Error(`never reached ${selector}: ${path.join(' → ')}`);
}

test('a ruling from the keyboard alone: rule set, search, incident, answer', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(env.site.url);
  await page.locator('[data-ready]').waitFor();
  // Rule set: focus the select, choose MERS 2010 with the keyboard.
  await tabTo(page, '#ruleset');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
  assert.notEqual(outline, 'none', 'focus is visible');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.inputValue('#ruleset'), 'mers-2010');
  // Search for the incident and pick it.
  await tabTo(page, '#incident-search');
  await page.keyboard.type('late');
  await tabTo(page, '#incident');
  assert.equal(await page.inputValue('#incident'), 'late');
  // Answer: minutes late.
  await tabTo(page, '#fact-minutes');
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  const ruling = page.locator('#ruling');
  await ruling.waitFor();
  assert.match(await ruling.innerText(), /MERS/);
  // Tile keys and a yes/no answer work with Enter and Space.
  const second = await context.newPage();
  await second.goto(`${env.site.url}#1/ema-2016/false-set/-/`);
  await second.locator('[data-ready]').waitFor();
  // The tile keyboard is one Tab stop; the arrow keys move between its tiles.
  await tabTo(second, 'button.key');
  const focused = () => second.evaluate(() => document.activeElement.dataset.tile);
  assert.equal(await focused(), '1m');
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight']) await second.keyboard.press(key);
  assert.equal(await focused(), '2z');
  await second.keyboard.press('Enter');
  await second.keyboard.press('ArrowRight');
  await second.keyboard.press(' ');
  await second.keyboard.press('ArrowLeft');
  await second.keyboard.press('Enter');
  assert.equal(await second.inputValue('#typed'), '232z');
  // The group complete, the keyboard folds: the focus is on the button that opens it again,
  // and once it is open, on the key last used.
  await second.locator('#keys-open:focus').waitFor();
  await second.keyboard.press('Enter');
  await second.locator('.keyboard button.key:focus').waitFor();
  assert.equal(await focused(), '2z');
  await second.keyboard.press('End');
  assert.equal(await focused(), '7z');
  await second.keyboard.press('ArrowUp');
  assert.equal(await focused(), '7s', 'the column above');
  // Tab leaves the keyboard at once, and Shift+Tab comes back to the tile last used.
  await second.keyboard.press('Tab');
  assert.equal(await second.evaluate(() => document.activeElement.closest('.keyboard')), null);
  await second.keyboard.press('Shift+Tab');
  assert.equal(await focused(), '7s');
  await tabTo(second, 'button.answer');
  assert.equal(await second.evaluate(() => document.activeElement.textContent), 'Yes');
  await second.keyboard.press('Enter');
  const page2 = second;
  await page2.locator('#ruling').waitFor();
  assert.match(await page2.locator('#ruling').innerText(), /Dead hand/);
  await context.close();
});

test('the session log from the keyboard: a new session and its undo keep the focus in the log', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${env.site.url}#1/mers-2010/false-set/232z/discarded=false`);
  // The card waits for whose foul it is; the log records it at the player's rank meanwhile.
  await page.locator('#waiting', { hasText: 'Whose foul?' }).waitFor();
  await tabTo(page, '.seats button', 120);
  await page.keyboard.press('Enter');
  await page.locator('.entries li').waitFor();
  await tabTo(page, '.exports button');
  await page.keyboard.press('Enter');
  // The button is gone with the entries: the focus is on Undo, which Enter takes.
  await page.locator('.undo').waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Undo');
  await page.keyboard.press('Enter');
  await page.locator('.entries li').waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.id), 'log-title');
  await tabTo(page, '.exports button');
  // Entry 1 removed twice in turn: each time the focus goes to Undo.
  await tabTo(page, '.seats button', 120);
  await page.keyboard.press('Enter');
  await page.locator('.entries li').nth(1).waitFor();
  const focused = () => page.evaluate(() => document.activeElement.textContent);
  for (const left of [1, 0]) {
    await tabTo(page, '.entries button');
    await page.keyboard.press('Enter');
    await page.locator('.undo').waitFor();
    assert.equal(await page.locator('.entries li').count(), left);
    assert.equal(await focused(), 'Undo');
  }
  await context.close();
});

test('the print view of a ruling: the ruling and its sections, no keyboard or questions', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${env.site.url}#1/ema-2016/false-set/232z/discarded=true`);
  await page.locator('#ruling').waitFor();
  await page.emulateMedia({ media: 'print' });
  assert.ok(await page.locator('#ruling').isVisible());
  assert.match(await page.locator('#ruling').innerText(), /5\.1\.4/);
  assert.equal(await page.locator('.keyboard').isVisible(), false);
  assert.equal(await page.locator('.questions').first().isVisible(), false);
  for (const hidden of ['.tabs', '.log', '.share', '#incident-search']) {
    assert.equal(await page.locator(hidden).first().isVisible(), false, hidden);
  }
  assert.ok(await page.locator('.compare').isVisible());
  assert.ok(await page.locator('#incident-title').isVisible());
  const colour = await page.locator('#ruling').evaluate((r) => getComputedStyle(document.body).backgroundColor);
  assert.equal(colour, 'rgb(255, 255, 255)');
  await page.screenshot({ path: `${SHOTS}/print-ruling.png`, fullPage: true });
  await context.close();
});
