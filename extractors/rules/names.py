"""Names in the text: the gazetteers of organisations, models and benchmarks, the hardware and model
registries, and the mentions of them found in a document."""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, replace
from functools import lru_cache

from extractors.models import PACKAGE_NAME_SUFFIX
from extractors.text import PreparedText


_ORGANIZATIONS: list[tuple[str, str]] = [
    ("DeepSeek", r"DeepSeek|深度求索"), ("OpenAI", r"OpenAI"), ("Anthropic", r"Anthropic"),
    ("Google Cloud", r"Google\s+Cloud|谷歌云"), ("Google", r"Google|Alphabet|谷歌"), ("NVIDIA", r"NVIDIA|Nvidia|英伟达"),
    ("AMD", r"AMD"), ("Intel", r"Intel|英特尔"), ("AWS", r"AWS|Amazon(?:\s+Web\s+Services)?|亚马逊"),
    ("Microsoft", r"Microsoft|Azure|微软"), ("Meta", r"Meta(?!\w)"), ("CoreWeave", r"CoreWeave"),
    ("Lambda", r"Lambda(?:\s+Labs)?"), ("Together AI", r"Together(?:\s+AI|\.ai)"),
    ("Fireworks AI", r"Fireworks(?:\s+AI)?"), ("Groq", r"Groq"), ("Cerebras", r"Cerebras"),
    ("SambaNova", r"SambaNova"), ("ByteDance", r"ByteDance|字节跳动|Volcano\s+Engine|火山引擎"),
    ("Alibaba Cloud", r"Alibaba\s+Cloud|阿里云"), ("Alibaba", r"Alibaba|阿里巴巴|阿里"), ("Baidu", r"Baidu|百度"),
    ("Tencent", r"Tencent|腾讯"), ("Moonshot AI", r"Moonshot(?:\s+AI)?|月之暗面"),
    ("Zhipu AI", r"Zhipu(?:\s+AI)?|智谱"), ("MiniMax", r"MiniMax"), ("Mistral AI", r"Mistral(?:\s+AI)?(?!\s+\w+\s+\d)"),
    ("xAI", r"xAI"), ("Nebius", r"Nebius"), ("Oracle", r"Oracle|OCI"), ("Huawei", r"Huawei|华为"),
    ("Crusoe", r"Crusoe"), ("RunPod", r"RunPod"), ("Vast.ai", r"Vast\.ai"), ("Hyperbolic", r"Hyperbolic"),
    ("Supermicro", r"Supermicro"), ("Dell", r"Dell"), ("HPE", r"HPE|Hewlett\s+Packard\s+Enterprise"),
    ("Cisco", r"Cisco"), ("MLCommons", r"MLCommons"), ("DeepInfra", r"DeepInfra"),
    ("OpenRouter", r"OpenRouter"), ("Lenovo", r"Lenovo|联想"), ("Kuaishou", r"Kuaishou|快手"),
    ("iFlytek", r"iFlytek|科大讯飞"), ("StepFun", r"StepFun|阶跃星辰"),
    ("SiliconFlow", r"SiliconFlow|硅基流动"), ("Scaleway", r"Scaleway"), ("Perplexity", r"Perplexity"),
    ("Cohere", r"Cohere"), ("AI21 Labs", r"AI21(?:\s+Labs)?"),
    ("TensorWave", r"TensorWave"), ("Vultr", r"Vultr"), ("Hot Aisle", r"Hot\s?Aisle"), ("Paperspace", r"Paperspace"),
    ("Jarvislabs", r"Jarvis\s?[Ll]abs"), ("FluidStack", r"FluidStack|Fluidstack"), ("TensorDock", r"TensorDock"),
    ("DataCrunch", r"DataCrunch"), ("Voltage Park", r"Voltage\s+Park"), ("Baseten", r"Baseten"),
]
# Clouds and resellers that rent accelerators or serve other makers' models: the seller of the prices they
# quote, also when a sentence names only the model ("Llama 3.3 70B is available at $0.39" under their name).
_HOST_ORGANIZATIONS = {"CoreWeave", "Lambda", "Together AI", "Fireworks AI", "Groq", "Cerebras", "SambaNova",
                       "Nebius", "Oracle", "Crusoe", "RunPod", "Vast.ai", "Hyperbolic", "DeepInfra", "OpenRouter",
                       "SiliconFlow", "Scaleway", "Google Cloud", "Alibaba Cloud", "TensorWave", "Vultr", "Hot Aisle",
                       "Paperspace", "Jarvislabs", "FluidStack", "TensorDock", "DataCrunch", "Voltage Park", "Baseten"}
# Chip makers: never the seller of a GPU-hour price merely because the chip is theirs.
_CHIP_VENDORS = {"NVIDIA", "AMD", "Intel"}
# A provider the gazetteer does not know, by the shape of its name: "Kumoji Cloud", "Fernhill GPU",
# "Sable Route AI", "Brightwater Inference", "砚池云", "曜衡智算", "算力集市".
_PROVIDER_SUFFIX = r"(?:Cloud|Compute|GPU|GPUs|Inference|AI|Tokens|Labs|Hosting)"
_NOT_PROVIDER_WORD = (r"(?:The|A|An|Our|Its|Their|This|That|These|Those|New|Generative|Open|Edge|Physical|Sovereign|"
                      r"Max|Maximum|Min|Minimum|Input|Output|Cached|Context|Total|Default|"
                      r"Agentic|Enterprise|Public|Private|Hybrid|Responsible|Conversational|Multimodal|Frontier|"
                      r"Serverless|Dedicated|Batch|Multi|Single|Dual|Cheap|Cheaper|Fast|Faster|Cloud|Compute|Inference|Spot|On|In|"
                      r"For|With|At|By|From|And|Or|Each|Every|Any|All|Per|Consumer|Data|Hyperscale|Neo|Rented|"
                      r"Local|Managed|Shared|Google|Alibaba|Microsoft|Amazon|Huawei|Tencent|Baidu|Oracle|NVIDIA|"
                      r"Nvidia|AMD|Intel|Meta|Apple|IBM|Azure|Why|How|What|When|Where|Who|Which|Whose|"
                      r"Comparing|Compare|Compared|Choosing|Best|Top|Cheapest|Understanding|Using|Running|Serving|Million|Billion|"
                      r"CoT|Reasoning|Thinking|Prompt|Completion|Cache|Cached|Extra|"
                      r"Thousand|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Several|Many|Multiple|Some|Most|"
                      r"Few|More|Other|Both|"
                      # verbs and adjectives of a changelog line ("Lower GPU hourly rates", "Update GPU pricing")
                      r"Lower|Higher|Lowered|Raised|Raise|Reduced|Reduce|Update|Updated|Add|Added|Move|Moved|Remove|"
                      r"Removed|Deprecate|Deprecated|Legacy|Older|Previous|Current|Standard|Premium|Regular|"
                      r"Discounted|Base|Hourly|Cut|New|"
                      # words of a caption or heading ("Table: GPU Rental Pricing Comparison Across Cloud Providers")
                      r"Table|Figure|Chart|Comparison|Comparisons|Across|Between|Among|Versus|Rental|Pricing|Price|Prices|"
                      r"Rates|Cost|Costs|Major|Leading|Popular|Various|Different|Alternative|Emerging|Traditional|"
                      r"Independent|Specialized|Specialised|"
                      # a modality's tokens ("##### Text Tokens", "Audio Tokens"): a kind of token priced, no seller
                      r"Text|Audio|Image|Images|Video|Vision|Speech|Embedding|Embeddings)\b")
# A provider the gazetteer does not know, named as the one that sets a price in its clause: "Modal lists H100 at
# $3.95/hr; Replicate lists H100 at $5.49/hr", "Spheron on-demand pricing as of …: H200 at $4.54/hr".
_PRICE_SETTER = re.compile(
    r"(?:^|(?<=[;:,(\n•›-])|(?<=[;:,(•›-]\s)|(?<=\.\s))\s*(?:(?:But|And|So|Yet|Still|Also|Then|Now|Meanwhile|However,?)\s+)?(?P<name>(?-i:[A-Z][A-Za-z0-9]+(?:[ .][A-Z][A-Za-z0-9]+)?))\s+"
    r"(?:lists|charges|bills|rents|quotes|sells|(?:on-demand|spot|reserved|serverless|hourly|GPU)\s+(?:pricing|prices))\b", re.I)
_NOT_PRICE_SETTER = re.compile(r"(?:It|This|That|He|She|We|They|Everyone|Nobody|Pricing|Price|Prices|Provider|Vendor|"
                               r"Market|Each|Every|Which|Who|GPU|API|Token|Batch|Standard|Dynamic|Tiered|Usage|Cloud|"
                               r"Our|Their|Its|Your|The|Today|Now|Current|Base|List|Hourly|Spot)", re.I)
_PROVIDER_NAME = re.compile(
    # a token word anywhere in it makes a column label, not a provider ("Base Input Tokens")
    r"(?<![\w.])(?!" + _NOT_PROVIDER_WORD + r")(?:(?!(?:Input|Output|Cached|Cache|Prompt|Completion)\b)[A-Z][a-z]+[A-Za-z]*\s+){1,2}"
    + _PROVIDER_SUFFIX + r"(?![\w-])"
    r"|(?<![\w.@/])[A-Za-z][A-Za-z0-9-]{1,20}\.(?:ai|io)(?![\w.])"  # providers known by their domain: "packet.ai"
    r"|(?<![\u4e00-\u9fff])算力(?:集市|港)|(?:(?<=^)|(?<=[^\u4e00-\u9fff])|(?<=[在由据向从和与及、，。：]))"
    r"[\u4e00-\u9fff](?<![的了是在和与及上下公私有混合端边国内外云各该其此本我他她们等把被向从到对将让中])"
    r"[\u4e00-\u9fff](?:云|智算)(?!中心|平台|集群|服务|能力|需求|资源|芯片|厂商|市场|计算|上)"
    # "青枫算力", "星河算力": a two-character name before 算力 at the start of a line (a page's or a release's owner),
    # not a kind of compute ("智能算力", "国产算力")
    r"|^[ \t#*【]*(?!智能|国产|通用|推理|训练|海量|充足|强大|高端|异构|云端|边缘|整体|单卡|峰值|理论|有效|智算|算力|总体|全球|国内)"
    r"[\u4e00-\u9fff]{2}算力(?!中心|平台|集群|服务|能力|需求|资源|芯片|市场|规模|租赁|调度|网络)", re.M)


def _first_chars(patterns: list[str], ignore_case: bool) -> str:
    """A lookahead of the characters the alternatives can start with, so that the regex engine skips
    every other position at once; empty when a pattern does not start with a plain character."""
    chars: set[str] = set()
    for pattern in patterns:
        firsts, depth, escaped, in_class = [pattern[:1]], 0, False, False
        for position, ch in enumerate(pattern):
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif in_class:
                in_class = ch != "]"
            elif ch == "[":
                in_class = True
            elif ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
            elif ch == "|" and depth == 0:
                firsts.append(pattern[position + 1:position + 2])
        for first in firsts:
            if not first or first in "\\()[].?*+^${}":
                return ""
            chars.update({first.lower(), first.upper()} if ignore_case else {first})
    return "(?=[" + "".join(re.escape(ch) for ch in sorted(chars)) + "])"


_ORGANIZATION_REGEX = re.compile(
    # (not a maker's name ending a product's hyphenated one: "MII-Azure" is DeepSpeed's serving system, no Microsoft)
    _first_chars([pattern for _, pattern in _ORGANIZATIONS], False) + "(?<![A-Za-z])(?<![A-Za-z]-)(?:"
    + "|".join(f"(?P<o{i}>{pattern})" for i, (_, pattern) in enumerate(_ORGANIZATIONS)) + ")(?![A-Za-z])")

# Model names: (pattern, organization). Surfaces are kept as written.
_MODELS: list[tuple[str, str]] = [
    (r"deepseek-(?:chat|reasoner|coder)", "DeepSeek"),
    (r"DeepSeek[- ]?(?:V\d(?:\.\d)?(?:-(?:Exp|Terminus|0324))?|R1(?:-0528)?|Coder(?:-V2)?)", "DeepSeek"),
    (r"gpt-oss[- :]\d+[bB]", "OpenAI"),
    (r"GPT-\d(?:\.\d)?o?(?:[- ](?:mini|nano|pro|turbo|Turbo|Codex|codex))*", "OpenAI"),
    (r"(?<![\w-])o[134](?:-(?:mini|pro))?(?![\w-])", "OpenAI"),
    (r"Claude(?:\s+(?:Sonnet|Opus|Haiku))?(?:\s+\d(?:\.\d)?)?(?:\s+(?:Sonnet|Opus|Haiku))?", "Anthropic"),
    # "Haiku 3", "Opus 3": a Claude 3 model by its family word and version alone (4 and later follow the naming scheme)
    (r"(?<![A-Za-z])(?:Opus|Sonnet|Haiku)\s+[1-3](?:\.\d)?(?!\d|\.\d)", "Anthropic"),
    (r"Gemini\s+\d(?:\.\d)?\s+(?:Pro|Flash(?:-Lite)?|Ultra)", "Google"),
    # ("Google's Gemini Flash offers …": the line named without its version, as written)
    (r"Gemini\s+(?:Pro|Flash(?:-Lite)?|Ultra|Nano)(?![\w-])", "Google"),
    # (written all in lower case in a forum post: "gemini 2 flash lite was $0.3")
    (r"(?<![\w-])gemini\s+\d(?:\.\d)?\s+(?:pro|flash(?:[- ]lite)?|ultra)(?![\w-])", "Google"),
    (r"Llama[\s-]?\d(?:\.\d)?(?:\s+|-)\d+B(?:-Instruct)?|Llama\s?4\s+(?:Scout|Maverick)", "Meta"),
    # ("Qwen/QwQ-32B": the organisation before a slash names no model; QwQ is Qwen's reasoning line)
    (r"Qwen(?!/)[\d.]*(?:-(?:Long|Max|Plus|Turbo|VL|Coder|\d+B(?:-A\d+B)?))*|QwQ(?:-\d+B)?(?:-Preview)?|通义千问", "Alibaba"),
    (r"Doubao(?:[- ](?:1\.5|Seed|pro|Pro|lite|Lite|\d+k|\d+K))*|豆包(?:大模型)?", "ByteDance"),
    (r"Kimi(?:\s+K\d(?:\.\d+)?(?:-\w+)?)?", "Moonshot AI"), (r"GLM[- ]?\d(?:\.\d)?V?", "Zhipu AI"),
    (r"ERNIE(?:\s+[\w.]+)?|文心(?:一言)?", "Baidu"), (r"Hunyuan|混元", "Tencent"),
    (r"MiniMax-M\d|abab\d", "MiniMax"), (r"Grok\s?\d(?:\.\d)?", "xAI"),
    # Perplexity's, Cohere's and AI21's lines, named by a product word ("Sonar Pro", "Command R+", "Jamba 1.5 Mini")
    (r"Sonar(?:[\s-]+(?:Pro|Reasoning(?:[\s-]+Pro)?|Deep[\s-]+Research))?(?![\w+-])", "Perplexity"),
    (r"Command[\s-]+(?:R(?:\+|7B|[\s-]+Plus)?|A)(?![\w+])", "Cohere"),
    (r"Jamba(?:[\s-]+\d(?:\.\d)?)?(?:[\s-]+(?:Large|Mini))?(?![\w-])", "AI21 Labs"),
    (r"Mistral\s+(?:Large|Medium|Small)(?:\s+\d(?:\.\d)?)?|Mixtral\s+8x\d+B|Ministral\s+\d+B", "Mistral AI"),
    # Other makers' lines named by their family word and version ("EXAONE-4.0.1-32B", "Solar Pro 2", "Phi-4-mini",
    # "Gemma 3 27B", "Nova Micro"): the name as written, never the model named before it
    (r"EXAONE[\s-]?\d(?:\.\d+)*", "LG AI Research"), (r"Solar[\s-](?:Pro|Mini)(?:[\s-]?\d(?:\.\d)?)?(?![\w.])", "Upstage"),
    (r"HyperCLOVA\s?X(?:\s+(?:SEED|THINK|DASH))?", "Naver"),
    (r"Phi-\d(?:\.\d)?(?:-(?:mini|medium|small|vision|MoE|reasoning|multimodal))*(?:-instruct)?", "Microsoft"),
    (r"Gemma[\s-]?\d(?:\.\d)?n?(?:[\s-]\d+B)?(?:-it)?(?![\w.])", "Google"),
    (r"Nemotron(?:[\s-](?:v?\d(?:\.\d)?(?![\d.])|Nano|Super|Ultra|Mini|\d+B))*(?![\w.])", "NVIDIA"),
    (r"Granite[\s-]\d(?:\.\d)?(?:[\s-]\d+B)?(?![\w.])", "IBM"),
    (r"(?:Amazon\s+)?Nova\s+(?:\d(?:\.\d)?\s+)?(?:Micro|Lite|Pro|Premier)(?:\s\d(?:\.\d)?(?![\w.]))?(?![\w-])", "AWS"),
    # API ids written in lower case ("deepseek-v4-pro", "gemini-3.1-pro"): the name as written.
    # (the version is digits and dots: "deepseek-v3.2already" is the id glued to the next word)
    (r"deepseek-v\d(?:\.\d+)*(?:-[a-z0-9.]+)*", "DeepSeek"), (r"gemini-\d(?:\.\d+)*(?:-[a-z0-9.]+)*", "Google"),
    # (not a pattern's dot: "claude-sonnet-4.*" names no model "claude-sonnet-4.")
    (r"claude-(?:opus|sonnet|haiku)-[a-z0-9]+(?:\.[a-z0-9]+)*(?:-[a-z0-9]+(?:\.[a-z0-9]+)*)*", "Anthropic"),
]
_TAIL_WORDS = (r"Pro|Flash|Lite|Instant|Mini|Nano|Max|Plus|Turbo|Ultra|Thinking|Think|Preview|Exp|Chat|Coder|Code|Instruct|Air|"
               r"Reasoner|Terminus|Codex|VL|Live|Image|Audio|Vision|Omni|Fast|Realtime|TTS")
# What may follow a matched model name and still be part of it: hyphenated parts with a digit or a variant word
# ("-Pro", "-0528", "-A22B"), a minor version glued on (".5" of "MiniMax-M2.5"), and variant words or parameter sizes after a space ("Instant", "480B").
# (and a short lower-case variant suffix: "DeepSeek-V3.1-cb", not the listed DeepSeek-V3.1)
_NAME_TAIL = re.compile(r"(?:\.\d+(?![\d.]*[A-Za-z_/])|-(?:[A-Za-z0-9.]*\d[A-Za-z0-9]*|(?i:" + _TAIL_WORDS + r"|Long)|(?-i:[a-z]{1,3}))(?![A-Za-z0-9])"
                        # (and a version after a space: "DeepSeek Coder V2")
                        r"|\s(?:" + _TAIL_WORDS + r"|mini|nano|pro|\d+(?:\.\d+)?B|V\d+(?:\.\d+)?)(?![\w.-])"
                        # a version number written apart, before a size or a variant word ("Qwen 2.5 72B", "Qwen 3
                        # 235B", "Qwen 3 Coder 480B")
                        r"|\s\d+(?:\.\d+)?(?=\s(?:\d+(?:\.\d+)?B|" + _TAIL_WORDS + r")(?![\w.-])))+")
# A lower-case API id: a family word of three letters or more, then hyphenated parts of which one holds a digit or
# is a size or variant word; not part of a longer token (a path, a domain, an instance type "trn2.48xlarge").
_VARIANT_PART = r"(?:pro|mini|lite|max|flash|turbo|plus|ultra|nano|air|chat|instruct|reasoner|coder|embed|large|small|medium|long)"
_BARE_API_ID = re.compile(r"(?<![\w./@-])(?P<family>[a-z]{3,}\d*)(?:-(?:[a-z]*\d[a-z0-9.]*|" + _VARIANT_PART + r"))+"
                          r"(?![\w/@]|\.\w|-\w)")
# A measured rate anywhere in a document (a speed test, an MLPerf write-up).
_ANY_RATE = re.compile(r"tokens?\s?/\s?s\b|tok/s|samples?\s?/\s?s\b|queries\s?/\s?s\b|tokens?\s+per\s+second|每秒", re.I)
_MONEY_WORDS = re.compile(r"[$€£¥￥]|元|美元|\b(?:USD|CNY|EUR|RMB)\b|\bper\s+(?:1\s?M|million|1K|thousand)\b|/\s?(?:1\s?M|MTok)\b",
                          re.I)
# Families that are no model names ("utf-8", "sha-256", "europe-west4", "top-10", "tier-2", "covid-19").
_NOT_MODEL_FAMILIES = {"utf", "sha", "covid", "top", "tier", "rank", "level", "gen", "phase", "stage", "type", "class",
                       "zone", "region", "europe", "asia", "africa", "australia", "northamerica", "southamerica",
                       "east", "west", "north", "south", "central", "iso", "rfc", "mp", "h264", "pcie", "ddr", "hbm",
                       "lpddr", "gddr", "nvlink", "sxm", "fp", "int", "bf", "page", "step", "round", "version", "series",
                       "batch", "cache", "input", "output", "long", "short", "multi", "single", "dual", "quad", "pre",
                       "post", "non", "per", "off", "peak", "real", "near", "full", "half", "over", "under", "year",
                       "month", "week", "day", "hour", "minute", "second", "rev", "release", "model", "models", "gpu",
                       "gpus", "cpu", "tpu", "npu", "node", "rack", "pod", "llama", "mlperf", "large", "small", "medium",
                       "base", "tiny", "mini", "pro", "lite", "max", "flash", "turbo", "plus", "ultra", "nano"}
# Names of chips and systems written in lower case ("h100-sxm", "mi300x-192gb", "tpu-v5e"): hardware, not models.
_HARDWARE_LIKE_ID = re.compile(r"(?:[a-z]{1,3}\d{2,4}[a-z]?|tpu|trn\d|inf\d)(?:-|$)", re.I)
_MODEL_REGEX = re.compile("|".join(f"(?P<m{i}>(?<![A-Za-z0-9_.]){pattern})" for i, (pattern, _) in enumerate(_MODELS)))

_BENCHMARKS: list[tuple[str, str]] = [
    # "Llama 270B": the space lost in copied results pages
    (r"Llama[\s-]?2(?:\s*-\s*|[\s-]*)70B", "llama2-70b"), (r"Llama[\s-]?3\.1[\s-]+405B", "llama3.1-405b"),
    # the open models benchmark READMEs measure, written with or without a dash between version and size ("Llama 3 - 8B",
    # "Llama-2-7B", "Gemma - 7B"): the workload in MLPerf's way of writing names
    (r"Llama[\s-]?3(?:\s*-\s*|[\s-]+)8B", "llama3-8b"), (r"Llama[\s-]?3(?:\s*-\s*|[\s-]+)70B", "llama3-70b"),
    (r"Llama[\s-]?2(?:\s*-\s*|[\s-]+)7B", "llama2-7b"), (r"Llama[\s-]?2(?:\s*-\s*|[\s-]+)13B", "llama2-13b"),
    (r"Gemma(?:\s*-\s*|[\s-]+)7B", "gemma-7b"), (r"Gemma(?:\s*-\s*|[\s-]+)2B", "gemma-2b"),
    (r"Llama[\s-]?3\.1[\s-]+8B", "llama3.1-8b"), (r"Llama[\s-]?3\.1[\s-]+70B", "llama3.1-70b"),
    (r"Llama[\s-]?3\.3[\s-]+70B", "llama3.3-70b"),
    # a distilled model is its own workload ("DeepSeek-R1-Distill-Qwen-14B"), not the model it was distilled from
    # also when named by the dated teacher ("DeepSeek-R1-0528-Qwen3-8B")
    (r"DeepSeek[\s-]?R1(?:[\s-]\d{4})?[\s-]+(?:Distill[\s-]+)?(?:Qwen|Llama)[\s-]?[\d.]*[\s-]?\d+B", None),
    (r"DeepSeek[\s-]?R1", "deepseek-r1"),
    (r"gpt-oss[\s-]?120b", "gpt-oss-120b"), (r"gpt-oss[\s-]?20b", "gpt-oss-20b"),
    # the family without its size ("gpt-oss"): the name as written, never a guessed size
    (r"gpt-oss(?![\s-]?\d)", "gpt-oss"),
    (r"Mixtral[\s-]?8x7B", "mixtral-8x7b"), (r"Stable[\s-]+Diffusion[\s-]+XL|SDXL", "sdxl"),
    (r"Whisper", "whisper"), (r"ResNet(?:[\s-]?50)?", "resnet50"), (r"RetinaNet", "retinanet"),
    (r"3D[\s-]?U-?Net", "3d-unet"), (r"DLRM[\s-]?v?2|DLRM(?![\s-]?v?\d)", "dlrm-v2"),
    # a later version than the registry's: lower case, as written ("DLRMv3" → dlrmv3)
    (r"DLRM[\s-]?v?[3-9]", None), (r"GPT-?J", "gptj"),
    (r"BERT(?:-Large)?", "bert"), (r"RGAT|R-GAT", "rgat"), (r"PointPainting", "pointpainting"),
    (r"Llama[\s-]?4[\s-]+Maverick", "llama4-maverick"),
    (r"Qwen[\d.]*-\d+B(?:-A\d+B)?", None),
]
# ASCII boundaries: a Chinese character right before or after a name is fine ("在Llama 2 70B离线场景").
_BENCHMARK_REGEX = re.compile(
    _first_chars([pattern for pattern, _ in _BENCHMARKS], True) + "(?<![A-Za-z0-9])(?:"
    + "|".join(f"(?P<b{i}>{pattern})" for i, (pattern, _) in enumerate(_BENCHMARKS)) + ")"
    # ... or a GPU count glued on by a flattened table row ("GPT-OSS-120B2x H100")
    r"(?:(?![A-Za-z0-9])|(?=\d{1,2}\s?x\s?[A-Z]))", re.I)


@lru_cache(maxsize=1)
def _hardware_registry():
    """The hardware registry. A broken registry file raises its ``RegistryError`` (naming the file and the
    fault): silently extracting no hardware would pass for a document that names none."""
    from extractors.hardware import load_registry
    return load_registry()


@lru_cache(maxsize=1)
def _model_table():
    """The model table of ``extractors/data/models.toml``, or ``None`` when it cannot be loaded."""
    try:
        from extractors.models import load_models
        return load_models()
    except Exception:  # noqa: BLE001 - a broken table only turns model names back into their surfaces
        return None


@dataclass
class Mention:
    start: int  # document offsets
    end: int
    surface: str
    name: str
    category: str  # organization | model | hardware | benchmark
    organization: str | None = None
    known: bool = True
    hardware_kind: str | None = None
    parent: str | None = None
    version: str | None = None  # models: the dated version named ("deepseek-v3.1"), when not the API id itself


# "DeepSeek-chat（基础大模型，对应V3）", "deepseek-reasoner (i.e. R1)": a short name the document defines for a model
_SHORT_NAME_DEFINED = re.compile(r"\s*[(（][^()（）]{0,20}?(?:对应|對應|即|简称|簡稱|aka|a\.k\.a\.|i\.e\.|also\s+called)\s*"
                                 r"(?P<short>[A-Z][A-Za-z]?\d{1,2}(?:\.\d)?)\s*[)）]", re.I)


def _defined_short_names(text: str, found: list[Mention]) -> list[Mention]:
    """Later mentions of the short names a document defines for its models ("…对应V3" then "V3和R1的…价格分别为…"): the
    model defined, not whatever model the sentence would borrow from around it. A short name defined for two models
    names neither."""
    defined: dict[str, tuple[Mention, int]] = {}   # short name -> (the model, where its definition writes it)
    clashes: set[str] = set()
    for mention in found:
        if mention.category != "model":
            continue
        match = _SHORT_NAME_DEFINED.match(text, mention.end)
        if match is None:
            continue
        short = match.group("short")
        if short in defined and defined[short][0].name != mention.name:
            clashes.add(short)
        defined.setdefault(short, (mention, match.start("short")))
    taken = [(m.start, m.end) for m in found]
    added: list[Mention] = []
    for short, (model, definition) in defined.items():
        if short in clashes:
            continue
        for match in re.finditer(r"(?<![A-Za-z0-9.\-])" + re.escape(short) + r"(?![A-Za-z0-9\-]|\.\d)", text):
            if match.start() == definition or any(s < match.end() and match.start() < e for s, e in taken):
                continue  # the definition itself, or inside another name
            added.append(Mention(match.start(), match.end(), short, model.name, "model", model.organization,
                                 version=model.version))
    return added


def _find_mentions(text: str, offset: int, *, hardware: bool = True) -> list[Mention]:
    found: list[Mention] = []
    for match in _ORGANIZATION_REGEX.finditer(text):
        index = int(match.lastgroup[1:])
        found.append(Mention(offset + match.start(), offset + match.end(), match.group(0),
                             _ORGANIZATIONS[index][0], "organization", _ORGANIZATIONS[index][0]))
    table = _model_table()
    listed: list[tuple[int, int]] = []
    if table is not None:
        unlisted = table.find_unlisted(text)
        # A listed name with a variant word after it ("GPT-4.1 Nano") is the variant, not the listed model.
        longer = {(m.start, m.end) for m in unlisted}
        for model in table.find_mentions(text):
            if any(start <= model.start and model.end <= end and end - start > model.end - model.start
                   for start, end in longer):
                continue  # (or inside it: "Llama 3.3 70B" of "DeepSeek R1 Distill Llama 3.3 70B")
            found.append(Mention(offset + model.start, offset + model.end, model.surface, model.id, "model",
                                 model.provider, version=model.version))
            listed.append((model.start, model.end))
        # Unlisted names a naming scheme or an API id marks ("Haiku 4.5", "qwen2-72b-instruct"); a bare
        # benchmark id ("llama2-70b" on a results page) stays a benchmark.
        for model in unlisted:
            if not any(s < model.end and model.start < e for s, e in listed):
                if not _BENCHMARK_REGEX.fullmatch(model.surface):
                    found.append(Mention(offset + model.start, offset + model.end, model.surface, model.id, "model",
                                         model.provider))
                # (a benchmark's name still keeps its parts from being read as shorter models)
                listed.append((model.start, model.end))
    for match in _MODEL_REGEX.finditer(text):
        index = int(match.lastgroup[1:])
        surface = match.group(0).strip()
        start, end = match.start(), match.start() + len(surface)
        if any(s < end and start < e for s, e in listed):
            continue
        # The name as written, to its end: "DeepSeek V4-Pro", "GPT-5.2 Instant", "Qwen3 Coder 480B".
        tail = _NAME_TAIL.match(text, end)
        if tail and tail.group(0):
            end = tail.end()
            surface = text[start:end]
        # Names missing from the model table get the fallback id ("Mistral Small 3" -> "mistral-small-3").
        name = table.canonical_id(surface) if table is not None else surface
        found.append(Mention(offset + start, offset + end, surface, name, "model", _MODELS[index][1]))
    for match in _BENCHMARK_REGEX.finditer(text):
        index = int(match.lastgroup[1:])
        name = _BENCHMARKS[index][1] or match.group(0).lower().replace(" ", "-")
        found.append(Mention(offset + match.start(), offset + match.end(), match.group(0), name, "benchmark"))
    registry = _hardware_registry() if hardware else None
    if registry is not None:
        for mention in registry.find_mentions(text):
            entry = registry.get(mention.name) if mention.known else None
            found.append(Mention(offset + mention.start, offset + mention.end, mention.surface, mention.name,
                                 "hardware", entry.vendor if entry else None, mention.known,
                                 entry.kind if entry else None, entry.parent if entry else None))
    found = _outside_addresses(text, offset, found)
    # ("match_pattern=\"claude-sonnet-4.*\"": a name followed by a wildcard is a pattern matching models, none of them)
    found = [m for m in found if m.category != "model" or not re.match(r"\.?\*", text[m.end - offset:m.end - offset + 2])]
    # ("GPT-4 class performance", "GPT-4o-level models", "GPT-4级别的模型": a tier of capability named after a model,
    # not that model: the name as written, with its class word)
    for position, mention in enumerate(found):
        if mention.category == "model" and \
                (grade := _CAPABILITY_CLASS.match(text, mention.end - offset)) is not None:
            surface = text[mention.start - offset:grade.end()]
            found[position] = replace(mention, end=offset + grade.end(), surface=surface, name=surface, organization=None)
    found.sort(key=lambda m: m.start)
    return found


_CAPABILITY_CLASS = re.compile(r"[\s-]?(?:class|level|grade|tier|equivalent)\b(?![\s-]+(?:pric|rate|tokens?\b))|级别?|級別?|水平|同级|同級",
                               re.I)


def _outside_addresses(text: str, offset: int, found: list[Mention]) -> list[Mention]:
    """The mentions not inside a web address ("curl https://…/pricing/google/gemini-3.0-pro": a path, not what is
    written about) nor, for hardware, inside a long slug ("computex-keynote-jensen-gb200-grace-blackwell-superchip":
    an image's or page's name)."""
    urls = [(offset + match.start(), offset + match.end()) for match in _URL.finditer(text)]
    slugs = [(offset + match.start(), offset + match.end()) for match in _SLUG.finditer(text)]
    return [m for m in found if not any(s <= m.start and m.end <= e for s, e in urls) and
            not (m.category == "hardware" and any(s <= m.start and m.end <= e for s, e in slugs))]


_SLUG = re.compile(r"(?<![\w/.-])[a-z0-9]+(?:-[a-z0-9]+){5,}(?![\w/.-])")
_URL = re.compile(r"\b(?:https?://|www\.)[^\s<>()\[\]\"'`]+", re.I)
_MODEL_NUMBER = re.compile(r"(?:RTX|GeForce|Radeon|RX)[\s-]?(?:PRO[\s-]?)?(?P<number>\d{4})(?:[\s-]?Ti)?$", re.I)


def _short_hardware_mentions(text: str, hardware: list[Mention]) -> list[Mention]:
    """"the 5090", "4090 夜里只要0.99元/时": a card's bare model number once the document has named it in full
    ("RTX 5090"), as a mention of that card."""
    by_number: dict[str, Mention] = {}
    for mention in hardware:
        match = _MODEL_NUMBER.search(mention.surface)
        if match and not re.search(r"PRO|Ti", mention.surface, re.I):
            by_number.setdefault(match.group("number"), mention)
    if not by_number:
        return []
    taken = {(m.start, m.end) for m in hardware}
    found = []
    pattern = re.compile(r"(?<![\w$€£¥.,-])(?:" + "|".join(by_number) + r")(?![\w%-]|[.,]\d|\s?(?:元|美元|yuan|dollars|MSRP))")
    for match in pattern.finditer(text):
        if any(start <= match.start() < end for start, end in taken):
            continue
        full = by_number[match.group(0)]
        found.append(replace(full, start=match.start(), end=match.end(), surface=match.group(0)))
    return found


# "Ascend 950、960、970", "950和970系列": bare numbers listed right after a product named with its number are that
# line's siblings; not an amount ("950、960 元"), a size or a node
# (a sibling may carry its line's letter suffix: "950PR、950DT、960")
_LISTED_NUMBER = re.compile(r"\s*(?:、|,|，|/|和|與|与|及|以及|and|&)\s*(?P<number>\d{3})(?P<suffix>[A-Z]{1,2}(?![A-Za-z]))?"
                            r"(?![\d.,%]|\s?(?:元|美元|块|塊|GB|TB|MB|W\b|瓦|亿|億|万|萬|nm|奈米|纳米|TFLOPS|T\b|mm|个|個|颗|顆|张|張|"
                            # "the Ascend 910 and 384 chips": a count of things, no sibling
                            r"chips?\b|cards?\b|GPUs?\b|NPUs?\b|nodes?\b|units?\b|servers?\b|racks?\b|accelerators?\b|"
                            r"TOPS\b|watts?\b|days?\b|hours?\b|people\b|engineers\b))")


def _listed_sibling_mentions(text: str, hardware: list[Mention]) -> list[Mention]:
    """Siblings listed by their bare numbers after a product named as "<line> <number>" ("Ascend 950、960、970"),
    each a mention of that line with its own number (``known`` when the registry has it)."""
    registry = _hardware_registry()
    taken = {(m.start, m.end) for m in hardware}
    found = []
    for mention in hardware:
        line = re.fullmatch(r"(?P<line>.+\s)(?P<number>\d{3})", mention.name)
        if line is None or not re.search(re.escape(line.group("number")) + r"(?:[A-Z]{1,2})?$", mention.surface.rstrip()):
            continue
        position = mention.end
        while (listed := _LISTED_NUMBER.match(text, position)) is not None:
            position = listed.end()
            if (listed.start("number"), position) in taken:
                continue
            written = line.group("line") + listed.group("number") + (listed.group("suffix") or "")
            entry = registry.canonical(written)
            entry = entry if entry is not None and entry.kind != "family" else registry.get(line.group("line") +
                                                                                          listed.group("number"))
            name = entry.name if entry is not None else written
            if name == mention.name:
                continue   # ("950PR、950DT": another form of the one product named)
            found.append(Mention(listed.start("number"), position, text[listed.start("number"):position], name, "hardware",
                                 mention.organization, entry is not None, entry.kind if entry else None,
                                 entry.parent if entry else None))
    return found


# "the V3 model", "its R1 reasoning model": a model named by its family member alone, after its maker was named.
# "上下文更长的pro-128k版": a size variant of the family named before.
# (a member with its variant, "V4-Pro", names one model whatever follows it)
_BARE_MEMBER = re.compile(r"(?<![\w.-])(?P<member>[VR]\d(?:\.\d+)?)(?=\s+(?:[a-z-]+\s+)?models?\b)|"
                          r"(?<![\w.-])(?P<variant_member>[VR]\d(?:\.\d+)?-(?:Pro|Flash|Lite|Max|Exp|Terminus))(?![\w.-])|"
                          r"(?<![A-Za-z\d.-])(?P<variant>(?:pro|lite|Pro|Lite|max|Max|turbo|Turbo)-\d+[kK])(?![A-Za-z\d.-])")
_FAMILY_WORD = re.compile(r"[\u4e00-\u9fff]+|[A-Za-z]+")


def _bare_member_mentions(text: str, found: list[Mention]) -> list[Mention]:
    """Models named by a bare family member ("the V3 model") that resolve to exactly one registry entry when
    joined to a maker named earlier in the document ("DeepSeek" + "V3" = "DeepSeek-V3"); no guess otherwise."""
    table = _model_table()
    if table is None:
        return []
    taken = [(m.start, m.end) for m in found if m.category == "model"]
    members = []
    for match in _BARE_MEMBER.finditer(text):
        if any(s < match.end() and match.start() < e for s, e in taken):
            continue
        earlier = [m for m in found if m.end <= match.start()]
        if match.group("member") or match.group("variant_member"):
            member = match.group("member") or match.group("variant_member")
            makers = {m.name for m in earlier if m.category == "organization"} | \
                {m.organization for m in earlier if m.category == "model" and m.organization}
        else:
            # the family word of a model named before ("豆包" of "豆包通用模型pro-32k")
            member = match.group("variant")
            words = {found_word.group(0) for m in earlier if m.category == "model"
                     for found_word in [_FAMILY_WORD.match(m.surface)] if found_word}
            makers = {word[:end] for word in words for end in range(2, len(word) + 1)}  # "豆包" of "豆包通用模型"
        entries = {entry.id: entry for maker in makers if maker
                   for entry in [table.lookup(f"{maker}-{member}")] if entry is not None}
        if len(entries) != 1:
            if match.group("variant_member") and not entries and len(makers - {None}) == 1:
                # "DeepSeek … on V4-Pro": the one maker named and a member with its variant, a model the table lacks,
                # named as the maker's own pages write it
                maker = next(iter(makers - {None}))
                members.append(Mention(match.start(), match.end(), match.group(0),
                                       table.canonical_id(f"{maker} {member}"), "model", maker))
            continue
        entry = next(iter(entries.values()))
        members.append(Mention(match.start(), match.end(), match.group(0), entry.id, "model", entry.provider))
    return members


# "Budget GPT-4.1 family for long-context fan-out" under the heading "GPT-4.1 nano": a group of models, no one model
_GROUP_AFTER = re.compile(r"\s?(?:family|families|lineup|line-up|系列)(?![\w-])", re.I)


def _document_mentions(prepared: PreparedText) -> list[list[Mention]]:
    """Mentions of every sentence, from one pass of each name regex over the whole text."""
    sentences = prepared.sentences
    per_sentence: list[list[Mention]] = [[] for _ in sentences]
    if not sentences:
        return per_sentence
    starts = [s for s, _ in sentences]
    found = [m for m in _find_mentions(prepared.text, 0, hardware=False)
             if not (m.category == "model" and _GROUP_AFTER.match(prepared.text, m.end))]
    found.extend(_bare_member_mentions(prepared.text, found))
    found.extend(_defined_short_names(prepared.text, found))
    if not _ANY_RATE.search(prepared.text):
        found.extend(_api_id_mentions(prepared.text, found))
        found.sort(key=lambda m: m.start)
    registry = _hardware_registry()
    if registry is not None:
        for mention in registry.find_mentions(prepared.text, unique=False):
            entry = registry.get(mention.name) if mention.known else None
            found.append(Mention(mention.start, mention.end, mention.surface, mention.name, "hardware",
                                 entry.vendor if entry else None, mention.known,
                                 entry.kind if entry else None, entry.parent if entry else None))
        found.extend(_short_hardware_mentions(prepared.text, [m for m in found if m.category == "hardware"]))
        found.extend(_listed_sibling_mentions(prepared.text, [m for m in found if m.category == "hardware"]))
        found = _outside_addresses(prepared.text, 0, found)
        found.sort(key=lambda m: m.start)
    for mention in found:
        position = bisect.bisect_right(starts, mention.start) - 1
        if position < 0:
            continue
        start, end = sentences[position]
        if mention.end <= end:
            per_sentence[position].append(mention)
    return per_sentence


def _api_id_mentions(text: str, found: list[Mention]) -> list[Mention]:
    """API ids of families the model table does not know ("kestrel-2-pro", "xinghe-lite", "spruce-4"), as models
    written that way, where a price can be theirs: a line stating money, a heading or label line of its own, or
    the first cell of a table row. Only :func:`_document_mentions` calls this, for documents that state no rates:
    a speed next to an unknown id stays unattributed."""
    table = _model_table()
    taken = [(m.start, m.end) for m in found]
    taken += [(m.start(), m.end()) for m in _BENCHMARK_REGEX.finditer(text)]
    mentions = []
    for match in _BARE_API_ID.finditer(text):
        start, end = match.start(), match.end()
        if any(s < end and start < e for s, e in taken) or \
                match.group("family").lower() in _NOT_MODEL_FAMILIES or _HARDWARE_LIKE_ID.match(match.group(0)) or \
                (table is not None and table.family_provider(match.group(0)) is not None) or \
                re.search(r"-(?:20\d{2}-?\d{2}-?\d{2}|\d{4})$", match.group(0)) or \
                PACKAGE_NAME_SUFFIX.search(match.group(0)) or \
                re.fullmatch(r"[a-z]+(?:19|20)\d{2}-\d{1,2}-\d{1,2}", match.group(0), re.I):
            # ("Last updated2026-03-21": a label glued to a date, no model; "llama-cpp-python", "gemini-cli": a package
            # or a tool named for the model, no model)
            continue  # (a family the model table knows is left to it: "gpt-4o-2024-08-06" is priced as gpt-4o)
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line = text[line_start:line_end if line_end >= 0 else len(text)]
        if not (_MONEY_WORDS.search(line) or len(line.strip()) <= 40 or text[line_start:start].strip() in ("", "|")):
            continue
        mentions.append(Mention(start, end, match.group(0), match.group(0).lower(), "model", None))
        taken.append((start, end))
    return mentions


# A size word written after a listed model's name belongs to it ("O3 mini" is o3-mini, not o3).
_SIZE_TAIL = re.compile(r"[\s-](?:mini|nano|pro|turbo|flash|lite)(?![\w.-])", re.I)


def _workload_name(mention: Mention, text: str = "") -> str:
    """A benchmark's normalised name, or a model's name as written in the same style ("llama2-7b"): its maker's
    name left out ("OpenAI O3 mini" → "o3-mini"), a size word after it kept."""
    if mention.category == "benchmark":
        return mention.name
    surface = mention.surface.strip()
    tail = _SIZE_TAIL.match(text, mention.end) if text else None
    if tail and not _SIZE_TAIL.search(surface):
        surface += tail.group(0)
    # (a maker whose name is the model's own brand stays: "DeepSeek V3" is deepseek-v3, never "v3")
    if mention.organization and not re.sub(r"[\W_]+", "", mention.name.lower()).startswith(
            re.sub(r"[\W_]+", "", mention.organization.lower())):
        maker = re.match(re.escape(mention.organization) + r"\s+(?=\S*\d)", surface, re.I)
        if maker:
            surface = surface[maker.end():]
    return _written_workload(surface)


# A model named with its size in a table's model column ("Gemma 2 9B", "Qwen2.5-72B-Instruct").
_SIZED_MODEL = re.compile(r"^[A-Za-z][\w.\- ]{0,40}?\d+(?:\.\d+)?\s?[BM](?:[\s-][A-Za-z]+)?$")


def _written_workload(surface: str) -> str:
    """A model's name as written, in the style of the benchmark names: lower case, words joined by hyphens,
    a family's version number joined to its name when a size follows ("Llama 3.1 8B" → llama3.1-8b,
    "Gemma 2 9B" → gemma2-9b)."""
    name = re.sub(r"\s+", "-", surface.strip().lower())
    name = re.sub(r"^llama-v?(\d)", r"llama\1", name)
    return re.sub(r"^([a-z]+)-(\d+(?:\.\d+)?)-(?=\d+(?:\.\d+)?[bm](?![a-z]))", r"\1\2-", name)
