"""Price units: a unit stated next to an amount, declared once for a list, a heading or a caption, or
shared with a neighbouring amount; currencies hinted by words and symbols."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING

from extractors.numbers import ZH_TOKEN_WORD, MoneyMention, parse_decimal
from extractors.rules.token_types import _TOKEN_KEYWORDS
from extractors.tables import is_unit_declaration

if TYPE_CHECKING:
    from extractors.rules.context import DocumentContext


_LIST_GAP = re.compile(r"^[\s/,;:()（）、]*(?:(?:and|or|for|with|&|和|或|及|以及|,)\s*)?(?:(?:input|output|prompt|completion|"
                       r"cached(?:\s+input)?|cache[- ]?(?:hit|miss)|输入|输出|缓存命中|缓存未命中)\s*(?:tokens?)?[\s/,;:()（）]*)*"
                       r"(?:and|or|for|&|和|或)?[\s/,;:()（）]*$", re.I)
# "from 0.02 yuan per thousand tokens to 0.0005": the two ends of a price change share a unit.
_CHANGE_GAP = re.compile(r"^\s*(?:(?:down\s+|up\s+)?to|→|->|=>|⇒|降至|降到|降为|减至|上调至|上调到|升至|涨至|涨到|下调至|下调到|调整为|调至|"
                         r"调降为|调降至|调降到|降為|調降為|調降至|調降到|下調至|下調為|調整為|調至|上調至|漲至|"
                         r"翻倍(?:到|至)|减半(?:到|至)|变为|提高到|提高至)\s*$", re.I)
# An option that takes the same rate to another amount: "$4.40 per GPU-hour; a one-year commitment brings it to $3.60",
# "$6.10 per GPU-hour on demand; customers who sign a three-year commitment pay $4.40"
_OPTION_GAP = re.compile(r"^\s*(?:on[- ]demand\s*)?[,;]\s*(?:and\s+|while\s+|but\s+)?(?:(?:an?\s+|the\s+)?[\w-]+(?:\s+[\w-]+){0,3}\s+"
                         r"(?:brings|takes|cuts|drops|lowers|knocks)\s+(?:it|that|this|the\s+(?:rate|price))\s+(?:down\s+)?to|"
                         # "; sign for a year and the figure drops to $2.70"
                         r"[^$€£¥;.]{0,40}?\band\s+(?:the\s+(?:figure|rate|price)|it)\s+(?:drops|falls|goes\s+down|comes\s+down)\s+to|"
                         r"(?:customers|users|buyers|those|anyone)\s+(?:who|that)\s+[^$€£¥;.]{1,40}?\s+pays?)\s*$", re.I)
# "$2.99 per GPU-hour, down from $3.80", "(was $1.49)", "against $2.40 on demand": the same unit.
_PREVIOUS_GAP = re.compile(r"^\s*(?:(?:on[- ]demand|spot|reserved|hourly)\s*)?"  # "$3.99 per GPU-hour on demand, against $2.29"
                           # "$0.40 per million output tokens until August 31 (regular $0.65)": an offer's end date
                           r"(?:(?:until|through|till|to)\s+(?:[A-Z][a-z]{2,8}\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|"
                           r"\d{4}-\d\d-\d\d)\s*)?"
                           # "(launch offer; regular $2.40)", "(launch offer until January 31; regular $0.60)"
                           r"[,;(（]?\s*(?:[^()（）$€£¥\d;；]{1,40}(?:\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?)?[;；]\s*)?"
                           # "$4.49 per GPU-hour; it had been $5.99 since launch": the price it replaced
                           r"(?:(?:down|up)\s+from|was|were|previously|formerly|regularly|normally|regular|standard|usual|"
                           r"(?:it|they|this|that)\s+(?:had\s+been|used\s+to\s+be|was)|"
                           r"instead\s+of|rather\s+than|versus|vs\.?|against|compared\s+(?:with|to)|from|"
                           # ("…8 元，此前为 16 元": the price before, in Chinese with its copula)
                           r"(?:list|old|previous|original)\s+price(?:\s+(?:of|was))?|(?:[，,]\s*)?(?:原价|此前|之前|以前|原来)(?:为|是|為)?)"
                           r"\s*[:：]?\s*$", re.I)
# "$0.40 per million tokens, one-fifth of the $2.00 Corvid charges": the amount the first is a share of, in its unit
_SHARE_OF_GAP = re.compile(r"^\s*[,;(]\s*(?:about\s+|roughly\s+|around\s+|just\s+|only\s+)?(?:(?:one|a)[- ](?:half|third|quarter|"
                           r"fifth|sixth|eighth|tenth)|half|\d{1,2}(?:\.\d+)?%)\s+of\s+(?:the|what)\s*$", re.I)
# "…that cost $20 per million tokens in late 2022 now runs closer to $0.40": a price of a past time, then today's
# (the conditions read the first as the previous price by the same words)
PAST_THEN_NOW = (r"\s*(?:in\s+(?:late\s+|early\s+|mid[- ]?)?(?:19|20)\d\d|(?:a|one|two|three|four|five|\d)\s+years?\s+ago|"
                 r"last\s+year|at\s+(?:its\s+)?launch)\s*[,;]?\s*(?:and\s+|but\s+)?(?:now|today)\b")
_THEN_NOW_GAP = re.compile(r"^" + PAST_THEN_NOW + r"\s*,?\s*(?:[a-z]+\s+){0,2}?(?:(?:closer|nearer)\s+to|about|around|roughly|"
                           r"under|below|at|to|just)?\s*$", re.I)
# "Haiku at $0.25 per million input tokens, Sonnet at $3.00, and Opus at $12.00": the next item of a list of
# names and amounts, which keeps the first amount's unit.
# The words that name a variant of a model family ("mini", "nano"): after the family's own prices they price its variants
VARIANT_WORDS = ("mini", "nano", "pro", "lite", "flash", "turbo", "max", "plus", "fast", "small", "medium", "large", "micro")
_NAMED_ITEM_GAP = re.compile(r"^\s*[,;]\s*(?:and\s+|while\s+)?(?-i:[A-Z])[\w.\-]*(?:\s+[\w.\-]+){0,3}?\s+"
                             r"(?:at|costs?|is|for)\s*$"
                             # "tess-ultra $0.40, tess-core $0.09": the next item of a list of model ids and amounts
                             r"|^\s*[,;]\s*(?:and\s+)?[A-Za-z][\w.]*(?:-[\w.]+)+\s*:?\s*$"
                             # "910B按需租价为每卡每小时5.9元，H20为6.5元": the next product code of a Chinese list
                             r"|^\s*[，,；;、]\s*(?:而|则)?(?:[\u4e00-\u9fff]{1,4})?(?-i:[A-Z])[\w.\-]*\d[\w.\-]*\s*(?:则)?"
                             r"(?:为|為|是|约为|約為)\s*$"
                             # "GPT-5 costs $1.25 per million input tokens, mini $0.25 and nano $0.05": a family's variants
                             r"|^\s*(?:[,;]\s*)?(?:and\s+|with\s+)?(?:the\s+)?(?:" + "|".join(VARIANT_WORDS) + r")"
                             r"\s+(?:(?:is\s+)?(?:priced\s+)?at|costs?)?\s*$", re.I)
# ... and, read back from the unit after the last amount, the items before it, each a product code at its amount
_PRODUCT_ITEM_GAP = re.compile(r"^\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?-i:[A-Z])[\w.\-]*\d[\w.\-]*(?:\s+\d+)?\s+at\s*$")
# "$10.00 per million input tokens for the standard model and $30.00 for the extended mode": what each amount is
# for, then the next amount of the same list.
_FOR_ITEM_GAP = re.compile(r"^\s*for\s+(?:the\s+|a\s+|an\s+|its\s+)?[^$€£¥.;:,\d]{1,30}?\s+and\s*$"
                           # "($5.49 per GPU-hour for B200, $2.79 for H100": a list of products and their amounts
                           r"|^\s*for\s+(?:the\s+)?[A-Z][\w.-]*\d[\w.-]*(?:\s+[A-Z][\w.-]*)?\s*,\s*(?:and\s+)?$")
# "$1.20 per chip-hour on demand, $0.84 with a 1-year committed use discount and $0.54 with a 3-year commitment": the
# next terms of one hourly rental, each amount followed by its term
_TERM_PHRASE = r"(?:with\s+an?\s+|on\s+an?\s+|for\s+(?:an?\s+)?)?(?:\d|one|two|three)[- ](?:yr|year)s?\b[^,;$€£¥\d]{0,30}"
_TERM_LIST_GAP = re.compile(r"^\s*(?:on[- ]demand|spot|reserved|hourly|" + _TERM_PHRASE + r")?\s*(?:[,;]\s*)?(?:and\s+|or\s+)?$",
                            re.I)
_TERM_AFTER = re.compile(r"\s*(?:\(\s*)?" + _TERM_PHRASE + r"|\s*(?:\(\s*)?(?:on\s+)?(?:spot|reserved|preemptible)\b", re.I)
# "$1.50/GPU-hr at TensorWave, $1.71 on Crusoe spot, $1.85 at Vultr": the next seller of a list of rents, each amount
# followed by where it is asked
_SELLER_LIST_GAP = re.compile(r"^\s+(?:at|on|from|via)\s+(?-i:[A-Z])[\w.\-]*(?:\s+[\w.\-]+){0,2}?\s*(?:,\s*(?:and\s+)?|\s+and\s+)$")
_SELLER_AFTER = re.compile(r"\s+(?:at|on|from|via)\s+(?-i:[A-Z])")
_APPROX_GAP = re.compile(r"^\s*[(（]\s*(?:about|around|approximately|approx\.?|roughly|or|~|≈|约合|约|合|折合|即)?\s*$",
                         re.I)
_SENTENCE_UNIT = re.compile(r"per\s+(?:1M|one\s+million|million|1,000,000)\s+(?:\w+\s+)?tokens|per\s+million|/\s?1?M\s?tok|"
                            r"每百万|百万tokens|/M\b|(?:写成|换算成|换算为|折合成?|统一为)\s?(?:每)?\s?百万", re.I)
# (in digits too, after "per": "All amounts are per 1,000 tokens")
_HEADER_PER_MILLION = re.compile(r"1M|million|/M\b|MTok|百万|per\s+M\b|(?:\bper|/|每)\s*1,?000,?000(?![\d,.])", re.I)
_HEADER_PER_THOUSAND = re.compile(r"1K|thousand|/K\b|千|(?:\bper|/|每)\s*1,?000(?![\d,.])", re.I)
_HEADER_PER_HOUR = re.compile(r"/\s?h(?:ou)?r|per\s+hour|hourly|小时|\$/h|(?:GPU|chip|card|卡)[- ]?(?:hours?|时)|/\s?时", re.I)

# Units declared once for a table column, a caption or a heading.
_DECL_HOUR = re.compile(
    r"(?:/|\bper\s+|每)\s*(?:(?P<scope>GPU|chip|card|卡|accelerator|TPU|device)\s*(?:/|-|,?\s+per\s+|\s)\s*)?"
    r"(?:hrs?|hours?|h|时|小时)(?![A-Za-z])"
    r"|(?P<scope2>GPU|chip|TPU|accelerator|卡)[- ·・]?(?:hours?|hrs?|时|小时)(?![A-Za-z])|\bhourly\b", re.I)
_DECL_TOKENS = re.compile(
    # (not "a chars-per-token approximation": characters counted per token, no price's unit)
    r"(?:/|(?<!chars-)(?<!char-)(?<!characters-)(?<!words-)\bper\b|(?<=[a-z])(?-i:Per)\b|每|\bbased\s+on\b|\bin\s+units\s+of\b)[\s-]*"
    r"(?P<q>1\s+million|1\s+thousand|1\s?M|1\s?K|100\s?K|10\s?K|10,000|ten\s+thousand|one\s+million|a\s+million|million|"
    r"one\s+thousand|a\s+thousand|thousand|百万|十万|千|万|1,000,000|1,000|M|K|single|one|1)?[\s-]*(?:个\s?)?"
    r"(?:(?:input|output|prompt|completion|输入|输出)\s*)?(?P<tok>tokens?|toks?|" + ZH_TOKEN_WORD + r"|MTok|KTok)(?![A-Za-z])"
    # (not the second length of a sequence pair: "1k/1k · fp8", "8k/1k" are input and output lengths)
    # ("输入价格 ($/百万)": a million of the tokens the label prices)
    # ("费用/1MT": a million tokens abbreviated)
    r"|(?<![0-9][kKmM])(?:/\s?|\bper\s+)(?P<q2>1?M|1?K|MTok|KTok|1?(?-i:MT|KT)|百万(?![次张張个個字页頁]))(?![A-Za-z])", re.I)
# "1M tokens", also with the token type in between ("1M INPUT TOKENS (CACHE MISS)" as a row label).
_CELL_UNIT = re.compile(r"(?:^|(?<=[^\w.])|(?<=每))(?P<q>1\s+million|1\s+thousand|1\s?M|1\s?K|百万|千|million|thousand)\s*"
                        r"(?:(?:input|output|cached|prompt|completion|输入|输出)\s*)?(?:tokens?|" + ZH_TOKEN_WORD + r")(?![\w/])", re.I)
# "价格以“百万tokens”为单位": a Chinese caption naming the unit.
_DECL_UNIT_PHRASE = re.compile(r"以\s*[“\"'「]?\s*(?:每\s*)?(?P<q>百万|千|万|1M|1K)\s*(?:个\s*)?(?:tokens?|" + ZH_TOKEN_WORD + r")\s*[”\"'」]?\s*为"
                               r"(?:计价|计费)?单位", re.I)
_PER_CHARACTER = re.compile(r"(?:/|\bper\s+|每)\s*(?:1\s?[KkM]\s*|1,000\s*|thousand\s+|million\s+|千|百万)?"
                            r"(?:chars?|characters?|个?字符)\b|(?:/|每)\s*(?:千|万|百万)?\s*(?:个)?字(?![节節符])", re.I)
# A price per second of an accelerator's time (serverless GPU workers), never a rate of work per second
_DECL_SECOND = re.compile(r"(?:/|\bper\s+|每)\s*(?:(?:GPU|accelerator|device)\s*(?:/|-|\s)\s*)?(?:s|sec|second|秒)(?![A-Za-z])"
                          r"|\(\s*per\s+second\s*\)", re.I)
# "Billed per second, 1-minute minimum": how finely time is billed, not the unit of the prices listed
_BILLING_GRANULARITY = re.compile(r"\bbill(?:ed|ing|s)?\b|\bcharged\b|\bgranular|\bincrements?\b|\bminimum\b|计费|按秒", re.I)
_RATE_WORDS = re.compile(r"tokens?|\btoks?\b|samples?|queries|requests?|images?|frames?|words?|characters?|词元|字符", re.I)
_DECL_TIME_REJECT = re.compile(
    r"/\s?(?:月|mo(?:nth)?|年|yr|year|分钟|min(?:ute)?|GB)(?![A-Za-z])|per\s+(?:month|year|minute|GB)|包月(?!\s*[（(]?\s*折合)|包年(?!\s*[（(]?\s*折合)|整月|按月|月付|月租|年付|按年|monthly|"
    r"GB[- ]month|每次|/\s?次|per\s+(?:call|request|search|image|1,000\s+requests)|按次|"
    # "$/1K calls", "Per 1M calls": a cost per number of calls (a calculator column), not per tokens
    r"(?:/|\bper\b)\s*(?:1\s?[KM]|1,000|1,000,000|thousand|million)\s*(?:calls?|requests?|queries|images?|searches)\b", re.I)
_WRITERS_OWN_FIGURE = re.compile(r"[(（]\s*(?:my|our)\s+(?:calc(?:ulation)?s?|estimates?|maths?|arithmetic)\s*[)）]|"
                                 r"\b(?:I|we)(?:['’]ve|\s+have)?\s+(?:also\s+)?worked\s+out\b|"
                                 r"\b(?:my|our)\s+(?:calc(?:ulation)?|estimate|arithmetic)\b|\bimplied\b|(?:我们|我的)?(?:估算|测算)|"
                                 # ("| Our cost per 1M output tokens* |": what serving cost the writer, worked out)
                                 r"^\s*(?:my|our)\s+(?:own\s+)?costs?\b", re.I)
_DECL_INSTANCE = re.compile(r"整机|/\s?台|\bnodes?\b|\binstances?\b|\bservers?\b|\b\d+[- ]GPU\b|\bpods?\b|\bVMs?\b", re.I)
_NOT_PRICE_COLUMN = re.compile(r"storage|存储|memory|显存|内存|\bGB\b|count|数量|库存|stock|context|上下文|length|长度|rank|排名|"
                               r"\btok(?:en)?s?\s?/\s?s|throughput|吞吐|latency|延迟|date|日期|#|\bwindow\b|窗口|\bparam(?:eter)?s\b|参数|"
                               # a speed or a time ("Output speed (tok/s)", "TTFT (s)", "E2E (ms)")
                               r"\bTPS\b|\bspeed\b|速度|\bTTFT\b|\bTPOT\b|\((?:s|ms|sec|seconds)\)|"
                               r"\bmax(?:imum)?\s+(?:(?:output|input|prompt|completion|context)\s+)?tokens\b|"
                               # a machine's specification: "| Instance | vCPU | RAM | Price |"
                               r"\bv?CPUs?\b|\bcores?\b|\bRAM\b|\bvRAM\b|\bGPUs\b|\bdisk\b|\bSSD\b|Gbps|核数|内核|卡数|張數|张数|节点数|節點數|"
                               # a ratio of two sides' prices ("输出/输入", "Output/Input", "out:in ratio")
                               r"(?:输出|輸出|output|out)\s*[/:÷]\s*(?:输入|輸入|input|in)\b|(?:输入|輸入|input|in)\s*[/:÷]\s*(?:输出|輸出|output|out)\b|"
                               r"\bratio\b|倍数|倍率|比值|"
                               # a column of multiples of another's figure ("相对 H20", "vs B200", "relative to H100")
                               r"^\s*(?:相对|相對|相比|对比|對比)|^\s*(?:vs\.?|versus|relative\s+to)\s|"
                               # a rate limit ("max_rpm", "TPM", "requests per minute")
                               r"\b[RT]P[MDS]\b|rate\s?limits?|requests?\s+per|\bconcurren|并发|限流|"
                               # a quantity per dollar ("VRAM/$", "FP16 TFLOPS/$", "tokens per dollar")
                               r"/\s?[$€£¥]\s*$|\bper\s+(?:dollar|\$)|TFLOPS|每美元|每元|"
                               # an evaluation's scores ("| Benchmark (Metric) | Score |", "Accuracy", "Pass@1")
                               r"\bscores?\b|得分|分数|\baccuracy\b|准确率|\bpass@\d|\bEM\b|\bF1\b|\bElo\b|\bwin\s+rate\b|胜率|"
                               # a price worked out from a mix of others ("| Effective blended |")
                               r"\beffective\b|有效价格", re.I)
_TIME_AFTER_TOKENS = re.compile(r"^\s*(?:per|/|每)\s*(?:hour|hr|h|小时|month|分钟|minute|min|day|天)(?![A-Za-z])", re.I)


# A line labelled with the token quantity it prices, the amount glued or set right after the label
# ("1M INPUT TOKENS (CACHE MISS)$0.56", "PRICING1M OUTPUT TOKENS$1.68", "1K input tokens: $0.002").
_LABEL_UNIT = re.compile(r"(?:^|(?<=[^\w.])|(?<=[A-Z]))(?P<q>1\s?M|1\s?K|百万|千)\s*"
                         r"(?:(?:input|output|cached|prompt|completion|输入|输出)\s*)?(?P<tok>tokens?|" + ZH_TOKEN_WORD + r")"
                         r"\s*(?:[(（][^()（）]{1,24}[)）])?\s*[:：=-]?\s*$", re.I)


# The same quantity in brackets closing a label, in digits or words ("模型价格(每 1000 tokens 输入)",
# "Price (per 1,000,000 tokens, output)").
_BRACKETED_LABEL_UNIT = re.compile(r"[(（]\s*(?:每|per)\s*(?P<q>1\s?M|1\s?K|百万|千|1,?000,?000|1,?000)\s*(?P<tok>tokens?|" + ZH_TOKEN_WORD + r")"
                                   r"\s*[,，]?\s*(?:输入|输出|input|output)?\s*[)）]\s*[:：]?\s*$", re.I)


def _label_unit(line_before: str) -> tuple[Decimal, str] | None:
    """(factor, quoted unit) when the line before an amount is a label naming the token quantity it prices."""
    match = _LABEL_UNIT.search(line_before) or _BRACKETED_LABEL_UNIT.search(line_before)
    if match is None:
        return None
    return _token_quantity_factor(match.group("q"), match.group("tok")), f"per {match.group('q')} tokens"


def _token_quantity_factor(quantity: str | None, token_word: str | None) -> Decimal:
    """How many per-million units one quoted unit is: per token → 1e6, per 1K → 1000, per 1M → 1."""
    if token_word and token_word.lower() == "mtok":
        return Decimal(1)
    if token_word and token_word.lower() == "ktok":
        return Decimal(1000)
    key = re.sub(r"\s+", "", (quantity or "").lower())
    if key in ("1m", "1million", "onemillion", "amillion", "million", "m", "百万", "1,000,000", "1000000", "mtok", "mt", "1mt"):
        return Decimal(1)
    if key in ("1k", "1thousand", "thousand", "onethousand", "athousand", "k", "千", "1,000", "1000", "ktok", "kt", "1kt"):
        return Decimal(1000)
    if key in ("100k", "十万"):
        return Decimal(10)
    if key in ("万", "10k", "10,000", "tenthousand"):
        return Decimal(100)   # ("per ten thousand tokens", "per 10K tokens")
    return Decimal(1_000_000)


_BILLED_PER = re.compile(r"\b(?:billing|billed|charged|metered)\s+(?:is\s+|are\s+)?(?:per|by\s+the)\s+(?:token|request|call)s?\b", re.I)


_DECL_KEY_QUANTITY = re.compile(r"\b(?:input|output|prompt|completion|cached)\s+tokens?\s+(?P<q>1\s?[kKmM]|1000|1000000)\b")


def _declared_unit(text: str, *, strict: bool) -> tuple | None:
    """The price unit a header, cell or caption declares.

    ``("reject", reason)`` for units that are not price claims (monthly, per call, whole instance),
    ``(unit, factor, quoted, scope)`` for per-token or per-hour units, ``None`` when nothing is said.
    ``strict`` (column headers) also rejects whole-instance and time-based columns before anything else.
    """
    text = text.replace("_", " ")   # a key-like label joins its words with underscores ("price_per_gpu_hour_usd")
    # "Billing is per token, with no minimum spend": how finely use is counted, not the unit prices are quoted in
    text = _BILLED_PER.sub(" ", text)
    # "a few thousand tokens/s of decode": a rate of tokens, no quantity prices are quoted against
    text = re.sub(r"\b(?:thousand|million|[KkM])\s*tokens?\s*(?:/\s*s(?:ec)?\b|per\s+second\b|a\s+second\b)|"
                  r"(?:千|百万|万)\s*tokens?\s*/\s*秒", " ", text, flags=re.I)
    if _PER_CHARACTER.search(text):
        return ("reject", "priced per character, not per token")   # "Input per 1K chars" (Vertex AI's old unit)
    if _WRITERS_OWN_FIGURE.search(text):
        # "≈ $/M output (my calc)": a column the writer worked out, no price anyone charges; a caption saying "I've
        # also worked out a rough cost per million output tokens" declares that column's unit, not the table's
        return ("reject", "the writer's own calculation, not a price") if strict else None
    if strict and _DECL_INSTANCE.search(text):   # (also "node_8x_usd_per_hr")
        return ("reject", "whole-instance hourly price")
    if strict and (time := _DECL_TIME_REJECT.search(text)) is not None and not (
            # "包年（1年）" heading a column of hourly rates names a one-year term (reserved), not a yearly price
            time.group(0) == "包年" and not _DECL_TIME_REJECT.search(text, time.end())):
        return ("reject", "not a per-token or per-accelerator-hour price")
    hour = _DECL_HOUR.search(text)
    tokens = _DECL_TOKENS.search(text)
    if hour is None and tokens is None and (second := _DECL_SECOND.search(text)) is not None and \
            not _RATE_WORDS.search(text) and not _BILLING_GRANULARITY.search(text):
        # "Pricing table (per second)" over GPU rows, "$/GPU/s": a GPU-second price, 3,600 of them an hour
        return ("per_gpu_hour", Decimal(3600), second.group(0).strip(), "gpu")
    if hour and (tokens is None or hour.start() < tokens.start()):
        scope = hour.group("scope") or hour.group("scope2")
        return ("per_gpu_hour", Decimal(1), hour.group(0).strip(), scope.lower() if scope else None)
    if tokens is None and (leading := _DECL_LEADING_QUANTITY.match(text)) and not _CONTEXT_LABEL_WORD.search(text):
        # "1M input/output" heading a column of "$5.00 / $15.00": the quantity of tokens each side is priced for
        return ("per_million_tokens", _token_quantity_factor(leading.group("q"), None), leading.group("q"), None)
    if tokens is None and (bracketed := _DECL_BRACKETED_QUANTITY.search(text)) and _PRICE_LABEL_WORD.search(text) and \
            not _CONTEXT_LABEL_WORD.search(text):
        # "定价 (1M)", "Price (1M tokens)": a price column's bracketed quantity of tokens
        return ("per_million_tokens", _token_quantity_factor(bracketed.group("q"), None), bracketed.group(0), None)
    if tokens is None and (phrase := _DECL_UNIT_PHRASE.search(text)):
        return ("per_million_tokens", _token_quantity_factor(phrase.group("q"), None), phrase.group(0), None)
    if tokens is None and (keyed := _DECL_KEY_QUANTITY.search(text)):
        # "input_token_1k_usd": a key-like column name with the token quantity after the token word
        return ("per_million_tokens", _token_quantity_factor(keyed.group("q"), None), keyed.group(0), None)
    if tokens and not (tokens.group("q") or tokens.group("q2")) and \
            re.search(r"\b(?:billed|charged|metered)\s+(?:per|by\s+the)\s+token\b", text, re.I):
        return None   # "Billed per token, no minimums.": how usage is counted, not the unit of the prices listed
    if tokens and not (tokens.group("q") or tokens.group("q2")) and \
            _COMPARED_PER_TOKEN.search(text[max(0, tokens.start() - 40):tokens.start()]):
        # "costs one seventh as much per input token as …", "10x cheaper per token": the scope of a comparison, not
        # the unit of the amounts the sentence quotes; a per-million unit stated elsewhere stays theirs
        tokens = None
    if tokens:
        factor = _token_quantity_factor(tokens.group("q") or tokens.group("q2"), tokens.group("tok") or tokens.group("q2"))
        return ("per_million_tokens", factor, tokens.group(0).strip(), None)
    return None


# A bracketed quantity of tokens after a price word ("定价 (1M)", "Price (1M tokens)", "价格（百万tokens）")
_DECL_BRACKETED_QUANTITY = re.compile(r"[(（]\s*(?P<q>1\s?M|1\s?K|百万|千|1,000,000|1,000|1\s+million|1\s+thousand)\s*"
                                      r"(?:tokens?|" + ZH_TOKEN_WORD + r")?\s*[)）]", re.I)
# A quantity of tokens a label opens with, then the token sides ("1M input/output", "1K tokens input")
_DECL_LEADING_QUANTITY = re.compile(r"\s*(?P<q>1\s?M|1\s?K|百万|千)\s*(?:tokens?\s*)?(?:input|output|prompt|completion|输入|输出)"
                                    r"(?![A-Za-z])", re.I)
_PRICE_LABEL_WORD = re.compile(r"\bpric(?:e|es|ing)\b|\bcosts?\b|\brates?\b|\binput\b|\boutput\b|定价|价格|費用|费用|输入|输出|單價|单价",
                               re.I)
_CONTEXT_LABEL_WORD = re.compile(r"\bcontext\b|\bwindow\b|上下文|长度|長度", re.I)
_COMPARED_PER_TOKEN = re.compile(r"\b(?:as\s+much|more|less|cheaper|costlier|pricier)\s*$", re.I)


_SHARED_HOURLY_AFTER = re.compile(r"[,;]\s*(?:all|each|both)\s+(?P<unit>per\s+(?:GPU|chip|accelerator|card)[- ]hours?|"
                                  r"/\s?(?:GPU|chip)[- ]?(?:hr|hour)|per\s+(?:GPU|chip|card)\s+per\s+hour)\b", re.I)
_LISTED_FOR_GAP = re.compile(r"\s*for\s+(?:the\s+|an?\s+)?[^$€£¥,;()]{1,24}?\s*(?:,\s*(?:and\s+)?|\s+and\s+)?|"
                             # ("$2.10 on demand and $1.49 spot, both per GPU-hour": the options of one product)
                             r"\s*(?:on[- ]demand|spot|reserved|preemptible)\s*(?:,\s*(?:and\s+)?|\s+and\s+)?")


# What joins the amounts of one list ("$0.40, $0.55 and $0.35")
_LIST_JOINER = re.compile(r"\s*(?:,|and|,\s*and|&)\s*(?:US|CA|AU)?")


def _propagate_units(sentence: str, mentions: list[MoneyMention]) -> None:
    """Give unit-less amounts the unit of a neighbour in the same list ("$3/$15 per 1M tokens")."""
    # "($2.49 for H100, $3.05 for H200, $4.25 for B200, all per GPU-hour)": a unit stated once for a whole list
    if (shared := _SHARED_HOURLY_AFTER.search(sentence)) is not None:
        listed = [m for m in mentions if m.end <= shared.start()]
        run: list[MoneyMention] = []
        for mention in reversed(listed):
            gap = sentence[mention.end:(run[-1].start if run else shared.start())]
            if not _LISTED_FOR_GAP.fullmatch(gap) or mention.unit is not None or mention.scale_word:
                break
            run.append(mention)
        if len(run) >= 2:
            for mention in run:
                mention.unit, mention.quoted_unit, mention.hour_scope = "per_gpu_hour", shared.group("unit"), "GPU"
                mention.features["unit_from"] = "list"
    for _ in range(2):
        for position, mention in enumerate(mentions):
            if mention.unit is not None or mention.scale_word:
                continue
            for neighbour_position in (position + 1, position - 1):
                if not 0 <= neighbour_position < len(mentions):
                    continue
                neighbour = mentions[neighbour_position]
                if neighbour.unit is None or neighbour.currency != mention.currency:
                    continue
                gap = sentence[mention.end:neighbour.start] if neighbour_position > position else \
                    sentence[neighbour.end:mention.start]
                if (len(gap) <= 60 and _PREVIOUS_GAP.match(gap)) or \
                        (len(gap) <= 40 and (_LIST_GAP.match(gap) or _CHANGE_GAP.match(gap) or
                                        (neighbour_position < position and _SHARE_OF_GAP.match(gap)) or
                                        (neighbour_position < position and _THEN_NOW_GAP.match(gap)) or
                                        (neighbour_position < position and
                                         (_NAMED_ITEM_GAP.match(gap) or _FOR_ITEM_GAP.match(gap))) or
                                        # "Gaudi 3 at $1.69, H100 at $2.49 and MI300X at $2.05 per chip-hour": the
                                        # unit after the last item of a list of products and amounts
                                        (neighbour_position > position and _PRODUCT_ITEM_GAP.match(gap)))) or \
                        (len(gap) <= 70 and neighbour_position < position and _OPTION_GAP.match(gap)) or \
                        (len(gap) <= 40 and neighbour_position < position and _SELLER_LIST_GAP.match(gap) and
                         _SELLER_AFTER.match(sentence, mention.end)) or \
                        (len(gap) <= 60 and neighbour_position < position and neighbour.unit == "per_gpu_hour" and
                         _TERM_LIST_GAP.match(gap) and _TERM_AFTER.match(sentence, mention.end)):
                    factor = _unit_factor(neighbour)
                    if neighbour.unit == "per_gpu_hour":
                        factor = Decimal(1)
                    mention.amount = mention.amount * factor
                    mention.unit = neighbour.unit
                    mention.quoted_unit = neighbour.quoted_unit
                    mention.hour_scope = neighbour.hour_scope
                    mention.features["unit_from"] = "list"
                    if neighbour_position > position and neighbour.token_hint and not mention.token_hint and \
                            _LIST_JOINER.fullmatch(gap) and \
                            (position == 0 or _LIST_JOINER.fullmatch(sentence[mentions[position - 1].end:mention.start]) or
                             not re.search(r"\b(?:instead\s+of|from|was|were|vs\.?|versus|than)\s*$",
                                           sentence[max(0, mention.start - 16):mention.start], re.I)):
                        # "$0.40, $0.55 and $0.35 per million input tokens respectively": the side the unit names is
                        # every listed amount's (not an amount set against the one before it: "$0.135 … instead of
                        # $0.55, and $0.550 per million output" gives the $0.55 no side from the list after it)
                        mention.token_hint = neighbour.token_hint
                    break


_BARE_NUMBER = re.compile(r"^\s*(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*"
                          r"(?:[(（]\s*(?:原价|was|previously|list|before|regular(?:ly)?|原)\s*[:：]?\s*"
                          r"(?P<num2>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*[)）]\s*)?$", re.I)
_CURRENCY_HINTS = [
    # dollars of Taiwan and Hong Kong first: "新台币元", "NT$" also hold the signs of yuan and US dollars
    ("TWD", re.compile(r"新台[币幣]|台[币幣]|NT\$|\bTWD\b", re.I)), ("HKD", re.compile(r"港[元币幣]|HK\$|\bHKD\b", re.I)),
    # ("美元/百万 tokens": the 元 of another currency's Chinese name is no yuan)
    ("CNY", re.compile(r"(?<![美欧歐日港台韩韓澳加新])元|¥|RMB|CNY|人民币|yuan", re.I)),
    ("EUR", re.compile(r"€|EUR|euro|欧元|歐元", re.I)),
                   ("GBP", re.compile(r"£|GBP|英镑|英鎊")), ("JPY", re.compile(r"JPY|円|yen|日元", re.I)),
                   ("USD", re.compile(r"\$|USD|dollar|\bcents?\b|¢|美元|美金|美分", re.I))]


def _currency_hint(text: str) -> str | None:
    return next((code for code, regex in _CURRENCY_HINTS if regex.search(text)), None)


_QUANTITY_PER_TOKENS = re.compile(r"\d[\d,.]*\s*(?:words?|characters?|chars?|pages?|lines?|字|个字|汉字|单词)\s*(?:per|/|每)", re.I)


def _unit_declaration(context: DocumentContext, index: int) -> tuple[str, Decimal, str] | None:
    """A unit stated once above a list of amounts: "New pricing (per 1M tokens)", also above several
    list items and item headings ("单位统一为每百万tokens" over three model cards)."""
    for back in range(index - 1, max(-1, index - 13), -1):
        text = context.sentence(back)
        if context.money(back):
            if (band := _price_band_heading(text)) is not None:
                return band
            continue  # an earlier list item; keep looking above it
        if len(text) > 120 or _DECL_TIME_REJECT.search(text) or _QUANTITY_PER_TOKENS.search(text):
            return None   # (prose measuring text: "about 750 words per thousand tokens" declares no price unit)
        if re.search(r"tokens?\s*/\s*s(?:ec)?\b|\btok/s|\btokens?\s+(?:per|a)\s+second|每秒", text, re.I):
            continue   # ("only a few thousand tokens/s of decode": a line of speeds declares no price unit)
        if _HEADER_PER_HOUR.search(text) and re.search(r"GPU|accelerator|chip|TPU|\bcard|显卡|单卡|每卡|单张|每张", text, re.I):
            return "per_gpu_hour", Decimal(1), _HEADER_PER_HOUR.search(text).group(0)
        if _HEADER_PER_THOUSAND.search(text) and re.search(r"token", text, re.I):
            return "per_million_tokens", Decimal(1000), _HEADER_PER_THOUSAND.search(text).group(0)
        if _HEADER_PER_MILLION.search(text) and re.search(r"token|pric", text, re.I):
            return "per_million_tokens", Decimal(1), _HEADER_PER_MILLION.search(text).group(0)
        if len(headed := re.findall(r"\b(?:input|output|prompt|completion)\s*((?:[$€£¥]|USD|CNY)\s*/\s*(?:1\s?)?M(?:Tok)?)\b",
                                    text, re.I)) >= 2:
            # "Model Provider Input $/M Output $/M vs GPT-4o" over rows of amounts: a header line whose token columns
            # each name the unit
            return "per_million_tokens", Decimal(1), headed[0]
    return None


# A band of prices ("$0.02–$0.30", "$5-$15+"): the bounds of a tier, not a price of anything.
_PRICE_BAND = re.compile(r"[$€£¥￥]\s?\d[\d,.]*\+?\s*(?:[-–—~]|to)\s*[$€£¥￥]?\s?\d[\d,.]*\+?", re.I)


def _price_band_heading(text: str) -> tuple[str, Decimal, str] | None:
    """The per-token unit of a heading that names a price band and its unit for the list below it
    ("Budget tier ($0.02–$0.30/M input tokens):"); ``None`` for any other line."""
    stripped = text.strip()
    if len(stripped) > 120 or not _PRICE_BAND.search(stripped):
        return None
    if not (stripped.endswith((":", "：")) or (len(stripped) <= 80 and not re.search(r"[.!?。！？]$", stripped))):
        return None
    declared = _declared_unit(stripped, strict=False)
    if declared is None or declared[0] != "per_million_tokens":
        return None
    return "per_million_tokens", declared[1], declared[2]


def _unit_declaration_below(context: DocumentContext, index: int) -> tuple[str, Decimal, str] | None:
    """A per-token unit stated once right below a card of label and value lines ("Input" / "$0.30" /
    "Output" / "$2.50" / "Prices per 1M tokens."): the first line after the card's amounts and labels."""
    for ahead in range(index + 1, min(len(context.prepared.sentences), index + 7)):
        text = context.sentence(ahead)
        if context.money(ahead) or (len(text) <= 40 and not re.search(r"token", text, re.I)):
            continue  # another value line or label of the card
        if len(text) > 120 or not is_unit_declaration(text):
            return None
        if _HEADER_PER_THOUSAND.search(text) and re.search(r"token", text, re.I):
            return "per_million_tokens", Decimal(1000), _HEADER_PER_THOUSAND.search(text).group(0)
        if _HEADER_PER_MILLION.search(text) and re.search(r"token", text, re.I):
            return "per_million_tokens", Decimal(1), _HEADER_PER_MILLION.search(text).group(0)
        return None
    return None


_LABELLED_NUMBER = re.compile(
    # ("orbital-7   in 0.10   out 0.30": a rate card's short labels, only before a decimal amount)
    r"(?<![A-Za-z])(?P<label>(?:cached[\s_]?)?input|output|prompt|completion|cache[- ]?(?:hit|miss)|输入|输出|缓存命中|缓存未命中|"
    r"命中缓存|未命中缓存|(?:in|out)(?=\s+\d+\.\d))(?![A-Za-z])\s*(?P<qualifier>[（(][^()（）\d]{1,16}[)）])?\s*(?:tokens?)?\s*[:：=]?\s*"
    # (a full stop after the figure ends the sentence: "output 1.00.")
    # ("input 3.0e-5": a per-token figure in scientific notation, never 3.0)
    r"(?P<num>\d+(?:\.\d+)?)(?!\d|\.\d|,\d|[eE][-+]?\d)(?!\s?(?:[KkMmBb万亿千百%x×]|tokens?|toks?|个|倍|秒|ms\b|s\b|GB|字|次))", re.I)


def _labelled_numbers(context: DocumentContext, index: int, sentence: str) -> list[MoneyMention]:
    """Bare amounts after token labels ("input 1.25 / output 10.00", "输入（缓存命中）1.00") in a card or
    list whose currency and per-token unit are declared once above ("USD per 1M tokens", "单位：元 / 百万 tokens")."""
    matches = list(_LABELLED_NUMBER.finditer(sentence))
    if not matches:
        return []
    declaration = None
    # ("input 0.20, cached input 0.05, output 0.50 (USD / 1M tokens).": the unit stated in brackets after the amounts)
    own = [found.group(0) for found in re.finditer(r"[(（][^()（）]{2,40}[)）]", sentence[matches[-1].end():])]
    # (a table row looks above its table: "价格单位：元/1m tokens" over "| qwen-long | 输入：0.5，输出： 2 |")
    table = context.tables.get(index)
    first = table.first_sentence if table is not None and table.row(index) is not None else index
    lines = own + list(context.table_captions.get(index, [])) + \
        [context.sentence(back) for back in range(first - 1, max(-1, first - 11), -1)]
    if context.prepared.title:
        lines.append(context.prepared.title)
    for line in lines:
        if len(line) > 200:
            break
        currency = _currency_hint(line)
        declared = _declared_unit(line, strict=False) if currency else None
        if declared and declared[0] == "per_million_tokens":
            declaration = (currency, (declared[0], declared[1] * _cents_factor(line), *declared[2:]))
            break
    if declaration is None:
        # "Prices on every card are in US dollars per million tokens." at the head of a catalogue whose cards run on
        # for pages: one declaration in the document before, stated with no amount of its own, holds for them all
        found = {declared for back, declared in _page_unit_lines(context) if back < index}
        if len(found) != 1:
            return []
        currency, (unit, factor, quoted) = next(iter(found))
    else:
        currency, (unit, factor, quoted, _) = declaration
    mentions = []
    for match in matches:
        value = parse_decimal(match.group("num"))
        if value is None or value <= 0:
            continue
        label = match.group("label") + (match.group("qualifier") or "")
        label = {"in": "input", "out": "output"}.get(label.lower(), label)
        token_type = next((name for name, regex in _TOKEN_KEYWORDS if regex.search(label)), None)
        mentions.append(MoneyMention(start=match.start("num"), end=match.end("num"), amount=value * factor,
                                     quoted_amount=value, currency=currency, unit=unit, quoted_unit=quoted,
                                     token_hint=token_type,
                                     features={"unit_from": "heading", "token_word": True, "labelled": True}))
    return mentions


def _cents_factor(line: str) -> Decimal:
    """0.01 when a declaration counts in cents ("// prices are in cents per 1M tokens": "input: 300" is $3), else 1."""
    return Decimal("0.01") if re.search(r"\bcents?\s+(?:per|/)|¢\s*/|美分\s*/", line, re.I) \
        else Decimal(1)


def _page_unit_lines(context: DocumentContext) -> list[tuple[int, tuple]]:
    """(index, (currency, (unit, factor, quoted))) of every line of the document that declares a per-token unit and
    states no amount of its own, read once per document."""
    if context._page_unit_lines is None:
        found = []
        for index in range(len(context.prepared.sentences)):
            line = context.sentence(index)
            if len(line) > 200 or context.money(index) or not (currency := _currency_hint(line)):
                continue
            declared = _declared_unit(line, strict=False)
            if declared and declared[0] == "per_million_tokens":
                found.append((index, (currency, (declared[0], declared[1] * _cents_factor(line), declared[2]))))
        context._page_unit_lines = found
    return context._page_unit_lines


# The Chinese names of an hourly rental option ("按需", "竞价实例", "包月")
_HOURLY_OPTION_WORDS = r"按需(?:付费|计费)?|按量(?:付费|计费)?|竞价(?:实例)?|抢占式(?:实例)?|包月|包年|预留(?:实例)?"
_HOURLY_OPTION = r"(?:" + _HOURLY_OPTION_WORDS + r")"
# "按需：9.8", "竞价: 3.2", "On-demand: 2.49": a bare rate after an hourly pricing option's label, on a line of its own
_LABELLED_HOURLY = re.compile(
    r"^\s*(?:[-*•·]\s*)?(?P<label>" + _HOURLY_OPTION_WORDS + r"|"
    r"on[- ]demand|spot|preemptible|reserved(?:\s*\(?\s*\d\s*(?:-?\s*)?(?:yr|year)s?\s*\)?)?)\s*[:：]\s*"
    r"(?P<num>\d+(?:\.\d+)?)\s*$", re.I)
# "- H20：按需 6.8，包年折合 4.6": a chip's options, each a bare rate after its label, on one item's line
# (also in English, "- H100: on-demand 2.49, 3 year reserved 1.35", and with no colon after the chip when the options
# stand apart: "H100 SXM 80G    按需 14.8    竞价 9.6")
_ITEM_OPTION = r"(?:" + _HOURLY_OPTION_WORDS + r"|on[- ]demand|spot|preemptible|(?:\d+[- ]?(?:yr|year)s?\s+)?reserved)"
# (a chip's code may open the item: "· 910B 64G：按需 7.2")
_ITEM_HOURLY_OPTIONS = re.compile(r"^\s*(?:[-*•·]\s*)?(?:[^:：\n][^:：\n]{0,39}[:：]|[^:：\n\d\s]\S*(?:[ \t]\S+){0,3}?[ \t])\s*"
                                  r"(?:" + _ITEM_OPTION + r"\s*(?:折合|约|為|为)?\s*[:：]?\s*\d+(?:\.\d+)?\s*"
                                  r"(?:[，,、;；]\s*|\s+|$|(?=[（(])))+"
                                  # ("· H20：按需 5.2，竞价 2.6（竞价实例比按需便宜一半）": a remark in brackets may close it)
                                  r"(?:[（(][^()（）\n]{1,40}[)）]\s*)?$", re.I)
_ITEM_HOURLY_OPTION = re.compile(_ITEM_OPTION + r"\s*(?:折合|约|為|为)?\s*[:：]?\s*(?P<num>\d+(?:\.\d+)?)", re.I)
# A line that may stand between a list and its caption: a short note with no amount of money, no other list's heading
# ("数据来源：祁连算力平台官网，2026年5月25日更新。", not "Specs:")
_CAPTION_GAP_LINE = re.compile(r"(?!.*(?:\d\s*(?:元|美元|USD)|[$¥€£]\s?\d))(?!.*[:：]\s*$).{0,120}$", re.S)


def _hourly_caption(context: DocumentContext, index: int, sibling: re.Pattern) -> tuple[str, tuple] | None:
    """(currency, declared unit) of the caption a few lines above sentence ``index`` that declares a
    per-accelerator-hour unit ("A100 实例价格（元/卡/小时）"); only lines ``sibling`` matches (the other options or
    chips of the same list) may stand between."""
    for back in range(index - 1, max(-1, index - 14), -1):
        line = context.sentence(back)
        if len(line) > 120:
            return None
        currency = _currency_hint(line)
        declared = _declared_unit(line, strict=False) if currency else None
        if declared and declared[0] == "per_gpu_hour" and not _DECL_INSTANCE.search(line):
            return currency, declared
        if not sibling.match(line) and (sibling is not _ITEM_HOURLY_OPTIONS or not _CAPTION_GAP_LINE.match(line)):
            return None
    return None


def _labelled_hourly_numbers(context: DocumentContext, index: int, sentence: str) -> list[MoneyMention]:
    """A bare rate on a line of its own after an hourly pricing option's label ("按需：9.8"), or the options of one
    chip's list item ("- H20：按需 6.8，包年折合 4.6"), under a caption a few lines above that declares the currency
    and a per-accelerator-hour unit (:func:`_hourly_caption`)."""
    match = _LABELLED_HOURLY.match(sentence)
    if match is not None:
        numbers, sibling = [(match, {"line_condition_label": match.group("label")})], _LABELLED_HOURLY
    elif _ITEM_HOURLY_OPTIONS.match(sentence) and any(m.category == "hardware" for m in context.mentions[index]):
        numbers, sibling = [(option, {}) for option in _ITEM_HOURLY_OPTION.finditer(sentence)], _ITEM_HOURLY_OPTIONS
    else:
        return []
    if (caption := _hourly_caption(context, index, sibling)) is None:
        return []
    currency, declared = caption
    found = []
    for number, extra in numbers:
        value = parse_decimal(number.group("num"))
        if value is None or value <= 0:
            return []
        found.append(MoneyMention(start=number.start("num"), end=number.end("num"), amount=value, quoted_amount=value,
                                  currency=currency, unit="per_gpu_hour", quoted_unit=declared[2],
                                  hour_scope=declared[3], features={"unit_from": "heading", "labelled": True, **extra}))
    return found


def _hourly_context(context: DocumentContext, index: int, sentence: str) -> set[str]:
    """Currencies of the per-accelerator-hour prices of the previous eight sentences, when this sentence
    names an accelerator and no token word (so that a bare amount in it reads as a rental price)."""
    if any(regex.search(sentence) for _, regex in _TOKEN_KEYWORDS) or re.search(r"\btokens?\b", sentence, re.I):
        return set()
    if not any(m.category == "hardware" for m in context.mentions[index]):
        if index > 0 and _RENTAL_BACK_REFERENCE.search(sentence):
            # "A three-year commitment brings it to $2.60.", "when the same card went for 610 yen" right after a
            # sentence renting a chip by the hour: that chip's rate again
            return set(context.sentence_hourly.get(index - 1, []))
        return set()
    found = {currency for back in range(index - 1, max(-1, index - 9), -1)
             for currency in context.sentence_hourly.get(back, [])}
    # "lists at $4.20 per GPU-hour on demand, and its three-year committed rate is $2.95": the sentence's own hourly price
    found |= {mention.currency for mention in context.money(index)
              if mention.unit == "per_gpu_hour" and not mention.features.get("unit_from")}
    if not found and any(_HOURLY_RATES_NAMED.search(context.sentence(back)) for back in range(index, max(-1, index - 3), -1)):
        # "Lower GPU hourly rates as part of the wind-down:" over "A10 $1.50 -> $0.75, L40S $1.25 -> $0.70": rates the
        # line before names hourly, with no amount of its own
        found = {mention.currency for mention in context.money(index)}
    return found


_RENTAL_BACK_REFERENCE = re.compile(r"\bthe\s+same\s+(?:card|chip|GPU|accelerator|instance)\b|"
                                    r"^\W*(?:an?|the|its)\s+(?:one|two|three|1|2|3)[- ]year\s+(?:commitment|reservation|term|"
                                    r"contract)\s+(?:brings|takes|cuts|drops|lowers)\s+(?:it|that|the\s+rate)\b", re.I)
# "GPU hourly rates", "hourly GPU pricing", "per-hour rates for each GPU", "GPU 每小时价格"
_HOURLY_RATES_NAMED = re.compile(r"\b(?:GPU|accelerator|instance)s?\s+(?:hourly|per[- ]hour)\s+(?:rates?|pric\w+)\b|"
                                 r"\b(?:hourly|per[- ]hour)\s+(?:GPU|accelerator)\s+(?:rates?|pric\w+)\b|"
                                 r"(?:GPU|显卡|算力卡)\s?(?:每小时|小时)\s?(?:价格|单价|费用)", re.I)


def _context_unit(context: DocumentContext, index: int, currency: str) -> tuple[Decimal, str] | None:
    """(factor, quoted unit) of the per-token prices of ``currency`` this or the previous three sentences state."""
    for mention in context.money(index):
        if mention.unit == "per_million_tokens" and mention.currency == currency and not mention.scale_word \
                and not mention.features.get("restated_as_quantity"):
            return _unit_factor(mention), mention.quoted_unit or "per 1M tokens"
    for back in range(index - 1, max(-1, index - 4), -1):
        for price_currency, _, factor, quoted in context.sentence_prices.get(back, []):
            if price_currency == currency:
                return factor, quoted
    return None


# "$0.125, prompts ≤ 200k tokens", "$2.50 for prompts over 200K": a tier of a per-token price.
_PROMPT_TIER_AFTER = re.compile(r"\s*[,，(（]?\s*(?:for\s+)?(?:prompts?|context|input)\s*(?:[≤<>≥]=?|<=|>=|up\s+to|over|above|"
                                r"under|below|longer\s+than|shorter\s+than)\s*\d+\s?[kKM]\b", re.I)


def _page_token_unit(context: DocumentContext, index: int, currency: str | None) -> tuple[Decimal, str] | None:
    """(factor, quoted unit) every per-token price of ``currency`` (of any, for ``None``) stated with its unit before
    sentence ``index`` shares, when at least two were and they agree ("Input $3.00/M" … on the model cards above a
    flattened "Model Pricing" list that repeats "Text Input" / "$3.00" without the "/M"); ``None`` otherwise."""
    units = {(factor, quoted) for back in range(index) for price_currency, _, factor, quoted
             in context.sentence_prices.get(back, []) if currency is None or price_currency == currency}
    stated = sum(1 for back in range(index) for price_currency, *_ in context.sentence_prices.get(back, [])
                 if currency is None or price_currency == currency)
    if stated < 2 or len({factor for factor, _ in units}) != 1:
        return None
    return min(units)   # (the same on every run: a set's order follows string hashing)


def _sibling_list_unit(context: DocumentContext, index: int, currency: str) -> tuple[Decimal, str] | None:
    """(factor, quoted unit) of the per-token denominator a neighbouring item of the same bulleted list states
    ("• $4.50 / 1,000,000 tokens per hour" under "• $0.125, prompts ≤ 200k tokens"), or None."""
    if not _list_item(context, index):
        return None
    for other in (index + 1, index + 2, index - 1, index - 2):
        if not 0 <= other < len(context.prepared.sentences) or not _list_item(context, other):
            continue
        for mention in context.money(other):
            if mention.unit == "per_million_tokens" and mention.currency == currency and not mention.scale_word \
                    and not mention.features.get("restated_as_quantity"):
                return _unit_factor(mention), "per 1M tokens"
    return None


def _list_item(context: DocumentContext, index: int) -> bool:
    """Whether sentence ``index`` opens a bulleted line."""
    start = context.prepared.sentences[index][0]
    text = context.prepared.text
    return bool(re.fullmatch(r"\s*[•·*\-–]\s*", text[text.rfind("\n", 0, start) + 1:start]))


def _unit_factor(mention: MoneyMention) -> Decimal:
    """The factor from the quoted amount to per-million (currency subunits such as cents left out)."""
    if not mention.quoted_amount:
        return Decimal(1)
    factor = mention.amount / mention.quoted_amount
    return factor * 100 if mention.features.get("cents") else factor
