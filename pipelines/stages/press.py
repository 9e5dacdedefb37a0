"""The press stage: feeds, then the article pages their entries link to, then stories.

Plain Python (no Dagster); the `feed_entries`, `articles` and `stories` assets call these functions.

Identity: a document is its canonical URL (same-site canonical only). Another link to the same
canonical URL, or another URL with the very same text, is an alias of the document, not a new one;
new text at the document's own URL is a new revision. Near-identical copies on other sites (a
syndicated press release) stay separate documents and are grouped into one story.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter

from pipelines.stages.fetch import (
    StageContext,
    StageSummary,
    document_id_for_url,
    failure_reason,
    record_fetch,
    upsert_document,
    fetch_trusted_sources,
    unexpected_failure,
    settle_fetch,
)
from pipelines.sources.articles import ArticleError, parse_article
from pipelines.sources.fetch import FetchResult
from pipelines.sources.frontier import CrawlItem, Frontier
from pipelines.sources.feeds import FeedError, parse_feed
from pipelines.stages.stories import (  # noqa: F401 - build_stories: the stories stage, re-exported
    MIN_TEXT_CHARS,
    build_stories,
    normalize_text,
    text_sha256,
)
from warehouse import transaction
from warehouse.db import sha256_hex, utcnow
from warehouse.loaders import clear_ingest_errors, record_ingest_error, upsert_rows

WRITE_BATCH = 50       # article pages written per warehouse connection (the lock is held only while writing)


def ingest_feeds(context: StageContext) -> StageSummary:
    """Fetch every feed of the sources file and store its entries."""
    summary = StageSummary("feeds")
    fetched = fetch_trusted_sources(context, context.sources.feed, purpose="feed", label="feeds")
    with context.warehouse.connect() as connection:
        for feed, url, result in fetched:
            with transaction(connection):
                if not settle_fetch(connection, context, summary, source_name=feed.name, url=url, result=result,
                                    unchanged_counter="feeds_unchanged"):
                    continue
                try:
                    parsed = parse_feed(result.body, url=url, headers=result.headers, fetched_at=result.fetched_at)
                except Exception as exc:  # not a feed, or anything a hostile body provokes
                    reason = str(exc) if isinstance(exc, FeedError) else unexpected_failure(url, exc)
                    summary.error(feed.name, reason)
                    record_ingest_error(connection, stage="feed", source_name=feed.name, url=url,
                                        reason=reason, run_id=context.run_id)
                    continue
                clear_ingest_errors(connection, stage="feed", source_name=feed.name)
                clear_ingest_errors(connection, stage="fetch", source_name=feed.name, url=url)
                for problem in parsed.problems:
                    record_ingest_error(connection, stage="feed", source_name=feed.name, url=url,
                                        location=problem.location or "feed", reason=problem.reason,
                                        run_id=context.run_id)
                summary.counts["feeds_read"] += 1
                summary.counts["feeds_malformed"] += int(parsed.malformed)
                summary.counts["feeds_truncated"] += int(parsed.truncated)
                summary.counts["feed_problems"] += len(parsed.problems)
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
    """Fetch the article pages behind the feed entries of this sources file and store them as documents.

    The pages go through the crawl frontier (:mod:`pipelines.sources.frontier`) under the run budget of
    the sources file's ``[crawl]``: pages never fetched (or deferred by an earlier run) first, then failed
    pages whose backoff has passed, then re-checks of known pages (conditional GET). What does not fit is
    kept in ``crawl_frontier`` as pending; the account per source goes to ``crawl_accounts``.
    """
    summary = StageSummary("articles")
    feed_meta = {feed.name: feed for feed in context.sources.feed}
    if not feed_meta:
        return summary
    crawl = context.sources.crawl
    with context.warehouse.connect(read_only=False) as connection:
        entries = connection.execute(
            "select source_name, link, published_at from feed_entries "
            "where link is not null and list_contains(?, source_name) order by published_at, link",
            [list(feed_meta)],
        ).fetchall()
        known = {
            row[0]: (row[1], row[2])
            # validators are stored only for successful fetches, so they need no join to the fetch log
            for row in connection.execute("select url, etag, last_modified from http_validators").fetchall()
        }
        states = {row[0]: row[1:] for row in connection.execute(
            "select url, state, attempts, next_attempt_at, first_seen, last_attempt_at from crawl_frontier"
        ).fetchall()}
    sources_by_link: dict[str, list[str]] = {}
    first_entry: dict[str, tuple] = {}
    for source_name, link, feed_published in entries:
        sources_by_link.setdefault(link, [])
        if source_name not in sources_by_link[link]:
            sources_by_link[link].append(source_name)
        first_entry.setdefault(link, (source_name, link, feed_published))
    items, backing_off = plan_crawl(list(first_entry.values()), states, known, utcnow())
    account: dict[str, Counter] = {name: Counter() for name in feed_meta}
    for source_name, _link in backing_off:
        account[source_name]["backing_off"] += 1
    skipped: list[str] = []
    frontier = Frontier(context.fetcher, crawl)
    written = 0

    def write(batch: list[tuple[CrawlItem, FetchResult]]) -> None:
        nonlocal written
        with context.warehouse.connect() as connection:
            for item, result in batch:
                with transaction(connection):
                    _settle_article(connection, context, summary, item, result, feed_meta, sources_by_link,
                                    skipped, account[item.source_name])
                    _record_attempt(connection, context, crawl, item, result,
                                    states.get(item.url, ("pending", 0))[1])
                written += 1
                context.progress("articles", written, len(items))

    batch: list[tuple[CrawlItem, FetchResult]] = []
    for item, result in frontier.crawl(items):
        batch.append((item, result))
        if len(batch) >= WRITE_BATCH:
            write(batch)
            batch = []
    write(batch)
    now = utcnow()
    with context.warehouse.connect() as connection, transaction(connection):
        new_or_pending = [d for d in frontier.deferred if states.get(d.item.url, ("pending",))[0] == "pending"]
        upsert_rows(connection, "crawl_frontier", [{
            "url": d.item.url, "source_name": d.item.source_name, "state": "pending", "reason": d.reason,
            "attempts": 0, "next_attempt_at": None, "first_seen": now, "last_attempt_at": None,
            "last_run_id": context.run_id,
        } for d in new_or_pending], key=("url",), preserve=("first_seen",))
        for deferred in frontier.deferred:
            account[deferred.item.source_name]["deferred"] += 1
        upsert_rows(connection, "crawl_accounts", [{
            "run_id": context.run_id or "unrecorded", "source_name": name, "fetched": counts["fetched"],
            "deferred": counts["deferred"], "refused": counts["refused"], "failed": counts["failed"],
            "backing_off": counts["backing_off"], "bytes": counts["bytes"], "recorded_at": now,
        } for name, counts in account.items()], key=("run_id", "source_name"))
    for name in ("fetched", "deferred", "refused", "failed", "backing_off"):
        summary.counts[f"pages_{name}"] = sum(counts[name] for counts in account.values())
    summary.details["crawl"] = {
        name: {key: int(counts[key]) for key in ("fetched", "deferred", "refused", "failed", "backing_off", "bytes")}
        for name, counts in sorted(account.items())
    }
    if frontier.deferred:
        summary.details["crawl_deferred_because"] = frontier.deferred[0].reason
    summary.details["skipped_not_article"] = skipped[:50]
    return summary


def plan_crawl(entries: list[tuple], states: dict[str, tuple], known: dict[str, tuple],
               now) -> tuple[list[CrawlItem], list[tuple[str, str]]]:
    """The frontier's order for this run, and the (source, link) pairs still backing off after a failure.

    First the pages never fetched or deferred before (oldest first), then failed or refused pages whose
    backoff has passed, then re-checks of pages already fetched (least recently checked first).
    """
    fresh, due, recheck, waiting = [], [], [], []
    for position, (source_name, link, feed_published) in enumerate(entries):
        etag, modified = known.get(link, (None, None))
        item = CrawlItem(link, source_name, etag=etag, last_modified=modified, payload=feed_published)
        state, _attempts, next_attempt_at, first_seen, last_attempt_at = states.get(
            link, ("pending", 0, None, None, None))
        if state == "pending":
            fresh.append(((first_seen or now), position, item))
        elif state in ("failed", "refused"):
            if next_attempt_at is None or next_attempt_at <= now:
                due.append(((next_attempt_at or now), position, item))
            else:
                waiting.append((source_name, link))
        else:
            recheck.append(((last_attempt_at or now), position, item))
    ordered = [item for group in (fresh, due, recheck) for _, _, item in sorted(group, key=lambda g: g[:2])]
    return ordered, waiting


def _record_attempt(connection, context: StageContext, crawl, item: CrawlItem, result: FetchResult,
                    attempts_before: int) -> None:
    """The frontier state of a page after this run's attempt (in the transaction that stored the page)."""
    now = utcnow()
    if result.ok or result.not_modified:
        state, reason, attempts, next_at = "fetched", None, 0, None
    else:
        attempts = attempts_before + 1
        state = "refused" if result.refused else "failed"
        reason = failure_reason(result)[:2000]
        wait = crawl.retry_max_s if result.refused else min(crawl.retry_base_s * 2 ** (attempts - 1),
                                                            crawl.retry_max_s)
        next_at = now + dt.timedelta(seconds=wait)
    upsert_rows(connection, "crawl_frontier", [{
        "url": item.url, "source_name": item.source_name, "state": state, "reason": reason, "attempts": attempts,
        "next_attempt_at": next_at, "first_seen": now, "last_attempt_at": now, "last_run_id": context.run_id,
    }], key=("url",), preserve=("first_seen",))


def _settle_article(connection, context: StageContext, summary: StageSummary, item: CrawlItem,
                    result: FetchResult, feed_meta: dict, sources_by_link: dict, skipped: list[str],
                    account: Counter) -> None:
    """Log one article fetch and store what it gave: a document, an alias, or a recorded reason."""
    source_name, link, feed_published = item.source_name, item.url, item.payload
    account["bytes"] += len(result.body)
    content_sha = record_fetch(connection, context.warehouse, result, source_name=source_name,
                               run_id=context.run_id)
    if result.not_modified:
        account["fetched"] += 1
        now = utcnow()
        connection.execute("update documents set last_seen = ? where url = ?", [now, link])
        connection.execute("update document_aliases set last_seen = ? where url = ?", [now, link])
        summary.counts["unchanged"] += 1
        return
    if not result.ok:
        account["refused" if result.refused else "failed"] += 1
        summary.error(source_name, failure_reason(result))
        record_ingest_error(connection, stage="fetch", source_name=source_name, url=link,
                            reason=failure_reason(result), run_id=context.run_id)
        return
    account["fetched"] += 1
    try:
        article = parse_article(result.body, url=link, content_type=result.content_type,
                                feed_published=feed_published, fetched_at=result.fetched_at)
    except ArticleError as exc:
        # a PDF, an image or an empty page is not a failure of the run: skipped, with its reason kept
        summary.counts["skipped_not_article"] += 1
        skipped.append(str(exc))
        record_ingest_error(connection, stage="article", source_name=source_name, url=link,
                            reason=str(exc), run_id=context.run_id)
        return
    except Exception as exc:  # a page the parser did not foresee: recorded, the run goes on
        reason = unexpected_failure(link, exc)
        summary.error(source_name, reason)
        record_ingest_error(connection, stage="article", source_name=source_name, url=link,
                            reason=reason, run_id=context.run_id)
        return
    clear_ingest_errors(connection, stage="article", source_name=source_name, url=link)
    clear_ingest_errors(connection, stage="fetch", source_name=source_name, url=link)
    state = _store_article(connection, feed_meta[source_name], link, article, result, content_sha)
    summary.counts[f"documents_{state}"] += 1
    document_id = document_id_for_url(article.canonical_url) if state != "same_text" else None
    for other_source in sources_by_link[link][1:]:
        # the same link in another feed: that outlet carried the story too
        target = document_id or _alias_target(connection, link)
        if target:
            _record_alias(connection, link, target, other_source, "same_link")


def _record_alias(connection, url: str, document_id: str, source_name: str | None, reason: str) -> None:
    now = utcnow()
    upsert_rows(connection, "document_aliases", [{
        "url": url, "document_id": document_id, "source_name": source_name, "reason": reason,
        "first_seen": now, "last_seen": now,
    }], key=("url", "document_id"), preserve=("first_seen",))


def _alias_target(connection, url: str) -> str | None:
    row = connection.execute("select document_id from document_aliases where url = ? limit 1", [url]).fetchone()
    return row[0] if row else None


def _store_article(connection, feed, link: str, article, result, content_sha: str) -> str:
    """Store one parsed article: a new document, a revision, an alias, or nothing new.

    Returns 'new', 'changed', 'unchanged', 'same_canonical' or 'same_text'.
    """
    document_id = document_id_for_url(article.canonical_url)
    fingerprint = text_sha256(article.text)
    existing = connection.execute("select url from documents where document_id = ?", [document_id]).fetchone()
    if existing is not None and existing[0] != link:
        # another link to a document we have: an alias; only the document's own URL may revise it
        _record_alias(connection, link, document_id, feed.name, "same_canonical")
        return "same_canonical"
    if existing is None and len(normalize_text(article.text)) >= MIN_TEXT_CHARS:
        twin = connection.execute(
            "select document_id from documents where source_type = 'article' and text_sha256 = ? "
            "order by first_seen, document_id limit 1", [fingerprint],
        ).fetchone()
        if twin is not None:
            _record_alias(connection, link, twin[0], feed.name, "same_text")
            return "same_text"
    # a URL that was an exact copy and no longer is (its original was corrected) becomes a document itself
    connection.execute("delete from document_aliases where url = ? and reason = 'same_text'", [link])
    now = utcnow()
    return upsert_document(connection, {
        "document_id": document_id,
        "url": link,
        "canonical_url": article.canonical_url,
        "source_name": feed.name,
        "source_type": "article",
        "title": article.title,
        "author": article.author,
        "published_at": article.published_at,
        "published_from": article.published_from,
        "modified_at": article.modified_at,
        "language": article.language or feed.language,
        "region": (feed.region or "").strip().lower() or None,
        "content_sha256": content_sha,
        "text_sha256": fingerprint,
        "content_type": article.content_type,
        "text": article.text,
        "fetched_at": result.fetched_at,
        "first_seen": now,
        "last_seen": now,
    })
