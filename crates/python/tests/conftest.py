"""The command-line binary the record tests replay with."""

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="session")
def whodunit_bin():
    """WHODUNIT_BIN, else the workspace's debug or release build, else one on PATH."""
    named = os.environ.get("WHODUNIT_BIN")
    if named:
        return named
    target = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    for profile in ("debug", "release"):
        candidate = target / profile / "whodunit"
        if candidate.exists():
            return str(candidate)
    found = shutil.which("whodunit")
    if found is None:
        pytest.fail("no whodunit binary: build it (cargo build) or set WHODUNIT_BIN")
    return found
