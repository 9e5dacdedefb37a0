"""Classes of error found on the ninth wave of outside sets (2026-12-05 late evening, issue 9). Each is pinned on text
written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from extractors.pipeline import extract_claims

PUBLISHED = dt.date(2026, 11, 20)


def _claims(text: str, content_type: str = "text/plain") -> list:
    return extract_claims(text, content_type=content_type, published=PUBLISHED, document_id="doc").claims


def _prices(text: str, content_type: str = "text/plain") -> list[tuple]:
    return [(c.subject, c.amount, c.token_type) for c in _claims(text, content_type) if c.kind == "price"]


def _hardware(text: str, content_type: str = "text/plain") -> list[tuple]:
    return [(c.name, c.known) for c in _claims(text, content_type) if c.kind == "hardware"]


def test_bare_variant_words_after_a_family_price_their_own_models() -> None:
    text = ("OpenAI ships GPT-5 in three sizes, `gpt-5`, `gpt-5-mini` and `gpt-5-nano`. Readers asked about cost: the main "
            "model is priced at $1.25/$10 per million tokens, with `mini` at $0.25/$2 and `nano` at $0.05/$0.40.")
    subjects = {amount: subject for subject, amount, _ in _prices(text, "text/markdown")}
    assert subjects == {Decimal("1.25"): "gpt-5", Decimal("10"): "gpt-5", Decimal("0.25"): "gpt-5-mini",
                        Decimal("2"): "gpt-5-mini", Decimal("0.05"): "gpt-5-nano", Decimal("0.4"): "gpt-5-nano"}
    # the unit stated once carries to the variants listed after it
    assert _prices("GPT-5 costs $1.25 per million input tokens, mini $0.25 and nano $0.05.") == [
        ("gpt-5", Decimal("1.25"), "input"), ("gpt-5-mini", Decimal("0.25"), "input"),
        ("gpt-5-nano", Decimal("0.05"), "input")]
    # a variant the registry does not list is named as the text gives it, never the family's own model
    assert _prices("GPT-5 costs $1.25 per million input tokens, and turbo $1.") == [
        ("gpt-5", Decimal("1.25"), "input"), ("GPT-5 turbo", Decimal("1"), "input")]


def test_the_model_a_new_one_is_a_version_of_is_not_its_subject() -> None:
    text = ("The lab also shipped o3-pro, a slower and more careful version of o3 meant for hard problems, priced at "
            "$20 input and $80 output per million tokens.")
    assert [(s, a) for s, a, _ in _prices(text)] == [("o3-pro", Decimal("20")), ("o3-pro", Decimal("80"))]


def test_a_model_whose_name_is_also_a_workload_is_priced_by_its_press_name() -> None:
    text = "- Rank 4: Llama 3.1 405b first listed at $5/mtok by Tamsworth, then cut 40% to $3/mtok by Orrin Cloud."
    assert {s for s, _, _ in _prices(text, "text/markdown")} == {"Llama 3.1 405b"}
    # an unlisted open model written with spaces is its own subject, never the model of the sentence before
    text = "Kimi K2 lists at $0.60 per million input tokens. Qwen 2.5 72B is $0.35 per million input tokens at Orrin."
    assert [s for s, _, _ in _prices(text)] == ["kimi-k2", "qwen-2.5-72b"]


def test_bare_nvidia_codes_made_cards_by_a_price_a_count_or_a_list() -> None:
    assert _hardware("* A10: $0.75/hr per GPU\n* L40S: $0.70/hr per GPU\n", "text/markdown") == [
        ("NVIDIA A10", True), ("NVIDIA L40S", True)]
    assert _hardware("The demo ran on a 1x A10 instance.") == [("NVIDIA A10", True)]
    assert _hardware("- GPU Types: NVIDIA H100, L4, P100, P4, T4, V100", "text/markdown") == [
        ("NVIDIA H100", True), ("NVIDIA L4", True), ("NVIDIA P100", False), ("NVIDIA P4", False), ("NVIDIA T4", True),
        ("NVIDIA V100", True)]
    # a comma list of codes that names no NVIDIA card is someone else's (plan sizes, road names)
    assert _hardware("Plans S1, M2, L4 and the A10 road are listed.") == []


def _comparisons(text: str, content_type: str = "text/plain") -> list[tuple]:
    return [(c.ratio, c.metric, c.subject, c.baseline) for c in _claims(text, content_type) if c.kind == "comparison"]


def test_a_chip_a_speed_up_was_measured_on_gives_way_to_the_engine_heading_the_sentence() -> None:
    assert _comparisons("QuillServe reaches a 7x speedup in a single A100 for long prompts.") == [
        (Decimal("7"), "performance", "QuillServe", None)]
    # with no engine at the head, the chip stays the subject, as outside labellers read "on H200 GPUs deliver 6.7x"
    assert [c[2] for c in _comparisons("The latest kernel updates on H200 GPUs deliver a 6.7x speedup.")] == ["NVIDIA H200"]
    # compared with another chip, the chip is the subject
    assert _comparisons("The B200 delivers 2x the throughput of the H100 on Llama 2 70B.") == [
        (Decimal("2"), "throughput", "NVIDIA B200", "NVIDIA H100")]


def test_a_latency_beaten_n_fold_is_one_nth_of_the_other() -> None:
    ratios = [(c[0], c[1]) for c in _comparisons(
        "Kestrel outperforms a round-robin router in TTFT by up to 5.5x and 10.2x for mean and P99.")]
    assert ratios == [(Decimal("0.1818"), "latency"), (Decimal("0.098"), "latency")]


def test_a_speedup_column_takes_its_baseline_and_engine_from_the_prose_above() -> None:
    kernel = ("## Results\n\nAll speedups are calculated in comparison to our tuned implementation based on Tessel 2.1.\n\n"
              "| M | N | Compute | Bandwidth | Speedup |\n|---|---|---|---|---|\n| 64 | 2048 | 190 TFLOPS | 1500 GB/s | 2.2x |\n")
    assert _comparisons(kernel, "text/markdown") == [
        (Decimal("2.2"), "performance", None, "tuned implementation based on Tessel 2.1")]
    engine = ("# Ferrite 1.2 report\n\nValues are tokens per second, and speedups are ferrite.rs divided by the other "
              "engine.\n\n| Mode | Hardware | Mean speedup vs vLLM | Points |\n|---|---|---:|---:|\n"
              "| Decode | B200 | 1.315x | 6 |\n| Prefill | B200 | 1.472x | 6 |\n\n"
              "Mean prefill speedup is 1.472x on B200.\n")
    assert _comparisons(engine, "text/markdown") == [(Decimal("1.315"), "throughput", "ferrite.rs", "vLLM"),
                                                     (Decimal("1.472"), "throughput", "ferrite.rs", "vLLM")]


def test_bare_cache_read_and_write_labels_under_a_caching_lead_in() -> None:
    claims = [c for c in _claims("The lab's API rewards prompt caching (e.g., read $0.30/MTok, write $3.75/MTok vs. "
                                 "input $3/MTok and output $15/MTok).") if c.kind == "price"]
    assert [(c.amount, c.token_type, c.condition) for c in claims] == [
        (Decimal("0.3"), "cached_input", None), (Decimal("3.75"), "input", "cache write"),
        (Decimal("3"), "input", None), (Decimal("15"), "output", None)]
    # a worked example after "e.g." stays an example
    assert _prices("Caching pays off (e.g., a 10,000-token prompt costs $0.03 once cached).") == []


def test_an_offer_closing_a_list_lead_in_covers_each_amount_and_a_permanent_one_is_no_offer() -> None:
    text = ("Kimi K2 Turbo is the same model on faster hosting, now sold with a launch promo until Sept 1: $0.30/1M "
            "input tokens (cached), $1.20/1M input tokens (non-cached), and $5.00/1M output tokens.")
    claims = [c for c in _claims(text) if c.kind == "price"]
    assert {(c.subject, c.condition) for c in claims} == {("kimi-k2-turbo", "promotional")} and len(claims) == 3
    text = "Anthropic said Claude Sonnet 5's introductory pricing would become permanent at $2/M input and $10/M output."
    assert [c.condition for c in _claims(text) if c.kind == "price"] == [None, None]


def test_a_score_table_and_a_services_traffic_are_not_claims() -> None:
    text = ("**Training cost.** If one assumes a rental price of $2 per GPU hour, the run would cost $5.6 million.\n\n"
            "| Benchmark (Metric) | Score |\n|---|---|\n| MMLU (EM) | 88.5 |\n| GPQA-Diamond (Pass@1) | 59.1 |\n")
    assert _claims(text, "text/markdown") == []
    assert _claims("We run the serving stack behind an API that handles more than 40,000 requests per second at peak.") == []
    # a rate a named engine serves on a named chip is still a result
    assert [c.value for c in _claims("vLLM serves 2,300 tokens per second on one H100.") if c.kind == "benchmark"] == [
        Decimal("2300")]


def test_a_cost_map_named_for_its_tokens_and_a_price_in_a_keyed_lines_comment() -> None:
    code = ('MODEL_COST_PER_1K_OUTPUT_TOKENS = {\n    "vendor.kestrel-v2": 0.024,\n    "vendor.kestrel-lite-v1": 0.004,\n}\n')
    assert _prices(code) == [("vendor.kestrel-v2", Decimal("24"), "output"), ("vendor.kestrel-lite-v1", Decimal("4"), "output")]
    ratios = ('var Ratio = map[string]float64{\n\t"gpt-4":               15,\n'
              '\t"kestrel-2-preview":   5,     // $0.01 / 1K tokens\n\t"kestrel-2-mini":      0.5,   // $0.001 / 1K tokens\n}\n')
    assert [(s, a) for s, a, _ in _prices(ratios)] == [("kestrel-2-preview", Decimal("10")), ("kestrel-2-mini", Decimal("1"))]
    # a field of a model's object is not a model: the object's key is
    fields = ('models = {\n    "kestrel-2": {\n        "input_regular": 0.0025,  # $2.50 per 1M tokens\n    },\n}\n')
    assert [s for s, _, _ in _prices(fields)] == ["kestrel-2"]


def test_a_tier_bracketed_after_an_amount_in_its_cell_and_a_model_named_to_its_last_word() -> None:
    text = ("| Model | Input Price (per 1M tokens) | Output Price (per 1M tokens) |\n|---|---|---|\n"
            "| Gemini 3.1 Flash Live Preview | $0.75 (text) | $4.50 (text) |\n"
            "| Kestrel 2 Pro | $2.00 (≤200k), $4.00 (>200k) | $12.00 |\n")
    claims = [c for c in _claims(text, "text/markdown") if c.kind == "price"]
    assert [(c.subject, c.amount, c.condition) for c in claims] == [
        ("gemini-3.1-flash-live-preview", Decimal("0.75"), None), ("gemini-3.1-flash-live-preview", Decimal("4.5"), None),
        ("kestrel-2-pro", Decimal("2"), None), ("kestrel-2-pro", Decimal("4"), "long-context>200k"),
        ("kestrel-2-pro", Decimal("12"), None)]


def test_rates_between_two_ends_are_a_range_and_a_column_label_counts_its_system() -> None:
    assert _claims("Most hosted endpoints land between 45 and 90 tokens/s on the same model.") == []
    text = ("| Benchmark | Scenario | GB300 NVL72 (72 GPUs) |\n|---|---|---|\n| DeepSeek-R1 | Offline | 420,659 tokens/s |\n")
    results = [(c.accelerator, c.accelerator_count) for c in _claims(text, "text/markdown") if c.kind == "benchmark"]
    assert results == [("NVIDIA GB300", 72)]


def test_codes_given_as_examples_of_a_family_and_the_next_code_of_an_unlisted_line() -> None:
    assert _hardware("For Turing GPUs (T4, RTX 2080), see the older branch.") == [
        ("NVIDIA Turing", True), ("NVIDIA T4", True), ("NVIDIA GeForce RTX 2080", False)]
    assert _hardware("Older GPUs from the Turing family like the T4 are not supported.") == [
        ("NVIDIA Turing", True), ("NVIDIA T4", True)]
    assert _hardware("Loading is faster on Intel Arc A770/B580 cards.") == [
        ("Intel Arc A770", False), ("Intel Arc B580", False)]



def test_a_label_with_its_colon_after_an_amount_heads_the_next_one() -> None:
    text = ('<table>\n<tr><th></th><th>Model</th><th>Price</th></tr>\n<tr><td>Orrin</td><td>orrin-4</td>'
            '<td>Input: $0.03 / 1K tokens <br> Output: $0.06 / 1K tokens</td></tr>\n</table>\n')
    assert [(a, t) for _, a, t in _prices(text, "text/html")] == [(Decimal("30"), "input"), (Decimal("60"), "output")]


def test_a_context_size_in_a_model_id_is_no_prompt_tier() -> None:
    text = "| Model | Price |\n|---|---|\n| gpt-4-32k | Input: $0.06 / 1K tokens Output: $0.12 / 1K tokens |\n"
    assert {c.condition for c in _claims(text, "text/markdown") if c.kind == "price"} == {None}
    tier = "| Tier | Price |\n|---|---|\n| 32k-128k input | 1.2 元/百万tokens |\n"
    assert [c.condition for c in _claims(tier, "text/markdown") if c.kind == "price"] == ["long-context>32k"]


def test_labelled_bare_amounts_in_a_cell_under_the_pages_unit() -> None:
    text = ("价格单位：元/1m tokens\n\n| 类别 | 大模型 | 价格 | 机构 |\n|---|---|---|---|\n"
            "| 商用 | qwen-long | 输入：0.5，输出： 2 | 阿里 |\n| 商用 | qwen-max | 输入：40，输出：120 | 阿里 |\n")
    assert [(c.subject, c.amount, c.currency, c.token_type) for c in _claims(text, "text/markdown") if c.kind == "price"] == [
        ("qwen-long", Decimal("0.5"), "CNY", "input"), ("qwen-long", Decimal("2"), "CNY", "output"),
        ("qwen-max", Decimal("40"), "CNY", "input"), ("qwen-max", Decimal("120"), "CNY", "output")]
    # without a declared unit, bare numbers are no prices
    assert _prices("| 模型 | 价格 |\n|---|---|\n| qwen-long | 输入：0.5，输出： 2 |\n", "text/markdown") == []


def test_makers_codes_that_look_like_other_makers_and_number_formats() -> None:
    assert _hardware("昆仑芯 AI 加速卡 R100 与 昆仑芯 AI 加速卡 RG800 已适配。") == [
        ("Kunlunxin R100", False), ("Kunlunxin RG800", False)]
    assert _hardware("我们在 DCU K100 上测试了推理。") == [("Hygon DCU K100", False)]
    # a number format is never an unlisted maker's chip
    found = _hardware("【首发】瀚博半导体发布首款云端推理 AI 芯片。瀚博SV100系列芯片支持FP16, BF16和INT8等数据格式。")
    assert not any("FP16" in name or "BF16" in name for name, _ in found)


def test_a_determiner_and_a_noun_are_no_name_and_an_unlisted_claude_family_is_named() -> None:
    assert [s for s, _, _ in _prices("The model lists at `$10/Mtok` input and `$50/Mtok` output.", "text/markdown")] == [None, None]
    assert {s for s, _, _ in _prices("Claude Fable 5 is priced at $10/Mtok input and $50/Mtok output.")} == {"claude-fable-5"}


def test_markdown_escapes_and_a_million_tokens_written_with_for_a() -> None:
    text = "- Input: $2\\.50 per million tokens\n- Cached input: $1\\.25 per million tokens\n- Output: $10 per million tokens\n"
    assert [(a, t) for _, a, t in _prices(text, "text/markdown")] == [
        (Decimal("2.5"), "input"), (Decimal("1.25"), "cached_input"), (Decimal("10"), "output")]
    text = "GPT-3.5 Turbo now costs $0.50 for a million input tokens and $1.50 for a million output tokens."
    assert [(a, t) for _, a, t in _prices(text)] == [(Decimal("0.5"), "input"), (Decimal("1.5"), "output")]
    # a label word with a colon and no amount after it is still this amount's
    text = "On GPT-5, cached input is billed at $0.125 per million tokens against $1.25 for fresh input: a 90% discount."
    assert [(a, t) for _, a, t in _prices(text)] == [(Decimal("0.125"), "cached_input"), (Decimal("1.25"), "input")]


def test_per_million_in_a_header_is_of_tokens_only_beside_token_types() -> None:
    tokens = "| Token Type | Price per million |\n|---|---|\n| Input | $1 |\n| Output | $5 |\n"
    assert [(a, t) for _, a, t in _prices(tokens, "text/markdown")] == [(Decimal("1"), "input"), (Decimal("5"), "output")]
    units = ("<table><tr><th>Item</th><th>Price</th></tr><tr><td>Write units</td><td>$2.00 per million</td></tr>"
             "<tr><td>Read units</td><td>$8.25 per million</td></tr></table>")
    assert _prices(units, "text/html") == []


def test_what_a_product_leads_is_what_it_is_compared_with() -> None:
    assert _comparisons("Per GPU, Blackwell Ultra leads Hopper by 3.2x on this model in Offline.") == [
        (Decimal("3.2"), "throughput", "NVIDIA Blackwell Ultra", "NVIDIA Hopper")]


def test_a_metric_after_and_and_a_second_figure_is_that_figures() -> None:
    assert [(c[0], c[1]) for c in _comparisons("Both models are now 2x faster and feature 3x less latency.")] == [
        (Decimal("2"), "performance"), (Decimal("0.3333"), "latency")]


def test_a_surge_is_a_rise_and_a_price_cell_holding_a_share_of_another_models_price() -> None:
    assert _comparisons("2026年2月GLM-5发布，API定价较GLM-4.7平均爆涨50%。") == [
        (Decimal("1.5"), "price", "glm-5", "glm-4.7")]
    text = ("| 模型名称 | 上下文长度 | API价格 |\n|---|---|---|\n| **文心4.5 Turbo** | 128K | GPT-4.5的1% |\n"
            "| **文心X1 Turbo** | 128K | DeepSeek-R1的50% |\n")
    assert _comparisons(text, "text/markdown") == [(Decimal("0.01"), "price", "ernie-4.5-turbo", "gpt-4.5"),
                                                   (Decimal("0.5"), "price", "ernie-x1-turbo", "deepseek-r1")]
    # a share of something in a column that is not a price names no price
    other = "| 模型 | 评测得分 |\n|---|---|\n| 文心4.5 Turbo | GPT-4.5的90% |\n"
    assert _comparisons(other, "text/markdown") == []


def test_a_static_sites_front_matter_gives_the_title_and_no_prose() -> None:
    from extractors.text import prepare_text
    page = ('---\nlayout: post\ntitle: "单机H20部署满血DeepSeek-R1验证过程"\ndate: 2025-04-04\ntags:\n  - AI\n---\n\n'
            "# 环境信息\n\n吞吐量最高达 1100 tokens/s。\n")
    prepared = prepare_text(page, content_type="text/markdown")
    assert prepared.title == "单机H20部署满血DeepSeek-R1验证过程"
    assert "layout" not in prepared.text and "2025-04-04" not in prepared.text
    results = [(c.value, c.benchmark, c.accelerator) for c in _claims(page, "text/markdown") if c.kind == "benchmark"]
    assert results == [(Decimal("1100"), "deepseek-r1", "NVIDIA H20")]


def test_an_open_models_heading_written_with_a_dash_and_a_tpu_slice_name_a_tables_workload_and_count() -> None:
    text = ("## Llama 3 - 8B\n\nDate | Device | dtype | throughput (token/s)\n----|----|----|----\n"
            "2024-04-24 | TPU v5e-8 | bfloat16 | 8249\n\n## Gemma - 7B\n\nDate | Device | dtype | throughput (token/s)\n"
            "----|----|----|----\n2024-05-10 | TPU v5e-8 | bfloat16 | 3236\n")
    results = [(c.value, c.benchmark, c.accelerator, c.accelerator_count) for c in _claims(text, "text/markdown")
               if c.kind == "benchmark"]
    assert results == [(Decimal("8249"), "llama3-8b", "Google TPU v5e", 8), (Decimal("3236"), "gemma-7b", "Google TPU v5e", 8)]


def test_a_bare_code_listed_after_another_makers_product_is_that_makers() -> None:
    assert _hardware("| AI 加速芯片 | XPU | 昆仑芯 | 昆仑芯 R200、R300 等 |\n", "text/markdown") == [
        ("Kunlunxin R200", False), ("Kunlunxin R300", False)]
    # NVIDIA's own lists keep their names
    assert _hardware("NVIDIA B200, B300 racks.") == [("NVIDIA B200", True), ("NVIDIA B300", True)]


def test_chinese_price_parity_rent_and_faster_by_a_whole_again() -> None:
    assert _comparisons("夜间时段 deepseek-reasoner 与 deepseek-chat 价格相同。") == [
        (Decimal("1"), "price", "deepseek-reasoner", "deepseek-chat")]
    assert _comparisons("910B 的租金约为 H20 的六成。") == [
        (Decimal("0.6"), "price", "Huawei Ascend 910B", "NVIDIA H20")]
    assert [(c[0], c[2]) for c in _comparisons("在同样的测试中，H20 快了将近一倍。")] == [(Decimal("2"), "NVIDIA H20")]
    # "N 倍" after a rise is N as written (CONVENTIONS.md); only "一倍" is a whole again
    assert [c[0] for c in _comparisons("在同样的测试中，H20 快了 3 倍。")] == [Decimal("3")]

