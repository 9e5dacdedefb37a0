"""The reference stage: the hardware registry written to the `hardware` table."""

from __future__ import annotations

from pipelines.stages.fetch import StageContext, StageSummary
from warehouse import transaction
from warehouse.loaders import upsert_rows


def load_hardware_registry(context: StageContext) -> StageSummary:
    """Write the hardware registry into the `hardware` table (replacing the previous version)."""
    from extractors.hardware import load_registry

    summary = StageSummary("hardware")
    rows = load_registry().rows()
    with context.warehouse.connect() as connection, transaction(connection):
        connection.execute("delete from hardware")
        upsert_rows(connection, "hardware", rows, key=("name",))
    summary.counts["entries"] = len(rows)
    return summary
