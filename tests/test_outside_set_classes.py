"""Classes of error found on the outside sets of 2026-12-05 (issue 9), each pinned on text written for these tests
in the form the outside pages use, never their words."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from extractors.pipeline import extract_claims

PUBLISHED = dt.date(2026, 11, 2)


def _claims(text: str, kind: str, content_type: str = "text/plain") -> list:
    result = extract_claims(text, content_type=content_type, published=PUBLISHED, document_id="doc")
    return [c for c in result.claims if c.kind == kind]


def test_a_company_name_that_begins_with_a_number_word_is_no_amount_of_cents() -> None:
    # rows without a leading pipe, the unit of the page stated over the next table
    text = ("Free models (input and output both 0 yuan)\n| Model ID | Type | Notes |\n|---|---|---|\n"
            "Qwen/Qwen3-8B | chat | free |\ntencent/Hunyuan-MT-7B | translation | Tencent's translator |\n"
            "Paid models (yuan per million tokens)\n| Model ID | Input | Output |\n|---|---|---|\n"
            "deepseek-ai/DeepSeek-V3 | 2.00 | 8.00 |\n")
    assert [(c.amount, c.currency) for c in _claims(text, "price", "text/markdown")] == [
        (Decimal("2.00"), "CNY"), (Decimal("8.00"), "CNY")]
    spelled = _claims("The distilled model is billed at ten cents per million input tokens.", "price")
    assert [(c.amount, c.currency, c.token_type) for c in spelled] == [(Decimal("0.1"), "USD", "input")]


def test_two_table_rows_pricing_two_versions_alike_are_two_prices_and_prose_restating_one_is_none() -> None:
    text = ("Paid models (CNY per million tokens)\n\n| Model | Input | Output |\n|---|---|---|\n"
            "| DeepSeek-V3 | 2.00 | 8.00 |\n| DeepSeek-V3.1 | 2.00 | 8.00 |\n| DeepSeek-R1 | 4.00 | 16.00 |\n\n"
            "So DeepSeek-V3 costs 2 yuan per million input tokens here, the same as on the maker's own platform.\n")
    prices = [(c.amount, c.token_type) for c in _claims(text, "price", "text/markdown")]
    assert sorted(prices) == sorted([(Decimal("2.00"), "input"), (Decimal("8.00"), "output")] * 2 +
                                    [(Decimal("4.00"), "input"), (Decimal("16.00"), "output")])


def _hardware(text: str) -> list[tuple[str, bool]]:
    return [(c.name, c.known) for c in _claims(text, "hardware")]


def test_trademark_signs_glued_to_a_chip_name_leave_the_name_whole() -> None:
    assert _hardware("Benchmarks ran on the Intel® Arc™ Pro B60 with a Xeon® host.") == [("Intel Arc Pro B60", True)]


def test_a_plain_word_naming_a_chip_counts_where_the_text_names_its_maker_and_not_elsewhere() -> None:
    assert _hardware("Etched says its team spent two years on Sohu, a chip that only runs transformers.") == [
        ("Etched Sohu", True)]
    assert _hardware("Sohu, the web portal, reported higher advertising revenue this quarter.") == []
    assert _hardware("d-Matrix will ship Corsair cards to two clouds next quarter.") == [("d-Matrix Corsair", True)]


def test_huawei_supernodes_clusters_and_cards_of_the_roadmap_are_named_in_full() -> None:
    text = ("华为发布 Atlas 960 SuperPoD 与 Atlas 950 SuperCluster；测试使用的推理卡是 Atlas 300I Pro。")
    assert _hardware(text) == [("Huawei Atlas 960 SuperPoD", False), ("Huawei Atlas 950 SuperCluster", False),
                               ("Huawei Atlas 300I Pro", False)]


def _comparisons(text: str) -> list[tuple]:
    return [(float(c.ratio), c.metric, c.baseline, c.hedge) for c in _claims(text, "comparison")]


def test_a_speed_said_to_be_close_to_or_competitive_against_a_named_chip_is_about_level_with_it() -> None:
    assert _comparisons("The QX-7 card reaches performance close to NVIDIA's H100 by pairing two dies.") == [
        (1.0, "performance", "NVIDIA H100", "about")]
    assert _comparisons("In the latest round the MI355X posted competitive single-node performance against the B200.") == [
        (1.0, "performance", "NVIDIA B200", "about")]


def test_a_question_a_fold_a_vague_multiple_and_an_expectation_are_no_comparisons() -> None:
    assert _comparisons("国产新卡能否媲美H200吗？") == []
    assert _comparisons("Can the new card really be 3x faster than the H100?") == []
    assert _comparisons("发布会在三折叠手机之后举行，新卡算力提升2倍。") == [(2.0, "performance", None, None)]
    assert _comparisons("旗舰模型的定价比上一代高出几十倍。") == []
    assert _comparisons("推理所需的计算量比预想多100倍。") == []


def _results(text: str, content_type: str = "text/plain") -> list[tuple]:
    return [(float(c.value), c.unit, c.benchmark, c.scenario, c.accelerator_count)
            for c in _claims(text, "benchmark", content_type)]


def test_a_throughput_column_headed_in_toks_per_second_gives_each_rows_result() -> None:
    text = ("| Model | TP | Concurrency | TTFT (s) | Output Throughput (toks/s) |\n| --- | --- | --- | --- | --- |\n"
            "| GPT-OSS-20b | 1 | 64 | 6.2 | 1104.3 |\n| GPT-OSS-120b | 4 | 96 | 7.9 | 1388.6 |\n")
    assert _results(text, "text/markdown") == [(1104.3, "tokens/s", "gpt-oss-20b", None, None),
                                              (1388.6, "tokens/s", "gpt-oss-120b", None, None)]


def test_tokens_per_gpu_second_written_tgs_is_one_accelerators_rate() -> None:
    results = _results("On GB300 the DeepSeek-R1 decode pool sustains 20,480 TGS, and prefill 24.6K prefill TPGS.")
    assert [(value, unit, count) for value, unit, _, _, count in results] == [
        (20480.0, "tokens/s", 1), (24600.0, "tokens/s", 1)]


def test_an_mlperf_results_summary_gives_its_rates_in_its_scenario_and_not_the_scheduled_target() -> None:
    offline = "MLPerf Results Summary\nSUT name : test SUT\nScenario : Offline\nMode : PerformanceOnly\n" \
              "Samples per second: 1932.4\nTokens per second: 571220\nResult is : VALID\n"
    assert _results(offline) == [(1932.4, "samples/s", None, "Offline", None),
                                 (571220.0, "tokens/s", None, "Offline", None)]
    server = "Scenario : Server\nScheduled samples per second : 41.5\nCompleted samples per second : 41.2\n"
    assert [(value, scenario) for value, _, _, scenario, _ in _results(server)] == [(41.2, "Server")]


def test_a_query_rate_the_test_offered_is_no_result_and_requests_per_second_keep_their_word() -> None:
    text = "The engine was 2.9x faster than TGI at 24 QPS and served 6.1 requests/second on Llama 3.1 405B."
    assert _results(text) == [(6.1, "queries/s", "llama3.1-405b", None, None)]


def test_a_machine_table_gives_no_gpu_hour_price_and_its_spec_columns_no_prices() -> None:
    text = ("<h2>Dedicated machines</h2><table><tr><th>Instance</th><th>vCPU</th><th>RAM</th><th>Price</th></tr>"
            "<tr><td>gpu-8x-xl</td><td>208</td><td>2 TB</td><td>$29.50 per hour</td></tr>"
            "<tr><td>gpu-2x-small</td><td>52</td><td>512 GB</td><td>$7.90 per hour</td></tr></table>")
    assert _claims(text, "price", "text/html") == []
    per_gpu = ("<table><tr><th>GPU</th><th>vCPU</th><th>Price</th></tr>"
               "<tr><td>H100 SXM</td><td>26</td><td>$2.69 per GPU-hour</td></tr></table>")
    assert [(c.amount, c.unit) for c in _claims(per_gpu, "price", "text/html")] == [(Decimal("2.69"), "per_gpu_hour")]


def test_a_prompt_length_tier_after_an_input_output_pair_is_both_prices_tier_and_spellings_of_a_model_are_one() -> None:
    text = ("Gemini 2.5 Pro costs $1.25 input / $10 output per 1M tokens for prompts up to 200K tokens, and $2.50 input / "
            "$15 output per 1M tokens for prompts over 200K tokens.")
    assert sorted((c.amount, c.token_type, c.condition) for c in _claims(text, "price")) == sorted([
        (Decimal("1.25"), "input", None), (Decimal("10"), "output", None),
        (Decimal("2.50"), "input", "long-context>200k"), (Decimal("15"), "output", "long-context>200k")])
    restated = ("Three tiers: Orbit 2 at $0.40/$1.20 per 1M tokens, the cheapest.\n\n| Model | Input | Output |\n|---|---|---|\n"
                "| orbit-2 | $0.40 | $1.20 |\n")
    assert len(_claims(restated, "price", "text/markdown")) == 2


def test_a_glued_table_with_approximate_amounts_a_range_and_a_unit_ending_its_labels_is_read_cell_by_cell() -> None:
    text = ("A100 (80GB), on demand, per GPU-hour:\n\nProviderPrice/GPU-hr\nNorthCloud G8~$2.40\nPeak Labs$1.99\n"
            "Grid Market (community)$1.10–$1.35\nHarbor Compute$1.45\n\n"
            "Tessel bills per million tokens, prompt and completion alike.\n\n"
            "ModelPrompt $/MCompletion $/MEffective Cost/1M\nLlama 3 8B$0.20$0.20$0.20\nLlama 3 70B$0.90$0.90$0.90\n")
    prices = sorted((c.amount, c.unit, c.token_type) for c in _claims(text, "price"))
    assert prices == sorted([(Decimal("2.40"), "per_gpu_hour", None), (Decimal("1.99"), "per_gpu_hour", None),
                             (Decimal("1.45"), "per_gpu_hour", None),
                             (Decimal("0.20"), "per_million_tokens", "input"), (Decimal("0.20"), "per_million_tokens", "output"),
                             (Decimal("0.90"), "per_million_tokens", "input"), (Decimal("0.90"), "per_million_tokens", "output")])


def test_products_of_figures_counts_of_repetitions_and_a_nodes_size_are_no_comparisons() -> None:
    assert _comparisons("output: 9,000 × 400 × $2.00/1M = $7.20 a month on the mini model.") == []
    assert _comparisons("A prefix read even twice after it is written is already cheaper than sending it uncached "
                        "three times.") == []
    assert _comparisons("Machines come with 1, 2, 4 or 8 GPUs; an 8-GPU node costs eight times the per-GPU rate.") == []


def test_the_next_item_of_a_list_of_token_price_multiples_prices_its_tokens_too() -> None:
    text = ("Cache writes with the 5-minute lifetime cost 1.25x the base input price, writes with the 1-hour "
            "lifetime cost 2x, and reads cost 0.1x.")
    assert [(ratio, metric) for ratio, metric, _, _ in _comparisons(text)] == [(1.25, "price"), (2.0, "price"),
                                                                             (0.1, "price")]


def test_mlperf_shares_and_ties_named_with_a_scenario_compare_throughput() -> None:
    text = ("In the round, the MI355X tied the B200 on Llama 2 70B Offline and reached 108% of B200 Server "
            "single-node performance.")
    assert [(ratio, metric) for ratio, metric, _, _ in _comparisons(text)] == [(1.0, "throughput"), (1.08, "throughput")]


def test_a_hedge_sign_a_shortened_thinking_time_and_savings_of_billing_options() -> None:
    assert _comparisons("Each pod delivers >18× the performance of the largest supercomputer.")[0][::3] == (18.0, "more than")
    assert [(ratio, metric) for ratio, metric, _, _ in _comparisons("新版模型的思考时间缩短62.5%。")] == [(0.375, "latency")]
    text = "The provider advertises up to 75% savings with prompt caching and 40% with batch processing."
    assert [(ratio, metric, hedge) for ratio, metric, _, hedge in _comparisons(text)] == [
        (0.25, "price", "up to"), (0.6, "price", None)]


def test_an_unlisted_chinese_makers_chip_glued_to_the_chip_word_before_it_is_named_with_its_maker() -> None:
    text = "初创公司澄岩科技发布第二代推理芯片澄岩 K5，称其能效比上一代澄岩 K3高出35%。"
    assert _hardware(text) == [("澄岩 K5", False), ("澄岩 K3", False)]


def test_a_rate_column_per_gpu_is_each_rows_rate_of_one_accelerator() -> None:
    text = ("| Model | Batch Size | TP | Throughput (out tok/s/GPU) |\n|:--|:--|:--|--:|\n"
            "| Llama 2 13B | 1024 | 1 | 10,212 |\n| Llama 2 70B | 512 | 1 | 2,874 |\n")
    assert _results(text, "text/markdown") == [(10212.0, "tokens/s", "llama2-13b", "per GPU", 1),
                                              (2874.0, "tokens/s", "llama2-70b", "per GPU", 1)]


def test_a_previous_instance_rate_is_no_gpu_hour_price_and_blended_set_off_by_a_comma_is_the_token_type() -> None:
    text = ("The largest instance now lists at $28.40 an hour, down from $49.10, which works out to $3.55 per GPU-hour "
            "for its eight H100s.")
    assert [(c.amount, c.unit, c.condition) for c in _claims(text, "price")] == [
        (Decimal("3.55"), "per_gpu_hour", None)]
    blended = _claims("The service runs Llama 3.3 70B at $0.31 per million tokens, blended, on its own chips.", "price")
    assert [(c.amount, c.token_type) for c in blended] == [(Decimal("0.31"), "blended")]


def test_one_multiple_stated_for_both_of_two_metrics_is_a_change_in_each() -> None:
    text = "Against its predecessor, the new TPU delivers a threefold improvement in both training performance and inference throughput."
    assert sorted((ratio, metric) for ratio, metric, _, _ in _comparisons(text)) == [(3.0, "performance"), (3.0, "throughput")]


def test_an_equative_with_the_compared_thing_left_unsaid_and_a_boost_for_computations() -> None:
    text = "The company launched Nova-3 with three claims: twice as fast, half the price and a larger context."
    assert [(ratio, metric) for ratio, metric, _, _ in _comparisons(text)] == [(2.0, "performance"), (0.5, "price")]
    assert [(ratio, metric) for ratio, metric, _, _ in _comparisons(
        "The chip also provides a threefold boost for computations in BF16 over the Gaudi 2.")] == [(3.0, "performance")]


def test_each_slash_pair_of_a_tier_list_prices_the_name_written_before_it() -> None:
    text = ("Four tiers: Nimble 8B at $0.08/$0.08 (cheapest), Brisk 2 at $0.25/$0.75, Stout 4 at $1.50/$4.50 — "
            "all per 1M tokens.")
    assert [(c.subject, c.amount, c.token_type) for c in _claims(text, "price")] == [
        ("Nimble 8B", Decimal("0.08"), "input"), ("Nimble 8B", Decimal("0.08"), "output"),
        ("Brisk 2", Decimal("0.25"), "input"), ("Brisk 2", Decimal("0.75"), "output"),
        ("Stout 4", Decimal("1.50"), "input"), ("Stout 4", Decimal("4.50"), "output")]


YAML_CATALOGUE = """name: Example Cloud
id: example
models:
  - id: orbit-pro
    prices:
      input_mtok:
        base: 1.5
        tiers:
          - start: 128000
            price: 3
      output_mtok: 12
      input_audio_mtok: 4
  - id: orbit-mini
    context_window: 64000
    prices:
      - prices:
          input_mtok: 0.05
          output_mtok: 0.2
      - constraint:
          start_time: 08:00:00Z
          end_time: 20:00:00Z
        prices:
          input_mtok: 0.1
          output_mtok: 0.4
"""


def test_a_yaml_price_catalogue_gives_each_models_prices_per_million_with_tiers_and_time_windows() -> None:
    prices = [(c.subject, c.amount, c.token_type, c.condition) for c in _claims(YAML_CATALOGUE, "price")]
    assert prices == [
        ("orbit-pro", Decimal("1.5"), "input", None), ("orbit-pro", Decimal("3"), "input", "long-context>128k"),
        ("orbit-pro", Decimal("12"), "output", None),
        ("orbit-mini", Decimal("0.05"), "input", "time window"), ("orbit-mini", Decimal("0.2"), "output", "time window"),
        ("orbit-mini", Decimal("0.1"), "input", "time window"), ("orbit-mini", Decimal("0.4"), "output", "time window")]
    # a catalogue that names no unit in its keys gives nothing
    assert _claims(YAML_CATALOGUE.replace("_mtok", ""), "price") == []


def test_levels_of_a_percentage_a_range_of_cuts_and_a_conditional_speedup_are_no_comparisons() -> None:
    assert _comparisons("代码生成(HumanEval通过率从51%提升至72%)上的性能提升显著。") == []
    assert _comparisons("多家云厂商宣布推理输入token降价,降价幅度为60%-95%。") == []
    assert _comparisons("If it finishes the same job 1.8 times faster, the effective cost of that job could be lower.") == []
    assert _comparisons("A training unit price is listed elsewhere; the B200 runs 1.8 times faster than the H100.") != []


def test_a_per_gpu_column_after_a_units_column_and_billing_options_that_cost_less() -> None:
    text = ("| Submitter | Accelerator | # | Benchmark | Scenario | Result | Units | Per GPU |\n|---|---|---|---|---|---|---|---|\n"
            "| Acme | AMD Instinct MI355X | 8 | llama2-70b-99 | Offline | 90,112 | tokens/s | 11,264 |\n")
    assert _results(text, "text/markdown") == [(90112.0, "tokens/s", "llama2-70b", "Offline", 8),
                                              (11264.0, "tokens/s", "llama2-70b", "Offline", 1)]
    assert [(ratio, metric) for ratio, metric, _, _ in _comparisons(
        "Batch jobs cost 50% less than synchronous requests.")] == [(0.5, "price")]
    assert [(ratio, metric) for ratio, metric, _, _ in _comparisons(
        "At those rates the same workload on the new model costs about 40% less.")] == [(0.6, "cost")]


def test_card_hours_written_as_one_word_and_a_kits_sale_price_after_an_hourly_rate() -> None:
    text = "本周报价：\n· A800：每卡时 7.4 元\n· 昇腾910B：价格为 5.0 元/卡时\n"
    assert [(c.amount, c.currency, c.unit) for c in _claims(text, "price")] == [
        (Decimal("7.4"), "CNY", "per_gpu_hour"), (Decimal("5.0"), "CNY", "per_gpu_hour")]
    kit = ("The cloud rents the chip at $2.95 per accelerator-hour on demand. An eight-accelerator kit lists at "
           "$118,000, about two thirds of what rival systems cost.")
    assert [(c.amount, c.unit) for c in _claims(kit, "price")] == [(Decimal("2.95"), "per_gpu_hour")]


def test_the_measure_a_sentence_opens_with_and_more_economical_as_cheaper() -> None:
    text = ("Measured in tokens per watt, the new rack outperforms rivals by 40 times. When assessed by cost per token, "
            "it is 25 times more economical than rival systems.")
    assert [(round(ratio, 3), metric) for ratio, metric, _, _ in _comparisons(text)] == [(40.0, "perf_per_watt"),
                                                                                       (0.04, "cost")]


def test_short_names_a_document_defines_for_its_models_give_each_listed_price_its_model() -> None:
    text = ("这家平台上架了deepseek-chat（通用版，对应V3）和deepseek-reasoner（思考版，对应R1）。"
            "白天V3和R1的百万tokens输出价格分别为6元和12元；夜间时段V3和R1的百万tokens输出均降为3元。")
    prices = sorted((c.subject, c.amount, c.condition) for c in _claims(text, "price"))
    assert prices == sorted([("deepseek-chat", Decimal("6"), None), ("deepseek-reasoner", Decimal("12"), None),
                             ("deepseek-chat", Decimal("3"), "off-peak"), ("deepseek-reasoner", Decimal("3"), "off-peak")])
