// The walking skeleton end to end, on a phone-sized viewport, against the release build.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { FIRST_ANSWER, PHONE, SHOTS, answer, answerAll, downloadText, picked, question, untilWhole, useSite } from './harness.mjs';

const env = useSite({ before, after });

async function phonePage() {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(env.site.url);
  await untilWhole(page);
  return { context, page, errors };
}

/**
 * A phone page opened on a link (`link` is the fragment, without its `#`), once `until` is
 * on screen: its ruling, or what the ruling still waits for (`#waiting`).
 */
async function linkPage(link, until = '#ruling') {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.site.url}#${link}`);
  await page.locator(until).waitFor();
  return { context, page, errors };
}

/** What the ruling waits for: an MCR foul's, until its player or their earlier fouls are given. */
const FOULS_WAITING = 'The ruling turns on what is not answered yet: Whose foul?';

/**
 * A phone page opened on an MCR foul whose player is not said yet: the card waits for whose
 * foul it is (nothing assumed), and the session log records it against a player at that
 * player's own rank in the log, so its buttons are there meanwhile.
 */
async function logPage(link) {
  const opened = await linkPage(link, '.seats button >> nth=0');
  assert.equal(await opened.page.locator('#waiting').innerText(), FOULS_WAITING);
  assert.equal(await opened.page.locator('#ruling').count(), 0, 'no ruling on a count not given');
  return opened;
}

/**
 * Types a search key by key, then gives the screen a moment to follow the last key: a part
 * typed on the way may pick another incident ("false r": the false riichi), and the list is
 * drawn just after the key's event. The caller still asserts the incident picked.
 */
async function typeSearch(page, text, kind) {
  await page.locator('#incident-search').pressSequentially(text);
  await page
    .waitForFunction((k) => document.querySelector('#incident').value === k, kind, { timeout: 3000 })
    .catch(() => {});
}

const tap = (page, name) => page.getByRole('button', { name, exact: true }).first().tap();

test('tap S W S, already discarded, EMA 2016: dead hand, §5.1.4', async () => {
  const { context, page, errors } = await phonePage();
  await tap(page, 'south wind');
  await tap(page, 'west wind');
  await tap(page, 'south wind');
  await assert.doesNotReject(page.getByText('S W S: winds differ').waitFor());
  await tap(page, 'Yes');
  await page.selectOption('#ruleset', 'ema-2016');
  const card = page.locator('#ruling');
  await card.scrollIntoViewIfNeeded();
  const text = await card.innerText();
  assert.match(text, /dead hand/i);
  assert.match(text, /5\.1\.4/);
  await card.screenshot({ path: `${SHOTS}/false-set-ema-2016-card.png` });
  await page.screenshot({ path: `${SHOTS}/false-set-ema-2016-page.png`, fullPage: true });
  const rows = await page.locator('.compare tbody tr').count();
  assert.equal(rows, 5, 'the same incident under all five rule sets');
  // Another rule set's name in the comparison opens its ruling below its row; the rule set
  // picked stays (the log records under it), also after a reload.
  assert.equal(await page.locator('.compare tr.current button').count(), 0, 'the picked one is no button');
  const mers = page.getByRole('button', { name: 'Show the ruling under MERS 2010' });
  await mers.tap();
  assert.equal(await mers.getAttribute('aria-expanded'), 'true');
  const detail = page.locator('#compare-mers-2010');
  assert.match(await detail.innerText(), /MERS 2010 §2\.6\.4/);
  assert.match(await detail.innerText(), /what to do/i);
  assert.equal(await page.inputValue('#ruleset'), 'ema-2016');
  await detail.screenshot({ path: `${SHOTS}/false-set-compare-open.png` });
  await page.reload();
  await page.locator('[data-ready]').waitFor();
  assert.equal(await page.inputValue('#ruleset'), 'ema-2016');
  // Tapped again it closes; the button below a ruling picks that rule set, on purpose.
  await page.getByRole('button', { name: 'Show the ruling under MERS 2010' }).tap();
  await page.getByRole('button', { name: 'Rule under MERS 2010 from now on' }).tap();
  assert.equal(await page.inputValue('#ruleset'), 'mers-2010');
  assert.match(await card.locator('.ruling-ruleset').innerText(), /MERS/);
  assert.match(await card.locator('.headline').innerText(), /Foul|Dead hand/);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'ruling-headline');
  assert.ok(await card.locator('.headline').isVisible());
  const box = await card.boundingBox();
  assert.ok(box.y > -1 && box.y < 100, `the card is brought to the top of the screen (at ${box.y}px)`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('nothing is lost on reload', async () => {
  const { context, page } = await phonePage();
  await page.selectOption('#ruleset', 'mers-2010');
  await tap(page, '4 man');
  await tap(page, '4 man');
  await tap(page, '5 man');
  await tap(page, 'No');
  // An MCR foul's cost turns on the player's earlier fouls: the card waits for them.
  assert.equal(await page.locator('#waiting').innerText(), FOULS_WAITING);
  await answer(page, 'Whose foul?', 'East · 0 fouls');
  await page.locator('#ruling').waitFor();
  await page.reload();
  await page.locator('#ruling').waitFor();
  assert.equal(await page.inputValue('#ruleset'), 'mers-2010');
  assert.equal(await page.inputValue('#typed'), '445m');
  assert.deepEqual(await picked(page), ['No', 'East · 0 fouls']);
  assert.match(await page.locator('#ruling').innerText(), /Foul \(1st of the session\): warning/);
  await context.close();
});

test('typed notation is read, and a mistake says where', async () => {
  const { context, page } = await phonePage();
  await page.fill('#typed', 'southwestx');
  assert.equal(await page.locator('#typed-error').innerText(), 'unknown tile word at 10');
  await page.fill('#typed', '🀇🀈🀉');
  await assert.doesNotReject(page.getByText('1m 2m 3m: a chow').waitFor());
  await tap(page, 'Yes');
  assert.match(await page.locator('#ruling').innerText(), /Nothing to rule/);
  await context.close();
});

test('MCR: a second foul costs 5 under MERS 2010 and 10 under FFMJ 2008', async () => {
  const { context, page } = await phonePage();
  await page.selectOption('#ruleset', 'mers-2010');
  await page.fill('#typed', '232z');
  await tap(page, 'No');
  // East's first foul recorded in the log, then the card for East's next one.
  await page.locator('.seats button').first().tap();
  await answer(page, 'Whose foul?', 'East · 1 foul');
  assert.match(await page.locator('#ruling').innerText(), /5 points/);
  await page.selectOption('#ruleset', 'ffmj-2008');
  assert.match(await page.locator('#ruling').innerText(), /10 points/);
  await context.close();
});

test('fits a phone: no sideways scrolling, tap targets at least 44 px', async () => {
  const { context, page } = await phonePage();
  const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
  assert.ok(width <= 390, `page is ${width}px wide`);
  const small = await page.$$eval('button, select, input', (els) =>
    els.map((e) => e.getBoundingClientRect()).filter((r) => r.height < 44).length);
  assert.equal(small, 0, 'every control is at least 44 px high');
  await context.close();
});

test('search "late", 12 minutes: substitute under EMA, 20 points under MERS', async () => {
  const { context, page, errors } = await phonePage();
  await page.fill('#incident-search', 'late');
  assert.equal(await page.inputValue('#incident'), 'late');
  await page.fill('#fact-minutes', '12');
  const card = page.locator('#ruling');
  assert.match(await card.innerText(), /A substitute plays/);
  assert.match(await card.innerText(), /5\.7/);
  const mers = page.locator('.compare tr[data-ruleset="mers-2010"]');
  assert.match(await mers.innerText(), /20 MCR points/);
  await page.screenshot({ path: `${SHOTS}/late-ema-2016-page.png`, fullPage: true });
  await page.reload();
  await page.locator('#ruling').waitFor();
  assert.equal(await page.inputValue('#fact-minutes'), '12');
  assert.deepEqual(errors, []);
  await context.close();
});

test('search "ron", tiles shown: the call is a win from the search, a chombo in three taps', async () => {
  const { context, page, errors } = await phonePage();
  // Typed letter by letter, as on a phone: each keystroke picks again.
  await typeSearch(page, 'ron', 'empty-call');
  assert.equal(await page.inputValue('#incident'), 'empty-call');
  const pressed = page.locator('.questions button[aria-pressed="true"]');
  assert.equal(await pressed.first().innerText(), 'Win');
  await page.locator('.questions fieldset').nth(1).getByRole('button', { name: 'Yes' }).tap();
  assert.match(await page.locator('#ruling .headline').innerText(), /Chombo/);
  // A screen reader is told the new ruling, with its section, where it was answered.
  assert.equal(await page.locator('#ruling-said').textContent(), 'Chombo — EMA 2016 §3.4.6');
  assert.equal(await page.locator('#ruling-said').getAttribute('role'), 'status');
  // Answers follow the words that gave them: a search that stays on the incident but no
  // longer says "ron" takes the win back, and keeps the referee's own answer (tiles shown);
  // another incident starts them again.
  await page.fill('#incident-search', 'empty call');
  assert.equal(await pressed.count(), 1);
  assert.equal(await pressed.first().innerText(), 'Yes');
  await page.fill('#incident-search', 'late');
  await page.fill('#incident-search', 'empty call');
  assert.equal(await pressed.count(), 0, 'the answers start again: nothing picked');
  assert.equal(await page.locator('#waiting').innerText(),
    'The ruling turns on what is not answered yet: Which call? · Were tiles shown (for a win: the hand laid open)?');
  assert.equal(await page.locator('#ruling').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('search "12 minutes late": the lateness with its minutes from the search, ruled at once', async () => {
  const { context, page, errors } = await phonePage();
  await typeSearch(page, '12 minutes late', 'late');
  assert.equal(await page.inputValue('#incident'), 'late');
  assert.equal(await page.inputValue('#fact-minutes'), '12');
  assert.match(await page.locator('#ruling .headline').innerText(), /A substitute plays/);
  assert.equal(await page.locator('#ruling-said').textContent(), 'A substitute plays — EMA 2016 §5.7');
  // An MCR foul's count from an ordinal: the third false set is the second foul before it.
  await page.selectOption('#ruleset', 'mers-2010');
  await page.fill('#incident-search', 'false set 3rd foul');
  assert.equal(await page.inputValue('#incident'), 'false-set');
  await page.fill('#typed', '232z');
  const fouls = page.locator('fieldset.question', { hasText: 'Fouls this player already had' });
  assert.equal(await fouls.locator('button[aria-pressed="true"]').innerText(), '2');
  assert.deepEqual(errors, []);
  await context.close();
});

test('search with a sentence: a word the incident lacks does not lose it', async () => {
  const { context, page, errors } = await phonePage();
  // "took" is no incident's word: the other six are the wrong draw's.
  await typeSearch(page, 'took a tile from the wall out of turn', 'wrong-draw');
  assert.equal(await page.inputValue('#incident'), 'wrong-draw');
  assert.equal(await page.locator('.picker .error').count(), 0);
  // The incident found asks its question; answered, it rules.
  assert.match(await page.locator('#waiting').innerText(), /Has the player discarded since\?$/);
  await answerAll(page, { 'Has the player discarded since?': 'No' });
  await page.locator('#ruling .headline').waitFor();
  // A word no incident has is passed over: "used".
  await page.fill('#incident-search', 'used a phone');
  assert.equal(await page.inputValue('#incident'), 'telephone');
  assert.equal(await page.locator('.picker .error').count(), 0);
  // Words with nothing of an incident still find nothing, and say so.
  await page.fill('#incident-search', 'zebra crossing');
  assert.match(await page.locator('.picker .error').innerText(), /No incident matches/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('clearing the search, or a sentence begun with little words, keeps the incident picked', async () => {
  const { context, page, errors } = await phonePage();
  await typeSearch(page, 'late', 'late');
  assert.equal(await page.inputValue('#incident'), 'late');
  const box = page.locator('#incident-search');
  // Emptied at once, as its clear button does.
  await box.fill('');
  // The list shows every incident again, and the lateness stays picked (it was the
  // catalogue's first, the false set, before).
  await page.waitForFunction(() => document.querySelectorAll('#incident option').length === 32);
  assert.equal(await page.inputValue('#incident'), 'late');
  // Little words alone name nothing either (pasted at once: "t", "th" typed are the start
  // of incidents' words, and pick as any search does).
  await box.fill('the ');
  assert.equal(await page.inputValue('#incident'), 'late');
  assert.equal(await page.locator('.picker .error').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('search "south west south pung, discarded": the group shown is filled from the words, no tap', async () => {
  const { context, page, errors } = await phonePage();
  await typeSearch(page, 'south west south pung, discarded', 'false-set');
  assert.equal(await page.inputValue('#incident'), 'false-set');
  assert.equal(await page.inputValue('#typed'), 'south west south');
  await assert.doesNotReject(page.locator('.set-check', { hasText: 'S W S: winds differ' }).waitFor());
  const discarded = page.locator('fieldset.question', { hasText: 'discarded since' });
  assert.equal(await discarded.locator('button[aria-pressed="true"]').innerText(), 'Yes');
  assert.match(await page.locator('#ruling .headline').innerText(), /Dead hand/);
  assert.match(await page.locator('#ruling').innerText(), /5\.1\.4/);
  // The tiles stay a group the keyboard edits: a tap takes one out.
  assert.equal(await page.locator('.group button.placed').count(), 3);
  await page.locator('.group button.placed').first().tap();
  assert.equal(await page.locator('.group button.placed').count(), 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('search "false ron, hand shown": the chombo without a tap; "not shown" takes it back', async () => {
  const { context, page, errors } = await phonePage();
  await typeSearch(page, 'false ron, hand shown', 'empty-call');
  assert.equal(await page.inputValue('#incident'), 'empty-call');
  assert.match(await page.locator('#ruling .headline').innerText(), /Chombo/);
  const shown = page.locator('fieldset.question', { hasText: 'Were tiles shown' });
  assert.equal(await shown.locator('button[aria-pressed="true"]').innerText(), 'Yes');
  await page.fill('#incident-search', 'false ron, hand not shown');
  assert.equal(await shown.locator('button[aria-pressed="true"]').innerText(), 'No');
  assert.doesNotMatch(await page.locator('#ruling .headline').innerText(), /Chombo/);
  // Words taken out take their answer with them: the question waits for the referee.
  await page.fill('#incident-search', 'false ron');
  assert.equal(await shown.locator('button[aria-pressed="true"]').count(), 0);
  assert.doesNotMatch(await shown.locator('legend').innerText(), /from your words/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the search is kept on reload; a link and Start again clear it; the list always shows the incident ruled on', async () => {
  const { context, page, errors } = await phonePage();
  await page.locator('#incident-search').pressSequentially('12 minutes late');
  // The address bar follows the screen a moment after each change is stored: a reload in
  // that moment finds an older fragment there, which this tab wrote itself. It must not be
  // opened as a link (it was: the last change and the search were lost).
  await page.waitForFunction(() => location.hash === '#1/ema-2016/late/-/minutes=12');
  await page.evaluate(() => {
    history.replaceState(null, '', '#1/ema-2016/late/-/minutes=1');
    sessionStorage.setItem('mahjong-referee/shown-link', '1/ema-2016/late/-/minutes=1');
  });
  await page.reload();
  await page.locator('#ruling').waitFor();
  assert.equal(await page.inputValue('#incident-search'), '12 minutes late');
  assert.equal(await page.inputValue('#incident'), 'late');
  assert.equal(await page.inputValue('#fact-minutes'), '12');
  // A search that finds nothing says so, picks nothing and offers every incident: the
  // ruling before is not kept under words it is not about.
  await page.fill('#incident-search', 'xyz');
  assert.match(await page.locator('.picker .error').innerText(), /No incident matches/);
  assert.equal(await page.inputValue('#incident'), '');
  assert.equal(await page.locator('#ruling').count(), 0);
  assert.equal(await page.locator('#incident option:not([disabled])').count(), 32);
  // A link opened in this tab starts with no search, so its incident is in the list.
  await page.fill('#incident-search', 'late');
  await page.goto(`${page.url().split('#')[0]}#1/ema-2016/false-set/232z/discarded=true`);
  await page.waitForFunction(() => document.querySelector('#incident').value === 'false-set');
  assert.equal(await page.inputValue('#incident-search'), '');
  assert.equal(await page.inputValue('#incident'), 'false-set');
  assert.equal(await page.locator('#incident option:checked').innerText(), 'A player claimed a false set');
  await page.fill('#incident-search', 'phone');
  await page.getByRole('button', { name: 'Start again' }).tap();
  assert.equal(await page.inputValue('#incident-search'), '');
  assert.equal(await page.inputValue('#incident'), 'telephone');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the address bar follows once taps pause: a change right after a link outlives a reload, and a link the bar holds unread is opened, not overwritten', async () => {
  const { context, page, errors } = await phonePage();
  const base = page.url().split('#')[0];
  const discarded = question(page, 'Has the player discarded since?');
  // A link opened in this tab, changed at once, and the page reloaded before the bar follows
  // (it follows 500 ms after the last change): the change is stored and kept, the link in the
  // bar is one this tab has read, not a new one to open.
  await page.goto(`${base}#1/ema-2016/false-set/232z/discarded=true`);
  await page.waitForFunction(() => document.querySelector('#incident').value === 'false-set');
  await discarded.getByRole('button', { name: 'No', exact: true }).tap();
  await page.reload();
  await page.locator('[data-ready]').waitFor();
  assert.equal(await discarded.locator('button[aria-pressed="true"]').innerText(), 'No');
  // A link in the bar this tab has not read yet (pasted while the update waited; its
  // hashchange comes after): the update leaves it, and the hashchange opens it.
  await discarded.getByRole('button', { name: 'Yes', exact: true }).tap();
  await page.evaluate(() => history.replaceState(null, '', '#1/wrc-2015/late/-/minutes=3'));
  await page.waitForTimeout(800);
  assert.equal(await page.evaluate(() => location.hash), '#1/wrc-2015/late/-/minutes=3');
  await page.evaluate(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
  await page.waitForFunction(() => document.querySelector('#incident').value === 'late');
  assert.equal(await page.inputValue('#ruleset'), 'wrc-2015');
  assert.deepEqual(errors, []);
  await context.close();
});

test('every incident in the list gives a ruling under every rule set', async () => {
  const { context, page, errors } = await phonePage();
  const kinds = await page.$$eval('#incident option', (os) => os.map((o) => o.value));
  assert.ok(kinds.length >= 10, `${kinds.length} incidents`);
  for (const kind of kinds) {
    await page.selectOption('#incident', kind);
    if (kind === 'false-set') await page.fill('#typed', '232z');
    if (kind === 'late') await page.fill('#fact-minutes', '3');
    for (const id of ['ema-2016', 'ema-2012', 'wrc-2015', 'mers-2010', 'ffmj-2008']) {
      await page.selectOption('#ruleset', id);
      // Each question the ruling still waits for under this rule set (a follow-up too) gets
      // its first answer: this test is about every incident ruling, not about the answers.
      const text = await (await answerAll(page, {}, { others: FIRST_ANSWER })).innerText();
      assert.ok(text.length > 40, `${kind} under ${id}`);
    }
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a permalink opens the same ruling; a malformed one says so', async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.site.url}#1/mers-2010/late/-/minutes=12`);
  const card = page.locator('#ruling');
  await card.waitFor();
  assert.match(await card.innerText(), /Point penalty: 20 MCR points/);
  assert.equal(await page.inputValue('#ruleset'), 'mers-2010');
  // The link shown for sharing is the page's own address.
  const shared = await page.inputValue('#share-link');
  assert.ok(shared.endsWith('#1/mers-2010/late/-/minutes=12'), shared);
  // Opened in a fresh context, the shared link shows the same ruling.
  const other = await env.browser.newContext(PHONE);
  const second = await other.newPage();
  await second.goto(shared);
  assert.match(await second.locator('#ruling').innerText(), /Point penalty: 20 MCR points/);
  await other.close();
  // A link opened in the page already showing the widget (pasted into the address bar, or
  // followed from a message in the same tab) changes only the fragment: its ruling opens.
  await page.goto(`${env.site.url}#1/ffmj-2008/late/-/minutes=16`);
  await page.locator('#ruling', { hasText: 'Disqualification' }).waitFor();
  assert.equal(await page.inputValue('#ruleset'), 'ffmj-2008');
  await page.goto(`${env.site.url}#1/ffmj-2008/nope`);
  await page.locator('#link-problem').waitFor();
  await page.goto(`${env.site.url}#1/mers-2010/late/-/minutes=5`);
  await page.locator('#ruling', { hasText: 'Point penalty: 10 MCR points' }).waitFor();
  assert.equal(await page.locator('#link-problem').count(), 0, 'a good link clears the message');
  // A link that cannot be read leaves a message and never a blank page.
  await page.goto(`${env.site.url}#1/ema-2099/late/-/minutes=12`);
  await page.reload();
  const problem = page.locator('#link-problem');
  await problem.waitFor();
  assert.match(await problem.innerText(), /no rule set 'ema-2099'/);
  await page.goto(`${env.site.url}#1/ema-2016/late/-/%3Cimg%20src=x%20onerror=alert(1)%3E`);
  await page.reload();
  await page.locator('#link-problem').waitFor();
  assert.equal(await page.locator('img[src="x"]').count(), 0, 'link text stays text');
  assert.ok(await page.locator('.keyboard, #incident').count() > 0, 'the widget is there');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules matrix page lists every incident under the five rule sets', async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(env.site.url);
  await page.getByRole('link', { name: 'All incidents under all rule sets' }).tap();
  await page.locator('table').waitFor();
  const rows = await page.locator('tbody tr').count();
  assert.ok(rows >= 28, `${rows} incidents`);
  assert.equal(await page.locator('thead th').count(), 6);
  await page.screenshot({ path: `${SHOTS}/matrix.png` });
  await context.close();
});

test('no sideways scrolling at 360 px on the main screens', async () => {
  const context = await env.browser.newContext({ ...PHONE, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const screens = [
    ['#1/ema-2016/false-set/232z/discarded=true', {}],
    // Waiting for four answers (the players of the log among them), then ruled.
    ['#1/mers-2010/changed-call/-/', { 'Was the first call for a win?': 'Yes',
      'Could the first call have been made?': 'No', 'What had been shown?': /^none$/i,
      'Whose foul?': 'East · 0 fouls' }],
    ['#1/wrc-2015/late/-/minutes=12', {}],
  ];
  for (const [fragment, answers] of screens) {
    await page.goto(`${env.site.url}${fragment}`);
    await page.reload();
    await page.locator('#ruling, #waiting').first().waitFor();
    const waiting = await page.evaluate(() => document.scrollingElement.scrollWidth);
    assert.ok(waiting <= 360, `${fragment}, before its answers: ${waiting}px wide`);
    await answerAll(page, answers);
    const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
    assert.ok(width <= 360, `${fragment}: ${width}px wide`);
  }
  await page.getByRole('tab', { name: 'Hand check' }).tap();
  await page.fill('#hand-typed', '123m456p789s23s99m');
  await page.getByRole('button', { name: 'win on 4 sou' }).tap();
  // Not answered whether a winning discard was let pass: the furiten line and the win's wait
  // (the longest question named) must fit too.
  await page.locator('#win-waiting').waitFor();
  assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth) <= 360, 'hand check, waiting');
  await page.getByRole('region', { name: 'Furiten questions' }).getByRole('button', { name: 'No', exact: true }).tap();
  await page.locator('#win').waitFor();
  assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth) <= 360, 'hand check');
  await context.close();
  // The session log's totals in French (the longest words), with a chombo and two units.
  const fr = await env.browser.newContext({ ...PHONE, viewport: { width: 360, height: 740 }, locale: 'fr-FR' });
  const log = await fr.newPage();
  for (const fragment of ['#1/ema-2012/empty-call//call=win&tilesShown=true&dealer=false', '#1/wrc-2015/late//minutes=3']) {
    await log.goto(`${env.site.url}${fragment}`);
    await log.reload();
    await log.locator('.seats button').nth(1).tap();
  }
  await log.locator('.totals').waitFor();
  assert.match(await log.locator('.totals').innerText(), /3\spoints au classement général/);
  const width = await log.evaluate(() => document.scrollingElement.scrollWidth);
  assert.ok(width <= 360, `the log's totals in French: ${width}px wide`);
  await fr.close();
});

test("a reader's large text size is followed, with no sideways scrolling: the tables go a row under a row", async () => {
  for (const [size, lang] of [[24, 'en-GB'], [32, 'fr-FR']]) {
    const context = await env.browser.newContext({ ...PHONE, locale: lang });
    const page = await context.newPage();
    // The browser's text size (Settings → Text size), 150 % and 200 % of the usual 16 px.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: size } });
    await page.goto(`${env.site.url}#1/mers-2010/false-set/232z/discarded=false&priorFouls=0`);
    await page.locator('#ruling').waitFor();
    await page.locator('.seats button').first().tap();
    await page.locator('.totals').waitFor();
    const text = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    assert.equal(text, size * 17 / 16, 'the text follows the reader\'s size');
    const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
    assert.ok(width <= 390, `${size}px text: ${width}px wide`);
    // Each total says what it counts, the headings row being gone.
    const label = await page.locator('.totals td').first().evaluate((td) => getComputedStyle(td, '::before').content);
    assert.equal(label, lang === 'en-GB' ? '"Fouls"' : '"Fautes"');
    // (Through the DevTools protocol: Playwright's own screenshot drops the text size.)
    await page.locator('.totals').scrollIntoViewIfNeeded();
    const shot = await cdp.send('Page.captureScreenshot', { format: 'png' });
    await writeFile(`${SHOTS}/large-text-${size}px-${lang}.png`, Buffer.from(shot.data, 'base64'));
    await context.close();
  }
  // At the usual size the tables stay tables.
  const { context, page } = await linkPage('1/mers-2010/false-set/232z/discarded=false&priorFouls=0');
  await page.locator('.seats button').first().tap();
  assert.equal(await page.locator('.totals thead').evaluate((e) => getComputedStyle(e).display), 'table-header-group');
  await context.close();
});

test('the session log escalates a second MERS foul and survives a reload', async () => {
  const { context, page } = await logPage('1/mers-2010/false-set/232z/discarded=false');
  await page.locator('details.names summary').tap();
  await page.locator('details.names input').first().fill('Ana');
  const ana = page.locator('.seats button', { hasText: 'Ana' });
  await ana.tap();
  await ana.tap();
  const entries = page.locator('.entries li');
  assert.equal(await entries.count(), 2);
  assert.match(await entries.nth(0).innerText(), /Foul \(1st of the session\): warning/);
  assert.match(await entries.nth(1).innerText(), /Foul \(2nd of the session\): 5 points/);
  // Each button says what the next foul would cost that player.
  assert.match(await ana.innerText(), /2 fouls · next: 10 points$/);
  assert.match(await page.locator('.seats button', { hasText: 'South' }).innerText(), /0 fouls$/);
  // Said beside the buttons too, as the list may run below the screen.
  assert.equal(await page.getByRole('status').filter({ hasText: 'Recorded' }).innerText(), 'Recorded for Ana: Foul (2nd of the session): 5 points.');
  // The card's "whose foul?" counts from the same log, by the player's name.
  const whose = question(page, 'Whose foul?');
  assert.deepEqual(await whose.getByRole('button').allInnerTexts(),
    ['Ana (East) · 2 fouls', 'South · 0 fouls', 'West · 0 fouls', 'North · 0 fouls']);
  await page.reload();
  await page.locator('.entries li').first().waitFor();
  assert.equal(await page.locator('.entries li').count(), 2);
  assert.match(await page.locator('.totals').innerText(), /Ana\s+2\s+0\s+5\sMCR points/);
  await page.getByRole('button', { name: 'remove entry 2' }).tap();
  assert.equal(await page.locator('.entries li').count(), 1);
  await page.screenshot({ path: `${SHOTS}/session-log.png`, fullPage: true });
  // A removal or a new session tapped by mistake can be taken back.
  assert.equal(await page.locator('.undo').innerText(), 'Entry 2 removed.\nUndo');
  await page.getByRole('button', { name: 'Undo' }).tap();
  assert.equal(await page.locator('.entries li').count(), 2);
  assert.equal(await page.locator('.undo').count(), 0);
  await page.getByRole('button', { name: 'New session' }).tap();
  assert.equal(await page.locator('.entries li').count(), 0);
  assert.match(await page.locator('.undo').innerText(), /^New session: 2 entries cleared\./);
  // The offer outlives a reload (a phone may drop the tab right after the tap), and the
  // page opening with it does not move the focus to it.
  await page.reload();
  await page.locator('.undo').waitFor();
  assert.match(await page.locator('.undo').innerText(), /^New session: 2 entries cleared\./);
  assert.equal(await page.evaluate(() => document.activeElement.tagName), 'BODY');
  await page.getByRole('button', { name: 'Undo' }).tap();
  assert.match(await page.locator('.totals').innerText(), /Ana\s+2\s+0\s+5\sMCR points/);
  await page.reload();
  await page.locator('.entries li').nth(1).waitFor();
  assert.equal(await page.locator('.undo').count(), 0);
  await context.close();
});

test('every MCR foul escalates in the log: a tile knocked over from another hand, three times under FFMJ', async () => {
  const { context, page, errors } = await logPage('1/ffmj-2008/exposed-tiles//from=opponent-hand');
  const east = page.locator('.seats button', { hasText: 'East' });
  for (let i = 0; i < 3; i += 1) await east.tap();
  const entries = page.locator('.entries li');
  assert.equal(await entries.count(), 3);
  assert.match(await entries.nth(0).innerText(), /Foul \(1st of the session\): warning/);
  assert.match(await entries.nth(1).innerText(), /Foul \(2nd of the session\): 10 points/);
  assert.match(await entries.nth(2).innerText(), /Foul \(3rd of the session\): 20 points/);
  assert.match(await east.innerText(), /3 fouls · next: 30 points$/);
  assert.match(await page.locator('.totals').innerText(), /East\s+3\s+0\s+30\sMCR points/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('riichi chombos in the log: counted per player, and all a non-dealer pays (EMA 2012: 4 000 + 2 000 + 2 000)', async () => {
  const { context, page, errors } = await linkPage('1/ema-2012/empty-call//call=win&tilesShown=true&dealer=false');
  assert.match(await page.locator('#ruling').innerText(), /Chombo/);
  const south = page.locator('.seats button').nth(1);
  assert.equal(await south.innerText(), 'South');
  await south.tap();
  assert.match(await south.innerText(), /1 chombo$/);
  // Recorded at what the offender pays in all: the dealer's 4 000 and 2 000 to each of the
  // two other players (it was 6 000: the 2 000 counted once).
  assert.match(await page.locator('.totals').innerText(), /South\s+0\s+1\s+8,000\stable points/);
  // A second rule set's penalty is added in its own unit, not to the table points.
  await page.goto(`${page.url().split('#')[0]}#1/wrc-2015/late//minutes=3`);
  await page.locator('#ruling').waitFor();
  await south.tap();
  assert.match(await page.locator('.totals').innerText(), /South\s+0\s+1\s+8,000\stable points\s+3\soverall score points/);
  // From five digits up the thousands are set apart, as in the rule documents.
  await page.goto(`${page.url().split('#')[0]}#1/ema-2012/empty-call//call=win&tilesShown=true&dealer=false`);
  await page.locator('#ruling').waitFor();
  await south.tap();
  assert.match(await page.locator('.totals').innerText(), /South\s+0\s+2\s+16,000\stable points\s+3\soverall score points/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('MERS 2010 §3.6: a new session starts the counts again, but not for a player penalised for obstruction', async () => {
  const falseSet = '1/mers-2010/false-set/232z/discarded=false';
  const { context, page, errors } = await logPage(falseSet);
  // A link's ruling (`#ruling`), or the false set waiting for whose foul it is (`#waiting`).
  const open = async (link, where, text) => {
    await page.goto(`${page.url().split('#')[0]}#${link}`);
    await page.locator(where, { hasText: text }).waitFor();
  };
  const [east, south] = [page.locator('.seats button').nth(0), page.locator('.seats button').nth(1)];
  await east.tap();
  await south.tap();
  await open('1/mers-2010/obstruction//repeated=false', '#ruling', "At the referee's discretion");
  await east.tap();
  await page.getByRole('button', { name: 'New session' }).tap();
  const entries = page.locator('.entries li');
  assert.equal(await entries.count(), 2, "East's record stays");
  assert.match(await entries.nth(0).innerText(), /^earlier session \S+ East/);
  assert.match(await page.locator('.log').innerText(), /keeps counting fouls from one session to the next \(§3\.6\)/);
  await open(falseSet, '#waiting', 'Whose foul?');
  await east.tap();
  await south.tap();
  assert.match(await entries.nth(2).innerText(), /East — .*Foul \(2nd of the session\): 5 points/);
  assert.match(await entries.nth(3).innerText(), /South — .*Foul \(1st of the session\): warning/);
  assert.match(await page.locator('.totals').innerText(), /East\s+2\s+0\s+5\sMCR points/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('two tabs share one session log: a link opened in a new tab, fouls recorded in both, none lost', async () => {
  const { context, page, errors } = await logPage('1/mers-2010/false-set/232z/discarded=false');
  await page.locator('.seats button').nth(0).tap();
  // The head referee's link, opened in a second tab; the first stays open behind it.
  const second = await context.newPage();
  await second.goto(`${env.site.url}#1/mers-2010/late/-/minutes=3`);
  await second.locator('#ruling').waitFor();
  await second.locator('.seats button').nth(1).tap();
  // Back in the first tab: it shows the second tab's entry, and its next one goes after it.
  await page.bringToFront();
  await page.locator('.entries li').nth(1).waitFor();
  await page.locator('.seats button').nth(0).tap();
  const texts = async (p) => (await p.locator('.entries li').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
  const first = await texts(page);
  assert.equal(first.length, 3);
  assert.match(first[1], /South — A player arrived late/);
  assert.match(first[2], /East — .*Foul \(2nd of the session\): 5 points/);
  await second.locator('.entries li').nth(2).waitFor();
  assert.deepEqual(await texts(second), first);
  await second.reload();
  await second.locator('.entries li').nth(2).waitFor();
  assert.deepEqual(await texts(second), first);
  // A new session started in the second tab shows in the first with its offer to undo, but
  // moves nothing there: the focus stays where it was (only this tab's own action moves it).
  await page.locator('#ruleset').focus();
  await second.getByRole('button', { name: 'New session' }).tap();
  await page.locator('.undo').waitFor();
  assert.equal(await page.locator('.entries li').count(), 0);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'ruleset');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a browser whose storage is full says the log is not kept, and the log can still be exported', async () => {
  const context = await env.browser.newContext(PHONE);
  // Storage full (a quota error) for the log, as a phone short of space gives it.
  await context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key.startsWith('mahjong-referee/log') && window.full !== false) throw new DOMException('full', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.site.url}#1/mers-2010/false-set/232z/discarded=false`);
  await page.locator('.seats button').first().waitFor();
  assert.equal(await page.locator('#waiting').innerText(), FOULS_WAITING);
  assert.equal(await page.locator('#log-not-kept').count(), 0, 'nothing to say before a write');
  await page.locator('.seats button').first().tap();
  assert.match(await page.locator('#log-not-kept').innerText(), /not keeping the log .*Export it/);
  assert.equal(await page.locator('.entries li').count(), 1, 'the entry is on screen');
  const csv = await downloadText(page.getByRole('link', { name: 'Export CSV' }));
  assert.match(csv, /A player claimed a false set/);
  // Space again: the next write goes through and the message goes.
  await page.evaluate(() => { window.full = false; });
  await page.locator('.seats button').first().tap();
  assert.equal(await page.locator('#log-not-kept').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a log line another version stored while this tab was open is kept aside, and the widget says so', async () => {
  const { context, page, errors } = await logPage('1/mers-2010/false-set/232z/discarded=false');
  await page.locator('.seats button').nth(0).tap();
  assert.equal(await page.locator('.log .notice').count(), 0);
  // A newer version of the widget, open in another tab, wrote a log this one cannot read.
  const other = await context.newPage();
  await other.goto(`${env.site.url}404`).catch(() => {});
  await other.evaluate(() => localStorage.setItem('mahjong-referee/log', '9;from a newer version'));
  // This tab hears of it: it says so, and writes nothing back (the other tab would hear of
  // that in turn, and write its own back, and so on).
  await page.locator('.log .notice').waitFor();
  assert.match(await page.locator('.log .notice').innerText(), /kept aside/);
  assert.equal(await other.evaluate(() => localStorage.getItem('mahjong-referee/log')), '9;from a newer version');
  // Its next entry goes on its own log, the other line kept aside.
  await page.locator('.seats button').nth(1).tap();
  assert.equal(await page.evaluate(() => localStorage.getItem('mahjong-referee/log-unreadable')), '9;from a newer version');
  assert.equal(await page.locator('.entries li').count(), 2, "this tab's entries go on");
  assert.deepEqual(errors, []);
  await context.close();
});

test('the session log exports CSV and JSON, and a JSON export imports back', async () => {
  const { context, page } = await logPage('1/mers-2010/false-set/232z/discarded=false');
  const east = page.locator('.seats button').first();
  await east.tap();
  await east.tap();
  const read = (name) => downloadText(page.getByRole('link', { name }));
  const csv = (await read('Export CSV')).split('\r\n');
  assert.equal(csv[0], 'time,seat,player,rule set,incident,ruling,foul,chombo,points off,unit,earlier session,table,hand');
  assert.match(csv[2], /,1,East,mers-2010,A player claimed a false set,Foul \(2nd of the session\): 5 points,Yes,No,5,MCR points,No,,$/);
  const json = await read('Export JSON');
  const file = JSON.parse(json);
  assert.equal(file.format, 'mahjong-referee/session-log');
  assert.equal(file.entries.length, 2);
  assert.equal(file.entries[1].points, 5);

  await page.getByRole('button', { name: 'New session' }).tap();
  assert.equal(await page.locator('.entries li').count(), 0);
  // The import is folded (an empty log does not open on it); its button speaks our words
  // (not the browser's file input) and opens the file chooser.
  assert.equal(await page.getByLabel('Import JSON', { exact: true }).isVisible(), false);
  await page.getByText('Import a saved log', { exact: true }).tap();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByLabel('Import JSON', { exact: true }).tap(),
  ]);
  await chooser.setFiles({ name: 'session-log.json', mimeType: 'application/json', buffer: Buffer.from(json) });
  await page.locator('.entries li').nth(1).waitFor();
  assert.match(await page.locator('.totals').innerText(), /East\s+2\s+0\s+5\sMCR points/);
  // A file that is not a log is refused with where and why, and the log stays.
  await page.setInputFiles('#log-import', { name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"other","version":1,"seats":["a","b","c","d"],"entries":[]}') });
  assert.match(await page.locator('#import-problem').innerText(), /not a session log of this widget/);
  assert.equal(await page.locator('.entries li').count(), 2);
  await context.close();
});

test("an import that drops nothing leaves no claim on the focus: another tab's offer to undo later takes none", async () => {
  const made = await logPage('1/mers-2010/false-set/232z/discarded=false');
  await made.page.locator('.seats button').first().tap();
  const json = await downloadText(made.page.getByRole('link', { name: 'Export JSON' }));
  await made.context.close();
  // An empty log imports the file: nothing is dropped, so nothing is offered to undo.
  const { context, page, errors } = await logPage('1/mers-2010/false-set/232z/discarded=false');
  await page.setInputFiles('#log-import', { name: 'session-log.json', mimeType: 'application/json', buffer: Buffer.from(json) });
  await page.locator('.entries li').first().waitFor();
  assert.equal(await page.locator('.undo').count(), 0);
  // The entry is removed in a second tab: the first shows the offer, and its focus stays.
  await page.locator('#ruleset').focus();
  const second = await context.newPage();
  await second.goto(`${env.site.url}#1/mers-2010/late/-/minutes=3`);
  await second.getByRole('button', { name: 'Remove entry 1' }).tap();
  await page.locator('.undo').waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.id), 'ruleset');
  assert.deepEqual(errors, []);
  await context.close();
});

test('only the questions that decide are asked: exposed tiles under EMA 2016, then EMA 2012 and a dealer chombo', async () => {
  const { context, page, errors } = await linkPage('1/ema-2016/exposed-tiles//', '#waiting');
  const questions = page.locator('.questions legend');
  assert.deepEqual(await questions.allInnerTexts(),
    ['During the deal, before play began?', "Can play go on fairly? (the referee's judgement)"]);
  // Unanswered, none shows an answer picked, and the ruling waits for both, naming them.
  const waiting = page.locator('#waiting');
  assert.deepEqual(await picked(page), []);
  assert.equal(await waiting.innerText(), "The ruling turns on what is not answered yet: During the deal, before play began? · Can play go on fairly? (the referee's judgement)");
  assert.equal(await page.locator('#ruling, .compare').count(), 0);
  await answer(page, 'During the deal', 'No');
  assert.equal(await waiting.innerText(), "The ruling turns on what is not answered yet: Can play go on fairly? (the referee's judgement)");
  assert.equal(await page.locator('#ruling').count(), 0, 'one answer of two is not a ruling');
  await answer(page, 'Can play go on fairly', 'Yes');
  await page.locator('#ruling').waitFor();
  assert.deepEqual(await picked(page), ['No', 'Yes']);
  assert.equal(await waiting.count(), 0);
  // The comparison says what EMA 2012 turns on that was not asked here.
  assert.match(await page.locator('.compare tr[data-ruleset="ema-2012"]').innerText(),
    /Also turns on \(not asked here\): Where were the tiles\? · How many tiles\?/);
  await page.screenshot({ path: `${SHOTS}/exposed-ema-2016.png`, fullPage: true });
  await page.selectOption('#ruleset', 'ema-2012');
  assert.deepEqual(await questions.allInnerTexts(), ['Where were the tiles?', 'How many tiles?']);
  // What EMA 2012 turns on was not answered under EMA 2016: its ruling waits for it.
  assert.equal(await waiting.innerText(), 'The ruling turns on what is not answered yet: Where were the tiles? · How many tiles?');
  assert.equal(await page.locator('#ruling').count(), 0);
  await answer(page, 'Where were the tiles?', 'Wall');
  await page.fill('#fact-count', '7');
  // More than five tiles: a chombo, and who pays depends on whether the offender deals.
  await page.locator('.questions legend', { hasText: 'Is the offender the dealer?' }).waitFor();
  assert.match(await waiting.innerText(), /: Is the offender the dealer\?$/);
  await answer(page, 'Is the offender the dealer?', 'Yes');
  const card = await page.locator('#ruling').innerText();
  assert.match(card, /Chombo/);
  assert.match(card, /4,000 table points to each other player/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('earlier fouls beyond 4 are given exactly: a 7th MERS foul costs 50 points', async () => {
  // A count a link gives is shown with its buttons (with a log, only such a count is).
  const { context, page } = await linkPage('1/mers-2010/false-set/232z/discarded=false&priorFouls=4', '#ruling');
  assert.equal(await page.getByRole('button', { name: '4+', exact: true }).getAttribute('aria-pressed'), 'true');
  assert.match(await page.locator('#ruling').innerText(), /Foul \(5th of the session\): 30 points/);
  await page.fill('#fact-priorFouls', '6');
  assert.match(await page.locator('#ruling').innerText(), /Foul \(7th of the session\): 50 points/);
  assert.equal(await page.getByRole('button', { name: '4+', exact: true }).getAttribute('aria-pressed'), 'true');
  await page.reload();
  await page.locator('#ruling').waitFor();
  assert.equal(await page.inputValue('#fact-priorFouls'), '6');
  await page.getByRole('button', { name: '1', exact: true }).tap();
  assert.equal(await page.locator('#fact-priorFouls').count(), 0);
  assert.match(await page.locator('#ruling').innerText(), /Foul \(2nd of the session\): 5 points/);
  await context.close();
});

test('the comparison shows what each rule set charges: an MCR false hu\'s 20 to each player beside the riichi chombo', async () => {
  const { context, page, errors } = await linkPage('1/ema-2016/empty-call/-/call=win&tilesShown=true&dealer=false');
  const row = (id) => page.locator(`.compare tr[data-ruleset="${id}"]`);
  assert.match(await row('mers-2010').innerText(), /Dead hand[\s\S]*the offender pays 20 MCR points to each other player, at once/);
  assert.match(await row('ema-2016').innerText(), /Chombo[\s\S]*20,000 final score points/);
  assert.match(await row('wrc-2015').innerText(), /Chonbo[\s\S]*20 overall score points/);
  await page.locator('.compare').screenshot({ path: `${SHOTS}/compare-payments.png` });
  const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
  assert.ok(width <= 390, `page is ${width}px wide`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a long paste in the search is cut at 300 characters, and still finds its incident; a reload keeps the cut search', async () => {
  const { context, page, errors } = await phonePage();
  const paste = 'late '.repeat(400);
  await page.fill('#incident-search', paste);
  const value = await page.inputValue('#incident-search');
  assert.equal(value.length, 300);
  assert.equal(value, paste.slice(0, 300));
  assert.equal(await page.inputValue('#incident'), 'late');
  await page.reload();
  await page.locator('#incident-search').waitFor();
  assert.equal((await page.inputValue('#incident-search')).length, 300);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the search\'s learned counts are no part of the first screen\'s download: fetched once the widget is ready, precached; a search typed before they arrive finds by its words alone, and is searched again once they are in', async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The counts held back until the test lets them go.
  let release;
  const held = new Promise((done) => { release = done; });
  const asked = [];
  let readyFirst = false;
  await page.route('**/search-learned.txt*', async (route) => {
    asked.push(route.request().url());
    readyFirst = (await page.locator('[data-ready]').count()) > 0;
    await held;
    await route.continue();
  });
  await page.goto(env.site.url);
  await page.locator('[data-ready]').waitFor();
  // Without the counts, words no incident has weigh too little: nothing matches.
  const words = "phone went off in someone's bag mid hand";
  await page.fill('#incident-search', words);
  await page.locator('#no-match').waitFor();
  assert.equal(await page.locator('main[data-search-counts]').count(), 0);
  release();
  await page.locator('main[data-search-counts]').waitFor();
  // With them, the description is far likelier a telephone's: picked, as typing it would.
  await page.locator('#no-match').waitFor({ state: 'detached' });
  assert.equal(await page.inputValue('#incident'), 'telephone');
  assert.equal(asked.length, 1);
  assert.match(asked[0], /search-learned\.txt\?v=[0-9a-f]{16}$/);
  assert.ok(readyFirst, 'the counts were asked for before the widget was ready');
  // The service worker keeps them for offline use, under the address the widget asks for.
  const sw = await (await fetch(`${env.site.url}sw.js`)).text();
  assert.ok(sw.includes(`./${asked[0].slice(asked[0].lastIndexOf('/') + 1)}`), 'precached');
  // A reload keeps the search and the incident picked, counts or not.
  await page.reload();
  await page.locator('main[data-search-counts]').waitFor();
  assert.equal(await page.inputValue('#incident-search'), words);
  assert.equal(await page.inputValue('#incident'), 'telephone');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a description answers a question no word names, as the incident\'s labelled descriptions did: "the wall ran out, and at that moment West made a chombo" is an exhaustive draw, marked "likely, from your words: check" apart from what the words say', async () => {
  const { context, page, errors } = await phonePage();
  // The labelled descriptions' counts come once the first screen is painted.
  await page.locator('main[data-search-counts]').waitFor();
  await page.fill('#incident-search', 'the wall ran out, and at that moment West made a chombo');
  await page.locator('#candidates').waitFor();
  assert.equal(await page.inputValue('#incident'), 'chombo-with');
  const draw = page.locator('fieldset.question', { hasText: 'With an exhaustive draw' });
  assert.match(await draw.locator('legend').innerText(), /\(likely, from your words: check\)$/);
  assert.equal(await draw.locator('button[aria-pressed="true"]').innerText(), 'Yes');
  await page.screenshot({ path: `${SHOTS}/search-likely-answer.png`, fullPage: true });
  // The words changed to a win, the answer follows them.
  await page.fill('#incident-search', 'chombo by West at the same moment as South won by ron');
  assert.equal(await page.inputValue('#incident'), 'chombo-with');
  assert.equal(await draw.locator('button[aria-pressed="true"]').innerText(), 'No');
  // Now the words say it: the mark says so, no longer "likely".
  assert.match(await draw.locator('legend').innerText(), /\(from your words\)$/);
  await page.screenshot({ path: `${SHOTS}/search-learned-answer.png`, fullPage: true });
  // Back to the first words: likely again; the referee confirms it, and the mark goes.
  await page.fill('#incident-search', 'the wall ran out, and at that moment West made a chombo');
  assert.match(await draw.locator('legend').innerText(), /\(likely, from your words: check\)$/);
  await draw.getByRole('button', { name: 'Yes', exact: true }).click();
  assert.doesNotMatch(await draw.locator('legend').innerText(), /from your words/);
  assert.equal(await draw.locator('button[aria-pressed="true"]').innerText(), 'Yes');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a sentence told as it happened: the best three as buttons with the words that found them; a negation answers its question "from your words", which the referee changes with a tap', async () => {
  const { context, page, errors } = await phonePage();
  await page.fill('#incident-search', 'he claimed pon on south but showed south west south, and has not discarded yet');
  await page.locator('#candidates').waitFor();
  const candidates = page.locator('#candidates .candidate');
  assert.equal(await candidates.count(), 3);
  assert.equal(await candidates.first().getAttribute('aria-current'), 'true');
  assert.match(await candidates.first().innerText(), /A player claimed a false set\s*your words: .*pon/);
  assert.equal(await page.inputValue('#incident'), 'false-set');
  // The negation read the right way: not discarded, said to come from the words.
  const discarded = page.locator('fieldset.question', { hasText: 'Has the player discarded since?' });
  assert.match(await discarded.locator('legend').innerText(), /\(from your words\)$/);
  assert.equal(await discarded.locator('button[aria-pressed="true"]').innerText(), 'No');
  await page.screenshot({ path: `${SHOTS}/search-candidates.png`, fullPage: true });
  // The referee's own answer is the referee's: the mark goes.
  await discarded.getByRole('button', { name: 'Yes', exact: true }).click();
  assert.doesNotMatch(await discarded.locator('legend').innerText(), /from your words/);
  assert.equal(await discarded.locator('button[aria-pressed="true"]').innerText(), 'Yes');
  // Another candidate is a tap away, and becomes the one pressed.
  const second = candidates.nth(1);
  const title = (await second.innerText()).split('\n')[0];
  await second.click();
  assert.equal(await page.locator('#incident-title').innerText(), title);
  assert.equal(await candidates.nth(1).getAttribute('aria-current'), 'true');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a hand written out in the search is no false set: a button takes it to the hand check, typed in', async () => {
  const { context, page, errors } = await phonePage();
  await page.fill('#incident-search', '33m 123s 123s 456s 23p, won on 7p, laid it down and said ron');
  await page.locator('#search-hand').waitFor();
  // Not read as a group of tiles shown.
  assert.notEqual(await page.inputValue('#incident'), 'false-set');
  await page.click('#search-hand');
  await page.locator('#hand-typed').waitFor();
  assert.equal(await page.inputValue('#hand-typed'), '33m123123456s23p');
  assert.deepEqual(errors, []);
  await context.close();
});

test('words about something no rule covers: "no incident matches", no ruling, the whole catalogue; picking one clears the words and rules', async () => {
  const { context, page, errors } = await phonePage();
  await typeSearch(page, 'late', 'late');
  await page.fill('#fact-minutes', '12');
  await page.locator('#ruling').waitFor();
  await page.fill('#incident-search', 'he spilled his coffee over the score sheet');
  await page.locator('#no-match').waitFor();
  assert.match(await page.locator('#no-match').innerText(), /No incident matches these words/);
  assert.equal(await page.locator('#ruling').count(), 0, 'the lateness ruling is not kept');
  assert.equal(await page.locator('#incident-title').count(), 0);
  assert.equal(await page.inputValue('#incident'), '');
  assert.equal(await page.locator('#incident option:not([disabled])').count(), 32);
  // Nothing to record either: no ruling is on screen.
  assert.equal(await page.locator('.seats').count(), 0);
  await page.screenshot({ path: `${SHOTS}/search-no-match.png`, fullPage: true });
  await page.selectOption('#incident', 'telephone');
  await page.locator('#ruling').waitFor();
  assert.equal(await page.inputValue('#incident-search'), '');
  assert.equal(await page.locator('#no-match').count(), 0);
  assert.equal(await page.locator('#incident-title').innerText(), 'A telephone rang or disturbed play');
  assert.deepEqual(errors, []);
  await context.close();
});
