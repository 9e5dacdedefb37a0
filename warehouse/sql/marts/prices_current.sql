-- prices_current: the newest price-page observation per (provider, model, token type, condition, unit)
-- that the newest capture of its page still lists.
create or replace view prices_current as
with ranked as (
    select
        provider,
        model,
        token_type,
        condition,
        amount,
        currency,
        unit,
        amount_usd,
        observed_at,
        effective_from,
        source_name,
        document_id,
        quoted_text,
        row_number() over (
            partition by provider, model, coalesce(token_type, ''), coalesce(condition, ''), unit
            order by observed_at desc
        ) as recency
    from price_observations
    where source_kind = 'price_page'
),
latest_capture as (
    select source_name, max(observed_at) as observed_at
    from price_observations
    where source_kind = 'price_page'
    group by source_name
)
select ranked.* exclude (recency)
from ranked
join latest_capture using (source_name, observed_at)  -- a row the newest capture dropped is no longer current
where recency = 1;
