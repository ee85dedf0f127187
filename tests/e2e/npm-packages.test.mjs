// The npm packages as a web developer gets them: scripts/npm-packages.sh writes them from the
// API bundle (target/api) and the release build (DIST), `npm pack` makes their tarballs, and
// a scratch project under target/ installs those (offline, from the files) and uses them two
// ways in headless Chromium: bundled with esbuild (the API's wasm and a language pack as the
// bundler's files, the element's files served from a folder named by setBase), and without a
// bundler (the modules loaded from node_modules/ as they are).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { access, cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DIST, PHONE, SHOTS, launch, serve } from './harness.mjs';

// A command's output in its error: a script that refuses says why in the test's report.
const run = (file, args, options) => promisify(execFile)(file, args, options).catch((e) => {
  throw new Error(`${file} ${args.join(' ')}: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`);
});
const VERSION = /^version = "([^"]+)"$/m.exec(await readFile('Cargo.toml', 'utf8'))[1];
const WORK = resolve('target/npm-test');
const PROJECT = join(WORK, 'project');
const env = {};

const BUNDLED = `
import init, { rule, compare, addLanguage, version } from 'mahjong-referee';
import wasm from 'mahjong-referee/wasm';
import french from 'mahjong-referee/lang/fr.compiled.txt';
import { setBase, version as elementVersion, MahjongRefereeElement } from 'mahjong-referee-element';

// The element's files are copied to referee/ beside the bundle.
setBase('./referee/');
await init({ module_or_path: wasm });
addLanguage(french);
window.result = {
  version,
  elementVersion,
  staticVersion: MahjongRefereeElement.version,
  defined: customElements.get('mahjong-referee') === MahjongRefereeElement,
  ruling: rule('ema-2016', { kind: 'false-set', tiles: '232z', discarded: true }),
  french: rule('mers-2010', { kind: 'false-set', tiles: '232z', priorFouls: 1 }, 'fr').headline,
  rulesets: compare({ kind: 'late', minutes: 12 }).length,
};
`;

const PAGE = (script) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>npm packages</title><link rel="icon" href="data:,"></head>
<body><h1>A federation's page</h1>
<mahjong-referee id="on-page" ruleset="mers-2010" incident="false-set" lang="en" compact></mahjong-referee>
${script}
</body></html>`;

const PLAIN = `<script type="module" src="./node_modules/mahjong-referee-element/embed.js"></script>
<script type="module">
import init, { rule, version } from './node_modules/mahjong-referee/mahjong_referee.js';
await init();
window.result = { version, ruling: rule('ema-2016', { kind: 'false-set', tiles: '232z', discarded: true }) };
</script>`;

before(async () => {
  await access(`${DIST}/embed.js`).catch(() => {
    throw new Error(`${DIST} has no built site (the release build makes it)`);
  });
  await mkdir(SHOTS, { recursive: true });
  await rm(WORK, { recursive: true, force: true });
  await mkdir(join(WORK, 'tarballs'), { recursive: true });
  await run('scripts/npm-packages.sh', ['--site', DIST, '--api', 'target/api', '--out', join(WORK, 'packages')]);
  for (const name of ['mahjong-referee', 'mahjong-referee-element']) {
    await run('npm', ['pack', '--silent', '--pack-destination', join(WORK, 'tarballs'), join(WORK, 'packages', name)]);
  }
  const tarballs = (await readdir(join(WORK, 'tarballs'))).sort();
  assert.deepEqual(tarballs, [`mahjong-referee-${VERSION}.tgz`, `mahjong-referee-element-${VERSION}.tgz`]);
  await mkdir(join(PROJECT, 'src'), { recursive: true });
  await writeFile(join(PROJECT, 'package.json'), JSON.stringify({ name: 'federation-site', private: true, type: 'module' }, null, 2));
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', ...tarballs.map((t) => join(WORK, 'tarballs', t))], { cwd: PROJECT });
  // Bundled: esbuild, the wasm as a file of the bundle's, the pack as text.
  await writeFile(join(PROJECT, 'src', 'main.js'), BUNDLED);
  await run(resolve('node_modules/.bin/esbuild'), ['src/main.js', '--bundle', '--format=esm', '--target=es2022', '--outdir=public',
    '--loader:.wasm=file', '--loader:.txt=text', '--log-level=warning'], { cwd: PROJECT });
  await cp(join(PROJECT, 'node_modules', 'mahjong-referee-element'), join(PROJECT, 'public', 'referee'), { recursive: true });
  await writeFile(join(PROJECT, 'public', 'index.html'), PAGE('<script type="module" src="./main.js"></script>'));
  // Without a bundler: the packages' modules as they are.
  await writeFile(join(PROJECT, 'plain.html'), PAGE(PLAIN));
  env.site = await serve(PROJECT);
  env.browser = await launch();
});

after(async () => {
  await env.browser?.close();
  env.site?.close();
});

test('the packages say what they are: exports, types, the version, the licence', async () => {
  const api = JSON.parse(await readFile(join(PROJECT, 'node_modules', 'mahjong-referee', 'package.json'), 'utf8'));
  assert.equal(api.version, VERSION);
  assert.equal(api.type, 'module');
  assert.deepEqual(api.exports['.'], { types: './mahjong_referee.d.ts', default: './mahjong_referee.js' });
  const types = await readFile(join(PROJECT, 'node_modules', 'mahjong-referee', 'mahjong_referee.d.ts'), 'utf8');
  assert.match(types, /export const version: string;/);
  assert.match(types, /export function rule\(/);
  const element = JSON.parse(await readFile(join(PROJECT, 'node_modules', 'mahjong-referee-element', 'package.json'), 'utf8'));
  assert.equal(element.version, VERSION);
  assert.equal(element.exports['.'].default, './embed.js');
  for (const pkg of ['mahjong-referee', 'mahjong-referee-element']) {
    for (const f of ['LICENSE', 'LICENSE-MIT', 'LICENSE-APACHE', 'README.md']) await access(join(PROJECT, 'node_modules', pkg, f));
  }
  // The API is not the element's, nor the embed guide.
  await assert.rejects(access(join(PROJECT, 'node_modules', 'mahjong-referee-element', 'api')));
});

for (const [how, file] of [['bundled with esbuild', 'public/index.html'], ['without a bundler', 'plain.html']]) {
  test(`${how}: the API rules and the element on the page is mounted`, { timeout: 60_000 }, async () => {
    const context = await env.browser.newContext(PHONE);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
    await page.goto(`${env.site.url}${file}`);
    await page.waitForFunction(() => window.result);
    const result = await page.evaluate(() => window.result);
    assert.equal(result.version, VERSION);
    assert.equal(result.ruling.outcome, 'dead-hand');
    assert.equal(result.ruling.sections[0], 'EMA 2016 §5.1.4');
    if (result.french !== undefined) {
      assert.match(result.french, /faute/);
      assert.equal(result.rulesets, 5);
      assert.equal(result.elementVersion, VERSION);
      assert.equal(result.staticVersion, VERSION);
      assert.ok(result.defined);
    }
    // The element, already on the page when its script defined it, mounts the widget.
    const element = page.locator('mahjong-referee#on-page');
    await page.locator('mahjong-referee#on-page[data-ready]').waitFor({ timeout: 30_000 });
    await element.getByRole('button', { name: 'south wind', exact: true }).first().tap();
    await element.getByRole('button', { name: 'west wind', exact: true }).first().tap();
    await element.getByRole('button', { name: 'south wind', exact: true }).first().tap();
    await element.getByText('S W S: winds differ').waitFor();
    await page.screenshot({ path: `${SHOTS}/npm-element-${file.includes('public') ? 'bundled' : 'plain'}.png`, fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  });
}
