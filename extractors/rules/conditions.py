"""Conditions of a price: off-peak, batch, spot, priority, promotional, long-context tiers, commitments
and superseded (previous) prices."""

from __future__ import annotations

import re

from extractors.numbers import MoneyMention, parse_decimal
from extractors.rules.traps import _is_range_start


_CONDITIONS = [
    ("off-peak", re.compile(r"off[- ]peak|night[- ]?time|overnight|discount(?:ed)?\s+(?:period|hours|window)|"
                            r"闲时|夜间|错峰|优惠时段", re.I)),
    ("batch", re.compile(r"\bbatch(?:ed)?\b|批量|批处理", re.I)),
    ("spot", re.compile(r"\bspot\b|preemptible|pre-emptible|interruptible|竞价|抢占式", re.I)),
    ("priority", re.compile(r"\bpriority\s+(?:tier|processing|pricing|rates?|requests?)|\bpriority\b(?=[^.;]{0,30}\$)", re.I)),
    ("promotional", re.compile(r"promotion(?:al)?|\bpromo\b|limited[- ]time|introductory|launch\s+(?:offer|price)|"
                               r"限时|优惠期|活动价", re.I)),
    ("peak", re.compile(r"(?<!off-)(?<!off )\bpeak[- ](?:hours?|time|period|window|pricing|rates?)|高峰(?:时段|时间|期)?|峰时",
                        re.I)),
]
# "优惠期结束", "the promotional period has ended": the price after an offer ends is the standard one.
_PROMOTION_ENDED = re.compile(r"(?:优惠期|活动|promotion(?:al)?(?:\s+(?:period|pricing))?|\bpromo\b|offer)\s*"
                              r"(?:已经|已)?(?:结束|到期|ends?|ended|has\s+ended|is\s+over|expired?)", re.I)
_LONG_CONTEXT = re.compile(r"(?:>|≥|over|above|longer\s+than|more\s+than|exceed(?:ing|s)?|beyond|greater\s+than|"
                           r"超过|大于)\s*(?P<n>\d+)\s?[kK]|(?P<n2>\d+)\s?[kK]\+", re.I)
_PREVIOUS_AFTER = re.compile(r"^\s*(?:\S+\s+){0,3}?(?:previously|before|earlier|formerly)\b|^\s*(?:[^,;.]{0,20})?前\b",
                             re.I)
_PREVIOUS_BEFORE = re.compile(r"(?:\bfrom|\bdown\s+from|\bup\s+from|\bwas|\bwere|previously|formerly|regularly|normally|"
                              r"\blist(?:ed)?\s+(?:price\s+)?(?:of|at)|used\s+to\s+(?:be|cost)|"
                              r"\bold\s+price\s+(?:of|was)?|original(?:ly)?\s+(?:price\s+(?:of|was)?)?|"
                              r"compared\s+(?:with|to)|versus|\bvs\.?|instead\s+of|would\s+have\s+cost|had\s+been|"
                              r"previous\s+(?:\w+\s+){0,3}?(?:was|were|had\s+been|of|at)|"
                              r"(?:原价|原来|此前|之前|降价前|调整前)[^，,。；;\d$¥€]{0,12}|(?:从|由)[^，,。；;\d$¥€]{0,8})"
                              r"\s*(?:(?:of|at|about|around|was|just)\s+)?[:：]?\s*$",
                              re.I)


def _condition(sentence: str, mention: MoneyMention, previous_end: int, next_start: int) -> tuple[str | None, str]:
    local = sentence[max(previous_end, mention.start - 60):min(next_start, mention.end + 60)]
    before = sentence[max(0, mention.start - 40):mention.start]
    after = sentence[mention.end:mention.end + 30]
    if _PREVIOUS_BEFORE.search(before) or _PREVIOUS_AFTER.search(after):
        # "from $0.56 to $0.28": the first of the pair is the superseded price.
        if re.search(r"(?:\bfrom|从|由)\s*$", before) and _is_range_start(sentence[max(0, mention.start - 80):mention.start]):
            pass  # "prices range from $0.50 to $2": the low end of a range, not a superseded price
        else:
            return "previous", "previous"
    for name, regex in _CONDITIONS:
        if regex.search(local) and not (name == "promotional" and _PROMOTION_ENDED.search(sentence)):
            return name, name
    long_context = _LONG_CONTEXT.search(local)
    if long_context and re.search(r"context|token|prompt|上下文|输入", local, re.I):
        return f"long-context>{long_context.group('n') or long_context.group('n2')}k", "long-context"
    return None, ""


_THRESHOLD_NUMBER = r"(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?P<k>[kK](?![A-Za-z])|thousand|千|万)?"
_LONG_CONTEXT_ABOVE = re.compile(r"(?:>|≥|\bover|\babove|longer\s+than|more\s+than|exceed(?:ing|s)?|beyond|greater\s+than|"
                                 r"超过|大于|高于|超出)\s*" + _THRESHOLD_NUMBER + r"\s?(?P<tok>tokens?|token|上下文)?", re.I)
_LONG_CONTEXT_RANGE = re.compile(r"(?P<a>\d+)\s?[kK]?\s?[-–~至到]\s?(?P<b>\d+)\s?[kK]", re.I)
_LONG_CONTEXT_ANAPHORA = re.compile(r"(?:above|beyond|over|past|exceed(?:ing|s)?|超过|超出)\s+(?:that|this|the|该|此)"
                                    r"(?:\s+(?:threshold|limit|length|point|cap|size))?|阈值以上|超出部分", re.I)
_THRESHOLD_MENTION = re.compile(r"(?:under|up\s+to|below|within|less\s+than|at\s+most|≤|<=|不超过|以内|以下|threshold\s+of)\s*"
                                + _THRESHOLD_NUMBER + r"\s?(?:tokens?|token)", re.I)


def _tokens_in_thousands(number: str, scale: str | None) -> int | None:
    value = parse_decimal(number)
    if value is None:
        return None
    scale = (scale or "").lower()
    if scale in ("k", "thousand", "千"):
        value *= 1000
    elif scale == "万":
        value *= 10000
    if value < 1000:
        return None
    return int(value / 1000)


def _long_context(local: str, sentence_before: str, previous_sentence: str) -> str | None:
    """``long-context>Nk`` when the price applies above a prompt-length threshold."""
    for match in _LONG_CONTEXT_ABOVE.finditer(local):
        if match.group("k") or match.group("tok") or re.search(r"context|token|prompt|上下文|输入|提示", local, re.I):
            thousands = _tokens_in_thousands(match.group("n"), match.group("k"))
            if thousands:
                return f"long-context>{thousands}k"
    for match in _LONG_CONTEXT_RANGE.finditer(local):
        if int(match.group("a")) > 0 and int(match.group("b")) > int(match.group("a")):
            return f"long-context>{match.group('a')}k"
    if _LONG_CONTEXT_ANAPHORA.search(local):
        for text in (sentence_before, previous_sentence):
            thresholds = list(_THRESHOLD_MENTION.finditer(text))
            if thresholds:
                thousands = _tokens_in_thousands(thresholds[-1].group("n"), thresholds[-1].group("k"))
                if thousands:
                    return f"long-context>{thousands}k"
    return None


_PREVIOUS_SENTENCE = re.compile(r"^(?:[^，,。]{0,12}[，,]\s*)?(?:此前|之前|原先|原来|调整前|降价前|previously|formerly|"
                                r"(?:the\s+)?(?:prior|old|former|previous)\b(?:[^:：.]|(?<=\d)\.(?=\d)){0,30}[:：]|"
                                r"before\s+the\s+(?:cut|change|update)|"
                                # "Under the list that took effect on 5 September the same tokens cost $0.56"
                                r"(?:under|with|in)\s+the\s+(?:\w+\s+){0,2}?(?:list|pricing|price\s+list|rate\s+card|"
                                r"rates|tariff|schedule)\s+(?:that|which)\s+(?:took|had\s+taken)\s+effect)", re.I)
