"""The claim classifier, its training, and the rules + model extractor."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

from extractors.classifier import DEFAULT_WEIGHTS, ClassifierLoadError, build_features, load_classifier, load_classifier_file
from extractors.model import load_embedder
from extractors.model_pipeline import (
    ATTRIBUTION_EXTRACTOR_VERSION,
    MODEL_EXTRACTOR_VERSION,
    apply_model,
    extract_claims_with_model,
)
from extractors.pipeline import extract_claims
from extractors.training import TrainingError, fit_head, load_examples

TRAIN_DIR = Path(__file__).resolve().parent.parent / "data" / "train"


@pytest.fixture(scope="session")
def embedder():
    return load_embedder()


@pytest.fixture(scope="session")
def classifier():
    return load_classifier()


@pytest.fixture(scope="session")
def heldout_scores(embedder, classifier):
    heldout = [e for e in load_examples(TRAIN_DIR) if e.split == "heldout"]
    return heldout, classifier.score([e.candidate() for e in heldout], embedder)


def test_weights_are_small_versioned_and_part_of_the_extractor_version(classifier):
    assert DEFAULT_WEIGHTS.stat().st_size < 1_000_000
    assert classifier.version.startswith("claimclf-")
    assert classifier.version in MODEL_EXTRACTOR_VERSION


def test_heldout_traps_are_rejected_and_heldout_claims_accepted(heldout_scores, classifier):
    examples, scores = heldout_scores
    traps = [p for e, p in zip(examples, scores) if e.label == 0]
    claims = [p for e, p in zip(examples, scores) if e.label == 1]
    assert len(traps) >= 20 and len(claims) >= 20
    assert sum(p < 0.5 for p in traps) / len(traps) >= 0.6
    assert sum(p >= 0.5 for p in claims) / len(claims) >= 0.8
    # At the veto threshold the classifier keeps (nearly) every real claim.
    kept = [p >= classifier.threshold(e.kind) for e, p in zip(examples, scores) if e.label == 1]
    assert sum(kept) / len(kept) >= 0.95


def test_heldout_trap_kinds_the_rules_cannot_see_score_lower_than_claims(heldout_scores):
    examples, scores = heldout_scores
    mean_trap = sum(p for e, p in zip(examples, scores) if e.label == 0) / sum(e.label == 0 for e in examples)
    mean_claim = sum(p for e, p in zip(examples, scores) if e.label == 1) / sum(e.label == 1 for e in examples)
    assert mean_claim - mean_trap > 0.3


def test_training_is_deterministic_for_a_seed(embedder):
    examples = [e for e in load_examples(TRAIN_DIR) if e.split == "train"][::40]
    features = build_features([e.candidate() for e in examples], embedder)
    labels = torch.tensor([float(e.label) for e in examples])
    first = fit_head(features, labels, seed=7, epochs=30)
    second = fit_head(features, labels, seed=7, epochs=30)
    other = fit_head(features, labels, seed=8, epochs=30)
    for name, tensor in first.state_dict().items():
        assert torch.equal(tensor, second.state_dict()[name])
    assert not all(torch.equal(t, other.state_dict()[n]) for n, t in first.state_dict().items())


def test_bad_training_rows_are_reported_with_file_and_line(tmp_path):
    (tmp_path / "bad.jsonl").write_text(json.dumps({"text": "x costs $1", "kind": "price", "label": 1,
                                                    "evidence": "$1"}) + "\n"
                                        + json.dumps({"text": "y", "kind": "price", "label": 3}) + "\n")
    with pytest.raises(TrainingError, match=r"bad\.jsonl:2"):
        load_examples(tmp_path)


def test_missing_weights_file_gives_an_error_naming_it(tmp_path):
    with pytest.raises(ClassifierLoadError, match="absent.safetensors"):
        load_classifier_file(tmp_path / "absent.safetensors")


@pytest.mark.parametrize("raw", ["", "   ", b"\x00\xff\xfe junk \x00", "<html><body></body></html>", "$ $ % 3x ¥"])
def test_model_extractor_never_crashes_on_junk(raw):
    for veto in (False, True):
        result = extract_claims_with_model(raw, veto=veto)
        assert isinstance(result.claims, list)


def test_model_extractor_marks_its_claims():
    text = "Acme Cloud now rents H200 GPUs at $2.10 per GPU-hour on demand."
    with_veto = [c for c in extract_claims_with_model(text, veto=True).claims if c.kind == "price"]
    assert with_veto and all(c.extractor == MODEL_EXTRACTOR_VERSION for c in with_veto)
    default = [c for c in extract_claims_with_model(text).claims if c.kind == "price"]
    assert default and all(c.extractor == ATTRIBUTION_EXTRACTOR_VERSION for c in default)


class _AlwaysTrap:
    """A stand-in classifier that calls everything a trap, to test the veto policy alone."""

    version = "test"

    def score(self, candidates, embedder):
        return [0.0] * len(candidates)

    def threshold(self, kind):
        return 0.5


def test_veto_only_removes_claims_the_rules_were_unsure_of(embedder):
    text = "Acme Cloud now rents H200 GPUs at $2.10 per GPU-hour on demand."
    confident, unsure = extract_claims(text), extract_claims(text)
    for claim in confident.claims:
        claim.confidence = 0.9
    for claim in unsure.claims:
        claim.confidence = 0.5
    apply_model([confident, unsure], embedder=embedder, classifier=_AlwaysTrap())
    assert any(c.kind == "price" for c in confident.claims)
    assert not any(c.kind == "price" for c in unsure.claims)


def test_baseline_phrase_is_reduced_to_the_registry_name():
    text = "Acme says its Kestrel card delivers 3x better performance per watt than Nvidia's last-generation H100 boards."
    rules = [c for c in extract_claims(text).claims if c.kind == "comparison"]
    model = [c for c in extract_claims_with_model(text).claims if c.kind == "comparison"]
    assert rules and model
    assert model[0].baseline == "NVIDIA H100"
    assert model[0].subject != "NVIDIA H100"
