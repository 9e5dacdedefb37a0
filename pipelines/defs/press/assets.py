"""Press and news: feeds, then the article pages their entries link to."""

import dagster as dg

from pipelines.defs.metadata import summary_metadata
from pipelines.defs.resources import WRITER_POOL, SourcesResource, WarehouseResource, stage_context
from pipelines.stages.fetch import register_sources
from pipelines.stages.press import build_stories, ingest_articles, ingest_feeds



@dg.asset(group_name="press", kinds={"duckdb"}, pool=WRITER_POOL)
def feed_entries(context: dg.AssetExecutionContext, warehouse: WarehouseResource,
                 sources: SourcesResource) -> dg.MaterializeResult:
    """Entries of every RSS/Atom feed in the sources file."""
    stage = stage_context(context, warehouse, sources)
    register_sources(stage)
    summary = ingest_feeds(stage)
    return dg.MaterializeResult(metadata=summary_metadata(summary))


@dg.asset(group_name="press", kinds={"duckdb"}, pool=WRITER_POOL, deps=[feed_entries])
def articles(context: dg.AssetExecutionContext, warehouse: WarehouseResource,
             sources: SourcesResource) -> dg.MaterializeResult:
    """Article pages behind the feed entries, cleaned and stored as documents."""
    summary = ingest_articles(stage_context(context, warehouse, sources))
    return dg.MaterializeResult(metadata=summary_metadata(summary))


@dg.asset(group_name="press", kinds={"duckdb"}, pool=WRITER_POOL, deps=[articles])
def stories(context: dg.AssetExecutionContext, warehouse: WarehouseResource,
            sources: SourcesResource) -> dg.MaterializeResult:
    """Articles grouped into stories: a press release syndicated by several outlets is one story."""
    summary = build_stories(stage_context(context, warehouse, sources))
    return dg.MaterializeResult(metadata=summary_metadata(summary))
