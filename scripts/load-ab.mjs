// Load-to-usable time of two builds of the widget, loaded in turn (A, B, A, B, …) so that a
// busy or noisy machine slows both alike: 390x844, 4x CPU throttling, from navigation start
// to the tile keyboard accepting taps, plus the main thread's script time (CDP
// ScriptDuration), which varies less than the wall clock. For judging a change, not a goal.
// Usage: node scripts/load-ab.mjs <dist A> <dist B> [pairs]
//   e.g. git worktree add /tmp/before <rev> && (cd /tmp/before && trunk build --release --offline)
//        node scripts/load-ab.mjs /tmp/before/dist dist 15
import { serve, launch, PHONE } from '../tests/e2e/harness.mjs';

const [dirA, dirB] = process.argv.slice(2, 4);
const pairs = Number(process.argv[4] ?? 15);
if (!dirA || !dirB) {
  console.error('usage: node scripts/load-ab.mjs <dist A> <dist B> [pairs]');
  process.exit(2);
}
const sites = [await serve(dirA), await serve(dirB)];
const browser = await launch();
const load = [[], []];
const script = [[], []];

async function once(site) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  await page.goto(site.url, { waitUntil: 'commit' });
  await page.locator('.keyboard button').first().waitFor();
  const ms = await page.evaluate(() => performance.now());
  const { metrics } = await cdp.send('Performance.getMetrics');
  await context.close();
  return [ms, metrics.find((m) => m.name === 'ScriptDuration').value * 1000];
}

for (let i = 0; i < pairs; i++) {
  for (const k of [0, 1]) {
    const [ms, js] = await once(sites[k]);
    load[k].push(ms);
    script[k].push(js);
  }
}
await browser.close();
for (const s of sites) s.close();

const median = (v) => Math.round([...v].sort((x, y) => x - y)[Math.floor(v.length / 2)]);
const faster = load[0].filter((a, i) => load[1][i] < a).length;
console.log(`load to usable, median of ${pairs}: A ${median(load[0])} ms, B ${median(load[1])} ms (B faster in ${faster}/${pairs} pairs)`);
console.log(`main-thread script time, median: A ${median(script[0])} ms, B ${median(script[1])} ms`);
