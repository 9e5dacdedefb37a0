"""Candidates and the document context the rules read: sentences, mentions and table structure."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from decimal import Decimal

from extractors.chinese_script import fold_traditional
from extractors.numbers import MoneyMention, find_money
from extractors.rules.names import _ANY_RATE, Mention, _document_mentions, _find_mentions
from extractors.rules.tables import _table_structure
from extractors.tables import Table, definition_pairs
from extractors.text import PreparedText


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




# A page that names New Taiwan dollars and never the yuan prices its bare 元 amounts in Taiwan dollars.
_TAIWAN_DOLLAR = re.compile(r"新台[币幣]|台[币幣]|NT\$|\bTWD\b")
_YUAN_NAMED = re.compile(r"人民[币幣]|\bRMB\b|\bCNY\b|[¥￥]|\byuan\b|元/|/元", re.I)
# A page that names the Japanese yen and never the yuan prices its ¥ amounts in yen.
# (a Japanese page names Japan or Tokyo where it does not name the yen: "TOKYO — … ¥120 per million input tokens")
_JAPANESE_YEN = re.compile(r"円|\byen\b|\bJPY\b|日元|日圓|日圆|\b(?:Tokyo|Osaka|Japan|Japanese)\b|東京|日本", re.I)
_YUAN_WORDS = re.compile(r"人民[币幣]|\bRMB\b|\bCNY\b|\byuan\b|(?<![日])元|\bChina\b|中国|中國", re.I)


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
    tables: dict[int, Table] = field(default_factory=dict)  # sentence index → the table its row belongs to
    definition_labels: dict[int, int] = field(default_factory=dict)  # value line → its label line above
    # Per-million prices already found per sentence: sentence index → [(currency, token_type, explicit unit?)].
    sentence_prices: dict[int, list[tuple[str, str | None, Decimal, str]]] = field(default_factory=dict)
    # Per-accelerator-hour prices already found per sentence: sentence index → their currencies.
    sentence_hourly: dict[int, list[str]] = field(default_factory=dict)
    facts: dict[str, object] = field(default_factory=dict)  # what a rule read once for the whole document
    _money: dict[int, list[MoneyMention]] = field(default_factory=dict)
    _has_rates: bool | None = None
    _taiwan: bool | None = None
    _yen: bool | None = None
    _sellers: dict[int, list] = field(default_factory=dict)
    _title_hosts: list[str] | None = None
    _folded_text: str | None = None
    _stated_per_million: dict[str, Decimal] | None = None
    _seller_names: dict[str, str] | None = None        # every seller the document names, by folded name
    imagined_prices: set = field(default_factory=set)  # (currency, unit, amount) of prices rejected as hypothetical
    _document_product: tuple | None = None            # (the page's one accelerator or None,) once found
    _reference_month: tuple | None = None             # ((year, month) the page speaks from or None,) once found
    _page_unit_lines: list | None = None              # (index, (currency, per-token unit)) of lines declaring one
    # the "reported metric" line stated before a table, by the table's first sentence (looked up once per table)
    _reported_metrics: dict[int, str | None] = field(default_factory=dict)
    _prose_speedups: dict[int, dict | None] = field(default_factory=dict)  # table's first sentence → what prose says

    def sentence(self, index: int) -> str:
        """Sentence ``index`` as the rules read it: traditional Chinese folded to simplified, one character
        for one, so offsets still index the document (claims cut their text from ``prepared.text``)."""
        if self._folded_text is None:  # folded once per document: the rules read each sentence many times
            self._folded_text = fold_traditional(self.prepared.text)
        start, end = self.prepared.sentences[index]
        return self._folded_text[start:end]

    def has_rates(self) -> bool:
        """Whether the document states measured rates anywhere (an MLPerf write-up, a speed test)."""
        if self._has_rates is None:
            self._has_rates = bool(_ANY_RATE.search(self.prepared.text))
        return self._has_rates

    def stated_per_million(self) -> dict[str, Decimal]:
        """The dearest per-million-token amount per currency whose unit the document writes next to it."""
        if self._stated_per_million is None:
            found: dict[str, Decimal] = {}
            for index in range(len(self.prepared.sentences)):
                for mention in self.money(index):
                    if mention.unit == "per_million_tokens" and not mention.scale_word:
                        found[mention.currency] = max(found.get(mention.currency, Decimal(0)), mention.amount)
            self._stated_per_million = found
        return self._stated_per_million

    def money(self, index: int) -> list[MoneyMention]:
        """Money mentions of sentence ``index`` (computed once; callers must not mutate them)."""
        found = self._money.get(index)
        if found is None:
            found = self._money[index] = find_money(self.sentence(index))
            if found and self.taiwan_dollars():
                sentence = self.sentence(index)
                for mention in found:
                    if mention.currency == "CNY" and sentence[mention.end - 1:mention.end] == "元" and \
                            not re.search(r"人民[币幣]\s*$", sentence[max(0, mention.start - 6):mention.start]):
                        mention.currency = "TWD"  # "每 GPU 每小時 45 元" in a page quoting 新台幣 prices
            if found and self.japanese_yen():
                sentence = self.sentence(index)
                for mention in found:
                    if mention.currency == "CNY" and re.search(r"[¥￥]", sentence[mention.start:mention.end]):
                        mention.currency = "JPY"  # "Input ... ¥90 per 1M tokens" on a page priced in yen
        return found

    def japanese_yen(self) -> bool:
        """Whether the document prices in Japanese yen: it names the yen and never the yuan, so its ¥ is the yen's."""
        if self._yen is None:
            text = self.prepared.text
            self._yen = bool(_JAPANESE_YEN.search(text)) and not _YUAN_WORDS.search(text)
        return self._yen

    def taiwan_dollars(self) -> bool:
        """Whether the document prices in New Taiwan dollars: it names them and never names the yuan, so its bare
        元 amounts are Taiwan dollars."""
        if self._taiwan is None:
            text = self.prepared.text
            self._taiwan = bool(_TAIWAN_DOLLAR.search(text)) and not _YUAN_NAMED.search(text)
        return self._taiwan


def build_context(prepared: PreparedText, published: dt.date | None) -> DocumentContext:
    """Mentions per sentence and table structure for ``prepared``."""
    mentions = _document_mentions(prepared)
    title_mentions = _find_mentions(prepared.title, 0) if prepared.title else []
    headers, contexts, captions, header_rows, tables = _table_structure(prepared)
    return DocumentContext(prepared, published, mentions, title_mentions, headers, contexts, captions,
                           table_header_index=header_rows, tables=tables,
                           definition_labels=definition_pairs(prepared))


def _nearest(mentions: list[Mention], position: int, categories: tuple[str, ...]) -> Mention | None:
    best = None
    for mention in mentions:
        if mention.category not in categories:
            continue
        distance = position - mention.end if mention.end <= position else (mention.start - position) * 2 + 10
        if best is None or distance < best[0]:
            best = (distance, mention)
    return best[1] if best else None


def _clean_decimal(value: Decimal) -> Decimal:
    value = value.normalize()
    if value.as_tuple().exponent > 0:
        value = value.quantize(Decimal(1))
    return value


def _clause_bounds(sentence: str, start: int, end: int) -> tuple[int, int]:
    """The clause around [start, end): up to the nearest comma, semicolon or full stop on either side."""
    left = max(sentence.rfind(mark, 0, start) for mark in (",", ";", "，", "；", "。", ":", "："))
    rights = [found for mark in (",", ";", "，", "；", "。") if (found := sentence.find(mark, end)) >= 0]
    return left + 1, min(rights) if rights else len(sentence)
