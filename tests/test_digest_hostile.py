"""A golden test: a hostile feed goes through the whole flow and the digest stays inert."""

import html
import json
import re

import pytest

from pipelines.digest.render import clean_text, markdown_escape, safe_url
from pipelines.runner import run_all

HOSTILE_TITLES = [
    '"><script>alert(1)</script> DeepSeek price cut',
    "{{7*7}} and {% raw %} templates",
    "Price | cut\n# Forged heading",
    "Right\u202eto\u202cleft\u200b and zero\u200dwidth and NUL\x00 byte",
    "<img src=x onerror=alert(1)> GPU rental prices",
    "A" * 300_000,
]
# a distinct story behind each title, so that none is grouped with another as a syndicated copy
STORY_SENTENCES = [
    ["DeepSeek cut the output price of deepseek-chat to $0.42 per million tokens on 29 September.",
     "Input tokens now cost $0.28 per million on a cache miss."],
    ["Anthropic lists Claude Sonnet 4.5 at $3 per million input tokens.",
     "Batch requests are billed at half the standard rate, the company says."],
    ["Lambda rents an NVIDIA H100 SXM for $2.99 per GPU-hour on demand.",
     "Reserved contracts were not priced on the page we read."],
    ["OpenAI charges $1.25 per million input tokens for GPT-5 and $10 per million output tokens.",
     "Cached input is billed at a tenth of the input price."],
    ["Google priced Gemini 2.5 Flash-Lite at $0.10 per million input tokens.",
     "Output tokens cost $0.40 per million for the same model."],
    ["Groq serves gpt-oss-120b at $0.15 per million input tokens and $0.75 per million output tokens.",
     "The company quotes about 500 tokens per second per user."],
]


def _article(title: str, index: int) -> bytes:
    body = "".join(f"<p>{html.escape(s)}</p>" for s in STORY_SENTENCES[index])
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>"
        f"<title>{html.escape(title)}</title>"
        "<meta property='article:published_time' content='2025-09-30T10:00:00Z'></head><body>"
        f"<article><h1>{html.escape(title)}</h1>"
        "<p><a href='javascript:alert(1)'>click</a> <img src='x' onerror='alert(2)'>"
        "<a href='data:text/html,boom'>data</a></p>"
        f"{body}<p>Story number {index}.</p></article></body></html>"
    ).encode("utf-8")


@pytest.fixture(scope="module")
def hostile_run(tmp_path_factory):
    root = tmp_path_factory.mktemp("hostile")
    snapshot = root / "snapshot"
    (snapshot / "pages").mkdir(parents=True)
    items, entries = [], []
    for index, title in enumerate(HOSTILE_TITLES):
        url = f"https://hostile.example/story/{index}"
        (snapshot / "pages" / f"{index}.html").write_bytes(_article(title, index))
        entries.append({"url": url, "file": f"pages/{index}.html", "status": 200,
                        "captured_at": "2025-09-30T12:00:00Z", "headers": {"Content-Type": "text/html; charset=utf-8"}})
        items.append(f"<item><title>{html.escape(title[:5000])}</title><link>{url}</link><guid>{index}</guid>"
                     "<pubDate>Tue, 30 Sep 2025 10:00:00 GMT</pubDate></item>")
    items.append("<item><title>js</title><link>javascript:alert(document.cookie)</link><guid>js</guid></item>")
    feed = ('<?xml version="1.0"?><rss version="2.0"><channel><title>hostile</title>'
            + "".join(items) + "</channel></rss>")
    (snapshot / "feed.xml").write_text(feed, encoding="utf-8")
    entries.append({"url": "https://hostile.example/feed.xml", "file": "feed.xml", "status": 200,
                    "captured_at": "2025-10-01T00:00:00Z", "headers": {"Content-Type": "application/rss+xml"}})
    (snapshot / "manifest.json").write_text(json.dumps({"entries": entries}))
    sources = root / "sources.toml"
    sources.write_text('[[feed]]\nname = "hostile"\nurl = "https://hostile.example/feed.xml"\n')
    home = root / "home"
    report = run_all(home=home, sources_file=sources, snapshot_dir=snapshot, week="2025-W40")
    return report, home


def test_the_hostile_digest_html_is_inert(hostile_run):
    report, home = hostile_run
    assert report.table_counts["documents"] == len(HOSTILE_TITLES)
    page = (home / "digests" / "2025-W40.html").read_text(encoding="utf-8")
    assert "<script" not in page.lower()
    assert not re.search(r"""(href|src)\s*=\s*["']?\s*(javascript|data|vbscript):""", page, re.I)
    assert not re.search(r"<[^>]+\son[a-z]+\s*=", page, re.I)
    assert "\u202e" not in page and "\x00" not in page and "\u200b" not in page
    assert "{{7*7}}" in page or "{{7*7}}" in html.unescape(page)
    assert len(page) < 200_000  # a 300 kB title is capped
    for attribute in re.findall(r"<a [^>]*>", page):
        # a source (http or https) or the stored copy of one under <home>/raw/
        assert re.fullmatch(r'<a href="(https?://[^"]+|\.\./raw/[0-9a-f]{2}/[0-9a-f]{64})" rel="nofollow noopener">',
                            attribute)


def test_the_hostile_digest_markdown_cannot_forge_structure(hostile_run):
    _, home = hostile_run
    text = (home / "digests" / "2025-W40.md").read_text(encoding="utf-8")
    assert not any(line.startswith("# Forged") for line in text.splitlines())
    assert "javascript:" not in text and "<script" not in text
    table = [line for line in text.splitlines() if line.startswith("| ") and "---" not in line]
    assert len(table) > 1
    for line in table:
        assert len(re.findall(r"(?<!\\)\|", line)) == 4, line


@pytest.mark.parametrize("value, expected", [
    ("a|b", "a\\|b"),
    ("# heading", "\\# heading"),
    ("1. item", "1\\. item"),
    ("[x](javascript:y)", "\\[x\\](javascript:y)"),
    ("line\nbreak", "line break"),
])
def test_markdown_escape(value, expected):
    assert markdown_escape(value) == expected


@pytest.mark.parametrize("url, ok", [
    ("https://a.example/x", True),
    ("http://a.example", True),
    (" javascript:alert(1)", False),
    ("JAVASCRIPT:alert(1)", False),
    ("data:text/html,x", False),
    ('https://a.example/"onmouseover=', False),
    (None, False),
])
def test_only_http_links_are_rendered(url, ok):
    assert (safe_url(url) is not None) is ok


def test_clean_text_strips_controls_and_bidi():
    assert clean_text("a\u202eb\x00c\u200bd\x07e") == "ab cd e"


def test_a_pipe_or_bracket_in_a_url_cannot_break_a_markdown_table():
    from pipelines.digest.render import _md_link

    link = _md_link("source", "https://x.example/a|b[c]d(e)", "A sentence.")
    assert "|" not in link.split("](", 1)[1] and "[" not in link.split("](", 1)[1]
    assert link.startswith("[source](https://x.example/a%7Cb%5Bc%5Dd%28e%29")
