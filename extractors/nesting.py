"""HTML nested deeper than a parser keeps: flattened first, so no text after the deep part is lost.

libxml2 (under lxml) stops building the tree at a fixed depth (256, or 2048 with ``huge_tree``) and
silently drops what follows; recursive walkers overflow the stack long before 50,000 levels.
:func:`flatten_deep_nesting` measures the tag depth with one linear scan and, only when it passes
:data:`MAX_DEPTH`, drops the *wrapper* tags (``div``, ``span``, ``section``…) opened below :data:`FLAT_DEPTH`,
so tables, lists and paragraphs keep their structure and every character of text survives in order.
Should structural tags alone nest too deep (2,500 nested tables), every tag but the document
skeleton is flattened.
"""

from __future__ import annotations

import re

MAX_DEPTH = 500         # deeper than this, a page is flattened (no real page nests this deep)
FLAT_DEPTH = 64         # wrappers opened deeper than this are dropped when flattening
_TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9:-]*)\b[^>]*?(/?)>")
_VOID = frozenset("area base br col embed hr img input link meta param source track wbr".split())
_WRAPPERS = frozenset("div span section article main aside header footer nav figure center blockquote font b i u "
                      "em strong small big s strike tt sub sup mark abbr cite q label form fieldset details "
                      "summary a bdi bdo time var kbd samp code".split())
_INLINE = frozenset("a abbr b bdi bdo big cite code em font i kbd mark q s samp small span strike strong sub sup "
                    "time tt u var".split())
_KEEP = frozenset("html head body title meta link script style br".split())
_IMPLICIT_CLOSE_WINDOW = 8   # how far down the open-tag stack a closing tag may match (unclosed p, li, td)


def nesting_depth(html: str) -> int:
    """The deepest tag nesting in ``html`` (opening minus closing tags; void and self-closed tags excluded)."""
    depth = deepest = 0
    for match in _TAG.finditer(html):
        closing, name, self_closed = match.group(1), match.group(2).lower(), match.group(3)
        if name in _VOID or self_closed:
            continue
        if closing:
            depth = max(depth - 1, 0)
        else:
            depth += 1
            deepest = max(deepest, depth)
    return deepest


def _drop_deep_wrappers(html: str, limit: int) -> str:
    stack: list[tuple[str, bool]] = []   # (tag name, kept)
    pieces: list[str] = []
    position = 0
    spaced = False   # the last piece written ends with the space of a dropped block: one is enough
    for match in _TAG.finditer(html):
        closing, name, self_closed = match.group(1), match.group(2).lower(), match.group(3)
        if name in _VOID or self_closed:
            continue
        keep = True
        if closing:
            for back in range(1, min(len(stack), _IMPLICIT_CLOSE_WINDOW) + 1):
                if stack[-back][0] == name:
                    keep = stack[-back][1]
                    del stack[-back:]
                    break
        else:
            keep = not (name in _WRAPPERS and len(stack) >= limit)
            stack.append((name, keep))
        if not keep:
            between = html[position:match.start()]
            pieces.append(between)
            if name not in _INLINE and (between or not spaced):
                pieces.append(" ")
                spaced = True
            elif between:
                spaced = False
            position = match.end()
    pieces.append(html[position:])
    return "".join(pieces)


def flatten_deep_nesting(html: str, limit: int = MAX_DEPTH, *, block: str = "<br>") -> tuple[str, bool]:
    """``(html, False)`` when it nests at most ``limit`` deep, else a flatter copy and True.

    Wrapper tags opened deeper than ``limit`` are dropped; if the page still nests too deep, inline
    tags vanish and every other tag but the document skeleton becomes ``block`` (a line break by
    default; a space for readers that only want metadata). The text keeps its order either way.
    """
    if html.count("<") <= limit or nesting_depth(html) <= limit:
        return html, False
    thinner = _drop_deep_wrappers(html, min(FLAT_DEPTH, limit))
    if nesting_depth(thinner) <= limit:
        return thinner, True

    def replace(match: re.Match) -> str:
        name = match.group(2).lower()
        if name in _KEEP:
            return match.group(0)
        return "" if name in _INLINE else block

    return _TAG.sub(replace, thinner), True
