"""Text preparation: bytes or markup in, clean text with sentence offsets out.

:func:`prepare_text` decodes bytes, reduces HTML and Markdown to their main text, normalises
Unicode and white space, and splits the result into sentences. Every offset it returns indexes
the returned ``text`` itself, so ``text[start:end]`` is always the sentence.

HTML goes through lxml (the project's one HTML parser) and is walked iteratively, so deeply
nested pages cannot exhaust the recursion limit.
"""

from __future__ import annotations

import codecs
import html
import re
import unicodedata
from dataclasses import dataclass, field

from extractors.tables import (
    SourceCell,
    build_grid,
    column_labels,
    join_cell_per_line_result_grids,
    join_bulleted_header_tables,
    join_cell_per_line_tables,
    normalise_pipe_tables,
    redraw_box_tables,
    split_glued_decimal_tables,
    split_glued_tables,
    split_aligned_tables,
    split_csv_tables,
    split_spaced_rate_tables,
    split_spaced_tables,
    split_one_price_column_tables,
)

__all__ = [
    "PreparedText",
    "TextPreparationError",
    "decode_bytes",
    "html_to_text",
    "markdown_to_text",
    "normalise_text",
    "split_sentences",
    "detect_language",
    "prepare_text",
]


class TextPreparationError(ValueError):
    """Input that cannot be turned into text at all (wrong type, unknown content type)."""


@dataclass
class PreparedText:
    """Cleaned document text, its title, sentence offsets into ``text`` and a language guess."""

    text: str
    title: str | None = None
    sentences: list[tuple[int, int]] = field(default_factory=list)
    language: str | None = None

    def sentence_text(self, index: int) -> str:
        """The text of sentence ``index``."""
        start, end = self.sentences[index]
        return self.text[start:end]


# --------------------------------------------------------------------------- decoding

_SINGLE_BYTE = {"cp1252", "latin_1", "iso8859-1", "iso8859-15", "ascii", "cp1250", "cp1251"}
_META_CHARSET = re.compile(rb"""<meta[^>]{0,200}?charset\s*=\s*["']?\s*([A-Za-z0-9_\-:.]{2,40})""", re.I)
_XML_ENCODING = re.compile(rb"""<\?xml[^>]{0,100}encoding\s*=\s*["']([A-Za-z0-9_\-.]{2,40})["']""", re.I)


def _known_codec(name: str | None) -> str | None:
    if not name:
        return None
    try:
        return codecs.lookup(name.strip().lower()).name
    except LookupError:
        return None


def decode_bytes(raw: bytes, declared_charset: str | None = None) -> str:
    """Decode document bytes: BOM first, then a declared or ``<meta>`` charset, then fallbacks.

    Fallbacks are UTF-8, cp1252 and gb18030 in that order; a declared charset that fails to
    decode is ignored (pages often lie about it). Never raises: the last resort replaces
    undecodable bytes.
    """
    for bom, encoding in ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF32_LE, "utf-32-le"),
                          (codecs.BOM_UTF32_BE, "utf-32-be"), (codecs.BOM_UTF16_LE, "utf-16-le"),
                          (codecs.BOM_UTF16_BE, "utf-16-be")):
        if raw.startswith(bom):
            try:
                return raw[len(bom):].decode(encoding)
            except UnicodeDecodeError:
                break
    head = raw[:4096]
    candidates: list[str] = []
    for name in (declared_charset,
                 (m.group(1).decode("ascii", "ignore") if (m := _META_CHARSET.search(head)) else None),
                 (m.group(1).decode("ascii", "ignore") if (m := _XML_ENCODING.search(head)) else None)):
        codec = _known_codec(name)
        if codec and codec not in candidates:
            candidates.append(codec)
    # UTF-16 without a BOM: every other byte of ASCII-range text is NUL.
    if len(raw) >= 8 and raw[1:200:2].count(0) > 0.4 * len(raw[1:200:2]) and raw[0:200:2].count(0) == 0:
        candidates.insert(0, "utf-16-le")
    elif len(raw) >= 8 and raw[0:200:2].count(0) > 0.4 * len(raw[0:200:2]) and raw[1:200:2].count(0) == 0:
        candidates.insert(0, "utf-16-be")
    # Latin-1 declarations are almost always cp1252 in practice (the WHATWG rule).
    candidates = ["cp1252" if c in ("latin_1", "iso8859-1") else c for c in candidates]
    # Single-byte codecs decode anything, so valid UTF-8 beats a declared single-byte charset
    # (multi-byte UTF-8 sequences almost never occur by chance in cp1252 text).
    if candidates and candidates[0] in _SINGLE_BYTE:
        candidates.insert(0, "utf-8")
    for codec in candidates:
        try:
            return raw.decode(codec)
        except (UnicodeDecodeError, LookupError):
            continue
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        pass
    # Undeclared legacy bytes: GB18030 when it reads as Chinese, else cp1252.
    try:
        chinese = raw.decode("gb18030")
        non_ascii = [ch for ch in chinese[:20000] if ord(ch) > 127]
        if non_ascii and sum(1 for ch in non_ascii if "\u4e00" <= ch <= "\u9fff" or "\u3000" <= ch <= "\u303f"
                             or "\uff00" <= ch <= "\uffef") >= 0.8 * len(non_ascii):
            return chinese
    except UnicodeDecodeError:
        pass
    try:
        return raw.decode("cp1252")
    except UnicodeDecodeError:
        return raw.decode("utf-8", errors="replace")


# --------------------------------------------------------------------------- normalisation

# Full-width CJK punctuation carries sentence structure; NFKC would turn it into ASCII.
_PROTECTED_CJK = "，。！？；：（）【】《》「」『』、"
_PROTECTED_SPLIT = re.compile(f"([{_PROTECTED_CJK}])")
_INVISIBLE = re.compile("[\u00ad\u200b\u200c\u200d\u2060\ufeff\u0000-\u0008\u000b\u000e-\u001f\u007f\ufffe]")
_HYPHENS = str.maketrans({"\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2212": "-", "\ufe63": "-",
                          "\uff0d": "-"})
_HORIZONTAL_SPACE = re.compile(r"[ \t\f\v\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+")
_SPACE_AROUND_NEWLINE = re.compile(r" *\n *")
_MANY_NEWLINES = re.compile(r"\n{3,}")
_TRADEMARK_SIGN = re.compile(r"(?<=\w)[®™℠]")
_FOOTNOTE_MARK = re.compile(r"(?<=[A-Za-z)\]%])[¹²³⁴⁵⁶⁷⁸⁹⁰]+|(?<=[\w)\]%])[*†‡§]+(?=[\s|,.;:)]|$)")


# UTF-8 signs read through another code page and stored that way: "4Ã—" and "4Γ" are "4×", "â€”" and a lone "β"
# between words are a dash (Windows-1252 and Greek Windows-1253 readings of the same bytes).
_MOJIBAKE_1252 = {"Ã—": "×", "â€”": "—", "â€“": "–", "â€™": "’", "â€˜": "‘", "â€œ": "“", "â€\x9d": "”"}
_MOJIBAKE_1252_RE = re.compile("|".join(re.escape(k) for k in _MOJIBAKE_1252))
_GREEK_TIMES = re.compile(r"(?<=\d)\s?Γ(?:—)?(?![\u0370-\u03ff])")
_GREEK_DASH = re.compile(r"(?<=\s)β(?:€”)?(?=\s)")
_GREEK_WORD = re.compile(r"[\u0370-\u03ff]{2,}")


def repair_mojibake(text: str) -> str:
    """``text`` with the mojibake of the multiplication sign, dashes and quotes put back (see above); Greek text is
    left alone."""
    if "Ã" in text or "â€" in text:
        text = _MOJIBAKE_1252_RE.sub(lambda found: _MOJIBAKE_1252[found.group(0)], text)
    if ("Γ" in text or "β" in text) and not _GREEK_WORD.search(text):
        text = _GREEK_DASH.sub("—", _GREEK_TIMES.sub("×", text))
    return text


# LaTeX signs of papers' text: "$\\times$" is "×", "$\\sim$" is "~", "\\%" is "%", "\\$" is "$"
_LATEX_SIGNS = {"times": "×", "sim": "~", "approx": "≈", "leq": "≤", "geq": "≥", "le": "≤", "ge": "≥", "%": "%", "$": "$"}
_LATEX_SIGN = re.compile(r"\$?\s?\\(?P<name>times|sim|approx|leq|geq|le|ge)(?![A-Za-z])\s?\$?|\\(?P<escaped>[%$])")


_GLUED_TOKEN_AMOUNT = re.compile(r"(?<=[\u4e00-\u9fff]token)(?=\d)|(?<=[\u4e00-\u9fff]tokens)(?=\d)", re.I)
_GLUED_SIDE_LABEL = re.compile(r"(?<=[0-9A-Z])(?<!\b[A-Z])(?=(?:Input|Output|Prompt|Completion)\s?:?\s?[$€£¥￥₹]\s?\d)")


def normalise_text(text: str) -> str:
    """NFKC (except CJK punctuation), invisible characters removed, white space collapsed.

    Line breaks survive (they separate paragraphs, list items and table rows); runs of blank
    lines shrink to one blank line.
    """
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\u2028", "\n").replace("\u2029", "\n")
    text = _INVISIBLE.sub("", text)
    # Hyphens that look like "-" but are not ("GPT‑OSS‑120B", "3.1‑fold", "−10%") are read as "-".
    text = text.translate(_HYPHENS)
    # "⅓" is "1⁄3" after NFKC below: its fraction slash reads as a slash ("~1/3 the TPS")
    # Footnote markers glued to a word or number ("Input¹", "$0.28*", "Spot†") are not part of it.
    text = _FOOTNOTE_MARK.sub("", text)
    # Trademark signs glued to a name ("Intel® Arc™ Pro B60") are not part of it; NFKC would make "™" letters ("ArcTM").
    text = _TRADEMARK_SIGN.sub("", text)
    # LaTeX copied out of a paper ("DiffKV achieves 1.7$\\times$", "$\\sim$40\\%") reads as the signs it typesets.
    if "\\" in text:
        text = _LATEX_SIGN.sub(lambda m: _LATEX_SIGNS[m.group("name") or m.group("escaped")], text)
    text = repair_mojibake(text)
    # "LGAI-EXAONE/EXAONE-4.0.1-32BInput $0.6": a token side's label glued to the model name before it
    # ("百万token1.01美金": the amount glued to the token word of its unit)
    if "token" in text or "TOKEN" in text or "Token" in text:
        text = _GLUED_TOKEN_AMOUNT.sub(" ", text)
    if "put" in text or "Prompt" in text or "Completion" in text:
        text = _GLUED_SIDE_LABEL.sub(" ", text)
    if not unicodedata.is_normalized("NFKC", text):
        pieces = _PROTECTED_SPLIT.split(text)
        text = "".join(p if len(p) == 1 and p in _PROTECTED_CJK else unicodedata.normalize("NFKC", p)
                       for p in pieces)
    text = text.replace("\u2044", "/")
    text = _HORIZONTAL_SPACE.sub(" ", text)
    text = _SPACE_AROUND_NEWLINE.sub("\n", text)
    text = _MANY_NEWLINES.sub("\n\n", text)
    return text.strip()


# --------------------------------------------------------------------------- HTML

_DROP_TAGS = {
    "script", "style", "noscript", "nav", "header", "footer", "aside", "form", "iframe", "svg",
    "button", "template", "select", "option", "textarea", "input", "label", "dialog", "menu",
    "object", "embed", "canvas", "video", "audio", "picture", "map", "head",
}
_BOILERPLATE_HINTS = {
    "nav", "navbar", "navigation", "menu", "header", "masthead", "footer", "sidebar", "aside",
    "cookie", "cookies", "consent", "gdpr", "banner", "newsletter", "subscribe", "subscription",
    "signup", "related", "recommended", "recommendations", "share", "sharing", "social", "breadcrumb",
    "breadcrumbs", "comments", "comment", "advert", "advertisement", "ads", "ad", "sponsored",
    "promo", "popup", "modal", "paywall", "toolbar", "skip", "trending", "widget", "outbrain", "taboola",
}
_NEVER_DROP_BY_HINT = {"html", "body", "article", "main", "table", "tbody", "thead", "tr", "td", "th"}
_BLOCK_TAGS = {
    "p", "div", "section", "article", "main", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li",
    "table", "thead", "tbody", "tfoot", "tr", "blockquote", "pre", "dl", "dt", "dd", "figure",
    "figcaption", "address", "hr", "caption", "details", "summary", "body", "center",
}
_HINT_SPLIT = re.compile(r"[\s\-_:]+")


def _has_boilerplate_hint(element) -> bool:
    attributes = " ".join(filter(None, (element.get("class"), element.get("id"), element.get("role"),
                                        element.get("aria-label"))))
    if not attributes:
        return False
    if element.get("role") in ("navigation", "banner", "contentinfo", "complementary", "dialog", "alert"):
        return True
    tokens = {t for t in _HINT_SPLIT.split(attributes.lower()) if t}
    return bool(tokens & _BOILERPLATE_HINTS)


def _page_section_header(element) -> bool:
    """Whether a <header> opens the <main> section of a page that is no article ("<main id=pricing><header><h1>
    Pricing</h1><p>All token prices are in USD per 1M tokens.</p>"): that header holds the page's own notes. An
    article's entry header (kicker, title, standfirst, byline) stays dropped: its title is read apart."""
    ancestors = [up.tag.lower() for up in element.iterancestors() if isinstance(up.tag, str)]
    if "main" not in ancestors or "article" in ancestors:
        return False
    main = next(up for up in element.iterancestors() if isinstance(up.tag, str) and up.tag.lower() == "main")
    return next(main.iter("article"), None) is None


def _collapse(text: str) -> str:
    return " ".join(text.split())


_WHITESPACE_RUN = re.compile(r"\s+")


def _inline(text: str) -> str:
    """HTML source text outside <pre>: a line break in the markup is only a space (a price card's
    "<span>$3.19</span>\n<span>/ GPU-hour</span>" reads as one line)."""
    # one pass over whitespace runs: "\s*\n\s*" backtracks quadratically over a long run of spaces
    return _WHITESPACE_RUN.sub(lambda run: " " if "\n" in run.group() else run.group(), text)


def _element_text(element) -> str:
    return _collapse(" ".join(element.itertext()))


def _holds_table(element) -> bool:
    """Whether a <table> or <tr> has another <table> inside it."""
    return any(inner is not element for inner in element.iter("table"))


def _serialise(root) -> str:
    """Walk ``root`` iteratively: block elements become lines, table rows ``a | b | c``."""
    from lxml import etree

    out: list[str] = []
    pre_depth = 0  # inside <pre>: line breaks in the source are the text's own
    row_depth = 0  # inside a <tr>: its cells were already emitted as one line
    table_skip = None  # a <table> already emitted as a grid: skip everything inside it
    after_term = False  # a <dt> just ended: its <dd> continues the line
    for event, element in etree.iterwalk(root, events=("start", "end")):
        tag = element.tag.lower() if isinstance(element.tag, str) else None
        if table_skip is not None:
            if event == "end" and element is table_skip:
                table_skip = None
            continue
        if event == "start":
            if tag is not None and tag != "dd" and after_term:
                after_term = False
            if row_depth:
                if tag == "tr":
                    row_depth += 1
                continue
            if tag in ("table", "tr") and _holds_table(element):
                # a layout table whose cells hold tables of their own (a results page's system-details blocks):
                # its cells are read as blocks, and the tables inside them as tables
                out.append("\n")
                continue
            if tag == "table":
                rows = _table_rows(element)
                if rows:
                    captions = [_element_text(c) for c in element if isinstance(c.tag, str)
                                and c.tag.lower() == "caption"]
                    out.append("".join("\n" + c + "\n" for c in captions if c))
                    out.append("\n" + "".join("\n" + " | ".join(row) + "\n" for row in rows) + "\n")
                    if element.tail and element is not root:
                        out.append(element.tail)
                    table_skip = element
                    continue
            if tag == "tr":
                cells = [_element_text(cell) for cell in element if isinstance(cell.tag, str)
                         and cell.tag.lower() in ("td", "th")]
                cells = [c for c in cells if c]
                if cells:
                    out.append("\n" + " | ".join(cells) + "\n")
                row_depth = 1
                continue
            if tag == "dd" and after_term:
                # "<dt>Input</dt><dd>$0.28 / 1M tokens</dd>": a term and its value read as one line.
                out.append(": ")
                after_term = False
                if element.text:
                    out.append(element.text)
                continue
            if tag == "br":
                out.append("\n")
            elif tag in _BLOCK_TAGS:
                out.append("\n")
                if tag == "li":
                    out.append("- ")
            if tag == "pre":
                pre_depth += 1
            if tag is not None and element.text:
                out.append(element.text if pre_depth else _inline(element.text))
        else:
            if tag == "pre" and pre_depth:
                pre_depth -= 1
            if row_depth:
                if tag == "tr":
                    row_depth -= 1
                if row_depth:
                    continue
            if tag == "dt" and _element_text(element):
                after_term = True
                if element.tail and element is not root:
                    out.append(element.tail)
                continue
            if tag in _BLOCK_TAGS or tag == "tr":
                out.append("\n")
            if element.tail and element is not root:
                out.append(element.tail if pre_depth else _inline(element.tail))
    return "".join(out)


def _table_rows(table) -> list[list[str]]:
    """The rows of ``table`` as a full grid of cell texts (see :mod:`extractors.tables`).

    ``rowspan``/``colspan`` cells are repeated into every position they cover, so each row has a cell
    per column and a value can be read against its column header. Empty cells become ``-`` so that
    columns stay aligned. Several header rows at the top (``<th>`` rows or a ``<thead>``) are merged
    column by column into one header ("Price (USD / 1M tokens) Input"). Nested tables are read as
    text of their cell.
    """
    rows = [row for row in table.iter("tr") if _owning_table(row) is table]
    source: list[list[SourceCell]] = []
    in_head: list[bool] = []
    for row in rows:
        cells = [cell for cell in row if isinstance(cell.tag, str) and cell.tag.lower() in ("td", "th")]
        if not cells:
            continue
        source.append([SourceCell(_element_text(cell), cell.get("rowspan"), cell.get("colspan"),
                                  cell.tag.lower() == "th") for cell in cells])
        parent = row.getparent()
        in_head.append(parent is not None and isinstance(parent.tag, str) and parent.tag.lower() == "thead")
    grid = build_grid(source, max_span=50)
    if not grid or all(cell.empty for line in grid for cell in line):
        return []
    heads = 0
    while heads < len(grid) - 1 and (in_head[heads] or all(cell.header for cell in grid[heads])):
        heads += 1
    texts = []
    for line in grid:
        while line and line[-1].filler:
            line = line[:-1]  # a short row stays short: its cells keep their places from the left
        texts.append([cell.text or "-" for cell in line])
    if heads >= 2:
        merged = column_labels(grid, heads)
        texts = [[label or "-" for label in merged]] + texts[heads:]
    # A row with nothing in it but spanned repeats and dashes adds nothing.
    return [line for line in texts if any(text != "-" for text in line)]


def _owning_table(row):
    parent = row.getparent()
    while parent is not None:
        if isinstance(parent.tag, str) and parent.tag.lower() == "table":
            return parent
        parent = parent.getparent()
    return None


def _choose_main(body):
    """The element holding the document's main text: article, main, or the densest block."""
    total = len(_element_text(body)) or 1
    for xpath in ("//article", "//main", "//*[@role='main']"):
        found = body.xpath(xpath)
        if found:
            best = max(found, key=lambda e: len(_element_text(e)))
            if len(_element_text(best)) >= 0.25 * total:
                return best
    # Densest block: the container whose direct paragraph children hold the most text.
    scores: dict = {}
    for paragraph in body.iter("p"):
        parent = paragraph.getparent()
        if parent is not None:
            scores[parent] = scores.get(parent, 0) + len(_element_text(paragraph))
    if scores:
        best, score = max(scores.items(), key=lambda item: item[1])
        paragraph_total = sum(scores.values())
        if score >= 0.6 * paragraph_total and len(_element_text(best)) >= 0.5 * total:
            return best
    return body


def html_to_text(html: str) -> tuple[str, str | None]:
    """Main text and title of an HTML document (boilerplate dropped, tables kept as rows)."""
    import lxml.html
    from lxml import etree

    from extractors.nesting import flatten_deep_nesting

    if not html.strip():
        return "", None
    # lxml refuses str input that carries an XML encoding declaration.
    html = re.sub(r"^\s*<\?xml[^>]*\?>", "", html)
    html, _ = flatten_deep_nesting(html)   # libxml2 silently drops what follows nesting past its limit
    try:
        parser = lxml.html.HTMLParser(recover=True, huge_tree=True, remove_comments=True,
                                      remove_pis=True)
        document = lxml.html.document_fromstring(html, parser=parser)
    except (etree.ParserError, ValueError):
        return "", None
    title = None
    for xpath in ("//h1", "//title", "//meta[@property='og:title']/@content"):
        found = document.xpath(xpath)
        for item in found:
            candidate = _collapse(item if isinstance(item, str) else item.text_content())
            if candidate:
                title = candidate
                break
        if title:
            break
    body = document.find("body")
    if body is None:
        body = document
    doomed = []
    for element in body.iter():
        if not isinstance(element.tag, str):
            continue
        tag = element.tag.lower()
        if tag == "header" and _page_section_header(element):
            continue   # a pricing page's own header inside its <main> (its title, a unit note), not the site's banner
        if tag in _DROP_TAGS or (tag not in _NEVER_DROP_BY_HINT and _has_boilerplate_hint(element)):
            doomed.append(element)
        elif element.get("hidden") is not None or element.get("aria-hidden") == "true":
            doomed.append(element)
    for element in doomed:
        if element.getparent() is not None:
            element.drop_tree()
    main = _choose_main(body)
    return _serialise(main), title


# --------------------------------------------------------------------------- Markdown

_MD_FENCE = re.compile(r"^\s*(```|~~~).*$", re.M)
_MD_IMAGE = re.compile(r"!\[([^\]]*)\]\([^)]*\)")
_MD_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_MD_REF_LINK = re.compile(r"\[([^\]]+)\]\[[^\]]*\]")
_MD_LINK_DEF = re.compile(r"^\s{0,3}\[[^\]]+\]:\s+\S+.*$", re.M)
# (spaces and tabs only: a pattern that took line breaks into "\s" would run a heading into the lines after it)
_MD_HEADING = re.compile(r"^[ \t]{0,3}#{1,6}[ \t]+(.*?)[ \t]*#*[ \t]*$", re.M)
_MD_SETEXT = re.compile(r"^[ \t]*(=+|-{3,})[ \t]*$", re.M)
_MD_QUOTE = re.compile(r"^\s{0,3}>\s?", re.M)
_MD_EMPHASIS = re.compile(r"(\*\*|__|\*|~~)(?=\S)(.+?)(?<=\S)\1")
_MD_CODE = re.compile(r"`([^`]*)`")
# (not a table row's first cell: "| + Quantization | Llama INT4 AWQ | 13.5 |", a step added, once its pipes are gone)
_MD_BULLET = re.compile(r"^(\s*)[*+]\s+(?![^\n]* \| )", re.M)
_HTML_TAG = re.compile(r"</?[A-Za-z][^>]{0,300}>")


_HTML_TABLE_TAG = re.compile(r"<(/?)table\b[^>]{0,300}>", re.I)


def _html_table_blocks(markdown: str) -> list[tuple[int, int]]:
    """(start, end) of every outermost HTML ``<table>`` in ``markdown``; one the excerpt leaves open runs to the end."""
    blocks, depth, start = [], 0, 0
    for tag in _HTML_TABLE_TAG.finditer(markdown):
        if not tag.group(1):
            if depth == 0:
                start = tag.start()
            depth += 1
        elif depth > 0:
            depth -= 1
            if depth == 0:
                blocks.append((start, tag.end()))
    if depth > 0:
        blocks.append((start, len(markdown)))
    return blocks


_MD_LINE_BREAK_TAG = re.compile(r"<br\s*/?>", re.I)


# A fenced block of code (any language but plain text, which _MD_TEXT_FENCE reads), and a comment line inside it
_MD_CODE_BLOCK = re.compile(r"^[ \t]*```[ \t]*(?:ya?ml|toml|python|py|ini|conf|sh|bash|shell|r|ruby|perl)[ \t]*\n.*?^[ \t]*```[ \t]*$",
                            re.M | re.S | re.I)
_MD_COMMENT_LINE = re.compile(r"^([ \t]*)#(?=[ \t])", re.M)
_COMMENT_MARK = "\x02"
_MD_TEXT_FENCE = re.compile(r"(?P<open>^[ \t]*```[ \t]*(?:plain[ \t]*text|plaintext|plain|text|txt|csv|tsv)?[ \t]*\n)"
                            r"(?P<body>.*?)(?P<close>^[ \t]*```[ \t]*$)", re.M | re.S | re.I)


def _plain_text_tables(text: str) -> str:
    """``text`` with the tables plain text holds (aligned, glued, space- or comma-separated, one price column, one cell a
    line) as ``a | b`` rows: the plain-text reader, also for a Markdown page's fenced plain-text blocks."""
    text = split_glued_decimal_tables(split_glued_tables(split_aligned_tables(text)))
    return join_cell_per_line_result_grids(join_cell_per_line_tables(split_one_price_column_tables(
        split_spaced_rate_tables(split_spaced_tables(split_csv_tables(text))))))


_MD_FRONT_MATTER = re.compile(r"\A\ufeff?---[ \t]*\n(?P<body>(?:(?!---[ \t]*\n)[^\n]*\n){1,60}?)---[ \t]*(?:\n|\Z)")
_TEX_TIMES = re.compile(r"\$\s*(\d+(?:\.\d+)?)\s*\\times\s*\$")
_MD_ESCAPE = re.compile(r"\\([.$*_#+!()\[\]~-])")


# Two or more adjacent lines each holding a tab between words
_TAB_BLOCK = re.compile(r"(?:^[^\n\t|]*\S\t+\S[^\n|]*(?:\n|$)){2,}", re.M)


def markdown_to_text(markdown: str) -> tuple[str, str | None]:
    """Plain text and title of a Markdown document (tables become ``a | b`` rows).

    HTML tables written into the Markdown (a results page's README is mostly HTML) are read as the HTML reader
    reads them, cell by cell, instead of losing their cell boundaries with their tags."""
    title = None
    # A static site's front matter ("---" / "title: …" / "date: …" / "---"): its title is the page's, its other keys
    # (layout, tags, dates) are no prose
    front = _MD_FRONT_MATTER.match(markdown)
    if front is not None:
        named = re.search(r"^title:\s*[\"']?(?P<title>.*?)[\"']?\s*$", front.group("body"), re.M)
        title = named.group("title").strip() or None if named else None
        markdown = (f"# {title}\n\n" if title else "") + markdown[front.end():]
    heading = _MD_HEADING.search(markdown)
    if heading and title is None:
        title = heading.group(1).strip() or None
    html_tables: list[str] = []
    if "<table" in markdown or "<TABLE" in markdown:
        pieces, last = [], 0
        for start, end in _html_table_blocks(markdown):
            pieces += [markdown[last:start], f"\n\n\x00{len(html_tables)}\x00\n\n"]
            html_tables.append(html_to_text(markdown[start:end])[0])
            last = end
        markdown = "".join(pieces) + markdown[last:]
    # A fenced block of plain text ("```plain text" over "模型   输入价格   输出价格" and aligned rows) is read as plain text
    # is, its aligned or comma-separated tables split into cells; code blocks keep their lines for the catalogue readers.
    markdown = _MD_TEXT_FENCE.sub(lambda block: block.group("open") + _plain_text_tables(block.group("body")) +
                                  block.group("close"), markdown)
    # Quote markers before the tables: a row's first cell may open with ">" (">200K tokens"), which is no quote.
    text = _MD_QUOTE.sub("", "\n".join(markdown.splitlines()))
    # A table pasted with tabs between its cells (a terminal's output quoted in an issue) is read as plain text reads it,
    # before the tabs are lost with the rest of the layout
    if "\t" in text:
        text = _TAB_BLOCK.sub(lambda block: split_aligned_tables(block.group(0)), text)
    # Tables first, the same way as in plain text, so that a table reads the same in both.
    text = normalise_pipe_tables(text, lone_rows=True)
    # A code block's comment lines ("# USD per GPU-hour", "# 单位：元/百万 tokens") stay comments for the catalogue
    # readers, not headings (the mark keeps them from the heading rule below)
    text = _MD_CODE_BLOCK.sub(lambda block: _MD_COMMENT_LINE.sub(lambda line: line.group(1) + _COMMENT_MARK,
                                                                 block.group(0)), text)
    text = _MD_FENCE.sub("", text)
    text = _MD_LINK_DEF.sub("", text)
    text = _MD_IMAGE.sub(r"\1", text)
    text = _MD_LINK.sub(r"\1", text)
    text = _MD_REF_LINK.sub(r"\1", text)
    text = _MD_HEADING.sub(r"\1", text).replace(_COMMENT_MARK, "#")
    text = _MD_SETEXT.sub("", text)
    text = _MD_BULLET.sub(r"\1- ", text)
    text = _MD_CODE.sub(r"\1", text)
    for _ in range(2):
        text = _MD_EMPHASIS.sub(r"\2", text)
    # "by up to $6\times$": inline TeX for a multiple, no dollar amount (before the escapes are read)
    text = _TEX_TIMES.sub(r"\1×", text)
    # "Input: $2\.50 per million tokens": Markdown's backslash escapes stand for the character itself
    text = _MD_ESCAPE.sub(r"\1", text)
    # "| B200<br/>TP1 (FP4) |": a line break inside a cell parts two words; without it they would run together
    text = _MD_LINE_BREAK_TAG.sub(" ", text)
    text = _HTML_TAG.sub("", text)
    if html_tables:
        text = re.sub(r"\x00(\d+)\x00", lambda m: html_tables[int(m.group(1))], text)
    return text, title


# --------------------------------------------------------------------------- sentences

_ABBREVIATIONS = {
    "u.s", "u.k", "e.g", "i.e", "inc", "corp", "co", "ltd", "llc", "plc", "vs", "v", "etc", "approx",
    "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "no", "nos", "fig", "figs", "eq", "dept", "est",
    "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "mon", "tue",
    "wed", "thu", "fri", "sat", "sun", "al", "gen", "gov", "rep", "sen", "ave", "blvd", "mt", "ft",
    "cf", "ca", "excl", "incl", "max", "min", "avg", "ref", "vol", "pp", "ed", "eds", "a.m", "p.m",
    "u.s.a", "u.n", "e.u", "n.b", "ph.d", "ibid", "resp",
}
_BULLET = re.compile(r"(?:[-*•·▪◦‣–—]|\d{1,3}[.)]|[a-z][.)]|[（(]\d{1,3}[)）])\s+")
# A sentence end: terminal punctuation and closing quotes/brackets, then space and a likely start.
_ASCII_END = re.compile(r"([.!?]+)([\"'”’)\]]*)(?=\s+(?:[\"'“‘(\[]*[A-Z0-9$€£¥\u4e00-\u9fff]|[a-z]+[-.]?\d|[a-z]+-[a-z]))")
# A sentence end followed by its source cited in brackets ("... release. (mlcommons.org) NVIDIA's ..."): the
# citation closes the sentence it follows.
_CITED_END = re.compile(r"[.!?]((?:\s+\((?:[\w-]+\.)+[a-z]{2,}(?:/[^\s()]*)?\))+)(?=\s+[\"'“‘(\[]*[A-Z0-9$€£¥\u4e00-\u9fff])")
_CJK_END = re.compile(r"[。！？；]+[”’」』）)]*|[!?;](?=[\u4e00-\u9fff])")
_LINE = re.compile(r"[^\n]+")
_MAX_SENTENCE = 1500
# A table row longer than this with a cell of prose longer than _LAYOUT_CELL is page layout, not data.
_LAYOUT_ROW = 400
_LAYOUT_CELL = 200


def _is_abbreviation(text: str, dot: int) -> bool:
    """Whether the full stop at ``dot`` ends an abbreviation or an initial rather than a sentence."""
    start = dot
    while start > 0 and (text[start - 1].isalpha() or text[start - 1] == "."):
        start -= 1
    word = text[start:dot].lower()
    if not word:
        return False
    if word in _ABBREVIATIONS:
        return True
    # Single capital initials ("J. Smith") and dotted acronyms ("U.S.", "a.m."); not "70B."
    if start > 0 and text[start - 1].isdigit():
        return False
    if len(word) == 1 and text[start].isupper():
        return True
    return "." in word and all(len(part) <= 2 for part in word.split("."))


def _is_soft_break(text: str, line_end: int, next_start: int, next_end: int) -> bool:
    """A single line break inside a wrapped paragraph, not the end of a sentence."""
    prev_char = text[line_end - 1] if line_end > 0 else ""
    if prev_char in ".!?:;。！？；|":
        return False
    if " | " in text[text.rfind("\n", 0, line_end) + 1:line_end]:
        return False  # a table row ends at its line: the next line is not a continuation of a cell
    if " : " in text[text.rfind("\n", 0, line_end) + 1:line_end] or " : " in text[next_start:next_end]:
        return False  # a label and its value set apart by a dot leader: an entry of a list, one per line
    if next_start >= len(text):
        return False
    line = text[next_start:next_end]
    if _CHAT_LINE.match(line) and _CHAT_LINE.match(text, text.rfind("\n", 0, line_end) + 1):
        return False  # "kai  10:43  Pinebrook: …" under "kai  10:42  …": a message of a chat log, one per line
    if _REPO_ID_LINE.match(line):
        return False  # "meta-llama/Llama-3.3-70B-Instruct$0.6 / 1M tokens": a list's row opening on a repository's id
    if not text[next_start].islower() and not _wrapped_prose(text[text.rfind("\n", 0, line_end) + 1:line_end], line):
        return False
    return not (_BULLET.match(line) or " | " in line)


# A line opening on a repository-style model id ("zai-org/GLM-4.7 …", "meta-llama/Llama-3.1-8B …")
_REPO_ID_LINE = re.compile(r"[a-z][\w.-]{1,38}/[A-Za-z0-9][\w.-]*(?:[-.]\d|\d[A-Za-z])")


# A chat log's line: the speaker and the time ("kai  10:42  …", "[10:42] kai: …", "<kai> …")
# (a line of a chat log only after another: not wrapped prose going on "from 16:30 to 00:30")
_CHAT_LINE = re.compile(r"[\w.-]{1,24}\s+\[?\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?\]?\s|\[\d{1,2}:\d{2}(?::\d{2})?\]\s|<[\w.-]{1,24}>\s")


_FIGURE_WORD = re.compile(r"(?<!\S)[$€£¥]?\d[\d,.]*%?(?!\S)")


def _wrapped_prose(line: str, following: str) -> bool:
    """Whether ``line`` is prose hard-wrapped at a fixed width (long, many words, single spaces, not a row of
    figures) and ``following`` carries on its sentence from a figure or an amount ("… works out to at
    least" / "25 tokens per second for every user."): e-mail and plain-text posts wrap wherever the width ends.
    (A capital after the break may open a label line of a flattened layout: "… (was $2.20)" / "Output per 1M …".)"""
    if len(line) < 60 or len(line.split()) < 8 or "  " in line or "\t" in line or not re.search(r"[\w,)]$", line):
        return False
    if not re.match(r"[0-9$€£¥]", following) or len(following) < 20 or "  " in following or "\t" in following:
        return False
    # a row of figures under another ("engine-a 1.20 1200.50 …") is a table pasted as text, not wrapped prose
    return len(_FIGURE_WORD.findall(line)) < 3 or len(_FIGURE_WORD.findall(following)) < 3


def _split_long(start: int, end: int, text: str) -> list[tuple[int, int]]:
    spans = []
    while end - start > _MAX_SENTENCE:
        cut = text.rfind(" ", start + _MAX_SENTENCE // 2, start + _MAX_SENTENCE)
        if cut <= start:
            cut = start + _MAX_SENTENCE
        spans.append((start, cut))
        start = cut
        while start < end and text[start] == " ":
            start += 1
    if start < end:
        spans.append((start, end))
    return spans


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def split_sentences(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` offsets of the sentences of ``text``.

    Lines are blocks: list items, table rows and headings are sentences of their own, a line
    wrapped inside a paragraph is joined with the next. Inside a block, sentences end at
    ``.!?`` followed by a capital, digit or CJK start (not after abbreviations such as
    "U.S.", "e.g.", "Inc.", "vs.") and at Chinese ``。！？；``.
    """
    lines = [(m.start(), m.end()) for m in _LINE.finditer(text)]
    blocks: list[tuple[int, int]] = []
    index = 0
    while index < len(lines):
        start, end = lines[index]
        while index + 1 < len(lines) and lines[index + 1][0] == end + 1 and _is_soft_break(
                text, end, lines[index + 1][0], lines[index + 1][1]):
            index += 1
            end = lines[index][1]
        blocks.append((start, end))
        index += 1

    sentences: list[tuple[int, int]] = []
    for block_start, block_end in blocks:
        block_start, block_end = _trim(text, block_start, block_end)
        if block_start >= block_end:
            continue
        bullet = _BULLET.match(text, block_start, block_end)
        if bullet and bullet.end() < block_end and not text.startswith("- | ", block_start):
            block_start = bullet.end()
        if " | " in text[block_start:block_end]:
            if _is_layout_row(text, block_start, block_end):
                # A page laid out with a table: each cell is prose of its own, not a data row.
                cell_start = block_start
                while cell_start < block_end:
                    found = text.find(" | ", cell_start, block_end)
                    cell_end = block_end if found < 0 else found
                    sentences.extend(_prose_sentences(text, *_trim(text, cell_start, cell_end)))
                    cell_start = cell_end + 3
                continue
            sentences.extend(_split_long(block_start, block_end, text))
            continue
        sentences.extend(_prose_sentences(text, block_start, block_end))
    return [s for s in sentences if any(ch.isalnum() for ch in text[s[0]:s[1]])]


def _is_layout_row(text: str, start: int, end: int) -> bool:
    """Whether a " | " row is a layout table's: long, with a cell that holds sentences of prose."""
    if end - start <= _LAYOUT_ROW:
        return False
    for cell in text[start:end].split(" | "):
        if len(cell) > _LAYOUT_CELL and (_ASCII_END.search(cell) or _CJK_END.search(cell)):
            return True
    return False


def _prose_sentences(text: str, block_start: int, block_end: int) -> list[tuple[int, int]]:
    """The sentences of one block of prose: cut after terminal punctuation, long runs cut at spaces."""
    sentences: list[tuple[int, int]] = []
    if block_start >= block_end:
        return sentences
    cuts: list[int] = []
    block = text[block_start:block_end]
    for match in _ASCII_END.finditer(block):
        punctuation = match.group(1)
        if punctuation == "." and _is_abbreviation(block, match.start(1)):
            continue
        cuts.append(block_start + match.end())
    for match in _CITED_END.finditer(block):
        cuts.append(block_start + match.end())
    for match in _CJK_END.finditer(block):
        cuts.append(block_start + match.end())
    position = block_start
    for cut in sorted(set(cuts)):
        span = _trim(text, position, cut)
        if span[0] < span[1]:
            sentences.extend(_split_long(span[0], span[1], text))
        position = cut
    span = _trim(text, position, block_end)
    if span[0] < span[1]:
        sentences.extend(_split_long(span[0], span[1], text))
    return sentences


# --------------------------------------------------------------------------- entry point

_CJK = re.compile(r"[\u4e00-\u9fff]")
_LATIN = re.compile(r"[A-Za-z]")


def detect_language(text: str) -> str | None:
    """``"zh"`` when Chinese characters are a large share of the letters, ``"en"`` for Latin text."""
    sample = text[:20000]
    cjk = len(_CJK.findall(sample))
    latin_words = len(re.findall(r"[A-Za-z]{2,}", sample))
    if cjk == 0 and latin_words == 0:
        return None
    return "zh" if cjk >= latin_words else "en"


def _looks_binary(text: str) -> bool:
    sample = text[:4096]
    if not sample:
        return False
    # (printable ASCII, the bulk of most pages, is never bad: only the rest is looked up, character by character)
    rest = _PRINTABLE_ASCII.sub("", sample)
    bad = sum(1 for ch in rest if ch == "\ufffd" or (unicodedata.category(ch) in ("Cc", "Co", "Cs", "Cn")
                                                      and ch not in "\n\r\t"))
    return bad > 0.1 * len(sample)


_PRINTABLE_ASCII = re.compile(r"[\x20-\x7e]+")


# "Input ............ $0.90 per 1M tokens": a dot leader joins a label to its value, as " : " (a line of its own)
_DOT_LEADER = re.compile(r"[ \t]*(?:\.{4,}|…{2,}|·{4,})[ \t]*(?=\S)")


# The character references a Markdown or plain-text page carries over from HTML ("18.6 -&gt; 75 tok/s")
_ENTITY = re.compile(r"&(?:gt|lt|amp|quot|apos|nbsp|#\d{2,5}|#x[0-9a-fA-F]{2,4});")


def _unescape_entities(text: str) -> str:
    """``text`` with the HTML character references it holds written as the characters they stand for."""
    if "&" not in text:
        return text
    return _ENTITY.sub(lambda found: html.unescape(found.group(0)), text)


# The separator row of a Markdown table run into the line of its header ("| Model | Price | |---|---| | a | 1 |")
_INLINE_TABLE_SEPARATOR = re.compile(r"\|[ \t]+(\|(?:[ \t]*:?-{3,}:?[ \t]*\|)+)")


def unfold_inline_pipe_tables(text: str) -> str:
    """A Markdown table flattened onto one line, rows joined by single spaces ("| A | B | |---|---| | a1 | b1 | | a2 |
    b2 |"), with each row put back on a line of its own: the space between a row's closing bar and the next row's
    opening one becomes a line break, the header's width counting the cells (offsets unchanged). A line whose cells
    do not fall into rows of that width is left as it is."""
    lines = text.split("\n")
    for number, line in enumerate(lines):
        separator = _INLINE_TABLE_SEPARATOR.search(line)
        if separator is None or len(line) < 80:
            continue
        width = separator.group(1).count("|") - 1
        if width < 2 or line[:separator.start() + 1].count("|") - 1 != width:
            continue   # (the header before the separator must be as wide)
        chars = list(line)
        chars[separator.start() + 1] = "\n"   # header | separator
        bars = [i for i in range(separator.end(1), len(line)) if line[i] == "|"]
        position, ok = separator.end(1) - 1, True
        # each row: a space, then width + 1 bars; between rows a single space
        while position < len(line) - 1:
            if line[position + 1:position + 3] != " |":
                ok = False
                break
            start = position + 2
            following = [i for i in bars if i > start][:width]
            if len(following) < width:
                ok = False
                break
            chars[position + 1] = "\n"
            position = following[-1]
            if position >= len(line) - 1 or not line[position + 1:].strip():
                break
        if ok:
            lines[number] = "".join(chars)
    return "\n".join(lines)


# A line of a JSON (or YAML-like) record: a bracket alone, or a quoted key and its value
_CODE_RECORD_LINE = re.compile(r'\s*(?:[{}\[\]],?|"[^"\n]{1,60}"\s*:.*)\s*$')


def _unbullet_code_lines(text: str) -> str:
    """A code record copied as a list, every line behind "- " ("- {", '- "input": 0.00015,', "- }"), read without the
    bullets: a run of at least six bulleted lines, most of them lines of a record, loses its "- "."""
    if "\n- " not in text and not text.startswith("- "):
        return text
    lines = text.split("\n")
    out, position = [], 0
    while position < len(lines):
        end = position
        while end < len(lines) and lines[end].startswith("- "):
            end += 1
        run = lines[position:end]
        if len(run) >= 6 and sum(1 for line in run if _CODE_RECORD_LINE.fullmatch(line[2:])) * 10 >= len(run) * 6:
            out += [line[2:] for line in run]
        else:
            out += run
        if end == position:
            out.append(lines[position])
            end += 1
        position = end
    return "\n".join(out)


def _html_tables_as_rows(text: str) -> str:
    """An HTML table written into plain text or code (a component's JSX, a template, a pasted snippet) as the rows
    the page shows, each between blank lines; the rest of the text as it is."""
    if "<table" not in text and "<TABLE" not in text:
        return text
    pieces, last = [], 0
    for start, end in _html_table_blocks(text):
        pieces += [text[last:start], "\n\n" + html_to_text(text[start:end])[0] + "\n\n"]
        last = end
    return "".join(pieces) + text[last:]


def prepare_text(raw: str | bytes, *, content_type: str = "text/plain") -> PreparedText:
    """Clean ``raw`` (HTML, Markdown or plain text; str or bytes) into :class:`PreparedText`.

    ``content_type`` may carry a charset parameter (``text/html; charset=gb2312``). Binary junk
    yields empty text rather than an error; a wrong argument type raises
    :class:`TextPreparationError`.
    """
    if not isinstance(raw, (str, bytes, bytearray)):
        raise TextPreparationError(f"prepare_text needs str or bytes, got {type(raw).__name__}")
    media_type, _, parameters = (content_type or "text/plain").partition(";")
    media_type = media_type.strip().lower()
    charset_match = re.search(r"charset\s*=\s*\"?([^\";\s]+)", parameters, re.I)
    if isinstance(raw, (bytes, bytearray)):
        text = decode_bytes(bytes(raw), charset_match.group(1) if charset_match else None)
    else:
        text = raw
    if _looks_binary(text):
        return PreparedText(text="", title=None, sentences=[], language=None)
    title = None
    is_html = media_type in ("text/html", "application/xhtml+xml", "html") or (
        media_type in ("", "application/octet-stream") and re.match(r"\s*<(!doctype|html)", text, re.I))
    if not is_html:
        text = unfold_inline_pipe_tables(redraw_box_tables(_unbullet_code_lines(text)))
    if is_html:
        text, title = html_to_text(text)
        text = _DOT_LEADER.sub(" : ", text)
    elif media_type in ("text/markdown", "text/x-markdown", "markdown"):
        text, title = markdown_to_text(_DOT_LEADER.sub(" : ", join_bulleted_header_tables(_unescape_entities(text))))
    else:
        text = _DOT_LEADER.sub(" : ", join_bulleted_header_tables(_unescape_entities(_html_tables_as_rows(text))))
        if "|" in text:
            text = normalise_pipe_tables(text)
        text = _plain_text_tables(text)
    text = normalise_text(text)
    if title is not None:
        title = normalise_text(title) or None
    sentences = split_sentences(text)
    return PreparedText(text=text, title=title, sentences=sentences, language=detect_language(text))
