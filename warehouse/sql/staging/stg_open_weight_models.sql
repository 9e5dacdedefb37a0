-- stg_open_weight_models: a seed of model families whose weights are published, so that any host may serve
-- them, with the pattern a model name in price-page form (price_model_key) must match to belong to the family.
-- deepseek-chat and deepseek-reasoner are DeepSeek's API names for its open V3.x and R1 releases.
create or replace view stg_open_weight_models as
with seed(model_family, developer, model_key_pattern) as (
    values
        ('deepseek-v3', 'DeepSeek', '^deepseek-(chat|v3([.-].*)?)$'),
        ('deepseek-r1', 'DeepSeek', '^deepseek-(reasoner|r1([.-].*)?)$'),
        ('gpt-oss-120b', 'OpenAI', '^gpt-oss-120b$'),
        ('gpt-oss-20b', 'OpenAI', '^gpt-oss-20b$'),
        ('llama-3.1-405b', 'Meta', '^(meta-)?llama-?3\.1-405b(-.*)?$'),
        ('llama-3.1-8b', 'Meta', '^(meta-)?llama-?3\.1-8b(-.*)?$'),
        ('llama-3.3-70b', 'Meta', '^(meta-)?llama-?3\.3-70b(-.*)?$'),
        ('llama-4-maverick', 'Meta', '^(meta-)?llama-?4-maverick(-.*)?$'),
        ('llama-4-scout', 'Meta', '^(meta-)?llama-?4-scout(-.*)?$'),
        ('qwen3-235b-a22b', 'Alibaba', '^qwen-?3-235b-a22b(-.*)?$'),
        ('qwen3-coder-480b-a35b', 'Alibaba', '^qwen-?3-coder-480b-a35b(-.*)?$'),
        ('qwen3-32b', 'Alibaba', '^qwen-?3-32b$'),
        ('kimi-k2', 'Moonshot AI', '^kimi-k2(-.*)?$'),
        ('glm-4.5', 'Zhipu AI', '^glm-4\.5(-air)?$'),
        ('gemma-3-27b', 'Google', '^gemma-?3-27b(-it)?$'),
        ('mixtral-8x7b', 'Mistral AI', '^(open-)?mixtral-8x7b(-.*)?$')
)
select * from seed;
