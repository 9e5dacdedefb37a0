"""MLPerf Inference results tables published by MLCommons."""

import dagster as dg

from pipelines.defs.metadata import summary_metadata
from pipelines.defs.resources import SourcesResource, WarehouseResource, stage_context
from pipelines.ingest import ingest_mlperf, register_sources

WRITER_POOL = "duckdb_writer"


@dg.asset(group_name="mlperf", kinds={"duckdb"}, pool=WRITER_POOL)
def mlperf_results(context: dg.AssetExecutionContext, warehouse: WarehouseResource,
                   sources: SourcesResource) -> dg.MaterializeResult:
    """One row per published MLPerf result, with canonical hardware."""
    stage = stage_context(context, warehouse, sources)
    register_sources(stage)
    summary = ingest_mlperf(stage)
    return dg.MaterializeResult(metadata=summary_metadata(summary))
