"""A process-wide progress hook, so an in-process run can show stage progress in the terminal.

Dagster resources are configuration, not callables; the CLI installs a reporter here and
the stages report through it as well as through the Dagster log.
"""

from __future__ import annotations

from collections.abc import Callable

Reporter = Callable[[str, int, int], None]
_reporter: Reporter | None = None


def set_reporter(reporter: Reporter | None) -> None:
    global _reporter
    _reporter = reporter


def report(stage: str, done: int, total: int) -> None:
    if _reporter is not None:
        _reporter(stage, done, total)
