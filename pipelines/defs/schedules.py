"""Jobs and schedules: ingestion daily, the digest weekly."""

import dagster as dg

from pipelines.defs.digest.assets import weekly_digest

ingestion_job = dg.define_asset_job(
    "ingestion",
    selection=dg.AssetSelection.groups("reference", "press", "prices", "mlperf", "claims"),
    description="Fetch every source, store what changed, extract claims from new documents.",
)
digest_job = dg.define_asset_job(
    "weekly_digest_job",
    selection=dg.AssetSelection.assets(weekly_digest),
    description="Render the digest of one week.",
)
daily_ingestion = dg.ScheduleDefinition(job=ingestion_job, cron_schedule="0 5 * * *", execution_timezone="UTC")
# the digest of the week that just ended, every Monday morning
weekly_digest_schedule = dg.build_schedule_from_partitioned_job(digest_job, hour_of_day=7, minute_of_hour=0)
