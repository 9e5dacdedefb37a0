-- stg_hardware: the hardware registry, one row per canonical name.
create or replace view stg_hardware as
with registry as (
    select name, vendor, kind, family, generation, parent, memory_gb, aliases, mlperf_names
    from hardware
)
select * from registry;

-- stg_hardware_spellings: every spelling of a registry entry (name, alias, vendor + alias) as a spelling_key,
-- for matching names written in claims.
create or replace view stg_hardware_spellings as
with spellings as (
    select name, name as spelling from hardware
    union
    select name, alias as spelling from hardware, unnest(aliases) as alias_list(alias)
    union
    select name, vendor || ' ' || alias as spelling from hardware, unnest(aliases) as alias_list(alias)
)
select distinct name, spelling_key(spelling) as spelling_key
from spellings
where spelling_key(spelling) is not null;
