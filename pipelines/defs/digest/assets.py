"""The weekly digest, one partition per ISO week: its inputs are checked before anything is published."""

import dagster as dg

from pipelines.defs.claims.assets import claims
from pipelines.defs.metadata import markdown_table
from pipelines.defs.mlperf.assets import mlperf_results
from pipelines.defs.partitions import weekly_partitions
from pipelines.defs.press.assets import articles
from pipelines.defs.prices.assets import price_observations
from pipelines.defs.resources import WRITER_POOL, SourcesResource, WarehouseResource
from pipelines.stages.digest import CHECKS, publish_if_changed, review_week, score_articles


def _week(context: dg.AssetExecutionContext) -> str:
    """The partition's ISO week, or a failure that says how to pick one (not a traceback)."""
    if not context.has_partition_key:
        raise dg.Failure(description=(
            "the digest is built one ISO week at a time and this run names no week: launch "
            "weekly_digest_job with a partition such as 2025-W40 (UI: choose the partition; "
            "CLI: inferwatch run --week 2025-W40, or dagster job launch -j weekly_digest_job "
            "--tags '{\"dagster/partition\": \"2025-W40\"}')"), allow_retries=False)
    return context.partition_key


@dg.asset(group_name="press", kinds={"duckdb"}, pool=WRITER_POOL, deps=[articles])
def article_relevance(warehouse: WarehouseResource) -> dg.MaterializeResult:
    """How much each article is about the economics of AI inference, scored once per article for the digest."""
    return dg.MaterializeResult(metadata=score_articles(warehouse.get_warehouse()))


@dg.asset(
    group_name="digest", kinds={"duckdb"}, pool=WRITER_POOL, partitions_def=weekly_partitions,
    deps=[claims, price_observations, mlperf_results, article_relevance],
    check_specs=[dg.AssetCheckSpec(name, asset="digest_inputs", description=guards, blocking=blocking)
                 for name, (blocking, guards) in CHECKS.items()],
)
def digest_inputs(context: dg.AssetExecutionContext, warehouse: WarehouseResource, sources: SourcesResource):
    """The week's digest as it would be published, checked before the digest is written."""
    week = _week(context)
    store = warehouse.get_warehouse()
    review = review_week(store, week, sources.load().checks, run_id=context.run.run_id, record_as="digest_inputs")
    digest = review.digest
    blocked_by = ", ".join(o.name for o in review.blocked_by) or "nothing"
    if digest is None:  # the stored digest was built from these very inputs: nothing was built again
        stories, claims_cited = review.stored
        yield dg.MaterializeResult(metadata={"week": week, "stories": stories, "claims_cited": claims_cited,
                                             "inputs_unchanged": True, "blocked_by": blocked_by})
    else:
        top = [(event.headline, event.source_count, event.link) for event in digest.top]
        yield dg.MaterializeResult(metadata={
            "week": week,
            "stories": digest.story_count,
            "claims_cited": digest.claim_count,
            "documents_considered": digest.documents_considered,
            "top_stories": dg.MetadataValue.md(markdown_table(["story", "outlets", "link"], top) if top else "(none)"),
            "blocked_by": blocked_by,
        })
    for outcome in review.outcomes:
        yield dg.AssetCheckResult(
            check_name=outcome.name, passed=outcome.passed, description=outcome.description,
            severity=dg.AssetCheckSeverity.ERROR if outcome.blocking else dg.AssetCheckSeverity.WARN,
            metadata={"sources": ", ".join(outcome.sources) or "none",
                      "examples": dg.MetadataValue.md(markdown_table(["detail"] * max(
                          (len(row) for row in outcome.examples), default=1), outcome.examples))
                      if outcome.examples else "none"},
        )


@dg.asset(group_name="digest", kinds={"duckdb"}, pool=WRITER_POOL, partitions_def=weekly_partitions,
          deps=[digest_inputs])
def weekly_digest(context: dg.AssetExecutionContext, warehouse: WarehouseResource) -> dg.MaterializeResult:
    """The week's digest in Markdown and HTML, every figure citing its source sentence."""
    week = _week(context)
    outcome = publish_if_changed(warehouse.get_warehouse(), week, run_id=context.run.run_id)
    markdown = outcome.markdown_path.read_text(encoding="utf-8")
    published = outcome.published
    counts = {"stories": published.story_count, "claims_cited": published.claim_count,
              "documents_considered": published.documents_considered,
              "documents_off_topic": published.documents_off_topic, "claims_rejected": published.rejected_claims,
              } if published else {"stories": outcome.stored[0], "claims_cited": outcome.stored[1],
                                   "inputs_unchanged": True}
    return dg.MaterializeResult(metadata={
        "week": week,
        **counts,
        "rewritten": outcome.rewritten,
        "markdown_path": dg.MetadataValue.path(str(outcome.markdown_path)),
        "html": dg.MetadataValue.url(outcome.html_path.resolve().as_uri()),
        "preview": dg.MetadataValue.md(markdown[:3000]),
    })
