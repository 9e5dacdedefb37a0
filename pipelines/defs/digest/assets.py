"""The weekly digest, one partition per Monday-start week."""

import datetime as dt

import dagster as dg

from pipelines.defs.claims.assets import claims
from pipelines.defs.resources import WRITER_POOL, WarehouseResource
from pipelines.digest.build import iso_week_of
from pipelines.digest.publish import publish_week

# Monday-start weeks; end_offset=1 adds the week in progress, so a live run's newest articles have a digest
weekly_partitions = dg.WeeklyPartitionsDefinition(start_date="2020-01-06", day_offset=1, end_offset=1)


def partition_key_for_week(week: str) -> str:
    """'2025-W37' -> the partition key of that week (its Monday, YYYY-MM-DD).

    Raises :class:`DigestError` for a week the digest partitions do not cover (before 2020, or after
    the current week).
    """
    from pipelines.digest.build import DigestError, parse_iso_week

    key = parse_iso_week(week)[0].isoformat()
    if not weekly_partitions.has_partition_key(key):
        raise DigestError(f"no digest partition for {week}: digests cover 2020-W02 to the current week")
    return key


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
