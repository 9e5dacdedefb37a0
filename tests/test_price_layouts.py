"""Price tables in the layouts real pages are copied in (issue 9: price recall on real text), each in a
document written for these tests."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from extractors.pipeline import extract_claims
from extractors.tables import join_cell_per_line_tables, split_glued_decimal_tables

PUBLISHED = dt.date(2026, 2, 1)

CELL_PER_LINE = """栖木云 mx-doc 模型价格

按量计费,价格如下(每千 Token):

模型名称

输入单价

输出单价

批量调用

mx-doc

0.0008元

0.0032元

半价

mx-doc-2026-01-05

0.0008元

0.0032元

不支持

更多说明请见计费文档。
"""


def test_a_table_copied_one_cell_per_line_becomes_rows() -> None:
    text = join_cell_per_line_tables(CELL_PER_LINE)
    assert "模型名称 | 输入单价 | 输出单价 | 批量调用\nmx-doc | 0.0008元 | 0.0032元 | 半价\n" in text
    assert "mx-doc-2026-01-05 | 0.0008元 | 0.0032元 | 不支持" in text


def test_prices_of_a_one_cell_per_line_table_keep_column_row_and_unit() -> None:
    result = extract_claims(CELL_PER_LINE, published=PUBLISHED, document_id="doc")
    found = [(c.subject, c.amount, c.currency, c.token_type) for c in result.claims if c.kind == "price"]
    assert found == [("mx-doc", Decimal("0.8"), "CNY", "input"), ("mx-doc", Decimal("3.2"), "CNY", "output"),
                     ("mx-doc-2026-01-05", Decimal("0.8"), "CNY", "input"),
                     ("mx-doc-2026-01-05", Decimal("3.2"), "CNY", "output")]


def test_a_ragged_one_cell_per_line_table_is_left_alone() -> None:
    # the second row lacks its output cell: its amounts could not be placed, so nothing is rewritten
    ragged = CELL_PER_LINE.replace("0.0032元\n\n不支持", "不支持")
    assert join_cell_per_line_tables(ragged) == ragged


def test_short_lines_without_a_price_header_are_not_a_table() -> None:
    text = "Agenda\n\nOpening\n\nKeynote\n\nPanel\n\nRoom A\n\n$10\n\n$20\n\nLunch\n"
    assert join_cell_per_line_tables(text) == text


def test_a_label_naming_the_token_quantity_gives_the_glued_amount_its_unit() -> None:
    text = ("Model: kestrel-2\nRATES1M INPUT TOKENS (CACHE HIT)$0.02\n1M INPUT TOKENS (CACHE MISS)$0.20\n"
            "1M OUTPUT TOKENS$0.80\n1K output tokens (batch): $0.0004\n")
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    found = [(c.amount, c.unit, c.token_type) for c in result.claims if c.kind == "price"]
    assert found == [(Decimal("0.02"), "per_million_tokens", "cached_input"),
                     (Decimal("0.20"), "per_million_tokens", "input"),
                     (Decimal("0.80"), "per_million_tokens", "output"),
                     (Decimal("0.4"), "per_million_tokens", "output")]


def test_a_count_of_tokens_in_prose_is_no_unit_label() -> None:
    # "1M tokens" here counts what a budget buys; the amount is a total, not a per-token price
    result = extract_claims("Processing 1M tokens a day costs our team $40 in total.", published=PUBLISHED,
                            document_id="doc")
    assert [c for c in result.claims if c.kind == "price"] == []


def test_a_glued_tier_row_without_a_cache_price_keeps_input_and_output_apart() -> None:
    text = ("Rates\nTokensUSD per 1M\nInputCached inputOutput\nStandard$3$0.3$12\nBatch$1.5$6\n"
            "Flex$1.5$0.15$6\n")
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    batch = [(c.amount, c.token_type) for c in result.claims if c.kind == "price" and c.condition == "batch"]
    assert batch == [(Decimal("1.5"), "input"), (Decimal("6"), "output")]


def test_a_card_of_label_and_value_lines_takes_the_unit_stated_below_it() -> None:
    text = "kestrel-3 rates\nInput\n$0.40 (text and images)\nOutput\n$1.60\nAll rates are per 1M tokens.\n"
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.unit, c.token_type) for c in result.claims if c.kind == "price"] == [
        (Decimal("0.40"), "per_million_tokens", "input"), (Decimal("1.60"), "per_million_tokens", "output")]


def test_tier_rows_bounded_below_and_one_hour_cache_writes_are_conditions() -> None:
    tiers = ("| 模型 | 输入长度 | 输入价格(元/百万Token) | 输出价格(元/百万Token) |\n|---|---|---|---|\n"
             "| mx-plus | 0<Token≤64K | 1 | 3 |\n| mx-plus | 64K<Token≤512K | 2 | 9 |\n")
    result = extract_claims(tiers, content_type="text/markdown", published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.token_type, c.condition) for c in result.claims if c.kind == "price"] == [
        (Decimal("1"), "input", None), (Decimal("3"), "output", None),
        (Decimal("2"), "input", "long-context>64k"), (Decimal("9"), "output", "long-context>64k")]
    writes = ("| Model | Input | 5m Cache Writes | 1h Cache Writes | Output |\n|---|---|---|---|---|\n"
              "| kestrel-3 | $2 / MTok | $2.50 / MTok | $4 / MTok | $10 / MTok |\n")
    result = extract_claims(writes, content_type="text/markdown", published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.condition) for c in result.claims if c.kind == "price"] == [
        (Decimal("2"), None), (Decimal("2.50"), "cache write"), (Decimal("4"), "cache write 1h"), (Decimal("10"), None)]


def test_cost_per_thousand_calls_columns_are_not_per_token_prices() -> None:
    text = ("kestrel-3\nInput\n$0.50/M\nOutput\n$2.00/M\n\nCost per request\n\n"
            "Prompt / completionPer callPer 1K callsPer 1M calls\n2K / 500$0.0020$2.00$2,000\n4K / 1K$0.0040$4.00$4,000\n")
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.token_type) for c in result.claims if c.kind == "price"] == [
        (Decimal("0.50"), "input"), (Decimal("2.00"), "output")]
    spaced = ("Typical workloads\n\nWorkloadTokens / call (in/out)$/call$/1K calls$/1M calls\n"
              "Short answer 300 / 100 $0.000500 $0.50 $500\n")
    assert [c for c in extract_claims(spaced, published=PUBLISHED, document_id="doc").claims if c.kind == "price"] == []


def test_a_row_of_prompt_length_tiers_under_spanning_token_labels_is_part_of_the_header() -> None:
    text = ("| Model | Input | | Output | |\n|---|---|---|---|---|\n| | ≤128K | >128K | ≤128K | >128K |\n"
            "| kestrel-3 | $1.00 | $2.00 | $4.00 | $6.00 |\n\nPrices per 1M tokens.\n")
    result = extract_claims(text, content_type="text/markdown", published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.token_type, c.condition) for c in result.claims if c.kind == "price"] == [
        (Decimal("1.00"), "input", None), (Decimal("2.00"), "input", "long-context>128k"),
        (Decimal("4.00"), "output", None), (Decimal("6.00"), "output", "long-context>128k")]


def test_an_hourly_price_after_a_chip_spec_line_is_that_chips_price() -> None:
    text = ("L40S at a glance\nL40S: 48GB GDDR6, 362 TFLOPS FP8. Vastlane lists $0.91/hr. Fine for 13B models.")
    prices = [c for c in extract_claims(text).claims if c.kind == "price"]
    assert [(p.amount, p.unit, p.subject) for p in prices] == [(Decimal("0.91"), "per_gpu_hour", "NVIDIA L40S")]
    # two chips named just before, or a whole instance: whose hour it is stays open, so no price
    for before in ("H200: 141GB HBM3e, 1.4x the memory of the H100.", "We booked an 8x A100 node for the week."):
        claims = extract_claims(f"{before} Vastlane lists $3.10/hr. Fine for big models.").claims
        assert [c for c in claims if c.kind == "price"] == []


HUB_ID_TABLE = """# Rates

Every figure below is based on 1 million tokens.

| model_name                          | input_price | output_price |
|-------------------------------------|-------------|--------------|
| acme-labs/Wren-7B-Chat              | $0.12       | $0.40        |
| deepseek-ai/DeepSeek-R1-Distill-Llama-8B | $0.14  | $0.39        |
| Qwen/QwQ-32B                        | $0.50       | $1.50        |
"""


def test_hub_repository_ids_name_the_whole_model_and_a_basis_line_gives_the_unit() -> None:
    result = extract_claims(HUB_ID_TABLE, content_type="text/markdown", published=PUBLISHED, document_id="doc")
    found = [(c.subject, c.amount, c.unit, c.token_type) for c in result.claims if c.kind == "price"]
    # the owner prefix is dropped, never read as the model (Qwen/QwQ-32B is not Qwen), and a distilled
    # model is not the model it was distilled from
    assert found == [("wren-7b-chat", Decimal("0.12"), "per_million_tokens", "input"),
                     ("wren-7b-chat", Decimal("0.40"), "per_million_tokens", "output"),
                     ("deepseek-r1-distill-llama-8b", Decimal("0.14"), "per_million_tokens", "input"),
                     ("deepseek-r1-distill-llama-8b", Decimal("0.39"), "per_million_tokens", "output"),
                     ("qwq-32b", Decimal("0.50"), "per_million_tokens", "input"),
                     ("qwq-32b", Decimal("1.50"), "per_million_tokens", "output")]


def test_a_unit_written_as_one_million_or_one_thousand_in_words_is_read() -> None:
    from extractors.rules.units import _declared_unit
    assert _declared_unit("All rates per 1 million tokens.", strict=False)[:2] == ("per_million_tokens", Decimal(1))
    assert _declared_unit("Prices in USD per 1 thousand tokens", strict=False)[:2] == ("per_million_tokens",
                                                                                       Decimal(1000))
    without = HUB_ID_TABLE.replace("Every figure below is based on 1 million tokens.", "Rates for the hosted models.")
    result = extract_claims(without, content_type="text/markdown", published=PUBLISHED, document_id="doc")
    assert [c for c in result.claims if c.kind == "price"] == []  # no unit stated: no price


def test_a_glued_header_of_lower_case_labels_split_by_their_units() -> None:
    # a scraped table: every cell run into the next, the header's labels told apart only by "/1M"
    text = ("Vendor list prices as of June 2026:\n\nNorthwindinput/1Moutput/1Mcache read/1M\n"
            "claude-opus-4-7$12.00$60.00$1.20\nclaude-haiku-4-5$0.80$4.00\n\nSource: the vendor's page.\n")
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    assert "Northwind | input/1M | output/1M | cache read/1M" in result.prepared.text
    assert [(c.subject, c.amount, c.token_type) for c in result.claims if c.kind == "price"] == [
        ("claude-opus-4-7", Decimal("12.00"), "input"), ("claude-opus-4-7", Decimal("60.00"), "output"),
        ("claude-opus-4-7", Decimal("1.20"), "cached_input"),
        ("claude-haiku-4-5", Decimal("0.80"), "input"), ("claude-haiku-4-5", Decimal("4.00"), "output")]


def test_a_glued_chinese_table_of_sub_unit_amounts_with_no_currency_sign() -> None:
    # every amount begins "0.", so "0.10.20.092" can only be 0.1, 0.2 and 0.092; the estimated cost per call
    # column is no price
    text = ("调用成本对比\n\n厂商输入价格(元/千token)输出价格(元/千token)单次调用总成本(估算)\n"
            "智谱AI(GLM-4)0.10.20.092\n通义千问(Qwen-Max)0.040.080.032\n")
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    assert [(c.subject, c.amount, c.currency, c.token_type) for c in result.claims if c.kind == "price"] == [
        ("glm-4", Decimal("100"), "CNY", "input"), ("glm-4", Decimal("200"), "CNY", "output"),
        ("qwen-max", Decimal("40"), "CNY", "input"), ("qwen-max", Decimal("80"), "CNY", "output")]
    # the same run under no price header is left as it was: nothing shows where its amounts end
    plain = "厂商与备注\n智谱AI(GLM-4)0.10.20.092\n通义千问(Qwen-Max)0.040.080.032\n"
    assert split_glued_decimal_tables(plain) == plain


def test_a_band_column_before_spaced_price_columns_and_a_summary_restating_the_table() -> None:
    # the header's first words ("输入 token 数") name the band column, not a price column
    table = "价格结构\n\n输入 token 数 输入价格 输出价格\n≤ 200K $6/MTok $30/MTok\n> 200K $12/MTok $45/MTok\n"
    result = extract_claims(table, published=PUBLISHED, document_id="doc")
    assert "输入 token 数 | 输入价格 | 输出价格" in result.prepared.text
    expected = [(Decimal("6"), "input", None), (Decimal("30"), "output", None),
                (Decimal("12"), "input", "long-context>200k"), (Decimal("45"), "output", "long-context>200k")]
    assert [(c.amount, c.token_type, c.condition) for c in result.claims if c.kind == "price"] == expected
    # a summary naming the model restates the table's prices with arrows and leaves the band out: the table's
    # rows stay the claims (each used to drop the other, and the summary's >200K prices lost their band)
    summary = "简介：Opus 4.6 的输入超 200K 即触发全请求价格翻倍（输入$12→$6/MTok，输出$45→$30/MTok）。\n\n"
    result = extract_claims(summary + table, published=PUBLISHED, document_id="doc")
    assert sorted((c.amount, c.token_type, c.condition or "") for c in result.claims if c.kind == "price") == \
        sorted((amount, token_type, condition or "") for amount, token_type, condition in expected)


def test_a_tier_named_in_a_cell_of_its_own_qualifies_every_amount_of_its_row() -> None:
    text = ("All prices are in USD per 1M tokens.\n\n| Model | Tier | Input | Cached input | Output |\n|---|---|---|---|---|\n"
            "| gpt-4.1 | Standard | $2.00 | $0.50 | $8.00 |\n| gpt-4.1 | Priority | $3.50 | $0.875 | $14.00 |\n"
            "| gpt-4.1 | Flex | $1.00 | $0.25 | $4.00 |\n")
    result = extract_claims(text, content_type="text/markdown", published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.condition) for c in result.claims if c.kind == "price"] == [
        (Decimal("2.00"), None), (Decimal("0.50"), None), (Decimal("8.00"), None),
        (Decimal("3.50"), "priority"), (Decimal("0.875"), "priority"), (Decimal("14.00"), "priority"),
        (Decimal("1.00"), "flex"), (Decimal("0.25"), "flex"), (Decimal("4.00"), "flex")]


def test_a_rivals_price_does_not_take_the_model_named_sentences_before() -> None:
    text = ("Lumen AI cut the price of lumen-large: input now costs $1.20 per million tokens, down from $3.00.\n\n"
            "Rival Corvid charges $2.50 per million input tokens for its comparable model.\n")
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.subject, c.condition) for c in result.claims if c.kind == "price"] == [
        (Decimal("1.20"), "lumen-large", None), (Decimal("3.00"), "lumen-large", "previous"),
        (Decimal("2.50"), None, None)]


def test_card_items_between_middle_dots_a_common_noun_is_no_subject_and_an_earlier_price_after_ci_qian() -> None:
    card = extract_claims("Input: $0.28/M · Output: $0.42/M · Cache hit: $0.028/M", published=PUBLISHED,
                          document_id="doc")
    assert [(c.amount, c.token_type) for c in card.claims if c.kind == "price"] == [
        (Decimal("0.28"), "input"), (Decimal("0.42"), "output"), (Decimal("0.028"), "cached_input")]
    plain = extract_claims("The model is priced at 2元/百万tokens（输入）和8元/百万tokens（输出）。", published=PUBLISHED,
                           document_id="doc")
    assert [c.subject for c in plain.claims if c.kind == "price"] == [None, None]
    earlier = extract_claims("新价格于9月5日生效，此前输入价格为每百万tokens 1元。", published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.condition) for c in earlier.claims if c.kind == "price"] == [(Decimal("1"), "previous")]


def test_a_text_mode_table_ruled_with_plus_junctions_and_a_unit_declared_per_1000_in_digits() -> None:
    sheet = ("RATE SHEET\nrates in USD per GPU per hour\n\nGPU        | On-demand | Spot | 3-yr commit\n"
             "-----------+-----------+------+------------\nH100 80GB  | 2.79      | 1.35 | 1.99\n"
             "L40S 48GB  | 0.99      | 0.49 | 0.72\n")
    result = extract_claims(sheet, published=PUBLISHED, document_id="doc")
    assert [(c.subject, c.amount, c.condition) for c in result.claims if c.kind == "price"] == [
        ("NVIDIA H100", Decimal("2.79"), None), ("NVIDIA H100", Decimal("1.35"), "spot"),
        ("NVIDIA H100", Decimal("1.99"), "reserved-3y"), ("NVIDIA L40S", Decimal("0.99"), None),
        ("NVIDIA L40S", Decimal("0.49"), "spot"), ("NVIDIA L40S", Decimal("0.72"), "reserved-3y")]
    card = "All amounts are per 1,000 tokens, USD.\n\n* wren-large\n    - prompt: $0.0009\n    - completion: $0.0027\n"
    result = extract_claims(card, published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.unit, c.token_type) for c in result.claims if c.kind == "price"] == [
        (Decimal("0.9"), "per_million_tokens", "input"), (Decimal("2.7"), "per_million_tokens", "output")]


def test_rates_listed_for_products_a_replaced_rate_reused_context_and_both_token_types_in_traditional() -> None:
    listed = extract_claims("Using the on-demand list rates ($5.49 per GPU-hour for B200, $2.79 for H100, $2.49 for "
                            "MI300X), we converted throughput into tokens per dollar.", published=PUBLISHED,
                            document_id="doc")
    assert [(c.subject, c.amount, c.unit) for c in listed.claims if c.kind == "price"] == [
        ("NVIDIA B200", Decimal("5.49"), "per_gpu_hour"), ("NVIDIA H100", Decimal("2.79"), "per_gpu_hour"),
        ("AMD Instinct MI300X", Decimal("2.49"), "per_gpu_hour")]
    replaced = extract_claims("One B200 now rents for $4.49 per GPU-hour; it had been $5.99 since launch.",
                              published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.condition) for c in replaced.claims if c.kind == "price"] == [
        (Decimal("4.49"), None), (Decimal("5.99"), "previous")]
    reused = extract_claims("Reused context now costs $0.10 per million tokens, down from $0.50.", published=PUBLISHED,
                            document_id="doc")
    assert [c.token_type for c in reused.claims if c.kind == "price"] == ["cached_input", "cached_input"]
    alike = extract_claims("yunshuo-8b：輸入、輸出均為每百萬 tokens US$0.12", published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.token_type) for c in alike.claims if c.kind == "price"] == [
        (Decimal("0.12"), "input"), (Decimal("0.12"), "output")]
