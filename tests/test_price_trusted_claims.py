"""Price classes of issue 9's trusted-claims round (real pages, blind11/blind13), each on text written for
these tests: per-second GPU prices, totals worked out from stated prices, unit-less price tables, …"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from extractors.pipeline import extract_claims

PUBLISHED = dt.date(2026, 11, 20)


def _prices(text: str, content_type: str = "text/plain") -> list:
    result = extract_claims(text, content_type=content_type, document_id="t", published=PUBLISHED)
    return [c for c in result.claims if c.kind == "price"]


def _hourly(text: str) -> dict:
    return {(c.subject, c.amount) for c in _prices(text) if c.unit == "per_gpu_hour"}


# --------------------------------------------------------------------------- per-second and per-minute prices

def test_per_second_gpu_price_is_converted_to_the_hour_never_read_as_hourly():
    text = ("Quick numbers for the three hosts we tried.\n"
            "- Kestrel H200: $0.00125/sec while a container runs.\n"
            "- Birchwood L40S: $0.0305 per minute of GPU time.\n")
    hourly = _hourly(text)
    assert ("NVIDIA H200", Decimal("4.5")) in hourly
    assert ("NVIDIA L40S", Decimal("1.83")) in hourly
    assert not any(amount < 1 for _, amount in hourly)


def test_per_second_restatement_of_an_hourly_price_is_one_claim():
    text = "Kestrel lists the H200 at $4.50/hr, billed as $0.00125/sec of runtime.\n"
    prices = [c for c in _prices(text) if c.unit == "per_gpu_hour"]
    assert [c.amount for c in prices] == [Decimal("4.5")]


def test_per_minute_price_of_audio_is_no_gpu_price():
    text = "Transcription costs $0.006 per minute of audio, and the H100 rents at $2.40/hr.\n"
    hourly = _hourly(text)
    assert hourly == {("NVIDIA H100", Decimal("2.4"))}


# --------------------------------------------------------------------------- worked-out totals

WORKED = """Caching maths for a support desk
A cache read costs $0.30 per million tokens on the Vireo-2 model, against $3.00 per million tokens for fresh input.
For 20,000 tickets a day that share a 25,000-token preamble, the preamble bill falls from $1,500 to $160.
With caching alone, that drops to $420.
"""


def test_totals_of_a_worked_example_are_not_prices():
    amounts = {c.amount for c in _prices(WORKED)}
    assert Decimal("0.3") in amounts and Decimal("3") in amounts
    assert not amounts & {Decimal(1500), Decimal(160), Decimal(420)}


# --------------------------------------------------------------------------- unit-less tables run into a paragraph

FLATTENED = ("## Overview Token billing splits input from output. ## Reference Rates (Late 2026) | Model | "
             "Input ($ / M tokens) | Output ($ / M tokens) | Ratio | |---|---|---|---| | Claude Sonnet 4.6 | 3 | 15 | 5× | "
             "| Mistral Large 3 | 2 | 6 | 3× | Most vendors keep output at three to five times input. ## Modifiers\n")


def test_pipe_table_inside_a_paragraph_is_read_as_a_table():
    from extractors.tables import normalise_pipe_tables
    lines = normalise_pipe_tables(FLATTENED, lone_rows=True).split("\n")
    assert "Claude Sonnet 4.6 | 3 | 15 | 5×" in lines
    assert any(line.startswith("Most vendors keep output") for line in lines)


def test_unit_less_cells_of_a_flattened_table_take_the_header_unit():
    found = {(c.subject, c.amount, c.token_type) for c in _prices(FLATTENED, "text/markdown")}
    assert ("claude-sonnet-4-6", Decimal(3), "input") in found
    assert ("claude-sonnet-4-6", Decimal(15), "output") in found
    assert any(amount == Decimal(6) and token_type == "output" for _, amount, token_type in found)
    assert not any(amount == Decimal(5) for _, amount, _ in found)  # "5×" is a multiple, not a price


# --------------------------------------------------------------------------- the seller named in the price's own clause

SELLERS = """Rental snapshot
Counting providers is easy: Three GPU generations are on offer today.
- Kestrel lists H200 at $4.10/hr; Brambleway lists H200 at $4.65/hr.

| Dimension | Kestrel | Brambleway |
|---|---|---|
| Service model | Containers billed by the second | Dedicated virtual machines |
| Listed L40S price | $1.70/hr | $2.05/hr |
"""


def test_each_clause_names_its_own_seller_and_a_count_is_no_provider():
    found = {(c.amount, c.organization) for c in _prices(SELLERS, "text/markdown")}
    assert (Decimal("4.1"), "Kestrel") in found
    assert (Decimal("4.65"), "Brambleway") in found
    assert not any(org == "Three GPU" for _, org in found)


def test_a_table_column_headed_by_a_seller_gives_its_cells_that_seller():
    found = {(c.amount, c.organization) for c in _prices(SELLERS, "text/markdown")}
    assert (Decimal("1.7"), "Kestrel") in found
    assert (Decimal("2.05"), "Brambleway") in found


# --------------------------------------------------------------------------- Chinese ranges and lowered prices

def test_a_chinese_range_with_dao_is_no_price_and_a_lowered_price_is_current():
    text = ("此前，一位分析师撰文表示，单张H100的租赁价格降至大约3美元/小时。\n"
            "业内人士认为，6到9美元/小时更能代表主流平台的价格水平。\n")
    found = {(c.amount, c.condition) for c in _prices(text)}
    assert (Decimal(3), None) in found
    assert not any(amount in (Decimal(6), Decimal(9)) for amount, _ in found)


def test_a_discount_bound_to_a_clock_window_is_off_peak():
    text = ("Model | vireo-chat\n"
            "DISCOUNT PRICE (UTC 16:30-00:30) 1M INPUT TOKENS | $0.05\n")
    from extractors.rules.conditions import _CONDITIONS
    off_peak = dict(_CONDITIONS)["off-peak"]
    assert off_peak.search("DISCOUNT PRICE (UTC 16:30-00:30)")
    assert not off_peak.search("a discount price of $0.05")


def test_a_bracketed_slash_pair_after_a_model_is_input_then_output():
    text = ("Gemini 2.5 Pro at $1.25/MTok input + $10/MTok output undercuts Claude Opus 4.1 ($15/$75) on most "
            "non-coding tasks.\n")
    found = {(c.amount, c.token_type) for c in _prices(text)}
    assert (Decimal(15), "input") in found and (Decimal(75), "output") in found
    assert (Decimal(10), "output") in found


def test_an_amount_given_as_an_example_of_a_kind_of_billing_is_no_price():
    assert _prices("传统模型API调用按量计费(如每千token 0.1元),包月模式下成本更低。") == []
    assert _prices("Some APIs bill per token (for example, $0.10 per million input tokens), others per request.") == []
    # a price the sentence states is still one
    assert [(c.amount, c.token_type) for c in _prices("Nimbus-Lite costs $0.10 per million input tokens.")] == [
        (Decimal("0.1"), "input")]


def _price_rows(text: str, content_type: str = "text/plain") -> list[tuple]:
    return [(c.amount, c.currency, c.unit, c.token_type, c.condition, c.subject) for c in _prices(text, content_type)]


def test_yen_signs_on_a_page_priced_in_yen_and_dot_leaders_between_labels_and_prices():
    text = ("Hanami Cloud AI Platform: prices in Japanese yen (JPY, tax excluded)\n\n"
            "Model: hanami-chat-2\n  Input ............ ¥80 per 1M tokens\n  Output ........... ¥320 per 1M tokens\n")
    assert [(a, cur, t) for a, cur, _, t, _, _ in _price_rows(text)] == [
        (Decimal("80"), "JPY", "input"), (Decimal("320"), "JPY", "output")]
    # a yuan page keeps its ¥ as the yuan
    assert {cur for _, cur, *_ in _price_rows("模型 kite-3 输入 ¥2 每百万 tokens，输出 ¥8 每百万 tokens（人民币）。")} == {"CNY"}


def test_cache_hit_input_glued_and_a_traditional_lowered_price():
    got = _price_rows("标准时段价格：kite-3 输入 2 元/百万tokens，缓存命中输入 0.5 元/百万tokens，输出 8 元/百万tokens。")
    assert [(a, t) for a, _, _, t, _, _ in got] == [(Decimal("2"), "input"), (Decimal("0.5"), "cached_input"),
                                                    (Decimal("8"), "output")]
    got = _price_rows("自 12 月 1 日起，kite-3 每百萬 tokens 輸出價格由新台幣 192 元調降為 120 元。")
    assert [(a, cur, c) for a, cur, _, _, c, _ in got] == [(Decimal("192"), "TWD", "previous"),
                                                          (Decimal("120"), "TWD", None)]


def test_an_annual_term_column_of_hourly_rates_is_a_reservation_with_its_term():
    text = ("某云 GPU 云主机价格（单卡每小时，人民币元）\n\n加速卡 | 按量付费 | 包年（1年） | 包3年\n"
            "H20 | 9.80 | 7.10 | 5.60\n")
    assert [(a, c) for a, _, _, _, c, _ in _price_rows(text)] == [
        (Decimal("9.8"), None), (Decimal("7.1"), "reserved-1y"), (Decimal("5.6"), "reserved-3y")]


def test_training_tokens_what_an_amount_buys_and_rack_hours_are_no_prices():
    text = ("Fine-tuning (kite-small)\nTraining\n$3.00 per 1M training tokens\n\n"
            "按未命中缓存计，1 元约可购买 125 万 tokens 的 kite 输入。\n\n"
            "Whole GB200 NVL72 racks are available on request from $410 per rack-hour.")
    assert _prices(text) == []


def test_an_hourly_rate_given_against_another_after_on_demand_keeps_its_unit():
    got = _hourly("Sorrelby adds NVIDIA B200 capacity at $3.99 per GPU-hour on demand, against $2.29 for its H100 "
                  "instances.")
    assert got == {("NVIDIA B200", Decimal("3.99")), ("NVIDIA H100", Decimal("2.29"))}


def test_a_price_a_model_is_listed_at_now_is_current_and_restated_once():
    text = ("OpenAI's o3 is listed at $2.00/1M input tokens and $8.00/1M output tokens, the same price as GPT-4.1.\n\n"
            "OpenAI has two reasoning models: o3 at $2.00/$8.00 per 1M tokens and o4-mini at $1.10/$4.40 per 1M tokens.")
    assert sorted((c.subject, c.amount, c.token_type, c.condition) for c in _prices(text)) == [
        ("o3", Decimal("2"), "input", None), ("o3", Decimal("8"), "output", None),
        ("o4-mini", Decimal("1.1"), "input", None), ("o4-mini", Decimal("4.4"), "output", None)]
    # a list price "of" one that was replaced stays the previous one
    assert [c.condition for c in _prices("The list price of $3.00 per million input tokens was cut to $1.50.")
            if c.amount == Decimal("3")] == ["previous"]


def test_bare_rates_after_hourly_option_labels_under_a_per_card_hour_caption():
    text = "A100 80G 实例价格（元/卡/小时）\n按需：9.8\n包月：6.5\n竞价：3.2\n"
    assert [(a, cur, u, c, s) for a, cur, u, _, c, s in _price_rows(text)] == [
        (Decimal("9.8"), "CNY", "per_gpu_hour", None, "NVIDIA A100"),
        (Decimal("6.5"), "CNY", "per_gpu_hour", "reserved-1m", "NVIDIA A100"),
        (Decimal("3.2"), "CNY", "per_gpu_hour", "spot", "NVIDIA A100")]
    # without a caption declaring the hourly unit and currency, a labelled number is no price
    assert _prices("A100 80G 实例\n按需：9.8\n竞价：3.2\n") == []
    # nor under a whole-machine caption
    assert _prices("8 卡 A100 整机价格（元/台/小时）\n按需：78.4\n") == []


def test_a_second_option_on_an_item_line_takes_its_own_label():
    text = ("GPU cloud rates (USD per GPU per hour, on-demand unless noted)\n\n"
            "H100 SXM ........ $2.49   spot $1.65\nB200 ............ $4.99\n")
    assert [(a, c) for a, _, _, _, c, _ in _price_rows(text)] == [
        (Decimal("2.49"), None), (Decimal("1.65"), "spot"), (Decimal("4.99"), None)]


def test_a_term_of_a_sum_written_with_its_own_per_token_unit_is_a_price_but_the_result_is_not():
    text = ("For a 2,000-token prompt read across 100 calls: cache reads = 99 × 2000 × $0.30/1M = $0.0594, vs reading "
            "it at standard input = 100 × 2000 × $3/1M = $0.60.")
    assert sorted((c.amount, c.token_type) for c in _prices(text)) == [(Decimal("0.3"), "cached_input"),
                                                                        (Decimal("3"), "input")]
    assert _prices("按 50 万 × 0.3 元 / 100 万 = 0.15 元计算。") == []


def test_options_of_a_product_set_apart_by_middle_dots_under_a_per_gpu_hour_caption():
    html = ("<p>All prices below are per GPU, per hour, in USD.</p><ul>"
            "<li><strong>NVIDIA B200</strong> — On-demand $4.89 · Spot $2.45 · 1-year commit $3.79</li>"
            "<li><strong>AMD Instinct MI325X</strong> — On-demand $2.95 · Spot not offered</li></ul>")
    got = [(c.subject, c.amount, c.condition) for c in _prices(html, "text/html")]
    assert got == [("NVIDIA B200", Decimal("4.89"), None), ("NVIDIA B200", Decimal("2.45"), "spot"),
                   ("NVIDIA B200", Decimal("3.79"), "reserved-1y"), ("AMD Instinct MI325X", Decimal("2.95"), None)]


def test_a_raised_price_target_is_no_price_comparison():
    from extractors.pipeline import extract_claims
    claims = extract_claims("Analysts at two brokerages lifted their price targets by 15% and 20% respectively.").claims
    assert [c for c in claims if c.kind == "comparison"] == []
