"""The rules' table reading: table structure (header rows, captions, notes), units and conditions
declared by columns, bare numbers in price and result cells, and the subject of a row."""

from __future__ import annotations

import functools
import re
from decimal import Decimal
from typing import TYPE_CHECKING

from extractors.numbers import ZH_TOKEN_WORD, MoneyMention, RateMention, find_money, parse_decimal
from extractors.rules.conditions import _CONDITIONS, LENGTH_WORD, _long_context, reserved_term
from extractors.rules.names import (Mention, _find_mentions, _hardware_registry, _model_table, _SIZED_MODEL, _workload_name,
                                    _written_workload)
from extractors.rules.token_types import _TOKEN_KEYWORDS, CACHE_LIFETIME_WRITE_LABEL, spelt_out_label
from extractors.rules.units import (
    _BARE_NUMBER,
    _CELL_UNIT,
    _DECL_HOUR,
    _DECL_INSTANCE,
    _DECL_TIME_REJECT,
    _NOT_PRICE_COLUMN,
    _currency_hint,
    _declared_unit,
    _page_token_unit,
    _token_quantity_factor,
)
from extractors.tables import Table, is_heading, is_unit_declaration, read_tables
from extractors.text import PreparedText

if TYPE_CHECKING:
    from extractors.rules.context import DocumentContext


def _table_structure(prepared: PreparedText) -> tuple[dict[int, list[str]], dict[int, str], dict[int, list[str]],
                                                     dict[int, int], dict[int, Table]]:
    """Header cells, text above, notes (nearest line above first, then notes below, the unit declared
    earlier in the document, then the title), header row and table of every table row, read through
    the table model (:func:`extractors.tables.read_tables`)."""
    headers: dict[int, list[str]] = {}
    contexts: dict[int, str] = {}
    captions: dict[int, list[str]] = {}
    header_rows: dict[int, int] = {}
    owners: dict[int, Table] = {}
    for table in read_tables(prepared):
        first_header = next((cells for cells, _ in table.headers.values()), None)
        header_text = " ".join(first_header or table.rows[0].texts())
        for row in table.rows:
            if row.role == "header":
                continue
            owners[row.sentence] = table
            if row.sentence in table.headers:
                headers[row.sentence], header_rows[row.sentence] = table.headers[row.sentence]
            contexts[row.sentence] = table.above + " " + header_text
            captions[row.sentence] = table.notes
    return headers, contexts, captions, header_rows, owners


def _column_header(context: DocumentContext, index: int, column: int | None) -> str | None:
    """The label of ``column`` for table row ``index`` (the table model aligns a short header right)."""
    table = context.tables.get(index)
    if table is None or column is None:
        return None
    return table.column_label(index, column)


# "$ / 1M tokens in training", "微调价格": what fine-tuning costs, not what running the model costs.
_TRAINING_COLUMN = re.compile(r"\btraining\b|\bfine[- ]?tun(?:e|ed|ing)\b|训练|微调", re.I)


# A column of what requests cost, one by one or summed, with no per-token unit of its own.
_PER_REQUEST_OR_TOTAL_COLUMN = re.compile(r"单次|每次|每个?请求|per\s+(?:request|call|query|run)|\bcost\s+per\s+(?:request|call)|"
                                          r"总(?:成本|费用|花费|价)|合计|\btotal\b|\bsum\b", re.I)
_CELL_TOK_UNIT = re.compile(r"(?:/|\bper\b)\s*(?P<tok>[MK]Tok)(?:ens)?\b", re.I)


_WORKLOAD_CORNER = re.compile(r"\s*(?:workloads?|use\s+cases?|scenarios?|tasks?|jobs?|example|用例|场景|場景|任务|任務)\s*", re.I)
_WORKLOAD_LEAD_IN = re.compile(r"\b(?:what|how\s+much)\s+(?:[\d,.]+\s?[kKM]?\s+)?(?:\w+\s+){0,3}?(?:interactions|requests|calls|queries|"
                               r"conversations|sessions|documents|tasks|jobs|users|messages|chats)\s+(?:would\s+)?costs?\b|"
                               r"\bcost\s+(?:per|of)\s+(?:[\d,.]+\s?[kKM]?\s+)?(?:\w+\s+)?(?:interactions|requests|calls|queries|"
                               r"conversations|sessions|tasks|jobs|workloads?)\b", re.I)


_CONTEXT_COLUMN = re.compile(r"\bcontext\b|\bwindow\b|\bmax(?:imum)?\b|\blength\b|上下文|长度|長度", re.I)


_TOKEN_TYPE_LABEL = re.compile(r"\s*(?:input|output|prompt|completion|cached\s+input|cache\s+(?:read|write|hit|miss)|"
                               r"输入|输出|缓存命中|缓存写入)(?:\s+tokens?)?\s*", re.I)


# A column of totals over a month or a year ("Annual Cost", "Monthly spend", "年费用")
# (also a day's: "日成本 | 月成本 | 年成本", "Daily cost")
_PERIOD_TOTAL_COLUMN = re.compile(r"\b(?:annual|annually|yearly|monthly|daily|per\s+(?:year|month|day)|a\s+(?:year|month|day))\b|"
                                  r"/\s*(?:yr|year|mo|month|day)\b|年度|每年|每月|月度|年费|月费|月租|年租|"
                                  r"[日月年]成本|[日月年]费用|[日月年]花费|每日|每天|日均", re.I)


# A bill's total row ("Total", "Total / day", "合计", "总计")
_TOTAL_ROW_LABEL = re.compile(r"\W*(?:total|合计|合計|总计|總計)(?:\s*(?:/|per)\s*\w+|\s*cost)?\W*$", re.I)


def _table_declaration(context: DocumentContext, index: int, column: int | None, cells: list[str],
                       money_columns: set[int]) -> tuple | None:
    """The unit of a price cell: a unit cell of its row, its column header, then the captions above. A price per
    second is an accelerator's only where the row names a chip or the table a GPU column ("## Video (per second)" over
    "| Imagine Video | $0.05 |", "价格（元/秒）" beside a video model: a second of generated video, no GPU's time)."""
    declared = _cell_declaration(context, index, column, cells, money_columns)
    if declared and declared[0] == "per_gpu_hour" and declared[1] == 3600 and \
            not any(m.category == "hardware" for m in context.mentions[index]) and \
            not any(re.search(r"\bGPUs?\b|\bgpu\b|accelerator|显卡|加速卡|芯片", label, re.I)
                    for label in context.table_header.get(index) or []):
        return ("reject", "a price per second of something other than an accelerator")
    return declared


# A column of scores or ranks ("AA", "MMLU", "Elo", "Index", "排名", "评分"), an abbreviation of capitals that is no
# currency code nor a token side ("IN", "OUT")
_SCORE_COLUMN = re.compile(r"^\s*(?:\*\*)?\s*(?:(?!(?:USD|CNY|EUR|RMB|GBP|JPY|HKD|TWD|IN|OUT|INPUT|READ|WRITE|I/O|HOUR|HOURS|HR|GPU|GPUS|TOKEN|BASE|TIER|LIST|NEW|OLD|NOW|WAS|SALE|PROMO|MTOK|KTOK|SPOT|BATCH|FLEX|CACHE|HIT|MISS|PRICE|COST|RATE|FEE|FEES|PEAK)\b)(?-i:[A-Z]{2,5})|Elo|scores?|index|"
                           r"ranks?|ranking|rating|benchmarks?|排名|评分|得分|分数|指数|智能指数|质量分?)\s*\*?\s*(?:\*\*)?\s*$",
                           re.I)


# A note under a table disowning a column's figures as prices
_NOT_A_PRICE_NOTE = re.compile(r"\bnot\s+a\s+price\s+(?:anyone|any\s+\w+)\s+(?:charges|quotes|lists|offers)\b|"
                               r"\bcomputed\s+by\s+us\b", re.I)


def _disowned_by_note(context: DocumentContext, index: int, header: str) -> bool:
    """Whether a note within three lines under the table of row ``index`` says the column ``header`` holds no price:
    by its footnote mark ("Our cost per 1M output tokens*" over "*Computed by us …") or by naming it ("the blended
    column is … not a price any provider quotes")."""
    after = index
    while after + 1 < len(context.prepared.sentences) and " | " in context.sentence(after + 1):
        after += 1
    for ahead in range(after + 1, min(len(context.prepared.sentences), after + 4)):
        note = context.sentence(ahead)
        if not _NOT_A_PRICE_NOTE.search(note):
            continue
        named = re.search(r"\bthe\s+([\w-]+)\s+column\b", note, re.I)
        if (header.rstrip().endswith("*") and note.lstrip().startswith("*")) or \
                (named is not None and named.group(1).lower() in header.lower()):
            return True
    return False


# A row label's bracketed unit ("Gemini 2.5 Pro (input/1M)", "Claude Haiku (output per 1M tokens)")
_ROW_LABEL_UNIT = re.compile(r"[(（]\s*(?:input|output|cached\s+input|prompt|completion)\s*(?:/|per\s+)\s*(?:1\s?)?"
                             r"(?P<q>M|K|million|thousand)(?:\s*tokens?)?\s*[)）]", re.I)


def _cell_declaration(context: DocumentContext, index: int, column: int | None, cells: list[str],
                      money_columns: set[int]) -> tuple | None:
    """The unit a price cell's row, column header or captions declare (:func:`_table_declaration`)."""
    own_header = _column_header(context, index, column)
    if own_header is not None and (own := _declared_unit(own_header, strict=True)) and own[0] == "reject":
        return own   # "Input per 1K chars" over "$0.0000375", whatever another cell of the row says
    if own_header is not None and _SCORE_COLUMN.match(own_header):
        # "| 输入 | 输出 | 上下文 | AA |" under "价格单位：元/百万 tokens": an index score beside the prices, no price
        return ("reject", "a score column, not a price")
    if own_header is not None and _PERIOD_TOTAL_COLUMN.search(own_header):
        return ("reject", "a monthly or yearly total, not a price")   # "| Cost/hr | Annual Cost |" over "$0.60 | $156"
    if own_header is not None and _AVERAGE_COLUMN.match(own_header):
        # "| … | Culvert AI | Avg input |" over "… | $1.35 / $5.40 | $1.63 |": the writer's average of the row's prices
        return ("reject", "an average of the row's prices, not a price")
    if own_header is not None and _disowned_by_note(context, index, own_header):
        # "| Blended price ($/1M, 3:1) |" over a note "the blended column is our own 3:1 weighting …, not a price any
        # provider quotes": the page says the column holds no price
        return ("reject", "a column the page's note says is no price")
    for position, cell in enumerate(cells):
        if position == column or position in money_columns:
            continue
        if _CONTEXT_COLUMN.search(_column_header(context, index, position) or ""):
            continue   # "| Context window |" over "2M tokens": a length, not the row's unit
        if _DECL_TIME_REJECT.search(cell):
            return ("reject", "time-based or per-call fee")
        if (unit_cell := _CELL_UNIT.search(cell)):
            return ("per_million_tokens", _token_quantity_factor(unit_cell.group("q"), None), unit_cell.group(0).strip(),
                    None)
        if position == 0 and (label_unit := _ROW_LABEL_UNIT.search(cell)):
            # "| Gemini 2.5 Flash (input/1M) | $0.15 | … |": the row's label brackets the tokens and the quantity
            return ("per_million_tokens", Decimal(1000) if label_unit.group("q").upper().startswith(("K", "T")) else Decimal(1),
                    label_unit.group(0).strip("()（） "), None)
        if (unit_cell := _CELL_TOK_UNIT.search(cell)):  # "Input / MTok", "Cache read (per MTok)"
            return ("per_million_tokens", _token_quantity_factor(None, unit_cell.group("tok")), unit_cell.group(0).strip(),
                    None)
    column_header = _column_header(context, index, column)
    if column_header is not None and _TRAINING_COLUMN.search(column_header):
        return ("reject", "a training price, not a price for running a model")
    if column_header is not None:
        declared = _declared_unit(column_header, strict=True)
        if declared:
            return declared
        if _PER_REQUEST_OR_TOTAL_COLUMN.search(column_header):
            # "单次请求平均成本", "Total cost (500 calls)": what a test run cost, under a unit stated for the prices
            return ("reject", "a cost per request or a total, not a per-token price")
        if (unit_cell := _CELL_UNIT.search(column_header)):  # "1M Tokens Input Price (Cache Hit)"
            return ("per_million_tokens", _token_quantity_factor(unit_cell.group("q"), None), unit_cell.group(0).strip(),
                    None)
        if (per_million := re.search(r"\bper\s+(?:1\s?)?(?:million|M)\b(?!\s*(?:requests?|calls?|characters?|chars|images?|"
                                     r"pages?|seconds?|queries|searches|words))", column_header, re.I)) and \
                cells and _TOKEN_TYPE_LABEL.fullmatch(cells[0]):
            # "| Token Type | Price per million |" over "| Input | $1 |": a million of the tokens the row names
            return ("per_million_tokens", Decimal(1), per_million.group(0), None)
    header = context.table_header.get(index) or []
    table = context.tables.get(index)
    if table is not None and any(row.cells and _TOTAL_ROW_LABEL.match(_plain_cell(row.cells[0].text))
                                 for row in table.body_rows()):
        # "| Cache-hit input | $1.22 |" … "| **Total / day** | **$1.38** |": a bill's lines summed, no unit prices
        return ("reject", "a line of a bill that is summed, not a per-token price")
    if (header and _WORKLOAD_CORNER.fullmatch(header[0])) or \
            any(_WORKLOAD_LEAD_IN.search(line) for line in context.table_captions.get(index, [])[:2]):
        # "Here's what 1,000 typical interactions cost" over "| Workload | GPT-5.5 | … |": what a workload costs, whatever
        # unit the page stated for its prices further up
        return ("reject", "the cost of a workload, not a per-token price")
    if header and column not in (None, 0) and (corner := _declared_unit(header[0], strict=False)) and corner[0] != "reject":
        # "| o3, per 1M tokens | Before | From June 10 |": the unit stated in the corner cell is every column's
        return corner
    for position, cell in enumerate(cells):
        # "¥498 (JPY) | 1x H100, per hour": the hourly unit in a description cell of the row.
        if position != column and position not in money_columns and not _DECL_INSTANCE.search(cell) and \
                (hour := _DECL_HOUR.search(cell)):
            scope = hour.group("scope") or hour.group("scope2")
            return ("per_gpu_hour", Decimal(1), hour.group(0).strip(), scope.lower() if scope else None)
    for line in context.table_captions.get(index, []):
        declared = _declared_unit(line, strict=False)
        if declared and declared[0] == "per_gpu_hour" and column_header is not None and \
                re.search(r"\b(?:input|output|prompt|completion|cached?)\b|输入|输出|缓存", column_header, re.I):
            continue   # a column of token prices ("Cached input") is not priced per GPU-hour by a line nearby
        if declared:
            return declared
    return _sibling_row_unit(context, index, cells, money_columns) or \
        _sibling_column_unit(context, index, column_header) or _earlier_table_unit(context, index, cells) or \
        _page_unit_for_token_column(context, index, column_header)


_TOKEN_NAMED_COLUMN = re.compile(r"输入|输出|輸入|輸出|缓存|緩存|入力|出力|キャッシュ|\binput|\boutput|\bcached?\b|\bprompt|\bcompletion", re.I)


def _page_unit_for_token_column(context: DocumentContext, index: int, column_header: str | None) -> tuple | None:
    """The one per-token unit every price the page stated before this table was read in (``_page_token_unit``, in
    any currency), for a column named for tokens ("≤200K 输入/输出" over "$1 / $6" in a later table under its own
    heading, the page's "单位美元/百万 tokens" said once at the top); ``None`` otherwise."""
    if column_header is None or not _TOKEN_NAMED_COLUMN.search(column_header):
        return None
    found = _page_token_unit(context, index, None)
    return ("per_million_tokens", *found, None) if found is not None else None


# A column named for a pricing mode ("Batch (50% off)", "Flex") holds prices as much as one named "Price".
_PRICE_COLUMN_LABEL = re.compile(r"\bpric(?:e|es|ing)\b|\bcosts?\b|\brates?\b|价|费|成本|\bbatch\b|\bflex\b|"
                                 r"\boff[- ]peak\b|\d\s*%\s*off\b|\bdiscount(?:ed)?\b|批量|批处理|错峰|折", re.I)


# A column named for the tokens it prices ("Cached input" beside "Input per 1M tokens").
_TOKEN_TYPE_COLUMN_LABEL = re.compile(r"^\s*(?:(?:cached|cache[ds]?)\s*(?:input|read|hits?|writes?)?|cache\s+(?:read|write|hit|miss)|"
                                      r"(?:context\s+|prompt\s+)?caching|"
                                      r"(?:input|output|prompt|completion)(?:\s+tokens?)?|缓存(?:命中|未命中|读取|写入)?(?:输入)?|"
                                      r"输入|输出)\s*$", re.I)


# A column named for a term of an hourly rental.
_RENTAL_TERM_LABEL = re.compile(r"\bcommit(?:ment|ted)?\b|\breserved\b|\bspot\b|\bpreemptible\b|\bon[- ]demand\b|"
                                r"\bsavings\s+plan|\b\d[- ]?(?:yr|year)s?\b|包年|包月|预留|竞价|抢占|按需|合约", re.I)


def _sibling_column_unit(context: DocumentContext, index: int, column_header: str | None) -> tuple | None:
    """The per-token unit the other price columns of the header state ("Standard (per 1M tokens)"), for a price
    column that states none ("Batch pricing"); ``None`` unless those columns agree on one unit and none of the
    header's columns is priced per hour."""
    if column_header and _RENTAL_TERM_LABEL.search(column_header):
        # "3-year commitment" beside "On-demand (per chip-hour)" and "Spot (per chip-hour)": another term of the same
        # hourly rental
        hourly = {_declared_unit(label, strict=True) for label in context.table_header.get(index) or []
                  if label != column_header}
        hourly.discard(None)
        if len(hourly) == 1 and (declared := hourly.pop())[0] == "per_gpu_hour":
            return declared
    if not column_header or not (_PRICE_COLUMN_LABEL.search(column_header) or _TOKEN_TYPE_COLUMN_LABEL.search(column_header)):
        return None
    units = set()
    for label in context.table_header.get(index) or []:
        if label == column_header:
            continue
        declared = _declared_unit(label, strict=True)
        if declared is None or declared[0] == "reject":  # "Monthly savings": not a price column
            continue
        if declared[0] != "per_million_tokens":
            return None
        units.add((declared[1], declared[2]))
    if len({factor for factor, _ in units}) != 1:
        return None
    factor, quoted = sorted(units)[0]
    return ("per_million_tokens", factor, quoted, None)


def _earlier_table_unit(context: DocumentContext, index: int, cells: list[str]) -> tuple | None:
    """The per-token unit an earlier table of the document priced the same row in ("| Opus 4.7 | $12 |" under
    "Input (per MTok)", then "| Opus 4.7 | $12 | $15 | $1.20 |" under "Base input | Cache write | Cache read"
    with no unit): a second table about the same models keeps the page's unit. ``None`` when no earlier row
    has this row's label or the earlier rows disagree."""
    table = context.tables.get(index)
    label = cells[0].strip().casefold() if cells else ""
    if table is None or not label or _BARE_NUMBER.match(label):
        return None
    # ("Every call carries a request fee billed per 1,000 requests" over "| Sonar | $5 | $8 | $12 |": the second
    # table prices requests, whatever the first priced)
    lead_in = " ".join(context.sentence(back) for back in range(max(0, table.first_sentence - 3), table.first_sentence)
                       if back not in context.tables)
    if re.search(r"\bper\s+(?:1,?000\s+|thousand\s+)?(?:requests?|calls?|searches|queries)\b|\brequest\s+fees?\b", lead_in, re.I):
        return None
    units = set()
    for back in range(index - 1, -1, -1):
        other = context.tables.get(back)
        if other is None or other is table or other.row(back) is None or other.row(back).role != "body":
            continue
        if context.sentence(back).split(" | ")[0].strip().casefold() == label:
            units |= {(factor, quoted) for _, _, factor, quoted in context.sentence_prices.get(back, [])}
    if len(units) != 1:
        return None
    factor, quoted = units.pop()
    return ("per_million_tokens", factor, quoted, None)


def _sibling_row_unit(context: DocumentContext, index: int, cells: list[str], money_columns: set[int]) -> tuple | None:
    """The per-token unit the other rows of a table state in their labels ("Input / MTok", "Output / MTok"),
    for a row labelled with a token type and no unit of its own ("Batch input"); ``None`` unless those rows
    agree on one unit."""
    table = context.tables.get(index)
    label = " ".join(c for i, c in enumerate(cells) if i not in money_columns and not _BARE_NUMBER.match(c))
    if table is None or not any(regex.search(label) for _, regex in _TOKEN_KEYWORDS):
        return None
    units = set()
    for row in table.body_rows():
        if row.sentence == index or not row.cells:
            continue
        first = row.cells[0].text
        if (found := _CELL_UNIT.search(first)) is not None:
            units.add((_token_quantity_factor(found.group("q"), None), found.group(0).strip()))
        elif (found := _CELL_TOK_UNIT.search(first)) is not None:
            units.add((_token_quantity_factor(None, found.group("tok")), found.group(0).strip()))
    if len({factor for factor, _ in units}) != 1:
        return None
    factor, quoted = sorted(units)[0]
    return ("per_million_tokens", factor, quoted, None)


_PRICE_LABEL = re.compile(r"price|cost|\binput\b|\boutput\b|cache|价|费|成本|输入|输出", re.I)
_PROSE_REACH = 20  # sentences around a table searched for a prose restatement of one of its cells


def _prose_quoted_unit(context: DocumentContext, index: int) -> tuple[str, tuple] | None:
    """(currency, declared unit) of a table whose cells are bare numbers, taken from prose near it that quotes
    one of those numbers with its currency and per-token unit ("when the input is short the unit price for
    input is 0.25 USD per million tokens" under a table whose Input cell reads 0.25). ``None`` unless the
    quotes found agree on one currency and unit."""
    table = context.tables.get(index)
    if table is None:
        return None
    if "prose_unit" in table.facts:
        return table.facts["prose_unit"]
    values = set()
    for row in table.body_rows():
        for cell in row.cells[1:]:
            if (number := _BARE_NUMBER.match(cell.text)) and (value := parse_decimal(number.group("num"))):
                values.add(value)
    units = set()
    in_tables = {r.sentence for t in context.tables.values() for r in t.rows}
    for other in range(max(0, table.first_sentence - _PROSE_REACH),
                       min(len(context.prepared.sentences), table.last_sentence + _PROSE_REACH)):
        if other in in_tables:
            continue
        for mention in context.money(other):
            if mention.unit == "per_million_tokens" and mention.quoted_unit and mention.quoted_amount in values \
                    and mention.quoted_amount:
                factor = mention.amount / mention.quoted_amount
                units.add((mention.currency, factor, mention.quoted_unit))
    found = None
    if len({(currency, factor) for currency, factor, _ in units}) == 1:
        currency, factor, quoted = sorted(units)[0]
        found = (currency, ("per_million_tokens", factor, quoted, None))
    table.facts["prose_unit"] = found
    return found


_CHINESE_PRICE_LABEL = re.compile(r"(?:价格|单价|成本|费用|计费)[^|]{0,6}?每\s*(?:百万|千|万)\s*(?:个\s*)?(?:tokens?|" + ZH_TOKEN_WORD + r")", re.I)


def _chinese_price_column_currency(context: DocumentContext, column_header: str) -> str | None:
    """CNY for a Chinese price column with a per-token unit ("输入成本(每千Token)") on a page that names no
    currency anywhere: Chinese providers' pages leave the yuan unsaid. ``None`` when any currency is written."""
    if not _CHINESE_PRICE_LABEL.search(column_header):
        return None
    if _currency_hint(context.prepared.text) is not None:
        return None
    return "CNY"


# A column priced in a reseller's points or credits, not in money
_POINTS_COLUMN = re.compile(r"点数|點數|积分|積分|金币|金幣|\bcredits?\b|\bpoints?\b|\bcoins?\b|\bquota\b", re.I)


# A column counting tokens (a prompt's length, a context), never a rate
_COUNT_OF_TOKENS_COLUMN = re.compile(r"tokens?\s*数|token\s*(?:count|num)|\b(?:input|output|prompt|completion)\s+(?:tokens?|length|len)\b|"
                                     r"输入长度|输出长度|上下文|\bcontext\b|\bseq(?:uence)?\s*len", re.I)
# A row of a table with the measures down the side: prices ("Input", "Cached input", "Batch output") or speeds
_PRICE_ROW_LABEL = re.compile(r"^\s*(?:(?:cached|batch|cache[ds]?|prompt)\s+)?(?:input|output|prompt|completion)(?:\s+(?:price|tokens?))?"
                              r"\s*(?:[(（][^()（）]*[)）])?\s*$|^\s*(?:输入|输出|缓存命中|缓存)(?:价格)?\s*$", re.I)
_SPEED_ROW_LABEL = re.compile(r"(?<![\w-])(?:speed|throughput|tokens?\s*/\s*s|tok/s|TPS|latency|TTFT|TPOT)(?![\w-])|速度|吞吐|延迟",
                              re.I)


# A cell of two bare amounts under a label naming both sides in that order: the input price, then the output price
# "| 2（缓存命中为0.5） |", "| 2.00 (cache hit 0.50) |": the column's price, then the cached input's in brackets
_CACHE_NOTED_CELL = re.compile(r"^\s*(?P<num>\d+(?:\.\d+)?)\s*[(（]\s*(?:缓存命中|命中缓存|cache[ds]?[\s-]?hits?|cached)\s*"
                               r"(?:为|為|价|價|[:：=]|at)?\s*(?P<hit>\d+(?:\.\d+)?)\s*[)）]\s*$", re.I)
# "| 0.4（文本）/ 25（音频）/ 1.5（视觉） |": one price per modality of the column's tokens, each noted in brackets
_MODALITY_NOTE = r"\s*[(（]\s*(?:仅|僅|含|包含)?\s*(?:文本|文字|音频|音頻|视觉|視覺|图像|圖像|图片|视频|視頻|其他模态|其它模态|多模态|" \
                 r"text|audio|vision|image|video)\s*(?:输入|输出)?\s*[)）]"
_MODALITY_NOTED_CELL = re.compile(r"^\s*(?P<num>\d+(?:\.\d+)?)" + _MODALITY_NOTE + r"\s*/\s*(?P<num2>\d+(?:\.\d+)?)" + _MODALITY_NOTE +
                                  r"(?:\s*/\s*(?P<num3>\d+(?:\.\d+)?)" + _MODALITY_NOTE + r")?\s*$", re.I)
_SLASH_PAIR_CELL = re.compile(r"^\s*(?P<num>\d+(?:\.\d+)?)\s*/\s*(?P<num2>\d+(?:\.\d+)?)\s*$")
_INPUT_OUTPUT_LABEL = re.compile(r"(?:input|prompt)\s*/\s*(?:output|completion)|输入\s*/\s*输出|輸入\s*/\s*輸出", re.I)


def _page_currency(context: DocumentContext, index: int) -> str | None:
    """The one currency every amount written outside this sentence's table is in, when the page writes at least two
    amounts and all in one currency; ``None`` otherwise."""
    table = context.tables.get(index)
    key = ("page_currency", id(table))
    if key not in context.facts:
        currencies = [mention.currency for other in range(len(context.prepared.sentences))
                      if context.tables.get(other) is not table or table is None
                      for mention in context.money(other) if mention.currency]
        context.facts[key] = currencies[0] if len(currencies) >= 2 and len(set(currencies)) == 1 else None
    return context.facts[key]


def _table_cell_money(context: DocumentContext, index: int, sentence: str) -> list[MoneyMention]:
    """Bare numbers in price-table cells whose column header or caption names currency and unit."""
    header = context.table_header.get(index)
    if not header:
        return []
    cells = sentence.split(" | ")
    if _SPEED_ROW_LABEL.search(cells[0]) and not re.search(r"\d", cells[0]) and not _declared_unit(cells[0], strict=False):
        return []   # "| Median speed | 276 | 118 |" across providers: a row of speeds, whatever price the caption names
    mentions = []
    position = 0
    for column, cell in enumerate(cells):
        number = _BARE_NUMBER.match(cell) or _NOTED_RATE_CELL.match(cell) or _CACHE_NOTED_CELL.match(cell) or \
            _MODALITY_NOTED_CELL.match(cell)
        column_header = _column_header(context, index, column) if column > 0 else None
        if number is None and column_header is not None and _INPUT_OUTPUT_LABEL.search(column_header):
            number = _SLASH_PAIR_CELL.match(cell)  # "| 0.60 / 1.20 |" under "Price (input / output, $ per 1M tokens)"
        if number and column_header is not None and not _POINTS_COLUMN.search(column_header):
            # ("问题 Token (点数 / 1k token)": points a reseller sells, no money, whatever the page's currency)
            currency = _currency_hint(column_header) or next(
                (found for line in context.table_captions.get(index, []) if (found := _currency_hint(line))), None) \
                or _chinese_price_column_currency(context, column_header) or \
                (_currency_hint(cells[0]) if _declared_unit(cells[0], strict=False) else None)
            # ("| Fernhill on-demand ($/GPU-hr) | 2.60 | 3.80 |" under "| | H200 | B200 |": the row label names both)
            declared = _table_declaration(context, index, column, cells, set())
            if currency is None and declared is not None and declared[0] == "per_million_tokens" and \
                    _TOKEN_NAMED_COLUMN.search(column_header):
                # "## Prices (per MTok)" over "| input | cache read | output |" of bare figures, the page's other
                # prices all in dollars: the page's one currency
                currency = _page_currency(context, index)
            if (currency is None or declared is None) and _PRICE_LABEL.search(column_header) and \
                    (quoted := _prose_quoted_unit(context, index)) is not None:
                currency, declared = currency or quoted[0], declared or quoted[1]
            value = parse_decimal(number.group("num"))
            # (a prompt-length band, "输入长度 (32K, 128K] 输出", "Input length [0, 32K] Output", is a tier of prices,
            # not a column of lengths)
            if currency and declared and declared[0] != "reject" and value is not None and value > 0 and not (
                    _NOT_PRICE_COLUMN.search(_LENGTH_BAND.sub(" ", column_header).replace("_", " "))
                    and not _declared_unit(column_header, strict=True)) and not _STORAGE_COLUMN.search(column_header) and \
                    not _AVERAGE_COLUMN.search(column_header):
                unit, factor, quoted, scope = declared
                if unit == "per_million_tokens" and any(
                        re.search(r"\bcents?\s+(?:per|/)\s*(?:(?:1\s?M|one\s+million|(?:a\s+)?million|1,000,000|1\s?K|(?:a\s+)?thousand|1,000)\s+"
                                  r"(?:(?:input|output)\s+)?tokens?\b|(?:1\s?)?(?:MTok|KTok)\b)|¢\s*/\s*(?:1\s?M|1\s?K|MTok|KTok)", line, re.I)
                        for line in [column_header] + list(context.table_captions.get(index, []))[:3]):
                    # ("All prices are in cents per 1M tokens." over the table)
                    factor, quoted = factor / 100, f"cents {quoted}"
                for group in ("num", "num2", "num3", "hit"):
                    # (only a slash pair has a second figure: the other cell patterns name one)
                    if not number.groupdict().get(group) or (value := parse_decimal(number.group(group))) is None:
                        continue
                    start = position + number.start(group)
                    features = {"unit_from": "table", "token_word": True}
                    if "hit" in number.re.groupindex:
                        # "2（缓存命中为0.5）": the column's own price, then the cached input's
                        features["cache_note"] = "hit" if group == "hit" else "main"
                    mentions.append(MoneyMention(start=start, end=start + len(number.group(group)),
                                                 amount=value * factor, quoted_amount=value, currency=currency,
                                                 unit=unit, quoted_unit=quoted, hour_scope=scope,
                                                 features=features))
        position += len(cell) + 3
    return mentions


# "Output T/s" and "Output TPS" are a token-speed column's short forms ("T/s" with a capital T only: "t/s" is
# ambiguous in a table of times).
# (FlagPerf writes a rate of one chip "token/p/s": tokens per processor per second)
# (and "| t/s master | t/s branch |": llama-bench's comparison script names each build's column after the unit)
_RATE_HEADER = re.compile(r"[(（]\s*t/s(?:/u)?\s*[)）]|[(（]\s*tps\s*[)）]|(?<![\w/.])t/s(?=\s*[(（])|(?:^|(?<=\|\s))\s*t/s(?=\s+[a-z][\w.-]*\s*(?:$|\s\|))|tokens?\s?/\s?(?:s(?:ec(?:ond)?)?(?![A-Za-z])|秒)|tokens?\s+per\s+sec|(?:tokens?|samples?)\s?/\s?p\s?/\s?s\b|"
                          # (not "tok/step", "tokens/sample": a count per step of decoding)
                          r"samples?\s?/\s?s(?:ec(?:ond)?)?(?![A-Za-z])|queries\s?/\s?s(?:ec(?:ond)?)?(?![A-Za-z])|QPS|"
                          r"toks?\s?/\s?s(?:ec(?:ond)?)?(?![A-Za-z])|"
                          r"inferences?\s?/\s?s|"
                          # ("每秒生成的令牌数", "Token Generation Speed", "Prompt Processing Speed": a speed of tokens)
                          r"每秒(?:生成|输出|處理|处理)?的?(?:令牌|tokens?|词元|詞元)数?|"
                          r"\b(?:tokens?|prompt|generation|decode|decoding|prefill|eval)\s+(?:processing\s+|generation\s+)?speed\b(?!\s*[(（]\s*(?:ms|s|sec)\b)|"
                          # ("FPS" over a diffusion model's images a second: samples; "FPS(tokens/s/p)" says its unit)
                          r"(?-i:(?<![A-Za-z])T/s(?![A-Za-z])|(?<![A-Za-z])TPS(?![A-Za-z])|(?<![A-Za-z])FPS(?![A-Za-z])(?!\s*[(（]\s*tok))", re.I)


_PER_ACCELERATOR_COLUMN = re.compile(r"\s*(?:per|/)\s*(?:GPU|accelerator|chip|card|NPU|TPU)\s*$|\s*(?:每卡|单卡|每颗|每張卡|每张卡)\s*$",
                                     re.I)
_RESULT_COLUMN = re.compile(r"result|score|throughput|performance|成绩|结果|吞吐|性能", re.I)
# A column of how each run was set ("num_beams", "batch size", "concurrency", "并发"): parameters, never rates
_RUN_SETTING_COLUMN = re.compile(r"^\s*(?:num[_ ]?beams?|beams?|batch[_ ]?size|bs|concurrency|max[_ ]?new[_ ]?tokens|"
                                 r"seq(?:uence)?[_ ]?len(?:gth)?|并发数?|批大小|束宽)\s*$", re.I)
_COUNT_COLUMN = re.compile(r"GPUs?|count|#|nodes?|accelerators|数量|卡数|个数|qty|\bTP\s*(?:size|degree)|tensor[\s-]parallel|"
                           r"^\s*(?:TP|PP|EP|DP)\s*$", re.I)


# "The reported metric is `Total Output Throughput (tokens/sec)`", "All results are in tokens/s": the measure of
# every figure of the tables that follow, stated once.
_REPORTED_METRIC = re.compile(r"\b(?:reported|measured)\s+metric\s*(?:(?:is|was)(?:\b|(?=[A-Z`]))|[:：])|(?:统计|测试|报告)指标\s*[:：]|\ball\s+(?:the\s+)?(?:figures|numbers|results|"
                              r"values)\s+(?:below\s+)?(?:are\s+)?(?:in|reported\s+in)\b|单位(?:均)?为|指标为|"
                              # "We report output throughput in tokens/s at 256 concurrent requests"
                              r"\bwe\s+(?:report|measure)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?throughput\s+(?:in|as)\b", re.I)


def _reported_metric(context: DocumentContext, index: int) -> str | None:
    """The rate unit a sentence before the table states as the measure of what is reported (``_REPORTED_METRIC``),
    the nearest such sentence, at any distance; ``None`` when there is none."""
    table = context.tables.get(index)
    first = table.first_sentence if table is not None else index
    if first not in context._reported_metrics:
        context._reported_metrics[first] = next(
            (line for back in range(first - 1, -1, -1)
             if _REPORTED_METRIC.search(line := context.sentence(back)) and _RATE_HEADER.search(line) and len(line) < 300),
            None)
    return context._reported_metrics[first]


@functools.lru_cache(maxsize=4096)
def _names_a_chip(label: str) -> bool:
    """Whether a column label names one accelerator ("H200 TP1 (FP8)")."""
    return len({m.name for m in _find_mentions(label, 0) if m.category == "hardware"}) == 1


# "| ISL/OSL | **4 GPUs** TP2,PP2 (FP4) | **8 GPUs** TP4,PP2 (FP4) |" under a line naming the chip ("RTX 6000 Pro
# Blackwell Server Edition"): columns of one chip run on that many of it
_GPU_COUNT_LABEL = re.compile(r"^[\W_]*(?P<n>\d{1,4})\s?(?:x\s?|×\s?)?(?:GPUs?|NPUs?|chips?|accelerators?|cards?)(?![A-Za-z])", re.I)


# A column named for a throughput of tokens with no unit ("Output token throughput", "Total Token Throughput"): the
# measure is tokens a second wherever such tables are published (a request throughput beside it counts requests)
_PER_MINUTE_COLUMN = re.compile(r"(?<![A-Za-z])[RT]PM(?![A-Za-z])|\bper\s+min(?:ute)?\b|/\s?min\b|每分钟|每分鐘", re.I)
_TOKEN_THROUGHPUT_COLUMN = re.compile(r"^\W*(?:(?:output|total|input|generation|decode|decoding|prefill)\s+)?tokens?\s+"
                                      r"throughput\W*$|"
                                      # "| Tps |", "| Output TPS |": a serving table's tokens a second, the label alone
                                      r"^\W*(?:(?:output|total|generation|decode|decoding|avg\.?|average|mean|median)\s+)?TPS\W*$|"
                                      # "| Avg Eval Rate (RTX 3090) |": Ollama's "eval rate", the tokens it generates a
                                      # second, for the card the bracket names
                                      r"^\W*(?:(?:avg\.?|average|mean|median)\s+)?eval\s+rate\s*(?:[(（][^()（）]{1,30}[)）])?\W*$",
                                      re.I)


def _caption_chip(context: DocumentContext, index: int) -> str | None:
    """The one chip the line right above a table names, when that line is a short caption of its own."""
    captions = context.table_captions.get(index, [])
    if not captions or len(captions[0]) > 80 or _RATE_HEADER.search(captions[0]):
        return None
    chips = {_chip_name(m) for m in _find_mentions(captions[0], 0) if m.category == "hardware"
             and m.hardware_kind != "family"}
    return next(iter(chips)) if len(chips) == 1 else None


def _result_unit_text(context: DocumentContext, index: int, declared_only: bool = False) -> str | None:
    """A rate unit stated in a table's captions or in a short note within eight lines below the table; a note below
    that declares the units ("Units: tokens/s for LLM benchmarks, samples/s for Stable Diffusion XL") first (with
    ``declared_only``, only such a note or a caption)."""
    after = index
    while after + 1 < len(context.prepared.sentences) and " | " in context.sentence(after + 1):
        after += 1
    below = [context.sentence(ahead) for ahead in range(after + 1, min(len(context.prepared.sentences), after + 9))]
    declared = r"\W*(?:results?|units?|all\s+(?:figures|results)|figures|values)\b"
    for line in below:
        if len(line) < 160 and re.match(declared, line, re.I) and _RATE_HEADER.search(line):
            # ("Results in output tokens per second, single card, measured by Veritan with vLLM 0.11; see note 3.")
            return line
    for line in context.table_captions.get(index, []):
        if _RATE_HEADER.search(line):
            return line
    for line in below if not declared_only else ():
        if len(line) < 80 and _RATE_HEADER.search(line):
            return line
    return None


# A cell holding only the unit of the value to its right ("Server Metric | Server Performance" columns
# of an MLCommons results page: "Tokens/s | 209328.00").
_UNIT_CELL = re.compile(r"^\s*(?:tokens?\s?/\s?s|samples?\s?/\s?s|queries\s?/\s?s|QPS|tok/s)\s*$", re.I)


# A column of prices: its label names a price, a currency or a per-token price unit.
_PRICED_COLUMN = re.compile(r"\bprices?\b|\bpricing\b|\bcosts?\b|[$€£¥￥]|\bUSD\b|\bCNY\b|价格|价|费用|元|美元|"
                                 r"/\s?(?:1\s?M|M|MTok|1K|K)\b|per\s+(?:1\s?M|million|1K|thousand)", re.I)
# A unit noted in brackets in a row's label cell ("sdxl (samples/s)").
_ROW_UNIT_NOTE = re.compile(r"[(（]\s*(?:tokens?|samples?|queries|tok)\s?/\s?s(?:ec(?:ond)?)?\s*[)）]", re.I)


_PERCENTILE_LABEL = re.compile(r"(?<![A-Za-z0-9])[Pp]\d{1,2}(?:\.\d)?(?![A-Za-z0-9])|percentile|分位", re.I)


# A figure with a short note and the change it makes ("210 (短序列) ↑15%", "35 (CPU)"): the figure is the result.
_NOTED_RATE_CELL = re.compile(r"^\s*(?:\*\*)?(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\*\*)?\s*"
                              # a note in brackets: "(fp8)", or where the run was made, "(2 on GPU)", "(144 on CPU)"
                              r"(?:[(（][^()（）\d|]{1,12}[)）]|[(（]\d{1,4}\s+on\s+(?:GPU|CPU|disk)[)）])?"
                              r"\s*(?:[↑↓+\-−]\s?\d+(?:\.\d+)?\s?%|"
                              # ("55775 (-31.33%)": the change from the table's baseline row in brackets)
                              r"[(（]\s?[+\-−]\s?\d+(?:\.\d+)?\s?%\s?[)）])?\s*$"
                              # a mean and its spread over repeated runs ("36.78 ± 2.17"): the mean is the result
                              r"|^\s*(?P<mean>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(?:±|\+/-|\+-)\s*\d+(?:\.\d+)?\s*$"
                              # a community table's rounded figure ("~180"): the result, about that much
                              r"|^\s*[~≈]\s?(?P<approx>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*$")


# Tests whose results count images or samples, never tokens
_IMAGE_BENCHMARKS = {"sdxl", "resnet50", "retinanet", "3d-unet", "bert", "dlrm-v2", "rgat", "pointpainting"}


# A line under a table declaring the unit its figures are in ("Results in tokens/s.", "Throughput figures are output
# tokens/s for …", "单位为 tokens/s")
_UNIT_NOTE = re.compile(r"\b(?:results?|figures?|numbers?|values?|throughput|scores?|rates?|speeds?)\b[^.;]{0,40}?\b(?:in|are|is)\s+"
                        r"(?:(?:output|generated|decode|total)\s+)?(?:tokens?|toks?|samples?|queries)\s?/|单位|單位", re.I)


@functools.lru_cache(maxsize=1024)
def _benchmarks_named(text: str) -> frozenset[str]:
    """The benchmarks a label or a note names (a column's label repeats on every row: read once)."""
    return frozenset(m.name for m in _find_mentions(text, 0, hardware=False) if m.category == "benchmark")


def _table_cell_rates(context: DocumentContext, index: int, sentence: str) -> list[RateMention]:
    """Bare numbers in result-table cells whose column header or caption names a rate unit."""
    header = context.table_header.get(index)
    if not header:
        return []
    table_text = context.table_context.get(index, "")
    if not _RATE_HEADER.search(table_text):
        # "### Generation Throughput (token/s)" a few lines above, past a note on the table ("… are in parentheses.
        # Please see here …"): the heading names the rate
        table_text += " " + next((line for line in context.table_captions.get(index, [])[:4]
                                  if _RATE_HEADER.search(line) and len(line) <= 60), "")
    if not _RATE_HEADER.search(table_text) and (table := context.tables.get(index)) is not None:
        # "*Results in tokens/s. Per-GPU figures are …*", "Throughput figures are output tokens/s for the whole group." right
        # under the table: a note declaring the one unit of its figures
        table_text += " " + next((line for line in (context.sentence(i) for i in range(
            table.last_sentence + 1, min(len(context.prepared.sentences), table.last_sentence + 3)))
            if len(line) <= 200 and _UNIT_NOTE.search(line) and
            len({re.sub(r"\s", "", m.group(0).lower()) for m in _RATE_HEADER.finditer(line)}) == 1 and
            not re.search(r"\d[\d,.]*\s?(?:tokens?|toks?|samples?|queries|t)\s?/\s?s", line, re.I)), "")
    rates = []
    position = 0
    row_benchmarks = {m.name for m in context.mentions[index] if m.category == "benchmark"}
    cells = sentence.split(" | ")
    if _TP_ROW_LABEL.match(cells[0]):
        return []   # "TP Size | 1 | 2": how many GPUs each column ran on, not results
    if _PRICE_ROW_LABEL.match(cells[0]):
        return []   # "| Input | 0.59 | 0.54 |" across providers: a row of prices, whatever rate the caption names
    if _PER_WATT_LABEL.search(cells[0]):
        return []   # "| **tok/s per Watt** | 1k/1k | 0.93 | 2.52 |": tokens a second for each watt, an efficiency, no speed
    if _SPEC_ROW_LABEL.match(cells[0]) and not _RATE_HEADER.search(cells[0]):
        return []   # "| TFLOPS (FP8) | 2610 | 1979 |" in a spec table under prose naming tokens/s: a chip's specification
    if _TIME_COLUMN.search(header[0]) and not _RATE_HEADER.search(header[0]):
        return []   # "| Latency | qps 1 | qps 4 |": the corner names the cells' measure, a time; each column's load is a setting
    # When some columns name a rate unit ("Throughput (tokens/sec)"), the others (lengths, batch sizes)
    # are not results even though the table's text mentions the unit.
    # "| model | size | params | test | t/s |": llama-bench's table, its "t/s" column tokens per second of each test
    # "| ttft (ms) | t/s/u | Target t/s/u | t/s |": a serving table's token speed per user and in all, the lowercase
    # "t/s" made unambiguous by the time-to-first-token and per-user columns beside it (a target is no result)
    labels = {label.strip().lower() for label in header}
    llama_bench = labels >= {"test", "t/s"} or ("t/s/u" in labels and bool(labels & {"t/s", "ttft (ms)", "ttft"}))
    # "| 服务 \ 吞吐(tokens/s) \ 并发 | 1 | 2 | 4 |": the corner names the measure of every cell, the columns are the
    # concurrency (or batch) each was run at
    # ("| BS & TPS | 1xH20(96GB) | 2x910B2(64GB) |": or the columns are the chips each figure was measured on)
    corner_rate = len(header) >= 2 and bool(_RATE_HEADER.search(header[0])) and \
        (len(header) > 2 and all(_BARE_NUMBER.match(label) for label in header[1:] if label.strip()) or
         any(_names_a_chip(label) for label in header[1:]) and
         not any(_BARE_NUMBER.match(label) for label in header[1:] if label.strip()))
    rate_columns = llama_bench or any(_RATE_HEADER.search(label) for label in context.table_header.get(index) or [])
    # A transposed table: chips or systems across the top, one measure per row, its unit in the row's label
    # ("Batch 8 (tok/s) | 688 | 603"); the other rows (prices, memory) are not results.
    # A percentile row ("p10 output tokens/second") gives the spread of a measurement, not another result.
    row_unit = cells[0] if not rate_columns and _RATE_HEADER.search(cells[0]) and not _BARE_NUMBER.match(cells[0]) \
        and not _PERCENTILE_LABEL.search(cells[0]) else None
    table = context.tables.get(index)
    if row_unit is None and not rate_columns and table is not None and any(
            _RATE_HEADER.search(row.cells[0].text) for row in table.rows if row.role == "body" and row.cells):
        return []  # another row of a transposed table: memory, prices or a percentile, not a rate
    # "| Llama 2 7B Q4_K_M | pp512 | 1,074 | **1,182** |": a row of llama-bench's prompt or generation test, its figures
    # tokens a second in every backend's column
    test_column = next((place for place, cell in enumerate(cells) if re.fullmatch(r"\s*(?:pp|tg)\d{2,5}\s*", cell)), None)
    test_row = test_column is not None and not any(_PRICED_COLUMN.search(label) for label in header)
    for column, cell in enumerate(cells):
        column_header = _column_header(context, index, column) if column > 0 else None
        if column_header and re.fullmatch(r"\s*\d{1,4},\d{1,2}\s*", cell) and _RATE_HEADER.search(column_header):
            # "| Vulkan | 1 | 132,75 |" under "TPS": a decimal comma (a thousands comma is followed by three digits), the
            # figure as long as written
            cell = cell.replace(",", ".")
        number = _BARE_NUMBER.match(cell) or _NOTED_RATE_CELL.match(cell)
        if number is None and column_header is not None and _SLASHED_FIGURES_CELL.match(cell) and \
                len(parts := _SLASH_OUTSIDE_BRACKETS.split(column_header)) == len(figures := list(
                    re.finditer(r"\d[\d,]*(?:\.\d+)?", cell))) and \
                all(re.search(r"[(（][^()（）]+[)）]", part) for part in parts) and \
                any(_RATE_HEADER.search(part) for part in parts):
            # "| Offline Request throughput (req/s)/ Token throughput (tok/s) |" over "| 14.33/6895.75 |": each figure
            # in the unit of its own part of the label; a request rate is no result (CONVENTIONS.md)
            for part, figure in zip(parts, figures):
                if _RATE_HEADER.search(part) is None or PER_PARAMETER.search(part):
                    continue
                unit_match = _RATE_HEADER.search(part).group(0).lower()
                if re.search(r"\breq(?:uest)?s?\b|\bRPS\b", part, re.I) or unit_match.startswith(("quer", "qps")):
                    continue
                unit = "samples/s" if unit_match.startswith(("sample", "inference", "fps")) else "tokens/s"
                value = parse_decimal(figure.group(0))
                if value is not None and value > 0:
                    start = position + figure.start()
                    # ("Per-GPU throughput (tok/s/GPU)": one accelerator's rate)
                    per = "GPU" if re.search(r"(?:/|\bper[- ])\s*(?:GPU|chip|accelerator|card)\b", part, re.I) else None
                    rate = RateMention(start, start + len(figure.group(0)), value, unit, per=per)
                    rate.features["column_header"] = part.strip()
                    rates.append(rate)
            position += len(cell) + 3
            continue
        caption = " ".join(context.table_captions.get(index, [])[:2])
        if number is None and column_header is not None and (pair := _SLASHED_PAIR_CELL.match(cell)) is not None and \
                not _RATE_HEADER.search(column_header) and _CAPTION_RATE_PAIR.search(caption) and \
                not _TIME_ROW_LABEL.search(cells[0]):
            # "(Prefill tps / Decode tps)" above "| 1 x RTX 4090 | … | 129 / 21.8 |": the caption names the two rates
            # each cell pairs
            column_header = caption
        if number is None and column_header is not None and (pair := _SLASHED_PAIR_CELL.match(cell)) is not None and \
                not _RATE_HEADER.search(column_header) and not _TIME_ROW_LABEL.search(cells[0]) and \
                not _PRICED_COLUMN.search(column_header) and \
                not re.search(r"输入|输出|輸入|輸出|\binput|\boutput|\bprompt|\bcompletion", f"{column_header} {header[0]}", re.I) and \
                any(_SLASHED_HEADER_PAIR.search(_RATE_HEADER.sub(" ", label)) for label in (column_header, header[0])) and \
                (unit_line := next((line for line in (header[0], *context.table_captions.get(index, [])[:2])
                                    if _RATE_HEADER.search(line) and not PER_PARAMETER.search(line)), None)) is not None:
            # "| 8xGaudi 3 (Offline / Server) |" over "| 21,140 / 19,370 |" under "Results, tokens/s", or "| 吞吐
            # （tokens/s，预填充 / 解码） | 2x910B2 |" over "| 3,480 / 412 |": the two settings each cell pairs, the rate
            # stated once in the corner or the caption ("tokens/s (samples/s for SDXL)": an image model's row in samples)
            image_row = re.search(r"stable[- ]?diffusion|\bsdxl\b|resnet|retinanet|3d-?unet", cells[0], re.I) and \
                re.search(r"samples?\s?/\s?s", unit_line, re.I)
            column_header = f"{column_header} {'samples/s' if image_row else unit_line}"
        if number is None and column_header is not None and (pair := _SLASHED_PAIR_CELL.match(cell)) is not None and \
                _RATE_HEADER.search(column_header) and _SLASHED_HEADER_PAIR.search(_RATE_HEADER.sub(" ", column_header)) and \
                not PER_PARAMETER.search(column_header) and not _TIME_ROW_LABEL.search(cells[0]):
            # "| Atlas C1 / C16 output tokens/s |" over "| 33.131 / 61.393 |": one rate per slashed setting
            unit_match = _RATE_HEADER.search(column_header).group(0).lower()
            unit = "samples/s" if unit_match.startswith(("sample", "inference", "fps")) else \
                "queries/s" if unit_match.startswith(("quer", "qps")) else "tokens/s"
            for group in ("a", "b"):
                value = parse_decimal(pair.group(group))
                if value is not None and value > 0:
                    start = position + pair.start(group)
                    rate = RateMention(start, start + len(pair.group(group)), value, unit)
                    rate.features["column_header"] = column_header
                    rates.append(rate)
            position += len(cell) + 3
            continue
        if number and column_header is not None and _COUNT_OF_TOKENS_COLUMN.search(column_header) and \
                not _RATE_HEADER.search(column_header) and not _TOKEN_THROUGHPUT_COLUMN.match(column_header):
            number = None   # "| 输入token数 |" over "| 8000 |": a prompt's length, not a rate
        if number and column_header is not None and \
                re.search(r"speed-?ups?|\bgain\b|\bratio\b|\bimprovement\b|\bvs\.?\s|加速比|提升|倍数", column_header, re.I):
            number = None   # "| TPS/User Speedup |" over "| 1.78 |": a multiple of a rate, not one
        if number and column_header is not None and _PER_WATT_LABEL.search(column_header):
            number = None   # "| Tokens/s/W |": an efficiency, no speed
        if number and column_header is not None and (_NORMALISED_TO_LABEL.match(column_header) or
                                                     re.match(r"\s*(?:relative|normali[sz]ed)\b", column_header, re.I)):
            number = None   # "| Relative throughput (H100 = 1.0) |" over "1.45": a multiple of the reference, no rate
        if number and column_header is not None and _PER_MINUTE_COLUMN.search(column_header):
            number = None   # "| 默认RPM | 默认TPM |": a limit of requests or tokens a minute, no speed a second
        if number and column_header is not None and _RUN_SETTING_COLUMN.search(column_header) and \
                not _RATE_HEADER.search(column_header):
            number = None   # "| num_beams |" over "| 4 |" under a caption naming tokens/s: how the run was set, no rate
        if number and column_header is not None and re.match(r"\s*(?:QPS|RPS|req(?:uest)?s?\s*/\s*s)\b", column_header, re.I) and \
                any(re.match(r"\s*(?:TPS|tokens?\s*/\s*s|tok/s|t/s)\b", label, re.I) for label in header):
            number = None   # "| TPS@4 | QPS@4 |": beside the token rate, how many requests a second completed, no result
        if number and column_header is not None:
            # the unit in a cell of its own, right before the figure or right after it ("| 35,812.4 | Tokens/s |")
            unit_cell = cells[column - 1] if _UNIT_CELL.match(cells[column - 1]) else \
                cells[column + 1] if column + 1 < len(cells) and _UNIT_CELL.match(cells[column + 1]) and \
                re.search(r"\bunits?\b|单位|單位", _column_header(context, index, column + 1) or "", re.I) else None
            unit_text = unit_cell if unit_cell is not None else \
                "tokens/s" if llama_bench and column_header.strip().lower() in ("t/s", "t/s/u") else \
                "tokens/s" if test_row and column > test_column else \
                header[0] if corner_rate else \
                column_header if _RATE_HEADER.search(column_header) else row_unit if row_unit else \
                (table_text if _RATE_HEADER.search(table_text) and not rate_columns and
                 # "输入价格（元/百万 tokens）" beside a speed column: a price, never a rate; nor "| Input | Output |"
                 # beside a "Speed" column under a caption naming both the prices' unit and the speed's
                 not _PRICED_COLUMN.search(column_header) and not _PRICE_ROW_LABEL.match(column_header) else None)
            if unit_text is None and _RESULT_COLUMN.search(column_header) and \
                    not re.search(r"\brequests?\b|\breqs?\b|\bqueries\b", column_header, re.I):
                # (a "Request throughput" column counts requests, not the tokens a caption or a sibling states)
                # "Submitter | System | Scenario | Result" with the unit in a caption or a note below the table.
                unit_text = _result_unit_text(context, index)
            if unit_text is None and _TOKEN_THROUGHPUT_COLUMN.match(column_header):
                unit_text = "tokens/s"   # "| Output token throughput |" over bare figures: tokens a second, as written
            if unit_text is None and not rate_columns and (_names_a_chip(column_header) or (
                    _GPU_COUNT_LABEL.match(column_header) and _caption_chip(context, index) is not None)) and \
                    not re.search(r"[(（]\s*(?:[GMKT]B/s|[GMKT]bps|ms|µs|us|s|sec|%|W|watts?|GB|MB|TB|T?FLOPS|GiB)\s*[)）]",
                                  column_header, re.I):
                # (not "| ND MI300X v5 (GB/s) |": the chip's column in another measure, its own unit written)
                # "| ISL/OSL | H200 TP1 (FP8) | H100 TP1 (FP8) |" under a section that said once, further up, "The
                # reported metric is Total Output Throughput (tokens/sec)", or a note right below the table ("unit: `output
                # tokens per second per GPU`")
                unit_text = _reported_metric(context, index) or _result_unit_text(context, index, declared_only=True)
            per_accelerator = False
            if unit_cell is not None and column >= 2 and _PER_ACCELERATOR_COLUMN.match(column_header) and \
                    _BARE_NUMBER.match(cells[column - 2]):
                # "| 93,045 | tokens/s | 11,631 |" under "| Result | Units | Per GPU |": the rate of one accelerator
                per_accelerator = True
            if unit_text is None and _PER_ACCELERATOR_COLUMN.match(column_header) and \
                    _RATE_HEADER.search(_column_header(context, index, column - 1) or ""):
                # "| Tokens/s | Per GPU |": the system's rate, then the same rate of one of its accelerators
                unit_text, per_accelerator = _column_header(context, index, column - 1), True
            if unit_text is not None and not per_accelerator and column >= 1 and \
                    _PER_ACCELERATOR_COLUMN.match(column_header) and _BARE_NUMBER.match(cells[column - 1]):
                # "| System (8x B200) | Per GPU |" under "All figures below are tokens/s": the system's rate, then one
                # accelerator's share of it
                per_accelerator = True
            if unit_text is not None and not _RATE_HEADER.search(column_header) and unit_cell is None:
                # "sdxl (samples/s)" in a row of a table whose caption says "tokens/s unless noted": the row's own unit
                own = next((found.group(0) for i, other in enumerate(cells) if i != column
                            for found in [_ROW_UNIT_NOTE.search(other)] if found), None)
                unit_text = own or unit_text
            figure = next(name for name in ("num", "mean", "approx") if number.groupdict().get(name))
            value = parse_decimal(number.group(figure))
            if not per_accelerator and _RATE_HEADER.search(column_header) and \
                    re.search(r"(?:/|\bper\s)\s*(?:GPU|chip|accelerator|card)\b|/\s?p\s?/\s?s\b", column_header, re.I):
                per_accelerator = True  # "Throughput (out tok/s/GPU)": each row's rate of one accelerator
            if unit_text and value is not None and value > 0 and (per_accelerator or not _COUNT_COLUMN.search(column_header) or
                                                                  _GPU_COUNT_LABEL.match(column_header)) \
                    and not PER_PARAMETER.search(column_header) and \
                    not (column > 0 and _TIME_ROW_LABEL.search(cells[0]) and not _RATE_HEADER.search(cells[0])):
                unit_match = _RATE_HEADER.search(unit_text).group(0).lower()
                # (the test may head the column instead: "| System | Llama 2 70B | SDXL |")
                tests = row_benchmarks | _benchmarks_named(column_header)
                for unit_found in _RATE_HEADER.finditer(unit_text):
                    # "吞吐单位为tokens/s，Whisper为samples/s": the unit named after the row's test.
                    # ("Units: tokens/s for LLM benchmarks, samples/s for Stable Diffusion XL": the test after the unit
                    # when the note names one there, else the test named just before it)
                    after_for = re.match(r"\s+for\s+([^,;.]{2,40})", unit_text[unit_found.end():])
                    named_text = after_for.group(1) if after_for is not None else \
                        unit_text[max(0, unit_found.start() - 20):unit_found.start()]
                    named = _benchmarks_named(named_text)
                    if named & tests:
                        unit_match = unit_found.group(0).lower()
                unit = "samples/s" if unit_match.startswith(("sample", "inference", "fps")) else \
                    "queries/s" if unit_match.startswith(("quer", "qps")) else "tokens/s"
                if unit == "tokens/s" and tests & _IMAGE_BENCHMARKS and unit_cell is None and \
                        not _RATE_HEADER.search(column_header):
                    # "| Stable Diffusion XL | Offline | 34.2 |" under a page whose LLM rows are tokens/s: an image test
                    # counts samples, whatever unit the table's text names first
                    unit = "samples/s"
                start = position + number.start(figure)
                rate = RateMention(start, start + len(number.group(figure)), value, unit,
                                   per="GPU" if per_accelerator else None, hedge="about" if figure == "approx" else None)
                rate.features["column_header"] = column_header
                if per_accelerator:
                    # the per-accelerator figure keeps the scenario its row was run in
                    rate.features["row_scenario"] = next(
                        (cell.strip() for cell in cells
                         if re.fullmatch(r"\s*(?:Offline|Server|Interactive|SingleStream|MultiStream)\s*", cell)), None)
                rates.append(rate)
        position += len(cell) + 3
    return rates


# A cell of two figures slashed under a header of two settings slashed ("C1 / C16", "BS1/BS32", "Server/Offline")
_SLASHED_FIGURES_CELL = re.compile(r"^\s*\d[\d,]*(?:\.\d+)?(?:\s*/\s*\d[\d,]*(?:\.\d+)?)+\s*$")
_SLASH_OUTSIDE_BRACKETS = re.compile(r"/(?![^()（）]*[)）])")
_SLASHED_PAIR_CELL = re.compile(r"^\s*(?P<a>\d[\d,]*(?:\.\d+)?)\s*/\s*(?P<b>\d[\d,]*(?:\.\d+)?)\s*$")
# A caption naming the two rates of slashed cells, each with its unit ("(Prefill tps / Decode tps)")
_CAPTION_RATE_PAIR = re.compile(r"[(（]\s*[A-Za-z]{1,12}\s+(?:tps|TPS|tok/s|tokens/s)\s*/\s*[A-Za-z]{1,12}\s+(?:tps|TPS|tok/s|tokens/s)\s*[)）]")
_SLASHED_HEADER_PAIR = re.compile(r"(?:^|\s|[(（，,])(?:[A-Za-z]{1,12}\d{0,4}\s*/\s*[A-Za-z]{1,12}\d{0,4}|"
                                  r"[\u4e00-\u9fff]{1,6}\s*/\s*[\u4e00-\u9fff]{1,6})(?=\s|$|[)）])")
# A dated model snapshot in a table cell ("gpt-4o-2024-08-06"): the model named as written, its maker the model's.
_SNAPSHOT_SUFFIX = re.compile(r"-(?:20\d{2}-?\d{2}-?\d{2}|\d{4})$")
# "缓存存储（元/百万 token*小时）", "Cache storage ($/MTok/hour)": keeping tokens stored, billed by time, whatever unit
# of tokens the label declares
_STORAGE_COLUMN = re.compile(r"存储|存儲|\bstorage\b|tokens?\s*[*·×]\s*(?:小时|小時|hours?|h)\b|/\s*MTok\s*/\s*h(?:ou)?r", re.I)
# A row of times under columns of rates ("Mean TPOT(ms) @128 | 17.2 | 18.5"): latencies, no rates
_TIME_ROW_LABEL = re.compile(r"\bTPOT\b|\bTTFT\b|\bITL\b|(?<!\w-)\blatency\b|延迟|延遲|时延|時延|[(（]\s*(?:ms|s|sec|seconds|毫秒|秒)\s*[)）]",
                             re.I)
# "tok/s per Active-B", "tokens/s per billion parameters": a rate divided by a model's size, a ratio of the writer's
PER_PARAMETER = re.compile(r"(?:/|\bper\s+)(?:active[- ]?B\b|(?:billion|B)\s+(?:active\s+)?param|active\s+(?:billion|param))", re.I)
_MODEL_CELL = re.compile(r"^[A-Za-z][A-Za-z0-9.]*(?:-[A-Za-z0-9.]+)+$")
_MODEL_NAME_CELL = re.compile(r"^[A-Za-z\u4e00-\u9fff][\w .\-/+]{0,39}$")
_NOT_MODEL_CELL = re.compile(r"\b(?:input|output|cache[ds]?|prompt|completion|price|total|average|tier|batch|"
                             r"standard|on[- ]demand|spot)\b|输入|输出|缓存", re.I)
_EMPTY_CORNER = {"", "-", "–", "—"}
# A first cell naming a brand and, in brackets, its model ("百川智能(Baichuan4)", "Acme AI (Falcon-3)").
_BRAND_AND_NAME = re.compile(r"\s*(?P<brand>[^()（）|]{1,30}?)\s*[(（](?P<name>[^()（）|]{2,40})[)）]\s*(?= \| )")
# An unlisted model name as written: a letter first, a digit somewhere, no spaces beyond two ("Baichuan4", "Step-2 Mini").
_UNLISTED_NAME = re.compile(r"^(?=[^ ]*\d)[A-Za-z][A-Za-z0-9.\-]*(?: [A-Za-z0-9.\-]+){0,2}$")
# "meta-llama/Llama-3.3-70B-Instruct", "Qwen/QwQ-32B": a hub repository id names the model after its owner's prefix.
# "acme/falcon-3-mini" anywhere in a cell: an owner, a slash, a model id with a digit.
_HUB_ID = re.compile(r"(?<![\w/.])[A-Za-z0-9][\w.\-]{0,38}/(?P<name>[A-Za-z][\w.\-]*\d[\w.\-]*)(?![\w/])")
_PROVIDER_COLUMN = re.compile(r"\s*(?:providers?|vendors?|hosts?|服务商|供应商|厂商|平台)\b", re.I)
_REPO_OWNER = re.compile(r"^[A-Za-z0-9][\w.\-]{0,38}/(?=[A-Za-z][\w.\-]*\d)")
_MODEL_COLUMN = re.compile(r"model|模型|name|名称|variant|^$", re.I)
# A column that lists models by name ("Model", "Model name", "模型名称"), not one that describes them
# ("Base model parameter count": its cells are size tiers, never model names).
_MODEL_HEADER = re.compile(r"^\s*(?:(?:base[\s_]+)?models?(?:[\s_]+(?:name|id)s?)?|模型(?:名称|名)?|型号|variants?|版本)\s*[:：]?\s*$", re.I)


# A column naming each row's model, wherever it stands ("logo | 模型品牌 | 模型名 | 显示名称 | … | 输入价格")
_MODEL_COLUMN_LABEL = re.compile(r"^\s*(?:模型名称?|模型|显示名称|model(?:\s*(?:name|id))?|display\s*name|name)\s*$", re.I)


def _model_column_subject(context: DocumentContext, index: int, header_index: int, row) -> Mention | None:
    """The model a row's cell under a model column names (the first such column, from the right of a repository
    id: "显示名称" over "Qwen2.5-14B-Instruct" rather than "模型名" over "Qwen/Qwen2.5-14B-Instruct"), listed or as
    written; ``None`` where the header has no such column."""
    header = context.table_header.get(index) or []
    columns = [i for i, label in enumerate(header) if i > 0 and _MODEL_COLUMN_LABEL.match(label)]
    for column in sorted(columns, key=lambda i: "/" in (row.cells[i].text if i < len(row.cells) else "")):
        if column >= len(row.cells) or row.cells[column].empty:
            continue
        cell = row.cells[column]
        named = [m for m in context.mentions[index] if m.category == "model" and cell.start <= m.start and
                 m.end <= cell.start + len(cell.text) + 2]
        if len(named) == 1 and named[0].surface.strip() == _plain_cell(cell.text):
            return named[0]
        name = _plain_cell(cell.text)
        if re.fullmatch(r"[A-Za-z][\w.\-]*\d[\w.\-]*", name):
            table = _model_table()
            entry = table.lookup(name) if table is not None else None
            return Mention(cell.start, cell.start + len(name), name,
                           entry.id if entry else (table.canonical_id(name) if table else name), "model",
                           entry.provider if entry else (table.family_provider(name) if table else None))
    return None


def _table_subject(context: DocumentContext, index: int, position: int,
                   categories: tuple[str, ...]) -> Mention | None:
    """The subject of a table cell: a name in its row's first cell, in its column header, or a model-like
    first cell ("moonshot-v1-8k") when the first column lists models."""
    text = context.prepared.text
    row_start, row_end = context.prepared.sentences[index]
    first_cell_end = text.find(" | ", row_start, row_end)
    if first_cell_end < 0:
        return None
    table_model = context.tables.get(index)
    row = table_model.row(index) if table_model is not None else None
    if row is not None and row.shift:
        # A continuation row (its name cell spanned the rows above): the subject of the row it continues.
        above = [r for r in table_model.rows if r.role == "body" and r.sentence < index and not r.shift]
        if not above:
            return None
        return _table_subject(context, above[-1].sentence, above[-1].start, categories)
    in_first = [m for m in context.mentions[index] if m.end <= first_cell_end and m.category in categories]
    if "model" in categories and _REPO_OWNER.match(text[row_start:first_cell_end].strip()):
        # A repository id is one name: "Qwen/QwQ-32B" is not Qwen, "…/DeepSeek-R1-Distill-Qwen-7B" is not DeepSeek-R1.
        in_first = [m for m in in_first if m.category != "model"]
    bracketed = _BRAND_AND_NAME.match(text, row_start, row_end) if "model" in categories else None
    if bracketed is not None:
        # "通义千问(Qwen-Max)", "Acme AI (Falcon-3)": a brand, then the model it sells in brackets; the bracketed
        # name is the product, and an unlisted one stays as written rather than taking a neighbour's model.
        inside = [m for m in in_first if m.category == "model" and m.start >= bracketed.start("name")]
        outside = [m for m in in_first if m.category == "model" and m.end <= bracketed.end("brand")]
        if inside:
            return inside[0]
        name = bracketed.group("name").strip()
        if not outside and _UNLISTED_NAME.match(name):
            table = _model_table()
            entry = table.lookup(name) if table is not None else None
            return Mention(bracketed.start("name"), bracketed.end("name"), name,
                           entry.id if entry else (table.canonical_id(name) if table else name), "model",
                           entry.provider if entry else (table.family_provider(name) if table else None))
    if in_first:
        return in_first[0]
    header_index = context.table_header_index.get(index)
    if "model" in categories and header_index is not None and row is not None and \
            (named := _model_column_subject(context, index, header_index, row)) is not None:
        return named
    if header_index is not None:
        column = text.count(" | ", row_start, position)
        header_start, header_end = context.prepared.sentences[header_index]
        shortfall = text.count(" | ", row_start, row_end) - text.count(" | ", header_start, header_end)
        if shortfall > 0:
            column -= shortfall  # a short header lacks cells on the left (see Table.column_label)
        cell_start = header_start if column >= 0 else None
        for _ in range(max(column, 0)):
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
            header_cell = text[cell_start:cell_end].strip()
            corner = text[header_start:text.find(" | ", header_start, header_end)].strip()
            row_label = text[row_start:first_cell_end].strip()
            if "model" in categories and corner in _EMPTY_CORNER and _MODEL_NAME_CELL.match(header_cell) and \
                    re.search(r"[A-Za-z]", header_cell) and re.search(r"\d", header_cell) and \
                    _NOT_MODEL_CELL.search(row_label) and not _NOT_MODEL_CELL.search(header_cell):
                # Names across the top over an empty corner, token types down the side ("- | Kestrel 2.1 |
                # Kestrel 3.0" over "Input / MTok | $1 | $3"): each column is a model, as written if unlisted.
                table = _model_table()
                entry = table.lookup(header_cell) if table is not None else None
                return Mention(cell_start, cell_end, header_cell,
                               entry.id if entry else (table.canonical_id(header_cell) if table else header_cell),
                               "model", entry.provider if entry else None)
            if "model" in categories and corner and _MODEL_CELL.match(header_cell) and _MODEL_COLUMN.search(corner) and \
                    not _MODEL_CELL.match(row_label) and not _NOT_MODEL_CELL.search(spelt_out_label(header_cell)):
                # Models across the top, labels down the side ("MODEL | deepseek-chat | deepseek-reasoner"):
                # an API id the registry does not list stays as written.
                table = _model_table()
                entry = table.lookup(header_cell) if table is not None else None
                return Mention(cell_start, cell_end, header_cell, entry.id if entry else header_cell.lower(), "model",
                               entry.provider if entry else None)
    table_model = context.tables.get(index)
    row = table_model.row(index) if table_model is not None else None
    header = context.table_header.get(index) or []
    model_column = next((column for column, label in enumerate(header) if column > 0 and _MODEL_HEADER.match(label)),
                        None) if "model" in categories else None
    if model_column is not None and row is not None and model_column < len(row.cells) and \
            not _MODEL_HEADER.match(header[0]) and not row.cells[model_column].empty:
        # "服务商 | 模型名称 | 输入价格": the model is named in its own column, not the first; a name the
        # registry lacks stays as written rather than borrowing a neighbouring row's.
        cell = row.cells[model_column]
        named = [m for m in context.mentions[index] if m.category == "model" and cell.start <= m.start and m.end <= cell.end]
        if named:
            return named[0]
        table = _model_table()
        entry = table.lookup(cell.text) if table is not None else None
        return Mention(cell.start, cell.end, cell.text, entry.id if entry else cell.text, "model",
                       entry.provider if entry else None)
    if "model" in categories:
        # "gemini-2.0-flash (deprecating)": a remark in brackets after the id is not part of it.
        cell = re.sub(r"\s*[(（][^()（）]{1,40}[)）]\s*$", "", text[row_start:first_cell_end].strip())
        cell = _REPO_OWNER.sub("", cell)
        header = context.table_header.get(index) or [""]
        seller = next((m for m in context.mentions[index] if m.category == "organization" and
                       text[row_start:m.start].strip() == "" and m.end < first_cell_end), None)
        if seller is not None and cell.startswith(seller.surface) and \
                _MODEL_CELL.match(cell[len(seller.surface):].strip()):
            # "OpenAI text-embedding-3-small" under "Provider / model": the seller's name, then the model's id
            cell = cell[len(seller.surface):].strip()
        # A digit, or a column headed "Model", tells a model id from a row label such as "on-demand".
        headed_model = bool(_MODEL_HEADER.match(header[0]))
        if (_MODEL_CELL.match(cell) and _MODEL_COLUMN.search(header[0].strip()) and (
                re.search(r"\d", cell) or headed_model)) or (
                headed_model and _MODEL_NAME_CELL.match(cell) and (
                    not _NOT_MODEL_CELL.search(cell) or
                    # "M2.5 Standard" under "Variant": a versioned name and its tier word
                    re.fullmatch(r"[A-Za-z][\w.-]*\d[\w.-]*\s+(?:standard|batch|turbo|lite|pro)", cell, re.I))):
            # Under a "Model" column a name the registry lacks ("Opus 4.8") is the row's model as written,
            # never the model of a neighbouring row.
            table = _model_table()
            name = table.canonical_id(cell) if table is not None else cell.lower()
            # a dated snapshot of a listed model ("gpt-4o-2024-08-06") keeps its date, as written, and its maker
            entry = table.lookup(cell) or table.lookup(_SNAPSHOT_SUFFIX.sub("", cell)) if table is not None else None
            return Mention(row_start, first_cell_end, cell, name, "model", entry.provider if entry else None)
    if "model" in categories and row is not None:
        # "Acme | acme/falcon-3-mini 128K | $1 | $2": an endpoint's hub id in a later cell names the row's model,
        # as written after its owner; never a model borrowed from the prose around the table.
        for cell in row.cells[1:]:
            hub = _HUB_ID.search(cell.text)
            if hub is not None and not re.search(r"[$€£¥￥]\s?\d", cell.text):
                name = hub.group("name")
                table = _model_table()
                entry = table.lookup(name) if table is not None else None
                header = context.table_header.get(index) or [""]
                # under a "Provider" column the first cell is who sells this endpoint
                seller = row.cells[0].text if _PROVIDER_COLUMN.match(header[0]) and not row.cells[0].empty else None
                return Mention(cell.start + hub.start("name"), cell.start + hub.end("name"), name,
                               entry.id if entry else (table.canonical_id(name) if table else name), "model",
                               seller or (entry.provider if entry else (table.family_provider(name) if table else None)))
    if categories == ("hardware",) and row is not None:
        # "| Lambda Labs | H100 | 80GB | $2.99 |" under "Provider | GPU | …": the one chip another cell of the row names
        # is what the row prices, never a family named in the prose above the table
        in_row = {m.name: m for m in context.mentions[index] if m.category == "hardware"
                  and m.hardware_kind not in ("family",)}
        if len(in_row) == 1:
            return next(iter(in_row.values()))
    if table_model is not None:
        # "Gemini 2.5 Pro Pricing" over a table whose rows name no model: the title line above names it.
        for back in table_model.above_sentences:
            if not is_heading(context.sentence(back)):
                continue
            named = [m for m in context.mentions[back] if m.category in categories]
            if named:
                return named[0]
    return None


_COMMITMENT = re.compile(r"(?P<n>\d|one|three|1|3)[- ](?:yr|year)s?[- ]?(?P<kind>reserved|reservation|commit(?:ment|ted)?|term)"
                         r"|(?P<kind2>reserved|committed)\s*(?:\(|,)?\s*(?P<n2>\d)[- ]?(?:yr|year)"
                         # "包3年", "3年期预留", "三年合约": a Chinese column of an N-year term
                         r"|包\s?(?P<n3>[1-5一二两三五])\s?年|(?P<n4>[1-5一二两三五])\s?年期?\s?(?:预留|預留|承诺|承諾|合约|合約|包)", re.I)


# "（不含缓存优惠、不含批量折扣）", "excluding batch discounts": a condition the label says the prices are not under
_NEGATED_CONDITION = re.compile(r"(?:不含|不包括|不包含|不计|未含|\bexcluding\b|\bexcludes?\b|\bexcl\.|\bnot\s+including\b|"
                                r"\bwithout\b)\s*[^，,；;。、)）]{0,16}", re.I)


def _column_condition(column_header: str) -> str | None:
    column_header = _NEGATED_CONDITION.sub(" ", column_header)
    # A column's commitment keeps its term ("1-yr reserved", "3-year commitment" → reserved-1y, reserved-3y), read
    # before the bare word.
    commitment = _COMMITMENT.search(column_header)
    if commitment:
        written = next(commitment.group(g) for g in ("n", "n2", "n3", "n4") if commitment.group(g))
        years = {"one": "1", "three": "3", "一": "1", "二": "2", "两": "2", "三": "3", "五": "5"}.get(written.lower(), written)
        return f"reserved-{years}y"  # a commitment of N years is a reservation of N years (CONVENTIONS.md)
    for name, regex in _CONDITIONS:
        if regex.search(column_header):
            # "标准时段" (the standard hours of a page that also prices the night) marks the standard price
            return None if name == "standard hours" else name
    if re.search(r"\bspot\b|竞价", column_header, re.I):
        return "spot"
    long_context = _long_context(column_header, "", "")
    if long_context:
        return long_context
    # ("| 模型 | 上月 | 本月 | 变化 |", "| Model | Last week | This week |": a tracker's earlier period)
    if re.search(r"\bprevious\b|\bformer\b|\bold\s+price|\bbefore\b|\buntil\b|原价|此前|之前|调整前|降价前|"
                 r"^\W*(?:last|prior|previous)\s+(?:week|month|quarter|year)\W*$|^\W*(?:上月|上周|上週|上个月|上個月|上季度?|去年)\W*$",
                 column_header, re.I):
        return "previous"
    return None


# A table row summing up the rows above ("| Median | …", "| Average | …", "| Median (14) | …")
SUMMARY_ROW = re.compile(r"\s*\**\s*(?:median|average|avg\.?|mean|中位数|中位數|平均(?:值|价|價)?)\s*(?:[(（][^()（）]{0,20}[)）])?"
                         r"\s*\**\s*", re.I)


# Labels of the columns of a change ("降价前 | 降价后", "Before | After", "原价 | 现价")
_BEFORE_LABEL = re.compile(r"降价前|降價前|调价前|調價前|调整前|調整前|原价|原價|\bbefore\b|\bold\b|\bprevious\b|\bwas\b", re.I)
_AFTER_LABEL = re.compile(r"降价后|降價後|调价后|調價後|调整后|調整後|现价|現價|\bafter\b|\bnew\b|\bnow\b|\bcurrent\b", re.I)


def unplaced_change_column(table, index: int, column: int) -> bool:
    """Whether ``table`` labels its columns before and after a change in a row of labels of its own ("降价前 | 降价后
    | 降价前 | 降价后" under spanning "输入价格 | 输出价格" headers, their spans lost), while the label of ``column`` in row
    ``index`` says neither: which side an amount there is, the reader cannot tell."""
    label = table.column_label(index, column) or ""
    if _BEFORE_LABEL.search(label) or _AFTER_LABEL.search(label):
        return False
    if (labelled := getattr(table, "_change_label_row", None)) is None:
        labelled = any(len(texts) >= 2 and not any(re.search(r"\d", text) for text in texts) and
                       any(_BEFORE_LABEL.fullmatch(text) for text in texts) and any(_AFTER_LABEL.fullmatch(text) for text in texts)
                       for row in table.rows
                       for texts in [[cell.text.strip() for cell in row.cells if cell.text.strip() not in ("", "-")]])
        table._change_label_row = labelled   # (read once a table: every price cell of it asks)
    return labelled


# "[0, 32K]", "(32K, 128K]": an interval of prompt lengths in thousands of tokens.
_BAND_INTERVAL = r"\s*[\[(（]\s*\d+\s?[KkM]?\s*[,，~-]\s*\d+\s?[KkM]?\s*[\])）］]"
# "≤ 200K input tokens", "> 128K-token prompts": a prompt-length tier, whose token word names no token type.
_TIER_PHRASE = re.compile(r"(?:\bprompts?\s+(?:(?:length|size)s?\s+)?)?"  # "Prompts up to 128K tokens": prompt length
                          r"(?:[≤<>≥＞]|<=|>=|\b(?:up\s+to|over|above|under|below|beyond|more\s+than|exceeding|longer\s+than)|"
                          r"超过)\s*"
                          r"\d+(?:\.\d+)?\s?[KkM]\b(?:[-\s]*(?:input|prompt|context)s?)?(?:[-\s]*tokens?)?"
                          r"(?:\s*(?:input|prompt|context)s?\b)?"
                          r"|\d+\s?[KkM]\s*[-–~]\s*\d+\s?[KkM](?:[-\s]*(?:input|prompt|context)s?)?(?:[-\s]*tokens?)?"
                          r"(?:\s*(?:input|prompt|context)s?\b)?"
                          # "输入长度 (32K, 128K]": the length of the input names a tier, not input prices
                          r"|" + LENGTH_WORD + r"(?:" + _BAND_INTERVAL + r")?"
                          # "0<输入≤128K", "128K<输入≤256K": the prompt's length between two bounds
                          r"|\d+(?:\.\d+)?\s?[KkM]?\s*(?:<|<=|≤)\s*(?:输入|input|prompt|上下文|context)\s*(?:<|<=|≤)\s*\d+(?:\.\d+)?\s?[KkM]\b", re.I)
# A band of prompt lengths written with its length word: "输入长度 (32K, 128K]", "Input length [0, 32K]", "上下文长度 ≤ 32K".
_LENGTH_BAND = re.compile(LENGTH_WORD + r"(?:" + _BAND_INTERVAL + r"|\s*(?:[≤<>≥＞]|<=|>=)\s*\d+\s?[KkM])"
                          # "输入（32K<长度≤128K）": the bare length word between its two bounds
                          r"|\d+\s?[KkM]?\s*(?:[<≤]|<=)\s*(?:长度|長度|length)\s*(?:[<≤]|<=)\s*\d+\s?[KkM]", re.I)
_STANDARD_LABEL = re.compile(r"\bstandard\b|\bon[- ]demand\b|\bregular\b|标准|按需", re.I)
_FLEX_LABEL = re.compile(r"^\s*flex(?:\s+(?:tier|processing))?\s*$", re.I)  # a "Flex" processing-tier row
_PRIORITY_LABEL = re.compile(r"^\s*priority(?:\s+(?:tier|processing))?\s*$", re.I)  # a "Priority" tier row
_CACHE_WRITE_LABEL = re.compile(r"cach(?:e|ing)[\s—–:-]*(?:writes?|creation|创建|写入)|write\s+to\s+(?:the\s+)?cache|"
                                r"缓存(?:写入|创建)|写入缓存|创建\s*cache|" + CACHE_LIFETIME_WRITE_LABEL, re.I)


def _table_condition(context: DocumentContext, index: int, column_header: str | None, cells: list[str],
                     money_columns: set) -> str | None:
    """The condition a table states for a price cell: its column label, its row label, the section row
    above it ("Batch API"), or the heading right above the table ("Off-peak discounts") when the columns
    do not already tell conditions apart."""
    # The row's label is what stands left of its first amount; cells after the amounts are remarks
    # ("Previous flagship") that qualify the model, not its prices.
    first_amount = min(money_columns, default=len(cells))
    cells = [c.replace("_", " ") for c in cells]   # ("reserved_1y", "on_demand" as a CSV's cells)
    row_label = " ".join(c for i, c in enumerate(cells) if i < first_amount and i not in money_columns)
    first_label = (context.table_header.get(index) or [""])[0]
    if re.fullmatch(r"\s*" + LENGTH_WORD + r"\s*", first_label, re.I):
        row_label = f"{first_label} {row_label}"  # "(32K, 128K]" under "输入长度": a band of the input's length
    # (a tier named in a cell of its own, "gpt-4.1 | Priority | $3.50 | …", names it for every amount of the row)
    label_cells = [c for i, c in enumerate(cells) if i < first_amount and i not in money_columns]
    # (a key-like header names its words with underscores: "batch_input_usd_per_1m")
    found = _label_condition((column_header or "").replace("_", " "), row_label, label_cells)
    if found is not None and not found.startswith("long-context"):
        # "Output [Batch]" in a row "Input length (128, 256]": the column's condition within the row's tier
        tier = _long_context(row_label, "", "")
        if tier is not None:
            return f"{found} {tier}"
    if found is not None and found.startswith("long-context") and column_header and _long_context(column_header, "", ""):
        # "输出（思考模式）" across a "128K<输入≤256K" column: the row's own condition within the column's tier
        row_found = _label_condition("", row_label, label_cells)
        if row_found is not None and not row_found.startswith("long-context"):
            return f"{row_found}, {found}"
    if found is not None:
        return found
    return _table_condition_around(context, index, cells, money_columns, first_amount)


def _label_condition(column_header: str, row_label: str, label_cells: list[str] = ()) -> str | None:
    """The condition a column label, else a row label (whole, then each of its cells), names."""
    for label in (column_header, row_label, *(label_cells if len(label_cells) > 1 else ())):
        if _CACHE_WRITE_LABEL.search(label):
            # "1h Cache Writes" next to "5m Cache Writes": the one-hour cache is billed at its own rate
            return "cache write 1h" if re.search(r"\b1\s?(?:h|hr|hour)\b|\b1-hour|one[- ]hour|1\s?小时", label, re.I) \
                else "cache write"
        if _FLEX_LABEL.search(label):
            return "flex"
        if _PRIORITY_LABEL.search(label):
            return "priority"
        if (found := _column_condition(label)) is not None:
            return found
    return None


def _table_condition_around(context: DocumentContext, index: int, cells: list[str], money_columns: set,
                            first_amount: int) -> str | None:
    """The condition stated around a price cell: remarks after the amounts, the section row, the heading."""
    remarks = " ".join(c for i, c in enumerate(cells) if i > first_amount and i not in money_columns)
    if (found := _long_context(remarks, "", "")) is not None:
        return found
    for cell in (c for i, c in enumerate(cells) if i > first_amount and i not in money_columns):
        # a purchase mode in a cell of its own after the amounts ("…, 2.45, 19.60, reserved_1y, eu-west")
        if re.fullmatch(r"\s*(?:spot|preemptible|interruptible|reserved(?:\s?\d{1,2}\s?(?:y|yr|years?|m|months?))?|"
                        r"committed(?:\s?\d{1,2}\s?(?:y|yr|years?))?)\s*", cell, re.I):
            return "spot" if re.match(r"\s*(?:spot|pre|int)", cell, re.I) else reserved_term(cell)
    table = context.tables.get(index)
    if table is None:
        return None
    header = context.table_header.get(index) or []
    if any(_column_condition(label) or _STANDARD_LABEL.search(label) for label in header):
        return None
    if any(_column_condition(row.cells[0].text) for row in table.body_rows()):
        return None  # the rows name their own conditions ("Batch input" under "Input"): the heading names none
    for label in (table.sections.get(index), table.heading):
        if label and (found := _column_condition(label)) is not None and found != "previous":
            return found
    if table.heading is None or _DISCOUNTED_LEAD_IN.search(table.heading):
        # "Off-peak discount windows" heading the section, "Discounted rates include:" right above its table
        found = _section_heading_condition(context, table)
        if found is not None:
            return found
    for back in table.above_sentences[:2]:
        # "Prices reflect the cheapest spot price available": the caption says what every price of the table is.
        caption = context.sentence(back)
        if _SPOT_CAPTION.search(caption) and not re.search(r"on[- ]demand|reserved|committed|按需", caption, re.I):
            return "spot"
    return None


_DISCOUNTED_LEAD_IN = re.compile(r"\bdiscount(?:ed)?\s+(?:rates?|prices?|pricing)\b|优惠(?:价格|价)", re.I)
_SECTION_REACH = 10


def _section_heading_condition(context: DocumentContext, table: Table) -> str | None:
    """The condition named by the heading of the section a table opens ("3. Off-peak discount windows" a few
    lines above, with only prose and list lines between): ``None`` when another table or no heading comes first."""
    for back in range(table.first_sentence - 1, max(-1, table.first_sentence - _SECTION_REACH), -1):
        if context.tables.get(back) is not None:
            return None  # the section's first table was another one
        start, end = context.prepared.sentences[back]
        line = context.prepared.text[start:end].strip()
        text = context.prepared.text
        at_line_start = bool(re.fullmatch(r"\s*(?:\d{1,2}[.)]|#{1,6})?\s*", text[text.rfind("\n", 0, start) + 1:start]))
        if not at_line_start or len(line) > 80 or re.search(r"[.!?。！？:：;；,，%]$|[%:：]|^[-*•·]|^[-–—]?$", line):
            continue  # prose, a list item or a lead-in line
        found = _column_condition(line)
        return found if found not in (None, "previous") else None
    return None


_SPOT_CAPTION = re.compile(r"\b(?:prices?|rates?|pricing|figures)\b[^.;!?]{0,40}\bspot\b|\bspot\s+(?:prices?|rates?|pricing)\b"
                           r"[^.;!?]{0,30}\b(?:shown|listed|used|throughout|below|above|in\s+(?:the|this)\s+table)\b|"
                           r"(?:价格|报价)[^。；]{0,12}竞价", re.I)


_BENCHMARK_COLUMN = re.compile(r"^\s*(?:models?|benchmarks?|workloads?|tests?|模型|基准)\s*$", re.I)
_SYSTEM_COLUMN = re.compile(r"^\s*(?:system(?:\s+name)?|系统(?:名称)?|providers?|hosts?|endpoints?|服务商)\b", re.I)
_ACCELERATOR_COLUMN = re.compile(r"^\s*(?:accelerators?(?:\s+(?:type|model|name))?|gpu(?:\s+(?:type|model))?|"
                                 r"加速卡|加速器)\s*$", re.I)
# "TP Size": the tensor-parallel degree, the number of accelerators one model instance ran on.
_ACCELERATOR_COUNT_COLUMN = re.compile(r"\bTP\s*(?:size|degree)\b|tensor[\s-]parallel(?:ism)?\s*(?:size|degree)?|"
                                       r"#\s*(?:of\s+)?(?:accelerators|gpus?|chips|hpus?|npus?|tpus?)|(?:accelerators?|gpus?|chips?)\s*"
                                       r"(?:count|#|per\s+(?:system|node))|(?:number|no\.?)\s+of\s+(?:accelerators|gpus)|"
                                       r"^\s*(?:accelerators|gpus)\s*$|卡数|加速卡数", re.I)


# Key/value rows of a system-details table ("accelerator_model_name | NVIDIA GB300", "accelerators_per_node | 4").
_ACCELERATOR_KEY = re.compile(r"^\s*(?:accelerator[_ ]model[_ ]name|accelerator(?:[_ ]model)?|加速卡型号)\s*$", re.I)
_ACCELERATORS_PER_NODE_KEY = re.compile(r"^\s*(?:accelerators[_ ]per[_ ]node|number[_ ]of[_ ]accelerators)\s*$", re.I)
_NODES_KEY = re.compile(r"^\s*(?:number[_ ]of[_ ]nodes|nodes)\s*$", re.I)
_SYSTEM_KEY = re.compile(r"^\s*(?:system(?:[_ ]name)?|系统)\s*$", re.I)
# A key: value line of a results page, bulleted or in bold ("- Accelerators per node: 8", "**System:** HC-9400 (…)").
_DETAIL_LINE = re.compile(r"^\s*(?:[-*•·]\s+)?(?:\*\*)?(?P<key>[A-Za-z\u4e00-\u9fff][A-Za-z\u4e00-\u9fff _/]{1,40}?)"
                          r"(?:\*\*)?\s*[:：]\s*(?:\*\*)?\s*(?P<value>\S.{0,160})$")
# "NVIDIA - (72x GB300-288GB_aarch64, TensorRT)": the system's accelerator count in its title.
_TITLE_COUNT = re.compile(r"\((?P<n>\d{1,5})\s?[x×]\s?[A-Za-z]")


def _chip_name(mention: Mention) -> str:
    """The accelerator a hardware mention names: a system's chip ("GB300 NVL72" → NVIDIA GB300), else itself; a
    system whose parent is only its family ("Jetson AGX Orin" of Ampere) is its own accelerator."""
    if mention.hardware_kind == "system" and mention.parent:
        parent = _hardware_registry().get(mention.parent)
        if parent is None or parent.kind != "family":
            return mention.parent
    return mention.name


def _system_details(context: DocumentContext, table: Table) -> dict:
    """Accelerator and accelerator count of the one system a results page describes, from its key/value
    detail tables and the title line above them; nothing when the page describes several systems."""
    if "system" in table.facts:
        return table.facts["system"]
    table.facts["system"] = found = {}
    per_node = nodes = None
    seen: set[int] = set()
    for other in context.tables.values():
        if id(other) in seen:
            continue
        seen.add(id(other))
        for row in other.rows:
            if len(row.cells) != 2 or row.cells[1].empty:
                continue
            key, value = row.cells
            if _ACCELERATOR_KEY.match(key.text) and "accelerator" not in found:
                chips = [m for m in context.mentions[row.sentence] if m.category == "hardware" and
                         value.start <= m.start and m.end <= value.end]
                if chips:
                    found["accelerator"] = _chip_name(chips[0])
            elif _ACCELERATORS_PER_NODE_KEY.match(key.text) and value.text.isdigit():
                per_node = int(value.text)
            elif _NODES_KEY.match(key.text) and value.text.isdigit():
                nodes = int(value.text)
    title_count = None
    if "accelerator" not in found:
        # "**System:** HC-9400 (8x NVIDIA H200-SXM-141GB, TensorRT-LLM)", "<li>Accelerator: AMD Instinct MI325X</li>":
        # the same details written as key: value lines above the table
        for back in range(max(0, table.first_sentence - 12), table.first_sentence):
            line = context.sentence(back)
            detail = _DETAIL_LINE.match(line)
            if detail is None or back in context.tables:
                continue
            key, value_start = detail.group("key").strip(), context.prepared.sentences[back][0] + detail.start("value")
            chips = [m for m in context.mentions[back] if m.category == "hardware" and m.start >= value_start]
            if (_ACCELERATOR_KEY.match(key) or _SYSTEM_KEY.match(key)) and chips and "accelerator" not in found:
                found["accelerator"] = _chip_name(chips[0])
                if _SYSTEM_KEY.match(key) and (count := _TITLE_COUNT.search(detail.group("value"))) is not None:
                    title_count = int(count.group("n"))
            elif _ACCELERATORS_PER_NODE_KEY.match(key) and detail.group("value").strip().isdigit():
                per_node = int(detail.group("value").strip())
            elif _NODES_KEY.match(key) and detail.group("value").strip().isdigit():
                nodes = int(detail.group("value").strip())
    if "accelerator" not in found:
        found.clear()
        return found
    if title_count is not None:
        found["accelerator_count"] = title_count
        return found
    for back in range(table.first_sentence - 1, -1, -1):
        if (title := _TITLE_COUNT.search(context.sentence(back))) is not None:
            found["accelerator_count"] = int(title.group("n"))
            break
    else:
        if per_node:
            found["accelerator_count"] = per_node * (nodes or 1)
    return found


def _table_result_fields(context: DocumentContext, index: int, rate: RateMention) -> dict:
    """What a results table says about a result cell: the benchmark of its column label ("llama2-70b-99
    Offline Tokens/s"; the scenario is read from the same label by the results rules), and the system,
    accelerator and accelerator count in its row's columns of those names."""
    table = context.tables.get(index)
    if table is None or index not in table.headers:
        return {}
    row = table.row(index)
    cell = row.cell_at(context.prepared.sentences[index][0] + rate.start) if row else None
    if cell is None:
        return {}
    found: dict = {}
    label = table.column_label(index, cell.column) or ""
    named = [m for m in _find_mentions(label, 0, hardware=False) if m.category == "benchmark"]
    if named:
        found["benchmark"] = named[0].name
    header = table.headers[index][0]
    # A continuation row's labels are in the row it continues: a row span flattened, or written as blank
    # first cells ("- | - | 128, 2048 | 826.72" under "LLaMA v3 70B | 1 | 128, 128 | 3197.73").
    label_row = row
    if row.shift or row.cells[0].empty:
        earlier = [r for r in table.rows if r.role == "body" and r.sentence < index and not r.shift
                   and not r.cells[0].empty]
        label_row = earlier[-1] if earlier else row
    if "benchmark" not in found and header and _BENCHMARK_COLUMN.search(header[0]):
        # The first column names the test. A name that is not a known test gives no benchmark rather than a
        # neighbouring row's.
        first = label_row.cells[0]
        named = [m for m in context.mentions[label_row.sentence] if m.category in ("benchmark", "model")
                 and first.start <= m.start and m.end <= first.end]
        benchmarks = [m for m in named if m.category == "benchmark"]
        # a known test first, else the cell's model name with its size as written ("Gemma 2 9B" → gemma2-9b),
        # else a model named in it
        found["benchmark"] = benchmarks[0].name if benchmarks else \
            _written_workload(first.text) if _SIZED_MODEL.match(first.text) else \
            _workload_name(named[0], context.prepared.text) if named else None
    found.update(_system_details(context, table))  # a copy: the table keeps its own
    if (column_chip := _column_chip(context, index, cell.start)) is not None:
        # the chip a column is named for outranks the systems the page lists around the table
        found["accelerator"] = column_chip
    if "accelerator" not in found and rate.per == "GPU" and cell.column > 0 and \
            (system_chip := _column_chip(context, index, row.cells[cell.column - 1].start)) is not None:
        found["accelerator"] = system_chip   # "| System (8x B200) | Per GPU |": one of the system's chips
    if "accelerator_count" not in found and rate.per != "GPU" and (count := re.search(
            r"(?<![\w.])(\d{1,4})\s?[x×]\s?(?=[A-Z]|\d{3}(?!\d*\s*[x×]))", label)) is not None and \
            _column_chip(context, index, cell.start):
        # "System (8x B200)", "2x910B2(64GB)": the chips the column's system holds
        found["accelerator_count"] = int(count.group(1))
    if "accelerator" not in found:
        # "Large Language Models for Throughput with Intel Gaudi 3 Accelerator" over the table.
        for back in table.above_sentences:
            chips = [m for m in context.mentions[back] if m.category == "hardware" and m.hardware_kind != "family"]
            if chips and is_heading(context.sentence(back)):
                found["accelerator"] = _chip_name(chips[0])
                break
    for pattern, name in ((_SYSTEM_COLUMN, "system"), (_ACCELERATOR_COLUMN, "accelerator"),
                          (_ACCELERATOR_COUNT_COLUMN, "accelerator_count")):
        column = table.column_of(index, pattern.search)
        if column is None or column == cell.column:
            continue
        value = row.cells[column]
        if value.empty and label_row is not row and not row.shift and len(label_row.cells) == len(row.cells):
            value = label_row.cells[column]
        if value.empty:
            continue
        if name == "accelerator_count":
            digits = value.text.replace(",", "")
            if re.fullmatch(r"\d{1,6}", digits) and int(digits) > 0:
                found[name] = int(digits)
        elif name == "accelerator":
            chips = [m for m in context.mentions[label_row.sentence if value not in row.cells else index]
                     if m.category == "hardware" and value.start <= m.start and m.end <= value.end]
            if chips:
                found[name] = _chip_name(chips[0])
            else:
                found[name] = value.text
        else:
            found[name] = value.text
    if "accelerator_count" not in found and (count := _parallel_width(table, index, row, cell)) is not None:
        # "H200 TP1 (FP8)", or a "TP Size | 1 | 1" row over the figures: the GPUs one column's model was split over
        found["accelerator_count"] = count
    if "accelerator_count" not in found and (chip_column := table.column_of(index, _ACCELERATOR_COLUMN.search)) is not None:
        # "Accelerator | # | Benchmark": a bare count column right after the accelerator's
        count_label = table.column_label(index, chip_column + 1)
        if count_label is not None and _BARE_COUNT_LABEL.match(count_label) and chip_column + 1 < len(row.cells) and \
                chip_column + 1 != cell.column:
            digits = row.cells[chip_column + 1].text.replace(",", "")
            if re.fullmatch(r"\d{1,6}", digits) and int(digits) > 0:
                found["accelerator_count"] = int(digits)
    return found


_TP_IN_LABEL = re.compile(r"\bTP\s?(?P<tp>\d{1,3})(?:\s*(?:x|×|\s|,)?\s*PP\s?(?P<pp>\d{1,3}))?\b")
# A row of a chip's specifications, named by the measure alone ("TFLOPS (FP8)", "Peak Memory Bandwidth", "显存")
# (a Chinese measure opens the label: "北辰算力", a provider's name, ends in one)
_PER_WATT_LABEL = re.compile(r"\bper\s*watt\b|/\s*W(?:att)?\b|每瓦|/\s*瓦", re.I)
_SPEC_ROW_LABEL = re.compile(r"^(?:[^\d|]{0,80}(?<![A-Za-z])(?:[TPG]?FLOPS|[TP]?OPS|memory|bandwidth|TDP|power|clock|cores?|interconnect|"
                             r"NVLink|HBM\w*)(?![A-Za-z])|\s*(?:峰值|理论|單卡|单卡)?\s*(?:显存|顯存|带宽|帶寬|算力|功耗|内存|記憶體|频率|頻率))"
                             r"[^\d|]*(?:[(（][^()（）]*[)）])?\s*$", re.I)
_TP_ROW_LABEL = re.compile(r"^\s*(?:TP(?:\s+size)?|tensor[- ]parallel(?:ism|\s+size)?|#\s?GPUs?|GPU\s+count)\s*[:：]?\s*$", re.I)


def _parallel_width(table, index: int, row, cell) -> int | None:
    """The GPUs one column's runs were split over: "TP1"/"TP2 PP2" in the column's label, or the column's cell of a
    "TP Size" row above the row; ``None`` when neither is stated."""
    label = table.column_label(index, cell.column) or ""
    if (counted := _GPU_COUNT_LABEL.match(label)) is not None:
        return int(counted.group("n"))   # "**4 GPUs** TP2,PP2 (FP4)": the count the label states
    if (found := _TP_IN_LABEL.search(label)) is not None:
        return int(found.group("tp")) * int(found.group("pp") or 1)
    for other in table.rows:
        if other.sentence >= index:
            break
        if other.cells and _TP_ROW_LABEL.match(other.cells[0].text) and len(other.cells) == len(row.cells) and \
                re.fullmatch(r"\s*\d{1,3}\s*", other.cells[cell.column].text):
            return int(other.cells[cell.column].text)
    return None


_BARE_COUNT_LABEL = re.compile(r"^\s*(?:#|n|no\.|count|qty|数量|个数|张数)\s*$", re.I)


# A column of multiples against one row or one named thing ("vs Groq": "5.7x slower"; "Relative Value":
# "0.76×" with "1.0× (baseline)" on the reference row).
_RELATIVE_CELL = re.compile(r"^\s*(?:up\s+to\s+|最高\s*)?[~≈]?\s*\d+(?:\.\d+)?\s*[x×]\s*(?:(?:slower|faster|cheaper|more\s+expensive|"
                            r"lower|higher|better|worse)\b.*)?$", re.I)
_SIGNED_PERCENT_CELL = re.compile(r"^\s*[+−-]\s*\d+(?:\.\d+)?\s*%\s*(?:[(（][^()（）]{1,30}[)）])?\s*$")
# "vs Groq", "Perf per dollar vs B200", "Throughput (relative to H100)": what the column's multiples are of, and of what
_VERSUS_LABEL = re.compile(r"^\s*(?P<what>[^()|]{0,40}?)\s*\(?\s*(?<![\w])(?:vs\.?|versus|relative\s+to|compared\s+(?:to|with)|对比|相比|"
                           r"相对于?)\s*(?P<name>\S[^()]{0,40}?)\s*\)?\s*$", re.I)
# "vLLM/SGL Gap %", "A vs B diff (%)": a column of the first's signed difference from the second
_PAIR_GAP_LABEL = re.compile(r"^\s*(?P<subject>[A-Za-z][\w.+-]{0,24}?)\s*(?:/|\s(?:vs\.?|versus)\s)\s*"
                             r"(?P<baseline>[A-Za-z][\w.+-]{0,24}?)\s+(?:gap|diff(?:erence)?|delta|Δ)\s*(?:\(\s*%\s*\)|%)?\s*$",
                             re.I)
# "Relative throughput (H100 = 1.0)": a column of multiples of what the bracket sets to one
# (not a run's setting: "RTX 3090 (tok/s, bs=1)" is a rate measured at batch size 1)
_NORMALISED_TO_LABEL = re.compile(r"^\s*(?P<what>[^()|=]{0,40}?)\s*[(（]\s*(?!(?:bs|batch(?:[\s_-]?size)?|concurrency|c|tp|pp|n)\s*=)"
                                  r"(?P<name>[^()（）=|,，]{1,30}?)\s*=\s*(?:1(?:\.0+)?\s*[x×]?|100\s?%)"
                                  r"\s*[)）]\s*$", re.I)
# (a name may lead it: "vLLM Speedup" over "| 1,845 | 1,623 | 1.14x |")
# A speed-up label naming the two its quotient divides ("加速比（ORT/PyTorch）")
_QUOTIENT_NAMED_LABEL = re.compile(r"[(（][^()（）/]{1,30}/[^()（）/]{1,30}[)）]\s*$")
# ("5090 Speedup": the card the column's quotient is of, named by its number)
_SPEEDUP_LABEL = re.compile(r"^\s*(?:[A-Za-z][\w./+-]{0,20}\s+|\d{3,4}[A-Za-z]{0,3}\s+|最大|最高|平均|整体|端到端|吞吐|生成|解码|预填充|推理|首字|"
                            # ("FP16 CUDA加速比": the variant and the device written before the Chinese word)
                            r"(?:[A-Za-z][\w./+-]{0,20}\s?){1,3}(?=加速比))?"
                            r"(?:speed[- ]?up|uplift|gain|improvement|提升(?:幅度|倍数)?|加速比|性能提升倍数)(?:\s+(?:ratio|factor))?"
                            # ("Speedup (%)" over "+58.0%": a gain written as a percent; "Perf Gain (X)" over "1.37";
                            # "加速比（ORT/PyTorch）": the two the quotient divides)
                            r"\s*(?:[(（]\s*(?:%|x|×)\s*[)）]|%|[(（][^()（）/]{1,30}/[^()（）/]{1,30}[)）])?\s*$",
                            re.I)
# A column of the signed change between two figures of the row, named for no measure ("差异", "Diff", "Change")
_DIFFERENCE_LABEL = re.compile(r"^\s*(?:差异|差距|变化|增幅|diff(?:erence)?|delta|Δ|change)\s*(?:[(（]\s*%\s*[)）]|%)?\s*$", re.I)
# A column of the quotient of two figures in the row, named for no measure ("Range", "Spread", "Ratio")
_RATIO_LABEL = re.compile(r"^\s*(?:range|spread|ratio|price\s+ratio|cost\s+ratio|markup|multiple|价差倍数|倍数|差距)\s*$", re.I)
_PRICE_COLUMN = re.compile(r"\b(?:price|cost|rate)\b|价格|单价|费用|成本", re.I)
_REFERENCE_CELL = re.compile(r"^\s*1(?:\.0+)?\s*[x×]\s*(?:\(?\s*(?:baseline|reference|基准)\s*\)?)?\s*$", re.I)


# A column of the reference a speed-up is measured against ("Without MTP", "w/o spec decode", "Baseline", "原始")
_REFERENCE_LABEL = re.compile(r"^\s*(?:without|w/o|no|baseline|before|original|reference|不开启|未开启|关闭|原始|基线)\b", re.I)
_TIME_COLUMN = re.compile(r"\b(?:latency|latencies|time|TTFT|TPOT)\b|\((?:ms|s|sec|seconds|milliseconds)\)|延迟|时延|耗时", re.I)


def _reference_row(table, row, column: int):
    """The other body row holding a bare "1" (or "1x") in ``column``: the baseline a column of speed-ups is measured
    against ("| HuggingFace | bf16 | 1 | 0.12 | 60.45 | 1 | 1 |" over the rows of the methods sped up), or ``None``."""
    found = [other for other in table.body_rows() if other is not row and len(other.cells) > column
             and re.fullmatch(r"\s*(?:\*\*)?1(?:\.0+)?\s*[x×]?\s*(?:\*\*)?\s*", other.cells[column].text)]
    return found[0] if len(found) == 1 else None


def bare_speedup_cells(context: DocumentContext, index: int) -> list[tuple[int, int, Decimal]]:
    """(start, end, multiple) in the document of the bare figures of a speed-up column ("| 最大加速比 |" over "| 2.48 |",
    no "x") that are the quotient of two figures of their row: written without the sign, still a multiple."""
    table = context.tables.get(index)
    row = table.row(index) if table is not None else None
    if row is None:
        return []
    found = []
    for cell in row.cells:
        label = table.column_label(index, cell.column) or ""
        bare = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*", _plain_cell(cell.text)) if cell.column >= 1 and not cell.empty else None
        if bare is not None and Decimal(0) < Decimal(bare.group(1)) <= Decimal(1000) and Decimal(bare.group(1)) != 1 and (
                # "| Relative throughput (H100 = 1.0) |" over "| 8x H200 | 13,850 | 1.41 |": a multiple of what the label
                # sets to one, written bare
                _NORMALISED_TO_LABEL.match(label) or
                # "| Perf per watt vs H100 |" over "| H100 | … | 1.00 |" and "| H200 | … | 1.21 |": bare multiples of the
                # reference row the label names
                ((versus := _VERSUS_LABEL.match(label)) is not None and _LABEL_METRIC_WORD.search(versus.group("what") or "")
                 and any(len(other.cells) > cell.column and other.cells and
                         re.fullmatch(r"\s*1(?:\.0+)?\s*", _plain_cell(other.cells[cell.column].text)) and
                         versus.group("name").strip().lower() in _plain_cell(other.cells[0].text).lower()
                         for other in table.body_rows() if other is not row))):
            start = cell.start + cell.text.find(bare.group(1))
            found.append((start, start + len(bare.group(1)), Decimal(bare.group(1))))
            continue
        if cell.column < 2 or cell.empty or not _SPEEDUP_LABEL.match(label):
            continue
        figure = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*", cell.text)
        if figure is None and (gain := _speedup_percent_multiple(row, cell)) is not None:
            # "| 12.2 | 73.3 | 500.8% |" under "加速比": the gain over the row's slower figure, a multiple of 6.008
            figure = re.search(r"\d+(?:\.\d+)?\s*%", cell.text)
            found.append((cell.start + figure.start(), cell.start + figure.end(), gain))
            continue
        if figure is None or not Decimal(0) < Decimal(figure.group(1)) <= Decimal(1000) or \
                (_quotient_pair(row, cell) is None and (Decimal(figure.group(1)) <= 1 or
                                                        _reference_row(table, row, cell.column) is None)):
            # (a slow-down or a tie, "0.57", "1.00" beside "| 3890.69 | 2236.42 |", only where the row's two figures
            # divide to it)
            continue
        found.append((cell.start + figure.start(1), cell.start + figure.end(1), Decimal(figure.group(1))))
    return found


# A column of the output price as a multiple of the input price ("| 费用/1MT | 输出/输入 |" over "| ¥5 | 3 |", a "补全倍率"
# column): each row's model prices its output tokens at that many times its input tokens
_TOKEN_RATIO_LABEL = re.compile(r"^\s*(?:输出|output|completion|补全)\s*/\s*(?:输入|input|prompt|提示)\s*(?:倍率|ratio)?\s*$|"
                                r"^\s*(?:补全|completion)\s*倍率\s*$", re.I)


def token_ratio_cells(context: DocumentContext, index: int) -> list[tuple[int, int, Decimal]]:
    """(start, end, multiple) in the document of the figures of an output/input price-ratio column in this row."""
    table = context.tables.get(index)
    row = table.row(index) if table is not None else None
    if row is None or not any(_TOKEN_RATIO_LABEL.match(label) for label in context.table_header.get(index) or []):
        return []
    found = []
    for cell in row.cells:
        if cell.column < 1 or cell.empty or not _TOKEN_RATIO_LABEL.match(table.column_label(index, cell.column) or ""):
            continue
        figure = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*", cell.text)
        if figure is not None and Decimal(0) < Decimal(figure.group(1)) <= Decimal(100):
            found.append((cell.start + figure.start(1), cell.start + figure.end(1), Decimal(figure.group(1))))
    return found


def _speedup_percent_multiple(row, cell) -> Decimal | None:
    """The multiple a speed-up cell written as a percent gain states ("500.8%" → 6.008), when exactly one pair of the
    row's figures before it has that quotient (within 0.5%: a percent is read only where the row proves it)."""
    percent = re.fullmatch(r"\s*\+?(\d+(?:\.\d+)?)\s*%\s*", cell.text)
    if percent is None:
        return None
    multiple = 1 + Decimal(percent.group(1)) / 100
    figures = {}
    for other in row.cells:
        if 0 < other.column < cell.column and (value := re.fullmatch(r"\s*(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*",
                                                                      other.text)) and (number := parse_decimal(value.group(1))):
            figures[other.column] = number
    pair = _pair_with_quotient(list(figures.items()), multiple, Decimal("0.005"))
    return multiple if pair is not None and pair[0] == cell.column - 1 else None


def _quotient_pair(row, cell) -> tuple[int, int] | None:
    """(numerator column, denominator column) of the one pair of figure cells before ``cell`` whose quotient is the
    multiple in ``cell`` (within 2%), or ``None``."""
    multiple = re.search(r"\d+(?:\.\d+)?", cell.text)
    if multiple is None:
        return None
    return _pair_with_quotient(_figures_before(row, cell), Decimal(multiple.group(0)), Decimal("0.02"))


def _figures_before(row, cell) -> list[tuple[int, Decimal]]:
    """(column, figure) of the plain figure cells of ``row`` between its label and ``cell``."""
    figures = []
    for other in row.cells:
        if other.column >= cell.column or other.column == 0:
            continue
        # (a mean and its spread over runs, "6467.57 ± 18.48", divides as its mean)
        value = re.fullmatch(r"\s*[$€£¥]?\s*(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*"
                             r"(?:(?:±|\+/-|\+-)\s*\d+(?:\.\d+)?\s*)?", other.text)
        if value is not None and (number := parse_decimal(value.group(1))):
            figures.append((other.column, number))
    return figures


def _percent_pair(row, cell) -> tuple[int, int] | None:
    """(later column, reference column) of the one pair of figure cells before ``cell`` that the signed percent in
    ``cell`` relates ("+14%" beside 12.5 and 14.2), or ``None``."""
    change = re.search(r"([+−-])\s*(\d+(?:\.\d+)?)", cell.text)
    if change is None:
        return None
    target = 1 + Decimal(change.group(2)) / 100 * (1 if change.group(1) == "+" else -1)
    if target <= 0:
        return None
    return _pair_with_quotient(_figures_before(row, cell), target, Decimal("0.02"))


def _pair_with_quotient(figures: list[tuple[int, Decimal]], target: Decimal, tolerance: Decimal) -> tuple[int, int] | None:
    """(numerator key, denominator key) of the one pair of ``figures`` whose quotient is ``target`` within ``tolerance``
    of it, or ``None`` when none or several are."""
    # (a bare 1 divides nothing: "| 1 | … | 1.60 | 1.59 |", a batch size and another speed-up, make no pair)
    pairs = [(a, b) for a, x in figures for b, y in figures if a != b and y and y != 1 and
             abs(x / y - target) <= target * tolerance]
    return pairs[0] if len(pairs) == 1 else None


# a column label naming a measure and, in brackets, whose it is ("Avg Eval Rate (RTX 3090)")
_SAME_MEASURE_NAMED = re.compile(r"^\s*(?P<measure>[^()（）]{2,40}?)\s*[(（]\s*(?P<name>[^()（）]{1,30}?)\s*[)）]\s*$")
_SPEEDUP_PAIR_LABEL = re.compile(r"^\s*(?:speed-?up|gain|uplift|improvement|加速比|提升(?:幅度)?)\s*[(（]\s*(?P<subject>[^()（）]+?)\s+"
                                 r"(?:vs\.?|v\.s\.?|versus|over|对比|相比)\s+(?P<baseline>[^()（）]+?)\s*[)）]\s*$", re.I)


# A column of figures each followed by its multiple, the label saying so in brackets ("投机采样速度（加速比）",
# "Decode speed (speedup)")
_SPEEDUP_IN_BRACKETS_LABEL = re.compile(r"^\s*(?P<what>[^()（）]{0,30}?)\s*(?:速度|speed|throughput|吞吐(?:量)?)?\s*[(（]\s*"
                                        r"(?:speed-?up|加速比|提升倍数)\s*[)）]\s*$", re.I)
# "50.2 (2.6x)", "0.3 (-76.9%)": a figure with its change from a baseline row in brackets
_FIGURE_WITH_CHANGE_CELL = re.compile(r"^\s*\d[\d,]*(?:\.\d+)?\s*[(（]\s*(?:\d+(?:\.\d+)?\s*[x×]|[+−-]\s*\d+(?:\.\d+)?\s*%)\s*[)）]\s*$",
                                      re.I)
_BASELINE_ROW_LABEL = re.compile(r"[(（]\s*(?:baseline|reference|基线|基線|基準|基准)\s*[)）]", re.I)
_FIGURE_WITH_MULTIPLE_CELL = re.compile(r"^\s*\d[\d,]*(?:\.\d+)?\s*[(（]\s*\d+(?:\.\d+)?\s*[x×]\s*[)）]\s*$", re.I)


def _row_label(text: str) -> str:
    """A row label as a reader reads it: a Markdown link's text without its address, no medal or mark after it
    ("[SAMD[EAGLE2]](https://…)🏅" → "SAMD[EAGLE2]")."""
    text = re.sub(r"\[((?:[^\[\]]|\[[^\[\]]*\])+)\]\([^()\s]*\)", r"\1", text)
    return re.sub(r"[^\w)\]]+$", "", text).strip() or text.strip()


def _plain_cell(text: str) -> str:
    """A cell's text without Markdown emphasis and trailing pictographs ("**1.9x** 🚀" → "1.9x")."""
    return re.sub(r"[^\w%×)\]]+$", "", re.sub(r"[*_`]+", "", text)).strip()


# "Avg: $/1M Tokens": a writer's average of the row's prices, no price anyone lists
_AVERAGE_COLUMN = re.compile(r"\bavg\b|\baverage\b|\bmean\b|平均", re.I)


# What a page says its speed-ups are against, in a sentence before the table: "All speedup metrics are calculated in
# comparison to our implementation based on CUTLASS 3.6", "speedups are mistral.rs divided by the comparison engine"
_PROSE_SPEEDUP_BASE = re.compile(r"\bspeed-?ups?\b[^.;]{0,60}?\b(?:in\s+comparison\s+(?:to|with)|compared\s+(?:to|with)|"
                                 r"relative\s+to|against)\s+(?:our\s+|the\s+)?(?P<baseline>(?:[^.,;]|\.(?=\d)){3,80}?)\s*(?:[.;,](?!\d)|$)"
                                 r"|\bspeed-?ups?\s+(?:are|is)\s+(?P<subject>[^\s.,;]+(?:\.[a-z]+)?)\s+divided\s+by\b"
                                 # ("speedups are mistral.rs divided by llama.cpp at the same …": the rival named)
                                 r"(?:\s+(?!the\b|an?\b|its\b|each\b|every\b|comparison\b)(?P<divisor>[A-Za-z][\w-]*(?:\.[a-z]+)?)"
                                 r"(?=[\s,.;]|$))?", re.I)


# A column named for a speed-up alone ("Speedup", "加速比"), not for a gain in what the column beside it measures
_SPEED_WORD_LABEL = re.compile(r"^\s*(?:[A-Za-z][\w.+-]{0,20}\s+|最大|最高|平均|整体|端到端)?(?:mean\s+|avg\.?\s+|average\s+)?(?:speed-?ups?|加速比)", re.I)
_SPEEDUP_PROSE = re.compile(r"\b(?:mean|average|overall)?\s*speed-?ups?\b|加速比", re.I)


_THROUGHPUT_WORD = re.compile(r"\bthroughput\b|吞吐", re.I)


def _rates_said_above(context: DocumentContext, index: int, also: re.Pattern | None = None) -> bool:
    """Whether one of the few lines of prose before a table says its figures are rates ("All numbers below are output
    tokens per second"), or, with ``also``, a line heading it says what ``also`` finds ("吞吐量 (requests/sec)")."""
    table = context.tables.get(index)
    first = table.first_sentence if table is not None else index
    return any((_RATE_HEADER.search(line := context.sentence(back)) or
                (also is not None and back == first - 1 and also.search(line))) and not re.match(r"\s*\|", line)
               for back in range(first - 1, max(-1, first - 6), -1))


def _speedup_table(context: DocumentContext, index: int, row) -> bool:
    """Whether a table with no column named for it holds speed-ups: most figure cells of the row are multiples
    ("2.85x") and a sentence of the few before the table says speed-ups are what it reports."""
    cells = [_plain_cell(c.text) for c in row.cells[1:] if not c.empty]
    multiples = [c for c in cells if _RELATIVE_CELL.match(c)]
    if len(multiples) < 3 or len(multiples) * 2 < len(cells):
        return False
    table = context.tables.get(index)
    first = table.first_sentence if table is not None else index
    return any(_SPEEDUP_PROSE.search(context.sentence(back)) and not re.match(r"\s*\|", context.sentence(back))
               for back in range(first - 1, max(-1, first - 9), -1))


def _prose_speedup(context: DocumentContext, index: int) -> dict | None:
    """{subject, baseline, rates} a sentence before a table (up to 30 back, other tables' rows included) states for
    its speed-ups, or ``None``: the baseline named in prose, the engine whose figures are divided, and whether the
    values are rates."""
    table = context.tables.get(index)
    first = table.first_sentence if table is not None else index
    if first not in context._prose_speedups:   # (read once per table, not once per cell)
        context._prose_speedups[first] = None
        for back in range(first - 1, max(-1, first - 31), -1):
            line = context.sentence(back)
            found = {"subject": None, "baseline": None}
            for match in _PROSE_SPEEDUP_BASE.finditer(line):
                found["subject"] = found["subject"] or match.group("subject")
                found["baseline"] = found["baseline"] or (match.group("baseline") or match.group("divisor") or "").strip() or None
            if found["subject"] or found["baseline"]:
                found["rates"] = bool(_RATE_HEADER.search(line) or re.search(r"\btokens?\s+per\s+second\b", line, re.I))
                context._prose_speedups[first] = found
                break
    return context._prose_speedups[first]


# "MI300X / H100" over "0.37x (2.7x worse)": a column of one column's figure divided by another's, both named
_PAIR_QUOTIENT_LABEL = re.compile(r"^\s*(?P<subject>[^/|()]{2,30}?)\s*/\s*(?P<baseline>[^/|()]{2,30}?)\s*(?:ratio)?\s*$", re.I)
_MULTIPLE_CELL = re.compile(r"^\s*(?:\*\*)?\d+(?:\.\d+)?\s*[x×](?:\*\*)?(?:\s*[(（][^()（）]{1,30}[)）])?\s*$", re.I)


def _quotient_column(context: DocumentContext, index: int, table, row, cell, label: str) -> dict | None:
    """What a cell of a "A / B" column of multiples compares: A against B, both named by columns of the table, in the
    measure the row's label (or the label of the row it continues) names."""
    pair = _PAIR_QUOTIENT_LABEL.match(label)
    if pair is None or not _MULTIPLE_CELL.match(cell.text):
        return None
    header = [h.strip().lower() for h in (context.table_header.get(index) or [])]
    subject, baseline = pair.group("subject").strip(), pair.group("baseline").strip()
    if subject.lower() not in header or baseline.lower() not in header:
        return None   # ("tok/s" is no pair of columns)
    measure = next((r.cells[0].text for r in reversed(table.body_rows())
                    if r.sentence <= index and r.cells and not r.cells[0].empty), "")
    measure = _plain_cell(measure)
    metric = "perf_per_watt" if _PER_WATT_LABEL.search(measure) else "throughput" if _RATE_HEADER.search(measure) else \
        "latency" if _TIME_COLUMN.search(measure) else "performance"
    return {"subject": subject, "baseline": baseline, "metric": metric, "speedup_row": True}


# A caption over a table of multiples saying what they are against and which way: "How many times slower in TPS vs
# ROCM_AITER_FA (64 concurrent requests):", "Speedup over FA2", "Relative latency vs. baseline"
_CAPTION_VERSUS = re.compile(r"(?:\b(?:vs\.?|versus|relative\s+to|compared\s+(?:to|with)|over|against)\s+|对比|相比|相对于?)"
                             r"(?P<name>[^\s()（）:：,，]{2,40})", re.I)
# (a caption calling its multiples slowdowns, not a legend: "values under 1.00x are slower")
_CAPTION_SLOWER = re.compile(r"\btimes\s+slower\b|\bslowdowns?\b|\bslower\s+(?:in|than|vs\.?|versus)\b|慢(?:了|多少|几倍|幾倍)", re.I)
_CAPTION_FASTER = re.compile(r"\bfaster\b|\bspeed-?ups?\b|\buplift\b|\bgains?\b|快|加速比", re.I)


def _reference_column_comparison(context: DocumentContext, index: int, table, row, cell, label: str) -> dict | None:
    """A table whose columns are the things compared and whose rows are where they ran ("| Hardware | FA | UNIFIED |
    TRITON |" over "| MI300X | **1.00x** | 1.05x | 1.30x |"): one column is 1.00x in every row, the reference; each
    other column's multiple is that column's thing against it, in the measure and the direction the caption above the
    table names ("How many times slower in TPS vs FA": rates, each multiple a slowdown). ``None`` for any other cell."""
    text = _plain_cell(cell.text)
    if not _RELATIVE_CELL.match(text) or _REFERENCE_CELL.match(text):
        return None
    body = [r for r in table.body_rows() if r.cells and not r.cells[0].empty]
    if len(body) < 2 or row not in body:
        return None
    width = len(row.cells)
    references = [column for column in range(1, width)
                  if all(len(r.cells) > column and _REFERENCE_CELL.match(_plain_cell(r.cells[column].text)) for r in body)]
    if len(references) != 1 or references[0] == cell.column:
        return None
    if not all(_RELATIVE_CELL.match(_plain_cell(c.text)) for r in body for c in r.cells[1:] if not c.empty):
        return None   # (every figure of the table a multiple: columns of rates beside a speed-up are other readers')
    header = context.table_header.get(index) or []
    if len(header) <= max(cell.column, references[0]):
        return None
    # (names keep their underscores: "ROCM_AITER_FA")
    subject, baseline = (re.sub(r"\*\*|`", "", header[column]).strip() for column in (cell.column, references[0]))
    if not subject or not baseline:
        return None
    caption = next((line for line in context.table_captions.get(index, [])[:1]), "")
    versus = _CAPTION_VERSUS.search(caption)
    if versus is not None and re.sub(r"[*_`]", "", versus.group("name")).lower() != re.sub(r"[*_`]", "", baseline).lower():
        return None   # (the caption compares with something other than the column at 1.00x)
    slower = _CAPTION_SLOWER.search(caption) is not None and _CAPTION_FASTER.search(caption) is None and \
        not re.search(r"\b(?:under|below|less\s+than|over|above)\s+1(?:\.0+)?(?![\d.,])\s*[x×]?", caption, re.I)
    if _RATE_HEADER.search(caption) or re.search(r"\b(?:TPS|throughput|tok(?:en)?s?/s)\b|吞吐", caption, re.I):
        metric = "throughput"
    elif _TIME_COLUMN.search(caption):
        metric = "latency"
    else:
        metric = "performance"
    return {"subject": subject, "baseline": baseline, "metric": metric, "speedup_row": True,
            # (a cell that says its own way, "1.3x faster", keeps it)
            "direction": "down" if slower and re.fullmatch(r"[~≈]?\s*\d+(?:\.\d+)?\s*[x×]", text) else None}


def _cell_figure(row, column: int) -> Decimal | None:
    """The plain figure of ``row``'s cell in ``column`` ("2,905", "171"), or ``None``."""
    cell = next((c for c in row.cells if c.column == column), None)
    value = re.fullmatch(r"\s*(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*", _plain_cell(cell.text)) if cell else None
    return parse_decimal(value.group(1)) if value else None


_SLOWDOWN_LABEL = re.compile(r"^\s*(?:slow-?down|vs\.?\s+baseline|relative\s+to\s+baseline)\s*(?:[(（]\s*%\s*[)）]|%)?\s*$", re.I)


def _against_baseline_row(context: DocumentContext, index: int, table, row, cell) -> dict | None:
    """Subject, baseline and metric of a signed percent in a change column whose baseline row is marked in that column
    ("baseline", "—", "0%"): the column before it where the row's figure over the baseline row's is the change (within a
    point), in throughput (a rate header) or latency (a time header); else ``None``."""
    reference = [r for r in table.body_rows() if r is not row and len(r.cells) > cell.column and r.cells and
                 _BASELINE_ROW_CELL.match(_plain_cell(r.cells[cell.column].text))]
    percent = re.search(r"([+−–-])?\s*(\d+(?:\.\d+)?)", cell.text)
    header = context.table_header.get(index) or []
    if len(reference) != 1 or percent is None or row.cells[0].empty:
        return None
    change = Decimal(percent.group(2)) * (-1 if percent.group(1) in ("−", "–", "-") else 1)
    for column in range(1, min(cell.column, len(header))):
        own, other = _cell_figure(row, column), _cell_figure(reference[0], column)
        if not own or not other or abs((own / other - 1) * 100 - change) > 1:
            continue
        metric = "throughput" if _RATE_HEADER.search(header[column]) else "latency" if _TIME_COLUMN.search(header[column]) \
            else None
        if metric is None:
            return None
        return {"subject": _plain_cell(row.cells[0].text).strip(), "baseline": _plain_cell(reference[0].cells[0].text).strip(),
                "metric": metric}
    return None


def _table_comparison(context: DocumentContext, index: int, position: int) -> dict | None:
    """What a table says about a multiple in a column of multiples: the row's label as the subject (a named
    product canonicalised, anything else as written), the baseline named by the column label ("vs Groq") or
    the label of the row marked as the reference ("1.0× (baseline)"), and throughput for "faster"/"slower"
    when the table measures rates. ``None`` for any other cell."""
    table = context.tables.get(index)
    row = table.row(index) if table is not None else None
    cell = row.cell_at(position) if row is not None else None
    if cell is None or cell.column == 0:
        return None
    label = table.column_label(index, cell.column) or ""
    if (quotient := _quotient_column(context, index, table, row, cell, label)) is not None:
        return quotient
    if (columns := _reference_column_comparison(context, index, table, row, cell, label)) is not None:
        return columns
    if _RELATIVE_CELL.match(_plain_cell(cell.text)) and not _VERSUS_LABEL.match(label) and not _SPEEDUP_LABEL.match(label) and \
            re.search(r"speed-?ups?|加速比", " ".join(context.table_captions.get(index, [])[:2]), re.I) and \
            (prose := _prose_speedup(context, index)) is not None and prose["subject"] and prose["baseline"]:
        # "mean speedup across context lengths" over "| Model | Quant | Prefill mean | Decode mean |" under "speedups are
        # mistral.rs divided by llama.cpp": each multiple is the engine the prose names over its rival, in the rate the
        # prose says the values are
        return {"subject": prose["subject"], "baseline": prose["baseline"], "speedup_row": True, "prose_speedup": True,
                "metric": "throughput" if prose["rates"] else "performance"}
    if row.cells[0].empty and not _SPEEDUP_LABEL.match(label):
        return None   # (a row under a spanned label cell still has its Speedup column: "| | 8 | 803.11 | … | 1.31x |")
    found: dict = {}
    pair = _SPEEDUP_PAIR_LABEL.match(label)
    if pair is not None and _RELATIVE_CELL.match(cell.text):
        # "Speedup (Kiteflow vs vLLM)" over "| 16 | 1,042 ± 18 | … | 1.32x |": the pair the column names, each row
        # a measurement at another load, in the rate the table reports
        found.update(subject=pair.group("subject").strip(), baseline=pair.group("baseline").strip(), speedup_row=True)
        header = context.table_header.get(index) or []
        if any(_RATE_HEADER.search(h) for h in header) or any(_RATE_HEADER.search(c.text) for c in row.cells) or \
                _reported_metric(context, index) or _RATE_HEADER.search(context.table_context.get(index, "")):
            found["metric"] = "throughput"
        elif _SPEED_WORD_LABEL.match(label):
            # "Speedup (INT8 v.s. FP16)" beside columns of step times: a speed-up, of no rate the page measures
            found["metric"] = "performance"
        return found
    named_pair = re.fullmatch(r"\s*(?P<subject>[^|]{1,40}?)\s+(?:vs\.?|versus|对比|相比)\s+(?P<baseline>[^|]{1,40}?)\s*",
                              _plain_cell(row.cells[0].text), re.I)
    if named_pair is not None and _SPEEDUP_LABEL.match(label) and _RELATIVE_CELL.match(_plain_cell(cell.text)):
        # "| Comparison | Speedup |" over "| DeepGEMM vs vLLM CUTLASS | 0.94x slower |": the pair the row names
        found.update(subject=named_pair.group("subject"), baseline=named_pair.group("baseline"), speedup_row=True)
        header = context.table_header.get(index) or []
        found["metric"] = "throughput" if any(_RATE_HEADER.search(h) for h in header) else "performance"
        return found
    gap = _PAIR_GAP_LABEL.match(label)
    if gap is not None and _SIGNED_PERCENT_CELL.match(cell.text):
        # "| vLLM | SGL | vLLM/SGL Gap % |" over "| 1500.11 | 1437.85 | +4.33% |": the first the label names against the
        # second, in the rate the table measures
        found.update(subject=gap.group("subject"), baseline=gap.group("baseline"), speedup_row=True)
        header = context.table_header.get(index) or []
        found["metric"] = "throughput" if any(_RATE_HEADER.search(h) for h in header) or \
            _reported_metric(context, index) or _rates_said_above(context, index) else "performance"
        return found
    if (_DIFFERENCE_LABEL.match(label) or _SLOWDOWN_LABEL.match(label)) and _SIGNED_PERCENT_CELL.match(cell.text) and \
            (against := _against_baseline_row(context, index, table, row, cell)) is not None:
        # "| Context | tok/s | Slowdown |" over "| 11 tokens | 83.6 | baseline |" and "| 4,096 tokens | 78.5 | -6.1% |":
        # each row's figure against the row marked as the baseline, in the measure of the column the two divide in
        found.update(against, speedup_row=True)
        return found
    if _DIFFERENCE_LABEL.match(label) and _SIGNED_PERCENT_CELL.match(cell.text) and len(header := context.table_header.get(index) or []) > cell.column and \
            (pair := _percent_pair(row, cell)) is not None and \
            not any(re.search(r"[$€£¥￥]", row.cells[column].text) for column in pair) and \
            not (_RATE_HEADER.search(row.cells[0].text) or _TIME_COLUMN.search(row.cells[0].text)) and \
            not any(_TIME_COLUMN.search(header[column]) or re.search(r"[$€£¥￥]|pric|cost|rent|价|價|费|費|租", header[column], re.I)
                    for column in pair) and \
            not re.search(r"pric|\bcosts?\b|\brent|价格|價格|费用|費用|租金|单价|單價", " ".join(context.table_captions.get(index, [])[:3]), re.I):
        # (a row labelled by its own measure, "| 吞吐 (tokens/s) | 3,900 | 3,475 | -10.9% |", is the measure reader's; columns
        # of times or of prices, or a table of prices, are not read here: a time's change runs the other way, a price's is
        # the change-column reader's)
        # "| 场景 | vLLM | SGLang | 差异 |" over "| 短文本 | 12.5 | 14.2 | +14% |": the column whose figure is the other's
        # plus the change, against that other (the figures must agree, or the column is read as nothing; a column of
        # prices' changes is the change-column reader's)
        found.update(subject=_plain_cell(header[pair[0]]).strip(), baseline=_plain_cell(header[pair[1]]).strip(),
                     speedup_row=True)
        found["metric"] = "throughput" if any(_RATE_HEADER.search(h) for h in header) or \
            _reported_metric(context, index) or _rates_said_above(context, index, _THROUGHPUT_WORD) else "performance"
        return found
    if _FIGURE_WITH_CHANGE_CELL.match(cell.text) and \
            (reference := next((r for r in reversed(table.body_rows()) if r.sentence < index and r.cells and
                                _BASELINE_ROW_LABEL.search(r.cells[0].text)), None)) is not None:
        # "|1B BF16 (baseline) | 19.2 | 1.0 |" then "|1B SpinQuant | 50.2 (2.6x) | 0.3 (-76.9%) |": each figure's bracket
        # is its change from the baseline row above, in the measure the column names (a size or memory column none)
        if _RATE_HEADER.search(label):
            metric = "throughput"
        elif _TIME_COLUMN.search(label):
            metric = "latency"
        elif _GPU_COUNT_LABEL.match(label) or re.match(r"\s*\d{1,4}\s?[x×]\s?\S", label):
            # "| 8 x 80G (GBS=128) |" under "measured in tokens per second on 8, 16, and 32 80G GPUs": a column of runs
            # on so many chips, in the rate the lines above the table state
            if not _rates_said_above(context, index):
                return None
            metric = "throughput"
        else:
            return None
        found.update(subject=_row_label(_plain_cell(row.cells[0].text)),
                     baseline=re.sub(r"\s*[(（]\s*(?:baseline|基线|基準|基准)\s*[)）]", "",
                                     _row_label(_plain_cell(reference.cells[0].text)), flags=re.I),
                     metric=metric, speedup_row=True)
        return found
    bracketed = _SPEEDUP_IN_BRACKETS_LABEL.match(label)
    if bracketed is not None and _FIGURE_WITH_MULTIPLE_CELL.match(cell.text):
        # "| 目标模型速度 | 投机采样速度（加速比） |" over "| 49.3 | 36.0（1.37x） |": the method the column names against
        # the row's plain run, in speed (a rate or a time per token, each a speed: CONVENTIONS.md)
        found.update(subject=bracketed.group("what").strip() or None, baseline=None, speedup_row=True)
        found["metric"] = "throughput"
        return found
    versus = _VERSUS_LABEL.match(label) or _NORMALISED_TO_LABEL.match(label)
    if versus is None and _SPEEDUP_LABEL.match(label) and _RELATIVE_CELL.match(_plain_cell(cell.text)) and \
            not _REFERENCE_CELL.match(_plain_cell(cell.text)):
        body = [r for r in table.body_rows() if len(r.cells) > cell.column]
        references = [r for r in body if _REFERENCE_CELL.match(_plain_cell(r.cells[cell.column].text))]
        above = [r for r in references if r.sentence < index]
        if above:
            # "| Diffusers | 1 | 9.77s/it | 1x |" then "| xDiT | 1 | 8.93s/it | 1.1x |": each block's "1x" row is what
            # the rows under it are multiples of; subject and baseline are the first cells that tell the two apart
            reference = above[-1]
            header = context.table_header.get(index) or []
            differing = [c.column for c in row.cells if c.column < cell.column and len(reference.cells) > c.column and
                         _plain_cell(c.text) != _plain_cell(reference.cells[c.column].text) and
                         not re.fullmatch(r"\s*\d[\d.,]*\s*[a-zA-Z/%]{0,6}\s*", _plain_cell(c.text))]
            if differing:
                found["subject"] = _plain_cell(row.cells[differing[0]].text)
                found["baseline"] = _plain_cell(reference.cells[differing[0]].text)
                found["speedup_row"] = True
                if any(_RATE_HEADER.search(h) for h in header) or any(_RATE_HEADER.search(c.text) for c in row.cells):
                    found["metric"] = "throughput"
                else:
                    found["metric"] = "performance"   # (a speed-up of step times or of an unnamed speed)
                return found
    bare_speedup = versus is None and _SPEEDUP_LABEL.match(label) and (
        re.fullmatch(r"\s*\d+(?:\.\d+)?\s*", cell.text) and _quotient_pair(row, cell) is not None
        or _speedup_percent_multiple(row, cell) is not None)   # ("| 最大加速比 |" over "| 2.48 |": bare_speedup_cells)
    if versus is None and not bare_speedup and _SPEEDUP_LABEL.match(label) and \
            re.fullmatch(r"\s*(?:\*\*)?\d+(?:\.\d+)?(?:\*\*)?\s*", cell.text) and \
            (reference := _reference_row(table, row, cell.column)) is not None:
        # "| TensorRT-LLM | fp16 | 1 | 0.18 | 88.73 | 1.50 | 1.46 |" under "吞吐加速比 | 生成加速比" with the HuggingFace
        # row's "1 | 1": each row's method against the reference row's, in the rate the table measures
        skip = {c.column for c in row.cells if re.fullmatch(r"[\s*]*[\d.,]+[\s*]*|[\s*]*(?:OOM|/|-|—)[\s*]*", c.text)}
        found.update(subject=" ".join(c.text.strip() for c in row.cells if c.column not in skip and not c.empty) or None,
                     baseline=" ".join(c.text.strip() for c in reference.cells if c.column not in skip and not c.empty)
                     or None, speedup_row=True)
        header = context.table_header.get(index) or []
        found["metric"] = "throughput" if any(_RATE_HEADER.search(h) for h in header) else "performance"
        return found
    if not _RELATIVE_CELL.match(_plain_cell(cell.text)) and not (versus is not None and _SIGNED_PERCENT_CELL.match(cell.text)) \
            and not bare_speedup and not (versus is not None and
                                          (versus.re is _NORMALISED_TO_LABEL or _LABEL_METRIC_WORD.search(versus.group("what") or "")) and
                                          re.fullmatch(r"\s*\d+(?:\.\d+)?\s*", _plain_cell(cell.text)) and
                                          any(start <= position < end for start, end, _ in bare_speedup_cells(context, index))):
        # (a signed change is read in a column that says what it is against: "Performance Improvement (vs vLLM V0)"
        # over "+14% (rate improvement)")
        return None
    if _SIGNED_PERCENT_CELL.match(cell.text) and re.search(r"\brate\b|throughput|tokens?/s|吞吐", cell.text, re.I):
        found["metric"], found["cell_metric"] = "throughput", True   # the cell's own note names the measure
    header = context.table_header.get(index) or []
    prose = _prose_speedup(context, index) if versus is None and _SPEEDUP_LABEL.match(label) else None
    if prose is not None and prose["baseline"] and cell.column >= 3 and len(header) > cell.column and \
            _quotient_pair(row, cell) is None and not any(_RATE_HEADER.search(h) for h in header):
        # "| M | N | K | Computation | Memory bandwidth | Speedup |" under "All speedup metrics are calculated in
        # comparison to our implementation based on CUTLASS 3.6": the page's own kernel against what the prose names,
        # in performance (the columns beside it are measures of another kind, not the two figures divided)
        found.update(subject=prose["subject"], baseline=prose["baseline"], metric="performance", prose_speedup=True)
        return found
    if versus is None and _SPEEDUP_LABEL.match(label) and cell.column >= 3 and len(header) > cell.column:
        # "| Benchmark | GB300 v5.1 | GB300 v6.0 | Speedup |" over "| … | 2,907 tok/s | 8,064 tok/s | 2.77x |": the
        # later column against the earlier, in the rate the row measures
        found["subject"] = header[cell.column - 1].strip()
        found["baseline"] = header[cell.column - 2].strip()
        if (pair := _quotient_pair(row, cell)) is not None:
            # "| GPU | TP | ferrite-serve | vLLM 0.10.1 | Speedup |" over "| 3,412 | 2,688 | 1.27x |": the two columns whose
            # quotient is the multiple, in that order, whatever their places
            found["subject"], found["baseline"] = header[pair[0]].strip(), header[pair[1]].strip()
            if _REFERENCE_LABEL.match(_plain_cell(found["subject"])) and \
                    not _REFERENCE_LABEL.match(_plain_cell(found["baseline"])):
                # "| Without MTP | With MTP | Speedup Ratio |" over "| 17162.29 | 8408.02 | 2.04 |": times, the larger one
                # the reference's; the speed-up is the other column's
                found["subject"], found["baseline"] = found["baseline"], found["subject"]
        if (outer := _SAME_MEASURE_NAMED.match(found["subject"])) is not None and \
                (inner := _SAME_MEASURE_NAMED.match(found["baseline"])) is not None and \
                outer.group("measure").lower() == inner.group("measure").lower():
            # "| Avg Eval Rate (RTX 3090) | Avg Eval Rate (RTX 5090) | Speedup (%) |": one measure, of what each
            # bracket names
            found["subject"], found["baseline"] = outer.group("name"), inner.group("name")
        if any(_RATE_HEADER.search(c.text) for c in row.cells) or any(_RATE_HEADER.search(h) or
                                                                      _TOKEN_THROUGHPUT_COLUMN.match(h) for h in header) or \
                _reported_metric(context, index):
            found["metric"] = "throughput"
        elif all(_TIME_COLUMN.search(header[column]) for column in (cell.column - 1, cell.column - 2)):
            # "| Model | FP16 latency (ms) | INT4 latency (ms) | Speedup |": the speed-up of the row's model in the
            # later variant over the earlier, one less the time each token takes (of times, the quotient's denominator
            # is the faster variant: "| FP32 时延 | … | INT8+FP16 时延 | 最大加速比 |" over "| 7.87 | … | 3.17 | 2.48 |")
            faster, slower = (pair[1], pair[0]) if pair is not None else (cell.column - 1, cell.column - 2)
            variant, reference = (_TIME_COLUMN.sub(" ", header[column]).split() for column in (faster, slower))
            if variant and reference:
                found["subject"] = f"{row.cells[0].text.strip()} {' '.join(variant)}"
                found["baseline"] = " ".join(reference)
                found["metric"] = "performance"
        elif _SPEED_WORD_LABEL.match(label) and not _REFERENCE_CELL.match(_plain_cell(cell.text)):
            # "| 帧数 (T) | Eager | Graphed | 加速比 |" over "| 4 | 66.3 ms | 30.1 ms | 2.20x |": a speed-up of the later
            # column over the earlier, in the rate the lines above the table say the figures are, else in performance
            found["metric"] = "throughput" if _rates_said_above(context, index) else "performance"
        elif re.match(r"\s*(?:perf(?:ormance)?\b|性能)", label, re.I) and _quotient_pair(row, cell) is not None:
            # "| Jetson Orin Nano (original) | Jetson Orin Nano Super | Perf Gain (X) |" over "| 14 | 19.14 | 1.37 |":
            # the later column against the earlier, in the speed the label leaves unnamed (the models of the rows are
            # what ran, their makers no party to it); in the rate the lines above name, where they name one
            # ("吞吐量(tokens/秒)" over "| 并发用户数 | C++ API | Python API | 性能提升倍数 |")
            found["metric"] = "throughput" if _rates_said_above(context, index) else "performance"
            found["speedup_row"] = True
        elif pair is not None and _QUOTIENT_NAMED_LABEL.search(label):
            # "| ORT FP16 CUDA | PyTorch Eager FP16 CUDA | FP16 CUDA加速比（ORT/PyTorch） |" under "平均吞吐量（tps）": the
            # quotient the label names, in the rate the lines above the table state, else in performance
            found["metric"] = "throughput" if _rates_said_above(context, index) else "performance"
        return found
    if versus is None and _RATIO_LABEL.match(label) and (pair := _quotient_pair(row, cell)) is not None:
        # "| GPU | Provider (Low) | Low Price | Provider (High) | High Price | Range |" over "| H200 SXM | FluidStack |
        # $2.20 | AWS | $15.00 | 6.8x |": the higher figure against the lower; each is whom the cell before it names
        # (a provider column) or what its column is
        for key, column in (("subject", pair[0]), ("baseline", pair[1])):
            before = next((c for c in row.cells if c.column == column - 1), None)
            named = before is not None and column - 1 > 0 and not before.empty and \
                not re.search(r"\d", before.text) and re.search(r"provider|vendor|cloud|supplier|供应商|厂商|平台",
                                                                 header[column - 1] if len(header) > column - 1 else "",
                                                                 re.I)
            found[key] = before.text.strip() if named else (header[column] if len(header) > column else "").strip()
        money = [c for c in row.cells if c.column in pair and re.search(r"[$€£¥]", c.text)]
        if len(money) == 2 or all(len(header) > column and _PRICE_COLUMN.search(header[column]) for column in pair):
            found["metric"] = "price"
        elif any(_RATE_HEADER.search(header[column]) for column in pair if len(header) > column):
            found["metric"] = "throughput"
        return found
    if versus is None and _SPEEDUP_LABEL.match(row.cells[0].text):
        # "| vLLM 0.11.0 | 2,904 | …" then "| Lanternfish 0.9 | 3,718 | …" then "| Speedup | 1.28x | …": the row above
        # against the one before it, in the rate the table measures
        body = [r for r in table.body_rows() if r.cells and not r.cells[0].empty]
        place = next((i for i, r in enumerate(body) if r is row), None)
        if place is None or place < 2:
            return None
        for key, other in (("subject", body[place - 1]), ("baseline", body[place - 2])):
            first = other.cells[0]
            named = [m for back in range(max(0, index - 4), index)
                     for m in context.mentions[back] if m.category in ("hardware", "model") and m.start == first.start]
            found[key] = named[0].name if named else first.text
        if any(_RATE_HEADER.search(h) for h in header) or _reported_metric(context, index):
            found["metric"] = "throughput"
        found["speedup_row"] = True
        return found
    if versus is not None:
        found["baseline"] = versus.group("name")
        if (entry := _hardware_registry().canonical(versus.group("name").strip())) is not None:
            found["baseline"] = entry.name   # ("Relative throughput (H100 = 1.0)": the registry's name of the chip)
        found["label_metric_words"] = versus.group("what")
        what, columns = versus.group("what").strip(), context.table_header.get(index) or []
        if what and not _LABEL_METRIC_WORD.search(what) and re.fullmatch(r"\s*[\d.,]+\s*[kKM]?\s*", _plain_cell(row.cells[0].text)) and \
                (pair := _quotient_pair(row, cell)) is not None and \
                len(columns) > max(pair) and _plain_cell(columns[pair[0]]).strip().lower().startswith(what.lower()) and \
                _plain_cell(columns[pair[1]]).strip().lower().startswith(versus.group("name").strip().lower()):
            # "| Concurrency | vLLM 0.11 | SGLang 0.5 | Tern 1.4 | Tern vs vLLM |" over "| 16 | 1,980 | 2,140 | 2,310 | 1.17x |":
            # the two columns the label names, whose figures divide to the multiple; the row is a setting, no party
            found.update(subject=_plain_cell(columns[pair[0]]).strip(), baseline=_plain_cell(columns[pair[1]]).strip(),
                         speedup_row=True)
            found["metric"] = "throughput" if any(_RATE_HEADER.search(h) for h in columns) or \
                _reported_metric(context, index) or _rates_said_above(context, index) else "performance"
            return found
        reference = [r for r in table.body_rows() if len(r.cells) > cell.column and r.cells and
                     _REFERENCE_CELL.match(_plain_cell(r.cells[cell.column].text))]
        if len(reference) == 1 and re.fullmatch(re.escape(versus.group("name").strip()) + r"\s+v?\d[\w.-]*",
                                                 _row_label(_plain_cell(reference[0].cells[0].text)), re.I):
            # "| vLLM 0.11 | 2,905 | 1.00x |" under "vs vLLM": the version the column divides by
            found["baseline"] = _row_label(_plain_cell(reference[0].cells[0].text))
        header = context.table_header.get(index) or []
        if not versus.group("what").strip() and cell.column >= 2 and len(header) > cell.column and \
                _TIME_COLUMN.search(header[cell.column - 1]) and len(reference) == 1 and \
                (multiple := re.search(r"\d+(?:\.\d+)?", _plain_cell(cell.text))) is not None and \
                (own := _cell_figure(row, cell.column - 1)) and (other := _cell_figure(reference[0], cell.column - 1)) and \
                abs(own / other - Decimal(multiple.group(0))) <= Decimal("0.02") * Decimal(multiple.group(0)):
            # "| Median TTFT (ms) | vs vLLM |" over "| 171 | 0.91x |": the time beside it divided by the reference row's
            # (the figures must agree: a "vs" column after a time column may still divide the rates before it)
            found["metric"], found["cell_metric"] = "latency", True
            found["time_quotient"] = True
        if re.search(r"speed-?ups?", versus.group("what"), re.I) and (prose := _prose_speedup(context, index)) and \
                prose["subject"]:
            # "| Decode | B200 | 1.242x |" under "Mean speedup vs llama.cpp", the page saying "speedups are mistral.rs
            # divided by the comparison engine" and "values are tokens per second": that engine, in throughput
            found["subject"], found["subject_named"] = prose["subject"], False
            if prose["rates"]:
                found["metric"], found["cell_metric"] = "throughput", True
            return found
    else:
        references = [r for r in table.body_rows() if len(r.cells) > cell.column and
                      _REFERENCE_CELL.match(r.cells[cell.column].text)]
        if not references and _RELATIVE_CELL.match(_plain_cell(cell.text)) \
                and (_SPEED_WORD_LABEL.match(label) or _speedup_table(context, index, row)):
            # "| Operator | Speedup |" over "| MLA decode kernel | up to **17x** |", or a leaderboard of multiples per task
            # under "We report the mean speedup over 3 runs": each row's method sped up against what the page leaves
            # unnamed (or names in prose), in performance unless the table measures rates
            prose = _prose_speedup(context, index)
            found["baseline"] = prose["baseline"] if prose else None
            header = context.table_header.get(index) or []
            # (a column of multiples labelled "Throughput" beside one labelled "Speedup": gains in that rate)
            found["metric"] = "throughput" if any(_RATE_HEADER.search(h) for h in header) or \
                re.search(r"\bthroughput\b|吞吐", label, re.I) or _rates_said_above(context, index) else "performance"
        elif len(references) != 1 or references[0] is row:
            return None  # no one reference row: what the multiples are relative to is not stated
        else:
            found["baseline"] = references[0].cells[0].text
    first = row.cells[0]
    named = [m for m in context.mentions[index] if m.category in ("hardware", "model") and m.start == first.start]
    if not named:
        # "| 8x H200 | 13,850 | 1.41 |": the product after the row's count of it
        named = [m for m in context.mentions[index] if m.category == "hardware" and first.start < m.start < first.end and
                 re.fullmatch(r"\s*\d{1,4}\s?[x×]\s*", context.prepared.text[first.start:m.start])]
    found["subject"] = named[0].name if named else _row_label(first.text)
    if not named and re.fullmatch(r"\s*[\d.,]+\s*", first.text):
        found["subject"] = None   # "| 8 | 4096 | … | 0.79x slower |": a shape's size, not what is compared
    found["subject_named"] = bool(named)
    if versus is not None and named and named[0].category == "hardware" and \
            re.fullmatch(r"[A-Z][\w.+-]*(?:\s[\w.+-]+){0,2}", versus.group("what").strip()) and \
            not _LABEL_METRIC_WORD.search(versus.group("what")) and \
            not re.search(r"change|gain|delta|diff|ratio|improvement|uplift|increase|saving", versus.group("what"), re.I):
        # "| 硬件 | … | TideInfer 相对 vLLM |" over "| H20 ×2 | … | +29.5% |": the engine the label names, measured on the
        # row's chips
        found["subject"], found["subject_named"] = versus.group("what").strip(), False
    label_chips = {m.name for m in _find_mentions(versus.group("what"), 0) if m.category == "hardware"} \
        if versus is not None else set()
    if len(label_chips) == 1 and not any(m.category == "hardware" for m in named):
        # "| Model / Workload | Gaudi 3 Performance Gain (vs v5.5) |" over "| Llama 3 (70B) | +320% |": the chip the
        # label names gained on the row's workload (a rate, on an MLPerf page)
        found["subject"], found["subject_named"] = label_chips.pop(), True
        if _MLPERF_WORD.search(context.prepared.text) and not _LABEL_METRIC_WORD.search(
                re.sub(r"\bperformance\b|性能", " ", versus.group("what"), flags=re.I)) and \
                not re.search(r"efficien|energy|power|watt|cost|price|latency|TTFT|TPOT|per\s+(?:dollar|\$)|能效|功耗|成本|价格|"
                              r"延迟|时延", versus.group("what"), re.I):
            found["metric"], found["cell_metric"] = "throughput", True
    header = context.table_header.get(index) or []
    if versus is not None and not versus.group("what").strip() and cell.column >= 2 and len(header) > cell.column and \
            _BARE_NUMBER.match(next((c.text for c in row.cells if c.column == cell.column - 1), "")):
        # "| Device | tinyllm | vs llama.cpp |" over "| RTX 4090 | 142.5 | 1.8x |": the column of figures before it is what
        # is compared, in the rate the lines above the table say its figures are ("| Output tok/s | vs vLLM |" too);
        # a column named for an engine is the subject (the row's chip is where both ran)
        if (_rates_said_above(context, index) or _reported_metric(context, index)) and not found.get("time_quotient"):
            found["metric"] = "throughput"
        if not _LABEL_METRIC_WORD.search(header[cell.column - 1]) and not _TIME_COLUMN.search(header[cell.column - 1]) \
                and re.fullmatch(r"\s*[A-Za-z\u4e00-\u9fff][\w.+-]*(?:\s[\w.+-]+){0,2}\s*", header[cell.column - 1]):
            found["subject"], found["subject_named"] = header[cell.column - 1].strip(), False
    if re.search(r"faster|slower", cell.text, re.I) and any(_RATE_HEADER.search(h) for h in header):
        found["metric"] = "throughput"
    if versus is not None and "metric" not in found and _SIGNED_PERCENT_CELL.match(cell.text) and \
            not _LABEL_METRIC_WORD.search(versus.group("what")) and \
            (_reported_metric(context, index) or any(_RATE_HEADER.search(h) for h in header)):
        # "| TideInfer 相对 vLLM |" over "+29.5%", the page saying "指标为输出吞吐（tokens/s）": the gain in that rate
        found["metric"] = "throughput"
    return found


_MLPERF_WORD = re.compile(r"\bMLPerf\b", re.I)


# A measure named in a column label (the label then says what the change is in, not the page's prose)
_LABEL_METRIC_WORD = re.compile(r"perf|throughput|latency|price|pricing|cost|speed|watt|dollar|TTFT|TPOT|tokens?\s*/\s*s|"
                                r"吞吐|延迟|时延|价格|成本|性能|速度|效率|功耗|能效", re.I)


# What a change column of a business's figures measures ("Revenue", "Sales", "Users", "营收"): no price
_NOT_PRICE_MEASURE = re.compile(r"\b(?:revenue|sales|users|customers|usage|market\s+share|earnings|profit|"
                                r"margin|headcount|downloads|ARR|MRR|GMV)\b|营收|收入|销量|销售额|用户|利润|毛利|份额|调用量", re.I)


# A column named only for what its signed changes are against ("| Cost/hr | … | vs AWS |" over "**-70%**")
_VERSUS_ONLY_LABEL = re.compile(r"^\s*(?P<down>(?!))?(?P<on>(?!))?(?:vs\.?|versus)\s+(?P<vs>\S.{0,30}?)\s*$", re.I)


# A column of price changes beside the prices ("Change | -33%", "Cut | 75%", "Savings vs OD | −20%", "降幅 | 30%").
_CHANGE_COLUMN_LABEL = re.compile(r"^\s*(?:(?P<down>(?:price\s+)?(?:cut|reduction|decrease|drop|savings?|discount)|降幅|降价幅度|"
                                  r"降價幅度|节省|節省|折扣)|(?:price\s+)?change|Δ|变化|變化|变动|變動|涨跌幅?|漲跌幅?|"
                                  # ("On-demand change vs Q3": the change of the column it names; "按需价较上月": against
                                  # last month's)
                                  r"(?:on[- ]demand|spot|reserved|list|input|output|hourly|rent(?:al)?)\s+(?:price\s+)?change|"
                                  r"[\u4e00-\u9fff]{0,4}?(?:较|較|比)(?P<period_zh>上月|上周|上週|上季度?|上年|去年|上期)|"
                                  # ("环比（按需）": the change since the last period, of the column named in brackets)
                                  r"(?P<period>环比|環比|WoW|MoM|week[- ]over[- ]week|month[- ]over[- ]month)(?:\s*[(（][^()（）]{1,8}[)）])?|"
                                  # "Markup", "Bedrock Premium", "加价": what a reseller charges above the other column
                                  r"(?P<up>(?:[A-Z][\w.]*\s+)?(?:price\s+)?(?:mark-?up|premium|surcharge)|加价|加價|溢价|溢價))"
                                  # "Savings per Read", "Discount on output": what the saving is counted on
                                  r"(?P<on>\s+(?:per|on|for)\s+[\w-]+(?:\s+[\w-]+)?)?"
                                  r"(?:\s*(?:vs\.?|versus|relative\s+to|against)\s*(?P<vs>\S.{0,30}?))?\s*(?:\(%\)|%)?\s*$", re.I)
# (a saving named for what it is on: "90% on reads")
_CHANGE_CELL = re.compile(r"^\s*(?P<sign>[-−–+])?\s*(?P<about>[~≈]\s*)?\d+(?:\.\d+)?\s*%\s*\*?\s*(?:on\s+[a-z]+(?:\s+[a-z]+)?)?"
                          # "-27% vs Claude 1": the change against the product the cell names
                          r"(?:\s*(?:vs\.?|versus|against)\s+(?P<cell_vs>[A-Za-z\u4e00-\u9fff][\w .\-]{0,30}?))?\s*$", re.I)
_OLD_NEW_LABEL = re.compile(r"\b(?:old|was|previous|prior|before|former|new|now|current)\b|原价|原價|旧|舊|现价|現價|调整后|調整後|"
                            # ("| GPU | Last week | This week | Change |": a week's price and the one before)
                            r"\b(?:last|this)\s+(?:week|month|quarter)\b|上周|本周|上月|本月", re.I)
_DATE_CELL = re.compile(r"^\s*(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{4}|\d{4}[-/.]\d{1,2}(?:[-/.]\d{1,2})?|"
                        r"\d{4}年\d{1,2}月(?:\d{1,2}日)?|Q[1-4]\s+\d{4})\s*$", re.I)
_NEW_PRICE_LABEL = re.compile(r"\bnew\s+(?:price|rate)|新价格|新價格|调整后价格|調整後價格", re.I)
_BASELINE_ROW_CELL = re.compile(r"^\s*(?:baseline|reference|—|-|0\s*%|基准|基準)\s*$", re.I)


def change_column(context: DocumentContext, index: int, position: int) -> dict | None:
    """What a price table's change column says of the percentage at document offset ``position``: its direction
    ("Cut 75%" and "-33%" are down, "+10%" up), the row's label as the subject and the baseline: the row marked
    "Baseline" in a "Savings vs OD" column, the thing a "vs X" label names, or the previous price where the
    table lists old and new prices. ``None`` for any other cell, and where the table does not say what the change
    is against."""
    table = context.tables.get(index)
    row = table.row(index) if table is not None else None
    cell = row.cell_at(position) if row is not None else None
    if cell is None or cell.column == 0 or row.cells[0].empty or SUMMARY_ROW.fullmatch(row.cells[0].text) or \
            not (found := _CHANGE_CELL.match(re.sub(r"(?:\s+[^\w\s%|.+\-−–]{1,6})+\s*$", "",
                                                    re.sub(r"^\s*\*\*(.*?)\*\*", r"\1", cell.text)))):
        return None   # (a mark after the bold figure, "**-70%** ⭐", is no part of it)
    label = table.column_label(index, cell.column) or ""
    column = _CHANGE_COLUMN_LABEL.match(label) or _VERSUS_ONLY_LABEL.match(label)
    header = context.table_header.get(index) or []
    # (or a table of a tracker's periods under a heading that declares its prices' unit: "output 价格周报（单位：元/百万
    # tokens）" over "| 模型 | 上月 | 本月 | 变化 |")
    if column is not None and (_NOT_PRICE_MEASURE.search(" ".join(header)) or _NOT_PRICE_MEASURE.search(row.cells[0].text)):
        return None   # "| Vendor | Revenue | MoM |" over "| OpenAI | $1.2B | +8% |": a business's figures, no price
    if column is None or not (any(_PRICED_COLUMN.search(h) for h in header) or
                              any(re.search(r"[$¥€£]\s?\d", c.text) for c in row.cells) or
                              (sum(1 for h in header if _OLD_NEW_LABEL.search(h)) >= 2 and
                               any(is_unit_declaration(line) for line in context.table_captions.get(index, [])[:3]))):
        return None
    sign = found.group("sign")
    marked_up = "up" in column.groupdict() and column.group("up") is not None
    direction = "up" if sign == "+" or (marked_up and not sign) else "down" if sign or column.group("down") else None
    if direction is None:
        return None
    first = row.cells[0]
    named = [m for m in context.mentions[index] if m.category in ("hardware", "model") and m.start == first.start]
    subject = named[0].name if named else first.text.strip()
    if not named and _DATE_CELL.match(first.text):
        # "| Jun 2023 | OpenAI | GPT-3.5-turbo | -25% |": a dated log; the row's product is named before the change
        before = [c for c in row.cells if 0 < c.column < cell.column and not c.empty]
        products = [m for m in context.mentions[index] if m.category in ("hardware", "model")
                    and any(c.start <= m.start < c.end for c in before)]
        subject = products[-1].name if products else before[-1].text.strip() if before else None
    result = {"direction": direction, "subject": subject, "baseline": None}
    if any(re.search(r"throughput|tokens?\s*/\s*s|\bTPS\b|吞吐", h, re.I) for h in header) and \
            any(re.search(r"(?:hourly|instance)\s+cost|cost\s*/\s*h(?:ou)?r", h, re.I) for h in header):
        # "| Hourly Cost | Throughput | $/1M tokens | vs Baseline |": a serving cost worked out from an instance's rate
        # and its speed, not a price anyone lists
        result["metric"] = "cost"
    if found.group("cell_vs"):
        result["baseline"] = found.group("cell_vs").strip()
    elif column.group("vs"):
        marked = [r for r in table.body_rows() if len(r.cells) > cell.column and r is not row
                  and _BASELINE_ROW_CELL.match(r.cells[cell.column].text) and not r.cells[0].empty]
        result["baseline"] = marked[0].cells[0].text.strip() if len(marked) == 1 else column.group("vs")
    elif column.groupdict().get("period_zh"):
        result["baseline"] = column.group("period_zh")   # "按需价较上月 | -10%": against last month's price
    elif sum(1 for h in header if _OLD_NEW_LABEL.search(h)) >= 2 or column.group("period") or (
            column.group("down") is None and any(_NEW_PRICE_LABEL.search(h) for h in header)):
        # (a "Change" column beside a "New price" one: each row's price against the one it replaced)
        result["baseline"] = "the previous price"
        products = [m for m in context.mentions[index] if m.category in ("hardware", "model") and
                    any(c.start <= m.start < c.end for c in row.cells if 0 < c.column < cell.column)]
        if not named and len({m.name for m in products}) == 1 and not _DATE_CELL.match(first.text):
            # "| 云栈科技 | A100 80G | 6.40 | 6.80 | -5.9% |": a seller's row of one card; its price changed
            result["subject"] = products[0].name
    elif column.group("on") and len(standard := [h for h in header if re.search(r"\b(?:base|standard|regular|list)\b", h, re.I)]) == 1:
        # "Savings per Read | 90%" beside "Base Input" and "Cache Read" columns: what a read saves on the base price
        result["baseline"] = standard[0].strip()
    elif marked_up and (pair := _saving_pair(row, cell, header, markup=True)) is not None:
        # "| Model | Direct Price | OpenRouter Price | Markup |" over "| … | $0.90 | $1.00 | ~11% |": the second column's
        # price against the first's
        result["subject"], result["baseline"] = pair
        result["from_columns"] = True
    elif direction == "down" and (pair := _saving_pair(row, cell, header)) is not None:
        # "| 项目 | DeepSeek V3.2 | GPT-3.5-turbo | 节省 |" over "| 输出 | $0.42/1M tokens | $1.50/1M tokens | 72% |": the
        # first column's price against the second's, the saving being what the two amounts give
        result["subject"], result["baseline"] = pair
        result["from_columns"] = True
    else:
        return None  # "Saving | 50%" beside batch and standard columns: against what, the table does not say
    return result


def _saving_pair(row, cell, header: list[str], markup: bool = False) -> tuple[str, str] | None:
    """(subject, baseline) column labels of the two priced cells before ``cell`` whose amounts differ by the
    percentage in it (1 − lower/higher, within one point; for a ``markup``, the second over the first less one, the
    second the subject), else ``None``."""
    percent = re.search(r"\d+(?:\.\d+)?", cell.text)
    priced = []
    for other in row.cells:
        if 0 < other.column < cell.column and (amount := re.search(r"[$¥€£]\s?(\d+(?:\.\d+)?)", other.text)):
            priced.append((other.column, Decimal(amount.group(1))))
    if percent is None or len(priced) != 2 or max(column for column, _ in priced) >= len(header):
        return None
    (first, a), (second, b) = priced
    if markup:
        if a <= 0 or b < a or abs((b / a - 1) * 100 - Decimal(percent.group(0))) > 1:
            return None
        return _bare_column_label(header[second]), _bare_column_label(header[first])
    if a > b > 0 and abs((1 - b / a) * 100 - Decimal(percent.group(0))) <= 1:
        # "| On-Demand | Spot | Discount |" over "| $1.19 | $0.42 | 65% |": the cheaper second column against the first
        return header[second].strip(), header[first].strip()
    if b <= 0 or a >= b or abs((1 - a / b) * 100 - Decimal(percent.group(0))) > 1:
        return None
    return header[first].strip(), header[second].strip()


def _bare_column_label(label: str) -> str:
    """A column label without its bracketed unit ("OpenRouter Price (Input/M)" → "OpenRouter Price")."""
    return " ".join(re.sub(r"[(（][^)）]*[)）]", " ", label).split()) or label.strip()


# A column of signed percentages named for the measure they change ("Throughput Winner | vLLM (+29%)", "Latency
# gain | -21%", "提升幅度 | +27.4%" beside two engines' speeds).
_METRIC_CHANGE_LABEL = re.compile(r"^\s*(?:(?P<what>throughput|latency|TTFT|TPOT|ITL|speed|TPS|performance|吞吐(?:量)?|延迟|时延|速度|性能)\s*"
                                  r"(?:winner|gain|advantage|improvement|delta|diff(?:erence)?|change|uplift|提升(?:幅度)?|"
                                  r"差异|变化|优势)|(?P<bare>提升幅度|提升|同比|增幅|增益|improvement|gain|speed-?up|uplift|Δ|delta|"
                                  # ("|Base tokens/s|Increased tokens/s|Percent|" over "|39|73|+87%|")
                                  r"percent(?:age)?|pct|"
                                  r"diff(?:erence)?))\s*(?:\(%\)|%)?\s*$",
                                  re.I)
# An unsigned percentage in such a column or row ("| 基线吞吐 | CCLoRA+吞吐 | 性能提升 |" over "| 9.72 | 13.64 | 40.3% |"):
# read only where two figures beside it have exactly that gain
_UNSIGNED_PERCENT_CELL = re.compile(r"^\s*(?P<percent>\d+(?:\.\d+)?)\s*%\s*$")
_LEADING_FIGURE = re.compile(r"^\s*(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\d.,])")


def _verified_gain(percent: str, figures: list[tuple[int, Decimal]]) -> tuple[int, int] | None:
    """(higher, lower) keys of the one pair of ``figures`` whose quotient less one is ``percent`` (within 0.5% of
    the quotient), or ``None``."""
    return _pair_with_quotient(figures, 1 + Decimal(percent) / 100, Decimal("0.005"))


def _leading_figure(text: str) -> Decimal | None:
    found = _LEADING_FIGURE.match(text)
    return parse_decimal(found.group(1)) if found else None
# ("| vLLM -14% |": the name and its sign with no bracket between)
_SIGNED_CHANGE_CELL = re.compile(r"^\s*(?:(?P<name>[A-Za-z\u4e00-\u9fff][^()（）|%\d]{0,30}?)(?:\s*[(（]|\s+(?=[-−–+]\s*\d)))?"
                                 r"\s*(?P<sign>[-−–+])\s*"
                                 r"\d+(?:\.\d+)?\s*%\s*[)）]?\s*$")
_BRACKETED_NOTE = re.compile(r"\s*[(（][^()（）]*[)）]\s*$")
_LATENCY_WORDS = re.compile(r"latency|TTFT|TPOT|ITL|延迟|时延", re.I)
_DURATION_CELL = re.compile(r"^\s*\d+(?:\.\d+)?\s?(?:s|ms|sec|secs|seconds?|秒|毫秒)\s*$", re.I)


def _changed_measure(context: DocumentContext, index: int, row, what: str) -> str | None:
    """The measure a table's column or row of changes is in: latency for latency words, throughput for speed words
    or, with no word, where the table measures rates (its header, the lines above it, the row's cells or the
    page's reported metric name a rate unit); ``None`` otherwise."""
    if _LATENCY_WORDS.search(what):
        return "latency"
    if not what and row.cells and _LATENCY_WORDS.search(row.cells[0].text) and not _RATE_HEADER.search(row.cells[0].text):
        return "latency"   # "| TTFT p50 (10k prefill) | 1190.24ms | 714.44ms | -40.0% |": the row names its measure
    if not what and sum(1 for c in row.cells[1:] if _DURATION_CELL.match(c.text)) >= 2 and \
            not any(_RATE_HEADER.search(h) for h in context.table_header.get(index) or []):
        return "latency"   # "| 20 | 11.6s | 10.0s | vLLM -14% |": the row's figures are times
    if what or any(_RATE_HEADER.search(h) for h in context.table_header.get(index) or []) or \
            _RATE_HEADER.search(context.table_context.get(index, "")) or \
            any(_RATE_HEADER.search(c.text) for c in row.cells) or _reported_metric(context, index) is not None:
        return "throughput"
    return None


def gain_row(context: DocumentContext, index: int, position: int) -> dict | None:
    """What a row of signed percentages labelled as the gain says of the one at document offset ``position``
    ("| Gain | +24.2% | +23.4% |" under "| Lodestar 0.8 | …" and "| Lodestar 0.9 | …"): its direction, throughput
    where the table measures rates, the row above against the one above it. ``None`` for any other cell."""
    table = context.tables.get(index)
    row = table.row(index) if table is not None else None
    cell = row.cell_at(position) if row is not None else None
    if cell is None or cell.column == 0:
        return None
    found = _SIGNED_CHANGE_CELL.match(cell.text)
    unsigned = _UNSIGNED_PERCENT_CELL.match(cell.text) if found is None else None
    if (found is None and unsigned is None) or (found is not None and found.group("name")):
        return None
    label = _METRIC_CHANGE_LABEL.match(row.cells[0].text)
    if label is None:
        return None
    above = [r for r in table.body_rows() if r.sentence < index and r.cells and not r.cells[0].empty]
    if len(above) < 2 or (metric := _changed_measure(context, index, row, label.group("what") or "")) is None:
        return None
    if unsigned is not None:
        # "| vllm | 1423.36 tokens/s |", "| hf | 652.15 tokens/s |", "| diff | 118.26% |": the row whose figure is
        # that much above the other's, against it
        figures = [(place, value) for place, r in enumerate(above[-2:]) if len(r.cells) > cell.column and
                   (value := _leading_figure(r.cells[cell.column].text)) is not None]
        if metric == "latency" or (pair := _verified_gain(unsigned.group("percent"), figures)) is None:
            return None
        return {"direction": "up", "metric": metric, "subject": above[-2:][pair[0]].cells[0].text.strip(),
                "baseline": above[-2:][pair[1]].cells[0].text.strip()}
    return {"direction": "up" if found.group("sign") == "+" else "down", "metric": metric,
            "subject": above[-1].cells[0].text.strip(), "baseline": above[-2].cells[0].text.strip()}


def metric_change_column(context: DocumentContext, index: int, position: int) -> dict | None:
    """What a column of signed percentages named for a measure says of the one at document offset ``position``:
    its direction by its sign, the measure (latency for latency words, throughput for speed words or a bare gain
    beside rates), the product the cell names as the subject, else, for a bare gain right after two value columns,
    the later column against the earlier. ``None`` for any other cell."""
    table = context.tables.get(index)
    row = table.row(index) if table is not None else None
    cell = row.cell_at(position) if row is not None else None
    if cell is None or cell.column < 2:
        return None
    found = _SIGNED_CHANGE_CELL.match(cell.text)
    unsigned = _UNSIGNED_PERCENT_CELL.match(cell.text) if found is None else None
    if found is None and unsigned is None:
        return None
    label = table.column_label(index, cell.column) or ""
    column = _METRIC_CHANGE_LABEL.match(label)
    if column is None:
        return None
    header = context.table_header.get(index) or []
    if (metric := _changed_measure(context, index, row, column.group("what") or "")) is None:
        return None  # "提升幅度 | +12%" in a table of no measured speeds: a gain in what, the table does not say
    if unsigned is not None:
        # "| 基线吞吐 | CCLoRA+吞吐 | 性能提升 |" over "| 9.72 | 13.64 | 40.3% |": the column whose figure is that much
        # above another's, against it
        figures = [(other.column, value) for other in row.cells if 0 < other.column < cell.column and
                   (value := _leading_figure(other.text)) is not None]
        # (the two columns right before it first: a count of cards may happen to stand in the same proportion)
        beside = [(column, value) for column, value in figures if column >= cell.column - 2]
        pair = _verified_gain(unsigned.group("percent"), beside) or _verified_gain(unsigned.group("percent"), figures)
        if metric == "latency" or pair is None:
            return None
        # (a column named for its measure names the run: "CCLoRA+吞吐" is CCLoRA's)
        names = [(re.sub(r"[\s+]*(?:吞吐量?|throughput|速度|speed)\s*$", "", _BRACKETED_NOTE.sub("", header[place]),
                         flags=re.I).strip() or None) if len(header) > place else None for place in pair]
        return {"direction": "up", "metric": metric, "subject": names[0], "baseline": names[1]}
    result = {"direction": "up" if found.group("sign") == "+" else "down", "metric": metric,
              "subject": (found.group("name") or "").strip() or None, "baseline": None}
    if result["subject"] is not None:
        # "TensorRT Peak | vLLM Peak | ... | Throughput Winner": the winner against the other engine the header names
        names = {label.split()[0].casefold(): label.split()[0] for position, label in enumerate(header)
                 if 0 < position != cell.column and label.split() and not _METRIC_CHANGE_LABEL.match(label)}
        others = [name for key, name in names.items() if key != result["subject"].casefold()]
        if result["subject"].casefold() in names and len(others) == 1:
            result["baseline"] = others[0]
    if result["subject"] is None and column.group("bare") and cell.column == 3 and len(header) > 3:
        # (without a bracketed note of how each ran: "SGLang(FP8)" is SGLang)
        # ("Increased tokens/s" over "Base tokens/s": the runs, their unit left out)
        result["subject"], result["baseline"] = (re.sub(r"\s*(?:tokens?|tok|t)\s*/\s*s(?:ec)?\s*$|\s*\b(?:tps|TPS)\s*$", "",
                                                        _BRACKETED_NOTE.sub("", header[position])).strip() or None
                                                 for position in (2, 1))
    return result


def _column_chip(context: DocumentContext, index: int, position: int) -> str | None:
    """The one chip named in the column label of the table cell at document offset ``position``
    ("Workload | QX-7 x8 | L40S x8": the chip that produced that column's results)."""
    table = context.tables.get(index)
    row = table.row(index) if table is not None else None
    cell = row.cell_at(position) if row is not None else None
    if cell is None:
        return None
    labels = [table.column_label(index, cell.column) or ""]
    if labels[0].strip() in _EMPTY_CORNER:
        # stacked header rows: a "GPU | H100 80GB HBM3 | A100-SXM4-80GB" row above the "Model | TP Size" one
        labels = [r.cells[cell.column].text for r in reversed(table.rows) if r.role == "header"
                  and r.sentence < index and len(r.cells) == len(row.cells)]
    for label in labels:
        chips = [m for m in _find_mentions(label, 0) if m.category == "hardware" and m.hardware_kind != "family"]
        if chips:
            return _chip_name(chips[0]) if len(chips) == 1 else None
    if labels and re.fullmatch(r"\s*\d{3,4}(?:\s?(?:Ti|XTX|XT|Super|SUPER|D))?\s*", labels[0]):
        # "| Metric | 5070 Ti | 4090 | Delta |" under "RTX 4090 vs RTX 5070 Ti": the card the page named in full
        written = re.sub(r"\s+", " ", labels[0].strip()).lower()
        named = {_chip_name(m) for found in context.mentions for m in found if m.category == "hardware" and
                 re.sub(r"\s+", " ", m.surface).lower().endswith(written)} | \
            {_chip_name(m) for m in context.title_mentions if m.category == "hardware" and
             re.sub(r"\s+", " ", m.surface).lower().endswith(written)}
        return named.pop() if len(named) == 1 else None
    if _GPU_COUNT_LABEL.match(labels[0] if labels else ""):
        return _caption_chip(context, index)   # "| **4 GPUs** TP2,PP2 |" under the chip's caption line
    return None


# A figure with its change in brackets ("6.7 (-25.6%)"), and a plain figure ("9.0", "**38534.8**")
_FIGURE_WITH_SIGNED_CHANGE = re.compile(r"^\s*[\d,]+(?:\.\d+)?\s*[(（]\s*[+−–-]\s*\d+(?:\.\d+)?\s*%\s*[)）]\s*$")
_PLAIN_FIGURE = re.compile(r"^\s*[\d,]+(?:\.\d+)?\s*$")
_LATENCY_LABEL = re.compile(r"latenc|\bTTFT\b|\bTPOT\b|\bITL\b|\bE2E\b|time\s+to\s+first|\btime\b|延迟|时延|耗时", re.I)
_THROUGHPUT_LABEL = re.compile(r"throughput|tokens?\s*(?:/|per)\s*s(?:ec(?:ond)?)?\b|tok/s|\bTPS\b|\bQPS\b|\bRPS\b|吞吐", re.I)


def signed_change_cell(context: DocumentContext, index: int, position: int) -> dict | None:
    """{subject, baseline, metric} of a bracketed change after a figure in a table cell ("6.7 (-25.6%)") whose column
    names a latency or a throughput, measured against the one body row of that column holding a plain figure; ``None``
    for any other cell."""
    table = context.tables.get(index)
    row = table.row(index) if table is not None else None
    cell = row.cell_at(position) if row is not None else None
    if cell is None or cell.column == 0 or not _FIGURE_WITH_SIGNED_CHANGE.match(_plain_cell(cell.text)):
        return None
    label = table.column_label(index, cell.column) or ""
    metric = "latency" if _LATENCY_LABEL.search(label) else "throughput" if _THROUGHPUT_LABEL.search(label) else None
    if metric is None:
        return None
    references = [r for r in table.body_rows() if len(r.cells) > cell.column and r is not row and
                  _PLAIN_FIGURE.match(_plain_cell(r.cells[cell.column].text))]
    if len(references) != 1 or row.cells[0].empty:
        return None
    return {"subject": _row_label(_plain_cell(row.cells[0].text)),
            "baseline": _row_label(_plain_cell(references[0].cells[0].text)), "metric": metric, "speedup_row": True}
