// The first seconds on a slow phone: loads of the built widget on a phone viewport (390x844)
// over an emulated poor connection (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up) with the
// CPU slowed 4x, served gzip-compressed as a static host does. Prints the medians of the
// first contentful paint, of the time the widget's root gets `data-ready` (usable), and of
// the bytes transferred before it (every response finished by then, headers included).
// Each moment is taken in the page (a PerformanceObserver, a MutationObserver) and reported
// on the console, so that nothing of Playwright's runs in the page while it loads.
// With --repeat: return visits (the page first opened once, unthrottled, until its service
// worker controls it; the timed load is the next one).
// Usage: [LOCALE=de-DE] node scripts/slow-load.mjs [dist] [runs] [--repeat]
// (READY=<selector> times another moment as usable: an older build without `data-ready`.)
import { serve, launch } from '../tests/e2e/harness.mjs';
import { median, phoneContext } from './usable.mjs';

/** The slow profile: CDP's network conditions (bytes per second) and CPU rate. */
export const SLOW = {
  network: { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
  cpu: 4,
};

function watch(selector) {
  let fcp;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver((_, observer) => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    const ready = performance.now();
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
    const bytes = entries.filter((e) => e.responseEnd <= ready).reduce((n, e) => n + e.transferSize, 0);
    const report = () => {
      if (fcp === undefined) return setTimeout(report, 50);
      console.log(`ready ${JSON.stringify({ ready, fcp, bytes })}`);
    };
    requestAnimationFrame(() => setTimeout(report));
  }).observe(document, { attributes: true, childList: true, subtree: true });
}

/** `{ ready, fcp, bytes }` of one load (ms, ms, bytes), cold or (`repeat`) a return visit. */
export async function slowLoad(browser, url, { repeat = false } = {}) {
  const context = await phoneContext(browser, url, repeat);
  await context.addInitScript(watch, process.env.READY ?? '[data-ready]');
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW.cpu });
  const reported = page.waitForEvent('console', { predicate: (m) => m.text().startsWith('ready '), timeout: 60000 });
  await page.goto(url, { waitUntil: 'commit' });
  const result = JSON.parse((await reported).text().slice('ready '.length));
  await context.close();
  return result;
}


if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const repeat = args.includes('--repeat');
  const [dist = 'dist', runsArg = '5'] = args.filter((a) => a !== '--repeat');
  const runs = Number(runsArg);
  const site = await serve(dist, { gzip: true });
  const browser = await launch();
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await slowLoad(browser, site.url, { repeat }));
  await browser.close();
  site.close();
  const m = (k) => median(all.map((r) => r[k]));
  const range = (k) => `${Math.min(...all.map((r) => r[k])).toFixed(0)}–${Math.max(...all.map((r) => r[k])).toFixed(0)}`;
  console.log(`slow phone (150 ms, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU, gzip-served, 390x844), ${runs} ${repeat ? 'return visits' : 'cold loads'}: first contentful paint median ${m('fcp').toFixed(0)} ms (${range('fcp')}), usable (data-ready) ${m('ready').toFixed(0)} ms (${range('ready')}), ${m('bytes')} bytes transferred before usable`);
}
