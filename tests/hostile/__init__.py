"""The hostile corpus: inputs built to break inferwatch's readers, and the contract each reader must keep.

:func:`cases` yields every case (reliability.md and issue 10, one per line there); :func:`attack`
feeds one body to its reader the way the pipeline does. A reader may refuse an input only with its
documented error (``FeedError``, ``ArticleError``, ``PricePageError``, ``MlperfFormatError``,
``SourcesFileError``); any other exception is a crash. Crashes found by ``benchmarks/fuzz.py`` are
kept in ``tests/hostile/crashes/`` (named ``<target>-<hash>.bin``) and replayed by the suite forever.
"""

from __future__ import annotations

import dataclasses
import decimal
import gzip
import json
import math
import tempfile
from collections.abc import Iterator
from pathlib import Path

CRASHES = Path(__file__).parent / "crashes"
TARGETS = ("feed", "article", "price_page", "mlperf", "text", "sources_file")


@dataclasses.dataclass(frozen=True)
class Case:
    name: str
    target: str
    body: bytes


class Crash(AssertionError):
    """A reader broke its contract on a hostile input."""


def _rss(items: str, head: str = "") -> bytes:
    return (f'<?xml version="1.0" encoding="utf-8"?>{head}<rss version="2.0"><channel><title>t</title>'
            f"<link>https://example.com/</link>{items}</channel></rss>").encode()


def _item(link: str = "https://example.com/a", title: str = "A", guid: str | None = "g", date: str | None = None) -> str:
    parts = [f"<title>{title}</title>", f"<link>{link}</link>"]
    if guid is not None:
        parts.append(f"<guid>{guid}</guid>")
    if date is not None:
        parts.append(f"<pubDate>{date}</pubDate>")
    return "<item>" + "".join(parts) + "</item>"


def _page(body: str, head: str = "") -> bytes:
    return f"<html><head><title>T</title>{head}</head><body>{body}</body></html>".encode()


def _price_table(rows: list[tuple[str, str, str]]) -> bytes:
    cells = "".join(f"<tr><td>{m}</td><td>{i}</td><td>{o}</td></tr>" for m, i, o in rows)
    return _page("<h1>Pricing</h1><table><tr><th>Model</th><th>Input (per 1M tokens)</th>"
                 f"<th>Output (per 1M tokens)</th></tr>{cells}</table>")


def _mlperf_row(value: object) -> dict:
    return {"Submitter": "X", "Category": "closed", "System": "S", "Model": "llama2-70b-99", "Scenario": "Offline",
            "Performance_Result": value, "Performance_Units": "Tokens/s", "version": "v5.1",
            "Division": "closed", "Availability": "available", "Accelerator": "NVIDIA H100",
            "Nodes": 1, "a#": 8, "Platform": "p", "Organization": "X"}


def _feed_cases() -> Iterator[Case]:
    laughs = ('<!DOCTYPE lolz [<!ENTITY lol "lol">' + "".join(
        f'<!ENTITY lol{n} "{("&lol" + (str(n - 1) if n > 1 else "") + ";") * 10}">' for n in range(1, 10)) + "]>")
    yield Case("empty body", "feed", b"")
    yield Case("whitespace only", "feed", b"   \n\t ")
    yield Case("an HTML error page", "feed", _page("<h1>502 Bad Gateway</h1>"))
    yield Case("JSON", "feed", b'{"items": [{"url": "https://example.com"}]}')
    yield Case("binary noise", "feed", bytes(range(256)) * 40)
    yield Case("UTF-16 without BOM", "feed", _rss(_item()).decode().encode("utf-16-le"))
    yield Case("truncated feed", "feed", _rss(_item() * 5)[:-60])
    yield Case("billion laughs", "feed", _rss(_item(title="&lol9;"), laughs))
    yield Case("external entity to a file", "feed",
               _rss(_item(title="&xxe;"), '<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'))
    yield Case("external entity to the metadata address", "feed",
               _rss(_item(title="&xxe;"), '<!DOCTYPE r [<!ENTITY xxe SYSTEM "http://169.254.169.254/latest/">]>'))
    for link in ("javascript:alert(1)", " JaVaScRiPt:alert(1)", "&#106;avascript:alert(1)", "data:text/html,<script>",
                 "file:///etc/passwd", "vbscript:msgbox(1)", "java\tscript:alert(1)", "http://169.254.169.254/",
                 "http://2852039166/", "//evil.example/x", "https://[::1]:80/",
                 "A://[", "http://[::1", "http://example.com:99999999/"):   # the last three crashed parse_feed
        yield Case(f"entry link {link!r}", "feed", _rss(_item(link=link.replace("&", "&amp;"))))
    for date in ("", "Wed, 10 Sep 9999 10:00:00 GMT", "not a date", "Mon, 31 Feb 2025 25:61:00 GMT", "0" * 40,
                 "-1", "1e308"):
        yield Case(f"entry date {date!r}", "feed", _rss(_item(date=date)))
    yield Case("duplicate GUIDs", "feed", _rss(_item(guid="same") * 3))
    yield Case("missing GUIDs and links", "feed", _rss("<item><title>t</title></item>" * 3))
    yield Case("an entry with only a title (no dates)", "feed", _rss("<item><title>t</title><link>A://[</link></item>"))
    yield Case("10,000 entries", "feed", _rss("".join(_item(link=f"https://example.com/{n}", guid=str(n))
                                                      for n in range(10_000))))
    yield Case("one 5 MB entry", "feed", _rss(_item(title="x" * 5_000_000)))
    yield Case("markup and escapes in a title", "feed",
               _rss(_item(title="[/bold] &#27;[31m \u202e &lt;script&gt; {{7*7}} \x01")))
    yield Case("gzip bytes served as a feed", "feed", gzip.compress(_rss(_item())))


def _page_cases() -> Iterator[tuple[str, bytes]]:
    yield "unclosed cells", _page("<table><tr><td>GPT-4o<td>$5<tr><td>o1<td>$15</table>")
    yield "nbsp and em-dash placeholders", _page("<p>GPT-4o costs $5&nbsp;per million tokens; o1: \u2014</p>")
    yield "thousands separators", _page("<p>It reached 1,234,567.89 tokens/s and costs $1,200.00 per hour.</p>")
    yield "per 1K and per 1M units", _page("<p>$0.002 per 1K tokens, or $2 per 1M tokens.</p>")
    yield "a wrong declared charset", _page("<p>caf\u00e9 \u2014 $5</p>", '<meta charset="shift_jis">')
    yield "cp1252", "<html><body><p>caf\u00e9 \u2013 \u20ac5 per million tokens</p></body></html>".encode("cp1252")
    yield "UTF-16", "<html><body><p>H100 at $2.50 per hour</p></body></html>".encode("utf-16")
    for depth in (2_500, 50_000):
        yield (f"{depth:,} nested divs", _page("<p>Before: $2 per hour.</p>" + "<div>" * depth
                                               + "<p>Deep.</p>" + "</div>" * depth + "<p>After: $5 per million tokens.</p>"))
    for digits in (29, 30, 400):
        number = "9" * digits
        yield f"a {digits}-digit number", _page(f"<p>GPT-4o costs ${number} per million tokens.</p>"
                                                f"<p>It ran at {number}.{number} tokens per second.</p>"
                                                "<p>The H100 rents for $2.50 per hour.</p>")
    yield "exponent notation", _page("<p>It costs $1e308 per million tokens and $-1e-308 per hour.</p>")
    yield "NUL and controls", _page("<p>GPT\x00-4o costs $5\x1b[31m per million tokens.\x07</p>")
    yield "a PDF", b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj"
    yield "a PNG", b"\x89PNG\r\n\x1a\n" + bytes(100)
    yield "JSON", b'{"price": 5}'
    yield "only scripts", _page("<script>var price = '$5 per million tokens';</script>")
    yield "JSON-LD nested 100,000 deep", _page("<p>$5 per million tokens</p>", '<script type="application/ld+json">'
                                                + "[" * 100_000 + "]" * 100_000 + "</script>")
    yield "one 1 MB title", _page("<p>text $5 per million tokens</p>", f"<title>{'x' * 1_000_000}</title>")


def _mlperf_cases() -> Iterator[Case]:
    for value in (1e308, "1e308", "inf", "NaN", -5, 0, "9" * 400, "12345678901234567890123456789012", True, None,
                  {"nested": 1}, [1, 2], "1,234"):
        yield Case(f"result value {value!r}"[:80], "mlperf", json.dumps([_mlperf_row(value)]).encode())
    yield Case("JSON nested 100,000 deep", "mlperf", b"[" * 100_000 + b"]" * 100_000)
    yield Case("not JSON", "mlperf", b"\x00\x01 not json")
    yield Case("an object instead of rows", "mlperf", b'{"rows": 5}')
    yield Case("rows that are not objects", "mlperf", b"[1, \"a\", null]")
    yield Case("an empty table", "mlperf", b"[]")


def _sources_cases() -> Iterator[Case]:
    yield Case("nested 5,000 levels", "sources_file", b"x = " + b"[" * 5000 + b"]" * 5000)
    yield Case("inline tables nested 5,000 levels", "sources_file", b"x = " + b"{a = " * 5000 + b"1" + b"}" * 5000)
    yield Case("an infinite timeout", "sources_file", b"[network]\ntimeout_s = inf\n")
    yield Case("a javascript: feed", "sources_file", b'[[feed]]\nname = "x"\nurl = "javascript:alert(1)"\n')
    yield Case("an unknown key", "sources_file", b'[[feed]]\nname = "x"\nurl = "https://e.com/f"\ncolour = "red"\n')
    yield Case("not UTF-8", "sources_file", b"\xff\xfe[network]")
    yield Case("a NUL byte", "sources_file", b"[network]\x00\n")
    yield Case("a network that is not one", "sources_file", b'[network]\nallow_networks = ["x/99"]\n')


def cases() -> Iterator[Case]:
    """Every hostile input, with the reader it targets."""
    yield from _feed_cases()
    for name, body in _page_cases():
        yield Case(name, "article", body)
        yield Case(name, "price_page", body)
        yield Case(name, "text", body)
    yield Case("a price table with a 30-digit cell", "price_page",
               _price_table([("m1", "$0.27", "$1.10"), ("m2", "$" + "9" * 30, "$1"), ("m3", "$0.55", "$2.19")]))
    yield from _mlperf_cases()
    yield from _sources_cases()
    for path in sorted(CRASHES.glob("*.bin")):
        yield Case(f"fuzz crash {path.name}", path.name.split("-", 1)[0], path.read_bytes())


def attack(case: Case) -> object:
    """Feed ``case`` to its reader; returns the reader's result (or its documented error), raises :class:`Crash`."""
    from extractors.pipeline import TextPreparationError, extract_claims
    from pipelines.sources.articles import ArticleError, parse_article
    from pipelines.sources.config import SourcesFileError, load_sources
    from pipelines.sources.feeds import FeedError, parse_feed
    from pipelines.sources.mlperf import MlperfFormatError, read_mlperf_table
    from pipelines.sources.price_pages import PricePageError, parse_price_page

    documented = {"feed": FeedError, "article": ArticleError, "price_page": PricePageError,
                  "mlperf": MlperfFormatError, "text": TextPreparationError, "sources_file": SourcesFileError}
    try:
        if case.target == "feed":
            result = parse_feed(case.body, url="https://example.com/feed", headers={})
            for entry in result.entries:
                if entry.link and not entry.link.startswith(("http://", "https://")):
                    raise Crash(f"{case.name}: unsafe link kept: {entry.link!r}")
        elif case.target == "article":
            result = parse_article(case.body, url="https://example.com/a", content_type="text/html")
        elif case.target == "price_page":
            result = parse_price_page(case.body, url="https://example.com/pricing", provider="X")
            for row in result.rows:
                if not (row.amount.is_finite() and row.amount >= 0):
                    raise Crash(f"{case.name}: price {row.amount} is not finite and non-negative")
        elif case.target == "mlperf":
            result = read_mlperf_table(case.body, source="https://example.com/results.json", round="v5.1")
            for item in result.results:
                if not (math.isfinite(item.result_value) and 0 < item.result_value <= 1e9):
                    raise Crash(f"{case.name}: implausible result {item.result_value} kept")
        elif case.target == "text":
            result = extract_claims(case.body, content_type="text/html", document_id="hostile")
            text = result.prepared.text
            for start, end in result.prepared.sentences:
                if not 0 <= start <= end <= len(text):
                    raise Crash(f"{case.name}: sentence ({start}, {end}) outside the text")
            for claim in result.claims:
                start, end = claim.span
                if not 0 <= start < end <= len(text):
                    raise Crash(f"{case.name}: claim span {claim.span} outside the text")
                for name in ("amount", "value"):
                    value = getattr(claim, name, None)
                    if isinstance(value, decimal.Decimal) and not value.is_finite():
                        raise Crash(f"{case.name}: claim {name} {value} is not finite")
        elif case.target == "sources_file":
            with tempfile.TemporaryDirectory() as folder:
                path = Path(folder) / "sources.toml"
                path.write_bytes(case.body)
                result = load_sources(path)
        else:
            raise ValueError(f"unknown target {case.target!r}")
    except Crash:
        raise
    except documented.get(case.target, ()) as exc:
        if not str(exc).strip():
            raise Crash(f"{case.name}: refused without a reason") from exc
        return exc
    except Exception as exc:  # noqa: BLE001 - anything else is what this corpus exists to find
        raise Crash(f"{case.name} ({case.target}): {type(exc).__name__}: {exc}"[:500]) from exc
    return result
