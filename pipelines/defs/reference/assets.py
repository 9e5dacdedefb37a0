"""The hardware registry as an asset: MLPerf results and claims both resolve names against it."""

import dagster as dg

from pipelines.defs.metadata import summary_metadata
from pipelines.defs.resources import WRITER_POOL, SourcesResource, WarehouseResource, stage_context
from pipelines.stages.reference import load_hardware_registry



@dg.asset(group_name="reference", kinds={"duckdb"}, pool=WRITER_POOL)
def hardware(context: dg.AssetExecutionContext, warehouse: WarehouseResource,
             sources: SourcesResource) -> dg.MaterializeResult:
    """The hardware registry: canonical accelerators with their aliases and MLPerf names."""
    summary = load_hardware_registry(stage_context(context, warehouse, sources))
    return dg.MaterializeResult(metadata=summary_metadata(summary))
