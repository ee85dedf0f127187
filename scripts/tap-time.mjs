// How long a tap takes to show, on a phone (390x844) with the CPU slowed 4x: for 20 tile taps,
// 20 answer taps and 20 search keystrokes, the time from the event's timestamp to the next
// frame painted after it was handled, as the page's own Event Timing API measures it (the
// longest event of each interaction; Playwright's own work is not in it). An interaction
// under 16 ms has no entry (the API's floor) and counts as 16 ms. Prints median and worst,
// and the same for taps on a title, which change nothing: the floor of the browser's own
// work for an emulated touch at 4x.
// Usage: node scripts/tap-time.mjs [dist]
import { serve, launch, PHONE } from '../tests/e2e/harness.mjs';
import { median } from './usable.mjs';

function watch() {
  window.__taps = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      window.__taps.set(e.interactionId, Math.max(window.__taps.get(e.interactionId) ?? 0, e.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}


/**
 * Runs `act` `n` times and gives each interaction's time (ms) to the next frame; `prepare`,
 * if given, runs before each, untimed.
 */
async function timed(page, n, act, prepare = async () => {}) {
  const times = [];
  for (let i = 0; i < n; i++) {
    await prepare(i);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
    await page.evaluate(() => window.__taps.clear());
    await act(i);
    // Let the frame after it be painted and its entry be delivered.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
    const all = await page.evaluate(() => [...window.__taps.values()]);
    times.push(all.length ? Math.max(...all) : 16);
  }
  return times;
}

/** The three tiles tapped, a false set ("south west south"). */
export const TILES = ['south wind', 'west wind', 'south wind'];

/**
 * The widget of `dist` on a phone (390x844), ready, with the CPU slowed 4x; `init`, if
 * given, runs in the page before its own scripts. Gives the page, its CDP session, `key`
 * (a button by its exact name), the false-set question "discarded since?", and `close`.
 */
export async function phoneAt4x(dist, init) {
  const site = await serve(dist);
  const browser = await launch();
  const context = await browser.newContext(PHONE);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  await page.goto(site.url);
  await page.locator('[data-ready]').waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return {
    page,
    cdp,
    key: (name) => page.getByRole('button', { name, exact: true }).first(),
    question: page.locator('fieldset', { hasText: 'Has the player discarded since?' }),
    close: async () => {
      await browser.close();
      site.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dist = 'dist'] = process.argv.slice(2);
  const { page, key, question, close } = await phoneAt4x(dist, watch);
  // Tile taps: three make a group (the keyboard then folds); "Clear" starts the next one
  // (untimed: it is not a tile tap).
  const tileTimes = await timed(
    page,
    20,
    (i) => key(TILES[i % 3]).tap(),
    async (i) => {
      if (i % 3 === 0 && i > 0) await key('Clear').tap();
    },
  );
  // Answer taps: the group complete, the question answered one way then the other.
  if ((await page.locator('#keys-open').count()) === 0) {
    await key('Clear').tap();
    for (const t of TILES) await key(t).tap();
  }
  const answerTimes = await timed(page, 20, (i) => question.getByRole('button', { name: i % 2 ? 'Yes' : 'No', exact: true }).tap());
  // Search keystrokes.
  const search = page.locator('#incident-search');
  await search.focus();
  const text = 'claimed tile not taken';
  const keyTimes = await timed(page, 20, (i) => page.keyboard.press(text[i] === ' ' ? 'Space' : text[i]));
  // The floor: a tap on a title, which changes nothing (the browser's and the emulated
  // touch's own cost at 4x).
  const idleTimes = await timed(page, 20, (i) => page.locator(i % 2 ? 'h1' : '#incident-title').tap());
  await close();
  const say = (name, v) => `${name}: median ${median(v).toFixed(0)} ms, worst ${Math.max(...v).toFixed(0)} ms`;
  console.log(`tap to next frame, 390x844, 4x CPU (Event Timing, 20 each): ${say('tile tap', tileTimes)}; ${say('answer tap', answerTimes)}; ${say('search keystroke', keyTimes)}; ${say('a tap that changes nothing', idleTimes)}`);
}
