"""The crawl frontier on a feed of 1,000 entries over 4 hosts (local servers on 127.0.0.1-4).

    .venv/bin/python benchmarks/frontier.py --entries 1000 --interval 0.02 --max-pages 900

Each host serves small article pages; its robots.txt disallows /private/. One entry in 50 links to
the cloud metadata address and one in 50 to a disallowed page (both refused); the run budget
(--max-pages) leaves the rest deferred to the next run. Feeds and articles are stored in a real
warehouse, so pages/s includes writing them. Prints pages/s, fetched, deferred, refused, failed.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pipelines.sources.config import load_sources  # noqa: E402
from pipelines.sources.frontier import CrawlItem, Frontier  # noqa: E402
from pipelines.sources.http import LiveFetcher  # noqa: E402
from pipelines.stages.fetch import StageContext  # noqa: E402
from pipelines.stages.press import ingest_articles, ingest_feeds  # noqa: E402
from tests.http_server import LocalServer, send  # noqa: E402
from warehouse import Warehouse  # noqa: E402

HOSTS = ("127.0.0.1", "127.0.0.2", "127.0.0.3", "127.0.0.4")
PAGE = ("<html><head><title>Story {n}</title></head><body><article><h1>Story {n}</h1><p>Story {n}: the H100 "
        "rents for $2.{n:02d} per hour and GPT-4o costs $5 per million input tokens.</p></article></body></html>")


def _article(request, server):
    number = int(request.path.rsplit("/", 1)[-1]) % 100
    send(request, 200, PAGE.format(n=number).encode(), {"Content-Type": "text/html; charset=utf-8"})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=1000)
    parser.add_argument("--interval", type=float, default=0.02, help="per_host_interval_s (default 0.02)")
    parser.add_argument("--concurrency", type=int, default=2, help="per_host_concurrency (default 2)")
    parser.add_argument("--max-pages", type=int, default=900, help="the run budget in pages (default 900)")
    parser.add_argument("--debug", action="store_true", help="also print the frontier's states and reasons")
    args = parser.parse_args()
    if not 1 <= args.entries <= 20_000 or not 0 <= args.interval <= 10 or not 1 <= args.max_pages <= 1_000_000:
        parser.error("--entries 1-20000, --interval 0-10, --max-pages 1-1000000")

    servers = [LocalServer(host=host).start() for host in HOSTS]
    try:
        links = []
        for n in range(args.entries):
            server = servers[n % len(servers)]
            if n % 50 == 0:
                links.append(f"http://169.254.169.254/latest/{n}")
            elif n % 50 == 1:
                links.append(server.url(f"/private/{n}"))
            else:
                links.append(server.url(f"/a/{n}"))
        for server in servers:
            server.routes["/robots.txt"] = lambda r, s: send(r, 200, b"User-agent: *\nDisallow: /private/\n")
            for n in range(args.entries):
                server.routes[f"/a/{n}"] = _article
                server.routes[f"/private/{n}"] = _article
        items = "".join(f"<item><title>{n}</title><link>{link}</link><guid>{n}</guid></item>"
                        for n, link in enumerate(links))
        feed = f'<?xml version="1.0"?><rss version="2.0"><channel><title>f</title>{items}</channel></rss>'.encode()
        servers[0].routes["/feed.xml"] = lambda r, s: send(r, 200, feed, {"Content-Type": "application/rss+xml"})
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "sources.toml"
            path.write_text(f'[network]\nallow_networks = ["127.0.0.0/8"]\nper_host_interval_s = {args.interval}\n'
                            f"per_host_concurrency = {args.concurrency}\n[crawl]\nmax_pages = {args.max_pages}\n"
                            f'[[feed]]\nname = "four-hosts"\nurl = "{servers[0].url("/feed.xml")}"\n')
            sources = load_sources(path)
            with LiveFetcher(sources.network) as fetcher:
                context = StageContext(warehouse=Warehouse(Path(folder) / "home"), fetcher=fetcher, sources=sources,
                                       run_id="bench")
                ingest_feeds(context)
                started = time.monotonic()
                summary = ingest_articles(context)
                seconds = time.monotonic() - started
                if args.debug:
                    with context.warehouse.connect(read_only=True) as connection:
                        print(connection.execute("select state, substr(reason, 1, 90), count(*) from crawl_frontier "
                                                 "group by all order by 1, 2").fetchall())
            with LiveFetcher(sources.network) as fetcher:   # the frontier alone: fetch, no parsing or writing
                items = [CrawlItem(link, "four-hosts") for link in links]
                frontier = Frontier(fetcher, sources.crawl)
                started = time.monotonic()
                fetched_only = sum(1 for _ in frontier.crawl(items))
                fetch_seconds = time.monotonic() - started
    finally:
        for server in servers:
            server.stop()
    counts = summary.details["crawl"]["four-hosts"]
    attempted = counts["fetched"] + counts["refused"] + counts["failed"]
    print(f"feed of {args.entries:,} entries over {len(HOSTS)} hosts; per_host_interval_s={args.interval:g}, "
          f"per_host_concurrency={args.concurrency}, workers={sources.crawl.workers}, max_pages={args.max_pages:,}")
    print(f"pages/s:  {attempted / seconds:,.1f}  ({attempted:,} pages in {seconds:.1f} s, written to the warehouse)")
    print(f"pages/s, frontier alone (fetch only, no parsing or writing): {fetched_only / fetch_seconds:,.1f}  "
          f"({fetched_only:,} pages in {fetch_seconds:.1f} s, {len(frontier.deferred):,} deferred)")
    print(f"fetched:  {counts['fetched']:,}")
    print(f"deferred: {counts['deferred']:,}  (carried to the next run)")
    print(f"refused:  {counts['refused']:,}  (metadata address, robots.txt)")
    print(f"failed:   {counts['failed']:,}")


if __name__ == "__main__":
    main()
