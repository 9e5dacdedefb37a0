"""The rules' table reading: table structure (header rows, captions, notes), units and conditions
declared by columns, bare numbers in price and result cells, and the subject of a row."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING

from extractors.numbers import MoneyMention, RateMention, find_money, parse_decimal
from extractors.rules.conditions import _CONDITIONS, _long_context
from extractors.rules.names import Mention, _find_mentions, _model_table
from extractors.rules.units import (
    _BARE_NUMBER,
    _CELL_UNIT,
    _DECL_HOUR,
    _DECL_INSTANCE,
    _DECL_TIME_REJECT,
    _NOT_PRICE_COLUMN,
    _currency_hint,
    _declared_unit,
    _token_quantity_factor,
)
from extractors.text import PreparedText

if TYPE_CHECKING:
    from extractors.rules.context import DocumentContext


_FOOTNOTE_LINE = re.compile(r"^\s*(?:[*†‡§]|\(?\d{1,2}[).]?\s|\[\d{1,2}\]|[a-z]\)\s|notes?\b|注[:：]?|备注|说明|"
                            r"all\s+(?:prices|figures|amounts|rates)|prices?\b|figures\b|amounts\b|rates\b|units?\b|"
                            r"单位|价格|以上价格|表中)", re.I)
_HEADER_WORDS = re.compile(r"\b(?:model|input|output|price|pricing|rate|gpu|chip|provider|region|instance|tier|"
                           r"cached|cache|batch|spot|on[- ]demand|hour|tokens?|context|system|accelerator|scenario|"
                           r"offline|server|benchmark|result)s?\b|模型|输入|输出|价格|单价|型号|厂商|服务商|场景|缓存", re.I)


_TIER_LABEL = re.compile(r"(?:[≤<>≥]|<=|>=|\b(?:up\s+to|over|above|under|below|beyond|more\s+than)|超过|以[上下]|以内)\s*"
                         r"\d+\s?[KkM]\b|\d+\s?[KkM]\s*(?:[-–~]\s*\d+\s?[KkM]|\+|以[上下]|以内)", re.I)


def _row_cells(text: str, span: tuple[int, int]) -> list[str]:
    return [c.strip() for c in text[span[0]:span[1]].split(" | ")]


def _is_header_row(cells: list[str]) -> bool:
    """A row of labels only: no cell is a number or an amount, and some cell reads like a column name."""
    if any(re.search(r"\d", c) and (_BARE_NUMBER.match(c) or find_money(c)) for c in cells):
        return False
    return sum(1 for c in cells if _HEADER_WORDS.search(c)) >= 2


def _merge_header_rows(rows: list[list[str]]) -> list[str]:
    """Two or more header rows read column by column ("Standard" over "Input" → "Standard Input").

    A cell of an upper row left empty ("-") under a spanning group label takes the label on its left.
    """
    width = max(len(r) for r in rows)
    merged = [[] for _ in range(width)]
    for row in rows:
        label = ""
        for column in range(width):
            cell = row[column] if column < len(row) else "-"
            if cell in ("-", "", "–", "—") and row is not rows[-1]:
                cell = label
            else:
                label = cell
            if cell and cell not in ("-", "–", "—") and cell not in merged[column]:
                merged[column].append(cell)
    return [" ".join(parts) for parts in merged]


def _table_structure(prepared: PreparedText) -> tuple[dict[int, list[str]], dict[int, str], dict[int, list[str]],
                                                     dict[int, int]]:
    """Header cells, text above, and caption lines (nearest first, then notes below, then the title) of every
    table row.

    Several label rows at the top are merged into one header; a label row met again further down (a
    repeated header, or the header of a new section such as "Batch | Input | Output") becomes the header
    of the rows after it. Notes right below a table ("¹ Prices per 1M tokens", "All prices in EUR")
    declare units and currencies as a caption above it does.
    """
    headers: dict[int, list[str]] = {}
    contexts: dict[int, str] = {}
    captions: dict[int, list[str]] = {}
    header_rows: dict[int, int] = {}
    text = prepared.text
    index = 0
    sentences = prepared.sentences
    while index < len(sentences):
        start, end = sentences[index]
        if " | " not in text[start:end]:
            index += 1
            continue
        block = [index]
        while index + 1 < len(sentences) and " | " in text[sentences[index + 1][0]:sentences[index + 1][1]] \
                and not text[sentences[index][1]:sentences[index + 1][0]].strip():
            index += 1
            block.append(index)
        header_cells = _row_cells(text, sentences[block[0]])
        header_index = block[0]
        lead = 1

        def label_row(row: int) -> bool:
            return not re.search(r"\d", text[sentences[row][0]:sentences[row][1]]) and \
                _is_header_row(_row_cells(text, sentences[row]))

        def tier_row(row: int) -> bool:
            """A label row whose only numbers are tier thresholds ("≤ 200K-token prompts | > 200K")."""
            cells = _row_cells(text, sentences[row])
            return all(_TIER_LABEL.search(c) for c in cells if re.search(r"\d", c)) and _is_header_row(cells)

        if not re.search(r"\d", text[sentences[block[0]][0]:sentences[block[0]][1]]) or tier_row(block[0]):
            while lead < min(len(block) - 1, 3) and (label_row(block[lead]) or tier_row(block[lead])):
                lead += 1
        if lead > 1:
            header_cells = _merge_header_rows([_row_cells(text, sentences[row]) for row in block[:lead]])
            header_index = block[lead - 1]
        header_has_money = bool(find_money(" ".join(header_cells)))
        above = " ".join(text[s:e] for s, e in sentences[max(0, block[0] - 2):block[0]])
        # A unit is often declared in a heading or caption a few lines above a table, or in a note below it.
        lines = []
        for back in range(block[0] - 1, max(-1, block[0] - 5), -1):
            line = text[sentences[back][0]:sentences[back][1]]
            if " | " in line:
                break
            lines.append(line)
        for ahead in range(block[-1] + 1, min(len(sentences), block[-1] + 4)):
            line = text[sentences[ahead][0]:sentences[ahead][1]]
            if " | " in line:
                break
            if _FOOTNOTE_LINE.match(line):  # a remark between the table and its note is skipped, not a stop
                lines.append(line)
        if prepared.title:
            lines.append(prepared.title)
        current_header, current_index = header_cells, header_index
        for position, row in enumerate(block):
            if position >= lead:
                cells = _row_cells(text, sentences[row])
                if len(cells) == len(header_cells) and (label_row(row) or (
                        [c.lower() for c in cells] == [c.lower() for c in header_cells])):
                    current_header, current_index = cells, row
                    continue
            if not header_has_money and position >= lead:
                headers[row] = current_header
                header_rows[row] = current_index
            contexts[row] = above + " " + " ".join(header_cells)
            captions[row] = lines
        index += 1
    return headers, contexts, captions, header_rows


def _table_declaration(context: DocumentContext, index: int, column: int | None, cells: list[str],
                       money_columns: set[int]) -> tuple | None:
    """The unit of a price cell: a unit cell of its row, its column header, then the captions above."""
    for position, cell in enumerate(cells):
        if position == column or position in money_columns:
            continue
        if _DECL_TIME_REJECT.search(cell):
            return ("reject", "time-based or per-call fee")
        if (unit_cell := _CELL_UNIT.search(cell)):
            return ("per_million_tokens", _token_quantity_factor(unit_cell.group("q"), None), unit_cell.group(0).strip(),
                    None)
    header = context.table_header.get(index) or []
    if column is not None and column < len(header):
        declared = _declared_unit(header[column], strict=True)
        if declared:
            return declared
    for position, cell in enumerate(cells):
        # "¥498 (JPY) | 1x H100, per hour": the hourly unit in a description cell of the row.
        if position != column and position not in money_columns and not _DECL_INSTANCE.search(cell) and \
                (hour := _DECL_HOUR.search(cell)):
            scope = hour.group("scope") or hour.group("scope2")
            return ("per_gpu_hour", Decimal(1), hour.group(0).strip(), scope.lower() if scope else None)
    for line in context.table_captions.get(index, []):
        declared = _declared_unit(line, strict=False)
        if declared:
            return declared
    return None


def _table_cell_money(context: DocumentContext, index: int, sentence: str) -> list[MoneyMention]:
    """Bare numbers in price-table cells whose column header or caption names currency and unit."""
    header = context.table_header.get(index)
    if not header:
        return []
    cells = sentence.split(" | ")
    mentions = []
    position = 0
    for column, cell in enumerate(cells):
        number = _BARE_NUMBER.match(cell)
        if number and 0 < column < len(header):
            column_header = header[column]
            currency = _currency_hint(column_header) or next(
                (found for line in context.table_captions.get(index, []) if (found := _currency_hint(line))), None)
            declared = _table_declaration(context, index, column, cells, set())
            value = parse_decimal(number.group("num"))
            if currency and declared and declared[0] != "reject" and value is not None and value > 0 and not (
                    _NOT_PRICE_COLUMN.search(column_header) and not _declared_unit(column_header, strict=True)):
                unit, factor, quoted, scope = declared
                for group in ("num", "num2"):
                    if not number.group(group) or (value := parse_decimal(number.group(group))) is None:
                        continue
                    start = position + number.start(group)
                    mentions.append(MoneyMention(start=start, end=start + len(number.group(group)),
                                                 amount=value * factor, quoted_amount=value, currency=currency,
                                                 unit=unit, quoted_unit=quoted, hour_scope=scope,
                                                 features={"unit_from": "table", "token_word": True}))
        position += len(cell) + 3
    return mentions


_RATE_HEADER = re.compile(r"tokens?\s?/\s?s|tokens?\s+per\s+sec|samples?\s?/\s?s|queries\s?/\s?s|QPS|tok/s", re.I)


_RESULT_COLUMN = re.compile(r"result|score|throughput|performance|成绩|结果|吞吐|性能", re.I)
_COUNT_COLUMN = re.compile(r"GPUs?|count|#|nodes?|accelerators|数量|卡数|个数|qty", re.I)


def _result_unit_text(context: DocumentContext, index: int) -> str | None:
    """A rate unit stated in a table's captions or in a short note within eight lines below the table."""
    for line in context.table_captions.get(index, []):
        if _RATE_HEADER.search(line):
            return line
    after = index
    while after + 1 < len(context.prepared.sentences) and " | " in context.sentence(after + 1):
        after += 1
    for ahead in range(after + 1, min(len(context.prepared.sentences), after + 9)):
        line = context.sentence(ahead)
        if len(line) < 80 and _RATE_HEADER.search(line):
            return line
    return None


def _table_cell_rates(context: DocumentContext, index: int, sentence: str) -> list[RateMention]:
    """Bare numbers in result-table cells whose column header or caption names a rate unit."""
    header = context.table_header.get(index)
    if not header:
        return []
    table_text = context.table_context.get(index, "")
    rates = []
    position = 0
    row_benchmarks = {m.name for m in context.mentions[index] if m.category == "benchmark"}
    for column, cell in enumerate(sentence.split(" | ")):
        number = _BARE_NUMBER.match(cell)
        if number and 0 < column < len(header):
            unit_text = header[column] if _RATE_HEADER.search(header[column]) else \
                (table_text if _RATE_HEADER.search(table_text) else None)
            if unit_text is None and _RESULT_COLUMN.search(header[column]):
                # "Submitter | System | Scenario | Result" with the unit in a caption or a note below the table.
                unit_text = _result_unit_text(context, index)
            value = parse_decimal(number.group("num"))
            if unit_text and value is not None and value > 0 and not _COUNT_COLUMN.search(header[column]):
                unit_match = _RATE_HEADER.search(unit_text).group(0).lower()
                for unit_found in _RATE_HEADER.finditer(unit_text):
                    # "吞吐单位为tokens/s，Whisper为samples/s": the unit named after the row's test.
                    named = {m.name for m in _find_mentions(unit_text[max(0, unit_found.start() - 20):unit_found.start()],
                                                            0, hardware=False) if m.category == "benchmark"}
                    if named & row_benchmarks:
                        unit_match = unit_found.group(0).lower()
                unit = "samples/s" if unit_match.startswith("sample") else \
                    "queries/s" if unit_match.startswith(("quer", "qps")) else "tokens/s"
                start = position + number.start("num")
                rate = RateMention(start, start + len(number.group("num")), value, unit)
                rate.features["column_header"] = header[column]
                rates.append(rate)
        position += len(cell) + 3
    return rates


# A dated model snapshot in a table cell ("gpt-4o-2024-08-06") is priced as its model.
_SNAPSHOT_SUFFIX = re.compile(r"-(?:20\d{2}-?\d{2}-?\d{2}|\d{4})$")
_MODEL_CELL = re.compile(r"^[A-Za-z][A-Za-z0-9.]*(?:-[A-Za-z0-9.]+)+$")
_MODEL_COLUMN = re.compile(r"model|模型|name|名称|^$", re.I)


def _table_subject(context: DocumentContext, index: int, position: int,
                   categories: tuple[str, ...]) -> Mention | None:
    """The subject of a table cell: a name in its row's first cell, in its column header, or a model-like
    first cell ("moonshot-v1-8k") when the first column lists models."""
    text = context.prepared.text
    row_start, row_end = context.prepared.sentences[index]
    first_cell_end = text.find(" | ", row_start, row_end)
    if first_cell_end < 0:
        return None
    in_first = [m for m in context.mentions[index] if m.end <= first_cell_end and m.category in categories]
    if in_first:
        return in_first[0]
    header_index = context.table_header_index.get(index)
    if header_index is not None:
        column = text.count(" | ", row_start, position)
        header_start, header_end = context.prepared.sentences[header_index]
        if text.count(" | ", header_start, header_end) == text.count(" | ", row_start, row_end) - 1:
            column -= 1  # the header's empty corner cell was dropped with the white space around it
        cell_start = header_start
        for _ in range(column):
            found = text.find(" | ", cell_start, header_end)
            if found < 0:
                cell_start = None
                break
            cell_start = found + 3
        if cell_start is not None:
            cell_end = text.find(" | ", cell_start, header_end)
            cell_end = header_end if cell_end < 0 else cell_end
            in_header = [m for m in context.mentions[header_index]
                         if cell_start <= m.start and m.end <= cell_end and m.category in categories]
            if in_header:
                return in_header[0]
    if "model" in categories:
        cell = text[row_start:first_cell_end].strip()
        header = context.table_header.get(index) or [""]
        if _MODEL_CELL.match(cell) and re.search(r"\d", cell) and _MODEL_COLUMN.search(header[0].strip()):
            table = _model_table()
            cell = _SNAPSHOT_SUFFIX.sub("", cell)
            name = table.canonical_id(cell) if table is not None else cell.lower()
            entry = table.lookup(cell) if table is not None else None
            return Mention(row_start, first_cell_end, cell, name, "model", entry.provider if entry else None)
    return None


_COMMITMENT = re.compile(r"(?P<n>\d|one|three|1|3)[- ](?:yr|year)s?[- ]?(?P<kind>reserved|reservation|commit(?:ment|ted)?|term)"
                         r"|(?P<kind2>reserved|committed)\s*(?:\(|,)?\s*(?P<n2>\d)[- ]?(?:yr|year)", re.I)


def _column_condition(column_header: str) -> str | None:
    for name, regex in _CONDITIONS:
        if regex.search(column_header):
            return name
    commitment = _COMMITMENT.search(column_header)
    if commitment:
        years = {"one": "1", "three": "3"}.get((commitment.group("n") or commitment.group("n2")).lower(),
                                               commitment.group("n") or commitment.group("n2"))
        kind = (commitment.group("kind") or commitment.group("kind2")).lower()
        return f"{'reserved' if kind.startswith('reserv') else 'committed'}-{years}y"
    if re.search(r"\bspot\b|竞价", column_header, re.I):
        return "spot"
    long_context = _long_context(column_header, "", "")
    if long_context:
        return long_context
    if re.search(r"\bprevious\b|\bformer\b|\bold\s+price|\bbefore\b|\buntil\b|原价|此前|之前|调整前|降价前", column_header, re.I):
        return "previous"
    return None
