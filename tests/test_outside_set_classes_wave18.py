"""Classes of error found on the eighteenth wave of outside sets (2026-12-06, issue 9). Each is pinned on text
written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from tests.claim_helpers import claims_of_kind as _kind


def test_prompts_that_hit_a_providers_own_cache_are_cached_input() -> None:
    text = ("Tarn Cloud now charges $0.30 per million input tokens for Qwen3-32B. "
            "Requests that hit Tarn's prefix cache are billed at $0.06 per million tokens.")
    assert [(p.amount, p.token_type) for p in _kind(text, "price")] == [
        (Decimal("0.30"), "input"), (Decimal("0.06"), "cached_input")]


def test_shorter_prompts_name_a_tier_not_the_input_side_of_a_slashed_pair() -> None:
    text = ("- Long prompts (over 128K tokens) for `kimi-k2` are billed at $1.20 input and $4.80 output per million; "
            "shorter prompts keep $0.60 / $2.50.")
    assert [(p.amount, p.token_type, p.condition) for p in _kind(text, "price", "text/markdown")] == [
        (Decimal("1.20"), "input", "long-context>128k"), (Decimal("4.80"), "output", "long-context>128k"),
        (Decimal("0.60"), "input", None), (Decimal("2.50"), "output", None)]


def test_the_regular_price_after_an_offers_end_date_is_the_standard_price() -> None:
    text = "- Intro offer for `qwen3-32b`: $0.15 per million output tokens until March 31 (regular $0.40)."
    assert [(p.amount, p.token_type, p.condition) for p in _kind(text, "price", "text/markdown")] == [
        (Decimal("0.15"), "output", "promotional"), (Decimal("0.40"), "output", None)]


def test_an_effective_price_after_caching_is_worked_out_not_listed() -> None:
    text = ("Our nightly run on GPT-4.1 mini: input at $0.40/1M and output at $1.60/1M. "
            "Effective input price after caching comes to roughly $0.14/1M, if the hit rate holds.")
    assert sorted(p.amount for p in _kind(text, "price")) == [Decimal("0.40"), Decimal("1.60")]


def test_the_next_chip_of_a_chinese_list_of_hourly_rents_keeps_the_unit() -> None:
    text = "在这家云上，A800按需价格为每卡每小时7.2元，L20为4.1元。"
    assert [(p.subject, p.amount, p.unit) for p in _kind(text, "price")] == [
        ("NVIDIA A800", Decimal("7.2"), "per_gpu_hour"), ("NVIDIA L20", Decimal("4.1"), "per_gpu_hour")]


def test_a_per_second_rent_after_and_is_no_whole_machine() -> None:
    # ("…second and H100" once read as Azure's "ND H100" machine)
    text = "Quillrun bills A10G workers at $0.00031 per second and H100 workers at $0.00105 per second."
    assert [(p.subject, p.amount, p.unit) for p in _kind(text, "price")] == [
        ("NVIDIA A10G", Decimal("1.116"), "per_gpu_hour"), ("NVIDIA H100", Decimal("3.78"), "per_gpu_hour")]


def test_a_chat_logs_lines_are_messages_of_their_own() -> None:
    text = ("ana  09:12  prices for qwen3-32b (blended, from each vendor's pricing pages)\n"
            "ana  09:12  Harrow: $0.50/M blended\n"
            "ana  09:13  Fenwick: $0.40/M blended, so ~20% cheaper than Harrow\n"
            "ana  09:14  Fenwick also quotes 210 tok/s median output speed vs Harrow 150 tok/s\n"
            "raj  09:15  Fenwick caps us at 30 RPM though\n")
    assert [(p.amount, p.token_type) for p in _kind(text, "price")] == [
        (Decimal("0.50"), "blended"), (Decimal("0.40"), "blended")]
    assert [(c.ratio, c.metric, c.baseline) for c in _kind(text, "comparison")] == [(Decimal("0.8"), "price", "Harrow")]


def test_down_to_a_share_of_a_named_price_is_that_share_in_a_headline() -> None:
    text = "星衡推出夜间优惠：调用价格低至标准价的30%\n\n星衡今日宣布，每日00:30至08:30为优惠时段，星衡-Pro降至标准价的30%。"
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("0.3"), "price")]


def test_a_table_row_under_a_header_line_restating_the_body_is_one_change() -> None:
    text = ("Lambda MLPerf Inference notes\n\n"
            "On the software side, moving to the new driver on our NVIDIA H200 system delivers up to an 8% "
            "throughput gain on Llama 3.1 8B.\n\n"
            "Model System Division Scenario Results Notes\n"
            "GPT-OSS 120B NVIDIA B200 (8-GPU) Closed Server 40.2k tokens/second First submission\n"
            "Llama 3.1 8B NVIDIA H200 (8-GPU) Closed Offline 60.1k tokens/second Up to 8% improvement over "
            "the same system in v5.1\n")
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("1.08"), "throughput")]


def test_a_clause_after_a_semicolon_naming_its_own_subject_borrows_no_other() -> None:
    text = ("Kestrel MLPerf round: NVIDIA B300 delivers 25% over NVIDIA B200; Queue Shaping cuts TTFT P99 by 40%\n\n"
            "Body text follows here without figures.")
    cut = [c for c in _kind(text, "comparison") if c.metric == "latency"]
    assert [(c.ratio, c.subject) for c in cut] == [(Decimal("0.6"), None)]


def test_a_footnote_mark_and_a_span_of_time_are_no_baselines() -> None:
    text = "Upgrading the runtime on the NVIDIA H200 gave a 7% throughput gain over eight months."
    assert [(c.ratio, c.baseline) for c in _kind(text, "comparison")] == [(Decimal("1.07"), None)]
    noted = ("| System | Result | Notes |\n|---|---|---|\n| NVIDIA H200 | 12,400 tok/s | +12% throughput vs. baseline2 |\n")
    assert [(c.ratio, c.baseline) for c in _kind(noted, "comparison", "text/markdown")] == [(Decimal("1.12"), "baseline")]


def test_a_bound_in_a_chinese_headline_and_one_items_equal_cut_are_two_claims() -> None:
    text = "深度求索官宣:最高降价60%!\n据报道,错峰时段DeepSeek-V3降至原价的50%,DeepSeek-R1降至40%。"
    claims = _kind(text, "comparison")
    assert sorted(c.ratio for c in claims) == [Decimal("0.4"), Decimal("0.4"), Decimal("0.5")]
    assert [c.hedge for c in claims if c.subject is None and c.ratio == Decimal("0.4")] == ["up to"]


def test_hyphenated_percent_abbreviated_rates_and_speed_ups_by_acceleration() -> None:
    moved = ("Moving the ranking service from GPU instances to AWS Inferentia gave 40-percent lower cost and "
             "20-percent improvement in end-to-end latency.")
    assert sorted((c.ratio, c.metric) for c in _kind(moved, "comparison")) == [
        (Decimal("0.6"), "cost"), (Decimal("0.8"), "latency")]
    merged = "Just merged #412 which increases decoding T/s (e.g. for Qwen3 8B @ q4) by 18% (50 -> 59)!"
    assert [(c.ratio, c.metric) for c in _kind(merged, "comparison")] == [(Decimal("1.18"), "throughput")]
    sped = "This guide shows how to accelerate your inference workloads by up to 45% using the new kernels."
    assert [(c.ratio, c.metric, c.hedge) for c in _kind(sped, "comparison")] == [(Decimal("1.45"), "performance", "up to")]


def test_arrow_marked_changes_of_several_latencies_are_each_claimed() -> None:
    text = ("Adaptive batching gives a clear win:\n"
            "- :arrow_down: TTFT  ~70%\n- :arrow_down: TPOT  ~50%\n- :arrow_down:   E2EL ~50%\n"
            "- :arrow_up: Throughput ~20%\n")
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison", "text/markdown")] == [
        (Decimal("0.3"), "latency"), (Decimal("0.5"), "latency"), (Decimal("0.5"), "latency"),
        (Decimal("1.2"), "throughput")]


def test_a_delta_column_compares_the_column_before_it_and_prose_rounding_restates_it() -> None:
    text = ("| Metric | Before `101` | After `102` | Delta |\n| --- | ---: | ---: | ---: |\n"
            "| Output token throughput | `400.00 tok/s` | `546.40 tok/s` | `+36.60%` |\n"
            "| TTFT p50 | `5000.00 ms` | `480.00 ms` | `-90.40%` |\n\n"
            "Summary: a clean `1.37x` output throughput improvement and ~`10.4x` better TTFT p50.\n")
    claims = _kind(text, "comparison", "text/markdown")
    assert [(c.ratio, c.metric, c.subject, c.baseline) for c in claims] == [
        (Decimal("1.366"), "throughput", "After 102", "Before 101"),
        (Decimal("0.096"), "latency", "After 102", "Before 101")]



def test_a_ceiling_bracketed_after_an_offered_speed_is_no_result() -> None:
    text = "Turbo tier of kimi-k2: output speed up to 80 tokens/sec (max 120 tokens/sec)."
    assert [r.value for r in _kind(text, "benchmark")] == [Decimal("80")]


def test_a_report_line_with_its_unit_bracketed_after_the_measure() -> None:
    text = ("Mistral 7B on one H100\n\n"
            "Request Throughput (req/sec):                 31.2040\n"
            "Total Output Throughput (tokens/sec):         4120.5500\n"
            "Per User Output Throughput [w/ ctx] (tps/user):   12.4100\n")
    assert [(r.value, r.unit) for r in _kind(text, "benchmark")] == [
        (Decimal("4120.55"), "tokens/s"), (Decimal("12.41"), "tokens/s")]


def test_a_median_of_marketplace_offers_in_a_json_record_is_no_price() -> None:
    text = ('[{"provider": "alpha", "gpu_type": "H100-80GB", "usd_per_gpu_hour": 2.99, "product": "H100 SXM"},\n'
            ' {"provider": "bazaar", "gpu_type": "H100-80GB", "usd_per_gpu_hour": 2.31, '
            '"product": "H100 SXM, marketplace median"}]\n')
    assert [p.amount for p in _kind(text, "price", "application/json")] == [Decimal("2.99")]


def test_goals_roadmaps_and_suppositions_state_no_speed() -> None:
    wished = "Single stream gives 95 tok/s on the RTX 5090. My goal for the coding agent is 150 tok/s per user."
    assert [r.value for r in _kind(wished, "benchmark")] == [Decimal("95")]
    roadmap = ("One VX-4 generated 12,000 tokens/s on Llama 3.1 8B. The roadmap calls for the VX-5 to reach "
               "20,000 tokens/s on the same model.")
    assert [r.value for r in _kind(roadmap, "benchmark")] == [Decimal("12000")]
    supposed = ("Suppose, just for illustration, that one replica can generate 80 tokens per second and readers "
                "take about 8 tokens per second.")
    assert _kind(supposed, "benchmark") == []
    wanted = "The H200 gave 3,100 tokens/s. Next quarter we want to reach 4,000 tokens/s per card."
    assert [r.value for r in _kind(wanted, "benchmark")] == [Decimal("3100")]
    aimed = "该系统离线成绩为8,000 tokens/s。公司表示，其目标是在下一轮将离线成绩提升至12,000 tokens/s。"
    assert [r.value for r in _kind(aimed, "benchmark")] == [Decimal("8000")]


def test_an_average_across_sellers_is_no_price() -> None:
    text = "GPU rental: on-demand H200 capacity averages $3.10 per GPU-hour across the nine clouds we track."
    assert _kind(text, "price") == []


def test_a_relative_clause_prices_the_token_side_before_it() -> None:
    text = ("1. Vell sells Orrin-8B output at $0.30 per million tokens.\n\n"
            "2. Cache reads run 90% cheaper than fresh Orrin-8B input, which Vell prices at $0.10 per million tokens.\n")
    assert [(p.amount, p.token_type) for p in _kind(text, "price", "text/markdown")] == [
        (Decimal("0.30"), "output"), (Decimal("0.10"), "input")]


def test_the_amount_a_share_is_taken_of_keeps_the_unit() -> None:
    text = "Vell now sells Orrin-8B output at $0.30 per million tokens, one-fifth of the $1.50 Kade charges for its output."
    assert [(p.amount, p.token_type) for p in _kind(text, "price")] == [(Decimal("0.30"), "output"), (Decimal("1.50"), "output")]


def test_a_reserved_starting_rate_in_a_yaml_rate_card() -> None:
    text = ("currency: USD\nplans:\n- name: On-Demand\n  prices:\n  - resource: NVIDIA H100 SXM\n    price_per_hour: 2.95\n"
            "- name: Reserved\n  commitment: long-term reservation\n  prices:\n  - resource: NVIDIA H100 SXM\n"
            "    price_per_hour_from: 2.15\n")
    assert [(p.amount, p.condition) for p in _kind(text, "price", "application/yaml")] == [
        (Decimal("2.95"), None), (Decimal("2.15"), "reserved")]


def test_an_hourly_rent_listed_among_a_worked_estimates_assumptions_is_no_price() -> None:
    text = ("Cost per million tokens, roughly\n\nUsing fairly generous assumptions:\n\n"
            "NVIDIA H200 GPU rental: $4/hr\n\nGPU utilization: 60%\n")
    assert _kind(text, "price") == []


def test_a_list_of_multiples_after_a_verb_shares_its_metric_across_product_codes() -> None:
    text = "Our kernels raise the serving throughput of Qwen3-8B by 1.3x on H200, 1.6x on L40S, compared to vLLM."
    assert sorted((c.ratio, c.metric) for c in _kind(text, "comparison")) == [
        (Decimal("1.3"), "throughput"), (Decimal("1.6"), "throughput")]


def test_a_figure_one_person_asks_another_about_is_not_claimed() -> None:
    asked = "Just to clarify, your runs show ~7 output tokens/s on vLLM and around 12 for SGLang ?"
    assert _kind(asked, "benchmark") == []
    expected = "On 4 x RTX 3090, 30 tokens/s. I'd expect 4 GPUs would be at least 4 times faster? Is this normal?"
    assert _kind(expected, "comparison") == []


def test_a_night_tier_cheaper_than_the_rates_above_is_a_price() -> None:
    text = ("# Brisk API pricing\n\nAll prices are USD per 1M tokens.\n\n## Brisk-2\n- Input: $0.20\n- Output: $0.90\n\n"
            "## Night batch\nJobs queued between 23:00 and 05:00 cost 40% less than the rates above.\n")
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison", "text/markdown")] == [(Decimal("0.6"), "price")]


def test_a_regular_price_after_an_offer_with_its_end_date_and_a_semicolon() -> None:
    text = ("# Brisk API pricing\n\nAll prices are USD per 1M tokens.\n\n## Brisk-2\n"
            "- Input: $0.25 (launch offer until February 28; regular $0.35)\n- Output: $0.90\n")
    assert [(p.amount, p.token_type, p.condition) for p in _kind(text, "price", "text/markdown")] == [
        (Decimal("0.25"), "input", "promotional"), (Decimal("0.35"), "input", None), (Decimal("0.90"), "output", None)]


def test_one_models_list_price_on_a_token_side_against_anothers() -> None:
    text = ("GPT-5 lists at $1.25 per million input tokens and $10 per million output tokens; Claude Opus 4.1 at $15 "
            "per million input and $75 per million output. On output, Opus 4.1 costs 7.5x what GPT-5 does.")
    assert [(c.ratio, c.metric, c.baseline) for c in _kind(text, "comparison")] == [(Decimal("7.5"), "price", "gpt-5")]


def test_the_price_a_share_is_of_listed_in_a_past_month_is_the_previous_price() -> None:
    text = "Kade went further, pricing output at $0.90 per million tokens, a third of the $2.70 it listed in May."
    assert [(p.amount, p.condition) for p in _kind(text, "price")] == [(Decimal("0.90"), None), (Decimal("2.70"), "previous")]
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("0.3333"), "price")]


def test_cutting_both_rates_names_the_prices_just_quoted() -> None:
    text = ("Vell now charges $0.40 per million input tokens and $1.60 per million output tokens, cutting both rates "
            "by 50% from the spring.")
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("0.5"), "price")]


def test_both_amounts_of_an_old_pair_an_arrow_leads_away_from_are_previous() -> None:
    text = ("## Rate changes\n\nThe official table lists input and output per-token prices, in USD per 1M tokens.\n\n"
            "- `kimi-k2`: $0.40/$1.60 → **$0.55/$2.20**\n- `qwen3.9:80b`: $0.12/$0.48 → **$0.10/$0.40**\n")
    prices = [(p.subject, p.amount, p.token_type, p.condition) for p in _kind(text, "price", "text/markdown")]
    assert ("kimi-k2", Decimal("0.40"), "input", "previous") in prices
    assert ("qwen3.9:80b", Decimal("0.12"), "input", "previous") in prices
    assert ("qwen3.9:80b", Decimal("0.10"), "input", None) in prices
    assert not any(p[0] == "kimi-k2" and p[1] in (Decimal("0.12"), Decimal("0.10")) for p in prices)


def test_the_new_amount_of_a_change_is_of_the_item_named_before_the_old_one() -> None:
    text = ("## Rate changes\n\nThe official table lists input and output per-token prices, in USD per 1M tokens.\n\n"
            "- `kimi-k2`: input $0.40 → **$0.55**\n"
            "- `qwen3.9:80b`: cacheRead $0 → **$0.05**\n")
    prices = [(p.subject, p.amount, p.token_type) for p in _kind(text, "price", "text/markdown")]
    assert ("qwen3.9:80b", Decimal("0.05"), "cached_input") in prices


def test_a_measure_with_a_figure_of_its_own_after_it_is_not_an_earlier_figures() -> None:
    text = ("NVIDIA Blackwell 30x Hopper in a DeepSeek test\n\n"
            "💡30x efficiency vs Hopper slashes AI costs 20x—plan the upgrade now\n")
    claims = [(c.ratio, c.metric) for c in _kind(text, "comparison")]
    assert (Decimal("30"), "cost") not in claims
    assert (Decimal("0.05"), "cost") in claims


def test_a_toml_gpu_rate_card_prices_each_chip_per_purchase_mode() -> None:
    text = ("# rates.toml - Kestrel Compute public list, USD per GPU-hour\n\n"
            "[gpus.h100_sxm]\ndisplay = \"H100 SXM 80GB\"\non_demand = 2.49\nspot = 1.29\nreserved_1y = 1.99\n\n"
            "[gpus.l40s]\ndisplay = \"L40S 48GB\"\non_demand = 0.95\nspot_discount = 0.40\nmax_per_customer = 32\n")
    assert sorted((p.subject, p.amount, p.condition or "") for p in _kind(text, "price")) == [
        ("NVIDIA H100", Decimal("1.29"), "spot"), ("NVIDIA H100", Decimal("1.99"), "reserved-1y"),
        ("NVIDIA H100", Decimal("2.49"), ""), ("NVIDIA L40S", Decimal("0.95"), "")]


def test_a_code_block_of_prices_under_a_line_stating_the_unit() -> None:
    text = ("Proposed table (USD per 1M tokens):\n\n```python\nPRICES = {\n"
            "    \"claude-haiku-4-5\": {\"input\": 1.00, \"cache_read\": 0.10, \"output\": 5.00},\n}\n```\n\n"
            "Example: a 10K-token prompt reused 50 times costs 50 x 10000 x $0.10/1M in reads.\n")
    assert [(p.amount, p.token_type) for p in _kind(text, "price", "text/markdown")] == [
        (Decimal("1.00"), "input"), (Decimal("0.10"), "cached_input"), (Decimal("5.00"), "output")]


def test_a_median_over_many_sellers_and_a_worked_cost_with_about() -> None:
    median = ("The median on-demand price across the 11 neoclouds we track is now $2.20 per GPU-hour, and Tarn cut its "
              "own H100 rate to $1.95 from $2.35 on Monday.")
    assert [p.amount for p in _kind(median, "price")] == [Decimal("1.95"), Decimal("2.35")]
    worked = ("Tarn rents an H100 at $2.40/hr. At 1,200 output tokens/s that is 4.32M tokens an hour, so "
              "$2.40 / 4.32M = about $0.56 per million output tokens.")
    assert [p.unit for p in _kind(worked, "price")] == ["per_gpu_hour"]


def test_a_foreseen_chip_speed_and_a_jobs_aim_are_no_claims() -> None:
    foreseen = "演示中，8卡LY-5服务器实测输出吞吐为每秒2,150个tokens。公司透露，预计明年量产的LY-6将达到每秒5,000个tokens。"
    assert [r.value for r in _kind(foreseen, "benchmark")] == [Decimal("2150")]
    aim = "You will help us double throughput per GPU by the end of 2027 and bring p99 latency below 300 ms."
    assert _kind(aim, "comparison") == []


def test_an_input_side_named_on_the_line_declaring_a_tables_unit() -> None:
    text = ("Input prices, USD per 1M tokens, checked 1 December 2026.\n\n| Model | Direct | Via Hub |\n|---|---|---|\n"
            "| GPT-4.1 | $2.00 | $2.10 |\n")
    assert [(p.amount, p.token_type) for p in _kind(text, "price", "text/markdown")] == [
        (Decimal("2.00"), "input"), (Decimal("2.10"), "input")]


def test_a_latency_times_worse_after_a_cut_elsewhere_is_higher() -> None:
    text = "That is roughly 18% lower output throughput, and TTFT is 1.4x worse."
    assert sorted((c.ratio, c.metric) for c in _kind(text, "comparison")) == [
        (Decimal("0.82"), "throughput"), (Decimal("1.4"), "latency")]


def test_a_count_of_submissions_tender_points_and_a_wondered_change_are_no_comparisons() -> None:
    counted = ("MLPerf Inference v6.0 成绩公布：GB300 NVL72 在 Llama 2 70B Offline 场景下取得每秒 1,100,000 个 token 的成绩。"
               "本轮共收到 3,100 余项结果，较上一轮增加 12%。")
    assert [c.ratio for c in _kind(counted, "comparison")] == []
    tender = "RFP for LLM inference.\n2. Evaluation. A discount of at least 15% for a three-year term will receive additional points."
    assert _kind(tender, "comparison") == []
    wondered = "If API prices drop by 80% next year, the math flips. Whether inference gets ten times cheaper by 2029 is anyone's guess."
    assert all(c.ratio != Decimal("0.1") for c in _kind(wondered, "comparison"))


def test_a_multiple_in_an_mlperf_scenario_is_a_throughput_and_illustrative_speeds_are_none() -> None:
    gains = "MLPerf Inference v6.0: on Llama 3.1 405B, the announced gains reach 1.4× in server mode and 1.2× in offline mode."
    assert [(c.ratio, c.metric) for c in _kind(gains, "comparison")] == [
        (Decimal("1.4"), "throughput"), (Decimal("1.2"), "throughput")]
    illustrated = "Let's say, purely for illustration, that R is $2 and T is 900 tokens/s."
    assert _kind(illustrated, "benchmark") == []


def test_a_self_hosting_clause_with_the_rent_inside_states_a_cost_not_a_price() -> None:
    text = ("Here is a number: self-hosting Qwen3 32B on an L40S at $0.79/hr produces inference at roughly $0.09 per "
            "million tokens. GPT-4.1 mini costs $0.40 per million input tokens.")
    assert sorted(p.amount for p in _kind(text, "price")) == [Decimal("0.40"), Decimal("0.79")]


def test_slashed_figures_under_a_header_of_slashed_settings_are_one_rate_each() -> None:
    text = ("All rows use the same Qwen3-32B checkpoint on one H100.\n\n"
            "| Workload | Engine A C1 / C16 output tokens/s | Engine B C1 / C16 output tokens/s |\n|---|---:|---:|\n"
            "| Agent, 4000/500 | 31.50 / 60.25 | 70.10 / 610.40 |\n")
    assert [r.value for r in _kind(text, "benchmark", "text/markdown")] == [
        Decimal("31.50"), Decimal("60.25"), Decimal("70.10"), Decimal("610.40")]


def test_a_companys_own_slide_is_no_fall() -> None:
    text = "Kestrel's own slide puts the KX-2 at 95% of the B200 in Server, per card."
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("0.95"), "throughput")]


def test_a_forecast_rent_and_a_cost_by_my_math_are_no_prices() -> None:
    forecast = "同一平台上，B200 的租价为每卡每小时 24 元。业内普遍预计，明年 B200 租价可能跌破 20 元。"
    assert [p.amount for p in _kind(forecast, "price")] == [Decimal("24")]
    mine = "The cheapest H100 I found was $2.05 per GPU-hour on Tarn. By my math that's about $0.45/M tokens if I kept it busy."
    assert [p.unit for p in _kind(mine, "price")] == ["per_gpu_hour"]


def test_an_input_side_bracketed_in_a_heading_over_a_table() -> None:
    text = ("## Hub vs. direct (input prices, USD per 1M tokens)\n\n| Model | Direct | Hub |\n|---|---|---|\n"
            "| Kimi K2 | $0.60 | $0.66 |\n")
    assert [(p.amount, p.token_type) for p in _kind(text, "price", "text/markdown")] == [
        (Decimal("0.60"), "input"), (Decimal("0.66"), "input")]


def test_market_moves_storage_and_student_discounts_are_no_comparisons() -> None:
    market = ("Chip stocks slid on Friday. Memory makers fared worse, down 7%, as DRAM contract prices slipped 5%. "
              "Over the year the index is still up 38%.")
    assert [c.ratio for c in _kind(market, "comparison") if c.ratio in (Decimal("0.93"), Decimal("1.38"))] == []
    changelog = "- **H100 SXM on-demand**: $2.19 per GPU-hour (previously $2.49).\n- Block storage: price per GB-month reduced 20%.\n"
    assert [c.ratio for c in _kind(changelog, "comparison", "text/markdown")] == []
    passes = "<ul><li>Early-bird pass: $399 for the AI inference summit</li><li>Students: 40% off with a valid ID</li></ul>"
    assert _kind(passes, "comparison", "text/html") == []


def test_a_change_cell_after_rate_cells_and_its_bracketed_multiple_are_one_throughput() -> None:
    table = ("| Tier | main gen | PR #12 gen | Delta |\n|---|---|---|---|\n| 16k | 30.10 t/s | 34.00 t/s | +13.0% |\n")
    assert [(c.ratio, c.metric) for c in _kind(table, "comparison", "text/markdown")] == [(Decimal("1.13"), "throughput")]
    flattened = "Metric Before v2.0 Δ\nPrefill (1024-tok) 150 tok/s 600 tok/s +300 % (4.0×)\n"
    assert [(c.ratio, c.metric) for c in _kind(flattened, "comparison")] == [(Decimal("4"), "throughput")]


def test_foreseen_hoped_and_reckoned_speeds_and_a_targets_line_are_no_results() -> None:
    expects = ("In internal testing, a four-card KX-2 server generated 5,100 tokens/s on Llama 3.3 70B. The company expects "
               "production silicon, due in the second quarter of 2027, to reach 8,000 tokens/s in the same configuration.")
    assert [r.value for r in _kind(expects, "benchmark")] == [Decimal("5100")]
    hoped = ("The eight-GPU MI355X system scored 2,300 tokens/s in Offline on Llama 3.1 405B. Its engineers hope to pass "
             "2,900 tokens/s in Offline next round.")
    assert [r.value for r in _kind(hoped, "benchmark")] == [Decimal("2300")]
    quoted = "Tarn now serves Mistral Small 3.2 at 380 tokens/s per user. Tarn hopes its next cluster \"could reach\" 700 tokens/s."
    assert [r.value for r in _kind(quoted, "benchmark")] == [Decimal("380")]
    reckoned = ("Llama 3.1 8B on a single RTX 4090: 41.5 tok/s generation. Someone on Discord reckons an RTX 5090 should do "
                "65 tok/s but nobody has posted numbers.")
    assert [r.value for r in _kind(reckoned, "benchmark")] == [Decimal("41.5")]
    notes = "- Target for the new search service: 1,500 tokens/s per replica at peak, p95 latency under 2 s.\n"
    assert _kind(notes, "benchmark", "text/markdown") == []


def test_a_median_row_a_median_of_a_dotted_model_and_a_worked_examples_amounts_are_no_prices() -> None:
    table = ("Prices in USD per 1M tokens.\n\n| Provider | Input | Output |\n|---|---|---|\n| Brisk | $0.28 | $1.10 |\n"
             "| Tallow | $0.30 | $1.00 |\n| Median | $0.29 | $1.05 |\n")
    assert sorted(p.amount for p in _kind(table, "price", "text/markdown")) == [
        Decimal("0.28"), Decimal("0.30"), Decimal("1.00"), Decimal("1.10")]
    median = "Across the 12 hosts we track, the median output price for Llama 3.3 70B is $0.70 per million tokens."
    assert _kind(median, "price") == []
    worked = ("If you run 10 million calls a day, a $3.00/1M model costs $30,000/day. At $0.30/1M, that's $3,000/day. "
              "Claude Haiku 4.5 costs $1 per million input tokens.")
    assert [p.amount for p in _kind(worked, "price")] == [Decimal("1")]


def test_review_cases_of_the_wave18_rules() -> None:
    # a second reader's cases against the rules above: each read right before them and lost or changed by a first draft
    assert [c.ratio for c in _kind("H100 rental prices in China slid 20% in March, to $1.90 per GPU-hour.", "comparison")] == [
        Decimal("0.8")]
    unlike = "Unlike self-hosting, which needs a team to run it, Together AI charges $0.88 per million tokens for Llama 3 70B."
    assert [p.amount for p in _kind(unlike, "price")] == [Decimal("0.88")]
    appositive = "Claude 3.5 Sonnet, a $3 per million input tokens model, beats GPT-4o on coding."
    assert [p.amount for p in _kind(appositive, "price")] == [Decimal("3")]
    whichever = "Whether on vLLM or SGLang the B200 delivers 2.5x the throughput of the H100."
    assert [c.ratio for c in _kind(whichever, "comparison")] == [Decimal("2.5")]
    aside = "Although one rival entry was disqualified, the B200 delivered 2.2x the throughput of the H100 on Llama 2 70B."
    assert [c.ratio for c in _kind(aside, "comparison")] == [Decimal("2.2")]
    two = ("On Llama 3 70B, the B200 delivers 1.3x the throughput of the H200. On Mixtral 8x7B, the B200 delivers 1.29x "
           "the throughput of the H200.")
    assert sorted(c.ratio for c in _kind(two, "comparison")) == [Decimal("1.29"), Decimal("1.3")]
    wrapped = ("Off-peak, DeepSeek-V3 output tokens are discounted every day\nfrom 16:30 to 00:30 UTC by 50% against the "
               "standard price.\n")
    assert [c.ratio for c in _kind(wrapped, "comparison")] == [Decimal("0.5")]
    pair = "Gemini 2.0 Flash input/output per million tokens: $0.10/$0.40 → $0.15/$0.60."
    assert [(p.amount, p.token_type) for p in _kind(pair, "price") if p.condition is None] == [
        (Decimal("0.15"), "input"), (Decimal("0.60"), "output")]
    tier = "# Claude Sonnet 4 pricing\n\n- v2: $3 per million input tokens\n"
    assert [p.subject for p in _kind(tier, "price", "text/markdown")] == ["claude-sonnet-4"]
    after_list = "Our workload assumptions:\n\n- 10M tokens per day\n\nGPT-4o costs $2.50 per million input tokens.\n"
    assert [p.amount for p in _kind(after_list, "price", "text/markdown")] == [Decimal("2.50")]
    plain_header = "| Batch | Output tokens/s |\n|---|---|\n| 1 | 120 / 4 |\n"
    assert _kind(plain_header, "benchmark", "text/markdown") == []
