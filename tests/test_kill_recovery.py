"""kill -9 at 20 seeded points of a pipeline run: the warehouse after a final run equals an uninterrupted run's."""

from __future__ import annotations

import pytest

from tests.hostile.kills import kill_and_recover

pytestmark = pytest.mark.reliability


def test_twenty_kills_lose_and_duplicate_nothing(tmp_path):
    report = kill_and_recover(tmp_path, kills=20, seed=7)
    assert report.kills == 20
    assert report.rows > 1000
    assert (report.lost, report.duplicated) == (0, 0), report.differences
