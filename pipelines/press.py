"""The press stage: feeds, then the article pages their entries link to.

Plain Python (no Dagster); the `feed_entries` and `articles` assets call these functions.
"""

from __future__ import annotations

from pipelines.ingest import (
    StageContext,
    StageSummary,
    document_id_for_url,
    failure_reason,
    record_fetch,
    upsert_document,
    validators_for,
)
from pipelines.sources.articles import ArticleError, parse_article
from pipelines.sources.feeds import FeedError, parse_feed
from warehouse import transaction
from warehouse.db import sha256_hex, utcnow
from warehouse.loaders import clear_ingest_errors, record_ingest_error, upsert_rows


def ingest_feeds(context: StageContext) -> StageSummary:
    """Fetch every feed of the sources file and store its entries."""
    summary = StageSummary("feeds")
    feeds = context.sources.feed
    with context.warehouse.connect() as connection:
        validators = {feed.name: validators_for(connection, context.sources.resolve_location(feed.url)) for feed in feeds}
    fetched: list[tuple] = []
    for index, feed in enumerate(feeds):
        url = context.sources.resolve_location(feed.url)
        etag, modified = validators[feed.name]
        fetched.append((feed, url, context.fetcher.fetch(url, etag=etag, last_modified=modified, trusted=True,
                                                         purpose="feed")))
        context.progress("feeds", index + 1, len(feeds))
    with context.warehouse.connect() as connection:
        for feed, url, result in fetched:
            with transaction(connection):
                record_fetch(connection, context.warehouse, result, source_name=feed.name, run_id=context.run_id)
                if result.not_modified:
                    summary.counts["feeds_unchanged"] += 1
                    continue
                if not result.ok:
                    summary.error(feed.name, failure_reason(result))
                    record_ingest_error(connection, stage="fetch", source_name=feed.name, url=url,
                                        reason=failure_reason(result), run_id=context.run_id)
                    continue
                try:
                    parsed = parse_feed(result.body, url=url, headers=result.headers, fetched_at=result.fetched_at)
                except FeedError as exc:
                    summary.error(feed.name, str(exc))
                    record_ingest_error(connection, stage="feed", source_name=feed.name, url=url,
                                        reason=str(exc), run_id=context.run_id)
                    continue
                clear_ingest_errors(connection, stage="feed", source_name=feed.name)
                clear_ingest_errors(connection, stage="fetch", source_name=feed.name, url=url)
                for problem in parsed.problems:
                    record_ingest_error(connection, stage="feed", source_name=feed.name, url=url, reason=problem,
                                        run_id=context.run_id)
                summary.counts["feeds_read"] += 1
                summary.counts["feeds_malformed"] += int(parsed.malformed)
                now = utcnow()
                upsert_rows(connection, "feed_entries", [{
                    "entry_id": sha256_hex(feed.name, entry.guid),
                    "source_name": feed.name,
                    "guid": entry.guid,
                    "link": entry.link,
                    "title": entry.title,
                    "summary": entry.summary,
                    "published_at": entry.published_at,
                    "published_raw": entry.published_raw,
                    "first_seen": now,
                } for entry in parsed.entries], key=("entry_id",), preserve=("first_seen",))
                summary.counts["entries"] += len(parsed.entries)
    return summary


def ingest_articles(context: StageContext) -> StageSummary:
    """Fetch the article page behind every feed entry of this sources file and store it as a document."""
    summary = StageSummary("articles")
    feed_meta = {feed.name: feed for feed in context.sources.feed}
    if not feed_meta:
        return summary
    with context.warehouse.connect(read_only=False) as connection:
        entries = connection.execute(
            "select source_name, link, published_at from feed_entries "
            "where link is not null and list_contains(?, source_name) order by published_at, link",
            [list(feed_meta)],
        ).fetchall()
        known = {
            row[0]: (row[1], row[2])
            for row in connection.execute(
                "select f.url, v.etag, v.last_modified from fetches f join http_validators v on v.url = f.url "
                "where f.status = 200"
            ).fetchall()
        }
    seen_links: set[str] = set()
    fetched = []
    for index, (source_name, link, feed_published) in enumerate(entries):
        if link in seen_links:
            continue
        seen_links.add(link)
        etag, modified = known.get(link, (None, None))
        fetched.append((source_name, link, feed_published,
                        context.fetcher.fetch(link, etag=etag, last_modified=modified, purpose="article")))
        context.progress("articles", index + 1, len(entries))
    with context.warehouse.connect() as connection:
        for source_name, link, feed_published, result in fetched:
            with transaction(connection):
                content_sha = record_fetch(connection, context.warehouse, result, source_name=source_name,
                                           run_id=context.run_id)
                if result.not_modified:
                    connection.execute("update documents set last_seen = ? where url = ?", [utcnow(), link])
                    summary.counts["unchanged"] += 1
                    continue
                if not result.ok:
                    summary.error(source_name, failure_reason(result))
                    record_ingest_error(connection, stage="fetch", source_name=source_name, url=link,
                                        reason=failure_reason(result), run_id=context.run_id)
                    continue
                try:
                    article = parse_article(result.body, url=link, content_type=result.content_type,
                                            feed_published=feed_published)
                except ArticleError as exc:
                    summary.error(source_name, str(exc))
                    record_ingest_error(connection, stage="article", source_name=source_name, url=link,
                                        reason=str(exc), run_id=context.run_id)
                    continue
                clear_ingest_errors(connection, stage="article", source_name=source_name, url=link)
                clear_ingest_errors(connection, stage="fetch", source_name=source_name, url=link)
                feed = feed_meta[source_name]
                now = utcnow()
                state = upsert_document(connection, {
                    "document_id": document_id_for_url(article.canonical_url),
                    "url": link,
                    "canonical_url": article.canonical_url,
                    "source_name": source_name,
                    "source_type": "article",
                    "title": article.title,
                    "author": article.author,
                    "published_at": article.published_at,
                    "published_from": article.published_from,
                    "language": article.language or feed.language,
                    "region": feed.region,
                    "content_sha256": content_sha,
                    "content_type": article.content_type,
                    "text": article.text,
                    "fetched_at": result.fetched_at,
                    "first_seen": now,
                    "last_seen": now,
                })
                summary.counts[f"documents_{state}"] += 1
    return summary
