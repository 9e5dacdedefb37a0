"""Classes of error found on the twenty-third wave of outside sets (2026-12-07, third session, issue 9). Each is pinned
on text written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from tests.claim_helpers import claims_of_kind as _kind


_REFERENCE_COLUMN_TABLE = ("| Card | KERNEL_A | KERNEL_B | KERNEL_C |\n| --- | --- | --- | --- |\n"
                           "| MI300X | **1.00x** | 1.25x | 2.50x |\n| MI355X | **1.00x** | 0.80x | 4.00x |\n")


def test_a_table_of_slowdowns_against_a_reference_column_compares_each_column_with_it() -> None:
    text = "**How many times slower in TPS vs KERNEL_A (32 concurrent requests):**\n\n" + _REFERENCE_COLUMN_TABLE
    got = [(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", content_type="text/markdown")]
    # each column's kernel against the column at 1.00x, a slowdown in rate (0.80x slower is a speed of 1/0.8)
    assert got == [(Decimal("0.8"), "throughput", "KERNEL_B", "KERNEL_A"), (Decimal("0.4"), "throughput", "KERNEL_C", "KERNEL_A"),
                   (Decimal("1.25"), "throughput", "KERNEL_B", "KERNEL_A"), (Decimal("0.25"), "throughput", "KERNEL_C", "KERNEL_A")]


def test_a_table_of_speed_ups_against_a_reference_column_is_no_comparison_of_the_row_cards() -> None:
    text = "Speedup in TPS vs KERNEL_A:\n\n" + _REFERENCE_COLUMN_TABLE
    got = [(c.ratio, c.subject, c.baseline) for c in _kind(text, "comparison", content_type="text/markdown")]
    assert got == [(Decimal("1.25"), "KERNEL_B", "KERNEL_A"), (Decimal("2.5"), "KERNEL_C", "KERNEL_A"),
                   (Decimal("0.8"), "KERNEL_B", "KERNEL_A"), (Decimal("4"), "KERNEL_C", "KERNEL_A")]
    # a caption naming another baseline than the column at 1.00x leaves the cells to the other readers
    other = "Speedup in TPS vs KERNEL_Z:\n\n" + _REFERENCE_COLUMN_TABLE
    assert not any(c.baseline == "KERNEL_A" for c in _kind(other, "comparison", content_type="text/markdown"))
