// The session log's cost per record tap with a long stored log: a log of N entries (20 000
// by default) stored in the first versions' form, then record taps timed in the page, from
// the click to the next task with style and layout done (the reducer, the store's write, the
// render and the browser's layout), no CPU throttling. Median and slowest of the taps.
// Not a test: it prints figures.
// With --changes, the log is stored as this version writes it: one key per entry recorded.
// Usage: node scripts/log-perf.mjs [dist] [entries] [taps] [--changes]
import { serve, launch, PHONE } from '../tests/e2e/harness.mjs';

const changes = process.argv.includes('--changes');
const [dist = 'dist', entriesArg = '20000', tapsArg = '41'] = process.argv.slice(2).filter((a) => a !== '--changes');
const [entries, taps] = [Number(entriesArg), Number(tapsArg)];
const site = await serve(dist);
const browser = await launch();
const context = await browser.newContext(PHONE);
const page = await context.newPage();
await page.goto(`${site.url}404`).catch(() => {});
await page.evaluate(({ n, changes }) => {
  const [F, R] = ['\u001f', '\u001e'];
  const records = Array.from({ length: n }, (_, i) => [String(i % 4), 'mers-2010', 'late', '0', '0', '14:05', `Warning ${i}`].join(F));
  if (changes) {
    records.forEach((r, i) => localStorage.setItem(`mahjong-referee/log#${i + 1}.${['k2x9', 'p0q7'][i % 2]}.${i + 1}`, `a${r}`));
  } else {
    localStorage.setItem('mahjong-referee/log', `1${R}${['East', 'South', 'West', 'North'].join(F)}${R}${records.join(R)}`);
  }
}, { n: entries, changes });
const opened = Date.now();
await page.goto(`${site.url}#1/mers-2010/late/-/minutes=3`);
await page.locator('.seats button').first().waitFor();
await page.locator('.entries li').nth(entries - 1).waitFor({ state: 'attached', timeout: 120000 });
const load = Date.now() - opened;
const cdp = await context.newCDPSession(page);
await cdp.send('Performance.enable');
const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
const before = await metrics();
const times = await page.evaluate(async (taps) => {
  const out = [];
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  for (let i = 0; i < taps; i += 1) {
    await nextTask();
    const button = document.querySelectorAll('.seats button')[i % 4];
    const t0 = performance.now();
    button.click();
    const t1 = performance.now();
    await nextTask();
    void document.body.offsetHeight;
    out.push([performance.now() - t0, t1 - t0]);
  }
  return out;
}, taps);
const after = await metrics();
const per = (name) => (((after[name] - before[name]) * 1000) / taps).toFixed(1);
const split = `per tap: script ${per('ScriptDuration')} ms, style ${per('RecalcStyleDuration')} ms, layout ${per('LayoutDuration')} ms`;
const count = await page.locator('.entries li').count();
await browser.close();
site.close();
const script = times.map((t) => t[1]).sort((a, b) => a - b);
times.sort((a, b) => a[0] - b[0]);
const median = times[Math.floor(times.length / 2)][0];
console.log(`session log of ${entries} entries${changes ? ', a key each' : ''} (${dist}): record tap median ${median.toFixed(1)} ms, slowest ${times[times.length - 1][0].toFixed(1)} ms over ${taps} taps (the click's own task, the reducer and the store's write: median ${script[Math.floor(script.length / 2)].toFixed(1)} ms); ${count} entries after them; opened with the log in ${load} ms; ${split}`);
