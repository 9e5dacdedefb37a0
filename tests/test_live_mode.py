"""`inferwatch run --live` against a real HTTP server on 127.0.0.1 that serves snapshot content."""

import pytest

from pipelines.runner import run_all
from tests.conftest import SNAPSHOT
from tests.http_server import LocalServer, send
from warehouse import Warehouse

ARTICLES = sorted((SNAPSHOT / "press" / "inferenceledger" / "articles").glob("*.html"))[:3]


def _static(body: bytes, content_type: str, etag: str):
    def handler(request, server):
        if request.headers.get("If-None-Match") == etag:
            send(request, 304, b"", {"ETag": etag})
        else:
            send(request, 200, body, {"Content-Type": content_type, "ETag": etag})
    return handler


@pytest.fixture(scope="module")
def server():
    local = LocalServer()
    local.start()
    base = local.url("/").rstrip("/")
    items = [f"<item><title>story {i}</title><link>{base}/a{i}</link><guid>a{i}</guid>"
             f"<pubDate>Wed, 10 Sep 2025 1{i}:00:00 GMT</pubDate></item>" for i in range(len(ARTICLES))]
    items.append(f"<item><title>private</title><link>{base}/private/a9</link><guid>p</guid></item>")
    items.append(f"<item><title>pdf</title><link>{base}/report.pdf</link><guid>pdf</guid></item>")
    feed = ('<?xml version="1.0"?><rss version="2.0"><channel><title>local</title>'
            + "".join(items) + "</channel></rss>").encode()
    local.routes.update({
        "/feed.xml": _static(feed, "application/rss+xml", '"feed-1"'),
        "/robots.txt": _static(b"User-agent: *\nDisallow: /private/\n", "text/plain", '"robots"'),
        "/pricing": _static((SNAPSHOT / "prices" / "deepseek" / "2025-09-30.html").read_bytes(),
                            "text/html; charset=utf-8", '"pricing"'),
        "/mlperf.json": _static((SNAPSHOT / "mlperf" / "summary_v6.1.json").read_bytes(),
                                "application/json", '"v6.1"'),
        "/report.pdf": _static(b"%PDF-1.7\n...", "application/pdf", '"pdf"'),
    })
    for index, path in enumerate(ARTICLES):
        local.routes[f"/a{index}"] = _static(path.read_bytes(), "text/html; charset=utf-8", f'"a{index}"')
    yield local
    local.stop()


def _sources(tmp_path, server, *, allow_private: bool):
    path = tmp_path / "live.toml"
    path.write_text(
        "[network]\n"
        f"allow_private_addresses = {'true' if allow_private else 'false'}\n"
        "timeout_s = 5\nper_host_interval_s = 0\nper_host_concurrency = 4\nretries = 0\n\n"
        f'[[feed]]\nname = "local-feed"\nurl = "{server.url("/feed.xml")}"\nregion = "us"\n\n'
        f'[[price_page]]\nname = "local-pricing"\nurl = "{server.url("/pricing")}"\nprovider = "DeepSeek"\n\n'
        f'[[mlperf]]\nname = "local-v6.1"\nurl = "{server.url("/mlperf.json")}"\n'
    )
    return path


def test_a_live_run_fetches_parses_and_loads_everything(tmp_path, server):
    sources = _sources(tmp_path, server, allow_private=True)
    home = tmp_path / "home"
    first = run_all(home=home, sources_file=sources, live=True)
    assert first.mode == "live"
    assert first.table_counts["mlperf_results"] == 492
    assert first.table_counts["price_observations"] > 0
    assert first.table_counts["documents"] == len(ARTICLES) + 1  # the articles and the price page
    errors = {(source, stage): reason for source, stage, _, reason in first.errors_by_source}
    assert any("robots.txt" in reason for (source, stage), reason in errors.items() if source == "local-feed")
    assert first.failed_sources == []   # one refused or non-article page is not a whole-source failure (--strict)
    assert ("local-feed", 4, 0, 1, 0, 0) in first.crawl_by_source   # 3 articles + the pdf fetched, 1 refused
    with Warehouse(home).connect(read_only=True) as connection:
        reasons = [row[0] for row in connection.execute(
            "select reason from ingest_errors where source_name = 'local-feed'").fetchall()]
    assert any("not an article page" in r for r in reasons)

    requests_before = len(server.log)
    second = run_all(home=home, sources_file=sources, live=True)
    assert second.asset_metadata["claims"].get("documents_extracted", 0) == 0
    conditional = [r for r in server.log[requests_before:] if r.path == "/feed.xml"]
    assert conditional and conditional[0].headers.get("If-None-Match") == '"feed-1"'
    for table in ("documents", "claims", "mlperf_results", "price_observations"):
        assert second.table_counts[table] == first.table_counts[table]


def test_loopback_is_refused_unless_the_sources_file_allows_it(tmp_path, server):
    sources = _sources(tmp_path, server, allow_private=False)
    before = len(server.log)
    report = run_all(home=tmp_path / "home", sources_file=sources, live=True)
    assert len(server.log) == before  # nothing reached the server
    stages = {(source, stage) for source, stage, _, _ in report.errors_by_source}
    assert {("local-feed", "fetch"), ("local-pricing", "fetch"), ("local-v6.1", "fetch")} <= stages
    assert report.table_counts["documents"] == 0
