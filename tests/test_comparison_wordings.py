"""Comparison wordings from text written outside the team (issue 9), each in a sentence written for these tests."""

from __future__ import annotations

import datetime as dt

from extractors.numbers import find_changes
from extractors.pipeline import extract_claims


def _comparisons(text: str) -> list[tuple]:
    result = extract_claims(text, content_type="text/plain", published=dt.date(2026, 11, 20))
    return [(float(c.ratio), c.metric, c.hedge) for c in result.claims if c.kind == "comparison"]


def test_a_verb_its_metric_and_by_name_the_metric_whatever_words_follow():
    # "for teams" names an audience, not the metric the change is of
    assert _comparisons("The new card lowers cost per token by about 35% for customers serving chat assistants.") == \
        [(0.65, "cost", "about")]


def _table_comparisons(table: str) -> list[tuple]:
    result = extract_claims(table, content_type="text/markdown", published=dt.date(2026, 11, 20))
    return [(float(c.ratio), c.metric, c.subject, c.baseline) for c in result.claims if c.kind == "comparison"]


def test_small_fractions_of_a_price_and_of_what_others_charge():
    got = _comparisons("tide-chat-2 costs $0.30 per million input tokens, roughly an eighth of what comparable closed "
                       "models charge. Its sibling comes in at one-twentieth of the price of the flagship.")
    assert (0.125, "price", "about") in got and (0.05, "price", None) in got


def test_how_often_is_no_multiple():
    assert find_changes("We polled every endpoint twice an hour and three times a day.") == []
    assert [float(c.factor) for c in find_changes("Prices fell tenfold a year and 10x a year since.")] == [10.0, 10.0]


def test_per_megawatt_words_belong_to_the_figure_they_follow():
    got = _comparisons("Compared with Hopper-based servers, a rack of S4 cards produces up to 6x more tokens per second "
                       "per user and 3x higher throughput per megawatt.")
    assert got == [(6.0, "throughput", "up to"), (3.0, "perf_per_watt", None)]


def test_chinese_reaching_a_named_chip_is_parity_but_nearly_twice_it_is_a_multiple():
    text = ("业内人士认为，思元590的性能接近英伟达 A100。另一家厂商表示，昇腾 910C 集群已经达到 NVIDIA H100 的水平。"
            "分析指出，昇腾384超节点的整体算力接近英伟达 GB200 NVL72 系统的两倍。")
    result = extract_claims(text, content_type="text/plain", published=dt.date(2026, 11, 20))
    got = sorted((float(c.ratio), c.subject, c.baseline, c.hedge) for c in result.claims if c.kind == "comparison")
    assert got == [(1.0, "Cambricon MLU590", "NVIDIA A100", "about"), (1.0, "Huawei Ascend 910C", "NVIDIA H100", None),
                   (2.0, "Huawei CloudMatrix 384", "NVIDIA GB200 NVL72", "nearly")]


def test_a_chip_is_never_compared_with_itself():
    result = extract_claims("Meridian showed the M3 Inference Card. It delivers 2.2x the performance per watt of an H100 "
                            "PCIe, according to the company.", content_type="text/plain")
    (comparison,) = [c for c in result.claims if c.kind == "comparison"]
    assert comparison.baseline == "NVIDIA H100 PCIe" or comparison.baseline == "NVIDIA H100"
    assert comparison.subject is None or "H100" not in comparison.subject


def test_faster_between_measured_rates_is_throughput_and_without_them_performance():
    measured = ("In our runs the Osprey endpoint streamed 980 tokens/s to one user; the best GPU host managed 140. "
                "That makes Osprey about 7x faster for a single stream.")
    assert _comparisons(measured) == [(7.0, "throughput", "about")]
    claimed = "The vendor says its next rack runs real-time inference up to 12x faster than the previous generation."
    assert _comparisons(claimed) == [(12.0, "performance", "up to")]


def test_chinese_billed_at_a_share_of_a_named_price_and_tenths_written_traditionally():
    billed = _comparisons("离线批处理任务按上方在线调用价格的 40% 计费，缓存命中部分按输入单价的10%计费。")
    assert billed == [(0.4, "price", None), (0.1, "price", None)]
    tenths = [(float(c.factor), c.direction, c.hedge) for c in find_changes("本季租金降幅約四成，只比舊方案高出約兩成。")]
    assert tenths == [(40.0, "down", "about"), (20.0, "up", "about")]


def test_what_a_workload_costs_is_a_cost_and_a_difference_on_tokens_a_price():
    assert _comparisons("On raw compute alone the new platform appears to cost roughly 3x more than the old one.") == \
        [(3.0, "cost", "about")]
    assert _comparisons("A typical support bot costs about half as much to serve on the new chip as on the old one.") == \
        [(0.5, "cost", "about")]
    assert _comparisons("The flagship now costs a quarter of what it would on last year's model.") == [(0.25, "cost", None)]
    assert _comparisons("The cost gap between the two tiers is wide: a 12× difference on input tokens.") == \
        [(12.0, "price", None)]


def test_a_price_nearly_cut_in_half_is_a_half():
    assert _comparisons("H100 的租用价格较去年市场均价几近腰斩。") == [(0.5, "price", "nearly")]


def test_the_same_share_of_two_token_types_prices_is_two_comparisons():
    assert _comparisons("Lite pricing is 1/5th the cost of Max on input, 1/5th on output.") == \
        [(0.2, "price", None), (0.2, "price", None)]


def test_a_summary_line_and_a_title_restate_the_bodys_change():
    text = ("Million-token windows are not free: past 200K the price doubles\n\nSummary: past 200K input tokens the "
            "whole request's price doubles for Zephyr-3 Max.\n\nThere is one condition that is easy to miss in the "
            "tables: once the input passes 200K tokens, the price of the whole request for Zephyr-3 Max doubles.")
    assert _comparisons(text) == [(2.0, "price", None)]


def test_hedges_written_apart_from_the_figure_in_its_clause():
    assert _comparisons("新机柜的总算力达到上一代机柜的12倍以上。") == [(12.0, "performance", "more than")]
    assert [h for _, _, h in _comparisons("离线吞吐量约为其 2.6 倍。")] == ["about"]
    assert [h for _, _, h in _comparisons("The accelerator delivers, on average, 1.4x faster inferencing than the H100.")] \
        == ["on average"]
    # a hedge of another figure before it is not this one's, and 约 in 合約 (contract) is no hedge
    assert [h for _, _, h in _comparisons("租金约 60 元，吞吐却是 A100 的 2 倍。")] == [None]
    assert [h for _, _, h in _comparisons("長期合約（一年）可享隨需價格的七折優惠。")] == [None]


def test_work_per_unit_of_money_in_chinese_is_performance_per_dollar():
    got = _comparisons("按租金折算，每美元效能已达 H100 的 1.5 倍以上。")
    assert got == [(1.5, "perf_per_dollar", "more than")]


def test_a_share_of_a_rivals_score_in_a_throughput_scenario_is_throughput():
    got = _comparisons("Compared to NVIDIA B300, the MI355X node matches in Offline, scores 88% in Server and 93% in "
                       "Interactive. In Single Stream it reaches 90% of the B300.")
    # Single Stream scores a latency: a share of it stays an unspecified speed
    assert [(ratio, metric) for ratio, metric, _ in got] == [
        (1.0, "throughput"), (0.88, "throughput"), (0.93, "throughput"), (0.9, "performance")]


def _compared(text: str) -> list[tuple]:
    result = extract_claims(text, content_type="text/plain", published=dt.date(2026, 11, 20))
    return [(float(c.ratio), c.metric, c.subject, c.baseline, c.hedge) for c in result.claims if c.kind == "comparison"]


def test_a_product_that_builds_on_its_predecessor_is_compared_with_it():
    assert _compared("AWS Trainium3 builds on AWS Trainium2 by delivering 3x higher throughput and 40% lower "
                     "latency.") == [(3.0, "throughput", "AWS Trainium3", "AWS Trainium2", None),
                                     (0.6, "latency", "AWS Trainium3", "AWS Trainium2", None)]


def test_what_a_chip_sells_for_is_its_price_and_requests_served_are_throughput():
    # (what a card sells for is neither a price nor a price comparison: CONVENTIONS.md, and the outside set of wave 126)
    assert _compared("Intel Gaudi 3 is priced at roughly half the per-card cost of the NVIDIA H200.") == []
    assert _compared("Gaudi 3 trails the H100/H200 on raw speed but costs about half as much per accelerator.") == []
    assert _compared("The lab found that the H200 could handle 6x more inference requests at the same latency than "
                     "Intel Gaudi 3.") == [(6.0, "throughput", "NVIDIA H200", "Intel Gaudi 3", None)]
    assert _compared("The Pro plan allows 5x more requests per minute than the free plan.") == []


def test_a_measured_level_comparable_to_a_named_chips():
    assert _compared("One eight-GPU MI355X node reached 98,400 tokens per second, a level comparable to NVIDIA's B300 "
                     "single-node result.") == [(1.0, "throughput", "AMD Instinct MI355X", "NVIDIA B300", "about")]
    assert _compared("Orders reached a level comparable to last year.") == []


def test_a_share_of_a_chip_written_with_its_product_word_and_accelerator_nouns():
    assert _compared("单颗 Ascend 910C 的算力仅为 NVIDIA B200 GPU 的约 1/3。") == \
        [(0.3333, "performance", "Huawei Ascend 910C", "NVIDIA B200", "about")]
    # 加速器 (accelerator) names a product, not a speed: a market share next to it is no comparison
    assert _compared("2024年公司在中国AI加速器市场份额约为1.4%。") == []


def test_one_token_price_ratio_that_holds_across_models_is_no_spread():
    assert _compared("Output is priced at 4x input across all three models.") == [(4.0, "price", "output", "input", None)]


def test_a_multiple_of_another_chips_tokens_per_second_and_slower_by_a_fraction():
    assert _compared("A single NVIDIA B300 delivers 2.6 times the tokens per second of an NVIDIA H200 running the same "
                     "model.") == [(2.6, "throughput", "NVIDIA B300", "NVIDIA H200", None)]
    assert _compared("实测中，H20 的吞吐比 H100 方案慢了约三分之一。") == \
        [(0.6667, "throughput", "NVIDIA H20", "NVIDIA H100", "about")]


def test_chinese_multiples_of_a_named_chips_measure_and_modifiers_ending_in_de():
    assert _compared("在DeepSeek-R1推理上，GB200 NVL72的每GPU吞吐量是AMD MI350X吞吐量28倍。") == \
        [(28.0, "throughput", "NVIDIA GB200 NVL72", "AMD Instinct MI350X", None)]
    assert _compared("AMD表示，MI355X相比上一代的MI300X性能提升了3倍。") == \
        [(3.0, "performance", "AMD Instinct MI355X", "AMD Instinct MI300X", None)]


def test_power_drawn_links_and_investment_are_not_compared_speeds():
    assert _compared("NVLink 6 provides 3.6 TB/s per GPU, over 14 times faster than the current PCIe Gen 6 standard.") == []
    assert _compared("Venture investment in AI chips more than doubled from 2024 to 2025.") == []
    assert [r for r, *_ in _compared("Kestrel runs Llama 3.1 8B 20x faster than GPU clouds at 1/3 the power of a DGX "
                                     "node.")] == [20.0]


def test_a_chips_gain_on_a_workload_and_a_reduction_from_quoted_prices():
    assert _compared("The vendor says its B300 node improved by 2.4x on DeepSeek-R1 server inference compared with its "
                     "earlier result.") == [(2.4, "performance", "NVIDIA B300", "earlier result", None)]
    assert _compared("Our revenue improved by 2x in 2025.") == []
    # a workload named between the chip and a second gain would take the subject: that gain is left out
    assert [r for r, *_ in _compared("With GB300 NVL72 gaining 2.7x on DeepSeek-R1 server tests and 1.5x on "
                                     "Llama 3.1 405B.")] == [2.7]
    assert _compared("Kestrel Pro now costs $5/$25 per million tokens, a 67% reduction from the original $15/$75.") == \
        [(0.33, "price", None, None, None)]


def test_a_range_of_multiples_written_in_words_is_no_ratio():
    assert _compared("The new designs deliver between five and ten times the performance per watt of older chips.") == []


def _with_names(text: str) -> list[tuple]:
    result = extract_claims(text, content_type="text/plain", published=dt.date(2026, 11, 20))
    return [(float(c.ratio), c.metric, c.subject, c.baseline) for c in result.claims if c.kind == "comparison"]


def test_trailing_a_named_chip_by_a_share_is_that_much_less_of_it():
    assert _with_names("On the summarisation test the Gaudi 3 trails the H100 by about 40%.") == \
        [(0.6, "performance", "Intel Gaudi 3", "NVIDIA H100")]
    assert _with_names("In server mode the B200 lags behind the MI355X by 12% in throughput.") == \
        [(0.88, "throughput", "NVIDIA B200", "AMD Instinct MI355X")]
    assert _with_names("按评测机构的数据，在推理性能上，昇腾910B落后英伟达H100约20%。") == \
        [(0.8, "performance", "Huawei Ascend 910B", "NVIDIA H100")]
    # trailing something that is no product (an index, a market) compares no hardware
    assert _with_names("The vendor's shares lagged the index by 12% this year.") == []


def test_rivalling_a_named_chip_is_parity_but_its_rivals_are_no_comparison():
    assert _with_names("The start-up says the Ascend 950 delivers throughput that rivals the NVIDIA H100.") == \
        [(1.0, "throughput", "Huawei Ascend 950", "NVIDIA H100")]
    assert _with_names("AMD and its rivals NVIDIA and Intel all shipped new parts this quarter.") == []


def test_chinese_parity_with_a_makers_product_written_with_de():
    assert _with_names("寒武纪称，思元690的性能可以媲美英伟达的H100芯片。") == \
        [(1.0, "performance", "Cambricon MLU690", "NVIDIA H100")]


def test_compute_density_is_performance_but_not_per_area_or_of_a_share():
    assert _comparisons("The new rack raises compute density by 50%.") == [(1.5, "performance", None)]
    assert _comparisons("新架构能使芯片运算密度提升50%。") == [(1.5, "performance", None)]
    assert _comparisons("先进制程让每平方毫米的算力密度提升 4 倍。") == []
    assert _comparisons("Memory density rose 50% with the new stacks.") == []


def test_a_premium_a_monthly_fee_and_a_hyphenated_or_lower_multiple():
    assert _comparisons("腾讯云的新实例较基础型实例溢价约40%。") == [(1.4, "price", "about")]
    assert _comparisons("该股较发行价溢价约40%。") == []
    assert _comparisons("华为云GPU实例较普通实例月费增加15%。") == [(1.15, "price", None)]
    assert _comparisons("The VM offers five-times higher throughput per GPU than the previous H100 generation.") == \
        [(5.0, "throughput", None)]
    # a performance "two times lower" than another's is half of it
    assert _comparisons("Its performance is nearly two times lower compared to the B300.") == \
        [(0.5, "performance", "nearly")]


def test_an_improvement_of_latency_by_a_share_is_that_much_less_and_a_rate_per_dollar_is_per_dollar():
    assert _comparisons("Latency dropped from 450 ms to 120 ms, a 73% improvement.") == [(0.27, "latency", None)]
    assert _comparisons("We saw a 20% improvement in throughput.") == [(1.2, "throughput", None)]
    assert _comparisons("On Llama 3.1 70B, the MI355X produced 1.3x more tokens per second per dollar than the B200.") \
        == [(1.3, "perf_per_dollar", None)]


def test_undercutting_a_named_model_is_a_lower_price_and_that_model_is_no_subject_of_the_price():
    result = extract_claims("At $0.50 per million tokens, it undercuts Llama 3.1 70B on Together by 40%.",
                            content_type="text/plain", published=dt.date(2026, 11, 20))
    assert [(c.kind, c.subject) for c in result.claims if c.kind == "price"] == [("price", None)]
    assert _with_names("At $0.50 per million tokens, it undercuts Llama 3.1 70B on Together by 40%.") == \
        [(0.6, "price", None, "llama-3.1-70b")]


def test_reduced_to_a_share_a_cost_reduction_on_inputs_and_a_standard_model_compared_with():
    assert _with_names("Overnight, DeepSeek-V3 will be reduced to 50% of the original price, and DeepSeek-R1 will be "
                       "reduced to 25%.") == [(0.5, "price", "deepseek-chat", None), (0.25, "price", "deepseek-r1", None)]
    assert _with_names("That is a 75% cost reduction on inputs and an 84% cost reduction on outputs compared to the "
                       "standard Gemini 2.5 Flash model.") == [(0.25, "price", None, "gemini-2.5-flash"),
                                                               (0.16, "price", None, "gemini-2.5-flash")]
    # a cost cut of something that is no token stays a cost
    assert _comparisons("The new chip brings a 40% cost reduction on training runs.") == [(0.6, "cost", None)]


def test_a_price_restated_in_another_unit_in_brackets_is_one_price():
    result = extract_claims("Prompt tokens: $1.25/M (0.125¢ per 100 tokens)", content_type="text/plain",
                            published=dt.date(2026, 11, 20))
    assert [(float(c.amount), c.token_type) for c in result.claims if c.kind == "price"] == [(1.25, "input")]


def test_twice_the_off_peak_rate_is_twice_it():
    assert _comparisons("Peak-hour calls will cost twice the off-peak rate.") == [(2.0, "price", None)]


def _comparisons_with_names(text: str) -> list[tuple]:
    result = extract_claims(text, content_type="text/plain", published=dt.date(2026, 11, 20))
    return [(float(c.ratio), c.metric, c.subject, c.baseline, c.hedge) for c in result.claims if c.kind == "comparison"]


def test_a_fold_improvement_in_turnaround_time_is_latency_falling_that_fold():
    got = _comparisons("Moving the agent to the new cloud cut the wait from 80 seconds to 6.5 seconds. That is a "
                       "12-fold improvement in end-to-end turnaround time for each request.")
    assert got == [(round(1 / 12, 4), "latency", None)]


def test_matching_a_named_product_on_a_metric_is_parity_in_that_metric():
    got = _comparisons_with_names("The Zephyr-9 went head to head with the NVIDIA B200 on single-node tests and "
                                  "matched it on Llama 2 70B throughput in the latest round. At $0.10 per million "
                                  "input tokens, Nimbus-Lite matches Qwen3.5-Flash on price.")
    assert (1.0, "throughput", None, "NVIDIA B200", None) in got
    assert (1.0, "price", None, "qwen3.5-flash", None) in got


def test_a_chips_bare_efficiency_multiple_is_per_watt_and_the_next_comparison_ends_the_baseline():
    got = _comparisons_with_names("The Zephyr-9 accelerator is three times as fast as its predecessor and five times "
                                  "more efficient.")
    assert [(r, m, b) for r, m, _, b, _ in got] == [(3.0, "performance", "predecessor"),
                                                    (5.0, "perf_per_watt", "the previous generation")]


def test_a_match_for_a_named_chip_and_chinese_sameness_are_parity():
    got = _comparisons_with_names("But the ZX-5 accelerator proved a match for the Nvidia H200, the chip it was built "
                                  "to counter. 值得注意的是,XR-7 的计算性能与 NVIDIA H100 相同,只是显存容量增加了 20%。")
    assert got == [(1.0, "performance", None, "NVIDIA H200", None), (1.0, "performance", None, "NVIDIA H100", None)]


def test_close_to_a_chip_with_no_metric_in_its_clause_is_performance_parity_and_never_its_own_subject():
    # "Blackwell B200" is two names of the product compared with: neither is the subject; the chip the sentence
    # named first is
    got = _comparisons_with_names("摩尔线程将华山GPU与英伟达Hopper、Blackwell GPU进行比较,在浮点运算能力方面,"
                                  "华山似乎接近Blackwell B200。")
    assert got == [(1.0, "performance", "Moore Threads 华山", "NVIDIA B200", "about")]
    got = _comparisons_with_names("在浮点运算能力方面,新芯片似乎接近Blackwell B200。")
    assert got == [(1.0, "performance", None, "NVIDIA B200", "about")]


def test_a_chips_stated_performance_in_traditional_chinese_is_performance():
    got = _comparisons_with_names("AMD 也給出了 FP16 與 FP8 的表現,分別是 1.5PF 和 3.0PF,都要比 NVIDIA H200 高出 1.4 倍。")
    assert [(r, m, b) for r, m, _, b, _ in got] == [(1.4, "performance", "NVIDIA H200")]


def test_a_multiple_glued_to_the_word_before_it_is_still_a_multiple_but_never_inside_a_name():
    got = _comparisons_with_names("Blackwell has shown2x performance for pre-training compared to H100, and it can "
                                  "achieve up to15x faster inference than the H100.")
    assert [(r, m, h) for r, m, _, _, h in got] == [(2.0, "performance", None), (15.0, "performance", "up to")]
    assert find_changes("The cluster runs on mi300x nodes and an A100x8 box.") == []


def test_chinese_the_clause_before_a_compared_rise_names_its_measure():
    got = _comparisons_with_names("新卡的FP8精度算力達4,000 TFLOPS,較A100提升6倍。")
    assert got == [(6.0, "performance", None, "NVIDIA A100", None)]


def test_what_each_dollar_buys_is_perf_per_dollar_and_power_words_after_performance_are_per_watt():
    got = _comparisons_with_names("算一笔账:在甲平台每花一美元,获得的性能是乙平台的12倍。"
                                  "新晶片效能功耗較前代產品Trillium提升二倍。")
    assert [(r, m) for r, m, *_ in got] == [(12.0, "perf_per_dollar"), (2.0, "perf_per_watt")]


def test_the_same_price_as_a_model_is_price_parity_and_jiaqian_is_a_price():
    got = _comparisons_with_names("The Lark-3 API is listed at $2.00/1M input tokens, the same price as GPT-4.1.")
    assert got == [(1.0, "price", None, "gpt-4.1", None)]
    got = _comparisons_with_names("以主力模型为例,价钱比行业低98%。")
    assert [(r, m) for r, m, *_ in got] == [(0.02, "price")]


def test_speed_words_after_a_table_of_rates_compare_throughput():
    text = ("| 服务商 | 输出速度（tokens/s） |\n|---|---|\n| 甲云 | 182 |\n| 乙推理 | 96 |\n\n"
            "甲云比乙推理快约 90%。\n\n"
            "1. Fastcloud: 640 tokens/s\n2. Average of five GPU clouds: 205 tokens/s\n\n"
            "Fastcloud ran at roughly three times the speed of that average.")
    assert [(r, m, h) for r, m, h in _comparisons(text)] == [(1.9, "throughput", "about"), (3.0, "throughput", "about")]


def test_a_fraction_a_price_or_bill_is_cut_or_falls_by_is_what_remains():
    assert _comparisons("Kelpie Cloud cut kelpie-32b's output price by a third, the only change in the table.") == \
        [(round(2 / 3, 4), "price", None)]
    assert _comparisons("Harrowmere expects the average customer bill to fall by about a fifth.") == \
        [(0.8, "cost", "about")]
    assert find_changes("Build it with version 1/3.5 of the toolkit.") == []


def test_a_speedup_in_a_named_measure_is_in_that_measure():
    assert _comparisons("Blackwell delivers a 30x speedup in real-time inference throughput over Hopper.") == \
        [(30.0, "throughput", None)]
    assert _comparisons("Blackwell delivers a 30x speedup for agents.") == [(30.0, "performance", None)]


def test_competitive_with_a_chip_is_about_level_but_not_in_memory_bandwidth():
    got = _comparisons_with_names("Cerebras served Llama-70B at over 2,000 tokens/second, competitive with or exceeding "
                                  "Groq's LPU.")
    # (the company heading the sentence is what is level, as the outside labellers name it)
    assert got == [(1.0, "throughput", "Cerebras", "Groq LPU", "about")]
    assert _comparisons("The 3,700 GB/s of memory bandwidth is competitive with the H100's 3,350 GB/s.") == []


def test_a_relative_clause_after_a_flops_figure_compares_that_figure():
    got = _comparisons_with_names("Trainium3 offers up to 2,517 MXFP8 TFLOPS, which is nearly two times lower "
                                  "compared to Nvidia's Blackwell Ultra.")
    assert got == [(0.5, "performance", "AWS Trainium3", "NVIDIA Blackwell Ultra", "nearly")]


def test_the_efficiency_of_producing_tokens_is_performance():
    got = _comparisons("新机架可将生成「令牌」(token)的效率提升10倍。")
    assert got == [(10.0, "performance", None)]


def test_a_chips_gain_over_a_named_chip_is_its_speed():
    got = _comparisons_with_names("The MI355X delivers a 3.1x improvement over the MI325X on Llama 2 70B.")
    assert got == [(3.1, "performance", "AMD Instinct MI355X", "AMD Instinct MI325X", None)]
    # over a model or a thing that is no chip, no metric is guessed
    assert _comparisons("The update brings a 3.1x improvement over the old release.") == []


def test_two_thirds_a_slowdown_and_time_per_output_token():
    assert _comparisons("Corvid cut the price of its flagship API by two thirds this week.") == \
        [(round(1 / 3, 4), "price", None)]
    assert _comparisons("After the driver update the Gaudi 3 shows a 15% slowdown at 2,100 tokens/s.") == \
        [(0.85, "throughput", None)]
    assert _comparisons("The new kernel brings a 62% reduction in time per output token.") == [(0.38, "latency", None)]


def test_what_hardware_sells_for_is_no_price_comparison():
    assert _comparisons("A baseboard kit of eight Gaudi 3 will list at $125,000, roughly two-thirds of what comparable "
                        "platforms cost.") == []


def test_a_chinese_range_of_multiples_a_pruned_models_share_and_a_saving_between_price_plans():
    assert _comparisons("在相同製程下，新晶片通常能實現三至五倍的性能提升。") == []
    assert _comparisons("Results included an 82% throughput boost from a 21% depth-pruned model.") == \
        [(1.82, "throughput", None)]
    assert _comparisons("例如,某云实例预留1年比按需使用节省42%。") == [(0.58, "price", None)]


def test_a_chinese_share_of_a_product_named_with_a_long_modifier_is_of_that_product():
    got = _comparisons_with_names("思元590的效能約為輝達2、3年前的A100晶片的80%。")
    assert got == [(0.8, "performance", "Cambricon MLU590", "NVIDIA A100", "about")]


def test_a_vulgar_fraction_after_a_tilde_is_an_approximate_share():
    assert _comparisons("Regional providers run at 180 tokens/s: expect ~⅓ the TPS shown here for Groq.") == \
        [(round(1 / 3, 4), "throughput", "about")]


def test_no_name_in_the_phrase_a_share_is_of_is_its_subject():
    got = _comparisons_with_names("火山引擎当时表示，这一价格下的综合使用成本只有豆包1.5深度思考模型或DeepSeek R1的三分之一左右。")
    assert [(r, m, s) for r, m, s, _, _ in got] == [(0.3333, "cost", None)]


def test_an_equative_against_a_named_product_is_level_but_not_a_negated_or_multiplied_one():
    got = _comparisons("Nimbus-7B streams at 95 tokens per second, almost as fast as Orca-Mini on the same cards.")
    assert (1.0, "throughput", "about") in got
    assert _comparisons("The older card is cheap, but not as fast as the Z900.") == []
    assert _comparisons("Answers come back as fast as possible.") == []
    assert _comparisons("The Z900 runs twice as fast as the Z800.") == [(2.0, "performance", None)]


def test_matching_a_product_written_with_its_maker_is_parity():
    got = _comparisons("In our runs the Vela V5 matches Nvidia's B200 in raw inference throughput.")
    assert got == [(1.0, "throughput", None)]
    assert _comparisons("The four-card HX server delivers performance comparable to an eight-GPU H200 system.") == \
        [(1.0, "performance", "about")]


def test_a_share_or_multiple_of_another_billing_tier_is_a_price():
    got = _comparisons("Flex requests are billed at 50% of Standard, while Priority requests cost 2x Standard.")
    assert got == [(0.5, "price", None), (2.0, "price", None)]
    assert _comparisons("Interruptible capacity is priced 45% below on-demand.") == [(0.55, "price", None)]


def test_each_bracketed_discount_glosses_its_own_price():
    text = ("夜间时段价格如下：输入（缓存命中）降至0.1元（5折优惠），输入（缓存未命中）降至0.8元（5折优惠），"
            "输出降至3元（同样为5折优惠）。")
    assert _comparisons(text) == [(0.5, "price", None)] * 3


def test_a_column_of_multiples_names_its_metric_and_baseline_in_its_label():
    table = ("| Chip | Tokens per dollar (M) | Perf per dollar vs Z900 |\n|---|---:|---:|\n| Z900 | 4.0 | baseline |\n"
             "| Vela V5 | 5.2 | 1.30x |\n| Orion 3 | 3.6 | 0.90x |\n")
    assert _table_comparisons(table) == [(1.3, "perf_per_dollar", "Vela V5", "Z900"),
                                         (0.9, "perf_per_dollar", "Orion 3", "Z900")]
    # a column that names no metric before "vs" gives no comparison of an unknown metric
    bare = table.replace("Perf per dollar vs Z900", "vs Z900")
    assert [c for c in extract_claims(bare, content_type="text/markdown").claims if c.kind == "comparison"] == []


def test_a_run_rate_and_what_a_company_is_worth_are_no_price_changes():
    assert _comparisons("Northwind is the only one whose disclosed AI run rate ($12B, up 140%) matches its "
                        "$60B+ capex.") == []
    assert _comparisons("It is a nearly threefold jump in the price of the same company within one cycle.") == []


def test_rows_of_shares_named_by_throughput_scenarios_compare_throughput():
    text = ("How the Vela V5 stacked up against NVIDIA's H200 on Llama 2 70B in MLPerf Inference:\n\n"
            "Scenario Vela V5 relative to H200\nOffline 120% (best)\nServer 96%\n")
    assert _comparisons(text) == [(1.2, "throughput", None), (0.96, "throughput", None)]


def test_a_savings_column_counted_per_read_is_each_rows_saving_on_the_base_price():
    table = ("| Model | Base Input | Cache Read | Savings per Read |\n|---|---|---|---|\n"
             "| Opus 4.6 | $5/MTok | $0.50/MTok | 90% |\n| Haiku 4.5 | $1/MTok | $0.10/MTok | 90% |\n")
    assert _table_comparisons(table) == [(0.1, "price", "claude-opus-4-6", "Base Input"),
                                         (0.1, "price", "claude-haiku-4-5", "Base Input")]


def test_faster_in_a_list_under_a_table_of_measured_rates_compares_those_rates():
    text = ("| Engine | GPU | Throughput (tokens/s) |\n|---|---|---|\n| fastserve | A100 | 9,800 |\n"
            "| slowserve | A100 | 7,000 |\n\n### Key insights\n\n- **40% faster** than slowserve on the A100\n")
    assert (1.4, "throughput", None) in _comparisons(text)


def test_multiples_and_shares_of_a_chips_score_in_a_throughput_scenario():
    text = ("In this MLPerf Inference round the Vela V5 tied the NVIDIA B200 on Llama 2 70B Offline and reached 1.3x "
            "the B200 in the Server scenario. TV-8X, our 8-GPU node, delivered 90,000 tokens/s in Offline: 104% of "
            "the best H200 result in Offline. It is also 2.5x our MI325X result from the previous round.")
    got = _comparisons(text)
    assert got == [(1.0, "throughput", None), (1.3, "throughput", None), (1.04, "throughput", None),
                   (2.5, "throughput", None)]
    # "TV-8X" names the node: no 8x anywhere
    assert all(ratio != 8.0 for ratio, _, _ in got)


def test_a_market_move_in_a_clause_naming_no_product_is_no_comparison():
    text = ("- The spending news set off a weeklong selloff that erased $900 billion in market value, with Northwind "
            "down about 12% for the week and Acme off roughly 6%.")
    assert _comparisons(text) == []
    # a clause that names a metric still compares ("其中游戏性能飙升了 15 倍" beside 市值)
    assert _comparisons("该公司市值一度达到4000亿元，今天发布新一代架构，其中推理性能提升了 3 倍。") == [(3.0, "performance", None)]


def test_a_cost_discount_is_a_price_change_and_a_speedup_near_rates_is_throughput():
    assert _comparisons("Batch processing gives a 50% cost discount on nimbus-lite.") == [(0.5, "price", None)]
    got = _comparisons("Decode reached 109.3 tok/s on the Vela V5, up from 85.4 tok/s. The kernel fusion alone "
                       "delivered a 1.28x speedup.")
    assert (1.28, "throughput", None) in got


def test_a_stock_market_gain_in_chinese_is_no_comparison():
    text = "受业绩影响，该公司港股在2月21日大涨14.56%。今年以来，其港股累计涨幅已超过65%，其中2月份的涨幅高达54%。"
    assert _comparisons(text) == []


def test_a_chinese_speed_up_next_to_measured_rates_compares_them():
    text = "新版本支持更长的上下文，并实现 15% 加速（每秒最多 28 个 token）。"
    assert _comparisons(text) == [(1.15, "throughput", None)]


def test_each_column_of_multiples_compares_in_the_metric_its_own_label_names():
    table = ("| Chip | Throughput vs Z900 | Perf/W vs Z900 | Cost per 1M tokens vs Z900 |\n|---|---|---|---|\n"
             "| Vela V5 | 2.4x | 1.9x | 0.45x |\n")
    assert [row[:2] for row in _table_comparisons(table)] == [(2.4, "throughput"), (1.9, "perf_per_watt"), (0.45, "cost")]


def test_the_size_of_a_fall_named_before_its_figure_is_no_share_left():
    # "降幅为85%" is a fall of 85% (0.15 of the old price), not a price of 85% of it
    got = _comparisons("以输入价格为例，青岚-turbo的降幅为85%；青岚-plus和青岚-max的输入价格降幅分别为80%和50%。")
    assert [ratio for ratio, metric, _ in got if metric == "price"] == [0.15, 0.2, 0.5]


def _chinese_parity(text: str) -> list[tuple]:
    result = extract_claims(text, content_type="text/plain", published=dt.date(2026, 11, 20))
    return [(float(c.ratio), c.metric, c.hedge, c.baseline, c.organization)
            for c in result.claims if c.kind == "comparison"]


def test_chinese_words_of_parity_with_a_rival_chip():
    # 直逼 (closing in on) is parity hedged 'about'; the rival's maker is not the claim's organization
    assert _chinese_parity("测试显示，昇腾910B在性能上直逼英伟达的A100。") == \
        [(1.0, "performance", "about", "NVIDIA A100", "Huawei")]
    # 相媲美 with no metric named: the chips are equals in what they do; the rival's maker is nobody's organization here
    assert _chinese_parity("业内人士认为，国产芯片可以与英伟达的 H20 相媲美。") == \
        [(1.0, "performance", None, "NVIDIA H20", None)]
    # the metric named in the clause still decides
    assert _chinese_parity("该加速卡的价格与H20相当。")[0][:2] == (1.0, "price")


def test_faster_in_a_throughput_scenario_named_later_in_the_sentence_is_throughput():
    got = _comparisons("The Q9 is just 8% faster while the R4 is 15% faster than the Corvane VX-40 in Server "
                       "throughput benchmarks.")
    assert [(ratio, metric) for ratio, metric, _ in got] == [(1.08, "throughput"), (1.15, "throughput")]
    # with no throughput named, "faster" stays performance
    assert _comparisons("The Q9 is just 8% faster than the Corvane VX-40.")[0][:2] == (1.08, "performance")


def test_a_column_of_signed_changes_named_for_a_measure():
    table = ("| Model | EngineA Peak | EngineB Peak | EngineA TTFT | EngineB TTFT | Throughput Winner | Latency Winner |\n"
             "|---|---|---|---|---|---|---|\n"
             "| Wren 3B | 2,100 tok/s | 2,940 tok/s | 9.1 ms | 88.0 ms | EngineB (+40%) | EngineA (-90%) |\n")
    got = sorted(_table_comparisons(table))
    assert got == [(0.1, "latency", "EngineA", "EngineB"), (1.4, "throughput", "EngineB", "EngineA")]


def test_a_bare_gain_column_after_two_engines_speeds():
    table = ("吞吐量(Tokens/Sec)\n\n| 场景 | 甲引擎(FP8) | 乙引擎(FP8) | 提升幅度 |\n|---|---|---|---|\n"
             "| 短文本 | 10,000 | 12,500 | +25% |\n")
    assert _table_comparisons(table) == [(1.25, "throughput", "乙引擎", "甲引擎")]
    # the same gain in a table of no measured speeds says nothing of what it is a gain in
    assert _table_comparisons(table.replace("吞吐量(Tokens/Sec)", "测试结果")) == []


def test_a_gain_on_a_benchmark_is_a_gain_in_performance():
    got = _comparisons("通过软件优化，Q9在Llama 2 70B基准测试中取得了14%的显著提升。")
    assert got == [(1.14, "performance", None)]


def test_a_change_in_brackets_after_two_named_times_compares_those_times():
    result = extract_claims("- Long prompts: EngineA 1.4s vs EngineB 1.05s (25% lower)\n- 短文本: EngineA 90ms vs EngineB 72ms(降低20%)",
                            content_type="text/plain")
    got = sorted((float(c.ratio), c.metric, c.subject, c.baseline) for c in result.claims if c.kind == "comparison")
    assert got == [(0.75, "latency", "EngineB", "EngineA"), (0.8, "latency", "EngineB", "EngineA")]


def test_a_multiple_of_a_benchmarks_score_on_an_mlperf_page_is_throughput():
    page = ("MLPerf Inference results are out. Corvane reports a 2.4-fold performance boost over its VX-30 on "
            "Llama 2 70B. Its VX-40 outperformed the H100 by close to 2x.")
    got = _comparisons(page)
    assert (2.4, "throughput", None) in got
    # no benchmark named in the clause: the chip's speed, in no measure the page names
    assert (2.0, "performance", "nearly") in got
    # the same sentence on a page about no MLPerf round stays performance
    assert (2.4, "performance", None) in _comparisons(page.replace("MLPerf Inference results are out. ", ""))


def test_a_cut_to_a_chips_rental_rate_is_a_price_change_but_a_node_priced_per_gpu_is_none():
    assert _comparisons("- Harrowgate cut its H100 rate 16% from $2.50/hr, its second cut since October.") == \
        [(0.84, "price", None)]
    assert _comparisons("A full 8x H200 node lists at $24.80 an hour; that is simply eight times the per-GPU rate.") == []


def test_shares_of_a_billing_tier_and_savings_against_on_demand_are_price():
    got = _comparisons("- Batch = 50% of standard\n- Three-year reservations save up to 32% against on-demand.")
    assert (0.5, "price", None) in got and (0.68, "price", "up to") in got


def test_a_models_price_stated_equal_to_another_models_in_chinese():
    assert _chinese_parity("Kimi K2 的价格和 DeepSeek-R1 的标准价完全相同。")[0][:2] == (1.0, "price")
    # a model's equal in no price named is no claim
    assert _chinese_parity("Kimi K2 的能力和 DeepSeek-R1 相当。") == []


def test_a_share_of_a_rivals_result_in_a_throughput_scenario_with_its_maker_named():
    got = _comparisons("The nine-node MI355X system reached 92% of NVIDIA's GB300 NVL72 result in Offline.")
    assert got == [(0.92, "throughput", None)]


def test_a_table_of_measures_by_row_with_arrowed_changes_per_engine():
    table = ("| 指标 | EngineA | EngineB | EngineC |\n|---|---|---|---|\n"
             "| 吞吐量(Tokens/s) | 180 (短序列) | 207 (短序列) ↑15% | 35 (CPU) |\n"
             "| 首Token延迟(TTFT) | 50ms | 40ms ↓20% | 120ms |\n")
    assert sorted(_table_comparisons(table)) == [(0.8, "latency", "EngineB", "EngineA"),
                                                 (1.15, "throughput", "EngineB", "EngineA")]
    results = {float(c.value) for c in extract_claims(table, content_type="text/markdown").claims if c.kind == "benchmark"}
    assert results == {180.0, 207.0, 35.0}


def test_the_least_and_the_most_of_a_spread_are_no_ratio():
    assert _comparisons("对比上一代，离线测试的提升少则1.8倍,多则可达4.5倍。") == []


def test_a_tests_requirements_and_a_worked_billing_example_are_no_comparisons():
    assert _comparisons("This test has stricter latency requirements, with the time to first token reduced by 4.4 "
                        "times and the time per output token reduced by 5 times.") == []
    assert _comparisons("For 30 minutes of usage, you will be charged half the hourly price.") == []


def test_chinese_shares_of_a_rivals_level_shrinkage_and_the_about_equal_sign():
    assert _chinese_parity("测试显示，昇腾910B可以达到 A100 的 80% 水平。")[0][:2] == (0.8, "performance")
    assert _chinese_parity("特供版H20性能缩水70%。")[0][:2] == (0.3, "performance")
    assert _chinese_parity("实测来看，910B ≈ A100。")[0][:3] == (1.0, "performance", "about")
    # an ordering is no comparison; a price level stays a price
    assert _chinese_parity("实测来看，910B > A100。") == []
    assert _chinese_parity("价格水平降低了20%。")[0][:2] == (0.8, "price")


def test_bracketed_discounts_after_each_price_stand_beside_the_offers_general_cut():
    text = ("优惠时段，青岚-chat将降至原价的50%。具体价格如下：百万tokens输入(缓存命中)降至0.25元(5折优惠)，"
            "百万tokens输出降至4元(同样为5折优惠)。")
    assert [ratio for ratio, metric, _ in _comparisons(text) if metric == "price"] == [0.5, 0.5, 0.5]


def test_a_multiple_after_two_times_that_agree_with_it_is_the_first_times_share():
    got = _comparisons("指标 EngineA EngineB 性能提升\nMedian TTFT 32.00ms 100.00ms 3.125倍")
    assert got == [(0.32, "latency", None)]


def test_multiples_of_a_base_price_per_billed_item_are_price():
    got = _comparisons("The caching system applies three multipliers: 1.25× for 5-minute cache writes, 2× for 1-hour "
                       "writes, and 0.1× for cache reads.")
    assert [(ratio, metric) for ratio, metric, _ in got] == [(1.25, "price"), (2.0, "price"), (0.1, "price")]


def test_a_gain_row_under_two_versions_rows_compares_the_later_with_the_earlier():
    table = ("- Reported metric: output throughput in tokens/s\n\n| Engine | H200 (TP1) | MI300X (TP1) |\n|---|---|---|\n"
             "| Wren 0.8 | 2,000 | 1,600 |\n| Wren 0.9 | 2,500 | 2,000 |\n| Gain | +25% | +25% |\n")
    assert _table_comparisons(table) == [(1.25, "throughput", "Wren 0.9", "Wren 0.8")] * 2


def test_a_chinese_percent_discount_read_as_the_share_the_page_writes_as_zhe():
    page = ("用户分类与折扣说明\n院内用户 (Internal)\n60% 折扣\n\n| 资源类型 | 院内价 (6折) | 标准价 |\n|---|---|---|\n"
            "| GPU | ¥ 3.00 | ¥ 5.00 |\n")
    got = [(float(c.ratio), c.metric) for c in extract_claims(page, content_type="text/markdown").claims
           if c.kind == "comparison"]
    assert got and all(ratio == 0.6 for ratio, _ in got)   # never 0.4: the page's own 6折 says what 60% means


def test_a_speedup_column_beside_two_columns_of_rates_and_a_saving_named_for_what_it_is_on():
    table = ("| Benchmark | Wren v5.1 | Wren v6.0 | Speedup |\n|---|---|---|---|\n"
             "| Llama 2 70B (Server) | 2,900 tokens/sec/gpu | 8,120 tokens/sec/gpu | 2.8x |\n")
    assert _table_comparisons(table) == [(2.8, "throughput", "Wren v6.0", "Wren v5.1")]
    savings = ("| Model | Standard Input | Cache Read | Savings vs Standard |\n|---|---|---|---|\n"
               "| wren-large | $3.00/M | $0.30/M | 90% on reads |\n")
    assert [(ratio, metric) for ratio, metric, _, _ in _table_comparisons(savings)] == [(0.1, "price")]


def test_a_multiple_of_a_measured_rate_is_throughput():
    assert _comparisons("The new system reportedly more than doubles the 1,038 t/s achieved by a DGX B200.") == \
        [(2.0, "throughput", "more than")]


def test_a_share_of_a_rival_written_with_traditional_only():
    assert _chinese_parity("H20 的綜合算力僅 H100 的 20% 左右。") == [(0.2, "performance", "about", "NVIDIA H100", "NVIDIA")]
