-- Operations: the outcome of every asset check on a week's digest inputs, and alerts raised by failed runs.
-- Numbered after the issue that added it (14), so it never shares a number with a parallel migration.

create table if not exists check_results (
    check_name    varchar not null,          -- e.g. sources_fresh, prices_within_history
    asset         varchar not null,          -- the asset the check guards (digest_inputs, claims, …)
    partition     varchar not null,          -- ISO week for the digest's checks, '' for unpartitioned assets
    passed        boolean not null,
    severity      varchar not null,          -- ERROR blocks the digest; WARN is shown and published anyway
    blocking      boolean not null,
    sources       varchar[],                 -- the sources a failure names
    description   varchar,                   -- what failed, in words
    run_id        varchar,
    checked_at    timestamp not null,
    primary key (check_name, asset, partition)
);

create table if not exists alerts (
    alert_id      varchar primary key,       -- the failed run's id
    job_name      varchar not null,
    partition     varchar,
    message       varchar not null,
    raised_at     timestamp not null,
    webhook_url   varchar,                   -- where the alert was posted, if anywhere
    webhook_status varchar                   -- 'sent', or why posting failed
);
