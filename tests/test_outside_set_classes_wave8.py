"""Classes of error found on the eighth wave of outside sets (2026-12-05 evening, issue 9). Each is pinned on text
written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from extractors.pipeline import extract_claims

PUBLISHED = dt.date(2026, 11, 20)


def _claims(text: str, content_type: str = "text/plain") -> list:
    return extract_claims(text, content_type=content_type, published=PUBLISHED, document_id="doc").claims


def _comparisons(text: str, content_type: str = "text/plain") -> list[tuple]:
    return [(c.ratio, c.metric, c.subject, c.baseline) for c in _claims(text, content_type) if c.kind == "comparison"]


def test_a_range_column_over_a_low_and_a_high_offer_compares_their_prices() -> None:
    text = ("## Hourly GPU rates, lowest and highest offer\n\n"
            "| GPU | Provider (Low) | Low Price | Provider (High) | High Price | Range |\n| --- | --- | --- | --- | --- | --- |\n"
            "| B200 | Kestrel Cloud | $3.10 | Azure | $14.26 | 4.6x |\n| A10G | Tamsworth | $0.40 | AWS | $1.20 | 3.0x |\n")
    assert _comparisons(text, "text/markdown") == [(Decimal("4.6"), "price", "Azure", "Kestrel Cloud"),
                                                   (Decimal("3"), "price", "AWS", "Tamsworth")]
    # a multiple that is no quotient of two figures in its row says nothing the table shows
    loose = ("| GPU | Low Price | High Price | Range |\n| --- | --- | --- | --- |\n| B200 | $3.10 | $14.26 | 2.0x |\n")
    assert _comparisons(loose, "text/markdown") == []


def _hardware(text: str) -> list[tuple]:
    return [(c.name, c.known) for c in _claims(text) if c.kind == "hardware"]


def test_bare_ascend_variants_and_a_code_joined_to_its_memory_are_hardware() -> None:
    assert _hardware("适配 910A、910 ProB 与 910B 三种芯片。") == [
        ("Huawei Ascend 910A", False), ("Huawei Ascend 910 ProB", False), ("Huawei Ascend 910B", True)]
    assert _hardware("单卡 L20-48GB 与 A40-48G 均可运行。") == [("NVIDIA L20", True), ("NVIDIA A40", True)]


def test_a_figure_with_its_multiple_in_brackets_under_a_speedup_label() -> None:
    text = ("解码速度（ms/token）如下。\n\n| 草稿模型 | 目标模型 | 目标模型速度 | 投机解码速度（加速比） |\n| :--- | :--- | :---: | :---: |\n"
            "| Tiny-1B | Base-7B | 52.1 | 38.0（1.37x） |\n| Tiny-1B | Base-13B | 70.4 | 44.0（1.60x） |\n")
    assert _comparisons(text, "text/markdown") == [(Decimal("1.37"), "throughput", "投机解码", None),
                                                   (Decimal("1.6"), "throughput", "投机解码", None)]


def test_an_unsigned_gain_is_read_only_where_the_figures_beside_it_make_it() -> None:
    column = ("以下为 8 卡实测吞吐（samples/s）。\n\n| 模型 | NPU | 基线吞吐 | FastLoRA+吞吐 | 性能提升 |\n| :---: | :---: | :---: | :---: | :---: |\n"
              "| Qwen-7B | 8 | 10.00 | 12.50 | 25.0% |\n| Qwen-14B | 8 | 6.00 | 6.60 | 10.0% |\n| Qwen-72B | 8 | 6.00 | 6.60 | 30.0% |\n")
    # the 30% the row's figures do not make is left out
    assert _comparisons(column, "text/markdown") == [(Decimal("1.25"), "throughput", "FastLoRA", "基线"),
                                                     (Decimal("1.1"), "throughput", "FastLoRA", "基线")]
    row = ("| 框架 | Throughput | tokens/s |\n| :---: | :---: | :---: |\n| fastgen | 6.00 requests/s | 1500.00 tokens/s |\n"
           "| baseline | 3.00 requests/s | 600.00 tokens/s |\n| diff | 100.00% | 150.00% |\n")
    assert _comparisons(row, "text/markdown") == [(Decimal("2"), "throughput", "fastgen", "baseline"),
                                                  (Decimal("2.5"), "throughput", "fastgen", "baseline")]


def _prices(text: str, content_type: str = "text/plain") -> list[tuple]:
    return [(c.amount, c.token_type, c.condition, c.subject) for c in _claims(text, content_type) if c.kind == "price"]


def test_a_rising_span_written_with_to_is_a_range_but_a_cut_is_not() -> None:
    assert _prices("Smaller cards cost $1.50 to $2 per hour each at on-demand rates.") == []
    assert [p[0] for p in _prices("Kestrel cut the B200 rate from $4.20 to $3.10 per hour.")] == [
        Decimal("4.2"), Decimal("3.1")]


def test_versus_between_two_prices_of_now_is_no_previous_price() -> None:
    text = "Tokens already in the cache are ten times cheaper than uncached ones ($0.25 vs. $2.50 per million)."
    assert [p[2] for p in _prices(text)] == [None, None]
    changed = "Lantern-2 now costs $1.20 per million input tokens, versus $2.40 last year."
    assert [(p[0], p[2]) for p in _prices(changed)] == [(Decimal("1.2"), None), (Decimal("2.4"), "previous")]


def test_a_unit_declared_once_at_the_head_of_a_catalogue_holds_for_every_card() -> None:
    cards = "".join(f"### {name}\nHost: Brackenfold · Context: 128K\n- Input: {i}\n- Cached input: {c}\n- Output: {o}\n"
                    f"- Limits: 300 RPM\n\n---\n\n" for name, i, c, o in (
                        ("DeepSeek-V3", "0.27", "0.07", "1.10"), ("Kimi K2", "0.60", "0.15", "2.50"),
                        ("GLM-4.5", "0.55", "0.11", "2.00")))
    text = "# Brackenfold catalogue\n\nPrices on every card are in US dollars per million tokens.\n\n" + cards
    prices = _prices(text, "text/markdown")
    assert [(p[0], p[1]) for p in prices] == [
        (Decimal("0.27"), "input"), (Decimal("0.07"), "cached_input"), (Decimal("1.1"), "output"),
        (Decimal("0.6"), "input"), (Decimal("0.15"), "cached_input"), (Decimal("2.5"), "output"),
        (Decimal("0.55"), "input"), (Decimal("0.11"), "cached_input"), (Decimal("2"), "output")]
    # each card's prices are its heading's model, not the first card's
    assert [p[3] for p in prices][6:] == ["glm-4.5"] * 3
    # two declarations that disagree leave the far cards unread
    clash = text.replace("# Brackenfold catalogue\n\n", "# Brackenfold catalogue\n\nSome rows are in euros per million tokens.\n\n")
    assert len(_prices(clash, "text/markdown")) < len(prices)


def test_a_billing_object_declares_the_unit_of_the_model_list_beside_it() -> None:
    text = ('{\n  "platform": "Lanternfish Cloud",\n  "billing": {"currency": "CNY", "unit": "元/百万tokens"},\n'
            '  "models": [\n    {"name": "Fernlight-3", "input": 0.8, "output": 3.2, "rpm": 300},\n'
            '    {"name": "Fernlight-3 Mini", "input": 0.2, "output": 0.8}\n  ]\n}\n')
    claims = [c for c in _claims(text) if c.kind == "price"]
    assert [(c.amount, c.currency, c.token_type, c.subject) for c in claims] == [
        (Decimal("0.8"), "CNY", "input", "Fernlight-3"), (Decimal("3.2"), "CNY", "output", "Fernlight-3"),
        (Decimal("0.2"), "CNY", "input", "Fernlight-3 Mini"), (Decimal("0.8"), "CNY", "output", "Fernlight-3 Mini")]


def test_a_camel_case_cached_input_key_in_a_typescript_table() -> None:
    text = ("// All prices: USD per 1M tokens.\nexport const PRICES = {\n"
            '  "gpt-4.1": { input: 2.00, cachedInput: 0.50, output: 8.00 },\n};\n')
    assert [(p[0], p[1]) for p in _prices(text)] == [(Decimal("2"), "input"), (Decimal("0.5"), "cached_input"),
                                                     (Decimal("8"), "output")]


def _results(text: str, content_type: str = "text/plain") -> list[tuple]:
    return [(c.value, c.unit, c.benchmark, c.scenario, c.accelerator, c.accelerator_count)
            for c in _claims(text, content_type) if c.kind == "benchmark"]


def test_a_speedup_column_with_a_1x_row_per_block_compares_each_row_with_its_block() -> None:
    text = ("| Engine | GPUs | Step Time | Speedup |\n|---|---|---|---|\n| Baseline | 1 | 9.00s/it | 1x |\n"
            "| Alpha | 1 | 8.00s/it | 1.1x |\n| **Beta** | 1 | **5.00s/it** | **1.8x** 🚀 |\n| Alpha | 8 | 3.00s/it | 1x |\n"
            "| **Beta** | 8 | **1.00s/it** | **3.0x** 🚀 |\n")
    assert _comparisons(text, "text/markdown") == [(Decimal("1.1"), "performance", "Alpha", "Baseline"),
                                                   (Decimal("1.8"), "performance", "Beta", "Baseline"),
                                                   (Decimal("3"), "performance", "Beta", "Alpha")]


def test_mlperf_summary_rows_pasted_as_csv_are_results_of_the_systems_accelerators() -> None:
    text = ("system_id,benchmark,scenario,perf_metric,perf_value\n"
            "Kestrel-XR9_A100-SXM4-80GBx4_TRT,bert-99,Offline,result_samples_per_second,15123.4\n"
            "Kestrel-XR9_A100-SXM4-80GBx4_TRT,bert-99,SingleStream,result_90.00_percentile_latency_ns,412345.0\n"
            "A10x2_TRT,resnet50,Offline,result_samples_per_second,27001.5\n")
    assert _results(text) == [(Decimal("15123.4"), "samples/s", "bert", "Offline", "NVIDIA A100", 4),
                              (Decimal("27001.5"), "samples/s", "resnet50", "Offline", "NVIDIA A10", 2)]


def test_inferences_per_second_are_samples_and_request_counts_are_no_results() -> None:
    csv = ("Model,Framework,Inst. Type,Throughput (inference/sec),Latency P50 (ms)\n"
           "bert-base-uncased,PyTorch 2.9,trn1.2xlarge,3301.25,9.1\nroberta-base,PyTorch 2.9,trn1.2xlarge,3250.10,9.3\n")
    assert [r[:2] for r in _results(csv)] == [(Decimal("3301.25"), "samples/s"), (Decimal("3250.1"), "samples/s")]
    report = ("============ Serving Benchmark Result ============\nSuccessful requests:                     1000\n"
              "Request throughput (req/s):              3.12\nOutput token throughput (tok/s):         3120.50\n")
    assert [r[:2] for r in _results(report)] == [(Decimal("3120.5"), "tokens/s")]


def test_a_group_label_line_inside_a_markdown_table_keeps_the_table_whole() -> None:
    text = ("| Model | Batch Size | Throughput (out tok/s) | 1st Token Latency (ms) |\n| :--- | :--- | ---: | ---: |\n"
            "| **H100**\n| Lantern 7B | 64 | **9,800** | 95 |\n| **A100** |\n| Lantern 7B | 64 | 3,200 | 410 |\n")
    assert [(r[0], r[4]) for r in _results(text, "text/markdown")] == [(Decimal("9800"), "NVIDIA H100"),
                                                                      (Decimal("3200"), "NVIDIA A100")]


def test_a_code_array_named_for_its_chip_prices_each_provider_by_the_gpu_hour() -> None:
    text = ('export const H100_PRICING = [\n  {\n    provider: "Kestrel Cloud",\n    on_demand_dollar_per_gpu_hour: 2.85,\n  },\n'
            '  {\n    provider: "Tamsworth",\n    spot_dollar_per_gpu_hour: 1.40,\n  }\n];\n')
    claims = [c for c in _claims(text) if c.kind == "price"]
    assert [(c.amount, c.unit, c.condition, c.subject, c.organization) for c in claims] == [
        (Decimal("2.85"), "per_gpu_hour", None, "NVIDIA H100", "Kestrel Cloud"),
        (Decimal("1.4"), "per_gpu_hour", "spot", "NVIDIA H100", "Tamsworth")]
    # an array named for no chip prices nothing it can tell
    assert _prices(text.replace("H100_PRICING", "GPU_PRICING")) == []


def test_arrows_between_rates_a_line_names_hourly_are_old_and_new_gpu_hour_prices() -> None:
    text = "Cut GPU hourly rates for the wind-down:\nA10 $1.60 -> $0.80, L40S $1.30 -> $0.65.\n"
    claims = [c for c in _claims(text) if c.kind == "price"]
    assert [(c.amount, c.unit, c.condition, c.subject, c.organization) for c in claims] == [
        (Decimal("1.6"), "per_gpu_hour", "previous", "NVIDIA A10", None), (Decimal("0.8"), "per_gpu_hour", None, "NVIDIA A10", None),
        (Decimal("1.3"), "per_gpu_hour", "previous", "NVIDIA L40S", None), (Decimal("0.65"), "per_gpu_hour", None, "NVIDIA L40S", None)]


def test_a_long_context_object_takes_its_threshold_and_an_example_object_prices_nothing() -> None:
    text = ('{\n  "id": "lantern-2-pro",\n  "pricing": {\n    "standard": {"input_per_million": 0.30, "output_per_million": 1.20},\n'
            '    "long_context": {"input_per_million": 0.60, "output_per_million": 2.40},\n    "long_context_threshold": 200000\n  },\n'
            '  "example": {"model_id": "lantern-2-mini", "input_per_million": 9.99}\n}\n')
    assert _prices(text) == [(Decimal("0.3"), "input", None, "lantern-2-pro"), (Decimal("1.2"), "output", None, "lantern-2-pro"),
                             (Decimal("0.6"), "input", "long-context>200k", "lantern-2-pro"),
                             (Decimal("2.4"), "output", "long-context>200k", "lantern-2-pro")]
    # a file naming another currency leaves a key's bare quantity without dollars
    assert _prices(text.replace('"id"', '"currency_note": "金额单位：元", "id"')) == []


def test_a_note_restating_its_records_price_is_one_claim() -> None:
    text = ('[\n  {"model_id": "gpt-4o", "pricing": {"input_per_million": 2.50, "output_per_million": 10.00},\n'
            '   "note": "GPT-4o costs $2.50 per million input tokens and $10.00 per million output tokens."}\n]\n')
    assert _prices(text) == [(Decimal("2.5"), "input", None, "gpt-4o"), (Decimal("10"), "output", None, "gpt-4o")]


def test_accelerators_of_makers_written_by_code_and_codes_that_are_no_gpus() -> None:
    text = ("We ran FP16 on T4. A T5 model was tested too. The Atlas 300I DUO (310P), Graphcore® C600, BM1684X, STC P920 "
            "and MetaX C500 were listed. Create a v6e TPU instance. The R282 server is no GPU; the B200 is.")
    assert [n for n, _ in _hardware(text)] == [
        "NVIDIA T4", "Huawei Atlas 300I DUO", "Huawei Ascend 310P", "Graphcore C600", "SOPHGO BM1684X",
        "Stream Computing STC P920", "MetaX C500", "Google TPU v6e", "NVIDIA B200"]


def test_quadro_cards_and_blackwell_workstation_cards_keep_their_names() -> None:
    assert [n for n, _ in _hardware("Cards: Quadro RTX 5000, Quadro P4000 and an RTX 6000 Blackwell.")] == [
        "NVIDIA Quadro RTX 5000", "NVIDIA Quadro P4000", "NVIDIA RTX 6000 Blackwell"]


def test_a_heading_between_two_tables_keeps_them_apart() -> None:
    text = ("## Model Details\n| Property | Value |\n|---|---|\n| Model ID | `lantern-2` |\n| Output Speed | 150 tokens/second median |\n"
            "## Pricing\n| Type | Cost per 1M tokens |\n|---|---|\n| Input | $0.20 |\n| Output | $0.50 |\n")
    assert [(p[0], p[1]) for p in _prices(text, "text/markdown")] == [(Decimal("0.2"), "input"), (Decimal("0.5"), "output")]


def test_billed_per_token_is_how_usage_is_counted_not_the_unit_of_the_table() -> None:
    text = ("Prices per 1M tokens (USD). Billed per token, no minimums.\n\n| Model | Input | Output |\n|---|---|---|\n"
            "| DeepSeek-R1 | $3.00 | $7.00 |\n")
    assert [(p[0], p[1]) for p in _prices(text, "text/markdown")] == [(Decimal("3"), "input"), (Decimal("7"), "output")]


def test_items_set_off_by_a_dash_under_a_card_hour_declaration() -> None:
    text = ("All prices are in yuan per card-hour, on demand:\n\nHuawei Ascend 910C - ¥11.20\nCambricon MLU590 - ¥6.70\n")
    claims = [c for c in _claims(text) if c.kind == "price"]
    assert [(c.amount, c.currency, c.unit, c.subject) for c in claims] == [
        (Decimal("11.2"), "CNY", "per_gpu_hour", "Huawei Ascend 910C"), (Decimal("6.7"), "CNY", "per_gpu_hour", "Cambricon MLU590")]


def test_a_card_hour_written_with_a_middle_dot_or_before_a_change_verb() -> None:
    claims = [c for c in _claims("H100按量价格由每卡·时18.0元降至13.5元。") if c.kind == "price"]
    assert [(c.amount, c.unit, c.condition) for c in claims] == [(Decimal("18"), "per_gpu_hour", "previous"),
                                                                 (Decimal("13.5"), "per_gpu_hour", None)]
    claims = [c for c in _claims("H200每卡时降至19.5元") if c.kind == "price"]
    assert [(c.amount, c.unit) for c in claims] == [(Decimal("19.5"), "per_gpu_hour")]


def test_a_slash_run_after_a_labelled_list_takes_its_types_in_order_and_the_tier_before_it() -> None:
    text = ("| Provider | Model | Pricing | Tiering |\n| --- | --- | --- | --- |\n"
            "| Lanternfish | lantern-2 | Input $4/MTok, Cached $0.40/MTok, Cache write $5/MTok, Output $20/MTok | "
            "Large Context (>256K): $8/$0.80/$10/$36 |\n")
    assert _prices(text, "text/markdown") == [
        (Decimal("4"), "input", None, "lantern-2"), (Decimal("0.4"), "cached_input", None, "lantern-2"),
        (Decimal("5"), "input", "cache write", "lantern-2"), (Decimal("20"), "output", None, "lantern-2"),
        (Decimal("8"), "input", "long-context>256k", "lantern-2"), (Decimal("0.8"), "cached_input", "long-context>256k", "lantern-2"),
        (Decimal("10"), "input", "cache write, long-context>256k", "lantern-2"),
        (Decimal("36"), "output", "long-context>256k", "lantern-2")]


def test_a_comment_pricing_prompt_and_completion_alike_in_yuan_per_thousand() -> None:
    text = ('TOKEN_COSTS = {\n    "glm-4": {"prompt": 0.014, "completion": 0.014},  # prompt + completion tokens=0.1￥/k-tokens\n}\n')
    assert _prices(text) == [(Decimal("100"), "input", None, "glm-4"), (Decimal("100"), "output", None, "glm-4")]


def test_older_nvidia_cards_by_code_intel_arc_and_max_and_no_a_code_of_intel_read_as_nvidia() -> None:
    table = "| GPU | Price |\n|---|---|\n| P4000* | free |\n| P4 | $0.40 |\n| P100 | $2.30 |\n"
    assert [n for n, _ in _hardware(table)] == ["NVIDIA P4000", "NVIDIA P4", "NVIDIA P100"]
    prose = ("Free plans (M4000) exist. The 1080Ti at $0.30/hour. Intel Arc A770, Arc B580 and Intel Max 1550 were tested; "
             "so were the A100 and A10 GPUs. P99 latency is 20 ms.")
    assert [n for n, _ in _hardware(prose)] == ["NVIDIA M4000", "NVIDIA GeForce GTX 1080 Ti", "Intel Arc A770", "Intel Arc B580",
                                                "Intel Max 1550", "NVIDIA A100", "NVIDIA A10"]


def test_a_bracketed_change_right_after_a_labelled_rate_compares_that_rate() -> None:
    text = ("| Case | baseline (vLLM) | Optimized |\n|---|---|---|\n"
            "| **ShareGPT** | Total TPS: 5000.00<br>Mean TPOT(ms): 200.00 | Total TPS: 6500.00 (+30.0%)<br>Mean TPOT(ms): 250.00 |\n")
    assert _comparisons(text, "text/markdown") == [(Decimal("1.3"), "throughput", "Optimized", "baseline (vLLM)")]


def test_markdown_headings_stay_sentences_of_their_own() -> None:
    from extractors.text import prepare_text
    prepared = prepare_text("# Rates\n\n## Budget (Per 1M Tokens)\n\n### Tier 1\n1. **Lantern-2** (Kestrel) - $0.05/$0.08\n",
                            content_type="text/markdown")
    assert [prepared.text[s:e] for s, e in prepared.sentences] == [
        "Rates", "Budget (Per 1M Tokens)", "Tier 1", "Lantern-2 (Kestrel) - $0.05/$0.08"]
    # and the item's pair is priced by the heading's unit, for the item's own model
    assert _prices("# Rates\n\n## Budget (Per 1M Tokens)\n\n### Tier 1\n1. **Lantern-2** (Kestrel) - $0.05/$0.08\n",
                   "text/markdown") == [(Decimal("0.05"), "input", None, "Lantern-2"), (Decimal("0.08"), "output", None, "Lantern-2")]


def test_a_yaml_rate_card_keyed_by_display_name_and_purchase_modes() -> None:
    text = ("# Rates are USD per GPU-hour unless a key names another unit.\ncurrency: USD\ngpus:\n"
            "  - display_name: NVIDIA H100 SXM\n    on_demand: 1.95\n    spot: 1.10\n    reserved_1y: 1.50\n")
    claims = [c for c in _claims(text) if c.kind == "price"]
    assert [(c.amount, c.unit, c.condition, c.subject) for c in claims] == [
        (Decimal("1.95"), "per_gpu_hour", None, "NVIDIA H100"), (Decimal("1.1"), "per_gpu_hour", "spot", "NVIDIA H100"),
        (Decimal("1.5"), "per_gpu_hour", "reserved-1y", "NVIDIA H100")]


def test_a_span_written_with_zhi_is_a_range() -> None:
    assert _prices("价格预计在每卡时 8 元至 10 元之间。") == []


def test_a_toml_catalogue_under_a_unit_comment() -> None:
    text = ('# USD per 1M tokens unless a key says otherwise.\n\n[models."lantern-2"]\nprovider = "kestrel"\ninput = 2.00\n'
            'input_cached = 0.50\noutput = 8.00\n# long-context tier: prompts above 128k tokens\ninput_long = 4.00\n\n'
            '[limits]\ndefault_rpm = 500\n')
    assert _prices(text) == [(Decimal("2"), "input", None, "lantern-2"), (Decimal("0.5"), "cached_input", None, "lantern-2"),
                             (Decimal("8"), "output", None, "lantern-2"), (Decimal("4"), "input", "long-context>128k", "lantern-2")]


def test_a_unit_stated_in_the_top_row_of_a_table_is_the_tables_unit() -> None:
    text = ("计价单位：元/百万tokens | Unit: CNY per million tokens\n\n| 项目 Item | 标准价 Standard |\n|---|---|\n| 输入 Input | 1.2 |\n"
            "| 输出 Output | 4.8 |\n")
    claims = [c for c in _claims(text, "text/markdown") if c.kind == "price"]
    assert [(c.amount, c.currency, c.token_type) for c in claims] == [(Decimal("1.2"), "CNY", "input"),
                                                                     (Decimal("4.8"), "CNY", "output")]


def test_a_price_list_flattened_one_cell_a_line_with_its_amounts_run_together() -> None:
    text = ("Price list\nUSD per 1M tokens\nModel\nBase input\nCache write\nOutput\nBatch output\n"
            "Lantern Large\n$3.00$3.75$12.00$6.00\nLantern Small\n$0.50$0.60$2.00$1.00\nLantern Max\nContact sales\n")
    assert _prices(text) == [
        (Decimal("3"), "input", None, "Lantern Large"), (Decimal("3.75"), "input", "cache write", "Lantern Large"),
        (Decimal("12"), "output", None, "Lantern Large"), (Decimal("6"), "output", "batch", "Lantern Large"),
        (Decimal("0.5"), "input", None, "Lantern Small"), (Decimal("0.6"), "input", "cache write", "Lantern Small"),
        (Decimal("2"), "output", None, "Lantern Small"), (Decimal("1"), "output", "batch", "Lantern Small")]


def test_a_unit_in_brackets_after_labelled_amounts_and_a_tier_written_as_n_and_above() -> None:
    text = ("Prompts under 128k tokens: input 0.30, cached input 0.05, output 0.90 (USD / 1M tokens).\n"
            "Prompts of 128k tokens and above: input 0.60, output 1.80.\n")
    assert _prices(text) == [(Decimal("0.3"), "input", None, None), (Decimal("0.05"), "cached_input", None, None),
                             (Decimal("0.9"), "output", None, None), (Decimal("0.6"), "input", "long-context>128k", None),
                             (Decimal("1.8"), "output", "long-context>128k", None)]


def test_an_improved_latency_is_a_cut_a_regression_a_fall_and_acceleration_a_speed_up() -> None:
    text = "Prefix-aware routing improves time-to-first-token (TTFT) latency by up to 90% at peak throughput."
    assert [(r, m) for r, m, *_ in _comparisons(text)] == [(Decimal("0.1"), "latency")]
    assert [(r, m) for r, m, *_ in _comparisons("Version 2 throughput shows a regression of about 12% compared with v1.")] == [
        (Decimal("0.88"), "throughput")]
    assert [(r, m) for r, m, *_ in _comparisons("It brings 1.9x acceleration to the search service.")] == [
        (Decimal("1.9"), "performance")]


def test_floors_in_a_table_and_thresholds_in_brackets_are_no_results_but_a_record_exceeded_is() -> None:
    table = ("| Model | Use | Speed |\n|---|---|---|\n| **Lantern 70B** | complex tasks | ⚡⚡⚡ 800+ tokens/s |\n"
             "| **Lantern 8B** | quick replies | ⚡⚡⚡⚡ 1000+ tokens/s |\n")
    assert _results(table, "text/markdown") == []
    assert _results("- Green indicates high speed (>500 tokens/s)\n- Red indicates low speed (<200 tokens/s)\n",
                    "text/markdown") == []
    assert [r[0] for r in _results("For the cluster that means sustained >60k tokens/s.")] == [Decimal("60000")]


def test_a_card_named_by_its_number_is_no_count_of_cards() -> None:
    text = "On a 3090 GPU the 27B model reaches 100 tokens/second. Eight H100 GPUs reach 9,000 tokens/s."
    assert [(r[0], r[4], r[5]) for r in _results(text)] == [(Decimal("100"), "NVIDIA GeForce RTX 3090", None),
                                                          (Decimal("9000"), "NVIDIA H100", 8)]


def test_token_labels_in_brackets_after_each_amount_and_a_plain_text_block_in_markdown() -> None:
    line = "lantern-turbo:    0.002元/千Tokens (输入)   0.006元/千Tokens (输出)\n"
    assert [(p[0], p[1]) for p in _prices(line)] == [(Decimal("2"), "input"), (Decimal("6"), "output")]
    block = ("主流模型官方定价参考（per 1M tokens）：\n\n```plain text\n模型                      输入价格        输出价格\n"
             "GPT-4o                   $2.50           $10.00\nGPT-4o-mini              $0.15           $0.60\n```\n")
    assert [(p[0], p[1], p[3]) for p in _prices(block, "text/markdown")] == [
        (Decimal("2.5"), "input", "gpt-4o"), (Decimal("10"), "output", "gpt-4o"),
        (Decimal("0.15"), "input", "gpt-4o-mini"), (Decimal("0.6"), "output", "gpt-4o-mini")]


def test_latency_abbreviations_glued_to_chinese_and_the_first_audio() -> None:
    assert [(r, m, s) for r, m, s, _ in _comparisons("TP8模式的TTFT相比EP8降低约19%。")] == [(Decimal("0.81"), "latency", None)]
    assert [(r, m) for r, m, *_ in _comparisons("流式会话：TTFA 降低 5.3 倍。")] == [(Decimal("0.1887"), "latency")]
