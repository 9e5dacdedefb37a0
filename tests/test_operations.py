"""The jobs as `inferwatch run` executes them: checks that block a bad week's digest, unchanged digests
left alone, alerts on failed runs, and the multiprocess executor giving the in-process warehouse."""

from __future__ import annotations

import http.server
import json
import threading

import dagster as dg
import pytest
from click.testing import CliRunner

from pipelines.alerts import record_alert
from pipelines.cli import main
from pipelines.runner import run_all
from tests.operations_fixture import BAD_WEEK, GOOD_WEEK, build
from warehouse import Warehouse


@pytest.fixture(scope="module")
def bad_run(tmp_path_factory):
    root = tmp_path_factory.mktemp("operations")
    sources = build(root)
    first = run_all(home=root / "home", sources_file=sources, snapshot_dir=root / "snapshot")
    first.stored_digests = query(root / "home", "select week, generated_at, content_sha256 from digests")
    second = run_all(home=root / "home", sources_file=sources, snapshot_dir=root / "snapshot")
    return root, sources, first, second


def query(home, sql, params=()):
    with Warehouse(home).connect(read_only=True) as connection:
        return connection.execute(sql, list(params)).fetchall()


def test_a_bad_week_is_blocked_naming_the_silent_source_and_the_price_1000x_off(bad_run):
    root, _, report, _ = bad_run
    blocked = {b.week: dict(b.checks) for b in report.blocked}
    assert "quiet-wire" in blocked[BAD_WEEK]["sources_fresh"]
    assert "deepseek-prices" in blocked[BAD_WEEK]["prices_within_history"]
    assert not (root / "home" / "digests" / f"{BAD_WEEK}.md").exists()
    assert query(root / "home", "select count(*) from digests where week = ?", [BAD_WEEK]) == [(0,)]


def test_a_good_week_still_publishes(bad_run):
    root, _, report, _ = bad_run
    assert GOOD_WEEK in [week for week, _, _ in report.digests]
    assert GOOD_WEEK not in {b.week for b in report.blocked}
    text = (root / "home" / "digests" / f"{GOOD_WEEK}.md").read_text(encoding="utf-8")
    assert "$0.28" in text or "0.28" in text


def test_check_results_are_queryable_in_the_warehouse(bad_run):
    root, _, _, _ = bad_run
    rows = query(root / "home", "select check_name, passed, severity, sources from check_results "
                                "where asset = 'digest_inputs' and partition = ? order by check_name", [BAD_WEEK])
    by_name = {name: (passed, severity, sources) for name, passed, severity, sources in rows}
    assert by_name["sources_fresh"] == (False, "ERROR", ["quiet-wire"])
    assert by_name["prices_within_history"] == (False, "ERROR", ["deepseek-prices"])
    assert by_name["documents_this_week"][0] and by_name["figures_have_claims"][0]
    assert by_name["mlperf_hardware_mapped"][1] == "WARN"
    good = query(root / "home", "select bool_and(passed) from check_results where partition = ?", [GOOD_WEEK])
    assert good == [(True,)]


def test_a_second_run_leaves_unchanged_digests_alone(bad_run):
    root, _, first, second = bad_run
    assert GOOD_WEEK in [week for week, _, _ in first.digests]
    assert second.digests_unchanged == [GOOD_WEEK] and not second.digests
    assert query(root / "home", "select week, generated_at, content_sha256 from digests") == first.stored_digests


def test_a_week_with_unchanged_inputs_is_checked_but_not_built_again(bad_run, monkeypatch):
    import pipelines.stages.digest as stage
    from pipelines.sources.config import load_sources

    root, sources, _, _ = bad_run

    def no_build(*args, **kwargs):
        raise AssertionError("a week with unchanged inputs was built again")

    monkeypatch.setattr(stage, "render_week", no_build)
    monkeypatch.setattr(stage, "publish_week", no_build)
    warehouse = Warehouse(root / "home")
    review = stage.review_week(warehouse, GOOD_WEEK, load_sources(sources).checks, run_id="test")
    assert review.digest is None and review.stored == query(
        root / "home", "select story_count, claim_count from digests where week = ?", [GOOD_WEEK])[0]
    assert {o.name for o in review.outcomes} == set(stage.CHECKS) and not review.blocked_by
    outcome = stage.publish_if_changed(warehouse, GOOD_WEEK, run_id="test")
    assert outcome.published is None and not outcome.rewritten and outcome.markdown_path.exists()


def test_the_cli_reports_blocked_digests_and_strict_fails(bad_run):
    root, sources, _, _ = bad_run
    result = CliRunner().invoke(main, ["run", "--home", str(root / "home"), "--sources", str(sources),
                                       "--week", BAD_WEEK, "--strict"], env={"INFERWATCH_SNAPSHOT": str(root / "snapshot")})
    assert result.exit_code == 1, result.output
    assert f"digest blocked {BAD_WEEK}" in " ".join(result.output.split())
    assert "rows per view" in result.output and "open errors" in result.output


def test_a_run_without_a_week_fails_with_a_message_not_a_traceback(bad_run):
    from pipelines.definitions import defs
    from pipelines.runner import run_config

    root, sources, _, _ = bad_run
    job = defs().resolve_job_def("weekly_digest_job")
    result = job.execute_in_process(run_config=run_config(home=root / "home", sources_file=sources, live=False,
                                                          snapshot_dir=root / "snapshot"), raise_on_error=False)
    failure = next(e for e in result.all_events if e.is_step_failure).step_failure_data
    assert "launch weekly_digest_job with a partition such as 2025-W40" in failure.user_failure_data.description


class _Hook(http.server.BaseHTTPRequestHandler):
    received: list[dict] = []

    def do_POST(self):
        length = int(self.headers["Content-Length"])
        _Hook.received.append(json.loads(self.rfile.read(length)))
        self.send_response(204)
        self.end_headers()

    def log_message(self, *args):
        return None


def test_a_failed_run_records_an_alert_and_posts_it(tmp_path):
    server = http.server.HTTPServer(("127.0.0.1", 0), _Hook)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.server_port}/hook"
        row = record_alert(Warehouse(tmp_path), alert_id="run-1", job_name="weekly_digest_job", partition=BAD_WEEK,
                           message="2 blocking asset checks failed", webhook_url=url)
        unreachable = record_alert(Warehouse(tmp_path), alert_id="run-2", job_name="ingestion", partition=None,
                                   message="boom", webhook_url="http://127.0.0.1:9/nothing")
    finally:
        server.shutdown()
        server.server_close()
    assert row["webhook_status"] == "sent"
    assert _Hook.received[0]["partition"] == BAD_WEEK and "weekly_digest_job" in _Hook.received[0]["text"]
    assert unreachable["webhook_status"].startswith("not sent")
    assert query(tmp_path, "select alert_id, job_name from alerts order by 1") == [
        ("run-1", "weekly_digest_job"), ("run-2", "ingestion")]


def test_the_run_failure_sensor_records_the_alert(tmp_path, monkeypatch):
    from pipelines.defs.automation import alert_on_run_failure

    monkeypatch.setenv("INFERWATCH_HOME", str(tmp_path))
    with dg.instance_for_test() as instance:
        @dg.op
        def breaks():
            raise RuntimeError("source exploded")

        @dg.job
        def ingestion():
            breaks()

        result = ingestion.execute_in_process(instance=instance, raise_on_error=False)
        failure_event = next(e for e in result.all_events if e.event_type_value == "PIPELINE_FAILURE")
        context = dg.build_run_status_sensor_context(
            sensor_name="alert_on_run_failure", dagster_instance=instance, dagster_run=result.dagster_run,
            dagster_event=failure_event).for_run_failure()
        alert_on_run_failure(context)
    assert query(tmp_path, "select job_name, message from alerts") == [("ingestion", failure_event.message)]


def test_the_digest_sensor_asks_for_weeks_with_new_documents(bad_run):
    import datetime as dt

    from pipelines.stages.digest import weeks_with_new_documents

    root, _, _, _ = bad_run
    with Warehouse(root / "home").connect(read_only=True) as connection:
        assert weeks_with_new_documents(connection, since=dt.datetime(2000, 1, 1)) == [
            "2025-W36", "2025-W37", "2025-W38", "2025-W39", "2025-W40"]
        assert weeks_with_new_documents(connection, since=dt.datetime.now(dt.UTC).replace(tzinfo=None)) == []


def test_without_a_terminal_progress_and_events_are_json_lines(bad_run):
    root, sources, _, _ = bad_run
    result = CliRunner().invoke(main, ["run", "--home", str(root / "home"), "--sources", str(sources),
                                       "--week", GOOD_WEEK, "--log-format", "json", "--json"],
                                env={"INFERWATCH_SNAPSHOT": str(root / "snapshot")})
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in result.stderr.splitlines() if line.startswith("{")]
    assert any(line.get("event") == "progress" and line["stage"] for line in lines)
    steps = {line["step"] for line in lines if line.get("step")}
    assert {"feed_entries", "claims", "digest_inputs", "weekly_digest"} <= steps
    summary = json.loads(result.stdout)
    assert summary["digests_unchanged"] == [GOOD_WEEK] and summary["view_counts"]


def test_quiet_prints_nothing_but_what_went_wrong(bad_run):
    root, sources, _, _ = bad_run
    result = CliRunner().invoke(main, ["run", "--home", str(root / "home"), "--sources", str(sources),
                                       "--week", GOOD_WEEK, "--quiet"],
                                env={"INFERWATCH_SNAPSHOT": str(root / "snapshot")})
    assert result.exit_code == 0, result.output
    assert result.stdout == ""
