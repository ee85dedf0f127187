// Load-to-usable time of the built widget on a phone viewport at 4x CPU throttling:
// from navigation start to the first ruling screen accepting taps (tile keyboard shown),
// median of several fresh loads. Usage: node scripts/load-time.mjs [dist] [runs]
import { serve, launch, PHONE } from '../tests/e2e/harness.mjs';

const dist = process.argv[2] ?? 'dist';
const runs = Number(process.argv[3] ?? 7);
const site = await serve(dist);
const browser = await launch();
const times = [];
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(site.url, { waitUntil: 'commit' });
  await page.locator('.keyboard button').first().waitFor();
  const ms = await page.evaluate(() => performance.now());
  times.push(ms);
  await context.close();
}
await browser.close();
site.close();
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`load to usable, 390x844, 4x CPU throttling, ${runs} fresh loads: median ${median.toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times[times.length - 1].toFixed(0)})`);
