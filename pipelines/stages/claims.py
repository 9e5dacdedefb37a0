"""The claims stage: extract claims from every document whose content or extractor is new.

Work is keyed by (document, content hash, extractor version): an unchanged document is
never extracted twice, and a new extractor version re-extracts everything once.
"""

from __future__ import annotations

import datetime as dt

from extractors.model_pipeline import MODEL_EXTRACTOR_VERSION as EXTRACTOR_VERSION
from extractors.model_pipeline import extract_claims_with_model
from pipelines.stages.fetch import StageContext, StageSummary
from pipelines.sources.articles import decode_html
from warehouse.loaders import record_ingest_error, replace_document_claims

BATCH_SIZE = 50


def pending_documents(connection, extractor_version: str = EXTRACTOR_VERSION) -> list[tuple]:
    """Documents without an extraction for their current content and this extractor version."""
    return connection.execute(
        """
        select d.document_id, d.content_sha256, d.content_type, d.published_at, d.url, d.source_name
        from documents d
        left join extraction_runs e
          on e.document_id = d.document_id
         and e.content_sha256 = d.content_sha256
         and e.extractor_version = ?
        where e.document_id is null
        order by d.published_at nulls last, d.document_id
        """,
        [extractor_version],
    ).fetchall()


def extract_documents(context: StageContext) -> StageSummary:
    """Extract claims for pending documents and store them with their provenance."""
    summary = StageSummary("claims")
    with context.warehouse.connect() as connection:
        pending = pending_documents(connection)
        total = connection.execute("select count(*) from documents").fetchone()[0]
    summary.counts["documents_skipped_unchanged"] = total - len(pending)
    for batch_start in range(0, len(pending), BATCH_SIZE):
        batch = pending[batch_start:batch_start + BATCH_SIZE]
        results = []
        for document_id, content_sha, content_type, published_at, url, source_name in batch:
            try:
                raw = context.warehouse.read_raw(content_sha)
                markup, _ = decode_html(raw, content_type)
                published = published_at.date() if isinstance(published_at, dt.datetime) else published_at
                extraction = extract_claims_with_model(markup, content_type=content_type or "text/html",
                                            document_id=document_id, published=published)
                results.append((document_id, content_sha, extraction, None, url, source_name))
            except Exception as exc:  # one unreadable document must not stop the stage
                results.append((document_id, content_sha, None, f"{type(exc).__name__}: {exc}", url, source_name))
        with context.warehouse.connect() as connection:
            for document_id, content_sha, extraction, failure, url, source_name in results:
                if failure is not None:
                    summary.error(source_name or url, failure)
                    record_ingest_error(connection, stage="extract", source_name=source_name, url=url,
                                        reason=failure, run_id=context.run_id)
                    continue
                try:
                    stored = replace_document_claims(
                        connection, document_id=document_id, content_sha256=content_sha,
                        extractor_version=EXTRACTOR_VERSION, claims=extraction.claims,
                        text=extraction.prepared.text,
                    )
                except Exception as exc:  # e.g. a value the warehouse cannot hold: this document only
                    reason = f"{url}: claims could not be stored: {type(exc).__name__}: {exc}"
                    summary.error(source_name or url, reason)
                    record_ingest_error(connection, stage="extract", source_name=source_name, url=url,
                                        reason=reason, run_id=context.run_id)
                    continue
                summary.counts["documents_extracted"] += 1
                summary.counts["claims"] += stored
        context.progress("claims", min(batch_start + BATCH_SIZE, len(pending)), len(pending))
    return summary
