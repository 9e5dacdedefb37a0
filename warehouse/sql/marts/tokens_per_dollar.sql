-- tokens_per_dollar: what a GPU-hour at a listed price buys in tokens, per MLPerf benchmark and scenario.
--
--   tokens_per_dollar      = tokens/s per accelerator x 3600 / USD per GPU-hour
--   usd_per_million_tokens = USD per GPU-hour / (tokens/s per accelerator x 3600) x 1,000,000
--
-- Throughput: the best per-accelerator result for the hardware, benchmark and scenario over all rounds
-- among closed-division, available, non-inferred results (mlperf_best; tokens/s benchmarks only).
-- Price: current per-GPU-hour list prices (prices_current), matched on the canonical hardware name the
-- stage stored from the page's accelerator text. Assumptions: the accelerator runs at the MLPerf
-- throughput all hour (full utilisation, the submitter's software and batch sizes), the on-demand list
-- price is paid, and nothing else costs (no host, storage, network, idle time or engineering). Registry
-- entries fold variants (H100 SXM and PCIe are both NVIDIA H100), so `priced_as` shows what was priced.
create or replace view tokens_per_dollar as
with gpu_prices as (
    select
        hardware,
        provider,
        accelerator as priced_as,
        instance_type,
        amount_usd::double as usd_per_gpu_hour,
        source_name as price_source,
        last_seen as price_seen
    from prices_current
    where unit = 'per_gpu_hour'
      and hardware is not null
      and amount_usd > 0
),
best_throughput as (
    select *
    from mlperf_best
    where unit = 'tokens/s'
    qualify row_number() over (
        partition by hardware, model_family, scenario
        order by per_accelerator_value desc, round_key desc, result_id
    ) = 1
)
select
    gpu_prices.hardware,
    best_throughput.model_family as benchmark,
    best_throughput.scenario,
    best_throughput.per_accelerator_value as tokens_per_second_per_accelerator,
    gpu_prices.usd_per_gpu_hour,
    best_throughput.per_accelerator_value * 3600 / gpu_prices.usd_per_gpu_hour as tokens_per_dollar,
    gpu_prices.usd_per_gpu_hour * 1000000 / (best_throughput.per_accelerator_value * 3600) as usd_per_million_tokens,
    gpu_prices.provider,
    gpu_prices.priced_as,
    gpu_prices.instance_type,
    best_throughput.round,
    best_throughput.system,
    best_throughput.submitter,
    best_throughput.total_accelerators,
    best_throughput.result_id,
    gpu_prices.price_source,
    gpu_prices.price_seen
from gpu_prices
join best_throughput using (hardware);
