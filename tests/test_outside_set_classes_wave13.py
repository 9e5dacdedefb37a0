"""Classes of error found on the thirteenth wave of outside sets (2026-12-06, issue 9). Each is pinned on text written
for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from tests.claim_helpers import claims_of as _claims, claims_of_kind as _kind


def test_a_chip_compared_with_before_the_result_is_not_the_chip_that_produced_it() -> None:
    text = ("The new B300 system delivered 1.6x the throughput of B200 on Llama 3.1 405B, "
            "reaching 3,200 tokens/s per GPU.")
    assert [(r.value, r.accelerator) for r in _kind(text, "benchmark")] == [(3200, "NVIDIA B300")]
    # with no other chip named, the only chip stays the result's
    text = "Compared with last round, the H200 reached 31,000 tokens/s on Llama 2 70B Offline."
    assert [r.accelerator for r in _kind(text, "benchmark")] == ["NVIDIA H200"]


def test_json_offer_records_of_gpu_hourly_prices_price_each_chip_per_gpu_hour() -> None:
    text = ('[\n  {\n    "GPU": "H100",\n    "Maker": "NVIDIA",\n    "hourly-price": "2.99",\n    "VRAM": "80",\n'
            '    "provider": "examplecloud"\n  },\n  {\n    "GPU": "A40",\n    "Maker": "NVIDIA",\n'
            '    "hourly-price": "1.10",\n    "provider": "othercloud"\n  },\n'
            '  {\n    "GPU": "H100",\n    "gpu_count": 8,\n    "hourly-price": "23.92"\n  }\n]\n')
    prices = _kind(text, "price")
    # the 8-GPU record prices a machine, not a GPU; no currency anywhere in the file: US dollars
    assert sorted((float(p.amount), p.currency, p.unit, p.subject, p.organization) for p in prices) == [
        (1.10, "USD", "per_gpu_hour", "NVIDIA A40", "othercloud"),
        (2.99, "USD", "per_gpu_hour", "NVIDIA H100", "examplecloud")]
    # a file naming another currency is not read in dollars
    euro = text.replace('"VRAM": "80",', '"VRAM": "80", "currency": "EUR",')
    assert ("EUR", "NVIDIA H100") in {(p.currency, p.subject) for p in _kind(euro, "price")}


def test_columns_counting_gpus_under_a_caption_naming_the_chip_are_results_of_that_many_chips() -> None:
    text = ("The reported metric is `Total Output Throughput (tokens/sec)`.\n\n#### Llama 3.3 70B\n\n"
            "RTX 6000 Pro Blackwell Server Edition\n"
            "| ISL/OSL | **2 GPUs**<br/>TP1,PP2 (FP4) | **4 GPUs**<br/>TP2,PP2 (FP4) |\n|---|---|---|\n"
            "| 128/128 | 5,120 | 9,870 |\n")
    results = _kind(text, "benchmark", "text/markdown")
    assert [(r.value, r.accelerator, r.accelerator_count) for r in results] == [
        (5120, "NVIDIA RTX PRO 6000 Blackwell", 2), (9870, "NVIDIA RTX PRO 6000 Blackwell", 4)]


def test_a_token_throughput_column_with_no_unit_holds_tokens_a_second() -> None:
    text = ("### Qwen2.5 7B on 1 x H100 80G\n\n| Engine | Request throughput | Output token throughput |\n"
            "|---|---|---|\n| EngineA | 12.5 | **2480.4** |\n")
    results = _kind(text, "benchmark", "text/markdown")
    # the request throughput beside it is no token rate
    assert [(float(r.value), r.unit, r.accelerator) for r in results] == [(2480.4, "tokens/s", "NVIDIA H100")]


def test_a_made_up_figure_that_explains_an_idea_is_no_result() -> None:
    assert _kind("For example, a system can generate 80 tokens per second. If it generates 800 tokens, "
                 "users wait 10 seconds.", "benchmark") == []
    assert [r.value for r in _kind("For example, the H200 generated 3,100 tokens per second on Llama 2 70B.",
                                   "benchmark")] == [3100]


def test_a_column_of_estimated_costs_holds_no_prices() -> None:
    text = ("| 用途 | 模型 | 预估成本 |\n| --- | --- | --- |\n| 对话 | Qwen3.5-Flash | ~0.002元/千tokens |\n"
            "| 审核 | Qwen3.5-Flash | ~0.001元/千tokens |\n")
    assert _kind(text, "price", "text/markdown") == []
    quoted = text.replace("预估成本", "价格").replace("~", "")
    assert len(_kind(quoted, "price", "text/markdown")) == 2


def test_codes_listed_after_a_kunlun_generation_are_kunlunxin_cards_not_nvidia_parts() -> None:
    names = {h.name for h in _kind("框架支持昆仑2代芯片（R200、R300）与昆仑1代芯片（K100、K200）。", "hardware")}
    assert {"Kunlunxin R200", "Kunlunxin R300", "Kunlunxin K100", "Kunlunxin K200"} <= names
    assert not any(name.startswith("NVIDIA") for name in names)
    assert {h.name for h in _kind("NVIDIA R200 ships next year.", "hardware")} == {"NVIDIA R200"}


def test_chinese_chip_brands_without_their_maker_are_named_with_it() -> None:
    names = {h.name for h in _kind("燧原发布训练芯片邃思2.0；平头哥的真武AI芯片和真武810；基于安培架构。", "hardware")}
    assert {"Enflame 邃思2.0", "T-Head 真武", "T-Head 真武810", "NVIDIA Ampere"} <= names
    assert _kind("真武大帝庙建于明代。", "hardware") == []


def test_a_percent_in_a_speedup_column_is_the_gain_the_row_proves() -> None:
    text = ("| 并发数 | EngineA (v1) | Ours | 加速比 |\n|:---:|:---:|:---:|:---:|\n"
            "| 1 | 10.0 | 35.0 | 250.0% |\n| 2 | 20.0 | 50.0 | 180.0% |\n")
    comparisons = _kind(text, "comparison", "text/markdown")
    # 35 / 10 = 3.5 = 1 + 250%; the second row's 180% matches no quotient of its figures (50 / 20 = 2.5): not read
    assert [(float(c.ratio), c.subject, c.baseline) for c in comparisons] == [(3.5, "Ours", "EngineA (v1)")]


def test_the_next_model_of_a_list_of_price_cuts_shares_the_metric_even_with_a_digit_in_its_name() -> None:
    text = "错峰时段价格下调：DeepSeek-V3 降至原价的 50%，DeepSeek-R1 降至 25%。"
    assert sorted((float(c.ratio), c.metric) for c in _kind(text, "comparison")) == [(0.25, "price"), (0.5, "price")]


def test_half_price_hours_are_a_price_comparison() -> None:
    assert [(float(c.ratio), c.metric) for c in _kind("闲时 22:00–次日 08:00 半价，其余忙时。", "comparison")] == \
        [(0.5, "price")]
    assert [(float(c.ratio), c.metric) for c in _kind("高峰时段全价，其余时段减半。", "comparison")] == [(0.5, "price")]
    assert _kind("他们的团队人数减半。", "comparison") == []


def test_input_and_output_price_columns_are_not_rates_when_the_caption_also_names_a_speed() -> None:
    text = ("Prices are list prices in USD per million tokens; speed is median output tokens per second.\n\n"
            "| Provider | Input | Output | Speed |\n|---|---|---|---|\n| Hostco | 0.55 | 2.19 | 27 |\n")
    claims = _claims(text, "text/markdown")
    assert sorted((c.kind, float(c.amount if c.kind == "price" else c.value)) for c in claims) == [
        ("benchmark", 27.0), ("price", 0.55), ("price", 2.19)]
    assert {c.token_type for c in claims if c.kind == "price"} == {"input", "output"}


def test_tier_columns_bounded_on_both_sides_are_tiers_and_not_the_input_token_type() -> None:
    text = ("单位：元/百万tokens\n\n| 模型 | 计费项 | 0<输入≤128K | 128K<输入≤256K |\n|---|---|---|---|\n"
            "| 通义千问Plus | 输入 | 0.8 | 2.4 |\n| 通义千问Plus | 输出（思考模式） | 8 | 24 |\n")
    prices = _kind(text, "price", "text/markdown")
    assert sorted((float(p.amount), p.token_type, p.condition) for p in prices) == [
        (0.8, "input", None), (2.4, "input", "long-context>128k"),
        (8.0, "output", "thinking"), (24.0, "output", "thinking, long-context>128k")]


def test_cache_write_columns_bracketing_their_lifetime_are_cache_writes() -> None:
    text = ("## Pricing (per 1M tokens, USD)\n\n| Model | Base Input | Cache (5m write) | Cache (1h write) | Cache Read |"
            " Output |\n|---|---|---|---|---|---|\n| Claude Sonnet 4.5 | $3 | $3.75 | $6 | $0.30 | $15 |\n")
    prices = _kind(text, "price", "text/markdown")
    assert sorted((float(p.amount), p.token_type, p.condition) for p in prices) == [
        (0.3, "cached_input", None), (3.0, "input", None), (3.75, "input", "cache write"),
        (6.0, "input", "cache write 1h"), (15.0, "output", None)]


def test_what_a_workload_was_billed_is_no_price_in_the_unit_stated_above() -> None:
    text = ("Numbers from the pricing page (USD per 1M tokens):\n\nmodel-x standard: $0.14 input, $2.19 output\n\n"
            "We moved the nightly run and the bill went from roughly $88 to $22 a night.\n")
    assert sorted(float(p.amount) for p in _kind(text, "price")) == [0.14, 2.19]


def test_a_hyphenated_long_variant_is_its_own_model() -> None:
    text = "GLM-4-Long 的价格为 0.001 元/千tokens。"
    assert [p.subject for p in _kind(text, "price")] == ["glm-4-long"]
    assert [p.subject for p in _kind("GLM-4 costs $0.10 per million input tokens for long context.", "price")] == \
        ["glm-4"]


def test_a_label_naming_several_versions_with_slashes_prices_each_version() -> None:
    text = ("## Batch prices (per 1M tokens, USD)\n\n| Model | Batch Input | Batch Output |\n|---|---|---|\n"
            "| Opus 4.1/4 | $7.50 | $37.50 |\n| Haiku 4.5 | $0.50 | $2.50 |\n")
    prices = _kind(text, "price", "text/markdown")
    assert sorted((p.subject, float(p.amount)) for p in prices if p.token_type == "input") == [
        ("claude-haiku-4-5", 0.5), ("claude-opus-4", 7.5), ("claude-opus-4-1", 7.5)]
    line = "Long context (per 1M tokens, USD):\n- Sonnet 4.5/4: $6 input, $22.50 output\n"
    assert sorted((p.subject, float(p.amount)) for p in _kind(line, "price", "text/markdown")) == [
        ("claude-sonnet-4", 6.0), ("claude-sonnet-4", 22.5), ("claude-sonnet-4-5", 6.0), ("claude-sonnet-4-5", 22.5)]


def test_two_amounts_glued_in_a_pricing_cell_are_input_then_output() -> None:
    text = ("| Model | Context | Pricing |\n| --- | --- | --- |\n| Language models |  | Per million tokens |\n"
            "| model-q-fast | 2,000,000 | $0.20$0.50 |\n")
    prices = _kind(text, "price", "text/markdown")
    assert [(float(p.amount), p.token_type) for p in prices] == [(0.2, "input"), (0.5, "output")]


def test_positional_pricing_calls_under_a_unit_comment_are_input_then_output() -> None:
    text = ('    // Register model pricing ($ per 1M tokens)\n'
            '    registerModelPricing(QStringLiteral("mistral-large"), 2.0, 6.0);\n'
            '    addPrice("codestral", 0.3, 0.9);\n')
    prices = _kind(text, "price")
    assert [(p.subject, float(p.amount), p.token_type) for p in prices] == [
        ("mistral-large", 2.0, "input"), ("mistral-large", 6.0, "output"),
        ("codestral", 0.3, "input"), ("codestral", 0.9, "output")]
    # with no comment stating the unit, no price
    assert _kind(text.split("\n", 1)[1], "price") == []


def test_a_tenstorrent_system_code_in_a_table_cell_is_not_an_nvidia_card() -> None:
    text = ("| Model | Device | Speed (t/s/u) | TTFT (ms) |\n|---|---|---|---|\n| Llama-3.2-1B | T3K | 73.7 | 5271 |\n"
            "| Llama-3.2-1B | T4 | 12.0 | 9000 |\n")
    assert {h.name for h in _kind(text, "hardware", "text/markdown")} == {"NVIDIA T4"}
    # "(t/s/u)" names a speed in tokens a second
    assert sorted(float(r.value) for r in _kind(text, "benchmark", "text/markdown")) == [12.0, 73.7]


def test_a_column_of_theoretical_ceilings_holds_no_results() -> None:
    text = ("| Platform | Effective BW | Theoretical Max TPS (INT4) | Observed TPS |\n|---|---|---|---|\n"
            "| Arc A770M | ~400 GB/s | ~114 TPS | 31.6 TPS |\n")
    assert [float(r.value) for r in _kind(text, "benchmark", "text/markdown")] == [31.6]


def test_ttot_and_yanshi_are_latencies() -> None:
    assert [(float(c.ratio), c.metric) for c in _kind("TTOT decreased by 37%.", "comparison")] == [(0.63, "latency")]
    assert [(float(c.ratio), c.metric) for c in _kind("优化后算子计算延时减少50%。", "comparison")] == [(0.5, "latency")]


def test_a_price_per_second_of_generated_video_is_no_gpu_hour_price() -> None:
    text = ("## Video (per second)\n\n| Model | Price |\n|---|---|\n| Imagine Video | $0.05 |\n\n"
            "## Serverless workers (per second)\n\n| GPU type(s) | Cost per second |\n|---|---|\n| 4090 PRO | $0.00031 |\n"
            "| H100 | $0.00155 |\n")
    prices = _kind(text, "price", "text/markdown")
    # the GPU rows, named or under a GPU column, are GPU-hours; the video second is none
    assert sorted(float(p.amount) for p in prices) == [1.116, 5.58]
    assert {p.unit for p in prices} == {"per_gpu_hour"}


def test_a_zero_amount_is_no_price() -> None:
    text = "Tiers (per million tokens):\n- **Free Tier**: $0.00/M tokens\n- **Basic**: $0.50/M tokens\n"
    assert [float(p.amount) for p in _kind(text, "price", "text/markdown")] == [0.5]


def test_snake_case_cache_keys_in_prose_name_their_token_types() -> None:
    text = "- Corrected cache_read: $1.50 → $0.50 per MTok\n- Corrected cache_write: $18.75 → $6.25 per MTok\n"
    prices = _kind(text, "price", "text/markdown")
    assert sorted((float(p.amount), p.token_type) for p in prices) == [
        (0.5, "cached_input"), (1.5, "cached_input"), (6.25, "input"), (18.75, "input")]


def test_a_bare_a4500_is_nvidias_rtx_card_as_its_siblings_are() -> None:
    assert {h.name for h in _kind("| A4000, A4500 | 16 GB | $0.00016 |", "hardware", "text/markdown")} == \
        {"NVIDIA RTX A4000", "NVIDIA RTX A4500"}


def test_code_maps_under_a_comment_stating_unit_and_fields_price_each_entry() -> None:
    text = ("# Prices are USD per 1M tokens: (input, cached_input, output)\nMODEL_PRICES = {\n"
            '    "gpt-4.1": (2.00, 0.50, 8.00),\n    "bad-entry": (1.00, 2.00),\n}\n\n'
            "# Self-hosted pool, on-demand rates in USD per GPU-hour\nGPU_HOURLY = {\"H100\": 2.40}\n\n"
            "# 缓存命中的输入价格（元/百万 tokens）\nCACHE_HIT_PRICE = {\"deepseek-reasoner\": 0.2}\n")
    prices = _kind(text, "price")
    assert sorted((p.subject, float(p.amount), p.currency, p.unit, p.token_type) for p in prices) == [
        ("NVIDIA H100", 2.4, "USD", "per_gpu_hour", None),
        ("deepseek-reasoner", 0.2, "CNY", "per_million_tokens", "cached_input"),
        ("gpt-4.1", 0.5, "USD", "per_million_tokens", "cached_input"),
        ("gpt-4.1", 2.0, "USD", "per_million_tokens", "input"),
        ("gpt-4.1", 8.0, "USD", "per_million_tokens", "output")]


def test_meiyuan_is_dollars_and_a_map_takes_the_unit_its_header_comment_states() -> None:
    entries = "".join(f'    "model-{i}": {{\n        "input": 1.{i}0,\n        "output": 2.{i}0\n    }},\n' for i in range(9))
    text = ("###记录模型的价格（美元/百万tokens）\nPRICE_CONFIG = {\n" + entries +
            '    "grok-2": {            # same as grok-2-1212\n        "input": 2.00,\n        "output": 10.00\n    },\n}\n')
    prices = _kind(text, "price")
    assert {p.currency for p in prices} == {"USD"}
    # every record, the ones far below the comment and one whose brace carries a comment
    assert len(prices) == 20 and {"model-0", "model-8", "grok-2"} <= {p.subject for p in prices}


def test_what_would_follow_from_a_supposed_price_is_no_comparison() -> None:
    assert _kind("如果B200的价格为4万美元，那么每单位推理的成本将降低近一半。", "comparison") == []
    assert [float(c.ratio) for c in _kind("B200 的推理成本降低了一半。", "comparison")] == [0.5]


def test_a_per_second_column_of_video_prices_is_no_gpu_hour_price() -> None:
    text = "| 模型名称 | 分辨率 | 价格（元/秒） |\n| --- | --- | --- |\n| Wan-AI/Wan2.2-I2V | 720p | 0.35 |\n"
    assert _kind(text, "price", "text/markdown") == []


def test_a_price_column_per_1mt_and_an_output_over_input_column_of_multiples() -> None:
    text = ("| 模型 | 费用/1MT | 输出/输入 |\n| --- | --- | --- |\n| gpt-3.5-turbo | ¥5 | 3 |\n| gpt-4 | ¥300 | 2 |\n"
            "| tts-1 | ¥150 | 1 |\n")
    prices = _kind(text, "price", "text/markdown")
    assert sorted((float(p.amount), p.unit) for p in prices) == [
        (5.0, "per_million_tokens"), (150.0, "per_million_tokens"), (300.0, "per_million_tokens")]
    comparisons = _kind(text, "comparison", "text/markdown")
    # one multiple per row, the output price against the input price
    assert sorted((float(c.ratio), c.metric, c.subject, c.baseline) for c in comparisons) == [
        (1.0, "price", "output", "input"), (2.0, "price", "output", "input"), (3.0, "price", "output", "input")]


def test_chinese_more_than_by_and_share_of_a_pronoun_and_an_advantage_of_n_percent() -> None:
    assert [(float(c.ratio), c.baseline) for c in _kind("Llama 2推理性能仅比H100多7%。", "comparison")] == \
        [(1.07, "NVIDIA H100")]
    assert [float(c.ratio) for c in _kind("相比于B200，该设备的推理性能仅为其23.5%。", "comparison")] == [0.235]
    assert [float(c.ratio) for c in _kind("A100的性能优势达到了110%。", "comparison")] == [2.1]
    assert _kind("我们有比以前多 7% 的用户。", "comparison") == []


def test_a_speed_compared_after_a_table_whose_caption_says_speed_is_tokens_a_second_is_throughput() -> None:
    text = ("Prices are USD per million tokens; speed is median output tokens per second.\n\n"
            "| Provider | Input | Output | Speed |\n|---|---|---|---|\n| Hostco | 0.55 | 2.19 | 27 |\n| Fastco | 1.20 | 4.80 | 141 |\n\n"
            "Fastco is the fastest, over 5x Hostco's speed.\n")
    assert [(float(c.ratio), c.metric) for c in _kind(text, "comparison", "text/markdown")] == [(5.0, "throughput")]


def test_chinese_architecture_names_and_tpu_v7x() -> None:
    names = {h.name for h in _kind("V100基于伏特架构，T4基于图灵架构；TPU v7x 即 Ironwood。", "hardware")}
    assert {"NVIDIA Volta", "NVIDIA Turing", "Google TPU v7"} <= names


def test_rows_under_a_maker_column_are_each_models_own_and_keep_their_variant_words() -> None:
    text = ("| 厂商 | 模型 | 价格 |\n| --- | --- | --- |\n"
            "| deepseek | deepseek-ai/DeepSeek-V3.1 | 输入 4 元/百万 tokens，输出 12 元/百万 tokens |\n"
            "|  | deepseek-ai/DeepSeek-V3.1-Think | 输入 4 元/百万 tokens，输出 12 元/百万 tokens |\n"
            "| qwen | Qwen/QwQ-32B | 输入 2 元/百万 tokens，输出 6 元/百万 tokens |\n")
    prices = _kind(text, "price", "text/markdown")
    # two rows pricing two models alike are two prices each, not a restatement; the maker's cell names no model
    assert sorted((p.subject, float(p.amount)) for p in prices) == [
        ("deepseek-chat", 4.0), ("deepseek-chat", 12.0), ("deepseek-v3.1-think", 4.0), ("deepseek-v3.1-think", 12.0),
        ("qwq-32b", 2.0), ("qwq-32b", 6.0)]


def test_a_table_row_whose_first_cell_opens_with_a_plus_stays_a_row_of_the_table() -> None:
    text = ("| Step | Change | TPS | Δ vs Previous |\n|---|---|---|---|\n| Baseline | FP16 | 5.0 | — |\n"
            "| + Quantization | INT4 AWQ | 12.5 | +150% |\n")
    assert sorted(float(r.value) for r in _kind(text, "benchmark", "text/markdown")) == [5.0, 12.5]
    assert [float(c.ratio) for c in _kind(text, "comparison", "text/markdown")] == [2.5]
    # a list item of plus signs is still a list item
    from extractors.text import prepare_text
    assert prepare_text("+ first point\n+ second point\n", content_type="text/markdown").text.startswith("- first")


def test_a_price_per_character_of_speech_is_no_token_price() -> None:
    text = ("| 模型 | 类型 | 输入 | 输出 |\n|---|---|---|---|\n| qwen3-max | chat | ¥2.5/M | ¥10/M |\n"
            "| cosyvoice-v1 | tts | ¥0.00002/字 | — |\n")
    assert sorted((p.subject, float(p.amount)) for p in _kind(text, "price", "text/markdown")) == [
        ("qwen3-max", 2.5), ("qwen3-max", 10.0)]


def test_a_cache_hit_price_bracketed_in_an_input_cell_is_the_cached_inputs() -> None:
    text = ("| 模型 | 输入价格（元/M Tokens） | 输出价格（元/M Tokens） |\n|:---:|:---:|:---:|\n"
            "| deepseek-chat | 2（缓存命中为0.5） | 8 |\n")
    prices = _kind(text, "price", "text/markdown")
    assert sorted((float(p.amount), p.token_type) for p in prices) == [
        (0.5, "cached_input"), (2.0, "input"), (8.0, "output")]


def test_a_cache_hit_rate_is_no_price_comparison() -> None:
    assert _kind("叠加 95.7% 实测缓存命中后，token 成本更低。", "comparison") == []
    assert [float(c.ratio) for c in _kind("Cache hits cost 90% less than regular input.", "comparison")] == [0.1]


def test_a_model_version_between_the_verb_and_the_figure_keeps_the_change_and_its_metric() -> None:
    text = "This improved Llama 3.1 8B offline throughput by 16% and reduced TPOT latency by 60%."
    assert sorted((float(c.ratio), c.metric) for c in _kind(text, "comparison")) == [(0.4, "latency"), (1.16, "throughput")]
    # an amount between a direction word and a figure still stops the reach: "(my guess: 60% likely)" is no change
    assert _kind("Will anyone undercut Flash-Lite below $0.05 input before year end (my guess: 60% likely)?",
                 "comparison") == []


def test_inter_token_latency_is_a_latency() -> None:
    assert [(float(c.ratio), c.metric) for c in _kind("With vLLM, the Median ITL is 10 times that of SGLang.",
                                                       "comparison")] == [(10.0, "latency")]


def test_input_bracketed_as_a_cache_hit_is_the_cached_input() -> None:
    text = ("Prices (USD per 1M tokens): $0.14 input (cache hit), $0.55 input (cache miss), $2.19 output\n")
    assert sorted((float(p.amount), p.token_type) for p in _kind(text, "price")) == [
        (0.14, "cached_input"), (0.55, "input"), (2.19, "output")]


def test_a_cell_of_prices_per_modality_gives_one_price_each_with_its_modality() -> None:
    text = ("| 模型 | 输入价格（元/M Tokens） | 输出价格（元/M Tokens） |\n|:---:|:---:|:---:|\n"
            "| qwen-omni-turbo | 0.4（文本）/ 25（音频）/ 1.5（视觉） | 1.6（仅文本）/ 4.5（含其他模态） |\n")
    prices = _kind(text, "price", "text/markdown")
    assert sorted((float(p.amount), p.token_type, p.condition) for p in prices) == [
        (0.4, "input", None), (1.5, "input", "vision"), (1.6, "output", None), (4.5, "output", "multimodal"),
        (25.0, "input", "audio")]


def test_a_model_described_by_its_long_input_gives_no_input_token_type() -> None:
    text = "| 模型 | 描述 | 上下文 | 单价 |\n|---|---|---|---|\n| GLM-4-Long | 超长输入 | 1M | 0.001 元 / 千tokens |\n"
    assert [(p.subject, p.token_type) for p in _kind(text, "price", "text/markdown")] == [("glm-4-long", "unspecified")]


def test_what_a_yuan_buys_names_no_unit_for_the_amounts_after_it() -> None:
    text = ("豆包pro-32k 推理输入价格为0.0008元/千tokens。\n\n按这个价格计算，1块钱能买到125万tokens的输入量。\n\n"
            "阿里云将Qwen-Long的输入价格从0.02元下调至0.0005元。\n")
    amounts = sorted(float(p.amount) for p in _kind(text, "price") if p.subject == "qwen-long")
    # never 0.016 and 0.0004 (a million tokens read as 1.25 million): the page's per-thousand unit, or nothing
    assert amounts in ([], [0.5, 20.0])


def test_billing_per_token_is_no_unit_for_prices_quoted_per_million() -> None:
    text = ("Prices are in US dollars per 1M tokens. Billing is per token, with no minimum spend.\n\n"
            "| Model | Input | Output |\n|---|---|---|\n| Llama 3.3 70B | $0.60 | $0.80 |\n")
    assert sorted((float(p.amount), p.unit) for p in _kind(text, "price", "text/markdown")) == [
        (0.6, "per_million_tokens"), (0.8, "per_million_tokens")]


def test_the_name_right_before_an_amount_is_its_subject_even_as_the_thing_compared_with() -> None:
    text = "GPT-5.4-nano output at $1.25/1M versus GPT-5.5-pro output at $180.00/1M is a 144x difference."
    assert sorted((p.subject, float(p.amount)) for p in _kind(text, "price")) == [
        ("gpt-5.4-nano", 1.25), ("gpt-5.5-pro", 180.0)]
    # a colon after the name compared with spells out the subject's own price
    same = "Anthropic released Claude Sonnet 4.5 at the same price as Sonnet 4: $3 per million input tokens."
    assert [p.subject for p in _kind(same, "price")] == ["claude-sonnet-4-5"]


def test_latency_sensitive_describes_a_workload_and_an_industry_average_level_is_no_performance_word() -> None:
    text = "- Batch APIs cut costs 50% for non-latency-sensitive workloads\n"
    assert [c.metric for c in _kind(text, "comparison", "text/markdown")] == ["cost"]
    assert [c.metric for c in _kind("字节跳动方面称，这一价格比行业平均水平低 99.3%。", "comparison")] == ["price"]
    assert [c.metric for c in _kind("昇腾910B可以达到 A100 的 80% 水平。", "comparison")] == ["performance"]


def test_an_atlas_server_written_without_spaces_is_named_as_huawei_writes_it() -> None:
    assert {h.name for h in _kind("部署在Atlas800IA2推理服务器上。", "hardware")} == {"Huawei Atlas 800I A2"}


def test_implausibly_small_amounts_and_averages_of_spend_are_no_prices() -> None:
    text = "prices are per 1M tokens in USD\n\n- `X-Cost-Input: 0.000001`\n- `X-Cost-Output: 0.000003`\n"
    assert _kind(text, "price", "text/markdown") == []
    assert _kind("Average Cost per 1K Tokens: $0.273005", "price") == []
    assert _kind("Serverless H100 runs about $0.00053 on an hourly bill, says the page.", "price") == []


def test_a_keyword_argument_priced_per_token_takes_its_comment_and_a_pattern_names_no_model() -> None:
    text = ('```python\nlangfuse.create_model(\n    model_name="claude-sonnet-5",\n    match_pattern="claude-sonnet-4.*",\n'
            '    input_price=0.000003,  # $3/MTok\n    output_price=0.000015,  # $15/MTok\n)\n```\n')
    assert sorted((p.subject, float(p.amount), p.token_type) for p in _kind(text, "price", "text/markdown")) == [
        ("claude-sonnet-5", 3.0, "input"), ("claude-sonnet-5", 15.0, "output")]


def test_a_whole_machines_hour_and_a_worked_cost_of_serving_are_no_prices() -> None:
    text = "按H20按量价格每卡时9.5元计算，整机每小时76元。满负载时，折合每百万输出tokens的算力成本约为8.8元。"
    assert [(float(p.amount), p.unit) for p in _kind(text, "price")] == [(9.5, "per_gpu_hour")]


def test_writing_to_a_named_cache_is_a_cache_write_and_reading_from_it_a_cached_input() -> None:
    text = "Writing to the five-minute cache costs $3.75 per million tokens, and reading from it costs $0.30."
    assert sorted((float(p.amount), p.token_type, p.condition) for p in _kind(text, "price")) == [
        (0.3, "cached_input", None), (3.75, "input", "cache write")]


def test_an_example_figure_after_a_list_label_is_no_result_and_a_split_of_funds_no_comparison() -> None:
    assert _kind("2. Per-replica speed: for example, a replica can generate 100 tokens per second per stream.",
                 "benchmark") == []
    assert _kind("创始人表示，新一轮资金约一半将用于两个算力中心的建设。", "comparison") == []
    assert [float(c.ratio) for c in _kind("输出价格降至原来的一半。", "comparison")] == [0.5]


def test_a_score_multiple_after_the_benchmark_named_earlier_in_the_sentence_is_throughput_on_an_mlperf_page() -> None:
    text = ("The MLPerf Inference v5.0 results are out.\n\nThe performance results for Llama 2 70B have skyrocketed since a "
            "year ago: the median submitted score has doubled, and the best score is 3.3 times faster compared to "
            "Inference v4.0.\n")
    assert [(float(c.ratio), c.metric) for c in _kind(text, "comparison") if float(c.ratio) == 3.3] == [(3.3, "throughput")]


def test_a_country_before_its_technology_is_no_chip_maker() -> None:
    text = ("中国芯片产业推动国家科技自主权的发展。百度昆仑芯凭借7纳米工艺的P800芯片实现了客户落地。")
    assert not any(h.name.startswith("国家") for h in _kind(text, "hardware"))


def test_a_months_free_credit_is_no_price_and_a_bold_card_before_a_dash_rate_is_nvidias() -> None:
    text = ("1. **Best Overall Value**: **Modal T4** - $0.59/hr + $30/mo free credits\n\n"
            "| Provider | GPU | Price/hr | Notes |\n|---|---|---|---|\n| **Modal** | **T4** | **$0.59** | Best value + $30 free/mo |\n")
    prices = _kind(text, "price", "text/markdown")
    assert {(float(p.amount), p.subject) for p in prices} == {(0.59, "NVIDIA T4")}


def test_the_next_lines_cache_key_does_not_turn_an_input_price_into_a_cached_one() -> None:
    text = ("# pricing.yaml (USD per 1M tokens)\nmodels:\n  claude-sonnet-4-5:\n    input: 3.00\n    cache_read: 0.30\n"
            "    output: 15.00\n  gpt-5:\n    input: 1.25\n    cached_input: 0.125\n    output: 10.00\n")
    typed = {(float(p.amount), p.token_type) for p in _kind(text, "price")}
    assert {(3.0, "input"), (1.25, "input"), (0.125, "cached_input")} <= typed
    assert (3.0, "cached_input") not in typed and (1.25, "cached_input") not in typed


def test_a_pair_written_with_the_currency_once_is_input_then_output() -> None:
    text = ("Just to give some costs for 1M input output tokens on frontier models:\nGPT-4o is $5/15\n"
            "GPT-4o mini is $0.15/0.6 (wow)\n")
    assert sorted((p.subject, float(p.amount), p.token_type) for p in _kind(text, "price")) == [
        ("gpt-4o", 5.0, "input"), ("gpt-4o", 15.0, "output"), ("gpt-4o-mini", 0.15, "input"), ("gpt-4o-mini", 0.6, "output")]
    # a denominator carries its quantity: no second amount
    assert [float(p.amount) for p in _kind("Llama 3.3 70B costs $0.60/1M input tokens.", "price")] == [0.6]


def test_performance_per_total_cost_of_ownership_is_performance_per_dollar() -> None:
    text = "Corsair delivers up to 3 times better performance per total cost of ownership than GPU platforms."
    assert [(float(c.ratio), c.metric) for c in _kind(text, "comparison")] == [(3.0, "perf_per_dollar")]


def test_chinese_savings_and_discounts_are_price_falls_and_pinghu_is_moore_threads() -> None:
    assert [(float(c.ratio), c.metric, c.baseline) for c in _kind("按需实例价格较高，预留3年可省35%。", "comparison")] == \
        [(0.65, "price", None)]
    assert [float(c.ratio) for c in _kind("双11期间GPU实例折扣达40%。", "comparison")] == [0.6]
    assert "Moore Threads 平湖" in {h.name for h in _kind("摩尔线程基于新一代平湖 GPU 架构的 MTT S5000 发布。", "hardware")}
    assert _kind("杭州平湖区的工厂。", "hardware") == []


def test_a_provider_tables_rows_price_the_chip_their_gpu_cell_names_not_a_family_above() -> None:
    text = ("**Recommendation**: **Modal A10 @ $1.10/hr**\n- Modern architecture (Ampere)\n\n### Tier 3\n\n"
            "| Provider | GPU | VRAM | Price/hr | Notes |\n|---|---|---|---|---|\n"
            "| Lambda Labs | A100 (80GB) | 80GB | $1.79 | 8x config only |\n| Lambda Labs | H100 | 80GB | $2.99 | Premium |\n")
    assert {(float(p.amount), p.subject) for p in _kind(text, "price", "text/markdown") if p.amount > 1.5} == {
        (1.79, "NVIDIA A100"), (2.99, "NVIDIA H100")}
