"""Accelerators of makers the hardware registry does not list ("Lattica's QX-9 card", "澜芯科技…推理卡 LX-8").

A start-up's chip is a bare product code ("QX-9", "YS-3", "M3") that nothing in the registry can tell from a model
version or a memory type. It counts here only where the text itself calls it an accelerator: an accelerator word
right after it ("QX-9 card", "JY-5 推論加速器"), an apposition ("VX-4, its second-generation inference processor"), an
accelerator word right before it ("推理芯片 XY-900"), or a count of chips ("8张 LX-8"). Its maker is the company the
text names: the company word written right before the code ("Fennec F1", "墨弦 M3"), else the company whose
announcement is nearest before it ("Umbra Silicon, Inc. today introduced the U-9"). With no maker found the code is
left alone: a bare code is no name of a product (data/eval/CONVENTIONS.md: "Vendor Product").

Once a code is a maker's accelerator, its siblings in the document ("last year's QX-7", "上一代 YS-2") are that
maker's too. Names come back as "Maker Line Code" (line: a product-line word written before the code, as in
"Tessera T2"), with ``known`` false.

Plain Python: no Dagster, no model imports.
"""

from __future__ import annotations

import re
from typing import Callable

# A product code: capital letters and digits, optionally hyphenated ("QX-9", "LX-8", "U-9", "M3", "XY-900").
# (a Chinese character may follow it: "墨弦 M2高出40%")
# (or glued to a Chinese word before it: "推理芯片LH-9")
_CODE = re.compile(r"(?<![A-Za-z0-9_.\-/+])(?P<code>[A-Z]{1,4}-?\d{1,4}[A-Z]?)(?![A-Za-z0-9_\-/+]|\.\d)")
# Codes that are other things: memory, number formats, buses, model families, process nodes.
_NOT_A_CHIP = re.compile(r"(?:HBM|GDDR|LPDDR|DDR|FP|INT|BF|TF|PCIE|CXL|USB|GPT|SXM|OAM|NVL|DGX|HGX|MGX|TSMC|CPU|ARM|RISC|"
                         r"ISO|SOC|ATX|DP|HDMI|LTE|MP|PUE|TDP|KV)-?\d+", re.I)
_ACCELERATOR_WORDS_EN = r"(?:accelerators?|chips?|cards?|processors?|NPUs?|ASICs?|GPUs?)"
_ACCELERATOR_WORDS_ZH = r"(?:芯片|晶片|加速卡|加速器|推理卡|推論卡|处理器|處理器|显卡|顯卡|算力卡)"
_CUE_AFTER = re.compile(r"\s?[”」\"]?\s?(?:(?:(?:inference|AI|edge|cloud|LLM|datacenter|data[- ]center)\s+){0,2}"
                        + _ACCELERATOR_WORDS_EN + r"\b|(?:推理|推論|AI|云端|雲端|边缘|邊緣)?" + _ACCELERATOR_WORDS_ZH + ")",
                        re.I)
_CUE_APPOSITION = re.compile(r",\s+(?:its|an?|the|our|their)\s+(?:[\w-]+\s+){0,4}?" + _ACCELERATOR_WORDS_EN + r"\b", re.I)
_CUE_BEFORE = re.compile(r"(?:" + _ACCELERATOR_WORDS_ZH + r"|加速器|推論加速器|推论加速器)\s?[“「\"]?\s?$"
                         r"|(?:\d+|[一二两兩三四五六七八九十]+|单|單)\s?(?:张|張|颗|顆|块|塊)\s?$"
                         # "an eight-card TS-3 server", "a 4-chip QX-9 node"
                         r"|(?i:\b(?:\d{1,2}|one|two|four|six|eight|sixteen|single)[- ](?:card|chip|accelerator|GPU)\s)$")
# The company that announces: English names of up to three capitalised words before an announcing verb, or a
# Chinese name with its company suffix.
_LEGAL = r"(?:,?\s(?:Inc|Corp|Corporation|Ltd|LLC|Co|GmbH)\.?,?)?"
_COMPANY_EN = re.compile(r"(?<![\w-])(?P<name>[A-Z][A-Za-z0-9&-]+(?:\s[A-Z][A-Za-z0-9&-]+){0,2})" + _LEGAL
                         + r"(?:\*\*)?(?:\s+(?:today\s+|on\s+\w+\s+|also\s+)?(?:announced|announces|introduced|introduces|"
                           r"unveiled|unveils|launched|launches|released|releases|debuted|debuts|began|begins|"
                           r"is\s+sampling|showed|shows|says|said|claims|claimed|ships|shipped|used\s+its|uses\s+its)\b"
                           # "Lattica, a Toronto start-up with 90 staff": a company introduced by apposition
                           r"|,\s+an?\s+(?:[\w-]+\s+){0,4}?(?:start-?up|company|chipmaker|chip\s+designer|firm|maker|developer|designer)\b)")
# ("运营商智算平台": a computing platform of the carriers, no company called 营商)
_COMPANY_ZH = re.compile(r"(?P<name>[\u4e00-\u9fff]{2})(?:科技|智算(?!平台|中心|集群|网|網|服务|服務|能力|基础|基礎|业务|業務|产业|產業|"
                         r"算力|资源|資源|场景|場景|需求|市场|市場|推理|训练|訓練|一体|一體)|半导体|半導體|微电子|微電子|集团|集團)"
                         r"(?:（(?P<english>[A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+)?)）|\((?P<english2>[A-Z][A-Za-z]+)\))?")
# Words a Chinese text puts before 科技/半导体 that name no company ("国家科技", "中国半导体", "前沿科技")
_NOT_COMPANY_ZH = frozenset("国家 中国 我国 全国 国内 国际 全球 世界 各国 美国 日本 韩国 欧洲 前沿 高新 信息 数字 人工 智能 未来 "
                            "现代 核心 关键 自主 高端 先进 新兴 传统 硬核 黑色 金融 生命 生物 能源 农业 教育 医疗 通用 电子 "
                            "航天 尖端 国产 本土 民用 军用 创新 领先 相关 这些 那些 上述 其他 "
                            # (verbs and words of purpose before 智算/科技: "用于智算推理", "运营商智算平台")
                            "用于 用於 基于 基於 面向 推出 打造 提供 支持 發展 发展 布局 建设 建設 营商 運營 运营 "
                            "服务 服務 算力".split())
_COMMON_WORDS = frozenset("""the a an its it this that these those our their his her each every one single new next
last first second third fourth in on at by for with from and or but as per lab labs company firm vendor startup
start-up he she we they i you""".split())
_POSSESSIVE_MAKER = re.compile(r"(?<![\w-])(?P<name>[A-Z][A-Za-z0-9&-]+(?:\s[A-Z][A-Za-z0-9&-]+){0,2})(?:['\u2019]s|(?<=s)['\u2019])\s$")
_LINE_WORD = re.compile(r"(?P<line>[A-Z][a-z]{2,10})\s$")
_EN_WORD_BEFORE = re.compile(r"(?P<word>[A-Z][A-Za-z0-9&-]+)(?:['\u2019]s)?\s$")
_ZH_WORD_BEFORE = re.compile(r"(?P<word>[\u4e00-\u9fff]{2,4})\s?$")


def _companies(text: str, is_known_vendor: Callable[[str], bool]) -> list[tuple[int, str, str]]:
    """(position, name as written, short name) of every company the text names announcing or speaking."""
    found = []
    for match in _COMPANY_EN.finditer(text):
        name = match.group("name")
        words = name.split()
        while words and words[0].lower() in _COMMON_WORDS:
            words = words[1:]
        if not words or is_known_vendor(words[0]) or len(words) == 1 and len(words[0]) <= 2:
            continue   # (nor a two-letter name alone: "Li also announced", a speaker's surname)
        found.append((match.start("name"), " ".join(words), words[0]))
    chinese = list(_COMPANY_ZH.finditer(text))
    # "晶耀科技（Glowstar）": a company's English name given once names it everywhere
    english_of = {m.group("name"): m.group("english") or m.group("english2") for m in chinese
                  if m.group("english") or m.group("english2")}
    for match in chinese:
        name = match.group("name")
        if is_known_vendor(name) or name in _NOT_COMPANY_ZH:
            continue   # ("推动国家科技自主权": the country's technology, no company named 国家)
        found.append((match.start(), english_of.get(name, name), name))
    found.sort()
    return found


# Words that say what kind of company a name is, not which: "Veldmark Systems" names its chips "Veldmark VK-100"
_CORPORATE_WORD = re.compile(r"\s+(?:Systems|Silicon|Semiconductors?|Technologies|Technology|Labs?|Computing|Microsystems|"
                             r"Devices|Electronics|Micro|AI|Inc|Corp|Corporation|Ltd|LLC|GmbH)\.?$")


def _brand(name: str) -> str:
    """A company's name without the words of its kind ("Veldmark Systems" → "Veldmark")."""
    while (shorter := _CORPORATE_WORD.sub("", name)) != name and shorter:
        name = shorter
    return name


def _cued(text: str, start: int, end: int) -> bool:
    """Whether the text calls the code at [start, end) an accelerator right there."""
    after = text[end:end + 40]
    before = text[max(0, start - 12):start]
    if _CUE_AFTER.match(after) or _CUE_APPOSITION.match(after):
        return True
    if _CUE_BEFORE.search(before):
        return True
    # "推理芯片“墨弦 M3”", "推理芯片墨弦 M3": the accelerator word before a maker word (of two to four characters, the
    # chip word maybe glued to it) before the code
    gap = re.search(r"\s?$", text[max(0, start - 2):start]).group(0)
    for length in (2, 3, 4):
        word_start = start - len(gap) - length
        if word_start >= 0 and re.fullmatch(r"[\u4e00-\u9fff]+", text[word_start:start - len(gap)]) and \
                _CUE_BEFORE.search(text[max(0, word_start - 12):word_start]):
            return True
    return False


def _line_before(text: str, start: int, code: str) -> str | None:
    """A product-line word written right before the code ("Tessera T2"), where some occurrence of the pair follows a
    lower-case word or punctuation (not a title-case headline's verb: "Vireo Systems Introduces VX-4")."""
    found = _LINE_WORD.search(text, max(0, start - 12), start)
    if found is None or found.group("line").lower() in _COMMON_WORDS:
        return None
    line = found.group("line")
    if re.search(r"(?:^|\n|(?<![A-Za-z])[a-z]+\s|[,;:(“「\"]\s?|[\u4e00-\u9fff]\s?)" + re.escape(f"{line} {code}")
                 + r"(?![\w-])", text):
        return line
    return None


def _maker_written_before(text: str, occurrences: list[tuple[int, int]],
                          companies: list[tuple[int, str, str]]) -> str | None:
    """The company word written right before one of the code's occurrences, as written ("Fennec F1", "墨弦 M3")."""
    short_names = {short for _, _, short in companies} | {name for _, name, _ in companies}
    for start, _ in occurrences:
        word = _EN_WORD_BEFORE.search(text, max(0, start - 30), start)
        if word and word.group("word") in short_names:
            return word.group("word")
        # (a Chinese maker's name may follow a chip word with no space: "推理芯片墨弦 M3")
        chinese = _ZH_WORD_BEFORE.search(text, max(0, start - 6), start)
        if chinese:
            written = chinese.group("word")
            for name in sorted(short_names, key=len, reverse=True):
                if written.endswith(name):
                    return name
    return None


def _known_vendor_just_before(text: str, start: int, is_known_vendor: Callable[[str], bool]) -> bool:
    """Whether a listed maker's name stands in the dozen characters before a code ("英伟达最新B30A", "NVIDIA's new X9")."""
    window = text[max(0, start - 12):start]
    words = re.findall(r"[A-Za-z]+", window)
    chinese = "".join(re.findall(r"[\u4e00-\u9fff]", window))
    pieces = words + [chinese[i:i + length] for length in (2, 3, 4) for i in range(len(chinese) - length + 1)]
    return any(is_known_vendor(piece) for piece in pieces)


def unregistered_accelerators(text: str, free: Callable[[int, int], bool],
                              is_known_vendor: Callable[[str], bool]) -> list[tuple[int, int, str]]:
    """(start, end, "Maker [Line] Code") of every mention of an accelerator of an unlisted maker (module doc)."""
    codes = [m for m in _CODE.finditer(text) if not _NOT_A_CHIP.fullmatch(m.group("code")) and free(*m.span())]
    if not codes:
        return []
    companies = None
    products: dict[str, tuple[str, str | None]] = {}  # letters of a code -> (maker, line word)
    for match in codes:
        code = match.group("code")
        letters = re.match(r"[A-Z]+-?", code).group(0)
        if letters in products:
            continue
        start, end = match.span()
        line = _line_before(text, start, code)
        if line is not None and is_known_vendor(line):
            line = None
        if not _cued(text, start - len(line) - 1 if line else start, end):
            continue
        if companies is None:
            companies = _companies(text, is_known_vendor)
        if line is not None and any(line in (short, name.split()[0]) for _, name, short in companies):
            line = None  # "Fennec F1": the word before the code is its maker's, not a product line's
        # the code's own occurrences and its siblings' ("the first-generation Corvane CX-1" names the CX-2's maker)
        occurrences = [m.span() for m in codes if re.match(r"[A-Z]+-?", m.group("code")).group(0) == letters]
        maker = None if line else _maker_written_before(text, occurrences, companies)
        if maker is None and line is None:
            # "Kerrith Systems' KR-12 inference accelerator": a company owning the code, whoever announces nearby
            owner = next((found for occurrence, _ in occurrences
                          if (found := _POSSESSIVE_MAKER.search(text, max(0, occurrence - 40), occurrence))), None)
            if owner is not None and owner.group("name").split()[0].lower() not in _COMMON_WORDS:
                maker = _brand(owner.group("name"))
        if maker is None and _known_vendor_just_before(text, start, is_known_vendor):
            continue   # "英伟达最新B30A芯片": a listed maker's new chip, not a company's named further on
        if maker is None:
            before = [company for company in companies if start - 600 < company[0] < start]
            after = [company for company in companies if start < company[0] < end + 200]
            if before or after:
                maker = _brand((before[-1] if before else after[0])[1])
        if maker is None or is_known_vendor(maker.split()[0]):
            continue
        products[letters] = (maker, line)
    found = []
    for match in codes:
        code = match.group("code")
        letters = re.match(r"[A-Z]+-?", code).group(0)
        if letters not in products:
            continue
        maker, line = products[letters]
        start, end = match.span()
        if line and text[max(0, start - len(line) - 1):start] == line + " ":
            start -= len(line) + 1
        elif line:
            continue  # a sibling of "Tessera T2" is written with its line ("Tessera T1"); a bare "T1" is not it
        found.append((start, end, f"{maker} {line} {code}" if line else f"{maker} {code}"))
    return found
