-- prices_family_cheapest: for every model family (price_model_family: API id without date or channel
-- suffix; for GPU-hour prices the canonical hardware) and token type, the current standard prices of
-- every provider ranked by USD price, cheapest first. times_cheapest = amount_usd / the family's cheapest.
-- Conditional prices (batch, off-peak, long-context, …) and unconverted currencies are left out.
create or replace view prices_family_cheapest as
with standard_prices as (
    select
        case when unit = 'per_gpu_hour' then coalesce(hardware, price_model_family(model))
             else price_model_family(model) end as model_family,
        *
    from prices_current
    where condition is null
      and amount_usd is not null
),
ranked as (
    select
        standard_prices.*,
        rank() over (partition by model_family, unit, token_type order by amount_usd) as price_rank,
        count(distinct provider) over (partition by model_family, unit, token_type) as providers_compared,
        min(amount_usd) over (partition by model_family, unit, token_type) as cheapest_usd
    from standard_prices
)
select
    model_family,
    unit,
    token_type,
    price_rank,
    provider,
    model,
    amount_usd,
    amount,
    currency,
    cheapest_usd,
    case when cheapest_usd > 0 then amount_usd / cheapest_usd end as times_cheapest,
    providers_compared,
    accelerator,
    instance_type,
    source_name
from ranked;
