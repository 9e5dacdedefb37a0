"""Property tests (hypothesis) for the readers: numbers, sentences, feeds and price tables.

Whatever the input: no exception escapes but the documented one, every offset indexes the text,
and every amount is finite and non-negative. Example counts are bounded so the suite stays fast.
"""

from __future__ import annotations

import math

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from extractors.numbers import find_changes, find_money, find_rates
from extractors.pipeline import extract_claims
from extractors.text import split_sentences
from pipelines.sources.feeds import FeedError, parse_feed
from pipelines.sources.price_pages import PricePageError, parse_price_page

BOUNDED = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

digits = st.text("0123456789", min_size=1, max_size=40)
amount_text = st.one_of(
    digits,
    st.builds(lambda a, b: f"{a}.{b}", digits, digits),
    st.builds(lambda a: ",".join([a[:3] or "1"] + [a[i:i + 3].ljust(3, "0") for i in range(3, len(a), 3)]), digits),
    st.sampled_from(["1e308", "-5", "0", "∞", "NaN", "٣٫٥", "１２３", "0x1F", "1_000"]),
)
currency = st.sampled_from(["$", "US$", "€", "¥", "￥", "RMB ", "USD ", ""])
unit = st.sampled_from([" per million tokens", " per 1K tokens", " per hour", "/GPU-hour", " tokens/s", "x", "%",
                        " 每百万tokens", " times faster", ""])
filler = st.text(st.characters(blacklist_categories=("Cs",)), max_size=30)
sentence = st.builds(lambda f1, c, a, u, f2: f"{f1}{c}{a}{u}{f2}", filler, currency, amount_text, unit, filler)


@BOUNDED
@given(sentence)
def test_numbers_in_any_sentence_are_finite_non_negative_and_inside_it(text):
    for mention in find_money(text):
        assert 0 <= mention.start < mention.end <= len(text)
        assert mention.amount.is_finite() and mention.amount >= 0
    for rate in find_rates(text):
        assert 0 <= rate.start < rate.end <= len(text)
        assert rate.value.is_finite() and rate.value >= 0
    find_changes(text)


@BOUNDED
@given(st.lists(st.one_of(sentence, filler, st.sampled_from(["\n", "\n\n", ". ", "。", "|", "- ", "# "])),
                max_size=12).map("".join))
def test_sentences_are_ordered_spans_of_the_text(text):
    spans = split_sentences(text)
    previous_end = 0
    for start, end in spans:
        assert previous_end <= start <= end <= len(text)
        previous_end = end


@BOUNDED
@given(st.lists(sentence, min_size=1, max_size=6).map(lambda parts: "<p>" + "</p><p>".join(parts) + "</p>"))
def test_claims_of_any_page_point_into_its_text_with_finite_amounts(html):
    result = extract_claims(f"<html><body>{html}</body></html>", content_type="text/html", document_id="p")
    text = result.prepared.text
    for claim in result.claims:
        start, end = claim.span
        assert 0 <= start < end <= len(text)
        amount = getattr(claim, "amount", None)
        if amount is not None:
            assert amount.is_finite() and amount >= 0


link = st.one_of(st.just("https://example.com/a"), st.text(max_size=40),
                 st.builds(lambda s, t: f"{s}{t}", st.sampled_from(["javascript:", " JAVASCRIPT:", "data:", "file:",
                                                                     "vbscript:", "&#106;avascript:", "http://", "//"]),
                           st.text(max_size=20)))


def _xml(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;")


@BOUNDED
@given(st.lists(st.tuples(filler, link, st.text(max_size=30)), max_size=8), st.booleans(), st.integers(0, 400))
def test_any_feed_is_read_or_refused_and_keeps_only_web_links(items, truncate, cut):
    body = ('<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>' + "".join(
        f"<item><title>{_xml(t)}</title><link>{_xml(l)}</link><pubDate>{_xml(d)}</pubDate></item>"
        for t, l, d in items) + "</channel></rss>").encode("utf-8", "surrogatepass")
    if truncate:
        body = body[:cut]
    try:
        result = parse_feed(body, url="https://example.com/feed")
    except FeedError as exc:
        assert str(exc)
        return
    for entry in result.entries:
        assert entry.link is None or entry.link.startswith(("http://", "https://"))


@BOUNDED
@given(st.lists(st.tuples(filler, st.builds(lambda c, a: f"{c}{a}", currency, amount_text),
                          st.builds(lambda c, a, u: f"{c}{a}{u}", currency, amount_text, unit)),
                min_size=1, max_size=6),
       st.sampled_from(["Input (per 1M tokens)", "Price / hour", "Output", "价格（每百万tokens）", ""]))
def test_any_price_table_gives_finite_non_negative_prices(rows, header):
    cells = "".join(f"<tr><td>{_xml(m)}</td><td>{_xml(a)}</td><td>{_xml(b)}</td></tr>" for m, a, b in rows)
    page = f"<html><body><table><tr><th>Model</th><th>{header}</th><th>Output</th></tr>{cells}</table></body></html>"
    try:
        result = parse_price_page(page, url="https://example.com/pricing", provider="X")
    except PricePageError:
        return
    for row in result.rows:
        assert row.amount.is_finite() and row.amount >= 0
        assert not math.isnan(float(row.amount))
