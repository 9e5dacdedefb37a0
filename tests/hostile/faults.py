"""Fault injection end to end: the ingestion stages against a local server that misbehaves on purpose.

:func:`misbehaving_server` serves one feed whose entries each hit a different fault (a slow drip, a
hanging response, a reset, a lying Content-Length, a gzip bomb, a redirect loop, a redirect to the
metadata address, 500-then-OK, 429 with Retry-After, garbage, an oversized body, a PDF…) among good
articles, plus a price page and an MLPerf table with out-of-range numbers. :func:`run_faulty_pipeline`
runs the stages over it with every outgoing connection recorded, so a test can assert that the good
pages are all stored, every fault is recorded with a reason, and no connection left 127.0.0.0/8.
"""

from __future__ import annotations

import contextlib
import dataclasses
import gzip
import ipaddress
import json
import socket
from collections.abc import Iterator
from pathlib import Path
from unittest import mock

from tests.http_server import LocalServer, send

GOOD = [f"/good{n}" for n in range(6)]
ARTICLE = ("<html><head><title>Story {n}</title></head><body><article><h1>Story {n}</h1><p>The H100 rents "
           "for ${n}.50 per hour at Lambda, and GPT-4o costs ${n} per million input tokens.</p></article></body></html>")
# fault path -> what the pipeline must end with for it: "stored" (recovered) or "error" (recorded)
FAULTS = {
    "/flaky": "stored", "/rate-limited": "stored", "/deep": "stored", "/digits": "stored",
    "/drip": "error", "/hang": "error", "/reset": "error", "/short-body": "error", "/gzip-bomb": "error",
    "/loop": "error", "/to-metadata": "error", "/garbage": "error", "/too-big": "error", "/pdf": "error",
    "/gone": "error", "/disallowed/page": "error",
}


def _ok(body: bytes, content_type: str = "text/html; charset=utf-8"):
    return lambda request, server: send(request, 200, body, {"Content-Type": content_type})


def _once_then(first, then):
    calls = {"n": 0}

    def handler(request, server):
        calls["n"] += 1
        (first if calls["n"] == 1 else then)(request, server)
    return handler


def _drip(request, server):
    request.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 100000\r\n\r\n")
    for _ in range(100_000):
        if server.stopping.wait(0.3):
            return
        request.wfile.write(b"x")
        request.wfile.flush()


def _hang(request, server):
    server.stopping.wait(30)


def _reset(request, server):
    request.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
    request.connection.close()


def _page(n: object) -> bytes:
    return ARTICLE.format(n=n).encode()


def routes(base: str) -> dict:
    deep = ("<html><head><title>Deep</title></head><body><p>Before: the H100 rents for $2.50 per hour.</p>"
            + "<div>" * 50_000 + "<p>Deep inside.</p>" + "</div>" * 50_000
            + "<p>After: GPT-4o costs $5 per million input tokens.</p></body></html>").encode()
    digits = ("<html><head><title>Digits</title></head><body><p>It ran at " + "9" * 40 + " tokens per second.</p>"
              "<p>The H100 rents for $2.50 per hour at Lambda.</p></body></html>").encode()
    bomb = gzip.compress(b"\0" * 50_000_000)
    table = ("<html><body><h1>Pricing</h1><table><tr><th>Model</th><th>Input (per 1M tokens)</th>"
             "<th>Output (per 1M tokens)</th></tr><tr><td>m1</td><td>$0.27</td><td>$1.10</td></tr>"
             f"<tr><td>m2</td><td>${'9' * 30}</td><td>$1</td></tr>"
             "<tr><td>m3</td><td>$0.55</td><td>$2.19</td></tr></table></body></html>").encode()
    row = {"Submitter": "X", "Category": "closed", "System": "S", "Model": "llama2-70b-99", "Scenario": "Offline",
           "Performance_Units": "Tokens/s", "version": "v5.1", "Division": "closed", "Availability": "available",
           "Accelerator": "NVIDIA H100", "Nodes": 1, "a#": 8, "Platform": "p", "Organization": "X"}
    mlperf = json.dumps([row | {"Performance_Result": 1e308, "System": "broken"},
                         row | {"Performance_Result": 24000.5}]).encode()
    links = GOOD + list(FAULTS)
    items = "".join(f"<item><title>{path}</title><link>{base}{path}</link><guid>{path}</guid>"
                    f"<pubDate>Wed, 10 Sep 2025 10:{n:02d}:00 GMT</pubDate></item>" for n, path in enumerate(links))
    feed = ('<?xml version="1.0"?><rss version="2.0"><channel><title>faults</title>' + items
            + "</channel></rss>").encode()
    table_routes = {
        "/feed.xml": _ok(feed, "application/rss+xml"),
        "/robots.txt": _ok(b"User-agent: *\nDisallow: /disallowed/\n", "text/plain"),
        "/pricing": _ok(table),
        "/mlperf.json": _ok(mlperf, "application/json"),
        "/flaky": _once_then(lambda r, s: send(r, 500, b"boom"), _ok(_page("flaky"))),
        "/rate-limited": _once_then(lambda r, s: send(r, 429, b"slow down", {"Retry-After": "1"}),
                                    _ok(_page("limited"))),
        "/deep": _ok(deep), "/digits": _ok(digits),
        "/drip": _drip, "/hang": _hang, "/reset": _reset,
        "/short-body": lambda r, s: send(r, 200, b"<html>cut", {"Content-Type": "text/html"}, content_length=50_000),
        "/gzip-bomb": lambda r, s: send(r, 200, bomb, {"Content-Type": "text/html", "Content-Encoding": "gzip"}),
        "/loop": lambda r, s: send(r, 302, b"", {"Location": "/loop"}),
        "/to-metadata": lambda r, s: send(r, 302, b"", {"Location": "http://169.254.169.254/latest/meta-data/"}),
        "/garbage": _ok(bytes(range(256)) * 64, "text/html"),
        "/too-big": _ok(b"<html><body><p>" + b"x" * 3_000_000 + b"</p></body></html>"),
        "/pdf": _ok(b"%PDF-1.7\n", "application/pdf"),
        "/gone": lambda r, s: send(r, 410, b"gone"),
        "/disallowed/page": _ok(_page("hidden")),
    }
    table_routes.update({path: _ok(_page(n)) for n, path in enumerate(GOOD)})
    return table_routes


@contextlib.contextmanager
def misbehaving_server() -> Iterator[LocalServer]:
    with LocalServer() as server:
        server.routes.update(routes(server.url("").rstrip("/")))
        yield server


SETTINGS = """[network]
allow_networks = ["127.0.0.0/8"]
timeout_s = 2
read_timeout_s = 1
max_bytes = 2_000_000
retries = 1
backoff_base_s = 0.1
per_host_interval_s = 0
per_host_concurrency = 4
"""


@dataclasses.dataclass
class FaultReport:
    faults_injected: int
    stored: set[str]                 # paths stored as documents
    errors: dict[str, str]           # path -> recorded reason
    connections: list[str]           # every address a socket was opened to
    claims: int
    price_rows: int
    mlperf_rows: int
    mlperf_errors: list[str]


def run_faulty_pipeline(workdir: Path) -> FaultReport:
    """The ingestion stages (feeds, articles, price pages, MLPerf, claims) against :func:`misbehaving_server`."""
    from pipelines.sources.config import load_sources
    from pipelines.sources.http import LiveFetcher
    from pipelines.stages.claims import extract_documents
    from pipelines.stages.fetch import StageContext, register_sources
    from pipelines.stages.mlperf import ingest_mlperf
    from pipelines.stages.press import ingest_articles, ingest_feeds
    from pipelines.stages.prices import ingest_price_pages
    from warehouse import Warehouse

    connections: list[str] = []
    real_connect = socket.create_connection

    def recording_connect(address, *args, **kwargs):
        connections.append(str(address[0]))
        return real_connect(address, *args, **kwargs)

    with misbehaving_server() as server:
        sources_path = workdir / "faults.toml"
        sources_path.write_text(SETTINGS + f'\n[[feed]]\nname = "faults"\nurl = "{server.url("/feed.xml")}"\n'
                                f'\n[[price_page]]\nname = "odd-prices"\nurl = "{server.url("/pricing")}"\n'
                                'provider = "X"\n'
                                f'\n[[mlperf]]\nname = "odd-mlperf"\nurl = "{server.url("/mlperf.json")}"\n'
                                'round = "v5.1"\n')
        sources = load_sources(sources_path)
        with LiveFetcher(sources.network) as fetcher, \
                mock.patch("pipelines.sources.http.socket.create_connection", recording_connect):
            context = StageContext(warehouse=Warehouse(workdir / "home"), fetcher=fetcher, sources=sources,
                                   run_id="faults")
            for stage in (register_sources, ingest_feeds, ingest_articles, ingest_price_pages, ingest_mlperf,
                          extract_documents):
                stage(context)
        base = server.url("").rstrip("/")
    with Warehouse(workdir / "home").connect(read_only=True) as connection:
        stored = {row[0][len(base):] for row in connection.execute(
            "select url from documents where source_type = 'article'").fetchall()}
        errors = {row[0][len(base):]: row[1] for row in connection.execute(
            "select url, min(reason) from ingest_errors where source_name = 'faults' and url is not null "
            "group by 1").fetchall()}
        claims = connection.execute("select count(*) from claims").fetchone()[0]
        price_rows = connection.execute("select count(*) from price_observations").fetchone()[0]
        mlperf_rows = connection.execute("select count(*) from mlperf_results").fetchone()[0]
        mlperf_errors = [row[0] for row in connection.execute(
            "select reason from ingest_errors where source_name = 'odd-mlperf'").fetchall()]
    return FaultReport(faults_injected=len(FAULTS) + 2, stored=stored, errors=errors, connections=connections,
                       claims=claims, price_rows=price_rows, mlperf_rows=mlperf_rows, mlperf_errors=mlperf_errors)


def outside(connections: list[str], network: str = "127.0.0.0/8") -> list[str]:
    allowed = ipaddress.ip_network(network)
    return [address for address in connections if ipaddress.ip_address(address) not in allowed]
