"""Rendering a :class:`Digest` to Markdown and HTML.

Both templates escape every value by default: HTML through Jinja's autoescape, Markdown
through a finalize hook that neutralises Markdown syntax, so a hostile title cannot
forge a heading, break a table, or smuggle a link or a script. Links are rendered
only for http and https URLs.
"""

from __future__ import annotations

import re
import unicodedata
from urllib.parse import quote, urlsplit

import jinja2
from markupsafe import Markup

from pipelines.digest.build import Digest

_TEMPLATES = jinja2.PackageLoader("pipelines.digest", "templates")
# bidi overrides/isolates, zero-width characters and other invisible format characters
_INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]")
# with [ and ] escaped no link can form, so parentheses stay readable
_MARKDOWN_INLINE = re.compile(r"([\\`*_{}\[\]!|~])")
_MARKDOWN_BLOCK_START = re.compile(r"^(?:([#>+=-])|(\d+)([.)])(?=\s|$))")
MAX_TEXT = 2000


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
    text = clean_text(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
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


def cite_url(url: object, sentence: object | None = None) -> str | None:
    """Link to the source; with a sentence, a text fragment that scrolls to it in browsers that support one."""
    base = safe_url(url)
    if base is None:
        return None
    if sentence:
        words = clean_text(sentence).split(" ")
        start = " ".join(words[:6])
        base = base.split("#", 1)[0] + "#:~:text=" + quote(start, safe="")
    return base


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


def _environment(kind: str) -> jinja2.Environment:
    if kind == "md":
        env = jinja2.Environment(loader=_TEMPLATES, autoescape=False, finalize=markdown_escape,
                                 undefined=jinja2.StrictUndefined, keep_trailing_newline=True,
                                 trim_blocks=True, lstrip_blocks=True)
        env.globals["link"] = _md_link
    else:
        env = jinja2.Environment(loader=_TEMPLATES, autoescape=True, undefined=jinja2.StrictUndefined,
                                 trim_blocks=True, lstrip_blocks=True)
        env.globals["link"] = _html_link
        env.filters["clean"] = clean_text
    return env


def render_markdown(digest: Digest) -> str:
    return _environment("md").get_template("digest.md.j2").render(digest=digest)


def render_html(digest: Digest) -> str:
    return _environment("html").get_template("digest.html.j2").render(digest=digest)
