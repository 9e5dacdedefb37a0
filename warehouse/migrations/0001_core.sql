-- The core schema: every fetch, every document, every claim, with provenance.

create table if not exists runs (
    run_id        varchar primary key,
    started_at    timestamp not null,
    finished_at   timestamp,
    mode          varchar not null,          -- snapshot | live
    sources_file  varchar,
    summary       json
);

create table if not exists sources (
    name          varchar primary key,
    source_type   varchar not null,          -- feed | price_page | mlperf
    url           varchar not null,
    region        varchar,
    language      varchar,
    provider      varchar,
    round         varchar,
    retired_at    timestamp,                 -- set when a source answers 410 Gone
    first_seen    timestamp not null,
    last_seen     timestamp not null
);

-- One row per content hash; the bytes themselves live under <home>/raw/<aa>/<sha256>.
create table if not exists raw_content (
    content_sha256 varchar primary key,
    byte_count     bigint not null,
    stored_path    varchar not null,
    first_seen     timestamp not null
);

create table if not exists fetches (
    fetch_id        varchar primary key,     -- sha256 of (url, captured_at or fetched_at, run)
    run_id          varchar,
    source_name     varchar,
    url             varchar not null,
    final_url       varchar,
    status          integer,
    content_sha256  varchar,
    content_type    varchar,
    byte_count      bigint,
    etag            varchar,
    last_modified   varchar,
    response_date   varchar,
    fetched_at      timestamp not null,
    captured_at     timestamp,               -- snapshot capture time; null for live fetches
    duration_ms     double,
    from_snapshot   boolean not null,
    error           varchar
);

create table if not exists http_validators (
    url            varchar primary key,
    etag           varchar,
    last_modified  varchar,
    updated_at     timestamp not null
);

create table if not exists feed_entries (
    entry_id        varchar primary key,     -- sha256 of (feed, guid or link)
    source_name     varchar not null,
    guid            varchar,
    link            varchar,
    title           varchar,
    summary         varchar,
    published_at    timestamp,
    published_raw   varchar,
    first_seen      timestamp not null
);

create table if not exists documents (
    document_id      varchar primary key,    -- sha256 of the canonical URL (+ capture time for price pages)
    url              varchar not null,
    canonical_url    varchar,
    source_name      varchar,
    source_type      varchar not null,       -- article | price_page | mlperf_table
    title            varchar,
    author           varchar,
    published_at     timestamp,
    published_from   varchar,                -- which evidence gave the date: meta, json-ld, feed, url, capture
    language         varchar,
    region           varchar,
    content_sha256   varchar not null,
    content_type     varchar,
    text             varchar,                -- the cleaned text that claim spans index
    fetched_at       timestamp not null,
    first_seen       timestamp not null,
    last_seen        timestamp not null
);

create table if not exists extraction_runs (
    document_id        varchar not null,
    content_sha256     varchar not null,
    extractor_version  varchar not null,
    extracted_at       timestamp not null,
    claim_count        integer not null,
    primary key (document_id, content_sha256, extractor_version)
);

create table if not exists claims (
    claim_id           varchar primary key,
    document_id        varchar not null,
    content_sha256     varchar not null,
    extractor_version  varchar not null,
    kind               varchar not null,
    sentence           varchar not null,
    span_start         integer not null,
    span_end           integer not null,
    subject            varchar,
    organization       varchar,
    confidence         double not null,
    extractor          varchar not null,
    published          date,
    effective_from     varchar,
    effective_until    varchar,
    -- price
    amount             decimal(38, 10),
    currency           varchar,
    unit               varchar,              -- price: per_million_tokens | per_gpu_hour; benchmark: tokens/s | samples/s | queries/s
    quoted_unit        varchar,
    token_type         varchar,
    condition          varchar,
    amount_usd         decimal(38, 10),
    fx_rate            decimal(18, 10),
    fx_date            date,
    -- comparison
    ratio              double,
    metric             varchar,
    baseline           varchar,
    hedge              varchar,
    -- benchmark
    value              double,
    benchmark          varchar,
    scenario           varchar,
    system             varchar,
    accelerator        varchar,
    accelerator_count  integer,
    -- hardware
    name               varchar,
    known              boolean,
    claim_json         json not null
);

create table if not exists price_observations (
    observation_id   varchar primary key,    -- sha256 of (document, location, token_type, condition)
    provider         varchar not null,
    model            varchar not null,
    token_type       varchar,
    condition        varchar,
    amount           decimal(38, 10) not null,
    currency         varchar not null,
    unit             varchar not null,
    quoted_unit      varchar,
    quoted_text      varchar,
    amount_usd       decimal(38, 10),
    fx_rate          decimal(18, 10),
    fx_date          date,
    observed_at      timestamp not null,
    effective_from   varchar,
    effective_until  varchar,
    announced_at     timestamp,
    source_kind      varchar not null,       -- price_page | press
    source_name      varchar,
    document_id      varchar not null,
    location         varchar,
    accelerator      varchar,
    accelerator_count integer,
    instance_type    varchar
);

create table if not exists mlperf_results (
    result_id              varchar primary key,  -- sha256 of (source, source_row)
    round                  varchar not null,
    division               varchar,
    submitter              varchar,
    system                 varchar,
    platform               varchar,
    benchmark              varchar not null,
    benchmark_variant      varchar not null,
    accuracy_target        varchar,
    scenario               varchar not null,
    availability           varchar,
    category               varchar,
    nodes                  integer,
    accelerators_per_node  integer,
    total_accelerators     integer,
    accelerator_raw        varchar,
    accelerator            varchar,
    value                  double not null,
    unit                   varchar not null,
    unit_raw               varchar,
    higher_is_better       boolean not null,
    is_throughput          boolean not null,
    inferred               boolean not null,
    has_power              boolean,
    power_watts            double,
    weight_data_types      varchar,
    framework              varchar,
    host_processor         varchar,
    location               varchar,
    model_raw              varchar,              -- the submitter's own model name (open division)
    power_result           double,               -- as published with power_unit_raw (watts or millijoules)
    power_unit_raw         varchar,
    source_name            varchar,
    source                 varchar not null,
    source_row             varchar not null,
    loaded_at              timestamp not null
);

create table if not exists hardware (
    name         varchar primary key,
    vendor       varchar,
    kind         varchar,
    family       varchar,
    generation   varchar,
    parent       varchar,
    memory_gb    double,
    aliases      varchar[],
    mlperf_names varchar[]
);

create table if not exists digests (
    week           varchar primary key,      -- ISO week, 2025-W37
    week_start     date not null,
    generated_at   timestamp not null,
    markdown_path  varchar not null,
    html_path      varchar not null,
    story_count    integer not null,
    claim_count    integer not null,
    content_sha256 varchar not null
);

create table if not exists ingest_errors (
    error_id     varchar primary key,        -- sha256 of (stage, source, location, reason): the same fault is one row
    run_id       varchar,
    stage        varchar not null,           -- fetch | feed | article | price_page | mlperf | extract | digest
    source_name  varchar,
    url          varchar,
    location     varchar,
    reason       varchar not null,
    first_seen   timestamp not null,
    last_seen    timestamp not null,
    occurrences  integer not null
);

create table if not exists fx_rates (
    currency      varchar not null,
    rate_date     date not null,
    usd_per_unit  decimal(18, 10) not null,
    source        varchar not null,
    primary key (currency, rate_date)
);
