// One fresh load of the widget on a phone (390x844) at 4x CPU throttling, timed from navigation
// start to the first ruling screen being usable: the tile keyboard's first button in the page
// and the frame that shows it painted. Both moments are taken in the page itself (a
// MutationObserver, then requestAnimationFrame and a task) and reported on the console, so
// that nothing of Playwright's runs in the page while it loads: its waitFor injects a script
// (~0.1 s of the main thread at 4x throttling) and its round trips to ask would add ~0.4 s.
// Used by load-time.mjs and load-ab.mjs.
import { PHONE, untilWorkerControls } from '../tests/e2e/harness.mjs';

// The widget's own keyboard, not the one painted before the wasm (www/first-screen.html).
const SELECTOR = '[data-ready] .keyboard button';

function watch(selector) {
  new MutationObserver((_, observer) => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    const inPage = performance.now();
    requestAnimationFrame(() => setTimeout(() => {
      console.log(`usable ${JSON.stringify({ usable: performance.now(), inPage })}`);
    }));
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-ready'] });
}

/**
 * A phone's browser context (in the language LOCALE names, if set); with `repeat`, one that has opened `url` once, unthrottled,
 * until its service worker controls it (a return visit follows).
 */
export async function phoneContext(browser, url, repeat) {
  // LOCALE=de-DE: a browser in another language (the widget then starts with its pack).
  const context = await browser.newContext({ ...PHONE, ...(process.env.LOCALE ? { locale: process.env.LOCALE } : {}) });
  if (repeat) {
    const first = await context.newPage();
    await first.goto(url);
    await untilWorkerControls(first);
    // Let the worker finish caching and the browser store compiled code.
    await first.waitForTimeout(1500);
    await first.close();
  }
  return context;
}

/** The median of some timings, in ms. */
export const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];

/**
 * `{ usable, inPage, script }` in ms: painted, in the DOM, main-thread script time. With
 * `repeat`, a return visit: the page is first opened once, unthrottled, until its service
 * worker controls it, and the timed load is the next one, from the worker's copy and the
 * browser's caches (compiled code included), as at the table after the first visit.
 */
export async function loadOnce(browser, url, { repeat = false } = {}) {
  const context = await phoneContext(browser, url, repeat);
  await context.addInitScript(watch, SELECTOR);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  const reported = page.waitForEvent('console', {
    predicate: (m) => m.text().startsWith('usable '),
    timeout: 30000,
  });
  await page.goto(url, { waitUntil: 'commit' });
  const { usable, inPage } = JSON.parse((await reported).text().slice('usable '.length));
  const { metrics } = await cdp.send('Performance.getMetrics');
  await context.close();
  return { usable, inPage, script: metrics.find((m) => m.name === 'ScriptDuration').value * 1000 };
}
