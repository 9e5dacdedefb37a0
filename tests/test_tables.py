"""The table model (extractors/tables.py) and the claims the extractor reads through it.

Every table here is written for these tests, in the shapes real price and results pages use:
labels down the side with models across the top, several tables under one unit line, pipe tables
in plain text, tiered and spanning headers, results tables with unit cells, label/value lines.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from extractors.pipeline import extract_claims
from extractors.tables import (
    SourceCell,
    build_grid,
    column_labels,
    definition_pairs,
    header_row_count,
    is_unit_declaration,
    normalise_pipe_tables,
    read_tables,
)
from extractors.text import prepare_text


def prices(raw: str, content_type: str) -> set[tuple]:
    result = extract_claims(raw, content_type=content_type)
    return {(str(c.amount), c.currency, c.token_type, c.condition, c.subject)
            for c in result.claims if c.kind == "price"}


# --------------------------------------------------------------------------- grids

def test_grid_repeats_spanning_cells_into_every_position():
    rows = [
        [SourceCell("Model", rowspan=2, header=True), SourceCell("Standard", colspan=2, header=True)],
        [SourceCell("Input", header=True), SourceCell("Output", header=True)],
        [SourceCell("orca-large"), SourceCell("$1.00"), SourceCell("$4.00")],
    ]
    grid = build_grid(rows)
    assert [[c.text for c in line] for line in grid] == [
        ["Model", "Standard", "Standard"], ["Model", "Input", "Output"], ["orca-large", "$1.00", "$4.00"]]
    assert grid[1][0].origin == (0, 0)  # the rowspan cell is the same source cell
    assert header_row_count(grid) == 2
    assert column_labels(grid, 2) == ["Model", "Standard Input", "Standard Output"]
    assert column_labels(grid, 2, joiner=" › ") == ["Model", "Standard › Input", "Standard › Output"]


def test_short_rows_are_padded_with_marked_fillers():
    grid = build_grid([[SourceCell("a"), SourceCell("b"), SourceCell("c")], [SourceCell("d")]])
    assert [c.filler for c in grid[1]] == [False, True, True]
    assert header_row_count(grid, in_head=[True, False]) == 1


def test_first_row_of_labels_is_a_header_but_a_row_of_amounts_is_not():
    labels = build_grid([[SourceCell("Model"), SourceCell("Input"), SourceCell("Output")],
                         [SourceCell("x"), SourceCell("$1"), SourceCell("$2")]])
    values = build_grid([[SourceCell("x"), SourceCell("$1"), SourceCell("$2")],
                         [SourceCell("y"), SourceCell("$3"), SourceCell("$4")]])
    assert header_row_count(labels) == 1
    assert header_row_count(values) == 0


# --------------------------------------------------------------------------- pipe tables in text

_PIPE_TABLE = """Heron API pricing

All prices are in USD per 1M tokens.

| Model | Input | Output |
|---|---|---|
| heron-large | 1.20 | 4.80 |
| heron-small | | 0.60 |
"""


def test_pipe_table_rows_read_the_same_in_plain_text_and_markdown():
    assert normalise_pipe_tables(_PIPE_TABLE) == normalise_pipe_tables(_PIPE_TABLE, lone_rows=True)
    rows = [line for line in normalise_pipe_tables(_PIPE_TABLE).splitlines() if " | " in line]
    assert rows == ["Model | Input | Output", "heron-large | 1.20 | 4.80", "heron-small | - | 0.60"]


def test_a_lone_pipe_in_plain_prose_is_not_a_table():
    text = "Results | Heron Labs blog\nWe cut prices today."
    assert normalise_pipe_tables(text) == text


def test_same_pipe_table_gives_same_claims_as_text_and_markdown():
    as_text = prices(_PIPE_TABLE, "text/plain")
    as_markdown = prices(_PIPE_TABLE, "text/markdown")
    assert as_text == as_markdown
    assert ("1.2", "USD", "input", None, "heron-large") in as_text
    assert ("4.8", "USD", "output", None, "heron-large") in as_text
    assert ("0.6", "USD", "output", None, "heron-small") in as_text


# --------------------------------------------------------------------------- tables in prepared text

_SEVERAL_TABLES = """# Kestrel pricing

All prices per million tokens, in USD.

| Model | Input | Output |
|---|---|---|
| kestrel-pro | 2.00 | 8.00 |

## Batch

| Model | Input | Output |
|---|---|---|
| kestrel-pro | 1.00 | 4.00 |

## Spot GPUs

| GPU | Price per GPU-hour |
|---|---|
| Spot pool | - |
| H100 | $1.10 |
"""


def test_read_tables_finds_every_table_with_offsets_headings_and_inherited_units():
    prepared = prepare_text(_SEVERAL_TABLES, content_type="text/markdown")
    tables = read_tables(prepared)
    assert len(tables) == 3
    assert [t.heading for t in tables] == [None, "Batch", "Spot GPUs"]  # a sentence is not a heading
    for table in tables:
        for row in table.rows:
            for cell in row.cells:
                assert prepared.text[cell.start:cell.end].strip() == cell.text
    # The unit line above the first table holds for the later ones too.
    assert tables[1].inherited == "All prices per million tokens, in USD."
    assert "All prices per million tokens, in USD." in tables[1].notes
    body = tables[1].body_rows()[0]
    assert tables[1].column_label(body.sentence, 2) == "Output"
    assert tables[2].sections.get(tables[2].body_rows()[-1].sentence) == "Spot pool"


def test_conditions_come_from_headings_and_units_are_inherited():
    got = prices(_SEVERAL_TABLES, "text/markdown")
    assert ("2", "USD", "input", None, "kestrel-pro") in got
    assert ("1", "USD", "input", "batch", "kestrel-pro") in got
    assert ("4", "USD", "output", "batch", "kestrel-pro") in got
    assert ("1.1", "USD", None, "spot", "NVIDIA H100") in got


def test_mid_table_label_row_starts_a_new_header():
    text = ("Prices in USD per 1M tokens.\n\n"
            "Model | Input | Output\n"
            "wren-1 | 0.50 | 1.50\n"
            "Model | Batch input | Batch output\n"
            "wren-1 | 0.25 | 0.75\n")
    prepared = prepare_text(text)
    (table,) = read_tables(prepared)
    roles = [row.role for row in table.rows]
    assert roles == ["header", "body", "header", "body"]
    got = prices(text, "text/plain")
    assert ("0.25", "USD", "input", "batch", "wren-1") in got
    assert ("1.5", "USD", "output", None, "wren-1") in got


def test_unit_declarations_are_told_from_prices():
    assert is_unit_declaration("All prices per million tokens")
    assert is_unit_declaration("单位：元/千tokens")
    assert is_unit_declaration("USD per 1M tokens")
    assert not is_unit_declaration("Input costs $0.50 per 1M tokens")
    assert not is_unit_declaration("We shipped a new model today.")


# --------------------------------------------------------------------------- orientation

_LABELS_DOWN_THE_SIDE = """<html><body><main>
<h1>Models and pricing</h1>
<p>The prices below are in USD per 1M tokens.</p>
<table>
<tr><th>MODEL</th><th>swift-chat</th><th>swift-think</th></tr>
<tr><td rowspan="3">PRICING</td><td>1M INPUT TOKENS (CACHE HIT)</td><td>$0.05</td><td>$0.10</td></tr>
<tr><td>1M INPUT TOKENS (CACHE MISS)</td><td>$0.30</td><td>$0.60</td></tr>
<tr><td>1M OUTPUT TOKENS</td><td>$1.20</td><td>$2.40</td></tr>
</table>
<h2>Off-peak hours</h2>
<table>
<tr><th>MODEL</th><th>swift-chat</th><th>swift-think</th></tr>
<tr><td>1M INPUT TOKENS (CACHE MISS)</td><td>$0.15</td><td>$0.20</td></tr>
</table>
</main></body></html>"""


def test_labels_down_the_side_with_models_across_the_top():
    got = prices(_LABELS_DOWN_THE_SIDE, "text/html")
    assert ("0.05", "USD", "cached_input", None, "swift-chat") in got
    assert ("0.1", "USD", "cached_input", None, "swift-think") in got
    assert ("0.3", "USD", "input", None, "swift-chat") in got
    assert ("2.4", "USD", "output", None, "swift-think") in got
    assert ("0.15", "USD", "input", "off-peak", "swift-chat") in got
    assert ("0.2", "USD", "input", "off-peak", "swift-think") in got


def test_a_claims_evidence_is_its_row_not_the_whole_table():
    result = extract_claims(_LABELS_DOWN_THE_SIDE, content_type="text/html")
    for claim in result.claims:
        if claim.kind == "price":
            assert "\n" not in claim.sentence
            assert claim.sentence.count(" | ") <= 3
            assert result.prepared.text[claim.span[0]:claim.span[1]] in claim.sentence


def test_tier_columns_and_cache_write_columns():
    text = """Prices are in USD per million tokens (MTok).

| Model | Base input | Cache writes | Cache hits | Output |
|---|---|---|---|---|
| plover-max | $5 | $6.25 | $0.50 | $25 |

Long context:

| | ≤ 200K input tokens | > 200K input tokens |
|---|---|---|
| Input | $5 | $10 |
| Output | $25 | $37.50 |
"""
    result = extract_claims(text, content_type="text/markdown")
    got = {(str(c.amount), c.token_type, c.condition) for c in result.claims if c.kind == "price"}
    assert ("6.25", "input", "cache write") in got
    assert ("0.5", "cached_input", None) in got
    assert ("10", "input", "long-context>200k") in got
    assert ("37.5", "output", "long-context>200k") in got  # not "input" from the tier's token word


def test_pair_column_splits_a_slash_pair_cell():
    text = """All prices in USD per 1M tokens.

| Model | Input | Output | Batch (In/Out) |
|---|---|---|---|
| finch-2 | $1.00 | $4.00 | $0.50 / $2.00 |
"""
    got = prices(text, "text/markdown")
    assert ("0.5", "USD", "input", "batch", "finch-2") in got
    assert ("2", "USD", "output", "batch", "finch-2") in got


def test_remarks_after_the_amounts_do_not_set_a_condition():
    text = """All prices in USD per 1M tokens.

| Model | Input | Output | Notes |
|---|---|---|---|
| finch-1 | $2.00 | $8.00 | Previous flagship |
"""
    got = prices(text, "text/markdown")
    assert ("2", "USD", "input", None, "finch-1") in got


def test_chinese_unit_line_above_a_plain_text_table():
    text = "模型价格\n\n单位：元/千tokens\n\n模型 | 输入（缓存命中） | 输入（缓存未命中） | 输出\nlark-4-plus | 0.005 | 0.05 | 0.05\n"
    got = prices(text, "text/plain")
    assert ("5", "CNY", "cached_input", None, "lark-4-plus") in got
    assert ("50", "CNY", "input", None, "lark-4-plus") in got
    assert ("50", "CNY", "output", None, "lark-4-plus") in got


# --------------------------------------------------------------------------- label / value lines

def test_label_and_value_on_separate_lines():
    text = "Starling API\n\nInput price\n$0.40 / 1M tokens\nOutput price\n$1.60 / 1M tokens\n\nH100 (spot)\n$1.20 / GPU-hour\n"
    prepared = prepare_text(text)
    pairs = definition_pairs(prepared)
    assert {prepared.sentence_text(label) for label in pairs.values()} >= {"Input price", "Output price"}
    result = extract_claims(text)
    got = {(str(c.amount), c.token_type, c.condition) for c in result.claims if c.kind == "price"}
    assert ("0.4", "input", None) in got
    assert ("1.6", "output", None) in got
    assert ("1.2", None, "spot") in got


# --------------------------------------------------------------------------- results tables

_RESULTS_PAGE = """<html><body><main>
<h1>Inference results</h1>
<h2>Gannet Systems - G9 (16x B200-SXM-180GB)</h2>
<h3>Accelerator Details</h3>
<table><tr><td>accelerator_model_name</td><td>NVIDIA B200</td></tr>
<tr><td>accelerators_per_node</td><td>8</td></tr></table>
<h3>Results Table</h3>
<table class="results-table">
<tr><th rowspan="2">Model</th><th rowspan="2">Accuracy Target</th><th colspan="2">Server</th><th colspan="2">Offline</th></tr>
<tr><th>Metric</th><th>Performance</th><th>Metric</th><th>Performance</th></tr>
<tr><td>llama2-70b-99</td><td>ROUGE1: 44.1</td><td>Tokens/s</td><td>180000.50</td><td>Tokens/s</td><td>190000.25</td></tr>
<tr><td>stable-diffusion-xl</td><td>CLIP_SCORE: 31.7</td><td>Queries/s</td><td>55.10</td><td>Samples/s</td><td>60.20</td></tr>
<tr><td>resnet50</td><td>acc: 75.7</td><td>Latency (ms)</td><td>0.40</td><td>Samples/s</td><td>120000.00</td></tr>
</table></main></body></html>"""


def test_results_page_with_unit_cells_and_system_details():
    result = extract_claims(_RESULTS_PAGE, content_type="text/html")
    got = {(str(c.value), c.unit, c.benchmark, c.scenario, c.accelerator, c.accelerator_count)
           for c in result.claims if c.kind == "benchmark"}
    assert got == {
        ("180000.5", "tokens/s", "llama2-70b", "Server", "NVIDIA B200", 16),
        ("190000.25", "tokens/s", "llama2-70b", "Offline", "NVIDIA B200", 16),
        ("55.1", "queries/s", "sdxl", "Server", "NVIDIA B200", 16),
        ("60.2", "samples/s", "sdxl", "Offline", "NVIDIA B200", 16),
        ("120000", "samples/s", "resnet50", "Offline", "NVIDIA B200", 16),
    }  # the latency cell is not a result


def test_a_results_page_written_as_html_inside_markdown_reads_as_the_html_page():
    # a results repository's summary README is Markdown made of HTML, its rows left unclosed; a module whose
    # parent in the registry is only its family is its own accelerator
    markdown = """<div class="resultpage"><h1>Inference v9.1</h1>
<table class="titlebarcontainer"><tr><td class="headerbar"><p>Gannet Systems</p>
<p>Gannet Edge (NVIDIA Jetson AGX Orin 64G, TensorRT)</p></td></tr></table>
<table><tr><td><h3>Accelerator Details</h3><table><tr><td>accelerator_model_name</td>
<td>NVIDIA Jetson AGX Orin 64G</td></tr><tr><td>accelerators_per_node</td><td>1</td></tr></table></td></tr></table>

<h3>Results Table</h3>
<table>
<tr><th rowspan="2">Model</th><th rowspan="2">Accuracy Target</th><th colspan="2">SingleStream</th><th colspan="2">Offline</th></tr>
<tr><td>Metric</td><td>Performance</td><td>Metric</td><td>Performance</td></tr>
<tr><td>gptj-99</td><td>ROUGE1: 42.1, GEN_LEN: 3500000.5</td><td></td><td></td><td>Tokens/s</td> <td>61.5</td><tr><td>resnet</td><td>acc: 75.9</td><td>Latency (ms)</td> <td>0.61</td><td>Samples/s</td> <td>6400.25</td>
</table>"""
    result = extract_claims(markdown, content_type="text/markdown")
    got = {(str(c.value), c.unit, c.benchmark, c.scenario, c.accelerator, c.accelerator_count)
           for c in result.claims if c.kind == "benchmark"}
    assert got == {("61.5", "tokens/s", "gptj", "Offline", "NVIDIA Jetson AGX Orin", 1),
                   ("6400.25", "samples/s", "resnet50", "Offline", "NVIDIA Jetson AGX Orin", 1)}


def test_results_table_with_benchmarks_across_the_top():
    html = """<table>
<thead><tr><th rowspan="2">Submitter</th><th rowspan="2">System</th><th rowspan="2">Accelerator</th>
<th rowspan="2"># of Accelerators</th><th colspan="2">llama2-70b-99</th><th colspan="2">deepseek-r1</th></tr>
<tr><th>Offline Tokens/s</th><th>Server Tokens/s</th><th>Offline Tokens/s</th><th>Server Tokens/s</th></tr></thead>
<tbody>
<tr><td>Petrel</td><td>PX-8</td><td>AMD Instinct MI355X</td><td>8</td><td>91,000.5</td><td>88,000.0</td><td>4,100.0</td><td></td></tr>
</tbody></table>"""
    result = extract_claims(html, content_type="text/html")
    got = {(float(c.value), c.benchmark, c.scenario, c.system, c.accelerator, c.accelerator_count)
           for c in result.claims if c.kind == "benchmark"}
    assert got == {
        (91000.5, "llama2-70b", "Offline", "PX-8", "AMD Instinct MI355X", 8),
        (88000.0, "llama2-70b", "Server", "PX-8", "AMD Instinct MI355X", 8),
        (4100.0, "deepseek-r1", "Offline", "PX-8", "AMD Instinct MI355X", 8),
    }


@pytest.mark.parametrize("content_type", ["text/plain", "text/markdown"])
def test_table_amounts_keep_exact_decimals(content_type):
    got = prices(_PIPE_TABLE, content_type)
    assert all(Decimal(amount) > 0 for amount, *_ in got)


def test_throughput_table_with_continuation_rows_and_an_accelerator_in_its_title():
    text = """Inference throughput on Brightwing Gaudi 3

Serving throughput with Intel Gaudi 3 Accelerator
| Model | # HPU | Input Length | Output Length | Batch Size | Throughput (tokens/sec) |
|---|---|---|---|---|---|
| Llama 3.1 8B | 1 | 128 | 128 | 1,024 | 21,500 |
| 1 | 128 | 2,048 | 512 | 17,250 | |
| Quill 9B | 2 | 128 | 128 | 640 | 9,800 |
| 2 | 2,048 | 128 | 96 | 1,900 | |
"""
    result = extract_claims(text, content_type="text/markdown")
    got = {(float(c.value), c.benchmark, c.accelerator, c.accelerator_count)
           for c in result.claims if c.kind == "benchmark"}
    # Lengths and batch sizes are not results; a continuation row keeps its model's test and count;
    # a model that is not a known test is the workload as written in its own row (claims.md), never the row above's.
    assert got == {(21500.0, "llama3.1-8b", "Intel Gaudi 3", 1), (17250.0, "llama3.1-8b", "Intel Gaudi 3", 1),
                   (9800.0, "quill-9b", "Intel Gaudi 3", 2), (1900.0, "quill-9b", "Intel Gaudi 3", 2)}


def test_glued_layout_table_in_pasted_text():
    text = """Pelican 3 Pro pricing

Token Pricing
MetricCost (≤200K context)Cost (>200K context)
Input tokens$2.00 per 1M$4.00 per 1M
Output tokens$12.00 per 1M$18.00 per 1M
"""
    prepared = prepare_text(text)
    assert "Input tokens | $2.00 per 1M | $4.00 per 1M" in prepared.text
    got = {(str(c.amount), c.token_type, c.condition) for c in extract_claims(text).claims if c.kind == "price"}
    assert got == {("2", "input", None), ("4", "input", "long-context>200k"),
                   ("12", "output", None), ("18", "output", "long-context>200k")}


def test_glued_rows_are_left_alone_without_a_matching_header():
    text = "Cloud rates\nH200 (Vireo)$3.10/hr~150~160,0001.2×\nH100 (Vireo)$2.80/hr~110~130,0001.0×\n"
    assert prepare_text(text).text == normalise_pipe_tables(text).strip()


def test_space_separated_table_in_pasted_text():
    text = """Tern model prices

Tern is billed per million tokens (MTok).

Model Input / MTok Output / MTok Context Best for
Tern Large 2.1 $4.00 $20.00 1M tokens Long agent runs
Tern Small 2.1 $0.80 $4.00 200K tokens Routing

Caching

Model Base input Cache write (5-min) Cache read
Tern Large 2.1 $4.00 $5.00 $0.40
"""
    prepared = prepare_text(text)
    assert "Tern Large 2.1 | $4.00 | $20.00 | 1M tokens Long agent runs" in prepared.text
    assert "Model | Base input | Cache write (5-min) | Cache read" in prepared.text
    result = extract_claims(text)
    got = {(str(c.amount), c.token_type, c.condition, c.subject) for c in result.claims if c.kind == "price"}
    # Names the registry lacks stay as written; a row never takes the model of the row above it.
    assert {("20", "output", None, "tern-large-2.1"), ("0.8", "input", None, "tern-small-2.1"),
            ("5", "input", "cache write", "tern-large-2.1"), ("0.4", "cached_input", None, "tern-large-2.1")} <= got


def test_spaced_table_whose_price_columns_follow_columns_without_amounts():
    # The price columns carry their unit before the label and come after spec columns that hold no amount.
    text = """Heron API prices

Model Window Longest Reply 1M Tokens Prompt Price (Cached) 1M Tokens Prompt Price (Not Cached) 1M Tokens Completion Price
heron-fast 128K 16K $0.03 $0.20 $0.90
heron-deep 128K 32K $0.10 $0.60 $2.40
"""
    prepared = prepare_text(text)
    assert "heron-fast | 128K 16K | $0.03 | $0.20 | $0.90" in prepared.text
    got = {(str(c.amount), c.token_type, c.unit, c.subject) for c in extract_claims(text).claims if c.kind == "price"}
    assert got == {("0.03", "cached_input", "per_million_tokens", "heron-fast"),
                   ("0.2", "input", "per_million_tokens", "heron-fast"),
                   ("0.9", "output", "per_million_tokens", "heron-fast"),
                   ("0.1", "cached_input", "per_million_tokens", "heron-deep"),
                   ("0.6", "input", "per_million_tokens", "heron-deep"),
                   ("2.4", "output", "per_million_tokens", "heron-deep")}


def test_spec_columns_alone_make_no_spaced_table():
    # "Max Output Tokens" names a column of token counts, not a price: nothing to read as prices
    text = "Model Context Length Max Output Tokens\nheron-fast 128K 16K\n"
    assert prepare_text(text).text == text.strip()
    assert [c for c in extract_claims(text).claims if c.kind == "price"] == []


def test_a_prose_line_listing_prices_is_not_a_spaced_table():
    text = "Input and output prices\nThe plan costs $4.00 $20.00 in total.\n"
    assert prepare_text(text).text == text.strip()


def test_separator_line_typeset_with_em_dashes():
    text = "单位：元/百万tokens\n\n| 模型 | 输入 | 输出 |\n|——|————|————|\n| lark-chat | 2 | 8 |\n"
    assert normalise_pipe_tables(text, lone_rows=True).splitlines()[2:4] == ["模型 | 输入 | 输出", "lark-chat | 2 | 8"]
    got = prices(text, "text/markdown")
    assert ("2", "CNY", "input", None, "lark-chat") in got and ("8", "CNY", "output", None, "lark-chat") in got


# --------------------------------------------------------------------------- glued tables, flattened rows, multiples

def float_prices(raw: str, content_type: str) -> set[tuple]:
    return {(float(amount), currency, token_type, condition, subject)
            for amount, currency, token_type, condition, subject in prices(raw, content_type)}


def test_glued_tier_rows_under_a_currency_column_label():
    text = """Serverless rates
Model size$/1M tokens
under 8B$0.15
8.1B - 40B$0.60

Fine-tuning
Model size$ / 1M tokens in training
under 8B$0.40
8.1B - 40B$2.50
"""
    assert "Model size | $/1M tokens" in prepare_text(text).text
    # Size tiers are not models, and what training costs is not a price for running a model.
    assert float_prices(text, "text/plain") == {(0.15, "USD", "unspecified", None, None),
                                          (0.6, "USD", "unspecified", None, None)}


def test_glued_header_of_model_names_with_version_numbers():
    text = """Plover models

Plover 2.1Plover 3.0
Input / MTok$0.80$2.40
Output / MTok$3.20$9.60
Batch input$0.40$1.20
"""
    assert "- | Plover 2.1 | Plover 3.0" in prepare_text(text).text
    got = float_prices(text, "text/plain")
    # The unit is stated in the row labels; the batch row takes it from its siblings; each column is a model.
    assert got == {(0.8, "USD", "input", None, "plover-2.1"), (2.4, "USD", "input", None, "plover-3.0"),
                   (3.2, "USD", "output", None, "plover-2.1"), (9.6, "USD", "output", None, "plover-3.0"),
                   (0.4, "USD", "input", "batch", "plover-2.1"), (1.2, "USD", "input", "batch", "plover-3.0")}


def test_glued_chinese_per_thousand_table_with_a_remark_column():
    text = """价格对比

平台每千tokens价格(输入)每千tokens价格(输出)赠送额度
甲云¥0.006¥0.012
乙云¥0.010¥0.010每月50万tokens
"""
    prepared = prepare_text(text)
    assert "平台 | 每千tokens价格(输入) | 每千tokens价格(输出) | 赠送额度" in prepared.text
    assert "甲云 | ¥0.006 | ¥0.012 | -" in prepared.text
    amounts = {(a, c, t) for a, c, t, _, _ in float_prices(text, "text/plain")}
    assert amounts == {(6.0, "CNY", "input"), (12.0, "CNY", "output"),
                       (10.0, "CNY", "input"), (10.0, "CNY", "output")}


def test_glued_rows_with_a_dropped_middle_cell_stay_unsplit():
    text = "MetricInputOutput\nStandard$1$2\nBatch$1\n"
    prepared = prepare_text(text)
    assert "Standard | $1 | $2" in prepared.text and "Batch$1" in prepared.text


def test_markdown_table_flattened_onto_one_line():
    line = "| Name | Rate | |---|---| | alpha | 10 | | beta | 20 |"
    assert normalise_pipe_tables(line, lone_rows=True).split("\n") == ["Name | Rate", "alpha | 10", "beta | 20"]
    # A row with a cell too many does not chunk evenly: the line is left as it was.
    ragged = "| Name | Rate | |---|---| | alpha | 10 | x | | beta | 20 |"
    assert "alpha | 10 | x" not in normalise_pipe_tables(ragged, lone_rows=True).split("\n")


def test_column_of_multiples_against_a_named_provider():
    text = """All three endpoints served Mixtral 8x7B.

| Host | Median tokens/sec | vs Wren | |---|---|---| | Wren (H100) | 600 | 1.0x | | Tallis AI | 150 | 4.0x slower | | Crane Labs | 120 | 5.0x slower |
"""
    result = extract_claims(text, content_type="text/markdown")
    got = {(float(c.ratio), c.metric, c.subject, c.baseline) for c in result.claims if c.kind == "comparison"}
    assert got == {(0.25, "throughput", "Tallis AI", "Wren"), (0.2, "throughput", "Crane Labs", "Wren")}
    rates = {(float(c.value), c.benchmark, c.system, c.accelerator) for c in result.claims if c.kind == "benchmark"}
    # Each row is its provider's result on the model named above the table; no row borrows another's chip.
    assert {(150.0, "mixtral-8x7b", "Tallis AI", None), (120.0, "mixtral-8x7b", "Crane Labs", None)} <= rates


def test_column_of_multiples_needs_a_stated_reference():
    text = """| Host | Median tokens/sec | Relative |
|---|---|---|
| Tallis AI | 150 | 0.5x |
| Crane Labs | 120 | 0.4x |
"""
    result = extract_claims(text, content_type="text/markdown")
    # Neither the column nor a "1.0x (baseline)" row says what the multiples are relative to.
    assert not [c for c in result.claims if c.kind == "comparison" and c.baseline is not None]


def test_flattened_row_opening_on_a_token_label_types_every_amount():
    text = """Pricing

ChargeSpecRate
Inputper 1M prompt tokens<=64K $0.90 (was $1.10); 64K-256K $1.80
Outputper 1M generated tokens<=64K $3.60 (was $4.40); 64K-256K $7.20
"""
    got = {(a, t, cond) for a, _, t, cond, _ in float_prices(text, "text/plain")}
    assert got == {(0.9, "input", None), (1.1, "input", "previous"), (1.8, "input", "long-context>64k"),
                   (3.6, "output", None), (4.4, "output", "previous"), (7.2, "output", "long-context>64k")}


def test_model_column_that_is_not_the_first_names_each_row():
    text = """| 服务商 | 模型名称 | 输入价格(/1K tokens) | 输出价格(/1K tokens) |
|---|---|---|---|
| 甲云 | 甲云 Lite | $0.00025 | $0.0010 |
| 乙云 | 乙云 Pro | $0.00025 | $0.0015 |
"""
    got = float_prices(text, "text/markdown")
    # Equal prices of two rows stay two claims, each with its own row's model as written.
    assert (0.25, "USD", "input", None, "甲云 Lite") in got
    assert (0.25, "USD", "input", None, "乙云 Pro") in got
    assert (1.5, "USD", "output", None, "乙云 Pro") in got


def test_price_per_superchip_is_not_a_gpu_hour_price():
    text = """Rental rates

On-demand rates this month: H200 at $4.10/hr, and GB200 Superchips at $8.70/hr per Superchip.
GPUMemoryPrice
H200 SXM141 GBFrom $4.10/hr
GB200 Superchip372 GBFrom $8.70/SuperchipRack-scale only
"""
    got = {(float(c.amount), c.subject) for c in extract_claims(text).claims if c.kind == "price"}
    # A superchip holds a CPU and two GPUs: its price is not the price of one accelerator for an hour.
    assert got == {(4.1, "NVIDIA H200")}
