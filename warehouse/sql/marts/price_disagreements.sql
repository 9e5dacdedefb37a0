-- price_disagreements: a confident article claim (confidence >= confident_claim_threshold()) states a price
-- for the same (provider, model, token type, condition, unit, currency) as a price page, for a date inside the
-- page price's validity interval, and the amounts differ by more than 1%. Claims below the threshold are left
-- out: there, a "disagreement" is far more often an extraction error (a swapped token type, a wrong subject)
-- than a real difference.
--
-- * The article side is stg_price_claims without superseded prices quoted for comparison
--   (condition 'previous'); the date it speaks for is its stated effective_from, else its publication date.
-- * Providers match when one name starts with the other, ignoring case ("Alibaba" / "Alibaba Cloud");
--   models match in price-page form (price_model_key).
-- * Inside the interval: on or after the day valid_from falls on, and before valid_until (open: no end).
-- * Different currencies are different price lists (DeepSeek lists CNY and USD), never a disagreement.
--
-- price_disagreements_of(document_ids): the same rows for the claims of the listed documents only (a week's
-- digest checks its own claims, not every claim of the warehouse); null (the default) lists every document.
create or replace macro price_disagreements_of(document_ids := null) as table
with article_prices as (
    select *
    from stg_price_claims
    where (document_ids is null or list_contains(document_ids, document_id))
      and is_confident
      and coalesce(condition, '') <> 'previous'
      and provider_stated is not null
      and model_key is not null
      and amount is not null
),
page_prices as (
    select *
    from stg_price_history
)
select
    page_prices.provider,
    page_prices.model,
    page_prices.token_type,
    page_prices.condition,
    page_prices.unit,
    page_prices.currency,
    article_prices.stated_for::date as stated_for,
    page_prices.amount as page_amount,
    article_prices.amount as article_amount,
    article_prices.amount / page_prices.amount as article_to_page_ratio,
    page_prices.valid_from as page_valid_from,
    page_prices.valid_until as page_valid_until,
    page_prices.source_name as page_source,
    page_prices.quoted_text as page_quoted_text,
    article_prices.source_name as article_source,
    article_prices.url as article_url,
    article_prices.sentence as article_sentence,
    article_prices.confidence as article_confidence,
    article_prices.claim_id,
    page_prices.interval_id
from article_prices
join page_prices
  on same_provider(page_prices.provider, article_prices.provider_stated)
 and price_model_key(page_prices.model) = article_prices.model_key
 and page_prices.token_type is not distinct from article_prices.token_type
 and page_prices.condition is not distinct from article_prices.condition
 and page_prices.unit = article_prices.unit
 and page_prices.currency = article_prices.currency
 and article_prices.stated_for::date >= page_prices.valid_from::date
 and (page_prices.valid_until is null or article_prices.stated_for < page_prices.valid_until)
where page_prices.amount > 0
  and abs(article_prices.amount - page_prices.amount) > 0.01 * page_prices.amount
  -- a claim dated by day only agrees with the page if any price valid on that day matches it
  -- (a price switch at 16:00 leaves two prices valid on the same date)
  and not exists (
      select 1
      from page_prices as same_day
      where same_day.provider = page_prices.provider
        and same_day.model = page_prices.model
        and same_day.token_type is not distinct from page_prices.token_type
        and same_day.condition is not distinct from page_prices.condition
        and same_day.unit = page_prices.unit
        and same_day.currency = page_prices.currency
        and same_day.valid_from::date <= article_prices.stated_for::date
        and (same_day.valid_until is null or same_day.valid_until::date >= article_prices.stated_for::date)
        and abs(article_prices.amount - same_day.amount) <= 0.01 * same_day.amount
  );

-- price_disagreements: every confident article claim compared (price_disagreements_of() without a list).
create or replace view price_disagreements as
with disagreements as (
    select * from price_disagreements_of()
)
select * from disagreements;
