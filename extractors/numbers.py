"""Numbers and units in claim sentences: money, multipliers and changes, measured rates.

Every finder takes one sentence and returns mentions with ``start``/``end`` offsets into that
sentence. Amounts are :class:`decimal.Decimal` throughout so that "0.0008 yuan per 1,000
tokens" becomes exactly ``0.8`` per million. The finders state what the text says (the amount
in its currency and unit, the number and its direction); deciding whether a mention is a claim
and of which metric is the job of :mod:`extractors.rules`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation

from extractors.patterns import compile_led

__all__ = [
    "MoneyMention",
    "ChangeMention",
    "RateMention",
    "parse_decimal",
    "find_money",
    "find_changes",
    "find_rates",
    "ratio_for",
]

MILLION = Decimal(1_000_000)

_SCALES = {
    "k": Decimal(1_000), "thousand": Decimal(1_000), "千": Decimal(1_000),
    "m": MILLION, "mm": MILLION, "mn": MILLION, "mil": MILLION, "million": MILLION, "百万": MILLION,
    "b": Decimal(10) ** 9, "bn": Decimal(10) ** 9, "billion": Decimal(10) ** 9,
    "t": Decimal(10) ** 12, "trillion": Decimal(10) ** 12,
    "万": Decimal(10_000), "萬": Decimal(10_000), "亿": Decimal(10) ** 8, "百": Decimal(100), "十万": Decimal(100_000),
    "千万": Decimal(10) ** 7,
}
_WORD_NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30,
    "forty": 40, "fifty": 50, "hundred": 100, "a hundred": 100,
}
# A price's unit right after an amount in words ("two dollars per million input tokens", "a dollar an hour")
WORD_AMOUNT_UNIT_AFTER = re.compile(r"\s+(?:per|a|an|for\s+each)\s+(?:million|thousand|1M|1K|M|K|GPU|hour|chip)\b", re.I)
_TENS_WORDS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
               "ninety": 90}
# An amount of money written in words: "five", "fifteen", "twenty-five", "sixty nine" (never the "five" of "twenty-five")
_MONEY_WORD = (r"(?<![-\w])(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|"
               r"seven|eight|nine)\b)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
               r"fifteen|sixteen|seventeen|eighteen|nineteen)")


def _money_word_value(text: str) -> int | None:
    """The number a word amount of ``_MONEY_WORD`` says ("twenty-five" → 25), or None."""
    parts = text.lower().replace("-", " ").split()
    if len(parts) == 1:
        return _WORD_NUMBERS.get(parts[0]) or _TENS_WORDS.get(parts[0])
    if len(parts) == 2 and parts[0] in _TENS_WORDS and parts[1] in _WORD_NUMBERS and _WORD_NUMBERS[parts[1]] < 10:
        return _TENS_WORDS[parts[0]] + _WORD_NUMBERS[parts[1]]
    return None
_CHINESE_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6,
                   "七": 7, "八": 8, "九": 9, "十": 10}

NUMBER = r"(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)"
_HEDGE = (r"(?P<hedge>up\s+to|as\s+much\s+as|as\s+high\s+as|more\s+than|over|nearly|almost|close\s+to|about|around|"
          r"approximately|roughly|approx\.?|at\s+least|at\s+most|under|less\s+than|something\s+like|some|~|≈|(?<![-=])>|<(?![-=])|"
          r"高达|超过|近|约|最多|最高|达|至少)")


def parse_decimal(text: str) -> Decimal | None:
    """``"1,234.5"`` → ``Decimal("1234.5")``; ``None`` when ``text`` is not a plain number."""
    try:
        return Decimal(text.replace(",", "").strip())
    except (InvalidOperation, AttributeError):
        return None


def _scale(word: str | None) -> Decimal:
    if not word:
        return Decimal(1)
    return _SCALES.get(word.strip().lower().replace(" ", ""), Decimal(1))


def _normalise_hedge(hedge: str | None) -> str | None:
    if not hedge:
        return None
    hedge = " ".join(hedge.lower().split()).rstrip(".")
    return {
        "as much as": "up to", "as high as": "up to", "高达": "up to", "最多": "up to", "最高": "up to",
        "over": "more than", "超过": "more than", "超": "more than", ">": "more than", "达": None,
        "nearly": "nearly", "almost": "nearly", "close to": "nearly", "around": "about", "approximately": "about",
        "roughly": "about", "approx": "about", "something like": "about", "~": "about", "≈": "about", "近": "nearly", "约": "about",
        "接近": "nearly", "将近": "nearly", "將近": "nearly", "大约": "about", "大約": "about",
        "some": "about", "至少": "at least", "under": "less than", "<": "less than",
    }.get(hedge, hedge)


# --------------------------------------------------------------------------- money

@dataclass
class MoneyMention:
    """A money amount with the unit quantity it is quoted against.

    ``amount`` is already converted to ``unit`` (per million tokens or per accelerator hour);
    ``unit`` is ``None`` when the text gives no unit next to the amount. ``scale_word`` is set
    for amounts like "$100B" (funding-sized figures, never per-token prices).
    """

    start: int
    end: int
    amount: Decimal
    quoted_amount: Decimal
    currency: str
    unit: str | None = None
    quoted_unit: str | None = None
    token_hint: str | None = None
    hour_scope: str | None = None
    scale_word: str | None = None
    unit_before: bool = False
    features: dict = field(default_factory=dict)

    @property
    def text_span(self) -> tuple[int, int]:
        return self.start, self.end


_CURRENCY_PREFIX = {
    "us$": "USD", "usd": "USD", "$": "USD", "€": "EUR", "eur": "EUR", "£": "GBP", "gbp": "GBP",
    "¥": "CNY", "rmb": "CNY", "cny": "CNY", "jpy": "JPY", "jp¥": "JPY", "人民币": "CNY", "y": "CNY",
    # dollars of other countries: "NT$24" is 24 New Taiwan dollars, never US$24
    "nt$": "TWD", "twd": "TWD", "hk$": "HKD", "hkd": "HKD", "s$": "SGD", "sgd": "SGD", "a$": "AUD", "aud": "AUD",
    "c$": "CAD", "cad": "CAD",
    # Indian rupees ("₹226/hr", "INR 300", "Rs 150 per GPU-hour", "Rs.105/hour")
    "₹": "INR", "inr": "INR", "rs": "INR", "rs.": "INR",
}
_CURRENCY_SUFFIX = {
    "us cent": "USD", "us cents": "USD", "euro cent": "EUR", "euro cents": "EUR", "cent": "USD", "cents": "USD", "¢": "USD", "yuan": "CNY", "元": "CNY", "块": "CNY", "块钱": "CNY",
    "人民币": "CNY", "rmb": "CNY", "cny": "CNY", "usd": "USD", "dollar": "USD", "dollars": "USD",
    "us dollars": "USD", "euro": "EUR", "euros": "EUR", "eur": "EUR", "yen": "JPY", "jpy": "JPY",
    "円": "JPY", "pound": "GBP", "pounds": "GBP", "gbp": "GBP", "美元": "USD", "美分": "USD", "欧元": "EUR",
    "日元": "JPY", "英镑": "GBP", "美金": "USD", "$": "USD", "€": "EUR", "¥": "CNY", "￥": "CNY",  # "0.15$ per 1M tokens": the sign written after the amount
    "新台币": "TWD", "台币": "TWD", "新台幣": "TWD", "台幣": "TWD", "twd": "TWD", "港元": "HKD", "港币": "HKD", "港幣": "HKD",
    "hkd": "HKD", "inr": "INR", "rupees": "INR", "₹": "INR",
    # 厘, a thousandth of a yuan ("0.8厘/千tokens", "5厘钱/千tokens")
    "厘": "CNY", "厘钱": "CNY",
}
_MONEY = re.compile(
    r"(?:(?P<pre>(?<![A-Za-z/])(?:NT|HK|[SAC])\$|US\$|JP¥|USD|EUR|GBP|RMB|CNY|JPY|TWD|HKD|SGD|AUD|CAD|INR|人民币|[$€£¥₹]|"
    r"(?<![A-Za-z])(?-i:Rs)\.?(?=\s?\d)|"
    # ("Y0.40/M input": the yen/yuan sign typed as a plain Y, only right before a per-token price)
    r"(?<![A-Za-z0-9/])(?-i:Y)(?=\d[\d.,]*\s?/\s?(?:1\s?)?(?:M|K|MTok)(?![A-Za-z])))\s?(?P<num1>"
    # ("€0,52", "€2,10": a euro amount with a decimal comma, one or two digits after it, or a leading zero)
    r"(?<=€)\d{1,3},\d{1,2}(?!\d|[.,]\d)|(?<=€)0,\d{3}(?!\d|[.,]\d)|(?<=€\s)\d{1,3},\d{1,2}(?!\d|[.,]\d)|" + NUMBER + r")"
    r"(?:\s?(?P<scale1>thousand|million|billion|trillion|bn|mn|[KkMBT](?![A-Za-z]))(?!\s*(?:tokens|toks?\b)))?"
    # ("1,16$ per 1M Tokens": a decimal comma before a trailing sign, read whole below, never "16$")
    r"|(?<![A-Za-z0-9_.])(?<!\d,)(?P<num2>\d{1,3},\d{1,2}(?=\s?[$€])|" + NUMBER + r"|" + _MONEY_WORD + r"(?=\s)"
    # "一块钱可以买到200万tokens": one yuan in words, only as the money that buys a quantity (checked below)
    r"|(?<![一二三四五六七八九十百千万两零第])[一两](?=\s?(?:块钱|元钱|块|元)))"
    r"\s?(?P<scale2>thousand|million|billion|万|亿)?\s?"
    r"(?P<suf>US\s+dollars|US\s+cents?|euro\s+cents?|cents?|¢|yuan|新台[币幣]|台[币幣]|港元|港[币幣]|元|块钱|块|人民币|RMB|CNY|USD|TWD|HKD|INR|rupees|dollars?|euros?|EUR|yen|JPY|円|pounds?|GBP"
    r"|美元|美金|美分|欧元|日元|英镑|厘钱|厘(?![米秒])|(?<=\d)\$(?!\s?\d)|(?<=\d)€(?!\s?\d)|(?<=\d)[¥￥](?!\s?\d))(?![A-Za-z]))",
    re.I,
)
# A currency's name written before an amount that ends with the bare 元 ("新台幣 6 元", "港币 10 元").
_CURRENCY_NAME_BEFORE = re.compile(r"(新台[币幣]|台[币幣]|港[币幣]|港元)\s*(?:约|約|为|為)?\s*$")
# The quantity a price is quoted against, right after the amount.
# ("$0.12/$0.30 in/out Mtoken": a price card's short pair in place of "per")
_PER = r"\s*(?:/|per\b|for\s+(?:every|each|a|one)\b|a\b|an\b|every\b|each\b|每|in\s?/\s?out\s+(?=M\s?tok))\s*"
# Token words of Chinese pages, machine-translated ones included ("每100万个提示词标记", "每百万代币", "输入令牌").
ZH_TOKEN_WORD = r"词元|詞元|令牌|代币|代幣|标记|標記"
# The prompt and the completion in such translations, only right before a token word.
_ZH_MT_QUALIFIER = r"(?:提示词|提示|补全|完成)(?=\s?(?:" + ZH_TOKEN_WORD + r"))"
_TOKEN_QUALIFIER = (r"(?P<tq>input|output|prompt|completion|cached(?:\s+input)?|cache[- ]hit|cache[- ]miss|"
                    r"输入|输出|缓存命中|缓存未命中|" + _ZH_MT_QUALIFIER + r")")
_PER_TOKENS = re.compile(
    # (a line break ends the unit: "input: 2.5 rmb / M" over "output: 8 rmb / M" is no output price)
    r"(?:[^\S\n]?" + _TOKEN_QUALIFIER.replace("?P<tq>", "?P<tq0>") + r"(?:[^\S\n]+tokens?)?)?"
    + _PER + r"(?:(?P<qnum>\d[\d,]*(?:\.\d+)?)\s?(?P<qscale>(?:thousand|million|billion|mn|[KkMm])(?![a-z])|千|万|百万|亿)?"
    r"|(?P<qword>(?:one\s+million|a\s+million|one\s+thousand|a\s+thousand|million|thousand|MM|mil|M|K)(?![a-z])|M(?=tok)"
    # (not a thousand of something else: "元/千瓦时" is per kWh, "元/千次" per thousand calls, "元/千字" per characters)
    r"|百万|千|万)(?![瓦米克次张張字人份页頁条條])(?!\s?(?:次|张|張|字|页|頁)))?"
    r"[^\S\n]?(?:" + _TOKEN_QUALIFIER + r"[^\S\n]?)?(?:个\s?)?(?P<tok>MTok|KTok|tokens?|toks?|token|" + ZH_TOKEN_WORD + r")?(?![A-Za-z])",
    re.I,
)
_PER_HOUR = re.compile(
    # ("1.50 RMB (per Card per Hour)": the unit in brackets after the amount)
    r"\s*(?:[(（]\s*)?(?:/|per\b|an?\b|每|一)\s*(?:(?P<scope>GPU|chip|accelerator|card|device|TPU|卡|晶片|芯片|instance|node|server|"
    r"machine|VM|pod|box|system|cluster|台)\s?(?:[-/ ·・]|\s+per\s+)?\s?)?(?:hr|hour|h|小时|(?<=/)时|(?<=/\s)时|(?<=[卡張张])时)(?![A-Za-z]|(?<=[hH])\d)"
    r"|\s*(?P<hourly>hourly)\b"
    r"|\s*(?:/|per\b)\s*(?:(?:[A-Z][A-Za-z]*\d[\w.]*|[A-Z]\d{2,3}[A-Z]?)\s)?(?P<scope2>GPU|chip|accelerator|card|TPU)[- ]hours?\b"
    # "7.8 元/卡时", "6.5 元/卡·时": a card-hour written as one word
    r"|\s*/\s*(?P<scope3>卡)\s?[·・]?\s?(?:时|時)(?![间間])"
    # "$4.10 per H200-hour": an hour of the chip the unit names
    r"|\s*(?:/|per\b)\s*(?-i:(?P<scope4>[A-Z]{1,3}\d{2,4}[A-Z]?))[- ]hours?\b",
    re.I,
)
# "$0.001097/sec", "$0.0915 per minute", "H100 $0.001525/sCloudflare" (a flattened graphic): a price per second or
# minute of use. Only a lowercase unit may run into a capitalised word ("/S" of "/SXM" is not a second).
_PER_TIME = re.compile(
    r"\s*(?:/|per\b|a\b|每)\s*(?:(?:GPU|chip|card)[- ])?"
    r"(?P<unit>(?-i:secs?|seconds?|s|mins?|minutes?)(?-i:(?![a-z]))|(?P<zh>秒|分钟))",
    re.I,
)
_BUYS = re.compile(
    r"\s*(?:钱|人民币)?\s*(?:就|便|即|都|则|也)?\s*(?:can\s+|will\s+)?(?:buys?|gets?|purchases?|pays\s+for|covers?|可买|能买|可以买|买|可购买|可处理|能处理|可以处理|"
    r"可调用|能调用|可以调用|可生成|能生成|=|换)\s*(?:到\s*)?"
    # "1 元可调用 qinglan-turbo 输入 125 万 tokens": the model and the token type may come before the quantity
    r"(?:[A-Za-z][\w.\-]{1,30}\s?)?(?:(?P<btq0>输入|输出)\s?)?"
    r"(?P<n>\d[\d,]*(?:\.\d+)?)\s?(?P<scale>million|thousand|billion|M|K|万|百万|亿|千)?\s?个?\s?"
    r"(?:(?:缓存命中的|缓存未命中的)?(?P<btq>输入|输出|input|output|cached\s+input)\s?)?(?:tokens?|" + ZH_TOKEN_WORD + r")",
    re.I,
)
_UNIT_BEFORE = re.compile(
    # ("价格为：百万 tokens 输入 0.5 元": the quantity without 每, at the head of a list of prices)
    # ("输入是百万token1.01美金": the quantity after the copula)
    r"(?:(?:每|(?<=[:：，,、])\s?|(?<=[是为為])\s?)\s?(?P<zq>百万|千|万|1M|1K|百万个|千个|100\s?万|1,?000,?000|1,?000)\s?个?\s?"
    r"(?:(?P<ztq>输入|输出|缓存命中|缓存未命中|input|output|" + _ZH_MT_QUALIFIER + r")\s?)?"
    r"(?:tokens?|" + ZH_TOKEN_WORD + r")?"
    # "每百万Tokens(模型处理的基本数据单位)0.3元": a gloss of the token word in brackets
    r"(?:\s?[(（][^()（）\d$¥€£]{1,20}[)）])?"
    r"|per\s+(?P<eq>1M|1K|million|thousand|1,000,000|1,000|100K)\s+(?:(?P<etq>input|output)\s+)?tokens?)"
    r"\s?(?:" + _TOKEN_QUALIFIER + r")?\s?"
    # "每百万tokens的输出价格在标准时段为16元": a short stretch of words may sit between unit and amount.
    r"(?:[^\d$¥€£元,，;；。、]{0,14}?(?:价格|价|仅需|只需|为|是|收费|定价))?"
    # "每百万token仅0.14美元": an adverb of degree between unit and amount
    r"\s?(?:价格|仅需|只需|只要|仅|只|低至|约|为|是|:|：|-|–|—|\||\))?\s*$",
    re.I,
)
# "每卡每小时5.2元", "per GPU-hour: $2.10": an hourly unit written before the amount.
_HOUR_BEFORE = re.compile(
    # ("租 H100 一小时 11.5 元": one hour's rent named before the amount; not "第一小时", the first hour)
    r"(?:(?:每\s?(?P<scope>卡|张卡|張卡|颗|顆|块|塊|GPU|张|張|台|节点|節點|实例|實例)\s?)?(?:每\s?(?:个\s?|個\s?)?(?:小时|小時|时|時)|(?<![\d万千百十第])一\s?(?:个\s?|個\s?)?(?:小时|小時))"
    # ("每卡时 7.8 元": a card-hour, 卡时, written as one word)
    r"|每\s?(?P<cardhour>卡)\s?[·・•]?\s?(?:时|時))\s*"
    r"(?:的)?(?:价格|價格|租金|费用|費用|报价|報價|单价|單價)?"
    # "每卡每小時由新台幣120元…": the first amount of a change written after the unit
    r"(?:\s*(?:由|从|從))?"
    # "H100每卡时降至13.8元": the new amount of a change written after the unit
    r"(?:\s*(?:降至|降到|下调至|下調至|调至|調至|调整为|調整為|涨至|漲至|升至))?"
    # "每 GPU 每小时新台币 145 元": the currency's name may sit between the unit and the amount
    r"\s*(?:仅需|只需|只要|仅|僅需|僅|为|為|是|约|約|:|：)?\s*(?:新台[币幣]|台[币幣]|人民[币幣]|港[币幣])?\s*$"
    r"|\bper\s+(?P<escope>GPU|chip|accelerator|card)[- ]hours?\s*(?:is|of|at|:|：)?\s*$"
    # "bring the chip-hour rate down to $1.68": the rate named, then the verb that sets it
    r"|\b(?P<rscope>GPU|chip|accelerator|card)[- ]hour\s+(?:rate|price)\s+(?:(?:is|was|falls?|fell|drops?|dropped|comes?|"
    r"goes|went|moves?|moved|down|up|to|at|of|bring\w*|cut|lowered|reduced|\w+s)\s+){0,3}(?:to|at|of|is)?\s*$",
    re.I,
)
# Between the two amounts of a change under one hourly unit: "降至新台幣", "调至", "to"
_CHANGED_TO_GAP = re.compile(r"\s*(?:降至|降到|降为|降為|调降至|調降至|调至|調至|调整为|調整為|涨至|漲至|升至|提高至|提高到|上调至|上調至)\s*"
                             r"(?:新台[币幣]|台[币幣]|人民[币幣]|港[币幣])?\s*")
_HOUR_SCOPES = {"卡": "卡", "张卡": "卡", "張卡": "卡", "颗": "卡", "顆": "卡", "块": "卡", "塊": "卡", "张": "卡", "張": "卡",
                "gpu": "gpu", "台": "台", "节点": "node", "節點": "node", "实例": "instance", "實例": "instance"}
# "$0.0005 per 1,000 characters": a price per something other than tokens.
_PER_OTHER_BEFORE = re.compile(
    r"(?:每|单|單)(?:生成|处理|處理|调用|調用|输出|輸出)?\s*(?:一|1)?\s*(?P<other>张|張|条|條|次|段|幅|页|頁)"
    r"[^，,。；;：:\d]{0,24}(?:\d+\s*(?:秒|分钟|分鐘|[pP]|K)[^，,。；;：:\d]{0,16})*?(?:只需|仅需|僅需|约为|約為|约|約|为|為|需|是|要)?\s*$|"
    r"\b(?:per|each|a\s+single|one)\s+(?P<other_en>image|video|clip|picture|song)\b[^.;,]{0,24}$",
    re.I,
)
_PER_OTHER = re.compile(
    r"\s*(?:/|per\b|for\s+(?:every|each)\b|每)\s*(?:(?:[\d,.]+\s?)?(?:K|M|thousand|million|billion|千|万|百万)?\s*)?(?:个\s?)?"
    # "$35 / 1,000 grounded prompts": a count of requests, whatever word qualifies them
    r"(?:(?:grounded|search|web|API|successful|billable|image|tool|GET|PUT|POST|LIST|write|read)\s+)?"
    r"(?P<other>characters?|chars?|requests?|calls?|images?|searches|queries|pages?|GB|seconds?|minutes?|words?|steps?|"
    r"units|operations|transactions|invocations|"
    r"(?<=grounded\s)prompts?|(?<=search\s)prompts?|"
    # ("¥0.00002/字": a character of synthesised speech, not a token)
    r"次|张|字符|字(?![节節])|分钟)(?![A-Za-z])",
    re.I,
)


def _quantity_from(match: re.Match) -> tuple[Decimal | None, str | None]:
    """Tokens per quoted unit from a ``_PER_TOKENS`` match, and the token word if any."""
    qnum, qscale, qword, token = (match.group("qnum"), match.group("qscale"), match.group("qword"),
                                  match.group("tok"))
    if qnum:
        quantity = parse_decimal(qnum)
        if quantity is None or quantity == 0:
            return None, token
        if not qscale and token and token.lower() in ("mtok", "ktok"):
            # "$0.3 per 1Mtok": one of the abbreviated unit, a million (or a thousand) tokens
            return quantity * (MILLION if token.lower() == "mtok" else Decimal(1000)), token
        return quantity * _scale(qscale), token
    if qword:
        word = qword.lower().replace("one ", "").replace("a ", "").strip()
        return _scale(word), token
    if token:
        if token.lower() == "mtok":
            return MILLION, token
        if token.lower() == "ktok":
            return Decimal(1000), token
        return Decimal(1), token
    return None, None


def find_money(sentence: str) -> list[MoneyMention]:
    """Money amounts in ``sentence`` with the unit each is quoted against, where written.

    Handles "$0.14/M", "US$0.55 per 1M output tokens", "14 cents per million", "¥2",
    "2元/百万tokens", "每百万tokens 0.5元", "€0.40", "0.0008元/千tokens", "$2.10/hr",
    "$2.99 per GPU-hour" and "1 yuan buys 1.25 million tokens" (→ 0.8 per million).
    """
    mentions: list[MoneyMention] = []
    previous_end = 0
    for match in _MONEY.finditer(sentence):
        if match.group("pre"):
            prefix = match.group("pre").lower()
            currency = _CURRENCY_PREFIX.get(prefix, "USD")
            number_text, scale_word = match.group("num1"), match.group("scale1")
            if currency == "EUR" and re.fullmatch(r"\d{1,3},\d{1,2}|0,\d{3}", number_text):
                number_text = number_text.replace(",", ".")   # "€0,52": the comma is the decimal mark
        else:
            suffix = " ".join(match.group("suf").lower().split())
            currency = _CURRENCY_SUFFIX.get(suffix, "USD")
            number_text, scale_word = match.group("num2"), match.group("scale2")
            if re.fullmatch(r"\d{1,3},\d{1,2}", number_text):
                number_text = number_text.replace(",", ".")   # "1,16$": the comma is the decimal mark
        if number_text in ("一", "两"):
            if not _BUYS.match(sentence[match.end():match.end() + 80]):
                continue  # "一元化", "两元店": a yuan in words prices nothing unless it buys tokens
            quoted = Decimal(1 if number_text == "一" else 2)
        elif (word_value := _money_word_value(number_text)) is not None:
            if not match.group("suf").lower().endswith(("cent", "cents")) and \
                    not WORD_AMOUNT_UNIT_AFTER.match(sentence, match.end()):
                # "one dollar" style amounts are too ambiguous outside cents, unless a price's unit follows
                # ("two dollars per million input tokens")
                continue
            quoted = Decimal(word_value)
        else:
            quoted = parse_decimal(number_text)
        if quoted is None:
            continue
        amount = quoted * _scale(scale_word)
        suffix_word = (match.group("suf") or "").lower()
        cents = not match.group("pre") and re.search(r"cents?$|¢|美分", suffix_word)
        if cents:
            amount = amount / 100
            if suffix_word.startswith("euro"):
                currency = "EUR"
        if suffix_word in ("厘", "厘钱"):
            amount = amount / 1000
        if currency == "CNY" and match.group("pre") == "¥" and re.search(r"\b(yen|JPY|Japan)", sentence, re.I):
            currency = "JPY"
        if currency == "CNY" and suffix_word in ("元", "块", "块钱") and \
                (named := _CURRENCY_NAME_BEFORE.search(sentence, max(0, match.start() - 8), match.start())):
            currency = _CURRENCY_SUFFIX[named.group(1)]  # "新台幣 6 元": Taiwan dollars, with the yuan sign's word
        mention = MoneyMention(start=match.start(), end=match.end(), amount=amount, quoted_amount=quoted,
                               currency=currency, scale_word=scale_word)
        if cents:
            mention.features["cents"] = True
        rest = sentence[match.end():match.end() + 80]
        per_hour = _PER_HOUR.match(rest)
        buys = _BUYS.match(rest)
        per_tokens = _PER_TOKENS.match(rest)
        if per_hour:
            scope = per_hour.group("scope") or per_hour.group("scope2") or per_hour.group("scope3") or \
                ("GPU" if per_hour.group("scope4") else None)
            mention.unit = "per_gpu_hour"
            mention.hour_scope = scope.lower() if scope else None
            mention.quoted_unit = per_hour.group(0).strip().lstrip("(（").strip()
            mention.end = match.end() + per_hour.end() + (1 if rest[per_hour.end():per_hour.end() + 1] in (")", "）") and
                                                           per_hour.group(0).lstrip()[:1] in ("(", "（") else 0)
        elif buys:
            tokens = (parse_decimal(buys.group("n")) or Decimal(0)) * _scale(buys.group("scale"))
            if tokens > 0:
                mention.amount = amount * MILLION / tokens
                mention.unit = "per_million_tokens"
                mention.quoted_unit = "tokens per " + match.group(0).strip()
                mention.end = match.end() + buys.end()
                mention.features["restated_as_quantity"] = True
                mention.token_hint = _token_type_word(buys.group("btq") or buys.group("btq0"))
        elif per_tokens and (per_tokens.group("qnum") or per_tokens.group("qword") or per_tokens.group("tok")) and \
                not (per_tokens.group("tok") is None and _PER_OTHER.match(rest)):
            # ("$5 / 1k calls", "$0.001 per 5 steps": a quantity of something other than tokens)
            quantity, token_word = _quantity_from(per_tokens)
            qnum_only = per_tokens.group("qnum") and not (per_tokens.group("qscale") or token_word)
            if quantity and not qnum_only:
                mention.amount = amount * MILLION / quantity
                mention.unit = "per_million_tokens"
                mention.quoted_unit = per_tokens.group(0).strip()
                mention.end = match.end() + per_tokens.end()
                mention.token_hint = _token_type_word(per_tokens.group("tq") or per_tokens.group("tq0"))
                mention.features["token_word"] = bool(token_word)
        if mention.unit is None and (per_time := _PER_TIME.match(rest)):
            # Kept unit-less here: whether the seconds are an accelerator's the price rules decide.
            unit = per_time.group("unit")
            mention.features["per_time"] = "minute" if unit.startswith("min") or unit == "分钟" else "second"
            mention.features["per_time_end"] = match.end() + per_time.end()
            mention.features["per_time_quoted"] = per_time.group(0).strip()
        if mention.unit is None and (other := _PER_OTHER.match(rest)):
            mention.features["per_other"] = other.group("other")
        if mention.unit is None and "per_other" not in mention.features:
            # "相当于每生成一条5秒的视频只需3.67元", "单张成本分别约为2美分、7美分和19美分", "each image costs about
            # $0.04": what one item costs, said before the amount (and so for the rest of its list)
            if (other := _PER_OTHER_BEFORE.search(sentence, max(0, match.start() - 40), match.start())) is not None:
                mention.features["per_other"] = other.group("other") or other.group("other_en")
            elif mentions and mentions[-1].features.get("per_other") and \
                    re.fullmatch(r"\s*(?:[、,，/]|和|与|及|or|and)\s*(?:[、,，]\s*)?(?:and\s+|和\s*)?",
                                 sentence[mentions[-1].end:match.start()]):
                mention.features["per_other"] = mentions[-1].features["per_other"]
        if mention.unit is None:
            before = sentence[max(previous_end, match.start() - 40):match.start()]
            unit_before = _UNIT_BEFORE.search(before)
            if unit_before:
                quantity_word = (unit_before.group("zq") or unit_before.group("eq") or "").lower()
                quantity_word = re.sub(r"[个\s,]", "", quantity_word)
                quantity = {"百万": MILLION, "千": Decimal(1000), "万": Decimal(10000), "1m": MILLION,
                            "1k": Decimal(1000), "million": MILLION, "thousand": Decimal(1000),
                            "1000000": MILLION, "1000": Decimal(1000), "100万": MILLION,
                            "100k": Decimal(100000)}.get(
                    quantity_word)
                if quantity:
                    mention.amount = amount * MILLION / quantity
                    mention.unit = "per_million_tokens"
                    mention.quoted_unit = unit_before.group(0).strip()
                    mention.unit_before = True
                    mention.token_hint = _token_type_word(unit_before.group("tq") or unit_before.group("ztq")
                                                          or unit_before.group("etq"))
                    mention.features["token_word"] = True
            elif (hour_before := _HOUR_BEFORE.search(before)) and not mention.features.get("per_other"):
                scope = hour_before.group("scope") or hour_before.group("cardhour") or hour_before.group("escope") or \
                hour_before.group("rscope")
                mention.unit = "per_gpu_hour"
                mention.hour_scope = _HOUR_SCOPES.get(scope.lower(), scope.lower()) if scope else None
                mention.quoted_unit = hour_before.group(0).strip()
                mention.unit_before = True
            elif mentions and mentions[-1].unit == "per_gpu_hour" and mentions[-1].unit_before and \
                    _CHANGED_TO_GAP.fullmatch(sentence[previous_end:match.start()]):
                # "每卡每小時由新台幣120元降至新台幣95元": the second amount of the change is per the same hour
                mention.unit, mention.hour_scope = "per_gpu_hour", mentions[-1].hour_scope
                mention.quoted_unit, mention.unit_before = mentions[-1].quoted_unit, True
        mentions.append(mention)
        previous_end = mention.end
    # "1.25 million tokens for 1 yuan": the quantity first.
    return mentions


def _token_type_word(word: str | None) -> str | None:
    if not word:
        return None
    word = word.lower().replace("-", " ")
    if "miss" in word or "未命中" in word:
        return "input"
    if "hit" in word or "cached" in word or "命中" in word:
        return "cached_input"
    if word in ("input", "prompt", "输入", "提示词", "提示"):
        return "input"
    if word in ("output", "completion", "输出", "补全", "完成"):
        return "output"
    return None


# --------------------------------------------------------------------------- changes

@dataclass
class ChangeMention:
    """A stated relative change.

    ``factor`` is the number as written (2 for "2x", 75 for "75%", 0.5 for "五折"), ``form``
    tells how to read it: ``multiple`` (N times), ``percent_change`` (±N%), ``to_share`` (new value
    is this share of the old: "降至原价的25%", "五折", "half the cost"). ``direction`` is ``up`` /
    ``down`` when the words around say so.
    """

    start: int
    end: int
    factor: Decimal
    form: str
    direction: str | None
    hedge: str | None = None
    trigger: str = ""
    features: dict = field(default_factory=dict)


_UP_WORDS = (r"higher|more|greater|better|faster|ahead|above|bigger|larger|increase[sd]?|improve(?:ment|d|s)?|boost(?:s|ed)?|"
             r"gains?|speed(?:-|\s)?ups?|uplift|jump|rise|quicker|stronger|superior|the\s+(?:performance|throughput|speed)|"
             # ("took 25% longer": more time)
             r"longer(?!\s+(?:context|prompts?|sequences?|inputs?|outputs?|windows?))")
# ("the off-peak rate" after "twice" names a rate, it is no "off")
_DOWN_WORDS = (r"lower|less|fewer|cheaper|smaller|reductions?|decreases?|drops?|declines?|off(?![- ]?peak)|discount|cut|"
               r"slow-?downs?|regressions?|"
               r"savings?|slower|shorter|down|reduced|lowered|below|under")
# Scraped pages lose the space before a figure ("has shown2x performance", "up to15x faster", "a30x speedup"): a
# multiple glued to one of these short lower-case words is still one (never to a name: "mi300x" is a chip, "A100x8"
# eight A100s)
_GLUED_WORD = "(?-i:" + "|".join(f"(?<=\\b{word})" for word in ("to", "shown", "a", "an", "by", "of", "and", "with", "over",
                                                                 "about", "nearly", "than", "shows", "showed", "delivers",
                                                                 "offers", "achieves", "provides")) + ")"
_MULTIPLIER = compile_led(
    # (not inside an identifier: "node_8x_usd_per_hr" is a column's name)
    r"(?:" + _HEDGE + r"(?:(?<=[~≈>])\s*|\s+|(?-i:(?<=to)(?=\d))))?(?:(?:(?<![A-Za-z0-9.,_])|" + _GLUED_WORD + r")"
    r"(?P<n>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?"
    r"(?:x|×|-fold|\s?fold|(?:\s?|-)times(?!\s+(?:a|an|per|each|every)\s+(?:second|minute|hour|day|week|month)\b))(?![A-Za-z0-9_])"
    r"|(?P<w>two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a\s+hundred|hundred)"
    r"(?:-fold|fold|[\s-]times(?!\s+(?:a|an|per|each|every)\s+(?:second|minute|hour|day|week|month)\b))(?![A-Za-z]))",
    re.I,
)
# "x3.65 faster", "×2.21 lower latency": a multiple with its sign before the number, a comparative right after
_PREFIXED_MULTIPLE = re.compile(r"(?<![\w.])[x×](?P<n>\d+(?:\.\d+)?)(?![\w.])(?=\s*(?:faster|slower|quicker|cheaper|"
                                r"more|less|higher|lower|better|speed-?up|improvement)\b)", re.I)
# "up to 2.2 higher throughput, 20 lower TTFT": a multiple whose sign a page's renderer dropped (arXiv's HTML loses
# "$\times$"); read only where a comparative and a measure's name follow the bare figure at once
_SIGNLESS_MULTIPLE = re.compile(r"(?:(?<=\bup\sto\s)|(?<=\bachieves\s)|(?<=\bachieving\s)|(?<=\bdelivers\s)|"
                                r"(?<=\bdelivering\s)|(?<=\bprovides\s)|(?<=\bproviding\s)|(?<=\boffers\s)|(?<=\byields\s)|"
                                r"(?<=\bwith\s)|(?<=\band\s)|(?<=,\s)|(?<=\bby\s)|(?<=\bshows\s)|(?<=\breaches\s)|"
                                r"(?<=\benables\s)|(?<=\bgets\s)|(?<=\bbrings\s)|(?<=\bto\s)|(?<=\bof\s)|(?<=\bin\s)|"
                                r"(?<=\babout\s)|(?<=\baround\s)|(?<=\bnearly\s)|(?<=\bover\s)|(?<=\bthan\s))"
                                r"(?<![\w.,$€£¥/+-])(?P<n>\d{1,3}(?:\.\d+)?)(?=\s(?:higher|lower|faster|slower|greater|"
                                r"better|less|more|cheaper|smaller)\s+(?:(?:end-to-end|e2e|p\d\d|median|mean|average|"
                                r"serving|decoding|decode|prefill|output|request|token|system|overall)\s+)?"
                                r"(?:throughput|goodput|latency|latencies|TTFT|TBT|TPOT|ITL|speed|speedup|cost|costs|"
                                r"energy\s+efficiency|memory\s+usage)\b)", re.I)
# "more expensive by a factor of ~17", "cut latency by a factor of 3": a multiple written as a factor.
_FACTOR_OF = re.compile(r"\b(?:by\s+)?an?\s+factor\s+of\s+(?:(?P<hedge>~|≈|about|around|roughly|nearly|almost|approximately|"
                        r"more\s+than|over|up\s+to)\s*)?(?P<n>\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:\.\d+)?)(?![\d.,]*\s*(?:%|percent))", re.I)
# "1.2-to-1 ahead of", "two-to-one in our favour", "1.4-to-1 in the TPU's favour": odds one side leads by
_TO_ONE_LEAD = re.compile(r"(?:(?P<hedge>roughly|about|around|nearly|almost|approximately)\s+)?(?<![\w.])"
                          r"(?P<odds>(?P<n>\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten)[- ]to[- ](?:1|one))\b"
                          # ("in the TPU's favour" names the leader, another than the subject: not read)
                          r"(?=\s+(?:ahead|in\s+(?:our|its|their|his|her)\s+favou?r|advantage|lead))", re.I)
_MULTIPLE_WORDS = compile_led(
    r"(?:" + _HEDGE + r"\s+)?\b(?P<word>twice|doubl(?:e|ed|es|ing)|tripl(?:e|ed|es|ing)|quadrupl(?:e|ed|es|ing)|"
    r"halv(?:e|ed|es|ing)|half)\b"
    # "double check", "double-click", "double down", "a double-edged": idioms, no multiple
    r"(?!(?<=\bdouble)[\s-]+(?:check|checked|checking|checks|click|clicked|clicking|clicks|down|edged|"
    r"spac(?:e|ed|ing)|quotes?|precision|buffer(?:ed|ing)?|dip|digits?|standards?|agent|entry|counting|blind|tap|"
    r"sided|booked|booking|parked)\b)"
    # "twice an hour", "three times a day": how often, not how much
    r"(?!\s+(?:a|an|per|each|every)\s+(?:second|minute|hour|day|week|month|run|session)\b)",
    re.I,
)
_FRACTION = compile_led(
    r"(?:" + _HEDGE + r"(?:(?<=[~≈])\s*|\s+))?(?<![A-Za-z0-9./])(?P<frac>one[- ]third|a\s+third|one[- ]quarter|a\s+quarter|one[- ]fifth|a\s+fifth|"
    r"two[- ]thirds|three[- ]quarters|two[- ]fifths|three[- ]fifths|four[- ]fifths|one[- ]fourth|three[- ]fourths|"
    r"one[- ]tenth|a\s+tenth|(?:one|an?)[- ](?:sixth|seventh|eighth|ninth|eleventh|twelfth|fifteenth|twentieth|fiftieth|hundredth)|1/(?:2|3|4|5|6|8|10|20|100)(?![\d/]))(?:th)?(?:\s+(?:of\s+)?(?:the\s+|its\s+)?|(?=[\u4e00-\u9fff，。,;；)]|\.(?!\d)|$))",
    re.I,
)
_PERCENT = compile_led(
    r"(?:" + _HEDGE + r"\s*)?(?<![A-Za-z0-9.,])(?P<p>\d+(?:\.\d+)?)\s?(?:%|[- ]?percent\b|per\s+cent\b|个百分点)(?P<plus>\+)?",
    re.I,
)
# ("just shy of forty-seven percent", "some fifteen percent lower": the share spelt out; tried only where "percent" is)
_WORD_PERCENT = compile_led(r"(?:" + _HEDGE + r"\s*)?(?P<pw>" + _MONEY_WORD + r")[- ]?(?:percent|per\s+cent)\b(?P<plus>(?!))?",
                            re.I)
# (not a fold: "三折叠手机", "三折疊" is a phone folded in three)
_CHINESE_DISCOUNT = compile_led(r"(?<![\d.])(?P<d>\d{2}(?=\s?折)|\d(?:\.\d)?|[一二三四五六七八九](?:[一二三四五六七八九])?)\s?折(?![叠疊])")
# ("提升1,500倍": the whole figure with its thousands separator, never its last group)
_CHINESE_MULTIPLE = compile_led(r"(?P<hedge>高达|超过|超|接近|将近|將近|近|大约|大約|约|达|最多|最高)?\s?(?P<n>(?<![\d.])(?<!\d,)\d{1,3}(?:,\d{3})+(?:\.\d+)?|"
                                r"(?<![\d.])(?:(?<!\d,)|(?!\d{3}(?!\d)))\d+(?:\.\d+)?|[一二两兩三四五六七八九十百千]{1,4})\s?倍")
_DOWN_BEFORE = re.compile(
    r"(?:\b(?:cut|cuts|cutting|undercut(?:s|ting)?|slash(?:es|ed|ing)?|reduc(?:e|es|ed|ing|tions?)|lower(?:s|ed|ing)?|drop(?:s|ped|ping)?|"
    r"fell|fall(?:s|ing|en)?|down|decreas(?:e|es|ed|ing)|declin(?:e|es|ed|ing)|discount(?:s|ed)?|sav(?:e|es|ed|ings?)|"
    r"trim(?:s|med)?|shav(?:e|es|ed)|plung(?:e|es|ed)|tumbl(?:e|es|ed)|shrink(?:s|ing)?|shrank|shrunk(?:en)?|"
    r"collaps(?:e|es|ed|ing)|plummet(?:s|ed|ing)?|crash(?:es|ed)?|sank|sink(?:s|ing)?|slump(?:s|ed)?|(?<!\bown\s)(?<!\bthe\s)(?<!\ba\s)(?<!\bthis\s)(?<!\bthat\s)(?<!\bits\s)(?<!\bour\s)(?<!\btheir\s)(?<!\bhis\s)(?<!\bher\s)(?<!\bone\s)slid(?:es?)?(?!\s+(?:deck|show|presentation)s?\b)|"
    r"sliding|tank(?:s|ed)|nosedived?|regressions?\s+of)\b"
    # ("- :arrow_down: TTFT ~90%", "↓ TPOT 80%": a change marked by an arrow pointing down)
    r"|:arrow_down(?:_small)?:|⬇️?|↓|🔻"
    # ("性能损耗高达70%": a loss of performance)
    r"|降价|降低|下降|下调|直降|降幅|便宜|减少|减免|減免|節省|节省|优惠|降|低于|低|少约|少了|缩短|縮短|减少了|減少|缩水|縮水|阉割|閹割|"
    # "预留3年可省35%", "折扣达40%": a saving, a discount of that share
    r"(?:可|能|最多|最高)?省(?:下|去)?(?:约|近)?(?=\s*$)|折扣(?:达|為|为|高达|可达)?(?=\s*$)|"
    r"(?<!快)慢了?\s*(?:约|約|近|大|接|将|將|差不多)?(?=\s*$)|"   # ("慢大约20%": the 约 of 大约 is the figure's own)
    r"损耗|損耗|损失|損失)(?:[^.;。，,]|(?<=[A-Za-z\s]\d)\.(?=\d)|(?<=\d),(?=\d{3}(?!\d))|(?<=\bex)\.|(?<=\bvs)\.|(?<=\be)\.(?=g\.)|(?<=\be\.g)\.|(?<=\bi)\.(?=e\.)|(?<=\bi\.e)\.){0,80}$",
    re.I,
)
_UP_BEFORE = re.compile(
    r"(?:\b(?:increas(?:e|es|ed|ing)|rais(?:e|es|ed|ing)|boost(?:s|ed|ing)?|improv(?:e|es|ed|ing|ements?)|"
    # ("up to" is a hedge, no rise: "cut costs by up to 90% and decrease latency by up to 85%")
    r"up(?!\s+to\b)|grow(?:s|n|ing)?|grew|ris(?:e|es|ing)|rose|jump(?:s|ed)?|accelerat(?:e|es|ed|ing)|speed(?:s)?\s+up|"
    r"gain(?:s|ed)?|lift(?:s|ed)?|enhanc(?:e|es|ed)|leads?|led|ahead|outperform(?:s|ed)?|beat(?:s|ing)?|tops?|"
    # "extended the H100's performance by up to 47%"
    r"extend(?:s|ed|ing)?|"
    r"climb(?:s|ed|ing)?|rebound(?:s|ed|ing)?|soar(?:s|ed|ing)?|surg(?:e|es|ed|ing)|spik(?:e|es|ed)|"
    r"rall(?:y|ies|ied)|skyrocket(?:s|ed)?)\b|:arrow_up(?:_small)?:|⬆️?|↑|🔺|"
    r"提升|提高|增加|增长|加快|上涨|涨价|提速|涨幅|上调|高出|高于|领先|快|高约|高了|多约|多了|溢价|溢價|贵了|貴了|更贵|更貴|(?<!最)高(?!\s*(?:[(（][a-zA-Zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü\s]{1,8}[)）]\s*)?[达達])|"
    # "平均爆涨50%", "暴涨", "飙涨", "大涨": a surge is a rise
    r"[爆暴飙飆大]涨|[爆暴飙飆大]漲|"
    # "仅比H100多7%": more than the named one by the figure right after 多
    r"比[^，。,;；%]{1,30}?多(?=\s*$)|"
    # "A100的性能优势达到了110%": an advantage of N% is N% more
    r"优势|優勢)(?:[^.;。，,]|(?<=[A-Za-z\s]\d)\.(?=\d)|(?<=\d),(?=\d{3}(?!\d))|(?<=\bex)\.|(?<=\bvs)\.|(?<=\be)\.(?=g\.)|(?<=\be\.g)\.|(?<=\bi)\.(?=e\.)|(?<=\bi\.e)\.){0,80}$",
    re.I,
)
# "降幅为", "降价幅度达到", "涨幅分别为": the figure after is the size of the change
_SIZE_OF_CHANGE_BEFORE = re.compile(r"(?:降幅|跌幅|降价幅度|下降幅度|下调幅度|涨幅|增幅|提升幅度|上涨幅度)(?:分别|均|都)?"
                                    r"(?:达到|达|達|为|為|是|约为|约|約)?\s*$")
_TO_SHARE_BEFORE = re.compile(r"(?:降至|降到|减至|减到|低至|低到|仅为|只有|为|降价至|降价到|降價至|降價到|调降至|調降至)"
                              r"(?:原价|原價|原来|原來|之前|此前)?的?\s*$|"
                              # "（V4 Pro 输入价格的 0.8%）": a bracketed gloss, the share of the price it names
                              r"[（(][^（）()，。,;；]{0,30}?(?:价格|價格|定价|定價|单价|單價)的\s*$|"
                              # "成本降低至进口GPU的60%": lowered to a share of another's
                              r"(?:降低至|降低到|下降至|下降到|下调至|下降为|降低为|降至|降到|低至|低到|减至|减到)[^，。,;；\d%]{1,16}的\s*$|"
                              # "限制算力至 H100 的 15%": limited to a share of the named product's value
                              r"(?:仅为|只有|只是|约为|大约是|大约为|为|是|相当于|不到|不足|接近|达到?|降至|降到|僅為|僅|仅|約為|≈|约等于|"
                              r"(?:限制|限|压|压缩|缩减|削减|控制)[^，。,;；\d%]{0,6}?至)"
                              # (a model's version glued to its Chinese name: "仅为文心4.5的20%")
                              # (a bracketed specification may follow the name: "H100 SXM(990T Flops)算力的15%")
                              # ("约为 8 卡 B200 系统的 97%": a count of cards before the product)
                              r"(?:[^，。,;；\d%]|(?<=[A-Za-z\d])\d|(?<=[A-Za-z][-.\s])\d|\d(?=[、,]\d|\s?年)|"
                              r"\d{1,4}(?=\s?(?:卡|张|張|块|颗|台|片|[x×]))|"
                              r"[(（][^()（）%，。,;；]{1,20}[)）]|"
                              r"(?<=[\u4e00-\u9fff])\d+(?:\.\d+)?(?=的|[A-Za-z])){0,25}?的\s*$|"
                              r"\b(?:to|at)\s*$|"
                              # "该设备的工作性能仅为其23.5%": a share of the one named before, by its pronoun
                              r"(?:仅为|只有|只是|约为|大约为|为|是|相当于|僅為)\s*其\s*$", re.I)
# Chinese fractions and halves: "三分之一", "二十分之一", "一半", "减半".
_CHINESE_FRACTION = compile_led(r"(?P<hedge>约|大约|不到|不足|接近|仅|近|几近|幾近|几乎|幾乎)?\s?(?:(?<=[约近])(?:只剩|只有|仅剩|仅有|只要|剩下)\s?)?(?:(?<![\d.])(?P<den>[一二两三四五六七八九十百千]+|\d+(?:\.\d+)?)\s?分之"
                               r"(?P<num>[一二三四五六七八九]|\d+)|(?P<half>一半|减半|減半|砍半|(?:腰斩|腰斬)(?![级級式])|半价(?![时期窗区])))")
# "仅为 GPT-4 价格的 1/400", "cut to 1/20 of the old price": a share written as 1/N, read only where the words
# around make it a share (a bare "1/2" may be a date, a ratio of counts or a fraction of a table).
_SLASH_SHARE = re.compile(r"(?<![\d./])1\s?/\s?(?P<den>\d{1,5})(?![\d/.])")
_SLASH_SHARE_BEFORE = re.compile(r"(?:的|为|是|至|到|仅|只有|\bonly|\bjust|\bto|\bat|\babout|\broughly)\s*$", re.I)
# "a third rate for cached input", "a third party": an ordinal, not a fraction
_ORDINAL_AFTER = re.compile(r"(?!(?:of|the|its|their|that|less|lower|cheaper|more|off|as|what|faster|quicker|speedier|higher|greater|larger|bigger|"
                            # ("is a fifth below Sable-1's": a fraction of the other's, under it; not "under heavy load")
                            r"(?:below|above)\s+(?:the\s+)?[\w.-]+['’]s\b|"
                            # "cut by two thirds this week", "by a quarter in March": the fraction ends its phrase
                            r"this|last|next|on|in|for|from|to|and|or|since|after|across|year|week|month|today|"
                            r"against|versus|vs|compared|over|at|with|when|while|but|overall)\b)[A-Za-z]")
# "8,760 × (savings / premium)", "> 2 x n": a number multiplied in a formula, not a change
# "tokens / 1,000,000 × input_price": an operand of a division or a factor of a named variable
_FORMULA_AFTER = re.compile(r"\s*(?:[(（]\s*[A-Za-z]|=|[A-Za-z]+_[A-Za-z_]+)")
_FORMULA_BEFORE = re.compile(r"(?:[=<>≥≤÷]|(?<![\d/])\s/)\s*$")
# "1.55x (c=1), 1.29x (c=2)", "1.81x (x86) and 1.79x (ARM)": a bracketed setting after a multiple labels the case it
# holds in, no factor of a formula
_SETTING_LABEL_AFTER = re.compile(r"\s*[(（]\s*[A-Za-z][\w.-]{0,15}(?:\s*[=:]\s*[\w.]{1,10})?\s*[)）]"
                                  r"\s*(?:[,，;；]|\.(?!\d)|and\b|at\b|on\b|for\b|with\b|$|"
                                  r"(?:higher|lower|more|less|faster|slower|better|cheaper|improvements?|speed-?ups?|gains?)\b)",
                                  re.I)
# "27 tok/s = 2.8x faster than Qwen 7B": a figure set against another by name after the sign is a comparison stated
_COMPARED_THAN_AFTER = re.compile(r"\s*(?:faster|slower|cheaper|higher|lower|more|less|better)\s+than\s+\S", re.I)
_REDUCED_BY = re.compile(r"\b(?:cut|cuts|cutting|reduce[sd]?|reducing|lower(?:s|ed)?|drop(?:s|ped)?|fall|falls|fell|fallen|"
                         # ("decode speed dipped by about a fifth": four fifths remain)
                         r"dip(?:s|ped)?|slip(?:s|ped)?|sank|sinks?|shed|eased|"
                         r"slash(?:es|ed)?|trim(?:s|med)?|shrink(?:s)?|shrank|decline[sd]?|down|cheaper|less)\s+"
                         # "cut kelpie-32b's output price by a third": the thing cut may be named in between
                         r"(?:[\w'’.-]+\s+){0,10}?by\s+(?:about\s+|roughly\s+|nearly\s+|almost\s+)?$|"
                         # "a cut of one quarter on the input side": the noun of the change, then its size
                         r"\b(?:cut|reduction|drop|decrease|decline|discount|markdown|fall|slide|dip)\s+of\s+(?:about\s+|roughly\s+|nearly\s+|almost\s+)?$",
                         re.I)
# "lifted performance per watt by a quarter": the old value and that share of it again
_RAISED_BY = re.compile(r"\b(?:lift(?:s|ed)?|rais(?:e|es|ed)|boost(?:s|ed)?|increas(?:e|es|ed)|improv(?:e|es|ed)|grew|"
                        r"grow(?:s|n)?|rose|rises?|up)\s+(?:[\w'’.-]+\s+){0,10}?by\s+(?:about\s+|roughly\s+|nearly\s+|almost\s+)?$",
                        re.I)
_CHINESE_DOUBLE = re.compile(r"翻(?:了)?(?:一)?(?:倍|番)")
# "快了约六成", "便宜了三成": a change in tenths.
_CHINESE_TENTHS = compile_led(r"(?P<hedge>约|約|大约|大約|近|超过|超過|逾)?\s?(?P<n>[一二两兩三四五六七八九]|\d)\s?成(?![本员功为立])")
# "DeepSeek-R1 will be reduced to 25%": lowered to that share of what it was, not by it
_LOWERED_TO_BEFORE = re.compile(r"\b(?:reduced|cut|lowered|dropped|drops?|dropping|fall(?:s|en|ing)?|fell|slashed|discounted|"
                                r"cutting|reducing|lowering|slashing|declining|sliding|"
                                r"plummet(?:s|ed)?|plunged?|sank|shrunk|shrank|decreased|declined|collapsed|"
                                r"marked\s+down|brought\s+down|come\s+down|gone\s+down)"
                                # ("slashed inference costs to 35% of …": the thing cut between the verb and "to")
                                r"(?:\s+(?:our|the|its|their|your)?\s*(?:inference|serving|GPU|compute|API|monthly)?\s*"
                                r"(?:costs?|bills?|spend|prices?))?\s+to"
                                # "plummeted to just 1% of what it was": a share left, however modestly put
                                r"(?:\s+(?:just|only|merely|about|around|roughly|a\s+mere|less\s+than))?\s*$", re.I)
_TO_SHARE_AFTER = re.compile(r"^\s*(?:of\s+(?:the\s+|its\s+)?(?:original|previous|old|former|list|standard|"
                             r"regular|prior)\b|of\s+what\s+(?:it|they)\s+(?:was|were|used\s+to|cost)|"
                             # "slashed inference costs to 35% of what we previously paid"
                             r"of\s+what\s+(?:we|you|I|they)\s+(?:\w+\s+)?(?:paid|spent|were\s+paying|used\s+to\s+pay))", re.I)


_SHARE_OF = re.compile(r"\s+of\s+(?:the\s+|these\s+|those\s+|its\s+|their\s+|that\s+)?(?:\w+[- ]){0,3}?"
                       # ("dropping to 20% of R1's cost": of a named thing's price)
                       r"(?:[\w.+-]+['’]s\s+)?(?:prices?|rates?|costs?|list\s+price)\b|"
                       # "Batch = 50% of standard", "40% of list": a share of a billing tier's price
                       r"\s+of\s+(?:the\s+)?(?:standard|list|on[- ]demand|base|regular)(?=\s*(?:[,;.)]|$|\b(?:for|on|in|and)\b))|"
                       # "output is 40% of Llama's": a share of a named thing's value, its noun left out
                       r"\s+of\s+(?:the\s+)?[\w.+-]+(?:\s[\w.+-]+){0,2}?['’]s(?=\s*(?:[,;.)]|$|and\b|while\b|but\b))",
                       re.I)
# "80% of the performance of", "90% of the throughput levels seen on": a share of the level named after "of the"
# ("achieves 90% of dense attention's throughput": the level of what is named before it)
_SHARE_OF_LEVEL = re.compile(r"\s+of\s+(?:(?:the|its|their)\s+(?:[\w-]+\s+)?|(?:the\s+)?[\w.-]+(?:\s[\w.-]+){0,2}?['’]s\s+)"
                             # ("of the H200 node's output throughput": a word of which throughput before it)
                             r"(?:(?:output|token|generation|decode|decoding|prefill|inference|overall|peak|total|"
                             r"Offline|Server)\s+)?(?:performance|throughput|speed)\b|"
                             # ("of a B200 system's Offline score": a share of another system's result, never "of the score")
                             r"\s+of\s+(?:the\s+|an?\s+)?[\w.-]+(?:\s[\w.-]+){0,2}?['’]s\s+(?:Offline\s+|Server\s+)?(?:score|result)\b",
                             re.I)
# A verb of reaching right before a share ("reached 97% of", "is getting about 85% of", "lands at 97% of"), or the
# comma that sets a share after a result ("41,200 tokens/s, 97% of …")
_REACHED_BEFORE = re.compile(r"(?:\b(?:reach(?:es|ed|ing)?|deliver(?:s|ed|ing)?|achiev(?:es|ed|ing)|hit(?:s|ting)?|get(?:s|ting)?|got|"
                             r"attain(?:s|ed|ing)?|lands?\s+at|landed\s+at|comes?\s+in\s+at|came\s+in\s+at|(?:is|was|are|were)\s+at)"
                             r"|\d\s?(?:tokens?|samples?|queries)(?:/s|\s+per\s+second)(?:\s+(?:in|on)\s+(?:the\s+)?[\w-]+)?\s*,|\bor)"
                             r"\s+(?:about\s+|roughly\s+|around\s+|nearly\s+|almost\s+|only\s+|just\s+|some\s+|~\s?)?$", re.I)
# "of a comparable eight-GPU H200 system", "of the B200 in Server", "of Vulkan": a named system (a code with a digit, or
# a capitalised name), optionally its kind of system or its result, and then the clause ends or its setting follows
SHARE_OF_NAMED = re.compile(r"\s+of\s+(?:the\s+|an?\s+|its\s+)?(?:(?:comparable|similar|equivalent|same|matching|competing|"
                             r"best|fastest|top|[\w]+-(?:GPU|chip|card|node)|\d+x?|eight|four|two)\s+)*"
                             r"(?:[A-Z][\w.+-]*\d[\w.+-]*|[A-Z][A-Za-z]{2,}(?:\s[\d.]+)?)(?:['’]s)?"
                             r"(?:\s+(?:system|systems|server|servers|node|nodes|box|rack|setup|cluster|GPUs?|chips?|"
                             r"submission|baseline))?(?:['’]s)?"
                             r"(?:\s+(?:(?:Offline|Server|output|token|overall)\s+)?(?:result|score|performance|throughput|speed))?"
                             r"(?=\s*(?:[,;.)]|$)|\s+(?:in|on|at|for|while|and|with|across|under|when)\b)")
# the second share of a pair, after the first: "… and about 96% in Server", ", 104% in Offline"
_COORDINATED_SHARE_BEFORE = re.compile(r"[^.;%]*?(?:\band|,|;)\s+(?:about\s+|roughly\s+|around\s+|nearly\s+|~\s?)?$", re.I)
_SHARE_SETTING_AFTER = re.compile(r"\s+(?:in|on|at|for)\s+(?:the\s+)?(?:Offline|Server|Interactive|SingleStream|MultiStream|"
                                  r"[A-Z][\w.+-]*\d[\w.+-]*|FP\d|BF16|INT\d)\b")
# "A's input is 70% and its output 45% of B's": the first share of a pair whose second names what both are of
_COORDINATED_SHARE_AFTER = re.compile(r"\s+and\s+[^,;.%]{1,40}?\s(?:is|are|was|were)?\s*\d+(?:\.\d+)?\s?%\s+of\s", re.I)
# "实现了 A100 逾 70% 的推理性能", "能有 H100 六成以上的算力": the share written after the product it is of, with
# the value's noun after "的"
_SHARE_AFTER_NAME_BEFORE = re.compile(r"(?:达成|达到|達成|達到|实现|實現|相当于|相當於|具备|具備|仅有|只有|能有|拥有|擁有|(?:大约|大約|约|約)有)了?"
                                      r"\s*[A-Za-z\u4e00-\u9fff][^，。,;；%]{0,24}?\s*(?:逾|超过|超過|约|約|近|接近)?\s*$")
# (not "实现了高达60%的输出吞吐量提升": the noun phrase ends on a gain, so the figure is its size)
_SHARE_AFTER_NAME_AFTER = re.compile(r"\s*(?:以上|左右|上下)?\s*的\s*[\u4e00-\u9fff]{0,4}?"
                                     r"(?:性能|效能|算力|吞吐|速度|价格|價格|成本|能效|表现|表現)"
                                     r"(?![\u4e00-\u9fff]{0,3}?(?:提升|提高|增长|增長|增加|加速|改善|下降|降低|减少|減少|增幅|涨幅|降幅))")


# A change named by a noun after the metric's name: "a 31% TTFT reduction", "a 40% cost saving",
# "a 25% premium on the base price".
_DIRECTION_NOUN_AFTER = re.compile(
    # ("a 17% per-token latency improvement": a hyphenated "per-" modifier is a word of the measure)
    r"\s*(?:-\s*)?(?!(?:of|than|on|in|to|for|and|or|the|a|an|by|from|per(?!-)|at|with|over)\b)"
    # ("16x Throughput and Cost Reduction": two measures joined before the noun)
    # ("8x total cost of ownership savings": the measure spelt out)
    r"(?:(?:total\s+)?cost\s+of\s+ownership\s+|(?:[A-Za-z][\w-]*\s+(?:(?:and|&)\s+)?){0,2}?)"
    r"(?P<w>reductions?|decreases?|drops?|declines?|cuts?|savings?|discounts?|collapses?|plunges?|falls?|implosions?|"
    r"improvements?|increases?|gains?|"
    r"boosts?|uplifts?|speed(?:-|\s)?ups?|premiums?|surcharges?|mark-?ups?|"
    # "a 29% advantage over X", "a 15% edge against Y": a lead over what is named
    r"(?:advantages?|edges?|leads?)(?=\s+(?:over|against|versus|vs\.?|relative\s+to|compared)\b)|"
    # ("a 45% throughput advantage on that workload": the measure named before the lead)
    r"(?<=throughput\s)advantages?|(?<=performance\s)advantages?|(?<=speed\s)advantages?|(?<=latency\s)advantages?|"
    # ("a 37% perf-per-dollar advantage", "a 20% performance-per-watt lead")
    r"(?<=dollar\s)(?:advantages?|edges?|leads?)|(?<=watt\s)(?:advantages?|edges?|leads?)|"
    # ("an ~11% MLPerf throughput regression": a speed that fell; a latency's regression is a rise and is left unread)
    r"(?<=throughput\s)regressions?|(?<=performance\s)regressions?|(?<=perf\s)regressions?|(?<=speed\s)regressions?)\b",
    re.I)
_DOWN_NOUNS = re.compile(r"reductions?|decreases?|drops?|declines?|cuts?|savings?|discounts?|collapses?|plunges?|falls?|"
                         r"implosions?|regressions?",
                         re.I)


def _direction_after(text: str) -> str | None:
    if re.match(r"\s*的?\s*(?:价格|價格|费用|費用|调用|調用)?\s*(?:折扣|优惠|優惠)", text):
        return "down"  # "提供 50% 的价格折扣": a discount of that size
    if re.match(r"\s*more\s+(?:economical|affordable)\b", text, re.I):
        return "down"  # "35 times more economical": that much cheaper
    if re.match(r"\s*(?:更)?\s*便宜", text):
        return "down"  # "~36x 便宜": that many times cheaper
    if re.match(r"\s*的?\s*(?:加速|提速|性能提升|速度提升)|\s*的\s*[\u4e00-\u9fff]{0,6}?(?:吞吐量?|性能|速度)(?:提升|提高|增长|增長|增加)", text):
        return "up"  # "实现 15% 加速", "实现了高达60%的输出吞吐量提升": a speed-up of that size
    if re.match(r"\s*(?:extra|additional)\s+(?:[\w.-]+\s+){0,4}?(?:throughput|performance|speed|tokens?|inference)\b", text, re.I):
        return "up"  # "as much as 45% extra DeepSeek-R1 inference throughput": that much more of the measure
    match = re.match(r"\s*(?:-\s*)?(?:(?:the|in|of)\s+)?(?P<w>" + _UP_WORDS + "|" + _DOWN_WORDS + r")\b", text, re.I)
    if not match:
        noun = _DIRECTION_NOUN_AFTER.match(text)
        if noun is None:
            return None
        return "down" if _DOWN_NOUNS.fullmatch(noun.group("w")) else "up"
    return "down" if re.fullmatch(_DOWN_WORDS, match.group("w"), re.I) else "up"


def _last_match(regex: re.Pattern, text: str) -> re.Match | None:
    """The match of ``regex`` that starts last in ``text`` (the word nearest the figure, not the first of the clause)."""
    found = regex.search(text)
    while found is not None and (later := regex.search(text, found.start() + 1)) is not None:
        found = later
    return found


# "the cost decline rate has accelerated to a median of 200x per year": the pace of a fall, however it speeds up
_RATE_OF_FALL = re.compile(r"\b(?:declines?|drops?|falls?|reductions?|deflation|decreases?)\s+(?:rate|pace)\b[^.;。%\d]{0,50}$", re.I)


def _direction_before(text: str) -> str | None:
    if _RATE_OF_FALL.search(text):
        return "down"
    # ("cut costs by 90% and raise throughput by 2x": the verb nearest the figure is its own)
    down = _last_match(_DOWN_BEFORE, text)
    up = _last_match(_UP_BEFORE, text)
    if down and up:
        return "down" if down.start() > up.start() else "up"
    if not down and not up and _OUTPERFORMED_BY.search(text):
        return "up"   # "outperformed the previous record holder, SambaNova, by 31%": an aside between verb and figure
    return "down" if down else "up" if up else None


# "outperformed the previous record holder, SambaNova, by" (commas of an aside the window above stops at)
_OUTPERFORMED_BY = re.compile(r"\b(?:outperform(?:s|ed|ing)?|beat(?:s|ing)?|surpass(?:es|ed|ing)?|edg(?:es|ed|ing)\s+out)\b[^.;。%\d]{1,60}?\bby\s+"
                              r"(?:up\s+to\s+|about\s+|roughly\s+|nearly\s+|almost\s+|over\s+|more\s+than\s+)?$", re.I)


def _chinese_number(text: str) -> Decimal | None:
    if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?", text):
        return Decimal(text.replace(",", ""))
    if len(text) == 1 and text in _CHINESE_DIGITS:
        return Decimal(_CHINESE_DIGITS[text])
    return None


# "two to four times more", "three or four times": a range written in words
_WORD_RANGE_START_BEFORE = re.compile(r"(?:\b(?:between|from)\s+(?:\d+(?:\.\d+)?|[a-z]+)\s+and\s+$|"  # "between five and ten times"
                                      r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|"
                                      r"fifty)\s*(?:-|–|\bto\b|\bor\b)\s*$)", re.I)
# "(1x baseline)", "reference = 1x": the point a column of multiples is measured from
_REFERENCE_AFTER = re.compile(r"\s*[)）]?\s*(?:[(（]\s*)?(?:the\s+)?(?:baseline|reference|base\b)", re.I)
_REFERENCE_BEFORE = re.compile(r"\b(?:baseline|reference)\s*[(:=（]?\s*$", re.I)
# (an em dash only when it joins the two figures with no space: "~1.3×—1.8×"; "32.1 — 2.6x slower" sets them apart)
# ("2X--5X": a Markdown source's double hyphen for an en dash)
_RANGE_JOIN = re.compile(r"(?:\s?(?:--?|–|~|～|to|至|到)\s?|—(?!\s))", re.I)
# ("(+112 to +205%)": each end signed)
_RANGE_START_BEFORE = re.compile(r"(?<![A-Za-z0-9.,])\d+(?:\.\d+)?\s?(?:-|–|~|～|至|到|\s+to\s+)\s?$|"
                                 r"(?<![A-Za-z0-9.,])[+＋]\d+(?:\.\d+)?\s?%?\s?(?:–|~|～|\s+to\s+)\s?[+＋]$|"
                                 r"(?<![A-Za-z0-9.,])\d+(?:\.\d+)?[x×]?—$", re.I)


# "TPS 从 67 → 368(≈5.5×)", "from 120 to 30 ms (4x)": a multiple in brackets after the two values it relates
_ARROW_PAIR_BEFORE = re.compile(r"(?P<a>\d[\d,]*(?:\.\d+)?)\s*[^\d\s()（）]{0,8}\s*(?:→|->|⇒|\bto\b)\s*"
                                r"(?P<b>\d[\d,]*(?:\.\d+)?)[^\d()（）]{0,20}[（(]\s*$", re.I)


def _arrow_direction(before: str, factor: Decimal) -> str | None:
    """The direction of a bracketed multiple from the pair of values before it, when their quotient is that
    multiple (within 10%)."""
    pair = _ARROW_PAIR_BEFORE.search(before)
    if pair is None or factor <= 1:
        return None
    first, second = (Decimal(pair.group(name).replace(",", "")) for name in ("a", "b"))
    if not first or not second:
        return None
    quotient = max(first, second) / min(first, second)
    if abs(quotient - factor) > factor / 10:
        return None
    return "up" if second > first else "down"


def find_changes(sentence: str) -> list[ChangeMention]:
    """Relative changes in ``sentence``: "2x", "twice", "doubling", "3.5 times", "30-fold",
    "50% better", "cut by 75%", "75% off", "a 50% discount", "up to 4x lower", "五折",
    "降至原价的25%", "降价50%", "提升2倍", "half the cost".
    """
    found: list[ChangeMention] = []
    taken: list[tuple[int, int]] = []

    def add(mention: ChangeMention) -> None:
        if any(s < mention.end and mention.start < e for s, e in taken):
            return
        taken.append((mention.start, mention.end))
        found.append(mention)

    for match in _MULTIPLIER.finditer(sentence):
        number = match.group("n")
        factor = Decimal(number.replace(",", "")) if number else Decimal(_WORD_NUMBERS[" ".join(match.group("w").lower().split())])
        after = sentence[match.end():match.end() + 40]
        before = sentence[max(0, match.start() - 60):match.start()]
        if (_FORMULA_AFTER.match(after) and not _SETTING_LABEL_AFTER.match(after)) or \
                (_FORMULA_BEFORE.search(before) and not (_COMPARED_THAN_AFTER.match(after) and before.count("=") == 1)):
            continue
        if match.group(0).rstrip()[-1:] in "×*xX" and re.match(r"\s*(?:[$€£¥]\s?)?\d", after):
            continue  # "12,000 × 1,800 × $0.25/1M": a factor of a product, the next factor right after its sign
        if number and match.group(0).rstrip().endswith("X") and re.fullmatch(r"\d{3}", number) and \
                re.search(r"(?<![A-Za-z])[A-Z]{1,4}[\s-]?$", before):
            continue  # "Instinct MI 455X", "RX 7900X" (a space inside the name): a model number, not 455 times
        if number and match.group(0).endswith("X") and re.fullmatch(r"\d{4}", number) and \
                not re.match(r"\s*(?:faster|slower|cheaper|more|less|higher|lower|better|the|as|speed|gain|improvement|"
                             r"increase|reduction|boost|jump|[,.;:)]|$)", after, re.I):
            continue  # "it was 5950X on X570 with 2x3090": a processor's model number, not 5,950 times
        if number and match.group(0).rstrip()[-1:] in "xX" and re.search(r"(?<![A-Za-z0-9.])[A-Za-z]{1,6}-$", before) and \
                not re.match(r"\s*(?:faster|slower|cheaper|more|less|higher|lower|better|the|as|speed|gain)\b", after, re.I):
            continue  # "TW-8X, our 8-GPU node": a product's name with a multiple's look, not 8 times
        if number and re.search(r"[$¥€£]\s?$", before):
            continue  # "$0.019789× cheaper" (table cells run together): the digits belong to an amount of money
        if factor == 1 and (_REFERENCE_AFTER.match(after) or _REFERENCE_BEFORE.search(before)):
            continue  # "Cheaper (1x baseline)": the reference point a column is measured against, not a change
        direction = _arrow_direction(before, factor) or _direction_after(after) or _direction_before(before)
        add(ChangeMention(match.start(), match.end(), factor, "multiple", direction,
                          _normalise_hedge(match.group("hedge")), match.group(0)))
    for match in _PREFIXED_MULTIPLE.finditer(sentence):
        # "latencies that are x3.65 faster than first-gen Gaudi": the sign written before the number
        after = sentence[match.end():match.end() + 40]
        before = sentence[max(0, match.start() - 60):match.start()]
        add(ChangeMention(match.start(), match.end(), Decimal(match.group("n")), "multiple",
                          _direction_after(after) or _direction_before(before), None, match.group(0)))
    for match in _SIGNLESS_MULTIPLE.finditer(sentence):
        if Decimal(match.group("n")) > 1:
            after = sentence[match.end():match.end() + 40]
            hedged = re.search(r"\b(?P<h>up\s+to|about|around|roughly|nearly|over|more\s+than)\s+$",
                               sentence[max(0, match.start() - 16):match.start()], re.I)
            add(ChangeMention(match.start(), match.end(), Decimal(match.group("n")), "multiple", _direction_after(after),
                              _normalise_hedge(hedged.group("h")) if hedged else None, match.group(0)))
    for match in _FACTOR_OF.finditer(sentence):
        before = sentence[max(0, match.start() - 60):match.start()]
        comparative = re.search(r"\b(?:(?P<up>more|higher|greater|bigger|larger|faster|better)|(?P<down>less|lower|cheaper|"
                                r"smaller|slower|fewer|shorter))\s+(?:[\w-]+\s+){0,2}$", before, re.I)
        direction = ("up" if comparative.group("up") else "down") if comparative else None
        add(ChangeMention(match.start(), match.end(), Decimal(match.group("n").replace(",", "")), "multiple",
                          direction or _direction_before(before) or _direction_after(sentence[match.end():match.end() + 40]),
                          _normalise_hedge(match.group("hedge")), match.group(0)))
    for match in _TO_ONE_LEAD.finditer(sentence):
        # "comes out roughly 1.2-to-1 ahead of the H100", "closer to two-to-one in our favour": a lead written as odds
        number = match.group("n")
        factor = Decimal(number) if number[0].isdigit() else Decimal(_WORD_NUMBERS[number.lower()])
        if factor > 1:
            add(ChangeMention(match.start(), match.end("odds"), factor, "multiple", "up",
                              _normalise_hedge(match.group("hedge")) if match.group("hedge") else None, match.group(0)))
    for match in _MULTIPLE_WORDS.finditer(sentence):
        word = match.group("word").lower()
        after = sentence[match.end():match.end() + 40]
        if word == "half" and re.search(r"\band[- ]a[- ]$", sentence[max(0, match.start() - 6):match.start()], re.I):
            continue  # "two-and-a-half times": the fraction of a larger number, not a halving
        if word == "half" and (re.search(r"\b(?:first|second|latter|back|front|other|top|bottom|better)\s+$",
                                         sentence[max(0, match.start() - 8):match.start()], re.I) or
                               # "the compute-heavy half": one of two parts named by what it is, no change
                               re.search(r"\bthe\s+[\w]+-(?:heavy|bound|intensive|light)\s+$",
                                         sentence[max(0, match.start() - 30):match.start()], re.I) or
                               re.match(r"[- ](?:year|hour|day|time|life|way|dozen|million|billion)\b|\s+of\s+(?:the\s+)?"
                                        r"(?:year|decade|month|quarter|20\d\d|the\s+year|them|all|us|you)\b",
                                        after, re.I)):
            continue  # "through the first half", "a half-year", "half of them": a part of a period or of a group
        if word == "half" and re.match(r"\s+(?:the\s+)?(?:story|battle|picture|equation|the\s+fun)\b", after, re.I):
            continue  # "the line item that looks cheapest is often only half the story": an idiom, no share
        if word == "half" and re.search(r"\b(?:rose|rises?|rising|grew|grows?|growing|increased?|increasing|climbed|"
                                        r"jumped|went\s+up|up)\s+(?:by\s+)?(?:(?:about|roughly|nearly|almost|over|more\s+than)\s+)?(?:a\s+)?$",
                                        sentence[max(0, match.start() - 30):match.start()], re.I):
            # "rose by half": half as much again, 1.5 of what it was (never a halving)
            add(ChangeMention(match.start(), match.end(), Decimal("1.5"), "multiple", "up",
                              _normalise_hedge(match.group("hedge")), match.group(0)))
            continue
        if word == "half" and (again := re.match(r"\s+again\b(?:\s+(?:as\s+\w+\s+as|the|more))?", after, re.I)):
            # "delivers half again the performance per watt of an H100", "half again as fast": 1.5 times
            add(ChangeMention(match.start(), match.end() + again.end(), Decimal("1.5"), "multiple", "up",
                              _normalise_hedge(match.group("hedge")), match.group(0) + again.group(0)))
            continue
        if word.startswith(("halv", "half")):
            add(ChangeMention(match.start(), match.end(), Decimal("0.5"), "to_share", "down",
                              _normalise_hedge(match.group("hedge")), match.group(0)))
            continue
        factor = Decimal(2) if word.startswith(("twice", "doubl")) else Decimal(3) if word.startswith(
            "tripl") else Decimal(4)
        add(ChangeMention(match.start(), match.end(), factor, "multiple", _direction_after(after) or "up",
                          _normalise_hedge(match.group("hedge")), match.group(0)))
    for match in _FRACTION.finditer(sentence):
        fraction = match.group("frac").lower().replace("-", " ")
        if not match.group(0).lower().rstrip().endswith(("of", "the", "its")) and \
                _ORDINAL_AFTER.match(sentence, match.end()):
            continue
        if re.match(r"(?:a|one)\s+(?:cent|penny|dollar|euro|yuan|second|minute|hour|day|month|year)\b", sentence[match.end():],
                    re.I):
            continue   # "costs about a third of a cent", "half a second": an amount, no share of another
        numerator = {"two": 2, "three": 3, "four": 4}.get(fraction.split()[0], 1)
        denominator = next(d for key, d in (("seventh", 7), ("ninth", 9), ("eleventh", 11), ("twelfth", 12),
                                             ("fifteenth", 15), ("fiftieth", 50), ("third", 3), ("quarter", 4), ("fourth", 4), ("fifth", 5), ("sixth", 6), ("eighth", 8),
                                             ("twentieth", 20), ("hundredth", 100), ("tenth", 10), ("/100", 100),
                                             ("/20", 20), ("/10", 10), ("/2", 2), ("/3", 3), ("/4", 4), ("/5", 5),
                                             ("/6", 6), ("/8", 8))
                           if key in fraction)
        share = Decimal(numerator) / Decimal(denominator)
        if _REDUCED_BY.search(sentence[max(0, match.start() - 60):match.start()]) or \
                re.search(r"\b(?:cut|cuts|reduction|drop|decline|decrease|discount)\s+as\s+[\"“']?\s*$",
                          sentence[max(0, match.start() - 30):match.start()], re.I) or \
                re.match(r"\s*(?:lower|less|cheaper|smaller|shorter|fewer|down|off|below(?=\s+(?:the\s+)?[\w.-]+['’]s\b))\b",
                         sentence[match.end():], re.I):
            # "cut by a third", "roughly a third lower than vLLM's": two thirds of the old value remain
            share = 1 - share
        # ("Call it a quarter more", "a quarter more throughput": the old value and a quarter again)
        elif re.match(r"\s*(?:faster|quicker|speedier|higher|greater|larger|bigger|more(?!\s+than\s+(?:doubl|tripl|\d))|"
                      r"above(?=\s+(?:the\s+)?[\w.-]+['’]s\b))\b",
                      sentence[match.end():], re.I) or _RAISED_BY.search(sentence[max(0, match.start() - 80):match.start()]):
            # "the L40S is about a quarter quicker": the old value and a quarter of it again
            add(ChangeMention(match.start(), match.end(), 1 + share, "multiple", "up",
                              _normalise_hedge(match.group("hedge")), match.group(0)))
            continue
        add(ChangeMention(match.start(), match.end(), share, "to_share", "down",
                          _normalise_hedge(match.group("hedge")), match.group(0)))
    for match in _SLASH_SHARE.finditer(sentence):
        denominator = int(match.group("den"))
        if denominator < 2 or not (_SLASH_SHARE_BEFORE.search(sentence, max(0, match.start() - 12), match.start())
                                   or re.match(r"\s+of\b", sentence[match.end():], re.I)
                                   # "1/4th on output": an ordinal ending makes it a fraction wherever it stands
                                   or re.match(r"(?:th|rd|nd)\b", sentence[match.end():])):
            continue
        hedge = "about" if re.search(r"(?:约|大约|\babout|\broughly)\s*(?:为|是)?\s*(?:[^\s]{0,20}的)?\s*$",
                                     sentence[max(0, match.start() - 30):match.start()], re.I) else None
        add(ChangeMention(match.start(), match.end(), Decimal(1) / Decimal(denominator), "to_share", "down", hedge,
                          match.group(0)))
    spelt = list(_WORD_PERCENT.finditer(sentence)) if re.search(r"percent|per\s+cent", sentence, re.I) else []
    for match in sorted([*_PERCENT.finditer(sentence), *spelt], key=lambda m: m.start()):
        if match.group(0).endswith("个百分点"):
            continue  # percentage points: a change of a share, not a ratio
        words = match.groupdict().get("pw")
        if words is not None and not _money_word_value(words):
            continue
        percent = Decimal(_money_word_value(words)) if words is not None else Decimal(match.group("p"))
        after = sentence[match.end():match.end() + 40]
        before = sentence[max(0, match.start() - 90):match.start()]
        if re.search(r"(?:率|比重|占比|份额|份額|渗透率|利用率)[^，。,;；\d]{0,6}(?:提升|提高|增加|上升|增长|增長|升|攀升|下降|降低|降|回落)"
                     r"(?:至|到)\s*(?:约|近|超过)?\s*$", before[-24:]):
            continue   # "毛利率提升至35%", "占比提升至28%": the level a rate reached, no ratio of two things
        if re.match(r"\s*(?:的\s*)?(?:实测|實測|平均|整体|整體)?\s*(?:缓存|緩存|前缀缓存)?命中(?:率)?|\s*(?:prefix\s+)?cache\s+hit(?:s|\s+rate)?\b|"
                    r"\s*hit\s+rate\b", after, re.I) or re.search(r"(?:命中率|hit\s+rate)\s*(?:of|为|為|达到?|:|：)?\s*$",
                                                                    before[-16:], re.I):
            continue   # "95.7% 实测缓存命中", "a 90% cache hit rate": how often the cache is hit, no ratio of prices
        share_before = _TO_SHARE_BEFORE.search(before[-60:])
        if share_before and _SIZE_OF_CHANGE_BEFORE.search(before[-16:]):
            share_before = None  # "降幅为85%", "降幅分别为80%": the size of the fall, not the share left
        if share_before and (share_before.group(0).rstrip().endswith("的") or re.search(r"[降减为]|低[至到]", before[-8:])
                             or _TO_SHARE_AFTER.match(after) or _LOWERED_TO_BEFORE.search(before[-40:])):
            hedge = _normalise_hedge(match.group("hedge")) or next(
                (value for word, value in (("不到", "less than"), ("不足", "less than"), ("约", "about"),
                                           ("大约", "about"), ("接近", "nearly")) if word in share_before.group(0)), None)
            add(ChangeMention(match.start(), match.end(), percent / 100, "to_share", "down", hedge, match.group(0)))
            continue
        if re.search(r"\b(?:and|while|with)\s+(?:[\w-]+\s+){0,3}?to\s+(?:about\s+|roughly\s+|just\s+|only\s+)?$", before[-40:],
                     re.I) and any(f.form == "to_share" and f.end <= match.start() for f in found):
            # "dropping to 20% of R1's cost and output prices to 19%": the second share of the same cut, its noun left out
            add(ChangeMention(match.start(), match.end(), percent / 100, "to_share", "down",
                              _normalise_hedge(match.group("hedge")), match.group(0)))
            continue
        if re.match(r"\s*水[平准準]", after) and \
                re.search(r"(?:达到?|達到?|相当于|相當於|接近)[^，。,;；%]{1,25}?\s*$", before[-40:]):
            # "性能已达旗舰级英伟达显卡20%水平": a level that is a share of the named product's (no 的 between)
            add(ChangeMention(match.start(), match.end(), percent / 100, "to_share", "down",
                              _normalise_hedge(match.group("hedge")), match.group(0)))
            continue
        if _LOWERED_TO_BEFORE.search(before[-40:]) and (_TO_SHARE_AFTER.match(after) or _SHARE_OF.match(after)):
            # "has plummeted to just 1% of what it was before": fallen to a share of the old value, not by it
            add(ChangeMention(match.start(), match.end(), percent / 100, "to_share", "down",
                              _normalise_hedge(match.group("hedge")), match.group(0)))
            continue
        if re.search(r"\b(?:comes?\s+to|came\s+to|amounts?\s+to|works?\s+out\s+to|equals?|equalled)\s*$",
                     before[-24:], re.I) and re.match(r"\s+of\s+(?:the|an?|its|their|that|what)\s", after, re.I) or \
                re.search(r"\b(?:is|are|was|were)\s+(?:about\s+|roughly\s+|only\s+|just\s+)?$", before[-24:], re.I) and \
                re.match(r"\s+of\s+(?:an?|the)\s+(?:[A-Za-z]+\s)?[A-Za-z]{1,4}\d{2,4}[A-Za-z]?\b", after):
            # ("mi300x TCO is 78% of an h100": the one's figure a share of the chip's the clause names)
            # "Brightmoor's Offline score comes to 112% of the best B200 system": the share the one is of the other
            add(ChangeMention(match.start(), match.end(), percent / 100, "to_share", "up" if percent > 100 else "down",
                              _normalise_hedge(match.group("hedge")), match.group(0)))
            continue
        if _REACHED_BEFORE.search(before[-40:]) and SHARE_OF_NAMED.match(sentence, match.end()) or \
                found and found[-1].form == "to_share" and match.start() - found[-1].end < 70 and percent < 100 and \
                _COORDINATED_SHARE_BEFORE.match(sentence, found[-1].end, match.start()) and \
                (_SHARE_SETTING_AFTER.match(sentence, match.end()) or SHARE_OF_NAMED.match(sentence, match.end())):
            # "a system with eight OR-2 accelerators reached 41,200 tokens/s, 97% of a comparable eight-GPU H200 system",
            # "I'm getting about 85% of Vulkan": the share one reached of another named system's result; and the next
            # share of the pair, its setting named instead ("97% of the B200 system in Offline and about 96% in Server")
            add(ChangeMention(match.start(), match.end(), percent / 100, "to_share", "up" if percent > 100 else "down",
                              _normalise_hedge(match.group("hedge")), match.group(0)))
            continue
        if (_SHARE_OF_LEVEL.match(after) or _SHARE_OF.match(after)) and \
                re.search(r"\b(?:runs?|running|ran|operates?|performs?|priced|billed|charged|sits?|comes?\s+in)\s+at\s+"
                          r"(?:about\s+|roughly\s+|around\s+|only\s+|just\s+|nearly\s+)?$", before[-40:], re.I):
            # "Throughput per chip is lower: a v6e chip runs at 82% of an H100's throughput": a share of the other's,
            # whatever word of direction the clause before uses
            add(ChangeMention(match.start(), match.end(), percent / 100, "to_share", "up" if percent > 100 else "down",
                              _normalise_hedge(match.group("hedge")), match.group(0)))
            continue
        if _SHARE_OF_LEVEL.match(after) and (not _direction_before(before[-40:]) or re.search(r"\s[-–—]\s$", before)):
            # (a dash set between spaces before it parts a clause, no minus sign: "… on Llama 2 70B - 66% of a B200
            # system's Offline score")
            # "roughly 80% of the performance levels seen in the B200": a share of another's level, not 80% more
            add(ChangeMention(match.start(), match.end(), percent / 100, "to_share", "down",
                              _normalise_hedge(match.group("hedge")), match.group(0)))
            continue
        direction = _direction_after(after) or _direction_before(before)
        if direction is None and re.search(r"(?:^|[\s(（\u4e00-\u9fff])[−–-]\s?$|↓\s?$", before):
            direction = "down"  # "(−10%)", "↓19%", "费用-70%": a signed change (also glued to a Chinese measure word)
        elif direction is None and re.search(r"(?:^|[\s(（\u4e00-\u9fff])\+\s?$|↑\s?$", before):
            direction = "up"
        hedge = _normalise_hedge(match.group("hedge")) or (
            "more than" if match.group("plus") or re.match(r"\s?以上", after) else None)  # "增加 40% 以上"
        if direction is None and (_SHARE_AFTER_NAME_AFTER.match(after) and _SHARE_AFTER_NAME_BEFORE.search(before[-40:])):
            hedge = hedge or ("more than" if re.search(r"(?:逾|超过|超過)\s*$", before) or
                              re.match(r"\s*以上", after) else "about" if re.search(r"(?:约|約)\s*$", before) or
                              re.match(r"\s*(?:左右|上下)", after) else "nearly" if re.search(r"(?:近|接近)\s*$", before)
                              else None)
            add(ChangeMention(match.start(), match.end(), percent / 100, "to_share", "down", hedge, match.group(0)))
            continue
        if direction is None and re.search(r"\b(?:is|are|was|were)\s+$", before) and \
                _COORDINATED_SHARE_AFTER.match(sentence, match.end()):
            add(ChangeMention(match.start(), match.end(), percent / 100, "to_share", "down", hedge, match.group(0)))
            continue
        if direction is None and before.rstrip().endswith("的") and re.match(r"\s?(?:计费|收费|計費|收費|结算|結算|计价|計價)", after):
            # "按上表标准价格的 50% 计费": billed at a share of the price named before it
            add(ChangeMention(match.start(), match.end(), percent / 100, "to_share", "down", hedge, match.group(0)))
            continue
        if _SHARE_OF.match(after) and direction is None:
            # "billed at 50% of these rates": the new value as a share of the old.
            add(ChangeMention(match.start(), match.end(), percent / 100, "to_share", "down", hedge, match.group(0)))
            continue
        add(ChangeMention(match.start(), match.end(), percent, "percent_change", direction, hedge, match.group(0)))
    for match in _CHINESE_DISCOUNT.finditer(sentence):
        digits = match.group("d")
        if re.fullmatch(r"\d{2}", digits):
            share = Decimal(digits) / 100
        elif re.fullmatch(r"\d(?:\.\d)?", digits):
            share = Decimal(digits) / 10
        elif len(digits) == 2:
            share = Decimal(_CHINESE_DIGITS[digits[0]]) / 10 + Decimal(_CHINESE_DIGITS[digits[1]]) / 100
        else:
            share = Decimal(_CHINESE_DIGITS[digits]) / 10
        add(ChangeMention(match.start(), match.end(), share, "to_share", "down", None, match.group(0)))
    for match in _CHINESE_MULTIPLE.finditer(sentence):
        factor = _chinese_number(match.group("n"))
        if re.search(r"[一二两兩三四五六七八九]{2}", match.group("n")):
            continue  # "三四倍", "七八倍": three or four times, a range in two digits
        if factor is None and (whole := _chinese_integer(match.group("n"))) is not None:
            factor = Decimal(whole)   # "三十倍" is 30, "千倍" 1000
        if factor is None:
            continue
        if re.search(r"[\d一二两兩三四五六七八九十]\s?(?:至|到|~|～|-|–|—)\s?$", sentence[max(0, match.start("n") - 4):match.start("n")]):
            continue  # "三至五倍", "3到5倍": the top of a range, neither bound a claim
        if re.search(r"[几幾数數]\s?$", sentence[max(0, match.start("n") - 2):match.start("n")]) or \
                (match.group("n")[0] in "十百千" and re.search(r"[上成]\s?$", sentence[max(0, match.start("n") - 1):match.start("n")])):
            continue  # "几十倍", "数十倍", "上千倍", "成百倍": tens (hundreds) of times, no one figure
        # within the change's own clause: "速度提升3倍，延迟降低50%" is two changes
        before = re.split(r"[，,。；;、]", sentence[max(0, match.start() - 20):match.start()])[-1]
        after = re.split(r"[，,。；;、]", sentence[match.end():match.end() + 10])[0]
        # "降幅超 280 倍", "15 倍的节省": the size of a fall or a saving, N-fold down
        # "成本低到15倍", "延迟低了3倍": 低 before the figure is a fall as well ("高低" and "最低" name no change)
        direction = "down" if re.search(r"降低|减少|下降|缩短|便宜|減少|縮短|降幅|节省|節省", before + after) or \
            re.search(r"(?<![高最])低(?:了|到|出|於|于)?\s?(?:约|近|达|超过)?\s?$", before) or \
            re.search(r"(?<!升)(?:降|減|减)(?:了)?\s?(?:约|近|达|超过)?\s?$", before) or \
            re.search(r"慢(?:了|出)?\s?(?:约|近|达|超过)?\s?$", before) or \
            re.match(r"\s?更(?:低|少|小|便宜|短)", after) else "up"   # "计算成本降 5 倍", "19 倍更低的 token 成本"
        if factor == 1 and re.search(r"(?:贵|貴|快|慢|高|低|多|少|提升|提高|增加|降低|减少|減少|下降)了?\s?$", before):
            # "贵一倍", "快了一倍": one times more is twice the baseline; "降低一倍", "慢了一倍" is half of it
            factor = Decimal(2)
        add(ChangeMention(match.start(), match.end(), factor, "multiple", direction,
                          _normalise_hedge(match.group("hedge")), match.group(0)))
    for match in _CHINESE_FRACTION.finditer(sentence):
        if re.match(r"\s*(?:将|会|將|會)?\s*(?:用于|用於|用在|投入|来自|來自|流向)", sentence[match.end():match.end() + 6]):
            continue  # "资金约一半将用于…": how a sum is split, no change of anything
        if match.group("half"):
            if match.group("half") == "半价" and re.search(r"取消|不再|结束", sentence[max(0, match.start() - 6):match.start()]):
                continue  # "取消半价": the half price withdrawn, not offered
            share = Decimal("0.5")
        else:
            den = match.group("den")
            # "1.5分之一" is two thirds: a decimal denominator is read whole, never as its last digits
            denominator = Decimal(den) if re.fullmatch(r"\d+\.\d+", den) else _chinese_integer(den)
            numerator = _chinese_integer(match.group("num"))
            if not denominator or not numerator or numerator >= denominator:
                continue
            share = Decimal(numerator) / Decimal(denominator)
            # ("慢了约三分之一": slower by a third, a hedge between the word and the fraction)
            if re.search(r"(?:便宜|降低|下降|减少|減少|节省|節省|下调|下調|调降|調降|削减|削減|缩减|縮減|降|慢|少|(?<![高最])低)了?\s*"
                         r"(?:约|約|近|大约|大約)?\s*$",
                         sentence[max(0, match.start() - 8):match.start()]):
                share = 1 - share  # "便宜了三分之一": a third less, not a third of
        hedge = {"约": "about", "大约": "about", "近": "nearly", "接近": "nearly", "几近": "nearly", "幾近": "nearly",
                 "几乎": "nearly", "幾乎": "nearly", "不到": "less than", "不足": "less than"}.get(match.group("hedge") or "") or \
            ("about" if re.match(r"\s*(?:左右|上下)", sentence[match.end():]) else None)  # "四分之一左右"
        add(ChangeMention(match.start(), match.end(), share, "to_share", "down", hedge, match.group(0)))
    for match in _CHINESE_TENTHS.finditer(sentence):
        before = sentence[max(0, match.start() - 12):match.start()]
        tenths = _chinese_number(match.group("n"))
        if tenths is None or not 0 < tenths < 10:
            continue
        hedge = {"约": "about", "約": "about", "大约": "about", "大約": "about", "近": "nearly", "超过": "more than",
                 "超過": "more than", "逾": "more than"}.get(
            match.group("hedge") or "") or ("about" if sentence.startswith("左右", match.end()) else None)
        # ("便宜了差不多一成", "高了约四成": a hedge between the direction word and the tenths)
        if (between := re.search(r"(?:差不多|大约|大約|将近|將近|接近)\s*$", before)) is not None:
            hedge = hedge or ("nearly" if between.group(0).startswith(("将近", "將近", "接近")) else "about")
            before = before[:between.start()]
        share_before = _TO_SHARE_BEFORE.search(sentence[max(0, match.start() - 60):match.start()])
        # "约为英伟达 A100 的八成": eight tenths of the named product's value ("一成多", ten-odd per cent, is none)
        if share_before and share_before.group(0).rstrip().endswith("的") and not sentence.startswith("多", match.end()):
            hedge = hedge or next((value for word, value in (("约", "about"), ("接近", "nearly"), ("不到", "less than"))
                                   if word in share_before.group(0)), None)
            add(ChangeMention(match.start(), match.end(), tenths / 10, "to_share", "down", hedge, match.group(0)))
        elif _SHARE_AFTER_NAME_BEFORE.search(sentence[max(0, match.start() - 40):match.start()]) and \
                re.match(r"\s*(?:以上|左右)?\s*(?:的)?\s*[\u4e00-\u9fff]{0,4}?(?:性能|效能|算力|吞吐|速度|表现|表現)"
                         r"(?![\u4e00-\u9fff]{0,3}?(?:提升|提高|增长|增長|增加|加速|改善|下降|降低|减少|減少))", sentence[match.end():]):
            # "H20只有H100約7成效能": seven tenths of the named product's speed
            add(ChangeMention(match.start(), match.end(), tenths / 10, "to_share", "down", hedge, match.group(0)))
        elif re.search(r"(?:快|高|多|贵|貴|提升|提高|增加|增长|增長|上涨|上漲|涨|漲)(?:了|出)?\s*$", before):
            add(ChangeMention(match.start(), match.end(), tenths * 10, "percent_change", "up", hedge, match.group(0)))
        # ("推理成本比 H20 方案少用四成": four tenths less used)
        elif re.search(r"(?:慢|低|少|便宜|降低|下降|减少|減少|下调|下調|调降|調降|下跌|降|省|少用|少花|节省|節省)了?\s*$|"
                       r"(?:降幅|跌幅)(?:达|達|为|為|約|约)?\s*$", before):
            add(ChangeMention(match.start(), match.end(), tenths * 10, "percent_change", "down", hedge, match.group(0)))
    for match in _CHINESE_DOUBLE.finditer(sentence):
        add(ChangeMention(match.start(), match.end(), Decimal(2), "multiple", "up", None, match.group(0)))
    found.sort(key=lambda m: m.start)
    # "50-80% lower", "2.7倍到8倍", "2-3x": a range of changes states no one ratio.
    for first, second in zip(found, found[1:]):
        if (first.form == second.form or (first.trigger.endswith("%") and second.trigger.endswith("%"))) and (
                _RANGE_JOIN.fullmatch(sentence[first.end:second.start]) or (
                # "50% ~ 75%": the tilde joining a range was read as the second figure's hedge
                re.fullmatch(r"\s*", sentence[first.end:second.start]) and second.trigger[:1] in "~～") or (
                # "land between 1.5x and 2.5x", "somewhere between 20% and 40%"
                re.fullmatch(r"\s+and\s+", sentence[first.end:second.start], re.I) and
                re.search(r"\bbetween\s+$", sentence[max(0, first.start - 12):first.start], re.I))):
            first.features["range"] = second.features["range"] = True
        elif re.fullmatch(r"\s+(?:[A-Za-z]+\s+)?(?:to|and)\s+", sentence[first.end:second.start]) and \
                re.search(r"\b(?:from|between)\s+$", sentence[max(0, first.start - 12):first.start], re.I):
            # "ranging from 15% lower to 30% higher": the two ends of a spread of results, no one ratio
            first.features["range"] = second.features["range"] = True
    for first, second in zip(found, found[1:]):
        # "少则1.8倍,多则可达4.5倍": the least and the most of a spread, no one ratio
        if re.search(r"(?:少则|少的|低则)[^，。,;；]{0,6}$", sentence[max(0, first.start - 10):first.start]) and \
                re.search(r"(?:多则|多的|高则)", sentence[first.end:second.start]):
            first.features["range"] = second.features["range"] = True
    for mention in found:
        if (_RANGE_START_BEFORE.search(sentence, max(0, mention.start - 14), mention.start) and
                # ("Latency (s) 444.05 373.11 -16.0%": after a row's two figures, the change's own sign, no range)
                not re.search(r"\d[\d.,]*\s+\d[\d.,]*\s-$", sentence[max(0, mention.start - 30):mention.start])) or \
                _WORD_RANGE_START_BEFORE.search(sentence, max(0, mention.start - 24), mention.start) or \
                (re.search(r"(?:自|从|從)\s*$", sentence[max(0, mention.start - 3):mention.start]) and
                 re.match(r"\s*起", sentence[mention.end:])):
            # ("整体涨幅自30%起": a floor of the rises, where they start)
            mention.features["range"] = True
        if mention.hedge is None:
            mention.hedge = _clause_hedge(sentence, mention)
    for first, second in reversed(list(zip(found, found[1:]))):
        # "only 16%/17%/24% slower than X at batch size 8/16/32": figures set apart by slashes share the word of
        # direction after the last
        if first.direction is None and second.direction is not None and first.form == second.form and \
                re.fullmatch(r"\s?/\s?", sentence[first.end:second.start]):
            first.direction = second.direction
    return found


# Hedges written apart from the figure, within its clause: "20倍以上", "一半左右", "约为其 2.8 倍", "不到…的十分之一",
# "delivers, on average, 1.5x". A hedge before may not be another figure's ("约 60 元"), and no figure may stand
# between it and this one.
_HEDGE_AFTER = re.compile(r"\s?(?:(?P<more>以上)|(?P<about>左右|上下))")
_HEDGE_BEFORE = re.compile(r"(?:(?P<about>大约|大約|(?<![合契预預节節签簽条條公制])[约約])(?:为|為|是|合)?|(?P<less>不到|不足)|(?P<more>超过|超過|逾)|"
                           r"(?P<nearly>接近|将近|將近)|(?P<average>\bon\s+average,?))(?!\s?\d)"
                           r"[^，。,;；:：%倍$元]{0,20}$", re.I)


def _clause_hedge(sentence: str, mention: ChangeMention) -> str | None:
    after = _HEDGE_AFTER.match(sentence, mention.end)
    if after is not None:
        return "more than" if after.group("more") else "about"
    before = _HEDGE_BEFORE.search(sentence, max(0, mention.start - 30), mention.start)
    if before is None:
        return None
    return ("about" if before.group("about") else "less than" if before.group("less") else
            "more than" if before.group("more") else "nearly" if before.group("nearly") else "on average")


def _chinese_integer(text: str | None) -> int | None:
    """"二十" → 20, "两百" → 200, "4" → 4; ``None`` for anything else."""
    if not text:
        return None
    if text.isdigit():
        return int(text)
    total, current = 0, 0
    for char in text:
        if char in _CHINESE_DIGITS and char != "十":
            current = _CHINESE_DIGITS[char]
        elif char in "十百千":
            total += (current or 1) * {"十": 10, "百": 100, "千": 1000}[char]
            current = 0
        else:
            return None
    return total + current or None


def ratio_for(change: ChangeMention, lower_is_better: bool) -> Decimal | None:
    """new ÷ baseline of the metric in its natural direction, or ``None`` if it cannot be told.

    ``lower_is_better`` is true for latency, price and cost. "4x lower latency" → 0.25;
    "2x throughput" → 2; "cut by 75%" → 0.25; "50% better" → 1.5.
    """
    if change.form == "to_share":
        # "half the latency", "约为B300的一半": the new value is that share of the baseline.
        return change.factor
    if change.form == "multiple":
        if change.factor <= 0:
            return None
        if change.direction == "down":
            return Decimal(1) / change.factor if lower_is_better else None
        # "4x lower cost" reads as down; "4x the throughput" as up.
        # "costs roughly five times as much", "3x DeepSeek's bill": N times the baseline.
        return change.factor
    if change.form == "percent_change":
        if change.direction is None:
            return None
        share = change.factor / 100
        if change.direction == "down":
            if share >= 1:
                return None
            return 1 - share
        return 1 + share
    return None


# --------------------------------------------------------------------------- rates

@dataclass
class RateMention:
    """A measured rate such as "865,000 tokens/s" (``per`` = "GPU"/"user"/"accelerator" when stated)."""

    start: int
    end: int
    value: Decimal
    unit: str
    per: str | None = None
    hedge: str | None = None
    features: dict = field(default_factory=dict)


# (TGS, TPGS: tokens per GPU per second, as inference-engine write-ups tabulate them)
# ("34 tok/秒": the second written in Chinese)
_RATE_UNIT = (r"(?P<unit>tokens?\s?/\s?(?:s(?:ec(?:ond)?)?|秒)|toks?\s?/\s?(?:s|秒)|tokens?(?:\s+|-)(?:per|a|each)(?:\s+|-)sec(?:ond)?|"
              r"T(?:P)?GS(?![A-Za-z0-9])|"
              r"tokens?\s+every\s+second|TPS(?![A-Za-z0-9])(?!\s*(?:交易|transactions?\b))|t/s(?![A-Za-z0-9])|"
              r"samples?\s?/\s?s(?:ec(?:ond)?)?|samp\s?/\s?s(?![A-Za-z])|samples?\s+per\s+sec(?:ond)?|inferences?\s?/\s?s(?:ec(?:ond)?)?|"
              r"inferences?\s+per\s+sec(?:ond)?|images?\s?/\s?s(?:ec(?:ond)?)?|images?\s+per\s+sec(?:ond)?|img\s?/\s?s(?![A-Za-z])|"
              r"queries\s?/\s?s(?:ec(?:ond)?)?|queries\s+per\s+sec(?:ond)?|QPS(?![A-Za-z0-9])|requests?\s?/\s?s(?:ec(?:ond)?)?|"
              r"requests?\s+per\s+sec(?:ond)?|RPS(?![A-Za-z0-9])|reqs?\s?/\s?s(?:ec(?:ond)?)?(?![A-Za-z]))")
_RATE = re.compile(
    # (a figure with a thousands comma glued to a lower-case word, a flattened table cell: "model support1,850 tok/s")
    # (or glued to a card's label word: "Total121.6 tok/s" on a scraped results page)
    r"(?:" + _HEDGE + r"\s+)?(?:(?<![A-Za-z0-9_.,])|(?<=\dGB)|(?<=[a-z])(?=\d{1,3},\d{3}(?!\d))|"
    r"(?<=\bTotal)|(?<=\bPeak)|(?<=\bOutput)|(?<=\bDecode)|(?<=\bPrefill)|(?<=\bThroughput))(?P<num>"
    # ("~45 000 tokens per second": thousands set apart by a space, as French and Russian pages write them)
    r"(?<![\d,.]\s)\d{1,3}(?: \d{3})+(?=\s?(?:tokens?|toks?|samples?|queries)\b)|" + NUMBER +
    r")\s?(?P<scale>thousand|million|[KkM](?![A-Za-z])|万)?"
    # ("3100~ tokens/sec": about that many; "200多tokens/s": that many and more)
    r"(?P<plus>\+|多)?(?P<tilde>[~～](?=\s?[A-Za-z]))?"
    r"\s?(?:output\s+|generated\s+|input\s+|prefill\s+|decode\s+|total\s+|[输輸][入出]\s?)?" + _RATE_UNIT +
    r"(?:\s?(?:/|per|each|for\s+each|on\s+(?:a|each|one))\s?(?P<per>GPU|accelerator|chip|user|card|node|system|"
    r"server|stream|request)\b)?",
    re.I,
)
_RATE_CHINESE = re.compile(
    # "每秒能生成超过1800个token", "每秒最多只能生成242个token", "每用户每秒超 250 token"
    # ("每秒可达到惊人的 300 个标记": a machine translation's word for tokens)
    r"(?:每秒(?:钟|鐘)?(?:最多|最高|最快)?只?(?:可以|可|能够|能夠|能)?(?:达到|達到|生成|输出|輸出|处理|處理|推理|吞吐)?"
    r"(?:惊人的|驚人的)?(?:约|約|超过|超過|超|多达|多達|高达|高達|达|達|近)?\s?"
    r"(?P<num>" + NUMBER + r")\s?(?P<scale>万|萬|千|[Kk](?![A-Za-z]))?\s?[个個次]?\s?(?:[输輸][入出]\s?)?"
    r"(?:tokens?|token|词元|詞元|令牌|字词|字詞|标记|標記|(?P<samples>样本|樣本|图像|圖像|张图|張圖)|(?P<queries>查询|查詢|请求|請求))"
    r"|(?P<num2>" + NUMBER + r")\s?(?P<scale2>万|萬|千|[Kk](?![A-Za-z]))?\s?[个個]?\s?(?:[输輸][入出]\s?)?(?:tokens?|token|词元|詞元|令牌|字词|字詞)\s?(?:/|每)\s?秒)",
    re.I,
)


def _rate_unit(text: str) -> str:
    text = text.lower()
    if text.startswith(("samp", "image", "inference", "img")):
        return "samples/s"
    if text.startswith(("quer", "qps", "req", "rps")):
        return "queries/s"
    return "tokens/s"


# ("tok/sec per thread: 177.9": a script's line naming the unit and whom each figure is of)
_LABELLED_RATE = re.compile(r"(?<![A-Za-z])(?:(?<=^)|(?<=\n)|(?<=completed\s))(?:(?P<what>samples|tokens|queries)\s+per\s+second|"
                            r"(?P<what3>tok(?:en)?s?)\s?/\s?s(?:ec)?(?:\s+per\s+(?P<per>thread|user|request|stream)|\s+(?:total|overall|avg|average|mean))?|"
                            # "平均每秒回复token数量: 46.91": a benchmark tool's line of average tokens per second
                            r"(?:平均)?每秒(?:回复|回覆|输出|輸出|生成|处理|處理)?的?\s?(?P<what2>tokens?|token)\s?(?:数量|數量|数|數)?)"
                            r"\s*[:：]\s*(?P<num>" + NUMBER + r")(?=[^\S\n]*(?:$|\n))", re.I)  # the line's one figure
# (not a card's model number: "on the RTX 5090 vs 43.8 tok/s on my old RTX 4090")
_PAIRED_RATE_BEFORE = re.compile(r"(?<![A-Za-z0-9_.,/])(?<!RTX\s)(?<!GTX\s)(?<!RX\s)(?<!Radeon\s)(?<!GeForce\s)(?<!Arc\s)"
                                 r"(?<!Quadro\s)(?<!TITAN\s)(?<!Titan\s)(?<!Instinct\s)(?<!Ascend\s)(?<!RTX-)(?<!GTX-)(?<!\bmy\s)(?<!\bour\s)"
                                 r"(?P<num>" + NUMBER + r")\s?"
                                 # "53.4k/60.2k tokens/second"; "85.8 → 109.3 tok/s": before and after a change
                                 # "26,156 input and 13,386 output tokens per second": one result per phase
                                 r"(?P<scale>thousand|million|[KkM](?![A-Za-z])|万)?\s?(?:/|→|->|⟶|\s(?:vs\.?|versus)\s|"
                                 r"\s(?:input|prefill)\s+(?:and|&)\s)\s?$", re.I)
# "from 182 to 251 tokens/s": the rate before a change, in the unit written once after the later one (a bare
# "8 to 16 tok/s" is a range, no result)
_FROM_RATE_BEFORE = re.compile(r"(?<!ranging\s)(?<!ranges\s)(?<!range\s)(?<!vary\s)(?<!varies\s)(?<!varying\s)(?<!varied\s)(?<!swept\s)(?<!sweeping\s)"
                               r"(?<!scaling\s)(?<!scaled\s)\bfrom\s+(?P<num>" + NUMBER + r")\s?(?P<scale>thousand|million|[KkM](?![A-Za-z])|万)?"
                               r"\s+to\s+$", re.I)


_EARLIER_RATE_AFTER = re.compile(r"(?:[^.;。；$€£¥\d]|(?<=[A-Za-z-])\d){0,60}?\b(?:up|down)\s+from\s+(?P<num>" + NUMBER + r")\s?"
                                 r"(?P<scale>thousand|million|[KkM](?![A-Za-z]))?(?:\s+(?:tokens?|samples?|queries))?"
                                 r"(?![\w.,%/$€£¥])", re.I)


# The verb a rate is the object of ("B200 runs 5857 tok/s/GPU")
_RATE_VERB_BEFORE = re.compile(r"\b(?P<verb>runs|produces|delivers|hits|reaches|serves|generates|achieves|sustains|"
                               r"manages|does|gets)\s+(?:~|about\s+|roughly\s+)?$")


def find_rates(sentence: str) -> list[RateMention]:
    """Measured rates: "865,000 tokens/s", "33 queries/s", "5,842 tokens per second per GPU",
    "每秒生成3000个tokens". Tokens per minute/day (rate limits, usage) are not matched."""
    rates: list[RateMention] = []
    for match in _RATE.finditer(sentence):
        value = parse_decimal(match.group("num").replace(" ", ""))
        if value is None or value == 0:   # ("Throughput: 0.0 tokens/s" in a bug report: nothing was measured)
            continue
        value *= _scale(match.group("scale"))
        rate_start = match.start()
        if re.search(r"(?:\+/-|\+-|±)\s*$", sentence[:match.start("num")]):
            # "105.09 +/- 0.56 t/s": the unit after the spread is the mean's; the spread is no result
            mean = re.search(r"(?<![\d.,])(?P<mean>\d[\d,]*(?:\.\d+)?)\s*(?:\+/-|\+-|±)\s*$",
                             sentence[max(0, match.start("num") - 30):match.start("num")])
            if mean is None or (mean_value := parse_decimal(mean.group("mean"))) is None:
                continue
            value = mean_value * _scale(match.group("scale"))
            rate_start = max(0, match.start("num") - 30) + mean.start("mean")
        per = match.group("per")
        per = per.upper() if per and per.lower() == "gpu" else per.lower() if per else None
        if re.fullmatch(r"T(?:P)?GS", match.group("unit"), re.I):
            per = "GPU"   # "7360 TGS": tokens per GPU per second
        unit = _rate_unit(match.group("unit"))
        hedge = _normalise_hedge(match.group("hedge")) or ("more than" if match.group("plus") else None) or \
            ("about" if match.group("tilde") else None)
        # "53.4k/60.2k tokens/second": each number before the slash is a result in the same unit.
        paired, start = [], match.start()
        while (pair := _PAIRED_RATE_BEFORE.search(sentence, 0, start) or
               _FROM_RATE_BEFORE.search(sentence, max(0, start - 40), start)) is not None:
            pair_value = parse_decimal(pair.group("num"))
            if pair_value is None:
                break
            pair_value *= _scale(pair.group("scale") or match.group("scale"))
            paired.insert(0, RateMention(pair.start("num"), pair.end("scale") if pair.group("scale") else pair.end("num"),
                                         pair_value, unit, per, hedge))
            start = pair.start()
        rates.extend(paired)
        rates.append(RateMention(rate_start, match.end(), value, unit, per, hedge))
        for position, rate in enumerate(paired + [rates[-1]] if paired else []):
            rate.features.update(slash_position=position, slash_count=len(paired) + 1)
    for rate in list(rates):
        # "8,064 tokens/s, up from 2,907 tokens six months prior": the earlier result, in the same unit.
        earlier = _EARLIER_RATE_AFTER.match(sentence, rate.end)
        if earlier and not any(other.start <= earlier.start("num") < other.end for other in rates):
            earlier_value = parse_decimal(earlier.group("num"))
            if earlier_value is not None:
                earlier_value *= _scale(earlier.group("scale"))
                rates.append(RateMention(earlier.start("num"), earlier.end(), earlier_value, rate.unit, rate.per,
                                         None, {"earlier_of": rate.start}))
    for rate in list(rates):
        # "B200 runs 5857 tok/s/GPU at $0.09/M tokens, MI325X runs 854 at $0.42/M": a second subject with the same verb
        # and a bare figure, the unit left unsaid as the first clause's
        # ("Together at 171.3 output tokens per second, ahead of Lightning AI at 147.5 and Fireworks at 111.9": names
        # listed with "at" and a bare figure after one written with its unit)
        verb = _RATE_VERB_BEFORE.search(sentence, max(0, rate.start - 20), rate.start) or \
            re.search(r"(?<=[A-Za-z0-9)])\s+(?P<verb>at)\s+$", sentence[max(0, rate.start - 6):rate.start])
        if verb is None:
            continue
        subject = r"[A-Z][\w-]*\d[\w-]*" if verb.group("verb") != "at" else r"[A-Z][\w.-]*(?:\s+[A-Z0-9][\w.-]*){0,2}"
        elided = re.compile(r"(?:[,;，；]\s*(?:and\s+|while\s+|whereas\s+|ahead\s+of\s+|followed\s+by\s+|then\s+)?|"
                            r"\s+(?:and|while|whereas|ahead\s+of|followed\s+by|vs\.?|versus)\s+)(?:the\s+)?" + subject + r"\s+" +
                            re.escape(verb.group("verb")) + r"\s+(?P<num>\d[\d,]*(?:\.\d+)?)(?!\d|[.,]\d)(?=\s*(?:[,.;)(]|at\b|and\b|$))")
        for match in elided.finditer(sentence, rate.end, min(len(sentence), rate.end + 120)):
            value = parse_decimal(match.group("num"))
            if value is not None and not any(other.start <= match.start("num") < other.end for other in rates):
                rates.append(RateMention(match.start("num"), match.end("num"), value, rate.unit, rate.per, None,
                                         {"elided_unit_of": rate.start}))
    for match in _LABELLED_RATE.finditer(sentence):
        # "Samples per second: 2265.65" in an MLPerf results summary (not its "Scheduled" target rate)
        value = parse_decimal(match.group("num"))
        if value is not None and not any(r.start <= match.start("num") < r.end for r in rates):
            rates.append(RateMention(match.start(), match.end(), value,
                                     _rate_unit(match.group("what") or match.group("what2") or match.group("what3")),
                                     "user" if match.group("per") else None, None, {"summary_line": True}))
    for match in _RATE_CHINESE.finditer(sentence):
        number = match.group("num") or match.group("num2")
        value = parse_decimal(number)
        if value is None:
            continue
        value *= _scale(match.group("scale") or match.group("scale2"))
        # "每秒 5,820 個樣本", "每秒 3 万次查询": samples and queries per second too
        unit = "samples/s" if match.group("samples") else "queries/s" if match.group("queries") else "tokens/s"
        rates.append(RateMention(match.start(), match.end(), value, unit))
    return rates
