"""The embedding model: packaged default, offline load, normalised 384-d vectors, clear errors."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

from extractors.model import MODEL_ENV_VAR, ModelLoadError, default_model_path, load_embedder, resolve_model_path


@pytest.fixture(scope="session")
def embedder():
    return load_embedder()


def test_packaged_model_loads_offline_and_gives_normalised_384_d_vectors(embedder, monkeypatch):
    assert default_model_path().is_dir()
    vectors = embedder.embed(["DeepSeek lowered its output price.", "深度求索下调了输出价格。"])
    assert vectors.shape == (2, 384)
    assert torch.allclose(vectors.norm(dim=1), torch.ones(2), atol=1e-4)


def test_similar_sentences_are_closer_than_unrelated_ones(embedder):
    anchor, paraphrase, unrelated = embedder.embed([
        "The provider now charges 30 cents for every million input tokens.",
        "Input tokens cost $0.30 per million after the change.",
        "The football match was postponed because of heavy snow.",
    ])
    assert float(anchor @ paraphrase) > float(anchor @ unrelated) + 0.2


def test_batching_keeps_the_order_of_the_texts(embedder):
    texts = ["a short one", "a considerably longer sentence about GPU rental prices per hour", "mid length text"]
    together = embedder.embed(texts, batch_size=2)
    for row, text in enumerate(texts):
        assert torch.allclose(together[row], embedder.embed([text])[0], atol=1e-4)


def test_bfloat16_vectors_are_close_to_the_float32_ones_but_not_the_same(embedder):
    texts = ["Nebius reported MLPerf Inference results on B200 and GB200 systems, with throughput per GPU "
             "above the previous round's.", "The football match was postponed because of heavy snow."]
    exact, screened = embedder.embed(texts), embedder.embed(texts, bfloat16=True)
    assert screened.dtype == torch.float32
    assert torch.allclose(screened.norm(dim=1), torch.ones(2), atol=1e-4)
    assert float((exact * screened).sum(dim=1).min()) > 0.999
    assert not torch.equal(exact, screened)
    assert torch.equal(embedder.embed(texts), exact)     # the float32 path is not changed by a bfloat16 call


def test_one_load_per_process(embedder):
    assert load_embedder() is embedder


def test_a_nonexistent_path_gives_an_error_naming_it(tmp_path):
    missing = tmp_path / "no-such-model"
    with pytest.raises(ModelLoadError, match="no-such-model"):
        load_embedder(missing)


def test_a_directory_without_a_model_gives_an_error_naming_it(tmp_path):
    empty = tmp_path / "empty-model-dir"
    empty.mkdir()
    with pytest.raises(ModelLoadError, match="empty-model-dir"):
        load_embedder(empty)


def test_model_path_setting_order(monkeypatch, tmp_path):
    monkeypatch.setenv(MODEL_ENV_VAR, str(tmp_path / "from-env"))
    assert resolve_model_path() == str(tmp_path / "from-env")
    assert resolve_model_path(tmp_path / "from-arg") == str(tmp_path / "from-arg")
    monkeypatch.delenv(MODEL_ENV_VAR)
    assert resolve_model_path() == str(default_model_path())


def test_a_shortened_encoder_keeps_its_first_layers_and_still_separates_meanings(embedder):
    short = load_embedder(layers=2, max_length=48)
    assert short is not embedder and len(short.model.encoder.layer) == 2
    assert len(embedder.model.encoder.layer) == 6       # the cached full model is untouched
    anchor, paraphrase, unrelated = short.embed([
        "Output tokens now cost $1.10 per million on the chat model.",
        "The chat model's output price fell to 1.10 dollars per million tokens.",
        "Heavy snow closed the mountain pass for two days.",
    ])
    assert float(anchor @ paraphrase) > float(anchor @ unrelated)


def test_keeping_more_layers_than_the_model_has_is_an_error_naming_the_model():
    with pytest.raises(ModelLoadError, match="7 layers.*has 6 encoder layers"):
        load_embedder(layers=7)


def test_the_claim_decision_reads_the_encoder_it_was_trained_with():
    from extractors.classifier import load_classifier

    classifier = load_classifier()
    encoder = classifier.load_encoder()
    assert classifier.encoder == classifier.metadata["encoder"]
    assert len(encoder.model.encoder.layer) == (classifier.encoder["layers"] or 6)
    assert encoder.max_length == classifier.encoder["max_length"] and encoder.quantized == classifier.encoder["quantized"]
