-- stated_time(text): an effective date or time as written on a claim ("2025-09-06",
-- "2025-09-05T16:00:00+00:00") as a naive UTC timestamp; a bare date is its midnight; null if unreadable.
create or replace macro stated_time(text) as
    case
        when text is null then null
        when regexp_full_match(trim(text), '\d{4}-\d{2}-\d{2}') then try_cast(trim(text) as date)::timestamp
        else timezone('UTC', try_cast(trim(text) as timestamptz))
    end;
