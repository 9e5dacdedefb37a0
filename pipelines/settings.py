"""Settings shared by the CLI and the Dagster resources, resolved from arguments then the environment."""

from __future__ import annotations

import os
from pathlib import Path

from pipelines.sources.config import BUNDLED_SNAPSHOT_DIR, BUNDLED_SOURCES_FILE, LIVE_SOURCES_FILE


def default_sources_file(live: bool) -> Path:
    """The bundled snapshot's sources file, or the list of real public sources for --live."""
    return LIVE_SOURCES_FILE if live else BUNDLED_SOURCES_FILE


def default_snapshot_dir() -> Path:
    return Path(os.environ.get("INFERWATCH_SNAPSHOT", BUNDLED_SNAPSHOT_DIR))
