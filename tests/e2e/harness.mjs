// Shared by the end-to-end specs: a static server for dist/ on a free localhost port, and
// Debian's Chromium driven by playwright-core.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
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
};

/**
 * Serves `root` (a directory, or a function giving the directory for each request: a site
 * that gets a new version while a test runs) on a free localhost port. Options: `prefix` serves it under a sub-path
 * (`/tools/referee/`; anything else is 404), `headers` adds response headers (a CSP, CORS),
 * `pages` serves fixed texts by path (host pages), `stall(pathname)` gives the ms to hold a
 * request before answering it (a poor connection; 0 by default).
 */
export async function serve(root, { prefix = '/', headers = {}, pages = {}, stall = () => 0 } = {}) {
  const server = createServer(async (req, res) => {
    const pathname = new URL(req.url, 'http://x').pathname;
    const hold = stall(pathname);
    if (hold > 0) await new Promise((resolve) => setTimeout(resolve, hold).unref());
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
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...headers });
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

/** The text a download link (`data:` address) holds. */
export async function downloadText(link) {
  const href = await link.getAttribute('href');
  return decodeURIComponent(href.slice(href.indexOf(',') + 1));
}

export const DIST = process.env.DIST ?? 'dist';
export const SHOTS = process.env.SHOTS ?? 'test-results';

/**
 * Serves the built site and starts Chromium for the tests of one file (node:test before and
 * after hooks); `env.site` and `env.browser` are set once `before` has run.
 */
export function useSite(hooks) {
  const env = {};
  hooks.before(async () => {
    const { mkdir } = await import('node:fs/promises');
    await mkdir(SHOTS, { recursive: true });
    env.site = await serve(DIST);
    env.browser = await launch();
  });
  hooks.after(async () => {
    await env.browser?.close();
    env.site?.close();
  });
  return env;
}
