"""Prices in JSON records pasted into a document (issue 9: real price pages are also model catalogues in JSON):
a provider's catalogue entry with a unit key and prompt-length tiers, an open catalogue of per-token costs keyed
by model id, and records whose unit is not stated, which must give nothing. Every record is written for these tests."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from extractors.pipeline import extract_claims

PUBLISHED = dt.date(2026, 3, 1)

CATALOGUE_ENTRY = """{ "model_code": "lumen-max", "model_intro": "旗舰模型,适合复杂任务。", "model_pricing": [
 { "input_range": "输入<=32K", "unit": "元/千tokens", "input": 0.003, "input_cache_hit": 0.0006, "input_batch": 0.0015,
   "output": 0.012, "output_batch": 0.006, "explicit_cache_create": 0.00375 },
 { "input_range": "32K<输入<=128K", "unit": "元/千tokens", "input": 0.005, "input_cache_hit": 0.001, "output": 0.02 } ],
 "tool_call_pricing": [ { "tool": "web_search", "unit": "元/千次调用", "price": 4 } ],
 "model_limits": { "max_input_length": "120K", "rpm": 600, "tpm": 1000000 } }"""

OPEN_CATALOGUE = """{
  "sample_spec": {"max_tokens": "set to the larger of the two", "input_cost_per_token": 0.0, "mode": "chat"},
  "orbit-7-mini": {
    "litellm_provider": "orbitlabs",
    "input_cost_per_token": 4e-07,
    "output_cost_per_token": 1.6e-06,
    "cache_read_input_token_cost": 1e-07,
    "input_cost_per_token_batches": 2e-07,
    "input_cost_per_token_above_200k_tokens": 8e-07,
    "input_cost_per_audio_token": 1e-05,
    "max_input_tokens": 1000000
  }
}"""

NO_UNIT = """{"model": "quill-2", "input": 0.5, "output": 1.5, "context": 65536}"""


def _prices(text: str) -> list[tuple]:
    result = extract_claims(text, content_type="text/plain", published=PUBLISHED)
    return sorted((str(c.subject), c.amount, c.currency, c.token_type, c.condition)
                  for c in result.claims if c.kind == "price")


def test_a_catalogue_entry_prices_each_key_per_million_tokens_with_its_tier():
    assert _prices(CATALOGUE_ENTRY) == sorted([
        ("lumen-max", Decimal("3"), "CNY", "input", None),
        ("lumen-max", Decimal("0.6"), "CNY", "cached_input", None),
        ("lumen-max", Decimal("1.5"), "CNY", "input", "batch"),
        ("lumen-max", Decimal("12"), "CNY", "output", None),
        ("lumen-max", Decimal("6"), "CNY", "output", "batch"),
        ("lumen-max", Decimal("3.75"), "CNY", "input", "cache write"),
        ("lumen-max", Decimal("5"), "CNY", "input", "long-context>32k"),
        ("lumen-max", Decimal("1"), "CNY", "cached_input", "long-context>32k"),
        ("lumen-max", Decimal("20"), "CNY", "output", "long-context>32k"),
    ])


def test_an_open_catalogue_prices_per_token_costs_under_the_model_id_and_skips_other_media():
    # the zero of the sample entry is no price, and an audio token's cost is not a text token's
    assert _prices(OPEN_CATALOGUE) == sorted([
        ("orbit-7-mini", Decimal("0.4"), "USD", "input", None),
        ("orbit-7-mini", Decimal("1.6"), "USD", "output", None),
        ("orbit-7-mini", Decimal("0.1"), "USD", "cached_input", None),
        ("orbit-7-mini", Decimal("0.2"), "USD", "input", "batch"),
        ("orbit-7-mini", Decimal("0.8"), "USD", "input", "long-context>200k"),
    ])


def test_a_record_that_states_no_unit_gives_no_price():
    assert _prices(NO_UNIT) == []


def test_the_evidence_of_a_record_price_is_its_key_and_value():
    result = extract_claims(CATALOGUE_ENTRY, content_type="text/plain", published=PUBLISHED)
    spans = [result.prepared.text[c.span[0]:c.span[1]] for c in result.claims if c.kind == "price"]
    assert '"input_cache_hit": 0.0006' in spans and '"output": 0.02' in spans


NESTED_YAML = """# pricing/acme.yaml
# All amounts are USD per 1K tokens. Keep in sync with the public list.
provider: Acme
currency: USD
per: 1K_tokens
models:
  nimbus-2.1:
    input: 0.0012
    cached_input: 0.0003
    output: 0.0048
    batch:
      input: 0.0006
      output: 0.0024
  gpt-4.1:
    input: 0.002
    output: 0.008
    # before 2026-03-01: input 0.0025, output 0.0095
limits:
  default_rpm: 5000
"""


def test_a_yaml_catalogue_of_nested_model_maps_with_its_unit_stated_once():
    result = extract_claims(NESTED_YAML, content_type="text/plain")
    got = [(c.subject, float(c.amount), c.token_type, c.condition) for c in result.claims if c.kind == "price"]
    assert got == [("nimbus-2.1", 1.2, "input", None), ("nimbus-2.1", 0.3, "cached_input", None),
                   ("nimbus-2.1", 4.8, "output", None), ("nimbus-2.1", 0.6, "input", "batch"),
                   ("nimbus-2.1", 2.4, "output", "batch"), ("gpt-4.1", 2.0, "input", None),
                   ("gpt-4.1", 8.0, "output", None), ("gpt-4.1", 2.5, "input", "previous"),
                   ("gpt-4.1", 9.5, "output", "previous")]
    # without a unit stated anywhere the numbers are no prices
    bare = NESTED_YAML.replace("per: 1K_tokens\n", "").replace(" per 1K tokens", "")
    assert [c for c in extract_claims(bare, content_type="text/plain").claims if c.kind == "price"] == []


GPU_RATE_CARD = """note: rates quoted per hour, billed per minute
currency: USD
plans:
- name: On-Demand
  prices:
  - resource: NVIDIA H200 SXM
    vram_gb: 141
    price_per_hour: 3.75
  - resource: NVIDIA A100
    vram_gb: 80
    price_per_hour: 1.30
- name: Spot
  prices:
  - resource: NVIDIA H200 SXM
    price_per_hour: 1.90
instances:
- name: 8x NVIDIA B200 SXM6
  price_text: $6.49
  price: 6.49
  unit: per GPU per hour
- name: 8x NVIDIA H100 SXM
  price: 29.50
  unit: per instance per hour
"""


def test_a_yaml_rate_card_of_gpus_gives_each_gpus_hourly_price_and_its_purchase_mode():
    result = extract_claims(GPU_RATE_CARD, content_type="text/plain")
    got = [(c.subject, float(c.amount), c.unit, c.condition) for c in result.claims if c.kind == "price"]
    assert got == [("NVIDIA H200", 3.75, "per_gpu_hour", None), ("NVIDIA A100", 1.3, "per_gpu_hour", None),
                   ("NVIDIA H200", 1.9, "per_gpu_hour", "spot"), ("NVIDIA B200", 6.49, "per_gpu_hour", None)]


def test_a_models_own_currency_unit_and_superseded_block_in_a_nested_catalogue():
    text = ("# Amounts are EUR per 1M tokens unless a model block overrides them.\ncurrency: EUR\nper: 1M_tokens\n"
            "models:\n  vela-small:\n    input: 0.09\n    output: 0.27\n    previous:\n      input: 0.14\n"
            "  orion-large:\n    currency: GBP\n    per: 1K_tokens\n    input: 0.0024\n    output: 0.012\n")
    got = [(c.subject, float(c.amount), c.currency, c.token_type, c.condition)
           for c in extract_claims(text, content_type="text/plain").claims if c.kind == "price"]
    assert got == [("vela-small", 0.09, "EUR", "input", None), ("vela-small", 0.27, "EUR", "output", None),
                   ("vela-small", 0.14, "EUR", "input", "previous"), ("orion-large", 2.4, "GBP", "input", None),
                   ("orion-large", 12.0, "GBP", "output", None)]


def test_the_header_of_a_main_section_keeps_its_unit_note_and_token_columns_are_never_gpu_hours():
    html = ("<main><header><h1>Pricing</h1><p>All token prices are in USD per 1M tokens.</p></header>"
            "<table><tr><th>Model</th><th>Input</th><th>Cached input</th><th>Output</th></tr>"
            "<tr><td>gpt-oss-120b</td><td>$0.12</td><td>$0.03</td><td>$0.48</td></tr></table>"
            "<h2>Dedicated endpoints</h2><p>Billed per GPU-hour.</p></main>")
    got = [(float(c.amount), c.unit, c.token_type)
           for c in extract_claims(html, content_type="text/html").claims if c.kind == "price"]
    assert got == [(0.12, "per_million_tokens", "input"), (0.03, "per_million_tokens", "cached_input"),
                   (0.48, "per_million_tokens", "output")]
    # without the note, the endpoints' hourly billing still prices no token column
    bare = html.replace("<p>All token prices are in USD per 1M tokens.</p>", "")
    assert all(c.unit != "per_gpu_hour" for c in extract_claims(bare, content_type="text/html").claims
               if c.kind == "price")


LISTED_MODELS_YAML = """# gateway/prices.yaml
# All amounts are USD per 1K tokens.
currency: USD
unit: per_1k_tokens
min_charge_per_request: 0.0001

models:
  - id: wren-small-2
    context: 131072
    input_per_1k: 0.0001
    output_per_1k: 0.0003
    rate_limit_tpm: 800000

  - provider: Acme
    id: wren-large-2
    input_per_1k: 0.0006
    input_cache_hit_per_1k: 0.00015
    output_per_1k: 0.0025
"""


def test_a_yaml_list_of_models_each_item_naming_its_model_by_id():
    claims = extract_claims(LISTED_MODELS_YAML, content_type="text/plain").claims
    found = {(c.subject, str(c.amount), c.token_type) for c in claims if c.kind == "price"}
    assert found == {("wren-small-2", "0.1", "input"), ("wren-small-2", "0.3", "output"),
                     ("wren-large-2", "0.6", "input"), ("wren-large-2", "0.15", "cached_input"),
                     ("wren-large-2", "2.5", "output")}


VALUE_UNITS_YAML = """models:
  wren-1-8k:
    input: 5 rmb / M
    output: 20 rmb / M
  wren-1-32k:
    input: 0.015 rmb / K
    output: 70 rmb / M
"""


def test_a_yaml_catalogue_whose_values_carry_their_own_unit_and_currency():
    claims = extract_claims(VALUE_UNITS_YAML, content_type="text/plain").claims
    found = {(c.subject, str(c.amount), c.currency, c.token_type) for c in claims if c.kind == "price"}
    # each value its own: a line break ends "/ M", so the next line's key types nothing before it
    assert found == {("wren-1-8k", "5", "CNY", "input"), ("wren-1-8k", "20", "CNY", "output"),
                     ("wren-1-32k", "15", "CNY", "input"), ("wren-1-32k", "70", "CNY", "output")}


def test_a_models_list_of_aliases_is_no_model_of_its_own():
    text = ("models:\n  Acme:\n    wren-t1:\n      aliases:\n        - wren-t1-latest\n        - wren-t1-20250321\n"
            "      input: 1 rmb / M\n      output: 4 rmb / M\n    wren-t2:\n      input: 0.8 rmb / M\n      output: 2 rmb / M\n")
    found = {(c.subject, str(c.amount), c.token_type) for c in extract_claims(text).claims if c.kind == "price"}
    assert found == {("wren-t1", "1", "input"), ("wren-t1", "4", "output"), ("wren-t2", "0.8", "input"),
                     ("wren-t2", "2", "output")}


LIMITS_BESIDE_PRICES = """# pricing/corvid.yaml
currency: USD
per: 1k_tokens
models:
  corvid-3:
    context_window: 256000
    max_output: 64000
    input_per_1k: 0.0008
    output_per_1k: 0.0032
  corvid-3-mini:
    context_window: 128000
    max_output: 32000
    input_per_1k: 0.0002
    output_per_1k: 0.0008
"""


def test_a_limit_or_window_beside_the_prices_is_no_price():
    # "max_output: 64000" once came out as an output price of 64,000,000 per million tokens
    found = sorted((c.subject, float(c.amount), c.token_type)
                   for c in extract_claims(LIMITS_BESIDE_PRICES, content_type="text/plain").claims if c.kind == "price")
    assert found == [("corvid-3", 0.8, "input"), ("corvid-3", 3.2, "output"),
                     ("corvid-3-mini", 0.2, "input"), ("corvid-3-mini", 0.8, "output")]


def test_tiers_of_a_record_cut_off_by_the_excerpt_keep_the_records_model():
    # the excerpt ends inside the third tier: the outer record never closes, its tiers are read one by one
    cut = CATALOGUE_ENTRY.split('"tool_call_pricing"')[0].replace("], ", "},\n { \"input_range\": \"128K<输入\", \"inp")
    found = _prices(cut)
    assert ("lumen-max", Decimal("3"), "CNY", "input", None) in found
    assert ("lumen-max", Decimal("20"), "CNY", "output", "long-context>32k") in found
    assert all(subject == "lumen-max" for subject, *_ in found)


DICT_UNDER_A_UNIT_HEADING = """价格战走到哪一步了,先看一张表。
# 几家模型的 API 价格(单位:元/百万 token)
history = {
  "2025-01": { "Lumen-Pro": {"input": 12, "output": 36}, "Quill-2": {"input": 4, "output": 8}, },
  "2026-01": { "Lumen-Pro": {"input": 2, "output": 6}, # 降了八成
"""


def test_records_under_a_heading_that_states_their_unit_take_it_and_the_key_they_are_under():
    # the dict is no JSON (a trailing comma, a comment, cut off), so its innermost records are read alone
    assert _prices(DICT_UNDER_A_UNIT_HEADING) == sorted([
        ("Lumen-Pro", Decimal("12"), "CNY", "input", None), ("Lumen-Pro", Decimal("36"), "CNY", "output", None),
        ("Quill-2", Decimal("4"), "CNY", "input", None), ("Quill-2", Decimal("8"), "CNY", "output", None),
        ("Lumen-Pro", Decimal("2"), "CNY", "input", None), ("Lumen-Pro", Decimal("6"), "CNY", "output", None)])
    # without the heading's unit the numbers are no prices
    assert _prices(DICT_UNDER_A_UNIT_HEADING.replace("(单位:元/百万 token)", "")) == []


LONG_FORMAT_ROWS = """{"data": {"model_id": "heron-1", "currency": "USD", "prices": [
 {"provider_model_id": "acme/heron-1", "dimension": "input", "price": 0.3, "unit": "per_1M_tokens"},
 {"provider_model_id": "acme/heron-1", "dimension": "output", "price": 1.2, "unit": "per_1M_tokens"},
 {"provider_model_id": "acme/heron-1", "dimension": "web_search", "price": 0.01, "unit": "per_request"}"""


def test_long_format_rows_price_the_tokens_their_dimension_names():
    assert _prices(LONG_FORMAT_ROWS) == sorted([("acme/heron-1", Decimal("0.3"), "USD", "input", None),
                                                ("acme/heron-1", Decimal("1.2"), "USD", "output", None)])


def test_a_column_of_gpu_counts_in_a_rate_card_is_no_price():
    card = ("# Prices in USD per GPU per hour.\n"
            "gpu,memory,on_demand_usd,spot_usd,min_gpus\n"
            "NVIDIA H200 SXM,141GB HBM3e,3.29,1.80,8\n"
            "NVIDIA L40S,48GB GDDR6,0.95,0.49,1\n")
    got = sorted(float(c.amount) for c in extract_claims(card, content_type="text/plain").claims if c.kind == "price")
    assert got == [0.49, 0.95, 1.8, 3.29]


def test_an_unlisted_model_keeps_its_version_and_variant_words():
    table = ("| 模型 | 输入 ($/M) | 输出 ($/M) |\n|---|---|---|\n"
             "| **DeepSeek Coder V2** | $0.14 | $0.28 |\n| **Qwen 3 Coder 480B** | $0.22 | $1.00 |\n")
    subjects = {c.subject for c in extract_claims(table, content_type="text/markdown").claims if c.kind == "price"}
    assert subjects == {"deepseek-coder-v2", "qwen-3-coder-480b"}
