"""RSS/Atom feeds: bytes and headers in, cleaned entries and reasons out.

feedparser never fetches anything here: it gets the bytes we fetched. A feed is judged
by its content, not by ``bozo`` alone: a body that is empty, HTML, JSON or binary is
"not a feed"; a malformed feed that still yields entries keeps them and is flagged.
"""

from __future__ import annotations

import calendar
import dataclasses
import datetime as dt
import hashlib
import html
import re
from collections.abc import Mapping
from urllib.parse import unquote_plus, urljoin, urlsplit, urlunsplit

import feedparser
from dateutil import parser as date_parser

TRACKING_PARAMETERS = re.compile(
    r"^(utm_[a-z_]+|fbclid|gclid|gclsrc|dclid|msclkid|twclid|mc_cid|mc_eid|igshid|ref_src|_hsenc|_hsmi|yclid|"
    r"mkt_tok|_ga|_gl|oly_enc_id|oly_anon_id|vero_id|wickedid|spm|scm)$", re.I)  # spm/scm: Alibaba's trackers
SAFE_SCHEMES = ("http", "https")
# dates more than this far ahead of the fetch are treated as wrong, not as news from the future
MAX_FUTURE_SKEW = dt.timedelta(days=2)
OLDEST_PLAUSIBLE = dt.datetime(1990, 1, 1)
MAX_ENTRIES = 20_000          # later entries of a bigger feed are dropped (and reported)
MAX_SUMMARY_CHARS = 20_000    # one 50 MB entry is stored as its first 20,000 characters
MAX_TITLE_CHARS = 2_000
MAX_GUID_CHARS = 2_000
BENIGN_BOZO = ("CharacterEncodingOverride", "NonXMLContentType")  # the feed reads fine; only its labels lie


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


@dataclasses.dataclass(frozen=True)
class FeedProblem:
    """Something wrong with a feed (``location`` None) or with one entry (``location`` names it)."""

    reason: str
    location: str | None = None

    def __str__(self) -> str:
        return f"{self.location}: {self.reason}" if self.location else self.reason


@dataclasses.dataclass
class FeedParseResult:
    url: str
    title: str | None
    entries: list[FeedEntry]
    problems: list[FeedProblem]  # feed- and entry-level issues worth recording
    malformed: bool              # the XML is broken (truncated, bad syntax) but entries were recovered
    version: str = ""            # feedparser's name for the format: rss090, rss091u, rss092, rss10, rss20, atom10, …
    truncated: bool = False


def _unescape_fully(value: str) -> str:
    # "&amp;#106;avascript:" needs two rounds; stop when nothing changes
    for _ in range(4):
        unescaped = html.unescape(value)
        if unescaped == value:
            break
        value = unescaped
    return value


def clean_link(link: str | None, *, base: str | None = None) -> str | None:
    """An absolute http(s) link without tracking parameters or fragment, or None for anything unsafe.

    Entities are decoded (repeatedly) and control characters removed before the scheme is read,
    since browsers do the same: `` JaVaScRiPt:``, ``&#106;avascript:`` and ``java\tscript:`` all count.
    """
    if not link:
        return None
    candidate = _unescape_fully(str(link)).strip()
    candidate = "".join(ch for ch in candidate if ch >= " " and ch != "\x7f").strip()
    if not candidate:
        return None
    try:
        if base:
            candidate = urljoin(base, candidate)
        parts = urlsplit(candidate)
        if parts.scheme.lower() not in SAFE_SCHEMES or not parts.hostname:
            return None
        parts.port   # noqa: B018 - raises ValueError for a port that is no number
    except ValueError:   # "http://[" and other links no URL parser can split
        return None
    kept = [piece for piece in parts.query.split("&")
            if piece and not TRACKING_PARAMETERS.match(unquote_plus(piece.split("=", 1)[0]))]
    host = parts.netloc.rsplit("@", 1)[-1].lower()  # credentials in a feed link are never kept
    return urlunsplit((parts.scheme.lower(), host, parts.path or "/", "&".join(kept), ""))


def _entry_date(entry: Mapping, fetched_at: dt.datetime) -> tuple[dt.datetime | None, str | None, str | None]:
    """(date, the raw text, why the raw text was not used)."""
    # dict.get bypasses feedparser's deprecated updated->published aliasing
    raw = dict.get(entry, "published") or dict.get(entry, "updated") or dict.get(entry, "created")
    parsed_struct = (dict.get(entry, "published_parsed") or dict.get(entry, "updated_parsed")
                     or dict.get(entry, "created_parsed"))
    value = None
    if parsed_struct:
        try:
            value = dt.datetime.fromtimestamp(calendar.timegm(parsed_struct), dt.UTC).replace(tzinfo=None)
        except (OverflowError, OSError, ValueError):
            value = None
    elif raw:
        try:
            guessed = date_parser.parse(raw, fuzzy=False)
        except (ValueError, OverflowError):
            guessed = None
        if guessed is not None:
            if guessed.tzinfo is not None:
                guessed = guessed.astimezone(dt.UTC).replace(tzinfo=None)
            value = guessed
    if raw is not None:
        raw = str(raw)[:200]
    if value is None:
        return None, raw, ("unusable date " + repr(raw)) if raw else None
    if value > fetched_at + MAX_FUTURE_SKEW:
        return None, raw, f"date {raw!r} is in the future (fetched {fetched_at:%Y-%m-%d}); not used"
    if value < OLDEST_PLAUSIBLE:
        return None, raw, f"date {raw!r} is implausibly old; not used"
    return value, raw, None


_DOCTYPE_START = re.compile(rb"<!DOCTYPE", re.I)
_ENTITY_DECLARATION = re.compile(rb"<!ENTITY", re.I)


def _declaration_end(body: bytes, start: int) -> int:
    """Index just past the ``>`` closing the declaration at ``start``: quotes and ``[...]`` respected."""
    quote = None
    depth = 0
    index = start + 2
    length = len(body)
    while index < length:
        char = body[index]
        if quote is not None:
            if char == quote:
                quote = None
        elif char in (0x22, 0x27):          # " '
            quote = char
        elif char == 0x5B:                  # [
            depth += 1
        elif char == 0x5D:                  # ]
            depth = max(depth - 1, 0)
        elif char == 0x3E and depth == 0:   # >
            return index + 1
        index += 1
    return length


def strip_doctype(body: bytes) -> tuple[bytes, bool]:
    """Remove every DOCTYPE declaration (and the entity definitions in it), and any stray ``<!ENTITY``.

    Feeds never need a DTD; an internal subset is how entity-expansion attacks (billion laughs,
    external entities pointing at files or metadata addresses) get in, so none is kept.
    """
    removed = False
    while True:
        match = _DOCTYPE_START.search(body)
        if not match:
            break
        body = body[:match.start()] + body[_declaration_end(body, match.start()):]
        removed = True
    while True:
        match = _ENTITY_DECLARATION.search(body)
        if not match:
            break
        body = body[:match.start()] + body[_declaration_end(body, match.start()):]
        removed = True
    return body, removed


_ROOT = re.compile(rb"\s*<([A-Za-z_][\w.:-]*)")
FEED_ROOTS = {"rss", "feed", "rdf:rdf", "rdf", "channel"}


def _root_element(head: bytes) -> str | None:
    """The name of the first element after the prolog (declarations, comments, DOCTYPE)."""
    position = 0
    while True:
        while position < len(head) and head[position] in b" \t\r\n":
            position += 1
        if head.startswith(b"<?", position):
            end = head.find(b"?>", position)
            position = len(head) if end < 0 else end + 2
        elif head.startswith(b"<!--", position):
            end = head.find(b"-->", position)
            position = len(head) if end < 0 else end + 3
        elif head[position:position + 9].upper() == b"<!DOCTYPE":
            position = _declaration_end(head, position)
        else:
            break
    root = _ROOT.match(head, position)
    return root.group(1).decode("ascii", "replace") if root else None


def _utf16_without_bom(head: bytes) -> bool:
    sample = head[:400]
    if len(sample) < 8:
        return False
    even_zeros = sample[0::2].count(0) / len(sample[0::2])
    odd_zeros = sample[1::2].count(0) / len(sample[1::2])
    return max(even_zeros, odd_zeros) > 0.4 and min(even_zeros, odd_zeros) < 0.1


def _not_a_feed_reason(body: bytes) -> str | None:
    """Why the body is not a feed, judged by its bytes; None when it plausibly is one."""
    if not body or not body.strip():
        return "empty body"
    head = body[:4096]
    if head.startswith((b"\xff\xfe", b"\xfe\xff")):
        head = body[:8192].decode("utf-16", errors="replace").encode("utf-8", errors="replace")
    elif _utf16_without_bom(head):
        return "UTF-16 without a byte-order mark (an XML feed must declare UTF-16 with a BOM)"
    elif head.startswith(b"\x1f\x8b"):
        return "compressed (gzip) data, not a feed"
    else:
        # a stray NUL or control character in a title is a bad feed, not a binary file: judge by proportion
        sample = head[:1024]
        controls = sum(1 for byte in sample if byte < 9 or 13 < byte < 32 or byte == 11 or byte == 12)
        if controls > len(sample) * 0.08:
            return "binary data, not a feed"
    text = head.decode("utf-8", errors="replace").lstrip("\ufeff \t\r\n")
    if text.startswith(("{", "[")):
        return "JSON, not a feed"
    if not text.startswith("<"):
        return "not XML (does not start with '<')"
    root = _root_element(text.encode("utf-8"))
    if root is None:
        return "XML without a root element"
    if root.lower() == "html":
        return "an HTML page, not a feed"
    if root.lower() not in FEED_ROOTS:
        return f"XML whose root element is <{root[:40]}>, not RSS or Atom"
    return None


def _is_truncated(body: bytes, root: str | None) -> bool:
    if root is None:
        return False
    closing = re.compile(rb"</" + re.escape(root.encode("ascii")) + rb"\s*>", re.I)
    return not closing.search(body[-4096:])


def _entry_identity(raw_entry: Mapping, link: str | None) -> tuple[str | None, bool]:
    """The entry's guid, else its link, else a hash of its title, date and summary (derived=True)."""
    guid = raw_entry.get("id") or raw_entry.get("guid")
    if guid and str(guid).strip():
        return str(guid).strip()[:MAX_GUID_CHARS], False
    if link:
        return link[:MAX_GUID_CHARS], False
    title = raw_entry.get("title") or ""
    summary = (raw_entry.get("summary") or "")[:2000]
    # dict.get: feedparser's own get() maps a missing "updated" to "published" with a DeprecationWarning
    date = dict.get(raw_entry, "published") or dict.get(raw_entry, "updated") or ""
    if not (title.strip() or summary.strip()):
        return None, False
    return "urn:inferwatch:entry:" + hashlib.sha256(f"{title}\x1f{date}\x1f{summary}".encode()).hexdigest(), True


_XML_ENCODING = re.compile(r"""(<\?xml[^>]*?)\s+encoding\s*=\s*["'][^"']*["']""")


def parse_feed(body: bytes, *, url: str, headers: Mapping[str, str] | None = None,
               fetched_at: dt.datetime | None = None) -> FeedParseResult:
    """Parse RSS 0.9x/1.0/2.0 or Atom bytes (with the response headers). Raises :class:`FeedError` when
    the body is not a feed; otherwise returns every usable entry and the problems met on the way."""
    fetched_at = fetched_at or dt.datetime.now(dt.UTC).replace(tzinfo=None)
    if not isinstance(body, (bytes, bytearray)):
        raise FeedError(f"{url}: feed body must be bytes, got {type(body).__name__}")
    body = bytes(body)
    reason = _not_a_feed_reason(body)
    if reason:
        raise FeedError(f"{url}: not a feed ({reason})")
    if body.startswith((b"\xff\xfe", b"\xfe\xff")):
        # read UTF-16 as UTF-8 from here on, so the DOCTYPE scan below sees every declaration
        text = _XML_ENCODING.sub(r"\1", body.decode("utf-16", errors="replace").lstrip("\ufeff"), count=1)
        body = text.encode("utf-8")
    body, had_doctype = strip_doctype(body)
    root = _root_element(body[:8192].lstrip(b"\xef\xbb\xbf"))
    response_headers = {k.lower(): v for k, v in (headers or {}).items()}
    try:
        parsed = feedparser.parse(body, response_headers=response_headers, sanitize_html=True,
                                  resolve_relative_uris=False)
    except (UnicodeError, ValueError, LookupError) as exc:
        # feedparser trusts the XML declaration: an encoding name with stray bytes or a NUL breaks it
        raise FeedError(f"{url}: not a feed (its declared encoding cannot be used: {type(exc).__name__})") from None
    version = parsed.get("version") or ""
    if not parsed.entries and not version:
        detail = parsed.get("bozo_exception")
        raise FeedError(f"{url}: not a feed ({detail or 'no RSS or Atom root element'})")
    problems: list[FeedProblem] = []
    bozo = parsed.get("bozo_exception") if parsed.get("bozo") else None
    malformed = bozo is not None and type(bozo).__name__ not in BENIGN_BOZO
    truncated = _is_truncated(body, root)
    if had_doctype:
        problems.append(FeedProblem("DOCTYPE/ENTITY declarations removed (feeds need no DTD; entities are never expanded)"))
    if truncated:
        malformed = True
        problems.append(FeedProblem(f"feed is truncated (no closing </{root}>); the complete entries are kept"))
    elif malformed:
        problems.append(FeedProblem(f"malformed feed, entries recovered: {bozo}"))
    elif bozo is not None:
        problems.append(FeedProblem(f"feed labelled inconsistently (read anyway): {bozo}"))
    raw_entries = list(parsed.entries)
    if truncated and raw_entries:
        closings = len(re.findall(rb"</(?:\w+:)?(?:item|entry)\s*>", body, re.I))
        if closings < len(raw_entries):
            problems.append(FeedProblem("entry cut off by the truncation; dropped", f"entry {len(raw_entries) - 1}"))
            raw_entries = raw_entries[:closings]
    if len(raw_entries) > MAX_ENTRIES:
        problems.append(FeedProblem(f"{len(raw_entries)} entries; only the first {MAX_ENTRIES} are kept"))
        raw_entries = raw_entries[:MAX_ENTRIES]
    entries: list[FeedEntry] = []
    seen: set[str] = set()
    undated = 0
    for index, raw_entry in enumerate(raw_entries):
        location = f"entry {index}"
        raw_link = raw_entry.get("link")
        link = clean_link(raw_link, base=url)
        if raw_link and link is None:
            problems.append(FeedProblem(f"link dropped (unsafe or not http/https): {str(raw_link)[:200]!r}", location))
        guid, derived = _entry_identity(raw_entry, link)
        if not guid:
            problems.append(FeedProblem("no guid, no link, no title: skipped", location))
            continue
        if derived:
            problems.append(FeedProblem("no guid and no link: identity derived from title and date", location))
        if guid in seen:
            problems.append(FeedProblem(f"duplicate guid {guid[:200]!r}: skipped", location))
            continue
        seen.add(guid)
        published_at, published_raw, date_problem = _entry_date(raw_entry, fetched_at)
        if date_problem:
            problems.append(FeedProblem(date_problem, f"{location} ({guid[:120]})"))
        elif published_raw is None:
            undated += 1
        title = raw_entry.get("title")
        summary = raw_entry.get("summary")
        entries.append(FeedEntry(
            guid=guid,
            link=link,
            title=title.strip()[:MAX_TITLE_CHARS] if title else None,
            summary=summary[:MAX_SUMMARY_CHARS] if summary else None,
            published_at=published_at,
            published_raw=published_raw,
        ))
    if undated:
        problems.append(FeedProblem(f"{undated} of {len(raw_entries)} entries have no date (the article page's date is used)"))
    feed_title = parsed.feed.get("title") if parsed.get("feed") else None
    return FeedParseResult(
        url=url,
        title=feed_title[:MAX_TITLE_CHARS] if feed_title else None,
        entries=entries,
        problems=problems,
        malformed=malformed,
        version=version,
        truncated=truncated,
    )
