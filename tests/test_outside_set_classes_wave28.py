"""Classes of error found on the twenty-eighth wave of outside sets (2026-12-07, eighth session, issue 9). Each is
pinned on text written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from extractors.text import normalise_text, prepare_text
from tests.claim_helpers import claims_of_kind as _kind, hardware_names


def _compared(text: str, content_type: str = "text/plain") -> list[tuple[Decimal, str]]:
    return sorted((c.ratio, c.metric) for c in _kind(text, "comparison", content_type))


def _prices(text: str, content_type: str = "text/plain") -> list[tuple]:
    return sorted((c.subject, c.amount, c.currency, c.unit, c.token_type) for c in _kind(text, "price", content_type))


def _results(text: str, content_type: str = "text/plain") -> list[tuple[Decimal, str]]:
    return sorted((c.value, c.unit) for c in _kind(text, "benchmark", content_type))


# ------------------------------------------------------------------ glued scraped tables

def test_a_glued_table_in_rupees_is_read_under_its_glued_header() -> None:
    text = ("Rupee prices for common models\n\n"
            "ModelInput / 1M tokensOutput / 1M tokensProvider\n"
            "GPT-4o-mini₹14.10₹56.40OpenAI\n"
            "DeepSeek V3₹11.90₹47.60DeepSeek\n")
    assert _prices(text) == [
        ("deepseek-chat", Decimal("11.90"), "INR", "per_million_tokens", "input"),
        ("deepseek-chat", Decimal("47.60"), "INR", "per_million_tokens", "output"),
        ("gpt-4o-mini", Decimal("14.10"), "INR", "per_million_tokens", "input"),
        ("gpt-4o-mini", Decimal("56.40"), "INR", "per_million_tokens", "output")]


def test_a_context_column_glued_after_each_name_is_split_off_by_its_size() -> None:
    text = ("Anthropic models on the marketplace\n\n"
            "ModelContextPrompt $/MCompletion $/MBest For\n"
            "Claude Opus 4200K$15.00$75.00Hard reasoning\n"
            "Claude 3.5 Haiku200K$0.80$4.00Cheap routing\n")
    prices = _prices(text)
    assert ("claude-opus-4", Decimal("15.00"), "USD", "per_million_tokens", "input") in prices
    assert ("claude-opus-4", Decimal("75.00"), "USD", "per_million_tokens", "output") in prices
    assert len(prices) == 4
    # (no name keeps the size glued to it, and no 4200K or 4,200 reaches an amount)
    assert all(subject and not subject.endswith("200k") for subject, *_ in prices)


def test_a_size_or_a_multiple_glued_after_the_last_price_is_its_own_cell() -> None:
    ratios = ("ModelInput (per 1M tokens)Output (per 1M tokens)Output/Input Ratio\n"
              "Claude Haiku 4.5$1.00$5.005x\n"
              "Claude Sonnet 4.6$3.00$15.005x\n")
    assert sorted(p[1] for p in _prices(ratios)) == [Decimal("1.00"), Decimal("3.00"), Decimal("5.00"), Decimal("15.00")]
    sizes = ("ModelInput $/MTokOutput $/MTokContextBest For\n"
             "Nova Micro$0.035$0.14128KTagging and extraction\n"
             "Nova Pro$0.80$3.20300KHarder reasoning\n"
             "Llama 4 Scout$0.17$0.6610MLong documents\n")
    assert sorted(p[1] for p in _prices(sizes)) == [
        Decimal("0.035"), Decimal("0.14"), Decimal("0.17"), Decimal("0.66"), Decimal("0.80"), Decimal("3.20")]


def test_a_token_side_glued_to_a_model_name_parts_from_it() -> None:
    text = ("Model CodePrice per Token\n"
            "zai-org/GLM-4.7Input $0.6 · Output $2.2 / 1M tokens\n"
            "LGAI-EXAONE/EXAONE-4.0.1-32BInput $0.6 · Output $1 / 1M tokens\n"
            "meta-llama/Llama-3.3-70B-Instruct$0.6 / 1M tokens\n")
    prices = _prices(text)
    # each row keeps its own model, and a row with one bare price states no token side
    assert ("exaone-4.0.1-32b", Decimal("0.6"), "USD", "per_million_tokens", "input") in prices
    assert ("exaone-4.0.1-32b", Decimal("1"), "USD", "per_million_tokens", "output") in prices
    assert ("llama-3.3-70b-instruct", Decimal("0.6"), "USD", "per_million_tokens", "unspecified") in prices
    assert not any(subject == "glm-4.7" and amount == Decimal("1") for subject, amount, *_ in prices)


# ------------------------------------------------------------------ money and units

def test_rupees_written_rs_and_a_bracketed_card_hour_are_gpu_hour_prices() -> None:
    assert _prices("Eligible start-ups pay about Rs 140 per GPU-hour on the shared pool.") == [
        (None, Decimal("140"), "INR", "per_gpu_hour", None)]
    assert _prices("The A100 is billed at Rs.95/hour per GPU.") == [
        ("NVIDIA A100", Decimal("95"), "INR", "per_gpu_hour", None)]
    assert _prices("V100 1.20 RMB (per Card per Hour)") == [
        ("NVIDIA V100", Decimal("1.20"), "CNY", "per_gpu_hour", None)]


def test_a_tpu_configuration_of_several_chips_is_no_per_chip_price() -> None:
    text = ("- v5litepod-1 TPU v5e with 1 core and 16 GB memory ($1.20/hour)\n"
            "- v5litepod-4 TPU v5e with 4 cores and 64 GB memory ($4.80/hour)\n")
    assert [p[1] for p in _prices(text)] == [Decimal("1.20")]


# ------------------------------------------------------------------ comparisons

def test_the_vocabulary_of_request_rates_decode_times_and_spend() -> None:
    assert _compared("Against the older engine, Quill sustains up to 14× higher request rates under load.") == [
        (Decimal(14), "throughput")]
    assert _compared("In the mixed batch the per-token decode time is 40x higher than in the fused one.") == [
        (Decimal(40), "latency")]
    assert _compared("Moving to our own cards cut the monthly inference spend from $18k to $5.4k, a 70% reduction.") == [
        (Decimal("0.3"), "cost")]
    # a market's spending and a company's quarterly bill are no unit cost
    assert _compared("Enterprise AI spending surged by roughly 250 percent over the same period.") == []
    assert _compared("Total Q2 inference spend: $390,000 (+11% QoQ), driven by the launch.") == []
    # a business process's time is no inference latency
    assert _compared("The result is a 30% reduction in claims processing time.") == []


def test_a_relative_clause_changes_the_measure_it_follows() -> None:
    assert _compared("Their cost per token, which has more than halved, keeps falling.") == [(Decimal("0.5"), "cost")]


def test_a_supposition_opened_by_imagine_is_no_measured_change() -> None:
    text = "Now imagine serving at 4,000 tokens per second instead of 400: each batch would finish 10x sooner."
    assert _compared(text) == []
    assert _compared("Serving at 4,000 tokens per second instead of 400, each batch finished 10x sooner.") == [
        (Decimal(10), "throughput")]


def test_a_week_on_week_column_beside_counts_and_revenue_is_no_price_change() -> None:
    text = ("| Rank | Model | Total Tokens | Input Price | Output Price | Est. Revenue | WoW |\n"
            "|---|---|---|---|---|---|---|\n"
            "| 1 | Claude Sonnet 4.6 | 1.21T | $3.00/M | $15.00/M | $4.10M | -3% |\n"
            "| 2 | Kimi K2.6 | 1.64T | $0.74/M | $3.49/M | $1.50M | +12% |\n")
    assert _compared(text, "text/markdown") == []
    # a change column beside nothing but prices is still theirs
    priced = ("| Token | Old price | New price | Change |\n|---|---|---|---|\n"
              "| Input tokens | $2.00 / million | $1.50 / million | 25% reduction |\n")
    assert _compared(priced, "text/markdown") == [(Decimal("0.75"), "price")]


def test_a_speedup_column_named_by_the_card_number_and_a_rent_multiple() -> None:
    text = ("| Model | Params | RTX 3090 (tok/s, bs=1) | RTX 5090 (tok/s, bs=1) | 5090 Speedup |\n"
            "|---|---|---|---|---|\n"
            "| Llama 3 8B | 8B | 58 | 112 | 1.93x |\n")
    assert _compared(text, "text/markdown") == [(Decimal("1.93"), "throughput")]
    assert _results(text, "text/markdown") == [(Decimal(58), "tokens/s"), (Decimal(112), "tokens/s")]
    rent = "The 5090 delivers roughly 2.1x the FP16 tensor throughput, but costs about 2.6x as much to rent."
    assert _compared(rent) == [(Decimal("2.6"), "price")]


def test_the_measure_heading_the_clause_and_the_name_after_that_of() -> None:
    claims = _kind("In my runs the output token throughput of Nemotron-3-Super was roughly 3x slower than that of "
                   "GPT-OSS:120B.", "comparison")
    assert [(c.ratio, c.metric) for c in claims] == [(Decimal("0.3333"), "throughput")]
    # the name after "that of" is the baseline, never the one whose measure heads the clause
    assert claims[0].baseline == "GPT-OSS:120B"


def test_a_reasoning_length_is_no_speed() -> None:
    text = "Key result: Stopline cuts reasoning length by 58% and gives up to 2.2× lower latency than plain decoding."
    assert _compared(text) == [(Decimal("0.4545"), "latency")]


# ------------------------------------------------------------------ results

def test_a_note_under_a_table_declares_the_unit_of_its_figures() -> None:
    text = ("The workload was Llama 2 70B on eight NVIDIA H200 GPUs.\n\n"
            "| Scenario | System total | Per GPU |\n|---|---|---|\n"
            "| Offline | 33,120 | 4,140 |\n| Server | 30,880 | 3,860 |\n\n"
            "*Results in tokens/s. Per-GPU figures are the total divided by eight.*\n")
    assert _results(text, "text/markdown") == [(Decimal(3860), "tokens/s"), (Decimal(4140), "tokens/s"),
                                              (Decimal(30880), "tokens/s"), (Decimal(33120), "tokens/s")]
    # a note naming two units gives each test heading a column its own
    mixed = ("| System | Llama 2 70B | SDXL |\n|---|---|---|\n| Node A | 9,640 | 5.8 |\n\n"
             "Note: LLM figures are in tokens/s, SDXL in samples/s.\n")
    assert _results(mixed, "text/markdown") == [(Decimal("5.8"), "samples/s"), (Decimal(9640), "tokens/s")]


def test_a_header_naming_a_card_and_a_unit_states_no_result() -> None:
    text = "| Model | RTX 3090 tok/s | RTX 5090 tok/s |\n|---|---|---|\n| Llama 3 8B | 61 | 117 |\n"
    assert _results(text, "text/markdown") == [(Decimal(61), "tokens/s"), (Decimal(117), "tokens/s")]


def test_a_bare_tps_column_and_a_speed_tests_json_records() -> None:
    table = ("|Engine |GPU |Concurrency |Tps |MFU |\n| :--- | :---: | :---: | :---: | ---: |\n"
             "|vllm |A100-40G-SXM |128 |4820.5|27.1%|\n")
    assert _results(table, "text/markdown") == [(Decimal("4820.5"), "tokens/s")]
    records = ('{\n  "results": [\n    {\n      "model": "deepseek-chat",\n      "ttft": 0.41,\n'
               '      "tps": 21.5,\n      "error": null\n    },\n    {\n      "model": "glm-4-air",\n'
               '      "ttft": 0.22,\n      "tps": 57.25,\n      "error": null\n    }\n  ]\n}\n')
    found = sorted((c.benchmark, c.value) for c in _kind(records, "benchmark"))
    assert found == [("deepseek-chat", Decimal("21.5")), ("glm-4-air", Decimal("57.25"))]
    # a cost model's record assumes a speed to work out a cost: no result
    model = '{"gpu": "H100", "hourly_cost": 2.5, "tokens_per_second": 50, "cost_per_million": 13.9}'
    assert _results(model) == []


def test_a_zero_rate_in_a_bug_report_is_no_result() -> None:
    assert _results("After the upgrade TGI prints Throughput: 0.0 tokens/s on Gaudi2 for Llama 2 7B.") == []


# ------------------------------------------------------------------ names

def test_a_chinese_platform_word_before_a_code_is_no_maker() -> None:
    text = ("下游客户以运营商智算平台为主。沐曦称其曦云C500系列单卡算力超过H20，C600系列也具备优势。"
            "沐曦先后推出用于智算推理的曦思N系列和用于训推一体的曦云C系列，其C500芯片已量产。")
    names = hardware_names(text)
    assert not any(name.startswith(("营商", "用于")) for name in names)
    assert "NVIDIA H20" in names


def test_cambricon_590_written_by_maker_or_pinyin_is_the_registered_card() -> None:
    assert hardware_names("寒武纪590芯片单价约9万元。") == ["Cambricon MLU590"]
    assert hardware_names("Cambricon's Shiyuan 590 chip is built on a 7nm process.") == ["Cambricon MLU590"]


def test_makers_lines_named_by_family_and_version_are_their_own_subjects() -> None:
    text = ("Model CodePrice per Token\n"
            "zai-org/GLM-4.7Input $0.6 · Output $2.2 / 1M tokens\n"
            "Solar Pro 2Input $0.15 · Output $0.6 / 1M tokens\n")
    subjects = {p[0] for p in _prices(text)}
    assert "glm-4.7" in subjects and "solar-pro-2" in subjects


# ------------------------------------------------------------------ text

def test_latex_signs_of_a_paper_read_as_the_signs_they_typeset() -> None:
    assert normalise_text(r"DiffKV reaches 1.7$\times$ and saves $\sim$40\% at \$0.5") == \
        "DiffKV reaches 1.7× and saves ~40% at $0.5"


def test_a_row_opening_on_a_repository_id_is_a_line_of_its_own() -> None:
    prepared = prepare_text("Qwen/Qwen3-8B $0.05 / 1M tokens\nmeta-llama/Llama-3.1-8B-Instruct $0.1 / 1M tokens\n")
    assert len(prepared.sentences) == 2


# ------------------------------------------------------------------ third wave: regression reports, HTML in code

def test_a_throughput_regression_is_a_fall_and_a_latency_regression_is_left_unread() -> None:
    assert _compared("We traced an ~9% serving throughput regression to the new allocator.") == [
        (Decimal("0.91"), "throughput")]
    assert _compared("We traced a 6% latency regression to the new allocator.") == []


def test_a_diff_column_of_a_nightly_table_of_ci_job_names_is_a_throughput_change() -> None:
    text = ("Previous nightly: run 4411\n\n| Model | Samples/sec | Diff | Job |\n|---|---|---|---|\n"
            "| mistral_small_24b_instruct_tp | 13.92 | -7.41% | [link](https://ci.example/job/1) |\n"
            "| qwen3_32b_tp | 11.05 | -6.10% | [link](https://ci.example/job/2) |\n")
    assert _compared(text, "text/markdown") == [(Decimal("0.9259"), "throughput"), (Decimal("0.939"), "throughput")]


def test_a_slowdown_in_a_speedup_column_is_read_where_the_rows_figures_divide_to_it() -> None:
    text = ("| Model | Test | t/s main | t/s branch | Speedup |\n|---|---|---|---|---|\n"
            "| llama 7B Q4_0 | pp512 | 3712.40 | 2450.18 | 0.66 |\n"
            "| llama 7B Q4_0 | tg128 | 131.20 | 128.10 | 0.42 |\n")
    # (0.42 is no quotient of its row's figures: a typo or another measure, left unread)
    assert _compared(text, "text/markdown") == [(Decimal("0.66"), "throughput")]


def test_above_and_below_a_named_build_under_a_table_of_rates_are_throughput() -> None:
    text = ("| Build | Output token throughput |\n|---|---:|\n| Parent | 118.40 tok/s |\n"
            "| Regressed merge | 92.10 tok/s |\n| Current main | 170.33 tok/s |\n\n"
            "The regressed merge is 22.2% below its parent, which reproduces the report. "
            "Current main is 43.9% above the parent and 84.9% above the regressed merge.\n")
    claims = _kind(text, "comparison", "text/markdown")
    assert sorted((c.ratio, c.metric, c.baseline) for c in claims) == [
        (Decimal("0.778"), "throughput", "parent"), (Decimal("1.439"), "throughput", "the parent"),
        (Decimal("1.849"), "throughput", "the regressed merge")]


def test_an_html_table_written_into_code_is_read_as_a_table() -> None:
    text = ("export function Pricing() {\n  return (\n    <div>\n      <h4>API pricing (per 1M tokens)</h4>\n"
            "      <table>\n        <thead>\n          <tr>\n            <th>Model</th>\n            <th>Input</th>\n"
            "            <th>Output</th>\n          </tr>\n        </thead>\n        <tbody>\n          <tr>\n"
            "            <td>GPT-4o</td>\n            <td>$2.50</td>\n            <td>$10.00</td>\n          </tr>\n"
            "          <tr>\n            <td>Grok 4</td>\n            <td>$3.00</td>\n            <td>$15.00</td>\n"
            "          </tr>\n        </tbody>\n      </table>\n    </div>\n  );\n}\n")
    assert _prices(text) == [
        ("gpt-4o", Decimal("2.50"), "USD", "per_million_tokens", "input"),
        ("gpt-4o", Decimal("10.00"), "USD", "per_million_tokens", "output"),
        ("grok-4", Decimal("3.00"), "USD", "per_million_tokens", "input"),
        ("grok-4", Decimal("15.00"), "USD", "per_million_tokens", "output")]


def test_an_hourly_amount_for_several_accelerators_named_after_it_is_no_gpu_hour_price() -> None:
    assert _prices("One broker was charging $12 per hour for access to eight A100 chips last spring.") == []


def test_rates_with_thousands_set_apart_by_spaces_and_a_chinese_up_to() -> None:
    assert _results("On Llama 70B an H100 server manages about 21 000 tokens per second.") == [
        (Decimal(21000), "tokens/s")]
    assert _results("这款推理卡据称每秒处理多达2800个Token。") == [(Decimal(2800), "tokens/s")]


def test_levels_in_price_with_a_named_model_and_no_parity_with_several_chips() -> None:
    assert _compared("Claude Opus 4 matches the pricing of the older Opus 3.") == [(Decimal(1), "price")]
    assert _compared("It sits in the same pricing tier as GPT-3.5 Turbo.") == [(Decimal(1), "price")]
    # level with two of a chip is no one-to-one parity
    assert _compared("The B200 matches the performance of two H100s.") == []


def test_a_count_of_submissions_is_no_speed() -> None:
    assert _compared("需要说明的是，本轮提交总数较上一轮增加了 12%。") == []


# ------------------------------------------------------------------ near-claims beside claims (written168's classes)

def test_aims_forecasts_and_questions_are_no_claims() -> None:
    assert _compared("KR2 (goal): serve most traffic from the batch tier at 50% of the standard price.") == []
    assert _compared('"We want serving to be five times cheaper than it is today within two years," she said.') == []
    assert _compared("多家券商预测，明年主流模型的API价格可能再降一半。") == []
    assert _prices("能降到每百万tokens 0.6元吗？") == []
    # a price stated and then confirmed is still stated
    assert len(_prices("DeepSeek的价格是每百万tokens 0.6元，对吗？")) == 1


def test_storage_perks_and_tickets_are_no_inference_prices() -> None:
    assert _compared("会务说明：合作数据中心的对象存储费用本月起降价20%。") == []
    assert _compared("福利：免费午餐，健身房七折。") == []
    assert _compared("Benefits: 25 days' holiday and 40% off your gym membership.") == []
    assert _compared("Tickets: early bird $420 (25% off the standard $560 pass); teams of four or more get 10% off.") == []
    # a price cut in one clause and storage named in another keep their own readings
    assert _compared("模型调用价格降价40%，对象存储免费。") == [(Decimal("0.6"), "price")]


def test_a_job_ads_requirements_and_an_imagined_setup_state_nothing_measured() -> None:
    text = ("### What we're looking for\n- 4+ years of experience writing GPU kernels.\n"
            "- You have shipped a 3x speed-up to production before.\n")
    assert _compared(text, "text/markdown") == []
    assert _results("Now imagine a rented setup where one replica can generate 1,800 tokens per second.") == []


# ------------------------------------------------------------------ fifth wave: data files, changelogs, benchmark suites

def test_worked_conversions_and_default_settings_are_no_prices() -> None:
    assert _prices("| $0.04 / 1K tokens | 0.004 | $0.04 ÷ 1000 = 0.00004 dollars = 0.004 cents |") == []
    assert _prices("默认价格为 2,4，表示输入 2 美元/100 万 tokens，输出 4 美元/100 万 tokens。") == []


def test_a_family_word_after_a_given_name_is_a_persons_surname() -> None:
    assert hardware_names("Added Rust support for repository maps, by Maren Hopper.") == []
    assert hardware_names("Moving from Hopper to Blackwell doubled our throughput.") == ["NVIDIA Blackwell", "NVIDIA Hopper"]


def test_the_first_of_a_pair_of_request_rates_is_no_result() -> None:
    assert _results("This release brings a 41% RPS improvement (1,120 → 1,580 RPS, aggregated) per instance.") == []


def test_an_interactivity_operating_point_is_no_result_and_names_no_measure() -> None:
    text = "Against Hopper we see a 7.5x(35 tok/s/user) up to 48x(110 tok/s/user) improvement in tokens per dollar."
    assert _results(text) == []
    assert (Decimal(48), "perf_per_dollar") in _compared(text)
    assert _results("在 80 tok/s/user 交互性水平下，每兆瓦可处理 700,000 token/s。") == []
    assert _results("Each user gets 42 tok/s/user on the H100 node.") == [(Decimal(42), "tokens/s")]


def test_geforce_gtx_cards_are_named_with_their_brand_and_line() -> None:
    assert hardware_names("A 1080Ti and an NVIDIA GTX 1660 Super were tested.") == [
        "NVIDIA GeForce GTX 1080 Ti", "NVIDIA GeForce GTX 1660 Super"]


def test_speed_test_lines_naming_the_unit_before_the_figure() -> None:
    text = "Running 8 threads with Llama 2 7B\ntok/sec per thread: 58.4\ntok/sec total: 467.2\n"
    assert _results(text) == [(Decimal("58.4"), "tokens/s"), (Decimal("467.2"), "tokens/s")]
