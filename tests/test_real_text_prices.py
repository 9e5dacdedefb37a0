"""Price claims in the shapes real provider pages, forum questions and Chinese tech press use.

Each test pins one class of error seen on real text (the verbatim documents stay outside the repository);
every sentence and table here is written for these tests, and model names with unreleased version numbers
are used on purpose so that nothing depends on the model table listing them.
"""

from __future__ import annotations

import pytest

from extractors.hardware import load_registry
from extractors.models import load_models
from extractors.pipeline import extract_claims


def prices(raw: str, content_type: str = "text/plain") -> set[tuple]:
    result = extract_claims(raw, content_type=content_type)
    return {(str(c.amount), c.currency, c.token_type, c.condition, c.subject)
            for c in result.claims if c.kind == "price"}


def claims(raw: str, kind: str, content_type: str = "text/plain") -> list:
    return [c for c in extract_claims(raw, content_type=content_type).claims if c.kind == kind]


# --------------------------------------------------------------------------- subjects the table does not list

@pytest.mark.parametrize(("name", "model_id"), [
    ("Opus 4.7", "claude-opus-4-7"),
    ("Claude Haiku 4.9", "claude-haiku-4-9"),
    ("claude-sonnet-4.8", "claude-sonnet-4-8"),
    ("Sonnet 4.5", "claude-sonnet-4-5"),          # listed: the table's id
    ("Claude 3.5 Sonnet", "claude-3.5-sonnet"),   # older names keep the fallback form
])
def test_a_providers_naming_scheme_forms_the_id_of_an_unlisted_model(name, model_id):
    assert load_models().canonical_id(name) == model_id


def test_unlisted_names_found_by_scheme_api_id_shape_and_variant_word():
    text = ("We compared Haiku 4.9, qwen3-14b-chat, gemma3-4b-it and mistral-medium-latest with "
            "Kimi K2 Thinking and DeepSeek-Lite; the mistral-api package is not a model, nor is a sonnet.")
    found = [(m.id, m.provider) for m in load_models().find_unlisted(text)]
    assert found == [("claude-haiku-4-9", "Anthropic"), ("qwen3-14b-chat", "Alibaba"), ("gemma3-4b-it", "Google"),
                     ("mistral-medium-latest", "Mistral AI"), ("kimi-k2-thinking", "Moonshot AI"),
                     ("deepseek-lite", "DeepSeek")]


def test_table_of_family_names_prices_the_scheme_ids():
    page = ("Our Anthropic bill, per million tokens:\n\n"
            "| Model | Input | Output |\n|---|---|---|\n"
            "| Opus 4.7 | $12 | $60 |\n| Haiku 4.9 | $0.90 | $4.50 |\n")
    assert prices(page, "text/markdown") == {
        ("12", "USD", "input", None, "claude-opus-4-7"), ("60", "USD", "output", None, "claude-opus-4-7"),
        ("0.9", "USD", "input", None, "claude-haiku-4-9"), ("4.5", "USD", "output", None, "claude-haiku-4-9")}


def test_a_second_table_restating_a_price_under_the_press_name_is_one_claim():
    page = ("Claude Opus 4.7 lists at $12.00 per million input tokens.\n\n"
            "Model Base input Cache read\nOpus 4.7 $12.00 $1.20\n")
    found = prices(page)
    assert ("12", "USD", "input", None, "claude-opus-4-7") in found
    assert len([p for p in found if p[0] == "12"]) == 1


def test_lower_case_api_ids_are_the_subjects_as_written():
    text = ("二、各规格价格\nqwen3-14b-chat：输入价格为0.003元/1,000 tokens，输出价格为0.006元/1,000 tokens。\n"
            "The llama-4-12b-speedy model costs $0.07 per million input tokens.")
    assert prices(text) == {("3", "CNY", "input", None, "qwen3-14b-chat"), ("6", "CNY", "output", None, "qwen3-14b-chat"),
                            ("0.07", "USD", "input", None, "llama-4-12b-speedy")}


def test_models_named_as_examples_are_subjects_not_compared_names():
    text = ("The large-model-9 endpoint costs $0.40 per million input tokens, "
            "while small models like gemma3-4b-it cost $0.03/$0.12.")
    found = prices(text)
    assert ("0.03", "USD", "input", None, "gemma3-4b-it") in found
    assert ("0.12", "USD", "output", None, "gemma3-4b-it") in found


def test_a_model_the_price_is_said_to_approach_is_not_its_subject():
    text = ("6 月 2 日，某公司推出 DeepSeek-V2 模型，性能逼近 GPT-4o、文心 4.0 等模型，"
            "但 API 价格每百万 tokens 输入 2 元、输出 3 元。")
    assert {p[4] for p in prices(text)} == {"deepseek-v2"}


def test_price_under_a_forum_table_row_is_not_attributed_to_the_last_row():
    page = ("| Model | Input | Output |\n|---|---|---|\n| Opus 4.7 | $12 | $60 |\n| Haiku 4.9 | $0.90 | $4.50 |\n"
            "The discounts that matter:\n- Batch jobs: 50% off input and output\n")
    comparisons = claims(page, "comparison", "text/markdown")
    # the billing option the line names is the subject (CONVENTIONS.md), never the model of the table's last row
    assert comparisons and all(c.subject == "Batch jobs" for c in comparisons)


# --------------------------------------------------------------------------- conditions and token types

def test_peak_and_off_peak_in_one_sentence_each_take_their_own():
    text = "例如，某模型在高峰时段的输入单价为$0.004/千令牌，非高峰时段则降至$0.0025/千令牌。"
    assert {(p[0], p[3]) for p in prices(text)} == {("4", "peak"), ("2.5", "off-peak")}


def test_one_chinese_price_for_input_and_output_alike_is_two_claims():
    text = "qwen-9b-chat：输入和输出价格均为0.004元/1,000 tokens。"
    assert {(p[0], p[2]) for p in prices(text)} == {("4", "input"), ("4", "output")}


def test_yuan_that_can_process_tokens_is_the_same_price_restated():
    text = "该模型使用成本极低，输入成本为0.0004元/千Token，每1元可处理250万Token的输入。"
    assert {(p[0], p[2]) for p in prices(text)} == {("0.4", "input")}


# --------------------------------------------------------------------------- numbers that are not prices

@pytest.mark.parametrize("text", [
    "Token rates differ a lot between vendors, ranging from $0.05/MTok for small models to $60.00/MTok for the largest.",
    "今年中端显卡的均价在2.5-3.2元/小时之间，高端型号维持在9-14元/小时。",
    "用 H100 训练一个小模型，成本可控制在每小时 8 元以内。",
    "Example: fine-tuning four variants, each 30 minutes, on a $2.50/hr GPU costs $5.00 in total.",
])
def test_spreads_bounds_and_worked_examples_are_not_prices(text):
    assert prices(text) == set()


def test_an_hourly_price_of_a_named_chip_after_an_article_stays_a_price():
    assert ("2.2", "USD", None, None, "NVIDIA H100") in prices("The new tier rents an H100 at $2.20/hr per GPU.")


# --------------------------------------------------------------------------- hardware written loosely

@pytest.mark.parametrize(("text", "name"), [
    ("CANN昇腾硬件使能，让算力被高效调用。", "Huawei Ascend"),
    ("Results for Intel® Gaudi® 3 AI Accelerators are listed below.", "Intel Gaudi 3"),
    ("高通的 Cloud AI 100 Ultra 也提交了结果。", "Qualcomm Cloud AI 100 Ultra"),
])
def test_hardware_names_with_glued_chinese_trademarks_and_new_vendors(text, name):
    assert [m.name for m in load_registry().find_mentions(text)] == [name]


# --------------------------------------------------------------------------- lists and second tables

def test_bulleted_prompt_tiers_take_the_unit_of_a_sibling_item_and_the_type_of_their_lead_in():
    text = ("The pricing page puts the Gemini 2.5 Flash cache pricing like this:\n\n"
            "  • $0.075, prompts ≤ 200k tokens\n\n  • $0.15, prompts > 200k tokens\n\n"
            "  • $1.00 / 1,000,000 tokens per hour (storage price)\n\nThanks for any help.\n")
    assert prices(text) == {("0.075", "USD", "cached_input", None, "gemini-2.5-flash"),
                            ("0.15", "USD", "cached_input", "long-context>200k", "gemini-2.5-flash")}


def test_a_bare_amount_in_a_list_without_a_tier_or_sibling_unit_stays_out():
    text = "Our plan costs:\n\n  • $0.075, billed monthly\n\n  • $0.15, billed yearly\n"
    assert prices(text) == set()


def test_a_second_table_about_the_same_models_keeps_the_first_tables_unit():
    page = ("| Model | Input (per MTok) | Output (per MTok) |\n|---|---|---|\n| Opus 4.7 | $12 | $60 |\n\n"
            "Cache fees:\n\n| Model | Base input | Cache write | Cache read |\n|---|---|---|---|\n"
            "| Opus 4.7 | $12 | $15 | $1.20 |\n\n"
            "A different table:\n\n| Plan | Seats | Monthly |\n|---|---|---|\n| Team | 5 | $150 |\n")
    assert prices(page, "text/markdown") == {
        ("12", "USD", "input", None, "claude-opus-4-7"), ("60", "USD", "output", None, "claude-opus-4-7"),
        ("15", "USD", "input", "cache write", "claude-opus-4-7"), ("1.2", "USD", "cached_input", None, "claude-opus-4-7")}


# --------------------------------------------------------------------------- conditions over lists, chip sections

def test_a_condition_opening_a_sentence_that_reprices_a_list_covers_every_amount():
    text = ("某新模型的常规费率为:输入缓存命中每百万token 0.03元,输入缓存未命中2.00元,输出5.00元;"
            "高峰时段上述费率分别调整为0.06元、4.00元及10.00元。")
    peak = {(p[0], p[2]) for p in prices(text) if p[3] == "peak"}
    assert peak == {("0.06", "cached_input"), ("4", "input"), ("10", "output")}


def test_hourly_prices_in_a_spec_section_price_the_chip_its_heading_names():
    text = ("NVIDIA H200: The Bandwidth Upgrade\n"
            "It has been a popular choice since 2024.\n"
            "Key Specs:\n- 141 GB HBM3e memory\n- 4.8 TB/s memory bandwidth\n"
            "Multi GPU setups scale well for fine tuning.\n"
            "Pricing this year:\n- Cloud: $3.10 per hour on demand, around $1.40 per hour on spot\n")
    assert prices(text) == {("3.1", "USD", None, None, "NVIDIA H200"), ("1.4", "USD", None, "spot", "NVIDIA H200")}


def test_a_chip_written_as_a_decimal_multiple_is_compared_not_priced():
    text = ("B200 Specifications\nB200: 192GB HBM3e, 8.0TB/s (2.4x H100). Acme Cloud $5.40/hr (2.1x H100 cost).\n")
    assert prices(text) == {("5.4", "USD", None, None, "NVIDIA B200")}
