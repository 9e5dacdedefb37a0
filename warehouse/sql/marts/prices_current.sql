-- prices_current: every price-page price whose interval is still open (the newest usable capture of its
-- page lists it), except the ones the magnitude guard held back. One row per
-- (source, provider, model, token type, condition, unit, instance type).
--
-- amount_usd converts at the rate of the latest observation's date (nearest earlier fx_rates row; the
-- rate and its date are kept). valid_from is the start the page states, else the first capture showing the
-- amount; valid_until is only set when the page states an end.
create or replace view prices_current as
with open_intervals as (
    select *
    from stg_price_history
    where is_open
)
select
    open_intervals.provider,
    open_intervals.model,
    open_intervals.token_type,
    open_intervals.condition,
    open_intervals.amount,
    open_intervals.currency,
    open_intervals.unit,
    open_intervals.amount_usd,
    open_intervals.fx_rate,
    open_intervals.fx_date,
    open_intervals.valid_from,
    open_intervals.valid_until,
    open_intervals.effective_from,
    open_intervals.effective_until,
    open_intervals.first_seen,
    open_intervals.last_seen,
    open_intervals.capture_count,
    open_intervals.accelerator,
    open_intervals.accelerator_count,
    open_intervals.hardware,
    open_intervals.instance_type,
    open_intervals.quoted_text,
    open_intervals.source_name,
    open_intervals.document_id,
    open_intervals.last_observation_id as observation_id,
    open_intervals.interval_id
from open_intervals
join stg_price_observations as observation on observation.observation_id = open_intervals.last_observation_id
where not observation.is_suspect;
