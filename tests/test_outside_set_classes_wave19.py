"""Classes of error found on the nineteenth wave of outside sets (2026-12-06, issue 9). Each is pinned on text
written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from tests.claim_helpers import claims_of_kind as _kind


def test_a_speed_up_written_as_two_words_over_a_rate_per_chip_is_a_throughput_gain_over_that_chip() -> None:
    text = ("That works out to 9,400 tokens/s per Rubin GPU, a 31% throughput speed up over the 7,175 tokens/s "
            "per NVIDIA Blackwell GPU measured last round.")
    [gain] = _kind(text, "comparison", "text/plain")
    assert (gain.ratio, gain.metric, gain.subject, gain.baseline) == (
        Decimal("1.31"), "throughput", "NVIDIA Rubin", "NVIDIA Blackwell")


def test_each_figure_per_family_chip_keeps_the_family_it_is_per() -> None:
    text = ("That works out to 9,400 tokens/s per NVIDIA Blackwell Ultra GPU, up from 7,175 tokens/s per "
            "NVIDIA Blackwell GPU.")
    assert [(b.value, b.accelerator) for b in _kind(text, "benchmark", "text/plain")] == [
        (Decimal("9400"), "NVIDIA Blackwell Ultra"), (Decimal("7175"), "NVIDIA Blackwell")]


def test_a_newer_generation_compared_in_words_with_its_own_family_keeps_that_baseline() -> None:
    text = "The new Blackwell Ultra nodes show a 22% performance speed up over the Blackwell nodes we ran in spring."
    [gain] = _kind(text, "comparison", "text/plain")
    assert (gain.ratio, gain.subject, gain.baseline) == (Decimal("1.22"), "NVIDIA Blackwell Ultra", "NVIDIA Blackwell")


def test_extra_throughput_is_a_gain_of_that_share() -> None:
    text = "Against the GB200 NVL72, the GB300 NVL72 gives up to 38% extra Llama 3.1 405B inference throughput."
    [gain] = _kind(text, "comparison", "text/plain")
    assert (gain.ratio, gain.metric, gain.subject, gain.baseline) == (
        Decimal("1.38"), "throughput", "NVIDIA GB300 NVL72", "NVIDIA GB200 NVL72")


def test_beating_a_record_stated_with_a_thousands_separator_by_a_share() -> None:
    text = ("The cluster of MI355X nodes reached 640,000 tokens/s, beating the earlier MI325X record of "
            "512,000 tokens/s by 25%.")
    [gain] = _kind(text, "comparison", "text/plain")
    assert (gain.ratio, gain.metric, gain.subject, gain.baseline) == (
        Decimal("1.25"), "throughput", "AMD Instinct MI355X", "AMD Instinct MI325X")


def test_japanese_input_and_output_columns_give_each_price_its_token_type() -> None:
    text = ("Koharu Cloud の料金表\n\n"
            "| モデル | 入力単価 ($/1M tokens) | 出力単価 ($/1M tokens) | コンテキスト長 |\n"
            "|---|---|---|---|\n"
            "| Mistral Small 3.1 | $0.10 | $0.30 | 128K |\n"
            "| Mistral Large 2 | $2.00 | $6.00 | 128K |\n")
    assert [(p.amount, p.token_type) for p in _kind(text, "price", "text/markdown")] == [
        (Decimal("0.10"), "input"), (Decimal("0.30"), "output"), (Decimal("2.00"), "input"), (Decimal("6.00"), "output")]


def test_japanese_multiples_take_the_product_named_before_ni_kurabete_as_baseline() -> None:
    text = "新しいB200サーバーは、H200に比べて2.3倍高速だという。"
    [gain] = _kind(text, "comparison", "text/plain")
    assert (gain.ratio, gain.metric, gain.subject, gain.baseline) == (
        Decimal("2.3"), "performance", "NVIDIA B200", "NVIDIA H200")


def test_a_japanese_generation_on_generation_multiple_is_against_the_previous_generation() -> None:
    text = "MI355Xは前世代比3.5倍のパフォーマンスを発揮する。"
    [gain] = _kind(text, "comparison", "text/plain")
    assert (gain.ratio, gain.baseline) == (Decimal("3.5"), "the previous generation")


def test_a_chinese_multiple_with_a_thousands_separator_is_the_whole_figure() -> None:
    text = "该公司称，新一代推理集群的能效比五年前的系统提升了2,400倍。"
    assert [c.ratio for c in _kind(text, "comparison", "text/plain")] in ([], [Decimal("2400")])
    assert Decimal("400") not in [c.ratio for c in _kind(text, "comparison", "text/plain")]


def test_a_chip_built_on_an_architecture_named_in_chinese_is_the_subject_of_its_share() -> None:
    text = "H800采用Hopper架构，配备80GB显存，推理性能为H100的70%。"
    [share] = _kind(text, "comparison", "text/plain")
    assert (share.ratio, share.subject, share.baseline) == (Decimal("0.7"), "NVIDIA H800", "NVIDIA H100")


def test_a_target_of_double_is_no_comparison() -> None:
    text = "If AMD's next part hits its target of double the MI300X throughput, the sums change again."
    assert _kind(text, "comparison", "text/plain") == []


def test_a_rent_against_another_chips_rent_makes_that_chip_the_baseline() -> None:
    text = ("At Halden Cloud, an MI300X rents for $1.90 per GPU-hour against $2.60 for an H100, so the AMD part is "
            "27% cheaper by the hour.")
    [cheaper] = _kind(text, "comparison", "text/plain")
    assert (cheaper.ratio, cheaper.metric, cheaper.subject, cheaper.baseline) == (
        Decimal("0.73"), "price", "AMD Instinct MI300X", "NVIDIA H100")


def test_a_share_of_a_chip_after_a_fall_is_against_that_chip_in_the_measure_of_the_sentence_before() -> None:
    text = ("On Llama 3.1 8B the MI300X produced 8,200 tokens/s against 9,900 on the H100. "
            "At 32K sequence length it fell to 70% of the H100.")
    shares = [(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", "text/plain")]
    assert (Decimal("0.7"), "throughput", "AMD Instinct MI300X", "NVIDIA H100") in shares


def test_the_spread_of_a_mean_is_no_result_and_the_mean_takes_the_unit() -> None:
    text = ("Results (10 repetitions, mean +/- std):\n\n"
            "| test | baseline | PR | delta |\n|---|---|---|---|\n"
            "| pp512 | 88.40 +/- 0.71 t/s | 90.02 +/- 0.33 | +1.83% |\n")
    values = [b.value for b in _kind(text, "benchmark", "text/markdown")]
    assert Decimal("88.40") in values and Decimal("0.71") not in values


def test_a_figure_that_would_correspond_to_a_full_rack_is_no_result() -> None:
    text = ("The single ND GB300 v6 VM reached 60,100 tokens/s on Llama 2 70B, which would correspond to "
            "1,080,000 tokens/s on a full NVL72 rack.")
    assert [b.value for b in _kind(text, "benchmark", "text/plain")] == [Decimal("60100")]


def test_a_range_of_signed_percentages_is_no_comparison() -> None:
    text = "Batch 512 directional result: ~1900-2700 tok/s (+76 to +150%), not yet certified."
    assert [c.ratio for c in _kind(text, "comparison", "text/plain")] == []


def test_a_job_ads_aim_after_a_label_is_no_comparison() -> None:
    text = "About the role: You will help us triple serving throughput per GPU by the end of 2028."
    assert _kind(text, "comparison", "text/plain") == []


def test_an_engine_that_edges_out_another_under_a_table_of_rates_wins_in_throughput() -> None:
    text = ("| Metric | vLLM | SGLang |\n|---|---|---|\n| Output throughput | 301.20 tok/s | 352.40 tok/s |\n"
            "| Mean TTFT | 4,100 ms | 1,210 ms |\n\n"
            "At low concurrency, SGLang edges out vLLM by 17%. The gap closes under load.")
    assert [(c.ratio, c.metric, c.baseline) for c in _kind(text, "comparison", "text/markdown")] == [
        (Decimal("1.17"), "throughput", "vLLM")]


def test_a_multiple_of_what_another_chip_did_is_against_that_chip_whatever_the_clause_before_names() -> None:
    text = ("Google quotes 2x the performance per watt of Trillium; in our own runs a single TPU v7 chip generated "
            "4,800 tokens/s, about 1.6x what a TPU v6e chip did on the same setup.")
    found = [(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", "text/markdown")]
    assert (Decimal("1.6"), "throughput", "Google TPU v7", "Google TPU v6e") in found


def test_bare_figures_of_a_list_under_a_declared_hourly_unit_are_rents_per_purchase_mode() -> None:
    text = ("【租赁行情】本周 GPU 报价（单位：元/卡/时）\n\n数据来源：某算力平台，2026年6月1日更新。\n\n"
            "· A800：按需 7.4，包月 5.6，竞价 3.3\n· L40S：按需 3.1\n")
    assert [(p.subject, p.amount, p.currency, p.unit, p.condition) for p in _kind(text, "price", "text/plain")] == [
        ("NVIDIA A800", Decimal("7.4"), "CNY", "per_gpu_hour", None),
        ("NVIDIA A800", Decimal("5.6"), "CNY", "per_gpu_hour", "reserved-1m"),
        ("NVIDIA A800", Decimal("3.3"), "CNY", "per_gpu_hour", "spot"),
        ("NVIDIA L40S", Decimal("3.1"), "CNY", "per_gpu_hour", None)]


def test_a_list_under_a_declared_unit_needs_a_product_in_each_label() -> None:
    text = "Cluster facts (USD per GPU-hour):\n\n- Regions: 3, 4 and 7\n- H200: on-demand 3.79, spot 2.05\n"
    assert [(p.subject, p.amount, p.condition) for p in _kind(text, "price", "text/markdown")] == [
        ("NVIDIA H200", Decimal("3.79"), None), ("NVIDIA H200", Decimal("2.05"), "spot")]


def test_a_model_card_priced_by_a_lookup_of_prompt_length_ranges_gives_each_tier() -> None:
    text = ("const cards = [\n  {\n    id: 'qwen3-max',\n    pricing: {\n      currency: 'CNY',\n      units: [\n"
            "        {\n          lookup: {\n            prices: {\n              '[0, 0.032]': 2.4,\n"
            "              '[0.032, 0.128]': 4,\n              '[0.128, infinity]': 7,\n            },\n"
            "            pricingParams: ['textInputRange'],\n          },\n          name: 'textInput',\n"
            "          strategy: 'lookup',\n          unit: 'millionTokens',\n        },\n      ],\n    },\n  },\n];\n")
    assert [(p.subject, p.amount, p.token_type, p.condition) for p in _kind(text, "price", "text/plain")] == [
        ("qwen3-max", Decimal("2.4"), "input", None), ("qwen3-max", Decimal("4"), "input", "long-context>32k"),
        ("qwen3-max", Decimal("7"), "input", "long-context>128k")]


def test_a_cache_hits_saving_told_as_from_and_to_is_no_price_change() -> None:
    text = ("Each model lists a cache-miss rate and a cache-hit rate for input. "
            "On GLM-4.6 that drops input from $0.60 to $0.11 per million, about 82% off.")
    prices = [(p.amount, p.token_type, p.condition) for p in _kind(text, "price", "text/plain")]
    assert (Decimal("0.11"), "input", None) not in prices and not any(c == "previous" for _, _, c in prices)
    assert [c.baseline for c in _kind(text, "comparison", "text/plain")] in ([], ["the cache-miss input price"])


def test_a_column_of_assumed_unit_prices_is_no_price() -> None:
    text = ("假设调用同样的 1M tokens：\n\n"
            "| 模型版本 | 单价(假设) | 总费用 |\n|---|---|---|\n| V2 | $0.003 / 1K tokens | $3.0 |\n")
    assert _kind(text, "price", "text/markdown") == []


def test_a_chinese_change_against_last_month_names_the_month_not_the_change() -> None:
    text = "平台称，5090 的按需价格较上月下调了 15%，此前为 3.10 元。"
    [cut] = _kind(text, "comparison", "text/plain")
    assert (cut.ratio, cut.metric) == (Decimal("0.85"), "price") and "15%" not in (cut.baseline or "")


def test_an_aim_to_double_is_no_comparison() -> None:
    text = "The company said it aims to double performance per watt again with the generation after that."
    assert _kind(text, "comparison", "text/plain") == []


def test_a_guessed_speed_is_no_result() -> None:
    text = "u/voltfox: whatever ships next from team red I'd guess north of 250 t/s on Llama 3.1 8B, but who knows."
    assert _kind(text, "benchmark", "text/plain") == []


def test_the_request_rate_a_load_test_ramped_through_is_no_result() -> None:
    text = "Configuration: 8 replicas running Llama 3.1 8B, request rate ramped from 2 to 24 requests per second over 10 minutes."
    assert _kind(text, "benchmark", "text/plain") == []


def test_another_purchase_mode_after_an_hourly_rent_takes_its_unit() -> None:
    text = "> tarn_ops: Halden spot has been $1.22/GPU-hr for our A100s, on-demand is $1.79. Spot got pre-empted once."
    assert [(p.amount, p.unit, p.condition) for p in _kind(text, "price", "text/plain")] == [
        (Decimal("1.22"), "per_gpu_hour", "spot"), (Decimal("1.79"), "per_gpu_hour", None)]


def test_a_multiple_of_what_a_seller_asks_for_another_chip_is_a_price_against_that_chip() -> None:
    text = "Ardent charges $9.80 per B200 GPU-hour on demand, nearly twice what it asks for an H200."
    [dearer] = _kind(text, "comparison", "text/plain")
    assert (dearer.ratio, dearer.metric, dearer.subject, dearer.baseline) == (
        Decimal("2"), "price", "NVIDIA B200", "NVIDIA H200")


def test_a_tier_billed_at_a_multiple_of_the_rates_above_is_a_price_against_them() -> None:
    text = ("| Model | Input | Output |\n|---|---|---|\n| Qwen3-32B | $0.20 | $0.60 |\n\n"
            "Prompts over 64K tokens on Qwen3-32B are billed at 2x the rates above.")
    assert [(c.ratio, c.metric, c.baseline) for c in _kind(text, "comparison", "text/markdown")] == [
        (Decimal("2"), "price", "the rates above")]


def test_an_hourly_rent_of_a_machine_written_chip_times_count_is_no_per_gpu_rent() -> None:
    text = "参考某平台 H800 * 8 机器报价为 96000 元/月，也就是 133 元 / 小时。"
    assert [p.amount for p in _kind(text, "price", "text/plain") if p.unit == "per_gpu_hour"] == []


def test_a_price_per_million_api_operations_far_from_the_word_requests_is_no_token_price() -> None:
    text = ("Categories | Applicable API Ops | Prices |\n"
            "Class A | PUT, COPY, POST, LIST requests | Every month, the first 1 Million is free of charge, "
            "thereafter $0.45 per 1 Million |\n")
    assert _kind(text, "price", "text/plain") == []


def test_a_speed_one_might_be_able_to_get_and_one_like_it_are_no_results() -> None:
    text = ("So while you might be able to get 1.2k t/s on an H200, the speed per user will be something much lower "
            "like 25 t/s.")
    assert _kind(text, "benchmark", "text/plain") == []


def test_the_rent_a_worked_example_starts_from_is_no_price() -> None:
    text = ("Working the break-even\nStart from the hourly cost and a throughput assumption.\n"
            "An H200 at $3.10 per GPU-hour, serving a model at a throughput you measure, produces some number of tokens.\n")
    assert _kind(text, "price", "text/plain") == []


def test_slashed_figures_under_a_label_of_slashed_measures_each_take_their_own_unit() -> None:
    text = ("| | Offline Request throughput (req/s)/ Token throughput (tok/s) |\n| --- | --- |\n"
            "| 1GPU, Llama 8B, v0.6.1 | 16.20/7402.55 |\n")
    assert [(b.value, b.unit) for b in _kind(text, "benchmark", "text/markdown")] == [(Decimal("7402.55"), "tokens/s")]


def test_rows_of_purchase_modes_without_a_colon_under_a_declared_unit_are_rents() -> None:
    text = ("某云 GPU 租赁报价（2026年3月更新）\n单位：元/卡/小时，含税\n\n"
            "H200 141G    按需 16.2    竞价 10.1\nL20 48G       按需 2.4\n\n"
            "说明：新用户首月 H200 按需 9 折。\n")
    assert [(p.subject, p.amount, p.condition) for p in _kind(text, "price", "text/plain")] == [
        ("NVIDIA H200", Decimal("16.2"), None), ("NVIDIA H200", Decimal("10.1"), "spot"),
        ("NVIDIA L20", Decimal("2.4"), None)]


def test_a_change_supposed_in_a_chat_line_is_no_comparison() -> None:
    text = "[10:05] lina: and if the price per million drops by half, finance wants to re-run the model"
    assert _kind(text, "comparison", "text/plain") == []


def test_a_chinese_aim_covers_the_clauses_after_it() -> None:
    text = "公司公布了产品规划：下一代产品预计将于 2027 年流片，目标是推理性能再翻一番，能效提升 40% 以上。"
    assert _kind(text, "comparison", "text/plain") == []


def test_a_chinese_goal_with_a_year_before_the_verb_is_no_comparison() -> None:
    text = "公司 CTO 表示，“要想在 2029 年实现推理成本下降 8 倍，需要整个软件栈一起优化”。"
    assert _kind(text, "comparison", "text/plain") == []


def test_a_fraction_below_another_models_price_is_what_remains_of_it() -> None:
    text = "Its output price of $4 per million tokens is a quarter below Kestrel-3's, and input holds at $1 per million."
    assert [(c.ratio, c.metric, c.baseline) for c in _kind(text, "comparison", "text/plain")] == [
        (Decimal("0.75"), "price", "Kestrel-3")]


def test_the_makers_part_that_took_longer_is_that_makers_chip_in_latency() -> None:
    text = ("We ran the H100 and the Gaudi 3 on the same build. On time to first token the Intel part took "
            "30% longer.")
    [slower] = _kind(text, "comparison", "text/plain")
    assert (slower.ratio, slower.metric, slower.subject) == (Decimal("1.3"), "latency", "Intel Gaudi 3")


def test_a_spread_between_the_dearest_and_cheapest_routes_is_no_comparison() -> None:
    text = "Up to 410× spread between most and least expensive routes for identical workloads at the same quality floor."
    assert _kind(text, "comparison", "text/plain") == []


def test_words_of_a_link_are_no_change() -> None:
    text = "The DGX B300 they compared against costs ~$600,000:\n\nhttps://example-news.com/nvidia-dgx-b300-price-double-a-b200\n"
    assert _kind(text, "comparison", "text/plain") == []


def test_an_hourly_total_cost_of_ownership_is_no_rent() -> None:
    text = ("MI355X's lower per-GPU TCO ($1.52/GPU/hr vs B200 at $1.99/GPU/hr per the analysts' TCO model) now "
            "compounds into a cost-per-token lead.")
    assert _kind(text, "price", "text/plain") == []


def test_a_gap_between_serving_costs_on_two_chips_is_a_cost_comparison_whatever_speed_it_was_taken_at() -> None:
    text = ("The peak gap is 1.30x at 20 tok/s/user ($0.26/M on B200 vs $0.20/M on MI355X), and it closes above "
            "90 tok/s/user.")
    assert [c.metric for c in _kind(text, "comparison", "text/plain")] == ["cost"]


def test_a_code_comment_restating_a_value_takes_the_key_of_its_own_line() -> None:
    text = ("# USD per token; comments give per-1M.\nCATALOG = [\n"
            "    Price(\"qwen3-32b\", input_price=0.00000029,   # $0.29/MTok\n"
            "          output_price=0.00000059),             # $0.59/MTok\n]\n")
    assert [(p.amount, p.token_type) for p in _kind(text, "price", "text/plain")] == [
        (Decimal("0.29"), "input"), (Decimal("0.59"), "output")]


def test_a_bracket_summing_up_the_changes_names_no_token_of_the_amount_before_it() -> None:
    text = ("- **Pricing:** `tern-4` input cut from $0.80 to $0.60 per 1M tokens and output from $3.20 to $2.40 per "
            "1M tokens (input 25% lower, output 25% lower).")
    assert [(p.amount, p.token_type) for p in _kind(text, "price", "text/markdown") if p.condition is None] == [
        (Decimal("0.60"), "input"), (Decimal("2.40"), "output")]


def test_a_row_noted_as_estimated_and_unpublished_gives_no_price() -> None:
    text = ("### API prices (USD per 1M tokens)\n\n| Model | Input | Output | Notes |\n|---|---|---|---|\n"
            "| GPT-5 | $1.25 | $10.00 | |\n"
            "| Pelican-4 | ~$5.00 | ~$20.00 | Estimated, not yet published |\n")
    assert [p.amount for p in _kind(text, "price", "text/markdown")] == [Decimal("1.25"), Decimal("10.00")]


def test_a_column_of_rates_relative_to_the_input_price_gives_each_billing_item_a_price_multiple() -> None:
    text = ("| Type | Meaning | Rate (relative to base input price) |\n|---|---|---|\n"
            "| Regular input | uncached part | 1x |\n| cache_write | first write | 1.25x |\n| cache_read | read back | 0.1x |\n")
    assert [(c.subject, c.ratio, c.metric) for c in _kind(text, "comparison", "text/markdown")] == [
        ("cache_write", Decimal("1.25"), "price"), ("cache_read", Decimal("0.1"), "price")]


def test_items_of_a_list_whose_lead_supposes_what_follows_are_no_comparisons() -> None:
    text = ("以 Kestrel 为例，其精简版可能具有以下特征:\n"
            "- 上下文窗口:从32k token缩减至8k\n"
            "- 推理速度:QPS(每秒查询数)降低30%以上\n")
    assert _kind(text, "comparison", "text/markdown") == []


def test_a_multiple_someone_would_guess_at_is_no_comparison() -> None:
    text = 'I would guess that even when it seems "8x cheaper", you are only seeing margins of 40%.'
    assert [c.ratio for c in _kind(text, "comparison", "text/plain")] == []


def test_a_quoted_question_is_no_comparison() -> None:
    text = "“本地大模型推理速度比云端快4倍?”某白皮书披露的这组数据引发业界讨论。"
    assert _kind(text, "comparison", "text/plain") == []


def test_a_cost_object_of_per_token_divisions_under_a_model_id_gives_per_million_prices() -> None:
    text = ("export const MODELS = [\n  {\n    id: 'qwen3-32b',\n    cost: { input: 0.29 / 1e6, output: 0.59 / 1e6 },\n"
            "  },\n];\n")
    assert [(p.subject, p.amount, p.token_type) for p in _kind(text, "price", "text/plain")] == [
        ("qwen3-32b", Decimal("0.29"), "input"), ("qwen3-32b", Decimal("0.59"), "output")]


def test_the_request_rate_of_a_serving_run_beside_its_latencies_is_no_result() -> None:
    text = ("### Qwen2-72B\n- **NVIDIA H20*8**\n\n| Inference Engine | QPS | TTFT Mean | TPOT Mean |\n|---|---|---|---|\n"
            "| vLLM | 0.21 | 1710.2 | 98.4 |\n| SGLang | 0.33 | 1402.7 | 91.0 |\n")
    assert [b.unit for b in _kind(text, "benchmark", "text/markdown")] == []


def test_the_cost_of_hosting_a_model_on_an_instance_is_no_price() -> None:
    text = ("We show the cost of hosting Llama-3 models on the inf2.24xlarge instance, $0.009 per 1000 tokens and "
            "$0.014 per 1000 tokens for the 8B and 70B models, respectively.")
    assert _kind(text, "price", "text/plain") == []


def test_a_possessive_before_a_chinese_baseline_is_no_part_of_it() -> None:
    text = "实测下来，云端推理速度比我的本地RTX4060快了整整4倍。"
    assert [(c.ratio, c.baseline) for c in _kind(text, "comparison", "text/plain")] == [
        (Decimal("4"), "NVIDIA GeForce RTX 4060")]


def test_beating_another_chip_by_a_share_before_a_sentence_of_two_rates_is_throughput() -> None:
    text = "It beats my RTX 3060 on Llama 3.1 8B by 70 percent. 23.8 tokens per second versus 14.0."
    assert [(c.ratio, c.metric, c.baseline) for c in _kind(text, "comparison", "text/plain")] == [
        (Decimal("1.7"), "throughput", "NVIDIA GeForce RTX 3060")]


def test_a_unit_and_token_side_said_once_at_the_head_of_a_sentence_cover_its_amounts() -> None:
    text = "Per million input tokens, Qwen3-32B now costs $0.20 and Qwen3-8B $0.06."
    assert [(p.amount, p.unit, p.token_type) for p in _kind(text, "price", "text/plain")] == [
        (Decimal("0.20"), "per_million_tokens", "input"), (Decimal("0.06"), "per_million_tokens", "input")]


def test_a_price_supposed_for_the_sake_of_the_exercise_is_no_price() -> None:
    text = ("Suppose, for the sake of the exercise, that your provider charges $3.00 per million input tokens and "
            "$9.00 per million output tokens.")
    assert _kind(text, "price", "text/plain") == []


def test_a_chinese_gain_in_a_measure_achieved_is_a_gain_not_a_share() -> None:
    text = "在 Llama 3.1 70B 上，新版引擎实现了高达45%的输出吞吐量提升。"
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison", "text/plain")] == [(Decimal("1.45"), "throughput")]


def test_the_gpus_a_gain_spares_are_no_comparison() -> None:
    text = "For batch jobs, roughly twice the tokens per second per GPU means half the GPUs, or half the wall-clock time."
    assert Decimal("0.5") not in [c.ratio for c in _kind(text, "comparison", "text/plain")]


def test_a_row_label_per_million_tokens_and_an_output_row_under_cache_columns() -> None:
    text = ("某模型定价:\n调用类型 | 缓存命中(人民币) | 缓存未命中(人民币) |\n---|---|---|\n"
            "输入(每百万tokens) | 0.4元 | 1.6元 |\n输出(每百万tokens) | 6.4元 | 12.8元 |\n")
    assert [(p.amount, p.unit, p.token_type) for p in _kind(text, "price", "text/plain")] == [
        (Decimal("0.4"), "per_million_tokens", "cached_input"), (Decimal("1.6"), "per_million_tokens", "input"),
        (Decimal("12.8"), "per_million_tokens", "output")]


def test_a_code_list_of_model_pairs_under_a_comment_naming_the_order_gives_each_side() -> None:
    text = ("let detailed: &[(&str, (f64, f64))] = &[ // (model, (input, output))\n"
            "    (\"o4-mini\", (1.1 / 1_000_000.0, 4.4 / 1_000_000.0)),\n"
            "    (\"gpt-4.1\", (2.0 / 1_000_000.0, 8.0 / 1_000_000.0)),\n];\n")
    assert [(p.subject, p.amount, p.token_type) for p in _kind(text, "price", "text/plain")] == [
        ("o4-mini", Decimal("1.1"), "input"), ("o4-mini", Decimal("4.4"), "output"),
        ("gpt-4.1", Decimal("2.0"), "input"), ("gpt-4.1", Decimal("8.0"), "output")]


def test_a_per_token_figure_in_scientific_notation_is_never_its_mantissa() -> None:
    text = ("OpenAI's published gpt-4o rate is $2.50 / 1M input.\n\n```\n"
            "gpt-4:              input 3.0e-5    output 6.0e-5   (2.0x)\n```\n")
    assert [p.amount for p in _kind(text, "price", "text/markdown")] == [Decimal("2.50")]


def test_a_rent_for_a_plural_count_of_chips_is_a_machines_hour() -> None:
    text = "A10G (24 GB): $1.21/hour\n\n4 A10Gs (24 GB each): $6.81/hour\n"
    assert [p.amount for p in _kind(text, "price", "text/markdown")] == [Decimal("1.21")]


def test_the_reviews_cases_of_this_round_keep_their_readings() -> None:
    specs = ("Rental rates (USD per GPU-hour):\n- H100: on-demand 2.49\n\nSpecs:\n"
             "- H100: 80 GB memory, 700 W board power\n")
    assert [p.amount for p in _kind(specs, "price", "text/markdown")] == [Decimal("2.49")]
    assert all(c.ratio > 1 for c in _kind("On Llama 3 70B the H200 throughput rose by a third under heavy load "
                                          "compared with the H100.", "comparison", "text/plain"))
    more = _kind("At 18 tok/s/user the B200 delivers 40% more throughput than the MI355X ($0.30/M on B200 vs $0.22/M "
                 "on MI355X).", "comparison", "text/plain")
    assert [(c.ratio, c.metric) for c in more] == [(Decimal("1.4"), "throughput")]
    beaten = _kind("We ran the H100 and the Gaudi 3 on the same build. On throughput the H100 beat the Intel part by 30%.",
                   "comparison", "text/plain")
    assert [c.subject for c in beaten] == ["NVIDIA H100"]
    assert [p.amount for p in _kind("Per million input tokens, Qwen3-8B costs $0.06; a typical 30-day run of our agent "
                                    "came to $180.", "price", "text/plain")] == [Decimal("0.06")]
    assert [p.amount for p in _kind("Throughput (assumed): 1,000 tokens/s per GPU.\nLambda rents the H100 at $2.49 per "
                                    "GPU-hour.\n", "price", "text/plain")] == [Decimal("2.49")]
    assert [p.amount for p in _kind("The cost of running GPT-4o through the OpenAI API is $2.50 per million input "
                                    "tokens.", "price", "text/plain")] == [Decimal("2.50")]
    assert [c.ratio for c in _kind("昇腾910C的目标是替代H20，实测推理性能比H20高30%。", "comparison", "text/plain")] == [
        Decimal("1.3")]
    assert _kind("Gale-M is what we use today, and if the price per million tokens drops by half we will move all "
                 "traffic to it.", "comparison", "text/plain") == []
    assert [b.value for b in _kind("On my RTX 4090 with Llama 3.1 8B I measured something like 120 t/s for "
                                   "generation.", "benchmark", "text/plain")] == [Decimal("120")]
    listed = _kind("Key results on Llama 3.1 70B (your numbers may differ):\n- The H200 is 1.9x faster than the H100.\n",
                   "comparison", "text/markdown")
    assert [c.ratio for c in listed] == [Decimal("1.9")]
    assert [c.baseline for c in _kind("H20价格较上月下调了12%・来源：渠道商。", "comparison", "text/plain")] == ["上月"]
    assert [c.baseline for c in _kind("在H100上，新的调度策略比旧策略快了30%。", "comparison", "text/plain")] == ["旧策略"]
    assert [c.ratio for c in _kind("相比H100,3倍的推理性能让B200成为首选。", "comparison", "text/plain")] == [Decimal("3")]
    per_gpu = _kind("| | Output throughput (tok/s) / Per-GPU throughput (tok/s/GPU) |\n| --- | --- |\n"
                    "| 8x H100, Llama 70B | 6895.75/861.97 |\n", "benchmark", "text/markdown")
    assert [(b.value, b.scenario) for b in per_gpu] == [(Decimal("6895.75"), None), (Decimal("861.97"), "per GPU")]


def test_an_examples_figures_in_brackets_are_no_prices() -> None:
    text = ("Fractions of a million tokens are billed accordingly (e.g., for 200k tokens @ $2/m-tokens, you would be "
            "charged $0.40).")
    assert _kind(text, "price", "text/plain") == []


def test_a_multiple_slower_than_another_with_two_times_bracketed_is_a_latency_of_that_multiple() -> None:
    text = "Region matters: Sydney was 3x slower than Frankfurt (2.91s vs 0.97s) on time to first token."
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison", "text/plain")] == [(Decimal("3"), "latency")]

