"""Token types of per-token prices: the keyword nearest an amount, and the types amounts of one sentence
share (pairs, "respectively", the previous amount, the previous sentence)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from extractors.numbers import MoneyMention

if TYPE_CHECKING:
    from extractors.rules.context import DocumentContext


# "5m Write", "1h Write" beside "Cache Read": a label naming the cache's write column by the cache's lifetime
# ("Cache (5m write)", "Cache (1h write)": the lifetime and the write bracketed after the cache)
CACHE_LIFETIME_WRITE_LABEL = (r"^\s*(?:1|5)\s?(?:m|min|h|hr|hour)\s+writes?\s*$|"
                              r"cach(?:e|ing)\s*[(（]\s*(?:\d{1,2}\s?(?:m|min|minutes?|h|hr|hours?)[\s-]*)?writes?\s*[)）]")

_TOKEN_KEYWORDS = [
    ("input", re.compile(r"(?:to\s+)?writ(?:e|es|ing)\s+(?:in)?to\s+the\s+(?:[\w-]+\s+){0,2}cache|cach(?:e|ing)[\s—–:_-]*writes?|缓存写入|写入缓存|"
                         + CACHE_LIFETIME_WRITE_LABEL, re.I)),
    # A miss is tried before a hit: "input that misses the context cache" names the cache, not a cache read.
    ("input", re.compile(r"\bnot[- ]cached|\bun-?cached|\bnon-?cached|cache[- ]?miss(?:es)?|[(（]\s*miss(?:es)?\s*[)）]|miss(?:es|ed)?\s+the\s+(?:\w+\s+)?cache|"
                         r"\b(?:on|for)\s+an?\s+(?:cache\s+)?miss\b|\binputs?\s+miss(?:es)?\b|缓存未命中|未命中缓存|未命中", re.I)),
    ("cached_input", re.compile(r"cache[ds]?[-_ ]?(?:hits?|reads?)(?:\s+input(?:\s+tokens?)?)?|"
                                # "$0.14 input (cache hit)": the input read from the cache, bracketed after its word
                                r"inputs?\s*[(（]\s*(?:on\s+)?(?:a\s+)?cache[ds]?[\s-]?hits?\s*[)）]|[(（]\s*hits?\s*[)）]|"
                                # ("Cached prompt reads: $0.015/M": the reads name the cache, not a prompt's price)
                                r"(?<![A-Za-z])(?<!non-)(?<!un-)cached(?:\s+(?:input|prompt)s?)?(?:\s+(?:reads?|hits?|tokens?))?|"
                                r"(?:prompt|context)\s+cach(?:e|ing)|\bcach(?:e|ing)\s+(?:pric(?:e|es|ing)|rates?)\b|hits?\s+(?:in\s+|on\s+)?(?:the|its|their|our|your|[A-Z][\w-]*['’]s)\s+(?:\w+\s+)?cache|"
                                r"\b(?:on|for)\s+an?\s+(?:cache\s+)?hit\b|\bhits?\s+cache\b|\binputs?\s+hits?\b|"
                                # "Prompts served from the cache", "tokens read from cache"
                                r"(?:\b(?:prompts?|inputs?|tokens?)\s+)?(?:served|read|reused|fetched)\s+from\s+(?:the\s+)?cache\b|"
                                # "writing to the cache costs $3.75, and reading from it costs $0.30"
                                r"\bread(?:s|ing)?\s+(?:back\s+)?from\s+it\b|"
                                # "Reused context now costs $0.10": context read again, the cached input
                                r"\breused\s+(?:context|prompts?|prefix(?:es)?|input)\b|"
                                # "input ¥2/M，output ¥8/M，cache ¥0.5/M": a bare cache labelling the amount after it
                                r"(?<![A-Za-z-])cache(?=\s*[:：=]?\s*$)|(?<![写入])缓存(?=\s*[:：]?\s*$)|"
                                r"キャッシュ(?:済み)?\s*(?:入力|ヒット|読み取り)|"
                                r"缓存输入|缓存读取|读取缓存|(?<![未没])击中缓存|缓存击中|(?<!未)缓存命中(?:部分|时)?(?:的?\s*输入)?|(?<![未不])命中部分|(?<!未)命中(?:上下文|提示词|前缀)?缓存(?:部分|时)?(?:的?\s*输入)?", re.I)),
    # "for prompts up to 200K" qualifies a tier; it does not make a price an input price. Word edges are
    # ASCII letters only: Chinese pages glue the English word to the next character ("Input价格").
    # ("o3-mini PricingInput: $1.10/M · Output: $4.40/M": a flattened cell's label glued to the word before it)
    ("input", re.compile(r"(?<![A-Za-z])(?<!cached[- ])inputs?(?![A-Za-z])|(?-i:(?<=[a-z])Inputs?)(?=\s*[:：])|(?<![KkM]-token\s)(?<![KkM] token\s)(?<![KkM]-tokens\s)(?<![KkM] tokens\s)"
                         r"(?<![A-Za-z])(?<!shorter\s)(?<!longer\s)(?<!short\s)(?<!long\s)prompts?(?![A-Za-z])(?!\s*(?:up\s+to|over|above|below|under|longer|shorter|of\s+up|"
                         # ("超长输入", "最长输入": a model described by the length of input it takes, no token type)
                         r"exceed\w*|beyond|within|[≤<>≥]))|(?<!长)(?<!長)输入|"
                         # Japanese pages: "入力単価", "入力トークン" (not "最大入力長", a length)
                         r"(?<!キャッシュ)(?<!キャッシュ\s)入力(?!長)", re.I)),
    # ("sampled tokens": OpenAI's old name for the tokens a model generates)
    ("output", re.compile(r"(?<![A-Za-z])(?:outputs?|completions?|compl(?=\s?/))(?![A-Za-z])|(?-i:(?<=[a-z])Outputs?)(?=\s*[:：])|\bgenerated\b|\bsampled\s+tokens?\b|输出|出力(?!長)", re.I)),
    ("blended", re.compile(r"\bblended\b|\bmixed\b|3:1|混合", re.I)),
]


# A column label written in abbreviations ("IN", "OUT", "IN-CACHED", "BATCH-OUT", "Cached in"): the words spelt out.
# (also after the currency the column is in: "GBP in", "INR out")
_ABBREVIATED_LABEL = re.compile(r"^\s*(?:(?:USD|EUR|GBP|CNY|RMB|INR|JPY|[$€£¥₹])\s*)?(?:(?:batch|cached|cache|std|standard)[- ]?)?"
                                r"(?:in|out)(?:[- ](?:cached|cache|hit|miss))?\s*$", re.I)
_ABBREVIATION = re.compile(r"(?<![A-Za-z])(in|out)(?![A-Za-z])", re.I)


def spelt_out_label(label: str) -> str:
    """``label`` with "in"/"out" spelt out as "input"/"output" when the whole label is such an abbreviation."""
    if not label or not _ABBREVIATED_LABEL.match(label):
        return label
    return _ABBREVIATION.sub(lambda m: "input" if m.group(1).lower() == "in" else "output", label)


_SHORT_LABEL = re.compile(r"(?:^|[\s,;:(·•|/—–-])(?P<cached>cached\s+|cache[- ]hit\s+)?(?P<label>in|out)\s*[:=]?\s*$", re.I)


# Another price named as the reference of this one ("a 90% discount to the new input price: $0.40", "a tenth of the
# input rate, or $0.20"): its token word is that price's, not this one's.
_REFERENCED_PRICE = re.compile(r"\b(?:of|to|than|from|off|versus|vs\.?)\s+(?:the\s+|its\s+|their\s+)?(?:(?:new|old|standard|"
                               r"base|regular|normal|list|uncached|current)\s+)?(?:input|output|prompt|completion)\s+"
                               r"(?:prices?|rates?|costs?|pricing)\b", re.I)


def without_referenced_prices(text: str) -> str:
    """``text`` with the token words of reference prices blanked (offsets kept); a reference price that names the
    amount right after it ("one-twentieth of the base input rate of $0.60") keeps its words: that amount is it."""
    return _REFERENCED_PRICE.sub(lambda found: found.group(0) if re.fullmatch(
        r"\s*(?:of|at|is|was|[:：=])\s*(?:US|NT|HK)?\s*", text[found.end():]) else " " * len(found.group(0)), text)


_PRICED_BRACKET_AFTER = re.compile(r"\s*[（(]\s*(?:缓存命中|緩存命中|缓存未命中|cache[ds]?[\s-]?(?:hits?|reads?|miss(?:es)?)|cached(?:\s+input)?)"
                                   r"\s*(?:[:：]|为|為|is|at)?\s*(?:US)?[$¥￥]?\s?\d", re.I)


# "≤32K input", "over 128K prompt": the prompt length a price band covers, no label of the amounts after it
LENGTH_BAND_WORD = re.compile(r"(?:≤|<=?|>=?|≥|up\s+to|over|above)\s*\d+\s?[KkM]\s+(?:input|prompt|context)\b", re.I)


_PRICED_IN_RELATIVE_CLAUSE = re.compile(r"\b(?P<word>input|output|prompt|completion)(?:\s+tokens?)?\s*,\s*which\s+"
                                        r"(?:[\w.'’-]+\s+){0,3}?(?:prices?|charges?|bills?|lists?|sells?)\s+"
                                        r"(?:it\s+|them\s+)?(?:at|for)\s*(?:US)?$", re.I)


def _token_type(sentence: str, mention: MoneyMention, previous_end: int, next_start: int,
                prefer_after: bool | None) -> tuple[str, str | None]:
    """(token_type, side) for ``mention``: the keyword nearest to it in its own clause."""
    after_text = sentence[mention.end:min(next_start, mention.end + 40)]
    opened = sentence[max(previous_end, mention.start - 40):mention.start]
    if re.search(r"[(（][^()（）]*$", opened) and (closing := re.match(r"[^()（）]*[)）]", after_text)) and \
            re.match(r"\s*[\w.-]+\s*[:：]", after_text[closing.end():]):
        # "缓存命中的 tokens 数( 0.1 元 / 百万 tokens) prompt_cache_miss_tokens:…": the amount's bracket closes; what
        # follows is the next item's
        after_text = after_text[:closing.end() - 1]
    if (summary := re.match(r"[^()（）]{0,24}?(?=[(（][^()（）]*\d+(?:\.\d+)?\s?%)", after_text)) is not None:
        # "… output from $2.40 to $1.80 per 1M tokens (input 25% lower, output 25% lower)": a bracket summing up the
        # changes names no token of this amount
        after_text = after_text[:summary.end()]
    if _PRICED_BRACKET_AFTER.match(sentence, mention.end):
        # "输入每百万tokens 1元（缓存命中0.1元）": the bracket prices its own tokens; it names none of this amount's
        after_text = ""
    # ("$0.03 / 1K tokens Output: $0.06": a word with a colon after it labels the next amount, not this one)
    # ("$0.14 input (cache hit)": the bracket after the word says which input)
    # (the short words only where an item ends: "$2 in, $8 out", not "$20 per million tokens in late 2022", "out of")
    adjacent = re.match(r"\s?(?:\(\s?)?(input|output|(?:in|out)(?=\s*(?:[,;/)|.·•&+]|and\b|$|[$€£¥￥(]|\d(?!\d{3}(?!\d))|\n)|\s+(?:for|on|with|at|per|now|today|instead|respectively|each|apiece|only|too|also|while|but|or|plus|vs|versus)\b))\b"
                        r"(?!\s?[:：]\s*(?:(?:US|NT|HK)?[$€£¥￥]?\s?\d|$))"
                        r"(?!\s*[(（]\s*(?:on\s+)?(?:a\s+)?(?:cache|缓存))", after_text, re.I)
    if adjacent and not mention.token_hint:
        return ("input" if adjacent.group(1).lower().startswith("in") else "output"), "after"
    line_start = sentence.rfind("\n", 0, mention.start) + 1
    if (commented := re.match(r"[^\n#]*?\b(?P<key>input|output|prompt|completion)\w*\s*[=:][^\n#]*?(?:#|//)\s*(?:US)?$",
                              sentence[line_start:mention.start], re.I)) is not None:
        # "Price("llama-3.3-70b", input_price=0.00000054,   # $0.54/MTok": a code comment restating the value on its
        # own line, the line's key naming its tokens (not the key of the line after)
        return ("input" if commented.group("key").lower() in ("input", "prompt") else "output"), "before"
    bracketed = re.match(r"\s*[(（]\s*(输入|輸入|输出|輸出)\s*[)）]", after_text)
    if bracketed:
        # "0.002元/千Tokens (输入)   0.006元/千Tokens (输出)": each amount's own label in brackets after it
        return ("input" if bracketed.group(1) in ("输入", "輸入") else "output"), "after"
    label = _SHORT_LABEL.search(sentence[max(previous_end, mention.start - 14):mention.start])
    if label and not mention.token_hint:
        # "in $0.28/M, cached in $0.028, out $0.42/M": the shorthand labels of a price card.
        if label.group("cached"):
            return "cached_input", "before"
        return ("input" if label.group("label").lower() == "in" else "output"), "before"
    if re.match(r"\s*,\s*(?:blended|mixed)\b", after_text, re.I) and not mention.token_hint:
        return "blended", "after"  # "$0.29 per million tokens, blended": the word set off after the amount
    # (a middle dot or bullet between items of a card separates them too: "Output: $0.42/M · Cache hit: $0.028/M")
    # ("输出价格为 8 元/百万 tokens（0<输入≤32K）": a prompt-length tier in brackets names no token side of the amount)
    after_text = re.sub(r"[(（][^()（）]*(?:≤|<|>|≥|<=|>=)[^()（）]*[)）]", " ", after_text)
    # ("Cached prompt reads: $0.015/M. Cache writes are free": a full stop ends the amount's words too)
    after_text = without_referenced_prices(re.split(r"[,;，；、·•。]|\band\b|\bwhile\b|—|–|(?<!\d)\.\s+(?=[A-Z])", after_text)[0])
    # ("… per 1M with cache-hit discounts": a feature the offer has, no label of the amount)
    after_text = re.sub(r"\bwith\s+(?:cache[- ]hit|cached[- ]input|caching|context[- ]cache)\s+discounts?\b", " ", after_text, flags=re.I)
    before_text = without_referenced_prices(sentence[max(previous_end, mention.start - 80):mention.start])
    if previous_end > 0 and re.fullmatch(r"\s*(?:→|->|=>)\s*[*_]*\s*", before_text) and \
            not re.search(r"/\s*(?:US)?[$€£¥￥]?\s?\d[\d,]*(?:\.\d+)?\s*$", sentence[max(0, previous_end - 12):previous_end]):
        # "cacheRead $0 → **$0.50**": the new amount of a change is of the item named before the old one
        line_start = sentence.rfind("\n", 0, mention.start) + 1
        before_text = without_referenced_prices(sentence[max(line_start, mention.start - 80):mention.start])
    # ("≤32K input ¥0.6/¥3.6 per 1M": the prompt length a band covers, no label of the amounts after it)
    before_text = LENGTH_BAND_WORD.sub(" ", before_text)
    if (relative := _PRICED_IN_RELATIVE_CLAUSE.search(before_text)) is not None and not mention.token_hint:
        # "cheaper than fresh Orrin-70B input, which Corvid prices at $0.50": the clause prices the word before it
        return ("input" if relative.group("word").lower() in ("input", "prompt") else "output"), "before"
    # Words before a separator belong to the previous amount ("$0.28 (cache miss), $0.028 ...").
    before_text = re.split(r"[,;，；、·•]|\band\b", before_text)[-1]
    best: tuple[int, int, str, str] | None = None  # (distance, priority, type, side)
    for priority, (token_type, regex) in enumerate(_TOKEN_KEYWORDS):
        for match in regex.finditer(after_text):
            if re.match(r"\w*\s?[:：]\s*(?:(?:US|NT|HK)?[$€£¥￥]?\s?\d|$)", after_text[match.end():]) or \
                    re.match(r"\s?(?:价格|價格|单价|單價)?\s?(?:是|为|為)", after_text[match.end():]):
                # "… / 1K tokens Output: $0.06": a label with its colon heads the next amount (also a key's rest:
                # "cached_input: 0.125" on the line after "input: 1.25"; "… 然后输出是每百万token0.3美金": the word before
                # its copula opens the next item)
                continue
            distance = match.start()
            if re.search(r"[;；]|\band\b|,", after_text[:match.start()]) and distance > 3:
                distance += 20
            candidate = (distance, priority, token_type, "after")
            if best is None or candidate[:2] < best[:2]:
                best = candidate
        for match in regex.finditer(before_text):
            distance = len(before_text) - match.end()
            candidate = (distance, priority, token_type, "before")
            if best is None or candidate[:2] < best[:2]:
                best = candidate
    hint = mention.token_hint
    if best is None:
        return (hint or "unspecified"), None
    if best[2] == "input" and best[3] == "before" and \
            re.search(r"(?:input|prompt|输入|輸入)\s*[:：]?\s*(?:US)?[$¥￥]?\s*$", before_text, re.I) and \
            (cache := next((m for token_type, regex in _TOKEN_KEYWORDS if token_type == "cached_input"
                            for m in [regex.search(after_text)] if m is not None), None)) is not None and \
            re.fullmatch(r"[\s/每()（）]*(?:per\s+)?(?:百万|百萬|千|1\s?M|M|million)?\s*(?:tokens?|MTok)?[\s()（）,，]*"
                         r"(?:on\s+an?\s+|for\s+|with\s+)?", after_text[:cache.start()], re.I) and \
            "\n" not in after_text[:cache.start()] and not re.match(r"\w*\s?[:：=]", after_text[cache.end():]):
            # (not the next line's own key: "input: 3.00" over "cache_read: 0.30")
            # (only right after the amount and its unit: a cache word further on labels the next amount)
        # "输入0.5元百万tokens缓存命中或2元未命中": a cache-hit qualifier after the amount refines the input named before
        return "cached_input", "after"
    # A cache hit/miss keyword right next to the amount refines "input" from the unit phrase.
    if hint and best[2] != hint and not (hint == "input" and best[2] == "cached_input" and best[0] < 25):
        return hint, "unit"
    return best[2], best[3]


_TOKEN_PAIR = re.compile(r"\b(input|output|cached\s+input|prompt|completion)\s*(?:and|/|&)\s*(input|output|prompt|completion)\b"
                         # ("$0.12/$0.30 in/out Mtoken": the short words, only slashed)
                         r"|(?<![A-Za-z])(in|out)\s?/\s?(in|out)(?![A-Za-z])"
                         r"|(输入|输出)\s*(?:和|/|与)\s*(输入|输出)", re.I)
_ALIKE = re.compile(r"(?:for\s+)?(?:both\s+)?input\s+and\s+output\s+(?:tokens\s+)?(?:alike|both)|"
                    r"(?:for\s+)?both\s+input\s+and\s+output(?:\s+tokens)?|输入(?:和|与|、)?输出(?:同价|相同|一致|均为)|"
                    # "0.002元/千tokens(输入+输出)": one rate bracketed as covering the tokens of both sides
                    r"^\s*[(（]\s*(?:输入|輸入|input|prompt)\s*[+＋]\s*(?:输出|輸出|output|completion)(?:\s*tokens?)?\s*[)）]", re.I)
# "输入和输出价格均为0.02元", "input and output are both $0.60": one price named before it for both token types.
_ALIKE_BEFORE = re.compile(r"(?:输入|輸入|input)\s*(?:和|与|與|及|、|and|&|/)\s*(?:输出|輸出|output)\s*(?:tokens?\s*)?的?"
                           r"(?:价格|價格|单价|單價|费用|費用|prices?|rates?)?\s*(?:均为|均為|都为|都為|均是|都是|同为|同為|皆为|皆為|"
                           r"(?:are|is)\s+both(?:\s+at)?|"
                           r"both\s+(?:cost|at))\s*"
                           # "輸入、輸出均為每百萬 tokens US$0.12": the unit may stand before the amount
                           r"(?:(?:每|per)\s*(?:百萬|百万|千|1\s?M|1\s?K|million)\s*(?:個|个)?\s*tokens?\s*)?(?:US|NT|HK)?\s*$"
                           # "prompt + completion tokens=0.005￥/k-tokens": one rate for the tokens of both sides
                           r"|\b(?:prompt|input)\s*\+\s*(?:completion|output)\s*(?:tokens?)?\s*[=:：]\s*(?:US|NT|HK)?\s*$", re.I)
_CHANGED_FROM_BEFORE = re.compile(r"\b(?:down|up)\s+from\s*$", re.I)
_RESPECTIVELY = re.compile(r"respectively|分别", re.I)


# A list entry or a labelled line ("- embed-1: ", "• Model X: ", "3. lite:"): it prices its own item.
# ('"davinci-002": 1, // $0.002 / 1K tokens': a keyed line of a code map, its own record)
_OWN_ENTRY = re.compile(r"\s*(?:[-*•·▪◦]|\d{1,2}[.)、])\s+\S|\s*[^\s:：][^:：\n]{0,58}[:：]\s*[$€£¥]?\s*$|"
                        r"\s*[\"'][^\"'\n]{1,60}[\"']\s*[:=]")


def _inherit_token_type(context: DocumentContext, index: int, states: list[dict]) -> None:
    """A per-token price with no token word of its own takes the single token type the previous
    sentence priced ("Alibaba lowered the input price ... The previous price had been 0.02 yuan")."""
    live = [s for s in states if s["candidate"].accepted and s["mention"].unit == "per_million_tokens"
            and s["candidate"].features.get("unit_from") != "table"]
    if not live or any(s["token_type"] not in (None, "unspecified") for s in live):
        return
    sentence = context.sentence(index)
    if _OWN_ENTRY.match(sentence[:live[0]["mention"].start]):
        return  # "- embed-1: $0.02 per million tokens" under "- r2 cached input: …": a list entry of its own
    for back in (index - 1, index - 2):
        if back < 0:
            return
        earlier = context.sentence_prices.get(back)
        if earlier:
            types = {token_type for _, token_type, _, _ in earlier}
            if len(types) == 1 and (found := types.pop()) not in (None, "unspecified") and len(live) == 1:
                live[0]["token_type"], live[0]["side"] = found, "previous-sentence"
            return


def _parallel_pair_before(live: list[dict], first: dict) -> bool:
    """Whether two amounts before ``first`` (the last such pair) are an input price then an output price: "$0.10 input
    and $0.50 output, against $1.00 and $5.00 for Haiku and $2.00 and $10.00 for Sonnet"."""
    position = live.index(first)
    return any(live[p]["token_type"] == "input" and live[p + 1]["token_type"] == "output" and
               live[p]["side"] != "sentence" and live[p]["mention"].currency == first["mention"].currency
               for p in range(position - 2, -1, -1))


def _share_versus_condition(sentence: str, states: list[dict]) -> None:
    """"at spot rates around $1.95 per GPU-hour versus $2.80 for B200": an amount set against another one with
    nothing but "versus" between them is the same kind of price, for another product (any unit)."""
    live = [s for s in states if s["candidate"].accepted]
    for earlier, state in zip(live, live[1:]):
        gap = sentence[earlier["mention"].end:state["mention"].start]
        if re.fullmatch(r"\s*(?:(?:per|/)\s*[\w-]+\s+)?(?:versus|vs\.?)\s*(?:US)?", gap, re.I) and \
                earlier["condition"] not in (None, "previous") and not state["condition"]:
            state["condition"] = earlier["condition"]


def _bracketed_standard(sentence: str, states: list[dict]) -> None:
    """"$0.30/M (vs $3/M) on cache hits": the words after the bracket name the first amount's tokens; the amount set
    against it in the bracket is the standard input price those hits are cheaper than."""
    live = [s for s in states if s["candidate"].accepted and s["mention"].unit == "per_million_tokens"]
    for earlier, state in zip(live, live[1:]):
        gap = sentence[earlier["mention"].end:state["mention"].start]
        if re.fullmatch(r"\s*[(（]\s*(?:vs\.?|versus|compared\s+(?:to|with)|instead\s+of|down\s+from)\s*", gap, re.I) and \
                re.match(r"\s*[)）]", sentence[state["mention"].end:]) and \
                earlier["token_type"] == "unspecified" and state["token_type"] == "cached_input":
            earlier["token_type"], state["token_type"] = "cached_input", "input"


def _relate_amounts(sentence: str, states: list[dict], earlier_types: list[str] | None = None) -> None:
    """Token types and conditions shared between amounts of one sentence.

    "$20 and $80 per million input and output tokens" pairs the amounts with the token words in
    order; "$3/$15" with no token words is input then output; "respectively" / "分别" maps a list
    onto the token types of the prices before it; "down from $10" takes the token type of the price
    it follows; amounts listed together share a condition; an amount with no token word of its own
    takes the type of the amount before it ("16元，进入优惠时段后只需4元").
    """
    live = [s for s in states if s["candidate"].accepted and s["mention"].unit == "per_million_tokens"]
    in_table = any(s["candidate"].features.get("column_header") is not None for s in live)
    for first, second in zip(live, live[1:]):
        gap = sentence[first["mention"].end:second["mention"].start]
        if not re.fullmatch(r"\s*(?:and|/|&|和|与|,)\s*", gap):
            continue
        tail = sentence[second["mention"].start:second["mention"].end + 40]
        pair = _TOKEN_PAIR.search(tail)
        if pair:
            words = [w for w in pair.groups() if w]
            first["token_type"] = _token_word_type(words[0])
            second["token_type"] = _token_word_type(words[1])
            first["side"] = second["side"] = "pair"
        elif re.fullmatch(r"\s*/\s*", gap) and (
                re.search(r"\b(?:both\s+)?(?:input|prompt)\s*(?:and|/|&)\s*(?:output|completion)(?:\s+tokens)?\s*[:：]\s*(?:US)?$",
                          sentence[max(0, first["mention"].start - 50):first["mention"].start], re.I) or
                # "百万tokens输入/输出价格仅为0.2美元/1.5美元": the sides named as a pair just before the pair of amounts
                re.search(r"(?:输入|輸入)\s*(?:/|和|与|與)\s*(?:输出|輸出)[^\d$€£¥，。；,;]{0,10}$",
                          sentence[max(0, first["mention"].start - 30):first["mention"].start])):
            # "The Batch API halves both input and output: $2.50/$12.50": the sides named before the colon, in order
            first["token_type"], second["token_type"] = "input", "output"
            first["side"] = second["side"] = "pair"
        elif not in_table and re.fullmatch(r"\s*/\s*", gap) and \
                re.search(r"[(（]\s*$", sentence[max(0, first["mention"].start - 3):first["mention"].start]) and \
                re.match(r"\s*[)）]", sentence[second["mention"].end:]) and \
                first["mention"].currency == second["mention"].currency and \
                first["mention"].amount < second["mention"].amount:
            # "undercuts GPT-5.5 ($5/$30)": a bracketed bare pair after a name is its input/output price, whatever
            # token word the clause around it names for another model's price.
            first["token_type"], second["token_type"] = "input", "output"
            first["side"] = second["side"] = "pair-convention"
        elif not in_table and re.fullmatch(r"\s*(?:and|/)\s*", gap) and _parallel_pair_before(live, first) and \
                re.search(r"(?:against|versus|vs\.?|compared\s+(?:to|with))\s*(?:US)?$",
                          sentence[max(0, first["mention"].start - 20):first["mention"].start], re.I):
            # "$6 per million input and $22.50 per million output, against $3 and $15 in the standard tier": a bare
            # pair set against an input/output pair is one too, in the same order, whatever each borrowed before
            first["token_type"], second["token_type"] = "input", "output"
            first["side"] = second["side"] = "pair-parallel"
        elif not in_table and re.fullmatch(r"\s*/\s*", gap) and first["token_type"] in (None, "unspecified") and \
                second["token_type"] == "output" and first["mention"].amount < second["mention"].amount and \
                first["mention"].currency == second["mention"].currency and \
                not re.match(r"\s*/\s*[$€£¥]?\d", sentence[second["mention"].end:]) and \
                not re.search(r"[$€£¥]?\d[\d.,]*\s*/\s*$", sentence[:first["mention"].start]):
            # "pushes to $30 / $180: at that output rate …": the second of a bare pair is the output price, the
            # first the input's
            first["token_type"], first["side"] = "input", "pair-convention"
        elif (not in_table or re.fullmatch(r"\s*/\s*", gap)) and first["side"] is None and second["side"] is None and \
                first["token_type"] in (None, "unspecified") and second["token_type"] in (None, "unspecified") and \
                (len(live) == 2 and re.fullmatch(r"\s*(?:and|/|和|与)\s*", gap) or (
                    re.fullmatch(r"\s*/\s*", gap) and not re.match(r"\s*/\s*[$€£¥]?\d", sentence[second["mention"].end:])
                    and not re.search(r"[$€£¥]?\d[\d.,]*\s*/\s*$", sentence[:first["mention"].start]))):
            # "$3/$15", "at $3 and $15 per million": the conventional input/output pair.
            first["token_type"], second["token_type"] = "input", "output"
            first["side"] = second["side"] = "pair-convention"
        elif not in_table and first["side"] in (None, "sentence") and second["side"] in (None, "sentence") and \
                (first["token_type"] in (None, "unspecified") or first["side"] == "sentence") and \
                (second["token_type"] in (None, "unspecified") or second["side"] == "sentence") and \
                re.fullmatch(r"\s*(?:and|/|和|与)\s*", gap) and _parallel_pair_before(live, first) and \
                not (re.fullmatch(r"\s*/\s*", gap) and (re.match(r"\s*/\s*[$€£¥]?\d", sentence[second["mention"].end:]) or
                                                          re.search(r"\d\s*/\s*$", sentence[:first["mention"].start]))) and \
                not _RESPECTIVELY.search(sentence):  # ("down from $10 and $40 respectively" is read below)
            # ("$2 input / $8 output for GPT-4.1 global, and $2.50 / $10 for GPT-4o": a slash pair just the same)
            # "charges $0.35 per million input tokens and $0.75 per million output tokens, while the GPU endpoint
            # asks $0.10 and $0.50": a bare pair set against an input/output pair is one too
            first["token_type"], second["token_type"] = "input", "output"
            first["side"] = second["side"] = "pair-parallel"
        elif re.fullmatch(r"\s*/\s*", gap) and first["side"] == "before" and second["side"] in (None, "before") and \
                second["token_type"] in (None, "unspecified", first["token_type"]) and _parallel_pair_before(live, first) and \
                re.search(r"(?:compared\s+(?:to|with)|versus|vs\.?|against|than)\s*$",
                          sentence[max(0, first["mention"].start - 30):first["mention"].start], re.I):
            # "$2/$8 per million for input/output compared to $10/$40": the slash pair set against an input/output
            # pair is one too, not two prices of the last token word before it
            first["token_type"], second["token_type"] = "input", "output"
            first["side"] = second["side"] = "pair-parallel"
    if len(live) >= 3 and earlier_types and len(earlier_types) > len(live) and \
            len(earlier_types) % len(live) == 0 and \
            earlier_types == earlier_types[:len(live)] * (len(earlier_types) // len(live)):
        # the sentence before listed the types twice in one order (new prices, then the old ones): that order once
        earlier_types = earlier_types[:len(live)]
    if len(live) >= 3 and earlier_types and len(earlier_types) == len(live) and len(set(earlier_types)) == len(live) and \
            all(s["token_type"] in (None, "unspecified") and s["side"] is None for s in live) and \
            all(re.fullmatch(r"\s*(?:[/|·,、]|,?\s*and)\s*", sentence[a["mention"].end:b["mention"].start])
                for a, b in zip(live, live[1:])):
        # "Prior V3.1 card: $0.56 / $0.07 / $1.68" under a line that named the three types in order.
        for state, token_type in zip(live, earlier_types):
            state["token_type"], state["side"] = token_type, "respectively"
    for position in range(2, len(live) - 1):
        first = live[position]
        if _RESPECTIVELY.search(sentence) or \
                not _CHANGED_FROM_BEFORE.search(sentence, max(0, first["mention"].start - 20), first["mention"].start):
            continue
        length = 1   # the list the change leads from: "down from $10 and $40", "down from $0.0145, $1.74 and $3.48"
        while position + length < len(live) and re.fullmatch(
                r"\s*(?:,|and|,\s*and|/|&)\s*",
                sentence[live[position + length - 1]["mention"].end:live[position + length]["mention"].start]):
            length += 1
        if length < 2 or position < length:
            continue
        earlier = live[position - length:position]
        types = [state["token_type"] for state in earlier]
        if len(set(types)) == length and None not in types and "unspecified" not in types:
            # "$2 per million input tokens and $8 per million output tokens, down from $10 and $40": the superseded
            # list in the order of the list it was replaced by
            for state, token_type in zip(live[position:position + length], types):
                state["token_type"], state["side"] = token_type, "respectively"
    respectively = _RESPECTIVELY.search(sentence)
    if respectively:
        loose = [s for s in live if s["side"] in ("previous-of", "previous-amount", "list")
                 or s["token_type"] in (None, "unspecified")]
        if respectively.group(0) == "分别":  # "此前分别为10美元和40美元": the list follows the word
            after = [s for s in loose if s["mention"].start > respectively.start()]
        else:  # "up from $0.15 and $0.60 respectively": the list precedes it
            after = [s for s in loose if s["mention"].end <= respectively.start()]
        before = [s["token_type"] for s in live if s not in loose and s["mention"].start < after[0]["mention"].start] \
            if after else []
        listed = _listed_types(sentence[:respectively.start()]) if respectively.group(0) == "分别" else []
        if len(listed) >= 2 and len(listed) == len([s for s in live if s["mention"].start > respectively.start()]):
            # "输入(缓存命中)、输入(缓存未命中)和输出价格分别为0.2元、2元和3元": the types named before the word, in order.
            after = [s for s in live if s["mention"].start > respectively.start()]
            before = listed
        if not before and earlier_types and (len(earlier_types) == len(after) or (
                len(earlier_types) >= 2 and after and len(after) % len(earlier_types) == 0)):
            before = earlier_types  # "三项价格分别为$0.07、$0.56和$1.68" after a sentence listing the three types
        if after and len(before) >= len(after):
            for state, model in zip(after, before[-len(after):]):
                state["token_type"], state["side"] = model, "respectively"
        elif after and len(before) >= 2 and len(after) % len(before) == 0 and len(set(before)) == len(before):
            # "原价分别为 0.1 元、12 元、24 元，2.5 折后实际单价为 0.025 元、3 元、6 元": a second list in the order of
            # the first, each three amounts the three types named before
            for position, state in enumerate(after):
                state["token_type"], state["side"] = before[position % len(before)], "respectively"
    for position, state in enumerate(live):
        mention = state["mention"]
        before = sentence[max(0, mention.start - 12):mention.start]
        if state["side"] == "respectively":
            # "down from $10 and $40 respectively": the list shares the superseded condition all the same.
            if position > 0 and live[position - 1]["condition"] == "previous" and not state["condition"] and \
                    re.fullmatch(r"\s*(?:and|和|与|、|,)\s*", sentence[live[position - 1]["mention"].end:mention.start]):
                state["condition"] = "previous"
            continue
        if position > 0 and _REGULAR_BEFORE.search(before) and live[position - 1]["condition"] not in (None, "previous"):
            # "$0.45 (launch offer, until 30 June; regular $0.60)": the standard price of the same tokens, which the
            # offer's condition does not qualify
            earlier = live[position - 1]
            state["condition"] = None
            if state["token_type"] in (None, "unspecified"):
                state["token_type"], state["side"] = earlier["token_type"], "regular-of"
            continue
        if position > 0 and state["condition"] == "previous" and re.search(r"(?:down|up)\s+from\s*$|from\s*$", before):
            earlier = live[position - 1]
            between = sentence[earlier["mention"].end:mention.start]
            # (not across a clause that names its own tokens: "…$0.30 per million tokens, while the output price
            # quadrupled from $0.60 to $2.50")
            if earlier["condition"] != "previous" and earlier["token_type"] not in (None, "unspecified") and \
                    not any(regex.search(between) for token_type, regex in _TOKEN_KEYWORDS
                            if token_type != earlier["token_type"]):
                state["token_type"], state["side"] = earlier["token_type"], "previous-of"
        if position > 0:
            earlier = live[position - 1]
            gap = sentence[earlier["mention"].end:mention.start]
            if len(gap) <= 12 and re.fullmatch(r"[\s\w]*?(?:and|or|/|,|和|、|，)[\s\w]*", gap) and \
                    not re.search(r"\b(?:against|versus|vs|compared|than)\b", gap, re.I) and \
                    earlier["condition"] and not state["condition"] and earlier["condition"] != "previous" and \
                    not (earlier["condition"].startswith("cache write") and
                         any(regex.search(gap) for _, regex in _TOKEN_KEYWORDS)):
                # ("Cache write $6.25/MTok, Output $30/MTok": writing to the cache is no condition of the next item)
                state["condition"] = earlier["condition"]
            if len(gap) <= 12 and re.fullmatch(r"\s*(?:and|和|与|、)\s*", gap) and \
                    earlier["condition"] == "previous" and not state["condition"]:
                state["condition"] = "previous"

            if state["side"] is None and state["token_type"] in (None, "unspecified") and not in_table and \
                    earlier["token_type"] == "cached_input" and re.search(r"\b(?:vs\.?|versus|instead\s+of|against)\s*(?:US)?$",
                                                                          gap, re.I):
                # "Cached input tokens cost 90% less ($0.30 per 1M tokens vs $3.00)": what the cached price is set
                # against is the full input price
                state["token_type"], state["side"] = "input", "against-cached"
            if state["side"] is None and state["token_type"] in (None, "unspecified") and not in_table and \
                    earlier["token_type"] not in (None, "unspecified") and \
                    not any(regex.search(gap) for _, regex in _TOKEN_KEYWORDS) and \
                    not re.search(r"[;；。]", gap):
                state["token_type"], state["side"] = earlier["token_type"], "previous-amount"


# The word that marks the standard price beside an offer ("regular $0.60", "standard price: $2", "标准价 2 元").
_REGULAR_BEFORE = re.compile(r"(?:\b(?:regular(?:ly)?|standard|usual(?:ly)?|normally|list)(?:\s+(?:price|rate))?|标准价格?)"
                             r"\s*[:：]?\s*(?:US)?[$€£¥]?\s*$", re.I)


def _listed_types(text: str) -> list[str]:
    """The token types a list of labels names in order ("输入(缓存命中)、输入(缓存未命中)和输出"): a qualifier in
    brackets right after a label ("输入(缓存命中)") refines it."""
    found = sorted({(match.start(), match.end(), name) for name, regex in _TOKEN_KEYWORDS
                    for match in regex.finditer(text)})
    types: list[tuple[int, int, str]] = []
    for start, end, name in found:
        if types and start < types[-1][1]:
            continue  # overlaps a label already taken
        if types and re.fullmatch(r"\s?[(（]\s?", text[types[-1][1]:start]):
            types[-1] = (types[-1][0], end, name)
            continue
        types.append((start, end, name))
    return [name for _, _, name in types]


def _token_word_type(word: str) -> str:
    word = word.lower()
    if "cached" in word:
        return "cached_input"
    return "input" if word in ("input", "prompt", "输入", "in") else "output"
