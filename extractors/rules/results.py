"""Benchmark candidates: measured rates with their benchmark, scenario, system and accelerators."""

from __future__ import annotations

import bisect
import dataclasses
import re

from extractors.mlperf_names import canonical_scenario, normalise_benchmark
from extractors.numbers import NUMBER, RateMention, find_rates, parse_decimal
from extractors.rules.attribution import RIVAL, _attribute, _is_compared
from extractors.rules.context import Candidate, DocumentContext, _clause_bounds, _clean_decimal, _nearest
from extractors.rules.names import _BENCHMARK_REGEX, _BENCHMARKS, Mention, _find_mentions, _hardware_registry, \
    _workload_name
from extractors.rules.records import json_objects
from extractors.rules.tables import PER_PARAMETER, _RATE_HEADER, _chip_name, _column_chip, _table_cell_rates, \
    _table_result_fields
from extractors.rules.traps import _PROGRAMME_LINE, _QUESTION_SENTENCE, _REQUIREMENT, _is_range_start, under_duties_or_goals


# A limit a provider sets on use, not a measured speed
_RATE_LIMIT = re.compile(r"\brate[- ]limit(?:s|ed|ing)?\b|"
                         # (not a chip slowing when hot: "throttles to ~19 under sustained load", "thermal throttling")
                         r"(?<!thermal\s)(?<!thermally\s)\bthrottl\w*(?![^.;]{0,40}?\bunder\s+(?:sustained\s+|heavy\s+|full\s+)?load\b)|"
                         r"\bquotas?\b|限流|限速|限额|限額|配额|配額", re.I)
# A sentence that compares at a stated interactivity: a cost, a multiple, an "iso-" point
_OPERATING_POINT_CONTEXT = re.compile(r"\biso-|\bTCO\b|\bcost\b|per\s+dollar|\d\s?[x×](?!\w)|\bvs\.?\s", re.I)
# Scenario words, English and Chinese; ASCII boundaries so that "Server场景" and "离线（Offline）" count.
_SCENARIO = re.compile(r"(?<![A-Za-z])(?P<word>Offline|Server|Interactive|SingleStream|MultiStream|offline|"
                       # lower-case "server" only as a scenario's name ("in server mode"), never a machine
                       r"(?:server|interactive)(?=\s+(?:mode|scenarios?)\b))(?![A-Za-z])"
                       r"|(?P<zh>离线|服务器场景|服务器（Server）|交互式?场景|交互)")
_SCENARIO_LIST = re.compile(r"(?:Offline|Server|Interactive|离线|交互)(?:\s?(?:/|and|和)\s?(?:Offline|Server|Interactive|离线|交互))+",
                            re.I)
_SCENARIO_CHINESE = {"离线": "Offline", "交互": "Interactive"}
_COMPARED_AFTER = re.compile(r"\bthan\b|\bcompared\b|\bversus\b|\bvs\.?|\brelative\s+to\b|"
                             # "2.7x the H100's", not "on 8× B200" (a count of chips)
                             r"\d(?:\.\d+)?\s?[x×](?![A-Za-z0-9])(?!\s?(?:NVIDIA\s+|AMD\s+)?[A-Z]{1,3}\d{2,4})|"
                             # ("reached 41,200 tokens/s, 97% of a comparable eight-GPU H200 system": a share of the other's)
                             r"\d(?:\.\d+)?\s?%\s+of\b|"
                             r"\btimes\b|倍|相比|相较|(?<![对無无])比(?!例|特|率|赛|如)", re.I)


# An example that reasons with a made-up figure: "For example, a system can generate …", "Say a GPU produces …",
# "假设某系统每秒生成 …" (an indefinite subject and a modal or conditional verb, before the rate)
_ILLUSTRATION = re.compile(r"\b(?:purely\s+|just\s+)?for\s+(?:the\s+sake\s+of\s+)?(?:illustration|argument|the\s+exercise)\b|"
                           r"(?:^|[:：;；]\s*)\W*(?:for\s+(?:example|instance)|e\.g\.|say|suppose|imagine|let['’]s\s+say)\b[\s,]*"
                           r"(?:that\s+)?(?:an?|one|some)\s+(?:\w+\s+){0,2}?(?:can|could|would|might|may|generates?|produces?|"
                           r"serves?|runs?)\b|^\W*(?:假设|假如|例如|比如)[，,\s]*(?:某|一)(?:个|台|张|块)?|"
                           # "Suppose, further, that your agent needs 30 tokens/s": a case the writer sets up
                           r"^\W*(?:suppose|imagine|assume|say)(?:,\s*\w+,)?\s+(?:that\s+)?(?:your?|we|our|an?|the)\b|"
                           # "Now imagine serving at 5,000 tokens per second per user."
                           r"^\W*(?:now\s+|then\s+|just\s+)?imagine\s+(?:serving|running|generating|getting|hitting|reaching)\b|"
                           # "Now imagine a self-hosted setup where a replica can generate 1,500 tokens per second"
                           r"^\W*(?:now\s+|then\s+|just\s+)?imagine\s+(?:an?|the|your|our|some)\s+[^.;!?]{0,60}?\b(?:where|that|which|with)\b|"
                           # "If a hypothetical chip could serve 1,000 users, you would need 30,000 tokens/s": what an
                           # imagined case would take
                           r"\bif\b[^.;]{0,80}\b(?:hypothetical|imaginary|made-up)\b|\bhypothetical(?:ly)?\b|"
                           # "If a model runs at 10 tok/s, it writes about 7 words a second": any model, a speed supposed
                           r"(?:^|[,;:]\s*)\W*(?:if|when|once)\s+(?:an?|your|you|one|any)\s+(?:[\w-]+\s+){0,2}?(?:runs?|"
                           r"generates?|produces?|outputs?|gets?|hits?|streams?|is\s+(?:running|generating))\s+(?:at\s+)?"
                           r"(?:~\s?|about\s+|around\s+|roughly\s+)?$|"
                           # "If they ever hit 10,000 t/s that'd be a different product": a speed supposed, not measured
                           r"\bif\s+(?:they|it|we|you|this|that|the\s+\w+)\s+(?:ever\s+)?(?:hit|hits|reach|reached|reaches|got|get|"
                           r"gets|did|do|does|could)\b[^.;,]{0,30}$|"
                           # "For example, if you purchase one GSU of gemini-2.0-flash-001, you can expect 3,360 tokens per
                           # second": what a supposed purchase buys
                           r"\bfor\s+(?:example|instance)\s*,?\s*if\b(?:[^.;]|\.(?=\d)){0,100}$|"
                           # "assume for example that one replica can generate 100 tokens per second per user"
                           # ("Suppose, for the sake of the exercise, that one replica can …": an aside between)
                           r"\b(?:assume|assuming|suppose|supposing)\b(?:\s+for\s+example|,[^,.;]{1,40},)?\s+(?:that\s+)?(?:an?|one|some|your?|we)\b"
                           r"(?:[^.;]|\.(?=\d)){0,80}$|"
                           # "比如QPS=5，就是每秒处理5次请求": a metric explained by a made-up value
                           r"(?:比如|例如|譬如|比方说|\bfor\s+example,?|\be\.g\.,?)\s*(?:QPS|RPS|TPS|RPM|TPM)\s*[=＝:：]\s*$|"
                           # "concurrency swept until median interactivity fell to 100 tokens/s/user": where a sweep stopped
                           r"\buntil\b[^.;]{0,40}\b(?:fell|falls|dropped|drops|reached|reaches|hit|hits)\s+(?:to\s+|below\s+)?$", re.I)


def _compared_before(sentence: str, start: int, name_start: int, name_end: int) -> bool:
    """Whether a comparison word stands between a rate (ending at ``start``) and a chip named at ``name_start``.

    The chip's own name is read too, so that "on 8× B200" is seen as a count of chips, but a match must begin
    before the name: the "5X" inside "MI325X" is part of the name, not a multiplier."""
    return any(match.start() < name_start for match in _COMPARED_AFTER.finditer(sentence, start, name_end))


_PER_ACCELERATOR = re.compile(r"per[- ](?:GPU|NPU|TPU|XPU|HPU|chip|accelerator|card)|每(?:颗|张|块|个)?\s?(?:GPU|NPU|卡|芯片|晶片)|"
                              r"单(?:颗|张|块)?(?:卡|芯片|晶片|GPU|NPU)|单颗", re.I)
# "6,688 tokens/second per NPU", "2,400 tokens/s per chip": the rate of one accelerator, after the unit.
_PER_ACCELERATOR_AFTER = re.compile(r"\s?(?:/|per|each|for\s+each)\s?(?:GPU|NPU|TPU|XPU|HPU|chip|accelerator|card)s?\b", re.I)
# "20x faster than GPU-based clouds": a multiplier before a comparative is a comparison, never a count of chips.
_COMPARATIVE = r"(?:faster|slower|quicker|higher|lower|more|less|fewer|better|worse|cheaper|greater|larger|smaller)\b"
_COUNT_WORDS = {"双": 2, "两": 2, "四": 4, "八": 8, "one": 1, "single": 1, "a single": 1, "two": 2, "four": 4, "eight": 8, "sixteen": 16,
                "thirty-two": 32, "sixty-four": 64, "seventy-two": 72}
_ACCELERATOR_COUNT = re.compile(
    r"(?<![A-Za-z\d.,$€¥£])(?P<n>\d{1,5}(?!\s?[GT]B\b)|one|two|four|eight|sixteen|thirty-two|sixty-four|seventy-two|a\s+single|single)"
    r"(?:\s?[x×]\s?|-|\s)(?:(?:NVIDIA|Nvidia|AMD|Google|Intel)\s+)?(?:(?!per\b|than\b|" + _COMPARATIVE + r")[\w.-]+\s+){0,2}?"
    r"(?:GPUs?|accelerators?|chips?|TPUs?|cards?|superchips?|NPUs?)(?![A-Za-z])"
    r"|(?<![\d.,$€¥£])(?P<n2>\d{1,4})\s?[x×]\s?(?=(?:NVIDIA\s+|Nvidia\s+|AMD\s+(?:Instinct\s+)?)?(?:[A-Z]{1,3}\d{2,4}|RTX|TPU|(?:Blackwell|Hopper|Gaudi|Ascend|Instinct|Trainium)(?![a-z]|['’]s|-)))"
    r"|(?<![\d.,])(?P<n3>\d{1,5})\s?(?:颗|张|块)(?:[^，。,;；\d]{0,12}?(?:GPU|NPU|卡|芯片)|(?=[A-Z]{1,3}\d{2,4}|[^，。,;；\d]{0,3}[A-Z]{1,3}\d))"
    r"|(?<![\d.,])(?P<n4>\d{1,5})\s?卡"
    # "双卡", "四张卡", "双 4090": a Chinese numeral before a card word or a card's model number
    r"|(?P<n6>[双两四八])\s?(?:张|块|颗)?(?:卡|(?=\s?(?:RTX\s?)?[A-Z]{0,3}\d{3,4}(?![\d.])))"
    r"|(?<![A-Za-z\d.,$])(?P<n5>a\s+single|single|one|two|four|eight|sixteen|thirty-two|sixty-four|seventy-two)\s+"
    r"(?=(?:NVIDIA\s+|Nvidia\s+|AMD\s+(?:Instinct\s+)?)?[A-Z]{1,3}\d{2,4}[A-Z]?s?(?![A-Za-z0-9]))", re.I)


# A cloud virtual machine a result ran on is its system ("Azure's ND GB200 v6", "p5.48xlarge", "a3-highgpu-8g",
# "BM.GPU.H100.8"); the cloud's name written right before it belongs to it. Not a hardware mention (claims.md).
_CLOUD_INSTANCE = re.compile(
    r"(?:(?P<cloud>Azure|AWS|Amazon\s+EC2|EC2|Google\s+Cloud|GCP|Oracle\s+Cloud|OCI)(?:['\u2019]s)?\s+)?"
    r"(?P<name>(?<![A-Za-z0-9])N[CDV][a-z]{0,4}\s?(?:GB|GH|H|A|MI|B|L)\d{2,3}[A-Z]?\s(?:[A-Za-z]{1,4}\s)?v\d(?![A-Za-z0-9])"
    r"|(?<![A-Za-z0-9.])(?:p[3-6][a-z]{0,2}|g[4-6][a-z]{0,3}|trn[1-3][a-z]?|inf[12])\.\d{0,2}x?large(?![A-Za-z0-9])"
    r"|(?<![A-Za-z0-9-])[ag][2-4]x?-(?:highgpu|megagpu|ultragpu|edgegpu|standard)-\d{1,2}g?(?![A-Za-z0-9-])"
    r"|(?<![A-Za-z0-9.])BM\.GPU\.[A-Za-z0-9.]*[A-Za-z0-9])")


def _cloud_instance(sentence: str, rate: RateMention) -> str | None:
    """The cloud instance named nearest a result in its sentence, with its cloud when written before it."""
    match = _nearest_match(list(_CLOUD_INSTANCE.finditer(sentence)), rate.start, rate.end)
    if match is None:
        return None
    cloud = match.group("cloud")
    return " ".join(cloud.split() + [match.group("name")]) if cloud else match.group("name")


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


_SCENARIO_RIGHT_AFTER = re.compile(r"\s*(?:in\s+(?:the\s+)?)?(?P<word>offline|server|interactive)(?![\w-])"
                                   r"(?!\s?(?:/|and\b|or\b|和))"  # a list of scenarios ("Server/Offline") is read in order above
                                   r"(?!\s+(?:GPU|CPU|node|rack|chip|system|hardware|class|grade|platform|cluster)s?\b)", re.I)


def _scenario_name(match: re.Match) -> str:
    word = match.group("word")
    if word:
        return word.capitalize() if word.lower() in ("offline", "server", "interactive") else word
    zh = match.group("zh")
    if "服务器" in zh:
        return "Server"
    return next(name for key, name in _SCENARIO_CHINESE.items() if key in zh)


def _slash_listed_chips(context: DocumentContext, index: int, before: int) -> list[Mention]:
    """The accelerators of a slash list before document offset ``before`` in sentence ``index`` ("B200 / H100"),
    in order; empty when there is none."""
    chips = [m for m in context.mentions[index] if m.category == "hardware" and m.end <= before
             and m.hardware_kind not in ("system", "family")]
    text = context.prepared.text
    for end in range(len(chips) - 1, 0, -1):
        listed = [chips[end]]
        for previous in reversed(chips[:end]):
            if not re.fullmatch(r"\s*/\s*", text[previous.end:listed[0].start]):
                break
            listed.insert(0, previous)
        if len(listed) > 1:
            return listed
    return []


def _benchmark_scenario(context: DocumentContext, index: int, sentence: str, rate: RateMention) -> str | None:
    """The MLPerf scenario of a result: in its column header, right after it ("in the Server scenario",
    "offline"), else the nearest one before it in its clause, else the nearest in the sentence, else the
    previous sentence's ("in the same scenario")."""
    header_match = _SCENARIO.search(rate.features.get("column_header", ""))
    if header_match:
        return _scenario_name(header_match)
    if rate.features.get("summary_line"):
        # "Scenario : Offline" heading the results summary the rate line belongs to
        before = context.prepared.text[:context.prepared.sentences[index][0] + rate.start]
        stated = list(re.finditer(r"(?im)^\s*Scenario\s*:\s*(?P<word>Offline|Server|Interactive|SingleStream|MultiStream)\b",
                                  before))
        if stated:
            return canonical_scenario(stated[-1].group("word"))
    if "slash_position" in rate.features:
        # "53.4k/60.2k tokens/s in the Server/Offline scenarios": the scenarios listed in the same order.
        for listed in _SCENARIO_LIST.finditer(sentence):
            names = [_scenario_name(m) for m in _SCENARIO.finditer(listed.group(0))]
            if len(names) == rate.features["slash_count"]:
                return names[rate.features["slash_position"]]
    # "1,046,150 tokens/sec offline and 1,096,770 tokens/sec server": the scenario word right after the unit
    right_after = _SCENARIO_RIGHT_AFTER.match(sentence, rate.end)
    if right_after:
        return right_after.group("word").capitalize()
    if index > 0 and re.match(r"\s*(?:in|under)\s+the\s+same\s+scenario", sentence[rate.end:], re.I):
        found = list(_SCENARIO.finditer(context.sentence(index - 1)))
        if found:
            return _scenario_name(found[0])
    matches = list(_SCENARIO.finditer(sentence))
    clause_start, clause_end = _clause_bounds(sentence, rate.start, rate.end)
    # "49,683.5 tokens/s on Llama 2 70B Offline and 596.108 tokens/s on Llama 3.1 405B Server": a scenario
    # written after a rate (past its benchmark's name) and before the next rate belongs to that rate, and one
    # written after the previous rate is not this rate's "before"
    others = [other for other in find_rates(sentence) if other.start != rate.start]
    next_start = min((o.start for o in others if o.start >= rate.end), default=len(sentence))
    previous_end = max((o.end for o in others if o.end <= rate.start), default=0)
    after = [m for m in matches if rate.end <= m.start() < min(clause_end, next_start)
             and (m.start() <= rate.end + 30 and not re.search(r"\d", sentence[rate.end:m.start()])
                  or m.start() <= rate.end + 60 and others)]
    if after:
        return _scenario_name(after[0])
    before = [m for m in matches if max(clause_start, previous_end) <= m.start() and m.end() <= rate.start]
    if before:
        return _scenario_name(before[-1])
    if rate.per in ("GPU", "chip", "accelerator", "card") or _PER_ACCELERATOR_AFTER.match(sentence, rate.end) or \
            _PER_ACCELERATOR.search(sentence[max(clause_start, rate.start - 30):rate.start]):
        return "per GPU"
    nearest = _nearest_match(matches, rate.start, rate.end)
    if nearest is not None:
        return _scenario_name(nearest)
    if index > 0 and re.search(r"same\s+scenario|同一场景|该场景", sentence, re.I):
        found = list(_SCENARIO.finditer(context.sentence(index - 1)))
        if found:
            return _scenario_name(found[0])
    return None


def _later_results_chip(sentence: str, rate: RateMention, name_start: int, name_end: int,
                        rates: list[RateMention]) -> bool:
    """Whether a chip named after ``rate``, past the end of its clause, opens the clause of a later result:
    "roughly 3,000 tokens/s on gpt-oss-120B, with Groq's LPU measuring around 476 t/s" — the LPU is the
    later figure's chip, not this one's."""
    if name_start < rate.end:
        return False
    _, clause_end = _clause_bounds(sentence, rate.start, rate.end)
    if name_start < clause_end:
        return False
    return any(other.start >= name_end and _clause_bounds(sentence, other.start, other.end)[0] <= name_start
               for other in rates if other is not rate)


def _statement_bounds(sentence: str, rate: RateMention) -> tuple[int, int]:
    """The part of ``sentence`` between the semicolons around ``rate``: one statement of several."""
    left = max(sentence.rfind(mark, 0, rate.start) for mark in (";", "；")) + 1
    rights = [found for mark in (";", "；") if (found := sentence.find(mark, rate.end)) >= 0]
    return left, min(rights, default=len(sentence))


def _accelerator_count(sentence: str, rate: RateMention, scenario: str | None,
                       bounds: tuple[int, int] | None = None) -> int | None:
    """How many accelerators produced a result: the count phrase nearest to it ("eight H200 GPUs", "8x B200",
    "64张卡", "单机8卡"), within ``bounds`` when given; 1 for a per-accelerator figure or "a single GPU"."""
    if scenario == "per GPU" or rate.per in ("GPU", "chip", "accelerator", "card") or \
            _PER_ACCELERATOR_AFTER.match(sentence, rate.end):
        return 1  # "… Offline — about 15,550 tokens/s per GPU": one accelerator's share, whatever rack is named
    left, right = bounds or (0, len(sentence))
    match = _nearest_match([m for m in _ACCELERATOR_COUNT.finditer(sentence) if left <= m.start() and m.end() <= right],
                           rate.start, rate.end)
    if match is None:
        return None
    raw = re.sub(r"\s+", " ", next(g for g in match.group("n", "n2", "n3", "n4", "n5", "n6") if g)).lower()
    if raw.isdigit() and len(raw) == 4 and re.match(r"\s*(?:GPU|card|显卡)\b(?!s)", sentence[match.end("n") if match.group("n")
                                                                                      else match.end():], re.I):
        return None   # "on a 3090 GPU": a card's model number, not a count of cards
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


# A table pasted as plain text, its cells separated by spaces: a parameter (batch size, concurrency) then one
# figure per column on each line ("16 585.13 265.45 346.90"), under a header line naming one chip per column,
# often with its count ("1xH20 (96GB) 2x910B2 (64GB) 4xDCU (64GB)"), under a caption that gives the unit
# ("Qwen3-32B 性能数据 (TPS)").
_SPACED_CELL = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|N/?A|-|—|–"
_SPACED_ROW = re.compile(r"^[^\S\n]*(?:" + _SPACED_CELL + r")(?:[^\S\n]+(?:" + _SPACED_CELL + r")){2,}[^\S\n]*$", re.I)
_COUNTED_COLUMN = re.compile(r"(?<![\w.])(?P<n>\d{1,3})\s?[x×]\s?(?P<name>(?=[\w.-]*[A-Za-z\u4e00-\u9fff])[\w\u4e00-\u9fff.-]+)")


def _spaced_table_rates(context: DocumentContext, index: int, sentence: str) -> list[RateMention]:
    """The figures of one row of a space-separated plain-text table (``_SPACED_ROW``), each with its column's
    chip, chip count and the caption's workload in ``features["table_fields"]``. Nothing unless the header has
    exactly one chip column per figure and a caption within two lines above it names a rate unit."""
    if not _SPACED_ROW.match(sentence):
        return []
    cells = list(re.finditer(r"\S+", sentence))
    back = index - 1
    while back >= 0 and _SPACED_ROW.match(context.sentence(back)):
        if len(context.sentence(back).split()) != len(cells) or index - back > 12:
            return []
        back -= 1
    if back < 1:
        return []
    header = context.sentence(back)
    header_offset = context.prepared.sentences[back][0]
    chips = [m for m in context.mentions[back] if m.category == "hardware" and m.hardware_kind != "family"]
    counted = list(_COUNTED_COLUMN.finditer(header))
    if len(counted) == len(cells) - 1:
        columns = [(int(c.group("n")), c.group("name"), c.start("name"), c.end("name")) for c in counted]
    elif len(chips) == len(cells) - 1:
        columns = [(None, m.surface, m.start - header_offset, m.end - header_offset) for m in chips]
    else:
        return []
    caption = next((context.sentence(b) for b in range(back - 1, max(-1, back - 3), -1)
                    if len(context.sentence(b)) < 80 and _RATE_HEADER.search(context.sentence(b))), None)
    if caption is None:
        return []
    unit_text = _RATE_HEADER.search(caption).group(0).lower()
    unit = "samples/s" if unit_text.startswith("sample") else \
        "queries/s" if unit_text.startswith(("quer", "qps")) else "tokens/s"
    caption_index = next(b for b in range(back - 1, max(-1, back - 3), -1) if context.sentence(b) == caption)
    workloads = [m for m in context.mentions[caption_index] if m.category == "benchmark"] or \
        [m for m in context.mentions[caption_index] if m.category == "model"]
    workload = _workload_name(workloads[0], context.prepared.text) if len({m.name for m in workloads}) == 1 else None
    all_chips = [m for sentence_mentions in context.mentions for m in sentence_mentions if m.category == "hardware"]
    rates = []
    for cell, (count, label, start, end) in zip(cells[1:], columns):
        value = parse_decimal(cell.group(0)) if re.match(r"\d", cell.group(0)) else None
        if value is None or value <= 0:
            continue
        in_label = [m for m in chips if start <= m.start - header_offset < end]
        # a bare column label ("DCU") is the chip the document names in full elsewhere ("海光 DCU")
        named = in_label[0] if in_label else next(
            (m for m in all_chips if m.hardware_kind != "family" and compact_label(m.surface).endswith(compact_label(label))),
            None)
        chip = (named.parent if named.hardware_kind == "system" else named.name) if named else None
        rate = RateMention(cell.start(), cell.end(), value, unit)
        rate.features["table_fields"] = {"accelerator": chip, "accelerator_count": count, "benchmark": workload,
                                         "subject": chip}
        rates.append(rate)
    return rates


def compact_label(text: str) -> str:
    """Letters and digits of a label, lower case: "海光 DCU" → "海光dcu"."""
    return "".join(ch for ch in text.lower() if ch.isalnum())


# "Output token throughput (tok/s):   82.47": a line of a serving benchmark's report (vLLM, SGLang), the unit
# in brackets after the measure's name and the value alone after the colon.
_REPORT_LINE = re.compile(r"^\s*(?P<label>[A-Za-z][A-Za-z ]{0,40}?throughput)\s*[(（]\s*(?P<unit>req(?:uest)?s?/s|"
                          r"tok(?:en)?s?/s|samples?/s|quer(?:y|ies)/s|qps)\s*[)）]\s*[:：]\s*"
                          r"(?P<num>\d+(?:\.\d+)?)\s*$", re.I)


# "Cerebras (WSE-3)   2,310": a line of a list, a provider or system then a bare figure, under a caption that names
# the rate's unit ("Hosted speeds — model: llama-3.3-70b (output tokens/s per user)")
_LISTED_FIGURE = re.compile(r"^\s*(?:[-*•]\s*)?(?P<label>[^\d|:：$€£¥\n]{2,60}?(?:\([^()\n]{1,20}\))?)(?:\s*[:：])?\s+"
                            r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*$")


# A line's label naming a time ("Mean TPOT(ms)", "TTFT (s)", "P99 latency"): its figure is no rate.
_TIME_LABEL = re.compile(r"\b(?:TPOT|TTFT|ITL|E2EL?|latency|delay)\b|[(（]\s*(?:ms|s|sec|seconds|毫秒|秒)\s*[)）]|延迟|时延", re.I)
# A line that is a label and its own figure ("Total TPS: 8968.32 (+56.95%)"): a value of the list, not its caption.
_LABEL_AND_FIGURE = re.compile(r"[:：]\s*\d[\d,]*(?:\.\d+)?(?:\s|$)")


def _captioned_list_rates(context: DocumentContext, index: int, sentence: str) -> list[RateMention]:
    """The figure of one line of a list of bare figures (``_LISTED_FIGURE``) under a caption a few lines above that
    names a rate's unit and states no rate itself; its chip from the line, its workload from the caption."""
    match = _LISTED_FIGURE.match(sentence)
    if match is None or _TIME_LABEL.search(match.group("label")):
        return []  # "Mean TPOT(ms): 203.05": a time, whatever rate the caption names
    caption_index = None
    for back in range(index - 1, max(-1, index - 9), -1):
        line = context.sentence(back)
        if _LISTED_FIGURE.match(line):
            continue
        if len(line) < 160 and _RATE_HEADER.search(line) and not find_rates(line) and not _REQUIREMENT.search(line) \
                and not _LABEL_AND_FIGURE.search(line):
            caption_index = back
        break
    if caption_index is None:
        return []
    caption = context.sentence(caption_index)
    value = parse_decimal(match.group("num"))
    if value is None or value <= 0 or re.fullmatch(r"(?:19|20)\d{2}", match.group("num")):
        return []  # (not a year closing a line: "… Cerebras 2026")
    unit_text = _RATE_HEADER.search(caption).group(0).lower()
    unit = "samples/s" if unit_text.startswith("sample") else \
        "queries/s" if unit_text.startswith(("quer", "qps")) else "tokens/s"
    per = "user" if re.search(r"per\s+user|/\s*user|每(?:个)?用户|单用户|單用戶", caption, re.I) else None
    rate = RateMention(match.start("num"), match.end("num"), value, unit, per=per)
    offset = context.prepared.sentences[index][0]
    chips = [m for m in context.mentions[index] if m.category == "hardware" and m.start < offset + match.end("label")]
    workloads = [m for m in context.mentions[caption_index] if m.category in ("benchmark", "model")]
    rate.features["table_fields"] = {
        "accelerator": _chip_name(chips[0]) if chips else None,
        "benchmark": _workload_name(workloads[0], context.prepared.text) if workloads else None}
    return [rate]


# A card of results, one label line then its value line ("Decode tok/s" over "850", "Output tokens/s" over "1,920"):
# the label names the rate, the line under it is its figure.
_RATE_LABEL_LINE = re.compile(r"^\s*[A-Za-z\u4e00-\u9fff][\w\u4e00-\u9fff .()-]{0,30}?\s*[(（]?\s*(?P<unit>tok(?:en)?s?\s?/\s?s(?:ec)?|"
                              r"tokens?\s+per\s+second|samples?\s?/\s?s|TPS)\s*[)）]?\s*$", re.I)
_VALUE_LINE = re.compile(r"^\s*(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*$")


def _cards_with_figure_above(context: DocumentContext, label: int) -> bool:
    """Whether the label line ``label`` ends a run of lines alternating figure and label that opens on a figure
    (stat cards, "121.6" over "Peak tok/s"), not on a label ("Decode tok/s" over "380" over "Prefill tok/s")."""
    sentences = context.prepared.sentences
    first, expect_figure = label, True
    while first > 0 and context.prepared.text[sentences[first - 1][1]:sentences[first][0]].count("\n") == 1:
        if bool(_VALUE_LINE.match(context.sentence(first - 1))) != expect_figure:
            break
        first, expect_figure = first - 1, not expect_figure
    return first < label and bool(_VALUE_LINE.match(context.sentence(first)))


def _rate_under_label(context: DocumentContext, index: int, sentence: str) -> list[RateMention]:
    """The figure of a value line right under a line that is a rate's label (``_RATE_LABEL_LINE``)."""
    value = _VALUE_LINE.match(sentence)
    if value is None or index == 0:
        return []
    start = context.prepared.sentences[index][0]
    previous_end = context.prepared.sentences[index - 1][1]
    label = _RATE_LABEL_LINE.match(context.sentence(index - 1))
    if label is None or "\n" not in context.prepared.text[previous_end:start + 1] or \
            context.prepared.text[previous_end:start].count("\n") > 1:
        return []
    if _cards_with_figure_above(context, index - 1):
        # "8" over "Models Benchmarked" over "121.6" over "Peak tok/s" over "7": a row of stat cards, each figure above
        # its label, so the figure under this label is the next card's
        return []
    number = parse_decimal(value.group("num"))
    if number is None or number <= 0:
        return []
    unit = "samples/s" if label.group("unit").lower().startswith("sample") else "tokens/s"
    return [RateMention(value.start("num"), value.end("num"), number, unit)]


# "All figures in tokens/s." atop a results summary: the unit of every bare score the page states
_PAGE_RATE_UNIT = re.compile(r"\b(?:all\s+)?(?:figures|results|numbers|scores|values)\s+(?:below\s+)?(?:are\s+)?(?:in\s+|are\s+)?"
                             r"(?P<unit>tokens?\s?/\s?s(?:ec)?|tokens?\s+per\s+second|samples?\s?/\s?s|queries\s?/\s?s)\b", re.I)
# "… 8x H100 system scored 52,700 on llama3.1-8b Offline": a bare score on a named benchmark
_SCORED_ON = re.compile(r"\b(?:scored|posted|recorded|logged)\s+(?P<num>\d[\d,]*(?:\.\d+)?)(?=\s+on\s)", re.I)


# "Targets: P95 first-token latency ≤ 800ms, 200 RPS sustained.": a sentence listing what is aimed for
# ("- Target for the new summarisation service: 1,200 tokens/s per replica at peak")
_TARGETS_LEAD = re.compile(r"\s*(?:[-*•]\s*)?(?:(?:our|the|performance|service)\s+)?(?:targets?|goals?|requirements?|SLOs?|SLAs?|objectives?|"
                           r"目标|目標|要求)(?:\s+for\s+[^:：.;\n]{1,50})?\s*[:：](?:[^.;。；\n]|\.(?=\d))*$", re.I)
# "The company expects first silicon to reach", "is projected to hit", "aims to deliver": a speed forecast, not measured
_GUARANTEE_BEFORE = re.compile(r"\b(?:guarantee[sd]?|promise[sd]?|targets?|SLA|SLO|sustaining)\b[^.;]{0,60}$", re.I)
# ("An alternative architecture might deliver a lower figure—say, 111 tokens per second": a figure imagined)
_PROJECTED_BEFORE = re.compile(r"\b(?:might|could|would)\s+deliver\s+[^.;]{0,40}?\bsay,?\s+(?:about\s+|roughly\s+)?$|"
                               # "My goal for the agent workload is 100 tok/s per user": a speed wanted
                               r"\b(?:my|our|the|their|its)\s+(?:\w+\s+)?(?:goal|target|aim)\s+(?:for\s+[^.;]{1,40}?\s+)?is\s+"
                               r"(?:about\s+|around\s+|roughly\s+|at\s+least\s+)?$|"
                               # ("the roadmap calls for the OX-50 to reach 30,000 tokens/s")
                               r"\b(?:expects?|expected|projects?|projected|forecasts?|aims?|targets?|hopes?|plans?|calls?\s+for)\s+"
                               # ("expects its next chip, the VX-5, to reach": an appositive between)
                               r"(?:[\w.-]+,?\s+){0,12}?to\s+(?:reach|hit|deliver|achieve|exceed|top|approach|surpass)\s+"
                               r"(?:about\s+|around\s+|roughly\s+|over\s+|more\s+than\s+|nearly\s+)?$|"
                               # "We aim for 5,000 tokens/s on the RTX PRO 6000 by v0.6": a speed aimed at
                               r"\b(?:aim|aims|aiming|shoot|shooting)\s+(?:for|at)\s+(?:about\s+|around\s+|roughly\s+)?$|"
                               # "while you might be able to get 1.5k t/s on an H100, the latency … will be something much
                               # lower like 20 t/s": what one might see, an illustration (not "I measured something like 120")
                               r"\b(?:might|may|could)\s+(?:be\s+able\s+to\s+)?(?:get|see|reach|hit|do)\s+"
                               r"(?:about\s+|around\s+|roughly\s+|up\s+to\s+)?$|"
                               r"\bsomething\s+(?:much\s+|far\s+|a\s+lot\s+)?(?:lower|higher|less|more|slower|faster)\s+like\s+$|"
                               # "whatever comes next from team green I'd guess north of 300 t/s": a guess
                               r"\b(?:guess|reckon|bet|imagine)\s+(?:it['’]?s\s+|it\s+will\s+be\s+|that\s+)?"
                               r"(?:north\s+of|south\s+of|around|about|roughly|over|under|maybe|at\s+least)?\s*$|"
                               # "… since our record which would correspond to 937,098 tokens/s on a full NVL72 rack": a
                               # figure scaled up on paper
                               r"\b(?:would|could|might)\s+(?:correspond|translate|extrapolate|scale)\s+(?:in)?to\s+"
                               r"(?:about\s+|around\s+|roughly\s+|over\s+|nearly\s+)?$|"
                               # "It projects that a typical next-generation accelerator could reach about 20,000 tokens per
                               # second when it ships": a speed foreseen
                               r"\b(?:could|would|will|may|might)\s+(?:\w+\s+)?(?:reach|hit|deliver|achieve|top|exceed)\s+"
                               r"(?:about\s+|around\s+|roughly\s+|over\s+|more\s+than\s+|nearly\s+|up\s+to\s+|[~≈]\s*)?$|"
                               # "Extrapolating to our setup, an 8xH200 would process around 2,186 tokens per second": a
                               # figure worked out, not run
                               r"\b(?:would|might)\s+(?:\w+\s+)?(?:process|generate|produce|serve|handle|output|sustain|"
                               r"push|do)\s+(?:about\s+|around\s+|roughly\s+|over\s+|nearly\s+|up\s+to\s+)?$|"
                               # "如果用 FP8 做 Prefill 优化， 性能可以达到 1500 TPS 左右": a speed a change would bring
                               r"(?:如果|若|假如|假设|假設)[^。；]{0,40}?(?:可以|能够?|可|将|會|会)(?:达到|達到|跑到|做到|提升到|提高到)\s*$|"
                               # "we want to reach 5,000 tokens/s per card next quarter": a speed wished for
                               r"\b(?:want|wants|wanted|hope|hopes|hoping|need|needs)\s+to\s+(?:reach|hit|get\s+to|achieve|"
                               r"exceed|top|see|pass|break|cross)\s+(?:about\s+|around\s+|roughly\s+|over\s+|at\s+least\s+)?$|"
                               # "reckons an RTX 5090 should do 70 tok/s", "hopes its next cluster \"could reach\" 800"
                               r"\bshould\s+(?:do|get|hit|reach|manage|deliver|run(?:\s+at)?|generate|produce)\s+(?:about\s+|around\s+|roughly\s+)?$|"
                               r"\b(?:could|would|will|may|might)\s+(?:reach|hit|deliver|achieve|top|exceed)[\"'”’]\s+"
                               r"(?:about\s+|around\s+|roughly\s+)?$|"
                               # "其目标是在下一轮将…离线成绩提升至15万 tokens/s": the round's aim
                               r"(?:目标|目標)(?:是|为|為)[^，。；]{0,40}(?:提升|提高|达到|達到|突破|增至)(?:至|到)?\s*$|"
                               # ("预计明年量产的LY-6将达到每秒5,000个tokens": the next chip, foreseen)
                               r"预计[^，。；]{0,20}?(?:将|可)?(?:达到|实现|突破)\s*$|有望(?:达到|实现|突破)\s*$|"
                               # "希望明年旗舰模型的推理速度达到每秒200 token": a speed hoped for
                               r"希望[^。；]{0,30}(?:达到|達到|提升至|提升到|提高到)\s*$|"
                               # "MLX 通常可達 18 tokens/s", "llama.cpp typically gets 40 tok/s": what a setup usually does
                               r"(?:通常|一般|往往)\s*(?:可|能|可以)?\s*(?:(?:达到?|達到?|跑到|跑出)\s*(?:约|約)?)?\s*$|"
                               r"\b(?:typically|usually|normally)\s+(?:can\s+)?(?:reach(?:es)?|gets?|hits?|does|runs?\s+at)\s+"
                               r"(?:about\s+|around\s+|roughly\s+)?$|"
                               # "稳定正常后应该在200 tokens/s的输出", "比如…每秒token提升到100token/秒，这个怎么弄": what a run should
                               # give, or an example of a speed wished for
                               r"(?:应该|應該|应当|應當)(?:在|是|有|能|可以|会|會)?(?:达到|達到|到)?\s*(?:约|大约|大概)?\s*$|"
                               r"比如[^。；？?]{0,30}(?:提升|提高|改)(?:到|至|成)\s*$|"
                               # "Our goal for 2027 is to halve … and to reach 1,000 tokens/s per user"
                               r"\b(?:goal|target|aim|plan)\b[^.;]{0,80}\bto\s+(?:reach|hit|achieve|get\s+to)\s+"
                               r"(?:about\s+|around\s+|roughly\s+)?$", re.I)


# A sentence that asks ("… ~5 output tokens/s on vLLM & around 10 for SGLang ?", "would be at least 8 times faster?")
# (one person asking another, not a headline's question: "Is the B200 really 2x faster?")
_ASKED = re.compile(r"^(?=.*\b(?:I['’]d|I\s+would|I\s+expect\w*|your|you['’]re|do\s+you|did\s+you|am\s+I|just\s+to\s+clarify)\b)"
                    r".*(?:\?\s*[)\]]?\s*$|？\s*$)", re.I | re.S)
# ("Q: Could anyone realistically get 10,000 tokens/s …?", "Can we reach 500 t/s on one card?": a question opening on a
# modal or a "Q:" label; "有人问能不能上到每秒100 tokens": a figure someone asked whether one can reach)
_ASKED_OPENING = re.compile(r"^\s*(?:Q\s*[:：]\s*)?(?:could|can|would|will|has|have|is|are|does|do)\s+(?:anyone|any\s?one|someone|"
                            r"we|I|you|it|this|that|there)\b.*\?\s*$|"
                            # "Question: is 50 tok/s realistic for a 70B model at home?"
                            r"^\s*(?:Q|Question|Ask|问题|問題)\s*[:：]\s*(?:is|are|can|could|would|will|does|do|how|what)\b.*\?\s*$",
                            re.I | re.S)
# ("如何在单卡 A100 上跑到 2000+ tokens/s?": a Chinese clause that asks, its question mark just after the figure)
_ASKED_ZH_AFTER = re.compile(r"[^。！!，,\n]{0,20}[?？]")
_ASKED_BEFORE = re.compile(r"(?:能不能|能否|可不可以|可否|是否能|有没有可能)\s*(?:上|跑|达|達|做|冲|衝)(?:到|上)?[^，。；,;]{0,12}$")
# "Get our 70B model to 3,000 tokens/s per card": a job's or a plan's aim written as an order, no result
_GOAL_ORDER = re.compile(r"^\s*(?:Get|Bring|Push|Take|Drive|Help\s+(?:us\s+)?(?:get|bring|push|reach))\s+[^.;:!?]{0,60}?"
                         r"\b(?:to|past|beyond|above)\s+(?:over\s+|at\s+least\s+)?$")


def _page_unit_scores(context: DocumentContext, index: int, sentence: str) -> list[RateMention]:
    """Bare scores on a named benchmark ("scored 52,700 on llama3.1-8b") in a page that states the unit of all its
    figures once ("All figures in tokens/s.")."""
    scores = list(_SCORED_ON.finditer(sentence))
    if not scores:
        return []
    declared = _PAGE_RATE_UNIT.search(context.prepared.text)
    if declared is None:
        return []
    word = declared.group("unit").lower()
    unit = "samples/s" if word.startswith("sample") else "queries/s" if word.startswith("quer") else "tokens/s"
    offset = context.prepared.sentences[index][0]
    rates = []
    for score in scores:
        value = parse_decimal(score.group("num"))
        if value is None or value <= 0 or not any(m.category == "benchmark" and offset + score.end() < m.start <=
                                                  offset + score.end() + 8 for m in context.mentions[index]):
            continue
        rates.append(RateMention(score.start("num"), score.end("num"), value, unit))
    return rates


# ... or the unit named as the label ("Humaneval(256) tokens per second: 81.53", "Output tokens/s: 1,204")
# (also bracketed after the measure's name: "Total Output Throughput (tokens/sec):   6957.30", "… (tps/user): 0.53")
_REPORT_UNIT_LINE = re.compile(r"^\s*(?P<label>[^\n:：=]{0,50}?)(?<![\w/])(?P<open>\(\s*)?(?P<unit>tokens?\s+per\s+second|"
                               r"tok(?:en)?s?/s(?:ec)?|samples?\s+per\s+second|samples?/s|(?(open)tps|(?!)))"
                               r"(?(open)(?P<per>/(?:user|gpu))?\s*\))\s*[:：=]\s*(?P<num>\d[\d,]*(?:\.\d+)?)\s*$", re.I)


def _report_rates(sentence: str) -> list[RateMention]:
    """The measured rate of one line of a benchmark tool's report (``_REPORT_LINE``, ``_REPORT_UNIT_LINE``), or of
    each of its comma-separated fields ("Throughput: 3.89 requests/s, Input tokens/s: 981.59, Output tokens/s: 870.20")."""
    match = _REPORT_LINE.match(sentence) or _REPORT_UNIT_LINE.match(sentence)
    if match is None and "\n" not in sentence and len(fields := re.split(r",\s+", sentence)) > 1:
        rates, position = [], 0
        for field in fields:
            start = sentence.index(field, position)
            position = start + len(field)
            if _REPORT_UNIT_LINE.match(field) is not None:
                rates += [dataclasses.replace(rate, start=rate.start + start, end=rate.end + start) for rate in _report_rates(field)]
        return rates
    if match is None or re.search(r"\b(?:scheduled|target(?:ed)?|offered|expected|requested)\b", match.group("label"), re.I):
        return []   # ("Scheduled samples per second : 0.53": the load LoadGen offered, no result)
    value = parse_decimal(match.group("num"))
    if value is None or value <= 0:
        return []
    unit = match.group("unit").lower()
    unit = "queries/s" if unit.startswith(("req", "quer", "qps")) else \
        "samples/s" if unit.startswith("sample") else "tokens/s"
    rate = RateMention(match.start("num"), match.end("num"), value, unit)
    rate.features["report_line"] = match.group("label").strip()
    return [rate]


# A benchmark log of keys and values set apart by spaces ("backend vLLM dur_s 91.73 tokens_per_s 5751.92 qps 10.90"):
# a key naming a rate before its figure, and a rate's unit word that is the next key (followed by its own figure)
_RATE_KEY_BEFORE = re.compile(r"(?<![\w-])(?P<key>(?:output_|total_|generation_|gen_)?(?:tokens?|toks?)_?(?:per_?s(?:ec(?:ond)?)?|/s|_s)|"
                              r"(?:output_|total_)?throughput(?:_tok(?:en)?s?(?:_per_s(?:ec)?)?)?)\s+$", re.I)
# (two snake_case keys each followed by a figure: "dur_s 91.73 … successful_responses 1000"; prose has none)
_KEY_THEN_FIGURE = re.compile(r"(?<![\w-])[A-Za-z]+_\w+\s+\d[\d.]*\s(?:.*?)(?<![\w-])[A-Za-z]+_\w+\s+\d")


# A speed test's record in JSON or YAML ('"tps": 16.86', "output_tokens_per_second: 52.4"): the key names tokens a
# second; a cost model's record ('"hourly_cost": 2.5, "tokens_per_second": 50, "cost_per_million": …') assumes a
# speed to work out a cost, no result; nor does an API reference's schema example ('"model": "<string>"')
_JSON_RATE_KEY = re.compile(r"(?<![\w-])[\"']?(?P<key>(?:[a-z0-9]+_)*(?:tps|tokens?_per_s(?:ec(?:ond)?)?|"
                            r"tok(?:en)?s_per_s(?:ec(?:ond)?)?))[\"']?\s*:\s*(?P<num>\d[\d,]*(?:\.\d+)?)(?![\w.])", re.I)
_COST_MODEL_RECORD = re.compile(r"[\"']?(?:\w*cost_per\w*|hourly_\w+|\w*per_hour\w*|gpu_hour\w*|monthly_\w*cost\w*)[\"']?\s*:|"
                                r"[\"']\s*<\w+>\s*[\"']", re.I)


def _json_key_rates(context: DocumentContext, index: int, sentence: str, rates: list[RateMention]) -> list[RateMention]:
    """The figures of rate keys in a record (``_JSON_RATE_KEY``) not already read, unless the record around them (the
    lines from its opening brace to its closing one) is a cost model's."""
    found = []
    for match in _JSON_RATE_KEY.finditer(sentence):
        if any(rate.start <= match.start("num") < rate.end for rate in rates):
            continue
        text, at = context.prepared.text, context.prepared.sentences[index][0] + match.start()
        opening, closing = text.rfind("{", 0, at), text.find("}", at)
        record = text[opening:closing] if opening >= 0 and closing >= 0 else sentence
        value = parse_decimal(match.group("num"))
        if value is None or value <= 0 or _COST_MODEL_RECORD.search(record):
            continue
        rate = RateMention(match.start("num"), match.end("num"), value, "tokens/s")
        rate.features["report_line"] = match.group("key")
        found.append(rate)
    return found


def _key_value_rates(sentence: str, rates: list[RateMention]) -> list[RateMention]:
    """``rates`` read again on a line of space-separated keys and values: a unit word that is the next key ("5751.92 qps
    10.90": qps is the next field's name) is not the figure's, and a figure after a key naming tokens a second
    ("tokens_per_s 5751.92") is that rate."""
    if not _KEY_THEN_FIGURE.search(sentence):
        return rates
    kept = [rate for rate in rates if not (re.match(r"[\d.,]+\s*[A-Za-z_]\w*\s+\d", sentence[rate.start:rate.end + 12]) and
                                           rate.features.get("report_line") is None)]
    for figure in re.finditer(r"(?<![\w.])\d[\d,]*(?:\.\d+)?(?![\w.])", sentence):
        if _RATE_KEY_BEFORE.search(sentence, max(0, figure.start() - 40), figure.start()) is None or \
                any(r.start <= figure.start() < r.end for r in kept):
            continue
        value = parse_decimal(figure.group(0))
        if value is not None and value > 0:
            rate = RateMention(figure.start(), figure.end(), value, "tokens/s")
            rate.features["report_line"] = _RATE_KEY_BEFORE.search(sentence, max(0, figure.start() - 40),
                                                                    figure.start()).group("key")
            kept.append(rate)
    return sorted(kept, key=lambda rate: rate.start)


# A table flattened without separators ("1 req120 tok/s130 tok/s125 tok/s"): a row label, then one speed per column,
# each cell glued to the one before it.
_GLUED_CELL = re.compile(r"(?P<num>\d[\d,]*(?:\.\d+)?)\s?(?P<unit>tok(?:en)?s?\s?/\s?s(?:ec)?|t/s)", re.I)


_GLUED_CHANGE_TAIL = re.compile(r"\s*[+\-−–]?\d+(?:\.\d+)?\s?%\s*")


def _glued_row_rates(sentence: str) -> list[RateMention]:
    """The speeds of one row of a flattened table whose cells are glued together (at least two, each with its
    unit, up to the end of the line); none where a digit touches the first figure (its start is unknowable)."""
    cells = list(_GLUED_CELL.finditer(sentence))
    # (a last cell of the change between them may follow: "42 t/s68 t/s+62%")
    if len(cells) < 2 or (sentence[cells[-1].end():].strip() and
                          not _GLUED_CHANGE_TAIL.fullmatch(sentence[cells[-1].end():])) or cells[0].start() == 0 or \
            not re.search(r"[A-Za-z\u4e00-\u9fff]\s?$", sentence[:cells[0].start()]):
        return []
    if any(sentence[a.end():b.start()].strip() for a, b in zip(cells, cells[1:])) or \
            not any(a.end() == b.start() for a, b in zip(cells, cells[1:])):
        return []
    rates = []
    for cell in cells:
        value = parse_decimal(cell.group("num"))
        if value is None or value <= 0:
            return []
        rate = RateMention(cell.start(), cell.end(), value, "tokens/s")
        rate.features["glued_row"] = sentence[:cells[0].start()].strip()
        rates.append(rate)
    return rates


# "a 12.5 TPS/user threshold", "10 tokens/s per user minimum": what a benchmark requires, not what was measured.
_REQUIREMENT_AFTER = re.compile(r"^\s*(?:[\w-]+\s+)?(?:threshold|target|requirement|minimum|floor|SLA|constraint|limit|cap)s?\b",
                                re.I)
_MISSED_MARK_BEFORE = re.compile(r"\b(?:fail(?:s|ed)?\s+to|(?:did|do|does)\s*n[o']t|never|couldn['’]t|could\s+not|short\s+of|"
                                 r"below|under)\s+(?:\w+\s+){0,2}?(?:the\s+)?$", re.I)
# A rate that only opens a conditional clause ("Above ~1,000 t/s, ...", "Beyond 500 tokens/s, ...").
_BOUND_CLAUSE = re.compile(r"\s*(?:above|below|beyond|past|under|once\s+(?:past|above|beyond))\s*[~≈]?\s*", re.I)
_RATE_RANGE = re.compile(r"\d\s?[-–~]\s?\d[\d,.]*\s?[kKM]?\s?(?:TPS\b|tok(?:en)?s?/s\b|tokens?\s+per\s+second)", re.I)
# "- Batch Throughput: 200+ TPS": a key and its floor on a line of a summary ("serves 800+ tokens per second" in a
# sentence is a claimed result)
_LABELLED_FLOOR_LINE = re.compile(r"^\W*[^\W\d][^:：\n]{0,40}[:：]\s*[~≈]?\s*$")
# "throughput went from 1,150 to 2,600 tokens/s": the two ends of a change, not a range
_CHANGE_VERB_FROM_BEFORE = re.compile(r"\b(?:went|rose|grew|climbed|jumped|increased|improved|fell|dropped|declined|moved|"
                                  r"doubled|tripled|up|down|boosted|raised|lifted|cut|lifts|raises|boosts|improves|"
                                  r"increases|takes|took|pushes|pushed)\s+(?:[\w.]+\s+){0,4}?from\s*$|"
                                  # "we see a performance boost: from 48 to 82 tokens per second, and from 28 to 48"
                                  r"\b(?:boost|gain|jump|increase|improvement|speed-?up|drop|decrease)\s*[:：,]?\s*"
                                  r"(?:(?:\w+\s+){0,2}?from\s*$)|[,;]\s*and\s+from\s*$|"
                                  r"(?:从|由)\s*$", re.I)
_RATE_RANGE_BEFORE = re.compile(r"(?<![A-Za-z0-9_.,])\d[\d,]*(?:\.\d+)?\s?[kKM]?\s?(?:-|–|—|~|～|\bto\b)\s?[~≈]?$"
                                # "land between 45 and 90 tokens/s": both ends of a span
                                r"|\bbetween\s+[~≈]?\d[\d,]*(?:\.\d+)?\s?[kKM]?\s+and\s+[~≈]?$", re.I)
_RANGE_LEAD = re.compile(r"(?:^|[.;]\s+)\W*range\s+(?:across|over|of|for)\b(?:[^.;]|\.(?=\d)){0,80}$|"
                         r"\brang(?:es|ed|ing)\s+(?:from|between)\s+[^.;]{0,40}$|"
                         # ("People quote anywhere from 30 to 60 tok/s": the ends of a spread of claims)
                         r"\banywhere\s+(?:from|between)\s+[^.;]{0,40}$", re.I)
_TOKEN_BUCKET = re.compile(r"(?<![A-Za-z])token[-_ ]bucket|(?<![A-Za-z])leaky[-_ ]bucket|(?<![A-Za-z])rate[-_ ]limiter\b", re.I)
_LEADING_TILDE = re.compile(r"[~～]\s?(?=\d)")
# A table's note or caption saying its figures are estimates ("data approximated from Artificial Analysis reports")
_ESTIMATED_NOTE = re.compile(r"\b(?:data|figures|numbers|values|speeds|results)\s+(?:are\s+|were\s+)?(?:approximated|estimated)\b|"
                             r"\bapproximat(?:ed|ions?)\s+(?:from|based\s+on)\b|(?:数据|数值|结果)(?:为|均为|系)?(?:估算|估计|预估)", re.I)
# ("### Inference Benchmarks (Est.)": the heading right above a table marking its figures as estimates)
_ESTIMATED_CAPTION = re.compile(r"[(（]\s*(?:est\.?|estimated?|estimates|估算|预估|預估)\s*[)）]\s*$", re.I)


def _estimated_table(context: DocumentContext, index: int) -> bool:
    """Whether the line right under the table of sentence ``index``, or a caption above it, calls its figures
    estimates."""
    table = context.tables.get(index)
    if table is None:
        return False
    if "estimated" not in table.facts:   # (read once for the table, not once a cell)
        nearby = [context.sentence(i) for i in range(table.last_sentence + 1,
                                                      min(table.last_sentence + 3, len(context.prepared.sentences)))]
        captions = context.table_captions.get(index, [])
        table.facts["estimated"] = any(_ESTIMATED_NOTE.search(line) for line in nearby + captions[:2]) or \
            any(_ESTIMATED_CAPTION.search(line) for line in captions[:1])
    return table.facts["estimated"]


_ESTIMATE_AFTER = re.compile(r"\+?\s*(?:[(（]\s*)?(?:est\.|estimated?\b|估计|估算|預估|预估)|"
                            # ("~9,000 tokens/s per chip on a 70B-class model (est.)": the mark closing the clause)
                            r"[^.;:()（）]{0,40}?[(（]\s*(?:est\.?|estimated?|估计|估算|預估|预估)\s*[)）]", re.I)
_ESTIMATE_BEFORE = re.compile(r"(?:\bestimated\s+(?:at\s+)?|\bwe\s+estimate\s+|估计(?:约|為|为)?|预估(?:约|为)?|預估(?:約|為)?)\s*[~≈]?\s*$",
                              re.I)
_ILLUSTRATIVE_BEFORE = re.compile(r"\b(?:anything|everything|something|whatever)\s+(?:above|below|over|under|beyond|faster\s+than|"
                                  r"slower\s+than|north\s+of|south\s+of)\s*[~≈]?\s*$|"
                                  r"\b(?:difference|gap)\s+between\s*[~≈]?\s*$|"
                                  # "when one provider advertises 400 tokens per second and another boasts …": any provider
                                  r"\bwhen\s+(?:one|a|an|some)\s+(?:provider|vendor|company|host|lab)\s+(?:advertises|claims|says|"
                                  r"quotes|boasts|promises)\s+(?:about\s+|around\s+)?$", re.I)
_ILLUSTRATIVE_SECOND = re.compile(r"\b(?:difference|gap)\s+between\s+[~≈]?\s*[\d,.]+\s*(?:tokens?|tok|t)(?:\s+per\s+second|/s)?"
                                  r"\s+and\s*[~≈]?\s*$", re.I)
_CONVERSION_AFTER = re.compile(r"^\s*(?:is|are|equals?|means?|works\s+out\s+to)\s+(?:around|about|roughly|approximately|~|≈)?"
                               r"\s*[\d,.]+\s*(?:words?|characters?|pages?|lines?)\b", re.I)
# A per-user speed listed with a latency target ("server (2 second TTFT, 10 TPS/user)") is a test's constraint.
_LATENCY_TARGET = re.compile(r"\bTTFT\b|\bTPOT\b|time[- ]to[- ]first[- ]token|\bp9\d\b|percentile", re.I)
_WORKLOAD_GAP = re.compile(r"^\s*(?:[\w-]+\s+){0,2}?(?:on|in|for|with|running|serving|using)\s+(?:the\s+|an?\s+)?$", re.I)


# A model named with its parameter count ("CodeLlama-34B", "Qwen2.5 72B", "Llama 2 7B")
_UNLISTED_SIZED_MODEL = re.compile(r"(?<![\w.-])[A-Z][A-Za-z]{2,}(?:[\s-]?\d+(?:\.\d+)?)?[\s-]\d+(?:\.\d+)?[BM](?![\w-]|\.\w)")
_DRAFT_COLUMN = re.compile(r"^\s*(?:draft(?:\s+model)?|drafter|speculator|assistant(?:\s+model)?|草稿模型|draft\s*模型)\s*$",
                           re.I)


def _result_workload(context: DocumentContext, index: int, sentence: str, rate: RateMention,
                     rates: list[RateMention]) -> Mention | None:
    """The benchmark or model a result in sentence ``index`` was measured on.

    The name right after it ("11,000 tokens/s on Llama 3.1 405B"), else the nearest in its own clause (so that a
    sentence with several results gives each its own workload), else the nearest benchmark in the sentence.
    """
    offset = context.prepared.sentences[index][0]
    names = [m for m in context.mentions[index] if m.category == "benchmark"]
    # A model the benchmark list does not know is still the workload as written ("Llama 2 7B").
    names += [m for m in context.mentions[index] if m.category == "model"
              and not any(b.start < m.end and m.start < b.end for b in names)]
    table = context.tables.get(index)
    row = table.row(index) if table is not None else None
    if row is not None and names:
        # "| GPU | Model | Draft | Throughput |": the draft model speculative decoding runs beside the model is not
        # the workload measured
        drafts = [cell for cell in row.cells
                  if _DRAFT_COLUMN.match(table.column_label(index, cell.column) or "")]
        names = [m for m in names if not any(cell.start <= m.start < cell.start + len(cell.text) + 1 for cell in drafts)]
    if not names:
        return None
    text = context.prepared.text
    after = [m for m in names if 0 <= m.start - (offset + rate.end) <= 30
             and _WORKLOAD_GAP.match(text[offset + rate.end:m.start])]
    if after:
        return min(after, key=lambda m: m.start)
    if (unlisted := _UNLISTED_SIZED_MODEL.search(text, offset + rate.end, offset + rate.end + 60)) is not None and \
            _WORKLOAD_GAP.match(text[offset + rate.end:unlisted.start()]) and \
            not any(offset + rate.end <= m.start < unlisted.start() for m in names):
        # "… and 64 tok/s on CodeLlama-34B": a model the registry lacks, named with its size right after the result, is
        # its workload as written
        return Mention(unlisted.start(), unlisted.end(), unlisted.group(0), unlisted.group(0).lower(), "model")
    # a thousands separator ("402,300") closes no clause
    clause_start, clause_end = _clause_bounds(re.sub(r"(?<=\d),(?=\d{3})", "_", sentence), rate.start, rate.end)
    in_clause = [m for m in names if offset + clause_start <= m.start and m.end <= offset + clause_end]

    def distance(mention: Mention, other: RateMention) -> int:
        if mention.end <= offset + other.start:
            return offset + other.start - mention.end
        return (mention.start - (offset + other.end)) * 2 + 10 if mention.start >= offset + other.end else 10**6

    # "Llama 2 13B ran at 5,100 tokens/s while Llama 2 70B reached 2,300": a name belongs to the result nearest it.
    own = [m for m in in_clause if min(rates, key=lambda other: distance(m, other)) is rate] or in_clause
    if own:
        return _nearest(own, offset + rate.end, ("benchmark", "model"))
    if len(rates) > 1 and (unlisted := _UNLISTED_SIZED_MODEL.search(sentence, clause_start, clause_end)) is not None:
        # "在 Llama2-70B 上达到了 34 tok/秒，在 CodeLlama-34B 上达到了 64 tok/秒": a model the registry lacks, named with its
        # size in the result's own clause, is its workload as written, never another clause's
        return Mention(offset + unlisted.start(), offset + unlisted.end(), unlisted.group(0), unlisted.group(0).lower(),
                       "model")
    found = _nearest(names, offset + rate.end, ("benchmark",))
    models = {m.name for m in names if m.category == "model"}
    if found is None and len(models) == 1 and len(rates) == 1:
        # "8卡H800服务器运行DeepSeek-V3，整机吞吐约为每秒1.2万tokens": the one model the sentence runs, in a clause
        # before its one result
        found = next(m for m in names if m.category == "model")
    return found


# ("0.13 tok/s per GB/s of memory bandwidth": a rate for each unit of bandwidth)
_PER_RESOURCE_AFTER = re.compile(r"\s*(?:per|/|每)\s*(?:T|P|G)?FLOPS?\b|\s*(?:per|/)\s*(?:watts?|W|kW|MW|dollars?|\$)(?![\w])|"
                                 r"\s*per\s+(?:GB|TB)\s*/\s*s\b|"
                                 r"\s*每(?:瓦|兆瓦|千瓦|美元)", re.I)


_LOAD_AFTER = re.compile(r"\s*(?:的)?\s*(?:(?:测试|压测|负载|压力|并发)\s*)?(?:环境|条件|场景|负载|压力)\s*下|"
                         r"\s*(?:of\s+)?(?:load|traffic|offered\s+load)\b", re.I)
_LOAD_BEFORE = re.compile(r"\b(?:under|at)\s+(?:an?\s+)?(?:(?:offered|target|sustained)\s+)?(?:load|traffic)\s+of\s+"
                          r"(?:about\s+|around\s+)?$|"
                          # "request rate ramped from 1 to 16 requests per second": the load a test was driven at
                          r"\b(?:request|arrival|send(?:ing)?)\s+rates?\s+(?:(?:ramped|stepped|swept|increased|set)\s+)?"
                          r"(?:(?:from|of|at|to)\s+)?(?:\d[\d.,]*\s+(?:to|-|–)\s+)?$", re.I)


# The next "label: value" field of a report line ("Total TPS: 5482.59 Mean TPOT(ms): 227.45"): a word after a
# labelled figure that only opens another label is not the figure's unit.
_NEXT_LABEL = r"(?!\s?[A-Z][\w ]{0,24}(?:[(（][^)）]{0,8}[)）])?\s?[:：])"


# A speed given as a labelled figure in a Chinese test report: "平均 TPS 达到 83", "QPS 为 120", "系统每秒可处理
# 47 个请求". The label comes first and a verb or colon joins it to the number ("1000 QPS 测试环境下", a load, has
# the number first and is not read here).
_LABELLED_SPEED = re.compile(
    r"(?<![A-Za-z])(?P<label>TPS|QPS|RPS)(?![A-Za-z/])\s*(?:的)?\s*(?:达到|达|为|约为|约|可达|高达|是|[:：=])\s*(?:约\s*)?"
    r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\d.]|\s?(?:%|倍|万|ms|毫秒|秒|[xX×]|" + _NEXT_LABEL + r"[A-Za-z]))"
    r"|每秒(?:钟)?\s*(?:可|能|能够|可以)?\s*(?:处理|完成|响应|服务)\s*(?:约\s*)?"
    r"(?P<requests>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?:个|次)?\s*(?:请求|查询)")


# "H200 achieves 118.5 (40% faster than H100's 84.2)" after "Best result: NVIDIA B200 at ~210 samples/second": a chip's
# bare figure after a verb of reaching, in the one rate unit of its own or the previous sentence
_ACHIEVED_FIGURE = re.compile(r"\b(?:achieves|achieved|reaches|reached|hits|scores|scored|posts|posted|delivers)\s+"
                              r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?!\d|[.,]\d|\s?(?:%|[xX×]|倍|[A-Za-z]))")


def _achieved_figures(context: DocumentContext, index: int, sentence: str, found: list[RateMention]) -> list[RateMention]:
    """Bare figures a named chip reaches (``_ACHIEVED_FIGURE``) in the one rate unit its own sentence or the nearest
    of the two before states; none where no rate is stated there or two units are."""
    matches = [m for m in _ACHIEVED_FIGURE.finditer(sentence)
               if not any(rate.start <= m.start("num") < rate.end for rate in found)]
    if not matches:
        return []
    stated = list(found)
    for back in range(index - 1, max(-1, index - 3), -1):
        if stated:
            break
        stated = find_rates(context.sentence(back))   # the nearest of the two sentences before that states a rate
    units = {rate.unit for rate in stated}
    if len(units) != 1:
        return []
    offset = context.prepared.sentences[index][0]
    rates = []
    for match in matches:
        named = [m for m in context.mentions[index] if m.category == "hardware" and m.end <= offset + match.start()
                 and offset + match.start() - m.end < 12]
        value = parse_decimal(match.group("num"))
        if named and value is not None and value > 0:
            rates.append(RateMention(match.start("num"), match.end("num"), value, next(iter(units))))
    return rates


# A row of a table flattened to spaced text, its unit in the row's label: "Throughput (tok/s) 304.93 371.90 +22.0%" (one
# result per figure; a trailing signed change is the row's comparison, no result)
_UNIT_LABELLED_ROW = re.compile(r"^\s*(?P<label>[A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*){0,3})\s*[(（]\s*"
                                r"(?P<unit>tok/s|toks/s|tokens?/s(?:ec)?|t/s|tps|TPS|samples?/s)\s*[)）]"
                                r"(?P<nums>(?:\s+\d{1,3}(?:,\d{3})+(?:\.\d+)?|\s+\d+(?:\.\d+)?){2,8})"
                                r"(?:\s+[+\-−]\s?\d+(?:\.\d+)?\s?%)?\s*$")


def _unit_labelled_row(sentence: str, found: list[RateMention]) -> list[RateMention]:
    """The figures of a flattened table row whose label carries the unit (``_UNIT_LABELLED_ROW``); none where the
    label names a target, a limit or a time."""
    match = _UNIT_LABELLED_ROW.match(sentence)
    if match is None or found or re.search(r"target|limit|max|min|goal|SLO|latency|time", match.group("label"), re.I):
        return []
    unit = "samples/s" if match.group("unit").lower().startswith("sample") else "tokens/s"
    rates = []
    for number in re.finditer(r"\d[\d,]*(?:\.\d+)?", match.group("nums")):
        value = parse_decimal(number.group(0))
        if value is not None and value > 0:
            start = match.start("nums") + number.start()
            rates.append(RateMention(start, start + len(number.group(0)), value, unit))
    return rates


def _labelled_speeds(sentence: str, found: list[RateMention]) -> list[RateMention]:
    """The labelled speeds of ``sentence`` that ``find_rates`` did not already read."""
    speeds = []
    for match in _LABELLED_SPEED.finditer(sentence):
        group = "num" if match.group("num") else "requests"
        start, end = match.span(group)
        if any(rate.start < end and start < rate.end for rate in found):
            continue
        value = parse_decimal(match.group(group))
        if value is None or value <= 0:
            continue
        unit = "tokens/s" if match.group("label") == "TPS" else "queries/s"
        speeds.append(RateMention(start, end, value, unit))
    return speeds


# A speed's old and new value written as a change with the unit once: "went from 1,200 to 3,400 tok/s",
# "从 67 提升到 368 tokens/s" (the unit after the new value), "TPS 从 67 → 368" (a label before both).
_CHANGE_TO = r"\s*(?:→|->|⟶|to|到|至|(?:提升|提高|增加|增长|升|增|跃升|降|下降|减少)(?:到|至))\s*"
_CHANGED_FROM_BEFORE = re.compile(r"(?P<from>\bfrom|从|由)\s*[?？]?\s*(?P<num>" + NUMBER + r")" + _CHANGE_TO + r"$", re.I)
# The end of a bare figure that borrows another's unit: no unit, share, multiple or size of its own after it
_BARE_FIGURE_END = (r"(?![\d.]|,\d|\s?(?:%|倍|万|k\b|K\b|ms|毫秒|秒|GB|TB|[xX×]|[A-Za-z]*/|tok|TPS|tps|QPS|sample|quer|"
                    r"req|token|images?\b|words?\b|[a-z]+/s))")
_VERSUS_OWNED_AFTER = re.compile(r"\s*(?:vs\.?|versus|against|compared\s+(?:to|with))\s+(?:the\s+)?"
                                 r"(?P<owner>[A-Z][\w.-]{1,20}(?:\s[\w.-]{1,12})?)['’]s\s+(?P<num>" + NUMBER + r")"
                                 + _BARE_FIGURE_END)
_CHANGED_TO_AFTER = re.compile(r"\s*(?:[(（][A-Za-z/ ]{1,12}[)）]\s*)?" + _CHANGE_TO + r"(?P<num>" + NUMBER + r")"
                               + _BARE_FIGURE_END)
_LABELLED_CHANGE = re.compile(r"(?<![A-Za-z])(?P<label>TPS|QPS|RPS)(?![A-Za-z/])\s*(?:的)?\s*(?:从|由|\bfrom\b)\s*[?？]?\s*"
                              r"(?P<old>" + NUMBER + r")" + _CHANGE_TO + r"(?P<new>" + NUMBER + r")"
                              r"(?![\d.]|,\d|\s?(?:%|倍|万|ms|毫秒|秒|[xX×]|[A-Za-z]))", re.I)


def _changed_speeds(sentence: str, found: list[RateMention]) -> list[RateMention]:
    """The old values of speeds written as a change ("from X to Y tokens/s": X in Y's unit) and both values of a
    labelled change ("TPS 从 X → Y"), where ``found`` does not already hold them. A range ("ranging from X to Y")
    is not a change."""
    speeds = []

    def add(start: int, end: int, text: str, unit: str) -> None:
        value = parse_decimal(text)
        if value is not None and value > 0 and not any(r.start < end and start < r.end for r in found + speeds):
            speeds.append(RateMention(start, end, value, unit))

    for rate in found:
        before = _CHANGED_FROM_BEFORE.search(sentence, max(0, rate.start - 40), rate.start)
        if before is not None and not _is_range_start(sentence[:before.end("from")]):
            add(before.start("num"), before.end("num"), before.group("num"), rate.unit)
    for rate in found:
        # "H200 achieves 31,712 tokens/sec vs H100's 21,806": the other system's figure in the same unit
        versus = _VERSUS_OWNED_AFTER.match(sentence, rate.end)
        if versus is not None:
            add(versus.start("num"), versus.end("num"), versus.group("num"), rate.unit)
            if speeds and speeds[-1].start == versus.start("num"):
                speeds[-1].features["owner_span"] = versus.span("owner")   # (whose figure it is: "H100's")
    for rate in found:
        # "progressing from 67 tokens per second (TPS) to 253 before GTC": the new value in the old one's unit
        after = _CHANGED_TO_AFTER.match(sentence, rate.end)
        if after is not None and re.search(r"(?:\bfrom|从|由)\s*$", sentence[max(0, rate.start - 8):rate.start], re.I):
            add(after.start("num"), after.end("num"), after.group("num"), rate.unit)
    for match in _LABELLED_CHANGE.finditer(sentence):
        unit = "tokens/s" if match.group("label").upper() == "TPS" else "queries/s"
        for group in ("old", "new"):
            add(match.start(group), match.end(group), match.group(group), unit)
    return speeds


# A test report declares its model and its hardware once ("测试模型选用 X", "本次测试硬件为 H200", "Test hardware:
# 8x H100", "Model under test: ..."); the results listed below it were measured on them.
# "We benchmarked three engines on NVIDIA H100", "what we tested: Llama-3.1-8B-Instruct, one H100": a write-up's
# own account of its set-up declares both.
_WE_TESTED = r"|\bwe\s+(?:benchmarked|tested|measured)\b|\bwhat\s+we\s+(?:benchmarked|tested|measured)\b"
_TEST_MODEL_CUE = re.compile(r"测试模型|模型选用|被测模型|测试(?:使用|采用|选用)的?模型|(?:test(?:ed)?|benchmark(?:ed)?)\s+model|"
                             r"model\s+under\s+test" + _WE_TESTED, re.I)
_TEST_HARDWARE_CUE = re.compile(r"测试(?:硬件|平台|环境|机器|服务器|设备)|硬件(?:配置|环境|平台)|"
                                r"test(?:ing)?\s+(?:hardware|rig|machine|server|platform|setup)|testbed|hardware\s+under\s+test"
                                + _WE_TESTED, re.I)


def _declared(context: DocumentContext, index: int, cue: re.Pattern, categories: tuple[str, ...]) -> Mention | None:
    """The one name of ``categories`` in the nearest earlier sentence (of the 300 before) that declares a test's model
    or hardware."""
    for back in range(index - 1, max(-1, index - 301), -1):
        if not cue.search(context.sentence(back)):
            continue
        named = [m for m in context.mentions[back] if m.category in categories and m.hardware_kind != "family"]
        # a name inside a longer one ("DeepSeek-R1" of "DeepSeek-R1-0528-Qwen3-8B") is part of it
        named = [m for m in named if not any(o is not m and o.start <= m.start and m.end <= o.end
                                             and o.end - o.start > m.end - m.start for o in named)]
        if len({m.name for m in named}) == 1:
            return named[0]
        if named:
            return None
        # a cue that names nothing ("We measured offline throughput") declares nothing: look further up
    return None


def _heading_mentions(context: DocumentContext) -> list[Mention]:
    """The names in the document's title, or, when it has none, in a first line written as a heading (short,
    no closing punctuation: "Optimizing DeepSeek-R1 Throughput on NVIDIA H200 GPUs")."""
    if context.prepared.title or not context.prepared.sentences:
        return context.title_mentions
    first = context.sentence(0).strip()
    if len(first) > 120 or "\n" in first or first[-1:] in ".。!！?？:：;；,，" or " | " in first:
        return []
    return context.mentions[0]


def _heading_chip(heading: list[Mention], workload: Mention | None) -> str | None:
    """The one chip a document's heading names, for a result that names none of its own and whose workload is
    the heading's (or unnamed): "... Throughput on NVIDIA H200 GPUs" over rows of figures."""
    chips = {m.parent if m.hardware_kind == "system" else m.name for m in heading
             if m.category == "hardware" and m.hardware_kind != "family"}
    if len(chips) != 1:
        return None
    workloads = {m.name for m in heading if m.category in ("benchmark", "model")}
    if workload is not None and workload.name not in workloads:
        return None
    return chips.pop()


def _only_chip(context: DocumentContext, index: int) -> str | None:
    """The one accelerator a document names (a system counts as its chip; family names are not chips), named
    before the result, for a result whose sentence names no company (a provider's or maker's figure may be from other hardware). None
    when the chip is only ever a comparison's baseline ("2.2x the performance per watt of an NVIDIA L40S"):
    the product the text is about is then one the registry does not know."""
    if any(m.category == "organization" for m in context.mentions[index]):
        return None
    chips: dict[str, bool] = {}
    for back, mentions in enumerate(context.mentions):
        # named before the result (a chip first named after it is there for another reason)
        before = back < index
        offset = context.prepared.sentences[back][0]
        sentence = context.sentence(back)
        for m in mentions:
            if m.category != "hardware" or m.hardware_kind == "family":
                continue
            name = m.parent or m.name if m.hardware_kind == "system" else m.name
            baseline = _COMPARED_AFTER.search(sentence, 0, m.start - offset) is not None
            chips[name] = chips.get(name, False) or (before and not baseline)
    if len(chips) != 1:
        return None
    name, named_alone = chips.popitem()
    return name if named_alone else None


_THEORETICAL_BEFORE = re.compile(r"(?:理论(?:上的?)?|theoretical(?:ly)?\s+|on\s+paper\s+)(?:峰值|上限|最大值?|极限|(?:peak|max(?:imum)?|"
                                 r"limit|ceiling|best)\s+)?(?:(?:throughput|speed|吞吐量?|速度)\s*)?(?:of\s+|is\s+|为|是|可?达?)?"
                                 r"\s*(?:约|about\s+|around\s+|~)?\s*$", re.I)


# A speed worked out on paper from another one ("4000 / 64 = 62.5 tokens/s", "37GB * 62.5 tps = 2.3TB/s"): the result or
# an operand of arithmetic written in the text, not a measurement.
_ARITHMETIC_RESULT_BEFORE = re.compile(r"[/÷×*]\s*[\d.,]+\s*[A-Za-z]*\s*[=≈]\s*(?:约|about\s+|~)?\s*$")
_ARITHMETIC_OPERAND_BEFORE = re.compile(r"[×*÷]\s*$")
# a slash is division only when the calculation goes on to its result ("4800 / 96 = 50"); "41.7k/47.9k tokens/s"
# is a pair of rates
_ARITHMETIC_OPERAND_AFTER = re.compile(r"\s*(?:[×*÷]\s*[\d(]|/\s*[\d.,]+\s*[A-Za-z]*\s*[=≈]|[=≈]\s*[\d.]+)")
# "..., 对应是 31.25 tps", "which works out to 50 tokens/s": the figure that corresponds to an imagined or computed case
_CORRESPONDS_BEFORE = re.compile(r"(?:对应(?:的)?(?:是|为)?|均摊(?:下来)?(?:就是|是)?|works\s+out\s+(?:to|at)|comes?\s+(?:out\s+)?to|"
                                 r"that\s+(?:gives|means)|which\s+(?:gives|means))\s*(?:约|about\s+|roughly\s+|~)?\s*$", re.I)
_WORKED_CASE = re.compile(r"\d\s*(?:[A-Za-z]+(?:/[A-Za-z]+)?\s*)?[/÷×*]\s*[\d.,]+\s*[A-Za-z]*\s*[=≈]|假设|假如|如果|\bsuppose|\bassum(?:e|es|ed|ing)\b|"
                          r"\bif\b|\blet'?s\s+say\b", re.I)


def _worked_out(context: DocumentContext, index: int, sentence: str, rate: RateMention) -> bool:
    """Whether a speed is arithmetic done in the text (a result or operand of a written calculation, or the figure
    a supposed case "corresponds to") rather than something measured."""
    before = sentence[max(0, rate.start - 40):rate.start]
    # a hedge read with the figure ("≈ 50 tokens/s") may hold the sign of the calculation
    before += re.match(r"[=≈~约]?\s*", sentence[rate.start:]).group()
    if _ARITHMETIC_RESULT_BEFORE.search(before) or _ARITHMETIC_OPERAND_BEFORE.search(before) or \
            _ARITHMETIC_OPERAND_AFTER.match(sentence, rate.end):
        return True
    if not _CORRESPONDS_BEFORE.search(before):
        return False
    return any(_WORKED_CASE.search(context.sentence(back)) for back in range(max(0, index - 2), index + 1))




def _rates_in_labelled_cells(context: DocumentContext, index: int, rates: list[RateMention]) -> list[RateMention]:
    """The rates of ``rates`` that fill a cell of a results table whose column label names an MLPerf scenario; each
    gets that label as its ``column_header``."""
    table = context.tables.get(index)
    row = table.row(index) if table is not None and index in context.table_header else None
    if row is None:
        return []
    offset = context.prepared.sentences[index][0]
    celled = []
    for rate in rates:
        cell = row.cell_at(offset + rate.start)
        label = table.column_label(index, cell.column) if cell is not None and cell.column > 0 else None
        if label and "column_header" not in rate.features and _SCENARIO.search(label):
            rate.features["column_header"] = label
            celled.append(rate)
    return celled


# A table column of figures to reach, not reached ("Target", "Target t/s/u", "目标值")
# (and a column of ceilings worked out from bandwidth or peak compute: "Theoretical Max TPS", "理论上限")
_TARGET_COLUMN = re.compile(r"\s*(?:targets?|goals?|required|requirements?|SLA|SLO|目标|目標|theoretical(?:ly)?|roofline|"
                            r"理论|理論)(?![A-Za-z])", re.I)


_PREDICTED_COLUMN = re.compile(r"\bpredict(?:ed|ions?)\b|\bestimated?\b|\bestimates\b|\bprojected\b|\bforecasts?\b|"
                               r"预测|預測|预估|預估|估算", re.I)


def _in_target_column(context: DocumentContext, index: int, position: int) -> bool:
    """Whether ``position`` lies in a table cell under a column of targets."""
    table = context.tables.get(index)
    row = table.row(index) if table is not None else None
    cell = row.cell_at(position) if row is not None else None
    label = table.column_label(index, cell.column) or "" if cell is not None else ""
    # ("| Metric | AIC Prediction | Actual (avg) |": a column of figures a model predicted, no measurement)
    return cell is not None and bool(_TARGET_COLUMN.match(label) or _PREDICTED_COLUMN.search(label))


# The interactivity a figure was read at ("an interactivity of 90 tok/s/user", "在 90 tok/s/user 交互性水平下",
# "50 tok/s/user 时")
# (not a bare "at": "runs Llama 4 Maverick at 2,500 tokens per second for each user" is its speed)
_OPERATING_POINT_BEFORE = re.compile(r"(?:在|于|於)\s*(?:约|~)?\s*$|\binteractivity\s+(?:level\s+)?(?:of\s+)?(?:~|about\s+)?$", re.I)
_OPERATING_POINT_AFTER = re.compile(r"\s*(?:时|時|的?交互性|interactivity\b|(?:operating\s+)?points?\b)")
# A rate for each unit of power drawn ("per MW", "每…MW", "/MW", "per megawatt")
_PER_POWER_AROUND = re.compile(r"每[^，。；,]{0,14}(?:MW|兆瓦)|\bper\s+(?:\w+\s+){0,3}?(?:MW|megawatts?)\b|/\s?MW\b", re.I)


def _benchmark_candidates(context: DocumentContext, index: int) -> list[Candidate]:
    sentence = context.sentence(index)
    offset = context.prepared.sentences[index][0]
    candidates = []
    # a row of glued cells is read whole: the rate finder sees only the cells a space or a CJK label opens
    rates = _glued_row_rates(sentence) or find_rates(sentence)
    if rates and " | " in sentence and index in context.table_header_index.values():
        # "| Model | RTX 3090 tok/s | RTX 5090 tok/s |": a header's labels name the unit of the figures below, after the
        # chip's number, never a result of their own
        rates = [rate for rate in rates if not re.search(r"(?<![A-Za-z])[A-Z]{1,4}\s?$", sentence[max(0, rate.start - 6):rate.start])]
    rates = _key_value_rates(sentence, rates)
    rates += _json_key_rates(context, index, sentence, rates)
    rates += _labelled_speeds(sentence, rates)
    rates += _unit_labelled_row(sentence, rates)
    rates += _changed_speeds(sentence, rates)
    rates += _achieved_figures(context, index, sentence, rates)
    table_rates = _table_cell_rates(context, index, sentence)
    # "Llama 2 70B | 34,120 tok/s | 31,455 tok/s" under "Workload | Offline | Server": rates written with their unit
    # in a results table still take the scenario of their column and the system the page describes
    celled = _rates_in_labelled_cells(context, index, rates)
    if not rates and not table_rates and " | " not in sentence:
        table_rates = _labelled_rates(context, index, sentence) or _report_rates(sentence) or \
            _rate_under_label(context, index, sentence) or \
            _spaced_table_rates(context, index, sentence) or _captioned_list_rates(context, index, sentence) or \
            _page_unit_scores(context, index, sentence)
    elif rates and not table_rates and " | " not in sentence and (":" in sentence or "：" in sentence or "=" in sentence):
        # "Throughput: 3.89 requests/s, Input tokens/s: 981.59, …": fields naming their unit before the figure, beside
        # one written after it
        table_rates = [rate for rate in _report_rates(sentence)
                       if not any(other.start < rate.end and rate.start < other.end for other in rates)]
    for rate in rates + table_rates:
        span = (offset + rate.start, offset + rate.end)
        before = sentence[max(0, rate.start - 50):rate.start]
        features = {"trigger": sentence[rate.start:rate.end], "per": rate.per, "hedge": rate.hedge,
                    "table_row": index in context.tables and context.tables[index].row(index) is not None}
        candidate = Candidate("benchmark", index, span, {}, "benchmark", 0.0, features)
        candidates.append(candidate)
        # ("3000 ~ 4000 TPS": the rate read from "~" on, the range's tilde taken for "about")
        lead = _LEADING_TILDE.match(sentence, rate.start)
        if (ranged := _RATE_RANGE_BEFORE.search(sentence, max(0, rate.start - 30),
                                                lead.end() if lead else rate.start)) is not None and \
                not _CHANGE_VERB_FROM_BEFORE.search(sentence, max(0, ranged.start() - 40), ranged.start()):
            candidate.rejection = "range of rates"  # "45-55 TPS", "20–200 tokens/s typical": neither bound a result
            continue
        if _RANGE_LEAD.search(sentence, max(0, rate.start - 100), rate.start) is not None:
            # "Range across 32 frontiers: prefill 411 → 270 t/s", "speeds ranging from 20 to 60 tokens/s": the ends of
            # a sweep, neither a result
            candidate.rejection = "range of rates"
            continue
        if features["table_row"] and _estimated_table(context, index):
            candidate.rejection = "an estimate, not a result"   # "*Note: … data approximated from … reports.*"
            continue
        if _ESTIMATE_AFTER.match(sentence, rate.end) or _ESTIMATE_BEFORE.search(sentence, max(0, rate.start - 20),
                                                                                rate.start) or \
                re.search(r"\b(?:estimate|guess)\b[^.;!?]{0,40}[:：]\s*[\"“]?\s*[~≈]?\s*$", sentence[max(0, rate.start - 60):rate.start], re.I):
            # ('on-call's estimate in the channel: "~18,000 tokens/s once the fix lands"': a guess, quoted)
            candidate.rejection = "an estimate, not a result"  # "~4,000 tokens/s (est.)"
            continue
        if re.search(r"(?:sec|/s|秒)\d+(?:\.\d+)?[-–~]$", sentence[max(0, rate.start - 14):rate.start], re.I):
            # "35-40 tokens/sec40-45 tokens/sec45-50 tokens/sec": a flattened table's cells of ranges, run together
            candidate.rejection = "range of rates"
            continue
        if re.search(r"\b(?:an?|any|one)\s+(?:system|server|setup|box|machine|GPU|deployment|model)\s+(?:that|which)\s+"
                     r"(?:generates|produces|serves|delivers|does|runs\s+at|hits)\s+(?:~|about\s+)?$",
                     sentence[max(0, rate.start - 50):rate.start], re.I) or \
                re.search(r"\breference\s+speed\s+of\s+$|\b(?:at|maintaining)\s+(?:a\s+)?(?:per[- ]query\s+)?reference\s+speed\b[^.;]{0,10}$",
                          sentence[max(0, rate.start - 60):rate.start], re.I) or \
                ((rate.per == "user" or re.match(r"\s*(?:/\s*user|per\s+user)", sentence[rate.end:rate.end + 12], re.I) or
                  re.search(r"/\s*user|TPS/user", sentence[rate.start:rate.end], re.I)) and
                 re.search(r"(?:/\s?M(?:Tok)?|per\s+million(?:\s+(?:input\s+and\s+output\s+|output\s+)?tokens)?)\s+(?:\w+\s+){0,2}?at\s+$",
                           sentence[max(0, rate.start - 40):rate.start], re.I)):
            # "A system that generates 1,000 tokens per second at USD 10/hour …": a made-up system of an argument;
            # "at a Per-Query Reference Speed of 30 output tokens/s", "$0.30/M at 18 TPS/user": the speed a cost is
            # worked out at, no measured result
            candidate.rejection = "an operating point or an illustration, not a result"
            continue
        # (the rate's own clause asks: "Q: Could anyone get 10,000 tokens/s …?", an English question opening the line
        # and ending it; not "实测达到 2000 tokens/s，你们的结果也差不多吗？", a result and then a question about others')
        line_end = sentence.find("\n", rate.end)
        line = sentence[sentence.rfind("\n", 0, rate.start) + 1:line_end if line_end >= 0 else len(sentence)]
        zh_clause = re.search(r"[，；;]", sentence[rate.end:line_end if line_end >= 0 else len(sentence)])
        if (_QUESTION_SENTENCE.search(line) and not (zh_clause and re.search(r"[吗嗎么麼][^。]*[?？]\s*$", line) and
                                                     # (asking the others, not doubting the figure: "是真的吗？")
                                                     re.search(r"你们|你們|大家|各位|你的|你那", line[line.find(sentence[rate.start:rate.end]):]))) or \
                re.search(r"\b(?:goal|aim|target|ambition)\s+of\s+(?:serving|reaching|hitting|delivering|getting\s+to|running\s+at)\s+$",
                          sentence[max(0, rate.start - 40):rate.start], re.I) or \
                re.search(r"(?:^|[.;:]\s+)(?:suppose|imagine|assume|let['’]s\s+say|say\s+(?:that\s+)?(?:a|an|we|you)\b)[^.;]*$",
                          sentence[:rate.start], re.I):
            # "Q: Could anyone get 10,000 tokens/s out of a single card?", "a goal of serving 10,000 tokens per second per
            # user", "Suppose … a GPU … serves 1,000 tokens per second": asked, aimed at or supposed, no result
            candidate.rejection = "a question, a goal or a supposition, not a result"
            continue
        line_start = sentence.rfind("\n", 0, rate.start) + 1
        if _PROGRAMME_LINE.match(sentence, line_start) or \
                re.search(r"(?:问|問)(?![题題])[^，。；;?？]{0,30}(?:能不能|能否|可不可以|是否)[^，。；;?？]{0,20}$", sentence[line_start:rate.start]):
            # "09:00 Keynote: Getting to 10,000 tokens per second per user", "有人在群里问 vLLM 能不能调到 9,000 tokens/s":
            # a talk's title, a speed asked about
            candidate.rejection = "a talk title or a question, not a result"
            continue
        if rate.hedge == "more than" and re.match(r"[\d,.]*\s?[kKM]?\s?\+", sentence[rate.start:rate.end]) and (
                _LABELLED_FLOOR_LINE.match(sentence[:rate.start]) or _RATE_RANGE.search(sentence) or
                # ("| Llama 3.3 70B | … | ⚡⚡⚡ 800+ tokens/s |": a table's column of floors, speeds to expect)
                index in context.tables):
            # (next to a range of rates, "45-55 TPS on one card … at 200+ TPS": rough figures, the floor one of them)
            # "Batch Throughput: 200+ TPS", "3,000+ TPS": a floor in a summary, not a measured figure ("more than
            # 2,500 tokens per second per user", a record stated as exceeded, stays a result)
            candidate.rejection = "a floor, not a result"
            continue
        if rate.hedge == "more than" and (
                _GUARANTEE_BEFORE.search(sentence, max(0, rate.start - 80), rate.start) or
                re.search(r"SLA|SLO|guarantee", context.table_context.get(index, "") or "", re.I) or
                re.search(r"(?<![-=<>])>\s*$", sentence[max(0, rate.start - 3):rate.start])):
            # "a latency target of 99% of requests sustaining more than 100 output tokens per second", "| Latency SLA |"
            # over "99% > 80 tokens per second": a floor a tier guarantees, not a measured speed
            candidate.rejection = "requirement or limit, not a result"
            continue
        if rate.hedge in ("at least", "less than", "at most") or _REQUIREMENT.search(before) or \
                _TARGETS_LEAD.match(sentence[:rate.start]) or \
                _REQUIREMENT_AFTER.match(sentence[rate.end:rate.end + 30]) or (
                    rate.per == "user" or re.match(r"\s*/\s*user", sentence[rate.end:])) and \
                _LATENCY_TARGET.search(sentence, max(0, rate.start - 40), rate.end + 40):
            candidate.rejection = "requirement or limit, not a result"
            continue
        if re.search(r"\b(?:sample|sampling)\s+time\s*[=:]", line, re.I):
            # "llama_print_timings: sample time = 34.69 ms / 425 runs (0.08 ms per token, 12250.66 tokens per second)":
            # how fast the sampler picks tokens, not the model's speed (the prompt-eval and eval lines are)
            candidate.rejection = "the sampler's rate, not a result"
            continue
        if re.search(r"tokeni[sz]ation\W{0,3}$|\b(?:video|audio)\s+(?:is\s+)?(?:tokeni[sz]ed|represented|counted)\s+(?:at|as)\s+$",
                     before, re.I):
            # "Video Tokenization: 263 tokens/second": how many tokens a second of media counts as, no speed
            candidate.rejection = "tokens counted per second of media, not a result"
            continue
        if (_ASKED.search(sentence) or _ASKED_OPENING.match(sentence) or (_ASKED_ZH_AFTER.match(sentence, rate.end) and
                                                                   re.search(r"[\u4e00-\u9fff]", sentence[:rate.start])) or
                _ASKED_BEFORE.search(sentence, max(0, rate.start - 24), rate.start)) and index not in context.tables:
            # "Just to clarify, your benchmarks indicate ~5 output tokens/s on vLLM ?": a figure asked about
            candidate.rejection = "a question, not a result"
            continue
        if _TOKEN_BUCKET.search(sentence) or _TOKEN_BUCKET.search(context.prepared.title or "") or any(
                _TOKEN_BUCKET.search(context.sentence(back)) for back in range(max(0, index - 3), index)):
            # "the bucket configured with the rate of 100k tokens/sec": a rate limiter's tokens, no model's output
            candidate.rejection = "a rate limiter's tokens, not a result"
            continue
        if under_duties_or_goals(context, index):
            candidate.rejection = "a job's order, not a result"   # "岗位职责：" over "1. …提升至每秒3,000 tokens以上"
            continue
        if _GOAL_ORDER.match(sentence[:rate.start]):
            candidate.rejection = "requirement or limit, not a result"
            continue
        if _PROJECTED_BEFORE.search(sentence, max(0, rate.start - 80), rate.start):
            # "expects first silicon to reach 5,000 tokens per second once software is tuned": a speed forecast for a
            # chip not yet measured
            candidate.rejection = "a projected speed, not a result"
            continue
        if _ILLUSTRATION.search(sentence[:rate.start]):
            # "For example, a system can generate 100 tokens per second. If …": a figure made up to explain an idea,
            # said of any system, not measured on one
            candidate.rejection = "an illustrative figure, not a result"
            continue
        if _in_target_column(context, index, offset + rate.start):
            candidate.rejection = "a table's target column, not a result"   # "| … | 371 t/s | Target: 21 t/s/u |"
            continue
        limit_start, limit_end = _clause_bounds(sentence, rate.start, rate.end)
        if _RATE_LIMIT.search(sentence, limit_start, limit_end) or \
                _RATE_LIMIT.search(sentence[:rate.start]) and re.match(r"\s*[)）]", sentence[rate.end:]):
            # "Rate limits … are unchanged (1 request per second)", "限流为每秒 5 个请求": a limit set on use
            candidate.rejection = "a rate limit, not a result"
            continue
        if PER_PARAMETER.match(sentence, rate.end) or PER_PARAMETER.match(sentence[rate.end:].lstrip()):
            candidate.rejection = "a rate per parameter of the model, not a result"  # "5,192 tok/s per active-B"
            continue
        if (rate.per == "user" or re.match(r"\s*/\s*user", sentence[rate.end:])) and (
                (re.search(r"\bat\s+(?:~|about\s+|around\s+)?$", sentence[max(0, rate.start - 12):rate.start], re.I) and
                 _OPERATING_POINT_CONTEXT.search(sentence)) or
                # "以 42 tok/s/user 运行", "以 100 tok/s/user 为目标": the interactivity a run was held at
                re.search(r"以\s*$", sentence[max(0, rate.start - 3):rate.start]) or
                # "not at a fixed interactivity such as 35 tok/s/user": an interactivity named, not reached
                re.search(r"interactivity\s+(?:such\s+as|of|like|at)\s+(?:~|about\s+)?$", sentence[max(0, rate.start - 30):rate.start],
                          re.I) or
                re.match(r"[^，,。；;]{0,12}(?:运行|為目標|为目标|交互性区间)", sentence[rate.end:]) or
                # "Setting 35 tok/s/user as the target", "e.g. 129 tok/s/user interactivity": the interactivity aimed at or
                # picked as an example
                re.search(r"\b(?:setting|set|with|using|picking|choosing)\s+(?:~|about\s+)?$|\be\.g\.,?\s+(?:~|about\s+)?$",
                          sentence[max(0, rate.start - 12):rate.start], re.I) and
                re.match(r"(?:\s*/\s*user)?\s+(?:as\s+(?:the\s+|a\s+|our\s+)?(?:target|goal|floor|minimum)|interactivity)\b",
                         sentence[rate.end:], re.I)):
            # "4× better TCO … for DeepSeek 670B at 35 tok/s/user": the interactivity a comparison was made at
            candidate.rejection = "an operating point, not a result"
            continue
        if rate.unit == "queries/s" and re.search(r"\b(?:at|under)\s+(?:a\s+(?:load|rate)\s+of\s+)?$",
                                                  sentence[max(0, rate.start - 25):rate.start], re.I):
            # "3.8x faster than TGI at 16 QPS": the load the test offered, not a result
            candidate.rejection = "an offered load, not a result"
            continue
        if rate.unit == "queries/s" and re.search(
                r"\b(?:API|service|platform|site|app|gateway|endpoint|product)s?\b[^.;]{0,30}\b(?:handles?|handled|handling|"
                r"serves?|served|serving|processes|processed|processing|sees|receives?|peaks?\s+at)\s+(?:more\s+than|over|"
                r"up\s+to|about|around|roughly|some|nearly|almost|upwards\s+of)?\s*$",
                sentence[max(0, rate.start - 80):rate.start], re.I) and \
                not any(m.category in ("hardware", "benchmark", "model") for m in context.mentions[index]):
            # "an API that handles more than 40,000 requests per second at peak": a service's traffic, no measurement
            candidate.rejection = "a service's traffic, not a result"
            continue
        if rate.unit == "queries/s" and (
                re.search(r"request\s+throughput", sentence[max(0, rate.start - 45):rate.start], re.I) or
                re.search(r"request", rate.features.get("column_header") or "", re.I) or
                # ("RTX PRO 6000 hits 39.3 req/s (MD2)": requests finished a second, written so)
                re.match(r"[\d.,]*\s*(?:req(?:uest)?s?\s*/\s*s(?:ec)?|requests?\s+per\s+second)\b",
                         sentence[rate.start:rate.end + 24], re.I)):
            # "Request throughput (req/s): 2.49" in a serving benchmark's report: a count of requests finished a second,
            # which says nothing of the tokens or samples served (CONVENTIONS.md)
            candidate.rejection = "a request count, not a result"
            continue
        if re.search(r"(?:[<≤＜]|[(（]\s*[>≥＞])\s*=?\s*$", sentence[max(0, rate.start - 4):rate.start]):
            # "Green indicates high speed (>500 tokens/s)", "(<200 tokens/s)": a threshold, no one's result ("sustained
            # >60k tokens/s" in prose is a record stated as exceeded, a result)
            candidate.rejection = "a bound, not a result"
            continue
        if _MISSED_MARK_BEFORE.search(sentence, max(0, rate.start - 40), rate.start) and \
                re.match(r"\s*(?:[\w/-]+\s+)?(?:mark|barrier|line|level)\b", sentence[rate.end:rate.end + 30], re.I):
            # "failed to break the 200 TPS mark": a line others did not reach, no one's result
            candidate.rejection = "a bound, not a result"
            continue
        clause_start, _ = _clause_bounds(sentence, rate.start, rate.end)
        if _BOUND_CLAUSE.fullmatch(sentence[clause_start:rate.start]):
            candidate.rejection = "a bound, not a result"  # "Above ~1,000 t/s, the bottleneck moves ..."
            continue
        if _ILLUSTRATIVE_BEFORE.search(sentence, max(0, rate.start - 60), rate.start) or \
                _ILLUSTRATIVE_SECOND.search(sentence, max(0, rate.start - 120), rate.start):
            # "anything above 100 tokens/s feels instant", "the difference between 50 tokens per second and 500":
            # speeds named to illustrate, not measured
            candidate.rejection = "an illustration, not a result"
            continue
        if _CONVERSION_AFTER.match(sentence[rate.end:rate.end + 60]):
            candidate.rejection = "a unit conversion, not a result"  # "700 t/s is about 525 words per second"
            continue
        if rate.start == 0 and re.match(r"\d\s+[A-Z][a-z]", sentence) and rate.value < 10:
            candidate.rejection = "footnote mark before a unit note"  # "¹ Tokens per second, whole system."
            continue
        if _LOAD_AFTER.match(sentence, rate.end) or _LOAD_BEFORE.search(sentence, max(0, rate.start - 25), rate.start):
            # "在 1000 QPS 测试环境下", "under a 500 QPS load": the load a test ran at, not what it measured
            candidate.rejection = "test load, not a result"
            continue
        if _THEORETICAL_BEFORE.search(sentence, max(0, rate.start - 30), rate.start):
            # "about half of the official theoretical peak of 150k TPS": a ceiling computed on paper, not measured
            candidate.rejection = "a theoretical figure, not a result"
            continue
        if _worked_out(context, index, sentence, rate):
            candidate.rejection = "worked out in the text, not measured"
            continue
        if re.match(r"\s*(?:limit|cap|quota|rate\s+limit)", sentence[rate.end:rate.end + 20], re.I):
            candidate.rejection = "rate limit"
            continue
        if re.search(r"[(（]\s*(?:max(?:imum)?|peak|at\s+most|capped\s+at|最高|最大)\.?\s*:?\s*$",
                     sentence[max(0, rate.start - 20):rate.start], re.I) and \
                re.search(r"\bup\s+to\b|最高|可达", sentence[max(0, rate.start - 60):rate.start], re.I):
            # "output speed up to 60 tokens/sec (max 100 tokens/sec)": the ceiling bracketed after the speed offered
            candidate.rejection = "a ceiling, not a result"
            continue
        if _PER_RESOURCE_AFTER.match(sentence, rate.end):
            # "4.45 tokens/second per TFLOPS", "12 tokens/s per watt": a speed divided by a resource is an efficiency
            candidate.rejection = "an efficiency, not a result"
            continue
        mentions = context.mentions[index]
        benchmark_mention = _result_workload(context, index, sentence, rate, rates + table_rates)
        table = context.tables.get(index)
        own_row = table is not None and table.row(index).role == "body" and not table.row(index).cells[0].empty
        if benchmark_mention is None:
            # A table row or a follow-up sentence names the test once above ("On Llama 3.1 405B ..."); the
            # other rows of a table name their own tests, and the lines above a table count from its top.
            # A tool's report names the model once above its block of lines ("Qwen3-8B" over "==== Serving
            # Benchmark Result ====" and a dozen measures).
            block = "report_line" in rate.features or "glued_row" in rate.features
            reach = 30 if block else 6
            look_for = ("benchmark", "model") if block else ("benchmark",)
            for back in range(index - 1, max(-1, (table.first_sentence if own_row else index) - reach), -1):
                if own_row and table.row(back) is not None and table.row(back).role == "body":
                    continue
                benchmark_mention = _nearest(context.mentions[back], context.prepared.sentences[back][1],
                                             look_for)
                if benchmark_mention:
                    break
        if benchmark_mention is None and not own_row:
            # "Wafer tested the GLM-5.2 model. ... the MI355X recorded 2626 tok/s/node": the one model the
            # sentence or two before a result name is what it ran (a sentence naming several says nothing)
            for back in range(index - 1, max(-1, index - 3), -1):
                models = [m for m in context.mentions[back] if m.category == "model"]
                if len({m.name for m in models}) == 1:
                    benchmark_mention = models[-1]
                if models:
                    break
        declared_model = _declared(context, index, _TEST_MODEL_CUE, ("benchmark", "model"))
        if benchmark_mention is None:
            benchmark_mention = declared_model
        heading = _heading_mentions(context)
        if benchmark_mention is None and len({m.name for m in heading if m.category in ("benchmark", "model")}) == 1:
            # a heading over several models ("... (Qwen3, DeepSeek-R1, Kimi)") does not say which one a figure is
            benchmark_mention = _nearest(heading, 10**9, ("benchmark", "model"))
        if benchmark_mention is not None and benchmark_mention not in mentions and \
                re.search(r"(?<![\w.])\d+(?:\.\d+)?\s?B\s?(?:[–—-]|to)\s?\d+(?:\.\d+)?\s?B\b", sentence):
            # "Nearly flat throughput from 0.8B–9B (121→115 tok/s)": a span of model sizes, no one model of the page
            benchmark_mention = None
        features["benchmark_from"] = "sentence" if benchmark_mention and benchmark_mention in mentions else \
            "neighbour" if benchmark_mention else None
        scenario = _benchmark_scenario(context, index, sentence, rate)
        # a chip named after the rate behind a comparison ("..., about 1.5x the throughput of the DGX B200
        # result") is the baseline, not what produced the rate
        hardware = [m for m in mentions if m.category == "hardware"
                    and not (m.start - offset >= rate.end
                             and _compared_before(sentence, rate.end, m.start - offset, m.end - offset))
                    and not _later_results_chip(sentence, rate, m.start - offset, m.end - offset, rates + table_rates)]
        # "The B300 system delivered 1.6x the throughput of B200 ..., reaching 3,200 tokens/s per GPU": a chip
        # named before the rate as what was compared with is the baseline too, when another chip is the subject
        if table is None and len(hardware) > 1:
            subjects = [m for m in hardware if not (m.end - offset <= rate.start and _is_compared(context, index, m))]
            if subjects and len(subjects) < len(hardware):
                hardware = subjects
        # "one 80 GB GPU (such as an H100) runs it; on a GB200 NVL72 it reaches 79k tokens/s": a semicolon closes
        # a statement, and the chips of the rate's own statement are the ones that produced it
        left, right = _statement_bounds(sentence, rate)
        own_part = [m for m in hardware if offset + left <= m.start and m.end <= offset + right]
        if own_part:
            hardware = own_part
        # a statement naming its own chip has its own count too; one naming none ("...(72 GPUs): 1,039,900 tokens/s
        # Offline; 964,468 tokens/s Server") shares the sentence's
        statement = (left, right) if own_part else None
        # ("the best rival managed 255 tokens/s": a competitor's figure is not the chip named before)
        # (not from a table's last row into the prose after the table, nor into a sentence naming the provider
        # that served it: "… ran at 3,000 tokens/s on Cerebras" under a table of H200 systems)
        if not hardware and index > 0 and not (own_row and table.row(index - 1) is not None) and \
                not RIVAL.search(sentence) and not ((index - 1) in context.tables and index not in context.tables) and \
                not any(m.category == "organization" for m in mentions):
            # "It produced ...", "That system recorded ...": the system or chip named in the previous sentence
            # (not one it compared with: "- on par with an eight-way NVIDIA B200 system" over "- 91,400 tokens/s")
            hardware = [m for m in context.mentions[index - 1] if m.category == "hardware"
                        and not _is_compared(context, index - 1, m)]
            # (a system and its own chip, "CS-3 systems and WSE-3 silicon", are one)
            if len({m.parent or m.name if m.hardware_kind == "system" else m.name
                    for m in hardware if m.hardware_kind != "family"}) > 1:
                hardware = []  # "It reached ..." after a sentence naming two chips: which one is not said
        if "owner_span" in rate.features:
            owner_start, owner_end = rate.features["owner_span"]
            owned = [m for m in mentions if m.category == "hardware" and
                     offset + owner_start <= m.start and m.end <= offset + owner_end]
            hardware = owned or hardware
        system = _nearest([m for m in hardware if m.hardware_kind == "system"], offset + rate.start, ("hardware",))
        accelerator = _nearest([m for m in hardware if m.hardware_kind not in ("system", "family")],
                               offset + rate.start, ("hardware",))
        if "slash_position" in rate.features and (paired := _slash_listed_chips(context, index, offset + rate.start)) \
                and len(paired) == rate.features["slash_count"]:
            # "B200 / H100 … 4792 / 266 tok/s/GPU": the chips listed in the same order as the figures
            accelerator = paired[rate.features["slash_position"]]
        accelerator_name = accelerator.name if accelerator else (system.parent if system else None)
        column_chip = _column_chip(context, index, offset + rate.start) if table is not None else None
        if column_chip is not None and not any(m.category == "hardware" for m in mentions):
            # a figure under a column named for its chip ("| 128/128 | 24,500 | 21,300 |" under "H200 TP1 | H100 TP1"):
            # that chip, whatever the sentences around the table name
            accelerator_name = column_chip
        if accelerator_name is None and table is not None:
            accelerator_name = column_chip
        rival = RIVAL.search(sentence) is not None
        if accelerator_name is None and not hardware and not rival and (
                benchmark_mention is None or declared_model is not None and declared_model.name == benchmark_mention.name):
            # only a result of the declared test: a reference figure for another model was measured elsewhere
            declared = _declared(context, index, _TEST_HARDWARE_CUE, ("hardware",))
            if declared is not None:
                accelerator_name = declared.parent if declared.hardware_kind == "system" else declared.name
        if accelerator_name is None and not hardware and not rival:
            accelerator_name = _heading_chip(heading, benchmark_mention)
        if accelerator_name is None and not hardware and not rival and table is None:
            # "Published figures for the other models show ... 79 samples/sec": a result that names no chip, in a
            # document that names only one, was measured on it (a second chip anywhere leaves it unsaid)
            accelerator_name = _only_chip(context, index)
        if accelerator_name is None:
            # ("… 15,200 tokens/sec per Blackwell Ultra GPU, a 27% speed-up over the 12,022 tokens/s per Blackwell
            # GPU": the family named in the figure's own "per … GPU")
            family = next((m for m in hardware if m.hardware_kind == "family" and re.fullmatch(
                r"\s*(?:per|/|on|for)\s+(?:each\s+|an?\s+|one\s+)?",
                context.prepared.text[offset + rate.end:m.start])), None) or \
                next((m for m in hardware if m.hardware_kind == "family"), None)
            accelerator_name = family.name if family else None
        count = _accelerator_count(sentence, rate, scenario, statement)
        if count is None and column_chip is not None and accelerator_name == column_chip and \
                (cell := table.row(index).cell_at(offset + rate.start) if table.row(index) is not None else None) and \
                (counted := re.search(r"[(（]\s*(\d{1,4})\s*(?:x\s*)?(?:GPUs?|chips?|accelerators?|cards?|卡|张)\s*[)）]|NVL(\d{1,3})\b|"
                                      r"^[\W_]*(\d{1,4})\s?(?:x\s?|×\s?)?(?:GPUs?|NPUs?|chips?|accelerators?|cards?)(?![A-Za-z])",
                                      table.column_label(index, cell.column) or "", re.I)):
            # "| Benchmark | Scenario | GB300 NVL72 (72 GPUs) |": the count the column's label gives its system
            count = int(counted.group(1) or counted.group(2) or counted.group(3))
        if count is None and accelerator_name in ("Google TPU v5e", "Google TPU v6e") and \
                (slice_size := re.search(r"\bv[56]e-(\d{1,4})\b", sentence)) is not None:
            # "| TPU v5e-8 |": a v5e or v6e slice is named for its chip count (v4's and v5p's count TensorCores)
            count = int(slice_size.group(1))
        if count is None and system is not None:
            nvl = re.search(r"NVL(\d+)", system.surface)
            count = int(nvl.group(1)) if nvl else None
        subject, organization, where = _attribute(context, index, offset + rate.start, ("hardware", "model"))
        candidate.fields = {
            "value": _clean_decimal(rate.value), "unit": rate.unit,
            "benchmark": _workload_name(benchmark_mention, context.prepared.text) if benchmark_mention else None,
            "scenario": scenario,
            "system": _cloud_instance(sentence, rate) or (system.surface if system else None),
            "accelerator": accelerator_name, "accelerator_count": count,
            "subject": subject, "organization": organization,
        }
        if rate.features.get("row_scenario"):
            candidate.fields["scenario"] = rate.features["row_scenario"]  # "| Offline | 118,400 | 14,800 |" per GPU
        if "table_fields" in rate.features:
            candidate.fields.update(rate.features["table_fields"])
            features["benchmark_from"] = "table" if candidate.fields["benchmark"] else None
        elif rate in table_rates or rate in celled:
            from_table = _table_result_fields(context, index, rate)
            if rate.per == "GPU":
                from_table.pop("accelerator_count", None)   # a "Per GPU" column: one accelerator's rate, whatever "#" says
            candidate.fields.update(from_table)
            if "benchmark" in from_table:
                features["benchmark_from"] = "table"
        if rate.per == "user" and (_OPERATING_POINT_BEFORE.search(sentence, max(0, rate.start - 12), rate.start) or
                                   _OPERATING_POINT_AFTER.match(sentence, rate.end) or
                                   re.search(r"\d\s?[x×]\s?[(（]\s*$", sentence[max(0, rate.start - 8):rate.start])):
            # "9.7x(40 tok/s/user) up to 65x(116 tok/s/user) improvement", "at 90 tok/s/user", "50 tok/s/user 时为
            # 1.36x": the interactivity a comparison or a rate was read at, no result of its own
            candidate.rejection = "an operating point, not a result"
            continue
        if _PER_POWER_AROUND.search(sentence[max(0, rate.start - 40):rate.end + 20]):
            # "MI300X 每全额配置公用事业 MW 可处理 750,000 token/s", "2.8M token/s per MW": tokens for each megawatt drawn
            candidate.rejection = "a rate per unit of power, not a result"
            continue
        if candidate.fields["unit"] == "queries/s" and not any(
                candidate.fields[name] for name in ("benchmark", "system", "accelerator", "subject")) and \
                ((not features["table_row"] and re.match(r"(?:(?:up\s+to|about|approximately|around|roughly|nearly|over|~|≈)\s*)?[\d.,\s]*(?:requests?|reqs?)\b",
                                                  sentence[rate.start:rate.end + 12], re.I)) or
                 (features["table_row"] and
                  not any(m.category in ("model", "benchmark", "hardware") for found in context.mentions for m in found))):
            # "| Client send QPS | Master arrival QPS |" in a report on a scheduler that names no model, test or chip,
            # "we average 12 requests per second": requests routed or served, no result of running a named model
            candidate.rejection = "a request rate with nothing run named, not a result"
            continue
        if candidate.fields["unit"] == "queries/s" and features["table_row"] and \
                re.search(r"\b(?:TTFT|TPOT|ITL|E2EL)\b", " ".join(context.table_header.get(index) or []), re.I) and \
                not re.search(r"\b(?:MLPerf|LoadGen)\b", context.prepared.text, re.I):
            # "| Inference Engine | QPS | TTFT Mean | TPOT Mean |": the request rate of an LLM serving run beside its
            # latencies, which outside labellers read as no result (CONVENTIONS.md)
            candidate.rejection = "a serving run's request rate, not a result"
            continue
        if candidate.fields["unit"] == "queries/s" and not features["table_row"] and \
                re.search(r"\b(?:requests?|reqs?)\s*(?:/|per)\s*s(?:ec(?:ond)?)?\b|\bRPS\b|(?:请求|請求)",
                          # (the first of a pair carries its unit after the second: "1,040 → 1,602 RPS")
                          sentence[rate.start:rate.end + (4 if rate.end < len(sentence) and
                                                          not re.match(r"\s*(?:→|->|to\b|/)", sentence[rate.end:]) else 24)],
                          re.I) and \
                not re.search(r"\b(?:QPS|queries|MLPerf|LoadGen)\b", sentence, re.I):
            # "Throughput: 5.53 requests/s", "近 2 req/s": how many requests a serving run completed, which outside
            # labellers read as no result (CONVENTIONS.md); MLPerf's queries per second stay results
            candidate.rejection = "a request rate, not a result"
            continue
        confidence = 0.85 if candidate.fields["benchmark"] else 0.65
        if hardware:
            confidence += 0.05
        candidate.confidence = round(min(confidence, 0.95), 2)
    return candidates


# --------------------------------------------------------------------------- MLPerf result records as JSON text

# A record of MLCommons' results tables pasted into a page (the results site's "Performance_Result", the submission
# checker's "Result"): each object between braces that holds a result figure and its unit.
_RECORD_RESULT_KEY = re.compile(r'"(?:Performance_Result|Result)"\s*:')
# Result units that are rates; latency records (ms, s) are no throughput result
_RECORD_UNITS = {"tokens/s": "tokens/s", "samples/s": "samples/s", "queries/s": "queries/s"}


def _record_objects(text: str) -> list[tuple[int, int, dict]]:
    """(start, end, parsed object) of every complete JSON object in ``text`` that holds a result key."""
    return json_objects(text, lambda record: "Performance_Result" in record or "Result" in record)


def _record_count(record: dict) -> int | None:
    """Accelerators of the record's whole system: nodes times accelerators per node, or the total it states."""
    def whole(value) -> int | None:
        return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None

    total = whole(record.get("total_accelerators")) or whole(record.get("number_of_accelerators"))
    if total:
        return total
    per_node = whole(record.get("a#")) or whole(record.get("accelerators_per_node"))
    nodes = whole(record.get("Nodes")) or whole(record.get("number_of_nodes"))
    return per_node * (nodes or 1) if per_node else None


def _record_accelerator(context: DocumentContext, start: int, end: int, raw) -> str | None:
    """The registry's name of a record's accelerator string, else the hardware named inside it, else None."""
    if not isinstance(raw, str) or not raw.strip():
        return None
    canonical, _ = _hardware_registry().resolve_mlperf(raw)
    if canonical:
        return canonical
    written = context.prepared.text.find(raw, start, end)
    named = [m for mentions in context.mentions for m in mentions
             if m.category == "hardware" and written >= 0 and written <= m.start and m.end <= written + len(raw)]
    return named[0].name if named else None


# MLCommons' results_summary.csv rows ("system_id,benchmark,scenario,perf_metric,perf_value" then "DGX-A100_A100-SXM4-
# 40GBx8_TRT,resnet50,Offline,result_samples_per_second,301107.0"): each throughput row is a result of the system's
# accelerator, as many as the id's "xN" says; latency rows are no throughput result.
# (the prepared text may hold the rows as a pipe table)
_SUMMARY_ROW = re.compile(r"^[ \t|]*(?P<system>[^,|\n]{2,120}?)\s*[,|]\s*(?P<benchmark>[A-Za-z0-9][\w.\-]{1,40})\s*[,|]\s*"
                          r"(?P<scenario>Offline|Server|Interactive|SingleStream|MultiStream)\s*[,|]\s*"
                          r"(?P<metric>result_[a-z_.0-9]+)\s*[,|]\s*(?P<value>\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)[ \t|]*$", re.M)
_SUMMARY_UNITS = {"result_samples_per_second": "samples/s", "result_scheduled_samples_per_sec": "samples/s",
                  "result_completed_samples_per_sec": "samples/s", "result_tokens_per_second": "tokens/s",
                  "result_completed_tokens_per_second": "tokens/s", "result_queries_per_second": "queries/s"}
_SYSTEM_COUNT = re.compile(r"x(?P<n>\d{1,3})(?=_|$)")


def summary_row_candidates(context: DocumentContext) -> list[Candidate]:
    """Benchmark candidates of MLPerf results-summary rows pasted as text (module comment above _SUMMARY_ROW)."""
    text = context.prepared.text
    if "result_" not in text:
        return []
    starts = [start for start, _ in context.prepared.sentences]
    candidates = []
    for row in _SUMMARY_ROW.finditer(text):
        unit = _SUMMARY_UNITS.get(row.group("metric"))
        value = parse_decimal(row.group("value"))
        if unit is None or value is None or value <= 0:
            continue
        system = row.group("system").strip()
        # ("DGX-A100_A100-SXM4-40GBx8_TRT": the accelerator is the part before the count, "A10x1_TRT" a bare code)
        parts = [part for part in re.split(r"_", system) if _SYSTEM_COUNT.search(part)]
        accelerator = None
        for part in parts or [system]:
            chip = _SYSTEM_COUNT.sub("", part)
            canonical, _ = _hardware_registry().resolve_mlperf(chip)
            # (a bare letter code is a GPU here: "A10x1" is one A10 GPU)
            named = canonical or next((m.name for m in _find_mentions(re.sub(r"[-_]", " ", chip) + " GPU", 0)
                                       if m.category == "hardware" and m.hardware_kind != "family"), None)
            if named:
                accelerator = named
                break
        count = _SYSTEM_COUNT.search(parts[-1]) if parts else None
        index = max(0, bisect.bisect_right(starts, row.start("value")) - 1)
        fields = {
            "value": _clean_decimal(value), "unit": unit, "benchmark": _record_benchmark(row.group("benchmark")),
            "scenario": canonical_scenario(row.group("scenario")), "system": system, "accelerator": accelerator,
            "accelerator_count": int(count.group("n")) if count else None, "subject": None, "organization": None,
        }
        candidates.append(Candidate("benchmark", index, (row.start("value"), row.end("value")), fields,
                                    "benchmark:record", 0.95, {"trigger": row.group("value"), "record": True}))
    return candidates


def _record_benchmark(raw) -> str | None:
    """A record's model as the extractor names benchmarks ("llama2-70b-99.9" → llama2-70b, "stable-diffusion-xl"
    → sdxl); the published name, accuracy target dropped, when no benchmark pattern takes it whole."""
    if not isinstance(raw, str) or not raw.strip():
        return None
    base, _ = normalise_benchmark(raw)
    match = _BENCHMARK_REGEX.fullmatch(base)
    if match is not None:
        return _BENCHMARKS[int(match.lastgroup[1:])][1] or base
    return base


def record_candidates(context: DocumentContext) -> list[Candidate]:
    """Benchmark candidates of MLPerf result records pasted as JSON: each record's figure, unit, benchmark,
    scenario, accelerator and its count, the evidence the figure itself."""
    text = context.prepared.text
    if '"Result' not in text and '"Performance_Result' not in text:
        return []
    starts = [start for start, _ in context.prepared.sentences]
    candidates = []
    for start, end, record in _record_objects(text):
        value = record.get("Performance_Result", record.get("Result"))
        unit = _RECORD_UNITS.get(str(record.get("Performance_Units", record.get("Units", ""))).strip().lower())
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0 or unit is None:
            continue
        key = _RECORD_RESULT_KEY.search(text, start, end)
        figure = re.compile(r"-?\d[\d.eE+-]*").search(text, key.end(), end)
        if figure is None:
            continue
        index = max(0, bisect.bisect_right(starts, figure.start()) - 1)
        fields = {
            "value": _clean_decimal(parse_decimal(figure.group(0))), "unit": unit,
            # (the results site's "Model" and the submission checker's "MlperfModel" are the benchmark's name)
            "benchmark": _record_benchmark(record.get("MlperfModel") or record.get("Model")),
            "scenario": canonical_scenario(record.get("Scenario")),
            "system": record.get("System") or record.get("SystemName") or None,
            "accelerator": _record_accelerator(context, start, end, record.get("Accelerator")
                                               or record.get("accelerator_model_name")),
            "accelerator_count": _record_count(record),
            "subject": None, "organization": record.get("Submitter") or record.get("Organization") or None,
        }
        candidates.append(Candidate("benchmark", index, (figure.start(), figure.end()), fields,
                                    "benchmark:record", 0.95, {"trigger": figure.group(0), "record": True}))
    return candidates
