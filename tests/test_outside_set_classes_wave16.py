"""Classes of error found on the sixteenth wave of outside sets (2026-12-06, issue 9). Each is pinned on text
written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from extractors.pipeline import extract_claims
from tests.claim_helpers import claims_of_kind as _kind


def test_perplexity_cohere_and_ai21_lines_named_by_their_product_word_are_the_subject() -> None:
    text = ("Our search API now bills Sonar Pro at $3 per million input tokens and $15 per million output tokens; "
            "plain Sonar stays at $1 per million input tokens. Cohere's Command R+ is $2.50 per million input "
            "tokens and Jamba 1.5 Mini $0.20 per million input tokens.")
    assert [(p.subject, p.amount, p.token_type) for p in _kind(text, "price")] == [
        ("sonar-pro", 3, "input"), ("sonar-pro", 15, "output"), ("sonar", 1, "input"),
        ("command-r+", 2.5, "input"), ("jamba-1.5-mini", Decimal("0.2"), "input")]
    # a code-quality tool's name is no model
    assert [p.subject for p in _kind("The SonarQube plan bills $0.40 per million tokens of scanned code.", "price")] == [None]


def test_a_map_keyed_by_page_column_words_with_amounts_written_with_their_currency_sign() -> None:
    text = ('// Rates for the hosted catalogue\nexport const rates = {\n  "Vendors": {\n    "Quillon": {\n'
            '      "Quillon Mini": {\n        "Cost per 1000 input tokens": "$0.0004",\n'
            '        "Cost per 1000 output tokens": "$0.0016"\n      }\n    }\n  }\n};\n')
    assert [(p.subject, p.amount, p.currency, p.token_type) for p in _kind(text, "price")] == [
        ("Quillon Mini", Decimal("0.4"), "USD", "input"), ("Quillon Mini", Decimal("1.6"), "USD", "output")]


def test_a_table_of_a_router_against_the_makers_prices_gives_both_prices_and_the_markup() -> None:
    text = ("| Model | Direct Price (Input/M) | OpenRouter Price (Input/M) | Markup |\n|---|---|---|---|\n"
            "| GPT-4o | $2.50 | $2.50 | 0% |\n| Llama 3.1 405B | $0.90 | $1.00 | ~11% |\n")
    prices = [(p.subject, p.amount, p.organization) for p in _kind(text, "price", "text/markdown")]
    assert prices == [("gpt-4o", Decimal("2.50"), "OpenAI"), ("gpt-4o", Decimal("2.50"), "OpenRouter"),
                      ("llama-3.1-405b", Decimal("0.90"), "Meta"), ("llama-3.1-405b", Decimal("1.00"), "OpenRouter")]
    assert [(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", "text/markdown")] == [
        (1, "price", "OpenRouter Price", "Direct Price"), (Decimal("1.11"), "price", "OpenRouter Price", "Direct Price")]


def test_in_and_out_after_an_amount_are_token_sides_only_where_the_item_ends() -> None:
    text = "Card pricing: $0.30/M in, $1.20/M out. Batch is $0.15/M in and $0.60/M out now."
    assert [(p.amount, p.token_type) for p in _kind(text, "price")] == [
        (Decimal("0.30"), "input"), (Decimal("1.20"), "output"), (Decimal("0.15"), "input"), (Decimal("0.60"), "output")]
    # a time or a date after "in" is no token side
    assert [p.token_type for p in _kind("Access cost $6 per million tokens in 2023.", "price")] == ["unspecified"]


def test_a_price_of_a_past_year_then_today_and_a_class_named_after_a_model() -> None:
    text = "GPT-4o class output that cost $12 per million tokens in early 2024 now sells for about $0.60."
    assert [(p.subject, p.amount, p.condition) for p in _kind(text, "price")] == [
        ("GPT-4o class", 12, "previous"), ("GPT-4o class", Decimal("0.60"), None)]
    assert [p.subject for p in _kind("GPT-4o output costs $10 per million tokens.", "price")] == ["gpt-4o"]


def test_a_long_context_step_stated_sentences_after_the_page_unit() -> None:
    text = ("Falcon Pro lists at $2.00 input and $8.00 output per million tokens. Batch halves that. Caching saves "
            "more. Commitments add a discount. A prompt that crosses 128,000 tokens moves Falcon Pro to $4.00 input "
            "and $12.00 output.")
    assert [(p.amount, p.token_type, p.condition) for p in _kind(text, "price")][2:] == [
        (Decimal("4.00"), "input", "long-context>128k"), (Decimal("12.00"), "output", "long-context>128k")]


def test_a_share_of_a_rivals_score_in_a_scenario_written_in_lower_case_with_mode() -> None:
    text = "Against the B300, the MI355X delivers 94% in offline mode and 106% in interactive mode."
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [
        (Decimal("0.94"), "throughput"), (Decimal("1.06"), "throughput")]


def test_a_bench_table_in_t_per_s_with_spreads_and_a_speed_up_column() -> None:
    text = ("Prompt processing on an RTX 4080, Llama-3.1-8B:\n\n| model | test | t/s (main) | t/s (PR) | Speedup |\n"
            "| --- | ---: | ---: | ---: | ---: |\n| llama 8B Q4_0 | pp512 | 5120.40 ± 12.10 | 5377.20 ± 9.80 | 1.050 |\n")
    assert [r.value for r in _kind(text, "benchmark", "text/markdown")] == [Decimal("5120.40"), Decimal("5377.20")]
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison", "text/markdown")] == [(Decimal("1.050"), "throughput")]


def test_a_latency_advantage_is_a_lower_latency() -> None:
    assert [(c.ratio, c.metric) for c in _kind("On Llama 2 70B the MI300X shows a 25% latency advantage.",
                                               "comparison")] == [(Decimal("0.75"), "latency")]
    assert [(c.ratio, c.metric) for c in _kind("The MI300X has a 20% performance advantage over the H100.",
                                               "comparison")] == [(Decimal("1.2"), "performance")]


def test_a_cost_per_token_stated_for_a_chip_is_a_serving_cost_not_a_price() -> None:
    text = ("The chip maker quotes B200 at $0.03/M tokens. Independent data puts Qwen3 on H200 at $0.21/M tokens.\n\n"
            "Hardware         $/M tokens\nH100 (cloud)       $0.90\nMI300X             $0.70\n")
    assert _kind(text, "price") == []
    # a host that sells the tokens on its own chips prices them
    text = "Cerebras serves gpt-oss-120b on its WSE-3 systems and charges $0.35 per million input tokens."
    assert [(p.amount, p.token_type) for p in _kind(text, "price")] == [(Decimal("0.35"), "input")]


def test_rental_shapes_a_glued_not_available_cell_a_count_of_chips_and_a_contrast() -> None:
    assert [(p.amount, p.currency) for p in _kind("L4: Fernhill GPU n/a$0.8800/hr", "price")] == [
        (Decimal("0.8800"), "USD")]
    assert _kind("Pods at scale:\n    128 TPU chips: $190/hour\n", "price") == []
    text = ("The L40S starts at $0.44/hr and an A100 starts at $1.29/hr. For small models the L40S does the job at "
            "$0.44/hr instead of $1.29/hr.")
    assert [(p.subject, p.amount, p.condition) for p in _kind(text, "price")] == [
        ("NVIDIA L40S", Decimal("0.44"), None), ("NVIDIA A100", Decimal("1.29"), None)]
    # a name after the amount with an amount of its own is never this amount's subject
    assert [p.subject for p in _kind("It starts at $0.44/hr and an A100 starts at $1.29/hr.", "price")] == [
        None, "NVIDIA A100"]


def test_a_code_map_under_a_comment_naming_its_unit_and_a_default_entry_that_prices_no_model() -> None:
    text = ('// Vendor pricing per 1M tokens\nexport const PRICES = {\n  "tern-large": { input: 4.0, output: 16.0, '
            'cacheRead: 0.4 },\n  default: { input: 4.0, output: 16.0, cacheRead: 0.4 },\n};\n')
    assert [(p.subject, p.amount, p.token_type) for p in _kind(text, "price")] == [
        ("tern-large", 4, "input"), ("tern-large", 16, "output"), ("tern-large", Decimal("0.4"), "cached_input")]


def test_a_rust_option_holding_a_cached_price() -> None:
    text = ("// USD per 1M tokens\nimpl Model {\n    pub fn pricing(&self) -> Pricing {\n        match self {\n"
            "            Self::Tern => Pricing {\n                input_tokens: 2.0,\n"
            "                cached_input_tokens: Some(0.5),\n                output_tokens: 8.0\n            },\n        }\n    }\n}\n")
    assert [(p.amount, p.token_type) for p in _kind(text, "price")] == [
        (2, "input"), (Decimal("0.5"), "cached_input"), (8, "output")]


def test_a_discount_column_after_the_dearer_column_first() -> None:
    text = ("| GPU | On-Demand | Spot | Discount |\n|---|---|---|---|\n| A100 | $1.50 | $0.60 | 60% |\n"
            "| L4 | $0.80 | $0.40 | 50% |\n")
    assert [(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", "text/markdown")] == [
        (Decimal("0.4"), "price", "Spot", "On-Demand"), (Decimal("0.5"), "price", "Spot", "On-Demand")]


def test_chinese_gaps_requirements_goals_and_a_label_list_on_one_line() -> None:
    assert _kind("两代产品（如 V100 与 A100）性能差距可达4倍，价格却相差不大。", "comparison") == []
    assert _kind("要想实现L5级自动驾驶，需要算力提升200倍；要想实现算力500倍的提升，还需要新的架构。", "comparison") == []
    assert [(c.ratio, c.metric) for c in _kind("实验数据: 吞吐提升:2.1倍 精度損失:<0.3%", "comparison")] == [
        (Decimal("2.1"), "throughput")]


def test_a_supposed_case_whose_line_breaks_before_its_figure() -> None:
    text = ("计费说明。假设一次请求有 8,000 个输入 Token，其中一半命中缓存，则 input_token\n"
            "的计费为未开启缓存时的 65%。\n")
    assert _kind(text, "comparison") == []


def test_ceilings_listed_with_a_currency_code_or_a_unit_first_are_bounds() -> None:
    assert _kind("报价不得超过每百万tokens输入2元、输出6元。", "price") == []
    assert _kind("The quoted price must not exceed USD 2.00 per million output tokens and USD 0.50 per million input "
                 "tokens.", "price") == []


def test_a_days_spend_falling_is_no_unit_price() -> None:
    text = "豆包的输入价格为0.8元/百万tokens。切换后，每天的输入费用从120元降到了约55元。"
    assert [p.amount for p in _kind(text, "price")] == [Decimal("0.8")]


def test_the_pace_of_a_decline_and_a_cost_for_a_class_of_capability() -> None:
    text = ("The inference cost for GPT-4 level performance dropped over 100-fold in two years. For newer models the "
            "cost decline rate has accelerated to a median of 150x per year.")
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")][0] == (Decimal("0.01"), "cost")
    # the pace of the fall is never read as a rise
    assert all(c.ratio < 1 for c in _kind(text, "comparison"))
    candidates = extract_claims(text, content_type="text/plain", document_id="doc").candidates
    assert [c.fields.get("ratio") for c in candidates if c.kind == "comparison" and "150x" in
            text[c.span[0]:c.span[1] + 5]] == [Decimal("0.006667")]


def test_projected_limited_and_supposed_speeds_are_no_results() -> None:
    assert _kind("Kestrel expects its next card, the K-9, to reach 12,000 tokens per second on the same model.",
                 "benchmark") == []
    assert _kind("单个账号默认并发上限为 200 QPS，如需提升请联系客户经理。", "benchmark") == []
    assert _kind("Say you expect 300 concurrent users, each reading at 12 tokens per second.", "benchmark") == []


def test_steps_of_a_worked_saving_required_falls_and_a_tier_bracket_after_an_output_price() -> None:
    assert _kind("If you read 40 million tokens a day, every ten cents per million you save is $4 a day.",
                 "price") == []
    assert _kind("Prices have to fall 20x before agents are everywhere.", "comparison") == []
    assert [(p.amount, p.token_type) for p in _kind("思考模式输出价格为 12 元/百万 tokens（0<输入≤32K）。", "price")] == [
        (12, "output")]


def test_how_far_an_estimate_is_off_and_what_a_price_should_be_are_no_comparisons() -> None:
    assert _kind("README 里的成本数字因此低估 **1.8×(闲时)到 3.6×(忙时)**。", "comparison") == []
    assert 3 not in [c.ratio for c in _kind("Their pricing should be 3x more, but it shows 5x more.", "comparison")]


def test_a_bill_of_counted_tokens_and_a_sum_worked_at_a_supposed_rate_are_no_prices() -> None:
    text = ("- cache read: $0.004 / 1M tokens\n\n按截图算，12,000,000 cached input + 800,000 uncached input + 40,000 "
            "output，大约是 $0.31 USD。")
    assert [p.amount for p in _kind(text, "price")] == [Decimal("0.004")]
    text = ("Suppose a provider charged two dollars for every million input tokens.\n\n"
            "- Input: 30 × 5,000 = 150,000 tokens a day, which at the supposed rate comes to $0.30\n")
    assert _kind(text, "price") == []


def test_an_hour_dearer_than_any_one_accelerator_is_a_machines_hour() -> None:
    text = "P4 instances (NVIDIA A100) are older. At $32.77/hour with 40GB per GPU, they're 3x cheaper than P5 but slower."
    assert _kind(text, "price") == []
    assert [c.baseline for c in _kind(text, "comparison")] == ["P5"]
    assert [p.amount for p in _kind("Tallgrass rents the B200 at $9.80 per GPU-hour.", "price")] == [Decimal("9.80")]


def test_options_of_one_product_sharing_a_unit_stated_after_them_and_a_not_exceeding_ceiling() -> None:
    text = "Corvid GPU rents the MI325X at $2.40 on demand and $1.70 spot, both per GPU-hour."
    assert [(p.amount, p.unit, p.condition) for p in _kind(text, "price")] == [
        (Decimal("2.40"), "per_gpu_hour", None), (Decimal("1.70"), "per_gpu_hour", "spot")]
    assert _kind("Bids must quote a price not exceeding $2.00 per million output tokens and $0.40 per million input "
                 "tokens.", "price") == []


def test_tokens_per_step_is_no_rate_and_a_low_latency_profile_row_holds_rates() -> None:
    text = ("| | ours |\n|---|---:|\n| C1 decode, greedy | 140.2 |\n| tok/step | 3.41 |\n")
    assert 3.41 not in [float(r.value) for r in _kind(text, "benchmark", "text/markdown")]
    text = ("Serving Llama 3.1 70B on MI300X GPUs:\n\n| Strategy | TP | Concurrency | TTFT (ms) | Throughput (tok/s) |\n"
            "|---|---|---|---|---|\n| Low-latency | 2 | 1 | 190 | 71 |\n| Balanced | 4 | 64 | 402 | 1520 |\n")
    assert [r.value for r in _kind(text, "benchmark", "text/markdown")] == [71, 1520]


def test_a_blended_column_worked_from_the_rows_prices_is_no_price() -> None:
    text = ("| # | Model | Input $/MTok | Output $/MTok | Blended |\n|---|---|---|---|---|\n"
            "| 1 | GPT-4.1 Nano | $0.100 | $0.400 | $0.250 |\n| 2 | GPT-5 Mini | $0.250 | $2.000 | $1.125 |\n\n"
            "All prices are in $/MTok.")
    assert [p.token_type for p in _kind(text, "price", "text/markdown")] == ["input", "output", "input", "output"]


def test_an_unversioned_gemini_line_is_the_subject_and_an_average_across_providers_is_no_price() -> None:
    assert [p.subject for p in _kind("Google's Gemini Flash has the lowest price at $0.075 per million input tokens.",
                                     "price")] == ["gemini-flash"]
    assert _kind("The tracker has the H100 cloud average at $3.13 an hour across 47 providers.", "price") == []


def test_speed_columns_named_in_chinese_or_by_a_speed_word_and_a_hyphenated_unit() -> None:
    text = ("在 RTX 4080 上测试：\n\n| 模型 | 显存 | 每秒生成的令牌数 |\n|---|---|---|\n| qwen3:14b | 12 GB | 61.85 |\n")
    assert [r.value for r in _kind(text, "benchmark", "text/markdown")] == [Decimal("61.85")]
    text = ("| Machine | Engine | Token Generation Speed | Total Execution Time |\n|---|---|---|---|\n"
            "| 2x3090 | LCPP | 82.68 | 23s |\n")
    assert [r.value for r in _kind(text, "benchmark", "text/markdown")] == [Decimal("82.68")]
    assert [r.value for r in _kind("Generation: 1687 tokens, 20.371 tokens-per-sec", "benchmark")] == [
        Decimal("20.371")]


def test_supposed_stopping_and_aimed_speeds_are_no_results() -> None:
    assert _kind("If they ever hit 12,000 t/s that would be a different product.", "benchmark") == []
    assert _kind("Concurrency was swept until median interactivity fell to 80 tokens/s/user.", "benchmark") == []
    assert _kind("下一步将在昇腾950上验证，目标是单卡解码吞吐达到 3,500 tokens/s。", "benchmark") == []
    # a target stated in an earlier clause leaves the measured figure after it a result
    text = "以 100 tok/s/user 为目标在 DeepSeek R1 上运行时,B200 产出 497 tok/s/GPU。"
    assert [r.value for r in _kind(text, "benchmark")] == [497]


def test_wishes_further_suppositions_and_money_for_less() -> None:
    assert _kind("Speed is nice but I'd happily take a 40% price cut before another 2x speed bump.", "comparison") == []
    assert _kind("Now suppose, further, that prices fell by another 80% after that.", "comparison") == []
    text = "At our rates the B200 node serves a million output tokens for 35% less than the H200 node does."
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("0.65"), "cost")]


def test_costs_per_token_in_columns_named_for_chips_and_a_workloads_cost_falling() -> None:
    text = ("| Model | H100 Config | H100 $/1M | B200 Config | B200 $/1M |\n|---|---|---|---|---|\n"
            "| Llama 3.1 8B | 1× H100 | $0.13 | 1× B200 | $0.16 |\n")
    assert _kind(text, "price", "text/markdown") == []
    text = ("That is $0.25 per million tokens instead of $5.00. For 50,000 tickets the system prompt cost drops from "
            "$1,500 to $112.49.")
    assert [p.amount for p in _kind(text, "price")] == [Decimal("0.25")]


def test_a_column_of_output_to_input_ratios_is_no_price_column() -> None:
    text = ("（价格单位：元/百万 tokens）\n\n| 模型 | 输入 | 输出 | 输出/输入 |\n|---|---|---|---|\n"
            "| Qwen-Plus | 0.5 | 2 | 4 |\n| GLM-4.5 | 1.6 | 4.8 | 3 |\n")
    assert [(p.amount, p.token_type) for p in _kind(text, "price", "text/markdown")] == [
        (Decimal("0.5"), "input"), (2, "output"), (Decimal("1.6"), "input"), (Decimal("4.8"), "output")]


def test_rental_listings_a_cost_worked_by_someones_numbers_a_median_a_node_and_a_floor() -> None:
    assert _kind("按楼主的数字算，每百万输出 tokens 的成本大约是 0.58 元，比调 API 便宜多了。", "price") == []
    text = ("Cheapest listings this week\n(USD per GPU-hour; hosts set their own prices)\n\n"
            "GPU            on-demand   other\nRTX 4090       $0.36       interruptible $0.24\n"
            "H100 SXM       $1.99       1-yr commitment $1.55\nH200           $2.79       -\n"
            "8x H100 node   $15.20      (whole machine)\n\nThe median H100 listing was $2.35 this week.\n")
    assert [p.amount for p in _kind(text, "price")] == [
        Decimal("0.36"), Decimal("0.24"), Decimal("1.99"), Decimal("1.55"), Decimal("2.79")]
    assert _kind("A year ago H100s were $3+ everywhere; rates fell by a third since.", "price") == []


def test_a_rate_cards_short_in_and_out_labels_beside_an_amount_of_something_else() -> None:
    text = ("=== Relay rates ===\nAll rates USD per 1M tokens.\n\n"
            "tern-large  official: in 4.00 / out 16.00 -> ours: in 3.40 / out 13.60 (15% off)\n")
    assert [(p.amount, p.token_type) for p in _kind(text, "price")] == [
        (4, "input"), (16, "output"), (Decimal("3.40"), "input"), (Decimal("13.60"), "output")]
    text = "USD per 1M tokens\n\ntern-vision in 0.70 out 2.10, images billed separately at $0.002/image.\n"
    assert [(p.amount, p.token_type) for p in _kind(text, "price")] == [
        (Decimal("0.70"), "input"), (Decimal("2.10"), "output")]
    # a year after "in" is no amount
    assert _kind("USD per 1M tokens\n\nThe card launched in 2024 at $2 per million tokens.", "price")[0].amount == 2


def test_a_table_under_a_unit_naming_one_token_side_prices_that_side() -> None:
    text = ("We checked two resellers. Figures are USD per million output tokens unless noted.\n\n"
            "| Model | Official | RelayHub |\n|---|---|---|\n| gpt-5 | $10.00 | $7.00 |\n")
    assert [(p.amount, p.token_type) for p in _kind(text, "price", "text/markdown")] == [
        (10, "output"), (7, "output")]


def test_chinese_lowered_to_a_share_floors_of_rises_and_business_returns() -> None:
    assert [(c.ratio, c.metric) for c in _kind("国产芯片性能提升，成本降低至进口GPU的55%，打破了垄断格局。", "comparison")] == [
        (Decimal("0.55"), "cost")]
    assert _kind("智谱对套餐进行结构性调整，整体涨幅自25%起。", "comparison") == []
    assert _kind("按五年租期测算，8张H100显卡的设备租赁净利率为31%、33%、36%。", "comparison") == []


def test_a_links_speed_as_the_subject_and_performance_per_unit_of_power() -> None:
    assert _kind("The trade-off: bandwidth is 40% slower than on the H100.", "comparison") == []
    assert [(c.ratio, c.metric, c.baseline) for c in _kind("MI300X在分子模拟中，单位功耗性能领先V100达3.2倍。",
                                                          "comparison")] == [(Decimal("3.2"), "perf_per_watt", "NVIDIA V100")]


def test_guaranteed_floors_and_a_supposed_purchases_speed_are_no_results() -> None:
    text = ("On the priority tier, GPT-5.5 carries a latency target of 99% of requests sustaining more than 120 output "
            "tokens per second.")
    assert _kind(text, "benchmark") == []
    text = "| Model | Latency SLA |\n|---|---|\n| GPT-4.1 | 99% > 85 tokens per second |\n"
    assert _kind(text, "benchmark", "text/markdown") == []
    text = ("For example, if you purchase one GSU of gemini-2.0-flash-001, you can expect 3,100 tokens per second of "
            "always-on throughput.")
    assert _kind(text, "benchmark") == []
    # a record stated as beaten is still a result
    assert [r.value for r in _kind("The B200 ran Llama 3.1 8B at more than 1,200 tokens/s.", "benchmark")] == [1200]


def test_assumed_foreseen_and_supposed_figures_and_a_share_of_a_total() -> None:
    assert _kind("For capacity, assume for example that one replica can generate 90 tokens per second per user.",
                 "benchmark") == []
    assert _kind("It projects that a typical next-generation accelerator could reach about 18,000 tokens per second "
                 "per chip when it ships.", "benchmark") == []
    assert _kind("假如每百万 tokens 只要 2 块钱，会发生什么？", "price") == []
    assert _kind("有人认为，如果价格再降十分之一，调用量就可能涨十倍。", "comparison") == []
    assert _kind("The firm expects inference to account for two thirds of AI compute spending by 2028.",
                 "comparison") == []


def test_a_sellers_column_restating_prose_above_it_and_a_provider_named_like_its_chip() -> None:
    text = ("- Modal lists H100 at $3.95/hr; Replicate lists H100 at $5.49/hr.\n\n"
            "| Dimension | Modal | Replicate |\n|---|---|---|\n| Listed H100 price | $3.95/hr | $5.49/hr |\n")
    assert [p.amount for p in _kind(text, "price", "text/markdown")] == [Decimal("3.95"), Decimal("5.49")]
    text = ("# gpt-oss-120b providers compared\n\n| Provider | Hardware | Median output speed | Price (in / out, $ per 1M) |\n"
            "|---|---|---|---|\n| Cerebras | WSE-3 | 2,960 tokens/s | $0.25 / $0.69 |\n")
    assert [(p.amount, p.token_type) for p in _kind(text, "price", "text/markdown")] == [
        (Decimal("0.25"), "input"), (Decimal("0.69"), "output")]
