import datetime as dt
import json

import pytest

from pipelines.sources.articles import ArticleError, decode_html, detect_language, parse_article
from tests.conftest import SNAPSHOT


def _entries():
    found = {}
    for part in sorted((SNAPSHOT / "manifest.d").glob("press-*.json")):
        for entry in json.loads(part.read_text(encoding="utf-8"))["entries"]:
            if entry["headers"].get("Content-Type", "").startswith("text/html"):
                found[entry["url"]] = entry
    return found


ARTICLES = _entries()


@pytest.mark.parametrize("url", sorted(ARTICLES))
def test_every_snapshot_article_has_text_a_title_and_a_date(url):
    entry = ARTICLES[url]
    body = (SNAPSHOT / entry["file"]).read_bytes()
    article = parse_article(body, url=url, content_type=entry["headers"]["Content-Type"])
    assert article.title
    assert article.published_at is not None and dt.datetime(2025, 8, 25) < article.published_at < dt.datetime(2025, 10, 7)
    assert len(article.text) > 300  # Chinese articles are dense: 500 characters is a full story
    # page chrome stays out of the text
    for chrome in ("cookie", "Subscribe to our newsletter", "googletagmanager", "gtag("):
        assert chrome.lower() not in article.text.lower()
    assert "utm_" not in article.canonical_url


def test_a_page_declaring_the_wrong_charset_is_still_read_as_utf8():
    url = next(u for u in ARTICLES if "huawei-ascend-luxiantu" in u)
    body = (SNAPSHOT / ARTICLES[url]["file"]).read_bytes()
    assert b"gbk" in body[:2000].lower()
    text, codec = decode_html(body, None)  # no HTTP charset: the meta tag lies, UTF-8 wins
    assert codec == "utf-8" and "昇腾" in text
    assert detect_language(text, "zh-CN") == "zh"


def test_a_cp1252_page_keeps_its_euro_signs():
    url = next(u for u in ARTICLES if "europe-priced-in-euros" in u)
    entry = ARTICLES[url]
    article = parse_article((SNAPSHOT / entry["file"]).read_bytes(), url=url,
                            content_type=entry["headers"]["Content-Type"])
    assert "€" in article.text and "\ufffd" not in article.text


def test_feed_date_is_the_fallback_and_the_source_of_the_date_is_kept():
    page = b"<html><head><title>t</title></head><body><article><h1>Headline</h1><p>" + b"Body text. " * 50 + b"</p></article></body></html>"
    feed_date = dt.datetime(2025, 9, 3, 12, 0)
    article = parse_article(page, url="https://x.example/a", content_type="text/html", feed_published=feed_date)
    assert (article.published_at, article.published_from) == (feed_date, "feed")
    dated = parse_article(page, url="https://x.example/2025/09/04/a", content_type="text/html")
    assert (dated.published_at, dated.published_from) == (dt.datetime(2025, 9, 4), "url")


@pytest.mark.parametrize("body, content_type", [
    (b"%PDF-1.7 binary", "application/pdf"),
    (b"\x89PNG\r\n\x1a\n....", "image/png"),
    (b"%PDF-1.7 served as html", "text/html"),
])
def test_non_html_responses_are_refused_with_a_reason(body, content_type):
    with pytest.raises(ArticleError, match="not an article page"):
        parse_article(body, url="https://x.example/doc", content_type=content_type)


@pytest.mark.parametrize("url, meta", [
    ("https://x.example/2025/02/30/impossible-day", ""),
    ("https://x.example/story", "<meta property='article:published_time' content='0001-01-01T00:00:00+05:00'>"),
    ("https://x.example/story", "<meta property='article:published_time' content='99999-99-99'>"),
])
def test_impossible_dates_are_ignored_not_fatal(url, meta):
    page = (f"<html><head>{meta}</head><body><article><h1>T</h1><p>" + "Body text. " * 40 + "</p></article></body></html>")
    article = parse_article(page.encode(), url=url, content_type="text/html")
    assert article.published_at is None and article.text
