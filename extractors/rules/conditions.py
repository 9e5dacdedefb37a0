"""Conditions of a price: off-peak, batch, spot, priority, promotional, long-context tiers, commitments
and superseded (previous) prices."""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from extractors.numbers import MoneyMention, parse_decimal
from extractors.rules.traps import _is_range_start
from extractors.rules.units import PAST_THEN_NOW


_CONDITIONS = [
    # "DISCOUNT PRICE (UTC 16:30-00:30)": a discount bound to a clock window is a time-of-day (off-peak) price
    ("off-peak", re.compile(r"off[- ]peak|night[- ]?time|overnight|discount(?:ed)?\s+(?:period|hours|window)|"
                            r"discount(?:ed)?\s+(?:price|pricing|rates?)s?\s*[(（]?\s*(?:UTC\s*)?\d{1,2}[:.]\d{2}\s*[-–~至]\s*\d{1,2}[:.]\d{2}|"
                            r"闲时|夜间|错峰|优惠时段|非高峰|非峰|non-peak", re.I)),
    # "Flex processing", "the flex tier": slower processing at a lower price (not a bare "flex", a common word)
    ("flex", re.compile(r"\bflex(?:\s+|-)(?:processing|tier|service\s+tier|mode|pricing|rates?)\b", re.I)),
    ("batch", re.compile(r"\bbatch(?:ed)?\b|批量|批处理", re.I)),
    # ("Excellent spot/on-demand pricing": both kinds named together qualify neither)
    ("spot", re.compile(r"(?<!on[- ]demand/)(?<!on[- ]demand\s/)(?<!on[- ]demand/\s)(?<!on[- ]demand\s/\s)(?<!on[- ]demand\sand\s)"
                        r"(?<!on[- ]demand\sor\s)(?<!on[- ]demand\s&\s)\bspot\b(?!\s*(?:/|and|&|or)\s*on[- ]demand)|preemptible|pre-emptible|"
                        r"interruptible|竞价|抢占式", re.I)),
    ("priority", re.compile(r"\bpriority\s+(?:tier|processing|pricing|rates?|requests?)|\bpriority\b(?=[^.;]{0,30}\$)", re.I)),
    ("promotional", re.compile(r"promotion(?:al)?|\bpromo\b|limited[- ]time|introductory|\bintro\s+(?:offers?|pric(?:e|es|ing)|rates?|deals?)\b|launch\s+(?:offers?|pric(?:e|es|ing)|rates?|discounts?)|"
                               r"\bearly[- ]bird\b|限时|优惠期|活动价|早鸟|抢先(?:价|优惠)|首发(?:价|优惠)|上线(?:抢先)?优惠|新客(?:专享)?价", re.I)),
    # A commitment term: "1-year committed use", "reserved instances", "3 年约 $1.22/芯片·hr" (years before an hourly rate)
    ("reserved", re.compile(r"\breserved\b(?!\s+for\b)|\bcommitted[- ]use\b|\b(?:1|one|3|three)[- ]?(?:yr|year)s?[- ]?CUDs?\b|\b(?:1|one|3|three)[- ]?(?:yr|year)s?[- ]"
                            r"(?:commit(?:ment|ted)?|term|reserv\w*|contract)\b|"
                            # "if we sign the 1-year it goes to $1.70": a term signed for
                            r"\b(?:sign|signs|signed|signing|lock\s+in)\s+(?:(?:the|a|an)\s+)?(?:1|one|3|three)[- ]?(?:yr|year)\b|"
                            # "sign for a year and the figure drops to $2.70"
                            r"\b(?:sign|signs|signed|signing|commit|commits)\s+(?:up\s+)?for\s+(?:a|one|three|3)\s+years?\b|"
                            # "on a three-month commitment", "Twelve-month terms"
                            r"\b(?:\d{1,2}|one|three|six|nine|twelve|eighteen|twenty-four|thirty-six)[- ]?months?[- ]"
                            r"(?:commit(?:ment|ted)?s?|terms?|reserv\w*|contracts?)\b|预留|包年|"
                            # "包月：6.5" under a per-card-hour caption: the hourly rate of a monthly commitment
                            r"^\s*(?:[-*•·]\s*)?包月\s*[:：]|"
                            # "· L40S：按需 4.1，包月 3.0": one option of a chip's item line
                            r"(?<=[，,、;；：:\s])包月(?:折合)?(?=\s*\d)|"
                            # a column "包月（折合）" over hourly figures: the monthly plan's rate an hour
                            r"^\s*包月\s*[（(]\s*折合\s*[)）]\s*$|"
                            r"(?<![\d.])[1-5]\s?年(?:期|合约|承诺|价)?(?=\s*(?:约|:|：)?\s*[$¥￥]\s?\d[\d.]*\s*/\s*(?:GPU|卡|芯片|晶片|chip|TPU))",
                            re.I)),
    # "白天", "daytime": the standard hours of a page that also prices the night; the nearest word names no condition
    ("standard hours", re.compile(r"白天|白日|日间|日間|\bdaytime\b|\bduring\s+the\s+day\b|标准时段|標準時段", re.I)),
    # "output (thinking)", "thinking mode cache hit", "思考模式输出": the price of a model's thinking mode, which hybrid
    # models list apart from the same tokens without it; only as the tokens' own label (a model "with thinking mode",
    # a column headed "（思考模式）" describe the model, not the price)
    ("thinking", re.compile(r"\b(?:input|output|prompt|completion)\s*[(（]\s*thinking\s*[)）]|"
                            r"(?<!non-)(?<!non )\bthinking[- ]mode\s+(?:input|output|cache)|"
                            r"(?<![非不])思考模式下?的?\s*(?:输入|输出|缓存)|(?:输入|输出)\s*[(（]\s*思考(?:模式)?\s*[)）]", re.I)),
    ("peak", re.compile(r"(?<!off-)(?<!off )(?<!non-)\bpeak[- ](?:hours?|time|period|window|pricing|rates?)|(?<!非)高峰(?:时段|时间|期)?|(?<!非高)(?<![非错避])峰时",
                        re.I)),
]
# "优惠期结束", "the promotional period has ended": the price after an offer ends is the standard one.
_PROMOTION_ENDED = re.compile(r"(?:优惠期|活动|promotion(?:al)?(?:\s+(?:period|pricing))?|\bpromo\b|offer)\s*"
                              r"(?:已经|已)?(?:结束|到期|ends?|ended|has\s+ended|is\s+over|expired?)"
                              # "its introductory pricing would become permanent at $2/M input": the list price now
                              r"|\b(?:becomes?|became|would\s+become|will\s+become|made|making|is\s+now|are\s+now)\s+permanent\b",
                              re.I)
_LONG_CONTEXT = re.compile(r"(?:>|≥|over|above|longer\s+than|more\s+than|exceed(?:ing|s)?|beyond|greater\s+than|"
                           r"超过|大于)\s*(?P<n>\d+)\s?[kK]|(?P<n2>\d+)\s?[kK]\+", re.I)
_PREVIOUS_AFTER = re.compile(r"^\s*(?:\S+\s+){0,3}?(?:previously|before|earlier|formerly)\b|"
                             # "Rates quoted in our 2024 response ($4.10 per H200-hour) are withdrawn": no longer offered
                             r"^\W*(?:are|is|were|was|have\s+been|has\s+been)\s+(?:now\s+)?(?:withdrawn|superseded|retired)\b|^\s*(?:[^,;.]{0,20})?前\b|"
                             r"^" + PAST_THEN_NOW, re.I)
_PAIR_BEFORE_ARROW = re.compile(r"\s*/\s*(?:US|NT|HK)?[$€£¥￥]?\s?\d[\d,]*(?:\.\d+)?\s*(?:→|->|⟶|⇒|=>)")
_ARROW_TO_AMOUNT = re.compile(r"\s*(?:→|->|⟶|⇒|=>)\s*(?:US|NT|HK)?[$€£¥￥]?\s?(?P<n>\d[\d,]*(?:\.\d+)?)")
_UP_WORDS = re.compile(r"翻倍|上涨|涨价|上调|提高|\bdoubl\w*|\bincreas\w*|\brais\w*|\bhike\w*", re.I)
_DOWN_WORDS = re.compile(r"降价|下调|降低|降至|减半|\bcut\w*|\bdrop\w*|\blower\w*|\breduc\w*|\bslash\w*", re.I)


def _arrow_against_change(sentence: str, first, second_text: str) -> bool:
    """Whether an arrow from ``first`` to the amount ``second_text`` runs against the one direction of change the
    sentence states (up while the amounts fall, or down while they rise)."""
    try:
        second = Decimal(second_text.replace(",", ""))
    except (InvalidOperation, ValueError):
        return False
    up, down = bool(_UP_WORDS.search(sentence)), bool(_DOWN_WORDS.search(sentence))
    return (up and not down and second < first) or (down and not up and second > first)


def _arrow_converts(first: Decimal, second_text: str) -> bool:
    """Whether an arrow leads to the same amount in a unit a power of ten apart ("2.5元/M -> 25000毫/M",
    "$0.002/1K → $2/1M"): a conversion, not a change of price."""
    try:
        second = Decimal(second_text.replace(",", ""))
    except (InvalidOperation, ValueError):
        return False
    if not first or not second or first == second:
        return False
    ratio = second / first if second > first else first / second
    # (a thousandfold at least: a price cut to a tenth is a change, "$0.50 → $0.05")
    return ratio >= 1000 and ratio == ratio.to_integral_value() and str(int(ratio)).rstrip("0") == "1"


_PREVIOUS_BEFORE = re.compile(r"(?:\bfrom|\bdown\s+from|\bup\s+from|\bwas|\bwere|previously|formerly|regularly|normally|"
                              # (not "is listed at": a price listed now)
                              r"(?<!\bis\s)(?<!\bare\s)(?<!\bnow\s)\blist(?:ed)?\s+(?:price\s+)?(?:of|at)|used\s+to\s+(?:be|cost)|"
                              r"\bold\s+price\s+(?:of|was)?|original(?:ly)?\s+(?:price\s+(?:of|was)?)?|"
                              r"compared\s+(?:with|to)|versus|\bvs\.?|instead\s+of|would\s+have\s+cost|had\s+been|"
                              r"previous\s+(?:\w+\s+){0,3}?(?:was|were|had\s+been|of|at)|"
                              # "此前输入价格为每百万tokens 1元": the price word and its unit may stand in between
                              r"(?:原价|原来|此前|之前|降价前|调整前)[^，,。；;\d$¥€]{0,22}|(?:从|由(?![于於此]))[^，,。；;\d$¥€]{0,16})"
                              r"\s*(?:(?:of|at|about|around|was|just)\s+)?[:：]?\s*$",
                              re.I)


# "a year ago the MI300X it replaced rented for $3.80", "at launch last year, when the same card went for 610 yen": a
# time gone by, then the verb of what it cost then
_PAST_PRICE_BEFORE = re.compile(r"(?:\ba\s+year\s+ago|\blast\s+(?:year|month|quarter|spring|summer|autumn|fall|winter)|"
                                r"\bat\s+launch)[^.;$€£¥]{0,50}?\b(?:rented|went|sold|cost|charged|listed|"
                                r"was\s+priced|were\s+priced)\s+(?:out\s+)?(?:for|at)?\s*(?:about\s+|around\s+|roughly\s+)?$", re.I)
# "夜间优惠取消", "ends its night-time discounts", "retiring the off-peak discounts": a time-of-day discount that
# ends does not qualify the price quoted next to it.
_ENDED_BEFORE = re.compile(r"(?:\bends?|\bended|\bending|retir(?:e|es|ed|ing)|scrap(?:s|ped|ping)?|abolish(?:es|ed|ing)?|"
                           r"cancel(?:s|led|ling)?|\bdrops?|\bdropped|no\s+longer\s+offers?|取消|停止|终止|不再提供)"
                           r"\s*(?:(?:the|its|their|all)\s+)?$", re.I)
_ENDED_AFTER = re.compile(r"^\s*(?:discounts?|pricing|prices?|rates?|优惠|折扣|价格)?\s*"
                          r"(?:取消|结束|停止|终止|(?:is|are|were|was|will\s+be)\s+(?:gone|over|ended|scrapped|retired|abolished|"
                          r"cancell?ed|dropped)|\bend(?:s|ed)?\b)", re.I)
# A later clause that states a discount off the amounts before it ("..., earned a 75% discount overnight",
# "，夜间则降至原价的25%", "and the discount window took half off those prices"): those amounts are the
# standard prices the discount applies to, not discounted ones.
_DISCOUNT_OFF_THESE = re.compile(r"\d+\s?%\s*(?:discount|off)\b|\bhalf\s+off\b|\btook\s+\S+\s+off\b|"
                                 r"\bdiscount\s+of\s+\d|原价的|[一二三四五六七八九\d](?:\.\d)?\s?折|打折|减半|半价", re.I)
_CLAUSE_MARK = re.compile(r"[,;，；]")
_CONTRAST_BETWEEN = re.compile(r"[,;，；]\s*(?:但是?|而|可是|不过|\bbut\b|\bwhereas\b|\bwhile\b)", re.I)


def _condition_ended(text: str, cue_start: int, cue_end: int) -> bool:
    """Whether the condition word at [cue_start, cue_end) is said to end ("夜间优惠取消", "ends off-peak discounts")."""
    return bool(_ENDED_BEFORE.search(text[max(0, cue_start - 25):cue_start]) or
                _ENDED_AFTER.match(text[cue_end:cue_end + 25]))


def _condition_applies(sentence: str, mention: MoneyMention, cue_start: int, cue_end: int) -> bool:
    """Whether a condition word found near an amount qualifies that amount: not when the text says the
    condition ends, nor when it sits in a later clause that states a discount off the amounts quoted."""
    if _condition_ended(sentence, cue_start, cue_end):
        return False
    if cue_start >= mention.end and _CONTRAST_BETWEEN.search(sentence[mention.end:cue_start]):
        # "daytime input is 1 yuan, output 16 yuan, but at night they fall to …": the condition of the
        # contrasted clause, not of the amounts before it
        return False
    if cue_start >= mention.end and _CLAUSE_MARK.search(sentence[mention.end:cue_start]):
        clause_start = max(m.end() for m in _CLAUSE_MARK.finditer(sentence, mention.end, cue_start))
        following = _CLAUSE_MARK.search(sentence, cue_end)
        clause = sentence[clause_start:following.start() if following else len(sentence)]
        if _DISCOUNT_OFF_THESE.search(clause):
            return False
    return True


# A change or an earlier time that makes the amount after "versus" the superseded one ("now $2 versus $4 last year")
_CHANGE_OR_TIME = re.compile(r"\b(?:cut|cuts|slash\w*|lowered|lowers|lowering|reduc\w*|drop\w*|fell|fall\w*|raised|raises|"
                             r"raising|increas\w*|decreas\w*|"
                             r"chang\w*|now|new|previous\w*|earlier|before|ago|last\s+(?:year|month|week|quarter)|launch\w*|"
                             r"was|were|used\s+to|old|original\w*|down|up)\b|降|涨|调整|此前|之前|原价|去年|上月", re.I)
# What an amount after "versus" is for, when it is another product's or provider's ("versus $2.80 for B200").
_OTHER_ITEM_AFTER = re.compile(r"(?:\s*(?:per|/)\s*[\w-]+(?:\s+[\w-]+)?)?\s+(?:for|on|at|from|with)\s+(?:the\s+|an?\s+)?"
                               r"(?:[A-Z][\w.-]*|[a-z]+-[\w.-]+)")


def _condition(sentence: str, mention: MoneyMention, previous_end: int, next_start: int) -> tuple[str | None, str]:
    local_start = max(previous_end, mention.start - 60)
    local = sentence[local_start:min(next_start, mention.end + 60)]
    before = sentence[max(0, mention.start - 40):mention.start]
    after = sentence[mention.end:mention.end + 30]
    # "$1.80 → $1.20", "~~$7.20~~ → $4.80": the price an arrow leads away from, unless the arrow runs against the
    # change the sentence states ("价格翻倍（输入$12→$6/MTok）" is no old-to-new)
    arrow = _ARROW_TO_AMOUNT.match(after)
    against = arrow is not None and (_arrow_against_change(sentence, mention.amount, arrow.group("n")) or
                                      _arrow_converts(mention.quoted_amount, arrow.group("n")) or
                                      # "$2/hr → $0.50/Mtok": an hour's rent worked out per token, no change of price
                                      (mention.unit == "per_gpu_hour" and
                                       re.match(r"\s*(?:/|per\s+)\s*(?:1?\s?M|million|MTok|Mtok|1K|K)\b",
                                                after[arrow.end():], re.I) is not None))
    # "$0.10/$0.34 → **$0.14/$0.40**": the first of an old pair the arrow leads away from
    paired_old = arrow is None and _PAIR_BEFORE_ARROW.match(after) is not None
    if _PREVIOUS_BEFORE.search(before) or _PAST_PRICE_BEFORE.search(sentence[max(0, previous_end, mention.start - 90):mention.start]) \
            or (not against and (arrow is not None or paired_old or _PREVIOUS_AFTER.search(after))):
        # "from $0.56 to $0.28": the first of the pair is the superseded price.
        falling = re.match(r"\s*(?:to|→|->|到|至)\s*(?:US)?[$€£¥]?\s?(?P<n>\d+(?:\.\d+)?)(?![\d,])", after)
        if re.search(r"(?:\bfrom|从|由)\s*$", before) and _is_range_start(sentence[max(0, mention.start - 80):mention.start]) \
                and not (falling is not None and Decimal(falling.group("n")) < mention.quoted_amount):
            # ("Input: from $1.10 to $0.80": read downwards, the old price of a cut)
            pass  # "prices range from $0.50 to $2": the low end of a range, not a superseded price
        elif re.search(r"(?:^|\||\n)\s*(?:starting\s+)?from\s*$", before, re.I) and arrow is None and \
                not re.match(r"[^.;|\n]{0,30}?\b(?:to|down\s+to|up\s+to)\s*(?:US|NT|HK)?[$€£¥￥]", after, re.I):
            pass  # "| From $4.62/hr on-demand ($1.40/hr spot) |": where the offers start, no price it used to be
        elif re.search(r"(?:versus|\bvs\.?|compared\s+(?:with|to))\s*$", before, re.I) and (
                _OTHER_ITEM_AFTER.match(sentence, mention.end) or not _CHANGE_OR_TIME.search(sentence)):
            # "$1.95 per GPU-hour versus $2.80 for B200": another product's price now, not a superseded one; and with
            # no change or earlier time in the sentence ("cached tokens cost $0.30 vs. $3.00 per million", "work out
            # to $0.05 … versus $1.40 and $4.40") the amounts are two things priced now
            pass
        else:
            return "previous", "previous"
    found = []
    for order, (name, regex) in enumerate(_CONDITIONS):
        if name == "promotional" and _PROMOTION_ENDED.search(sentence):
            continue
        if name == "batch" and mention.unit == "per_gpu_hour":
            continue   # "TPU v5e at $1.60/hour … for batch inference": a workload, no batch tier of a per-token price
        for m in regex.finditer(local):
            cue_start, cue_end = local_start + m.start(), local_start + m.end()
            if cue_start >= mention.end and next_start < len(sentence) and \
                    _CLAUSE_MARK.search(sentence, mention.end, cue_start):
                continue  # "高峰…$0.003，非高峰时段则降至$0.0022": a later clause's word qualifies the next amount
            if cue_start >= mention.end and next_start < len(sentence) and \
                    re.fullmatch(r"\s*(?:(?:capacity|instances?|pricing|rates?|prices?)\s+)?(?:(?:at|for|is|of)\s+)?[:：]?\s*"
                                 r"(?:US|NT|HK)?[$€£¥￥]?\s*", sentence[cue_end:next_start], re.I):
                # "$2.49   spot $1.65", "$2.69 and spot capacity at $1.95": the word labels the amount right after it
                continue
            if cue_end <= mention.start and \
                    re.fullmatch(r"\s*[,;]\s*(?:and\s+)?(?:US|NT|HK)?[$€£¥￥]?\s*", sentence[cue_end:mention.start]) and \
                    re.search(r"[$€£¥￥]\s?\d[\d.,]*\s+(?:at|on|from|via)\s+[^,;$€£¥￥]{0,30}$",
                              sentence[max(0, cue_start - 50):cue_start]):
                continue  # "$1.71 on Crusoe spot, $1.85 at Vultr": the word closes the item of the amount before
            if cue_start >= mention.end and re.match(r"\s*(?:is\s+|are\s+)?(?:not\s+(?:offered|available)|unavailable|"
                                                     r"n/?a\b|不提供|暂无|暫無|无|無)", sentence[cue_end:], re.I):
                continue  # "On-demand $2.95 · Spot not offered": an option the amount is not
            if _condition_applies(sentence, mention, cue_start, cue_end):
                distance = mention.start - cue_end if cue_end <= mention.start else cue_start - mention.end + 1
                found.append((distance, order, name))
    if found:
        name = min(found)[2]  # the word nearest to the amount
        if name == "standard hours":
            return None, name
        return name, name
    long_context = _LONG_CONTEXT.search(local)
    if long_context and re.search(r"context|token|prompt|上下文|输入", local, re.I):
        return f"long-context>{long_context.group('n') or long_context.group('n2')}k", "long-context"
    if next_start < len(sentence) and _PAIR_GAP.fullmatch(sentence[mention.end:next_start]):
        # "$2.50 input / $15 output for prompts >200K tokens": the tier named after the pair is the first's too
        pair = re.split(r"[;；]", sentence[next_start:next_start + 90])[0]
        long_context = _LONG_CONTEXT.search(pair)
        if long_context and re.search(r"context|token|prompt|上下文|输入", pair, re.I):
            return f"long-context>{long_context.group('n') or long_context.group('n2')}k", "long-context"
    return None, ""


# Between an input price and the output price paired with it: "$2.50 input / ", "$2 in, "
_PAIR_GAP = re.compile(r"\s*(?:/\s?(?:1?M|MTok)\s*)?(?:input|prompt|in)(?:\s+tokens?)?\s*(?:/|,|and|&|\+)\s*", re.I)


_THRESHOLD_NUMBER = r"(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?P<k>[kK](?![A-Za-z])|thousand|千|万)?"
_LONG_CONTEXT_ABOVE = re.compile(r"(?:>|≥|\bover|\babove|\bcross(?:es|ed|ing)?|longer\s+than|more\s+than|exceed(?:ing|s)?|beyond|greater\s+than|"
                                 r"超过|大于|高于|超出)\s*" + _THRESHOLD_NUMBER + r"\s?(?P<tok>tokens?|token|上下文)?", re.I)
# ("128K<输入≤256K": the prompt's word alone, its upper bound after it)
_LONG_CONTEXT_LOWER_BOUND = re.compile(r"(?<![\d.])" + _THRESHOLD_NUMBER + r"\s*<=?\s*(?:(?:输入|input|prompt|上下文|context)?\s*"
                                       r"(?:tokens?|token数|长度|length)|(?:输入|input|prompt|上下文|context)\s*(?:≤|<=?)\s*\d)", re.I)
_LONG_CONTEXT_RANGE = re.compile(r"(?<![A-Za-z0-9.])(?<![A-Za-z]-)(?P<a>\d+)\s?[kK]?\s?[-–~至到]\s?(?P<b>\d+)\s?(?P<scale>[kKmM])(?![A-Za-z])", re.I)
# The length of a prompt named as such ("Input length", "上下文长度", "輸入長度"): the word that makes a band a tier.
LENGTH_WORD = r"(?:\b(?:input|prompt|context)\s+length|(?:输入|輸入|上下文|提示词?|提示詞)\s?(?:长度|長度))"
_LENGTH_INTERVAL = re.compile(LENGTH_WORD + r"\s*[(（]\s*(?P<a>\d+)\s?[kK]?\s*[,，]\s*(?P<b>\d+)\s?[kK]?\s*[\]］]", re.I)
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


# "Prompts of 128k tokens and above", "128K 及以上": the threshold written before the word that makes it a floor
_LONG_CONTEXT_AND_ABOVE = re.compile(r"(?P<n>\d+)\s?[kK]\s*(?:tokens?\s+)?(?:and\s+(?:above|over|up|longer)|or\s+(?:more|longer|above)|"
                                     r"及以上|以上)", re.I)


def _long_context(local: str, sentence_before: str, previous_sentence: str) -> str | None:
    """``long-context>Nk`` when the price applies above a prompt-length threshold."""
    if (floor := _LONG_CONTEXT_AND_ABOVE.search(local)) and re.search(r"context|token|prompt|上下文|输入|提示", local, re.I):
        return f"long-context>{int(floor.group('n'))}k"
    for match in _LONG_CONTEXT_ABOVE.finditer(local):
        if match.group("k") or match.group("tok") or re.search(r"context|token|prompt|上下文|输入|提示", local, re.I):
            thousands = _tokens_in_thousands(match.group("n"), match.group("k"))
            if thousands:
                return f"long-context>{thousands}k"
    for match in _LONG_CONTEXT_LOWER_BOUND.finditer(local):
        # "128K<Token≤256K" as a tier row label: the tier starts above its lower bound
        thousands = _tokens_in_thousands(match.group("n"), match.group("k"))
        if thousands:
            return f"long-context>{thousands}k"
    for match in _LONG_CONTEXT_RANGE.finditer(local):
        # "128k-1M": the upper bound may be written in millions
        upper = int(match.group("b")) * (1000 if match.group("scale").lower() == "m" else 1)
        if int(match.group("a")) > 0 and upper > int(match.group("a")):
            return f"long-context>{match.group('a')}k"
    for match in _LENGTH_INTERVAL.finditer(local):
        # "Input length (128, 256]": a half-open tier of the prompt length, in thousands of tokens
        if 0 < int(match.group("a")) < int(match.group("b")):
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


# "Until Friday, deepseek-chat charged $0.27": a price list that runs until a date, in the past tense.
_UNTIL_PAST = re.compile(r"^\W*(?:until|till)\s+[^,，.;]{1,40}[,，]\s*[^.;]{0,80}?\b(?:charged|billed|cost|was|were|"
                         r"had\s+been|listed\s+at|paid)\b", re.I)
# "The old list was cheaper", "对照旧价格": a sentence that opens a passage about the superseded prices.
_OLD_LIST_TOPIC = re.compile(r"\b(?:the\s+|its\s+)?(?:old|previous|former|prior)\s+(?:price\s+)?(?:list|prices|pricing|"
                             r"rates|rate\s+card|tariff|schedule)\b|旧价格|旧价|老价格|原价格|原有价格|原定价", re.I)
# Words that bring the text back to the prices in force (or to come).
_CURRENT_CUE = re.compile(r"\bnow\b|\bnew\b|\bwill\b|\btoday\b|\bcurrent(?:ly)?\b|\bgoing\s+forward\b|"
                          r"现在|目前|新|调整后|之后|起|将", re.I)
# "过去每百万输出tokens只需4元", "previously ... $1": a past-time word in the amount's own clause.
_PAST_IN_CLAUSE = re.compile(r"(?<!比)(?:过去|以前|此前|之前|原先|原来|曾经?)(?!.*(?:现在|目前|如今))|"
                             r"(?<!than\s)\b(?:previously|formerly|in\s+the\s+past|used\s+to)\b", re.I)


# "此前…撰文表示，…租赁价格降至大约2美元/小时": the amount a price fell to is the one in force, whatever opens the sentence.
_NEW_PRICE_BEFORE = re.compile(r"(?:降至|降到|下调至|下降至|跌至|跌到|\b(?:cut|lowered|reduced|dropped|fell|slashed)\s+to)"
                               r"\s*(?:大约|约|仅|只有|about|around|roughly|just)?\s*$", re.I)


def lowered_to(before: str) -> bool:
    """Whether the text right before an amount makes it the price something was lowered to."""
    return bool(_NEW_PRICE_BEFORE.search(before[-16:]))


def opens_old_list(sentence: str) -> bool:
    """Whether a sentence opens on the superseded price list ("此前…", "The old list was cheaper…",
    "Until Friday, … charged …") without turning to the current one."""
    topic = _OLD_LIST_TOPIC.search(sentence)
    if topic and not _CURRENT_CUE.search(sentence[topic.end():]) and not _CURRENT_CUE.search(sentence[:topic.start()]):
        return True
    return bool(_PREVIOUS_SENTENCE.search(sentence) or _UNTIL_PAST.search(sentence))


def past_in_clause(clause: str) -> bool:
    """Whether the text of an amount's own clause before it places the amount in the past."""
    return bool(_PAST_IN_CLAUSE.search(clause)) and not _CURRENT_CUE.search(clause)


_TERM_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "five": 5, "six": 6, "nine": 9, "twelve": 12, "eighteen": 18,
                 "twenty-four": 24, "thirty-six": 36, "一": 1, "两": 2, "二": 2, "三": 3,
                 "五": 5, "六": 6, "十二": 12}
_RESERVED_TERM = re.compile(r"(?<![\d.])(?P<n>\d{1,2}|one|two|three|five|six|nine|twelve|eighteen|twenty-four|thirty-six|十二|[一两二三五六]|"
                            # ("sign for a year")
                            r"(?<=for\s)a\b)\s*[- ]?\s*(?:"
                            r"(?P<y>years?|yrs?|y(?=\b|[- ]?(?:reserv|commit|term))|年)|(?P<m>months?|mos?|个月|月))(?![A-Za-z])",
                            re.I)


def reserved_term(text: str, *, nearest: int | None = None) -> str:
    """``reserved`` with the commitment's term when ``text`` states one ("1-year reserved" → ``reserved-1y``,
    "三个月预留" → ``reserved-3m``, "12-month" → ``reserved-1y``); the term nearest to ``nearest`` when several."""
    terms = []
    if re.match(r"\s*(?:[-*•·]\s*)?包月\s*[:：]", text):
        return "reserved-1m"
    for match in _RESERVED_TERM.finditer(text):
        word = match.group("n").lower()
        number = int(word) if word.isdigit() else _TERM_NUMBERS.get(word)
        if not number:
            continue
        if match.group("m") and number % 12 == 0:
            term = f"{number // 12}y"
        else:
            term = f"{number}{'y' if match.group('y') else 'm'}"
        distance = 0 if nearest is None else min(abs(match.start() - nearest), abs(match.end() - nearest))
        if nearest is not None and re.search(r"[;；]", text[min(match.end(), nearest):max(match.start(), nearest)]):
            distance += 1000   # ("$4.10 with a 1-year commitment; $3.35 with a 3-year commitment": another option's term)
        terms.append((distance, match.start(), term))
    if not terms and (single := {term for word, term in (("包年", "1y"), ("包月", "1m")) if word in text}) and len(single) == 1:
        return f"reserved-{single.pop()}"   # "包年（折合）": a yearly (包月: monthly) commitment, its term in the word
    return f"reserved-{min(terms)[2]}" if terms else "reserved"
