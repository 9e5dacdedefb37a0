-- effective_prices(input_share, cache_hit_share, off_peak_share, as_of): the USD price per million tokens
-- of a stated workload, one row per (provider, model) with standard input and output prices.
--
--   input_share      share of all tokens that are input (a 3:1 input:output ratio is 0.75)
--   cache_hit_share  share of input tokens served from the prompt cache
--   off_peak_share   share of all traffic in the provider's off-peak window
--   as_of            a timestamp to price the workload at a past date from price_history; left out = current
--                    (the default is 'infinity' rather than null: DuckLake cannot store a null default)
--
-- With p(t) = (1 - off_peak_share) * standard(t) + off_peak_share * off_peak(t):
--   effective = input_share * ((1 - cache_hit_share) * p(input) + cache_hit_share * p(cached_input))
--             + (1 - input_share) * p(output)
-- A missing cached-input price falls back to the input price, a missing off-peak price to the standard
-- one (cached_price_used / off_peak_price_used say whether the real price was there). Prices with other
-- conditions (batch, long-context, thinking, …) are not part of the blend.
--     select * from effective_prices(input_share := 0.75, cache_hit_share := 0.5, off_peak_share := 0.2);
create or replace macro effective_prices(input_share := 0.75, cache_hit_share := 0.0, off_peak_share := 0.0,
                                         as_of := 'infinity') as table
with valid_prices as (
    select *
    from stg_price_history
    where unit = 'per_million_tokens'
      and amount_usd is not null
      and (condition is null or condition = 'off-peak')
      and case
              when as_of is null or isinf(as_of::timestamp) then is_open
              else valid_from <= as_of::timestamp and (valid_until is null or as_of::timestamp < valid_until)
          end
    qualify row_number() over (partition by price_key order by valid_from desc) = 1
),
per_model as (
    select
        provider,
        model,
        max(amount_usd) filter (where token_type = 'input' and condition is null)::double as input_usd,
        max(amount_usd) filter (where token_type = 'cached_input' and condition is null)::double as cached_input_usd,
        max(amount_usd) filter (where token_type = 'output' and condition is null)::double as output_usd,
        max(amount_usd) filter (where token_type = 'input' and condition = 'off-peak')::double as off_peak_input_usd,
        max(amount_usd) filter (where token_type = 'cached_input' and condition = 'off-peak')::double as off_peak_cached_input_usd,
        max(amount_usd) filter (where token_type = 'output' and condition = 'off-peak')::double as off_peak_output_usd,
        min(source_name) as source_name
    from valid_prices
    group by provider, model
),
blended as (
    select
        per_model.*,
        (1 - off_peak_share) * input_usd + off_peak_share * coalesce(off_peak_input_usd, input_usd) as input_price,
        (1 - off_peak_share) * coalesce(cached_input_usd, input_usd)
            + off_peak_share * coalesce(off_peak_cached_input_usd, cached_input_usd, input_usd) as cached_price,
        (1 - off_peak_share) * output_usd + off_peak_share * coalesce(off_peak_output_usd, output_usd) as output_price
    from per_model
    where input_usd is not null and output_usd is not null
)
select
    provider,
    model,
    input_share * ((1 - cache_hit_share) * input_price + cache_hit_share * cached_price)
        + (1 - input_share) * output_price as effective_usd_per_million,
    input_usd,
    cached_input_usd,
    output_usd,
    off_peak_input_usd,
    off_peak_cached_input_usd,
    off_peak_output_usd,
    cache_hit_share = 0 or cached_input_usd is not null as cached_price_used,
    off_peak_share = 0 or coalesce(off_peak_input_usd, off_peak_output_usd) is not null as off_peak_price_used,
    input_share,
    cache_hit_share,
    off_peak_share,
    case when not isinf(as_of::timestamp) then as_of::timestamp end as as_of,
    source_name
from blended;

-- effective_price(provider, model, input_share, cache_hit_share, off_peak_share): the same figure for one model.
--     select effective_price('DeepSeek', 'deepseek-chat', 0.75, 0.5, 0.0);
create or replace macro effective_price(provider_name, model_name, input_share, cache_hit_share := 0.0,
                                        off_peak_share := 0.0) as (
    select min(effective_usd_per_million)
    from effective_prices(input_share := input_share, cache_hit_share := cache_hit_share,
                          off_peak_share := off_peak_share)
    where provider = provider_name and model = model_name
);
