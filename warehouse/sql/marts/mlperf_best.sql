-- mlperf_best_results(include_inferred): the best per-accelerator result for each
-- (round, model family, scenario, unit, hardware) among closed-division results of available systems.
-- Inferred results (computed from a run of another scenario) are left out unless include_inferred is true:
--     select * from mlperf_best_results(include_inferred := true);
-- The winning row keeps its system, submitter and source row; results_compared counts the candidates.
create or replace macro mlperf_best_results(include_inferred := false) as table
with candidates as (
    select *
    from stg_mlperf_results
    where is_closed_available
      and per_accelerator_value is not null
      and hardware is not null
      and (include_inferred or not inferred)
),
ranked as (
    select
        candidates.*,
        count(*) over (partition by round, model_family, scenario, unit, hardware) as results_compared,
        row_number() over (
            partition by round, model_family, scenario, unit, hardware
            order by per_accelerator_value desc, value desc, result_id
        ) as rank_in_key
    from candidates
)
select
    round,
    round_key,
    model_family,
    scenario,
    unit,
    hardware,
    hardware_vendor,
    hardware_family,
    hardware_generation,
    per_accelerator_value,
    value,
    total_accelerators,
    benchmark_variant,
    submitter,
    system,
    inferred,
    results_compared,
    result_id,
    source_name,
    source,
    source_row
from ranked
where rank_in_key = 1;

-- mlperf_best: mlperf_best_results() with its default, inferred results excluded.
create or replace view mlperf_best as
with best as (
    select * from mlperf_best_results()
)
select * from best;
