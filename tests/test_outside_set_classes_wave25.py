"""Classes of error found on the twenty-fifth wave of outside sets (2026-12-07, fifth session, issue 9). Each is pinned
on text written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from tests.claim_helpers import claims_of_kind as _kind


def _names(text: str) -> set[str]:
    return {c.name for c in _kind(text, "hardware")}


def test_a_bare_card_number_after_an_article_or_a_comparison_sign_is_the_card_in_a_text_about_gpus() -> None:
    assert "NVIDIA GeForce RTX 3090" in _names("Odd: the A100 here is no faster than the 3090 in my other box.")
    assert "NVIDIA GeForce RTX 5090" in _names("We redid the GPU sums on a 5090 and the answer changed.")
    assert "NVIDIA GeForce RTX 5060 Ti" in _names("For a first GPU, start with the 5060 Ti and upgrade later.")
    assert "NVIDIA GeForce RTX 4090" in _names("Ranking by FP16 on these GPUs: H100 > A100 > 4090.")
    # a year, a count of tokens, or a text that is about no GPU at all
    assert _names("By the 2050 deadline GPUs will be cheap.") == set()
    assert _names("the 4090 tokens were processed on the GPU") == set()
    assert _names("The bus leaves at the 3090 stop after the bridge.") == set()


def test_an_amd_gpu_architecture_is_named_like_the_cdna_ones() -> None:
    assert _names("Vulkan runs well on RDNA 4 cards, and ROCm now targets RDNA3 too.") == {"AMD RDNA 4", "AMD RDNA 3"}


def test_a_share_one_system_reached_of_another_named_system_is_a_comparison() -> None:
    text = ("With eight Vela-2 accelerators the system reached 40,800 tokens/s in Server, 95% of a comparable "
            "eight-GPU H200 system.")
    got = [(c.ratio, c.metric, c.baseline) for c in _kind(text, "comparison")]
    assert got == [(Decimal("0.95"), "throughput", "NVIDIA H200")]
    pair = "The Kite-8 node reached 93% of the B200 in Offline and 81% of the B300 system in Server."
    assert sorted((c.ratio, c.baseline) for c in _kind(pair, "comparison")) == [
        (Decimal("0.81"), "NVIDIA B300"), (Decimal("0.93"), "NVIDIA B200")]
    second = "Across the round the MI355X system lands at 94% of the B200 system in Offline and about 90% in Server."
    assert sorted((c.ratio, c.hedge) for c in _kind(second, "comparison")) == [
        (Decimal("0.9"), "about"), (Decimal("0.94"), None)]
    # a share of a crowd is no comparison
    assert _kind("The campaign reached 90% of Fortune 500 companies and 70% of US households.", "comparison") == []


def test_a_chinese_share_of_a_system_of_the_same_scale_is_no_market_size() -> None:
    text = "新卡8卡服务器在离线场景下达到每秒20,100个tokens，约为同等规模H100系统的91%。"
    got = [(c.ratio, c.hedge, c.baseline) for c in _kind(text, "comparison")]
    assert got == [(Decimal("0.91"), "about", "NVIDIA H100")]
    assert _kind("国内推理市场规模约为去年的3倍。", "comparison") == []


def test_a_payback_period_and_operating_expenses_leave_a_cost_cut_standing() -> None:
    text = ("The move cut monthly serving costs from $1.8M to about $600K -- a 66% reduction with a nine-day payback "
            "period.")
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("0.34"), "cost")]
    assert _kind("The upgrade delivered a 4x payback within a year.", "comparison") == []
    opex = ("A video start-up shrank its monthly compute bill from $3 million to $1 million by moving to TPUs. That is "
            "a 67% reduction in operating expenses for the service.")
    assert [(c.ratio, c.metric) for c in _kind(opex, "comparison")] == [(Decimal("0.33"), "cost")]


def test_a_lead_written_as_ahead_needs_a_named_leader() -> None:
    text = ("The same run on 8x H100 gave 2,900 tok/s. On that run the MI300X node is about 7% ahead, and the MI325X "
            "node about 15% ahead.")
    got = sorted((c.ratio, c.metric, c.subject) for c in _kind(text, "comparison"))
    assert got == [(Decimal("1.07"), "throughput", "AMD Instinct MI300X"),
                   (Decimal("1.15"), "throughput", "AMD Instinct MI325X")]
    # the leader unnamed ("the AMD box"): whose lead it is, the clause does not say
    assert _kind("The same run on 8x H100 gave 2,900 tok/s. So the AMD box is about 7% ahead.", "comparison") == []


def test_an_engine_edging_out_another_under_a_table_whose_caption_names_the_rate() -> None:
    text = ("Output tokens/s at three loads.\n\n| Load | EngineA 1.0 | EngineB 2.1 |\n|---|---|---|\n| 16 | 1,900 | 2,050 |\n"
            "| 256 | 10,900 | 12,100 |\n\nAt 256 concurrent requests EngineB edges out EngineA by 11%.")
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("1.11"), "throughput")]


def test_a_versus_column_over_rows_of_settings_divides_the_two_columns_it_names() -> None:
    text = ("Output tokens/s at three loads.\n\n| Load | vLLM 0.11 | Heron 2.0 | Heron vs vLLM |\n|---|---|---|---|\n"
            "| 16 | 2,000 | 2,300 | 1.15x |\n| 64 | 6,000 | 7,200 | 1.20x |\n")
    got = sorted((c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", "text/markdown"))
    assert got == [(Decimal("1.15"), "throughput", "Heron 2.0", "vLLM 0.11"),
                   (Decimal("1.2"), "throughput", "Heron 2.0", "vLLM 0.11")]
    # rows that name their own measure keep it (a price row is a price comparison)
    measured = ("| Metric | B200 | MI355X | MI355X vs B200 |\n|---|---|---|---|\n| Output tok/s per GPU | 6,000 | 5,400 | 0.90x |\n"
                "| GPU-hour price | $4.00 | $2.80 | 0.70x |\n")
    assert sorted((c.ratio, c.metric) for c in _kind(measured, "comparison", "text/markdown")) == [
        (Decimal("0.7"), "price"), (Decimal("0.9"), "throughput")]


def test_a_change_column_named_for_a_price_column_or_against_last_month_is_a_price_change() -> None:
    english = ("Prices in USD per GPU-hour.\n\n| GPU | On-demand | Spot | On-demand change vs Q2 |\n|---|---|---|---|\n"
               "| H100 SXM | $2.40 | $1.40 | −8% |\n| H200 | $3.20 | $1.90 | −5% |\n")
    got = sorted((c.subject, c.ratio, c.metric, c.baseline) for c in _kind(english, "comparison", "text/markdown"))
    assert got == [("NVIDIA H100", Decimal("0.92"), "price", "Q2"), ("NVIDIA H200", Decimal("0.95"), "price", "Q2")]
    chinese = ("单位：元/卡/时。\n\n| 卡型 | 按需 | 竞价 | 按需价较上月 |\n|---|---|---|---|\n| 昇腾 910B | 7.0 | 3.8 | -12% |\n"
               "| H20 | 6.2 | — | -6% |\n")
    got = sorted((c.subject, c.ratio, c.baseline) for c in _kind(chinese, "comparison", "text/markdown"))
    assert got == [("Huawei Ascend 910B", Decimal("0.88"), "上月"), ("NVIDIA H20", Decimal("0.94"), "上月")]


def test_how_far_a_billing_bug_is_off_is_no_comparison_and_its_figure_no_price() -> None:
    for text in ("fix(pricing): 9 rows priced 100,000x too high",
                 "The converter multiplied catalogue prices by a million, inflating estimated costs ~200,000x.",
                 "Custom-model costs are overstated by 1000x because the backend divides twice.",
                 "Customers were overcharged by ~12x on cached tokens."):
        assert _kind(text, "comparison") == [], text
    bug = "The row stores 0.02 in a per-token field, so model-x currently prices at $20,000 per 1M input tokens."
    assert _kind(bug, "price") == []
    # a dear price in yen stays a price (the bound is the currency's own)
    assert [c.amount for c in _kind("Model-z costs ¥3,000 per 1M output tokens.", "price")] == [Decimal("3000")]


def test_a_log_of_keys_and_values_reads_the_rate_key_and_not_the_next_key_as_a_unit() -> None:
    line = "engine vLLM dur_s 88.10 tokens_per_s 6012.40 qps 11.30 successful_responses 1000"
    got = [(c.value, c.unit) for c in _kind(line, "benchmark")]
    assert got == [(Decimal("6012.40"), "tokens/s")]
    # llama.cpp's sampler line is how fast tokens are picked, not the model's speed
    timings = ("llama_print_timings:      sample time =      30.10 ms /   400 runs   (    0.08 ms per token, 13289.04 tokens "
               "per second)\nllama_print_timings:        eval time =   9800.00 ms /   399 runs   (   24.56 ms per token,    "
               "40.71 tokens per second)\n")
    assert [c.value for c in _kind(timings, "benchmark")] == [Decimal("40.71")]


def test_a_table_of_times_cornered_by_latency_holds_no_rates_under_its_load_columns() -> None:
    text = ("| Latency | qps 1 | qps 4 |\n|---|---|---|\n| Expected | 3.4 | 4.4 |\n| Actual | 3.5 | 6.8 |\n\n"
            "Setup details:\nGPU: 1 x NVIDIA A100-SXM4-40GB\nvLLM 0.1.2\n")
    assert _kind(text, "benchmark", "text/markdown") == []


def test_percents_set_apart_by_slashes_share_the_direction_written_after_the_last() -> None:
    text = "- Kestrel-Q is only 12%/15%/21% slower than the W4A16 kernel at batch size 8/16/32."
    assert sorted(c.ratio for c in _kind(text, "comparison")) == [Decimal("0.79"), Decimal("0.85"), Decimal("0.88")]


def test_a_list_of_rivals_beaten_by_a_list_of_multiples_gives_each_rival_its_multiple() -> None:
    text = "- Kestrel-Q outperforms llama.cpp, cuBLAS, and TensorRT_LLM by up to 6.1×, 2.4×, and 1.7×."
    got = sorted((c.ratio, c.baseline) for c in _kind(text, "comparison"))
    assert got == [(Decimal("1.7"), "TensorRT_LLM"), (Decimal("2.4"), "cuBLAS"), (Decimal("6.1"), "llama.cpp")]


def test_a_change_representing_the_fall_of_the_measure_named_before_it() -> None:
    text = ("With kernel tuning the average latency now drops to under 2.90 seconds, representing a decrease of "
            "approximately 22% compared to the untuned run.")
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("0.78"), "latency")]


def test_a_json_catalogue_copied_as_a_bulleted_list_is_read_as_the_catalogue() -> None:
    text = ("- {\n- \"model_code\": \"lark-mini\",\n- \"model_pricing\": [\n- {\n- \"unit\": \"元/千tokens\",\n"
            "- \"input\": 0.0002,\n- \"output\": 0.0016\n- }\n- ]\n- }\n")
    got = sorted((c.amount, c.token_type, c.currency) for c in _kind(text, "price"))
    assert got == [(Decimal("0.2"), "input", "CNY"), (Decimal("1.6"), "output", "CNY")]
    # a plain bulleted list stays a list
    assert _kind("- item one costs $5\n- item two\n- item three\n- four\n- five\n- six\n", "price") == []


def test_a_word_name_keeps_its_capital_but_not_its_other_letters_case() -> None:
    assert _names("The d-Matrix CORSair card serves the model.") == {"d-Matrix Corsair"}
    assert _names("export ASCEND_RT_VISIBLE_DEVICES=4,5 before serving") == set()
    assert _names("A corsair sailed past.") == set()


def test_an_hourly_price_of_a_slice_of_several_chips_is_no_price_per_chip() -> None:
    text = ("Hourly pricing.\n\n| Hardware | Memory | On-Demand |\n|---|---|---|\n| NVIDIA H100 | 80GB | $11.00 / hr |\n"
            "| TPU v5e (4 chips) | 64GB | $4.80 / hr |\n| TPU v5e (8 chips) | 128GB | $9.60 / hr |\n")
    assert [(c.amount, c.subject) for c in _kind(text, "price", "text/markdown")] == [(Decimal("11"), "NVIDIA H100")]


def test_a_list_under_a_lead_naming_a_reduction_gives_each_item_as_a_fall() -> None:
    text = ("DeepFast on GPU.\n\nMore specifically, we show model latency reduction of [^note]:\n\n"
            "1. Up to 4.2x for multi-GPU inference of large models\n\n2. Up to 1.6x for image generation\n")
    assert sorted((c.ratio, c.metric) for c in _kind(text, "comparison", "text/markdown")) == [
        (Decimal("0.2381"), "latency"), (Decimal("0.625"), "latency")]


def test_a_speedup_of_two_times_written_in_the_lines_before_is_a_latency() -> None:
    text = ("A decode step for Llama 3.1 8B on one GPU takes 9.0 milliseconds in eager mode. Captured as a graph it drops "
            "to 6.0 milliseconds — a 1.5× speedup.")
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("0.6667"), "latency")]
    listed = ("vLLM sleep mode on GPU.\n\nFor 5 switches:\n- **Level 2:** 100.0s total (average ~2s)\n"
              "- **No Sleep:** 300.0s total (average ~40s)\n\nLevel 2 is **3x faster overall** because it keeps state.\n")
    assert [(c.ratio, c.metric) for c in _kind(listed, "comparison", "text/markdown")] == [(Decimal("0.3333"), "latency")]


def test_a_caption_opening_on_a_latency_comparison_makes_faster_a_time() -> None:
    text = "Serving on GPU.\n\n*Figure 4: Latency comparison for small models. Kite-Serve is up to 2.5x faster than baseline.*\n"
    got = [(c.ratio, c.metric, c.subject) for c in _kind(text, "comparison", "text/markdown")]
    # ("Kite-Serve" is the system; a maker's name ending a hyphenated product name is no maker named)
    assert got == [(Decimal("0.4"), "latency", "Kite-Serve")]
    assert _kind("We tried MII-Azure on GPU and it is 2x faster.", "comparison")[0].subject != "Microsoft"


def test_a_slowdown_column_against_the_row_marked_baseline_in_the_rate_it_divides() -> None:
    text = ("Generation speed by context length:\n\n| Context | tok/s | Slowdown |\n|---|---|---|\n| 16 tokens | 80.0 | baseline |\n"
            "| 4,096 tokens | 76.0 | -5.0% |\n| 16,384 tokens | 60.0 | -25.0% |\n")
    got = sorted((c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", "text/markdown"))
    assert got == [(Decimal("0.75"), "throughput", "16,384 tokens", "16 tokens"),
                   (Decimal("0.95"), "throughput", "4,096 tokens", "16 tokens")]


def test_a_result_beside_a_share_of_another_system_is_not_that_systems() -> None:
    text = "With eight Vela-2 accelerators the system reached 40,800 tokens/s in Server, 95% of a comparable eight-GPU H200 system."
    [result] = _kind(text, "benchmark")
    assert (result.value, result.accelerator) == (Decimal("40800"), None)


def test_a_cost_model_record_and_a_catalogue_of_example_values_give_no_prices() -> None:
    model = ('def options():\n    return {\n        "h100_spot": {\n            "hourly_cost": 2.40,\n'
             '            "tokens_per_second": 60,\n            "cost_per_million": 2.40 / (60 * 3600) * 1_000_000,\n'
             '        },\n    }\n')
    assert _kind(model, "price") == []
    example = ('# cost per 1K tokens (example values)\nPRICING = {\n    "openai:gpt-4.1": {"prompt": 0.01, "completion": 0.03},\n'
               '    "groq:llama-3.1-70b": {"prompt": 0.0006, "completion": 0.0008},\n}\n')
    assert _kind(example, "price") == []


def test_catalogue_keys_naming_their_unit_in_camel_case_or_per_token_are_read() -> None:
    camel = ('  "gemini-2.5-pro": {\n    inputPer1MTokens: 1.25,\n    outputPer1MTokens: 10,\n    cacheReadPer1MTokens: 0.125,\n'
             '    longContextThreshold: 200000,\n    longContextInputPer1MTokens: 2.5,\n  },\n')
    got = sorted((c.amount, c.token_type, c.condition) for c in _kind(camel, "price"))
    assert got == [(Decimal("0.125"), "cached_input", None), (Decimal("1.25"), "input", None),
                   (Decimal("2.5"), "input", "long-context>200k"), (Decimal("10"), "output", None)]
    per_token = ("export const costs = [\n    {\n        model: 'claude-3-5-haiku',\n        cost: {\n"
                 "            prompt_token: 8e-7,\n            completion_token: 0.000004,\n        },\n    },\n]\n")
    assert sorted((c.amount, c.token_type) for c in _kind(per_token, "price")) == [
        (Decimal("0.8"), "input"), (Decimal("4"), "output")]


def test_a_side_label_glued_to_the_word_before_it_still_names_the_side() -> None:
    text = "OpenAI o3 prices.\n\no3-pro PricingInput: $20/M · Output: $80/M tokens\n"
    assert sorted((c.amount, c.token_type) for c in _kind(text, "price")) == [
        (Decimal("20"), "input"), (Decimal("80"), "output")]


def test_a_speakers_surname_before_announced_is_no_chip_maker() -> None:
    assert _names("During the keynote Li also announced 30,000 of its third generation P800 chips.") == set()


def test_a_multiple_that_is_two_counts_of_tokens_divided_and_a_rate_inside_a_worked_total_are_no_claims() -> None:
    text = "A request generating 20,000 tokens costs roughly 100x more than one generating 200 tokens."
    assert _kind(text, "comparison") == []
    worked = "Monthly Cost (1000 RPM 24/7): $4,120 (8x A10G @ $0.35/GPU-hour)"
    assert _kind(worked, "price") == []
    assert [c.amount for c in _kind("Lambda rents the A10G at $0.75/GPU-hour.", "price")] == [Decimal("0.75")]


def test_a_node_gain_under_an_mlperf_heading_naming_the_workload_is_a_throughput() -> None:
    text = ("MLPerf Inference v5.1 results.\n\n### Multinode scaling of Llama2-70b on MI355X\n\nWe extended our single node "
            "submission to 4 and 8 nodes. The 4 node achieves 3.8x better performance over our single node baseline.\n")
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison", "text/markdown")] == [(Decimal("3.8"), "throughput")]
    latency = ("MLPerf Inference v5.1 results.\n\n### Text to video on Wan-2.2\n\nMI355X reached 93% of B200 single-node "
               "performance in Single Stream.\n")
    assert [c.metric for c in _kind(latency, "comparison", "text/markdown")] == ["performance"]


def test_tables_set_one_under_another_each_keep_their_own_header() -> None:
    text = ("Values are tokens per second, and speedups are fastrs divided by the comparison engine.\n"
            "| Mode | Hardware | Mean speedup vs llama.cpp | Points |\n|---|---|---|---|\n| Decode | B200 | 1.240x | 6 |\n"
            "| Prefill | B200 | 2.190x | 6 |\n| Mode | Hardware | Mean speedup vs vLLM | Points |\n|---|---|---|---|\n"
            "| Decode | B200 | 1.060x | 6 |\n| Prefill | B200 | 1.230x | 6 |\n")
    got = sorted((c.ratio, c.baseline, c.metric) for c in _kind(text, "comparison", "text/markdown"))
    assert got == [(Decimal("1.06"), "vLLM", "throughput"), (Decimal("1.23"), "vLLM", "throughput"),
                   (Decimal("1.24"), "llama.cpp", "throughput"), (Decimal("2.19"), "llama.cpp", "throughput")]


def test_a_rate_column_written_with_decimal_commas_gives_the_figures_as_written() -> None:
    text = ("| Backend | Run | TPS |\n|---|---|---|\n| Vulkan | 1 | 132,75 |\n| ROCm | 1 | 109,27 |\n\n"
            "Tested on one AMD Radeon RX 9070 XT with gpt-oss-20b.\n")
    assert sorted(c.value for c in _kind(text, "benchmark", "text/markdown")) == [Decimal("109.27"), Decimal("132.75")]


def test_a_table_of_multiples_under_a_caption_of_speedups_and_prose_naming_both_engines() -> None:
    text = ("Values are tokens per second; speedups are fastrs divided by llama.cpp at the same depth.\n\n"
            "Mean speedup across context lengths:\n\n| Model | Quant | Prefill mean | Decode mean |\n|---|---|---:|---:|\n"
            "| qwen3-4b | Q4_K | 1.45x | 1.35x |\n| qwen3-4b | Q8_0 | 1.15x | 1.13x |\n")
    got = sorted((c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", "text/markdown"))
    assert got == [(Decimal("1.13"), "throughput", "fastrs", "llama.cpp"), (Decimal("1.15"), "throughput", "fastrs", "llama.cpp"),
                   (Decimal("1.35"), "throughput", "fastrs", "llama.cpp"), (Decimal("1.45"), "throughput", "fastrs", "llama.cpp")]


def test_slashed_cells_under_a_caption_naming_the_two_rates_are_two_results_each() -> None:
    text = ("### Throughput (tokens/s)\n\nMeasured at single concurrency (Prefill tps / Decode tps):\n\n"
            "| GPU | 2048 tokens | 8192 tokens |\n|---|---|---|\n| 1 x RTX 4090 | 130 / 22.0 | 670 / 21.0 |\n")
    got = sorted((c.value, c.accelerator, c.accelerator_count) for c in _kind(text, "benchmark", "text/markdown"))
    assert got == [(Decimal("21.0"), "NVIDIA GeForce RTX 4090", 1), (Decimal("22.0"), "NVIDIA GeForce RTX 4090", 1),
                   (Decimal("130"), "NVIDIA GeForce RTX 4090", 1), (Decimal("670"), "NVIDIA GeForce RTX 4090", 1)]


def test_variant_rows_written_with_a_leading_dash_stay_rows_of_the_table() -> None:
    text = ("| | Tokens per second | Max. GPU memory |\n| --- | --- | --- |\n| Engine 3.6 | 6600.5 | 1261MB |\n"
            "| - int8 | 8500.2 | 1005MB |\n| - float16 | 10900.7 | 941MB |\n")
    assert sorted(c.value for c in _kind(text, "benchmark", "text/markdown")) == [
        Decimal("6600.5"), Decimal("8500.2"), Decimal("10900.7")]


def test_a_csv_price_list_with_long_descriptions_keeps_its_columns() -> None:
    description = "，".join(["面向代理开发场景原生支持工具调用和长上下文任务"] * 12)
    text = ("模型名,显示名称,输入价格,输出价格,缓存输入价格,描述\n"
            f"org/Alpha-1,Alpha-1,¥5.0 / M tokens,¥20.0 / M tokens,¥0.1 / M tokens,\"{description}\"\n"
            f"org/Beta-2,Beta-2,¥1.8 / M tokens,¥10.8 / M tokens,,\"{description}\"\n")
    got = sorted((c.subject, c.token_type, c.amount) for c in _kind(text, "price"))
    assert got == [("alpha-1", "cached_input", Decimal("0.1")), ("alpha-1", "input", Decimal("5")),
                   ("alpha-1", "output", Decimal("20")), ("beta-2", "input", Decimal("1.8")),
                   ("beta-2", "output", Decimal("10.8"))]


def test_group_discounts_guesses_and_supposed_cuts_are_no_comparisons() -> None:
    for text in ("Groups of five or more get a further 15% off.", "团购 5 人以上再享九折。",
                 "评论区有人猜下个月还会再降到每百万 tokens 0.5 元，我的猜测是明年降到现在的一半左右。",
                 "Suppose, for the sake of the exercise, that caching cuts your input cost by 80%."):
        assert _kind(text, "comparison") == [], text
    # a speaker telling the others not to guess leaves the next line's fact standing
    chat = "小北：别猜了，等官方数据吧 😂\n老周：对了，星河云那个接口闲时价格比白天便宜一半，跑批量的可以考虑\n"
    assert [c.ratio for c in _kind(chat, "comparison")] == [Decimal("0.5")]


def test_serving_costs_worked_from_a_rent_and_a_median_over_sellers_are_no_prices() -> None:
    for text in ("That is 5.4 million tokens an hour, so the hardware alone comes to about $0.37 per million tokens.",
                 "The card then produces 2.16 million tokens an hour and the effective cost rises to roughly $0.93 per million.",
                 "The median on-demand price across the 14 neoclouds we track for 80 GB data-centre GPUs was $2.10 per "
                 "GPU-hour in October."):
        assert _kind(text, "price") == [], text


def test_a_forum_handles_question_and_a_spread_people_quote_are_no_results() -> None:
    assert _kind("k_marsh: Also, is 50 tok/s per user realistic for a 70B model on a single GPU?", "benchmark") == []
    assert _kind("People quote anywhere from 30 to 60 tok/s for 70B on one GPU.", "benchmark") == []


def test_a_ti_card_and_a_glued_d_card_keep_their_own_names_beside_the_plain_card() -> None:
    text = "It was a 5950X with 2x3090 GPUs. Then I acquired a 3090Ti and put all 3 3090s in one box."
    assert _names(text) == {"NVIDIA GeForce RTX 3090", "NVIDIA GeForce RTX 3090 Ti"}
    assert [c.name for c in _kind("The RTX 4090 D is fine on GPU. A GPU better than the 4090D would help.", "hardware")] == [
        "NVIDIA GeForce RTX 4090 D"]


def test_a_release_notes_item_with_its_gain_in_brackets_is_a_speed_up() -> None:
    text = ("torch.compile passes on GPU.\n\n**Available today:**\n* Fusion passes:\n  * Norm + Quant fusion\n"
            "  * Attention + Quant fusion (up to 6% improvement)\n  * AllReduce + Norm fusion (up to 12% improvement)\n")
    got = sorted((c.ratio, c.metric, c.hedge) for c in _kind(text, "comparison", "text/markdown"))
    assert got == [(Decimal("1.06"), "performance", "up to"), (Decimal("1.12"), "performance", "up to")]
    # a bracket of a share ("10% of input") names no gain
    assert all(c.metric != "performance" for c in _kind("* Cache hits are billed at $0.10 (10% of input)\n", "comparison"))


def test_a_signed_change_of_a_phase_named_after_it_is_a_speed_up() -> None:
    text = "SUCCESS. +3.1% decode by eliminating kernel launch overhead on the GPU."
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("1.031"), "performance")]
    # the phase's time is a time, not read here as a speed
    assert all(c.metric != "performance" for c in _kind("The patch gives -4% decode time on the GPU.", "comparison"))
