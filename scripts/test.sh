#!/usr/bin/env bash
# The whole test suite: formatting, lints, and every test of the workspace.
# Installs nothing by hand: everything it needs comes from crates.io through cargo.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== cargo fmt --check"
cargo fmt --all -- --check

echo "== cargo clippy"
cargo clippy --workspace --all-targets --locked -- -D warnings

echo "== cargo test"
cargo test --workspace --locked
