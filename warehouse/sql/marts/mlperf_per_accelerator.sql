-- mlperf_per_accelerator: every throughput result (Offline, Server, Interactive) divided by the number of
-- accelerators that produced it, so that an 8-GPU server and a 72-GPU rack can be compared.
-- Latency results (SingleStream, MultiStream; ms or s) and CPU-only systems never appear here.
-- All divisions, availabilities and inferred rows are kept; filter on those columns as needed.
create or replace view mlperf_per_accelerator as
with throughput_results as (
    select *
    from stg_mlperf_results
    where per_accelerator_value is not null
)
select
    round,
    round_key,
    model_family,
    benchmark_variant,
    scenario,
    hardware,
    hardware_vendor,
    accelerator_raw,
    per_accelerator_value,
    value,
    unit,
    total_accelerators,
    nodes,
    accelerators_per_node,
    submitter,
    system,
    division,
    availability,
    category,
    inferred,
    is_closed_available,
    result_id,
    source_name,
    source_row
from throughput_results;
