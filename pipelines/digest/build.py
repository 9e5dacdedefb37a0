"""Choosing what goes into a week's digest, from stored documents and claims only.

Every figure in a digest is a stored claim, and every figure carries the sentence it
came from and the URL of its document, so the renderers can cite it.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from decimal import Decimal

ISO_WEEK = re.compile(r"^(\d{4})-W(\d{2})$")
CURRENCY_SYMBOLS = {"USD": "$", "CNY": "¥", "EUR": "€", "GBP": "£", "JPY": "JP¥"}
TOKEN_TYPE_WORDS = {
    "input": "input", "cached_input": "cached-input", "output": "output", "blended": "blended", "unspecified": "",
}
METRIC_WORDS = {
    "throughput": "throughput", "performance": "performance", "perf_per_dollar": "performance per dollar",
    "perf_per_watt": "performance per watt", "latency": "latency", "price": "price", "cost": "cost",
}
# how much a claim of each kind says about inference economics
KIND_WEIGHT = {"price": 3.0, "comparison": 3.0, "benchmark": 2.0, "hardware": 0.25}
MIN_CONFIDENCE = 0.5
TOP_STORIES = 4
LOCAL_STORIES = 3
RADAR_STORIES = 10
MAX_FIGURES = 14


class DigestError(ValueError):
    """A digest that cannot be built (bad week, no warehouse); the message says which."""


def parse_iso_week(week: str) -> tuple[dt.date, dt.date]:
    """'2025-W37' -> (Monday, next Monday)."""
    match = ISO_WEEK.match(week.strip())
    if not match:
        raise DigestError(f"not an ISO week: {week!r} (expected YYYY-Www, e.g. 2025-W37)")
    try:
        start = dt.date.fromisocalendar(int(match.group(1)), int(match.group(2)), 1)
    except ValueError as exc:
        raise DigestError(f"no such ISO week: {week!r}") from exc
    return start, start + dt.timedelta(days=7)


def iso_week_of(day: dt.date | dt.datetime) -> str:
    year, week, _ = day.isocalendar()
    return f"{year}-W{week:02d}"


@dataclasses.dataclass
class Figure:
    kind: str
    text: str                 # the figure in words: "$0.28 per 1M input tokens — deepseek-chat"
    sentence: str             # the source sentence, as stored
    url: str                  # the document it came from
    source_name: str | None
    document_title: str | None
    claim_id: str
    sort_key: tuple = ()


@dataclasses.dataclass(frozen=True)
class Outlet:
    source_name: str
    url: str


@dataclasses.dataclass
class Story:
    document_id: str
    title: str
    url: str
    source_name: str | None
    region: str | None
    language: str | None
    published_at: dt.datetime | None
    score: float
    key_sentences: list[str]
    figures: list[Figure]
    hardware: list[str]
    outlets: list[Outlet] = dataclasses.field(default_factory=list)   # every outlet that ran it
    member_ids: list[str] = dataclasses.field(default_factory=list)   # its documents in this week

    @property
    def source_count(self) -> int:
        return max(len({outlet.source_name for outlet in self.outlets}), 1)


@dataclasses.dataclass
class PriceMove:
    """A change a provider's own price page showed, from `price_changes`."""

    provider: str
    model: str
    text: str                 # "deepseek-chat output: $1.1 → $0.42 per 1M tokens (×0.382)"
    change_kind: str          # changed | added | withdrawn
    changed_on: dt.datetime
    url: str | None           # the price page
    source_name: str


@dataclasses.dataclass
class Digest:
    week: str
    week_start: dt.date
    week_end: dt.date          # exclusive
    generated_at: dt.datetime
    top: list[Story]
    local: list[Story]
    radar: list[Story]
    numbers: list[Figure]
    documents_considered: int
    documents_off_topic: int
    price_moves: list[PriceMove] = dataclasses.field(default_factory=list)

    @property
    def claim_count(self) -> int:
        ids = {f.claim_id for f in self.numbers}
        for story in self.top + self.local + self.radar:
            ids.update(f.claim_id for f in story.figures)
        return len(ids)

    @property
    def week_last_day(self) -> dt.date:
        return self.week_end - dt.timedelta(days=1)

    @property
    def story_count(self) -> int:
        return len(self.top) + len(self.local) + len(self.radar)


def _number(value: Decimal | float | int | None) -> str:
    if value is None:
        return "?"
    quantised = Decimal(str(value)).normalize()
    if quantised == quantised.to_integral_value():
        return f"{int(quantised):,}"
    text = format(quantised, "f")
    whole, _, fraction = text.partition(".")
    return f"{int(whole):,}.{fraction}" if whole.lstrip("-").isdigit() else text


def describe_claim(row: dict) -> str:
    """A claim in a few words, for a digest line (the citation is added by the renderer)."""
    kind = row["kind"]
    subject = row.get("subject")
    if kind == "price":
        symbol = CURRENCY_SYMBOLS.get(row["currency"], row["currency"] + " ")
        per = "per GPU-hour" if row["unit"] == "per_gpu_hour" else (
            f"per 1M {TOKEN_TYPE_WORDS.get(row.get('token_type') or 'unspecified', '')} tokens".replace("  ", " ")
        )
        text = f"{symbol}{_number(row['amount'])} {per}"
        if row.get("condition"):
            text += f" ({row['condition']})"
        if row["currency"] != "USD" and row.get("amount_usd") is not None:
            text += f" ≈ ${_number(round(Decimal(str(row['amount_usd'])), 4))}"
        return f"{subject}: {text}" if subject else text
    if kind == "comparison":
        ratio = float(row["ratio"])
        shown = f"{ratio:.2f}".rstrip("0").rstrip(".")
        text = f"{row.get('hedge') + ' ' if row.get('hedge') else ''}{shown}× {METRIC_WORDS.get(row['metric'], row['metric'])}"
        if row.get("baseline"):
            text += f" vs {row['baseline']}"
        return f"{subject}: {text}" if subject else text
    if kind == "benchmark":
        text = f"{_number(row['value'])} {row['unit']}"
        details = [d for d in (row.get("benchmark"), row.get("scenario")) if d]
        if details:
            text += " on " + " ".join(details)
        hardware = row.get("accelerator") or row.get("system")
        if hardware:
            count = row.get("accelerator_count")
            text += f" ({count}× {hardware})" if count else f" ({hardware})"
        return f"{subject}: {text}" if subject and subject not in text else text
    return row.get("name") or subject or kind


def is_on_topic(rows: list[dict]) -> bool:
    """Whether a document's claims make it an inference-economics story.

    A price (of tokens or GPU-hours, by the claim contract) or a measured result is enough. A
    comparison alone is not: "storage doubled at the same price" has the shape of a claim but is about
    a phone. It counts only when it is anchored to something the story is about: a named subject or
    baseline, or hardware named in the same document.
    """
    kinds = {row["kind"] for row in rows}
    if kinds & {"price", "benchmark"}:
        return True
    if "comparison" not in kinds:
        return False
    if "hardware" in kinds:
        return True
    return any(row.get("subject") or row.get("baseline") for row in rows if row["kind"] == "comparison")


def _figure(row: dict) -> Figure:
    kind_order = {"price": 0, "comparison": 1, "benchmark": 2}
    return Figure(
        kind=row["kind"], text=describe_claim(row), sentence=row["sentence"], url=row["url"],
        source_name=row["source_name"], document_title=row["title"], claim_id=row["claim_id"],
        sort_key=(kind_order.get(row["kind"], 9), -(row["confidence"] or 0), row["claim_id"]),
    )


def _figure_identity(row: dict) -> tuple:
    if row["kind"] == "price":
        return ("price", row.get("subject"), str(row["amount"]), row["currency"], row["unit"], row.get("token_type"),
                row.get("condition"))
    if row["kind"] == "comparison":
        return ("comparison", row.get("subject"), round(float(row["ratio"]), 3), row["metric"], row.get("baseline"))
    return ("benchmark", row.get("benchmark"), float(row["value"]), row["unit"], row.get("accelerator"))


def build_digest(connection, week: str, *, now: dt.datetime | None = None) -> Digest:
    """Select the week's stories and figures from the warehouse (read-only)."""
    start, end = parse_iso_week(week)
    documents = connection.execute(
        """
        select document_id, coalesce(title, url), coalesce(canonical_url, url), source_name, region, language,
               published_at
        from documents
        where source_type = 'article' and published_at >= ? and published_at < ?
        order by published_at, document_id
        """,
        [start, end],
    ).fetchall()
    claim_rows = connection.execute(
        """
        select c.claim_id, c.document_id, c.kind, c.sentence, c.span_start, c.subject, c.confidence, c.amount,
               c.currency, c.unit, c.token_type, c.condition, c.amount_usd, c.ratio, c.metric, c.baseline, c.hedge,
               c.value, c.benchmark, c.scenario, c.system, c.accelerator, c.accelerator_count, c.name,
               coalesce(d.canonical_url, d.url) as url, d.source_name, d.title
        from claims c join documents d using (document_id)
        where d.source_type = 'article' and d.published_at >= ? and d.published_at < ? and c.confidence >= ?
        order by c.document_id, c.span_start
        """,
        [start, end, MIN_CONFIDENCE],
    ).fetchall()
    columns = ["claim_id", "document_id", "kind", "sentence", "span_start", "subject", "confidence", "amount",
               "currency", "unit", "token_type", "condition", "amount_usd", "ratio", "metric", "baseline", "hedge",
               "value", "benchmark", "scenario", "system", "accelerator", "accelerator_count", "name", "url",
               "source_name", "title"]
    by_document: dict[str, list[dict]] = {}
    for values in claim_rows:
        row = dict(zip(columns, values))
        by_document.setdefault(row["document_id"], []).append(row)

    stories: list[Story] = []
    off_topic = 0
    for document_id, title, url, source_name, region, language, published_at in documents:
        rows = by_document.get(document_id, [])
        substantive = [r for r in rows if r["kind"] != "hardware"]
        if not is_on_topic(rows):
            off_topic += 1
            continue
        score = sum(KIND_WEIGHT[r["kind"]] * float(r["confidence"]) for r in rows)
        key_sentences: list[str] = []
        # prose reads better as a quotation than a table row ("a | b | c"), so rows come last
        for row in sorted(substantive, key=lambda r: (" | " in r["sentence"], -float(r["confidence"]),
                                                       r["span_start"])):
            if row["sentence"] not in key_sentences:
                key_sentences.append(row["sentence"])
            if len(key_sentences) == 2:
                break
        key_sentences.sort(key=lambda s: next(r["span_start"] for r in substantive if r["sentence"] == s))
        stories.append(Story(
            document_id=document_id, title=title, url=url, source_name=source_name, region=region,
            language=language, published_at=published_at, score=score, key_sentences=key_sentences,
            figures=sorted((_figure(r) for r in substantive), key=lambda f: f.sort_key),
            hardware=[r["name"] for r in rows if r["kind"] == "hardware" and r["name"]],
        ))
    stories = _merge_syndicated(connection, stories, by_document)
    stories.sort(key=lambda s: (-s.score, s.published_at or dt.datetime.min, s.document_id))
    local = [s for s in stories if s.region == "cn" or s.language == "zh"][:LOCAL_STORIES]
    local_ids = {s.document_id for s in local}
    global_stories = [s for s in stories if s.document_id not in local_ids]
    top = global_stories[:TOP_STORIES]
    radar = global_stories[TOP_STORIES:TOP_STORIES + RADAR_STORIES]

    numbers: list[Figure] = []
    seen: set[tuple] = set()
    for story in top + local + radar:
        story_rows = [r for member in story.member_ids or [story.document_id] for r in by_document.get(member, [])]
        for row in sorted((r for r in story_rows if r["kind"] != "hardware"),
                          key=lambda r: -float(r["confidence"])):
            identity = _figure_identity(row)
            if identity in seen:
                continue
            seen.add(identity)
            numbers.append(_figure(row))
    numbers.sort(key=lambda f: f.sort_key)
    return Digest(
        week=week, week_start=start, week_end=end,
        generated_at=now or dt.datetime.now(dt.UTC).replace(tzinfo=None),
        top=top, local=local, radar=radar, numbers=numbers[:MAX_FIGURES],
        documents_considered=len(documents), documents_off_topic=off_topic,
        price_moves=price_moves_between(connection, start, end),
    )


def _price_text(amount, currency: str | None, unit: str) -> str:
    symbol = CURRENCY_SYMBOLS.get(currency or "", (currency or "") + " ")
    per = "per GPU-hour" if unit == "per_gpu_hour" else "per 1M tokens"
    return f"{symbol}{_number(amount)} {per}"


def price_moves_between(connection, start: dt.date, end: dt.date) -> list[PriceMove]:
    """Price changes that took effect in [start, end), as the providers' pages showed them."""
    rows = connection.execute(
        """
        select c.provider, c.model, c.token_type, c.condition, c.unit, c.change_kind, c.old_amount, c.new_amount,
               c.old_currency, c.new_currency, c.ratio, c.changed_on, s.url, c.source_name
        from price_changes c left join sources s on s.name = c.source_name
        where c.changed_on >= ? and c.changed_on < ?
        order by c.provider, c.model, c.token_type, c.condition nulls first, c.change_kind
        """,
        [start, end],
    ).fetchall()
    moves = []
    for (provider, model, token_type, condition, unit, kind, old, new, old_currency, new_currency, ratio,
         changed_on, url, source_name) in rows:
        label = model
        if token_type and token_type != "unspecified":
            label += f" {TOKEN_TYPE_WORDS.get(token_type, token_type)}"
        if condition:
            label += f" ({condition})"
        if kind == "changed":
            text = f"{label}: {_price_text(old, old_currency, unit)} → {_price_text(new, new_currency, unit)}"
            if ratio is not None:
                text += f" (×{ratio:.3g})"
        elif kind == "withdrawn":
            text = f"{label}: {_price_text(old, old_currency, unit)} no longer listed"
        else:
            text = f"{label}: new at {_price_text(new, new_currency, unit)}"
        moves.append(PriceMove(provider=provider, model=model, text=text, change_kind=kind,
                               changed_on=changed_on, url=url, source_name=source_name))
    return moves


def _merge_syndicated(connection, stories: list[Story], by_document: dict[str, list[dict]]) -> list[Story]:
    """One story per group in `story_documents` (a syndicated release appears once, with every outlet).

    The member with the highest score speaks for the story; its figures are joined by the others'
    figures that it lacks. Documents without a group (stories never built) stay stories of their own.
    """
    try:
        membership = dict(connection.execute("select document_id, story_id from story_documents").fetchall())
        aliases = connection.execute(
            "select document_id, source_name, url from document_aliases where source_name is not null "
            "order by source_name, url").fetchall()
    except Exception:  # noqa: BLE001 - a warehouse from before stories existed: no grouping
        membership, aliases = {}, []
    alias_outlets: dict[str, list[Outlet]] = {}
    for document_id, source_name, url in aliases:
        alias_outlets.setdefault(document_id, []).append(Outlet(source_name, url))
    grouped: dict[str, list[Story]] = {}
    for story in stories:
        grouped.setdefault(membership.get(story.document_id, story.document_id), []).append(story)
    merged = []
    for members in grouped.values():
        members.sort(key=lambda s: (-s.score, s.published_at or dt.datetime.min, s.document_id))
        lead = members[0]
        outlets: list[Outlet] = []
        for member in sorted(members, key=lambda s: (s.published_at or dt.datetime.min, s.document_id)):
            for outlet in [Outlet(member.source_name or "unknown outlet", member.url)] + alias_outlets.get(
                    member.document_id, []):
                if outlet.source_name not in {o.source_name for o in outlets}:
                    outlets.append(outlet)
        identities = set()
        figures = []
        for member in members:
            for row in by_document.get(member.document_id, []):
                if row["kind"] == "hardware" or _figure_identity(row) in identities:
                    continue
                identities.add(_figure_identity(row))
                figures.append(_figure(row))
        hardware = list(dict.fromkeys(name for member in members for name in member.hardware))
        merged.append(dataclasses.replace(
            lead, figures=sorted(figures, key=lambda f: f.sort_key), hardware=hardware, outlets=outlets,
            member_ids=[m.document_id for m in members],
            published_at=min((m.published_at for m in members if m.published_at), default=lead.published_at),
        ))
    return merged


def weeks_with_documents(connection) -> list[str]:
    """Every ISO week in which at least one article was published, oldest first."""
    rows = connection.execute(
        "select distinct cast(published_at as date) from documents "
        "where source_type = 'article' and published_at is not null order by 1"
    ).fetchall()
    return sorted({iso_week_of(row[0]) for row in rows})
