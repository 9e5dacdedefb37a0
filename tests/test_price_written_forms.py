"""Price claims written in forms the rules first missed on real pages (the verbatim pages stay outside the
repository; every text here is written for these tests): English labels glued to Chinese words, traditional
Chinese characters, the currency sign after the amount, and tier tables copied one cell per line."""

from __future__ import annotations

from decimal import Decimal

from extractors.chinese_script import fold_traditional
from extractors.numbers import find_money
from extractors.pipeline import extract_claims
from extractors.tables import join_cell_per_line_tables


def prices(raw: str, content_type: str = "text/plain") -> set[tuple]:
    result = extract_claims(raw, content_type=content_type)
    return {(str(c.amount), c.currency, c.token_type, c.condition, c.subject)
            for c in result.claims if c.kind == "price"}


def test_english_column_labels_glued_to_chinese_words_still_name_the_token_type():
    page = ("某平台的官方定价如下:\n\n"
            "| 模型 | Input单价 | Output单价 | 上下文 |\n|---|---|---|---|\n"
            "| Opus 4.7 | $12/1M tokens | $60/1M tokens | 200K |\n")
    assert prices(page, "text/markdown") == {("12", "USD", "input", None, "claude-opus-4-7"),
                                             ("60", "USD", "output", None, "claude-opus-4-7")}


def test_traditional_characters_fold_one_for_one():
    text = "新價格為每百萬輸出詞元3元"
    folded = fold_traditional(text)
    assert folded == "新价格为每百万输出词元3元"
    assert len(folded) == len(text)
    assert fold_traditional("simplified 价格 stays") == "simplified 价格 stays"


def test_traditional_folding_covers_words_outside_the_price_vocabulary():
    # vendor and hardware words of Taiwanese pages: GPU maker, memory, graphics card, server, efficiency
    text = "輝達的記憶體與顯示卡伺服器效能"
    folded = fold_traditional(text)
    assert folded == "辉达的记忆体与显示卡伺服器效能"
    assert len(folded) == len(text)
    # characters with several simplified readings fold to the usual one, still one for one
    assert fold_traditional("於") == "于" and fold_traditional("麵") == "面"


def test_prices_written_in_traditional_chinese_read_as_the_simplified_ones():
    text = ("某廠商昨日公布新價格:kimi-k2模型每百萬輸入tokens的費用為3元,每百萬輸出tokens則調整為12元。")
    found = prices(text)
    assert ("3", "CNY", "input", None, "kimi-k2") in found
    assert ("12", "CNY", "output", None, "kimi-k2") in found
    claims = extract_claims(text).claims
    assert all(c.sentence in text for c in claims)  # evidence is the text as written, not the folded copy


def test_a_dollar_sign_after_the_amount_is_still_usd():
    [mention] = find_money("the small tier costs 0.40$ per 1 million output tokens")
    assert (mention.amount, mention.currency, mention.unit, mention.token_hint) == (
        Decimal("0.4"), "USD", "per_million_tokens", "output")
    # a sign followed by a digit opens the next amount instead
    assert [(m.quoted_amount, m.currency) for m in find_money("H100SXM80GB$1.10$2.20")] == [
        (Decimal("1.10"), "USD"), (Decimal("2.20"), "USD")]
    assert prices("Haiku 4.9 costs 0.90$ per 1 million input tokens.") == {
        ("0.9", "USD", "input", None, "claude-haiku-4-9")}


def test_a_tier_table_copied_one_cell_per_line_keeps_its_rows_and_tiers():
    page = "\n\n".join([
        "Rates by prompt length", "All rates below are for the Acme cloud.",
        "模型名称", "输入长度", "输入成本(每千Token)", "输出成本(每千Token)",
        "delta-9", "0-64K", "0.002", "0.010", "64K-128K", "0.003", "0.015",
        "delta-9-lite", "0-64K", "0.0005", "0.004", "64K-128K", "0.001", "0.006",
        "These rates apply to calls made from the console.",
    ])
    joined = join_cell_per_line_tables(page)
    assert "delta-9 | 0-64K | 0.002 | 0.010\n64K-128K | 0.003 | 0.015" in joined
    assert prices(page) == {
        ("2", "CNY", "input", None, "delta-9"), ("10", "CNY", "output", None, "delta-9"),
        ("3", "CNY", "input", "long-context>64k", "delta-9"), ("15", "CNY", "output", "long-context>64k", "delta-9"),
        ("0.5", "CNY", "input", None, "delta-9-lite"), ("4", "CNY", "output", None, "delta-9-lite"),
        ("1", "CNY", "input", "long-context>64k", "delta-9-lite"),
        ("6", "CNY", "output", "long-context>64k", "delta-9-lite")}


def test_a_one_cell_per_line_table_without_a_unit_in_its_labels_is_left_alone():
    page = "\n\n".join(["模型名称", "上下文", "最大输出", "输入成本", "delta-9", "131,072", "8,192", "0.002",
                        "delta-9-lite", "65,536", "4,096", "0.001"])
    assert join_cell_per_line_tables(page) == page
    assert prices(page) == set()


def test_a_page_that_names_a_currency_does_not_get_yuan_by_default():
    page = "\n\n".join(["Prices in USD.", "模型名称", "输入长度", "输入成本(每千Token)", "输出成本(每千Token)",
                        "delta-9", "0-64K", "0.002", "0.010", "64K-128K", "0.003", "0.015"])
    assert all(p[1] != "CNY" for p in prices(page))


def test_dated_entries_of_a_price_history_are_previous_prices():
    text = ("How token prices fell\n\n"
            "Acme history, as of June 2027.\n\n"
            "2024: Acme launched Rook-1 at $8.00 per 1M input tokens.\n\n"
            "2025-2027: Rook-3 costs $0.90 per 1M input tokens.\n\n"
            "  • Rook-2 (mid 2025): $3.00 per 1M input tokens\n"
            "  • Rook-3 (June 2027): $0.90 per 1M input tokens\n")
    found = {(p[0], p[3]) for p in prices(text)}
    assert ("8", "previous") in found and ("3", "previous") in found
    assert ("0.9", None) in found and ("0.9", "previous") not in found


def test_a_past_tense_price_in_a_paragraph_opened_by_an_old_date_is_previous():
    text = ("In April 2024, Acme released Rook-1. It came with a price of $8.00 per million input tokens.\n\n"
            "Today, in September 2027, Rook-3 is priced at $0.90 per million input tokens.\n")
    found = {(p[0], p[3]) for p in prices(text)}
    assert found == {("8", "previous"), ("0.9", None)}


def test_a_model_version_date_in_brackets_is_no_history_label():
    text = "As of May 2027, the Rook-3 (2027-04-01) snapshot costs $0.90 per 1M input tokens."
    assert {p[3] for p in prices(text)} == {None}


def test_a_range_whose_closing_number_has_no_sign_is_no_price():
    text = "- Mid tier: Opus 4.7, Haiku 4.9 at $4-20/M output tokens\n- Top tier: Opus 4.7 at $60/M output tokens\n"
    assert {p[0] for p in prices(text)} == {"60"}


def test_a_self_hosted_estimate_in_a_price_table_is_no_price():
    page = ("| Kind | Model | Input / 1M | Output / 1M |\n|---|---|---|---|\n"
            "| Hosted | Opus 4.7 | $12.00 | $60.00 |\n| Open weights | Rook 2 (self-hosted) | ~$0.20 | ~$0.20 |\n")
    assert {p[0] for p in prices(page, "text/markdown")} == {"12", "60"}


def test_chip_hour_rates_for_commitment_terms_are_reserved_prices_with_their_terms():
    text = ("Acme TPU v6e 的雲端價格:\n"
            "  • 價格(官方):1 年約 $1.70/晶片·hr;3 年約 $1.10/晶片·hr(各區域不同)。\n")
    found = {(p[0], p[3]) for p in prices(text)}
    assert found == {("1.7", "reserved-1y"), ("1.1", "reserved-3y")}  # each with its own term
    assert {p[3] for p in prices("On-demand H100 capacity is $2.10 per GPU-hour, reserved for research labs.")} == {None}


def test_a_table_of_bare_numbers_takes_its_unit_from_prose_quoting_one_of_its_cells():
    page = ("The rook-7 model is in preview.\n\n"
            "Tier | Input | Input Hit Cache | Output Unit Price | Cache Storage | Output Unit Price [Batch]\n"
            "Input length (0, 64] | 0.40 | 0.08 | 3.20 | 0.0100 | 1.60\n"
            "Input length (64, 128] | 0.80 | 0.08 | 6.40 | 0.0100 | 3.20\n\n"
            "Notes on billing:\n"
            "- For a prompt of 10k tokens the input costs 0.40 USD per million tokens, and output 3.20 USD per million tokens.\n")
    found = {(p[0], p[2], p[3]) for p in prices(page)}
    assert {("0.4", "input", None), ("0.08", "cached_input", None), ("3.2", "output", None),
            ("1.6", "output", "batch"), ("0.8", "input", "long-context>64k"),
            ("6.4", "output", "long-context>64k"), ("3.2", "output", "batch long-context>64k")} <= found
    assert not any(p[0] == "0.01" for p in found)  # a storage fee is no token price


def test_bare_numbers_without_any_stated_unit_stay_silent():
    page = ("Tier | Input | Output\n"
            "Input length (0, 64] | 0.40 | 3.20\n"
            "Input length (64, 128] | 0.80 | 6.40\n\nThe model scored 0.40 on the benchmark.\n")
    assert prices(page) == set()


def test_a_listed_name_followed_by_a_size_or_tier_word_is_that_variant():
    page = ("| Model | Input | Output |\n|---|---|---|\n"
            "| GPT-4.1 Nano | $0.10 | $0.40 |\n| GPT-3.5 Turbo 16k | $3 | $4 |\n| GPT-4 Turbo | $10 | $30 |\n\n"
            "All prices per 1M tokens; GPT-4 Turbo 128K context.\n")
    subjects = {p[4] for p in prices(page, "text/markdown")}
    assert subjects == {"gpt-4.1-nano", "gpt-3.5-turbo-16k", "gpt-4-turbo"}


def test_machine_translated_token_words_are_token_units():
    # translated pages write the token as 标记, 令牌 or 代币 and the prompt/completion as 提示词/完成
    text = ("该模型的输入价格为每100万个提示词标记0.5美元，输出价格为每100万个完成标记1.5美元。"
            "另一档服务按0.8美元/百万令牌收取输入费用。")
    found = prices(text)
    assert ("0.5", "USD", "input", None, None) in {p[:4] + (None,) for p in found}
    assert ("1.5", "USD", "output", None, None) in {p[:4] + (None,) for p in found}
    assert ("0.8", "USD", "input", None, None) in {p[:4] + (None,) for p in found}
    [mention] = find_money("每百万输出代币 1.2 美元")
    assert (mention.amount, mention.unit, mention.token_hint) == (Decimal("1.2"), "per_million_tokens", "output")


def test_a_mark_that_is_no_token_word_prices_nothing_per_token():
    # 标记 is a token only after a quantity of them; a page "marked" at a price is no per-token price
    [mention] = find_money("新版本标记为 2 美元的订阅")
    assert mention.unit is None


def test_a_list_of_prices_led_by_the_quantity_without_每_and_a_condition_that_opens_the_sentence():
    text = ("青岚-chat 在标准时段的价格为：百万 tokens 输入 0.6 元（缓存命中）、2.4 元（缓存未命中），输出 9 元。"
            "优惠时段降至原价的 50%，即输入（缓存命中）0.3 元、输入（缓存未命中）1.2 元、输出价格 4.5 元。")
    found = {p[:4] for p in prices(text)}
    assert {("0.6", "CNY", "cached_input", None), ("2.4", "CNY", "input", None), ("9", "CNY", "output", None),
            ("0.3", "CNY", "cached_input", "off-peak"), ("1.2", "CNY", "input", "off-peak"),
            ("4.5", "CNY", "output", "off-peak")} <= found


def test_the_next_terms_of_one_hourly_rental_share_its_unit_and_name_their_term():
    text = ("The Q7 accelerator rents for $2.10 per chip-hour on demand, $1.47 with a 1-year committed use discount "
            "and $0.95 with a 3-year commitment.")
    found = {(str(c.amount), c.unit, c.condition) for c in extract_claims(text).claims if c.kind == "price"}
    assert found == {("2.1", "per_gpu_hour", None), ("1.47", "per_gpu_hour", "reserved-1y"),
                     ("0.95", "per_gpu_hour", "reserved-3y")}


def test_an_approximate_span_of_hourly_prices_is_no_price_but_a_change_from_about_x_is():
    guess = "My guess is that the new chip lands somewhere around $4 to $6 an hour on demand."
    assert [c for c in extract_claims(guess).claims if c.kind == "price"] == []
    change = "Rental rates fell from around $2 to $1 per GPU-hour."
    assert {(str(c.amount), c.condition) for c in extract_claims(change).claims if c.kind == "price"} == {
        ("2", "previous"), ("1", None)}


def test_one_yuan_in_words_that_buys_tokens_is_a_price_and_elsewhere_nothing():
    [mention] = find_money("如今一块钱可以买到200万tokens")
    assert (mention.amount, mention.currency, mention.unit) == (Decimal("0.5"), "CNY", "per_million_tokens")
    assert find_money("这是一元化的计价体系，两元店也在涨价") == []


def test_the_part_that_hits_the_cache_is_cached_input():
    text = "上下文缓存：命中部分按 0.16元/百万tokens 计费；未命中部分按 0.8元/百万tokens 计费。"
    assert {p[:3] for p in prices(text)} == {("0.16", "CNY", "cached_input"), ("0.8", "CNY", "input")}


def test_a_superseded_pair_after_a_typed_pair_takes_its_types_in_order():
    text = ("Acme cut the price of wren-large by 75%, bringing it to $2 per million input tokens and $8 per million "
            "output tokens, down from $8 and $32.")
    found = {(p[0], p[2], p[3]) for p in prices(text)}
    assert {("8", "input", "previous"), ("32", "output", "previous"), ("2", "input", None), ("8", "output", None)} == found


def test_the_price_an_arrow_leads_away_from_is_the_previous_one():
    table = ("| Model | Input (per 1M tokens) | Output (per 1M tokens) |\n|---|---|---|\n"
             "| wren-large | ~~$1.80~~ → $1.20 | ~~$7.20~~ → $4.80 |\n")
    assert {p[:4] for p in prices(table, "text/markdown")} == {
        ("1.8", "USD", "input", "previous"), ("1.2", "USD", "input", None),
        ("7.2", "USD", "output", "previous"), ("4.8", "USD", "output", None)}
    # a version the changelog says is now served is not the one the old price was for
    log = ("## 2025-09-29\n- **Changed**: `deepseek-chat` now serves DeepSeek-V3.2-Exp.\n"
           "- **Changed**: input (cache miss) $0.56 → $0.28 per 1M tokens.\n")
    assert ("0.56", "USD", "input", "previous", "deepseek-chat") in prices(log, "text/markdown")


def test_a_second_list_in_the_order_of_the_first_takes_the_same_token_types():
    text = ("价格上，青岚-flash 每百万 token 输入 0.02 元（缓存命中）/1 元（缓存未命中）、输出 2 元；"
            "青岚-pro 原价分别为 0.1 元、12 元、24 元，2.5 折后实际单价为 0.025 元、3 元、6 元。")
    found = {(p[0], p[2]) for p in prices(text)}
    assert {("0.1", "cached_input"), ("12", "input"), ("24", "output"), ("0.025", "cached_input"), ("3", "input"),
            ("6", "output")} <= found


def test_machine_rates_named_by_their_configuration_total_or_floor_are_no_gpu_hour_prices():
    text = ("Real 8xH100 comparison across Harrowgate ($22.32/hr Secure Cloud), Nimbrel (spot $12.16/hr floor), and "
            "Calloway (reserved $14.80/hr). Nimbrel spot floors at $1.52/hr/GPU. Harrowgate 8xH100 at $2.79/hr/GPU "
            "($22.32/hr total) is the right default.")
    found = {(str(c.amount), c.unit) for c in extract_claims(text).claims if c.kind == "price"}
    assert found == {("2.79", "per_gpu_hour")}


def test_two_models_priced_alike_each_with_its_maker_named():
    text = "OpenAI's GPT-4.1 Nano and Google's Gemini 2.5 Flash-Lite are priced at $0.10 per million input tokens."
    assert {(p[4], p[0]) for p in prices(text)} == {("gpt-4.1-nano", "0.1"), ("gemini-2.5-flash-lite", "0.1")}


def test_one_price_per_million_input_and_output_tokens_is_a_price_of_each():
    text = "Sonar costs $1 per million input and output tokens; Sonar Pro is priced at $3 and $15 per million input and output tokens."
    found = {(p[0], p[2]) for p in prices(text)}
    assert found == {("1", "input"), ("1", "output"), ("3", "input"), ("15", "output")}
