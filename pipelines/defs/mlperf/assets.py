"""MLPerf Inference results tables published by MLCommons."""

import dagster as dg

from pipelines.defs.metadata import summary_metadata
from pipelines.defs.reference.assets import hardware
from pipelines.defs.resources import WRITER_POOL, SourcesResource, WarehouseResource, stage_context
from pipelines.stages.fetch import register_sources
from pipelines.stages.mlperf import ingest_mlperf
from warehouse.mlperf_checks import latency_in_throughput_marts, unmapped_accelerators


@dg.asset(
    group_name="mlperf", kinds={"duckdb"}, pool=WRITER_POOL, deps=[hardware],
    check_specs=[
        dg.AssetCheckSpec("accelerators_all_mapped", asset="mlperf_results",
                          description="every published accelerator string maps to a registry entry"),
        dg.AssetCheckSpec("no_latency_in_throughput_marts", asset="mlperf_results",
                          description="latency scenarios never reach per-accelerator throughput rankings"),
    ],
)
def mlperf_results(context: dg.AssetExecutionContext, warehouse: WarehouseResource,
                   sources: SourcesResource):
    """One row per published MLPerf result, with canonical hardware."""
    stage = stage_context(context, warehouse, sources)
    register_sources(stage)
    summary = ingest_mlperf(stage)
    yield dg.MaterializeResult(metadata=summary_metadata(summary))
    with stage.warehouse.connect(read_only=True) as connection:
        unmapped = unmapped_accelerators(connection)
        latency_rows = latency_in_throughput_marts(connection)
    yield dg.AssetCheckResult(
        check_name="accelerators_all_mapped", passed=not unmapped,
        metadata={"unmapped": dg.MetadataValue.json([[name, count] for name, count in unmapped])},
        description="add the listed strings to extractors/data/hardware.toml" if unmapped else None,
    )
    yield dg.AssetCheckResult(check_name="no_latency_in_throughput_marts", passed=latency_rows == 0,
                              metadata={"latency_rows": latency_rows})
