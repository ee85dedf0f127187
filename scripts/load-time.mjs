// Load-to-usable time of the built widget on a phone viewport at 4x CPU throttling:
// from navigation start to the first ruling screen usable (tile keyboard shown and painted,
// timed in the page: scripts/usable.mjs), median of several fresh loads.
// Usage: node scripts/load-time.mjs [dist] [runs]
import { serve, launch } from '../tests/e2e/harness.mjs';
import { loadOnce, median } from './usable.mjs';

const dist = process.argv[2] ?? 'dist';
const runs = Number(process.argv[3] ?? 7);
const site = await serve(dist);
const browser = await launch();
const times = [];
const inPage = [];
for (let i = 0; i < runs; i++) {
  const t = await loadOnce(browser, site.url);
  times.push(t.usable);
  inPage.push(t.inPage);
}
await browser.close();
site.close();
times.sort((a, b) => a - b);
console.log(`load to usable, 390x844, 4x CPU throttling, ${runs} fresh loads: median ${median(times).toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times[times.length - 1].toFixed(0)}; keyboard in the page at ${median(inPage).toFixed(0)} ms, painted by the median)`);
