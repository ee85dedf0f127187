#!/usr/bin/env bash
# The end-to-end tests' own build of the site, into target/dist-test: the release build (the
# same profile, std and wasm-opt as dist/) with the test hooks of the feature `panic-test`
# (`?panic-test` panics on purpose: the crash panel's tests). Never shipped; the release build
# in dist/ has no test hook. Needs target/api (scripts/api-bundle.sh) like the release build;
# the dependencies are the release build's, so only the crate itself is built again.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
small_wasm
trunk build --release --offline --features web,panic-test --dist target/dist-test
