"""Checks for command-line arguments: each bad value gets a message naming it and what is expected."""

from __future__ import annotations

import datetime as dt
import re

import click

from pipelines.terminal import visible

_WEEK = re.compile(r"(\d{4})-W(\d{2})")
FIRST_YEAR, LAST_YEAR = 1990, 2100   # the years documents are dated in (articles.OLDEST_PLAUSIBLE onwards)


def iso_week(ctx: click.Context | None, param: click.Parameter | None, value: str | None) -> str | None:
    """A click callback: ``value`` exactly as ``YYYY-Www`` for a week that exists, or a clear error."""
    if value is None:
        return None
    match = _WEEK.fullmatch(value)
    if not match:
        raise click.BadParameter(f"{visible(repr(value))} is not an ISO week; write it like 2025-W37 "
                                 "(four-digit year, W, two-digit week, nothing around it)")
    year, week = int(match.group(1)), int(match.group(2))
    if not FIRST_YEAR <= year <= LAST_YEAR:
        raise click.BadParameter(f"{value}: year {year} is outside {FIRST_YEAR}-{LAST_YEAR}")
    try:
        dt.date.fromisocalendar(year, week, 1)
    except ValueError:
        raise click.BadParameter(f"{value}: {year} has no ISO week {week}") from None
    return value
