"""Rules plus the learned step: the default extractor.

    result = extract_claims_with_model(html, content_type="text/html", document_id="doc-1")
    results = extract_many_with_model([(text, {"document_id": "a"}), ...])   # one embedding batch for all

Steps after :func:`extractors.pipeline.extract_claims`:

1. **Learned decision.** Every price, comparison and benchmark claim the rules propose is
   scored by the claim classifier (:mod:`extractors.classifier`: the MiniLM embedding of the
   text around its evidence plus the rules' features), whose decision head gives a calibrated
   P(the claim is right). That probability becomes the claim's ``confidence``; a claim below
   its kind's drop threshold (chosen by cross-validation at training time, 0 = never drop) is
   removed. The role head may replace a price's ``token_type`` or a comparison's ``metric``
   when another value scores higher by the trained margin. Hardware claims get the measured
   precision of registry matches as confidence.
2. **Attribution.** A comparison's ``baseline`` as the rules found it is a phrase ("the same
   number of NVIDIA H100 Tensor Core GPUs"); when that phrase holds exactly one registry
   hardware name, the baseline becomes that canonical name. When the rules found no baseline and
   the sentence names exactly one other registry product in a baseline construction ("than X",
   "of X", "与X相比", "X的"), that product becomes the baseline. A field only changes when exactly
   one name qualifies (registry look-ups, not learned).

Claims get ``extractor`` = :data:`MODEL_EXTRACTOR_VERSION` (rules version + attribution version + classifier
version, which names its weights; from :mod:`extractors.model_version`, which reads it without torch).
"""

from __future__ import annotations

import bisect
import datetime as dt
import re
from typing import Iterable

from extractors.classifier import ROLE_FIELDS, ClaimContext, load_classifier
from extractors.model_version import ATTRIBUTION_EXTRACTOR_VERSION, MODEL_EXTRACTOR_VERSION
from extractors.pipeline import ExtractionResult, extract_claims
from extractors.schema import ClaimBase

__all__ = ["MODEL_EXTRACTOR_VERSION", "ATTRIBUTION_EXTRACTOR_VERSION", "extract_claims_with_model",
           "extract_many_with_model", "apply_model", "claim_contexts"]

SCORED_KINDS = ("price", "comparison", "benchmark")


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


def claim_contexts(result: ExtractionResult) -> list[tuple[int, ClaimContext]]:
    """``(claim index, ClaimContext)`` for every claim of ``result`` the classifier scores."""
    found = []
    for index, claim in enumerate(result.claims):
        if claim.kind not in SCORED_KINDS:
            continue
        candidate = result.claim_candidates[index] if index < len(result.claim_candidates) else None
        start, end = _sentence_of(result, claim)
        sentence = result.prepared.text[start:end]
        span = (max(0, claim.span[0] - start), max(0, min(len(sentence), claim.span[1] - start)))
        fields = claim.model_dump(exclude={"kind", "document_id", "sentence", "span", "confidence", "extractor",
                                           "published", "effective_from", "effective_until"})
        sentence_index = bisect.bisect_right([s for s, _ in result.prepared.sentences], start) - 1
        previous = ""
        if sentence_index > 0:
            previous_start, previous_end = result.prepared.sentences[sentence_index - 1]
            previous = result.prepared.text[previous_start:previous_end]
        found.append((index, ClaimContext(claim.kind, sentence, span, float(claim.confidence), fields,
                                          dict(candidate.features) if candidate is not None else {}, previous)))
    return found


def apply_model(results: list[ExtractionResult], *, embedder=None, classifier=None, decision: bool = True,
                attribution: bool = True) -> list[ExtractionResult]:
    """Score, filter and re-attribute the claims of ``results`` in place (one embedding batch for
    all documents) and return them.

    ``decision`` / ``attribution`` switch the two steps off for ablation. Without the decision
    nothing is embedded, the model is not loaded and claims keep the rules' confidence; they are
    then marked :data:`ATTRIBUTION_EXTRACTOR_VERSION` instead of :data:`MODEL_EXTRACTOR_VERSION`.
    """
    if decision:
        classifier = classifier or load_classifier()
        embedder = embedder or classifier.load_encoder()
    extractor = MODEL_EXTRACTOR_VERSION if decision else ATTRIBUTION_EXTRACTOR_VERSION
    jobs: list[tuple[int, int]] = []
    contexts: list[ClaimContext] = []
    if decision:
        for result_index, result in enumerate(results):
            for claim_index, context in claim_contexts(result):
                jobs.append((result_index, claim_index))
                contexts.append(context)
    verdicts = dict(zip(jobs, classifier.score(contexts, embedder) if contexts else []))

    for result_index, result in enumerate(results):
        kept: list[ClaimBase] = []
        kept_candidates = []
        for claim_index, claim in enumerate(result.claims):
            verdict = verdicts.get((result_index, claim_index))
            if verdict is not None:
                probability, alternatives = verdict
                if probability < classifier.threshold(claim.kind):
                    continue
                _choose_role(claim, alternatives, classifier)
                claim.confidence = round(probability, 3)
            elif decision and claim.kind == "hardware":
                claim.confidence = round(classifier.hardware_confidence(bool(getattr(claim, "known", True))), 3)
            if attribution and claim.kind == "comparison":
                _attribute_comparison(result, claim)
            claim.extractor = extractor
            kept.append(claim)
            if claim_index < len(result.claim_candidates):
                kept_candidates.append(result.claim_candidates[claim_index])
        result.claims = kept
        if len(kept_candidates) == len(kept):
            result.claim_candidates = kept_candidates
    return results


def _choose_role(claim: ClaimBase, alternatives: dict[str, float], classifier) -> None:
    """Replace the claim's role field (token type, metric) by the role head's choice when that
    beats the rules' value by the trained margin."""
    name = ROLE_FIELDS.get(claim.kind, (None,))[0]
    margin = classifier.margin(name) if name else None
    if margin is None or not alternatives:
        return
    current = getattr(claim, name)
    value, best = max(alternatives.items(), key=lambda item: item[1])
    if value != current and best - alternatives.get(current, 0.0) >= margin:
        setattr(claim, name, value)


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
                              published: dt.date | None = None, model: bool = True,
                              title: str | None = None) -> ExtractionResult:
    """Claims in one document: :func:`extractors.pipeline.extract_claims`, then the learned
    decision (unless ``model=False``) and attribution. This is the default extractor.

    Same contract as the rules extractor (spans index ``result.prepared.text``; odd content gives
    no claims rather than an error). The embedding model and classifier load once per process;
    :class:`extractors.model.ModelLoadError` / :class:`extractors.classifier.ClassifierLoadError`
    name the path when they cannot be loaded.
    """
    result = extract_claims(raw, content_type=content_type, document_id=document_id, published=published,
                            title=title)
    return apply_model([result], decision=model)[0]


def extract_many_with_model(documents: Iterable[tuple[str | bytes, dict]], *, model: bool = True
                            ) -> list[ExtractionResult]:
    """:func:`extract_claims_with_model` for many ``(raw, keyword arguments)`` pairs, embedding all at once."""
    results = [extract_claims(raw, **dict(kwargs)) for raw, kwargs in documents]
    return apply_model(results, decision=model)
