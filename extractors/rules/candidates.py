"""Every candidate claim of a document: prices, comparisons and results per sentence, hardware once."""

from __future__ import annotations

import datetime as dt
import re

from extractors.rules.comparisons import _comparison_candidates
from extractors.rules.context import Candidate, DocumentContext, build_context
from extractors.rules.prices import _price_candidates
from extractors.rules.results import _benchmark_candidates
from extractors.text import PreparedText


def _hardware_candidates(context: DocumentContext) -> list[Candidate]:
    """Every hardware mention as a candidate; a name already reported in the document is rejected."""
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
