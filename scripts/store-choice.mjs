// The measurements behind the session log's store (src/ui/log_store.rs), in Chromium, four
// tabs of one browser context on one origin: for each way of appending a record, how many of
// 4 x 50 records written in bursts survive, and the median time of one write.
//   - one localStorage key for the whole log, read-modify-write (the first versions);
//   - the same under a Web Lock (navigator.locks) around each read-modify-write;
//   - one localStorage key per record (what the widget does);
//   - IndexedDB, one readwrite transaction per record (time until it completes);
// (the Web Lock and IndexedDB writes of a tab are all asked at once, so their time includes
// the wait behind the others: what a burst of taps costs);
// and how many IndexedDB records written just before a reload survive it (a tap, then the
// page dropped at once). Not a test: it prints figures. Usage: node scripts/store-choice.mjs
import { serve, launch } from '../tests/e2e/harness.mjs';

const site = await serve(null);
const browser = await launch();
const context = await browser.newContext();
const pages = [];
for (let i = 0; i < 4; i += 1) {
  const page = await context.newPage();
  await page.goto(`${site.origin}/blank`).catch(() => {});
  pages.push(page);
}
const run = (fn, arg) => Promise.all(pages.map((p, tab) => p.evaluate(fn, { tab, ...arg })));

const schemes = {
  async whole({ tab, n }) {
    const times = [];
    for (let i = 0; i < n; i += 1) {
      const t0 = performance.now();
      const log = JSON.parse(localStorage.getItem('whole') ?? '[]');
      log.push(`${tab}.${i}`);
      localStorage.setItem('whole', JSON.stringify(log));
      times.push(performance.now() - t0);
      if (i % 10 === 9) await new Promise((r) => setTimeout(r, 0));
    }
    return times;
  },
  async locked({ tab, n }) {
    const times = [];
    await Promise.all(Array.from({ length: n }, (_, i) => {
      const t0 = performance.now();
      return navigator.locks.request('log', async () => {
        const log = JSON.parse(localStorage.getItem('locked') ?? '[]');
        log.push(`${tab}.${i}`);
        localStorage.setItem('locked', JSON.stringify(log));
        times.push(performance.now() - t0);
      });
    }));
    return times;
  },
  async keys({ tab, n }) {
    const times = [];
    for (let i = 0; i < n; i += 1) {
      const t0 = performance.now();
      localStorage.setItem(`keys#${tab}.${i}`, `${tab}.${i}`);
      times.push(performance.now() - t0);
      if (i % 10 === 9) await new Promise((r) => setTimeout(r, 0));
    }
    return times;
  },
  async idb({ tab, n }) {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('log', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('entries', { autoIncrement: true });
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const times = [];
    await Promise.all(Array.from({ length: n }, (_, i) => new Promise((resolve) => {
      const t0 = performance.now();
      const tx = db.transaction('entries', 'readwrite');
      tx.objectStore('entries').add(`${tab}.${i}`);
      tx.oncomplete = () => { times.push(performance.now() - t0); resolve(); };
      tx.onerror = tx.onabort = () => resolve();
    })));
    db.close();
    return times;
  },
};
const count = {
  whole: () => JSON.parse(localStorage.getItem('whole') ?? '[]').length,
  locked: () => JSON.parse(localStorage.getItem('locked') ?? '[]').length,
  keys: () => Object.keys(localStorage).filter((k) => k.startsWith('keys#')).length,
  idb: () => new Promise((resolve) => {
    const open = indexedDB.open('log', 1);
    open.onsuccess = () => {
      const req = open.result.transaction('entries').objectStore('entries').count();
      req.onsuccess = () => { resolve(req.result); open.result.close(); };
    };
  }),
};
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [name, fn] of Object.entries(schemes)) {
  const times = (await run(fn, { n: 50 })).flat();
  await new Promise((r) => setTimeout(r, 300));
  await pages[0].reload();
  const kept = await pages[0].evaluate(count[name]);
  console.log(`${name}: ${kept} of 200 records kept; one write ${median(times).toFixed(2)} ms at median`);
}
// IndexedDB writes started just before the page is dropped.
let survived = 0;
const page = pages[1];
await page.evaluate(() => new Promise((resolve) => { const r = indexedDB.deleteDatabase('drop'); r.onsuccess = r.onerror = resolve; }));
for (let i = 0; i < 20; i += 1) {
  await page.evaluate((i) => {
    const open = indexedDB.open('drop', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('e', { autoIncrement: true });
    open.onsuccess = () => open.result.transaction('e', 'readwrite').objectStore('e').add(i);
  }, i);
  await page.reload({ waitUntil: 'commit' });
}
survived = await page.evaluate(() => new Promise((resolve) => {
  const open = indexedDB.open('drop', 1);
  open.onupgradeneeded = () => open.result.createObjectStore('e', { autoIncrement: true });
  open.onsuccess = () => {
    const req = open.result.transaction('e').objectStore('e').count();
    req.onsuccess = () => resolve(req.result);
  };
}));
console.log(`idb, a write then the page reloaded at once: ${survived} of 20 kept`);
await browser.close();
site.close();
