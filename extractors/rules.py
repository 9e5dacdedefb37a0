"""Rule-based claim extraction: candidates per sentence, then a decision per candidate.

:func:`find_candidates` proposes every number that could be a claim (money, relative changes,
measured rates, hardware names) with its fields filled in and the evidence that led there kept
in ``Candidate.features`` (trigger words, nearby keywords, trap words, the rule that fired).
Rules that reject a candidate record why in ``Candidate.rejection`` instead of dropping it, so a
learned classifier can later be trained on, and sit on top of, exactly these candidates.
:func:`decide` keeps the accepted ones and removes restatements; :func:`build_claim` turns a
candidate into its pydantic claim.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from decimal import Decimal
from functools import lru_cache

from extractors.currency import to_usd
from extractors.numbers import (
    ChangeMention,
    MoneyMention,
    RateMention,
    find_changes,
    find_money,
    find_rates,
    parse_decimal,
    ratio_for,
)
from extractors.schema import BenchmarkClaim, ClaimBase, ComparisonClaim, HardwareClaim, PriceClaim
from extractors.text import PreparedText

__all__ = ["Candidate", "DocumentContext", "find_candidates", "decide", "build_claim", "RULES_VERSION"]

RULES_VERSION = "rules-1.0"


@dataclass
class Candidate:
    """One possible claim: its kind, evidence span (document offsets), fields and features."""

    kind: str
    sentence_index: int
    span: tuple[int, int]
    fields: dict
    rule: str
    confidence: float
    features: dict = field(default_factory=dict)
    rejection: str | None = None

    @property
    def accepted(self) -> bool:
        return self.rejection is None


# --------------------------------------------------------------------------- gazetteers

_ORGANIZATIONS: list[tuple[str, str]] = [
    ("DeepSeek", r"DeepSeek|深度求索"), ("OpenAI", r"OpenAI"), ("Anthropic", r"Anthropic"),
    ("Google", r"Google(?:\s+Cloud)?|Alphabet|谷歌"), ("NVIDIA", r"NVIDIA|Nvidia|英伟达"),
    ("AMD", r"AMD"), ("Intel", r"Intel|英特尔"), ("AWS", r"AWS|Amazon(?:\s+Web\s+Services)?|亚马逊"),
    ("Microsoft", r"Microsoft|Azure|微软"), ("Meta", r"Meta(?!\w)"), ("CoreWeave", r"CoreWeave"),
    ("Lambda", r"Lambda(?:\s+Labs)?"), ("Together AI", r"Together(?:\s+AI|\.ai)"),
    ("Fireworks AI", r"Fireworks(?:\s+AI)?"), ("Groq", r"Groq"), ("Cerebras", r"Cerebras"),
    ("SambaNova", r"SambaNova"), ("ByteDance", r"ByteDance|字节跳动|Volcano\s+Engine|火山引擎"),
    ("Alibaba", r"Alibaba(?:\s+Cloud)?|阿里巴巴|阿里云|阿里"), ("Baidu", r"Baidu|百度"),
    ("Tencent", r"Tencent|腾讯"), ("Moonshot AI", r"Moonshot(?:\s+AI)?|月之暗面"),
    ("Zhipu AI", r"Zhipu(?:\s+AI)?|智谱"), ("MiniMax", r"MiniMax"), ("Mistral AI", r"Mistral(?:\s+AI)?(?!\s+\w+\s+\d)"),
    ("xAI", r"xAI"), ("Nebius", r"Nebius"), ("Oracle", r"Oracle|OCI"), ("Huawei", r"Huawei|华为"),
    ("Crusoe", r"Crusoe"), ("RunPod", r"RunPod"), ("Vast.ai", r"Vast\.ai"), ("Hyperbolic", r"Hyperbolic"),
    ("Supermicro", r"Supermicro"), ("Dell", r"Dell"), ("HPE", r"HPE|Hewlett\s+Packard\s+Enterprise"),
    ("Cisco", r"Cisco"), ("MLCommons", r"MLCommons"), ("DeepInfra", r"DeepInfra"),
    ("OpenRouter", r"OpenRouter"), ("Lenovo", r"Lenovo|联想"), ("Kuaishou", r"Kuaishou|快手"),
    ("iFlytek", r"iFlytek|科大讯飞"), ("StepFun", r"StepFun|阶跃星辰"),
]
_ORGANIZATION_REGEX = re.compile("|".join(f"(?P<o{i}>(?<![A-Za-z]){pattern}(?![A-Za-z]))"
                                          for i, (_, pattern) in enumerate(_ORGANIZATIONS)))

# Model names: (pattern, organization). Surfaces are kept as written.
_MODELS: list[tuple[str, str]] = [
    (r"deepseek-(?:chat|reasoner|coder)", "DeepSeek"),
    (r"DeepSeek[- ]?(?:V\d(?:\.\d)?(?:-(?:Exp|Terminus|0324))?|R1(?:-0528)?|Coder(?:-V2)?)", "DeepSeek"),
    (r"gpt-oss-\d+b", "OpenAI"),
    (r"GPT-\d(?:\.\d)?o?(?:[- ](?:mini|nano|pro|turbo|Turbo|Codex|codex))*", "OpenAI"),
    (r"(?<![\w-])o[134](?:-(?:mini|pro))?(?![\w-])", "OpenAI"),
    (r"Claude(?:\s+(?:Sonnet|Opus|Haiku))?(?:\s+\d(?:\.\d)?)?(?:\s+(?:Sonnet|Opus|Haiku))?", "Anthropic"),
    (r"Gemini\s+\d(?:\.\d)?\s+(?:Pro|Flash(?:-Lite)?|Ultra)", "Google"),
    (r"Llama\s?\d(?:\.\d)?(?:\s+|-)\d+B(?:-Instruct)?|Llama\s?4\s+(?:Scout|Maverick)", "Meta"),
    (r"Qwen[\d.]*(?:-(?:Long|Max|Plus|Turbo|VL|Coder|\d+B(?:-A\d+B)?))*|通义千问", "Alibaba"),
    (r"Doubao(?:[- ](?:1\.5|Seed|pro|Pro|lite|Lite|\d+k|\d+K))*|豆包(?:大模型)?", "ByteDance"),
    (r"Kimi(?:\s+K2(?:-\w+)?)?", "Moonshot AI"), (r"GLM-\d(?:\.\d)?V?", "Zhipu AI"),
    (r"ERNIE(?:\s+[\w.]+)?|文心(?:一言)?", "Baidu"), (r"Hunyuan|混元", "Tencent"),
    (r"MiniMax-M\d|abab\d", "MiniMax"), (r"Grok\s?\d(?:\.\d)?", "xAI"),
    (r"Mistral\s+(?:Large|Medium|Small)(?:\s+\d)?|Mixtral\s+8x\d+B", "Mistral AI"),
]
_MODEL_REGEX = re.compile("|".join(f"(?P<m{i}>(?<![\\w.]){pattern})" for i, (pattern, _) in enumerate(_MODELS)))

_BENCHMARKS: list[tuple[str, str]] = [
    (r"Llama[\s-]?2[\s-]+70B", "llama2-70b"), (r"Llama[\s-]?3\.1[\s-]+405B", "llama3.1-405b"),
    (r"Llama[\s-]?3\.1[\s-]+8B", "llama3.1-8b"), (r"Llama[\s-]?3\.1[\s-]+70B", "llama3.1-70b"),
    (r"Llama[\s-]?3\.3[\s-]+70B", "llama3.3-70b"), (r"DeepSeek[\s-]?R1", "deepseek-r1"),
    (r"gpt-oss[\s-]?120b", "gpt-oss-120b"), (r"gpt-oss[\s-]?20b", "gpt-oss-20b"),
    (r"Mixtral[\s-]?8x7B", "mixtral-8x7b"), (r"Stable\s+Diffusion\s+XL|SDXL", "sdxl"),
    (r"Whisper", "whisper"), (r"ResNet[\s-]?50", "resnet50"), (r"RetinaNet", "retinanet"),
    (r"3D[\s-]?U-?Net", "3d-unet"), (r"DLRM[\s-]?v?2|DLRM", "dlrm-v2"), (r"GPT-J", "gptj"),
    (r"BERT(?:-Large)?", "bert"), (r"RGAT|R-GAT", "rgat"), (r"PointPainting", "pointpainting"),
    (r"Llama[\s-]?4[\s-]+Maverick", "llama4-maverick"),
    (r"Qwen[\d.]*-\d+B(?:-A\d+B)?", None),
]
_BENCHMARK_REGEX = re.compile("|".join(f"(?P<b{i}>(?<![\\w]){pattern}(?![\\w]))"
                                       for i, (pattern, _) in enumerate(_BENCHMARKS)), re.I)


@lru_cache(maxsize=1)
def _hardware_registry():
    """The hardware registry when ``extractors/hardware.py`` is importable, else ``None``."""
    try:
        from extractors.hardware import load_registry
        return load_registry()
    except Exception:  # noqa: BLE001 - a missing or broken registry only disables hardware claims
        return None


@dataclass
class Mention:
    start: int  # document offsets
    end: int
    surface: str
    name: str
    category: str  # organization | model | hardware | benchmark
    organization: str | None = None
    known: bool = True
    hardware_kind: str | None = None
    parent: str | None = None


# --------------------------------------------------------------------------- document context

@dataclass
class DocumentContext:
    """A prepared document with what the rules need about each sentence."""

    prepared: PreparedText
    published: dt.date | None
    mentions: list[list[Mention]]
    title_mentions: list[Mention]
    table_header: dict[int, list[str]]  # sentence index → header cells of its table
    table_context: dict[int, str]       # sentence index → text just above its table

    def sentence(self, index: int) -> str:
        start, end = self.prepared.sentences[index]
        return self.prepared.text[start:end]


def _find_mentions(text: str, offset: int) -> list[Mention]:
    found: list[Mention] = []
    for match in _ORGANIZATION_REGEX.finditer(text):
        index = int(match.lastgroup[1:])
        found.append(Mention(offset + match.start(), offset + match.end(), match.group(0),
                             _ORGANIZATIONS[index][0], "organization", _ORGANIZATIONS[index][0]))
    for match in _MODEL_REGEX.finditer(text):
        index = int(match.lastgroup[1:])
        surface = match.group(0).strip()
        found.append(Mention(offset + match.start(), offset + match.start() + len(surface), surface, surface,
                             "model", _MODELS[index][1]))
    for match in _BENCHMARK_REGEX.finditer(text):
        index = int(match.lastgroup[1:])
        name = _BENCHMARKS[index][1] or match.group(0).lower().replace(" ", "-")
        found.append(Mention(offset + match.start(), offset + match.end(), match.group(0), name, "benchmark"))
    registry = _hardware_registry()
    if registry is not None:
        for mention in registry.find_mentions(text):
            entry = registry.get(mention.name) if mention.known else None
            found.append(Mention(offset + mention.start, offset + mention.end, mention.surface, mention.name,
                                 "hardware", entry.vendor if entry else None, mention.known,
                                 entry.kind if entry else None, entry.parent if entry else None))
    found.sort(key=lambda m: m.start)
    return found


def _table_structure(prepared: PreparedText) -> tuple[dict[int, list[str]], dict[int, str]]:
    headers: dict[int, list[str]] = {}
    contexts: dict[int, str] = {}
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
        header_cells = [c.strip() for c in text[sentences[block[0]][0]:sentences[block[0]][1]].split(" | ")]
        header_has_money = bool(find_money(" ".join(header_cells)))
        above = " ".join(text[s:e] for s, e in sentences[max(0, block[0] - 2):block[0]])
        for row in block:
            if not header_has_money and row != block[0]:
                headers[row] = header_cells
            contexts[row] = above + " " + " ".join(header_cells)
        index += 1
    return headers, contexts


def build_context(prepared: PreparedText, published: dt.date | None) -> DocumentContext:
    """Mentions per sentence and table structure for ``prepared``."""
    mentions = [_find_mentions(prepared.text[s:e], s) for s, e in prepared.sentences]
    title_mentions = _find_mentions(prepared.title, 0) if prepared.title else []
    headers, contexts = _table_structure(prepared)
    return DocumentContext(prepared, published, mentions, title_mentions, headers, contexts)


# --------------------------------------------------------------------------- keywords

_TRAP_MONEY = re.compile(
    r"fund(?:ing|ed|s)?|rais(?:e|ed|es|ing)|invest(?:ment|ed|s|ing)?|valuation|valued|revenue|sales|earnings|"
    r"profit|income|capex|capital\s+expenditure|spend(?:ing)?|market\s+(?:cap|value|share)|shares?\s+(?:rose|fell)|"
    r"stock|acquisition|acquir(?:e|ed|es)|deal|contract|budget|salary|subscription|per\s+month|/\s?mo(?:nth)?\b|"
    r"monthly|annual(?:ly)?|per\s+year|a\s+year|/\s?yr|plan\b|seat|融资|估值|营收|收入|投资|市值|股价|订阅|每月|月费",
    re.I,
)
_INSTANCE_WORDS = re.compile(r"\binstances?\b|\bnodes?\b|\bservers?\b|\bVMs?\b|\bclusters?\b|\bpods?\b|"
                             r"\b\d+\s?[x×]\s?[A-Z]|\b\d+-GPU\b|\beight[- ]GPU\b|p5\.|p4d|a3-|ND\s?H100|整机|节点", re.I)
_PER_GPU_WORDS = re.compile(r"per\s+GPU|/\s?GPU|per\s+(?:chip|accelerator|card)|GPU[- ]hours?|chip[- ]hours?|"
                            r"每卡|单卡|每张", re.I)
_TOKEN_KEYWORDS = [
    ("cached_input", re.compile(r"cache[ds]?[- ]?(?:hits?|reads?)|cached(?:\s+(?:input|prompt)s?)?|"
                                r"(?:prompt|context)\s+cach(?:e|ing)|hits?\s+the\s+(?:\w+\s+)?cache|"
                                r"缓存命中|命中缓存", re.I)),
    ("input", re.compile(r"cache[- ]?miss(?:es)?|缓存未命中|未命中缓存", re.I)),
    ("input", re.compile(r"\binputs?\b|\bprompts?\b|输入", re.I)),
    ("output", re.compile(r"\boutputs?\b|\bcompletions?\b|\bgenerated\b|输出", re.I)),
    ("blended", re.compile(r"\bblended\b|\bmixed\b|3:1|混合", re.I)),
]
_CONDITIONS = [
    ("off-peak", re.compile(r"off[- ]peak|night[- ]?time|overnight|discount(?:ed)?\s+(?:period|hours|window)|"
                            r"闲时|夜间|错峰|优惠时段", re.I)),
    ("batch", re.compile(r"\bbatch(?:ed)?\b|批量|批处理", re.I)),
    ("promotional", re.compile(r"promotion(?:al)?|\bpromo\b|limited[- ]time|introductory|launch\s+(?:offer|price)|"
                               r"限时|优惠期|活动价", re.I)),
]
_LONG_CONTEXT = re.compile(r"(?:>|≥|over|above|longer\s+than|more\s+than|exceed(?:ing|s)?|beyond|greater\s+than|"
                           r"超过|大于)\s*(?P<n>\d+)\s?[kK]|(?P<n2>\d+)\s?[kK]\+", re.I)
_PREVIOUS_AFTER = re.compile(r"^\s*(?:\S+\s+){0,3}?(?:previously|before|earlier|formerly)\b|^\s*(?:[^,;.]{0,20})?前\b",
                             re.I)
_PREVIOUS_BEFORE = re.compile(r"(?:\bfrom|\bdown\s+from|\bwas|\bwere|previously|formerly|used\s+to\s+(?:be|cost)|"
                              r"\bold\s+price\s+(?:of|was)?|original(?:ly)?\s+(?:price\s+(?:of|was)?)?|"
                              r"compared\s+(?:with|to)|versus|\bvs\.?|instead\s+of|would\s+have\s+cost|had\s+been|"
                              r"previous\s+(?:\w+\s+){0,3}?(?:was|were|had\s+been|of|at)|"
                              r"原价|原来|此前|之前|从|由|降价前)\s*(?:(?:of|at|about|around|was|just)\s+)?[:：]?\s*$",
                              re.I)


def _token_type(sentence: str, mention: MoneyMention, previous_end: int, next_start: int,
                prefer_after: bool | None) -> tuple[str, str | None]:
    """(token_type, side) for ``mention``: the keyword nearest to it in its own clause."""
    after_text = sentence[mention.end:min(next_start, mention.end + 40)]
    adjacent = re.match(r"\s?(?:\(\s?)?(in|out|input|output)\b", after_text, re.I)
    if adjacent and not mention.token_hint:
        return ("input" if adjacent.group(1).lower().startswith("in") else "output"), "after"
    after_text = re.split(r"[,;，；]|\band\b|\bwhile\b|—|–", after_text)[0]
    before_text = sentence[max(previous_end, mention.start - 80):mention.start]
    # Words before a separator belong to the previous amount ("$0.28 (cache miss), $0.028 ...").
    before_text = re.split(r"[,;，；、]|\band\b", before_text)[-1]
    best: tuple[int, int, str, str] | None = None  # (distance, priority, type, side)
    for priority, (token_type, regex) in enumerate(_TOKEN_KEYWORDS):
        for match in regex.finditer(after_text):
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
    # A cache hit/miss keyword right next to the amount refines "input" from the unit phrase.
    if hint and best[2] != hint and not (hint == "input" and best[2] == "cached_input" and best[0] < 25):
        return hint, "unit"
    return best[2], best[3]


def _condition(sentence: str, mention: MoneyMention, previous_end: int, next_start: int) -> tuple[str | None, str]:
    local = sentence[max(previous_end, mention.start - 60):min(next_start, mention.end + 60)]
    before = sentence[max(0, mention.start - 40):mention.start]
    after = sentence[mention.end:mention.end + 30]
    if _PREVIOUS_BEFORE.search(before) or _PREVIOUS_AFTER.search(after):
        # "from $0.56 to $0.28": the first of the pair is the superseded price.
        if re.search(r"(?<!down )(?<!up )\bfrom\s*$|从\s*$|由\s*$", before) and not re.match(r"\s*(?:\S+\s+){0,6}?(?:to|至|降至|降到)\b",
                                                                      after + " "):
            pass
        else:
            return "previous", "previous"
    for name, regex in _CONDITIONS:
        if regex.search(local):
            return name, name
    long_context = _LONG_CONTEXT.search(local)
    if long_context and re.search(r"context|token|prompt|上下文|输入", local, re.I):
        return f"long-context>{long_context.group('n') or long_context.group('n2')}k", "long-context"
    return None, ""


# --------------------------------------------------------------------------- dates

_MONTHS = {name: number for number, names in enumerate(
    [("jan", "january"), ("feb", "february"), ("mar", "march"), ("apr", "april"), ("may",), ("jun", "june"),
     ("jul", "july"), ("aug", "august"), ("sep", "sept", "september"), ("oct", "october"), ("nov", "november"),
     ("dec", "december")], start=1) for name in names}
_MONTH = r"(?P<month>Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|" \
         r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?"
_TIME = r"(?:(?:at\s+)?(?P<hour>\d{1,2}):(?P<minute>\d{2})\s?(?P<tz>UTC|GMT|Beijing\s+time|BJT|CST)?\s*(?:on\s+)?)?"
_DATE_PATTERNS = [
    re.compile(_TIME + r"(?:(?P<day>\d{1,2})(?:st|nd|rd|th)?\s+" + _MONTH + r"|" + _MONTH.replace("month", "month2")
               + r"\s+(?P<day2>\d{1,2})(?:st|nd|rd|th)?)(?:,?\s+(?P<year>20\d{2}))?"
               + r"(?:,?\s+(?:at\s+)?(?P<hour2>\d{1,2}):(?P<minute2>\d{2})\s?(?P<tz2>UTC|GMT)?)?", re.I),
    re.compile(r"(?P<iso>20\d{2}-\d{2}-\d{2})"),
    re.compile(r"(?:(?P<year>20\d{2})\s?年\s?)?(?P<cmonth>\d{1,2})\s?月\s?(?P<cday>\d{1,2})\s?[日号]"
               r"(?:\s?(?P<chour>\d{1,2})\s?[:：点时](?P<cminute>\d{2})?)?"),
]
_FROM_WORDS = re.compile(r"(?:effective|from|starting|beginning|as\s+of|since|begins?|takes?\s+effect|"
                         r"goes?\s+into\s+effect|起|开始|生效)", re.I)
_UNTIL_WORDS = re.compile(r"(?:until|till|through|thru|ending|ends?|expir(?:es|ing)|before|截止|截至|到|至)", re.I)


def _parse_date(match: re.Match, default_year: int) -> dt.date | dt.datetime | None:
    groups = match.groupdict()
    try:
        if groups.get("iso"):
            return dt.date.fromisoformat(groups["iso"])
        if groups.get("cmonth"):
            year = int(groups["year"]) if groups.get("year") else default_year
            day = dt.date(year, int(groups["cmonth"]), int(groups["cday"]))
            if groups.get("chour"):
                return dt.datetime(year, day.month, day.day, int(groups["chour"]), int(groups.get("cminute") or 0),
                                   tzinfo=dt.timezone(dt.timedelta(hours=8)))
            return day
        month_name = (groups.get("month") or groups.get("month2") or "").lower().rstrip(".")
        month = _MONTHS.get(month_name) or _MONTHS.get(month_name[:3])
        day_text = groups.get("day") or groups.get("day2")
        if not month or not day_text:
            return None
        year = int(groups["year"]) if groups.get("year") else default_year
        day = dt.date(year, month, int(day_text))
        hour = groups.get("hour") or groups.get("hour2")
        if hour:
            minute = int(groups.get("minute") or groups.get("minute2") or 0)
            tz_name = (groups.get("tz") or groups.get("tz2") or "").upper()
            tz = dt.timezone(dt.timedelta(hours=8)) if tz_name in ("BEIJING TIME", "BJT", "CST") else dt.timezone.utc
            return dt.datetime(year, month, day.day, int(hour), minute, tzinfo=tz)
        return day
    except ValueError:
        return None


def effective_dates(sentence: str, published: dt.date | None) -> tuple[dt.date | dt.datetime | None,
                                                                       dt.date | dt.datetime | None]:
    """(effective_from, effective_until) stated in ``sentence``, if any."""
    default_year = published.year if published else dt.date.today().year
    effective_from = effective_until = None
    for pattern in _DATE_PATTERNS:
        for match in pattern.finditer(sentence):
            value = _parse_date(match, default_year)
            if value is None:
                continue
            before = sentence[max(0, match.start() - 25):match.start()]
            after = sentence[match.end():match.end() + 6]
            if _UNTIL_WORDS.search(before[-12:]) or re.match(r"\s?(?:止|截止|结束)", after):
                effective_until = effective_until or value
            elif _FROM_WORDS.search(before) or re.match(r"\s?(?:起|开始|生效)", after):
                effective_from = effective_from or value
    return effective_from, effective_until


# --------------------------------------------------------------------------- attribution

def _nearest(mentions: list[Mention], position: int, categories: tuple[str, ...]) -> Mention | None:
    best = None
    for mention in mentions:
        if mention.category not in categories:
            continue
        distance = position - mention.end if mention.end <= position else (mention.start - position) * 2 + 10
        if best is None or distance < best[0]:
            best = (distance, mention)
    return best[1] if best else None


def _attribute(context: DocumentContext, index: int, position: int,
               categories: tuple[str, ...] = ("model",)) -> tuple[str | None, str | None, str]:
    """(subject, organization, where) for a claim at document offset ``position`` in sentence ``index``."""
    subject_mention = _nearest(context.mentions[index], position, categories)
    where = "sentence"
    if subject_mention is None and index in context.table_header:
        row_start = context.prepared.sentences[index][0]
        first_cell_end = context.prepared.text.find(" | ", row_start)
        subject_mention = _nearest([m for m in context.mentions[index] if m.end <= first_cell_end], position,
                                   categories)
    if subject_mention is None:
        for back in range(index - 1, max(-1, index - 4), -1):
            subject_mention = _nearest(context.mentions[back], context.prepared.sentences[back][1], categories)
            if subject_mention:
                where = "neighbour"
                break
    if subject_mention is None:
        subject_mention = _nearest(context.title_mentions, 10**9, categories)
        where = "title" if subject_mention else "none"
    organization_mention = _nearest(context.mentions[index], position, ("organization",))
    organization = organization_mention.name if organization_mention else None
    if organization is None and subject_mention is not None:
        organization = subject_mention.organization
    if organization is None:
        for back in range(index - 1, max(-1, index - 4), -1):
            found = _nearest(context.mentions[back], context.prepared.sentences[back][1], ("organization",))
            if found:
                organization = found.name
                break
    if organization is None:
        found = _nearest(context.title_mentions, 10**9, ("organization",))
        organization = found.name if found else None
    return (subject_mention.name if subject_mention else None), organization, where


# --------------------------------------------------------------------------- price candidates

_LIST_GAP = re.compile(r"^[\s/,;:()（）、]*(?:(?:and|or|for|with|&|和|或|,)\s*)?(?:(?:input|output|prompt|completion|"
                       r"cached(?:\s+input)?|cache[- ]?(?:hit|miss)|输入|输出|缓存命中|缓存未命中)\s*(?:tokens?)?[\s/,;:()（）]*)*"
                       r"(?:and|or|for|&|和|或)?[\s/,;:()（）]*$", re.I)
_APPROX_GAP = re.compile(r"^\s*[(（]\s*(?:about|around|approximately|approx\.?|roughly|or|~|≈|约|合|折合|即)?\s*$", re.I)
_SENTENCE_UNIT = re.compile(r"per\s+(?:1M|one\s+million|million|1,000,000)\s+(?:\w+\s+)?tokens|per\s+million|/\s?1?M\s?tok|"
                            r"每百万|百万tokens|/M\b", re.I)
_HEADER_PER_MILLION = re.compile(r"1M|million|/M\b|MTok|百万|per\s+M\b", re.I)
_HEADER_PER_THOUSAND = re.compile(r"1K|thousand|/K\b|千", re.I)
_HEADER_PER_HOUR = re.compile(r"/\s?h(?:ou)?r|per\s+hour|hourly|小时|\$/h", re.I)


def _propagate_units(sentence: str, mentions: list[MoneyMention]) -> None:
    """Give unit-less amounts the unit of a neighbour in the same list ("$3/$15 per 1M tokens")."""
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
                if len(gap) <= 40 and _LIST_GAP.match(gap):
                    factor = neighbour.amount / neighbour.quoted_amount if neighbour.quoted_amount else 1
                    if neighbour.unit == "per_gpu_hour":
                        factor = Decimal(1)
                    mention.amount = mention.amount * factor
                    mention.unit = neighbour.unit
                    mention.quoted_unit = neighbour.quoted_unit
                    mention.hour_scope = neighbour.hour_scope
                    mention.features["unit_from"] = "list"
                    break


_RANGE_GAP = re.compile(r"^\s*(?:-|–|—|to|and)\s*$", re.I)
_RANGE_BEFORE = re.compile(r"\b(?:between|from|ranging\s+from|range\s+of)\s*$", re.I)
_TOKEN_PAIR = re.compile(r"\b(input|output|cached\s+input|prompt|completion)\s*(?:and|/|&)\s*(input|output|prompt|completion)\b"
                         r"|(输入|输出)\s*(?:和|/|与)\s*(输入|输出)", re.I)


_BARE_NUMBER = re.compile(r"^\s*(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*$")
_CURRENCY_HINTS = [("CNY", re.compile(r"元|¥|RMB|CNY|人民币|yuan", re.I)), ("EUR", re.compile(r"€|EUR|euro", re.I)),
                   ("GBP", re.compile(r"£|GBP")), ("JPY", re.compile(r"JPY|円|yen", re.I)),
                   ("USD", re.compile(r"\$|USD|dollar", re.I))]


def _table_currency_unit(text: str) -> tuple[str, str, Decimal, str] | None:
    """(currency, unit, factor to per-unit, quoted unit) declared in a header or caption."""
    currency = next((code for code, regex in _CURRENCY_HINTS if regex.search(text)), None)
    if currency is None:
        return None
    if _HEADER_PER_HOUR.search(text):
        return currency, "per_gpu_hour", Decimal(1), _HEADER_PER_HOUR.search(text).group(0)
    if re.search(r"token|词元", text, re.I) or _HEADER_PER_MILLION.search(text):
        if _HEADER_PER_THOUSAND.search(text) and not _HEADER_PER_MILLION.search(text):
            return currency, "per_million_tokens", Decimal(1000), _HEADER_PER_THOUSAND.search(text).group(0)
        if _HEADER_PER_MILLION.search(text):
            return currency, "per_million_tokens", Decimal(1), _HEADER_PER_MILLION.search(text).group(0)
    return None


def _table_cell_money(context: DocumentContext, index: int, sentence: str) -> list[MoneyMention]:
    """Bare numbers in price-table cells whose column header or caption names currency and unit."""
    header = context.table_header.get(index)
    if not header:
        return []
    table_text = context.table_context.get(index, "")
    mentions = []
    position = 0
    for column, cell in enumerate(sentence.split(" | ")):
        number = _BARE_NUMBER.match(cell)
        if number and column > 0 and column < len(header):
            declared = _table_currency_unit(header[column]) or _table_currency_unit(table_text)
            value = parse_decimal(number.group("num"))
            if declared and value is not None and value > 0:
                currency, unit, factor, quoted = declared
                start = position + number.start("num")
                mentions.append(MoneyMention(start=start, end=start + len(number.group("num")), amount=value * factor,
                                             quoted_amount=value, currency=currency, unit=unit, quoted_unit=quoted,
                                             features={"unit_from": "table", "token_word": True}))
        position += len(cell) + 3
    return mentions


_RATE_HEADER = re.compile(r"tokens?\s?/\s?s|tokens?\s+per\s+sec|samples?\s?/\s?s|queries\s?/\s?s|QPS|tok/s", re.I)


def _table_cell_rates(context: DocumentContext, index: int, sentence: str) -> list[RateMention]:
    """Bare numbers in result-table cells whose column header or caption names a rate unit."""
    header = context.table_header.get(index)
    if not header:
        return []
    table_text = context.table_context.get(index, "")
    rates = []
    position = 0
    for column, cell in enumerate(sentence.split(" | ")):
        number = _BARE_NUMBER.match(cell)
        if number and 0 < column < len(header):
            unit_text = header[column] if _RATE_HEADER.search(header[column]) else \
                (table_text if _RATE_HEADER.search(table_text) else None)
            value = parse_decimal(number.group("num"))
            if unit_text and value is not None and value > 0 and not re.search(r"GPUs?|count|#|nodes?|accelerators",
                                                                               header[column], re.I):
                unit_match = _RATE_HEADER.search(unit_text).group(0).lower()
                unit = "samples/s" if unit_match.startswith("sample") else \
                    "queries/s" if unit_match.startswith(("quer", "qps")) else "tokens/s"
                start = position + number.start("num")
                rate = RateMention(start, start + len(number.group("num")), value, unit)
                rate.features["column_header"] = header[column]
                rates.append(rate)
        position += len(cell) + 3
    return rates


def _unit_declaration(context: DocumentContext, index: int) -> tuple[str, Decimal, str] | None:
    """A unit stated once above a list of amounts: "New pricing (per 1M tokens)"."""
    for back in range(index - 1, max(-1, index - 5), -1):
        text = context.sentence(back)
        if find_money(text):
            if back < index - 1:
                continue  # an earlier list item; keep looking above it
            continue
        if len(text) > 120:
            return None
        if _HEADER_PER_HOUR.search(text) and re.search(r"GPU|accelerator|chip|TPU", text, re.I):
            return "per_gpu_hour", Decimal(1), _HEADER_PER_HOUR.search(text).group(0)
        if _HEADER_PER_THOUSAND.search(text) and re.search(r"token", text, re.I):
            return "per_million_tokens", Decimal(1000), _HEADER_PER_THOUSAND.search(text).group(0)
        if _HEADER_PER_MILLION.search(text) and re.search(r"token|pric", text, re.I):
            return "per_million_tokens", Decimal(1), _HEADER_PER_MILLION.search(text).group(0)
    return None


def _price_candidates(context: DocumentContext, index: int) -> list[Candidate]:
    sentence = context.sentence(index)
    offset = context.prepared.sentences[index][0]
    mentions = find_money(sentence)
    if index in context.table_header:
        taken = [(m.start, m.end) for m in mentions]
        mentions += [m for m in _table_cell_money(context, index, sentence)
                     if not any(s < m.end and m.start < e for s, e in taken)]
        mentions.sort(key=lambda m: m.start)
    if not mentions:
        return []
    header = context.table_header.get(index)
    cells = sentence.split(" | ") if header else None
    cell_starts = []
    if cells:
        position = 0
        for cell in cells:
            cell_starts.append(position)
            position += len(cell) + 3
    _propagate_units(sentence, mentions)
    table_text = context.table_context.get(index, "")
    candidates: list[Candidate] = []
    states: list[dict] = []  # per mention: what the first pass found
    previous_end = 0
    for position, mention in enumerate(mentions):
        next_start = mentions[position + 1].start if position + 1 < len(mentions) else len(sentence)
        features: dict = {"trigger": sentence[mention.start:mention.end], "currency": mention.currency,
                          **mention.features}
        column_header = None
        if cells:
            column = max(i for i, start in enumerate(cell_starts) if start <= mention.start)
            column_header = header[column] if column < len(header) else None
            features["column_header"] = column_header
            features["row_label"] = cells[0]
        if mention.unit is None:
            # A table or sentence states the unit once for all its amounts.
            sources = [column_header or "", table_text] if cells else []
            sources.append(sentence)
            for source in sources:
                if not source:
                    continue
                if _HEADER_PER_HOUR.search(source) and (cells or _PER_GPU_WORDS.search(source)):
                    mention.unit = "per_gpu_hour"
                    mention.quoted_unit = _HEADER_PER_HOUR.search(source).group(0)
                elif _HEADER_PER_THOUSAND.search(source) and re.search(r"token", source, re.I) and cells:
                    mention.amount *= 1000
                    mention.unit = "per_million_tokens"
                    mention.quoted_unit = "per 1K tokens"
                elif (cells and _HEADER_PER_MILLION.search(source)) or (not cells and _SENTENCE_UNIT.search(source)):
                    mention.unit = "per_million_tokens"
                    mention.quoted_unit = "per 1M tokens"
                if mention.unit:
                    features["unit_from"] = "table" if cells and source is not sentence else "sentence"
                    break
        if mention.unit is None and not mention.scale_word and len(sentence) < 160:
            declared = _unit_declaration(context, index)
            if declared:
                mention.unit, factor, mention.quoted_unit = declared
                mention.amount *= factor
                features["unit_from"] = "heading"
        clause_start = previous_end
        previous_end = mention.end
        trap = _TRAP_MONEY.search(sentence[max(0, mention.start - 60):mention.end + 40])
        features["trap_word"] = trap.group(0) if trap else None
        span = (offset + mention.start, offset + mention.end)
        candidate = Candidate("price", index, span, {}, "price", 0.0, features)
        candidates.append(candidate)
        state = {"mention": mention, "candidate": candidate, "token_type": None, "side": None,
                 "condition": None, "clause_start": clause_start, "next_start": next_start}
        states.append(state)
        if mention.scale_word:
            candidate.rejection = "amount with a scale word (funding-sized)"
            continue
        if mention.unit is None:
            candidate.rejection = "no price unit"
            continue
        if mention.currency not in ("USD", "CNY", "EUR", "GBP", "JPY"):
            candidate.rejection = "unknown currency"
            continue
        if position + 1 < len(mentions) and _RANGE_GAP.match(sentence[mention.end:mentions[position + 1].start]) \
                and _RANGE_BEFORE.search(sentence[:mention.start]):
            candidate.rejection = "range of prices"
            states[-1]["range_start"] = True
            continue
        if position > 0 and states[position - 1].get("range_start"):
            candidate.rejection = "range of prices"
            continue
        if mention.unit == "per_gpu_hour":
            around = sentence[max(0, mention.start - 80):mention.end + 40]
            per_gpu = mention.hour_scope in ("gpu", "chip", "accelerator", "card", "tpu", "卡", "device") or \
                _PER_GPU_WORDS.search(around)
            features["per_gpu_words"] = bool(per_gpu)
            if mention.hour_scope in ("instance", "node", "server", "machine", "vm", "pod", "box", "system",
                                      "cluster"):
                candidate.rejection = "whole-instance hourly price"
                continue
            if not per_gpu and _INSTANCE_WORDS.search(around):
                candidate.rejection = "whole-instance hourly price"
                continue
            hardware_near = any(m.category == "hardware" for m in context.mentions[index]) or \
                re.search(r"\bGPUs?\b|\bTPUs?\b|accelerator|显卡|算力", sentence, re.I) or cells
            if not (per_gpu or hardware_near):
                candidate.rejection = "hourly price without an accelerator"
                continue
        elif features["trap_word"] and not features.get("token_word") and features.get("unit_from") != "table":
            candidate.rejection = f"trap word {features['trap_word']!r}"
            continue
        if position > 0 and _APPROX_GAP.match(sentence[mentions[position - 1].end:mention.start]) and \
                mentions[position - 1].currency != mention.currency:
            candidate.rejection = "conversion of the previous amount"
            continue
        if mention.unit == "per_million_tokens":
            token_type, side = _token_type(sentence, mention, clause_start, next_start, None)
            if side is None and column_header:
                for name, regex in _TOKEN_KEYWORDS:
                    if regex.search(column_header):
                        token_type, side = name, "column"
                        break
            if side is None and cells:
                for name, regex in _TOKEN_KEYWORDS:
                    if regex.search(cells[0]):
                        token_type, side = name, "row"
                        break
            state["token_type"], state["side"] = token_type, side
        condition, _ = _condition(sentence, mention, clause_start, next_start)
        if condition is None and column_header:
            for name, regex in _CONDITIONS:
                if regex.search(column_header):
                    condition = name
        state["condition"] = condition

    _relate_amounts(sentence, states)

    for state in states:
        candidate, mention = state["candidate"], state["mention"]
        if not candidate.accepted:
            continue
        features = candidate.features
        token_type, condition = state["token_type"], state["condition"]
        features.update(token_side=state["side"], condition=condition)
        categories = ("model",) if mention.unit == "per_million_tokens" else ("hardware",)
        subject, organization, where = _attribute(context, index, offset + mention.start, categories)
        features["subject_from"] = where
        effective_from, effective_until = effective_dates(sentence, context.published)
        candidate.fields = {
            "amount": _clean_decimal(mention.amount), "currency": mention.currency, "unit": mention.unit,
            "quoted_unit": mention.quoted_unit,
            "token_type": (token_type or "unspecified") if mention.unit == "per_million_tokens" else None,
            "condition": condition, "subject": subject, "organization": organization,
            "effective_from": effective_from, "effective_until": effective_until,
        }
        confidence = 0.9
        if features.get("unit_from") in ("sentence", "table", "heading"):
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
    return candidates


def _relate_amounts(sentence: str, states: list[dict]) -> None:
    """Token types and conditions shared between amounts of one sentence.

    "$20 and $80 per million input and output tokens" pairs the amounts with the token words in
    order; "down from $10" takes the token type of the price it follows; amounts listed together
    share a condition and, lacking their own, a token type.
    """
    live = [s for s in states if s["candidate"].accepted and s["mention"].unit == "per_million_tokens"]
    # Pairs written "A and B per million input and output tokens".
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
    for position, state in enumerate(live):
        mention = state["mention"]
        before = sentence[max(0, mention.start - 12):mention.start]
        if position > 0 and state["condition"] == "previous" and re.search(r"(?:down|up)\s+from\s*$|from\s*$", before):
            earlier = live[position - 1]
            if earlier["condition"] != "previous" and earlier["token_type"] not in (None, "unspecified"):
                state["token_type"], state["side"] = earlier["token_type"], "previous-of"
        if position > 0:
            earlier = live[position - 1]
            gap = sentence[earlier["mention"].end:mention.start]
            if len(gap) <= 12 and re.fullmatch(r"[\s\w]*?(?:and|or|/|,|和)[\s\w]*", gap) and \
                    earlier["condition"] and not state["condition"]:
                state["condition"] = earlier["condition"]
            if state["side"] is None and mention.features.get("unit_from") == "list" and \
                    earlier["mention"].token_hint and earlier["token_type"] not in (None, "unspecified"):
                state["token_type"], state["side"] = earlier["token_type"], "list"


def _token_word_type(word: str) -> str:
    word = word.lower()
    if "cached" in word:
        return "cached_input"
    return "input" if word in ("input", "prompt", "输入") else "output"


def _clean_decimal(value: Decimal) -> Decimal:
    value = value.normalize()
    if value.as_tuple().exponent > 0:
        value = value.quantize(Decimal(1))
    return value


# --------------------------------------------------------------------------- comparison candidates

_METRICS: list[tuple[str, re.Pattern]] = [
    ("perf_per_dollar", re.compile(r"(?:(?:performance|perf|throughput|tokens?|inference|compute)[- ])?per[- ]dollar|"
                                   r"perf(?:ormance)?\s?/\s?\$|price[- /]performance|performance[- ]per[- ](?:TCO|\$)|"
                                   r"cost[- ]efficien\w*|性价比", re.I)),
    ("perf_per_watt", re.compile(r"(?:(?:performance|perf|throughput|tokens?|inference|compute)[- ])?per[- ]watt|"
                                 r"perf(?:ormance)?\s?/\s?(?:W|watt)\b|energy[- ]efficien\w*|power[- ]efficien\w*|"
                                 r"能效", re.I)),
    ("energy", re.compile(r"\benergy(?:\s+use|\s+consumption)?\b|power\s+consumption|能耗|功耗", re.I)),
    ("latency", re.compile(r"latency|latencies|time[- ]to[- ]first[- ]token|\bTTFT\b|response\s+times?|延迟|时延", re.I)),
    ("throughput", re.compile(r"throughput|tokens?\s+per\s+second|tokens?/s|tok/s|吞吐", re.I)),
    ("price", re.compile(r"\bprices?\b|\bpricing\b|cheaper|discount\w*|\boff\b|API\s+(?:costs?|fees?|rates?)|"
                         r"降价|价格|折|优惠|费用|便宜|定价", re.I)),
    ("cost", re.compile(r"\bcosts?\b|\bTCO\b|total\s+cost|成本", re.I)),
    ("performance", re.compile(r"performance|performant|faster|\bspeed(?:-?ups?)?\b|quicker|\bcompute\b|"
                               r"inferencing|性能|速度|更快|加速|算力", re.I)),
]
_TRAP_METRIC = re.compile(
    r"memory|HBM|bandwidth|context(?:\s+window|\s+length)?|revenue|sales|market\s+share|\bshares?\b|stock|"
    r"users|usage|downloads|parameters?|valuation|funding|capacity|storage|interconnect|NVLink|"
    r"scaling\s+efficiency|efficiency\s+at\s+scale|transistors|dies?\b|cores?\b|FLOPS|petaflops|exaflops|"
    r"precision|accuracy|percentile|employees|headcount|data\s+cent(?:er|re)s?|power\s+draw|TDP|watts?\b|"
    r"volume|calls|requests\s+per\s+day|daily|customers|growth|上下文|显存|带宽|营收|收入|份额|股价|用户|参数|调用量",
    re.I,
)
_BASELINE = re.compile(
    r"(?:\bthan|\bover|\bversus|\bvs\.?|\bcompared\s+(?:to|with)|\brelative\s+to|\bagainst|\bfrom|"
    r"\bthe\s+(?:performance|throughput|speed)\s+of|\bthat\s+of)\s+(?P<baseline>[^,;.()]+?)"
    r"(?=\s+(?:on|in|for|at|when|while|with|using|running|across|during|and\s+(?:a|an|up|\d)|according|to\s+\$)\b|[,;()]|\.\s|\.$|$)",
    re.I,
)
_BASELINE_CHINESE = re.compile(r"(?:相比|相较于?|较|比)(?P<baseline>[^，,。；;]{1,20}?)(?:而言|来说)?[，,]?")
_HARDWARE_AFTER = re.compile(r"^\s*(?:NVIDIA\s+|AMD\s+)?(?:[A-Z]{1,3}\d{2,4}[A-Z]?\b|GPUs?\b|accelerators?\b|chips?\b|"
                             r"TPUs?\b|nodes?\b|servers?\b|cards?\b)")


_NOT_METRIC_NOUN = re.compile(r"^\s*(?:than|over|compared|versus|vs\.?|relative|against|on|in|at|for|from|when|while|with|"
                               r"per|across|to|and|or|but|as|the\s+(?:previous|prior|last|first)|[,.;:)(]|$)", re.I)


def _metric_near(sentence: str, change: ChangeMention) -> tuple[list[tuple[str, str]], str | None, str]:
    """Metrics named next to ``change`` as (metric, keyword) pairs, a closer trap word, and the side."""
    after = sentence[change.end:change.end + 60]
    direction_word = re.match(r"\s*(?:-\s*)?(?:more|less|fewer|higher|lower|greater|better|bigger|larger|smaller|"
                              r"faster|cheaper|quicker|slower)\b", after, re.I)
    if direction_word:
        # "40% fewer thinking tokens": the noun after the comparative word is what changed.
        noun_phrase = after[direction_word.end():]
        head = " ".join(noun_phrase.split()[:5])
        implied = {"faster": "performance", "quicker": "performance", "cheaper": "price"}.get(
            direction_word.group(0).strip(" -").lower())
        if not any(regex.match(noun_phrase.strip()) or regex.search(head) for _, regex in _METRICS) \
                and not _NOT_METRIC_NOUN.match(noun_phrase) and not implied:
            return [], "noun " + head.split(" ")[0] if head else "noun", "after"
    if change.form == "to_share" and re.match(r"\s*(?:of\s+)?(?:the\s+|these\s+|its\s+|that\s+)?(?:[\w-]+\s+){0,2}?rates?\b",
                                                after, re.I):
        return [("price", "rate")], None, "after"
    before = sentence[max(0, change.start - 70):change.start]
    # Stop at clause breaks so that a neighbouring claim's metric is not borrowed.
    after = re.split(r"[;；。]|,\s|，|\bwhile\b|\bwhereas\b|\band\s+(?=\S+\s+(?:\d|up\s+to))", after)[0]
    before = re.split(r"[;；。]|,\s|，|\bwhile\b|\bwhereas\b", before)[-1]
    results: list[tuple[str, str]] = []
    side = "after"
    for text, name in ((after, "after"), (before, "before")):
        hits = []
        for metric, regex in _METRICS:
            for match in regex.finditer(text):
                distance = match.start() if name == "after" else len(text) - match.end()
                hits.append((distance, metric, match.group(0)))
        trap = _TRAP_METRIC.search(text)
        trap_distance = None
        if trap:
            trap_distance = trap.start() if name == "after" else len(text) - trap.end()
        if hits:
            hits.sort()
            if trap_distance is not None and trap_distance < hits[0][0]:
                return [], trap.group(0), name
            closest = hits[0]
            results = [(closest[1], closest[2])]
            # "the cost and energy of inference": coordinated metrics share one change.
            for distance, metric, keyword in hits[1:]:
                if metric in {m for m, _ in results}:
                    continue
                between = text[min(distance, closest[0]):max(distance, closest[0])]
                if re.fullmatch(r"[\s\w-]{0,6}\b(?:and|&|和|与)\b[\s\w-]{0,6}", between or "") or \
                        re.search(rf"{re.escape(closest[2])}\s+(?:and|&)\s+{re.escape(keyword)}", text, re.I) or \
                        re.search(rf"{re.escape(keyword)}\s+(?:and|&)\s+{re.escape(closest[2])}", text, re.I):
                    results.append((metric, keyword))
            side = name
            return results, None, side
        if trap:
            return [], trap.group(0), name
    return results, None, side


def _comparison_candidates(context: DocumentContext, index: int) -> list[Candidate]:
    sentence = context.sentence(index)
    offset = context.prepared.sentences[index][0]
    candidates = []
    for change in find_changes(sentence):
        features = {"trigger": change.trigger, "form": change.form, "direction": change.direction,
                    "hedge": change.hedge}
        span = (offset + change.start, offset + change.end)
        if change.form == "multiple" and _HARDWARE_AFTER.match(sentence[change.end:]):
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "count of accelerators"))
            continue
        metrics, trap, side = _metric_near(sentence, change)
        features.update(metric_keywords=[k for _, k in metrics], trap_word=trap, metric_side=side)
        if trap or not metrics:
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        f"trap word {trap!r}" if trap else "no metric"))
            continue
        baseline_match = _BASELINE.search(sentence, change.end) or _BASELINE_CHINESE.search(sentence)
        baseline = None
        if baseline_match and baseline_match.start() - change.end < 80:
            baseline = baseline_match.group("baseline").strip()
            baseline = re.sub(r"^(?:an?|its)\s+", "", baseline)
            if len(baseline) > 60 or find_money(baseline) or re.fullmatch(r"[\d.,%\s]+", baseline):
                baseline = None
        features["baseline_found"] = baseline is not None
        subject, organization, where = _attribute(context, index, offset + change.start, ("hardware", "model"))
        if subject and baseline and subject.lower() in baseline.lower():
            # The subject picked up is the baseline itself: look for another name earlier.
            before_mentions = [m for m in context.mentions[index] if m.end <= offset + change.start
                               and m.category in ("hardware", "model") and m.surface not in baseline]
            subject = before_mentions[-1].name if before_mentions else None
        features["subject_from"] = where
        effective_from, effective_until = effective_dates(sentence, context.published)
        for metric, keyword in metrics:
            natural_metric = metric
            lower_is_better = metric in ("latency", "price", "cost")
            if metric == "energy":
                # Less energy for the same work is more performance per watt.
                natural_metric, lower_is_better = "perf_per_watt", False
                if change.form == "multiple" and change.direction in ("down", None):
                    ratio = change.factor
                elif change.form == "percent_change" and change.direction == "down" and change.factor < 100:
                    ratio = 1 / (1 - change.factor / 100)
                elif change.form == "to_share":
                    ratio = 1 / change.factor
                else:
                    ratio = None
            else:
                ratio = ratio_for(change, lower_is_better)
            candidate = Candidate("comparison", index, span, {}, f"comparison:{change.form}", 0.0,
                                  dict(features, metric=natural_metric))
            candidates.append(candidate)
            if ratio is None or ratio <= 0:
                candidate.rejection = "direction unknown"
                continue
            if change.form == "percent_change" and change.direction == "up" and natural_metric in ("price", "cost"):
                # "prices up 20%" is a real change, but "50% more" next to price words is usually a discount.
                pass
            candidate.fields = {
                "ratio": _clean_decimal(Decimal(ratio).quantize(Decimal("0.0001"))), "metric": natural_metric,
                "baseline": baseline, "hedge": change.hedge, "subject": subject, "organization": organization,
                "effective_from": effective_from, "effective_until": effective_until,
            }
            confidence = 0.8 if side == "after" else 0.7
            if change.form == "percent_change":
                confidence -= 0.05
            if baseline:
                confidence += 0.05
            candidate.confidence = round(confidence, 2)
    return candidates


# --------------------------------------------------------------------------- benchmark candidates

_REQUIREMENT = re.compile(r"(?:at\s+least|minimum|min\.|must|required?|requires|requirement|target(?:s|ed)?|"
                          r"threshold|constraint|need(?:s|ed)?\s+to|no\s+less\s+than|≥|>=|SLA|limit(?:s|ed)?|"
                          r"quota|cap(?:ped)?\s+at|up\s+to\s+a\s+limit|至少|不低于|要求)[^.;]{0,30}$", re.I)
_SCENARIO = re.compile(r"\b(Offline|Server|Interactive|SingleStream|MultiStream)\b")
_COUNT_WORDS = {"two": 2, "four": 4, "eight": 8, "sixteen": 16, "thirty-two": 32, "sixty-four": 64, "seventy-two": 72}
_ACCELERATOR_COUNT = re.compile(
    r"(?P<n>\d{1,5}|two|four|eight|sixteen|thirty-two|sixty-four|seventy-two)\s?(?:[x×]\s?|-|\s)"
    r"(?:(?:NVIDIA|AMD|Google|Intel)\s+)?(?:[\w-]+\s+){0,2}?(?:GPUs?|accelerators?|chips?|TPUs?|cards?)\b"
    r"|(?P<n2>\d{1,4})\s?[x×]\s?(?=[A-Z]{1,3}\d{2,4})", re.I)


def _benchmark_candidates(context: DocumentContext, index: int) -> list[Candidate]:
    sentence = context.sentence(index)
    offset = context.prepared.sentences[index][0]
    candidates = []
    rates = find_rates(sentence)
    table_rates = _table_cell_rates(context, index, sentence)
    for rate in rates + table_rates:
        span = (offset + rate.start, offset + rate.end)
        before = sentence[max(0, rate.start - 50):rate.start]
        features = {"trigger": sentence[rate.start:rate.end], "per": rate.per, "hedge": rate.hedge}
        candidate = Candidate("benchmark", index, span, {}, "benchmark", 0.0, features)
        candidates.append(candidate)
        if rate.hedge in ("at least", "less than", "at most") or _REQUIREMENT.search(before):
            candidate.rejection = "requirement or limit, not a result"
            continue
        if re.match(r"\s*(?:limit|cap|quota|rate\s+limit)", sentence[rate.end:rate.end + 20], re.I):
            candidate.rejection = "rate limit"
            continue
        mentions = context.mentions[index]
        benchmark_mention = _nearest(mentions, offset + rate.end, ("benchmark",))
        if benchmark_mention is None:
            for back in range(index - 1, max(-1, index - 3), -1):
                benchmark_mention = _nearest(context.mentions[back], context.prepared.sentences[back][1],
                                             ("benchmark",))
                if benchmark_mention:
                    break
        features["benchmark_from"] = "sentence" if benchmark_mention and benchmark_mention in mentions else \
            "neighbour" if benchmark_mention else None
        scenario_match = _SCENARIO.search(rate.features.get("column_header", "")) or _SCENARIO.search(sentence)
        scenario = scenario_match.group(1) if scenario_match else ("per GPU" if rate.per == "GPU" else None)
        hardware = [m for m in mentions if m.category == "hardware"]
        system = next((m for m in hardware if m.hardware_kind == "system"), None)
        accelerator = next((m for m in hardware if m.hardware_kind not in ("system", "family")), None)
        accelerator_name = accelerator.name if accelerator else (system.parent if system else None)
        if accelerator_name is None:
            family = next((m for m in hardware if m.hardware_kind == "family"), None)
            accelerator_name = family.name if family else None
        count = None
        count_match = _ACCELERATOR_COUNT.search(sentence)
        if count_match:
            raw = (count_match.group("n") or count_match.group("n2")).lower()
            count = _COUNT_WORDS.get(raw) or (int(raw) if raw.isdigit() else None)
        if count is None and system is not None:
            nvl = re.search(r"NVL(\d+)", system.surface)
            count = int(nvl.group(1)) if nvl else None
        if rate.per == "GPU":
            count = count if count else None
        subject, organization, where = _attribute(context, index, offset + rate.start, ("hardware", "model"))
        candidate.fields = {
            "value": _clean_decimal(rate.value), "unit": rate.unit,
            "benchmark": benchmark_mention.name if benchmark_mention else None,
            "scenario": scenario, "system": system.surface if system else None,
            "accelerator": accelerator_name, "accelerator_count": count,
            "subject": subject, "organization": organization,
        }
        confidence = 0.85 if benchmark_mention else 0.65
        if hardware:
            confidence += 0.05
        candidate.confidence = round(min(confidence, 0.95), 2)
    return candidates


# --------------------------------------------------------------------------- hardware candidates

def _hardware_candidates(context: DocumentContext) -> list[Candidate]:
    candidates = []
    seen: set[str] = set()

    for index, mentions in enumerate(context.mentions):
        for mention in mentions:
            if mention.category != "hardware":
                continue
            key = mention.name.lower()
            features = {"surface": mention.surface, "known": mention.known, "hardware_kind": mention.hardware_kind}
            candidate = Candidate("hardware", index, (mention.start, mention.end),
                                  {"name": mention.name, "known": mention.known, "subject": mention.name,
                                   "organization": mention.organization},
                                  "hardware:registry", 0.9 if mention.known else 0.6, features)
            if key in seen:
                candidate.rejection = "already reported in this document"

            seen.add(key)
            candidates.append(candidate)
    return candidates


# --------------------------------------------------------------------------- entry points

def find_candidates(prepared: PreparedText, published: dt.date | None = None) -> list[Candidate]:
    """Every candidate claim in ``prepared``, accepted or rejected (see ``Candidate.rejection``)."""
    context = build_context(prepared, published)
    candidates: list[Candidate] = []
    for index in range(len(prepared.sentences)):
        candidates.extend(_price_candidates(context, index))
        candidates.extend(_comparison_candidates(context, index))
        candidates.extend(_benchmark_candidates(context, index))
    candidates.extend(_hardware_candidates(context))
    return candidates


def _price_key(candidate: Candidate) -> tuple:
    fields = candidate.fields
    return (fields["amount"], fields["currency"], fields["unit"], fields["token_type"], fields["condition"],
            (fields["subject"] or "").lower())


def decide(candidates: list[Candidate]) -> list[Candidate]:
    """The accepted candidates, restated prices and repeated comparisons removed."""
    accepted: list[Candidate] = []
    seen: set[tuple] = set()
    for candidate in candidates:
        if not candidate.accepted:
            continue
        if candidate.kind == "price":
            key = ("price", *_price_key(candidate))
        elif candidate.kind == "comparison":
            # A headline restating the body's claim is one claim.
            fields = candidate.fields
            key = ("comparison", fields["ratio"], fields["metric"], (fields["subject"] or "").lower())
        elif candidate.kind == "benchmark":
            fields = candidate.fields
            key = ("benchmark", fields["value"], fields["unit"], fields["benchmark"])
        else:
            key = ("hardware", candidate.fields["name"].lower())
        if key in seen:
            candidate.rejection = "restatement of an earlier claim"
            continue
        seen.add(key)
        accepted.append(candidate)
    return accepted


def build_claim(candidate: Candidate, prepared: PreparedText, *, document_id: str | None,
                published: dt.date | None, extractor: str) -> ClaimBase:
    """The pydantic claim for an accepted ``candidate``."""
    start, end = prepared.sentences[candidate.sentence_index]
    common = {"document_id": document_id, "sentence": prepared.text[start:end], "span": candidate.span,
              "confidence": candidate.confidence, "extractor": extractor, "published": published}
    fields = dict(candidate.fields)
    if candidate.kind == "price":
        on = published
        effective_from = fields.get("effective_from")
        if isinstance(effective_from, dt.datetime):
            on = effective_from.date()
        elif isinstance(effective_from, dt.date):
            on = effective_from
        converted = to_usd(fields["amount"], fields["currency"], on)
        if converted is not None:
            fields["amount_usd"], fields["fx_rate"], fields["fx_date"] = converted
        return PriceClaim(**common, **fields)
    if candidate.kind == "comparison":
        return ComparisonClaim(**common, **fields)
    if candidate.kind == "benchmark":
        return BenchmarkClaim(**common, **fields)
    return HardwareClaim(**common, **fields)
