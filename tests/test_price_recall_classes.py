"""Classes of price missed on the sixth real-text set (issue 9: price recall), each pinned on a document written
for these tests in the layout the real pages use: price-band headings over lists, glued rows whose cells hold an
input/output pair, rows missing a provider cell, one-price-column glued tables, spot captions, short names,
one amount for two models, and the traps that came with them (generic models, numbers run together)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from extractors.pipeline import extract_claims
from extractors.rules.names import _find_mentions
from extractors.tables import split_glued_tables, split_one_price_column_tables

PUBLISHED = dt.date(2026, 5, 1)


def _prices(text: str, content_type: str = "text/plain") -> list[tuple]:
    result = extract_claims(text, content_type=content_type, published=PUBLISHED, document_id="doc")
    return [(c.subject, c.amount, c.token_type, c.condition) for c in result.claims if c.kind == "price"]


BAND_LIST = """Where the money goes this spring
Think of the market in bands before picking a model:
Budget band ($0.05–$0.40/M input tokens):
- GPT-4o Mini: $0.15 input / $0.60 output
- Nova Lite 2: $0.06 input / ~$0.24 output
Upper band ($3–$20+/M input tokens):
- Claude Opus 4.6: $15 input / $75 output
- Some frontier model: pricing on request
"""


def test_a_price_band_heading_gives_its_list_the_unit() -> None:
    assert _prices(BAND_LIST) == [
        ("gpt-4o-mini", Decimal("0.15"), "input", None), ("gpt-4o-mini", Decimal("0.60"), "output", None),
        ("nova-lite-2", Decimal("0.06"), "input", None), ("nova-lite-2", Decimal("0.24"), "output", None),
        ("claude-opus-4-6", Decimal("15"), "input", None), ("claude-opus-4-6", Decimal("75"), "output", None)]


def test_the_band_itself_and_an_unpriced_item_are_no_prices() -> None:
    amounts = [amount for _, amount, _, _ in _prices(BAND_LIST)]
    assert Decimal("0.05") not in amounts and Decimal("0.40") not in amounts and Decimal("3") not in amounts


GLUED_PAIRS = """Half price for patience

ModelList price (Input/Output per 1M tokens)Batch PricingYearly Savings on $20K Spend
GPT-4o$2.50 / $10.00$1.25 / $5.00$10,000
Claude Haiku 4.5$0.80 / $4.00$0.40 / $2.00$10,000

Checked in April.
"""


def test_glued_rows_with_pair_cells_split_under_a_header_holding_a_budget() -> None:
    text = split_glued_tables(GLUED_PAIRS)
    assert "Model | List price (Input/Output per 1M tokens) | Batch Pricing | Yearly Savings on $20K Spend" in text
    assert "GPT-4o | $2.50 / $10.00 | $1.25 / $5.00 | $10,000" in text


def test_a_batch_column_takes_the_unit_and_pair_order_of_the_list_price_column() -> None:
    assert _prices(GLUED_PAIRS) == [
        ("gpt-4o", Decimal("2.50"), "input", None), ("gpt-4o", Decimal("10.00"), "output", None),
        ("gpt-4o", Decimal("1.25"), "input", "batch"), ("gpt-4o", Decimal("5.00"), "output", "batch"),
        ("claude-haiku-4-5", Decimal("0.80"), "input", None), ("claude-haiku-4-5", Decimal("4.00"), "output", None),
        ("claude-haiku-4-5", Decimal("0.40"), "input", "batch"),
        ("claude-haiku-4-5", Decimal("2.00"), "output", "batch")]


MISSING_PROVIDER = """| Model | Provider | Input (per 1M) | Output (per 1M) | Good at |
|---|---|---|---|---|
| GPT-4.1 mini | OpenAI | $0.40 | $1.60 | everyday work |
| Gemini 2.5 Flash | $0.30 | $2.50 | quick answers | |
| DeepSeek V3 | DeepSeek | $0.27 | $1.10 | cheap general use |
"""


def test_a_row_that_dropped_its_provider_cell_keeps_its_prices_in_their_columns() -> None:
    found = _prices(MISSING_PROVIDER, "text/markdown")
    assert ("gemini-2.5-flash", Decimal("0.30"), "input", None) in found
    assert ("gemini-2.5-flash", Decimal("2.50"), "output", None) in found
    assert len(found) == 6


ONE_PRICE_COLUMN = """Speed table

Model Host Output tok/s Size Input $/1M Class
Llama 3.1 8BQuickHost9108B$0.07Fast
Llama 3.3 70BQuickHost41070B$0.64Fast
Llama 3.1 405BSlowHost70405B$2.80Slow
"""


def test_a_glued_table_with_one_price_column_reads_only_its_amount() -> None:
    text = split_one_price_column_tables(ONE_PRICE_COLUMN)
    assert "Model Host Output tok/s Size | Input $/1M | Class" in text
    assert "Llama 3.1 8BQuickHost9108B | $0.07 | Fast" in text
    assert _prices(ONE_PRICE_COLUMN) == [("llama-3.1-8b", Decimal("0.07"), "input", None),
                                         ("llama-3.3-70b", Decimal("0.64"), "input", None),
                                         ("llama-3.1-405b", Decimal("2.80"), "input", None)]


SPOT_TABLE = """Cheapest cards this month

We looked up what the marketplace charges. Prices shown are the lowest spot prices we found in March.

GPUSpot Price~Tok/secCost/M Tokensvs API
A100 80GB$0.09/hr3,100$0.0081,900× cheaper
H100 80GB$0.85/hr5,900$0.0402,300× cheaper
"""


def test_a_caption_stating_spot_prices_makes_the_hourly_prices_spot() -> None:
    found = [(s, a, c) for s, a, _, c in _prices(SPOT_TABLE)]
    assert found == [("NVIDIA A100", Decimal("0.09"), "spot"), ("NVIDIA H100", Decimal("0.85"), "spot")]


def test_amounts_run_into_other_numbers_are_no_prices() -> None:
    # "$0.0081,900× cheaper": where the per-token cost ends and the multiple starts cannot be told.
    amounts = [amount for _, amount, _, _ in _prices(SPOT_TABLE)]
    assert all(amount >= Decimal("0.09") for amount in amounts)


SHORT_NAMES = ("Anthropic sells Claude 3.5 Opus and Claude 4 Haiku at very different rates: Haiku at $0.25 per million "
               "input tokens, Sonnet at $3.00, and Opus at $12.00.")


def test_short_names_before_amounts_are_the_models_named_in_full_or_stay_as_written() -> None:
    full = [m.name for m in _find_mentions("Claude 4 Haiku and Claude 3.5 Opus", 0) if m.category == "model"]
    found = _prices(SHORT_NAMES)
    assert [amount for _, amount, _, _ in found] == [Decimal("0.25"), Decimal("3.00"), Decimal("12.00")]
    assert all(token_type == "input" for _, _, token_type, _ in found)
    haiku, sonnet, opus = (subject for subject, _, _, _ in found)
    assert sonnet == "Sonnet"
    assert [haiku, opus] == full


def test_a_made_up_model_of_an_argument_is_no_price() -> None:
    text = "A model with $1 input/$4 output per million tokens looks cheap until the answers get long."
    assert _prices(text) == []


def test_one_amount_stated_for_two_models_is_a_price_of_each() -> None:
    both = _prices("Both GPT-4o mini and Gemini 2.0 Flash are priced at $0.15 per million input tokens.")
    assert [(s, a) for s, a, _, _ in both] == [("gpt-4o-mini", Decimal("0.15")), ("gemini-2.0-flash", Decimal("0.15"))]
    after = _prices("The output rate is $0.60 per million tokens for GPT-4o mini and Gemini 2.0 Flash.")
    assert [(s, a, t) for s, a, t, _ in after] == [("gpt-4o-mini", Decimal("0.60"), "output"),
                                                  ("gemini-2.0-flash", Decimal("0.60"), "output")]


def test_two_amounts_listed_for_two_models_are_not_shared() -> None:
    found = _prices("GPT-4o and o3 are priced at $2.50 and $2.00 per million input tokens respectively.")
    assert [(s, a) for s, a, _, _ in found] == [("gpt-4o", Decimal("2.50")), ("o3", Decimal("2.00"))]


def test_names_with_a_size_or_a_lower_case_variant_are_not_their_family() -> None:
    found = _prices("Qwen 2.5 72B costs $0.38 per million input tokens and GPT-4.1 nano costs $0.10 per million "
                    "input tokens.")
    assert [s for s, _, _, _ in found] == ["qwen-2.5-72b", "gpt-4.1-nano"]


OFF_PEAK_SECTION = """2. Standard rates
Model | Input (Hit) | Input (Miss) | Output |
---|---|---|---|
Chat | $0.07/M | $0.27/M | $1.10/M |
3. Off-Peak Windows
Between 16:30 and 00:30 UTC the provider discounts every call:
-
Chat: 50% off all rates
Discounted rates include:
Model | Input Hit | Input Miss | Output |
---|---|---|---|
Chat | $0.035/M | $0.135/M | $0.55/M |
"""


def test_a_table_opening_an_off_peak_section_is_off_peak_and_reads_its_hit_column_as_cached() -> None:
    found = [(a, t, c) for _, a, t, c in _prices(OFF_PEAK_SECTION)]
    assert found == [(Decimal("0.07"), "cached_input", None), (Decimal("0.27"), "input", None),
                     (Decimal("1.10"), "output", None), (Decimal("0.035"), "cached_input", "off-peak"),
                     (Decimal("0.135"), "input", "off-peak"), (Decimal("0.55"), "output", "off-peak")]


CHANGES_IN_CELLS = """| Model | Input | Change | Output | vs last year |
|---|---|---|---|---|
| GPT-4o | $2.50 | −20% | $10.00 | 0.76× |
| o3 | $2.00 | −80% | $8.00 | 0.2× |

All prices in USD per 1M tokens.
"""


def test_changes_written_in_table_cells_are_not_prices() -> None:
    assert [a for _, a, _, _ in _prices(CHANGES_IN_CELLS, "text/markdown")] == [
        Decimal("2.50"), Decimal("10.00"), Decimal("2.00"), Decimal("8.00")]


def test_the_next_amount_of_a_for_list_keeps_the_unit_and_its_mode_is_its_condition() -> None:
    found = _prices("The reasoning tier is priced at $10.00 per million input tokens for the standard model and "
                    "$30.00 for the extended-thinking mode.")
    assert [(a, t, c) for _, a, t, c in found] == [(Decimal("10.00"), "input", None),
                                                   (Decimal("30.00"), "input", "extended-thinking")]


def test_a_word_before_tokens_in_a_title_is_no_provider() -> None:
    text = "Reasoning Tokens and CoT Tokens explained\n\ndeepseek-reasoner costs $2.19 per million output tokens."
    result = extract_claims(text, document_id="doc")
    assert [c.organization for c in result.claims if c.kind == "price"] == ["DeepSeek"]


def test_a_line_labelled_by_its_tier_gives_no_subject_of_that_label() -> None:
    # a fact-box line naming a context tier, not a product: the tier is the condition, never the subject
    text = ("Nimbus Labs released Nimbus Coder 3 today at $2 per million input tokens and $10 per million "
            "output tokens.\n"
            "Price: $2 input / $10 output per 1M tokens\n"
            "Prompts over 128K tokens: $4 input / $20 output per 1M tokens\n")
    found = _prices(text)
    assert found, "the tier line's prices must still be read"
    assert not any(subject and "Prompts" in subject for subject, _, _, _ in found)
