"""The prices stage: every capture of every price page becomes a document, price observations and history.

Plain Python (no Dagster); the `price_observations` asset calls :func:`ingest_price_pages`.

Exchange rates first: the bundled ``extractors/data/fx_rates.csv`` and, when the sources file has an
``[fx]`` table, a live rates file (fetched like every trusted source, conditional GET included). A live
rate replaces the bundled one for its currency and date; the bundled rows fill every other date. A
failed or unreadable live file is an ``ingest_errors`` row and the run goes on with the rates it has.

Per page, in capture order (the snapshot replays every dated capture, oldest first; live mode has one):

1. the fetch is logged and the page parsed; bad cells become ``ingest_errors`` (stage ``price_page``)
   while the valid rows still load;
2. the rows are stored in ``price_observations`` keyed by document (the content hash), so capturing the
   same bytes again only moves ``last_seen``; ``amount_usd`` uses the ``fx_rates`` row nearest before
   the observation date and keeps ``fx_rate`` / ``fx_date`` / ``fx_source``;
3. the capture is logged in ``price_captures`` and the page's ``price_history`` / ``price_changes`` are
   rebuilt from all its captures (:mod:`warehouse.price_history`), which also runs the magnitude guard.
"""

from __future__ import annotations

import csv
import datetime as dt
from decimal import Decimal, InvalidOperation
from pathlib import Path

import duckdb

from extractors.currency import FX_RATES_PATH, MAX_RATE_AGE
from extractors.hardware import load_registry
from extractors.pipeline import prepare_text
from pipelines.stages.fetch import (
    StageContext,
    StageSummary,
    failure_reason,
    fetch_trusted_sources,
    record_fetch,
    settle_fetch,
    unexpected_failure,
    upsert_document,
)
from pipelines.sources.articles import decode_html
from pipelines.sources.fx import FxFormatError, FxRate, parse_fx_rates
from pipelines.sources.price_pages import PER_GPU_HOUR, PricePageError, parse_price_page
from warehouse import transaction
from warehouse.db import sha256_hex, utcnow
from warehouse.loaders import (
    bulk_insert,
    clear_ingest_errors,
    record_ingest_error,
    replace_where,
    upsert_rows,
)
from warehouse.price_history import price_key, rebuild_price_history

__all__ = [
    "BUNDLED_FX_SOURCE",
    "FxRatesError",
    "ingest_price_pages",
    "load_fx_rates",
    "load_live_fx_rates",
    "read_fx_rates_csv",
    "usd_conversion",
]

BUNDLED_FX_SOURCE = "bundled:extractors/data/fx_rates.csv"


class FxRatesError(ValueError):
    """A rates file that cannot be read; the message names the file and the row."""


def read_fx_rates_csv(path: str | Path = FX_RATES_PATH) -> tuple[list[dict], str]:
    """Rows ``{currency, rate_date, usd_per_unit}`` of a rates CSV and the provenance its header comment states."""
    path = Path(path)
    notes: list[str] = []
    rows: list[dict] = []
    try:
        with path.open(encoding="utf-8") as handle:
            lines = []
            for line in handle:
                if line.startswith("#"):
                    notes.append(line[1:].strip())
                elif line.strip():
                    lines.append(line)
    except OSError as exc:
        raise FxRatesError(f"cannot read the exchange-rate file {path}: {exc.strerror or exc}") from exc
    for number, record in enumerate(csv.DictReader(lines), start=2):
        try:
            rows.append({
                "currency": record["currency"].strip().upper(),
                "rate_date": dt.date.fromisoformat(record["date"].strip()),
                "usd_per_unit": Decimal(record["usd_per_unit"].strip()),
            })
        except (KeyError, AttributeError, ValueError, InvalidOperation) as exc:
            raise FxRatesError(f"{path}: data row {number} is not date,currency,usd_per_unit: {record!r}") from exc
    # The provenance is the comment block from its "Source:" line on (it wraps over several lines).
    start = next((i for i, n in enumerate(notes) if n.lower().startswith("source")), None)
    stated = " ".join(notes[start:]) if start is not None else ""
    return rows, stated


def load_fx_rates(connection: duckdb.DuckDBPyConnection, rows: list[dict], *, source: str) -> int:
    """Replace the rates of one source in ``fx_rates``; a (currency, date) another source already has is kept.

    Runs inside the caller's transaction. Returns the number of rows written.
    """
    connection.execute("delete from fx_rates where source = ?", [source])
    taken = {(c, d) for c, d in connection.execute("select currency, rate_date from fx_rates").fetchall()}
    fresh = [[r["currency"], r["rate_date"], r["usd_per_unit"], source] for r in rows
             if (r["currency"], r["rate_date"]) not in taken]
    bulk_insert(connection, "fx_rates", ["currency", "rate_date", "usd_per_unit", "source"], fresh)
    return len(fresh)


def load_live_fx_rates(connection: duckdb.DuckDBPyConnection, rates: list[FxRate], *, source: str) -> int:
    """Make ``rates`` the rates of ``source`` in ``fx_rates``, each replacing any row of its (currency, date).

    The rows ``source`` stored before are dropped first, so a rate withdrawn from the file goes too.
    Runs inside the caller's transaction; load these before the bundled rates, which only fill the
    (currency, date) pairs nobody else has. Returns the number of rows written.
    """
    connection.execute("delete from fx_rates where source = ?", [source])
    if not rates:
        return 0
    connection.execute("create temp table if not exists fx_incoming "
                       "(currency varchar, rate_date date, usd_per_unit decimal(18, 10), source varchar)")
    connection.execute("delete from fx_incoming")
    try:
        bulk_insert(connection, "fx_incoming", ["currency", "rate_date", "usd_per_unit", "source"],
                    [[rate.currency, rate.rate_date, rate.usd_per_unit, source] for rate in rates])
        connection.execute("delete from fx_rates using fx_incoming "
                           "where fx_rates.currency = fx_incoming.currency and fx_rates.rate_date = fx_incoming.rate_date")
        connection.execute("insert into fx_rates by name select * from fx_incoming")
    finally:
        connection.execute("drop table if exists fx_incoming")
    return len(rates)


# A live file with thousands of bad cells is a handful of ingest_errors rows and a count, not thousands.
_MAX_RECORDED_FX_ISSUES = 20


def _ingest_live_rates(connection, context: StageContext, summary: StageSummary, fx, url: str, result) -> None:
    if not settle_fetch(connection, context, summary, source_name=fx.name, url=url, result=result,
                        unchanged_counter="fx_unchanged"):
        return          # unchanged (304) or failed: the rates stored from this source earlier stay
    try:
        parsed = parse_fx_rates(result.body, format=fx.format, source=url)
    except Exception as exc:  # not a rates file, or anything a hostile body provokes
        reason = str(exc) if isinstance(exc, FxFormatError) else unexpected_failure(url, exc)
        summary.error(fx.name, reason)
        record_ingest_error(connection, stage="fx", source_name=fx.name, url=url, reason=reason,
                            run_id=context.run_id)
        return
    if not parsed.rates:
        reason = f"{url}: no usable exchange rates in the {fx.format} file"
        summary.error(fx.name, reason)
        record_ingest_error(connection, stage="fx", source_name=fx.name, url=url, reason=reason,
                            run_id=context.run_id)
        return
    clear_ingest_errors(connection, stage="fx", source_name=fx.name)
    for issue in parsed.issues[:_MAX_RECORDED_FX_ISSUES]:
        record_ingest_error(connection, stage="fx", source_name=fx.name, url=url, reason=issue,
                            run_id=context.run_id)
    if len(parsed.issues) > _MAX_RECORDED_FX_ISSUES:
        record_ingest_error(connection, stage="fx", source_name=fx.name, url=url, run_id=context.run_id,
                            reason=f"and {len(parsed.issues) - _MAX_RECORDED_FX_ISSUES} more skipped cells or rows")
    summary.counts["fx_issues"] += len(parsed.issues)
    summary.counts["fx_live_rates"] = load_live_fx_rates(connection, parsed.rates, source=url)


def _load_bundled_rates(connection: duckdb.DuckDBPyConnection) -> int:
    rows, stated = read_fx_rates_csv(FX_RATES_PATH)
    source = BUNDLED_FX_SOURCE + (f" ({stated})" if stated else "")
    # A different provenance text is a new source: drop rows stored under an older wording first.
    connection.execute("delete from fx_rates where starts_with(source, ?) and source <> ?", [BUNDLED_FX_SOURCE, source])
    return load_fx_rates(connection, rows, source=source)


def usd_conversion(connection: duckdb.DuckDBPyConnection, currency: str,
                   on: dt.date) -> tuple[Decimal, dt.date, str] | None:
    """``(usd_per_unit, rate_date, source)`` from ``fx_rates``: the nearest rate on or before ``on``.

    ``None`` when the table has no rate within :data:`extractors.currency.MAX_RATE_AGE` before the date
    (an old table never prices the future). USD converts at 1 on the day itself.
    """
    if isinstance(on, dt.datetime):
        on = on.date()
    code = currency.strip().upper()
    if code == "USD":
        return Decimal(1), on, "identity"
    row = connection.execute(
        "select usd_per_unit, rate_date, source from fx_rates where currency = ? and rate_date <= ? "
        "order by rate_date desc limit 1", [code, on],
    ).fetchone()
    if row is None or on - row[1] > MAX_RATE_AGE:
        return None
    return Decimal(row[0]), row[1], row[2]


def _record_capture(connection, *, source_name: str, url: str, observed_at: dt.datetime, document_id: str | None,
                    content_sha: str | None, row_count: int, note: str | None) -> None:
    upsert_rows(connection, "price_captures", [{
        "capture_id": sha256_hex("capture", source_name, observed_at.isoformat()),
        "source_name": source_name,
        "url": url,
        "observed_at": observed_at,
        "document_id": document_id,
        "content_sha256": content_sha,
        "row_count": row_count,
        "usable": document_id is not None and row_count > 0,
        "note": note,
        "recorded_at": utcnow(),
    }], key=("capture_id",))


def _observation_rows(connection, parsed_rows, *, page, document_id: str, observed_at: dt.datetime,
                      registry) -> list[dict]:
    seen_before = connection.execute(
        "select min(observed_at), max(last_seen) from price_observations where document_id = ?", [document_id]
    ).fetchone()
    first = min(seen_before[0], observed_at) if seen_before[0] else observed_at
    last = max(seen_before[1], observed_at) if seen_before[1] else observed_at
    rows = []
    for row in parsed_rows:
        conversion = usd_conversion(connection, row.currency, first.date())
        fx_rate, fx_date, fx_source = conversion if conversion else (None, None, None)
        hardware = None
        if row.unit == PER_GPU_HOUR and row.accelerator:
            entry = registry.canonical(row.accelerator)
            hardware = entry.name if entry else None
        rows.append({
            "observation_id": sha256_hex(document_id, row.location, row.model, row.token_type, row.condition),
            "price_key": price_key(page.name, row.provider, row.model, row.token_type, row.condition, row.unit,
                                   row.instance_type),
            "provider": row.provider,
            "model": row.model,
            "token_type": row.token_type,
            "condition": row.condition,
            "amount": row.amount,
            "currency": row.currency,
            "unit": row.unit,
            "quoted_unit": row.quoted_unit,
            "quoted_text": row.quoted_text,
            "amount_usd": (row.amount * fx_rate).quantize(Decimal("0.00000001")) if fx_rate is not None else None,
            "fx_rate": fx_rate,
            "fx_date": fx_date,
            "fx_source": fx_source,
            "observed_at": first,
            "last_seen": last,
            "effective_from": _iso(row.effective_from),
            "effective_until": _iso(row.effective_until),
            "announced_at": None,
            "source_kind": "price_page",
            "source_name": page.name,
            "document_id": document_id,
            "location": row.location,
            "accelerator": row.accelerator,
            "accelerator_count": row.accelerator_count,
            "instance_type": row.instance_type,
            "hardware": hardware,
            "suspect": False,
            "suspect_reason": None,
        })
    return rows


def ingest_price_pages(context: StageContext) -> StageSummary:
    """Fetch every capture of every price page; store documents, observations, captures and history."""
    summary = StageSummary("price_pages")
    fx = context.sources.fx
    fx_fetched = (fetch_trusted_sources(context, [fx], purpose="fx", label="exchange rates")[0]
                  if fx is not None else None)
    pages = context.sources.price_page
    fetched = []
    for index, page in enumerate(pages):
        url = context.sources.resolve_location(page.url)
        fetched.append((page, url, context.fetcher.captures(url, trusted=True, purpose="price_page")))
        context.progress("price pages", index + 1, len(pages))
    registry = load_registry()
    with context.warehouse.connect() as connection:
        if fx_fetched is not None:
            with transaction(connection):
                _ingest_live_rates(connection, context, summary, *fx_fetched)
        with transaction(connection):
            summary.counts["fx_rates"] = _load_bundled_rates(connection)
        for page, url, captures in fetched:
            for result in captures:
                with transaction(connection):
                    _ingest_capture(connection, context, summary, page, url, result, registry)
            with transaction(connection):
                history = rebuild_price_history(connection, page.name)
                for suspect in history.suspects:
                    record_ingest_error(connection, stage="price_page", source_name=page.name, url=url,
                                        location=suspect.location, reason=suspect.reason, run_id=context.run_id)
                    summary.error(page.name, suspect.reason)
            summary.counts["intervals"] += len(history.intervals)
            summary.counts["open_intervals"] += sum(1 for i in history.intervals if i.is_open)
            summary.counts["price_changes"] += len(history.changes)
            summary.counts["suspect_prices"] += len(history.suspects)
    return summary


def _ingest_capture(connection, context: StageContext, summary: StageSummary, page, url: str, result,
                    registry) -> None:
    content_sha = record_fetch(connection, context.warehouse, result, source_name=page.name, run_id=context.run_id)
    observed_at = result.captured_at or result.fetched_at
    summary.counts["captures"] += 1
    if result.not_modified:
        # The page is what the newest usable capture showed: the same document, seen again.
        previous = connection.execute(
            "select document_id, content_sha256, row_count from price_captures where source_name = ? and usable "
            "order by observed_at desc limit 1", [page.name],
        ).fetchone()
        summary.counts["unchanged"] += 1
        if previous:
            connection.execute(
                "update price_observations set last_seen = greatest(last_seen, ?) where document_id = ?",
                [observed_at, previous[0]],
            )
            _record_capture(connection, source_name=page.name, url=url, observed_at=observed_at,
                            document_id=previous[0], content_sha=previous[1], row_count=previous[2],
                            note="304 Not Modified")
        return
    if not result.ok:
        reason = failure_reason(result)
        summary.error(page.name, reason)
        record_ingest_error(connection, stage="fetch", source_name=page.name, url=url, reason=reason,
                            run_id=context.run_id)
        _record_capture(connection, source_name=page.name, url=url, observed_at=observed_at, document_id=None,
                        content_sha=content_sha, row_count=0, note=reason)
        return
    try:
        parsed = parse_price_page(result.body, url=url, provider=page.provider, content_type=result.content_type)
    except Exception as exc:  # undecodable, or anything a hostile page provokes
        reason = str(exc) if isinstance(exc, PricePageError) else unexpected_failure(url, exc)
        summary.error(page.name, reason)
        record_ingest_error(connection, stage="price_page", source_name=page.name, url=url, reason=reason,
                            run_id=context.run_id)
        _record_capture(connection, source_name=page.name, url=url, observed_at=observed_at, document_id=None,
                        content_sha=content_sha, row_count=0, note=reason)
        return
    clear_ingest_errors(connection, stage="price_page", source_name=page.name, url=url)
    clear_ingest_errors(connection, stage="fetch", source_name=page.name, url=url)
    for issue in parsed.issues:
        record_ingest_error(connection, stage="price_page", source_name=page.name, url=url,
                            location=issue.location, reason=issue.reason, run_id=context.run_id)
    summary.counts["page_issues"] += len(parsed.issues)
    markup, _ = decode_html(result.body, result.content_type)
    prepared = prepare_text(markup, content_type="text/html")
    document_id = sha256_hex("price_page", url, content_sha)
    now = utcnow()
    state = upsert_document(connection, {
        "document_id": document_id,
        "url": url,
        "canonical_url": url,
        "source_name": page.name,
        "source_type": "price_page",
        "title": prepared.title,
        "author": None,
        "published_at": observed_at,
        "published_from": "capture",
        "language": prepared.language,
        "region": page.region,
        "content_sha256": content_sha,
        "content_type": "text/html",
        "text": prepared.text,
        "fetched_at": result.fetched_at,
        "first_seen": now,
        "last_seen": now,
    })
    summary.counts[f"captures_{state}"] += 1
    rows = _observation_rows(connection, parsed.rows, page=page, document_id=document_id,
                             observed_at=observed_at, registry=registry)
    replace_where(connection, "price_observations", {"document_id": document_id}, rows)
    summary.counts["price_rows"] += len(rows)
    _record_capture(connection, source_name=page.name, url=url, observed_at=observed_at, document_id=document_id,
                    content_sha=content_sha, row_count=len(rows),
                    note=None if rows else "no price rows on the page")


def _iso(value: dt.date | dt.datetime | None) -> str | None:
    return value.isoformat() if value is not None else None
