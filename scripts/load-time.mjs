// Load-to-usable time of the built widget on a phone viewport at 4x CPU throttling:
// from navigation start to the first ruling screen usable (tile keyboard shown and painted,
// timed in the page: scripts/usable.mjs), median of several fresh loads; with it, the median
// main-thread script time of those loads (Chromium's ScriptDuration), which varies far less
// between runs on a busy machine than the time to usable does.
// With --repeat: return visits instead (the service worker's copy and the browser's caches).
// Usage: node scripts/load-time.mjs [dist] [runs] [--repeat]
import { serve, launch } from '../tests/e2e/harness.mjs';
import { loadOnce, median } from './usable.mjs';

const args = process.argv.slice(2);
const repeat = args.includes('--repeat');
const [dist = 'dist', runsArg = '7'] = args.filter((a) => a !== '--repeat');
const runs = Number(runsArg);
const site = await serve(dist);
const browser = await launch();
const times = [];
const inPage = [];
const script = [];
for (let i = 0; i < runs; i++) {
  const t = await loadOnce(browser, site.url, { repeat });
  times.push(t.usable);
  inPage.push(t.inPage);
  script.push(t.script);
}
await browser.close();
site.close();
times.sort((a, b) => a - b);
console.log(`load to usable, 390x844, 4x CPU throttling, ${runs} ${repeat ? 'return visits (service worker and caches warm)' : 'fresh loads'}: median ${median(times).toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times[times.length - 1].toFixed(0)}; keyboard in the page at ${median(inPage).toFixed(0)} ms, painted by the median; main-thread script ${median(script).toFixed(0)} ms by the end of the load, a steadier figure to compare builds by)`);
