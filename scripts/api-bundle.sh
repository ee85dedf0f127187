#!/usr/bin/env bash
# Builds the JS API alone (no widget) into target/api: an ES module, its wasm, TypeScript
# definitions, and global.js (window.MahjongReferee for pages that do not import modules).
# The site build copies target/api to dist/api (index.html), so run this before trunk.
# Prints its gzip size.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
small_wasm
out=target/api
cargo build --lib --release --target wasm32-unknown-unknown --no-default-features --features api
wasm-bindgen --target web --out-dir "$out" "$CARGO_TARGET_DIR/wasm32-unknown-unknown/release/mahjong_referee.wasm"
# The wasm features wasm-opt may use: the same list as the widget's build (index.html).
features=$(grep -o 'data-wasm-opt-params="[^"]*"' index.html | cut -d'"' -f2)
[ -n "$features" ] || { echo "api-bundle: no data-wasm-opt-params in index.html"; exit 1; }
# shellcheck disable=SC2086 # one flag per word
wasm-opt -Oz $features "$out/mahjong_referee_bg.wasm" -o "$out/mahjong_referee_bg.wasm"
# The release (Cargo.toml's version), next to the functions: `import { version } from …`.
release=$(sed -n 's/^version = "\([^"]*\)"$/\1/p' Cargo.toml | head -1)
[ -n "$release" ] || { echo "api-bundle: no version in Cargo.toml"; exit 1; }
printf "\n/** The release of this library (mahjong-referee's version). */\nexport const version = '%s';\n" "$release" >> "$out/mahjong_referee.js"
printf '\n/** The release of this library (mahjong-referee'"'"'s version), e.g. "%s". */\nexport const version: string;\n' "$release" >> "$out/mahjong_referee.d.ts"
wasm=$(gzip -9c "$out/mahjong_referee_bg.wasm" | wc -c)
js=$(gzip -9c "$out/mahjong_referee.js" | wc -c)
printf 'api bundle: wasm %d + js %d = %d bytes gzip\n' "$wasm" "$js" $((wasm + js))
# The language packs, next to the library: a page adds the ones it speaks (addLanguage, or
# global.js's loadLanguage), English is built in.
rm -rf "$out/lang" && mkdir -p "$out/lang" && cp www/lang/*.compiled.txt "$out/lang/"
for pack in "$out"/lang/*.compiled.txt; do
  printf 'api pack %s: %d bytes gzip\n' "$(basename "$pack" .compiled.txt)" "$(gzip -9c "$pack" | wc -c)"
done
cat > "$out/global.js" <<'JS'
// window.MahjongReferee: the rules API for pages that do not import modules themselves.
//   <script type="module" src="https://referee.example/api/global.js"></script>
//   MahjongReferee.ready.then((api) => api.rule('mers-2010', { kind: 'late', minutes: 12 }));
// Another language than English: `await api.loadLanguage('de')` first (its pack, fetched once
// from lang/ next to this script), then `api.rule(…, 'de')`.
// Every function throws an Error with a stable `code` on bad input (see mahjong_referee.d.ts).
// `version: 1` is this object's shape; `release` the library's release, as `version` of mahjong_referee.js.
import init, * as api from './mahjong_referee.js';

const { default: _init, initSync: _initSync, version: release, ...functions } = api;
// Each language's pack, fetched once (a failed fetch may be tried again).
const loading = new Map();
const failed = (code, why) => Object.assign(new Error(`lang: the ${code} pack could not be fetched (${why})`), { code: 'lang-not-loaded' });
// A language the library does not have is bad-lang at once (no fetch), as the library's own
// functions say it; one added already needs none.
const badLang = (code, codes) => Object.assign(new Error(typeof code === 'string'
  ? `lang: no language '${code}' (${codes.join(', ')})`
  : `lang: expected a string (${codes.join(', ')})`), { code: 'bad-lang' });
function loadLanguage(code) {
  const languages = api.languages();
  const language = languages.find((l) => l.code === code);
  if (!language) return Promise.reject(badLang(code, languages.map((l) => l.code)));
  if (language.loaded) return Promise.resolve(code);
  if (!loading.has(code)) {
    const url = new URL(`./lang/${encodeURIComponent(code)}.compiled.txt?v=${api.packVersion()}`, import.meta.url);
    const load = fetch(url)
      .then((answer) => (answer.ok ? answer.text() : Promise.reject(failed(code, answer.status))),
        (e) => Promise.reject(failed(code, e.message)))
      .then(api.addLanguage);
    load.catch(() => loading.delete(code));
    loading.set(code, load);
  }
  return loading.get(code);
}
const ready = init({ module_or_path: new URL('./mahjong_referee_bg.wasm', import.meta.url) })
  .then(() => Object.freeze({ version: 1, release, ...functions, loadLanguage }));
window.MahjongReferee = Object.freeze({ version: 1, release, ready });
JS
cat > "$out/global.d.ts" <<'TS'
// Types of window.MahjongReferee (global.js); the functions are those of mahjong_referee.d.ts.
import type * as Api from './mahjong_referee.js';
type Functions = Omit<typeof Api, 'default' | 'initSync' | 'version'> & {
  /** Fetches a language's pack from lang/ next to global.js once, and adds it; one loaded already (`languages()`), English among them, needs none; a code `languages()` does not list is refused (`bad-lang`). */
  loadLanguage(code: Api.Lang): Promise<Api.Lang>;
};
declare global {
  interface Window {
    /** `version` is this object's shape (1); `release` the library's release, as `version` in mahjong_referee.js. */
    MahjongReferee: { readonly version: 1; readonly release: string; readonly ready: Promise<Functions & { readonly version: 1; readonly release: string }> };
  }
}
export {};
TS
