"""Rules plus the learned step: the rule extractor's claims, vetted and re-attributed by the model.

    result = extract_claims_with_model(html, content_type="text/html", document_id="doc-1")
    results = extract_many_with_model([(text, {"document_id": "a"}), ...])   # one embedding batch for all

Steps after :func:`extractors.pipeline.extract_claims`:

1. **Veto.** Every price, comparison and benchmark claim the rules accepted is scored by the
   claim classifier (:mod:`extractors.classifier`: MiniLM embeddings of the sentence and of a
   window around the number). A claim is dropped only when the rules themselves were unsure
   (confidence at most ``VETO_MAX_RULE_CONFIDENCE``) and the classifier is near-certain it is a
   trap (probability below its kind's threshold, 0.02 in the shipped weights). Table rows are
   left alone: the classifier was trained on prose sentences. Hardware claims are untouched
   (they come from the registry, not from a number).
2. **Attribution.** A comparison's ``baseline`` as the rules found it is a phrase ("the same
   number of NVIDIA H100 Tensor Core GPUs"); when that phrase holds exactly one registry
   hardware name, the baseline becomes that canonical name. When the rules found no baseline and
   the sentence names exactly one other registry product in a baseline construction ("than X",
   "of X", "与X相比", "X的"), that product becomes the baseline. A field only changes when exactly
   one name qualifies. (Both are registry look-ups, not learned; see the report.)

Kept claims get ``extractor`` = :data:`MODEL_EXTRACTOR_VERSION` and a confidence that blends the
rule confidence with the classifier probability.
"""

from __future__ import annotations

import bisect
import datetime as dt
import re
from typing import Iterable

from extractors.classifier import CandidateText, load_classifier
from extractors.model import load_embedder
from extractors.pipeline import EXTRACTOR_VERSION, ExtractionResult, extract_claims
from extractors.schema import ClaimBase

__all__ = ["MODEL_EXTRACTOR_VERSION", "ATTRIBUTION_EXTRACTOR_VERSION", "extract_claims_with_model", "extract_many_with_model", "apply_model",
           "VETO_MAX_RULE_CONFIDENCE"]

SCORED_KINDS = ("price", "comparison", "benchmark")
ATTRIBUTION_VERSION = "attr-1"
VETO_MAX_RULE_CONFIDENCE = 0.7


def _model_version() -> str:
    try:
        classifier_version = load_classifier().version
    except Exception:  # noqa: BLE001 - the version string must not fail at import time
        classifier_version = "claimclf-missing"
    return f"{EXTRACTOR_VERSION}+{ATTRIBUTION_VERSION}+{classifier_version}"


MODEL_EXTRACTOR_VERSION = _model_version()
ATTRIBUTION_EXTRACTOR_VERSION = f"{EXTRACTOR_VERSION}+{ATTRIBUTION_VERSION}"


def _sentence_of(result: ExtractionResult, claim: ClaimBase) -> tuple[int, int]:
    """(start, end) of the prepared sentence holding the claim's evidence."""
    starts = [s for s, _ in result.prepared.sentences]
    index = bisect.bisect_right(starts, claim.span[0]) - 1
    if index >= 0:
        start, end = result.prepared.sentences[index]
        if start <= claim.span[0] <= end:
            return start, end
    position = result.prepared.text.find(claim.sentence)
    return (position, position + len(claim.sentence)) if position >= 0 else (claim.span[0], claim.span[1])


def _registry_mentions(text: str):
    try:
        from extractors.hardware import load_registry

        registry = load_registry()
    except Exception:  # noqa: BLE001 - no registry means no baseline canonicalisation
        return []
    return [m for m in registry.find_mentions(text) if m.known]


def _canonical_baseline(sentence: str, evidence_end: int, baseline: str) -> str | None:
    """The one registry hardware name inside the rules' baseline phrase, if there is exactly one."""
    position = sentence.find(baseline, max(0, evidence_end - 1))
    if position < 0:
        position = sentence.find(baseline)
    if position < 0:
        return None
    names = {m.name for m in _registry_mentions(sentence)
             if position <= m.start and m.end <= position + len(baseline)}
    if len(names) != 1:
        return None
    name = names.pop()
    return None if name.casefold() == baseline.casefold() else name


_BASELINE_BEFORE = re.compile(r"(?:\bthan|\bover|\bversus|\bvs\.?|compared\s+(?:with|to)|relative\s+to|\bagainst|"
                              r"\bof(?:\s+an?|\s+the)?|相比|相较于?|较|比|是|达到|可达)\s*$", re.I)
_BASELINE_AFTER = re.compile(r"^\s*(?:相比|相较|而言|的)", re.I)


def _role_baseline(sentence: str, span: tuple[int, int], subject: str | None) -> str | None:
    """A baseline for a comparison the rules left without one: the single registry product that
    stands in a baseline construction ("than X", "of X", "与X相比", "是X的") and is not the subject."""
    found = []
    for mention in _registry_mentions(sentence):
        if subject and mention.name.casefold() == str(subject).casefold():
            continue
        before = sentence[max(0, mention.start - 20):mention.start]
        after = sentence[mention.end:mention.end + 4]
        if _BASELINE_BEFORE.search(before) or _BASELINE_AFTER.match(after):
            found.append(mention.name)
    names = set(found)
    return names.pop() if len(names) == 1 else None


def apply_model(results: list[ExtractionResult], *, embedder=None, classifier=None, veto: bool = True,
                attribution: bool = True) -> list[ExtractionResult]:
    """Veto and re-attribute the claims of ``results`` in place (one embedding batch for all) and return them.

    ``veto`` / ``attribution`` switch the two steps off for ablation. Without the veto nothing
    is embedded and the model is not loaded; claims are then marked
    :data:`ATTRIBUTION_EXTRACTOR_VERSION` instead of :data:`MODEL_EXTRACTOR_VERSION`.
    """
    if veto:
        embedder = embedder or load_embedder()
        classifier = classifier or load_classifier()
    extractor = MODEL_EXTRACTOR_VERSION if veto else ATTRIBUTION_EXTRACTOR_VERSION
    jobs: list[tuple[int, int]] = []
    candidates: list[CandidateText] = []
    for result_index, result in enumerate(results):
        for claim_index, claim in enumerate(result.claims):
            if claim.kind not in SCORED_KINDS:
                continue
            start, end = _sentence_of(result, claim)
            sentence = result.prepared.text[start:end]
            if " | " in sentence:
                continue  # a table row: outside what the classifier was trained on
            span = (max(0, claim.span[0] - start), max(0, min(len(sentence), claim.span[1] - start)))
            jobs.append((result_index, claim_index))
            candidates.append(CandidateText(sentence, span, claim.kind))
    probabilities = classifier.score(candidates, embedder) if candidates and veto else []
    verdicts: dict[tuple[int, int], float] = dict(zip(jobs, probabilities))

    for result_index, result in enumerate(results):
        kept: list[ClaimBase] = []
        for claim_index, claim in enumerate(result.claims):
            probability = verdicts.get((result_index, claim_index))
            if probability is not None:
                if veto and probability < classifier.threshold(claim.kind) and \
                        claim.confidence <= VETO_MAX_RULE_CONFIDENCE:
                    continue
                # Blend, but never let the model raise a claim above what the rules and model agree on.
                claim.confidence = round(min(claim.confidence, (claim.confidence + probability) / 2), 3)
            if attribution and claim.kind == "comparison":
                _attribute_comparison(result, claim)
            claim.extractor = extractor
            kept.append(claim)
        result.claims = kept
    return results


def _attribute_comparison(result: ExtractionResult, claim) -> None:
    start, end = _sentence_of(result, claim)
    sentence = result.prepared.text[start:end]
    evidence_end = claim.span[1] - start
    if claim.baseline:
        canonical = _canonical_baseline(sentence, evidence_end, claim.baseline)
        if canonical:
            claim.baseline = canonical
            if claim.subject and canonical.casefold() == str(claim.subject).casefold():
                # The subject was taken from the baseline phrase; a thing is not compared with itself.
                earlier = {m.name for m in _registry_mentions(sentence[:claim.span[0] - start])
                           if m.name.casefold() != canonical.casefold()}
                claim.subject = earlier.pop() if len(earlier) == 1 else None
    else:
        found = _role_baseline(sentence, (claim.span[0] - start, evidence_end), claim.subject)
        if found:
            claim.baseline = found


def extract_claims_with_model(raw: str | bytes, *, content_type: str = "text/plain", document_id: str | None = None,
                              published: dt.date | None = None, veto: bool = False,
                              title: str | None = None) -> ExtractionResult:
    """Claims in one document: :func:`extractors.pipeline.extract_claims`, then attribution and,
    with ``veto=True``, the classifier veto.

    The veto is off by default: on the development set it removed no false positive of the
    current rules and cost true claims (see ``benchmarks/model_vs_rules.py``). Same contract as
    the rules extractor (spans index ``result.prepared.text``; odd content gives no claims rather
    than an error). The embedding model and classifier load once per process.
    """
    result = extract_claims(raw, content_type=content_type, document_id=document_id, published=published,
                            title=title)
    return apply_model([result], veto=veto)[0]


def extract_many_with_model(documents: Iterable[tuple[str | bytes, dict]], *, veto: bool = False
                            ) -> list[ExtractionResult]:
    """:func:`extract_claims_with_model` for many ``(raw, keyword arguments)`` pairs, embedding all at once."""
    results = [extract_claims(raw, **dict(kwargs)) for raw, kwargs in documents]
    return apply_model(results, veto=veto)
