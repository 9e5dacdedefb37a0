-- Prices at full depth: observations with their own last sighting, the capture log of every price page,
-- validity intervals per price (price_history) and the changes between them (price_changes).
--
-- price_observations stays the bitemporal record: observed_at / last_seen are transaction time (when a
-- capture showed the row), effective_from / effective_until are valid time as the page states it.

alter table price_observations add column if not exists last_seen timestamp;
alter table price_observations add column if not exists price_key varchar;       -- sha256 of the history key
alter table price_observations add column if not exists hardware varchar;        -- canonical registry name (GPU-hour rows)
alter table price_observations add column if not exists fx_source varchar;       -- where fx_rate came from
alter table price_observations add column if not exists suspect boolean;         -- held out by the magnitude guard
alter table price_observations add column if not exists suspect_reason varchar;

update price_observations set last_seen = observed_at where last_seen is null;

-- One row per capture of a price page (a snapshot capture or a live fetch). A capture is "usable" when it
-- was fetched and parsed and gave at least one price row; only usable captures open, extend or close
-- intervals, so an outage or a broken page never withdraws every price.
create table if not exists price_captures (
    capture_id      varchar primary key,     -- sha256 of (source, observed_at)
    source_name     varchar not null,
    url             varchar not null,
    observed_at     timestamp not null,      -- capture time (snapshot) or fetch time (live)
    document_id     varchar,
    content_sha256  varchar,
    row_count       integer not null,
    usable          boolean not null,
    note            varchar,                 -- why a capture is not usable
    recorded_at     timestamp not null
);

-- One row per price and validity interval. The key is (source, provider, model, token_type, condition,
-- unit, instance_type); a capture that shows another amount closes the interval and opens the next.
create table if not exists price_history (
    interval_id          varchar primary key,  -- sha256 of (price_key, first_seen)
    price_key            varchar not null,
    source_name          varchar not null,
    provider             varchar not null,
    model                varchar not null,
    token_type           varchar,
    condition            varchar,
    unit                 varchar not null,
    instance_type        varchar,
    accelerator          varchar,
    accelerator_count    integer,
    hardware             varchar,
    amount               decimal(38, 10) not null,
    currency             varchar not null,
    amount_usd           decimal(38, 10),       -- converted at the date of the interval's latest observation
    fx_rate              decimal(18, 10),
    fx_date              date,
    quoted_text          varchar,
    effective_from       timestamp,            -- as stated on the page; null when it says nothing
    effective_until      timestamp,
    valid_from           timestamp not null,   -- effective_from, else first_seen
    valid_until          timestamp,            -- effective_until, else the successor's effective_from, else closed_at
    first_seen           timestamp not null,   -- first capture showing this amount
    last_seen            timestamp not null,   -- latest capture showing it
    closed_at            timestamp,            -- first capture that no longer showed it; null while open
    capture_count        integer not null,
    is_open              boolean not null,
    first_observation_id varchar not null,
    last_observation_id  varchar not null,
    document_id          varchar not null      -- the document of the latest observation
);

-- Old -> new between consecutive intervals of one key, plus prices a page added or withdrew after its
-- first capture. ratio = new / old (in the quoted currency; in USD when the currency changed).
create table if not exists price_changes (
    change_id        varchar primary key,
    price_key        varchar not null,
    source_name      varchar not null,
    provider         varchar not null,
    model            varchar not null,
    token_type       varchar,
    condition        varchar,
    unit             varchar not null,
    instance_type    varchar,
    change_kind      varchar not null,       -- changed | added | withdrawn
    old_amount       decimal(38, 10),
    new_amount       decimal(38, 10),
    old_currency     varchar,
    new_currency     varchar,
    old_amount_usd   decimal(38, 10),
    new_amount_usd   decimal(38, 10),
    ratio            double,
    changed_on       timestamp not null,     -- valid time: the new price's valid_from, or the old one's valid_until
    detected_at      timestamp not null,     -- transaction time: the capture that showed the change
    old_interval_id  varchar,
    new_interval_id  varchar
);
