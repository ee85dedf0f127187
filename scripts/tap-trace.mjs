// Where a tap's time goes, on a phone (390x844) with the CPU slowed 4x: a Chromium trace of
// 12 tile taps (a "Clear" after each group of three) and 10 answer taps, each left 700 ms to
// settle, and the time on the page's main thread per tap by trace event: the click's own
// handling (the widget's render and its DOM changes: `EventDispatch click`), timers that fire
// after it (`TimerFire`: the address bar following the screen), style (`UpdateLayoutTree`),
// `Layout`, `PrePaint`, `Paint`. Nested events overlap (a click's time includes what it
// calls). It sums work, not waiting: steadier than the Event Timing figures of
// scripts/tap-time.mjs, though a busy machine still moves it.
// Usage: node scripts/tap-trace.mjs [dist]
import { TILES, phoneAt4x } from './tap-time.mjs';

const EVENTS = ['EventDispatch click', 'TimerFire', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint'];

/** Runs `act` `n` times (700 ms apart) under a trace; ms per tap by event name. */
async function traced(cdp, page, n, act) {
  const events = [];
  const collect = (d) => events.push(...d.value);
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
  for (let i = 0; i < n; i++) {
    await act(i);
    await page.waitForTimeout(700);
  }
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const sums = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !main.has(`${e.pid}:${e.tid}`)) continue;
    const name = e.name === 'EventDispatch' ? `EventDispatch ${e.args?.data?.type}` : e.name;
    sums.set(name, (sums.get(name) ?? 0) + (e.dur ?? 0) / 1000 / n);
  }
  return sums;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dist = 'dist'] = process.argv.slice(2);
  const { page, cdp, key, question, close } = await phoneAt4x(dist);
  const tile = await traced(cdp, page, 12, async (i) => {
    if (i % 3 === 0 && i > 0) await key('Clear').tap();
    await key(TILES[i % 3]).tap();
  });
  const answer = await traced(cdp, page, 10, (i) => question.getByRole('button', { name: i % 2 ? 'Yes' : 'No', exact: true }).tap());
  await close();
  const say = (name, sums) => `${name}: ${EVENTS.map((e) => `${e} ${(sums.get(e) ?? 0).toFixed(1)}`).join(', ')}`;
  console.log(`main-thread ms per tap, 390x844, 4x CPU (trace): ${say('tile tap', tile)}; ${say('answer tap', answer)}`);
}
