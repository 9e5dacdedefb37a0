-- mlperf_generation_ratios: within one round, every ordered pair of different hardware of the same vendor
-- measured on the same model family and scenario (and unit), with both best per-accelerator results
-- (from mlperf_best) and their systems. ratio = hardware's value / baseline_hardware's value, so
-- "NVIDIA B200 vs NVIDIA H200" is the row with hardware = 'NVIDIA B200', baseline_hardware = 'NVIDIA H200'.
-- Heterogeneous systems (two kinds of accelerator) have no single vendor entry and are left out.
create or replace view mlperf_generation_ratios as
with best_single_hardware as (
    select *
    from mlperf_best
    where hardware_vendor is not null
)
select
    subject.round,
    subject.round_key,
    subject.hardware_vendor as vendor,
    subject.model_family,
    subject.scenario,
    subject.unit,
    subject.hardware,
    baseline.hardware as baseline_hardware,
    subject.per_accelerator_value / baseline.per_accelerator_value as ratio,
    subject.per_accelerator_value,
    baseline.per_accelerator_value as baseline_per_accelerator_value,
    subject.hardware_generation,
    baseline.hardware_generation as baseline_hardware_generation,
    subject.system,
    subject.submitter,
    subject.total_accelerators,
    subject.result_id,
    baseline.system as baseline_system,
    baseline.submitter as baseline_submitter,
    baseline.total_accelerators as baseline_total_accelerators,
    baseline.result_id as baseline_result_id
from best_single_hardware as subject
join best_single_hardware as baseline
    on baseline.round = subject.round
    and baseline.model_family = subject.model_family
    and baseline.scenario = subject.scenario
    and baseline.unit = subject.unit
    and baseline.hardware_vendor = subject.hardware_vendor
    and baseline.hardware <> subject.hardware;
