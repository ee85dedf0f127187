#!/usr/bin/env bash
# Runs every check and test; installs what is missing first. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --browser
. scripts/env.sh

step() { printf '\n=== %s\n' "$*"; }

step "rustfmt"
cargo fmt --all -- --check
# cargo fmt does not format inside macro calls: the rule-set modules' section groups (says!).
python3 scripts/fmt-says.py --check

step "clippy, native and wasm32 (-D warnings)"
cargo clippy --all-targets --all-features -- -D warnings
cargo clippy --all-targets --all-features --target wasm32-unknown-unknown -- -D warnings
# The widget's own build (web without api): its search fetches the learned counts.
cargo clippy --lib --features web --target wasm32-unknown-unknown -- -D warnings

step "the core alone: no web dependency, native and wasm32"
cargo check --lib --no-default-features
cargo check --lib --no-default-features --target wasm32-unknown-unknown

step "cargo doc on the core (warnings are errors)"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --lib

step "rule text is the project's own"
if [ -x ../shared/tools/copied-text ]; then
  ../shared/tools/copied-text
else
  echo "(../shared/tools/copied-text not here; skipped)"
fi

step "native tests: units, doc examples, fixtures, mjref, server-side rendering"
cargo test --all-features

step "browser tests: wasm-bindgen-test in headless Chromium"
cargo test --target wasm32-unknown-unknown --features web,api --test browser

step "JS API bundle (no widget), with TypeScript definitions: target/api, copied to dist/api"
scripts/api-bundle.sh

step "release build (trunk)"
(small_wasm && trunk build --release --offline)
# No test hook ships: the release wasm has no trace of ?panic-test.
if grep -q 'panic-test' dist/*_bg.wasm; then
  echo "the release build has the panic-test hook"
  exit 1
fi

step "the end-to-end tests' build, with its test hooks (target/dist-test)"
scripts/test-build.sh

step "end-to-end: the JS API in Node; the widget in Playwright + Chromium, 390x844"
node --test tests/e2e/

step "fuzzing: every parser and the engine, briefly (longer runs: scripts/fuzz.sh 120)"
scripts/fuzz.sh 10

step "size of what a first visit downloads (gzip -9)"
scripts/size.sh dist

step "the README's serve command builds and serves the widget"
scripts/serve-check.sh
