#!/usr/bin/env bash
# The whole test suite: formatting, lints, every test of the workspace, and the browser
# tests. Installs what it needs itself: crates through cargo; Debian's postgresql through
# scripts/postgres.sh, which starts a throwaway server for the store tests (stopped at the
# end); cargo-fuzz through scripts/fuzz.sh, which runs every fuzz target briefly; Debian's
# chromium and the client's npm packages through scripts/browser-tests.sh; a Python virtual
# environment with the package and pytest through scripts/python-tests.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
# A clean clone builds everything once: incremental caches would only fill the disk.
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"

echo "== cargo fmt --check"
cargo fmt --all -- --check

echo "== cargo clippy"
cargo clippy --workspace --all-targets --locked -- -D warnings

echo "== PostgreSQL (for the store tests)"
postgres=$(bash scripts/postgres.sh start) # exports WHODUNIT_TEST_POSTGRES and the rest
eval "$postgres"
trap 'bash scripts/postgres.sh stop' EXIT

echo "== cargo test"
cargo test --workspace --locked

echo "== Python package (crates/python)"
bash scripts/python-tests.sh

echo "== fuzz smoke (15 s per target; scripts/fuzz.sh runs longer)"
FUZZ_SECONDS=15 FUZZ_MERGE=0 bash scripts/fuzz.sh

echo "== browser tests"
bash scripts/browser-tests.sh
