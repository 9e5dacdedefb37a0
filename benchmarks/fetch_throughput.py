"""Throughput of the live HTTP client against local servers that behave like slow news sites.

Four servers on 127.0.0.1 play four outlets (``host1.bench.example`` … via an injected resolver).
Each answers after 30–120 ms and serves one RSS feed plus the article pages it links to:
1,000 entries in all. The benchmark fetches the feeds, parses them with ``parse_feed``, then
fetches every article (robots.txt honoured) through ``LiveFetcher.fetch_many``, and prints
pages/s, latency percentiles, the most concurrent requests each host saw against the limit,
and how many hosts were being served at the same moment.

Run: ``.venv/bin/python benchmarks/fetch_throughput.py [--entries 1000] [--workers 16] [--per-host 4]``
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import statistics
import sys
import threading
import time
from email.utils import format_datetime
from pathlib import Path
from xml.sax.saxutils import escape

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pipelines.sources.config import NetworkSettings
from pipelines.sources.feeds import parse_feed
from pipelines.sources.http import LiveFetcher
from tests.http_server import LocalServer, send

TOPICS = ["token prices", "GPU rental rates", "MLPerf Inference v5.1", "accelerator shipments", "serving costs"]


class ActiveHosts:
    """Counts how many distinct hosts are serving a request at the same moment."""

    def __init__(self):
        self._lock = threading.Lock()
        self._busy: dict[str, int] = {}
        self.max_hosts_at_once = 0

    def enter(self, host: str) -> None:
        with self._lock:
            self._busy[host] = self._busy.get(host, 0) + 1
            self.max_hosts_at_once = max(self.max_hosts_at_once, sum(1 for n in self._busy.values() if n))

    def leave(self, host: str) -> None:
        with self._lock:
            self._busy[host] -= 1


def feed_xml(host: str, entries: list[tuple[int, str]]) -> bytes:
    start = dt.datetime(2025, 9, 1, 6, 0, tzinfo=dt.UTC)
    items = []
    for number, path in entries:
        published = format_datetime(start + dt.timedelta(hours=number % 800))
        title = f"{TOPICS[number % len(TOPICS)].capitalize()}: update {number}"
        items.append(
            f"<item><title>{escape(title)}</title><link>http://{host}{path}</link>"
            f"<guid>http://{host}{path}</guid><pubDate>{published}</pubDate>"
            f"<description>Short note number {number} on {TOPICS[number % len(TOPICS)]}.</description></item>"
        )
    return (f'<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>{host} wire</title>'
            f"<link>http://{host}/</link>{''.join(items)}</channel></rss>").encode()


def article_html(number: int) -> bytes:
    topic = TOPICS[number % len(TOPICS)]
    paragraphs = "".join(
        f"<p>Paragraph {k} of story {number}: analysts tracking {topic} compared this week's figures with "
        f"the previous quarter and noted the usual spread between list and negotiated rates.</p>"
        for k in range(12)
    )
    return f"<!doctype html><html><head><title>Story {number}</title></head><body>{paragraphs}</body></html>".encode()


def build_hosts(entry_count: int, host_count: int, seed: int, active: ActiveHosts):
    rng = random.Random(seed)
    rng_lock = threading.Lock()
    servers = []
    for index in range(host_count):
        host = f"host{index + 1}.bench.example"
        numbers = list(range(index, entry_count, host_count))
        entries = [(n, f"/news/2025/story-{n}.html") for n in numbers]
        routes = {}

        def delayed(body: bytes, content_type: str, host=host):
            def handler(request, server):
                active.enter(host)
                try:
                    with rng_lock:
                        latency = rng.uniform(0.030, 0.120)
                    time.sleep(latency)
                    send(request, 200, body, {"Content-Type": content_type})
                finally:
                    active.leave(host)
            return handler

        routes["/feed.xml"] = delayed(feed_xml(host, entries), "application/rss+xml; charset=utf-8")
        routes["/robots.txt"] = delayed(b"User-agent: *\nDisallow: /drafts/\n", "text/plain")
        for number, path in entries:
            routes[path] = delayed(article_html(number), "text/html; charset=utf-8")
        servers.append((host, LocalServer(routes).start()))
    return servers


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=1000)
    parser.add_argument("--hosts", type=int, default=4)
    parser.add_argument("--workers", type=int, default=16)
    parser.add_argument("--per-host", type=int, default=4)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()

    active = ActiveHosts()
    servers = build_hosts(args.entries, args.hosts, args.seed, active)
    table = {host: ["127.0.0.1"] for host, _ in servers}
    settings = NetworkSettings(allow_private_addresses=True, timeout_s=10, per_host_concurrency=args.per_host,
                               per_host_interval_s=0, retries=1, user_agent="inferwatch-bench/1.0")
    fetcher = LiveFetcher(settings, resolver=lambda host: table[host])
    try:
        feed_urls = [f"http://{host}:{server.port}/feed.xml" for host, server in servers]
        started = time.monotonic()
        feeds = fetcher.fetch_many(feed_urls, max_workers=args.workers, purpose="feed")
        links = []
        for (host, server), result in zip(servers, feeds):
            if not result.ok:
                raise SystemExit(f"feed fetch failed: {result.error}")
            parsed = parse_feed(result.body, url=result.final_url, headers=result.headers)
            links += [entry.link.replace(f"http://{host}/", f"http://{host}:{server.port}/") for entry in parsed.entries]
        feeds_done = time.monotonic()
        articles = fetcher.fetch_many(links, max_workers=args.workers, purpose="article")
        finished = time.monotonic()
    finally:
        fetcher.close()
        for _, server in servers:
            server.stop()

    failures = [r for r in articles if not r.ok]
    durations = [r.duration_ms for r in articles]
    wall = finished - feeds_done
    print(f"hosts: {args.hosts}   workers: {args.workers}   per-host limit: {args.per_host}   "
          f"server latency: 30-120 ms per request")
    print(f"feeds: {len(feeds)} fetched and parsed in {feeds_done - started:.2f} s, {len(links)} entries")
    print(f"articles: {len(articles)} fetched in {wall:.2f} s -> {len(articles) / wall:.1f} pages/s "
          f"({len(failures)} failed)")
    print(f"article latency (fetch call, incl. robots.txt on first use): p50 {percentile(durations, 0.5):.0f} ms, "
          f"p95 {percentile(durations, 0.95):.0f} ms, max {max(durations):.0f} ms")
    for host, server in servers:
        print(f"  {host}: {len(server.log)} requests, max concurrent {server.max_in_flight} "
              f"(limit {args.per_host}), robots.txt fetched {server.paths().count('/robots.txt')}x")
    one_host_ceiling = args.per_host / statistics.mean([0.030, 0.120])
    print(f"hosts served at the same moment: up to {active.max_hosts_at_once} of {args.hosts}; "
          f"one host alone is capped near {one_host_ceiling:.0f} pages/s by its limit, "
          f"all together reached {len(articles) / wall:.0f} pages/s")
    if failures:
        print("first failure:", failures[0].error)


if __name__ == "__main__":
    main()
