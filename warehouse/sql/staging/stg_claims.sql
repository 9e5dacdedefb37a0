-- stg_claims: every claim with its document's date and URL, its trust (is_confident) and, for prices, a USD
-- amount converted through stg_fx_rates at the date the claim speaks for (never the extractor's own rates).
--
-- * stated_for   the claim's stated effective_from, else its document's publication date
-- * is_confident confidence >= confident_claim_threshold()
create or replace view stg_claims as
with claims_dated as (
    select
        claims.claim_id,
        claims.document_id,
        claims.kind,
        claims.subject,
        claims.organization,
        claims.confidence,
        claims.confidence >= confident_claim_threshold() as is_confident,
        claims.extractor,
        claims.extractor_version,
        claims.published,
        stated_time(claims.effective_from) as effective_from,
        stated_time(claims.effective_until) as effective_until,
        coalesce(stated_time(claims.effective_from), claims.published::timestamp) as stated_for,
        claims.amount,
        upper(claims.currency) as currency,
        claims.unit,
        claims.quoted_unit,
        claims.token_type,
        claims.condition,
        claims.ratio,
        claims.metric,
        claims.baseline,
        claims.hedge,
        claims.value,
        claims.benchmark,
        claims.scenario,
        claims.system,
        claims.accelerator,
        claims.accelerator_count,
        claims.name,
        claims.known,
        claims.sentence,
        claims.span_start,
        claims.span_end,
        claims.content_sha256
    from claims
)
select
    claims_dated.*,
    claims_dated.amount * rates.usd_per_unit as amount_usd,
    rates.usd_per_unit as fx_rate,
    rates.rate_date as fx_date
from claims_dated
asof left join (
    select currency, rate_date, usd_per_unit from stg_fx_rates
    union all
    -- USD needs no rate; a row dated before any claim lets the as-of join find it
    select 'USD', date '1900-01-01', 1
) as rates
  on rates.currency = claims_dated.currency
 and claims_dated.stated_for::date >= rates.rate_date;

-- stg_price_claims: price claims of news articles and press releases (not the price pages themselves, whose
-- claims restate the page), with the model in price-page form.
create or replace view stg_price_claims as
with price_claims as (
    select
        stg_claims.claim_id,
        stg_claims.document_id,
        stg_documents.source_name,
        stg_documents.source_type,
        stg_documents.cited_url as url,
        stg_claims.organization as provider_stated,
        stg_claims.subject as model_stated,
        price_model_key(stg_claims.subject) as model_key,
        stg_claims.token_type,
        stg_claims.condition,
        stg_claims.amount,
        stg_claims.currency,
        stg_claims.unit,
        stg_claims.amount_usd,
        stg_claims.fx_rate,
        stg_claims.fx_date,
        stg_claims.published,
        stg_claims.effective_from,
        stg_claims.stated_for,
        stg_claims.sentence,
        stg_claims.confidence,
        stg_claims.is_confident
    from stg_claims
    join stg_documents using (document_id)
    where stg_claims.kind = 'price'
      and stg_documents.source_type <> 'price_page'
)
select * from price_claims;
