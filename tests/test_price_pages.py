"""Price-page parsers on the bundled snapshot pages and on hostile fixtures."""

from __future__ import annotations

import datetime as dt
import json
from decimal import Decimal
from pathlib import Path

import pytest

from pipelines.sources.price_pages import PricePageError, PriceRow, parse_price_page

ROOT = Path(__file__).resolve().parent.parent
SNAPSHOT = ROOT / "data" / "snapshot"
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "price_pages"
MANIFEST = json.loads((SNAPSHOT / "manifest.d" / "prices.json").read_text(encoding="utf-8"))
PROVIDER_BY_URL = {source["url"]: source["provider"] for source in MANIFEST["sources"]}


def _parse_snapshot(file: str):
    entry = next(e for e in MANIFEST["entries"] if e["file"] == file)
    return parse_price_page((SNAPSHOT / file).read_bytes(), url=entry["url"],
                            provider=PROVIDER_BY_URL[entry["url"]],
                            content_type=entry["headers"]["Content-Type"])


def _parse_fixture(name: str, content_type: str | None = "text/html; charset=utf-8"):
    return parse_price_page((FIXTURES / name).read_bytes(), url=f"https://prices.fixture.example/{name}",
                            provider="Fixture Cloud", content_type=content_type)


def _one(rows: list[PriceRow], **wanted) -> PriceRow:
    found = [r for r in rows if all(getattr(r, k) == v for k, v in wanted.items())]
    assert len(found) == 1, f"{len(found)} rows match {wanted}"
    return found[0]


DEEPSEEK_SEP01 = "prices/deepseek/2025-09-01.html"
DEEPSEEK_SEP30 = "prices/deepseek/2025-09-30.html"
OPENAI = "prices/openai/2025-09-08.html"
ALIBABA = "prices/alibaba-model-studio/2025-09-26.html"
ANTHROPIC = "prices/anthropic/2025-09-30.html"
LAMBDA = "prices/lambda/2025-09-10.html"


def test_manifest_lists_every_capture_with_headers():
    files = [e["file"] for e in MANIFEST["entries"]]
    assert sorted(files) == sorted(
        [DEEPSEEK_SEP01, DEEPSEEK_SEP30, OPENAI, ALIBABA, ANTHROPIC, LAMBDA])
    deepseek = [e for e in MANIFEST["entries"] if "deepseek" in e["file"]]
    assert len({e["url"] for e in deepseek}) == 1
    assert len({e["headers"]["ETag"] for e in deepseek}) == 2
    for entry in MANIFEST["entries"]:
        assert (SNAPSHOT / entry["file"]).is_file()
        assert entry["headers"]["ETag"].startswith('"') and entry["headers"]["ETag"].endswith('"')
        assert entry["url"] in PROVIDER_BY_URL


# (file, model, token_type, condition, amount, currency, quoted_text) read off the pages' visible text
SNAPSHOT_CELLS = [
    (DEEPSEEK_SEP01, "deepseek-chat", "cached_input", None, "0.07", "USD", "$0.07"),
    (DEEPSEEK_SEP01, "deepseek-chat", "input", None, "0.27", "USD", "$0.27"),
    (DEEPSEEK_SEP01, "deepseek-chat", "output", None, "1.10", "USD", "$1.10"),
    (DEEPSEEK_SEP01, "deepseek-reasoner", "input", None, "0.55", "USD", "$0.55"),
    (DEEPSEEK_SEP01, "deepseek-reasoner", "output", None, "2.19", "USD", "$2.19"),
    (DEEPSEEK_SEP01, "deepseek-reasoner", "output", "off-peak", "0.55", "USD", "$0.550"),
    (DEEPSEEK_SEP01, "deepseek-chat", "input", "off-peak", "0.135", "USD", "$0.135"),
    (DEEPSEEK_SEP30, "deepseek-chat", "cached_input", None, "0.028", "USD", "$0.028"),
    (DEEPSEEK_SEP30, "deepseek-reasoner", "input", None, "0.28", "USD", "$0.28"),
    (DEEPSEEK_SEP30, "deepseek-reasoner", "output", None, "0.42", "USD", "$0.42"),
    (OPENAI, "gpt-5", "input", None, "1.25", "USD", "$1.25"),
    (OPENAI, "gpt-5-mini", "cached_input", None, "0.025", "USD", "$0.025"),
    (OPENAI, "gpt-4o-mini", "output", None, "0.60", "USD", "$0.60"),
    (OPENAI, "gpt-5", "output", "batch", "5", "USD", "$5.00"),
    (OPENAI, "o1-pro", "input", "batch", "75", "USD", "$75.00"),
    (ALIBABA, "qwen3-max", "input", None, "6", "CNY", "0.006"),
    (ALIBABA, "qwen3-max", "output", "long-context>32k", "40", "CNY", "0.04"),
    (ALIBABA, "qwen3-max", "input", "long-context>128k", "15", "CNY", "0.015"),
    (ALIBABA, "qwen-plus", "output", "thinking; long-context>256k", "64", "CNY", "0.064"),
    (ALIBABA, "qwen-long", "input", None, "0.5", "CNY", "0.0005"),
    (ANTHROPIC, "claude-sonnet-4.5", "input", None, "3", "USD", "$3 / MTok"),
    (ANTHROPIC, "claude-opus-4.1", "output", None, "75", "USD", "$75 / MTok"),
    (ANTHROPIC, "claude-haiku-3.5", "cached_input", None, "0.08", "USD", "$0.08 / MTok"),
    (ANTHROPIC, "claude-sonnet-4.5", "input", "long-context>200k", "6", "USD", "$6 / MTok"),
    (ANTHROPIC, "claude-sonnet-4.5", "output", "long-context>200k", "22.5", "USD", "$22.50 / MTok"),
]


@pytest.mark.parametrize("file, model, token_type, condition, amount, currency, quoted_text", SNAPSHOT_CELLS)
def test_snapshot_cells(file, model, token_type, condition, amount, currency, quoted_text):
    result = _parse_snapshot(file)
    row = _one(result.rows, model=model, token_type=token_type, condition=condition)
    assert row.amount == Decimal(amount)
    assert row.currency == currency
    assert row.unit == "per_million_tokens"
    assert row.quoted_text == quoted_text


def test_row_counts_per_snapshot_page():
    counts = {file: len(_parse_snapshot(file).rows)
              for file in (DEEPSEEK_SEP01, DEEPSEEK_SEP30, OPENAI, ALIBABA, ANTHROPIC, LAMBDA)}
    # 2 models x 3 token types x (standard, off-peak); then standard only.
    assert counts[DEEPSEEK_SEP01] == 12
    assert counts[DEEPSEEK_SEP30] == 6
    # 12 models x 3 minus o1-pro's "-" cached input, plus 9 batch models x 2.
    assert counts[OPENAI] == 35 + 18
    # qwen3-max 3 tiers x 2, qwen-plus 3 x 3, turbo 3, long 2.
    assert counts[ALIBABA] == 20
    # 4 models x (input, cache hit, output) + Sonnet 4.5/4 long-context input and output.
    assert counts[ANTHROPIC] == 16
    assert counts[LAMBDA] == 6


def test_deepseek_captures_show_the_price_cut():
    before = _parse_snapshot(DEEPSEEK_SEP01)
    after = _parse_snapshot(DEEPSEEK_SEP30)
    for model in ("deepseek-chat", "deepseek-reasoner"):
        old = _one(before.rows, model=model, token_type="input", condition=None)
        new = _one(after.rows, model=model, token_type="input", condition=None)
        assert new.amount == Decimal("0.28") and old.amount != new.amount
    assert not [r for r in after.rows if r.condition == "off-peak"]
    assert {r.effective_from for r in after.rows} == {dt.date(2025, 9, 29)}
    assert {r.effective_until for r in before.rows} == {
        dt.datetime(2025, 9, 5, 16, 0, tzinfo=dt.timezone.utc)}


def test_deepseek_discount_column_is_not_a_price():
    result = _parse_snapshot(DEEPSEEK_SEP01)
    assert not [r for r in result.rows if "discount" in r.location.lower()]
    assert not [r for r in result.rows if r.amount in (Decimal(50), Decimal(75))]


def test_openai_location_and_dash_cell():
    result = _parse_snapshot(OPENAI)
    row = _one(result.rows, model="gpt-5-mini", token_type="cached_input", condition=None)
    assert row.location == "table 1, row 'gpt-5-mini', column 'Cached input'"
    assert row.quoted_unit == "per 1M tokens"
    assert not [r for r in result.rows if r.model == "o1-pro" and r.token_type == "cached_input"]
    assert any("o1-pro" in i.location and "'-'" in i.reason for i in result.issues)
    # The built-in tools table prices containers, storage and calls: not token prices.
    assert not [r for r in result.rows if r.location.startswith("table 3")]
    assert sum("not a token or GPU-hour price" in i.reason for i in result.issues) == 3


def test_alibaba_per_thousand_converted_exactly():
    result = _parse_snapshot(ALIBABA)
    row = _one(result.rows, model="qwen-plus", token_type="input", condition=None)
    assert row.quoted_text == "0.0008" and row.quoted_unit == "元/千tokens"
    assert row.amount == Decimal("0.8") and str(row.amount) == "0.8"
    assert not [r for r in result.rows if r.model == "qwen3-max" and r.condition and "thinking" in r.condition]
    reasons = " ".join(i.reason for i in result.issues)
    assert "'N/A'" in reasons and "'—'" in reasons


def test_anthropic_transposed_table_skips_cache_writes():
    result = _parse_snapshot(ANTHROPIC)
    row = _one(result.rows, model="claude-sonnet-4.5", token_type="cached_input", condition=None)
    assert row.amount == Decimal("0.30")
    assert row.location == "table 1, row 'Cache hits & refreshes', column 'Claude Sonnet 4.5'"
    assert not [r for r in result.rows if r.amount in (Decimal("3.75"), Decimal("18.75"))]
    assert sum("cache-write" in i.reason for i in result.issues) == 8
    # The "≤ 200K" standard columns repeat table 1 and must not become long-context rows.
    assert len([r for r in result.rows if r.model == "claude-sonnet-4.5" and r.condition is None]) == 3


@pytest.mark.parametrize("model, amount, count, instance_type, quoted_text", [
    ("h100-sxm", "2.99", 8, "gpu_8x_h100_sxm5", "$2.99 /GPU/hr"),
    ("b200-sxm6", "4.99", 8, "gpu_8x_b200_sxm6", "$4.99 /GPU/hr"),
    ("gh200", "1.49", 1, "gpu_1x_gh200", "$1.49 /GPU/hr"),
    ("a100-sxm-80gb", "1.79", 8, "gpu_8x_a100_80gb_sxm4", "$14.32 /hr per instance"),
])
def test_lambda_cards(model, amount, count, instance_type, quoted_text):
    result = _parse_snapshot(LAMBDA)
    row = _one(result.rows, model=model)
    assert (row.amount, row.accelerator_count, row.instance_type) == (Decimal(amount), count, instance_type)
    assert (row.unit, row.currency, row.token_type, row.condition) == ("per_gpu_hour", "USD", None, None)
    assert row.quoted_text == quoted_text
    assert row.accelerator.startswith("NVIDIA ")


def test_lambda_contact_sales_is_an_issue_not_a_row():
    result = _parse_snapshot(LAMBDA)
    assert not [r for r in result.rows if r.condition == "reserved"]
    assert sum("'Contact sales'" in i.reason for i in result.issues) == 3


# ---- hostile fixtures


@pytest.mark.parametrize("name", ["no_table.html", "other_table.html"])
def test_pages_without_price_table(name):
    result = _parse_fixture(name)
    assert result.rows == []
    url = f"https://prices.fixture.example/{name}"
    assert [i.reason for i in result.issues] == [f"no price table found in {url}"]


@pytest.mark.parametrize("model, token_type, condition, amount, quoted_unit", [
    ("atlas-large", "input", None, "2.5", "per 1K tokens"),            # $0.0025 per 1K tokens
    ("atlas-large", "cached_input", None, "0.625", "per 1K tokens"),
    ("atlas-large", "output", "batch", "5", "per 1K tokens"),          # footnoted batch column
    ("atlas-tiny", "output", "batch", "0.1", "per 1K tokens"),
    ("atlas-ultra", "input", None, "1250", "per 1M tokens"),           # the cell's own unit wins
])
def test_messy_table_valid_rows(model, token_type, condition, amount, quoted_unit):
    row = _one(_parse_fixture("messy_table.html").rows, model=model, token_type=token_type, condition=condition)
    assert row.amount == Decimal(amount)
    assert row.quoted_unit == quoted_unit
    assert row.currency == "USD"


@pytest.mark.parametrize("location, cell", [
    ("row 'Atlas Small', column 'Cached input'", "'—'"),
    ("row 'Atlas Small', column 'Batch output'", "'N/A'"),
    ("row 'Atlas Tiny', column 'Input'", "'Free'"),
    ("row 'Atlas Tiny', column 'Cached input'", "'免费'"),
    ("row 'Atlas Tiny', column 'Output'", "''"),          # &nbsp; only
])
def test_messy_table_placeholders_are_issues(location, cell):
    result = _parse_fixture("messy_table.html")
    assert any(location in i.location and cell in i.reason for i in result.issues)
    assert not [r for r in result.rows if r.amount == 0]


def test_messy_table_gpu_rows():
    result = _parse_fixture("messy_table.html")
    reserved = _one(result.rows, model="h200", condition="reserved")
    assert reserved.amount == Decimal("2.80") and reserved.unit == "per_gpu_hour"
    node = _one(result.rows, model="mi300x")
    assert node.amount == Decimal("2.5") and node.accelerator_count == 8 and node.quoted_text == "$20.00 /hr"
    assert not [r for r in result.rows if r.model == "l40s"]
    assert any("without a stated GPU count" in i.reason for i in result.issues)
    # The table inside <script> is not page content.
    assert not [r for r in result.rows if r.amount == Decimal("99")]


def test_unclosed_cells_keep_columns_aligned():
    result = _parse_fixture("messy_table.html")
    assert _one(result.rows, model="atlas-small", token_type="output", condition=None).amount == Decimal("0.8")


@pytest.mark.parametrize("content_type", ["text/html; charset=utf-8", "text/html", None])
def test_cp1252_page_with_wrong_or_missing_charset(content_type):
    result = _parse_fixture("cp1252_euro.html", content_type=content_type)
    row = _one(result.rows, model="modèle-moyen", token_type="input")
    assert (row.amount, row.currency, row.quoted_text) == (Decimal("0.40"), "EUR", "€0,40")
    assert len(result.rows) == 4


def test_utf8_page_declared_latin1_is_read_as_utf8():
    body = (SNAPSHOT / ALIBABA).read_bytes().replace(b"charset=utf-8", b"charset=iso-8859-1")
    result = parse_price_page(body, url="https://help.aliyun.com/zh/model-studio/model-pricing",
                              provider="Alibaba Cloud", content_type="text/html; charset=iso-8859-1")
    assert len(result.rows) == 20
    assert _one(result.rows, model="qwen3-max", token_type="input", condition=None).quoted_unit == "元/千tokens"


def test_utf16_without_bom():
    body = (FIXTURES / "messy_table.html").read_text(encoding="utf-8").encode("utf-16-le")
    result = parse_price_page(body, url="https://prices.fixture.example/u16", provider="Fixture Cloud")
    assert len(result.rows) == 13


def test_binary_body_raises_with_url():
    body = bytes(range(256)) * 40
    with pytest.raises(PricePageError, match="https://prices.fixture.example/blob"):
        parse_price_page(body, url="https://prices.fixture.example/blob", provider="Fixture Cloud")


def test_deeply_nested_page_still_parses():
    table = (FIXTURES / "messy_table.html").read_text(encoding="utf-8")
    body = "<html><body>" + "<div>" * 50_000 + table + "</div>" * 50_000 + "</body></html>"
    result = parse_price_page(body, url="https://prices.fixture.example/deep", provider="Fixture Cloud")
    assert len(result.rows) == 13
