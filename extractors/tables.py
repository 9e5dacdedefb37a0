"""One table model for every table the project reads: HTML grids, Markdown and plain-text pipe tables.

Two layers, both plain Python:

* **Grids from markup.** :func:`build_grid` expands ``rowspan``/``colspan`` into a full grid of
  :class:`GridCell` (any parser's cells go in as :class:`SourceCell`), :func:`header_row_count`
  finds the header rows at the top and :func:`column_labels` joins stacked (tiered) header rows
  into one label per column. :func:`extractors.text.html_to_text` and the price-page parser both
  build their grids this way.
* **Tables in prepared text.** Every table ends up in the prepared text as rows ``a | b | c``, one
  row per line (HTML through :mod:`extractors.text`, Markdown and pipe tables in plain text
  through :func:`normalise_pipe_tables`, so the same table reads the same in every format).
  :func:`read_tables` finds them again with character offsets, and for each body row knows its
  column labels (several label rows merged; a label row met mid-table starts a new header), the
  section label in force (a full-width row such as "Batch API"), the heading right above the
  table, and the notes that declare units, currencies and conditions: caption lines above, notes
  below, and the last unit declaration met above in the document, which every later table
  inherits until another is stated.

:func:`definition_pairs` reads "label / value on separate lines" lists (a label line followed by
a value line) so that a value keeps its label.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from extractors.numbers import ZH_TOKEN_WORD
from extractors.chinese_script import fold_traditional

__all__ = [
    "CELL_SEPARATOR",
    "SourceCell",
    "GridCell",
    "build_grid",
    "header_row_count",
    "column_labels",
    "normalise_pipe_tables",
    "split_glued_tables",
    "split_glued_decimal_tables",
    "split_spaced_tables",
    "split_spaced_rate_tables",
    "split_csv_tables",
    "split_aligned_tables",
    "split_one_price_column_tables",
    "join_cell_per_line_result_grids",
    "join_cell_per_line_tables",
    "TableCell",
    "TableRow",
    "Table",
    "read_tables",
    "definition_pairs",
    "is_unit_declaration",
    "is_label_row",
    "is_heading",
]

CELL_SEPARATOR = " | "
EMPTY = "-"
_DASHES = {"", "-", "–", "—", "−"}


# --------------------------------------------------------------------------- grids from markup

@dataclass
class SourceCell:
    """One ``<td>``/``<th>`` as a parser saw it: its text, spans, whether it is a header cell, and
    whatever the caller wants back (``payload``: an lxml or BeautifulSoup element)."""

    text: str
    rowspan: int = 1
    colspan: int = 1
    header: bool = False
    payload: Any = None


@dataclass
class GridCell:
    """A position of the expanded grid: the source cell covering it and where that cell starts."""

    text: str
    header: bool
    origin: tuple[int, int]
    payload: Any = None
    filler: bool = False  # a position no source cell covers (a short row)

    @property
    def empty(self) -> bool:
        return self.text.strip() in _DASHES


def _clamp(value: Any, upper: int) -> int:
    try:
        return max(1, min(int(value or 1), upper))
    except (TypeError, ValueError):
        return 1


def build_grid(rows: Sequence[Sequence[SourceCell]], *, max_span: int = 100) -> list[list[GridCell]]:
    """The full grid of a table: every row gets a cell per column.

    A ``rowspan``/``colspan`` cell is repeated into every position it covers (so a value can be
    read against its column label and its row label); positions nothing covers get an empty cell
    whose origin is the position itself. Rows with no cell at all are dropped.
    """
    placed: dict[tuple[int, int], GridCell] = {}
    width = 0
    kept = [row for row in rows if row]
    for r, row in enumerate(kept):
        c = 0
        for cell in row:
            while (r, c) in placed:
                c += 1
            rowspan, colspan = _clamp(cell.rowspan, max_span), _clamp(cell.colspan, max_span)
            item = GridCell(cell.text, cell.header, (r, c), cell.payload)
            for dr in range(rowspan):
                if r + dr >= len(kept):
                    break
                for dc in range(colspan):
                    placed.setdefault((r + dr, c + dc), item)
            c += colspan
            width = max(width, c)
    grid = []
    for r in range(len(kept)):
        grid.append([placed.get((r, c)) or GridCell("", False, (r, c), filler=True) for c in range(width)])
    return grid


_AMOUNT_IN_CELL = re.compile(r"\d")
_TIER_THRESHOLD = re.compile(r"(?:[≤<>≥＞]|<=|>=|\b(?:up\s+to|over|above|under|below|beyond|more\s+than|exceeding)|"
                             r"超过|以[上下]|以内)\s*\d+(?:\.\d+)?\s?[KkM]\b|\d+\s?[KkM]\s*(?:[-–~]\s*\d+\s?[KkM]|\+|"
                             r"以[上下]|以内)|\(\s*\d+\s?[KkM]?\s*,\s*\d+\s?[KkM]\s*\]", re.I)


def _label_only(text: str) -> bool:
    """Whether a header-candidate cell holds a label, not a value: no digits but tier thresholds,
    model versions and units ("≤ 200K", "GPT-4o", "per 1M tokens")."""
    stripped = _TIER_THRESHOLD.sub("", text)
    if not _AMOUNT_IN_CELL.search(stripped):
        return True
    return not re.search(r"[$€£¥]\s?\d|\d\s?(?:元|USD|CNY)|^\s*[\d.,]+\s*$", stripped)


def header_row_count(grid: list[list[GridCell]], *, in_head: Sequence[bool] | None = None,
                     is_value: Callable[[str], bool] | None = None) -> int:
    """How many rows at the top of ``grid`` are header rows.

    ``<thead>`` rows (``in_head``) or leading rows made only of header cells; otherwise a first
    row whose cells after the first are labels rather than values (``is_value`` decides; by
    default any cell that is not :func:`_label_only`).
    """
    if not grid:
        return 0
    if in_head is not None and any(in_head):
        count = 0
        while count < len(grid) and in_head[count]:
            count += 1
        if count:
            return min(count, len(grid))
    count = 0
    for row in grid:
        if all(cell.header or cell.empty for cell in row) and any(cell.header for cell in row):
            count += 1
        else:
            break
    if count:
        return count
    is_value = is_value or (lambda text: not _label_only(text))
    if not any(is_value(cell.text) for cell in grid[0][1:]):
        return 1
    return 0


def column_labels(grid: list[list[GridCell]], header_rows: int, *, joiner: str = " ") -> list[str]:
    """One label per column: the header rows' texts top to bottom, a spanning cell once.

    "Standard" spanning "Input" and "Output" gives "Standard Input" and "Standard Output"; with
    ``joiner=" › "`` they read "Standard › Input".
    """
    labels = []
    for c in range(len(grid[0]) if grid else 0):
        parts: list[str] = []
        seen: set[tuple[int, int]] = set()
        for r in range(min(header_rows, len(grid))):
            cell = grid[r][c]
            if cell.origin in seen or cell.empty:
                continue
            seen.add(cell.origin)
            if cell.text not in parts:
                parts.append(cell.text)
        labels.append(joiner.join(parts))
    return labels


# --------------------------------------------------------------------------- pipe tables in text

# Dashes of any kind: editors often turn "---" into em dashes ("|——|———|").
# (also the rules of a text-mode table, where columns meet at "+": "------+------+----", "+----+----+")
# ("|-|-|-|-|": one dash a cell, between bars, as GitHub accepts it)
_PIPE_SEPARATOR = re.compile(r"^\s*[|+]?\s*:?[-–—−=]{2,}:?\s*([|+]\s*:?[-–—−=]{2,}:?\s*)*[|+]?\s*$|"
                             r"^\s*\|(?:\s*:?-+:?\s*\|){2,}\s*$")
_SEPARATOR_JUNCTION = re.compile(r"[|+]")


def _pipe_cells(line: str) -> list[str] | None:
    stripped = line.strip()
    if "|" not in stripped or stripped.startswith(("- ", "* ", "+ ")) and not stripped.startswith("- |"):
        return None
    if not (stripped.startswith("|") or stripped.endswith("|") or " | " in stripped or stripped.count("|") >= 2):
        return None
    inner = stripped
    if inner.startswith("|"):
        inner = inner[1:]
    if inner.endswith("|") and not inner.endswith("\\|"):
        inner = inner[:-1]
    return [c.strip() for c in inner.split("|")]


_DASH_CELL = re.compile(r"^\s*:?[-–—−]{3,}:?\s*$")
# A sentence ending in a full stop or colon with a fenced row of at least two cells glued after it.
_PROSE_BEFORE_ROW = re.compile(r"^(?P<prose>[^|]{3,300}?[.:：。])\s*(?P<row>\|[^|\n]+\|[^|\n]+\|.*\|)$")


_SEPARATOR_RUN = re.compile(r"\|(?:\s*:?[-–—−]{3,}:?\s*\|){2,}")


def _unflatten_pipe_line(line: str) -> list[str]:
    """Markdown tables whose line breaks were lost ("| A | B | |---|---| | a | b | | c | d |"), one row per line
    again; any other line as it is.

    Each separator run gives a table's width N; the N cells before it are the header, and the rows after it are
    taken while each opens after the blank cell its lost line break left and holds N cells. What stands before
    the header and after the last row (a heading, a sentence, the next table of the page) keeps lines of its own.
    """
    stripped = line.strip()
    if (glued := _PROSE_BEFORE_ROW.match(stripped)) is not None:
        # "Pricing is per million tokens.| Model | Input | Output |": a page's sentence run into the table's first row
        return [glued.group("prose"), *_unflatten_pipe_line(glued.group("row"))]
    if stripped.count("|") < 8:
        return [line]
    separator = _SEPARATOR_RUN.search(stripped)
    if separator is None:
        return [line]
    width = separator.group(0).count("|") - 1
    before = stripped[:separator.start()].rstrip()
    if not before.endswith("|"):
        return [line]
    parts = before[:-1].split("|")
    if len(parts) < width + 1 or any(_DASH_CELL.match(cell) for cell in parts[-width:]):
        return [line]
    header, prose = parts[-width:], "|".join(parts[:-width]).strip()
    tokens = stripped[separator.end():].split("|")
    rows, at = [], 0
    while at + width < len(tokens) and not tokens[at].strip() and \
            not any(_DASH_CELL.match(cell) for cell in tokens[at + 1:at + 1 + width]):
        rows.append(tokens[at + 1:at + 1 + width])
        at += width + 1
    if not rows:
        return [line]
    after = "|".join(tokens[at:]).strip()
    table = ["| " + " | ".join(cell.strip() for cell in row) + " |" for row in [header, ["---"] * width] + rows]
    return ([prose] if prose else []) + table + (_unflatten_pipe_line(after) if after else [])


# A table drawn with box characters, as terminal libraries print one ("┃ Input Tokens ┃ vLLM ┃", "│ 1000 │ 1500.11 │"
# between "┏━━━┳━━━┓" rules): its vertical strokes are cell walls, its rule lines carry nothing
_BOX_WALLS = "│┃║┆┇┊┋╎╏"
_BOX_JUNCTIONS = "┬┳╦╤╥┼╋╬╪╫┿╇╈╀╁╂╃╄╅╆╉╊┯┰┱┲┭┮"
_BOX_WALL = str.maketrans({wall: "|" for wall in _BOX_WALLS})
_BOX_RULE_LINE = re.compile(r"^[ \t]*[\u2500-\u257f][\u2500-\u257f \t]*$")


def redraw_box_tables(text: str) -> str:
    """``text`` with its box-drawn tables as pipe rows: rule lines dropped, vertical strokes made ``|`` (a line holding
    no stroke, a caption above or below the box, stays as it is). Only a text whose boxes have column junctions
    ("┳", "┼") holds tables."""
    if not any(wall in text for wall in _BOX_WALLS) or not any(junction in text for junction in _BOX_JUNCTIONS):
        return text   # (boxes with no column junction are frames round a chart or a note, no table)
    lines = []
    for line in text.split("\n"):
        if _BOX_RULE_LINE.match(line):
            continue
        lines.append(line.translate(_BOX_WALL) if any(wall in line for wall in _BOX_WALLS) else line)
    return "\n".join(lines)


def normalise_pipe_tables(text: str, *, lone_rows: bool = False) -> str:
    """Pipe tables rewritten as the prepared text's rows: ``| a | | c |`` becomes ``a | - | c``.

    Separator lines (``|---|:--:|``) go. An empty cell becomes ``-`` so that every value keeps its
    column. In plain text a table is a run of at least two pipe rows with the same number of cells
    (or a row followed by a separator line); ``lone_rows`` (Markdown) also rewrites a single row.
    """
    lines = [row for line in text.split("\n") for row in _unflatten_pipe_line(line)]
    out: list[str] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        cells = _pipe_cells(line) if not _PIPE_SEPARATOR.match(line) else None
        if cells is None:
            if _PIPE_SEPARATOR.match(line) and _SEPARATOR_JUNCTION.search(line):
                index += 1  # a stray separator line
                continue
            out.append(line)
            index += 1
            continue
        block = [(index, cells)]
        separators = 0
        probe = index + 1
        while probe < len(lines):
            if _PIPE_SEPARATOR.match(lines[probe]) and _SEPARATOR_JUNCTION.search(lines[probe]):
                separators += 1
                probe += 1
                continue
            more = _pipe_cells(lines[probe])
            if more is None:
                break
            if len(block) >= 2 and probe + 1 < len(lines) and _PIPE_SEPARATOR.match(lines[probe + 1]) and \
                    _SEPARATOR_JUNCTION.search(lines[probe + 1]):
                # ("| Decode | B200 | 1.210x |" then "| Mode | Hardware | Mean speedup vs llama.cpp |" over "|---|---|---|"):
                # a header row with its separator under a table's rows opens the next table, no blank line between
                break
            block.append((probe, more))
            probe += 1
        # ("| Model | Input | Output |" over "| DeepSeek R1 | $0.55 | $2.19 | |": a row's empty cells past the header's
        # width are a stray pipe, no column)
        header_width = len(block[0][1])
        for _, row_cells in block[1:]:
            while len(row_cells) > header_width and not row_cells[-1]:
                row_cells.pop()
        widths = {len(c) for _, c in block}
        is_table = bool(separators) or (len(block) >= 2 and (len(widths) == 1 or all(len(c) >= 3 for _, c in block)))
        if not is_table:
            # A row on its own still counts when it is unmistakably one: fenced by pipes ("| a | b |"),
            # or in Markdown also "a | b | c".
            is_table = all((lines[i].strip().startswith("|") and lines[i].strip().endswith("|") and len(c) >= 2)
                           or (lone_rows and (lines[i].strip().startswith("|") or lines[i].count("|") >= 2))
                           for i, c in block)
        if is_table:
            for row in _fill_spanned_cells([c for _, c in block]):
                out.append(CELL_SEPARATOR.join(c or EMPTY for c in row) if any(row) else "")
            if probe < len(lines) and _pipe_cells(lines[probe]) is not None:
                out.append("")   # (the next table, opened by its own header row, stands apart)
        else:
            out.extend(lines[i] for i, _ in block)
        index = probe
    return "\n".join(out)


# A figure alone in a cell, with its currency sign if written ("0.0002", "$1.50", "¥0.8")
_LONE_FIGURE = re.compile(r"^[~≈]?[$€£¥￥]?\s?\d[\d,]*(?:\.\d+)?$")


def _fill_spanned_cells(rows: list[list[str]]) -> list[list[str]]:
    """Rows of a table copied from a page with merged cells, whose spanned cells were left out: the cells such a row
    has are its last ones, and the left-out ones are the row above's.

    "qwen-flash | 0k-128k | input | 0.0002" then "input (thinking) | 0.0002 | | |" under "Model | Pricing tier |
    Type | Price": the second row is qwen-flash's 0k-128k tier, its type "input (thinking)". A row is read so only
    when its cells are a run of filled ones then empty ones, the last filled one a figure, the complete rows all end
    in a figure and none of them holds a figure where the short row's figure stands (so that it cannot be a row that
    simply leaves its last columns empty).
    """
    width = len(rows[0]) if rows else 0
    if len(rows) < 3 or width < 3 or any(len(row) != width for row in rows) or \
            any(_LONE_FIGURE.match(cell) for cell in rows[0]):
        return rows
    complete = [row for row in rows[1:] if all(row)]
    if len(complete) < 2 or not all(_LONE_FIGURE.match(row[-1]) for row in complete):
        return rows
    filled_rows: list[list[str]] = [rows[0]]
    above: list[str] | None = None
    for row in rows[1:]:
        count = next((i for i, cell in enumerate(row) if not cell), width)
        if count == width:
            above = row
        elif above is not None and count and not any(row[count:]) and _LONE_FIGURE.match(row[count - 1]) and \
                not any(_LONE_FIGURE.match(other[count - 1]) for other in complete):
            row = above[:width - count] + row[:count]
            above = row
        else:
            above = None
        filled_rows.append(row)
    return filled_rows


# --------------------------------------------------------------------------- glued layout tables in text

# A currency sign stuck to the word or amount before it ("Input tokens$1.25 per 1M$2.50 per 1M",
# "Standard$2$0.5$8", "百川智能¥0.013¥0.013"): table cells copied out of a page with nothing between them.
# (an approximate amount glued with its tilde: "AWS EC2 P5~$3.90")
_GLUED_AMOUNT = re.compile(r"(?<=[A-Za-z0-9)%）\u4e00-\u9fff])(?=~?[$€£¥￥₹]\d)")
# A remark cell glued after a row's last amount ("¥0.013每月100万tokens", "$0.50Default tier", a rating in
# symbols "$0.30★★★★").
_GLUED_REMARK = re.compile(r"^(?P<amount>[$€£¥￥₹]\d[\d,]*(?:\.\d+)?)"
                           r"(?P<remark>[\u4e00-\u9fff].*|[A-Z][a-z].*|[\u2600-\u27bf\u2b50\U0001F300-\U0001FAFF].*)$")
# Header cells glued the same way, tried from the plainest reading on: a lower-case letter or ")" followed by
# a capital ("InputCached inputOutput"); also a version number followed by a name ("Haiku 4.5Sonnet 4.6")
# and a currency column label ("Base model parameter count$/1M tokens").
_GLUED_LABEL = re.compile(r"(?<=[a-z)])(?=[A-Z])")
# (also after a unit ending a label: "Prompt $/MCompletion $/M", "Price/1MNotes")
_GLUED_LABEL_LOOSE = re.compile(r"(?<=[a-z)])(?=[A-Z])|(?<=\d)(?=[A-Z][a-z])|(?<=[A-Za-z)])(?=[$€£¥￥]\s?/)|"
                                r"(?<=/[A-Z])(?=[A-Z][a-z])|(?<=/1[MK])(?=[A-Z][a-z])")
# A price-column label of a Chinese header, whose cells cannot be told apart by letter case
# ("服务商每千tokens价格(输入)每千tokens价格(输出)免费额度").
_GLUED_PRICE_LABEL = re.compile(
    r"(?:每\s*(?:千|百万|万|1K|1M)\s*(?:tokens?|" + ZH_TOKEN_WORD + r")\s*)?(?:价格|单价|费用|成本)?\s*[(（]\s*(?:输入|输出|缓存命中|缓存)\s*[)）]"
    r"|(?:输入|输出|缓存命中|缓存)(?:(?:价格|单价|费用|成本)(?:\s*[(（][^()（）]{0,20}[)）])?|\s*[(（][^()（）]{0,20}[)）])"
    # English labels in lower case, told apart by the per-quantity unit each ends with
    # ("Anthropicinput/1Moutput/1Mcache read/1M")
    r"|(?:(?:batch|cached)\s?)?(?:input|output|prompt|completion|cache\s?(?:reads?|writes?|hits?|misses?))"
    r"\s?(?:/\s?(?:1\s?M|M|MTok|1K|K)|per\s?(?:1\s?M|1K))(?:\s?tokens)?", re.I)


_CACHED_LABEL = re.compile(r"cached|cache\s+(?:hit|read)|缓存命中", re.I)


def _glued_cells(line: str) -> list[str]:
    """A glued row's cells: its label, one cell per amount, and a remark glued after the last amount."""
    cells = [part.strip() for part in _GLUED_AMOUNT.split(line)]
    remark = _GLUED_REMARK.match(cells[-1]) if len(cells) > 1 else None
    if remark is not None:
        cells[-1:] = [remark.group("amount"), remark.group("remark").strip()]
    return cells


# A last amount with a size cell run into it ("$75.00200K": $75.00, then a 200K context column), or a multiple of
# the row's prices ("$4.005x": $4.00, then an output/input ratio column of 5x), and a remark after it
# ("$0.14128KClassification, extraction": $0.14, 128K, then the remark).
_AMOUNT_AND_SIZE = re.compile(r"^(?P<amount>[$€£¥￥₹]\d[\d,]*\.\d{2})(?P<size>\d{1,4}(?:\.\d)?\s?(?:[KkM]|[xX×]))"
                              r"(?P<remark>(?<=[KkM])[A-Z\u4e00-\u9fff].*)?$")
_CENTS_AMOUNT = re.compile(r"^[$€£¥￥₹]\d[\d,]*\.\d{2}$")


def _split_glued_sizes(rows: dict[int, list[str]]) -> None:
    """Split a size column run into every row's last amount, in place: only when every row ends that way and
    every other amount of the rows is written with exactly two decimals, so where the cents end is known."""
    sized = [_AMOUNT_AND_SIZE.match(cells[-1]) for cells in rows.values()]
    if not sized or not all(sized):
        return
    others = [cell for cells in rows.values() for cell in cells[1:-1] if cell[:1] in "$€£¥￥₹"]
    if len(others) < len(rows) or sum(1 for cell in others if _CENTS_AMOUNT.match(cell)) < 0.5 * len(others):
        return  # no other amounts in the rows to show the table writes two decimals (a sub-cent "$0.035" aside)
    if len({match.group("remark") is None for match in sized}) > 1:
        return  # some rows carry a remark after the size and some not: the columns cannot be lined up
    for cells, match in zip(rows.values(), sized):
        cells[-1:] = [match.group("amount"), match.group("size")] + \
            ([match.group("remark").strip()] if match.group("remark") else [])


def _price_label_cells(header: str) -> list[str]:
    """A header split at its price-column labels: the corner before them, each label, what follows them;
    nothing unless the labels follow one another with nothing in between."""
    found = list(_GLUED_PRICE_LABEL.finditer(header))
    if len(found) < 2 or any(a.end() != b.start() for a, b in zip(found, found[1:])):
        return []
    cells = [header[:found[0].start()].strip()] if header[:found[0].start()].strip() else []
    cells += [m.group(0).strip() for m in found]
    if header[found[-1].end():].strip():
        cells.append(header[found[-1].end():].strip())
    return cells


def _glued_header(header: str, width: int) -> list[str] | None:
    """The cells of a glued header line for rows of ``width`` cells (the corner cell may be missing), by
    the first reading that gives that many; ``None`` when none does."""
    if re.search(r"[$€£¥￥]\d", _BUDGET_FIGURE.sub("", header)) or CELL_SEPARATOR in header:
        return None  # a row, not a header (a budget such as "on $5K spend" may stand in a label)
    # (price-column labels first: their reading is the strictest, and a case split would cut "1Moutput" inside a
    # unit)
    for labels in (_price_label_cells(header),
                   [part.strip() for part in _GLUED_LABEL.split(header)],
                   [part.strip() for part in _GLUED_LABEL_LOOSE.split(header)]):
        if len(labels) >= 2 and all(labels) and len(labels) in (width, width - 1):
            return labels
    return None


# Context sizes a context column holds ("Claude Opus 4200K$15.00": the name, then 200K glued after it)
_CONTEXT_SIZE = re.compile(r"(?<=\S)(?P<size>(?:4|8|16|32|64|128|131|160|164|200|256|262|400|512)K|[12]M|10M)$")


def _glued_context_cells(header: str, rows: dict[int, list[str]], width: int) -> list[str] | None:
    """The header's labels where its second is a context column glued after each row's name ("ModelContextPrompt
    $/MCompletion $/M…" over "Claude Opus 4200K$15.00$75.00…"), each row's name then split from its size in place;
    ``None`` unless every row ends its name with a known context size."""
    labels = _glued_header(header, width + 1)
    if labels is None or len(labels) != width + 1 or not re.fullmatch(r"(?i)context(?:\s+(?:window|length))?|上下文(?:长度)?",
                                                                       labels[1]):
        return None
    sizes = {i: _CONTEXT_SIZE.search(cells[0]) for i, cells in rows.items()}
    if not all(sizes.values()) or any(len(cells) != width for cells in rows.values()):
        return None
    for i, cells in rows.items():
        cells[:1] = [cells[0][:sizes[i].start()].strip(), sizes[i].group("size")]
    return labels


def split_glued_tables(text: str) -> str:
    """Layout tables pasted as text with their cells run together, rewritten as ``a | b`` rows.

    Only a run of at least two lines whose amounts are all glued to what precedes them, under a header
    line whose glued labels split into as many cells as the rows have (the corner cell may be missing),
    is rewritten. A row with fewer amounts than the others (an empty cell dropped, so its values cannot
    be placed) is left as it was, unless the one cell missing is the only cached-input column (a tier
    with no cache price); a row lacking only the remark glued after the others' last amount gets an
    empty remark.
    """
    lines = text.split("\n")
    index = 1
    while index < len(lines):
        block = []
        probe = index
        while probe < len(lines) and _is_glued_row(lines[probe]):
            block.append(probe)
            probe += 1
        if len(block) < 2:
            index = max(probe, index + 1)
            continue
        rows = {i: _glued_cells(lines[i]) for i in block}
        _split_glued_sizes(rows)
        amounts = {i: sum(1 for cell in cells if cell.lstrip("~")[:1] in "$€£¥￥₹") for i, cells in rows.items()}
        most = max(amounts.values())
        remarks = any(len(cells) > 1 + amounts[i] for i, cells in rows.items())
        for i, cells in rows.items():
            if remarks and amounts[i] == most and len(cells) == 1 + most:
                cells.append(EMPTY)  # no remark on this row
        width = max(len(cells) for cells in rows.values())
        # (a context column glued after each name first: its reading needs every row to end its name with a size)
        if (labels := _glued_context_cells(lines[index - 1], rows, width)) is not None:
            width += 1
        else:
            labels = _glued_header(lines[index - 1], width)
        if labels is not None:
            if len(labels) == width - 1:
                labels = [EMPTY] + labels
            lines[index - 1] = CELL_SEPARATOR.join(labels)
            cached = [position for position, label in enumerate(labels) if _CACHED_LABEL.search(label)]
            for i, cells in rows.items():
                if len(cells) == width - 1 and len(cached) == 1 and cached[0] > 0 and not remarks:
                    # "Batch$1$4" under "Input | Cached input | Output": the tier with no cache price drops
                    # that one cell; the amounts keep the order of the other columns.
                    cells = cells[:cached[0]] + [EMPTY] + cells[cached[0]:]
                if len(cells) == width:
                    lines[i] = CELL_SEPARATOR.join(cells)
        index = probe
    return "\n".join(lines)


# A row of a glued Chinese per-thousand table whose amounts carry no currency sign, each written "0.…", run into
# its label and into one another ("智谱AI(GLM-4)0.10.20.092": 0.1, 0.2, 0.092).
_GLUED_DECIMALS_ROW = re.compile(r"^(?P<label>.*?[)）A-Za-z\u4e00-\u9fff])(?P<run>(?:0\.\d+){2,})$")


def split_glued_decimal_tables(text: str) -> str:
    """Glued rows of sub-unit amounts with no currency sign, rewritten as ``a | b`` rows: only under a header
    line whose glued price-column labels give as many cells as every row of the run splits into (each amount
    begins "0.", so where one ends is known), and only for runs of at least two rows."""
    lines = text.split("\n")
    index = 1
    while index < len(lines):
        rows, runs = {}, {}
        probe = index
        while probe < len(lines) and (match := _GLUED_DECIMALS_ROW.match(lines[probe].strip())) is not None:
            runs[probe] = match.group("run")
            rows[probe] = [match.group("label").strip()] + re.findall(r"0\.\d+?(?=0\.|$)", runs[probe])
            probe += 1
        labels = _price_label_cells(lines[index - 1]) if len(rows) >= 2 else []
        if labels and all(len(cells) == len(labels) and "".join(cells[1:]) == runs[i] for i, cells in rows.items()):
            lines[index - 1] = CELL_SEPARATOR.join(labels)
            for i, cells in rows.items():
                lines[i] = CELL_SEPARATOR.join(cells)
        index = max(probe, index + 1)
    return "\n".join(lines)


# Price-column labels a header line run together with spaces names, in order ("Model Input / MTok Output / MTok
# Context", "Model Base input Cache write (5-min) Cache read").
_PRICE_LABEL = re.compile(
    r"(?<![\w/])(?:(?:base|standard|batch|cached)\s+)?(?:input|output|prompt|completion|cache\s+(?:writes?|reads?|hits?|misses?))"
    # (not "Output/Input Ratio": a ratio of the two columns, no price column)
    r"(?:\s*\([^()]{1,20}\))?(?:\s*(?:/|per)\s*(?:1\s?M|M|MTok|1K|K)(?:\s+tokens)?)?(?![\w]|/\s*(?:input|output|prompt|completion))"
    # the same labels in Chinese ("输入价格 输出价格", "缓存命中 输入 输出"), with their price word
    r"|(?<![\w/])(?:批量|标准)?(?:缓存命中|缓存未命中|输入|输出)(?:价格|单价|费用)?(?:\s*[(（][^()（）]{1,20}[)）])?"
    # ("输入价格$/MTok 输出价格$/MTok": the unit glued to the label)
    r"(?:\s*[$¥￥]?\s*/\s*(?:1\s?M|M|MTok|1K|K|百万\s?tokens?|千\s?tokens?)(?:\s?tokens?)?)?(?![\w])", re.I)
# The same columns named with their price word and a unit before them ("1M Tokens Input Price (Cache Hit) 1M Tokens
# Output Price"), after columns that hold no amount ("Model Context Length Max Output Tokens").
_PRICED_LABEL = re.compile(
    r"(?<![\w/])(?:(?:per\s+)?(?:1\s?M|1K|million|thousand)\s+tokens?\s+)?(?:(?:base|standard|batch|cached)\s+)?"
    r"(?:input|output|prompt|completion)\s+(?:price|cost|rate)(?:\s*\([^()]{1,20}\))?(?![\w])"
    # the price word first, the token type in brackets ("Pricing (Input) Pricing (Output)")
    r"|(?<![\w/])(?:price|pricing|cost|rate)\s*\((?:input|output|prompt|completion)\)", re.I)
# One amount cell of such a row, with the per-quantity unit a cell may carry ("$2.50", "$2.50 / 1M", "$0.30/1M tokens").
_SPACED_AMOUNT = (r"(?:[$€£¥￥]\d[\d,]*(?:\.\d+)?(?:\s?/\s?(?:1\s?M|M|MTok|1K|K)(?:\s?tokens)?(?![\w/]))?|"
                  # "2.5元", "0.8元起" under a header that states the unit ("输入单价(元/百万Token)")
                  r"(?<![\w.])\d[\d,]*(?:\.\d+)?\s?(?:元|美元)起?(?![\w/]))")
_SPACED_AMOUNTS = re.compile(r"(?P<amounts>" + _SPACED_AMOUNT + r"(?:\s+" + _SPACED_AMOUNT + r")+)")


_NAME_COLUMN = re.compile(r"(?:model|name|模型)(?:\s*名称)?\s+(?=\S)", re.I)
# Spec cells after a row's name: sizes ("64K", "1M"), prompt-length bands ("32K–128K"), counts, dashes for empty
# cells, a short Chinese word for a band ("无阶梯", "超长").
_SPEC_TAIL = re.compile(r"(?:\s+(?:\d[\d.,]*\s?[KMB]?(?:\s?[-–~]\s?\d[\d.,]*\s?[KMB])?|[-–—]|N/A|[\u4e00-\u9fff]{1,4}))+$",
                        re.I)


def _contiguous_labels(pattern: re.Pattern, header: str) -> list[re.Match] | None:
    """At least two price-column labels standing next to each other in ``header`` (the longest such run, the
    later one of equal runs: "输入 token 数 输入价格 输出价格" has a band column before its two price columns),
    or ``None``."""
    runs: list[list[re.Match]] = []
    for label in pattern.finditer(header):
        if runs and not header[runs[-1][-1].end():label.start()].strip():
            runs[-1].append(label)
        else:
            runs.append([label])
    best = max(runs, key=len, default=[])
    best = [run for run in runs if len(run) == len(best)][-1] if best else best
    return best if len(best) >= 2 else None


def _short_row(line: str, width: int) -> bool:
    """A row of a spaced table with fewer amounts than the table has price columns, and at least one."""
    if CELL_SEPARATOR in line or not line.strip() or len(line) > 160:
        return False
    found = re.findall(_SPACED_AMOUNT, line)
    return 1 <= len(found) < width and not re.match(r"\s*[$€£¥￥\d]", line)


def split_spaced_tables(text: str) -> str:
    """Tables pasted as text with cells separated by single spaces, rewritten as ``a | b`` rows.

    Only a header line naming at least two price columns (input, output, cache read ...) followed by rows
    that each hold exactly that many amounts in a row ("Opus 4.8 $5.00 $6.25 $0.50") is rewritten:
    the row's label, one cell per amount, and what follows the amounts as a last cell.
    """
    lines = text.split("\n")
    index = -1
    while index + 1 < len(lines) - 1:
        index += 1
        header = lines[index]
        if CELL_SEPARATOR in header or re.search(r"[$€£¥￥]\d", header) or len(header) > 160:
            continue
        labels = _contiguous_labels(_PRICE_LABEL, header) or _contiguous_labels(_PRICED_LABEL, header)
        if not labels:
            continue
        rows = []
        copies = []
        probe = index + 1
        while probe < len(lines):
            if probe + 1 < len(lines) and lines[probe].strip() and \
                    lines[probe + 1].startswith(lines[probe].strip() + CELL_SEPARATOR):
                # "Acme" alone above "Acme | acme/model-x 128K $1 / 1M tokens …": a card's label repeated above its
                # row; the row keeps it, the copy goes once the table is read
                copies.append(probe)
                probe += 1
                continue
            match = _SPACED_AMOUNTS.search(lines[probe])
            # (amounts after the row's run may follow in a remark: "… 2.5元 10元 以最低2.5元/百万Token起步")
            if match is None or len(re.findall(_SPACED_AMOUNT, lines[probe][:match.end()])) != len(labels) or \
                    len(re.findall(_SPACED_AMOUNT, match.group("amounts"))) != len(labels) or \
                    not lines[probe][:match.start()].strip():
                if rows and _short_row(lines[probe], len(labels)) and probe + 1 < len(lines) and \
                        (after := _SPACED_AMOUNTS.search(lines[probe + 1])) is not None and \
                        len(re.findall(_SPACED_AMOUNT, lines[probe + 1][:after.end()])) == len(labels):
                    # "GPT-5.2 Pro $21.00 $168.00" under three price columns: which column is empty cannot be
                    # told, so the row is left as it is and the rows after it still belong to the table
                    probe += 1
                    continue
                break
            rows.append((probe, match))
            probe += 1
        if not rows:
            continue
        corner, rest = header[:labels[0].start()].strip(), header[labels[-1].end():].strip()
        # "Model Context Length Max Output Tokens" over "deepseek-chat 64K 8K": the name column first, the
        # spec columns (sizes, dashes) after it in a cell of their own, so the name alone labels the row
        specs = [_SPEC_TAIL.search(lines[row][:match.start()].rstrip()) for row, match in rows]
        split_specs = bool(_NAME_COLUMN.match(corner)) and all(
            spec is not None and spec.start() > 0 for spec in specs)
        head = [_NAME_COLUMN.match(corner).group(0).strip(), corner[_NAME_COLUMN.match(corner).end():].strip()] \
            if split_specs else [corner or EMPTY]
        lines[index] = CELL_SEPARATOR.join(head + [m.group(0).strip() for m in labels] + ([rest] if rest else []))
        for (row, match), spec in zip(rows, specs):
            line = lines[row]
            tail = line[match.end():].strip()
            label = line[:match.start()].strip()
            cells = [label[:spec.start()].strip(), spec.group(0).strip()] if split_specs else [label]
            amounts = [found.group(0) for found in re.finditer(_SPACED_AMOUNT, match.group("amounts"))]
            lines[row] = CELL_SEPARATOR.join(cells + amounts + ([tail] if tail else []))
        for copy in reversed(copies):
            if copy < rows[-1][0]:
                del lines[copy]
    return "\n".join(lines)


# A cell that is one figure, or a slash-joined group of them ("367757.72/379839.38")
_NUMERIC_FIELD = re.compile(r"^[-+]?\d[\d,]*(?:\.\d+)?(?:/[-+]?\d[\d,]*(?:\.\d+)?)*%?$")


def _prose_cell(cell: str) -> bool:
    """A cell of sentences (a model card's description), not a value: long, with words and a sentence's marks."""
    return len(cell) > 60 and bool(re.search(r"[。！？]|[.!?]\s+[A-Z]", cell))


_PRICE_FIELD = re.compile(r"^[$€£¥]\s?\d[\d,]*(?:\.\d+)?\s*(?:/\s*\S.{0,20})?$")


def split_csv_tables(text: str) -> str:
    """Comma-separated tables (a CSV price list pasted into a page or a README) rewritten as ``a | b`` rows.

    A run of at least three lines (a header and two rows) that the csv module reads with one same number of fields
    (three or more), every field short, the header holding no figure and every row at least one, is a table; any other
    line is left as it was.
    """
    import csv

    lines = text.split("\n")

    def fields(line: str, longest: int = 60) -> list[str] | None:
        if CELL_SEPARATOR in line or line.count(",") < 2 or len(line) > max(400, longest * 8):
            return None
        try:
            row = next(csv.reader([line]))
        except (csv.Error, StopIteration):
            return None
        row = [cell.strip() for cell in row]
        return row if len(row) >= 3 and all(len(cell) <= longest for cell in row) else None

    def numeric(cell: str) -> bool:   # a figure, or a price with its unit ("¥0.7 / M tokens")
        return bool(_NUMERIC_FIELD.match(cell.lstrip("$€£¥")) or _PRICE_FIELD.match(cell))

    parsed = [fields(line) for line in lines]
    wide: dict[int, list[str] | None] = {}

    def wide_row(position: int) -> list[str] | None:   # read again only under a header that allows long cells
        if position not in wide:
            wide[position] = fields(lines[position], 1500)
        return wide[position]

    index = 0
    while index < len(lines):
        header = parsed[index]
        # (under a header of many short labels, a row's cells may be long: a model card's description column)
        body = wide_row if header is not None and len(header) >= 6 and all(len(cell) <= 20 for cell in header) \
            else parsed.__getitem__
        end = index + 1
        while header is not None and end < len(lines) and body(end) is not None and len(body(end)) == len(header):
            end += 1
        rows = [body(position) for position in range(index + 1, end)] if header is not None else []
        if len(rows) >= 2 and not any(re.search(r"\d", cell) and _NUMERIC_FIELD.match(cell) for cell in header) and \
                all(any(numeric(cell) for cell in row) for row in rows):
            parsed[index + 1:end] = rows
            notes = []
            for position in range(index, end):
                # a cell of prose (a model card's description) leaves the row for a paragraph after the table, where
                # its sentences stay sentences and the rows stay rows
                notes += [cell for cell in parsed[position] if _prose_cell(cell)]
                lines[position] = CELL_SEPARATOR.join(cell if cell and not _prose_cell(cell) else EMPTY
                                                      for cell in parsed[position])
            if notes:
                lines[end - 1] += "\n\n" + "\n\n".join(notes) + "\n"
            index = end
            continue
        index += 1
    return "\n".join(lines)


# A header of measured rates pasted from a terminal or a benchmark log with single spaces ("配置 qps input token/s
# Output token/s E2E均值/中位数(ms)"): a unit written as a word of its own belongs to the label before it.
_RATE_HEADER_WORD = re.compile(r"tok(?:en)?s?/s\b|\bqps\b|samples?/s\b", re.I)
_LABEL_UNIT_WORD = re.compile(r"^(?:\(?(?:tok(?:en)?s?|samples?|queries|req(?:uest)?s?)/s(?:ec)?\)?|\((?:ms|s|%)\))$", re.I)


def split_spaced_rate_tables(text: str) -> str:
    """Tables of measured rates pasted with single spaces between cells, rewritten as ``a | b`` rows.

    A header line naming at least two rates (``qps``, ``token/s``, ``samples/s``; a unit written as its own word
    joins the label before it: "input token/s") over at least two rows that each hold one or more labels and then
    only figures ("vllm_0.7.2_两机 1.09 1103.64 1075.78 367757.72/379839.38 …"), no more cells than the header
    has labels. A row with fewer cells lacks its leading ones (a group's label written once): its figures are
    aligned with the header's last columns.
    """
    lines = text.split("\n")
    for index, header in enumerate(lines[:-2]):
        if CELL_SEPARATOR in header or len(header) > 240 or len(_RATE_HEADER_WORD.findall(header)) < 2:
            continue
        labels: list[str] = []
        for word in header.split():
            if labels and _LABEL_UNIT_WORD.match(word):
                labels[-1] += " " + word
            else:
                labels.append(word)
        if len(labels) < 3 or any(_NUMERIC_FIELD.match(label) for label in labels):
            continue
        rows: list[list[str]] = []
        for line in lines[index + 1:]:
            words = line.split()
            figures = len(words) - next((k for k, w in enumerate(words) if _NUMERIC_FIELD.match(w)), len(words))
            if CELL_SEPARATOR in line or not words or len(words) > len(labels) or figures < 2 or \
                    figures == len(words) or not all(_NUMERIC_FIELD.match(w) for w in words[len(words) - figures:]):
                break
            rows.append([EMPTY] * (len(labels) - len(words)) + words)
        if len(rows) < 2:
            continue
        lines[index] = CELL_SEPARATOR.join(labels)
        for offset, cells in enumerate(rows, start=1):
            lines[index + offset] = CELL_SEPARATOR.join(cells)
    return "\n".join(lines)


# Cells of a table laid out with spaces: two or more spaces, tabs or ideographic spaces between them.
_ALIGNED_GAP = re.compile(r"\t+| {2,}|\u3000+")
# A cell that is a figure: a number or amount with at most a short unit, or a dash standing for an empty cell.
_FIGURE_CELL = re.compile(r"^(?:[-–—]|N/A|(?:US|NT|HK)?[$€£¥￥]?\s?\d[\d,]*(?:\.\d+)?\s?(?:[%xX×]|[A-Za-z/]{1,8}|元|美元)?)$")
_WIDE_CHARACTER = re.compile(r"[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]")


def _aligned_cells(line: str) -> list[str]:
    return [cell for cell in _ALIGNED_GAP.split(line.strip()) if cell]


def _cells_at(line: str, starts: list[int]) -> list[str] | None:
    """``line`` cut where the header's cells start (monospaced layout), each cut moved to the word boundary
    within two characters of it (a cell may overrun its column by a character or two)."""
    cuts = []
    for start in starts[1:]:
        near = [at for at in range(max(1, start - 2), min(len(line), start + 3))
                if line[at - 1] == " " and line[at] != " "]
        if start < len(line) and not near and not (line[start - 1] == " " and line[start] == " "):
            return None  # the cut would split a word
        cuts.append(min(near, key=lambda at: abs(at - start)) if near else start)
    bounds = starts[:1] + cuts + [max(len(line), (cuts or starts)[-1] + 1)]
    cells = [line[a:b].strip() for a, b in zip(bounds, bounds[1:])]
    return cells if all(cells) else None


def split_aligned_tables(text: str) -> str:
    """Tables laid out with runs of spaces or tabs between cells (a table pasted as text, a fixed-width listing),
    rewritten as ``a | b`` rows.

    A run of at least two adjacent lines with the same number (three or more) of cells, each holding a figure
    (a number or an amount) in a cell after its first, is a table; a line right above it with as many cells and
    no figure is its header. In a monospaced layout (no wide characters), a row whose cell ran into the next
    with a single space ("sdxl (samples/s) Offline") is cut where the header's cells start. Lines that are
    prose, or already ``a | b`` rows, are left as they were.
    """
    lines = text.split("\n")
    cells = [None if CELL_SEPARATOR in line or len(line) > 240 or len(_aligned_cells(line)) < 3
             else _aligned_cells(line) for line in lines]

    def is_row(i: int, width: int | None = None) -> bool:
        row = cells[i]
        return row is not None and (width is None or len(row) == width) and all(len(c) <= 60 for c in row) and \
            any(_FIGURE_CELL.match(c) and c not in ("-", "–", "—", "N/A") for c in row[1:])

    index = 0
    while index < len(lines):
        if not is_row(index):
            index += 1
            continue
        width = len(cells[index])
        header = index - 1 if index > 0 and cells[index - 1] is not None and len(cells[index - 1]) == width and \
            not any(_FIGURE_CELL.match(c) for c in cells[index - 1]) else None
        tier = None
        if header is None and index > 0 and cells[index - 1] is not None and len(cells[index - 1]) == width - 1 and \
                re.match(r"[ \t]{4,}\S", lines[index - 1]) and not any(_FIGURE_CELL.match(c) for c in cells[index - 1]):
            # "                  Input       Output" over "corvid-4   $3.00   $15.00": a label row indented past the
            # row labels' column, its corner cell left blank; a shorter row of tiers above it spans its columns
            header = index - 1
            cells[header] = [""] + cells[header]
            above = index - 2
            if above >= 0 and cells[above] is not None and 2 <= len(cells[above]) < width and \
                    not any(_FIGURE_CELL.match(c) for c in cells[above]):
                tier = above
        rule = None
        if header is None and index > 1 and _ONE_RULE_LINE.match(lines[index - 1]) and cells[index - 2] is not None \
                and len(cells[index - 2]) == width and not any(_FIGURE_CELL.match(c) for c in cells[index - 2]):
            # "GPU型号   按量计费   竞价实例" over one unbroken "----------" line: the rule underlines the whole header
            rule, header = index - 1, index - 2
        if header is not None and _RULE_LINE.match(lines[header]) and header > 0 and cells[header - 1] is not None \
                and len(cells[header - 1]) == width and not any(_FIGURE_CELL.match(c) for c in cells[header - 1]):
            # "System    Accelerator" over "--------  -----------": the dashes underline the header's cells
            rule, header = header, header - 1
        starts = None
        if header is not None and not _WIDE_CHARACTER.search(lines[header]):
            starts = [m.start() for m in re.finditer(r"(?:(?<=^)|(?<=\t)|(?<=  ))\S", lines[header])]
            starts = starts if len(starts) == width else None
        end = index
        while end + 1 < len(lines):
            probe = end + 1
            if not is_row(probe, width) and starts is not None and lines[probe].strip() and \
                    not _WIDE_CHARACTER.search(lines[probe]) and CELL_SEPARATOR not in lines[probe]:
                recut = _cells_at(lines[probe], starts)
                if recut is not None and len(recut) == width:
                    cells[probe] = recut
            if not is_row(probe, width):
                break
            end = probe
        if end == index and header is None:
            index += 1
            continue
        if tier is not None:
            # each label takes the tier written above its column ("Prompts > 200K tokens" + "Input"), as one row
            tier_starts = [m.start() for m in re.finditer(r"(?:(?<=^)|(?<=\t)|(?<=  ))\S", lines[tier])]
            label_starts = [0] + [m.start() for m in re.finditer(r"(?:(?<=\t)|(?<=  ))\S", lines[header])]
            if len(tier_starts) == len(cells[tier]) and len(label_starts) == width:
                spanned = []
                for label, start in zip(cells[header], label_starts):
                    above = [cell for cell, at in zip(cells[tier], tier_starts) if at <= start + 2]
                    spanned.append(": ".join(part for part in (above[-1] if above else "", label) if part))
                cells[header] = spanned
                lines[tier] = None
            else:
                lines[tier] = CELL_SEPARATOR.join(cells[tier])
        for i in range(header if header is not None else index, end + 1):
            lines[i] = None if i == rule else CELL_SEPARATOR.join(cells[i])  # (the rule joins header and rows)
        index = end + 1
    return "\n".join(line for line in lines if line is not None)


# A line of dashes or equals signs under a header, one run per column ("------  -----  ---").
_RULE_LINE = re.compile(r"^\s*[-=─━]{2,}(?:[ \t]+[-=─━]{2,})+\s*$")
_ONE_RULE_LINE = re.compile(r"^\s*[-=─━]{8,}\s*$")


# The one price column of a header run together with spaces ("Model Provider Output tok/s Parameters Input $/1M
# Speed Tier"): a token-type word with a currency-per-quantity unit, or the unit and a price word.
_ONE_PRICE_LABEL = re.compile(
    r"(?<![\w/])(?:(?:input|output|blended|prompt|completion)\s+(?:price\s+|cost\s+)?[(（]?\s*[$€£¥￥]\s?/\s?(?:1\s?M|M|MTok|1K|K)"
    r"(?:\s+tokens)?\s*[)）]?|(?:price|cost)\s*[(（]?\s*[$€£¥￥]\s?/\s?(?:1\s?M|M|MTok|1K|K)(?:\s+(?:input|output)?\s*tokens)?\s*[)）]?)"
    r"(?![\w/])", re.I)
_ONE_AMOUNT = re.compile(r"[$€£¥￥]\d[\d,]*(?:\.\d+)?")


def split_one_price_column_tables(text: str) -> str:
    """Tables pasted as text whose header names one price column with its unit ("… Input $/1M Speed Tier") and
    whose rows run their cells together around exactly one amount ("Llama 3.1 8BGroq (LPU)780458B$0.05Fast"),
    rewritten as ``before | amount | after`` rows under ``before | label | after``.

    Only a header with no amount of its own followed by at least two such rows is rewritten; the cells run
    together on either side stay one cell each (their numbers cannot be told apart), so only the amount is read.
    """
    lines = text.split("\n")
    for index in range(len(lines) - 2):
        header = lines[index]
        if CELL_SEPARATOR in header or len(header) > 160 or _ONE_AMOUNT.search(header):
            continue
        labels = list(_ONE_PRICE_LABEL.finditer(header))
        if len(labels) != 1 or not header[:labels[0].start()].strip():
            continue
        rows = []
        probe = index + 1
        while probe < len(lines):
            line = lines[probe].strip()
            amounts = list(_ONE_AMOUNT.finditer(line))
            if len(amounts) != 1 or CELL_SEPARATOR in line or len(line) > 160 or not line[:amounts[0].start()].strip() \
                    or re.search(r"[.!?。！？]\s*$", line) or re.search(r"\s/\s?$|\b(?:per|at|from|to|costs?)\s*$",
                                                                   line[:amounts[0].start()], re.I):
                break
            rows.append((probe, amounts[0]))
            probe += 1
        if len(rows) < 2:
            continue
        label = labels[0]
        tail = header[label.end():].strip()
        if any(bool(lines[row].strip()[match.end():].strip()) != bool(tail) for row, match in rows):
            continue  # the rows do not all have what the header has after the price column
        lines[index] = CELL_SEPARATOR.join([header[:label.start()].strip(), label.group(0).strip()] + ([tail] if tail else []))
        for row, match in rows:
            line = lines[row].strip()
            after = line[match.end():].strip()
            lines[row] = CELL_SEPARATOR.join([line[:match.start()].strip(), match.group(0)] + ([after] if after else []))
    return "\n".join(lines)


# A documentation table copied as text one cell per line: short lines, no sentence punctuation.
# A numbered section's title ("四、主流模型 Token 计价对比", "3. Pricing", "## Prices")
_SECTION_TITLE_CELL = re.compile(r"^\s*(?:[一二三四五六七八九十]+[、.．]|\d+(?:\.\d+)*[、.．]\s|#{1,6}\s)")
_CELL_LINE = re.compile(r"^(?!.*[.!?:：]$)[^|。！？；]{1,40}$")
_CELL_AMOUNT = re.compile(r"^\s*(?:[$€£¥￥]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s*(?:元|美元|USD|CNY|EUR))\s*"
                          r"(?:/\s*\S{1,12})?\s*$")
_PRICE_COLUMN = re.compile(r"price|cost|\brates?\b|input|output|价|成本|费", re.I)
# A price column whose label carries its own per-token unit ("输入成本(每千Token)", "Output / 1M tokens"):
# under it a bare number is an amount.
_UNIT_PRICE_COLUMN = re.compile(r"(?:price|cost|input|output|价|成本|费)[^|]{0,12}?(?:每|per|/)\s*(?:百万|千|万|1\s?[MK]|"
                                r"million|thousand)\s*(?:个\s*)?(?:tokens?|" + ZH_TOKEN_WORD + r")", re.I)
_BARE_CELL_AMOUNT = re.compile(r"^\s*\d[\d,]*\.\d+\s*$|^\s*\d{1,3}\s*$")


# A results grid flattened one cell per line (a documentation page's table as stored pages keep it): "GPU:" then
# one line per chip column, then rows of a label and one figure per chip, a lone label line heading the rows after it.
_GRID_CORNER = re.compile(r"^(?:GPUs?|Accelerators?|Hardware|Devices?|Platform|Systems?|芯片|显卡|加速卡)\s*[:：]?$", re.I)
_GRID_COLUMN = re.compile(r"^(?=[^\d]*\d)[A-Za-z][\w.+\- ]{1,24}$")   # "B200", "GB200", "H100 SXM", "MI355X"
_GRID_FIGURE = re.compile(r"^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$")
# (a row's label may be a pair of parameters, "128, 128": anything but one figure)
_GRID_LABEL = re.compile(r"^(?!(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$)[^|。！？；]{1,30}$")


def join_cell_per_line_result_grids(text: str) -> str:
    """Results grids flattened one cell per line (``_GRID_CORNER``), rewritten as ``a | b`` rows: the corner and
    chip columns, then each row's label and its one figure per chip; a label line between rows stays a line of its
    own. Only a grid whose every row has exactly one figure per chip column is rewritten."""
    lines = text.split("\n")
    filled = [i for i, line in enumerate(lines) if line.strip()]
    cells = [lines[i].strip() for i in filled]
    for position, cell in enumerate(cells):
        if not _GRID_CORNER.match(cell):
            continue
        width = 0
        while position + 1 + width < len(cells) and _GRID_COLUMN.match(cells[position + 1 + width]) and \
                not _GRID_FIGURE.match(cells[position + 1 + width]):
            width += 1
        if not 1 <= width <= 8:
            continue
        rows = [[cells[position + i] for i in range(width + 1)]]
        probe = position + width + 1
        figures = 0
        while probe < len(cells):
            group = cells[probe:probe + width + 1]
            if len(group) == width + 1 and _GRID_LABEL.match(group[0]) and all(
                    _GRID_FIGURE.match(c) for c in group[1:]):
                rows.append(group)
                figures += width
                probe += width + 1
            elif _GRID_LABEL.match(cells[probe]) and probe + 1 < len(cells) and \
                    not _GRID_FIGURE.match(cells[probe + 1]) and _GRID_LABEL.match(cells[probe + 1]):
                rows.append([cells[probe]])   # "ISL, OSL" heading the rows under it
                probe += 1
            else:
                break
        if figures < 2 * width:
            continue
        while len(rows[-1]) == 1:
            rows.pop()
            probe -= 1
        first, last = filled[position], filled[probe - 1]
        # (a lone label keeps the grid's width, its other cells empty: a section of the one table)
        lines[first:last + 1] = [CELL_SEPARATOR.join(row + [EMPTY] * (width + 1 - len(row))) for row in rows]
        return join_cell_per_line_result_grids("\n".join(lines))  # offsets moved: look again for a further grid
    return text


def join_cell_per_line_tables(text: str) -> str:
    """Tables flattened one cell per line (each header label, then each row's cells, on lines of their
    own, blank lines between), rewritten as ``a | b`` rows.

    Only a grid that reads one way is rewritten: at least three label lines naming a price column, then
    rows of exactly as many lines, each opening with a name and holding at least one amount (the amount
    must be a whole cell: "0.0006元", "$1.20"; a bare number only under a label that names a per-token
    price unit), up to the first line that is not a cell. A row one cell short whose first cell has the
    shape of the previous row's second ("32K-96K" after "glm-x | 0-32K | ...") continues the row above: its
    name cell spanned both rows. Any other ragged grid (a row with a cell missing or a note added) is left
    as it was: its values could not be placed.
    """
    lines = text.split("\n")
    filled = [i for i, line in enumerate(lines) if line.strip()]
    cell = [bool(_CELL_LINE.match(lines[i].strip())) for i in filled]
    amount = [bool(_CELL_AMOUNT.match(lines[i])) for i in filled]
    cells = [lines[i].strip() for i in filled]
    position = 0
    while position < len(filled):
        end = position
        while end < len(filled) and cell[end]:
            end += 1
        if end - position < 6:
            position = end + 1
            continue
        run_amount = amount
        if any(_UNIT_PRICE_COLUMN.search(cells[i]) for i in range(position, min(end, position + 12))):
            run_amount = [found or (position <= i < end and bool(_BARE_CELL_AMOUNT.match(cells[i])))
                          for i, found in enumerate(amount)]
        rewritten = _cell_grid(position, end, run_amount, cells)
        if rewritten is None and _SECTION_TITLE_CELL.match(cells[position]):
            # "四、主流模型 Token 计价对比" over "模型", "prompt 费用 (1K Token)", …: a numbered section's title heads the
            # run of cell lines, the grid starts on the line after it
            position += 1
            rewritten = _cell_grid(position, end, run_amount, cells)
        if rewritten is not None and not any(_PRICE_COLUMN.search(lines[filled[i]])
                                             for i in range(position, position + rewritten[0])):
            rewritten = None  # not a price table
        if rewritten is None:
            # Only a grid that starts its run of cell lines is read: one found further in could take a cell
            # of a ragged row for a header label.
            position = end + 1
            continue
        width, rows_end, starts = rewritten
        bounds = list(zip(starts, starts[1:] + [rows_end]))
        joined = [CELL_SEPARATOR.join(cells[i] for i in range(start, stop)) for start, stop in bounds]
        first, last = filled[position], filled[rows_end - 1]
        lines[first:last + 1] = joined
        return join_cell_per_line_tables("\n".join(lines))  # offsets moved: look again for a further grid
    return text


# A tier cell of a price table: a prompt-length band ("0-32K", "32K-128K", "≤ 200K", "(128, 256]").
_TIER_CELL = re.compile(r"^\s*(?:\d+\s?[KkM]?\s*[-–~]\s*\d+\s?[KkM]|" + _TIER_THRESHOLD.pattern + r")\s*$", re.I)


# A band of request lengths ("≤ 8,192 tokens", "8,192 < 长度 ≤ 32,768 tokens", "32K-128K")
_LENGTH_BAND_CELL = re.compile(r"^\s*(?=[^\n]*\d)(?:[\d,.]+\s?[KkMm]?|[≤<>≥=~～\-–至到(\[\]）()]|长度|長度|length|tokens?|\s)+$",
                               re.I)


def cell_shape(text: str) -> str:
    """A cell with every number (and its K/M suffix) written as 0: "0-32K" and "32K-96K" have one shape."""
    return re.sub(r"\d+(?:[.,]\d+)*\s?[KkMm]?", "0", text.strip())


def _cell_grid(start: int, end: int, amount: list[bool], cells: list[str]) -> tuple[int, int, list[int]] | None:
    """(width, end of the last row, first cell of each line) of a one-cell-per-line grid whose header starts at
    cell ``start``, among the cell lines ``start`` to ``end``; ``None`` when the cells do not form one."""
    first_amount = next((i for i in range(start, end) if amount[i]), None)
    if first_amount is None:
        return None
    # The header, then the first row's name right before its first amount; failing that, a label cell or
    # two (a tier such as "0-32K") between the name and the amount.
    for lead in (1, 2, 3):
        width = first_amount - lead - start
        if width < 3 or lead >= width:
            break
        if lead > 1 and not all(_TIER_CELL.match(cells[i]) for i in range(first_amount - lead + 1, first_amount)):
            break
        found = _grid_rows(start, end, width, amount, cells)
        if found is not None:
            return found
    return None


def _grid_rows(start: int, end: int, width: int, amount: list[bool], cells: list[str]) -> tuple[int, int, list[int]] | None:
    starts = [start]
    probe = start + width
    previous_full = None
    while probe < end:
        if probe + width <= end and not amount[probe] and any(amount[i] for i in range(probe, probe + width)) and \
                not (previous_full is not None and _continues(cells, previous_full, probe, width, amount)):
            starts.append(probe)
            previous_full = probe
            probe += width
            continue
        if previous_full is not None and probe + width - 1 <= end and \
                _continues(cells, previous_full, probe, width, amount):
            starts.append(probe)
            probe += width - 1
            continue
        break
    if len(starts) == 1 or any(amount[i] for i in range(probe, end)):
        return None  # no row, or amounts left over that no row places
    return width, probe, starts


def _continues(cells: list[str], row: int, probe: int, width: int, amount: list[bool]) -> bool:
    """Whether the ``width - 1`` cells at ``probe`` continue the full row at ``row`` (its name cell spanning both):
    the first has the shape of the row's second cell and not of its name, and the amounts fall where the row's do."""
    if amount[probe] or amount[row + 1] or not _TIER_CELL.match(cells[probe]) or \
            cell_shape(cells[probe]) != cell_shape(cells[row + 1]) or \
            cell_shape(cells[probe]) == cell_shape(cells[row]):
        return False
    return all(amount[probe + k] == amount[row + 1 + k] for k in range(width - 1))


def _is_glued_row(line: str) -> bool:
    stripped = line.strip()
    if not stripped or CELL_SEPARATOR in stripped or len(stripped) > 160 or re.search(r"[.!?。！？]\s*$", stripped):
        return False
    if re.search(r"[，。；！？、]", stripped):
        return False  # Chinese prose, not a row
    # The second amount of a pair in one cell ("$2.50 / $10.00") is not glued to anything: it shares the cell.
    # (nor is the top of a range in one cell: "$1.49–$1.87")
    amounts = re.findall(r"(?<!/)(?<!/ )(?<![–-])(?<![–-] )[$€£¥￥₹]\d", stripped)
    return bool(amounts) and len(_GLUED_AMOUNT.findall(stripped)) == len(amounts) and not stripped[0] in "$€£¥￥₹"


# --------------------------------------------------------------------------- tables in prepared text

@dataclass
class TableCell:
    """One cell of a row in the prepared text: ``text[start:end]`` is the cell."""

    text: str
    start: int
    end: int
    column: int

    @property
    def empty(self) -> bool:
        return self.text.strip() in _DASHES


@dataclass
class TableRow:
    """One table row: a sentence of the prepared text and its cells."""

    sentence: int
    start: int
    end: int
    cells: list[TableCell]
    role: str = "body"  # "header" | "body" | "section"
    shift: int = 0  # a continuation row missing its first cell(s) (a row span flattened): columns to add
    gap: tuple[int, int] | None = None  # (column, count): a row missing ``count`` cells before ``column``

    def texts(self) -> list[str]:
        return [c.text for c in self.cells]

    def cell_at(self, offset: int) -> TableCell | None:
        """The cell holding document offset ``offset``."""
        for cell in self.cells:
            if cell.start <= offset <= cell.end:
                return cell
        return None


@dataclass
class Table:
    """A table found in prepared text, with the labels every body row is read against.

    ``headers`` maps a body row's sentence index to (column labels, sentence index of the last
    header row); ``sections`` to the label of the full-width row above it; ``notes`` are the lines
    that may declare units, currencies or conditions, nearest first: lines just above, notes just
    below, the inherited page-level declaration, then the title. ``heading`` is the short line
    right above the table ("Off-peak discounts", "Batch API"), when there is one.
    """

    rows: list[TableRow]
    headers: dict[int, tuple[list[str], int]] = field(default_factory=dict)
    sections: dict[int, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    above: str = ""
    heading: str | None = None
    inherited: str | None = None
    above_sentences: list[int] = field(default_factory=list)  # sentence indices of the lines above, nearest first
    facts: dict = field(default_factory=dict)  # what readers derived once for the whole table (cache)
    _by_sentence: dict[int, TableRow] = field(default_factory=dict, repr=False)

    @property
    def first_sentence(self) -> int:
        return self.rows[0].sentence

    @property
    def last_sentence(self) -> int:
        return self.rows[-1].sentence

    def row(self, sentence: int) -> TableRow | None:
        """The row that is sentence ``sentence``."""
        if len(self._by_sentence) != len(self.rows):
            self._by_sentence = {r.sentence: r for r in self.rows}
        return self._by_sentence.get(sentence)

    def body_rows(self) -> list[TableRow]:
        return [r for r in self.rows if r.role == "body"]

    def column_label(self, sentence: int, column: int) -> str | None:
        """The label of ``column`` for the body row at ``sentence`` (``None`` past the header's width)."""
        header = self.headers.get(sentence)
        if header is None:
            return None
        labels = header[0]
        row = self.row(sentence)
        if row is not None and len(labels) < len(row.cells):
            # A header shorter than its rows lacks cells on the left: an empty corner dropped with the
            # white space around it, or a label spanning a row-group column without saying so.
            column -= len(row.cells) - len(labels)
        if row is not None:
            column += row.shift
            if row.gap is not None and column >= row.gap[0]:
                column += row.gap[1]
        return labels[column] if 0 <= column < len(labels) else None

    def column_of(self, sentence: int, wanted: Callable[[str], bool]) -> int | None:
        """The first column of the row at ``sentence`` whose label satisfies ``wanted``."""
        row = self.row(sentence)
        if row is None:
            return None
        for cell in row.cells:
            label = self.column_label(sentence, cell.column)
            if label is not None and wanted(label):
                return cell.column
        return None

    def row_label(self, sentence: int, skip: set[int] | None = None) -> str:
        """The label cells of a body row (every cell but the value columns ``skip``), joined."""
        row = self.row(sentence)
        if row is None:
            return ""
        skip = skip or set()
        return " ".join(c.text for c in row.cells if c.column not in skip and not c.empty and
                        not re.fullmatch(r"[\s$€£¥\d.,]+", c.text))


def _cells_of(text: str, start: int, end: int) -> list[TableCell]:
    cells = []
    position = start
    column = 0
    while True:
        found = text.find(CELL_SEPARATOR, position, end)
        cell_end = end if found < 0 else found
        cells.append(TableCell(text[position:cell_end].strip(), position, cell_end, column))
        if found < 0:
            break
        position = found + len(CELL_SEPARATOR)
        column += 1
    return cells


_HEADER_WORDS = re.compile(r"\b(?:model|input|output|price|pricing|rate|gpu|chip|provider|region|instance|tier|"
                           r"cached|cache|batch|spot|on[- ]demand|hour|tokens?|context|system|accelerator|scenario|"
                           r"offline|server|benchmark|result|submitter|throughput|standard|discount|off[- ]peak)s?\b|"
                           r"模型|输入|输出|价格|单价|型号|厂商|服务商|场景|缓存|名称|计费|规格", re.I)
_NUMERIC = re.compile(r"^\s*\d[\d,]*(?:\.\d+)?\s*$")
_MONEY_CELL = re.compile(r"[$€£¥￥]\s?\d|\d\s?(?:元|USD|CNY|EUR|美元)|^\s*\d[\d,]*(?:\.\d+)?\s*$")
# A budget written with a magnitude in a label ("Monthly savings on $5K spend"): a sum of money, not a price cell.
_BUDGET_FIGURE = re.compile(r"[$€£¥￥]\s?\d+(?:\.\d+)?\s?[KMB]\b")


def _label_text(cell: str) -> str:
    """A cell without the figures a label may hold (tier thresholds, budgets), for telling labels from values."""
    return _TIER_THRESHOLD.sub("", _BUDGET_FIGURE.sub("", cell))


def is_label_row(cells: Sequence[str]) -> bool:
    """A row of labels only: no cell is a number or an amount (tier thresholds aside), and at least
    two cells read like column names."""
    if any(_MONEY_CELL.search(_label_text(c)) for c in cells):
        return False
    return sum(1 for c in cells if _HEADER_WORDS.search(c)) >= 2


_VERSION_LABEL = re.compile(r"^\s*v?\d+\.\d+(?:\.\d+)?\s*$", re.I)


_CORNER_LABEL = re.compile(r"^\s*(?:metric|measure|model|gpu|chip|card|benchmark|test|workload|engine|backend|setting|config"
                           r"(?:uration)?|模型|指标|指標|测试项|測試項)s?\s*$", re.I)
_CLOSING_LABEL = re.compile(r"^\s*(?:delta|diff(?:erence)?|change|speed-?up|winner|gain|ratio|improvement|uplift|notes?|"
                            r"变化|變化|提升|差异|差異|加速比)\s*(?:[(（][^()（）]{0,12}[)）])?\s*$", re.I)


def _compared_columns_label_row(cells: Sequence[str]) -> bool:
    """A label row naming compared things by bare numbers ("| Metric | 5070 Ti | 4090 | Delta |"): a corner word first, a
    word for the difference last, and no decimal figure between."""
    return len(cells) >= 3 and bool(_CORNER_LABEL.match(cells[0])) and bool(_CLOSING_LABEL.match(cells[-1])) and \
        not any(re.search(r"\d[.,]\d|[$€£¥￥%]", c) for c in cells[1:-1])


def _versions_label_row(cells: Sequence[str]) -> bool:
    """A label row whose columns are releases ("| Model | GPU | 3.3 | 3.4 | Perf Gain (X) |"): its first cell and one
    more read like column names, two or more cells are version numbers and every other cell is a label, so the
    version numbers are no figures."""
    versions = [c for c in cells if _VERSION_LABEL.match(c)]
    others = [c for c in cells if c not in versions and c.strip() not in _DASHES]
    return len(versions) >= 2 and bool(cells) and bool(_HEADER_WORDS.search(cells[0])) and \
        sum(1 for c in others if _HEADER_WORDS.search(c)) >= 2 and \
        all(not re.search(r"\d", re.sub(r"[(（][^()（）]*[)）]", "", c)) for c in others)


def _plain_label_row(cells: Sequence[str]) -> bool:
    """A label row with no digit at all, or only tier thresholds."""
    if any(re.search(r"\d", _TIER_THRESHOLD.sub("", c)) for c in cells):
        return False
    tiers = [c for c in cells if c.strip() not in _DASHES]
    if len(tiers) >= 2 and all(_TIER_THRESHOLD.fullmatch(c.strip()) for c in tiers):
        return True  # "| | ≤200K | >200K | ≤200K | >200K |" under "| Model | Input | | Output | |"
    return is_label_row(cells)


def _merge_label_rows(rows: list[list[str]]) -> list[str]:
    """Stacked label rows read column by column ("Standard" over "Input" → "Standard Input").

    A cell of an upper row left empty under a spanning group label takes the label on its left.
    """
    width = max(len(r) for r in rows)
    merged: list[list[str]] = [[] for _ in range(width)]
    for row in rows:
        label = ""
        for column in range(width):
            cell = row[column] if column < len(row) else EMPTY
            if cell in _DASHES and row is not rows[-1]:
                cell = label
            else:
                label = cell
            if cell and cell not in _DASHES and cell not in merged[column]:
                merged[column].append(cell)
    return [" ".join(parts) for parts in merged]


def _section_label(cells: list[TableCell]) -> str | None:
    """The label of a full-width row ("Batch API | Batch API | Batch API", "Batch | - | -")."""
    texts = {c.text for c in cells if not c.empty}
    if len(texts) != 1 or len(cells) < 2:
        return None
    label = texts.pop()
    if _MONEY_CELL.search(_TIER_THRESHOLD.sub("", label)) or len(label) > 80:
        return None
    if cells[0].empty:
        return None
    return label


_FOOTNOTE_LINE = re.compile(r"^\s*(?:[*†‡§]|\(?\d{1,2}[).]?\s|\[\d{1,2}\]|[a-z]\)\s|notes?\b|注[:：]?|备注|说明|"
                            r"all\s+(?:prices|figures|amounts|rates)|prices?\b|figures\b|amounts\b|rates\b|units?\b|"
                            r"单位|价格|以上价格|表中)", re.I)
# A unit stated once for the tables and lists below it ("All prices per million tokens", "¥/千tokens",
# "USD per 1M tokens", "单位：元/百万tokens", "Prices are per GPU-hour").
_UNIT_WORDS = re.compile(
    r"(?:per|/|每|based\s+on|in\s+units\s+of)\s*(?:1\s+million|1\s+thousand|1,000,000|1,000|1\s?[MK]|one\s+million|a\s+million|million|"
    r"thousand|百万|千|万|M|K)?\s*(?:个\s?)?"
    r"(?:input\s+|output\s+)?(?:tokens?|toks?|" + ZH_TOKEN_WORD + r"|MTok|KTok)(?![A-Za-z])"
    r"|(?:per|/)\s*(?:1\s?M|M|1\s?K|K|MTok)(?![A-Za-z])"
    r"|(?:per|/|每)\s*(?:(?:GPU|chip|card|卡|accelerator|TPU)\s*(?:/|-|\s+per\s+|\s)\s*)?(?:hrs?|hours?|h|时|小时)(?![A-Za-z])"
    r"|(?:GPU|chip|TPU|accelerator|卡)[- ]?(?:hours?|hrs?|时)(?![A-Za-z])"
    r"|以\s*[“\"'「]?\s*(?:每\s*)?(?:百万|千|万|1M|1K)\s*(?:个\s*)?(?:tokens?|" + ZH_TOKEN_WORD + r")", re.I)
_CURRENCY_WORDS = re.compile(r"[$€£¥￥元]|\b(?:USD|CNY|RMB|EUR|GBP|JPY)\b|美元|人民币|\b(?:dollars?|yuan|euros?)\b", re.I)
_DECLARING = re.compile(r"\b(?:all|prices?|pricing|rates?|costs?|figures|amounts|listed|shown|quoted|billed|"
                        r"charged|in\s+units?\s+of|units?)\b|单位|价格|计费|以下|如下|均为|统一", re.I)


# A short line declaring a unit that is not tokens ("Prices per image.", "Costs per minute of audio")
_OTHER_UNIT_DECLARATION = re.compile(r"^\s*(?:all\s+)?(?:prices?|costs?|rates?|pricing)\s+(?:are\s+)?(?:shown\s+)?per\s+"
                                     r"(?:1\s?[KM]?\s+)?(?:images?|minutes?|seconds?|characters?|requests?|calls?|pages?|"
                                     r"videos?|searches|queries)\b[^|\n]{0,40}$", re.I)


def is_unit_declaration(line: str) -> bool:
    """Whether a short line declares a price unit once for what follows ("All prices per 1M tokens",
    "单位：元/千tokens", "Prices in USD per million tokens"), rather than stating a price itself."""
    if len(line) > 200 or CELL_SEPARATOR in line:
        return False
    if re.search(r"\b(?:billed|charged|metered)\s+(?:per|by\s+the)\s+(?:token|second|minute|request)\b", line, re.I) and \
            not re.search(r"\b(?:prices?|rates?|amounts?|costs?)\b", line, re.I):
        return False   # "Billed per token, no minimums.": how usage is counted, not the unit of the prices quoted
    unit = _UNIT_WORDS.search(line)
    if unit is None:
        return False
    if re.search(r"[$€£¥￥]\s?\d|\d\s?(?:元|美元|USD|CNY)|\d\s*/\s*(?:1?M|K|小时|hr)", line):
        return False  # a price, not a declaration
    return bool(_DECLARING.search(line) or _CURRENCY_WORDS.search(line) or len(line) < 40)


def is_heading(line: str) -> bool:
    """A short title line ("Off-peak discounts", "Batch API:"), not a sentence of prose."""
    return len(line) <= 80 and not _MONEY_CELL.search(line) and not re.search(r"[.!?。！？；;]\s*$", line)


_PRICE_WORDS = re.compile(r"price|cost|rate|input|output|cache|per\s|/\s?(?:1?M|K)\b|[$€£¥￥]|价|费|输入|输出", re.I)


def _first_money_column(row: TableRow) -> int | None:
    return next((c.column for c in row.cells if _MONEY_CELL.search(c.text) and not _NUMERIC.match(c.text)), None)


def _place_rows_missing_a_cell(table: Table) -> None:
    """Rows that left out a cell ("| Gemini 2.5 Pro | $1.25 | $10.00 | Long context | |" under "Model | Provider |
    Input | Output | Best for"): their cells after the gap move right by the empty cells they end with, when the
    amounts would otherwise fall under a column that names no price while the other rows' amounts all start
    that many columns further right, under a price column."""
    rows = [r for r in table.body_rows() if r.sentence in table.headers]
    firsts = {r.sentence: _first_money_column(r) for r in rows}
    for row in rows:
        header = table.headers[row.sentence][0]
        trailing = 0
        while trailing < len(row.cells) - 1 and row.cells[len(row.cells) - 1 - trailing].empty:
            trailing += 1
        # ("| Gemini 2.5 Flash-Lite | $0.10 | $0.40 |" under four labels: a row short of the left-out cell)
        short = len(header) - len(row.cells) if len(row.cells) < len(header) and not trailing else 0
        trailing += short
        first = firsts[row.sentence]
        if not trailing or first is None or len(row.cells) + short != len(header) or first + trailing >= len(header):
            continue
        # (the rows compared with are whole ones: another row missing the same cell is no counter-example)
        others = [firsts[r.sentence] for r in rows if r is not row and firsts[r.sentence] is not None
                  and len(r.cells) == len(header) and not any(c.empty for c in r.cells[-trailing:])]
        if len(others) < 2 or set(others) != {first + trailing} or _PRICE_WORDS.search(header[first]) or \
                not _PRICE_WORDS.search(header[first + trailing]):
            continue
        row.gap = (first, trailing)


_TOKEN_LABEL = re.compile(r"\b(?:input|output|prompt|completion)\b|输入|输出", re.I)


def _group_label(line: str) -> bool:
    """A short label on a line of its own inside a table ("H100", "Speedup"): no cells, no sentence."""
    return CELL_SEPARATOR not in line and 0 < len(line.strip()) <= 30 and not re.search(r"[.!?。！？:：;；,，]\s*$", line)


# Nothing between two rows but white space, or a row of ellipses only ("| ... | ... |", "| … | … |")
# (also the dash of a variant row the sentence splitter read as a bullet: "| - float16 | 8592.5 |" under its engine's row)
_ELIDED_ROWS = re.compile(r"\s*(?:\|?(?:[ \t]*(?:\.{3}|…)[ \t]*\|)+(?:[ \t]*(?:\.{3}|…))?[ \t]*\n\s*)?(?:(?<=\n)-[ \t]+)?")


def read_tables(prepared) -> list[Table]:
    """Every table of a prepared document (``extractors.text.PreparedText``), in order.

    A table is a run of adjacent ``a | b`` lines. Leading label rows (up to three, a tier row such
    as "≤ 200K | > 200K" included) are merged into one header; a label row of the same width met
    further down, or a row repeating the header, becomes the header of the rows after it; a
    full-width row is a section label for the rows after it. Unit declarations outside tables are
    inherited by every later table until another is stated.
    """
    # labels and notes are read with traditional Chinese folded to simplified (offsets are the document's)
    text = fold_traditional(prepared.text)
    sentences = prepared.sentences
    tables: list[Table] = []
    inherited: str | None = None
    index = 0

    def line(i: int) -> str:
        return text[sentences[i][0]:sentences[i][1]]

    while index < len(sentences):
        current = line(index)
        if CELL_SEPARATOR not in current:
            if is_unit_declaration(current):
                inherited = current
            elif _OTHER_UNIT_DECLARATION.match(current):
                inherited = None   # "Prices per image." under a page's "Prices per 1M tokens.": that unit ends here
            index += 1
            continue
        block = [index]
        while True:
            # ("| ... | ... |" between two rows: rows left out of the excerpt, the table going on)
            if index + 1 < len(sentences) and CELL_SEPARATOR in line(index + 1) \
                    and _ELIDED_ROWS.fullmatch(text, sentences[index][1], sentences[index + 1][0]) and \
                    not (len(block) > 1 and text[sentences[index][1]:sentences[index + 1][0]].count("\n") >= 2 and
                         line(index + 1).count(CELL_SEPARATOR) != line(index).count(CELL_SEPARATOR) and
                         not _plain_label_row([c.text for c in _cells_of(text, *sentences[index])])):
                # (a blank line, then a row of another width under a row of values: another table)
                index += 1
                block.append(index)
            elif index + 2 < len(sentences) and CELL_SEPARATOR in line(index + 2) and \
                    line(index + 2).count(CELL_SEPARATOR) == line(index).count(CELL_SEPARATOR) and \
                    not text[sentences[index][1]:sentences[index + 2][0]].replace(line(index + 1), "").strip() and \
                    ((len(block) > 1 and (_is_glued_row(line(index + 1)) or
                                          _short_row(line(index + 1), line(index).count(CELL_SEPARATOR)))) or
                     # "| **H100**" between the rows, or right under the header (a group label the converter left alone;
                     # never a heading set apart by blank lines, which opens another table)
                     (_group_label(line(index + 1)) and
                      text[sentences[index][1]:sentences[index + 2][0]].count("\n") <= 2 and
                      # (a heading over another table's own header row, "## Pricing" then "| Type | Cost |", opens it)
                      any(re.fullmatch(r"\s*[*_]*(?:[$€£¥]\s?)?\d[\d,.]*\s?[%xX×]?[*_]*\s*", c.text)
                          for c in _cells_of(text, *sentences[index + 2])))):
                # one row the table could not split (a glued row with a dropped cell, a spaced row short of a cell) is
                # skipped
                index += 2
                block.append(index)
            else:
                break
        rows = [TableRow(i, sentences[i][0], sentences[i][1], _cells_of(text, *sentences[i])) for i in block]
        table = Table(rows)
        first = rows[0].texts()
        lead = 1
        if _plain_label_row(first) or (is_label_row(first) and not any(_MONEY_CELL.search(_BUDGET_FIGURE.sub("", c)) for c in first)) \
                or _versions_label_row(first) or _compared_columns_label_row(first):
            while lead < min(len(rows) - 1, 3) and _plain_label_row(rows[lead].texts()):
                lead += 1
        elif not is_label_row(first) and _MONEY_CELL.search(" ".join(first[1:])):
            lead = 0  # no header: the first row already holds values
        if lead:
            header = _merge_label_rows([r.texts() for r in rows[:lead]]) if lead > 1 else first
            header_sentence = rows[lead - 1].sentence
            for r in rows[:lead]:
                r.role = "header"
        else:
            header, header_sentence = [], -1
        body = [r.texts() for r in rows[lead:]]
        if header and len(header) >= 2 and header[-1].strip() in ("", "-", "–", "—") and header[0].strip() and body and \
                all(len(cells) == len(header) and not _MONEY_CELL.search(cells[0]) and cells[0].strip()
                    and _MONEY_CELL.search(cells[1]) for cells in body) and \
                not _MONEY_CELL.search(header[0]) and _TOKEN_LABEL.search(header[0]):
            # "输入(token) | 输出(token) | |" over "gpt-4o | $0.00125 / 1K | $0.00500 / 1K": the labels were written
            # without the corner cell over the names, and an empty cell closed the row instead
            header = [""] + header[:-1]
        header_has_money = bool(header) and any(_MONEY_CELL.search(_label_text(c)) for c in header) and \
            not _versions_label_row(header) and not _compared_columns_label_row(header) and not (
            # "服务 \ 吞吐(tokens/s) \ 并发 | 1 | 2 | 4": a corner naming rows, measure and columns over the
            # concurrency each column ran at, no amounts of money
            re.search(r"\\|＼", header[0]) and all(re.fullmatch(r"\s*\d+\s*", c) for c in header[1:] if c.strip()))
        section: str | None = None
        for position, row in enumerate(rows):
            if position < lead:
                continue
            cells = row.texts()
            label = _section_label(row.cells)
            if label is not None:
                row.role = "section"
                section = label
                continue
            following = rows[position + 1] if position + 1 < len(rows) else None
            if header and ((len(cells) == len(header) and (
                    _plain_label_row(cells) or [c.lower() for c in cells] == [c.lower() for c in header] or
                    # ("Mode | Hardware | Mean speedup vs vLLM | Points" under "… vs llama.cpp …": the next table's own
                    # header, the header but one cell, after a blank line)
                    (text[sentences[rows[position - 1].sentence][1]:sentences[row.sentence][0]].count("\n") >= 2 and
                     sum(a.lower() == b.lower() for a, b in zip(cells, header)) == len(header) - 1 and
                     not any(_NUMERIC.match(c) for c in cells)))) or (
                    # a second table of another width run into the first ("Model | Batch input | Batch output"
                    # under a six-column table): its own label row, as wide as the rows under it
                    len(cells) != len(header) and following is not None and len(following.cells) == len(cells) and
                    (_plain_label_row(cells) or (is_label_row(cells) and len(cells) >= 3 and
                                                 not any(_MONEY_CELL.search(_BUDGET_FIGURE.sub("", c)) for c in cells)
                                                 and (_MONEY_CELL.search(" ".join(following.texts()[1:])) or
                                                      # (bare figures under "Context Window | $/1M Tokens")
                                                      any(_NUMERIC.match(c) for c in following.texts()[1:]))))
                    and not _section_label(following.cells))):
                row.role = "header"
                header, header_sentence = cells, row.sentence
                section = None
                continue
            if header and not header_has_money:
                table.headers[row.sentence] = (header, header_sentence)
                previous = next((r for r in reversed(rows[:position]) if r.role == "body"), None)
                if len(cells) == len(header) and row.cells[-1].empty and _NUMERIC.match(cells[0]) and \
                        not _NUMERIC.match(header[0]) and previous is not None and previous.shift == 0 and \
                        not _NUMERIC.match(previous.cells[0].text) or (previous is not None and previous.shift and
                                                                       row.cells[-1].empty and _NUMERIC.match(cells[0])):
                    # "1 | fp8 | 128 | 2,048 | 217 | 6,763 | -" under "LLaMA 2 7b | 1 | fp8 | ...": the label
                    # cell spanned several rows and was left out of the rows after the first.
                    row.shift = 1
                elif previous is not None and previous.shift == 0 and \
                        len(cells) == len(header) - 1 == len(previous.cells) - 1 and \
                        cell_shape(cells[0]) == cell_shape(previous.cells[1].text) != cell_shape(previous.cells[0].text):
                    # "32K-96K | 0.004 | 0.016" under "glm-x | 0-32K | 0.003 | 0.014": the next tier of the
                    # same model, whose name cell spanned both rows.
                    row.shift = 1
                elif previous is not None and len(cells) == len(header) - 1 and _LENGTH_BAND_CELL.match(cells[0]) and (
                        (previous.shift == 0 and len(previous.cells) == len(header) and len(previous.cells) > 1 and
                         _LENGTH_BAND_CELL.match(previous.cells[1].text) and
                         not _LENGTH_BAND_CELL.match(previous.cells[0].text)) or
                        (previous.shift == 1 and len(previous.cells) == len(cells) and
                         _LENGTH_BAND_CELL.match(previous.cells[0].text))):
                    # "8,192 < 长度 ≤ 32,768 tokens | 1M tokens | ￥1.00 | …" under "kimi-latest | ≤ 8,192 tokens | …":
                    # the next length band of the model whose name cell spanned the rows
                    row.shift = 1
            if section is not None:
                table.sections[row.sentence] = section
        _place_rows_missing_a_cell(table)
        # Lines above (nearest first, stopping at another table) and notes below.
        above_lines = []
        for back in range(block[0] - 1, max(-1, block[0] - 5), -1):
            if CELL_SEPARATOR in line(back):
                break
            above_lines.append(line(back))
            table.above_sentences.append(back)
        below_lines = []
        for ahead in range(block[-1] + 1, min(len(sentences), block[-1] + 4)):
            if CELL_SEPARATOR in line(ahead) or (is_heading(line(ahead)) and not _FOOTNOTE_LINE.match(line(ahead))):
                break   # (a heading below opens the next section: its notes are that section's)
            if _FOOTNOTE_LINE.match(line(ahead)):
                below_lines.append(line(ahead))
        table.above = " ".join(line(i) for i in range(max(0, block[0] - 2), block[0]))
        if above_lines and is_heading(above_lines[0]):
            table.heading = above_lines[0].rstrip(":：")
        # ("计价单位：元/百万tokens | Unit: CNY per million tokens" over the table's own label row: a unit stated in a
        # row of the table's top is a note of the table)
        # (only a row above the labels the body is read under: the label row itself declares its own columns' units)
        used_headers = {sentence for _, sentence in table.headers.values()}
        header_declarations = [" ".join(r.texts()) for r in rows if r.role == "header" and r.sentence not in used_headers
                               and is_unit_declaration(" ".join(r.texts()))]
        notes = header_declarations + above_lines + below_lines
        declared_here = [n for n in notes if is_unit_declaration(n)]
        if inherited is not None and inherited not in notes:
            table.inherited = inherited
            notes.append(inherited)
        if declared_here:
            inherited = declared_here[-1] if declared_here[-1] in above_lines else inherited
        table.notes = notes
        tables.append(table)
        index += 1
    # A unit stated once below all the tables ("All prices in USD per million tokens unless noted") holds
    # for every table above it that declares nothing of its own.
    for position, table in enumerate(tables):
        if not any(is_unit_declaration(n) or _OTHER_UNIT_DECLARATION.match(n) for n in table.notes):
            later = next((line(i) for i in range(table.last_sentence + 1, len(sentences))
                          if CELL_SEPARATOR not in line(i) and is_unit_declaration(line(i))), None)
            if later is not None:
                table.notes.append(later)
        if prepared.title:
            table.notes.append(prepared.title)
    return tables


# --------------------------------------------------------------------------- definition lists

_VALUE_LINE = re.compile(r"^\s*(?:[-*•]\s*)?(?:[$€£¥￥]\s?\d|\d[\d,]*(?:\.\d+)?\s*(?:元|美元|USD|CNY|EUR))")
_LABEL_LINE = re.compile(r"^\s*(?:[-*•]\s*)?[^\d$€£¥￥|]{2,60}[:：]?\s*$")


def definition_pairs(prepared) -> dict[int, int]:
    """Value lines whose label stands alone on the line above: value sentence index → label sentence index.

    "Input" / "$0.50 / 1M tokens", "H100 SXM (spot)" / "$1.65 / GPU-hour": the label line has no
    digits or a short name and no amount, the value line starts with an amount.
    """
    text = prepared.text
    sentences = prepared.sentences
    pairs: dict[int, int] = {}
    for index in range(1, len(sentences)):
        start, end = sentences[index]
        previous_start, previous_end = sentences[index - 1]
        if "\n" not in text[previous_end:start] or CELL_SEPARATOR in text[start:end]:
            continue
        if not _VALUE_LINE.match(text[start:end]):
            continue
        label = text[previous_start:previous_end]
        if CELL_SEPARATOR in label or _VALUE_LINE.match(label) or len(label) > 60:
            continue
        if re.search(r"[.!?。！？]\s*$", label):
            continue  # a sentence of prose, not a label
        pairs[index] = index - 1
    return pairs


_BULLET_LINE = re.compile(r"^[ \t]*[-*•][ \t]+(?P<body>\S.*?)[ \t]*$")
_NUMBER_CELL = re.compile(r"^\s*[-+]?\d[\d,]*(?:\.\d+)?\s*$")


def join_bulleted_header_tables(text: str) -> str:
    """Tables whose header was rendered as a bulleted list, one label continued on each line ("- 条件", "- (千 token) |
    输入", "- 元/百万 token | 输入命中缓存", …, "- 元/百万 token"), then rows as bullets of cells ("- 输入长度 [0, 32] |
    2.00 | 0.40 | 3.00"), rewritten as a Markdown table: each "A | B" line ends the label before it with A and starts
    the next with B. Only where every row after the header has as many cells as the labels, all figures but the
    first."""
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        start = _BULLET_LINE.match(lines[index])
        if start is None or CELL_SEPARATOR in start.group("body"):
            index += 1
            continue
        labels = [start.group("body")]
        probe = index + 1
        while probe < len(lines) and (item := _BULLET_LINE.match(lines[probe])) is not None:
            parts = item.group("body").split(CELL_SEPARATOR)
            if len(parts) != 2 or any(_NUMBER_CELL.match(p) for p in parts):
                break
            labels[-1] += " " + parts[0].strip()
            labels.append(parts[1].strip())
            probe += 1
        if len(labels) < 3:
            index += 1
            continue
        if probe < len(lines) and (item := _BULLET_LINE.match(lines[probe])) is not None and \
                CELL_SEPARATOR not in item.group("body") and not _NUMBER_CELL.match(item.group("body")):
            labels[-1] += " " + item.group("body")   # the last label's unit on a line of its own
            probe += 1
        rows = []
        while probe < len(lines) and (item := _BULLET_LINE.match(lines[probe])) is not None:
            cells = [c.strip() for c in item.group("body").split(CELL_SEPARATOR)]
            width = len(labels)
            if len(cells) == width and all(_NUMBER_CELL.match(c) or c in ("-", "—") for c in cells[1:]):
                rows.append(cells)
            else:
                break
            probe += 1
        if not rows:
            index += 1
            continue
        if all(_NUMBER_CELL.match(row[0]) for row in rows):
            # "- 2.00 | 0.40 | 8.00 | …" under "- 输入 …": every cell a figure, the labels are all price columns
            labels, rows = [""] + labels, [[""] + row for row in rows]
        table = ["| " + " | ".join(labels) + " |", "|" + "---|" * len(labels)] + \
            ["| " + " | ".join(row) + " |" for row in rows]
        lines[index:probe] = table
        index += len(table)
    return "\n".join(lines)

