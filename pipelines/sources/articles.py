"""Article pages: decode, read the metadata (title, author, dates, canonical URL, language), clean the text.

The main-text extraction itself is :func:`extractors.pipeline.prepare_text`, so the text
the claims index is the same whether a page came through the pipeline or ``inferwatch extract``.
"""

from __future__ import annotations

import codecs
import dataclasses
import datetime as dt
import json
import re
from collections.abc import Iterable
from urllib.parse import urljoin

from bs4 import BeautifulSoup
from dateutil import parser as date_parser

from extractors.pipeline import prepare_text
from pipelines.sources.feeds import clean_link

HTML_PARSER = "lxml"  # one parser everywhere: fast, lenient with unclosed tags, stable across versions
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)""", re.I)
_URL_DATE = re.compile(r"/(20\d{2})[/-](0[1-9]|1[0-2])[/-](0[1-9]|[12]\d|3[01])(?:/|-|$)")
_CJK = re.compile(r"[\u3400-\u9fff]")
_LATIN = re.compile(r"[A-Za-z]")


class ArticleError(ValueError):
    """A response that is not an article page; the message names the URL and why."""


@dataclasses.dataclass
class Article:
    url: str
    canonical_url: str
    title: str | None
    author: str | None
    published_at: dt.datetime | None
    published_from: str | None       # meta | json-ld | feed | url | none
    modified_at: dt.datetime | None
    language: str | None
    text: str
    content_type: str


def _charset_from_content_type(content_type: str | None) -> str | None:
    if not content_type:
        return None
    match = re.search(r"charset\s*=\s*[\"']?([A-Za-z0-9_.:-]+)", content_type, re.I)
    return match.group(1) if match else None


def _known_codec(name: str | None) -> str | None:
    if not name:
        return None
    try:
        return codecs.lookup(name).name
    except LookupError:
        return None


def decode_html(body: bytes, content_type: str | None) -> tuple[str, str]:
    """Decode page bytes: BOM, then the HTTP charset, then UTF-8 if valid, then the meta charset, then cp1252.

    A declared charset that cannot decode the bytes is ignored (sites often declare the wrong one);
    UTF-8 is tried before a ``<meta>`` declaration because a valid UTF-8 byte sequence is almost never an accident.
    """
    for bom, codec in ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16")):
        if body.startswith(bom):
            return body.decode(codec, errors="replace").lstrip("\ufeff"), codec
    candidates: list[str] = []
    for name in (_charset_from_content_type(content_type), "utf-8"):
        codec = _known_codec(name)
        if codec and codec not in candidates:
            candidates.append(codec)
    meta = _META_CHARSET.search(body[:4096])
    meta_codec = _known_codec(meta.group(1).decode("ascii", "ignore")) if meta else None
    if meta_codec and meta_codec not in candidates:
        candidates.append(meta_codec)
    for codec in candidates + ["cp1252"]:
        try:
            return body.decode(codec), codec
        except UnicodeDecodeError:
            continue
    return body.decode("utf-8", errors="replace"), "utf-8"


def _parse_date(value: str | None) -> dt.datetime | None:
    if not value or not isinstance(value, str):
        return None
    try:
        parsed = date_parser.isoparse(value.strip())
    except ValueError:
        try:
            parsed = date_parser.parse(value.strip())
        except (ValueError, OverflowError):
            return None
    if parsed.tzinfo is not None:
        parsed = parsed.astimezone(dt.UTC).replace(tzinfo=None)
    return parsed


def _json_ld_objects(soup: BeautifulSoup) -> Iterable[dict]:
    for script in soup.find_all("script", attrs={"type": re.compile("ld\\+json", re.I)}):
        try:
            data = json.loads(script.string or "")
        except ValueError:
            continue
        stack = [data]
        while stack:
            item = stack.pop()
            if isinstance(item, list):
                stack.extend(item)
            elif isinstance(item, dict):
                if "@graph" in item:
                    stack.append(item["@graph"])
                yield item


def _meta(soup: BeautifulSoup, *names: str) -> str | None:
    for name in names:
        tag = soup.find("meta", attrs={"property": name}) or soup.find("meta", attrs={"name": name}) \
            or soup.find("meta", attrs={"itemprop": name})
        if tag and tag.get("content"):
            return tag["content"].strip()
    return None


def detect_language(text: str, declared: str | None) -> str | None:
    """The page's declared language, checked against its script; 'zh' when most letters are CJK."""
    sample = text[:5000]
    cjk = len(_CJK.findall(sample))
    latin = len(_LATIN.findall(sample))
    by_script = None
    if cjk or latin:
        by_script = "zh" if cjk >= latin / 4 else "en" if cjk == 0 else None
    if declared:
        primary = declared.split("-")[0].split("_")[0].lower()
        if by_script == "zh" and primary != "zh":
            return "zh"
        return primary
    return by_script


def parse_article(body: bytes, *, url: str, content_type: str | None,
                  feed_published: dt.datetime | None = None) -> Article:
    """Read an article page. Raises :class:`ArticleError` for responses that are not HTML pages."""
    media_type = (content_type or "text/html").split(";")[0].strip().lower()
    if media_type not in ("text/html", "application/xhtml+xml", "text/plain", ""):
        raise ArticleError(f"{url}: not an article page (content type {media_type})")
    if body[:5] == b"%PDF-" or body[:8] == b"\x89PNG\r\n\x1a\n" or body[:3] == b"\xff\xd8\xff":
        raise ArticleError(f"{url}: not an article page (binary document)")
    markup, _codec = decode_html(body, content_type)
    soup = BeautifulSoup(markup, HTML_PARSER)

    canonical = None
    link = soup.find("link", rel=lambda value: value and "canonical" in (value if isinstance(value, list) else [value]))
    if link and link.get("href"):
        canonical = clean_link(urljoin(url, link["href"]))
    canonical = canonical or clean_link(_meta(soup, "og:url")) or clean_link(url) or url

    published_at, published_from = None, None
    modified_at = _parse_date(_meta(soup, "article:modified_time", "og:updated_time", "dateModified"))
    meta_date = _parse_date(_meta(soup, "article:published_time", "datePublished", "pubdate", "date", "DC.date.issued"))
    if meta_date:
        published_at, published_from = meta_date, "meta"
    author = _meta(soup, "author", "article:author", "dc.creator")
    headline = None
    for item in _json_ld_objects(soup):
        kind = item.get("@type")
        kinds = kind if isinstance(kind, list) else [kind]
        if not any(k in ("NewsArticle", "Article", "BlogPosting", "Report", "PressRelease") for k in kinds):
            continue
        if published_at is None:
            json_date = _parse_date(item.get("datePublished"))
            if json_date:
                published_at, published_from = json_date, "json-ld"
        modified_at = modified_at or _parse_date(item.get("dateModified"))
        if not author:
            people = item.get("author")
            people = people if isinstance(people, list) else [people]
            names = [p.get("name") if isinstance(p, dict) else p for p in people if p]
            author = ", ".join(n for n in names if isinstance(n, str)) or None
        headline = headline or item.get("headline")
    if published_at is None:
        time_tag = soup.find("time", attrs={"datetime": True})
        if time_tag is not None:
            published_at = _parse_date(time_tag["datetime"])
            published_from = "time-element" if published_at else None
    if published_at is None and feed_published is not None:
        published_at, published_from = feed_published, "feed"
    if published_at is None:
        match = _URL_DATE.search(url)
        if match:
            published_at = dt.datetime(int(match.group(1)), int(match.group(2)), int(match.group(3)))
            published_from = "url"

    prepared = prepare_text(markup, content_type="text/html")
    title = prepared.title or _meta(soup, "og:title") or headline
    if not title and soup.title and soup.title.string:
        title = soup.title.string.strip()
    declared = soup.html.get("lang") if soup.html else None
    return Article(
        url=url,
        canonical_url=canonical,
        title=title.strip() if title else None,
        author=author,
        published_at=published_at,
        published_from=published_from,
        modified_at=modified_at,
        language=detect_language(prepared.text, declared) or prepared.language,
        text=prepared.text,
        content_type="text/html",
    )
