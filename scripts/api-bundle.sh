#!/usr/bin/env bash
# Builds the JS API alone (no widget) into target/api-pkg: an ES module, its wasm, and
# TypeScript definitions. Prints its gzip size.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
out=target/api-pkg
cargo build --lib --release --target wasm32-unknown-unknown --no-default-features --features api
wasm-bindgen --target web --out-dir "$out" target/wasm32-unknown-unknown/release/mahjong_referee.wasm
wasm-opt -Oz --enable-bulk-memory --enable-bulk-memory-opt --enable-nontrapping-float-to-int \
  --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue \
  --enable-call-indirect-overlong "$out/mahjong_referee_bg.wasm" -o "$out/mahjong_referee_bg.wasm"
wasm=$(gzip -9c "$out/mahjong_referee_bg.wasm" | wc -c)
js=$(gzip -9c "$out/mahjong_referee.js" | wc -c)
printf 'api bundle: wasm %d + js %d = %d bytes gzip\n' "$wasm" "$js" $((wasm + js))
