"""Rendering a :class:`Digest` to Markdown and HTML.

Both templates escape every value by default: HTML through Jinja's autoescape, Markdown
through a finalize hook that neutralises Markdown syntax, so a hostile title cannot
forge a heading, break a table, or smuggle a link or a script. Links are rendered
only for http and https URLs.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from urllib.parse import quote, urlsplit

import jinja2
from markupsafe import Markup

from pipelines.digest import charts
from pipelines.digest.model import Digest

_TEMPLATES = jinja2.PackageLoader("pipelines.digest", "templates")
# bidi overrides/isolates, zero-width characters and other invisible format characters
_INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]")
# with [ and ] escaped no link can form, so parentheses stay readable
_MARKDOWN_INLINE = re.compile(r"([\\`*_{}\[\]!|~])")
_MARKDOWN_BLOCK_START = re.compile(r"^(?:([#>+=-])|(\d+)([.)])(?=\s|$))")
MAX_TEXT = 2000
FRAGMENT_WORDS = 5


def clean_text(value: object) -> str:
    """Plain, single-line, visible text: control and invisible characters removed, length capped."""
    text = "" if value is None else str(value)
    text = _INVISIBLE.sub("", text)
    text = "".join(ch if unicodedata.category(ch)[0] != "C" else " " for ch in text)
    text = re.sub(r"\s+", " ", text).strip()
    if len(text) > MAX_TEXT:
        text = text[:MAX_TEXT].rstrip() + "…"
    return text


class MarkdownSafe(str):
    """A Markdown fragment built by this module from already-escaped parts."""


def markdown_escape(value: object) -> str:
    if isinstance(value, MarkdownSafe):
        return value
    # angle brackets become entities: inert in every Markdown renderer, even one that passes HTML through
    text = clean_text(value).replace("<", "&lt;").replace(">", "&gt;")
    escaped = _MARKDOWN_INLINE.sub(r"\\\1", text)
    # a value that starts like a block (heading, quote, list) is escaped too, wherever a template puts it
    return _MARKDOWN_BLOCK_START.sub(
        lambda m: "\\" + m.group(1) if m.group(1) else m.group(2) + "\\" + m.group(3), escaped
    )


def safe_url(url: object) -> str | None:
    """The URL if it is a plain http(s) URL, else None (never rendered as a link)."""
    if not isinstance(url, str):
        return None
    candidate = clean_text(url)
    parts = urlsplit(candidate)
    if parts.scheme.lower() not in ("http", "https") or not parts.netloc or any(c in candidate for c in " <>\"'`"):
        return None
    return candidate


def _fragment_part(text: str) -> str:
    # a text directive reserves "-", "," and "&"; everything else is percent-encoded as usual
    return quote(text, safe="").replace("-", "%2D")


def text_fragment(sentence: object) -> str:
    """``#:~:text=start,end`` for a sentence as the page shows it (a table row: its longest cell)."""
    text = clean_text(sentence)
    if " | " in text:
        text = max((cell.strip() for cell in text.split(" | ")), key=len)
    words = text.split(" ")
    if len(words) <= FRAGMENT_WORDS * 2:
        return "#:~:text=" + _fragment_part(text)
    return ("#:~:text=" + _fragment_part(" ".join(words[:FRAGMENT_WORDS])) + ","
            + _fragment_part(" ".join(words[-FRAGMENT_WORDS:])))


def cite_url(url: object, sentence: object | None = None) -> str | None:
    """Link to the source; with a sentence, a text fragment that scrolls to it in browsers that support one."""
    base = safe_url(url)
    if base is None:
        return None
    if sentence:
        base = base.split("#", 1)[0] + text_fragment(sentence)
    return base


_STORED_COPY = re.compile(r"^\.\./raw/[0-9a-f]{2}/[0-9a-f]{64}$")


def stored_copy_href(path: object) -> str | None:
    """The relative link to a stored copy under ``<home>/raw/``, or None for anything else."""
    return path if isinstance(path, str) and _STORED_COPY.match(path) else None


def _md_link(label: object, url: object, sentence: object | None = None) -> MarkdownSafe:
    href = cite_url(url, sentence)
    if href is None:
        return MarkdownSafe(markdown_escape(label))
    # characters that could end the destination or a table cell are percent-encoded
    href = quote(href, safe=":/?#&=%+,;@$*~.-_'")
    return MarkdownSafe(f"[{markdown_escape(label)}]({href})")


def _html_link(label: object, url: object, sentence: object | None = None) -> Markup:
    href = cite_url(url, sentence)
    text = Markup.escape(clean_text(label))
    if href is None:
        return text
    return Markup('<a href="{}" rel="nofollow noopener">{}</a>').format(href, text)


def _md_copy(path: object) -> MarkdownSafe:
    href = stored_copy_href(path)
    return MarkdownSafe(f"[stored copy]({href})" if href else "")


def _html_copy(path: object) -> Markup:
    href = stored_copy_href(path)
    return Markup('<a href="{}" rel="nofollow noopener">stored copy</a>').format(href) if href else Markup("")


@functools.cache  # one per process: compiling the templates costs more than rendering them
def _environment(kind: str) -> jinja2.Environment:
    if kind == "md":
        env = jinja2.Environment(loader=_TEMPLATES, autoescape=False, finalize=markdown_escape,
                                 undefined=jinja2.StrictUndefined, keep_trailing_newline=True,
                                 trim_blocks=True, lstrip_blocks=True)
        env.globals["link"] = _md_link
        env.globals["copy"] = _md_copy
    else:
        env = jinja2.Environment(loader=_TEMPLATES, autoescape=True, undefined=jinja2.StrictUndefined,
                                 trim_blocks=True, lstrip_blocks=True)
        env.globals["link"] = _html_link
        env.globals["copy"] = _html_copy
        env.globals["price_chart"] = charts.price_chart
        env.globals["bar_chart"] = charts.bar_chart
        env.filters["clean"] = clean_text
    return env


def render_markdown(digest: Digest) -> str:
    return _environment("md").get_template("digest.md.j2").render(digest=digest)


def render_html(digest: Digest) -> str:
    return _environment("html").get_template("digest.html.j2").render(digest=digest)
