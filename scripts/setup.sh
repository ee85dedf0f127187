#!/usr/bin/env bash
# Installs what building, serving and testing need; skips whatever is already there, so it
# is safe to run every time. Usage: scripts/setup.sh [--browser]
#   --browser  also Debian's Chromium and ChromeDriver (for the tests)
# Only crates.io, npm and Debian are used; see ../shared/notes/toolchain.md for why these
# versions.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '[setup] %s\n' "$*"; }

# Rust 1.95.0 with the wasm target and std's sources (the release wasm rebuilds std, see
# small_wasm in env.sh), as rust-toolchain.toml pins it.
rustup toolchain list | grep -q '^1\.95\.0' ||
  rustup toolchain install 1.95.0 --profile minimal -c rustfmt,clippy,rust-src -t wasm32-unknown-unknown
rustup target list --installed | grep -qx wasm32-unknown-unknown ||
  rustup target add wasm32-unknown-unknown
rustup component list --installed | grep -qx rust-src ||
  rustup component add rust-src

# wasm-bindgen CLI: exactly the version in Cargo.lock (Trunk refuses any other offline).
wb_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3 }' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $wb_version" ]; then
  say "installing wasm-bindgen-cli $wb_version (about 3 minutes)"
  cargo install wasm-bindgen-cli --version "$wb_version" --locked
fi

# Trunk 0.21 (0.22 needs a newer rustc).
if ! trunk --version 2>/dev/null | grep -q '^trunk 0\.21\.'; then
  say "installing trunk 0.21 (about 7 minutes)"
  cargo install trunk --version '~0.21' --locked
fi

# wasm-opt (npm binaryen 132), esbuild (minifies the JS glue) and playwright-core, pinned in
# package-lock.json.
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/esbuild ]; then
  say "installing npm tools"
  npm ci --no-audit --no-fund
fi

if [ "${1:-}" = "--browser" ]; then
  if ! { command -v chromium && command -v chromedriver; } >/dev/null 2>&1; then
    say "installing Debian chromium and chromium-driver"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends chromium chromium-driver
  fi
fi
say "ready"
