"""The claims stage's batch: the learned step runs once per batch, and a document that makes it
fail is charged alone while the rest of the batch is stored as if nothing happened."""

from __future__ import annotations

import datetime as dt

from extractors.model_pipeline import MODEL_EXTRACTOR_VERSION, extract_claims_with_model
from pipelines.stages import claims as claims_stage

TEXTS = {
    "doc-price": "Starting today the provider charges $0.60 per million input tokens for its flagship model.",
    "doc-bench": "On Llama 2 70B Offline the eight-GPU server reached 31,000 tokens/s in MLPerf Inference v5.1.",
    "doc-poison": "The vendor says the new cluster is 3x faster than the H100 systems it replaces.",
}


def _rows():
    published = dt.datetime(2025, 9, 8, 9, 0)
    return [(doc_id, f"sha-{doc_id}", text, None, published, f"https://news.example/{doc_id}", "wire")
            for doc_id, text in TEXTS.items()]


def _claims(result):
    return [(c.kind, c.span, c.confidence, c.extractor) for c in result.claims]


def test_one_learned_step_per_batch_gives_the_claims_of_one_document_at_a_time(monkeypatch):
    calls = []
    real = claims_stage.apply_model

    def counting(results, **kwargs):
        calls.append(len(results))
        return real(results, **kwargs)

    monkeypatch.setattr(claims_stage, "apply_model", counting)
    results = claims_stage._extract_batch(_rows())
    assert calls == [3]
    for document_id, _, extraction, failure, _, _ in results:
        assert failure is None
        alone = extract_claims_with_model(TEXTS[document_id], content_type="text/plain", document_id=document_id,
                                          published=dt.date(2025, 9, 8))
        assert _claims(extraction) == _claims(alone) and extraction.claims
        assert {c.extractor for c in extraction.claims} == {MODEL_EXTRACTOR_VERSION}


def test_a_document_that_breaks_the_learned_step_fails_alone(monkeypatch):
    real = claims_stage.apply_model

    def failing_on_poison(results, **kwargs):
        if any(r.claims and r.claims[0].document_id == "doc-poison" for r in results):
            for result in results:      # in-place work done before the failure
                for claim in result.claims:
                    claim.confidence = 0.01
            raise ValueError("encoder refused the input")
        return real(results, **kwargs)

    monkeypatch.setattr(claims_stage, "apply_model", failing_on_poison)
    results = {row[0]: row for row in claims_stage._extract_batch(_rows())}
    assert results["doc-poison"][2] is None
    assert results["doc-poison"][3] == "ValueError: encoder refused the input"
    for document_id in ("doc-price", "doc-bench"):
        extraction = results[document_id][2]
        assert results[document_id][3] is None and extraction.claims
        # a clean extraction, not one the failed batch attempt had half-changed
        alone = extract_claims_with_model(TEXTS[document_id], content_type="text/plain", document_id=document_id,
                                          published=dt.date(2025, 9, 8))
        assert _claims(extraction) == _claims(alone)
