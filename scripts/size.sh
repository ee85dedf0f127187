#!/usr/bin/env bash
# Prints the gzip size of the shipped wasm, js and css in a built site (default dist/).
set -euo pipefail
dir="${1:-dist}"
total=0
for f in "$dir"/*.wasm "$dir"/*.js "$dir"/*.css; do
  [ -e "$f" ] || continue
  n=$(gzip -9c "$f" | wc -c)
  total=$((total + n))
  printf '  %-52s %8d bytes gzip\n' "$(basename "$f")" "$n"
done
printf 'size: wasm + js + css = %d bytes gzip (%d KB)\n' "$total" $(((total + 512) / 1024))
