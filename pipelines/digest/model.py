"""The digest as data: what the renderers print and the truth guard checks."""

from __future__ import annotations

import dataclasses
import datetime as dt
import re

ISO_WEEK = re.compile(r"^(\d{4})-W(\d{2})$")


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


@dataclasses.dataclass(frozen=True)
class Outlet:
    """One place that ran a story: its outlet name, the article, and the stored copy of it."""

    source_name: str
    url: str
    title: str | None = None
    language: str | None = None
    stored_copy: str | None = None     # path of the stored bytes, relative to the digests folder


@dataclasses.dataclass(frozen=True)
class Sentence:
    """A sentence as it stands in a stored document, with where it came from."""

    text: str
    url: str
    source_name: str | None
    document_id: str


@dataclasses.dataclass
class Figure:
    """A verified figure, in words, with its evidence."""

    kind: str
    text: str                          # "deepseek-chat: $0.28 per million input tokens"
    sentence: str
    url: str
    source_name: str | None
    claim_id: str
    document_id: str
    identity: tuple = ()
    note: str | None = None            # the other side when a page or MLPerf disagrees
    sort_key: tuple = ()
    value: float | None = None         # a result's measured value (to find its MLPerf round)


@dataclasses.dataclass
class Event:
    """One real-world event: every story (and syndicated copy) about it, ranked as a whole."""

    key: str
    headline: str
    link: str
    documents: list[dict]
    outlets: list[Outlet]
    sentences: list[Sentence]
    figures: list[Figure]
    hardware: list[str]
    published_at: dt.datetime | None
    score: float = 0.0
    relevance: float = 0.0
    is_roundup: bool = False
    reasons: list[str] = dataclasses.field(default_factory=list)

    @property
    def source_count(self) -> int:
        return len({o.source_name for o in self.outlets})

    @property
    def title(self) -> str:
        """The headline (the name callers of the story-based digest used)."""
        return self.headline

    @property
    def url(self) -> str:
        return self.link

    @property
    def has_english(self) -> bool:
        return any((d.get("language") or "en").startswith("en") for d in self.documents)


@dataclasses.dataclass
class PriceMove:
    """A change a provider's own price page showed (`price_changes`), with how precisely it is dated."""

    provider: str
    model: str
    label: str                         # "deepseek-chat output"
    old: str | None                    # "$1.68 per million tokens"
    new: str | None
    change_kind: str                   # changed | added | withdrawn
    changed_on: dt.date
    certainty: str                     # "dated by the page" | "between captures of 2025-09-05 and 2025-09-30"
    url: str | None
    source_name: str


@dataclasses.dataclass
class MeasuredLine:
    text: str
    url: str | None = None             # the MLPerf table or the price page
    source_name: str | None = None


@dataclasses.dataclass
class Measured:
    bests: list[MeasuredLine] = dataclasses.field(default_factory=list)
    moves: list[MeasuredLine] = dataclasses.field(default_factory=list)
    tokens_per_dollar: list[MeasuredLine] = dataclasses.field(default_factory=list)
    verdicts: list[MeasuredLine] = dataclasses.field(default_factory=list)
    chart_title: str | None = None
    chart_bars: list = dataclasses.field(default_factory=list)        # charts.Bar

    @property
    def empty(self) -> bool:
        return not (self.bests or self.moves or self.tokens_per_dollar or self.verdicts)


@dataclasses.dataclass
class LocalItem:
    """A regional-language article: its original headline, figures in neutral form, a gist from fields."""

    document_id: str
    headline: str
    url: str
    source_name: str | None
    language: str | None
    published_at: dt.datetime | None
    gist: str
    figures: list[Figure]
    stored_copy: str | None = None


@dataclasses.dataclass
class RadarItem:
    text: str                          # a dated forward-looking sentence, or a statement built from fields
    url: str | None
    source_name: str | None
    when: dt.date | None
    quoted: bool                       # True: `text` is a source sentence as written
    document_ids: tuple[str, ...] = ()


@dataclasses.dataclass
class Digest:
    week: str
    week_start: dt.date
    week_end: dt.date                  # exclusive
    lead: list[Sentence]
    top: list[Event]
    also: list[Event]
    measured: Measured
    price_moves: list[PriceMove]
    local: list[LocalItem]
    radar: list[RadarItem]
    documents_considered: int
    documents_off_topic: int
    rejected: list[tuple[str, str]] = dataclasses.field(default_factory=list)    # (claim_id, reason)
    document_ids: list[str] = dataclasses.field(default_factory=list)
    price_chart: list = dataclasses.field(default_factory=list)                  # charts.PriceSeries
    # claimed and measured ratios of the week's claims in claims_vs_measurements, read once by the build
    # (None: the truth guard reads them from the mart itself)
    verdict_values: list | None = None

    @property
    def week_last_day(self) -> dt.date:
        return self.week_end - dt.timedelta(days=1)

    @property
    def story_count(self) -> int:
        return len(self.top) + len(self.also) + len(self.local)

    @property
    def claim_count(self) -> int:
        ids = {f.claim_id for e in self.top + self.also for f in e.figures}
        ids |= {f.claim_id for item in self.local for f in item.figures}
        return len(ids)

    @property
    def empty(self) -> bool:
        return not (self.top or self.also or self.local or self.price_moves or not self.measured.empty)
