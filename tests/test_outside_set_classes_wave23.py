"""Classes of error found on the twenty-third wave of outside sets (2026-12-07, third session, issue 9). Each is pinned
on text written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from tests.claim_helpers import claims_of_kind as _kind


_REFERENCE_COLUMN_TABLE = ("| Card | KERNEL_A | KERNEL_B | KERNEL_C |\n| --- | --- | --- | --- |\n"
                           "| MI300X | **1.00x** | 1.25x | 2.50x |\n| MI355X | **1.00x** | 0.80x | 4.00x |\n")


def test_a_table_of_slowdowns_against_a_reference_column_compares_each_column_with_it() -> None:
    text = "**How many times slower in TPS vs KERNEL_A (32 concurrent requests):**\n\n" + _REFERENCE_COLUMN_TABLE
    got = [(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", content_type="text/markdown")]
    # each column's kernel against the column at 1.00x, a slowdown in rate (0.80x slower is a speed of 1/0.8)
    assert got == [(Decimal("0.8"), "throughput", "KERNEL_B", "KERNEL_A"), (Decimal("0.4"), "throughput", "KERNEL_C", "KERNEL_A"),
                   (Decimal("1.25"), "throughput", "KERNEL_B", "KERNEL_A"), (Decimal("0.25"), "throughput", "KERNEL_C", "KERNEL_A")]


def test_a_table_of_speed_ups_against_a_reference_column_is_no_comparison_of_the_row_cards() -> None:
    text = "Speedup in TPS vs KERNEL_A:\n\n" + _REFERENCE_COLUMN_TABLE
    got = [(c.ratio, c.subject, c.baseline) for c in _kind(text, "comparison", content_type="text/markdown")]
    assert got == [(Decimal("1.25"), "KERNEL_B", "KERNEL_A"), (Decimal("2.5"), "KERNEL_C", "KERNEL_A"),
                   (Decimal("0.8"), "KERNEL_B", "KERNEL_A"), (Decimal("4"), "KERNEL_C", "KERNEL_A")]
    # a caption naming another baseline than the column at 1.00x leaves the cells to the other readers
    other = "Speedup in TPS vs KERNEL_Z:\n\n" + _REFERENCE_COLUMN_TABLE
    assert not any(c.baseline == "KERNEL_A" for c in _kind(other, "comparison", content_type="text/markdown"))


def test_a_map_priced_in_hao_reads_ten_thousandths_of_a_yuan_and_no_assumed_default_price() -> None:
    text = ('"""\n单位：毫/百万tokens（1元 = 10000毫）\n"""\n\nRATES = {\n'
            '    "qwen-max": {"input": 24000, "output": 96000},  # 2.4元/M\n'
            '    "glm-4-plus": {"input": 50000, "output": 50000},  # 5元/M\n'
            '    "default": {"input": 10000, "output": 10000},  # 1元/M\n}\n')
    got = sorted((c.subject, c.token_type, c.amount, c.currency) for c in _kind(text, "price"))
    # each figure a ten-thousandth of a yuan; the comment restating a line's price is that price; the default is no model's
    assert got == [("glm-4-plus", "input", Decimal("5"), "CNY"), ("glm-4-plus", "output", Decimal("5"), "CNY"),
                   ("qwen-max", "input", Decimal("2.4"), "CNY"), ("qwen-max", "output", Decimal("9.6"), "CNY")]
    # without the file's definition of 毫 no figure of the map is taken for yuan (the comments' prices still are)
    undefined = _kind(text.replace("（1元 = 10000毫）", ""), "price")
    assert not any(c.amount in (Decimal("24000"), Decimal("96000"), Decimal("50000")) for c in undefined)


def test_a_provider_prefixed_id_beside_the_bare_id_at_the_same_price_is_one_price() -> None:
    text = ('# Pricing per 1M tokens\nPRICES = {\n    "acme/orbit-9-preview": {\n        "input": 1.5,\n        "output": 6.0,\n    },\n'
            '    "orbit-9-preview": {\n        "input": 1.5,\n        "output": 6.0,\n    },\n'
            '    "orbit-9-lite": {\n        "input": 1.5,\n        "output": 3.0,\n    },\n}\n')
    got = sorted((c.subject.split("/")[-1], c.token_type, c.amount) for c in _kind(text, "price"))
    assert got == [("orbit-9-lite", "input", Decimal("1.5")), ("orbit-9-lite", "output", Decimal("3.0")),
                   ("orbit-9-preview", "input", Decimal("1.5")), ("orbit-9-preview", "output", Decimal("6.0"))]


def test_a_models_price_said_again_without_its_side_is_no_second_price() -> None:
    text = ("Prices keep falling.\n\nCheap models keep getting cheaper: GPT-4.1 Nano has dropped to $0.04 per million "
            "tokens.\n\nThe tiers today:\n- GPT-4.1 Nano: $0.04 input / $0.16 output per million tokens\n")
    got = sorted((c.token_type, c.amount) for c in _kind(text, "price") if c.subject == "gpt-4.1-nano")
    assert got == [("input", Decimal("0.04")), ("output", Decimal("0.16"))]


def test_what_one_query_can_cost_is_no_price_per_million_tokens() -> None:
    text = ("- Cheapest: Model A at $0.10/$0.40 per MTok (input/output)\n- Dearest: Claude 3 Opus at $15.00/$75.00 per MTok\n\n"
            "So the same 2,000-token query can cost anywhere from $0.0003 to $0.045 depending on the model.")
    assert sorted(c.amount for c in _kind(text, "price")) == [Decimal("0.10"), Decimal("0.40"), Decimal("15.00"), Decimal("75.00")]


def test_a_percent_faster_between_two_bandwidth_figures_is_no_speed_of_work() -> None:
    text = "The MI325X carries 256GB. At 6.0 TB/s of bandwidth, it's 79% faster than the H100's 3.35 TB/s."
    assert _kind(text, "comparison") == []
    # a speed-up with a rate after it is still one
    assert [c.ratio for c in _kind("At 6.0 TB/s, it's 79% faster than the H100 at 1,200 tokens/s on Llama 2 70B.",
                                   "comparison")] == [Decimal("1.79")]


def test_a_doubted_or_theoretical_multiple_is_no_claim() -> None:
    assert _kind("Hard to see where the supposed x3 speedup comes from.", "comparison") == []
    assert _kind("The review stressed the cluster's 3.5x theoretical performance increase over the ND H100 v5.",
                 "comparison") == []


def test_an_engine_matching_or_exceeding_another_engine_is_level_with_it() -> None:
    text = ("The results are in.\n\nSGLang often matches or exceeds TensorRT-LLM.\n\n"
            "FastKernel3 matches the speed of FlashAttention2-FP16 on Hopper GPUs.")
    got = [(c.ratio, c.metric, c.subject, c.baseline, c.hedge) for c in _kind(text, "comparison")]
    assert got == [(Decimal("1"), "performance", "SGLang", "TensorRT-LLM", None),
                   (Decimal("1"), "performance", "FastKernel3", "FlashAttention2-FP16", None)]
    # a plain word after "matches" is no engine
    assert _kind("The result matches the speed of earlier runs on Hopper GPUs.", "comparison") == []


def test_the_figures_a_worked_example_takes_and_what_it_divides_out_are_no_prices() -> None:
    text = ("Plug in real figures. Take $2.80/hour and 800 tokens/second:\n\n"
            "$2.80 ÷ (800 × 3,600) × 1,000,000 ≈ $0.97 per million output tokens\n\nThat is competitive.")
    assert _kind(text, "price") == []


def test_what_the_markets_models_usually_cost_is_no_price_of_the_model_named() -> None:
    text = ("“星河Pro 32k模型，正式定价是0.6釐/千tokens。”\n"
            "相比起来，市面上同规格模型的定价一般为0.10元/千tokens，是星河模型价格的160倍。")
    assert [c.amount for c in _kind(text, "price") if c.amount == Decimal("100")] == []


def test_a_time_said_faster_or_slower_runs_with_the_word() -> None:
    text = ("One regression remains: with long prompts, TTFT in 3.0 is 15% slower than in 2.6.\n\n"
            "Against the default scheduler, our cache-aware router was about 20% faster on time to first token.")
    got = [(c.ratio, c.metric, c.baseline, c.hedge) for c in _kind(text, "comparison")]
    assert got == [(Decimal("1.15"), "latency", "v2.6", None), (Decimal("0.8"), "latency", None, "about")]


def test_a_versus_column_after_a_time_column_is_a_latency_only_where_the_times_divide_so() -> None:
    table = ("All rates are output tokens/s.\n\n| Engine | Output tok/s | vs vLLM | TTFT p50 (ms) | vs vLLM |\n|---|---|---|---|---|\n"
             "| vLLM 0.11 | 2,000 | 1.00x | 200 | 1.00x |\n| EngineX 1.2 | 2,400 | 1.20x | 180 | 0.90x |\n")
    got = [(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(table, "comparison", content_type="text/markdown")]
    assert got == [(Decimal("1.20"), "throughput", "EngineX 1.2", "vLLM 0.11"), (Decimal("0.90"), "latency", "EngineX 1.2", "vLLM 0.11")]
    # a "vs" column after a time column that divides the rates stays a throughput
    rates = ("All rates are output tokens/s.\n\n| Engine | Output tok/s | TTFT p50 (ms) | vs vLLM |\n|---|---|---|---|\n"
             "| vLLM 0.11 | 2,000 | 200 | 1.00x |\n| EngineX 1.2 | 2,400 | 180 | 1.20x |\n")
    assert [c.metric for c in _kind(rates, "comparison", content_type="text/markdown")] == ["throughput"]


def test_a_baseline_of_solutions_built_on_a_named_chip_is_that_chip_and_quoted_or_per_area_gains_are_none() -> None:
    text = ("The Corsair card provides a 10x advantage in throughput compared to solutions based on traditional "
            "accelerators such as NVIDIA H100.")
    assert [(c.ratio, c.baseline) for c in _kind(text, "comparison")] == [(Decimal("10"), "NVIDIA H100")]
    assert _kind("Over four years, compute density (TFLOPS/mm^2) improved by only ~15%.", "comparison") == []
    assert _kind("Next-gen parts (NVIDIA B200, AMD MI300X) count two dies as one card to “double” their performance.",
                 "comparison") == []


def test_a_rivals_price_in_brackets_after_its_name_takes_the_sentences_unit_and_side() -> None:
    text = ("Orbit Large charges $3/M output tokens — 40% less than GPT-5.4 ($15), and 50% less than Gemini Pro ($12). "
            "Orbit Large is cheap.")
    got = [(c.subject, c.amount, c.token_type) for c in _kind(text, "price")]
    assert ("gpt-5.4", Decimal("15"), "output") in got and ("gemini-pro", Decimal("12"), "output") in got
    # a bracket after a figure that is no model's name stays unread
    assert [c.amount for c in _kind("B200 yields 497 tok/s per GPU ($1.09 per million tokens), H100 23 ($15.7).", "price")
            if c.amount == Decimal("15.7")] == []


def test_a_generic_api_priced_in_passing_and_a_price_in_a_cell_beside_a_rival_named_in_another_cell() -> None:
    assert _kind("A $0.03/1K token API can bankrupt a chatbot doing 100M calls a month.", "price") == []
    table = ("# Orbit-K2 pricing\n\n| 场景 | 优势 | 限制 |\n|---|---|---|\n"
             "| 初创公司 | 输入$0.40/M,输出$2.00/M | 输出token成本高于Claude |\n")
    assert {c.subject for c in _kind(table, "price", content_type="text/markdown")} != {"claude"}


def test_a_gain_between_current_and_target_columns_is_no_claim_and_times_divided_by_a_multiple_are_latency() -> None:
    table = ("| 指标 | 当前值 | 目标值 | 提升倍数 |\n|------|--------|--------|----------|\n"
             "| Token速度 | 20 t/s | 50 t/s | 2.5x |\n| TTFT | 500ms | 250ms | 2x |\n")
    assert _kind(table, "comparison", content_type="text/markdown") == []
    text = "* **TTFT**: Reduced from 1.200s to 0.400s with host offloading (**3.0x faster**)"
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison", content_type="text/markdown")] == \
        [(Decimal("0.3333"), "latency")]


def test_a_catalogue_with_currency_keys_and_prompt_length_tiers_reads_each_tier_and_no_conversion() -> None:
    text = ('{"models": [{"id": "orbit-flash", "billing_currency": "CNY", "input_price_cny_per_m": 0.3, '
            '"output_price_cny_per_m": 3, "input_price_orig_per_m": 0.3, "output_price_orig_per_m": 3, '
            '"price_tiers": [{"up_to_input_tokens": 128000, "input_price_cny_per_m": 0.3, "output_price_cny_per_m": 3}, '
            '{"up_to_input_tokens": null, "input_price_cny_per_m": 0.9, "output_price_cny_per_m": 9}]}, '
            '{"id": "orbit-lite-us", "billing_currency": "USD", "input_price_cny_per_m": 0.72, "input_price_orig_per_m": 0.1}]}')
    got = sorted((c.subject, c.token_type, c.amount, c.currency, c.condition) for c in _kind(text, "price", content_type="application/json"))
    assert got == [("orbit-flash", "input", Decimal("0.3"), "CNY", None), ("orbit-flash", "input", Decimal("0.9"), "CNY", "long-context>128k"),
                   ("orbit-flash", "output", Decimal("3"), "CNY", None), ("orbit-flash", "output", Decimal("9"), "CNY", "long-context>128k"),
                   ("orbit-lite-us", "input", Decimal("0.1"), "USD", None)]


def test_an_engine_matching_another_engines_speed_and_a_theoretical_saving() -> None:
    got = [(c.ratio, c.baseline) for c in _kind("Update: oMLX matches LM Studio’s generation speed on my Mac.", "comparison")]
    assert got == [(Decimal("1"), "LM Studio")]
    # a plain word is no engine
    assert _kind("Update: the rig matches last year’s generation speed on my Mac.", "comparison") == []
    assert _kind("采用FP8格式存储KV Cache，理论显存节省达50%。", "comparison") == []
    # "max throughput" after a multiple is the measure, no bound
    assert [c.ratio for c in _kind("H100 FP8 is up to 4.6x max throughput than A100.", "comparison")] == [Decimal("4.6")]


def test_apu_and_older_instinct_cards_are_named_from_the_registry() -> None:
    from tests.claim_helpers import hardware_names
    assert hardware_names("Runs on the Strix Halo iGPU, a Ryzen AI Max+ 395 box and two Radeon Instinct MI50 cards.") == \
        ["AMD Radeon Instinct MI50", "AMD Strix Halo"]


def test_a_share_of_a_whole_a_ratio_of_growth_rates_and_a_used_cards_shop_price_are_no_comparisons() -> None:
    assert _kind("需求端看，金融业（高频交易）占下游需求25%，医疗需求激增。", "comparison") == []
    assert _kind("智能算力规模达725EFLOPS，增幅是同期通用算力增幅的3.6倍。", "comparison") == []
    assert [c.metric for c in _kind("A used RTX 3090 24GB ($650-850) offers 80% of RTX 4090 performance at less than half "
                                    "the price.", "comparison")] == ["performance"]
    # a rent compared keeps its price comparison
    assert [c.metric for c in _kind("The H200 rents for $3.10 per hour, 20% cheaper than the B200.", "comparison")] == ["price"]


def test_an_engine_matching_another_in_a_measure_on_a_chip_and_a_marked_reference_row() -> None:
    got = [(c.ratio, c.metric, c.subject, c.baseline) for c in
           _kind("On an MI300X, Falcon 2.1 now matches vLLM 0.8.4 in throughput on the same setup.", "comparison")]
    assert got == [(Decimal("1"), "throughput", None, "vLLM 0.8.4")]
    table = ("Speedup = engine ÷ vLLM 0.9.1.\n\n| Engine | Output tok/s | TTFT p50 (ms) | Speedup |\n|---|---|---|---|\n"
             "| vLLM 0.9.1 (baseline) | 1,000 | 300 | 1.00x |\n| EngineY 2.0 | 1,200 | 280 | 1.20x |\n")
    assert [(c.ratio, c.subject) for c in _kind(table, "comparison", content_type="text/markdown")] == [(Decimal("1.20"), "EngineY 2.0")]


def test_a_column_normalised_to_a_chip_reads_its_bare_figures_against_that_chip() -> None:
    table = ("| System | Output tok/s | Relative throughput (H100 = 1.0) |\n|---|---|---|\n"
             "| 8x H100 SXM | 10,000 | 1.00 |\n| 8x H200 | 14,000 | 1.40 |\n| 8x Gaudi3 | 7,500 | 0.75 |\n")
    got = [(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(table, "comparison", content_type="text/markdown")]
    assert got == [(Decimal("1.40"), "throughput", "NVIDIA H200", "NVIDIA H100"),
                   (Decimal("0.75"), "throughput", "Intel Gaudi 3", "NVIDIA H100")]


def test_market_floors_thresholds_spans_and_inequalities_are_no_prices() -> None:
    assert _kind("By last month, the B200’s floor price had fallen to $2.70 per hour.", "price") == []
    assert _kind("- Breakeven: **>$2.75/hr** to beat the market; **<$1.55/hr** = expected loss on the card.", "price") == []
    assert _kind("- **Oct 2025:** the cycle low, right at the **~$1.60/hr** level below which the GPU never pays back.",
                 "price") == []
    assert _kind("The same chip lands anywhere from $0.03 to $0.40 per million tokens depending on the model.", "price") == []
    # a rent stated plainly is still one
    assert [c.amount for c in _kind("The H100 rents for $2.10/hr at Lambda.", "price")] == [Decimal("2.10")]


def test_a_session_title_in_a_programme_and_a_price_twice_anothers() -> None:
    text = "Programme\n\n13:30  Workshop: Cutting serving cost in half with smarter batching (120 seats)\n"
    assert _kind(text, "comparison") == []
    got = [(c.ratio, c.metric) for c in _kind("A800 在这里是 5.8 元一小时。H800 贵多了，差不多是 A800 的两倍价。", "comparison")]
    assert got == [(Decimal("2"), "price")]


def test_a_time_that_rose_or_fell_between_two_times_and_a_latency_at_a_context_length() -> None:
    text = "Within an hour, p99 TTFT went from 400 ms to 2.0 s - about 5x higher - and pages fired."
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("5"), "latency")]
    assert [(c.ratio, c.metric) for c in _kind("TTFT fell from 900 ms to 300 ms, 3x lower.", "comparison")] == \
        [(Decimal("0.3333"), "latency")]
    assert [(c.ratio, c.metric) for c in _kind("- Time to first token at 32K context drops 25% versus 2.0.", "comparison")] == \
        [(Decimal("0.75"), "latency")]
    assert _kind("- The context window grew 4x to 1M tokens.", "comparison") == []


def test_a_question_naming_an_engine_with_a_dot_and_tickets_group_discounts_are_no_comparisons() -> None:
    assert _kind("Is there a reason that ollama is ~35% slower than llama.cpp here?", "comparison") == []
    assert _kind("Tickets: student passes €95. Group discount of 15% for five or more.", "comparison") == []
    assert _kind("Brannock will list its new eight-accelerator appliance at $280,000, about two thirds of what "
                 "comparable systems from larger vendors cost.", "comparison") == []
    assert _kind("我按三年折旧来算自建，结果自建大概能再便宜两成，但前提是利用率能到 70% 以上。", "comparison") == []


def test_a_per_watt_versus_column_of_bare_figures_against_its_reference_row() -> None:
    table = ("| Accelerator | tokens/s | Perf per watt vs H100 |\n|---|---|---|\n"
             "| H100 | 14,000 | 1.00 |\n| H200 | 17,000 | 1.20 |\n| Trainium2 | 9,800 | 1.15 |\n")
    got = [(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(table, "comparison", content_type="text/markdown")]
    assert got == [(Decimal("1.20"), "perf_per_watt", "NVIDIA H200", "NVIDIA H100"),
                   (Decimal("1.15"), "perf_per_watt", "AWS Trainium2", "NVIDIA H100")]


def test_run_together_ranges_operating_points_and_made_up_systems_are_no_results() -> None:
    assert _kind("Inference Throughput (70B model)35-40 tokens/sec40-45 tokens/sec45-50 tokens/sec", "benchmark") == []
    assert _kind("A system that generates 1,200 tokens per second at USD 10/hour costs USD 2.31 per million tokens.",
                 "benchmark") == []
    assert _kind("Running Llama 3.3 70B at a Per-Query Reference Speed of 30 output tokens/s, the H100 costs $1.06.",
                 "benchmark") == []
    assert _kind("SemiAnalysis puts GLM-5 on B200 at $0.30/M at 18 TPS/user.", "benchmark") == []
    assert [c.value for c in _kind("The H100 generated 2,400 tokens/s on Llama 3.3 70B.", "benchmark")] == [Decimal("2400")]


def test_a_table_declared_in_cents_and_a_tenders_second_ceiling() -> None:
    table = ("# Harrow pricing\n\nAll prices are in cents per 1M tokens.\n\n| Model | Input | Output |\n|---|---|---|\n"
             "| orbit-small | 15 | 60 |\n")
    got = sorted((c.token_type, c.amount) for c in _kind(table, "price", content_type="text/markdown"))
    assert got == [("input", Decimal("0.15")), ("output", Decimal("0.6"))]
    assert _kind("The maximum admissible price is USD 1.00 per million input tokens and USD 3.00 per million output "
                 "tokens. Bids must remain valid.", "price") == []


def test_a_price_per_card_is_a_shop_price_and_no_price_comparison() -> None:
    assert _kind("Data indicates that the MI355X is approximately 2.75 times cheaper per GPU than the NVIDIA B300.",
                 "comparison") == []
    assert _kind("Gaudi 3 is slower than the H100 — but it is priced at approximately half the per-accelerator cost.",
                 "comparison") == []
    assert [c.ratio for c in _kind("The H200 is 30% cheaper per GPU-hour than the B200.", "comparison")] == [Decimal("0.7")]


def test_a_speed_asked_aimed_at_or_supposed_is_no_result_and_a_tenders_bonus_points_no_comparison() -> None:
    assert _kind("Q: Could anyone get 12,000 tokens/s out of a single card on a 70B model at batch 1?", "benchmark") == []
    assert _kind("The money goes toward a goal of serving 9,000 tokens per second per user.", "benchmark") == []
    assert _kind("Suppose a GPU rents for $2.00 an hour and serves 1,100 tokens per second at your batch size.",
                 "benchmark") == []
    assert _kind("A discount of at least 10% for multi-year terms earns additional points.", "comparison") == []
    assert [c.value for c in _kind("The H100 served 2,400 tokens/s on Llama 3.3 70B. Is that good?", "benchmark")] == \
        [Decimal("2400")]


def test_the_reviews_cases_of_this_round_keep_their_readings() -> None:
    """Faults a reviewer found in this round's rules, each now read as it should be."""
    def prices(text, content_type="text/plain"):
        return sorted((c.subject or "", str(c.amount), c.token_type or "", c.condition or "")
                      for c in _kind(text, "price", content_type=content_type))

    def compared(text, content_type="text/plain"):
        return [(c.ratio, c.metric) for c in _kind(text, "comparison", content_type=content_type)]

    # an output limit ("max_tokens") is no prompt-length tier
    assert prices('{"currency":"USD","models":[{"model":"acme-small","max_tokens":4096,"input_per_million":0.5,'
                  '"output_per_million":2.0},{"model":"acme-large","max_tokens":8192,"input_per_million":3.0,'
                  '"output_per_million":12.0}]}', "application/json") == [
        ("acme-large", "12", "output", ""), ("acme-large", "3", "input", ""),
        ("acme-small", "0.5", "input", ""), ("acme-small", "2", "output", "")]
    # a record pricing only in tiers has its first tier as its standard price
    assert prices('{"acme-pro-1":{"currency":"USD","price_tiers":[{"up_to_input_tokens":200000,"input_per_million":3.0,'
                  '"output_per_million":15.0},{"up_to_input_tokens":null,"input_per_million":6.0,'
                  '"output_per_million":22.5}]}}', "application/json") == [
        ("acme-pro-1", "15", "output", ""), ("acme-pro-1", "22.5", "output", "long-context>200k"),
        ("acme-pro-1", "3", "input", ""), ("acme-pro-1", "6", "input", "long-context>200k")]
    # cents of another quantity above a table price nothing in cents
    assert prices("Power runs about 12 cents per kWh.\n\nCurrent API list prices (USD per 1M tokens):\n\n"
                  "| Model | Input | Output |\n|---|---|---|\n| GPT-4o | 2.50 | 10.00 |\n", "text/markdown") == [
        ("gpt-4o", "10", "output", ""), ("gpt-4o", "2.5", "input", "")]
    # a rival's side named after its bracket
    assert ("gpt-5", "4", "input", "") in prices(
        "Acme Large charges $2 per million input tokens and $8 per million output tokens, 50% less than GPT-5 ($4) on input.")
    # two sellers' prefixed ids with no bare id are two entries
    assert len(prices('{"together_ai/meta-llama-3-70b":{"input_cost_per_million":0.88},'
                      '"fireworks_ai/meta-llama-3-70b":{"input_cost_per_million":0.88}}', "application/json")) == 2
    # one seller's own floor price is its price
    assert prices("Lambda's floor price is $2.49 per GPU-hour for the H100 on a 3-year reserved contract.") == [
        ("NVIDIA H100", "2.49", "", "reserved-3y")]
    # two times of another clause divide to nothing here
    assert compared("The new build cut TTFT from 900 ms to 300 ms, and the H200 is 3x faster than the H100 in throughput.") == \
        [(Decimal("3"), "throughput")]
    # a legend is no caption of slowdowns
    legend = ("Decode throughput vs FA on each GPU (values under 1.00x are slower):\n\n| GPU | FA | UNIFIED |\n|---|---|---|\n"
              "| MI300X | 1.00x | 1.30x |\n| MI355X | 1.00x | 0.90x |\n")
    assert [r for r, _ in compared(legend, "text/markdown")] == [Decimal("1.30"), Decimal("0.90")]
    # a bandwidth named beside an inference speed-up or a cost cut traps neither
    assert compared("With 4.8 TB/s of HBM3e, the H200 runs Llama 2 70B inference 1.9x faster than the H100.") == \
        [(Decimal("1.9"), "performance")]
    assert compared("Thanks to its 8 TB/s of memory bandwidth, the B200 serves tokens 40% cheaper than the H100.") == \
        [(Decimal("0.6"), "cost")]
    # serving per GPU is no shop price; an amount saved is no card's price
    assert compared("Serving Llama 3 70B costs 40% less per GPU on the MI300X than on the H100.") == [(Decimal("0.6"), "cost")]
    assert compared("After moving to H100s, inference on Llama 3 70B is 40% cheaper than on A100s, which saved us $12,000.") \
        == [(Decimal("0.6"), "price")]
    # makers and providers are no engines
    assert compared("Our customer support now often matches or exceeds AWS, according to the survey.") == []
    # 倍 before a price in another clause is no price multiple
    assert compared("新版本推理速度提升2倍价格却保持不变。") == [(Decimal("2"), "performance")]
    # a ticket's group discount traps only its own change; a transcript's time span is no session
    assert compared("The conference offers a group discount of 15%, and vLLM is 2x faster than TGI on the H100.") == \
        [(Decimal("2"), "performance")]
    assert compared("00:12 - 00:45 In the clip, Jensen says Blackwell is 30x faster than Hopper at inference.") == \
        [(Decimal("30"), "performance")]
    # a chip and a dash before a rate is no run-together range; an advertised speed with a price is a result
    assert [c.value for c in _kind("Our test of Llama 3 70B with vLLM: H100 - 3,100 tokens/s, A100 - 1,400 tokens/s.",
                                   "benchmark")] == [Decimal("3100"), Decimal("1400")]
    assert [c.value for c in _kind("Groq serves Llama 3 70B for $0.59 per million tokens at 330 tokens/s.", "benchmark")] == \
        [Decimal("330")]


def test_a_pair_after_both_input_and_output_takes_the_sides_in_order() -> None:
    text = "Opus 4.8 costs $5/$25 per MTok. The Batch API halves both input and output: $2.50/$12.50 for the same model."
    got = [(c.amount, c.token_type, c.condition) for c in _kind(text, "price") if c.condition == "batch"]
    assert got == [(Decimal("2.50"), "input", "batch"), (Decimal("12.50"), "output", "batch")]


def test_the_second_reviews_cases_keep_their_readings() -> None:
    """Faults a second review found in the mends of the first, each now read as it should be."""
    def compared(text, content_type="text/plain"):
        return [(c.ratio, c.metric) for c in _kind(text, "comparison", content_type=content_type)]

    caption = ("How many times slower in TPS vs FA, measured with over 100 concurrent requests:\n\n"
               "| Hardware | FA | TRITON |\n|---|---|---|\n| MI300X | 1.00x | 1.25x |\n| MI325X | 1.00x | 2.00x |\n")
    assert [r for r, _ in compared(caption, "text/markdown")] == [Decimal("0.8"), Decimal("0.5")]
    cents = "All prices below are in US cents per MTok.\n\n| Model | Input | Output |\n|---|---|---|\n| acme-lite | 15 | 60 |\n"
    assert sorted(c.amount for c in _kind(cents, "price", content_type="text/markdown")) == [Decimal("0.15"), Decimal("0.6")]
    tiers = ('{"models": [{"model": "acme-pro-2", "currency": "USD", "unit": "per 1M tokens", "input": 1.25, "output": 10.0, '
             '"price_tiers": [{"up_to_tokens": 200000, "input": 1.25, "output": 10.0}, {"up_to_tokens": null, "input": 2.5, '
             '"output": 15.0}]}]}')
    assert sorted((str(c.amount), c.condition or "") for c in _kind(tiers, "price", content_type="application/json")) == [
        ("1.25", ""), ("10", ""), ("15", "long-context>200k"), ("2.5", "long-context>200k")]
    prose = ('Pricing for acme-pro-2 is $1.25 per 1M input tokens.\n\n```json\n{"models": [{"id": "acme/acme-pro-2", '
             '"currency": "USD", "input_per_million": 1.25, "output_per_million": 10.0}]}\n```\n')
    assert len(_kind(prose, "price", content_type="text/markdown")) == 2
    assert compared("Response time dropped from 1.2s to 0.4s (3x faster), cutting GPU cost per token.") == \
        [(Decimal("0.3333"), "latency")]
    assert compared("With prefix caching, vLLM cut TTFT from 900 ms to 300 ms; that is 3x faster.") == \
        [(Decimal("0.3333"), "latency")]
    assert compared("At 4.8 TB/s of HBM3e bandwidth, the H200 is 43% faster than the H100.") == []
    assert compared("A used RTX 3090 sells for about $700 on eBay, roughly 60% cheaper than a new RTX 4090.") == []
    assert _kind("The H100 floor price dropped to $1.90 per hour on the spot market last quarter.", "price") == []
    assert [c.value for c in _kind("Say what you like about the power draw, the B200 served 12,000 tokens/s in our run.",
                                   "benchmark")] == [Decimal("12000")]
    assert [c.value for c in _kind("我们在单张 H100 上实测达到 2000 tokens/s，你们的结果也差不多吗？", "benchmark")] == [Decimal("2000")]
    assert _kind("听群里有人说能做到 150 tokens/s，是真的吗？", "benchmark") == []
    assert compared("14:00  报告：如何把大模型推理成本降低 50%") == []
    assert [c.baseline for c in _kind("With the new kernels, LMDeploy often matches or exceeds KTransformers on a single "
                                      "RTX 4090.", "comparison")] == ["KTransformers"]


def test_tenths_or_a_share_of_a_named_chips_speed_compare_with_that_chip() -> None:
    got = [(c.ratio, c.subject, c.baseline, c.hedge) for c in _kind("H20只有H100約7成效能。", "comparison")]
    assert got == [(Decimal("0.7"), "NVIDIA H20", "NVIDIA H100", "about")]
    got = [(c.ratio, c.subject, c.baseline) for c in _kind("寒武纪MLU590大約有華為昇騰910B晶片在訓練場景60%的性能。", "comparison")]
    assert got == [(Decimal("0.6"), "Cambricon MLU590", "Huawei Ascend 910B")]
    # tenths of a whole are no share of a chip
    assert _kind("这家公司约有七成的员工在北京。", "comparison") == []
