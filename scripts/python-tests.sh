#!/usr/bin/env bash
# The Python package's tests (crates/python): a virtual environment of its own under the
# build directory, the package installed into it exactly as the README says (pip builds it
# with maturin, both from PyPI), then pytest, whose record tests replay games with this
# checkout's command-line binary.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-$PWD/target}"
venv="$target/python-venv"

if [ ! -x "$venv/bin/python" ]; then
  echo "-- making the virtual environment $venv"
  python3 -m venv "$venv"
fi
echo "-- pip install ./crates/python[test]"
"$venv/bin/pip" install --quiet --disable-pip-version-check "./crates/python[test]"

cargo build --locked --quiet -p whodunit
echo "-- pytest"
WHODUNIT_BIN="$target/debug/whodunit" "$venv/bin/python" -m pytest -q crates/python/tests "$@"
