"""Which prices a condition qualifies, and which prices are superseded ones (issue 11: no figure wrong
against its source). Each test pins one class of wording, in sentences written for these tests."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from extractors.pipeline import extract_claims

PUBLISHED = dt.date(2025, 9, 2)


def prices_of(text: str) -> list[tuple[Decimal, str | None, str | None]]:
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    return [(c.amount, c.token_type, c.condition) for c in result.claims if c.kind == "price"]


@pytest.mark.parametrize("text", [
    "Acme retires its night-time discount: output now costs $1.20 per million tokens at every hour.",
    "Acme模型新价格生效：夜间优惠取消，输出价升至每百万tokens 9元。",
])
def test_a_discount_said_to_end_does_not_qualify_the_price_next_to_it(text: str) -> None:
    assert [condition for _, _, condition in prices_of(text)] == [None]


@pytest.mark.parametrize("text, amounts", [
    ("Output of the mini tier is priced per million tokens. The mini tier, billed at $0.40 for input and $1.60 "
     "for output, earned a 60% discount overnight.",
     ["0.40", "1.60"]),
    ("The large tier charged $3 per million output tokens, and the discount window after midnight took half "
     "off those prices.", ["3"]),
    ("mini模型标准时段输入2元、输出6元/百万tokens，夜间则降至原价的50%。", ["2", "6"]),
])
def test_a_later_clause_discounting_the_quoted_prices_leaves_them_standard(text: str, amounts: list[str]) -> None:
    found = prices_of(text)
    assert [amount for amount, _, _ in found] == [Decimal(a) for a in amounts]
    assert all(condition is None for _, _, condition in found)


def test_an_off_peak_price_in_its_own_clause_keeps_its_condition() -> None:
    found = prices_of("Output costs $1.20 per million tokens, and $0.60 per million during off-peak hours.")
    assert [(amount, condition) for amount, _, condition in found] == [(Decimal("1.20"), None),
                                                                       (Decimal("0.60"), "off-peak")]


def test_a_list_that_ran_until_a_date_is_the_previous_list() -> None:
    found = prices_of("From Friday the model bills $0.50 per million input tokens. Until Friday, it charged "
                      "$0.30 per million input tokens and $1.00 per million output tokens, and night traffic "
                      "took half off those prices.")
    assert found == [(Decimal("0.50"), "input", None), (Decimal("0.30"), "input", "previous"),
                     (Decimal("1.00"), "output", "previous")]


def test_a_paragraph_opened_on_the_old_list_keeps_its_prices_previous() -> None:
    found = prices_of("The model now bills $0.50 per million input tokens.\n\n"
                      "The old list was kinder to heavy users. Batch traffic, billed at $0.20 for input and $0.90 "
                      "for output, paid less than it does today.\n\n"
                      "Output is $2 per million tokens.")
    assert [(amount, condition) for amount, _, condition in found] == [
        (Decimal("0.50"), None), (Decimal("0.20"), "previous"), (Decimal("0.90"), "previous"), (Decimal("2"), None)]


def test_the_sentences_after_a_previous_price_sentence_in_one_paragraph_stay_previous() -> None:
    found = prices_of("对照旧价格，涨幅不小。此前标准模型的价格是输入1元、输出4元/百万tokens；"
                      "推理模型标准时段为输入3元、输出9元/百万tokens，夜间则降至原价的一半。")
    assert [(amount, condition) for amount, _, condition in found] == [
        (Decimal("1"), "previous"), (Decimal("4"), "previous"), (Decimal("3"), "previous"), (Decimal("9"), "previous")]


def test_a_past_time_word_in_the_amounts_clause_makes_it_previous() -> None:
    found = prices_of("批量任务受影响最大——过去每百万输出tokens只需3元，新规则下一律按9元计费。")
    assert (Decimal("3"), "previous") in [(amount, condition) for amount, _, condition in found]
    assert all(condition != "previous" for amount, _, condition in found if amount == 9)


def test_a_priority_tier_row_qualifies_every_price_of_its_row() -> None:
    text = ("Rates per 1M tokens (USD)\n\n| Tier | Input | Cached input | Output |\n|---|---|---|---|\n"
            "| Standard | $2.00 | $0.20 | $8.00 |\n| Priority | $3.50 | $0.35 | $14.00 |\n")
    result = extract_claims(text, content_type="text/markdown", published=PUBLISHED, document_id="doc")
    found = [(c.amount, c.token_type, c.condition) for c in result.claims if c.kind == "price"]
    assert found == [(Decimal("2.00"), "input", None), (Decimal("0.20"), "cached_input", None),
                     (Decimal("8.00"), "output", None), (Decimal("3.50"), "input", "priority"),
                     (Decimal("0.35"), "cached_input", "priority"), (Decimal("14.00"), "output", "priority")]


def test_prompt_length_tiers_across_the_top_leave_the_token_type_to_the_row_label() -> None:
    html = ("<p>All prices in USD per 1M tokens.</p><table>"
            "<tr><th></th><th>Prompts up to 64K tokens</th><th>Prompts over 64K tokens</th></tr>"
            "<tr><td>Input</td><td>$1.00</td><td>$2.00</td></tr>"
            "<tr><td>Output (reasoning tokens included)</td><td>$5.00</td><td>$7.50</td></tr>"
            "<tr><td>Context cache reads</td><td>$0.10</td><td>$0.20</td></tr></table>")
    result = extract_claims(html, content_type="text/html", published=PUBLISHED, document_id="doc")
    found = [(c.amount, c.token_type, c.condition) for c in result.claims if c.kind == "price"]
    assert found == [(Decimal("1.00"), "input", None), (Decimal("2.00"), "input", "long-context>64k"),
                     (Decimal("5.00"), "output", None), (Decimal("7.50"), "output", "long-context>64k"),
                     (Decimal("0.10"), "cached_input", None), (Decimal("0.20"), "cached_input", "long-context>64k")]


def test_a_respectively_list_after_down_from_is_previous_throughout() -> None:
    found = prices_of("The model now costs $1 per million input tokens and $3 per million output tokens, down from "
                      "$4 and $12 respectively.")
    assert found == [(Decimal("1"), "input", None), (Decimal("3"), "output", None),
                     (Decimal("4"), "input", "previous"), (Decimal("12"), "output", "previous")]


def test_flex_processing_in_prose_is_a_condition() -> None:
    found = prices_of("Standard calls cost $2 per million input tokens and $8 per million output tokens. Jobs that "
                      "can wait may use flex processing, which lowers that to $1 and $4.")
    assert [(amount, condition) for amount, _, condition in found] == [
        (Decimal("2"), None), (Decimal("8"), None), (Decimal("1"), "flex"), (Decimal("4"), "flex")]


@pytest.mark.parametrize("text", [
    "上下文缓存计费:\n缓存创建:按写入缓存的 token 数计费,每百万 tokens 8 元。\n",
    "计费说明\nCache 创建费用\n成功创建 Cache 后按其中的 Tokens 计费。8 元 / M token\n",
])
def test_a_cache_creation_fee_in_prose_is_an_input_price_with_the_cache_write_condition(text: str) -> None:
    assert prices_of(text) == [(Decimal("8"), "input", "cache write")]


def test_a_fee_per_call_is_no_per_token_price() -> None:
    found = prices_of("缓存存储按每百万 tokens 计费。缓存调用:每次命中缓存收取 0.02 元。")
    assert all(amount != Decimal("0.02") for amount, _, _ in found)


def test_models_named_together_take_their_prices_in_order_or_share_one() -> None:
    result = extract_claims("deepseek-chat和deepseek-reasoner的每百万tokens输出价格分别为8元和16元。夜间时段,"
                            "deepseek-chat与deepseek-reasoner的每百万tokens输出则均降为4元。",
                            published=PUBLISHED, document_id="doc")
    found = [(c.subject, c.amount, c.condition) for c in result.claims if c.kind == "price"]
    assert found == [("deepseek-chat", Decimal("8"), None), ("deepseek-reasoner", Decimal("16"), None),
                     ("deepseek-chat", Decimal("4"), "off-peak"), ("deepseek-reasoner", Decimal("4"), "off-peak")]
    result = extract_claims("GPT-4o and o3 cost $10 per million output tokens and $8 per million output tokens "
                            "respectively.", published=PUBLISHED, document_id="doc")
    assert [(c.subject, c.amount) for c in result.claims if c.kind == "price"] == [("gpt-4o", Decimal("10")),
                                                                                  ("o3", Decimal("8"))]


def test_a_sentence_naming_another_model_by_part_of_its_id_keeps_that_name() -> None:
    result = extract_claims("Until Friday, deepseek-chat charged $0.27 per million input tokens. Reasoner traffic, "
                            "billed at $0.55 per million input tokens, paid more. Batch traffic, billed at $0.10 per "
                            "million input tokens, paid less.", published=PUBLISHED, document_id="doc")
    assert [(c.subject, c.amount) for c in result.claims if c.kind == "price"] == [
        ("deepseek-chat", Decimal("0.27")), ("Reasoner", Decimal("0.55")), ("deepseek-chat", Decimal("0.10"))]


def test_a_sentence_restating_a_discounted_window_carries_its_condition() -> None:
    found = prices_of("Between 1.00am and 7.00am UTC the API is offered at a 60 per cent discount. This comes to "
                      "$0.08 per million tokens for input and $0.32 per million tokens for output.")
    assert found == [(Decimal("0.08"), "input", "off-peak"), (Decimal("0.32"), "output", "off-peak")]


def test_a_section_heading_naming_a_condition_covers_the_prose_prices_under_it() -> None:
    text = ("## 标准价格\n输入价格为每百万 tokens 2 元。\n## 优惠时段\n夜间可享折扣。例如,输入价格降至每百万 tokens 1 元。\n"
            "## 说明\n现在的输出价格为每百万 tokens 8 元。\n")
    result = extract_claims(text, content_type="text/markdown", published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.condition) for c in result.claims if c.kind == "price"] == [
        (Decimal("2"), None), (Decimal("1"), "off-peak"), (Decimal("8"), None)]


@pytest.mark.parametrize("text", [
    "未命中部分:40 万 × 1.2 元 / 100 万 = 0.48 元",
    "Input: 500K × $0.40 / 1M = $0.20",
])
def test_terms_of_a_worked_calculation_are_no_prices(text: str) -> None:
    assert prices_of("输入价格为每百万 tokens 1.2 元。" + text) == [(Decimal("1.2"), "input", None)]


def test_the_price_a_change_started_from_last_week_is_a_previous_price():
    from extractors.pipeline import extract_claims

    text = "The H100 on-demand rate is up 6% from last week's $5.29 per GPU-hour."
    got = [(float(c.amount), c.condition) for c in extract_claims(text, content_type="text/plain").claims
           if c.kind == "price"]
    assert got == [(5.29, "previous")]
    # a change's two ends keep their own reading
    text = "The H100 on-demand rate fell from $2.49 to $1.99 per GPU-hour."
    got = [(float(c.amount), c.condition) for c in extract_claims(text, content_type="text/plain").claims
           if c.kind == "price"]
    assert got == [(2.49, "previous"), (1.99, None)]
