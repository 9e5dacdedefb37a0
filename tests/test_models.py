"""The model table: API ids for the names the press uses, and the fallback for unlisted names."""

from __future__ import annotations

import pytest

from extractors.models import ModelTableError, load_models, normalise_model_id


@pytest.fixture(scope="module")
def table():
    return load_models()


@pytest.mark.parametrize(("name", "model_id"), [
    ("GPT-5 mini", "gpt-5-mini"),
    ("gpt5 nano", "gpt-5-nano"),
    ("Claude Sonnet 4.5", "claude-sonnet-4-5"),
    ("Sonnet 4.5", "claude-sonnet-4-5"),
    ("Gemini 2.5 Flash-Lite", "gemini-2.5-flash-lite"),
    ("DeepSeek V3.2-Exp", "deepseek-chat"),
    ("Qwen-Long", "qwen-long"),
    ("豆包pro-32k", "doubao-pro-32k"),
    ("文心4.5 Turbo", "ernie-4.5-turbo"),
    ("Grok 4 Fast", "grok-4-fast"),
    ("Mistral Small 3.2", "mistral-small-3.2"),
    ("Some Future Model 9", "some-future-model-9"),
])
def test_canonical_id(table, name, model_id):
    assert table.canonical_id(name) == model_id


@pytest.mark.parametrize(("text", "expected"), [
    ("Both GPT-5 and GPT-5 mini got cheaper.", [("gpt-5", None), ("gpt-5-mini", None)]),
    ("DeepSeek把V3.2-Exp的输出价格下调。", [("deepseek-chat", "deepseek-v3.2-exp")]),
    ("The old DeepSeek-V3.1-Terminus rates.", [("deepseek-chat", "deepseek-v3.1-terminus")]),
    ("o3-pro costs more than o3.", [("o3-pro", None), ("o3", None)]),
    ("MLPerf Inference v3.1 is not a model.", []),
    ("gpt-5-codex is a different model from GPT-5.1.", []),
])
def test_find_mentions(table, text, expected):
    mentions = table.find_mentions(text)
    assert [(m.id, m.version) for m in mentions] == expected
    assert all(text[m.start:m.end] == m.surface for m in mentions)


def test_provider_default_model(table):
    assert table.default_model("DeepSeek") == "deepseek-chat"
    assert table.default_model("OpenAI") is None
    assert table.default_model(None) is None


def test_normalise_model_id_rejects_non_text():
    assert normalise_model_id("  Llama 3.1  8B ") == "llama-3.1-8b"
    with pytest.raises(TypeError, match="model name"):
        normalise_model_id(None)


@pytest.mark.parametrize(("body", "message"), [
    ("[[model]]\nid = \"Bad Id\"\nprovider = \"X\"\n", "lower-case"),
    ("[[model]]\nid = \"a\"\nprovider = \"X\"\naliases = [\"A\"]\n[[model]]\nid = \"b\"\nprovider = \"X\"\n"
     "aliases = [\"A\"]\n", "already used"),
    ("[providers]\nX = \"missing\"\n[[model]]\nid = \"a\"\nprovider = \"X\"\n", "unknown model"),
    ("[[model]]\nid = \"a\"\n", "no provider"),
    ("nothing = 1\n", "no \\[\\[model\\]\\]"),
    ("[[model]\n", "invalid TOML"),
])
def test_bad_table_names_file_and_entry(tmp_path, body, message):
    path = tmp_path / "models.toml"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(ModelTableError, match=message) as error:
        load_models(path)
    assert str(path) in str(error.value)


def test_missing_table_file(tmp_path):
    with pytest.raises(ModelTableError, match="not found"):
        load_models(tmp_path / "absent.toml")
