"""Price candidates: money amounts with their unit, token type, condition, subject and seller."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field, replace
from decimal import Decimal
from functools import lru_cache

from extractors.numbers import ZH_TOKEN_WORD, MoneyMention, find_rates, parse_decimal
from extractors.rules.attribution import RIVAL, _attribute_mention, _is_heading, _price_seller, column_seller
from extractors.rules.names import _HOST_ORGANIZATIONS, Mention, _find_mentions, _hardware_registry, _model_table
from extractors.rules.records import _key_reading, _record_price
from extractors.tables import is_heading, is_unit_declaration
from extractors.rules.conditions import (
    _CHANGE_OR_TIME,
    _CONDITIONS,
    _CURRENT_CUE,
    _PREVIOUS_SENTENCE,
    _UNTIL_PAST,
    _condition,
    _condition_ended,
    _long_context,
    lowered_to,
    opens_old_list,
    past_in_clause,
    reserved_term,
)
from extractors.rules.context import Candidate, DocumentContext, _clean_decimal
from extractors.rules.dates import effective_dates
from extractors.rules.tables import (
    _CACHE_WRITE_LABEL,
    _TIER_PHRASE,
    _column_condition,
    _column_header,
    _table_cell_money,
    _table_condition,
    _table_declaration,
    SUMMARY_ROW,
    unplaced_change_column,
)
from extractors.rules.token_types import (
    _ALIKE,
    _ALIKE_BEFORE,
    LENGTH_BAND_WORD,
    _SHORT_LABEL,
    _TOKEN_KEYWORDS,
    _bracketed_standard,
    _inherit_token_type,
    _relate_amounts,
    _share_versus_condition,
    _token_type,
    spelt_out_label,
    without_referenced_prices,
)
from extractors.rules.traps import (
    under_duties_or_goals,
    CACHE_HIT_WORDS,
    CACHE_SAVING_FROM_TO,
    _BOUND_BEFORE,
    CEILING_WORDS,
    _CHANGE_VERB_BEFORE,
    _CONDITIONAL_SENTENCE,
    _ESTIMATE_BEFORE,
    _EXAMPLE_BEFORE,
    MAXIMUM_PRICE_BEFORE,
    _MADE_UP_CASE,
    WORKED_REQUEST,
    _HYPOTHETICAL_BEFORE,
    _QUESTION_SENTENCE,
    _RANGE_BEFORE,
    _RANGE_GAP,
    _RESTATEMENT_CUE,
    _TOTAL_BEFORE,
    _TRAP_MONEY,
    _is_range_start,
)
from extractors.rules.units import (
    VARIANT_WORDS,
    _APPROX_GAP,
    _PROMPT_TIER_AFTER,
    _list_item,
    _sibling_list_unit,
    _page_token_unit,
    _DECL_TIME_REJECT,
    _SENTENCE_UNIT,
    _TIME_AFTER_TOKENS,
    _context_unit,
    _currency_hint,
    _declared_unit,
    _hourly_context,
    _label_unit,
    _labelled_hourly_numbers,
    _labelled_numbers,
    _propagate_units,
    _unit_declaration,
    _unit_declaration_below,
    _unit_factor,
)


# "$3.00 per 1M training tokens", "每百万训练 tokens": what fine-tuning costs
_TRAINING_TOKENS_AFTER = re.compile(r"[^,;.。，；]{0,25}?\b(?:training|fine[- ]?tuning)\s+tokens?\b|[^,;.。，；]{0,12}?训练\s?(?:tokens?|词元)",
                                    re.I)
# "训练单价(最低为 0.006元/千Token)", "fine-tuning price: $3/1M": the price labelled as a training one
_TRAINING_PRICE_BEFORE = re.compile(r"(?:训练|訓練|微调|微調|精调|精調)(?:单价|單價|价格|價格|费用|費用|费|費)[^，。；,;]{0,12}$|"
                                    r"\b(?:training|fine[- ]?tuning)\s+(?:price|rate|cost|fee)s?\b[^,;.]{0,12}$", re.I)
_BUYS_AFTER = re.compile(r"\s*(?:约|大约|就|即)?\s*(?:可|能|可以)\s*(?:购买|买到?|调用|处理|生成|使用)|\s+(?:buys|gets\s+you|will\s+buy)\b",
                         re.I)
_INSTANCE_WORDS = re.compile(r"(?<!spot )(?<!Spot )(?<!demand )(?<!reserved )(?<!Reserved )\binstances?\b|"
                             # "H100x8 $23.92 per hour": a chip and the count of it a machine holds
                             r"\b[A-Z]{1,3}\d{2,4}[A-Za-z]*\s?[x×*]\s?(?:[2-9]|1[0-6])\b|\bnodes?\b|\bservers?\b|\bVMs?\b|\bclusters?\b|\bpods?\b|\bracks?\b|rack-hours?|"
                             r"(?<![\d.,])\b(?:[2-9]|\d{2,})\s?[x×]\s?(?-i:[A-Z])|\b\d+-GPU\b|\beight[- ]GPU\b|p5\.|p4d|a3-|(?-i:\bND)\s?H100|整机|节点|"
                             # (a spot or on-demand "instance" is a purchase mode: "竞价实例", "spot instance")
                             r"(?<!竞价)(?<!按需)(?<!抢占式)(?<!预留)(?:实例|實例)|"
                             r"\.\d*xlarge", re.I)
# the first column of a table of machines, and a column counting the GPUs each machine holds
_MACHINE_COLUMN = re.compile(r"^\s*(?:machine(?:\s+type)?|shape|instance(?:\s+type)?|flavou?r|机型|实例规格|规格)\s*$", re.I)
_GPUS_PER_HOST_COLUMN = re.compile(r"GPUs?\s*(?:/|per)\s*(?:host|node|instance|machine|VM)|#\s*(?:of\s+)?GPUs|GPU\s+count|"
                                   r"^\s*(?:GPUs|Accelerators|Chips|TPUs|NPUs)\s*$|卡数|GPU\s*数", re.I)
_SEVERAL = re.compile(r"(?:[2-9]|\d{2,})(?:\s*[-–]\s*\d+)?|\d\s*[-–]\s*\d+")
# "8xH100", "8× H200", "4x NVIDIA A100": a machine of several accelerators named in the sentence
# ("2 A10Gs (24 GB each): $3.40/hour": a count of chips in the plural)
_MULTI_GPU_CONFIG = re.compile(r"(?<![\d.,])\b(?:[2-9]|1[0-6])\s?[x×]\s?(?:NVIDIA\s+|AMD\s+)?(?-i:[A-Z]{1,2}\d{2,3})|"
                               r"(?<![\d.,$])\b(?:[2-9]|1[0-6])\s+(?:NVIDIA\s+|AMD\s+)?(?-i:[A-Z]{1,2}\d{2,3}[A-Z]?)s\b", re.I)
_ESTIMATE_MARK_AFTER = re.compile(r"[^|;。；\n]{0,30}?(?:\best\.|\(\s*est(?:imated?)?\b|,\s*estimated?\b|估算|预估|預估)", re.I)
_ESTIMATE_WORD_BEFORE = re.compile(r"(?:\bestimated(?:\s+at)?|\bwe\s+estimate|估算|预估|預估)\s*(?:约|約|為|为)?\s*[~≈]?\s*$|"
                                   # "falls back to a flat estimate of $50 per million tokens, or $30 for …"
                                   r"\bestimate\s+of\s+(?:(?:US)?[$€£¥]\s?\d(?:[^.;]|\.(?=\d)){0,40}?,?\s+or\s+)?$", re.I)
_FOR_SEVERAL_AFTER = re.compile(r"\s*(?:for|per)\s+(?:an?\s+|the\s+|one\s+)?(?:(?:[2-9]|\d{2,})[- ](?:chips?|GPUs?|cards?|"
                                r"accelerators?|TPUs?)\b|(?:[2-9]|\d{2,})\s?[x×]\s?(?-i:[A-Z]))", re.I)
# "| ᵃ8-GPU instance normalized per unit |" in a row's notes: the machine's rate divided out to one accelerator's
_NORMALISED_PER_GPU = re.compile(r"normali[sz]ed\s+(?:to\s+)?(?:per|to\s+(?:one|a\s+single))\s+(?:unit|device|GPU|card|chip)\b", re.I)
_PER_GPU_WORDS = re.compile(r"per\s+GPU|/\s?GPU|per\s+(?:chip|accelerator|card)|GPU[- ]hours?|chip[- ]hours?|"
                            r"\b1\s?[x×]\s?[A-Z]|\bsingle[- ](?:GPU|card)|"
                            r"每卡|单卡|每张|/\s?卡|卡\s?[·・]\s?时", re.I)


# Words that make a bare amount read as a price ("lists at $2.50", "只需4元", "the rates rise to $0.40").
_PRICE_CUE_BEFORE = re.compile(
    r"(?:\bprices?d?\b|\bpricing\b|\brates?\b|\blists?\s+at|\blisted\s+at|\bcharg(?:es|ed|ing)\b|\bbilled\s+at|"
    r"\bfrom\b|\bwas\b|\bwere\b|\btokens?\s+(?:\w+\s+)?cost(?:s|ing)?\b|"
    # "with one-year reserved capacity at $2.69 and spot capacity at $1.95": a rental option's rate
    r"\b(?:reserved|spot|on[- ]demand|committed|preemptible|interruptible)\s+(?:capacity|instances?)\s+(?:at|for)\b|"
    r"(?:cut|lowered|reduced|raised|dropped|fell|rises?|rose|increased|goes|went|drops?|climbs?)\s+to|"
    # "spot capacity clears at $1.40", "a three-year commitment brings it to $2.60", "the card went for 610 yen"
    r"\bclear(?:s|ed)?\s+at|\bbrings?\s+(?:it|them|the\s+rate)\s+(?:down\s+)?to|\brent(?:s|ed)?\s+(?:out\s+)?for|"
    r"\b(?:went|goes|go|sells?|sold)\s+for|"
    r"价格|定价|价|收费|只需|仅需|仅为|降至|降到|升至|上调至|涨至|下调至|调整为|调至|翻倍(?:到|至)|减半(?:到|至)|统一为)"
    r"[^.;。；\d$¥€£]{0,25}$", re.I)
_PRICE_CUE_AFTER = re.compile(r"^\s*(?:\(?\s*(?:in|out|input|output|cached|cache[- ]?(?:hit|miss))\b|beyond\s+that|"
                              r"above\s+that|thereafter|输入|输出|"
                              # "$0.86 per GPU-hour for the L40S and $1.79 for the RTX PRO 6000": a chip's rate
                              r"for\s+(?:the\s+|an?\s+)?(?:NVIDIA\s+|AMD\s+|Nvidia\s+)?(?-i:[A-Z]{1,4}[- ]?\d|RTX|MI\d|TPU|Gaudi|Trainium|Inferentia)|"
                              # "20% more than the $10 the company had charged since March"
                              r"(?:that\s+|which\s+)?(?:the\s+(?:company|firm|provider|vendor|lab|startup)|it|they)\s+"
                              r"(?:had\s+|has\s+|previously\s+|used\s+to\s+)?(?:charged?|billed?)\b)", re.I)


# "$2.25/hr (H200 SXM)"; "$2.79 for H100" right after the amount (and its unit) in a list of products' rates
# "$0.15 input / $0.75 output for DeepSeek-V3.1-cb": a pair of amounts, then the model both are for
_PAIR_FOR_GAP = re.compile(r"\s*(?:input|output|in|out)(?:\s*/\s*(?:US)?[$€£¥]\s?\d[\d.,]*\s*(?:input|output|in|out))?"
                           r"\s+for\s+(?:the\s+)?(?:full\s+|base\s+)?", re.I)
_GLOSS_GAP = re.compile(r"\s?[(（]\s?|(?:\s*(?:per|/)\s*(?:GPU|chip|card)[- ]?(?:hour|hr)s?)?\s+for\s+(?:the\s+|an?\s+)?")


_SPEND_THRESHOLD = re.compile(r"\bcumulative\s+(?:spend|payments?|top-?ups?)\b|\bspend(?:ing)?\s+(?:threshold|tiers?)\b|"
                              r"\b(?:after|once\s+you(?:['’]ve|\s+have)?)\s+(?:spent|spending|paid|paying|topped\s+up)\b|"
                              r"累计(?:消费|充值|付费)|充值满", re.I)
# "(9.09M / $1)", "(333,333 / $1)": a count of tokens over a sum of money
_TOKENS_PER_AMOUNT_BEFORE = re.compile(r"[(（]\s*\d[\d,.]*\s?[KMB]?\s*(?:tokens?\s*)?(?:/|per)\s*$", re.I)
# How long a pack of tokens keeps, right after its price ("￥50 / 420K tokens 1个月有效", "… valid for 30 days")
_TOKEN_PACK_AFTER = re.compile(r"\s*[(（]?\s*(?:\d+\s?(?:个月|月|天|日|年)\s?内?有效|有效期|valid\s+for\b|expires?\b)", re.I)

# "must not exceed $0.50 per million input tokens or $1.50 per million output tokens": the next amount of a ceiling's list
# ("must not exceed USD 1.00 per million output tokens and USD 0.25 …", "不得超过每百万tokens输入1元、输出3元": the currency
# as a code, the unit before the first amount, the next amount's token word before it)
_LISTED_AFTER_CEILING = re.compile(CEILING_WORDS + r"[^.;。；$€£¥￥\d]{0,24}?(?:(?:(?:US)?[$€£¥￥]\s?|(?:USD|CNY|RMB|EUR|GBP|CAD|AUD|SGD|JPY|INR|HKD|TWD)\s?)\d[\d.,]*|"
                                   r"\d[\d.,]*\s*(?:元|美元))[^$€£¥￥.;。；]{0,50}?(?:\bor|\band|\bnor|或|和|、|,|，)\s*"
                                   r"(?:输入|输出|輸入|輸出|input|output)?\s*(?:USD|CNY|RMB|EUR|GBP|CAD|AUD|SGD|JPY|INR|HKD|TWD)?\s*$", re.I)


def _price_like(sentence: str, mention: MoneyMention, previous_end: int, next_start: int) -> bool:
    """Whether a unit-less amount is worded as a price: a token word or a price word right next to it."""
    before = sentence[max(previous_end, mention.start - 40):mention.start]
    after = sentence[mention.end:min(next_start, mention.end + 30)]
    near = before[-25:] + " " + after[:20]
    if any(regex.search(near) for _, regex in _TOKEN_KEYWORDS) or _SHORT_LABEL.search(before[-14:]):
        return True
    return bool(_PRICE_CUE_BEFORE.search(before) or _PRICE_CUE_AFTER.match(after))


@dataclass
class _Row:
    """A table row read as one sentence ("deepseek-chat | $0.27 | $1.10"): its cells, where each starts,
    its table's header cells and the columns that hold amounts."""

    cells: list[str]
    starts: list[int]
    header: list[str]
    money_columns: set[int] = field(default_factory=set)
    labels: dict[int, str | None] = field(default_factory=dict)  # column → its label in the table model

    @classmethod
    def of(cls, context: DocumentContext, index: int, sentence: str, header: list[str],
           mentions: list[MoneyMention]) -> _Row:
        cells = sentence.split(" | ")
        starts, position = [], 0
        for cell in cells:
            starts.append(position)
            position += len(cell) + 3
        row = cls(cells, starts, header, labels={column: _column_header(context, index, column)
                                                 for column in range(len(cells))})
        row.money_columns = {row.column_of(m) for m in mentions}
        return row

    def column_of(self, mention: MoneyMention) -> int:
        return max(i for i, start in enumerate(self.starts) if start <= mention.start)

    def column_header(self, mention: MoneyMention) -> str | None:
        return self.labels.get(self.column_of(mention))


def _token_worded(sentence: str, mentions: list[MoneyMention], position: int) -> bool:
    """Whether an amount is worded as a token price: a token word right by it ("输出12元", "$15 output") or
    a slash pairing it with another amount ("$3/$15")."""
    mention = mentions[position]
    if any(other.unit == "per_million_tokens" and other.features.get("unit_from") is None for other in mentions):
        return True  # "Haiku at $0.25 per million input tokens, …, and Opus at $12.00": a list of prices
    near = sentence[max(0, mention.start - 12):mention.end + 15]
    if any(regex.search(near) for _, regex in _TOKEN_KEYWORDS):
        return True
    return any(0 <= other < len(mentions) and re.fullmatch(r"\s*(?:/|、|,|，|和|与|及|and)\s*", sentence[min(mentions[other].end, mention.end):
                                                                                max(mentions[other].start, mention.start)])
               for other in (position - 1, position + 1))


_SECONDS = {"second": Decimal(3600), "minute": Decimal(60)}
_ACCELERATOR_WORD = re.compile(r"\bGPUs?\b|\bTPUs?\b|\baccelerators?\b|显卡|算力卡|\bcards?\b", re.I)


def _per_time_prices(context: DocumentContext, index: int, sentence: str, mentions: list[MoneyMention]) -> None:
    """Amounts quoted per second or per minute of an accelerator ("Modal H100: $3.9492/hr from $0.001097/sec",
    "H100 $0.001525/s") as the hourly price they state: ×3600 or ×60, never read as per hour. Only when the
    amount's own line names an accelerator; a price per minute of audio or per second of a sandbox stays no price."""
    offset = context.prepared.sentences[index][0]
    for mention in mentions:
        per_time = mention.features.get("per_time")
        if mention.unit is not None or per_time is None:
            continue
        line_start = sentence.rfind("\n", 0, mention.start) + 1
        cell_start = sentence.rfind(" | ", 0, mention.start)
        start = max(line_start, cell_start + 3 if cell_start >= 0 else 0, mention.start - 60)
        chip = any(m.category == "hardware" and m.hardware_kind not in (None, "system") and
                   start <= m.start - offset and m.end - offset <= mention.start for m in context.mentions[index])
        if not (chip or _ACCELERATOR_WORD.search(sentence[start:mention.start])):
            continue
        mention.amount *= _SECONDS[per_time]
        mention.unit = "per_gpu_hour"
        mention.quoted_unit = mention.features.pop("per_time_quoted")
        mention.end = mention.features.pop("per_time_end")
        for name in ("per_other", "per_time"):  # a unit written next to the amount, as "/hr" is
            mention.features.pop(name, None)


# "GPT-4o is $5/15", "$0.15/0.6 (wow)": an input/output pair written with the currency once; the bare figure after the
# slash is the second amount, never a denominator (which carries a quantity: "$5/1M", "$2/hr")
_BARE_SECOND = re.compile(r"/\s?(?P<n>\d+(?:\.\d+)?)(?![\d.,]|\s?(?:[A-Za-z%]|万|千|百万|个|次|张|小时|秒|天|月|年))")


def _bare_second_of_pair(sentence: str, mentions: list[MoneyMention]) -> list[MoneyMention]:
    """The bare second amounts of currency-once pairs right after a money mention (comment above _BARE_SECOND), when
    the pair reads as input then output (the second not below the first)."""
    found = []
    for mention in mentions:
        if mention.unit is not None or mention.scale_word:
            continue
        second = _BARE_SECOND.match(sentence, mention.end)
        if second is None or (value := parse_decimal(second.group("n"))) is None or value < mention.quoted_amount:
            continue
        found.append(MoneyMention(start=second.start("n"), end=second.end("n"), amount=value, quoted_amount=value,
                                  currency=mention.currency, features={"bare_pair_second": True}))
    return found


def _amounts(context: DocumentContext, index: int, sentence: str, header: list[str] | None) -> list[MoneyMention]:
    """The sentence's money mentions (copies the steps below may change), else bare amounts after token
    labels under a declared unit, plus the bare numbers of price-table cells."""
    mentions = [replace(m, features=dict(m.features)) for m in context.money(index)]
    if (seconds := _bare_second_of_pair(sentence, mentions)):
        mentions = sorted(mentions + seconds, key=lambda m: m.start)
    if not mentions and not header and " | " not in sentence:
        mentions = _labelled_numbers(context, index, sentence) or _labelled_hourly_numbers(context, index, sentence)
    elif not header and " | " not in sentence and "\n" not in sentence and \
            not any(m.unit == "per_million_tokens" for m in mentions):
        # ("orbital-7 in 0.10 out 0.30 … images billed separately at $0.002/image": the card's labelled amounts beside
        # an amount of something else)
        taken = [(m.start, m.end) for m in mentions]
        labelled = [m for m in _labelled_numbers(context, index, sentence)
                    if not any(s <= m.end and m.start <= e for s, e in taken)]
        mentions = sorted(mentions + labelled, key=lambda m: m.start)
    if header:
        taken = [(m.start, m.end) for m in mentions]
        mentions += [m for m in _table_cell_money(context, index, sentence)
                     if not any(s < m.end and m.start < e for s, e in taken)]
        mentions.sort(key=lambda m: m.start)
        if not mentions:
            # "| qwen-long | 输入：0.5，输出： 2 |" under "价格单位：元/1m tokens": labelled bare amounts in a cell
            mentions = _labelled_numbers(context, index, sentence)
    return mentions


def _declare_table_units(context: DocumentContext, index: int, row: _Row,
                         mentions: list[MoneyMention]) -> dict[int, str]:
    """Give unit-less amounts of a table row the unit their row, column or caption declares; the rejection
    of each amount whose declared unit is not a price unit (monthly, per call, whole instance)."""
    rejections: dict[int, str] = {}
    for position, mention in enumerate(mentions):
        if mention.unit is not None or mention.scale_word:
            continue
        if _NOTES_COLUMN.match(row.column_header(mention) or ""):
            # "| 备注 |" over "输入 0.15¢,输出 0.6¢": a remark restating the row's prices in its own words, read in
            # no unit of the price columns
            rejections[position] = "an amount in a table's notes column"
            continue
        declared = _table_declaration(context, index, row.column_of(mention), row.cells, row.money_columns)
        if declared and declared[0] == "reject":
            rejections[position] = declared[1]
        elif declared:
            mention.unit, factor, mention.quoted_unit, mention.hour_scope = declared
            mention.amount *= factor
            mention.features["unit_from"] = "table"
            mention.features["token_word"] = True
    return rejections


# A table's column of remarks ("备注", "Notes", "说明")
_NOTES_COLUMN = re.compile(r"^\s*(?:\*\*)?\s*(?:备注|備註|注释|說明|说明|notes?|remarks?|comments?)\s*(?:\*\*)?\s*$", re.I)


# A list item's label ending in a colon right before its amount ("- On-demand: ", "・一年期预留方案：").
# The words of an hourly option of one item ("spot", "on-demand", "竞价")
_ITEM_OPTION = r"(?:spot|reserved|on[- ]demand|preemptible|竞价|按需|预留)"
_LIST_ITEM_LABEL = re.compile(r"^\s*(?:[-*•・·]\s*)?[^:：\n$€£¥￥]{1,60}[:：]\s*(?:US|NT|HK)?$"
                              # "Huawei Ascend 910C - ¥11.50", "2. **Mistral 7B** (OpenRouter) - $0.05": a dash between
                              # the item and its amount
                              r"|^\s*(?:[-*•・·]\s*|\d{1,2}[.)]\s+)?[^:：\n$€£¥￥\d][^:：\n$€£¥￥]{0,59}\s[-–—]\s*(?:US|NT|HK)?$"
                              # "H100 SXM : $2.49   spot $1.65": a second option of the same item, after the first
                              r"|^\s*(?:[-*•・·]\s*)?[^:：\n$€£¥￥]{1,60}[:：]\s*(?:US|NT|HK)?[$€£¥￥]\s?\d[\d.,]*\s+"
                              + _ITEM_OPTION + r"\s*[:：]?\s*(?:US|NT|HK)?$", re.I)
_NOT_PRICE_ITEM = re.compile(r"total|sum|cost|example|fee|storage|search|grounding|合计|总计|费用|成本|示例|例如|存储|包月|包年|月", re.I)
# (or a plain space before it on a line of options after a chip: "TPU v5e on-demand $1.20 1-yr CUD $0.84 3-yr CUD $0.54")
# A purchase option written after an item's amount ("$5.20 on demand", "$4.10 with a 1-year commitment", "$1.85 spot",
# "$3.15 on demand (previously $3.80)"), then the end of the option
_ITEM_OPTION_AFTER = re.compile(r"\s+(?:on[- ]demand|spot|reserved|preemptible|interruptible|"
                                r"(?:with\s+an?\s+|on\s+an?\s+)?(?:\d|one|three)[- ]?(?:year|yr|month)s?[- ](?:commit(?:ment|ted)?|"
                                r"reserv(?:ed|ation)|term|contract))\s*(?:$|[;；,，(（])", re.I)
# The opening of a list item's line: its label and a colon ("  * B300: ")
_ITEM_LINE_OPENING = re.compile(r"^\s*(?:[-*•・·]\s*)?[^:：\n$€£¥￥]{1,60}[:：]\s*(?:US|NT|HK)?[$€£¥￥]")
_OPTION_BEFORE = re.compile(r"(?:[—–]|·|•|\||(?<=\S)\s)\s*(?:on[- ]demand|spot|reserved|preemptible|interruptible|"
                            r"\d[- ]?(?:year|yr|month)s?\s+(?:commit(?:ment|ted)?|reserved|reservation|term|CUD)|"
                            r"commit(?:ted)?(?:\s+use)?)\s*[:：]?\s*(?:US)?$", re.I)
_OPTION_AMOUNT_END = re.compile(r"\s*(?:$|[·•|,，;；]|\s+[—–]\s|\s+(?=(?:on[- ]demand|spot|\d[- ]?(?:year|yr|month)s?\s)))",
                                re.I)
# what may follow the amount of such an item: nothing, or the end of its clause
# ("- $0.05/$0.05": the first of an input/output pair)
_ITEM_AMOUNT_END = re.compile(r"\s*(?:$|[,，;；。(（]|\s+起|\s+" + _ITEM_OPTION + r"\s*[:：]?\s*[$€£¥￥]|/\s?[$€£¥￥]\s?\d[\d.]*\s*$)",
                              re.I)


# What a workload was billed, an amount a unit stated elsewhere does not turn into a price: "$22 a night", "the bill
# went from roughly $88"
_BILL_PERIOD_AFTER = re.compile(r"\s*(?:a|an|per|each|every|/)\s*(?:night|day|week|month|year|mo|yr|run|job)\b", re.I)
_BILL_BEFORE = re.compile(r"\b(?:bill|invoice|spend(?:ing)?|spent)\b[^.;$€£¥]{0,30}$|"
                          # "the system prompt cost drops from $1,500 to $112.49": what a workload cost, before and after
                          r"\b(?:prompt|total|monthly|daily|weekly|annual|yearly|workload|job|batch|run)\s+cost\s+"
                          r"(?:drops|dropped|falls|fell|goes|went|plunges|plunged|rises|rose|comes)\b[^.;]{0,40}$|"
                          # "每天的输入费用从80元降到了约39元": what a day's (a month's) use cost, no unit price
                          r"(?:每天|每日|每月|每周|每年|一天|一个月|日均|月均)[^，。；;\d$¥€]{0,10}?(?:费用|花费|开销|開銷|支出|账单|賬單|成本)"
                          r"[^，。；;\d$¥€]{0,12}(?:(?:从|由)\s*[\d.,]+\s*(?:元|美元)?\s*(?:降|涨|增|减|升|上|下)[^，。；;\d$¥€]{0,6})?$",
                          re.I)


# "per GPU-hour, on-demand H100 is $2.35", "Orinoco Cloud: per GPU-hour, the B200 now goes for $3.49": the hourly unit
# opening a clause, set off by its comma
_TOKEN_UNIT_LEAD = re.compile(r"\W*per\s+(?:1\s?M|one\s+million|(?:a\s+)?million|1,000,000)\s+"
                              r"(?:(?P<side>input|output|cached\s+input|prompt|completion)\s+)?tokens?\s*,\s*", re.I)
_HOUR_UNIT_LEAD = re.compile(r"(?:^|[.:;\n]\s*|,\s*|[•\-*]\s+)(?P<unit>per\s+(?:GPU|chip|accelerator|card)[- ]hours?)\s*,\s*"
                             r"(?:[^.;\n]|\.(?=\d)){0,100}$", re.I)


def _rival_bracket_unit(context: DocumentContext, index: int, sentence: str, mention: MoneyMention,
                        mentions: list[MoneyMention]) -> tuple[str, str | None] | None:
    """(quoted unit, token side) for a bare amount in brackets right after a model's name that a comparison names as
    its baseline ("… 40% less than GPT-5.4 ($15)", "2.5× cheaper than Claude Sonnet ($15)"), when an amount of the
    same currency before it in the sentence is priced per million tokens; the side is the last one named before it."""
    if not mention.currency or not re.match(r"\s*[)）]", sentence[mention.end:mention.end + 3]):
        return None
    offset = context.prepared.sentences[index][0]
    opening = re.search(r"[(（]\s*(?:US)?$", sentence[max(0, mention.start - 4):mention.start])
    if opening is None:
        return None
    bracket = mention.start - (len(sentence[max(0, mention.start - 4):mention.start]) - opening.start())
    named = next((m for m in context.mentions[index] if m.category == "model" and
                  re.fullmatch(r"\s*", sentence[m.end - offset:bracket]) if m.end - offset <= bracket), None)
    if named is None:
        return None
    before = sentence[max(0, named.start - offset - 80):named.start - offset]
    # (or the next rival in the list: "cheaper than GPT-5.4 ($15) and Claude Sonnet ($15)")
    if not (re.search(r"\b(?:than|vs\.?|versus|compared\s+(?:to|with))\s+(?:the\s+)?$", before, re.I) or
                             re.search(r"\b(?:than|vs\.?|versus|compared\s+(?:to|with))\s+(?:[^.;()]|\.(?=\d)){1,40}[(（][^()（）]{1,12}[)）]\s*"
                                       r"(?:,\s*)?(?:and|or|,)\s+(?:the\s+)?$", before, re.I)):
        return None
    priced = [m for m in mentions if m.end <= mention.start and m.currency == mention.currency and m.unit == "per_million_tokens"]
    if not priced:
        return None
    # (the side named right after the bracket first: "50% less than GPT-5 ($4) on input")
    own = re.match(r"\s*[)）]\s*(?:on|for)\s+(?:the\s+)?(input|output)\b", sentence[mention.end:mention.end + 30], re.I)
    sides = [own.group(1)] if own else re.findall(r"\b(input|output)\b", sentence[priced[-1].start:mention.start], re.I)
    return priced[-1].quoted_unit or "per 1M tokens", (sides[-1].lower() if sides else None)


def _inherit_prose_units(context: DocumentContext, index: int, sentence: str, mentions: list[MoneyMention]) -> None:
    """Give unit-less amounts worded as prices the unit stated elsewhere: an hourly rental context, the
    sentence's own per-token unit, the prices of the sentences just before, or a heading above a list."""
    hourly_context = None
    for position, mention in enumerate(mentions):
        if mention.unit is not None or mention.scale_word or mention.features.get("per_other"):
            continue
        previous_end = mentions[position - 1].end if position else 0
        next_start = mentions[position + 1].start if position + 1 < len(mentions) else len(sentence)
        paired = any(0 <= other < len(mentions) and mentions[other].currency == mention.currency and
                     # ("$1.25 (≤128K) | $2.50 (>128K)": a tier's bracket before the separator)
                     re.fullmatch(r"\s*(?:[(（][^()（）]{1,20}[)）]\s*(?:/|\||and|&|和|与|、)|/|and|&|和|与|、|->|→|=>)\s*",
                                  sentence[min(mentions[other].end, mention.end):max(mentions[other].start,
                                                                                     mention.start)])
                     for other in (position - 1, position + 1))
        labelled = index in context.definition_labels and position == 0 and any(
            regex.search(context.sentence(context.definition_labels[index])) for _, regex in _TOKEN_KEYWORDS)
        tier = _PROMPT_TIER_AFTER.match(sentence, mention.end)
        line_start = sentence.rfind("\n", 0, mention.start) + 1
        # "・随需方案：NT$98" under "方案价格如下（以单张 GPU 每小时计）：": an item of a list a unit is declared for,
        # its amount standing alone after its label
        item_unit = _unit_declaration(context, index) if len(sentence) < 160 and (
            _spaced_price_row(context, index, sentence, mentions) or
            (_LIST_ITEM_LABEL.match(sentence[line_start:mention.start]) and
             not _NOT_PRICE_ITEM.search(sentence[line_start:mention.start]) and
             (_ITEM_AMOUNT_END.match(sentence, mention.end) or _ITEM_OPTION_AFTER.match(sentence, mention.end))) or
            # "* B300: $5.20 on demand; $4.10 with a 1-year commitment": the item's later options, each after a semicolon
            (_ITEM_LINE_OPENING.match(sentence[line_start:mention.start]) and
             re.search(r"[;；]\s*(?:US|NT|HK)?$", sentence[line_start:mention.start]) and
             _ITEM_OPTION_AFTER.match(sentence, mention.end)) or
            # "NVIDIA B200 — On-demand $4.89 · Spot $2.45 · 1-year commit $3.79": options of a product, set apart
            (_OPTION_BEFORE.search(sentence[line_start:mention.start]) and _OPTION_AMOUNT_END.match(sentence, mention.end)
             and any(m.category == "hardware" for m in context.mentions[index]))) else None
        if (rival := _rival_bracket_unit(context, index, sentence, mention, mentions)) is not None:
            # "Large 3 charges $6/M output tokens — 40% less than GPT-5.4 ($15), 60% less than Claude Sonnet ($15)":
            # a rival's price in brackets after its name, in the unit and on the side of the sentence's own price
            mention.unit, mention.quoted_unit = "per_million_tokens", rival[0]
            if rival[1]:
                mention.token_hint = rival[1]
            mention.features["unit_from"] = "sentence"
            continue
        if (lead := _TOKEN_UNIT_LEAD.match(sentence)) is not None and mention.currency and lead.end() <= mention.start and \
                not _TRAP_MONEY.search(sentence) and not re.search(r"[;；]", sentence[lead.end():mention.start]) and \
                not _BILL_PERIOD_AFTER.match(sentence, mention.end) and \
                not _BILL_BEFORE.search(sentence[max(line_start, mention.start - 40):mention.start]) and \
                re.search(r"(?:costs?|now|is|are|at|charges?|priced|\$[\d.]+\s*,)\s*(?:US)?$|^\s*(?:,|and)?\s*[\w.-]+\s*$",
                          sentence[max(lead.end(), previous_end, mention.start - 30):mention.start], re.I):
            # (within the lead's own clause, and only an amount a product costs: not "a typical 30-day run came to $180")
            # (each amount after the model it prices, named between it and the amount before: an unlisted name would
            # leave the amount to borrow a model from the sentences around)
            lead_offset = context.prepared.sentences[index][0]
            if not any(m.category == "model" and lead_offset + max(lead.end(), previous_end) <= m.start < lead_offset + mention.start
                       for m in context.mentions[index]):
                continue
            # "Per million input tokens, Gale-S now costs $0.10, Gale-M $0.40 and Gale-L $1.25": the unit, and the
            # tokens, said once at the head of the sentence for the amounts after it
            mention.unit, mention.quoted_unit = "per_million_tokens", lead.group(0).strip(" ,")
            if lead.group("side"):
                side = lead.group("side").lower()
                mention.token_hint = "cached_input" if side.startswith("cached") else \
                    "input" if side in ("input", "prompt") else "output"
            mention.features["unit_from"] = "sentence"
            continue
        if (lead := _HOUR_UNIT_LEAD.search(sentence, 0, mention.start)) is not None and mention.currency and \
                not _TRAP_MONEY.search(sentence):
            # "per GPU-hour, on-demand H100 is $2.35, and if we sign the 1-year it goes to $1.70": the unit said once,
            # at the head of the clause, for the amounts after it
            mention.unit, mention.quoted_unit, mention.hour_scope = "per_gpu_hour", lead.group("unit"), "gpu"
            mention.features["unit_from"] = "sentence"
            continue
        # "Brackwater spot has been $1.41/GPU-hr for me, on-demand is $2.29": another purchase mode of the hourly
        # rent just stated, its unit left to that one
        option_is = re.search(r"\b(?:on[- ]demand|spot|reserved|preemptible)\s+(?:is|was|runs?|costs?|at)\s*(?:US)?$",
                              sentence[max(previous_end, mention.start - 30):mention.start], re.I) is not None and \
            any(other.unit == "per_gpu_hour" and other.currency == mention.currency for other in mentions[:position])
        if not (paired or labelled or tier or option_is or _price_like(sentence, mention, previous_end, next_start) or
                _line_label_type(sentence, mention, glued=True) or item_unit is not None):
            continue
        if option_is and not _TRAP_MONEY.search(sentence):
            mention.unit, mention.quoted_unit, mention.hour_scope = "per_gpu_hour", "per GPU-hour", "gpu"
            mention.features["unit_from"] = "sentence"
            continue
        if _BILL_PERIOD_AFTER.match(sentence, mention.end) or \
                _BILL_BEFORE.search(sentence[max(line_start, mention.start - 40):mention.start]):
            continue   # "the bill went from roughly $88 to $22 a night": what a workload cost, no unit price
        inherited = None
        declared = _declared_unit(sentence, strict=False)
        if hourly_context is None:
            hourly_context = _hourly_context(context, index, sentence)
        if mention.currency in hourly_context and not _TRAP_MONEY.search(sentence) and \
                not _DECL_TIME_REJECT.search(sentence[mention.end:mention.end + 12]) and \
                not re.search(r"整机|整台|whole\s+(?:machine|node|server)|per\s+(?:node|server|machine)|8[- ]?GPU\s+(?:node|server|box)",
                              sentence[max(line_start, previous_end, mention.start - 16):mention.start], re.I):
            # (not "整机每小时76元", "the whole node costs $23/hour": a machine's hourly price, not one accelerator's)
            # "raised their H100 price from $1.99": a GPU named after hourly rental prices.
            mention.unit, mention.quoted_unit = "per_gpu_hour", "per GPU-hour"
            mention.features["unit_from"] = "context"
            continue
        if (label := _label_unit(sentence[max(line_start, previous_end):mention.start])) is not None:
            inherited = (*label, "label")
        elif index in context.definition_labels and position == 0 and \
                (label := _label_unit(context.sentence(context.definition_labels[index]))) is not None:
            # "模型价格(每 1000 tokens 输入)" on the line above "¥ 0.0055": the label line states the quantity
            inherited = (*label, "label")
        elif declared and declared[0] == "per_million_tokens":
            inherited = (declared[1], declared[2], "sentence")
        elif _SENTENCE_UNIT.search(sentence):
            inherited = (Decimal(1), "per 1M tokens", "sentence")
        elif not _WORKED_CASE.search(sentence) and (found := _context_unit(context, index, mention.currency)) is not None:
            # (not in a worked case: "例如，处理1000个英文单词(约750个tokens)的任务，输入成本为$0.0075" costs a task)
            inherited = (*found, "context")
        elif (len(sentence) < 160 or _token_priced_listing(sentence, mentions)) and \
                (declared := _unit_declaration(context, index)) and declared[0] == "per_million_tokens":
            inherited = (declared[1], declared[2], "heading")
        elif item_unit is not None and item_unit[0] == "per_gpu_hour":
            # "方案价格如下（以单张 GPU 每小时计）：" over "・随需方案：NT$98": each item is per accelerator-hour
            mention.unit, mention.quoted_unit, mention.hour_scope = "per_gpu_hour", item_unit[2], "gpu"
            mention.features["unit_from"] = "heading"
            continue
        elif index in context.definition_labels and (declared := _unit_declaration_below(context, index)):
            inherited = (declared[1], declared[2], "heading")
        elif tier and (found := _sibling_list_unit(context, index, mention.currency)) is not None:
            inherited = (*found, "list")
        elif (labelled or _TOKEN_WORD_AFTER.match(sentence, mention.end)) and \
                (found := _page_token_unit(context, index, mention.currency)) is not None:
            # "Text Input" on the line above "$5.00", on a page whose token prices were all stated per 1M; "moves
            # Gemini 2.5 Pro to $2.50 input and $15.00 output" some sentences after its prices per million tokens
            inherited = (*found, "context")
        elif _TOKEN_WORD_AFTER.match(sentence, mention.end) and \
                (adjective := _unit_adjective_before(context, index)) is not None:
            # "a public per-1M-token inference API" then "rates span $0.15 input / $0.75 output": amounts named for
            # their tokens, priced in the unit the sentences before gave the service as an adjective
            inherited = (adjective[0], adjective[1], "context")
        if inherited:
            factor, quoted, source = inherited
            mention.amount *= factor
            mention.unit = "per_million_tokens"
            mention.quoted_unit = quoted
            mention.features["unit_from"] = source
    _propagate_units(sentence, mentions)


# A list headed as the most anyone may charge: limits, not prices
_CEILING_HEADING = re.compile(r"\bmaximum\s+(?:\w+\s+){0,3}?(?:prices?|rates?|payments?|income|charges?)\b|"
                              r"\b(?:should|must|may)\s+not\s+exceed\b|\bprice\s+(?:caps?|ceilings?)\b|最高限价|不得(?:超过|高于)",
                              re.I)


def _under_ceiling_heading(context: DocumentContext, index: int) -> bool:
    """Whether the heading over the list holding sentence ``index`` (the nearest line above that is no item of
    it) names a ceiling of prices."""
    for back in range(index - 1, max(-1, index - 13), -1):
        if _list_item(context, back) and context.money(back):
            continue
        return bool(_CEILING_HEADING.search(context.sentence(back)))
    return False


# "a per-1M-token API", "per-million-token pricing": a unit written as an adjective of the service or its pricing
_UNIT_ADJECTIVE = re.compile(r"\bper[- ](?P<q>1M|1K|one[- ]million|million|thousand|1,000,000|1,000)[- ]tokens?\b", re.I)


def _unit_adjective_before(context: DocumentContext, index: int) -> tuple[Decimal, str] | None:
    """(factor, quoted unit) of the one per-token unit the sentence or the two before it write as an adjective
    ("per-1M-token"), or None (also when they write two different ones)."""
    found = {match.group("q").lower().replace(" ", "-"): match.group(0)
             for back in range(max(0, index - 2), index + 1)
             for match in _UNIT_ADJECTIVE.finditer(context.sentence(back))}
    if len(found) != 1:
        return None
    quantity, quoted = next(iter(found.items()))
    factor = Decimal(1000) if quantity in ("1k", "thousand", "1,000") else Decimal(1)
    return factor, quoted


# "$2.50 input / $10.00 output": an amount named for the tokens it prices, right after it
_TOKEN_WORD_AFTER = re.compile(r"\s*(?:input|output|cached(?:\s+input)?|prompt|completion|输入|输出|"
                               # "$0.60 in / $1.20 out": the shorthand of a price card
                               r"in(?=\s*/\s*[$€£¥])|out(?!\s+of)(?![\w-]))\b", re.I)


def _token_priced_listing(sentence: str, mentions: list[MoneyMention]) -> bool:
    """Whether a long line is a listing of models' token prices ("Frontier Models - GPT-4o: $2.50 input / $10.00
    output - Claude 3.5 Sonnet: $3.00 input / …"): four amounts or more, each named for its tokens, so a unit a
    heading states above holds for all of it as for a short line."""
    return len(mentions) >= 4 and all(_TOKEN_WORD_AFTER.match(sentence, m.end) for m in mentions)


def _own_traps(sentence: str, mentions: list[MoneyMention]) -> dict[int, str]:
    """Trap words by the position of the amount they belong to.

    A trap word ("monthly bill", "funding") belongs to the amount nearest to it, not to every amount around.
    """
    own_traps: dict[int, str] = {}
    for trap in _TRAP_MONEY.finditer(sentence):
        def distance(mention: MoneyMention) -> int:
            return max(0, mention.start - trap.end(), trap.start() - mention.end)
        nearest = min(range(len(mentions)), key=lambda i: distance(mentions[i]))
        if nearest not in own_traps and -60 <= mentions[nearest].start - trap.end() <= 60 and \
                trap.start() - mentions[nearest].end <= 40:
            own_traps[nearest] = trap.group(0)
    return own_traps



def _one_chip_just_before(context: DocumentContext, index: int) -> bool:
    """Whether the two sentences before name exactly one accelerator chip and no instance or GPU count
    ("H100: 80GB HBM3 ... RunPod $2.69/hr", a spec heading then "Cloud: $2.50 per hour"): the hourly price
    is that chip's. Attribution then takes it as the subject."""
    names = set()
    for back in range(index - 1, max(-1, index - 3), -1):
        if _INSTANCE_WORDS.search(context.sentence(back)):
            return False
        names |= {m.name for m in context.mentions[back]
                  if m.category == "hardware" and m.hardware_kind not in (None, "family", "system")}
    return len(names) == 1

_SECTION_REACH = 16  # sentences back to the heading of a section


def _section_chip(context: DocumentContext, index: int) -> Mention | None:
    """The one accelerator the heading of the section holding sentence ``index`` names ("H200 Specifications
    and Performance", "NVIDIA H100" above a spec list and "- Cloud: $2.50 per hour"), or None."""
    for back in range(index - 1, max(-1, index - _SECTION_REACH), -1):
        # ("- 80 GB HBM3 memory" is a spec item; "| Provider | On-Demand $/hr |" the header row of the section's table)
        if _is_heading(context, back) and not _list_item(context, back) and back not in context.tables and \
                back not in context.table_header_index.values():
            chips = {m.name: m for m in context.mentions[back] if m.category == "hardware"
                     and m.hardware_kind not in (None, "family", "system")}
            return next(iter(chips.values())) if len(chips) == 1 else None
    return None


_REQUEST_COST_ROW_LABEL = re.compile(r"\brequest\s+cost|\bcost\s+per\s+(?:request|call|query|run)|\bper\s+(?:request|call)\b|"
                                     r"\b(?:avg|average|typical|monthly|minimum|min\.?)\s+(?:\w+\s+)?(?:cost|spend|bill)|"
                                     r"单次|每次|每个?请求|月(?:度)?(?:成本|费用|花费)", re.I)
_QUANTITY_ROW_LABEL = re.compile(r"^\s*[\d,.]+\s*[KkMm万千]?\s*(?:tokens?|words?|requests?|calls?|queries|images?|pages?|"
                                 r"个?\s*tokens?|字|次)\s*$", re.I)
_CREDIT_RATE_AFTER = re.compile(r"\s*(?:元|块|塊)?\s*(?:=|＝|兑|換|换|/|:)?\s*(?:1|一)\s*(?:刀|美元|美金|USD\b|\$)(?!\s?\d)", re.I)
_TYPICAL_BEFORE = re.compile(r"\b(?:typical(?:ly)?|average|avg\.?|median|mean)\s*[:：]?\s*(?:(?:is|was|at|of|sits\s+at|stands\s+at)\s+)?"
                             r"(?:~|≈|about\s+|around\s+)?\s*$|"
                             # "The median H100 listing was $2.35": the middle of the listings, no one's price ("The
                             # median on-demand price across the 14 neoclouds we track is now $2.10")
                             r"\b(?:median|average|mean)\s+(?:[\w.-]+\s+){1,16}?(?:is|was|sits\s+at|stands\s+at|came\s+to)\s+"
                             r"(?:now\s+)?"
                             r"(?:~|≈|about\s+|around\s+)?$|"
                             # "on-demand H100 capacity averages $2.10 per GPU-hour across the twelve neoclouds we
                             # track": a mean over sellers
                             r"\baverag(?:es|ed|ing)\s+(?:out\s+(?:at|to)\s+)?(?:~|≈|about\s+|around\s+|roughly\s+)?$|"
                             r"(?:平均|均价|中位数)\s*[:：]?\s*[~约]?\s*$", re.I)
# A line's key and number, then a comment holding an amount: "outputPrice: 2.5, // $2.50 per million tokens"
# ("input_price=0.000003,  # $3/MTok": a keyword argument priced per token, its comment per million)
_KEY_THEN_COMMENT = re.compile(r"""["']?(?P<key>[A-Za-z_][\w-]*)["']?\s*[:=]\s*(?P<n>\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?)\s*,?\s*(?://|#)[^\n]*$""")


def _commented_key_reading(sentence: str, mention: MoneyMention) -> tuple[str, list[str]] | None:
    """(token type, conditions) the key of the line names, when the amount stands in that line's comment and
    restates the key's own number; else None."""
    line_start = sentence.rfind("\n", 0, mention.start) + 1
    found = _KEY_THEN_COMMENT.match(sentence, line_start, mention.start)
    if found is None:
        return None
    try:
        # (the key's own number, or the same price per token or per thousand tokens)
        if Decimal(found.group("n").replace("_", "")) not in (mention.quoted_amount, mention.quoted_amount / 1_000_000,
                                                              mention.quoted_amount / 1000):
            return None
    except ArithmeticError:
        return None
    reading = _key_reading(found.group("key"))
    return (reading[0], list(reading[1])) if reading is not None else None


# The key an amount is the value of, when it names a term: "price12Month: "", "price_36_month": ", "reserved1yr":
_TERM_KEY_BEFORE = re.compile(r"""(?P<key>\b[A-Za-z_]*?(?:\d{1,2}[_-]?(?:Months?|months?|Mo|mo|Years?|years?|Yrs?|yrs?|Y|y)))["']?\s*[:=]\s*["']?[$€£¥￥]?$""")
_RECORD_NAME = re.compile(r"""["']?(?:name|gpu|gpu_?name|gpuName|model|accelerator)["']?\s*:\s*["'](?P<name>[^"'\n]{2,60})["']""")


def _enclosing_objects(text: str, position: int, levels: int = 3):
    """(opening brace, end) of the objects enclosing ``position``, innermost first, up to ``levels`` of them; ``end`` is
    where the inner one opened (or ``position``), so text[brace + 1:end] holds the object's keys before it."""
    depth, end, found = 0, position, 0
    for cursor in range(position - 1, max(-1, position - 3000), -1):
        char = text[cursor]
        if char == "}":
            depth += 1
        elif char == "{":
            if depth:
                depth -= 1
                continue
            yield cursor, end
            found += 1
            if found == levels:
                return
            end = cursor


def _record_chip(context: DocumentContext, index: int, position: int | None = None) -> Mention | None:
    """The accelerator the object enclosing sentence ``index`` names by its own "name" key, or the object enclosing
    that one ("const GpuInfo = { name: "AMD Instinct MI300X", … info: { … price: "$4.89/hr" } }"), or None."""
    text = context.prepared.text
    for brace, end in _enclosing_objects(text, context.prepared.sentences[index][0] if position is None else position):
        own, nested = [], 0
        for piece in re.finditer(r"[{}]|" + _RECORD_NAME.pattern, text[brace + 1:end]):
            if piece.group(0) == "{":
                nested += 1
            elif piece.group(0) == "}":
                nested -= 1
            elif nested == 0:
                own.append(piece.group("name"))
        for name in own:
            chips = [m for m in _find_mentions(name, 0) if m.category == "hardware"
                     and m.hardware_kind not in (None, "family", "system")]
            if len({m.name for m in chips}) == 1:
                start = text.find(name, brace, end)
                chip = chips[0]
                return Mention(start + chip.start, start + chip.end, chip.surface, chip.name, chip.category,
                               chip.organization, chip.known, chip.hardware_kind, chip.parent)
    return None


# The quoted key an object is the value of: '"anthropic.claude-sonnet-4-6": {', "'kimi-k2': {"
_KEY_OF_OBJECT = re.compile(r"""["'](?P<key>[A-Za-z][\w.:/-]*\d[\w.:/-]*|[A-Za-z][\w.:/-]*-[\w.:/-]+)["']\s*:\s*$""")


# A code line keyed by a model id, the price in its trailing comment ('"gpt-4-turbo": 5, // $0.01 / 1K tokens')
_COMMENTED_KEY_LINE = re.compile(r"""^[ \t]*["'](?P<key>[A-Za-z][\w.:/-]*)["']\s*[:=]\s*[^\n]*?(?://|#)[^\n]*$""")


def _commented_line_key(context: DocumentContext, position: int) -> Mention | None:
    """The key of the code line whose trailing comment holds the amount at ``position``, as a model mention (the
    registry's entry on an exact match, else as written); ``None`` when the amount is not in such a comment."""
    text = context.prepared.text
    line_start = text.rfind("\n", 0, position) + 1
    line_end = text.find("\n", position)
    line = text[line_start:line_end if line_end >= 0 else len(text)]
    match = _COMMENTED_KEY_LINE.match(line)
    if match is None or line_start + max(line.find("//"), line.find("#", match.end("key"))) > position:
        return None
    key = match.group("key")
    table = _model_table()
    if (table is None or table.lookup(key) is None) and (
            not re.search(r"\d", key) or re.search(r"input|output|prompt|completion|cache|batch|price|cost|rate", key, re.I)):
        return None   # ('"input_regular": 0.0025,  # $2.50 per 1M tokens': a field of the model's object, not a model)
    return _keyed_model(key, line_start + match.start("key"))


def _keyed_model(key: str, start: int) -> Mention:
    """A model mention for a record's key at document offset ``start``: the registry's entry on an exact match, else
    the key as written."""
    table = _model_table()
    entry = table.lookup(key) if table is not None else None
    return Mention(start, start + len(key), key, entry.id if entry is not None else key, "model",
                   entry.provider if entry is not None else None)


# Keys of a catalogue's objects that name no model ("pricing": {, "rates": {, "input": {)
_GENERIC_RECORD_KEY = re.compile(r"pric(?:e|es|ing)|costs?|rates?|tiers?|models?|inputs?|outputs?|cache\w*|batch|default|"
                                 r"standard|per_?1[km]|usd|data|config|params|limits?|options|meta(?:data)?|info", re.I)


def _record_model(context: DocumentContext, index: int, position: int) -> Mention | None:
    """The model a catalogue's object is keyed by, for a price inside it ("anthropic.claude-sonnet-4-6": { …
    inputPrice: 3.0, // $3 per million input tokens }): the registry's entry on an exact match, else as written."""
    text = context.prepared.text
    for brace, _ in _enclosing_objects(text, position, levels=2):
        key = _KEY_OF_OBJECT.search(text, max(0, brace - 120), brace)
        if key is not None:
            return _keyed_model(key.group("key"), key.start("key"))
    return None


# What else a page bills by the million ("read units", "requests", "characters")
_OTHER_QUANTITY = re.compile(r"\b(?:(?:read|write|request|capacity|compute)\s+units?|units|requests?|calls|queries|searches|"
                             r"characters|chars|pages|images|vectors|operations|ops|events|messages|emails|records|rows)\b"
                             r"|请求|次调用|字符", re.I)


@lru_cache(maxsize=1024)
def _chip_cost_column(header: str) -> bool:
    """Whether a column header names a chip and a cost per million tokens ("H100 $/1M"); read once per header, not once
    per cell."""
    if not re.search(r"[$¥€£]\s*/\s*1?\s?M|per\s+(?:1M|million)|cost", header, re.I):
        return False
    registry = _hardware_registry()
    return registry is not None and bool(registry.find_mentions(header))


def _tokens_priced_on_hardware(context: DocumentContext, index: int, sentence: str, mentions: list[MoneyMention],
                               position: int, row: _Row | None) -> bool:
    """Whether a per-token amount is stated for a chip: in a column named for a chip and a cost ("H100 $/1M"), in a
    table row labelled by a chip (not a provider of the same name) and naming no model, or after a chip named in its
    own stretch of the sentence (after the amount before it, within its clause) where no host sells and no word of
    selling stands."""
    offset = context.prepared.sentences[index][0]
    mention = mentions[position]
    names = context.mentions[index]
    if row is not None:
        if _chip_cost_column(row.column_header(mention) or ""):
            return True   # "| H100 $/1M | B200 $/1M |": what a million tokens cost on each chip
        # (the row's label is the chip itself, "H100 (cloud)"; not a provider's row naming its chip, "Quorra (Cerebras
        # WSE-3)")
        label_start = row.starts[0] + len(row.cells[0]) - len(row.cells[0].lstrip())
        # (nor a provider whose name is also its chip's: "| Cerebras | WSE-3 | … | $0.25 / $0.69 |")
        return any(m.category == "hardware" and m.start - offset == label_start for m in names) and \
            not any(m.category == "organization" and m.start - offset == label_start for m in names) and \
            not any(m.category == "model" for m in names)
    start = max(mentions[position - 1].end if position > 0 else 0, mention.start - 80,
                max((m.end() for m in re.finditer(r"[.;。；!?]\s", sentence[:mention.start])), default=0))
    # (a host that sells the tokens, or a word of selling, makes it a price: "Cerebras serves gpt-oss-120b … on its
    # WSE-3 systems, and charges $0.25 per million input tokens", "基于LX-8的云服务，…输入价格为…")
    return any(m.category == "hardware" and start <= m.start - offset and m.end - offset <= mention.start
               for m in names) and not _SALE_WORD.search(sentence, start, mention.start) and \
        not any(m.category == "organization" and m.name in _HOST_ORGANIZATIONS for m in names)


_SALE_WORD = re.compile(r"\b(?:charg\w*|bill\w*|sells?|sold|pric\w*|lists?|listed|rents?|offers?|API)\b|价格|價格|售价|定价|收费|计费",
                        re.I)


# A line introducing the inputs of a worked estimate ("Using relatively conservative assumptions:", "假设条件：")
_ASSUMPTIONS_LEAD = re.compile(r"\bassumptions?\b[^.:：]{0,30}[:：]\s*$|(?:假设|假定)(?:条件)?[^。:：]{0,20}[:：]\s*$", re.I)


# An exchange rate the amounts before it were converted at ("at Y7.1/USD", "at ¥7.2 per dollar", "按 7.2 汇率")
# Words restating amounts in another currency ("stores that as", "converted to", "≈", "约合")
_CONVERSION_CUE = re.compile(r"\bstores?\s+(?:(?:that|them|it|these)\s+)?as\b|\bconvert(?:s|ed)?\s+(?:(?:that|them|it)\s+)?(?:to|into)\b|"
                             r"\bi\.e\.|≈|约合|約合|折合|换算", re.I)
_EXCHANGE_RATE = re.compile(r"\bat\s+(?:[Y¥￥]|CNY\s?|RMB\s?)\d+(?:\.\d+)?\s*(?:/|per)\s*(?:USD|\$|dollar)|"
                            r"\bat\s+(?:an?\s+)?exchange\s+rate\b|按\s*\d+(?:\.\d+)?\s*(?:的)?\s*汇率", re.I)


# The rejection of a per-token cost a page works out from a rent and a throughput (candidates.py reads it again)
DERIVED_COST = "cost per token derived from an hourly price and a throughput"


# A clause stating the exchange rate the amounts after it are worked at ("按照当前汇率（大约1美元=7元人民币），这意味着
# 输入成本约为70元人民币", "at today's exchange rate that is about ¥21")
_RATE_CLAUSE_BEFORE = re.compile(r"(?:按照|按|以)\s*(?:当前|目前|现在|今天的?|现行|最新)?\s*(?:的)?\s*汇率|"
                                 r"\bat\s+(?:today['’]s|the\s+current|current|the\s+present)\s+exchange\s+rates?\b|"
                                 r"1\s*美元\s*(?:=|≈|约|約)\s*\d|\$\s?1\s*(?:=|≈)\s*[¥￥]\s?\d|\bUSD\s?1\s*=\s*(?:CNY|RMB)\s?\d",
                                 re.I)


def _price_rejection(context: DocumentContext, index: int, sentence: str, mentions: list[MoneyMention],
                     position: int, states: list[dict], row: _Row | None, table_rejections: dict[int, str],
                     derived_cost: bool) -> str | None:
    """Why the amount at ``position`` is not a price claim, or ``None`` when it is one.

    Marks the opening amount of a range in its state and records whether an hourly price says per GPU.
    """
    mention = mentions[position]
    features = states[position]["candidate"].features
    if (rate := _EXCHANGE_RATE.search(sentence, mention.end, mention.end + 60)) is not None and any(
            other.currency not in (None, mention.currency) and
            _CONVERSION_CUE.search(sentence, other.end, mention.start) for other in mentions[:position]):
        # "… Y0.40/M input …; AI//COST stores that as $0.056/M … at Y7.1/USD": the same prices in another currency
        return "a conversion into another currency, not a price"
    if _RATE_CLAUSE_BEFORE.search(sentence, 0, mention.start):
        return "a conversion into another currency, not a price"
    if mention.unit == "per_million_tokens" and not mention.features.get("token_word", True) and \
            _OTHER_QUANTITY.search(sentence, max(0, sentence.rfind("\n", 0, mention.start) + 1, mention.start - 110),
                                   mention.start) and \
            not re.search(r"tokens?|MTok|词元|令牌", sentence, re.I) and \
            not re.match(r"\s*(?:blended|input|output|in|out)\b", sentence[mention.end:], re.I):
        # (on the amount's own line; "Sundial: $0.88/M blended" under a line about "their own pricing pages")
        # "| Write units | $2.00 per million |": a million of what the row names, not of tokens
        return "a price per million of something other than tokens"
    if mention.scale_word:
        return "amount with a scale word (funding-sized)"
    if not mention.amount:
        # "| $0.00 |", "Free Tier: $0.00/M tokens": no charge, which claims.md gives no price for (amounts are positive)
        return "a zero amount (free of charge), not a price"
    if position in table_rejections:
        return table_rejections[position]
    if _ESTIMATE_MARK_AFTER.match(sentence, mention.end) or \
            _ESTIMATE_WORD_BEFORE.search(sentence, max(0, mention.start - 70), mention.start):
        # "~$0.40 per 1M for 70B, est.", "~$1.00 per 1M (estimated GPU baseline)": a writer's estimate, not a price
        return "an estimate, not a quoted price"
    if row is not None and re.search(r"\bestimated?\b|\best\.|预估|預估|估算|估计|估計", row.column_header(mention) or "", re.I):
        # "| 用途 | 模型 | 理由 | 预估成本 |", "| Estimated cost |": a column of the writer's estimates, not prices
        return "an estimate, not a quoted price"
    if row is not None and index in context.tables and \
            unplaced_change_column(context.tables[index], index, row.column_of(mention)):
        return "a column of a before-and-after table the reader cannot place, not a price"
    if row is not None and re.search(r"\bstorage\b|存储|存儲|\bdisk\b|\begress\b|\bbandwidth\b",
                                     row.column_header(mention) or "", re.I):
        # "| K80 Price | V100 Price | Storage Price |" under "GPU prices are per hour": what disk space costs, no GPU's
        return "a storage or transfer price, not a price of tokens or GPU time"
    first_money = min(row.money_columns) if row is not None and row.money_columns else None
    # ("| Corvid-3 Ultra | Corvid | ~$6.00 | ~$24.00 | Estimated, not yet published |": a note opening on the word)
    if row is not None and any(re.fullmatch(r"\s*(?:est\.?|estimated?|estimates?|预估|估计|估算)\s*", c, re.I) or
                               re.match(r"\s*(?:estimated?\b|est\.|rumou?red\b|not\s+yet\s+(?:published|announced|listed)\b|"
                                        r"预估|估计|估算)", c, re.I)
                               for i, c in enumerate(row.cells) if i not in row.money_columns):
        # "| GPT-5.2 | $10.00 | $30.00 | Estimated |": the row's own note marks its amounts as a writer's estimate
        return "an estimate, not a quoted price"
    if row is not None and _SELF_HOSTED.search(" ".join(c for i, c in enumerate(row.cells) if i not in row.money_columns
                                                        # (a note after the prices, "Open source, self-host free",
                                                        # remarks on the model, not on these amounts)
                                                        and (first_money is None or i < first_money))):
        # "Llama 3 (self-hosted) | ~$0.10": what running it yourself might cost, not a price anyone lists
        return "self-hosting cost estimate"
    if mention.unit == "per_million_tokens" and (
            (row is not None and _SERVING_ENGINE.search(" ".join(c for i, c in enumerate(row.cells)
                                                                 if i not in row.money_columns))) or
            (row is None and _SERVING_ENGINE.search(re.split(r"[;；。]", sentence[max(0, mention.start - 80):mention.start])[-1])) or
            # "SGLang … achieving throughput that matches …" then "The cost has been reduced to $0.20 per 1M output
            # tokens.": the cost of the engine's run the sentence before names
            (row is None and index > 0 and re.search(r"\bcosts?\b", sentence[:mention.start], re.I) and
             not re.search(r"\bpric|\bcharg|\bAPI\b|\bhosted\b|\bprovider", sentence, re.I) and
             _SERVING_ENGINE.search(context.sentence(index - 1)))):
        # "Lowest cost per token | vLLM at fp8 | $0.158 per 1M tokens": what serving a model on an engine cost
        # in a benchmark, not a price anyone charges
        return "serving cost measured for an inference engine, not a price"
    if re.search(r"\b(?:instead\s+of|rather\s+than)\s*$", sentence[max(0, mention.start - 20):mention.start], re.I) and \
            not _CHANGE_OR_TIME.search(sentence) and not re.search(r"discount|cheaper|\boff\b|折|优惠|優惠", sentence, re.I):
        # "the L40S does it at $0.72/hr instead of $1.33/hr": the other option's price, stated again for contrast; no
        # price this subject had before
        return "another option's price, stated for contrast"
    if mention.unit == "per_million_tokens" and _tokens_priced_on_hardware(context, index, sentence, mentions, position, row):
        # "NVIDIA quotes B200 at $0.02/M tokens", "GLM-5 on B200 at $0.30/M tokens", "H100 (cloud)   $0.80": what a
        # million tokens cost to serve on a chip; tokens are sold per model, never per chip
        return "serving cost on hardware, not a price"
    if mention.unit == "per_million_tokens" and (
            _OPERATING_POINT.search(sentence) or
            (row is not None and _OPERATING_POINT.search(context.table_context.get(index, ""))) or
            # "…B200 为 2558 tok/s/GPU。" then "每百万 token 成本分别为 $0.23 和 $0.11。": the costs of those runs
            (index > 0 and re.search(r"成本|\bcosts?\b", sentence, re.I) and
             _OPERATING_POINT.search(context.sentence(index - 1)))):
        # "B200 / H100 … 4792 / 266 tok/s/GPU, $0.11 / $1.36 每百万 token", a "Cost ($/M tok)" row under "Throughput
        # (tok/s/gpu)": what serving cost on hardware at a measured operating point, not a price anyone charges
        return "serving cost at a measured operating point, not a price"
    if mention.features.get("per_other") and (mention.unit is None or mention.features.get("unit_from")):
        # (also when a table or a heading lent it a per-token unit: "$35 / 1,000 grounded prompts" in a price table)
        return f"price per {mention.features['per_other']}, not per token"
    if "÷" in sentence and (_DIVIDED_AFTER.match(sentence, mention.end) or
                            re.search(r"÷[^.;]*(?:→|=)\s*(?:US)?[$€£¥]?\s*$", sentence[:mention.start])):
        # "Hopper GPU: $1.41/hour ÷ 90 tokens/GPU-hour → $4.20 per million tokens": the terms and result of a sum
        # worked out on the page, no price anyone lists
        return "a term of a worked sum, not a price"
    if "=" in sentence and (_OPERATOR_BEFORE.search(sentence, max(0, mention.start - 6), mention.start) or
                            _OPERATOR_AFTER.match(sentence, mention.end)):
        if mention.features.get("unit_from"):
            # "$22.50 input + $27 output = $49.50/month": a total of a sum, its per-token unit only borrowed
            return "a term of a worked sum, not a price"
        # "300,000 × 500 × ($3/1M) = $450": a listed price used in a sum (a restatement where the page states it
        # elsewhere, the only statement of it where it does not: "1,200 × $0.15/M = $180")
        features["worked_term"] = True
    if _TOKENS_MOVED_BEFORE.search(sentence, max(0, mention.start - 90), mention.start):
        # "That single annotation moved 62% of our input tokens from $3/MTok → $0.30/MTok": tokens moved from the full
        # rate to the cached one, no price changed
        return "tokens moved between two rates, not a price"
    if _ZH_FORECAST_BEFORE.search(sentence, max(0, mention.start - 30), mention.start):
        # "预计到2027年底，主流训练卡租价可能跌破每卡每小时6元": a rent foreseen
        return "a forecast price, not a quoted one"
    if _REAL_COST_BEFORE.search(sentence, max(0, mention.start - 60), mention.start):
        # "the real cost is closer to $33 per million total tokens": a cost the writer works out from the list prices
        return "a worked cost, not a listed price"
    if _GENERIC_PRICED_MODEL.search(sentence, 0, mention.start):
        # "A model priced at $3/million input tokens may charge $15/million output tokens": any model, an illustration
        return "the price of a model made up for illustration"
    if mention.unit is None:
        return "no price unit"
    if mention.currency not in _PRICE_CURRENCIES:
        return "unknown currency"
    if mention.unit == "per_million_tokens" and _TIME_AFTER_TOKENS.match(sentence[mention.end:mention.end + 20]):
        return "storage or time-based fee"
    if _CONVERTED_FROM_CHARACTERS.search(sentence, max(0, mention.start - 30), mention.start):
        # "Input text: $0.00001875 / 1k characters → $0.075 / 1M tokens": the writer's conversion of a price per
        # characters at an assumed characters per token, no price anyone lists
        return "converted from a price per characters"
    if _CHARACTERS_AFTER.match(sentence, mention.end):
        # "$0.015/千字符": "/千" read as per thousand tokens, but the thousand counts characters
        return "price per characters, not per token"
    if mention.unit == "per_million_tokens" and mention.features.get("unit_from") not in (None, "table", "sentence") and \
            mention.amount >= 10 and (stated := context.stated_per_million().get(mention.currency)) and \
            mention.amount > stated * _WORKED_TOTAL_FACTOR and not _token_worded(sentence, mentions, position):
        # "the system prompt cost drops from $1,500 to $112.49" in a page whose written prices are $5.00 and
        # $1.00/MTok: an amount that borrows the per-million unit and dwarfs every price the document writes
        # with its unit is a total worked out from them, not a price.
        return "a total worked out from the stated prices, not a price"
    if mention.features.get("unit_from") and _SPEND_THRESHOLD.search(sentence):
        # "Tiers unlock after a cumulative spend of $50 (Tier 1), $1,000 (Tier 2)": what a customer must have paid,
        # read in a unit the page states elsewhere
        return "a spending threshold, not a price"
    if _TOKENS_PER_AMOUNT_BEFORE.search(sentence, max(0, mention.start - 24), mention.start):
        # "$0.11 (9.09M / $1)": how many tokens a dollar buys, the price restated the other way up
        return "tokens a sum buys, not a price"
    if mention.unit == "per_million_tokens" and _TOKEN_PACK_AFTER.match(sentence, mention.end):
        # "￥50 / 420K tokens 1个月有效": a prepaid pack of tokens valid for a time, bought whole, no rate per token
        return "a prepaid pack of tokens, not a price per token"
    if mention.unit == "per_million_tokens" and mention.amount > _MOST_PER_MILLION_IN.get(mention.currency, _MOST_PER_MILLION):
        # "120元/Tokens" (per token, ×1M) where the text meant per million: no listed model costs this much
        return "implausible per-million amount (a misread unit)"
    if mention.unit == "per_gpu_hour" and (re.search(r"(?:整机|整台|单台(?:服务器|机器)|whole\s+(?:machine|node|server))"
                                                    # ("B200整机（8卡）报价每小时310元": the count of cards in brackets)
                                                    r"(?:[（(][^（()）]{0,8}[)）])?[^，。,;；\d]{0,8}$",
                                                    sentence[max(0, mention.start - 26):mention.start], re.I) or
                                          # "Eight-GPU instances now rent for $21.50 an hour": a machine's hour
                                          # ("8x H100 node   $15.20": a machine named by its count of a chip)
                                          # (not in a column of per-GPU prices worked out for it: "| 8x H100 node | £2.10 |"
                                          # under "Per GPU-hour")
                                          (re.search(r"\b\d{1,2}\s?[x×]\s?[A-Z]{1,3}\d{2,4}[A-Z]?\s+(?:instances?|nodes?|servers?|"
                                                     r"machines?|boxes|systems?|VMs?)\b[^.;$€£¥\d]{0,30}$",
                                                     sentence[max(0, mention.start - 60):mention.start]) and
                                           not (row is not None and _PER_GPU_WORDS.search(row.column_header(mention) or ""))) or
                                          re.search(r"\b(?:\d{1,2}|two|four|eight|sixteen)[- ]?(?:x\s?)?(?:GPU|chip|card|accelerator)\s+"
                                                    r"(?:[A-Z]{1,3}\d{2,4}[A-Z]?\s+)?"
                                                    r"(?:instances?|nodes?|servers?|machines?|boxes|systems?|VMs?)\b"
                                                    r"[^.;$€£¥\d]{0,30}$", sentence[max(0, mention.start - 60):mention.start],
                                                    re.I)):
        # "整机每小时76元": the whole machine's hourly price, not one accelerator's
        return "whole-instance hourly price"
    if mention.unit == "per_million_tokens" and re.search(
            r"(?:算力成本|推理成本|自建成本|单位成本|硬件成本|电力成本|成本)\s*(?:约|大约|大概|差不多|仅|只有|约为|为|是|在)+\s*$",
            sentence[max(0, mention.start - 16):mention.start]) and \
            re.search(r"折合|算下来|摊|满负载|自建|算力|按[^，。；]{0,12}算", sentence):
        # "折合每百万输出tokens的算力成本约为8.8元": what serving costs, worked out from a rent and a throughput
        return "a worked cost of serving, not a price"
    if (tokens_counted := _FOR_COUNTED_TOKENS_AFTER.match(sentence, mention.end)) is not None and \
            _counted_tokens(tokens_counted) not in (1, 1000, 1_000_000):
        # "Output at $10 per million tokens costs $0.05 for 5,000 output tokens": a total for the tokens counted
        return "a total for a counted number of tokens, not a price"
    if tokens_counted is not None and mention.features.get("unit_from") and \
            (mention.unit != "per_million_tokens" or _counted_tokens(tokens_counted) != 1_000_000):
        # "was $0.002 for 1,000 tokens" read in the page's per-million unit: the amount's own count says otherwise
        return "an amount for a counted number of tokens read in another unit"
    if mention.unit == "per_gpu_hour" and _ELECTRICITY.search(sentence):
        # "at $0.31/kWh that's roughly $0.22 an hour when they're busy": what the power costs, not GPU time
        return "an electricity cost, not a price of GPU time"
    if mention.unit == "per_million_tokens" and (_WORKED_OUT_BEFORE.search(
            sentence, max(0, mention.start - 40), mention.start) or _WORKED_OUT_ALTERNATIVE.search(
            sentence, max(0, mention.start - 100), mention.start)):
        # "At $30/hour for an H100 instance, that translates to roughly $0.00035 per token", "this works out to $0.6
        # per million input tokens at FP8": a figure the writer worked out, not a price anyone lists
        return "a worked-out figure, not a quoted price"
    if mention.unit == "per_million_tokens" and \
            any(m.category == "hardware" for back in range(max(0, index - 2), index + 1) for m in context.mentions[back]) and \
            not _PROVIDER_PRICE_WORDS.search(sentence) and \
            (_SERVING_COST_NOUN.search(sentence, max(0, mention.start - 80), mention.start) or
             _CHIP_ACHIEVES_COST.search(sentence, max(0, mention.start - 40), mention.start)):
        # "the cost per million tokens decreases from $4.20 to $0.12" on GB300 against Hopper, "the B200 achieves two
        # cents per million tokens": what serving costs on a chip, not a price a provider charges
        return "a serving cost on hardware, not a price"
    if re.match(r"\s*(?:free\s*|in\s+(?:free\s+)?credits?\s*)?(?:/\s*(?:mo|month|yr|year)\b|per\s+(?:month|year)\b|a\s+(?:month|year)\b|"
                r"free\b|(?:in\s+)?(?:free\s+)?credits?\b|/\s*月|每月)", sentence[mention.end:mention.end + 24], re.I):
        # "+ $30/mo free credits", "| Best value + $30 free/mo |": a month's allowance, no price of an hour or a token
        return "a monthly amount or free credit, not a price"
    if mention.unit == "per_gpu_hour" and re.search(r"[$€£¥]\s?\d[\d,]*(?:\.\d+)?[kK]?\s*(?:/\s?(?:mo|month|yr|year))?\s*[(（][^()（）]{0,40}"
                                                r"(?:@|\bat\b)\s*$", sentence[max(0, mention.start - 70):mention.start]):
        # "$4,120 (8x A10G @ $0.35/GPU-hour)": the rate a worked monthly total was counted at, no one's listed price
        return "the rate a worked total was counted at, not a price"
    if mention.unit == "per_gpu_hour" and 0 < mention.amount < _LEAST_PER_GPU_HOUR:
        # "~$0.00053" of a per-second serverless rate taken for an hour's: no accelerator rents for a tenth of a cent
        return "implausible per-hour amount (a price per second or per token)"
    if mention.unit == "per_million_tokens" and 0 < mention.amount < _LEAST_PER_MILLION:
        # "X-Cost-Input: 0.000001" under "prices are per 1M tokens": a per-token figure (or a cost of one request)
        # read per million would be a millionth of a cent; no listed model costs this little
        return "implausible per-million amount (a misread unit)"
    if re.search(r"\baverage\s+(?:cost|price|spend)s?\b[^:：$]{0,30}[:：]?\s*(?:US)?$|平均(?:成本|费用|价格|单价)[^:：]{0,10}[:：]?\s*$|"
                 # "the average price across the 20 API hosts we track for Llama 3.3 70B is $0.61 per million"
                 r"\baverage\s+(?:cost|price|rate)s?\s+(?:across|among|over|of)\b[^:：$;]{0,80}?\b(?:is|was|comes?\s+to|sits\s+at)\s*(?:US)?$|"
                 # "昇腾910B 按需租金中位数约为 6.8 元/卡/时": a median over platforms
                 # ("租金中位数约为每卡每小时 6.5 元": the unit written between)
                 r"(?:中位数|中位數|均价|均價|平均值?)(?:约为|約為|约|約|为|為|是)\s*(?:每卡每小时|每卡每小時|每小时|每小時|每卡时|"
                 r"每百万\s?tokens?|每千\s?tokens?)?\s*$|"

                 # "市面上同規格模型的定價一般爲0.12元/千tokens": what the market's models usually cost, no one's price
                 r"(?:市面上|市场上|市場上|行业|行業|业内|業內)[^，。；,;]{0,20}?(?:定价|定價|价格|價格|报价|報價)\s*(?:一般|通常|普遍|大多|大都)"
                 r"\s*(?:约|約|在)?\s*(?:为|爲|為|是|在)?\s*$",
                 sentence[max(0, mention.start - 120):mention.start], re.I):
        # "Average Cost per 1K Tokens: $0.273005" in a usage report: what the requests came to, not a price
        return "an average of what was spent, not a price"
    if re.search(r"\b(?:floor\s+price|price\s+floor|cycle\s+low|market\s+low)\s+(?:(?:has|had)\s+)?(?:now\s+)?"
                 r"(?:fallen|fell|dropped|sunk|sank|slipped|come\s+down|came\s+down)\s+to\s+"
                 r"(?:around\s+|about\s+)?(?:US)?$", sentence[max(0, mention.start - 80):mention.start], re.I):
        # "By last month, the B200's floor price had fallen to $2.80 per hour": where the market's lowest offer moved
        # ("Lambda's floor price is $2.49" is that seller's own price)
        return "a market's floor, not a price"
    if re.search(r"\banywhere\s+(?:from|between)\s+(?:US)?$|\banywhere\s+(?:from|between)\s+(?:US)?[$€£¥]\s?[\d.,]+\s*(?:and|to|-|–)\s*(?:US)?$",
                 sentence[max(0, mention.start - 40):mention.start], re.I):
        # "lands anywhere from $0.02 to $0.31 per million tokens": a span of what it may cost
        return "range of prices"
    range_gap = _RANGE_GAP.match(sentence[mention.end:mentions[position + 1].start]) \
        if position + 1 < len(mentions) else None
    range_before = _RANGE_BEFORE.search(sentence[:mention.start]) if _is_range_start(sentence[:mention.start]) \
        else None
    # ("每卡时 8 元至 10 元之间": 至 and ~ join the ends of a span as a dash does)
    dash_range = range_gap is not None and range_gap.group(0).strip() in ("-", "–", "—", "至", "~", "～") and \
        mentions[position + 1].currency == mention.currency
    # "they cost $1.50 to $2 per hour each": a rising span with no change verb before it is a range
    rising_to = range_gap is not None and range_gap.group(0).strip().lower() in ("to", "到") and \
        mentions[position + 1].currency == mention.currency and mentions[position + 1].amount > mention.amount and \
        not _CHANGE_VERB_BEFORE.search(sentence[max(0, mention.start - 80):mention.start])
    # ("Input: from $1.10 to $0.80, a 27% reduction": a span read downwards is a price cut, no range)
    falling_to = range_gap is not None and range_gap.group(0).strip().lower() in ("to", "到", "至") and \
        mentions[position + 1].currency == mention.currency and mentions[position + 1].amount < mention.amount
    if not falling_to and (dash_range or rising_to or range_gap and range_before and
                           (range_gap.group(0).strip().lower() == "and") ==
                           range_before.group(0).strip().lower().startswith("between")):
        states[position]["range_start"] = True
        return "range of prices"
    if position > 0 and (states[position - 1].get("range_start") or (
            mentions[position - 1].currency == mention.currency and
            sentence[mentions[position - 1].end:mention.start].strip() in ("-", "–", "—"))):
        return "range of prices"
    if position > 0 and mentions[position - 1].currency == mention.currency and \
            _SPREAD_FROM.search(sentence[max(0, mentions[position - 1].start - 90):mentions[position - 1].start]) and \
            _SPREAD_GAP.match(sentence[mentions[position - 1].end:mention.start]):
        # "quotes range from about $0.80 to almost $4.10 per GPU-hour": the closing end of a spread, whatever
        # became of its opening end
        return "range of prices"
    if _DASH_NUMBER_AFTER.match(sentence[mention.end:mention.end + 6]):
        # "$3-15/M output tokens": the amount opens a range whose closing number carries no currency sign
        return "range of prices"
    if _NUMBER_DASH_BEFORE.search(sentence[max(0, mention.start - 12):mention.start]):
        # "均价降至1.2-1.8元/小时": the amount closes a range whose opening number carries no currency sign
        return "range of prices"
    if position + 1 < len(mentions) and mentions[position + 1].currency == mention.currency and \
            _SPREAD_FROM.search(sentence[max(0, mention.start - 90):mention.start]) and \
            _SPREAD_GAP.match(sentence[mention.end:mentions[position + 1].start]):
        # "rates vary widely by model — from $0.10/MTok for economy models to $75.00/MTok for …": the ends of a spread
        states[position]["range_start"] = True
        return "range of prices"
    if _BOUND_AFTER.match(sentence[mention.end:mention.end + 8]) or \
            _FLOOR_BEFORE.search(sentence[max(0, mention.start - 25):mention.start]):
        return "a bound, not a price"
    if _IMAGINED_EXAMPLE.search(sentence[:mention.start]) or \
            re.search(r"[(（]\s*e\.g\.,?\s*for\s+\d[\d,.]*\s*[kKmM]?\s*tokens\b[^()（）]*$|"
                      r"\bwould\s+be\s+(?:charged|billed)\s*(?:US)?$", sentence[:mention.start], re.I):
        # ("(e.g., for 100k tokens @ $1/m-tokens, you would be charged $0.10)": an example's figures)
        return "hypothetical price"
    if (saving := CACHE_SAVING_FROM_TO.search(sentence)) is not None and saving.start() <= mention.start < saving.end() and \
            any(CACHE_HIT_WORDS.search(text) for text in (sentence, context.sentence(index - 1) if index else "")):
        # "… billed at the cache-hit rate instead of the full rate. On K2.6 that drops input from $0.95 to $0.16 per
        # million": what a cache hit saves, told with the listed rates; the old one is no previous price, the new no
        # input price
        return "a cache hit's saving worked through, not a price change"
    if (hosting := re.search(r"\bcosts?\s+of\s+(?:self-)?(?:hosting|serving|running|deploying)\b(?:[^.;]|(?<=\w)\.(?=\w)){0,120}$",
                             sentence[:mention.start], re.I)) is not None and \
            re.search(r"\bon\s+(?:the\s+|an?\s+|our\s+|its\s+)?[\w.-]*\s*(?:instances?|GPUs?|nodes?|servers?|clusters?|"
                      r"machines?)\b|\b[a-z]+\d[a-z]?\.\d*x?large\b|self-host", hosting.group(0), re.I) and \
            not re.search(r"\bAPI\b|\bthrough\b|\bvia\b", hosting.group(0), re.I):
        # "we show the cost of hosting Llama-2 models on the inf2.48xlarge instance, $0.011 per 1000 tokens and $0.016
        # per 1000 tokens for the 7B and 13B models": what serving costs its operator, no one's price list
        return "a serving cost, not a price"
    if row is not None and re.search(r"(?<!未)(?:缓存命中|快取命中)|\bcache[- ]?hits?\b|\bcached\b", row.column_header(mention) or "", re.I) \
            and any(re.match(r"\s*(?:输出|輸出|outputs?|completions?)\b", c, re.I)
                    for i, c in enumerate(row.cells) if i not in row.money_columns):
        # "| 输出(每百万tokens) | 8.06元 |" under "缓存命中": no cache makes an output token cheaper; the cell cannot be
        # told from a misplaced figure
        return "an output price under a cache-hit column"
    if re.search(r"\bTCO\b|\btotal\s+cost\s+of\s+ownership\b|总拥有成本|總擁有成本",
                 sentence[max(0, mention.start - 50):mention.start], re.I) and mention.unit == "per_gpu_hour":
        # "MI355X's lower per-GPU TCO ($1.48/GPU/hr vs B200 at $1.95/GPU/hr per the … TCO Model)": what owning and
        # running a chip costs by the hour, no rent anyone charges
        return "a total cost of ownership, not a price"
    if re.search(r"\b(?i:an?|one)\s+(?:NVIDIA\s+|AMD\s+)?[A-Z][\w-]*\d[\w-]*\s+at\s*$", sentence[max(0, mention.start - 40):mention.start]) \
            and any(_WORKED_CASE_CUE.search(context.sentence(back)) for back in range(max(0, index - 2), index + 1)):
        # "Working the H100 Break-Even" / "Start from the hourly cost and a throughput assumption. An H100 at $2.00 per
        # GPU-hour, serving a model at …": the rent a worked example starts from, no one's price
        return "hypothetical price"
    if re.match(r"[*_\s]*(?:level|mark|line|threshold)\s+(?:below|above|under|over)\s+which\b", sentence[mention.end:mention.end + 40], re.I):
        # "sitting right at the ~$1.65/hr level below which the GPU never recoups its capex": a threshold
        return "a bound, not a price"
    if _TAKE_FIGURES_BEFORE.search(sentence[max(0, mention.start - 30):mention.start]):
        # "Take $2.50/hour and 700 tokens/second:", "Say $3 an hour": figures picked for a worked example
        return "hypothetical price"
    line_before = sentence[sentence.rfind("\n", 0, mention.start) + 1:mention.start]
    header_lines = [context.sentence(back) for back in range(max(0, index - 3), index)]
    if (row is not None and _ASSUMED_LABEL.search(row.column_header(mention) or "")) or \
            (row is None and (_ASSUMED_LABEL.search(line_before) or any(
                # a flattened table's header line a few lines above ("模型版本单价(假设)并发吞吐量总费用备注"): figures
                # nowhere on it, the label among its words
                len(line) < 80 and not re.search(r"\d", line) and _ASSUMED_LABEL.search(line) for line in header_lines))):
        # "| 模型版本 | 单价(假设) | 并发 | 总费用 |": a column of amounts the writer assumed for a worked example
        return "hypothetical price"
    if _GLUED_NUMBER_AFTER.match(sentence, mention.end):
        # "$0.0062,500× cheaper": two cells run together; where the amount ends cannot be told
        return "amount run into another number"
    if re.search(r"(?:^|[.;:!?]\s+|\b(?:while|whereas|but)\s+)(?:a|an|any|one)\s+$", sentence[max(0, mention.start - 12):mention.start], re.I) and \
            _GENERIC_PRICED_NOUN.match(sentence, mention.end) and \
            not any(m.category in ("model", "organization") for m in context.mentions[index]
                    if context.prepared.sentences[index][0] + mention.end <= m.start <= context.prepared.sentences[index][0] + mention.end + 30):
        # "A $0.03/1K token API can bankrupt a chatbot …, while a $0.15 API with better caching becomes cheaper"
        return "an illustrative price of a generic model, not a quoted price"
    if _GENERIC_MODEL_BEFORE.search(sentence[max(0, mention.start - 40):mention.start]):
        # "A model with $1 input/$4 output might look cheap": a made-up model of an argument, not a listed price
        return "an illustrative price of a generic model, not a quoted price"
    if mention.unit == "per_gpu_hour" and mention.features.get("unit_from") and (
            (_BOUGHT_FOR_BEFORE.search(sentence[max(0, mention.start - 30):mention.start]) and
             # ("Spot B200 capacity is listed at $2.10" after an hourly rate is that rate's kind of figure)
             mention.amount > (60 if mention.currency in ("USD", "EUR", "GBP") else 500)) or
            (mention.amount >= 1000 and mention.currency in ("USD", "EUR", "GBP"))):
        # "An eight-accelerator kit lists at $125,000" after an hourly rate: what the hardware sells for
        return "a hardware purchase price, not an hourly price"
    if mention.unit == "per_gpu_hour" and _GENERIC_RIG_AFTER.match(sentence[mention.end:mention.end + 30]) and \
            re.search(r"\ban?\s+$", sentence[max(0, mention.start - 4):mention.start], re.I):
        # "on a $3.00/hr GPU": a made-up machine of a worked example, not a provider's price
        return "an illustrative price of a generic machine, not a quoted price"
    if mention.unit == "per_gpu_hour":
        # (up to the next amount: "now lists at $31.46 an hour, down from $55.04, which works out to $3.93 per
        # GPU-hour" gives the per-GPU words to the $3.93 only)
        next_amount = mentions[position + 1].start if position + 1 < len(mentions) else len(sentence)
        around = sentence[max(0, mention.start - 80):min(mention.end + 40, max(next_amount, mention.end))]
        column_header = row.column_header(mention) if row is not None else None
        # (a row may say it of itself where its column does not: "| p5.48xlarge (per GPU) | $12.29 |" under "Price/hr")
        per_gpu = mention.hour_scope in ("gpu", "chip", "accelerator", "card", "tpu", "卡", "device") or \
            bool(_PER_GPU_WORDS.search(column_header or around)) or \
            (row is not None and any(_PER_GPU_WORDS.search(cell) for cell in row.cells[:row.column_of(mention)])) or \
            (row is not None and any(_NORMALISED_PER_GPU.search(cell) for cell in row.cells))
        features["per_gpu_words"] = bool(per_gpu)
        if mention.currency in ("USD", "EUR", "GBP") and mention.amount > _MOST_PER_GPU_HOUR and \
                mention.hour_scope not in ("gpu", "chip", "accelerator", "card", "tpu", "卡", "device") and \
                not _PER_GPU_WORDS.search(sentence[mention.end:mention.end + 16]) and \
                not (column_header and _PER_GPU_WORDS.search(column_header)):
            # "P4 instances (Nvidia A100 GPU) … At $32.688/hour with 40GB HBM2 per GPU": more than any one accelerator
            # rents for, and no per-GPU word on the amount itself: a machine's hour
            return "whole-instance hourly price"
        if column_header and re.match(r"\s*(?:[2-9]|1[0-6])\s?[x×]\s?(?:GPUs?|cards?|chips?|卡)(?![\w/])", column_header, re.I):
            # "| $/GPU/hr | 2× GPU $/hr |": the second column prices two cards together
            return "whole-instance hourly price"
        if mention.hour_scope in ("instance", "台", "node", "server", "machine", "vm", "pod", "box", "system",
                                  "cluster"):
            return "whole-instance hourly price"
        if _PER_SUPERCHIP.match(sentence, mention.end):
            return "price per superchip (a module of several accelerators), not per accelerator"
        if _FOR_SEVERAL_AFTER.match(sentence, mention.end):
            # "~$1.34/hr (Trn1) ($21.5/hr for 16-chip trn1.32xl)": the hourly price of a machine of several chips
            return "whole-instance hourly price"
        clause = re.split(r"[.;!?。；]\s", sentence[:mention.start])[-1] + \
            re.split(r"[.;!?。；,，]", sentence[mention.end:mention.end + 12])[0]
        if re.search(r"(?<![\w.])v\d{1,2}[a-z]{0,2}(?:litepod|pod)?-(?:[2-9]|\d{2,4})(?![\w.])|"
                     # "v5litepod-4 TPU v5e with 4 cores … ($5.50/hour)": a configuration of several chips
                     r"\bwith\s+(?:[2-9]|\d{2,3})\s+(?:cores|chips|GPUs|TPUs|accelerators|cards)\b", clause, re.I) and \
                not re.search(r"\bper[\s-](?:chip|core|TPU)|/\s?(?:chip|core)\b", clause, re.I):
            # "A v5e-8 pod costs $2.56/hour", "v5e-8 drops from $2.56 to $1.79/hour": a TPU slice of several chips, its
            # rate
            return "whole-instance hourly price"
        if (not per_gpu and (_INSTANCE_WORDS.search(around) or _MULTI_GPU_CONFIG.search(sentence, 0, mention.start))) or \
                (mention.hour_scope is None and re.match(r"\s*(?:in\s+)?total\b", sentence[mention.end:], re.I)):
            # ("8xH100 … Vast.ai (spot $12.16/hr floor)", "($22.32/hr total)": the machine's rate)
            return "whole-instance hourly price"
        if not per_gpu and row is not None and (
                _INSTANCE_WORDS.search(row.header[0] if row.header else "") or
                re.search(r"(?<![A-Za-z0-9])\d{1,2}\s?[x×](?=[\s-]?[A-Za-z])|[(（]\s*\d{1,2}\s?[x×]\s*[)）]|"
                          # ("| TPU v5e (4 chips) | … | $4.80 / hr |": a slice of several chips)
                          r"[(（]\s*(?:[2-9]|\d{2,3})\s*(?:chips|GPUs|cards|TPUs|accelerators|卡|张|颗)\s*[)）]|"
                          r"(?<![\w.])(?:[2-9]|\d{2,3})-(?:chip|GPU|card)\b", row.cells[0], re.I)):
            # "| Instance | vCPU | RAM | Price |" over "| gpu-8x-large | … | $31.92 per hour |": a machine's rate
            return "whole-instance hourly price"
        if not per_gpu and row is not None and (
                _MACHINE_COLUMN.search(row.labels.get(0) or (row.header[0] if row.header else "")) or
                any(_GPUS_PER_HOST_COLUMN.search(label or "") and _SEVERAL.fullmatch(row.cells[column].strip())
                    for column, label in row.labels.items() if column < len(row.cells))):
            # "| Machine Type | GPU Options | … | Price per Hour |", "| Shape | GPU type | GPUs / host | List $/hr |" over
            # "| BM.GPU.H100.8 | … | 8 | ~$80.00 |": each row is a machine's rate, whatever GPUs it holds
            return "whole-instance hourly price"
        if row is not None and _COST_COMPONENT.search(" ".join([row.cells[0], row.header[0] if row.header else ""])):
            # "| A. 硬件折旧(5年 CAPEX) | $7.99 | $1.37 |" under "成本分项 (每小时)": a line of someone's cost model
            return "a cost component of running hardware, not a price"
        if not per_gpu and (_SEVERAL_ACCELERATORS_BEFORE.search(sentence[max(0, mention.start - 60):mention.start]) or
                            _SEVERAL_ACCELERATORS_AFTER.match(sentence, mention.end)):
            # "running 32 A100s around the clock at $18/hour": the rate of the whole fleet or its machines
            return "hourly price of several accelerators together, not of one"
        # (a table row counts when its table is about accelerators: a GPU column, a GPU word in its header or caption;
        # "| A | $98.32 | 4,200 |" under "Scenario | Hourly Cost" prices a scenario's instances, no accelerator)
        hardware_near = any(m.category == "hardware" for m in context.mentions[index]) or \
            re.search(r"\bGPUs?\b|\bTPUs?\b|accelerator|显卡|算力", sentence, re.I) or \
            (row is not None and (re.search(r"\bGPUs?\b|\bTPUs?\b|accelerator|chip|显卡|算力|卡|型号",
                                            " ".join(row.header) + " " + " ".join(context.table_captions.get(index, [])[:3]),
                                            re.I) is not None or
                                  (index in context.tables and any(
                                      m.category == "hardware" for back in context.tables[index].above_sentences[:3]
                                      for m in context.mentions[back])))) or \
            _one_chip_just_before(context, index) or _section_chip(context, index) is not None or \
            _record_chip(context, index, context.prepared.sentences[index][0] + mention.start) is not None
        if not (per_gpu or hardware_near):
            return "hourly price without an accelerator"
    elif features["trap_word"] and not features.get("token_word") and features.get("unit_from") != "table":
        return f"trap word {features['trap_word']!r}"
    if mention.features.get("unit_from") and mention.features["unit_from"] != "table" and \
            _PER_CALL_BEFORE.search(_own_clause(sentence, 0, mention.start)):
        # "每次命中缓存收取 0.01 元": a fee per call, whatever per-token unit the text around states
        return "per-call fee, not per token"
    if _EQUALS_BEFORE.search(sentence[max(0, mention.start - 4):mention.start]) and \
            mention.unit == "per_million_tokens" and (mention.features.get("unit_from") or re.search(
                # ("$2.50 ÷ (700 × 3,600) × 1,000,000 ≈ $0.99 per million output tokens": a rent divided out)
                r"[\d)]\s*[×*]\s*(?:US)?[$¥€£]?\s?\d[\d.,]*\s*[=≈]\s*$", sentence[max(0, mention.start - 40):mention.start]) or
                # "Real cost = (1M × $0.15) + (2M × $0.60) = $1.35 per million total": a sum of bracketed terms
                re.search(r"[)）]\s*[+＋]\s*[(（][^=＝]{1,40}[)）]\s*[=＝]\s*$", sentence[max(0, mention.start - 80):mention.start])):
        # ("Cost: $1.47 × 5.56 = $8.17 per 1M tokens": a product worked out, whatever unit it is then given)
        # "cache write = 2000 × $6/1M = $0.012": the result of a worked calculation, given the unit of its terms
        return "the result of a worked calculation, not a quoted price"
    if mention.unit == "per_gpu_hour" and re.match(r"\s*(?:/\s*(?:hr|hour|h)\s*)?(?:for|per)\s+(?:the|a|one|each|whole|entire)\s+"
                                                 r"(?:box|node|server|machine|instance|system|rack)\b",
                                                 sentence[mention.end:], re.I):
        # "at 8 cards thats $22.32/hr for the box": a machine's hour, no chip's rent
        return "a machine's hourly price, not a GPU-hour price"
    if mention.unit == "per_gpu_hour" and re.match(r"\s*of\s+GPUs?\s+(?:time\s+)?for\s+(?:that|this|it|the\s+run)\b",
                                                 sentence[mention.end:], re.I):
        # "2 x H100 … so roughly $4.20/hr of GPU for that": what a run's GPUs cost together, no rent of one
        return "a run's GPU spend, not a GPU-hour price"
    if mention.features.get("unit_from") and re.search(
            r"[=≈]\s*(?:US)?[$¥€£]\s?\d[\d.,]*(?:\s?[KkMB])?\b(?:[^.;=]|\.(?=\d)){0,50}?\b(?:vs\.?|versus|compared\s+(?:to|with)|against)\s*$",
            sentence[max(0, mention.start - 90):mention.start], re.I):
        # "1.4B input tokens × $0.28/1M = $392 on input through Relay, vs $350 direct": the other total the sum is set
        # against, given the unit of the sum's terms
        return "the result of a worked calculation, not a quoted price"
    if _EQUALS_BEFORE.search(sentence[max(0, mention.start - 4):mention.start]) and mention.unit == "per_gpu_hour" and \
            re.search(r"\d\s*(?:chips?|GPUs?|cards?|accelerators?|卡)?\s*[×x*]\s*(?:US)?[$¥€£]?\s?\d[\d.,]*\s*=\s*$",
                      sentence[max(0, mention.start - 40):mention.start], re.I):
        # "8 chips × $2.70 = $21.60 per hour": what a slice of eight costs an hour, worked out, no rent of one chip
        return "the result of a worked calculation, not a quoted price"
    if (_TIMES_BEFORE.search(sentence[max(0, mention.start - 4):mention.start]) or
            _EQUALS_AFTER.match(sentence[mention.end:mention.end + 24])) and not (
            # "2000 × $6/1M": a term written with its own per-token unit is the price the sum uses
            mention.unit == "per_million_tokens" and not mention.features.get("unit_from") and mention.quoted_unit and
            # (glued: "$6/1M" is a price's own unit, "$0.40 / 1M" a divisor of the formula)
            # ("× $1.50/MTok" too)
            re.search(r"\d(?:/\d*(?:[MK]\b|[MK]Tok\b)|\s*\bper\s)", sentence[mention.start:mention.end], re.I)):
        # "50 万 × 0.3 元 / 100 万 = 0.15 元": a term or the result of a worked calculation
        return "a term of a worked calculation, not a quoted price"
    if re.search(r"\b(?:max|min|maximum|minimum)[_ -]?(?:output|input|context|tokens?|completion|prompt)(?:[_ -]tokens?)?\s*[:=]\s*$",
                 sentence[max(0, mention.start - 30):mention.start], re.I):
        return "a limit on tokens, not a price"   # "max_output: 16000" in a rate card
    if re.match(r"\+(?!\s*[$€£¥￥\d])", sentence[mention.end:mention.end + 2]) and mention.unit != "per_million_tokens":
        # "a year ago H100s were $3+ everywhere": a floor of the rates, no one price
        return "a floor, not a price"
    if re.search(r"\bevery\s*$", sentence[max(0, mention.start - 8):mention.start], re.I):
        # "every ten cents per million you shave off is $5 a day": a step of a worked saving, no price
        return "a step of a worked figure, not a price"
    if _BOUND_BEFORE.search(sentence[max(0, mention.start - 25):mention.start]) or \
            MAXIMUM_PRICE_BEFORE.search(sentence[max(0, mention.start - 90):mention.start]) or \
            _LISTED_AFTER_CEILING.search(sentence[max(0, mention.start - 120):mention.start]) or \
            re.search(r"\bmaximum\s+(?:admissible\s+|allowed\s+|permitted\s+|acceptable\s+)?(?:unit\s+)?(?:price|rate|bid)s?\b"
                      r"(?:[^.;$€£¥]|\.(?=\d)|(?:US)?[$€£¥]|\b(?:USD|EUR|GBP|CNY)\b)*?\d[^.;]{0,60}?(?:\band|\bor|,)\s*(?:USD|CNY|EUR|GBP)?\s*(?:US)?$",
                      sentence[max(0, mention.start - 160):mention.start], re.I):
        # ("The maximum admissible price is USD 1.00 per million input tokens and USD 3.00 per million output
        # tokens": the ceiling's second amount too)
        return "a bound, not a price"
    if mention.quoted_amount == 1 and mention.quoted_unit and re.search(
            r"\b(?:rates|prices|values|amounts|costs|numbers|figures)\s+are\s+(?:(?:in|quoted\s+in|given\s+in)\s+)?$",
                                                sentence[max(0, mention.start - 40):mention.start], re.I):
        # "The rates are 1 USD per 1M tokens.": the unit of the numbers below, stated with a one
        return "a statement of the unit, not a price"
    if re.match(r"\s*(?:/\s*[^\s的]{1,12})?\s*的\s*(?:微妙|微弱|些微|小幅|巨大|明显|明顯)?\s*(?:优势|優勢|差距|差价|差價)",
                sentence[mention.end:mention.end + 30]) and re.search(r"以\s*$", sentence[max(0, mention.start - 3):mention.start]):
        # "以0.0003元/千Tokens的微妙优势": the margin one price beats another by, no price
        return "a margin between two prices, not a price"
    if row is not None and row.cells and (_REQUEST_COST_ROW_LABEL.search(row.cells[0])):
        # "| Avg request cost (1K in + 500 out) | $0.0026 |": what one request costs, under a per-token caption
        return "a cost per request or a total, not a per-token price"
    if row is not None and row.cells and _QUANTITY_ROW_LABEL.match(row.cells[0]):
        # "| 1,000 tokens | $0.0005 |" under "| Tokens | Cost |": what a stated number of tokens costs, worked out
        return "the cost of a stated number of tokens, not a price"
    if _CREDIT_RATE_AFTER.match(sentence, mention.end):
        # "1 元 1 刀", "¥2 = $1 额度": what a reseller charges for a dollar of credit, an exchange rate, no price
        return "an exchange rate of credit, not a price"
    if _TYPICAL_BEFORE.search(sentence[max(0, mention.start - 90):mention.start]):
        # "$0.29-0.78/hr (typical: ~$0.60/hr)": the middle of a marketplace's spread, not a price anyone lists
        return "a typical value of a spread, not a price"
    if re.search(r"\d[\d,]{3,}\s*(?:(?:un)?cached\s+)?(?:input|output|prompt|completion|tokens?)\s*\+",
                 sentence[:mention.start], re.I):
        # "29,389,120 cached input + 1,064,781 uncached input + 81,711 output，大约是 $0.58": the bill of counted tokens
        return "a total for a counted number of tokens, not a price"
    if re.search(r"\d[\d,]*\s*[×✕*]\s*\d[\d,]*\s*=", sentence[:mention.start]) and \
            re.search(r"\b(?:comes?|came|adds?|added)\s+(?:up\s+)?to\s*(?:about\s+|roughly\s+|around\s+)?$|\bsupposed\b|"
                      r"(?:合计|共计|约为|约)\s*$", sentence[max(0, mention.start - 60):mention.start], re.I):
        # "Input: 40 × 6,000 = 240,000 tokens a day, which at the supposed rate comes to $0.48": the result of a sum
        return "a total worked out from a price, not a price"
    if _TOTAL_BEFORE.search(sentence[max(0, mention.start - 30):mention.start]):
        return "a total worked out from a price, not a price"
    if row is None and not re.match(r"\s*(?:/|per\b|每|an?\s+(?:hour|million))", sentence[mention.end:], re.I) and \
            _REQUEST_COST_BEFORE.search(sentence[:mention.start]):
        # "that single request costs roughly $0.003 for input plus $0.006 for output — about $0.009 total": what one
        # worked-out request costs, in a unit lent by the rates stated before it
        return "a cost per request or a total, not a per-token price"
    if mention.features.get("unit_from") not in (None, "table") and \
            (quantity := _QUANTITY_COST_BEFORE.search(sentence[max(0, mention.start - 70):mention.start])) and \
            _token_count(quantity) not in (None, Decimal(1_000_000)):
        # "A 3M-token prompt costs $7.50", "处理500万tokens花费10元": what a stated number of tokens costs
        return "the cost of a stated number of tokens, not a price"
    if "÷" in sentence:
        return "a worked conversion, not a price"   # "| $0.03 / 1K tokens | 0.003 | $0.03 ÷ 1000 = 0.00003 dollars |"
    if re.search(r"默认(?:价格|价|定价|单价)|默認(?:價格|價|定價|單價)|\bdefault\s+(?:prices?|pricing|rates?)\b",
                 sentence[:mention.start], re.I):
        return "a default setting, not a price"   # "默认价格为 1,2，表示输入 1 美元/100 万 tokens"
    if _SUPPOSED_PRICE_QUESTION.match(sentence) or \
            ((asked := _QUESTION_SENTENCE.search(sentence)) is not None and (
                asked.start() <= mention.start or
                # ("能降到每百万tokens 0.5元吗？": the particle after the amount asks about it, in the same clause)
                (re.match(r"[吗嗎么麼]", asked.group(0)) and not re.search(r"[，,；;。：:]", sentence[mention.end:asked.start()])
                 and re.match(r"\W*(?:能|可以|会|會|要|真的|还能|還能|有望)", sentence)))):
        # ("有人问能不能把价格压到每百万 tokens 1 元？": a price asked about)
        # "What would it take for a frontier model to cost $0.10 per million output tokens?": a price wondered about
        return "hypothetical price"
    if re.search(r"\bwhether\b(?:[^.;!?,，]|\.(?=\d)){0,45}$", sentence[max(0, mention.start - 60):mention.start], re.I) and \
            (re.search(r"\bor\b", sentence[max(0, mention.start - 60):], re.I) or
             re.search(r"\b(?:ask(?:s|ed|ing)?|wonder(?:s|ed|ing)?|unclear|doubt)\s+whether\b", sentence[:mention.start], re.I)):
        # ("asking whether $0.50 per million tokens is the new normal"; not "Whether on Azure or OpenAI, GPT-4o costs …")
        # "None of this tells you whether the eventual floor is one cent or ten cents per million tokens": a price put
        # in doubt, not stated
        return "hypothetical price"
    if re.search(r"(?:^|//|#|--)\s*1\s*={1,3}\s*$", sentence[sentence.rfind("\n", 0, mention.start) + 1:mention.start]):
        # "// 1 === ￥0.014 / 1k tokens": what one unit of a map's own scale is worth, no price of anything
        return "a unit's definition, not a price"
    if re.match(r"\s*(?:/\s*\w+\s*)?(?:at|@)\s+(?:\d{1,3}\s?%|full|half|peak)\s+(?:utili[sz]ation|use|load|occupancy)\b",
                sentence[mention.end:mention.end + 40], re.I) or \
            (re.match(r"\s*(?:at|@)\s+\d{1,3}\s?%", sentence[mention.end:mention.end + 12]) and
             re.search(r"utili[sz]ation|\bload\b|利用率", sentence, re.I)):
        # "costs ~$0.18/MTok at 100% utilization and ~$0.36/MTok at 50%": what serving costs at a load, no price (the
        # second amount leaves the word to the first; "$1.85/hr at 35% savings" names no load)
        return "a serving cost at a stated utilisation, not a price"
    if _under_supposed_lead_in(context, index):
        # "Let's say a model charges:" over "$0.50 per million input tokens": the figures of an example
        return "hypothetical price"
    if row is not None and mention.unit == "per_million_tokens" and mention.features.get("unit_from") and \
            any(_OTHER_QUANTITY_CELL.fullmatch(cell) for column, cell in enumerate(row.cells)
                if column != row.column_of(mention)) and \
            not any(re.search(r"tokens?|\b1\s?[MK]\b|MTok|百万|千", cell, re.I) for cell in row.cells):
        # "| **AutoML Training** | $21.25 | Per Node Hour |", "| MusicLM | $0.010 | Per Sec |": the row's own unit cell
        # prices another quantity, whatever unit the page gives tokens
        return "priced per another quantity, not per token"
    if row is not None and re.search(r"(?:折合|换算|換算)(?:成|为|為)?\s*(?:人民币|人民幣|美元|RMB|USD|CNY)|\bconver(?:ted|sion)\b|"
                                     r"\b(?:USD|CNY|EUR|RMB)\s+equivalent\b|\bequivalent\s+in\b",
                                     row.column_header(mention) or "", re.I):
        # "| 官方价格(美元/MTok) | 折合人民币(官方汇率) |": the same price in another currency, no price of its own (a
        # monthly rent "折合每小时" is one)
        return "a conversion of another column, not a price"
    if re.search(r"(?:\bTCO\b|total\s+cost\s+of\s+ownership|总拥有成本)(?:[^.;:：]|\.(?=\d)){0,70}$", sentence[max(0, mention.start - 90):mention.start], re.I):
        # "Total cost of ownership (TCO) for inference clusters dropped from $0.021 to $0.010 per 1k tokens": what
        # running the cluster costs, no price anyone charges
        return "a cost of ownership, not a price"
    if re.match(r"\W*(?:example|e\.g\.|for\s+example|for\s+instance|例如|比如|举例)\s*[:：,，]", sentence, re.I) and \
            re.search(r"[=＝]", sentence[mention.end:]):
        # "Example: 1,000,000 input at $3/1M plus 500,000 output at $15/1M = $10.50": the rates an example sums
        return "a term of a worked example, not a quoted price"
    if re.search(r",\s*say,\s*(?:US)?$", sentence[max(0, mention.start - 12):mention.start], re.I):
        return "hypothetical price"   # "Compare that with an API priced at, say, $0.50 per million tokens"
    if _FORECAST_PRICE_BEFORE.search(sentence[max(0, mention.start - 80):mention.start]):
        # "Our base case has H100 on-demand pricing reaching $1.50 by year-end 2026": a forecast, no price in force
        return "a forecast, not a price"
    if _AIMED_PRICE.search(sentence[max(sentence.rfind(mark, 0, mention.start) for mark in (",", ";", "，", "；")) + 1:
                                    mention.start]) or _AIM_MARK.search(sentence) or under_duties_or_goals(context, index):
        # "KR1: Bring blended serving cost to $0.50 per million tokens (goal).": a price someone sets out to reach
        return "an aim, not a price"
    if _PLACEHOLDER_NAME.search(sentence[:mention.start]):
        # "| Model A (Balanced) | $0.50 / Million tokens |": a made-up model of a lesson's example, no one's price
        return "a placeholder's price"
    if _MODAL_PRICE_BEFORE.search(sentence[max(0, mention.start - 90):mention.start]):
        # "a card like this might cost $3/hr on demand, around $2/hr reserved": an illustration, no one's price
        return "hypothetical price"
    if (_HYPOTHETICAL_BEFORE.search(sentence[max(0, mention.start - 60):mention.start]) and
            # ("if we sign the 1-year it goes to $1.70": the price a term commitment buys, offered, not imagined)
            not _COMMITMENT_IF.search(sentence[max(0, mention.start - 60):mention.start])) or (
            _CONDITIONAL_SENTENCE.search(sentence[:mention.start]) and
            re.search(r"\bwould\b[^.;]{0,30}$", sentence[:mention.start], re.I)):
        return "hypothetical price"
    if _ESTIMATE_BEFORE.search(sentence[:mention.start]):
        return "an estimate or assumption, not a quoted price"
    if row is not None and row.cells and SUMMARY_ROW.fullmatch(str(row.cells[0])):
        # "| Median | $0.27 | $1.00 |" under rows of hosts: a statistic of the rows above, no one's price
        return "a statistic of the table's rows, not a price"
    if re.search(r"\ban?\s*(?:US)?$", sentence[max(0, mention.start - 4):mention.start]) and \
            re.match(r"\s*(?:[\w-]+\s+)?model\s+costs?\s+(?:US)?\$\s?[\d,.]+\s*(?:/|per|a)\s*(?:day|month|year)\b",
                     sentence[mention.end:], re.I) or \
            re.match(r"\s*,\s*that['’]s\s+(?:US)?\$\s?[\d,.]+\s*(?:/|per|a)\s*(?:day|month|year)\b", sentence[mention.end:], re.I):
        # "a $2.50/1M model costs $25,000/day. At $0.25/1M, that's $2,500/day": amounts a worked example runs on
        return "an amount of a worked example, not a quoted price"
    if re.search(r"(?:预计|預計|可能|有望|或将|或將)[^，。；,;]{0,24}(?:跌破|降至|降到|低于|低於|突破|涨至|升至)\s*$|"
                 r"\b(?:expected|forecast|projected|likely|could|may|might)\s+(?:to\s+)?(?:fall|drop|slip|sink|dip|rise|climb)\s+"
                 r"(?:below|under|to|above|past)\s*$", sentence[max(0, mention.start - 50):mention.start], re.I):
        # "预计明年一季度 B200 租价可能跌破 20 元", "rents are expected to fall below $2": a forecast, no price anyone charges
        return "a forecast, not a quoted price"
    if len(sentence) < 120 and re.match(r"\s*[^:：\n]{1,40}[:：]", sentence) and any(_ASSUMPTIONS_LEAD.search(context.sentence(back))
                                   for back in range(max(0, index - 3), index)):
        # "Using relatively conservative assumptions:" over "NVIDIA H100 GPU rental: $5/hr": an input the writer chose
        return "an assumption listed for a worked cost, not a quoted price"
    if (example := _EXAMPLE_BEFORE.search(sentence[max(0, mention.start - 30):mention.start])) and \
            not re.search(r"(?:e\.g\.,?|example,?|instance,?)\s*(?:cache[ds]?\s+)?(?:reads?|writes?|hits?|misses|inputs?|"
                          r"outputs?|prompts?|completions?)\s*[:=]?\s*$", example.group(), re.I) and \
            not (re.search(r"\b(?:for\s+(?:example|instance)),\s+(?:is|are)\s+(?:priced|billed|listed)\s+at\s*(?:US)?$",
                           example.group(), re.I) and
                 any(m.category == "model" for m in context.mentions[index])):
        # ("Fast Mode on Opus 4.8, for example, is priced at $10 input": the named model is the example, its price stated)
        # ("prompt caching (e.g., read $0.30/MTok, write $3.75/MTok …)" lists the rates by their labels: prices)
        return "an example amount, not a quoted price"
    if re.search(r"\b(?:which|that|this)\s+(?:gives|yields|implies)\b(?:[^.;]|\.(?=\d)){0,60}$", sentence[:mention.start], re.I):
        # "Operational costs are maybe below 20%, which gives $20K per year per chip, or $2.3 per H100-hour": the
        # writer's sum of costs, not a price anyone charges
        return "a figure worked out from costs, not a price"
    multiplied = re.search(r"\d[\d,]*\s*[×✕*]\s*(?:US)?$", sentence[max(0, mention.start - 16):mention.start])
    figure = re.search(r"\d[\d,]*(?:\.\d+)?", sentence[mention.start:mention.end])
    if (multiplied and any(
            other.amount == mention.amount and other.currency == mention.currency and other.unit == mention.unit
            for back in range(index) for other in context.money(back))) or (
            # ('"cache_read": 0.30' in a price map above "99 x 20000 x $0.30/1M in reads")
            re.search(r"\d[\d,]*\s*(?:[×✕*]|(?<=\s)x(?=\s))\s*(?:US)?$", sentence[max(0, mention.start - 16):mention.start])
            and figure is not None and re.search(r"[\"']\s*[:=]\s*" + re.escape(figure.group(0)) + r"(?![\d.])",
                                                 context.prepared.text[:context.prepared.sentences[index][0]])):
        # "a 10,000-token system prompt reused 500 times costs 10,000 × $0.75/1M once" after "$0.75 per million tokens":
        # a rate stated above, multiplied out in a sum (where the sum is the only place it is stated, it stays)
        return "a figure in a worked sum, not a quoted price"
    if mention.unit == "per_million_tokens" and (
            re.search(r"[÷/]\s*[\d.,]+\s*[MKk]?\s*(?:tokens?)?\s*=\s*(?:~|about\s+|roughly\s+|≈)?\s*$",
                      sentence[max(0, mention.start - 36):mention.start]) or
            re.search(r"\b(?:and|then)\s+you['’]re\s+at\s*(?:about\s+|roughly\s+|~)?$", sentence[max(0, mention.start - 30):mention.start],
                      re.I) or
            # "That is 7.92M tokens an hour, or about $0.25 per million output tokens": a rate per hour turned into a cost
            re.search(r"\btokens?\s+(?:an|a|per|every)\s+hour,?\s+or\s+(?:about\s+|roughly\s+|around\s+|~)?$",
                      sentence[max(0, mention.start - 40):mention.start], re.I) or
            # "$4.20/hr of GPU for that, which works out around $0.34/M output": worked out from the hourly figure
            (re.search(r"\bworks?\s+out\s+(?:to\s+|at\s+)?(?:about\s+|around\s+|roughly\s+|~)?$",
                       sentence[max(0, mention.start - 30):mention.start], re.I)
             and any(m.unit == "per_gpu_hour" and m.end <= mention.start for m in mentions)) or
            (re.search(r"(?:→|->|=>|⇒)\s*~?\s*$", sentence[max(0, mention.start - 4):mention.start])
             and any(m.unit == "per_gpu_hour" and m.end <= mention.start for m in mentions))):
        # "$1.61/hr ÷ 16.97M = $0.0949 per million output tokens", "Drop to batch=32 and you're at $0.34/M", "H100 at 100%
        # utilization: $2/hr → $0.50/Mtok": a serving cost the writer works out from an hourly rent, no price anyone charges
        return "a cost worked out from an hourly price, not a price"
    if mention.unit == "per_gpu_hour" and re.match(r"\s*(?:→|->|=>|⇒)\s*~?\s*(?:US)?[$€£¥￥]?\s?\d[\d.,]*\s*(?:/|per\s+)\s*(?:1\s?)?"
                                                 r"(?:M|MTok|Mtok|million)\b", sentence[mention.end:], re.I):
        # "H100 at 10% utilization: $2/hr → $5/Mtok": the hourly figure a worked conversion starts from
        return "an hourly figure a worked sum starts from, not a quoted price"
    if mention.unit == "per_million_tokens" and (
            _SELF_HOSTED.search(sentence[max(0, mention.start - 60):mention.start]) or
            # "self-hosting Llama 3 70B on an A100 80GB at $0.34/hr produces inference at approximately $0.05 per
            # million tokens": the clause's subject is running it yourself
            re.search(r"(?:" + _SELF_HOSTED.pattern + r")(?:[^,;，；.]|(?<=\d)\.(?=\d)){0,100}$",
                      sentence[max(0, mention.start - 130):mention.start],
                      re.I)):
        # "H100 self-host (Llama 70B): ~$1/MTok at saturation": what running it yourself costs, no price anyone charges
        return "a self-hosting cost, not a price"
    if re.search(r"\beffective(?:ly)?\s+(?:(?:input|output|blended|per[- ]token)\s+)?(?:price|cost|rate)s?"
                 # ("Effective input price after caching would be something like $0.11/1M")
                 r"(?:\s+(?:after|with|once|net\s+of)\s+[\w-]+(?:\s+[\w-]+)?)?"
                 # ("Effective blended price after caching: $1.94/M")
                 r"(?:\s*[:：])?\s+(?:of|is|was|at|would\s+be|will\s+be|comes?\s+to|works?\s+out\s+(?:to|at))?\s*"
                 r"(?:something\s+like\s+|about\s+|roughly\s+|around\s+|~)?$|\b(?:costs?|priced\s+at)\s+[^.;]{0,30}?\beffective\s*$",
                 sentence[max(0, mention.start - 80):mention.start], re.I) or \
            re.match(r"\s*(?:/\s*1?M\s*)?(?:tokens?\s+)?effective\b", sentence[mention.end:], re.I):
        # "carries an effective input price of $0.018/1M tokens", "costs between … $0.10/1M effective": what the
        # writer works out after caching or discounts, no price anyone lists
        return "an effective price worked out, not a listed price"
    if re.search(r"(?:^|[:：,;(（|]|\s)[-−+]\s?$", sentence[max(0, mention.start - 3):mention.start]) and \
            re.search(r"\b(?:difference|diff|delta|change|gap)\s*[:：]|差价|差额|差額", sentence[max(0, mention.start - 40):mention.start], re.I):
        # "**Difference:** -$2.45 input (-82%), -$4.81 output (-69%)": by how much two prices differ, no price
        return "a difference between prices, not a price"
    if re.match(r"\s*(?:is|was|gets?)\s+(?:calculated|computed|derived|worked\s+out|arrived\s+at)\b", sentence[mention.end:], re.I):
        # "How $0.095/M is calculated": a heading over the sum that gives the figure, no price
        return "a figure whose working is explained, not a price"
    if _NOTATION_GLOSS_BEFORE.search(sentence[max(0, mention.start - 60):mention.start]) or (
            re.search(r"[“\"'‘「]\s*$", sentence[max(0, mention.start - 3):mention.start]) and
            _NOTATION_GLOSS_AFTER.match(sentence, mention.end)):
        # "the “$5 / M” means $5 per million tokens processed": the page explains how its table writes a price
        return "an explanation of the notation, not a quoted price"
    if _list_item(context, index) and _under_ceiling_heading(context, index):
        # "Maximum rental payment (suppliers set their own price, not above the following):" over "• H100 SXM: $3.20/hour"
        return "a price ceiling, not a price"
    if _MADE_UP_CASE.search(sentence[:mention.start]) or WORKED_REQUEST.search(sentence[:mention.start]):
        # "Example: Let's say a supplier sets up an H100 at $2.5/hour, … aka $2.25/hour": a case made up to explain
        return "an example amount, not a quoted price"
    if mention.unit == "per_million_tokens" and (_TRAINING_TOKENS_AFTER.match(sentence, mention.end) or
                                                 _TRAINING_PRICE_BEFORE.search(sentence, max(0, mention.start - 20),
                                                                               mention.start)):
        return "a training price, not a price for running a model"
    if _BUYS_AFTER.match(sentence, mention.end):
        # "1 元约可购买 125 万 tokens", "$1 buys you 2M tokens": how much an amount buys, a restated price
        return "what an amount buys, not a quoted price"
    if mention.unit == "per_million_tokens" and derived_cost:
        return DERIVED_COST
    if position > 0 and _APPROX_GAP.match(sentence[mentions[position - 1].end:mention.start]) and \
            mentions[position - 1].currency != mention.currency:
        return "conversion of the previous amount"
    if position > 0 and _APPROX_GAP.match(sentence[mentions[position - 1].end:mention.start]) and \
            mention.unit is not None and mentions[position - 1].unit == mention.unit and \
            mentions[position - 1].quoted_unit and mention.quoted_unit != mentions[position - 1].quoted_unit:
        # "$1.25/M (0.125¢ per 100 tokens)": the same price restated in another unit (here a wrong one) in brackets
        return "the previous amount restated in another unit"
    return None


# "the $10 the company had charged since March": what the provider charged before
_HAD_CHARGED_AFTER = re.compile(r"\s*(?:that\s+|which\s+)?(?:the\s+\w+|it|they)\s+(?:(?:had|used\s+to|previously)\s+"
                                r"(?:charged?|billed?)\b|"
                                # "a third of the $3.30 it listed in June": what it listed at a time gone by
                                r"(?:listed|charged|billed|asked)\s+(?:in|until|through|last|before|back\s+in|at\s+launch)\b)",
                                re.I)
# "… costs $0.05 for 5,000 output tokens", "$0.0125 for a 5,000-token input": an amount for a counted number of tokens
_FOR_COUNTED_TOKENS_AFTER = re.compile(r"\s*(?:for|on)\s+(?:an?\s+|the\s+)?(?P<n>\d[\d,]*(?:\.\d+)?)\s?(?P<k>[kKmM])?"
                                       r"[\s-]*(?:[\w-]+\s+){0,2}?tokens?\b", re.I)


def _counted_tokens(match: re.Match) -> Decimal:
    count = Decimal(match.group("n").replace(",", ""))
    return count * {"k": 1000, "m": 1_000_000}.get((match.group("k") or "").lower(), 1)


# A sentence pricing power ("$0.31/kWh", "电费", "0.6元/千瓦时"): an hourly amount in it is an electricity bill
_ELECTRICITY = re.compile(r"\bkWh\b|\bkilowatt[- ]hours?\b|\belectricity\b|电费|電費|千瓦时|千瓦時|度电|度電", re.I)
# A writer's own arithmetic right before an amount ("that translates to roughly", "which works out to")
_TRANSLATES_TO = r"translat(?:es|ed|ing)\s+(?:in)?to|works?\s+out\s+(?:to|at)"
_ROUGHLY = r"(?:roughly|about|around|approximately|just|only|~)?"
# ("At 3:1, you're paying roughly $23.75 per million across the mix": a blend worked out for a workload)
_WORKED_OUT_BEFORE = re.compile(r"\b(?:" + _TRANSLATES_TO + r"|worked\s+out\s+(?:to|at)|comes?\s+out\s+(?:to|at)|"
                                # ("so the hardware alone comes to about $0.37 per million tokens", "the effective cost
                                # rises to roughly $0.93 per million": a serving cost worked from a rent and a speed)
                                r"(?:hardware|serving|effective)\s+(?:\w+\s+){0,2}?(?:comes?|rises?|falls?|drops?)\s+to|"
                                r"you(?:['’]re|\s+are|['’]ll\s+be|\s+will\s+be)\s+(?:effectively\s+)?paying)\s+" + _ROUGHLY +
                                r"\s*(?:US)?[$€£¥]?\s*$", re.I)
# ... and the same figure put another way after it ("translates to roughly $0.00035 per token—or $350 per million
# tokens", "translates to $0.6 per million input tokens at FP8, or $0.3 … at FP4")
_WORKED_OUT_ALTERNATIVE = re.compile(r"\b(?:" + _TRANSLATES_TO + r")\s+(?:[^.;]|(?<=\d)\.(?=\d)){1,80}?"
                                     r"(?:—|--|,)\s*or\s+" + _ROUGHLY + r"\s*(?:US)?[$€£¥]?\s*$", re.I)
# What serving a model costs, named as a cost a million tokens ("the cost per million tokens", "a cost of approximately")
_SERVING_COST_NOUN = re.compile(r"\bcosts?[- ]+(?:per|/|a)[- ]+(?:1\s?M|million|M)[- ]+tokens\b(?:[^.;$]|\$\d[\d,]*(?:\.\d+)?){0,50}$|"
                                # "Blackwell drops AI token cost from $4.20 to $0.12/million": what a token costs on a chip
                                r"\b(?:AI\s+)?token\s+costs?\s+(?:from\s+(?:US)?\$?\s*\d[\d,]*(?:\.\d+)?\s+)?(?:to|down\s+to)?\s*(?:US)?\$?\s*$|"
                                r"\b(?:a|the)\s+cost\s+of\s+(?:approximately|about|around|roughly|~|only|just)?\s*(?:US)?\$?\s*$|"
                                r"\bcost\s+(?:drops|falls|decreases|declines)\s+to\s+(?:approximately|about|around|roughly|~)?\s*\$?\s*$",
                                re.I)
_OPERATOR_BEFORE = re.compile(r"[×*+÷][ \t]*\(?[ \t]*(?:US)?$")
_OPERATOR_AFTER = re.compile(r"[ \t]*\)?[ \t]*(?:(?:input|output|in|out)[ \t]+)?[×*+÷=](?!=)")
_TOKENS_MOVED_BEFORE = re.compile(r"\b(?:moved|moves|moving|shifted|shifts|shifting)\s+[^.;]{0,40}?\btokens?\s+from\s+"
                                  r"(?:(?:US)?\$?\s*\d[\d,]*(?:\.\d+)?\s*(?:/\s*\w+)?\s*(?:→|->|to)\s*)?(?:US)?$", re.I)
_ZH_FORECAST_BEFORE = re.compile(r"(?:可能|或将|或將|有望|预计|預計)[^，。；]{0,12}(?:跌破|降至|降到|低于|低於|涨到|漲到|升至)\s*"
                                 r"(?:每[^，。；\d]{0,8})?$")
_REAL_COST_BEFORE = re.compile(r"\b(?:real|true|actual)\s+(?:cost|price|bill)\s+(?:is|comes\s+to|works\s+out\s+to|would\s+be|"
                               r"ends\s+up)\s+(?:closer\s+to\s+|about\s+|roughly\s+|around\s+|nearer\s+)?(?:US)?$", re.I)
_GENERIC_PRICED_MODEL = re.compile(r"^\W*(?:a|an|any)\s+(?:\w+\s+)?(?:model|provider|API|service|LLM)\s+"
                                   r"(?:priced|charging|that\s+charges|which\s+charges|billed|costing)\b", re.I)
_DIVIDED_AFTER = re.compile(r"\s*(?:/\s*(?:hour|hr|h)\b)?\s*÷")
# Words of what a provider charges: a sentence using them quotes prices, whatever chip it names
_PROVIDER_PRICE_WORDS = re.compile(r"\bpric(?:e|es|ed|ing)\b|\bcharg(?:e|es|ed|ing)\b|\bAPI\b|\bbill(?:s|ed)\b|\blist(?:s|ed)?\b",
                                   re.I)
# "the B200 achieves two cents per million tokens": a chip reaching a cost a token
_CHIP_ACHIEVES_COST = re.compile(r"\b(?:achieves?|achieving|reaches|reaching|hits|delivers?)\s+(?:roughly|about|around|just|only)?\s*\$?\s*$",
                                 re.I)
# "1.2-1.8元/小时", "8~12元": a bare opening number joined by a dash to the amount.
# A rate per GPU or per user of a benchmark's operating point ("tok/s/GPU", "42 tok/s/user", "tok/s/MW").
_OPERATING_POINT = re.compile(r"tok(?:en)?s?\s?/\s?s(?:ec)?\s?/\s?(?:GPU|user|MW)\b|每\s?GPU\s?吞吐", re.I)
# Inference engines one runs oneself: a cost per token stated for one is a measured serving cost.
_SERVING_ENGINE = re.compile(r"\b(?:vLLM|SGLang|TensorRT-LLM|TRT-LLM|TGI|llama\.cpp|Ollama|LMDeploy|MLC-LLM|ExLlama\w*|"
                             r"DeepSpeed-(?:MII|Inference))\b", re.I)
_SELF_HOSTED = re.compile(r"\bself[- ]?host(?:ed|ing)?\b|\bon[- ]prem(?:ise|ises)?\b|自部署|自托管|私有化部署|本地部署", re.I)
_DASH_NUMBER_AFTER = re.compile(r"\s?[-–]\s?\d")  # not "~": glued cells read "$2.99/hr~110"
_NUMBER_DASH_BEFORE = re.compile(r"(?<![A-Za-z0-9_.$¥€£])\d+(?:\.\d+)?\s?(?:[-–~～]|到|至)\s?$")
# A spread of prices: "vary widely by model — from $X for … to $Y", "ranging from $X for small models to $Y".
_CONVERTED_FROM_CHARACTERS = re.compile(r"(?:字符|characters?\b|chars?\b)\s*(?:→|->|=>|⇒|≈|=)\s*$", re.I)
_CHARACTERS_AFTER = re.compile(r"\s*(?:个\s*)?(?:字符|characters?\b|chars?\b)", re.I)
# No per-million-token list price comes near this in any currency quoted here (the dearest are hundreds).
_LEAST_PER_MILLION = Decimal("0.001")
_LEAST_PER_GPU_HOUR = Decimal("0.01")
_MOST_PER_MILLION = Decimal(20000)
# ... and in the currencies whose prices sit near the dollar's: the dearest model listed costs a few hundred dollars a
# million tokens, so "$15,000 per 1M" is a figure a bug report quotes (a per-token field read wrongly), no price
_MOST_PER_MILLION_IN = {currency: Decimal(2000) for currency in ("USD", "EUR", "GBP", "CHF", "CAD", "AUD", "SGD")} | \
    {currency: Decimal(10000) for currency in ("CNY", "HKD")}
# More than any single accelerator rents for by the hour (a GB300's hour is near $10): a machine's rate
_MOST_PER_GPU_HOUR = Decimal(25)
# A borrowed-unit amount this many times the dearest price written with its unit is a worked-out total.
_WORKED_TOTAL_FACTOR = 25
_SPREAD_HEDGE = r"(?:\s+(?:roughly|about|around|approximately|nearly|almost|just|under|over))?\s*~?\s*"
_SPREAD_FROM = re.compile(r"\b(?:var(?:y|ies|ying)|rang(?:e|es|ing)|spans?|spanning|differs?)\b[^.;:!?。；]{0,60}?\bfrom"
                          + _SPREAD_HEDGE + "$", re.I)
_SPREAD_GAP = re.compile(r"[^.;:!?。；$¥€£]{0,50}?\bto" + _SPREAD_HEDGE + "$", re.I)
# "10 元内", "$2 or less", "0.8元起" (from 0.8): the amount is a bound.
_BOUND_AFTER = re.compile(r"\s?(?:以内|之内|内(?![存容])|以下|以上|起(?!草|诉|訴)|or\s+(?:less|under|below|more|above)\b)", re.I)
# The lines of a cost model of running hardware: depreciation, power, cooling, staff (a row or its table's corner)
_COST_COMPONENT = re.compile(r"折旧|折舊|电力|電力|电费|電費|成本分项|成本分項|运维|運維|散热|散熱|人力|\bCAPEX\b|\bOPEX\b|"
                             r"\bdepreciation\b|\belectricity\b|\bpower\s+cost|\bcooling\b|\bcost\s+(?:breakdown|component|item)s?\b",
                             re.I)
# "queued for H100s at above $8 per hour", "upwards of $3": a floor, not the price anybody charged.
_FLOOR_BEFORE = re.compile(r"\b(?:above|upwards\s+of|in\s+excess\s+of|north\s+of|more\s+than|at\s+least|over|floors?\s+at|"
                           r"bottoms?\s+out\s+at)\s*~?\s*$|"
                           r"(?:超过|高于|至少|最低为|最低為|最低)\s*$", re.I)
_FROM_EARLIER_BEFORE = re.compile(r"\bfrom\s+(?:last\s+(?:week|month|year|quarter)['’]s|yesterday['’]s|"
                                  r"(?:the|its|their)\s+(?:previous|prior|earlier|old|original)(?:\s+[\w-]+){0,2}?\s+(?:of\s+)?)\s*$",
                                  re.I)
# "Take a hypothetical comparison: ... rents for $8 per GPU-hour": amounts made up for an example.
_IMAGINED_EXAMPLE = re.compile(r"\bhypothetical(?:ly)?\b|\bthought\s+experiment\b|"
                               # ("Suppose, for the sake of the exercise, that your provider charges $2.00 …")
                               r"\bfor\s+the\s+sake\s+of\s+(?:the\s+)?(?:argument|exercise|example|illustration)\b|"
                               r"\bmade[- ]up\b|\bfictional\b|假想|虚构|假设性", re.I)
_WORKED_CASE_CUE = re.compile(r"\bassum(?:e|es|ed|ing|ptions?)\b|\bsuppose\b|\bworked\s+example\b|"
                              r"\bfor\s+illustration\b|\bhypothetical\b", re.I)
# "Take $2.50/hour and …", "Say $3 an hour": a clause opening on the figures a worked example picks
_TAKE_FIGURES_BEFORE = re.compile(r"(?:^|[.:;!?]\s+|\n\s*)(?:take|say|plug\s+in|let['’]s\s+say|let['’]s\s+take)\s+(?:US)?$", re.I)
# "单价(假设)", "Price (assumed)": a label marking the amounts under it as assumed
_ASSUMED_LABEL = re.compile(r"[(（]\s*(?:假设|假設|假定|assumed|hypothetical|illustrative)\s*[)）]", re.I)
# "if we sign the 1-year it goes to $1.70": a term commitment that buys the price after it
_COMMITMENT_IF = re.compile(r"\bif\s+(?:we|you|they|customers?)\s+(?:sign|commit|reserve|prepay|lock\s+in|take)\s+"
                            r"(?:to\s+)?(?:the\s+|a\s+|an\s+)?(?:\d|one|two|three|annual|yearly|multi)[\w-]*(?:[- ](?:year|month|yr))?", re.I)
# What hardware is bought for ("lists at", "sells for", "售价"), before an amount given no unit of its own
_BOUGHT_FOR_BEFORE = re.compile(r"\b(?:list(?:s|ed)?\s+(?:at|for)|sells?\s+for|sold\s+for|retails?\s+(?:at|for))"
                                r"\s*(?:about|around|roughly|some)?\s*$|(?:售价|售價)[为為约約]?\s*$", re.I)
# "a $3.00/hr GPU", "an $8/hour instance": a generic machine, no product named.
_GENERIC_RIG_AFTER = re.compile(r"\s*(?:(?:cloud|rented|rental|spot)\s+)?(?:GPU|card|instance|machine|box|server)s?\b", re.I)
# "$9.08/hr per Superchip", "$9.08/Superchip": one module holding a CPU and two GPUs, not one accelerator.
_PER_SUPERCHIP = re.compile(r"\s*(?:/\s*(?:hr|hour|h)\b\s*)?(?:/|per)\s*(?:GB\d{3}\s+)?super\s?chips?(?-i:(?![a-z]))", re.I)
# "$0.0062,500×" (a decimal amount running into more digits), "$0.019789× cheaper" (a multiple glued on).
_GLUED_NUMBER_AFTER = re.compile(r"(?<=\d)(?:,\d|\d|\s?[x×]\s*(?:cheaper|faster|slower|more|less|lower|higher|better|worse)\b)", re.I)
# "$30.00 for the extended-thinking mode", "$2 per million tokens in thinking mode".
_MODE_AFTER = re.compile(r"(?:\s*(?:per|/)\s*[^,;$]{0,30}?)?\s+(?:for|in)\s+(?:the\s+|its\s+)?"
                         r"(?P<mode>[A-Za-z][\w-]*(?:\s[A-Za-z][\w-]*)?)\s+mode\b", re.I)
# "a model with $1 input", "any provider charging $3": no product named, an example of the argument.
# ("A $0.03/1K token API can bankrupt a chatbot": an amount naming a kind of API, no one's price: _GENERIC_PRICED_NOUN)
_GENERIC_PRICED_NOUN = re.compile(r"\s*(?:[\w/.-]+\s+){0,2}?(?:API|model|LLM|endpoint|provider|service)s?\b", re.I)
_GENERIC_MODEL_BEFORE = re.compile(r"\b(?:a|an|any|some|one)\s+(?:\w+\s+){0,2}?(?:model|LLM|provider|API|vendor|service)s?\s+"
                                   r"(?:with|at|charging|priced\s+at|costing|that\s+(?:costs?|charges?))\s*"
                                   r"(?:[$€£¥￥~][^.;!?]{0,20}?(?:/|\band\b|,)\s*)?$", re.I)
# " - 32k-128k input:", " • >200K tokens:": an inline list item opening on a prompt-length tier.
_INLINE_TIER_ITEM = re.compile(r"\s[-–•·]\s+(?=(?:[<>≤≥]\s*)?\d+\s?[kKmM]?\s*(?:[-–~]\s*\d+\s?[kKmM])?\s*"
                               r"(?:tokens?\s*)?(?:input|prompt|context|输入|上下文)?\s*[:：])")
# "A 3M-token prompt costs", "a 400K tokens input comes to": a count of tokens, then what it costs.
# Currencies a price may be stated in; those without a bundled exchange rate keep amount_usd null.
_PRICE_CURRENCIES = ("USD", "CNY", "EUR", "GBP", "JPY", "TWD", "HKD", "SGD", "AUD", "CAD", "INR")
_QUANTITY_COST_BEFORE = re.compile(
    r"(?<![\w.,])(?P<n>\d[\d,]*(?:\.\d+)?)\s?(?P<scale>K|M|B|thousand|million|billion|千|万|百万|亿)?[- ]?(?:个\s?)?"
    r"(?:input\s+|output\s+|输入\s?|输出\s?)?(?:tokens?|" + ZH_TOKEN_WORD + r")\b(?:(?!rates?\b|prices?\b|pricing\b|价格|单价)[^.;$¥€£。；]){0,40}?"
    r"(?:\bcosts?|\bruns?|\bcomes\s+to|\bwould\s+(?:cost|be)|\bbill\s+(?:is|of|comes\s+to)|花费|需要|要花|"
    r"(?:费用|成本|开销|花销)(?:约|大约|仅)?(?:为|是)?)\s*(?:about|around|roughly|only|just|~|约|仅)?\s*(?:US|NT|HK)?\s*$",
    re.I)
_TOKEN_SCALES = {"k": 1_000, "thousand": 1_000, "千": 1_000, "万": 10_000, "m": 1_000_000, "million": 1_000_000,
                 "百万": 1_000_000, "b": 1_000_000_000, "billion": 1_000_000_000, "亿": 100_000_000}


def _token_count(match: re.Match) -> Decimal | None:
    """The number of tokens a :data:`_QUANTITY_COST_BEFORE` match states."""
    try:
        number = Decimal(match.group("n").replace(",", ""))
    except ArithmeticError:
        return None
    return number * _TOKEN_SCALES.get((match.group("scale") or "").lower(), 1)


# "might cost", "could run you": a price a text imagines for an example, not one anybody quotes; the amounts
# listed after it in the same clause run ("… on demand, around $2/hr reserved") are imagined too.
# A table cell naming the quantity a row is priced by, when it is no token ("Per Image", "Per Sec", "Per Node Hour")
_OTHER_QUANTITY_CELL = re.compile(r"\s*(?:\*\*)?\s*(?:per|/|每)\s*(?:image|images|sec(?:ond)?s?|minutes?|node[- ]hours?|hours?|"
                                  r"characters?|chars?|requests?|calls?|pages?|queries|searches|张|秒|分钟|次|小时)\s*(?:\*\*)?\s*", re.I)
# A lead-in line supposing the figures under it ("Let's say a model charges:", "Suppose the rates are:", "假设价格为：")
_SUPPOSED_LEAD_IN = re.compile(r"\b(?:let['’]?s\s+say|suppose|assume|imagine)\b[^.!?]{0,60}[:：]\s*$|"
                               r"(?:假设|假如|假設)[^。！？]{0,30}[:：]\s*$", re.I)


def _under_supposed_lead_in(context: DocumentContext, index: int) -> bool:
    """Whether sentence ``index`` is one of the amount lines right under a lead-in that supposes them."""
    if not re.match(r"\W*(?:US)?[$€£¥￥]?\s?\d", context.sentence(index)):
        return False
    for back in range(index - 1, max(-1, index - 5), -1):
        line = context.sentence(back)
        if _SUPPOSED_LEAD_IN.search(line) and not re.search(r"[$€£¥￥]\s?\d", line):
            return True
        if not re.match(r"\W*(?:US)?[$€£¥￥]?\s?\d", line):
            return False
    return False


# "Our base case has H100 pricing reaching $1.50", "we expect rents to fall to $1.80", "预计…降至": a forecast
_FORECAST_PRICE_BEFORE = re.compile(r"\b(?:base|bear|bull)\s+case\b[^.;]{0,60}$|\b(?:we\s+)?(?:expect|forecast|project|predict)(?:s|ed)?\s+"
                                    r"[^.;]{0,50}?\bto\s+(?:reach|fall|drop|decline|rise|climb|settle|bottom\s+out)\w*\s+"
                                    r"(?:to\s+|at\s+|near\s+|around\s+|about\s+)?(?:US)?$|(?:预计|预期|预测|有望)[^。；;，,]{0,20}"
                                    r"(?:降至|降到|跌至|跌到|跌破|升至|涨至|达到)\s*$|"
                                    # "输出价格可能跌破每百万 tokens 0.5 元": what may come, the unit between
                                    r"(?:可能|或将|或將|将会|將會|有望|预计|預計)(?:会|會)?(?:跌破|降至|降到|跌至|跌到|低于|低於)[^。；;，,\d]{0,20}$|"
                                    # "评论区有人猜下个月还会再降到 0.5 元": someone's guess at the next price
                                    r"(?:猜|猜测|猜測|估计|估計|赌|賭)[^。；;，,]{0,24}(?:降到|降至|跌到|跌至|涨到|漲到|涨至|漲至)\s*$|"
                                    r"\b(?:guess(?:es|ed)?|reckons?|bets?(?!\s+on\b))\b[^.;]{0,60}\b(?:(?:will|would|to)\s+)?"
                                    r"(?:hit|reach|drop\s+to|fall\s+to|settle\s+(?:at|around|near)|land\s+at|be)\s*$", re.I)
# A figure marked as the aim, an objective's key result, or a sentence stating what its writer aims at
_AIM_MARK = re.compile(r"[(（]\s*(?:goal|target|aim|目标|目標)\s*[)）]|^\W*(?:KR\s?\d+|key\s+results?\s*\d*)\s*[:：]", re.I)
# (in the clause before the amount: "We plan to stay on GPT-4o, which costs $2.50" prices the model)
_AIMED_PRICE = re.compile(r"^\W*(?:[A-Za-z][\w ]{0,30}[:：]\s*)?(?:our\s+(?:goal|aim|target)\s+(?:for\s+[^.;]{1,30}?\s+)?is|"
                          r"we\s+(?:aim|plan|hope)\s+to)\b", re.I)
_SUPPOSED_PRICE_QUESTION = re.compile(r"^\W*(?:(?:(?-i:[A-Z])|\w+_)[^:：?\n\d$€£¥]{0,60}[:：]\s*)?(?:what\s+(?:would|will|could)|when\s+(?:will|would|could)|how\s+(?:low|cheap|far)\s+"
                                      r"(?:can|could|will|would)|will|would|could)\b[^?]*\?\s*$", re.I)
_MODAL_PRICE_BEFORE = re.compile(r"\bwould\s+(?:correspond|amount|work\s+out|come\s+out)\s+to\b(?:[^.;]|\.(?=\d)){0,60}$|"   # a case worked out
                                 # ("could run you $3/hr", not "where I could run DeepSeek V4 Flash at $0.27 input": a
                                 # model run at its listed price)
                                 r"\b(?:might|could)\s+(?:well\s+|easily\s+)?(?:cost|run(?:\s+you)?(?=\s*(?:about|around|roughly|"
                                 r"close\s+to|upwards\s+of|~|US\$|[$€£¥]|\d))|be\s+priced\s+at|"
                                 r"set\s+\w+\s+back)\b[^;!?。；]{0,60}$|"
                                 # "so your serving cost would be about $0.56 per million tokens": a cost worked out
                                 r"\b(?:cost|price|bill|spend)\s+(?:would|might|could)\s+(?:be|come\s+to|run)\b[^;!?。；]{0,30}$|"
                                 # "the same workload that costs USD 5 per million tokens can cost USD 0.20": a case, no offer
                                 r"\b(?:workload|job|deployment|setup|pipeline)\s+that\s+costs\s*$|"
                                 r"\bthat\s+costs\s+[^.;]{1,60}?\bcan\s+cost\s*$",
                                 re.I)
# "on 48 H100s full-time at": a count of several accelerators governing the hourly amount that follows.
_SEVERAL_ACCELERATORS_BEFORE = re.compile(
    # ("Eight L40 GPUs cost $10.00 per hour combined": the count in words, the verb of the price)
    r"(?<![\d.,$])\b(?:[2-9]|\d{2,}|two|three|four|six|eight|sixteen|thirty-two|sixty-four)\s+"
    r"(?:(?:(?-i:[A-Z]{1,4}\d{2,4}[A-Za-z]{0,3})s|GPUs|accelerators|chips|cards)\b|(?-i:[A-Z]{1,4}\d{2,4}[A-Za-z]{0,3})\s+"
    r"(?:GPUs|accelerators|chips|cards)\b)[^.;:$]{0,40}?\b(?:at|for|costing|cost|costs|run|runs)\s*$"
    # "256 TPU chips: $307/hour": a count of chips labelling the amount
    r"|(?<![\d.,$])\b(?:[2-9]|\d{2,})\s*[x×]?\s+(?:[\w-]+\s+){0,2}(?:GPUs|accelerators|chips|cards)\s*[:：=]\s*$", re.I)
# "charging $10 per hour for access to eight A100 chips": the count of accelerators the hourly amount is for, after it
_SEVERAL_ACCELERATORS_AFTER = re.compile(
    r"\s*(?:for|to\s+rent|to\s+use)\s+(?:(?:access\s+to|the\s+use\s+of|use\s+of)\s+)?(?:a\s+(?:node|server|machine|box)\s+"
    r"(?:of|with)\s+)?(?:[2-9]|\d{2,3}|two|three|four|six|eight|sixteen)\s+(?:(?:NVIDIA|Nvidia|AMD)\s+)?"
    r"(?:(?-i:[A-Z]{1,4}\d{2,4}[A-Za-z]{0,3})s?\s*)?(?:GPUs|accelerators|chips|cards)?\b", re.I)
_TIMES_BEFORE = re.compile(r"[×✕*]\s*$")
_EQUALS_BEFORE = re.compile(r"(?:[=＝]|(?<=\d\s)≈|(?<=\d)≈)\s*$")
_EQUALS_AFTER = re.compile(r"^[^=＝A-Za-z\u4e00-\u9fff]{0,14}(?:万|百万|M|K)?[^=＝A-Za-z\u4e00-\u9fff]{0,6}[=＝]|^\s*[×✕*]\s*\d")
_PER_CALL_BEFORE = re.compile(r"每次|每调用一次|按次|\bper\s+(?:call|request|query)\b|\beach\s+(?:call|request|query)\b", re.I)


# A made-up model of an example: "Model A", "Option B" (a letter alone, a label's bracket or bar after it; "Vendor A
# (Lumenvale)" in a bid table names a real seller)
_PLACEHOLDER_NAME = re.compile(r"(?:^|[|:：]\s*)\W*(?:Model|Option)\s+[A-DXYZ]\b(?=\s*(?:[(（|:：]|$))")
# A column naming a pair of token types in order ("Batch (In/Out)", "Input/Output", "输入/输出").
_PAIR_LABEL = re.compile(r"\b(?:in|input|prompt)\s*/\s*(?:out|output|completion)\b|输入\s*/\s*输出", re.I)
_SEQUENCE_WORD = re.compile(r"(?P<cached>cached(?:\s+(?:in(?:put)?|prompts?))?|cache[- ]?(?:hits?|reads?)|缓存(?:命中|输入)?)|"
                            r"(?P<input>in(?:put)?s?|prompts?|输入)|(?P<output>out(?:put)?s?|completions?|输出)", re.I)
_SEQUENCE_LIST = re.compile(r"(?:[\w\u4e00-\u9fff]+\s*)?[\[(（]?\s*(?P<list>[^\[\]]*?)\s*[\])）]?\s*$")


def _label_type_sequence(label: str) -> list[str] | None:
    """The token types a column label lists in order, when the label (or its bracketed part) is nothing but
    token words between "/" and brackets ("in (cached in) / out", "Price [Input / Output]"); else None."""
    # ("Short: Input / Cached / Output": the list after a tier's name and its colon)
    for part in [*re.findall(r"[\[(（]([^\[\]]*/[^\[\]]*)[\])）]\s*$", label),
                 *re.findall(r"[:：]\s*([^:：]*/[^:：]*)$", label), label]:
        types, position = [], 0
        for match in _SEQUENCE_WORD.finditer(part):
            if not re.fullmatch(r"[\s/()（）]*", part[position:match.start()]) or \
                    re.match(r"[A-Za-z]", part[match.end():match.end() + 1]):
                break
            types.append("cached_input" if match.group("cached") else "input" if match.group("input") else "output")
            position = match.end()
        else:
            if len(types) >= 2 and re.fullmatch(r"[\s/()（）]*", part[position:]) and "/" in part and \
                    len(set(types)) == len(types):
                return types
    return None


def _sibling_input_output(row: _Row, mention: MoneyMention) -> bool:
    """Whether the row's other amount columns are one input column and, after it, one output column."""
    own = row.column_of(mention)
    named = [(column, next((name for name, regex in _TOKEN_KEYWORDS if regex.search(label or "")), None))
             for column, label in sorted(row.labels.items()) if column != own and column in row.money_columns]
    return [name for _, name in named] == ["input", "output"]


# A unit declaration naming one token type ("Per 1 million input tokens.", "价格单位：元/百万输入tokens")
_DECLARED_TOKEN_TYPE = re.compile(r"^\W*(?:(?:prices?|all\s+prices)\s+(?:are\s+)?(?:in\s+\w+\s+)?)?(?:per|/)\s+(?:1\s?|one\s+)?"
                                  r"(?:million|M|thousand|K)\s+(?P<en>input|output)\s+tokens?\W*$"
                                  # "Pricing is based on blended tokens (input + output).", "billed on input tokens"
                                  r"|\b(?:pricing|prices?|billing)\s+(?:is\s+|are\s+)?(?:based\s+on|billed\s+on|charged\s+on)\s+"
                                  r"(?P<en2>blended|input|output)\s+tokens?\b"
                                  r"|每\s?(?:百万|千|万)\s?(?:个\s?)?(?P<zh>输入|输出)\s?(?:tokens?|" + ZH_TOKEN_WORD + r")"
                                  # "Input prices, USD per 1M tokens, checked 2 December 2026."
                                  r"|(?:^\W*|[(（]\s*)(?P<en3>input|output)\s+(?:prices?|rates?|pricing)\s*[,:(—–-]\s*(?:in\s+)?"
                                  r"(?:USD|US\$|\$|EUR|€|CNY|RMB|¥)\s*(?:per|/)\s*(?:1\s?|one\s+)?(?:million|M|thousand|K)\b"
                                  # "对比一下市面主流模型的 output 价格:" over the table: the side its lead-in names
                                  # ("主流模型的 output 价格周报（单位：元/百万 tokens）": a heading with the unit bracketed)
                                  r"|(?<![A-Za-z])(?P<en4>input|output|输入|输出)\s*(?:价格|價格|prices?|pricing|rates?)[^:：\n。.()（）]{0,30}"
                                  r"(?:[:：]\s*$|[（(]\s*(?:单位|單位|units?)\s*[:：])",
                                  re.I)


def _declared_token_type(lines: list[str]) -> str | None:
    """The token type a table's unit declaration above it names, when it names one."""
    for line in lines:
        found = _DECLARED_TOKEN_TYPE.search(line.strip())
        if found:
            word = (found.group("en") or found.group("en2") or found.group("zh") or found.group("en3") or
                    found.group("en4")).lower()
            return "input" if word in ("input", "输入") else "blended" if word == "blended" else "output"
    return None


def _lead_in_token_type(context: DocumentContext, index: int) -> str | None:
    """The one token type named by the lead-in line ("… pricing is listed as follows:") of the bulleted list
    sentence ``index`` belongs to, or None."""
    if not _list_item(context, index):
        return None
    for back in range(index - 1, max(-1, index - 6), -1):
        if _list_item(context, back):
            continue
        lead_in = context.sentence(back).rstrip()
        if not lead_in.endswith((":", "：")):
            return None
        named = {name for name, regex in _TOKEN_KEYWORDS if regex.search(lead_in)}
        return named.pop() if len(named) == 1 else None
    return None


_SEMICOLON = re.compile(r"[;；]")
# "(regular $0.50 / $2.00)", "(was $0.60/$2.40)": a bracketed pair after the pair it restates
_RESTATED_PAIR_BEFORE = re.compile(r"[(（]\s*(?:regular(?:ly)?|was|were|list|normally|usually|standard|previously|原价|原價)\s*[:：]?\s*"
                                   r"(?=(?:US)?[$€£¥]\s?\d[\d.,]*\s*/\s*(?:US)?[$€£¥]?\s?\d[\d.,]*\s*[)）])", re.I)
_INPUT_OUTPUT_ORDER = re.compile(r"\binput\b[^()（）]{0,40}/[^()（）]{0,40}\boutput\b", re.I)
# A bare cache label right before an amount ("read $0.30/MTok", "writes: $3.75")
_BARE_CACHE_LABEL = re.compile(r"(?:^|[,;(]\s*|\b(?:e\.g\.,?|and|i\.e\.,?)\s+)(?P<label>reads?|hits?|writes?)\s*[:=]?\s*$", re.I)


def _price_token_type(sentence: str, mentions: list[MoneyMention], position: int, row: _Row | None,
                      clause_start: int, next_start: int) -> tuple[str, str | None]:
    """(token_type, side) of the per-token amount at ``position``: from its own table cell, column header or
    row label, or from the keyword nearest to it in its clause, else the one keyword of the sentence."""
    mention = mentions[position]
    token_type, side = "unspecified", None
    if mention.features.get("cache_note") == "hit":
        return "cached_input", "cell"   # "2（缓存命中为0.5）": the bracketed figure is the cache hit's
    if row is None and (bracket := next((b for b in reversed(list(_RESTATED_PAIR_BEFORE.finditer(sentence)))
                                         if b.end() <= mention.start), None)) is not None and _INPUT_OUTPUT_ORDER.search(sentence, 0, bracket.start()):
        # "$0.35 input / $1.40 output until 30 June (regular $0.50 / $2.00)": a bracketed pair restating the
        # pair before it, side by side in the same order
        between = sentence[bracket.end():mention.start]
        if not re.search(r"\d", between):
            return "input", "pair"
        if re.fullmatch(r"(?:US)?[$€£¥]\s?\d[\d.,]*\s*/\s*(?:US)?[$€£¥]?\s*", between):
            return "output", "pair"
    if row is not None:
        column = row.column_of(mention)
        own_cell = row.cells[column]
        cell_start, cell_end = row.starts[column], row.starts[column] + len(own_cell)
        neighbours = [m for m in mentions if m is not mention and cell_start <= m.start < cell_end
                      and not (mention.features.get("cache_note") == "main" and m.features.get("cache_note") == "hit")]
        if neighbours:
            # "$0.04 per million input tokens · $0.08 per million output tokens" in one cell: read
            # the cell as prose.
            cell_previous = max([cell_start] + [m.end for m in neighbours if m.end <= mention.start])
            cell_next = min([cell_end] + [m.start for m in neighbours if m.start >= mention.end])
            token_type, side = _token_type(sentence, mention, cell_previous, cell_next, None)
            side = "cell" if token_type != "unspecified" else None
            own_label = row.column_header(mention) or ""
            if side == "cell" and cell_next < cell_end and \
                    re.fullmatch(r"\s*[(（]?\s*(?:cache[ds]?|cached|cache\s+(?:hits?|reads?)|缓存(?:命中)?)\s*[:：]?\s*",
                                 sentence[mention.end:cell_next], re.I) and \
                    any(regex.search(own_label) for _, regex in _TOKEN_KEYWORDS):
                # "| $0.06 cache $0.02 |" under "Input /M": the cache word opens the second amount; the first is the
                # column's own
                token_type, side = next(name for name, regex in _TOKEN_KEYWORDS if regex.search(own_label)), "column"
            pair = _PAIR_LABEL.search(own_label) or (
                not any(regex.search(own_label) for _, regex in _TOKEN_KEYWORDS) and
                any(_PAIR_LABEL.search(label or "") for label in row.labels.values()))
            in_cell = sorted(neighbours + [mention], key=lambda m: m.start)
            separated = all(re.fullmatch(r"[\s/()（）*]*", sentence[a.end:b.start]) and "/" in sentence[a.end:b.start]
                            or re.fullmatch(r"\s*[(（]\s*", sentence[a.end:b.start]) for a, b in zip(in_cell, in_cell[1:]))
            sequence = _label_type_sequence(own_label)
            if side is None and separated and sequence and len(sequence) == len(in_cell):
                # "$2.00 ($0.20) / $6.00" under "Pricing [in (cached in) / out]": the amounts in the order the
                # column names their token types.
                token_type, side = sequence[in_cell.index(mention)], "column-sequence"
            elif side is None and (pair or (_sibling_input_output(row, mention) and
                                            # (not under a column naming its own tokens: "输入（缓存命中）" over
                                            # "¥0.05 / ¥0.10（非高峰/高峰）" is two cache-hit prices, off-peak and peak)
                                            not any(regex.search(own_label) for _, regex in _TOKEN_KEYWORDS))) and \
                    len(neighbours) == 1 and \
                    re.fullmatch(r"\s*/\s*", sentence[min(mention.end, neighbours[0].end):
                                                    max(mention.start, neighbours[0].start)]):
                # "$0.625 / $5.00" under "Batch (In/Out)": the pair in the order the column names it; under
                # "Batch" beside "Standard (Input/Output)", or beside an input column then an output column,
                # in the order the sibling columns name it.
                first = mention.start < neighbours[0].start
                token_type, side = ("input" if first else "output"), "column-pair"
            elif side is None and len(neighbours) == 1 and mention.currency == neighbours[0].currency and \
                    sentence[min(mention.end, neighbours[0].end):max(mention.start, neighbours[0].start)] == "" and \
                    re.search(r"pric(?:e|es|ing)|\brates?\b|\bcosts?\b|per\s+(?:1\s?M|million)\s+tokens", own_label, re.I) and \
                    not any(regex.search(own_label) for _, regex in _TOKEN_KEYWORDS):
                # "| Pricing |" over "| $0.20$0.50 |": a page's input and output lines glued by a scraper, in that order
                token_type, side = ("input" if mention.start < neighbours[0].start else "output"), "glued-pair"
        sources = () if side else ((own_cell if mention.features.get("cache_note") != "main" else "", "cell"),
                                    (spelt_out_label(_TIER_PHRASE.sub(" ", row.column_header(mention) or "")), "column"),
                                    # ("input_cache_hit" as a CSV's cell: its words apart)
                                    *((c.replace("_", " "), "row") for i, c in enumerate(row.cells)
                                      if i not in row.money_columns))
        where_found = None
        for source, where in sources:
            found = next((name for name, regex in _TOKEN_KEYWORDS if regex.search(source)), None)
            if found:
                token_type, side, where_found = found, where, where
                break
        if where_found == "column" and token_type in ("input", "cached_input") and \
                re.search(r"cach|缓存|快取", row.column_header(mention) or "", re.I) and \
                any(re.match(r"\s*(?:输出|輸出|outputs?|completions?)\b", c, re.I)
                    for i, c in enumerate(row.cells) if i not in row.money_columns):
            # "| 输出(每百万tokens) | 8.06元 | 16.08元 |" under "缓存命中 | 缓存未命中": the row's output, whatever cache the
            # column names
            token_type = "output"
        if side is None and re.match(r"\s*prompts?\b", row.column_header(mention) or "", re.I) and any(
                re.match(r"\s*(?:outputs?|completions?)\b", label or "", re.I) for label in row.labels.values()):
            # "Prompt <= 200K | Prompt > 200K | Output <= 200K": beside output columns, a prompt tier's column is
            # the input price of that tier
            token_type, side = "input", "column"
        if side is None and (declared := _declared_side(mention)) is not None:
            token_type, side = declared, "declared"
        return token_type, side
    if (bare := _BARE_CACHE_LABEL.search(sentence, max(clause_start, mention.start - 30), mention.start)) and \
            re.search(r"cach|缓存", sentence[:mention.start], re.I):
        # "prompt caching (read $0.30/MTok, write $3.75/MTok …)": a bare read or write label under a caching lead-in
        return ("cached_input" if bare.group("label").lower().startswith(("read", "hit")) else "input"), "label"
    # ("uncached input is listed at $0.40 per million tokens; cached reads are billed at …": a semicolon closes the
    # amount's clause, the token words after it are the next item's)
    semicolon = _SEMICOLON.search(sentence, mention.end, next_start)
    token_type, side = _token_type(sentence, mention, clause_start, semicolon.start() if semicolon else next_start, None)
    if side is None and token_type == "unspecified" and (found := _line_label_type(sentence, mention)):
        return found, "line-label"
    if side is None and token_type == "unspecified":
        # "the input price of its Qwen-Long model by 97% on Tuesday, to 0.0005 yuan": one keyword
        # earlier in the sentence, with no other amount in between.
        wider = without_referenced_prices(sentence[clause_start:mention.start])
        # (a quota counted over both sides names neither: "免费额度每月100万令牌(输入+输出),超出部分0.005美元/千令牌")
        wider = _BOTH_SIDES.sub(" ", wider)
        # (nor the prompt length a band covers: "≤32K input ¥0.6/¥3.6 per 1M")
        wider = LENGTH_BAND_WORD.sub(" ", wider)
        found = sorted((match.start(), name) for name, regex in _TOKEN_KEYWORDS
                       if (match := regex.search(wider)))
        if len({name for _, name in found}) == 1 or (found and found[0][0] < 20 and clause_start == 0):
            # One keyword, or the sentence's subject ("Cache reads run at ... the base input rate").
            token_type, side = found[0][1], "sentence"
    if side is None and token_type == "unspecified" and (declared := _declared_side(mention)) is not None:
        token_type, side = declared, "declared"
    return token_type, side


_BOTH_SIDES = re.compile(r"(?:输入|輸入|input|prompt)\s*(?:tokens?\s*)?(?:[+＋]|和|与|與|及|、|/|and|&)\s*"
                         r"(?:输出|輸出|output|completion)(?:\s*tokens?)?", re.I)


# A quoted figure, then the words that spell out what it stands for
_GLOSS_VERB = r"(?:means|stands\s+for|is\s+shorthand\s+for|denotes|translates\s+to|表示|指的?是|的意思是)"
_NOTATION_GLOSS_BEFORE = re.compile(r"[“\"'‘「][^“”\"'‘’「」]{1,24}[”\"'’」]\s*" + _GLOSS_VERB +
                                    r"\s*(?:that\s+)?(?:you\s+pay\s+)?$", re.I)
_NOTATION_GLOSS_AFTER = re.compile(r"[^“”\"'‘’「」]{0,16}[”\"'’」]\s*" + _GLOSS_VERB + r"\b", re.I)


# ("the same 1,000-token query can cost anywhere from $0.00015 to $0.0225": what one query costs, no price a million)
_REQUEST_COST_BEFORE = re.compile(r"\b(?:single|one|each|every|a|per|that|the|this)\s+(?:same\s+)?(?:[\d,.]+\s?[KkMm]?[- ]tokens?\s+)?"
                                  r"(?:API\s+|chat\s+)?(?:request|call|query|"
                                  r"conversation|completion|turn)\s+(?:would\s+|will\s+|can\s+|could\s+|might\s+|may\s+)?"
                                  r"(?:costs?|comes?\s+to|runs?)\b(?:[^.;]|\.(?=\d)){0,80}$", re.I)


def _declared_side(mention: MoneyMention) -> str | None:
    """The token side an inherited unit names ("Figures are USD per million output tokens unless noted" above a table
    of bare amounts: output), or None."""
    if mention.features.get("unit_from") not in ("heading", "declaration", "table") or not mention.quoted_unit:
        return None
    sides = re.findall(r"\b(input|output|prompt|completion)\b|(输入|输出)", mention.quoted_unit, re.I)
    declared = re.search(r"\b(input|output|prompt|completion)\s+tokens?\b|(输入|输出)", mention.quoted_unit, re.I)
    if declared is None or len(sides) != 1:
        return None   # (none, or both sides named: "per 1M input/output tokens")
    return "input" if (declared.group(1) or declared.group(2)).lower() in ("input", "prompt", "输入") else "output"


# A line that opens on a token-type label, glued to its terms or not ("Inputper 1M prompt tokens<=32K $1.08
# (was $1.20); 32K-128K $2.16 …", "Output: ≤128K ¥8; >128K ¥16"): a row of a flattened table.
_LINE_LABEL = re.compile(r"^[\s\-*•]*(?P<label>input|output|prompt|completion|输入|输出)(?!\s*(?:and|&|/|和|与)\s)", re.I)


def _line_label_type(sentence: str, mention: MoneyMention, glued: bool = False) -> str | None:
    """The token type the line of ``mention`` opens on, when no other token type is named on that line;
    with ``glued``, only a label run into the next cell ("Inputper 1M …"), the mark of a flattened table row."""
    line_start = sentence.rfind("\n", 0, mention.start) + 1
    line_end = sentence.find("\n", mention.end)
    line = sentence[line_start:line_end if line_end >= 0 else len(sentence)]
    label = _LINE_LABEL.match(line)
    if label is None or (glued and not re.match(r"[a-z]", line[label.end():])):
        return None
    word = label.group("label").lower()
    found = "output" if word in ("output", "completion", "输出") else "input"
    named = {name for name, regex in _TOKEN_KEYWORDS if regex.search(line)}
    return found if named <= {found} else None


_OPENING_PHRASE = re.compile(r"\W*(?:(?:而|但|且)?(?:在|于)|during|in|for|at|over)\s*(?:the\s+)?", re.I)


def _price_condition(context: DocumentContext, index: int, sentence: str, mention: MoneyMention, row: _Row | None,
                     clause_start: int, next_start: int, previous_sentence: str, first_amount: int) -> str | None:
    """The condition of an amount: worded next to it, a long-context tier, what its table states (column,
    row label, section, heading), the label line above a value line, a sentence that quotes superseded
    prices, or a condition heading the sentence."""
    # "… tiered: - 0-32k input: 0.8 …, 8 … - 32k-128k input: 1.2 …": a list run into one line; each amount's
    # words stop at the item around it, so one tier's label never qualifies the amounts of the item before.
    if row is not None:
        # a row's cell is the amount's clause: a tier another cell names ("| Input $5, …, Output $30/MTok | Yes |
        # Large Context (>272K): …") is not this amount's
        clause_start = max(clause_start, sentence.rfind("|", 0, mention.start) + 1)
        if (cell_end := sentence.find("|", mention.end)) >= 0:
            next_start = min(next_start, cell_end)
    before_items = list(_INLINE_TIER_ITEM.finditer(sentence, clause_start, mention.start))
    if before_items:
        clause_start = before_items[-1].start() + 1
    if (after_item := _INLINE_TIER_ITEM.search(sentence, mention.end, next_start)) is not None:
        next_start = after_item.start()
    condition, _ = _condition(sentence, mention, clause_start, next_start)
    if condition is None and row is None:
        local = sentence[max(clause_start, mention.start - 60):min(next_start, mention.end + 60)]
        condition = _long_context(local, sentence[:mention.start], previous_sentence)
    if condition is None and row is not None and \
            (bracket := re.match(r"\s*[(（]\s*((?:>|≥|＞|over|above|beyond)\s*=?\s*\d+\s?[kKmM])\s*(?:tokens?)?\s*[)）]",
                                 sentence[mention.end:next_start])) is not None:
        # "| $2.00 (≤200k), $4.00 (>200k) |": the tier bracketed after the amount in its own cell
        condition = _long_context(bracket.group(1), "", "")
    if condition is not None and condition.startswith("long-context") and row is not None and \
            (table_condition := _table_condition(context, index, row.column_header(mention), row.cells,
                                                 row.money_columns)) is not None and \
            not table_condition.startswith("long-context") and table_condition not in condition:
        # ... with what the table says of the whole row ("Paid Batch": the batch price of that tier)
        condition = f"{table_condition}, {condition}"
    if condition is None and row is not None:
        condition = _table_condition(context, index, row.column_header(mention), row.cells, row.money_columns)
    if condition is None and row is None and index in context.definition_labels:
        condition = _column_condition(context.sentence(context.definition_labels[index]))
        if condition is None and (stacked := _stacked_cache_label(context, index)) == "write":
            condition = "cache write"   # "Prompt caching" / "Write" / "$3.75 / MTok"
    if condition is None and row is None and _FROM_EARLIER_BEFORE.search(sentence, max(0, mention.start - 60), mention.start):
        # "up 6% from last week's $5.29": the price the change started from
        condition = "previous"
    if condition is None and row is None and _HAD_CHARGED_AFTER.match(sentence, mention.end):
        condition = "previous"   # "20% more than the $10 the company had charged since March"
    if condition != "previous" and row is None and \
            not re.search(r"\bnow\b|现在|调整后|新价格", sentence[:mention.start], re.I) and \
            not lowered_to(sentence[:mention.start]) and \
            (_PREVIOUS_SENTENCE.search(sentence) or _UNTIL_PAST.search(sentence) or
             past_in_clause(_own_clause(sentence, clause_start, mention.start)) or
             _in_old_list_passage(context, index, sentence[:mention.start])):
        # A superseded price stays superseded whatever it applied to (hours, batch): it is not a price in force.
        condition = "previous"
    if condition is None and row is None:
        condition = _heading_condition(sentence, first_amount)
    if condition is None and row is None and (mode := _MODE_AFTER.match(sentence, mention.end, next_start)) and \
            not re.fullmatch(r"standard|default|normal|regular|base|basic|fast|non[- ]thinking", mode.group("mode"), re.I):
        # "$30.00 for the extended-thinking mode": the mode the amount is for qualifies it
        condition = re.sub(r"\s+", "-", mode.group("mode").lower())
    if condition is None and row is None and (bare := _BARE_CACHE_LABEL.search(sentence, max(clause_start, mention.start - 30),
                                                                             mention.start)) and \
            bare.group("label").lower().startswith("write") and re.search(r"cach|缓存", sentence[:mention.start], re.I):
        condition = "cache write"   # "prompt caching (read $0.30/MTok, write $3.75/MTok)"
    if condition is None and re.search(r"(?:\bcache[-_ ]?(?:writes?|creation)|缓存写入|缓存创建|"
                                       # "writing to the five-minute cache costs $3.75"
                                       # ("Writing a prefix into the cache costs $1.375")
                                       r"\bwrit(?:e|es|ing)\s+(?:(?:a|the|your)\s+)?(?:[\w-]+\s+){0,2}?(?:in)?to\s+the\s+"
                                       r"(?:[\w-]+\s+){0,2}cache)\s*(?:[(（][^()（）]{0,20}[)）])?\s*"
                                       r"(?:[:：=]|costs?|is|at)?\s*(?:US|NT|HK)?$", sentence[clause_start:mention.start], re.I) or \
            condition is None and re.search(r"\bcache\b", sentence[clause_start:mention.start], re.I) and \
            re.match(r"\s*to\s+(?:write|fill|create)\b", sentence[mention.end:mention.end + 12], re.I):
        # ("a new one-hour cache costs $1.20 per million tokens to write": what filling the cache costs)
        # "…, Cache write $6.25/MTok, …": the label right before the amount names what it prices
        condition = "cache write"
    if condition is None and row is None and _cache_write_label(context, index, sentence, first_amount):
        condition = "cache write"
    if condition is None and row is None and \
            (key := _TERM_KEY_BEFORE.search(sentence, max(0, mention.start - 40), mention.start)) is not None:
        # "price12Month: "$3.25/hr"": a key naming a commitment's term prices that reservation
        condition = reserved_term(re.sub(r"(?<=[a-z])(?=\d)|(?<=\d)(?=[A-Za-z])", " ", key.group("key")))
    if condition is None and row is None:
        condition = _carried_condition(context, index, sentence, first_amount)
    if condition is None and row is None and _dated_long_before(sentence, context.published) and any(
            _HISTORY_CUE.search(context.sentence(back)) for back in range(max(0, index - 2), index + 1)):
        # "此前，DeepSeek经历过几次API调价。2024年4月，DeepSeek将API定价在1元/百万输入tokens" in a 2025 article
        condition = "previous"
    if condition is None and row is None and _dated_entry_before(context, index, sentence, mention.start, clause_start):
        condition = "previous"
    if condition is not None and condition != "previous" and _STANDARD_TIER_AFTER.match(sentence, mention.end):
        # "… $22.50 per million output, against $3 and $15 in the standard tier": amounts said to be the standard
        # tier's carry no tier of the sentence
        condition = None
    if _AUDIO_BRACKET_AFTER.match(sentence, mention.end, max(mention.end, next_start)) and "audio" not in (condition or ""):
        # "| **$0.30** (text/image/video)<br>**$1.00** (audio) |": the price of audio tokens, not the standard input's
        condition = f"{condition}, audio" if condition else "audio"
    elif (modality := _MODALITY_BRACKET_AFTER.match(sentence, mention.end, max(mention.end, next_start))) is not None:
        # "0.4（文本）/ 25（音频）/ 1.5（视觉）": the vision tokens' price, or the output's with other modalities
        found = "vision" if modality.group("vision") else "multimodal"
        if found not in (condition or ""):
            condition = f"{condition}, {found}" if condition else found
    return condition


_STANDARD_TIER_AFTER = re.compile(r"(?:\s*(?:and|/|,|or)\s*(?:US)?[$€£¥]\s?\d[\d.,]*)*\s*(?:in|at|on|for|under)\s+(?:the\s+)?"
                                  r"(?:standard|regular|base|normal|default)\s+(?:tier|rates?|pricing|prices?|plan)\b", re.I)
_MODALITY_BRACKET_AFTER = re.compile(r"\s*(?:\*\*)?\s*[(（]\s*(?:(?P<vision>视觉|視覺|图像|圖像|图片|vision|image)(?:输入)?|"
                                     r"(?:含|包含)(?:其他|其它)?模态|多模态|with\s+other\s+modalities|multimodal)\s*[)）]", re.I)


_AUDIO_BRACKET_AFTER = re.compile(r"\s*(?:\*\*)?\s*[(（]\s*(?:for\s+)?audio(?:\s+(?:input|output|tokens?))?\s*[)）]|"
                                  r"\s*(?:\*\*)?\s*[(（]\s*音频(?:输入|输出)?\s*[)）]", re.I)


# A dated entry of a price history: "2023: …", "2020-2021: …", "Model X (late 2024): …".
_TIMELINE_LABEL = re.compile(
    r"(?<![\d.\-/])(?P<year>20\d{2})(?:\s*[-–]\s*(?P<until>20\d{2}))?\s*[:：]"
    r"|\(\s*(?:(?P<part>early|mid|late)[- ]\s*)?(?:(?P<name>Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|"
    r"Aug(?:ust)?|Sep(?:tember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\s+)?(?P<year2>20\d{2})\s*\)\s*[:：]", re.I)
_PART_MONTH = {"early": 4, "mid": 7, "late": 12}
_STATED_MONTH = re.compile(r"\b(?P<name>Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
                           r"Sep(?:tember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\s+(?:\d{1,2},?\s+)?(?P<year>20\d{2})\b"
                           r"|(?P<year2>20\d{2})\s?年\s?(?P<month>\d{1,2})\s?月")
_PAST_TENSE = re.compile(r"\b(?:was|were|came|cost|charged|started|launched|debuted|priced|used\s+to)\b|曾|当时", re.I)


def _reference_month(context: DocumentContext) -> tuple[int, int] | None:
    """(year, month) the document speaks from: its published date, else the latest month it states
    ("Fast forward to May 2026"): a history written then cannot be later than that."""
    if context.published is not None:
        return context.published.year, context.published.month
    if context._reference_month is not None:
        return context._reference_month[0]
    context._reference_month = (_stated_month(context),)
    return context._reference_month[0]


def _stated_month(context: DocumentContext) -> tuple[int, int] | None:
    """The latest month the text states."""
    stated = []
    for match in _STATED_MONTH.finditer(context.prepared.text):
        if match.group("name"):
            stated.append((int(match.group("year")), _MONTH_NUMBERS[match.group("name")[:3].lower()]))
        elif 1 <= int(match.group("month")) <= 12:
            stated.append((int(match.group("year2")), int(match.group("month"))))
    return max(stated) if stated else None


def _dated_entry_before(context: DocumentContext, index: int, sentence: str, amount_start: int, clause_start: int) -> bool:
    """Whether the amount belongs to a dated entry at least three months before the document's time: the
    nearest history label before it on its line ("2023: …", "GPT-3 (2020): $60"), or a past-tense sentence
    in a paragraph that opens on such a date ("In March 2023, X launched. It came with a $30 price")."""
    reference = _reference_month(context)
    if reference is None:
        return False
    line_start = sentence.rfind("\n", 0, amount_start) + 1
    head = sentence[max(line_start, clause_start if clause_start < amount_start else 0):amount_start]
    labels = list(_TIMELINE_LABEL.finditer(sentence[line_start:amount_start]))
    if labels and not re.search(r"[$€£¥]\s?\d|\d\s?(?:元|美元)", sentence[line_start + labels[-1].end():amount_start]):
        label = labels[-1]
        if label.group("year"):
            year, month = int(label.group("until") or label.group("year")), 12
        else:
            year = int(label.group("year2"))
            month = (_MONTH_NUMBERS[label.group("name")[:3].lower()] if label.group("name")
                     else _PART_MONTH.get((label.group("part") or "").lower(), 12))
        return (reference[0] - year) * 12 + reference[1] - month >= 3
    if _CURRENT_CUE.search(head):
        return False
    text = context.prepared.text
    back = index
    past = _PAST_TENSE.search(sentence[:amount_start]) is not None
    while back > 0 and index - back < 3 and \
            "\n" not in text[context.prepared.sentences[back - 1][1]:context.prepared.sentences[back][0]]:
        back -= 1
        earlier = context.sentence(back)
        label = _TIMELINE_LABEL.match(earlier.lstrip())
        if label is not None and label.group("year"):
            # "2023: Prices started to fall. X launched at $0.50 …": the paragraph is that year's entry
            year = int(label.group("until") or label.group("year"))
            return (reference[0] - year) * 12 + reference[1] - 12 >= 3
        if not past:
            continue
        if context.money(back):
            return False
        opening = _LEADING_DATE.match(earlier)
        if opening is not None:
            year = int(opening.group("year") or opening.group("year2"))
            month = int(opening.group("month")) if opening.group("month") else (
                _MONTH_NUMBERS[opening.group("name")[:3].lower()] if opening.group("name") else 12)
            return 1 <= month <= 12 and (reference[0] - year) * 12 + reference[1] - month >= 3
    return False


# A prompt-length tier's label on a line of its own ("Prompts ≤ 200K tokens", "Prompts > 200K tokens")
_TIER_LABEL = re.compile(r"^\s*(?:prompts?|context|input\s+length|输入长度|上下文)?\s*(?:[≤<>≥]|<=|>=|up\s+to|over|above)\s*"
                         r"\d[\d,.]*\s?[kKM]?", re.I)


def _label_above_tiers(context: DocumentContext, label_index: int, siblings: re.Pattern = None) -> str | None:
    """The label a stack of tier labels and their amounts stands under ("Input" above "Prompts ≤ 200K tokens",
    "$3 / MTok", "Prompts > 200K tokens"), within six lines, also past ``siblings`` (labels of the same level);
    ``None`` when another kind of line comes first."""
    for back in range(label_index - 1, max(-1, label_index - 7), -1):
        line = context.sentence(back).strip()
        if _TIER_LABEL.search(line) or (context.money(back) and len(line) <= 30) or \
                (siblings is not None and siblings.fullmatch(line)):
            continue
        return line if len(line) <= 30 else None
    return None


_CACHE_SIBLINGS = re.compile(r"writes?|reads?|hits?", re.I)


# A header line of a price table written with single spaces, each token column naming its unit ("Model Provider Input
# $/M Output $/M vs GPT-4o")
_SPACED_PRICE_HEADER = re.compile(r"\b(?:input|output|prompt|completion|cached\s+input)\s*(?:[$€£¥]|USD|CNY)\s*/\s*(?:1\s?)?M(?:Tok)?\b",
                                  re.I)


def _spaced_price_row(context: DocumentContext, index: int, sentence: str, mentions: list[MoneyMention]) -> bool:
    """Whether sentence ``index`` is a row of such a table ("GPT-4o OpenAI $2.50 $10.00" under that header): one line,
    a name before two or more amounts, the rows above it down to a header naming as many token columns."""
    if "\n" in sentence.strip() or len(mentions) < 2 or mentions[0].start == 0:
        return False
    for back in range(index - 1, max(-1, index - 15), -1):
        line = context.sentence(back)
        if context.money(back):
            continue   # a sibling row
        return len(_SPACED_PRICE_HEADER.findall(line)) == len(mentions)
    return False


def _stacked_cache_label(context: DocumentContext, index: int) -> str | None:
    """"write" or "read" for an amount under a bare "Write"/"Read" label that stands under a caching label
    ("Prompt caching" / "Write" / "$3.75 / MTok"); ``None`` otherwise."""
    label = context.sentence(context.definition_labels[index]).strip().lower()
    if label not in ("write", "writes", "read", "reads", "hit", "hits"):
        return None
    parent = _label_above_tiers(context, context.definition_labels[index], _CACHE_SIBLINGS)
    if parent is None or not re.search(r"cach|缓存", parent, re.I):
        return None
    return "write" if label.startswith("write") else "read"


_HEADER_TOKEN_WORD = re.compile(r"(?P<cached>缓存命中|cached\s+input|cache\s+(?:hit|read))|(?P<input>输入|輸入|\binput\b|\bprompt\b)|"
                                # (not a limit: "最大输出", "max output")
                                r"(?P<output>(?<!最大)(?<!最長)(?:输出|輸出)|(?<!max\s)(?<!maximum\s)\boutput\b|\bcompletion\b)", re.I)


def _glued_header_token_type(context: DocumentContext, index: int, mentions: list[MoneyMention],
                             position: int) -> str | None:
    """The token type of the amount at ``position`` from a header line above naming as many token types, in order,
    as the amount's line has per-token amounts; ``None`` otherwise."""
    sentence = context.sentence(index)
    mention = mentions[position]
    line_start = sentence.rfind("\n", 0, mention.start) + 1
    line_end = sentence.find("\n", mention.end)
    line_end = len(sentence) if line_end < 0 else line_end
    priced = [m for m in mentions if m.unit == "per_million_tokens" and line_start <= m.start < line_end]
    if len(priced) < 2 or mention not in priced:
        return None
    lines = sentence[:line_start].split("\n")[::-1] + \
        [line for back in range(index - 1, max(-1, index - 4), -1) for line in context.sentence(back).split("\n")[::-1]]
    for line in lines:
        if not line.strip() or re.search(r"[$¥￥€£]\s?\d|\d\s?元", line):
            continue   # a sibling row of the same run-together table
        if len(line) > 80:
            return None
        words = [next(name for name in ("cached", "input", "output") if found.group(name))
                 for found in _HEADER_TOKEN_WORD.finditer(line)]
        if len(words) != len(priced) or len(set(words)) != len(words):
            return None
        word = words[priced.index(mention)]
        return "cached_input" if word == "cached" else word
    return None


def _cache_write_label(context: DocumentContext, index: int, sentence: str, first_amount: int) -> bool:
    """Whether the sentence's prices are cache-write (cache creation) fees: the sentence opens with that label
    ("缓存创建:按写入缓存的 token 数计费,…") or its line stands under a short label line saying so ("Cache 创建费用")."""
    head = sentence[:first_amount]
    colon = max(head.find(":"), head.find("："))
    if colon > 0 and _CACHE_WRITE_LABEL.search(head[:colon]):
        return True
    if index in context.table_header:
        return False
    text = context.prepared.text
    line_start = text.rfind("\n", 0, context.prepared.sentences[index][0] + first_amount) + 1
    if line_start == 0:
        return False
    above = text[:line_start - 1].rstrip()   # (blank lines between a label and its paragraph skipped)
    label = above[above.rfind("\n") + 1:].strip()
    return len(label) <= 24 and not re.search(r"\d|[.。!?！？]$", label) and bool(_CACHE_WRITE_LABEL.search(label))


# "This comes to US$0.035 …", "即每百万tokens 0.25元": a sentence that restates what the one before described.
_ANAPHORIC_OPENING = re.compile(r"^\W*(?:(?:this|that|which|it)\s+(?:comes|works|brings|translates|amounts|means)\b|"
                                r"即|也就是说|折合|换算下来)", re.I)
# "From the hours of 12.30am to 8.30am …, at a 50 per cent discount": a discounted time window.
_DISCOUNT_WINDOW = re.compile(r"\d{1,2}[.:：]\d{2}\s?(?:am|pm)?\s*(?:to|until|and|-|–|—|至|到)\s*\d{1,2}[.:：]\d{2}", re.I)
_DISCOUNT_WORD = re.compile(r"discount|\bper\s+cent\s+off|\d+\s?%\s+off|折扣|优惠|折\b|半价", re.I)
_CARRIED = ("off-peak", "peak", "batch", "flex", "priority")
# The words between the two amounts of a pair: a conjunction and nothing else ("0.25元與4元", "$1 and $4").
_PAIR_JOINER = re.compile(r"\s*(?:与|與|和|及|、|/|and|&)\s*", re.I)


def _carried_condition(context: DocumentContext, index: int, sentence: str, first_amount: int) -> str | None:
    """A condition stated before the sentence and carried into it: by a sentence it restates ("…at a 50 per
    cent discount from 12.30am to 8.30am. This comes to US$0.035 …") or by the heading of its section
    ("### 优惠时段" over "例如,…价格降至 0.25 元")."""
    text = context.prepared.text
    sentences = context.prepared.sentences
    if index > 0 and _ANAPHORIC_OPENING.match(sentence) and \
            "\n\n" not in text[sentences[index - 1][1]:sentences[index][0]]:
        before = context.sentence(index - 1)
        found = _column_condition(before)
        if found in _CARRIED and not _condition_ended(before, 0, 0):
            return found
        if _DISCOUNT_WINDOW.search(before) and _DISCOUNT_WORD.search(before):
            return "off-peak"
    if re.search(r"现在|目前|标准|standard|\bnow\b|regular", sentence[:first_amount], re.I):
        return None
    item = _list_item(context, index)
    for back in range(index - 1, max(-1, index - 5), -1):
        line = context.sentence(back)
        if item and _list_item(context, back) and context.money(back) and back not in context.table_header:
            continue  # "- Output $22.50 / MTok" after "- Input $6 / MTok": items of one list under one heading
        if back in context.table_header or context.money(back):
            return None  # the section already quotes prices of its own before this one
        if is_heading(line) and "\n" in text[sentences[back][1]:sentences[back + 1][0]]:
            found = _column_condition(line)
            ended = any(_condition_ended(line, m.start(), m.end()) for _, regex in _CONDITIONS
                        for m in regex.finditer(line))
            # "Long context (prompts over 200K tokens)" over a list of prices: that tier's prices
            carried = found in _CARRIED or (item and found is not None and found.startswith("long-context"))
            return found if carried and not ended else None
    return None


def _list_item(context: DocumentContext, index: int) -> bool:
    """Whether sentence ``index`` opens a bulleted line ("- Input $6 / MTok"; the bullet is outside the sentence)."""
    text, start = context.prepared.text, context.prepared.sentences[index][0]
    return re.fullmatch(r"[ \t]*[-*•·][ \t]*", text[text.rfind("\n", 0, start) + 1:start]) is not None


def _own_clause(sentence: str, clause_start: int, amount_start: int) -> str:
    """The text of an amount's clause before it: from the last clause mark after the amount before it."""
    marks = [m.end() for m in re.finditer(r"[,;，；:：。]", sentence[clause_start:amount_start])]
    return sentence[clause_start + (marks[-1] if marks else 0):amount_start]


def _in_old_list_passage(context: DocumentContext, index: int, before: str) -> bool:
    """Whether the sentence continues a paragraph that opened on the superseded prices ("The old list was
    cheaper. Until Friday, … charged $0.27 … Reasoner traffic, billed at $0.55 …") with nothing since that
    turns to the prices in force."""
    if _CURRENT_CUE.search(before):
        return False
    text = context.prepared.text
    back = index
    while back > 0 and "\n" not in text[context.prepared.sentences[back - 1][1]:context.prepared.sentences[back][0]]:
        back -= 1
        earlier = context.sentence(back)
        if opens_old_list(earlier):
            return True
        if _CURRENT_CUE.search(earlier) or index - back >= 4:
            return False
    return False


_HISTORY_CUE = re.compile(r"此前|之前|以往|历史|经历过|曾经|previously|earlier|in\s+the\s+past|history|over\s+the\s+(?:past|years)|"
                          r"price\s+cuts?\s+(?:since|over)", re.I)
_LEADING_DATE = re.compile(r"\W*(?:(?:在|于)\s*)?(?P<year>20\d{2})\s?年(?:\s?(?P<month>\d{1,2})\s?月)?"
                           r"|\W*(?:In|Back\s+in)\s+(?:(?P<name>Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|"
                           r"July?|Aug(?:ust)?|Sep(?:tember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\s+)?(?P<year2>20\d{2})\b")
_MONTH_NUMBERS = {name: number for number, name in enumerate(
    ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), start=1)}


def _dated_long_before(sentence: str, published: dt.date | None) -> bool:
    """Whether the sentence opens with a month or year at least three months before the document's date
    ("2024年4月，…", "In March 2024, …"); with a history cue nearby, its prices are earlier ones."""
    match = _LEADING_DATE.match(sentence)
    if match is None or published is None:
        return False
    year = int(match.group("year") or match.group("year2"))
    if match.group("month"):
        month = int(match.group("month"))
    elif match.group("name"):
        month = _MONTH_NUMBERS[match.group("name")[:3].lower()]
    else:
        month = 12  # a year alone: its last month, the latest it can mean
    if not 1 <= month <= 12:
        return False
    return (published.year - year) * 12 + published.month - month >= 3


_LISTED_AGAIN = re.compile(r"上述|以上|分别|\brespectively\b|\bthe\s+(?:above|same)\s+(?:rates?|prices?)\b|"
                           r"\bthese\s+(?:rates?|prices?)\b", re.I)


# "…，即", "…，具体为", "namely": the amounts that follow spell out what the sentence opened with
_LIST_FOLLOWS = re.compile(r"[，,]\s*(?:即|具体为|具体是|分别为|分别是)\s*[^，,。]{0,20}$")


def _heading_condition(sentence: str, first_amount: int) -> str | None:
    """A condition that heads the sentence and so covers every amount in it: an opening phrase ("During
    off-peak hours, ...", "而在优惠时段，...") or the lead-in of a list ("优惠时段的具体价格如下：...")."""
    head = sentence[:first_amount]
    opening = _OPENING_PHRASE.match(head)
    colon = max(head.rfind(":"), head.rfind("："))
    heads = ([head[opening.end():opening.end() + 16]] if opening else []) + ([head[:colon]] if colon > 0 else [])
    if _LISTED_AGAIN.search(head) or _LIST_FOLLOWS.search(head):
        # "高峰时段上述费率分别调整为0.05元、6.00元及12.00元", "优惠时段降至原价的 50%，即输入 0.25 元、…": a condition opening
        # a sentence that re-prices a list
        heads.append(head[:16])
    for text in heads:
        for name, regex in _CONDITIONS:
            if name != "promotional" and any(not _condition_ended(text, m.start(), m.end()) for m in regex.finditer(text)):
                return None if name == "standard hours" else name
    # "now available with a special promo until Sept 1: $0.30/1M input tokens (cached), $1.20/1M …": an offer
    # closing the lead-in of the list covers each amount listed after the colon
    if colon > 0 and not re.search(r"[$€£¥￥]\s?\d|\d\s?(?:元|美元)", head[colon:]):
        lead = head[max(0, colon - 40):colon]
        promotional = dict(_CONDITIONS).get("promotional")
        if promotional is not None and any(not _condition_ended(lead, m.start(), m.end())
                                           for m in promotional.finditer(lead)):
            return "promotional"
    return None


def _reject_same_price_tiers(states: list[dict], row: _Row) -> None:
    """"Claude Opus 4.1 | $15.00 | $15.00" under "≤ 200K | > 200K": one price for every prompt length."""
    for earlier, state in zip(states, states[1:]):
        if earlier["candidate"].accepted and state["candidate"].accepted and \
                earlier["mention"].amount == state["mention"].amount and \
                earlier["mention"].currency == state["mention"].currency and \
                earlier["token_type"] == state["token_type"] and earlier["condition"] is None and \
                (state["condition"] or "").startswith("long-context") and \
                row.column_of(state["mention"]) == row.column_of(earlier["mention"]) + 1:
            state["candidate"].rejection = "same price for every prompt length"


# A row whose label is a bare number ("`0.003` | $0.03 | $30"), under columns of one amount at other scales
_NUMBER_LABEL = re.compile(r"\s*`?[$€£¥￥]?\d[\d.,]*`?\s*")


def _reject_unit_conversion_row(states: list[dict], row: _Row) -> None:
    """"`0.003` | $0.03 | $30" under "JSON | Per 1K | Per 1M": one amount shown at several scales to explain a unit,
    no model's price."""
    accepted = [state for state in states if state["candidate"].accepted]
    if len(accepted) >= 2 and row.cells and _NUMBER_LABEL.fullmatch(row.cells[0]) and \
            len({state["mention"].quoted_unit for state in accepted}) >= 2 and \
            len({(state["mention"].amount, state["mention"].currency, state["mention"].unit) for state in accepted}) == 1:
        for state in accepted:
            state["candidate"].rejection = "one amount shown at several scales"


_TOTAL_COLUMN = re.compile(r"^\W*(?:total|sum|combined|in\s*\+\s*out|input\s*\+\s*output)\b|合计|总计|總計|合計", re.I)


def _reject_row_totals(states: list[dict], row: _Row) -> None:
    """"| GPT-4 (8k) | $0.03 | $0.06 | $0.09 |" under "Input | Output | Total": the total adds the row's prices up,
    no price anyone pays for a token."""
    accepted = [state for state in states if state["candidate"].accepted]
    for state in accepted:
        if not _TOTAL_COLUMN.search(row.column_header(state["mention"]) or ""):
            continue
        others = [other["mention"] for other in accepted if other is not state
                  and other["mention"].unit == state["mention"].unit]
        if len(others) >= 2 and sum(m.amount for m in others) == state["mention"].amount:
            state["candidate"].rejection = "the sum of the row's prices"


def _reject_row_blends(states: list[dict], row: _Row) -> None:
    """"| GPT-4.1 Nano | $0.0500 | $0.200 | $0.125 |" under "Input | Output | Blended": the writer's blend of the row's
    input and output prices (their mean, or a 3:1 mix), worked out, not charged."""
    accepted = [state for state in states if state["candidate"].accepted]
    kind = {id(state): state.get("token_type") or state["candidate"].fields.get("token_type") for state in accepted}
    by_type = {kind[id(state)]: state["mention"].amount for state in accepted}
    if "input" not in by_type or "output" not in by_type:
        return
    low, high = by_type["input"], by_type["output"]
    for state in accepted:
        if kind[id(state)] != "blended" or \
                not re.search(r"blend|mixed|average|平均|混合", row.column_header(state["mention"]) or "", re.I):
            continue
        amount = state["mention"].amount
        if any(abs(amount - mix) <= max(Decimal("0.0015"), mix * Decimal("0.01"))
               for mix in ((low + high) / 2, (3 * low + high) / 4)):
            state["candidate"].rejection = "a blend worked out from the row's prices, not a price"


# A sentence working out what a task costs: an example cue opening it, or a count of tokens or words processed
_WORKED_CASE = re.compile(r"^\W*(?:例如|比如|举例|舉例|for\s+example|e\.g\.|for\s+instance)|"
                          r"(?:处理|處理|processing|process)\s*(?:约|about|roughly)?\s*[\d,]+\s*(?:个|個)?\s*"
                          r"(?:英文|中文)?(?:单词|單詞|词|字|tokens?|words?)", re.I)
# "($5/$25 vs $15/$75)": a later "vs" inside the bracket, and an amount after it
_VERSUS_LATER_IN_BRACKET = re.compile(r"[^()（）]*?\b(?:vs\.?|versus)\s", re.I)
_AFTER_VERSUS_IN_BRACKET = re.compile(r"\s?[(（][^()（）]*?\b(?:vs\.?|versus)\s+(?:[$€£¥￥]?\d[\d.,]*\s?/\s?)?[$€£¥￥]?", re.I)
# Between a name and an amount in brackets right after it: "GPT-5.5 ($", "GPT-5.5 ($5/"
_BRACKETED_AFTER_NAME = re.compile(r"\s?[(（]\s?(?:[$€£¥￥]?\d[\d.,]*\s?/\s?)?")


def _model_named_like_a_benchmark(context: DocumentContext, index: int, position: int) -> Mention | None:
    """The last name before ``position`` in the sentence that the gazetteer read as a benchmark but that is written as a
    model's press name ("Llama 3.1 405b", not the workload id "llama3.1-405b"), as a model mention named as written."""
    for mention in sorted(context.mentions[index], key=lambda m: -m.start):
        if mention.category == "benchmark" and mention.end <= position and re.fullmatch(
                r"(?-i:[A-Z])[A-Za-z]+\s\d+(?:\.\d+)?(?:\s\d+(?:\.\d+)?[Bb])?(?:\s(?-i:[A-Z])[a-z]+)?", mention.surface):
            return replace(mention, name=mention.surface, category="model")
    return None


def _finish_price(context: DocumentContext, index: int, sentence: str, state: dict) -> Candidate | None:
    """Fill in the fields and confidence of an accepted price and record it for the sentences after it;
    the twin output price of an "input and output alike" price, if any."""
    candidate, mention = state["candidate"], state["mention"]
    offset = context.prepared.sentences[index][0]
    features = candidate.features
    token_type, condition = state["token_type"], state["condition"]
    features.update(token_side=state["side"], condition=condition)
    categories = ("model",) if mention.unit == "per_million_tokens" else ("hardware",)
    # A name the sentence only compares with ("RunPod $5.98/hr (2.2x H100 cost)") is not what the amount prices.
    subject_mention, organization, where = _attribute_mention(context, index, offset + mention.start, categories,
                                                             compared_ok=False)
    if subject_mention is None and mention.unit == "per_gpu_hour" and \
            (section_chip := _section_chip(context, index)) is not None:
        subject_mention, where = section_chip, "section-chip"  # "NVIDIA H100: …" heading a spec list and its prices
    if mention.unit == "per_gpu_hour" and where in ("none", "document", "title") and \
            (record_chip := _record_chip(context, index, offset + mention.start)) is not None:
        subject_mention, where = record_chip, "record-chip"  # { name: "H100 SXM", …, price: "$4.69/hr" }
    if mention.unit == "per_million_tokens" and \
            (commented := _commented_line_key(context, offset + mention.start)) is not None:
        subject_mention, where = commented, "record-model"   # '"gpt-4-turbo": 5, // $0.01 / 1K tokens': that line's key
    elif mention.unit == "per_million_tokens" and where in ("none", "document", "title", "neighbour") and \
            (record_model := _record_model(context, index, offset + mention.start)) is not None and \
            (where != "neighbour" or not _GENERIC_RECORD_KEY.fullmatch(record_model.surface)):
        # "anthropic.claude-sonnet-4-6": { inputPrice: 3.0, … }; the key of its own object, not the model a sentence
        # nearby names ('"codestral": { "input_cost_per1k": 0.0003, # $0.3/M tokens' under "magistral-medium"'s object)
        subject_mention, where = record_model, "record-model"
    if mention.unit == "per_million_tokens" and where not in ("sentence", "table", "record-model") and \
            (benchmark_named := _model_named_like_a_benchmark(context, index, offset + mention.start)) is not None:
        # "Llama 3.1 405b was initially offered at $5/15": a model whose name is also an MLPerf workload's, priced
        subject_mention, where = benchmark_named, "sentence"
    glossed = next((m for m in context.mentions[index] if m.category in categories and
                    (_GLOSS_GAP.fullmatch(context.prepared.text[offset + mention.end:m.start]) or
                     _PAIR_FOR_GAP.fullmatch(context.prepared.text[offset + mention.end:m.start]))), None)
    text = context.prepared.text
    if glossed is None:
        # "undercuts GPT-5.5 ($5/$30)": amounts bracketed right after a name are that name's, compared or not;
        # "67% cheaper than Opus 4.1 ($5/$25 vs $15/$75)": the amounts after "vs" are the compared name's, the ones
        # before it the subject's
        glossed = next((m for m in context.mentions[index] if m.category in categories and (
                        (_BRACKETED_AFTER_NAME.fullmatch(text[m.end:offset + mention.start]) and
                         not _VERSUS_LATER_IN_BRACKET.match(text, offset + mention.end)) or
                        _AFTER_VERSUS_IN_BRACKET.fullmatch(text[m.end:offset + mention.start]))), None)
    if glossed is not None:
        # "$2.25/hr (H200 SXM)": the name glossed right after the amount is what it prices.
        subject_mention, where = glossed, "gloss"
        organization = organization or glossed.organization
    organization = _price_seller(context, index, offset + mention.start, subject_mention,
                                 mention.unit == "per_gpu_hour", organization)
    if (by_column := column_seller(context, index, features.get("column"),
                                   subject_mention.organization if subject_mention else None)) is not None:
        organization = by_column  # "| Listed L40S price | $1.9512/hr | $3.51/hr |" under "| Dimension | Modal | Replicate |"
        features["column_seller"] = True
    subject = subject_mention.name if subject_mention else None
    if where in ("neighbour", "title") and subject is not None and \
            (own_name := _partial_model_name(sentence[:mention.start], subject)) is not None:
        # "Reasoner traffic, billed at $0.55 …" after a sentence on deepseek-chat: the sentence names another
        # model by part of its id; that name, as written, is the subject, not the model of the sentence before.
        subject, where = own_name, "partial-name"
    if index not in context.table_header and mention.unit == "per_million_tokens" and \
            (short := _short_name_before(context, index, sentence, mention.start, subject_mention)) is not None:
        # "Claude 3.5 Opus and Claude 4 Haiku …: Haiku at $0.25, Sonnet at $3.00": the item's own short name, read
        # as the model named in full before it, else as written; not the model the attribution found nearest.
        where = "short-name"
        if isinstance(short, Mention):
            subject_mention, subject, organization = short, short.name, short.organization or organization
        else:
            subject_mention, subject = None, short
            organization = next((m.name for m in context.mentions[index] if m.category == "organization"), None)
    if index not in context.table_header and mention.unit == "per_million_tokens" and \
            (variant := _variant_word_before(context, index, sentence, mention.start)) is not None:
        # "the main model is priced at $1.25/$10, with mini at $0.25/$2 and nano at $0.05/$0.4": a bare variant word
        # names the variant of the family named before ("gpt-5-mini"), not the model the attribution found nearest
        subject_mention, subject, where = variant, variant.name, "short-name"
        organization = variant.organization or organization
    if where not in ("sentence", "table", "gloss", "section-chip", "short-name") and \
            (own_label := _line_name_label(sentence, mention.start)) is not None:
        # "- Devstral 2: $0.40 input" after "- GPT-4o Mini: …": the item names its own (unlisted) model, so the
        # model of the item above is not its subject; the name as written is.
        subject, subject_mention, where = own_label, None, "line-label"
        organization = next((m.name for m in context.mentions[index] if m.category == "organization"), None)
    if where in ("neighbour", "title", "document") and RIVAL.search(sentence, 0, mention.start):
        # "Rival Corvid charges $2.50 … for its comparable model": a competitor's price, not the price of the model
        # named sentences before; the text names none of the competitor's models here
        subject, subject_mention, where = None, None, "rival"
    if subject_mention is not None and subject_mention.version and (
            (condition == "previous" and where != "neighbour") or
            (organization and organization != subject_mention.organization)):
        # (a version named in a sentence nearby may be the one now served: "now serve DeepSeek-V3.2-Exp" over
        # "input $0.07 → $0.028")
        # A superseded price, or a third party's price, belongs to the named version, not to the
        # provider's API id that serves the newest version now.
        subject = subject_mention.version
    if subject and subject.lower().endswith("-latest"):
        # "grok-3 / grok-3-latest / 131072": the moving alias listed right under the model's own id is that model
        stem = subject[:-len("-latest")]
        alias_at = context.prepared.text.rfind(subject, 0, offset + mention.start)
        if alias_at > 0 and context.prepared.text[:alias_at].rstrip().lower().endswith(stem.lower()):
            subject = stem
    features["subject_from"] = where
    # "- Input: $15.00 | Output: $60.00": a label line of a model's card, under the name it prices
    features["label_line"] = bool(re.match(r"\s*(?:[-*•·]\s*)?[A-Za-z\u4e00-\u9fff][\w ()（）/-]{0,25}[:：]", sentence))
    effective_from, effective_until = effective_dates(sentence, context.published)
    if state["side"] == "pair":
        effective_until = None   # "… until 30 June (regular $0.50 / $2.00)": the offer ends, the regular price does not
    candidate.fields = {
        "amount": _clean_decimal(mention.amount), "currency": mention.currency, "unit": mention.unit,
        "quoted_unit": mention.quoted_unit,
        "token_type": (token_type or "unspecified") if mention.unit == "per_million_tokens" else None,
        "condition": condition, "subject": subject, "organization": organization,
        "effective_from": effective_from, "effective_until": effective_until,
    }
    confidence = 0.9
    if features.get("unit_from") in ("sentence", "table", "heading", "context"):
        confidence -= 0.1
    if features.get("unit_from") == "list":
        confidence -= 0.05
    if mention.unit == "per_million_tokens" and not features.get("token_word", True):
        confidence -= 0.1
    if features["trap_word"]:
        confidence -= 0.2
    if subject is None:
        confidence -= 0.1
    candidate.confidence = round(max(0.3, min(confidence, 0.95)), 2)
    twin = None
    if state.get("alike") and candidate.fields["token_type"] in ("unspecified", "input", "output"):
        # "$0.88 per million tokens for input and output alike": one price for each token type.
        candidate.fields["token_type"] = "input"
        twin = Candidate("price", index, candidate.span, dict(candidate.fields, token_type="output"),
                         candidate.rule, candidate.confidence, dict(features, token_side="alike"))
    if mention.unit == "per_gpu_hour":
        context.sentence_hourly.setdefault(index, []).append(mention.currency)
    if mention.unit == "per_million_tokens" and not mention.features.get("restated_as_quantity"):
        # ("1块钱能买到125万tokens": a price restated as what a yuan buys names no unit later amounts are quoted in)
        context.sentence_prices.setdefault(index, []).append(
            (mention.currency, candidate.fields["token_type"], _unit_factor(mention),
             mention.quoted_unit or "per 1M tokens"))
    return twin


def _parallel_slash_runs(sentence: str, mentions: list[MoneyMention]) -> None:
    """Give a run of unit-less amounts joined by slashes ("$10/$1.00/$12.50/$45") the unit of the list of as many
    labelled per-token prices right before it in the sentence ("Input $5/MTok, Cached $0.50/MTok, Cache write
    $6.25/MTok, Output $30/MTok"), each marked with its place in that list and the tier a label before the run names."""
    position = 0
    while position < len(mentions):
        run = [position]
        while run[-1] + 1 < len(mentions) and mentions[run[-1] + 1].unit is None and \
                mentions[run[-1]].unit is None and mentions[run[-1] + 1].currency == mentions[position].currency and \
                re.fullmatch(r"\s*/\s*", sentence[mentions[run[-1]].end:mentions[run[-1] + 1].start]):
            run.append(run[-1] + 1)
        if len(run) >= 2 and mentions[position].unit is None and position >= len(run):
            model = list(range(position - len(run), position))
            first = mentions[model[0]]
            labelled = all(mentions[m].unit == "per_million_tokens" and mentions[m].currency == first.currency and
                           re.search(r"[A-Za-z\u4e00-\u9fff]{3,}\s*[:：]?\s*$",
                                     sentence[(mentions[m - 1].end if m else 0):mentions[m].start])
                           for m in model) and \
                (model[0] == 0 or mentions[model[0] - 1].unit != "per_million_tokens")
            if labelled:
                label = sentence[mentions[model[-1]].end:mentions[position].start]
                tier = _long_context(label, "", "")
                for place, member in zip(model, run):
                    mention = mentions[member]
                    factor = _unit_factor(mentions[place])
                    mention.amount *= factor
                    mention.unit, mention.quoted_unit = "per_million_tokens", mentions[place].quoted_unit
                    mention.features.update(unit_from="parallel", parallel_of=place, parallel_tier=tier, token_word=True)
        position = run[-1] + 1


# A page's table flattened one cell a line: the column labels stand one a line ("Input", "Output", "Cache"), then each
# row's cells, with the input and output prices glued on one line ("$0.10/M$0.50/M") and cache reads and writes
# labelled in their cell ("Read:$0.01/M", "Write:$0.13/M")
# (the lines may reach the extractor joined as one row of cells: "Input | Output | Cache")
_FLATTENED_INPUT_OUTPUT = re.compile(r"(?:^|[\n|])[ \t]*Input[ \t]*(?:\n|\|)[ \t]*Output[ \t]*(?=$|[\n|])", re.M)
_FLATTENED_CACHE = re.compile(r"(?:^|[\n|])[ \t]*Output[ \t]*(?:\n|\|)[ \t]*Cache[ \t]*(?=$|[\n|])", re.M)
_CACHE_CELL = re.compile(r"^\s*(?P<what>Read|Write)\s*:\s*$", re.I)


def _flattened_column_cells(context: DocumentContext, sentence: str, states: list[dict]) -> None:
    """Token types of the cells of a price table flattened one cell a line (``_FLATTENED_INPUT_OUTPUT``): a line of
    two glued prices is the input then the output price; "Read:" and "Write:" under a "Cache" label the cache's."""
    # (a glued pair's types stand whatever a misaligned column label lent them)
    live = [s for s in states if s["candidate"].accepted and s["mention"].unit == "per_million_tokens"]

    def cell_before(state: dict) -> str:   # the words of the cell before the amount
        return sentence[:state["mention"].start].rsplit("|", 1)[-1]

    def cell_after(state: dict) -> str:
        return sentence[state["mention"].end:].split("|", 1)[0]

    # (the line's own shape first; the page's column labels are looked for only where it has that shape)
    glued = [(first, second) for first, second in zip(live, live[1:])
             if not cell_before(first).strip() and not sentence[first["mention"].end:second["mention"].start].strip()
             and not cell_after(second).strip()]
    cache_cells = [(state, cell) for state in live if state["token_type"] in (None, "unspecified") and
                   (cell := _CACHE_CELL.match(cell_before(state))) and not cell_after(state).strip()]
    if not (glued or cache_cells) or not _FLATTENED_INPUT_OUTPUT.search(context.prepared.text):
        return
    for first, second in glued:
        first["token_type"], second["token_type"] = "input", "output"
        first["side"] = second["side"] = "flattened-columns"
    if not cache_cells or not _FLATTENED_CACHE.search(context.prepared.text):
        return
    for state, cell in cache_cells:
        if cell.group("what").lower() == "read":
            state["token_type"] = "cached_input"
        else:
            state["token_type"], state["condition"] = "input", "cache write"
        state["side"] = "flattened-columns"


def _price_candidates(context: DocumentContext, index: int) -> list[Candidate]:
    """Every amount of money in sentence ``index`` as a price candidate, accepted or rejected.

    Steps: the amounts; their units (declared by a table, inherited in prose, shared in a list); trap
    words; per amount its rejection, token type and condition; what amounts of one sentence share
    (pairs, "respectively", the previous sentence's token type); then subject, seller, dates and confidence.
    """
    sentence = context.sentence(index)
    offset = context.prepared.sentences[index][0]
    header = context.table_header.get(index)
    mentions = _amounts(context, index, sentence, header)
    if not mentions:
        return []
    _per_time_prices(context, index, sentence, mentions)
    row = _Row.of(context, index, sentence, header, mentions) if header else None
    table_rejections = _declare_table_units(context, index, row, mentions) if row is not None else {}
    _propagate_units(sentence, mentions)
    if row is None:
        _inherit_prose_units(context, index, sentence, mentions)
        _propagate_units(sentence, mentions)   # ("- $0.05/$0.05": the second of a pair the item's unit was given to)
    _parallel_slash_runs(sentence, mentions)
    own_traps = _own_traps(sentence, mentions)

    candidates: list[Candidate] = []
    restatement_cue = bool(_RESTATEMENT_CUE.search(sentence))
    # A per-token figure beside an hourly price and a throughput, or in the same table row as an hourly price
    # ("A100 | $0.08/hr | 3,500 | $0.006"), is worked out from that price, not a price anyone lists.
    # (an hour of cache storage, "$4.50/hour storage" in a cell of cache prices, is no machine's hourly price)
    derived_cost = any(m.unit == "per_gpu_hour" and not re.match(r"\s*(?:of\s+)?(?:cache\s+)?storage\b|\s*存储",
                                                                 sentence[m.end:m.end + 20], re.I)
                       for m in mentions) and \
        any(m.unit == "per_million_tokens" for m in mentions) and (bool(find_rates(sentence)) or row is not None)
    states: list[dict] = []  # per mention: what the first pass found
    previous_end = 0
    previous_sentence = context.sentence(index - 1) if index > 0 else ""
    for position, mention in enumerate(mentions):
        next_start = mentions[position + 1].start if position + 1 < len(mentions) else len(sentence)
        features: dict = {"trigger": sentence[mention.start:mention.end], "currency": mention.currency,
                          "restatement_cue": restatement_cue, **mention.features}
        if row is not None:
            features["column_header"] = row.column_header(mention)
            # (every label cell before the row's first amount: "| deepseek | deepseek-ai/DeepSeek-V3.1 | …" under
            # "| 厂商 | 模型 | 价格 |" is that model's row, not the maker's)
            first_money = min(row.money_columns, default=1)
            features["row_label"] = " ".join(c for c in row.cells[:max(1, first_money)] if c.strip() not in ("", "-")) \
                or row.cells[0]
            features["column"] = row.column_of(mention)
        clause_start = previous_end
        previous_end = mention.end
        features["trap_word"] = own_traps.get(position)
        span = (offset + mention.start, offset + mention.end)
        candidate = Candidate("price", index, span, {}, "price", 0.0, features)
        candidates.append(candidate)
        state = {"mention": mention, "candidate": candidate, "token_type": None, "side": None,
                 "condition": None, "clause_start": clause_start, "next_start": next_start}
        states.append(state)
        candidate.rejection = _price_rejection(context, index, sentence, mentions, position, states, row,
                                               table_rejections, derived_cost)
        imagined = (mention.currency, mention.unit, mention.amount)
        if candidate.rejection == "range of prices" and mention.unit == "per_gpu_hour":
            # "H100 capacity now ranges from $1.65 to $2.40 per GPU-hour": no price, but hourly rates are the talk, so
            # "cut its H100 rate to $1.59" next is one
            context.sentence_hourly.setdefault(index, []).append(mention.currency)
        if candidate.rejection == "hypothetical price":
            context.imagined_prices.add(imagined)
        elif candidate.rejection is None and imagined in context.imagined_prices and row is None:
            # "Suppose you rent that GPU for $2.00 an hour." ... "so at $2.00/hour you pay": the imagined price again
            candidate.rejection = "a hypothetical price used again"
        if candidate.rejection:
            continue
        if mention.unit == "per_million_tokens":
            state["token_type"], state["side"] = _price_token_type(sentence, mentions, position, row,
                                                                   clause_start, next_start)
            if state["token_type"] == "unspecified" and row is None and index in context.definition_labels:
                # "Input" on one line, "$0.50 / 1M tokens" on the next.
                label = context.sentence(context.definition_labels[index])
                found = next((name for name, regex in _TOKEN_KEYWORDS if regex.search(label)), None)
                if found is None and (stacked := _stacked_cache_label(context, index)) is not None:
                    found = "cached_input" if stacked == "read" else "input"
                if found is None and _TIER_LABEL.search(label):
                    # "Input" / "Prompts ≤ 200K tokens" / "$3 / MTok": a tier's label under its token type's
                    found = next((name for name, regex in _TOKEN_KEYWORDS
                                  for parent in [_label_above_tiers(context, context.definition_labels[index])]
                                  if parent is not None and regex.search(parent)), None)
                if found:
                    state["token_type"], state["side"] = found, "label"
            if state["token_type"] == "unspecified" and row is not None and \
                    (found := _declared_token_type(context.table_captions.get(index, [])[:5])) is not None:
                # "Per 1 million input tokens." over a one-price table of embedding models
                state["token_type"], state["side"] = found, "declaration"
            if state["token_type"] == "unspecified" and row is None and \
                    (found := _glued_header_token_type(context, index, mentions, position)) is not None:
                # "模型输入价格输出价格上下文窗口" over "Claude 4 Sonnet$3/百万token$15/百万token200K": a table run
                # together, its header naming the token types in the order of each row's amounts
                state["token_type"], state["side"] = found, "header"
            if state["token_type"] == "unspecified" and row is None and \
                    (found := _lead_in_token_type(context, index)) is not None:
                # "The cache pricing is listed as follows:" then "• $0.125, prompts ≤ 200k tokens"
                state["token_type"], state["side"] = found, "lead-in"
            if row is None and (_ALIKE.search(sentence[mention.end:min(next_start, mention.end + 60)]) or
                                _ALIKE_BEFORE.search(sentence[clause_start:mention.start]) or
                                # "$1 per million input and output tokens": the unit names both token types
                                ((mention.quoted_unit or "").rstrip().lower().endswith("input") and
                                 re.match(r"\s*(?:and|&|/)\s*output\s+tokens?\b", sentence[mention.end:], re.I) and
                                 # (not the second of a pair: "$20 and $80 per million input and output tokens")
                                 not (position > 0 and re.fullmatch(r"\s*(?:and|&|/|,)\s*",
                                                                    sentence[mentions[position - 1].end:mention.start])))):
                state["alike"] = True
        state["condition"] = _price_condition(context, index, sentence, mention, row, clause_start, next_start,
                                              previous_sentence, mentions[0].start)
        if row is None and (keyed := _commented_key_reading(sentence, mention)) is not None:
            # "outputPrice: 2.5, // $2.50 per million tokens": the comment restates the value of its line's key,
            # whose name gives the token type and condition
            token_type, conditions = keyed
            if mention.unit == "per_million_tokens":
                state["token_type"], state["side"] = token_type, "key"
            if state["condition"] and state["condition"] not in conditions:
                conditions = conditions + [state["condition"]]
            state["condition"] = ", ".join(conditions) or None
        if state["condition"] == "reserved":
            # "1-year reserved", "三年期预留": the commitment's term, where stated ("reserved-1y", "reserved-3m")
            words = row.column_header(mention) or "" if row is not None else \
                sentence[max(clause_start, mention.start - 60):min(next_start, mention.end + 40)]
            if row is not None:
                words = f"{words} {row.cells[0]}"
            state["condition"] = reserved_term(words, nearest=None if row is not None else mention.start -
                                               max(clause_start, mention.start - 60))
        if state["condition"] is None and row is None and len(states) > 1 and \
                (earlier := states[-2])["condition"] in _CARRIED and not earlier["candidate"].rejection and \
                _PAIR_JOINER.fullmatch(sentence[earlier["mention"].end:mention.start]):
            # "at night they fall to 0.25 yuan and 4 yuan": the second of a pair shares the first one's condition
            state["condition"] = earlier["condition"]
        if state["condition"] == "cache write" and state["token_type"] in ("unspecified", "cached_input"):
            state["token_type"], state["side"] = "input", "cache-write"  # writing to the cache bills input tokens

    for state in states:
        parallel = state["mention"].features.get("parallel_of")
        if parallel is not None and not state["candidate"].rejection and parallel < len(states) and \
                not states[parallel]["candidate"].rejection:
            # "Large Context (>272K): $10/$1.00/$12.50/$45" after "Input $5, Cached $0.50, Cache write $6.25, Output
            # $30": each of the run takes the token type and condition of its place in the labelled list
            model = states[parallel]
            conditions = [c for c in (model["condition"], state["mention"].features.get("parallel_tier")) if c]
            state["token_type"], state["side"] = model["token_type"], "parallel"
            state["condition"] = ", ".join(dict.fromkeys(conditions)) or None
    if row is not None:
        _reject_same_price_tiers(states, row)
        _reject_unit_conversion_row(states, row)
        _reject_row_totals(states, row)
        _reject_row_blends(states, row)
    earlier_types = [t for _, t, _, _ in context.sentence_prices.get(index - 1, [])] if index else []
    _relate_amounts(sentence, states, earlier_types)
    _share_versus_condition(sentence, states)
    _bracketed_standard(sentence, states)
    _flattened_column_cells(context, sentence, states)
    _inherit_token_type(context, index, states)

    if row is None:
        _respective_subjects(context, index, sentence, states)
    twins = [twin for state in states if state["candidate"].accepted
             and (twin := _finish_price(context, index, sentence, state)) is not None]
    for state in states:
        if state["candidate"].accepted and state.get("subject") is not None:
            candidate = state["candidate"]
            candidate.fields.update(subject=state["subject"].name,
                                    organization=state["subject"].organization or candidate.fields["organization"])
            candidate.features["subject_from"] = "respectively"
            for shared in state.get("shared", []):
                # "V3和R1的…输入则均降为0.25元": one amount, a price of each model named.
                twins.append(Candidate("price", index, candidate.span,
                                       dict(candidate.fields, subject=shared.name,
                                            organization=shared.organization or candidate.fields["organization"]),
                                       candidate.rule, candidate.confidence, dict(candidate.features, token_side="shared")))
    if row is None:
        _share_pair_subject(context, index, sentence, candidates)
    return candidates + twins


def _share_pair_subject(context: DocumentContext, index: int, sentence: str, candidates: list[Candidate]) -> None:
    """"Orbit 2 at $0.40/$1.20": the second amount of a slash pair prices the model the first was found for."""
    offset = context.prepared.sentences[index][0]
    accepted = sorted((c for c in candidates if c.kind == "price" and c.accepted), key=lambda c: c.span[0])
    for first, second in zip(accepted, accepted[1:]):
        gap = sentence[first.span[1] - offset:second.span[0] - offset]
        # (also over a subject the second found farther away: "Small 3.1 at $0.20/$0.60" after "Ministral 8B at …")
        if first.fields.get("subject") is not None and re.fullmatch(r"\s?/\s?", gap) and \
                first.fields["currency"] == second.fields["currency"] and (
                    second.fields.get("subject") is None or (
                        first.features.get("subject_from") in ("short-name", "line-label", "gloss")
                        and second.features.get("subject_from") not in ("short-name", "line-label", "gloss"))):
            second.fields.update(subject=first.fields["subject"],
                                 organization=second.fields.get("organization") or first.fields.get("organization"))
            second.features["subject_from"] = first.features.get("subject_from")


# "…, Sonnet at $3.00", "Haiku at $0.25": a capitalised name right before "at"/"costs" and the amount.
_NAME_AT = re.compile(r"(?:^|[,;:(]\s*|\b(?:and|while|with|whereas)\s+)(?P<name>(?-i:[A-Z])[\w.\-]*(?:\s+[\w.\-]+){0,2}?)\s+"
                      r"(?:at|costs?|is\s+priced\s+at|priced\s+at|runs\s+at|sits\s+at)\s*~?$")
_NOT_A_NAME = re.compile(r"^(?:It|This|That|These|Those|They|Which|Pricing|Prices?|Starting|Available|Only|Just|Now|Today|"
                         r"Input|Output|Cached|Batch|Standard|Everything|Each|All|Both|One|Another|Then|Still|Now)\b|"
                         # "The model is priced at", "Our API costs": a common noun, no name
                         r"^(?:The|Our|Its|Their|Your|A|An)\s+(?:new\s+|base\s+|flagship\s+|smaller\s+|larger\s+)?"
                         r"(?:model|models|API|service|endpoint|version|tier|plan|offering|product|one|chip|GPU|card)s?$|"
                         # "The model lists at", "A new tier runs at": a determiner and a common noun, no name
                         r"^(?:The|A|An|Our|Its|Their|Your|This|That|These|Those)\s+[a-z]")


def _short_name_before(context: DocumentContext, index: int, sentence: str, amount_start: int,
                       found: Mention | None) -> Mention | str | None:
    """The name written right before an amount ("Sonnet at $3.00") when the subject found is not that name: the
    model of this or the three sentences before whose name ends in those words (a short name of it), else the
    name as written; ``None`` when no such name stands there or it is the subject already found."""
    match = _NAME_AT.search(sentence[max(0, amount_start - 60):amount_start])
    if match is None or _NOT_A_NAME.match(match.group("name")) or _GENERIC_LABEL.search(match.group("name")):
        return None
    offset = context.prepared.sentences[index][0]
    name_start = offset + max(0, amount_start - 60) + match.start("name")
    name_end = offset + max(0, amount_start - 60) + match.end("name")
    if found is not None and found.start <= name_end and name_start <= found.end:
        return None  # the subject found is that name
    if any(m.start < name_end and name_start < m.end for m in context.mentions[index]):
        return None  # a name the gazetteer knows (a company, a chip): the attribution decides
    words = match.group("name").casefold()
    for back in range(index, max(-1, index - 4), -1):
        for mention in sorted(context.mentions[back], key=lambda m: -m.start):
            if mention.category == "model" and mention.start < name_start and \
                    re.search(r"(?<![\w.])" + re.escape(words) + r"$", mention.surface.casefold()):
                return mention
    return match.group("name")


# A list item or line opening on a name and a colon before its first amount ("- Devstral 2: $0.40 input").
# ("2. Mistral 7B (OpenRouter) - $0.05/$0.05": a numbered item, the name's host in brackets, a dash before the amount)
# (also a lower-case model id with a tag, "- `qwen3.5:397b`: cacheRead $0 → $0.50", its token word after the colon)
_LINE_NAME = re.compile(r"^[\s\-*•·]*(?:\d{1,2}[.)]\s+)?`?(?P<name>[A-Z][\w.+\-]*(?:\s+[\w.+\-]+){0,4}?|"
                        r"[a-z][\w.]*\d[\w.]*[:\-][\w.:\-]*[a-z0-9]|[a-z][\w.]*[:\-][\w.:\-]*\d[\w.:\-]*)`?\s*"
                        r"(?:[(（][^()（）\n]{1,30}[)）]\s*)?(?:[:：]|\s[-–—])\s*(?i:cache[ds]?\s?(?:read|write|hit)s?\s+)?~?\s*$")
# Labels that name a kind of price, not a product ("Input:", "Batch tier:", "Price:").
_GENERIC_LABEL = re.compile(r"\b(?:inputs?|outputs?|prompts?|completions?|tokens?|context|requests?|calls?|"
                            r"over|above|under|below|beyond|longer|up\s+to|"
                            r"cache[ds]?|cached|price[sd]?|pricing|costs?|rates?|"
                            r"tiers?|plans?|standard|batch|total|example|note|storage|fees?|discounts?|budget|"
                            r"spot|on[- ]demand|reserved|off[- ]peak|hourly|monthly|now|before|after|old|new|was|today|"
                            r"free|paid|premium|cheap|pro\s+plan)\b", re.I)


# A variant word of a model family standing alone before an amount (", mini $0.25", "and nano at $0.05")
# (written in lower case: "Pro at $1.25" is a short name, read by _short_name_before)
_VARIANT_WORD_AT = re.compile(r"(?:^|[,;:(]\s*|\b(?i:and|while|with|whereas|for)\s+)(?:the\s+)?(?P<word>"
                              + "|".join(VARIANT_WORDS) + r")(?i:\s+(?:model|variant|version|tier))?\s+"
                              r"(?i:(?:is\s+)?(?:priced\s+)?at\s+|costs?\s+)?~?$")

# ... and the family's own model named by its place ("the main model is priced at $1.25", "the flagship at $3")
_FAMILY_HEAD_AT = re.compile(r"(?:^|[,;:(]\s*|\b(?:and|while|with|whereas|for)\s+)(?:the\s+)?(?P<word>main|flagship|base|"
                             r"full|standard|largest)\s+(?:model|one|version)\s+(?:is\s+)?(?:priced\s+)?(?:at\s+)?~?$", re.I)


def _variant_word_before(context: DocumentContext, index: int, sentence: str, amount_start: int) -> Mention | None:
    """The listed model a bare variant word before an amount names: the family of the nearest model named in this or
    the three sentences before, with that word ("mini" after GPT-5 is gpt-5-mini); ``None`` when the registry lists
    no such variant."""
    match = _VARIANT_WORD_AT.search(sentence[max(0, amount_start - 40):amount_start]) or \
        _FAMILY_HEAD_AT.search(sentence[max(0, amount_start - 40):amount_start])
    table = _model_table()
    if match is None or table is None:
        return None
    word = match.group("word").lower()
    offset = context.prepared.sentences[index][0]
    word_start = offset + max(0, amount_start - 40) + match.start("word")
    for back in range(index, max(-1, index - 4), -1):
        for mention in sorted(context.mentions[back], key=lambda m: -m.start):
            if mention.category != "model" or mention.start >= word_start:
                continue
            entry = table.get(mention.name)
            if entry is None:
                continue
            parts = entry.id.split("-")
            # the family is the id without a variant word at its end ("gpt-5-nano" -> "gpt-5")
            family = "-".join(parts[:-1]) if len(parts) > 1 and parts[-1] in VARIANT_WORDS else entry.id
            variant = table.get(family if word not in VARIANT_WORDS else f"{family}-{word}")
            if variant is None:
                # a variant the registry lacks is named as the text gives it ("GPT-5 … and turbo $1": "GPT-5 turbo"),
                # never the family's own model
                surface = re.sub(r"[\s-](?:" + "|".join(VARIANT_WORDS) + r")$", "", mention.surface, flags=re.I)
                return Mention(word_start, word_start + len(match.group("word")), match.group("word"),
                               f"{surface} {match.group('word')}" if word in VARIANT_WORDS else surface, "model",
                               organization=entry.provider, known=False)
            return Mention(word_start, word_start + len(match.group("word")), match.group("word"), variant.id, "model",
                           organization=variant.provider)
    return None


def _line_name_label(sentence: str, amount_start: int) -> str | None:
    """The name a line opens on before its first amount ("Devstral Small 2" of "- Devstral Small 2: $0.10 input"),
    when it reads as a product name (a capitalised word and a version number) and not as a price label."""
    line_start = sentence.rfind("\n", 0, amount_start) + 1
    head = sentence[line_start:amount_start]
    if (first := re.search(r"~?[$€£¥￥]\s?\d", head)) is not None:
        head = head[:first.start()]  # the label before the line's first amount
    match = _LINE_NAME.match(head)
    if match is None:
        return None
    name = match.group("name").strip()
    if _GENERIC_LABEL.search(name) or not re.search(r"\d", name) or re.fullmatch(r"[\d\s.\-]+", name) or \
            re.search(r"\b(?:19|20)\d{2}\b", name):
        return None  # a price label, or a date ("2023:") rather than a name
    return name


# A sentence that opens on a name followed by what is billed for it ("Reasoner traffic, billed at …").
_NAMED_TRAFFIC = re.compile(r"^\W*(?P<name>[A-Z][\w.]+(?:[- ][A-Z0-9][\w.]*)?)\s+(?:traffic|users|calls|requests|"
                            r"endpoint|mode|tier)\b")


def _partial_model_name(head: str, subject: str) -> str | None:
    """The name a sentence opens on when it is part of a listed model's id that is not ``subject``
    ("Reasoner" of deepseek-reasoner after deepseek-chat), as written; else ``None``."""
    match = _NAMED_TRAFFIC.match(head)
    table = _model_table()
    if match is None or table is None:
        return None
    word = match.group("name").lower().replace(" ", "-")
    if word in subject.split("-"):
        return None
    owners = [e.id for e in table.entries if word in e.id.split("-") and e.id != subject]
    return match.group("name") if owners else None


_EACH_RESPECTIVELY = re.compile(r"分别")
_FOR_MODELS = re.compile(r"[^.;:$€£¥]{0,60}?\bfor\s+(?:both\s+|each\s+of\s+)?", re.I)
# "… and … are both priced at", "… both cost", "… each list at": one amount for every model named before.
_ALL_SAME_EN = re.compile(r"\s+(?:(?:are|were)\s+(?:both\s+|each\s+|all\s+)?(?:priced|listed|billed|charged)\s+(?:at|the\s+same[^.;$]{0,12}:?)"
                          r"|(?:both|each|all)\s+(?:cost|charge|list\s+at|run)|(?:are|were)\s+(?:both|each|all)\s+(?:at)?)\s*", re.I)
_ALL_THE_SAME = re.compile(r"(?:均|都)(?:降|调整|下调|上调|升|涨)?(?:为|至|到|是)")
# (the second model's maker may stand before it: "OpenAI's GPT-4.1 Nano and Google's Gemini 2.5 Flash-Lite")
_MODEL_JOIN = re.compile(r"\s*(?:和|与|及|、|,|，|and|&)\s*(?:(?-i:[A-Z])[\w-]*['’]s\s+)?", re.I)


def _respective_subjects(context: DocumentContext, index: int, sentence: str, states: list[dict]) -> None:
    """Subjects of prices listed for models named together before them: "V3和R1的…价格分别为0.5元和1元" gives
    the first amount to V3 and the second to R1; "V3和R1的…均降为0.25元" gives the one amount to both."""
    offset = context.prepared.sentences[index][0]
    models = sorted((m for m in context.mentions[index] if m.category == "model"), key=lambda m: m.start)
    group: list = []
    for mention in models:
        if group and _MODEL_JOIN.fullmatch(sentence[group[-1].end - offset:mention.start - offset]):
            group.append(mention)
        elif len(group) < 2:
            group = [mention]
    if len(group) < 2 or len({m.name for m in group}) < len(group):
        return
    live = [s for s in states if s["candidate"].accepted and s["mention"].unit == "per_million_tokens"]
    after_group = group[-1].end - offset
    words = sorted([(m.start(), m.end(), "each") for m in _EACH_RESPECTIVELY.finditer(sentence, after_group)] +
                   [(m.start(), m.end(), "all") for m in _ALL_THE_SAME.finditer(sentence, after_group)])
    for position, (start, end, kind) in enumerate(words):
        limit = words[position + 1][0] if position + 1 < len(words) else len(sentence)
        stop = re.search(r"[。；;]", sentence[end:limit])
        limit = end + stop.start() if stop else limit
        listed = [s for s in live if end <= s["mention"].start < limit]
        if kind == "each" and len(listed) == len(group):
            for state, model in zip(listed, group):
                state["subject"] = model
        elif kind == "all" and listed and not re.search(r"[,，]", sentence[end:listed[0]["mention"].start]):
            listed[0]["subject"], listed[0]["shared"] = group[0], group[1:]
    before_group = [s for s in live if s["mention"].end <= group[0].start - offset]
    if not words and len(before_group) == 1 and not any(s["mention"].start >= after_group for s in live) and \
            _FOR_MODELS.fullmatch(sentence, before_group[0]["mention"].end, group[0].start - offset) and \
            not re.search(r"\b(?:respectively|while|whereas|but)\b", sentence, re.I):
        # "$0.60 per million output tokens for GPT-4o mini and Claude Haiku 3.5": one price of each model named
        before_group[0]["subject"], before_group[0]["shared"] = group[0], group[1:]
        return
    if not words and not re.search(r"\brespectively\b", sentence, re.I) and \
            (shared := _ALL_SAME_EN.match(sentence, after_group)) is not None:
        # "GPT-4o mini and Gemini 2.0 Flash are both priced at $0.15 per million input tokens": one price of each
        listed = [s for s in live if shared.end() <= s["mention"].start]
        if listed and listed[0]["mention"].start - shared.end() <= 3:
            for state in listed[:2]:
                if state is listed[0] or re.fullmatch(r"\s*/\s*", sentence[listed[0]["mention"].end:
                                                                                    state["mention"].start]):
                    state["subject"], state["shared"] = group[0], group[1:]
        return
    respectively = re.search(r"\brespectively\b", sentence[after_group:], re.I)
    if respectively and not words:
        # "GPT-4o and o3 cost $10 and $8 per million output tokens respectively": the list comes before the word
        listed = [s for s in live if after_group <= s["mention"].start < after_group + respectively.start()]
        if len(listed) == len(group):
            for state, model in zip(listed, group):
                state["subject"] = model


# A price list flattened one cell a line, its amounts run together ("Model" / "Base input" / "Cache write" / "Cache read" /
# "Output" / "Batch input" / "Batch output" then "Lumen Large 2" / "$4.00$5.00$0.40$16.00$2.00$8.00"): each amount of a
# row is priced by the label in its place, under a unit line stated above the labels.
_GLUED_AMOUNTS = re.compile(r"^\s*(?:(?:US)?[$€£¥￥]\s?\d[\d,]*(?:\.\d+)?\s*){2,}$")
_GLUED_AMOUNT = re.compile(r"(?:US)?[$€£¥￥]\s?(?P<n>\d[\d,]*(?:\.\d+)?)")
_CELL_LABEL = re.compile(r"^[A-Za-z\u4e00-\u9fff][\w \-/()（）\u4e00-\u9fff]{0,30}$")


def glued_row_price_candidates(context: DocumentContext) -> list[Candidate]:
    """Price candidates of price lists flattened one cell a line (comment above _GLUED_AMOUNTS)."""
    sentences = context.prepared.sentences
    candidates: list[Candidate] = []
    table = _model_table()
    for index in range(2, len(sentences)):
        sentence = context.sentence(index)
        if not _GLUED_AMOUNTS.match(sentence):
            continue
        amounts = list(_GLUED_AMOUNT.finditer(sentence))
        name_line = context.sentence(index - 1).strip()
        if not _CELL_LABEL.match(name_line):
            continue
        # back over the rows above (a name line and its run of amounts) to the label lines
        back = index - 2
        while back >= 1 and _GLUED_AMOUNTS.match(context.sentence(back)) and _CELL_LABEL.match(context.sentence(back - 1).strip()):
            back -= 2
        labels: list[str] = []
        while back >= 0 and len(labels) < len(amounts) and _CELL_LABEL.match(label := context.sentence(back).strip()) and \
                not re.search(r"\d", label):
            labels.insert(0, label)
            back -= 1
        if len(labels) != len(amounts) or back < 0:
            continue
        corner = context.sentence(back).strip()
        unit_line = next((context.sentence(i) for i in range(back, max(-1, back - 3), -1)
                          if is_unit_declaration(context.sentence(i))), None)
        if corner.lower() in ("model", "models", "模型") and unit_line is None:
            unit_line = next((context.sentence(i) for i in range(back - 1, max(-1, back - 3), -1)
                              if is_unit_declaration(context.sentence(i))), None)
        declared = _declared_unit(unit_line, strict=False) if unit_line else None
        currency = _currency_hint(unit_line) if unit_line else None
        if not declared or declared[0] != "per_million_tokens" or currency is None:
            continue
        _, factor, quoted, _ = declared
        offset = sentences[index][0]
        starts = [start for start, _ in sentences]
        for amount_match, label in zip(amounts, labels):
            value = parse_decimal(amount_match.group("n"))
            reading = _key_reading(label.replace(" ", "_"))
            if value is None or reading is None:
                continue
            token_type, conditions = reading
            extra = _column_condition(label)
            if extra and extra not in conditions:
                conditions = conditions + [extra]
            candidate = _record_price(starts, (offset + amount_match.start(), offset + amount_match.end()),
                                      amount_match.group(0), amount=value * factor, currency=currency, quoted_unit=quoted,
                                      token_type=token_type, conditions=conditions, model=name_line, table=table)
            # (a row of the list, its unit from the line declaring it)
            candidate.rule, candidate.confidence = "price:glued-row", 0.85
            candidate.features.update(subject_from="row", unit_from="declaration", token_word=True)
            candidates.append(candidate)
    return candidates
