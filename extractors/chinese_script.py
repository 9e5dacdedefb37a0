"""Traditional Chinese characters folded to their simplified forms, one character for one.

The rules are written against simplified Chinese ("每百万输入tokens"); pages from Taiwan and Hong Kong
write the same words in traditional characters ("每百萬輸入tokens"). :func:`fold_traditional` maps
every character of OpenCC's traditional-to-simplified character table (``TSCharacters.txt``, shipped
with the ``opencc-python-reimplemented`` package) to its first simplified form, character for
character, so that every offset into the folded text is an offset into the original: matching runs on
the folded copy while evidence and sentences are still cut from the document as written.

Only the character table is used, never OpenCC's phrase tables: a phrase conversion may change the
length of the text ("記憶體" → "内存") and with it every offset after it.
"""

from __future__ import annotations

import functools
import re
from importlib import metadata

_DISTRIBUTION = "opencc-python-reimplemented"
_TABLE_FILE = "opencc/dictionary/TSCharacters.txt"


class ChineseScriptTableError(RuntimeError):
    """OpenCC's character table is missing or unreadable (a broken install)."""


@functools.cache
def _table() -> dict[int, str]:
    try:
        path = metadata.distribution(_DISTRIBUTION).locate_file(_TABLE_FILE)
        lines = path.read_text(encoding="utf-8").splitlines()
    except (metadata.PackageNotFoundError, OSError) as error:
        raise ChineseScriptTableError(
            f"cannot read OpenCC's character table {_TABLE_FILE} of the {_DISTRIBUTION} package: {error}; "
            f"reinstall inferwatch's dependencies") from error
    table: dict[int, str] = {}
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        traditional, _, simplified = line.partition("\t")
        candidates = simplified.split()
        if len(traditional) != 1 or not candidates:
            raise ChineseScriptTableError(f"{_TABLE_FILE} line {number} is not 'character<TAB>forms': {line!r}")
        first = candidates[0]  # OpenCC lists the usual simplified form first
        if len(first) == 1 and first != traditional:
            table[ord(traditional)] = first
    return table


# Words Taiwan and Hong Kong write differently from the mainland, where both are as long: price pages say
# "快取命中" (cache hit) and "批次" (batch) for the rules' "缓存命中" and "批量".
_REGIONAL_WORDS = {"快取": "缓存", "批次": "批量"}
_REGIONAL_WORD = re.compile("|".join(_REGIONAL_WORDS))


@functools.cache
def _table_keeping(keep: str) -> dict[int, str]:
    table = dict(_table())
    for character in keep:
        table.pop(ord(character), None)
    return table


def fold_traditional(text: str, keep: str = "") -> str:
    """``text`` with every traditional character OpenCC knows replaced by its simplified form, and the regional
    words of :data:`_REGIONAL_WORDS` by their mainland forms (same length: offsets are kept).

    Characters in ``keep`` stay as written: OpenCC folds 昇 to 升, but 昇腾 is a brand (Ascend)."""
    folded = text.translate(_table_keeping(keep) if keep else _table())
    if "取" in folded or "次" in folded:
        folded = _REGIONAL_WORD.sub(lambda match: _REGIONAL_WORDS[match.group(0)], folded)
    return folded
