"""Who a claim is about and who sells a price: subjects, compared-with names, organisations, sellers."""

from __future__ import annotations

import re

from extractors.rules.context import DocumentContext, _nearest
from extractors.rules.names import (
    Mention,
    _CHIP_VENDORS,
    _HOST_ORGANIZATIONS,
    _ORGANIZATIONS,
    _ORGANIZATION_REGEX,
    _NOT_PRICE_SETTER,
    _NOT_PROVIDER_WORD,
    _PRICE_SETTER,
    _PROVIDER_NAME,
    _model_table,
)
from extractors.rules.tables import _table_subject


# A competitor brought in ("Rival Corvid charges", "the best rival managed", "竞争对手…定价"): its figures are not those
# of the product the text is about
RIVAL = re.compile(r"\b(?:rivals?|competitors?|competing)\b|竞争对手|競爭對手|竞品|對手|对手", re.I)


# A name right after these words is what something is compared with, not what the sentence is about
# ("3x faster than GB300 NVL72", "where Sonnet 4 sat", "比GPT-4o便宜").
_COMPARED_BEFORE = re.compile(r"(?:\bthan|(?<!such\s)\bas|(?<!models\s)(?<!ones\s)\blike|\bwhere|\brival(?:s|ing)?|\bcomparable\s+to|\bvs\.?|\bversus|\bover|\bagainst|\brelative\s+to|"
                              r"\boutperform(?:s|ed|ing)?|(?<!-)\bleads?|(?<!-)\bled(?!\s+by)|\bexceed(?:s|ed|ing)?|\bsurpass(?:es|ed|ing)?|\b(?:tied|ties|tying)(?:\s+with)?|\bahead\s+of|\btrail(?:s|ed|ing)?|\bbeat(?:s|ing)?|\bundercut(?:s|ting)?|超越|超过|超出|领先于?|优于|高出|高于|低于|逼近|接近|媲美|比肩|对标|介于|落后于?|"
                              # "Inferentia2 builds on Inferentia1 by delivering 4x higher throughput"
                              # ("a model built on V3.1" names what it is made from, not what it is compared with)
                              r"\bbuilds\s+(?:up)?on|\bimprov(?:es|ed)\s+(?:up)?on|"
                              # "o3-pro, a more reliable version of o3, priced at $20": the model it derives from
                              r"\b(?:version|variant|edition)\s+of|\bsuccessor\s+(?:to|of)|\bdistilled\s+from|"
                              # "3.2x the throughput of its predecessor, the VT-5,": the appositive names the one compared
                              r"\b(?:predecessor|forerunner)s?\s*(?:,|[(（])|"
                              r"\bcompared\s+(?:with|to)|\bthat\s+of|\bparity\s+with|\bon\s+par\s+with|\bmatch\s+for|\d\s*%\s+of|"
                              # "it matches Qwen3.5-Flash on price": the model it is level with
                              r"\bmatch(?:es|ed|ing)|"
                              # "3.1x the previous throughput submitted on MI325X": the earlier figure's product
                              r"\b(?:previous|prior|earlier)\s+(?:[\w-]+\s+){1,3}?(?:on|of|with|from|by)|"
                              r"(?:performance|throughput|speed|compute|per[- ](?:dollar|watt|GPU|chip)|"
                              r"tokens?\s+per\s+second|tokens?/s|token\s+output)\s+of|"
                              r"(?<!对)比|较|相比|相较于?|相对于?|与|跟|同|(?<![伟辉])达到?|是|为|至|实现了?|實現了?|能有|拥有|擁有|具备|具備|只有|仅为|僅為|仅有|僅有|只是|大约有|大約有|约有|約有)"
                              r"\s*(?:the\s+|its\s+|an?\s+)?"
                              # "是本地RTX 3060的", "为竞争对手 AMD(AMD-US) MI355X 的": a short Chinese modifier
                              # ("相比上一代的MI300X": the modifier may end in 的)
                              r"(?:(?:(?![的是为])[\u4e00-\u9fff]){1,6}的?\s*)?"
                              r"(?:same\s+(?:number\s+of\s+)?)?(?:\S+['’]s\s+)?"
                              # "than the sixth-generation TPU", "over the previous H100": a modifier or two
                              r"(?:(?:\w+-[\w-]+|(?-i:[A-Z]{2,6})|previous|prior|older|current|last|original|initial|comparable|"
                              r"standard|regular|base|flagship|larger|bigger|smaller)"
                              r"(?:\s*[(（][^()（）]{1,12}[)）])?\s+){0,2}"
                              # "compared to Nvidia's 8 B200s": a count of the product compared with
                              r"(?:\d{1,4}\s?(?:[x×]\s*|(?:张|颗|块|台|片)?卡\s*|\s))?$",
                              re.I)
# A measure a verb raised, "of" the thing measured ("improves the maximum achievable serving throughput of")
_IMPROVED_MEASURE_OF = re.compile(r"\b(?:improv|increas|boost|rais|lift|enhanc|doubl|tripl|accelerat)\w*\s+(?:the\s+|its\s+)?"
                                  r"(?:[\w-]+\s+){0,4}?(?:throughput|performance|speed|efficiency)\s+of\s+(?:the\s+)?$", re.I)
_FRACTIONAL_MULTIPLE_BEFORE = re.compile(r"\d\.\d+\s?[x×]\s*(?:the\s+)?(?:(?:\w+-[\w-]+|(?-i:[A-Z]{2,6})|previous|prior|"
                                         r"older|current|comparable)\s+){0,2}$", re.I)
_COORDINATED = re.compile(r"^\s*(?:and|or|&|/|,|和|与|及|、)\s*$", re.I)


# A model named by a series or variant word the registry does not list ("its Flash-series model", "the V4-Pro
# model", "Flash系列模型"): the sentence is about that model, not about the provider's default one.
# A table cell holding a model's name: a maker's word glued to a version ("MiniMax-M2.5", "Step-3.5-Flash", "abab6.5s")
_ROW_MODEL_CELL = re.compile(r"(?:^|\|)\s*(?:[\w.-]+/)?[A-Za-z][A-Za-z]+[- ]?[A-Za-z]?\d+(?:\.\d+)?[\w.-]*\s*(?=\||$)")
_UNLISTED_MODEL = re.compile(r"\b[A-Z][\w.]*-series\b|\b[A-Z][A-Za-z]*\d[\w.]*(?:-[\w.]+)*\s+models?\b|"
                             r"[A-Za-z][\w.-]*\s?系列(?:模型)?")


# A model family named alone, no version after it ("Sonnet API", "Opus at $5.00/$25.00")
_BARE_FAMILY_NAME = re.compile(r"\b(?:Sonnet|Opus|Haiku)\b(?!\s*[-\s]?\d)")


# A sentence opening on a variant word alone ("Pro ($1.25 input, $10 output per 1M …)", "Flash: $0.30 input") on a
# page of one model family
_BARE_VARIANT_OPENING = re.compile(r"^\W*(?P<variant>Pro|Flash|Flash-Lite|Lite|Mini|Nano|Max|Plus|Turbo|Ultra)\s*(?:[(:：—–]|-\s)")


def _is_compared(context: DocumentContext, index: int, mention: Mention) -> bool:
    """Whether ``mention`` is the thing compared with ("than X", "比X") rather than a subject."""
    start = context.prepared.sentences[index][0]
    # read from the folded sentence, as the rules read it ("約為" is "约为"); folding keeps every offset
    sentence = context.sentence(index)
    before = sentence[max(0, mention.start - start - 40):mention.start - start]
    if index in context.table_header:
        # a name a cell compares with ("| 输入$0.50/M,输出$2.25/M | 输出token成本高于Claude |"), the rest no role
        cell_before = before[before.rfind("|") + 1:] if "|" in before else None
        return cell_before is not None and re.search(r"(?:\bthan|\bvs\.?|\bversus|高于|低于|高出|优于|不如|(?<!性价)(?<!性價)(?<!对)(?<!對)比)\s*$",
                                                     cell_before, re.I) is not None
    match = _COMPARED_BEFORE.search(before)
    if match is None and (versus := re.search(r"(?:對|对)\s*(?:\d{1,4}\s?[×x]\s*)?$", before)) is not None:
        # "NVL72(72×GB200)對 9×HGX H100": "versus" between two products of one kind, the second compared with
        pivot = mention.start - (len(before) - versus.start())
        return any(m.category == mention.category and m.end <= pivot and re.fullmatch(
            r"\s*(?:[（(][^()（）]{0,24}[)）])?\s*", context.prepared.text[m.end:pivot]) for m in context.mentions[index])
    # "(2.2x H100 cost)", "1.6x the 4090": a fractional multiple is of the chip after it (a whole one may count
    # GPUs: "8x H100"); of a model only right after it ("2.1x the Llama 3.1 8B throughput" names the workload)
    if match is None and (_FRACTIONAL_MULTIPLE_BEFORE.search(before) if mention.category == "hardware" else
                          re.search(r"\d\.\d+\s?[x×]\s*$", before)):
        return True
    # "逼近 GPT-4-Turbo，文心 4.0 等闭源模型": a comma joins a list only when "等" (and others) closes it.
    listed_etc = bool(re.match(r"[\s\d.]{0,8}等", context.prepared.text[mention.end:mention.end + 10]))
    joiner = r"\(|/|\band|\bor|和|与|及|、" + (r"|,|，" if listed_etc else "")
    count = r"(?:\d{1,4}\s?[×x]\s*)?"  # "HGX H100(72×H100)": a gloss counting the parts of the name before it
    if match is None and re.search(r"(?:" + joiner + r")\s*" + count + "$", before):
        # "vs. TPU v6e (Trillium)", "than H100/H200": a name glossing or listed with the one before it has its role.
        joined = [m for m in context.mentions[index] if m.end <= mention.start and
                  re.fullmatch(r"\s*(?:" + joiner.replace(r"\b", "") + r")\s*" + count,
                               context.prepared.text[m.end:mention.start])]
        if joined:
            return _is_compared(context, index, joined[-1])
    if match is None:
        # "与H200相比": the compared-with name comes before the comparison word.
        # "与上一代Blackwell(GB200)相比": a modifier before the name, a bracketed gloss after it
        after = sentence[mention.end - start:mention.end - start + 30]
        return bool(re.match(r"\s*(?:[)）]\s*)?(?:[（(][^()（）]{1,20}[)）]\s*)?(?:相比|相较|比较)", after)) and \
            bool(re.search(r"(?:与|和|跟|同)\s*(?:[^\s，。,;；A-Za-z\d]{1,6})?\s*$", before))
    word = match.group(0).strip().lower()
    if word.endswith(" of") and _IMPROVED_MEASURE_OF.search(sentence[max(0, mention.start - start - 90):mention.start - start]):
        return False   # "QServe improves the maximum achievable serving throughput of Llama-3-8B by 1.2×": the workload
    if word == "where" and re.match(r"\s+(?:was|were|is|are|costs?|cost|priced|ran|runs|sold)\b",
                                    sentence[mention.end - start:mention.end - start + 12], re.I):
        return False   # "earlier tiers, where Haiku 3.5 was $4 per million": the subject of its own clause
    # "是/为/达" only frame a baseline when a "的 N倍" or "的一半" follows the name.
    if word[:1] in ("是", "为", "达", "至", "实", "實", "能", "拥", "擁", "具", "只", "仅", "僅", "大", "约", "約"):
        after = sentence[mention.end - start:mention.end - start + 48]
        # ... or a share written after the name: "达成了 H100 逾 61% 的性能" (N% of the named product's)
        # ("仅为 NVIDIA Blackwell GPU 的约 1/3": a product word may stand between the name and 的)
        # ... or a multiple of its measure written without 的: "是AMD MI350X吞吐量28倍"
        return bool(re.match(r"[^，。,;；]{0,4}的|\s*(?:GPUs?|显卡|顯卡|芯片|晶片|加速卡|平台|系统|系統)\s*的|"
                             # ("是彼时百度文心4.0-8k推理价格(120元/Tokens)的1/60": its price, glossed, then the share)
                             r"[^，。,;；]{0,40}?的\s*(?:约|約|近)?\s*(?:\d+\s*/\s*\d+|[一二三四五六七八九十百千]+分之[一二三四五六七八九十]|"
                             r"\d+(?:\.\d+)?\s*(?:倍|%)|[一二两兩三四五六七八九]\s?成)|"
                             r"\s*(?:吞吐量?|性能|算力|速度|效能|能效)\s*(?:约|約|近|接近)?\s*\d+(?:\.\d+)?\s*倍|"
                             # ("大約有華為昇騰910B晶片在訓練場景60%的性能": the setting between the name and the share)
                             r"\s*(?:显卡|顯卡|芯片|晶片|GPU)?\s*(?:在[\u4e00-\u9fff]{1,6})?\s*(?:逾|超过|約|约|近|接近)?\s*\d+(?:\.\d+)?\s?%\s*(?:以上|左右)?\s*的|"
                             # ("H20只有H100約7成效能": tenths of the named product's speed, written with or without 的)
                             r"\s*(?:逾|超过|約|约|近|接近)?\s*(?:[一二两兩三四五六七八九]|\d)\s?成\s*(?:以上|左右)?\s*(?:的)?\s*"
                             r"(?:性能|效能|算力|吞吐|速度)",
                             after))
    return True


_OWN_AMOUNT_AFTER = re.compile(r"[^.;,，；。\n$€£¥￥]{0,30}?(?:US|NT|HK)?[$€£¥￥]\s?\d")


def _sentence_subject(context: DocumentContext, index: int, position: int,
                      categories: tuple[str, ...], compared_ok: bool = True, start_at: int = 0,
                      own_clause_after: bool = False) -> Mention | None:
    """The mention a claim at ``position`` is about: the nearest name (from offset ``start_at`` on) that is not a
    compared-with name, and of names listed together ("deepseek-chat and deepseek-reasoner cost ..."), the first.
    With ``own_clause_after``, a name after the claim counts only within the claim's clause ("A 超越 B 且成本低 20%,
    C 性能持平": C opens the next clause)."""
    mentions = [m for m in context.mentions[index] if m.category in categories and m.start >= start_at]
    text = context.prepared.text
    if own_clause_after:
        mentions = [m for m in mentions if m.end <= position or not re.search(r"[,;，；。:：]", text[position:m.start])]
    # "… output 4 yuan; as for R1, …", "… $4, while Claude …": a name after a change of topic is not what came before
    mentions = [m for m in mentions if m.start < position or not _TOPIC_SHIFT.search(text, position, m.start)] or \
        [m for m in mentions if m.start < position]
    # "Text Completion / $15.00 / grok-3-fast" flattened into one sentence: a name on a later line than the figure
    # heads the next item, never the figure's
    mentions = [m for m in mentions if m.start < position or "\n" not in text[position:m.start]]
    # "Blackwell Ultra delivers 29% over Blackwell; Smart Expert Routing cuts TTFT P99 by 31%": a clause after a
    # semicolon that opens with a name of its own (unknown to the registry) is about that name, not one before
    clause_start = max(text.rfind(";", 0, position), text.rfind("；", 0, position))
    if clause_start >= 0 and any(m.end <= clause_start for m in mentions) and \
            _OWN_NAMED_CLAUSE.match(text, clause_start + 1, position) and \
            not any(clause_start < m.start < position for m in mentions):
        mentions = [m for m in mentions if m.start > clause_start]
    if re.match(r"(?:US|NT|HK)?[$€£¥￥]", text[position:position + 3]):
        # "The L4 starts at $0.44/hr and an A100 starts at $1.29/hr": a name after an amount with an amount of its own
        # after it is that amount's, not this one's
        mentions = [m for m in mentions if m.start < position or not _OWN_AMOUNT_AFTER.match(text, m.end)]
    if not mentions:
        return None
    if re.match(r"(?:US|NT|HK)?[$€£¥￥]", text[position:position + 3]) and (direct := [
            m for m in mentions if m.end <= position and _PRICED_RIGHT_AFTER.fullmatch(text, m.end, position)
            and _is_compared(context, index, m)]):
        # "… versus GPT-5.5-pro output at $180.00/1M": the name right before an amount is whose price it is, even
        # where it stands as the thing compared with
        return direct[-1]
    preferred = [m for m in mentions if not _is_compared(context, index, m)]
    if not preferred and not compared_ok:
        return None
    chosen = _nearest(preferred or mentions, position, categories)
    if chosen is None:
        return None
    text = context.prepared.text
    ordered = [m for m in mentions if m.end <= chosen.start]
    # "Compared to the TPU Trillium, Ironwood doubles": a compared-with name is never the head of a list.
    # ("(Gemini Flash, GPT-4o mini at $0.15/million input)": a comma list's last name with "at" and the amount right after
    # it is that amount's own, not the list's)
    own_amount = re.match(r"(?:US|NT|HK)?[$€£¥￥]", text[position:position + 3]) is not None and \
        _PRICED_RIGHT_AFTER.fullmatch(text, chosen.end, position) is not None
    while ordered and _COORDINATED.match(text[ordered[-1].end:chosen.start]) and \
            not _is_compared(context, index, ordered[-1]) and \
            not (own_amount and re.fullmatch(r"\s*[,，、]\s*", text[ordered[-1].end:chosen.start])):
        chosen = ordered.pop()
    if ordered and ordered[-1].category == chosen.category == "hardware" and \
            re.fullmatch(r"\s*[（(]\s*(?:\d{1,4}\s?[×x]\s*)?", text[ordered[-1].end:chosen.start]):
        chosen = ordered[-1]  # "DGX B200(8×Blackwell)": a bracketed gloss names what the product before it is made of
    return chosen


# Between a name and its own amount: "GPT-5.5-pro output at ", "H100 costs ", "Haiku's input is " (not a colon: "at the
# same price as Sonnet 4: $3 per million input tokens" prices the subject, the colon spelling out the price compared)
_PRICED_RIGHT_AFTER = re.compile(r"\s*(?:['’]s\s+)?(?:(?:input|output|cached\s+input|prompt|completion)(?:\s+tokens?)?\s+)?"
                                 r"(?:at|costs?|is|are|was|priced\s+at|runs?\s+at|lists?\s+at)\s*", re.I)
_OWN_NAMED_CLAUSE = re.compile(r"\s*(?:[A-Z][\w.-]*\s+){1,4}(?:cuts|reduces|lowers|delivers|adds|improves|boosts|"
                               r"achieves|speeds\s+up|raises|increases|doubles|halves)\b")
_TOPIC_SHIFT = re.compile(r"至于|至於|[,;，；]\s*(?:而|whereas\b|while\b)|\bas\s+for\b|\bmeanwhile\b|\bby\s+contrast\b", re.I)
# "for the rack", "the system delivers", "该超节点": a claim about the system named before, not about a chip in it.
_SYSTEM_ANAPHOR = re.compile(r"\b(?:the|this|that|each|per)\s+(?:new\s+|whole\s+|full\s+)?(?:racks?|systems?|clusters?|"
                             r"super\s?nodes?|superpods?|pods?|platforms?)\b|(?:该|这一?|此|整个?|新)(?:系统|集群|超节点|机柜|机架|平台)", re.I)
# "144 Rubin GPUs", "8,192 Ascend chips": a counted part of a system, not what the system's claim is about.
_COUNTED_BEFORE = re.compile(r"\b\d[\d,]*\s+(?:\w+\s+)?$|\d+\s*(?:张|颗|块|个)\s*$")


_CAPABILITY_TIER = re.compile(r"[\s-](?:class|level|grade|tier|equivalent)$|(?:级别?|級別?|水平|同级|同級)$", re.I)
_QUOTED_KEY_LINE = re.compile(r"[ \t]*[\"'][^\"'\n]{1,60}[\"']\s*:\s*[\[{]")
_FAMILY_AFTER = re.compile(r"(?:\s*(?:,|\band\b|\bor\b|&)\s*[\w.-]+(?:\s[\w.-]+)?)*\s+(?:model\s+)?famil(?:y|ies)\b", re.I)
_WORKLOAD_NAMED = re.compile(r".*\b(?:on|in)\s", re.S)
_WORKLOAD_MEASURE = re.compile(r"\s+(?:throughput|performance|inference|results?|scores?|benchmarks?)\b", re.I)


def _neighbour_subject(context: DocumentContext, back: int, categories: tuple[str, ...],
                       kinds: frozenset[str] | None, compared_ok: bool = True) -> Mention | None:
    """The subject a claim takes from the earlier sentence ``back``; with ``kinds``, the last hardware
    of those kinds named there (the antecedent of "the rack"), counted parts skipped."""
    if kinds is None:
        chosen = _sentence_subject(context, back, context.prepared.sentences[back][1], categories, compared_ok)
        if chosen is not None and chosen.category == "model" and _WORKLOAD_NAMED.fullmatch(
                context.prepared.text[max(0, chosen.start - 4):chosen.start]) and _WORKLOAD_MEASURE.match(
                context.prepared.text, chosen.end):
            return None  # "matched it on Llama 2 70B throughput": the workload measured, no later claim's subject
        if chosen is not None and chosen.category == "model" and _FAMILY_AFTER.match(context.prepared.text, chosen.end):
            return None  # "(shared with the GPT-4o and GPT-5 families)": families named in passing, no model priced
        if chosen is not None and chosen.category == "model" and _CAPABILITY_TIER.search(chosen.name):
            return None  # "GPT-4-level performance now costs …": a tier of capability, no model a later price is for
        if chosen is not None and chosen.hardware_kind == "family":
            # "MI355X built on CDNA 4": the product named, not its architecture.
            products = [m for m in context.mentions[back] if m.category == "hardware"
                        and m.hardware_kind not in (None, "family") and not _is_compared(context, back, m)]
            chosen = products[-1] if products else chosen
        return chosen
    text = context.prepared.text
    start = context.prepared.sentences[back][0]
    fitting = [m for m in context.mentions[back] if m.category == "hardware" and m.hardware_kind in kinds
               and not _COUNTED_BEFORE.search(text[max(start, m.start - 20):m.start])
               and not _is_compared(context, back, m)]
    return fitting[-1] if fitting else None


# A model card's label whose value is the family or maker, not the model ("模型系列", "Model family", "Provider")
_FAMILY_LABEL = re.compile(r"系列|家族|厂商|廠商|供应商|供應商|\b(?:series|family|provider|vendor|developer|maker)\b", re.I)
def _family_value(context: DocumentContext, index: int) -> bool:
    """Whether sentence ``index`` is the short value of a family or maker label on the line before it."""
    return index > 0 and len(context.sentence(index).strip(" -•*")) <= 40 and \
        len(context.sentence(index - 1).strip(" -•*:：")) <= 30 and _FAMILY_LABEL.search(context.sentence(index - 1)) is not None


_COORDINATED_IN = re.compile(r"\bboth\b|\band\b|、|和|与|與", re.I)
_SECTION_REACH = 12  # sentences back to the heading of a section


def _is_heading(context: DocumentContext, index: int) -> bool:
    """A line of its own, short and without closing punctuation ("Pricing Breakdown of o3 Model")."""
    if index in context.tables and context.tables[index].row(index) is not None:
        return False  # a table row ("| Haiku 4.5 | $0.80 | $4 |") is short and unpunctuated but no heading
    start, end = context.prepared.sentences[index]
    line = context.prepared.text[start:end].strip()
    return (start == 0 or context.prepared.text[start - 1] == "\n") and 0 < len(line) <= 80 and \
        not re.search(r"[.!?。！？:：;；,，]$", line) and \
        (line.startswith("#") or not (re.match(r"[-*•·]\s", line) or _FIELD_LINE.match(line)))  # no list item, no
    # "Input: 0.60" / "Developer: Moonshot AI · Context: 256K" line (a title with a subtitle, "NVIDIA H200: The Bandwidth
    # Upgrade", stays a heading)


# A line of fields: "Input: 0.60" (a figure after the colon), "Developer: Moonshot AI · Context: 256K" (several fields)
_FIELD_LINE = re.compile(r"[^:：]{1,40}[:：]\s*(?:[$€£¥]?\d|[^:：]*[:：])")


def _section_subject(context: DocumentContext, index: int, categories: tuple[str, ...]) -> Mention | None:
    """The one product a section is about, for a claim whose sentence and near neighbours name none: every
    product named (not compared with) from the section's heading down to the claim is the same one. ``None``
    when two are named or no heading is near."""
    named: list[Mention] = []
    table = context.tables.get(index)
    for back in range(index - 1, max(-1, index - _SECTION_REACH), -1):
        if table is not None and (context.tables.get(back) is table or back in context.table_header):
            continue  # the other rows of a row's own table name their own products, and its header is no heading
        named += [m for m in context.mentions[back] if m.category in categories and not _is_compared(context, back, m)]
        if _is_heading(context, back):
            names = {m.name for m in named}
            return named[-1] if len(names) == 1 else None
    return None


def _card_subject(context: DocumentContext, index: int, categories: tuple[str, ...]) -> Mention | None:
    """The product the nearest heading above that names one is about, past sub-headings naming none ("### deepseek-coder"
    over "#### Pricing" and "##### Text Tokens"), when every product named from there down is that one; else ``None``."""
    named: list[Mention] = []
    table = context.tables.get(index)
    for back in range(index - 1, max(-1, index - _SECTION_REACH), -1):
        if table is not None and (context.tables.get(back) is table or back in context.table_header):
            continue
        here = [m for m in context.mentions[back] if m.category in categories and not _is_compared(context, back, m)]
        named += here
        if here and _is_heading(context, back):
            return named[-1] if len({m.name for m in named}) == 1 else None
    return None


def _attribute_mention(context: DocumentContext, index: int, position: int,
                       categories: tuple[str, ...] = ("model",),
                       compared_ok: bool = True,
                       prefer: tuple[str, ...] | None = None,
                       prefer_from: int = 0, own_clause_after: bool = False) -> tuple[Mention | None, str | None, str]:
    """(subject mention, organization, where) for a claim at document offset ``position`` in sentence ``index``.

    The subject is looked for in the sentence (or table row and column), then up to three sentences back,
    then the title; for models, a provider's default API model when only the provider is named, then
    the nearest model named anywhere earlier in the document. In each sentence a mention of the ``prefer``
    categories named from document offset ``prefer_from`` on wins over the others. A speed claim that refers to
    "the rack"/"the system" without naming it takes the last system named before it.
    """
    where = "sentence"
    subject_mention = None
    table = context.tables.get(index)
    if table is not None and (table.row(index) is None or not table.row(index).cells or table.row(index).cells[0].empty):
        table = None  # a row continuing the one above ("- | > 200k prompt tokens | …") shares its subject
    if index in context.table_header:
        subject_mention = _table_subject(context, index, position, categories)
        where = "table"
    if subject_mention is None:
        if prefer:
            subject_mention = _sentence_subject(context, index, position, prefer, compared_ok, prefer_from,
                                                own_clause_after)
        if subject_mention is None:
            subject_mention = _sentence_subject(context, index, position, categories, compared_ok,
                                                own_clause_after=own_clause_after)
        where = "sentence"
    if subject_mention is None and categories == ("model",) and table is None and \
            _BARE_FAMILY_NAME.search(context.sentence(index)):
        # "For Sonnet API: $3/MTok input", "Sonnet API: $3/MTok input." under a Llama section: a model the sentence
        # names by a family word the registry cannot pin to a version; no model borrowed from around it is better
        return None, None, "unlisted-model"
    if subject_mention is None and categories == ("model",) and table is None and \
            (variant := _BARE_VARIANT_OPENING.match(context.sentence(index))) is not None:
        # the one model the page names with that variant word (gemini-2.5-pro for "Pro"), else none: a neighbour's
        # other variant ("Gemini 1.5 Flash" the line before "Pro ($1.25 …)") is never it
        ending = variant.group("variant").lower()
        named = {m.name: m for mentions in (context.title_mentions, *context.mentions) for m in mentions
                 if m.category == "model" and re.search(r"[-\s]" + re.escape(ending) + r"$", m.name.lower())}
        if len(named) != 1:
            return None, None, "unlisted-model"
        subject_mention, where = next(iter(named.values())), "variant"
    if subject_mention is None and prefer and "hardware" in prefer and _SYSTEM_ANAPHOR.search(context.sentence(index)):
        for back in range(index - 1, max(-1, index - 4), -1):
            subject_mention = _neighbour_subject(context, back, categories, frozenset({"system"}))
            if subject_mention:
                where = "neighbour-system"
                break
    if subject_mention is None and _QUOTED_KEY_LINE.match(context.prepared.text,
                                                          context.prepared.text.rfind("\n", 0, position) + 1):
        # "'codestral-latest': { input: 0.30, output: 0.90 }," in a code map: the key names what the line prices, known
        # to the registry or not; a name from a line above is another entry's
        return None, None, "record-key"
    if subject_mention is None:
        for back in range(index - 1, max(-1, index - 4), -1):
            if table is not None and table.row(back) is not None and table.row(back).role == "body":
                continue  # another row of the same table names its own subject, not this row's
            if _family_value(context, back):
                continue  # "- 模型系列" / "- Doubao": the family a model card files the model under, not the model
            if index not in context.tables and back in context.tables and \
                    (above := context.tables[back].row(back)) is not None and above.role == "body" and \
                    len(context.tables[back].body_rows()) > 1:
                continue  # the last row of a table above names that row's model, not what prose under it is about
            if prefer:
                subject_mention = _neighbour_subject(context, back, prefer, None, compared_ok=False)
            if subject_mention is None:
                subject_mention = _neighbour_subject(context, back, categories, None, compared_ok=False)
            if subject_mention is not None and subject_mention.name in (
                    compared_here := {m.name for m in context.mentions[index] if _is_compared(context, index, m)}):
                # "Opus 4.6 replaces Opus 4.1:" over "67% cheaper than Opus 4.1 ($5/$25 …)": the name this sentence
                # compares with is not its subject; the other one named there is
                others = [m for m in context.mentions[back] if m.category in categories
                          and m.name not in compared_here and not _is_compared(context, back, m)]
                # (only a sentence naming one other product: "X replaces Y"; anything else is left to the steps below)
                subject_mention = others[0] if len({m.name for m in others}) == 1 and \
                    not _COORDINATED_IN.search(context.sentence(back)) else None
                if subject_mention is None:
                    continue
            if subject_mention:
                where = "neighbour"
                break
    if subject_mention is None:
        subject_mention = _nearest(context.title_mentions, 10**9, prefer or categories) if prefer else None
        if subject_mention is None:
            subject_mention = _nearest(context.title_mentions, 10**9, categories)
        where = "title" if subject_mention else "none"
        if subject_mention is not None and (card := _card_subject(context, index, categories)) is not None and \
                card.name != subject_mention.name:
            # a catalogue whose first card's heading is the title: a later card's own heading names its product
            subject_mention, where = card, "section"
    if subject_mention is None:
        subject_mention = _section_subject(context, index, categories)
        where = "section" if subject_mention else "none"
    organization_mention = _nearest(context.mentions[index], position, ("organization",))
    organization = organization_mention.name if organization_mention else None
    if subject_mention is not None and where not in ("sentence", "table") and subject_mention.category == "model" and \
            _CAPABILITY_TIER.search(subject_mention.name):
        subject_mention, where = None, "none"   # ("GPT-4-level performance …" above: a tier, no model priced here)
    if where == "neighbour" and organization_mention is not None and subject_mention is not None and \
            subject_mention.category == "model" and subject_mention.organization and \
            subject_mention.organization != organization and (models := _model_table()) is not None and \
            organization in {entry.provider for entry in models.entries}:
        # "… on Gemini 2.0 Flash: $22.50 …" then "Anthropic's prompt caching costs $0.375/million cached reads": a
        # maker's own product is priced, not the other maker's model of the sentence before; its last model named
        # within a few sentences, else none
        subject_mention = next((m for back in range(index - 1, max(-1, index - 6), -1)
                                for m in reversed(context.mentions[back]) if m.category == "model" and
                                m.organization == organization and not _is_compared(context, back, m)), None)
        where = "neighbour" if subject_mention is not None else "none"
    if organization is None and subject_mention is not None:
        organization = subject_mention.organization
    if organization is None:
        for back in range(index - 1, max(-1, index - 4), -1):
            if table is not None and table.row(back) is not None and table.row(back).role == "body":
                continue  # another row's seller is not this row's
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
        if default and (_UNLISTED_MODEL.search(context.sentence(index)) or
                        (index in context.tables and _ROW_MODEL_CELL.search(context.sentence(index)))):
            # (a row naming a model the registry lacks, "| MiniMaxAI/MiniMax-M2.5 | MiniMax-M2.5 | ¥2.1 / M tokens |",
            # is that model's row, not the provider default's)
            # "DeepSeek's new Flash-series model costs ...": a model the registry does not list is named, so
            # the provider's default model would be a wrong subject; none is better.
            default = None
            where = "unlisted-model"
        elif default:
            subject_mention = Mention(position, position, organization, default, "model", organization)
            where = "provider-default"
        else:
            for back in range(index - 4, -1, -1):
                if back in context.tables and context.tables[back].row(back).role == "body" and index in context.tables:
                    continue  # a row of a table names its own model, not the model of a row in another table
                if _family_value(context, back):
                    continue  # "- 模型系列" / "- Doubao": the family a model card files the model under
                # What an earlier sentence compares with ("costs more than GPT-4o") is not what this one prices.
                subject_mention = _nearest([m for m in context.mentions[back] if not _is_compared(context, back, m)
                                            and not _FAMILY_AFTER.match(context.prepared.text, m.end)],
                                           context.prepared.sentences[back][1], categories)
                if subject_mention and organization and subject_mention.organization and \
                        subject_mention.organization != organization and table is not None and \
                        organization in {entry.provider for entry in table.entries}:
                    # "## OpenAI" over a price whose model line the reader did not know: the nearest model of
                    # another maker (the Gemini listed in the section above) is no subject; none is better
                    subject_mention, where = None, "none"
                    break
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
    taken = [(m.start, m.end) for m in context.mentions[index] if m.category in ("model", "hardware")]
    for match in _PRICE_SETTER.finditer(context.sentence(index)):
        begin, end = start + match.start("name"), start + match.end("name")
        if not _NOT_PRICE_SETTER.fullmatch(match.group("name")) and not re.match(_NOT_PROVIDER_WORD, match.group("name")) and \
                not any(s < end and begin < e for s, e, _, _ in found) and not any(s < end and begin < e for s, e in taken):
            found.append((begin, end, match.group("name"), True))
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


def column_seller(context: DocumentContext, index: int, column: int | None, maker: str | None = None) -> str | None:
    """The provider a table column is headed by ("| Dimension | Modal | Replicate | Lambda |", also when a label
    row under it was taken as the header): a cell of the header row, or of one of the two rows of the same width
    above it, that is nothing but the name of a seller the document names somewhere, or ``maker`` (the model's own)
    for a column of the maker's own prices ("Direct Price" beside "OpenRouter Price"); else None."""
    header_index = context.table_header_index.get(index)
    if column is None or header_index is None:
        return None
    width = len(context.table_header.get(index) or [])
    if context._seller_names is None:   # gathered once per document, not once per cell
        context._seller_names = {name.casefold(): name for back in range(len(context.prepared.sentences))
                                 for _, _, name, _ in _sellers(context, back)}
    names = context._seller_names
    for back in range(header_index, max(-1, header_index - 3), -1):
        cells = context.sentence(back).split(" | ")
        if len(cells) != width or column >= len(cells):
            break
        cell = cells[column].strip()
        # ("| OpenRouter Price (Input/M) |": the seller's name with the words of a price column around it)
        core = " ".join(_PRICE_COLUMN_WORDS.sub(" ", re.sub(r"[(（][^)）]*[)）]", " ", cell)).split())
        if (found := names.get(cell.casefold()) or (names.get(core.casefold()) if core else None)) is not None:
            return found
        if maker is not None and _DIRECT_COLUMN.fullmatch(core):
            return maker
    return None


_DIRECT_COLUMN = re.compile(r"(?:direct|official|first-party)(?:\s+(?:API|provider))?|官方|官网", re.I)
_PRICE_COLUMN_WORDS = re.compile(r"\b(?:list\s+)?(?:price|prices|pricing|cost|costs|rates?)\b|/\s*(?:1?M|MTok)\b", re.I)


_SELLER_AFTER_AMOUNT = re.compile(r"(?:US|NT|HK)?[$€£¥￥]?\s?\d[\d.,]*(?:\s*(?:/|per)\s*[\w-]+(?:[- ][\w-]+)?)?\s+"
                                  r"(?:at|on|from|via)\s+(?:the\s+)?", re.I)


def _price_seller(context: DocumentContext, index: int, position: int, subject_mention: Mention | None,
                  hourly: bool, fallback: str | None) -> str | None:
    """The organisation selling a price at ``position``: the provider named in the sentence (never a chip
    maker for a GPU-hour price), else a host named just before or heading the document (a reseller
    hosting someone else's model), else ``fallback`` (the model's maker); ``None`` for a GPU-hour price
    no renter is named for."""
    usable = [item for item in _sellers(context, index) if not (hourly and item[2] in _CHIP_VENDORS)]
    text = context.prepared.text
    # "$1.71 on Crusoe spot, $1.85 at Vultr": the seller named right after the amount, where it is asked
    if (after := next((item for item in usable if item[0] > position and
                       _SELLER_AFTER_AMOUNT.fullmatch(text, position, item[0])), None)) is not None:
        return after[2]
    if usable:
        start, end, name, _ = min(usable, key=lambda item: position - item[1] if item[1] <= position
                                  else (item[0] - position) * 2 + 10)
        return name
    table = context.tables.get(index)
    for back in range(index - 1, max(-1, index - 4), -1):
        if table is not None and table.row(back) is not None and table.row(back).role == "body":
            continue  # a host named in another row sells that row's model
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


def _document_product(context: DocumentContext) -> Mention | None:
    """The one accelerator a document is about: the product (not a family) named most often as a subject (not as
    the thing compared with), counting the title, at least three times and half as often again as any other.
    A page about the MI355X's MLPerf round names it again and again; B200 and B300 come in as what it is compared
    with. ``None`` when no product clearly leads."""
    if context._document_product is not None:
        return context._document_product[0]
    counts: dict[str, int] = {}
    first: dict[str, Mention] = {}
    for index, mentions in enumerate(context.mentions):
        for mention in mentions:
            if mention.category != "hardware" or mention.hardware_kind == "family" or \
                    _is_compared(context, index, mention):
                continue
            # the page's first line (its title in plain text) counts twice
            counts[mention.name] = counts.get(mention.name, 0) + (2 if index == 0 and _is_heading(context, 0) else 1)
            first.setdefault(mention.name, mention)
    for mention in context.title_mentions:
        if mention.category == "hardware" and mention.hardware_kind != "family":
            counts[mention.name] = counts.get(mention.name, 0) + 1
            first.setdefault(mention.name, mention)
    ranked = sorted(counts.items(), key=lambda item: -item[1])
    chosen = None
    if ranked and ranked[0][1] >= 3 and (len(ranked) == 1 or ranked[0][1] >= 1.5 * ranked[1][1]):
        chosen = first[ranked[0][0]]
    context._document_product = (chosen,)
    return chosen
