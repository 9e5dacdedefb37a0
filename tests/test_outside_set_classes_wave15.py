"""Classes of error found on the fifteenth wave of outside sets (2026-12-06, evening, issue 9). Each is pinned on
text written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from tests.claim_helpers import claims_of_kind as _kind, hardware_names as _names


def test_apple_silicon_running_local_models_is_hardware() -> None:
    text = ("For a 13B model the desktop card beats an M2/M3 Max by a wide margin. The Mac Studio M4 Ultra keeps up; "
            "Apple's own notes on the M5 promise more.")
    assert _names(text) == ["Apple M2 Max", "Apple M3 Max", "Apple M4 Ultra", "Apple M5"]
    # a bare generation with nothing of Apple's around it is no chip ("two M2 bolts", a motorway)
    assert _names("Tighten the two M2 bolts, then take the M5 towards the coast.") == []


def test_chips_of_other_lines_written_by_their_codes_are_named_in_full() -> None:
    text = ("Meta's roadmap lists the MTIA 300 and MTIA 450; SambaNova answers with the SN50. 壁仞 壁砺106M 与 "
            "\"Ascend 910B2C\" 同场测试，边缘端用 輝達 AGX Orin，另有天數天樞。A China-market \"RTX 4090 D\" too.")
    assert _names(text) == ["Biren 壁砺106M", "Huawei Ascend 910B2C", "Iluvatar CoreX 天樞", "Meta MTIA 300",
                            "Meta MTIA 450", "NVIDIA GeForce RTX 4090 D", "NVIDIA Jetson AGX Orin", "SambaNova SN50"]


def test_hygon_editions_listed_after_a_dcu_and_a_card_number_on_a_setup_gpu_line() -> None:
    text = "下面比较 DCU K100、K100 AI、BW200 的官方算力参数。"
    assert _names(text) == ["Hygon BW200", "Hygon DCU K100", "Hygon DCU K100 AI"]
    assert _names("Test set-up\n- CPU: 2 sockets, 64 cores\n- GPU: 4090D 24G VRAM\n") == ["NVIDIA GeForce RTX 4090 D"]
    # a number on another line of the set-up is no card
    assert _names("Test set-up\n- RAM: 4090 MB free\n") == []


def test_a_scale_of_one_letter_grades_is_no_list_of_cards() -> None:
    text = ("| Quota Tier | Monthly top-up (USD) |\n|---|---|\n| T1 | < 50 |\n| T2 | 50 to 500 |\n| T3 | 500 to 3000 |\n"
            "| T4 | 3000 to 10000 |\n")
    assert _names(text) == []
    # a card named in a cell of its own still counts
    assert _names("| GPU | Hourly |\n|---|---|\n| T4 | $0.35/hr |\n| L4 | $0.70/hr |\n") == ["NVIDIA L4", "NVIDIA T4"]


def test_a_family_word_quoted_as_a_code_name_before_its_product_names_no_architecture() -> None:
    text = "The MI300X is set against Nvidia's “Hopper” H100 and the “Blackwell” B200."
    assert _names(text) == ["AMD Instinct MI300X", "NVIDIA B200", "NVIDIA H100"]


def test_a_saving_of_total_cost_of_ownership_is_a_fall_in_cost() -> None:
    text = "The Vireo VX-4 delivers 5x the throughput of the NVIDIA B200, with 8x total cost of ownership savings."
    cost = [c for c in _kind(text, "comparison") if c.metric == "cost"]
    assert [float(c.ratio) for c in cost] == [0.125]


def test_two_multiples_sharing_one_noun_are_both_read() -> None:
    text = "Kestrel ran a GB300 4-GPU system, which it framed as ~1.31× and ~1.18× gains versus an HGX B200 baseline."
    found = sorted((float(c.ratio), c.baseline) for c in _kind(text, "comparison"))
    assert found == [(1.18, "NVIDIA B200"), (1.31, "NVIDIA B200")]


def test_a_range_of_multiples_joined_by_a_double_hyphen_is_no_claim() -> None:
    text = "Against the H200, the MI300X reaches 2X--4X higher throughput at the same latency."
    assert _kind(text, "comparison", "text/markdown") == []


def test_the_new_value_of_a_speed_change_takes_the_old_ones_unit() -> None:
    text = ("On an 8×B200 node the engine went from 71 tokens per second (TPS) to 240 before the spring release, "
            "and now reaches 350 TPS.")
    assert sorted(float(c.value) for c in _kind(text, "benchmark")) == [71.0, 240.0, 350.0]
    # a percentage or a multiple after "to" is no speed
    text = "On an 8×B200 node throughput went from 71 tokens per second (TPS) to 3x that."
    assert sorted(float(c.value) for c in _kind(text, "benchmark")) == [71.0]


def test_prices_per_abbreviated_million_tokens_and_lower_case_model_names() -> None:
    text = "gemini 2 flash lite was $0.3 per 1Mtok output, and gemini 2.5 flash lite is $0.4 per 1Mtok output."
    prices = sorted((c.subject, float(c.amount), c.unit) for c in _kind(text, "price"))
    assert prices == [("gemini-2-flash-lite", 0.3, "per_million_tokens"),
                      ("gemini-2.5-flash-lite", 0.4, "per_million_tokens")]


def test_a_javascript_price_map_keys_each_record_by_its_single_quoted_model() -> None:
    text = ("/**\n * 价格单位：元/千tokens\n */\n"
            "export interface Pricing {\n\tinputPrice: number;   // 输入价格（元/千tokens）\n\toutputPrice: number;\n}\n\n"
            "export const PRICING: Record<string, Pricing> = {\n\t// ===== 千问 =====\n\t'qwen-plus': {\n\t\tinputPrice: 0.004,   // 0.004元/千tokens\n"
            "\t\toutputPrice: 0.012,\n\t},\n\t'qwen-plus-latest': {\n\t\tinputPrice: 0.004,\n\t\toutputPrice: 0.012,\n\t},\n};\n")
    prices = sorted((c.subject, c.token_type, float(c.amount), c.currency) for c in _kind(text, "price"))
    assert prices == [("qwen-plus", "input", 4.0, "CNY"), ("qwen-plus", "output", 12.0, "CNY"),
                      ("qwen-plus-latest", "input", 4.0, "CNY"), ("qwen-plus-latest", "output", 12.0, "CNY")]


def test_a_prepaid_pack_of_tokens_valid_for_a_time_is_no_price() -> None:
    text = "| Model | Price |\n|---|---|\n| ERNIE-4.0-8K | ￥60 / 500K tokens 3个月有效 |\n| ERNIE-3.5-8K | ￥0.012 / 1K tokens |\n"
    assert [(c.subject, float(c.amount)) for c in _kind(text, "price", "text/markdown")] == [("ernie-3.5-8k", 12.0)]


def test_a_table_captioned_as_estimates_gives_no_results() -> None:
    text = ("### Inference speeds (Est.)\n| Model | RTX 4090 | RTX 5090 |\n|---|---|---|\n| Llama 2 7B | 44 tok/s | 61 tok/s |\n\n"
            "### Inference speeds\n| Model | RTX 4090 | RTX 5090 |\n|---|---|---|\n| Llama 2 13B | 26 tok/s | 34 tok/s |\n")
    assert sorted(float(c.value) for c in _kind(text, "benchmark", "text/markdown")) == [26.0, 34.0]


def test_a_cut_to_a_new_price_from_an_old_one_marks_the_old_one_previous() -> None:
    text = "Corvane cut its on-demand H100 rate to $1.79 per GPU-hour on Tuesday, from $2.19, an 18% reduction."
    prices = sorted((float(c.amount), c.condition) for c in _kind(text, "price"))
    assert prices == [(1.79, None), (2.19, "previous")]
    assert [(float(c.ratio), c.metric) for c in _kind(text, "comparison")] == [(0.82, "price")]
    text = "Lumo cut its input price to $0.15 per million tokens from $0.35."
    assert sorted((float(c.amount), c.condition) for c in _kind(text, "price")) == [(0.15, None), (0.35, "previous")]
    text = "输出价格降至每百万 tokens 6 元，此前为 12 元。"
    assert sorted((float(c.amount), c.condition) for c in _kind(text, "price")) == [(6.0, None), (12.0, "previous")]


def test_an_option_that_brings_a_rate_to_another_amount_keeps_its_unit() -> None:
    text = "On-demand B300 capacity lists at $5.10 per GPU-hour; a one-year commitment brings it to $4.20."
    prices = sorted((float(c.amount), c.unit, c.condition) for c in _kind(text, "price"))
    assert prices == [(4.2, "per_gpu_hour", "reserved-1y"), (5.1, "per_gpu_hour", None)]


def test_suppositions_ceilings_and_documents_about_nothing_ai_give_no_claims() -> None:
    assert _kind("要是哪天降到输出 2 元，我们就迁移过去。", "price") == []
    text = "Offers must not exceed $0.40 per million input tokens or $1.20 per million output tokens."
    assert _kind(text, "price") == []
    # a review of a kettle, a fare sale, a rates column: no model, chip or word of the field anywhere in a text long
    # enough to show what it is about
    kettle = ("Review: the Brightwell K2 kettle\n\nThe K2 holds 1.7 litres and boils a full jug in about three "
              "minutes. The handle stays cool and the lid opens to 80 degrees, wide enough to fill it from a tap. "
              "The limescale filter comes out for rinsing. Verdict: 8/10. Hold out for the 20% discount it usually "
              "gets in spring if you can wait.")
    fares = ("Deal alert: autumn fares to Porto\n\nCrestline Air is selling return economy fares from Chicago for "
             "$489, well under its usual autumn price, for travel until 30 November. Business class is discounted by "
             "30% to $2,300 return. Checked bags cost $40 each way and seat selection starts at $22.")
    rates = ("Money matters\n\nThe central bank held its policy rate at 4% this month. Headline inflation slowed to "
             "2.4% in October, while core prices rose 0.3% month on month. Savings accounts still pay around 4.2%, "
             "though several banks have trimmed theirs by 0.1 points since the summer.")
    for text in (kettle, fares, rates):
        assert _kind(text, "comparison") == [], text
    # the same change in a text about serving models is kept
    api = kettle.replace("Hold out for the 20% discount it usually gets in spring if you can wait.",
                         "Its maker's model API is now 20% cheaper than before.")
    assert [float(c.ratio) for c in _kind(api, "comparison")] == [0.8]


def test_a_forecast_rent_change_is_in_price_and_a_chips_own_family_is_no_baseline() -> None:
    text = "Analysts expect B300 rents to fall another 12% by year end as Blackwell supply loosens."
    assert [(float(c.ratio), c.metric, c.baseline) for c in _kind(text, "comparison")] == [(0.88, "price", None)]


def test_a_bare_score_under_a_page_unit_and_a_multiple_of_that_figure() -> None:
    text = ("Results summary (Closed, Datacenter). All figures in tokens/s.\n\n"
            "Last round our 8x H100 system scored 48,100 on llama3.1-8b Offline; this round's B200 result is 3.1x "
            "that figure.\n")
    assert [(float(c.value), c.unit, c.accelerator) for c in _kind(text, "benchmark")] == [
        (48100.0, "tokens/s", "NVIDIA H100")]
    assert [(float(c.ratio), c.metric, c.subject, c.baseline) for c in _kind(text, "comparison")] == [
        (3.1, "throughput", "NVIDIA B200", "NVIDIA H100")]
    # with no page unit, a bare score is no result
    text = "Last round our 8x H100 system scored 48,100 on llama3.1-8b Offline."
    assert _kind(text, "benchmark") == []


def test_a_projected_speed_is_no_result_and_an_unlisted_makers_code_introduced_by_apposition() -> None:
    text = "The start-up expects its first silicon to reach 6,000 tokens per second on Llama 3.1 70B next year."
    assert _kind(text, "benchmark") == []
    text = ("Quillon Systems, a developer of inference silicon, today introduced the QN-4, its third-generation "
            "accelerator.")
    assert _names(text) == ["Quillon QN-4"]


def test_a_catalogues_maximum_output_is_no_price() -> None:
    text = ('{"单位": "元/百万tokens", "模型": [{"名称": "星澜-Max", "输入": 3.2, "输出": 12.8}, '
            '{"名称": "星澜-Max", "最大输出": 32768}]}')
    prices = sorted((c.token_type, float(c.amount)) for c in _kind(text, "price", "application/json"))
    assert prices == [("input", 3.2), ("output", 12.8)]


def test_rupee_prices_of_gpu_hours() -> None:
    text = "Vantage Cloud offers both GPUs in its Pune region: A100 80GB at ₹231/hr ($2.77), and H200 at ₹310/hr ($3.72)."
    prices = sorted((c.subject, float(c.amount), c.currency, c.unit) for c in _kind(text, "price"))
    assert prices == [("NVIDIA A100", 231.0, "INR", "per_gpu_hour"), ("NVIDIA H200", 310.0, "INR", "per_gpu_hour")]


def test_a_rivals_figure_after_versus_is_its_result_and_a_lead_in_throughput() -> None:
    text = ("In MLPerf Llama 2 70B inference, H200 reaches 30,950 tokens/sec vs H100's 21,420 — a 44% throughput "
            "advantage on that memory-bound workload.")
    results = sorted((float(c.value), c.accelerator) for c in _kind(text, "benchmark"))
    assert results == [(21420.0, "NVIDIA H100"), (30950.0, "NVIDIA H200")]
    assert [(float(c.ratio), c.metric, c.baseline) for c in _kind(text, "comparison")] == [
        (1.44, "throughput", "NVIDIA H100")]


def test_two_bare_families_listed_together_in_a_gpu_text_and_a_card_named_with_its_family() -> None:
    text = "Requires an NVIDIA GPU with compute capability 8.0 or newer (Ampere or Ada; Hopper is not tuned yet)."
    assert _names(text) == ["NVIDIA Ada Lovelace", "NVIDIA Ampere", "NVIDIA Hopper"]
    # "6000 Ada" is the card's name, no mention of the family
    assert "NVIDIA Ada Lovelace" not in _names("| L40S, 6000 Ada | 48 GB | $0.00053 |\n")


def test_a_python_map_item_assigned_a_dict_names_its_model_and_tokens_per_dollar_are_no_price() -> None:
    text = ('PRICES = {}\n\nPRICES["acme/orca-large"] = {\n    "input_price_per_token": 0.0000004,\n'
            '    "output_price_per_token": 0.0000004,\n}\n\nPRICES["acme/orca-small"] = {\n'
            '    "input_price_per_token": 0.0000004,\n    "output_price_per_token": 0.0000004,\n}\n')
    subjects = sorted({c.subject for c in _kind(text, "price")})
    assert subjects == ["acme/orca-large", "acme/orca-small"]
    text = ("| Model | Input (per 1M tokens) | Output (per 1M tokens) |\n|---|---|---|\n"
            "| Kimi K2 | $1.00 | $3.00 (333,333 / $1) |\n| Qwen3 32B | $0.29 (3.44M / $1) | $0.59 (1.69M / $1) |\n")
    amounts = sorted(float(c.amount) for c in _kind(text, "price", "text/markdown"))
    assert amounts == [0.29, 0.59, 1.0, 3.0]


def test_a_blend_the_writer_works_out_and_a_sum_of_bracketed_terms_are_no_prices() -> None:
    text = ("Nimbus-5 sits at $4 / $24 per million tokens (input / output). At 3:1 you're paying roughly $19 per "
            "million across the mix. Real cost = (1M × $4) + (3M × $24) = $76 per million total.")
    assert sorted(float(c.amount) for c in _kind(text, "price")) == [4.0, 24.0]


def test_a_pair_closed_by_an_output_rate_and_one_rate_for_both_sides() -> None:
    text = "Nimbus-5 Pro, if you need the reasoning, pushes to $20 / $120 per million tokens: at that output rate, plan ahead."
    assert sorted((c.token_type, float(c.amount)) for c in _kind(text, "price")) == [("input", 20.0), ("output", 120.0)]
    text = "按量付费：0.003元/千tokens（输入+输出）"
    assert sorted((c.token_type, float(c.amount)) for c in _kind(text, "price")) == [("input", 3.0), ("output", 3.0)]


def test_a_list_of_chips_and_rates_with_the_unit_after_the_last_and_an_option_customers_pay() -> None:
    text = "Rates at the time of testing: Gaudi 3 at $1.59, H100 at $2.39 and MI300X at $1.95 per chip-hour."
    prices = sorted((c.subject, float(c.amount), c.unit) for c in _kind(text, "price"))
    assert prices == [("AMD Instinct MI300X", 1.95, "per_gpu_hour"), ("Intel Gaudi 3", 1.59, "per_gpu_hour"),
                      ("NVIDIA H100", 2.39, "per_gpu_hour")]
    text = "The B300 GPUs are priced at $6.40 per GPU-hour on demand; customers who sign a three-year commitment pay $4.60."
    assert sorted((float(c.amount), c.unit, c.condition) for c in _kind(text, "price")) == [
        (4.6, "per_gpu_hour", "reserved-3y"), (6.4, "per_gpu_hour", None)]


def test_a_falling_pair_after_from_is_a_cut_not_a_range() -> None:
    text = "Everything below is USD per million tokens.\n\n- Input: from $1.30 to $0.90, a 31% reduction\n"
    prices = sorted((float(c.amount), c.condition) for c in _kind(text, "price", "text/markdown"))
    assert prices == [(0.9, None), (1.3, "previous")]
    assert [(float(c.ratio), c.metric) for c in _kind(text, "comparison", "text/markdown")] == [(0.69, "price")]
    # read upwards, it stays a range
    assert _kind("Prices range from $0.50 to $2 per million tokens.", "price") == []


def test_made_up_cases_and_marked_estimates_give_no_results() -> None:
    text = ("Suppose, further, that your agent needs 40 tokens/s to feel responsive. If a hypothetical chip could serve "
            "500 such users at once, you would need 20,000 tokens/s from one box.")
    assert _kind(text, "benchmark") == []
    text = "Our projection for one next-generation part is ~8,000 tokens/s per chip on a 70B-class model (est.)."
    assert _kind(text, "benchmark") == []


def test_metrics_named_by_rates_per_gpu_what_others_pay_and_a_change_after_a_move() -> None:
    text = ("Against their previous deployment on 8-GPU H200 servers, tokens per GPU per second rose 3.8x at the same "
            "interactivity target.")
    assert [(float(c.ratio), c.metric) for c in _kind(text, "comparison")] == [(3.8, "throughput")]
    text = "Developers pay $0.50 per million input tokens — half of what they would pay on the maker's own platform."
    assert [(float(c.ratio), c.metric) for c in _kind(text, "comparison")] == [(0.5, "price")]
    text = "Median end-to-end latency was 35% lower after the move to TPU pods."
    assert [(float(c.ratio), c.metric) for c in _kind(text, "comparison")] == [(0.65, "latency")]


def test_a_fraction_lower_leaves_the_rest() -> None:
    text = "Rents for the H100 are roughly a third lower than at the start of last year."
    assert [float(c.ratio) for c in _kind(text, "comparison")] == [0.6667]
    assert [float(c.ratio) for c in _kind("The new API costs a quarter less than GPT-5.", "comparison")] == [0.75]
    # a fraction of another is that share
    assert [float(c.ratio) for c in _kind("The chip costs a third of what the H100 costs.", "comparison")] == [0.3333]


def test_a_bare_pair_set_against_a_typed_tier_pair_is_the_standard_input_and_output() -> None:
    text = ("Long-context pricing starts above 200K input tokens: $6 per million input and $22.50 per million output, "
            "against $3 and $15 in the standard tier.")
    prices = sorted((float(c.amount), c.token_type, c.condition) for c in _kind(text, "price"))
    assert prices == [(3.0, "input", None), (6.0, "input", "long-context>200k"), (15.0, "output", None),
                      (22.5, "output", "long-context>200k")]


def test_writing_to_a_cache_in_other_words_and_the_base_rate_a_share_is_of() -> None:
    text = "Writing a prefix into the cache costs $1.25 per million tokens, 25% more than a regular input token."
    assert [(c.token_type, c.condition) for c in _kind(text, "price")] == [("input", "cache write")]
    text = ("A new one-hour cache costs $1.40 per million tokens to write. Cache reads now cost one-twentieth of the "
            "base input rate of $0.70.")
    prices = sorted((float(c.amount), c.token_type, c.condition) for c in _kind(text, "price"))
    assert prices == [(0.7, "input", None), (1.4, "input", "cache write")]


def test_one_unit_for_a_bracketed_list_a_machines_hour_and_a_spending_threshold() -> None:
    text = "At list rates ($2.39 for H100, $2.95 for H200, $4.10 for B200, all per GPU-hour) the B200 wins."
    prices = sorted((c.subject, float(c.amount), c.unit) for c in _kind(text, "price"))
    assert prices == [("NVIDIA B200", 4.1, "per_gpu_hour"), ("NVIDIA H100", 2.39, "per_gpu_hour"),
                      ("NVIDIA H200", 2.95, "per_gpu_hour")]
    text = "Eight-GPU H200 instances now rent for $22.40 an hour, and single-GPU capacity is $2.85 per GPU-hour."
    assert [float(c.amount) for c in _kind(text, "price")] == [2.85]
    text = ("| Tier | Tokens per minute |\n|---|---|\n| Tier 1 | 800,000 |\n\n"
            "Tiers unlock after a cumulative spend of $50 (Tier 1), $1,000 (Tier 2) and $25,000 (Tier 3).\n")
    assert _kind(text, "price", "text/markdown") == []


def test_discounts_on_passes_and_coffee_are_no_comparisons() -> None:
    for text in ("Early-bird pass: $449 (regular $749) until March 1, that's 40% off.",
                 "The café is cutting espresso prices by 15% through the end of March."):
        assert _kind(text, "comparison") == [], text


def test_a_csv_catalogue_keyed_by_token_quantity_and_currency() -> None:
    text = ("provider,developer,model,input_token_1k_usd,output_token_1k_usd,context_size\n"
            "Acme,Acme,orca-large,0.02,0.05,8000\nAcme,Acme,orca-small,0.0005,0.0015,16000\n")
    prices = sorted((c.subject, c.token_type, float(c.amount), c.currency) for c in _kind(text, "price"))
    assert prices == [("orca-large", "input", 20.0, "USD"), ("orca-large", "output", 50.0, "USD"),
                      ("orca-small", "input", 0.5, "USD"), ("orca-small", "output", 1.5, "USD")]


def test_a_family_member_with_its_variant_after_its_maker_is_that_model() -> None:
    text = ("Kestrel announced that the 60% promotional discount on K3-Pro would become permanent. "
            "Meanwhile DeepSeek said the discount on V5-Pro stays; input now costs $0.40 per million (down from $1.00).")
    prices = sorted((c.subject, float(c.amount), c.condition) for c in _kind(text, "price"))
    assert prices == [("deepseek-v5-pro", 0.4, None), ("deepseek-v5-pro", 1.0, "previous")]


def test_a_named_model_given_as_an_example_keeps_its_price_and_a_supposed_change_is_none() -> None:
    text = "Fast Mode on Opus 4.8, for example, is priced at $12 input / $60 output per million tokens."
    assert sorted(float(c.amount) for c in _kind(text, "price")) == [12.0, 60.0]
    text = "When the cost of serving a chatbot drops by 80% or 90%, business models that failed become profitable."
    assert _kind(text, "comparison") == []


def test_a_chinese_cut_by_a_fraction_leaves_the_rest() -> None:
    text = "价格调整：qf-lite 输入 ¥0.90 → ¥0.60 /百万 tokens（下调约三分之一）。"
    assert [float(c.ratio) for c in _kind(text, "comparison")] == [0.6667]
    assert [float(c.ratio) for c in _kind("价格降至原来的三分之一。", "comparison")] == [0.3333]


def test_kunlun_cards_by_the_lines_name_and_a_hygon_edition_with_an_underscore() -> None:
    text = " | 芯片类型 | 卡型号 | 驱动版本 |\n | --- | --- | --- |\n | 昆仑 R480 | R300 | 4.31.0 |\n"
    assert _names(text) == ["Kunlunxin R300", "Kunlunxin R480"]
    assert _names(" | 芯片类型 | DTK 版本 |\n | --- | --- |\n | K100_AI | 24.04.1 |\n") == ["Hygon DCU K100 AI"]


def test_evaluation_score_gains_and_speed_of_light_ceilings_are_no_comparisons() -> None:
    text = "相比于初代模型，新模型在 MMLU（+21%）、CEval（+30%）、BBH（+55%）等数据集上的性能取得了提升。"
    assert _kind(text, "comparison") == []
    text = "所以 speed-of-light (SOL) throughput 是 9800 tps/GPU，是官方测到的数字的5倍多。"
    assert _kind(text, "comparison") == []


def test_a_speed_that_dipped_by_a_fraction_and_a_chinese_cut_in_tenths() -> None:
    text = "On long prompts, decode speed dipped by about a fifth against GPT-4.1."
    assert [(float(c.ratio), c.metric) for c in _kind(text, "comparison")] == [(0.8, "performance")]
    assert [float(c.ratio) for c in _kind("星垣-5 的输出价格下调六成。", "comparison")] == [0.4]


def test_a_score_that_comes_to_a_share_of_a_rivals() -> None:
    text = "Our Offline score comes to 115% of the best B200 system in the same round."
    assert [(float(c.ratio), c.baseline) for c in _kind(text, "comparison")] == [(1.15, "NVIDIA B200")]


def test_an_arrow_written_as_a_character_reference_and_requests_a_second() -> None:
    text = "* fused kernels for a 4x speedup (19.2 -&gt; 77 tok/s) on the M4 Max\n"
    assert sorted(float(c.value) for c in _kind(text, "benchmark", "text/markdown")) == [19.2, 77.0]
    assert _kind("The RTX PRO 6000 hits 41.2 req/s at batch 64.", "benchmark") == []


def test_a_radeon_card_written_without_its_brand() -> None:
    assert _names("The RX 7900 XT has 800 GB/s, and the RX 7800 XT gets 39 tok/s.") == [
        "AMD Radeon RX 7800 XT", "AMD Radeon RX 7900 XT"]


def test_a_multiple_in_its_own_cell_beside_the_rows_rate_is_a_throughput_multiple() -> None:
    text = ("| Benchmark | Scenario | Kestrel K3 (x8) | vs 8x H200 |\n|---|---|---|---|\n"
            "| Llama 2 70B | Offline | 30,900 tokens/s | 0.96x |\n")
    assert [(float(c.ratio), c.metric) for c in _kind(text, "comparison", "text/markdown")] == [(0.96, "throughput")]


def test_a_bracket_that_prices_the_cache_hit_leaves_the_amount_before_it_input() -> None:
    text = "首批上线模型定价为：输入每百万tokens 2元（缓存命中0.2元），输出每百万tokens 8元。"
    prices = sorted((float(c.amount), c.token_type) for c in _kind(text, "price"))
    assert prices == [(0.2, "cached_input"), (2.0, "input"), (8.0, "output")]


def test_a_rate_per_card_hour_written_with_yi_and_a_whole_machine_with_its_card_count() -> None:
    assert [(float(c.amount), c.unit) for c in _kind("H20 按需 7.2元一卡时，显存大。", "price")] == [(7.2, "per_gpu_hour")]
    assert _kind("某平台B300整机（8卡）报价每小时350元，未公布单卡价格。", "price") == []


def test_a_columns_types_listed_after_a_tier_name_and_a_request_fee_table() -> None:
    text = ("Per 1M tokens:\n\n| Model | Short: Input / Cached / Output | Long (≥200k): Input / Cached / Output |\n"
            "|---|---|---|\n| orca-5 | $2.00 / **$0.25** / $8.00 | $4.00 / **$0.50** / $16.00 |\n")
    prices = sorted((float(c.amount), c.token_type, c.condition) for c in _kind(text, "price", "text/markdown"))
    assert prices == [(0.25, "cached_input", None), (0.5, "cached_input", "long-context>200k"), (2.0, "input", None),
                      (4.0, "input", "long-context>200k"), (8.0, "output", None), (16.0, "output", "long-context>200k")]
    text = ("| Model | Input ($/1M) | Output ($/1M) |\n|---|---|---|\n| Sonar | $1 | $1 |\n\n"
            "Every call also carries a request fee billed per 1,000 requests, set by the search context size.\n\n"
            "| Model | Low | Medium | High |\n|---|---|---|---|\n| Sonar | $5 | $8 | $12 |\n")
    assert sorted(float(c.amount) for c in _kind(text, "price", "text/markdown")) == [1.0, 1.0]


def test_a_column_the_writer_worked_out_and_a_rate_cards_output_limit_are_no_prices() -> None:
    text = ("Sticker prices per GPU per hour, on-demand unless noted. I've also worked out a rough cost per million "
            "output tokens from my own runs.\n\n| Cloud | On-demand | Spot | ≈ $/M output (my calc) |\n|---|---|---|---|\n"
            "| Kestrelhost | $2.55 | $1.60 | $0.24 |\n")
    prices = sorted((float(c.amount), c.unit, c.condition) for c in _kind(text, "price", "text/markdown"))
    assert prices == [(1.6, "per_gpu_hour", "spot"), (2.55, "per_gpu_hour", None)]
    text = ("# All prices: USD per 1M tokens.\nmodels:\n  - name: lark-flash\n    max_output: 16000\n    input: 0.10\n"
            "    output: 0.40\n")
    assert sorted(float(c.amount) for c in _kind(text, "price")) == [0.1, 0.4]


def test_a_report_line_labelled_by_its_unit_is_a_result_and_a_scheduled_rate_is_none() -> None:
    text = "HumanEval(256) tokens per second: 84.20\nHumanEval(512) tokens per second: 61.75\n"
    assert sorted(float(c.value) for c in _kind(text, "benchmark")) == [61.75, 84.2]
    assert _kind("Additional Stats\nScheduled samples per second : 0.61\nMin latency (ns) : 2838342370\n", "benchmark") == []


def test_columns_in_a_currency_then_in_or_out_and_euro_amounts_with_a_decimal_comma() -> None:
    text = ("Prices per million tokens.\n\n| Model | GBP in | GBP out | INR in | INR out |\n|:--|--:|--:|--:|--:|\n"
            "| Sonnet 4.5 | £2.50 | £12.50 | ₹270 | ₹1,350 |\n")
    prices = sorted((c.currency, c.token_type, float(c.amount)) for c in _kind(text, "price", "text/markdown"))
    assert prices == [("GBP", "input", 2.5), ("GBP", "output", 12.5), ("INR", "input", 270.0), ("INR", "output", 1350.0)]
    text = "Prices in EUR per 1 M tokens: Kimi K2 input €0,55, output €2,20. A server costs €1,050 a month."
    assert sorted(float(c.amount) for c in _kind(text, "price")) == [0.55, 2.2]
