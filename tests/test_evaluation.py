"""The extractor scorer on hand-made gold/prediction pairs, and the validity of the development set."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from extractors.evaluation import (
    DEFAULT_DEVSET_DIR,
    DevsetError,
    GoldDocument,
    evaluate,
    format_report,
    load_devset,
)

TEXT = (
    "DeepSeek now charges $0.28 per million input tokens and $0.42 per million output tokens. "
    "The TPU v7 delivers 50% better performance per dollar than the B200. "
    "A GB200 NVL72 rack reached 865,000 tokens/s on Llama 2 70B."
)
PRICE_IN = {"kind": "price", "evidence": "$0.28 per million input tokens", "subject": "deepseek-chat",
            "amount": 0.28, "currency": "USD", "unit": "per_million_tokens", "token_type": "input",
            "condition": None}
PRICE_OUT = {"kind": "price", "evidence": "$0.42 per million output tokens", "subject": "deepseek-chat",
             "amount": 0.42, "currency": "USD", "unit": "per_million_tokens", "token_type": "output",
             "condition": None}
COMPARISON = {"kind": "comparison", "evidence": "50% better performance per dollar than the B200",
              "ratio": 1.5, "metric": "perf_per_dollar", "baseline": "NVIDIA B200", "subject": "Google TPU v7"}
BENCHMARK = {"kind": "benchmark", "evidence": "865,000 tokens/s on Llama 2 70B", "value": 865000,
             "unit": "tokens/s", "benchmark": "llama2-70b"}
HARDWARE = {"kind": "hardware", "evidence": "GB200 NVL72", "name": "NVIDIA GB200 NVL72", "known": True}
GOLD = [PRICE_IN, PRICE_OUT, COMPARISON, BENCHMARK, HARDWARE]


def document(claims, genre="news", doc_id="t-1", text=TEXT) -> GoldDocument:
    return GoldDocument(doc_id=doc_id, language="en", genre=genre, content_type="text/plain",
                        published=None, text=text, claims=list(claims))


def predicted(gold: dict, **changes) -> dict:
    """A prediction in the JSON shape of the schema, built from a gold label."""
    claim = {k: v for k, v in gold.items() if k != "evidence"}
    claim.update(sentence=gold["evidence"], span=[0, len(gold["evidence"])], confidence=0.9,
                 extractor="test")
    claim.update(changes)
    return claim


def score(gold, predictions, genre="news"):
    doc = document(gold, genre=genre)
    return evaluate(lambda _doc: predictions, [doc])


def test_exact_predictions_score_one_everywhere():
    report = score(GOLD, [predicted(c) for c in GOLD])
    for kind in ("price", "comparison", "benchmark", "hardware"):
        ks = report.per_kind[kind]
        assert (ks.precision, ks.recall, ks.f1) == (1.0, 1.0, 1.0), kind
    assert report.per_kind["price"].tp == 2
    assert report.overall.tp == 5 and report.overall.fp == 0 and report.overall.fn == 0
    assert report.per_field["price"]["subject"] == 1.0
    assert report.per_field["comparison"]["baseline"] == 1.0
    assert (report.gold_claims, report.predicted_claims, report.documents) == (5, 5, 1)


def test_price_amount_rounded_to_six_significant_digits():
    close = score([PRICE_IN], [predicted(PRICE_IN, amount=0.2800001)])
    assert close.per_kind["price"].tp == 1
    off = score([PRICE_IN], [predicted(PRICE_IN, amount=0.28001)])
    assert off.per_kind["price"].tp == 0
    assert (off.per_kind["price"].fp, off.per_kind["price"].fn) == (1, 1)


@pytest.mark.parametrize("ratio, hit", [(1.5, True), (1.52, True), (1.47, True), (1.54, False), (1.45, False)])
def test_comparison_ratio_tolerance_is_two_percent(ratio, hit):
    report = score([COMPARISON], [predicted(COMPARISON, ratio=ratio)])
    assert report.per_kind["comparison"].tp == (1 if hit else 0)


def test_comparison_needs_the_same_metric():
    report = score([COMPARISON], [predicted(COMPARISON, metric="performance")])
    assert report.per_kind["comparison"].tp == 0
    assert report.per_kind["comparison"].fn == 1


def test_wrong_token_type_is_a_miss_but_fields_are_still_aligned():
    report = score([PRICE_IN], [predicted(PRICE_IN, token_type="output")])
    price = report.per_kind["price"]
    assert (price.tp, price.fp, price.fn) == (0, 1, 1)
    assert price.precision == 0.0 and price.recall == 0.0 and price.f1 == 0.0
    # aligned by evidence: amount right, token_type wrong
    assert report.per_field["price"]["amount"] == 1.0
    assert report.per_field["price"]["token_type"] == 0.0


def test_wrong_currency_or_unit_is_a_miss():
    assert score([PRICE_IN], [predicted(PRICE_IN, currency="CNY")]).per_kind["price"].tp == 0
    assert score([PRICE_IN], [predicted(PRICE_IN, unit="per_gpu_hour")]).per_kind["price"].tp == 0


def test_duplicate_predictions_count_as_false_positives():
    report = score([PRICE_IN], [predicted(PRICE_IN), predicted(PRICE_IN)])
    price = report.per_kind["price"]
    assert (price.tp, price.fp, price.fn) == (1, 1, 0)
    assert price.precision == 0.5 and price.recall == 1.0


def test_benchmark_value_tolerance_and_hardware_name_case():
    near = score([BENCHMARK, HARDWARE], [predicted(BENCHMARK, value=867000),
                                         predicted(HARDWARE, name="nvidia gb200  nvl72")])
    assert near.per_kind["benchmark"].tp == 1 and near.per_kind["hardware"].tp == 1
    far = score([BENCHMARK], [predicted(BENCHMARK, value=875000)])
    assert far.per_kind["benchmark"].tp == 0
    wrong_unit = score([BENCHMARK], [predicted(BENCHMARK, unit="samples/s")])
    assert wrong_unit.per_kind["benchmark"].tp == 0


def test_kinds_are_matched_separately():
    # a price prediction carrying the benchmark's number does not match the benchmark
    report = score([BENCHMARK], [{"kind": "price", "amount": 865000, "currency": "USD",
                                  "unit": "per_million_tokens", "token_type": "input"}])
    assert report.per_kind["benchmark"].fn == 1 and report.per_kind["price"].fp == 1


def test_distractor_precision():
    funding = "NVIDIA plans to invest up to $100 billion in OpenAI."
    quiet = evaluate(lambda _d: [], [document([], genre="distractor", text=funding)])
    assert quiet.distractor_precision == 1.0
    noisy_predictions = [{"kind": "price", "amount": 100e9, "currency": "USD", "unit": "per_million_tokens",
                          "token_type": "unspecified"}]
    hw = {"kind": "hardware", "evidence": "NVIDIA", "name": "NVIDIA B200"}
    docs = [document([], genre="distractor", doc_id="d1", text=funding),
            document([hw], genre="distractor", doc_id="d2", text=funding)]
    by_doc = {"d1": noisy_predictions, "d2": [predicted(hw), *noisy_predictions]}
    noisy = evaluate(lambda d: by_doc[d.doc_id], docs)
    # 3 predictions in distractors, 2 match nothing
    assert noisy.distractor_precision == pytest.approx(1 - 2 / 3)
    assert noisy.distractor_predictions == 3 and noisy.distractor_false_positives == 2
    # predictions in non-distractor documents do not touch it
    regular = score([], noisy_predictions, genre="news")
    assert regular.distractor_precision == 1.0


def test_format_report_is_a_markdown_table():
    text = format_report(score(GOLD, [predicted(c) for c in GOLD]), "Unit test")
    assert "### Unit test" in text
    assert "| kind | TP | FP | FN | precision | recall | F1 |" in text
    assert "| price | 2 | 0 | 0 | 1.000 | 1.000 | 1.000 |" in text
    assert "Distractor precision: 1.000" in text


def write_doc(directory: Path, **overrides) -> Path:
    data = {"doc_id": "en-test-001", "language": "en", "genre": "news", "content_type": "text/plain",
            "published": "2025-09-12", "text": TEXT, "claims": [PRICE_IN]}
    data.update(overrides)
    path = directory / f"{data['doc_id']}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_load_devset_rejects_evidence_missing_from_text(tmp_path):
    bad = dict(PRICE_IN, evidence="$0.29 per million input tokens")
    write_doc(tmp_path, claims=[PRICE_IN, bad])
    with pytest.raises(DevsetError, match=r"en-test-001\.json claim 1: evidence"):
        load_devset(tmp_path)


@pytest.mark.parametrize("claim, message", [
    (dict(PRICE_IN, token_type="prompt"), "token_type"),
    (dict(PRICE_IN, amount="0.28"), "amount"),
    (dict(COMPARISON, metric="speed"), "metric"),
    (dict(BENCHMARK, unit="tok/s"), "unit"),
    ({"kind": "hardware", "evidence": "GB200 NVL72"}, "name"),
    (dict(PRICE_IN, kind="funding"), "kind"),
])
def test_load_devset_rejects_invalid_kind_fields(tmp_path, claim, message):
    write_doc(tmp_path, claims=[claim])
    with pytest.raises(DevsetError, match=rf"claim 0.*{message}"):
        load_devset(tmp_path)


def test_load_devset_rejects_bad_document_fields(tmp_path):
    write_doc(tmp_path, genre="blog")
    with pytest.raises(DevsetError, match="genre"):
        load_devset(tmp_path)
    (tmp_path / "en-test-001.json").unlink()
    write_doc(tmp_path, doc_id="en-test-002", published="12 Sep 2025")
    with pytest.raises(DevsetError, match="en-test-002.json: published"):
        load_devset(tmp_path)


def test_load_devset_names_an_empty_directory(tmp_path):
    with pytest.raises(DevsetError, match="no \\*.json"):
        load_devset(tmp_path)


# --------------------------------------------------------------------------- the real development set


@pytest.fixture(scope="module")
def devset():
    return load_devset(DEFAULT_DEVSET_DIR)


def test_whole_devset_loads_and_every_evidence_is_in_its_text(devset):
    assert devset, "the development set is empty"
    for doc in devset:
        for index, claim in enumerate(doc.claims):
            assert claim["evidence"] in doc.text, f"{doc.doc_id} claim {index}"


def test_hardware_is_labelled_once_per_document(devset):
    for doc in devset:
        names = [c["name"].casefold() for c in doc.claims if c["kind"] == "hardware"]
        assert len(names) == len(set(names)), doc.doc_id


def test_english_half_size(devset):
    english = [d for d in devset if d.doc_id.startswith("en-")]
    assert len(english) >= 90
    assert sum(len(d.claims) for d in english) >= 380
    assert all(d.language == "en" for d in english)


def test_devset_size_overall(devset):
    others = [d for d in devset if not d.doc_id.startswith("en-")]
    if len(others) < 60:
        pytest.skip(f"only {len(others)} non-English/table/distractor documents yet; the other half is pending")
    assert len(devset) >= 150
    assert sum(len(d.claims) for d in devset) >= 600
