"""The learned claim decision, its training, and the default extractor that uses it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

from extractors import model_pipeline
from extractors.classifier import (
    DEFAULT_WEIGHTS,
    TOKEN_TYPES,
    ClaimClassifier,
    ClaimContext,
    ClassifierLoadError,
    context_text,
    load_classifier,
    load_classifier_file,
)
from extractors.model_pipeline import (
    ATTRIBUTION_EXTRACTOR_VERSION,
    MODEL_EXTRACTOR_VERSION,
    apply_model,
    extract_claims_with_model,
)
from extractors.pipeline import EXTRACTOR_VERSION, extract_claims
from extractors.training import TrainingError, fit_head, load_sentence_rows, train_classifier

ROOT = Path(__file__).resolve().parent.parent
TRAIN_DIR = ROOT / "data" / "train"
DEVSET = ROOT / "data" / "eval" / "devset"


@pytest.fixture(scope="session")
def embedder():
    return load_classifier().load_encoder()     # the encoder the shipped heads were trained with


@pytest.fixture(scope="session")
def classifier():
    return load_classifier()


@pytest.fixture(scope="session")
def small_training_set(tmp_path_factory):
    """25 labelled sentences and 5 labelled documents: enough to exercise every training step."""
    root = tmp_path_factory.mktemp("training")
    lines = (TRAIN_DIR / "claims.jsonl").read_text(encoding="utf-8").splitlines()
    sentences = root / "sentences"
    sentences.mkdir()
    # every 40th row, plus the first two trap rows the rules still claim: training needs wrong claims as well as right
    # ones, and which rows the rules get wrong moves as the rules improve
    wrong = []
    for line in lines:
        row = json.loads(line)
        if row["label"] == 0 and any(c.kind == row["kind"] and c.span[0] < row["span"][1] and row["span"][0] < c.span[1]
                                     for c in extract_claims(row["text"]).claims):
            wrong.append(line)
            if len(wrong) == 2:
                break
    (sentences / "claims.jsonl").write_text("\n".join(lines[::40] + wrong) + "\n", encoding="utf-8")
    documents = root / "documents"
    documents.mkdir()
    for name in ("en-analysis-001.json", "zh-001.json", "tbl-001.json", "dis-001.json", "x-001.json"):
        shutil.copy(DEVSET / name, documents / name)
    return sentences, documents


def test_weights_are_small_versioned_and_part_of_the_extractor_version(classifier):
    assert DEFAULT_WEIGHTS.stat().st_size < 1_000_000
    assert classifier.version.startswith("claimdec-")
    assert MODEL_EXTRACTOR_VERSION == f"{EXTRACTOR_VERSION}+attr-1+{classifier.version}"


def test_the_default_extractor_runs_the_model(monkeypatch, embedder):
    """extract_claims_with_model with no options scores every number claim with the classifier."""
    seen: list[ClaimContext] = []

    class Recording:
        version = "recording"

        def score(self, contexts, embedder):
            seen.extend(contexts)
            return [(0.0, {}) for _ in contexts]

        def threshold(self, kind):
            return 0.5

        def margin(self, field_name):
            return None

        def hardware_confidence(self, known):
            return 0.9

        def load_encoder(self):
            return None     # never embedded: score() above ignores it

    monkeypatch.setattr(model_pipeline, "load_classifier", lambda: Recording())
    text = "Acme Cloud now rents H200 GPUs at $2.10 per GPU-hour on demand."
    result = extract_claims_with_model(text)
    assert [c.kind for c in seen] == ["price"]
    assert "[$2.10 per GPU-hour]" in context_text(seen[0]) or "[$2.10]" in context_text(seen[0])
    # Scored below the drop threshold: gone; the hardware claim stays with the table's confidence.
    assert [c.kind for c in result.claims] == ["hardware"]
    assert result.claims[0].confidence == 0.9
    rules_only = extract_claims_with_model(text, model=False)
    assert sorted(c.kind for c in rules_only.claims) == ["hardware", "price"]
    assert all(c.extractor == ATTRIBUTION_EXTRACTOR_VERSION for c in rules_only.claims)


def test_the_pipeline_stores_claims_under_the_model_version():
    from pipelines.stages import claims

    assert claims.EXTRACTOR_VERSION == MODEL_EXTRACTOR_VERSION


def test_every_claim_gets_a_confidence_from_the_model(classifier):
    text = ("DeepSeek cut the price of deepseek-chat output to $1.10 per million tokens, 50% lower than "
            "before. On GB200 NVL72 the model ran at 1,200 tokens/s per user.")
    rules = extract_claims(text)
    model = extract_claims_with_model(text)
    assert {c.kind for c in model.claims} >= {"price", "comparison", "hardware"}
    for claim in model.claims:
        assert 0.0 <= claim.confidence <= 1.0
        assert claim.extractor == MODEL_EXTRACTOR_VERSION
    hardware = [c for c in model.claims if c.kind == "hardware"]
    assert all(c.confidence == round(classifier.hardware_confidence(c.known), 3) for c in hardware)
    assert [c.confidence for c in model.claims] != [c.confidence for c in rules.claims]


def test_the_role_head_changes_a_token_type_only_by_its_margin(embedder):
    text = "Acme lists its Kestrel model at $0.40 per million tokens."
    base = extract_claims(text)
    assert [c.token_type for c in base.claims if c.kind == "price"] == ["unspecified"]

    class Prefers:
        version = "test"

        def __init__(self, margin):
            self.chosen_margin = margin

        def score(self, contexts, embedder):
            return [(0.5, {"unspecified": 0.5, "output": 0.75, "input": 0.1}) for _ in contexts]

        def threshold(self, kind):
            return 0.0

        def margin(self, field_name):
            return self.chosen_margin if field_name == "token_type" else None

        def hardware_confidence(self, known):
            return 0.9

    # The confidence stays the decision head's (0.5 here); only the field changes.
    for margin, expected, confidence in ((0.2, "output", 0.5), (0.3, "unspecified", 0.5), (None, "unspecified", 0.5)):
        result = apply_model([extract_claims(text)], embedder=embedder, classifier=Prefers(margin))[0]
        price = next(c for c in result.claims if c.kind == "price")
        assert (price.token_type, price.confidence) == (expected, confidence)


def test_training_is_deterministic_for_a_seed(small_training_set, tmp_path):
    sentences, documents = small_training_set
    first, second = tmp_path / "a.safetensors", tmp_path / "b.safetensors"
    report = train_classifier(sentences, first, document_dirs=[documents], seed=3, epochs=40)
    again = train_classifier(sentences, second, document_dirs=[documents], seed=3, epochs=40)
    assert first.read_bytes() == second.read_bytes() and report.version == again.version
    assert report.documents == 5 and report.document_examples > 10 and report.sentence_examples > 5
    loaded = load_classifier_file(first)
    assert loaded.version == report.version and loaded.version.startswith("claimdec-1-")
    assert set(loaded.thresholds) == {"price", "comparison", "benchmark"}
    assert set(loaded.heads) == {"decision", "role"}
    assert "claim decision" in report.summary() and "reliability" in report.summary()


def test_another_seed_gives_other_weights():
    features, labels = torch.randn(40, 6, generator=torch.Generator().manual_seed(0)), torch.tensor([0.0, 1.0] * 20)
    same = [fit_head(features, labels, seed=seed, epochs=5).state_dict() for seed in (1, 1, 2)]
    assert all(torch.equal(same[0][name], same[1][name]) for name in same[0])
    assert not all(torch.equal(same[0][name], same[2][name]) for name in same[0])


def test_fit_head_refuses_one_class_data():
    with pytest.raises(TrainingError, match="both"):
        fit_head(torch.zeros((4, 3)), torch.ones(4), epochs=2)


def test_bad_training_rows_are_reported_with_file_and_line(tmp_path):
    (tmp_path / "bad.jsonl").write_text(json.dumps({"text": "x costs $1", "kind": "price", "label": 1,
                                                    "evidence": "$1"}) + "\n"
                                        + json.dumps({"text": "y", "kind": "price", "label": 3}) + "\n")
    with pytest.raises(TrainingError, match=r"bad\.jsonl:2"):
        load_sentence_rows(tmp_path)


def test_missing_weights_file_gives_an_error_naming_it(tmp_path):
    with pytest.raises(ClassifierLoadError, match="absent.safetensors"):
        load_classifier_file(tmp_path / "absent.safetensors")


@pytest.mark.parametrize("raw", ["", "   ", b"\x00\xff\xfe junk \x00", "<html><body></body></html>", "$ $ % 3x ¥"])
def test_model_extractor_never_crashes_on_junk(raw):
    for model in (False, True):
        result = extract_claims_with_model(raw, model=model)
        assert isinstance(result.claims, list)


def test_baseline_phrase_is_reduced_to_the_registry_name():
    text = "Acme says its Kestrel card delivers 3x better performance per watt than Nvidia's last-generation H100 boards."
    rules = [c for c in extract_claims(text).claims if c.kind == "comparison"]
    model = [c for c in extract_claims_with_model(text).claims if c.kind == "comparison"]
    assert rules and model
    assert model[0].baseline == "NVIDIA H100"
    assert model[0].subject != "NVIDIA H100"


def test_role_alternatives_are_scored_only_for_fields_the_head_may_change(embedder):
    from extractors.model_pipeline import claim_contexts

    shipped = load_classifier()
    classifier = ClaimClassifier(shipped.heads, dict(shipped.metadata, role_margins={"token_type": None,
                                                                                       "metric": None}))
    contexts = [c for _, c in claim_contexts(extract_claims(
        "Acme lists its Kestrel model at $0.40 per million input tokens, 3x cheaper than before."))]
    assert {c.kind for c in contexts} == {"price", "comparison"}
    assert all(alternatives == {} for _, alternatives in classifier.score(contexts, embedder))
    classifier.margins["token_type"] = 0.1
    scored = dict(zip([c.kind for c in contexts], classifier.score(contexts, embedder)))
    assert set(scored["price"][1]) == set(TOKEN_TYPES) and scored["comparison"][1] == {}
    # the decision itself does not depend on which alternatives were scored
    assert [p for p, _ in classifier.score(contexts, embedder)] == [p for p, _ in shipped.score(contexts, embedder)]
