"""Classes of error found on the twenty-fourth wave of outside sets (2026-12-07, fourth session, issue 9). Each is pinned
on text written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from tests.claim_helpers import claims_of_kind as _kind


def test_more_tokens_per_chip_is_a_rate_whatever_cost_the_sentence_names_after() -> None:
    text = "Nova-9 delivers 2x more tokens per GPU at 30% lower cost than the H100."
    got = sorted((c.ratio, c.metric) for c in _kind(text, "comparison"))
    # the multiple is of tokens each chip turns out; the cost has its own share
    assert got == [(Decimal("0.7"), "cost"), (Decimal("2"), "throughput")]
    per_dollar = "Nova-9 delivers 2x more tokens per dollar than the H100."
    assert [c.metric for c in _kind(per_dollar, "comparison")] == ["perf_per_dollar"]


def test_a_typed_map_under_a_doc_comment_of_the_token_quantity_reads_each_records_own_currency() -> None:
    text = ("/** Price per million tokens */\ninterface Rate {\n  input: number\n  output: number\n  currency: 'USD' | 'CNY'\n}\n\n"
            "const RATES: Record<string, Rate> = {\n"
            "  'openai:gpt-4.1': { input: 2, output: 8, currency: 'USD' },\n"
            "  'alibaba:qwen-max': { input: 2.4, output: 9.6, currency: 'CNY' },\n}\n")
    got = sorted((c.subject, c.token_type, c.amount, c.currency) for c in _kind(text, "price"))
    assert got == [("gpt-4.1", "input", Decimal("2"), "USD"), ("gpt-4.1", "output", Decimal("8"), "USD"),
                   ("qwen-max", "input", Decimal("2.4"), "CNY"), ("qwen-max", "output", Decimal("9.6"), "CNY")]


def test_a_line_opening_on_a_bare_variant_word_prices_the_pages_one_model_of_that_variant_or_none() -> None:
    text = ("Gemini API Pricing: what 2.5 Pro costs\n\nThe free tier covers Gemini 1.5 Flash only.\n\n"
            "Pro ($1.25 input, $10 output per 1M for prompts up to 200K tokens) suits reasoning.\n\n"
            "Flash ($0.30 input, $2.50 output) suits speed.\n\nGemini 2.5 Flash is the default for chat; Gemini 2.5 Pro "
            "handles long documents.\n")
    got = sorted((c.amount, c.subject) for c in _kind(text, "price", content_type="text/markdown"))
    # "Pro" is the one -pro model the page names; "Flash" could be either Flash named, so no neighbour's is taken
    assert got == [(Decimal("0.3"), None), (Decimal("1.25"), "gemini-2.5-pro"), (Decimal("2.5"), None),
                   (Decimal("10"), "gemini-2.5-pro")]


def test_figures_shown_to_teach_how_prices_read_are_no_prices() -> None:
    for text in ("Rates are given per million tokens. When you see $3.00 on a rate card, that means $3.00 per million tokens.",
                 "Vendors bill by the token, and the numbers look tiny ($0.000002 per token) until traffic grows.",
                 "A request with 2,000 input tokens and 400 output tokens at $1.50/MTok input and $6/MTok output costs "
                 "$0.0054."):
        assert _kind(text, "price") == [], text
    # a page that quotes a model's own price after the same words keeps it
    kept = "Sheets quote prices per million tokens because the numbers look small: Gemini 2.5 Flash at 30 cents per million input tokens."
    assert [c.amount for c in _kind(kept, "price")] == [Decimal("0.3")]


def test_a_cut_in_what_keeping_a_cache_stored_costs_or_in_a_links_latency_is_no_comparison() -> None:
    assert _kind("星河开放平台的上下文缓存存储费用降价 50%，由 8 元 / 1M tokens / min 降至 4 元 / 1M tokens / min。",
                 "comparison") == []
    assert _kind("在千卡训练中，Zen-9 集群的通信延迟较前代降低35%。", "comparison") == []
    assert _kind("The fabric's cross-rack latency is about 18% higher than inside one rack.", "comparison") == []


def test_a_cost_stated_in_the_sentence_after_an_engine_run_is_the_runs_serving_cost() -> None:
    text = ("Large-scale expert parallelism landed in SGLang, reaching the throughput Orbit Labs reported for its own "
            "service. The cost has been reduced to $0.25 per 1M output tokens.")
    assert _kind(text, "price") == []


def test_a_row_of_ellipses_leaves_the_rows_under_it_in_the_table() -> None:
    text = ("- GPU: RTX 4090\n\n| Model | Size | Batch | Prefill tokens/s | Decode tokens/s |\n|---|---|---|---|---|\n"
            "| Vicuna | 7B | 1 | 612.40 | 187.20 |\n| ... | ... | ... | ... | ... |\n| Mistral | 7B | 1 | 1021.75 | 149.90 |\n")
    got = sorted(c.value for c in _kind(text, "benchmark", content_type="text/markdown"))
    assert got == [Decimal("149.90"), Decimal("187.20"), Decimal("612.40"), Decimal("1021.75")]


def test_a_radeon_card_written_without_rx_and_a_rate_per_second_written_in_chinese() -> None:
    from tests.claim_helpers import hardware_names
    assert hardware_names("We ran two Radeon 7900 XTX cards.") == ["AMD Radeon 7900 XTX"]
    text = "在两块 RTX 4090 显卡上，我们在 Llama2-70B 上达到了 31 tok/秒，在 CodeLlama-34B 上达到了 58 tok/秒的性能。"
    got = sorted((c.value, c.benchmark) for c in _kind(text, "benchmark"))
    # each result's workload is the model of its own clause, one the registry lacks kept as written
    assert got == [(Decimal("31"), "llama2-70b"), (Decimal("58"), "codellama-34b")]
    english = "On two RTX 4090 cards we reach 31 tok/s on Llama2-70B and 58 tok/s on CodeLlama-34B."
    assert sorted((c.value, c.benchmark) for c in _kind(english, "benchmark")) == got


def test_a_supposed_belief_and_what_follows_from_it_is_no_comparison() -> None:
    text = "如果我们认为这就是他们的成本价，则他们内部推理的成本比自建方案还要便宜 4 倍左右。"
    assert _kind(text, "comparison") == []


def test_an_interactivity_set_as_the_target_or_given_as_an_example_is_no_result() -> None:
    for text in ("Setting 30 tok/s/user as the target on DeepSeek R1, the B200 produces 5,120 tok/s/GPU.",
                 "At a typical operating point - e.g. 110 tok/s/user interactivity - the MI355X serves 2,210 tok/s/GPU."):
        assert [c.value for c in _kind(text, "benchmark")] in ([Decimal("5120")], [Decimal("2210")]), text


def test_a_second_chip_with_the_same_verb_and_a_bare_figure_shares_the_first_clauses_unit() -> None:
    text = ("At 25 tok/s/user on DeepSeek R1: B200 runs 5,410 tok/s/GPU at $0.10/M tokens, MI325X runs 812 at $0.44/M. "
            "On Llama 3.1 405B the B300 produces 2,050 tok/s/GPU and MI355X produces 1,640 ($0.61).")
    got = sorted((c.value, c.accelerator) for c in _kind(text, "benchmark"))
    assert got == [(Decimal("812"), "AMD Instinct MI325X"), (Decimal("1640"), "AMD Instinct MI355X"),
                   (Decimal("2050"), "NVIDIA B300"), (Decimal("5410"), "NVIDIA B200")]
