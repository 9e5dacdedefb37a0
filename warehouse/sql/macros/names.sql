-- price_model_key(name): a model name in the form price pages use for API ids, so that an article's
-- "Claude Sonnet 4.5" or "GPT-5 mini" meets the page's "claude-sonnet-4.5" / "gpt-5-mini":
-- lower case, a vendor path ("openai/gpt-oss-120b") dropped, runs of spaces and underscores to one hyphen.
create or replace macro price_model_key(name) as
    nullif(regexp_replace(regexp_replace(lower(trim(name)), '^[a-z0-9_.-]+/', ''), '[\s_]+', '-', 'g'), '');

-- price_model_family(name): price_model_key without a release-date or channel suffix, so that
-- "gpt-4o-2024-08-06", "gpt-4o-latest" and "gpt-4o" are one family.
create or replace macro price_model_family(name) as
    regexp_replace(price_model_key(name), '(-(latest|preview|\d{4}-\d{2}-\d{2}|\d{8}))+$', '');

-- spelling_key(text): a name reduced to lower-case letters and digits, for matching spellings of one product
-- ("NVIDIA B200", "nvidia-b200" and "NvidiaB200" are one key).
create or replace macro spelling_key(text) as
    nullif(regexp_replace(lower(text), '[^\p{L}\p{N}]', '', 'g'), '');

-- same_provider(a, b): two provider names are one provider when one starts with the other, ignoring case
-- ("Alibaba" / "Alibaba Cloud").
create or replace macro same_provider(a, b) as
    starts_with(lower(a), lower(b)) or starts_with(lower(b), lower(a));
