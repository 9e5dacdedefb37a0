"""The claims stage: extract claims from every document whose content or extractor is new.

Work is keyed by (document, content hash, extractor version): an unchanged document is
never extracted twice, and a new extractor version re-extracts everything once.

``documents.text`` has one owner, the stage that stored the document (articles, price pages);
this stage reads that text and its title and never writes them, so claim spans index the
stored text by construction.

Extraction runs in batches of :data:`BATCH_SIZE` documents (the rules per document, then the learned
step once per batch). With enough pending documents the batches go to a pool of worker processes
(:func:`extraction_workers`); this process stays the one writer to DuckDB and stores each batch, in
order, with a few bulk statements. A batch is extracted the same way in a worker as in this process, so
the stored claims do not depend on how many workers there were.

The model modules (torch) are imported only when there is something to extract or measure: with nothing
pending the stage reads the extractor version from the weights file's header and a few counts.
"""

from __future__ import annotations

import collections
import dataclasses
import datetime as dt
import json
import os
from pathlib import Path

from extractors.model_version import MODEL_EXTRACTOR_VERSION as EXTRACTOR_VERSION
from extractors.pipeline import extract_claims
from extractors.rules.candidates import UNREADABLE_RULE
from pipelines.stages.fetch import StageContext, StageSummary
from pipelines.stages.workers import close_shared_pools, process_pool, usable_cores
from warehouse import transaction
from warehouse.db import joined_ids, utcnow
from warehouse.loaders import claim_row, insert_rows, record_ingest_error

BATCH_SIZE = 50
WORKERS_ENV_VAR = "INFERWATCH_EXTRACT_WORKERS"
# Below this many batches a pool costs more than it saves: each worker imports torch and loads the encoder
# (several seconds), which a +1% run of a few dozen documents does faster in this process.
MIN_BATCHES_FOR_POOL = 4

# documents without an extraction for their current content and the extractor version bound to ?
_PENDING_FROM = """
    from documents d
    left join extraction_runs e
      on e.document_id = d.document_id
     and e.content_sha256 = d.content_sha256
     and e.extractor_version = ?
    where e.document_id is null
"""
_COLUMNS = "select d.document_id, d.content_sha256, d.text, d.title, d.published_at, d.url, d.source_name"
_ORDER = " order by d.published_at nulls last, d.document_id"
_PENDING = _COLUMNS + _PENDING_FROM
_PENDING_COUNT = "select count(*)" + _PENDING_FROM
_PENDING_IDS = "select d.document_id" + _PENDING_FROM + _ORDER
_DOCUMENTS_BY_ID = _COLUMNS + """
    from documents d
    join (select unnest(string_split(?, chr(31))) as document_id) wanted using (document_id)
"""


def pending_documents(connection, extractor_version: str = EXTRACTOR_VERSION) -> list[tuple]:
    """Documents without an extraction for their current content and this extractor version."""
    return connection.execute(_PENDING + _ORDER, [extractor_version]).fetchall()



def _pending_batches(connection, extractor_version: str, batch_size: int):
    """The pending documents in batches of ``batch_size``, in publication order. Only the ids are sorted; each
    batch's texts are read when it is due, so a year of text is never in memory at once, neither in this process
    nor in DuckDB's sort (ordering 100,000 texts had the run's process peak above 2 GB)."""
    ids = [row[0] for row in connection.execute(_PENDING_IDS, [extractor_version]).fetchall()]
    for start in range(0, len(ids), batch_size):
        wanted = ids[start:start + batch_size]
        found = {row[0]: row for row in connection.execute(_DOCUMENTS_BY_ID, [joined_ids(wanted)]).fetchall()}
        batch = [found[document_id] for document_id in wanted if document_id in found]
        if batch:
            yield batch


@dataclasses.dataclass
class DocumentClaims:
    """One document's extraction as the writer stores it: claim rows (or why there are none)."""

    document_id: str
    content_sha256: str
    url: str | None
    source_name: str | None
    rows: list[dict] | None = None                  # claims table rows, one per distinct claim
    failure: str | None = None
    unreadable: list[tuple[int, str]] = dataclasses.field(default_factory=list)  # (sentence, why)


def apply_model(results: list) -> list:
    """The learned step (:func:`extractors.model_pipeline.apply_model`), imported on first use: it imports
    torch, which a run with nothing pending never needs."""
    from extractors.model_pipeline import apply_model as learned_step

    return learned_step(results)


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


def extract_batch_rows(batch: list[tuple]) -> list[DocumentClaims]:
    """:func:`_extract_batch` turned into what the writer stores (small to send between processes)."""
    found = []
    for document_id, content_sha, extraction, failure, url, source_name in _extract_batch(batch):
        result = DocumentClaims(document_id, content_sha, url, source_name, failure=failure)
        if extraction is not None:
            try:
                rows = [claim_row(claim, document_id=document_id, content_sha256=content_sha,
                                  extractor_version=EXTRACTOR_VERSION) for claim in extraction.claims]
            except Exception as exc:  # noqa: BLE001 - a claim that cannot become a row fails its document
                result.failure = f"{url}: claims could not be stored: {type(exc).__name__}: {exc}"
            else:
                # identical claims in one document (the same figure restated) collapse to one row
                result.rows = list({row["claim_id"]: row for row in rows}.values())
            result.unreadable = [(c.sentence_index, c.rejection) for c in extraction.candidates
                                 if c.rule == UNREADABLE_RULE]
        found.append(result)
    return found


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


def extraction_workers() -> int:
    """Worker processes for extraction: ``$INFERWATCH_EXTRACT_WORKERS``, else one per usable core."""
    configured = os.environ.get(WORKERS_ENV_VAR, "").strip()
    if configured:
        try:
            workers = int(configured)
        except ValueError:
            raise ValueError(f"{WORKERS_ENV_VAR} must be a whole number of processes, got {configured!r}") from None
        if workers < 1:
            raise ValueError(f"{WORKERS_ENV_VAR} must be at least 1, got {workers}")
        return workers
    return usable_cores()


def load_claim_encoder() -> None:
    """Worker set-up: load the claim decision's encoder once per process."""
    from extractors.classifier import load_classifier

    try:
        load_classifier().load_encoder()
    except Exception:  # noqa: BLE001 - then each batch fails per document, exactly as it would in one process
        pass


def _extracted_batches(batches, workers: int, quality_dir: Path | None = None):
    """``extract_batch_rows`` of every batch, in order: here, or in ``workers`` processes with a few batches
    in flight (the batches are read lazily, so memory stays that of a few batches). With workers and a
    ``quality_dir``, :func:`extraction_quality` is measured in the same, already warm, workers at the end."""
    if workers <= 1:
        for batch in batches:
            yield batch, extract_batch_rows(batch)
        return
    # workers of its own: the relevance and stories stages' pool holds the whole 6-layer encoder (~100 MB a worker)
    # that extraction never reads, so it is closed first rather than shared (measured: +200 MB peak for the run)
    close_shared_pools()
    with process_pool(workers, load_claim_encoder) as pool:
        in_flight: collections.deque = collections.deque()
        for batch in batches:
            in_flight.append((batch, pool.submit(extract_batch_rows, batch)))
            if len(in_flight) > 2 * workers:
                done, future = in_flight.popleft()
                yield done, future.result()
        while in_flight:
            done, future = in_flight.popleft()
            yield done, future.result()
        if quality_dir is not None:
            extraction_quality(quality_dir, pool=pool)


def _store_batch(connection, results: list[DocumentClaims]) -> list[tuple[DocumentClaims, str]]:
    """Replace the claims of the batch's extracted documents and record their extractions, in one transaction
    with bulk inserts. If the batch cannot be stored whole (a value the warehouse cannot hold), each document
    is stored alone and the ones that fail are returned with the reason."""
    stored = [r for r in results if r.failure is None]
    if not stored:
        return []
    try:
        with transaction(connection):
            _store_documents(connection, stored)
        return []
    except Exception:  # noqa: BLE001 - find the document(s) at fault, keep the others
        failed = []
        for result in stored:
            try:
                with transaction(connection):
                    _store_documents(connection, [result])
            except Exception as exc:  # noqa: BLE001 - this document only
                failed.append((result, f"{result.url}: claims could not be stored: {type(exc).__name__}: {exc}"))
        return failed


def _store_documents(connection, results: list[DocumentClaims]) -> None:
    now = utcnow()
    # claims are only ever written with their extraction run: documents never extracted have none to replace,
    # and skipping their delete spares a scan of the whole claims table per batch on a first run
    extracted_before = [row[0] for row in connection.execute(
        "select distinct document_id from extraction_runs where list_contains(string_split(?, chr(31)), document_id)",
        [joined_ids(r.document_id for r in results)]).fetchall()]
    if extracted_before:
        connection.execute("delete from claims where list_contains(string_split(?, chr(31)), document_id)",
                           [joined_ids(extracted_before)])
        connection.execute(
            "delete from extraction_runs where extractor_version = ? and list_contains(?, document_id || chr(31) || "
            "content_sha256)", [EXTRACTOR_VERSION, [f"{r.document_id}\x1f{r.content_sha256}" for r in results]])
    insert_rows(connection, "claims", [row for r in results for row in r.rows])
    insert_rows(connection, "extraction_runs", [
        {"document_id": r.document_id, "content_sha256": r.content_sha256, "extractor_version": EXTRACTOR_VERSION,
         "extracted_at": now, "claim_count": len(r.rows)} for r in results])


def extract_documents(context: StageContext, *, workers: int | None = None,
                      batch_size: int = BATCH_SIZE, quality_dir: Path | None = None) -> StageSummary:
    """Extract claims for pending documents and store them with their provenance.

    ``workers`` extraction processes (default :func:`extraction_workers`; 1 = in this process) work on
    batches of ``batch_size`` documents; this process writes every batch. When they are several and
    ``quality_dir`` is given, they also measure :func:`extraction_quality` into it if it is not there yet
    (this process then never loads the encoder).
    """
    summary = StageSummary("claims")
    with context.warehouse.connect() as connection:
        total = connection.execute("select count(*) from documents").fetchone()[0]
        pending = connection.execute(_PENDING_COUNT, [EXTRACTOR_VERSION]).fetchone()[0]
    summary.counts["documents_skipped_unchanged"] = total - pending
    if not pending:
        return summary
    batches = -(-pending // batch_size)
    workers = extraction_workers() if workers is None else workers
    workers = min(workers, batches) if batches >= MIN_BATCHES_FOR_POOL else 1
    summary.details["extraction"] = {"workers": workers, "batch_size": batch_size}
    # one connection streams the pending texts while another stores each batch: this process is the only
    # writer, and the stage holds the warehouse only while it has batches to store
    with context.warehouse.connect() as reader, context.warehouse.connect() as writer:
        done = 0
        for batch, results in _extracted_batches(_pending_batches(reader, EXTRACTOR_VERSION, batch_size), workers,
                                                     quality_dir):
            _record_batch(writer, context, summary, results)
            done += len(batch)
            context.progress("claims", done, pending)
    return summary


def _record_batch(connection, context: StageContext, summary: StageSummary, results: list[DocumentClaims]) -> None:
    failed_to_store = dict((id(result), reason) for result, reason in _store_batch(connection, results))
    for result in results:
        failure = result.failure or failed_to_store.get(id(result))
        if failure is not None:
            summary.error(result.source_name or result.url, failure)
            record_ingest_error(connection, stage="extract", source_name=result.source_name, url=result.url,
                                reason=failure, run_id=context.run_id)
            continue
        summary.counts["documents_extracted"] += 1
        summary.counts["claims"] += len(result.rows)
        for sentence_index, rejection in result.unreadable:   # one sentence lost, the document's other claims kept
            summary.counts["sentences_unreadable"] += 1
            record_ingest_error(connection, stage="extract", source_name=result.source_name, url=result.url,
                                location=f"sentence {sentence_index}", reason=rejection, run_id=context.run_id)


def _devset_predictions(documents: list) -> list[tuple[str, list[dict]]]:
    """(document id, predicted claims) of development-set documents, extracted in one batch."""
    from extractors.evaluation import as_predictions
    from extractors.model_pipeline import extract_many_with_model

    results = extract_many_with_model([(document.text, {"content_type": document.content_type,
                                                        "document_id": document.doc_id,
                                                        "published": document.published})
                                       for document in documents])
    return [(document.doc_id, as_predictions(result)) for document, result in zip(documents, results)]


def extraction_quality(cache_dir: Path, *, pool=None) -> dict[str, object]:
    """F1 per claim kind and distractor precision of this extractor on the labelled development set.

    Measured once per extractor version (a few seconds) and kept as JSON under `cache_dir`, so the claims
    asset can show how good the extractor that wrote its rows is. ``pool``: extraction worker processes to
    extract the development set in (:func:`load_claim_encoder` set them up); else this process.
    """
    from extractors.evaluation import evaluate, load_devset

    path = cache_dir / f"{EXTRACTOR_VERSION}.json"
    if path.exists():
        return json.loads(path.read_text(encoding="utf-8"))

    documents = load_devset()
    # in batches, like the stage: one encoder call per batch instead of one per document (a claim's vector does
    # not depend on the other texts of its batch, so the claims are the same)
    chunks = [documents[first:first + BATCH_SIZE] for first in range(0, len(documents), BATCH_SIZE)]
    predictions = {}
    for part in (pool.map(_devset_predictions, chunks) if pool is not None else map(_devset_predictions, chunks)):
        predictions.update(part)
    report = evaluate(lambda document: predictions[document.doc_id], documents)
    quality = {"extractor_version": EXTRACTOR_VERSION, "documents": report.documents,
               "f1": {kind: round(score.f1, 3) for kind, score in sorted(report.per_kind.items())},
               "distractor_precision": round(report.distractor_precision, 3)}
    cache_dir.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(quality), encoding="utf-8")
    return quality
