"""Structured records pasted into a document as JSON or YAML: the objects themselves, and the prices of price records.

Providers publish their model catalogues as JSON (one object per model, or per prompt-length tier, with keys naming
the token type and a unit key such as "元/千tokens"), and open price catalogues key per-token costs by model id
("input_cost_per_token": 2.5e-06). A price is read only where the record states its unit, in a key of its own or in
the price key's name; a record whose unit is unknown gives nothing rather than a guess.
"""

from __future__ import annotations

import bisect
import json
import re
import tomllib

import yaml
from decimal import Decimal, InvalidOperation
from typing import Callable

from extractors.numbers import MoneyMention, find_money
from extractors.rules.conditions import _long_context
from extractors.rules.context import Candidate, DocumentContext, _clean_decimal
from extractors.rules.names import Mention, _model_table

RECORD_PRICE_RULE = "price:record"


def json_objects(text: str, accept: Callable[[dict], bool]) -> list[tuple[int, int, dict]]:
    """(start, end, parsed object) of every complete JSON object in ``text`` that ``accept`` takes, read by the JSON
    decoder from each brace that opens a key (so braces inside string values do not cut it short). An object inside
    one already taken is not read again; one cut off by the excerpt, or one that does not parse, is skipped."""
    decoder = json.JSONDecoder()
    found: list[tuple[int, int, dict]] = []
    # (a comment may follow the brace on its line: '"grok-2": {   # same as grok-2-1212')
    for brace in re.finditer(r'\{(?=[ \t]*(?:(?:#|//)[^\n]*)?\s*(?:"|\'|[A-Za-z_$][\w$]*\s*:))', text):
        if found and brace.start() < found[-1][1]:
            continue
        try:
            record, end = decoder.raw_decode(text, brace.start())
        except ValueError:
            record, end = _lenient_record(text, brace.start())
            if record is None:
                continue
        if isinstance(record, dict) and accept(record):
            found.append((brace.start(), end, record))
    return found


def _lenient_record(text: str, start: int) -> tuple[dict | None, int]:
    """(object, end) of the object opening at ``start`` the JSON decoder refused: one cut off by the excerpt, or one
    written as code keeps it (a trailing comma, a "#" or "//" comment at a line's end), else (None, start)."""
    cut = _cut_off_record(text, start)
    if cut is not None:
        return cut, len(text.rstrip())
    end = _balanced_end(text, start)
    if end is None:
        return None, start
    body = re.sub(r'(?m)[ \t]+(?:#|//)[^\n"\']*$', "", text[start:end])   # (a comment after a value, not inside a string)
    body = re.sub(r"(?m)^[ \t]*//.*$", "", body)
    body = re.sub(r",(\s*[}\]])", r"\1", body)
    # ("input: 0.10 / 1e6": a price per million divided to one token's in code, read as the token's price it is; the
    # caller prices such a record per token, whatever unit a comment declares)
    body = _DIVIDED_TO_PER_TOKEN.sub(lambda m: format(Decimal(m.group("n")) / 1_000_000, "f"), body)
    try:
        record = json.loads(body)
    except ValueError:
        # a JavaScript or TypeScript object literal ("'claude-3-5-haiku': { write: 1, read: 0.08 }", unquoted keys,
        # single quotes) is a YAML flow mapping
        try:
            record = yaml.safe_load(body)
        except (yaml.YAMLError, RecursionError, ValueError):
            return None, start
    return (record, end) if isinstance(record, dict) else (None, start)


_DIVIDED_TO_PER_TOKEN = re.compile(r"(?P<n>\d+(?:\.\d+)?)[ \t]*/[ \t]*(?:1e6|1_000_000|1000000|1e-?0?6|1[eE]\+?6)\b")


def _cut_off_record(text: str, start: int) -> dict | None:
    """The object opening at ``start`` when the excerpt ends inside it ("…"output_cost_per_token": 2.8e-07," and
    nothing after): its complete lines, closed; None when it closes in the text (then it did not parse for another
    reason) or its lines do not parse either."""
    closers: list[str] = []
    in_string = escaped = False
    for char in text[start:]:
        if in_string:
            escaped, in_string = (False, True) if escaped else (char == "\\", char != '"')
            continue
        if char == '"':
            in_string = True
        elif char in "{[":
            closers.append("}" if char == "{" else "]")
        elif char in "}]":
            if not closers:
                return None
            closers.pop()
            if not closers:
                return None   # closed in the text
    if in_string or not closers:
        return None
    body = text[start:].rstrip()
    body = body[:body.rfind("\n")] if not re.search(r"[,{\[]$", body) and "\n" in body else body
    body = body.rstrip().rstrip(",")
    try:
        record = json.loads(body + "".join(reversed(closers)))
    except ValueError:
        body = re.sub(r"(?m)^[ \t]*//.*$", "", re.sub(r'(?m)[ \t]+(?:#|//)[^\n"\']*$', "", body))
        try:   # (a JavaScript object literal, cut off the same way: read as a YAML flow mapping)
            record = yaml.safe_load(re.sub(r",(\s*[}\]])", r"\1", body + "".join(reversed(closers))))
        except (yaml.YAMLError, RecursionError, ValueError):
            return None
    return record if isinstance(record, dict) else None


# A document worth parsing: a quoted key that names a token side or a per-token cost, then a number.
# (each part bounded and a key's start anchored: a run of 300,000 letters must not be searched quadratically)
_PRICE_KEY_HINT = re.compile(r'(?:(?<=["\'{,\s])|^)[\w ]{0,40}?(?:input|output|prompt|completion|cost_per_token|token_cost|'
                             r'TokenCost|_in\b|_out\b)[\w ]{0,40}?["\']?\s*:\s*["\']?(?:US)?[$€£¥￥]?\s?\d|'
                             # or the sides written short as quoted keys of their own ("in": 2.00, "out": 8.00)
                             r'["\'](?:in|out)["\']\s*:\s*\d|'
                             # or a map of cache operations' prices ("write: 3.75, read: 0.3")
                             r'\b(?:write|read)["\']?\s*:\s*\d|'
                             # or a long-format row naming its tokens ("dimension": "input")
                             r'"(?:dimension|token_type|usage_type|direction|meter)"\s*:\s*"[\w ]{0,40}?(?:input|output|prompt|completion)|'
                             # or a Chinese catalogue's keys ("输入": 1.5, "缓存命中输入": 0.2)
                             r'["\'][\u4e00-\u9fff]{0,6}(?:输入|输出|輸入|輸出)["\']\s*:\s*\d',
                             re.I)
# Keys of what a record prices, other than tokens: never a token price.
_NOT_TOKENS = re.compile(r"audio|image|video|pixel|character|second|minute|query|queries|request|search|tool|call|"
                         r"reasoning|embedding_dim|page|file|storage|(?:^|_|\b)hours?(?:_|$|\b)|hourly|"
                         # a limit or a size, not a price: "max_output: 128000", "max_input_tokens", "context_window"
                         r"(?:^|_)(?:max|min|maximum|minimum)(?:_|$)|limit|context_(?:window|length|size)|window|(?:^|_)length(?:_|$)|"
                         r"quota|(?:^|_)[rt]pm(?:_|$)",
                         re.I)
_MODEL_KEYS = ("model_code", "model", "model_id", "model_name", "id", "name", "slug", "provider_model_id",
               "名称", "模型名称", "模型名", "模型")
# Long-format price rows: one record per priced quantity, its key naming the tokens ("dimension": "input", "price": 1)
_DIMENSION_KEYS = ("dimension", "token_type", "usage_type", "direction", "meter")
_AMOUNT_KEYS = ("price", "amount", "rate", "unit_price")
_UNIT_KEYS = ("unit", "price_unit", "pricing_unit", "billing_unit", "units", "单位", "计价单位", "計價單位")
_TIER_KEYS = ("input_range", "range", "tier", "context_range", "prompt_length", "token_range", "context", "区间", "區間")
# Structural keys whose object is the parent's (an OpenRouter-style "pricing" object): no model name of their own.
# (and a map of models under its own key: '"models": {"wren-2": {…}}' names no model)
_STRUCTURAL = re.compile(r"pric|cost|rate|tier|billing|fee|^(?:models?|data|entries|catalog(?:ue)?|providers?)$", re.I)
# A key's own unit: "per_token", "per_1m_tokens", "per_million", "per_1k"
_KEY_SCALE = [
    # "promptTokenCostInMillicents": a thousandth of a US cent a token is ten dollars a million
    (re.compile(r"millicents?", re.I), Decimal(10)),
    # (and the words of a page's column written as the key: "Cost per 1000 input tokens", "per 1M tokens")
    # ("inputPer1MTokens": a camel-cased key, its unit glued to the word after it)
    (re.compile(r"per[_ ]?(?:1[_ ]?m|mil(?:lion)?|1,?000,?000|mtok)(?![a-z])|_1m_|_1m$|per_m$|Per1M(?=Tok)", re.I), Decimal(1)),
    (re.compile(r"per[_ ]?(?:1[_ ]?k|thousand|1,?000)(?![\d,])|_1k_|_1k$|Per1K(?=Tok)", re.I), Decimal(1000)),
    # ("cost: {prompt_token: 8e-7, completion_token: 0.000004}": the cost of one token of each side)
    (re.compile(r"per_?token|token_cost|_per_token|^(?:prompt|completion|input|output)_token$", re.I), Decimal(1_000_000)),
]
_UNIT_PER_MILLION = re.compile(r"1\s?M\b|百万|million|MTok|1,?000,?000", re.I)
_UNIT_PER_THOUSAND = re.compile(r"1\s?K\b|千|thousand|KTok|(?<![\d,])1,?000(?![\d,])", re.I)
_UNIT_PER_TOKEN = re.compile(r"(?:/|per\s+|每)\s*(?:1\s+)?(?:token|个token)\b", re.I)
# (美元, 欧元, 日元, 港元, 英镑 name other currencies than the yuan's bare 元: the word before 元 is read first)
_CURRENCY_WORDS = [("USD", re.compile(r"美元|美金")), ("EUR", re.compile(r"欧元|歐元")), ("JPY", re.compile(r"日元|日圆|日圓")),
                   ("HKD", re.compile(r"港元|港币|港幣")), ("GBP", re.compile(r"英镑|英鎊")),
                   ("CNY", re.compile(r"(?<![美欧歐日港韩韓台新澳加])元|人民币|(?<![A-Za-z])(?:RMB|CNY|yuan)(?![A-Za-z])|¥|￥", re.I)),
                   ("USD", re.compile(r"\$|USD|dollar", re.I)),
                   ("EUR", re.compile(r"€|EUR|euro", re.I)), ("GBP", re.compile(r"£|GBP|pound", re.I)),
                   ("JPY", re.compile(r"JPY|円|\byen\b", re.I))]
# "32K<输入<=128K", "above_128k_tokens", ">200k": the lower bound of a prompt-length tier, in thousands of tokens
_TIER_LOWER = re.compile(r"(?P<a>\d+)\s?[kK]\s*<|(?:>|above_?|over_?|超过|大于)\s*(?P<b>\d+)\s?[kK]", re.I)


def _scale_of_unit(unit: str) -> Decimal | None:
    unit = unit.replace("_", " ")   # "per_1M_tokens"
    if _UNIT_PER_TOKEN.search(unit):
        return Decimal(1_000_000)
    if _UNIT_PER_MILLION.search(unit):
        return Decimal(1)
    if _UNIT_PER_THOUSAND.search(unit):
        return Decimal(1000)
    return None


def _currency_of(text: str) -> str | None:
    return next((code for code, words in _CURRENCY_WORDS if words.search(text)), None)


def _tier_condition(text: str) -> str | None:
    match = _TIER_LOWER.search(text)
    if match is None:
        return None
    thousands = int(match.group("a") or match.group("b"))
    return f"long-context>{thousands}k" if thousands > 0 else None


# A Chinese catalogue's keys in the English words the readers below know ("缓存命中输入" → cache_hit_input)
_CHINESE_KEY_WORDS = (("缓存命中", "cache_hit_"), ("緩存命中", "cache_hit_"), ("缓存写入", "cache_write_"),
                      ("缓存创建", "cache_write_"), ("输入", "input"), ("輸入", "input"), ("输出", "output"),
                      ("輸出", "output"), ("批量", "batch_"), ("夜间优惠", "off_peak"), ("错峰", "off_peak"),
                      ("闲时", "off_peak"))


def _english_key(key: str) -> str:
    if not re.search(r"[\u4e00-\u9fff]", key):
        return key
    if re.search(r"最大|最长|最多|上限|长度|長度|窗口", key):
        return "max_tokens"   # "最大输出": 16384, "输入长度": a length of tokens, no price of them
    for chinese, english in _CHINESE_KEY_WORDS:
        key = key.replace(chinese, english)
    return key


def _key_reading(key: str) -> tuple[str, list[str]] | None:
    """(token type, conditions) a price key names ("input_cache_hit" → cached_input; "output_batch" → output, batch;
    "cache_creation_input_token_cost" → input, cache write), or None for a key that prices no tokens."""
    key = _english_key(key)
    words = key.lower().replace("-", "_").replace(" ", "_")
    if _NOT_TOKENS.search(words):
        return None
    # "cost_per_1m_in", "cost_per_1m_out_cached", a bare "in": the token sides written short
    words = re.sub(r"(?:(?<=_)|^)in(?=_|$)", "input", re.sub(r"(?:(?<=_)|^)out(?=_|$)", "output", words))
    if re.search(r"[a-z][A-Z]", key):
        # ("inputLong", "cacheReadPrice": camelCase words read as snake_case ones; "…CostInMillicents" keeps its "in")
        words = re.sub(r"(?<=[a-z])(?=[A-Z])", "_", key).lower().replace("-", "_").replace(" ", "_")
    cache = "cache" in words or "cached" in words
    if cache and re.search(r"creat|write", words):
        token_type, conditions = "input", ["cache write"]
    elif cache and (re.search(r"read|hit|cached", words) or not re.search(r"input|prompt|output|completion", words)):
        # ("context_cache: 0.31": a cache priced alone is what reading from it costs)
        token_type, conditions = "cached_input", []
    elif re.search(r"input|prompt", words):
        token_type, conditions = "input", []
    elif re.search(r"output|completion", words):
        token_type, conditions = "output", []
    else:
        return None
    if re.search(r"batch", words):
        conditions.append("batch")
    for word, condition in (("priority", "priority"), ("flex", "flex"), ("off_?peak", "off-peak"),
                            ("(?:^|_)promo(?:tion(?:al)?)?(?:_|$)", "promotional"),
                            ("(?<!non_)(?<!no_)thinking", "thinking")):
        if re.search(word, words):
            conditions.append(condition)
    if (tier := _tier_condition(words)) is not None:
        conditions.append(tier)
    elif re.search(r"(?:^|_)long(?:_?context)?(?:_|$)", words):
        conditions.append("long-context")   # ("input_long": the long-context tier; its threshold, where stated, is put in)
    return token_type, conditions


_EXAMPLE_KEY = re.compile(r"^(?:example|examples|sample|template|append_format|schema|format)$", re.I)
# Keys of objects that hold one option's prices, not a model's
_OPTION_KEY = re.compile(r"(?P<long>long[_-]?context|long[_-]?ctx|(?:above|over|gt)[_-]?\d+k?)|(?P<batch>^batch(?:_api)?$)|(?P<flex>^flex$)|"
                         r"(?P<priority>^priority$)|(?P<offpeak>off[_-]?peak|夜间优惠|错峰|闲时)", re.I)
# Keys of objects that are parts of a price list ("standard", "text_tokens", "modalities")
_PART_KEY = re.compile(r"^(?:standard|default|base|regular|text(?:_tokens)?|tokens|audio(?:_tokens)?|image(?:_tokens)?|"
                       r"modalit\w*|limits?|capabilit\w*|metadata|features?|context)$", re.I)


def _threshold_condition(record: dict) -> str:
    """The long-context condition of a record that states its threshold beside the option ("long_context_threshold":
    272000 → long-context>272k); a bare "long-context" where it does not."""
    for key, value in record.items():
        if re.search(r"threshold|above|over|min(?:imum)?_?(?:prompt|input|context)?_?tokens", key, re.I) and \
                (amount := _amount(value)) is not None and amount >= 1000:
            return f"long-context>{int(amount) // 1000}k"
    return "long-context"


def _own_scale(key: str) -> bool:
    return any(regex.search(key) for regex, _ in _KEY_SCALE)


def _amount(value) -> Decimal | None:
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return None
    # ("cached_input_tokens: Some(1.25)": a Rust option holding the amount)
    text = re.sub(r"^Some\(\s*([^()]*?)\s*\)$", r"\1", str(value).strip())
    try:
        amount = Decimal(text)
    except InvalidOperation:
        return None
    return amount if amount.is_finite() and amount > 0 else None


def _signed_amount(value: str) -> MoneyMention | None:
    """The amount a string value writes with its currency ("$0.002", "US$ 1.25"), read as prose reads money, when the
    value is that amount and nothing more."""
    text = value.strip()
    found = find_money(text)
    return found[0] if len(found) == 1 and found[0].start == 0 and found[0].end == len(text) else None


def _own_string(record: dict, keys: tuple[str, ...]) -> str | None:
    return next((record[k].strip() for k in keys if isinstance(record.get(k), str) and record[k].strip()), None)


_UNIT_KEY_STATED = re.compile(r"^\s*per\s+(?:1\s?)?(?:M|million|K|thousand|1,?000(?:,000)?)\s+tokens?\s*$", re.I)


# A record's key giving the number of tokens its prices are for ("numberTokens": 1_000_000, "per_tokens": 1000)
_TOKEN_COUNT_KEY = re.compile(r"(?:num(?:ber|er)?_?|per_?|unit_?)tokens|tokens?_?(?:per_price|unit|count|basis)", re.I)


def _token_count_unit(record: dict) -> str | None:
    for key, value in record.items():
        if isinstance(key, str) and _TOKEN_COUNT_KEY.fullmatch(key) and not isinstance(value, bool) and \
                isinstance(value, (int, float)) and value in (1000, 1_000_000):
            return "per 1M tokens" if value == 1_000_000 else "per 1K tokens"
    return None


def _prices_of(record: dict, inherited: dict, found: list[tuple[str, Decimal, dict]]) -> None:
    """Depth first, in the record's own order: (key, amount, reading) of every token price with a known unit."""
    state = dict(inherited)
    if (model := _own_string(record, _MODEL_KEYS)) is not None:
        # ("model_id": "gpt-5-5" beside "model_name": "GPT-5.5": the value the registry knows, where one does)
        table = _model_table()
        known = [record[k].strip() for k in _MODEL_KEYS if isinstance(record.get(k), str) and record[k].strip()
                 and table is not None and table.lookup(record[k].strip()) is not None]
        state["model"] = known[0] if known else model
        state["model_named"] = True   # (the objects inside are its prices' parts, not models named by their keys)
    if (unit := _own_string(record, _UNIT_KEYS)) is not None:
        state["unit"] = unit
    elif (count := _token_count_unit(record)) is not None:
        state["unit"] = count   # '"numerTokens": 1_000_000' beside '"input": 0.50': the tokens its prices are for
    if (currency := _own_string(record, ("currency", "billing_currency"))) is not None:
        state["currency"] = currency
    if (tier := _own_string(record, _TIER_KEYS)) is not None:
        state["tier"] = tier
    for value in record.values():
        # '"billing": {"currency": "CNY", "unit": "元/百万tokens"}' beside '"models": [...]': an object that only
        # declares the unit and currency declares them for its siblings
        if isinstance(value, dict) and not any(_key_reading(k) for k in value) and \
                (_own_string(value, _UNIT_KEYS) or _own_string(value, ("currency",))):
            for keys, field in ((_UNIT_KEYS, "unit"), (("currency",), "currency")):
                if field not in state and (declared := _own_string(value, keys)) is not None:
                    state[field] = declared
    dimension = _own_string(record, _DIMENSION_KEYS)
    for written_key, value in record.items():
        key = written_key
        if dimension is not None and key.lower() in _AMOUNT_KEYS:
            key = dimension   # the row's amount prices the tokens its dimension names
        if isinstance(value, dict) and _EXAMPLE_KEY.search(key):
            continue   # '"example": {…}' in a file's format notes: a made-up entry, no price
        if isinstance(value, dict) and not state.get("model") and key.strip().lower() in ASSUMED_KEYS:
            continue   # 'default: { input: 3.0, … }' beside a catalogue's models: what a tool assumes, no model's price
        if isinstance(value, dict):
            child = dict(state)
            option = _OPTION_KEY.search(key)
            if option is not None:
                # '"long_context": {"input_per_million": 0.44}' beside '"long_context_threshold": 272000', '"batch": {…}':
                # the option every price inside is under
                extra = "batch" if option.group("batch") else "flex" if option.group("flex") else \
                    "priority" if option.group("priority") else "off-peak" if option.group("offpeak") else \
                    f"long-context>{tier.group(1)}k" if (tier := re.search(r"(\d+)k", option.group("long") or "", re.I)) \
                    else _threshold_condition(record)
                child["extra_conditions"] = list(state.get("extra_conditions", [])) + [extra]
            elif not _STRUCTURAL.search(key) and _own_string(value, _MODEL_KEYS) is None and \
                    not state.get("model_named") and not _PART_KEY.search(key):
                child["model"] = key  # an open catalogue: each model's costs under its id
            _prices_of(value, child, found)
            continue
        if isinstance(value, list):
            bounds = [item.get(bound) for item in value if isinstance(item, dict)
                      for bound in [next((k for k in item if _UPPER_BOUND_KEY.fullmatch(k)), None)] if bound]
            if bounds and len(bounds) == sum(isinstance(item, dict) for item in value) and \
                    not any(_own_string(item, _MODEL_KEYS) for item in value if isinstance(item, dict)):
                # '"price_tiers": [{"up_to_input_tokens": 128000, …}, {"up_to_input_tokens": 256000, …}, {… null …}]':
                # the first tier is the record's own price again; each later one holds for prompts past the bound
                # before it (a bound that is no whole number of tokens leaves the tiers unread)
                if not all(isinstance(b, int) and b > 0 for b in bounds[:-1]) or not (bounds[-1] is None or isinstance(bounds[-1], int)):
                    continue
                items = [item for item in value if isinstance(item, dict)]
                if not any((reading := _key_reading(k)) and not reading[1] for k, v in record.items()
                           if isinstance(v, (int, float, str)) and k != written_key):
                    # (a record whose own keys price nothing, or only a billing option, "batch_input": its first tier
                    # is its standard price)
                    _prices_of({k: v for k, v in items[0].items() if not _UPPER_BOUND_KEY.fullmatch(k)}, dict(state), found)
                for below, item in zip(bounds, items[1:]):
                    child = dict(state)
                    child["extra_conditions"] = list(state.get("extra_conditions", [])) + [f"long-context>{below // 1000}k"]
                    _prices_of({k: v for k, v in item.items() if not _UPPER_BOUND_KEY.fullmatch(k)}, child, found)
                continue
            for item in value:
                if isinstance(item, dict):
                    _prices_of(item, state, found)
            continue
        reading = _key_reading(key)
        if reading is None and state.get("cache_object"):
            # "cacheTokenValues = { 'claude-3-5-haiku': { write: 1, read: 0.08 } }": a map of cache prices names
            # only the cache operation
            reading = {"write": ("input", ["cache write"]), "read": ("cached_input", []),
                       "hit": ("cached_input", [])}.get(key.lower())
        amount = _amount(value)
        # ('"Cost per 1000 input tokens": "$0.002"': an amount written with its currency sign, as a page shows it)
        signed = _signed_amount(value) if isinstance(value, str) and amount is None else None
        if signed is not None:
            amount = signed.quoted_amount
        if reading is None or amount is None:
            continue
        scale = next((factor for regex, factor in _KEY_SCALE if regex.search(key)), None)
        if scale is None and state.get("unit"):
            scale = _scale_of_unit(state["unit"])
        if scale is None:
            continue  # no unit stated: a number, not yet a price
        if re.search(r"(?:^|_)cents?(?:_|$)", key, re.I) or re.search(r"\b(?:US\s+)?cents?\b", str(state.get("unit") or ""), re.I):
            # "input_cents_per_million_tokens": 55, or "input_cents: 180" under "Amounts are in US cents per million
            # tokens": cents of a dollar ($0.55, $1.80)
            scale = scale / 100
        elif state.get("hao"):
            scale = scale / 10000   # ('"input": 25000' in 毫/百万tokens: 2.5 yuan a million)
        if (named_currency := _CURRENCY_IN_KEY.search(key)) is not None:
            code = "CNY" if named_currency.group(1).lower() in ("cny", "rmb") else named_currency.group(1).upper()
            if _currency_of(state.get("currency") or "") not in (None, code):
                continue   # ('"input_price_cny_per_m"' of a model billed in dollars: a conversion, no price)
            state_currency = code
        else:
            state_currency = None
        token_type, conditions = reading
        conditions = conditions + [c for c in state.get("extra_conditions", []) if c not in conditions]
        if state.get("tier") and (tier := _tier_condition(state["tier"])) is not None and tier not in conditions:
            conditions = conditions + [tier]
        # (a cost key, or a key naming its own token quantity, in a file naming no other currency: the dollars the
        # open catalogues keep)
        currency = (signed.currency if signed is not None else None) or state_currency or \
            _currency_of(state.get("currency") or "") or _currency_of(state.get("unit") or "") or \
            ("USD" if (("cost" in key.lower() or _own_scale(key) or
                        # ('"input": 0.88' beside '"unit": "per 1M tokens"': a unit stated, its currency left unsaid)
                        (state.get("unit") and _UNIT_KEY_STATED.search(state["unit"])))
                       and not state.get("other_currency")) or
             "millicent" in key.lower() else None)
        if currency is None:
            continue
        found.append((written_key, amount * scale, {"token_type": token_type, "conditions": conditions, "written": amount,
                                            "currency": currency, "model": state.get("model"),
                                            "quoted_unit": state.get("unit") or key}))


# The tokens that matter for what encloses an object: a quoted string (a key when a colon follows), and brackets.
# (a JavaScript map's single-quoted key is read too, only as a key: "'qwen-max': {" names its record's model; and so
# is a Python map's item assigned a dict: 'MODEL_PRICING["openai/gpt-4o-mini"] = {')
_JSON_TOKEN = re.compile(r'"(?P<s>(?:[^"\\\n]|\\.)*)"(?P<colon>\s*:|\s*\]\s*=(?=\s*\{))?|(?P<bracket>[{}\[\]])|'
                         r"'(?P<single>[^'\\\n]{1,80})'(?=\s*:)")


def _written_number(text: str) -> Decimal | None:
    """The number a record writes ("0.2", "1_000", "2.5e-06"), or ``None`` where it is none."""
    try:
        return Decimal(text.replace("_", ""))
    except ArithmeticError:
        return None


# A tier's upper bound of prompt tokens ("up_to_input_tokens": 128000, "max_input_tokens" inside a tier list)
# (not "max_tokens", an output limit: the bound names the prompt's tokens)
_UPPER_BOUND_KEY = re.compile(r"(?:up_?to|upper|until)_(?:(?:input|prompt|context)_)?tokens|max_(?:input|prompt|context)_tokens", re.I)
# A key naming the currency of its amount ("input_price_cny_per_m", "output_usd_per_1m")
_CURRENCY_IN_KEY = re.compile(r"(?:^|_)(cny|rmb|usd|eur)(?:_|$)", re.I)
# The keys of what a tool assumes for models its catalogue lacks ('default: { input: 3.0, … }'), no model's price
ASSUMED_KEYS = ("default", "fallback", "unknown", "*")


def _names_model(key: str | None) -> bool:
    """Whether a key whose value is an object names that object's model ("GPT-4o": {…}), not its structure
    ("pricing": {…}) or a tier ("context": {…})."""
    return key is not None and not _STRUCTURAL.search(key) and key.lower() not in _TIER_KEYS


def _enclosing_states(text: str, starts: list[int]) -> dict[int, dict]:
    """For each object start, what the objects around it that did not parse state for it: an excerpt cut off at its
    end (a provider's model record whose tiers are read one by one), or a dict the JSON decoder refuses (a trailing
    comma, a comment) leave their objects to be read alone, and those keep the enclosing record's model, unit,
    currency and tier, and the key they are the value of ("GPT-4o": {"input": 36}) as their model; "outermost" is where
    the outermost of them opens (a heading above it may state the unit of all)."""
    wanted = sorted(set(starts))
    states: dict[int, dict] = {}
    stack: list[dict] = [{}]
    outermost: list[int] = []   # where each open bracket opened, the outermost first
    pending: str | None = None
    next_start = 0
    for token in _JSON_TOKEN.finditer(text):
        while next_start < len(wanted) and wanted[next_start] <= token.start():
            state = dict(stack[-1])
            state["outermost"] = outermost[0] if outermost else wanted[next_start]
            if _names_model(pending):
                state["model"] = pending
            if (pending or "").strip().lower() in ASSUMED_KEYS:
                state["assumed"] = True   # ('"default": {"input": 10000, …}' in a map of models: no model's price)
            states[wanted[next_start]] = state
            next_start += 1
        if next_start >= len(wanted):
            break
        bracket = token.group("bracket")
        if bracket in ("{", "["):
            child = dict(stack[-1])
            if bracket == "{" and _names_model(pending):
                child["model"] = pending
            stack.append(child)
            outermost.append(token.start())
            pending = None
        elif bracket in ("}", "]"):
            if len(stack) > 1:
                stack.pop()
                outermost.pop()
            pending = None
        elif token.group("colon"):
            if "]" in token.group("colon") and len(stack) > 1:
                stack.pop()   # ('MODEL_PRICING["…"] = {': the item's bracket closes before its value opens)
                outermost.pop()
            pending = token.group("s")
        elif token.group("single") is not None:
            pending = token.group("single")
        else:
            key, value = (pending or "").lower(), token.group("s").strip()
            for keys, field in ((_MODEL_KEYS, "model"), (_UNIT_KEYS, "unit"), (("currency",), "currency"),
                                (_TIER_KEYS, "tier")):
                if key in keys and value:
                    stack[-1][field] = value
            pending = None
    return states


# "(单位:元/百万 token)", "Unit: USD per 1M tokens": the unit a heading states for the records under it
_UNIT_DECLARATION = re.compile(r"(?:(?:单位|\bunits?\b)\s*[:：]|"
                               # "# Prices are USD per 1M tokens", "all amounts in CNY per 1K tokens"
                               r"\b(?:prices?|rates|amounts|costs?|figures|values|numbers)\s+(?:are\s+(?:(?:quoted|given|listed|expressed)\s+)?(?:in\s+)?|"
                               r"(?:expressed|quoted|given|listed|denominated)\s+in\s+|in\s+)|"
                               # "# USD per 1M tokens": a comment that is the unit alone
                               # ("# NOTE: console shows USD per 1K tokens, we convert at load time": the unit further on)
                               r"(?:^|(?<=\n))[ \t]*(?:#|//)[ \t]*(?:[^\n]{0,60}?\s)?(?=(?:USD|US\$|CNY|RMB|EUR)\s+per\s)|"
                               # "###记录模型的价格（美元/百万tokens）", "# pricing (USD per 1M tokens)": the unit bracketed
                               # after the word for prices, in a comment
                               r"(?:^|(?<=\n))[ \t]*(?:#+|//)[^\n]{0,30}?(?:价格|價格|定价|計價|计价|计费|計費|prices?|pricing|costs?)"
                               r"\s*[（(]|"
                               # "Proposed table (USD per 1M tokens):" on the line over a code block of prices
                               r"(?:^|(?<=\n))[^\n#]{0,40}?\b(?:table|prices?|pricing|rates|costs?)\s*[（(]"
                               r"(?=[^()（）\n]{2,30}[)）]\s*[:：]?[ \t]*(?:\n|$)))"
                               r"\s*(?P<unit>(?:[^()（）\n,;，；.]|\.(?=\d)){2,30})", re.I)


# ("Models = map[string]Model{" in Go, indented in its "var (" block)
# ("const PRICING: Record<string, { input: number; output: number }> = {": a declaration keyword before the name)
_TOP_LEVEL_MAP = re.compile(r"^[ \t]*(?:(?:export\s+)?(?:const|let|var|static)\s+)?[A-Za-z_][\w.]*\s*(?::[^=\n]{1,60})?:?=\s*"
                            r"(?:map\[[^\]\n]{1,40}\][\w.*]*\s*)?\{", re.M)


# 毫, a ten-thousandth of a yuan, as a unit of amounts (not 毫秒 or another metric 毫-), and a file's definition of it
_HAO_UNIT = re.compile(r"毫(?!秒|米|瓦|升|克|安)")
_HAO_DEFINED = re.compile(r"1\s*元\s*[=＝]\s*10,?000\s*毫")


def _declared_unit_before(text: str, start: int, currency_stated: bool = False) -> str | None:
    """The unit a declaration in the 400 characters before a record states, when it names both a currency and a
    quantity of tokens; else None. A record deep in a long map also takes the declaration right above the map. A
    declaration of the quantity alone serves a file naming no currency but dollars, or a record stating its own
    (``currency_stated``)."""
    found = [match.group("unit") for match in _UNIT_DECLARATION.finditer(text, max(0, start - 400), start)]
    if not found:
        # (the map's own brace may be the record's outermost start)
        opening = next((m for m in reversed(list(_TOP_LEVEL_MAP.finditer(text, 0, start + 1)))
                        if (_balanced_end(text, m.end() - 1) or len(text)) > start), None)
        if opening is not None:
            found = [match.group("unit") for match in
                     _UNIT_DECLARATION.finditer(text, max(0, opening.start() - 400), opening.start())]
        if not found and opening is not None and (closing := _balanced_end(text, opening.end() - 1)) is not None:
            # "Models = map[string]Model{ … }" then "// prices expressed in $/1K tokens" over the type the map's
            # records fill: a comment right after the map declares its amounts too
            found = [match.group("unit") for line in re.finditer(r"^[ \t]*(?://+|#)(.*)$", text[closing:closing + 300], re.M)
                     for match in _UNIT_DECLARATION.finditer(line.group(1))]
    # ("Amounts are in US cents per million tokens": cents of a dollar, read as such by the caller)
    declared = next((unit for unit in reversed(found) if _scale_of_unit(unit) is not None and
                     (_currency_of(unit) or re.search(r"\bUS\s+cents?\b", unit, re.I) or
                      # ("定价单位：毫/百万tokens" in a file stating "1元 = 10000毫": ten-thousandths of a yuan, read as
                      # such by the caller)
                      (_HAO_UNIT.search(unit) and _HAO_DEFINED.search(text)) or
                      # ("prices are in cents per 1M tokens" in a file naming no other money: cents of a dollar)
                      (re.search(r"\bcents?\b", unit, re.I) and
                       not any(words.search(text) for code, words in _CURRENCY_WORDS if code != "USD")))), None)
    if declared is None and (currency_stated or
                             not any(words.search(text) for code, words in _CURRENCY_WORDS if code != "USD")):
        # "# costs per 1k tokens" over a dict of model ids, the file naming no currency but dollars anywhere: the
        # dollars every provider's API list is priced in (a file in yuan or euros says so somewhere)
        bare = [match.group("unit") for match in _BARE_UNIT_DECLARATION.finditer(text, max(0, start - 400), start)]
        declared = next((unit for unit in reversed(bare) if _scale_of_unit(unit) is not None), None)
        if declared is None:
            # '"qwen2.5-72b-instruct": {"prompt": 0.00057, …},  # per 1k tokens': a comment after the map's first entry
            first_lines = text[start:start + 300].split("\n")[:3]
            trailing = next((found.group("unit") for line in first_lines
                             if (found := _TRAILING_UNIT_COMMENT.search(line)) is not None), None)
            declared = trailing if trailing is not None and _scale_of_unit(trailing) is not None else None
    return declared


_TRAILING_UNIT_COMMENT = re.compile(r"[\]},\d][ \t]*(?:#|//)[ \t]*(?:(?:costs?|prices?|pricing|rates?)\s+)?"
                                    r"(?P<unit>per\s+1?\s?(?:k|m|thousand|million)\s+tokens?)\b", re.I)


# "# costs per 1k tokens", "// price per 1M tokens": a comment declaring the token quantity of the amounts below it
# ("/** Price per million tokens */" over a TypeScript map: a doc comment's opening too)
_BARE_UNIT_DECLARATION = re.compile(r"(?:^|\n)[ \t]*(?:#|//|/\*\*?)[ \t]*(?:[\w.-]+[ \t]+){0,3}?(?:(?:the\s+)?(?:costs?|prices?|pricing|rates?)\s+)"
                                    r"(?P<unit>per\s+1?\s?(?:k|m|thousand|million)\s+tokens?)\b", re.I)


def _states_currency(record: dict) -> bool:
    """Whether a record states its own currency, or is a map whose every record does."""
    if _own_string(record, ("currency", "billing_currency")) is not None:
        return True
    values = list(record.values())
    return bool(values) and all(isinstance(value, dict) and _own_string(value, ("currency", "billing_currency")) is not None
                                for value in values)


def price_record_candidates(context: DocumentContext) -> list[Candidate]:
    """Price candidates of JSON price records in the document: each priced key's amount per million tokens, its
    token type and condition from the key's name and its tier, the subject the record's model (the registry's id
    only on an exact match, else as written); the evidence is the key and its value."""
    text = context.prepared.text
    if not _PRICE_KEY_HINT.search(text):
        return []
    starts = [start for start, _ in context.prepared.sentences]
    table = _model_table()
    candidates = []
    objects = json_objects(text, lambda record: True)
    enclosing = _enclosing_states(text, [start for start, _, _ in objects])
    for start, end, record in objects:
        found: list[tuple[str, Decimal, dict]] = []
        inherited = dict(enclosing.get(start, {}))
        outermost = inherited.pop("outermost", start)
        if inherited.pop("assumed", False):
            continue
        if any(isinstance(value, str) and re.fullmatch(r"\s*<\w+>\s*", value) for value in record.values()):
            continue   # '"model": "<string>", "input_price_per_million_tokens": 123': an API reference's schema example
        if _currency_of(text) not in (None, "USD"):
            # ("cost_per_1m_in": a cost key is in dollars, as the catalogues keep them, unless the file names another)
            inherited["other_currency"] = True
        if re.search(r"cache", text[max(0, outermost - 300):outermost], re.I) and \
                re.search(r"\b(?:write|read)\b", text[start:end]):
            inherited["cache_object"] = True
        if _DIVIDED_TO_PER_TOKEN.search(text, start, end) and \
                re.search(r"pric|cost|\bUSD\b|\$", text[max(0, outermost - 300):outermost + 1], re.I):
            # '"brio-pro": { input: 1.20 / 1e6, … }' in a map of prices: each figure divided to one token's price (a map
            # named for something else, "MODEL_LIMITS", holds none)
            inherited = {**inherited, "unit": f"{inherited.get('currency') or _currency_of(text) or 'USD'} per token"}
        if "unit" not in inherited and (declared := _declared_unit_before(text, outermost,
                                                                         currency_stated=_states_currency(record))) is not None:
            inherited = {**inherited, "unit": declared}
            if _currency_of(declared) is None and _HAO_UNIT.search(declared) and _HAO_DEFINED.search(text):
                inherited.update(currency="CNY", hao=True)   # (毫, a ten-thousandth of a yuan, as the file defines it)
            if _currency_of(declared) is None and "currency" not in inherited:
                inherited["currency"] = "USD"   # (a bare declaration is read only where the file names no currency)
        _prices_of(record, inherited, found)
        cursor = start
        for key, amount, reading in found:
            written = re.compile(r'(?<![\w$])["\']?' + re.escape(key) + r'["\']?\s*:\s*["\']?(?:Some\(\s*)?(?:US\$|[$€£¥￥])?\s?'
                                 r'(?P<n>-?\d[\d.eE+_-]*)')
            # (the occurrence holding the amount read: a tier list repeats its keys, and its first tier is not read)
            match = next((m for m in written.finditer(text, cursor, end)
                          if reading.get("written") is None or _written_number(m.group("n")) == reading["written"]),
                         None) or written.search(text, cursor, end)
            if match is None:
                continue
            cursor = match.end()
            candidates.append(_reading_price(starts, (match.start(), match.end()), match.group("n"), amount, reading, table))
    return candidates


# Catalogues written as YAML ("input_mtok: 0.27", as open price catalogues key a model's prices per million tokens).
# The prepared text has lost the indentation, so the lines are read in order: the model of the last "- id:" line,
# the price keys that name their unit, a tier's "- start: 200000" before its "price:". A model priced by time
# windows ("constraint: start_time: …") has no one standard price: every price of it keeps the window as its
# condition rather than one of them passing for the standard price.
_YAML_LINE = re.compile(r"^[ \t]*(?P<item>-[ \t]+)?(?P<key>[A-Za-z_][\w-]*)[ \t]*:[ \t]*(?P<value>[^#\n]*?)[ \t]*(?:#.*)?$",
                        re.M)
_YAML_PRICE_KEY = re.compile(r"^(?P<kind>input|output|cache_read|cache_write|cached_input|prompt|completion)_(?P<scale>mtok|ktok)$")
_YAML_NUMBER = re.compile(r"^(?P<n>\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)$")
# A value that carries its own currency and unit ("input: 2.5 rmb / M", "output: 0.6 元/千tokens", "8 USD / 1M")
_VALUE_WITH_UNIT = re.compile(r"^(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>(?P<cur>rmb|cny|usd|元|美元|\$|¥|￥)?\s*/\s*"
                              r"(?P<q>1\s?M|M|MTok|百万|1\s?K|K|千)\s*(?:tokens?|词元)?)$", re.I)


def _value_unit(value: str) -> tuple[Decimal, Decimal, str | None, str] | None:
    """(amount, per-million scale, currency, quoted unit) of a value that states its own unit, else ``None``."""
    found = _VALUE_WITH_UNIT.match(value.strip())
    if found is None:
        return None
    amount = _amount(found.group("n"))
    if amount is None:
        return None
    scale = Decimal(1000) if found.group("q").upper().lstrip("1 ").startswith("K") or found.group("q") == "千" \
        else Decimal(1)
    currency = _currency_of(found.group("cur")) if found.group("cur") else None
    return amount, scale, currency, found.group("unit")


def yaml_price_candidates(context: DocumentContext) -> list[Candidate]:
    """Price candidates of a YAML price catalogue in the document (module comment above _YAML_LINE)."""
    text = context.prepared.text
    if not re.search(r"^[ \t]*(?:-[ \t]+)?(?:input|output)_mtok[ \t]*:", text, re.M):
        return []
    starts = [start for start, _ in context.prepared.sentences]
    table = _model_table()
    lines = list(_YAML_LINE.finditer(text))
    windowed: set[str] = set()
    model = None
    for line in lines:   # first pass: the models priced by time windows
        if line.group("item") and line.group("key") == "id":
            model = line.group("value").strip("'\" ")
        elif line.group("key") in ("start_time", "end_time") and model:
            windowed.add(model)
    candidates: list[Candidate] = []
    model, price_key, tier = None, None, None
    for line in lines:
        key, value = line.group("key"), line.group("value").strip("'\" ")
        if line.group("item") and key == "id":
            model, price_key, tier = value, None, None
            continue
        if (reading := _YAML_PRICE_KEY.match(key)) is not None:
            price_key, tier = reading, None
            if not value:
                continue   # "input_mtok:" then "base: …" and its tiers
        elif price_key is not None and key == "start" and line.group("item"):
            tier = _tier_condition(f">{int(Decimal(value)) // 1000}k") if _YAML_NUMBER.match(value) else None
            continue
        elif price_key is None or key not in ("base", "price"):
            if key != "tiers":
                price_key = None   # a key of another kind ends the price key's block
            continue
        number = _YAML_NUMBER.match(value)
        if model is None or price_key is None or number is None or (amount := _amount(number.group("n"))) is None:
            continue
        kind, scale = price_key.group("kind"), Decimal(1) if price_key.group("scale") == "mtok" else Decimal(1000)
        token_type, conditions = _key_reading(kind + "_price")   # every kind the key pattern admits names its tokens
        if key == "price" and tier:
            conditions = conditions + [tier]
        if model in windowed:
            conditions = conditions + ["time window"]
        candidates.append(_record_price(starts, (line.start("key"), line.end("value")), number.group("n"),
                                        amount=amount * scale, currency="USD", quoted_unit=price_key.group(0),
                                        token_type=token_type, conditions=conditions, model=model, table=table))
    return candidates


def _reading_price(starts: list[int], span: tuple[int, int], trigger: str, amount: Decimal, reading: dict,
                   table) -> Candidate:
    """The price candidate of a catalogue figure as ``_prices_of`` read it."""
    return _record_price(starts, span, trigger, amount=amount, currency=reading["currency"],
                         quoted_unit=reading["quoted_unit"], token_type=reading["token_type"],
                         conditions=reading["conditions"], model=reading["model"], table=table)


def _record_price(starts: list[int], span: tuple[int, int], trigger: str, *, amount: Decimal, currency: str,
                  quoted_unit: str, token_type: str | None, conditions: list[str], model: str | None = None,
                  table=None, subject: str | None = None, unit: str = "per_million_tokens") -> Candidate:
    """The price candidate of one line or key of a catalogue: per million tokens of ``token_type`` for ``model`` (the
    registry's id on an exact match, else as written), or, with ``unit`` per_gpu_hour, ``subject``'s hourly price."""
    entry = table.lookup(model) if table is not None and model else None
    if entry is None and table is not None and model and ("/" in model or ":" in model):
        # "deepseek/deepseek-chat", "alibaba:qwen-max": a router's provider prefix before the provider's own id
        entry = table.lookup(re.split(r"[/:]", model)[-1])
    fields = {
        "amount": _clean_decimal(amount), "currency": currency, "unit": unit, "quoted_unit": quoted_unit,
        "token_type": token_type, "condition": ", ".join(conditions) or None,
        "subject": entry.id if entry is not None else (subject or model),
        "organization": entry.provider if entry is not None else None,
        "effective_from": None, "effective_until": None,
    }
    index = max(0, bisect.bisect_right(starts, span[0]) - 1)
    return Candidate("price", index, span, fields, RECORD_PRICE_RULE, 0.9,
                     {"trigger": trigger, "record": True, "subject_from": "record", "unit_from": "record",
                      "token_word": token_type is not None, "trap_word": None})


# Catalogues written as nested YAML maps, one model per key ("gpt-5:" then "input: 0.00125", "cached_input: …"),
# the currency and unit stated once for the file ("currency: USD", "per: 1K_tokens", or a comment "All amounts are
# USD per 1K tokens"). The prepared text has lost the indentation, so the lines are read in order: a key with no
# value opens a model's block, or a billing option's inside it ("batch:"), or a section of the file ("models:",
# "embeddings:", "limits:") that closes the model's.
_NESTED_SECTION = re.compile(r"^(?:models?|providers?|pricing|prices|embeddings?|images?|audio|limits?|defaults?|"
                             r"metadata|meta|config|settings|routes?|aliases)$", re.I)
_NESTED_OPTION = re.compile(r"^(?:batch|flex|priority|off_?peak|cache|cached|caching|long_?context|realtime|previous|"
                            r"superseded|old)$", re.I)
# Lists inside a model's block that name it again or describe it, not another model
_NESTED_MODEL_LIST = re.compile(r"^(?:aliases|alias|ids|names|tags|variants|snapshots|versions|notes|features|"
                                r"capabilities|modalities|endpoints)$", re.I)
_UNIT_DECLARATION_KEYS = ("per", "unit", "units", "price_unit", "pricing_unit", "billing_unit")
# (a model's id may hold dots: "gpt-4.1:")
_NESTED_LINE = re.compile(r"^[ \t]*(?P<item>-[ \t]+)?(?P<key>[A-Za-z_][\w.-]*)[ \t]*:[ \t]*(?P<value>[^#\n]*?)[ \t]*(?:#.*)?$",
                          re.M)


def nested_yaml_price_candidates(context: DocumentContext) -> list[Candidate]:
    """Price candidates of a YAML catalogue of nested model maps (module comment above _NESTED_SECTION)."""
    text = context.prepared.text
    lines = list(_NESTED_LINE.finditer(text))
    priced = [line for line in lines if (_YAML_NUMBER.match(line.group("value").strip("'\" ")) or
                                         _value_unit(line.group("value").strip("'\" ")))
              and _key_reading(line.group("key")) is not None]
    own_units = sum(1 for line in priced if _value_unit(line.group("value").strip("'\" ")))
    if len(priced) < 3 or re.search(r"^[ \t]*(?:-[ \t]+)?(?:input|output)_mtok[ \t]*:", text, re.M):
        return []   # (the "input_mtok" catalogues have their own reader)
    unit = currency = None
    for line in lines:
        key, value = line.group("key").lower(), line.group("value").strip("'\" ")
        if key in _UNIT_DECLARATION_KEYS and value:
            unit = unit or value
            currency = currency or _currency_of(value)   # "unit: USD per 1M tokens": the currency named with it
        elif key == "currency" and value:
            currency = currency or _currency_of(value)
    for comment in re.finditer(r"^[ \t]*#(?P<words>.*)$", text, re.M):
        # "# All amounts are USD per 1K tokens."
        # (the declaration only, not an aside after it: "USD per 1K tokens (multiply by 1,000 for per-1M)")
        words = re.split(r"[(（;；]|\.\s", comment.group("words"))[0]
        if unit is None and re.search(r"\bper\b|/", words) and _scale_of_unit(words):
            unit = words
        if currency is None and re.search(r"\bamounts?\b|\bprices?\b|\bcurrency\b", comment.group("words"), re.I):
            currency = _currency_of(comment.group("words"))
    if unit is None or currency is None:
        # "Prices below are **USD per 1K tokens**, as the config stores them." in the prose above the block
        for prose in re.finditer(r"^(?![ \t]*(?:-[ \t]+)?[\w.-]+[ \t]*:)[^\n]*\b(?:prices?|amounts?|rates?|figures)\b"
                                 r"[^\n]{0,20}?\b(?:are|in)\b[^\n]{0,60}$", text, re.M | re.I):
            words = prose.group(0).replace("*", "")
            if (prose_currency := _currency_of(words)) is not None and re.search(r"\bper\b|/", words) and \
                    _scale_of_unit(words):
                unit, currency = unit or words, currency or prose_currency
                break
    scale = _scale_of_unit(unit.replace("_", " ")) if unit else None
    if (scale is None or currency is None) and own_units < 3:
        return []   # no unit or currency stated for the file, nor by its values: numbers, not yet prices
    starts = [start for start, _ in context.prepared.sentences]
    table = _model_table()
    candidates: list[Candidate] = []
    model = option = None
    item_open = False   # a list item whose model is not named yet
    item_model = False   # the model is the one a list item named
    own: dict = {}   # the currency and unit a model's own block states
    previous_notes = {match.start(): match for match in _PREVIOUS_NOTE.finditer(text)}
    events = sorted([(line.start(), "line", line) for line in lines] +
                    [(start, "note", note) for start, note in previous_notes.items()], key=lambda event: event[0])
    for _, what, line in events:
        if what == "note":
            # "# before 2026-04-14: input 0.0025, output 0.0095": the model's superseded prices
            for pair in _NOTE_PAIR.finditer(text, line.start("pairs"), line.end("pairs")):
                reading = _key_reading(pair.group("key"))
                if model is None or reading is None or (amount := _amount(pair.group("n"))) is None:
                    continue
                candidates.append(_record_price(starts, (pair.start(), pair.end()), pair.group("n"),
                                                amount=amount * scale, currency=currency, quoted_unit=unit,
                                                token_type=reading[0], conditions=reading[1] + ["previous"],
                                                model=model, table=table))
            continue
        key, value = line.group("key"), line.group("value").strip("'\" ")
        if not value:
            if _NESTED_MODEL_LIST.match(key):
                continue   # "aliases:" then "- hunyuan-t1-latest": other names of the model whose block this is
            if item_model and key.lower() in ("pricing", "prices", "price"):
                continue   # a list item's own "pricing:" block is the item's model's ("- id: gpt-4.1" then "pricing:")
            if _NESTED_SECTION.match(key):
                model = option = None
            elif _NESTED_OPTION.match(key):
                option = key.lower().replace("_", "-")
                option = "previous" if option in ("superseded", "old") else option
            elif _key_reading(key) is None and not line.group("item"):
                model, option, own, item_model = key, None, {}, False
            continue
        if line.group("item") and value:
            # a list item opens ("- id: mistral-small-3.2", "- provider: …" then "id: …"): the model its keys price is
            # the one it names, not the item's before it
            model, option, own, item_open, item_model = None, None, {}, True, False
        if key.lower() in _MODEL_KEYS and value and not _YAML_NUMBER.match(value) and item_open:
            model, item_open, item_model = value, False, True
            continue
        if model is not None and key.lower() == "currency" and _currency_of(value):
            own["currency"] = _currency_of(value)   # a model billed in another currency ("currency: GBP")
            continue
        if model is not None and key.lower() in _UNIT_DECLARATION_KEYS and _scale_of_unit(value.replace("_", " ")):
            own["unit"] = value   # and per another quantity ("per: 1K_tokens")
            continue
        number = _YAML_NUMBER.match(value)
        reading = _key_reading(key)
        if (with_unit := _value_unit(value)) is not None and model is not None and reading is not None:
            # "input: 2.5 rmb / M": the value's own unit and currency (the file's currency where it names none)
            amount, value_scale, value_currency, quoted = with_unit
            token_type, conditions = reading
            if option is not None and option not in conditions and option not in ("cache", "cached", "caching"):
                conditions = conditions + [option]
            if (value_currency or own.get("currency", currency)) is not None:
                candidates.append(_record_price(starts, (line.start("key"), line.end("value")), value.split()[0],
                                                amount=amount * value_scale,
                                                currency=value_currency or own.get("currency", currency),
                                                quoted_unit=quoted, token_type=token_type, conditions=conditions,
                                                model=model, table=table))
            continue
        if model is None or number is None or reading is None or scale is None or currency is None or \
                (amount := _amount(number.group("n"))) is None:
            continue
        token_type, conditions = reading
        if option is not None and option not in conditions and option not in ("cache", "cached", "caching"):
            conditions = conditions + [option]   # (a "cache:" block's keys name their token type themselves)
        own_unit = own.get("unit", unit)
        # a key naming its own quantity ("prompt_per_1k") outranks the file's declaration
        key_scale = next((factor for regex, factor in _KEY_SCALE if regex.search(key)), None)
        candidates.append(_record_price(starts, (line.start("key"), line.end("value")), number.group("n"),
                                        amount=amount * (key_scale or _scale_of_unit(own_unit.replace("_", " "))),
                                        currency=own.get("currency", currency), quoted_unit=own_unit,
                                        token_type=token_type, conditions=conditions, model=model, table=table))
    return candidates


_PREVIOUS_NOTE = re.compile(r"^[ \t]*#[ \t]*(?:before|until|prior\s+to|previously|was|old(?:\s+prices?)?)\b[^:\n]{0,40}:"
                            r"(?P<pairs>[^\n]*)$", re.I | re.M)
_NOTE_PAIR = re.compile(r"(?P<key>[A-Za-z_][\w-]*)\s*[:=]?\s+(?P<n>\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)")


# Rate cards written as YAML lists of machines or GPUs, one item each ("- resource: NVIDIA B300" … "price_per_hour:
# 7.40"; "- name: 8x NVIDIA B200 SXM6" … "price: 6.69" … "unit: per GPU per hour"): an item naming an accelerator
# whose price key, or unit, says per GPU and per hour gives that accelerator's hourly price. A purchase mode named by
# the plan above the items ("- name: Spot") is their condition. The lines are read in order (the indentation is lost).
_ITEM_NAME_KEYS = ("resource", "name", "model", "gpu_model", "chip", "display", "display_name", "gpu_name", "gpu", "gpu_type", "accelerator", "instance", "instance_type", "sku")
_HOURLY_PRICE_KEY = re.compile(r"^(?:price_per_(?:gpu_)?hour(?:_(?:from|min|starting))?|hourly_(?:price|rate)|price_per_hr|usd_per_(?:gpu_)?hour|"
                               r"per_gpu_hour|gpu_hour_price|price|price_text|rate)$", re.I)
_PER_GPU_HOUR_UNIT = re.compile(r"per\s+GPU\s*(?:per\s+|/\s*)(?:hour|hr)|\bGPU\s+hourly\b|/\s*GPU\s*/\s*(?:hour|hr|h)\b|per\s+(?:GPU|accelerator|card|chip)[- ]hour|"
                                r"GPU[- ]hours?", re.I)
_PURCHASE_MODES = [(re.compile(r"\bspot\b|interruptible|preemptible", re.I), "spot"),
                   (re.compile(r"\breserved\b|commit", re.I), "reserved"),
                   (re.compile(r"on[- ]demand", re.I), None)]


_MODE_PRICE_KEY = re.compile(r"^(?:on[_-]?demand|spot|preemptible|interruptible|"
                             r"(?:reserved|committed|commit)(?:[_-]?\d{1,2}[_-]?(?:y|yr|years?|m|mo|months?))?)$", re.I)


def _mode_condition(key: str) -> str | None:
    """The condition a purchase-mode key names: ``None`` on demand, ``spot``, ``reserved-1y`` for "reserved_1y"."""
    if re.match(r"on[_-]?demand", key, re.I):
        return None
    if re.match(r"spot|preemptible|interruptible", key, re.I):
        return "spot"
    term = re.search(r"(\d{1,2})[_-]?(y|m)", key, re.I)
    return f"reserved-{term.group(1)}{term.group(2).lower()}" if term else "reserved"


# A line of a rate card in YAML, or in a Python or JSON map ('"on_demand": 4.10,', '"A100-80GB": {')
_MAP_LINE = re.compile(r"^[ \t]*(?P<item>-[ \t]+)?[\"']?(?P<key>[A-Za-z_][\w.-]*)[\"']?[ \t]*:[ \t]*(?P<value>[^#\n]*?)[ \t]*,?[ \t]*"
                       r"(?:#.*)?$", re.M)


def yaml_gpu_hour_candidates(context: DocumentContext) -> list[Candidate]:
    """Per-GPU hourly price candidates of a YAML rate card (module comment above _ITEM_NAME_KEYS)."""
    text = context.prepared.text
    # "# Prices in USD per GPU-hour unless the key says otherwise": a unit and currency the file's comments declare
    # ("// marrowfield.net list prices, USD per GPU-hour, on-demand" over a Go map)
    declared = next((line.group(1) for line in re.finditer(r"^[ \t]*(?:#|//)(.*)$", text, re.M)
                     if _PER_GPU_HOUR_UNIT.search(line.group(1))), None)
    if not re.search(r"^[ \t]*(?:price_per_(?:gpu_)?hour|hourly_(?:price|rate)|unit)[ \t]*:", text, re.M | re.I) and \
            declared is None:
        return []
    from extractors.rules.names import _find_mentions

    lines = list(_MAP_LINE.finditer(text))
    file_currency = next((_currency_of(line.group("value")) for line in lines
                          if line.group("key").lower() == "currency" and line.group("value").strip()), None) or \
        (_currency_of(declared) if declared is not None else None)
    items: list[dict] = []
    flat: list[tuple[re.Match, re.Match, Mention | None]] = []
    mode = None
    headed = False   # the line before opened a mapping of its own ("h100-sxm-80gb:")
    for line in lines:
        key, value = line.group("key").lower(), line.group("value").strip("'\" ")
        value = "" if value == "{" else value   # '"A100-80GB": {' in a Python or JSON map opens one as "a100:" does
        opens_item = bool(line.group("item")) or headed
        headed = not value and not line.group("item")
        if headed and declared is not None and (chips := [m for m in _find_mentions(line.group("key"), 0)
                                                          if m.category == "hardware" and m.hardware_kind != "family"]):
            # '"A100-80GB": {' over '"on_demand": 4.10' under "# GPU hourly on-demand rates in USD": the key names the
            # chip its mapping prices
            items.append({"name": line.group("key"), "chip": chips[0], "mode": mode, "prices": [], "unit": None,
                          "currency": None})
            headed = False
            continue
        if not value and not line.group("item") and key not in ("prices", "rates", "pricing", "gpus", "items", "skus",
                                                                 "resources"):
            mode = None   # another section of the file ("instances:"): the plan above is over
        # ("h100-sxm-80gb:" over "display: NVIDIA H100 SXM": a mapping per machine rather than a list of them)
        if line.group("item") and key not in _ITEM_NAME_KEYS:
            # "- code: PN-01" over "model: NVIDIA H100 SXM 80GB": an item opened by another key, named a line below
            items.append({"name": None, "pending": True})
            continue
        if not opens_item and key in _ITEM_NAME_KEYS and items and items[-1].get("pending"):
            items.pop()
            opens_item = True
        if opens_item and key in _ITEM_NAME_KEYS:
            chips = [m for m in _find_mentions(value, 0) if m.category == "hardware"]
            if not chips:
                # a plan, not a machine: its name may be a purchase mode
                mode = next((condition for regex, condition in _PURCHASE_MODES if regex.search(value)), mode)
                # ("- sku: kw-g5-80" over "gpu: H100": a code of the seller's, the chip named a line below)
                items.append({"name": None, "pending": bool(line.group("item"))})
                continue
            items.append({"name": value, "chip": chips[0], "mode": mode, "prices": [], "unit": None,
                          "currency": None})
            continue
        if declared is not None and not line.group("item") and \
                (number := re.fullmatch(r"(?P<sign>[$€£])?\s?(?P<n>\d+(?:\.\d+)?)", value)) is not None and \
                not _HOURLY_PRICE_KEY.match(key) and not _MODE_PRICE_KEY.match(key) and \
                ((chip := next((m for m in _find_mentions(line.group("key"), 0) if m.category == "hardware"
                                and m.hardware_kind != "family"), None)) is not None or
                 _NVIDIA_CODE_KEY.fullmatch(line.group("key"))):
            # '"H100": 1.99,' in a map under "// … USD per GPU-hour, on-demand": the chip its key names, at that rate
            flat.append((line, number, chip))
            continue
        if not items or items[-1].get("name") is None:
            continue
        item = items[-1]
        if key in ("gpus", "gpu_count", "num_gpus", "gpus_per_node", "gpus_per_instance", "accelerators") and \
                re.fullmatch(r"\d+", value) and int(value) > 1:
            item["machine"] = True   # ("gpus: 8" in an SKU's record: its rates are the whole node's)
        elif key in ("unit", "period", "billing_unit", "price_unit") and value:
            item["unit"] = " ".join(filter(None, [item["unit"], value]))
        elif key == "currency" and value:
            item["currency"] = _currency_of(value)
        elif _HOURLY_PRICE_KEY.match(key) and (number := re.fullmatch(r"(?P<sign>[$€£])?\s?(?P<n>\d+(?:\.\d+)?)", value)):
            item["prices"].append((key, number, line))
        elif declared is not None and _MODE_PRICE_KEY.match(key) and \
                (number := re.fullmatch(r"(?P<sign>[$€£])?\s?(?P<n>\d+(?:\.\d+)?)", value)):
            item.setdefault("modes", []).append((key, number, line))
    starts = [start for start, _ in context.prepared.sentences]
    candidates: list[Candidate] = _flat_gpu_hour_prices(flat, declared, file_currency, starts) if flat else []
    for item in items:
        if item.get("name") is None or (item.get("machine") and not any(
                re.search(r"gpu", key, re.I) for key, _, _ in item["prices"] + item.get("modes", []))):
            continue   # (a node's record priced per node; "price_per_gpu_hour" beside "gpus: 8" is still one GPU's)
        if item.get("modes") and not item["prices"] and not re.match(r"\s*\d+\s?[x×]", item["name"]):
            # "on_demand: 2.69", "spot: 1.49", "reserved_1y: 2.10" under a comment declaring per GPU-hour prices:
            # one price per purchase mode, the mode its condition
            currency = item["currency"] or file_currency
            for key, number, line in item["modes"]:
                amount = _amount(number.group("n"))
                if amount is None or (currency or (_currency_of(number.group("sign")) if number.group("sign") else None)) \
                        is None:
                    continue
                candidates.append(_record_price(
                    starts, (line.start("key"), line.end("value")), number.group("n"), amount=amount,
                    currency=currency or _currency_of(number.group("sign")), quoted_unit=declared.strip(),
                    token_type=None, conditions=[c for c in [_mode_condition(key)] if c], subject=item["chip"].name,
                    unit="per_gpu_hour"))
            continue
        if not item["prices"]:
            continue
        keys = " ".join(key for key, _, _ in item["prices"])
        if not (_PER_GPU_HOUR_UNIT.search(item["unit"] or "") or
                (re.search(r"per_(?:gpu_)?hour|hourly|gpu_hour", keys) and not re.match(r"\s*\d+\s?[x×]", item["name"]))):
            continue   # an instance's hourly price, or no hour at all: no one GPU's hourly price
        key, number, line = item["prices"][0]   # "price_text: $6.69" and "price: 6.69" state one price
        currency = item["currency"] or (_currency_of(number.group("sign")) if number.group("sign") else None) or \
            file_currency
        amount = _amount(number.group("n"))
        if currency is None or amount is None:
            continue
        candidates.append(_record_price(starts, (line.start("key"), line.end("value")), number.group("n"),
                                        amount=amount, currency=currency, quoted_unit=item["unit"] or key,
                                        token_type=None, conditions=[item["mode"]] if item["mode"] else [],
                                        subject=item["chip"].name, unit="per_gpu_hour"))
    return candidates


_NVIDIA_CODE_KEY = re.compile(r"[AHLTPV]\d{1,3}[A-Z]?")


def _flat_gpu_hour_prices(flat: list[tuple[re.Match, re.Match, Mention | None]], declared: str,
                          file_currency: str | None, starts: list[int]) -> list[Candidate]:
    """Per-GPU hourly prices of a flat map of chips to amounts under a comment declaring the unit ('"H100": 1.99,' …):
    every key must name a chip (a bare letter code counts as NVIDIA's card where the other keys name NVIDIA's), and the
    map must hold at least two."""
    from extractors.rules.names import _find_mentions

    named = flat
    if len(named) < 2 or sum(chip is not None for _, _, chip in named) < 2:
        return []
    if "NVIDIA" in {chip.organization for _, _, chip in named if chip is not None}:
        named = [(line, number, chip if chip is not None or not _NVIDIA_CODE_KEY.fullmatch(line.group("key")) else next(
            (m for m in _find_mentions("NVIDIA " + line.group("key"), 0) if m.category == "hardware"
             and m.known and m.hardware_kind != "family"), None)) for line, number, chip in named]
    if sum(chip is None for _, _, chip in named) * 2 >= len(named):
        return []   # keys mostly naming no chip: a map of something else
    condition = next((c for regex, c in _PURCHASE_MODES if regex.search(declared)), None)
    candidates = []
    for line, number, chip in named:
        if chip is None:
            continue
        currency = file_currency or (_currency_of(number.group("sign")) if number.group("sign") else None) or "USD"
        amount = _amount(number.group("n"))
        if amount is None:
            continue
        candidates.append(_record_price(starts, (line.start("key"), line.end("value")), number.group("n"),
                                        amount=amount, currency=currency, quoted_unit=declared.strip(),
                                        token_type=None, conditions=[condition] if condition else [],
                                        subject=chip.name, unit="per_gpu_hour"))
    return candidates


# GPU price trackers kept as JSON lists of records, one offer each ({"GPU": "H100", "hourly-price": "3.24", "provider":
# "lambda labs", ...}): a record naming one chip under a name key and a price under a key that says hourly is that
# chip's price per GPU-hour at that provider. A record counting several GPUs, or named for a machine ("8x H100"), prices
# an instance, not a GPU. The currency is the record's, the value's sign, or the file's only one; a file that names no
# currency anywhere prices in US dollars, as a catalogue stating its unit and no currency does (CONVENTIONS.md).
_JSON_HOURLY_KEY = re.compile(r"^(?:(?:usd|cny|rmb|eur|dollars?)_)?(?:(?:gpu_)?hourly_(?:price|rate|cost)|price_per_(?:gpu_)?(?:hour|hr)|"
                              r"(?:gpu_)?hour_price|per_gpu_hour|(?:price|cost)_hourly|hourly)(?:_(?:usd|cny|rmb|eur))?$")
# The currency a key names ("hourly_cny", "usd_per_gpu_hour")
_KEY_CURRENCY = {"usd": "USD", "dollar": "USD", "dollars": "USD", "cny": "CNY", "rmb": "CNY", "eur": "EUR"}
# '"壁仞 天垓100": {': the key an object is filed under, right before its brace
_PARENT_KEY = re.compile(r'["\']([^"\'\n]{1,60})["\']\s*:\s*$')
_JSON_GPU_COUNT_KEYS = ("count", "gpus", "gpu_count", "num_gpus", "n_gpus", "quantity", "gpu_num")


def _snake(key: str) -> str:
    """"hourly-price", "hourlyPrice", "Hourly Price" → "hourly_price"."""
    return re.sub(r"[\s-]+", "_", re.sub(r"(?<=[a-z])(?=[A-Z])", "_", key)).lower()


_SUMMARY_OF_OFFERS = re.compile(r"\b(?:median|average|mean)\b(?:\s+of\b)?|中位数|平均", re.I)
# A record's key of a throughput or of a serving cost worked from its rent: the record is someone's cost model
_COST_MODEL_KEY = re.compile(r"^(?:tokens?_per_s(?:ec(?:ond)?)?|tps|throughput(?:_\w+)?|cost_per_(?:1?m(?:illion)?|1k|token)\w*)$")


def json_gpu_hour_candidates(context: DocumentContext) -> list[Candidate]:
    """Per-GPU hourly price candidates of JSON offer records (module comment above _JSON_HOURLY_KEY)."""
    text = context.prepared.text
    if not re.search(r"hour", text, re.I) or "{" not in text:
        return []
    from extractors.rules.names import _find_mentions

    def chip_of(record: dict):
        # ("Maker": "NVIDIA" beside "GPU": "A40": a short code read with its maker's name)
        maker = next((value.strip() + " " for key, value in record.items()
                      if _snake(str(key)) in ("maker", "vendor", "brand", "manufacturer") and isinstance(value, str)), "")
        names = [maker + str(value) for key, value in record.items()
                 if _snake(str(key)) in _ITEM_NAME_KEYS and isinstance(value, str)]
        # (not "8x NVIDIA H100 SXM", a machine of eight; "1x NVIDIA H100 PCIe" is one card)
        chips = {m.name: m for name in names if not re.match(r"\s*(?!1\s?[x×])\d+\s?[x×]", name)
                 for m in _find_mentions(re.sub(r"^\s*1\s?[x×]\s*", "", name), 0)
                 if m.category == "hardware" and m.hardware_kind != "family"}
        return next(iter(chips.values())) if len(chips) == 1 else None

    def hourly_key(record: dict) -> str | None:
        return next((key for key in record if isinstance(key, str) and _JSON_HOURLY_KEY.match(_snake(key))), None)

    def parent_chip(start: int):
        # {"prices": {"RTX 4090": {"hourly_cny": 2.27}}}: a record keyed by the chip it prices
        key = _PARENT_KEY.search(text, max(0, start - 80), start)
        if key is None or re.match(r"\s*\d+\s?[x×]", key.group(1)):
            return None
        chips = {m.name: m for m in _find_mentions(key.group(1), 0) if m.category == "hardware" and m.hardware_kind != "family"}
        return next(iter(chips.values())) if len(chips) == 1 else None

    records = [(start, end, record, chip) for start, end, record in json_objects(text, lambda r: hourly_key(r) is not None)
               if (chip := chip_of(record) or parent_chip(start)) is not None]
    if not records:
        return []
    named = {code for code, regex in _CURRENCY_WORDS if regex.search(text)}
    file_currency = next(iter(named)) if len(named) == 1 else "USD" if not named else None
    starts = [start for start, _ in context.prepared.sentences]
    candidates: list[Candidate] = []
    for start, end, record, chip in records:
        counts = [record[key] for key in record if _snake(str(key)) in _JSON_GPU_COUNT_KEYS]
        if any(not isinstance(count, (int, str)) or str(count).strip() not in ("1", "") for count in counts):
            continue
        if any(isinstance(value, str) and _SUMMARY_OF_OFFERS.search(value) for value in record.values()):
            continue   # "product": "H100 SXM, marketplace median": a statistic over offers, no one's price
        if any(_COST_MODEL_KEY.match(_snake(str(k))) for k in record):
            continue   # '"hourly_cost": 2.50, "tokens_per_second": 50, "cost_per_million": …': a cost model's assumed rent
        key = hourly_key(record)
        number = re.fullmatch(r"(?P<sign>[$€£])?\s?(?P<n>\d+(?:\.\d+)?)", str(record[key]).strip())
        if number is None or isinstance(record[key], bool):
            continue
        own = next((_currency_of(str(value)) for k, value in record.items() if _snake(str(k)) == "currency"), None) or \
            next((_KEY_CURRENCY[part] for part in _snake(key).split("_") if part in _KEY_CURRENCY), None)
        currency = own or (_currency_of(number.group("sign")) if number.group("sign") else None) or file_currency
        amount = _amount(number.group("n"))
        written = re.search(r'["\']?' + re.escape(key) + r'["\']?\s*:\s*["\']?' + re.escape(str(record[key]).strip()),
                            text[start:end])
        if currency is None or amount is None or written is None:
            continue
        candidate = _record_price(starts, (start + written.start(), start + written.end()), number.group("n"),
                                  amount=amount, currency=currency, quoted_unit=key, token_type=None, conditions=[],
                                  subject=chip.name, unit="per_gpu_hour")
        provider = next((value for k, value in record.items() if _snake(str(k)) in ("provider", "cloud", "vendor")
                         and isinstance(value, str) and value.strip()), None)
        if provider is not None:
            candidate.fields["organization"] = " ".join(provider.split())
        candidates.append(candidate)
    return candidates


# A code array named for its chip, one provider's hourly rate per object ("export const H100_PRICING = [ { provider:
# "AWS", on_demand_dollar_per_gpu_hour: 6.75 }, … ]"): each rate is that chip's price per GPU-hour at that provider,
# the purchase mode its key names.
_NAMED_ARRAY = re.compile(r"\b(?:const|let|var)\s+(?P<name>[A-Za-z][\w$]*)\s*(?::[^=\n]{1,60})?=\s*\[")
_GPU_HOUR_KEY = re.compile(r"(?P<key>(?P<mode>on[_-]?demand|spot|preemptible|interruptible|reserved\w*?)?_?(?:(?P<cur>dollars?|usd|eur|euros?)_)?"
                           r"(?:price_)?per_gpu_(?:hour|hr))\s*['\"]?\s*:\s*(?P<n>\d+(?:\.\d+)?)", re.I)
_PROVIDER_VALUE = re.compile(r"\bprovider\s*['\"]?\s*:\s*['\"](?P<name>[^'\"\n]{1,60})['\"]", re.I)


def named_array_gpu_hour_candidates(context: DocumentContext) -> list[Candidate]:
    """Per-GPU hourly price candidates of code arrays named for a chip (module comment above _NAMED_ARRAY)."""
    text = context.prepared.text
    if "per_gpu_h" not in text.lower():
        return []
    from extractors.rules.names import _find_mentions

    starts = [start for start, _ in context.prepared.sentences]
    candidates: list[Candidate] = []
    for opening in _NAMED_ARRAY.finditer(text):
        chips = [m for m in _find_mentions(re.sub(r"[_$]+", " ", opening.group("name")), 0) if m.category == "hardware"
                 and m.hardware_kind != "family"]
        if len({m.name for m in chips}) != 1:
            continue
        end = _balanced_end(text, opening.end() - 1) or len(text)   # (an excerpt may end inside the array)
        for start, stop in _top_level_objects(text, opening.end(), end):
            body = text[start:stop]
            provider = _PROVIDER_VALUE.search(body)
            for rate in _GPU_HOUR_KEY.finditer(body):
                amount = _amount(rate.group("n"))
                currency = _currency_of(rate.group("cur") or "") or ("USD" if rate.group("cur") else None)
                if amount is None or currency is None:
                    continue
                mode = _mode_condition(rate.group("mode")) if rate.group("mode") else None
                candidate = _record_price(starts, (start + rate.start(), start + rate.end()), rate.group("n"),
                                          amount=amount, currency=currency, quoted_unit=rate.group("key"),
                                          token_type=None, conditions=[mode] if mode else [], subject=chips[0].name,
                                          unit="per_gpu_hour")
                if provider is not None:
                    candidate.fields["organization"] = " ".join(provider.group("name").split())
                candidates.append(candidate)
    return candidates


# TOML catalogues ("[models."grok-4"]" then "input = 3.00", "input_cached = 0.75", "output_long = 30.00") under a comment
# that states the currency and token quantity once ("# USD per 1M tokens unless a key says otherwise"): each table
# named for a model gives its keys' prices; a comment in the table that names a threshold ("prompts above 128k
# tokens") is the long-context tier of its "_long" keys.
# (a comment may follow a table's header: "[models."lanyun-max".offpeak]   # 00:30-08:30")
_TOML_TABLE = re.compile(r"^[ \t]*\[(?P<name>[^\[\]\n]+)\][ \t]*(?:#[^\n]*)?$", re.M)
_TOML_NUMBER_LINE = re.compile(r"^[ \t]*(?P<key>[A-Za-z_][\w-]*)[ \t]*=[ \t]*(?P<n>\d+(?:\.\d+)?)[ \t]*(?:#.*)?$", re.M)
# '"claude-opus-4" = { input = 15, output = 75, rpm = 1_000 }': a model's prices as an inline table of its provider's
_TOML_INLINE_LINE = re.compile(r"^[ \t]*(?P<q>[\"']?)(?P<model>[A-Za-z][\w.:/-]*)(?P=q)[ \t]*=[ \t]*\{(?P<inner>[^{}\n]*)\}"
                               r"[ \t]*(?:#.*)?$", re.M)
_TOML_INLINE_NUMBER = re.compile(r"(?P<key>[A-Za-z_][\w-]*)[ \t]*=[ \t]*(?P<n>\d+(?:\.\d+)?)(?![\d_.])")
_TOML_PART = re.compile(r"^(?:limits?|storage|defaults?|meta(?:data)?|settings|config|features?|capabilit\w*)$", re.I)


# A line a TOML file may hold: a table's header, a key and its value, a comment or nothing
_TOML_LINE = re.compile(r"[ \t]*(?:\[[^\[\]\n]+\](?:[ \t]*#.*)?|[A-Za-z_\"][\w.\"-]*[ \t]*=.*|#.*)?[ \t]*")
# A table inside a model's naming its tier by the prompt lengths it spans ("tier_32k_128k"), or a billing option
_TOML_TIER_PART = re.compile(r"^(?:tier_?)?(?P<a>\d+)k_(?P<b>\d+)k$|^(?:tier_?)?above_?(?P<c>\d+)k$", re.I)
_TOML_OPTION_PART = {"offpeak": "off-peak", "off_peak": "off-peak", "off-peak": "off-peak", "batch": "batch",
                     "flex": "flex", "priority": "priority"}


def _toml_block(text: str, first_table: int) -> tuple[int, int]:
    """The run of TOML lines around the first table header: from the comments right above it to the last line a TOML
    file may hold (the prose of a Markdown page around a fenced catalogue is no part of it)."""
    lines = text.split("\n")
    offsets, position = [], 0
    for line in lines:
        offsets.append(position)
        position += len(line) + 1
    first = max(i for i, start in enumerate(offsets) if start <= first_table)
    start = first
    while start > 0 and _TOML_LINE.fullmatch(lines[start - 1]):
        start -= 1
    end = first
    while end + 1 < len(lines) and _TOML_LINE.fullmatch(lines[end + 1]):
        end += 1
    return offsets[start], offsets[end] + len(lines[end])


def _toml_gpu_hour_candidates(context: DocumentContext, text: str, tables: list[re.Match], block_end: int,
                              declared: str) -> list[Candidate]:
    """Per-GPU hourly prices of a TOML rate card whose comment declares the unit ("# … USD per GPU-hour"): each table
    naming one chip (by its name or a display key) prices it per purchase mode ("on_demand = 2.35", "spot = 1.40",
    "reserved_1y = 1.85"); a discount, a limit or a count is no price."""
    from extractors.rules.names import _find_mentions

    currency = _currency_of(declared)
    starts = [start for start, _ in context.prepared.sentences]
    candidates: list[Candidate] = []
    for position, opening in enumerate(tables):
        end = tables[position + 1].start() if position + 1 < len(tables) else block_end
        body = text[opening.end():end]
        display = re.search(r"^[ \t]*(?:display|name|gpu|model)[ \t]*=[ \t]*[\"'](?P<v>[^\"'\n]+)[\"']", body, re.M)
        label = display.group("v") if display else opening.group("name").split(".")[-1].replace("_", " ")
        if re.match(r"\s*\d+\s?[x×]", label):
            continue   # "8x H100": a machine's rate, not one GPU's
        chips = {m.name: m for m in _find_mentions(label, 0) if m.category == "hardware" and m.hardware_kind != "family"}
        if len(chips) != 1:
            continue
        chip = next(iter(chips.values()))
        for line in _TOML_NUMBER_LINE.finditer(body):
            key = line.group("key")
            if not (_MODE_PRICE_KEY.match(key) or _HOURLY_PRICE_KEY.match(key)) or (amount := _amount(line.group("n"))) is None:
                continue
            span = (opening.end() + line.start("key"), opening.end() + line.end("n"))
            candidates.append(_record_price(starts, span, line.group("n"), amount=amount, currency=currency,
                                            quoted_unit=declared.strip(), token_type=None,
                                            conditions=[c for c in [_mode_condition(key)] if c] if _MODE_PRICE_KEY.match(key) else [],
                                            subject=chip.name, unit="per_gpu_hour"))
    return candidates


def toml_price_candidates(context: DocumentContext) -> list[Candidate]:
    """Price candidates of a TOML catalogue (module comment above _TOML_TABLE)."""
    text = context.prepared.text
    tables = list(_TOML_TABLE.finditer(text))
    if not tables or not (_TOML_NUMBER_LINE.search(text) or _TOML_INLINE_LINE.search(text)):
        return []
    block_start, block_end = _toml_block(text, tables[0].start())
    try:
        tomllib.loads(text[block_start:block_end])
    except tomllib.TOMLDecodeError:
        return []   # not a TOML file (or an excerpt cut inside a value): the other readers take its lines
    tables = [table for table in tables if block_start <= table.start() < block_end]
    head = text[block_start:tables[0].start()]
    declared = next((line for line in re.findall(r"^[ \t]*#(.*)$", head, re.M)
                     if _scale_of_unit(line) is not None and _currency_of(line)), None)
    if declared is None:
        hourly = next((line for line in re.findall(r"^[ \t]*#(.*)$", head, re.M)
                       if _PER_GPU_HOUR_UNIT.search(line) and _currency_of(line)), None)
        return _toml_gpu_hour_candidates(context, text, tables, block_end, hourly) if hourly else []
    scale, currency = _scale_of_unit(declared), _currency_of(declared)
    starts = [start for start, _ in context.prepared.sentences]
    table = _model_table()
    candidates: list[Candidate] = []
    for position, opening in enumerate(tables):
        end = tables[position + 1].start() if position + 1 < len(tables) else block_end
        parts = [part.strip().strip('"\'') for part in re.split(r"\.(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)", opening.group("name"))]
        # ("[models."yc-pro-2".tier_32k_128k]", "[models."yc-pro-2".offpeak]": a tier or an option of the model above)
        option = None
        if len(parts) > 1 and ((tier := _TOML_TIER_PART.match(parts[-1])) or parts[-1].lower() in _TOML_OPTION_PART):
            option = _TOML_OPTION_PART.get(parts[-1].lower()) or \
                f"long-context>{int(tier.group('a') or tier.group('c'))}k"
            parts = parts[:-1]
        model = parts[-1] if parts else None
        if not model or _TOML_PART.match(model) or (len(parts) == 1 and _STRUCTURAL.search(model)) or \
                (len(parts) == 1 and option):
            continue
        body = text[opening.end():end]
        for inline in _TOML_INLINE_LINE.finditer(body):
            # ("[anthropic]" over '"claude-opus-4" = { input = 15, output = 75 }': each line its own model's prices)
            for number in _TOML_INLINE_NUMBER.finditer(inline.group("inner")):
                reading = _key_reading(number.group("key"))
                amount = _amount(number.group("n"))
                if reading is None or amount is None:
                    continue
                offset = opening.end() + inline.start("inner")
                candidates.append(_record_price(starts, (offset + number.start("key"), offset + number.end("n")),
                                                number.group("n"), amount=amount * scale, currency=currency,
                                                quoted_unit=declared.strip(), token_type=reading[0],
                                                conditions=[c for c in reading[1] if c != "long-context"],
                                                model=inline.group("model"), table=table))
        threshold = next((found for comment in re.findall(r"#(.*)$", body, re.M)
                          if (found := _tier_condition(comment) or _long_context(comment, "", ""))), None)
        for line in _TOML_NUMBER_LINE.finditer(body):
            reading = _key_reading(line.group("key"))
            amount = _amount(line.group("n"))
            if reading is None or amount is None:
                continue
            token_type, conditions = reading
            if threshold and "long-context" in conditions:
                conditions = [threshold if c == "long-context" else c for c in conditions]
            if option and option not in conditions:
                conditions = conditions + [option]
            span = (opening.end() + line.start("key"), opening.end() + line.end("n"))
            candidates.append(_record_price(starts, span, line.group("n"), amount=amount * scale, currency=currency,
                                            quoted_unit=declared.strip(), token_type=token_type, conditions=conditions,
                                            model=model, table=table))
    return candidates


# Model cards whose prices are a list of billing units (the lobe-chat model bank: "pricing: { currency: 'CNY',
# units: [ { name: 'textInput', rate: 0.3, strategy: 'fixed', unit: 'millionTokens' }, { name: 'textOutput',
# strategy: 'tiered', tiers: [ { rate: 1.5, upTo: 0.128 }, { rate: 6, upTo: 'infinity' } ], … } ] }"): each text
# unit priced per million tokens gives a price of its token type for the card's id; a tier after the first is a
# long-context tier from the previous tier's bound (in millions of tokens). The format's currency is USD unless the
# block names one.
_UNIT_TOKEN_TYPES = {"textinput": ("input", None), "textoutput": ("output", None),
                     "textinput_cacheread": ("cached_input", None), "textinput_cachewrite": ("input", "cache write")}
_PRICING_OPEN = re.compile(r"\bpricing\s*:\s*\{")
_CARD_ID = re.compile(r"\bid\s*:\s*['\"](?P<id>[^'\"\n]{1,80})['\"]")
_RATE = re.compile(r"\brate\s*:\s*(?P<expr>\d+(?:\.\d+)?(?:\s*[*/]\s*\d+(?:\.\d+)?)*)")
_LOOKUP_RANGE = re.compile(r"['\"]\[\s*(?P<lo>\d+(?:\.\d+)?)\s*,\s*(?:\d+(?:\.\d+)?|infinity)\s*\]['\"]\s*:\s*"
                           r"(?P<expr>\d+(?:\.\d+)?(?:\s*[*/]\s*\d+(?:\.\d+)?)*)")
_UP_TO = re.compile(r"\bupTo\s*:\s*(?:(?P<n>\d+(?:\.\d+)?)|['\"]infinity['\"])", re.I)


def _balanced_end(text: str, open_at: int) -> int | None:
    """The offset just past the bracket closing the one at ``open_at`` (strings are not looked into)."""
    pairs = {"{": "}", "[": "]"}
    stack = []
    for position in range(open_at, len(text)):
        char = text[position]
        if char in pairs:
            stack.append(pairs[char])
        elif stack and char == stack[-1]:
            stack.pop()
            if not stack:
                return position + 1
    return None


def _top_level_objects(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """(start, end) of each ``{…}`` directly inside the array spanning ``start``–``end``."""
    objects, position = [], start
    while (found := text.find("{", position, end)) >= 0:
        close = _balanced_end(text, found)
        if close is None or close > end:
            break
        objects.append((found, close))
        position = close
    return objects


def _rate_value(expression: str) -> Decimal | None:
    """'0.15 * 0.4' → 0.06: a rate written as a product (or quotient) of literals."""
    parts = re.split(r"\s*([*/])\s*", expression.strip())
    try:
        value = Decimal(parts[0])
        for operator, operand in zip(parts[1::2], parts[2::2]):
            value = value * Decimal(operand) if operator == "*" else value / Decimal(operand)
    except (InvalidOperation, ZeroDivisionError):
        return None
    return value.normalize() if value > 0 else None


def unit_list_price_candidates(context: DocumentContext) -> list[Candidate]:
    """Price candidates of model cards priced as a list of billing units (comment above _UNIT_TOKEN_TYPES)."""
    text = context.prepared.text
    if "units" not in text or not re.search(r"\bunit\s*:\s*['\"]millionTokens['\"]", text, re.I):
        return []
    table = _model_table()
    starts = [start for start, _ in context.prepared.sentences]
    candidates: list[Candidate] = []
    for opening in _PRICING_OPEN.finditer(text):
        block_end = _balanced_end(text, opening.end() - 1)
        if block_end is None:
            continue
        block = text[opening.start():block_end]
        units = re.search(r"\bunits\s*:\s*\[", block)
        card = list(_CARD_ID.finditer(text, max(0, opening.start() - 4000), opening.start()))
        if units is None or not card:
            continue
        model = card[-1].group("id")
        currency = _currency_of(found.group(1)) if (found := re.search(r"\bcurrency\s*:\s*['\"]([A-Za-z]{3})['\"]",
                                                                       block)) else "USD"
        units_at = opening.start() + units.end() - 1
        units_end = _balanced_end(text, units_at)
        if currency is None or units_end is None:
            continue
        for start, end in _top_level_objects(text, units_at + 1, units_end):
            unit = text[start:end]
            name = re.search(r"\bname\s*:\s*['\"](\w+)['\"]", unit)
            per = re.search(r"\bunit\s*:\s*['\"](\w+)['\"]", unit)
            reading = _UNIT_TOKEN_TYPES.get(name.group(1).lower()) if name else None
            if reading is None or per is None or per.group(1).lower() != "milliontokens":
                continue
            token_type, condition = reading
            if re.search(r"\bstrategy\s*:\s*['\"]lookup['\"]", unit):
                # "lookup: { prices: { '[0, 0.032]': 1, '[0.032, 0.128]': 1.5, … }, pricingParams: ['textInputRange'] }":
                # a rate per prompt-length range (in millions of tokens); read only when the range is the prompt's length
                if not re.search(r"\bpricingParams\s*:\s*\[\s*['\"]textInputRange['\"]\s*\]", unit):
                    continue
                for entry in _LOOKUP_RANGE.finditer(text, start, end):
                    amount = _rate_value(entry.group("expr"))
                    low = int((Decimal(entry.group("lo")) * 1000).to_integral_value())
                    if amount is None:
                        continue
                    conditions = [c for c in [condition, f"long-context>{low}k" if low else None] if c]
                    candidates.append(_record_price(starts, (entry.start("expr"), entry.end("expr")), entry.group("expr"),
                                                    amount=amount, currency=currency, quoted_unit="millionTokens",
                                                    token_type=token_type, conditions=conditions, model=model,
                                                    table=table))
                continue
            tiers = re.search(r"\btiers\s*:\s*\[", unit)
            rates = [(rate, None) for rate in [_RATE.search(text, start, end)]] if tiers is None else [
                (_RATE.search(text, t_start, t_end), _UP_TO.search(text, t_start, t_end))
                for t_start, t_end in _top_level_objects(text, start + tiers.end(), end)]
            bound = None
            for rate, up_to in rates:
                amount = _rate_value(rate.group("expr")) if rate is not None else None
                conditions = [c for c in [condition, f"long-context>{bound}k" if bound else None] if c]
                if up_to is not None and up_to.group("n"):
                    bound = int((Decimal(up_to.group("n")) * 1000).to_integral_value())
                if amount is None:
                    continue
                offset = rate.start("expr")
                candidates.append(_record_price(starts, (offset, offset + len(rate.group("expr"))), rate.group("expr"),
                                                amount=amount, currency=currency, quoted_unit="millionTokens",
                                                token_type=token_type, conditions=conditions, model=model,
                                                table=table))
    return candidates


# Model files that price tokens per a stated fraction of a token (Dify's model YAML: "pricing:" with "input: '0.006'",
# "output: '0.024'", "unit: '0.001'", "currency: RMB"): the amount times the unit is the price of one token, so
# per million tokens it is amount × unit × 1,000,000. A tier in the line's comment ("# 128K-252K") is a long-context
# tier from its lower bound; lines commented out are not read.
_FRACTION_PRICING = re.compile(r"^pricing:[ \t]*\n(?P<body>(?:[ \t]*(?:input|output|unit|currency)[ \t]*:.*\n?|[ \t]*#.*\n?)+)",
                               re.M)


def fraction_unit_price_candidates(context: DocumentContext) -> list[Candidate]:
    """Price candidates of a model file pricing tokens per a fraction of a token (comment above)."""
    text = context.prepared.text
    block = _FRACTION_PRICING.search(text)
    model = re.search(r"^model:[ \t]*['\"]?(?P<id>[\w.:/-]+)", text, re.M)
    if block is None or model is None:
        return []
    body = block.group("body")
    unit = re.search(r"^[ \t]*unit:[ \t]*['\"]?(?P<n>\d+(?:\.\d+)?)", body, re.M)
    currency = re.search(r"^[ \t]*currency:[ \t]*['\"]?(?P<c>\w+)", body, re.M)
    factor = Decimal(unit.group("n")) * 1_000_000 if unit else None
    code = _currency_of(currency.group("c")) if currency else None
    if not factor or code is None:
        return []
    table = _model_table()
    starts = [start for start, _ in context.prepared.sentences]
    candidates: list[Candidate] = []
    for line in re.finditer(r"^[ \t]*(?P<key>input|output)[ \t]*:[ \t]*['\"]?(?P<n>\d+(?:\.\d+)?)['\"]?[ \t]*(?:#(?P<note>.*))?$",
                            body, re.M):
        amount = _amount(line.group("n"))
        if amount is None:
            continue
        tier = re.search(r"(?P<a>\d+)\s?[kK]\s*[-–~]\s*\d+\s?[kK]", line.group("note") or "")
        conditions = [f"long-context>{tier.group('a')}k"] if tier and int(tier.group("a")) > 0 else []
        offset = block.start("body") + line.start("n")
        candidates.append(_record_price(starts, (offset, offset + len(line.group("n"))), line.group("n"),
                                        amount=amount * factor, currency=code, quoted_unit=f"per {unit.group('n')} token",
                                        token_type=line.group("key"), conditions=conditions, model=model.group("id"),
                                        table=table))
    return candidates


# A flat map from model id to one number, its name declaring the unit ("MODEL_COST_PER_1K_TOKENS = {", as the
# token-cost helpers of agent frameworks keep it): a bare id prices input tokens, an id with a suffix the suffix's
# ("gpt-4.1-cached", "gpt-4.1-completion"). The currency is the dollars these files are kept in, read only where the
# file names no other one.
# ("MODEL_COST_PER_1K_INPUT_TOKENS = {": the name may say which tokens, then every entry prices those)
_COST_MAP_NAME = re.compile(r"\b[A-Za-z_]*(?:COST|PRICE|RATE)S?_PER_(?:(?P<q>1K|1M|K|M|THOUSAND|MILLION)_)?"
                            r"(?:(?P<tokens>INPUT|OUTPUT|PROMPT|COMPLETION|CACHED_INPUT|CACHE_READ)_)?TOKENS?\b"
                            r"[^=\n{]*=\s*\{", re.I)
_COST_MAP_TOKENS = {"input": "input", "prompt": "input", "output": "output", "completion": "output",
                    "cached_input": "cached_input", "cache_read": "cached_input"}
_COST_MAP_ENTRY = re.compile(r"""["'](?P<key>[A-Za-z][\w.:/-]*)["']\s*:\s*(?P<n>\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)\s*(?=[,}\n#])""")
_COST_MAP_SUFFIXES = (("-cached", "cached_input"), ("-cache-read", "cached_input"), ("-completion", "output"),
                      ("-output", "output"), ("-input", "input"), ("-prompt", "input"))
_COST_MAP_SCALE = {"1k": Decimal(1000), "k": Decimal(1000), "thousand": Decimal(1000), "1m": Decimal(1), "m": Decimal(1),
                   "million": Decimal(1), None: Decimal(1_000_000)}


def cost_map_price_candidates(context: DocumentContext) -> list[Candidate]:
    """Price candidates of a flat model-to-cost map whose name declares its unit (comment above _COST_MAP_NAME)."""
    text = context.prepared.text
    found = _currency_of(text)
    if found not in (None, "USD"):
        return []
    starts = [start for start, _ in context.prepared.sentences]
    table = _model_table()
    candidates: list[Candidate] = []
    for opening in _COST_MAP_NAME.finditer(text):
        end = _balanced_end(text, opening.end() - 1) or len(text)   # (an excerpt may end inside the map)
        entries = list(_COST_MAP_ENTRY.finditer(text, opening.end(), end))
        suffixed = any(entry.group("key").lower().endswith(suffix) for entry in entries
                       for suffix, _ in _COST_MAP_SUFFIXES)
        if len(entries) < 2:
            continue
        scale = _COST_MAP_SCALE[(opening.group("q") or "").lower() or None]
        for entry in entries:
            key = entry.group("key")
            suffix = next(((s, t) for s, t in _COST_MAP_SUFFIXES if key.lower().endswith(s)), None)
            named_tokens = _COST_MAP_TOKENS.get((opening.group("tokens") or "").lower())
            if suffix is None and not suffixed and named_tokens is None:
                continue   # (one number per model, no suffix telling the tokens: which tokens it prices is not said)
            model, token_type = (key[:-len(suffix[0])], suffix[1]) if suffix else (key, named_tokens or "input")
            try:
                amount = Decimal(entry.group("n")) * scale
            except InvalidOperation:
                continue
            candidates.append(_record_price(starts, (entry.start(), entry.end()), entry.group("n"), amount=amount,
                                            currency="USD", quoted_unit=opening.group(0).split("=")[0].strip(),
                                            token_type=token_type, conditions=[], model=model, table=table))
    return candidates


# A map named for the quantity of tokens it prices ("OAI_PRICE1K = {", "PRICES_PER_1M = {", "COST_PER_1K_TOKENS = {")
# whose entries are pairs ('"gpt-4o": (0.005, 0.015)'): input then output, the order every such map keeps; an entry
# of one bare number prices tokens it does not name.
_PAIR_MAP_NAME = re.compile(r"\b[A-Za-z_]*(?:PRICE|PRICING|COST)S?_?(?:PER_)?(?P<q>1K|1M|(?<=PER_)[KM])(?:_TOKENS?)?\b"
                            r"[^=\n{]*=\s*\{", re.I)
_PAIR_MAP_ENTRY = re.compile(r"""^[ \t]*["'](?P<key>[A-Za-z][\w.:/-]*)["']\s*:\s*(?:\(\s*(?P<a>\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)\s*,"""
                             r"""\s*(?P<b>\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)\s*,?\s*\)|(?P<n>\d+(?:\.\d+)?(?:[eE][+-]?\d+)?))"""
                             r"""\s*,?[ \t]*(?:#.*)?$""", re.M)


def pair_map_price_candidates(context: DocumentContext) -> list[Candidate]:
    """Per-million-token prices of a map named for its unit whose entries are input/output pairs (comment above
    _PAIR_MAP_NAME)."""
    text = context.prepared.text
    if _currency_of(text) not in (None, "USD"):
        return []
    starts = [start for start, _ in context.prepared.sentences]
    table = _model_table()
    candidates: list[Candidate] = []
    for opening in _PAIR_MAP_NAME.finditer(text):
        end = _balanced_end(text, opening.end() - 1) or len(text)   # (an excerpt may end inside the map)
        entries = list(_PAIR_MAP_ENTRY.finditer(text, opening.end(), end))
        if sum(1 for entry in entries if entry.group("a")) < 2:
            continue   # (a map of single numbers says nothing of the tokens each prices: cost_map_price_candidates)
        scale = _COST_MAP_SCALE[opening.group("q").lower()]   # ("PRICES_PER_K_TOKENS": a thousand tokens)
        quoted = opening.group(0).split("=")[0].strip()
        for entry in entries:
            values = [("a", "input"), ("b", "output")] if entry.group("a") else [("n", "unspecified")]
            for group, token_type in values:
                amount = _amount(entry.group(group))
                if amount is None:
                    continue
                candidates.append(_record_price(starts, entry.span(group), entry.group(group), amount=amount * scale,
                                                currency="USD", quoted_unit=quoted, token_type=token_type,
                                                conditions=[], model=entry.group("key"), table=table))
    return candidates


# A code map under a comment that states its unit and currency once, and for maps of tuples the order of their fields
# ("# Prices are USD per 1M tokens: (input, cached_input, output)" over '"gpt-4.1": (2.00, 0.50, 8.00),'; "# 计费配置：单位
# 元/百万 tokens，(输入, 输出)"; "# 缓存命中的输入价格（元/百万 tokens）" over '{"kimi-k2": 1.0}'; "# on-demand rates in USD per
# GPU-hour" over '{"H100": 2.40}'): each entry the key's price in that unit, of the token type its field (or the comment)
# names. A tuple whose length differs from the fields named is not read.
_COMMENTED_MAP = re.compile(r"^[ \t]*(?P<name>[A-Za-z_][\w.]*)\s*(?::[^=\n]{1,60})?=\s*\{", re.M)
_MAP_ENTRY = re.compile(r"""["'](?P<key>[^"'\n]{1,80})["']\s*:\s*(?:\((?P<tuple>[^()\n]*)\)|(?P<n>\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)(?![\w.]))""")
_FIELD_LIST = re.compile(r"[(（]\s*(?P<fields>[^()（）]*?(?:input|output|prompt|completion|输入|输出)[^()（）]*)\s*[)）]", re.I)


def _field_token_type(field: str) -> str | None:
    """The token type a tuple field's name gives ("cached_input", "输出"), or ``None``."""
    from extractors.rules.token_types import _TOKEN_KEYWORDS
    field = field.strip().replace("_", " ")
    return next((name for name, regex in _TOKEN_KEYWORDS if regex.search(field)), None)


def commented_map_price_candidates(context: DocumentContext) -> list[Candidate]:
    """Prices of code maps whose unit a comment right above states (comment above _COMMENTED_MAP)."""
    text = context.prepared.text
    if "{" not in text or not re.search(r"(?:#|//)", text):
        return []
    from extractors.rules.names import _find_mentions

    starts = [start for start, _ in context.prepared.sentences]
    table = _model_table()
    candidates: list[Candidate] = []
    for opening in _COMMENTED_MAP.finditer(text):
        if _PAIR_MAP_NAME.match(text, opening.start()) or re.search(r"PRICES?_?(?:PER_)?(?:1K|1M)", opening.group("name"), re.I):
            continue   # (a map named for its unit: pair_map_price_candidates)
        above = text[:opening.start()].rstrip("\n").split("\n")[-2:]
        comment = next((line.strip().lstrip("#/ ").strip() for line in reversed(above)
                        if re.match(r"\s*(?:#|//)", line)), None)
        if comment is None or (currency := _currency_of(comment)) is None:
            continue
        end = _balanced_end(text, opening.end() - 1)
        if end is None or "{" in text[opening.end():end]:
            continue   # (a map of maps is a catalogue of records, read by the record readers)
        hourly = _PER_GPU_HOUR_UNIT.search(comment) is not None
        scale = None if hourly else Decimal(1) if _UNIT_PER_MILLION.search(comment) else \
            Decimal(1000) if _UNIT_PER_THOUSAND.search(comment) else None
        if not hourly and scale is None:
            continue
        fields = _FIELD_LIST.search(comment)
        types = [_field_token_type(f) for f in re.split(r"[,，、/]", fields.group("fields"))] if fields else None
        if types is not None and None in types:
            continue
        own_type = _field_token_type(comment[:fields.start()] if fields else comment)
        mode = _mode_condition(found.group(0).replace(" ", "_")) if (found := re.search(
            r"on[- ]demand|spot|preemptible|interruptible", comment, re.I)) else None
        for entry in _MAP_ENTRY.finditer(text, opening.end(), end):
            values = [(m.start() + entry.start("tuple"), m.group(0)) for m in
                      re.finditer(r"\d+(?:\.\d+)?(?:[eE][+-]?\d+)?", entry.group("tuple"))] if entry.group("tuple") \
                else [(entry.start("n"), entry.group("n"))]
            if hourly:
                chips = [m for m in _find_mentions(entry.group("key"), 0) if m.category == "hardware"
                         and m.hardware_kind != "family"]
                if entry.group("tuple") or len(chips) != 1:
                    continue
                amount = _amount(values[0][1])
                if amount is not None:
                    candidates.append(_record_price(starts, (values[0][0], values[0][0] + len(values[0][1])), values[0][1],
                                                    amount=amount, currency=currency, quoted_unit=comment[:60],
                                                    token_type=None, conditions=[mode] if mode else [],
                                                    subject=chips[0].name, unit="per_gpu_hour"))
                continue
            if entry.group("tuple"):
                if types is None or len(types) != len(values):
                    continue
                typed = list(zip(values, types))
            else:
                typed = [(values[0], own_type or "unspecified")]
            for (start, figure), token_type in typed:
                amount = _amount(figure)
                if amount is None:
                    continue
                candidates.append(_record_price(starts, (start, start + len(figure)), figure, amount=amount * scale,
                                                currency=currency, quoted_unit=comment[:60], token_type=token_type,
                                                conditions=[], model=entry.group("key"), table=table))
    return candidates


# A catalogue's discount keys ("spot_discount": 0.60, reserved_discount: 25): the share (or percent) off the plan's
# base rate, each a price comparison of the plan named in the key with on-demand (or the standard price). A line whose
# comment states the discount in words ("# 70% off on-demand") is read from those words instead.
_DISCOUNT_KEY = re.compile(r"^[ \t]*[\"']?(?P<plan>spot|preemptible|interruptible|reserved(?:_\w+?)?|committed(?:_\w+?)?|"
                           r"batch|off_?peak|cached?(?:_\w+?)?)_discount(?:_(?P<pct>pct|percent))?[\"']?[ \t]*[:=][ \t]*"
                           r"(?P<n>\d*\.?\d+)[ \t]*,?[ \t]*(?P<comment>(?:#|//).*)?$", re.M | re.I)
RECORD_DISCOUNT_RULE = "comparison:record-discount"


def discount_key_candidates(context: DocumentContext) -> list[Candidate]:
    """Price comparisons of a catalogue's discount keys (comment above _DISCOUNT_KEY)."""
    text = context.prepared.text
    starts = [start for start, _ in context.prepared.sentences]
    candidates: list[Candidate] = []
    for line in _DISCOUNT_KEY.finditer(text):
        if line.group("comment") and re.search(r"\d\s*%", line.group("comment")):
            continue
        value = Decimal(line.group("n"))
        share = value / 100 if line.group("pct") or value >= 1 else value
        if not 0 < share < 1:
            continue   # (a discount of all or nothing is a placeholder, not a plan's price)
        plan = line.group("plan").lower().replace("_", " ")
        baseline = "on-demand" if re.match(r"spot|preemptible|interruptible|reserved|committed", plan) else \
            "the standard price"
        span = (line.start("n"), line.end("n"))
        fields = {"ratio": _clean_decimal((1 - share).quantize(Decimal("0.0001"))), "metric": "price",
                  "baseline": baseline, "hedge": None, "subject": plan, "organization": None,
                  "effective_from": None, "effective_until": None}
        index = max(0, bisect.bisect_right(starts, span[0]) - 1)
        candidates.append(Candidate("comparison", index, span, fields, RECORD_DISCOUNT_RULE, 0.8,
                                    {"trigger": line.group(0).strip(), "record": True, "subject_from": "record",
                                     "metric_keywords": ["discount"], "metric_side": "record", "trap_word": None}))
    return candidates


# Code that writes a per-token price as the per-million figure divided out ("inputPrice: 0.15 / 1e6", "output_cost =
# 60.0 / 1_000_000"): the figure before the division is the price per million tokens (per thousand for "/ 1e3"). The
# model is the one the nearest model key above names ("modelName: \"gpt-4o-mini\"").
_DIVIDED_PRICE_LINE = re.compile(r"^[ \t]*[\"']?(?P<key>[A-Za-z_][\w]*)[\"']?[ \t]*[:=][ \t]*(?P<n>\d+(?:\.\d+)?)[ \t]*/[ \t]*"
                                 r"(?P<scale>1e6|1_000_000|1000000|1e3|1_000|1000)[ \t]*,?[ \t]*(?:(?://|#).*)?$", re.M)
_MODEL_OPEN_KEY_LINE = re.compile(r"^[ \t]*[\"'](?P<model>[^\"'\n]{1,80})[\"'][ \t]*:[ \t]*(?:[A-Za-z_]\w*[ \t]*)?[({][ \t]*$",
                                  re.M)
_MODEL_KEY_LINE = re.compile(r"^[ \t]*[\"']?(?:modelName|model_name|model|modelId|model_id|id|name)[\"']?[ \t]*[:=][ \t]*"
                             r"[\"'](?P<model>[^\"'\n]{1,80})[\"']", re.M)


# ... or several to a line, under the model key the line opens with ('"gpt-4o": {"input": 2.5/1_000_000, "output": 10/1_000_000}')
_DIVIDED_PRICE_INLINE = re.compile(r"[\"'](?P<key>[A-Za-z_]\w*)[\"']\s*:\s*(?P<n>\d+(?:\.\d+)?)\s*/\s*"
                                   r"(?P<scale>1e6|1_000_000|1000000|1e3|1_000|1000)(?![\d_])")
_MODEL_OPENING_LINE = re.compile(r"^[ \t]*[\"'](?P<model>[^\"'\n]{1,80})[\"']\s*:\s*\{", re.M)
_DIVIDED_PRICE_OBJECT = re.compile(r"\b(?:cost|costs|price|prices|pricing)\s*:\s*\{(?P<body>[^{}\n]{1,200})\}", re.I)
_DIVIDED_PRICE_ENTRY = re.compile(r"(?P<key>[A-Za-z_]\w*)\s*:\s*(?P<n>\d+(?:\.\d+)?)\s*/\s*"
                                  r"(?P<scale>1e6|1_000_000|1000000|1e3|1_000|1000)(?![\d_])")


def divided_price_candidates(context: DocumentContext) -> list[Candidate]:
    """Per-million-token prices written as a division in code (comment above _DIVIDED_PRICE_LINE)."""
    text = context.prepared.text
    lines = list(_DIVIDED_PRICE_LINE.finditer(text))
    if not lines and _MODEL_OPENING_LINE.search(text):
        lines = list(_DIVIDED_PRICE_INLINE.finditer(text))
    if not lines:
        # "cost: { input: 0.35 / 1e6, output: 0.75 / 1e6 }" under "id: 'gpt-oss-120b'": a cost object of its own line
        lines = [entry for found in _DIVIDED_PRICE_OBJECT.finditer(text)
                 for entry in _DIVIDED_PRICE_ENTRY.finditer(text, found.start("body"), found.end("body"))]
    if not lines or _currency_of(text) not in (None, "USD"):
        return []
    starts = [start for start, _ in context.prepared.sentences]
    table = _model_table()
    # ('"grok-4": make_model_data(' over 'input_price=3.00 / 1e6,': a map's key opening the model's record)
    models = sorted(list(_MODEL_KEY_LINE.finditer(text)) + list(_MODEL_OPEN_KEY_LINE.finditer(text)),
                    key=lambda found: found.start())
    candidates: list[Candidate] = []
    for line in lines:
        reading = _key_reading(line.group("key"))
        if reading is None or line.re is not _DIVIDED_PRICE_ENTRY and not (re.search(r"price|cost|rate", line.group("key"), re.I) or
                                   re.search(r"[A-Z_]*(?:PRIC|COST|RATE)[A-Z_]*\s*=|"
                                             r"\b\w*(?:pric|cost|rate)\w*\s*=", text[:line.start()], re.I)):
            continue   # ("input": 3/1_000_000 counts inside a map the code names for prices: MODEL_PRICING = {…}, and
            # so does '"prompt_tokens": 0.001 / 1000,' on a line of its own inside "model_prices = {")
        model = next((found.group("model") for found in reversed(models) if found.start() < line.start()), None)
        if line.re is _DIVIDED_PRICE_ENTRY:
            pass   # the model is the nearest model key above, as for a line of its own
        elif line.re is _DIVIDED_PRICE_INLINE:
            opening = next((found for found in _MODEL_OPENING_LINE.finditer(text, 0, line.start())
                            if "\n" not in text[found.end():line.start()]), None)
            model = opening.group("model") if opening is not None else None
        if model is None:
            continue
        token_type, conditions = reading
        scale = Decimal(1) if line.group("scale") in ("1e6", "1_000_000", "1000000") else Decimal(1000)
        candidates.append(_record_price(starts, (line.start("key"), line.end("scale")), line.group("n"),
                                        amount=Decimal(line.group("n")) * scale, currency="USD",
                                        quoted_unit=f"/ {line.group('scale')}", token_type=token_type,
                                        conditions=conditions, model=model, table=table))
    return candidates


# A code list of (model, (input, output)) pairs whose comment names the order ('// (model, (input, output))' over
# '("o3", (10.0 / 1_000_000.0, 40.0 / 1_000_000.0)),'): per-token prices written as the per-million figure divided
# out, each priced for its side in the order the comment gives.
_PAIR_SCHEMA = re.compile(r"(?://|#)[^\n]*\(\s*model\s*,\s*\(\s*(?P<a>input|output)\s*,\s*(?P<b>input|output)\s*\)\s*\)", re.I)
_DIVISOR = r"(?:1_000_000(?:\.0)?|1000000(?:\.0)?|1e6|1\.0e6)"
_PAIR_LINE = re.compile(r"\(\s*[\"'](?P<model>[^\"'\n]{1,80})[\"']\s*,\s*\(\s*(?P<x>\d+(?:\.\d+)?)\s*/\s*" + _DIVISOR +
                        r"\s*,\s*(?P<y>\d+(?:\.\d+)?)\s*/\s*" + _DIVISOR + r"\s*\)\s*\)")


def model_pair_price_candidates(context: DocumentContext) -> list[Candidate]:
    """Per-million-token prices of a code list of (model, (input, output)) pairs (comment above _PAIR_SCHEMA)."""
    text = context.prepared.text
    schema = _PAIR_SCHEMA.search(text)
    if schema is None or _currency_of(text) not in (None, "USD") or schema.group("a").lower() == schema.group("b").lower():
        return []
    starts = [start for start, _ in context.prepared.sentences]
    table = _model_table()
    candidates: list[Candidate] = []
    for line in _PAIR_LINE.finditer(text, schema.end()):
        for group, side in (("x", schema.group("a").lower()), ("y", schema.group("b").lower())):
            candidates.append(_record_price(starts, (line.start(group), line.end(group)), line.group(group),
                                            amount=Decimal(line.group(group)), currency="USD", quoted_unit="/ 1_000_000",
                                            token_type=side, conditions=[], model=line.group("model"), table=table))
    return candidates


# A code map of tuples whose comment names the fields ("# gpu_type -> (on_demand_per_gpu_hr, spot_per_gpu_hr or None)"
# over '"A100-PCIe-40GB": (1.45, 1.00),'): each field named for a GPU-hour rate prices the key's chip in that purchase
# mode; "None" prices nothing.
_TUPLE_SCHEMA = re.compile(r"^[ \t]*#[^\n]*?->\s*\((?P<fields>[^()\n]+)\)", re.M)
_TUPLE_LINE = re.compile(r"^[ \t]*[\"'](?P<key>[^\"'\n]{1,60})[\"']\s*:\s*\((?P<values>[^()\n]+)\)\s*,?[ \t]*(?:#.*)?$", re.M)
_HOURLY_FIELD = re.compile(r"(?:per_?)?(?:gpu_?)?(?:hr|hour|hourly)\b|_h$", re.I)


# A comment naming the fields of a table of model tuples ("Each tuple is `(model_id, input_usd_per_1m,
# output_usd_per_1m)`") and the tuples under it ('("claude-opus-5", 5.00, 25.00),'): each tuple is a model's prices,
# each field read as a catalogue's key is
_MODEL_TUPLE_SCHEMA = re.compile(r"^[ \t]*(?://+!?|#|\*)[^\n]*?\(\s*(?:model(?:_id|_name)?|name|id)\s*,\s*(?P<fields>[^()\n]+)\)",
                                 re.M | re.I)
_MODEL_TUPLE_LINE = re.compile(r"^[ \t]*\(\s*[\"'](?P<model>[^\"'\n]{1,80})[\"']\s*,\s*(?P<values>[^()\n]+)\)\s*,?[ \t]*"
                               r"(?:(?://|#).*)?$", re.M)


def tuple_model_price_candidates(context: DocumentContext) -> list[Candidate]:
    """Token prices of a code table of model tuples whose fields a comment above it names (_MODEL_TUPLE_SCHEMA)."""
    text = context.prepared.text
    schema = _MODEL_TUPLE_SCHEMA.search(text)
    if schema is None:
        return []
    fields = [f.strip().strip("`") for f in schema.group("fields").split(",")]
    starts = [start for start, _ in context.prepared.sentences]
    table = _model_table()
    candidates: list[Candidate] = []
    for line in _MODEL_TUPLE_LINE.finditer(text, schema.end()):
        values = [v.strip() for v in line.group("values").split(",")]
        if len(values) < len(fields):
            continue
        found: list[tuple[str, Decimal, dict]] = []
        _prices_of(dict(zip(fields, values)),
                   {"model": line.group("model")}, found)
        offsets, at = [], 0
        for value in values:
            at = line.group("values").find(value, at)
            offsets.append(line.start("values") + at)
            at += len(value)
        for key, amount, reading in found:
            value = values[fields.index(key)]
            where = offsets[fields.index(key)]
            candidates.append(_reading_price(starts, (where, where + len(value)), value, amount, reading, table))
    return candidates


# A CSV price file: a header of keys naming the model column and price columns with their unit
# ("model_id,price_in_per_mtok,price_out_per_mtok,cache_read_per_mtok,…") over one row per model
_CSV_MODEL_KEYS = ("model", "model_id", "model_name", "modelid", "name", "id")


def csv_price_candidates(context: DocumentContext) -> list[Candidate]:
    """Token prices of CSV rows (read as table rows, "a | b | c") under a header whose keys name a model column and
    price columns (each read as a catalogue's key is, its unit from the key)."""
    text = context.prepared.text
    if " | " not in text:
        return []
    starts = [start for start, _ in context.prepared.sentences]
    table = _model_table()
    candidates: list[Candidate] = []
    lines = list(re.finditer(r"^[^\n]*$", text, re.M))
    for position, header in enumerate(lines):
        keys = [k.strip().strip('"').lower() for k in header.group(0).split(" | ")]
        if len(keys) < 3 or not any(k in _CSV_MODEL_KEYS for k in keys[:2]) or \
                not all(re.fullmatch(r"[a-z][\w./-]{0,60}", k) for k in keys):
            continue
        model_at = next(i for i, k in enumerate(keys) if k in _CSV_MODEL_KEYS)
        for line in lines[position + 1:]:
            cells, at = [], line.start()
            for cell in line.group(0).split(" | "):
                cells.append((at, cell))
                at += len(cell) + 3
            if len(cells) != len(keys):
                break
            record = {key: cell.strip() for key, (_, cell) in zip(keys, cells) if key not in _CSV_MODEL_KEYS}
            found: list[tuple[str, Decimal, dict]] = []
            _prices_of(record, {"model": cells[model_at][1].strip()}, found)
            for key, amount, reading in found:
                where, value = cells[keys.index(key)]
                candidates.append(_reading_price(starts, (where, where + len(value)), value.strip(), amount, reading, table))
        break
    return candidates


def tuple_gpu_hour_candidates(context: DocumentContext) -> list[Candidate]:
    """Per-GPU-hour prices of a code map of tuples (comment above _TUPLE_SCHEMA)."""
    text = context.prepared.text
    schemas = list(_TUPLE_SCHEMA.finditer(text))
    if not schemas or _currency_of(text) not in (None, "USD"):
        return []
    from extractors.rules.names import _find_mentions

    starts = [start for start, _ in context.prepared.sentences]
    candidates: list[Candidate] = []
    for position, schema in enumerate(schemas):
        fields = [re.sub(r"\s+or\s+None\s*$", "", f.strip(), flags=re.I) for f in schema.group("fields").split(",")]
        if not any(_HOURLY_FIELD.search(f) for f in fields):
            continue
        end = schemas[position + 1].start() if position + 1 < len(schemas) else len(text)
        for line in _TUPLE_LINE.finditer(text, schema.end(), end):
            values = [v.strip() for v in line.group("values").split(",")]
            chips = [m for m in _find_mentions(re.sub(r"[_-]", " ", line.group("key")), 0) if m.category == "hardware"]
            if len(values) != len(fields) or len(chips) != 1:
                continue
            comments = re.search(r"(?:^[ \t]*#[^\n]*\n)+$", text[max(0, line.start() - 400):line.start()], re.M)
            if comments and re.search(r"estimat|guess|assum|placeholder|not\s+(?:yet\s+)?(?:known|published)",
                                      comments.group(0), re.I):
                continue   # "# TODO: B200 estimated from …" right above the entry: no one's price yet
            offset = line.start("values")
            for field, value in zip(fields, values):
                amount = _amount(value)
                if amount is None or amount <= 0 or not _HOURLY_FIELD.search(field):
                    continue
                where = line.group("values").find(value, offset - line.start("values"))
                span = (line.start("values") + where, line.start("values") + where + len(value))
                offset = span[1]
                candidates.append(_record_price(starts, span, value, amount=amount, currency="USD",
                                                quoted_unit=field, token_type=None,
                                                conditions=[c for c in [_mode_condition(field)] if c],
                                                unit="per_gpu_hour", subject=chips[0].name))
    return candidates


# A code map from a chip's name to a record of its hourly rate per purchase mode, under a comment declaring the unit
# ("// All figures are USD per GPU per hour" over '"NVIDIA B200": {OnDemand: 3.99, Spot: 2.69, Commit1Y: 3.25},'): each
# mode's rate is that chip's price per GPU-hour, the mode its condition; a zero is an option not sold, no price
_KEYED_MODE_LINE = re.compile(r"^[ \t]*[\"'](?P<key>[^\"'\n]{1,60})[\"']\s*:\s*(?:\w+\s*)?\{(?P<fields>[^{}\n]+)\}\s*,?[ \t]*"
                              r"(?:(?://|#).*)?$", re.M)
_NAMED_MODE_LINE = re.compile(r"^[ \t]*(?:\w+\s*)?\{(?P<fields>[^{}\n]*[\"'][^{}\n]*)\}\s*,?[ \t]*(?:(?://|#).*)?$", re.M)
_MODE_FIELD = re.compile(r"[\"']?(?P<name>[A-Za-z_][\w]*)[\"']?\s*[:=]\s*(?P<value>\d+(?:\.\d+)?)(?![\d.])")


def keyed_mode_gpu_hour_candidates(context: DocumentContext) -> list[Candidate]:
    """Per-GPU-hour prices of a code map of purchase-mode records keyed by chip (comment above _KEYED_MODE_LINE)."""
    text = context.prepared.text
    lines = [(line, line.group("key")) for line in _KEYED_MODE_LINE.finditer(text)]
    # ('{Accelerator: "NVIDIA A100 80GB", OnDemand: 1.29, Reserved1Y: 1.05},': the chip a string field of the record names)
    lines += [(line, named.group("name")) for line in _NAMED_MODE_LINE.finditer(text)
              if (named := re.search(r"[\"']?\w+[\"']?\s*:\s*[\"'](?P<name>[^\"'\n]{1,60})[\"']", line.group("fields")))]
    if not lines:
        return []   # (no record of that shape: the comments are not read)
    declared = next((line.group(1) for line in re.finditer(r"^[ \t]*(?://+|#|\*)(.*)$", text, re.M)
                     if _PER_GPU_HOUR_UNIT.search(line.group(1)) or
                     re.search(r"per\s+GPU\s+per\s+hour", line.group(1), re.I)), None)
    currency = _currency_of(declared) if declared is not None else None
    if currency is None:
        return []
    from extractors.rules.names import _find_mentions

    starts = [start for start, _ in context.prepared.sentences]
    candidates: list[Candidate] = []
    for line, key in lines:
        chips = [m for m in _find_mentions(key, 0) if m.category == "hardware"]
        if len(chips) != 1:
            continue
        for field in _MODE_FIELD.finditer(line.group("fields")):
            name = field.group("name")   # ("OnDemand", "Commit1Y": the mode keys read camelCase as they are)
            amount = _amount(field.group("value"))
            if not _MODE_PRICE_KEY.match(name) or amount is None or amount <= 0:
                continue
            span = (line.start("fields") + field.start("value"), line.start("fields") + field.end("value"))
            candidates.append(_record_price(starts, span, field.group("value"), amount=amount, currency=currency,
                                            quoted_unit=declared.strip(), token_type=None,
                                            conditions=[c for c in [_mode_condition(name)] if c],
                                            subject=chips[0].name, unit="per_gpu_hour"))
    return candidates


# Records written as constructor calls, one model per call, under a docstring or comment stating the unit once
# ('All figures: USD per 1M tokens.' over 'Price("gpt-5", input=1.25, cached=0.125, output=10.00),'): each keyword's
# price per million tokens of the token type its name gives, the list the call stands in naming a billing option
# ("PRIORITY = [")
_CALL_RECORD_LINE = re.compile(r"^[ \t]*[A-Za-z_]\w*\(\s*[\"'](?P<model>[^\"'\n]{1,80})[\"']\s*,(?P<kwargs>[^()\n]*)\)\s*,?[ \t]*"
                               r"(?:#.*)?$", re.M)
_CALL_KEYWORD = re.compile(r"(?P<key>[A-Za-z_]\w*)\s*=\s*(?P<value>\d+(?:\.\d+)?)(?![\d.])")
_LIST_NAME_LINE = re.compile(r"^[ \t]*(?P<name>[A-Za-z_]\w*)\s*(?::[^=\n]*)?=\s*[\[({]", re.M)


def call_record_price_candidates(context: DocumentContext) -> list[Candidate]:
    """Per-million-token prices of constructor-call records (comment above _CALL_RECORD_LINE)."""
    text = context.prepared.text
    calls = list(_CALL_RECORD_LINE.finditer(text))
    if not calls:
        return []
    declaration = next((line for line in text.split("\n")[:40]
                        if _UNIT_PER_MILLION.search(line) and re.search(r"tokens?|MTok", line, re.I) and
                        _currency_of(line) is not None), None)
    if declaration is None:
        return []
    currency = _currency_of(declaration)
    table = _model_table()
    starts = [start for start, _ in context.prepared.sentences]
    lists = list(_LIST_NAME_LINE.finditer(text))
    candidates: list[Candidate] = []
    for call in calls:
        owner = next((m.group("name") for m in reversed(lists) if m.start() < call.start()), "")
        option = _OPTION_KEY.search(owner)
        conditions = [next(k for k, v in option.groupdict().items() if v)] if option else []
        conditions = [{"long": "long-context", "offpeak": "off-peak"}.get(c, c) for c in conditions]
        for keyword in _CALL_KEYWORD.finditer(call.group("kwargs")):
            reading = _key_reading(keyword.group("key"))
            amount = _amount(keyword.group("value"))
            if reading is None or amount is None:
                continue
            token_type, own = reading
            start = call.start("kwargs") + keyword.start("value")
            candidates.append(_record_price(starts, (start, start + len(keyword.group("value"))), keyword.group("value"),
                                            amount=amount, currency=currency, quoted_unit=declaration.strip()[:60],
                                            token_type=token_type, conditions=own + conditions,
                                            model=call.group("model"), table=table))
    return candidates


# Calls of a function named for pricing with the model and two bare figures ('registerModelPricing(QStringLiteral(
# "mistral-large"), 2.0, 6.0);', 'add_price("gpt-5", 1.25, 10)') under a comment stating the unit once ("$ per 1M
# tokens"): the model's input then output price, the order every such API takes them in
_PRICING_CALL = re.compile(r"\b(?P<fn>[A-Za-z_]\w*(?i:pric(?:e|es|ing)|cost|rates?)\w*)\(\s*(?:[A-Za-z_][\w:]*\(\s*)?"
                           r"[\"'](?P<model>[^\"'\n]{1,80})[\"']\s*\)?\s*,\s*(?P<a>\d+(?:\.\d+)?)\s*,\s*(?P<b>\d+(?:\.\d+)?)\s*\)")


def pricing_call_candidates(context: DocumentContext) -> list[Candidate]:
    """Per-million-token input and output prices of positional pricing calls (comment above _PRICING_CALL)."""
    text = context.prepared.text
    calls = list(_PRICING_CALL.finditer(text))
    if not calls:
        return []
    candidates: list[Candidate] = []
    table = _model_table()
    starts = [start for start, _ in context.prepared.sentences]
    for call in calls:
        # the nearest comment line above the call that states a per-million token unit and a currency
        declaration = next((line for line in reversed(re.findall(r"^[ \t]*(?://|#)(.*)$", text[:call.start()], re.M))
                            if _UNIT_PER_MILLION.search(line) and _currency_of(line) is not None), None)
        if declaration is None:
            continue
        for group, token_type in (("a", "input"), ("b", "output")):
            amount = _amount(call.group(group))
            if amount is None:
                continue
            candidates.append(_record_price(starts, (call.start(group), call.end(group)), call.group(group),
                                            amount=amount, currency=_currency_of(declaration),
                                            quoted_unit=declaration.strip()[:60], token_type=token_type, conditions=[],
                                            model=call.group("model"), table=table))
    return candidates


# A code table of tuples, one model per tuple, under a comment naming the fields and their unit ("# (patterns, input
# $/MTok, output $/MTok)" over '(("gpt-5.5-pro",), 30.0, 180.0),'): each figure the price per million tokens of the
# token type its field names
_TOKEN_TUPLE_SCHEMA = re.compile(r"^[ \t]*#\s*\((?P<fields>[^()\n]*\b(?:input|prompt)\b[^()\n]*)\)", re.M | re.I)
_TOKEN_TUPLE_LINE = re.compile(r"^[ \t]*\(\s*\(?\s*[\"'](?P<model>[^\"'\n]{1,60})[\"'](?:\s*,\s*[\"'][^\"'\n]{1,60}[\"'])*\s*,?\s*\)?"
                               r"\s*,(?P<values>[^()\n]+)\)\s*,?[ \t]*(?:#.*)?$", re.M)


def tuple_token_price_candidates(context: DocumentContext) -> list[Candidate]:
    """Per-million-token prices of a code table of tuples (comment above _TOKEN_TUPLE_SCHEMA)."""
    text = context.prepared.text
    schemas = list(_TOKEN_TUPLE_SCHEMA.finditer(text))
    if not schemas:
        return []
    table = _model_table()
    starts = [start for start, _ in context.prepared.sentences]
    candidates: list[Candidate] = []
    for position, schema in enumerate(schemas):
        fields = [f.strip() for f in schema.group("fields").split(",")][1:]   # the first names the model
        unit_text = schema.group("fields")
        if not (_UNIT_PER_MILLION.search(unit_text) or re.search(r"/\s*M\b|MTok", unit_text)):
            continue
        currency = _currency_of(unit_text) or "USD"
        readings = [_key_reading(re.sub(r"[$/].*$", "", f).strip() or f) for f in fields]
        if not any(readings):
            continue
        end = schemas[position + 1].start() if position + 1 < len(schemas) else len(text)
        for line in _TOKEN_TUPLE_LINE.finditer(text, schema.end(), end):
            values = [v.strip() for v in line.group("values").split(",") if v.strip()]
            if len(values) != len(fields):
                continue
            offset = 0
            for reading, value in zip(readings, values):
                amount = _amount(value)
                where = line.group("values").find(value, offset)
                offset = where + len(value)
                if reading is None or amount is None:
                    continue
                token_type, conditions = reading
                start = line.start("values") + where
                candidates.append(_record_price(starts, (start, start + len(value)), value, amount=amount,
                                                currency=currency, quoted_unit=unit_text.strip()[:60],
                                                token_type=token_type, conditions=conditions,
                                                model=line.group("model"), table=table))
    return candidates


# A code map from token type to a map of model prices, its name or comment giving the unit ("var
# AnthropicPerMillionTokenCost = map[string]map[string]float64{" over '"prompt": {' and '"claude-3-opus": 15,'): each
# model's price per million tokens of the outer key's token type
_TOKEN_TYPE_BLOCK = re.compile(r"^[ \t]*[\"'](?P<key>[A-Za-z_][\w-]*)[\"'][ \t]*:[ \t]*\{[ \t]*$", re.M)
_MODEL_PRICE_LINE = re.compile(r"^[ \t]*[\"'](?P<model>[^\"'\n]{1,80})[\"'][ \t]*:[ \t]*(?P<n>\d+(?:\.\d+)?)[ \t]*,?[ \t]*"
                               r"(?:(?://|#).*)?$", re.M)
_PER_MILLION_NAME = re.compile(r"per_?million|PerMillion|per_?1m\b|PerMTok|per\s+(?:1M|million)\s+tokens?|\$/MTok", re.I)


def token_type_map_candidates(context: DocumentContext) -> list[Candidate]:
    """Per-million-token prices of a map from token type to model prices (comment above _TOKEN_TYPE_BLOCK)."""
    text = context.prepared.text
    blocks = [block for block in _TOKEN_TYPE_BLOCK.finditer(text) if _key_reading(block.group("key")) is not None]
    if not blocks or not _PER_MILLION_NAME.search(text[:blocks[0].start()]) or _currency_of(text) not in (None, "USD"):
        return []
    table = _model_table()
    starts = [start for start, _ in context.prepared.sentences]
    candidates: list[Candidate] = []
    for block in blocks:
        token_type, conditions = _key_reading(block.group("key"))
        close = text.find("}", block.end())
        for line in _MODEL_PRICE_LINE.finditer(text, block.end(), close if close >= 0 else len(text)):
            amount = _amount(line.group("n"))
            if amount is None:
                continue
            candidates.append(_record_price(starts, (line.start("n"), line.end("n")), line.group("n"), amount=amount,
                                            currency="USD", quoted_unit="per million tokens", token_type=token_type,
                                            conditions=list(conditions), model=line.group("model"), table=table))
    return candidates


# Price tables written with spaces between the cells, as PDF extraction and scraped pages leave them ("Provider
# Accelerator On-demand Spot 1-yr reserved" over "Ostrava Compute H200 2.65 1.58 2.21"; "平台 型号 按需 包月 竞价" over
# "澜舟云 昇腾910B 7.1 5.6 —"). A row is a label then the same number of figure cells as its neighbours (a missing one
# written "n/a" or a dash); the header is read by its purchase-mode or token-side words, which must be as many as the
# figure cells, in order; the unit and currency are the header's or a caption's in the three lines above it. Each
# figure is the hourly price of the one chip its label names (the label's words before the chip are the seller), or
# the per-token price of the label's model.
_SPACE_RUN_CELL = r"(?:\d+(?:\.\d+)?|n/?a|N/?A|—|–|-{1,2})"
_SPACE_RUN_ROW = re.compile(r"^(?P<label>[^\d\n|][^\n|]*?)(?P<cells>(?:[ \t]+" + _SPACE_RUN_CELL + r"){2,6})[ \t]*$", re.M)
_SPACE_RUN_COLUMN = re.compile(r"(?P<mode>on[- ]demand|按需|spot|preemptible|interruptible|竞价|抢占式?|"
                               r"(?:\d{1,2}[- ]?(?:yr|year|mo|month)s?[- ])?reserved|包月|包年|"
                               r"(?:cached\s+)?input|(?:cached\s+)?output|输入|输出|缓存命中)", re.I)


_CHINESE_MODE_WORDS = {"按需": "on_demand", "竞价": "spot", "抢占": "spot", "抢占式": "spot", "包月": "reserved_1m",
                       "包年": "reserved_1y"}


def _space_run_condition(word: str) -> str | None:
    """The condition a purchase-mode column word names ("1-yr reserved" → reserved-1y, "包月" → reserved-1m)."""
    return _mode_condition(_CHINESE_MODE_WORDS.get(word, word).replace(" ", "_"))


def space_run_table_price_candidates(context: DocumentContext) -> list[Candidate]:
    """Price candidates of tables whose cells are set apart by spaces (module comment above _SPACE_RUN_ROW)."""
    from extractors.rules.names import _find_mentions
    text = context.prepared.text
    if not re.search(r"\d[ \t]+\d", text):
        return []
    starts = [start for start, _ in context.prepared.sentences]
    table = _model_table()
    rows = list(_SPACE_RUN_ROW.finditer(text))
    candidates: list[Candidate] = []
    position = 0
    while position < len(rows):
        # a block: rows on consecutive lines, each with the same number of figure cells
        block = [rows[position]]
        width = len(rows[position].group("cells").split())
        while position + len(block) < len(rows):
            following = rows[position + len(block)]
            if following.start() != block[-1].end() + 1 or len(following.group("cells").split()) != width:
                break
            block.append(following)
        position += len(block)
        header_end = block[0].start() - 1
        header_start = text.rfind("\n", 0, max(0, header_end)) + 1
        header = text[header_start:max(header_start, header_end)]
        columns = [m.group("mode") for m in _SPACE_RUN_COLUMN.finditer(header)]
        if len(block) < 2 or len(columns) != width or "|" in header:
            continue
        above = text[text.rfind("\n", 0, max(0, text.rfind("\n", 0, max(0, text.rfind("\n", 0, header_start - 1))))) + 1:
                     header_start]
        caption = header + "\n" + above
        hourly = bool(_PER_GPU_HOUR_UNIT.search(caption) or re.search(r"元\s*/\s*卡\s*/\s*(?:时|小时)|per\s+chip[- ]hour", caption, re.I))
        scale = None if hourly else _scale_of_unit(caption)
        currency = _currency_of(caption)
        if currency is None or (not hourly and scale is None):
            continue
        # (the line that states the unit, the caption above the header where the header does not)
        quoted = next((line.strip() for line in caption.split("\n") if _currency_of(line)), header.strip())[:60]
        for row in block:
            label = row.group("label").strip()
            if hourly:
                if re.search(r"(?<![\w.])(?:[2-9]|\d{2,})\s?[x×](?!\w)|\bnodes?\b|整机|整機|\d+\s*卡", label, re.I):
                    continue   # "Lambda 8x H100 SXM node 23.92": a machine's hour, no one card's
                chips = [m for m in _find_mentions(label, 0) if m.category == "hardware" and m.hardware_kind != "family"]
                if len({m.name for m in chips}) != 1:
                    continue
                seller = label[:chips[0].start].strip(" \t-–—:") or None
            cells = list(re.finditer(r"\S+", row.group("cells")))
            for cell, column in zip(cells, columns):
                amount = _amount(cell.group(0)) if re.fullmatch(r"\d+(?:\.\d+)?", cell.group(0)) else None
                if amount is None:
                    continue
                span = (row.start("cells") + cell.start(), row.start("cells") + cell.end())
                word = column.lower()
                if hourly:
                    condition = _space_run_condition(word)
                    found = _record_price(starts, span, cell.group(0), amount=amount, currency=currency,
                                          quoted_unit=quoted, token_type=None,
                                          conditions=[condition] if condition else [], subject=chips[0].name,
                                          unit="per_gpu_hour")
                    found.fields["organization"] = seller
                else:
                    token_type = "cached_input" if re.match(r"cached|缓存", word) else \
                        "input" if re.search(r"input|输入", word) else "output"
                    found = _record_price(starts, span, cell.group(0), amount=amount * scale, currency=currency,
                                          quoted_unit=quoted, token_type=token_type,
                                          conditions=[], model=label, table=table)
                candidates.append(found)
    return candidates
