"""Exchange-rate files from a live source (the ``[fx]`` table of the sources file), read into dated USD rates.

Two layouts are understood:

``ecb``
    The European Central Bank's euro reference rates: ``Date,USD,JPY,…`` with one row per business
    day and each cell the units of that currency per euro (``N/A`` or blank when there is no rate).
    Both the historical file (ISO dates, a trailing comma on every line) and the daily one (dates like
    ``03 October 2025``, a space after each comma) are read, also inside the ``.zip`` the ECB
    publishes them in. A currency C becomes ``usd_per_unit(C) = rate(USD) / rate(C)``; the euro
    itself is ``rate(USD)``.
``inferwatch``
    The bundled ``extractors/data/fx_rates.csv`` layout: ``date,currency,usd_per_unit`` with ``#``
    comment lines.

Plain Python; the prices stage (:mod:`pipelines.stages.prices`) fetches the file and stores the rates.
"""

from __future__ import annotations

import csv
import dataclasses
import datetime as dt
import io
import re
import zipfile
from decimal import Decimal, InvalidOperation

__all__ = ["FX_FORMATS", "RATE_SCALE", "FxFormatError", "FxParseResult", "FxRate", "parse_fx_rates"]

FX_FORMATS = ("ecb", "inferwatch")
RATE_SCALE = Decimal("1e-10")           # the scale of fx_rates.usd_per_unit (decimal(18, 10))
MAX_RATE = Decimal(10) ** 8             # decimal(18, 10) holds eight digits before the point
MAX_UNZIPPED_BYTES = 64_000_000         # the ECB's full history is about 2 MB unzipped
_NO_RATE = {"", "N/A", "NA", "-", "—"}  # the ECB writes N/A for currencies it no longer (or not yet) quotes
_CURRENCY = re.compile(r"[A-Z]{3}")
_DATE_FORMATS = ("%Y-%m-%d", "%d %B %Y", "%d %b %Y")


class FxFormatError(ValueError):
    """A body that cannot be read as rates at all; the message names the source."""


@dataclasses.dataclass(frozen=True)
class FxRate:
    """US dollars for one unit of ``currency`` on ``rate_date``, and where the figure came from."""

    currency: str
    rate_date: dt.date
    usd_per_unit: Decimal
    source: str


@dataclasses.dataclass
class FxParseResult:
    """The rates read from one body, and the cells or rows that were skipped (with line numbers)."""

    rates: list[FxRate]
    issues: list[str]


def parse_fx_rates(body: bytes, *, format: str, source: str) -> FxParseResult:
    """Read ``body`` (``format`` is ``"ecb"`` or ``"inferwatch"``) into dated USD rates.

    ``source`` names the body in errors and is stored on every rate. Blank and ``N/A`` cells mean
    "no rate that day" and are skipped quietly; malformed dates, numbers that are not positive
    rates and repeated dates become ``issues`` while the other rows still load. Rates are Decimal,
    rounded half-even to 10 decimal places. Raises :class:`FxFormatError` for an unknown format or
    a body that is not a CSV in that layout (empty, binary, HTML, wrong header).
    """
    if format not in FX_FORMATS:
        raise FxFormatError(f"{source}: unknown exchange-rate format {format!r}; expected one of {', '.join(FX_FORMATS)}")
    lines = _csv_lines(_text_of(body, source))
    if not lines:
        raise FxFormatError(f"{source}: no CSV header line")
    header = lines[0][1]
    if format == "ecb":
        return _parse_ecb(header, lines[1:], source)
    return _parse_inferwatch(header, lines[1:], source)


def _text_of(body: bytes, source: str) -> str:
    if body.startswith(b"PK\x03\x04"):
        body = _unzip_single_csv(body, source)
    if not body.strip():
        raise FxFormatError(f"{source}: the body is empty, not an exchange-rate CSV")
    if b"\x00" in body:
        raise FxFormatError(f"{source}: the body is binary, not an exchange-rate CSV")
    try:
        text = body.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FxFormatError(f"{source}: the body is not UTF-8 text (byte {exc.start}), not an exchange-rate CSV") from exc
    if text.lstrip().startswith("<"):
        raise FxFormatError(f"{source}: the body is HTML or XML, not an exchange-rate CSV")
    return text


def _unzip_single_csv(body: bytes, source: str) -> bytes:
    try:
        with zipfile.ZipFile(io.BytesIO(body)) as archive:
            members = [info for info in archive.infolist() if info.filename.lower().endswith(".csv")]
            if len(members) != 1:
                raise FxFormatError(f"{source}: the zip archive holds {len(members)} .csv files; expected exactly one")
            member = members[0]
            if member.file_size > MAX_UNZIPPED_BYTES:
                raise FxFormatError(f"{source}: {member.filename} unzips to {member.file_size} bytes, "
                                    f"over the {MAX_UNZIPPED_BYTES}-byte limit")
            with archive.open(member) as handle:
                data = handle.read(MAX_UNZIPPED_BYTES + 1)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, EOFError) as exc:
        raise FxFormatError(f"{source}: a broken zip archive ({exc})") from exc
    if len(data) > MAX_UNZIPPED_BYTES:
        raise FxFormatError(f"{source}: the .csv in the zip archive is over the {MAX_UNZIPPED_BYTES}-byte limit")
    return data


def _csv_lines(text: str) -> list[tuple[int, list[str]]]:
    """(line number, stripped cells) of every non-blank, non-comment line; trailing empty cells dropped."""
    rows = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        cells = [cell.strip() for cell in next(csv.reader([line]))]
        while cells and not cells[-1]:
            cells.pop()
        rows.append((number, cells))
    return rows


def _date(text: str) -> dt.date | None:
    for pattern in _DATE_FORMATS:
        try:
            return dt.datetime.strptime(text, pattern).date()
        except ValueError:
            continue
    return None


def _positive(text: str) -> Decimal | None:
    try:
        value = Decimal(text.replace(" ", ""))
    except InvalidOperation:
        return None
    return value if value.is_finite() and value > 0 else None


def _cell(cells: list[str], index: int) -> str:
    return cells[index] if index < len(cells) else ""


class _Collector:
    """Rates keyed by (currency, date): a repeated pair is an issue and the later line wins."""

    def __init__(self, source: str):
        self.source = source
        self.by_key: dict[tuple[str, dt.date], FxRate] = {}
        self.issues: list[str] = []

    def add(self, number: int, currency: str, day: dt.date, usd_per_unit: Decimal) -> None:
        if usd_per_unit >= MAX_RATE:
            self.issues.append(f"line {number}: {currency} on {day} is {usd_per_unit} USD, "
                               f"over the {MAX_RATE} the rates table can hold; skipped")
            return
        rounded = usd_per_unit.quantize(RATE_SCALE)
        if rounded <= 0:
            self.issues.append(f"line {number}: {currency} on {day} is {usd_per_unit} USD, "
                               "too small for 10 decimal places; skipped")
            return
        if (currency, day) in self.by_key:
            self.issues.append(f"line {number}: a second {currency} rate for {day}; this later line is kept")
        self.by_key[(currency, day)] = FxRate(currency, day, rounded, self.source)

    def result(self) -> FxParseResult:
        rates = sorted(self.by_key.values(), key=lambda rate: (rate.rate_date, rate.currency))
        return FxParseResult(rates=rates, issues=self.issues)


def _parse_ecb(header: list[str], rows: list[tuple[int, list[str]]], source: str) -> FxParseResult:
    if not header or header[0].lower() != "date":
        raise FxFormatError(f"{source}: not an ECB reference-rate CSV: the header starts {','.join(header[:4])!r}, "
                            "expected Date,USD,…")
    names = [name.upper() for name in header]
    if "USD" not in names[1:]:
        raise FxFormatError(f"{source}: the ECB header has no USD column, so no rate can be stated in US dollars")
    collector = _Collector(source)
    usd_index = names.index("USD", 1)
    columns = []
    for index, name in enumerate(names[1:], start=1):
        if not _CURRENCY.fullmatch(name):
            collector.issues.append(f"header: column {header[index]!r} is not a currency code; ignored")
        elif name not in ("USD", "EUR"):
            columns.append((index, name))
    for number, cells in rows:
        day = _date(cells[0])
        if day is None:
            collector.issues.append(f"line {number}: {cells[0]!r} is not a date; row skipped")
            continue
        usd_cell = _cell(cells, usd_index)
        usd_per_eur = _positive(usd_cell)
        if usd_per_eur is None:
            reason = "no USD rate" if usd_cell.upper() in _NO_RATE else f"USD rate {usd_cell!r} is not a positive number"
            collector.issues.append(f"line {number}: {reason} on {day}, so nothing that day converts to US dollars")
            continue
        collector.add(number, "EUR", day, usd_per_eur)
        for index, currency in columns:
            cell = _cell(cells, index)
            if cell.upper() in _NO_RATE:
                continue
            per_eur = _positive(cell)
            if per_eur is None:
                collector.issues.append(f"line {number}: {currency} on {day}: {cell!r} is not a positive number")
                continue
            collector.add(number, currency, day, usd_per_eur / per_eur)
    return collector.result()


def _parse_inferwatch(header: list[str], rows: list[tuple[int, list[str]]], source: str) -> FxParseResult:
    names = [name.lower() for name in header]
    missing = [column for column in ("date", "currency", "usd_per_unit") if column not in names]
    if missing:
        raise FxFormatError(f"{source}: not an inferwatch rates CSV: the header {','.join(header)!r} lacks "
                            f"{', '.join(missing)} (expected date,currency,usd_per_unit)")
    date_at, currency_at, rate_at = (names.index(c) for c in ("date", "currency", "usd_per_unit"))
    collector = _Collector(source)
    for number, cells in rows:
        day = _date(_cell(cells, date_at))
        if day is None:
            collector.issues.append(f"line {number}: {_cell(cells, date_at)!r} is not a date; row skipped")
            continue
        currency = _cell(cells, currency_at).upper()
        if not _CURRENCY.fullmatch(currency):
            collector.issues.append(f"line {number}: {_cell(cells, currency_at)!r} is not a currency code; row skipped")
            continue
        cell = _cell(cells, rate_at)
        if cell.upper() in _NO_RATE:
            continue
        rate = _positive(cell)
        if rate is None:
            collector.issues.append(f"line {number}: {currency} on {day}: {cell!r} is not a positive number")
            continue
        if currency == "USD":
            if rate != 1:
                collector.issues.append(f"line {number}: a USD rate of {cell} (a dollar is always 1); skipped")
            continue
        collector.add(number, currency, day, rate)
    return collector.result()
