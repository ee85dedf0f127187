#!/usr/bin/env bash
# Builds a release and writes, in target/release-out/ (or --out DIR):
#   mahjong-referee-<version>.zip         what a federation hosts (below)
#   mahjong-referee-<version>.zip.sha256  its SHA-256 sum (sha256sum -c reads it)
#   mahjong-referee-<version>.tgz         the JS API's npm package
#   mahjong-referee-element-<version>.tgz the <mahjong-referee> element's npm package
# The zip holds one folder, mahjong-referee-<version>/:
#   site/             the widget's site, built for any sub-path: upload its contents as they are
#                     (with site/api/, the JS API bundle, and site/embed-guide.html, the embed
#                     guide; site/.htaccess and site/_headers set the headers on Apache, Netlify
#                     and Cloudflare Pages)
#   README-HOSTING.md the five minutes of the person who hosts it
#   hosting.md        the hosting guide (docs/hosting.md): every host's headers, updates, checks
#   hosting/          its snippets as files (docs/hosting/: htaccess, _headers, nginx.conf)
#   CHANGELOG.md, LICENSE, LICENSE-MIT, LICENSE-APACHE
# The version is Cargo.toml's. `--from-build DIR` packs a site already built (a release build
# with target/api of the same version) instead of building: the tests' way
# (tests/e2e/release.test.mjs). Prints the zip's name, size and sum.
set -euo pipefail
cd "$(dirname "$0")/.."
from=""
out=target/release-out
while [ $# -gt 0 ]; do
  case "$1" in
    --from-build) from="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    *) echo "release: unknown argument $1 (--from-build DIR, --out DIR)"; exit 2 ;;
  esac
done
version=$(sed -n 's/^version = "\([^"]*\)"$/\1/p' Cargo.toml | head -1)
[ -n "$version" ] || { echo "release: no version in Cargo.toml"; exit 1; }
name="mahjong-referee-$version"
work="target/release-work"

if [ -z "$from" ]; then
  scripts/setup.sh
  . scripts/env.sh
  scripts/api-bundle.sh
  # Its own folder: dist/ (the one `scripts/serve.sh` and the tests use) is left alone.
  (small_wasm && trunk build --release --offline --dist "$work/built")
  from="$work/built"
  if grep -q 'panic-test' "$from"/*_bg.wasm; then
    echo "release: the build has the panic-test hook"
    exit 1
  fi
else
  . scripts/env.sh
fi
[ -f "$from/index.html" ] && [ -f "$from/sw.js" ] || { echo "release: $from has no built site"; exit 1; }
grep -q "mahjong-referee-$version-" "$from/sw.js" ||
  { echo "release: $from is not a build of $version (its sw.js names another release)"; exit 1; }

stage="$work/stage"
rm -rf "$stage" && mkdir -p "$stage/$name"
cp -r "$from" "$stage/$name/site"
# The headers, for the hosts that read them from a file in the site (docs/hosting.md says
# why each): Apache (.htaccess), Netlify and Cloudflare Pages (_headers). Added after the
# build, so they are in no service worker's list.
cp docs/hosting/htaccess "$stage/$name/site/.htaccess"
cp docs/hosting/_headers "$stage/$name/site/_headers"
cp -r docs/hosting "$stage/$name/hosting"
cp docs/hosting.md CHANGELOG.md LICENSE LICENSE-MIT LICENSE-APACHE "$stage/$name/"
cat > "$stage/$name/README-HOSTING.md" <<MD
# Hosting the mahjong referee $version

1. Upload the **contents** of \`site/\` to a folder of your web site, for example
   \`https://your-federation.example/tools/referee/\` (any folder works, the site root too).
   Keep the files as they are: no renaming, no minifying.
2. Your server must send the wasm as \`application/wasm\` and should compress (gzip or
   brotli). On Apache the \`.htaccess\` in \`site/\` does it; on Netlify and Cloudflare Pages
   \`_headers\` does; on nginx, GitHub Pages and others see \`hosting.md\`.
3. Open the folder's address on a phone: the referee appears, with \`v$version\` in its
   footer. Reload it with the network off: it still rules.

Files whose names carry a hash (\`mahjong-referee-…_bg.wasm\`, \`boot-….js\`…) never change
and may be cached for ever; \`index.html\`, \`sw.js\` and \`embed*.js\` must be checked on every
visit (\`Cache-Control: no-cache\`). To update, upload the new release's \`site/\` over the old
one (the old hashed files may stay or go): a referee's phone keeps the version it has until
the new one is whole, then offers it.

Embedding the referee in your pages (an iframe, the \`<mahjong-referee>\` element, the JS API
in \`api/\`): \`embed-guide.html\` in the uploaded folder. What changed: \`CHANGELOG.md\`.
Every host's headers, the Content-Security-Policy and how to check the result:
\`hosting.md\`. SHA-256 of this zip: the \`.sha256\` file published beside it.
MD

# The npm packages, from the same build.
scripts/npm-packages.sh --site "$from" --api target/api --out "$work/npm"

mkdir -p "$out"
zip_path="$out/$name.zip"
rm -f "$zip_path" "$zip_path.sha256"
abs_zip="$(cd "$out" && pwd)/$name.zip"
if command -v zip > /dev/null; then
  (cd "$stage" && zip -q -r -X "$abs_zip" "$name")
else
  # A machine without zip (a fresh CI image): Python's zipfile writes the same archive.
  python3 - "$stage" "$name" "$abs_zip" <<'PY'
import os, sys, zipfile
stage, name, target = sys.argv[1:]
with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
    for folder, dirs, files in os.walk(os.path.join(stage, name)):
        dirs.sort()
        for f in sorted(files):
            path = os.path.join(folder, f)
            z.write(path, os.path.relpath(path, stage))
PY
fi
(cd "$out" && sha256sum "$name.zip" > "$name.zip.sha256")
for pkg in mahjong-referee mahjong-referee-element; do
  rm -f "$out/$pkg-$version.tgz"
  npm pack --silent --pack-destination "$out" "./$work/npm/$pkg" > /dev/null
done
size=$(wc -c < "$zip_path")
printf 'release: %s (%d bytes)\n' "$zip_path" "$size"
printf 'release: sha256 %s\n' "$(cut -d' ' -f1 "$zip_path.sha256")"
printf 'release: npm %s\n' "$out/mahjong-referee-$version.tgz" "$out/mahjong-referee-element-$version.tgz"
