-- stg_fx_rates: the one exchange-rate table, currency upper-cased; one row per (currency, date).
create or replace view stg_fx_rates as
with rates as (
    select
        upper(currency) as currency,
        rate_date,
        usd_per_unit,
        source
    from fx_rates
)
select * from rates;
