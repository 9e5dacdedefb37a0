"""Classes of error found on the twentieth wave of outside sets (2026-12-07, issue 9). Each is pinned on text
written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

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
