"""The crawl frontier against real local servers: politeness never drops a page, the run budget defers
what does not fit to the next run, failures back off, robots.txt holds for redirect targets too."""

from __future__ import annotations

import concurrent.futures
import threading
import time

import pytest

from pipelines.stages.fetch import StageContext
from pipelines.stages.press import ingest_articles, ingest_feeds
from pipelines.sources.config import NetworkSettings, load_sources
from pipelines.sources.http import LiveFetcher, SystemClock
from tests.http_server import LocalServer, send
from warehouse import Warehouse

ARTICLE = ("<html><head><title>Story {n}</title></head><body><article><h1>Story {n}</h1>"
           "<p>Story number {n} says the H100 serves Llama 3 70B at {n}1 tokens per second per user, "
           "and the price fell to ${n}.50 per million tokens this week.</p></article></body></html>")


class VirtualClock(SystemClock):
    """Real time plus an offset: a sleep moves the clock forward to its end at once.

    Concurrent sleepers move it to the latest end any of them asked for, so politeness intervals are
    obeyed in clock time while the test runs at network speed.
    """

    def __init__(self):
        self.offset = 0.0
        self._lock = threading.Lock()

    def monotonic(self) -> float:
        return time.monotonic() + self.offset

    def sleep(self, seconds: float) -> None:
        if seconds > 0:
            with self._lock:
                self.offset = max(self.offset, time.monotonic() + self.offset + seconds - time.monotonic())


def _feed(links: list[str]) -> bytes:
    items = "".join(f"<item><title>story {i}</title><link>{link}</link><guid>g{i}</guid>"
                    f"<pubDate>Wed, 10 Sep 2025 10:{i % 60:02d}:00 GMT</pubDate></item>" for i, link in enumerate(links))
    return f'<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>{items}</channel></rss>'.encode()


def _page(n: int):
    body = ARTICLE.format(n=n).encode()
    return lambda request, server: send(request, 200, body, {"Content-Type": "text/html; charset=utf-8"})


def _serve_feed(server: LocalServer, count: int, *, prefix: str = "/a") -> list[str]:
    links = [server.url(f"{prefix}{n}") for n in range(count)]
    for n in range(count):
        server.routes[f"{prefix}{n}"] = _page(n)
    feed = _feed(links)
    server.routes["/feed.xml"] = lambda request, s: send(request, 200, feed, {"Content-Type": "application/rss+xml"})
    return links


def _context(tmp_path, server: LocalServer, extra: str = "", *, clock=None) -> StageContext:
    path = tmp_path / "sources.toml"
    path.write_text(f'[network]\nallow_networks = ["127.0.0.0/8"]\n{extra}\n'
                    f'[[feed]]\nname = "one-host"\nurl = "{server.url("/feed.xml")}"\n')
    sources = load_sources(path)
    fetcher = LiveFetcher(sources.network, clock=clock)
    return StageContext(warehouse=Warehouse(tmp_path / "home"), fetcher=fetcher, sources=sources, run_id="r1")


def _documents(context: StageContext) -> int:
    with context.warehouse.connect(read_only=True) as connection:
        return connection.execute("select count(*) from documents").fetchone()[0]


def _frontier(context: StageContext) -> dict[str, int]:
    with context.warehouse.connect(read_only=True) as connection:
        return dict(connection.execute("select state, count(*) from crawl_frontier group by 1").fetchall())


@pytest.fixture
def server():
    with LocalServer() as local:
        yield local


def test_forty_articles_behind_one_feed_on_one_host_are_all_stored_with_default_settings(tmp_path, server):
    _serve_feed(server, 40)
    context = _context(tmp_path, server, clock=VirtualClock())
    assert context.sources.network.per_host_interval_s == 1.0 and context.sources.network.timeout_s == 20.0
    ingest_feeds(context)
    summary = ingest_articles(context)
    assert _documents(context) == 40
    assert summary.counts["pages_fetched"] == 40 and summary.counts["pages_deferred"] == 0
    assert summary.details["crawl"]["one-host"]["fetched"] == 40
    starts = [entry.arrived for entry in server.log if entry.path.startswith("/a")]
    assert len(starts) == 40
    with context.warehouse.connect(read_only=True) as connection:
        assert connection.execute("select fetched, deferred, refused, failed from crawl_accounts "
                                  "where run_id = 'r1' and source_name = 'one-host'").fetchone() == (40, 0, 0, 0)


def test_waiting_for_the_host_does_not_count_against_the_deadline(server):
    """40 callers at once on one host, 1 s apart, 20 s deadline: the late ones wait, none is dropped."""
    links = _serve_feed(server, 40)
    clock = VirtualClock()
    fetcher = LiveFetcher(NetworkSettings(allow_networks=("127.0.0.0/8",)), clock=clock)
    started = clock.monotonic()
    with fetcher, concurrent.futures.ThreadPoolExecutor(max_workers=40) as pool:
        results = list(pool.map(lambda url: fetcher.fetch(url), links))
    assert [r.error for r in results if not r.ok] == []
    assert clock.monotonic() - started >= 39.0   # politeness held: 40 starts, 1 s apart (in clock time)


def test_the_run_budget_defers_pages_to_the_next_run_new_pages_first(tmp_path, server):
    _serve_feed(server, 25)
    context = _context(tmp_path, server, "per_host_interval_s = 0\n[crawl]\nmax_pages = 10\n")
    ingest_feeds(context)
    first = ingest_articles(context)
    assert (first.counts["pages_fetched"], first.counts["pages_deferred"]) == (10, 15)
    assert "10 pages" in first.details["crawl_deferred_because"]
    assert _documents(context) == 10 and _frontier(context) == {"fetched": 10, "pending": 15}
    fetched_first = {e.path for e in server.log if e.path.startswith("/a")}

    before = len(server.log)
    second = ingest_articles(context)
    fetched_second = {e.path for e in server.log[before:] if e.path.startswith("/a")}
    assert not fetched_first & fetched_second   # deferred pages come before re-checks
    assert second.counts["pages_fetched"] == 10 and _documents(context) == 20

    third = ingest_articles(context)
    assert third.counts["pages_fetched"] == 10 and _documents(context) == 25
    assert _frontier(context) == {"fetched": 25}


def test_a_failing_page_backs_off_across_runs_and_is_retried_when_due(tmp_path, server):
    _serve_feed(server, 3)
    server.routes["/a1"] = lambda request, s: send(request, 500, b"boom")
    context = _context(tmp_path, server, "per_host_interval_s = 0\nretries = 0\n")
    ingest_feeds(context)
    first = ingest_articles(context)
    assert first.counts["pages_failed"] == 1 and _documents(context) == 2
    with context.warehouse.connect(read_only=True) as connection:
        state, attempts, waits = connection.execute(
            "select state, attempts, next_attempt_at > last_attempt_at from crawl_frontier where url like '%/a1'"
        ).fetchone()
    assert (state, attempts, waits) == ("failed", 1, True)
    before = len(server.log)
    second = ingest_articles(context)
    assert second.counts["pages_backing_off"] == 1
    assert "/a1" not in [e.path for e in server.log[before:]]

    server.routes["/a1"] = _page(1)
    with context.warehouse.connect() as connection:
        connection.execute("update crawl_frontier set next_attempt_at = now() - interval 1 minute")
    third = ingest_articles(context)
    assert third.counts["pages_failed"] == 0 and _documents(context) == 3


def test_robots_txt_of_a_redirect_target_is_honoured(tmp_path, server):
    with LocalServer(host="127.0.0.2") as other:
        other.routes["/robots.txt"] = lambda r, s: send(r, 200, b"User-agent: *\nDisallow: /private/\n")
        other.routes["/private/page"] = _page(9)
        _serve_feed(server, 1)
        target = other.url("/private/page")
        server.routes["/a0"] = lambda r, s: send(r, 302, b"", {"Location": target})
        context = _context(tmp_path, server, "per_host_interval_s = 0\n")
        ingest_feeds(context)
        summary = ingest_articles(context)
        assert other.paths() == ["/robots.txt"]
    assert summary.counts["pages_refused"] == 1 and _documents(context) == 0
    assert "disallowed by robots.txt" in summary.errors[0][1]


def test_a_fetcher_that_raises_still_gives_every_page_a_result():
    from pipelines.sources.config import CrawlSettings
    from pipelines.sources.frontier import CrawlItem, Frontier

    class Exploding:
        def fetch(self, url, **_):
            raise RuntimeError(f"cannot fetch {url}")

    frontier = Frontier(Exploding(), CrawlSettings(workers=3))
    results = list(frontier.crawl([CrawlItem(f"https://h{n % 2}.example/{n}", "s") for n in range(7)]))
    assert len(results) == 7 and frontier.deferred == []
    assert all("unexpected RuntimeError" in result.error for _, result in results)


class _CountingFetcher:
    """Answers every URL with ``size`` bytes; each fetch moves its clock forward ``seconds``."""

    def __init__(self, size: int, seconds: float = 0.0):
        self.size, self.seconds, self.now = size, seconds, 0.0
        self.clock = self

    def monotonic(self) -> float:
        return self.now

    def fetch(self, url, **_):
        from pipelines.sources.fetch import FetchResult

        self.now += self.seconds
        return FetchResult(url=url, final_url=url, status=200, headers={}, body=b"x" * self.size,
                           fetched_at=None, duration_ms=0.0, from_snapshot=False)


@pytest.mark.parametrize("budget, fetcher, fetched, reason", [
    ({"max_bytes": 3_500}, _CountingFetcher(1_000), 4, "3,500 bytes"),
    ({"max_seconds": 25}, _CountingFetcher(10, seconds=10.0), 3, "25 s"),
    ({"max_pages": 5}, _CountingFetcher(10), 5, "5 pages"),
])
def test_each_budget_limit_defers_the_rest_and_says_which(budget, fetcher, fetched, reason):
    from pipelines.sources.config import CrawlSettings
    from pipelines.sources.frontier import CrawlItem, Frontier

    frontier = Frontier(fetcher, CrawlSettings(workers=1, **budget))
    results = list(frontier.crawl([CrawlItem(f"https://h.example/{n}", "s") for n in range(10)]))
    assert len(results) == fetched and len(frontier.deferred) == 10 - fetched
    assert all(reason in deferred.reason for deferred in frontier.deferred)
    assert [item.url for item, _ in results] == [f"https://h.example/{n}" for n in range(fetched)]   # order kept
