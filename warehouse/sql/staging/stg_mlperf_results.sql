-- stg_mlperf_results: one row per published MLPerf Inference result, typed and named for analysis.
--
-- * round_key       the round as a list of integers ([5, 1, 0] for v5.1) so that rounds sort by version
--                   number, not by text (v10.0 comes after v9.1).
-- * model_family    the benchmark with its accuracy variants folded together: llama2-70b-99 and
--                   llama2-70b-99.9 are both llama2-70b (the reader already normalises the name;
--                   benchmark_variant keeps the published spelling).
-- * hardware        the canonical registry name of the accelerator; null for CPU-only systems (and for
--                   a string the registry does not know, which warehouse.mlperf_checks reports).
-- * per_accelerator_value  value / total_accelerators, only for throughput results on a positive
--                   accelerator count; latency results (SingleStream, MultiStream) never get one.
-- * is_closed_available  the comparable pool: closed division, systems available now.
create or replace view stg_mlperf_results as
with typed as (
    select
        result_id,
        round,
        [
            coalesce(try_cast(split_part(regexp_replace(trim(round), '^[vV]', ''), '.', 1) as integer), 0),
            coalesce(try_cast(split_part(regexp_replace(trim(round), '^[vV]', ''), '.', 2) as integer), 0),
            coalesce(try_cast(split_part(regexp_replace(trim(round), '^[vV]', ''), '.', 3) as integer), 0)
        ] as round_key,
        lower(division) as division,
        lower(availability) as availability,
        lower(category) as category,
        submitter,
        system,
        platform,
        benchmark as model_family,
        benchmark_variant,
        accuracy_target,
        scenario,
        accelerator as hardware,
        accelerator_raw,
        nodes,
        accelerators_per_node,
        total_accelerators,
        value,
        unit,
        unit_raw,
        higher_is_better,
        is_throughput,
        scenario in ('Offline', 'Server', 'Interactive') and is_throughput as is_throughput_result,
        inferred,
        has_power,
        power_watts,
        weight_data_types,
        framework,
        host_processor,
        model_raw,
        source_name,
        source,
        source_row,
        loaded_at
    from mlperf_results
)
select
    typed.* exclude (is_throughput_result),
    case
        when is_throughput_result and total_accelerators > 0 then value / total_accelerators
    end as per_accelerator_value,
    division = 'closed' and availability = 'available' as is_closed_available,
    hardware_registry.vendor as hardware_vendor,
    hardware_registry.kind as hardware_kind,
    hardware_registry.family as hardware_family,
    hardware_registry.generation as hardware_generation
from typed
left join stg_hardware as hardware_registry on hardware_registry.name = typed.hardware;
