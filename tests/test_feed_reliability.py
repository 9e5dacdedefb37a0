"""Every Feeds case of ../shared/spec/reliability.md, each as a test of `parse_feed`."""

import datetime as dt
import os
import time

import pytest

from pipelines.sources.feeds import MAX_SUMMARY_CHARS, FeedError, clean_link, parse_feed

FETCHED_AT = dt.datetime(2025, 10, 6, 6, 0)
URL = "https://feeds.example/rss"


def rss(items: str, *, close: bool = True) -> bytes:
    text = f'<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>Feed</title>{items}'
    return (text + ("</channel></rss>" if close else "")).encode("utf-8")


def item(guid: str | None, *, link: str | None = "auto", date: str | None = None, title: str = "t") -> str:
    parts = [f"<title>{title}</title>"]
    if link == "auto":
        link = f"https://news.example/{guid}"
    if link is not None:
        parts.append(f"<link>{link}</link>")
    if guid is not None:
        parts.append(f'<guid isPermaLink="false">{guid}</guid>')
    if date is not None:
        parts.append(f"<pubDate>{date}</pubDate>")
    return "<item>" + "".join(parts) + "</item>"


def reasons(result) -> list[str]:
    return [problem.reason for problem in result.problems]


# --- dates -------------------------------------------------------------------------------------------

def test_missing_date_keeps_the_entry_undated_and_counts_it():
    result = parse_feed(rss(item("a") + item("b", date="Tue, 02 Sep 2025 10:00:00 GMT")), url=URL,
                        fetched_at=FETCHED_AT)
    dates = {e.guid: e.published_at for e in result.entries}
    assert dates == {"a": None, "b": dt.datetime(2025, 9, 2, 10, 0)}
    assert any("1 of 2 entries have no date" in r for r in reasons(result))


def test_far_future_date_is_dropped_and_reported_with_the_entry():
    result = parse_feed(rss(item("x", date="Mon, 01 Jan 2124 00:00:00 GMT")), url=URL, fetched_at=FETCHED_AT)
    assert result.entries[0].published_at is None
    assert result.entries[0].published_raw == "Mon, 01 Jan 2124 00:00:00 GMT"
    problem = next(p for p in result.problems if "future" in p.reason)
    assert problem.location.startswith("entry 0")


@pytest.mark.parametrize("raw", ["yesterday-ish", "32/13/2025 25:61", "0000-00-00", "Mon, 99 Foo 2025"])
def test_unparseable_date_keeps_the_entry_and_reports_the_text(raw):
    result = parse_feed(rss(item("x", date=raw)), url=URL, fetched_at=FETCHED_AT)
    assert [e.guid for e in result.entries] == ["x"]
    assert result.entries[0].published_at is None
    assert any("not used" in r or "unusable date" in r for r in reasons(result))


# --- GUIDs -------------------------------------------------------------------------------------------

def test_duplicate_guids_keep_the_first_entry_only():
    body = rss(item("same", link="https://news.example/1") + item("same", link="https://news.example/2"))
    result = parse_feed(body, url=URL, fetched_at=FETCHED_AT)
    assert [e.link for e in result.entries] == ["https://news.example/1"]
    assert any(p.location == "entry 1" and "duplicate guid" in p.reason for p in result.problems)


def test_missing_guid_falls_back_to_the_link_then_to_title_and_date():
    body = rss(item(None, link="https://news.example/only-link")
               + item(None, link=None, title="Only a title", date="Tue, 02 Sep 2025 10:00:00 GMT")
               + "<item><description></description></item>")
    result = parse_feed(body, url=URL, fetched_at=FETCHED_AT)
    guids = [e.guid for e in result.entries]
    assert guids[0] == "https://news.example/only-link"
    assert guids[1].startswith("urn:inferwatch:entry:") and len(guids) == 2
    assert any("identity derived" in r for r in reasons(result))
    assert any("skipped" in r for r in reasons(result))
    # the derived identity is stable, so a rerun stores the same entry again, not a new one
    assert parse_feed(body, url=URL, fetched_at=FETCHED_AT).entries[1].guid == guids[1]


# --- size --------------------------------------------------------------------------------------------

def test_ten_thousand_entries_are_all_kept_in_reasonable_time():
    body = rss("".join(item(f"g{i}", date="Tue, 02 Sep 2025 10:00:00 GMT") for i in range(10_000)))
    started = time.monotonic()
    result = parse_feed(body, url=URL, fetched_at=FETCHED_AT)
    assert len(result.entries) == 10_000
    assert len({e.guid for e in result.entries}) == 10_000
    assert time.monotonic() - started < 60  # ~6 s here on a shared 2-core machine


def test_one_fifty_megabyte_entry_is_kept_with_a_capped_summary():
    huge = "inference " * 5_000_000   # 50 MB of text in one description
    body = rss(item("big").replace("</item>", f"<description>{huge}</description></item>") + item("small"))
    assert len(body) > 50_000_000
    result = parse_feed(body, url=URL, fetched_at=FETCHED_AT)
    big = next(e for e in result.entries if e.guid == "big")
    assert len(big.summary) == MAX_SUMMARY_CHARS
    assert [e.guid for e in result.entries] == ["big", "small"]


# --- bodies that are not feeds -----------------------------------------------------------------------

@pytest.mark.parametrize("body, reason", [
    (b"", "empty body"),
    (b" \r\n\t ", "empty body"),
    (b"<!DOCTYPE html>\n<html><head><title>503</title></head><body>Service Unavailable</body></html>", "HTML page"),
    (b"<?xml version='1.0'?>\n<!-- cache -->\n<html><body>404</body></html>", "HTML page"),
    (b'  {"items": [{"title": "x"}]}', "JSON"),
    (b'[{"title": "x"}]', "JSON"),
    (os.urandom(0) + bytes((i * 37 + 11) % 256 for i in range(4096)), "binary"),
    (b"\x1f\x8b\x08\x00rest-of-a-gzip-stream", "compressed"),
    (rss(item("a")).decode().encode("utf-16-le"), "UTF-16 without a byte-order mark"),
    (rss(item("a")).decode().encode("utf-16-be"), "UTF-16 without a byte-order mark"),
    (b"<?xml version='1.0'?><kml><Document/></kml>", "root element is <kml>"),
])
def test_bodies_that_are_not_feeds_are_refused_with_a_reason(body, reason):
    with pytest.raises(FeedError, match=reason) as raised:
        parse_feed(body, url=URL)
    assert URL in str(raised.value)


def test_utf16_with_a_bom_is_a_feed():
    body = ('<?xml version="1.0" encoding="UTF-16"?><rss version="2.0"><channel><title>算力</title>'
            '<item><title>降价</title><link>https://news.example/cn</link></item></channel></rss>').encode("utf-16")
    result = parse_feed(body, url=URL)
    assert result.title == "算力" and result.entries[0].title == "降价"


def test_truncated_feed_keeps_its_complete_entries_and_is_flagged():
    full = rss(item("a") + item("b") + item("c"))
    cut = full[: full.index(b"<guid", full.index(b"news.example/c"))]   # inside the third item
    result = parse_feed(cut, url=URL, fetched_at=FETCHED_AT)
    assert result.truncated and result.malformed
    assert [e.guid for e in result.entries] == ["a", "b"]
    assert any("truncated" in r for r in reasons(result))
    # a feed cut between items keeps every item
    between = full[: full.index(b"</channel>")]
    assert [e.guid for e in parse_feed(between, url=URL).entries] == ["a", "b", "c"]


def test_a_complete_feed_is_not_flagged_even_when_feedparser_complains_about_labels():
    result = parse_feed(rss(item("a")), url=URL, headers={"Content-Type": "text/plain"})
    assert not result.malformed and not result.truncated
    assert [e.guid for e in result.entries] == ["a"]


# --- entity attacks ----------------------------------------------------------------------------------

BILLION_LAUGHS = (
    b'<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "]lol]">'
    + b"".join(b'<!ENTITY %s "%s">' % (bytes([98 + i]), (b"&" + bytes([97 + i]) + b";") * 10) for i in range(9))
    + b']><rss version="2.0"><channel><title>&j;</title><item><title>&j;</title>'
      b"<link>https://news.example/a</link><guid>a</guid></item></channel></rss>"
)


@pytest.mark.parametrize("body", [
    BILLION_LAUGHS,
    b'<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY x SYSTEM "file:///etc/passwd">]><rss version="2.0"><channel>'
    b'<title>t</title><item><title>&x;</title><link>https://news.example/a</link><guid>a</guid></item></channel></rss>',
    b'<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY x SYSTEM "http://169.254.169.254/latest/meta-data/">]>'
    b'<rss version="2.0"><channel><title>t</title><item><title>&x;</title><link>https://news.example/a</link>'
    b"<guid>a</guid></item></channel></rss>",
    b'<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY % p SYSTEM "file:///etc/hostname"> %p;]><rss version="2.0">'
    b"<channel><title>t</title><item><title>x</title><link>https://news.example/a</link><guid>a</guid></item>"
    b"</channel></rss>",
    "<?xml version='1.0' encoding='UTF-16'?><!DOCTYPE rss [<!ENTITY a 'aaaaaaaaaa'><!ENTITY b '&a;&a;&a;&a;&a;"
    "&a;&a;&a;&a;&a;'><!ENTITY c '&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;'>]><rss version='2.0'><channel><title>t</title>"
    "<item><title>&c;</title><link>https://news.example/a</link><guid>a</guid></item></channel></rss>".encode("utf-16"),
])
def test_entity_attacks_expand_nothing(body):
    try:
        result = parse_feed(body, url=URL)
    except FeedError:
        return  # refusing the document expands nothing either
    for text in [result.title or ""] + [e.title or "" for e in result.entries]:
        assert len(text) < 200
        assert "lol" not in text and "aaaaaaaaaa" not in text
        assert "root:" not in text and "ami-id" not in text
    assert any("DOCTYPE" in r for r in reasons(result))


# --- unsafe links ------------------------------------------------------------------------------------

@pytest.mark.parametrize("link", [
    "javascript:alert(1)", "JAVASCRIPT:alert(1)", "JaVaScRiPt:alert(1)", "   javascript:alert(1)",
    "\tjavascript:alert(1)", "java\nscript:alert(1)", "&#106;avascript:alert(1)", "&#x6A;avascript:alert(1)",
    "&amp;#106;avascript:alert(1)", "&#x6a;&#x61;&#x76;&#x61;script:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=", " DATA:text/html,<b>x</b>", "file:///etc/passwd", "FILE://c:/windows",
    "vbscript:msgbox(1)", "  VbScript:msgbox(1)", "&#118;bscript:msgbox(1)", "ftp://files.example/a",
])
def test_unsafe_links_are_dropped(link):
    assert clean_link(link, base=URL) is None
    assert clean_link(link) is None


@pytest.mark.parametrize("link", ["https://", "http:///no-host", "", "   "])
def test_links_without_a_host_are_dropped(link):
    assert clean_link(link) is None


def test_unsafe_links_in_a_feed_are_dropped_and_reported():
    body = rss("".join(item(str(i), link=link) for i, link in enumerate(
        ["javascript:alert(1)", " JaVaScRiPt:x", "&amp;#106;avascript:x", "data:text/html,x", "file:///etc/passwd",
         "vbscript:x", "https://news.example/ok?utm_source=rss&amp;utm_campaign=x&amp;id=7&amp;fbclid=abc#top"])))
    result = parse_feed(body, url=URL)
    links = [e.link for e in result.entries]
    assert links[:6] == [None] * 6
    assert links[6] == "https://news.example/ok?id=7"
    assert sum("link dropped" in r for r in reasons(result)) == 6


@pytest.mark.parametrize("link, expected", [
    ("https://a.example/p?utm_source=x&utm_medium=y", "https://a.example/p"),
    ("https://a.example/p?gclid=1&msclkid=2&mc_cid=3&q=deepseek", "https://a.example/p?q=deepseek"),
    ("https://www.aliyun.example/a?spm=5176.1&id=9", "https://www.aliyun.example/a?id=9"),
    ("https://a.example/p?flag&x=1", "https://a.example/p?flag&x=1"),
    ("HTTPS://User:Pw@A.Example/Path", "https://a.example/Path"),
])
def test_tracking_parameters_go_and_the_rest_of_the_link_stays(link, expected):
    assert clean_link(link) == expected


# --- formats -----------------------------------------------------------------------------------------

FORMATS = {
    "rss090": b'<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" '
              b'xmlns="http://my.netscape.com/rdf/simple/0.9/"><channel><title>F</title></channel>'
              b"<item><title>A</title><link>https://news.example/a</link></item></rdf:RDF>",
    "rss091u": b'<?xml version="1.0"?><rss version="0.91"><channel><title>F</title><item><title>A</title>'
               b"<link>https://news.example/a</link></item></channel></rss>",
    "rss092": b'<?xml version="1.0"?><rss version="0.92"><channel><title>F</title><item><title>A</title>'
              b"<link>https://news.example/a</link></item></channel></rss>",
    "rss10": b'<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" '
             b'xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">'
             b'<channel rdf:about="https://news.example/"><title>F</title></channel>'
             b'<item rdf:about="https://news.example/a"><title>A</title><link>https://news.example/a</link>'
             b"<dc:date>2025-09-02T10:00:00Z</dc:date></item></rdf:RDF>",
    "rss20": rss(item("a", link="https://news.example/a", title="A", date="Tue, 02 Sep 2025 10:00:00 GMT"))
    .replace(b"<title>Feed</title>", b"<title>F</title>"),
    "atom10": b'<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>F</title>'
              b'<entry><title>A</title><id>tag:news.example,2025:a</id><link href="https://news.example/a"/>'
              b"<updated>2025-09-02T10:00:00Z</updated></entry></feed>",
}


@pytest.mark.parametrize("version", sorted(FORMATS))
def test_every_rss_and_atom_version_is_read(version):
    result = parse_feed(FORMATS[version], url=URL, fetched_at=FETCHED_AT)
    assert result.version == version
    assert result.title == "F"
    assert [(e.title, e.link) for e in result.entries] == [("A", "https://news.example/a")]
    assert not result.malformed
