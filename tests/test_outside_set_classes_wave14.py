"""Classes of error found on the fourteenth wave of outside sets (2026-12-06, afternoon, issue 9). Each is pinned on
text written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from tests.claim_helpers import claims_of_kind as _kind, hardware_names as _names


def test_a_rise_of_one_whole_written_before_its_noun_is_twice_the_other() -> None:
    # "有一倍多的性能提升": a rise of a whole again, as "提升了一倍"; never a ratio of 1
    text = "在离线场景下，星河 X2 相比 NVIDIA A100 有一倍多的性能提升。"
    assert [(float(c.ratio), c.baseline) for c in _kind(text, "comparison")] == [(2.0, "NVIDIA A100")]
    # a multiple of several wholes stays as written
    text = "在离线场景下，星河 X2 相比 NVIDIA A100 有三倍的性能提升。"
    assert [float(c.ratio) for c in _kind(text, "comparison")] == [3.0]


def test_a_bare_ampere_code_touching_a_chinese_word_is_the_card() -> None:
    assert _names("这套方案在A10和L40上都能运行。") == ["NVIDIA A10", "NVIDIA L40"]
    # with nothing about GPUs around it, a bare A10 is still nobody's card
    assert _names("沿A10公路向北行驶三公里。") == []


def test_a_pair_of_letter_codes_joined_by_a_word_around_a_named_card_are_both_its_makers() -> None:
    assert _names("旧的V100和T4已经不再支持这个算子。") == ["NVIDIA T4", "NVIDIA V100"]
    assert _names("Older V100 and T4 cards lack the kernel.") == ["NVIDIA T4", "NVIDIA V100"]
    # a pair with no named card in it stays unread
    assert _names("路线图上写着X9和T4两个代号。") == []


def test_chinese_accelerators_written_by_their_own_names() -> None:
    assert _names("百度昆仑K200在这项对比中胜出。") == ["Kunlunxin K200"]
    assert _names("集群由海光深算三号DCU组成。") == ["Hygon 深算三号"]
    assert _names("测试机为摩尔线程MCCX D800服务器。") == ["Moore Threads MCCX D800"]
    assert _names("华为910Pro的训练速度更快。") == ["Huawei Ascend 910Pro"]
    assert _names("高通AI 100与赛灵思的VCK5000也提交了成绩。") == ["Qualcomm Cloud AI 100", "Xilinx VCK5000"]


def test_an_input_and_an_output_rate_written_with_one_unit_are_two_results() -> None:
    text = ("With FP8 kernels the engine served 31,200 input and 9,870 output tokens per second per GPU on "
            "Llama 3.1 70B with 16 H200 GPUs.")
    assert sorted(float(r.value) for r in _kind(text, "benchmark")) == [9870.0, 31200.0]
    text = "The node reached 6,400 prefill and 2,750 decode tokens/s on Llama 3.1 8B on one B200."
    assert sorted(float(r.value) for r in _kind(text, "benchmark")) == [2750.0, 6400.0]


def test_a_model_whose_brand_is_its_makers_name_keeps_it_as_the_workload() -> None:
    text = "The cluster sustained 4,100 tokens/s on DeepSeek V3 on eight H200 GPUs."
    assert [r.benchmark for r in _kind(text, "benchmark")] == ["deepseek-v3"]
    # a maker whose name is not the model's own is still left out ("Meta Llama 3 8B" is llama3-8b)
    text = "Meta Llama 3 8B ran at 1,500 tokens/s on one L40S."
    assert [r.benchmark for r in _kind(text, "benchmark")] == ["llama3-8b"]


def test_divided_prices_inside_a_map_the_code_names_for_prices_are_read_whatever_their_keys() -> None:
    text = ('# PRICE TABLE\nmodel_prices = {\n    "gpt-4o": {\n        "prompt_tokens": 0.0025 / 1000,\n'
            '        "completion_tokens": 0.01 / 1000,\n    },\n}\n')
    assert sorted((float(p.amount), p.token_type, p.subject) for p in _kind(text, "price")) == [
        (2.5, "input", "gpt-4o"), (10.0, "output", "gpt-4o")]
    # the same division in a map named for something else prices nothing
    text = ('limits = {\n    "gpt-4o": {\n        "prompt_tokens": 0.0025 / 1000,\n    },\n}\n')
    assert _kind(text, "price") == []


def test_a_records_token_count_key_gives_its_prices_unit() -> None:
    text = ('prices = {\n    "gpt-4o-mini": {\n        "input": 0.15,\n        "output": 0.60,\n'
            '        "numberTokens": 1_000_000\n    }\n}\n')
    assert sorted((float(p.amount), p.unit, p.token_type) for p in _kind(text, "price")) == [
        (0.15, "per_million_tokens", "input"), (0.6, "per_million_tokens", "output")]
    text = ('prices = {\n    "gpt-4o-mini": {\n        "input": 0.00015,\n        "output": 0.0006,\n'
            '        "per_tokens": 1000\n    }\n}\n')
    assert sorted((float(p.amount), p.token_type) for p in _kind(text, "price")) == [(0.15, "input"), (0.6, "output")]


def test_a_chinese_share_of_a_product_with_its_specification_in_brackets() -> None:
    text = "新卡的算力仅为H100 SXM(989T Flops)算力的20%左右。"
    assert [(float(c.ratio), c.baseline) for c in _kind(text, "comparison")] == [(0.2, "NVIDIA H100")]


def test_parity_with_the_product_a_chinese_lead_in_names() -> None:
    text = "与L40S相比，星河 X2 在推理场景实现性能持平。"
    assert [(float(c.ratio), c.metric, c.baseline) for c in _kind(text, "comparison")] == [
        (1.0, "performance", "NVIDIA L40S")]
    # a lead-in naming no product makes no parity
    assert _kind("与上一代相比，性能持平。", "comparison") == []


def test_a_cost_a_writer_works_out_is_no_price() -> None:
    text = ("At $28/hour for an eight-GPU node, that translates to roughly $0.00041 per token, or $410 per million "
            "tokens. Meanwhile Acme Cloud charges $0.90 per million tokens for the same model.")
    assert [float(p.amount) for p in _kind(text, "price") if p.unit == "per_million_tokens"] == [0.9]
    text = ("At $2.9 per chip-hour and 55% utilisation, this translates to $0.7 per million input tokens at FP8, "
            "or $0.35 per million input tokens at FP4.")
    assert [p for p in _kind(text, "price") if p.unit == "per_million_tokens"] == []


def test_a_serving_cost_on_a_named_chip_is_no_price() -> None:
    text = ("Moving the model from H200 to GB300 NVL72 lifts per-GPU output from 110 to 5,800 tokens/s. "
            "The cost per million tokens falls from $3.90 to $0.14 when averaged out.")
    assert _kind(text, "price") == []
    text = "On the NVIDIA B200 the model achieves three cents per million tokens, according to the vendor."
    assert _kind(text, "price") == []
    # a provider's price for a model served on a named chip stays a price
    text = "Acme prices Llama 3.1 70B on H100 at $0.88 per million tokens."
    assert [float(p.amount) for p in _kind(text, "price")] == [0.88]


def test_a_change_in_brackets_after_an_old_price_is_a_price_change() -> None:
    text = "- **Pricing:** `orbit-small` output now costs $0.45 per 1M tokens, down from $0.60 (a 25% cut)."
    assert [(float(c.ratio), c.metric) for c in _kind(text, "comparison", "text/markdown")] == [(0.75, "price")]


def test_a_share_of_another_systems_named_throughput() -> None:
    text = "At 2K/1K the MI325X node reaches 88% of the H200 node's output throughput."
    assert [(float(c.ratio), c.metric, c.baseline) for c in _kind(text, "comparison")] == [
        (0.88, "throughput", "NVIDIA H200")]


def test_matching_another_systems_submission_is_parity() -> None:
    text = "- Llama 2 70B, Offline: 27,900 tokens/s on 8x MI355X, matching the B200 submission in the same scenario."
    assert [(float(c.ratio), c.metric, c.baseline) for c in _kind(text, "comparison", "text/markdown")] == [
        (1.0, "throughput", "NVIDIA B200")]


def test_a_benchmark_result_compared_names_its_metric() -> None:
    text = "Against the earlier entry, the MI355X result on Llama 2 70B Offline is 2.7 times higher."
    assert [(float(c.ratio), c.metric) for c in _kind(text, "comparison")] == [(2.7, "performance")]


def test_outperforming_a_rival_named_in_an_aside_is_a_rise() -> None:
    text = ("The DGX B200 node outperformed the previous record holder, SambaNova, by 28%, reaching 1,010 TPS/user "
            "against 789 TPS/user.")
    assert [(float(c.ratio), c.metric) for c in _kind(text, "comparison")] == [(1.28, "throughput")]


def test_how_often_a_service_stays_up_is_no_price_share() -> None:
    text = '如果选择了号称"最便宜"但稳定性仅75%的服务，实际支出会明显增加。'
    assert _kind(text, "comparison") == []


def test_a_speedup_ratio_column_over_a_reference_column_is_the_other_columns_speed_up() -> None:
    text = ("| Concurrency | Without speculation | With speculation | Speedup Ratio |\n|---|---|---|---|\n"
            "| 1 | 16200.5 | 7700.2 | 2.10 |\n| 4 | 17010.0 | 9450.0 | 1.80 |\n")
    found = [(float(c.ratio), c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", "text/markdown")]
    assert found == [(2.1, "performance", "With speculation", "Without speculation"),
                     (1.8, "performance", "With speculation", "Without speculation")]


def test_an_hourly_electricity_bill_is_no_gpu_hour_price() -> None:
    text = "My two GPUs draw about 650 W under load, and at $0.29/kWh that's roughly $0.19 an hour when busy."
    assert _kind(text, "price") == []


def test_a_phones_battery_and_a_transit_fare_are_no_comparisons() -> None:
    assert _kind("官方称新机续航比上一代提升25%，快充半小时可充至70%。", "comparison") == []
    assert _kind("Reduced fares stay at $1.45, and the 30-day unlimited pass goes up 5% to $134.", "comparison") == []


def test_a_product_worked_out_after_an_equals_sign_is_no_price_even_with_its_own_unit() -> None:
    text = "At low load:\n  → Time for 1M tokens: 4.20 hours\n  → Cost: $1.52 × 4.20 = $6.38 per 1M tokens\n"
    assert _kind(text, "price") == []
    # a price stated plainly beside it stays
    text = "Acme lists the model at $0.60 per 1M tokens."
    assert [float(p.amount) for p in _kind(text, "price")] == [0.6]


def test_a_cell_per_line_price_table_under_a_numbered_section_title_is_read_as_a_table() -> None:
    text = ("三、常见模型计价\n\n模型\n\nprompt 费用 (1K Token)\n\ncompletion 费用 (1K Token)\n\n备注\n\n"
            "GPT-4 Turbo (128K)\n\n$0.01\n\n$0.03\n\n长上下文版\n\nGPT-4 (8K/32K)\n\n$0.03 / $0.03\n\n$0.06 / $0.06\n\n"
            "两种上下文同价\n\nGPT-3.5 Turbo\n\n$0.0015\n\n$0.002\n\n适合轻量对话\n")
    prices = sorted((p.subject, p.token_type, float(p.amount)) for p in _kind(text, "price"))
    # the 8K/32K cell's two figures are the prompt column's, never an input/output pair
    assert prices == [("gpt-3.5-turbo", "input", 1.5), ("gpt-3.5-turbo", "output", 2.0),
                      ("gpt-4", "input", 30.0), ("gpt-4", "output", 60.0),
                      ("gpt-4-turbo", "input", 10.0), ("gpt-4-turbo", "output", 30.0)]


def test_counts_of_benchmark_entries_and_memory_chip_prices_are_no_comparisons() -> None:
    text = ("This round drew nearly 5,100 performance results and 2,300 power measures, 1.31X and 1.07X more than the "
            "previous round, respectively.")
    assert _kind(text, "comparison") == []
    assert _kind("Some DDR5 segments have already seen prices more than double in a quarter.", "comparison") == []
    # a memory configuration compared on speed stays a comparison
    text = "Moving the laptop from DDR5-5600 to DDR5-7200 raises its decode throughput by 22%."
    assert [float(c.ratio) for c in _kind(text, "comparison")] == [1.22]


def test_amounts_in_a_tables_notes_column_are_no_prices() -> None:
    # (a tool's address in the list above the table once lent the remark's amounts a per-token unit)
    text = ("    • 例如:https://token-counter.example/(支持多家厂商)。\n\n    • 也可用本地工具统计。\n\n"
            "四、主流模型计价\n\n模型\n\nprompt 费用 (1K Token)\n\ncompletion 费用 (1K Token)\n\n备注\n\n"
            "GPT-4o mini\n\n$0.00015\n\n$0.00060\n\n输入 0.15¢,输出 0.6¢;更便宜\n\nGPT-3.5 Turbo\n\n$0.0015\n\n"
            "$0.002\n\n适合轻量对话\n")
    assert sorted((p.token_type, float(p.amount)) for p in _kind(text, "price") if p.subject == "gpt-4o-mini") == [
        ("input", 0.15), ("output", 0.6)]


def test_a_multiple_glossing_a_memory_specification_is_no_comparison() -> None:
    text = "- 8 TB/s memory bandwidth (2.4× faster than the H100's 3.35 TB/s), cutting RAG latency."
    assert _kind(text, "comparison") == []
    assert _kind("Prefill, the parallel pass over the prompt, is the compute-heavy half.", "comparison") == []


def test_raising_a_named_rivals_level_makes_it_the_baseline() -> None:
    text = "The NVIDIA H200 GPU extended the H100's performance by up to 45% in its MLPerf Training debut."
    assert [(float(c.ratio), c.subject, c.baseline) for c in _kind(text, "comparison")] == [
        (1.45, "NVIDIA H200", "NVIDIA H100")]
    text = "The MI355X improved on the MI300X's throughput by 2.1x on Llama 2 70B."
    assert [(c.subject, c.baseline) for c in _kind(text, "comparison")] == [
        ("AMD Instinct MI355X", "AMD Instinct MI300X")]


def test_discounts_on_coffee_and_tickets_are_no_price_comparisons() -> None:
    text = "全国门店部分饮品每周9.9元的优惠延续至年底，相当于原价打四折；另一品牌推出第二杯半价。"
    assert _kind(text, "comparison") == []
    assert _kind("票务信息：早鸟票 599 元，标准票 999 元，学生凭证件可享 5 折。", "comparison") == []
    # a discount on tokens in the same kind of sentence stays
    assert [float(c.ratio) for c in _kind("夜间时段模型调用价格打五折。", "comparison")] == [0.5]


def test_a_json_catalogue_with_chinese_keys_is_read_like_an_english_one() -> None:
    text = ('{\n  "厂商": "某云",\n  "单位": "元/百万tokens",\n  "模型": [\n'
            '    {"名称": "demo-mini", "输入": 0.8, "缓存命中输入": 0.16, "输出": 2},\n'
            '    {"名称": "demo-pro", "阶梯": [\n      {"区间": "0<输入<=32K", "输入": 2, "输出": 6},\n'
            '      {"区间": "32K<输入<=128K", "输入": 4, "输出": 12}\n    ]},\n'
            '    {"名称": "demo-pro", "夜间优惠": {"输入": 1, "输出": 3}}\n  ],\n  "限流": {"RPM": 60}\n}\n')
    found = sorted((p.subject, p.token_type, p.condition or "", float(p.amount), p.currency) for p in _kind(text, "price"))
    assert found == [("demo-mini", "cached_input", "", 0.16, "CNY"), ("demo-mini", "input", "", 0.8, "CNY"),
                     ("demo-mini", "output", "", 2.0, "CNY"),
                     ("demo-pro", "input", "", 2.0, "CNY"), ("demo-pro", "input", "long-context>32k", 4.0, "CNY"),
                     ("demo-pro", "input", "off-peak", 1.0, "CNY"), ("demo-pro", "output", "", 6.0, "CNY"),
                     ("demo-pro", "output", "long-context>32k", 12.0, "CNY"), ("demo-pro", "output", "off-peak", 3.0, "CNY")]


def test_the_model_a_price_matches_is_not_the_prices_subject() -> None:
    text = ("# Gemini 2.5 Flash-Lite\n\nIt is the cheapest model in the family. At $0.10 per million input tokens and "
            "$0.40 per million output tokens, it matches Qwen3.5-Flash on price.")
    assert {p.subject for p in _kind(text, "price", "text/markdown")} == {"gemini-2.5-flash-lite"}


def test_rows_of_an_accelerator_table_counting_several_chips_price_a_machine() -> None:
    text = ("| Provider | Instance Type | Instance Size | Hourly rate | Accelerators | Architecture |\n"
            "|---|---|---|---|---|---|\n| aws | inf2 | x1 | $0.75 | 1 | AWS Inferentia2 |\n"
            "| aws | inf2 | x12 | $12 | 12 | AWS Inferentia2 |\n")
    assert [float(p.amount) for p in _kind(text, "price", "text/markdown")] == [0.75]


def test_a_score_column_beside_prices_under_a_page_unit_is_no_price() -> None:
    text = ("价格单位：**元/百万 tokens**；AA = 某评测的智能指数。\n\n| 模型 | 输入 | 输出 | 上下文 | AA |\n|---|---|---|---|---|\n"
            "| GLM-4.5 | 0.8 | 2.8 | 128K | **42** |\n| Kimi K2 | 4 | 16 | 128K | 44 |\n")
    assert sorted(float(p.amount) for p in _kind(text, "price", "text/markdown")) == [0.8, 2.8, 4.0, 16.0]


def test_rows_that_left_out_their_first_cell_keep_their_token_types() -> None:
    text = ("Prices are standard rates per million tokens.\n| Provider | Model | Input (per 1M tokens) | Output (per 1M tokens) |\n"
            "|---|---|---|---|\n| OpenAI | GPT-4o | $2.50 | $10.00 |\n| Anthropic | Claude Haiku 4.5 | $1.00 | $5.00 |\n"
            "| Gemini 3.1 Pro | $2.00 | $12.00 | |\n| Gemini 2.5 Flash-Lite | $0.10 | $0.40 |\n")
    found = {(p.subject, p.token_type, float(p.amount)) for p in _kind(text, "price", "text/markdown")}
    assert {("gemini-3.1-pro", "input", 2.0), ("gemini-3.1-pro", "output", 12.0),
            ("gemini-2.5-flash-lite", "input", 0.1), ("gemini-2.5-flash-lite", "output", 0.4)} <= found
    assert not any(t == "unspecified" for _, t, _ in found)


def test_an_amount_for_a_counted_number_of_tokens_is_no_per_million_price() -> None:
    text = ("GPT-4o input costs $2.50 per million tokens. Output at $10 per million tokens costs $0.05 for 5,000 "
            "output tokens. The legacy model was $0.002 for 1,000 tokens.")
    assert sorted(float(p.amount) for p in _kind(text, "price")) == [2.5, 10.0]


def test_a_speed_up_column_against_a_reference_row_marked_one() -> None:
    text = ("| 平台 | 方式 | batch | 吞吐速度（requests/s） | 生成速度（tokens/s） | 吞吐加速比 | 生成加速比 |\n"
            "|---|---|---|---|---|---|---|\n| 原生框架 | bf16 | 1 | 0.10 | 50.2 | 1 | 1 |\n"
            "| 加速引擎 | fp16 | 1 | 0.16 | 79.8 | 1.60 | 1.59 |\n| 加速引擎 | int8 | 2 | OOM | OOM | / | / |\n")
    found = sorted((float(c.ratio), c.metric, c.subject, c.baseline)
                   for c in _kind(text, "comparison", "text/markdown"))
    assert found == [(1.59, "throughput", "加速引擎 fp16", "原生框架 bf16"), (1.6, "throughput", "加速引擎 fp16", "原生框架 bf16")]


def test_a_spaced_price_table_with_an_output_over_input_column_is_read() -> None:
    text = ("Prices of the catalogue\n\nModel Input (per 1M) Output (per 1M) Output/Input Ratio\n"
            "GPT-4o $2.50 $10.00 4x\nClaude Sonnet 4 $3.00 $15.00 5x\n")
    got = {(p.subject, p.token_type, p.amount) for p in _kind(text, "price", "text/plain")}
    assert got == {("gpt-4o", "input", 2.5), ("gpt-4o", "output", 10.0),
                   ("claude-sonnet-4", "input", 3.0), ("claude-sonnet-4", "output", 15.0)}


def test_an_input_column_written_in_capitals_is_no_score_column() -> None:
    text = ("Router list prices (USD / 1M tokens)\n\nMODEL               INPUT    CACHED    OUTPUT\n"
            "gpt-5               1.25     0.125     10.00\ngpt-5-mini          0.25     0.025      2.00\n")
    got = {(p.subject, p.token_type, p.amount) for p in _kind(text, "price", "text/plain")}
    assert ("gpt-5", "input", 1.25) in got and ("gpt-5-mini", "input", 0.25) in got


def test_a_length_band_with_the_bare_length_word_between_its_bounds_is_a_tier_of_input_prices() -> None:
    text = ("<h2>Demo 价格</h2><p>价格单位：元/百万 tokens</p><table><tr><th>模型</th><th>输入（0&lt;长度≤32K）</th>"
            "<th>输入（32K&lt;长度≤128K）</th><th>输出</th></tr><tr><td>demo-max</td><td>2.4</td><td>4.8</td><td>9.6</td></tr></table>")
    got = {(p.token_type, p.condition, float(p.amount)) for p in _kind(text, "price", "text/html")}
    assert got == {("input", None, 2.4), ("input", "long-context>32k", 4.8), ("output", None, 9.6)}


def test_a_loss_up_to_a_share_with_pinyin_glosses_is_a_fall() -> None:
    text = "測試顯示，該系統只能跑出約 100 TPS 的性能，性能損失高(gāo )達(dá)90%以上。"
    assert [float(c.ratio) for c in _kind(text, "comparison")] == [0.1]


def test_models_named_as_families_in_passing_are_no_later_prices_subject() -> None:
    text = ("o3: pricing\nUse o3 when the answer matters more than the response time.\n"
            "OpenAI publishes the o200k_base tokenizer (shared with the GPT-4o and GPT-5 families), so we run it locally.\n"
            "A reply may consume many reasoning tokens.\nThe calculator shows the visible output count.\n"
            "Some users report more.\nPricing notes\n$2.00 input / $8.00 output per 1M tokens.")
    assert {p.subject for p in _kind(text, "price")} == {"o3"}


def test_a_later_hourly_option_in_the_sentence_of_an_hourly_price_takes_its_unit() -> None:
    text = ("At Brightwater Compute, GB200 capacity now lists at $4.20 per GPU-hour on demand, and its three-year "
            "committed rate is $2.95.")
    got = {(float(p.amount), p.unit, p.condition) for p in _kind(text, "price")}
    assert got == {(4.2, "per_gpu_hour", None), (2.95, "per_gpu_hour", "reserved-3y")}


def test_the_price_a_rise_is_measured_from_is_the_previous_one() -> None:
    text = ("Rivermoor has raised what it charges for Sage 3's output: output tokens now cost $12 per million, 20% more than the "
            "$10 the company had charged since March.")
    got = {(float(p.amount), p.token_type, p.condition) for p in _kind(text, "price")}
    assert got == {(12.0, "output", None), (10.0, "output", "previous")}


def test_a_ceiling_a_buyer_sets_is_no_price() -> None:
    assert _kind("Requirements:\n1. Prices must not exceed $1.00 per million output tokens for the first year.", "price") == []
    assert _kind("技术要求：\n1. 报价不得超过每百万tokens 3元。", "price") == []


def test_discounts_on_rail_passes_phones_and_flights_are_no_comparisons() -> None:
    assert _kind("Rail operators are cutting fares again: the 15-day Alpine pass is 30% off until 30 April.",
                 "comparison") == []
    assert _kind("今年双十一，多家电商平台的手机品类普遍打八折；航空公司国内航线最低打3折。", "comparison") == []


def test_a_fraction_of_a_cent_is_an_amount_not_a_share() -> None:
    text = "A typical conversation has 1,500 input tokens and 400 output tokens, so one conversation costs about a third of a cent."
    assert _kind(text, "comparison") == []


def test_a_request_rate_naming_nothing_run_is_no_result() -> None:
    assert _kind("That means \u201cwe average 12 requests per second\u201d is not a capacity plan.", "benchmark") == []


def test_link_rates_utilisation_token_counts_and_chip_premiums_are_no_comparisons() -> None:
    assert _kind("The inter-chip communication within a pod has been boosted to 1.2Tb/s bidirectional throughput, "
                 "50 percent higher than Trillium.", "comparison") == []
    assert _kind("超节点还可以灵活分配资源，将算力有效使用率(MFU)提升50%以上。", "comparison") == []
    assert _kind("据实测，选择低思考长度档位时，模型总输出Tokens较旧版下降77.5%。", "comparison") == []
    assert _kind("The higher upfront GPU price (\u224825 % premium) is offset within two years.", "comparison") == []


def test_a_per_gpu_column_beside_a_system_column_is_one_chips_share_of_the_system() -> None:
    text = ("# Results\n\nAll figures below are tokens/s.\n\n| Benchmark | Scenario | System (8x B200) | Per GPU |\n"
            "|---|---|---|---|\n| Llama 2 70B | Offline | 102,450 | 12,806 |\n")
    got = {(float(r.value), r.accelerator, r.accelerator_count) for r in _kind(text, "benchmark", "text/markdown")}
    assert got == {(102450.0, "NVIDIA B200", 8), (12806.0, "NVIDIA B200", 1)}


def test_an_arrow_between_two_rates_is_a_change_not_a_range() -> None:
    text = "- Decode throughput on Llama 3.3 70B (8x H200): 3,410 -> 4,602 tokens/s, a 1.35x improvement over 2.3."
    assert sorted(float(r.value) for r in _kind(text, "benchmark", "text/markdown")) == [3410.0, 4602.0]


def test_rental_options_priced_in_one_sentence_keep_their_own_conditions() -> None:
    text = ("Corvane Cloud said it would rent NVIDIA B200 GPUs at $3.49 per GPU-hour on demand, with one-year reserved "
            "capacity at $2.69 and spot capacity at $1.95.")
    got = {(float(p.amount), p.unit, p.condition) for p in _kind(text, "price")}
    assert got == {(3.49, "per_gpu_hour", None), (2.69, "per_gpu_hour", "reserved-1y"), (1.95, "per_gpu_hour", "spot")}


def test_a_shared_cut_after_two_earlier_prices_is_a_price_change() -> None:
    text = ("Tern-2 Large now costs $1.20 per million input tokens and $4.80 per million output tokens, down from "
            "$2.00 and $8.00 respectively, a 40% reduction.")
    assert [(float(c.ratio), c.metric) for c in _kind(text, "comparison")] == [(0.6, "price")]


def test_discounts_on_drinks_and_student_tickets_and_a_share_of_rack_power_are_no_comparisons() -> None:
    assert _kind("From 10 June all iced drinks are 30% off before 11 am.", "comparison") == []
    assert _kind("标准门票 899 元；学生凭证件购票半价。", "comparison") == []
    assert _kind("* Same latency as GB200 NVL72 at a third of the rack power", "comparison", "text/markdown") == []


def test_json_records_keyed_by_chip_with_an_hourly_yuan_field_are_gpu_hour_prices() -> None:
    text = ('{\n  "scraped_at": "2026-08-19",\n  "prices": {\n    "RTX 4090": {\n      "hourly_cny": 2.27,\n'
            '      "note": "flat"\n    },\n    "A100 PCIE": {\n      "hourly_cny": 6.42\n    }\n  }\n}\n')
    got = {(p.subject, float(p.amount), p.currency, p.unit) for p in _kind(text, "price")}
    assert got == {("NVIDIA GeForce RTX 4090", 2.27, "CNY", "per_gpu_hour"), ("NVIDIA A100", 6.42, "CNY", "per_gpu_hour")}


def test_changes_a_sentence_denies_are_no_comparisons() -> None:
    text = "DeepSeek isn't undercutting competitors by 20% or 50%. It's undercutting them by 90%."
    assert [float(c.ratio) for c in _kind(text, "comparison")] == [0.1]


def test_where_a_rental_offer_starts_is_no_previous_price() -> None:
    text = ("| System | Memory | Price |\n|---|---|---|\n| H200 SXM5 | 141 GB HBM3e | From $4.62/hr on-demand "
            "($1.40/hr spot) |\n")
    assert {(float(p.amount), p.condition) for p in _kind(text, "price", "text/markdown")} == {(4.62, None), (1.4, "spot")}


def test_a_chips_rental_options_as_bare_rates_under_a_unit_heading_are_gpu_hour_prices() -> None:
    text = ("某算力云 · 算力租赁价格（单位：元/卡·时）\n\n- H20：按需 6.8，包年折合 4.6\n- 昇腾910B：按需 5.5，竞价实例 2.9\n"
            "- A800：按需 8.0\n\n注：以上价格均不含税。")
    got = {(p.subject, float(p.amount), p.currency, p.unit, p.condition) for p in _kind(text, "price")}
    assert got == {("NVIDIA H20", 6.8, "CNY", "per_gpu_hour", None), ("NVIDIA H20", 4.6, "CNY", "per_gpu_hour", "reserved-1y"),
                   ("Huawei Ascend 910B", 5.5, "CNY", "per_gpu_hour", None),
                   ("Huawei Ascend 910B", 2.9, "CNY", "per_gpu_hour", "spot"), ("NVIDIA A800", 8.0, "CNY", "per_gpu_hour", None)}


def test_a_yaml_price_block_takes_its_currency_and_unit_from_the_prose_above_it() -> None:
    text = ("## Gateway pricing config\n\nPrices below are **USD per 1K tokens**, as the config stores them.\n\n"
            "```yaml\nmodels:\n  gemini-2.5-pro:\n    input_per_1k: 0.00125\n    output_per_1k: 0.010\n"
            "    long_context:   # prompts over 200K tokens\n      input_per_1k: 0.0025\n      output_per_1k: 0.015\n"
            "routing_fee_per_request: 0.0001\nmax_retries: 3\n```\n")
    got = {(p.token_type, float(p.amount), p.currency, p.condition) for p in _kind(text, "price", "text/markdown")}
    assert got == {("input", 1.25, "USD", None), ("output", 10.0, "USD", None),
                   ("input", 2.5, "USD", "long-context>200k"), ("output", 15.0, "USD", "long-context>200k")}


def test_item_lines_of_rental_options_with_a_remark_and_a_monthly_option_are_read() -> None:
    text = ("本周 GPU 云主机报价（单位：元/卡/时，含税）\n\n· H20：按需 5.2，竞价 2.6（竞价实例更便宜）\n"
            "· L40S：按需 4.1，包月 3.0，竞价 1.9\n")
    got = {(p.subject, float(p.amount), p.condition) for p in _kind(text, "price")}
    assert got == {("NVIDIA H20", 5.2, None), ("NVIDIA H20", 2.6, "spot"), ("NVIDIA L40S", 4.1, None),
                   ("NVIDIA L40S", 3.0, "reserved-1m"), ("NVIDIA L40S", 1.9, "spot")}


def test_ceilings_suppositions_denials_storage_and_appliance_discounts_give_nothing() -> None:
    assert _kind("三、报价要求：算力租赁报价不得超过每卡每小时 9 元。", "price") == []
    assert _kind("如果直接用 API，假如每百万 tokens 1 块钱，一个月用 3 亿 tokens 也就 300 块。", "price") == []
    assert _kind("Ostrander has not cut its gpt-oss-120b prices by 50%, a spokesperson said.", "comparison") == []
    assert _kind("Storage prices drop 15% for commitments above 500 TB.", "comparison") == []
    assert _kind("618大促正式开启，部分空调型号打7折。", "comparison") == []


def test_a_monthly_plan_column_converted_to_an_hour_is_an_hourly_reserved_price() -> None:
    text = ("GPU 云服务器价格表\n计价单位：元/卡/时\n\nGPU 型号    按需    包月（折合）    竞价\nH800        15.80   11.20          6.30\n"
            "A800        8.60    6.10           3.40\n\n说明：包月价格已按 30 天折算为每卡每小时价格。")
    got = {(p.subject, float(p.amount), p.condition) for p in _kind(text, "price")}
    assert ("NVIDIA H800", 11.2, "reserved-1m") in got and ("NVIDIA A800", 6.1, "reserved-1m") in got
    assert ("NVIDIA H800", 6.3, "spot") in got


def test_a_table_whose_note_calls_its_figures_approximated_gives_no_results() -> None:
    text = ("Here's a table of decode speeds (tokens per second) on NVIDIA A100 GPUs:\n\n| Model | Decode (tokens/s) |\n"
            "|---|---|\n| GPT-4o | 150 |\n| Claude 3.5 Sonnet | 180 |\n\n*Note: data approximated from public reports.*\n")
    assert _kind(text, "benchmark", "text/markdown") == []
