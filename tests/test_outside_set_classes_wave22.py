"""Classes of error found on the twenty-second wave of outside sets (2026-12-07, issue 9). Each is pinned on text
written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from tests.claim_helpers import claims_of_kind as _kind, hardware_names


def test_a_list_of_rents_by_seller_gives_each_amount_the_unit_its_seller_and_its_own_terms() -> None:
    text = ("Renting an MI300X.\n\nThe MI300X goes for $1.62/GPU-hr at Vultr, $1.49 on Crusoe spot, $1.90 at TensorWave. "
            "An H100 rents for $2.79 at Lambda and $3.19 at RunPod.")
    got = [(c.amount, c.unit, c.subject, c.organization, c.condition) for c in _kind(text, "price")]
    assert got == [
        (Decimal("1.62"), "per_gpu_hour", "AMD Instinct MI300X", "Vultr", None),
        (Decimal("1.49"), "per_gpu_hour", "AMD Instinct MI300X", "Crusoe", "spot"),
        (Decimal("1.90"), "per_gpu_hour", "AMD Instinct MI300X", "TensorWave", None),
        (Decimal("2.79"), "per_gpu_hour", "NVIDIA H100", "Lambda", None),
        (Decimal("3.19"), "per_gpu_hour", "NVIDIA H100", "RunPod", None),
    ]
    # an amount of another kind after the list keeps no unit from it
    assert [c.amount for c in _kind("The MI300X goes for $1.62/GPU-hr at Vultr, and $40 at the door.", "price")] == \
        [Decimal("1.62")]


def test_a_chinese_speed_up_multiple_column_compares_the_two_columns_whose_quotient_it_is() -> None:
    text = ("两种后端的对比\n\n吞吐量(tokens/秒)\n\n"
            "| 并发数 | 引擎甲 | 引擎乙 | 性能提升倍数 |\n|---|---|---|---|\n"
            "| 1 | 1800 | 300 | 6.0x |\n| 16 | 9000 | 1000 | 9.0x |\n")
    got = [(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison")]
    assert got == [(Decimal("6.0"), "throughput", "引擎甲", "引擎乙"), (Decimal("9.0"), "throughput", "引擎甲", "引擎乙")]


def test_a_difference_column_of_signed_percents_is_read_only_where_the_figures_agree() -> None:
    text = ("对比结果\n\n吞吐量 (requests/sec)\n\n"
            "| 场景 | EngineA | EngineB | 差异 |\n|---|---|---|---|\n"
            "| 短文本 | 10.0 | 12.0 | +20% |\n| 长文本 | 4.0 | 3.0 | -25% |\n| 混合 | 5.0 | 9.0 | +12% |\n")
    got = [(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison")]
    # (+12% beside 5.0 and 9.0 relates no pair of the row: no claim, rather than a guessed direction)
    assert got == [(Decimal("1.2"), "throughput", "EngineB", "EngineA"), (Decimal("0.75"), "throughput", "EngineB", "EngineA")]


def test_a_slower_multiple_hedged_by_jiejin_is_a_fraction_of_the_name_the_de_phrase_qualifies() -> None:
    [slower] = _kind("部署之后发现速度比没有开量化的Mixtral慢接近4倍了。", "comparison")
    assert (slower.ratio, slower.baseline, slower.hedge) == (Decimal("0.25"), "Mixtral", "nearly")
    [faster] = _kind("新调度器比旧版调度器快将近3倍。", "comparison")
    assert (faster.ratio, faster.hedge) == (Decimal("3"), "nearly")


def test_prices_asked_about_estimated_or_set_as_a_goal_are_no_prices() -> None:
    assert _kind('One buyer was blunt. Another asked: "Could we see $0.20 per million tokens for a frontier model by 2029?"',
                 "price") == []
    assert _kind("# How Does Our Stack Reach $150 per Million Tokens?\n\nWe break the bill down below.", "price") == []
    assert _kind("An unlisted model falls back to a flat estimate of $40 per million tokens, or $20 for small ids.",
                 "price") == []
    assert _kind("Objective 2: cheaper serving\n\n- KR1: Bring blended serving cost to $0.40 per million tokens (goal).",
                 "price") == []
    # the price a provider lists is still one
    [listed] = _kind("Kestrel lists its model at $0.40 per million input tokens.", "price")
    assert listed.amount == Decimal("0.40")


def test_prompts_that_hit_the_providers_cache_are_cached_input() -> None:
    text = ("Harrow lists gpt-oss-120b at $0.08 per million input tokens, and prompts that hit its prefix cache are billed "
            "at $0.01 per million.")
    assert [(c.amount, c.token_type) for c in _kind(text, "price")] == [(Decimal("0.08"), "input"),
                                                                         (Decimal("0.01"), "cached_input")]


def test_a_bracketed_regular_pair_keeps_the_order_of_the_offer_before_it_and_no_end_date() -> None:
    text = "# Prices (per 1M tokens)\n\n`kestrel-8b`: $0.20 input / $0.80 output until 31 May (regular $0.30 / $1.10).\n"
    got = [(c.amount, c.token_type, c.effective_until is not None) for c in _kind(text, "price", content_type="text/markdown")]
    assert got == [(Decimal("0.20"), "input", True), (Decimal("0.80"), "output", True),
                   (Decimal("0.30"), "input", False), (Decimal("1.10"), "output", False)]


def test_tickets_doubts_plans_and_worked_out_prices_are_no_claims() -> None:
    assert _kind("A panel on 1M-token contexts.\n\n## Tickets\n- Early bird: €390 (20% off the standard €490 pass) until 1 May.",
                 "price", content_type="text/markdown") == []
    assert _kind("Nobody knows whether the floor will be two cents or twenty cents per million tokens.", "price") == []
    assert _kind("- Effective blended price after caching: $1.72/M. (Computed; not a vendor rate.)", "price") == []
    assert _kind("专访｜某公司 CEO：明年要把推理成本再砍一半", "comparison") == []
    assert _kind("公司计划把单价降低一半。", "comparison") == []


def test_a_share_of_another_chips_result_is_one_of_throughput() -> None:
    text = ("Llama 3.1 405B, Server: an 8x B300 system posted 2,100 tokens/s. The best MI355X entry reached 1,890 tokens/s, "
            "90% of the B300 result.")
    [share] = _kind(text, "comparison")
    assert (share.ratio, share.metric, share.subject, share.baseline) == (
        Decimal("0.9"), "throughput", "AMD Instinct MI355X", "NVIDIA B300")


def test_a_pair_of_amounts_then_for_a_model_prices_that_model() -> None:
    text = ("Acme Cloud is a public per-1M-token inference API. Its rates span $0.05 input / $0.20 output for "
            "gpt-oss-20b up to $0.15 input / $0.60 output for full gpt-oss-120b.")
    got = [(c.amount, c.subject) for c in _kind(text, "price")]
    assert got == [(Decimal("0.05"), "gpt-oss-20b"), (Decimal("0.20"), "gpt-oss-20b"),
                   (Decimal("0.15"), "gpt-oss-120b"), (Decimal("0.60"), "gpt-oss-120b")]


def test_a_code_maps_unit_definition_is_no_price_and_its_keyed_lines_keep_their_own_side() -> None:
    text = ("// 1 === $0.002 / 1K tokens\n// 1 === ￥0.014 / 1k tokens\nvar Ratio = map[string]float64{\n"
            '\t"kite-mini":     1.5, // $3.00 / 1M input tokens\n'
            '\t"kite-base-002": 1,   // $0.002 / 1K tokens\n}\n')
    got = [(c.amount, c.currency, c.token_type, c.subject) for c in _kind(text, "price")]
    assert got == [(Decimal("3.00"), "USD", "input", "kite-mini"), (Decimal("2"), "USD", "unspecified", "kite-base-002")]


def test_a_comment_restating_a_records_figure_is_one_price_of_that_records_key() -> None:
    text = ("# Mistral models ($/M tokens converted to $/k tokens)\nCOSTS = {\n"
            '    "magistral-medium": {\n        "input_cost_per1k": 0.0001,  # $0.1/M tokens\n'
            '        "output_cost_per1k": 0.0003,  # $0.3/M tokens\n    },\n'
            '    "codestral": {\n        "input_cost_per1k": 0.0004,  # $0.4/M tokens\n'
            '        "output_cost_per1k": 0.0012,  # $1.2/M tokens\n    },\n')   # (an excerpt: the map not closed)
    got = sorted((c.amount, c.token_type, c.subject) for c in _kind(text, "price"))
    assert got == [(Decimal("0.1"), "input", "magistral-medium"), (Decimal("0.3"), "output", "magistral-medium"),
                   (Decimal("0.4"), "input", "codestral"), (Decimal("1.2"), "output", "codestral")]


def test_toml_inline_tables_of_a_provider_price_each_model() -> None:
    text = ('# Model prices — USD per 1M tokens\n\n[anthropic]\n'
            '"kestrel-large" = { input = 12, output = 60, rpm = 1_000, tpm = 450_000 }\n'
            '"kestrel-small" = { input = 0.8, output = 4 }\n')
    got = [(c.amount, c.token_type, c.subject) for c in _kind(text, "price")]
    assert got == [(Decimal("12"), "input", "kestrel-large"), (Decimal("60"), "output", "kestrel-large"),
                   (Decimal("0.8"), "input", "kestrel-small"), (Decimal("4"), "output", "kestrel-small")]


def test_a_json_offer_of_one_card_is_priced_and_a_machine_of_eight_is_not() -> None:
    text = ('[\n  {\n    "GPU": "8x NVIDIA H100 SXM",\n    "hourly-price": 23.92,\n    "provider": "lambda labs"\n  },\n'
            '  {\n    "GPU": "1x NVIDIA H100 PCIe",\n    "hourly-price": 2.19,\n    "provider": "lambda labs"\n  }\n]\n')
    got = [(c.amount, c.unit, c.subject) for c in _kind(text, "price")]
    assert got == [(Decimal("2.19"), "per_gpu_hour", "NVIDIA H100")]


def test_a_map_declared_in_cents_per_million_is_read_in_dollars() -> None:
    text = ("// prices are in cents per 1M tokens\nexport const TIERS = {\n"
            "    kestrel_large: {\n      input: 1200,\n      output: 6000,\n    },\n"
            "    kestrel_small: {\n      input: 25,\n      output: 125,\n    },\n};\n")
    got = [(c.amount, c.currency, c.token_type) for c in _kind(text, "price")]
    assert got == [(Decimal("12"), "USD", "input"), (Decimal("60"), "USD", "output"),
                   (Decimal("0.25"), "USD", "input"), (Decimal("1.25"), "USD", "output")]


def test_a_table_set_out_with_spaces_prices_each_chip_by_its_purchase_mode_column() -> None:
    text = ("Table 4: GPU rental prices (USD per GPU-hour), May 2026\n"
            "Provider Accelerator On-demand Spot 1-yr reserved\n"
            "Kestrel Compute H200 2.55 1.48 2.11\nKestrel Compute MI355X 2.30 n/a 1.85\nHarrow GPU L40S 0.82 0.45 n/a\n"
            "Source: company price pages\n")
    got = [(c.amount, c.subject, c.organization, c.condition) for c in _kind(text, "price")]
    assert got == [(Decimal("2.55"), "NVIDIA H200", "Kestrel Compute", None),
                   (Decimal("1.48"), "NVIDIA H200", "Kestrel Compute", "spot"),
                   (Decimal("2.11"), "NVIDIA H200", "Kestrel Compute", "reserved-1y"),
                   (Decimal("2.30"), "AMD Instinct MI355X", "Kestrel Compute", None),
                   (Decimal("1.85"), "AMD Instinct MI355X", "Kestrel Compute", "reserved-1y"),
                   (Decimal("0.82"), "NVIDIA L40S", "Harrow GPU", None),
                   (Decimal("0.45"), "NVIDIA L40S", "Harrow GPU", "spot")]
    zh = "表 2：主要平台 GPU 租金（单位：元/卡/时）\n平台 型号 按需 包月 竞价\n某云 L20 3.2 2.6 1.8\n某云 A800 8.5 7.0 5.1\n"
    assert [(c.amount, c.condition) for c in _kind(zh, "price")][:3] == [
        (Decimal("3.2"), None), (Decimal("2.6"), "reserved-1m"), (Decimal("1.8"), "spot")]
    # rows of speeds under the same kind of header are no prices
    assert _kind("Throughput (tokens/s)\nSystem On-demand Spot\nKestrel H200 2100 1900\nKestrel B200 3900 3600\n",
                 "price") == []


def test_a_row_label_naming_currency_and_hour_prices_the_chips_of_the_columns() -> None:
    text = ("| | H200 | B200 |\n|---|---|---|\n| HBM capacity (GB) | 141 | 192 |\n"
            "| Harrow on-demand ($/GPU-hr) | 2.45 | 3.65 |\n| Harrow spot ($/GPU-hr) | 1.60 | n/a |\n")
    got = [(c.amount, c.subject, c.condition) for c in _kind(text, "price", content_type="text/markdown")]
    assert got == [(Decimal("2.45"), "NVIDIA H200", None), (Decimal("3.65"), "NVIDIA B200", None),
                   (Decimal("1.60"), "NVIDIA H200", "spot")]


def test_forecasts_medians_averages_and_products_of_rents_are_no_prices() -> None:
    hourly = "H100 rents were $2.10 per GPU-hour in April at Lambda.\n\n"
    assert [c.amount for c in _kind(hourly + "Our base case has H100 on-demand pricing reaching $1.50 by year-end.",
                                     "price")] == [Decimal("2.10")]
    assert _kind("昇腾910B 按需租金中位数约为 6.5 元/卡/时，环比持平。", "price") == []
    assert _kind("The average price across the 18 hosts we track for Llama 3.3 70B is $0.58 per million blended.",
                 "price") == []
    assert [c.amount for c in _kind("A v6e chip rents at $2.70 per chip-hour.\n\n  8 chips × $2.70 = $21.60 per hour\n",
                                    "price")] == [Decimal("2.70")]


def test_an_fps_column_that_names_tokens_in_its_bracket_is_tokens_per_second() -> None:
    text = "训练结果\n\n| NAME | FPS(tokens/s/p) | Epochs |\n| --- | --- | --- |\n| 7B-NPU | 2980 | 3 |\n| 13B-NPU | 1650 | 3 |\n"
    assert [(c.value, c.unit) for c in _kind(text, "benchmark", content_type="text/markdown")] == [
        (Decimal("2980"), "tokens/s"), (Decimal("1650"), "tokens/s")]


def test_a_column_of_multiples_of_another_chip_is_no_rent() -> None:
    text = ("测试设置：单机 8 卡。H20 租金 6.5 元/卡/时。\n\n| 硬件 | 输出吞吐 (tokens/s) | 相对 H20 |\n|---|---|---|\n"
            "| H20 ×8 | 3,800 | 1.00 |\n| 昇腾 910C ×8 | 4,560 | 1.20 |\n")
    assert [c.amount for c in _kind(text, "price", content_type="text/markdown")] == [Decimal("6.5")]


def test_supposed_wished_and_asked_changes_and_formula_counts_are_no_comparisons() -> None:
    assert _kind("粗算：如果吞吐翻倍，成本还能再减半。", "comparison") == []
    assert _kind("- Several founders told me they hope to see per-token prices halve again before Christmas.",
                 "comparison") == []
    assert _kind("10:15  Panel: Will serving costs halve again by 2028?\n", "comparison") == []
    assert _kind("[10:05] 小林：这个价比上个月便宜了差不多一成吧？", "comparison") == []
    assert _kind("A bot costs 40,000 x (2,000 x $0.50/1M + 300 x $2.00/1M) = about $64 a day.", "comparison") == []
    goals = "## Goals\n\n1. Reach 4,000 output tokens/s per node by the end of Q3.\n2. Cut cost per million tokens in half.\n"
    assert [c for c in _kind(goals, "comparison", content_type="text/markdown")] == []
    assert [c for c in _kind(goals, "benchmark", content_type="text/markdown")] == []
    # the answer that confirms it is one
    [confirmed] = _kind("[10:06] 阿杰：算过了，按输出算比 GPT-4o 便宜九成。", "comparison")
    assert (confirmed.ratio, confirmed.baseline) == (Decimal("0.1"), "gpt-4o")


def test_cheaper_by_a_multiple_is_a_fraction_of_the_other() -> None:
    [cheaper] = _kind("The MI300X is cheaper by 4x than the H100 for this model.", "comparison")
    assert (cheaper.ratio, cheaper.metric, cheaper.subject, cheaper.baseline) == (
        Decimal("0.25"), "price", "AMD Instinct MI300X", "NVIDIA H100")
    [faster] = _kind("The B200 is faster by 2x than the H100.", "comparison")
    assert faster.ratio == Decimal("2")


def test_serving_costs_at_a_load_and_the_figures_of_a_supposed_example_are_no_prices() -> None:
    text = "- Kestrel-70B on one H100 ($2.79/hr) costs ~$0.21/MTok at 100% utilization and ~$0.42/MTok at 50%."
    assert [(c.amount, c.unit) for c in _kind(text, "price")] == [(Decimal("2.79"), "per_gpu_hour")]
    example = "Example Calculation\nLet's say a model charges:\n$0.40 per million input tokens\n$1.20 per million output tokens\n"
    assert _kind(example, "price") == []


def test_a_swing_a_forecast_gap_and_a_hedged_chinese_slowdown() -> None:
    assert _kind("This guide walks through the variables that move TPS by 3x.", "comparison") == []
    assert _kind("报告指出，到2027年，两者差距将扩大至15倍。", "comparison") == []
    [slower] = _kind("用 from_pretrained 载入的模型生成速度会慢大约20%。", "comparison")
    assert (slower.ratio, slower.hedge) == (Decimal("0.8"), "about")
    # a cut described by its maker stays one ("describes the move as cutting prices by more than 50%")
    [cut] = _kind("DeepSeek describes the move as cutting API prices by more than 50%.", "comparison")
    assert (cut.ratio, cut.hedge) == (Decimal("0.5"), "more than")


def test_aims_a_talk_titles_goal_a_what_if_consequence_are_no_comparisons() -> None:
    assert _kind("The chief executive said the company aims to deliver four times the performance per watt of today's GPUs.",
                 "comparison") == []
    assert _kind("Its first chip targets three times the performance per watt of today's leading GPUs.", "comparison") == []
    assert _kind('09:30 Talk: "Our goal: halve cost per token by 2029"\n', "comparison") == []
    assert _kind("What if prices halve next year? Then the API bill halves too, obviously.", "comparison") == []


def test_a_share_of_another_chip_in_a_named_mlperf_scenario_is_throughput() -> None:
    text = ("MLPerf Inference round recap.\n\nIn the Server scenario of Llama 2 70B, the AMD Instinct MI355X entry from "
            "Kestrel Systems reached 95% of the B200.")
    [share] = _kind(text, "comparison")
    assert (share.ratio, share.metric, share.baseline) == (Decimal("0.95"), "throughput", "NVIDIA B200")


def test_a_supposed_api_price_a_tender_ceiling_a_chinese_guess_and_a_quoted_estimate() -> None:
    assert _kind("Compare that with an API priced at, say, $0.40 per million tokens.", "price") == []
    assert _kind("6.2 The maximum admissible price for dedicated GPU capacity is $2.10 per GPU-hour on an H100.",
                 "price") == []
    assert _kind("我们的猜测是，2028 年主流模型的输出价格可能跌破每百万 tokens 0.4 元。", "price") == []
    assert _kind('- 16:45 — the on-call estimate in the channel: "~17,000 tokens/s once the fix lands".', "benchmark") == []


def test_a_speed_up_nouns_bi_a_vague_span_and_a_theoretical_multiple() -> None:
    text = "推理测试\n\n最高加速比在解码方面达到 2.8x 倍，在预填充方面达到 8.5x 倍。"
    assert [(c.ratio, c.baseline) for c in _kind(text, "comparison")] == [(Decimal("2.8"), None), (Decimal("8.5"), None)]
    assert _kind("推理服务的自研核心技术还能将性能提升数倍甚至十倍以上。", "comparison") == []
    assert _kind("双卡推理的加速比未达理论2x。", "comparison") == []


def test_a_row_priced_per_image_second_or_node_hour_is_no_token_price() -> None:
    text = ("Prices per 1M tokens unless noted.\n\n| Service | Price | Unit |\n|---|---|---|\n"
            "| **Gemini 2.5 Pro** | $1.25 / $10.00 | Input/Output (1M) |\n| **MusicGen** | $0.012 | Per Sec |\n"
            "| **AutoML Training** | $19.50 | Per Node Hour |\n")
    assert [c.amount for c in _kind(text, "price", content_type="text/markdown")] == [Decimal("1.25"), Decimal("10.00")]


def test_a_tables_lead_in_names_its_side_and_a_converted_currency_column_is_no_price() -> None:
    text = ("对比一下主流模型的 output 价格,差距很大:\n| 模型 | 官方价格(美元/MTok) | 折合人民币(官方汇率) |\n"
            "| GPT-4.1 | $8.00 | ¥58.40 |\n| Claude Sonnet 4.5 | $15.00 | ¥109.50 |\n")
    got = [(c.amount, c.currency, c.token_type) for c in _kind(text, "price", content_type="text/markdown")]
    assert got == [(Decimal("8.00"), "USD", "output"), (Decimal("15.00"), "USD", "output")]
    # a monthly rent worked out per hour is still a price
    rents = ("报价单位：元/卡/小时（含税）。\n\n| 卡型 | 按需 | 包月（折合每小时） |\n|---|---|---|\n| H100 SXM | 14.5 | 10.8 |\n")
    assert [c.amount for c in _kind(rents, "price", content_type="text/markdown")] == [Decimal("14.5"), Decimal("10.8")]


def test_a_clusters_cost_of_ownership_is_no_price() -> None:
    assert _kind("- Total cost of ownership (TCO) for inference clusters dropped from $0.024 to $0.011 per 1k tokens.",
                 "price") == []


def test_hopes_suppositions_tender_ceilings_talk_titles_and_asked_speeds_give_no_claim() -> None:
    assert _kind("我们希望明年推理单位成本再降一半。", "comparison") == []
    assert _kind("如果流量稳定，自建大概能便宜两成左右；但算上运维人力，其实差不多。", "comparison") == []
    assert _kind("本项目最高限价为每卡每小时 7 元，投标报价高于最高限价的按无效标处理。", "price") == []
    assert _kind("<li>09:00 Keynote: Getting to 12,000 tokens per second per user — a roadmap</li>\n", "benchmark",
                 content_type="text/html") == []
    assert _kind("有人在群里问 vLLM 能不能调到 8,000 tokens/s，我的猜测是有可能，但这次没测。", "benchmark") == []
    # a case stated with its condition stays a claim
    [case] = _kind("DeepSeek 降价后，如果你的应用输出占大头，账单大约只剩四分之一。", "comparison")
    assert case.ratio == Decimal("0.25")


def test_a_worked_case_a_users_question_and_a_needed_gain_give_no_claim() -> None:
    text = ("Suppose a GPU rents for $2.00 an hour. That would correspond to 3.6 million tokens an hour, or roughly $0.56 "
            "per million tokens before any overhead.")
    assert _kind(text, "price") == []
    assert _kind("k_marsh: What would it take for a frontier model to cost $0.10 per million? Honest question.",
                 "price") == []
    assert _kind("A model priced at $3 per million tokens would need to be about four times better to be worth it.",
                 "comparison") == []


def test_a_change_column_beside_last_and_this_weeks_prices_is_each_chips_price_change() -> None:
    text = ("On-demand list prices at Harrow Cloud, USD per GPU-hour.\n\n| GPU | Last week | This week | Change |\n"
            "|---|---|---|---|\n| H100 | $2.40 | $2.16 | -10.0% |\n| B200 | $5.50 | $4.95 | -10.0% |\n")
    got = [(c.ratio, c.metric, c.subject) for c in _kind(text, "comparison", content_type="text/markdown")]
    assert got == [(Decimal("0.9"), "price", "NVIDIA H100"), (Decimal("0.9"), "price", "NVIDIA B200")]


def test_a_multiple_under_a_table_whose_row_labels_are_rates_is_throughput() -> None:
    text = ("Llama 3.1 8B inference:\n\n| Configuration | H100 | L40S |\n|---|---|---|\n| Batch 1 (tok/s) | 90 | 45 |\n"
            "| Batch 32 (tok/s) | 2,400 | 1,100 |\n\nSource: published benchmarks\n\nKey observations:\n\n"
            "- H100 is ~2x faster than L40S at batch size 1\n")
    comparisons = [c for c in _kind(text, "comparison", content_type="text/markdown") if c.ratio == Decimal("2")]
    assert [(c.metric, c.subject, c.baseline) for c in comparisons] == [("throughput", "NVIDIA H100", "NVIDIA L40S")]


def test_a_cards_model_number_before_vs_is_no_rate() -> None:
    text = "Qwen3-32B, llama.cpp: 61.4 tok/s generation on the RTX 5090 vs 43.8 tok/s on my old RTX 4090."
    assert sorted(c.value for c in _kind(text, "benchmark")) == [Decimal("43.8"), Decimal("61.4")]


def test_an_examples_terms_and_a_theoretical_speed_up_give_no_claim() -> None:
    assert _kind("Example: 2,000,000 input at $2/1M plus 400,000 output at $10/1M = $4.00 + $4.00 = $8.00.", "price") == []
    assert _kind("The theoretical FP16 speedup is 3.1×, but you won't see that in practice.", "comparison") == []


def test_a_change_column_of_rows_labelled_by_their_own_measure_keeps_each_rows_metric() -> None:
    text = ("实测对比\n\n| 指标 | A800 | 昇腾910B | 变化 |\n|---|---|---|---|\n| 吞吐 (tokens/s) | 4,000 | 3,600 | -10.0% |\n"
            "| 首字延迟 (ms) | 500 | 600 | +20.0% |\n")
    got = sorted((c.ratio, c.metric) for c in _kind(text, "comparison", content_type="text/markdown"))
    assert got == [(Decimal("0.9"), "throughput"), (Decimal("1.2"), "latency")]


def test_the_reviews_cases_of_this_round_keep_their_readings() -> None:
    """Review of git diff 407a34e..7e6225d: what the round's new rules caught that they should not have, and what
    they missed beside their own example."""
    # a measured gain under a condition, "性能" holding no modal
    assert [c.ratio for c in _kind("如果开启 FP8 量化，H200 的推理性能提升 1.6 倍。", "comparison")] == [Decimal("1.6")]
    # 单价比 is a comparison; only 性价比, 加速比, 能效比 are nouns
    [cheaper] = _kind("硅基流动上 Qwen2.5-72B 的单价比 DeepSeek 便宜 30%。", "comparison")
    assert (cheaper.ratio, cheaper.baseline) == (Decimal("0.7"), "DeepSeek")
    # a direction word makes a change, not a swing; "cheaper than X by 10x" is a tenth
    assert [c.ratio for c in _kind("Switching to FP8 moved throughput up by 2x on the H100.", "comparison")] == [Decimal("2")]
    assert [c.ratio for c in _kind("DeepSeek V3 is cheaper than GPT-4o by 10x.", "comparison")] == [Decimal("0.1")]
    # prices the new traps must leave alone
    for text in ("We plan to stay on GPT-4o, which costs $2.50 per million input tokens.",
                 "Here is what the pricing pages say:\n- GPT-4o: $2.50 per million input tokens",
                 "Whether on Azure or OpenAI, GPT-4o costs $2.50 per million input tokens.",
                 "For example, GPT-4o costs $2.50 per million input tokens, plus $10 per million output tokens.",
                 "Unlike TCO models, list prices are simple: GPT-4o costs $2.50 per million input tokens."):
        assert Decimal("2.50") in [c.amount for c in _kind(text, "price")], text
    assert [c.condition for c in _kind("Reserved H100s on CoreWeave are $1.85/hr at 35% savings over on-demand.",
                                       "price")] == ["reserved"]
    assert [c.amount for c in _kind("Our project moved to Lambda after H100 rents there dropped to $1.99 per GPU-hour.",
                                    "price")] == [Decimal("1.99")]
    assert _kind("A reader asked whether $0.50 per million tokens is the new normal.", "price") == []
    assert _kind("It falls back to a flat estimate of $0.50 per million tokens, or $0.30 for small models.", "price") == []
    # a time column's change and a table of prices are not read as a difference of speeds
    latency = ("| 场景 | vLLM 首字延迟 (ms) | SGLang 首字延迟 (ms) | 差异 |\n|---|---|---|---|\n| 短文本 | 120 | 100 | -17% |\n")
    assert [c.metric for c in _kind(latency, "comparison", content_type="text/markdown")] in ([], ["latency"])
    rents = "H100 rental prices:\n\n| Provider | Before | After | Change |\n|---|---|---|---|\n| Lambda | 2.49 | 2.29 | -8% |\n"
    assert [c.metric for c in _kind(rents, "comparison", content_type="text/markdown")] in ([], ["price"])
    # a timestamp and a 问题 are no programme line and no question
    assert [c.value for c in _kind("视频时间轴：\n12:45 实测 Qwen2.5-72B 在 H20 上达到 1,850 tokens/s", "benchmark")] == \
        [Decimal("1850")]
    assert [c.value for c in _kind("这个问题排查完后是否开 CUDA Graph 都能到 3,000 tokens/s", "benchmark")] == [Decimal("3000")]
    # card numbers written with a hyphen or after "my" are no rates
    assert sorted(c.value for c in _kind("I get 61.2 tok/s on my 5090 vs 43.8 tok/s on the RTX-4090.", "benchmark")) == \
        [Decimal("43.8"), Decimal("61.2")]
    # a machine of eight in a table set out with spaces gives no GPU-hour price; the caption is the quoted unit
    nodes = "Node rents, USD per GPU-hour unless noted\n\nInstance On-demand Spot\nLambda 8x H100 SXM node 23.92 15.10\nLambda 8x A100 node 14.32 8.90\n"
    assert _kind(nodes, "price") == []
    one = "H100 and A100 rents, USD per GPU-hour\nProvider Accelerator On-demand Spot\nKestrel H200 2.65 1.58\nHarrow L40S 0.86 0.49\n"
    assert {c.quoted_unit for c in _kind(one, "price")} == {"H100 and A100 rents, USD per GPU-hour"}


def test_a_faster_time_a_lead_and_latency_doubling_at_a_concurrency_are_read() -> None:
    [runtime] = [c for c in _kind("FP8 shows 12.0% faster total runtime than BF16 on the H100.", "comparison")]
    assert (runtime.ratio, runtime.metric) == (Decimal("0.88"), "latency")
    [lead] = _kind("That's the headline. Ollama's runtime held a 2.4% edge on Llama 3.2 3B.", "comparison")
    assert (lead.ratio, lead.metric) == (Decimal("1.024"), "performance")
    [doubled] = _kind("Ollama 百并发延迟翻倍。", "comparison")
    assert (doubled.ratio, doubled.metric) == (Decimal("2"), "latency")
    assert _kind("并发上限是 H200 的 2 倍。", "comparison") == []
