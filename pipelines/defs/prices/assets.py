"""LLM API and GPU-cloud price pages."""

import dagster as dg

from pipelines.defs.metadata import summary_metadata
from pipelines.defs.resources import SourcesResource, WarehouseResource, stage_context
from pipelines.ingest import register_sources
from pipelines.prices import ingest_price_pages

WRITER_POOL = "duckdb_writer"


@dg.asset(group_name="prices", kinds={"duckdb"}, pool=WRITER_POOL)
def price_observations(context: dg.AssetExecutionContext, warehouse: WarehouseResource,
                       sources: SourcesResource) -> dg.MaterializeResult:
    """Every price row of every captured price page, with the capture time."""
    stage = stage_context(context, warehouse, sources)
    register_sources(stage)
    summary = ingest_price_pages(stage)
    return dg.MaterializeResult(metadata=summary_metadata(summary))
