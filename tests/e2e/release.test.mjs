// The release as a federation hosts it: scripts/release.sh packs the built site (DIST, with
// target/api: the test command's earlier steps) into mahjong-referee-<version>.zip; the zip,
// unpacked into a scratch folder and uploaded to /tools/referee/ of a plain static server
// (Python's http.server, which knows nothing of the referee), rules a false set on a phone,
// shows its version in the footer, and rules again after an offline reload.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DIST, PHONE, SHOTS, launch, untilWorkerControls } from './harness.mjs';

// A command's output in its error: a script that refuses says why in the test's report.
const run = (file, args, options) => promisify(execFile)(file, args, options).catch((e) => {
  throw new Error(`${file} ${args.join(' ')}: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`);
});
const VERSION = /^version = "([^"]+)"$/m.exec(await readFile('Cargo.toml', 'utf8'))[1];
const OUT = 'target/release-test';
const NAME = `mahjong-referee-${VERSION}`;
const env = {};

/** Python's static server on a free port, serving `dir`; its address. */
async function pythonServer(dir) {
  const child = spawn('python3', ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  const port = await new Promise((resolve, reject) => {
    let said = '';
    child.stdout.on('data', (chunk) => {
      said += chunk;
      const found = /port (\d+)/.exec(said);
      if (found) resolve(Number(found[1]));
    });
    child.on('exit', (code) => reject(new Error(`http.server stopped (${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, close: () => child.kill() };
}

before(async () => {
  await access(`${DIST}/index.html`).catch(() => {
    throw new Error(`${DIST} has no built site (the release build makes it)`);
  });
  await mkdir(SHOTS, { recursive: true });
  const { stdout } = await run('scripts/release.sh', ['--from-build', DIST, '--out', OUT], { maxBuffer: 1 << 24 });
  console.log(stdout.trim());
  // Unpacked into a scratch folder, its site/ uploaded as the host's /tools/referee/.
  const scratch = join(OUT, 'unpacked');
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  await run('python3', ['-m', 'zipfile', '-e', join(OUT, `${NAME}.zip`), scratch]);
  env.release = join(scratch, NAME);
  const root = join(scratch, 'www');
  await mkdir(join(root, 'tools'), { recursive: true });
  await rename(join(env.release, 'site'), join(root, 'tools', 'referee'));
  env.site = await pythonServer(root);
  env.url = `${env.site.origin}/tools/referee/`;
  env.browser = await launch();
});

after(async () => {
  await env.browser?.close();
  env.site?.close();
});

test('the zip holds the site, the guide for its host, the changelog and the licence; its sum is right', async () => {
  const zip = await readFile(join(OUT, `${NAME}.zip`));
  const sum = (await readFile(join(OUT, `${NAME}.zip.sha256`), 'utf8')).trim();
  assert.equal(sum, `${createHash('sha256').update(zip).digest('hex')}  ${NAME}.zip`);
  for (const f of ['README-HOSTING.md', 'hosting.md', 'CHANGELOG.md', 'LICENSE', 'LICENSE-MIT', 'LICENSE-APACHE', 'hosting/nginx.conf']) {
    await access(join(env.release, f));
  }
  const site = join(OUT, 'unpacked', 'www', 'tools', 'referee');
  for (const f of ['index.html', 'sw.js', 'embed.js', 'embed-guide.html', 'hosting.md', 'api/mahjong_referee.js', 'api/mahjong_referee_bg.wasm', 'api/mahjong_referee.d.ts', '.htaccess', '_headers']) {
    await access(join(site, f));
  }
  assert.match(await readFile(join(env.release, 'README-HOSTING.md'), 'utf8'), new RegExp(`v${VERSION.replaceAll('.', '\\.')}`));
  // The hosting guide gives the same snippets as the files the site carries.
  const guide = await readFile('docs/hosting.md', 'utf8');
  for (const f of ['htaccess', '_headers', 'nginx.conf']) assert.ok(guide.includes(await readFile(`docs/hosting/${f}`, 'utf8')), `docs/hosting.md gives docs/hosting/${f} as it is`);
  for (const pkg of [`mahjong-referee-${VERSION}.tgz`, `mahjong-referee-element-${VERSION}.tgz`]) await access(join(OUT, pkg));
});

test('the snippets cache for ever exactly the files whose names carry a hash, and no page, worker or loader', async () => {
  const site = join(OUT, 'unpacked', 'www', 'tools', 'referee');
  const files = (await readdir(site, { recursive: true })).map((f) => f.split('\\').join('/'));
  // The files with Trunk's content hash in their names (the widget's module, wasm, stylesheet,
  // and the start-up script post-build.mjs names by its hash).
  const hashed = files.filter((f) => /^(mahjong-referee|style|boot)-[0-9a-f]{12,16}(_bg)?\.(js|wasm|css)$/.test(f)).sort();
  assert.equal(hashed.length, 4, hashed.join(', '));
  // Apache's FilesMatch and nginx's map: one regex.
  const htaccess = await readFile('docs/hosting/htaccess', 'utf8');
  const nginx = await readFile('docs/hosting/nginx.conf', 'utf8');
  const apacheRe = new RegExp(/<FilesMatch "([^"]+)">\s*Header set Cache-Control "public, max-age=31536000, immutable"/.exec(htaccess)[1]);
  const nginxRe = new RegExp(/~(\S+)\s+"public, max-age=31536000, immutable"/.exec(nginx)[1]);
  for (const re of [apacheRe, nginxRe]) {
    assert.deepEqual(files.filter((f) => re.test(f.split('/').pop())).sort(), hashed, `${re}`);
  }
  // Netlify's and Cloudflare's _headers: its immutable paths (from the site's root).
  const rules = (await readFile('docs/hosting/_headers', 'utf8')).split(/\n(?=\/)/).filter((r) => r.startsWith('/'));
  const immutable = rules.filter((r) => r.includes('immutable')).map((r) => r.split('\n')[0].trim());
  const glob = (p) => new RegExp(`^${p.slice(1).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);
  assert.deepEqual(files.filter((f) => immutable.some((p) => glob(p).test(f))).sort(), hashed, immutable.join(' '));
  // And what must be checked on every visit is said so, never cached for ever.
  const noCache = rules.filter((r) => r.includes('no-cache')).map((r) => r.split('\n')[0].trim());
  for (const f of ['index.html', 'sw.js', 'embed.js', 'embed-widget.js', 'embed-frame.js', 'embed.html']) {
    assert.ok(noCache.some((p) => glob(p).test(f)), `_headers: ${f} no-cache`);
    assert.ok(!apacheRe.test(f) && !nginxRe.test(f), `${f} is not cached for ever`);
  }
});

test('under /tools/referee/ of a plain static server: a false set ruled, the version in the footer, and again after an offline reload', { timeout: 120_000 }, async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const tap = (name) => page.getByRole('button', { name, exact: true }).first().tap();
  const falseSet = async () => {
    await tap('south wind');
    await tap('west wind');
    await tap('south wind');
    await page.getByText('S W S: winds differ').waitFor();
    await tap('Yes');
    await page.selectOption('#ruleset', 'ema-2016');
    const text = await page.locator('#ruling').innerText();
    assert.match(text, /dead hand/i);
    assert.match(text, /5\.1\.4/);
  };
  await page.goto(env.url);
  await page.locator('[data-ready]').waitFor();
  await falseSet();
  // The version, small in the footer, readable at 390 x 844.
  const version = page.locator('footer .version');
  assert.equal(await version.innerText(), `v${VERSION}`);
  await version.scrollIntoViewIfNeeded();
  assert.ok(await version.isVisible());
  const size = await version.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(size >= 12, `the version is set at ${size}px`);
  await page.screenshot({ path: `${SHOTS}/release-footer-version-390x844.png` });
  // A number needs no translation: the same in every language.
  for (const lang of ['fr', 'de', 'nl', 'en']) {
    await page.selectOption('#lang', lang);
    await page.locator('.lang-loading[role="status"]').waitFor({ state: 'detached' });
    await page.locator(`main[lang="${lang}"]`).waitFor();
    assert.equal(await version.innerText(), `v${VERSION}`, lang);
  }
  // The service worker's cache is named by the release; the API and the element's loader say it.
  await untilWorkerControls(page);
  const said = await page.evaluate(async () => ({
    caches: await caches.keys(),
    api: (await import(new URL('api/mahjong_referee.js', location.href).href)).version,
    element: (await import(new URL('embed.js', location.href).href)).version,
  }));
  assert.ok(said.caches.some((k) => k.startsWith(`mahjong-referee-${VERSION}-`)), said.caches.join(', '));
  assert.equal(said.api, VERSION);
  assert.equal(said.element, VERSION);
  // Offline: the reload comes from the worker's copy, the ruling is still on screen, and a
  // new one is ruled.
  await context.setOffline(true);
  await page.reload();
  await page.locator('#ruling').waitFor();
  assert.match(await page.locator('#ruling').innerText(), /5\.1\.4/);
  await page.getByRole('button', { name: 'Start again', exact: true }).tap();
  await page.locator('#ruling').waitFor({ state: 'detached' });
  await falseSet();
  assert.equal(await page.locator('footer .version').innerText(), `v${VERSION}`);
  await page.screenshot({ path: `${SHOTS}/release-offline-ruling-390x844.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});
