"""Shared fixtures: paths of the bundled snapshot and the shared MLPerf data."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SNAPSHOT = ROOT / "data" / "snapshot"
SHARED = ROOT.parent / "shared"


@pytest.fixture(scope="session")
def snapshot_dir() -> Path:
    return SNAPSHOT
