"""Write ``claims.jsonl``: labelled training sentences for the claim classifier.

    python data/train/generate_claims.py          # rewrites data/train/claims.jsonl (seeded, deterministic)

Every sentence here is written for this project from templates below (none is taken from the
development set). A template marks the number the label is about with ``[[...]]``; each line of
the output is one sentence with that evidence, the claim kind a number-spotting rule would give
it, ``label`` 1 (a real claim of that kind) or 0 (a trap), the trap category, the subject and
baseline where the sentence names several candidates, and ``split``: whole templates are held
out (``heldout``) so a test of the classifier sees sentence shapes it was not trained on.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

OUTPUT = Path(__file__).resolve().parent / "claims.jsonl"
SEED = 20250929
PER_TEMPLATE = 9

MODELS = [("DeepSeek-V3.2-Exp", "DeepSeek"), ("GPT-5", "OpenAI"), ("GPT-5 mini", "OpenAI"),
          ("Claude Sonnet 4.5", "Anthropic"), ("Claude Opus 4.1", "Anthropic"), ("Gemini 2.5 Pro", "Google"),
          ("Gemini 2.5 Flash", "Google"), ("Grok 4", "xAI"), ("Kimi K2", "Moonshot AI"), ("GLM-4.5", "Zhipu AI"),
          ("Mistral Medium 3", "Mistral AI"), ("Qwen3-Max", "Alibaba"), ("MiniMax-M1", "MiniMax"),
          ("o3", "OpenAI"), ("GPT-4.1", "OpenAI"), ("Llama 3.3 70B", "Meta")]
MODELS_ZH = [("DeepSeek-V3.2-Exp", "DeepSeek"), ("豆包大模型", "字节跳动"), ("通义千问", "阿里云"), ("文心4.5", "百度"),
             ("Kimi K2", "月之暗面"), ("GLM-4.5", "智谱"), ("混元", "腾讯"), ("Qwen-Plus", "阿里云"),
             ("GPT-5", "OpenAI"), ("Claude Sonnet 4.5", "Anthropic")]
HARDWARE = ["H100", "H200", "B200", "GB200 NVL72", "GB300 NVL72", "MI300X", "MI355X", "TPU v7", "Trillium",
            "Gaudi 3", "Trainium2", "L40S", "A100", "Blackwell Ultra", "Rubin CPX"]
CLOUDS = ["CoreWeave", "Lambda", "Nebius", "Crusoe", "RunPod", "Together AI", "AWS", "Google Cloud", "Azure",
          "Oracle", "Vast.ai", "Hyperbolic"]
CLOUDS_ZH = ["阿里云", "火山引擎", "腾讯云", "百度智能云", "华为云"]
COMPANIES = ["OpenAI", "Anthropic", "xAI", "Mistral AI", "Cerebras", "Groq", "CoreWeave", "Moonshot AI",
             "Zhipu AI", "Nebius", "Lambda", "Together AI", "SambaNova", "Crusoe"]
COMPANIES_ZH = ["月之暗面", "智谱", "MiniMax", "阶跃星辰", "百川智能", "摩尔线程", "寒武纪"]
INVESTORS = ["SoftBank", "Microsoft", "Nvidia", "a16z", "Thrive Capital", "Fidelity", "Lightspeed", "Tencent"]
BENCHMARKS = ["Llama 2 70B", "Llama 3.1 405B", "Llama 3.1 8B", "DeepSeek-R1", "Mixtral 8x7B", "gpt-oss-120b"]
MONTHS = ["January", "March", "May", "June", "August", "September", "October"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]


def money(rng: random.Random, low: float, high: float, places: int = 2) -> str:
    return f"{rng.uniform(low, high):.{places}f}"


def big(rng: random.Random, low: int, high: int) -> str:
    return f"{rng.randint(low, high):,}"


def pick_two(rng: random.Random, items: list) -> tuple:
    first, second = rng.sample(items, 2)
    return first, second


# Each template: (template id, kind, label, trap category or None, language, builder).
# A builder returns (sentence with [[evidence]], subject or None, baseline or None).

def _templates():
    T = []

    def add(kind, label, trap, language):
        def wrap(builder):
            T.append((builder.__name__, kind, label, trap, language, builder))
            return builder
        return wrap

    # ----------------------------------------------------------------- price, real (English)
    @add("price", 1, None, "en")
    def price_now_costs(r):
        m, _ = r.choice(MODELS)
        side = r.choice(["input", "output", "prompt", "completion"])
        return f"{m} now costs [[${money(r, 0.05, 15)}]] per million {side} tokens.", m, None

    @add("price", 1, None, "en")
    def price_lists_at(r):
        m, org = r.choice(MODELS)
        return (f"{org} lists {m} at [[${money(r, 0.1, 20)}]] per million output tokens, according to its "
                f"pricing page."), m, None

    @add("price", 1, None, "en")
    def price_cached(r):
        m, _ = r.choice(MODELS)
        verb = r.choice(["is billed at", "costs", "runs at", "is charged"])
        return f"Cached input on {m} {verb} [[${money(r, 0.01, 1.5, 3)}]] per 1M tokens.", m, None

    @add("price", 1, None, "en")
    def price_cents(r):
        m, _ = r.choice(MODELS)
        return f"Input tokens for {m} are priced at [[{r.randint(2, 90)} cents]] per million.", m, None

    @add("price", 1, None, "en")
    def price_down_from(r):
        m, _ = r.choice(MODELS)
        new, old = money(r, 0.1, 2), money(r, 2.1, 6)
        return (f"After the cut, {m} charges [[${new}]] per million output tokens, down from ${old}."), m, None

    @add("price", 1, None, "en")
    def price_batch(r):
        m, _ = r.choice(MODELS)
        return f"Batch jobs on {m} cost [[${money(r, 0.05, 5)}]] per million input tokens and finish within a day.", m, None

    @add("price", 1, None, "en")
    def price_gpu_hour(r):
        cloud, hw = r.choice(CLOUDS), r.choice(["H100", "H200", "B200", "MI300X", "L40S", "A100"])
        how = r.choice(["on demand", "with a one-year commitment", "on its spot market", "for reserved capacity"])
        return f"{cloud} rents {hw} GPUs at [[${money(r, 0.8, 6.5)}]] per GPU-hour {how}.", hw, None

    @add("price", 1, None, "en")
    def price_gpu_hour_an_hour(r):
        cloud, hw = r.choice(CLOUDS), r.choice(["H100", "H200", "B200", "MI355X"])
        return f"On {cloud}, a single {hw} goes for [[${money(r, 1.2, 7)}]] an hour per GPU.", hw, None

    @add("price", 1, None, "en")
    def price_two_models(r):
        (m1, _), (m2, _) = pick_two(r, MODELS)
        return (f"{m1} charges ${money(r, 1, 10)} per million output tokens, while {m2} asks "
                f"[[${money(r, 0.1, 0.9)}]] per million output tokens."), m2, None

    @add("price", 1, None, "en")
    def price_effective_from(r):
        m, org = r.choice(MODELS)
        return (f"From {r.choice(MONTHS)} {r.randint(1, 28)}, {org} will bill {m} input at "
                f"[[${money(r, 0.05, 4)}]] per million tokens."), m, None

    @add("price", 1, None, "en")
    def price_off_peak(r):
        m, _ = r.choice(MODELS)
        return (f"During off-peak hours {m} output drops to [[${money(r, 0.1, 1)}]] per million tokens."), m, None

    @add("price", 1, None, "en")
    def price_per_thousand(r):
        m, _ = r.choice(MODELS)
        return f"The API price for {m} is [[${money(r, 0.0002, 0.01, 4)}]] per 1,000 input tokens.", m, None

    @add("price", 1, None, "en")
    def price_provider_hosts(r):
        cloud = r.choice(["Together AI", "Fireworks AI", "DeepInfra", "Groq", "Cerebras", "Hyperbolic"])
        m = r.choice(["Llama 3.3 70B", "gpt-oss-120b", "Qwen3-235B", "DeepSeek-R1", "Kimi K2"])
        return f"{cloud} serves {m} for [[${money(r, 0.1, 3)}]] per million tokens, input and output alike.", m, None

    # ----------------------------------------------------------------- price, real (Chinese)
    @add("price", 1, None, "zh")
    def price_zh_input(r):
        m, _ = r.choice(MODELS_ZH)
        return f"{m}的输入价格为每百万tokens [[{money(r, 0.2, 8, 1)}元]]。", m, None

    @add("price", 1, None, "zh")
    def price_zh_output_cut(r):
        m, _ = r.choice(MODELS_ZH)
        return f"调整后，{m}输出价格降至[[{money(r, 1, 16, 1)}元]]/百万tokens，即日起生效。", m, None

    @add("price", 1, None, "zh")
    def price_zh_cache(r):
        m, _ = r.choice(MODELS_ZH)
        return f"{m}在缓存命中时，输入价格仅为每百万tokens [[{money(r, 0.1, 1, 2)}元]]。", m, None

    @add("price", 1, None, "zh")
    def price_zh_thousand(r):
        m, _ = r.choice(MODELS_ZH)
        return f"{m}的API输入价格低至[[{money(r, 0.0003, 0.005, 4)}元]]/千tokens。", m, None

    @add("price", 1, None, "zh")
    def price_zh_usd(r):
        m, _ = r.choice(MODELS_ZH)
        return f"{m}的海外定价为每百万输出tokens [[{money(r, 0.3, 15)}美元]]。", m, None

    @add("price", 1, None, "zh")
    def price_zh_gpu_hour(r):
        cloud, hw = r.choice(CLOUDS_ZH), r.choice(["H100", "H200", "A100", "H20"])
        return f"{cloud}上{hw}的按需价格为每卡每小时[[{money(r, 5, 40, 1)}元]]。", hw, None

    # ----------------------------------------------------------------- price traps
    @add("price", 0, "funding", "en")
    def trap_funding(r):
        co, inv = r.choice(COMPANIES), r.choice(INVESTORS)
        return f"{co} raised [[${r.randint(1, 40)} billion]] in a funding round led by {inv}.", None, None

    @add("price", 0, "funding", "en")
    def trap_funding_million(r):
        co = r.choice(COMPANIES)
        return f"The startup {co} closed a [[${r.randint(50, 900)} million]] Series C this week.", None, None

    @add("price", 0, "investment", "en")
    def trap_investment(r):
        co, other = pick_two(r, COMPANIES + ["Nvidia", "Microsoft", "Oracle"])
        return f"{co} agreed to invest up to [[${r.randint(2, 100)} billion]] in {other} over several years.", None, None

    @add("price", 0, "valuation", "en")
    def trap_valuation(r):
        co = r.choice(COMPANIES)
        return f"The deal values {co} at roughly [[${r.randint(5, 500)} billion]], twice its last valuation.", None, None

    @add("price", 0, "revenue", "en")
    def trap_revenue(r):
        co = r.choice(COMPANIES + ["Nvidia", "AMD"])
        return f"{co} reported quarterly revenue of [[${money(r, 1, 50, 1)} billion]], up {r.randint(10, 90)}% from a year earlier.", None, None

    @add("price", 0, "stock", "en")
    def trap_stock(r):
        co = r.choice(["Nvidia", "AMD", "Oracle", "CoreWeave", "Broadcom"])
        return f"{co} shares closed at [[${money(r, 40, 400)}]] on {r.choice(WEEKDAYS)} after the announcement.", None, None

    @add("price", 0, "subscription", "en")
    def trap_subscription(r):
        plan = r.choice(["ChatGPT Plus", "Claude Pro", "Gemini Advanced", "SuperGrok", "Copilot Pro", "ChatGPT Pro"])
        return f"{plan} costs [[${r.choice([8, 10, 20, 30, 200, 250])}]] per month for individual users.", None, None

    @add("price", 0, "subscription", "en")
    def trap_subscription_seat(r):
        return (f"Team plans start at [[${r.choice([25, 30, 40, 60])}]] per seat per month, billed annually."), None, None

    @add("price", 0, "whole_instance", "en")
    def trap_whole_instance(r):
        cloud, hw = r.choice(CLOUDS), r.choice(["H100", "H200", "B200", "A100"])
        return f"An eight-GPU {hw} instance on {cloud} lists at [[${money(r, 20, 90)}]] per hour.", None, None

    @add("price", 0, "whole_instance", "en")
    def trap_whole_node(r):
        hw = r.choice(["H100", "H200", "B200", "MI300X"])
        return f"A full {hw} node with 8 GPUs costs [[${money(r, 15, 70)}]] an hour on demand.", None, None

    @add("price", 0, "storage_fee", "en")
    def trap_storage(r):
        m, _ = r.choice(MODELS)
        return (f"Keeping a context cache alive for {m} adds a storage fee of [[${money(r, 0.5, 5)}]] per million "
                f"tokens per hour."), None, None

    @add("price", 0, "per_call_fee", "en")
    def trap_per_call(r):
        tool = r.choice(["Web search", "Code interpreter sessions", "File search calls", "Grounding requests"])
        return f"{tool} are billed separately at [[${r.choice([2.5, 5, 10, 25, 35])}]] per 1,000 calls.", None, None

    @add("price", 0, "derived_cost", "en")
    def trap_derived_answer(r):
        return (f"At that rate a {big(r, 500, 5000)}-token answer costs about [[{money(r, 0.1, 3, 1)} cents]], "
                f"less than a text message."), None, None

    @add("price", 0, "derived_cost", "en")
    def trap_derived_run(r):
        return (f"A full agent run of {r.randint(50, 400)} turns comes to roughly [[${money(r, 0.5, 40)}]] "
                f"on the new tariff."), None, None

    @add("price", 0, "derived_cost", "en")
    def trap_derived_workload(r):
        what = r.choice(["Summarising the whole archive", "Translating the full catalogue",
                         "Embedding every support ticket", "Running the evaluation suite once"])
        return f"{what} would cost about [[${r.randint(12, 4000):,}]] at list prices.", None, None

    @add("price", 0, "derived_cost", "en")
    def trap_derived_per_turn(r):
        return (f"Per conversation the customer pays around [[${money(r, 0.001, 0.05, 4)}]], "
                f"so a million chats cost a few thousand dollars."), None, None

    @add("price", 0, "consumer_price", "en")
    def trap_consumer(r):
        item = r.choice(["The new phone", "The laptop", "The smart speaker", "The headset", "The tablet"])
        return f"{item} starts at [[${r.choice([299, 499, 799, 999, 1299, 3499])}]] in the US.", None, None

    @add("price", 0, "hardware_purchase", "en")
    def trap_card_purchase(r):
        hw = r.choice(["H100", "B200", "MI300X", "RTX 5090", "L40S"])
        return f"Each {hw} card sells for roughly [[${r.randint(2, 45) * 1000:,}]] through distributors.", None, None

    @add("price", 0, "capex", "en")
    def trap_capex(r):
        co = r.choice(["Microsoft", "Meta", "Alphabet", "Amazon", "Oracle"])
        return f"{co} expects capital expenditure of about [[${r.randint(20, 120)} billion]] this fiscal year.", None, None

    @add("price", 0, "electricity", "en")
    def trap_power(r):
        return (f"Electricity at the {r.choice(['Texas', 'Norway', 'Ohio', 'Iceland'])} site costs "
                f"[[${money(r, 0.03, 0.15, 3)}]] per kilowatt-hour."), None, None

    @add("price", 0, "fine", "en")
    def trap_fine(r):
        co = r.choice(COMPANIES + ["Meta", "Google"])
        return f"Regulators fined {co} [[€{r.randint(5, 900)} million]] over data handling.", None, None

    # Chinese traps
    @add("price", 0, "funding", "zh")
    def trap_zh_funding(r):
        co = r.choice(COMPANIES_ZH)
        return f"{co}宣布完成新一轮融资，金额约[[{r.randint(5, 60)}亿元]]。", None, None

    @add("price", 0, "valuation", "zh")
    def trap_zh_valuation(r):
        co = r.choice(COMPANIES_ZH)
        return f"本轮融资后，{co}的估值超过[[{r.randint(20, 300)}亿美元]]。", None, None

    @add("price", 0, "revenue", "zh")
    def trap_zh_revenue(r):
        co = r.choice(["英伟达", "寒武纪", "阿里云", "腾讯"])
        return f"{co}本季度营收达到[[{r.randint(10, 500)}亿元]]，同比增长{r.randint(10, 90)}%。", None, None

    @add("price", 0, "subscription", "zh")
    def trap_zh_subscription(r):
        return f"会员订阅每月[[{r.choice([19, 39, 68, 99, 199])}元]]，可无限次使用高级模型。", None, None

    @add("price", 0, "whole_instance", "zh")
    def trap_zh_instance(r):
        cloud = r.choice(CLOUDS_ZH)
        return f"{cloud}的8卡H800整机按需价格为每小时[[{r.randint(150, 400)}元]]。", None, None

    @add("price", 0, "stock", "zh")
    def trap_zh_stock(r):
        co = r.choice(["寒武纪", "中际旭创", "浪潮信息"])
        return f"{co}股价收于每股[[{money(r, 30, 1500)}元]]，创历史新高。", None, None

    # ----------------------------------------------------------------- comparison, real
    @add("comparison", 1, None, "en")
    def cmp_throughput(r):
        h1, h2 = pick_two(r, HARDWARE)
        hedge = r.choice(["up to ", "about ", "", "more than "])
        return (f"{h1} delivers [[{hedge}{r.randint(2, 30)}x higher throughput]] than {h2} on "
                f"{r.choice(BENCHMARKS)}."), h1, h2

    @add("comparison", 1, None, "en")
    def cmp_cheaper(r):
        (m1, _), (m2, _) = pick_two(r, MODELS)
        return f"{m1} is [[{r.randint(20, 90)}% cheaper]] than {m2} for the same workload.", m1, m2

    @add("comparison", 1, None, "en")
    def cmp_price_cut(r):
        m, org = r.choice(MODELS)
        return f"{org} cut the price of {m} [[by {r.randint(20, 90)}%]] on {r.choice(WEEKDAYS)}.", m, None

    @add("comparison", 1, None, "en")
    def cmp_perf_per_watt(r):
        h1, h2 = pick_two(r, HARDWARE)
        return f"The company says {h1} offers [[{r.randint(2, 6)}x better performance per watt]] than {h2}.", h1, h2

    @add("comparison", 1, None, "en")
    def cmp_tokens_per_dollar(r):
        h1, h2 = pick_two(r, HARDWARE)
        return f"{h1} provides [[{r.randint(10, 60)}% more tokens per dollar]] compared with {h2}.", h1, h2

    @add("comparison", 1, None, "en")
    def cmp_latency(r):
        h1, h2 = pick_two(r, HARDWARE)
        return f"On {h1}, time to first token is [[{r.randint(2, 9)}x lower latency]] than on {h2}.", h1, h2

    @add("comparison", 1, None, "en")
    def cmp_faster(r):
        h1, h2 = pick_two(r, HARDWARE)
        return f"In the Server scenario {h1} ran [[{money(r, 1.2, 4, 1)}x faster]] than {h2}.", h1, h2

    @add("comparison", 1, None, "en")
    def cmp_discount(r):
        m, _ = r.choice(MODELS)
        return f"Requests sent through the batch API for {m} get [[a {r.choice([25, 50, 75])}% discount]].", m, None

    @add("comparison", 1, None, "en")
    def cmp_half_price(r):
        m, _ = r.choice(MODELS)
        return f"Off-peak calls to {m} are billed at [[{r.choice([50, 25, 30])}% of]] the standard price.", m, None

    @add("comparison", 1, None, "en")
    def cmp_cost_reduction(r):
        h1, h2 = pick_two(r, HARDWARE)
        return f"Moving from {h2} to {h1} cut inference cost [[by {r.randint(30, 80)}%]] for the team.", h1, h2

    @add("comparison", 1, None, "zh")
    def cmp_zh_price_drop(r):
        m, _ = r.choice(MODELS_ZH)
        return f"{m}的API价格下调[[{r.randint(20, 95)}%]]，即日起生效。", m, None

    @add("comparison", 1, None, "zh")
    def cmp_zh_perf(r):
        h1, h2 = pick_two(r, HARDWARE)
        return f"与{h2}相比，{h1}的推理性能提升[[{r.randint(2, 30)}倍]]。", h1, h2

    @add("comparison", 1, None, "zh")
    def cmp_zh_perf_per_watt(r):
        h1, h2 = pick_two(r, HARDWARE)
        return f"{h1}的每瓦性能是{h2}的[[{r.randint(2, 5)}倍]]。", h1, h2

    @add("comparison", 1, None, "zh")
    def cmp_zh_throughput(r):
        h1, h2 = pick_two(r, HARDWARE)
        return f"在{r.choice(BENCHMARKS)}上，{h1}的吞吐量比{h2}高[[{r.randint(20, 90)}%]]。", h1, h2

    # ----------------------------------------------------------------- comparison traps
    @add("comparison", 0, "context_length", "en")
    def trap_cmp_context(r):
        m, _ = r.choice(MODELS)
        return f"{m} [[doubles]] the context window to {r.choice(['256K', '512K', '1M', '2M'])} tokens.", None, None

    @add("comparison", 0, "context_length", "en")
    def trap_cmp_context_x(r):
        m, _ = r.choice(MODELS)
        return f"The context length of {m} grows [[{r.choice([2, 4, 8])}x]] to one million tokens.", None, None

    @add("comparison", 0, "memory", "en")
    def trap_cmp_memory(r):
        h1, h2 = pick_two(r, HARDWARE)
        return f"{h1} carries [[{r.randint(20, 80)}% more HBM]] than {h2}.", None, None

    @add("comparison", 0, "memory", "en")
    def trap_cmp_bandwidth(r):
        h1, h2 = pick_two(r, HARDWARE)
        return f"Memory bandwidth on {h1} is [[{money(r, 1.2, 2.5, 1)}x]] that of {h2}.", None, None

    @add("comparison", 0, "market_share", "en")
    def trap_cmp_share(r):
        co = r.choice(["Nvidia", "AMD", "Google", "Huawei"])
        return f"{co}'s share of the accelerator market rose [[{r.randint(2, 15)} percentage points]] to {r.randint(10, 90)}%.", None, None

    @add("comparison", 0, "stock", "en")
    def trap_cmp_stock(r):
        co = r.choice(["Nvidia", "AMD", "Oracle", "CoreWeave", "Broadcom"])
        return f"{co} shares jumped [[{r.randint(3, 40)}%]] on {r.choice(WEEKDAYS)} after the results.", None, None

    @add("comparison", 0, "revenue", "en")
    def trap_cmp_revenue(r):
        co = r.choice(["Nvidia", "AMD", "CoreWeave", "Oracle"])
        return f"{co}'s data-centre revenue grew [[{r.randint(20, 150)}%]] year on year.", None, None

    @add("comparison", 0, "usage", "en")
    def trap_cmp_users(r):
        m, _ = r.choice(MODELS)
        return f"Weekly active users of {m} grew [[{r.randint(2, 10)}x]] since {r.choice(MONTHS)}.", None, None

    @add("comparison", 0, "usage", "en")
    def trap_cmp_calls(r):
        co = r.choice(COMPANIES)
        return f"Daily API call volume at {co} rose [[{r.randint(2, 30)}-fold]] in six months.", None, None

    @add("comparison", 0, "parameter_count", "en")
    def trap_cmp_params(r):
        m, _ = r.choice(MODELS)
        return f"{m} has [[{r.randint(2, 5)}x]] as many parameters as its predecessor.", None, None

    @add("comparison", 0, "gpu_count", "en")
    def trap_cmp_gpus(r):
        co = r.choice(COMPANIES)
        return f"{co}'s new cluster uses [[{r.randint(2, 10)}x]] as many GPUs as last year's.", None, None

    @add("comparison", 0, "scaling_efficiency", "en")
    def trap_cmp_scaling(r):
        return f"Scaling efficiency reaches [[{r.randint(80, 98)}%]] at {r.choice([512, 1024, 4096])} GPUs.", None, None

    @add("comparison", 0, "accuracy", "en")
    def trap_cmp_accuracy(r):
        m, _ = r.choice(MODELS)
        return f"{m} improves accuracy [[by {r.randint(2, 15)}%]] on the coding benchmark.", None, None

    @add("comparison", 0, "headcount", "en")
    def trap_cmp_headcount(r):
        co = r.choice(COMPANIES)
        return f"{co} has grown its headcount [[{r.randint(2, 5)}x]] over the past year.", None, None

    @add("comparison", 0, "context_length", "zh")
    def trap_zh_cmp_context(r):
        m, _ = r.choice(MODELS_ZH)
        return f"{m}的上下文长度提升至原来的[[{r.choice([2, 4, 8])}倍]]。", None, None

    @add("comparison", 0, "memory", "zh")
    def trap_zh_cmp_memory(r):
        h1, h2 = pick_two(r, HARDWARE)
        return f"{h1}的显存容量比{h2}增加[[{r.randint(20, 80)}%]]。", None, None

    @add("comparison", 0, "revenue", "zh")
    def trap_zh_cmp_revenue(r):
        co = r.choice(["英伟达", "寒武纪", "阿里云"])
        return f"{co}营收同比增长[[{r.randint(20, 150)}%]]。", None, None

    @add("comparison", 0, "stock", "zh")
    def trap_zh_cmp_stock(r):
        co = r.choice(["寒武纪", "英伟达", "中际旭创"])
        return f"消息公布后，{co}股价上涨[[{r.randint(3, 20)}%]]。", None, None

    @add("comparison", 0, "usage", "zh")
    def trap_zh_cmp_users(r):
        m, _ = r.choice(MODELS_ZH)
        return f"{m}的日均调用量增长[[{r.randint(2, 30)}倍]]。", None, None

    # ----------------------------------------------------------------- benchmark, real
    @add("benchmark", 1, None, "en")
    def bench_offline(r):
        system = r.choice(["GB200 NVL72", "GB300 NVL72", "an eight-GPU B200 server", "an eight-GPU H200 system",
                           "an eight-GPU MI355X platform"])
        return (f"In MLPerf Inference v5.1, {system} reached [[{big(r, 20000, 900000)} tokens/s]] on "
                f"{r.choice(BENCHMARKS)} in the Offline scenario."), system, None

    @add("benchmark", 1, None, "en")
    def bench_server(r):
        hw = r.choice(HARDWARE)
        return f"{hw} produced [[{big(r, 5000, 300000)} tokens per second]] on {r.choice(BENCHMARKS)} in the Server test.", hw, None

    @add("benchmark", 1, None, "en")
    def bench_samples(r):
        hw = r.choice(["B200", "H200", "MI325X", "TPU v6e", "L40S"])
        return f"Eight {hw} accelerators delivered [[{money(r, 5, 40, 2)} samples/s]] on Stable Diffusion XL.", hw, None

    @add("benchmark", 1, None, "en")
    def bench_queries(r):
        hw = r.choice(["B200", "H200", "Xeon 6", "MI300X"])
        return f"The {hw} submission posted [[{big(r, 50000, 700000)} queries/s]] on DLRM v2 in Server mode.", hw, None

    @add("benchmark", 1, None, "en")
    def bench_per_user(r):
        co = r.choice(["Cerebras", "Groq", "SambaNova", "Together AI"])
        return f"{co} says its endpoint serves gpt-oss-120b at about [[{big(r, 500, 3000)} tokens/s]] per user.", co, None

    @add("benchmark", 1, None, "en")
    def bench_per_gpu(r):
        hw = r.choice(["B200", "H200", "MI355X", "GB300"])
        return f"Per GPU, {hw} managed [[{big(r, 1000, 15000)} tokens/s]] on {r.choice(BENCHMARKS)}.", hw, None

    @add("benchmark", 1, None, "zh")
    def bench_zh(r):
        hw = r.choice(HARDWARE)
        return f"{hw}在{r.choice(BENCHMARKS)}离线场景下达到[[{big(r, 10000, 800000)} tokens/s]]。", hw, None

    @add("benchmark", 1, None, "zh")
    def bench_zh_speed(r):
        co = r.choice(["Cerebras", "Groq", "SambaNova"])
        return f"{co}称其推理服务运行gpt-oss-120b时输出速度约为[[{big(r, 500, 3000)} tokens/s]]。", co, None

    # ----------------------------------------------------------------- benchmark traps
    @add("benchmark", 0, "requirement", "en")
    def trap_bench_requirement(r):
        return (f"The interactive scenario requires at least [[{r.choice([25, 50, 12.5])} tokens/s]] per user "
                f"for a valid result."), None, None

    @add("benchmark", 0, "requirement", "en")
    def trap_bench_target(r):
        return (f"Submissions must sustain a minimum of [[{r.choice([20, 40, 80])} tokens per second]] "
                f"to meet the latency constraint."), None, None

    @add("benchmark", 0, "rate_limit", "en")
    def trap_bench_rate_limit(r):
        tier = r.choice(["Free-tier", "Tier 1", "Trial"])
        return f"{tier} accounts are capped at [[{big(r, 10, 200)} tokens/s]] under the new rate limits.", None, None

    @add("benchmark", 0, "derived_efficiency", "en")
    def trap_bench_per_kw(r):
        return (f"That works out to roughly [[{big(r, 500, 5000)} tokens per second]] per kilowatt of rack power."), None, None

    @add("benchmark", 0, "range", "en")
    def trap_bench_range(r):
        low = r.randint(20, 80)
        return f"The cheaper tier offers output speeds between [[{low} and {low + 40} tokens per second]].", None, None

    @add("benchmark", 0, "human_reading", "en")
    def trap_bench_reading(r):
        return f"A person reads at roughly [[{r.randint(4, 8)} tokens/s]], so faster output is wasted on chat.", None, None

    @add("benchmark", 0, "goal", "en")
    def trap_bench_goal(r):
        co = r.choice(COMPANIES)
        return f"{co} hopes its next chip will one day reach [[{big(r, 2000, 20000)} tokens/s]] per user.", None, None

    @add("benchmark", 0, "requirement", "zh")
    def trap_zh_bench_requirement(r):
        return f"按照规则，交互场景要求每个用户至少达到[[{r.choice([25, 50])} tokens/s]]。", None, None

    @add("benchmark", 0, "rate_limit", "zh")
    def trap_zh_bench_limit(r):
        return f"免费用户的调用速度限制为[[{r.choice([20, 50, 100])} tokens/s]]。", None, None

    # ----------------------------------------------------------------- traps seen on real pages (classes, own words)
    @add("comparison", 0, "rate_limit", "en")
    def trap_rate_limit_multiple(r):
        m, org = r.choice(MODELS)
        return (f"{org} also lifted the tokens-per-minute ceiling for {m} to [[{r.choice([3, 4, 5, 8])}x]] "
                f"that of comparable models."), m, None

    @add("comparison", 0, "rate_limit", "zh")
    def trap_zh_rate_limit_multiple(r):
        m, _ = r.choice(MODELS_ZH)
        return f"{m}的TPM限额同时提高到同档模型的[[{r.choice([2, 3, 5, 6])}倍]]。", m, None

    @add("comparison", 0, "roi", "en")
    def trap_roi_multiple(r):
        co = r.choice(COMPANIES)
        return (f"{co} says customers see a [[{r.choice([3, 4, 6, 10])}x]] return on their inference spend "
                f"within the first year."), co, None

    @add("comparison", 0, "requirement", "en")
    def trap_requirement_multiple(r):
        return (f"The new interactive test demands [[{r.choice([3, 4, 5])}x]] faster minimum token rates than "
                f"the ordinary server test."), None, None

    @add("comparison", 0, "savings_range", "en")
    def trap_savings_range(r):
        low = r.choice([20, 30, 40, 50])
        return (f"Committed-use contracts typically come in {low}-[[{low + 30}%]] below on-demand rates, "
                f"depending on the term."), None, None

    @add("comparison", 0, "developer_productivity", "en")
    def trap_productivity_multiple(r):
        co = r.choice(COMPANIES)
        return f"Engineers at {co} claim the assistant made them [[{r.choice([2, 3, 5])}x]] more productive.", co, None

    @add("price", 0, "hypothetical", "en")
    def trap_price_worked_example(r):
        rate = money(r, 1.5, 4.5)
        return (f"Running ten 20-minute experiments on a [[${rate}/hr]] GPU adds up to roughly "
                f"${float(rate) * 10 / 3:.2f}."), None, None

    @add("price", 0, "range", "en")
    def trap_price_range_hourly(r):
        hw = r.choice(["H100", "H200", "B200", "A100"])
        low = money(r, 1.5, 3)
        return (f"On-demand {hw} capacity runs from ${low} to [[${float(low) + 2:.2f}/GPU/hour]] depending "
                f"on the provider."), hw, None

    @add("price", 0, "reseller_markup", "en")
    def trap_price_markup(r):
        return (f"Resellers typically add [[${money(r, 0.1, 0.9)}]] per million tokens on top of the list price as "
                f"their margin."), None, None

    @add("benchmark", 0, "explanation", "en")
    def trap_bench_explanation(r):
        speed = r.choice([400, 600, 800, 1200])
        return (f"Since a token is about three quarters of a word, [[{speed} t/s]] means roughly "
                f"{speed * 3 // 4} words per second."), None, None

    @add("benchmark", 0, "threshold", "en")
    def trap_bench_threshold(r):
        return (f"Beyond about [[{big(r, 800, 2000)} t/s]], the network rather than the model becomes the "
                f"bottleneck."), None, None

    @add("benchmark", 0, "requirement", "en")
    def trap_bench_tps_threshold(r):
        return (f"Results only count if every user sees a [[{r.choice([10, 12.5, 15])} TPS]]/user threshold "
                f"or better."), None, None

    return T


TEMPLATES = _templates()
_EVIDENCE = re.compile(r"\[\[(.+?)\]\]")


def held_out(template_index: int) -> bool:
    """Every seventh template (by position) is held out of training."""
    return template_index % 7 == 3


def generate(seed: int = SEED, per_template: int = PER_TEMPLATE) -> list[dict]:
    """The labelled sentences, deterministic for a given ``seed``."""
    rng = random.Random(seed)
    rows: list[dict] = []
    seen: set[str] = set()
    for index, (name, kind, label, trap, language, builder) in enumerate(TEMPLATES):
        made = attempts = 0
        while made < per_template and attempts < per_template * 5:
            attempts += 1
            marked, subject, baseline = builder(rng)
            match = _EVIDENCE.search(marked)
            text = _EVIDENCE.sub(lambda m: m.group(1), marked)
            if text in seen:
                continue
            seen.add(text)
            evidence = match.group(1)
            start = match.start()
            rows.append({"id": f"{name}-{made}", "template": name, "language": language, "text": text,
                         "evidence": evidence, "span": [start, start + len(evidence)], "kind": kind,
                         "label": label, "trap": trap, "subject": subject, "baseline": baseline,
                         "split": "heldout" if held_out(index) else "train"})
            made += 1
    return rows


def main() -> None:
    rows = generate()
    with OUTPUT.open("w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    positives = sum(row["label"] for row in rows)
    print(f"wrote {len(rows)} sentences ({positives} claims, {len(rows) - positives} traps) to {OUTPUT}")


if __name__ == "__main__":
    main()
