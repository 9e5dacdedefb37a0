"""The warehouse as an analyst meets it: layers, dictionary, honest price changes, sql/schema/export, readers."""

from __future__ import annotations

import csv
import datetime as dt
import json
import re
from decimal import Decimal
from pathlib import Path

import duckdb
import pyarrow.parquet
import pytest
from click.testing import CliRunner

from pipelines.cli import main
from pipelines.stages.fetch import StageContext
from pipelines.stages.prices import ingest_price_pages
from pipelines.stages.reference import load_hardware_registry
from pipelines.sources.config import load_sources
from pipelines.sources.fetch import SnapshotFetcher
from warehouse import Warehouse, transaction
from warehouse.db import apply_migrations, apply_sql_definitions, sql_files
from warehouse.dictionary import render_markdown, stale_entries, undocumented
from warehouse.price_history import Capture, ObservedPrice, build_history, price_key
from warehouse.publish import open_published, publish, published_path

ROOT = Path(__file__).resolve().parents[1]
SNAPSHOT = ROOT / "data" / "snapshot"


@pytest.fixture(scope="module")
def memory():
    connection = duckdb.connect()
    apply_migrations(connection)
    apply_sql_definitions(connection)
    yield connection
    connection.close()


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    """A warehouse with the DeepSeek price page and the hardware registry, published as run 'run-1'."""
    home = tmp_path_factory.mktemp("access")
    sources = load_sources(SNAPSHOT / "sources.toml")
    sources = sources.model_copy(update={"price_page": [p for p in sources.price_page if p.name == "deepseek-pricing"],
                                         "feed": [], "mlperf": []})
    context = StageContext(warehouse=Warehouse(home), fetcher=SnapshotFetcher(SNAPSHOT), sources=sources)
    load_hardware_registry(context)
    ingest_price_pages(context)
    with Warehouse(home).connect() as connection, transaction(connection):
        connection.execute(
            "insert into documents (document_id, url, source_type, content_sha256, text, fetched_at, first_seen, "
            "last_seen) values ('hostile', 'https://x.example/h', 'article', 'x', 'text', now(), now(), now())")
        connection.execute(
            "insert into claims (claim_id, document_id, content_sha256, extractor_version, kind, sentence, "
            "span_start, span_end, subject, confidence, extractor, claim_json) values ('hostile', 'hostile', 'x', "
            "'t', 'hardware', ?, 0, 1, ?, 0.9, 't', '{}')",
            ["[bold red]not markup[/] \x1b[31mred\x1b[0m", "=HYPERLINK(\"http://evil.example\")"])
    publish(Warehouse(home), run_id="run-1")
    return home


def run_cli(*args, input=None):
    return CliRunner().invoke(main, [str(a) for a in args], input=input)


# ------------------------------------------------------------------------------------------- layers

def test_build_order_lists_every_sql_file_and_marts_read_only_staging_and_marts(memory):
    names = [name for name, _ in sql_files()]
    layers = [name.split("/")[0] for name in names]
    assert layers == sorted(layers, key=("macros", "staging", "marts").index)  # macros, then staging, then marts
    views = {row[0] for row in memory.execute("select view_name from duckdb_views() where not internal").fetchall()}
    tables = {row[0] for row in memory.execute("select table_name from duckdb_tables()").fetchall()}
    table_macros = {row[0] for row in memory.execute(
        "select function_name from duckdb_functions() where function_type = 'table_macro' and not internal"
    ).fetchall()}
    for name, sql in sql_files():
        if not name.startswith("marts/"):
            continue
        sql = re.sub(r"--[^\n]*", "", sql)
        ctes = set(re.findall(r"(\w+)\s+as\s*\(", sql, re.I))
        for referenced in re.findall(r"\b(?:from|join)\s+([a-z_][a-z0-9_]*)", sql, re.I):
            if referenced in ctes or referenced in table_macros or referenced.startswith("stg_"):
                continue
            assert referenced in views and referenced not in tables, f"{name} reads base table {referenced}"
    staging_of = {name for name in views if name.startswith("stg_")}
    for base in ("claims", "documents", "hardware", "price_observations", "price_history", "mlperf_results",
                 "fx_rates"):
        assert any(base in sql for name, sql in sql_files() if name.startswith("staging/")), base
    assert {"stg_claims", "stg_documents", "stg_hardware", "stg_price_observations", "stg_mlperf_results",
            "stg_fx_rates"} <= staging_of


# ------------------------------------------------------------------------------------------- dictionary

def test_every_table_view_and_column_is_documented_and_commented(memory):
    assert undocumented(memory) == []
    assert stale_entries(memory) == []
    missing = memory.execute(
        "select table_name || '.' || column_name from duckdb_columns() "
        "where database_name = 'memory' and schema_name = 'main' and comment is null").fetchall()
    assert missing == []
    assert memory.execute("select comment from duckdb_tables() where table_name = 'claims'").fetchone()[0]


def test_docs_warehouse_md_is_generated_from_the_dictionary(memory):
    expected = render_markdown(memory)
    actual = (ROOT / "docs" / "warehouse.md").read_text(encoding="utf-8")
    assert actual == expected, "regenerate: python -m warehouse.dictionary > docs/warehouse.md"


# ------------------------------------------------------------------------------------------- price_changes

def _price(amount: str, *, effective_from=None, effective_until=None) -> ObservedPrice:
    key = price_key("page", "DeepSeek", "deepseek-chat", "input", None, "per_million_tokens", None)
    return ObservedPrice(observation_id=f"o-{amount}", price_key=key, provider="DeepSeek", model="deepseek-chat",
                         token_type="input", condition=None, unit="per_million_tokens", amount=Decimal(amount),
                         currency="USD", document_id=f"d-{amount}", effective_from=effective_from,
                         effective_until=effective_until)


def test_a_change_across_a_capture_gap_states_its_window_and_the_missing_prices():
    # captured on 1 and 30 September only: the 1 September page says $0.27 ends on 5 September 16:00, the
    # 30 September page says $0.28 starts on 29 September; what was charged in between was never captured
    history = build_history("page", [
        Capture(dt.datetime(2025, 9, 1, 8), (_price("0.27", effective_until=dt.datetime(2025, 9, 5, 16)),)),
        Capture(dt.datetime(2025, 9, 30, 8), (_price("0.28", effective_from=dt.datetime(2025, 9, 29)),)),
    ])
    (change,) = history.changes
    assert (change.old_amount, change.new_amount, change.changed_after, change.changed_by,
            change.intermediate_prices_may_be_missing) == (
        Decimal("0.27"), Decimal("0.28"), dt.datetime(2025, 9, 1, 8), dt.datetime(2025, 9, 30, 8), True)
    assert "prices in between were never captured" in change.gap_note and "29 days apart" in change.gap_note


def test_a_change_between_daily_captures_is_tight():
    history = build_history("page", [
        Capture(dt.datetime(2025, 9, 4, 8), (_price("0.27"),)),
        Capture(dt.datetime(2025, 9, 5, 8), (_price("0.56"),)),
    ])
    (change,) = history.changes
    assert (change.changed_after, change.changed_by, change.intermediate_prices_may_be_missing, change.gap_note) == (
        dt.datetime(2025, 9, 4, 8), dt.datetime(2025, 9, 5, 8), False, None)


def test_price_changes_table_carries_the_window(home):
    result = run_cli("sql", "--home", home, "--format", "json",
                     "select token_type, changed_after, changed_by, intermediate_prices_may_be_missing as gap "
                     "from price_changes where model = 'deepseek-chat' and change_kind = 'changed' "
                     "order by token_type")
    assert result.exit_code == 0, result.output
    rows = json.loads(result.output[result.output.index("["):])
    assert rows and all(r["gap"] for r in rows)
    assert {(r["changed_after"], r["changed_by"]) for r in rows} == {("2025-09-01T08:00:00", "2025-09-30T08:00:00")}


# ------------------------------------------------------------------------------------------- inferwatch sql

def test_sql_reads_a_file_and_stdin_and_says_which_run(home, tmp_path):
    query_file = tmp_path / "q.sql"
    query_file.write_text("select count(*) as n from hardware", encoding="utf-8")
    from_file = run_cli("sql", "--home", home, "--format", "csv", "-f", query_file)
    assert from_file.exit_code == 0, from_file.output
    assert "reading run run-1" in from_file.stderr
    from_stdin = run_cli("sql", "--home", home, "--format", "csv", input="select count(*) as n from hardware")
    assert from_stdin.stdout == from_file.stdout and from_file.stdout.startswith("n\n")


def test_sql_runs_every_statement_in_table_format_and_refuses_several_for_csv(home):
    both = run_cli("sql", "--home", home, "select 1 as first_result; select 'two' as second_result")
    assert both.exit_code == 0, both.output
    assert "first_result" in both.stdout and "second_result" in both.stdout and "statement 2 of 2" in both.stdout
    refused = run_cli("sql", "--home", home, "--format", "csv", "select 1; select 2")
    assert refused.exit_code == 2 and "2 statements" in refused.stderr


def test_sql_table_output_is_never_truncated_nor_markup_and_prints_decimals_plainly(home):
    result = run_cli("sql", "--home", home, "select subject, sentence, 0.2700000000::decimal(38, 10) as amount, "
                     "repeat('x', 400) as long_value from claims where claim_id = 'hostile'")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "x" * 400 in out                               # piped: nothing cut
    assert "[bold red]not markup[/]" in out               # stored text is shown, not interpreted
    assert "\x1b" not in out and "\\x1b[31m" in out       # escape sequences made visible
    assert re.search(r"\b0\.27\b", out) and "0.2700000000" not in out


def test_sql_csv_neutralises_spreadsheet_formulas_but_not_numbers(home):
    result = run_cli("sql", "--home", home, "--format", "csv",
                     "select subject, -3 as negative, '+1' as plus, '@x' as at, '-2' as minus_text "
                     "from claims where claim_id = 'hostile'")
    assert result.exit_code == 0, result.output
    (row,) = list(csv.DictReader(result.stdout.splitlines()))
    assert row == {"subject": "'=HYPERLINK(\"http://evil.example\")", "negative": "-3", "plus": "'+1",
                   "at": "'@x", "minus_text": "'-2"}


def test_sql_is_interrupted_after_its_time_limit(home, monkeypatch):
    monkeypatch.setenv("INFERWATCH_SQL_TIMEOUT", "0.5")
    result = run_cli("sql", "--home", home, "select count(*) from range(100000000000) as a(i) where i % 7 = 3")
    assert result.exit_code == 3 and "interrupted after 0.5s" in result.stderr


def test_sql_still_refuses_writes_and_files(home):
    assert run_cli("sql", "--home", home, "delete from hardware").exit_code == 2
    escape = run_cli("sql", "--home", home, f"copy (select 1) to '{home}/leak.csv'")
    assert escape.exit_code == 2 and not (home / "leak.csv").exists()


# ------------------------------------------------------------------------------------------- schema and export

def test_schema_lists_tables_and_describes_columns(home):
    listing = run_cli("schema", "--home", home)
    assert listing.exit_code == 0 and "price_changes" in listing.stdout and "claims_vs_measurements" in listing.stdout
    one = run_cli("schema", "--home", home, "price_changes")
    assert one.exit_code == 0 and "changed_after" in one.stdout and "The last capture that still showed" in one.stdout
    missing = run_cli("schema", "--home", home, "no_such_table")
    assert missing.exit_code == 2 and "no table or view named" in missing.stderr


@pytest.mark.parametrize("output_format", ["parquet", "csv"])
def test_export_writes_every_table_and_mart_with_a_manifest(home, tmp_path, output_format):
    result = run_cli("export", "--home", home, "--format", output_format, tmp_path / "out")
    assert result.exit_code == 0, result.output
    manifest = json.loads((tmp_path / "out" / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["run_id"] == "run-1" and manifest["format"] == output_format
    by_name = {entry["name"]: entry for entry in manifest["relations"]}
    assert {"claims", "documents", "price_history", "price_changes", "prices_current", "claims_vs_measurements",
            "prices_open_weight_hosts"} <= set(by_name)
    assert not any(name.startswith("stg_") for name in by_name)
    with open_published(Warehouse(home)) as (connection, _):
        expected = connection.execute("select count(*) from price_history").fetchone()[0]
    entry = by_name["price_history"]
    assert entry["rows"] == expected > 0
    assert all(column["description"] for column in entry["columns"])
    path = tmp_path / "out" / entry["file"]
    if output_format == "parquet":
        assert pyarrow.parquet.read_metadata(path).num_rows == expected
    else:
        with open(path, encoding="utf-8", newline="") as handle:
            assert sum(1 for _ in csv.reader(handle)) == expected + 1


# ------------------------------------------------------------------------------------------- readers

def test_readers_see_the_published_run_while_the_working_file_is_locked(home):
    warehouse = Warehouse(home)
    with warehouse.connect() as writer:  # a run holds the write lock and has half-written work
        writer.execute("begin transaction")
        writer.execute("delete from hardware")
        with open_published(warehouse) as (reader, publication):
            assert publication.run_id == "run-1"
            assert reader.execute("select count(*) from hardware").fetchone()[0] > 0
        writer.execute("rollback")
    assert published_path(warehouse).exists()
