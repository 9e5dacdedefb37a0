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

import bisect
import datetime as dt
import re
from dataclasses import dataclass, field, replace
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
from extractors.tables import Table, definition_pairs, read_tables
from extractors.text import PreparedText

__all__ = ["Candidate", "DocumentContext", "find_candidates", "decide", "build_claim", "RULES_VERSION"]

RULES_VERSION = "rules-1.5"


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
    ("Google Cloud", r"Google\s+Cloud|谷歌云"), ("Google", r"Google|Alphabet|谷歌"), ("NVIDIA", r"NVIDIA|Nvidia|英伟达"),
    ("AMD", r"AMD"), ("Intel", r"Intel|英特尔"), ("AWS", r"AWS|Amazon(?:\s+Web\s+Services)?|亚马逊"),
    ("Microsoft", r"Microsoft|Azure|微软"), ("Meta", r"Meta(?!\w)"), ("CoreWeave", r"CoreWeave"),
    ("Lambda", r"Lambda(?:\s+Labs)?"), ("Together AI", r"Together(?:\s+AI|\.ai)"),
    ("Fireworks AI", r"Fireworks(?:\s+AI)?"), ("Groq", r"Groq"), ("Cerebras", r"Cerebras"),
    ("SambaNova", r"SambaNova"), ("ByteDance", r"ByteDance|字节跳动|Volcano\s+Engine|火山引擎"),
    ("Alibaba Cloud", r"Alibaba\s+Cloud|阿里云"), ("Alibaba", r"Alibaba|阿里巴巴|阿里"), ("Baidu", r"Baidu|百度"),
    ("Tencent", r"Tencent|腾讯"), ("Moonshot AI", r"Moonshot(?:\s+AI)?|月之暗面"),
    ("Zhipu AI", r"Zhipu(?:\s+AI)?|智谱"), ("MiniMax", r"MiniMax"), ("Mistral AI", r"Mistral(?:\s+AI)?(?!\s+\w+\s+\d)"),
    ("xAI", r"xAI"), ("Nebius", r"Nebius"), ("Oracle", r"Oracle|OCI"), ("Huawei", r"Huawei|华为"),
    ("Crusoe", r"Crusoe"), ("RunPod", r"RunPod"), ("Vast.ai", r"Vast\.ai"), ("Hyperbolic", r"Hyperbolic"),
    ("Supermicro", r"Supermicro"), ("Dell", r"Dell"), ("HPE", r"HPE|Hewlett\s+Packard\s+Enterprise"),
    ("Cisco", r"Cisco"), ("MLCommons", r"MLCommons"), ("DeepInfra", r"DeepInfra"),
    ("OpenRouter", r"OpenRouter"), ("Lenovo", r"Lenovo|联想"), ("Kuaishou", r"Kuaishou|快手"),
    ("iFlytek", r"iFlytek|科大讯飞"), ("StepFun", r"StepFun|阶跃星辰"),
    ("SiliconFlow", r"SiliconFlow|硅基流动"), ("Scaleway", r"Scaleway"),
]
# Clouds and resellers that rent accelerators or serve other makers' models: the seller of the prices they
# quote, also when a sentence names only the model ("Llama 3.3 70B is available at $0.39" under their name).
_HOST_ORGANIZATIONS = {"CoreWeave", "Lambda", "Together AI", "Fireworks AI", "Groq", "Cerebras", "SambaNova",
                       "Nebius", "Oracle", "Crusoe", "RunPod", "Vast.ai", "Hyperbolic", "DeepInfra", "OpenRouter",
                       "SiliconFlow", "Scaleway", "Google Cloud", "Alibaba Cloud"}
# Chip makers: never the seller of a GPU-hour price merely because the chip is theirs.
_CHIP_VENDORS = {"NVIDIA", "AMD", "Intel"}
# A provider the gazetteer does not know, by the shape of its name: "Kumoji Cloud", "Fernhill GPU",
# "Sable Route AI", "Brightwater Inference", "砚池云", "曜衡智算", "算力集市".
_PROVIDER_SUFFIX = r"(?:Cloud|Compute|GPU|GPUs|Inference|AI|Tokens|Labs|Hosting)"
_NOT_PROVIDER_WORD = (r"(?:The|A|An|Our|Its|Their|This|That|These|Those|New|Generative|Open|Edge|Physical|Sovereign|"
                      r"Agentic|Enterprise|Public|Private|Hybrid|Responsible|Conversational|Multimodal|Frontier|"
                      r"Serverless|Dedicated|Batch|Cheap|Cheaper|Fast|Faster|Cloud|Compute|Inference|Spot|On|In|"
                      r"For|With|At|By|From|And|Or|Each|Every|Any|All|Per|Consumer|Data|Hyperscale|Neo|Rented|"
                      r"Local|Managed|Shared|Google|Alibaba|Microsoft|Amazon|Huawei|Tencent|Baidu|Oracle|NVIDIA|"
                      r"Nvidia|AMD|Intel|Meta|Apple|IBM|Azure|Why|How|What|When|Where|Who)\b")
_PROVIDER_NAME = re.compile(
    r"(?<![\w.])(?!" + _NOT_PROVIDER_WORD + r")(?:[A-Z][a-z]+[A-Za-z]*\s+){1,2}" + _PROVIDER_SUFFIX + r"(?![\w-])"
    r"|(?<![\u4e00-\u9fff])算力(?:集市|港)|(?:(?<=^)|(?<=[^\u4e00-\u9fff])|(?<=[在由据向从和与及、，。：]))"
    r"[\u4e00-\u9fff](?<![的了是在和与及上下公私有混合端边国内外云各该其此本我他她们等把被向从到对将让中])"
    r"[\u4e00-\u9fff](?:云|智算)(?!中心|平台|集群|服务|能力|需求|资源|芯片|厂商|市场|计算|上)", re.M)


def _first_chars(patterns: list[str], ignore_case: bool) -> str:
    """A lookahead of the characters the alternatives can start with, so that the regex engine skips
    every other position at once; empty when a pattern does not start with a plain character."""
    chars: set[str] = set()
    for pattern in patterns:
        firsts, depth, escaped, in_class = [pattern[:1]], 0, False, False
        for position, ch in enumerate(pattern):
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif in_class:
                in_class = ch != "]"
            elif ch == "[":
                in_class = True
            elif ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
            elif ch == "|" and depth == 0:
                firsts.append(pattern[position + 1:position + 2])
        for first in firsts:
            if not first or first in "\\()[].?*+^${}":
                return ""
            chars.update({first.lower(), first.upper()} if ignore_case else {first})
    return "(?=[" + "".join(re.escape(ch) for ch in sorted(chars)) + "])"


_ORGANIZATION_REGEX = re.compile(
    _first_chars([pattern for _, pattern in _ORGANIZATIONS], False) + "(?<![A-Za-z])(?:"
    + "|".join(f"(?P<o{i}>{pattern})" for i, (_, pattern) in enumerate(_ORGANIZATIONS)) + ")(?![A-Za-z])")

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
# ASCII boundaries: a Chinese character right before or after a name is fine ("在Llama 2 70B离线场景").
_BENCHMARK_REGEX = re.compile(
    _first_chars([pattern for pattern, _ in _BENCHMARKS], True) + "(?<![A-Za-z0-9])(?:"
    + "|".join(f"(?P<b{i}>{pattern})" for i, (pattern, _) in enumerate(_BENCHMARKS)) + ")(?![A-Za-z0-9])", re.I)


@lru_cache(maxsize=1)
def _hardware_registry():
    """The hardware registry when ``extractors/hardware.py`` is importable, else ``None``."""
    try:
        from extractors.hardware import load_registry
        return load_registry()
    except Exception:  # noqa: BLE001 - a missing or broken registry only disables hardware claims
        return None


@lru_cache(maxsize=1)
def _model_table():
    """The model table of ``extractors/data/models.toml``, or ``None`` when it cannot be loaded."""
    try:
        from extractors.models import load_models
        return load_models()
    except Exception:  # noqa: BLE001 - a broken table only turns model names back into their surfaces
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
    version: str | None = None  # models: the dated version named ("deepseek-v3.1"), when not the API id itself


# --------------------------------------------------------------------------- document context

_ANY_RATE = re.compile(r"tokens?\s?/\s?s\b|tok/s|samples?\s?/\s?s\b|queries\s?/\s?s\b|tokens?\s+per\s+second|每秒", re.I)


@dataclass
class DocumentContext:
    """A prepared document with what the rules need about each sentence."""

    prepared: PreparedText
    published: dt.date | None
    mentions: list[list[Mention]]
    title_mentions: list[Mention]
    table_header: dict[int, list[str]]  # sentence index → header cells of its table
    table_context: dict[int, str]       # sentence index → text just above its table
    table_captions: dict[int, list[str]] = field(default_factory=dict)  # nearest line above first, then title
    table_header_index: dict[int, int] = field(default_factory=dict)  # sentence index → its table's header row
    tables: dict[int, Table] = field(default_factory=dict)  # sentence index → the table the row belongs to
    definition_labels: dict[int, int] = field(default_factory=dict)  # value line → its label line above
    # Per-million prices already found per sentence: sentence index → [(currency, token_type, explicit unit?)].
    sentence_prices: dict[int, list[tuple[str, str | None, Decimal, str]]] = field(default_factory=dict)
    # Per-accelerator-hour prices already found per sentence: sentence index → their currencies.
    sentence_hourly: dict[int, list[str]] = field(default_factory=dict)
    _money: dict[int, list[MoneyMention]] = field(default_factory=dict)
    _has_rates: bool | None = None
    _sellers: dict[int, list] = field(default_factory=dict)
    _title_hosts: list[str] | None = None

    def sentence(self, index: int) -> str:
        start, end = self.prepared.sentences[index]
        return self.prepared.text[start:end]

    def has_rates(self) -> bool:
        """Whether the document states measured rates anywhere (an MLPerf write-up, a speed test)."""
        if self._has_rates is None:
            self._has_rates = bool(_ANY_RATE.search(self.prepared.text))
        return self._has_rates

    def money(self, index: int) -> list[MoneyMention]:
        """Money mentions of sentence ``index`` (computed once; callers must not mutate them)."""
        found = self._money.get(index)
        if found is None:
            found = self._money[index] = find_money(self.sentence(index))
        return found


def _find_mentions(text: str, offset: int, *, hardware: bool = True) -> list[Mention]:
    found: list[Mention] = []
    for match in _ORGANIZATION_REGEX.finditer(text):
        index = int(match.lastgroup[1:])
        found.append(Mention(offset + match.start(), offset + match.end(), match.group(0),
                             _ORGANIZATIONS[index][0], "organization", _ORGANIZATIONS[index][0]))
    table = _model_table()
    listed: list[tuple[int, int]] = []
    if table is not None:
        for model in table.find_mentions(text):
            found.append(Mention(offset + model.start, offset + model.end, model.surface, model.id, "model",
                                 model.provider, version=model.version))
            listed.append((model.start, model.end))
    for match in _MODEL_REGEX.finditer(text):
        index = int(match.lastgroup[1:])
        surface = match.group(0).strip()
        start, end = match.start(), match.start() + len(surface)
        if any(s < end and start < e for s, e in listed):
            continue
        # Names missing from the model table get the fallback id ("Mistral Small 3" -> "mistral-small-3").
        name = table.canonical_id(surface) if table is not None else surface
        found.append(Mention(offset + start, offset + end, surface, name, "model", _MODELS[index][1]))
    for match in _BENCHMARK_REGEX.finditer(text):
        index = int(match.lastgroup[1:])
        name = _BENCHMARKS[index][1] or match.group(0).lower().replace(" ", "-")
        found.append(Mention(offset + match.start(), offset + match.end(), match.group(0), name, "benchmark"))
    registry = _hardware_registry() if hardware else None
    if registry is not None:
        for mention in registry.find_mentions(text):
            entry = registry.get(mention.name) if mention.known else None
            found.append(Mention(offset + mention.start, offset + mention.end, mention.surface, mention.name,
                                 "hardware", entry.vendor if entry else None, mention.known,
                                 entry.kind if entry else None, entry.parent if entry else None))
    found.sort(key=lambda m: m.start)
    return found


def _table_structure(prepared: PreparedText) -> tuple[dict[int, list[str]], dict[int, str], dict[int, list[str]],
                                                     dict[int, int], dict[int, Table]]:
    """Header cells, text above, notes (nearest line above first, then notes below, the unit declared
    earlier in the document, then the title), header row and table of every table row, read through
    :func:`extractors.tables.read_tables`."""
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


def build_context(prepared: PreparedText, published: dt.date | None) -> DocumentContext:
    """Mentions per sentence and table structure for ``prepared``."""
    mentions = _document_mentions(prepared)
    title_mentions = _find_mentions(prepared.title, 0) if prepared.title else []
    headers, contexts, captions, header_rows, tables = _table_structure(prepared)
    return DocumentContext(prepared, published, mentions, title_mentions, headers, contexts, captions,
                           table_header_index=header_rows, tables=tables,
                           definition_labels=definition_pairs(prepared))


_MODEL_NUMBER = re.compile(r"(?:RTX|GeForce|Radeon|RX)[\s-]?(?:PRO[\s-]?)?(?P<number>\d{4})(?:[\s-]?Ti)?$", re.I)


def _short_hardware_mentions(text: str, hardware: list[Mention]) -> list[Mention]:
    """"the 5090", "4090 夜里只要0.99元/时": a card's bare model number once the document has named it in full
    ("RTX 5090"), as a mention of that card."""
    by_number: dict[str, Mention] = {}
    for mention in hardware:
        match = _MODEL_NUMBER.search(mention.surface)
        if match and not re.search(r"PRO|Ti", mention.surface, re.I):
            by_number.setdefault(match.group("number"), mention)
    if not by_number:
        return []
    taken = {(m.start, m.end) for m in hardware}
    found = []
    pattern = re.compile(r"(?<![\w$€£¥.,-])(?:" + "|".join(by_number) + r")(?![\w%-]|[.,]\d|\s?(?:元|美元|yuan|dollars|MSRP))")
    for match in pattern.finditer(text):
        if any(start <= match.start() < end for start, end in taken):
            continue
        full = by_number[match.group(0)]
        found.append(replace(full, start=match.start(), end=match.end(), surface=match.group(0)))
    return found


def _document_mentions(prepared: PreparedText) -> list[list[Mention]]:
    """Mentions of every sentence, from one pass of each name regex over the whole text."""
    sentences = prepared.sentences
    per_sentence: list[list[Mention]] = [[] for _ in sentences]
    if not sentences:
        return per_sentence
    starts = [s for s, _ in sentences]
    found = _find_mentions(prepared.text, 0, hardware=False)
    registry = _hardware_registry()
    if registry is not None:
        for mention in registry.find_mentions(prepared.text, unique=False):
            entry = registry.get(mention.name) if mention.known else None
            found.append(Mention(mention.start, mention.end, mention.surface, mention.name, "hardware",
                                 entry.vendor if entry else None, mention.known,
                                 entry.kind if entry else None, entry.parent if entry else None))
        found.extend(_short_hardware_mentions(prepared.text, [m for m in found if m.category == "hardware"]))
        found.sort(key=lambda m: m.start)
    for mention in found:
        position = bisect.bisect_right(starts, mention.start) - 1
        if position < 0:
            continue
        start, end = sentences[position]
        if mention.end <= end:
            per_sentence[position].append(mention)
    return per_sentence


# --------------------------------------------------------------------------- keywords

_TRAP_MONEY = re.compile(
    r"fund(?:ing|ed|s)?|rais(?:e|ed|es|ing)\b(?!\s+(?:\w+\s+){0,3}?(?:prices?|rates?|fees?|pricing))|invest(?:ment|ed|s|ing)?|valuation|valued|revenue|sales|earnings|"
    r"profit|income|capex|capital\s+expenditure|spend(?:ing)?|market\s+(?:cap|value|share)|shares?\s+(?:rose|fell)|"
    r"stock|acquisition|acquir(?:e|ed|es)|deal|contract|budget|salary|subscription|per\s+month|/\s?mo(?:nth)?\b|"
    r"monthly|annual(?:ly)?|per\s+year|a\s+year(?!\s+(?:ago|earlier|before))|/\s?yr|plan\b|seat|融资|估值|营收|收入|投资|市值|股价|订阅|每月|月费",
    re.I,
)
_INSTANCE_WORDS = re.compile(r"\binstances?\b|\bnodes?\b|\bservers?\b|\bVMs?\b|\bclusters?\b|\bpods?\b|"
                             r"\b(?:[2-9]|\d{2,})\s?[x×]\s?[A-Z]|\b\d+-GPU\b|\beight[- ]GPU\b|p5\.|p4d|a3-|ND\s?H100|整机|节点", re.I)
_PER_GPU_WORDS = re.compile(r"per\s+GPU|/\s?GPU|per\s+(?:chip|accelerator|card)|GPU[- ]hours?|chip[- ]hours?|"
                            r"\b1\s?[x×]\s?[A-Z]|\bsingle[- ](?:GPU|card)|"
                            r"每卡|单卡|每张", re.I)
_TOKEN_KEYWORDS = [
    ("input", re.compile(r"(?:to\s+)?write\s+to\s+the\s+cache|cache\s+writes?|缓存写入|写入缓存", re.I)),
    # A miss is tried before a hit: "input that misses the context cache" names the cache, not a cache read.
    ("input", re.compile(r"cache[- ]?miss(?:es)?|[(（]\s*miss(?:es)?\s*[)）]|miss(?:es|ed)?\s+the\s+(?:\w+\s+)?cache|"
                         r"\b(?:on|for)\s+an?\s+(?:cache\s+)?miss\b|缓存未命中|未命中缓存|未命中", re.I)),
    ("cached_input", re.compile(r"cache[ds]?[- ]?(?:hits?|reads?)(?:\s+input(?:\s+tokens?)?)?|[(（]\s*hits?\s*[)）]|"
                                r"cached(?:\s+(?:input|prompt)s?)?|"
                                r"(?:prompt|context)\s+cach(?:e|ing)|hits?\s+(?:in\s+|on\s+)?the\s+(?:\w+\s+)?cache|"
                                r"\b(?:on|for)\s+an?\s+(?:cache\s+)?hit\b|"
                                r"缓存输入|缓存读取|读取缓存|(?<!未)缓存命中|(?<!未)命中缓存", re.I)),
    # "for prompts up to 200K" qualifies a tier; it does not make a price an input price.
    ("input", re.compile(r"\binputs?\b|(?<![KkM]-token\s)(?<![KkM] token\s)(?<![KkM]-tokens\s)(?<![KkM] tokens\s)"
                         r"\bprompts?\b(?!\s*(?:up\s+to|over|above|below|under|longer|shorter|of\s+up|"
                         r"exceed\w*|beyond|within|[≤<>≥]))|输入", re.I)),
    ("output", re.compile(r"\boutputs?\b|\bcompletions?\b|\bgenerated\b|输出", re.I)),
    ("blended", re.compile(r"\bblended\b|\bmixed\b|3:1|混合", re.I)),
]
_CONDITIONS = [
    ("off-peak", re.compile(r"off[- ]peak|night[- ]?time|overnight|discount(?:ed)?\s+(?:period|hours|window)|"
                            r"闲时|夜间|错峰|优惠时段", re.I)),
    ("batch", re.compile(r"\bbatch(?:ed)?\b|批量|批处理", re.I)),
    ("spot", re.compile(r"\bspot\b|preemptible|pre-emptible|interruptible|竞价|抢占式", re.I)),
    ("priority", re.compile(r"\bpriority\s+(?:tier|processing|pricing|rates?|requests?)|\bpriority\b(?=[^.;]{0,30}\$)", re.I)),
    ("promotional", re.compile(r"promotion(?:al)?|\bpromo\b|limited[- ]time|introductory|launch\s+(?:offer|price)|"
                               r"限时|优惠期|活动价", re.I)),
]
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


_SHORT_LABEL = re.compile(r"(?:^|[\s,;:(·•|/—–-])(?P<cached>cached\s+|cache[- ]hit\s+)?(?P<label>in|out)\s*[:=]?\s*$", re.I)


def _token_type(sentence: str, mention: MoneyMention, previous_end: int, next_start: int,
                prefer_after: bool | None) -> tuple[str, str | None]:
    """(token_type, side) for ``mention``: the keyword nearest to it in its own clause."""
    after_text = sentence[mention.end:min(next_start, mention.end + 40)]
    adjacent = re.match(r"\s?(?:\(\s?)?(in|out|input|output)\b", after_text, re.I)
    if adjacent and not mention.token_hint:
        return ("input" if adjacent.group(1).lower().startswith("in") else "output"), "after"
    label = _SHORT_LABEL.search(sentence[max(previous_end, mention.start - 14):mention.start])
    if label and not mention.token_hint:
        # "in $0.28/M, cached in $0.028, out $0.42/M": the shorthand labels of a price card.
        if label.group("cached"):
            return "cached_input", "before"
        return ("input" if label.group("label").lower() == "in" else "output"), "before"
    after_text = re.split(r"[,;，；、]|\band\b|\bwhile\b|—|–", after_text)[0]
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
        if re.search(r"(?:\bfrom|从|由)\s*$", before) and _is_range_start(sentence[max(0, mention.start - 80):mention.start]):
            pass  # "prices range from $0.50 to $2": the low end of a range, not a superseded price
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


# A name right after these words is what something is compared with, not what the sentence is about
# ("3x faster than GB300 NVL72", "where Sonnet 4 sat", "比GPT-4o便宜").
_COMPARED_BEFORE = re.compile(r"(?:\bthan|\bas|\blike|\bwhere|\bvs\.?|\bversus|\bover|\bagainst|\brelative\s+to|"
                              r"\bcompared\s+(?:with|to)|\bthat\s+of|"
                              r"(?:performance|throughput|speed|compute|per[- ](?:dollar|watt|GPU|chip))\s+of|"
                              r"(?<!对)比|较|相比|相较于?|与|跟|同|达到?|是|为|至)\s*(?:the\s+|its\s+|an?\s+)?"
                              r"(?:same\s+(?:number\s+of\s+)?)?(?:\S+['’]s\s+)?$", re.I)
_COORDINATED = re.compile(r"^\s*(?:and|or|&|/|,|和|与|及|、)\s*$", re.I)
# A dated model snapshot in a table cell ("gpt-4o-2024-08-06") is priced as its model.
_SNAPSHOT_SUFFIX = re.compile(r"-(?:20\d{2}-?\d{2}-?\d{2}|\d{4})$")
_MODEL_CELL = re.compile(r"^[A-Za-z][A-Za-z0-9.]*(?:-[A-Za-z0-9.]+)+$")
_MODEL_COLUMN = re.compile(r"model|模型|name|名称|^$", re.I)


def _is_compared(context: DocumentContext, index: int, mention: Mention) -> bool:
    """Whether ``mention`` is the thing compared with ("than X", "比X") rather than a subject."""
    start = context.prepared.sentences[index][0]
    before = context.prepared.text[max(start, mention.start - 40):mention.start]
    if index in context.table_header:
        return False
    match = _COMPARED_BEFORE.search(before)
    if match is None:
        # "与H200相比": the compared-with name comes before the comparison word.
        after = context.prepared.text[mention.end:mention.end + 6]
        return bool(re.match(r"\s*(?:相比|相较|比较)", after)) and bool(re.search(r"(?:与|和|跟|同)\s*$", before))
    word = match.group(0).strip().lower()
    # "是/为/达" only frame a baseline when a "的 N倍" or "的一半" follows the name.
    if word[:1] in ("是", "为", "达", "至"):
        after = context.prepared.text[mention.end:mention.end + 12]
        return bool(re.match(r"[^，。,;；]{0,4}的", after))
    return True


def _sentence_subject(context: DocumentContext, index: int, position: int,
                      categories: tuple[str, ...], compared_ok: bool = True) -> Mention | None:
    """The mention a claim at ``position`` is about: the nearest name that is not a compared-with name,
    and of names listed together ("deepseek-chat and deepseek-reasoner cost ..."), the first."""
    mentions = [m for m in context.mentions[index] if m.category in categories]
    if not mentions:
        return None
    preferred = [m for m in mentions if not _is_compared(context, index, m)]
    if not preferred and not compared_ok:
        return None
    chosen = _nearest(preferred or mentions, position, categories)
    if chosen is None:
        return None
    text = context.prepared.text
    ordered = [m for m in mentions if m.end <= chosen.start]
    while ordered and _COORDINATED.match(text[ordered[-1].end:chosen.start]):
        chosen = ordered.pop()
    return chosen


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
            if "model" in categories and _MODEL_CELL.match(header_cell) and _MODEL_COLUMN.search(corner) and corner:
                # Models across the top, labels down the side ("MODEL | deepseek-chat | deepseek-reasoner"):
                # an API id the registry does not list stays as written.
                table = _model_table()
                entry = table.lookup(header_cell) if table is not None else None
                return Mention(cell_start, cell_end, header_cell, entry.id if entry else header_cell.lower(), "model",
                               entry.provider if entry else None)
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


def _attribute_mention(context: DocumentContext, index: int, position: int,
                       categories: tuple[str, ...] = ("model",),
                       compared_ok: bool = True) -> tuple[Mention | None, str | None, str]:
    """(subject mention, organization, where) for a claim at document offset ``position`` in sentence ``index``.

    The subject is looked for in the sentence (or table row and column), then up to three sentences back,
    then the title; for models, a provider's default API model when only the provider is named, then
    the nearest model named anywhere earlier in the document.
    """
    where = "sentence"
    subject_mention = None
    if index in context.table_header:
        subject_mention = _table_subject(context, index, position, categories)
        where = "table"
    if subject_mention is None:
        subject_mention = _sentence_subject(context, index, position, categories, compared_ok)
        where = "sentence"
    if subject_mention is None:
        for back in range(index - 1, max(-1, index - 4), -1):
            subject_mention = _sentence_subject(context, back, context.prepared.sentences[back][1], categories)
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
    if subject_mention is None and categories == ("model",):
        table = _model_table()
        default = table.default_model(organization) if table is not None else None
        if default:
            subject_mention = Mention(position, position, organization, default, "model", organization)
            where = "provider-default"
        else:
            for back in range(index - 4, -1, -1):
                subject_mention = _nearest(context.mentions[back], context.prepared.sentences[back][1], categories)
                if subject_mention:
                    where = "document"
                    break
    return subject_mention, organization, where


def _sellers(context: DocumentContext, index: int) -> list[tuple[int, int, str, bool]]:
    """(start, end, name, is_host) of every organisation in sentence ``index`` that could sell a price:
    gazetteer names (not the maker's name inside a model name such as "DeepSeek-R1") and providers known
    only by the shape of their name."""
    cached = context._sellers.get(index)
    if cached is not None:
        return cached
    start = context.prepared.sentences[index][0]
    models = [(m.start, m.end) for m in context.mentions[index] if m.category == "model"]
    found = [(m.start, m.end, m.name, m.name in _HOST_ORGANIZATIONS) for m in context.mentions[index]
             if m.category == "organization" and not any(s <= m.start and m.end <= e and (s, e) != (m.start, m.end)
                                                          for s, e in models)]
    for match in _PROVIDER_NAME.finditer(context.sentence(index)):
        begin, end = start + match.start(), start + match.end()
        if not any(s < end and begin < e for s, e, _, _ in found) and \
                not any(s < end and begin < e for s, e in models):
            found.append((begin, end, match.group(0), True))
    found.sort()
    context._sellers[index] = found
    return found


def _title_hosts(context: DocumentContext) -> list[str]:
    """Hosts named in the title or the first line: the seller of a price card or a provider's release."""
    if context._title_hosts is None:
        names: list[str] = []
        if context.prepared.title:
            title = context.prepared.title
            names += [name for name, pattern in _ORGANIZATIONS if name in _HOST_ORGANIZATIONS
                      and re.search(r"(?<![A-Za-z])(?:" + pattern + r")(?![A-Za-z])", title)]
            names += [m.group(0) for m in _PROVIDER_NAME.finditer(title)
                      if not _ORGANIZATION_REGEX.fullmatch(m.group(0))]
        if context.prepared.sentences:
            names += [name for _, _, name, host in _sellers(context, 0) if host]
        context._title_hosts = names
    return context._title_hosts


def _price_seller(context: DocumentContext, index: int, position: int, subject_mention: Mention | None,
                  hourly: bool, fallback: str | None) -> str | None:
    """The organisation selling a price at ``position``: the provider named in the sentence (never a chip
    maker for a GPU-hour price), else a host named just before or heading the document (a reseller
    hosting someone else's model), else ``fallback`` (the model's maker); ``None`` for a GPU-hour price
    no renter is named for."""
    usable = [item for item in _sellers(context, index) if not (hourly and item[2] in _CHIP_VENDORS)]
    if usable:
        start, end, name, _ = min(usable, key=lambda item: position - item[1] if item[1] <= position
                                  else (item[0] - position) * 2 + 10)
        return name
    for back in range(index - 1, max(-1, index - 4), -1):
        hosts = [name for _, _, name, host in _sellers(context, back) if host]
        if hosts:
            return hosts[-1]
    hosts = _title_hosts(context)
    if hosts:
        return hosts[0]
    if subject_mention is not None and subject_mention.organization:
        fallback = subject_mention.organization  # the maker of the model (or chip) the price is for
    elif any(m.category == "organization" and m.name == fallback for m in context.mentions[index]):
        fallback = None  # only named inside another name ("DeepSeek" in "DeepSeek-R1")
    if hourly:
        return None if fallback in _CHIP_VENDORS else fallback
    return fallback


def _attribute(context: DocumentContext, index: int, position: int,
               categories: tuple[str, ...] = ("model",)) -> tuple[str | None, str | None, str]:
    """(subject, organization, where) for a claim at document offset ``position`` in sentence ``index``."""
    mention, organization, where = _attribute_mention(context, index, position, categories)
    return (mention.name if mention else None), organization, where


# --------------------------------------------------------------------------- price candidates

_LIST_GAP = re.compile(r"^[\s/,;:()（）、]*(?:(?:and|or|for|with|&|和|或|,)\s*)?(?:(?:input|output|prompt|completion|"
                       r"cached(?:\s+input)?|cache[- ]?(?:hit|miss)|输入|输出|缓存命中|缓存未命中)\s*(?:tokens?)?[\s/,;:()（）]*)*"
                       r"(?:and|or|for|&|和|或)?[\s/,;:()（）]*$", re.I)
# "from 0.02 yuan per thousand tokens to 0.0005": the two ends of a price change share a unit.
_CHANGE_GAP = re.compile(r"^\s*(?:(?:down\s+|up\s+)?to|→|->|=>|⇒|降至|降到|降为|减至|上调至|上调到|升至|涨至|涨到|下调至|下调到|调整为|调至|"
                         r"翻倍(?:到|至)|减半(?:到|至)|变为|提高到|提高至)\s*$", re.I)
# "$2.99 per GPU-hour, down from $3.80", "(was $1.49)", "against $2.40 on demand": the same unit.
_PREVIOUS_GAP = re.compile(r"^\s*[,;(（]?\s*(?:(?:down|up)\s+from|was|were|previously|formerly|regularly|normally|"
                           r"instead\s+of|rather\s+than|versus|vs\.?|against|compared\s+(?:with|to)|from|"
                           r"(?:list|old|previous|original)\s+price(?:\s+(?:of|was))?|原价|此前|之前)\s*[:：]?\s*$", re.I)
_APPROX_GAP = re.compile(r"^\s*[(（]\s*(?:about|around|approximately|approx\.?|roughly|or|~|≈|约合|约|合|折合|即)?\s*$",
                         re.I)
_SENTENCE_UNIT = re.compile(r"per\s+(?:1M|one\s+million|million|1,000,000)\s+(?:\w+\s+)?tokens|per\s+million|/\s?1?M\s?tok|"
                            r"每百万|百万tokens|/M\b|(?:写成|换算成|换算为|折合成?|统一为)\s?(?:每)?\s?百万", re.I)
_HEADER_PER_MILLION = re.compile(r"1M|million|/M\b|MTok|百万|per\s+M\b", re.I)
_HEADER_PER_THOUSAND = re.compile(r"1K|thousand|/K\b|千", re.I)
_HEADER_PER_HOUR = re.compile(r"/\s?h(?:ou)?r|per\s+hour|hourly|小时|\$/h|(?:GPU|chip|卡)[- ]?(?:hours?|时)|/\s?时", re.I)

# Units declared once for a table column, a caption or a heading.
_DECL_HOUR = re.compile(
    r"(?:/|\bper\s+|每)\s*(?:(?P<scope>GPU|chip|card|卡|accelerator|TPU|device)\s*(?:/|-|\s+per\s+|\s)\s*)?"
    r"(?:hrs?|hours?|h|时|小时)(?![A-Za-z])"
    r"|(?P<scope2>GPU|chip|TPU|accelerator|卡)[- ]?(?:hours?|hrs?|时)(?![A-Za-z])|\bhourly\b", re.I)
_DECL_TOKENS = re.compile(
    r"(?:/|\bper\b|每)\s*(?P<q>1\s?M|1\s?K|100\s?K|one\s+million|a\s+million|million|one\s+thousand|a\s+thousand|"
    r"thousand|百万|十万|千|万|1,000,000|1,000|M|K|single|one|1)?\s*(?:个\s?)?"
    r"(?:(?:input|output|prompt|completion|输入|输出)\s*)?(?P<tok>tokens?|toks?|词元|MTok|KTok)(?![A-Za-z])"
    r"|(?:/|\bper\s+)(?P<q2>1?M|1?K|MTok|KTok)(?![A-Za-z])", re.I)
_CELL_UNIT = re.compile(r"(?:^|(?<=[^\w.]))(?P<q>1\s?M|1\s?K|百万|千|million|thousand)\s*"
                        r"(?:(?:input|output|cached|prompt|completion|输入|输出)\s*)?(?:tokens?|词元)(?![\w/])", re.I)
# "价格以“百万tokens”为单位": a Chinese caption naming the unit.
_DECL_UNIT_PHRASE = re.compile(r"以\s*[“\"'「]?\s*(?:每\s*)?(?P<q>百万|千|万|1M|1K)\s*(?:个\s*)?(?:tokens?|词元)\s*[”\"'」]?\s*为"
                               r"(?:计价|计费)?单位", re.I)
_DECL_TIME_REJECT = re.compile(
    r"/\s?(?:月|mo(?:nth)?|年|yr|year|分钟|min(?:ute)?|GB)(?![A-Za-z])|per\s+(?:month|year|minute|GB)|包月|包年|monthly|"
    r"GB[- ]month|每次|/\s?次|per\s+(?:call|request|search|image|1,000\s+requests)|按次", re.I)
_DECL_INSTANCE = re.compile(r"整机|/\s?台|\bnodes?\b|\binstances?\b|\bservers?\b|\b\d+[- ]GPU\b|\bpods?\b|\bVMs?\b", re.I)
_NOT_PRICE_COLUMN = re.compile(r"memory|显存|内存|\bGB\b|count|数量|库存|stock|context|上下文|length|长度|rank|排名|"
                               r"tokens?\s?/\s?s|throughput|吞吐|latency|延迟|date|日期|#", re.I)
_TIME_AFTER_TOKENS = re.compile(r"^\s*(?:per|/|每)\s*(?:hour|hr|h|小时|month|分钟|minute|day|天)(?![A-Za-z])", re.I)


def _token_quantity_factor(quantity: str | None, token_word: str | None) -> Decimal:
    """How many per-million units one quoted unit is: per token → 1e6, per 1K → 1000, per 1M → 1."""
    if token_word and token_word.lower() == "mtok":
        return Decimal(1)
    if token_word and token_word.lower() == "ktok":
        return Decimal(1000)
    key = re.sub(r"\s+", "", (quantity or "").lower())
    if key in ("1m", "onemillion", "amillion", "million", "m", "百万", "1,000,000", "mtok"):
        return Decimal(1)
    if key in ("1k", "thousand", "onethousand", "athousand", "k", "千", "1,000", "ktok"):
        return Decimal(1000)
    if key in ("100k", "十万"):
        return Decimal(10)
    if key == "万":
        return Decimal(100)
    return Decimal(1_000_000)


def _declared_unit(text: str, *, strict: bool) -> tuple | None:
    """The price unit a header, cell or caption declares.

    ``("reject", reason)`` for units that are not price claims (monthly, per call, whole instance),
    ``(unit, factor, quoted, scope)`` for per-token or per-hour units, ``None`` when nothing is said.
    ``strict`` (column headers) also rejects whole-instance and time-based columns before anything else.
    """
    if strict and _DECL_INSTANCE.search(text):
        return ("reject", "whole-instance hourly price")
    if strict and _DECL_TIME_REJECT.search(text):
        return ("reject", "not a per-token or per-accelerator-hour price")
    hour = _DECL_HOUR.search(text)
    tokens = _DECL_TOKENS.search(text)
    if hour and (tokens is None or hour.start() < tokens.start()):
        scope = hour.group("scope") or hour.group("scope2")
        return ("per_gpu_hour", Decimal(1), hour.group(0).strip(), scope.lower() if scope else None)
    if tokens is None and (phrase := _DECL_UNIT_PHRASE.search(text)):
        return ("per_million_tokens", _token_quantity_factor(phrase.group("q"), None), phrase.group(0), None)
    if tokens:
        factor = _token_quantity_factor(tokens.group("q") or tokens.group("q2"), tokens.group("tok") or tokens.group("q2"))
        return ("per_million_tokens", factor, tokens.group(0).strip(), None)
    return None


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
    column_header = _column_header(context, index, column)
    if column_header is not None:
        declared = _declared_unit(column_header, strict=True)
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
                if len(gap) <= 40 and (_LIST_GAP.match(gap) or _CHANGE_GAP.match(gap) or _PREVIOUS_GAP.match(gap)):
                    factor = _unit_factor(neighbour)
                    if neighbour.unit == "per_gpu_hour":
                        factor = Decimal(1)
                    mention.amount = mention.amount * factor
                    mention.unit = neighbour.unit
                    mention.quoted_unit = neighbour.quoted_unit
                    mention.hour_scope = neighbour.hour_scope
                    mention.features["unit_from"] = "list"
                    break


_RANGE_GAP = re.compile(r"^\s*(?:-|–|—|to|and)\s*$", re.I)
_RANGE_BEFORE = re.compile(r"\b(?:between|rang(?:e|es|ing)\s+from|range\s+of|var(?:y|ies|ying)\s+from|anywhere\s+from|"
                           r"(?:start|starting|run|running)\s+from|from\s+as\s+little\s+as|from)\s*$", re.I)
# "went from $1.68 to $0.42", "cut ... from X to Y": a change, whose first amount is the superseded price.
_CHANGE_VERB_BEFORE = re.compile(
    r"\b(?:cut|cuts|cutting|slash\w*|lower\w*|reduc\w*|drop\w*|fell|fall\w*|went|goes|go|gone|mov\w*|rais\w*|"
    r"increas\w*|decreas\w*|chang\w*|trim\w*|halv\w*|doubl\w*|tripl\w*|climb\w*|ris\w*|rose|jump\w*|adjust\w*|"
    r"revis\w*|down|up|slid\w*|shr[iau]nk\w*|tumbl\w*|plung\w*|mark\w*\s+down|is\s+now|are\s+now)\b"
    r"(?:[^.;$€£¥]|(?<=\d)\.(?=\d)){0,60}$",
    re.I)


def _is_range_start(before: str) -> bool:
    """Whether an amount right after ``before`` opens a range ("between $1 and $2", "prices range from $0.50")
    rather than a change ("went from $1.68 to $0.42")."""
    match = _RANGE_BEFORE.search(before)
    if match is None:
        return False
    if match.group(0).strip().lower() != "from":
        return True
    return not _CHANGE_VERB_BEFORE.search(before[:match.start()])
_TOKEN_PAIR = re.compile(r"\b(input|output|cached\s+input|prompt|completion)\s*(?:and|/|&)\s*(input|output|prompt|completion)\b"
                         r"|(输入|输出)\s*(?:和|/|与)\s*(输入|输出)", re.I)
_ALIKE = re.compile(r"(?:for\s+)?(?:both\s+)?input\s+and\s+output\s+(?:tokens\s+)?(?:alike|both)|"
                    r"(?:for\s+)?both\s+input\s+and\s+output(?:\s+tokens)?|输入(?:和|与|、)?输出(?:同价|相同|一致|均为)", re.I)
_RESPECTIVELY = re.compile(r"respectively|分别", re.I)
# Words that make a bare amount read as a price ("lists at $2.50", "只需4元", "the rates rise to $0.40").
_PRICE_CUE_BEFORE = re.compile(
    r"(?:\bprices?d?\b|\bpricing\b|\brates?\b|\blists?\s+at|\blisted\s+at|\bcharg(?:es|ed|ing)\b|\bbilled\s+at|"
    r"\bfrom\b|\bwas\b|\bwere\b|"
    r"(?:cut|lowered|reduced|raised|dropped|fell|rises?|rose|increased|goes|went|drops?|climbs?)\s+to|"
    r"价格|定价|价|收费|只需|仅需|仅为|降至|降到|升至|上调至|涨至|下调至|调整为|调至|翻倍(?:到|至)|减半(?:到|至)|统一为)"
    r"[^.;。；\d$¥€£]{0,25}$", re.I)
_PRICE_CUE_AFTER = re.compile(r"^\s*(?:\(?\s*(?:in|out|input|output|cached|cache[- ]?(?:hit|miss))\b|beyond\s+that|"
                              r"above\s+that|thereafter|输入|输出)", re.I)
_BARE_NUMBER = re.compile(r"^\s*(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*"
                          r"(?:[(（]\s*(?:原价|was|previously|list|before|regular(?:ly)?|原)\s*[:：]?\s*"
                          r"(?P<num2>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*[)）]\s*)?$", re.I)
_CURRENCY_HINTS = [("CNY", re.compile(r"元|¥|RMB|CNY|人民币|yuan", re.I)), ("EUR", re.compile(r"€|EUR|euro", re.I)),
                   ("GBP", re.compile(r"£|GBP")), ("JPY", re.compile(r"JPY|円|yen", re.I)),
                   ("USD", re.compile(r"\$|USD|dollar", re.I))]


def _currency_hint(text: str) -> str | None:
    return next((code for code, regex in _CURRENCY_HINTS if regex.search(text)), None)


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
        column_header = _column_header(context, index, column) if column > 0 else None
        if number and column_header is not None:
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
        column_header = _column_header(context, index, column) if column > 0 else None
        if number and column_header is not None:
            unit_text = column_header if _RATE_HEADER.search(column_header) else \
                (table_text if _RATE_HEADER.search(table_text) else None)
            if unit_text is None and _RESULT_COLUMN.search(column_header):
                # "Submitter | System | Scenario | Result" with the unit in a caption or a note below the table.
                unit_text = _result_unit_text(context, index)
            value = parse_decimal(number.group("num"))
            if unit_text and value is not None and value > 0 and not _COUNT_COLUMN.search(column_header):
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
                rate.features["column_header"] = column_header
                rates.append(rate)
        position += len(cell) + 3
    return rates


def _unit_declaration(context: DocumentContext, index: int) -> tuple[str, Decimal, str] | None:
    """A unit stated once above a list of amounts: "New pricing (per 1M tokens)", also above several
    list items and item headings ("单位统一为每百万tokens" over three model cards)."""
    for back in range(index - 1, max(-1, index - 13), -1):
        text = context.sentence(back)
        if context.money(back):
            continue  # an earlier list item; keep looking above it
        if len(text) > 120:
            return None
        if _HEADER_PER_HOUR.search(text) and re.search(r"GPU|accelerator|chip|TPU", text, re.I):
            return "per_gpu_hour", Decimal(1), _HEADER_PER_HOUR.search(text).group(0)
        if _HEADER_PER_THOUSAND.search(text) and re.search(r"token", text, re.I):
            return "per_million_tokens", Decimal(1000), _HEADER_PER_THOUSAND.search(text).group(0)
        if _HEADER_PER_MILLION.search(text) and re.search(r"token|pric", text, re.I):
            return "per_million_tokens", Decimal(1), _HEADER_PER_MILLION.search(text).group(0)
    return None


_LABELLED_NUMBER = re.compile(
    r"(?<![A-Za-z])(?P<label>(?:cached\s+)?input|output|prompt|completion|cache[- ]?(?:hit|miss)|输入|输出|缓存命中|缓存未命中|"
    r"命中缓存|未命中缓存)(?![A-Za-z])\s*(?P<qualifier>[（(][^()（）\d]{1,16}[)）])?\s*(?:tokens?)?\s*[:：=]?\s*"
    r"(?P<num>\d+(?:\.\d+)?)(?![\d.]|,\d)(?!\s?(?:[KkMmBb万亿千百%x×]|tokens?|toks?|个|倍|秒|ms\b|s\b|GB|字|次))", re.I)


def _labelled_numbers(context: DocumentContext, index: int, sentence: str) -> list[MoneyMention]:
    """Bare amounts after token labels ("input 1.25 / output 10.00", "输入（缓存命中）1.00") in a card or
    list whose currency and per-token unit are declared once above ("USD per 1M tokens", "单位：元 / 百万 tokens")."""
    matches = list(_LABELLED_NUMBER.finditer(sentence))
    if not matches:
        return []
    declaration = None
    lines = [context.sentence(back) for back in range(index - 1, max(-1, index - 11), -1)]
    if context.prepared.title:
        lines.append(context.prepared.title)
    for line in lines:
        if len(line) > 200:
            break
        currency = _currency_hint(line)
        declared = _declared_unit(line, strict=False) if currency else None
        if declared and declared[0] == "per_million_tokens":
            declaration = (currency, declared)
            break
    if declaration is None:
        return []
    currency, (unit, factor, quoted, _) = declaration
    mentions = []
    for match in matches:
        value = parse_decimal(match.group("num"))
        if value is None or value <= 0:
            continue
        label = match.group("label") + (match.group("qualifier") or "")
        token_type = next((name for name, regex in _TOKEN_KEYWORDS if regex.search(label)), None)
        mentions.append(MoneyMention(start=match.start("num"), end=match.end("num"), amount=value * factor,
                                     quoted_amount=value, currency=currency, unit=unit, quoted_unit=quoted,
                                     token_hint=token_type,
                                     features={"unit_from": "heading", "token_word": True, "labelled": True}))
    return mentions


def _hourly_context(context: DocumentContext, index: int, sentence: str) -> set[str]:
    """Currencies of the per-accelerator-hour prices of the previous eight sentences, when this sentence
    names an accelerator and no token word (so that a bare amount in it reads as a rental price)."""
    if not any(m.category == "hardware" for m in context.mentions[index]) or \
            any(regex.search(sentence) for _, regex in _TOKEN_KEYWORDS) or re.search(r"\btokens?\b", sentence, re.I):
        return set()
    return {currency for back in range(index - 1, max(-1, index - 9), -1)
            for currency in context.sentence_hourly.get(back, [])}


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


def _unit_factor(mention: MoneyMention) -> Decimal:
    """The factor from the quoted amount to per-million (currency subunits such as cents left out)."""
    if not mention.quoted_amount:
        return Decimal(1)
    factor = mention.amount / mention.quoted_amount
    return factor * 100 if mention.features.get("cents") else factor


def _price_like(sentence: str, mention: MoneyMention, previous_end: int, next_start: int) -> bool:
    """Whether a unit-less amount is worded as a price: a token word or a price word right next to it."""
    before = sentence[max(previous_end, mention.start - 40):mention.start]
    after = sentence[mention.end:min(next_start, mention.end + 30)]
    near = before[-25:] + " " + after[:20]
    if any(regex.search(near) for _, regex in _TOKEN_KEYWORDS) or _SHORT_LABEL.search(before[-14:]):
        return True
    return bool(_PRICE_CUE_BEFORE.search(before) or _PRICE_CUE_AFTER.match(after))


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


# "≤ 200K input tokens", "> 128K tokens": a prompt-length tier, whose token word names no token type.
_TIER_PHRASE = re.compile(r"(?:[≤<>≥＞]|<=|>=|\b(?:up\s+to|over|above|under|below|beyond|more\s+than|exceeding)|超过)\s*"
                          r"\d+(?:\.\d+)?\s?[KkM]\b(?:[-\s]*(?:input|prompt|context)s?)?(?:[-\s]*tokens?)?"
                          r"(?:\s*(?:input|prompt|context)s?\b)?"
                          r"|\d+\s?[KkM]\s*[-–~]\s*\d+\s?[KkM](?:[-\s]*(?:input|prompt|context)s?)?(?:[-\s]*tokens?)?"
                          r"(?:\s*(?:input|prompt|context)s?\b)?", re.I)
_STANDARD_LABEL = re.compile(r"\bstandard\b|\bon[- ]demand\b|\bregular\b|标准|按需", re.I)
_CACHE_WRITE_LABEL = re.compile(r"cache[\s-]*(?:writes?|creation)|write\s+to\s+(?:the\s+)?cache|缓存(?:写入|创建)|写入缓存", re.I)


def _table_condition(context: DocumentContext, index: int, column_header: str | None, cells: list[str],
                     money_columns: set) -> str | None:
    """The condition a table states for a price cell: its column label, its row label, the section row
    above it ("Batch API"), or the heading right above the table ("Off-peak discounts")."""
    row_text = " ".join(c for i, c in enumerate(cells) if i not in money_columns)
    for label in (column_header or "", row_text):
        if _CACHE_WRITE_LABEL.search(label):
            return "cache write"
        if (found := _column_condition(label)) is not None:
            return found
    table = context.tables.get(index)
    if table is None:
        return None
    header = context.table_header.get(index) or []
    if any(_column_condition(label) or _STANDARD_LABEL.search(label) for label in header):
        return None  # the columns already tell the conditions apart; a heading does not override them
    for label in (table.sections.get(index), table.heading):
        if label and (found := _column_condition(label)) is not None and found != "previous":
            return found
    return None


_PREVIOUS_SENTENCE = re.compile(r"^(?:[^，,。]{0,12}[，,]\s*)?(?:此前|之前|原先|原来|调整前|降价前|previously|formerly|"
                                r"(?:the\s+)?(?:prior|old|former|previous)\b(?:[^:：.]|(?<=\d)\.(?=\d)){0,30}[:：]|"
                                r"before\s+the\s+(?:cut|change|update))", re.I)


# "well under $1 per million", "below $0.10": a bound on a price, not a price.
_BOUND_BEFORE = re.compile(r"(?:\b(?:under|below|less\s+than|at\s+most|no\s+more\s+than|not\s+more\s+than|"
                           r"cheaper\s+than|sub-?)|不到|低于|不超过|以下)\s*$", re.I)
# "if it fell to $0.10", "were it priced at $1": a price imagined, not offered.
_HYPOTHETICAL_BEFORE = re.compile(r"(?:\bif\b|\bwere\s+(?:it|they|the\s+\w+)\b|\bsuppose\b|\bimagine\b|假如|如果|假设|要是|若是|倘若|万一)"
                                  r"[^.;。；]{0,45}?(?:\bto|\bat|\bwas|\bwere|\bbe|\bcost|\bcosts|为|到|至)"
                                  r"(?:\s*每\s?(?:百万|千|万|1M|1K)\s?(?:个\s?)?(?:tokens?|词元)?)?\s*$", re.I)
# "If hit rates fell, that figure would rise towards $3": the consequence of an imagined case.
_CONDITIONAL_SENTENCE = re.compile(r"\bif\b[^.;]*\bwould\b|\bhypothetical|要是|假如|倘若", re.I)
# An author's own estimate or an accounting assumption is not a price anyone charges
# ("we estimate ... $2.95 per GPU-hour", "Finance estimates ... $1.80", "assuming a rental price of $2").
_ESTIMATE_BEFORE = re.compile(r"\b(?:we|I|analysts?|finance|our\s+team)\s+(?:\w+\s+)?estimat\w*|\bour\s+(?:own\s+)?"
                              r"(?:estimates?|modell?ing|calculations?)\b|\bassum(?:e|es|ed|ing)\b|我们(?:估算|测算|估计)|"
                              r"据我们(?:估算|测算)|假设", re.I)
# Words that announce the same price written another way ("0.0024元/千tokens即2.4元/百万tokens").
_RESTATEMENT_CUE = re.compile(r"即|换算|折合|相当于|合计|\bi\.e\.|\bthat\s+is\b|in\s+other\s+words|equivalent|"
                              r"works\s+out|comes\s+to|same\s+price|同一个?价格|写成|restat", re.I)


def _price_candidates(context: DocumentContext, index: int) -> list[Candidate]:
    sentence = context.sentence(index)
    offset = context.prepared.sentences[index][0]
    mentions = [replace(m, features=dict(m.features)) for m in context.money(index)]
    header = context.table_header.get(index)
    if not mentions and not header and " | " not in sentence:
        mentions = _labelled_numbers(context, index, sentence)
    if header:
        taken = [(m.start, m.end) for m in mentions]
        mentions += [m for m in _table_cell_money(context, index, sentence)
                     if not any(s < m.end and m.start < e for s, e in taken)]
        mentions.sort(key=lambda m: m.start)
    if not mentions:
        return []
    cells = sentence.split(" | ") if header else None
    cell_starts = []
    if cells:
        position = 0
        for cell in cells:
            cell_starts.append(position)
            position += len(cell) + 3

    def column_of(mention: MoneyMention) -> int | None:
        return max(i for i, start in enumerate(cell_starts) if start <= mention.start) if cells else None

    money_columns = {column_of(m) for m in mentions} if cells else set()
    table_rejections: dict[int, str] = {}
    # Units a table, the sentence or its neighbours state once for many amounts.
    for position, mention in enumerate(mentions):
        if mention.unit is not None or mention.scale_word:
            continue
        if cells:
            declared = _table_declaration(context, index, column_of(mention), cells, money_columns)
            if declared and declared[0] == "reject":
                table_rejections[position] = declared[1]
            elif declared:
                mention.unit, factor, mention.quoted_unit, mention.hour_scope = declared
                mention.amount *= factor
                mention.features["unit_from"] = "table"
                mention.features["token_word"] = True
    _propagate_units(sentence, mentions)
    if not cells:
        hourly_context = None
        for position, mention in enumerate(mentions):
            if mention.unit is not None or mention.scale_word or mention.features.get("per_other"):
                continue
            previous_end = mentions[position - 1].end if position else 0
            next_start = mentions[position + 1].start if position + 1 < len(mentions) else len(sentence)
            paired = any(0 <= other < len(mentions) and mentions[other].currency == mention.currency and
                         re.fullmatch(r"\s*(?:/|and|&|和|与|、)\s*",
                                      sentence[min(mentions[other].end, mention.end):max(mentions[other].start,
                                                                                         mention.start)])
                         for other in (position - 1, position + 1))
            if not (paired or _price_like(sentence, mention, previous_end, next_start)):
                continue
            inherited = None
            declared = _declared_unit(sentence, strict=False)
            if hourly_context is None:
                hourly_context = _hourly_context(context, index, sentence)
            if mention.currency in hourly_context and not _TRAP_MONEY.search(sentence) and \
                    not _DECL_TIME_REJECT.search(sentence[mention.end:mention.end + 12]):
                # "raised their H100 price from $1.99": a GPU named after hourly rental prices.
                mention.unit, mention.quoted_unit = "per_gpu_hour", "per GPU-hour"
                mention.features["unit_from"] = "context"
                continue
            if declared and declared[0] == "per_million_tokens":
                inherited = (declared[1], declared[2], "sentence")
            elif _SENTENCE_UNIT.search(sentence):
                inherited = (Decimal(1), "per 1M tokens", "sentence")
            elif (found := _context_unit(context, index, mention.currency)) is not None:
                inherited = (*found, "context")
            elif len(sentence) < 160 and (declared := _unit_declaration(context, index)) \
                    and declared[0] == "per_million_tokens":
                inherited = (declared[1], declared[2], "heading")
            if inherited:
                factor, quoted, source = inherited
                mention.amount *= factor
                mention.unit = "per_million_tokens"
                mention.quoted_unit = quoted
                mention.features["unit_from"] = source
        _propagate_units(sentence, mentions)

    # A trap word ("monthly bill", "funding") belongs to the amount nearest to it, not to every amount around.
    own_traps: dict[int, str] = {}
    for trap in _TRAP_MONEY.finditer(sentence):
        def distance(mention: MoneyMention) -> int:
            return max(0, mention.start - trap.end(), trap.start() - mention.end)
        nearest = min(range(len(mentions)), key=lambda i: distance(mentions[i]))
        if nearest not in own_traps and -60 <= mentions[nearest].start - trap.end() <= 60 and \
                trap.start() - mentions[nearest].end <= 40:
            own_traps[nearest] = trap.group(0)
    candidates: list[Candidate] = []
    restatement_cue = bool(_RESTATEMENT_CUE.search(sentence))
    derived_cost = any(m.unit == "per_gpu_hour" for m in mentions) and \
        any(m.unit == "per_million_tokens" for m in mentions) and bool(find_rates(sentence))
    states: list[dict] = []  # per mention: what the first pass found
    previous_end = 0
    previous_sentence = context.sentence(index - 1) if index > 0 else ""
    for position, mention in enumerate(mentions):
        next_start = mentions[position + 1].start if position + 1 < len(mentions) else len(sentence)
        features: dict = {"trigger": sentence[mention.start:mention.end], "currency": mention.currency,
                          "restatement_cue": restatement_cue, **mention.features}
        column_header = None
        if cells:
            column = column_of(mention)
            column_header = _column_header(context, index, column)
            features["column_header"] = column_header
            features["row_label"] = cells[0]
        clause_start = previous_end
        previous_end = mention.end
        features["trap_word"] = own_traps.get(position)
        span = (offset + mention.start, offset + mention.end)
        candidate = Candidate("price", index, span, {}, "price", 0.0, features)
        candidates.append(candidate)
        state = {"mention": mention, "candidate": candidate, "token_type": None, "side": None,
                 "condition": None, "clause_start": clause_start, "next_start": next_start}
        states.append(state)
        if mention.scale_word:
            candidate.rejection = "amount with a scale word (funding-sized)"
            continue
        if position in table_rejections:
            candidate.rejection = table_rejections[position]
            continue
        if mention.features.get("per_other") and mention.unit is None:
            candidate.rejection = f"price per {mention.features['per_other']}, not per token"
            continue
        if mention.unit is None:
            candidate.rejection = "no price unit"
            continue
        if mention.currency not in ("USD", "CNY", "EUR", "GBP", "JPY"):
            candidate.rejection = "unknown currency"
            continue
        if mention.unit == "per_million_tokens" and _TIME_AFTER_TOKENS.match(sentence[mention.end:mention.end + 20]):
            candidate.rejection = "storage or time-based fee"
            continue
        range_gap = _RANGE_GAP.match(sentence[mention.end:mentions[position + 1].start]) \
            if position + 1 < len(mentions) else None
        range_before = _RANGE_BEFORE.search(sentence[:mention.start]) if _is_range_start(sentence[:mention.start]) \
            else None
        if range_gap and range_before and (range_gap.group(0).strip().lower() == "and") == \
                range_before.group(0).strip().lower().startswith("between"):
            candidate.rejection = "range of prices"
            states[-1]["range_start"] = True
            continue
        if position > 0 and states[position - 1].get("range_start"):
            candidate.rejection = "range of prices"
            continue
        if mention.unit == "per_gpu_hour":
            around = sentence[max(0, mention.start - 80):mention.end + 40]
            per_gpu = mention.hour_scope in ("gpu", "chip", "accelerator", "card", "tpu", "卡", "device") or \
                bool(_PER_GPU_WORDS.search(column_header or around))
            features["per_gpu_words"] = bool(per_gpu)
            if mention.hour_scope in ("instance", "台", "node", "server", "machine", "vm", "pod", "box", "system",
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
        if _BOUND_BEFORE.search(sentence[max(0, mention.start - 25):mention.start]):
            candidate.rejection = "a bound, not a price"
            continue
        if _HYPOTHETICAL_BEFORE.search(sentence[max(0, mention.start - 60):mention.start]) or (
                _CONDITIONAL_SENTENCE.search(sentence[:mention.start]) and
                re.search(r"\bwould\b[^.;]{0,30}$", sentence[:mention.start], re.I)):
            candidate.rejection = "hypothetical price"
            continue
        if _ESTIMATE_BEFORE.search(sentence[:mention.start]):
            candidate.rejection = "an estimate or assumption, not a quoted price"
            continue
        if mention.unit == "per_million_tokens" and derived_cost:
            candidate.rejection = "cost per token derived from an hourly price and a throughput"
            continue
        if position > 0 and _APPROX_GAP.match(sentence[mentions[position - 1].end:mention.start]) and \
                mentions[position - 1].currency != mention.currency:
            candidate.rejection = "conversion of the previous amount"
            continue
        if mention.unit == "per_million_tokens":
            token_type, side = "unspecified", None
            if cells:
                column = column_of(mention)
                own_cell = cells[column]
                cell_start, cell_end = cell_starts[column], cell_starts[column] + len(own_cell)
                neighbours = [m for m in mentions if m is not mention and cell_start <= m.start < cell_end]
                if neighbours:
                    # "$0.04 per million input tokens · $0.08 per million output tokens" in one cell: read
                    # the cell as prose.
                    cell_previous = max([cell_start] + [m.end for m in neighbours if m.end <= mention.start])
                    cell_next = min([cell_end] + [m.start for m in neighbours if m.start >= mention.end])
                    token_type, side = _token_type(sentence, mention, cell_previous, cell_next, None)
                    side = "cell" if token_type != "unspecified" else None
                sources = () if side else ((own_cell, "cell"), (_TIER_PHRASE.sub(" ", column_header or ""), "column"),
                                            *((c, "row") for i, c in enumerate(cells) if i not in money_columns))
                for source, where in sources:
                    found = next((name for name, regex in _TOKEN_KEYWORDS if regex.search(source)), None)
                    if found:
                        token_type, side = found, where
                        break
            else:
                token_type, side = _token_type(sentence, mention, clause_start, next_start, None)
                if side is None and token_type == "unspecified":
                    # "the input price of its Qwen-Long model by 97% on Tuesday, to 0.0005 yuan": one keyword
                    # earlier in the sentence, with no other amount in between.
                    wider = sentence[clause_start:mention.start]
                    found = sorted((match.start(), name) for name, regex in _TOKEN_KEYWORDS
                                   if (match := regex.search(wider)))
                    if len({name for _, name in found}) == 1 or (found and found[0][0] < 20 and clause_start == 0):
                        # One keyword, or the sentence's subject ("Cache reads run at ... the base input rate").
                        token_type, side = found[0][1], "sentence"
            if token_type == "unspecified" and index in context.definition_labels:
                # "Input" on one line, "$0.50 / 1M tokens" on the next.
                label = context.sentence(context.definition_labels[index])
                token_type = next((name for name, regex in _TOKEN_KEYWORDS if regex.search(label)), token_type)
                side = "label" if token_type != "unspecified" else side
            state["token_type"], state["side"] = token_type, side
            if not cells and _ALIKE.search(sentence[mention.end:min(next_start, mention.end + 60)]):
                state["alike"] = True
        condition, _ = _condition(sentence, mention, clause_start, next_start)
        if condition is None and not cells:
            local = sentence[max(clause_start, mention.start - 60):min(next_start, mention.end + 60)]
            condition = _long_context(local, sentence[:mention.start], previous_sentence)
        if condition is None and cells:
            condition = _table_condition(context, index, column_header, cells, money_columns)
        if condition is None and not cells and index in context.definition_labels:
            condition = _column_condition(context.sentence(context.definition_labels[index]))
        if condition is None and not cells and _PREVIOUS_SENTENCE.search(sentence) and \
                not re.search(r"\bnow\b|现在|调整后|新价格", sentence[:mention.start], re.I):
            condition = "previous"
        state["condition"] = condition

    if cells:
        for earlier, state in zip(states, states[1:]):
            # "Claude Opus 4.1 | $15.00 | $15.00" under "≤ 200K | > 200K": one price for every prompt length.
            if earlier["candidate"].accepted and state["candidate"].accepted and \
                    earlier["mention"].amount == state["mention"].amount and \
                    earlier["mention"].currency == state["mention"].currency and \
                    earlier["token_type"] == state["token_type"] and earlier["condition"] is None and \
                    (state["condition"] or "").startswith("long-context") and \
                    column_of(state["mention"]) == column_of(earlier["mention"]) + 1:
                state["candidate"].rejection = "same price for every prompt length"
    earlier_types = [t for _, t, _, _ in context.sentence_prices.get(index - 1, [])] if index else []
    _relate_amounts(sentence, states, earlier_types)
    _inherit_token_type(context, index, states)

    extra: list[Candidate] = []
    for state in states:
        candidate, mention = state["candidate"], state["mention"]
        if not candidate.accepted:
            continue
        features = candidate.features
        token_type, condition = state["token_type"], state["condition"]
        features.update(token_side=state["side"], condition=condition)
        categories = ("model",) if mention.unit == "per_million_tokens" else ("hardware",)
        subject_mention, organization, where = _attribute_mention(context, index, offset + mention.start, categories)
        organization = _price_seller(context, index, offset + mention.start, subject_mention,
                                     mention.unit == "per_gpu_hour", organization)
        subject = subject_mention.name if subject_mention else None
        if subject_mention is not None and subject_mention.version and (
                condition == "previous" or (organization and organization != subject_mention.organization)):
            # A superseded price, or a third party's price, belongs to the named version, not to the
            # provider's API id that serves the newest version now.
            subject = subject_mention.version
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
        if state.get("alike") and candidate.fields["token_type"] in ("unspecified", "input", "output"):
            # "$0.88 per million tokens for input and output alike": one price for each token type.
            candidate.fields["token_type"] = "input"
            twin = Candidate("price", index, candidate.span, dict(candidate.fields, token_type="output"),
                             candidate.rule, candidate.confidence, dict(features, token_side="alike"))
            extra.append(twin)
        if mention.unit == "per_gpu_hour":
            context.sentence_hourly.setdefault(index, []).append(mention.currency)
        if mention.unit == "per_million_tokens":
            context.sentence_prices.setdefault(index, []).append(
                (mention.currency, candidate.fields["token_type"], _unit_factor(mention),
                 mention.quoted_unit or "per 1M tokens"))
    return candidates + extra


def _inherit_token_type(context: DocumentContext, index: int, states: list[dict]) -> None:
    """A per-token price with no token word of its own takes the single token type the previous
    sentence priced ("Alibaba lowered the input price ... The previous price had been 0.02 yuan")."""
    live = [s for s in states if s["candidate"].accepted and s["mention"].unit == "per_million_tokens"
            and s["candidate"].features.get("unit_from") != "table"]
    if not live or any(s["token_type"] not in (None, "unspecified") for s in live):
        return
    for back in (index - 1, index - 2):
        if back < 0:
            return
        earlier = context.sentence_prices.get(back)
        if earlier:
            types = {token_type for _, token_type, _, _ in earlier}
            if len(types) == 1 and (found := types.pop()) not in (None, "unspecified") and len(live) == 1:
                live[0]["token_type"], live[0]["side"] = found, "previous-sentence"
            return


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
        elif not in_table and first["side"] is None and second["side"] is None and \
                first["token_type"] in (None, "unspecified") and second["token_type"] in (None, "unspecified") and \
                (len(live) == 2 and re.fullmatch(r"\s*(?:and|/|和|与)\s*", gap) or (
                    re.fullmatch(r"\s*/\s*", gap) and not re.match(r"\s*/\s*[$€£¥]?\d", sentence[second["mention"].end:])
                    and not re.search(r"[$€£¥]?\d[\d.,]*\s*/\s*$", sentence[:first["mention"].start]))):
            # "$3/$15", "at $3 and $15 per million": the conventional input/output pair.
            first["token_type"], second["token_type"] = "input", "output"
            first["side"] = second["side"] = "pair-convention"
    if len(live) >= 3 and earlier_types and len(earlier_types) == len(live) and \
            all(s["token_type"] in (None, "unspecified") and s["side"] is None for s in live) and \
            all(re.fullmatch(r"\s*[/|·,、]\s*", sentence[a["mention"].end:b["mention"].start]) for a, b in zip(live, live[1:])):
        # "Prior V3.1 card: $0.56 / $0.07 / $1.68" under a line that named the three types in order.
        for state, token_type in zip(live, earlier_types):
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
        if not before and earlier_types and len(earlier_types) == len(after):
            before = earlier_types  # "三项价格分别为$0.07、$0.56和$1.68" after a sentence listing the three types
        if after and len(before) >= len(after):
            for state, model in zip(after, before[-len(after):]):
                state["token_type"], state["side"] = model, "respectively"
    for position, state in enumerate(live):
        mention = state["mention"]
        before = sentence[max(0, mention.start - 12):mention.start]
        if state["side"] == "respectively":
            continue
        if position > 0 and state["condition"] == "previous" and re.search(r"(?:down|up)\s+from\s*$|from\s*$", before):
            earlier = live[position - 1]
            if earlier["condition"] != "previous" and earlier["token_type"] not in (None, "unspecified"):
                state["token_type"], state["side"] = earlier["token_type"], "previous-of"
        if position > 0:
            earlier = live[position - 1]
            gap = sentence[earlier["mention"].end:mention.start]
            if len(gap) <= 12 and re.fullmatch(r"[\s\w]*?(?:and|or|/|,|和|、|，)[\s\w]*", gap) and \
                    earlier["condition"] and not state["condition"] and earlier["condition"] != "previous":
                state["condition"] = earlier["condition"]
            if len(gap) <= 12 and re.fullmatch(r"\s*(?:and|和|与|、)\s*", gap) and \
                    earlier["condition"] == "previous" and not state["condition"]:
                state["condition"] = "previous"
            if state["side"] is None and state["token_type"] in (None, "unspecified") and not in_table and \
                    earlier["token_type"] not in (None, "unspecified") and \
                    not any(regex.search(gap) for _, regex in _TOKEN_KEYWORDS) and \
                    not re.search(r"[;；。]", gap):
                state["token_type"], state["side"] = earlier["token_type"], "previous-amount"


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
                                 r"能效|每瓦(?:性能|算力)", re.I)),
    ("energy", re.compile(r"\benergy(?![- ]efficien)(?:\s+use|\s+consumption)?\b|power\s+consumption|能耗|功耗", re.I)),
    ("latency", re.compile(r"latency|latencies|time[- ]to[- ]first[- ]token|\bTTFT\b|response\s+times?|延迟|时延", re.I)),
    ("throughput", re.compile(r"throughput|tokens?\s+per\s+second|tokens?/s|tok/s|吞吐|(?:AI\s+)?factory\s+output|"
                              r"token\s+output", re.I)),
    ("price", re.compile(r"\bprices?\b|\bpricing\b|cheaper|discount\w*|\boff\b|API\s+(?:costs?|fees?|rates?)|"
                         r"(?:standard|base|list|interactive|regular|normal|hourly|on-demand|daytime|input|output|"
                         r"cache[- ]miss|cache[- ]hit|token|batch)\s+rates?|"
                         r"降价|价格|折|优惠|费用|便宜|定价|原价|标准价|单价|输入价|输出价|调用价|(?:API|调用)的?成本", re.I)),
    ("cost", re.compile(r"\bcosts?\b|\bTCO\b|total\s+cost|\bbills?\b|(?<!API的)(?<!调用的)成本|节省|账单", re.I)),
    ("performance", re.compile(r"performance|performant|faster|\bspeed(?:-?ups?)?\b|quicker|\bcompute\b|"
                               r"inferencing|性能|速度|更快|加速|算力", re.I)),
]
_TRAP_METRIC = re.compile(
    r"memory|HBM|bandwidth|context(?:\s+window|\s+length)?|revenue|sales|market\s+share|\bshares?\b|stock|"
    r"users|usage|downloads|parameters?|valuation|funding|capacity|storage|interconnect|NVLink|"
    r"scaling\s+efficiency|efficiency\s+at\s+scale|transistors|\bdies?\b|\bcores?\b|FLOPS|petaflops|exaflops|"
    r"precision|accuracy|percentile|employees|headcount|data\s+cent(?:er|re)s?|power\s+draw|TDP|watts?\b|"
    r"volume|calls|requests\s+per\s+day|daily|customers|growth|obligations|backlog|year[- ](?:earlier|ago|on[- ]year|"
    r"over[- ]year)|shipments?|上下文|显存|内存|容量|带宽|营收|收入|份额|占比|出货|股价|市值|规模|同比|环比|用户|参数|调用量",
    re.I,
)
_BASELINE = re.compile(
    r"(?:\bthan|\bover|\bversus|\bvs\.?|\bcompared\s+(?:to|with)|\brelative\s+to|\bagainst|\bfrom|"
    r"\bthe\s+(?:performance|throughput|speed)\s+of|\bthat\s+of)\s+(?P<baseline>[^,;.()]+?)"
    r"(?=\s+(?:on|in|for|at|when|while|with|using|running|across|during|and\s+(?:a|an|up|\d)|according|to\s+\$)\b|[,;()]|\.\s|\.$|$)",
    re.I,
)
_BASELINE_CHINESE = re.compile(r"(?:相比|相较于?|较|(?<!占)比)(?P<baseline>[^，,。；;]{1,20}?)"
                               r"(?=而言|来说|[，,]|便宜|贵|高|低|快|慢|多|少|提升|提高|降低|下降|减少|增加|再|更|的)")
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
        implied = {"faster": "performance", "quicker": "performance", "cheaper": "price",
                   "slower": "performance"}.get(
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


_NEGATED_SENTENCE = re.compile(r"\b(?:does|do|did)\s+not\s+(?:mean|translate|imply)|\b(?:doesn't|don't)\s+"
                               r"(?:mean|translate|imply)|不意味着|并不意味", re.I)
_NEGATED = re.compile(r"\b(?:not|n't|never|no)\b[^.,;]{0,25}$|(?:不是|并非|不意味着|并不)[^，。]{0,15}$", re.I)
_PRICE_CHANGE_VERB = re.compile(r"(?:降幅|涨幅|直降|下调|上调|降了|下降|降价|涨价|减半|翻倍|翻番|降低|"
                                r"\b(?:cut|cuts|slash(?:ed|es)?|lowered|raised|reduced|down|up)\b)[^。；;]{0,12}$", re.I)
_COMPARISON_FRAME = re.compile(r"\bthan\b|\bover\b|\bleads?\b|\bversus\b|\bvs\.?|compared|(?<!占)比|相比|相较|较|"
                               r"(?:是|为|达到?|约为|大约是|接近|仅为|不到)[^，。,;；]{0,25}的\s*$", re.I)
_PRICE_WORDS = re.compile(r"\bprices?\b|\bpricing\b|价格|价|定价|收费|元|美元|\$|¥", re.I)


def _fallback_metric(context: DocumentContext, index: int, sentence: str, change: ChangeMention) -> str | None:
    """The metric of a comparison whose own clause names none: a price change next to prices, a
    throughput comparison next to measured rates, or the one metric named elsewhere in the sentence."""
    before = sentence[max(0, change.start - 40):change.start]
    after = sentence[change.end:change.end + 40]
    previous = context.sentence(index - 1) if index > 0 else ""
    offset = context.prepared.sentences[index][0]
    if re.match(r"\s*(?:better|higher|greater|lower|smaller|more\s+efficient)\s*(?:[,;.]|$)", after, re.I) and \
            not _TRAP_METRIC.search(sentence[:change.end]):
        # "Energy efficiency, it said, is 4x better": the metric is the subject of the clause.
        hits = [(change.start - match.end(), metric) for metric, regex in _METRICS
                for match in regex.finditer(sentence[:change.start])]
        if hits:
            return min(hits)[1]
    price_verb = _PRICE_CHANGE_VERB.search(before) or re.match(r"\s*(?:off|cheaper|便宜)", after)
    if _TRAP_METRIC.search(sentence) and not re.search(r"price|(?<!股)价(?!值)", sentence, re.I):
        return None
    table_prices = index in context.table_header and bool(_PRICE_WORDS.search(
        " ".join(context.table_header[index]) + " " + " ".join(context.table_captions.get(index, [])[:3])))
    if price_verb and (_PRICE_WORDS.search(sentence) or _PRICE_WORDS.search(previous) or table_prices):
        return "price"
    amounts = [m for m in context.money(index) if not m.scale_word]
    priced = [m for m in amounts if m.unit]
    if change.direction and change.form == "percent_change" and len(amounts) >= 2 and priced and (
            _PRICE_CHANGE_FROM.search(sentence) or re.search(r"→|->|⇒", sentence)):
        # "from $0.88 to $0.60 per million tokens, a 32% reduction", "$5.49 → $4.95 per GPU-hour (−10%)"
        return "price"
    if (priced or context.money(index - 1 if index else index)) and (
            re.search(r"(?:\b(?:input|output|cached)|输入|输出)\s*$", before) or
            (re.match(r"\s*(?:the\s+)?(?:[\w.-]+\s+){0,2}?(?:rate|price)s?\b", after, re.I) and any(
                m.category in ("hardware", "model") and 0 <= m.start - (offset + change.end) <= 12
                for m in context.mentions[index]))):
        # "input halves" under a price list, "about double the 4090 rate"
        return "price"
    framed = _COMPARISON_FRAME.search(before) or re.match(r"\s*(?:more|higher|greater|faster|better|less|lower)\s+than\b",
                                                          after, re.I) or _BASELINE_CHINESE.search(before) or \
        re.match(r"\s*(?:ahead\s+of|above|over)\b", after, re.I)
    if not framed and re.match(r"\s*the\b", after) and (re.search(r"\bof\b", after) or any(
            m.category in ("hardware", "model") and offset + change.end <= m.start <= offset + change.end + 30
            for m in context.mentions[index])):
        framed = True  # "1.74x the GB300 rack", "2.9x the Offline tokens of the H200 machine"
    if not framed and re.match(r"\s*(?:[,;]|\.(?!\d)|$)", after) and find_rates(sentence):
        framed = True  # "... was 34,555 tokens/s, so the new part shows about 2.7x."
    if not framed or _TRAP_METRIC.search(sentence) or _TRAP_MONEY.search(sentence):
        return None
    if find_rates(sentence) or find_rates(previous) or (
            context.has_rates() and any(m.category == "hardware" for m in context.mentions[index])):
        return "throughput"
    hits = []
    for metric, regex in _METRICS:
        for match in regex.finditer(sentence):
            distance = change.start - match.end() if match.end() <= change.start else match.start() - change.end
            hits.append((abs(distance), metric))
    if hits and not _TRAP_METRIC.search(sentence):
        return min(hits)[1] if min(hits)[1] != "energy" else None
    return None


_STANDARD_BASELINES = [
    (re.compile(r"原价|标准价|standard\s+(?:price|pricing|rate)|list\s+price|regular\s+price", re.I), "the standard price"),
    (re.compile(r"上一代|前代|previous\s+generation|generation[- ]on[- ]generation|generational|predecessor", re.I),
     "the previous generation"),
    (re.compile(r"previous\s+round|上一轮|last\s+round", re.I), "the previous round"),
]
# A reference price named in the text is the baseline as written ("50% off list prices", "half the standard
# rate", "50% off the interactive prices above", "32% cheaper than its on-demand rate").
_WRITTEN_STANDARD = re.compile(r"(?P<phrase>(?:the\s+)?(?:standard|list|regular|base(?:\s+input)?|interactive|daytime|"
                               r"on-demand|cache-miss|real-time|non-batch)\s+(?:prices|price|pricing|rates|rate))", re.I)
# A discount ("25% off", "a 50% discount", "打8折") with no reference named is taken off the standard price.
_DISCOUNT_WORDS = re.compile(r"^[^,;，。；]{0,12}?(?:\boff\b|\bdiscount|折|优惠)", re.I)
_PRICE_CHANGE_FROM = re.compile(r"(?:从|由|from)\s*[$¥€]?\s?\d[^，。;；]{0,30}?(?:降至|降到|降为|上调至|涨至|翻倍到|翻倍至|to)", re.I)


_SHARE_BASELINE_GAP = re.compile(r"^\s*(?:of\s+)?(?:the\s+|an?\s+|its\s+)?(?:[\w-]+\s+){0,3}?(?:of\s+|for\s+)?"
                                 r"(?:the\s+|an?\s+)?$", re.I)


def _compared_mention(context: DocumentContext, index: int, change: ChangeMention) -> Mention | None:
    """A product named as the thing compared with in the change's clause ("是H100的30倍", "than the B200")."""
    offset = context.prepared.sentences[index][0]
    sentence = context.sentence(index)
    clause_start, clause_end = _clause_bounds(sentence, change.start, change.end)
    compared = [m for m in context.mentions[index] if m.category in ("hardware", "model")
                and m.end <= offset + clause_end and _is_compared(context, index, m)]
    in_clause = [m for m in compared if offset + clause_start <= m.start]
    return (in_clause or compared or [None])[0]


def _standard_baseline(sentence: str, change: ChangeMention) -> str | None:
    """A baseline worded as a standard phrase: the standard price, the previous generation, the previous round,
    or the previous price of a "from X to Y" change."""
    clause_start, clause_end = _clause_bounds(sentence, change.start, change.end)
    clause = sentence[clause_start:clause_end]
    written = _WRITTEN_STANDARD.search(clause)
    if written:
        return written.group("phrase")
    for regex, phrase in _STANDARD_BASELINES:
        if regex.search(clause):
            return phrase
    if _PRICE_CHANGE_FROM.search(sentence[:change.start]):
        return "the previous price"
    return None


def _comparison_candidates(context: DocumentContext, index: int) -> list[Candidate]:
    sentence = context.sentence(index)
    offset = context.prepared.sentences[index][0]
    candidates = []
    for change in find_changes(sentence):
        features = {"trigger": change.trigger, "form": change.form, "direction": change.direction,
                    "hedge": change.hedge}
        span = (offset + change.start, offset + change.end)
        if change.form == "multiple" and (_HARDWARE_AFTER.match(sentence[change.end:]) or any(
                m.category == "hardware" and 0 <= m.start - (offset + change.end) <= 2 for m in context.mentions[index])):
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "count of accelerators"))
            continue
        if _NEGATED.search(sentence[max(0, change.start - 30):change.start]) or _NEGATED_SENTENCE.search(sentence):
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "negated"))
            continue
        if _CONDITIONAL_SENTENCE.search(sentence):
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "hypothetical"))
            continue
        metrics, trap, side = _metric_near(sentence, change)
        if change.trigger.endswith("折") and not any(m in ("price", "cost") for m, _ in metrics):
            # "打8折", "五折档": a Chinese discount is a price change by its very word.
            metrics, trap, side = [("price", "折")], None, "trigger"
        if not metrics and not trap:
            fallback = _fallback_metric(context, index, sentence, change)
            if fallback:
                metrics, side = [(fallback, "context")], "context"
        clause_start, clause_end = _clause_bounds(sentence, change.start, change.end)
        if metrics and metrics[0][0] == "cost" and (
                re.search(r"\b(?:per|an?)\s+(?:GPU[- ])?hour\b|\bhourly\b|/\s?hr\b|/\s?时",
                          sentence[change.end:change.end + 40], re.I)
                or (re.fullmatch(r"costs?", metrics[0][1], re.I)
                    and re.search(r"\b(?:input|output|cached)\b", sentence[clause_start:change.start], re.I))):
            # "costs 22% less per hour", "output now costs 36x": a rental or token price, not a cost of serving.
            metrics = [("price", metrics[0][1])] + metrics[1:]
        if metrics and metrics[0][0] == "cost" and change.form == "to_share" and \
                re.fullmatch(r"costs?", metrics[0][1], re.I) and \
                re.search(r"\bcosts?\s+(?:\w+\s+)?$", sentence[max(0, change.start - 20):change.start], re.I) and \
                not re.search(r"\bthe\s+costs?\s+(?:\w+\s+)?$", sentence[max(0, change.start - 25):change.start], re.I):
            # "the new flagship costs a third of its predecessor": the verb states a price.
            metrics = [("price", metrics[0][1])] + metrics[1:]
        if metrics and metrics[0][0] in ("throughput", "performance") and \
                re.match(r"\W*(?:per[- ]watt\b|on\s+a\s+per[- ]watt\s+basis|每瓦)", sentence, re.I):
            # "Per watt, the QX-7 delivers 2.1x the throughput of the L40S"
            metrics = [("perf_per_watt", metrics[0][1])] + metrics[1:]
        if {m for m, _ in metrics} >= {"cost", "energy"}:
            # "the cost and energy of inference by as much as 25x": spec/claims.md reads the cost as price.
            metrics = [("price" if m == "cost" else m, k) for m, k in metrics]
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
        baseline_mention = None
        if baseline:
            # "Nvidia's B200", "comparable H200 deployments": the product named is the baseline.
            baseline_start = offset + baseline_match.start("baseline")
            baseline_mention = next((m for m in context.mentions[index] if m.category in ("hardware", "model")
                                     and baseline_start <= m.start < baseline_start + len(baseline_match.group("baseline"))),
                                    None)
        if baseline_mention is None and change.form == "to_share":
            # "a third of the cost of the H100", "one-tenth of GPT-5's": the name after the share is the baseline.
            baseline_mention = next((m for m in context.mentions[index] if m.category in ("hardware", "model")
                                     and offset + change.end <= m.start <= offset + change.end + 40
                                     and _SHARE_BASELINE_GAP.match(context.prepared.text[offset + change.end:m.start])),
                                    None)
        if baseline_mention is None:
            baseline_mention = _compared_mention(context, index, change)
        if baseline_mention is not None:
            baseline = baseline_mention.name
        elif baseline is None:
            baseline = _standard_baseline(sentence, change)
            if baseline is None and metrics[0][0] == "price" and (
                    _DISCOUNT_WORDS.match(sentence[change.start:]) or change.trigger.endswith("折")):
                baseline = "the standard price"
        features["baseline_found"] = baseline is not None
        subject_categories = ("hardware", "model")
        if baseline_mention is not None and any(
                m.category == baseline_mention.category and m is not baseline_mention and m.name != baseline_mention.name
                and not _is_compared(context, index, m) for m in context.mentions[index]):
            # "GB300 NVL72 runs DeepSeek-R1 at 10x lower cost than Hopper": the subject is the same kind of
            # thing as the baseline, not the workload named in between.
            subject_categories = (baseline_mention.category,)
        subject_mention, organization, where = _attribute_mention(context, index, offset + change.start,
                                                                  subject_categories, compared_ok=False)
        if subject_mention is not None and baseline_mention is not None and \
                subject_mention.start == baseline_mention.start:
            subject_mention = None
        if subject_mention is not None and baseline_mention is not None and \
                subject_mention.name == baseline_mention.name:
            subject_mention = None
        subject = subject_mention.name if subject_mention else None
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
# Scenario words, English and Chinese; ASCII boundaries so that "Server场景" and "离线（Offline）" count.
_SCENARIO = re.compile(r"(?<![A-Za-z])(?P<word>Offline|Server|Interactive|SingleStream|MultiStream|offline)(?![A-Za-z])"
                       r"|(?P<zh>离线|服务器场景|服务器（Server）|交互式?场景|交互)")
_SCENARIO_CHINESE = {"离线": "Offline", "交互": "Interactive"}
_PER_ACCELERATOR = re.compile(r"per[- ](?:GPU|chip|accelerator|card)|每(?:颗|张|块|个)?\s?(?:GPU|NPU|卡|芯片)|单卡|单颗", re.I)
_COUNT_WORDS = {"one": 1, "single": 1, "a single": 1, "two": 2, "four": 4, "eight": 8, "sixteen": 16,
                "thirty-two": 32, "sixty-four": 64, "seventy-two": 72}
_ACCELERATOR_COUNT = re.compile(
    r"(?<![A-Za-z\d.,$€¥£])(?P<n>\d{1,5}|one|two|four|eight|sixteen|thirty-two|sixty-four|seventy-two|a\s+single|single)"
    r"(?:\s?[x×]\s?|-|\s)(?:(?:NVIDIA|Nvidia|AMD|Google|Intel)\s+)?(?:(?!per\b)[\w.-]+\s+){0,2}?"
    r"(?:GPUs?|accelerators?|chips?|TPUs?|cards?|superchips?|NPUs?)(?![A-Za-z])"
    r"|(?<![\d.,$€¥£])(?P<n2>\d{1,4})\s?[x×]\s?(?=(?:NVIDIA\s+|Nvidia\s+|AMD\s+(?:Instinct\s+)?)?(?:[A-Z]{1,3}\d{2,4}|RTX|TPU))"
    r"|(?<![\d.,])(?P<n3>\d{1,5})\s?(?:颗|张|块)(?:[^，。,;；\d]{0,12}?(?:GPU|NPU|卡|芯片)|(?=[A-Z]{1,3}\d{2,4}|[^，。,;；\d]{0,3}[A-Z]{1,3}\d))"
    r"|(?<![\d.,])(?P<n4>\d{1,5})\s?卡"
    r"|(?<![A-Za-z\d.,$])(?P<n5>a\s+single|single|two|four|eight|sixteen|thirty-two|sixty-four|seventy-two)\s+"
    r"(?=(?:NVIDIA\s+|Nvidia\s+|AMD\s+(?:Instinct\s+)?)?[A-Z]{1,3}\d{2,4}[A-Z]?s?(?![A-Za-z0-9]))", re.I)


def _nearest_match(matches: list[re.Match], position: int, end_position: int) -> re.Match | None:
    """The match nearest to a value spanning [position, end_position): before it first, after it at double cost."""
    best = None
    for match in matches:
        distance = position - match.end() if match.end() <= position else (match.start() - end_position) * 2 + 10
        if distance < 0:
            continue
        if best is None or distance < best[0]:
            best = (distance, match)
    return best[1] if best else None


def _scenario_name(match: re.Match) -> str:
    word = match.group("word")
    if word:
        return "Offline" if word.lower() == "offline" else word
    zh = match.group("zh")
    if "服务器" in zh:
        return "Server"
    return next(name for key, name in _SCENARIO_CHINESE.items() if key in zh)


def _clause_bounds(sentence: str, start: int, end: int) -> tuple[int, int]:
    """The clause around [start, end): up to the nearest comma, semicolon or full stop on either side."""
    left = max(sentence.rfind(mark, 0, start) for mark in (",", ";", "，", "；", "。", ":", "："))
    rights = [found for mark in (",", ";", "，", "；", "。") if (found := sentence.find(mark, end)) >= 0]
    return left + 1, min(rights) if rights else len(sentence)


def _benchmark_scenario(context: DocumentContext, index: int, sentence: str, rate: RateMention) -> str | None:
    """The MLPerf scenario of a result: in its column header, right after it ("in the Server scenario",
    "offline"), else the nearest one before it in its clause, else the nearest in the sentence, else the
    previous sentence's ("in the same scenario")."""
    header_match = _SCENARIO.search(rate.features.get("column_header", ""))
    if header_match:
        return _scenario_name(header_match)
    if index > 0 and re.match(r"\s*(?:in|under)\s+the\s+same\s+scenario", sentence[rate.end:], re.I):
        found = list(_SCENARIO.finditer(context.sentence(index - 1)))
        if found:
            return _scenario_name(found[0])
    matches = list(_SCENARIO.finditer(sentence))
    clause_start, clause_end = _clause_bounds(sentence, rate.start, rate.end)
    after = [m for m in matches if rate.end <= m.start() <= rate.end + 30 and m.start() < clause_end
             and not re.search(r"\d", sentence[rate.end:m.start()])]
    if after:
        return _scenario_name(after[0])
    before = [m for m in matches if clause_start <= m.start() and m.end() <= rate.start]
    if before:
        return _scenario_name(before[-1])
    if rate.per == "GPU" or _PER_ACCELERATOR.search(sentence[max(clause_start, rate.start - 30):rate.start]):
        return "per GPU"
    nearest = _nearest_match(matches, rate.start, rate.end)
    if nearest is not None:
        return _scenario_name(nearest)
    if index > 0 and re.search(r"same\s+scenario|同一场景|该场景", sentence, re.I):
        found = list(_SCENARIO.finditer(context.sentence(index - 1)))
        if found:
            return _scenario_name(found[0])
    return None


def _accelerator_count(sentence: str, rate: RateMention, scenario: str | None) -> int | None:
    """How many accelerators produced a result: the count phrase nearest to it ("eight H200 GPUs", "8x B200",
    "64张卡", "单机8卡"); 1 for a per-accelerator figure or "a single GPU"."""
    if scenario == "per GPU":
        return 1
    match = _nearest_match(list(_ACCELERATOR_COUNT.finditer(sentence)), rate.start, rate.end)
    if match is None:
        return None
    raw = re.sub(r"\s+", " ", next(g for g in match.group("n", "n2", "n3", "n4", "n5") if g)).lower()
    return _COUNT_WORDS.get(raw) or (int(raw) if raw.isdigit() and int(raw) > 0 else None)


_SCENARIO_VALUE = re.compile(r"(?<![A-Za-z])(?P<scenario>Offline|Server|Interactive|离线|服务器|交互式?)\s*[:：]?\s*"
                             r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\d.]|,\d)(?!\s?(?:%|[A-Za-z]|倍|秒))")


def _labelled_rates(context: DocumentContext, index: int, sentence: str) -> list[RateMention]:
    """"NVIDIA DGX B200 ........ Offline 45,333.4" under a heading that declares the unit
    ("Whisper（语音识别，samples/s）"): a result per scenario label."""
    matches = list(_SCENARIO_VALUE.finditer(sentence))
    if not matches:
        return []
    heading = None
    for back in range(index - 1, max(-1, index - 6), -1):
        line = context.sentence(back)
        if _RATE_HEADER.search(line) and len(line) < 100 and not find_rates(line):
            heading = line
            break
    if heading is None:
        return []
    unit_match = _RATE_HEADER.search(heading).group(0).lower()
    unit = "samples/s" if unit_match.startswith("sample") else \
        "queries/s" if unit_match.startswith(("quer", "qps")) else "tokens/s"
    rates = []
    for match in matches:
        value = parse_decimal(match.group("num"))
        if value is None or value <= 0:
            continue
        rate = RateMention(match.start("num"), match.end("num"), value, unit)
        rate.features["column_header"] = match.group("scenario")
        rates.append(rate)
    return rates


_SYSTEM_COLUMN = re.compile(r"^\s*(?:system(?:\s+name)?|系统(?:名称)?)\b", re.I)
_ACCELERATOR_COLUMN = re.compile(r"^\s*(?:accelerators?(?:\s+(?:type|model|name))?|gpu(?:\s+(?:type|model))?|"
                                 r"加速卡|加速器)\s*$", re.I)
_ACCELERATOR_COUNT_COLUMN = re.compile(r"#\s*(?:of\s+)?(?:accelerators|gpus|chips)|(?:accelerators?|gpus?|chips?)\s*"
                                       r"(?:count|#|per\s+(?:system|node))|(?:number|no\.?)\s+of\s+(?:accelerators|gpus)|"
                                       r"^\s*(?:accelerators|gpus)\s*$|卡数|加速卡数", re.I)


def _column_header(context: DocumentContext, index: int, column: int | None) -> str | None:
    """The label of ``column`` for table row ``index`` (the table model aligns short headers)."""
    table = context.tables.get(index)
    if table is None or column is None:
        return None
    return table.column_label(index, column)


def _table_result_fields(context: DocumentContext, index: int, rate: RateMention) -> dict:
    """What a results table says about a result cell: the benchmark and scenario of its column label
    ("llama2-70b-99 Offline Tokens/s"), and the system, accelerator and accelerator count of its row's
    columns of those names."""
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
    if (scenario := _SCENARIO.search(label)) is not None:
        found["scenario"] = _scenario_name(scenario)
    for pattern, name in ((_SYSTEM_COLUMN, "system"), (_ACCELERATOR_COLUMN, "accelerator"),
                          (_ACCELERATOR_COUNT_COLUMN, "accelerator_count")):
        column = table.column_of(index, pattern.search)
        if column is None or column == cell.column or column >= len(row.cells) or row.cells[column].empty:
            continue
        value = row.cells[column]
        if name == "accelerator_count":
            if re.fullmatch(r"\d{1,6}", value.text.replace(",", "")) and int(value.text.replace(",", "")) > 0:
                found[name] = int(value.text.replace(",", ""))
        elif name == "accelerator":
            chips = [m for m in context.mentions[index] if m.category == "hardware" and
                     value.start <= m.start and m.end <= value.end]
            found[name] = chips[0].parent if chips and chips[0].hardware_kind == "system" and chips[0].parent \
                else chips[0].name if chips else value.text
        else:
            found[name] = value.text
    return found


def _benchmark_candidates(context: DocumentContext, index: int) -> list[Candidate]:
    sentence = context.sentence(index)
    offset = context.prepared.sentences[index][0]
    candidates = []
    rates = find_rates(sentence)
    table_rates = _table_cell_rates(context, index, sentence)
    if not rates and not table_rates and " | " not in sentence:
        table_rates = _labelled_rates(context, index, sentence)
    for rate in rates + table_rates:
        span = (offset + rate.start, offset + rate.end)
        before = sentence[max(0, rate.start - 50):rate.start]
        features = {"trigger": sentence[rate.start:rate.end], "per": rate.per, "hedge": rate.hedge}
        candidate = Candidate("benchmark", index, span, {}, "benchmark", 0.0, features)
        candidates.append(candidate)
        if rate.hedge in ("at least", "less than", "at most") or _REQUIREMENT.search(before):
            candidate.rejection = "requirement or limit, not a result"
            continue
        if rate.start == 0 and re.match(r"\d\s+[A-Z][a-z]", sentence) and rate.value < 10:
            candidate.rejection = "footnote mark before a unit note"  # "¹ Tokens per second, whole system."
            continue
        if re.match(r"\s*(?:limit|cap|quota|rate\s+limit)", sentence[rate.end:rate.end + 20], re.I):
            candidate.rejection = "rate limit"
            continue
        mentions = context.mentions[index]
        benchmark_mention = _nearest(mentions, offset + rate.end, ("benchmark",))
        if benchmark_mention is None:
            # A table row or a follow-up sentence names the test once above ("On Llama 3.1 405B ...").
            for back in range(index - 1, max(-1, index - 6), -1):
                benchmark_mention = _nearest(context.mentions[back], context.prepared.sentences[back][1],
                                             ("benchmark",))
                if benchmark_mention:
                    break
        if benchmark_mention is None:
            benchmark_mention = _nearest(context.title_mentions, 10**9, ("benchmark",))
        features["benchmark_from"] = "sentence" if benchmark_mention and benchmark_mention in mentions else \
            "neighbour" if benchmark_mention else None
        scenario = _benchmark_scenario(context, index, sentence, rate)
        hardware = [m for m in mentions if m.category == "hardware"]
        if not hardware and index > 0:
            # "It produced ...": the system or chip named in the previous sentence.
            hardware = [m for m in context.mentions[index - 1] if m.category == "hardware"]
        system = _nearest([m for m in hardware if m.hardware_kind == "system"], offset + rate.start, ("hardware",))
        accelerator = _nearest([m for m in hardware if m.hardware_kind not in ("system", "family")],
                               offset + rate.start, ("hardware",))
        accelerator_name = accelerator.name if accelerator else (system.parent if system else None)
        if accelerator_name is None:
            family = next((m for m in hardware if m.hardware_kind == "family"), None)
            accelerator_name = family.name if family else None
        count = _accelerator_count(sentence, rate, scenario)
        if count is None and system is not None:
            nvl = re.search(r"NVL(\d+)", system.surface)
            count = int(nvl.group(1)) if nvl else None
        subject, organization, where = _attribute(context, index, offset + rate.start, ("hardware", "model"))
        candidate.fields = {
            "value": _clean_decimal(rate.value), "unit": rate.unit,
            "benchmark": benchmark_mention.name if benchmark_mention else None,
            "scenario": scenario, "system": system.surface if system else None,
            "accelerator": accelerator_name, "accelerator_count": count,
            "subject": subject, "organization": organization,
        }
        if rate in table_rates:
            from_table = _table_result_fields(context, index, rate)
            candidate.fields.update(from_table)
            if "benchmark" in from_table:
                features["benchmark_from"] = "table"
        confidence = 0.85 if candidate.fields["benchmark"] else 0.65
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

_HAS_DIGIT = re.compile(r"\d")
_NUMBER_WORDS = re.compile(r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty)\s+(?:US\s+|euro\s+)?cents?\b",
                           re.I)
_CHANGE_WORDS = re.compile(r"twice|doubl|tripl|quadrupl|halv|half|third|quarter|fifth|tenth|hundredth|fold|times|[一二两三四五六七八九]成|"
                           r"倍|折|分之|一半|减半|砍半|翻", re.I)


def find_candidates(prepared: PreparedText, published: dt.date | None = None) -> list[Candidate]:
    """Every candidate claim in ``prepared``, accepted or rejected (see ``Candidate.rejection``)."""
    context = build_context(prepared, published)
    candidates: list[Candidate] = []
    for index in range(len(prepared.sentences)):
        sentence = context.sentence(index)
        # Cheap pre-filters: every price, rate and most changes need a digit.
        has_digit = _HAS_DIGIT.search(sentence) is not None
        if has_digit or _NUMBER_WORDS.search(sentence):
            candidates.extend(_price_candidates(context, index))
        if has_digit or _CHANGE_WORDS.search(sentence):
            candidates.extend(_comparison_candidates(context, index))
        if has_digit:
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
    typed_prices = {(c.fields["amount"], c.fields["currency"], c.fields["unit"]) for c in candidates
                    if c.accepted and c.kind == "price" and c.fields["token_type"] not in (None, "unspecified")}
    priced: set[tuple] = set()
    for candidate in candidates:
        if not candidate.accepted:
            continue
        if candidate.kind == "price":
            key = ("price", *_price_key(candidate))
            fields, features = candidate.fields, candidate.features
            amount_key = (fields["amount"], fields["currency"], fields["unit"])
            if fields["token_type"] == "unspecified" and amount_key in typed_prices and (
                    features.get("restated_as_quantity") or features.get("restatement_cue")):
                # "1块钱能买200万tokens" next to "0.0005元/千tokens" for input: the same price restated.
                candidate.rejection = "restatement of an earlier claim"
                continue
            if features.get("unit_from") == "context" and features.get("subject_from") not in ("sentence", "table") \
                    and (*amount_key, fields["token_type"]) in priced:
                # "缓存命中只要1元" in a reply: an amount already priced above, whatever the nearest name.
                candidate.rejection = "restatement of an earlier claim"
                continue
            priced.add((*amount_key, fields["token_type"]))
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
