// The session log as a store that cannot lose a write: several tabs recording at once, a
// damaged stored log under a full storage quota. Against the release build.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, downloadText, useSite } from './harness.mjs';

const env = useSite({ before, after });

/** A lateness under MERS 2010: a ruling at once, recorded for any of the four seats. */
const LATE = '1/mers-2010/late/-/minutes=3';
const SEATS = ['East', 'South', 'West', 'North'];

/**
 * Each entry's seat, as the list shows it ("14:05 East — ..."): its text content, since the
 * parts of the list off screen are not laid out (their inner text is empty).
 */
async function seatsOf(page) {
  const texts = await page.locator('.entries li').evaluateAll((items) => items.map((li) => li.textContent));
  return texts.map((t) => SEATS.find((s) => t.includes(` ${s} — `)));
}

/**
 * `tabs` pages of one browser context (one browser's tabs) open on the same log; each
 * records `per` rulings for its own seat, in bursts of `burst` taps with no delay between
 * them, all tabs at once. Every record is there once, in every tab after a reload.
 */
async function burst(tabs, per, burstSize = 10) {
  const context = await env.browser.newContext(PHONE);
  const errors = [];
  const pages = [];
  for (let i = 0; i < tabs; i += 1) {
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${env.site.url}#${LATE}`);
    await page.locator('.seats button').nth(3).waitFor();
    pages.push(page);
  }
  await Promise.all(pages.map((page, seat) => page.evaluate(async ({ seat, per, burstSize }) => {
    const button = () => document.querySelectorAll('.seats button')[seat];
    for (let done = 0; done < per;) {
      for (let i = 0; i < burstSize && done < per; i += 1, done += 1) button().click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }, { seat, per, burstSize })));
  for (const page of pages) {
    await page.reload();
    await page.locator('.seats button').nth(3).waitFor();
    await page.locator('.entries li').nth(tabs * per - 1).waitFor();
    const seats = await seatsOf(page);
    assert.equal(seats.length, tabs * per, 'every record, once');
    for (let seat = 0; seat < tabs; seat += 1) {
      assert.equal(seats.filter((s) => s === SEATS[seat]).length, per, `${SEATS[seat]}'s records`);
    }
  }
  // Every tab shows them in the same order.
  const orders = await Promise.all(pages.map(seatsOf));
  for (const order of orders) assert.deepEqual(order, orders[0]);
  assert.deepEqual(errors, []);
  await context.close();
}

test('two tabs recording in bursts with no delay: all 100 records, once each, after a reload of each tab', async () => {
  await burst(2, 50);
});

test('four tabs recording in bursts with no delay: all 200 records, once each, after a reload of each tab', async () => {
  await burst(4, 50);
});

test('a 4 MB damaged log under a full storage quota: its readable entries shown, the message says the rest could not be kept, the export offered first', async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.site.url}404`).catch(() => {});
  // A log of the first versions' form: 300 readable entries, then a record that is not one
  // (4 MB of it), then the storage filled to its quota.
  const filled = await page.evaluate(() => {
    const [F, R] = ['\u001f', '\u001e'];
    const record = (i) => ['1', 'mers-2010', 'late', '0', '0', '14:05', `Warning ${i}`].join(F);
    const good = Array.from({ length: 300 }, (_, i) => record(i)).join(R);
    const line = `1${R}${['A', 'B', 'C', 'D'].join(F)}${R}${good}${R}${'x'.repeat(4 << 20)}`;
    localStorage.setItem('mahjong-referee/log', line);
    let size = 1 << 20;
    let n = 0;
    while (size >= 16) {
      try {
        localStorage.setItem(`filler-${n}`, 'y'.repeat(size));
        n += 1;
      } catch {
        size >>= 1;
      }
    }
    return { line: line.length, n };
  });
  assert.ok(filled.line > 4 << 20);
  await page.goto(`${env.site.url}#${LATE}`);
  const notice = page.locator('#log-damaged');
  await notice.waitFor();
  assert.match(await notice.innerText(), /300 entries could be read \(below\); the part that could not \(1 record\) could not be kept, the browser's storage is full\. Export the log now/);
  assert.equal(await page.locator('.entries li').count(), 300);
  // The export comes first: before the message, and before anything else the log offers.
  const first = page.locator('section.log a, section.log button').first();
  assert.equal(await first.innerText(), 'Export CSV');
  assert.equal(await notice.locator('a').first().innerText(), 'Export CSV');
  const csv = await downloadText(notice.locator('a').first());
  assert.equal(csv.trim().split('\r\n').length, 301);
  assert.match(csv, /Warning 299/);
  // Nothing was copied aside, and the damaged line is not written over.
  assert.equal(await page.evaluate(() => localStorage.getItem('mahjong-referee/log-unreadable')), null);
  await page.locator('.seats button').first().click();
  assert.match(await page.locator('#log-not-kept').innerText(), /not keeping the log/);
  assert.equal(await page.evaluate(() => localStorage.getItem('mahjong-referee/log').length), filled.line);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a damaged log with room to spare: its unreadable part kept aside, said once; a log cut short is never taken silently', async () => {
  const context = await env.browser.newContext({ ...PHONE, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${env.site.url}404`).catch(() => {});
  const line = await page.evaluate(() => {
    const [F, R] = ['\u001f', '\u001e'];
    const record = (i) => ['1', 'mers-2010', 'late', '0', '0', '14:05', `Warning ${i}`].join(F);
    const full = `1${R}${['A', 'B', 'C', 'D'].join(F)}${R}${[0, 1, 2].map(record).join(R)}`;
    // Cut short in its last entry.
    const cut = full.slice(0, full.length - 12);
    localStorage.setItem('mahjong-referee/log', cut);
    return cut;
  });
  await page.goto(`${env.site.url}#${LATE}`);
  const notice = page.locator('#log-damaged');
  await notice.waitFor();
  assert.match(await notice.innerText(), /2 entries could be read \(below\); the part that could not \(1 record\) was kept aside in this browser\./);
  assert.equal(await page.locator('.entries li').count(), 2);
  assert.equal(await page.evaluate(() => localStorage.getItem('mahjong-referee/log-unreadable')), line);
  // The export link, clicked, downloads the log as it is now (filled at the click).
  await page.locator('.seats button').first().click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('.exports').last().getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(await download.path(), 'utf8');
  assert.equal(csv.trim().split('\r\n').length, 4, 'a header and three entries');
  await page.reload();
  await page.locator('.entries li').nth(2).waitFor();
  assert.equal(await notice.count(), 0, 'said once');
  await context.close();
});
