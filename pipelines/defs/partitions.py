"""Weekly partitions keyed by ISO week ('2025-W40'), the way every inferwatch command names a week."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

import dagster as dg

from pipelines.digest.build import DigestError, iso_week_of, parse_iso_week

FIRST_WEEK = "2020-W02"


def iso_weeks(first_week: str, through: dt.date) -> list[str]:
    """Every ISO week from `first_week` through the week holding `through`, oldest first."""
    monday = parse_iso_week(first_week)[0]
    weeks = []
    while monday <= through:
        weeks.append(iso_week_of(monday))
        monday += dt.timedelta(days=7)
    return weeks


class IsoWeekPartitionsDefinition(dg.StaticPartitionsDefinition):
    """One partition per ISO week, from a first week through the week in progress.

    Dagster's time-window partitions format keys with strftime and parse them back with strptime,
    which cannot read an ISO week without a weekday ('%G-W%V' fails), so the keys are listed; the list
    is computed whenever it is asked for, so a code server running for months still knows this week.
    """

    def __init__(self, first_week: str = FIRST_WEEK):
        parse_iso_week(first_week)
        self._first_week = first_week

    @property
    def _partition_keys(self) -> Sequence[str]:
        return iso_weeks(self._first_week, dt.datetime.now(dt.UTC).date())

    def __repr__(self) -> str:
        return f"{type(self).__name__}(first_week={self._first_week!r})"


weekly_partitions = IsoWeekPartitionsDefinition()


def partition_key_for_week(week: str) -> str:
    """A typed week checked against the partitions: the key itself ('2025-W40').

    Raises :class:`DigestError` for a malformed week or one the partitions do not cover.
    """
    week = week.strip()
    start, _ = parse_iso_week(week.upper())  # '2025-w40' and '2025-W40' name one partition
    key = iso_week_of(start)
    if not weekly_partitions.has_partition_key(key):
        raise DigestError(f"no digest partition for {week}: digests cover {FIRST_WEEK} to the current week")
    return key
