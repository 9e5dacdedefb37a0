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
from urllib.parse import urljoin, urlsplit

from bs4 import BeautifulSoup
from dateutil import parser as date_parser

from extractors.nesting import flatten_deep_nesting
from extractors.pipeline import prepare_text
from pipelines.sources.feeds import clean_link

HTML_PARSER = "lxml"  # one parser everywhere: fast, lenient with unclosed tags, stable across versions
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)""", re.I)
_URL_DATE = re.compile(r"/(20\d{2})[/-](0[1-9]|1[0-2])[/-](0[1-9]|[12]\d|3[01])(?:/|-|$)")
_CJK = re.compile(r"[\u3400-\u9fff]")
_KANA = re.compile(r"[\u3040-\u30ff]")
_HANGUL = re.compile(r"[\uac00-\ud7af]")
_LATIN = re.compile(r"[A-Za-z]")
HTML_MEDIA_TYPES = ("text/html", "application/xhtml+xml", "text/plain", "")
# magic numbers of what a link may point at instead of a page
_BINARY_SIGNATURES = (
    (b"%PDF-", "a PDF document"), (b"\x89PNG\r\n\x1a\n", "a PNG image"), (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF87a", "a GIF image"), (b"GIF89a", "a GIF image"), (b"PK\x03\x04", "a ZIP archive (or Office document)"),
    (b"\x1f\x8b", "gzip data"), (b"\x00\x00\x00", "binary data"), (b"ID3", "an MP3 file"),
)
MAX_DATE_SKEW = dt.timedelta(days=2)
OLDEST_PLAUSIBLE = dt.datetime(1990, 1, 1)


class ArticleError(ValueError):
    """A response that is not an article page; the message names the URL and why."""


@dataclasses.dataclass
class Article:
    url: str
    canonical_url: str
    title: str | None
    author: str | None
    published_at: dt.datetime | None
    published_from: str | None       # meta | json-ld | time-element | feed | url | None
    modified_at: dt.datetime | None
    language: str | None
    text: str
    content_type: str
    declared_canonical: str | None = None   # a rel=canonical on another site: kept, never used as identity


def _same_site(first: str, second: str) -> bool:
    def site(url: str) -> str:
        host = (urlsplit(url).hostname or "").lower()
        return host[4:] if host.startswith("www.") else host
    return site(first) == site(second)


def _binary_kind(body: bytes) -> str | None:
    for signature, kind in _BINARY_SIGNATURES:
        if body.startswith(signature):
            return kind
    if body[:4] == b"RIFF" and body[8:12] == b"WEBP":
        return "a WebP image"
    return None


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
        try:
            parsed = parsed.astimezone(dt.UTC).replace(tzinfo=None)
        except (OverflowError, ValueError):  # e.g. year 1 with a positive offset
            return None
    return parsed


def _url_date(match: re.Match) -> dt.datetime | None:
    """A date written in a URL path, or None when it is not a real day (/2025/02/30/)."""
    try:
        return dt.datetime(int(match.group(1)), int(match.group(2)), int(match.group(3)))
    except ValueError:
        return None


_LD_JSON = re.compile("ld\\+json", re.I)


class _PageMetadata:
    """The few elements :func:`parse_article` reads its metadata from, as BeautifulSoup with the lxml builder
    finds them (``soup.find``: the first in document order), from one lxml parse with the settings and 512-character
    feeding that builder uses, without building BeautifulSoup's tree of every element of the page (that tree cost
    half of the articles stage). Markup lxml rejects raises; :func:`parse_article` then reads it with BeautifulSoup.
    """

    def __init__(self, markup: str):
        from lxml import etree

        parser = etree.HTMLParser(strip_cdata=False, recover=True)
        for first in range(0, len(markup), 512):
            parser.feed(markup[first:first + 512])
        root = parser.close()
        if root is None:
            raise ValueError("no document")
        self.canonical_link = None   # the first <link> whose rel names "canonical" (with or without href)
        self.metas: list = []
        self.json_ld: list[str | None] = []
        self.time_datetime = None    # the datetime attribute of the first <time> that has one
        self.title = None            # the first <title>
        self.html = None             # the first <html>
        for element in root.iter():
            tag = element.tag
            if not isinstance(tag, str):
                continue
            if tag == "meta":
                self.metas.append(element)
            elif tag == "link":
                if self.canonical_link is None and "canonical" in (element.get("rel") or "").split():
                    self.canonical_link = element
            elif tag == "script":
                kind = element.get("type")
                if kind is not None and _LD_JSON.search(kind):
                    self.json_ld.append(_string(element))
            elif tag == "time":
                if self.time_datetime is None and element.get("datetime") is not None:
                    self.time_datetime = element.get("datetime")
            elif tag == "title":
                if self.title is None:
                    self.title = element
            elif tag == "html":
                if self.html is None:
                    self.html = element

    def meta(self, *names: str) -> str | None:
        """:func:`_meta` on this page."""
        for name in names:
            tag = next((m for attribute in ("property", "name", "itemprop") for m in self.metas
                        if m.get(attribute) == name), None)
            if tag is not None and tag.get("content"):
                return tag.get("content").strip()
        return None

    def title_string(self) -> str | None:
        """``soup.title.string``."""
        return _string(self.title) if self.title is not None else None


def _string(element) -> str | None:
    """BeautifulSoup's ``.string`` of an lxml element: its one text child, or the ``.string`` of its one child
    element (a comment counts as text); None with no child or several."""
    from lxml import etree

    children = len(element)
    if children == 0:
        return element.text or None
    if children > 1 or element.text or element[0].tail:
        return None
    child = element[0]
    if isinstance(child, etree._Comment):
        return child.text or ""
    if not isinstance(child.tag, str):
        return None
    return _string(child)


def _json_ld_objects(soup) -> Iterable[dict]:
    scripts = soup.json_ld if isinstance(soup, _PageMetadata) else [
        script.string for script in soup.find_all("script", attrs={"type": _LD_JSON})]
    for string in scripts:
        try:
            data = json.loads(string or "")
        except (ValueError, RecursionError):   # RecursionError: JSON-LD nested thousands deep
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


def _meta(soup, *names: str) -> str | None:
    if isinstance(soup, _PageMetadata):
        return soup.meta(*names)
    for name in names:
        tag = soup.find("meta", attrs={"property": name}) or soup.find("meta", attrs={"name": name}) \
            or soup.find("meta", attrs={"itemprop": name})
        if tag and tag.get("content"):
            return tag["content"].strip()
    return None


def detect_language(text: str, declared: str | None) -> str | None:
    """The page's declared language, checked against its script.

    A heuristic, not a library: the digest needs to tell Chinese (its local view) from English,
    and the script settles that offline and instantly. Han characters make 'zh' unless kana
    ('ja') or Hangul ('ko') are present too; a page declaring English but written in Han is 'zh'.
    """
    sample = text[:5000]
    cjk = len(_CJK.findall(sample))
    kana = len(_KANA.findall(sample))
    hangul = len(_HANGUL.findall(sample))
    latin = len(_LATIN.findall(sample))
    by_script = None
    if hangul and hangul >= latin / 4:
        by_script = "ko"
    elif kana and kana + cjk >= latin / 4:
        by_script = "ja"
    elif cjk or latin:
        by_script = "zh" if cjk >= latin / 4 else "en" if cjk == 0 else None
    if declared:
        primary = declared.split("-")[0].split("_")[0].strip().lower()
        if by_script in ("zh", "ja", "ko") and primary != by_script:
            return by_script
        return primary or by_script
    return by_script


def _plausible(value: dt.datetime | None, now: dt.datetime) -> dt.datetime | None:
    if value is None or value > now + MAX_DATE_SKEW or value < OLDEST_PLAUSIBLE:
        return None
    return value


def parse_article(body: bytes, *, url: str, content_type: str | None,
                  feed_published: dt.datetime | None = None, fetched_at: dt.datetime | None = None) -> Article:
    """Read an article page. Raises :class:`ArticleError` (naming the URL and why) for responses that
    are not HTML pages (PDF, images, archives, JSON…) and for pages with no text.

    The publication date comes from the first of: HTML metadata, JSON-LD, a ``<time>`` element, the
    feed entry, the URL; ``published_from`` says which. Dates in the future or before 1990 are ignored.
    """
    now = fetched_at or dt.datetime.now(dt.UTC).replace(tzinfo=None)
    media_type = (content_type or "text/html").split(";")[0].strip().lower()
    if media_type not in HTML_MEDIA_TYPES:
        raise ArticleError(f"{url}: not an article page (content type {media_type})")
    if not body or not body.strip():
        raise ArticleError(f"{url}: not an article page (empty body)")
    kind = _binary_kind(body)
    if kind:
        raise ArticleError(f"{url}: not an article page ({kind}, served as {media_type or 'no content type'})")
    markup, _codec = decode_html(body, content_type)
    if markup.lstrip()[:1] in ("{", "["):
        raise ArticleError(f"{url}: not an article page (JSON, served as {media_type or 'no content type'})")
    flat = flatten_deep_nesting(markup, block=" ")[0]
    try:
        page = _PageMetadata(flat)   # metadata only; text comes below
    except Exception:  # noqa: BLE001 - markup lxml rejects: read it as BeautifulSoup does
        page = None
    if page is not None:
        link = page.canonical_link
        href = link.get("href") if link is not None else None
        time_datetime, page_title = page.time_datetime, page.title_string
        declared = page.html.get("lang") if page.html is not None else None
        soup = page
    else:
        soup = BeautifulSoup(flat, HTML_PARSER)
        link = soup.find("link", rel=lambda value: value and "canonical" in (value if isinstance(value, list)
                                                                              else [value]))
        href = link.get("href") if link else None
        time_tag = soup.find("time", attrs={"datetime": True})
        time_datetime = time_tag["datetime"] if time_tag is not None else None
        page_title = (lambda: soup.title.string if soup.title else None)
        declared = soup.html.get("lang") if soup.html else None

    declared_canonical = None
    if href:
        declared_canonical = clean_link(urljoin(url, href))
    if not declared_canonical:
        declared_canonical = clean_link(_meta(soup, "og:url"))
    own_url = clean_link(url) or url
    # another site's canonical (syndication, or a page claiming to be someone else) never decides identity:
    # story grouping links the copies instead
    canonical = declared_canonical if declared_canonical and _same_site(declared_canonical, own_url) else own_url

    published_at, published_from = None, None
    modified_at = _plausible(_parse_date(_meta(soup, "article:modified_time", "og:updated_time", "dateModified",
                                               "last-modified")), now)
    meta_date = _plausible(_parse_date(_meta(soup, "article:published_time", "datePublished", "pubdate", "date",
                                             "DC.date.issued")), now)
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
            json_date = _plausible(_parse_date(item.get("datePublished")), now)
            if json_date:
                published_at, published_from = json_date, "json-ld"
        modified_at = modified_at or _plausible(_parse_date(item.get("dateModified")), now)
        if not author:
            people = item.get("author")
            people = people if isinstance(people, list) else [people]
            names = [p.get("name") if isinstance(p, dict) else p for p in people if p]
            author = ", ".join(n for n in names if isinstance(n, str)) or None
        headline = headline or (item.get("headline") if isinstance(item.get("headline"), str) else None)
    if published_at is None:
        if time_datetime is not None:
            published_at = _plausible(_parse_date(time_datetime), now)
            published_from = "time-element" if published_at else None
    if published_at is None and _plausible(feed_published, now) is not None:
        published_at, published_from = feed_published, "feed"
    if published_at is None:
        match = _URL_DATE.search(url)
        if match:
            published_at = _plausible(_url_date(match), now)
            published_from = "url" if published_at else None

    prepared = prepare_text(markup, content_type="text/html")
    title = prepared.title or _meta(soup, "og:title") or headline
    if not title:
        string = page_title()
        if string:
            title = string.strip()
    if not prepared.text.strip():
        raise ArticleError(f"{url}: no article text on the page")
    return Article(
        url=url,
        canonical_url=canonical,
        title=title.strip()[:2000] if title else None,
        author=author[:500] if author else None,
        published_at=published_at,
        published_from=published_from,
        modified_at=modified_at,
        language=detect_language(prepared.text, declared) or prepared.language,
        text=prepared.text,
        content_type="text/html",
        declared_canonical=declared_canonical,
    )
