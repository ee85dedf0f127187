#!/usr/bin/env bash
# Serves the widget locally: builds it (release) and prints the address to open.
# Usage: scripts/serve.sh [port]   (default 8080)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
. scripts/env.sh
port="${1:-8080}"
scripts/api-bundle.sh   # dist/api: the JS API for host pages (copied in by the site build)
echo "Mahjong referee: http://127.0.0.1:${port}/  (Ctrl-C to stop)"
small_wasm
# No auto-reload: Trunk would inject it as an inline script, which the CSP (and post-build) refuse.
exec trunk serve --release --offline --no-autoreload --port "$port" --address 127.0.0.1
