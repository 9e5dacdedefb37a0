-- prices_open_weight_hosts: what each host charges for the same open-weight model (stg_open_weight_models),
-- from the current prices of price pages and from confident article claims (confidence >=
-- confident_claim_threshold(); superseded "previous" prices left out), one row per host, model family, token
-- type, condition, unit and currency (an article's newest claim per key). Every row keeps its provenance:
-- source_kind (price_page | article), the source, URL, quoted text or sentence and the claim or interval id.
--
-- hosts_compared counts the distinct hosts with a standard (unconditioned) USD price for the family and token
-- type; price_rank and times_cheapest rank those standard prices by amount_usd (null for conditional prices).
create or replace view prices_open_weight_hosts as
with page_prices as (
    select
        stg_open_weight_models.model_family,
        stg_open_weight_models.developer,
        prices_current.provider as host,
        prices_current.model,
        prices_current.token_type,
        prices_current.condition,
        prices_current.unit,
        prices_current.amount,
        prices_current.currency,
        prices_current.amount_usd,
        prices_current.last_seen::date as as_of,
        'price_page' as source_kind,
        prices_current.source_name,
        stg_documents.cited_url as url,
        prices_current.quoted_text as evidence,
        null::double as confidence,
        prices_current.document_id,
        null::varchar as claim_id,
        prices_current.interval_id
    from prices_current
    join stg_open_weight_models
      on regexp_full_match(price_model_key(prices_current.model), stg_open_weight_models.model_key_pattern)
    left join stg_documents using (document_id)
    where prices_current.unit = 'per_million_tokens'
),
article_prices as (
    select
        stg_open_weight_models.model_family,
        stg_open_weight_models.developer,
        stg_price_claims.provider_stated as host,
        stg_price_claims.model_stated as model,
        stg_price_claims.token_type,
        stg_price_claims.condition,
        stg_price_claims.unit,
        stg_price_claims.amount,
        stg_price_claims.currency,
        stg_price_claims.amount_usd,
        stg_price_claims.stated_for::date as as_of,
        'article' as source_kind,
        stg_price_claims.source_name,
        stg_price_claims.url,
        stg_price_claims.sentence as evidence,
        stg_price_claims.confidence,
        stg_price_claims.document_id,
        stg_price_claims.claim_id,
        null::varchar as interval_id
    from stg_price_claims
    join stg_open_weight_models
      on regexp_full_match(stg_price_claims.model_key, stg_open_weight_models.model_key_pattern)
    where stg_price_claims.is_confident
      and stg_price_claims.provider_stated is not null
      and stg_price_claims.amount is not null
      and stg_price_claims.unit = 'per_million_tokens'
      and coalesce(stg_price_claims.condition, '') <> 'previous'
    qualify row_number() over (
        partition by model_family, lower(host), token_type, condition, unit, currency
        order by as_of desc nulls last, claim_id
    ) = 1
),
all_prices as (
    select * from page_prices
    union all by name
    select * from article_prices
),
ranked as (
    select
        all_prices.*,
        count(distinct lower(host)) filter (where condition is null and amount_usd is not null)
            over (partition by model_family, token_type, unit) as hosts_compared,
        min(amount_usd) filter (where condition is null)
            over (partition by model_family, token_type, unit) as cheapest_usd
    from all_prices
)
select
    model_family,
    developer,
    host,
    model,
    token_type,
    condition,
    unit,
    amount,
    currency,
    amount_usd,
    case when condition is null and amount_usd is not null then
        rank() over (partition by model_family, token_type, unit, condition is null and amount_usd is not null
                     order by amount_usd) end as price_rank,
    case when condition is null and cheapest_usd > 0 then amount_usd / cheapest_usd end as times_cheapest,
    hosts_compared,
    as_of,
    source_kind,
    source_name,
    url,
    evidence,
    confidence,
    document_id,
    claim_id,
    interval_id
from ranked;
