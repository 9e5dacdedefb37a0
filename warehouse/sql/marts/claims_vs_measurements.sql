-- claims_vs_measurements: vendor comparison claims about speed next to what MLPerf measured, with a verdict
-- only where the claim and the measurement are like for like.
--
-- A claim is comparable when all of these hold (verdict_reason says which one failed otherwise):
--   * metric        throughput or performance (what MLPerf measures); price, latency, perf per watt … are not
--   * benchmark     its sentence names exactly one MLPerf model family ("Llama 2 70B" = llama2-70b), through a
--                   benchmark claim of the same sentence or the family's name written in it
--   * scenario      its sentence names exactly one scenario (Offline, Server, Interactive)
--   * hardware      subject and baseline are each one product of the hardware registry (a chip, or a system
--                   measured as its chip per accelerator: "GB200 NVL72" is NVIDIA GB200); an architecture
--                   family ("Blackwell Ultra"), a pronoun ("it", "它") or a vague baseline ("the same chassis",
--                   "the previous generation") is not a product, and subject and baseline must differ
-- Measurements are the best per-accelerator results among closed-division, available, non-inferred results
-- (the pool of mlperf_best) of that family and scenario, in the newest round where both sides have one;
-- measured ratio = best subject value / best baseline value.
--
-- verdict: supported       claimed ratio <= measured ratio x 1.1
--          overstated      claimed ratio >  measured ratio x 1.1
--          no_measurement  comparable, but MLPerf has no round with both sides on that benchmark and scenario
--          not_comparable  one of the conditions above fails (verdict_reason)
--
-- claims_vs_measurements_of(document_ids): the same rows for the claims of the listed documents only (a week's
-- digest judges its own claims, not every claim of the warehouse); null (the default) lists every document:
--     select * from claims_vs_measurements_of(document_ids := ['doc-1', 'doc-2']);
create or replace macro claims_vs_measurements_of(document_ids := null) as table
with comparison_claims as (
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
        confidence,
        sentence,
        spelling_key(subject) as subject_key,
        spelling_key(baseline) as baseline_key,
        spelling_key(sentence) as sentence_key
    from stg_claims
    where kind = 'comparison'
      and ratio is not null
      and metric in ('throughput', 'performance')
      and (document_ids is null or list_contains(document_ids, document_id))
),
benchmark_families as (
    select distinct model_family, spelling_key(model_family) as family_key
    from stg_mlperf_results
),
named_benchmarks as (
    -- a benchmark claim in the same sentence, else the family's name written in the sentence
    select comparison_claims.claim_id, benchmark_families.model_family
    from comparison_claims
    join stg_claims as benchmark_claim
      on benchmark_claim.document_id = comparison_claims.document_id
     and benchmark_claim.sentence = comparison_claims.sentence
     and benchmark_claim.kind = 'benchmark'
     -- implied by the join; stated so the filter reaches the scan of stg_claims
     and (document_ids is null or list_contains(document_ids, benchmark_claim.document_id))
    join benchmark_families on benchmark_families.family_key = spelling_key(benchmark_claim.benchmark)
    union
    select comparison_claims.claim_id, benchmark_families.model_family
    from comparison_claims
    join benchmark_families on contains(comparison_claims.sentence_key, benchmark_families.family_key)
),
claim_benchmark as (
    select claim_id, count(*) as benchmarks_named, min(model_family) as model_family
    from named_benchmarks
    group by claim_id
),
named_scenarios as (
    select distinct comparison_claims.claim_id, scenario_name.scenario
    from comparison_claims,
         (values ('Offline'), ('Server'), ('Interactive')) as scenario_name(scenario)
    where regexp_matches(comparison_claims.sentence, '\b' || scenario_name.scenario || '\b', 'i')
),
claim_scenario as (
    select claim_id, count(*) as scenarios_named, min(scenario) as scenario
    from named_scenarios
    group by claim_id
),
product_spellings as (
    select stg_hardware_spellings.spelling_key, stg_hardware.name, stg_hardware.kind,
           -- MLPerf counts a system's chips: a rack is measured per accelerator as its chip
           case when stg_hardware.kind = 'system' then stg_hardware.parent else stg_hardware.name end as measured_as
    from stg_hardware_spellings
    join stg_hardware using (name)
),
mapped_claims as (
    select
        comparison_claims.*,
        subject_match.name as subject_hardware,
        subject_match.kind as subject_kind,
        subject_match.measured_as as subject_measured_as,
        baseline_match.name as baseline_hardware,
        baseline_match.kind as baseline_kind,
        baseline_match.measured_as as baseline_measured_as,
        claim_benchmark.benchmarks_named,
        claim_benchmark.model_family as claim_model_family,
        claim_scenario.scenarios_named,
        claim_scenario.scenario as claim_scenario
    from comparison_claims
    left join product_spellings as subject_match on subject_match.spelling_key = comparison_claims.subject_key
    left join product_spellings as baseline_match on baseline_match.spelling_key = comparison_claims.baseline_key
    left join claim_benchmark using (claim_id)
    left join claim_scenario using (claim_id)
),
judged_claims as (
    select
        mapped_claims.*,
        case
            when subject is null then 'no subject stated'
            when baseline is null then 'no baseline stated'
            when subject_hardware is null then 'subject ''' || subject || ''' is not a product in the hardware registry'
            when baseline_hardware is null then 'baseline ''' || baseline || ''' is not a product in the hardware registry'
            when subject_kind = 'family' then 'subject ''' || subject || ''' is an architecture family, not one product'
            when baseline_kind = 'family' then 'baseline ''' || baseline || ''' is an architecture family, not one product'
            when subject_measured_as is null or baseline_measured_as is null then 'a system with no chip to measure it by'
            when subject_measured_as = baseline_measured_as then 'subject and baseline are the same hardware'
            when benchmarks_named is null then 'the claim names no MLPerf benchmark'
            when benchmarks_named > 1 then 'the claim names several MLPerf benchmarks'
            when scenarios_named is null then 'the claim names no MLPerf scenario'
            when scenarios_named > 1 then 'the claim names several MLPerf scenarios'
        end as not_comparable_reason
    from mapped_claims
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
shared_measurements as (
    select
        judged_claims.claim_id,
        subject_best.round,
        subject_best.round_key,
        subject_best.unit,
        subject_best.per_accelerator_value as subject_per_accelerator_value,
        subject_best.result_id as subject_result_id,
        baseline_best.per_accelerator_value as baseline_per_accelerator_value,
        baseline_best.result_id as baseline_result_id,
        subject_best.per_accelerator_value / baseline_best.per_accelerator_value as measured_ratio,
        row_number() over (
            partition by judged_claims.claim_id order by subject_best.round_key desc, subject_best.unit
        ) as round_recency
    from judged_claims
    join best_per_hardware as subject_best
      on subject_best.hardware = judged_claims.subject_measured_as
     and subject_best.model_family = judged_claims.claim_model_family
     and subject_best.scenario = judged_claims.claim_scenario
    join best_per_hardware as baseline_best
      on baseline_best.hardware = judged_claims.baseline_measured_as
     and baseline_best.round = subject_best.round
     and baseline_best.model_family = subject_best.model_family
     and baseline_best.scenario = subject_best.scenario
     and baseline_best.unit = subject_best.unit
    where judged_claims.not_comparable_reason is null
)
select
    judged_claims.claim_id,
    judged_claims.document_id,
    judged_claims.published,
    judged_claims.organization,
    judged_claims.subject,
    judged_claims.baseline,
    judged_claims.subject_hardware,
    judged_claims.baseline_hardware,
    judged_claims.metric,
    judged_claims.claim_model_family,
    judged_claims.claim_scenario,
    judged_claims.hedge,
    judged_claims.claimed_ratio,
    newest.measured_ratio,
    case
        when judged_claims.not_comparable_reason is not null then 'not_comparable'
        when newest.measured_ratio is null then 'no_measurement'
        -- the 10% margin absorbs a vendor's rounding ("3x" said of a measured 2.8x)
        when judged_claims.claimed_ratio <= newest.measured_ratio * 1.1 then 'supported'
        else 'overstated'
    end as verdict,
    case
        when judged_claims.not_comparable_reason is not null then judged_claims.not_comparable_reason
        when newest.measured_ratio is null then 'no MLPerf round has both on ' || judged_claims.claim_model_family
                                                || ' ' || judged_claims.claim_scenario
    end as verdict_reason,
    newest.round as measured_round,
    judged_claims.claim_model_family as measured_model_family,
    judged_claims.claim_scenario as measured_scenario,
    newest.unit as measured_unit,
    judged_claims.subject_measured_as as measured_subject_hardware,
    newest.subject_per_accelerator_value,
    newest.subject_result_id,
    judged_claims.baseline_measured_as as measured_baseline_hardware,
    newest.baseline_per_accelerator_value,
    newest.baseline_result_id,
    judged_claims.confidence,
    judged_claims.sentence
from judged_claims
left join shared_measurements as newest
    on newest.claim_id = judged_claims.claim_id
    and newest.round_recency = 1;

-- claims_vs_measurements: every claim judged (claims_vs_measurements_of() without a list).
create or replace view claims_vs_measurements as
with judged as (
    select * from claims_vs_measurements_of()
)
select * from judged;
