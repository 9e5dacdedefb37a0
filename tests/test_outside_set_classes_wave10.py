"""Classes of error found on the tenth wave of outside sets (2026-12-05 night, issue 9). Each is pinned on text written
for these tests in the form the outside files use, never their words."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from extractors.pipeline import extract_claims

PUBLISHED = dt.date(2026, 11, 20)


def _claims(text: str, content_type: str = "text/plain") -> list:
    return extract_claims(text, content_type=content_type, published=PUBLISHED, document_id="doc").claims


def _kind(text: str, kind: str, content_type: str = "text/plain") -> list:
    return [c for c in _claims(text, content_type) if c.kind == kind]


def test_a_serving_table_with_per_user_and_total_token_speeds_reads_both_columns() -> None:
    table = ("| Model | Batch | Hardware | ttft (ms) | t/s/u | Target t/s/u | t/s |\n"
             "|---|---|---|---|---|---|---|\n"
             "| Qwen 3 32B (TP=8) | 32 | Box (Wormhole) | 120 | 21.4 | 30 | 684.8 |\n"
             "| DeepSeek R1 Distill Llama 3.3 70B (TP=8) | 32 | Box (Wormhole) | 150 | 14.2 | 20 | 454.4 |\n")
    results = _kind(table, "benchmark", "text/markdown")
    assert sorted(c.value for c in results) == [Decimal("14.2"), Decimal("21.4"), Decimal("454.4"), Decimal("684.8")]
    assert {c.unit for c in results} == {"tokens/s"}
    # the distilled model is its own workload, not the model it was distilled from nor the family it was distilled into
    assert {c.benchmark for c in results if c.value in (Decimal("14.2"), Decimal("454.4"))} == \
        {"deepseek-r1-distill-llama-3.3-70b"}
    # a lowercase "t/s" alone in a table of times stays unread: without the per-user column it may be seconds
    assert _kind("| Step | t/s |\n|---|---|\n| warm-up | 12.5 |\n", "benchmark", "text/markdown") == []


def test_a_gain_stated_after_two_rates_is_a_throughput_gain_over_the_bracketed_one() -> None:
    text = ("* 吞吐量对比：\n"
            "  * 最高达1250 tokens/s（vLLM 仅 ~900 tokens/s），提升约 39%。\n"
            "  * 在 128 并发时，吞吐1262 tokens/s（vLLM 仅 810 tokens/s），提升 56%。\n")
    gains = _kind(text, "comparison", "text/markdown")
    assert [(c.ratio, c.metric, c.baseline) for c in gains] == [
        (Decimal("1.39"), "throughput", "vLLM"), (Decimal("1.56"), "throughput", "vLLM")]
    # both runs' rates are kept: 1250 is another run's figure, not 1262 rounded
    assert sorted(c.value for c in _kind(text, "benchmark", "text/markdown")) == [
        Decimal("810"), Decimal("900"), Decimal("1250"), Decimal("1262")]
    # with no rates before it, a bare gain still names no metric
    assert _kind("新版本发布后，提升约 39%。", "comparison") == []


def test_a_catalogues_discount_keys_compare_each_plan_with_on_demand() -> None:
    text = ('RATES = {\n    "gpu": {\n        "A100-80GB": {\n            "on_demand": 3.90,\n'
            '            "spot_discount": 0.65,\n            "reserved_discount": 0.35\n        },\n'
            '        "L4-24GB": {\n            "on_demand": 0.80,\n            "batch_discount_pct": 50\n        }\n    }\n}\n')
    found = {(c.subject, c.ratio, c.metric, c.baseline) for c in _kind(text, "comparison")}
    assert found == {("spot", Decimal("0.35"), "price", "on-demand"), ("reserved", Decimal("0.65"), "price", "on-demand"),
                     ("batch", Decimal("0.5"), "price", "the standard price")}
    # a discount of nothing (or everything) is a placeholder, not a plan's price
    assert _kind('{"spot_discount": 0.0, "reserved_discount": 1.0}', "comparison") == []


def test_cached_input_against_regular_input_is_that_token_pair() -> None:
    found = _kind("Cached input tokens are 10x cheaper in dollars per token than regular input tokens on both APIs.",
                  "comparison")
    assert [(c.ratio, c.metric, c.subject, c.baseline) for c in found] == [
        (Decimal("0.1"), "price", "cached input", "input")]
    # the plain pair still reads output against input
    found = _kind("Output tokens are 4x more expensive than input tokens.", "comparison")
    assert [(c.ratio, c.subject, c.baseline) for c in found] == [(Decimal("4"), "output", "input")]


def test_ampere_data_center_cards_are_registered_and_a_phone_is_not_one() -> None:
    names = {c.name for c in _kind("Hourly rates: A10 GPU $0.60, A30 GPU $0.90, A40 GPU $1.10.", "hardware")}
    assert names == {"NVIDIA A10", "NVIDIA A30", "NVIDIA A40"}
    # a bare code with nothing making it a card stays unread
    assert _kind("Plans S1, M2 and the A10 road are listed.", "hardware") == []
    assert all(c.known for c in _kind("NVIDIA A10 (24 GB) at $0.75/hr", "hardware"))
    assert _kind("The Samsung Galaxy A10 phone sold well last year.", "hardware") == []


def test_a_list_of_multiples_shares_the_speed_word_after_its_last() -> None:
    found = _kind("With the sparse kernel merged you get up to **1.5× (32K), 2.2× (64K) and 6× (512K)** speedup.",
                  "comparison", "text/markdown")
    assert [(c.ratio, c.metric) for c in found] == [
        (Decimal("1.5"), "performance"), (Decimal("2.2"), "performance"), (Decimal("6"), "performance")]
    # a multiple of memory in the same kind of list stays out
    assert _kind("It needs 2x, 3x and 4x memory.", "comparison") == []


def test_a_stage_sped_up_by_two_multiples_gives_both() -> None:
    found = _kind("The method trims memory by up to 2.1x while speeding up decoding by up to 1.9x and 1.4x for the two "
                  "model families.", "comparison")
    assert [(c.ratio, c.metric) for c in found] == [(Decimal("1.9"), "performance"), (Decimal("1.4"), "performance")]


def test_a_table_of_tiered_cells_keeps_batch_and_tier_together_and_reads_the_caching_column() -> None:
    table = ("| Tier | Input Price per 1M tokens | Output Price per 1M tokens | Context Caching |\n"
             "|---|---|---|---|\n"
             "| **Paid** | **$1.10** (≤200k tokens)<br>**$2.20** (>200k tokens) | **$9.00** | $0.11 (≤200k)<br>$3.50/hour "
             "storage |\n"
             "| **Paid Batch** | **$0.55** (≤200k tokens)<br>**$1.10** (>200k tokens) | **$4.50** | - |\n")
    found = {(c.amount, c.token_type, c.condition) for c in _kind(table, "price", "text/markdown")}
    assert found == {(Decimal("1.1"), "input", None), (Decimal("2.2"), "input", "long-context>200k"),
                     (Decimal("9"), "output", None), (Decimal("0.11"), "cached_input", None),
                     (Decimal("0.55"), "input", "batch"), (Decimal("1.1"), "input", "batch, long-context>200k"),
                     (Decimal("4.5"), "output", "batch")}


def test_an_amount_marked_audio_is_the_audio_price() -> None:
    table = ("| Tier | Input Price per 1M tokens | Output Price per 1M tokens |\n|---|---|---|\n"
             "| Paid | **$0.40** (text/image)<br>**$1.20** (audio) | **$3.00** |\n")
    found = {(c.amount, c.token_type, c.condition) for c in _kind(table, "price", "text/markdown")}
    assert found == {(Decimal("0.4"), "input", None), (Decimal("1.2"), "input", "audio"), (Decimal("3"), "output", None)}


def test_short_side_keys_and_divided_figures_in_price_code() -> None:
    code = ('# USD per 1M tokens\nPRICES = {\n    "gpt-4.1": {"in": 2.00, "cached": 0.50, "out": 8.00},\n}\n'
            'LIMITS = {"gpt-4.1": 10_000}\n')
    assert {(c.subject, c.amount, c.token_type) for c in _kind(code, "price")} == {
        ("gpt-4.1", Decimal("2"), "input"), ("gpt-4.1", Decimal("0.5"), "cached_input"),
        ("gpt-4.1", Decimal("8"), "output")}
    code = ('export const models = [\n  {\n    modelName: "gpt-4o",\n    inputPrice: 2.5 / 1e6,\n'
            '    outputPrice: 10.0 / 1e6,\n    contextSize: 128000,\n  },\n];\n')
    assert {(c.subject, c.amount, c.token_type) for c in _kind(code, "price")} == {
        ("gpt-4o", Decimal("2.5"), "input"), ("gpt-4o", Decimal("10"), "output")}


def test_a_cell_of_two_bare_amounts_under_an_input_output_label() -> None:
    table = ("| Provider | Model | Price (input / output, $ per 1M tokens) |\n|---|---|---|\n"
             "| Cerebras | Qwen3-235B-A22B | 0.65 / 1.25 |\n")
    assert {(c.amount, c.token_type) for c in _kind(table, "price", "text/markdown")} == {
        (Decimal("0.65"), "input"), (Decimal("1.25"), "output")}


def test_engine_tables_whose_measure_is_stated_in_the_prose() -> None:
    page = ("We report output throughput in tokens/s at 128 concurrent requests.\n\n"
            "| Model | GPUs | Baseline | Ours | Speedup |\n|---|---|---|---|---|\n"
            "| Llama 3.1 8B | 1x H100 | 9,000 | 12,600 | 1.40x |\n")
    assert [(c.ratio, c.metric) for c in _kind(page, "comparison", "text/markdown")] == [(Decimal("1.4"), "throughput")]
    assert sorted(c.value for c in _kind(page, "benchmark", "text/markdown")) == [Decimal("9000"), Decimal("12600")]
    page = ("测试指标为输出吞吐（tokens/s）。\n\n| 硬件 | vLLM 0.9 | SwiftInfer 1.2 | SwiftInfer 相对 vLLM |\n|---|---|---|---|\n"
            "| H20 ×2（TP2） | 2,000 | 2,500 | +25.0% |\n\n首 token 时延方面，vLLM 为 800ms，SwiftInfer 为 600ms（降低25%）。\n")
    found = [(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(page, "comparison", "text/markdown")]
    assert found[0] == (Decimal("1.25"), "throughput", "SwiftInfer", "vLLM")
    assert found[1][:2] == (Decimal("0.75"), "latency")


def test_a_parity_in_an_mlperf_scenario_is_throughput() -> None:
    text = ("MLPerf Inference results: an eight-GPU server reached 100,000 tokens/s Offline. In Server it is on par with "
            "the eight-GPU B300 systems of the same round.")
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("1"), "throughput")]


def test_a_listed_companys_run_on_the_market_is_no_comparison() -> None:
    text = "港股收评。个股方面，某智能客服公司上涨8.9%，年内累计涨幅达215%。某AI公司开发者数量增长30%。"
    assert [c for c in _kind(text, "comparison") if c.ratio == Decimal("3.15")] == []


def test_a_column_for_two_cards_prices_a_machine() -> None:
    table = ("RunPod community cloud, per-GPU/hour:\n\n| Candidate | $/GPU/hr | 2× GPU $/hr | VRAM |\n|---|---|---|---|\n"
             "| RTX A5000 | 0.18 | 0.36 | 24 GB |\n| RTX 4090 | 0.35 | 0.70 | 24 GB |\n")
    assert sorted(c.amount for c in _kind(table, "price", "text/markdown")) == [Decimal("0.18"), Decimal("0.35")]


def test_chinese_falls_and_speed_ups_written_with_bei() -> None:
    assert [(c.ratio, c.metric) for c in _kind("新系统上线后，计算成本降 4 倍。", "comparison")] == [(Decimal("0.25"), "cost")]
    found = _kind("阈值 0.9 时吞吐从 40.2→100.5 tokens/s，提速约 2.5×，精度影响可忽略。", "comparison")
    assert [(c.ratio, c.metric) for c in found] == [(Decimal("2.5"), "throughput")]


def test_a_savings_column_between_two_priced_columns() -> None:
    table = ("| 项目 | ModelA | ModelB | 节省 |\n|---|---|---|---|\n"
             "| 输入 | $0.20/1M tokens | $0.50/1M tokens | **60%** |\n| 输出 | $0.40/1M tokens | $1.50/1M tokens | 73% |\n")
    found = [(c.ratio, c.metric, c.subject, c.baseline, c.organization) for c in _kind(table, "comparison", "text/markdown")]
    assert found == [(Decimal("0.4"), "price", "ModelA", "ModelB", None), (Decimal("0.27"), "price", "ModelA", "ModelB", None)]
    # a saving the two amounts do not give is left unread
    table = table.replace("**60%**", "**90%**")
    assert [c.ratio for c in _kind(table, "comparison", "text/markdown")] == [Decimal("0.27")]


def test_a_fraction_marked_slower_is_kept_and_a_shape_is_no_subject() -> None:
    table = ("Kernel A:\n| m | n | Time (us) | vs KernelB |\n|---|---|---|---|\n| 8 | 4096 | 74.0 | 1.39x faster |\n"
             "| 64 | 7168 | 98.5 | 0.70x slower |\n\n| Comparison | Speedup |\n|---|---|\n| KernelB vs KernelC | 0.94x slower |\n")
    found = [(c.ratio, c.subject, c.baseline) for c in _kind(table, "comparison", "text/markdown")]
    assert found == [(Decimal("1.39"), None, "KernelB"), (Decimal("0.7"), None, "KernelB"),
                     (Decimal("0.94"), "KernelB", "KernelC")]


def test_a_makers_cell_names_the_product_in_the_next_cell() -> None:
    table = "| 厂商 | 机型 | 形态 |\n|---|---|---|\n| 昆仑芯 | P800（Kunlun3） | 8卡 OAM |\n| Google | Gemini 2.5 Pro | API |\n"
    assert [c.name for c in _kind(table, "hardware", "text/markdown")] == ["Kunlunxin P800"]


def test_a_rate_written_once_after_two_figures() -> None:
    text = "On H100 it reaches 18% higher throughput than vLLM (15,000 vs 12,700 tok/s), and lifts decode from 180 to 250 tokens/s."
    assert sorted(c.value for c in _kind(text, "benchmark")) == [Decimal("180"), Decimal("250"), Decimal("12700"),
                                                                 Decimal("15000")]
    # a load swept over a range is no result
    assert _kind("We send requests at a rate ranging from 1 to 16 requests per second.", "benchmark") == []


def test_camel_case_long_tier_keys_take_the_bound_their_comment_states() -> None:
    code = ("// USD per 1M tokens.\nexport interface Rate {\n  input: number;\n  output: number;\n"
            "  inputLong?: number;   // prompts over 200K tokens\n  outputLong?: number;\n}\n"
            'export const RATES: Record<string, Rate> = {\n  "gemini-2.5-pro": { input: 1.25, output: 10, inputLong: 2.5, '
            "outputLong: 15 },\n};\n")
    found = {(c.amount, c.token_type, c.condition) for c in _kind(code, "price")}
    assert found == {(Decimal("1.25"), "input", None), (Decimal("10"), "output", None),
                     (Decimal("2.5"), "input", "long-context>200k"), (Decimal("15"), "output", "long-context>200k")}


# ------------------------------------------------------------------ wave 23 (blind94, blind95, written41)

def test_a_section_priced_per_image_ends_the_token_unit_declared_above_and_below() -> None:
    page = ("Speech\n\nPrices per 1M tokens.\n\n|Model|Input|Output|\n|---|---|---|\n|voice-mini|$0.60|$2.40|\n\n"
            "Image generation\n\nPrices per image.\n\n|Model|Quality|1024 x 1024|\n|---|---|---|\n|pic-1|Low|$0.011|\n"
            "|pic-1|High|$0.167|\n\nEmbeddings\n\nPrices per 1M tokens.\n\n|Model|Cost|\n|---|---|\n|embed-small|$0.02|\n")
    assert sorted(c.amount for c in _kind(page, "price", "text/markdown")) == [Decimal("0.02"), Decimal("0.6"),
                                                                             Decimal("2.4")]


def test_yearly_totals_beside_an_hourly_rate_are_no_hourly_prices() -> None:
    table = ("| Provider | GPU Type | Cost/hr | Annual Cost | vs AWS |\n|---|---|---|---|---|\n"
             "| **AWS g5.2xlarge** | A10G (24 GB) | $1.21 | $315 | Baseline |\n"
             "| Lambda Labs | A10 (24 GB) | $0.60 | $156 | **-50%** ⭐ |\n| Paperspace | A4000 (16 GB) | $0.76 | $198 | **-37%** |\n")
    assert {(c.subject, c.amount) for c in _kind(table, "price", "text/markdown")} == {
        ("NVIDIA A10", Decimal("0.6")), ("NVIDIA RTX A4000", Decimal("0.76"))}   # (an instance's row prices the machine)
    found = {(c.subject, c.ratio, c.metric, c.baseline) for c in _kind(table, "comparison", "text/markdown")}
    assert found == {("Lambda Labs", Decimal("0.5"), "price", "AWS g5.2xlarge"),
                     ("Paperspace", Decimal("0.63"), "price", "AWS g5.2xlarge")}


def test_a_per_token_cost_worked_out_from_an_instance_rate_changes_as_a_cost() -> None:
    table = ("| Scenario | Hourly Cost | Throughput | $/1M tokens | vs Baseline |\n|---|---|---|---|---|\n"
             "| A | $98.32 | 4,200 | $0.85 | Baseline |\n| B | $21.96 | 1,800 | $0.72 | -15% |\n")
    assert [(c.ratio, c.metric) for c in _kind(table, "comparison", "text/markdown")] == [(Decimal("0.85"), "cost")]


def test_a_catalogue_stating_its_unit_but_no_currency_prices_in_dollars() -> None:
    record = ('{"models": [{"name": "Llama 3.3 70B", "modelId": "llama-3.3-70b-instruct", "pricing": {"input": 0.72, '
              '"output": 0.72, "unit": "per 1M tokens", "note": "cloud pricing"}}]}')
    found = {(c.amount, c.currency, c.token_type) for c in _kind(record, "price")}
    assert found == {(Decimal("0.72"), "USD", "input"), (Decimal("0.72"), "USD", "output")}
    # a file in another currency keeps its own
    assert {c.currency for c in _kind(record.replace("cloud pricing", "价格单位 CNY"), "price")} <= {"CNY"}


def test_a_map_of_tuples_named_by_its_comment_gives_on_demand_and_spot_rates() -> None:
    code = ("# Per-GPU-hour pricing\nRATES: dict[str, tuple[float, float | None]] = {\n"
            "    # gpu_type -> (on_demand_per_gpu_hr, spot_per_gpu_hr or None)\n"
            '    "A100-SXM-80GB": (1.85, 1.20),\n    "H200-SXM-141GB": (4.10, None),\n'
            "    # TODO: B200 estimated from other providers\n"
            '    "B200-SXM-180GB": (7.00, None),\n}\n')
    found = {(c.subject, c.amount, c.condition) for c in _kind(code, "price")}
    assert found == {("NVIDIA A100", Decimal("1.85"), None), ("NVIDIA A100", Decimal("1.2"), "spot"),
                     ("NVIDIA H200", Decimal("4.1"), None)}


def test_tiny_ratios_keep_their_digits_and_an_implosion_is_a_fall() -> None:
    found = _kind("Since GPT-3's debut, model costs saw a 2,500x price implosion.", "comparison")
    assert [(c.ratio, c.metric) for c in found] == [(Decimal("0.0004"), "price")]
    found = _kind("Since GPT-3's debut, model prices fell 3,000x.", "comparison")
    assert [c.ratio for c in found] == [Decimal("0.0003333")]


def test_slower_by_a_percent_in_chinese_against_each_ones_own_baseline() -> None:
    found = _kind("在解码阶段，新内核比 KernelX 慢 30%，比 KernelY 慢 45%。", "comparison")
    assert [(c.ratio, c.metric, c.baseline) for c in found] == [
        (Decimal("0.7"), "performance", "KernelX"), (Decimal("0.55"), "performance", "KernelY")]


def test_a_tex_multiple_and_a_reduction_of_two_measures() -> None:
    found = _kind("LinearX boosts decoding throughput by up to $5\\times$ at 1M context.", "comparison", "text/markdown")
    assert [(c.ratio, c.metric) for c in found] == [(Decimal("5"), "throughput")]
    found = _kind("Quickserve brings 12x Throughput and Cost Reduction for embeddings.", "comparison")
    assert [(c.ratio, c.metric) for c in found] == [(Decimal("0.0833"), "cost")]


def test_request_rates_beside_token_rates_are_no_results_and_images_a_second_are_samples() -> None:
    table = ("| Backend | TPS@4 | QPS@4 | TPS@1 |\n|---|---|---|---|\n| EngineA | 40.39 | 0.15 | 41.47 |\n"
             "| EngineB | 192.58 | 0.90 | 59.68 |\n")
    found = _kind(table, "benchmark", "text/markdown")
    assert sorted(c.value for c in found) == [Decimal("40.39"), Decimal("41.47"), Decimal("59.68"), Decimal("192.58")]
    found = _kind("在 A100 单卡上，ResNet-152 推理吞吐从1100img/s提升至2650img/s。", "benchmark")
    assert [(c.value, c.unit) for c in found] == [(Decimal("1100"), "samples/s"), (Decimal("2650"), "samples/s")]


def test_what_an_approach_could_allow_is_no_measured_change() -> None:
    assert _kind("This approach could allow AI systems to process data up to ten times faster.", "comparison") == []
    assert [c.ratio for c in _kind("The chip processes data up to ten times faster than GPUs.", "comparison")] == [
        Decimal("10")]


def test_a_cache_hit_price_set_against_the_standard_one_in_brackets() -> None:
    found = _kind("- **Provider A:** $0.25/M (vs $2.50/M) on cache hits", "price", "text/markdown")
    assert {(c.amount, c.token_type) for c in found} == {(Decimal("0.25"), "cached_input"), (Decimal("2.5"), "input")}


# ------------------------------------------------------------------ wave 24 (blind96, blind97, written42)

def test_a_map_named_for_prices_with_divided_figures_inline() -> None:
    code = ('MODEL_PRICING = {\n    "gpt-4o": {"input": 2.5/1_000_000, "output": 10/1_000_000},\n'
            '    "o3-mini": {"input": 1.1/1_000_000, "output": 4.4/1_000_000},\n}\n')
    found = {(c.subject, c.amount, c.token_type) for c in _kind(code, "price")}
    assert found == {("gpt-4o", Decimal("2.5"), "input"), ("gpt-4o", Decimal("10"), "output"),
                     ("o3-mini", Decimal("1.1"), "input"), ("o3-mini", Decimal("4.4"), "output")}
    # the same figures in a map named for something else are no prices
    assert _kind(code.replace("MODEL_PRICING", "MODEL_LIMITS"), "price") == []


def test_bare_pairs_set_against_an_input_output_pair_follow_its_order() -> None:
    text = ("Price per million tokens: $0.20 input and $0.80 output, against $1.00 and $5.00 for Haiku 4.5 and $3.00 "
            "and $15.00 for Sonnet 4.5.")
    found = [(c.amount, c.token_type) for c in _kind(text, "price")]
    assert found == [(Decimal("0.2"), "input"), (Decimal("0.8"), "output"), (Decimal("1"), "input"),
                     (Decimal("5"), "output"), (Decimal("3"), "input"), (Decimal("15"), "output")]


def test_two_changes_joined_by_and_keep_their_own_metrics() -> None:
    found = [(c.ratio, c.metric) for c in _kind("It runs 30% faster and costs up to 30% less for most work.", "comparison")]
    assert found == [(Decimal("1.3"), "performance"), (Decimal("0.7"), "cost")]
    found = _kind("Blackwell is 30x faster, and cuts the cost and energy of inference by as much as 25x.", "comparison")
    assert all(c.baseline != "25x" for c in found)
