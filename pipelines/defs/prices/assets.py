"""LLM API and GPU-cloud price pages: observations, exchange rates and price history."""

import dagster as dg

from pipelines.defs.metadata import summary_metadata
from pipelines.defs.resources import WRITER_POOL, SourcesResource, WarehouseResource, stage_context
from pipelines.stages.fetch import register_sources
from pipelines.stages.prices import ingest_price_pages
from warehouse.price_history import suspect_observations, suspects_in_current



@dg.asset(
    group_name="prices", kinds={"duckdb"}, pool=WRITER_POOL,
    check_specs=[
        dg.AssetCheckSpec("suspect_prices_never_current", asset="price_observations",
                          description="no price the magnitude guard flagged reaches prices_current"),
        dg.AssetCheckSpec("no_magnitude_suspects", asset="price_observations",
                          description="no price is 250x off its history or its siblings (per-token vs per-million)"),
    ],
)
def price_observations(context: dg.AssetExecutionContext, warehouse: WarehouseResource,
                       sources: SourcesResource):
    """Every price row of every captured price page, with fx rates, validity intervals and changes."""
    stage = stage_context(context, warehouse, sources)
    register_sources(stage)
    summary = ingest_price_pages(stage)
    with stage.warehouse.connect(read_only=True) as connection:
        counts = dict(connection.execute(
            "select 'price_history_rows', count(*) from price_history union all "
            "select 'prices_current_rows', count(*) from prices_current union all "
            "select 'price_changes_rows', count(*) from price_changes union all "
            "select 'fx_rates_rows', count(*) from fx_rates"
        ).fetchall())
        preview = connection.execute(
            "select provider, model, coalesce(token_type, unit), change_kind, old_amount, new_amount, "
            "round(ratio, 3), changed_on::date from price_changes order by changed_on desc, provider, model limit 10"
        ).fetchall()
        leaked = suspects_in_current(connection)
        suspects = suspect_observations(connection)
    lines = ["| provider | model | token type | change | old | new | ratio | on |", "|---|---|---|---|---|---|---|---|"]
    lines += ["| " + " | ".join("" if v is None else str(v) for v in row) + " |" for row in preview]
    yield dg.MaterializeResult(metadata=summary_metadata(summary, **counts,
                                                         preview=dg.MetadataValue.md("\n".join(lines))))
    yield dg.AssetCheckResult(check_name="suspect_prices_never_current", passed=leaked == 0,
                              metadata={"suspect_rows_in_prices_current": leaked})
    yield dg.AssetCheckResult(
        check_name="no_magnitude_suspects", passed=not suspects, severity=dg.AssetCheckSeverity.WARN,
        metadata={"suspects": dg.MetadataValue.json([[str(v) for v in row] for row in suspects])},
        description="see ingest_errors (stage price_page) for the flagged rows" if suspects else None,
    )
