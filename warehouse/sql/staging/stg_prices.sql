-- stg_price_observations: every price row a price page or press release showed, with the magnitude guard's
-- verdict as a plain boolean (is_suspect).
create or replace view stg_price_observations as
with observations as (
    select
        observation_id,
        price_key,
        provider,
        model,
        token_type,
        condition,
        amount,
        upper(currency) as currency,
        unit,
        quoted_unit,
        quoted_text,
        amount_usd,
        fx_rate,
        fx_date,
        fx_source,
        observed_at,
        last_seen,
        stated_time(effective_from) as effective_from,
        stated_time(effective_until) as effective_until,
        announced_at,
        source_kind,
        source_name,
        document_id,
        location,
        accelerator,
        accelerator_count,
        hardware,
        instance_type,
        coalesce(suspect, false) as is_suspect,
        suspect_reason
    from price_observations
)
select * from observations;

-- stg_price_captures: one row per capture of a price page, usable or not.
create or replace view stg_price_captures as
with captures as (
    select capture_id, source_name, url, observed_at, document_id, content_sha256, row_count, usable, note,
           recorded_at
    from price_captures
)
select * from captures;

-- stg_price_history: the validity intervals of every price-page price (built by warehouse/price_history.py).
create or replace view stg_price_history as
with intervals as (
    select * from price_history
)
select * from intervals;

-- stg_price_changes: old -> new between consecutive intervals (built by warehouse/price_history.py).
create or replace view stg_price_changes as
with changes as (
    select * from price_changes
)
select * from changes;
