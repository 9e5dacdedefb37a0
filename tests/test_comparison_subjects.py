"""Comparison classes from the real-text rounds: shares of a competitor's level, rows of shares under a header,
elided subjects on a page about one accelerator, and price multiples between a model's own token types."""

from __future__ import annotations

from decimal import Decimal

import pytest

from extractors.pipeline import extract_claims


def _comparisons(text: str, content_type: str = "text/plain") -> list:
    return [c for c in extract_claims(text, content_type=content_type).claims if c.kind == "comparison"]


def _fields(claim) -> tuple:
    return (Decimal(str(claim.ratio)).quantize(Decimal("0.001")), claim.metric, claim.subject, claim.baseline)


PAGE = """Field test: the Instinct MI355X against Nvidia

The AMD Instinct MI355X was set against the H200 on a 70B model. We ran the MI355X for two weeks.

Scenario   MI355X versus H200
Offline 112%
Server 96% (close)

The MI355X also did well on a second model. Overall the card reached roughly 70% of the performance levels seen in the NVIDIA B200.
"""


def test_share_of_a_competitors_level_is_a_share_not_a_rise() -> None:
    shares = [c for c in _comparisons(PAGE) if c.baseline == "NVIDIA B200"]
    assert len(shares) == 1
    assert _fields(shares[0]) == (Decimal("0.700"), "performance", "AMD Instinct MI355X", "NVIDIA B200")
    assert shares[0].hedge == "about"


def test_rows_of_shares_under_a_versus_header() -> None:
    rows = sorted(_fields(c) for c in _comparisons(PAGE) if c.baseline == "NVIDIA H200")
    # each row names a throughput scenario: a share of the H200's score there is throughput (CONVENTIONS, 2026-12-05)
    assert rows == [(Decimal("0.960"), "throughput", "AMD Instinct MI355X", "NVIDIA H200"),
                    (Decimal("1.120"), "throughput", "AMD Instinct MI355X", "NVIDIA H200")]


def test_pronoun_subject_is_the_pages_accelerator() -> None:
    text = PAGE + "\nThe B200 is still ahead, and it delivered 1.8 times the throughput of the MI300X in our runs.\n"
    found = [c for c in _comparisons(text) if c.baseline == "AMD Instinct MI300X"]
    assert [_fields(c) for c in found] == [(Decimal("1.800"), "throughput", "AMD Instinct MI355X", "AMD Instinct MI300X")]


def test_no_page_subject_when_no_accelerator_leads() -> None:
    text = "The H100 and the A100 were both tested. It came in at 80% of the performance of the B200."
    found = _comparisons(text)
    assert all(c.subject != "NVIDIA B200" for c in found)
    assert all(c.ratio != Decimal("1.8") for c in found)


@pytest.mark.parametrize("sentence, ratio, subject, baseline, hedge", [
    ("Output is 6x more expensive on this model.", "6", "output", "input", None),
    ("On the small model, output is roughly 4x input.", "4", "output", "input", "about"),
    ("For long prompts input is 4x cheaper than output.", "0.25", "input", "output", None),
    ("It keeps a 3:1 output-to-input cost ratio.", "3", "output", "input", None),
    ("输入比输出便宜 5 倍。", "0.2", "input", "output", None),
])
def test_token_type_multiples(sentence: str, ratio: str, subject: str, baseline: str, hedge: str | None) -> None:
    found = _comparisons("Pricing notes for the Wren API.\n\n" + sentence)
    assert [(c.ratio, c.metric, c.subject, c.baseline, c.hedge) for c in found] == \
        [(Decimal(ratio), "price", subject, baseline, hedge)]


def test_output_input_column_and_reference_multiple() -> None:
    text = ("| Model | Input | Output | Output/Input |\n|---|---|---|---|\n"
            "| wren-1 | $1.00 | $4.00 | 4× |\n| wren-1-lite | $0.10 | $0.40 | 4× |\n| wren-2 | $2.00 | $12.00 | 6× |\n\n"
            "- 输入便宜(1×),输出昂贵\n")
    found = _comparisons(text, "text/markdown")
    assert sorted((c.ratio, c.subject, c.baseline) for c in found) == \
        [(Decimal(4), "output", "input"), (Decimal(4), "output", "input"), (Decimal(6), "output", "input")]
    assert all(c.ratio != 1 for c in found)


def test_spread_of_output_is_not_a_token_pair() -> None:
    # "output is 8x" with no price word and no token named after it says nothing of price
    assert _comparisons("On this run output is 8x on the new kernel.") == [] or \
        all(c.subject != "output" for c in _comparisons("On this run output is 8x on the new kernel."))


@pytest.mark.parametrize("text", [
    "The same model spans roughly 7x in output-token price across major inference providers.",
    "Heron 8B output prices differ widely: a spread of about 5.2x for one model.",
    "5.2x\nPrice spread on Heron 8B output tokens\n",
    "A 10x difference in input price between two models matters at scale.",
    "Write the prompt to cache once and read it 9,999 times at the discounted rate.",
])
def test_spreads_and_counts_are_not_comparisons(text: str) -> None:
    assert _comparisons("Notes on hosting prices.\n\n" + text) == []


def test_comparable_or_better_is_parity_for_hardware_only() -> None:
    found = _comparisons("The Intel Gaudi 3 gave comparable or better performance than the H100 in our runs.")
    assert [(c.ratio, c.metric, c.subject, c.baseline, c.hedge) for c in found] == \
        [(Decimal(1), "performance", "Intel Gaudi 3", "NVIDIA H100", "about")]
    found = _comparisons("On the same cards the MI355X produces equal or higher throughput while drawing less power.")
    assert [(c.ratio, c.metric, c.hedge) for c in found] == [(Decimal(1), "throughput", None)]
    assert _comparisons("The vendor says its chat model reaches comparable or better results than GPT-4o.") == []


def test_a_models_input_price_compared_with_another_model_is_no_token_pair() -> None:
    found = _comparisons("Wren-Lite at $0.10/MTok input is roughly 50x cheaper than Claude Opus 4.7 at $5/MTok.")
    assert all(c.subject not in ("input", "output") and c.baseline not in ("input", "output") for c in found)


BILLING = """Lowmoor API pricing notes

Lowmoor Chat costs $0.80 per million input tokens and $3.20 per million output tokens.
Cache reads run at one-tenth of the base input rate.
Writing to the cache is charged at 1.25x the base input rate for a ten-minute lifetime.
Teams can also take 50% off everything through the Batch API.
Lowmoor's spot price is 35% below its on-demand price.

栖川云说明：闲时价格为标准价的六折；包年用户可在此基础上再打8折。
优惠时段内 lowmoor-chat 为标准价的五折。
缓存命中价格下降60%，缓存未命中价格不变。
"""


def test_a_billing_option_priced_against_the_standard_rates_is_the_subject() -> None:
    claims = {c.subject: c for c in _comparisons(BILLING) if c.metric == "price"}
    assert Decimal(str(claims["Cache reads"].ratio)) == Decimal("0.1")
    assert Decimal(str(claims["Batch API"].ratio)) == Decimal("0.5")
    assert Decimal(str(claims["spot price"].ratio)) == Decimal("0.65")
    assert Decimal(str(claims["闲时"].ratio)) == Decimal("0.6")
    assert Decimal(str(claims["包年"].ratio)) == Decimal("0.8")
    # the batch tier's 50% and a model's off-peak 五折 are two offers, not one stated twice
    assert any(c.subject == "lowmoor-chat" and Decimal(str(c.ratio)) == Decimal("0.5") for c in _comparisons(BILLING))


def test_a_product_heading_the_clause_or_a_price_moving_over_time_keeps_the_product() -> None:
    subjects = [c.subject for c in _comparisons(BILLING) if c.metric == "price"]
    assert subjects.count("lowmoor-chat") == 2   # 优惠时段内 lowmoor-chat …五折, and its cache-hit price's fall
    assert "缓存命中" not in subjects   # its own price fell: a change of the model's price, not an option's share
    assert "cache" not in subjects       # "writing to the cache": an object, not an option named
