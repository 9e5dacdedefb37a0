-- The crawl frontier (pipelines/sources/frontier.py): every article page a feed led to, with what the
-- last attempt gave, so a page the run's budget left unfetched is carried to the next run, and a
-- failing page is retried with backoff instead of on every run. Additive: no existing table changes.
create table if not exists crawl_frontier (
    url              varchar primary key,
    source_name      varchar not null,        -- the feed that led to the page (first one seen)
    state            varchar not null,        -- pending (never fetched, or deferred) | fetched | failed | refused
    reason           varchar,                 -- why it is deferred, failed or refused
    attempts         integer not null,        -- consecutive failed or refused attempts (0 after a success)
    next_attempt_at  timestamp,               -- a failed or refused page is not tried again before this
    first_seen       timestamp not null,
    last_attempt_at  timestamp,
    last_run_id      varchar
);

-- What each run did per source: the account behind the run summary's crawl table.
create table if not exists crawl_accounts (
    run_id       varchar not null,
    source_name  varchar not null,
    fetched      integer not null,            -- answered 2xx or 304
    deferred     integer not null,            -- did not fit this run's budget; first in line next run
    refused      integer not null,            -- address policy, scheme or robots.txt said no
    failed       integer not null,            -- errors (retried with backoff)
    backing_off  integer not null,            -- failed earlier and not due for a retry yet
    bytes        bigint not null,
    recorded_at  timestamp not null,
    primary key (run_id, source_name)
);
