// Load-to-usable time of two builds of the widget, loaded in turn (A, B, A, B, …) so that a
// busy or noisy machine slows both alike: 390x844, 4x CPU throttling, from navigation start
// to the tile keyboard shown and painted (timed in the page: scripts/usable.mjs), plus the
// main thread's script time (CDP ScriptDuration), which varies less than the wall clock.
// For judging a change, not a goal.
// With --repeat: return visits (each build first opened once, until its service worker
// controls the page; scripts/usable.mjs).
// Usage: node scripts/load-ab.mjs <dist A> <dist B> [pairs] [--repeat]
//   e.g. git worktree add /tmp/before <rev> && (cd /tmp/before && trunk build --release --offline)
//        node scripts/load-ab.mjs /tmp/before/dist dist 15
import { serve, launch } from '../tests/e2e/harness.mjs';
import { loadOnce, median } from './usable.mjs';

const args = process.argv.slice(2);
const repeat = args.includes('--repeat');
const [dirA, dirB, pairsArg] = args.filter((a) => a !== '--repeat');
const pairs = Number(pairsArg ?? 15);
if (!dirA || !dirB) {
  console.error('usage: node scripts/load-ab.mjs <dist A> <dist B> [pairs] [--repeat]');
  process.exit(2);
}
const sites = [await serve(dirA), await serve(dirB)];
const browser = await launch();
const load = [[], []];
const script = [[], []];

for (let i = 0; i < pairs; i++) {
  for (const k of [0, 1]) {
    const t = await loadOnce(browser, sites[k].url, { repeat });
    load[k].push(t.usable);
    script[k].push(t.script);
  }
}
await browser.close();
for (const s of sites) s.close();

const ms = (v) => Math.round(median(v));
const faster = load[0].filter((a, i) => load[1][i] < a).length;
console.log(`${repeat ? 'return visit' : 'load'} to usable, median of ${pairs}: A ${ms(load[0])} ms, B ${ms(load[1])} ms (B faster in ${faster}/${pairs} pairs)`);
console.log(`main-thread script time, median: A ${ms(script[0])} ms, B ${ms(script[1])} ms`);
