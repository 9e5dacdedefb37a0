"""Text from feeds, pages and files on the terminal: shown, never obeyed.

Stored text may hold rich markup (``[/bold]``), ANSI escape sequences, OSC-8 hyperlinks or bidi
overrides. Everything the CLI prints that it did not write itself goes through :func:`visible`
(control characters become ``\\x1b``-style escapes) and, for rich, :func:`cell` or :func:`markup_safe`.
"""

from __future__ import annotations

import re

from rich.markup import escape
from rich.text import Text

# C0 controls but tab and newline, DEL, C1 controls (0x9b is a one-byte CSI), bidi overrides and isolates
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
_JSON_UNSAFE = re.compile(r"[\x7f-\x9f\u202a-\u202e\u2066-\u2069]")   # json.dumps leaves these raw


def _escaped(match: re.Match) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def visible(value: object) -> str:
    """``value`` as text in which every control character is written out (``\\x1b``), never sent."""
    return _CONTROL.sub(_escaped, str(value))


def markup_safe(value: object) -> str:
    """``value`` for a rich string with markup: control characters written out, brackets escaped."""
    return escape(visible(value))


def cell(value: object) -> Text:
    """``value`` as a rich table cell: plain text, never markup."""
    return Text("" if value is None else visible(value))


def json_line(text: str) -> str:
    """A JSON document as printed: the characters json.dumps leaves raw but terminals obey, as ``\\u`` escapes."""
    return _JSON_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
