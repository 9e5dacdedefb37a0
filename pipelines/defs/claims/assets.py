"""Claims extracted from every stored document."""

import dagster as dg

from pipelines.defs.reference.assets import hardware
from pipelines.defs.metadata import summary_metadata
from pipelines.defs.mlperf.assets import mlperf_results
from pipelines.defs.press.assets import articles, stories
from pipelines.defs.prices.assets import price_observations
from pipelines.defs.resources import WRITER_POOL, SourcesResource, WarehouseResource, stage_context
from pipelines.stages.claims import extract_documents
from warehouse.claim_checks import claims_with_broken_provenance



@dg.asset(
    group_name="claims", kinds={"duckdb"}, pool=WRITER_POOL,
    deps=[articles, stories, price_observations, mlperf_results, hardware],
    check_specs=[dg.AssetCheckSpec("provenance_intact", asset="claims",
                                   description="every claim's span points into its document's text and sentence")],
)
def claims(context: dg.AssetExecutionContext, warehouse: WarehouseResource, sources: SourcesResource):
    """Prices, comparisons, benchmark results and hardware claimed in each new document."""
    stage = stage_context(context, warehouse, sources)
    summary = extract_documents(stage)
    yield dg.MaterializeResult(metadata=summary_metadata(summary))
    with stage.warehouse.connect(read_only=True) as connection:
        broken = claims_with_broken_provenance(connection)
    yield dg.AssetCheckResult(check_name="provenance_intact", passed=not broken,
                              metadata={"examples": dg.MetadataValue.json([list(row) for row in broken])})
