-- claims_vs_measurements: vendor comparison claims about speed (metric throughput or performance) next to
-- what MLPerf measured for the same pair of hardware.
--
-- A claim's subject and baseline are matched to the hardware registry by canonical name, alias or
-- vendor + alias, ignoring case, spaces and punctuation ("B200", "nvidia b200", "NVIDIA B200" all match).
-- An architecture family stands for all its members ("NVIDIA Blackwell" covers B200, GB200, B300, …) and a
-- rack-scale system for the chip MLPerf counts ("NVIDIA GB200 NVL72" is measured as NVIDIA GB200).
--
-- Measurements are the best per-accelerator results among closed-division, available, non-inferred
-- results (the pool of mlperf_best). For each model family / scenario both sides share in the newest
-- round where both appear, measured ratio = best subject value / best baseline value; the largest of
-- those ratios is the one shown (the most favourable benchmark for the claim).
--
-- verdict: supported      claimed ratio <= measured ratio x 1.1
--          overstated     claimed ratio >  measured ratio x 1.1
--          no_measurement the pair has no shared MLPerf result (or a side is not known hardware)
--
-- This file sorts before the mlperf_* marts, which are created after it, so it reads only staging.
create or replace view claims_vs_measurements as
with recursive comparison_claims as (
    select
        claim_id,
        document_id,
        published,
        organization,
        subject,
        baseline,
        metric,
        hedge,
        ratio as claimed_ratio,
        sentence,
        regexp_replace(lower(subject), '[^\p{L}\p{N}]', '', 'g') as subject_key,
        regexp_replace(lower(baseline), '[^\p{L}\p{N}]', '', 'g') as baseline_key
    from claims
    where kind = 'comparison'
      and metric in ('throughput', 'performance')
      and subject is not null
      and baseline is not null
      and ratio is not null
),
hardware_spellings as (
    select name, name as spelling from hardware
    union
    select name, alias as spelling from hardware, unnest(aliases) as alias_list(alias)
    union
    select name, vendor || ' ' || alias as spelling from hardware, unnest(aliases) as alias_list(alias)
),
hardware_keys as (
    select distinct name, regexp_replace(lower(spelling), '[^\p{L}\p{N}]', '', 'g') as spelling_key
    from hardware_spellings
),
hardware_lineage as (
    select name as ancestor, name as descendant
    from hardware
    union
    select hardware_lineage.ancestor, child.name as descendant
    from hardware_lineage
    join hardware as child on child.parent = hardware_lineage.descendant
),
measured_as as (
    -- which MLPerf hardware names stand for a registry entry
    select ancestor as entry, descendant as hardware
    from hardware_lineage
    union
    select system_entry.name as entry, system_entry.parent as hardware
    from hardware as system_entry
    join hardware as chip on chip.name = system_entry.parent
    where system_entry.kind = 'system' and chip.kind <> 'family'
),
mapped_claims as (
    select
        comparison_claims.*,
        subject_match.name as subject_hardware,
        baseline_match.name as baseline_hardware
    from comparison_claims
    left join hardware_keys as subject_match on subject_match.spelling_key = comparison_claims.subject_key
    left join hardware_keys as baseline_match on baseline_match.spelling_key = comparison_claims.baseline_key
),
best_per_hardware as (
    select
        round,
        round_key,
        model_family,
        scenario,
        unit,
        hardware,
        max(per_accelerator_value) as per_accelerator_value,
        arg_max(result_id, per_accelerator_value) as result_id
    from stg_mlperf_results
    where is_closed_available
      and not inferred
      and per_accelerator_value is not null
      and hardware is not null
    group by round, round_key, model_family, scenario, unit, hardware
),
subject_measurements as (
    select
        mapped_claims.claim_id,
        best.round,
        best.round_key,
        best.model_family,
        best.scenario,
        best.unit,
        max(best.per_accelerator_value) as subject_per_accelerator_value,
        arg_max(best.hardware, best.per_accelerator_value) as measured_subject_hardware,
        arg_max(best.result_id, best.per_accelerator_value) as subject_result_id
    from mapped_claims
    join measured_as on measured_as.entry = mapped_claims.subject_hardware
    join best_per_hardware as best on best.hardware = measured_as.hardware
    group by mapped_claims.claim_id, best.round, best.round_key, best.model_family, best.scenario, best.unit
),
baseline_measurements as (
    select
        mapped_claims.claim_id,
        best.round,
        best.round_key,
        best.model_family,
        best.scenario,
        best.unit,
        max(best.per_accelerator_value) as baseline_per_accelerator_value,
        arg_max(best.hardware, best.per_accelerator_value) as measured_baseline_hardware,
        arg_max(best.result_id, best.per_accelerator_value) as baseline_result_id
    from mapped_claims
    join measured_as on measured_as.entry = mapped_claims.baseline_hardware
    join best_per_hardware as best on best.hardware = measured_as.hardware
    group by mapped_claims.claim_id, best.round, best.round_key, best.model_family, best.scenario, best.unit
),
shared_measurements as (
    select
        subject_measurements.*,
        baseline_measurements.baseline_per_accelerator_value,
        baseline_measurements.measured_baseline_hardware,
        baseline_measurements.baseline_result_id,
        subject_per_accelerator_value / baseline_per_accelerator_value as measured_ratio,
        dense_rank() over (
            partition by subject_measurements.claim_id order by subject_measurements.round_key desc
        ) as round_recency
    from subject_measurements
    join baseline_measurements using (claim_id, round, round_key, model_family, scenario, unit)
),
newest_round_pick as (
    select
        shared_measurements.*,
        count(*) over (partition by claim_id) as shared_benchmarks,
        row_number() over (
            partition by claim_id order by measured_ratio desc, model_family, scenario, unit
        ) as ratio_rank
    from shared_measurements
    where round_recency = 1
)
select
    mapped_claims.claim_id,
    mapped_claims.document_id,
    mapped_claims.published,
    mapped_claims.organization,
    mapped_claims.subject,
    mapped_claims.baseline,
    mapped_claims.subject_hardware,
    mapped_claims.baseline_hardware,
    mapped_claims.metric,
    mapped_claims.hedge,
    mapped_claims.claimed_ratio,
    newest_round_pick.measured_ratio,
    case
        when newest_round_pick.measured_ratio is null then 'no_measurement'
        -- the 10% margin absorbs a vendor's rounding ("3x" said of a measured 2.8x)
        when mapped_claims.claimed_ratio <= newest_round_pick.measured_ratio * 1.1 then 'supported'
        else 'overstated'
    end as verdict,
    newest_round_pick.round as measured_round,
    newest_round_pick.model_family as measured_model_family,
    newest_round_pick.scenario as measured_scenario,
    newest_round_pick.unit as measured_unit,
    newest_round_pick.shared_benchmarks,
    newest_round_pick.measured_subject_hardware,
    newest_round_pick.subject_per_accelerator_value,
    newest_round_pick.subject_result_id,
    newest_round_pick.measured_baseline_hardware,
    newest_round_pick.baseline_per_accelerator_value,
    newest_round_pick.baseline_result_id,
    mapped_claims.sentence
from mapped_claims
left join newest_round_pick
    on newest_round_pick.claim_id = mapped_claims.claim_id
    and newest_round_pick.ratio_rank = 1;
