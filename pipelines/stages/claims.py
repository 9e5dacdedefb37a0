"""The claims stage: extract claims from every document whose content or extractor is new.

Work is keyed by (document, content hash, extractor version): an unchanged document is
never extracted twice, and a new extractor version re-extracts everything once.

``documents.text`` has one owner, the stage that stored the document (articles, price pages);
this stage reads that text and its title and never writes them, so claim spans index the
stored text by construction.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

from extractors.model_pipeline import MODEL_EXTRACTOR_VERSION as EXTRACTOR_VERSION
from extractors.model_pipeline import apply_model, extract_claims_with_model
from extractors.pipeline import extract_claims
from extractors.rules.candidates import UNREADABLE_RULE
from pipelines.stages.fetch import StageContext, StageSummary
from warehouse.loaders import record_ingest_error, replace_document_claims

BATCH_SIZE = 50


def pending_documents(connection, extractor_version: str = EXTRACTOR_VERSION) -> list[tuple]:
    """Documents without an extraction for their current content and this extractor version."""
    return connection.execute(
        """
        select d.document_id, d.content_sha256, d.text, d.title, d.published_at, d.url, d.source_name
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


def _extract_batch(batch: list[tuple]) -> list[tuple]:
    """``(document_id, content_sha, extraction or None, failure or None, url, source_name)`` per
    document: the rules per document, then the learned step once for the whole batch (one
    encoder call instead of one per document). If the batch's learned step fails, each document
    is extracted again alone, so the failure is charged to the document that caused it."""
    ruled, results = [], []
    for row in batch:
        try:
            ruled.append((row, _rules(row)))
        except Exception as exc:  # one unreadable document must not stop the stage
            results.append(_failed(row, exc))
    try:
        apply_model([extraction for _, extraction in ruled])
        results.extend(_extracted(row, extraction) for row, extraction in ruled)
    except Exception:  # noqa: BLE001 - apply_model works in place: start again per document
        for row, _ in ruled:
            try:
                results.append(_extracted(row, apply_model([_rules(row)])[0]))
            except Exception as exc:
                results.append(_failed(row, exc))
    return results


def _rules(row: tuple):
    document_id, _, text, title, published_at, _, _ = row
    published = published_at.date() if isinstance(published_at, dt.datetime) else published_at
    # the stored text is already prepared; preparing plain text again leaves it unchanged
    return extract_claims(text or "", content_type="text/plain", title=title, document_id=document_id,
                          published=published)


def _extracted(row: tuple, extraction) -> tuple:
    document_id, content_sha, _, _, _, url, source_name = row
    return document_id, content_sha, extraction, None, url, source_name


def _failed(row: tuple, exc: Exception) -> tuple:
    document_id, content_sha, _, _, _, url, source_name = row
    return document_id, content_sha, None, f"{type(exc).__name__}: {exc}", url, source_name


def extract_documents(context: StageContext) -> StageSummary:
    """Extract claims for pending documents and store them with their provenance."""
    summary = StageSummary("claims")
    with context.warehouse.connect() as connection:
        pending = pending_documents(connection)
        total = connection.execute("select count(*) from documents").fetchone()[0]
    summary.counts["documents_skipped_unchanged"] = total - len(pending)
    for batch_start in range(0, len(pending), BATCH_SIZE):
        batch = pending[batch_start:batch_start + BATCH_SIZE]
        results = _extract_batch(batch)
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
                    )
                except Exception as exc:  # e.g. a value the warehouse cannot hold: this document only
                    reason = f"{url}: claims could not be stored: {type(exc).__name__}: {exc}"
                    summary.error(source_name or url, reason)
                    record_ingest_error(connection, stage="extract", source_name=source_name, url=url,
                                        reason=reason, run_id=context.run_id)
                    continue
                summary.counts["documents_extracted"] += 1
                summary.counts["claims"] += stored
                for candidate in extraction.candidates:
                    if candidate.rule == UNREADABLE_RULE:   # one sentence lost, the document's other claims kept
                        summary.counts["sentences_unreadable"] += 1
                        record_ingest_error(connection, stage="extract", source_name=source_name, url=url,
                                            location=f"sentence {candidate.sentence_index}",
                                            reason=candidate.rejection, run_id=context.run_id)
        context.progress("claims", min(batch_start + BATCH_SIZE, len(pending)), len(pending))
    return summary


def extraction_quality(cache_dir: Path) -> dict[str, object]:
    """F1 per claim kind and distractor precision of this extractor on the labelled development set.

    Measured once per extractor version (a few seconds) and kept as JSON under `cache_dir`, so the claims
    asset can show how good the extractor that wrote its rows is.
    """
    from extractors.evaluation import as_predictions, evaluate, load_devset

    path = cache_dir / f"{EXTRACTOR_VERSION}.json"
    if path.exists():
        return json.loads(path.read_text(encoding="utf-8"))

    def predict(document):
        result = extract_claims_with_model(document.text, content_type=document.content_type,
                                           document_id=document.doc_id, published=document.published)
        return as_predictions(result)

    report = evaluate(predict, load_devset())
    quality = {"extractor_version": EXTRACTOR_VERSION, "documents": report.documents,
               "f1": {kind: round(score.f1, 3) for kind, score in sorted(report.per_kind.items())},
               "distractor_precision": round(report.distractor_precision, 3)}
    cache_dir.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(quality), encoding="utf-8")
    return quality
