"""Classes of error found on the seventeenth wave of outside sets (2026-12-06, issue 9). Each is pinned on text
written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from tests.claim_helpers import claims_of_kind as _kind


def test_a_free_quota_counted_over_both_token_sides_names_no_side_of_the_overage_rate() -> None:
    text = "入门版:每月赠送200万令牌(输入+输出),超出部分0.004美元/千令牌,适合小团队试用。"
    assert [(p.amount, p.currency, p.token_type) for p in _kind(text, "price")] == [(Decimal("4"), "USD", "unspecified")]
    english = "Starter: 2M free tokens a month (input + output), then $0.004 per 1K tokens."
    assert [(p.amount, p.token_type) for p in _kind(english, "price")] == [(Decimal("4"), "unspecified")]
    # one side named on its own still gives the side
    single = "入门版:输入部分0.004美元/千令牌,适合小团队试用。"
    assert [(p.amount, p.token_type) for p in _kind(single, "price")] == [(Decimal("4"), "input")]


def test_a_sentence_spelling_out_a_tables_notation_states_no_price() -> None:
    text = ("| Model | Standard Input | Flex Input |\n|---|---|---|\n| Corvid-9 | $8 / M tokens | $4 / M |\n\n"
            "To read the table: the “$4 / M” means $4 per million tokens processed.\n")
    assert [(p.subject, p.amount) for p in _kind(text, "price", "text/markdown")] == [
        ("corvid-9", Decimal("8")), ("corvid-9", Decimal("4"))]


def test_a_headline_stating_the_bodys_price_in_fewer_words_is_not_a_second_price() -> None:
    text = ("云栖智能发布轻量模型栖云-Mini 每千tokens仅0.0006元\n\n"
            "云栖智能今日发布轻量模型栖云-Mini，定价为每千 tokens 0.0006 元（输入+输出），适合高并发场景。\n")
    assert sorted((p.amount, p.token_type) for p in _kind(text, "price")) == [
        (Decimal("0.6"), "input"), (Decimal("0.6"), "output")]


def test_a_ceiling_written_not_exceed_is_no_price() -> None:
    text = "The tender required that bids not exceed $0.90 per million tokens blended; Harlow bid $0.84 per million tokens."
    assert [p.amount for p in _kind(text, "price")] == [Decimal("0.84")]


def test_one_hours_rent_named_before_the_amount_and_a_wished_for_rent() -> None:
    text = "现在某平台租 H200 一小时 14.5 元，如果价格降到每小时 10 元我就全部迁到云上。"
    assert [(p.subject, p.amount, p.unit) for p in _kind(text, "price")] == [
        ("NVIDIA H200", Decimal("14.5"), "per_gpu_hour")]


def test_figures_glued_to_a_card_label_and_a_summary_over_a_span_of_model_sizes() -> None:
    text = ("Throughput runs\n\nOffline inference on one V100.\n\n6\nModels Run\n98.4\nPeak tok/s\n5\nQwen 3.5 Models\n\n"
            "Qwen3.5-0.8B\nFP16Dense\nTotal98.4 tok/s\nTP1\n\nQwen3.5-4B\nFP16Dense\nTotal91.7 tok/s\nTP1\n\n"
            "Failed runs\n\nQwen3.5-397B-A17B exceeded usable memory.\n\n"
            "Throughput barely moves from 0.8B–4B (98→92 tok/s), so bandwidth is the ceiling.\n")
    results = [(b.value, b.benchmark) for b in _kind(text, "benchmark")]
    assert results == [(Decimal("98.4"), "qwen3.5-0.8b"), (Decimal("91.7"), "qwen3.5-4b")]
    # a label over its figure, line after line, still gives the figure under it
    listed = "Results\nDecode tok/s\n412\nPrefill tok/s\n6100\nTTFT p50 ms\n540\n"
    assert sorted(b.value for b in _kind(listed, "benchmark")) == [412, 6100]


def test_a_sentence_listing_targets_and_request_rates_naming_nothing_run_are_no_results() -> None:
    text = ("A bank needed Qwen3-72B-Instruct on its own H100 nodes. Targets: P95 first-token latency ≤ 700ms, "
            "180 RPS sustained. We tuned one 8×H100 node.")
    assert _kind(text, "benchmark") == []
    slo = ("With TTFT capped at 200 ms, the server is capable of handling up to 11 requests per second, but meets "
           "the objective for 99% of users only at approximately 4 requests per second.")
    assert _kind(slo, "benchmark") == []


def test_costs_as_a_noun_compare_costs_and_a_misspelt_throughput_is_throughput() -> None:
    text = "Groq says its inference costs are one-fourth of those on a leading cloud platform."
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("0.25"), "cost")]
    verb = "The new Claude flagship costs a third of its predecessor."
    assert [c.metric for c in _kind(verb, "comparison")] == ["price"]
    typo = "For serving Mistral-7B, 1xH200 delivers 1.8x higher througput and 1.7x lower latency than 1xH100."
    assert [(c.ratio, c.metric) for c in _kind(typo, "comparison")] == [
        (Decimal("1.8"), "throughput"), (Decimal("0.5882"), "latency")]


def test_a_conversion_the_reader_is_told_to_make_and_a_sideless_spread_are_no_comparisons() -> None:
    text = ("H200 pricing differentials approach 4×, which shapes the economics. Readers on hyperscalers should "
            "multiply enterprise GPU costs by approximately 4× to reflect their pricing.")
    assert _kind(text, "comparison") == []


def test_caption_words_are_no_seller_and_a_note_normalising_a_machine_to_one_gpu_keeps_the_rate() -> None:
    text = ("**Table** GPU Rental Pricing Comparison Across Cloud Providers\n\n"
            "| GPU Model | Alternative Providers (USD/hour) | Hyperscalers (USD/hour) | Notes |\n| --- | --- | --- | --- |\n"
            "| NVIDIA H200 SXM | 3.10 | 10.60 | 8-GPU instance normalized per unit |\n"
            "| NVIDIA L40S | 0.79 | N/A | Alternative providers only |\n")
    prices = [(p.subject, p.amount, p.organization) for p in _kind(text, "price", "text/markdown")]
    assert prices == [("NVIDIA H200", Decimal("3.10"), None), ("NVIDIA H200", Decimal("10.60"), None),
                      ("NVIDIA L40S", Decimal("0.79"), None)]


def test_an_in_out_pair_and_a_cache_hit_written_as_hitting_the_cache() -> None:
    card = "Public\n$0.14/$0.40 in/out Mtoken\nfp8\n131,072\n"
    assert [(p.amount, p.unit, p.token_type) for p in _kind(card, "price")] == [
        (Decimal("0.14"), "per_million_tokens", "input"), (Decimal("0.40"), "per_million_tokens", "output")]
    prose = "Pricing: $0.14/$0.40 in/out per 1M tokens."
    assert [p.token_type for p in _kind(prose, "price")] == ["input", "output"]
    table = ("| **模型** | **输入价格（元/M Tokens）** | **输出价格（元/M Tokens）** | **备注** |\n|:---:|:---:|:---:|:---:|\n"
             "| kimi-latest-32k | 5 | 20 | 输入击中缓存价格1元/MToks |\n")
    assert [(p.amount, p.token_type) for p in _kind(table, "price", "text/markdown")] == [
        (5, "input"), (20, "output"), (1, "cached_input")]


def test_a_cut_named_as_a_noun_then_its_size_and_a_long_negated_cut() -> None:
    text = ("Corvel lowered the input price of Wren-5 to three dollars per million input tokens. That is a cut of one "
            "quarter on the input side.")
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("0.75"), "price")]
    negated = "Corvel has not cut the price of Wren-5 Lite by 40%, whatever the forums say."
    assert _kind(negated, "comparison") == []


def test_what_one_worked_out_request_costs_is_no_per_token_price() -> None:
    text = ("Say a model is priced at $2/M input and $8/M output: that single request costs roughly $0.002 for input "
            "plus $0.004 for output — about $0.006 total.")
    assert _kind(text, "price") == []


def test_bare_rental_amounts_after_an_hourly_rate_take_its_unit_and_past_ones_are_previous() -> None:
    text = ("Harlowe rents the H200 at $2.75 per GPU-hour on demand; its one-year reserved rate is $2.05, and spot "
            "capacity clears at $1.35 most nights.")
    assert [(p.amount, p.unit, p.condition) for p in _kind(text, "price")] == [
        (Decimal("2.75"), "per_gpu_hour", None), (Decimal("2.05"), "per_gpu_hour", "reserved-1y"),
        (Decimal("1.35"), "per_gpu_hour", "spot")]
    committed = "Quillon prices the TPU v7 at $4.05 per chip-hour on demand. A three-year commitment brings it to $2.55."
    assert [(p.amount, p.condition) for p in _kind(committed, "price")] == [
        (Decimal("4.05"), None), (Decimal("2.55"), "reserved-3y")]
    past = ("Sorrel Compute rents the MI355X at $2.90 per GPU-hour on demand; a year ago the MI300X it replaced rented "
            "for $3.70 on the same plan.")
    assert [(p.subject, p.amount, p.condition) for p in _kind(past, "price")] == [
        ("AMD Instinct MI355X", Decimal("2.90"), None), ("AMD Instinct MI300X", Decimal("3.70"), "previous")]
    yen = ("Kiso Cloud rents the H200 at 480 yen per GPU-hour. That is 20% lower than at launch last year, when the "
           "same card went for 600 yen.")
    assert [(p.amount, p.currency, p.condition) for p in _kind(yen, "price")] == [
        (480, "JPY", None), (600, "JPY", "previous")]
    pair = "But Ferrow charges $0.84 per GPU-hour for the L40S and $1.75 for the RTX PRO 6000."
    assert [(p.amount, p.unit, p.organization) for p in _kind(pair, "price")] == [
        (Decimal("0.84"), "per_gpu_hour", "Ferrow"), (Decimal("1.75"), "per_gpu_hour", "Ferrow")]
    after_range = ("Rates for H100 capacity now range from $1.60 to $2.35 per GPU-hour across the clouds we track. "
                   "Oakmere this week cut its H100 rate to $1.55 from $1.95.")
    assert [(p.amount, p.unit, p.condition) for p in _kind(after_range, "price")] == [
        (Decimal("1.55"), "per_gpu_hour", None), (Decimal("1.95"), "per_gpu_hour", "previous")]


def test_prices_in_words_with_their_unit_after() -> None:
    text = ("Pelwick set Orca-3 at two dollars per million input tokens and eight dollars per million output tokens. "
            "The smaller Orca-3 Lite still lists at forty cents per million input tokens.")
    assert [(p.amount, p.token_type) for p in _kind(text, "price")] == [
        (2, "input"), (8, "output"), (Decimal("0.4"), "input")]
    # a bare dollar word with no unit after it stays unread
    assert _kind("I would pay two dollars for a coffee and a million tokens.", "price") == []


def test_compound_amounts_in_words_are_read_whole() -> None:
    text = "Pricing for Orca-3: thirty-five cents per million input tokens and seventy-two cents per million output tokens."
    assert [(p.amount, p.token_type) for p in _kind(text, "price")] == [
        (Decimal("0.35"), "input"), (Decimal("0.72"), "output")]


def test_half_again_a_fraction_quicker_and_a_fraction_lower_in_chinese() -> None:
    text = "Tarn says the TX-2 delivers half again the performance per watt of an H100 on Llama 3.1 8B."
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("1.5"), "perf_per_watt")]
    chat = ("on my llama 3.1 8B run the L40S did 2,300 tok/s at batch 32, the 4090 around 1,840. so the L40S is about a "
            "quarter quicker but costs more than double")
    assert [(c.ratio, c.metric, c.baseline) for c in _kind(chat, "comparison")] == [
        (Decimal("1.25"), "throughput", None), (2, "cost", None)]
    chinese = "同型号包年租用：每卡每小时 5.4 元，较按需价格低三分之一。"
    assert [c.ratio for c in _kind(chinese, "comparison")] == [Decimal("0.6667")]


def test_a_denied_cut_an_aimed_speed_a_tenders_ask_and_an_imagined_level_are_no_claims() -> None:
    assert _kind("A large cloud denied reader reports that it will halve its B200 rental price in March.", "comparison") == []
    assert _kind("We aim for 6,000 tokens/s on the RTX PRO 6000 by v0.7.", "benchmark") == []
    assert _kind("4.2 Proposals offering a discount of at least 15% for a three-year term will receive extra points.",
                 "comparison") == []
    assert _kind("It is worth asking which products only make sense at a tenth of today's prices.", "comparison") == []


def test_a_prompt_length_band_and_a_cache_feature_name_no_token_side_of_a_pair() -> None:
    text = ("Doubao-Seed-2.0-Lite\n\nSeed 2.0 Lite workhorse—≤32K input ¥0.5/¥3.2 per 1M with cache-hit discounts.\n")
    assert [(p.amount, p.token_type) for p in _kind(text, "price")] == [
        (Decimal("0.5"), "input"), (Decimal("3.2"), "output")]


def test_spot_named_with_on_demand_is_no_spot_price_and_a_rate_multiplied_out_again_is_no_price() -> None:
    text = "2. **Fernhill**: $2.15/hr for the H200 - Excellent spot/on-demand pricing"
    assert [(p.amount, p.condition) for p in _kind(text, "price")] == [(Decimal("2.15"), None)]
    sums = ("Writing a prefix into the cache costs $0.70 per million tokens.\n\n"
            "Example: a 10,000-token prompt reused 400 times costs 10,000 × $0.70/1M once, then the cached rate.")
    assert [p.amount for p in _kind(sums, "price")] == [Decimal("0.70")]
    # a sum that is the only place a rate is stated still states it
    only = "October bill: 1.1B input tokens on gpt-4o-mini → 1,100 × $0.15/M = $165."
    assert [p.amount for p in _kind(only, "price")] == [Decimal("0.15")]


def test_an_hourly_unit_opening_the_clause_and_a_term_signed_for() -> None:
    text = "[09:12] ana.k: quote is in. per GPU-hour, on-demand H100 is $2.30, and if we sign the 1-year it goes to $1.65"
    assert [(p.amount, p.unit, p.condition) for p in _kind(text, "price")] == [
        (Decimal("2.30"), "per_gpu_hour", None), (Decimal("1.65"), "per_gpu_hour", "reserved-1y")]
    digest = "• Ferrow Cloud: per GPU-hour, the B200 now goes for $3.45 (was $4.15). Spot B200 capacity is listed at $2.05."
    assert [(p.amount, p.condition) for p in _kind(digest, "price")] == [
        (Decimal("3.45"), None), (Decimal("4.15"), "previous"), (Decimal("2.05"), "spot")]
    # a kit that lists at a machine's price after an hourly rate is still bought, not rented
    kit = "Ferrow rents the B200 at $3.45 per GPU-hour. An eight-accelerator B200 kit lists at $310,000."
    assert [p.amount for p in _kind(kit, "price")] == [Decimal("3.45")]


def test_an_hour_of_a_named_chip_a_withdrawn_rate_and_a_writers_worked_cost() -> None:
    text = "Rates quoted in our 2024 response ($4.05 per H200-hour) are withdrawn."
    assert [(p.subject, p.amount, p.unit, p.condition) for p in _kind(text, "price")] == [
        ("NVIDIA H200", Decimal("4.05"), "per_gpu_hour", "previous")]
    worked = ("Operational costs are maybe below 20%, which gives $21K per year per chip, or $2.4 per H100-hour. "
              "On one market there are many listings at $1.85 per H100-hour.")
    assert [p.amount for p in _kind(worked, "price")] == [Decimal("1.85")]


def test_a_list_of_amounts_before_one_unit_takes_its_token_side() -> None:
    text = ("Orchid-2 Medium, Fathom-M and Tallis-7 now cost $0.45, $0.50 and $0.30 per million input tokens respectively, "
            "and $1.70, $2.10 and $1.10 per million output tokens respectively.")
    assert [(p.amount, p.token_type) for p in _kind(text, "price")] == [
        (Decimal("0.45"), "input"), (Decimal("0.50"), "input"), (Decimal("0.30"), "input"),
        (Decimal("1.70"), "output"), (Decimal("2.10"), "output"), (Decimal("1.10"), "output")]
    # an amount set against the one before it takes no side from the list after it
    against = ("deepseek-reasoner was 75% off at night: $0.14 per million input on a cache miss instead of $0.55, and "
               "$0.55 per million output instead of $2.19.")
    assert [(p.amount, p.token_type, p.condition) for p in _kind(against, "price")][:2] == [
        (Decimal("0.14"), "input", None), (Decimal("0.55"), "input", "previous")]


def test_a_ceiling_listed_in_another_currency_code_and_a_line_of_speeds_declares_no_unit() -> None:
    text = "3.2 Prices offered must not exceed CAD 1.10 per million input tokens and CAD 4.40 per million output tokens."
    assert _kind(text, "price") == []
    speeds = ("On an H100 you might see 10,000+ tokens/s of prefill but only a few thousand tokens/s of decode.\n\n"
              "Ratios vary: Quarry's Quarry-Small has output at 4x input ($0.36 output vs $0.09 input).\n")
    assert all(p.amount < 1 for p in _kind(speeds, "price"))


def test_table_columns_of_multiples_per_watt_and_normalised_to_a_chip() -> None:
    text = ("| Accelerator | Relative throughput (H100 = 1.0) | Perf per dollar vs H100 | Perf per watt vs H100 |\n"
            "|---|---|---|---|\n| NVIDIA B200 | 3.0x | 1.8x | 2.5x |\n")
    assert [(c.ratio, c.metric, c.baseline) for c in _kind(text, "comparison", "text/markdown")] == [
        # (the chip a column is against named as the registry names it, as a chip in prose is: rules-3.41)
        (3, "throughput", "NVIDIA H100"), (Decimal("1.8"), "perf_per_dollar", "NVIDIA H100"),
        (Decimal("2.5"), "perf_per_watt", "NVIDIA H100")]
    prose = ("The chip delivers up to 3x the performance per watt of the first-generation Orvel OX-4 and 2.4x its "
             "throughput on Llama 3.1 70B.")
    assert [(c.ratio, c.metric) for c in _kind(prose, "comparison")] == [(3, "perf_per_watt"), (Decimal("2.4"), "throughput")]


def test_a_tenders_scoring_rule_a_goal_a_price_target_and_a_score_level_are_no_comparisons() -> None:
    assert _kind("Proposals priced more than 25% above the lowest compliant bid receive no price points.",
                 "comparison") == []
    assert _kind("- Help us double fleet-wide throughput per GPU by the end of 2027.", "comparison") == []
    assert _kind("- Cut our cost per million tokens served by at least 25% over the next four quarters.",
                 "comparison") == []
    assert _kind("One large-cap chip designer rose 3.9% after an analyst raised his price target to $250 from $210.",
                 "comparison") == []
    text = ("Cobalt-Coder 2 costs $0.60 per million input tokens. Cobalt says it scores 72.4% on its internal SWE "
            "benchmark, up from 61.5% for Cobalt-Coder 1.")
    assert _kind(text, "comparison") == []


def test_a_bracketed_cache_hit_price_a_bare_family_name_and_a_self_hosting_cost() -> None:
    text = ("prompt_cache_hit_tokens:本次请求的输入中,缓存命中的 tokens 数( 0.2 元 / 百万 tokens) "
            "prompt_cache_miss_tokens:本次请求的输入中,缓存未命中的 tokens 数(2 元 / 百万 tokens)")
    assert [(p.amount, p.token_type) for p in _kind(text, "price")] == [
        (Decimal("0.2"), "cached_input"), (2, "input")]
    family = ("For Llama 3.1 8B on an A100 the throughput is high.\nFor Sonnet API: $3/MTok input, $15/MTok output.\n"
              "H100 at 100% utilization: $2/hr → $0.50/Mtok (great).\n"
              "H100 self-host (Llama 70B): ~$1/MTok at saturation; ~$10/MTok at 10% util.\n")
    # (the hourly rent a worked conversion starts from, "$2/hr → $0.50/Mtok", is no price: CONVENTIONS.md)
    assert [(p.subject, p.amount, p.unit, p.condition) for p in _kind(family, "price")] == [
        (None, 3, "per_million_tokens", None), (None, 15, "per_million_tokens", None)]


def test_request_rates_are_no_results_and_time_taken_is_latency() -> None:
    text = "On Qwen3-32B-AWQ with one RTX 4090 the server completed 2.1 requests/s and 1,450 tokens/s at 32 users."
    assert [(b.value, b.unit) for b in _kind(text, "benchmark")] == [(1450, "tokens/s")]
    chinese = "在 RTX 5090 上，standard 档耗时约为 turbo 档的 4 倍。"
    assert [c.metric for c in _kind(chinese, "comparison")] == ["latency"]


def test_a_chinese_sentence_opening_on_its_measure_and_a_gap_between_two_stated_rents() -> None:
    text = "从绝对性能看，昇腾910C领先，吞吐比墨弦 M5高24%。但按每元性能计算，澜舟 LZ-2最具优势，约为昇腾910C的1.3倍。"
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [
        (Decimal("1.24"), "throughput"), (Decimal("1.3"), "perf_per_dollar")]
    rents = "Lessors quoted GB300 capacity at $5.20 per GPU-hour versus $4.30 for GB200, about 21% more."
    assert [(c.subject, c.baseline, c.ratio, c.metric) for c in _kind(rents, "comparison")] == [
        ("NVIDIA GB300", "NVIDIA GB200", Decimal("1.21"), "price")]
    fallen = '"H200 rentals have fallen by about a third this year," said an analyst who tracks 40 GPU clouds.'
    assert [(c.ratio, c.metric) for c in _kind(fallen, "comparison")] == [(Decimal("0.6667"), "price")]
    # margins on rentals are no rent
    assert _kind("One operator said margins on H100 rentals had fallen below 20%.", "comparison") == []


def test_a_table_whose_rows_end_in_a_stray_empty_cell_keeps_its_columns() -> None:
    text = ("Representative pricing:\n| Model | Input (per 1M tokens) | Output (per 1M tokens) |\n"
            "| Gemini Flash-Lite (Google) | $0.08 | $0.32 | |\n| DeepSeek R1 | $0.56 | $2.20 | |\n")
    assert [(p.subject, p.amount, p.token_type) for p in _kind(text, "price", "text/markdown")] == [
        ("gemini-flash-lite", Decimal("0.08"), "input"), ("gemini-flash-lite", Decimal("0.32"), "output"),
        ("deepseek-r1", Decimal("0.56"), "input"), ("deepseek-r1", Decimal("2.20"), "output")]


def test_serving_costs_worked_out_and_a_heading_over_their_working_are_no_prices() -> None:
    text = ("How $0.09/M is calculated\n\nArithmetic: 4,800 tok/s × 3,600 s = 17.3M tokens/hr. $1.58/hr ÷ 17.3M = "
            "$0.0913 per million output tokens.\n\nDrop to batch=32 and you're at $0.33/M.\n")
    # (the hour's rent names no chip, so it is no price either)
    assert _kind(text, "price") == []


def test_a_speed_that_translates_from_a_record_is_a_result_and_an_imagined_one_is_not() -> None:
    text = ("On a GPU system like Nvidia's GB200 NVL72, MLPerf reports an aggregate throughput that translates to "
            "roughly 140 tokens per second per accelerator. An alternative architecture might deliver a lower "
            "figure—say, 115 tokens per second per accelerator.")
    assert [b.value for b in _kind(text, "benchmark")] == [140]
    assert _kind("Veldmark is targeting 21,000 tokens/s per eight-card server on Llama 2 70B.", "benchmark") == []


def test_a_buyers_maximum_a_chips_sale_price_an_aim_and_a_serving_cost_per_token() -> None:
    assert _kind("Maximum admissible price: EUR 2.20 per million output tokens.", "price") == []
    chinese = "创始人表示，LY-7 单卡售价约为进口同类产品的六成。公司计划推出下一代 LY-9，目标是推理性能再翻一番。"
    assert _kind(chinese, "comparison") == []
    assert _kind("We estimate Rubin-generation parts could add another 2x in performance per dollar when they ship.",
                 "comparison") == []
    assert [(c.ratio, c.metric) for c in _kind("- Cost per million output tokens dropped by 45%.", "comparison")] == [
        (Decimal("0.55"), "cost")]


def test_units_declared_under_a_results_table_and_an_image_test_counted_in_samples() -> None:
    text = ("Table 2. LLM generation throughput\n| Model | Precision | Batch | Result |\n|---|---|---|---|\n"
            "| Llama 3.1 8B | FP8 | 64 | 9,600 |\n| Mixtral 8x7B | FP8 | 64 | 4,050 |\n"
            "Results in output tokens per second, single card, measured by the vendor with vLLM 0.11; see note 3.\n")
    assert [(b.value, b.unit) for b in _kind(text, "benchmark", "text/markdown")] == [
        (9600, "tokens/s"), (4050, "tokens/s")]
    mlperf = ("On Llama 2 70B, the system scored 101,200 tokens/s in the Offline scenario.\n\n"
              "| Benchmark | Scenario | Result |\n|---|---|---|\n| Llama 2 70B (99.9%) | Offline | 101,200 |\n"
              "| Stable Diffusion XL | Offline | 33.8 |\nUnits: tokens/s for LLM benchmarks, samples/s for Stable Diffusion XL.\n")
    assert [(b.value, b.unit) for b in _kind(mlperf, "benchmark", "text/markdown")][-1] == (Decimal("33.8"), "samples/s")


def test_running_at_a_share_of_anothers_throughput_after_a_clause_saying_lower() -> None:
    text = "- Throughput per chip is lower: an H20 runs at 78% of an H100's throughput on our model."
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("0.78"), "throughput")]


def test_a_self_run_cost_a_machine_named_by_its_chip_count_and_yen_on_a_tokyo_page() -> None:
    chat = "李婷 14:05 比我们自己在 H20 上跑便宜？我们上个月算下来每百万输出 tokens 成本大概 12 元"
    assert _kind(chat, "price") == []
    droplets = "GPU Droplet Pricing\n\nNVIDIA GPU Price\nH100 $3.29 per hour\nH100x8 $23.52 per hour\nL40s $1.49 per hour\n"
    assert [(p.subject, p.amount) for p in _kind(droplets, "price")] == [
        ("NVIDIA H100", Decimal("3.29")), ("NVIDIA L40S", Decimal("1.49"))]
    tokyo = ("TOKYO, August 5, 2026 — Hoshino Cloud has begun selling API access to its Sakura-L model. Input costs "
             "¥110 per million tokens and output ¥440 per million tokens.")
    assert [(p.amount, p.currency) for p in _kind(tokyo, "price")] == [(110, "JPY"), (440, "JPY")]


def test_a_night_rate_and_a_models_per_token_saving_are_price_changes() -> None:
    night = "**Night rate:** between 22:00 and 06:00 CET, Piccolo requests cost 35% less."
    assert [(c.ratio, c.metric) for c in _kind(night, "comparison")] == [(Decimal("0.65"), "price")]
    model = "The company said Sakura-L costs 30% less per output token than the leading U.S. model."
    assert [(c.ratio, c.metric) for c in _kind(model, "comparison")] == [(Decimal("0.7"), "price")]
    # a chip's saving per token served stays a cost
    chip = "Blackwell is about 2.5x cheaper per token than Hopper."
    assert [c.metric for c in _kind(chip, "comparison")] == ["cost"]


def test_a_higher_cache_hit_rate_is_no_price_and_a_latency_clause_before_a_share() -> None:
    text = "- Cache-aware load balancer: up to 1.7x increase in throughput with 3.5x higher cache hit rate."
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("1.7"), "throughput")]
    ttft = ("Sorrel said its endpoint streams about 3,050 tokens/s to a single user. Time to first token averages 0.23 "
            "seconds, 50% lower than on its previous serving stack.")
    assert [(c.ratio, c.metric) for c in _kind(ttft, "comparison")] == [(Decimal("0.5"), "latency")]


def test_a_difference_between_prices_and_an_effective_price_worked_out_are_no_prices() -> None:
    text = ("### 1. Wren-3 (Ferrow)\n\n- **Current:** $0.60 / $2.20 per 1M tokens\n"
            "- **Correct:** $3.10 / $7.20 per 1M tokens\n- **Difference:** -$2.50 input (-81%), -$5.00 output (-69%)\n")
    assert all(p.amount not in (Decimal("2.50"), Decimal("5.00")) for p in _kind(text, "price", "text/markdown"))
    effective = ("Served directly by its maker, the model carries an effective input price of $0.017/1M tokens. Its "
                 "listed price is $0.10/1M input tokens.")
    assert [p.amount for p in _kind(effective, "price")] == [Decimal("0.10")]


def test_review_cases_units_notes_yen_spelling_future_spans_and_spot_beside_on_demand() -> None:
    # a unit note naming a test before its unit gives that test's rows that unit, not the next one's
    mlperf = ("| Benchmark | Scenario | Result |\n|---|---|---|\n| Llama 2 70B (99.9%) | Offline | 99,800 |\n"
              "| Stable Diffusion XL | Offline | 32.9 |\nUnits: tokens/s for Llama 2 70B, samples/s for SDXL.\n")
    assert [(b.value, b.unit) for b in _kind(mlperf, "benchmark", "text/markdown")] == [
        (99800, "tokens/s"), (Decimal("32.9"), "samples/s")]
    # the yen named with a capital letter is still the yen
    yen = "All Yen prices below include tax.\n\nSakura charges ¥115 per million input tokens."
    assert [p.currency for p in _kind(yen, "price")] == ["JPY"]
    # a span of time to come in another clause leaves a measured change alone
    fell = "H100 rental prices fell 30% this year, and analysts see little change in the next two quarters."
    assert [c.ratio for c in _kind(fell, "comparison")] == [Decimal("0.7")]
    # spot named after on-demand, joined to it, is no spot price
    both = "2. **Fernhill**: $2.10/hr for the H200 - on-demand/spot pricing"
    assert [(p.amount, p.condition) for p in _kind(both, "price")] == [(Decimal("2.10"), None)]


def test_rounded_cells_of_a_community_table_are_results_and_a_predicted_column_is_not() -> None:
    text = ("### RTX 5090 (32GB GDDR7, 1.79 TB/s)\n\n| Model | Quant | Engine | Tok/s | Notes |\n|---|---|---|---|---|\n"
            "| **Llama 3.1 8B** | Q4_K_M | llama.cpp | ~175 | Bottleneck is CPU |\n| **Llama 3.1 70B** | Q4_K_M | llama.cpp | ~52 | |\n")
    assert [(b.value, b.benchmark) for b in _kind(text, "benchmark", "text/markdown")] == [
        (175, "llama3.1-8b"), (52, "llama3.1-70b")]
    predicted = ("**Validated results** (Qwen3-32B-FP8, 8× H200):\n\n| Metric | AIC Prediction | Actual (avg) |\n|---|---|---|\n"
                 "| Total Output TPS | ~3,100 | 3,420 |\n")
    assert [b.value for b in _kind(predicted, "benchmark", "text/markdown")] == [3420]


def test_a_column_the_page_disowns_as_a_price_holds_none() -> None:
    ours = ("| Accelerator | Throughput, 8 chips (tokens/s) | Our cost per 1M output tokens* |\n|---|---|---|\n"
            "| Intel Gaudi 3 | 10,100 | $0.36 |\n| NVIDIA H100 | 11,700 | $0.46 |\n\n"
            "*Computed by us from the hourly rate and the measured throughput; not a price anyone charges.\n")
    assert _kind(ours, "price", "text/markdown") == []
    blended = ("| Provider | Hardware | Median output speed | Blended price ($/1M, 3:1) |\n|---|---|---|---|\n"
               "| Cerebras | WSE-3 | 2,900 tokens/s | $0.44 |\n| Groq | LPU | 1,350 tokens/s | $0.27 |\n\n"
               "Note: the blended column is our own 3:1 weighting of each provider's list prices, not a price any "
               "provider quotes.\n")
    assert _kind(blended, "price", "text/markdown") == []
