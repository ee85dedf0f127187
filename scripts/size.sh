#!/usr/bin/env bash
# Prints the gzip size of what a first visit downloads (every file of the built site:
# wasm, js, css, html, icons, manifest, service worker) and fails when the total passes the
# budget in size-budget.txt; the widget's wasm is split into code and data (each section
# compressed on its own, so these do not add up to the file's gzip). Usage: scripts/size.sh [dist]
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${1:-dist}"
total=0
shipped=0
for f in "$dir"/*; do
  [ -f "$f" ] || continue
  n=$(gzip -9c "$f" | wc -c)
  total=$((total + n))
  case "$f" in *.wasm|*.js|*.css) shipped=$((shipped + n)) ;; esac
  printf '  %-52s %8d bytes gzip\n' "$(basename "$f")" "$n"
done
for w in "$dir"/mahjong-referee-*_bg.wasm; do
  [ -f "$w" ] && node scripts/wasm-sections.mjs "$w"
done
printf 'size: wasm + js + css = %d bytes gzip (%d KB)\n' "$shipped" $(((shipped + 512) / 1024))
printf 'size: first visit, every file = %d bytes gzip (%d KB)\n' "$total" $(((total + 512) / 1024))
budget=$(tr -dc '0-9' < size-budget.txt)
if [ "$total" -gt "$budget" ]; then
  printf 'size: OVER BUDGET: %d bytes gzip > %d in size-budget.txt\n' "$total" "$budget"
  exit 1
fi
printf 'size: within budget (%d bytes gzip in size-budget.txt)\n' "$budget"
