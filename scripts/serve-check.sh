#!/usr/bin/env bash
# Checks the README's serve command: scripts/serve.sh builds the widget afresh and serves it,
# the page, its wasm and the API answering 200. A failed build must fail this check, not be
# hidden by an older dist/ being served. Usage: scripts/serve-check.sh [port]
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-8789}"
log=$(mktemp)
setsid scripts/serve.sh "$port" >"$log" 2>&1 &
server=$!
trap 'kill -- -"$server" 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 1 180); do
  grep -q 'success' "$log" && break
  if grep -qE ' ERROR |error from build pipeline' "$log" || ! kill -0 "$server" 2>/dev/null; then
    cat "$log"
    echo "serve-check: scripts/serve.sh did not build"
    exit 1
  fi
  sleep 2
done
grep -q 'success' "$log" || { cat "$log"; echo "serve-check: no build after 6 minutes"; exit 1; }
base="http://127.0.0.1:${port}/"
for _ in $(seq 1 30); do curl -sf "$base" >/dev/null && break; sleep 1; done
wasm=$(curl -sf "$base" | grep -o 'mahjong-referee-[0-9a-f]*_bg\.wasm' | head -1)
for path in "" "$wasm" api/global.js embed.js sw.js; do
  code=$(curl -s -o /dev/null -w '%{http_code}' "$base$path")
  printf '  %-45s %s\n' "/$path" "$code"
  [ "$code" = 200 ] || { echo "serve-check: /$path answered $code"; exit 1; }
done
echo "serve-check: scripts/serve.sh builds and serves the widget"
