"""Choosing what goes into a week's digest, from stored documents, claims, price pages and MLPerf only.

The steps, each in its own module:

* :mod:`pipelines.digest.figures` decides which claims are verified figures (current, attributed,
  confident, not hypothetical, agreeing with a provider page or shown next to it);
* :mod:`pipelines.digest.events` merges the week's stories into real-world events and ranks them;
* :mod:`pipelines.digest.sections` reads the measured marts, price changes and forward-looking
  statements;
* this module assembles the :class:`Digest` the renderers print.

Nothing here depends on the wall clock: the same warehouse gives the same digest.
"""

from __future__ import annotations

import datetime as dt
import re

from pipelines.digest.model import (  # noqa: F401 - re-exported for callers of the old module
    Digest,
    DigestError,
    Event,
    Figure,
    Outlet,
    iso_week_of,
    parse_iso_week,
)
from pipelines.digest.settings import DigestSettings

TOP_MIN, TOP_MAX = 3, 6
LOCAL_MAX = 4
LEAD_SENTENCES = 3


def _rows(connection, query: str, params: list) -> list[dict]:
    cursor = connection.execute(query, params)
    columns = [d[0] for d in cursor.description]
    return [dict(zip(columns, values)) for values in cursor.fetchall()]


def load_week(connection, start: dt.date, end: dt.date) -> tuple[list[dict], list[dict]]:
    """The week's articles and all their claims (filters come later, so they can be explained)."""
    documents = _rows(connection, """
        select document_id, coalesce(title, url) as title, url, coalesce(canonical_url, url) as link, source_name,
               region, language, published_at, text, content_sha256
        from documents
        where source_type = 'article' and published_at >= ? and published_at < ?
        order by published_at, document_id
        """, [start, end])
    claims = _rows(connection, """
        select c.claim_id, c.document_id, c.kind, c.sentence, c.span_start, c.span_end, c.subject, c.organization,
               c.confidence, c.published, c.effective_from, c.effective_until, c.amount, c.currency, c.unit,
               c.quoted_unit, c.token_type, c.condition, c.amount_usd, c.fx_rate, c.fx_date, c.ratio, c.metric,
               c.baseline, c.hedge, c.value, c.benchmark, c.scenario, c.system, c.accelerator,
               c.accelerator_count, c.name, c.known, coalesce(d.canonical_url, d.url) as link, d.source_name
        from claims c join documents d using (document_id)
        where d.source_type = 'article' and d.published_at >= ? and d.published_at < ?
        order by c.document_id, c.span_start, c.claim_id
        """, [start, end])
    return documents, claims


def build_digest(connection, week: str, *, settings: DigestSettings | None = None, relevance=None) -> Digest:
    """Select and rank the week's events and figures from the warehouse (read-only).

    ``relevance`` scores documents against the topic descriptions (default: the embedding model);
    tests may pass another :class:`pipelines.digest.relevance.Relevance`.
    """
    from pipelines.digest import events as event_module
    from pipelines.digest import figures as figure_module
    from pipelines.digest import sections

    settings = settings or DigestSettings()
    start, end = parse_iso_week(week)
    documents, claims = load_week(connection, start, end)
    checks = figure_module.load_checks(connection, claims)
    checks["rounds"] = set(sections.rounds_known_by(connection, end))
    verified, rejected = figure_module.verify(claims, checks, settings.min_confidence, week_end=end)
    if relevance is None:
        from pipelines.digest.relevance import EmbeddingRelevance

        relevance = EmbeddingRelevance(connection)
    scores = relevance.scores(documents) if documents else {}
    ranked, off_topic = event_module.build_events(connection, documents, claims, verified, scores)

    local_docs = [d for d in documents if event_module.is_regional(d) and d["document_id"] not in off_topic]
    global_events = [e for e in ranked if e.has_english]
    top = [e for e in global_events if not e.is_roundup][:TOP_MAX]
    if len(top) < TOP_MIN:
        top = global_events[:TOP_MIN]
    top_ids = {e.key for e in top}
    also = [e for e in global_events if e.key not in top_ids]

    lead = _lead_sentences(top)
    measured = sections.measured(connection, top + also, start, end, verdicts=checks.get("verdicts", []))
    price_moves, price_series = sections.price_moves(connection, start, end)
    radar = sections.radar(connection, ranked, documents, claims, verified, start, end)
    local = [event_module.local_item(d, verified, checks) for d in local_docs][:LOCAL_MAX]
    local = [item for item in local if item.figures or item.gist]
    cited = {d["document_id"] for e in top + also for d in e.documents}
    cited |= {item.document_id for item in local}
    cited |= {d for item in radar for d in item.document_ids}
    return Digest(
        week=week, week_start=start, week_end=end, lead=lead, top=top, also=also[:6], measured=measured,
        price_moves=price_moves, local=local, radar=radar,
        documents_considered=len(documents), documents_off_topic=len(off_topic),
        rejected=rejected, document_ids=sorted(cited), price_chart=price_series,
        verdict_values=[v for row in checks.get("verdicts", []) for v in (row["claimed_ratio"], row["measured_ratio"])
                        if v is not None],
    )


_SENTENCE_END = re.compile(r"[.!?。！？]$")


def _lead_sentences(top: list[Event]) -> list[Figure | dict]:
    """The opening: the first prose sentence of each of the top events, in rank order (extractive)."""
    lead = []
    for event in top:
        for sentence in event.sentences:
            if " | " in sentence.text or not _SENTENCE_END.search(sentence.text.strip()):
                continue
            lead.append(sentence)
            break
        if len(lead) == LEAD_SENTENCES:
            break
    return lead


def weeks_with_documents(connection) -> list[str]:
    """Every ISO week in which at least one article was published, oldest first."""
    rows = connection.execute(
        "select distinct cast(published_at as date) from documents "
        "where source_type = 'article' and published_at is not null order by 1"
    ).fetchall()
    return sorted({iso_week_of(row[0]) for row in rows})


__all__ = ["Digest", "DigestError", "build_digest", "iso_week_of", "parse_iso_week", "weeks_with_documents"]
