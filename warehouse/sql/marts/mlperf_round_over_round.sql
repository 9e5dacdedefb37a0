-- mlperf_round_over_round: for each (hardware, model family, scenario, unit), the best per-accelerator
-- result of every round (from mlperf_best: closed division, available, not inferred) next to the best of
-- the previous round in which that hardware had a result. Rounds are ordered by version number
-- (round_key), so v10.0 follows v9.1. ratio_to_previous = this round's best / the previous round's best.
create or replace view mlperf_round_over_round as
with best_per_round as (
    select *
    from mlperf_best
),
with_previous as (
    select
        best_per_round.*,
        lag(round) over hardware_history as previous_round,
        lag(per_accelerator_value) over hardware_history as previous_per_accelerator_value,
        lag(system) over hardware_history as previous_system,
        lag(submitter) over hardware_history as previous_submitter,
        lag(result_id) over hardware_history as previous_result_id
    from best_per_round
    window hardware_history as (partition by hardware, model_family, scenario, unit order by round_key)
)
select
    hardware,
    hardware_vendor,
    model_family,
    scenario,
    unit,
    round,
    round_key,
    per_accelerator_value,
    system,
    submitter,
    result_id,
    previous_round,
    previous_per_accelerator_value,
    previous_system,
    previous_submitter,
    previous_result_id,
    per_accelerator_value / previous_per_accelerator_value as ratio_to_previous
from with_previous;
