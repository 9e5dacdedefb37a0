-- price_model_key(name): a model name in the form price pages use for API ids, so that an article's
-- "Claude Sonnet 4.5" or "GPT-5 mini" meets the page's "claude-sonnet-4.5" / "gpt-5-mini":
-- lower case, a vendor path ("openai/gpt-oss-120b") dropped, runs of spaces and underscores to one hyphen.
create or replace macro price_model_key(name) as
    nullif(regexp_replace(regexp_replace(lower(trim(name)), '^[a-z0-9_.-]+/', ''), '[\s_]+', '-', 'g'), '');

-- price_model_family(name): price_model_key without a release-date or channel suffix, so that
-- "gpt-4o-2024-08-06", "gpt-4o-latest" and "gpt-4o" are one family.
create or replace macro price_model_family(name) as
    regexp_replace(price_model_key(name), '(-(latest|preview|\d{4}-\d{2}-\d{2}|\d{8}))+$', '');

-- stated_time(text): an effective date or time as written on a claim ("2025-09-06",
-- "2025-09-05T16:00:00+00:00") as a naive UTC timestamp; a bare date is its midnight; null if unreadable.
create or replace macro stated_time(text) as
    case
        when text is null then null
        when regexp_full_match(trim(text), '\d{4}-\d{2}-\d{2}') then try_cast(trim(text) as date)::timestamp
        else timezone('UTC', try_cast(trim(text) as timestamptz))
    end;

-- stg_price_claims: price claims of news articles and press releases (not the price pages themselves,
-- whose claims restate the page), with the model in price-page form and the date the claim speaks for:
-- its stated effective_from, else the article's publication date.
create or replace view stg_price_claims as
with price_claims as (
    select
        claims.claim_id,
        claims.document_id,
        documents.source_name,
        documents.source_type,
        coalesce(documents.canonical_url, documents.url) as url,
        claims.organization as provider_stated,
        claims.subject as model_stated,
        price_model_key(claims.subject) as model_key,
        claims.token_type,
        claims.condition,
        claims.amount,
        claims.currency,
        claims.unit,
        claims.amount_usd,
        claims.published,
        stated_time(claims.effective_from) as effective_from,
        claims.sentence,
        claims.confidence
    from claims
    join documents using (document_id)
    where claims.kind = 'price'
      and documents.source_type <> 'price_page'
)
select
    price_claims.*,
    coalesce(effective_from, published::timestamp) as stated_for
from price_claims;
