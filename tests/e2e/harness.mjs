// Shared by the end-to-end specs: a static server for dist/ on a free localhost port, and
// Debian's Chromium driven by playwright-core.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves `root` (a directory, or a function giving the directory for each request: a site
 * that gets a new version while a test runs) on a free localhost port. Options: `prefix` serves it under a sub-path
 * (`/tools/referee/`; anything else is 404), `headers` adds response headers (a CSP, CORS),
 * `pages` serves fixed texts by path (host pages), `stall(pathname)` gives the ms to hold a
 * request before answering it (a poor connection; 0 by default), `fail(pathname)` an answer
 * to give instead of the site's (`{status, body, headers}`: a failing server, a captive
 * portal), or nothing; `gzip` sends files gzip-compressed to a browser that takes it, as
 * a static host does.
 */
export async function serve(root, { prefix = '/', headers = {}, pages = {}, stall = () => 0, fail = () => null, gzip = false } = {}) {
  // Addresses of megabytes reach it (the oversized-state tests).
  const server = createServer({ maxHeaderSize: 4 << 20 }, async (req, res) => {
    const pathname = new URL(req.url, 'http://x').pathname;
    const hold = stall(pathname);
    if (hold > 0) await new Promise((resolve) => setTimeout(resolve, hold).unref());
    const failure = fail(pathname);
    if (failure) {
      res.writeHead(failure.status, { 'content-type': TYPES['.html'], ...failure.headers });
      res.end(failure.body ?? '');
      return;
    }
    if (pages[pathname] !== undefined) {
      res.writeHead(200, { 'content-type': TYPES[extname(pathname)] ?? TYPES['.html'], ...headers });
      res.end(pages[pathname]);
      return;
    }
    if (!root || !pathname.startsWith(prefix)) {
      res.writeHead(404);
      res.end('not found');
      return;
    }
    const path = normalize(decodeURIComponent(pathname.slice(prefix.length - 1)));
    const dir = typeof root === 'function' ? root() : root;
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = await readFile(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      if (gzip && TYPES[extname(file)] && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', vary: 'accept-encoding', ...headers });
        res.end(gzipSync(body, { level: 9 }));
        return;
      }
      res.writeHead(200, { 'content-type': type, ...headers });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, url: `${origin}${prefix}`, close: () => server.close() };
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  });
}

/** A phone: 390 × 844 CSS pixels, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };

/** Waits until the page's service worker has cached the site and controls the page. */
export async function untilWorkerControls(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/**
 * The text a download link (`data:` address) holds: the session log's links are filled when
 * used, so the link is focused first.
 */
export async function downloadText(link) {
  await link.focus();
  const href = await link.getAttribute('href');
  return decodeURIComponent(href.slice(href.indexOf(',') + 1));
}

export const DIST = process.env.DIST ?? 'dist';
/**
 * The tests' own build of the site, with its test hooks (`?panic-test`): scripts/test-build.sh.
 * The release build in DIST has none.
 */
export const TEST_DIST = process.env.TEST_DIST ?? 'target/dist-test';
export const SHOTS = process.env.SHOTS ?? 'test-results';

/**
 * Waits for the widget's first screen whole: `data-ready`, then the incident list's other
 * incidents, which the widget adds a frame after its first screen is painted (the list holds
 * its picked incident alone until then).
 */
export async function untilWhole(page) {
  await page.locator('[data-ready]').waitFor();
  await page.waitForFunction(() => {
    const list = document.querySelector('#incident');
    return !list || list.options.length > 1;
  });
}

/**
 * A phone-sized page (PHONE, with `extra` context options such as a `locale`) of the site
 * `useSite` serves, opened at `fragment` once the widget is there; its page errors are
 * collected in `errors`.
 */
export async function openPhone(env, fragment = '', extra = {}) {
  const context = await env.browser.newContext({ ...PHONE, ...extra });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.site.url}${fragment}`);
  await untilWhole(page);
  // A language other than English is a pack fetched when picked: until it is in, English.
  await page.locator('.lang-loading[role="status"]').waitFor({ state: 'detached' });
  return { context, page, errors };
}

/**
 * Serves the built site (`dir`: DIST, or TEST_DIST for the test hooks) and starts Chromium for
 * the tests of one file (node:test before and after hooks); `env.site` and `env.browser` are
 * set once `before` has run.
 */
export function useSite(hooks, dir = DIST) {
  const env = {};
  hooks.before(async () => {
    const { access, mkdir } = await import('node:fs/promises');
    await mkdir(SHOTS, { recursive: true });
    await access(`${dir}/index.html`).catch(() => {
      throw new Error(`${dir} has no built site (${dir === TEST_DIST ? 'scripts/test-build.sh' : 'the release build'} makes it)`);
    });
    env.site = await serve(dir);
    env.browser = await launch();
  });
  hooks.after(async () => {
    await env.browser?.close();
    env.site?.close();
  });
  return env;
}

/**
 * A question of the ruling screen: the fieldset whose legend holds `q` (part of its text, or a
 * RegExp). Strict, as Playwright's locators are: words that name two questions are an error.
 */
export function question(page, q) {
  return page.locator('.questions fieldset.question').filter({ has: page.locator('legend', { hasText: q }) });
}

/**
 * Answers one question as a referee does: taps the answer's button (its label exactly, or a
 * RegExp: "Whose foul?" buttons read `East · 2 fouls`), or types a number into its box.
 */
export async function answer(page, q, value) {
  const fieldset = question(page, q);
  if (typeof value === 'number') await fieldset.locator('input').fill(String(value));
  else await fieldset.getByRole('button', { name: value, exact: typeof value === 'string' }).tap();
}

/** The answers picked on the ruling screen (the buttons shown pressed), in screen order. */
export async function picked(page) {
  return page.locator('.questions button[aria-pressed="true"]').allInnerTexts();
}

/**
 * Answers the ruling screen's questions until its ruling is shown, and returns the card:
 * first those `answers` names (question → answer, in order, as `answer` takes them; a
 * follow-up is waited for), then, one at a time, each question `#waiting` still lists, with
 * the answer `others(legend, labels)` gives (`labels`: its buttons' labels, or null for a
 * number box). Without `others` a question left unanswered is an error that names it: a
 * test says which answers it does not care about, the widget never picks one for it.
 */
export async function answerAll(page, answers = {}, { others } = {}) {
  for (const [q, value] of Object.entries(answers)) await answer(page, q, value);
  const waiting = page.locator('#waiting');
  for (let round = 0; round < 20; round += 1) {
    await page.locator('#ruling, #waiting').first().waitFor();
    if ((await waiting.count()) === 0) return page.locator('#ruling');
    const said = await waiting.innerText();
    // The questions the line names (a legend may say more: "Whose foul? (their earlier …)").
    const named = said.slice(said.indexOf(': ') + 2).split(' · ');
    let next = null;
    for (const fieldset of await page.locator('.questions fieldset.question').all()) {
      const legend = await fieldset.locator('legend').innerText();
      if (named.some((q) => legend === q || legend.startsWith(`${q} `))) {
        next = { legend, fieldset };
        break;
      }
    }
    if (!next || !others) throw new Error(`the ruling still waits: ${said}`);
    const buttons = next.fieldset.locator('button');
    const labels = (await buttons.count()) ? await buttons.allInnerTexts() : null;
    const value = others(next.legend, labels);
    if (labels) await next.fieldset.getByRole('button', { name: value, exact: true }).tap();
    else await next.fieldset.locator('input').fill(String(value));
  }
  throw new Error(`the ruling still waits after 20 answers: ${await waiting.innerText()}`);
}

/** For `answerAll`'s `others`, where a test does not care: each question's first answer, 3 in a number box. */
export const FIRST_ANSWER = (legend, labels) => (labels ? labels[0] : 3);
