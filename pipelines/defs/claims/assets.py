"""Claims extracted from every stored document."""

import dagster as dg

from pipelines.defs.claims.hardware import hardware
from pipelines.defs.metadata import summary_metadata
from pipelines.defs.mlperf.assets import mlperf_results
from pipelines.defs.press.assets import articles, stories
from pipelines.defs.prices.assets import price_observations
from pipelines.defs.resources import SourcesResource, WarehouseResource, stage_context
from pipelines.extraction import extract_documents

WRITER_POOL = "duckdb_writer"


@dg.asset(group_name="claims", kinds={"duckdb"}, pool=WRITER_POOL,
          deps=[articles, stories, price_observations, mlperf_results, hardware])
def claims(context: dg.AssetExecutionContext, warehouse: WarehouseResource,
           sources: SourcesResource) -> dg.MaterializeResult:
    """Prices, comparisons, benchmark results and hardware claimed in each new document."""
    summary = extract_documents(stage_context(context, warehouse, sources))
    return dg.MaterializeResult(metadata=summary_metadata(summary))
