#!/usr/bin/env bash
# Prints the gzip size of what a first visit downloads (the page, the service worker and
# every file it precaches: wasm, js, css, icons, manifests, the rules matrix pages, the iframe
# embed's page) and fails when the total passes the budget in size-budget.txt. The widget's
# wasm is split into code and data (each section compressed on its own, so these do not add
# up to the file's gzip). Usage: scripts/size.sh [dist]
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${1:-dist}"
# What a first visit downloads: the page, the service worker, and every file the service
# worker precaches (its FILES list, written by scripts/post-build.mjs; a file asked for with a
# version, search-learned.txt?v=…, is the file).
first_visit=$(node -e '
  const text = require("fs").readFileSync(process.argv[1] + "/sw.js", "utf8");
  const files = JSON.parse(/\bFILES\s*=\s*(\[[\s\S]*?\])/.exec(text)[1]);
  console.log(["index.html", "sw.js", ...files.filter((f) => f !== "./").map((f) => f.slice(2).split("?")[0])].join("\n"));
' "$dir")
total=0
shipped=0
while IFS= read -r name; do
  f="$dir/$name"
  [ -f "$f" ] || { echo "size: $name is precached but not in $dir"; exit 1; }
  n=$(gzip -9c "$f" | wc -c)
  total=$((total + n))
  case "$f" in *.wasm|*.js|*.css) shipped=$((shipped + n)) ;; esac
  printf '  %-52s %8d bytes gzip\n' "$name" "$n"
done <<< "$first_visit"
for w in "$dir"/mahjong-referee-*_bg.wasm; do
  [ -f "$w" ] && node scripts/wasm-sections.mjs "$w"
done
printf 'size: wasm + js + css = %d bytes gzip (%d KB)\n' "$shipped" $(((shipped + 512) / 1024))
printf 'size: first visit (the page, sw.js, what it precaches) = %d bytes gzip (%d KB)\n' "$total" $(((total + 512) / 1024))
# For information (not the budget's measure): the same files as a host that serves brotli
# sends them (quality 11, what static hosts precompress with).
# shellcheck disable=SC2086 # hashed file names, one a word
brotli=$(cd "$dir" && node -e '
  const fs = require("fs"), zlib = require("zlib");
  const q = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
  let n = 0;
  for (const f of process.argv.slice(1)) n += zlib.brotliCompressSync(fs.readFileSync(f), q).length;
  console.log(n);
' $first_visit)
printf 'size: the same, as a brotli-serving host sends it = %d bytes (%d KB; information only)\n' "$brotli" $(((brotli + 512) / 1024))
budget=$(tr -dc '0-9' < size-budget.txt)
if [ "$total" -gt "$budget" ]; then
  printf 'size: OVER BUDGET: %d bytes gzip > %d in size-budget.txt\n' "$total" "$budget"
  exit 1
fi
printf 'size: within budget (%d bytes gzip in size-budget.txt)\n' "$budget"
