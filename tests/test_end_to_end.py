"""The whole flow on the bundled snapshot, twice, through the same code `inferwatch run` uses."""

import json
import re

import pytest
from click.testing import CliRunner

from pipelines.cli import main
from pipelines.runner import run_all
from tests.conftest import SNAPSHOT
from warehouse import Warehouse

OFF_TOPIC = ("iphone", "ryder-cup", "mercedes-benz", "jaguar-land-rover", "youtube-nfl")
MLPERF_ROWS = {"v4.1": 937, "v5.1": 1448, "v6.1": 492}


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return tmp_path_factory.mktemp("inferwatch-home")


@pytest.fixture(scope="module")
def first_run(home):
    return run_all(home=home)


@pytest.fixture(scope="module")
def second_run(home, first_run):
    return run_all(home=home)


def query(home, sql, params=()):
    with Warehouse(home).connect(read_only=True) as connection:
        return connection.execute(sql, list(params)).fetchall()


def test_every_stage_loads_rows(first_run):
    counts = first_run.table_counts
    assert counts["documents"] >= 40 + 5
    assert counts["feed_entries"] >= 40
    assert counts["claims"] > 100
    assert counts["price_observations"] > 50 and first_run.view_counts["prices_current"] > 0
    assert "prices_current" not in counts  # views are counted apart from tables
    assert counts["mlperf_results"] == sum(MLPERF_ROWS.values())
    assert counts["hardware"] >= 50
    assert counts["digests"] >= 4
    assert len(first_run.digests) == counts["digests"]


def test_articles_span_four_consecutive_weeks_with_a_digest_each(home, first_run):
    weeks = [row[0] for row in query(home, "select week from digests order by week")]
    numbers = [int(w.split("-W")[1]) for w in weeks]
    assert len(numbers) >= 4 and numbers == list(range(numbers[0], numbers[0] + len(numbers)))


def test_second_run_changes_no_row_count_and_extracts_nothing_again(first_run, second_run):
    per_run_logs = ("runs", "crawl_accounts")   # one row per run (and source) by design
    before = {k: v for k, v in first_run.table_counts.items() if k not in per_run_logs}
    after = {k: v for k, v in second_run.table_counts.items() if k not in per_run_logs}
    assert after == before
    assert second_run.table_counts["runs"] == first_run.table_counts["runs"] + 1
    claims = second_run.asset_metadata["claims"]
    assert claims.get("documents_extracted", 0) == 0
    assert claims["documents_skipped_unchanged"] == first_run.table_counts["documents"]


def test_second_run_gives_identical_mart_contents(home, first_run, second_run):
    import duckdb

    from tests.warehouse_helpers import mart_contents
    from warehouse.publish import previous_path, published_path

    # the second run published over the first, which was kept as the previous snapshot
    with duckdb.connect(str(previous_path(Warehouse(home))), read_only=True) as before, \
            duckdb.connect(str(published_path(Warehouse(home))), read_only=True) as after:
        assert before.execute("select run_id from warehouse_publication").fetchone()[0] == first_run.run_id
        assert after.execute("select run_id from warehouse_publication").fetchone()[0] == second_run.run_id
        first, second = mart_contents(before), mart_contents(after)
    assert first == second and sum(map(len, first.values())) > 1000


def test_mlperf_rounds_are_all_loaded(home, first_run):
    rows = dict(query(home, "select round, count(*) from mlperf_results group by round"))
    assert rows == MLPERF_ROWS


def test_claims_keep_provenance_into_the_document_text(home, first_run):
    rows = query(home, """
        select c.sentence, c.span_start, c.span_end, d.text
        from claims c join documents d using (document_id)
        where c.kind = 'price' limit 200
    """)
    assert rows
    for sentence, start, end, text in rows:
        assert 0 <= start < end <= len(text)
        assert text[start:end] in sentence or sentence in text


def _digest_text(home, extension):
    return {p.stem: p.read_text(encoding="utf-8") for p in (home / "digests").glob(f"*.{extension}")}


def test_off_topic_stories_stay_out_of_every_digest(home, first_run):
    for week, text in _digest_text(home, "md").items():
        for marker in OFF_TOPIC:
            assert marker not in text, f"{marker} reached the {week} digest"


def test_every_figure_in_a_digest_is_a_stored_claim_with_its_source(home, first_run):
    urls = {row[0] for row in query(home, "select coalesce(canonical_url, url) from documents")}
    table_rows = 0
    for text in _digest_text(home, "md").values():
        for line in text.splitlines():
            if line.startswith("| ") and not line.startswith("| Figure") and "](" in line:
                figure, check, source = re.split(r"(?<!\\)\|", line.strip().strip("|"))
                url = re.search(r"\]\((https?://[^)#]+)", source).group(1)
                assert url in urls
                assert "#:~:text=" in source       # the link scrolls to the sentence
                table_rows += 1
    assert table_rows > 10


def test_sections_follow_the_digest_the_users_read(home, first_run):
    text = _digest_text(home, "md")["2025-W37"]
    for heading in ("## Top developments", "## Measured", "## What changed", "## Local view", "## On the radar"):
        assert heading in text


def test_cli_sql_formats(home, first_run):
    runner = CliRunner()
    result = runner.invoke(main, ["sql", "--home", str(home), "--format", "json",
                                  "select provider, model, token_type, amount_usd from prices_current "
                                  "where amount_usd is not null order by amount_usd limit 10"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.output)
    assert rows and [r["amount_usd"] for r in rows] == sorted(r["amount_usd"] for r in rows)
    csv_result = runner.invoke(main, ["sql", "--home", str(home), "--format", "csv",
                                      "select round, count(*) as n from mlperf_results group by round order by round"])
    assert csv_result.output.splitlines() == ["round,n", "v4.1,937", "v5.1,1448", "v6.1,492"]
    bad = runner.invoke(main, ["sql", "--home", str(home), "select * from no_such_table"])
    assert bad.exit_code == 2 and "no_such_table" in bad.output
    # user queries see the warehouse only: no file reads or writes
    escape = runner.invoke(main, ["sql", "--home", str(home), f"copy (select 1) to '{home}/leak.csv'"])
    assert escape.exit_code == 2 and not (home / "leak.csv").exists()


def test_cli_digest_prints_the_week(home, first_run):
    result = CliRunner().invoke(main, ["digest", "--home", str(home), "--week", "2025-W37", "--format", "html"])
    assert result.exit_code == 0
    assert result.output.startswith("<!doctype html>") and "Top developments" in result.output
    bad = CliRunner().invoke(main, ["digest", "--home", str(home), "--week", "2025-37"])
    assert bad.exit_code == 2 and "not an ISO week" in bad.output
    uncovered = CliRunner().invoke(main, ["run", "--home", str(home), "--week", "2019-W10"])
    assert uncovered.exit_code == 2 and "no digest partition for 2019-W10" in uncovered.output


def test_a_failing_source_is_reported_and_the_rest_completes(tmp_path):
    page = next((SNAPSHOT / "prices").rglob("*.html"))
    (tmp_path / "not-a-feed.xml").write_text("<!DOCTYPE html><html><body>Service unavailable</body></html>")
    sources = tmp_path / "sources.toml"
    sources.write_text(
        '[[feed]]\nname = "vanished"\nurl = "missing-feed.xml"\n\n'
        '[[feed]]\nname = "html-instead"\nurl = "not-a-feed.xml"\n\n'
        f'[[price_page]]\nname = "local-prices"\nurl = "{page}"\nprovider = "DeepSeek"\n'
    )
    report = run_all(home=tmp_path / "home", sources_file=sources)
    errors = {(source, stage): reason for source, stage, _, reason in report.errors_by_source}
    assert "missing-feed.xml" in errors[("vanished", "fetch")]
    assert "not a feed" in errors[("html-instead", "feed")]
    assert report.table_counts["price_observations"] > 0
    stored = query(tmp_path / "home", "select source_name, stage from ingest_errors order by 1")
    assert ("html-instead", "feed") in stored and ("vanished", "fetch") in stored
    assert report.failed_sources == ["html-instead", "vanished"]
    strict = CliRunner().invoke(main, ["run", "--home", str(tmp_path / "home"), "--sources", str(sources), "--strict"])
    assert strict.exit_code == 1


def _readme_sql():
    from tests.conftest import ROOT

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```sql\n(.*?)```", text, re.S)


@pytest.mark.parametrize("sql", _readme_sql(), ids=lambda s: " ".join(s.split())[:60])
def test_every_sql_example_in_the_readme_runs(home, first_run, sql):
    rows = query(home, sql)
    assert isinstance(rows, list)
