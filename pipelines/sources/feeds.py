"""RSS/Atom feeds: bytes and headers in, cleaned entries and reasons out.

feedparser never fetches anything here: it gets the bytes we fetched. A feed is judged
by its content, not by ``bozo`` alone: a body that is empty, HTML, JSON or binary is
"not a feed"; a malformed feed that still yields entries keeps them and is flagged.
"""

from __future__ import annotations

import calendar
import dataclasses
import datetime as dt
import html
import re
from collections.abc import Mapping
from urllib.parse import parse_qsl, urlencode, urljoin, urlsplit, urlunsplit

import feedparser
from dateutil import parser as date_parser

TRACKING_PARAMETERS = re.compile(r"^(utm_[a-z_]+|fbclid|gclid|dclid|mc_cid|mc_eid|igshid|ref_src|_hsenc|_hsmi|yclid)$", re.I)
SAFE_SCHEMES = ("http", "https")
# dates more than this far ahead of the fetch are treated as wrong, not as news from the future
MAX_FUTURE_SKEW = dt.timedelta(days=2)


class FeedError(ValueError):
    """The body is not a feed at all; the message names the URL and why."""


@dataclasses.dataclass(frozen=True)
class FeedEntry:
    guid: str | None
    link: str | None
    title: str | None
    summary: str | None
    published_at: dt.datetime | None
    published_raw: str | None


@dataclasses.dataclass
class FeedParseResult:
    url: str
    title: str | None
    entries: list[FeedEntry]
    problems: list[str]          # entry- or feed-level issues worth recording
    malformed: bool              # feedparser flagged the XML but entries were recovered


def clean_link(link: str | None, *, base: str | None = None) -> str | None:
    """An absolute http(s) link without tracking parameters, or None for anything unsafe."""
    if not link:
        return None
    candidate = html.unescape(link).strip()
    candidate = "".join(ch for ch in candidate if ch >= " " and ch != "\x7f")
    if base:
        candidate = urljoin(base, candidate)
    parts = urlsplit(candidate)
    if parts.scheme.lower() not in SAFE_SCHEMES or not parts.netloc:
        return None
    query = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if not TRACKING_PARAMETERS.match(k)]
    return urlunsplit((parts.scheme.lower(), parts.netloc.lower(), parts.path or "/", urlencode(query), ""))


def _entry_date(entry: Mapping, fetched_at: dt.datetime) -> tuple[dt.datetime | None, str | None]:
    # dict.get bypasses feedparser's deprecated updated->published aliasing
    raw = dict.get(entry, "published") or dict.get(entry, "updated") or dict.get(entry, "created")
    parsed_struct = (dict.get(entry, "published_parsed") or dict.get(entry, "updated_parsed")
                     or dict.get(entry, "created_parsed"))
    value = None
    if parsed_struct:
        value = dt.datetime.fromtimestamp(calendar.timegm(parsed_struct), dt.UTC).replace(tzinfo=None)
    elif raw:
        try:
            guessed = date_parser.parse(raw, fuzzy=False)
        except (ValueError, OverflowError):
            guessed = None
        if guessed is not None:
            if guessed.tzinfo is not None:
                guessed = guessed.astimezone(dt.UTC).replace(tzinfo=None)
            value = guessed
    if value is not None and value > fetched_at + MAX_FUTURE_SKEW:
        value = None
    return value, raw


_DOCTYPE = re.compile(rb"<!DOCTYPE(?:[^\[>]|\[[^\]]*\])*>", re.I)


def strip_doctype(body: bytes) -> tuple[bytes, bool]:
    """Remove a DOCTYPE declaration (and any entity definitions in it) from the prolog.

    Feeds never need a DTD; an internal subset is how entity-expansion attacks (billion laughs,
    external entities pointing at files or metadata addresses) get in, so none is kept.
    """
    head = body[:65536]
    match = _DOCTYPE.search(head)
    if not match or b"<rss" in head[: match.start()].lower() or b"<feed" in head[: match.start()].lower():
        return body, False
    return body[: match.start()] + body[match.end():], True


def _looks_like_feed(body: bytes) -> str | None:
    """Why the body is not a feed, or None when it plausibly is one."""
    if not body or not body.strip():
        return "empty body"
    head = body[:2048]
    if head.startswith((b"\xff\xfe", b"\xfe\xff")) or b"\x00" in head[:200]:
        # UTF-16 with a BOM is legal XML; without one it is unreadable here
        if not head.startswith((b"\xff\xfe", b"\xfe\xff")):
            return "binary or UTF-16 data without a byte-order mark"
        return None
    text = head.decode("utf-8", errors="replace").lstrip("\ufeff \t\r\n").lower()
    if text.startswith(("{", "[")):
        return "JSON, not a feed"
    if text.startswith("<!doctype html") or text.startswith("<html"):
        return "an HTML page, not a feed"
    if not text.startswith("<"):
        return "not XML"
    return None


def parse_feed(body: bytes, *, url: str, headers: Mapping[str, str] | None = None,
               fetched_at: dt.datetime | None = None) -> FeedParseResult:
    """Parse feed bytes. Raises :class:`FeedError` when the body is not a feed."""
    fetched_at = fetched_at or dt.datetime.now(dt.UTC).replace(tzinfo=None)
    reason = _looks_like_feed(body)
    if reason:
        raise FeedError(f"{url}: not a feed ({reason})")
    body, had_doctype = strip_doctype(body)
    response_headers = {k.lower(): v for k, v in (headers or {}).items()}
    parsed = feedparser.parse(body, response_headers=response_headers, sanitize_html=True, resolve_relative_uris=False)
    version = parsed.get("version") or ""
    if not parsed.entries and not version:
        detail = parsed.get("bozo_exception")
        raise FeedError(f"{url}: not a feed ({detail or 'no RSS or Atom root element'})")
    problems: list[str] = []
    malformed = bool(parsed.get("bozo"))
    if had_doctype:
        problems.append("DOCTYPE declaration removed (feeds need no DTD; entities are never expanded)")
    if malformed:
        problems.append(f"malformed feed, entries recovered: {parsed.get('bozo_exception')}")
    entries: list[FeedEntry] = []
    seen: set[str] = set()
    for index, raw_entry in enumerate(parsed.entries):
        link = clean_link(raw_entry.get("link"), base=url)
        if raw_entry.get("link") and link is None:
            problems.append(f"entry {index}: link dropped (unsafe or not http/https)")
        guid = raw_entry.get("id") or raw_entry.get("guid") or link
        if not guid:
            problems.append(f"entry {index}: no guid and no link; skipped")
            continue
        if guid in seen:
            problems.append(f"entry {index}: duplicate guid {guid!r}; skipped")
            continue
        seen.add(guid)
        published_at, published_raw = _entry_date(raw_entry, fetched_at)
        if published_raw and published_at is None:
            problems.append(f"entry {index}: unusable date {published_raw!r}")
        title = raw_entry.get("title")
        summary = raw_entry.get("summary")
        entries.append(FeedEntry(
            guid=str(guid)[:2000],
            link=link,
            title=title.strip()[:2000] if title else None,
            summary=summary[:20000] if summary else None,
            published_at=published_at,
            published_raw=published_raw,
        ))
    return FeedParseResult(
        url=url,
        title=parsed.feed.get("title") if parsed.get("feed") else None,
        entries=entries,
        problems=problems,
        malformed=malformed,
    )
