"""Classes of error found on the twenty-seventh wave of outside sets (2026-12-07, seventh session, issue 9), and on the
comparison misses all earlier outside sets share. Each is pinned on text written for these tests in the form the
outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from extractors.numbers import find_changes
from tests.claim_helpers import claims_of_kind as _kind


def _compared(text: str, content_type: str = "text/plain") -> list[tuple[Decimal, str]]:
    return sorted((c.ratio, c.metric) for c in _kind(text, "comparison", content_type))


def test_a_change_beside_prices_and_nothing_else_is_a_price_change() -> None:
    assert _compared("Sparrow-3 lists at $1.20 per million input tokens — 4x the rate of Finch-1.") == [
        (Decimal(4), "price")]
    # ("half" is as often a verb: "halve the utilisation", and is left unread here)
    assert _compared("Now halve the batch size and the same hour buys 1.9 million tokens, about $0.81 per million.") == []


def test_a_change_beside_measured_rates_and_nothing_else_is_a_throughput_change() -> None:
    text = "Best config: INT4 weights with chunked prefill (2,310.5 tok/s, +37.2% vs baseline)."
    assert _compared(text) == [(Decimal("1.372"), "throughput")]


def test_the_sole_measure_is_only_read_where_the_change_is_no_count_time_or_own_peak() -> None:
    # a count of cards, a count of events, a share of its own peak, a count of calls and a latency clause
    assert _compared("H100 (8x bundle) $21.90/hr, spot $9.10/hr.") == []
    assert _compared("Brightline rents them at $1.95/hr per GPU but our jobs were preempted twice in a week.") == []
    assert _compared("At c=512 the Pallas-34B run dips (~1,210 tok/s, roughly half of peak) from scheduling.") == []
    assert _compared("模型API价格降至0.001元/千tokens，半年过去，日均调用数量已增长超过8倍。") == []
    text = "同等吞吐下(约800tokens/s),新版本的TPOT为41ms,旧版本为97ms,降低了58%。"
    assert (Decimal("0.42"), "throughput") not in _compared(text)


def test_multiples_labelled_with_their_setting_in_brackets_are_a_list_of_changes() -> None:
    text = ("Figure 2: Chat throughput (TPS) for Wren-Draft vs plain decoding across batch sizes. The speedup ratios "
            "are: 1.62x (c=1), 1.41x (c=4), 1.18x (c=16), and 1.04x (c=64).")
    assert _compared(text) == [(Decimal("1.04"), "throughput"), (Decimal("1.18"), "throughput"),
                               (Decimal("1.41"), "throughput"), (Decimal("1.62"), "throughput")]


def test_a_multiple_after_an_equals_sign_compared_by_name_is_stated_not_worked() -> None:
    assert _compared("31 tok/s = 2.4x faster than Mistral 7B") == [(Decimal("2.4"), "throughput")]
    # a factor of a formula stays none, and so does the last link of a chain of worked values
    assert _compared("total = 2x (prefill + decode) tokens") == []
    assert _compared("Prefill at 90 tok/s = 11.1s TTFT = 85% of latency = ~6x slower than ollama end-to-end.") == []


def test_tokens_per_gigawatt_is_performance_per_watt() -> None:
    text = "The Kestrel rack delivers 120× more tokens per gigawatt than Hopper (H200)."
    assert _compared(text) == [(Decimal(120), "perf_per_watt")]


def test_more_tokens_made_than_a_rival_is_throughput_but_tokens_spent_are_no_comparison() -> None:
    assert _compared("The Osprey card delivers 2.6x more tokens than comparable GPU racks at the same power.") == [
        (Decimal("2.6"), "throughput")]
    assert _compared("Kestrel-R uses 4x more tokens than Kestrel-3 on the same coding task.") == []


def test_a_slashed_list_of_shares_after_the_first_share_are_shares_too() -> None:
    text = "该模型的价格约是Finch-5对应定价的2.1%/4.2%和4.4%。"
    assert _compared(text) == [(Decimal("0.021"), "price"), (Decimal("0.042"), "price"), (Decimal("0.044"), "price")]


def test_a_processor_model_number_is_no_multiple() -> None:
    assert [c.factor for c in find_changes("My old box was a 7950X on X670 with 2x3090 and it idled at 180W.")] == []
    assert _compared("The Wisp-9 chip is 1000X faster than a CPU on sparse kernels.") == [(Decimal(1000), "performance")]


def _results(text: str) -> list[Decimal]:
    return sorted(c.value for c in _kind(text, "benchmark"))


def test_a_listing_or_funding_round_price_move_is_no_price_comparison() -> None:
    assert _compared("Its shares first changed hands at HK$118.20, up 37.5 per cent from the initial public offering "
                     "price of HK$86.") == []
    assert _compared("今年以来，该股涨幅86.21%。") == []
    assert _compared("文件显示，该公司拟以11.2美元的价格进行C-1轮融资，比C轮价格19.6美元下降了42.86%。") == []
    # a price round of a model maker stays a price change
    assert _compared("DeepSeek 第二轮降价后，API 价格下降了50%。") == [(Decimal("0.5"), "price")]


def test_goals_written_as_key_results_job_duties_or_plans_are_no_claims() -> None:
    assert _results("KR2: reach 4,000 tokens/s per node on the 70B tier (target)") == []
    assert _compared("KR1: halve cost per million tokens served by end of Q3 (goal)") == []
    assert _compared("What you'll do: help us double throughput per node, cut p99 latency in half.") == []
    assert _compared("一家头部厂商透露，计划明年把推理成本再砍一半。") == []
    assert _compared("我觉得明年价格可能还会再降一半，不过谁也说不准。") == []


def test_a_speed_supposed_of_any_model_is_no_result() -> None:
    assert _results("If a model runs at 12 tok/s, it writes about 9 words every second.") == []
    assert _results("On my 4090, Llama 3 8B runs at 120 tok/s.") == [Decimal(120)]


def test_half_the_story_is_an_idiom() -> None:
    assert _compared("When comparing APIs, the cheapest line on a price page is often only half the story.") == []


def test_a_difference_column_of_named_signed_changes_over_times_is_latency() -> None:
    text = ("| Concurrent Users | Rill | Cinder | Difference |\n|---|---|---|---|\n"
            "| 20 | 12.4s | 10.9s | Cinder -12% |\n| 200 | 66.0s | 90.2s | Rill -27% |\n")
    got = sorted((c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", "text/markdown"))
    assert got == [(Decimal("0.73"), "latency", "Rill", "Cinder"), (Decimal("0.88"), "latency", "Cinder", "Rill")]


def test_the_size_of_a_gap_is_no_share() -> None:
    assert _compared("在游戏性能上，Arc-7 与 Arc-9 虽有差距，但数据显示仅为4%。") == []
    assert _compared("它的价格仅为Finch-5的4%。") == [(Decimal("0.04"), "price")]


def test_a_rate_of_change_per_year_is_a_comparison_but_a_trend_kept_up_is_not() -> None:
    assert _compared("Serving costs for a fixed quality level drop about 70% each year.") == [(Decimal("0.3"), "cost")]
    assert _compared("The cost per token for comparable models has shrunk roughly 8× each year.") == [
        (Decimal("0.125"), "cost")]
    assert _compared("Compute per chip keeps doubling every year.") == []


def test_a_resellers_sale_price_level_with_the_makers_site_is_a_price_parity() -> None:
    assert _compared("云舟的售价与澜汐官网一致。") == [(Decimal(1), "price")]
    # a card's shop price is still no claim
    assert _compared("RTX 6090 售价与 5090 相同。") == []


def test_a_chip_that_came_close_to_a_named_chip_is_about_level() -> None:
    got = [(c.ratio, c.metric, c.hedge, c.baseline)
           for c in _kind("In that round, Gaudi came surprisingly close to Nvidia's Hopper.", "comparison")]
    assert got == [(Decimal(1), "performance", "about", "NVIDIA Hopper")]
    text = "The B200 posted 10,120 tokens/s. These results are similar to those delivered by four H100 GPUs."
    assert _compared(text) == [(Decimal(1), "throughput")]
    assert _compared("The new model came close to GPT-4o on reasoning.") == []


def test_a_list_item_takes_the_measure_of_a_label_line_above_it() -> None:
    text = ("- Main results\n- Decoding throughput (Figure 4(a))\n- Wren-MoE vs baselines:\n"
            "- Dense models: up to 2.1× higher decoding throughput over vLLM.\n"
            "- Scaled MoE (multi-node): 5.4× over vLLM and 1.7× over SGLang.\n")
    assert _compared(text) == [(Decimal("1.7"), "throughput"), (Decimal("2.1"), "throughput"),
                               (Decimal("5.4"), "throughput")]
    # a line that is a sentence of its own names no measure for the items after it
    text = ("1. 价格展望：预计明年租金可能跌破当前水平的七成，具体取决于供给节奏。\n"
            "2. 调用量：国内大模型日均 token 调用量较年初增长约 3 倍。\n")
    assert _compared(text) == []


def test_throughput_per_unit_power_and_per_cost_are_efficiency_measures() -> None:
    text = "Wren-MoE achieves 1.6× (decoding) and 1.5× (end-to-end) higher throughput per unit power."
    assert (Decimal("1.5"), "perf_per_watt") in _compared(text)
    assert _compared("Splitting experts onto L40S yields up to 1.4× throughput per cost versus H20 baselines.") == [
        (Decimal("1.4"), "perf_per_dollar")]


def test_prices_lowered_to_a_share_are_that_share_not_a_cut_by_it() -> None:
    assert _compared("部分模型永久降价至原价的 2%。") == [(Decimal("0.02"), "price")]
    assert _compared("Sable-3 cut prices, with cache-hit input dropping to 25% of Sable-2's cost and output prices "
                     "to 22%.") == [(Decimal("0.22"), "price"), (Decimal("0.25"), "price")]
    assert [(c.factor, c.form) for c in find_changes("极低的缓存命中价格（Finch-4 输入价格的 0.6%）可降低成本")] == [
        (Decimal("0.006"), "to_share")]


def test_ranges_laws_supposed_cases_and_sales_are_no_comparisons() -> None:
    assert _compared("Each year the same quality of work costs somewhere between one-fifth and one-tenth the cost.") == []
    assert _compared("Moore's Law says the number of transistors on a chip will double every two years.") == []
    assert _compared("If utilization drops by half, the cost per token doubles even though the rent did not change.") == []
    assert _compared("That was a faster increase than the 64 per cent anticipated by analysts.") == []
    assert _compared("晶圆报价方面，某代工厂比台积电便宜30%。") == []
    # a wafer-scale chip is still a chip
    assert _compared("The wafer-scale systems run roughly 8x faster than a median GPU endpoint.") == [
        (Decimal(8), "performance")]


def test_a_table_with_one_dash_separators_and_a_percent_column_is_read() -> None:
    text = ("Increase the decode speed of Tern-7B on Intel GPUs.\n"
            "    |GPU|Base tokens/s|Increased tokens/s|Percent|\n    |-|-|-|-|\n"
            "    |Arc A770|40|52|+30%|\n    |Flex 170|38|49|+29%|\n")
    got = sorted((c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", "text/markdown"))
    assert got == [(Decimal("1.29"), "throughput", "Increased", "Base"), (Decimal("1.3"), "throughput", "Increased", "Base")]
    assert sorted(c.value for c in _kind(text, "benchmark", "text/markdown")) == [38, 40, 49, 52]


def test_a_speed_up_column_written_in_two_words_holds_multiples() -> None:
    text = ("| Model | branch | Median(s/token) | speed up |\n| --- | --- | --- | --- |\n"
            "| FP16 | main | 0.0383 | 1x |\n| INT4 | fast | 0.0290 | 1.32x |\n")
    assert _compared(text, "text/markdown") == [(Decimal("1.32"), "performance")]


def test_n_fold_falls_pointing_back_at_prices_are_price_cuts() -> None:
    text = "折扣幅度显著：输入从每百万 token 1.50 美元降至 0.15 美元，输出从 6 美元降至 0.30 美元，分别约为 10 倍和 20 倍的降幅。"
    assert _compared(text) == [(Decimal("0.05"), "price"), (Decimal("0.1"), "price")]


def test_sides_named_as_a_pair_before_a_slashed_pair_of_amounts_are_input_then_output() -> None:
    got = sorted((c.amount, c.token_type) for c in _kind("百万tokens输入/输出价格仅为0.3美元/1.8美元。", "price"))
    assert got == [(Decimal("0.3"), "input"), (Decimal("1.8"), "output")]


def test_a_placeholder_models_price_in_an_example_table_is_no_price() -> None:
    text = ("| Model | Input | Output |\n|---|---|---|\n| Model A (Balanced) | $0.40 / Million tokens | "
            "$1.20 / Million tokens |\n| Model B (Premium) | $8.00 / Million tokens | $24.00 / Million tokens |\n")
    assert _kind(text, "price", "text/markdown") == []
    text = ("| Model | Input | Output |\n|---|---|---|\n| GPT-4o | $2.50 / Million tokens | $10.00 / Million tokens |\n")
    assert sorted(c.amount for c in _kind(text, "price", "text/markdown")) == [Decimal("2.5"), Decimal(10)]


def test_a_change_in_a_table_row_takes_the_measure_of_the_rows_prices() -> None:
    text = ("| | Old (Finch-2) | New (Finch-3) | Savings |\n|---|---|---|---|\n"
            "| Input tokens | $2.00 / million | $0.80 / million | 60% reduction |\n")
    assert _compared(text, "text/markdown") == [(Decimal("0.4"), "price")]
    # a bracketed count of cards beside a rent is no multiple of it
    assert _compared("| Machine | Rent |\n|---|---|\n| AMD MI300X (8x) | $15.92 per hour |\n", "text/markdown") == []
