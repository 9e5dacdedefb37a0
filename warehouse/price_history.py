"""Price history: validity intervals per price, the changes between them, and the magnitude guard.

The history of one price page is a pure function of its usable captures in time order
(:func:`build_history`), so rebuilding it from the stored captures and observations is idempotent:
replaying the same captures gives the same intervals, and a capture that repeats the page only
moves ``last_seen``.

Definitions (per key = source, provider, model, token_type, condition, unit, instance_type):

* An interval opens with the first capture that shows an amount and stays open while later
  captures show the same amount and currency (each extends ``last_seen``).
* A capture that shows another amount closes it (``closed_at`` = that capture) and opens the next
  interval; a capture that no longer lists the key closes it too (a withdrawn price).
* ``valid_from`` = the start the page states, else ``first_seen``. ``valid_until`` = the end the page
  states, else the stated start of the successor, else ``closed_at`` (the true end then lies between
  ``last_seen`` and ``closed_at``); null while open with no stated end.
* Magnitude guard: an amount at least :data:`MAGNITUDE_FACTOR` times above or below its key's last
  accepted amount (or, with no history, the median of its siblings in the same capture: the model's
  other prices, else the same token type of the page's other models) is *suspect*. A suspect row
  neither opens, extends nor closes an interval, so it never becomes current.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import statistics
from collections.abc import Sequence
from decimal import Decimal

import duckdb

from warehouse.db import sha256_hex
from warehouse.loaders import bulk_insert

__all__ = [
    "MAGNITUDE_FACTOR",
    "MAX_CAPTURE_GAP",
    "Capture",
    "History",
    "ObservedPrice",
    "PriceChange",
    "PriceInterval",
    "SuspectPrice",
    "build_history",
    "parse_stated_time",
    "price_key",
    "rebuild_price_history",
    "suspect_observations",
    "suspects_in_current",
]

# Captures of one page further apart than this leave a window in which a price may have changed more than
# once unseen; a change detected across such a gap says so (price_changes.intermediate_prices_may_be_missing).
# A day covers a daily capture that runs late.
MAX_CAPTURE_GAP = dt.timedelta(days=2)

# ×1000 is the per-token / per-thousand / per-million confusion; real list-price moves stay well below
# this factor (the deepest public cut so far, Qwen-Long's 97%, is ~33x).
MAGNITUDE_FACTOR = 250


def price_key(source_name: str, provider: str, model: str, token_type: str | None, condition: str | None,
              unit: str, instance_type: str | None) -> str:
    """The identity of one price through time (the history key), as a stable hash."""
    return sha256_hex("price", source_name, provider, model, token_type, condition, unit, instance_type)


def parse_stated_time(value: str | dt.date | dt.datetime | None) -> dt.datetime | None:
    """A stated effective date or time as naive UTC (a bare date is its midnight UTC); None when absent."""
    if value is None or value == "":
        return None
    if isinstance(value, dt.datetime):
        parsed = value
    elif isinstance(value, dt.date):
        return dt.datetime(value.year, value.month, value.day)
    else:
        try:
            parsed = dt.datetime.fromisoformat(str(value))
        except ValueError as exc:
            raise ValueError(f"stated effective time {value!r} is not an ISO date or timestamp") from exc
    if parsed.tzinfo is not None:
        parsed = parsed.astimezone(dt.UTC).replace(tzinfo=None)
    return parsed


@dataclasses.dataclass(frozen=True)
class ObservedPrice:
    """One price row of one capture, as stored in ``price_observations``."""

    observation_id: str
    price_key: str
    provider: str
    model: str
    token_type: str | None
    condition: str | None
    unit: str
    amount: Decimal
    currency: str
    document_id: str
    location: str | None = None
    instance_type: str | None = None
    accelerator: str | None = None
    accelerator_count: int | None = None
    hardware: str | None = None
    amount_usd: Decimal | None = None
    fx_rate: Decimal | None = None
    fx_date: dt.date | None = None
    quoted_text: str | None = None
    effective_from: dt.datetime | None = None
    effective_until: dt.datetime | None = None


@dataclasses.dataclass(frozen=True)
class Capture:
    """One usable capture of a price page: when it was seen and the prices it showed."""

    observed_at: dt.datetime
    prices: tuple[ObservedPrice, ...]


@dataclasses.dataclass
class PriceInterval:
    """One row of ``price_history``."""

    interval_id: str
    price_key: str
    source_name: str
    provider: str
    model: str
    token_type: str | None
    condition: str | None
    unit: str
    instance_type: str | None
    accelerator: str | None
    accelerator_count: int | None
    hardware: str | None
    amount: Decimal
    currency: str
    amount_usd: Decimal | None
    fx_rate: Decimal | None
    fx_date: dt.date | None
    quoted_text: str | None
    effective_from: dt.datetime | None
    effective_until: dt.datetime | None
    valid_from: dt.datetime
    valid_until: dt.datetime | None
    first_seen: dt.datetime
    last_seen: dt.datetime
    closed_at: dt.datetime | None
    capture_count: int
    is_open: bool
    first_observation_id: str
    last_observation_id: str
    document_id: str


@dataclasses.dataclass(frozen=True)
class PriceChange:
    """One row of ``price_changes``."""

    change_id: str
    price_key: str
    source_name: str
    provider: str
    model: str
    token_type: str | None
    condition: str | None
    unit: str
    instance_type: str | None
    change_kind: str
    old_amount: Decimal | None
    new_amount: Decimal | None
    old_currency: str | None
    new_currency: str | None
    old_amount_usd: Decimal | None
    new_amount_usd: Decimal | None
    ratio: float | None
    changed_on: dt.datetime
    detected_at: dt.datetime
    old_interval_id: str | None
    new_interval_id: str | None
    changed_after: dt.datetime | None = None
    changed_by: dt.datetime | None = None
    intermediate_prices_may_be_missing: bool | None = None
    gap_note: str | None = None


@dataclasses.dataclass(frozen=True)
class SuspectPrice:
    """An observation the magnitude guard held back, with the reason shown in ``ingest_errors``."""

    observation_id: str
    document_id: str
    location: str | None
    observed_at: dt.datetime
    reason: str


@dataclasses.dataclass
class History:
    """The intervals, changes and suspects of one price page."""

    intervals: list[PriceInterval]
    changes: list[PriceChange]
    suspects: list[SuspectPrice]


def _describe(price: ObservedPrice) -> str:
    parts = [price.provider, price.model, price.token_type or price.unit]
    if price.condition:
        parts.append(price.condition)
    return " / ".join(parts)


def _factor_text(ratio: float) -> str:
    return f"{ratio:,.0f}x" if ratio >= 1 else f"1/{1 / ratio:,.0f}"


def _siblings(price: ObservedPrice, prices: Sequence[ObservedPrice]) -> list[Decimal]:
    """The comparable amounts of the same capture: the model's other prices, else the same token type elsewhere."""
    others = [p for p in prices if p.price_key != price.price_key and p.unit == price.unit
              and p.currency == price.currency and p.amount > 0]
    same_model = [p.amount for p in others if p.model == price.model]
    if same_model and price.unit != "per_gpu_hour":
        return same_model
    return [p.amount for p in others if p.token_type == price.token_type]


def _guard(price: ObservedPrice, previous: PriceInterval | None, prices: Sequence[ObservedPrice],
           factor: float) -> str | None:
    """The reason a price is suspect, or None when it is plausible."""
    if price.amount <= 0:
        return None
    if previous is not None and previous.currency == price.currency and previous.amount > 0:
        reference, against = previous.amount, f"its history ({previous.amount} {previous.currency} since {previous.first_seen:%Y-%m-%d})"
    else:
        amounts = _siblings(price, prices)
        if not amounts:
            return None
        reference = Decimal(statistics.median(amounts))
        against = f"the median of {len(amounts)} sibling price(s) on the same page ({reference.normalize()} {price.currency})"
    if reference <= 0:
        return None
    ratio = float(price.amount / reference)
    if ratio >= factor or ratio <= 1 / factor:
        return (f"magnitude guard: {price.amount} {price.currency} for {_describe(price)} is {_factor_text(ratio)} "
                f"{against} (per-token vs per-million confusion?); held out of prices_current")
    return None


def _open_interval(source_name: str, price: ObservedPrice, observed_at: dt.datetime) -> PriceInterval:
    return PriceInterval(
        interval_id=sha256_hex("interval", price.price_key, observed_at.isoformat()),
        price_key=price.price_key, source_name=source_name, provider=price.provider, model=price.model,
        token_type=price.token_type, condition=price.condition, unit=price.unit,
        instance_type=price.instance_type, accelerator=price.accelerator,
        accelerator_count=price.accelerator_count, hardware=price.hardware, amount=price.amount,
        currency=price.currency, amount_usd=price.amount_usd, fx_rate=price.fx_rate, fx_date=price.fx_date,
        quoted_text=price.quoted_text, effective_from=price.effective_from,
        effective_until=price.effective_until, valid_from=price.effective_from or observed_at,
        valid_until=None, first_seen=observed_at, last_seen=observed_at, closed_at=None, capture_count=1,
        is_open=True, first_observation_id=price.observation_id, last_observation_id=price.observation_id,
        document_id=price.document_id,
    )


def _extend(interval: PriceInterval, price: ObservedPrice, observed_at: dt.datetime) -> None:
    interval.last_seen = max(interval.last_seen, observed_at)
    interval.capture_count += 1
    interval.last_observation_id = price.observation_id
    interval.document_id = price.document_id
    interval.amount_usd, interval.fx_rate, interval.fx_date = price.amount_usd, price.fx_rate, price.fx_date
    interval.quoted_text = price.quoted_text
    interval.effective_from = interval.effective_from or price.effective_from
    interval.effective_until = price.effective_until or interval.effective_until
    interval.valid_from = interval.effective_from or interval.first_seen


def _ratio(old: PriceInterval, new: PriceInterval) -> float | None:
    if old.currency == new.currency and old.amount:
        return float(new.amount / old.amount)
    if old.amount_usd and new.amount_usd is not None:
        return float(new.amount_usd / old.amount_usd)
    return None


def _gap_note(changed_after: dt.datetime | None, changed_by: dt.datetime, old: PriceInterval | None,
              new: PriceInterval | None) -> str | None:
    """Why other prices may lie unseen between two captures, or None when the window is tight."""
    notes = []
    if old is not None and new is not None and old.effective_until is not None and new.effective_from is not None \
            and old.effective_until < new.effective_from:
        notes.append(f"the old price's stated end ({old.effective_until:%Y-%m-%d %H:%M}) is before the new price's "
                     f"stated start ({new.effective_from:%Y-%m-%d %H:%M}); prices in between were never captured")
    if changed_after is not None and changed_by - changed_after > MAX_CAPTURE_GAP:
        days = (changed_by - changed_after).total_seconds() / 86400
        notes.append(f"captures {days:.0f} days apart ({changed_after:%Y-%m-%d} and {changed_by:%Y-%m-%d}): "
                     "the price may have changed more than once in between")
    return "; ".join(notes) or None


def _change(kind: str, key_of: PriceInterval, old: PriceInterval | None, new: PriceInterval | None,
            changed_on: dt.datetime, detected_at: dt.datetime, changed_after: dt.datetime | None) -> PriceChange:
    note = _gap_note(changed_after, detected_at, old, new)
    return PriceChange(
        change_id=sha256_hex("change", key_of.price_key, kind, old.interval_id if old else None,
                             new.interval_id if new else None),
        price_key=key_of.price_key, source_name=key_of.source_name, provider=key_of.provider,
        model=key_of.model, token_type=key_of.token_type, condition=key_of.condition, unit=key_of.unit,
        instance_type=key_of.instance_type, change_kind=kind,
        old_amount=old.amount if old else None, new_amount=new.amount if new else None,
        old_currency=old.currency if old else None, new_currency=new.currency if new else None,
        old_amount_usd=old.amount_usd if old else None, new_amount_usd=new.amount_usd if new else None,
        ratio=_ratio(old, new) if old and new else None, changed_on=changed_on, detected_at=detected_at,
        old_interval_id=old.interval_id if old else None, new_interval_id=new.interval_id if new else None,
        changed_after=changed_after, changed_by=detected_at,
        intermediate_prices_may_be_missing=note is not None, gap_note=note,
    )


def build_history(source_name: str, captures: Sequence[Capture], *,
                  factor: float = MAGNITUDE_FACTOR) -> History:
    """Intervals, changes and suspects of one page from its usable captures (any order; sorted here)."""
    ordered = sorted(captures, key=lambda c: c.observed_at)
    open_by_key: dict[str, PriceInterval] = {}
    latest_by_key: dict[str, PriceInterval] = {}  # open or closed: the guard's reference
    intervals: list[PriceInterval] = []
    successor: dict[str, PriceInterval] = {}     # closed interval id -> the interval that replaced it
    # kind, old, new, detected, the last capture before the change (the window it happened in)
    pending: list[tuple[str, PriceInterval, PriceInterval | None, dt.datetime, dt.datetime | None]] = []
    previous_capture: dt.datetime | None = None
    suspects: list[SuspectPrice] = []
    for number, capture in enumerate(ordered):
        when = capture.observed_at
        # One amount per key and capture: the first in page order wins (the parser already drops exact repeats).
        shown: dict[str, ObservedPrice] = {}
        for price in capture.prices:
            shown.setdefault(price.price_key, price)
        touched: set[str] = set()
        for key, price in shown.items():
            touched.add(key)
            current = open_by_key.get(key)
            reason = _guard(price, latest_by_key.get(key), list(shown.values()), factor)
            if reason:
                suspects.append(SuspectPrice(price.observation_id, price.document_id, price.location, when, reason))
                continue
            if current is not None and current.amount == price.amount and current.currency == price.currency:
                _extend(current, price, when)
                continue
            fresh = _open_interval(source_name, price, when)
            intervals.append(fresh)
            open_by_key[key] = latest_by_key[key] = fresh
            if current is not None:
                current.is_open, current.closed_at = False, when
                successor[current.interval_id] = fresh
                pending.append(("changed", current, fresh, when, current.last_seen))
            elif number > 0:
                pending.append(("added", fresh, None, when, previous_capture))
        for key in [k for k in open_by_key if k not in touched]:
            gone = open_by_key.pop(key)
            gone.is_open, gone.closed_at = False, when
            pending.append(("withdrawn", gone, None, when, gone.last_seen))
        previous_capture = when
    for interval in intervals:
        if interval.is_open:
            interval.valid_until = interval.effective_until
            continue
        follower = successor.get(interval.interval_id)
        stated_next = follower.effective_from if follower is not None else None
        if stated_next is not None and stated_next <= interval.valid_from:
            stated_next = None
        interval.valid_until = interval.effective_until or stated_next or interval.closed_at
    changes = []
    for kind, first, second, detected, after in pending:
        if kind == "changed":
            changes.append(_change(kind, first, first, second, second.valid_from, detected, after))
        elif kind == "added":
            changes.append(_change(kind, first, None, first, first.valid_from, detected, after))
        else:
            changes.append(_change(kind, first, first, None, first.valid_until or detected, detected, after))
    return History(intervals=intervals, changes=changes, suspects=suspects)


_OBSERVATION_COLUMNS = (
    "observation_id", "price_key", "provider", "model", "token_type", "condition", "unit", "amount", "currency",
    "document_id", "location", "instance_type", "accelerator", "accelerator_count", "hardware", "amount_usd",
    "fx_rate", "fx_date", "quoted_text", "effective_from", "effective_until",
)


def load_captures(connection: duckdb.DuckDBPyConnection, source_name: str) -> list[Capture]:
    """The usable captures of one page with their stored observations, oldest first."""
    captures = connection.execute(
        "select observed_at, document_id from price_captures where source_name = ? and usable "
        "order by observed_at", [source_name],
    ).fetchall()
    documents = sorted({document_id for _, document_id in captures})
    by_document: dict[str, list[ObservedPrice]] = {d: [] for d in documents}
    if documents:
        rows = connection.execute(
            "select " + ", ".join(_OBSERVATION_COLUMNS) + " from price_observations "
            "where list_contains(?, document_id) and source_kind = 'price_page' order by document_id, location",
            [documents],
        ).fetchall()
        for row in rows:
            values = dict(zip(_OBSERVATION_COLUMNS, row))
            values["effective_from"] = parse_stated_time(values["effective_from"])
            values["effective_until"] = parse_stated_time(values["effective_until"])
            by_document[values["document_id"]].append(ObservedPrice(**values))
    return [Capture(observed_at, tuple(by_document[document_id])) for observed_at, document_id in captures]


def rebuild_price_history(connection: duckdb.DuckDBPyConnection, source_name: str, *,
                          factor: float = MAGNITUDE_FACTOR) -> History:
    """Recompute one page's intervals and changes and flag its suspects. Runs inside the caller's transaction."""
    history = build_history(source_name, load_captures(connection, source_name), factor=factor)
    connection.execute("delete from price_history where source_name = ?", [source_name])
    connection.execute("delete from price_changes where source_name = ?", [source_name])
    for table, rows in (("price_history", history.intervals), ("price_changes", history.changes)):
        if rows:
            names = [f.name for f in dataclasses.fields(rows[0])]
            bulk_insert(connection, table, names, [[getattr(row, n) for n in names] for row in rows])
    connection.execute(
        "update price_observations set suspect = false, suspect_reason = null where source_name = ? "
        "and source_kind = 'price_page'", [source_name],
    )
    for suspect in history.suspects:
        connection.execute(
            "update price_observations set suspect = true, suspect_reason = ? where observation_id = ?",
            [suspect.reason, suspect.observation_id],
        )
    return history


def suspects_in_current(connection: duckdb.DuckDBPyConnection) -> int:
    """How many rows of ``prices_current`` come from an observation the magnitude guard flagged (must be 0)."""
    return connection.execute(
        "select count(*) from prices_current as c join price_observations as o "
        "on o.observation_id = c.observation_id where o.suspect"
    ).fetchone()[0]


def suspect_observations(connection: duckdb.DuckDBPyConnection) -> list[tuple]:
    """(source, model, token_type, condition, amount, currency, reason) of every flagged observation."""
    return connection.execute(
        "select source_name, model, token_type, condition, amount, currency, suspect_reason "
        "from price_observations where suspect order by source_name, model, token_type"
    ).fetchall()
