import datetime as dt

import dagster as dg
import pytest

from pipelines.defs.automation import last_complete_week
from pipelines.defs.partitions import IsoWeekPartitionsDefinition, iso_weeks, partition_key_for_week
from pipelines.definitions import defs
from pipelines.digest.build import DigestError, iso_week_of


def test_definitions_load_with_groups_jobs_schedules_and_sensors():
    definitions = defs()
    graph = definitions.resolve_asset_graph()
    groups = {key.to_user_string(): graph.get(key).group_name for key in graph.get_all_asset_keys()}
    assert set(groups.values()) == {"reference", "press", "prices", "mlperf", "claims", "digest"}
    assert groups["hardware"] == "reference"
    assert {job.name for job in definitions.jobs} >= {"ingestion", "weekly_digest_job"}
    assert {schedule.name for schedule in definitions.schedules} == {"daily_ingestion", "weekly_digest_schedule"}
    assert {sensor.name for sensor in definitions.sensors} == {"digest_after_ingestion", "alert_on_run_failure"}
    ingestion = definitions.resolve_job_def("ingestion")
    assert set(ingestion.resource_defs) >= {"warehouse", "sources"}
    assert {"console", "json_lines"} <= set(ingestion.loggers)


def test_every_writing_asset_is_in_the_one_writer_pool():
    from pipelines.defs.resources import WRITER_POOL

    graph = defs().resolve_asset_graph()
    pools = {frozenset(graph.get(key).pools) for key in graph.get_all_asset_keys()}
    assert pools == {frozenset({WRITER_POOL})}


def test_digest_partitions_are_iso_weeks_through_the_week_in_progress():
    partitions = defs().resolve_assets_def("weekly_digest").partitions_def
    assert isinstance(partitions, IsoWeekPartitionsDefinition)
    keys = partitions.get_partition_keys()
    assert keys[0] == "2020-W02" and keys[-1] == iso_week_of(dt.datetime.now(dt.UTC).date())
    assert "2020-W53" in keys and "2021-W53" not in keys  # 2020 has 53 ISO weeks, 2021 has 52
    assert len(keys) == len(set(keys))


@pytest.mark.parametrize("typed, key", [("2025-W40", "2025-W40"), (" 2025-w40 ", "2025-W40"), ("2020-W02", "2020-W02")])
def test_a_typed_week_is_its_partition_key(typed, key):
    assert partition_key_for_week(typed) == key


@pytest.mark.parametrize("typed, message", [("2025-40", "not an ISO week"), ("2019-W10", "no digest partition"),
                                            ("2025-W54", "no such ISO week")])
def test_a_bad_week_is_a_clear_error(typed, message):
    with pytest.raises(DigestError, match=message):
        partition_key_for_week(typed)


def test_iso_weeks_cross_years():
    assert iso_weeks("2024-W52", dt.date(2025, 1, 6)) == ["2024-W52", "2025-W01", "2025-W02"]


@pytest.mark.parametrize("day, week", [(dt.date(2025, 10, 6), "2025-W40"),   # Monday: the week before
                                       (dt.date(2025, 10, 5), "2025-W39"),   # Sunday: its own week is not over
                                       (dt.date(2025, 10, 8), "2025-W40")])
def test_the_digest_schedule_asks_for_the_last_complete_week(day, week):
    assert last_complete_week(day) == week


def test_the_digest_schedule_requests_that_week_in_its_timezone():
    from pipelines.defs.automation import weekly_digest_schedule

    context = dg.build_schedule_context(scheduled_execution_time=dt.datetime(2025, 10, 6, 7, tzinfo=dt.UTC))
    request = weekly_digest_schedule(context)
    assert request.partition_key == "2025-W40" and request.run_key == "2025-W40"


def test_schedules_follow_the_sources_file(tmp_path, monkeypatch):
    import importlib

    import pipelines.defs.automation as automation

    sources = tmp_path / "sources.toml"
    sources.write_text('[schedule]\nenabled = true\ntimezone = "Europe/Berlin"\ningestion = "30 4 * * *"\n')
    monkeypatch.setenv("INFERWATCH_SOURCES", str(sources))
    try:
        reloaded = importlib.reload(automation)
        assert reloaded.daily_ingestion.cron_schedule == "30 4 * * *"
        assert reloaded.daily_ingestion.execution_timezone == "Europe/Berlin"
        assert reloaded.daily_ingestion.default_status == dg.DefaultScheduleStatus.RUNNING
    finally:
        monkeypatch.delenv("INFERWATCH_SOURCES")
        importlib.reload(automation)
    assert automation.daily_ingestion.default_status == dg.DefaultScheduleStatus.STOPPED


def test_an_unknown_timezone_names_the_key(tmp_path):
    from pipelines.sources.config import SourcesFileError, load_sources

    sources = tmp_path / "sources.toml"
    sources.write_text('[schedule]\ntimezone = "Mars/Olympus"\n')
    with pytest.raises(SourcesFileError, match="Mars/Olympus"):
        load_sources(sources)
