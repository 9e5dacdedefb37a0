"""Regular expressions led by the characters their matches can start with.

Python's regex engine tries a pattern at every position of a text unless the pattern starts with a literal or a
class it can scan for. Patterns that open with optional words, a hedge or a zero-width boundary give it nothing to
scan for, so each is tried everywhere. :func:`first_character_class` reads a pattern's parse and returns the class of
characters any match must start with; :func:`compile_led` puts that class in a lookahead in front of the pattern,
which lets the engine skip the other positions and gives exactly the same matches.

Plain Python: no Dagster, no model imports.
"""

from __future__ import annotations

import re

try:
    from re import _constants as constants, _parser as parser
except ImportError:  # Python < 3.11 names them sre_*
    import sre_constants as constants  # type: ignore[no-redef]
    import sre_parse as parser  # type: ignore[no-redef]

__all__ = ["first_character_class", "compile_led"]

_CATEGORIES = {constants.CATEGORY_DIGIT: "\\d", constants.CATEGORY_WORD: "\\w", constants.CATEGORY_SPACE: "\\s"}


def first_character_class(pattern: str, flags: int = 0) -> str | None:
    """A character class (``[...]``) holding every character a match of ``pattern`` can start with, read from
    its parse (``\\d``, ``\\w`` and ``\\s`` stand in it as themselves); ``None`` when that cannot be told (a
    pattern that may match the empty string, or starts with a negated class or category, a back-reference or any
    character). Zero-width assertions at the start are passed over, so a match of the pattern always starts on a
    character of the class."""
    def of_sequence(items, ignore_case: bool):
        ranges: list[tuple[int, int]] = []
        for op, av in items:
            found = of_item(op, av, ignore_case)
            if found is None:
                return None
            item_ranges, nullable = found
            ranges += item_ranges
            if not nullable:
                return ranges, False
        return ranges, True

    def cased(code: int, ignore_case: bool) -> list[tuple[int, int]]:
        ch = chr(code)
        variants = {ch, ch.lower(), ch.upper()} if ignore_case else {ch}
        return [(ord(v), ord(v)) for v in variants if len(v) == 1]

    def of_item(op, av, ignore_case: bool):
        if op is constants.LITERAL:
            return cased(av, ignore_case), False
        if op is constants.IN:
            ranges = []
            for item_op, item_av in av:
                if item_op is constants.LITERAL:
                    ranges += cased(item_av, ignore_case)
                elif item_op is constants.RANGE and not (ignore_case and any(
                        chr(c).isalpha() for c in range(item_av[0], min(item_av[1], 0x2FF) + 1))):
                    ranges.append(item_av)
                elif item_op is constants.CATEGORY and item_av in _CATEGORIES:
                    ranges.append(_CATEGORIES[item_av])  # "\\d", "\\w", "\\s" stand in the class as themselves
                else:
                    return None  # a negated class or category, a case-folded range of letters
            return ranges, False
        if op is constants.SUBPATTERN:
            _group, add_flags, del_flags, sub = av
            if add_flags & constants.SRE_FLAG_IGNORECASE:
                ignore_case = True
            if del_flags & constants.SRE_FLAG_IGNORECASE:
                ignore_case = False
            return of_sequence(sub, ignore_case)
        if op is constants.BRANCH:
            ranges, nullable = [], False
            for branch in av[1]:
                found = of_sequence(branch, ignore_case)
                if found is None:
                    return None
                ranges += found[0]
                nullable = nullable or found[1]
            return ranges, nullable
        if op in (constants.MAX_REPEAT, constants.MIN_REPEAT, getattr(constants, "POSSESSIVE_REPEAT", None)):
            low, _high, sub = av
            found = of_sequence(sub, ignore_case)
            if found is None:
                return None
            return found[0], found[1] or low == 0
        if op in (constants.AT, constants.ASSERT, constants.ASSERT_NOT):
            return [], True  # zero width: the match starts on what follows
        return None

    try:
        parsed = parser.parse(pattern, flags)
    except re.error:
        return None
    found = of_sequence(list(parsed), bool(parsed.state.flags & constants.SRE_FLAG_IGNORECASE))
    if found is None or found[1] or not found[0]:
        return None
    parts = sorted({item for item in found[0] if isinstance(item, str)})
    for low, high in sorted({item for item in found[0] if not isinstance(item, str)}):
        parts.append(re.escape(chr(low)) if low == high else f"{re.escape(chr(low))}-{re.escape(chr(high))}")
    return "[" + "".join(parts) + "]"


def compile_led(pattern: str, flags: int = 0) -> re.Pattern:
    """``pattern`` compiled with the class of its possible first characters in a lookahead before it (when that
    class can be told): the same matches, found without trying the pattern at every position."""
    first = first_character_class(pattern, flags)
    return re.compile(("(?=" + first + ")" if first else "") + pattern, flags)
