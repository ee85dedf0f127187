#!/usr/bin/env bash
# Writes the two npm packages from outputs already built, without building anything:
#   <out>/mahjong-referee          the JS API (ES module, wasm, TypeScript types, language packs)
#   <out>/mahjong-referee-element  the <mahjong-referee> element (embed.js and the site it loads)
# from the API bundle (scripts/api-bundle.sh: target/api) and a release build of the site
# (dist/, or the one given). `npm pack <out>/<name>` makes the tarball; scripts/release.sh
# does, and tests/e2e/npm-packages.test.mjs installs them in a scratch project.
# Usage: scripts/npm-packages.sh [--site DIR] [--api DIR] [--out DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
site=dist
api=target/api
out=target/npm
while [ $# -gt 0 ]; do
  case "$1" in
    --site) site="$2"; shift 2 ;;
    --api) api="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    *) echo "npm-packages: unknown argument $1 (--site DIR, --api DIR, --out DIR)"; exit 2 ;;
  esac
done
version=$(sed -n 's/^version = "\([^"]*\)"$/\1/p' Cargo.toml | head -1)
[ -n "$version" ] || { echo "npm-packages: no version in Cargo.toml"; exit 1; }
[ -f "$api/mahjong_referee.js" ] || { echo "npm-packages: $api has no API bundle (scripts/api-bundle.sh makes it)"; exit 1; }
[ -f "$site/embed.js" ] || { echo "npm-packages: $site has no built site (the release build makes it)"; exit 1; }
grep -q "export const version = '$version';" "$api/mahjong_referee.js" ||
  { echo "npm-packages: $api is not the API of $version (run scripts/api-bundle.sh again)"; exit 1; }
grep -q "$version" "$site/embed.js" ||
  { echo "npm-packages: $site is not the site of $version (build it again)"; exit 1; }

licence() { cp LICENSE LICENSE-MIT LICENSE-APACHE "$1/"; }

# The JS API.
pkg="$out/mahjong-referee"
rm -rf "$pkg" && mkdir -p "$pkg/lang"
cp "$api"/mahjong_referee.js "$api"/mahjong_referee.d.ts "$api"/mahjong_referee_bg.wasm "$pkg/"
cp "$api"/global.js "$api"/global.d.ts "$pkg/"
cp "$api"/lang/*.compiled.txt "$pkg/lang/"
licence "$pkg"
cat > "$pkg/package.json" <<JSON
{
  "name": "mahjong-referee",
  "version": "$version",
  "description": "What the mahjong tournament rules say about an irregularity (EMA Riichi 2016/2012, WRC 2015, MERS 2010, FFMJ 2008): the rules engine as an ES module and WebAssembly, with TypeScript types.",
  "license": "MIT OR Apache-2.0",
  "keywords": ["mahjong", "riichi", "mcr", "referee", "rules", "wasm"],
  "type": "module",
  "main": "./mahjong_referee.js",
  "types": "./mahjong_referee.d.ts",
  "exports": {
    ".": { "types": "./mahjong_referee.d.ts", "default": "./mahjong_referee.js" },
    "./wasm": "./mahjong_referee_bg.wasm",
    "./mahjong_referee_bg.wasm": "./mahjong_referee_bg.wasm",
    "./global": { "types": "./global.d.ts", "default": "./global.js" },
    "./lang/*": "./lang/*",
    "./package.json": "./package.json"
  },
  "sideEffects": ["./global.js"],
  "files": ["mahjong_referee.js", "mahjong_referee.d.ts", "mahjong_referee_bg.wasm", "global.js", "global.d.ts", "lang/", "LICENSE*", "README.md"]
}
JSON
cat > "$pkg/README.md" <<MD
# mahjong-referee $version

What the mahjong tournament rules say about an irregularity, under EMA Riichi 2016 and 2012,
WRC 2015, MERS 2010 and FFMJ 2008: the rules engine of the mahjong referee widget, compiled
to WebAssembly, as an ES module with TypeScript types. English is built in; French, German
and Dutch are packs in \`lang/\`.

With a bundler (esbuild shown; Vite finds the wasm by itself, \`await init()\`):

\`\`\`js
import init, { rule, compare, addLanguage, version } from 'mahjong-referee';
import wasm from 'mahjong-referee/wasm';               // esbuild: --loader:.wasm=file
import french from 'mahjong-referee/lang/fr.compiled.txt'; // esbuild: --loader:.txt=text

await init({ module_or_path: wasm });
addLanguage(french);
rule('mers-2010', { kind: 'false-set', tiles: '232z', priorFouls: 1 }, 'fr').headline;
\`\`\`

Without one, from wherever the package's files are served (the wasm is found next to the
module): \`import init, { rule } from '/vendor/mahjong-referee/mahjong_referee.js'; await init();\`,
or \`global.js\` for \`window.MahjongReferee\` (\`ready\`, \`loadLanguage(code)\`).

\`version\` is this release, \`'$version'\`. Every function throws an \`Error\` with a stable
\`code\` on bad input; the types are in \`mahjong_referee.d.ts\`. The whole API, the incidents
and their facts: the project's README and docs/incidents.md. Licence: MIT OR Apache-2.0.
MD

# The custom element: embed.js and the site it loads the widget from (its module, wasm,
# stylesheet, language packs, and the full widget that the element's links open).
pkg="$out/mahjong-referee-element"
rm -rf "$pkg" && mkdir -p "$pkg"
cp -r "$site"/. "$pkg/"
# Not the element's: the JS API (the other package) and the embed guide (for web editors).
rm -rf "$pkg/api" "$pkg"/embed-guide* "$pkg/_headers" "$pkg/.htaccess"
licence "$pkg"
cat > "$pkg/embed.d.ts" <<'TS'
/** The release of the widget the element loads. */
export declare const version: string;
/**
 * Where this package's files are served (a folder's address), when embed.js is bundled into
 * another script: call it before a <mahjong-referee> element is connected, in the bundle's
 * own code at the latest. Without a bundler the files are found next to embed.js.
 */
export declare function setBase(url: string | URL): void;
/** <mahjong-referee ruleset="mers-2010" incident="false-set" lang="en" compact></mahjong-referee> */
export declare class MahjongRefereeElement extends HTMLElement {
  static readonly version: string;
}
declare global {
  interface HTMLElementTagNameMap {
    'mahjong-referee': MahjongRefereeElement;
  }
}
TS
cat > "$pkg/package.json" <<JSON
{
  "name": "mahjong-referee-element",
  "version": "$version",
  "description": "The mahjong referee widget as a <mahjong-referee> custom element: what the tournament rules say about an irregularity, under five rule sets, in its own shadow root.",
  "license": "MIT OR Apache-2.0",
  "keywords": ["mahjong", "riichi", "mcr", "referee", "custom-element", "web-component"],
  "type": "module",
  "main": "./embed.js",
  "types": "./embed.d.ts",
  "exports": {
    ".": { "types": "./embed.d.ts", "default": "./embed.js" },
    "./*": "./*",
    "./package.json": "./package.json"
  },
  "sideEffects": true
}
JSON
cat > "$pkg/README.md" <<MD
# mahjong-referee-element $version

The mahjong referee widget as a custom element: pick the rule set, tap the tiles, answer the
question that decides it, and read the ruling, in its own shadow root.

\`\`\`html
<mahjong-referee ruleset="mers-2010" incident="false-set" lang="en" compact></mahjong-referee>
\`\`\`

The element loads the widget's module and wasm from the files of this package, so they must
be served as they are (\`application/wasm\` for the wasm). Without a bundler, serve the
package's folder and load its \`embed.js\`:
\`<script type="module" src="/vendor/mahjong-referee/embed.js"></script>\`.

With a bundler (esbuild, Vite, webpack), import it and say where the files are served, since
the bundle is elsewhere; copy the package's folder there (\`cp -r
node_modules/mahjong-referee-element public/vendor/mahjong-referee\`):

\`\`\`js
import { setBase, version } from 'mahjong-referee-element';
setBase('/vendor/mahjong-referee/');
\`\`\`

Attributes: \`ruleset\` (ema-2016, ema-2012, wrc-2015, mers-2010, ffmj-2008), \`incident\`,
\`lang\` (en, fr, de, nl), \`compact\`. The element gets \`data-ready\` once the widget answers
taps. \`version\` (and \`customElements.get('mahjong-referee').version\`) is this release,
\`'$version'\`. The folder is also the whole widget (\`index.html\`), which the element's links
open. Hosting it, headers and the CSP: docs/hosting.md in the project. Licence: MIT OR
Apache-2.0.
MD
echo "npm-packages: $out/mahjong-referee and $out/mahjong-referee-element ($version)"
