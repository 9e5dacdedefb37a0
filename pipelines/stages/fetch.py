"""What every stage shares: fetch, keep the raw bytes, log the fetch, register sources, upsert documents.

Dagster assets and the CLI call these; nothing here imports Dagster. Each stage fetches
first and writes afterwards, so the warehouse is locked only while rows are written,
and records every bad input in ``ingest_errors`` without stopping the other sources.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable

from pipelines.sources.config import SourcesFile
from pipelines.sources.fetch import FetchResult, Fetcher
from warehouse import Warehouse, transaction
from warehouse.db import sha256_hex, utcnow
from warehouse.loaders import clear_ingest_errors, record_ingest_error, upsert_rows

Progress = Callable[[str, int, int], None]


def _no_progress(stage: str, done: int, total: int) -> None:
    return None


@dataclasses.dataclass
class StageSummary:
    """What a stage did: counts for the run summary and the asset metadata."""

    stage: str
    counts: Counter = dataclasses.field(default_factory=Counter)
    errors: list[tuple[str, str]] = dataclasses.field(default_factory=list)  # (source, reason)
    details: dict[str, object] = dataclasses.field(default_factory=dict)     # lists worth showing (unmapped names, …)

    def error(self, source: str, reason: str) -> None:
        self.errors.append((source, reason))
        self.counts["errors"] += 1

    def as_metadata(self) -> dict[str, int]:
        return {key: int(value) for key, value in sorted(self.counts.items())}


@dataclasses.dataclass
class StageContext:
    """Everything a stage needs: where to write, how to fetch, what to watch."""

    warehouse: Warehouse
    fetcher: Fetcher
    sources: SourcesFile
    run_id: str | None = None
    progress: Progress = _no_progress


def record_fetch(connection, warehouse: Warehouse, result: FetchResult, *, source_name: str | None,
                 run_id: str | None) -> str | None:
    """Store a fetch in the log (and its body content-addressed); returns the body's sha256."""
    content_sha, rows = fetch_log_rows(warehouse, result, source_name=source_name, run_id=run_id)
    rows.write(connection)
    return content_sha


@dataclasses.dataclass
class FetchLogRows:
    """Rows of the fetch log waiting to be written together: `raw_content`, `fetches`, `http_validators`.

    A stage that settles many pages in one transaction gathers them here and writes each table once.
    """

    raw_content: list[dict] = dataclasses.field(default_factory=list)
    fetches: list[dict] = dataclasses.field(default_factory=list)
    http_validators: list[dict] = dataclasses.field(default_factory=list)

    def extend(self, other: FetchLogRows) -> None:
        self.raw_content.extend(other.raw_content)
        self.fetches.extend(other.fetches)
        self.http_validators.extend(other.http_validators)

    def write(self, connection) -> None:
        upsert_rows(connection, "raw_content", self.raw_content, key=("content_sha256",), preserve=("first_seen",))
        upsert_rows(connection, "fetches", self.fetches, key=("fetch_id",))
        upsert_rows(connection, "http_validators", self.http_validators, key=("url",))
        self.raw_content, self.fetches, self.http_validators = [], [], []


def fetch_log_rows(warehouse: Warehouse, result: FetchResult, *, source_name: str | None,
                   run_id: str | None) -> tuple[str | None, FetchLogRows]:
    """Keep a fetch's body (content-addressed) and return its sha256 with the log rows still to write."""
    rows = FetchLogRows()
    content_sha = None
    if result.body:
        content_sha, stored = warehouse.store_raw(result.body)
        rows.raw_content.append({"content_sha256": content_sha, "byte_count": len(result.body),
                                 "stored_path": str(stored), "first_seen": utcnow()})
    # A snapshot capture (or a URL the snapshot lacks) is one event however often it is replayed;
    # a live fetch is a new event each time.
    if result.from_snapshot:
        event = result.captured_at.isoformat() if result.captured_at else "not-in-snapshot"
    else:
        event = result.fetched_at.isoformat()
    rows.fetches.append({
        "fetch_id": sha256_hex(result.url, event, str(result.from_snapshot)),
        "run_id": run_id,
        "source_name": source_name,
        "url": result.url,
        "final_url": result.final_url,
        "status": result.status,
        "content_sha256": content_sha,
        "content_type": result.content_type,
        "byte_count": len(result.body),
        "etag": result.etag,
        "last_modified": result.last_modified,
        "response_date": result.header("date"),
        "fetched_at": result.fetched_at,
        "captured_at": result.captured_at,
        "duration_ms": result.duration_ms,
        "from_snapshot": result.from_snapshot,
        "error": result.error,
    })
    if result.ok and (result.etag or result.last_modified):
        rows.http_validators.append({
            "url": result.url, "etag": result.etag, "last_modified": result.last_modified, "updated_at": utcnow(),
        })
    return content_sha, rows


def validators_for(connection, url: str) -> tuple[str | None, str | None]:
    row = connection.execute("select etag, last_modified from http_validators where url = ?", [url]).fetchone()
    return (row[0], row[1]) if row else (None, None)


def failure_reason(result: FetchResult) -> str:
    if result.error:
        return result.error
    return f"HTTP status {result.status} for {result.url}"


def unexpected_failure(url: str, exc: BaseException) -> str:
    """The reason recorded when a parser fails in a way it did not foresee; the run goes on."""
    return f"{url}: unexpected {type(exc).__name__} while reading: {exc}"[:4000]


def fetch_trusted_sources(context: StageContext, sources, *, purpose: str, label: str) -> list[tuple]:
    """Fetch sources named in the sources file (conditional GET with stored validators).

    Returns (source, resolved url, FetchResult) in order; nothing is written yet.
    """
    sources = list(sources)
    with context.warehouse.connect() as connection:
        locations = [context.sources.resolve_location(source.url) for source in sources]
        validators = [validators_for(connection, url) for url in locations]
    fetched = []
    for index, (source, url, (etag, modified)) in enumerate(zip(sources, locations, validators)):
        fetched.append((source, url, context.fetcher.fetch(url, etag=etag, last_modified=modified, trusted=True,
                                                           purpose=purpose)))
        context.progress(label, index + 1, len(sources))
    return fetched


def settle_fetch(connection, context: StageContext, summary: StageSummary, *, source_name: str, url: str,
                 result: FetchResult, unchanged_counter: str) -> bool:
    """Log a fetch and record a failure; True when the response holds new content to parse."""
    record_fetch(connection, context.warehouse, result, source_name=source_name, run_id=context.run_id)
    if result.not_modified:
        summary.counts[unchanged_counter] += 1
        return False
    if not result.ok:
        summary.error(source_name, failure_reason(result))
        record_ingest_error(connection, stage="fetch", source_name=source_name, url=url,
                            reason=failure_reason(result), run_id=context.run_id)
        return False
    clear_ingest_errors(connection, stage="fetch", source_name=source_name, url=url)  # it answers again
    return True


def register_sources(context: StageContext) -> int:
    """Upsert every source of the sources file into `sources` (first_seen kept)."""
    now = utcnow()
    rows = []
    for source_type, source in context.sources.all_sources():
        rows.append({
            "name": source.name,
            "source_type": source_type,
            "url": source.url,
            "region": getattr(source, "region", None),
            "language": getattr(source, "language", None),
            "provider": getattr(source, "provider", None),
            "round": getattr(source, "round", None),
            "first_seen": now,
            "last_seen": now,
        })
    with context.warehouse.connect() as connection, transaction(connection):
        upsert_rows(connection, "sources", rows, key=("name",), preserve=("first_seen", "retired_at"))
    return len(rows)


def document_id_for_url(canonical_url: str) -> str:
    return sha256_hex("document", canonical_url)


def upsert_document(connection, row: dict) -> str:
    """Insert a document, or record a new revision of it; returns 'new', 'changed' or 'unchanged'.

    Content is compared by the fingerprint of the cleaned text (``text_sha256``, computed from
    ``text`` when the row lacks it), so a page whose chrome changed but whose text did not is
    'unchanged'. Unchanged: only ``last_seen`` moves. Changed: a new ``document_revisions`` row
    (revision n+1) and the ``documents`` row shows it, so the claims stage re-extracts it.
    """
    from pipelines.stages.stories import text_sha256

    row = dict(row)
    if row.get("text_sha256") is None and row.get("text") is not None:
        row["text_sha256"] = text_sha256(row["text"])
    now = row.get("last_seen") or utcnow()
    existing = connection.execute(
        "select content_sha256 from documents where document_id = ?", [row["document_id"]]
    ).fetchone()
    latest = connection.execute(
        "select revision, content_sha256, text_sha256 from document_revisions where document_id = ? "
        "order by revision desc limit 1", [row["document_id"]],
    ).fetchone()
    if existing is not None:
        revision, content_sha, text_sha = latest if latest else (0, existing[0], None)
        same = (text_sha == row.get("text_sha256")) if text_sha and row.get("text_sha256") else (
            content_sha == row["content_sha256"])
        if same and latest:
            connection.execute("update documents set last_seen = ? where document_id = ?", [now, row["document_id"]])
            connection.execute(
                "update document_revisions set last_seen = ?, text_sha256 = coalesce(text_sha256, ?) "
                "where document_id = ? and revision = ?", [now, row.get("text_sha256"), row["document_id"], revision])
            return "unchanged"
        state = "unchanged" if same else "changed"  # without a revision row yet, record the current one
    else:
        revision, state = (latest[0] if latest else 0), "new"
    row["revision"] = revision + 1
    upsert_rows(connection, "documents", [row], key=("document_id",), preserve=("first_seen",))
    upsert_rows(connection, "document_revisions", [{
        "document_id": row["document_id"], "revision": row["revision"], "content_sha256": row["content_sha256"],
        "text_sha256": row.get("text_sha256"), "title": row.get("title"), "published_at": row.get("published_at"),
        "modified_at": row.get("modified_at"), "fetched_at": row["fetched_at"], "first_seen": now, "last_seen": now,
    }], key=("document_id", "revision"))
    return state
