"""Fault injection end to end: feeds, articles, price pages, MLPerf and claims against a misbehaving local server."""

from __future__ import annotations

import pytest

from tests.hostile.faults import FAULTS, GOOD, outside, run_faulty_pipeline

pytestmark = pytest.mark.reliability


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    return run_faulty_pipeline(tmp_path_factory.mktemp("faults"))


def test_every_good_page_and_every_recoverable_fault_is_stored(report):
    recovered = {path for path, outcome in FAULTS.items() if outcome == "stored"}
    assert report.stored == set(GOOD) | recovered


def test_every_unrecoverable_fault_is_recorded_with_a_reason(report):
    failing = {path for path, outcome in FAULTS.items() if outcome == "error"}
    assert failing <= set(report.errors)
    assert all(report.errors[path].strip() for path in failing)
    assert "never allowed" in report.errors["/to-metadata"]
    assert "robots.txt" in report.errors["/disallowed/page"]
    assert "exceeds" in report.errors["/gzip-bomb"]


def test_no_connection_leaves_the_allowed_network(report):
    assert report.connections and outside(report.connections) == []


def test_out_of_range_numbers_cost_one_item_each(report):
    assert "sentence" in report.errors["/digits"]        # the 40-digit sentence, recorded
    assert report.claims > 0
    assert report.price_rows >= 4                          # m1 and m3 (input and output); m2 is an issue
    assert report.mlperf_rows == 1                         # the plausible row; 1e308 is quarantined
    assert any("implausible" in reason for reason in report.mlperf_errors)
