"""Data-quality checks on the MLPerf tables and marts, as plain functions over a DuckDB connection.

The Dagster asset checks call these; they only read, so a read-only connection is enough.
"""

from __future__ import annotations

import duckdb

from extractors.hardware import load_registry

__all__ = ["latency_in_throughput_marts", "unmapped_accelerators"]

# The marts that hold per-accelerator throughput, with the result-id columns each row came from.
_THROUGHPUT_MART_RESULT_IDS = (
    ("mlperf_per_accelerator", "result_id"),
    ("mlperf_best_results(include_inferred := true)", "result_id"),
    ("mlperf_round_over_round", "result_id"),
    ("mlperf_round_over_round", "previous_result_id"),
    ("mlperf_generation_ratios", "result_id"),
    ("mlperf_generation_ratios", "baseline_result_id"),
)


def unmapped_accelerators(connection: duckdb.DuckDBPyConnection) -> list[tuple[str, int]]:
    """Accelerator strings in ``mlperf_results`` that have no canonical hardware, with their row counts.

    CPU-only cells (empty, "N/A", "CPU", … as the hardware registry lists them) are not accelerators and
    are not reported. Sorted by row count, most frequent first, then by string.
    """
    rows = connection.execute(
        "select accelerator_raw, count(*) as result_count from mlperf_results "
        "where accelerator is null and accelerator_raw is not null "
        "group by accelerator_raw order by result_count desc, accelerator_raw"
    ).fetchall()
    registry = load_registry()
    return [(raw, int(count)) for raw, count in rows if not registry.is_no_accelerator(raw)]


def latency_in_throughput_marts(connection: duckdb.DuckDBPyConnection) -> int:
    """How many rows of the per-accelerator marts come from a latency result; anything but 0 is a bug.

    A latency (SingleStream/MultiStream, milliseconds or seconds) divided by an accelerator count is
    meaningless, so the throughput marts must never hold one. The best-result mart is checked with
    inferred results included, which covers its default view too.
    """
    total = 0
    for relation, id_column in _THROUGHPUT_MART_RESULT_IDS:
        # relation and column names come from the constant above, never from input
        query = (
            "with mart_rows as (select " + id_column + " as result_id from " + relation + ") "
            "select count(*) from mart_rows join mlperf_results using (result_id) "
            "where not mlperf_results.is_throughput "
            "or mlperf_results.scenario in ('SingleStream', 'MultiStream')"
        )
        total += connection.execute(query).fetchone()[0]
    return total
