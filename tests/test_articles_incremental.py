"""Re-runs of the feeds and articles stages against a real HTTP server on 127.0.0.1: what is known is not read again.

A page whose server answers a conditional GET with 304, or sends the very bytes already stored, is neither parsed
nor stored again; a changed page is read and becomes a new revision; a page that now fails is named, and what was
stored for it is kept. Reads are counted at the parsers (and requests in the server's log), never timed.
"""

from __future__ import annotations

import pytest

import pipelines.stages.press as press
from pipelines.sources.config import load_sources
from pipelines.sources.http import LiveFetcher
from pipelines.stages.fetch import StageContext
from pipelines.stages.press import ingest_articles, ingest_feeds
from tests.conftest import SNAPSHOT
from tests.http_server import LocalServer, send
from warehouse import Warehouse

ARTICLES = sorted((SNAPSHOT / "press" / "inferenceledger" / "articles").glob("*.html"))[:4]


class Site:
    """What the server answers: path -> (body, content type, ETag or None, status)."""

    def __init__(self):
        self.pages: dict[str, tuple[bytes, str, str | None, int]] = {}

    def handler(self, path: str):
        def answer(request, server):
            body, content_type, etag, status = self.pages[path]
            if etag and request.headers.get("If-None-Match") == etag:
                send(request, 304, b"", {"ETag": etag})
                return
            headers = {"Content-Type": content_type}
            if etag:
                headers["ETag"] = etag
            send(request, status, body, headers)
        return answer


@pytest.fixture
def site():
    site = Site()
    with LocalServer() as server:
        base = server.url("/").rstrip("/")
        links = [f"{base}/tagged/{i}" for i in range(2)] + [f"{base}/plain/{i}" for i in range(2, len(ARTICLES))]
        items = "".join(f"<item><title>story {i}</title><link>{link}</link><guid>g{i}</guid>"
                        f"<pubDate>Wed, 10 Sep 2025 1{i}:00:00 GMT</pubDate></item>" for i, link in enumerate(links))
        feed = f'<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>{items}</channel></rss>'.encode()
        # the feed has no validators: only its bytes can tell that it is unchanged
        site.pages["/feed.xml"] = (feed, "application/rss+xml", None, 200)
        for index, (link, path) in enumerate(zip(links, ARTICLES)):
            site.pages[link[len(base):]] = (path.read_bytes(), "text/html; charset=utf-8",
                                            f'"v1-{index}"' if "/tagged/" in link else None, 200)
        for path in site.pages:
            server.routes[path] = site.handler(path)
        site.server, site.links = server, links
        yield site


@pytest.fixture
def reads(monkeypatch):
    """How many times each parser ran."""
    counts = {"article": 0, "feed": 0}

    def counting(name, real):
        def parse(*args, **kwargs):
            counts[name] += 1
            return real(*args, **kwargs)
        return parse

    monkeypatch.setattr(press, "parse_article", counting("article", press.parse_article))
    monkeypatch.setattr(press, "parse_feed", counting("feed", press.parse_feed))
    return counts


def _context(tmp_path, site) -> StageContext:
    sources = tmp_path / "sources.toml"
    sources.write_text(
        "[network]\nallow_private_addresses = true\ntimeout_s = 60\nper_host_interval_s = 0\nretries = 0\n\n"
        "[crawl]\nretry_base_s = 0\n\n"   # a failed page is due again at the next run
        f'[[feed]]\nname = "local"\nurl = "{site.server.url("/feed.xml")}"\nregion = "us"\n')
    loaded = load_sources(sources)
    return StageContext(warehouse=Warehouse(tmp_path / "home"), fetcher=LiveFetcher(loaded.network), sources=loaded)


def _run(context):
    return ingest_feeds(context), ingest_articles(context)


def _rows(context, sql):
    with context.warehouse.connect(read_only=True) as connection:
        return connection.execute(sql).fetchall()


def test_a_rerun_reads_nothing_it_already_has(tmp_path, site, reads):
    context = _context(tmp_path, site)
    feeds, articles = _run(context)
    assert (reads["feed"], reads["article"]) == (1, len(ARTICLES))
    assert articles.counts["documents_new"] == len(ARTICLES) and not articles.errors, (articles.counts, articles.errors)
    stored = _rows(context, "select document_id, url, content_sha256, text, first_seen, last_seen from documents "
                            "order by url")

    requests_before = len(site.server.log)
    feeds, articles = _run(context)
    # no parser ran: the tagged pages answered 304, the feed and the other pages sent the bytes already stored
    assert (reads["feed"], reads["article"]) == (1, len(ARTICLES))
    assert feeds.counts["feeds_unchanged"] == 1 and articles.counts["unchanged"] == len(ARTICLES)
    assert articles.counts["pages_read"] == 0 and articles.counts["documents_new"] == 0
    conditional = [r for r in site.server.log[requests_before:] if r.path.startswith("/tagged/")]
    assert sorted(r.headers.get("If-None-Match") for r in conditional) == ['"v1-0"', '"v1-1"']
    # nothing stored was lost or rewritten; only last_seen moved
    again = _rows(context, "select document_id, url, content_sha256, text, first_seen, last_seen from documents "
                           "order by url")
    assert [row[:5] for row in again] == [row[:5] for row in stored]
    assert all(after[5] > before[5] for before, after in zip(stored, again))
    assert _rows(context, "select count(*) from document_revisions") == [(len(ARTICLES),)]
    assert _rows(context, "select count(*) from feed_entries") == [(len(ARTICLES),)]


def test_a_changed_page_is_read_again_and_a_failing_one_is_named_and_kept(tmp_path, site, reads):
    context = _context(tmp_path, site)
    _run(context)
    tagged, plain = site.links[0], site.links[-1]
    base = site.server.url("/").rstrip("/")
    body, content_type, _, _ = site.pages[tagged[len(base):]]
    correction = b"<p>Correction: the figure in the third paragraph was revised on Friday.</p></article>"
    site.pages[tagged[len(base):]] = (body.replace(b"</article>", correction, 1), content_type, '"v2-0"', 200)
    body, content_type, _, _ = site.pages[plain[len(base):]]
    update = b"<p>Update: the company answered our questions after publication.</p></article>"
    site.pages[plain[len(base):]] = (body.replace(b"</article>", update, 1), content_type, None, 200)
    failing = site.links[1]
    site.pages[failing[len(base):]] = (b"overloaded", "text/plain", None, 503)
    read_before = reads["article"]

    _, articles = _run(context)
    # exactly the two changed pages were parsed, and each is a new revision of its document
    assert reads["article"] - read_before == 2
    assert articles.counts["documents_changed"] == 2 and articles.counts["unchanged"] == len(ARTICLES) - 3
    assert sorted(_rows(context, "select d.url, count(*) from document_revisions r join documents d "
                                 "using (document_id) group by d.url having count(*) > 1")) == sorted(
        [(tagged, 2), (plain, 2)])
    # the failing page is named in the errors, and its document is still there
    assert any(failing in reason for _, reason in articles.errors)
    assert _rows(context, f"select count(*) from ingest_errors where stage = 'fetch' and url = '{failing}'") == [(1,)]
    assert _rows(context, f"select count(*) from documents where url = '{failing}' and text <> ''") == [(1,)]
    assert _rows(context, "select count(*) from documents") == [(len(ARTICLES),)]

    # the page answers again (a 304: what is stored is current): its fetch error is gone, nothing was parsed
    site.pages[failing[len(base):]] = (ARTICLES[1].read_bytes(), "text/html; charset=utf-8", '"v1-1"', 200)
    read_before = reads["article"]
    _, articles = _run(context)
    assert reads["article"] == read_before and articles.counts["unchanged"] == len(ARTICLES)
    assert _rows(context, f"select stage, reason from ingest_errors where url = '{failing}'") == []
