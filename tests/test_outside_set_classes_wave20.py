"""Classes of error found on the twentieth wave of outside sets (2026-12-07, issue 9). Each is pinned on text
written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from extractors.rules.units import _declared_unit
from tests.claim_helpers import claims_of_kind as _kind


def test_a_column_of_run_settings_under_a_caption_naming_tokens_per_second_gives_no_results() -> None:
    text = ("## 生成速度\n> 下表速度的单位为 tokens/s。\n\n"
            "| model | GPU | num_beams | bf16 | int8 |\n|---|---|---|---|---|\n"
            "| qwen-7b | 1xA10-24G | 1 | 21.40 | 30.12 |\n| qwen-7b | 1xA10-24G | 4 | 70.05 | 88.60 |\n")
    values = sorted(b.value for b in _kind(text, "benchmark", "text/markdown"))
    assert values == [Decimal("21.40"), Decimal("30.12"), Decimal("70.05"), Decimal("88.60")]


def test_a_chip_named_as_where_a_chinese_speed_up_was_measured_is_not_its_subject() -> None:
    text = "在 RTX 4090 平台上，相较于 Llama-3-8B，TinyLM 实现了约 5 倍的解码加速。"
    [gain] = _kind(text, "comparison")
    assert (gain.ratio, gain.subject) == (Decimal("5"), "TinyLM")


def test_billing_multiples_listed_after_a_colon_are_price_comparisons_with_the_input_rate() -> None:
    text = ("Our invoices follow the provider's cache tiers: 5-minute cache write = 1.25× input, 1-hour cache "
            "write = 2× input, cache read = 0.1× input.")
    got = [(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison")]
    assert got == [(Decimal("1.25"), "price", "5-minute cache write", "input"),
                   (Decimal("2"), "price", "1-hour cache write", "input"),
                   (Decimal("0.1"), "price", "cache read", "input")]


def test_a_share_off_the_regular_price_beside_higher_rate_limits_is_still_a_price_comparison() -> None:
    text = ("The Message Batches API returns results within a day, at 50% off regular price and with its own "
            "higher rate limits.")
    [discount] = _kind(text, "comparison")
    assert (discount.ratio, discount.metric, discount.baseline) == (Decimal("0.5"), "price", "regular price")
    assert _kind("The Scale plan has 5x higher rate limits than the free plan.", "comparison") == []


def test_a_python_map_of_chips_under_a_comment_of_gpu_hourly_rates_prices_each_chip_on_demand() -> None:
    text = ('RATES = {\n    # GPU hourly on-demand rates in USD\n    "gpu": {\n        "H100-80GB": {\n'
            '            "on_demand": 2.99,\n            "spot_discount": 0.50\n        },\n'
            '        "L40S-48GB": {\n            "on_demand": 1.15,\n        },\n    },\n}\n')
    got = [(p.subject, p.amount, p.currency, p.unit, p.condition) for p in _kind(text, "price")]
    assert got == [("NVIDIA H100", Decimal("2.99"), "USD", "per_gpu_hour", None),
                   ("NVIDIA L40S", Decimal("1.15"), "USD", "per_gpu_hour", None)]


def test_a_modality_heading_over_a_price_card_is_no_seller() -> None:
    text = ("### Qwen Turbo\n\n**Model ID**: `qwen-turbo`\n\n#### Pricing (per million tokens)\n\n"
            "##### Audio Tokens\n\n- **Standard Input**: $0.05\n\n- **Standard Output**: $0.20\n")
    prices = _kind(text, "price", "text/markdown")
    assert [(p.token_type, p.amount) for p in prices] == [("input", Decimal("0.05")), ("output", Decimal("0.20"))]
    assert all(p.organization != "Audio Tokens" for p in prices)


def test_cards_of_two_models_priced_alike_each_keep_their_output_price() -> None:
    card = ("### {name}\n\n**Model ID**: `{name}`\n\n#### Limits\n\n- **Context Window**: 64,000 tokens\n\n"
            "#### Pricing (per million tokens)\n\n##### Text Tokens\n\n"
            "- **Standard Input**: $0.14\n\n- **Standard Output**: $0.28\n\n---\n\n")
    text = card.format(name="deepseek-chat") + card.format(name="deepseek-coder")
    got = [(p.subject, p.token_type, p.amount) for p in _kind(text, "price", "text/markdown")]
    assert got == [("deepseek-chat", "input", Decimal("0.14")), ("deepseek-chat", "output", Decimal("0.28")),
                   ("deepseek-coder", "input", Decimal("0.14")), ("deepseek-coder", "output", Decimal("0.28"))]


def test_double_check_is_no_multiple() -> None:
    text = ("My H100 gives 41 t/s on this model.\nIs that normal? I just wanted to double check if that is the "
            "expected speed or I set something up wrong")
    assert _kind(text, "comparison") == []
    assert [c.ratio for c in _kind("The H200 gives double the throughput of the H100.", "comparison")] == [Decimal("2")]


def test_serving_that_much_more_requests_in_chinese_is_a_throughput_gain() -> None:
    text = "上线后，FlowServe 比原来的系统多处理 80% 的请求。"
    [gain] = _kind(text, "comparison")
    assert (gain.ratio, gain.metric, gain.subject) == (Decimal("1.8"), "throughput", "FlowServe")


def test_a_company_heading_a_comparison_is_its_subject_not_a_chip_of_the_sentence_before() -> None:
    text = "The A100 cluster stayed online all week.\n\nGroq is 9x faster than the H200 on this model."
    [gain] = _kind(text, "comparison")
    assert (gain.subject, gain.baseline) == ("Groq", "NVIDIA H200")


def test_cut_by_a_third_with_a_long_object_leaves_two_thirds() -> None:
    text = "Nexora today cut the list price of its flagship Nexora-2 Large model by a third."
    [cut] = _kind(text, "comparison")
    assert (cut.ratio, cut.metric) == (Decimal("0.6667"), "price")


def test_a_gain_before_and_lifted_per_watt_keeps_its_own_measure() -> None:
    text = ("Moving the service from H100 to B200 systems improved throughput per GPU about 2.8-fold and lifted "
            "performance per watt by a quarter.")
    got = [(c.ratio, c.metric) for c in _kind(text, "comparison")]
    assert got == [(Decimal("2.8"), "throughput"), (Decimal("1.25"), "perf_per_watt")]


def test_what_a_chip_costs_per_token_to_run_against_another_is_a_cost_and_the_predecessor_is_compared() -> None:
    text = ("Kestrel Systems says the KS-9 delivers 2.5x the throughput of its predecessor, the KS-8, and costs "
            "about a third as much per token to run as an NVIDIA H200 deployment.")
    got = [(c.ratio, c.metric, c.subject) for c in _kind(text, "comparison")]
    # (the KS-9 is in no registry: no subject rather than the predecessor named in the clause before)
    assert got == [(Decimal("2.5"), "throughput", None), (Decimal("0.3333"), "cost", None)]


def test_questions_and_orders_give_no_results() -> None:
    assert _kind("Q: Can anyone reach 8,000 tokens/s for one user on a 70B model?", "benchmark") == []
    assert _kind("有人问能不能跑到每秒200 tokens，我觉得不太可能。", "benchmark") == []
    assert _kind("- Get our 32B model to 2,500 tokens/s per card under load.", "benchmark", "text/markdown") == []
    [result] = _kind("We got our 32B model to 2,500 tokens/s per card.", "benchmark")
    assert result.value == Decimal("2500")


def test_a_change_set_off_after_a_price_and_the_one_it_moved_from_is_a_price_change() -> None:
    text = "Tessel-M now costs $0.45 per million tokens, relative to $1.80 a year ago -- a 75% decline."
    [cut] = _kind(text, "comparison")
    assert (cut.ratio, cut.metric) == (Decimal("0.25"), "price")
    assert _kind("Revenue was $8 million, up from $6 million a year ago, a 33% rise.", "comparison") == []


def test_cost_less_followed_by_the_prices_is_a_price_comparison() -> None:
    text = ("Between midnight and 6am, requests to Larkin-Chat now cost 50% less: $0.20 per million input tokens "
            "and $0.80 per million output tokens.")
    [cut] = [c for c in _kind(text, "comparison")]
    assert (cut.ratio, cut.metric) == (Decimal("0.5"), "price")


def test_an_option_in_a_relative_clause_is_the_subject_and_the_baseline_stops_at_and_still() -> None:
    text = "Then there is the night window (00:00-06:00 UTC), which is 40% below standard and still real-time."
    [cut] = _kind(text, "comparison")
    assert (cut.ratio, cut.subject, cut.baseline) == (Decimal("0.6"), "night window", "standard")


def test_a_chip_slowing_under_load_is_no_rate_limit() -> None:
    text = "- Plain decoding: 31.4 tok/s on the T4 (throttles to ~24 under sustained load)\n"
    assert [r.value for r in _kind(text, "benchmark", "text/markdown")] == [Decimal("31.4")]
    assert _kind("Free-tier keys are throttled to 20 tokens/s.", "benchmark") == []


def test_a_chip_named_only_as_where_a_model_beat_another_model_is_no_subject() -> None:
    text = "在 NVIDIA L40S 上、上下文长度为 128K 时，解码速度达到 Llama-3-8B 的 2.5 倍。"
    [gain] = _kind(text, "comparison")
    assert (gain.ratio, gain.subject, gain.baseline) == (Decimal("2.5"), None, "llama-3-8b")


def test_comma_separated_report_fields_naming_their_unit_first_are_results() -> None:
    text = "Qwen2.5 7B, NVIDIA L4:\n\nThroughput: 2.10 requests/s, Input tokens/s: 512.40, Output tokens/s: 448.75\n"
    assert [r.value for r in _kind(text, "benchmark", "text/markdown")] == [Decimal("512.40"), Decimal("448.75")]


def test_a_space_aligned_price_table_whose_labels_carry_their_unit_is_read() -> None:
    text = ("模型 输入价格$/MTok 输出价格$/MTok 上下文窗口 特点\n"
            "GPT-4.1 $2.00 $8.00 1M 综合\n"
            "DeepSeek V3.2 $0.28 $0.42 128K 便宜\n")
    got = [(p.subject, p.token_type, p.amount) for p in _kind(text, "price")]
    assert got == [("gpt-4.1", "input", Decimal("2.00")), ("gpt-4.1", "output", Decimal("8.00")),
                   ("deepseek-chat", "input", Decimal("0.28")), ("deepseek-chat", "output", Decimal("0.42"))]


def test_a_saving_on_the_exchange_rate_and_a_parity_of_specifications_are_no_comparisons() -> None:
    assert _kind("按 ¥1=$1 结算，企业可直接节省超过80%的汇率损耗。", "comparison") == []
    assert _kind("该卡显存容量 96GB，功耗 400W，多项配置规格超过A800、接近H20。", "comparison") == []


def test_figures_given_respectively_take_the_measure_named_in_their_place() -> None:
    text = "The new chip doubles performance, with memory and power efficiency increased by three times and 30% respectively."
    got = [(c.ratio, c.metric) for c in _kind(text, "comparison")]
    assert (Decimal("3"), "perf_per_watt") not in got and (Decimal("1.3"), "perf_per_watt") in got


def test_hopes_goals_and_suppositions_give_no_comparisons() -> None:
    assert _kind('Its founder said he hoped to "halve prices again next year."', "comparison") == []
    assert _kind("The start-up has a goal of cutting the cost per token of serving by half compared with today's GPUs.",
                 "comparison") == []
    assert _kind("如果价格能再降一半，开发者会更愿意迁移。", "comparison") == []


def test_a_buyers_maximum_price_an_imagined_speed_and_a_wondered_price_are_no_claims() -> None:
    assert _kind("Under the tender, the maximum admissible price was $2.40 per GPU-hour.", "price") == []
    assert _kind("Now imagine serving at 4,000 tokens per second per user.", "benchmark") == []
    assert _kind("What would it take for a frontier model to cost $0.05 per million output tokens?", "price") == []


def test_a_title_restating_the_bodys_share_is_one_claim() -> None:
    text = ("# 星河-3 发布：价格仅为 GPT-4o 的四分之一\n\n**价格**：输出价格为每百万 tokens 10 元，仅为 GPT-4o 的四分之一。\n")
    [share] = _kind(text, "comparison", "text/markdown")
    assert (share.ratio, share.baseline) == (Decimal("0.25"), "gpt-4o")


def test_trailing_an_unlisted_rival_beside_a_measured_speed_is_throughput_of_the_head() -> None:
    text = "Orca-3 serves at 380 tokens per second per user on eight H100 GPUs, which trails Lumen Labs' Kite-2 by 20%."
    [gap] = _kind(text, "comparison")
    assert (gap.ratio, gap.metric, gap.subject) == (Decimal("0.8"), "throughput", "Orca-3")


def test_chinese_gains_after_two_rates_and_less_used_in_tenths() -> None:
    text = ("- LX-9 单卡解码吞吐达到 2,000 tokens/s，上一代 LX-7 为 1,250 tokens/s，提速 60%。\n"
            "- 同等吞吐下推理成本比 H20 方案少用三成。\n")
    got = [(c.ratio, c.metric) for c in _kind(text, "comparison", "text/markdown")]
    assert got == [(Decimal("1.6"), "throughput"), (Decimal("0.7"), "cost")]


def test_a_perf_per_dollar_advantage_is_a_gain() -> None:
    [lead] = _kind("All told, the Gaudi 3 comes out with a 25% perf-per-dollar advantage.", "comparison")
    assert (lead.ratio, lead.metric) == (Decimal("1.25"), "perf_per_dollar")


def test_a_rent_down_year_on_year_is_a_price_change_but_revenue_is_not() -> None:
    [cut] = _kind("去年同期，该平台的 H100 租金为每卡每小时 16 元，同比下降20%。", "comparison")
    assert (cut.ratio, cut.metric) == (Decimal("0.8"), "price")
    assert _kind("公司营收为 16 亿元，同比增长20%。", "comparison") == []


def test_multiples_listed_in_parallel_after_a_semicolon_keep_the_first_ones_measure() -> None:
    text = ("FastQ raises the serving throughput of Llama-3-8B by 1.3× on A100, 1.5× on L40S; and Qwen1.5-72B by "
            "2.2× on A100, 3.1× on L40S, compared to vLLM.")
    got = [(c.ratio, c.metric, c.baseline) for c in _kind(text, "comparison")]
    assert got == [(r, "throughput", "vLLM") for r in (Decimal("1.3"), Decimal("1.5"), Decimal("2.2"), Decimal("3.1"))]


def test_a_column_of_multiples_against_a_named_engine_compares_the_column_of_rates_before_it() -> None:
    text = ("## Benchmarks\n\nDecode speed, Q4 weights, single card. Results in output tokens per second.\n\n"
            "| Device | quickllm | vs llama.cpp |\n|---|---|---|\n| RTX 4090 | 150.2 | 1.6x |\n| RTX 5090 | 210.8 | 1.9x |\n")
    got = [(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", "text/markdown")]
    assert got == [(Decimal("1.6"), "throughput", "quickllm", "llama.cpp"),
                   (Decimal("1.9"), "throughput", "quickllm", "llama.cpp")]


def test_a_table_quoted_with_tabs_in_markdown_keeps_its_cells() -> None:
    text = ("> My numbers on 2xA100:\n> \n> engine\tavg throughput (token/second)\tpeak memory (GB)\n"
            "> vllm0.9\t281.4\t30.5\n> sglang0.5\t512.7\t6.1\n")
    assert [r.value for r in _kind(text, "benchmark", "text/markdown")] == [Decimal("281.4"), Decimal("512.7")]


def test_the_latter_takes_the_second_of_two_products_named_before_or_none() -> None:
    [gap] = _kind("The H100 rents for $2 and the B200 for $4; the latter is 2x as expensive.", "comparison")
    assert (gap.ratio, gap.metric, gap.subject, gap.baseline) == (Decimal("2"), "price", "NVIDIA B200", "NVIDIA H100")
    text = ("The A100 cluster is busy.\n\nOutput is $0.30 per million tokens here vs $3.60 on Nimbic for Kite, so the "
            "latter costs 12x as much per output token.")
    [unnamed] = _kind(text, "comparison")
    assert (unnamed.ratio, unnamed.metric, unnamed.subject) == (Decimal("12"), "price", None)


def test_less_time_is_a_latency_and_throughput_per_energy_is_per_watt() -> None:
    [faster] = _kind("With the new scheduler a full nightly run takes 30% less time end to end than before.", "comparison")
    assert (faster.ratio, faster.metric) == (Decimal("0.7"), "latency")
    [efficient] = _kind("其 GB300 NVL72 机柜在同等延迟下，单位能耗的吞吐是 H100 集群的 5 倍。", "comparison")
    assert (efficient.ratio, efficient.metric) == (Decimal("5"), "perf_per_watt")


def test_worked_and_wondered_prices_are_no_prices() -> None:
    assert _kind("Analyst (Northgate): Could H100 on-demand get to $1.20 an hour by next year?", "price") == []
    assert _kind("按上面的价格粗算，折合有效输入价格大约 0.52 元/百万tokens。", "price") == []
    assert _kind("That is 3.6 million tokens an hour, so your serving cost would be about $0.70 per million tokens.",
                 "price") == []


def test_a_case_that_would_need_a_speed_and_a_planned_load_are_no_results() -> None:
    assert _kind("By my math a B200 at $4/hr would need ~5,000 tok/s just to break even.", "benchmark") == []
    assert _kind("Product wants a p95 TTFT under 800 ms and a peak load of 300 QPS.", "benchmark") == []


def test_prices_in_cents_per_million_are_read_in_dollars() -> None:
    text = ("// prices are in cents per 1M tokens\nexport const PRICES = {\n  gpt_x_small: {\n    input: 250,\n"
            "    output: 1000,\n  },\n  gpt_x_large: {\n    input: 1200,\n    output: 4800,\n  },\n}\n")
    got = [(p.amount, p.currency, p.token_type) for p in _kind(text, "price")]
    assert (Decimal("12"), "USD", "input") in got and (Decimal("48"), "USD", "output") in got
    assert all(amount < 100 for amount, _, _ in got)   # never the cents read as dollars


def test_a_plain_y_before_a_per_million_price_is_yuan_and_its_conversion_is_no_price() -> None:
    text = ("The official table starts the <=32K tier at Y0.80/M input and Y8.00/M output; the tracker stores that as "
            "$0.11/M and $1.13/M at Y7.1/USD.")
    got = [(p.amount, p.currency, p.token_type) for p in _kind(text, "price")]
    assert got == [(Decimal("0.80"), "CNY", "input"), (Decimal("8.00"), "CNY", "output")]


def test_a_cache_word_between_two_amounts_of_a_cell_opens_the_second() -> None:
    text = ("| Model | Input /M | Output /M |\n|---|---|---|\n| Doubao Seed 1.6 | $0.12 cache $0.03 | $1.20 |\n")
    got = [(p.token_type, p.amount) for p in _kind(text, "price", "text/markdown")]
    assert got == [("input", Decimal("0.12")), ("cached_input", Decimal("0.03")), ("output", Decimal("1.20"))]


def test_a_chars_per_token_note_is_no_price_unit_and_an_effective_column_is_no_price() -> None:
    # (the note once declared a per-token unit for a table below it: "$0.02" in a column naming none read as $20,000/M)
    assert _declared_unit("This is a chars-per-token approximation, not a real tokenizer.", strict=False) is None
    assert _declared_unit("All prices are USD per token.", strict=False) is not None
    text = ("This is a chars-per-token approximation, not a real tokenizer.\n\n"
            "| Model | Input /M | Output /M | Effective blended |\n|---|---|---|---|\n"
            "| Doubao Seed 1.6 Flash | $0.02 | $0.21 | $0.03 budget pick |\n")
    got = sorted((p.token_type, p.amount) for p in _kind(text, "price", "text/markdown"))
    assert got == [("input", Decimal("0.02")), ("output", Decimal("0.21"))]


def test_faster_request_completion_is_a_latency_and_an_accelerated_ttft_is_a_fraction_per_chip() -> None:
    [done] = _kind("SwiftServe delivers 2.5x faster request completion than the best throughput-optimized setup.",
                   "comparison")
    assert (done.ratio, done.metric) == (Decimal("0.4"), "latency")
    text = ("Offloading the KV cache to CPU memory can accelerate time to first token (TTFT) by up to 10x on NVIDIA H100 "
            "Tensor Core GPUs and 20x on the NVIDIA GH200 Superchip.")
    got = [(c.ratio, c.metric, c.subject) for c in _kind(text, "comparison")]
    assert got == [(Decimal("0.1"), "latency", "NVIDIA H100"), (Decimal("0.05"), "latency", "NVIDIA GH200")]


def test_carrying_nearly_a_whole_again_more_requests_is_twice_the_throughput() -> None:
    [gain] = _kind("FlowServe-2.0 相比旧版本，相同卡能多扛近一倍请求。", "comparison")
    assert (gain.ratio, gain.metric) == (Decimal("2"), "throughput")


def test_a_multiple_or_share_of_an_mlperf_result_is_throughput() -> None:
    text = ("MLPerf Inference v6.0 results.\n\nOn DeepSeek-R1, Arlo reported 398,000 tokens/s in Offline, 1.3x its own "
            "result on the same benchmark in the previous round.\n\nBrisk's Offline figure is 91% of Arlo's.\n")
    got = [(c.ratio, c.metric) for c in _kind(text, "comparison")]
    assert got == [(Decimal("1.3"), "throughput"), (Decimal("0.91"), "throughput")]


def test_a_term_price_after_and_customers_who_sign_takes_the_hourly_unit_and_its_term() -> None:
    text = ("On pricing, on-demand H200 capacity now lists at $3.05 per GPU-hour, and customers who sign a one-year "
            "commitment pay $2.20.")
    got = [(p.amount, p.unit, p.condition) for p in _kind(text, "price")]
    assert got == [(Decimal("3.05"), "per_gpu_hour", None), (Decimal("2.20"), "per_gpu_hour", "reserved-1y")]
    text = "A B200 can be had from Quenby at $3.40 per GPU-hour on demand; sign for a year and the figure drops to $2.75."
    assert [(p.amount, p.unit, p.condition) for p in _kind(text, "price")][1] == (
        Decimal("2.75"), "per_gpu_hour", "reserved-1y")


def test_uncached_input_is_input_and_a_semicolon_ends_its_clause() -> None:
    text = "- On the Wren-L endpoint, uncached input is listed at $0.50 per million tokens; cached reads cost less."
    assert [(p.amount, p.token_type) for p in _kind(text, "price")] == [(Decimal("0.50"), "input")]


def test_a_fall_of_a_third_leaves_two_thirds_and_a_quarter_more_is_a_quarter_again() -> None:
    [fall] = _kind("The H100 now rents at $2.00 per GPU-hour, against $3.00 a year ago, a fall of about a third.",
                   "comparison")
    assert fall.ratio == Decimal("0.6667")
    [more] = _kind("The new scheduler gives a quarter more throughput on the same H200 box.", "comparison")
    assert more.ratio == Decimal("1.25")


def test_cents_per_ten_thousand_tokens_are_dollars_per_million() -> None:
    text = "<h2>Per ten thousand tokens</h2><p>Quill-M is quoted at 0.8 cents for input and 3.2 cents for output, per 10K tokens.</p>"
    got = [(p.amount, p.currency, p.token_type) for p in _kind(text, "price", "text/html")]
    assert got == [(Decimal("0.8"), "USD", "input"), (Decimal("3.2"), "USD", "output")]


def test_a_workloads_cost_that_can_change_a_conversion_rate_and_a_range_with_a_tilde_are_no_claims() -> None:
    assert _kind("Tune all three and the same workload that costs USD 6 per million tokens can cost USD 0.30.", "price") == []
    assert _kind("研究表明，响应时间每延迟100毫秒可使转化率降低5%。", "comparison") == []
    assert _kind("单卡吞吐为18~21tps。", "benchmark") == []


def test_a_price_tier_multiple_before_an_arrow_is_a_price_and_a_bound_in_a_table_is_no_result() -> None:
    [premium] = _kind("→ Priority: sheds last under congestion, pricing ~1.5x standard → Fast: lower latency", "comparison")
    assert (premium.ratio, premium.metric) == (Decimal("1.5"), "price")
    table = "| 指标 | 约束（p99） |\n|---|---|\n| TPOT | ≤ 50 毫秒（20 tok/s） |\n"
    assert _kind(table, "benchmark", "text/markdown") == []


def test_the_reviews_cases_of_this_round_keep_their_readings() -> None:
    # a price beside an exchange-rate phrase with no restating word is still a price
    text = ("DeepSeek-V3 lists ¥2 per million input tokens and GPT-4o lists $2.50 per million input tokens, at an "
            "exchange rate that favours buyers.")
    assert sorted((p.currency, p.amount) for p in _kind(text, "price")) == [("CNY", Decimal("2")), ("USD", Decimal("2.50"))]
    # "cents" elsewhere on a declaring line scales nothing
    text = "Prices are in USD per 1M tokens; discounts are quoted in cents.\nQwen-Max\ninput: 3\noutput: 12\n"
    assert [p.amount for p in _kind(text, "price")] == [Decimal("3"), Decimal("12")]
    # a clause ending in a colon before a question is no speaker's label
    text = "Claude Sonnet 4 pricing is $3/M input: would anyone still pay $15 per million output tokens for Opus?"
    assert Decimal("3") in [p.amount for p in _kind(text, "price")]
    # "can cost" alone is a price
    assert [p.amount for p in _kind("On the API, GPT-4o can cost $2.50 per million input tokens.", "price")] == [
        Decimal("2.50")]
    # a load or a bound set for the run is no requirement on the result
    assert [r.value for r in _kind("At a load of 64 users vLLM hit 2,100 tokens/s.", "benchmark")] == [Decimal("2100")]
    assert [r.value for r in _kind("At batch size ≤ 8 vLLM hit 2,100 tokens/s.", "benchmark")] == [Decimal("2100")]
    # a goal named in another clause silences nothing
    [gain] = _kind("The goal of cutting costs was missed, but vLLM boosted throughput by 40% over TGI.", "comparison")
    assert gain.ratio == Decimal("1.4")
    # "a quarter more than X" is a quarter again, as "a quarter more" is
    [more] = _kind("GPT-4o costs a quarter more than GPT-4 Turbo.", "comparison")
    assert more.ratio == Decimal("1.25")
    # "多处理 2 倍的请求" is three times as many, as "多处理一倍" is twice
    [triple] = _kind("Mooncake 比 vLLM 多处理 2 倍的请求。", "comparison")
    assert triple.ratio == Decimal("3")


def test_percentages_and_multiples_spelt_out_are_read() -> None:
    [cut] = _kind("Against last month's list, the output rate of Tallis-3 Pro was cut by roughly forty percent.", "comparison")
    assert (cut.ratio, cut.metric) == (Decimal("0.6"), "price")
    [fast] = _kind("Fennick says the F2 serves Llama 3.1 70B twelve times faster than a GPU cloud.", "comparison")
    assert fast.ratio == Decimal("12")


def test_a_machines_hour_with_its_count_in_words_and_a_chinese_question_give_no_claims() -> None:
    text = "Eight L40 GPUs cost $12.00 per hour combined ($1.50/hour per GPU)."
    assert [p.amount for p in _kind(text, "price")] == [Decimal("1.50")]
    assert _kind("如何让一个 70B 的模型在单卡 A100 上跑到 2500+ tokens/s?", "benchmark") == []
    assert [r.value for r in _kind("在单卡 H100 上，vLLM 跑到 2,000 tokens/s。", "benchmark")] == [Decimal("2000")]
