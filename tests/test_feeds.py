import datetime as dt
import json

import pytest

from pipelines.sources.feeds import FeedError, clean_link, parse_feed
from tests.conftest import SNAPSHOT

FETCHED_AT = dt.datetime(2025, 10, 6, 6, 0)


def _snapshot_feeds():
    feeds = []
    for part in sorted((SNAPSHOT / "manifest.d").glob("*.json")):
        data = json.loads(part.read_text(encoding="utf-8"))
        urls = {s["url"] for s in data.get("sources", []) if s["type"] == "feed"}
        for entry in data["entries"]:
            if entry["url"] in urls:
                feeds.append(entry)
    return feeds


@pytest.mark.parametrize("entry", _snapshot_feeds(), ids=lambda e: e["url"])
def test_every_snapshot_feed_parses_with_entries(entry):
    body = (SNAPSHOT / entry["file"]).read_bytes()
    result = parse_feed(body, url=entry["url"], headers=entry["headers"], fetched_at=FETCHED_AT)
    assert len(result.entries) >= 5
    assert all(e.link and e.link.startswith("https://") for e in result.entries)
    assert all("utm_" not in e.link for e in result.entries)


def test_the_malformed_feed_is_recovered_and_flagged():
    body = (SNAPSHOT / "press" / "tokeneconomics" / "feed.xml").read_bytes()
    result = parse_feed(body, url="https://tokeneconomics.example/feed.xml", fetched_at=FETCHED_AT)
    assert result.malformed
    assert len(result.entries) == body.count(b"<item>")
    assert any("malformed feed" in p.reason for p in result.problems)
    # an entry whose date cannot be read keeps its place, without a date, and is reported
    assert any("unusable date" in p.reason for p in result.problems)


@pytest.mark.parametrize("body, reason", [
    (b"", "empty body"),
    (b"   \n", "empty body"),
    (b"<!DOCTYPE html><html><body>502 Bad Gateway</body></html>", "HTML page"),
    (b'{"items": []}', "JSON"),
    (bytes(range(256)) * 4, "binary"),
    ("<rss><channel></channel></rss>".encode("utf-16-le"), "UTF-16 without a byte-order mark"),
])
def test_bodies_that_are_not_feeds_are_refused_with_a_reason(body, reason):
    with pytest.raises(FeedError, match=reason):
        parse_feed(body, url="https://bad.example/feed")


def _rss(items: str) -> bytes:
    return f'<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>{items}</channel></rss>'.encode()


def test_unsafe_links_are_dropped_and_duplicates_skipped():
    body = _rss(
        "<item><title>a</title><link>javascript:alert(1)</link><guid>1</guid></item>"
        "<item><title>b</title><link> JaVaScRiPt:alert(1)</link><guid>2</guid></item>"
        "<item><title>c</title><link>data:text/html,hi</link><guid>3</guid></item>"
        "<item><title>d</title><link>https://ok.example/a?utm_source=rss&amp;id=7&amp;fbclid=x</link><guid>4</guid></item>"
        "<item><title>e</title><link>https://ok.example/b</link><guid>4</guid></item>"
    )
    result = parse_feed(body, url="https://ok.example/feed")
    links = {e.guid: e.link for e in result.entries}
    assert links["1"] is None and links["2"] is None and links["3"] is None
    assert links["4"] == "https://ok.example/a?id=7"
    assert len(result.entries) == 4
    assert any("duplicate guid" in p.reason for p in result.problems)


def test_far_future_dates_are_not_trusted():
    body = _rss("<item><title>x</title><link>https://ok.example/x</link><guid>x</guid>"
                "<pubDate>Mon, 01 Jan 2124 00:00:00 GMT</pubDate></item>")
    result = parse_feed(body, url="https://ok.example/feed", fetched_at=FETCHED_AT)
    assert result.entries[0].published_at is None


@pytest.mark.parametrize("link, expected", [
    ("https://a.example/p?utm_medium=feed&q=1", "https://a.example/p?q=1"),
    ("/relative/path", "https://base.example/relative/path"),
    ("file:///etc/passwd", None),
    ("vbscript:msgbox", None),
    ("&#106;avascript:alert(1)", None),
    ("", None),
])
def test_clean_link(link, expected):
    assert clean_link(link, base="https://base.example/feed") == expected


def test_entity_expansion_attacks_expand_nothing():
    laughs = (b'<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa">'
              b'<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">'
              b'<!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">'
              b'<!ENTITY ext SYSTEM "file:///etc/passwd">]>'
              b'<rss version="2.0"><channel><title>t</title><item><title>&e;&ext;</title>'
              b'<link>https://ok.example/a</link><guid>a</guid></item></channel></rss>')
    try:
        result = parse_feed(laughs, url="https://ok.example/feed")
    except FeedError:
        return  # refusing the document is as good as expanding nothing
    for entry in result.entries:
        assert len(entry.title or "") < 1000
        assert "root:" not in (entry.title or "")
