"""The press stage: feeds, then the article pages their entries link to, then stories.

Plain Python (no Dagster); the `feed_entries`, `articles` and `stories` assets call these functions.

Identity: a document is its canonical URL (same-site canonical only). Another link to the same
canonical URL, or another URL with the very same text, is an alias of the document, not a new one;
new text at the document's own URL is a new revision. Near-identical copies on other sites (a
syndicated press release) stay separate documents and are grouped into one story.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import hashlib
from collections import Counter
from collections.abc import Iterator

import pyarrow

from pipelines.stages.fetch import (
    FetchLogRows,
    StageContext,
    StageSummary,
    document_id_for_url,
    failure_reason,
    fetch_log_rows,
    fetch_trusted_sources,
    unexpected_failure,
    settle_fetch,
)
from pipelines.sources.articles import Article, ArticleError, parse_article
from pipelines.sources.fetch import FetchResult
from pipelines.sources.frontier import CrawlItem, Frontier
from pipelines.sources.feeds import FeedError, parse_feed
from pipelines.stages.workers import start_shared_pool_early
from pipelines.stages.stories import (  # noqa: F401 - build_stories: the stories stage, re-exported
    MIN_TEXT_CHARS,
    build_stories,
    normalize_text,
    text_sha256,
)
from warehouse import transaction
from warehouse.db import sha256_hex, utcnow
from warehouse.loaders import clear_ingest_errors, record_ingest_error, upsert_rows

WRITE_BATCH = 250      # article pages written per warehouse connection and transaction (the lock is held only while writing)
# ... or more in a large crawl, so that it writes in about this many batches: each batch's open, upserts and checkpoint
# cost grows with the warehouse (at 100,000 documents a batch of 250 took 2.8 s against 0.8 s at the start), so a
# fixed batch made the stage grow with the square of the crawl
WRITE_BATCHES_PER_CRAWL = 40
WRITE_BATCH_BYTES = 64 * 1024 * 1024   # ... or fewer, when their bodies (held until written) reach this size
# ... or more, up to this many, when pages answer unchanged (304, or the bytes stored): such a page only moves its
# last_seen, and a batch's fixed cost (opening the warehouse, checkpointing it on close) is most of a re-run's
WRITE_BATCH_UNCHANGED = 2_500
# New pages from which the model workers of the stages after this one are started while it runs (below this, the
# relevance stage may well score in its own process: 400 texts, about 100 English articles, see MIN_TEXTS_FOR_POOL)
EARLY_POOL_PAGES = 400


def ingest_feeds(context: StageContext) -> StageSummary:
    """Fetch every feed of the sources file and store its entries."""
    summary = StageSummary("feeds")
    fetched = fetch_trusted_sources(context, context.sources.feed, purpose="feed", label="feeds")
    with context.warehouse.connect() as connection:
        read_before = last_content_read(connection, [url for _, url, _ in fetched])
        for feed, url, result in fetched:
            with transaction(connection):
                if not settle_fetch(connection, context, summary, source_name=feed.name, url=url, result=result,
                                    unchanged_counter="feeds_unchanged"):
                    continue
                if read_before.get(url) == hashlib.sha256(result.body).hexdigest():
                    # the very bytes read last time (a server without validators): their entries are stored
                    summary.counts["feeds_unchanged"] += 1
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


def last_content_read(connection, urls: list[str]) -> dict[str, str]:
    """URL -> sha256 of the body of its last successful fetch, for those of ``urls`` fetched before."""
    return dict(connection.execute(
        "select url, arg_max(content_sha256, fetched_at) from fetches "
        "where list_contains(?, url) and content_sha256 is not null and status between 200 and 299 group by url",
        [urls],
    ).fetchall())


def ingest_articles(context: StageContext) -> StageSummary:
    """Fetch the article pages behind the feed entries of this sources file and store them as documents.

    The pages go through the crawl frontier (:mod:`pipelines.sources.frontier`) under the run budget of
    the sources file's ``[crawl]``: pages never fetched (or deferred by an earlier run) first, then failed
    pages whose backoff has passed, then re-checks of known pages (conditional GET). What does not fit is
    kept in ``crawl_frontier`` as pending; the account per source goes to ``crawl_accounts``.

    A page that answers 304, or sends the very bytes stored for its URL, is not parsed again: only its
    ``last_seen`` moves. The crawl workers parse the pages they fetch; pages are written a batch per
    transaction, each table once per batch.
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
        stored = stored_pages(connection)
        index = DocumentIndex(connection)
    sources_by_link: dict[str, list[str]] = {}
    first_entry: dict[str, tuple] = {}
    for source_name, link, feed_published in entries:
        sources_by_link.setdefault(link, [])
        if source_name not in sources_by_link[link]:
            sources_by_link[link].append(source_name)
        first_entry.setdefault(link, (source_name, link, feed_published))
    items, backing_off = plan_crawl(list(first_entry.values()), states, known, utcnow())
    if sum(1 for item in items if states.get(item.url, ("pending",))[0] == "pending") >= EARLY_POOL_PAGES:
        # enough new pages that the relevance stage after this one will embed in worker processes: they start
        # now, on the cores this stage leaves idle (in-process runs only, see start_shared_pool_early)
        start_shared_pool_early()
    account: dict[str, Counter] = {name: Counter() for name in feed_meta}
    for source_name, _link in backing_off:
        account[source_name]["backing_off"] += 1
    skipped: list[str] = []
    frontier = Frontier(context.fetcher, crawl)
    position = {item.url: index for index, item in enumerate(items)}
    written = 0

    def write(batch: list[tuple[CrawlItem, FetchResult, PageReading]]) -> None:
        nonlocal written
        if not batch:
            return
        writes = _ArticleWrites()
        # pages complete in any order; stored in the crawl's order, the same pages give the same documents
        # (which of two links to one canonical URL becomes the document, which copy is the alias)
        batch.sort(key=lambda done: position[done[0].url])
        with context.warehouse.connect() as connection, transaction(connection):
            for item, result, reading in batch:
                _settle_article(connection, context, summary, item, result, reading, feed_meta,
                                sources_by_link, skipped, account[item.source_name], index, stored, writes)
                writes.frontier.append(_attempt_row(context, crawl, item, result,
                                                    states.get(item.url, ("pending", 0))[1]))
            writes.write(connection)
        written += len(batch)
        context.progress("articles", written, len(items))

    # The frontier's workers read (parse) each page they fetch, so reading overlaps fetching and writing;
    # a batch of pages is written in one transaction.
    batch: list[tuple[CrawlItem, FetchResult, PageReading]] = []
    batch_bytes = batch_changed = 0
    write_batch = max(WRITE_BATCH, len(items) // WRITE_BATCHES_PER_CRAWL)
    for done in frontier.crawl(items, read=lambda item, result: read_page(item, result, stored,
                                                                          keep_raw=context.warehouse)):
        batch.append(done)
        batch_bytes += len(done[1].body)
        batch_changed += not (done[1].not_modified or done[2].unchanged)
        if batch_changed >= write_batch or len(batch) >= WRITE_BATCH_UNCHANGED or batch_bytes >= WRITE_BATCH_BYTES:
            write(batch)
            batch, batch_bytes, batch_changed = [], 0, 0
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


def _attempt_row(context: StageContext, crawl, item: CrawlItem, result: FetchResult, attempts_before: int) -> dict:
    """The `crawl_frontier` row of a page after this run's attempt (written with the page's other rows)."""
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
    return {"url": item.url, "source_name": item.source_name, "state": state, "reason": reason,
            "attempts": attempts, "next_attempt_at": next_at, "first_seen": now, "last_attempt_at": now,
            "last_run_id": context.run_id}


@dataclasses.dataclass(frozen=True)
class StoredPage:
    """What the warehouse holds for an article URL: the document it belongs to and, when the same bytes
    again need no reading, the sha256 of the bytes last read from it."""

    document_id: str
    content_sha256: str | None


def stored_pages(connection) -> dict[str, StoredPage]:
    """URL -> :class:`StoredPage` for every article URL the warehouse holds (documents and aliases).

    A document's own URL gives the document's stored content; a same-canonical alias the bytes of its last
    successful fetch. A same-text alias gives no content: it is read again each time, because the document
    it copies may have been corrected since, and then the copy becomes a document of its own.
    """
    pages: dict[str, StoredPage] = {}
    for url, document_id, content_sha, reason in connection.execute(
        """
        select a.url, a.document_id, f.content_sha256, a.reason
        from document_aliases a
        left join (select url, arg_max(content_sha256, fetched_at) as content_sha256 from fetches
                   where content_sha256 is not null and status between 200 and 299
                     and url in (select url from document_aliases where reason = 'same_canonical')
                   group by url) f using (url)
        order by a.first_seen, a.document_id
        """
    ).fetchall():
        if url not in pages:
            pages[url] = StoredPage(document_id, content_sha if reason == "same_canonical" else None)
    for url, document_id, content_sha in connection.execute(
        "select url, document_id, content_sha256 from documents where source_type = 'article'"
    ).fetchall():
        pages[url] = StoredPage(document_id, content_sha)
    return pages


@dataclasses.dataclass
class PageReading:
    """What reading one fetched page gave: an article, the same bytes as stored, or a reason it gave none."""

    content_sha256: str | None = None
    article: Article | None = None
    text_sha256: str | None = None           # the article text's fingerprint (see stories.text_sha256)
    long_enough_to_group: bool = False       # text long enough to be compared with other documents
    unchanged: bool = False          # the very bytes already stored for this URL: nothing was parsed
    not_article: str | None = None   # a PDF, an image, an empty page: skipped with this reason
    failure: str | None = None       # the parser failed in a way it did not foresee


def read_page(item: CrawlItem, result: FetchResult, stored: dict[str, StoredPage], *,
              keep_raw=None) -> PageReading:
    """Read (parse) one fetched article page, unless its bytes are the ones already stored for its URL.

    Runs in a crawl worker thread: touches no warehouse connection and raises nothing. ``keep_raw``: the
    :class:`warehouse.Warehouse` whose raw content store gets the new bytes here, so the file is written while
    the writer stores earlier pages (the writer's own ``store_raw`` then finds it there); a failure is left
    for the writer to meet and record.
    """
    if not result.ok:
        return PageReading()
    content_sha = hashlib.sha256(result.body).hexdigest() if result.body else None
    known = stored.get(item.url)
    if content_sha is not None and known is not None and known.content_sha256 == content_sha:
        return PageReading(content_sha256=content_sha, unchanged=True)
    if keep_raw is not None and result.body:
        try:
            keep_raw.store_raw(result.body)
        except Exception:  # noqa: BLE001 - the writer stores it again and records what went wrong
            pass
    try:
        article = parse_article(result.body, url=item.url, content_type=result.content_type,
                                feed_published=item.payload, fetched_at=result.fetched_at)
    except ArticleError as exc:
        return PageReading(content_sha256=content_sha, not_article=str(exc))
    except Exception as exc:  # noqa: BLE001 - a page the parser did not foresee: recorded, the run goes on
        return PageReading(content_sha256=content_sha, failure=unexpected_failure(item.url, exc))
    return PageReading(content_sha256=content_sha, article=article, text_sha256=text_sha256(article.text),
                       long_enough_to_group=len(normalize_text(article.text)) >= MIN_TEXT_CHARS)


def _settle_article(connection, context: StageContext, summary: StageSummary, item: CrawlItem,
                    result: FetchResult, reading: PageReading, feed_meta: dict, sources_by_link: dict,
                    skipped: list[str], account: Counter, index: DocumentIndex, stored: dict[str, StoredPage],
                    writes: _ArticleWrites) -> None:
    """Log one article fetch and store what it gave: a document, an alias, or a recorded reason."""
    source_name, link = item.source_name, item.url
    account["bytes"] += len(result.body)
    content_sha, log = fetch_log_rows(context.warehouse, result, source_name=source_name, run_id=context.run_id)
    writes.log.extend(log)
    if result.not_modified or reading.unchanged:
        account["fetched"] += 1
        writes.seen_again.append(link)
        # it answers again; bytes that are the stored document's were read cleanly before (a 304 may
        # confirm a page that was not an article: that reason stays)
        (writes.read_cleanly if reading.unchanged else writes.answered).append((source_name, link))
        summary.counts["unchanged"] += 1
        known = stored.get(link)
        for other_source in sources_by_link[link][1:] if known else ():
            # a feed that started carrying a known link: that outlet carried the story too
            writes.documents.alias(link, known.document_id, other_source, "same_link")
        return
    if not result.ok:
        account["refused" if result.refused else "failed"] += 1
        summary.error(source_name, failure_reason(result))
        record_ingest_error(connection, stage="fetch", source_name=source_name, url=link,
                            reason=failure_reason(result), run_id=context.run_id)
        return
    account["fetched"] += 1
    summary.counts["pages_read"] += 1
    if reading.not_article is not None:
        # a PDF, an image or an empty page is not a failure of the run: skipped, with its reason kept
        summary.counts["skipped_not_article"] += 1
        skipped.append(reading.not_article)
        record_ingest_error(connection, stage="article", source_name=source_name, url=link,
                            reason=reading.not_article, run_id=context.run_id)
        return
    if reading.failure is not None or reading.article is None:
        reason = reading.failure or unexpected_failure(link, RuntimeError("the page was not read"))
        summary.error(source_name, reason)
        record_ingest_error(connection, stage="article", source_name=source_name, url=link,
                            reason=reason, run_id=context.run_id)
        return
    writes.read_cleanly.append((source_name, link))
    state, document_id = _store_article(index, writes.documents, feed_meta[source_name], link, reading, result,
                                        content_sha)
    summary.counts[f"documents_{state}"] += 1
    for other_source in sources_by_link[link][1:]:
        # the same link in another feed: that outlet carried the story too
        writes.documents.alias(link, document_id, other_source, "same_link")


class DocumentIndex:
    """What storing an article needs to know of the stored documents, read once per stage run.

    Document id -> (URL, content sha256, latest revision, its text sha256), and the earliest article
    per text fingerprint (the target of a same-text alias). Kept up to date as articles are stored, so
    the pages of one batch see each other before their rows are written.
    """

    def __init__(self, connection):
        self.documents: dict[str, tuple[str, str, int | None, str | None, str | None]] = {}
        for document_id, url, content_sha, revision, revision_sha, revision_text_sha in connection.execute(
            """
            select d.document_id, d.url, d.content_sha256, r.revision, r.content_sha256, r.text_sha256
            from documents d
            left join (select document_id, max(revision) as revision from document_revisions group by document_id) m
              using (document_id)
            left join document_revisions r on r.document_id = m.document_id and r.revision = m.revision
            """
        ).fetchall():
            self.documents[document_id] = (url, content_sha, revision, revision_sha, revision_text_sha)
        self.by_text: dict[str, str] = dict(connection.execute(
            "select text_sha256, arg_min(document_id, (first_seen, document_id)) from documents "
            "where source_type = 'article' and text_sha256 is not null group by text_sha256"
        ).fetchall())


@dataclasses.dataclass
class DocumentWrites:
    """The document rows a batch of articles writes once per table, in the order that keeps them consistent."""

    documents: list[dict] = dataclasses.field(default_factory=list)
    revisions: list[dict] = dataclasses.field(default_factory=list)
    aliases: list[dict] = dataclasses.field(default_factory=list)
    no_longer_copies: list[str] = dataclasses.field(default_factory=list)   # URLs whose same-text alias ends
    unchanged: list[tuple[str, int, str | None]] = dataclasses.field(default_factory=list)  # (id, revision, text sha)

    def alias(self, url: str, document_id: str, source_name: str | None, reason: str) -> None:
        now = utcnow()
        self.aliases.append({"url": url, "document_id": document_id, "source_name": source_name, "reason": reason,
                             "first_seen": now, "last_seen": now})

    def write(self, connection) -> None:
        if self.no_longer_copies:
            with _keys(connection, url=self.no_longer_copies):
                connection.execute("delete from document_aliases a using _write_keys k "
                                   "where a.reason = 'same_text' and a.url = k.url")
        upsert_rows(connection, "document_aliases", self.aliases, key=("url", "document_id"), preserve=("first_seen",))
        upsert_rows(connection, "documents", self.documents, key=("document_id",), preserve=("first_seen",))
        upsert_rows(connection, "document_revisions", self.revisions, key=("document_id", "revision"))
        if self.unchanged:
            now = utcnow()
            with _keys(connection, document_id=[document_id for document_id, _, _ in self.unchanged],
                       revision=[revision for _, revision, _ in self.unchanged],
                       text_sha256=[text_sha for _, _, text_sha in self.unchanged]):
                connection.execute("update documents d set last_seen = ? from _write_keys k "
                                   "where d.document_id = k.document_id", [now])
                connection.execute(
                    "update document_revisions r set last_seen = ?, text_sha256 = coalesce(r.text_sha256, "
                    "k.text_sha256) from _write_keys k where r.document_id = k.document_id and r.revision = k.revision",
                    [now])


# The name a batch's keys are joined under: one at a time per connection (the blocks below never nest).
_KEYS = "_write_keys"


@contextlib.contextmanager
def _keys(connection, **columns: list) -> Iterator[None]:
    """The lists ``columns`` as a table the connection can join as ``_write_keys`` while the block runs.

    Joining an Arrow table is far cheaper than binding a long list: without pandas installed, DuckDB's client
    tries to import it for every element of a bound list.
    """
    connection.register(_KEYS, pyarrow.table(columns))
    try:
        yield
    finally:
        connection.unregister(_KEYS)


@dataclasses.dataclass
class _ArticleWrites:
    """Rows a batch of article pages writes once per table at the end of its transaction."""

    log: FetchLogRows = dataclasses.field(default_factory=FetchLogRows)
    documents: DocumentWrites = dataclasses.field(default_factory=DocumentWrites)
    frontier: list[dict] = dataclasses.field(default_factory=list)
    seen_again: list[str] = dataclasses.field(default_factory=list)              # URLs answered unchanged
    read_cleanly: list[tuple[str, str]] = dataclasses.field(default_factory=list)  # (source, url) read again
    answered: list[tuple[str, str]] = dataclasses.field(default_factory=list)      # (source, url) answered 304

    def write(self, connection) -> None:
        self.log.write(connection)
        self.documents.write(connection)
        upsert_rows(connection, "crawl_frontier", self.frontier, key=("url",), preserve=("first_seen",))
        if self.seen_again:
            now = utcnow()
            with _keys(connection, url=self.seen_again):
                connection.execute("update documents d set last_seen = ? from _write_keys k where d.url = k.url", [now])
                connection.execute("update document_aliases a set last_seen = ? from _write_keys k where a.url = k.url",
                                   [now])
        # earlier errors of pages that were read cleanly now, and fetch errors of pages that answer again
        for stages, pages in ((["article", "fetch"], self.read_cleanly), (["fetch"], self.answered)):
            if pages:
                with _keys(connection, source_name=[source for source, _ in pages],
                           url=[url for _, url in pages]):
                    connection.execute(
                        "delete from ingest_errors e using _write_keys c where list_contains(?, e.stage) "
                        "and e.source_name is not distinct from c.source_name and e.url = c.url", [stages])


def _store_article(index: DocumentIndex, writes: DocumentWrites, feed, link: str, reading: PageReading,
                   result: FetchResult, content_sha: str) -> tuple[str, str]:
    """Store one parsed article: a new document, a revision, an alias, or nothing new.

    Returns the state ('new', 'changed', 'unchanged', 'same_canonical' or 'same_text') and the id of the
    document the link now belongs to. Revisions are decided as :func:`upsert_document` decides them.
    """
    article = reading.article
    document_id = document_id_for_url(article.canonical_url)
    fingerprint = reading.text_sha256
    existing = index.documents.get(document_id)
    if existing is not None and existing[0] != link:
        # another link to a document we have: an alias; only the document's own URL may revise it
        writes.alias(link, document_id, feed.name, "same_canonical")
        return "same_canonical", document_id
    if existing is None and reading.long_enough_to_group:
        twin = index.by_text.get(fingerprint)
        if twin is not None:
            writes.alias(link, twin, feed.name, "same_text")
            return "same_text", twin
    # a URL that was an exact copy and no longer is (its original was corrected) becomes a document itself
    writes.no_longer_copies.append(link)
    now = utcnow()
    if existing is not None:
        _, stored_sha, revision, revision_sha, revision_text_sha = existing
        if revision is None:
            revision, revision_sha = 0, stored_sha
        same = (revision_text_sha == fingerprint) if revision_text_sha else (revision_sha == content_sha)
        if same and existing[2] is not None:
            writes.unchanged.append((document_id, revision, fingerprint))
            return "unchanged", document_id
        state = "unchanged" if same else "changed"  # without a revision row yet, record the current one
    else:
        revision, state = 0, "new"
    revision += 1
    writes.documents.append({
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
        "revision": revision,
    })
    writes.revisions.append({
        "document_id": document_id, "revision": revision, "content_sha256": content_sha,
        "text_sha256": fingerprint, "title": article.title, "published_at": article.published_at,
        "modified_at": article.modified_at, "fetched_at": result.fetched_at, "first_seen": now, "last_seen": now,
    })
    if existing is not None and existing[4] and index.by_text.get(existing[4]) == document_id:
        del index.by_text[existing[4]]   # its old text no longer makes copies of it
    index.documents[document_id] = (link, content_sha, revision, content_sha, fingerprint)
    if reading.long_enough_to_group:
        index.by_text.setdefault(fingerprint, document_id)
    return state, document_id
