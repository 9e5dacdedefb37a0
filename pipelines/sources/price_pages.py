"""Read LLM API and GPU-cloud price pages into price rows.

One generic reader handles every page; a provider adds at most a small :class:`ProviderHints`
entry (fallback currency or unit, model aliases, label overrides), never a parser of its own.

How a page is read:

1. The body is decoded (BOM, then strict UTF-8, then the declared charset from the
   Content-Type header or ``<meta>``, then cp1252/GB18030); undecodable input raises
   :class:`PricePageError`.
2. The HTML is parsed with BeautifulSoup and the ``lxml`` parser (pinned: it is fast, it closes
   unclosed ``<td>``/``<tr>`` the way browsers do, where ``html.parser`` nests them, and it
   copes with very deep nesting).
3. Every innermost ``<table>`` becomes a grid (``rowspan``/``colspan`` expanded); header rows are
   found (``<thead>``, leading rows of ``<th>``, or a first row without amounts) and stacked
   headers are joined into one label per column (``"Off-peak price › Output"``). A table whose
   column labels name token types is read row by row; one whose first column names token types
   is read transposed (models as columns). Every ``<dl>`` outside a table is read as a card.
4. Each labelled value becomes a :class:`PriceRow` or a :class:`PageIssue`. Currency and unit
   come from the cell, then its label, caption and headings, then the page prose, then the
   provider hints. Conditions come from labels, headings, captions, tier cells and the footnotes
   that markers (``*``, ``†``, ``‡``, ``§``, ``<sup>``) in a label point to.

Unknown is never zero: ``—``, ``N/A``, ``Free``/``免费`` and empty cells are reported as issues.
"""

from __future__ import annotations

import codecs
import datetime as dt
import re
import unicodedata
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Iterable, Mapping
from urllib.parse import urlsplit

from bs4 import BeautifulSoup, NavigableString, Tag

from extractors.nesting import flatten_deep_nesting
from extractors.tables import GridCell, SourceCell, build_grid, column_labels, header_row_count

__all__ = [
    "PageIssue",
    "PriceParseResult",
    "PricePageError",
    "PriceRow",
    "ProviderHints",
    "PROVIDER_HINTS",
    "HTML_PARSER",
    "parse_price_page",
]

HTML_PARSER = "lxml"
PARSER_NAME = "generic-html-v1"

PER_MILLION_TOKENS = "per_million_tokens"
PER_GPU_HOUR = "per_gpu_hour"


class PricePageError(ValueError):
    """A price page whose bytes cannot be decoded as text at all."""


@dataclass(frozen=True)
class PriceRow:
    """One price read from one cell (or card field) of a price page."""

    provider: str
    model: str
    token_type: str | None
    condition: str | None
    amount: Decimal
    currency: str
    unit: str
    quoted_unit: str
    quoted_text: str
    location: str
    effective_from: dt.date | dt.datetime | None = None
    effective_until: dt.date | dt.datetime | None = None
    accelerator: str | None = None
    accelerator_count: int | None = None
    instance_type: str | None = None


@dataclass(frozen=True)
class PageIssue:
    """Something on the page that could not be turned into a price row, and why."""

    location: str
    reason: str


@dataclass
class PriceParseResult:
    """The rows and issues of one page, and the name of the parser that read it."""

    rows: list[PriceRow]
    issues: list[PageIssue]
    parser: str


@dataclass(frozen=True)
class ProviderHints:
    """What a provider's pages leave unsaid. Every field is a fallback or an override.

    ``label_rules`` are ``(regex, token_type, condition)`` triples tried against a field label
    before the generic classification; ``model_aliases`` map a normalised page name to the API id.
    """

    name: str
    hosts: tuple[str, ...] = ()
    providers: tuple[str, ...] = ()
    currency: str | None = None
    quoted_unit: str | None = None
    model_aliases: Mapping[str, str] = field(default_factory=dict)
    label_rules: tuple[tuple[str, str | None, str | None], ...] = ()


PROVIDER_HINTS: tuple[ProviderHints, ...] = (
    ProviderHints("deepseek", hosts=("deepseek.com",), providers=("deepseek",), currency="USD"),
    ProviderHints("openai", hosts=("openai.com",), providers=("openai",), currency="USD",
                  quoted_unit="per 1M tokens"),
    ProviderHints("anthropic", hosts=("anthropic.com", "claude.com"), providers=("anthropic",),
                  currency="USD", quoted_unit="/ MTok"),
    ProviderHints(
        "alibaba-model-studio",
        hosts=("aliyun.com", "alibabacloud.com"),
        providers=("alibaba", "alibaba cloud", "aliyun"),
        currency="CNY",
        model_aliases={"通义千问3-max": "qwen3-max", "通义千问-plus": "qwen-plus",
                       "通义千问-turbo": "qwen-turbo", "通义千问-long": "qwen-long"},
    ),
    ProviderHints("lambda", hosts=("lambda.ai", "lambdalabs.com"), providers=("lambda",), currency="USD"),
)


def _hints_for(url: str, provider: str) -> ProviderHints | None:
    host = (urlsplit(url).hostname or "").lower()
    for hints in PROVIDER_HINTS:
        if any(host == h or host.endswith("." + h) for h in hints.hosts):
            return hints
    wanted = provider.strip().lower()
    for hints in PROVIDER_HINTS:
        if wanted in hints.providers:
            return hints
    return None


# ---------------------------------------------------------------------------------------------
# Decoding

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
_HEADER_CHARSET = re.compile(r"charset\s*=\s*[\"']?([A-Za-z0-9_.:-]+)", re.I)
_META_CHARSET = re.compile(rb"<meta[^>]+charset\s*=\s*[\"']?\s*([A-Za-z0-9_.:-]+)", re.I)
# Browsers treat these labels as windows-1252; so do we.
_CP1252_LABELS = {"latin1", "iso8859-1", "iso-8859-1", "ascii", "us-ascii", "iso_8859-1", "l1"}


def _codec_name(label: str) -> str | None:
    label = label.strip().lower()
    if label in _CP1252_LABELS:
        return "cp1252"
    try:
        return codecs.lookup(label).name
    except LookupError:
        return None


def _looks_binary(text: str) -> bool:
    if "\x00" in text:
        return True
    sample = text[:20000]
    controls = sum(1 for ch in sample if unicodedata.category(ch) == "Cc" and ch not in "\t\n\r\f")
    return controls > max(2, len(sample) // 100)


def _utf16_without_bom(body: bytes) -> str | None:
    sample = body[:2000]
    if len(sample) < 8:
        return None
    even_nuls = sample[0::2].count(0)
    odd_nuls = sample[1::2].count(0)
    half = len(sample) // 2
    if odd_nuls > half * 0.6 and even_nuls < half * 0.1:
        return "utf-16-le"
    if even_nuls > half * 0.6 and odd_nuls < half * 0.1:
        return "utf-16-be"
    return None


def _decode(body: bytes, *, url: str, content_type: str | None) -> tuple[str, list[str]]:
    """Return the text and notes on how it was decoded; raise PricePageError if it is not text."""
    notes: list[str] = []
    for bom, name in _BOMS:
        if body.startswith(bom):
            try:
                return body[len(bom):].decode(name), notes
            except UnicodeDecodeError as exc:
                raise PricePageError(f"price page {url}: byte-order mark says {name} but {exc}") from exc
    utf16 = _utf16_without_bom(body)
    if utf16:
        try:
            text = body.decode(utf16)
            if not _looks_binary(text):
                notes.append(f"decoded as {utf16} (no byte-order mark)")
                return text, notes
        except UnicodeDecodeError:
            pass
    declared: list[str] = []
    if content_type:
        match = _HEADER_CHARSET.search(content_type)
        if match:
            declared.append(match.group(1))
    match = _META_CHARSET.search(body[:8192])
    if match:
        declared.append(match.group(1).decode("ascii", "replace"))
    # Strict UTF-8 first: bytes that validate as UTF-8 with non-ASCII content are almost never
    # meant as anything else, which is what rescues pages declaring a wrong single-byte charset.
    candidates = ["utf-8"] + [c for c in (_codec_name(d) for d in declared) if c] + ["cp1252", "gb18030"]
    seen: set[str] = set()
    for name in candidates:
        if name in seen:
            continue
        seen.add(name)
        try:
            text = body.decode(name)
        except (UnicodeDecodeError, LookupError):
            continue
        if _looks_binary(text):
            continue
        if declared and _codec_name(declared[0]) not in (name, None):
            notes.append(f"declared charset {declared[0]!r} does not fit the bytes; decoded as {name}")
        return text, notes
    raise PricePageError(f"price page {url} is not decodable text (tried {', '.join(sorted(seen))})")


# ---------------------------------------------------------------------------------------------
# Text patterns

_WS = re.compile(r"\s+")
_MARKER_CHARS = "*†‡§"
_TRAILING_MARKERS = re.compile(r"\s*[*†‡§]+")
# Thousands groups need a non-zero lead ("1,250.00"); any other "d,dd" is a decimal comma ("€0,40").
_AMOUNT = re.compile(
    r"(?<![A-Za-z0-9.,])(?:(?P<grouped>[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?)|(?P<comma>\d+,\d+)|(?P<plain>\d+(?:\.\d+)?))"
    r"(?![A-Za-z0-9%]|[.,]\d)"
)
_PLACEHOLDER = re.compile(r"^\s*(?:[—–\-−]+|n/?a|free|免费|tbd|--|contact sales|不支持)?\s*$", re.I)
_FREE = re.compile(r"\bfree\b|免费", re.I)

# (regex, unit, multiplier to per-million / divisor marker)
_UNIT_PATTERNS: tuple[tuple[re.Pattern[str], str, Decimal], ...] = (
    (re.compile(r"/\s*gpu\s*/\s*h(?:ou)?r|per\s+gpu[\s-]*(?:per\s+)?h(?:ou)?r|gpu[\s-]hours?|/gpu-h(?:ou)?r|每卡每小时", re.I),
     PER_GPU_HOUR, Decimal(1)),
    (re.compile(r"(?:per|/)\s*(?:1\s*)?(?:m|million|mtok)\b\s*(?:tokens?)?|per\s+1,000,000\s+tokens?"
                r"|(?:元\s*/\s*|每)\s*(?:百万|1m|m)\s*tokens?", re.I),
     PER_MILLION_TOKENS, Decimal(1)),
    (re.compile(r"(?:per|/)\s*(?:1\s*)?(?:k|thousand|1,000|1000)\s*tokens?|(?:元\s*/\s*|每)\s*千\s*tokens?", re.I),
     PER_MILLION_TOKENS, Decimal(1000)),
    (re.compile(r"(?:per|/)\s*token\b", re.I), PER_MILLION_TOKENS, Decimal(1_000_000)),
    (re.compile(r"(?:/\s*h(?:ou)?r\b|per\s+h(?:ou)?r\b|/小时|每小时)(?:\s*(?:per|/)\s*(?:instance|node|server|machine))?", re.I),
     "per_instance_hour", Decimal(1)),
)
# A cell that names some other unit ("per container", "/ GB", "/ 1K calls") is not a token price.
_OTHER_UNIT = re.compile(r"(?:\bper\s+|/\s*)(?!gpu\b|h(?:ou)?r\b|m?tok|token|1?\s*[mk]\s*tok|million|thousand)[\w ]{1,20}", re.I)

_CURRENCY_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bJPY\b|円"), "JPY"),
    (re.compile(r"US\$|\$|\bUSD\b|US dollars?|美元", re.I), "USD"),
    (re.compile(r"[¥￥元]|\bCNY\b|\bRMB\b|人民币|\byuan\b", re.I), "CNY"),
    (re.compile(r"€|\bEUR\b|\beuros?\b", re.I), "EUR"),
    (re.compile(r"£|\bGBP\b"), "GBP"),
)

_MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september",
     "october", "november", "december"], start=1)}
_DATE = r"(?:\d{4}-\d{2}-\d{2}|\d{4}年\d{1,2}月\d{1,2}日|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},\s*\d{4})"
_TIME = r"\d{1,2}:\d{2}\s*UTC"
_UNTIL = re.compile(
    rf"(?:apply|applies|valid|effective|in effect)\s+(?:until|till|through)\s+(?:(?P<t1>{_TIME})\s+on\s+)?(?P<date>{_DATE})(?:\s*,?\s*(?P<t2>{_TIME}))?",
    re.I)
_FROM = re.compile(
    rf"(?:apply|applies|valid|effective|in effect|charged)\s+(?:from|as of|starting(?: on)?|since)\s+(?:(?P<t1>{_TIME})\s+on\s+)?(?P<date>{_DATE})(?:\s*,?\s*(?P<t2>{_TIME}))?"
    rf"|(?:自|从)?(?P<zhdate>{_DATE})\s*(?:(?P<t3>{_TIME})\s*)?起",
    re.I)

_LONG_CONTEXT = (
    re.compile(r"(?:>|＞|exceeds?|exceeding|above|over|longer than|more than|beyond|超过|大于)\s*(\d+(?:\.\d+)?)\s*([KM])\b(?!\s*(?:context window|context))", re.I),
    re.compile(r"\(\s*(\d+(?:\.\d+)?)\s*([KM])\s*,\s*\d+(?:\.\d+)?\s*[KM]?\s*\]", re.I),
    re.compile(r"(\d+(?:\.\d+)?)\s*([KM])\s*<\s*tokens?\s*(?:≤|<=|<)", re.I),
)
_CONDITION_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"off[\s-]?peak|闲时|夜间优惠|night[\s-]?time discount", re.I), "off-peak"),
    (re.compile(r"\bbatch\b|批量", re.I), "batch"),
    (re.compile(r"\breserved\b|预留|包年包月|\bcommitted\b", re.I), "reserved"),
    (re.compile(r"promotion|limited[\s-]time|限时", re.I), "promotional"),
    (re.compile(r"(?<!非)思考模式|(?<!non-)(?<!non )\bthinking\b", re.I), "thinking"),
)

_HEADING_TAGS = ("h1", "h2", "h3", "h4", "h5", "h6")


def _clean(text: str) -> str:
    return _WS.sub(" ", text.replace("\xa0", " ").replace("\u200b", "")).strip()


def _strip_markers(text: str) -> str:
    return _clean(_TRAILING_MARKERS.sub(" ", text))


def _markers_in(text: str) -> set[str]:
    return {m.group(0)[-1] for m in re.finditer(r"[*†‡§]+", text)}


def _element_text(el: Tag) -> tuple[str, set[str]]:
    """Text of an element without its <sup> footnote markers, and the markers themselves."""
    markers: set[str] = set()
    parts: list[str] = []
    for node in el.descendants:
        if isinstance(node, NavigableString):
            parent = node.parent
            if parent is not None and parent.name == "sup" and len(_clean(str(node))) <= 3:
                markers.add(_clean(str(node)))
                continue
            parts.append(str(node))
        elif node.name == "br":
            parts.append(" ")
    text = _clean(" ".join(parts))
    markers |= _markers_in(text)
    return text, markers


def _amounts(text: str) -> list[Decimal]:
    found = []
    for match in _AMOUNT.finditer(text.replace("\xa0", " ")):
        try:
            if match.group("grouped"):
                found.append(Decimal(match.group("grouped").replace(",", "")))
            elif match.group("comma"):
                found.append(Decimal(match.group("comma").replace(",", ".")))
            else:
                found.append(Decimal(match.group("plain")))
        except InvalidOperation:  # pragma: no cover - the regex only admits digits
            continue
    return found


def _find_unit(text: str) -> tuple[str, Decimal, str] | None:
    for pattern, unit, factor in _UNIT_PATTERNS:
        match = pattern.search(text)
        if match:
            return unit, factor, _clean(match.group(0))
    return None


def _find_currency(text: str) -> str | None:
    for pattern, code in _CURRENCY_PATTERNS:
        if pattern.search(text):
            return code
    return None


def _long_context(text: str) -> str | None:
    for pattern in _LONG_CONTEXT:
        match = pattern.search(text)
        if match:
            number = Decimal(match.group(1))
            if number == 0:
                return None
            return f"long-context>{match.group(1)}{match.group(2).lower()}"
    return None


def _conditions(text: str) -> list[str]:
    found = [name for pattern, name in _CONDITION_PATTERNS if pattern.search(text)]
    long_context = _long_context(text)
    if long_context:
        found.append(long_context)
    return found


def _parse_date(text: str, clock: str | None) -> dt.date | dt.datetime | None:
    text = text.strip()
    day: dt.date | None = None
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        day = dt.date.fromisoformat(text)
    elif "年" in text:
        y, m, d = (int(x) for x in re.findall(r"\d+", text))
        day = dt.date(y, m, d)
    else:
        month, d, y = re.match(r"(\w+)\s+(\d{1,2}),\s*(\d{4})", text).groups()  # type: ignore[union-attr]
        day = dt.date(int(y), _MONTHS[month.lower()], int(d))
    if clock:
        hour, minute = (int(x) for x in re.findall(r"\d+", clock)[:2])
        return dt.datetime(day.year, day.month, day.day, hour, minute, tzinfo=dt.timezone.utc)
    return day


def _effective_dates(texts: Iterable[str]) -> tuple[dt.date | dt.datetime | None, dt.date | dt.datetime | None]:
    start = end = None
    for text in texts:
        if end is None:
            match = _UNTIL.search(text)
            if match:
                end = _parse_date(match.group("date"), match.group("t1") or match.group("t2"))
        if start is None:
            match = _FROM.search(text)
            if match:
                if match.group("date"):
                    start = _parse_date(match.group("date"), match.group("t1") or match.group("t2"))
                else:
                    start = _parse_date(match.group("zhdate"), match.group("t3"))
    return start, end


def _normalise_model(name: str, hints: ProviderHints | None) -> str:
    key = _strip_markers(name).lower()
    key = re.sub(r"[\s_/]+", "-", key)
    key = re.sub(r"-{2,}", "-", key).strip("-")
    if hints and key in hints.model_aliases:
        return hints.model_aliases[key]
    return key


# ---------------------------------------------------------------------------------------------
# Label classification

_CACHE_WRITE = re.compile(r"cache[\s-]*(?:write|creation)|缓存(?:写入|创建)", re.I)
_TIER = re.compile(r"输入长度|token\s*数|context\s*(?:length|window|tier)|prompt\s*(?:length|size)|\btier\b|档位", re.I)
_GPU_COUNT = re.compile(r"^(?:#\s*)?(?:gpus?|gpu count|number of gpus|gpus per instance|卡数)$", re.I)
_INSTANCE = re.compile(r"^(?:instance(?: type| name)?|实例规格|规格)$", re.I)
_GPU = re.compile(r"^(?:gpu(?: model| type)?|accelerator|加速卡)$", re.I)
_SUBJECT = re.compile(r"^(?:models?|模型(?:名称)?|name|名称|product|gpu(?: model| type)?|instance(?: type)?)$", re.I)
_NOT_PRICE = re.compile(
    r"discount|折扣|%|额度|quota|limit|context\s*(?:length|window|size)|上下文长度|max(?:imum)?\s*(?:output|tokens|context)"
    r"|vram|memory|显存|storage|version|版本", re.I)
_PRICE_WORDS = re.compile(
    r"input|output|cache|cached|prompt|completion|blended|输入|输出|命中|price|pricing|价格|单价|cost|\brate\b"
    r"|on[\s-]?demand|reserved|spot|per gpu|/hr|hour", re.I)


def _classify(label: str) -> str:
    plain = _strip_markers(label.split(" › ")[-1]) if label else ""
    whole = _strip_markers(label)
    if _CACHE_WRITE.search(whole):
        return "cache_write"
    if _GPU_COUNT.match(plain):
        return "gpu_count"
    if _INSTANCE.match(plain):
        return "instance"
    if _GPU.match(plain):
        return "gpu"
    if _SUBJECT.match(plain):
        return "subject"
    if _TIER.search(whole) and not re.search(r"价格|price", whole, re.I):
        return "tier"
    if _NOT_PRICE.search(plain):
        return "other"
    if _PRICE_WORDS.search(whole):
        return "price"
    return "other"


def _token_type(label: str, hints: ProviderHints | None) -> str | None:
    text = _strip_markers(label)
    if hints:
        for pattern, token_type, _ in hints.label_rules:
            if re.search(pattern, text, re.I):
                return token_type
    if re.search(r"cache[\s-]*(?:hit|read)|cached|缓存命中|命中缓存", text, re.I):
        return "cached_input"
    if re.search(r"cache[\s-]*miss|未命中", text, re.I):
        return "input"
    if re.search(r"blended", text, re.I):
        return "blended"
    leaf = text.split(" › ")[-1]
    for part in (leaf, text):
        if re.search(r"output|completion|输出", part, re.I):
            return "output"
        if re.search(r"input|prompt|输入", part, re.I):
            return "input"
    return None


# ---------------------------------------------------------------------------------------------
# Page structure: tables, cards and their context

@dataclass
class _Cell:
    text: str
    markers: set[str]
    element: Tag
    is_header: bool
    origin: tuple[int, int]


@dataclass
class _Field:
    label: str
    label_markers: set[str]
    text: str
    element: Tag | None
    location: str


@dataclass
class _Context:
    where: str
    headings: list[str]
    caption: str
    nearby: str
    footnotes: dict[str, str]


@dataclass
class _Record:
    subject: str
    subject_element: Tag | None
    fields: list[_Field]
    context: _Context
    extra_conditions: list[str] = field(default_factory=list)
    tier_text: str | None = None


def _grid(table: Tag) -> list[list[_Cell]]:
    """The table's full grid through the shared table model (spans expanded)."""
    rows = []
    for tr in table.find_all("tr"):
        if tr.find_parent("table") is not table:
            continue
        cells = []
        for cell in tr.find_all(["td", "th"], recursive=False):
            text, markers = _element_text(cell)
            cells.append(SourceCell(text, cell.get("rowspan", 1), cell.get("colspan", 1), cell.name == "th",
                                    (cell, markers)))
        if cells:
            rows.append((tr, cells))
    grid = build_grid([cells for _, cells in rows], max_span=1000)
    return [[_Cell(cell.text, cell.payload[1], cell.payload[0], cell.header, cell.origin) if cell.payload
             else _Cell("", set(), rows[r][0], False, cell.origin) for cell in line]
            for r, line in enumerate(grid)]


def _header_row_count(table: Tag, grid: list[list[_Cell]]) -> int:
    thead = table.find("thead")
    in_head = None
    if thead is not None and thead.find_parent("table") is table:
        head_rows = {id(tr) for tr in thead.find_all("tr") if tr.find_parent("table") is table}
        in_head = [any(id(cell.element) in head_rows or id(cell.element.parent) in head_rows
                       for cell in row if cell.origin[0] == r) for r, row in enumerate(grid)]
    model_grid = [[GridCell(cell.text, cell.is_header, cell.origin) for cell in row] for row in grid]
    return header_row_count(model_grid, in_head=in_head, is_value=lambda text: bool(_amounts(text)))


def _column_labels(grid: list[list[_Cell]], header_rows: int) -> tuple[list[str], list[set[str]]]:
    model_grid = [[GridCell(cell.text, cell.is_header, cell.origin) for cell in row] for row in grid]
    labels = column_labels(model_grid, header_rows, joiner=" › ")
    markers = []
    for c in range(len(grid[0]) if grid else 0):
        marks: set[str] = set()
        for r in range(min(header_rows, len(grid))):
            if grid[r][c].text:
                marks |= grid[r][c].markers
        markers.append(marks)
    return labels, markers


def _heading_chain(el: Tag) -> list[str]:
    chain: list[str] = []
    level = 7
    for heading in el.find_all_previous(_HEADING_TAGS):
        this_level = int(heading.name[1])
        if this_level < level:
            chain.append(_clean(heading.get_text(" ")))
            level = this_level
        if level == 1:
            break
    return list(reversed(chain))


def _nearby_text(el: Tag, limit: int = 1500) -> str:
    """Text between the nearest heading before the element and the next heading or table after it."""
    before: list[str] = []
    for node in el.previous_elements:
        if isinstance(node, Tag) and node.name in _HEADING_TAGS:
            break
        if isinstance(node, NavigableString) and node.find_parent("table") is None:
            before.append(str(node))
        if sum(len(t) for t in before) > limit:
            break
    inside = set(id(x) for x in el.descendants)
    after: list[str] = []
    for node in el.next_elements:
        if id(node) in inside:
            continue
        if isinstance(node, Tag) and (node.name in _HEADING_TAGS or node.name in ("table", "dl")):
            break
        if isinstance(node, NavigableString):
            after.append(str(node))
        if sum(len(t) for t in after) > limit:
            break
    return _clean(" ".join(reversed(before)) + " " + " ".join(after))


_FOOTNOTE_BLOCKS = ["p", "li", "div", "td", "small", "dd", "caption"]


class _Page:
    def __init__(self, soup: BeautifulSoup):
        self.soup = soup
        self.order = {id(el): i for i, el in enumerate(soup.find_all(True))}
        self.footnote_blocks: list[tuple[int, str, str]] = []  # (position, marker, text)
        # Walk strings, not blocks: a footnote is a short block whose first text is a marker.
        # (Calling get_text on every block would be quadratic on deeply nested pages.)
        seen: set[int] = set()
        for string in soup.find_all(string=True):
            stripped = string.strip()
            if not stripped:
                continue
            parent = string.parent
            if parent is not None and parent.name == "sup" and len(stripped) <= 3:
                marker = stripped
            elif stripped[0] in _MARKER_CHARS:
                marker = stripped[0]
            else:
                continue
            block = string.find_parent(_FOOTNOTE_BLOCKS)
            if block is None or id(block) in seen:
                continue
            seen.add(id(block))
            first = next((t for t in block.find_all(string=True) if t.strip()), None)
            if first is not string:
                continue
            text, _ = _element_text(block)
            if text and len(text) <= 600:
                self.footnote_blocks.append((self.order[id(block)], marker, text))

    def footnotes_near(self, el: Tag) -> dict[str, str]:
        position = self.order.get(id(el), 0)
        found: dict[str, tuple[int, str]] = {}
        for pos, marker, text in self.footnote_blocks:
            distance = pos - position if pos >= position else 10_000_000 + position - pos
            if marker not in found or distance < found[marker][0]:
                found[marker] = (distance, text)
        return {marker: text for marker, (_, text) in found.items()}

    def context(self, el: Tag, where: str, caption: str = "") -> _Context:
        return _Context(where, _heading_chain(el), caption, _nearby_text(el), self.footnotes_near(el))


def _table_records(page: _Page, table: Tag, number: int) -> list[_Record]:
    grid = _grid(table)
    if len(grid) < 2:
        return []
    caption_el = table.find("caption")
    caption = _element_text(caption_el)[0] if caption_el is not None else ""
    where = f"table {number}"
    context = page.context(table, where, caption)
    header_rows = _header_row_count(table, grid)
    labels, label_markers = _column_labels(grid, header_rows)
    body = grid[header_rows:]
    column_kinds = [_classify(label) for label in labels]
    row_kinds = [_classify(row[0].text) for row in body]
    price_columns = sum(kind in ("price", "cache_write") for kind in column_kinds[1:])
    price_rows = sum(kind in ("price", "cache_write") for kind in row_kinds)
    records: list[_Record] = []
    if price_columns and price_columns >= price_rows:
        subject_col = next((i for i, k in enumerate(column_kinds) if k == "subject"), 0)
        tier_col = next((i for i, k in enumerate(column_kinds) if k == "tier"), None)
        section_conditions: list[str] = []
        for row in body:
            if len({cell.origin for cell in row}) == 1:  # a full-width section row
                section_conditions = _conditions(row[0].text)
                continue
            subject = row[subject_col]
            code = subject.element.find("code") if subject.element is not None else None
            row_name = _clean(code.get_text()) if code is not None else _strip_markers(subject.text)
            if tier_col is not None and row[tier_col].text:
                row_name = f"{row_name} {row[tier_col].text}"
            fields = []
            for c, cell in enumerate(row):
                if c == subject_col:
                    continue
                column_name = labels[c] or f"#{c + 1}"
                fields.append(_Field(labels[c], label_markers[c], cell.text, cell.element,
                                     f"{where}, row '{row_name}', column '{_strip_markers(column_name)}'"))
            records.append(_Record(subject.text, subject.element, fields, context,
                                   list(section_conditions),
                                   row[tier_col].text if tier_col is not None else None))
    elif price_rows:
        for c in range(1, len(labels)):
            model = labels[c]
            if not model:
                continue
            fields = [
                _Field(row[0].text, row[0].markers, row[c].text, row[c].element,
                       f"{where}, row '{_strip_markers(row[0].text)}', column '{_strip_markers(model)}'")
                for row in body
            ]
            header_cell = grid[header_rows - 1][c] if header_rows else None
            records.append(_Record(model, header_cell.element if header_cell else None, fields, context))
    return records


def _card_records(page: _Page, dl: Tag, number: int) -> list[_Record]:
    title_el = dl.find_previous(_HEADING_TAGS)
    title = _clean(title_el.get_text(" ")) if title_el is not None else f"card {number}"
    where = f"card {number} '{title}'"
    fields: list[_Field] = []
    for dt_el in dl.find_all("dt"):
        dd_el = dt_el.find_next_sibling("dd")
        if dd_el is None:
            continue
        label, markers = _element_text(dt_el)
        text, _ = _element_text(dd_el)
        fields.append(_Field(label, markers, text, dd_el, f"{where}, field '{_strip_markers(label)}'"))
    return [_Record(title, title_el, fields, page.context(dl, where))] if fields else []


# ---------------------------------------------------------------------------------------------
# Records → rows


def _model_name(record: _Record) -> str:
    if record.subject_element is not None:
        code = record.subject_element.find("code")
        if code is not None and _clean(code.get_text()):
            return _clean(code.get_text())
    return record.subject


def _rows_from_record(record: _Record, *, provider: str, hints: ProviderHints | None,
                      page_unit: tuple[str, Decimal, str] | None, page_currency: str | None,
                      effective: tuple, issues: list[PageIssue]) -> list[PriceRow]:
    ctx = record.context
    context_texts = [ctx.caption, " ".join(ctx.headings), ctx.nearby]
    heading_conditions = _conditions(" ".join(ctx.headings[1:]) + " " + ctx.caption)
    gpu_count: int | None = None
    instance_type: str | None = None
    accelerator: str | None = None
    for f in record.fields:
        kind = _classify(f.label)
        if kind == "gpu_count":
            match = re.fullmatch(r"(\d+)\s*(?:x|×)?", f.text.strip(), re.I)
            if match:
                gpu_count = int(match.group(1))
        elif kind == "instance":
            instance_type = f.text or None
        elif kind == "gpu":
            accelerator = f.text or None
    rows: list[PriceRow] = []
    for f in record.fields:
        kind = _classify(f.label)
        if kind == "cache_write":
            if _amounts(f.text):
                issues.append(PageIssue(f.location, "cache-write price is not one of the token types; skipped"))
            continue
        if kind != "price":
            continue
        text = _clean(f.text)
        if _PLACEHOLDER.match(text) or not _amounts(text):
            why = "free is not recorded as a zero price" if _FREE.search(text) else "no amount"
            issues.append(PageIssue(f.location, f"no price in cell ({text!r}): {why}; skipped"))
            continue
        amounts = set(_amounts(text))
        if len(amounts) > 1:
            issues.append(PageIssue(f.location, f"several amounts in one cell ({text!r}); skipped"))
            continue
        amount = amounts.pop()
        unit = _find_unit(text)
        if unit is None and _OTHER_UNIT.search(text):
            issues.append(PageIssue(f.location, f"not a token or GPU-hour price ({text!r}); skipped"))
            continue
        for source in [f.label, *context_texts]:
            if unit is None and source:
                unit = _find_unit(source)
        if unit is None:
            unit = page_unit
        if unit is None and hints and hints.quoted_unit:
            unit = _find_unit(hints.quoted_unit)
        if unit is None:
            issues.append(PageIssue(f.location, f"unit not stated for {text!r}; skipped"))
            continue
        currency = None
        for source in (text, f.label, *context_texts):
            currency = currency or (_find_currency(source) if source else None)
        currency = currency or page_currency or (hints.currency if hints else None)
        if currency is None:
            issues.append(PageIssue(f.location, f"currency not stated for {text!r}; skipped"))
            continue
        conditions = list(heading_conditions) + list(record.extra_conditions) + _conditions(_strip_markers(f.label))
        for marker in f.label_markers:
            note = ctx.footnotes.get(marker)
            if note:
                conditions += _conditions(note[1:] if note[0] in _MARKER_CHARS else note)
        if record.tier_text:
            conditions += [c for c in _conditions(record.tier_text) if c.startswith("long-context")]
        if hints:
            for pattern, _, condition in hints.label_rules:
                if condition and re.search(pattern, f.label, re.I):
                    conditions.append(condition)
        condition = "; ".join(dict.fromkeys(conditions)) or None
        unit_name, factor, quoted_unit = unit
        common = dict(provider=provider, condition=condition, currency=currency, quoted_unit=quoted_unit,
                      quoted_text=text, location=f.location, effective_from=effective[0],
                      effective_until=effective[1])
        if unit_name == PER_MILLION_TOKENS:
            token_type = _token_type(f.label, hints) or "unspecified"
            rows.append(PriceRow(model=_normalise_model(_model_name(record), hints), token_type=token_type,
                                 amount=_plain_decimal(amount * factor), unit=PER_MILLION_TOKENS, instance_type=instance_type,
                                 **common))
            continue
        gpu_name = accelerator or _strip_markers(record.subject)
        count = gpu_count
        if count is None:
            match = re.search(r"(?:^|[\s_])(\d+)\s*[x×]", instance_type or "", re.I)
            count = int(match.group(1)) if match else None
        per_gpu = _plain_decimal(amount)
        if unit_name == "per_instance_hour":
            if not count:
                issues.append(PageIssue(f.location, f"whole-instance price {text!r} without a stated GPU count; skipped"))
                continue
            per_gpu = _plain_decimal(amount / count)
        model = _normalise_model(re.sub(r"^(?:nvidia|amd|intel|google)\s+", "", gpu_name, flags=re.I), None)
        rows.append(PriceRow(model=model, token_type=None, amount=per_gpu, unit=PER_GPU_HOUR,
                             accelerator=gpu_name, accelerator_count=count, instance_type=instance_type,
                             **common))
    return rows


def _prose_text(soup: BeautifulSoup) -> list[str]:
    blocks = []
    for el in soup.find_all(["p", "li", "caption", "figcaption", "small"]):
        if el.find_parent("table") is None:
            blocks.append(_clean(el.get_text(" ")))
    return [b for b in blocks if b]


def _plain_decimal(value: Decimal) -> Decimal:
    """Drop trailing zeros a unit conversion leaves behind (0.0008 × 1000 → 0.8), without exponents."""
    normalised = value.normalize()
    return normalised.quantize(Decimal(1)) if normalised.as_tuple().exponent > 0 else normalised


def _unique(values: Iterable) -> object | None:
    distinct = {v for v in values if v is not None}
    return distinct.pop() if len(distinct) == 1 else None


def parse_price_page(body: bytes | str, *, url: str, provider: str,
                     content_type: str | None = None) -> PriceParseResult:
    """Read every price table and price card of one page.

    ``body`` is the raw response body (or already decoded text), ``url`` names the page in issues
    and selects provider hints together with ``provider``, and ``content_type`` is the response
    header used for the declared charset. Ordinary bad pages give rows plus issues, or no rows and
    an issue; only bytes that are not text raise :class:`PricePageError`.
    """
    issues: list[PageIssue] = []
    if isinstance(body, bytes):
        text, notes = _decode(body, url=url, content_type=content_type)
        issues += [PageIssue(url, note) for note in notes]
    elif isinstance(body, str):
        text = body
    else:
        raise PricePageError(f"price page {url}: body must be bytes or str, not {type(body).__name__}")
    hints = _hints_for(url, provider)
    text, flattened = flatten_deep_nesting(text)
    if flattened:
        issues.append(PageIssue(url, "HTML nested too deeply; read as flattened text"))
    soup = BeautifulSoup(text, HTML_PARSER)
    for el in soup.find_all(["script", "style", "noscript", "template"]):
        el.decompose()
    page = _Page(soup)
    prose = _prose_text(soup)
    page_unit = _unique(_find_unit(block) for block in prose)
    page_currency = _unique(_find_currency(block) for block in prose)
    effective = _effective_dates(prose)

    records: list[_Record] = []
    tables = [t for t in soup.find_all("table") if t.find("table") is None]
    for number, table in enumerate(tables, start=1):
        records += _table_records(page, table, number)
    cards = [dl for dl in soup.find_all("dl") if dl.find_parent("table") is None]
    for number, dl in enumerate(cards, start=1):
        records += _card_records(page, dl, number)

    rows: list[PriceRow] = []
    seen: set[tuple] = set()
    for record in records:
        try:
            record_rows = _rows_from_record(record, provider=provider, hints=hints, page_unit=page_unit,
                                            page_currency=page_currency, effective=effective, issues=issues)
        except (ArithmeticError, ValueError) as exc:
            # one amount no Decimal context holds (30 digits): this row is an issue, the page keeps its others
            issues.append(PageIssue(f"{url} ({record.subject[:80]})",
                                    f"amount out of range, row skipped ({type(exc).__name__})"))
            continue
        for row in record_rows:
            key = (row.model, row.token_type, row.condition, row.unit, row.currency, row.amount,
                   row.accelerator, row.instance_type)
            if key not in seen:
                seen.add(key)
                rows.append(row)
    if not rows:
        issues.append(PageIssue(url, f"no price table found in {url}"))
    return PriceParseResult(rows=rows, issues=issues, parser=f"{PARSER_NAME}+{hints.name}" if hints else PARSER_NAME)
