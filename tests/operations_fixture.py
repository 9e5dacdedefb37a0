"""A small snapshot over five ISO weeks (2025-W36 to 2025-W40) in which the last week goes bad.

- `steady-wire` publishes every two or three days through all five weeks;
- `quiet-wire` publishes daily in the first week, then falls silent (gone silent by 2025-W40);
- `inference-v6.1` is the bundled MLPerf v6.1 results table;
- `deepseek-prices` is captured weekly with the same prices, until a capture in 2025-W40 shows the
  output price as $420 instead of $0.42 per million tokens (a source returning a price 1,000x off).

Everything is local files answered by the snapshot fetcher; no network.
"""

from __future__ import annotations

import datetime as dt
import email.utils
import html
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEEPSEEK_PAGE = ROOT / "data" / "snapshot" / "prices" / "deepseek" / "2025-09-30.html"
MLPERF_TABLE = ROOT / "data" / "snapshot" / "mlperf" / "summary_v6.1.json"
MLPERF_URL = "https://results.example/inference_v6.1/summary.json"
PRICE_URL = "https://prices.example/deepseek"
GOOD_WEEK, BAD_WEEK = "2025-W36", "2025-W40"

SENTENCES = [
    "DeepSeek lists deepseek-chat at $0.28 per million input tokens on a cache miss.",
    "Lambda rents an NVIDIA H100 SXM for $2.99 per GPU-hour on demand.",
    "OpenAI charges $1.25 per million input tokens for GPT-5 and $10 per million output tokens.",
    "Google priced Gemini 2.5 Flash-Lite at $0.10 per million input tokens.",
    "Groq serves gpt-oss-120b at $0.15 per million input tokens and $0.75 per million output tokens.",
    "Anthropic lists Claude Sonnet 4.5 at $3 per million input tokens.",
]


def _article(title: str, sentence: str, published: dt.datetime) -> bytes:
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>"
        f"<title>{html.escape(title)}</title>"
        f"<meta property='article:published_time' content='{published:%Y-%m-%dT%H:%M:%SZ}'></head><body>"
        f"<article><h1>{html.escape(title)}</h1><p>{html.escape(sentence)}</p>"
        f"<p>The figure was confirmed on {published:%d %B %Y} by the company's own pricing page, "
        "which analysts of inference costs follow every week.</p></article></body></html>"
    ).encode("utf-8")


def _entry(url: str, file: str, captured: dt.datetime, content_type: str) -> dict:
    return {"url": url, "file": file, "status": 200, "captured_at": f"{captured:%Y-%m-%dT%H:%M:%SZ}",
            "headers": {"Content-Type": content_type}}


def _feed(snapshot: Path, name: str, days: list[dt.date], entries: list[dict], offset: int) -> str:
    items = []
    for index, day in enumerate(days):
        published = dt.datetime.combine(day, dt.time(10, 0))
        url = f"https://{name}.example/story/{index}"
        sentence = SENTENCES[(index + offset) % len(SENTENCES)]
        title = f"{name} report {index}: {sentence[:40]}"
        path = f"{name}/{index}.html"
        (snapshot / name).mkdir(exist_ok=True)
        (snapshot / path).write_bytes(_article(title, sentence, published))
        entries.append(_entry(url, path, published + dt.timedelta(hours=1), "text/html; charset=utf-8"))
        items.append(f"<item><title>{html.escape(title)}</title><link>{url}</link><guid>{url}</guid>"
                     f"<pubDate>{email.utils.format_datetime(published.replace(tzinfo=dt.UTC))}</pubDate></item>")
    feed_url = f"https://{name}.example/feed.xml"
    (snapshot / f"{name}.xml").write_text(
        f'<?xml version="1.0"?><rss version="2.0"><channel><title>{name}</title>{"".join(items)}</channel></rss>',
        encoding="utf-8")
    entries.append(_entry(feed_url, f"{name}.xml", dt.datetime(2025, 10, 4, 12), "application/rss+xml"))
    return feed_url


def build(root: Path, *, bad_capture: bool = True) -> Path:
    """Write the snapshot and its sources file under `root`; returns the sources file."""
    snapshot = root / "snapshot"
    snapshot.mkdir(parents=True)
    entries: list[dict] = []
    steady_days = [dt.date(2025, 9, 1) + dt.timedelta(days=d) for d in range(0, 35, 2)]
    quiet_days = [dt.date(2025, 9, 1) + dt.timedelta(days=d) for d in range(5)]
    steady = _feed(snapshot, "steady-wire", steady_days, entries, 0)
    quiet = _feed(snapshot, "quiet-wire", quiet_days, entries, 3)
    page = DEEPSEEK_PAGE.read_text(encoding="utf-8")
    (snapshot / "prices").mkdir()
    captures = [dt.datetime(2025, 9, 1, 8) + dt.timedelta(days=7 * week) for week in range(5)]
    for index, captured in enumerate(captures):
        text = page
        if bad_capture and index == len(captures) - 1:
            text = page.replace("$0.42", "$420")
        (snapshot / "prices" / f"{index}.html").write_text(text, encoding="utf-8")
        entries.append(_entry(PRICE_URL, f"prices/{index}.html", captured, "text/html; charset=utf-8"))
    (snapshot / "mlperf.json").write_bytes(MLPERF_TABLE.read_bytes())
    entries.append(_entry(MLPERF_URL, "mlperf.json", dt.datetime(2025, 9, 2, 12), "application/json"))
    (snapshot / "manifest.json").write_text(json.dumps({"entries": entries}))
    sources = root / "sources.toml"
    sources.write_text(
        f'[[feed]]\nname = "steady-wire"\nurl = "{steady}"\nlanguage = "en"\n\n'
        f'[[feed]]\nname = "quiet-wire"\nurl = "{quiet}"\nlanguage = "en"\n\n'
        f'[[price_page]]\nname = "deepseek-prices"\nurl = "{PRICE_URL}"\nprovider = "DeepSeek"\n\n'
        f'[[mlperf]]\nname = "inference-v6.1"\nurl = "{MLPERF_URL}"\nround = "v6.1"\n'
    )
    return sources
