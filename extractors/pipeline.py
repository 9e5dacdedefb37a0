"""The claim extractor's entry point: raw document in, cleaned text and claims out.

    result = extract_claims(html_bytes, content_type="text/html", document_id="doc-1",
                            published=datetime.date(2025, 9, 29))
    for claim in result.claims:
        result.prepared.text[claim.span[0]:claim.span[1]]   # the evidence

Stages: :func:`extractors.text.prepare_text` (decode, strip boilerplate, sentences) →
:func:`extractors.rules.find_candidates` (every candidate with its features) →
:func:`extractors.rules.decide` (rule decision, dedupe) → pydantic claims. The learned
decision (:mod:`extractors.model_pipeline`) then scores each claim with the candidate it came
from (``result.claim_candidates``).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from dataclasses import dataclass, field

from extractors.rules import RULES_VERSION, Candidate, build_claim, decide, find_candidates
from extractors.schema import ClaimBase
from extractors.text import PreparedText, TextPreparationError, prepare_text

__all__ = ["EXTRACTOR_VERSION", "PreparedText", "ExtractionResult", "prepare_text", "extract_claims",
           "TextPreparationError"]

EXTRACTOR_VERSION = RULES_VERSION


@dataclass
class ExtractionResult:
    """Cleaned text, the claims found in it, and every candidate considered (accepted or not).

    ``claim_candidates[i]`` is the rule candidate ``claims[i]`` was built from.
    """

    prepared: PreparedText
    claims: list[ClaimBase]
    candidates: list[Candidate] = field(default_factory=list)
    claim_candidates: list[Candidate] = field(default_factory=list)


def extract_claims(raw: str | bytes, *, content_type: str = "text/plain", document_id: str | None = None,
                   published: dt.date | None = None, title: str | None = None) -> ExtractionResult:
    """Claims in one document (HTML, Markdown or plain text, str or bytes; English or Chinese).

    Claim spans index ``result.prepared.text``. Never raises on odd content (empty, binary junk):
    it returns no claims; a wrong argument type raises :class:`TextPreparationError`. ``title`` gives
    the document's title when ``raw`` is already-prepared text that no longer carries it.
    """
    if isinstance(published, dt.datetime):
        published = published.date()
    prepared = prepare_text(raw, content_type=content_type)
    if title is not None:
        prepared = dataclasses.replace(prepared, title=title)
    candidates = find_candidates(prepared, published)
    pairs = [(build_claim(candidate, prepared, document_id=document_id, published=published,
                          extractor=EXTRACTOR_VERSION), candidate) for candidate in decide(candidates)]
    pairs.sort(key=lambda pair: (pair[0].span[0], pair[0].kind))
    return ExtractionResult(prepared=prepared, claims=[claim for claim, _ in pairs], candidates=candidates,
                            claim_candidates=[candidate for _, candidate in pairs])
