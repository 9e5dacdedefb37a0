"""Dated USD exchange rates for converting quoted prices (``amount_usd`` on price claims).

Rates come from the bundled ``data/fx_rates.csv`` (weekly rows; its header comment names the
source). A lookup takes the nearest earlier date, and refuses dates more than
:data:`MAX_RATE_AGE` after the newest row so that an old table never silently prices the future.
"""

from __future__ import annotations

import bisect
import csv
import datetime as dt
from decimal import Decimal
from functools import lru_cache
from pathlib import Path

__all__ = ["FX_RATES_PATH", "MAX_RATE_AGE", "usd_rate", "to_usd", "known_currencies"]

FX_RATES_PATH = Path(__file__).resolve().parent / "data" / "fx_rates.csv"
MAX_RATE_AGE = dt.timedelta(days=14)


class FxTableError(ValueError):
    """The bundled rates file is malformed."""


@lru_cache(maxsize=1)
def _table() -> dict[str, tuple[list[dt.date], list[Decimal]]]:
    rows: dict[str, list[tuple[dt.date, Decimal]]] = {}
    with FX_RATES_PATH.open(encoding="utf-8") as handle:
        lines = (line for line in handle if line.strip() and not line.startswith("#"))
        for number, row in enumerate(csv.DictReader(lines), start=1):
            try:
                day = dt.date.fromisoformat(row["date"])
                rate = Decimal(row["usd_per_unit"])
                currency = row["currency"].strip().upper()
            except (KeyError, ValueError, ArithmeticError, AttributeError) as exc:
                raise FxTableError(f"{FX_RATES_PATH}: bad data row {number}: {row!r}") from exc
            rows.setdefault(currency, []).append((day, rate))
    table = {}
    for currency, entries in rows.items():
        entries.sort()
        table[currency] = ([d for d, _ in entries], [r for _, r in entries])
    return table


def known_currencies() -> set[str]:
    """Currencies the bundled table can convert (USD always)."""
    return {"USD", *_table()}


def usd_rate(currency: str, on: dt.date) -> tuple[Decimal, dt.date] | None:
    """USD per one unit of ``currency`` on ``on``: ``(rate, rate_date)`` or ``None``.

    ``rate_date`` is the nearest table date at or before ``on``. USD is ``(1, on)``. ``None``
    for an unknown currency, a date before the table, or a date too far past its end.
    """
    if isinstance(on, dt.datetime):
        on = on.date()
    currency = currency.strip().upper()
    if currency == "USD":
        return Decimal(1), on
    entry = _table().get(currency)
    if entry is None:
        return None
    dates, rates = entry
    index = bisect.bisect_right(dates, on) - 1
    if index < 0 or on - dates[index] > MAX_RATE_AGE:
        return None
    return rates[index], dates[index]


def to_usd(amount: Decimal, currency: str, on: dt.date | None) -> tuple[Decimal, Decimal, dt.date] | None:
    """``(amount_usd, rate, rate_date)`` for ``amount`` in ``currency`` on ``on``, or ``None``."""
    if on is None:
        return None
    found = usd_rate(currency, on)
    if found is None:
        return None
    rate, rate_date = found
    return (amount * rate).quantize(Decimal("0.000001")).normalize(), rate, rate_date
