#!/usr/bin/env bash
# The whole test suite: formatting, lints, every test of the workspace, and the browser
# tests. Installs what it needs itself: crates through cargo; Debian's chromium and the
# client's npm packages through scripts/browser-tests.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== cargo fmt --check"
cargo fmt --all -- --check

echo "== cargo clippy"
cargo clippy --workspace --all-targets --locked -- -D warnings

echo "== cargo test"
cargo test --workspace --locked

echo "== browser tests"
bash scripts/browser-tests.sh
