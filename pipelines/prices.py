"""The prices stage: every capture of every price page becomes a document and price observations.

Plain Python (no Dagster); the `price_observations` asset calls :func:`ingest_price_pages`.
"""

from __future__ import annotations

import datetime as dt

from extractors.currency import usd_rate
from extractors.pipeline import prepare_text
from pipelines.ingest import (
    StageContext,
    StageSummary,
    failure_reason,
    upsert_document,
    record_fetch,
)
from pipelines.sources.articles import decode_html
from pipelines.sources.price_pages import PricePageError, parse_price_page
from warehouse import transaction
from warehouse.db import sha256_hex, utcnow
from warehouse.loaders import clear_ingest_errors, record_ingest_error, replace_where


def ingest_price_pages(context: StageContext) -> StageSummary:
    """Fetch every capture of every price page, store it as a document and its rows as price observations."""
    summary = StageSummary("price_pages")
    pages = context.sources.price_page
    fetched = []
    for index, page in enumerate(pages):
        url = context.sources.resolve_location(page.url)
        fetched.append((page, url, context.fetcher.captures(url, trusted=True, purpose="price_page")))
        context.progress("price pages", index + 1, len(pages))
    with context.warehouse.connect() as connection:
        for page, url, captures in fetched:
            for result in captures:
                with transaction(connection):
                    content_sha = record_fetch(connection, context.warehouse, result, source_name=page.name,
                                               run_id=context.run_id)
                    if result.not_modified:
                        summary.counts["unchanged"] += 1
                        continue
                    if not result.ok:
                        summary.error(page.name, failure_reason(result))
                        record_ingest_error(connection, stage="fetch", source_name=page.name, url=url,
                                            reason=failure_reason(result), run_id=context.run_id)
                        continue
                    try:
                        parsed = parse_price_page(result.body, url=url, provider=page.provider,
                                                  content_type=result.content_type)
                    except PricePageError as exc:
                        summary.error(page.name, str(exc))
                        record_ingest_error(connection, stage="price_page", source_name=page.name, url=url,
                                            reason=str(exc), run_id=context.run_id)
                        continue
                    clear_ingest_errors(connection, stage="price_page", source_name=page.name, url=url)
                    for issue in parsed.issues:
                        record_ingest_error(connection, stage="price_page", source_name=page.name, url=url,
                                            location=issue.location, reason=issue.reason, run_id=context.run_id)
                    observed_at = result.captured_at or result.fetched_at
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
                    rows = []
                    for row in parsed.rows:
                        rate = usd_rate(row.currency, observed_at.date())
                        fx_rate, fx_date = (rate if rate else (None, None))
                        rows.append({
                            "observation_id": sha256_hex(document_id, row.location, row.model, row.token_type,
                                                         row.condition),
                            "provider": row.provider,
                            "model": row.model,
                            "token_type": row.token_type,
                            "condition": row.condition,
                            "amount": row.amount,
                            "currency": row.currency,
                            "unit": row.unit,
                            "quoted_unit": row.quoted_unit,
                            "quoted_text": row.quoted_text,
                            "amount_usd": (row.amount * fx_rate) if fx_rate is not None else None,
                            "fx_rate": fx_rate,
                            "fx_date": fx_date,
                            "observed_at": observed_at,
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
                        })
                    replace_where(connection, "price_observations", {"document_id": document_id}, rows)
                    summary.counts["price_rows"] += len(rows)
    return summary


def _iso(value: dt.date | dt.datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


