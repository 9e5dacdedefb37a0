"""The weekly digest, one partition per Monday-start week."""

import datetime as dt

import dagster as dg

from pipelines.defs.claims.assets import claims
from pipelines.defs.resources import WarehouseResource
from pipelines.digest.build import iso_week_of
from pipelines.digest.publish import publish_week

WRITER_POOL = "duckdb_writer"
weekly_partitions = dg.WeeklyPartitionsDefinition(start_date="2024-01-01", day_offset=1)


def partition_key_for_week(week: str) -> str:
    """'2025-W37' -> the partition key of that week (its Monday, YYYY-MM-DD)."""
    from pipelines.digest.build import parse_iso_week

    return parse_iso_week(week)[0].isoformat()


def week_for_partition_key(partition_key: str) -> str:
    return iso_week_of(dt.date.fromisoformat(partition_key))


@dg.asset(group_name="digest", kinds={"duckdb"}, pool=WRITER_POOL, deps=[claims],
          partitions_def=weekly_partitions)
def weekly_digest(context: dg.AssetExecutionContext, warehouse: WarehouseResource) -> dg.MaterializeResult:
    """The week's digest in Markdown and HTML, every figure citing its source sentence."""
    week = week_for_partition_key(context.partition_key)
    published = publish_week(warehouse.get_warehouse(), week)
    preview = published.markdown_path.read_text(encoding="utf-8")[:3000]
    return dg.MaterializeResult(metadata={
        "week": week,
        "stories": published.story_count,
        "claims_cited": published.claim_count,
        "documents_considered": published.documents_considered,
        "documents_off_topic": published.documents_off_topic,
        "markdown_path": dg.MetadataValue.path(str(published.markdown_path)),
        "html_path": dg.MetadataValue.path(str(published.html_path)),
        "preview": dg.MetadataValue.md(preview),
    })
