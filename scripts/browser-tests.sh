#!/usr/bin/env bash
# Browser tests of the web client (web/tests/): Debian's Chromium, driven by
# playwright-core, plays every game through the lobby and table pages against a freshly
# built `whodunit serve` on a free port with a temporary store and no bot delay.
# Screenshots land in web/test-results/. BROWSER_TESTS=tests/pi.test.js runs one file.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if [ ! -x /usr/bin/chromium ]; then
  echo "installing chromium" >&2
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

(cd web && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
(cd web && npx tsc -p .)

cargo build --quiet --bin whodunit
target_dir=${CARGO_TARGET_DIR:-$root/target}
binary="$target_dir/debug/whodunit"

work=$(mktemp -d)
# Every browser window of the suite is a new visitor from 127.0.0.1, like a whole school
# behind one address: guests are not counted (the Rust tests check that limit).
"$binary" serve --host 127.0.0.1 --port 0 --db "$work/tables.db" --bot-delay-ms 0 \
  --max-guests-per-minute 0 >"$work/server.log" 2>&1 &
server=$!
cleanup() {
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# The server prints its address once it listens (port 0 picks a free one).
url=""
for _ in $(seq 1 300); do
  url=$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$work/server.log" | head -n 1 || true)
  [ -n "$url" ] && break
  if ! kill -0 "$server" 2>/dev/null; then
    cat "$work/server.log" >&2
    echo "the server stopped before listening" >&2
    exit 1
  fi
  sleep 0.1
done
if [ -z "$url" ]; then
  cat "$work/server.log" >&2
  echo "the server did not start" >&2
  exit 1
fi
echo "server at $url" >&2

cd web
# WHODUNIT_BIN: tests that stop and start a server of their own (clock.test.js).
WHODUNIT_URL="$url" WHODUNIT_BIN="$binary" node --test --test-concurrency=1 ${BROWSER_TESTS:-tests/}
