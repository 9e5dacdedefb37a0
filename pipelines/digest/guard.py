"""The truth guard: every number a rendered digest shows must come from the warehouse.

A number passes when it is

* quoted: it stands in the rendered text with the same neighbouring characters as in a stored
  document's text or title (a headline, a quoted sentence, an original Chinese headline), or
* a stored value: a claim's amount, USD amount, ratio or measured value, an MLPerf result or
  per-accelerator value, a tokens-per-dollar figure, or a price page's amount, equal to the
  rendered number at the precision it is printed with (``$0.28`` matches 0.2805; ``0.3`` does not
  match 0.28), or
* structure: a date (``2025-09-29``), an ISO week (``2025-W40``), or part of a name (``H100``,
  ``gpt-oss-120b``, ``v5.1``: digits joined to letters or a hyphen).

Everything else is an unmatched number, and a digest with one is not published.
"""

from __future__ import annotations

import html
import re
from decimal import Decimal, InvalidOperation
from html.parser import HTMLParser

from warehouse.db import joined_ids

# a number on its own: not glued to a letter, digit, hyphen, underscore, dot or slash (names, versions, paths)
_NUMBER = re.compile(
    r"(?<![\w\-./])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?(million|billion|M|bn|k)\b)?(?![\w\-]|\.\d)"
)
_STRUCTURE = re.compile(r"\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?|\d{4}-W\d{2}|\d{2}:\d{2} UTC")
_MARKDOWN_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|~<>=])")
_LINK_TARGET = re.compile(r"\]\([^)\s]*\)")
_SCALE = {"million": Decimal(10) ** 6, "M": Decimal(10) ** 6, "billion": Decimal(10) ** 9, "bn": Decimal(10) ** 9,
          "k": Decimal(1000), None: Decimal(1)}
QUOTE_CONTEXT = 10       # characters of unchanged neighbouring text that make a number a quotation


class _TextOfHtml(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lines: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("style", "script"):
            self._skip += 1

    def handle_endtag(self, tag):
        if tag in ("style", "script"):
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip and data.strip():
            self.lines.append(" ".join(data.split()))


def visible_lines(rendered: str, kind: str) -> list[str]:
    """The text a reader sees, line by line: Markdown without escapes and link targets, or HTML text nodes."""
    if kind == "html":
        parser = _TextOfHtml()
        parser.feed(rendered)
        return parser.lines
    lines = []
    for line in rendered.splitlines():
        line = _LINK_TARGET.sub("]", line)
        line = html.unescape(_MARKDOWN_ESCAPE.sub(r"\1", line))
        lines.append(" ".join(line.split()))
    return lines


def _normalise(text: str) -> str:
    return " ".join(html.unescape(text or "").split())


class Evidence:
    """What the warehouse holds for one digest: stored texts to quote from and stored values."""

    def __init__(self, texts: list[str], values: list[float | Decimal], names: list[str] = ()):
        self.corpus = "\n".join(_normalise(t) for t in texts if t)
        # names with a number of their own ("Huawei Atlas 950 SuperPoD"), longest first
        self.names = sorted({n for n in names if n and re.search(r"\d", n)}, key=lambda n: (-len(n), n))
        self.values = sorted({Decimal(str(v)) for v in values if v is not None})

    def quoted(self, line: str, start: int, end: int) -> bool:
        left = max(0, start - QUOTE_CONTEXT)
        right = min(len(line), end + QUOTE_CONTEXT)
        if start - left >= QUOTE_CONTEXT and line[left:end] in self.corpus:
            return True
        if right - end >= QUOTE_CONTEXT and line[start:right] in self.corpus:
            return True
        return len(line) >= 2 * QUOTE_CONTEXT and line in self.corpus

    def stored(self, number: Decimal, decimals: int) -> bool:
        half = Decimal(5) * Decimal(10) ** -(decimals + 1)
        low, high = number - half, number + half
        # binary search would do; digests hold a few thousand values at most
        return any(low <= v < high or v == number for v in self.values)


def evidence_for(connection, document_ids: list[str], verdict_values: list | None = None) -> Evidence:
    """Stored texts of the digest's documents and every stored value the digest may cite.

    ``verdict_values``: the claimed and measured ratios of the documents' claims in
    ``claims_vs_measurements`` when the caller has read them already (that mart judges every comparison
    claim of the warehouse, so reading it costs seconds at a million claims); read here otherwise."""
    texts: list[str] = []
    values: list = []
    names: list[str] = []
    if document_ids:
        ids = joined_ids(document_ids)
        rows = connection.execute("select title, text from documents "
                                  "where list_contains(string_split(?, chr(31)), document_id)",
                                  [ids]).fetchall()
        for title, text in rows:
            texts.extend([title, text])
        for row in connection.execute(
                "select amount, amount_usd, ratio, value, accelerator_count from claims "
                "where list_contains(string_split(?, chr(31)), document_id)", [ids]).fetchall():
            values.extend(row)
        for row in connection.execute(
                "select subject, baseline, system, accelerator, name, benchmark from claims "
                "where list_contains(string_split(?, chr(31)), document_id)", [ids]).fetchall():
            names.extend(v for v in row if isinstance(v, str))
    try:
        for name, aliases in connection.execute("select name, aliases from hardware").fetchall():
            names.append(name)
            names.extend(aliases or [])
    except Exception:  # noqa: BLE001
        pass
    queries = [
        "select value, per_accelerator_value from stg_mlperf_results",
        "select tokens_per_second_per_accelerator, usd_per_gpu_hour, tokens_per_dollar, usd_per_million_tokens "
        "from tokens_per_dollar",
        "select amount from price_history",
        "select amount_usd from prices_current",
        "select ratio_to_previous, previous_per_accelerator_value from mlperf_round_over_round",
    ]
    if verdict_values is not None:
        values.extend(verdict_values)
    elif document_ids:
        # only the verdicts of the digest's own claims can appear in it
        queries.append("select claimed_ratio, measured_ratio from claims_vs_measurements "
                       "where list_contains(string_split(?, chr(31)), document_id)")
    for query in queries:
        try:
            parameters = [joined_ids(document_ids)] if "?" in query else []
            for row in connection.execute(query, parameters).fetchall():
                values.extend(v for v in row if v is not None)
        except Exception:  # noqa: BLE001 - a warehouse without that mart simply offers no such values
            continue
    for query in ("select distinct system from stg_mlperf_results", "select distinct hardware from mlperf_best",
                  "select distinct model_family from mlperf_best", "select distinct model from price_history"):
        try:
            names.extend(row[0] for row in connection.execute(query).fetchall() if row[0])
        except Exception:  # noqa: BLE001
            continue
    return Evidence(texts, [v for v in values if isinstance(v, (int, float, Decimal))], names)


def unmatched_in_text(rendered: str, kind: str, evidence: Evidence) -> list[str]:
    """Every number in a rendered digest that is neither quoted, stored nor structure, with its line."""
    problems = []
    for line in visible_lines(rendered, kind):
        masked = _STRUCTURE.sub(lambda m: "#" * len(m.group(0)), line)
        for name in evidence.names:
            if name in masked:
                masked = masked.replace(name, "#" * len(name))
        for match in _NUMBER.finditer(masked):
            start, end = match.span()
            if evidence.quoted(line, start, end):
                continue
            whole, fraction, scale = match.group(1), match.group(2) or "", match.group(3)
            try:
                number = Decimal(whole.replace(",", "") + fraction)
            except InvalidOperation:
                problems.append(f"{match.group(0)!r} in: {line[:160]}")
                continue
            decimals = len(fraction) - 1 if fraction else 0
            scaled = number * _SCALE[scale]
            scaled_decimals = decimals - (len(str(_SCALE[scale])) - 1)
            if evidence.stored(scaled, scaled_decimals):
                continue
            problems.append(f"{match.group(0)!r} in: {line[:160]}")
    return problems


def unmatched_numbers(digest, warehouse, *, markdown: str | None = None, html: str | None = None) -> list[str]:
    """The numbers in a digest's Markdown and HTML that match no stored claim, measurement or quote.

    ``warehouse`` is a :class:`warehouse.Warehouse` or an open DuckDB connection. ``markdown`` and
    ``html``: the digest as already rendered, so a caller that publishes it renders it once. An empty
    list means the digest may be published.
    """
    from pipelines.digest.render import render_html, render_markdown

    connect = getattr(warehouse, "connect", None)
    verdict_values = getattr(digest, "verdict_values", None)
    if connect is not None:
        with connect() as connection:
            evidence = evidence_for(connection, digest.document_ids, verdict_values)
    else:
        evidence = evidence_for(warehouse, digest.document_ids, verdict_values)
    markdown = render_markdown(digest) if markdown is None else markdown
    html = render_html(digest) if html is None else html
    return (unmatched_in_text(markdown, "md", evidence)
            + [f"(html) {p}" for p in unmatched_in_text(html, "html", evidence)])
