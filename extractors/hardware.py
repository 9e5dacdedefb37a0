"""The hardware registry: canonical accelerators, systems and families, and matching text against them.

The data lives in ``extractors/data/hardware.toml``. :func:`load_registry` reads and validates it;
:class:`HardwareRegistry` answers three questions:

* ``canonical(text)`` — which entry does this name, alias or MLPerf accelerator string denote?
* ``resolve_mlperf(accelerator)`` — the canonical name of an MLPerf ``Accelerator`` /
  ``accelerator_model_name`` cell (``None`` for CPU-only rows);
* ``find_mentions(text)`` — every hardware mention in a document (known entries and unknown
  accelerator-like names), each canonical name once, in text order.
"""

from __future__ import annotations

import functools
import math
import re
import tomllib
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from extractors.chinese_script import fold_traditional
from extractors.makers import unregistered_accelerators
from extractors.patterns import first_character_class

__all__ = [
    "DEFAULT_REGISTRY_PATH",
    "HardwareEntry",
    "HardwareMention",
    "HardwareRegistry",
    "RegistryError",
    "load_registry",
]

DEFAULT_REGISTRY_PATH = Path(__file__).resolve().parent / "data" / "hardware.toml"

KINDS = frozenset({"gpu", "tpu", "accelerator", "superchip", "system", "family"})

# Separator between the parts of a heterogeneous MLPerf system in resolve_mlperf's answer.
MIXED_JOINER = " + "

# Any Han character: only Chinese text needs its traditional characters folded before matching.
_HAN_CHARACTER = re.compile(r"[\u4e00-\u9fff]")

# A mention may not sit inside a longer ASCII word or number ("H100" in "H1000", "B200" in "AB2000"),
# except after a count such as "8xH100". CJK characters around a name are fine ("英伟达B200芯片").
# A name written in Chinese needs no ASCII boundary on its left ("CANN昇腾硬件使能").
_LEFT = r"(?:(?<![A-Za-z0-9])|(?<=[0-9][xX])|(?=[\u4e00-\u9fff]))"
# A flattened spec table glues a label to the next cell ("Form FactorGB300 NVL72"): a two-letter product code
# right after a lower-case letter starts a name there (known names only).
_GLUED_LEFT = r"(?:" + _LEFT[3:-1] + r"|(?<=[a-z])(?=[A-Z]{2}\d{3}))"
# A plural "s" may follow ("H100s") without becoming part of the mention. A flattened spec table glues a card's
# memory size to its name ("L40S48GB", "H200141GB", even "L40S48GB864 GB/s" with the next cell after it): a common
# memory size in GB right after the name ends it.
# A name written in Chinese ends where its characters end ("昇腾AI芯片"), but not before a digit ("昇腾960").
_MEMORY_SIZES = r"(?:8|12|16|20|24|32|40|48|64|80|94|96|128|141|144|180|186|192|256|288)"
# (or the chip word itself, glued on by a page that lost its spaces: "384 Ascend 910CNPUs", "H100GPUs")
_RIGHT = (r"(?:(?=s?(?![A-Za-z0-9]))|(?=" + _MEMORY_SIZES + r"\s?GB(?![A-Za-z]))"
          r"|(?<=[0-9A-Z])(?=[GN]PUs?(?![A-Za-z0-9]))"
          r"|(?<=[\u4e00-\u9fff])(?![0-9])|(?=AI[\u4e00-\u9fff]))")
# "昇腾920AI芯片": "AI" glued between a product code and a Chinese word is that word's, not the code's suffix.
_GLUED_AI = re.compile(r"(?<=\d)AI$")
# Not across a line break: a heading's last word and the next line's name are two things.
# A trademark sign may sit between the words ("Intel® Gaudi® 3").
_SEPARATOR = r"(?:[®™]|\((?:R|TM)\))?(?:[^\S\n]+|-)?"
# A TPU generation written alone ("v5e", "successor to v5p"), never after a product or software name ("Llama v4",
# "API v2", "release v5e"): see _bare_version_owner.
_BARE_TPU_GENERATION = re.compile(r"(?<![A-Za-z0-9._-])(?P<code>v\d{1,2}[a-z]?)(?![A-Za-z0-9]|\.\d)")
_VERSIONED_WORDS = frozenset({"api", "version", "release", "model", "models", "sdk", "app", "schema", "protocol",
                              "firmware", "driver", "build", "llama", "deepseek", "qwen", "gemini", "mistral"})
# A rack size written alone ("NVL72"), optionally with its superchip in brackets right after ("NVL72(72×GB200)").
# (a Chinese character may follow it: "A10和L40")
_BARE_AMPERE_CODE = re.compile(r"(?<![\w.-])(?P<code>[Aa](?:10|30|40))(?![A-Za-z0-9_-]|\.\d)")
# Apple's SoCs, whose GPU runs local models ("M3 Max", "M2/M3 Ultra", "Mac Studio M3 Ultra", "Apple M5"): a variant word
# makes the code Apple's; a bare generation needs Apple's or a Mac's name before it, or "the" in a text that names
# Apple silicon ("Apple's write-up on the M5"); never "Two M2 chips" or another maker's "M2" line.
_APPLE_SILICON = re.compile(
    r"(?<![A-Za-z0-9/])(?P<before>(?:Apple(?:['\u2019]s)?|Mac(?:Book\s(?:Pro|Air))?|Mac\s(?:Studio|mini|Pro)|the)\s+)?"
    r"(?P<codes>M[1-5](?:\s?/\s?M[1-5])*)(?:\s(?P<variant>Pro|Max|Ultra)(?![A-Za-z]))?(?![A-Za-z0-9/])")
_APPLE_TEXT = re.compile(r"\bApple\b|\bMac(?:Book|\sStudio|\smini)?\b|\bM[1-5]\s(?:Pro|Max|Ultra)\b")
_GRADE_CODE = re.compile(r"(?<![A-Za-z0-9])([A-Z])1(?![A-Za-z0-9])")
# Short names of families the registry spells in full ("Ada" of "Ada Lovelace"): too common a word to match alone
_FAMILY_SHORT_NAMES = {"NVIDIA Ada Lovelace": "Ada"}
_GPU_TEXT = re.compile(r"\bGPUs?\b|\bCUDA\b|显卡|算力|\bVRAM\b|\bgraphics\s+cards?\b", re.I)
_BARE_RACK = re.compile(r"(?<![A-Za-z0-9])NVL(?P<size>\d{1,3})(?![A-Za-z0-9])"
                        r"(?:\s?[（(]\s?(?:\d{1,3}\s?[x×*]\s?)?(?P<inside>))?")
_RACK_BEFORE_CHIP = re.compile(r"(?<![A-Za-z0-9])NVL(?P<size>\d{1,3})[\s-]?(?P<chip>G[BH]\d{3}[A-Z]?)(?![A-Za-z0-9])")
# "GB200/GB300 NVL72": superchips listed by slashes before one rack size, each that size of rack
_RACKS_LISTED = re.compile(r"(?<![A-Za-z0-9])(?P<chips>G[BH]\d{3}[A-Z]?(?:\s?/\s?G[BH]\d{3}[A-Z]?)+)\s?NVL(?P<size>\d{1,3})"
                           r"(?![A-Za-z0-9])")
# A GeForce-style card number without "RTX" in a count phrase ("2 张 4090", "双 4090", "8x 4090") or before a card
# word ("4090 显卡", "4090 GPUs") or as a set-up's GPU ("GPU: 4090D"); never a price or a year ("4090 元").
# The China-market "D" variant is part of the number ("4090D 双卡").
_BARE_CARD_NUMBER = re.compile(
    r"(?:(?<![0-9])(?:[双单两四八]\s?(?:张|块|卡|颗)?|\d{1,2}\s?(?:张|块|颗|台|[x×]))\s?"
    r"(?P<before>[2-5]0[5-9]0D?)(?![A-Za-z0-9]|[.,]\d|\s?(?:元|美元|块钱|年))"
    r"|(?<![\w.,$€¥£-])(?P<after>[2-5]0[5-9]0D?)(?=\s?(?:显卡|GPUs?\b|[单双]?卡))"
    # ... or as the value of a set-up's GPU line ("- GPU: 4090D 24G VRAM", "GPU: (1~4)x 4090D")
    r"|\bGPUs?\s?[:：]\s?(?:[(（][\d~\-–]{1,6}[)）]\s?[x×]\s?)?(?P<label>[2-5]0[5-9]0D?)(?![A-Za-z0-9]|[.,]\d|\s?(?:元|美元|块钱|年)))")
# Once a document names a GeForce card in full, a sibling's bare number owned by someone ("我的3090", "my 3080")
# is a card too; never a price, a year or a larger number.
# In a text about GPUs (one naming an NVIDIA product, GPUs, CUDA or VRAM), a bare card number set after an article, a
# count word or a comparison sign ("the a100 gets the same speed as the 3090", "on a 5090", "a dual 4090 runpod",
# "L20 > 3090"); never a price, a year, a count of something ("the 4090 tokens") or a larger number.
_NAMED_CARD_NUMBER = re.compile(
    r"(?:(?<![\w.,$€¥£-])(?:the|a|an|one|two|dual|quad|single|vs\.?|versus)\s+|[>≳≥<≲≤≈]\s?)"
    r"(?P<number>[3-5]0[5-9]0D?(?:\s?Ti)?)"
    r"(?![A-Za-z0-9]|[.,]\d|%|\s?(?:元|美元|块钱|年|万|s\b|tokens?\b|ms\b|[MG]B\b|W\b|watts?\b|MHz\b|dollars?\b))", re.I)
def _spaced_variant(number: str) -> str:
    """A card number with its variant letters set apart as the cards are named ("4090D" → "4090 D", "3090Ti" →
    "3090 Ti")."""
    return re.sub(r"(\d)\s?(Ti|D)$", r"\1 \2", number)


_OWNED_CARD_NUMBER = re.compile(r"(?:我的|你的|他的|手上的|手里的|\b(?:my|your|our|his|her)\s)\s?(?P<number>[2-5]0[5-9]0D?)"
                                r"(?![A-Za-z0-9]|[.,]\d|\s?(?:元|美元|块钱|年|万))", re.I)
# "third-generation Gaudi", "第七代 TPU": a family named by its generation's ordinal is that generation's product.
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
             "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8,
             "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}
_ORDINAL_GENERATION = re.compile(
    r"(?<![A-Za-z0-9])(?P<ordinal>first|second|third|fourth|fifth|sixth|seventh|eighth|[1-8](?:st|nd|rd|th))"
    r"[\s-]generation\s+(?:(?:Intel|Google|AWS|Amazon|Huawei|AMD)(?:['\u2019]s)?\s+)?(?:Cloud\s+)?"
    r"(?P<family>Gaudi|TPU|Trainium|Inferentia|Wafer[\s-]Scale\s+Engine)(?![A-Za-z0-9])"
    r"|第(?P<zh>[一二三四五六七八])代\s?(?:(?:英特尔|谷歌|亚马逊|Intel|Google|AWS)\s?)?(?P<zh_family>Gaudi|TPU|Trainium|Inferentia)"
    r"(?![A-Za-z0-9])", re.I)
# A family word that is someone else's name too ("Ampere Computing", "Alan Turing") counts only next to a product
# of that family (see _contextual_mentions), and never before these words or after "Alan".
_OTHER_BEARER = re.compile(r"[\s-]*(?:Computing|Altra|One|Award|test|machine|complete|Prize|Institute)\b", re.I)
_TRADEMARKS = re.compile(r"\((?:r|tm|c)\)|[®™©]", re.IGNORECASE)
_PARENTHESISED = re.compile(r"\([^)]*\)")


_FAMILY_LIST_JOIN = r"\s*(?:,|/|&|\band\b|\bor\b|\bto\b|\bthan\b)\s*(?:(?:the|early|late|newer|older|later|earlier)\s+)?"


def _tied_to_maker(text: str, start: int, end: int, vendor: str, siblings: list[tuple[int, int]]) -> bool:
    """Whether a family word that others bear too ("Ampere") is written as its maker's: the maker named right
    before it, a GPU or architecture word right after it, or a sibling family of that maker listed with it."""
    if re.search(re.escape(vendor) + r"(?:['\u2019]s)?\s+$", text[max(0, start - len(vendor) - 4):start], re.I):
        return True
    if re.match(r"[\s-]*(?:GPUs?|architecture|generation|microarchitecture|(?:data[\s-]?center\s+)?cards?|"
                r"family,?\s+(?:like|such\s+as|including))\b", text[end:end + 40], re.I):
        return True
    for sibling_start, sibling_end in siblings:
        if re.fullmatch(_FAMILY_LIST_JOIN, text[end:sibling_start], re.I) or \
                re.fullmatch(_FAMILY_LIST_JOIN, text[sibling_end:start], re.I):
            return True
    return False


class RegistryError(ValueError):
    """The registry file is missing, unreadable or inconsistent; the message names the file and entry."""


@dataclass(frozen=True)
class HardwareEntry:
    """One canonical accelerator, superchip, system or architecture family."""

    name: str
    vendor: str
    kind: str
    family: str | None
    generation: str | None
    parent: str | None
    aliases: tuple[str, ...]
    mlperf_names: tuple[str, ...]
    memory_gb: float | None


@dataclass(frozen=True)
class HardwareMention:
    """A hardware name found in a text; ``text[start:end] == surface``.

    ``name`` is the canonical registry name when ``known``, otherwise the surface itself.
    """

    name: str
    known: bool
    start: int
    end: int
    surface: str


def _is_member(entry: "HardwareEntry", family: str, by_name: dict) -> bool:
    """Whether ``entry`` belongs to ``family`` through its chain of parents (GB200 NVL72 → GB200 → Blackwell)."""
    seen = set()
    while entry is not None and entry.name not in seen:
        seen.add(entry.name)
        if entry.parent == family:
            return True
        entry = by_name.get(entry.parent) if entry.parent else None
    return False


def compact_key(text: str) -> str:
    """Lookup key of a name: NFKC, lower case, trademarks dropped, only letters and digits kept.

    "TPU v7", "TPUv7" and "tpu-v7" share the key "tpuv7"; CJK characters are kept.
    """
    text = unicodedata.normalize("NFKC", text)
    text = _TRADEMARKS.sub("", text).lower()
    return "".join(ch for ch in text if ch.isalnum())


def _surface_pattern(surface: str) -> str:
    """Regex for one alias: its words joined by an optional space or hyphen; case rule as in the data file.

    A name with a digit matches in any case; a word name keeps its capital, but the other letters of its longer words
    may be written in any case ("BlackHole", "CORSAIR" for Blackhole, Corsair); a lower-case word ("corsair") is no name.
    """
    words = [word for word in re.split(r"[\s\-]+", surface.strip()) if word]
    if any(ch.isdigit() for ch in surface):
        escaped = [re.escape(word) for word in words]
    else:
        escaped = [_capital_kept(re.escape(word)) if len(word) >= 5 and word.isalpha() and word[0].isupper() and
                   word[1:].islower() else re.escape(word) for word in words]
    # a rack size is also written apart from its "NVL" ("GB200 NVL 72", "NVL-72")
    escaped = [re.sub(r"^(NVL)(\d+)$", r"\1[\\s-]?\2", word, flags=re.I) for word in escaped]
    body = _SEPARATOR.join(escaped)
    if any(ch.isdigit() for ch in surface):
        return f"(?i:{body})"
    return body


def _capital_kept(word: str) -> str:
    """``word`` (escaped) as a pattern: its first letter as written, the rest in any case but not all capitals (an
    environment variable's "ASCEND_RT_VISIBLE_DEVICES" names no chip)."""
    return f"{word[0]}(?![A-Z]{{{len(word) - 1}}})(?i:{word[1:]})"


class HardwareRegistry:
    """Validated registry entries plus the matchers built from them. Build it with :func:`load_registry`."""

    def __init__(
        self,
        entries: tuple[HardwareEntry, ...],
        vendor_words: dict[str, tuple[str, ...]],
        no_accelerator: tuple[str, ...],
        strip_suffix_patterns: tuple[str, ...],
        strip_prefix_patterns: tuple[str, ...],
        mixed_separators: tuple[str, ...],
        unknown_patterns: tuple[str, ...],
        not_hardware: tuple[str, ...],
        ignore_phrases: tuple[str, ...] = (),
        source: str = "<memory>",
        product_lines: tuple[tuple[str, str], ...] = (),
    ) -> None:
        self.entries = entries
        self.source = source
        self._by_name = {entry.name: entry for entry in entries}
        self._no_accelerator = frozenset(compact_key(s) for s in no_accelerator)
        try:
            self._strip_suffix = re.compile(r"(?:^|\s)(?:" + "|".join(strip_suffix_patterns) + r")$")
            self._strip_prefix = re.compile(r"^(?:" + "|".join(strip_prefix_patterns) + r")\s+")
            self._mixed_split = re.compile("|".join(mixed_separators), re.IGNORECASE)
            self._not_hardware = re.compile("(?:" + "|".join(not_hardware) + ")", re.IGNORECASE)
        except re.error as exc:
            raise RegistryError(f"{source}: [mlperf]/[unknown] holds an invalid regular expression: {exc}") from exc

        self._keys: dict[str, str] = {}
        text_surfaces: dict[str, None] = {}
        for entry in entries:
            product = entry.name[len(entry.vendor):].strip() if entry.name.startswith(entry.vendor + " ") else None
            words = vendor_words.get(entry.vendor, (entry.vendor,))
            matchable = [entry.name, *entry.aliases]
            vendor_forms = [f"{word} {alias}" for word in words for alias in [*entry.aliases, *(p for p in [product] if p)]]
            for key_source in [*matchable, *vendor_forms, *entry.mlperf_names]:
                self._add_key(key_source, entry)
            for surface in [*matchable, *vendor_forms]:
                text_surfaces[surface] = None
        # Longest surfaces first so that at one position "GB200 NVL72" is tried before "GB200".
        ordered = sorted(text_surfaces, key=lambda s: (-len(compact_key(s)), -len(s), s))
        # A leading class of possible first characters lets the regex engine skip most positions quickly, and the
        # alternatives grouped by their first character (in their order) spare it trying every one of them at a
        # position where only one group can start: the same first match, a fraction of the work.
        first_chars = sorted({ch for s in ordered for ch in (s[0].lower(), s[0].upper())})
        groups: dict[str, list[str]] = {}
        for surface in ordered:
            groups.setdefault(surface[0].lower(), []).append(_surface_pattern(surface))
        self._known_regex = re.compile(
            "(?=[" + "".join(re.escape(ch) for ch in first_chars) + "])"
            + _GLUED_LEFT + "(?:" + "|".join(
                "(?=[" + "".join(re.escape(ch) for ch in sorted({key, key.upper()})) + "])(?:" + "|".join(alternatives) + ")"
                for key, alternatives in groups.items()) + ")" + _RIGHT
        )
        # A product too ambiguous to match alone ("L4") is still a card when its own memory size follows it
        # ("L4 24GB", "L424GB" in a flattened spec table).
        memory_surfaces = []
        self._memory_names: dict[str, str] = {}
        for entry in entries:
            if entry.memory_gb is None or entry.kind == "family":
                continue
            product = entry.name[len(entry.vendor):].strip()
            size = f"{entry.memory_gb:g}"
            for surface in dict.fromkeys([product, *entry.aliases]):
                if any(ch.isdigit() for ch in surface):
                    memory_surfaces.append((surface, size))
                    self._memory_names.setdefault(compact_key(surface), entry.name)
        memory_surfaces.sort(key=lambda pair: (-len(pair[0]), pair))
        self._memory_regex = re.compile(
            _LEFT + "(?:" + "|".join(f"{_surface_pattern(surface)}(?=[\\s-]?{re.escape(size)}\\s?GB(?![A-Za-z]))"
                                     for surface, size in memory_surfaces) + ")"
        ) if memory_surfaces else None
        self._ignore_regex = (
            re.compile(_LEFT + "(?:" + "|".join(_surface_pattern(p) for p in ignore_phrases) + ")" + _RIGHT)
            if ignore_phrases else None
        )
        self._product_lines = []
        for pattern, template in product_lines:
            try:
                regex = re.compile(pattern)
            except re.error as exc:
                raise RegistryError(f"{source}: product line pattern {pattern!r} is invalid: {exc}") from exc
            if "{code}" in template and "code" not in regex.groupindex:
                raise RegistryError(f"{source}: product line pattern {pattern!r} needs a (?P<code>...) group")
            self._product_lines.append((regex, template))
        all_vendor_words = sorted({w for words in vendor_words.values() for w in words} | {"Instinct"},
                                  key=len, reverse=True)
        vendor_alternation = "|".join(re.escape(w) for w in all_vendor_words)
        self._vendor_prefix = re.compile(r"^(?:(?:" + vendor_alternation + r")(?:['\u2019]s|的)?[\s-]*)+")
        self._vendor_of_word = {word.lower(): vendor for vendor, words in vendor_words.items() for word in words}
        self._vendor_word = re.compile(r"^(?:" + vendor_alternation + r")", re.I)
        # "| 昆仑芯 | P800（Kunlun3） |": a maker's cell, then its product's code in the next cell of the row
        self._vendor_cell = re.compile(r"(?:^|(?<=\n)|(?<=\|\s))(?:" + vendor_alternation + r")(?P<sep>\s\|\s)"
                                       r"(?=(?:\*\*)?[A-Za-z0-9])", re.M)
        # Vendor words right before an unknown name belong to its mention ("Huawei Ascend 990").
        self._vendor_before = re.compile(r"(?<![A-Za-z0-9])(?:(?:" + vendor_alternation + r")[\s-]*)+$")
        # accelerators of makers with one product word each, matched bare only where the text names the maker
        self._maker_named_words = []
        for entry in entries:
            word = entry.name[len(entry.vendor):].strip()
            if entry.kind == "accelerator" and re.fullmatch(r"[A-Z][A-Za-z]{2,}", word) and \
                    compact_key(word) not in self._keys:
                makers = re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(
                    re.escape(w) for w in vendor_words.get(entry.vendor, (entry.vendor,))) + r")(?![A-Za-z0-9])")
                self._maker_named_words.append((entry, word, makers))
        self._unknown_regexes = []
        for pattern in unknown_patterns:
            try:
                # (led by the class of characters a match can start with, when it can be told: the engine then
                # skips the other positions instead of trying the pattern at each)
                first = first_character_class(pattern)
                self._unknown_regexes.append(re.compile(("(?=" + first + ")" if first else "") + _LEFT + "(?:"
                                                        + pattern + ")" + _RIGHT))
            except re.error as exc:
                raise RegistryError(f"{source}: unknown-name pattern {pattern!r} is invalid: {exc}") from exc

    def _add_key(self, surface: str, entry: HardwareEntry) -> None:
        key = compact_key(surface)
        if not key:
            raise RegistryError(f"{self.source}: entry {entry.name!r} has an empty name or alias {surface!r}")
        holder = self._keys.get(key)
        if holder is not None and holder != entry.name:
            raise RegistryError(
                f"{self.source}: entry {entry.name!r}: alias {surface!r} is already used by entry {holder!r}"
            )
        self._keys[key] = entry.name

    # -- lookups ------------------------------------------------------------------------------------------

    def get(self, name: str) -> HardwareEntry | None:
        """The entry with exactly this canonical name."""
        return self._by_name.get(name)

    def belongs_to(self, name: str, family: str) -> bool:
        """Whether the entry ``name`` is filed under ``family`` through its chain of parents ("NVIDIA B200" under
        "NVIDIA Blackwell")."""
        return _is_member(self._by_name.get(name), family, self._by_name)

    def canonical(self, text: str) -> HardwareEntry | None:
        """The entry a canonical name, alias or MLPerf accelerator string denotes, or None.

        Exact after case/space/hyphen folding first; then MLPerf qualifiers (form factor, memory size,
        memory type, power, partition mode) are dropped one at a time from the end. Never guesses
        across products: "H20" is not "H200".
        """
        if not isinstance(text, str):
            raise TypeError(f"hardware name must be a string, got {type(text).__name__}: {text!r}")
        for candidate in self._candidates(text):
            name = self._keys.get(compact_key(candidate))
            if name is not None:
                return self._by_name[name]
        return None

    def _candidates(self, text: str):
        text = unicodedata.normalize("NFKC", text)
        yield text
        folded = _TRADEMARKS.sub("", text).lower()
        folded = re.sub(r"[-_/]+", " ", folded)
        folded = re.sub(r"\s+", " ", folded).strip()
        while True:
            stripped = self._strip_prefix.sub("", folded, count=1)
            if stripped == folded:
                break
            folded = stripped
            yield folded
        while folded:
            stripped = self._strip_suffix.sub("", folded, count=1).strip()
            if stripped == folded:
                break
            folded = stripped
            yield folded

    def is_no_accelerator(self, accelerator: str | None) -> bool:
        """True for the MLPerf accelerator cells of CPU-only systems (empty, "N/A", "-", …)."""
        if accelerator is None or (isinstance(accelerator, float) and math.isnan(accelerator)):
            return True
        if not isinstance(accelerator, str):
            raise TypeError(f"MLPerf accelerator must be a string or None, got {type(accelerator).__name__}: {accelerator!r}")
        return compact_key(accelerator) in self._no_accelerator

    def resolve_mlperf_parts(self, accelerator: str | None) -> tuple[str, ...] | None:
        """Canonical names of the accelerators in an MLPerf cell: () for CPU-only, None when unmapped.

        A heterogeneous system ("NVIDIA H200-SXM-141GB + AMD Instinct MI350X 288GB HBM3e") yields one
        name per kind of accelerator, in the order given; it maps only if every part maps.
        """
        if self.is_no_accelerator(accelerator):
            return ()
        entry = self.canonical(accelerator)
        if entry is not None:
            return (entry.name,)
        parts = [p.strip() for p in self._mixed_split.split(_PARENTHESISED.sub(" ", accelerator))]
        parts = [p for p in parts if p]
        if len(parts) < 2:
            return None
        names: list[str] = []
        for part in parts:
            part_entry = self.canonical(part)
            if part_entry is None:
                return None
            if part_entry.name not in names:
                names.append(part_entry.name)
        return tuple(names)

    def resolve_mlperf(self, accelerator: str | None) -> tuple[str | None, bool]:
        """(canonical name, mapped) for one MLPerf accelerator cell.

        CPU-only cells give ``(None, True)``; unmapped strings ``(None, False)``; heterogeneous systems
        the part names joined by " + " (e.g. "AMD Instinct MI300X + AMD Instinct MI325X").
        """
        parts = self.resolve_mlperf_parts(accelerator)
        if parts is None:
            return None, False
        if not parts:
            return None, True
        return MIXED_JOINER.join(parts), True

    # -- text ---------------------------------------------------------------------------------------------

    def unknown_name(self, surface: str) -> str:
        """The canonical "Vendor Product" name of an accelerator-like name missing from the registry.

        Vendor words are dropped and the product line's template applied: "MI450" and "AMD's MI450" →
        "AMD Instinct MI450", "昇腾960" → "Huawei Ascend 960"; a name of no known line keeps its surface.
        """
        surface = re.sub(r"\s+", " ", unicodedata.normalize("NFKC", surface)).strip()
        # ("墨澜ML-3": a maker's Chinese name and its product code, written "Vendor Product")
        surface = re.sub(r"(?<=[\u4e00-\u9fff])(?=[A-Z]{2,3}-\d)", " ", surface)
        product = self._vendor_prefix.sub("", surface) or surface
        vendor_word = self._vendor_word.match(surface) if product != surface else None
        vendor = self._vendor_of_word.get(vendor_word.group(0).lower()) if vendor_word else None
        for regex, template in self._product_lines:
            match = regex.fullmatch(product)
            if match and not (vendor and not template.startswith(vendor + " ")):
                code = re.sub(r"[\s-]+", " ", match.group("code")) if "code" in regex.groupindex else ""
                if "GTX" in template:
                    code = re.sub(r"(?<=\d)(?=(?:Ti|Super|SUPER)\b)", " ", code)   # ("1080Ti" is the GTX 1080 Ti)
                # ("Atlas800IA2": the server's generation written apart, as Huawei names it, "Atlas 800I A2")
                return re.sub(r"^(Huawei Atlas \d{3}[A-Z])(A\d)\b", r"\1 \2", template.replace("{code}", code))
        if vendor:
            return f"{vendor} {product}"  # "英伟达B30A" → "NVIDIA B30A"
        return surface

    def find_mentions(self, text: str, unique: bool = True) -> list[HardwareMention]:
        """Hardware mentions in ``text`` in text order; with ``unique`` each canonical name only once
        (its first occurrence), else every occurrence.

        The longest match wins ("GB200 NVL72" over "GB200", "Gaudi 4" over "Gaudi"); names inside longer
        words do not count; accelerator-like names missing from the registry come back with
        ``known=False`` and the name :meth:`unknown_name` gives them ("MI450" → "AMD Instinct MI450").
        """
        if not isinstance(text, str):
            raise TypeError(f"text must be a string, got {type(text).__name__}")
        # Names are matched on a copy with traditional characters folded to simplified ones, character for
        # character ("昇騰910" reads as "昇腾910"); the surface is still cut from the text as written.
        written = text
        if _HAN_CHARACTER.search(text):
            text = fold_traditional(text, keep="昇")
        if " | " in text:
            # (the cell boundary read as a space, the length kept: spans still index the text as written)
            text = self._vendor_cell.sub(lambda m: m.group(0)[:m.start("sep") - m.start()] + " " * len(m.group("sep")),
                                         text)
        # name None marks an ignored phrase: it takes its span but yields no mention
        candidates: list[tuple[int, int, str | None, bool]] = []
        if self._ignore_regex is not None:
            candidates.extend((m.start(), m.end(), None, True) for m in self._ignore_regex.finditer(text))
        for match in _RACKS_LISTED.finditer(text):
            for chip in re.finditer(r"G[BH]\d{3}[A-Z]?", match.group("chips")):
                rack = self.canonical(f"{chip.group(0)} NVL{match.group('size')}")
                if rack is not None and rack.kind == "system":
                    # the first chips of the list: their code is the rack's surface (the last one's rack is matched
                    # whole); added before the registry's own matches, so the rack wins over the bare chip's span
                    start = match.start("chips") + chip.start()
                    candidates.append((start, start + len(chip.group(0)), rack.name, True))
        for match in self._known_regex.finditer(text):
            name = self._keys.get(compact_key(match.group()))
            if name is not None:
                candidates.append((match.start(), match.end(), name, True))
        if self._memory_regex is not None:
            for match in self._memory_regex.finditer(text):
                name = self._memory_names.get(compact_key(match.group()))
                if name is not None:
                    candidates.append((match.start(), match.end(), name, True))
        for regex in self._unknown_regexes:
            for match in regex.finditer(text):
                group = "code" if "code" in regex.groupindex and match.group("code") else 0
                start, end = match.span(group)
                if _GLUED_AI.search(text, start, end) and re.match(r"[\u4e00-\u9fff]", text[end:end + 1]):
                    end -= 2
                surface = text[start:end]
                if (known := self._keys.get(compact_key(surface))) is not None:
                    # a registry name written with other spacing ("昇腾 950" for 昇腾950): that entry
                    candidates.append((start, end, known, True))
                    continue
                if self._not_hardware.fullmatch(surface):
                    continue
                vendor = self._vendor_before.search(text, max(0, start - 40), start)
                if vendor is not None and group == 0:
                    start = vendor.start()
                # the vendor written before a code decides its product line ("Intel A770" is no NVIDIA card)
                named_from = min(match.start(), vendor.start()) if vendor is not None else match.start()
                name = self.unknown_name(text[named_from:end] if group == "code" else text[start:end])
                name = _as_written(name, text, written, named_from if group == "code" else start, end)
                # (a product line's name the registry lists, "T4 GPU" → NVIDIA T4, is that entry)
                candidates.append((start, end, name, name in self._by_name))
        for match in _RACK_BEFORE_CHIP.finditer(text):
            # "Nvidia's NVL72 GB300": the rack size written before its superchip names the same rack
            rack = self.canonical(f"{match.group('chip')} NVL{match.group('size')}")
            if rack is not None and rack.kind == "system":
                candidates.append((match.start(), match.end(), rack.name, True))
        for match in _ORDINAL_GENERATION.finditer(text):
            ordinal = (match.group("ordinal") or match.group("zh")).lower()
            family = match.group("family") or match.group("zh_family")
            entry = next((e for e in (self.canonical(f"{family} {form}{_ORDINALS[ordinal]}") for form in ("", "v"))
                          if e is not None and e.kind != "family"), None)
            if entry is not None:
                candidates.append((match.start(), match.end(), entry.name, True))

        # Longest first; on equal length an ignored phrase, then a registry match, then an unknown one.
        candidates.sort(key=lambda c: (-(c[1] - c[0]), c[2] is not None, not c[3], c[0]))
        occupied = bytearray(len(text))
        taken: list[tuple[int, int, str | None, bool]] = []
        for cand in candidates:
            start, end = cand[0], cand[1]
            if not any(occupied[start:end]):
                occupied[start:end] = b"\x01" * (end - start)
                taken.append(cand)
        taken.extend(self._contextual_mentions(text, taken, occupied))
        for listing in _KUNLUN_CODES_LISTED.finditer(text):
            # "昆仑2代芯片（R200、R300）", "昆仑1代芯片（K100、K200）": codes in brackets after a Kunlun generation are
            # Kunlunxin's cards (the pattern that reads a bare R-number as NVIDIA's Rubin would give the wrong maker)
            for code in re.finditer(r"[RK]G?\d{3}", listing.group("codes")):
                start, end = listing.start("codes") + code.start(), listing.start("codes") + code.end()
                taken = [cand for cand in taken if not (cand[0] < end and start < cand[1])]
                taken.append((start, end, f"Kunlunxin {code.group(0)}", False))
        taken.sort()
        # "昆仑芯 R200、R300": a bare code listed right after another maker's product of the same letters is that maker's
        # (the pattern that reads a bare R-number as NVIDIA's gave it the wrong maker)
        for position in range(1, len(taken)):
            start, end, name, known = taken[position]
            before = taken[position - 1]
            # (or the next cell of a table row: "| 昆仑 R480 | R300 |")
            if known or not name or not before[2] or not re.fullmatch(r"\s*[、,，/|]\s*", text[before[1]:start]):
                continue
            line = re.fullmatch(r"(?P<maker>.+?)\s(?P<letters>[A-Z]{1,3})\d{2,4}[A-Za-z]?", before[2])
            code = re.fullmatch(r"(?P<letters>[A-Z]{1,3})\d{2,4}[A-Za-z]?", text[start:end].strip())
            if line and code and line.group("letters") == code.group("letters") and \
                    not name.startswith(line.group("maker") + " "):
                taken[position] = (start, end, f"{line.group('maker')} {text[start:end].strip()}", False)
        # "the flagship Blackwell B200", "Hopper H100": a family word right before one of its own products
        # qualifies that product; it names no architecture of its own there
        products = {start: self._by_name.get(name) for start, _, name, known in taken if name and known}
        ending = {end: self._by_name.get(name) for _, end, name, known in taken if name and known}
        taken = [cand for cand in taken if not (
            cand[2] and cand[3] and (entry := self._by_name.get(cand[2])) is not None and entry.kind == "family"
            # (also quoted as a code name: "Nvidia's “Hopper” H100")
            and (((after := re.match(r"[”\"’']?[ \t-]?", text[cand[1]:cand[1] + 2])) is not None
                  # (of the family or a line inside it: "Blackwell B300", a Blackwell Ultra part)
                  and (product := products.get(cand[1] + after.end())) is not None
                  and _is_member(product, entry.name, self._by_name))
                 # "the NVIDIA GB200 Blackwell GPUs": the family word right after its own product qualifies it too
                 or ((product := ending.get(cand[0] - 1)) is not None and text[cand[0] - 1] == " "
                     and _is_member(product, entry.name, self._by_name))))]

        # A family word after a given name is a person's surname ("by Garrett Hopper", "Alan Turing's test"): no chip
        taken = [cand for cand in taken if not (
            cand[2] and cand[3] and (entry := self._by_name.get(cand[2])) is not None and entry.kind == "family" and
            # (a given name after "by", "from", "with", "thanks to" or at a line's start: not a headline's verb in title
            # case, "Cloud Launches Blackwell Ultra Instances", "Keynote Unveils Rubin Chip")
            (given := re.search(r"(?:^|\n|\b(?:by|from|with|to|and|author|authors|cc)[:\s]\s*)(?P<word>[A-Z][a-z]{2,12})\s$",
                                text[max(0, cand[0] - 30):cand[0]])) is not None and
            given.group("word") not in _NOT_GIVEN_NAMES and not self._vendor_before.search(given.group(0)))]
        # A scale of grades named by one letter ("| T1 |" … "| T5 |": a provider's quota tiers, "L1"–"L4" levels) is no
        # run of cards: with its first three grades written, none of its codes is an accelerator
        scales = {letter for letter in {m.group(1) for m in _GRADE_CODE.finditer(text)}
                  if all(re.search(rf"(?<![A-Za-z0-9]){letter}{grade}(?![A-Za-z0-9])", text) for grade in "123")}
        if scales:
            taken = [c for c in taken if not (c[1] - c[0] == 2 and text[c[0]] in scales and text[c[0] + 1].isdigit())]
        mentions: list[HardwareMention] = []
        seen: set[str] = set()
        for start, end, name, known in taken:
            if name is None:
                continue
            if not known:
                name = _as_written(name, text, written, start, end)   # (also names read from the text around)
            identity = name if known else "?" + compact_key(name)
            if unique and identity in seen:
                continue
            seen.add(identity)
            mentions.append(HardwareMention(name=name, known=known, start=start, end=end, surface=written[start:end]))
        return mentions

    def _contextual_mentions(self, text: str, taken: list[tuple[int, int, str | None, bool]],
                             occupied: bytearray) -> list[tuple[int, int, str, bool]]:
        """Names too short to count alone that the rest of the text makes unambiguous.

        * a bare TPU generation ("v5e", "the successor to v5p") once the text has named a Google TPU;
        * a bare rack size whose superchip is given in brackets right after it ("NVL72 (72×GB200)"); alone
          ("NVIDIA's NVL72 racks") it names no one product;
        * a bare consumer card number after a count ("2 张 4090", "双 4090") or before a card word ("4090 显卡").
        """
        found: list[tuple[int, int, str, bool]] = []

        def free(start: int, end: int) -> bool:
            return not any(occupied[start:end])

        def add(start: int, end: int, name: str, known: bool) -> None:
            occupied[start:end] = b"\x01" * (end - start)
            found.append((start, end, name, known))

        named = [(start, end, self._by_name.get(name)) for start, end, name, known in taken if name and known]
        if any(entry is not None and entry.kind == "tpu" for _, _, entry in named):
            for match in _BARE_TPU_GENERATION.finditer(text):
                word = re.search(r"([A-Za-z0-9]*)[^\S\n]*$", text[max(0, match.start() - 30):match.start()]).group(1)
                if word and (not word.islower() or not word.isalpha() or word in _VERSIONED_WORDS):
                    continue
                entry = self.canonical("TPU " + match.group("code"))
                if entry is not None and entry.kind == "tpu" and free(*match.span("code")):
                    add(*match.span("code"), entry.name, True)

        for match in _BARE_RACK.finditer(text):
            if not free(match.start(), match.end("size")):
                continue
            size = match.group("size")
            bracketed = next((entry for start, _, entry in named
                              if entry is not None and entry.kind == "superchip" and start == match.start("inside")), None)
            rack = self.canonical(f"{bracketed.name} NVL{size}") if bracketed is not None else None
            if rack is not None:
                add(match.start(), match.end("size"), rack.name, True)

        # A bare data-center code that also names roads and phones ("A10", "A40") is the card in a text about GPUs: one
        # that names another NVIDIA product, or GPUs, CUDA or graphics cards
        # (or one a count of cards heads: "| 1x a40 | 222 tokens/s |")
        gpu_text = any(entry is not None and entry.vendor == "NVIDIA" for _, _, entry in named) or \
            _GPU_TEXT.search(text) is not None
        if _BARE_AMPERE_CODE.search(text):
            for match in _BARE_AMPERE_CODE.finditer(text):
                entry = self.canonical("NVIDIA " + match.group("code").upper())
                counted = re.search(r"(?<![\w.])\d{1,2}\s?[x×]\s?$", text[max(0, match.start() - 6):match.start()])
                if entry is not None and (gpu_text or counted) and free(match.start("code"), match.end("code")):
                    add(match.start("code"), match.end("code"), entry.name, True)

        # A family whose bare word the registry does not list ("Ampere": also a CPU maker) counts where the text
        # names one of its products ("从A100的Ampere升级"), except as someone else's name ("Ampere Computing").
        named_parents = {entry.parent for _, _, entry in named if entry is not None and entry.parent}
        # Without a product, the word still counts where the text ties it to its maker: the maker's name before
        # it ("NVIDIA's Ampere"), an architecture word after it ("Ampere GPUs"), or a sibling family of the same
        # maker listed with it ("Ampere and early Hopper chips").
        named_families = [(start, end, entry) for start, end, entry in named
                          if entry is not None and entry.kind == "family"]
        untied: list[tuple[int, int, HardwareEntry]] = []
        for family in self.entries:
            word = family.name[len(family.vendor):].strip()
            if family.kind != "family":
                continue
            # ("Ampere or Ada": a family's short name, counted on the same ties as a bare word the registry lacks)
            words = [w for w in (word, _FAMILY_SHORT_NAMES.get(family.name))
                     if w and self._keys.get(compact_key(w)) != family.name]
            for match in (found for w in words
                          for found in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(w) + r"(?![A-Za-z0-9])", text)):
                if not free(*match.span()) or _OTHER_BEARER.match(text, match.end()) or \
                        re.search(r"Alan\s+$", text[max(0, match.start() - 6):match.start()]) or \
                        re.search(r"\d\s?$", text[max(0, match.start() - 2):match.start()]):
                    continue   # ("6000 Ada": the card's name, not its family)
                if family.name in named_parents or _tied_to_maker(text, match.start(), match.end(), family.vendor,
                                                                  [(a, b) for a, b, e in named_families
                                                                   if e.vendor == family.vendor]):
                    add(*match.span(), family.name, True)
                else:
                    untied.append((match.start(), match.end(), family))
        # "a GPU with compute capability 8.0 (Ampere or Ada)": two bare families of one maker listed together, in a
        # text about GPUs, tie each other
        if len(untied) > 1 and _GPU_TEXT.search(text):
            untied.sort(key=lambda item: item[0])
            for (a_start, a_end, a_family), (b_start, b_end, b_family) in zip(untied, untied[1:]):
                if a_family.vendor == b_family.vendor and a_family is not b_family and \
                        re.fullmatch(_FAMILY_LIST_JOIN, text[a_end:b_start], re.I):
                    for start, end, family in ((a_start, a_end, a_family), (b_start, b_end, b_family)):
                        if free(start, end):
                            add(start, end, family.name, True)

        if _APPLE_TEXT.search(text):
            for match in _APPLE_SILICON.finditer(text):
                before, variant = (match.group("before") or "").strip(), match.group("variant")
                if variant is None and (not before or before == "the" and not re.search(r"\bApple\b", text)):
                    continue
                for code in re.finditer(r"M[1-5]", match.group("codes")):
                    start = match.start("codes") + code.start()
                    end = match.end() if code.end() == len(match.group("codes")) else start + 2
                    if free(start, end):
                        add(start, end, f"Apple {code.group()}" + (f" {variant}" if variant else ""), False)

        # The next code of a slash list after a named chip ("L40s/L4", "L20/L2"): the same maker's, the registry's entry
        # where it lists one (a bare "L4" alone may be a driving level, after "L40s/" it is NVIDIA's card)
        for start, end, entry in named:
            if entry is None or entry.kind == "family":
                continue
            follow = _SLASHED_CODE.match(text, end)
            if follow is None or not free(*follow.span("code")):
                continue
            code = follow.group("code")
            listed = self.canonical(f"{entry.vendor} {code}")
            if listed is not None and listed.kind != "family":
                add(*follow.span("code"), listed.name, True)
            elif entry.vendor and not self._not_hardware.fullmatch(code):
                add(*follow.span("code"), f"{entry.vendor} {code}", False)

        # A comma list of one maker's letter codes around a named chip ("GPU Types: NVIDIA H100, L4, P100, P4, T4", a
        # cell's "T4, A4000"): each bare code is that maker's card (alone, "P4" or "T4" could be anything)
        for run in _CODE_RUN.finditer(text):
            codes = list(_RUN_CODE.finditer(text, run.start(), run.end()))
            vendors = {entry.vendor for start, end, entry in named if entry is not None and entry.kind != "family"
                       and any(start <= code.start() < end for code in codes)}
            if vendors != {"NVIDIA"}:
                continue
            for code in codes:
                if free(*code.span()) and _NVIDIA_LETTER_CODE.fullmatch(code.group()):
                    listed = self.canonical(f"NVIDIA {code.group()}")
                    if listed is not None and listed.kind != "family":
                        add(*code.span(), listed.name, True)
                    elif len(codes) > 2:
                        # (a pair names an unlisted code too weakly: "GB10, and M4 Pro", "A100，V3和R1")
                        add(*code.span(), f"NVIDIA {code.group()}", False)

        # A bare code heading a line of a list in a text naming NVIDIA cards ("- L4: Modern architecture … at $0.81/hr"
        # under "- A100 40GB: Best training performance/price …"): that maker's listed card
        if any(entry is not None and entry.vendor == "NVIDIA" and entry.kind != "family" for _, _, entry in named):
            for label in _LINE_LABEL_CODE.finditer(text):
                listed = self.canonical(f"NVIDIA {label.group('code')}")
                if listed is not None and listed.kind != "family" and _NVIDIA_LETTER_CODE.fullmatch(label.group("code")) \
                        and free(*label.span("code")):
                    add(*label.span("code"), listed.name, True)

        # A bare code given as an example of a named NVIDIA family ("Turing GPUs (T4, RTX 2080)", "the Turing family
        # like the T4"): that family's card (the family may have been found just above, by its maker or sibling)
        for start, end, entry in named + [(a, b, self._by_name.get(name)) for a, b, name, _ in found]:
            if entry is None or entry.kind != "family" or entry.vendor != "NVIDIA":
                continue
            example = _FAMILY_EXAMPLE.match(text, end)
            if example is None:
                continue
            for code in _RUN_CODE.finditer(text, example.end(), min(len(text), example.end() + 40)):
                if code.start() > example.end() and not re.fullmatch(r"[\s,/、，]*(?:and\s+|or\s+)?(?:RTX\s?\d{4}[\s,]*)?",
                                                                      text[example.end():code.start()]):
                    break
                if free(*code.span()) and _NVIDIA_LETTER_CODE.fullmatch(code.group()):
                    listed = self.canonical(f"NVIDIA {code.group()}")
                    add(*code.span(), listed.name if listed is not None and listed.kind != "family"
                        else f"NVIDIA {code.group()}", listed is not None and listed.kind != "family")

        # The next code of a slash list after a chip the registry lacks ("Intel Arc A770/B580"): the same line's
        for start, end, name, known in list(taken):
            if known or not name:
                continue
            follow = _SLASHED_CODE.match(text, end)
            line = re.fullmatch(r"(?P<line>.+?\s)(?P<letter>[A-Z]{1,2})\d{2,4}[A-Za-z]?", name)
            if follow is None or line is None or not free(*follow.span("code")) or \
                    not follow.group("code").startswith(tuple("ABCDEFGHIJKLMNOPQRSTUVWXYZ")):
                continue
            if len(follow.group("code")) >= 3 and re.fullmatch(r"[A-Z]{1,2}\d{2,4}[A-Za-z]?", follow.group("code")):
                add(*follow.span("code"), line.group("line") + follow.group("code"), False)

        # A chip the registry names by a plain word that others bear too ("Sohu", a web portal; "Corsair", a maker of
        # PC parts) counts alone where the text names its maker anywhere ("Etched … building Sohu, …").
        for entry, word, makers in self._maker_named_words:
            if not makers.search(text):
                continue
            # (in lower case too, as a heading or a file name writes it: "### wormhole (second gen)")
            for match in re.finditer(r"(?<![A-Za-z0-9-])(?:" + re.escape(word) + "|" + re.escape(word.lower()) +
                                     r")(?![A-Za-z0-9-])", text):
                if free(*match.span()):
                    add(*match.span(), entry.name, True)

        # Once the text names an unregistered maker's product with its maker ("壁仞科技BR100系列"), a sibling code of
        # the same line written bare ("BR104") is that maker's too.
        for line in {re.fullmatch(r"(?P<maker>.+) (?P<letters>[A-Z]{2,4})\d{2,4}[A-Z]?", name)
                     for _, _, name, known in taken if name and not known} - {None}:
            pattern = r"(?<![A-Za-z0-9])" + line.group("letters") + r"\d{2,4}[A-Z]?(?![A-Za-z0-9])"
            for match in re.finditer(pattern, text):
                if free(*match.span()):
                    add(*match.span(), f"{line.group('maker')} {match.group(0)}", False)

        owned = any(name and "GeForce" in name for _, _, name, _ in taken)
        for match in _OWNED_CARD_NUMBER.finditer(text) if owned else ():
            if free(*match.span("number")):
                entry = self.canonical(f"RTX {match.group('number')}")
                add(*match.span("number"), entry.name if entry else self.unknown_name(f"RTX {match.group('number')}"),
                    entry is not None)

        for match in _NAMED_CARD_NUMBER.finditer(text) if gpu_text else ():
            if free(*match.span("number")):
                # ("a 3090Ti": the Ti card, its name written apart as the other cards' are, no longer form of the 3090)
                number = _spaced_variant(match.group("number"))
                entry = self.canonical(f"RTX {number}")
                add(*match.span("number"), entry.name if entry else self.unknown_name(f"RTX {number}"), entry is not None)

        for match in _BARE_CARD_NUMBER.finditer(text):
            group = next(name for name in ("before", "after", "label") if match.group(name))
            number, span = _spaced_variant(match.group(group)), match.span(group)
            if not free(*span):
                continue
            entry = self.canonical(f"RTX {number}")
            add(*span, entry.name if entry else self.unknown_name(f"RTX {number}"), entry is not None)

        # Accelerators of makers the registry does not list, where the text calls a code one ("QX-9 card")
        for start, end, name in unregistered_accelerators(text, free, lambda word: bool(self._vendor_word.fullmatch(word))):
            if free(start, end):
                add(start, end, name, False)
        return found

    def rows(self) -> list[dict]:
        """One flat dict per entry for the warehouse ``hardware`` table (aliases and MLPerf names as lists)."""
        return [
            {
                "name": e.name,
                "vendor": e.vendor,
                "kind": e.kind,
                "family": e.family,
                "generation": e.generation,
                "parent": e.parent,
                "memory_gb": e.memory_gb,
                "aliases": list(e.aliases),
                "mlperf_names": list(e.mlperf_names),
            }
            for e in self.entries
        ]


# -- loading --------------------------------------------------------------------------------------------------


def _string_list(value, where: str, source: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise RegistryError(f"{source}: {where} must be a list of strings")
    return tuple(value)


def _optional_str(raw: dict, field: str, where: str, source: str) -> str | None:
    value = raw.get(field)
    if value is not None and (not isinstance(value, str) or not value.strip()):
        raise RegistryError(f"{source}: {where}: {field!r} must be a non-empty string")
    return value


def _parse_entry(raw: object, index: int, vendors: dict, source: str) -> HardwareEntry:
    if not isinstance(raw, dict):
        raise RegistryError(f"{source}: [[entry]] #{index + 1} is not a table")
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise RegistryError(f"{source}: [[entry]] #{index + 1} has no 'name'")
    where = f"entry {name!r}"
    allowed = {"name", "vendor", "kind", "family", "generation", "parent", "memory_gb", "aliases", "mlperf_names"}
    extra = sorted(set(raw) - allowed)
    if extra:
        raise RegistryError(f"{source}: {where} has unknown field(s) {extra}")
    vendor = raw.get("vendor")
    if not isinstance(vendor, str) or vendor not in vendors:
        raise RegistryError(f"{source}: {where}: vendor {vendor!r} is not listed in [vendors]")
    if not name.startswith(vendor + " "):
        raise RegistryError(f"{source}: {where}: canonical name must start with its vendor {vendor!r}")
    kind = raw.get("kind")
    if kind not in KINDS:
        raise RegistryError(f"{source}: {where}: kind {kind!r} is not one of {sorted(KINDS)}")
    memory = raw.get("memory_gb")
    if memory is not None and (isinstance(memory, bool) or not isinstance(memory, (int, float)) or memory <= 0):
        raise RegistryError(f"{source}: {where}: memory_gb must be a positive number, got {memory!r}")
    return HardwareEntry(
        name=name,
        vendor=vendor,
        kind=kind,
        family=_optional_str(raw, "family", where, source),
        generation=_optional_str(raw, "generation", where, source),
        parent=_optional_str(raw, "parent", where, source),
        aliases=_string_list(raw.get("aliases"), f"{where}: aliases", source),
        mlperf_names=_string_list(raw.get("mlperf_names"), f"{where}: mlperf_names", source),
        memory_gb=float(memory) if memory is not None else None,
    )


def _check_parents(entries: tuple[HardwareEntry, ...], source: str) -> None:
    by_name: dict[str, HardwareEntry] = {}
    for entry in entries:
        if entry.name in by_name:
            raise RegistryError(f"{source}: entry {entry.name!r} is defined twice")
        by_name[entry.name] = entry
    for entry in entries:
        if entry.parent is not None and entry.parent not in by_name:
            raise RegistryError(f"{source}: entry {entry.name!r} has unknown parent {entry.parent!r}")
        seen = {entry.name}
        parent = entry.parent
        while parent is not None:
            if parent in seen:
                raise RegistryError(f"{source}: entry {entry.name!r} is its own ancestor via {parent!r}")
            seen.add(parent)
            parent = by_name[parent].parent


def registry_from_dict(data: dict, source: str = "<memory>") -> HardwareRegistry:
    """Validate parsed registry data (the TOML document as a dict) and build the registry."""
    vendors_raw = data.get("vendors")
    if not isinstance(vendors_raw, dict) or not vendors_raw:
        raise RegistryError(f"{source}: [vendors] table is missing or empty")
    vendors = {v: _string_list(words, f"[vendors] {v!r}", source) or (v,) for v, words in vendors_raw.items()}
    raw_entries = data.get("entry")
    if not isinstance(raw_entries, list) or not raw_entries:
        raise RegistryError(f"{source}: no [[entry]] tables")
    entries = tuple(_parse_entry(raw, i, vendors, source) for i, raw in enumerate(raw_entries))
    _check_parents(entries, source)
    mlperf = data.get("mlperf", {})
    unknown = data.get("unknown", {})
    if not isinstance(mlperf, dict) or not isinstance(unknown, dict):
        raise RegistryError(f"{source}: [mlperf] and [unknown] must be tables")
    return HardwareRegistry(
        entries=entries,
        vendor_words=vendors,
        no_accelerator=_string_list(mlperf.get("no_accelerator"), "[mlperf] no_accelerator", source),
        strip_suffix_patterns=_string_list(mlperf.get("strip_suffix_patterns"), "[mlperf] strip_suffix_patterns", source) or ("(?!)",),
        strip_prefix_patterns=_string_list(mlperf.get("strip_prefix_patterns"), "[mlperf] strip_prefix_patterns", source) or ("(?!)",),
        mixed_separators=_string_list(mlperf.get("mixed_separators"), "[mlperf] mixed_separators", source) or ("(?!)",),
        unknown_patterns=_string_list(unknown.get("patterns"), "[unknown] patterns", source),
        not_hardware=_string_list(unknown.get("not_hardware"), "[unknown] not_hardware", source) or ("(?!)",),
        ignore_phrases=_string_list(unknown.get("ignore"), "[unknown] ignore", source),
        source=source,
        product_lines=_product_lines(unknown.get("product_lines"), source),
    )


def _product_lines(value, source: str) -> tuple[tuple[str, str], ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(
            isinstance(pair, list) and len(pair) == 2 and all(isinstance(v, str) and v for v in pair) for pair in value):
        raise RegistryError(f"{source}: [unknown] product_lines must be a list of [pattern, template] pairs")
    return tuple((pattern, template) for pattern, template in value)


@functools.lru_cache(maxsize=1)
def _default_registry() -> HardwareRegistry:
    return _load(DEFAULT_REGISTRY_PATH)


def _load(path: Path) -> HardwareRegistry:
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except FileNotFoundError as exc:
        raise RegistryError(f"{path}: hardware registry file not found") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise RegistryError(f"{path}: cannot read hardware registry: {exc}") from exc
    except tomllib.TOMLDecodeError as exc:
        raise RegistryError(f"{path}: invalid TOML: {exc}") from exc
    return registry_from_dict(data, source=str(path))


def load_registry(path: Path | None = None) -> HardwareRegistry:
    """Load and validate a registry file; the bundled default (``path=None``) is read once and cached."""
    if path is None:
        return _default_registry()
    return _load(Path(path))


# what introduces examples after a family's name: "Turing GPUs (", "Turing family like the ", "Ampere cards such as "
_FAMILY_EXAMPLE = re.compile(r"\s*(?:GPUs?|family|architecture|cards?|generation)?\s*(?:[(（]\s*(?:e\.g\.,?\s*|such\s+as\s+)?|"
                             r",?\s*(?:like|such\s+as|e\.g\.,?|including)\s+(?:the\s+)?)", re.I)
_RUN_CODE = re.compile(r"(?<![A-Za-z0-9.-])[A-Z]{1,2}\d{1,4}[A-Za-z]?(?![A-Za-z0-9])")
_KUNLUN_CODES_LISTED = re.compile(r"(?:昆仑|崑崙)芯?[1-3]?\s?代?\s?(?:AI\s?)?(?:芯片|加速卡|处理器)?\s*[（(]\s*"
                                  r"(?P<codes>[RK]G?\d{3}(?:\s*[、,，/]\s*[RK]G?\d{3})*)\s*[）)]")
# (a pair joined by a word too: "V100和T4", "V100 and T4")
_CODE_RUN = re.compile(r"(?<![A-Za-z0-9.-])[A-Z]{1,2}\d{1,4}[A-Za-z]?(?:(?:[^\S\n]*(?:,|、|，)[^\S\n]*(?:and\s+|or\s+)?|"
                       r"[^\S\n]*(?:和|与|與|及|或)[^\S\n]*|[^\S\n]+(?:and|or|&)[^\S\n]+)"
                       r"[A-Z]{1,2}\d{1,4}[A-Za-z]?){1,}(?![A-Za-z0-9])")
# NVIDIA's data-centre and workstation letter codes (an A-number in the hundreds is someone else's: Intel's A770)
_NVIDIA_LETTER_CODE = re.compile(r"(?!A[2-79]\d0$)[AHLTPVKM]\d{1,3}[A-Z]?|A[2-6]000|[PM]\d{4}")
# a bare code opening a line as its label ("- L4: …", "T4：…")
# (with a GPU's cue on its line: "- L4: escalated, billed at $300 per hour" is a support level)
_LINE_LABEL_CODE = re.compile(r"^[^\S\n]*(?:[-*•][^\S\n]+)?(?P<code>[A-Z]{1,2}\d{1,3}[A-Z]?)(?=[^\S\n]*[:：])"
                              r"(?=[^\n]*(?:GPU|VRAM|\d\s?GB\b|/\s?hr?\b|tokens?/s|tok/s|TFLOPS|inference))", re.M)
_SLASHED_CODE = re.compile(r"/(?P<code>[A-Z]{1,2}\d{1,3}[A-Za-z]?)(?![A-Za-z0-9/])")


# Capitalised words before a family word that are no given names ("The Hopper", "Nvidia's new Blackwell")
_NOT_GIVEN_NAMES = frozenset("""The This That These Those Its Our Their Your New Next Last First Older Newer Latest Current
Previous Both Each Every Which With From And For Using Based Than Versus Like Per Gen Generation Architecture Data Center
Datacenter Cloud Server Nvidia Intel Google Grace Vera Rubin Blackwell Hopper Ampere Turing Volta Pascal Kepler Ada Lovelace
Maxwell Ultra Instinct Radeon Gaudi Ascend Trainium Inferentia Cerebras Groq Tesla Quadro Titan Jetson Orin Thor Apple""".split())


def _as_written(name: str, folded: str, written: str, start: int, end: int) -> str:
    """An unlisted name read from the folded copy, its product part put back as the text writes it ("MetaX 曦雲C600",
    not "曦云C600": a name the registry does not know stays as written)."""
    if folded[start:end] == written[start:end]:
        return name
    words = name.split(" ")
    for cut in range(1, len(words)):   # the longest product part after the vendor's words ("Moore Threads 華山")
        product = " ".join(words[cut:])
        at = folded.find(product, start, end)
        if at >= 0:
            return name[:len(name) - len(product)] + written[at:at + len(product)]
    return name
