-- A change between two captures happened somewhere in between: price_changes says where (changed_after,
-- changed_by) and whether the window is wide enough to hide other prices (intermediate_prices_may_be_missing,
-- with the reason in gap_note). Rows are rebuilt from the captures on every run, so old rows get them then.

alter table price_changes add column if not exists changed_after timestamp;
alter table price_changes add column if not exists changed_by timestamp;
alter table price_changes add column if not exists intermediate_prices_may_be_missing boolean;
alter table price_changes add column if not exists gap_note varchar;

-- Which run a published read snapshot holds (one row, written just before the snapshot is taken).
create table if not exists warehouse_publication (
    run_id        varchar not null,
    published_at  timestamp not null,
    run_started_at timestamp,
    run_finished_at timestamp,
    lake_snapshot  bigint                    -- DuckLake only: the snapshot readers are pinned to
);
