"""Claims extracted from every stored document."""

import dagster as dg

from pipelines.defs.metadata import markdown_table, summary_metadata
from pipelines.defs.mlperf.assets import mlperf_results
from pipelines.defs.press.assets import articles, stories
from pipelines.defs.prices.assets import price_observations
from pipelines.defs.reference.assets import hardware
from pipelines.defs.resources import WRITER_POOL, SourcesResource, WarehouseResource, stage_context
from warehouse.claim_checks import claims_with_broken_provenance


@dg.asset(
    group_name="claims", kinds={"duckdb"}, pool=WRITER_POOL,
    deps=[articles, stories, price_observations, mlperf_results, hardware],
    check_specs=[dg.AssetCheckSpec("provenance_intact", asset="claims",
                                   description="every claim's span points into its document's text and sentence")],
)
def claims(context: dg.AssetExecutionContext, warehouse: WarehouseResource, sources: SourcesResource):
    """Prices, comparisons, benchmark results and hardware claimed in each new document."""
    # imported here: it loads torch, which every other step (each its own process under the
    # multiprocess executor) would otherwise pay for at start-up
    from pipelines.stages.claims import extract_documents, extraction_quality

    stage = stage_context(context, warehouse, sources)
    # the extraction workers measure the quality while they are warm; else it is measured here
    summary = extract_documents(stage, quality_dir=stage.warehouse.home / "evaluation")
    quality = extraction_quality(stage.warehouse.home / "evaluation")
    with stage.warehouse.connect(read_only=True) as connection:
        broken = claims_with_broken_provenance(connection)
        by_kind = connection.execute("select kind, count(*) from claims group by kind order by kind").fetchall()
        preview = connection.execute(
            "select c.kind, c.sentence, d.source_name from claims c join documents d using (document_id) "
            "order by d.published_at desc nulls last, c.claim_id limit 10").fetchall()
    yield dg.MaterializeResult(metadata=summary_metadata(
        summary,
        row_count=sum(count for _, count in by_kind),
        rows_by_kind=dg.MetadataValue.json(dict(by_kind)),
        extraction_quality=dg.MetadataValue.md(
            f"Development set, {quality['documents']} documents, extractor {quality['extractor_version']}\n\n"
            + markdown_table(["kind", "F1"], [*quality["f1"].items(),
                                              ("distractor precision", quality["distractor_precision"])])),
        preview=dg.MetadataValue.md(markdown_table(["kind", "sentence", "source"], preview)),
    ))
    yield dg.AssetCheckResult(check_name="provenance_intact", passed=not broken,
                              metadata={"examples": dg.MetadataValue.json([list(row) for row in broken])})
