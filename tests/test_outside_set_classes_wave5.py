"""Classes of error found on the fifth wave of outside sets (2026-12-05, issue 9), each pinned on text written for
these tests in the form the outside pages use, never their words."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from extractors.pipeline import extract_claims

PUBLISHED = dt.date(2026, 11, 20)


def _claims(text: str, kind: str, content_type: str = "text/plain") -> list:
    result = extract_claims(text, content_type=content_type, published=PUBLISHED, document_id="doc")
    return [c for c in result.claims if c.kind == kind]


def test_a_multiple_followed_by_pianyi_is_that_many_times_cheaper() -> None:
    found = _claims("按输出价格算，Quill-3 比 GPT-4o 便宜得多，约 ~20x 便宜。", "comparison")
    assert [(c.ratio, c.metric) for c in found] == [(Decimal("0.05"), "price")]


def test_a_model_level_with_another_in_speed_but_not_in_evaluation_scores() -> None:
    speed = _claims("实测下来，混元T1的推理性能與DeepSeek R1相當。", "comparison")
    assert [(c.ratio, c.metric, c.baseline) for c in speed] == [(Decimal("1"), "performance", "deepseek-r1")]
    # a parity of scores on evaluation sets is a quality reading, no comparison of this schema
    assert _claims("官方称，新模型在多项公开评测上的表现与DeepSeek R1基本持平。", "comparison") == []


def test_a_json_dict_under_a_comment_that_states_its_unit() -> None:
    text = ('# Prices are USD per 1M tokens, copied from the provider page\nRATES = {\n  "wren-2": {\n'
            '    "input": 0.40,\n    "cached input": 0.10,\n    "output": 1.60\n  }\n}\n')
    found = [(c.subject, c.amount, c.token_type) for c in _claims(text, "price")]
    assert found == [("wren-2", Decimal("0.4"), "input"), ("wren-2", Decimal("0.1"), "cached_input"),
                     ("wren-2", Decimal("1.6"), "output")]
    # "RATES = {" is no declaration of a unit: without the comment the numbers are no prices
    assert _claims(text.replace("# Prices are USD per 1M tokens, copied from the provider page\n", ""), "price") == []


def test_a_long_line_listing_models_token_prices_takes_the_unit_of_its_heading() -> None:
    text = ("Current list prices (per million tokens):\n"
            "Large models - Wren-2 Pro: $2.40 input / $9.60 output - Quill Max: $3.10 input / $12.40 output - "
            "Heron Ultra: $1.90 input / $7.60 output - Finch XL: $0.35 input / $1.40 output\n")
    found = [(c.amount, c.unit, c.token_type) for c in _claims(text, "price")]
    assert len(found) == 8 and all(unit == "per_million_tokens" for _, unit, _ in found)
    assert found[:2] == [(Decimal("2.40"), "per_million_tokens", "input"), (Decimal("9.60"), "per_million_tokens", "output")]


def test_a_worked_example_and_a_list_of_price_ceilings_give_no_prices() -> None:
    example = ("Example: let's say a host lists an H200 at $3.10/hour; after the 10% fee they keep $2.79/hour.")
    assert _claims(example, "price") == []
    ceilings = ("Maximum hourly payout (hosts choose their own rate, which must not exceed the following):\n"
                "• H200 SXM: $3.40/hour\n• L40S: $0.90/hour\n")
    assert _claims(ceilings, "price") == []
    # the same list under a plain heading is a rate card
    plain = ceilings.replace("Maximum hourly payout (hosts choose their own rate, which must not exceed the following)",
                             "On-demand rates")
    assert sorted(c.amount for c in _claims(plain, "price")) == [Decimal("0.90"), Decimal("3.40")]


def test_an_unlisted_makers_chip_glued_to_a_chinese_word_and_named_by_the_makers_brand() -> None:
    zh = "国产芯片企业澄岭半导体今天发布第二代推理芯片CL-7，单卡实测吞吐为上一代CL-5的1.8倍。"
    assert {(h.name, h.known) for h in _claims(zh, "hardware")} == {("澄岭 CL-7", False), ("澄岭 CL-5", False)}
    en = ("Brightwater Systems today introduced the BW-40, an inference accelerator for air-cooled racks. "
          "In its tests an eight-card BW-40 server served Llama 3.3 70B.")
    assert [(h.name, h.known) for h in _claims(en, "hardware")] == [("Brightwater BW-40", False)]


def test_numbers_that_are_no_comparisons_in_distractor_prose() -> None:
    assert _claims("The start-up plans to spend roughly half of the new money on compute over the next two years.",
                   "comparison") == []
    assert _claims("Shares slipped 4% after hours. The group employs 3,100 people, up 28% in a year.", "comparison") == []
    assert _claims("Outlook: what would it take for serving costs to get ten times cheaper?", "comparison") == []
    # a multiple inside a column's identifier is no multiple
    card = ("# Per-GPU prices in USD per GPU-hour.\ngpu,on_demand_usd_per_gpu_hr,node_8x_usd_per_hr\n"
            "H200 SXM,3.29,26.32\n")
    assert _claims(card, "comparison") == []


def test_a_metric_named_before_its_copula_is_the_comparisons_metric() -> None:
    found = _claims("Against the B300, performance per dollar is 1.6x on our list-price assumptions.", "comparison")
    assert [(c.ratio, c.metric) for c in found] == [(Decimal("1.6"), "perf_per_dollar")]


def test_what_a_provider_charges_per_token_and_a_fallen_cost_of_access_are_price_changes() -> None:
    charged = _claims("For comparison, Quill Max charges 12× more per input token.", "comparison")
    assert [(c.ratio, c.metric) for c in charged] == [(Decimal("12"), "price")]
    fallen = _claims("The cost of accessing a frontier-class model has fallen by roughly 98% in five years.", "comparison")
    assert [(c.ratio, c.metric, c.hedge) for c in fallen] == [(Decimal("0.02"), "price", "about")]


def test_chinese_speed_and_dearer_wordings() -> None:
    # a rate stated before "快 N 倍" makes it a throughput comparison
    fast = _claims("Finch LPU 以每秒 420 个 token 的速度运行 Llama 3.3 70B——比 H100 集群快 8 倍。", "comparison")
    assert [(c.ratio, c.metric) for c in fast] == [(Decimal("8"), "throughput")]
    dearer = _claims("按官方汇率用人民币结算，比美元原价贵了 30%。", "comparison")
    assert [(c.ratio, c.metric) for c in dearer] == [(Decimal("1.3"), "price")]


def test_older_and_workstation_nvidia_cards_are_registry_entries() -> None:
    text = "Spot rates: RTX A6000 at $0.45/hr, Tesla K80 at $0.09/hr and P40 at $0.11/hr."
    assert {(h.name, h.known) for h in _claims(text, "hardware")} == {
        ("NVIDIA RTX A6000", True), ("NVIDIA K80", True), ("NVIDIA P40", True)}


def test_as_fast_near_a_rate_and_an_mlperf_gain_are_throughput() -> None:
    fast = _claims("At 380 tokens per second output speed, Wren-2 Flash is more than twice as fast as GPT-4o.", "comparison")
    assert [(c.ratio, c.metric, c.hedge) for c in fast] == [(Decimal("2"), "throughput", "more than")]
    mlperf = _claims("In MLPerf Inference v6.0, the GB300 NVL72 gained 2.4x on DeepSeek-R1 server tests.", "comparison")
    assert [(c.ratio, c.metric) for c in mlperf] == [(Decimal("2.4"), "throughput")]
    # away from MLPerf results the same gain on a workload is the chip's performance
    elsewhere = _claims("In our lab the GB300 NVL72 gained 2.4x on DeepSeek-R1 serving.", "comparison")
    assert [(c.ratio, c.metric) for c in elsewhere] == [(Decimal("2.4"), "performance")]


def test_one_multiple_faster_and_cheaper_is_two_claims_and_competes_with_a_chip_is_parity() -> None:
    pair = _claims("Its maker says the Finch F2 is 6x faster and cheaper than the B200.", "comparison")
    assert sorted((c.metric, c.ratio) for c in pair) == [("performance", Decimal("6")),
                                                         ("price", Decimal("0.1667"))]
    rival = _claims("Huawei's CloudMatrix 384 competes with Nvidia's GB200 NVL72.", "comparison")
    assert [(c.ratio, c.baseline) for c in rival] == [(Decimal("1"), "NVIDIA GB200 NVL72")]
    # a company competing with a company is no comparison of chips
    assert _claims("Huawei competes with Nvidia in China.", "comparison") == []


def test_catalogue_columns_and_keys_of_storage_nodes_and_a_bare_cache() -> None:
    table = ("| 条件 | 输入（元/百万 token） | 缓存存储（元/百万 token*小时） | 输出（元/百万 token） |\n| --- | --- | --- | --- |\n"
             "| 输入长度 [0, 32] | 0.90 | 0.021 | 3.60 |\n")
    assert sorted(c.amount for c in _claims(table, "price", "text/markdown")) == [Decimal("0.90"), Decimal("3.60")]
    card = ("# Per-GPU prices in USD per GPU-hour.\ngpu,on_demand_usd_per_gpu_hr,node_8x_usd_per_hr\n"
            "H200 SXM,3.29,26.32\nL40S,0.95,7.60\n")
    assert sorted(c.amount for c in _claims(card, "price")) == [Decimal("0.95"), Decimal("3.29")]
    yaml = ("currency: USD\nper: 1M_tokens\nmodels:\n  wren-2-pro:\n    input: 1.10\n    output: 8.80\n"
            "    context_cache: 0.28\n    context_cache_per_1m_tokens_per_hour: 4.00\n")
    assert sorted((c.token_type, c.amount) for c in _claims(yaml, "price")) == [
        ("cached_input", Decimal("0.28")), ("input", Decimal("1.10")), ("output", Decimal("8.80"))]


def test_a_rate_per_parameter_and_an_interactivity_operating_point_are_no_results() -> None:
    assert _claims("The FP4 build reaches 4,810 tok/s per active-B on one GPU.", "benchmark") == []
    table = ("| Model | Peak tok/s | tok/s per Active-B |\n|---|---|---|\n| Wren-2 30B | 16,200 | 5,400 |\n"
             "| Quill 120B | 3,900 | 325 |\n")
    assert sorted(c.value for c in _claims(table, "benchmark", "text/markdown")) == [Decimal("3900"), Decimal("16200")]
    assert _claims("3x better TCO per million tokens on GB300 NVL72 vs H200 servers at 40 tok/s/user.", "benchmark") == []
    # a hosted per-user speed stated as what is served stays a result
    assert [c.value for c in _claims("Cerebras serves Llama 3.3 70B at 2,100 tokens/s per user.", "benchmark")] == [
        Decimal("2100")]


def test_level_wordings_and_a_density_that_is_no_speed() -> None:
    speed = _claims("Quill-3 runs at 95 tokens per second, matching Claude Opus 4.6's speed.", "comparison")
    assert [(c.ratio, c.baseline) for c in speed] == [(Decimal("1"), "claude-opus-4-6")]
    level = _claims("In the tests the MI325X turned out to be on the level of the competing NVIDIA H200.", "comparison")
    assert [(c.ratio, c.metric, c.baseline) for c in level] == [(Decimal("1"), "performance", "NVIDIA H200")]
    assert _claims("新的晶体管结构使单位面积算力密度提升3倍。", "comparison") == []  # per area, no chip against a chip


def test_same_price_as_a_named_model_and_dearer_in_tenths() -> None:
    same = _claims("Mistral Small 3.2: Same price as Small 3.1.", "comparison")
    assert [(c.ratio, c.metric, c.subject) for c in same] == [(Decimal("1"), "price", "mistral-small-3.2")]
    dearer = _claims("同样是整卡租用，H20 比 A800 贵了三成。", "comparison")
    assert [(c.ratio, c.metric, c.baseline) for c in dearer] == [(Decimal("1.3"), "price", "NVIDIA A800")]


def test_a_speedup_row_compares_the_row_above_with_the_one_before_it() -> None:
    table = ("The reported metric is output throughput in tokens/s.\n\n| Engine | H200 (TP1) | MI325X (TP1) |\n|---|---|---|\n"
             "| vLLM 0.11.0 | 3,100 | 2,800 |\n| Heron Serve 2 | 3,720 | 3,640 |\n| Speedup | 1.20x | 1.30x |\n")
    found = [(c.ratio, c.metric, c.subject, c.baseline, c.organization)
             for c in _claims(table, "comparison", "text/markdown")]
    assert found == [(Decimal("1.2"), "throughput", "Heron Serve 2", "vLLM 0.11.0", None),
                     (Decimal("1.3"), "throughput", "Heron Serve 2", "vLLM 0.11.0", None)]


def test_several_flattened_markdown_tables_in_one_line_with_headings_between() -> None:
    line = ("## Offline results ### Llama 3.1 8B on 1 x H100 | Engine | Request throughput | Output token throughput (tok/s) | "
            "|---|---|---| | Heron Serve | 24.10 | 4,640 | | vLLM | 22.80 | 4,390 | ### Llama 3.1 70B on 4 x H100 "
            "| Engine | Output token throughput (tok/s) | |---|---| | Heron Serve | 3,210 | | vLLM | 2,980 |")
    values = sorted(c.value for c in _claims(line, "benchmark", "text/markdown"))
    assert values == [Decimal("2980"), Decimal("3210"), Decimal("4390"), Decimal("4640")]


def test_a_loss_of_performance_is_a_fall_and_a_loss_of_accuracy_no_comparison() -> None:
    loss = _claims("国产GPU在适配时性能损耗高达60%。", "comparison")
    assert [(c.ratio, c.metric, c.hedge) for c in loss] == [(Decimal("0.4"), "performance", "up to")]
    assert _claims("混合精度量化在该模型上实现2万 tokens/sec总吞吐量，精度损失<0.5%。", "comparison") == []


def test_a_list_of_old_prices_and_a_list_after_a_sentence_of_new_and_old_take_the_types_in_order() -> None:
    text = ("The new rates are $0.004 per million cache-hit input tokens, $0.45 for cache-miss input and $0.90 for "
            "output, down from $0.016, $1.80 and $3.60. The smaller Wren Flash stays at $0.003, $0.15 and $0.30.")
    found = [(c.amount, c.token_type, c.condition) for c in _claims(text, "price")]
    assert found == [(Decimal("0.004"), "cached_input", None), (Decimal("0.45"), "input", None),
                     (Decimal("0.90"), "output", None), (Decimal("0.016"), "cached_input", "previous"),
                     (Decimal("1.80"), "input", "previous"), (Decimal("3.60"), "output", "previous"),
                     (Decimal("0.003"), "cached_input", None), (Decimal("0.15"), "input", None),
                     (Decimal("0.30"), "output", None)]


def test_a_from_to_pair_after_a_multiplying_verb_is_a_change_in_its_own_clauses_tokens() -> None:
    text = ("The input price doubled from $0.20 to $0.40 per million tokens, while the output price more than "
            "quadrupled from $0.70 to $3.10 per million.")
    found = [(c.amount, c.token_type, c.condition) for c in _claims(text, "price")]
    assert found == [(Decimal("0.20"), "input", "previous"), (Decimal("0.40"), "input", None),
                     (Decimal("0.70"), "output", "previous"), (Decimal("3.10"), "output", None)]


def test_a_label_glued_to_a_date_is_no_model() -> None:
    from extractors.rules.names import _document_mentions
    from extractors.text import prepare_text

    text = "Input price\n$3/1M tokens\nOutput price\n$12/1M tokens\nLast updated2026-04-02\nmodel id: wren-2-pro\n"
    names = {m.name for sentence in _document_mentions(prepare_text(text)) for m in sentence if m.category == "model"}
    assert names == {"wren-2-pro"}


def test_a_row_of_times_under_columns_of_rates_is_no_result() -> None:
    table = ("- Reported metric: output throughput of the whole node in tokens/s\n\n"
             "| Concurrency | H200 (TP4) | B200 (TP2) |\n|---|---|---|\n| 64 | 5,120 | 8,300 |\n"
             "| Mean TPOT(ms) @64 | 16.4 | 9.1 |\n")
    assert sorted(c.value for c in _claims(table, "benchmark", "text/markdown")) == [Decimal("5120"), Decimal("8300")]


def test_a_rate_limit_is_no_result() -> None:
    assert _claims("- Rate limits for the free plan are unchanged (2 requests per second).", "benchmark") == []
    # the limit of one clause leaves the result of the next alone
    assert [c.value for c in _claims("免费用户的限流为每秒 5 个请求，付费用户实测吞吐达 1,200 tokens/s。", "benchmark")] == [
        Decimal("1200")]


def test_a_column_of_multiples_of_a_price_and_its_reference_row() -> None:
    table = ("Operation | Cost (relative to base input price)\nCache write (5 min) | 1.25×\nCache read | 0.10×\n"
             "Regular uncached token | 1.00×\n")
    found = [(c.subject, c.ratio, c.metric) for c in _claims(table, "comparison")]
    assert found == [("Cache write (5 min)", Decimal("1.25"), "price"), ("Cache read", Decimal("0.1"), "price")]


def test_decoding_capability_and_training_efficiency_are_performance() -> None:
    assert [(c.ratio, c.metric) for c in _claims("在同样的部署条件下，其解码能力提升3倍。", "comparison")] == [
        (Decimal("3"), "performance")]
    assert [(c.ratio, c.metric) for c in _claims("新集群的大模型训练效率提升45%。", "comparison")] == [
        (Decimal("1.45"), "performance")]


def test_a_chain_of_token_type_ratios_compares_each_type_with_the_first() -> None:
    found = [(c.subject, c.baseline, c.ratio, c.metric) for c in
             _claims("Quill-3 input : output : cache read ≈ 1 : 4 : 0.1", "comparison")]
    assert found == [("output", "input", Decimal("4"), "price"), ("cache read", "input", Decimal("0.1"), "price")]


def test_a_billing_item_against_a_token_price_is_price_and_a_made_up_case_is_none() -> None:
    item = _claims("Writing to the cache costs 1.25x the standard input price.", "comparison")
    assert [(c.ratio, c.metric) for c in item] == [(Decimal("1.25"), "price")]
    made_up = "- Example: Let's say a host sets up an H200 at $3/hour; they will be receiving 90% of the price they share."
    assert _claims(made_up, "comparison") == []


def test_a_column_of_signed_changes_against_a_named_engine() -> None:
    table = ("Engine | Avg Output Rate (tokens/sec) | Performance Improvement (vs vLLM V0) |\n---|---|---|\n"
             "vLLM V0 | 2210.4 | Baseline |\nHeron Serve 2 | 2608.3 | +18% (rate improvement) |\n")
    found = [(c.subject, c.baseline, c.ratio, c.metric) for c in _claims(table, "comparison", "text/markdown")]
    assert found == [("Heron Serve 2", "vLLM V0", Decimal("1.18"), "throughput")]


def test_an_english_training_price_is_no_price() -> None:
    # the pattern had lost its word boundaries to backspace characters, so only the Chinese wording was read
    assert _claims("The fine-tuning price: $3 per 1M tokens.", "price") == []


def test_imagined_cases_and_a_multiple_of_moores_law_are_no_comparisons() -> None:
    assert _claims("“当价格降十分之一，量就可能涨十倍。”", "comparison") == []
    assert _claims("最终可能需要其AI性能降低约90%才能符合出口管制要求。", "comparison") == []
    found = _claims("该服务器的性能提升比例最高达650%,2.1倍于摩尔定律增速。", "comparison")
    assert [(c.ratio, c.hedge) for c in found] == [(Decimal("7.5"), "up to")]


def test_intel_gaudi_cards_by_part_number() -> None:
    text = "中国版Gaudi 3的OAM卡(HL-328)和PCIe卡(HL-388)的TDP均为450瓦。"
    assert {(h.name, h.known) for h in _claims(text, "hardware")} == {
        ("Intel Gaudi 3", True), ("Intel HL-328", False), ("Intel HL-388", False)}


def test_a_unit_written_as_the_services_adjective_and_price_card_shorthand() -> None:
    text = ("Acme Cloud is a public per-1M-token inference API.\n"
            "Its rates span $0.20 input / $0.80 output for Quill-3-cb up to $2.00 input / $6.00 output; "
            "Heron-2-70B is $0.55 in / $1.10 out.")
    found = [(c.amount, c.unit, c.token_type) for c in _claims(text, "price")]
    assert found == [(Decimal("0.20"), "per_million_tokens", "input"), (Decimal("0.80"), "per_million_tokens", "output"),
                     (Decimal("2.00"), "per_million_tokens", "input"), (Decimal("6.00"), "per_million_tokens", "output"),
                     (Decimal("0.55"), "per_million_tokens", "input"), (Decimal("1.10"), "per_million_tokens", "output")]
    # with no unit anywhere they stay numbers
    assert _claims(text.replace("a public per-1M-token inference API", "a public inference API"), "price") == []
