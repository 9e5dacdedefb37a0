import dagster as dg

from pipelines.definitions import defs


def test_definitions_load_with_groups_jobs_and_schedules():
    definitions = defs()
    graph = definitions.resolve_asset_graph()
    groups = {graph.get(key).group_name for key in graph.get_all_asset_keys()}
    assert {"reference", "press", "prices", "mlperf", "claims", "digest"} <= groups
    assert {job.name for job in definitions.jobs} >= {"ingestion", "weekly_digest_job"}
    schedules = {schedule.name: schedule for schedule in definitions.schedules}
    assert len(schedules) == 2
    digest = definitions.resolve_assets_def("weekly_digest")
    partitions = digest.partitions_def
    assert isinstance(partitions, dg.WeeklyPartitionsDefinition)
    # weeks start on Monday, and the week in progress has a partition
    import datetime as dt

    keys = partitions.get_partition_keys()
    assert dt.date.fromisoformat(keys[0]).weekday() == 0
    assert dt.date.fromisoformat(keys[-1]) + dt.timedelta(days=7) > dt.date.today()
    assert set(definitions.resolve_all_job_defs()[0].resource_defs) >= {"warehouse", "sources"}
