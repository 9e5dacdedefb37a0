"""Comparison candidates: relative changes with their metric, direction, baseline and subject."""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal

from extractors.numbers import SHARE_OF_NAMED, ChangeMention, find_changes, find_money, find_rates, ratio_for
from extractors.rules.results import _ASKED
from extractors.rules.attribution import _attribute, _attribute_mention, _document_product, _is_compared, _is_heading
from extractors.rules.context import Candidate, DocumentContext, _clause_bounds, _clean_decimal
from extractors.rules.dates import effective_dates
from extractors.rules.names import Mention, _hardware_registry
from extractors.rules.results import _PAGE_RATE_UNIT, _in_target_column
from extractors.rules.tables import (_BASELINE_ROW_LABEL, _RATE_HEADER, _table_comparison, bare_speedup_cells, change_column, gain_row, token_ratio_cells,
                                     metric_change_column, signed_change_cell)
from extractors.rules.traps import (
    PROGRAMME_SESSION_LINE,
    CACHE_HIT_WORDS,
    CACHE_SAVING_FROM_TO,
    _QUESTION_SENTENCE,
    under_duties_or_goals,
    _MADE_UP_CASE,
    _CONDITIONAL_SENTENCE,
    _NEGATED,
    _NEGATED_SENTENCE,
    _MARKET_MOVE_SENTENCE,
    _NOT_A_RATIO_CLAUSE,
    _TRAP_METRIC as _SHARED_TRAP_METRIC,
    _TRAP_MONEY,
)

# "Whether inference gets ten times cheaper by 2028 is anyone's guess": a change wondered about
# (not "Whether on vLLM or SGLang, the B200 delivers …": whichever, a claim all the same)
_WHETHER_CLAUSE = re.compile(r"(?:^|[.;:,]\s+)\W*whether\b(?![^.;,]{0,60}\bor\b)[^.;,]{0,80}$", re.I)
_DOUBT = re.compile(r"\b(?:anyone['’]s\s+guess|unclear|uncertain|remains\s+to\s+be\s+seen|open\s+question|nobody\s+knows|"
                    r"no\s+one\s+knows)\b", re.I)
# A count of things a change is of ("2,800 余项结果", "27 家", "3,100 submissions")
_COUNTED_THINGS = re.compile(r"\d[\d,]*\s*(?:余|多)?\s*(?:项|個|个|家|份|条|條)(?!\s*(?:令牌|tokens?|词元|詞元|字|token))|"
                             r"\b\d[\d,]*\+?\s+(?:submissions|results|entries|participants|organizations|companies|"
                             r"submitters|systems\s+submitted)\b", re.I)
# Beyond the shared trap words: a data transfer's speed is bandwidth ("4x faster CPU-to-GPU transfer").
# A transistor count or a density per area ("单位面积算力密度提升3倍", "1.6x the transistors") is how a chip is built,
# not what it delivers.
_TRAP_METRIC = re.compile(_SHARED_TRAP_METRIC.pattern + r"|\b(?:data\s+)?transfers?\b|传输|傳輸|"
                          # ("Block storage: price per GB-month reduced 15%", "Students: 50% off": no inference price)
                          r"\b(?:block|object)\s+storage\b|\bGB[- ]months?\b|\bstudents?\b|\bearly[- ]bird\b|"
                          r"\btransistors?\b|晶体管|晶體管|電晶體|电晶体|"
                          # (not compute density: how much work a chip or rack does, its performance)
                          r"(?<!compute\s)\bdensity\b|(?<!算力)(?<!运算)(?<!運算)(?<!计算)(?<!計算)密度", re.I)
# A clause that makes a change no comparison of products whatever metric it names: per unit of chip area (the
# process's density, "每平方毫米的算力密度提升 4 倍"), or a share's issue or takeover price ("较发行价溢价约40%")
# "… cost reduction on inputs", "cheaper on output tokens": a change of what one side of the tokens is charged
_TOKEN_SIDE_COST_AFTER = re.compile(r"\s*(?:cost\s+)?(?:reductions?|cuts?|savings?|decreases?|drops?|lower|cheaper)?\s*"
                                    r"(?:on|for)\s+(?:the\s+)?(?:inputs?|outputs?|(?:input|output|prompt|completion)\s+tokens?)\b",
                                    re.I)
_NOT_PRODUCTS_CLAUSE = re.compile(r"平方毫米|单位面积|單位面積|\bmm(?:²|2|\^2)(?!\w)|per\s+square\s+(?:mm|millimet(?:er|re))|"
                                  r"发行价|發行價|招股价|招股價|收购价|收購價|"
                                  # memory chips as a market sells them ("DDR4 segments have seen prices more than double")
                                  r"\b(?:DDR\d|DRAM|NAND)\b[^.;。]{0,60}\bpric(?:es?|ing)\b|"
                                  r"\bpric(?:es?|ing)\b[^.;。]{0,60}\b(?:DDR\d|DRAM|NAND)\b|内存条|內存條|颗粒价格|顆粒價格", re.I)
# Goods and tickets a shop sells ("饮品…相当于原价打四折", "学生凭证件可享 5 折"): their discounts are no prices of this
# schema, unless the change's own clause is about tokens, models or chips
_CONSUMER_GOODS = re.compile(r"\bstudents?\b|\bearly[- ]bird\b|\bconference\s+pass(?:es)?\b|\bvalid\s+(?:student\s+)?ID\b|"
                             r"咖啡|饮品|飲品|拿铁|拿鐵|奶茶|第二杯|优惠券|優惠券|折券|门票|門票|早鸟票|早鳥票|标准票|標準票|学生票|機票|机票|"
                             r"酒店|外卖|外賣|航线|航線|航空公司|电商|電商|双十一|雙十一|手机|手機|家电|家電|空调|空調|冰箱|"
                             r"车型|車型|大促|以旧换新|"
                             r"购票|購票|票价|票價|饮料|飲料|"
                             r"\bcoffee\b|\blattes?\b|\btickets?\b|\bairfares?\b|\bfares?\b|\bhotels?\b|\brail\b|"
                             r"\b(?:iced\s+)?drinks\b|\bbeverages?\b|\bpastr(?:y|ies)\b|"
                             r"\b(?:rail|travel|city|day|\d+-day)\s+(?:pass|card)\b|\bflights?\b|"
                             # ("Early-bird pass: $499 (regular $799) — that's 38% off", "espresso prices by 20%")
                             r"\b(?:early[- ]bird|student|conference|event|expo|all[- ]access|workshop|season)\s+(?:pass(?:es)?|registrations?)\b|"

                             r"\b(?:espresso|cappuccino|caf[eé]|canteen|cafeteria|gym|parking|groceries|rent\s+on\s+the\s+flat)\b", re.I)
_AI_WORDS = re.compile(r"tokens?|模型|\bAPI\b|GPU|算力|推理|芯片|\bmodels?\b|inference", re.I)
# "8 TB/s memory bandwidth (2.4× faster than H100's 3.35 TB/s)", "192 GB of HBM3e (2.4x the H100's)": a multiple in
# brackets glossing a memory size or bandwidth, a specification compared
_SPEC_GLOSS_BEFORE = re.compile(r"\b\d+(?:\.\d+)?\s?(?:[TG]B/s|GB|TB)\b[^()（）.;。]{0,30}[(（]\s*(?:up\s+to\s+|about\s+|~)?$",
                                re.I)
# A memory or link bandwidth written as a figure ("3.35 TB/s", "900 GB/s")
_BANDWIDTH_FIGURE = re.compile(r"\d(?:\.\d+)?\s?[TG]B/s\b")
# "GPU数量增加至原先2倍", "the number of chips grew 4x", "4x the GPU count": more hardware used, not more delivered
# (only in the change's own clause: the sentence's other change may still be a real one)
_HARDWARE_COUNT = re.compile(r"(?:GPU|芯片|晶片|加速器|卡|节点|節點|服务器|伺服器)的?(?:数量|數量|数目|數目)|"
                             r"\b(?:GPU|chip|node|accelerator|server)\s+counts?\b|"
                             r"\bnumber\s+of\s+(?:GPUs|chips|nodes|accelerators|servers|racks)\b", re.I)
# "The 100x Price Spread", "a 50x range in prices": how far a field's members lie apart, not one thing against another
# "the wrong model choice can create a 25x pricing gap": what a choice might cost, no two products compared
_POSSIBLE_GAP_BEFORE = re.compile(r"\b(?:can|could|may|might)\s+(?:create|cause|open|mean|lead\s+to)\s+(?:an?\s+)?(?:up\s+to\s+)?$", re.I)
# ("Up to 638× spread between most and least expensive routes": a spread however its ends are named)
_SPREAD_AFTER = re.compile(r"\s*(?:[\w-]+\s+){0,2}?(?:(?:spread|variation|dispersion)\b|range\b(?!\s+between))", re.I)
# "spans roughly 6x", "a spread of about 6.46x", a stat card "6.46x" captioned "Price spread on …": how far apart a
# field lies; "6x in output-token price across major providers", "a 10x difference in input price between two
# models": any two of a field, not one thing against another
_SPREAD_WORD = re.compile(r"\b(?:spread|range|variation|dispersion)\b", re.I)
_SPREAD_BEFORE = re.compile(r"\b(?:spans?|spanning|spanned|varies|vary|varied|ranges?|ranging)\s+(?:by\s+)?$|"
                            r"\b(?:spread|range|variation|dispersion)\s+of\s+$", re.I)
_SPREAD_ACROSS_AFTER = re.compile(r"\s*(?:[\w-]+\s+){0,4}?(?:across|among|between)\s+(?:the\s+)?(?:two|2|any\s+two|all|major|"
                                  r"different|various|many|several)\s+(?:[\w-]+\s+){0,2}?(?:providers?|vendors?|hosts?|"
                                  r"models?|clouds?|platforms?|APIs?|services?)\b", re.I)
# "算力持续翻倍", "keeps doubling every year": a trend stated, not a measured change
_TREND_BEFORE = re.compile(r"(?:持续|不断|逐年|每年|每代|年年|继续|繼續|持續)\s*$|\b(?:continu(?:e|es|ed|ing)\s+to|"
                           r"keeps?|kept)\s+$", re.I)
# "If utilization drops by half, the cost doubles": a sentence that opens on a supposition
_IF_CLAUSE_FIRST = re.compile(r"^\W*(?:if|suppose|assuming|(?:now\s+)?imagine|假如|如果|假设|假設)\b", re.I)
_SUPPOSED_CHANGE = re.compile(r"\b(?:drops?|falls?|rises?|doubles?|halves?|triples?|increases?|decreases?|goes\s+(?:up|down)|"
                              r"grows?|shrinks?)\b|\d\s?(?:%|x|×|倍)|降|升|翻倍|减半", re.I)
_BETWEEN_BEFORE = re.compile(r"\bbetween\s+(?:about\s+|roughly\s+|around\s+)?$", re.I)
_TREND_AFTER = re.compile(r"\s*(?:(?:roughly|about|approximately)\s+)?(?:every|each)\s+(?:\d+\s+|few\s+|two\s+|"
                          r"eighteen\s+)?(?:years?|months?|generations?|quarters?)\b", re.I)


# What each dollar spent buys ("每花一美元")
_PER_DOLLAR_SPENT_WORDS = r"每花(?:费|費)?\s?(?:一|1)\s?(?:美元|美金|块钱|塊錢|元)"
_METRICS: list[tuple[str, re.Pattern]] = [
    ("perf_per_dollar", re.compile(r"(?:(?:performance|perf|throughput|tokens?|inference|compute)[- ])?per[- ]dollar|"
                                   # "tokens per second per dollar": a rate bought per dollar
                                   r"(?:tokens?\s+per\s+second|tokens?/s|throughput)\s+per\s+dollar|"
                                   # "1.66× end-to-end throughput per cost improvement", "tokens/$"
                                   r"throughput\s+per\s+(?:unit\s+(?:of\s+)?)?cost\b|\btokens?\s?/\s?\$|"
                                   r"perf(?:ormance)?\s?/\s?\$|price[- /]performance|performance[- ]per[- ](?:TCO|\$)|"
                                   # "3 times better performance per total cost of ownership"
                                   r"performance\s+per\s+(?:total\s+)?cost\s+of\s+ownership|"
                                   r"cost[- ]efficien\w*|(?:more|less)\s+cost[- ]effective|cost[- ]effectiveness|性价比|成本效益|成本效率|"
                                   # "每花一美元,获得的性能是AMD的15倍": what each dollar spent buys
                                   + _PER_DOLLAR_SPENT_WORDS + r"|"
                                   # "每美元效能", "每元吞吐": work per unit of money
                                   r"每(?:美元|美金|元|块钱|塊錢)\s?(?:的)?\s?(?:效能|性能|吞吐|輸送量|算力|tokens?|产出|產出)", re.I)),
    ("perf_per_watt", re.compile(r"(?:(?:performance|perf|throughput|tokens?|inference|compute)[- ])?per[- ](?:mega|giga|kilo)?watt|"
                                 # "1.72× higher throughput per unit power"
                                 r"(?:performance|perf|throughput|tokens?)\s+per\s+unit\s+(?:of\s+)?(?:power|energy)\b|"
                                 # "单位能耗的吞吐是 H100 集群的 4 倍": throughput per unit of energy
                                 r"单位能耗的?(?:吞吐|性能|算力)|單位能耗的?(?:吞吐|性能|算力)|"
                                 r"per[\s-](?:\d+\s?)?MW\b|每(?:兆|百万)?瓦|"
                                 r"perf(?:ormance)?\s?/\s?(?:W|watt)\b|energy[- ]efficien\w*|power[- ]efficien\w*|"
                                 r"(?<![就才可])能效(?!能)|能源效率|能源效益|能耗比|(?:效能|性能)功耗(?:比)?|"
                                 # ("单位功耗性能领先V100达3.7倍": the performance per unit of power)
                                 r"单位功耗(?:下的?)?(?:性能|算力|效能)|單位功耗(?:下的?)?(?:性能|算力|效能)|"
                                 r"(?:吞吐|輸送量|性能|效能|算力|throughput|perf(?:ormance)?|tokens?)\s?/\s?(?:功耗|功率|能耗|power\b)",
                                 re.I)),
    ("energy", re.compile(r"\benergy(?![- ]efficien)(?:\s+use|\s+consumption)?\b|power\s+consumption|能耗|功耗", re.I)),
    # (ASCII letter edges: Chinese text glues the abbreviation to the next character, "TTFT相比EP8降低约19%"; TTFA is the
    # first audio's)
    ("latency", re.compile(r"(?<!non-)(?<!non\s)latency(?![- ](?:sensitive|critical|tolerant|bound)\b)|latencies|"
                           # "the AMD part took 25% longer": the time a step took
                           r"(?<=%\s)longer\b(?!\s+(?:context|prompts?|sequences?|inputs?|outputs?|windows?))|"
                           r"time[- ]to[- ]first[- ]token|(?<![A-Za-z])TTF[TA](?![A-Za-z])|response\s+times?|"
                           r"延迟|时延|延遲|時延|延时|延時|(?<![A-Za-z])(?:TTOT|ITL|TBT)(?![A-Za-z])|"
                           # "turns with a cached prefix reach first token 2.8x faster"
                           r"\b(?:reach(?:es|ed)?|get\s+to|gets\s+to|hit(?:s)?)\s+(?:the\s+)?first\s+token\b|"
                           # "a 12-fold improvement in turnaround time", "time to a final answer", "响应时间缩短一半"
                           r"turn-?around(?:\s+times?)?|time\s+to\s+(?:a\s+|the\s+)?(?:final\s+|first\s+)?(?:answer|response)|"
                           r"wait(?:ing)?\s+times?|completion\s+times?|\brequest\s+completion(?!\s+rates?)\b|响应时间|響應時間|(?<![总總])耗时|耗時|等待时间|等待時間|思考时间|思考時間|推理时间|推理時間|生成时间|生成時間|"
                           # "a 62% reduction in time per output token", "TPOT", "inter-token latency"
                           r"time\s+per\s+(?:output\s+)?token|\bTPOT\b|"
                           # "the per-token decode time is 85x higher": how long a stage of the work takes
                           r"\b(?:decode|decoding|prefill|generation|inference)\s+times?\b|(?<![A-Za-z])E2EL(?![A-Za-z])|\b(?:E2E|end-to-end)\s+(?:duration|time)\b|首\s?token\s?(?:延迟|時延|时延)", re.I)),
    # (misspelt as pages do: "2.06x higher througput")
    ("throughput", re.compile(r"thr?ough?t?put|goodput|tokens?\s+per\s+(?:(?:GPU|chip|card|accelerator)\s+per\s+)?second|tokens?/s|tok/s|(?<![A-Za-z])TPS(?![A-Za-z])|(?<![A-Za-z/])T/s(?![A-Za-z])|(?<![A-Za-z])[QR]PS(?![A-Za-z])|queries\s+per\s+second|吞吐|輸送量|(?:AI\s+)?factory\s+output|"
                              # "输出速度约为…的 2.4 倍", "output speed": how many tokens come out per second
                              r"token\s+output|(?:输出|輸出|生成)速度|\b(?:output|generation)\s+speed|"
                              # "sustain up to 22× higher request rates": how many requests are served per second
                              r"\brequest\s+rates?\b|\brequests?\s+per\s+second\b|\breq/s\b", re.I)),
    ("price", re.compile(r"(?<!stock )(?<!share )\bprices?\b(?!\s+targets?\b)|\bpricing\b|cheaper|discount\w*|\boff\b|"
                         # "cutting both rates by 60%": the prices just named, as rates
                         r"\b(?:both|all|its|their)\s+(?:token\s+)?rates\b(?!\s+limits?)|"
                         # "Gemini 1.5 Pro charges 16× more per input token": what a provider charges
                         r"\bcharg(?:es|ed)\b|\bmore\s+per\s+(?:\w+\s+)?(?:tokens?|million)\b|"
                         # "Haiku 5.5 is priced 90% lower than Haiku 4.5": what it is priced at
                         r"\bpriced\b|"
                         # "costs about 2.4x as much to rent": what renting it costs is its price
                         r"\b(?:as\s+much|more|less)\s+to\s+rent\b|"
                         # "the cost of accessing a frontier-class model": what its users pay
                         r"\bcost\s+of\s+(?:accessing|using|calling|querying)\b|API\s+(?:costs?|fees?|rates?|expenses?|spend(?:ing)?)|"
                         r"(?:standard|base|list|interactive|regular|normal|hourly|on-demand|daytime|input|output|"
                         # (not how often the cache is hit: "3.8x higher cache hit rate")
                         r"cache[- ]miss|(?<!higher\s)(?<!better\s)(?<!lower\s)(?<!improved\s)cache[- ]hit|cache[- ]read|cache[- ]write|cached|"
                         r"token|batch|previous|prior|old|new|current)\s+rates?|"
                         # "cut its H100 rate 16%", "GPU rates": what renting the chip costs
                         r"\b(?<!per-)(?<!per )(?:GPU|chip|card|rental)\s+rates?\b|\b[A-Z]{1,3}\d{2,4}[A-Z]?\s+rates?\b|"
                         # "B200 rents to fall another 15%": what renting a chip costs
                         r"\b(?<!on\s)(?:[A-Z]{1,3}\d{2,4}[A-Z]?|GPU)\s+(?:rents|rentals?)\b|\brents?\s+(?:for|on)\s+(?:the\s+)?(?:[A-Z]{1,3}\d{2,4}|GPUs?)\b|"
                         # "save up to 32% against on-demand": a billing term against another
                         r"\b(?:against|vs\.?|versus|than|below|under)\s+(?:the\s+)?(?:on[- ]demand|list)\b(?![- ](?:inference|access|capacity))|"
                         r"\bpremium\b|\bsurcharge\b|\bexpensive\b|\bpricier\b|\bcostlier\b|\bundercut(?:s|ting)?\b|"
                         # "a tenth of what closed models charge": what others charge is their price
                         r"\bwhat\s+[^,;.]{1,60}?\b(?:charge[sd]?|pays?|paid)\b|"
                         # "roughly two thirds of what comparable systems cost": what others cost is their price
                         r"\bof\s+what\s+[^,;.]{1,60}?\bcost(?:s|ed)?\b|"
                         r"降价|价格|降價|價格|价钱|價錢|定價|折|优惠|命中价|缓存价|(?<![免付])费用(?!户)|便宜|贵了|貴了|更贵|更貴|定价|原价|标准价|单价|输入价|输出价|调用价|"
                         # "较基础型实例溢价约40%", "月费增加15%": a premium over another's price, a monthly fee
                         r"溢价|溢價|月费|月費|月租|年费|年費|(?:API|调用)的?成本|(?:输入|输出|輸入|輸出)\s?(?:token\s?)?成本|"
                         # "910B 的租金约为 H20 的六成": what renting the card costs
                         r"租金|租价|租價|租赁价|租賃價", re.I)),
    ("cost", re.compile(r"\bcost(?:s|ing)?\b|(?<!enterprise\s)(?<!global\s)(?<!industry\s)(?<!market\s)(?<!total\s)(?<![QH]\d\s)(?<!quarterly\s)\b(?:monthly|inference|compute|cloud|GPU)\s+spend(?:ing)?\b|(?<![A-Za-z])TCO(?![A-Za-z])|total\s+cost|\bbills?\b|\boperating\s+expenses?\b|\bopex\b|(?:computational|compute)\s+overhead|economical|"
                        r"(?<!API的)(?<!调用的)成本|节省|账单", re.I)),
    ("performance", re.compile(r"performance|performant|faster|slower|speedier|\bspeed(?:-?ups?)?\b|\bsped\s+up\b|quicker|\bcompute\b|outperform\w*|"
                               # "brings 1.88x acceleration to the FAQ service": a speed-up (not an accelerator)
                               r"\bacceleration\b|"
                               # "AITER MLA for decode (up to 17X boost)": a boost right after its multiple is a speed-up
                               r"(?:(?<=\d[xX×]\s)|(?<=\d[xX×])|^\s?)boost\b(?!\s+(?:in|to|of)\s+(?!(?:speed|throughput|performance)\b))|"
                               # "accelerate your AI inference workloads by up to 76%": a speed-up by the figure
                               r"\baccelerat(?:e|es|ed|ing)\b(?=[^.;]{0,60}?\bby\s+(?:up\s+to\s+|about\s+|nearly\s+)?(?:\d|$))|"
                               # "a 10x advantage in interactivity": how fast each user is served
                               r"\b(?<=in\s)interactivity\b|"
                               # "计算效率提升3倍", "運算能力高出5倍": how much work is done, an unspecified speed
                               r"inferencing|\bcomputations?\b|性能|效能|速度|更快|加速(?![器卡])|算力|推理效率|计算效率|計算效率|运算效率|運算效率|"

                               # "其解码能力提升2倍", "大模型训练效率提升68%": how fast a stage of the work goes
                               r"解码能力|解碼能力|推理能力|处理能力|處理能力|训练效率|訓練效率|"
                               # Japanese pages: "前世代比4.5倍ものパフォーマンス", "H20に比べて6.68倍高速"
                               r"パフォーマンス|高速(?!道|化)|処理能力|"
                               # "FP16 与 FP8 的表現": how a chip performs (not a share price's 股价表现)
                               r"(?<![股价價市])表[现現]|"
                               # "可以达到 A100 的 80% 水平": a chip's level against another's (not a price level)
                               # (the level right after the share; "比行业平均水平低 99.3%" compares whatever the clause
                               # names, a price here)
                               r"(?:(?<=%)|(?<=%\s)|(?<=\d))水[平准準]|"
                               r"运算能力|運算能力|计算能力|計算能力|运算密度|運算密度|计算密度|計算密度|compute\s+density|"
                               # "2,517 MXFP8 TFLOPS, which is nearly two times lower": a rate of arithmetic
                               r"\b[TPE]?FLOPS\b|\b(?:tera|peta|exa)flops\b|"
                               # "生成令牌的效率提升10倍": the efficiency of producing (not of energy: 能效)
                               r"(?:的|生成|推理|token|令牌|「令牌」)\s?效率", re.I)),
]


_BASELINE = re.compile(
    r"(?:\bthan|\bover|\bversus|\bvs\.?|\bcompared\s+(?:to|with)|\brelative\s+to|\bagainst|\bfrom|\boutperform(?:s|ed|ing)?|"
    r"\bas\s+(?:much|fast|quick|speedy|expensive|costly|pricey|cheap|efficient)\s+as|"
    r"\bthe\s+(?:performance|throughput|speed)\s+of|\bthat\s+of)\s+(?P<baseline>(?:[^,;.()]|(?<=\d)[,.](?=\d))+?)"
    r"(?=\s+(?:on|in|for|at|by|when|while|with|using|running|across|during|according|but|yet|though|although|to\s+\$|"
    r"and\s+(?:a|an|up|\d|offers?|delivers?|provides?|gives?|is|has|brings?|cuts?|"
    # "as fast as its predecessor and five times more efficient": the next comparison, not the baseline's name
    r"twice|half|two|three|four|five|six|seven|eight|nine|ten|more|less))\b|(?<!\d),|,(?!\d)|[;()]|\.\s|\.$|$)",
    re.I,
)
# "outperforms the 2018 Cloud TPU by nearly 30 times": the baseline comes before the change.
# Verbs of being behind a named product by some amount: "trails", "lags behind", "undercuts"
_BEHIND_VERB = (r"trail(?:s|ed|ing)?|lag(?:s|ged|ging)?(?:\s+behind)?|(?:falls?|fell|falling)\s+behind|"
                r"undercut(?:s|ting)?")
_OUTPERFORMS_BEFORE = re.compile(r"\b(?:outperform(?:s|ed|ing)?|exceed(?:s|ed|ing)?|surpass(?:es|ed|ing)?|outpac(?:es|ed|ing)|"
                                 r"edg(?:es|ed|ing)\s+out|"
                                 r"beat(?:s|ing)?|topp(?:ed|ing)|tops|" + _BEHIND_VERB + r")\s+(?P<baseline>(?:[^,;.()]|(?<=\d)[,.](?=\d)|(?<=[A-Za-z])\.(?=[A-Za-z])|"
                                 # ("outperforms bitsandbytes, cuBLAS, and TensorRT_LLM by up to 8.9×, 2.6×, and 1.9×": a
                                 # list of rivals, one multiple each)
                                 r",(?=\s+(?:and\s+)?[\w-]+(?:\s[\w.-]+)?(?:,|\s+(?:and\s+[\w.-]+\s+)?by\s)))"
                                 r"{1,60}?)\s+by\s+"
                                 r"(?:(?:nearly|about|almost|around|roughly|over|more\s+than|up\s+to)\s+)?$", re.I)
# "the H200 extended the H100's performance by up to 47%": a rival's level raised by the subject, the rival the baseline
_RAISED_RIVAL_BEFORE = re.compile(r"\b(?:extend(?:s|ed|ing)?|improv(?:es|ed|ing)(?:\s+(?:on|upon))?|boost(?:s|ed|ing)?|"
                                  r"rais(?:es|ed|ing))\s+(?:the\s+)?(?=(?-i:[A-Z]))(?P<baseline>[^,;.()]{1,40}?)['’]s\s+"
                                  r"(?:[\w-]+\s+)?(?:performance|throughput|speed)\s+by\s+"
                                  r"(?:(?:nearly|about|almost|around|roughly|over|more\s+than|up\s+to)\s+)?$", re.I)
# ("价格较高": 较 as "relatively" before an adjective names nothing compared with)
# ("比我的本地RTX3060快了整整5倍": a possessive before the name is no part of it)
# (not the 比 of a noun: 加速比, 性价比, 能效比)
_BASELINE_CHINESE = re.compile(r"(?:相比|相较于?|相对于?|较(?![高低多少大小快慢贵好差强弱长短为為])|(?<!占)(?<![对對])(?<!性价)(?<!性價)(?<!加速)(?<!能效)比)"
                               r"(?:我的|我们的|我們的|你的|你们的|他们的|他們的)?"
                               # ("比没有量化的qwen72b慢": what 的 qualifies is the name after it)
                               r"(?:[^，,。；;的\d]{1,12}的(?=[A-Za-z]))?(?P<baseline>[^，,。；;]{1,20}?)"
                               r"(?=而言|来说|[，,]|便宜|贵|高|低|快|慢|多|少|提升|提高|降低|下降|减少|增加|再|更|的|"
                               # "较上月下调了 12%": the month before, then the verb of the change
                               # (one character only before what it starts: "比普通稍贵"; never 略, "比旧策略快")
                               r"下调|上调|调降|调低|调高|下跌|上涨|涨(?=价|了|幅|至|到)|跌(?=了|幅|至|到|破)|"
                               r"降(?=价|低|了|幅|至|到)|稍(?=[高低快慢贵好差便]))")
# "4倍于H100", "3倍於H20": the thing a multiple written before 于 is a multiple of
_TIMES_OF_AFTER = re.compile(r"(?<=倍)\s?[于於]\s?(?P<baseline>[^，,。；;\s][^，,。；;]{0,19}?)(?=[，,。；;]|的|\s|$)")
_HARDWARE_AFTER = re.compile(r"^\s*(?:NVIDIA\s+|AMD\s+)?(?:[A-Z]{1,3}\d{2,4}[A-Z]?\b|GPUs?\b|accelerators?\b|chips?\b|"
                             r"TPUs?\b|nodes?\b|servers?\b|cards?\b)")


_EXCEEDED_BEFORE = re.compile(r"(?:超越|超过|超出|领先|高出|优于)(?=[^，。,;；]{1,30}?(?:达|约|近)?\s*$)|"
                              # "exceeded B200 by 19%": beating a named product by N% is N% more
                              r"\b(?:exceed(?:s|ed|ing)?|surpass(?:es|ed|ing)?|outpac(?:es|ed|ing)|beat(?:s|ing)?|"
                              r"topp(?:ed|ing)|tops|outperform(?:s|ed|ing)?)\b(?=[^,;.]{1,40}?\bby\s+"
                              r"(?:(?:nearly|about|almost|around|roughly|over|more\s+than|up\s+to)\s+)?$)", re.I)
# A rate named before a bracketed percentage that gives its level ("a discounted rate (about 10 percent for …",
# "a write premium (about 125 percent …")
_RATE_LEVEL_BEFORE = re.compile(r"\b(?:(?:discounted|reduced|lower|cheaper)\s+(?:rate|price)|(?P<premium>premium))\s*[(（]\s*"
                                r"(?:[^()（）%]{0,40}?%?[^()（）]{0,30}?,\s*)?(?:about|roughly|around|approximately|~|≈)?\s*$", re.I)
# "trails the H100 by about 54%", "lags behind the B200 by 12%", "落后英伟达H100约20%": behind a named product by N%
# is N% less of it
# "undercuts Llama 3.1 70B on Together by 40%": below a named product's price by N% (a name may hold a decimal point)
_TRAILS_BEFORE = re.compile(r"\b(?:" + _BEHIND_VERB + r")\b"
                            r"(?=(?:[^,;.]|\.(?=\d)){1,40}?\bby\s+(?:(?:nearly|about|almost|around|roughly|over|more\s+than|up\s+to)\s+)?$)|"
                            r"落后(?:于)?(?=[^，。,;；]{1,30}?(?:达|约|近)?\s*$)", re.I)
# "the premium pays off when the B200 produces twice the throughput": a condition under which it would, not a result
_PAYS_OFF_WHEN = re.compile(r"\b(?:pays?\s+off|is\s+worth\s+(?:it|paying)|makes\s+(?:economic\s+)?sense|breaks?\s+even|"
                            r"only\s+wins?)\s+(?:only\s+)?(?:when|if|once|as\s+long\s+as|unless)\b", re.I)
# "A GPU that costs twice as much ...", "A model that looks 10% cheaper ... can be": an indefinite "a thing that"
# opening a sentence that names no product states what would follow for any such thing, not a measured change
_GENERIC_SUBJECT = re.compile(r"^\W*(?:an?|any)\s+(?:[\w$/.-]+\s+){0,3}?(?:that|which|whose)\s", re.I)
def _generic_subject(context: DocumentContext, index: int) -> bool:
    """Whether sentence ``index`` opens with a generic "a thing that ..." and names no product; a sentence that
    goes on from a line broken mid-phrase ("... looks 10% cheaper on" / "$/MTok can be ...") opens where it did."""
    first = index
    while first > 0 and re.match(r"\s*[a-z$/(]", context.sentence(first)) and \
            not re.search(r"[.!?。！？:：;；]\s*$", context.sentence(first - 1)) and index - first < 2:
        first -= 1
    return bool(_GENERIC_SUBJECT.match(context.sentence(first))) and not any(
        m.category in ("hardware", "model") for back in range(first, index + 1) for m in context.mentions[back])


# "The new Interactive benchmark has a 5x shorter TPOT": the rules of a test, not a measured change
_STRICTER_REQUIREMENTS = re.compile(r"\b(?:stricter|tighter|lower|new)\s+(?:latency\s+)?(?:requirements?|constraints?|"
                                    r"limits?|targets?|thresholds?)\b|更严格的(?:延迟)?(?:要求|限制)", re.I)
_USAGE_EXAMPLE = re.compile(r"^\W*(?:for|after)\s+(?:\d+|one|two|thirty|ten|fifteen)\s+(?:seconds?|minutes?|hours?|days?)\s+"
                            r"of\s+(?:usage|use)\b", re.I)
_TEST_DEFINITION_BEFORE = re.compile(r"\b(?:benchmark|scenario|test|track|category)\s+(?:has|have|uses|sets|imposes|"
                                     r"specifies|requires|adds|introduces)\s+(?:an?\s+|the\s+)?$", re.I)
_BRACKETED_AFTER_MONEY = re.compile(r"(?:\d\s*(?:元|美元|块|角|分|厘)|[$¥€]\s?\d[\d.,]*)\s*[（(][^()（）]{0,6}$")
_METRIC_VERB = re.compile(r"outperform", re.I)
# Metrics of what a chip or system does; comparisons of them are about hardware when hardware is named.
# "延迟改善2.4倍", "a 3x latency improvement", "4x faster time to first token": for a metric where lower is better
# an improvement by a multiple is a fall by that multiple, not a rise
_IMPROVED = re.compile(r"改善|改進|改进|优化|優化|缩短|縮短|加速|提速|\b(?:better|improv(?:e|es|ed|ing|ement|ements)|faster|quicker|"
                       r"speed-?up|gains?\s+in|advantages?|edges?|leads?)\b", re.I)   # ("2.72× gain in TPOT": the time fell that
# many times; "a 40% latency advantage": the latency is that much lower)


def _without_metric_words(text: str) -> str:
    """``text`` with every metric's words blanked (same length), so that a trap word inside a metric's name ("watt" of
    "performance per watt") is not read as a trap."""
    for _, regex in _METRICS:
        text = regex.sub(lambda found: " " * len(found.group(0)), text)
    return text


def _own_words_start(sentence: str, clause_start: int, change, changes) -> int:
    """Where the words of ``change`` begin in its clause: after the last "and" or comma that follows the figure before
    it ("up to 3x the performance per watt of the VX-4 and 2.2x its throughput": the per-watt words are the 3x's)."""
    start = max([clause_start] + [c.end for c in changes if c.end <= change.start])
    if start == clause_start:
        return start
    breaks = list(re.finditer(r",|\band\b|，|、|以及|及", sentence[start:change.start]))
    return start + breaks[-1].end() if breaks else start


def _improved_near(sentence: str, change) -> bool:
    """An improvement word in the change's own clause, right before or after the figure."""
    # ("about a quarter quicker but costs more than double": a contrast opens a clause of its own)
    before = re.split(r"[，,。；;、:：]|\bbut\b|\byet\b|\bwhile\b|\bwhereas\b|但|而", sentence[max(0, change.start - 20):change.start])[-1]
    after = re.split(r"[，,。；;、:：]", sentence[change.end:change.end + 30])[0]
    return bool(_IMPROVED.search(before + " " + after))


_HARDWARE_METRICS = {"performance", "throughput", "perf_per_watt", "perf_per_dollar", "latency", "energy"}
_NOT_METRIC_NOUN = re.compile(r"^\s*(?:than|over|compared|versus|vs\.?|relative|against|on|in|at|for|from|when|while|with|"
                               r"per|across|to|and|or|but|as|after|before|since|following|once|"
                               r"the\s+(?:previous|prior|last|first)|[,.;:)(]|$)", re.I)


_CHINESE_CHANGE_VERB = re.compile(r"(?:提升|提高|增加|增长|增長|降低|下降|减少|減少|缩短|縮短|加快)了?\s*(?:约|約|近|超过|超過|达|達)?\s*$")


# "费用最高降低 90 %", "最多可节省90%": a Chinese bound before the verb of change hedges the change.
_CHINESE_VERB_HEDGE = re.compile(r"(?:最高|最多|高达)可?(?:降低|减少|下降|提升|提高|节省|节约|降价|降|省|增加|快|加快|提速)了?\s*$")


_AVERAGE_BEFORE = re.compile(r"\b(?:on\s+average|an\s+average\s+of)\s+(?:about\s+|roughly\s+)?$", re.I)
_AVERAGE_AFTER = re.compile(r"\s*(?:[\w-]+\s+){0,4}?on\s+average\b", re.I)


def _verb_hedge(sentence: str, change: ChangeMention) -> str | None:
    """The hedge worded away from the number: "up to" for a Chinese bound before the verb ("最高降低 90 %"),
    "on average" around the change ("on average 50% better", "1.3x faster on average")."""
    if _CHINESE_VERB_HEDGE.search(sentence, max(0, change.start - 10), change.start):
        return "up to"
    if re.search(r"(?:约为|约是|大约是|大约为|约合)[^，。,;；]{0,25}的\s*$", sentence[max(0, change.start - 35):change.start]):
        return "about"  # "延迟约为 1B 的 1.9 倍"
    if _AVERAGE_BEFORE.search(sentence, max(0, change.start - 25), change.start) or \
            _AVERAGE_AFTER.match(sentence, change.end, min(len(sentence), change.end + 60)):
        return "on average"
    return None


def _same_name(first: str, second: str) -> bool:
    """Whether two names are one thing, ignoring case and words around a product code ("H100" ~ "NVIDIA H100 PCIe")."""
    a, b = (re.sub(r"\s+", " ", name).strip().casefold() for name in (first, second))
    if a == b:
        return True
    shorter, longer = sorted((a, b), key=len)
    # one names the other with a vendor word or a form factor around it ("H100" ~ "NVIDIA H100 PCIe")
    if not any(ch.isdigit() for ch in shorter):
        return False
    words, part = longer.split(" "), shorter.split(" ")
    return any(words[i:i + len(part)] == part for i in range(len(words) - len(part) + 1))


def _hedge(sentence: str, change: ChangeMention) -> str | None:
    """The change's hedge: its own word, but a bound before a Chinese verb outranks an "about" at the figure
    ("最高可快约9倍" is up to nine times)."""
    worded = _verb_hedge(sentence, change)
    if worded is None and change.hedge is None and _NEARLY_WHAT.search(sentence, max(0, change.start - 40), change.start):
        worded = "nearly"  # "接近英伟达 GB200 NVL72 系统的两倍": nearly twice the named product's
    return worded if worded == "up to" else change.hedge or worded


_NEARLY_WHAT = re.compile(r"(?:接近|将近|逼近|几乎是)[^，。,;；]{1,30}的\s*$")


_PERIODIC_SPEND_BEFORE = re.compile(r"[$¥€£]\s?\d[\d,.]*\s*[kKmM万千]?\s*/\s*(?:月|年|mo(?:nth)?|month|yr|year)\s*"
                                    r"[（(]\s*[−–+-]?\s*$", re.I)
# "costs about half as much to serve on Ironwood", "costs a third of what it would on GPT-4.1": what running a workload
# costs, not a list price
_SERVING_COST_AFTER = re.compile(r"\s*(?:as\s+much\s+)?(?:(?:per\s+(?:token|query|request|million\s+tokens)\s+)?"
                                 # "costs about half as much per token to run as an H100 deployment"
                                 r"to\s+(?:serve|run|operate|deploy|train|host|process|generate)\b|"
                                 r"(?:of\s+)?what\s+(?:it|they|that|the\s+same\s+\w+)\s+(?:would|did|does)\b)", re.I)
_WORKLOAD_FRAME = re.compile(r"\b(?:for|in|with)\s+(?:this|that|our|my|such\s+an?|the\s+same)\s+(?:[\w-]+\s+)?(?:use[- ]case|"
                             r"workload|example|scenario|job|pipeline|application|app)\b|\bper\s+month\b|\bmonthly\b|"
                             r"在(?:这个|此|该)(?:场景|用例|案例)", re.I)
_GLOSSED_HOURLY_PRICE = re.compile(r"[$¥€]\s?\d[\d.,]*\s*/\s*(?:hr|hour|h|GPU[- ]hour)\b\s*[（(]\s*$", re.I)
_METRIC_AFTER_NAME = re.compile(r"(?:['’]s)?\s+(?:costs?|bills?|prices?|price\s+tag|throughput|performance|latency|"
                                r"(?:inference\s+)?speed|perf|efficiency)\b", re.I)
_FASTER_BEFORE = re.compile(r"(?<!更)[快慢]了?\s?(?:约|近|超过)?\s?$")
# "9x more requests with the same latency", "at equal power": a metric held fixed is not the one that changed
_UNCHANGED_METRIC = re.compile(r"\b(?:with\s+(?:almost\s+|virtually\s+|nearly\s+|little\s+(?:or\s+)?)?no|without|at\s+no|"
                               r"(?:with|at|for|under)\s+(?:the\s+|a\s+)?(?:same|equal|constant|fixed|matched|identical)|"
                               r"at\s+iso)\b|在?(?:相同|同等|同样|同樣)的?", re.I)
_GAIN_NOUN_AFTER = re.compile(r"\s*(?:gains?|improvements?|increases?|boosts?|speed-?ups?|jumps?|uplifts?|"
                              r"reductions?|drops?|decreases?|cuts?|savings?)\b", re.I)


# (or its copula: "performance per dollar is 1.8x on our list-price assumptions" is in performance per dollar)
_ADJACENT_GAP = r"\s*(?:[:：=]\s*|\s(?:is|are|was|were)\s+)?(?:约|約|近|达|達|为|為|~|≈)?\s*(?:[+＋−–-]\s*)?$"


# "twice as fast as", "3x as expensive as": an equative names its metric with the adjective.
# (also with the compared thing left unsaid: "bold claims: twice as fast, half the price")
_EQUATIVE_AFTER = re.compile(r"\s*as\s+(?P<adj>fast|quick|speedy|slow|expensive|costly|pricey)(?:\s+as\b|(?=\s*(?:[,;.:)!]|$)|"
                             r"\s+(?:and|while|with|at|on|for|in)\b))", re.I)
_EQUATIVE_METRICS = {"fast": "performance", "quick": "performance", "speedy": "performance", "slow": "performance",
                     "expensive": "price",
                     "costly": "price", "pricey": "price"}
# "more energy-efficient", "more power efficient", "more cost-efficient"; a bare "more efficient" is not read
# (it may mean any efficiency).
_EFFICIENT_AFTER = re.compile(r"\s*(?:more\s+|as\s+)?(?:(?:(?:energy|power)|(?P<cost>cost))[- ]?efficient\b|"
                              # "twice as fast and four times more efficient.": a chip's bare efficiency is per watt
                              r"(?P<bare>efficient)(?=\s*(?:[,.;)]|$|than\b|as\b)))", re.I)
# What makes a bare "more efficient" a chip's: the sentence is about a processor ("the new processor is twice as fast as
# its predecessor and four times more efficient"), not a design or a workflow
_CHIP_WORD = re.compile(r"\b(?:processors?|chips?|accelerators?|GPUs?|TPUs?|NPUs?|silicon)\b|芯片|晶片|处理器|處理器|"
                        # a chip line named ("Trainium3 is four times more efficient than the previous generation")
                        r"\b(?:Trainium|Inferentia|Gaudi|Instinct|Maia|Ascend|Blackwell|Hopper|Rubin|Ironwood|Trillium)\d*\b|昇腾|昇騰",
                        re.I)


# What renting a chip costs (a rate card, instances, purchase modes): its price, not the cost of running work on it
_RENTAL_WORDS = re.compile(r"\brent|\brental|per\s+hour|hourly|/\s?h(?:ou)?r\b|on[- ]demand|\bspot\b|\breserved\b|"
                           r"\binstances?\b|rate\s+card|\bGPU[- ]hours?\b|租|每小时|每小時", re.I)
# A chip written by its code ("B200", "MI300X", "H100", "L40S")
_CHIP_CODE = re.compile(r"(?<![\w.-])(?:[A-Z]{1,3}\d{2,4}[A-Z]{0,2})(?![\w.-])")
_FASTER_AND_CHEAPER = re.compile(r"\s*(?:faster|quicker)\s+(?:and|&)\s+cheaper\b|\s*cheaper\s+(?:and|&)\s+(?:faster|quicker)\b",
                                 re.I)
# A column of what is aimed at ("目标值", "Target", "Goal", "预期")
_TARGET_COLUMN = re.compile(r"目标|目標|预期|預期|计划|計劃|\b(?:target|goal|planned|expected|projected)\b", re.I)
# The keyword of a time said to be faster or slower ("TTFT … is 12% slower"): its ratio runs with the word
_LATENCY_SPEED = "latency (faster or slower)"
_PAIRED_FASTER, _PAIRED_CHEAPER = "faster (with cheaper)", "cheaper (with faster)"


# "This approach could allow AI systems to process data up to ten times faster": what an approach might make possible
_COULD_ALLOW_BEFORE = re.compile(r"\b(?:could|might|may)\s+(?:potentially\s+|one\s+day\s+)?(?:allow|enable|let)\b", re.I)


# A Japanese change names what it is against before it: "H20に比べて6.68倍高速", "10 年前に比べて 1,000 倍高い",
# "前世代比4.5倍" (only on a page written with kana, where 比 ends the phrase rather than starting it)
# (kana proper: not ・ or ー, which Chinese text uses too)
_KANA = re.compile(r"[\u3040-\u309f\u30a1-\u30fa]")
# "H100の3倍高速": N times the one named before の
_JAPANESE_OF_BEFORE = re.compile(r"(?P<baseline>[A-Za-z][\w.-]*\d[\w.-]*)\s?の\s?$")
_JAPANESE_BASELINE = re.compile(r"(?P<baseline>[^、。，,はがをもで\s](?:[^、。，,はがをもで]{0,20}?[^、。，,はがをもで\s])?)\s?"
                                r"(?:に比べ(?:て|ると)?|と比べ(?:て|ると)?|と比較して|に対して|比)\s?$")


def _chinese_baseline(sentence: str, change: ChangeMention):
    """The 比/较 phrase a Chinese change is against: the nearest one before it in its clause ("比 FlashAttention-2 慢 37%，
    比 FlashInfer 慢 42%": each figure its own), else the first before it, else one after it in the same clause ("为
    H200 的 2.3 倍，每瓦效能则比前一代 JY-3 高出 60%": a later clause's 比 is its own change's)."""
    if (times_of := _TIMES_OF_AFTER.match(sentence, change.end)) is not None:
        return times_of   # "推理性能4倍于H100": N times what 于 names
    if len(_KANA.findall(sentence)) >= 2:
        found = _JAPANESE_BASELINE.search(sentence, max(0, change.start - 30), change.start) or \
            _JAPANESE_OF_BEFORE.search(sentence, max(0, change.start - 30), change.start)
        if found is not None:
            # ("前世代比": a standard phrase, named as the standard baselines are)
            return None if re.fullmatch(r"前世代|旧世代", found.group("baseline")) else found
    found = list(_BASELINE_CHINESE.finditer(sentence))
    before = [m for m in found if m.start() < change.end]
    own_clause = [m for m in before if not re.search(r"[，,；;。]", sentence[m.end():change.start])]
    if own_clause:
        return own_clause[-1]
    if before:
        return before[0]
    return next((m for m in found if not re.search(r"[，,；;]", sentence[change.end:m.start()])), None)


def _ratio_places(ratio: Decimal) -> Decimal:
    """A ratio to four decimal places, or to four significant digits below 0.01 ("a 3,000x price implosion" is
    0.0003333, not 0.0003)."""
    if ratio <= 0 or ratio >= Decimal("0.01"):
        return ratio.quantize(Decimal("0.0001"))
    return ratio.quantize(Decimal(1).scaleb(ratio.adjusted() - 3))


def _metric_adjacent_before(before: str) -> bool:
    """Whether a metric's name ends right before the figure ("能源效率 +", "吞吐/功耗~", "總能耗約 ")."""
    return any(re.search(rf"(?:{regex.pattern}){_ADJACENT_GAP}", before, re.I) for _, regex in _METRICS) and \
        bool(re.search(r"[+＋−–]\s*$|[\u4e00-\u9fff]\s*(?:约|約|近|~|≈)?\s*$|\s(?:is|are|was|were)\s+$", before))


_METRICS_BY_NAME = {name: regex for name, regex in reversed(_METRICS)}
# "reduces cost per token by roughly 40%", "cuts latency by up to 30%": a verb of change, its metric, then "by" the figure
_VERB_METRIC_BY = re.compile(r"\b(?:reduc|cut|lower|slash|improv|increas|boost|rais|rais|lift|doubl|halv|trim|drop)\w*\s+"
                             # ("improves time-to-first-token (TTFT) latency by up to 96%": an abbreviation in brackets)
                             # (a model's version inside: "improved Llama 3.1 8B offline throughput by 16%")
                             # ("increases decoding T/s (ex. for Llama 3.1 8b @ q4k) by 26%": an aside in brackets)
                             r"(?:(?:the|its|their|our)\s+)?(?P<metric>(?:\([^()]{1,40}\)|[\w\s/-]|[()]|(?<=\d)\.(?=\d)){2,60}?)\s+by\s+"
                             r"(?:(?:roughly|about|around|approximately|up\s+to|as\s+much\s+as|nearly|almost|more\s+than|over|some)\s+)?$",
                             re.I)


# A benchmark's result named as the thing compared ("result on Llama 2 70B", "Offline result")
_BENCHMARK_RESULT_WORD = re.compile(r"\bresults?\s+on\s+(?:Llama|DeepSeek|GPT|gpt-|Mixtral|Qwen|SDXL|Whisper|ResNet|BERT|"
                                    r"RetinaNet|DLRM|3D-UNet|Stable\s+Diffusion)|\b(?:Offline|Server|Interactive)\s+"
                                    r"(?:results?|scores?)\b")
# "this round's B200 result is 2.9x that figure": a result against a score stated before it
_RESULT_IS_BEFORE = re.compile(r"\b(?:result|score)\s+(?:is|was|came\s+in\s+at)\s+(?:about\s+|roughly\s+|nearly\s+|some\s+)?$", re.I)
_AGAINST_FIGURE_BEFORE = re.compile(r"\bagainst\s+(?:about\s+|roughly\s+|around\s+)?(?:US)?[$€£¥]?\s?\d[\d,.]*"
                                   r"(?:\s?[\w/%-]+){0,3}?\s+(?:for|on|with|from)\s+(?:the\s+|an?\s+|its\s+)?")
_THAT_FIGURE_AFTER = re.compile(r"\s+that\s+(?:figure|score|result|number|mark)\b", re.I)


def _money_mentions_before(sentence: str, end: int) -> int:
    """How many amounts of money the sentence writes before ``end``."""
    return len(re.findall(r"(?:US)?[$¥€£]\s?\d|\d\s*(?:元|美元)", sentence[:end]))


def _metric_verb_by_before(before: str) -> bool:
    """Whether the figure ends a "<verb> <metric> by" phrase that names a metric ("reduces cost per token by ")."""
    match = _VERB_METRIC_BY.search(before)
    return match is not None and any(regex.search(match.group("metric")) for _, regex in _METRICS)


def _metric_adjacent_after(after: str) -> bool:
    """Whether a metric's name starts right after the figure ("30×吞吐", "2x throughput")."""
    after = re.sub(r"^[\s-]*(?:的\s*)?", "", after)  # "80% 的输入成本"
    return any(regex.match(after) for _, regex in _METRICS)


# A billing tier compared with, right after the figure ("50% of Standard", "2x Standard", "45% below on-demand")
_PRICE_TIER_AFTER = re.compile(r"\s*(?:[x×]\s*)?(?:(?:of|below|above|under|over|than|off)\s+)?(?:the\s+)?(?:standard|on-demand|list|regular|"
                               # ("50% of standard Serverless rates": the product's word between)
                               r"pay-as-you-go)(?:\s+(?-i:[A-Z][a-z][a-z-]+))?(?:\s+(?:tier|rates?|prices?|pricing|processing|requests?|API))?"
                               r"(?=\s*(?:[,.;:)]|→|->|$)|\s+(?:and|while|for|on|in|with|when)\b)", re.I)
_PER_DOLLAR_SPENT = re.compile(_PER_DOLLAR_SPENT_WORDS + r"|\bfor\s+every\s+dollar\s+(?:spent|invested)|"
                               r"\bper\s+dollar\s+(?:spent|invested)", re.I)


_SPEAKER_VERB_AFTER = re.compile(r"(?:['’]s)?\s*(?:says?|said|claims?|claimed|announced|reports?|reported|notes?|noted|"
                                 r"states?|stated|told|tells|expects?|believes?|estimates?|estimated|argues?|wrote|writes|"
                                 r"表示|称|稱|宣布|指出|透露|介绍|介紹)", re.I)
# Between two multiples of one measure listed in parallel: "1.4× on L40S; and Qwen1.5-72B by 2.4×", "2.4× on A100, 3.5×"
# "1.55x (c=1), 1.29x (c=2), … and 1.05x (c=64)": items of one list, each labelled with the case it holds in
_LABELLED_LIST_GAP = re.compile(r"\s*[(（][^()（）]{1,20}[)）]\s*(?:[,，、]\s*(?:and\s+)?|and\s+)")
_PARALLEL_GAP = re.compile(r"[*_]*\s*(?:(?:on|in|for|at)\s+[\w.\- ]{1,30}?\s*)?[;,]\s*(?:and\s+[^;:!?%]{1,40}?\s+by\s+)?[*_]*\s*")
# "… roughly 3.4-fold and lifted performance per watt by half again": a verb after "and" opens the next change's clause
_AND_VERB = re.compile(r"\band\s+(?=(?:lifted|raised|boosted|improved|increased|cut|reduced|lowered|halved|doubled|"
                       r"tripled|trimmed|slashed)\b)")


# A load a measurement was taken at ("at 64 concurrent users", "with 32 concurrent requests", "并发 64 时")
_LOAD_SETTING = re.compile(r"\b(?:at|with|under|for)\s+\d[\d,]*\s+(?:concurrent\s+|parallel\s+|simultaneous\s+)?"
                           r"(?:users|requests|streams|sessions|clients)\b", re.I)


# Prices of things that are no inference, named in the change's own clause: storage, a job's perks, an event's tickets
_OPERATING_POINTS = re.compile(r"(?<=[x×])\s?[(（][^()（）]{0,20}(?:/\s?user|/u\b|\busers?\b|用户)[^()（）]{0,10}[)）]", re.I)
_STORAGE_PRICE = re.compile(r"(?:存储|存儲)(?:费用?|費用?|价格|價格|单价|單價)|\b(?:object|block|cloud)\s+storage\b|"
                            r"\bstorage\s+(?:prices?|pricing|costs?|fees?|rates?)\b|"
                            r"\bgym\b|\bmemberships?\b|健身|\btickets?\b|(?:standard|day|full|all-access|conference|event)\s+pass(?:es)?\b|"
                            r"\bteams\s+of\s+\w+\s+or\s+more\b|门票|門票|团购|團購", re.I)


def _metric_near(sentence: str, change: ChangeMention) -> tuple[list[tuple[str, str]], str | None, str]:
    """Metrics named next to ``change`` as (metric, keyword) pairs, a closer trap word, and the side."""
    # "9.7x(40 tok/s/user) up to 65x(116 tok/s/user) improvement in tokens per dollar": the interactivity a multiple was
    # read at, in brackets after it, names no measure of its own (blanked, so positions hold)
    if "user" in sentence or "用户" in sentence:
        sentence = _OPERATING_POINTS.sub(lambda m: " " * len(m.group(0)), sentence)
    after = sentence[change.end:change.end + 60]
    clause_start = max((m.end() for m in re.finditer(r"[，。；;！!？?]|,\s", sentence[:change.start])), default=0)
    clause_end = next((m.start() for m in re.finditer(r"[，。；;！!？?]|,\s", sentence[change.end:])), len(sentence) - change.end)
    if (stored := _STORAGE_PRICE.search(sentence[clause_start:change.end + clause_end])) is not None:
        # "对象存储费用本月起降价15%", "block storage pricing drops 15%": what storing data costs, in its own clause,
        # whatever price word stands next to the figure
        return [], stored.group(0), "before"
    if change.features.get("pair_parity"):
        return [("performance", "perform")], None, "after"  # "X and Y perform alike": the verb names the metric
    if re.match(r"\s*(?:slower|faster|quicker)\s+than\s+[^()（）,;.]{1,40}?[(（]\s*\d+(?:\.\d+)?\s?(?:ms|s|sec|seconds)\s+"
                r"(?:vs\.?|versus)\s+\d+(?:\.\d+)?\s?(?:ms|s|sec|seconds)\s*[)）]", after, re.I):
        # "Tokyo was 2x slower than Ireland (3.08s vs 1.61s)": the two times bracketed after make it a latency
        return [("latency", "times after")], None, "after"
    if len(_AMOUNT_ON_CHIP.findall(sentence)) >= 2 and not re.match(r"\s*(?:faster|slower|quicker)\b", after, re.I) and \
            not any(regex.search(re.sub(r"\bat\s+~?\d[\d.,]*\s*(?:tok(?:en)?s?|t)/s(?:/user)?", " ",
                                        sentence[max(0, change.start - 30):change.end + 30], flags=re.I))
                    for metric, regex in _METRICS if metric not in ("cost", "price")) and \
            not _TRAP_METRIC.search(sentence[max(0, change.start - 30):change.end + 30]):
        # (not "delivers 40% more throughput than the MI355X ($0.30/M on B200 vs …)", nor "2x the memory bandwidth":
        # a measure named next to the change is its own)
        # "The peak gap is 1.41x at 18 tok/s/user ($0.30/M on B200 vs $0.22/M on MI355X — a 40% reduction)": what
        # serving a million tokens costs on each chip, whatever speed the sentence names as the operating point
        return [("cost", "cost on a chip")], None, "after"
    if re.match(r"\s*(?:slower|faster|quicker)\b", after, re.I) and re.search(
            r"\b(?:throughput|tokens?\s+per\s+second|tok(?:en)?s?/s|(?:output|generation|decode|decoding)\s+speed)\s+"
            r"(?:of|for|on)\s+[^,;]{1,50}?\s+(?:was|is|were|are)\s+(?:\w+\s+){0,2}$",
            sentence[max(0, change.start - 110):change.start], re.I):
        # "the output token throughput of Nemotron-3-Super was roughly 4x slower than that of X": the measure heading
        # the clause is what is slower
        return [("throughput", "measure heading the clause")], None, "before"
    if change.form == "multiple" and re.match(r"\s*(?:的)?\s*(?:价格|價格|价钱|價錢|租金|租价|租價|价|價)\s*(?:[，。,;；!！?？)）]|$)", after):
        return [("price", "价")], None, "after"   # "H800 贵多了，差不多是 A800 的两倍价": a price twice the other's
    if re.match(r"\s*(?:more|less|cheaper|dearer)\s+per\s+(?:GPU|chip|card|accelerator|TPU)[- ]hours?\b", after, re.I):
        return [("price", "per chip-hour")], None, "after"   # "v5p costs 56% more per chip-hour than Trillium": a rent
    if re.match(r"\s*(?:more|less|cheaper|dearer|as\s+much)\s+per\s+(?:(?:input|output|cached\s+input|prompt|completion)\s+)?"
                r"(?:tokens?|million\s+tokens|1\s?M\s+tokens|MTok)\b(?!\s+to\s+(?:serve|run))", after, re.I) and \
            re.search(r"\bcosts?\s+(?:about\s+|roughly\s+|around\s+)?$", sentence[max(0, change.start - 20):change.start], re.I) and \
            not _CHIP_WORD.search(sentence) and not _CHIP_CODE.search(sentence) and \
            not re.search(r"\bdeployments?\b|\bserv(?:e|ing)\b|\bFP\d\b|\bINT\d\b", sentence, re.I):
        return [("price", "per token")], None, "after"   # "costs 35% less per output token than the leading U.S. model"
    if re.match(r"\s*(?:more|less|cheaper|dearer)\s+(?:on|for)\s+(?:the\s+)?(?:input|output|cached\s+input|prompt|completion)"
                r"(?:\s+tokens?)?\b", after, re.I):
        return [("price", "on tokens")], None, "after"   # "~1.9x faster for 60% more on input": what input costs
    if re.search(r"\bfor\s+(?:about\s+|roughly\s+|around\s+|nearly\s+)?$", sentence[max(0, change.start - 20):change.start], re.I) \
            and re.match(r"\s*(?:less|more)\s+than\b", after, re.I):
        # "the B200 node serves a million output tokens for 38% less than the H200 node": what it takes in money; a
        # seller's "rents for 20% less" is its price
        priced = re.search(r"\b(?:rents?|sells?|charges?|lists?|priced|offers?)\b", sentence[:change.start], re.I)
        return [("price" if priced else "cost", "for less")], None, "after"
    if change.form == "to_share" and re.match(r"\s*(?:of\s+)?(?:the\s+)?(?:US)?[$€£¥￥]\s?\d", after) and \
            not re.search(r"\bcosts?\b|\bspend\b|\bbill\b", sentence[max(0, change.start - 40):change.start], re.I):
        # "$1.10 per million tokens, a third of the $3.30 it listed in June": a share of a price stated right after
        return [("price", "share of an amount")], None, "after"
    if re.search(r"慢(?:了|出)?\s?(?:约|近|达)?\s?$", sentence[max(0, change.start - 6):change.start]) and \
            (timed := re.search(r"(?:延迟|延遲|时延|時延|TTFT|首\s?(?:token|Token|字))(?P<rest>[^。；;]{0,16})$",
                                sentence[max(0, change.start - 30):change.start])) is not None and \
            not re.search(r"速度|吞吐|生成|解码|解碼|speed|throughput", timed.group("rest"), re.I):
        return [("latency", _LATENCY_SPEED)], None, "before"   # "首 token 延迟则略逊，平均慢了约两成": the time grew a fifth
    if change.form == "percent_change" and re.match(r"\s*,?\s*(?:to|at)\s+(?:US)?[$€£¥￥]\s?\d[\d.,]*\s*(?:per|/)\s*(?:1\s?)?"
                                                    r"(?:million|M\b|MTok|K\b|thousand|tokens?|GPU|hour|hr\b|chip)", after, re.I) and \
            not _TRAP_METRIC.search(sentence[max(0, change.start - 60):change.start]):
        return [("price", "to an amount")], None, "after"   # "Glint-2 mini drops 40%, to $0.09 per million input tokens"
    if _PRICE_TIER_AFTER.match(after):
        # "billed at 50% of Standard", "Priority costs 2x Standard", "priced 45% below on-demand": a share or multiple
        # of another billing tier's price is a price, whatever else the sentence names
        return [("price", "tier")], None, "after"
    if re.match(r"\s*(?:of\s+)?(?:the\s+)?power\b(?![- ]?efficien)", after, re.I):
        return [], "power", "after"  # "20x faster at 1/3 the power of DGX": what it draws, not what it delivers
    if change.features.get("level_metric") and \
            (spec := re.search(r"配置规格|配置規格|规格参数|規格參數|多项规格|多項規格|\bspec(?:ification)?s\b",
                               sentence[max(0, change.start - 30):change.start], re.I)):
        return [], spec.group(0), "before"   # "多项配置规格超过A800、接近H20": specifications level, no measured speed
    if change.features.get("level_metric"):  # "matching the throughput of X", "matches X on price"
        word = change.features["level_metric"]
        metric = "throughput" if word == "throughput" else "price" if word in ("price", "prices", "pricing") else \
            word if word in ("cost", "latency") else "performance"
        return [(metric, word)], None, "after"
    if change.form == "multiple" and (equative := _EQUATIVE_AFTER.match(after)):
        # "twice as fast as its predecessor", "three times as expensive as": the adjective names the metric.
        return [(_EQUATIVE_METRICS[equative.group("adj").lower()], equative.group("adj"))], None, "after"
    if change.form == "multiple" and (efficient := _EFFICIENT_AFTER.match(after)) and \
            (not efficient.group("bare") or _CHIP_WORD.search(sentence)):
        # "four times more energy-efficient", "2x more cost-efficient": the kind of efficiency is the metric.
        return [("perf_per_dollar" if efficient.group("cost") else "perf_per_watt", efficient.group(0).strip())], \
            None, "after"
    if re.match(r"\s*savings?\s+(?:with|from|on|via|through|using|for)\s+(?:the\s+)?(?:prompt\s+|context\s+)?"
                r"(?:caching|cache[sd]?|cached|batch(?:ing|es)?|batch\s+(?:API|processing|jobs?)|committed|commitments?|"
                r"reserv(?:ed|ations?)|off-peak|spot)\b", after, re.I):
        # "up to 90% savings with prompt caching": what a billing option takes off the price
        return [("price", "savings")], None, "after"
    if re.match(r"\s*(?:cost\s+)?savings?\b", after, re.I):
        return [("cost", "savings")], None, "after"  # "trade speed for 50% savings": the saving names its metric
    if re.match(r"\s*(?:more|less)\s+per\s+(?:unit\s+of\s+)?(?:throughput|performance|work|output|token)\b", after, re.I) and \
            re.search(r"\bcost(?:s|ing)?\s+(?:(?:about|roughly|around|nearly|only|just)\s+)?$",
                      sentence[max(0, change.start - 30):change.start], re.I):
        return [("cost", "cost per unit")], None, "after"   # "it costs 60% less per unit of throughput than the B200"
    if re.match(r"\s*(?:more|less)\s+than\b", after, re.I) and re.search(
            r"\bcost(?:s|ing)?\s+(?:(?:about|roughly|around|nearly|almost|only|just|some)\s+)?$",
            sentence[max(0, change.start - 30):change.start], re.I):
        return [("cost", "cost")], None, "before"  # "appears to cost roughly 2x more than Hopper": the verb's metric
    if change.form == "multiple" and re.match(r"\s*slow-?down\b", after, re.I):
        return [("performance", "slowdown")], None, "after"   # "a 1.4x slowdown on ShareGPT": 1/1.4 of the speed
    if change.form == "multiple" and _FASTER_AND_CHEAPER.match(after):
        # "10x faster and cheaper than B200": one multiple, two claims (claims.md), each in its own direction
        return [("performance", _PAIRED_FASTER), ("price", _PAIRED_CHEAPER)], None, "after"
    direction_word = re.match(r"\s*(?:-\s*)?(?:more|less|fewer|higher|lower|greater|better|bigger|larger|smaller|"
                              r"faster|cheaper|quicker|slower)\b", after, re.I)
    if direction_word and direction_word.group(0).strip(" -").lower() in ("faster", "quicker", "slower") and \
            re.match(r"\s*(?:faster|quicker|slower)\s+(?:on|in|for)\s+(?:the\s+)?(?:median\s+|mean\s+|p\d\d\s+)?"
                     r"(?:time[- ]to[- ]first[- ]token|TTFT|TPOT|time\s+per\s+output\s+token|inter-token\s+latency|ITL|"
                     r"latency)\b", after, re.I):
        return [("latency", _LATENCY_SPEED)], None, "after"   # "about 12% faster on time to first token": a time cut
    if direction_word and direction_word.group(0).strip(" -").lower() in ("faster", "quicker", "slower", "higher", "lower") and \
            change.form == "multiple" and change.factor > 1 and (times := _two_times_before(sentence, change)) is not None \
            and min(times) > 0 and abs(max(times) / min(times) - change.factor) <= Decimal("0.03") * change.factor and \
            not re.search(r"[;；](?!\s*(?:that\s+is|that's|i\.e\.|or)\b)|,\s*(?:and|while|but|whereas)\b",
                          sentence[max(0, change.start - 60):change.start], re.I) and \
            not re.match(r"\s*(?:faster|quicker|slower|higher|lower)\s+(?:in\s+|on\s+)?(?:throughput|tokens?\s*/\s*s|tok/s|cost|price|吞吐)",
                         after, re.I):
        # "Reduced from 1.161s to 0.438s with CPU offloading (2.65x faster)": the two times before it divide to it
        # ("p99 TTFT went from 420 ms to 1.9 s - about 4.5x higher": so do these)
        return [("latency", _LATENCY_SPEED)], None, "after"
    if direction_word and direction_word.group(0).strip(" -").lower() in ("faster", "quicker", "slower") and \
            re.search(r"(?:latenc(?:y|ies)|\bTTFT\b|\bTPOT\b|time[- ]to[- ]first[- ]token|response\s+times?)\s+(?:that\s+)?"
                      # ("TTFT in 2.0 is 12% slower than in 1.4": the time of the version named after the measure)
                      r"(?:(?:in|on|for|with)\s+[\w.-]+\s+)?"
                      r"(?:is|are|was|were|runs?|comes?\s+in)\s+(?:\w+\s+)?$|"
                      r"\b(?:reach(?:es|ed)?|get\s+to|gets\s+to)\s+(?:the\s+)?first\s+token\s+$",
                      sentence[max(0, change.start - 50):change.start], re.I):
        return [("latency", _LATENCY_SPEED)], None, "before"  # "latencies that are 3.65x faster than first-gen Gaudi"
    # ("In throughput, Gaudi2 is 2.44x faster", "Throughput per chip ended up close: the B200 was ahead by 10%")
    if (lead := re.match(r"\W*(?:(?:in|for|on)\s+(?:terms\s+of\s+)?(?P<metric>throughput|latency)\s*,|"
                         r"(?=(?:throughput|latency)\b[^:：.;,]{0,40}[:：]\s)(?P<metric2>throughput|latency)[^:：]*[:：])",
                         sentence, re.I)) and \
            not any(regex.search(sentence[lead.end():change.start]) for _, regex in _METRICS):
        metric = lead.group("metric") or lead.group("metric2")
        return [(metric.lower(), metric)], None, "before"
    if (lead := re.match(r"\W*(?:首\s?(?:token|Token|TOKEN|字)\s?)?(?P<metric>时延|延迟|延時|吞吐(?:量)?)方面\s*[，,]", sentence)) and \
            not any(regex.search(sentence[lead.end():change.start]) for _, regex in _METRICS):
        # "首 token 时延方面，vLLM 平均为 820ms，TideInfer 为 590ms（降低28%）": the measure the sentence opens on
        return [("throughput" if lead.group("metric").startswith("吞吐") else "latency", lead.group("metric"))], None, "before"
    if direction_word:
        # "40% fewer thinking tokens": the noun after the comparative word is what changed.
        noun_phrase = after[direction_word.end():]
        head = " ".join(noun_phrase.split()[:5])
        if re.match(r"\s*than\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){0,2}?(?:PCIe|NVLink|InfiniBand|Ethernet|CXL|UALink|"
                    r"G?DDR\d?|HBM\d?e?)\b", noun_phrase, re.I):
            return [], "interconnect", "after"  # "14 times faster than PCIe Gen 5": a link's bandwidth
        implied = {"faster": "performance", "quicker": "performance", "cheaper": "price",
                   "slower": "performance"}.get(
            direction_word.group(0).strip(" -").lower())
        if implied == "performance" and (named_measure := re.match(
                r"\s*than\s+[^,;.()]{1,40}?\s+(?:on|in|for)\s+(?:the\s+)?(?:(?P<latency>time\s+to\s+first\s+token|TTFT|TPOT|"
                r"latency)|(?:raw\s+|peak\s+|total\s+|output\s+|overall\s+)?(?P<throughput>throughput))\b(?!-)", noun_phrase, re.I)):
            # "responds 2.5x faster than Kettle on time to first token", "15% slower than the H100 in raw throughput": the
            # measure named after the baseline
            return [("latency" if named_measure.group("latency") else "throughput", direction_word.group(0).strip())], \
                None, "after"
        if implied == "performance" and re.match(r"\s*per\s+(?:user|stream|request|GPU|chip|card|accelerator)\b", noun_phrase,
                                                  re.I):
            # "about seven times faster per user": a speed each user (or chip) gets, a rate of tokens
            return [("throughput", direction_word.group(0).strip())], None, "after"
        copula = re.search(r"(?P<noun>[\w-]+(?:\s+[\w-]+)?)\s+(?:is|are|was|were)\s+(?:about\s+|roughly\s+|nearly\s+|up\s+to\s+)?$",
                           sentence[max(0, change.start - 40):change.start], re.I)
        if implied and copula is not None and (subject_trap := _TRAP_METRIC.search(copula.group("noun"))) is not None \
                and not any(regex.search(copula.group("noun")) for _, regex in _METRICS):
            return [], subject_trap.group(0), "before"   # "bandwidth is 50% slower than A100": a link's speed
        if implied == "performance" and (spec := _BANDWIDTH_FIGURE.search(sentence, max(0, change.start - 60), min(len(sentence), change.end + 60))) \
                is not None and \
                not re.search(r"tokens?/s|tok/s|samples?/s|queries/s|TFLOPS|吞吐|inference|serv(?:e|es|ing)\b", sentence[max(0, change.start - 60):change.end + 60], re.I):
            # "At 5.3 TB/s bandwidth, it's 58% faster than H100 SXM's 3.35 TB/s": memory figures compared, no speed of work
            return [], spec.group(0), "after"
        if direction_word.group(0).strip(" -").lower() == "cheaper" and \
                (re.match(r"(?:per|/|a)\s*(?:million\s+|1M\s+)?tokens?\b", noun_phrase.strip(), re.I) or
                 # "Blackwell generates tokens 35x cheaper than Hopper"
                 re.search(r"\b(?:generat|produc|serv)\w*\s+tokens?\s+(?:\w+\s+)?$",
                           sentence[max(0, change.start - 40):change.start], re.I) or
                 # "roughly three times cheaper than GPUs" (an inference chip): what running it costs, not a rent
                 (re.match(r"\s*(?:than|vs\.?|compared|and|,)", noun_phrase, re.I) and
                  not re.search(r"\btokens?\s+(?:price|cost)|\bmodel|\bprices?\b|\bpriced\b|\bAPI\b", sentence, re.I))) and \
                not _RENTAL_WORDS.search(sentence) and (_CHIP_WORD.search(sentence) or _CHIP_CODE.search(sentence)):
            return [("cost", "cheaper per token")], None, "after"  # "B200 is 364% cheaper per token": a serving cost
        if direction_word.group(0).strip(" -").lower() == "cheaper" and \
                re.match(r"to\s+(?:run|serve|operate|host|deploy)\b", noun_phrase.strip(), re.I):
            return [("cost", "cheaper to run")], None, "after"   # "about 2x cheaper to run per million tokens"
        if direction_word.group(0).strip(" -").lower() in ("less", "more") and \
                re.match(r"(?:wall[- ]clock\s+)?time\b", noun_phrase.strip(), re.I) and \
                re.search(r"\b(?:takes?|took|taking|finish(?:es|ed)?\s+in|complete[sd]?\s+in|runs?\s+in|needs?)\s+(?:\w+\s+)?$",
                          sentence[max(0, change.start - 40):change.start], re.I):
            return [("latency", "less time")], None, "after"   # "a full run takes 40% less time end to end"
        if direction_word.group(0).strip(" -").lower() == "more" and \
                re.match(r"(?:token\s+)?output\b(?!\s+(?:per|/)\s*(?:dollar|\$))", noun_phrase.strip(), re.I):
            return [("throughput", "output")], None, "after"  # "2.77x more output"
        if direction_word.group(0).strip(" -").lower() == "more" and \
                re.match(r"(?:inference\s+)?(?:requests|queries)\b(?!\s+per\s+(?:second|minute|hour|day|month))",
                         noun_phrase.strip(), re.I) and \
                re.search(r"\b(?:handle|serve|process|answer)\b", sentence[max(0, change.start - 40):change.start], re.I):
            return [("throughput", "requests")], None, "after"  # "could handle 9x more inference requests"
        if direction_word.group(0).strip(" -").lower() == "more" and \
                re.match(r"(?:output\s+|generated\s+)?tokens?\s+(?:per|a|each|/)\s*(?:GPU|chip|card|accelerator|node|server|"
                         r"rack)\b(?!\s*(?:per|/)\s*(?:dollar|\$|watt|W\b|MW|hour))", noun_phrase.strip(), re.I):
            # "2x more tokens per GPU at 30% lower cost": tokens each chip turns out, a rate, whatever the cost after
            return [("throughput", "tokens per chip")], None, "after"
        if re.match(r"(?:tokens?|images?|samples?|queries|frames|requests)\s+(?:per|a|each|/)\s*(?:second|sec|s)\b"
                    r"(?!\s*(?:per|/)\s*(?:dollar|\$|watt|W\b|MW))", noun_phrase.strip(), re.I) and \
                not re.search(r"\brate[- ]limits?\b|\bquotas?\b|\blimits?\b", sentence, re.I):
            # "3x more images per second", "74% more requests per second": a rate (not a limit raised)
            return [("throughput", "per second")], None, "after"
        if not any(regex.match(noun_phrase.strip()) or regex.search(head) for _, regex in _METRICS) \
                and not _NOT_METRIC_NOUN.match(noun_phrase) and not implied:
            return [], "noun " + head.split(" ")[0] if head else "noun", "after"
        # "2.7x faster token throughput": the metric the comparative qualifies, not "faster" itself.
        # ("2x faster and feature 3x less latency": the words after "and" another figure opens belong to that one)
        named = re.split(r"[,;，；。]|\b(?:than|over|versus|vs|compared|on|in|for|at|when|while|with|using|via|thanks|"
                         r"due|because|from|by|but|yet|whereas)\b|\band\s+(?:\S+\s+){0,3}?(?=[~≈]?\d)", noun_phrase, 1)[0]
        named = " ".join(named.split()[:5])
        unnamed = _without_metric_words(named)  # "performance per watt" is no trap
        if (trap := _TRAP_METRIC.search(unnamed)) is not None:
            return [], trap.group(0), "after"  # "4x faster data transfer", "2x more memory bandwidth"
        named_metrics = [(metric, found) for metric, regex in _METRICS if (found := regex.search(named))]
        # "throughput per dollar": a metric inside a longer one's words is that one's part, not a second metric
        named_metrics = [(metric, found.group(0)) for metric, found in named_metrics
                         if not any(other is not found and other.start() <= found.start() and found.end() <= other.end()
                                    and (other.end() - other.start()) > (found.end() - found.start())
                                    for _, other in named_metrics)]
        if len(named_metrics) == 1 and named_metrics[0][0] != "performance" and not _TRAP_METRIC.search(named):
            return named_metrics, None, "after"
    if change.form == "to_share" and re.match(r"\s*(?:of\s+)?(?:the\s+|these\s+|its\s+|that\s+)?(?:[\w-]+\s+){0,2}?rates?\b",
                                                after, re.I):
        return [("price", "rate")], None, "after"
    before = sentence[max(0, change.start - 70):change.start]
    # Stop at clause breaks so that a neighbouring claim's metric is not borrowed.
    # A comma next to a Chinese character ends a clause too: Chinese text often uses half-width commas.
    # A table cell (" | ") is a clause of its own.
    # ("+4.7×、HBM 翻倍": an enumeration comma after a change starts the next item)
    # ("最高達789%,2.35倍于…": a comma glued between a percentage and the next figure parts them too)
    # ("吞吐提升:1.8倍 精度損失:<0.5%": a Chinese label with its colon after a space opens the next item)
    after = re.split(r"[;；。、]|,\s|，|,(?=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff]),|(?<=%),(?=\d)|^,(?=\d)|\bwhile\b|\bwhereas\b|\s\|\s|"
                     r"\band\s+(?=\S+\s+(?:\d|up\s+to))|\s(?=[\u4e00-\u9fff]{2,6}\s?[:：])|" + _AND_VERB.pattern, after)[0]
    # "a 6.6x gain with almost no latency cost": a metric said not to change is not the one that changed
    after = _UNCHANGED_METRIC.split(after, 1)[0]
    clauses_before = re.split(r"[;；。]|,\s|，|,(?=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff]),|\bwhile\b|\bwhereas\b|\s\|\s",
                              before)
    before = clauses_before[-1]
    if len(clauses_before) > 1 and re.fullmatch(r"\s*(?:an?|the)?\s*", before) and (
            _GAIN_NOUN_AFTER.match(after) or re.match(r"\s*(?:that|those)\s+of\b", after, re.I) or (
                # "Time to first token averages 0.21 seconds, 55% lower than on the previous stack": the measure and
                # value of the clause before, compared
                re.match(r"\s*(?:lower|higher|shorter|longer|faster|slower|less|more)\s+than\b", after, re.I) and
                re.search(r"\d\s?(?:ms|s|sec|seconds|milliseconds|tokens?/s|tok/s)\b", clauses_before[-2], re.I))):
        # "Batching buys throughput ..., a 6.6x gain", "300 PFLOPs of compute, almost double that of X":
        # an appositive restates the clause before it
        before = clauses_before[-2]
    elif len(clauses_before) > 1 and re.fullmatch(r"\s*(?:which|that)\s+(?:is|was|are|were|has|have|had)\s+(?:\w+\s+){0,2}", before,
                                                  re.I):
        # "offers 2,517 TFLOPS, which is nearly two times lower than X": the relative clause is about the figure before;
        # "our cost per token, which has more than halved": about the measure before
        before = clauses_before[-2] + ", " + before
    results: list[tuple[str, str]] = []
    side = "after"
    sides = ((after, "after"), (before, "before"))
    metric_after_de = re.match(r"\s*的", after) is not None and _metric_adjacent_after(after)
    if _CHINESE_CHANGE_VERB.search(sentence, max(0, change.start - 8), change.start) and not metric_after_de:
        # (but "降低 85% 的延迟" names its metric after the figure)
        # "每兆瓦輸送量提升10倍、成本降低15倍": a Chinese verb of change follows the metric it changes.
        compared = re.split(r"较|較|相比|相较|相較|(?<![无無对對同环環])比(?![例重率])", before)
        if len(compared) == 2 and any(regex.search(compared[0]) for _, regex in _METRICS) and \
                not re.search(r"[\d、,，；;]", compared[1]):
            # "910B的推理延迟较无稀疏加速方案降低57%": the metric stands before 较; the words after it name the baseline
            sides = ((compared[0], "before"), (after, "after"))
        else:
            sides = sides[::-1]
    elif (_metric_adjacent_before(before) or _metric_verb_by_before(before)) and not _metric_adjacent_after(after):
        # "energy efficiency +67%", "峰值算力 +4.7×", "總能耗約 1.2×": a figure written right after its metric's
        # name (signed, or with only a hedge between) is that metric's, whatever the words after it name.
        sides = sides[::-1]
    for text, name in sides:
        # ("Time to first token at 64 concurrent users drops by 40%": the load a run was held at names no measure)
        text = _LOAD_SETTING.sub(lambda found: " " * len(found.group(0)), text)
        found = [(metric, match) for metric, regex in _METRICS for match in regex.finditer(text)
                 # ("the inference cost for GPT-3.5 level performance dropped 280-fold": a class of capability, not
                 # the measure that changed)
                 if not (metric == "performance" and re.search(r"(?:level|class|grade)[\s-]+$", text[:match.start()], re.I))]
        hits = []
        for metric, match in found:
            if any(other is not match and other.start() <= match.start() and match.end() <= other.end() and
                   other.end() - other.start() > match.end() - match.start() for _, other in found):
                continue  # "功耗" inside "吞吐/功耗", "throughput" inside "throughput per dollar"
            if name == "after" and match.start() > 0 and \
                    re.match(r"\s*(?:by\s+)?(?:up\s+to\s+|about\s+|nearly\s+)?[~≈]?\d[\d.,]*\s?(?:x|×|%|倍|-fold)(?![A-Za-z])",
                             text[match.end():], re.I):
                continue  # "50x efficiency vs Hopper slashes AI costs 35x": a measure with a figure of its own after it
            distance = match.start() if name == "after" else len(text) - match.end()
            hits.append((distance, metric, match.group(0)))
        traps = list(_TRAP_METRIC.finditer(text))
        # the trap nearest the figure: the first after it, the last before it
        trap = (traps[0] if name == "after" else traps[-1]) if traps else None
        trap_distance = None
        if trap:
            trap_distance = trap.start() if name == "after" else len(text) - trap.end()
        if hits:
            hits.sort()
            # (a trap ending where the measure does holds it: "upfront GPU price" is what a chip sells for)
            if trap_distance is not None and (trap_distance < hits[0][0] or (
                    trap_distance == hits[0][0] and len(trap.group(0)) > len(hits[0][2]))):
                return [], trap.group(0), name
            closest = hits[0]
            if name == "after" and closest[1] == "performance" and re.fullmatch(r"speed-?ups?|speed", closest[2], re.I):
                # "a 30x speedup in real-time inference throughput": the measure the speed-up is in
                named = next((hit for hit in hits[1:] if hit[1] != "performance" and re.fullmatch(
                    r"\s*(?:in|of)\s+(?:[\w-]+\s+){0,3}", text[closest[0] + len(closest[2]):hit[0]], re.I)), None)
                closest = named or closest
            results = [(closest[1], closest[2])]
            if closest[1] in ("performance", "throughput") and \
                    (spent := _PER_DOLLAR_SPENT.search(sentence, 0, change.start)) is not None:
                # "每花一美元,获得的性能是AMD的15倍", "for every dollar spent, 3x the throughput": what a dollar buys
                return [("perf_per_dollar", spent.group(0))], None, name
            # "the cost and energy of inference": coordinated metrics share one change.
            for distance, metric, keyword in hits[1:]:
                if metric in {m for m, _ in results} or _METRIC_VERB.match(keyword) or _METRIC_VERB.match(closest[2]):
                    continue  # "doubles the power efficiency and outperforms ...": a verb starts a new claim
                between = text[min(distance, closest[0]):max(distance, closest[0])]
                if re.fullmatch(r"[\s\w-]{0,6}\b(?:and|&|和|与)\b[\s\w-]{0,6}", between or "") or \
                        re.search(rf"{re.escape(closest[2])}\s+(?:and|&)\s+{re.escape(keyword)}", text, re.I) or \
                        re.search(rf"{re.escape(keyword)}\s+(?:and|&)\s+{re.escape(closest[2])}", text, re.I):
                    results.append((metric, keyword))
            side = name
            return results, None, side
        if trap:
            return [], trap.group(0), name
    if len(clauses_before) > 1 and re.match(r"\s*(?:較|较|比|相比|相較|相较)", clauses_before[-1]) and \
            _CHINESE_CHANGE_VERB.search(sentence, max(0, change.start - 8), change.start) and \
            re.search(r"\d", clauses_before[-2]):
        # "H100的FP8算力達4,000 TFLOPS,較A100提升6倍": the clause before states the measure the comparison goes on with
        named = [(match.end(), metric, match.group(0)) for metric, regex in _METRICS
                 for match in regex.finditer(clauses_before[-2])]
        if named:
            _, metric, keyword = max(named)
            return [(metric, keyword)], None, "before"
    return results, None, side


_PRICE_CHANGE_VERB = re.compile(r"(?:降幅|涨幅|直降|下调|上调|降了|下降|降价|涨价|减半|翻倍|翻番|降低|"
                                r"\b(?:cut|cuts|slash(?:ed|es)?|lowered|raised|reduced|down|up|save|saves|saving|"
                                r"decreased|dropped|fell|declined|increased|rose)\b)[^。；;]{0,12}$", re.I)
_COMPARISON_FRAME = re.compile(r"\bthan\b|\bover\b|\bleads?\b|\bversus\b|\bvs\.?|compared|(?<!占)比|相比|相较|较|"
                               r"\b(?:exceed|surpass|outpac|beat|topp?|trail|lag|undercut|(?:falls?|fell|falling)\s+behind|"
                               r"edg(?:e|es|ed|ing)\s+out)\w*\s+"
                               r"[^,;.]{1,40}?\bby\s+\S*\s*$|\b(?:wins?|won)\s+by\s+(?:about\s+|roughly\s+|nearly\s+)?$|落后(?:于)?[^，。,;；]{1,30}?(?:达|约|近)?\s*$|"
                               r"(?:是|为|达到?|约为|大约是|接近|仅为|不到)[^，。,;；]{0,25}的\s*$", re.I)
_PRICE_NOUNS = re.compile(r"\bprices?\b|\bpricing\b|\brates?\b|价格|價格|定价|降价|涨价|单价", re.I)
_PRICE_WORDS = re.compile(r"\bprices?\b|\bpricing\b|\bcosts?[- ]per[- ](?:token|million)|价格|价|定价|收费|元|美元|\$|¥", re.I)


# Words of speed that name no measure of their own: next to measured rates they compare those rates.
# (a table cell may hold the share alone: "| GPT-4.5的1% |" under "API价格")
_CHINESE_SHARE_OF = re.compile(r"(?:(?:约为|大约为|大约是|仅为|只有|相当于|为|是|达到?|僅為|僅|仅|約為)|\|\s*(?:\*\*)?)"
                               r"(?P<named>[^，。,;；%|]{1,30}?)的\s*(?:约|近)?\s*$")
# "已达旗舰级英伟达显卡20%水平", "达到H100 60%水平": the product whose level the share is of, written without 的
_CHINESE_LEVEL_OF = re.compile(r"(?:达到?|達到?|相当于|相當於|接近)(?P<named>[^，。,;；%|]{1,30}?)\s*(?:约|近)?\s*$")
_PRICING_PLAN = re.compile(r"预留|預留|按需|竞价|競價|包年|reserved|on[- ]demand|\bspot\b|committed[- ]use", re.I)
_MODEL_DESCRIPTOR_AFTER = re.compile(r"\s*(?:[\w]+-)?(?:pruned|sparse|sparsity|quantized|distilled|剪枝|稀疏)\b", re.I)
# What hardware is bought for: "list at $125,000", "sells for", "售价"
_PURCHASE_WORDS = re.compile(r"\blist(?:s|ed)?\s+(?:(?:its|the|a|an|new|[\w-]+)\s+){0,6}?at\b|\bsells?\s+for\b|\bsold\s+for\b|\bpurchase\b|\bbaseboard\b|"
                             r"\bkits?\b|售价|售價|采购价|採購價", re.I)
# "more than doubles the 1,038 t/s": a multiple whose object is a measured rate
_RATE_OBJECT_AFTER = re.compile(r"\s*(?:the|its|their|that)\s+(?P<rate>[~≈]?\d[\d,.]*\s?[kKM]?\s?(?:tokens?|t|tok|samples?|"
                                r"queries)[^,;.]{0,20})", re.I)
# "... in Server throughput benchmarks", "in offline throughput", "in throughput": the speed a sentence's "faster" is in
_IN_THROUGHPUT_LATER = re.compile(r"\bin\s+(?:the\s+)?(?:(?:Offline|Server|Interactive)\s+)?throughput\b", re.I)
_SPEED_WORD = re.compile(r"faster|slower|quicker|speedier|fast|quick|speed|speed-?ups?|更快|快|加速|速度|速率", re.I)


# A figure followed by the MLPerf throughput scenario it was scored in ("97% in Server", "111% of B200 in Offline").
# The scenario names are matched as MLPerf capitalises them: "in server racks" is no scenario.
_THROUGHPUT_SCENARIO_AFTER = re.compile(
    r"(?:\s*/\s*\d+(?:\.\d+)?\s?[%x×])?"  # "110%/97% in Server": a pair of shares in one scenario
    r"\s*(?:(?:(?:of|with|to)\s+)?(?:the\s+|an?\s+)?[\w-]+(?:['’]s)?(?:\s+[\w-]+){0,3}?\s+)?(?:in|on|for|under)\s+(?:the\s+)?"
    r"(?:(?:Llama|Mixtral|DeepSeek|GPT|Qwen|Whisper|SDXL|Stable)[\w.-]*(?:\s+[\w.-]+){0,3}?\s+)?"  # the benchmark first
    r"(?:(?:Offline|Server|Interactive)\b(?!\s+(?:racks?|GPUs?|CPUs?|nodes?|chassis|hardware|class)\b)|"
    r"(?i:offline|server|interactive)\s+(?i:mode|scenario)\b)"   # ("92% in offline mode": a scenario by its word)
    # "111% of B200 Offline performance", "115% of B200 Server single-node performance": the scenario of the product
    r"|\s*of\s+(?:the\s+)?(?:[\w-]+['’]s\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:Offline|Server|Interactive)\s+"
    r"(?:(?:single|multi)[- ]node\s+)?(?:performance|throughput|results?|scores?)\b")


def _loose_levels(context: DocumentContext, index: int, sentence: str,
                  changes: list[ChangeMention]) -> list[ChangeMention]:
    """Levels (a ratio of 1) whose words name the measure, against a baseline written any way: "comparable in price to
    A100s", "both X and Y deliver similar throughput", "no measurable throughput gap between A and B", "charged at the
    same rate as the base model", "pricing … is on par with direct contracts", "定价与官网大致相同", "媲美vLLM". The
    stricter readers above run first; a span they took is left alone."""
    found: list[ChangeMention] = []
    offset = context.prepared.sentences[index][0]

    def free(start: int, end: int) -> bool:
        # (a bare "on par with" the strict reader took, naming no product it knows, is read here in its measure)
        return not any(c.start < end and start < c.end and c.form != "parity" for c in (*changes, *found))

    def measure(word: str) -> str:
        word = word.lower()
        if re.match(r"pric|rate", word):
            return "price"
        if word.startswith("cost"):
            return "cost"
        if re.match(r"latenc|ttft|time", word):
            return "latency"
        if word in ("throughput", "tokens/s") or word.startswith("吞吐"):
            return "throughput"
        if word in ("价格", "價格", "定价", "定價", "售价", "售價", "收费", "收費"):
            return "price"
        if word in ("费用", "費用"):
            return "cost"
        # a speed or performance word: a throughput where the text around states rates
        return "throughput" if _measured_speeds_near(context, index, sentence) else "performance"

    def add(match: re.Match, start: int, end: int, metric: str, baseline: str | None, hedge: str | None,
            extra: dict | None = None) -> None:
        # (the measure is named in the words themselves: only a trap right before them, "memory bandwidth is …", counts)
        if not free(start, end) or _TRAP_METRIC.search(re.split(r"[,;:，；：]", sentence[max(0, start - 25):start])[-1]):
            return
        if metric == "performance" and baseline and (
                any(m.category == "model" and offset + match.start("baseline") <= m.start < offset + match.end("baseline")
                    for m in context.mentions[index]) or
                _EVALUATION_WORD.search(sentence, match.end(), match.end() + 50) or
                re.search(r"\b(?:reasoning|accuracy|quality|coding|math)\b", sentence[match.end():match.end() + 50], re.I)):
            return  # "performance on par with GPT-4o on reasoning benchmarks": a model's quality, no speed
        features = {"level_metric": metric, "loose_level": True, **(extra or {})}
        if baseline:
            # ("媲美vLLM的生产级实现方案": the engine, not what is built like it)
            features["written_baseline"] = re.sub(r"(?<=[A-Za-z0-9])的.*$", "", baseline.strip())
        found.append(ChangeMention(start, end, Decimal(1), "to_share", None, hedge, match.group(0), features))

    def hedge_of(word: str | None) -> str | None:
        word = (word or "").lower()
        if re.match(r"(?:nearly|almost|virtually|essentially)|几乎|幾乎", word):
            return "nearly"
        if re.match(r"similar|comparable|close|基本|大致|大体|大體|大约|大約", word):
            return "about"
        return None

    def evaluation_near(start: int) -> bool:
        return bool(_EVALUATION_WORD.search(re.split(r"[，,；;。]", sentence[:start])[-1]))

    for match in _LEVEL_IN_MEASURE.finditer(sentence):
        add(match, match.start(), match.start("baseline"), measure(match.group("metric")), match.group("baseline"),
            hedge_of(match.group("word")))
    for match in _LEVEL_MEASURE_NAMED.finditer(sentence):
        if match.group("baseline") is None and not _BOTH_BEFORE.search(
                re.split(r"[,;:，；：]", sentence[:match.start()])[-1]):
            continue  # "similar throughput" with nothing it is level with
        add(match, match.start(), match.end("metric"), measure(match.group("metric")), match.group("baseline"),
            hedge_of(match.group("word")))
    for match in _NO_GAP.finditer(sentence):
        add(match, match.start(), match.end("metric"), measure(match.group("metric")), match.group("baseline"), None,
            {"written_subject": match.group("subject").strip()} if match.group("subject") else None)
    for match in _PRICED_ALIKE.finditer(sentence):
        add(match, match.start(), match.end("word"), "price", match.group("baseline"), None)
    for match in _PARITY_AFTER_MEASURE.finditer(sentence):
        # ("level with the H100 on cost per token", "on par with Sorrel 2 on input price": the measure named after)
        after = _MEASURE_AFTER_ON.match(sentence, match.end())
        before = _MEASURE_BEFORE.search(sentence, max(0, match.start() - 70), match.start())
        if after is None and (before is None or _EVALUATION_WORD.search(sentence[before.start():match.end()])):
            continue
        # ("broadly in line with", "roughly on par with": the level hedged by the word before it)
        loosely = re.search(r"\b(?:broadly|roughly|largely|about|approximately|more\s+or\s+less)\s+$",
                            sentence[max(0, match.start() - 20):match.start()], re.I)
        add(match, match.start(), match.start("baseline"), measure((after or before).group("metric")),
            match.group("baseline"), "about" if loosely else hedge_of(match.group("word")))
    for match in _COMPETITIVE_COMPARED.finditer(sentence):
        named = [m for m in context.mentions[index] if m.category == "hardware"
                 and offset + match.start("baseline") <= m.start < offset + match.end("baseline")]
        if named:
            add(match, match.start(), match.start("baseline"), measure(match.group("metric")), match.group("baseline"),
                "about")
    for match in _CLOSE_TO_CHIP.finditer(sentence):
        group = "baseline" if match.group("baseline") is not None else "baseline2"
        named = [m for m in context.mentions[index] if m.category == "hardware"
                 and offset + match.start(group) <= m.start < offset + match.end(group)]
        if named and not evaluation_near(match.start()):
            found_before = len(found)
            add(match, match.start(), match.start(group), measure("performance"), match.group(group), "about")
            if len(found) > found_before and group == "baseline2":
                found[-1].features["written_baseline"] = match.group(group).strip()
    for match in _CHINESE_LEVEL_NAMED.finditer(sentence):
        word = match.group("measure") or match.group("measure_before") or \
            (re.search(r"(?:价格|價格|定价|定價|售价|售價|收费|收費)\s*$", sentence[max(0, match.start() - 6):match.start()])
             or [None])[0]
        if word is None or evaluation_near(match.start()) or \
                not re.search(r"[A-Za-z0-9]|官网|官網|官方|原生|同级|同級", match.group("baseline")):
            continue
        add(match, match.start(), match.end(), measure(word), match.group("baseline"), hedge_of(match.group("word")),
            {"chinese_parity": True})
    for match in [*_CHINESE_RIVALS.finditer(sentence), *_CHINESE_COMPETES.finditer(sentence)]:
        baseline = match.group("baseline")
        named = [m for m in context.mentions[index] if m.category == "hardware"
                 and offset + match.start("baseline") <= m.start < offset + match.end("baseline")]
        if (named or _engine_named(baseline)) and not evaluation_near(match.start()) and \
                not _MULTIPLE_AFTER.match(sentence, match.end("baseline")):
            add(match, match.start(), match.end(), "performance", baseline, None, {"chinese_parity": True})
    return found


def _measured_speeds_near(context: DocumentContext, index: int, sentence: str) -> bool:
    """Whether the sentence or one of the two before it states a measured rate (tokens/s, samples/s, …), or the
    sentence comes right after a table whose header names a rate's unit."""
    if any(find_rates(text) for text in (sentence, *(context.sentence(back) for back in range(max(0, index - 2), index)))):
        return True
    if index in context.tables:
        return False
    # ("输出速度（tokens/s）" in the header: the rows below are measured rates; a heading such as "Key insights" may
    # stand between the table and the line)
    for back in range(index - 1, max(-1, index - 4), -1):
        table = context.tables.get(back)
        if table is not None:
            # (or a caption above it that says what a bare "Speed" column measures: "speed is median output tokens
            # per second"; or the rows' own labels: "| Batch 1 (tok/s) | 93 | 79 |", a "Source:" line and a
            # "Key observations:" heading between)
            return bool(_RATE_HEADER.search(context.sentence(table.first_sentence))) or any(
                _RATE_HEADER.search(line) and re.search(r"speed|throughput|速度|吞吐", line, re.I)
                for line in context.table_captions.get(back, [])[:3]) or any(
                _RATE_HEADER.search(context.sentence(row).split(" | ")[0])
                for row in range(table.first_sentence, back + 1))
    return False


def _sole_measure(sentence: str, change: ChangeMention, row: str | None = None) -> str | None:
    """The one kind of quantity a clause measures, when it measures only one: prices (money per token or per hour)
    and no rate, or rates (tokens/s) and no money. "MI300X rents for $1.50/GPU-hr while H100 sits at $2.99 — literally
    half", "It lists at $1.50 per million input tokens — three times the rate of X", "(1544.29 tok/s, +41.8% vs
    baseline)": a change with no measure of its own beside them is a change of what they measure. ``row``, the whole
    table row when ``sentence`` is one cell of it, is read when the cell measures nothing ("| Input tokens | $3.00 /
    million | $1.25 / million | 58% reduction |")."""
    if row is not None and row != sentence:
        cell = sentence.strip().strip("|").strip()
        if any(_FIGURE_CELL.match(other) and not _CONTEXT_SIZE_CELL.match(other) and
               not any(not m.scale_word for m in find_money(other))
               for other in (part.strip() for part in row.split(" | ")) if other != cell):
            # "| 5 | Claude Opus 4.7 | 935.0B | … | $5.00/M | $25.00/M | $5.24M | -19% |": beside the prices the row
            # counts tokens and revenue, and its change may be of any of them
            return _sole_measure(sentence, change)
        return _sole_measure(sentence, change) or _sole_measure(row, change)
    if change.form == "percent_change" and change.direction not in ("up", "down"):
        return None
    if not re.search(r"\d", change.trigger) or _TRAP_METRIC.search(sentence) or _TRAP_MONEY.search(sentence):
        # ("preempted twice in one day", "halve the utilisation": a word's multiple is as often a count or a verb)
        return None
    if re.match(r"\s*(?:[(（]?\s*(?:bundle|pack|GPUs?|cards?|nodes?|instances?|servers?|chips?)\b|of\s+(?:the\s+)?(?:peak|max)"
                r"|(?:的)?峰值)", sentence[change.end:], re.I):
        return None   # "A100 (8x bundle)": a count of cards; "half of peak": a share of its own best
    if change.form == "multiple" and re.search(r"[(（]\s*$", sentence[:change.start]) and \
            re.match(r"\s*[)）]", sentence[change.end:]):
        return None   # "AMD MI300X (8x) | $15.92 per hour": a bracketed bare multiple after a name counts its cards
    # the clause the change stands in: a Chinese comma closes one, an English comma does not ("(1544.29 tok/s, +41.8% vs
    # baseline)"); "日均调用数量已增长超过10倍" after "API调用价格降至0.0008元/千，" is no change of that price
    start = max((m.end() for m in _SOLE_CLAUSE_END.finditer(sentence, 0, change.start)), default=0)
    end = next((m.start() for m in _SOLE_CLAUSE_END.finditer(sentence, change.end)), len(sentence))
    if re.match(r"\s*(?:分别|分別|均|都|各自|respectively)", sentence[start:end], re.I):
        start = 0   # "…降至 0.20 美元，分别约为 10 倍和 20 倍的降幅": the clause points back at the ones before it
    clause = sentence[start:end]
    if _COUNTED_THINGS.search(clause) or _TIMED.search(clause) or re.search(r"数量|數量|调用量|調用量|次数|次數|用户数|用戶數|下载量", clause):
        return None
    priced = [m for m in find_money(clause) if m.unit and not m.scale_word]
    rates = [r for r in find_rates(clause) if r.unit == "tokens/s"]
    if priced and not rates:
        return "price"
    if rates and not priced and not find_money(clause):
        return "throughput"
    return None


# A table cell holding a figure (a count, a share, an amount), and one holding a context size ("128K"), which
# measures the model, not what changed
_FIGURE_CELL = re.compile(r"[~≈<>+\-−]?\s?(?:US)?[$€£¥￥₹]?\s?\d[\d,.]*\s?(?:[%KkMBT]|/M\b|\s|$)")
_CONTEXT_SIZE_CELL = re.compile(r"\d+(?:\.\d+)?\s?[KkM]$")
_SOLE_CLAUSE_END = re.compile(r"[；;。！？!?，]|,(?=\s*[\u4e00-\u9fff])")
_TIMED = re.compile(r"\d\s?(?:ms|毫秒|μs|us)\b|\b(?:TTFT|TPOT|ITL|latency)\b|延迟|时延", re.I)


def _fallback_metric(context: DocumentContext, index: int, sentence: str, change: ChangeMention) -> str | None:
    """The metric of a comparison whose own clause names none: a price change next to prices, a
    throughput comparison next to measured rates, or the one metric named elsewhere in the sentence (in the
    same cell of a table row)."""
    row_sentence = sentence
    cell_start = sentence.rfind(" | ", 0, change.start)
    cell_end = sentence.find(" | ", change.end)
    if cell_start >= 0 or cell_end >= 0:
        cell_start, cell_end = max(cell_start, 0), len(sentence) if cell_end < 0 else cell_end
        sentence = " " * cell_start + sentence[cell_start:cell_end] + " " * (len(sentence) - cell_end)
    part_start, part_end = sentence.rfind("; ", 0, change.start), sentence.find("; ", change.end)
    if part_start >= 0 or part_end >= 0:
        # "Google quotes 2x the performance per watt of Trillium; … generated 5,120 tokens/s, about 1.8x what a TPU
        # v6e chip did": the words of another clause behind a semicolon are that clause's
        part_start, part_end = max(part_start, 0), len(sentence) if part_end < 0 else part_end
        sentence = " " * part_start + sentence[part_start:part_end] + " " * (len(sentence) - part_end)
    before = sentence[max(0, change.start - 40):change.start]
    after = sentence[change.end:change.end + 40]
    previous = context.sentence(index - 1) if index > 0 else ""
    offset = context.prepared.sentences[index][0]
    # "Energy efficiency, it said, is 4x better": the metric is the subject of the clause; "the average latency now drops
    # to under 3.40 seconds, representing a decrease of approximately 26%": the change of the measure named before it
    if re.match(r"\s*(?:better|higher|greater|lower|smaller|more\s+efficient)\s*(?:[,;.]|$)", after, re.I) and \
            not _TRAP_METRIC.search(sentence[:change.end]) or \
            re.search(r"\b(?:representing|which\s+(?:is|represents)|amounting\s+to|that\s+is)\s+(?:an?\s+)?(?:decrease|reduction|"
                      r"drop|fall|cut|increase|improvement|gain|rise)\s+of\s+(?:approximately\s+|about\s+|roughly\s+|nearly\s+|"
                      r"around\s+|~\s?)?$", sentence[max(0, change.start - 60):change.start], re.I) and \
            not _TRAP_METRIC.search(sentence):
        hits = [(change.start - match.end(), metric) for metric, regex in _METRICS
                for match in regex.finditer(sentence[:change.start])]
        if hits:
            return min(hits)[1]
    price_verb = _PRICE_CHANGE_VERB.search(before) or re.match(r"\s*(?:off|cheaper|便宜)", after)
    if (_COMPARISON_FRAME.search(before) or _BASELINE_CHINESE.search(before)) and not _TRAP_MONEY.search(sentence) \
            and _TRAP_METRIC.search(sentence):
        # "配备 4.8TB/s 的带宽，实现每秒 3 万个 token，比 X 提升 45%": a measured rate between the trap word and the
        # change is what changed
        traps_before = list(_TRAP_METRIC.finditer(sentence[:change.start]))
        trap_end = traps_before[-1].end() if traps_before else None
        rates = [r for r in find_rates(sentence) if r.end <= change.start]
        if trap_end is not None and rates and rates[-1].start > trap_end and \
                not _TRAP_METRIC.search(sentence[change.start:]):
            return "throughput"
    if _TRAP_METRIC.search(sentence) and not re.search(r"price|(?<!股)价(?!值)", sentence, re.I):
        return None
    if re.search(r"\b(?:improv(?:ed|es|ing)|gain(?:ed|s|ing)?|boost(?:ed|s|ing)?|sped\s+up|speeds?\s+up)\s+(?:by\s+)?"
                 # (… "and 1.5x on Llama 3.1 405B": the second of two gains the verb states)
                 r"(?:\d[\d.]*\s?[x×]\s+(?:on|in|for)\s(?:[^.;]|\.(?=\d)){0,90}?,?\s+and\s+(?:by\s+)?)?$",
                 sentence[max(0, change.start - 130):change.start], re.I) and \
            re.match(r"\s*(?:on|in|for)\s+\S", after, re.I) and \
            (named := [m for m in context.mentions[index] if m.category in ("hardware", "model")
                       and m.end <= offset + change.start]) and named[-1].category == "hardware":
        # "GB300 NVL72 improved by 2.7x on DeepSeek-R1 server inference": a chip's gain on a workload, its speed
        # (only with the chip the nearest name before it: a workload named in between would take the subject); on an
        # MLPerf page a multiple of a benchmark's score, its throughput (CONVENTIONS.md)
        return "throughput" if _MLPERF_PAGE.search(context.prepared.text) else "performance"
    table_prices = index in context.table_header and bool(_PRICE_WORDS.search(
        " ".join(context.table_header[index]) + " " + " ".join(context.table_captions.get(index, [])[:3])))
    if price_verb and _TRAP_MONEY.search(sentence) and not _PRICE_NOUNS.search(sentence):
        price_verb = None  # "net income rose about 79% to $39.5 billion": money, but no price
    if price_verb and (_PRICE_WORDS.search(sentence) or _PRICE_WORDS.search(previous) or table_prices):
        return "price"
    amounts = [m for m in context.money(index) if not m.scale_word]
    priced = [m for m in amounts if m.unit]
    if change.direction and change.form == "percent_change" and len(amounts) >= 2 and priced and (
            _PRICE_CHANGE_FROM.search(sentence) or re.search(r"→|->|⇒", sentence)):
        # "from $0.88 to $0.60 per million tokens, a 32% reduction", "$5.49 → $4.95 per GPU-hour (−10%)"
        return "price"
    if re.search(r"\b(?:billed|charged|priced)\s+at\s+$", before, re.I) and \
            re.match(r"\s*(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:rates?|prices?)\b", after, re.I):
        return "price"   # "Prompts over 128K tokens … are billed at 2x the rates above"
    if priced and re.match(r"\s*what\s+(?:it|they|\w+)\s+(?:asks?|charges?|bills?|wants?)\s+for\b", after, re.I):
        return "price"   # "charges $10.50 per GB200 GPU-hour, nearly twice what it asks for an H100"
    if (priced or context.money(index - 1 if index else index)) and (
            re.search(r"(?:\b(?:input|output|cached)|输入|输出)\s*$", before) or
            (priced and re.match(r"\s*(?:above|below|(?:lower|higher|cheaper|less|more)\s+than)\b", after, re.I)) or
            (re.match(r"\s*(?:the\s+)?(?:[\w.-]+\s+){0,2}?(?:rate|price)s?\b", after, re.I) and any(
                m.category in ("hardware", "model") and 0 <= m.start - (offset + change.end) <= 12
                for m in context.mentions[index]))):
        # "input halves" under a price list, "about double the 4090 rate", "$8-$14/hr, 50% above X"
        return "price"
    framed = _COMPARISON_FRAME.search(before) or re.match(r"\s*(?:more|higher|greater|faster|better|less|lower)\s+than\b",
                                                          after, re.I) or _BASELINE_CHINESE.search(before) or \
        re.match(r"\s*(?:ahead\s+of|above|over|below|under)\b(?!\s+(?:the\s+)?(?:threshold|target|limit|budget|SLA|SLO))",
                 after, re.I) or \
        re.match(r"\s*ahead\s*(?:[,;]|\.(?!\d)|$)", after) and change.direction == "up" and any(
            m.category in ("hardware", "model") and m.end <= offset + change.start for m in context.mentions[index])
    # ("the MI300X is about 6% ahead": a lead over the one named before; with no one named in the clause the leader is
    # not known, and no claim is read)
    if not framed and change.form == "percent_change" and \
            re.search(r"(?:高|快|慢)(?:了|出)\s*(?:约|約|大约|大約|差不多|近|将近|將近)?\s*$", before):
        framed = True  # "同样配置的 H20 八卡机是 6,200 tokens/s，910C 这边高了约四成": higher than the figure before
    if not framed and _OUTPERFORMS_BEFORE.search(sentence, max(0, change.start - 90), change.start):
        framed = True  # "It beats my Mac M2 Pro on Llama 3.1 8B by 80 percent": beaten by the figure, over a longer stretch
    if not framed and re.match(r"\s*(?:the\s+(?:next|second|nearest|closest)[- ]\w+|(?:gap|difference|spread)\s+between)\b",
                               after, re.I):
        framed = True  # "2.4x the next-fastest API", "a 39x gap between the fastest and the slowest"
    if not framed and re.match(r"\s*the\b", after) and (re.search(r"\bof\b", after) or any(
            m.category in ("hardware", "model") and offset + change.end <= m.start <= offset + change.end + 30
            for m in context.mentions[index])):
        framed = True  # "1.74x the GB300 rack", "2.9x the Offline tokens of the H200 machine"
    if not framed and change.form == "multiple" and (what := re.match(r"\s*what\s+(?:the\s+|an?\s+|its\s+|their\s+)?",
                                                                     after, re.I)) is not None and any(
            m.category == "hardware" and m.start == offset + change.end + what.end() for m in context.mentions[index]):
        framed = True  # "about 1.8x what a TPU v6e chip did": a multiple of that chip's figure
    if not framed and change.form == "to_share" and (share_of := re.match(
            r"\s+of\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){0,2}?", after, re.I)) is not None and any(
            m.category == "hardware" and m.start == offset + change.end + share_of.end() for m in context.mentions[index]):
        framed = True  # "At 32K it fell to 65% of the H100", "97% of an eight-GPU B200 system": a share of a chip's
    if not framed and re.match(r"\s*(?:[,;]|\.(?!\d)|$)", after) and find_rates(sentence):
        framed = True  # "... was 34,555 tokens/s, so the new part shows about 2.7x."
    gain = re.match(r"\s*(?:[\w-]+\s+){0,2}?(?:improvement|increase|gain|uplift|boost|speed-?up|advantage|lead|jump)s?\s+"
                    r"(?:over|versus|vs\.?|compared\s+(?:to|with)|relative\s+to|against)\s+(?:the\s+|an?\s+)?(?:\S+['’]s\s+)?",
                    sentence[change.end:], re.I)
    if not framed and gain is not None and not _TRAP_METRIC.search(sentence) and any(
            m.category == "hardware" and m.start == offset + change.end + gain.end() for m in context.mentions[index]):
        # "a 3.1x improvement over the MI325X", "a larger 18x increase over the A100": a chip's gain over a chip,
        # in unspecified speed (its rate, if the text measures one, is throughput)
        return "throughput" if find_rates(sentence) or find_rates(previous) else "performance"
    if not framed and (sole := _sole_measure(sentence, change, row_sentence)) is not None:
        return sole
    if not framed or _TRAP_METRIC.search(sentence) or _TRAP_MONEY.search(sentence):
        return None
    following = context.sentence(index + 1) if index + 1 < len(context.prepared.sentences) else ""
    # ("Current main is 44.3% above the parent" two sentences under a table of tok/s: the rates it was measured in)
    if find_rates(sentence) or find_rates(previous) or (
            re.match(r"\s*(?:above|below)\s+(?:its|the)\s", after, re.I) and index - 1 not in context.tables and
            any(find_rates(context.sentence(back)) and back in context.tables for back in range(max(0, index - 3), index))) or (
            context.has_rates() and any(m.category == "hardware" for m in context.mentions[index])) or \
            re.match(r"\W*\d[\d,.]*\s*(?:tokens?|tok|t)(?:/s|\s+per\s+second)\b[^.;]{0,20}\b(?:vs\.?|versus|against)\b",
                     following, re.I):
        # ("It beats my Mac M2 Pro on Llama 3.1 8B by 80 percent. 20.9 tokens per second versus 11.6.": the two rates
        # the next sentence sets side by side)
        return "throughput"
    if re.search(r"\b(?:wins?|won)\s+by\s+\S*\s*$|\bedg(?:e|es|ed|ing)\s+out\b", before, re.I) and \
            any(find_rates(context.sentence(back)) or _RATE_HEADER.search(" ".join(context.table_captions.get(back, [])[:3]))
                for back in range(max(0, index - 10), index)):
        return "throughput"   # "vLLM wins by 2.7x" under a table of output tokens/s: the contest is in that rate
    hits = []
    for metric, regex in _METRICS:
        for match in regex.finditer(sentence):
            distance = change.start - match.end() if match.end() <= change.start else match.start() - change.end
            hits.append((abs(distance), metric))
    if hits and not _TRAP_METRIC.search(sentence):
        return min(hits)[1] if min(hits)[1] != "energy" else None
    if change.direction in ("up", "down") and (_OUTPERFORMS_BEFORE.search(sentence, max(0, change.start - 90), change.start)
                                              or _TRAILS_BEFORE.search(sentence, max(0, change.start - 40), change.start)) and any(
            m.category == "hardware" for m in context.mentions[index]):
        # "the new part exceeded the H200 by 12%": a chip beating a chip, in unspecified speed; in the rate the
        # sentence measures when it states one ("serves at 410 tokens per second …, which trails X by 15%")
        return "throughput" if find_rates(sentence[:change.start]) else "performance"
    # ("$1.20 per million input tokens — 4x the rate of Finch-1": a multiple framed against a rival, beside prices only)
    return _sole_measure(sentence, change, row_sentence)


_STANDARD_BASELINES = [
    (re.compile(r"原价|标准价|standard\s+(?:price|pricing|rate)|list\s+price|regular\s+price", re.I), "the standard price"),
    (re.compile(r"上一代|前代|前世代|旧世代|previous\s+generation|generation[- ]on[- ]generation|generational|predecessor", re.I),
     "the previous generation"),
    (re.compile(r"previous\s+round|上一轮|last\s+round", re.I), "the previous round"),
    # "成本年降幅 30%", "能效年提升率", "up 40% year-over-year": a yearly rate of change is against the year before
    (re.compile(r"年(?:降幅|增幅|提升率|增长率|下降率|降低率)|\byear[- ]over[- ]year\b|\bYoY\b", re.I),
     "the previous year"),
]
# A reference price named in the text is the baseline as written ("50% off list prices", "half the standard
# rate", "50% off the interactive prices above", "32% cheaper than its on-demand rate").
_WRITTEN_STANDARD = re.compile(r"(?P<phrase>(?:the\s+)?(?:standard|list|regular|base(?:\s+input)?|interactive|daytime|"
                               r"on-demand|cache-miss|real-time|non-batch)\s+(?:prices|price|pricing|rates|rate)|"
                               # "billed at 2x the rates above": the table's rates, the standard ones
                               r"(?:the\s+)?(?:rates|prices|pricing)\s+(?:above|listed\s+above|in\s+the\s+table))", re.I)
# A discount ("25% off", "a 50% discount", "打8折") with no reference named is taken off the standard price.
_DISCOUNT_WORDS = re.compile(r"^[^,;，。；]{0,12}?(?:\boff\b|\bdiscount|\bpremium|\bsurcharge|折|优惠)", re.I)
# "Save 50% on inputs", "discounts tokens by 90%": a saving off the standard price.
_SAVING_BEFORE = re.compile(r"\b(?:save|saves|saving|discounts?\s+(?:[\w-]+\s+){0,2}?by)\s+(?:up\s+to\s+)?$", re.I)
_PRICE_CHANGE_FROM = re.compile(r"(?:从|由|from)\s*[$¥€]?\s?\d[^，。;；]{0,30}?(?:降至|降到|降为|上调至|涨至|翻倍到|翻倍至|to)", re.I)


_SHARE_BASELINE_GAP = re.compile(r"^\s*(?:of\s+)?(?:the\s+|an?\s+|its\s+)?(?:[\w-]+\s+){0,3}?"
                                 # "80% of the performance levels seen in the B200": the level of the product named
                                 r"(?:of\s+|for\s+|(?:seen|found|achieved|measured|delivered|reached)\s+(?:in|on|by|with)\s+)?"
                                 r"(?:the\s+|an?\s+)?$", re.I)


def _compared_mention(context: DocumentContext, index: int, change: ChangeMention,
                      clause_only: bool = False, limit: int | None = None) -> Mention | None:
    """A product named as the thing compared with in the change's clause ("是H100的30倍", "than the B200"), else
    earlier in the sentence unless ``clause_only``."""
    offset = context.prepared.sentences[index][0]
    sentence = context.sentence(index)
    clause_start, clause_end = _clause_bounds(sentence, change.start, change.end)
    compared = [m for m in context.mentions[index] if m.category in ("hardware", "model")
                and m.end <= offset + min(clause_end, limit if limit is not None else clause_end)
                and _is_compared(context, index, m)]
    in_clause = [m for m in compared if offset + clause_start <= m.start]
    if in_clause:
        return in_clause[0]
    # outside the clause, the product compared with nearest before it ("相比Hopper…；与GB200相比，GB300的成本…")
    return None if clause_only or not compared else compared[-1]


def _standard_baseline(sentence: str, change: ChangeMention, metric: str = "price") -> str | None:
    """A baseline worded as a standard phrase: the standard price, the previous generation, the previous round,
    or the previous price of a "from X to Y" change."""
    clause_start, clause_end = _clause_bounds(sentence, change.start, change.end)
    clause = sentence[clause_start:clause_end]
    written = _WRITTEN_STANDARD.search(clause)
    if written:
        return written.group("phrase")
    for regex, phrase in _STANDARD_BASELINES:
        if regex.search(clause):
            return phrase
    if metric in ("price", "cost") and _PRICE_CHANGE_FROM.search(sentence[:change.start]):
        return "the previous price"  # (a speed's change next to a price's "from X to Y" is not against that price)
    return None


# "Help us double fleet-wide throughput per GPU by the end of 2027", "Cut our cost … by at least 30% over the next four
# quarters", "Our goal is to …": what someone sets out to reach
# ("You will help us double throughput per GPU by the end of 2027": a job's aim)
# ("About the role: You will help us double …": a label may lead the sentence)
_GOAL_SENTENCE = re.compile(r"\W*(?:[A-Za-z][\w ]{0,30}[:：]\s*)?(?:(?:you\s+will\s+|you['’]ll\s+)?help\s+us|"
                            # ("Our goal for 2027 is to halve the cost per million tokens")
                            r"our\s+(?:goal|aim|target)\s+(?:for\s+[^.;]{1,30}?\s+)?is|"
                            # ("We want inference to be ten times cheaper …": what they want something to become)
                            r"we\s+(?:want|aim|plan|hope|intend)\s+(?:[\w-]+\s+){0,3}?to)\b", re.I)
_FUTURE_SPAN = re.compile(r"\b(?:over|within)\s+the\s+next\s+(?:\w+\s+)?(?:quarters?|years?|months?)\b", re.I)
# "demands 5x faster minimum token rates", "must be at least 2x": what a rule requires, not what was measured.
_REPEATED_BEFORE = re.compile(r"\b(?:repeated|run|ran|called|invoked|executed|sent|sending|queried|requested|retried|"
                              r"downloaded|used|accessed|reloaded|read|reads|re-?used|hit|served|fetched|loaded)\s+"
                              # "read it 49,999 times": the thing done with, then the count ("read even twice", "sending
                              # it uncached three times")
                              r"(?:(?:it|them|this|that|each\s+one)\s+)?(?:(?:about|around|over|some|nearly|even|only|just|"
                              r"again|uncached|cached)\s+){0,2}$", re.I)
_PERCENT_LEVELS = re.compile(r"\d+(?:\.\d+)?\s?%[^.;。；%]{0,60}?\b(?:up|down)\s+from\s+\d+(?:\.\d+)?\s?%|"
                             # ("scores 71.2% on its internal SWE benchmark, up from 63.5%": a level then the one before)
                             r"(?:从|由|\bfrom\s+)\s*\d+(?:\.\d+)?\s*%\s*(?:[^\d%，。,;；]{0,6}?)(?:至|到|\bto\s+)\s*"
                             r"\d+(?:\.\d+)?\s*%", re.I)
# (a digit inside a name, "DeepSeek-R1", is no figure)
_LISTED_CHANGE_GAP = re.compile(r"(?:[^.;。；!?！？\d%]|(?<=[A-Za-z])\d|(?<=[A-Za-z]\d)\d|(?<=[A-Za-z]\d\d)\d){1,30}")
_LISTED_LABEL_GAP = re.compile(r"\s*[、/]\s*[^\s，。,;；\d%、]{1,6}\s*")
_REQUIRED_CHANGE_BEFORE = re.compile(r"\bwould\s+(?:need|have)\s+to\s+be\s+(?:about\s+|roughly\s+|at\s+least\s+)?$|"   # a need
                                     r"\b(?:demand(?:s|ed|ing)?|requir(?:e|es|ed|ing)|must\s+(?:be|deliver|reach))\s+"
                                     r"(?:(?:a|an|the|at\s+least)\s+)?$|"
                                     # "目标是推理性能再翻一番": the next chip's aim; "could add another 2x … when they ship"
                                     # ("目标是推理性能再翻一番，能效提升 50% 以上": the aim covers the clause after)
                                     r"(?:目标|目標)(?:是|为|為)[^。；]{0,40}$|\b(?:could|would|might|will)\s+add\s+(?:another\s+)?$|"
                                     # "… 目标明年推理成本减半": an aim written without its copula (a headline's)
                                     r"(?:目标|目標)(?:明年|今年|年内|年內|\d{4}\s*年)[^。；，,]{0,20}$|"
                                     # "计划明年把推理成本再砍一半", "明年价格可能还会再降一半": a plan or a guess at next year
                                     r"(?:计划|計劃|打算|预计|預計)[^。；，,]{0,6}(?:明年|后年|後年|年底|年内|年內|\d{4}\s*年)[^。；，,]{0,18}$|"
                                     r"(?:明年|后年|後年)[^。；，,]{0,18}(?:可能|将|將|会|會|有望)[^。；，,]{0,12}$|"
                                     # "多家机构预测，明年…价格可能再降一半": what forecasters guess (a maker's own "预计能将…提升15倍"
                                     # is its expected change, which stays a claim)
                                     r"(?:预测|預測)[^。；]{0,30}(?:可能|或将|或將|有望)[^。；，,]{0,12}$|"
                                     # "到2027年，兩者差距將擴大至17倍", "將領先華為17倍": what is to come
                                     r"(?:將|将)(?:會|会)?(?:領先|领先|擴大|扩大|達到|达到|超過|超过|拉大|縮小|缩小)[^，。；,;\d]{0,10}$|"
                                     # "明年要把推理成本再砍一半", "计划把单价降低一半": what is to be done
                                     r"(?:明年|今年|年内|年內|\d{4}\s*年(?:前|内|內|底)?)\s*(?:要|将要|將要|计划|計劃|打算|争取|爭取)"
                                     r"[^。；，,]{0,20}$|(?:计划|計劃|打算|争取|爭取)(?:在[^，。]{0,10})?把[^。；，,]{0,20}$|"
                                     # "the pricing should be 2x more": what the writer thinks it ought to be
                                     r"\bshould\s+(?:be|cost)\s+(?:about\s+|roughly\s+|around\s+|at\s+least\s+)?$|"
                                     # "… and aims to double performance per watt again", "plans to triple": an aim
                                     # ('he hoped to "halve prices again next year"')
                                     r"\b(?:aims?|aiming|plans?|planning|intends?|intending|hopes?|hoped|hoping|wants?|"
                                     r"wanted|expects?|expecting)\s+to\s+[\"“']?$|"
                                     # "將以一年一次算力翻倍的進度推進": the pace a plan is to keep
                                     r"(?:将|將)以[^，。；]{0,20}$|"
                                     # "If Intel's next part hits its target of double the Gaudi 3 throughput": an aim
                                     r"\b(?:target|goal|aim)\s+of\s+(?:about\s+|roughly\s+|around\s+|at\s+least\s+)?$|"


                                     # "算力还要再提升100倍才能…", "compute would need to grow 10x": a need, not a result
                                     # ("需要算力提升100倍": what is to grow may stand between)
                                     r"(?:需要|需|要再|还要|還要|必须|必須|须|須)\s*(?:[\u4e00-\u9fff]{1,4}?)?再?\s*(?:提升|提高|增加|增长|增長|"
                                     r"成长|成長|扩大|擴大|扩展|擴展)(?:至|到)?\s*(?:约|約|近)?\s*$|"
                                     # "要想实现算力1000倍…的提升": a goal to reach
                                     # ("要想在 2028 年实现推理成本下降 10 倍": a year may stand before the verb)
                                     r"(?:要想|想要|若要|为了|為了)(?:[^，。,;；]{0,16}?)(?:实现|實現|达到|達到|做到)[^，。,;；\d]{0,10}$|"
                                     r"\b(?:needs?|needed|has\s+to|have\s+to|would\s+need\s+to|must)\s+(?:to\s+)?"
                                     # ("Prices have to fall 10x before agents are a mass-market product")
                                     r"(?:grow|increase|rise|improve|expand|scale(?:\s+up)?|fall|drop|decline|come\s+down|"
                                     r"shrink)\s+(?:by\s+)?(?:about\s+|roughly\s+|another\s+)?$",
                                     re.I)
# "has a goal of cutting the cost per token of large-model serving by half": an aim, the change it names
_GOAL_OF_CHANGE_BEFORE = re.compile(r"\bhop(?:e|es|ed|ing)\s+to\s+see\b[^.;]{0,40}$|"   # "hope to see prices halve again": a wish
                                    # "我们希望明年推理单位成本再降一半": what the speaker hopes for
                                    r"(?:希望|期望|力争|力爭|争取|爭取|打算)[^，。；;,]{0,30}$|"
                                    # "aims to deliver three times …", "targets three times the performance per watt": an aim
                                    r"\b(?:aims?|aiming|plans?|planning|intends?|intending|hopes?|hoping|expects?|expecting)\s+to\s+"
                                    r"(?:deliver|reach|achieve|offer|provide|hit|bring|get)\s+(?:(?:about|roughly|around|at\s+least)\s+)?$|"
                                    r"\btarget(?:s|ing)?\s+(?:(?:about|roughly|around|at\s+least)\s+)?$|"
                                    r"\b(?:target|goal|aim|ambition|plan)\s+(?:is\s+)?(?:of\s+|to\s+)(?:cutting|cut|reducing|"
                                    r"reduce|lowering|lower|raising|raise|doubling|double|improving|improve|boosting|boost)\b"
                                    r"[^.;,]{0,70}?\bby\s+(?:about\s+|roughly\s+|at\s+least\s+)?$|"
                                    # "we aim to cut our cost to serve per token in half by the end of the year"
                                    r"\b(?:aims?|aiming|plans?|planning|intends?|intending|hopes?|hoped|hoping|wants?|wanted)\s+to\s+"
                                    r"(?:cut|reduce|lower|slash|bring\s+down|drive\s+down)\b[^.;,]{0,70}?\b(?:in|by)\s+"
                                    r"(?:about\s+|roughly\s+|at\s+least\s+)?$", re.I)
# "目标是推理性能再翻一番，能效提升 50% 以上": the aim covers the clauses after it in its sentence
_AIM_CLAUSES_BEFORE = re.compile(r"(?:目标|目標)(?:是|为|為)[^。；;]{0,40}$")
# "the AMD part", "the Nvidia chip": a product named by its maker only
# (the subject of its clause, a verb after it: not "the H100 beat the Intel part by 30%")
_MAKER_PART = re.compile(r"(?<!than\s)(?<!over\s)(?<!beat\s)(?<!beats\s)(?<!against\s)(?<!vs\s)(?<!vs\.\s)"
                         r"\bthe\s+(?P<maker>NVIDIA|Nvidia|AMD|Intel|Google|AWS|Huawei|Cerebras|Groq)\s+"
                         r"(?:part|chip|card|GPU|accelerator|one|device)\b"
                         r"(?=\s+(?:took|takes|is|was|were|ran|runs|came|comes|costs?|delivers?|delivered|posted|scored|"
                         r"finished|needs?|needed|uses?|used|draws?|drew|rents?|sells?|lists?|has|had)\b)")
_AMOUNT_ON_CHIP = re.compile(r"[$€£¥]\s?\d[\d.,]*\s*/\s*(?:1\s?M|M|MTok)\b(?:\s+tokens?)?\s+on\s+(?:an?\s+|the\s+)?"
                             r"(?:NVIDIA\s+|AMD\s+)?[A-Z]{1,3}\d")
_RELATIVE_RATE_COLUMN = re.compile(r"(?:费率|費率|价格|價格|单价|單價|\brates?\b|\bprices?\b|\bpricing\b|\bcosts?\b)\s*[(（]?\s*"
                                   r"(?:relative\s+to|vs\.?|versus|相对于|相對於|相比)\s*[^()（）|]{0,30}?"
                                   r"(?:input|输入|輸入|price|价格|價格|rate)", re.I)

# "… and if the price per million tokens drops by half we will move": a case supposed in the change's own clause
_IF_CHANGE_BEFORE = re.compile(r"\bif\s+(?:the\s+|our\s+|its\s+|their\s+)?[^,;.]{0,60}?\b(?:drops?|falls?|rises?|doubles?|"
                               r"halves?|grows?|goes\s+(?:up|down)|increases?|decreases?|comes?\s+down)\s+(?:by\s+)?"
                               r"(?:about\s+|roughly\s+|another\s+)?$|"
                               # "如果价格能再降一半": a cut supposed, not made
                               r"(?:如果|假如|假设|假設|(?<![主只需重])要是|若是|倘若|万一|萬一)[^，。；,;]{0,20}?(?:降|涨|漲|提升|提高|下降|上涨|上漲|"
                               r"翻|减|減|便宜)了?\s*(?:到|至|了|约|約)?\s*$|"
                               # "如果吞吐翻倍": the change itself supposed (not a framing: "如果按每元性能算")
                               r"(?:如果|假如|假设|假設|若是|倘若)[^，。；,;按以从從]{0,12}$", re.I)
# "如果吞吐翻倍，成本还能再减半": the consequence of the case supposed in the clause before
_IF_CLAUSE_THEN = re.compile(r"(?:如果|假如|假设|假設|若是|倘若)[^。；;]{0,30}[，,][^。；;，,]{0,12}(?:还能|還能|就能|能|会|會|将|將|也会|也會)再?\s*$|"
                             # "如果流量稳定，自建大概能便宜两成左右": the clause after a supposition (not a measure's framing,
                             # "如果按每元性能算，…")
                             r"(?:如果|假如|假设|假設|若是|倘若)(?![^，,]{0,12}(?:按|以|从|從)[^，,]{0,12}(?:算|计|計|来看|來看|衡量))"
                             # (with a modal in the clause after: "如果你的应用输出占大头，账单大约只剩四分之一" states a case)
                             r"[^。；;，,]{1,30}[，,][^。；;，,]{0,12}(?:(?<![性功智产產动動])能(?!效)|会|會|可以|可能)[^。；;，,]{0,6}$")


_RESPECTIVE_PAIR = re.compile(r"(?P<a>[A-Za-z][\w -]{0,30}?)\s+and\s+(?P<b>[A-Za-z][\w -]{0,30}?)\s+(?:were\s+|was\s+|are\s+)?"
                              r"(?:increased|improved|raised|boosted|rose|grew|up|reduced|cut|decreased|fell|dropped|"
                              r"lowered)\s+(?:by\s+)?$", re.I)


def _respective_noun(sentence: str, change: ChangeMention, changes: list[ChangeMention]) -> str | None:
    """The noun a figure of "A and B rose by X and Y respectively" stands for (A for X, B for Y), or ``None``."""
    later = next((c for c in changes if c.start >= change.end), None)
    earlier = next((c for c in reversed(changes) if c.end <= change.start), None)
    if later is not None and re.fullmatch(r"\s+and\s+(?:by\s+)?", sentence[change.end:later.start]) and \
            re.match(r"\s*,?\s*respectively\b", sentence[later.end:], re.I):
        pair = _RESPECTIVE_PAIR.search(sentence, max(0, change.start - 90), change.start)
        return pair.group("a") if pair is not None else None
    if earlier is not None and re.fullmatch(r"\s+and\s+(?:by\s+)?", sentence[earlier.end:change.start]) and \
            re.match(r"\s*,?\s*respectively\b", sentence[change.end:], re.I):
        pair = _RESPECTIVE_PAIR.search(sentence, max(0, earlier.start - 90), earlier.start)
        return pair.group("b") if pair is not None else None
    return None


def _aimed_clause(sentence: str, change: ChangeMention) -> bool:
    """Whether ``change`` is in a clause an aim stated before it governs ("目标是推理性能再翻一番，能效提升 50% 以上"), not
    one with a measurement or comparison of its own ("目标是替代H20，实测推理性能比H20高30%")."""
    aim = _AIM_CLAUSES_BEFORE.search(sentence, max(0, change.start - 60), change.start)
    return aim is not None and not re.search(r"[，,][^，,]*(?:比|较|較|实测|實測|测得|測得|实际|實際|已)",
                                             sentence[aim.start():change.start])
_GAP_BEFORE = re.compile(r"差距\s*(?:可|可达|可達|达到|達到|达|達|约|約|为|為|在|有|超过|超過|近)?\s*$|"
                         r"\bgap\s+(?:of\s+)?(?:up\s+to\s+|about\s+|roughly\s+|nearly\s+|around\s+)?$|"
                         # "the price gap between budget and premium models exceeds 1,000x": how far apart, no side ahead
                         r"\b(?:gap|difference|spread)\s+between\s+[^.;]{1,60}?\s+(?:exceeds|is|reaches|tops|of)\s+"
                         r"(?:about\s+|roughly\s+|nearly\s+|over\s+|more\s+than\s+)?$", re.I)
# "A 45x Cost Difference": a multiple naming a difference, no side ahead
# (not "a 39.2x gap between the fastest and slowest providers", the extremes named; nor after "X vs Y is a 16×
# difference", the two sides named)
_GAP_AFTER = re.compile(r"\s*(?:(?:cost|price|pricing|speed|performance|latency|throughput)\s+)?(?:difference|gap|spread)\b"
                        r"(?!\s+(?:on|in|for|across|over|above|against|versus|vs\.?)\b|\s+ahead\s+of\b)(?!\s+between\s+(?:the\s+)?(?:fastest|slowest|cheapest|most|priciest|top|best|"
                        r"worst|highest|lowest)\b)", re.I)
_SHARE_OF_TOTAL_BEFORE = re.compile(r"\b(?:account(?:s|ed|ing)?\s+for|make(?:s|ing)?\s+up|made\s+up)\s+(?:about\s+|roughly\s+|"
                                    r"nearly\s+|over\s+|some\s+)?$|占(?:据|到)?(?:了)?\s*(?:约|近)?\s*$", re.I)
# "成本数字随之低估 2.2×", "underestimates it by 3x": how far an estimate is off, no change of anything
_ESTIMATE_ERROR_BEFORE = re.compile(r"(?:低估|高估)[^。；;，,]{0,30}$|\b(?:under|over)estimat\w*(?:\s+\w+){0,2}?\s+by\s*(?:about\s+)?$",
                                    re.I)
_REQUIRED_CHANGE_AFTER = re.compile(r"\s*(?:[\w-]+\s+){0,2}?(?:minimum|threshold|target|requirement|SLA)\b", re.I)


# "97% in Server", "111%/88% in Offline": a share measured in a benchmark scenario.
_SCENARIO_NAME = r"(?:Offline|Server|Interactive|Single[- ]?Stream|Multi[- ]?Stream)\b"
# A page of MLPerf results: the benchmark named, or a scenario's result, score or throughput
_COST_DISCOUNT = re.compile(r"\bcost\s+discounts?\b|\bdiscount(?:ed)?\s+(?:on\s+)?(?:the\s+)?costs?\b", re.I)
# "2.7x our MI325X result", "1.5x the H200's score": a multiple of a product's result
_RESULT_OF_PRODUCT_AFTER = re.compile(r"\s*(?:the\s+|our\s+|its\s+|their\s+)?(?:\S+['’]s\s+)?(?:[\w.-]+\s+){1,3}?"
                                      r"(?:results?|scores?)\b", re.I)
# "vLLM 82ms vs SGLang 65ms (" before a change: two named times, the first the baseline
_TIME_UNIT = r"(?:ms|s|sec|seconds|milliseconds?|毫秒|秒)(?![A-Za-z])"
_TIME_VALUE = r"\d+(?:\.\d+)?\s?" + _TIME_UNIT
_TIMED_PAIR_BEFORE = re.compile(r"(?P<a>[A-Za-z][\w.\-]{1,24})\s+" + _TIME_VALUE + r"\s*(?:vs\.?|versus|对比|对)\s*"
                                r"(?P<b>[A-Za-z][\w.\-]{1,24})\s+" + _TIME_VALUE +
                                r"\s*[(（]\s*(?:降低|减少|下降|缩短|提升|提高|增加|down|up)?\s*$", re.I)
_BILLED_ITEM_AFTER = re.compile(r"\s*(?:for|on)\s+(?:the\s+)?(?:\d+[- ](?:minute|min|hour|hr)\s+)?(?:cache\s+)?"
                                r"(?:reads?|writes?|hits?|cached\s+input|cached\s+tokens|batch(?:ed)?\s+(?:jobs|requests))\b",
                                re.I)
_SPEED_OR_SCORE = re.compile(r"faster|performance|perform|outperform\w*|speed|score|boost|quicker", re.I)
_BENCHMARK_GAIN_BEFORE = re.compile(r"(?:基准测试|基准|测试|跑分|benchmark)\s?中[^，。,;；]{0,16}$", re.I)
_GAIN_AFTER = re.compile(r"\s?(?:的)?\s?(?:显著|明显|大幅)?(?:性能)?(?:提升|提高|增长|增益)")
_MLPERF_PAGE = re.compile(r"MLPerf|\b(?:Offline|Server|Interactive)\s+(?:scenario|throughput|results?|scores?)\b")
# "the Server result improved by", "our submission's score rose": a result, its verb and at most "by" before the change
# (not "submissions have increased 2.5x": how many were entered)
_RESULT_CHANGED_BEFORE = re.compile(r"\b(?:results?|scores?)\s+(?:has\s+|have\s+)?(?:improved|rose|grew|"
                                    r"increased|climbed|jumped|went\s+up)\s+(?:(?:by|about|roughly|nearly|some)\s+)*$", re.I)
_SHARE_IN_SCENARIO = re.compile(rf"(?P<more>(?:\s*/\s*\d[\d.]*\s*%)*)\s+in\s+(?:the\s+)?{_SCENARIO_NAME}", re.I)
_SHARE_OF_GAP = re.compile(r"\s*of\s+(?:the\s+)?(?:(?:best|top|fastest|leading|highest)\s+)?(?:\S+['’]s\s+)?$", re.I)
# What may follow the product of "111% of B200": the end of the item, not a noun it qualifies ("80% of H100 supply").
_SHARE_OF_END = re.compile(r"\s*(?:$|[,;.)/:]|['’]s\b|(?:and|in|on|at|for|with|officially|while|across|when|under)\b|"
                           # "97% of B200 throughput", "111% of B200 Offline single-node performance": the share is of
                           # the product's own speed, named after it
                           rf"(?:(?:{_SCENARIO_NAME}|(?:single|multi)[- ]node|per[- ](?:GPU|chip|accelerator))\s*)*"
                           # "104% of the best B200 result in Offline": the product's own result
                           r"(?:throughput|performance|speed|results?|scores?|submissions?)\b)", re.I)
# "on par with an eight-way B200 system", "matches the B200 servers": the machine built of the product compared with
_PRODUCT_UNIT_AFTER = re.compile(r"\s*(?:systems?|servers?|racks?|nodes?|clusters?|machines?|boxes)\b", re.I)
# "matches in Offline", "parity with B300", "on par with the H200", "matches the B200": the same value as the product
# compared with (a product must follow: _share_of_competitor)
_PARITY = re.compile(rf"\bmatch(?:es|ed|ing)?(?=\s+in\s+(?:the\s+)?{_SCENARIO_NAME})|\bmatch(?:es|ed)\b(?=\s+(?:the|an?)\s(?!(?:performance|throughput|speed)\s+of\b))|"
                     # "Its pricing ($0.10/1M input, $0.40/1M output) matches gemini-2.5-flash-lite": an API id named
                     r"\bmatch(?:es|ed)\b(?=\s+(?-i:[a-z])[\w.]*-[\w.-]+(?!\s+on\b))|"
                     # "matches Nvidia's B200", "matching B200 systems": a product named right after (a product must
                     # follow: _share_of_competitor)
                     # (not "matches X on price": _MATCHES_ON reads the metric named after it)
                     r"\bmatch(?:es|ed|ing)\b(?=\s+(?:\S+['’]s\s+)?(?-i:[A-Z0-9]))"
                     r"(?!(?:[^,;.]|\.(?=\w)){0,60}?\bon\s+(?:[\w.-]+\s+){0,4}?(?:price|pricing|cost|speed|throughput|latency|performance)\b)|"
                     r"\b(?:parity|on\s+par)\s+with\b|"
                     # "turned out to be on the level of the competing NVIDIA H200"
                     r"\bon\s+(?:the\s+)?(?:same\s+)?level\s+(?:of|with)\b|"
                     # "proved a match for the H200": level with the product named
                     r"\ba\s+(?:close\s+|good\s+|even\s+)?match\s+for\b(?=\s+(?:the\s+|an?\s+)?(?:\S+['’]s\s+)?[A-Z0-9])|"
                     # "performance that rivals the NVIDIA H100": a verb before a product (not "its rivals")
                     r"(?<!\bits\s)(?<!\btheir\s)(?<!\bthe\s)(?<!\bour\s)\brival(?:s|led|ed|ling|ing)\b"
                     r"(?=\s+(?:the\s+|an?\s+)?(?:\S+['’]s\s+)?[A-Z0-9])|"
                     # "tied NVIDIA's B200 in Offline mode": a result equal to a competitor's in a scenario
                     # ("tied B200 on Llama 2 70B Offline": the benchmark named before the scenario)
                     rf"\b(?:tied|ties|tying)(?:\s+with)?(?=\s+(?:\S+['’]s\s+)?\S+(?:\s+\S+){{0,2}}?\s+(?:in|on)\s+(?:the\s+)?"
                     rf"(?:[\w.-]+\s+){{0,4}}?{_SCENARIO_NAME})", re.I)


# The thing a level is stated against, up to the next clause, preposition or full stop ("GPT-4.1" keeps its point).
_LEVEL_BASELINE = (r"(?P<baseline>(?:the\s+)?[^,;.()\s](?:[^,;.()]|\.(?=\d)){0,60}?)"
                   r"(?=\s+(?:on|in|for|at|when|while|with|using|across|despite|thanks|but|and|by|through|via|once|if|"
                   r"excluding|including)\b|[,;()]|\.\s|\.$|$)")
# "delivering similar performance to the reference submissions", "the same throughput as the H200": a ratio of 1
_SIMILAR_TO = re.compile(r"\b(?P<word>similar|comparable|nearly\s+identical|identical|(?:(?:nearly|almost|roughly|about)\s+)?"
                         r"the\s+same|(?:(?<=^)|(?<=[:•*\-–—]\s)|(?<=[:•*\-–—]))same(?=\s+pric)|equal)\s+(?:inference\s+)?"
                         # "nearly the same cost-per-token as X": a price or cost level with X's
                         r"(?P<metric>performance|throughput|speed|latency|compute|time\s+to\s+first\s+token|TTFT|"
                         r"(?:cost|price|pricing)(?:[- ]per[- ](?:token|query|request|"
                         # ("Same pricing tier as GPT-3.5 Turbo": the tier of prices it sits in)
                         r"million(?:\s+tokens)?))?(?:\s+(?:tier|class|band))?)\s+(?:to|as|with)\s+" + _LEVEL_BASELINE, re.I)
# "almost as fast as Haiku", "as cheap as DeepSeek's API": an equative with a named baseline is a level with it (a
# multiple before "as" is a multiple: "twice as fast as", "3x as fast as")
_AS_ADJECTIVE_AS = re.compile(r"(?<![\w.])(?P<hedge>(?:almost|nearly|about|roughly|just|virtually|practically|equally|"
                              r"at\s+least)\s+)?as\s+(?P<adj>fast|quick|speedy|performant|responsive|cheap|inexpensive|"
                              r"affordable)\s+as\s+" + _LEVEL_BASELINE, re.I)
_NO_EQUATIVE_BEFORE = re.compile(r"(?:\b(?:not|n['’]t|never|hardly|nowhere\s+near|twice|thrice|half|times|fold)|\d\s?[x×]?|"
                                 r"[x×])\s*$", re.I)
# "a level comparable to the B300's", "a result similar to the H200 node's": a measured level stated as another's
_LEVEL_COMPARABLE = re.compile(r"\b(?:an?\s+)?(?:level|result|score|figure)\s+(?P<word>comparable|similar|equal|close)\s+to\s+"
                               + _LEVEL_BASELINE, re.I)
_GPU_COUNT = re.compile(r"\b(\d{1,3})[- ](?:GPU|chip|accelerator|card)s?\b", re.I)
_MEASURED_IN = re.compile(r"\W*(?:when\s+)?(?:measured|assessed|judged|compared|gauged)\s+(?:in|by|on)\s+"
                          r"(?P<what>[^,;.]{3,40}),\s|"
                          # "但按每元性能计算，澜舟 LZ-2最具优势，约为昇腾910C的1.25倍": the measure a Chinese sentence opens on
                          r"\W*(?:但|而|不过|若|如果)?\s*(?:按|以|从)(?P<what_zh>[^，,。；]{2,12}?)(?:计算|計算|(?<![折换換])算|來看|来看|衡量|看)\s*[，,]", re.I)
# "achieves performance close to NVIDIA's H100", "competitive single-node performance against the B200": a speed stated
# as about level with a named product's (the metric the words name)
_METRIC_LEVEL = re.compile(r"\b(?:(?P<competitive>competitive)\s+(?:(?:single|multi)[- ]node\s+|inference\s+)?"
                           r"(?P<metric>performance|throughput)\s+(?:against|with|versus|vs\.?)|"
                           r"(?P<metric2>performance|throughput)\s+(?:that\s+is\s+|is\s+)?(?P<word>close|comparable)\s+to)\s+"
                           + _LEVEL_BASELINE, re.I)
# "the L4 and the T4 perform almost the same", "X & Y run equally": two products named together and said to be level;
# the first is the subject, the second the baseline, a ratio of 1 in unspecified speed
_PAIR_PARITY = re.compile(r"(?P<subject>[^,;.:\s][^,;:]{0,40}?)\s+(?:and|&)\s+(?:the\s+)?(?P<baseline>[^,;:\s][^,;:]{0,40}?)\s+"
                          # ("SGLang and vLLM run at about the same speed", "… are equally fast")
                          r"(?:perform|run|benchmark|(?=(?:are|were)\s+(?:\w+\s+)?(?:the\s+same\s+(?:speed|throughput)|equally\s+fast)\b)are|were)"
                          r"(?:\s+at)?\s+(?P<modifier>(?:nearly|almost|virtually|essentially|effectively|roughly|"
                          r"about|practically)\s+)?(?P<word>identically|the\s+same(?:\s+(?:speed|throughput|rate|pace))?|"
                          r"equally(?:\s+(?:well|fast))?|on\s+par|alike|comparably|similarly)\b", re.I)
# A software product's name as engines write theirs: one token with a capital inside it ("vLLM", "SGLang",
# "TensorRT-LLM", "LMDeploy"), not a plain word
_ENGINE_LIKE_NAME = re.compile(r"(?:[A-Za-z][a-z0-9.+-]*[A-Z][\w.+-]*|[A-Z]{2,}[\w.+-]*)")
# Makers and providers written as engines are ("AWS", "NVIDIA", "OpenAI"): no engine compared with
_NOT_ENGINES = re.compile(r"(?:AWS|NVIDIA|AMD|Intel|Google|OpenAI|Microsoft|Meta|IBM|GCP|API|APIs|GPU|GPUs|CPU|CPUs|TPU|TPUs|NPU|NPUs|"
                          r"LLM|LLMs|AI|SLA|SLO|USD|CNY)", re.I)


def _engine_named(text: str) -> bool:
    """Whether ``text`` names an engine or kernel as engines write theirs: one engine-like token ("vLLM",
    "TensorRT-LLM", "FlashAttention3-FP8"), or that and up to two more capitalised words ("LM Studio"); not a maker or
    provider ("AWS", "OpenAI") nor a plural ("GPUs")."""
    words = text.strip().split()
    return 0 < len(words) <= 3 and _ENGINE_LIKE_NAME.fullmatch(words[0]) is not None and \
        not _NOT_ENGINES.fullmatch(re.sub(r"['’]s?$", "", words[0])) and \
        all(re.match(r"[A-Z0-9]", word) for word in words[1:])


# "comparable or better results than GB300 NVL72", "equal or higher throughput": at least level (CONVENTIONS:
# ratio 1, "comparable" hedged about)
# "competitive with or exceeding Groq's LPU", "competitive with the H100": about level with the product named
_COMPETITIVE_WITH = re.compile(r"\b(?:competitive\s+with(?:\s+or\s+(?:exceeding|beating|surpassing|better\s+than|faster\s+than))?|"
                               # "the MI325X competes head-to-head with the H200"
                               # (or "competes with Nvidia's GB200 NVL72": a chip the rival of a named chip)
                               r"compet(?:es|ed|ing)\s+(?:head[- ]to[- ]head\s+|directly\s+)?(?:with|against)|"
                               # "performance comparable to an eight-GPU H200 system": about level with a named chip
                               r"comparable\s+(?:to|with))"
                               r"\s+" + _LEVEL_BASELINE, re.I)
_OR_BETTER = re.compile(r"\b(?P<word>comparable|similar|equal|the\s+same|matching)\s+or\s+(?:better|higher|greater|faster|"
                        r"superior|stronger)\s+(?P<metric>performance|throughput|speed|results)\b"
                        r"(?:\s+(?:than|to|as|with)\s+" + _LEVEL_BASELINE + ")?", re.I)
# "matching the throughput of the H200", "its list price is identical to GPT-4o": level with what is named
# ("matches the pricing of the older Opus 3": level in price)
_LEVEL_WITH = re.compile(r"(?:\bmatch(?:es|ed|ing)?\s+(?:the\s+)?(?=(?:performance|throughput|speed|pricing|prices?)\s+of\b)|"
                         r"\b(?:is|are|was|were)\s+(?:(?:nearly|almost|virtually)\s+)?(?:identical|equal)\s+to\s+)"
                         r"(?:(?P<metric>performance|throughput|speed|pricing|prices?)\s+of\s+)?" + _LEVEL_BASELINE, re.I)
# "SGLang often matches or exceeds TensorRT-LLM": at least level with what is named
_MATCHES_OR_EXCEEDS = re.compile(r"\bmatch(?:es|ed|ing)?\s+or\s+(?:even\s+)?(?:exceeds?|exceeded|exceeding|beats?|beating|surpass(?:es|ed|ing)?|"
                                 r"outperforms?|outperformed|outperforming)\s+(?P<metric>)?" + _LEVEL_BASELINE, re.I)
# "matching Claude Opus 4.6's speed", "matches the H200's throughput": level with what is named, in its speed
_MATCHING_SPEED = re.compile(r"\bmatch(?:es|ed|ing)\s+(?P<baseline>(?:the\s+)?[^,;.()\s]"
                             # (not "matched it on Llama 2 70B throughput": _MATCHES_ON reads that)
                             r"(?:(?!\s(?:on|in|at|for|with)\s)[^,;.()]|\.(?=\d)){0,40}?)"
                             # ("matches Sonnet 4.5 pricing", "matching GPT-4o's price": level in price)
                             # ("matches LM Studio's generation speed": a word may name which speed)
                             r"(?:['’]s)?\s+(?:(?:generation|decode|decoding|prefill|output|token|inference)\s+)?"
                             r"(?P<metric>speed|throughput|pricing|prices?)\b", re.I)
# "matching the B200 submission in the same scenario", "matched Nvidia's H200 result": level with another system's
# benchmark result
_MATCHING_RESULT = re.compile(r"\bmatch(?:es|ed|ing)\s+(?P<baseline>(?:the\s+|an?\s+)?(?:[\w.-]+(?:['’]s)?\s+){1,4}?)"
                              r"(?:submissions?|results?|scores?|entry|entries)\b", re.I)
# "it matches Model-X on price", "matched the B200 on throughput": level with what is named, in the metric named after it
_MATCHES_ON = re.compile(r"\bmatch(?:es|ed|ing)?\s+(?P<baseline>(?:the\s+)?[^,;.()\s](?:[^,;.()]|\.(?=\d)){0,60}?)"
                         # "matched it on Llama 2 70B throughput": up to four words naming what was run
                         # ("now matches vLLM 0.8.4 in throughput": in the measure)
                         r"\s+(?:on|in)\s+(?:(?!(?:price|pricing|cost|speed|throughput|latency|performance)\b)[^\s,;.]+\s+){0,4}?"
                         r"(?P<metric>price|pricing|cost|speed|throughput|latency|performance)\b", re.I)
# "R1 costs the same as V3", "Halyard charges the same for DeepSeek-R1 as DeepSeek's own API": a price level with what
# is named after "as"
_SAME_PRICE_AS = re.compile(r"\b(?:costs?|costing|charges?|charging|(?:is|are)\s+priced|priced|bills?|billed)\s+"
                            r"(?:exactly\s+|just\s+|about\s+|roughly\s+|nearly\s+)?the\s+same"
                            r"(?:\s+(?:for|on)\s+[^,;.]{1,40}?)?\s+as\s+" + _LEVEL_BASELINE, re.I)
# "与GB200 NVL72基本持平", "和H100相当": level with a named product, a ratio of 1
# (a bracketed aside may follow the name: "和GPT-4o（每百万输入/输出分别为2.5美元和10美元）基本持平")
# ("与英伟达H20性能相当": the speed named between the product and the word)
_CHINESE_PARITY = re.compile(r"(?:与|與|和|跟|同)\s*(?P<baseline>[^，。,;；与與和\s][^，。,;；与與和（(]{0,29}?)\s*"
                             r"(?:[（(][^（）()]{1,60}[）)]\s*)?"
                             r"(?:的\s*)?(?P<speed>推理性能|推理速度|性能|效能|吞吐量?)?\s*"
                             r"(?P<word>基本|大致|大体|大體|几乎|幾乎|大约|大約)?\s*(?:(?:价格|價格|定价|定價|售价|售價)\s*)?"
                             r"(?:持平|相当|相當|打平|相同|一致|相媲美|媲美|比肩|不相上下|一样低|一樣低|一样便宜|一樣便宜)")
# "与H20相比，思元590在推理场景实现性能持平": level with the product a lead-in names, in the speed written before the word
_CHINESE_PARITY_LEAD = re.compile(r"(?:与|與|和|跟|同)\s*(?P<baseline>[^，。,;；与與和\s][^，。,;；与與和]{0,29}?)\s*"
                                  r"(?:相比|相較|相较|比较|比較)\s*[，,]?[^，。,;；]{0,30}?"
                                  r"(?:实现|實現|达到|達到|做到)?\s*(?P<metric>性能|效能|推理性能|吞吐)\s*(?:上)?\s*"
                                  r"(?P<word>基本|大致|几乎|幾乎)?\s*(?P<level>持平|相当|相當|打平)")
# "混元T1的推理性能与DeepSeek R1相当": a model's speed level with another model's; not its scores on evaluation sets
# ("在公开评测集上的表现与V3.1-Terminus基本持平" is a quality parity, no comparison of this schema)
_PERFORMANCE_WORD = re.compile(r"性能|效能|推理速度|吞吐")
_EVALUATION_WORD = re.compile(r"评测|評測|测评|測評|评估|評估|榜单|榜單|跑分|基准测试|基準測試|benchmark|MMLU|能力", re.I)
# "思元590性能接近NVIDIA A100", "已经达到 NVIDIA A100 的性能", "比肩英伟达NVL72": level with a named product (a ratio of 1;
# "接近" hedged about); not "接近 X 的两倍", a multiple of it
_CHINESE_REACHES = re.compile(r"(?P<word>接近|达到|达至|比肩|媲美|追平|直逼|逼近)\s*(?:了)?\s*(?P<baseline>[^，。,;；的\s][^，。,;；的]{0,29}?"
                              # "媲美英伟达的H100芯片", "直逼英伟达的A100。": the maker's product, written with 的 between them
                              r"(?:的\s*[A-Za-z0-9][^，。,;；的]{0,14}?(?=\s*(?:芯片|晶片|GPU|显卡|加速卡|[，。,;；、]|$)))?)"
                              r"(?=\s*(?:的\s*)?(?:性能|水平|水准|吞吐|产品|系统|集群|超节点|芯片)|\s*[，。,;；、]|\s*(?:而|但)|\s*$)"
                              r"(?:\s*的\s*(?P<metric>性能|水平|水准|吞吐))?")
_APPROX_EQUAL_SIGN = re.compile(r"[≈≃≅≳]")

# Levels stated in a measure the words name, against a baseline the registries may not list (scored by ratio and
# metric; the baseline is kept as written). Each names its measure, so no quality level ("similar accuracy") is read.
_LEVEL_MEASURE = (r"(?P<metric>price[sd]?|pricing|costs?|rates?|speeds?|throughput|latency|TTFT|time\s+to\s+first\s+token|"
                  r"tokens?/s|performance)")
# "comparable in price to A100s", "similar in speed to Groq": a level in the measure named after "in"
_LEVEL_IN_MEASURE = re.compile(r"\b(?P<word>comparable|similar|identical|equal|equivalent|close)\s+in\s+" + _LEVEL_MEASURE +
                               r"\s+(?:to|with|as)\s+" + _LEVEL_BASELINE, re.I)
# "both vLLM and TensorRT-LLM deliver similar throughput", "while maintaining comparable total throughput": a level in
# the measure named, the two compared written before it (or the state kept through a change)
_LEVEL_MEASURE_NAMED = re.compile(r"\b(?P<word>similar|comparable|identical|nearly\s+identical|almost\s+identical|equal|"
                                  r"equivalent)\s+(?:(?:total|overall|aggregate|output|decode|decoding|generation|prefill|"
                                  r"end-to-end|e2e|p\d\d|median|mean|average)\s+)?"
                                  r"(?P<metric>throughput|speeds?|latency|latencies|TTFT|pricing|prices|costs?)\b"
                                  # (not "identical cost benefits": what the measure brings, no level of it)
                                  r"(?!\s+(?:benefits?|savings?|advantages?|structures?|models?|profiles?|efficien\w*|"
                                  r"characteristics|curves?))"
                                  # (not "equivalent latency with greater throughput": a trade, what moves named after)
                                  r"(?:\s+(?:to|as|with)\s+(?!(?:greater|higher|lower|better|worse|more|less|fewer|"
                                  r"improved|reduced)\b)" + _LEVEL_BASELINE + r")?", re.I)
_BOTH_BEFORE = re.compile(r"\bboth\b|\b(?:while|whilst)\s+(?:still\s+)?(?:maintain|keep|retain|preserv|hold)\w*\s*$|"
                          r"\b(?:maintain|keep|retain|preserv)\w*\s+(?:a\s+|an\s+)?$|\b(?:the\s+)?two\s+(?:systems|engines|"
                          r"setups|models|chips|GPUs|cards|providers|backends)\b", re.I)
# "no measurable throughput gap between A100 and H100": no difference in the measure named, a level
_NO_GAP = re.compile(r"\bno\s+(?:measurable\s+|noticeable\s+|significant\s+|meaningful\s+|real\s+|discernible\s+)?"
                     r"(?P<metric>throughput|speed|performance|latency|price|pricing|cost)\s+(?:gap|difference)"
                     r"(?:\s+between\s+(?P<subject>[^,;.()]{1,40}?)\s+and\s+" + _LEVEL_BASELINE + r")?", re.I)
# "charged at the same rate as the underlying base model", "are now priced identically": a level in price
_PRICED_ALIKE = re.compile(r"\b(?:priced|charged|billed)\s+(?P<word>identically|equally|the\s+same|at\s+the\s+same\s+"
                           r"(?:rates?|prices?|levels?)|at\s+parity)(?:\s+as\s+" + _LEVEL_BASELINE + r")?", re.I)
# "Claude pricing via Bedrock is now on par with direct Anthropic contracts", "performance that is nearly identical to
# AMD reference results": a level with what is named, in the measure the clause names just before it
_PARITY_AFTER_MEASURE = re.compile(r"\b(?:(?P<word>(?:nearly|almost|virtually|essentially)\s+)?identical\s+to|"
                                   r"(?:on|at)\s+par\s+with|at\s+parity\s+with|in\s+line\s+with|level\s+with)\s+"
                                   + _LEVEL_BASELINE, re.I)
_MEASURE_BEFORE = re.compile(r"\b(?P<metric>pric(?:e|es|ing)|costs?|rates?|speeds?|throughput|latency|TTFT|performance)\b"
                             r"(?:(?!\b(?:accuracy|quality|scores?|evals?|benchmarks?|MMLU|capabilit\w*|reasoning)\b)[^,;:])"
                             r"{0,50}$", re.I)
_MEASURE_AFTER_ON = re.compile(r"\s+(?:on|in)\s+(?:(?:the|its|their|input|output|per-token|hourly|list)\s+)?"
                               r"(?P<metric>pric(?:e|es|ing)|costs?(?:\s+per\s+token)?|rates?|speed|throughput|latency)\b", re.I)
# "competitive performance when compared to the Nvidia H200": about level with a named chip
_COMPETITIVE_COMPARED = re.compile(r"\bcompetitive\s+(?P<metric>performance|throughput)\s+(?:when\s+)?compared\s+(?:to|with)\s+"
                                   + _LEVEL_BASELINE, re.I)
# "价格与官方优惠期一致", "定价与deepseek官网大致相同", "几乎与DeepSeek官方博客报告的吞吐量相当": a level in the measure the
# words name, with what is named (kept as written when the registries do not list it)
_CHINESE_LEVEL_NAMED = re.compile(r"(?P<measure_before>价格|價格|定价|定價|售价|售價|收费|收費|费用|費用|速度|吞吐量?|推理速度|输出速度|輸出速度|性能|效能)?"
                                  r"\s*(?:几乎|幾乎|基本|大致)?\s*(?:与|與|和|跟|同)\s*"
                                  r"(?P<baseline>[^，。,;；与與和\s][^，。,;；与與和（(]{0,24}?)\s*(?:的)?\s*"
                                  r"(?P<measure>价格|價格|定价|定價|速度|吞吐量?|性能|效能)?\s*(?:是)?\s*"
                                  r"(?P<word>基本|大致|大体|大體|几乎|幾乎|大约|大約|完全)?\s*"
                                  r"(?:持平|相当|相當|相同|一致|可比的?|相近|不相上下)")
# "媲美vLLM", "能匹敵甚至超越輝達…的H20", "足以與Nvidia的H20晶片競爭": a rival's equal, in what it does
_CHINESE_RIVALS = re.compile(r"(?:媲美|匹敌|匹敵|比肩)\s*(?:甚至(?:超越|超过|超過)\s*)?(?P<baseline>[^，。,;；\s][^，。,;；]{0,29}?)"
                             r"(?=\s*(?:的\s*)?(?:芯片|晶片|GPU|显卡|顯卡|推理|产品|產品|系统|系統|引擎|框架|实现|實現|方案)?\s*"
                             r"(?:[，。,;；、]|$))")
_CHINESE_COMPETES = re.compile(r"(?:足以|能够|能夠|可以|可)\s*(?:与|與|和|跟|同)\s*(?P<baseline>[^，。,;；\s][^，。,;；]{0,29}?)\s*"
                               r"(?:芯片|晶片|GPU)?\s*(?:竞争|競爭|抗衡|一较高下|一較高下)")
# "Gaudi 2 came surprisingly close to Nvidia H100", "results similar to those delivered by four H100 GPUs": a chip about
# level with a chip named (read only where a chip is named)
_CLOSE_TO_CHIP = re.compile(r"\b(?:came|comes|coming|come)\s+(?:(?:surprisingly|very|remarkably|quite|pretty|really)\s+)?"
                            r"close\s+to\s+(?:matching\s+)?" + _LEVEL_BASELINE + r"|"
                            r"\bsimilar\s+to\s+(?:those|the\s+results?|the\s+figures?|the\s+numbers?)\s+"
                            r"(?:delivered|achieved|posted|reported|produced|seen)\s+(?:by|from|on|with)\s+"
                            + _LEVEL_BASELINE.replace("?P<baseline>", "?P<baseline2>"), re.I)
_LOOSE_LEVEL_READERS = (_LEVEL_IN_MEASURE, _LEVEL_MEASURE_NAMED, _NO_GAP, _PRICED_ALIKE, _PARITY_AFTER_MEASURE,
                        _COMPETITIVE_COMPARED, _CHINESE_LEVEL_NAMED, _CHINESE_RIVALS, _CHINESE_COMPETES, _CLOSE_TO_CHIP)
_MULTIPLE_AFTER = re.compile(r"\s*(?:系统|产品|集群|超节点|芯片)?\s*(?:的)?\s*(?:[\d.]+|[一二两三四五六七八九十百千]+)\s*(?:倍|%|成)")
# "A 10x cheaper model …", "use a 5x faster GPU": an indefinite article right before the multiple, a generic noun after
_GENERIC_BEFORE = re.compile(r"(?:^|[.;:]\s+|\b(?:use|pick|choose|get|buy|rent|want|need)\s+)\W*an?\s+$", re.I)
_GENERIC_AFTER = re.compile(r"\s*(?:cheaper|faster|slower|more\s+expensive|less\s+expensive|pricier)\s+"
                            r"(?:model|GPU|chip|card|option|provider|API|alternative|one|machine|instance|service)s?\b", re.I)
_SPEED_RATE_AFTER = re.compile(r"\s*(?:of\s+)?(?:its|the|their|our)?\s*(?:\w+\s+)?rate\s+of\s+(?:about\s+|roughly\s+)?\d[\d,]*(?:\.\d+)?\s*"
                               r"(?:tokens?|tok)\s*(?:/\s*s\b|per\s+second\b)", re.I)
_SHARE_OF_LOAD = re.compile(r"half\s+(?:of\s+)?(?:the|our|their|its|your)\s+(?:serving\s+|inference\s+|GPU\s+|production\s+)?"
                            r"(?:traffic|requests|queries|users|load|workload|"
                            r"fleet|capacity|servers|GPUs|chips|nodes|jobs)\b|half\s+(?:on|to|went\s+to|ran\s+on)\s", re.I)
_IMPERATIVE_CASE = re.compile(r"^\W*(?:double|halve|triple|quadruple|cut|raise|increase|reduce)\s+(?:the|your)\s+[\w-]+"
                             r"(?:\s+[\w-]+)?\s+and\s+(?:the|your|you)\b", re.I)
_IDIOM_TWICE = re.compile(r"twice\s+(?:before|about)\b", re.I)
_IDIOM_TWICE_BEFORE = re.compile(r"\b(?:think|thinks|thought|thinking)\s+$", re.I)
# "a 39.2x gap between the fastest and slowest providers": the top of a field against its bottom.
_EXTREMES_GAP = re.compile(r"\s*(?:gap|difference|spread)\s+between\s+(?:the\s+)?(?P<first>fastest|slowest|cheapest|"
                           r"most\s+expensive|priciest)\s+(?:and|&)\s+(?:the\s+)?(?P<second>fastest|slowest|cheapest|"
                           r"most\s+expensive|priciest)(?:\s+(?P<noun>(?!(?:of|in|on|for|at|to|with|by)\b)[a-z][a-z-]+))?",
                           re.I)
_HIGH_END = {"fastest": "slowest", "most expensive": "cheapest", "priciest": "cheapest"}


def _extremes_gap(context: DocumentContext, sentence: str, change: ChangeMention) -> tuple[str, str, str] | None:
    """(metric, subject, baseline) of a multiple stated as the gap between the best and worst of a field, with
    the field as written ("the fastest providers", "the slowest providers")."""
    match = _EXTREMES_GAP.match(sentence, change.end)
    if change.form != "multiple" or match is None:
        return None
    first, second = (" ".join(match.group(name).lower().split()) for name in ("first", "second"))
    high = first if first in _HIGH_END else second
    low = second if high == first else first
    if _HIGH_END.get(high) != low:
        return None
    noun = f" {match.group('noun')}" if match.group("noun") else ""
    metric = "price" if low == "cheapest" else "throughput" if context.has_rates() else "performance"
    return metric, f"the {high}{noun}", f"the {low}{noun}"


# "Cerebras is the fastest provider, clocking …, more than 2.4x the next-fastest API": the provider heading the sentence
_OWN_EFFICIENCY = re.compile(r"\b(?:its|their)\s+efficiency\s+(?:is|was|has|shows|sees)\b[^,;.]{0,40}$", re.I)
_ORGANIZATION_CLAUSE_SUBJECT = re.compile(r"\s+(?:is|are|was|were)\s+the\s+(?:fastest|quickest|cheapest|leading|top)\b", re.I)
_ORGANIZATION_SUBJECT = re.compile(r"\s+(?:is|are|was|were|runs?|ran)\s+(?:about\s+|roughly\s+|nearly\s+|~\s?)?", re.I)


_RANKED_BASELINE = re.compile(r"\s*(?P<baseline>the\s+(?:next|second|nearest|closest)[- ](?:fastest|best|cheapest|"
                              r"largest|biggest)(?:\s+(?!(?:on|in|at|for|by|and|or|with)\b)[A-Za-z][\w-]*)?)", re.I)
_ABOVE_BASELINE = re.compile(r"\+?\s*(?:above|below|under)\s+(?P<baseline>(?:[^,;.()]|\.(?=\w))+?)"
                             # ("above the parent and 84.0% above the regressed merge": the next change's)
                             r"(?=\s+(?:on|in|for|at|by|when|while|with|according)\b(?!-)|\s+and\s+[~≈]?\d|[,;()]|\.\s|\.$|$)",
                             re.I)
_UNRESOLVED_AVERAGE = re.compile(r"\baverage\b|\bmedian\b|\bmarket\b|\bindustry\b|行业|市场", re.I)


def _names_same_family(surface: str, baseline: str) -> bool:
    """Whether a baseline as written is the bare family of a product written as ``surface`` ("豆包" of "豆包Pro")."""
    word = re.match(r"[\u4e00-\u9fff]{2}|[A-Za-z][A-Za-z.-]+", surface.strip())  # "豆包" of "豆包通用模型"
    family = re.sub(r"\s*(?:大?模型|系列|models?|series|family)$", "", baseline.strip(), flags=re.I)
    return bool(word) and word.group(0).lower() == family.lower()


# A row of a list of shares under a header naming what they are relative to:
#   "Scenario  MI355X relative to B200" / "Offline 100% (tied)" / "Server 97%" / "Interactive 119%"
_SHARE_ROW = re.compile(r"\s*(?:[-*•·]\s*)?[A-Za-z][\w./+-]*(?:[ \t][A-Za-z][\w./+-]*){0,3}[ \t:|]+(?P<share>(?:~\s?)?\d+(?:\.\d+)?\s?%)"
                        r"\s*(?:[(（][^()（）\d%]{1,20}[)）])?\s*$", re.I)
_RELATIVE_HEADER = re.compile(r"\b(?:relative\s+to|compared\s+(?:to|with)|vs\.?|versus|against|as\s+a\s+share\s+of|"
                              r"(?:as\s+)?%\s+of)\s+(?:NVIDIA['’]s\s+|AMD['’]s\s+|the\s+)?(?:\w+\s+)?$", re.I)


def _value_column_pair(context: DocumentContext, index: int, position: int) -> tuple[str, str] | None:
    """(label of the column of the cell at ``position``, label of the table's one other column of values) when the
    table has a label column and exactly two columns of values; else ``None``."""
    table = context.tables.get(index)
    row = table.row(index) if table is not None else None
    cell = row.cell_at(position) if row is not None else None
    if cell is None or cell.column == 0 or len(row.cells) != 3:
        return None
    labels = [(table.column_label(index, column) or "").strip() for column in (1, 2)]
    if not all(labels):
        return None
    own = labels[cell.column - 1]
    return own, labels[2 - cell.column]


# A rate and its label right before a bracketed signed change ("Total TPS: 7143.30 (+30.3%", "1,845 tok/s (+12%")
_RATE_FIGURE_BEFORE_CHANGE = re.compile(r"(?:\b(?:TPS|QPS|throughput|tokens?/s(?:ec)?|tok/s)\s*(?:\([^()]{0,20}\))?\s*[:：]\s*"
                                        r"\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s*(?:tokens?/s(?:ec)?|tok/s|TPS|QPS))\s*[(（]\s*[+−-]?\s*$",
                                        re.I)
# "| 35.68 t/s | 40.38 t/s | +13.2% |": a change in the cell right after a cell of a rate is that rate's
_RATE_CELL_BEFORE_CHANGE = re.compile(r"\d[\d,]*(?:\.\d+)?\s*(?:tokens?/s(?:ec)?|tok/s|t/s|TPS)\s*\|\s*[+−-]?\s*$", re.I)
# A token rate as written in a sentence ("1100 tokens/s", "~12.5K tok/s")
_TOKEN_RATE = r"\d[\d,.]*\s*[kK]?\s*(?:tokens?/s|tok/s|t/s|TPS)"
# "最高达1100 tokens/s（vLLM 仅 ~800 tokens/s），提升约 37%": a gain stated right after two rates is the gain in that rate
_GAIN_AFTER_TWO_RATES = re.compile(_TOKEN_RATE + r"[^。；;\n]{0,60}?" + _TOKEN_RATE + r"\s*[)）]?\s*[，,]\s*"
                                   r"(?:提升|提高|增加|增长|增長|高出)了?\s*(?:约|約|近|超过|超過)?\s*$", re.I)
# "up to 1.64× (64K), 2.4× (96K), … and 15× (1M) speedup": every multiple of a list shares the speed word after its last
_MULTIPLES_LIST_THEN_SPEEDUP = re.compile(r"(?:\s*\([^()]{1,20}\))?(?:(?:\s*(?:\*\*)?\s*[,，、]\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+)"
                                          r"(?:\*\*)?\s*[~≈]?"
                                          r"\d+(?:\.\d+)?\s?[x×](?:\s*\([^()]{1,20}\))?)+(?:\s*\*\*)?\s+"
                                          r"(?P<word>speed-?ups?|faster|acceleration)\b", re.I)
# ... the second rate's owner named in its brackets ("（vLLM 仅 ~800 tokens/s）") is what the gain is over
_BRACKETED_RATE_OWNER = re.compile(r"[（(]\s*(?P<name>[A-Za-z][\w.+-]{1,30})\s*(?:仅|只有|为|為|约|約)?\s*[:：]?\s*~?" +
                                   _TOKEN_RATE + r"\s*[)）]", re.I)
# A list item opening on a feature's label and a colon ("- Zero-overhead batch scheduler: 1.1x increase in throughput")
_FEATURE_ITEM = re.compile(r"^\s*(?:[-*•·]\s+|\d+[.)]\s+)?(?:\*\*)?(?P<label>[A-Z][A-Za-z0-9-]*(?:\s+[A-Za-z0-9-]+){0,5}?)"
                           r"(?:\s+for\s+[A-Za-z0-9 .-]{1,30}?)?"
                           r"(?:\*\*)?\s*[:：]\s*")
# Labels of a list item that name no feature ("Key result:", "Note:", "Highlights:")
_GENERIC_ITEM_LABEL = re.compile(r"\b(?:result|results|highlights?|notes?|summary|update|overall|bottom\s+line|tl;?dr|"
                                 r"key|takeaway|impact|benefit|gain|improvement|why|what|how|example|upshot|analysis|value|"
                                 r"verdict|claim|pros?|cons?|goal|objective|target|tip|caveat|KR\d*|OKR)s?\b|"
                                 # ("Q3 2025:", "Short prompts:", "Long context:": a period, or a workload named by its last
                                 # word, no feature)
                                 r"\bQ[1-4]\b|\bH[12]\b|\b(?:19|20)\d{2}\b|\b(?:prompts?|contexts?|batch(?:es)?|inputs?|outputs?|"
                                 r"sequences?|requests?|months?|weeks?|years?|days?|quarters?)$", re.I)
# A product the registry does not list, heading the sentence as its grammatical subject ("DeepSpeed-FastGen reaches
# …, which is 2.3x higher than vLLM", "vLLM 的速度要比原始的速度快 100%"): written with a capital inside, a digit or a
# hyphen, as engines and methods are, and followed by a verb or a Chinese comparison word
_NAMED_HEAD = re.compile(r"^\s*(?:the\s+)?(?P<name>(?:[A-Z][a-z]*[A-Z][A-Za-z0-9_.+]*|[a-z]+[A-Z][A-Za-z0-9_.+]*|"
                         # ("Zephyr 2.1 is twice as fast", "llamafox 3.4's prompt processing is": a plain name with its
                         # release number)
                         r"[A-Z][A-Za-z]*[-+][A-Za-z0-9][A-Za-z0-9_.+-]*|"
                         r"(?!(?i:release|version|update|build|patch|model|round|phase|stage|step|table|figure|section|chapter|"
                         r"part|tier|gen|generation)\b)[A-Za-z][a-z]{2,}(?=\s+v?\d+\.\d))"
                         r"(?:\s+v?\d+(?:\.\d+)*)?)(?:['’]s(?:\s+[a-z][\w-]*){1,3}?)?"
                         # ("SGLang often matches or exceeds TensorRT-LLM": an adverb before the verb)
                         r"(?:(?:\s+(?:often|also|now|even|consistently|still|generally|usually|"
                         r"nearly|almost|roughly|essentially|effectively))?\s+(?:is|was|are|were|achieves|achieved|delivers|delivered|reaches|"
                         r"matches|matched|equals|rivals|exceeds|surpasses|"
                         r"reached|runs|ran|improves|improved|offers|offered|provides|provided|gets|got|outperforms|"
                         r"outperformed|beats|beat|hits|sustains|sustained|shows|showed|yields|yielded|posts|scores|"
                         r"generates|serves|processes|speeds|boosts|boosted|cuts|reduces|reduced|lowers|lowered)\b|"
                         r"\s*(?:的(?:速度|性能|吞吐量?|推理速度)|相较于?|相比于?|比))")
# A name heading a Chinese clause before its verb ("MiniCPM4 实现了", "SGLang 达到"), and a chip named as where
# ("在 Jetson AGX Orin 平台上", "在 H100 上")
_ZH_CLAUSE_HEAD = re.compile(r"^\s*(?P<name>[A-Za-z][\w.+-]*(?: [A-Z0-9][\w.+-]*)?)\s*(?:实现了?|達到了?|达到了?|取得了?|带来了?|帶來了?|获得了?|獲得了?)")
_ZH_ON_AFTER = re.compile(r"\s*(?:平台|芯片|GPU|显卡|顯卡|卡)?\s*上")
# A Latin name heading a Chinese comparison ("Mooncake 比 vLLM 多处理 75% 的请求"): one capitalised word is a name there
_ZH_NAMED_HEAD = re.compile(r"\s*(?P<name>[A-Z][A-Za-z0-9_.+-]{2,30})\s*(?:相较于?|相比于?|比)(?=\s*[A-Za-z\u4e00-\u9fff])")
# A model named as the workload of a measurement: "在 X 上/中", "X 模型…部署", "on X", "serving X", "running X"
_WORKLOAD_BEFORE = re.compile(r"(?:在|对于|對於|跑|针对|針對|\bon|\bfor|\brunning|\bserving|\bwith|"
                              # "improves the … throughput of Llama-3-8B by 1.2×"
                              r"\b(?:throughput|performance|speed)\s+of)\s*(?:the\s+)?$", re.I)
_WORKLOAD_AFTER = re.compile(r"^[^，。,;；:：\n]{0,24}?(?:部署|测试|測試|推理)|^\s*(?:模型)?\s*(?:上|中)(?![\u4e00-\u9fff]{0,2}(?:的|比))")


def _is_workload(text: str, mention: Mention) -> bool:
    """Whether a model mention is the workload a figure was measured on rather than the subject of a speed change."""
    before = text[max(0, mention.start - 12):mention.start]
    after = text[mention.end:mention.end + 30]
    return bool(_WORKLOAD_BEFORE.search(before) and (re.search(r"[在对對跑针針]\s*$", before) is None or
                                                     _WORKLOAD_AFTER.match(after))) or \
        bool(re.match(r"^[^，。,;；:：\n]{0,24}?(?:部署|测试|測試)", after)) or \
        bool(re.match(r"\s*(?:score|result|submission|benchmark)s?\b", after, re.I))   # "the median Llama 2 70B score"


# A win stated before a multiple in its clause ("outperforms X in TTFT by up to 6.4x and 12.1x")
_BETTER_BY_BEFORE = re.compile(r"\b(?:outperform\w*|beat(?:s|ing)?|improv\w*|better|faster|quicker|reduc\w*|cut(?:s|ting)?|"
                               # ("can accelerate time to first token (TTFT) by up to 14x": the wait made 14 times shorter)
                               r"accelerat\w*|speed(?:s|ing)?\s+up|sped\s+up|"
                               r"lower(?:s|ed|ing)?|shorten\w*)\b(?:[^.;:]|\.(?=\d)){0,100}$", re.I)
# A chip named as where a figure was measured ("on 4xH100", "in a single A100", "using 8 L40 GPUs")
_SETTING_BEFORE = re.compile(r"\b(?:on|in|using|across|with)\s+(?:an?\s+|the\s+|one\s+|single\s+|a\s+single\s+|"
                             r"(?:two|four|eight|sixteen|thirty-two|sixty-four)\s+|"
                             r"\d{1,4}\s?[x×]\s?|\d{1,4}\s+)?(?:(?-i:[A-Z])[\w-]*\s+)?$", re.I)
_PRONOUN_SUBJECT = re.compile(r"^\s*(?:it|the\s+(?:new\s+)?(?:part|chip|card|accelerator|GPU))\s+(?:[a-z]+\s+){0,2}?"
                              r"(?:(?:about|roughly|around|nearly|up\s+to)\s+)?$", re.I)


def _relative_list_header(context: DocumentContext, index: int, sentence: str, change: ChangeMention) -> Mention | None:
    """The product a row of shares is relative to: sentence ``index`` is a short line "<label> N%" and the lines
    above it are rows of the same form up to a header naming one product after "relative to" / "vs" / "against"."""
    row = _SHARE_ROW.fullmatch(sentence)
    if row is None or row.start("share") != change.start:
        return None
    text = context.prepared.text
    for back in range(index - 1, max(-1, index - 8), -1):
        line = context.sentence(back)
        if _SHARE_ROW.fullmatch(line):
            continue
        start = context.prepared.sentences[back][0]
        compared = [m for m in context.mentions[back] if m.category == "hardware"
                    and _RELATIVE_HEADER.search(text[max(start, m.start - 40):m.start])]
        names = {m.name for m in compared}
        return compared[-1] if len(names) == 1 else None
    return None


def _share_of_competitor(context: DocumentContext, index: int, sentence: str, change: ChangeMention,
                         changes: list[ChangeMention]) -> tuple[ChangeMention, Mention] | None:
    """A percentage that states a value as a share of a named competitor's ("111% of B200", "compared to
    NVIDIA B200, ... 97% in Server", "Against B300: 93% in Server, 92% in Offline"), or parity with it:
    the change as a share, with the product compared with. ``None`` when no named product is its baseline."""
    if change.direction is not None or change.form not in ("percent_change", "parity"):
        return None
    offset = context.prepared.sentences[index][0]
    text = context.prepared.text
    # Chips and systems only: "90% of Claude Sonnet" is a quality score more often than a speed.
    products = [m for m in context.mentions[index] if m.category == "hardware"]
    share = change.factor / 100 if change.form == "percent_change" else Decimal(1)
    as_share = replace(change, factor=share, form="to_share")
    named = next((m for m in products if offset + change.end <= m.start <= offset + change.end + 40
                  and (_SHARE_OF_GAP.match(text[offset + change.end:m.start]) if change.form == "percent_change"
                       # "on par with an eight-way NVIDIA B200 system": up to two words sizing the product
                       else re.fullmatch(r"\s*(?:the\s+|an?\s+)?(?:\S+['’]s\s+)?(?:[\w-]+\s+){0,2}?",
                                         text[offset + change.end:m.start]))
                  and (_SHARE_OF_END.match(text, m.end) or (change.form == "parity" and _PRODUCT_UNIT_AFTER.match(text, m.end)))),
                 None)
    if named is not None:
        return as_share, named
    listed = _SHARE_IN_SCENARIO.match(sentence, change.end)
    if listed is None:
        header = _relative_list_header(context, index, sentence, change) if change.form == "percent_change" else None
        return (as_share, header) if header is not None else None
    compared: list[Mention] = []
    for mention in products:
        if mention.end <= offset + change.start and _is_compared(context, index, mention) and \
                mention.name not in {m.name for m in compared}:
            compared.append(mention)
    if not compared:
        return None
    # "108% of B200 and parity with B300 …, 111%/88% in Offline": a slash pair follows the products in order.
    slashed = [c for c in changes if c.form == "percent_change" and c.end <= change.start and
               re.fullmatch(r"\s*/\s*", sentence[c.end:change.start])]
    position = len(slashed)
    size = position + 1 + listed.group("more").count("/")
    if size > 1:
        if len(compared) < size:
            return None
        return as_share, compared[-size:][position]
    return as_share, compared[-1]


# A figure on a line of its own with its caption on the next ("1.7x" / "V1 vs V0 throughput gain").
_STAT_FIGURE = re.compile(r"\s*(?:[~≈]\s?)?\S+\s*")
_STAT_VERSUS = re.compile(r"^\s*(?P<subject>[^\s,;]+(?:\s[^\s,;]+)?)\s+(?:vs\.?|versus)\s+(?P<baseline>[^\s,;]+)", re.I)


def _stat_card_label(context: DocumentContext, index: int, sentence: str, change: ChangeMention) -> str | None:
    """The caption of a stat card: the short next line when the sentence is the figure alone."""
    if not _STAT_FIGURE.fullmatch(sentence) or sentence.strip() != sentence[change.start:change.end].strip() or \
            index + 1 >= len(context.prepared.sentences):
        return None
    label = context.sentence(index + 1)
    start = context.prepared.sentences[index + 1][0]
    between = context.prepared.text[context.prepared.sentences[index][1]:start]
    if "\n" not in between or between.count("\n") > 1 or len(label) > 80 or find_changes(label) or find_rates(label) \
            or find_money(label):
        return None
    return label


# (not a clause of Chinese prose up to a time's colon: "…宣布，自即日起每日北京时间00:30至08:30")
_LINE_LABEL = re.compile(r"[\s\-*•·]*(?P<label>(?:[^:：\n.。!?！？，]|\.(?=\d)){1,40}?)\s*(?:(?<!\d)[:：]|[:：](?!\d))(?!//)")


def _line_label(context: DocumentContext, index: int) -> str | None:
    """The label opening the line of sentence ``index`` ("V3: 50% off all rates" → "V3", also for the line's later
    sentences), lower-cased."""
    table = context.tables.get(index)
    row = table.row(index) if table is not None else None
    if row is not None and row.role == "body" and row.cells and not row.cells[0].empty:
        # a table row's label cell ("Input Cost (1M Tokens)", "Output Cost (1M Tokens)"): each row its own item
        return " ".join(row.cells[0].text.lower().split())
    text = context.prepared.text
    start = context.prepared.sentences[index][0]
    first_line = text.split("\n", 1)[0].strip()
    if index == 0 and ((context.prepared.title and text.startswith(context.prepared.title)) or
                       (len(first_line) <= 100 and not re.search(r"[.。!?！？]$", first_line))):
        # the title's clause before its colon ("# 玄鸟-2 上线：价格仅为…", "Vllm-v0.11.0推理加速方案:云端GPU比本地快5倍")
        # names the news, no item of a list
        return None
    label = _LINE_LABEL.match(text, text.rfind("\n", 0, start) + 1)
    if label is None or label.end() > context.prepared.sentences[index][1]:
        return None
    return " ".join(label.group("label").lower().split())


_UPGRADE_JOIN = re.compile(r"\s*(?:升级|迭代|换代|过渡|演进|更新)\s*(?:至|到|为|成)\s*")
_UPGRADE_FROM_BEFORE = re.compile(r"\b(?:from|upgrad\w*|mov\w*|switch\w*|migrat\w*)\s+(?:the\s+|an?\s+|its\s+)?$", re.I)


def _upgraded_from(context: DocumentContext, index: int) -> Mention | None:
    """The older product of an upgrade named in the sentence ("随着TPU v6升级至TPU v7", "moving from the H100 to
    the B200", "从 A100 换到 H200"): the later product's change is against it."""
    pair = _upgrade_pair(context, index)
    return pair[0] if pair else None


def _upgrade_pair(context: DocumentContext, index: int) -> tuple[Mention, Mention] | None:
    """(older, newer) products of an upgrade named in sentence ``index``."""
    offset = context.prepared.sentences[index][0]
    sentence = context.sentence(index)
    products = [m for m in context.mentions[index] if m.category == "hardware"]
    for older, newer in zip(products, products[1:]):
        between = sentence[older.end - offset:newer.start - offset]
        if older.name != newer.name and (_UPGRADE_JOIN.fullmatch(between) or (
                re.fullmatch(r"\s+to\s+(?:the\s+)?", between, re.I) and
                _UPGRADE_FROM_BEFORE.search(sentence, max(0, older.start - offset - 30), older.start - offset)) or (
                # "从 H20 到 H800", "由 A100 换成 H200"
                re.fullmatch(r"\s*(?:换|換|升级|升級|切换|切換)?\s*(?:到|至|成)\s*", between) and
                re.search(r"(?:从|從|由)\s*$", sentence[max(0, older.start - offset - 3):older.start - offset]))):
            return older, newer
    return None


_LIST_ITEM = re.compile(r"\s*(?:[•·●▪◦*-]|\d{1,2}[.)、])\s*")
_LIST_LEAD = re.compile(r"(?:represents?|means?|amounts?\s+to|translates?\s+(?:in)?to|works?\s+out\s+(?:to|as)|"
                        r"that\s+is|in\s+other\s+words|"
                        # "we show model latency reduction of [^note]:": the change each item's figure is the size of
                        r"\b(?:reductions?|improvements?|speed-?ups?|gains?|increases?|decreases?)\s+(?:of|in)"
                        r"(?:\s*\[\^?[^\]]{0,40}\])?)\s*:\s*$", re.I)


# A second change chained onto the first in Chinese ("…下降了80%以上，不仅是o3-pro的1/10"): a comma, a word that adds
# to what was said, and the name the new share is of
_CHINESE_CHAIN_GAP = re.compile(r"[^。；;!?%，,]{0,6}[，,]\s*(?:不仅|不但|而且|并且|且|也|更|仅|只|甚至)(?:是|为|為|有|只有)?"
                                r"[^。；;!?%，,]{0,24}")


# A word of change next to a list item's figure ("相比 vLLM 提升 1.32×", "A 25% increase over"), not a share of a
# workload ("95% 短请求负载")
_ITEM_CHANGE_WORD = re.compile(r"提升|提高|降低|下降|减少|增加|增长|加速|更快|更慢|[x×]|倍|increase|decrease|reduc|improv|\bgain|"
                               r"faster|slower|higher|lower|\bover\b|相比|相较|较", re.I)


def _is_bullet(context: DocumentContext, at: int) -> bool:
    """Whether sentence ``at`` is an item of a list (its own text has lost its list mark; the page keeps it)."""
    start = context.prepared.sentences[at][0]
    line = context.prepared.text[context.prepared.text.rfind("\n", 0, start) + 1:start]
    return re.fullmatch(r"\s*(?:[•·●▪◦*-]|\d{1,2}[.)])\s+", line) is not None


def _under_supposing_lead(context: DocumentContext, index: int) -> bool:
    """Whether sentence ``index`` is an item of a list whose lead supposes what follows ("其残血版可能具有以下特征:",
    "A cut-down build might look like this:")."""
    if not _is_bullet(context, index):
        return False
    back = index - 1
    while back >= 0 and _is_bullet(context, back) and index - back < 8:
        back -= 1
    # (the modal governing the lead's own verb: not an aside "(your numbers may differ):")
    lead = re.sub(r"[(（][^()（）]*[)）]", " ", context.sentence(back)) if back >= 0 else ""
    return back >= 0 and re.search(r"(?:(?:可能|或许|或許|也许|也許)(?:会|會)?(?:具有|包括|包含|是|有|呈现|表现为)|"
                                    r"\b(?:may|might|could)\s+(?:look|have|include|be|feature|contain|show)\b)"
                                    r"[^。.!?！？]{0,24}[:：]\s*$", lead, re.I) is not None


_LIST_LEAD_FALL = re.compile(r"\b(?:reduc\w*|decreas\w*|cut|lower\w*|drops?)\b|降低|减少|下降|缩短", re.I)


def _list_lead_index(context: DocumentContext, index: int) -> int | None:
    """The sentence introducing the list whose item sentence ``index`` is, or ``None``."""
    if not _is_bullet(context, index):
        return None
    back = index - 1
    while back >= 0 and _is_bullet(context, back) and index - back < 6:
        back -= 1
    return back if back >= 0 else None


def _list_lead_line(context: DocumentContext, index: int) -> str | None:
    """The line introducing the list whose item sentence ``index`` is, or ``None``."""
    back = _list_lead_index(context, index)
    return context.sentence(back) if back is not None else None


def _list_lead_metric(context: DocumentContext, index: int) -> str | None:
    """The one specific measure (throughput, latency, price …) a list item's lead names, when the item is a bullet
    under a line ending "This represents:" and that line or the one before it states the measure; else ``None``."""
    back = _list_lead_index(context, index)
    if back is None:
        return None
    heading = context.sentence(back)
    if not _LIST_LEAD.search(heading):
        # "🔹 解码吞吐量提升" over "- 相比 vLLM 提升 1.32×": a short line with no figure naming the one measure
        if len(heading.strip()) > 40 or re.search(r"\d", heading):
            return None
        named = {metric for metric, regex in _METRICS if regex.search(heading)} - {"performance"}
        return named.pop() if len(named) == 1 else None
    lead = " ".join(context.sentence(i) for i in range(max(0, back - 1), back + 1))
    named = {metric for metric, regex in _METRICS if regex.search(lead)} - {"performance"}
    return named.pop() if len(named) == 1 else None


def _ancestor_metric(context: DocumentContext, index: int) -> str | None:
    """The one specific measure a short label line of the same list names, a few items above a list item with no
    measure of its own ("- Homogeneous decoding throughput (Figure 8(a))" / "- MegaScale-Infer vs baselines:" /
    "- Scaled-MoE: 7.11× over vLLM": its throughput; the page has lost the nesting, the labels remain). Only label
    lines with no figure of their own count, within four items; ``None`` where none names exactly one measure."""
    if not _is_bullet(context, index):
        return None
    for back in range(index - 1, max(-1, index - 5), -1):
        if not _is_bullet(context, back):
            return None
        line = re.sub(r"[(（](?:Fig(?:ure)?\.?|Table|Section|图|表)[^()（）]*(?:\([^()]*\))?[^()（）]*[)）]", " ",
                      context.sentence(back))
        if len(line.strip()) > 60 or re.search(r"\d|[，,。；;！？!?]|[一二两三四五六七八九十]\s*(?:成|倍)", line):
            continue   # (a label, not a sentence of its own: "4. 价格展望：预计明年租金可能跌破…的七成，…" is no label)
        named = {metric for metric, regex in _METRICS if regex.search(line)} - {"performance"}
        if len(named) == 1:
            return named.pop()
        if named:
            return None
    return None


def _lead_in_baseline(context: DocumentContext, index: int) -> Mention | None:
    """The one product compared with on the line introducing a list ("相比A100:", "Compared with the H100:"),
    when sentence ``index`` is an item of that list: each item is compared with it."""
    text = context.prepared.text
    for back in range(index, max(-1, index - 6), -1):
        start = context.prepared.sentences[back][0]
        line_start = text.rfind("\n", 0, start) + 1
        if not _LIST_ITEM.match(text, line_start) or not re.fullmatch(r"[\s•·●▪◦*\d.)、-]*", text[line_start:start]):
            return None  # a sentence between that is not an item ends the list
        if back == 0:
            return None
        lead = context.sentence(back - 1)
        if lead.rstrip().endswith((":", "：")):
            compared = {m.name: m for m in context.mentions[back - 1]
                        if m.category in ("hardware", "model") and _is_compared(context, back - 1, m)}
            return next(iter(compared.values())) if len(compared) == 1 else None
    return None


def _section_names(context: DocumentContext, index: int) -> frozenset[str]:
    """The organisations, models and products the heading of sentence ``index``'s section names ("# OpenAI")."""
    header_rows = set(context.table_header_index.values())
    for back in range(index - 1, -1, -1):
        if back not in context.tables and back not in header_rows and _is_heading(context, back):
            named = frozenset(m.name.lower() for m in context.mentions[back]
                              if m.category in ("organization", "model", "hardware"))
            if named:
                return named
            # a heading naming no one we know ("Gemini"): the makers of the models listed under it (not a line of
            # column words over a table pasted as text: "Model System Division Scenario Results Notes")
            if len(context.sentence(back).split()) > 4:
                return frozenset()
            return frozenset((m.organization or "").lower() if m.category != "organization" else m.name.lower()
                             for between in range(back + 1, index) for m in context.mentions[between]
                             if m.category in ("organization", "model") and (m.organization or
                                                                             m.category == "organization")) - {""}
    return frozenset()


_VENDOR_WORDS = re.compile(r"\b(?:nvidia|amd|intel|google|aws|amazon|huawei|cambricon)\b|英伟达|英偉達|輝達|辉达|华为|華為|寒武纪|"
                           r"[\s_-]+", re.I)


def _variant_key(surface: str) -> str:
    """A product name as written without its maker or spacing: "NVIDIA H100" and "H100" are one variant,
    "A100 SXM" and "A100 PCIe" two."""
    return _VENDOR_WORDS.sub("", surface).casefold()


_SUBJECT_AND = re.compile(r"\s*(?:and|&|和|及|、)\s*(?:the\s+)?", re.I)


def _coordinated_subject(context: DocumentContext, subject: Mention, baseline: Mention | None) -> str | None:
    """"MI350X and MI355X are up to 4x faster": two products of one kind named together as what a claim is about,
    as written; ``None`` when the subject is named alone."""
    text = context.prepared.text
    for back, (start, end) in enumerate(context.prepared.sentences):
        if start <= subject.start < end:
            break
    else:
        return None
    following = next((m for m in context.mentions[back] if m.start >= subject.end
                      and m.category == subject.category and _SUBJECT_AND.fullmatch(text[subject.end:m.start])), None)
    if following is None:  # the subject may be the second of the pair ("the B200 and the GB200 are both ...")
        following = subject
        subject = next((m for m in context.mentions[back] if m.end <= subject.start
                        and m.category == subject.category and _SUBJECT_AND.fullmatch(text[m.end:subject.start])), None)
        if subject is None:
            return None
    if following.name == subject.name or any(baseline is not None and m.start == baseline.start for m in (subject, following)) \
            or _is_compared(context, back, following) or _is_compared(context, back, subject) or \
            re.match(r"\s*(?:[（(]|respectively|分别)", text[following.end:following.end + 20]):
        return None
    return text[subject.start:following.end]


# Price multiples between a model's own token types (CONVENTIONS, settled 2026-12-04): "output is 8x more
# expensive", "output costs ~8x input", "input is 4x cheaper than output", "输入比输出便宜 4 倍", a "3:1
# output-to-input cost ratio", a cell of an "Output/Input" column: a price comparison with the token types as
# subject and baseline.
_TOKEN_WORD = r"(?:output|input)"
_TOKEN_SUBJECT_BEFORE = re.compile(r"(?:^|[\s(\[,;:•-])(?P<cached>(?:cached|cache[- ](?:read|hit))\s+)?(?P<subject>output|input)(?:\s+tokens?)?(?:\s+(?:prices?|pricing|rates?|costs?))?"
                                   r"\s+(?:is|are|costs?|runs?|(?:is\s+)?priced\s+at)\s+(?:only\s+|just\s+)?"
                                   r"(?:about\s+|roughly\s+|around\s+|approximately\s+|nearly\s+|~\s?)?$", re.I)
_TOKEN_BASELINE_AFTER = re.compile(r"\s*(?:(?:more|less)\s+expensive|pricier|costlier|cheaper|higher|lower)?\s*"
                                   r"(?:(?:in\s+(?:dollars\s+)?)?per\s+token\s+)?"
                                   r"(?:than\s+|the\s+(?:price|cost|rate)\s+of\s+)?(?:the\s+)?"
                                   r"(?:(?:regular|standard|normal|uncached|non-cached|fresh)\s+)?(?P<baseline>output|input)?"
                                   r"(?:\s+tokens?)?(?:\s+(?:prices?|pricing|rates?))?(?![\w-])",
                                   re.I)
_TOKEN_CHINESE_BEFORE = re.compile(r"(?P<subject>输入|输出|輸入|輸出)(?:价格|價格|token|Token)?\s*(?:比|是)\s*"
                                   r"(?P<baseline>输入|输出|輸入|輸出)(?:价格|價格|token|Token)?\s*的?\s*"
                                   r"(?:便宜|贵|貴|高|低)?了?\s*(?:约|約|近)?\s*$")
_TOKEN_RATIO = re.compile(r"(?<![\d:.])(?P<a>\d+(?:\.\d+)?)\s?:\s?(?P<b>\d+(?:\.\d+)?)(?![\d:])\s+"
                          r"(?P<x>output|input)[- ]to[- ](?P<y>output|input)\s+(?:(?:cost|price|pricing)\s+)?ratio\b", re.I)
# "the output/input cost ratio is 8:1": the pair named first, then its ratio
_TOKEN_RATIO_NAMED = re.compile(r"\b(?P<x>output|input)\s?/\s?(?P<y>output|input)\s+(?:(?:cost|price|pricing)\s+)?ratio\s+"
                                r"(?:is\s+|of\s+|=\s*|:\s*)(?:about\s+|roughly\s+|~\s?)?"
                                r"(?P<a>\d+(?:\.\d+)?)\s?:\s?(?P<b>\d+(?:\.\d+)?)(?![\d:])", re.I)
# A gain stated on a benchmark's workloads, in the figure's own clause
_ON_BENCHMARK_AFTER = re.compile(r"(?:\([^()]{0,40}\)|[^,;.。，；:()]){0,80}?\b(?:on|across|in)\s+(?:the\s+)?(?P<where>MLPerf(?:\s+Inference)?(?:\s+v?\d\.\d)?"
                                 r"(?:\s+(?:workloads?|benchmarks?|tests?|results?))?|ResNet-?50[\w.-]*|BERT[\w-]*|"
                                 r"DLRM[\w-]*|RetinaNet|3D-UNet|GPT-J|Llama[\s-]?2[\s-]70B)", re.I)
_BILLED_MULTIPLE_LINE = re.compile(r"(?:^|\n|[:,;：，]\s)\s*(?:[-*•]\s*)?(?P<subject>(?:(?:\d+|one|five)[- ](?:minutes?|min|hours?|hr)\s+)?"
                                   r"(?:cache[ds]?|cached|caching|batch|output|input|prompt|"
                                   r"completion|long[- ]context|priority|flex)(?:\s+(?:input|reads?|writes?|hits?|misses?|tokens?|"
                                   r"\d+\s?(?:min|minutes?|h|hours?)))*)\s*(?:[=:≈]\s*|(?P<usually>usually|typically|roughly)\s+)~?\s*"
                                   r"(?P<n>\d+(?:\.\d+)?)\s?(?P<sign>[x×])\s+(?:the\s+)?(?:base\s+)?(?P<baseline>input|output)"
                                   r"(?:\s+(?:price|rate|tokens?))?\s*(?=$|\n|[,;(]|\.(?!\d))", re.I)
_SHARE_OF_COUNT_AFTER = re.compile(r"\s*of\s+(?:all\s+|the\s+|these\s+|those\s+|our\s+|their\s+)?(?:[\w-]+\s+)?"
                                   r"(?:changes|models|providers|companies|users|developers|customers|respondents|requests|"
                                   r"queries|teams|enterprises|organi[sz]ations|firms|workloads|apps|applications|"
                                   r"startups|deployments|submissions|GPUs|servers)\b", re.I)
_MEASURE_OF_CHIP_AFTER = re.compile(r"(?:['’]s)?\s*(?:speed|performance|perf|throughput|inference\s+speed|latency|"
                                    r"efficiency|速度|性能|吞吐)\b", re.I)
_OF_MOORES_LAW = re.compile(r"\s*(?:于|於|of|than)?\s*(?:the\s+)?(?:pace\s+of\s+)?(?:摩尔定律|摩爾定律|Moore['’]?s\s+law)", re.I)
# A baseline that is a token type's price or a tier's rates
# "… costs 1.5x what GPT-5 does": the other one named as what it does
_WHAT_NAMED_DOES = re.compile(r"\s*(?:the\s+price\s+of\s+|)what\s+(?P<name>[\w.\- ]{2,40}?)\s+(?:does|charges|costs|lists\s+at)\b", re.I)
# "On output, …", "per input token": the token side a price comparison is made on
_TOKEN_SIDE_SCOPE = re.compile(r"\b(?:on|for)\s+(?:input|output)(?:\s+tokens?)?\b|\bper\s+(?:input|output)\s+tokens?\b", re.I)
_BILLED_BASELINE = re.compile(r"^\s*(?:the\s+)?(?:(?:uncached|standard|base|regular|normal|list|on[- ]demand)\s+)?"
                              r"(?:(?:input|output|cached\s+input)(?:\s+(?:tokens?|prices?|rates?))?|(?:standard\s+|base\s+)?(?:rates?|prices?)"
                              r"|on[- ]demand)(?:\s+(?:above|below|listed\s+above|shown\s+above))?\s*$|输入价格|标准价格|原价", re.I)
# A billing option whose price is stated relative to the standard one ("Batch API: save 50%", "cache hits cost 10% of
# the base input price", "错峰时段享受标准价5折优惠"): the option, as written, is what the comparison is about.
_BILLING_OPTION = (
    r"(?:Message\s+)?[Bb]atch(?:es)?(?:\s+(?:API|[Mm]ode|processing|inference|endpoint|tier|jobs?|requests?|calls?|queue|"
    r"pricing|interface))?(?![A-Za-z0-9-])"
    r"|(?:(?:\d+|five|one)[- ](?:minute|min|hour)\s+)?(?:[Pp]rompt\s+|[Cc]ontext\s+)?[Cc]ach(?:e|ing)"
    r"(?:\s+(?:hits?|reads?|writes?|misses))?(?![A-Za-z0-9-])"
    r"|(?:an?\s+)?(?:\d+|one|three)[- ]year\s+(?:term|commitment|reservation|plan)"
    r"|[Ss]pot\s+(?:rates?|prices?|pricing|[Ii]nstances?|capacity)|(?:[Oo]ff-peak|[Nn]ight(?:time)?|[Oo]vernight)\s+"
    r"(?:window|hours|pricing|rates?)"
    r"|[Rr]eserved\s+(?:[Ii]nstances?|[Cc]apacity|[Pp]ricing|rates?)|[Ss]avings\s+[Pp]lans?|[Cc]ommitted[- ][Uu]se\s+[Dd]iscounts?"
    r"|[Ff]lex(?:ible)?\s+(?:processing|(?:inference\s+)?tier)|[Pp]riority\s+(?:processing|tier)"
    r"|批量推理(?:（Batch）|\(Batch\))?|批处理(?:接口|调用)?|Batch\s?(?:调用|接口)|错峰时段|错峰|闲时|夜间时段|包年|包月"
    r"|命中(?:隐式|显式)?缓存的输入\s?tokens|缓存命中(?:的输入)?|(?:上下文|提示|前缀)缓存")
_OPTION_BEFORE = re.compile(r"(?P<option>" + _BILLING_OPTION + r")(?![)）])"
                            # ("the off-peak window (01:00-07:00 UTC), which is 30% below standard": a relative clause)
                            r"(?P<gap>(?:[^,;，；。]|,(?=\s*which\s+(?:is|are|was|were|costs?|runs?)\b)){0,80})$")
# "缓存命中与未命中价格相差8倍", "cache hits and misses differ 8x": the option is one of two things compared
_PAIRED_WITH = re.compile(r"^\s*(?:与|和|跟|及|\band\b|\bvs\.?|\bversus\b)|相差|\bdiffer", re.I)
_AFTER_PREPOSITION = re.compile(r"\b(?:during|in|at|with|for|through|via|on|of|from|to|into)\s+(?:the\s+|an?\s+|its\s+)?$",
                                re.I)
_OPTION_START = re.compile(r"(?<![A-Za-z0-9-])(?:" + _BILLING_OPTION + r")")
_OPTION_AFTER = re.compile(r"^[^,;，；。]{0,50}?\b(?:through|with|via|using|for)\s+(?:the\s+|a\s+)?(?P<option>"
                           + _BILLING_OPTION + r")")


# a change over time of the option's own price ("cache hit价格下降60%", "has cut On-Demand and Savings Plan prices by up
# to 45%"), not its share of the standard one
_OPTION_PRICE_MOVED = re.compile(r"下降|下调|降幅|降价|降至|上调|上涨|涨价|涨幅|减半|\b(?:cut|fell|dropped|rose|increased|"
                                 r"decreased|lowered|raised|slashed|reduced)\b", re.I)


_OPTION_FAMILIES = (("batch", re.compile(r"batch|批量|批处理", re.I)), ("cache", re.compile(r"cach|缓存", re.I)),
                    ("off-peak", re.compile(r"off-peak|night|错峰|闲时|夜间", re.I)), ("term", re.compile(r"year|包年|包月", re.I)),
                    ("spot", re.compile(r"spot", re.I)), ("flex", re.compile(r"flex", re.I)),
                    ("priority", re.compile(r"priority", re.I)))


def option_families(text: str | None) -> set[str]:
    """The kinds of billing option a text names ("Batch接口" and "批量推理" are both batch)."""
    return {family for family, words in _OPTION_FAMILIES if text and words.search(text)}


# A topic phrase opening a sentence: "在首 token 延迟上，", "就吞吐量而言，", "In terms of latency, "
_TOPIC_PHRASE = re.compile(r"(?:^|[，,。；;]\s*)(?:在|就|从|從)\s*(?P<topic>[^，,。；;]{1,24}?)\s*(?:上|方面|而言|來看|来看)\s*[，,]|"
                           r"(?:^|[.;:]\s*)(?:in\s+terms\s+of|as\s+for|when\s+it\s+comes\s+to)\s+(?P<topic2>[^,;.]{1,30}?),", re.I)


def billing_option(context: DocumentContext, index: int, sentence: str, offset: int, change: ChangeMention) -> str | None:
    """The billing option a price comparison is about, as written, or ``None``.

    The option heads the change's clause ("Batch Mode is billed at 50%", "**Cache writes** — … 1.25×") or follows it
    ("50% discount on everything through the Batch API"); a model or chip named between the option and the change is
    that clause's subject instead ("优惠时段内 deepseek-chat 为标准价的五折")."""
    before = sentence[max(0, change.start - 110):change.start]
    start_of_before = offset + change.start - len(before)
    heads = []
    for match in reversed([_OPTION_BEFORE.match(before, m.start()) for m in _OPTION_START.finditer(before)]):
        # the nearest option heading the clause (not one after a preposition: "… during off-peak hours to provide"); an
        # amount between them is the option's own price, which the change glosses ("输入(缓存命中)降至0.25元(5折优惠)"),
        # and 的 makes it a modifier ("夜间批处理的团队")
        if match is None or "\n" in match.group("gap") or find_money(match.group("gap")) or \
                _PAIRED_WITH.search(match.group("gap")) or \
                re.match(r"\s*的(?![^，,]{0,4}(?:价|费))", match.group("gap")) or \
                re.fullmatch(r"[Cc]ache", match.group("option")) or \
                _OPTION_PRICE_MOVED.search(sentence, max(0, change.start - len(match.group(0)) - 40), change.end + 6):
            continue
        if any(m.category in ("hardware", "model") and start_of_before + match.end("option") <= m.start < offset + change.start
               for m in context.mentions[index]):
            break   # a product named after the option heads the clause: "优惠时段内 deepseek-chat 为标准价的五折"
        heads.append(match)
    # an option after a preposition is a circumstance ("… during off-peak hours to provide"), unless no other is named
    heads.sort(key=lambda m: (_AFTER_PREPOSITION.search(before[:m.start()]) is None, m.start()))
    if heads:
        return heads[-1].group("option").strip()
    after = _OPTION_AFTER.match(sentence[change.end:])
    if after is not None:
        return after.group("option").strip()
    return None


_TOKEN_WORD_OF_CHAIN = r"(?:input|output|cache\s+read|cache\s+write|cache\s+hit|cached\s+input|输入|输出|輸入|輸出)"
_TOKEN_CHAIN = re.compile(r"(?P<names>" + _TOKEN_WORD_OF_CHAIN + r"(?:\s*:\s*" + _TOKEN_WORD_OF_CHAIN + r"){2,})\s*"
                          r"(?P<sign>≈|=|~|≅)\s*(?P<nums>\d+(?:\.\d+)?(?:\s*:\s*\d+(?:\.\d+)?){2,})(?![\d.:])", re.I)
_TOKEN_COLUMN = re.compile(r"^\s*(?:output\s*(?:/|:|-to-|\s+to\s+)\s*input|out\s*/\s*in|输出\s*/\s*输入|輸出\s*/\s*輸入)\b|"
                           r"^\s*(?:倍数|倍數|倍率|multiples?|ratio)\s*$|"
                           # "Output multiplier", "Output premium", "输出倍数": how many times the input price output costs
                           r"^\s*(?:output|输出|輸出)\s*(?:price\s+)?(?:multiplier|multiple|premium|ratio|倍数|倍數|倍率)\s*$",
                           re.I)
_TOKEN_NAMES = {"输入": "input", "輸入": "input", "输出": "output", "輸出": "output"}


def _token_type_pair(context: DocumentContext, index: int, sentence: str, change: ChangeMention) -> tuple[str, str] | None:
    """(subject, baseline) token types of a price multiple between a model's own token types, else ``None``."""
    if change.features.get("token_pair"):
        return change.features["token_pair"]
    if change.form != "multiple" or change.factor == 1:
        return None
    offset = context.prepared.sentences[index][0]
    table = context.tables.get(index)
    row = table.row(index) if table is not None else None
    cell = row.cell_at(offset + change.start) if row is not None else None
    if cell is not None and cell.column > 0:
        label = table.column_label(index, cell.column) or ""
        header = " ".join(context.table_header.get(index) or [])
        if _TOKEN_COLUMN.search(label) and change.factor > 1 and re.fullmatch(r"\s*[~≈]?\s*[\d.]+\s?[x×]\s*", cell.text) and \
                re.search(r"input|输入|輸入", header, re.I) and re.search(r"output|输出|輸出", header, re.I):
            return "output", "input"  # an "Output/Input" (倍数) column beside the two prices: output over input
        return None
    clause_start, _ = _clause_bounds(sentence, change.start, change.end)
    before = sentence[max(clause_start - 1, 0, change.start - 40):change.start]
    chinese = _TOKEN_CHINESE_BEFORE.search(before)
    if chinese is not None:
        subject, baseline = (_TOKEN_NAMES[chinese.group(name)] for name in ("subject", "baseline"))
        return (subject, baseline) if subject != baseline else None
    english = _TOKEN_SUBJECT_BEFORE.search(before)
    if english is None or re.search(r"(?:\d|/\s?[A-Za-z]+|\bper\s+(?:million|M|1M|MTok)|\bMTok)\s*$",
                                    before[:english.start("subject")]):
        return None  # "Flash-Lite at $0.10/MTok input is 100x cheaper than X": a model's input price, not the token type
    after = _TOKEN_BASELINE_AFTER.match(sentence, change.end)
    if after is None or (not after.group("baseline") and
                         re.match(r"\s+(?:than|compared|versus|vs\.?|relative)\b", sentence[after.end():], re.I)):
        return None  # "... cheaper than Claude Opus": compared with another model, not with the other token type
    subject = english.group("subject").lower()
    baseline = (after.group("baseline") or ("input" if subject == "output" or english.group("cached") else "output")).lower()
    if english.group("cached"):
        subject = "cached " + subject   # "cached input tokens are 10x cheaper … than regular input tokens"
    if not after.group("baseline") and not re.match(r"\s*(?:(?:more|less)\s+expensive|pricier|costlier|cheaper)", 
                                                    sentence[change.end:], re.I):
        return None  # "output is 8x" alone says nothing of price
    return (subject, baseline) if subject != baseline else None


_TIME_FIGURE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s?(" + _TIME_UNIT + ")")


# A figure's caption opening on the measure it compares ("Figure 3: Latency comparison for …", "图2：吞吐对比")
_CAPTION_MEASURE = re.compile(r"(?:^|\*|_)\s*(?:Figure|Fig\.|Table|图|表)\s*\d+\s*(?:\([^()]*\)\s*)?[:：.]\s*"
                              r"(?:[\w-]+\s+){0,2}?(?P<measure>latency|throughput|延迟|时延|吞吐)\s*"
                              # ("Figure 4: MT-Bench throughput (TPS) for P-EAGLE vs EAGLE-3": the measure the figure plots)
                              r"(?:[(（][^()（）]{1,12}[)）]\s*)?(?:comparison|对比|比较|(?:for|of|across)\s)",
                              re.I)


def _line_before(context: DocumentContext, index: int) -> str:
    """The text of sentence ``index``'s line before the sentence starts."""
    text, start = context.prepared.text, context.prepared.sentences[index][0]
    return text[text.rfind("\n", 0, start) + 1:start]


_COUNTED_TOKENS = re.compile(r"(?<![\w.$€£¥])(\d{1,3}(?:,\d{3})+|\d+)\s?(?:[kK]\s?)?(?:tokens?|个\s?tokens?)\b", re.I)


def _counted_tokens_divide(sentence: str, multiple: Decimal) -> bool:
    """Whether two counts of tokens in ``sentence`` ("10,000 tokens", "100 tokens") divide to ``multiple`` (within 2%)."""
    counts = [Decimal(m.group(1).replace(",", "")) * (1000 if re.search(r"\d\s?[kK]", m.group(0)) else 1)
              for m in _COUNTED_TOKENS.finditer(sentence)]
    return any(0 < low < high and abs(high / low - multiple) <= Decimal("0.02") * multiple
               for high in counts for low in counts)


def _seconds(number: str, unit: str) -> Decimal:
    """A time figure of ``_TIME_FIGURE`` in seconds."""
    return Decimal(number) / (1000 if unit in ("ms", "毫秒") or unit.startswith("milli") else 1)


def _times_across_divide(previous: str, before: str, multiple: Decimal) -> bool:
    """Whether two of the times written in ``previous`` (the lines before a sentence) and ``before`` (the sentence up to a
    multiple) divide to ``multiple`` (within 2%); at most six times are weighed, so that a page of timings does not
    supply a pair by chance."""
    found = _TIME_FIGURE.findall(previous) + _TIME_FIGURE.findall(before)
    if not 2 <= len(found) <= 6:
        return False
    values = [_seconds(number, unit) for number, unit in found]
    return any(0 < low < high and abs(high / low - multiple) <= Decimal("0.02") * multiple
               for position, high in enumerate(values) for low in values[:position] + values[position + 1:])


def _two_times_before(sentence: str, change: ChangeMention) -> tuple[Decimal, Decimal] | None:
    """The two times written right before a multiple in its clause ("31.98ms 100.48ms 3.14倍"), in seconds, when
    there are exactly two; else ``None``."""
    start = max(0, sentence.rfind("\n", 0, change.start) + 1, change.start - 60)
    found = _TIME_FIGURE.findall(sentence[start:change.start])
    if len(found) != 2:
        return None
    values = [_seconds(number, unit) for number, unit in found]
    return (values[0], values[1]) if all(values) else None


def _row_label_metric(context: DocumentContext, index: int,
                      position: int) -> tuple[tuple[str, str], tuple[str, str] | None] | None:
    """((metric, word), versus) for a change in a table row whose first cell names exactly one metric: ``versus`` is
    (the change's column label, the first value column's label) when the change is not in that first column, the
    column's engine against the first one the row measures ("vLLM | SGLang | … ↑15%"); else ``None``."""
    table = context.tables.get(index)
    row = table.row(index) if table is not None else None
    cell = row.cell_at(position) if row is not None else None
    if cell is None or cell.column == 0 or row.cells[0].empty:
        return None
    named = [(metric, found.group(0)) for metric, regex in _METRICS if (found := regex.search(row.cells[0].text))]
    if len(named) != 1:
        return None
    own, first = table.column_label(index, cell.column), table.column_label(index, 1)
    if own and cell.column > 2 and _CHANGE_COLUMN_LABEL.fullmatch(own):
        # "| Metric | Baseline | Radix | Delta |": the change column's figure is the column before it against the first
        own = table.column_label(index, cell.column - 1)
    return named[0], ((own.strip(), first.strip()) if own and first and cell.column > 1 else None)


_CHANGE_COLUMN_LABEL = re.compile(r"\s*(?:delta|Δ|diff(?:erence)?|change|gain|improvement|speed-?up|uplift|变化|變化|提升|差异|差異)"
                                  r"(?:\s*\(%\)|\s*%)?\s*", re.I)


def _moves_with_market(context: DocumentContext, index: int, sentence: str, clause_start: int,
                       clause_end: int) -> re.Match | None:
    """The market word of a sentence about a market's move when the change's clause names no product, no amount and
    no measure of what a product does ("… erased $1 trillion in market value, with Amazon down about 14% for the
    week"): that clause moves with the market. ``None`` otherwise."""
    market = _MARKET_MOVE_SENTENCE.search(sentence)
    if market is None:
        return None
    offset = context.prepared.sentences[index][0]
    if any(m.category in ("hardware", "model") and offset + clause_start <= m.start < offset + clause_end
           for m in context.mentions[index]) or find_money(sentence[clause_start:clause_end]) or \
            any(regex.search(sentence, clause_start, clause_end) for metric, regex in _METRICS
                if metric not in ("price", "cost")):
        return None
    return market


# Words of a text about AI models, their serving or their hardware (a bare "model" is also last year's phone)
_AI_DOCUMENT_WORDS = re.compile(r"tokens?|\btok/s\b|模型|\bAPIs?\b|\b[GTN]PUs?\b|算力|推理|芯片|inference|\bLLMs?\b|\bAI\b|accelerat|MLPerf|"
                                r"加速卡|显卡|顯卡|\bchips?\b|\bCUDA\b|throughput|latency|吞吐|延迟|延遲|\bserving\b|\bmodels?\s+(?:serving|"
                                r"weights|inference|training)|\b(?:language|foundation|reasoning)\s+models?\b|\bcach(?:e|ed|ing)\b|\bprompts?\b|"
                                r"\b(?:input|output)\s+(?:price|rate|side)s?\b|\bper\s+million\b|缓存|百万|"
                                # ("| mistral_nemo_instruct_2407_tp | 15.58 | -9.79% |" under "Samples/sec": open models'
                                # names as a CI job writes them, and the rate a results table counts)
                                r"\bsamples?\s?/\s?s(?:ec)?\b|(?<![A-Za-z])(?:llama|mistral|mixtral|qwen|falcon|gemma|phi|"
                                r"deepseek)(?=[\d_ .-])|\bvllm\b|\bsglang\b|\bllama\.cpp\b", re.I)


_JUDGED_LENGTH = 200
_HAN = re.compile(r"[\u4e00-\u9fff]")


def _about_ai(context: DocumentContext) -> bool:
    """Whether the document is about AI models, their serving or hardware: it names a model, a chip or a company of
    the field, or uses the field's words (computed once per document)."""
    if "about_ai" not in context.facts:
        # (a line or two says too little of what it is about: only a text of some length is judged by its words)
        text = context.prepared.text
        # (a Chinese character says about as much as three Latin letters)
        length = len(text) + 2 * len(_HAN.findall(text))
        named = any(m.category in ("model", "hardware", "organization") for mentions in context.mentions for m in mentions)
        context.facts["about_ai"] = length < _JUDGED_LENGTH or named or _AI_DOCUMENT_WORDS.search(text) is not None
    return context.facts["about_ai"]


# "speed-of-light (SOL) throughput … 是测到的数字的5倍多", "理论上限": a ceiling worked out on paper, nothing measured
_CEILING_SENTENCE = re.compile(r"speed[- ]of[- ]light|\bSOL\b|理论上限|理論上限|理论峰值|理論峰值|"
                               r"theoretical\s+(?:peak|maximum|ceiling|limit|upper\s+bound)", re.I)
# "When the cost of scaling an AI application drops by 90% or 95%, business models … become profitable", "If OpenAI
# cuts prices 50%": a change supposed in an opening clause, what follows from it the point
# ("[10:05] lina: and if the price per million drops by half": a chat line's speaker and an "and" before it)
_SUPPOSED_CHANGE_BEFORE = re.compile(r"\W*(?:\[[\d:]+\]\s*[\w.-]+:\s*|[\w.-]+:\s+)?(?:(?:and|but|so)\s+)?"
                                     r"(?:when|whenever|if|once|should)\s+[^,;.:]{1,80}?\b(?:drops?|falls?|rises?|doubles?|"
                                     r"halves?|grows?|shrinks?|declines?|increases?|decreases?|cuts?|slashes|lowers|"
                                     r"raises)\b[^,;.:]{0,30}$", re.I)


def _comparison_candidates(context: DocumentContext, index: int) -> list[Candidate]:
    sentence = context.sentence(index)
    offset = context.prepared.sentences[index][0]
    candidates = []
    previous: tuple[ChangeMention, list[tuple[str, str]]] | None = None  # the last change and its metrics
    changes = find_changes(sentence)
    # ("https://wccftech.com/nvidia-blackwell-dgx-b200-price-half-a-…": words of a link, no change)
    links = [link.span() for link in re.finditer(r"\bhttps?://\S+|\bwww\.\S+", sentence)]
    changes = [c for c in changes if not any(start <= c.start < end for start, end in links)]
    if index in context.tables:
        # "| 最大加速比 |" over "| 2.48 |": a speed-up column's figures written without "x"
        speedups = bare_speedup_cells(context, index)
        # ("| 500.8% |" under "加速比": a percent of no direction of its own, read as the gain the row proves)
        changes = [c for c in changes if c.direction is not None or not any(
            c.start < end - offset and start - offset < c.end for start, end, _ in speedups)]
        changes += [ChangeMention(start - offset, end - offset, value, "multiple", "up", None, sentence[start - offset:end - offset])
                    for start, end, value in speedups
                    if not any(c.start < end - offset and start - offset < c.end for c in changes)]
    if index in context.tables:
        for start, end, value in token_ratio_cells(context, index):
            # "| 输出/输入 |" over "| 3 |": the row's output price at three times its input price
            subject, organization, _ = _attribute(context, index, start, ("model",))
            candidates.append(Candidate(
                "comparison", index, (start, end),
                {"ratio": _clean_decimal(value), "metric": "price", "subject": "output", "baseline": "input",
                 "hedge": None, "organization": organization, "effective_from": None, "effective_until": None},
                "comparison:token-ratio-column", 0.8,
                {"trigger": sentence[start - offset:end - offset], "subject_from": "table-row", "metric_side": "column",
                 "metric_keywords": ["price"], "trap_word": None, "row_model": subject}))
        changes = [c for c in changes if not any(c.start < end - offset and start - offset < c.end
                                                 for start, end, _ in token_ratio_cells(context, index))]
    changes += [ChangeMention(match.start(), match.end(), Decimal(1), "parity", None, None, match.group(0))
                for match in _PARITY.finditer(sentence)
                if not any(c.start < match.end() and match.start() < c.end for c in changes)]
    offset = context.prepared.sentences[index][0]
    for match in _SIMILAR_TO.finditer(sentence):
        if not re.match(r"cost|pric", match.group("metric") or "", re.I) and \
                any(m.category == "model" and offset + match.start("baseline") <= m.start < offset + match.end()
                    for m in context.mentions[index]):
            continue  # "similar performance to GPT-4 on coding": a model's quality, not a speed (its price is one)
        if not any(c.start < match.end() and match.start() < c.end for c in changes):
            hedge = "nearly" if re.match(r"(?:nearly|almost)\s+the\s+same", match.group("word"), re.I) else \
                "about" if re.match(r"similar|comparable|nearly|almost|roughly|about", match.group("word"), re.I) else None
            changes.append(ChangeMention(match.start(), match.end("word"), Decimal(1), "to_share", None, hedge,
                                         match.group(0), {"written_baseline": match.group("baseline").strip()}))
    for match in _AS_ADJECTIVE_AS.finditer(sentence):
        baseline = match.group("baseline").strip()
        named = [m for m in context.mentions[index] if m.category in ("hardware", "model")
                 and offset + match.start("baseline") <= m.start < offset + match.end("baseline")]
        proper = re.match(r"(?:the\s+)?(?-i:[A-Z])[\w.-]*", baseline) is not None and \
            not re.match(r"(?:the\s+)?(?:before|expected|possible|ever|usual|advertised|promised|claimed|It|They|This|That)\b",
                         baseline)
        if (named or proper) and not _NO_EQUATIVE_BEFORE.search(sentence, 0, match.start()) and \
                not any(c.start < match.end() and match.start() < c.end for c in changes):
            hedge = None if not match.group("hedge") else \
                "at least" if match.group("hedge").lower().startswith("at") else "about"
            adjective = match.group("adj").lower()
            metric = "price" if adjective in ("cheap", "inexpensive", "affordable") else \
                "throughput" if _measured_speeds_near(context, index, sentence) else "performance"
            changes.append(ChangeMention(match.start(), match.start("baseline"), Decimal(1), "to_share", None, hedge,
                                         match.group(0), {"written_baseline": baseline, "level_metric": metric}))
    for match in list(_LEVEL_WITH.finditer(sentence)) + list(_MATCHES_OR_EXCEEDS.finditer(sentence)):
        named = [m for m in context.mentions[index] if m.category in ("hardware", "model")
                 and offset + match.start("baseline") <= m.start < offset + match.end("baseline")]
        # ("matches the speed of FlashAttention3-FP8", "often matches or exceeds TensorRT-LLM": an engine or kernel the
        # registries do not list, named as engines write theirs, kept as written)
        engine = _engine_named(match.group("baseline")) and \
            not _TRAP_METRIC.search(sentence[max(0, match.start() - 40):match.end()])
        # ("Compute throughput is identical to H100 by design: 989 TFLOPS": a specification level, what the clause
        # before it names)
        if re.match(r"(?:the\s+|a\s+)?(?:two|three|four|five|six|eight|ten|sixteen|a\s+pair\s+of|\d+)\s", match.group("baseline"),
                    re.I):
            continue   # "matches the performance of two H100s": level with several of them, no one-to-one parity
        if (named or engine) and not any(c.start < match.end() and match.start() < c.end and c.form != "parity"
                                         for c in changes) and \
                not _TRAP_METRIC.search(re.split(r"[,;:，；：]", sentence[:match.start()])[-1]):
            # (the bare "matches" a parity reading took is this level's verb: "matches the pricing of X")
            changes = [c for c in changes if not (c.start < match.end() and match.start() < c.end)]
            hedge = "nearly" if re.search(r"nearly|almost|virtually", match.group(0), re.I) else None
            features = {"written_baseline": match.group("baseline").strip()}
            if match.group("metric"):
                features["level_metric"] = match.group("metric").lower()
            elif match.re is _MATCHES_OR_EXCEEDS:
                features["level_metric"] = "throughput" if _measured_speeds_near(context, index, sentence) else "performance"
            changes.append(ChangeMention(match.start(), match.start("baseline"), Decimal(1), "to_share", None, hedge,
                                         match.group(0), features))
    for match in _MATCHING_SPEED.finditer(sentence):
        # "matching Claude Opus 4.6's speed": level with a named model or chip in the speed named after it
        # ("oMLX matches LM Studio's generation speed": or an engine, named as engines write theirs)
        named = [m for m in context.mentions[index] if m.category in ("hardware", "model")
                 and offset + match.start("baseline") <= m.start < offset + match.end("baseline")] or \
            ([match.group("baseline")] if _engine_named(match.group("baseline")) and
             match.group("metric").lower() in ("speed", "throughput") else [])
        if named and not any(c.start < match.end() and match.start() < c.end and c.form != "parity" for c in changes):
            # (it reads the speed the bare "matching" before a name leaves unsaid)
            changes = [c for c in changes if not (c.start < match.end() and match.start() < c.end)]
            changes.append(ChangeMention(match.start(), match.start("baseline"), Decimal(1), "to_share", None, None,
                                         match.group(0), {"written_baseline": match.group("baseline").strip(),
                                                          "level_metric": match.group("metric").lower()}))
    for match in _MATCHING_RESULT.finditer(sentence):
        named = [m for m in context.mentions[index] if m.category == "hardware"
                 and offset + match.start("baseline") <= m.start < offset + match.end("baseline")]
        if named and not any(c.start < match.end() and match.start() < c.end for c in changes):
            changes.append(ChangeMention(match.start(), match.start("baseline"), Decimal(1), "to_share", None, None,
                                         match.group(0), {"written_baseline": match.group("baseline").strip(),
                                                          "level_metric": "throughput" if find_rates(sentence)
                                                          else "performance"}))
    for match in _SAME_PRICE_AS.finditer(sentence):
        # (a model's or a provider's price: what a chip sells for is no price of this schema)
        named = [m for m in context.mentions[index] if m.category in ("model", "organization")
                 and offset + match.start("baseline") <= m.start < offset + match.end("baseline")]
        if named and not any(c.start < match.end() and match.start() < c.end for c in changes):
            hedge = "about" if re.search(r"\b(?:about|roughly)\s+the", match.group(0), re.I) else \
                "nearly" if re.search(r"\bnearly\s+the", match.group(0), re.I) else None
            changes.append(ChangeMention(match.start(), match.start("baseline"), Decimal(1), "to_share", None, hedge,
                                         match.group(0), {"written_baseline": match.group("baseline").strip(),
                                                          "level_metric": "price"}))
    for match in _MATCHES_ON.finditer(sentence):
        written = match.group("baseline").strip()
        products = [m for m in context.mentions[index] if m.category in ("hardware", "model")]
        named = [m for m in products if offset + match.start("baseline") <= m.start < offset + match.end("baseline")]
        features = {"written_baseline": written, "level_metric": match.group("metric").lower()}
        if not named and written.lower() in ("it", "them"):
            # "competed against the B200 … and matched it on throughput": the product the sentence named before
            named = [m for m in products if m.end <= offset + match.start()
                     and (m.category == "hardware" or features["level_metric"] in ("price", "pricing", "cost"))][-1:]
            if named:
                features.update(written_baseline=named[0].surface, baseline_at=named[0].start)
        if (named or _engine_named(written)) and not any(c.start < match.end() and match.start() < c.end for c in changes):
            changes.append(ChangeMention(match.start(), match.start("baseline"), Decimal(1), "to_share", None, None,
                                         match.group(0), features))
    for match in _LEVEL_COMPARABLE.finditer(sentence):
        # "reached 100,282 tokens per second, showing a level comparable to Nvidia's B300 single-node result"
        named = [m for m in context.mentions[index] if m.category == "hardware"
                 and offset + match.start("baseline") <= m.start < offset + match.end("baseline")]
        if named and not any(c.start < match.end() and match.start() < c.end for c in changes):
            features = {"written_baseline": match.group("baseline").strip(),
                        "level_metric": "throughput" if find_rates(sentence[:match.start()]) else "performance"}
            changes.append(ChangeMention(match.start("word"), match.start("baseline"), Decimal(1), "to_share", None,
                                         None if match.group("word").lower() == "equal" else "about", match.group(0),
                                         features))
    for match in _METRIC_LEVEL.finditer(sentence):
        named = [m for m in context.mentions[index] if m.category == "hardware"
                 and offset + match.start("baseline") <= m.start < offset + match.end("baseline")]
        if named and not any(c.start < match.end() and match.start() < c.end for c in changes):
            metric = (match.group("metric") or match.group("metric2")).lower()
            changes.append(ChangeMention(match.start(), match.start("baseline"), Decimal(1), "to_share", None, "about",
                                         match.group(0), {"written_baseline": match.group("baseline").strip(),
                                                          "level_metric": metric}))
    for match in _OR_BETTER.finditer(sentence):
        hardware = [m for m in context.mentions[index] if m.category == "hardware"]
        named = [m for m in hardware if match.group("baseline") is not None
                 and offset + match.start("baseline") <= m.start < offset + match.end("baseline")]
        if (named if match.group("baseline") is not None else hardware) and \
                not any(c.start < match.end() and match.start() < c.end for c in changes):
            features = {"level_metric": "throughput" if match.group("metric").lower() == "throughput" else "performance"}
            if match.group("baseline") is not None:
                features["written_baseline"] = match.group("baseline").strip()
            changes.append(ChangeMention(match.start(), match.end("metric"), Decimal(1), "to_share", None,
                                         "about" if re.match(r"comparable|similar", match.group("word"), re.I) else None,
                                         match.group(0), features))
    for match in _COMPETITIVE_WITH.finditer(sentence):
        named = [m for m in context.mentions[index] if m.category == "hardware"
                 and offset + match.start("baseline") <= m.start < offset + match.end("baseline")]
        own_clause = re.split(r"[,;，；]", sentence[:match.start()])[-1]
        if named and not _TRAP_METRIC.search(own_clause + " " + match.group("baseline")) and \
                not any(c.start < match.end() and match.start() < c.end for c in changes):
            # (not "the 3,700 GB/s of memory bandwidth is competitive with the H100's": a memory figure)
            features = {"written_baseline": match.group("baseline").strip(),
                        "level_metric": "throughput" if _measured_speeds_near(context, index, sentence) else "performance"}
            changes.append(ChangeMention(match.start(), match.start("baseline"), Decimal(1), "to_share", None, "about",
                                         match.group(0), features))
    for match in _PAIR_PARITY.finditer(sentence):
        named = [m for m in context.mentions[index] if m.category in ("hardware", "model")]
        first = next((m for m in named if m.end == offset + match.end("subject")), None)
        second = next((m for m in named if m.start == offset + match.start("baseline")
                       and m.end == offset + match.end("baseline")), None)
        engines = first is None and second is None and \
            all(_ENGINE_LIKE_NAME.fullmatch(match.group(group).strip()) for group in ("subject", "baseline"))
        if engines:
            # "SGLang and vLLM perform comparably": two engines the registries do not list, each kept as written
            first = Mention(offset + match.start("subject"), offset + match.end("subject"), match.group("subject"),
                            match.group("subject"), "software", None)
            second = Mention(offset + match.start("baseline"), offset + match.end("baseline"), match.group("baseline"),
                             match.group("baseline"), "software", None)
        if first is not None and second is not None and first.surface.casefold() != second.surface.casefold() and \
                not any(c.start < match.end() and match.start() < c.end for c in changes):
            modifier = (match.group("modifier") or "").strip().lower()
            hedge = "nearly" if modifier in ("nearly", "almost", "virtually", "practically") else \
                "about" if modifier or re.match(r"comparably|similarly", match.group("word"), re.I) else None
            changes.append(ChangeMention(first.start - offset, match.end(), Decimal(1), "to_share", None, hedge,
                                         match.group(0), {"written_baseline": match.group("baseline").strip(),
                                                          "pair_parity": True,
                                                          **({"written_subject": match.group("subject").strip()}
                                                             if engines else {})}))
    for match in _CHINESE_PARITY.finditer(sentence):
        # (a model is a price's equal: "调用价格与 V3.2-Exp 相同", "和 DeepSeek-R1 的标准价完全相同")
        priced = "价" in sentence[max(0, match.start() - 12):match.end()]
        clause = re.split(r"[，,；;。]", sentence[:match.start()])[-1]
        performing = not priced and _PERFORMANCE_WORD.search(clause[-12:]) and not _EVALUATION_WORD.search(clause)
        named = [m for m in context.mentions[index] if (m.category == "hardware" or m.category == "model" and
                                                        (priced or performing))
                 and offset + match.start("baseline") <= m.start and m.end <= offset + match.end("baseline")]
        # ("推理速度可与vLLM相媲美": an engine the registries do not list, its speed level with the one named)
        engine = bool(performing) and not named and _ENGINE_LIKE_NAME.fullmatch(match.group("baseline").strip())
        if (named or engine) and not any(c.start < match.end() and match.start() < c.end for c in changes):
            features = {"written_baseline": match.group("baseline").strip(), "chinese_parity": True}
            if re.search(r"(?:价格|價格|定价|定價|售价|售價)\s*(?:持平|相当|相當|打平|相同|一致)", match.group(0)):
                features["level_metric"] = "price"   # "与 deepseek-chat 价格相同": the prices are level
            if match.group("speed"):
                # "华为昇腾910D与英伟达H20性能相当": level in the speed the words name
                features["level_metric"] = "throughput" if match.group("speed").startswith("吞吐") else "performance"
            if re.search(r"媲美|比肩", match.group(0)) and \
                    not any(regex.search(re.split(r"[，,；;。]", sentence[:match.end()])[-1]) for _, regex in _METRICS):
                # "中国芯片可以与英伟达的 H20 相媲美": a rival's equal in no metric named is its equal in what it does
                features["level_metric"] = "performance"
            changes.append(ChangeMention(match.start(), match.end(), Decimal(1), "to_share", None,
                                         "about" if match.group("word") else None, match.group(0), features))
    for match in _CHINESE_PARITY_LEAD.finditer(sentence):
        named = [m for m in context.mentions[index] if m.category == "hardware"
                 and offset + match.start("baseline") <= m.start and m.end <= offset + match.end("baseline")]
        if named and not any(c.start < match.end() and match.start() < c.end for c in changes):
            changes.append(ChangeMention(match.start("metric"), match.end("level"), Decimal(1), "to_share", None,
                                         "about" if match.group("word") else None, match.group(0)[match.start("metric") - match.start():],
                                         {"written_baseline": match.group("baseline").strip(), "chinese_parity": True,
                                          "level_metric": "throughput" if match.group("metric") == "吞吐" else "performance"}))
    for match in _APPROX_EQUAL_SIGN.finditer(sentence):
        # "910B ≈ A100", "910B ≳ A100": a chip written as about equal to another (≫ or > orders, it does not compare)
        named = [m for m in context.mentions[index] if m.category == "hardware"]
        left = [m for m in named if m.end <= offset + match.start() and offset + match.start() - m.end <= 3]
        right = [m for m in named if m.start >= offset + match.end() and m.start - offset - match.end() <= 3]
        if left and right and not any(c.start < match.end() and match.start() < c.end for c in changes):
            changes.append(ChangeMention(match.start(), match.end(), Decimal(1), "to_share", None, "about",
                                         match.group(0), {"written_baseline": right[0].surface, "chinese_parity": True,
                                                          "level_metric": "performance"}))
    for match in _CHINESE_REACHES.finditer(sentence):
        named = [m for m in context.mentions[index] if m.category == "hardware"
                 and offset + match.start("baseline") <= m.start and m.end <= offset + match.end("baseline")]
        if named and not _MULTIPLE_AFTER.match(sentence, match.end("baseline")) and \
                not _MULTIPLE_AFTER.match(sentence, match.end()) and \
                not any(c.start < match.end() and match.start() < c.end for c in changes):
            features = {"written_baseline": match.group("baseline").strip(), "chinese_parity": True}
            if match.group("metric"):
                features["level_metric"] = "throughput" if match.group("metric") == "吞吐" else "performance"
            elif match.group("word") != "达到" and not re.search(r"[，,；;]\s*$", sentence[:match.start()]) and \
                    not any(regex.search(re.split(r"[，,；;。]", sentence[:match.start()])[-1]) for _, regex in _METRICS):
                # "华山似乎接近Blackwell B200": a chip close to another chip, in no metric named in its clause, is close in
                # what it does
                features["level_metric"] = "performance"
            changes.append(ChangeMention(match.start(), match.end(), Decimal(1), "to_share", None,
                                         "about" if match.group("word") in ("接近", "直逼", "逼近") else None, match.group(0),
                                         features))
    loose = _loose_levels(context, index, sentence, changes)
    changes = [c for c in changes if not any(c.form == "parity" and c.start < level.end and level.start < c.end
                                             for level in loose)] + loose
    for match in _TOKEN_CHAIN.finditer(sentence):
        # "input : output : cache read ≈ 1 : 5 : 0.1": each later token type's price against the first's
        names = [" ".join(name.lower().split()) for name in re.split(r"\s*:\s*", match.group("names").strip())]
        numbers = list(re.finditer(r"\d+(?:\.\d+)?", match.group("nums")))
        if len(names) != len(numbers) or len(set(names)) != len(names) or Decimal(numbers[0].group(0)) <= 0:
            continue
        first = Decimal(numbers[0].group(0))
        for name, number in zip(names[1:], numbers[1:]):
            start, end = match.start("nums") + number.start(), match.start("nums") + number.end()
            if Decimal(number.group(0)) > 0:
                changes = [c for c in changes if not (c.start < end and start < c.end)]
                changes.append(ChangeMention(start, end, Decimal(number.group(0)) / first, "multiple", "up",
                                             "about" if match.group("sign") in ("≈", "~", "≅") else None,
                                             number.group(0), {"token_pair": (name, names[0])}))
    for match in [*_TOKEN_RATIO.finditer(sentence), *_TOKEN_RATIO_NAMED.finditer(sentence)]:
        a, b = Decimal(match.group("a")), Decimal(match.group("b"))
        pair = (match.group("x").lower(), match.group("y").lower())
        if a > 0 and b > 0 and pair[0] != pair[1]:
            changes = [c for c in changes if not (c.start < match.end() and match.start() < c.end)]
            changes.append(ChangeMention(match.start(), match.end(), a / b, "multiple", "up", None, match.group(0),
                                         {"token_pair": pair}))
    for match in _BILLED_MULTIPLE_LINE.finditer(sentence):
        # "- Cache write 5min = 1.25× input", "Output usually 5× input": a billing item's price as a multiple of a
        # token type's
        subject_words = " ".join(match.group("subject").split())
        if Decimal(match.group("n")) > 0 and subject_words.lower() != match.group("baseline").lower():
            changes = [c for c in changes if not (c.start < match.end("n") + 1 and match.start("n") < c.end)]
            changes.append(ChangeMention(match.start("n"), match.end("n") + 1, Decimal(match.group("n")), "multiple",
                                         "up", "about" if match.group("usually") else None,
                                         match.group("n") + match.group("sign"),
                                         {"token_pair": (subject_words, match.group("baseline").lower())}))
    changes.sort(key=lambda c: c.start)
    for change in changes:
        features = {"trigger": change.trigger, "form": change.form, "direction": change.direction,
                    "hedge": change.hedge,
                    # "0.25元(相当于2.5折优惠)": a discount glossing the price before it
                    "bracketed": bool(_BRACKETED_AFTER_MONEY.search(sentence[max(0, change.start - 20):change.start])),
                    # "the 25x figure", "that 2.7x speedup": a figure already stated, referred to
                    "definite_reference": bool(re.search(r"\b(?:the|that|this)\s+$", sentence[max(0, change.start - 6):
                                                                                             change.start], re.I))
                    and not re.match(r"\s*(?:the|of)\b", sentence[change.end:], re.I),
                    "comparative": (re.match(r"\s*(\w+)", sentence[change.end:]) or [None, None])[1]}
        span = (offset + change.start, offset + change.end)
        if change.form == "percent_change" and \
                (level := _RATE_LEVEL_BEFORE.search(sentence, max(0, change.start - 90), change.start)) is not None and \
                (level.group("premium") is None or change.factor > 100) and \
                not re.match(r"\s*(?:off|discount|cheaper|lower|less|below|above|more|higher|markup|surcharge)\b",
                             sentence[change.end:], re.I):
            # "cache reads are always a discounted rate (about 10 percent for Anthropic/Bedrock …)", "a write premium
            # (about 125 percent …)": the rate's level as a share of the full one, no discount by it
            change = replace(change, form="to_share", factor=change.factor / 100)
        if change.form == "percent_change" and _MODEL_DESCRIPTOR_AFTER.match(sentence, change.end):
            # "a 21% depth-pruned model", "a 50% sparse variant": how a model was cut down, not a change compared
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a model's description"))
            continue
        # (a count is a whole number: "2.2x H100 cost" is a multiple of the H100's)
        # ("4倍于H100": N times the chip named after 于, a multiple of it)
        if change.form == "multiple" and change.factor == change.factor.to_integral_value() and \
                not re.match(r"\s?[于於]", sentence[change.end:]) and (
                _HARDWARE_AFTER.match(sentence[change.end:]) or any(
                m.category == "hardware" and 0 <= m.start - (offset + change.end) <= 2 and
                # ("five times Blackwell speed": a multiple of the chip's speed, not five chips)
                not _MEASURE_OF_CHIP_AFTER.match(context.prepared.text, m.end) for m in context.mentions[index])):
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "count of accelerators"))
            continue
        if change.form == "multiple" and _REPEATED_BEFORE.search(sentence, max(0, change.start - 25), change.start) \
                and (change.direction is None or not re.match(
                    r"\s*(?:more|less|fewer|faster|slower|cheaper|higher|lower|as|over|better|worse|the)\b",
                    sentence[change.end:], re.I)):
            # ("read even twice after being written is already cheaper": the comparative belongs to the clause)
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a count of repetitions"))  # "a prompt repeated 10,000 times"
            continue
        if re.search(r"\b(?:average|median|mean)\s+(?:\w+\s+){0,2}?(?:price|cost)s?\b[^.;,]{0,50}$|"
                     r"(?:平均|中位)[^，。,；;\d]{0,4}(?:价格|價格|单价|單價|售价|售價|成本|价|價)[^，。,；;]{0,20}$|均价[^，。,；;]{0,20}$",
                     sentence[max(0, change.start - 80):change.start], re.I) and \
                not any(m.category in ("model", "hardware") for m in context.mentions[index]):
            # "The average price of a million output tokens fell 78%": a market's average, no product against another
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a market average"))
            continue
        if re.match(r"\s*(?:more|less|cheaper|as\s+much)?\s*(?:compute\s+|energy\s+|data\s+|GPU[- ]hours\s+)?"
                    r"to\s+(?:train|pre-?train)\b", sentence[change.end:], re.I):
            # "models that cost 10x more to train": what training costs, not inference
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a training cost"))
            continue
        if _POSSIBLE_GAP_BEFORE.search(sentence, max(0, change.start - 40), change.start):
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a possible gap, no comparison"))
            continue
        if _SHARE_OF_COUNT_AFTER.match(sentence, change.end):
            # "(60% of all changes increased the price)", "80% of developers": a share of a population, no ratio of
            # one thing to another
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a share of a count"))
            continue
        count_clause = _clause_bounds(sentence, change.start, change.end)[0]
        if re.search(r"\b(?:the\s+)?(?:number|count|share|proportion)\s+of\s+(?!(?:tokens?|requests?|queries)\s+"
                     r"(?:per|a|each|/)\s)[^,;.]{1,60}?\b(?:rose|rises?|grew|grows?|fell|falls?|dropped|increased|decreased|"
                     r"doubled|halved|jumped|climbed|went\s+(?:up|down))\b[^,;.]{0,20}$",
                     sentence[count_clause:change.start], re.I):
            # "the number of rounds above $100 million rose by half": a count of things, no measure of one compared
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "a change in a count"))
            continue
        if change.form in ("percent_change", "to_share") and change.direction is None and (
                re.search(r"\b(?:separated|apart|differ(?:s|ed|ing)?|within)\s+(?:by\s+)?$",
                          sentence[max(0, change.start - 30):change.start], re.I) or
                re.match(r"\s*(?:apart\b|of\s+each\s+other\b)", sentence[change.end:], re.I)):
            # "the two were separated by less than 2%", "within 3% of each other": a gap whose direction is not said
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a gap with no direction"))
            continue
        if re.search(r"\b(?:every|each)\s+$|每一?次\s*$", sentence[max(0, change.start - 8):change.start], re.I):
            # "every halving of price so far has coincided with …": a change that recurs, no one thing compared
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a recurring change"))
            continue
        spread_label = _stat_card_label(context, index, sentence, change) if change.form == "multiple" else None
        if change.form == "multiple" and ((_SPREAD_AFTER.match(sentence, change.end) and
                                           not _EXTREMES_GAP.match(sentence, change.end)) or
                                          _SPREAD_BEFORE.search(sentence, max(0, change.start - 30), change.start) or
                                          (_SPREAD_ACROSS_AFTER.match(sentence, change.end) and
                                           # "Output is priced at 4x input across all three models": one ratio
                                           # that holds for each of them, not a spread
                                           _token_type_pair(context, index, sentence, change) is None) or
                                          (spread_label is not None and _SPREAD_WORD.search(spread_label))):
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a spread across a field"))
            continue
        # (not "keeps the same price as Sonnet 4.5": a level with a named thing)
        # ("training costs drop about 75% each year", "fell by 40x per year": a rate of change stated for a period is the
        # period's end against its start, a comparison (CONVENTIONS.md); "keeps doubling every year" is a trend)
        if _TREND_BEFORE.search(sentence, max(0, change.start - 16), change.start) and \
                not change.features.get("written_baseline"):
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "a trend"))
            continue
        if change.features.get("range"):
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "range of changes"))
            continue
        if change.trigger.endswith("%") and any(level.start() <= change.start < level.end()
                                                for level in _PERCENT_LEVELS.finditer(sentence)):
            # "准确率从62%提升至86%", "utilisation rose from 40% to 70%": two levels of a percentage, no ratio
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "levels of a percentage"))
            continue
        if _ASKED.search(sentence) and index not in context.tables:
            # "I'd expect 8 GPUs would be at least 8 times faster? Is this expected": a change asked about
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "a question"))
            continue
        if not _about_ai(context):
            # a phone review's "30% discount", an inflation report's "prices rose 0.2%", a fare sale: a document that
            # names no model, no chip and nothing of serving AI compares nothing this product tracks
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a document about nothing AI"))
            continue
        clause_start, clause_end = _clause_bounds(sentence, change.start, change.end)
        if _HARDWARE_COUNT.search(sentence, max(clause_start, change.start - 30), change.start) or \
                _HARDWARE_COUNT.search(sentence, change.end, min(clause_end, change.end + 25)):
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a count of hardware"))
            continue
        if _SHARE_OF_TOTAL_BEFORE.search(sentence, max(clause_start, change.start - 30), change.start):
            # "inference will account for two thirds of AI compute spending": a part of a whole, no one thing against another
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a share of a total, not a comparison"))
            continue
        if re.search(r"(?<!\bthe\s)(?<!\ba\s)(?<!\bthis\s)\b(?:move|moves|moved|moving|swing|swings|swung|shift|"
                     r"shifts)\s+(?!as\b)(?:(?!cut|rais|lower|reduc|increas|boost|up\b|down\b|higher)[\w/-]+\s+){1,3}?by\s+"
                     r"(?:up\s+to\s+|as\s+much\s+as\s+)?$", sentence[max(0, change.start - 60):change.start], re.I):
            # "the variables that move TPS by 3x": how far a factor can swing a figure, no side faster or slower
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a swing with no direction, not a comparison"))
            continue
        if re.search(r"(?:理论|理論)(?:[上值的]|[\u4e00-\u9fff]{1,8})?\s*$|\btheoretical(?:ly)?\b[^.;,]{0,30}$",
                     sentence[max(0, change.start - 45):change.start], re.I) or \
                re.match(r"\s*theoretical(?:ly)?\b", sentence[change.end:], re.I):
            # ("理论显存节省达50%": what the arithmetic allows)
            # ("the ND GB200 v6's 2.5x theoretical performance increase over the ND H100 v5": the same)
            # "加速比未达理论2x", "the theoretical 2x": what the arithmetic allows, not what was measured
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a theoretical figure, not a measured change"))
            continue
        if PROGRAMME_SESSION_LINE.match(sentence, sentence.rfind("\n", 0, change.start) + 1):
            # "13:30  Workshop: Cutting serving cost in half with smarter batching": a session's title
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a session title in a programme, not a claim"))
            continue
        if change.form == "percent_change" and re.search(r"(?<![相对對])占(?:比)?[^，。,;；\d%]{0,8}(?:约|約|近|超过|超過)?\s*$",
                                                          sentence[max(0, change.start - 14):change.start]) or \
                re.search(r"(?:增幅|增速|增长率|增長率|涨幅|漲幅)\s*(?:是|为|為|达|達)[^，。,;；]{0,12}的\s*$", sentence[max(0, change.start - 24):change.start]):
            # "金融業占下游需求25%": a share of a whole; "增幅是同期通用算力增幅的3.6倍": a multiple of a growth rate
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a share of a whole or a ratio of growth rates, not a comparison"))
            continue
        if re.search(r"\b(?:supposed|alleged|purported|so-called|rumou?red)\s+(?:up\s+to\s+)?$", sentence[max(0, change.start - 25):change.start],
                     re.I) or (re.search(r"[“\"‘']$", sentence[:change.start]) and re.match(r"[”\"’']", sentence[change.end:change.end + 1])
                               and not re.search(r"\d", sentence[change.start:change.end])):
            # (also a word of change alone in quotes: counting two chips as one card to “double” their performance)
            # "So difficult to understand the supposed x4 speedup": a figure the writer doubts, no one's claim
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a doubted figure, not a claim"))
            continue
        if change.form == "multiple" and (
                re.match(r"\s*or\s+(?:even\s+|maybe\s+)?\d+(?:\.\d+)?\s?[x×]", sentence[change.end:], re.I) or
                re.search(r"\d(?:\.\d+)?\s?[x×]\s+or\s+(?:even\s+|maybe\s+)?$", sentence[max(0, change.start - 20):change.start], re.I)):
            # "we can get 2x or 3x faster": one guess or the other, no one multiple
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "range of changes"))
            continue
        if re.search(r"数倍(?:甚至|乃至|到|至)\s*$", sentence[max(0, change.start - 6):change.start]):
            # "将性能提升数倍甚至十倍以上": a vague span, no one multiple
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "range of changes"))
            continue
        if index > 0 and re.match(r"\W*then\b", sentence, re.I) and \
                re.search(r"\bwhat\s+if\b[^?]*\?\s*$", context.sentence(index - 1), re.I):
            # "What if prices halve next year? Then the API bill halves too": the consequence of a case supposed
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a requirement, not a measured change"))
            continue
        if change.form == "multiple" and re.match(r"\s*[(（]\s*[\d,.]+\s*[x×*]\s*(?:US)?[$€£¥]?\s?\d", sentence[change.end:]):
            # "costs 50,000 x (3,000 x $0.55/1M + 400 x $2.20/1M)": a count multiplying the terms of a sum
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a term of a worked calculation, not a comparison"))
            continue
        if _ESTIMATE_ERROR_BEFORE.search(sentence, max(clause_start, change.start - 40), change.start):
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "how far an estimate is off, not a change"))
            continue
        if _REQUIRED_CHANGE_BEFORE.search(sentence, max(clause_start, change.start - 25), change.start) or \
                _GOAL_OF_CHANGE_BEFORE.search(sentence, max(clause_start, change.start - 120), change.start) or \
                _aimed_clause(sentence, change) or _IF_CHANGE_BEFORE.search(sentence, clause_start, change.start) or \
                _IF_CLAUSE_THEN.search(sentence, max(0, change.start - 60), change.start) or \
                _REQUIRED_CHANGE_AFTER.match(sentence, change.end, min(clause_end, change.end + 40)) or (
                    # "Proposals offering a discount of at least 10% for a two-year term will receive additional
                    # points": what a tender asks bidders for
                    re.search(r"\b(?:proposals?|bids?|bidders?|tenders?|vendors?|suppliers?|respondents?)\b", sentence, re.I) and
                    change.hedge == "at least" and re.search(r"\b(?:shall|must|will\s+receive|are\s+required|is\s+required|"
                                                             r"should)\b", sentence, re.I)) or \
                    re.search(r"\bgroup\s+(?:discount|booking|rate)s?\b[^,;.\n]{0,30}$", sentence[max(0, change.start - 60):change.start], re.I) or \
                    re.search(r"\b(?:receives?|earns?|gets?|scores?|wins?)\s+(?:no|zero|fewer|additional|extra|bonus|more)\s+(?:\w+\s+)?points\b|"
                              r"\b(?:will\s+be|are|is)\s+disqualified\b", sentence, re.I) or \
                _GOAL_SENTENCE.match(sentence) or _FUTURE_SPAN.search(sentence, clause_start, clause_end) or \
                re.search(r"(?:^|[\"“:：]\s*)our\s+(?:goal|aim|target)s?\s*[:：]", sentence, re.I) or \
                (_WHETHER_CLAUSE.search(sentence, 0, change.start) and _DOUBT.search(sentence)):
            # ("… receive no price points", "A discount of at least 10% for a multi-year term will receive additional
            # points": a tender's scoring rule; "Group discount of 15% for five or more" on a ticket page)
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a requirement, not a measured change"))
            continue
        not_ratio = _NOT_A_RATIO_CLAUSE.search(sentence, clause_start, clause_end)
        if not_ratio is not None and re.fullmatch(r"rate[- ]limits?", not_ratio.group(0), re.I) and \
                not_ratio.start() > change.end and _PRICE_TIER_AFTER.match(sentence, change.end):
            not_ratio = None   # "… at 50% off regular price and with separate higher rate limits": the limits are
            # another matter of the clause, the figure a price tier's share
        if (limit := _SPEC_GLOSS_BEFORE.search(sentence, max(0, change.start - 60), change.start)
                or (None if _AI_WORDS.search(sentence, clause_start, clause_end) else _CONSUMER_GOODS.search(sentence))
                or not_ratio
                or _MARKET_MOVE_SENTENCE.search(sentence, clause_start, clause_end)
                or _moves_with_market(context, index, sentence, clause_start, clause_end)
                or _NOT_PRODUCTS_CLAUSE.search(sentence, clause_start, clause_end)) is not None:
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        f"trap word {limit.group(0)!r}"))
            continue
        if change.form == "to_share" and change.trigger.rstrip().endswith("%") and \
                re.search(r"差距|差異|差异|差別|差别|落后|落後|\bgap\b", sentence[max(0, change.start - 30):change.start]) and \
                re.search(r"(?:仅为|僅為|只有|仅|僅|不到|约为|約為|为|為)\s*$", sentence[max(0, change.start - 4):change.start]):
            # "虽有差距，但数据显示仅为3%": the size of a gap, not a share of the rival's figure (and which side trails
            # the words do not say)
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "the size of a gap, not a share"))
            continue
        if _NEGATED.search(sentence[max(0, change.start - 48):change.start]) or _NEGATED_SENTENCE.search(sentence):
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "negated"))
            continue
        if change.form == "multiple" and (size := _GPU_COUNT.search(sentence, max(0, change.start - 60), change.start)) \
                and Decimal(size.group(1)) == change.factor and re.match(r"\s*the\s+per[- ](?:GPU|chip|accelerator|card)\b",
                                                                        sentence[change.end:], re.I):
            # "an 8-GPU node costs eight times the per-GPU rate": a node's size, no change
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "a count of accelerators"))
            continue
        line_start = sentence.rfind("\n", 0, change.start) + 1
        line_end = sentence.find("\n", change.end)
        own_line = sentence[line_start:line_end if line_end >= 0 else len(sentence)]
        # ("> it's $4.00 in …" then "so Pro costs 2.7x what the base model does on input?": the change's own line asks)
        # (not "B200 runs 4x faster than H100, so why would anyone still rent Hoppers?": the question a later clause asks)
        asked_after = sentence[change.end:line_start + len(own_line)]
        if _QUESTION_SENTENCE.search(sentence) or (own_line.rstrip().endswith(("?", "？")) and
                                                   not re.search(r"[:：]", asked_after) and
                                                   not re.search(r"[,;，；]\s*(?:so\s+|but\s+|and\s+)?(?:why|what|how|who|when|"
                                                                 r"where|which)\b", asked_after, re.I)):
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "a question"))
            continue
        if re.search(r"\ban?\s+$", sentence[max(0, change.start - 3):change.start], re.I) and \
                re.match(r"\s*(?:pricing|price|cost|performance|speed)\s+(?:difference|gap)\b(?![^,;.]{0,40}?\b(?:over|than|vs\.?|"
                         r"versus|against|between|with|to)\b)", sentence[change.end:], re.I):
            # "a 2x pricing difference across 100 million monthly tokens translates to …": a size of gap in general
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "a gap in general"))
            continue
        if re.match(r"\s*an?\s+(?:cent|penny|dollar|yuan|元)\b", sentence[change.end:], re.I):
            # "a single request … costs half a cent": an amount, no change
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "an amount"))
            continue
        if change.form == "multiple" and \
                (sized := re.search(r"\d\s?(?:GB|TB|GiB)\b(?P<between>[^。；;.A-Za-z]{0,12})$",
                                    sentence[max(0, change.start - 30):change.start])) is not None and \
                not re.search(r"吞吐|速度|性能|延迟|时延|成本|价格|費|费|快了|更快|慢|便宜|贵|推理", sized.group("between")) and \
                re.search(r"显存|內存|内存|記憶體|memory|HBM|VRAM|容量|capacity", sentence, re.I):
            # "H200 提升到了 141GB，差不多翻了快一倍": a memory size doubled, no speed
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "trap word memory"))
            continue
        if change.form == "percent_change" and \
                re.search(r"最(?:慢|快)(?:的)?\s?$|\b(?:slowest|fastest)\s+$", sentence[max(0, change.start - 10):change.start], re.I):
            # "记录 tokens/s、P95/P99 延迟、最慢 5%": the slowest share of requests, a percentile, no change
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "a percentile"))
            continue
        if re.search(r"\b(?:maybe|perhaps|possibly)\s+(?:about\s+|around\s+|~)?$|(?:也许|也許|或许|或許|可能)\s*$",
                     sentence[max(0, change.start - 14):change.start], re.I) and \
                re.match(r"\s*(?:off|discount|折)", sentence[change.end:], re.I):
            # 'Halcyon sales said "maybe 20% off at 1M+/month"': a figure floated, not offered
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "a guess"))
            continue
        if _GENERIC_BEFORE.search(sentence, max(0, change.start - 30), change.start) and \
                _GENERIC_AFTER.match(sentence, change.end):
            # "A 10x cheaper model saves significant money at scale": any such model, none named
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a kind of product, none named"))
            continue
        if _in_target_column(context, index, offset + change.start):
            # "| Cost per million output tokens | halve vs. Dec 2026 | platform |" under "| Goal | Target | Owner |": an aim
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a target, not a measured change"))
            continue
        if under_duties_or_goals(context, index):
            # "岗位职责：" over "2. 将线上服务的首字延迟降低一半": a job's order, no change measured
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "a job's order"))
            continue
        if _IMPERATIVE_CASE.match(sentence) or (
                _IF_CLAUSE_FIRST.match(sentence) and
                change.start > (supposed_end := next((m.start() for m in re.finditer(r"[,:：，]", sentence)), -1)) >= 0 and
                (_SUPPOSED_CHANGE.search(sentence[:supposed_end]) or
                 # ("Now imagine serving at 4,000 tokens per second: …": what the reader is asked to picture)
                 re.match(r"\W*(?:now\s+)?imagine\b", sentence, re.I))):
            # "Double the throughput and the figure halves": a case the reader is told to suppose; "If utilization drops
            # by half, the cost doubles": what follows from a supposed case
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "hypothetical"))
            continue
        if _BETWEEN_BEFORE.search(sentence, max(0, change.start - 24), change.start) and \
                any(other.start > change.end and re.fullmatch(r"\s*and\s+", sentence[change.end:other.start])
                    for other in changes) or \
                any(other.end < change.start and re.fullmatch(r"\s*and\s+", sentence[other.end:change.start]) and
                    _BETWEEN_BEFORE.search(sentence, max(0, other.start - 24), other.start) for other in changes):
            # "somewhere between one-fifth and one-tenth the cost": a range, neither bound a claim
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "range of changes"))
            continue
        if re.search(r"\b(?:will|would|could|may|might|tends?\s+to)\s+(?:\w+\s+)?$|\blaw\b",
                     sentence[max(0, change.start - 40):change.start], re.I) and _TREND_AFTER.match(sentence, change.end):
            # "the number of transistors … will double every two years": a law's trend, no measured change
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "a trend"))
            continue
        if change.form == "multiple" and re.search(r"\d\s*[x×]\s*[(（]\s*$", sentence[max(0, change.start - 12):change.start]):
            # "0.37x (2.7x worse)": the bracket turns the multiple before it over, the same comparison again
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "restatement of an earlier claim"))
            continue
        if change.form == "multiple" and re.search(r"\b(?:traffic|usage|volume|demand|requests|users|headcount|signups)\s+"
                                                   r"(?:has\s+|had\s+|have\s+|nearly\s+|more\s+than\s+)?$",
                                                   sentence[max(0, change.start - 30):change.start], re.I):
            # "even though traffic doubled": how much was used, no price, cost or speed of one thing against another
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "a change of usage"))
            continue
        if _SHARE_OF_LOAD.match(sentence, change.start) and \
                not re.search(r"\b(?:in|by)\s+$", sentence[max(0, change.start - 6):change.start], re.I):
            # "half the traffic has been on TPU v7 pods, half on B200": how the load is split, no change
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "a share of the load"))
            continue
        if _IDIOM_TWICE.match(sentence, change.start) or _IDIOM_TWICE_BEFORE.search(sentence, max(0, change.start - 12),
                                                                                    change.start):
            # "you had to think twice before asking anything": hesitation, no multiple
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "an idiom"))
            continue
        if change.form == "multiple" and re.search(r"[(（]\s*$", sentence[max(0, change.start - 3):change.start]) and \
                re.search(r"=", sentence[:change.start]) and re.match(r"\s*[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3}\s*[)）]", sentence[change.end:]):
            # "Cost per million tokens = (8 x hourly rent) / (…)": a factor of a formula, no comparison
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "a factor of a formula"))
            continue
        if _OF_MOORES_LAW.match(sentence, change.end):
            # "2.35倍于摩尔定律增速": a multiple of an industry's trend, no product against another
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a multiple of Moore's law"))
            continue
        if _CONDITIONAL_SENTENCE.search(sentence) or _PAYS_OFF_WHEN.search(sentence, 0, change.start) or \
                _SUPPOSED_CHANGE_BEFORE.match(sentence[:change.start]) or _under_supposing_lead(context, index) or \
                re.search(r"\b(?:I|we)\s*(?:would|['’]d)\s+(?:guess|bet|imagine)\b", sentence[:change.start], re.I) or \
                (re.search(r"[“「\"][^”」\"]*$", sentence[:change.start]) and
                 re.match(r"[^”」\"]*[?？]\s*[”」\"]", sentence[change.end:])) or \
                _CEILING_SENTENCE.search(sentence) or \
                _COULD_ALLOW_BEFORE.search(sentence, 0, change.start) or (
                _generic_subject(context, index)):
            # (also "“离线大模型响应速度比云端快3倍?”2025年《白皮书》披露的这组数据": a quoted question, asked)
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "hypothetical"))
            continue
        if change.form == "to_share" and re.match(r"\s*(?:the\s+)?(?:number\s+of\s+)?(?:GPUs|servers|machines|nodes|cards|"
                                                  r"chips|accelerators|replicas|(?:wall-?clock\s+)?time)\b",
                                                  sentence[change.end:], re.I) and \
                re.search(r"\bmeans?\b|\bor\b|\bso\b|\bneed\b", sentence[max(0, change.start - 20):change.start], re.I):
            # "roughly twice the tokens per second per GPU means half the GPUs, or half the wall-clock time": what a gain
            # spares, worked out, no measure of one thing against another
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a consequence worked out, not a comparison"))
            continue
        if change.form == "multiple" and (_GAP_BEFORE.search(sentence, max(0, change.start - 90), change.start) or
                                          (_GAP_AFTER.match(sentence, change.end) and
                                           not re.search(r"\b(?:vs\.?|versus)\s", sentence[:change.start], re.I))):
            # "（如V100 vs A100）性能差距可达3倍", "a gap of up to 3x": how far apart, not which is ahead
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a gap of unstated direction"))
            continue
        if _STRICTER_REQUIREMENTS.search(sentence):
            # "This test has stricter latency requirements, with TTFT reduced by 4.4 times": what a test asks for
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a requirement, not a measured change"))
            continue
        if _USAGE_EXAMPLE.search(sentence) or _MADE_UP_CASE.search(sentence[:change.start]) or \
                (index > 0 and _MADE_UP_CASE.search(line_before := context.sentence(index - 1)) and
                 not re.search(r"[.。!?！？]\s*$", line_before)):
            # ("假设某一次请求……，则 input_token" + "的计费为……的 70%": the supposition's line broken before its figure)
            # "For 30 minutes of usage, you will be charged half the hourly price": how billing works, worked out;
            # "Example: Let's say a supplier sets up an H100 … they receive 90% of the price": a case made up
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features, "hypothetical"))
            continue
        first = changes[0]  # ("… has a 5x shorter TPOT and 4x lower TTFT": the list goes on under the same rule)
        if _TEST_DEFINITION_BEFORE.search(sentence, max(0, first.start - 40), first.start) and (
                first is change or _LISTED_CHANGE_GAP.fullmatch(sentence[first.end:change.start])):
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a requirement, not a measured change"))
            continue
        if change.form == "percent_change" and change.direction is None and \
                (lead := _EXCEEDED_BEFORE.search(sentence, clause_start, change.start)) is not None and any(
                    m.category in ("hardware", "model") and offset + lead.end() <= m.start < offset + change.start
                    for m in context.mentions[index]):
            # "性能超越英伟达A100达20%": exceeding a named product by N% is N% more.
            change = replace(change, direction="up")
        elif change.form == "percent_change" and change.direction is None and \
                (lead := _TRAILS_BEFORE.search(sentence, clause_start, change.start)) is not None and (any(
                    m.category in ("hardware", "model") and offset + lead.end() <= m.start < offset + change.start
                    for m in context.mentions[index]) or
                    # ("trails Halden Labs' Corvex-L by 15%": a product the registries lack, named with a capital)
                    re.search(r"\b[A-Z][\w.'’-]*[\d-][\w.-]*\b|\b[A-Z][a-z]+[A-Z]\w*", sentence[lead.end():change.start])):
            change = replace(change, direction="down")
        shared = _share_of_competitor(context, index, sentence, change, changes)
        if change.form == "parity" and shared is None:
            continue  # "matches", "on par with" naming no product: nothing to compare
        if shared is not None:
            change = shared[0]
        token_pair = _token_type_pair(context, index, sentence, change)
        if token_pair is not None and change.direction is None:
            change = replace(change, direction="up")  # "output is ~8x input": eight times the input price
        column_change = change_column(context, index, offset + change.start) \
            if index in context.tables and change.form == "percent_change" else None
        if column_change is not None:
            change = replace(change, direction=column_change["direction"])  # "Cut | 75%": a cut by its column
        if change.form == "percent_change" and re.match(r"\s?折扣", sentence[change.end:]) and change.factor % 10 == 0 and \
                re.search(rf"(?<![\d.]){int(change.factor) // 10}\s?折(?!扣)", context.prepared.text):
            # "院内用户 60% 折扣" on a page whose columns say "院内价 (6折)": the share paid, as 6折 is
            change = replace(change, form="to_share", factor=change.factor / 100, direction="down")
        measure_change = (metric_change_column(context, index, offset + change.start) or
                          gain_row(context, index, offset + change.start)) \
            if index in context.tables and change.form == "percent_change" and column_change is None else None
        if measure_change is not None:
            change = replace(change, direction=measure_change["direction"])  # "Throughput Winner | vLLM (+29%)"
        if change.direction is None and change.form == "percent_change" and previous is not None and \
                previous[0].form == "to_share" and previous[0].trigger.rstrip().endswith("%") and \
                re.fullmatch(r"\s*(?:/|、|和|及|与|與|,|，|以及)\s*", sentence[previous[0].end:change.start]):
            # "约是OpenAI-o1对应定价的1.8%/3.6%和3.7%": the items after the first share are shares of the same thing
            change = replace(change, form="to_share", factor=change.factor / 100,
                             direction="down" if change.factor < 100 else "up")
        if change.direction is None and change.form == "percent_change" and previous is not None and \
                previous[0].form == "percent_change" and previous[0].direction is not None and \
                re.fullmatch(r"[^.;:!?\d%]{0,40}?\s(?:and|or)\s+", sentence[previous[0].end:change.start]) and \
                re.match(r"\s+(?:with|for|on|from|via|through|using)\s", sentence[change.end:]):
            # "up to 90% savings with prompt caching and 50% with batch processing": the second option's share, the
            # same way as the first
            change = replace(change, direction=previous[0].direction)
        label = _stat_card_label(context, index, sentence, change)
        metrics, trap, side = _metric_near(sentence if label is None else sentence + "\n" + label, change)
        if trap in ("同比", "环比") and not metrics and re.search(r"租金|租价|价格|價格|单价|單價|报价|報價", sentence) and \
                _money_mentions_before(sentence, change.start) >= 1 and \
                re.search(r"(?:同比|环比)(?:下降|下跌|降低|上涨|上漲|上升)了?\s*(?:约|約)?\s*$", sentence[max(0, change.start - 8):change.start]):
            # "去年同期 H100 租金为每卡每小时 18 元，同比下降25%": a rent a year on, a price change (not a market's growth)
            metrics, trap, side = [("price", "同比")], None, "before"
        if (noun := _respective_noun(sentence, change, changes)) is not None:
            # "with memory and power efficiency increased by four times and 40% respectively": each figure is in the
            # measure named in its place
            named = [(metric, found.group(0)) for metric, regex in _METRICS if (found := regex.search(noun))]
            noun_trap = _TRAP_METRIC.search(_without_metric_words(noun))
            if noun_trap is not None:
                metrics, trap, side = [], noun_trap.group(0), "respectively"
            elif named:
                metrics, trap, side = named[:1], None, "respectively"
            else:
                metrics, trap, side = [], "noun " + noun.strip(), "respectively"   # ("efficiency": of what, unsaid)
        if len(metrics) > 1 and (earlier := max((c.end for c in changes if c.end <= change.start), default=None)) is not None:
            # "runs 30% faster and costs up to 30% less": a metric word before the earlier figure is that figure's
            # (the word right after the earlier figure, "30% faster", is that figure's own)
            rest = re.sub(r"^\s*\S+", "", sentence[earlier:change.end + 60]).lower()
            own = [(metric, word) for metric, word in metrics if word.lower() in rest]
            if own and len(own) < len(metrics):
                metrics = own
        if not metrics and not trap and previous is not None and (
                change.direction == previous[0].direction or
                (change.direction is None and change.form == previous[0].form == "multiple")) and \
                (re.fullmatch(r"[^.;:!?\d%]{0,40}?\s(?:and|or)\s+", sentence[previous[0].end:change.start]) or
                 _CHINESE_CHAIN_GAP.fullmatch(sentence[previous[0].end:change.start]) or
                 _PARALLEL_GAP.fullmatch(sentence[previous[0].end:change.start]) or
                 _LABELLED_LIST_GAP.fullmatch(sentence[previous[0].end:change.start])):
            # ("speeding up decoding by up to 2.18x and 1.50x": the second multiple the same way as the first;
            # "对比o1-pro下降了80%以上，不仅是o3-pro的1/10": a second share of the same thing, chained on)
            metrics, side = previous[1], "previous-change"
            if change.direction is None:
                change = replace(change, direction=previous[0].direction)
        following = next((c for c in changes if c.start >= change.end), None)
        if not metrics and not trap and following is not None and change.form == following.form == "multiple" and \
                (re.fullmatch(r"\s*(?:,|and|or|&)\s*", sentence[change.end:following.start]) or
                 # ("1.80× (decoding) and 1.72× (end-to-end) higher throughput per unit power")
                 _LABELLED_LIST_GAP.fullmatch(sentence[change.end:following.start])):
            # "~1.29× and ~1.22× improvements versus an HGX B200": the first of two multiples sharing one noun goes
            # the way, and is in the metric, the noun after the second names
            metrics, trap, side = _metric_near(sentence, following)
            if not metrics and not trap and (fallback := _fallback_metric(context, index, sentence, following)):
                metrics = [(fallback, "context")]
            side = "next-change"
            if change.direction is None:
                change = replace(change, direction=following.direction)
        if column_change is not None:
            metrics, trap, side = [(column_change.get("metric", "price"), "change column")], None, "column"
        if measure_change is not None:
            metrics, trap, side = [(measure_change["metric"], "measure column")], None, "column"
        if trap and re.fullmatch(r"noun results?\.?", trap) and any(m.category == "hardware" for m in context.mentions[index]):
            # "a 3.83% higher result" between two systems' submissions: the benchmark result is their performance,
            # in a page of MLPerf results their throughput (the figure such a result is)
            metrics, trap, side = [("throughput" if _MLPERF_PAGE.search(context.prepared.text) else "performance",
                                    "result")], None, "after"
        if not metrics and not trap and change.form == "to_share" and \
                re.search(r"\b(?:results?|scores?|submissions?)\s+(?:is|was|are|were|came\s+in\s+at)\s+(?:about\s+|roughly\s+|nearly\s+)?$",
                          sentence[max(0, change.start - 40):change.start], re.I) and \
                any(m.category == "hardware" for m in context.mentions[index]):
            # "its Offline Llama 2 70B result is 111% of a comparable B200 system's": a share of another system's result,
            # in a page of MLPerf results their throughput
            metrics, side = [("throughput" if _MLPERF_PAGE.search(context.prepared.text) else "performance", "result")], "before"
        if not metrics and not trap and change.form == "multiple" and \
                re.match(r"\s*(?:in|on|for|under)\s+(?:the\s+)?(?i:offline|server|interactive)\b", sentence[change.end:]) and \
                _MLPERF_PAGE.search(context.prepared.text):
            # "the announced gains reach 1.52× in server mode and 1.21× in offline mode": a multiple of an MLPerf
            # scenario's score, which is a throughput
            metrics, side = [("throughput", "scenario")], "after"
        if not metrics and not trap and change.form in ("percent_change", "multiple") and \
                re.search(r"多(?:处理|處理|服务|服務|承载|承載|支撑|支撐|扛|抗)了?\s*(?:近|约|約|将近|將近)?\s*"
                          r"(?:\d+(?:\.\d+)?\s?%\s*(?:和|与|與|、|及)\s*)?$",
                          sentence[max(0, change.start - 24):change.start]) and \
                re.match(r"(?:\s*(?:和|与|與|、|及)\s*\d+(?:\.\d+)?\s?%)*\s*的?\s*(?:请求|請求|用户|用戶|查询|查詢)", sentence[change.end:]):
            # "比以前的系统多处理 115% 和 107% 的请求": serving that much more requests is a throughput gain ("多扛近一倍请求":
            # a whole again more, twice as many; "多处理 2 倍": twice again, three times as many)
            change = replace(change, direction="up", factor=change.factor + 1 if change.form == "multiple"
                             else change.factor)
            metrics, side = [("throughput", "requests served")], "before"
        if not metrics and not trap and _BILLED_ITEM_AFTER.match(sentence, change.end):
            # "1.25× for 5-minute cache writes, 2× for 1-hour writes, and 0.1× for cache reads": multiples of a
            # base price per billed item
            metrics, side = [("price", "billed item")], "after"
        if not metrics and not trap and (row_metric := _row_label_metric(context, index, offset + change.start)):
            # "吞吐量(Tokens/s) | 182 | 210 ↑15%": a change in a row of a table of measures is in the row's measure
            (metric_named, versus_pair), side = row_metric, "row-label"
            metrics = [metric_named]
            if versus_pair is not None:
                features["versus_pair"] = versus_pair
        timed_pair = _TIMED_PAIR_BEFORE.search(sentence, max(clause_start - 1, 0, change.start - 80), change.start) \
            if not metrics and not trap else None
        if timed_pair is not None:
            # "vLLM 82ms vs SGLang 65ms(降低21%)": a change right after two times compares those times
            metrics, side = [("latency", "two times")], "before"
            features["versus_pair"] = (timed_pair.group("b").strip(), timed_pair.group("a").strip())
        if not metrics and not trap and change.direction in (None, "up") and change.form == "percent_change" and \
                _BENCHMARK_GAIN_BEFORE.search(sentence, max(clause_start, change.start - 40), change.start) and \
                _GAIN_AFTER.match(sentence, change.end):
            # "H200在Llama 2 70B基准测试中取得了14%的显著提升": a gain on a benchmark is a gain in what the chip does
            change = replace(change, direction="up")
            metrics, side = [("performance", "benchmark gain")], "before"
        if not metrics and not trap and change.direction and _RESULT_CHANGED_BEFORE.search(
                sentence, max(0, change.start - 60), change.start) and _MLPERF_PAGE.search(context.prepared.text):
            # "the KS-4800's Server result improved by 12%", "our Offline score rose 9%": an MLPerf result's change is
            # one of throughput
            metrics, side = [("throughput", "result")], "before"
        if not metrics and not trap and _THROUGHPUT_SCENARIO_AFTER.match(sentence, change.end) and \
                any(m.category == "hardware" for m in context.mentions[index]):
            # "reached 1.3x the B200 in the Server scenario": a multiple of a chip's score in a throughput scenario
            metrics, side = [("throughput", "scenario")], "after"
        # ("86% of the B300 result": a share of it, the same)
        if not metrics and not trap and change.form in ("multiple", "to_share") and \
                re.search(r"\b(?:in|on|for|under)\s+the\s+(?:Offline|Server|Interactive)\s+scenario\b", sentence[:change.start], re.I) and \
                any(m.category == "hardware" for m in context.mentions[index]) and _MLPERF_PAGE.search(context.prepared.text):
            # "In the Server scenario of Llama 2 70B, the MI355X entry reached 97% of the B200": a share of another
            # chip's score in a throughput scenario
            metrics, side = [("throughput", "scenario")], "before"
        result_of = _RESULT_OF_PRODUCT_AFTER.match(sentence, change.end) if change.form == "multiple" else \
            _RESULT_OF_PRODUCT_AFTER.match(sentence, change.end + 3) if change.form == "to_share" and \
            sentence.startswith(" of", change.end) else None
        if not metrics and not trap and result_of is not None and any(
                m.category == "hardware" and offset + change.end <= m.start < offset + result_of.end()
                for m in context.mentions[index]):
            # "2.7x our MI325X result": a multiple of a chip's result is one of its speed, measured where rates are
            metrics, side = [("throughput" if _measured_speeds_near(context, index, sentence)
                              or _MLPERF_PAGE.search(context.prepared.text) else "performance", "result")], "after"
        if not metrics and not trap and _MLPERF_PAGE.search(context.prepared.text) and (
                re.match(r"\s*(?:of\s+)?(?:its|their|our)\s+own\s+(?:[\w-]+\s+){0,2}?(?:results?|scores?|figures?)\b",
                         sentence[change.end:], re.I) or
                re.search(r"\b(?:Offline|Server|Interactive)\s+(?:figure|result|score|number)\s+(?:is|was|came\s+to|reached)\s+"
                          r"(?:about\s+|roughly\s+|nearly\s+)?$", sentence[max(0, change.start - 60):change.start], re.I)):
            # "412,000 tokens/s in Offline, 1.4x its own result … in the previous round", "Quarrow's Offline figure is 94%
            # of Brightmoor's": a multiple or share of an MLPerf result is one of throughput
            metrics, side = [("throughput", "result")], "after"
        if shared is not None and not metrics and not trap:
            metrics, side = [("performance", "share of a competitor")], "share"
        if not metrics and not trap and change.form in ("percent_change", "multiple") and \
                re.match(r"\s*(?:edge|lead)\b", sentence[change.end:], re.I) and \
                re.search(r"\b(?:held|holds|hold|had|has|have|keeps?|kept|gains?|gained|opens?|opened|with)\s+(?:an?\s+)?"
                          r"(?:(?:about|roughly|nearly|almost)\s+)?$", sentence[max(0, change.start - 30):change.start], re.I):
            # "Ollama's runtime held a 2.2% edge on Llama 3.2 3B": a lead in speed, of the rate measured near if any
            metrics, side = [("throughput" if _measured_speeds_near(context, index, sentence) else "performance",
                              "edge")], "after"
            change = replace(change, direction="up")
        if change.form == "percent_change" and change.direction != "down" and \
                re.match(r"\s*(?:faster|quicker|shorter)\s+(?:total\s+|end-to-end\s+|e2e\s+|median\s+|mean\s+|average\s+)?"
                         r"(?:runtime|run\s*time|latency|TTFT|ITL|TPOT|time\s+to\s+first\s+token|response\s+times?|"
                         r"completion\s+times?|wall[- ]clock(?:\s+time)?)\b", sentence[change.end:], re.I):
            # "13.0% faster total runtime": the time itself 13% shorter, a latency of 0.87
            metrics, side = [("latency", "time")], "after"
            change = replace(change, direction="down")
        if [m for m, _ in metrics] == ["cost"] and _TOKEN_SIDE_COST_AFTER.match(sentence, change.end):
            # "a 75% cost reduction on inputs and an 84% cost reduction on outputs": what input and output tokens
            # are charged, their price
            metrics = [("price", "token side")]
        if not metrics and not trap and _OWN_EFFICIENCY.search(sentence, max(0, change.start - 60), change.start) and \
                any(m.category == "hardware" for back in range(max(0, index - 3), index + 1)
                    for m in context.mentions[back]):
            # "Its efficiency is highlighted by a 29-fold improvement": a chip's own efficiency is per watt
            metrics, side = [("perf_per_watt", "efficiency")], "before"
        # (the field's extremes name the two ends even when a metric is named: "between the cheapest and most expensive")
        extremes = _extremes_gap(context, sentence, change) if not trap else None
        if extremes is not None and (not metrics or extremes[0] == "price"):
            metrics, side = [(extremes[0], "gap between extremes")], "gap"
        if change.trigger.endswith("折") and not any(m in ("price", "cost") for m, _ in metrics) and \
                not (trap and _STORAGE_PRICE.fullmatch(trap)):   # (not "健身房八折": a perk's discount)
            # "打8折", "五折档": a Chinese discount is a price change by its very word.
            metrics, trap, side = [("price", "折")], None, "trigger"
        if not metrics and not trap and re.match(r"\s*(?:more|less|higher|lower|cheaper|pricier|dearer)\s*(?:[.;)]|$)",
                                                 sentence[change.end:]) and \
                re.search(r"[$€£¥]\s?\d[\d.,]*(?:\s*(?:/|per\s+)[\w-]+)?\s+(?:versus|vs\.?|against|compared\s+with)\s+"
                          r"[$€£¥]\s?\d[\d.,]*(?:\s+for\s+[^,;.]{1,30})?\s*,\s*(?:about|roughly|around|nearly|some)?\s*$",
                          sentence[max(0, change.start - 120):change.start], re.I):
            # "quoted GB300 capacity at $5.10 per GPU-hour versus $4.20 for GB200, about 21% more": the gap between
            # the two prices just stated
            metrics, side = [("price", "amounts before")], "before"
        if not metrics and _PERIODIC_SPEND_BEFORE.search(sentence, max(0, change.start - 40), change.start):
            # "API: $450/月 (-91%)": the change of a monthly or yearly bill is a cost
            metrics, trap, side = [("cost", "periodic spend")], None, "before"
        if not metrics and not trap and change.features.get("chinese_parity") and previous is not None and \
                re.fullmatch(r"\s*[，,]\s*", sentence[previous[0].end:change.start]):
            # "成本下降约70%，与GB200 NVL72基本持平": level in the metric the clause before changed
            metrics, side = previous[1], "previous-change"
        if metrics and metrics[0][0] == "performance" and not trap and \
                (inline := re.search(r"在\s*(?P<topic>[^，,。；;在]{1,24}?)\s*上\s*(?:实现|實現|取得|带来|帶來|获得|獲得)?了?"
                                     r"[^，,。；;]{0,10}$", sentence[:change.start])) is not None and \
                (named := next((metric for metric, regex in _METRICS if metric != "performance"
                                and regex.search(inline.group("topic"))), None)):
            # "在首字响应时间（TTFT）上实现了高达 2.5 倍的加速": the speed-up is in the measure the phrase names
            metrics, side = [(named, inline.group("topic"))], "topic"
        if not metrics and not trap and (topic := _TOPIC_PHRASE.search(sentence, 0, change.start)) is not None and \
                (named := next((metric for metric, regex in _METRICS
                                if regex.search(topic.group("topic") or topic.group("topic2"))), None)):
            # "在首 token 延迟上，灵速比 vLLM 降低 35%", "In terms of latency, …": the metric the sentence is about
            metrics, side = [(named, topic.group("topic") or topic.group("topic2"))], "topic"
        if not metrics and not trap and not _MARKET_MOVE_SENTENCE.search(sentence) and \
                not _COUNTED_THINGS.search(sentence, max(0, change.start - 40), change.start):
            # (a sentence about share prices lends no page metric to a bare change: "…stock soaring, up 140%"; nor a
            # count of things: "本轮共收到 2,800 余项结果，较上一轮增加 15%" counts submissions)
            fallback = _fallback_metric(context, index, sentence, change)
            faster = _FASTER_BEFORE.search(sentence, max(0, change.start - 8), change.start)
            if fallback and (not faster or fallback in ("throughput", "performance")):
                metrics, side = [(fallback, "context")], "context"
            elif faster:
                # "8 卡 H100 集群比 8 卡 A100 集群快 2.5 倍": "faster" right before the figure outranks a metric named
                # elsewhere in the sentence; next to measured rates it is throughput (the fallback above)
                metrics, side = [("performance", "快")], "before"
        following = next((c for c in changes if c.start >= change.end), None)
        if not metrics and not trap and following is not None and following.form == change.form and \
                _LISTED_LABEL_GAP.fullmatch(sentence[change.end:following.start]):
            # "训练≈3×、推理≈15×的性能倍数": the first item of a list shares the metric named after the last
            following_metrics, following_trap, _ = _metric_near(sentence, following)
            if following_metrics and not following_trap:
                metrics, side = following_metrics, "next-change"
        if metrics and [m for m, _ in metrics] == ["cost"] and re.fullmatch(r"costs?", metrics[0][1], re.I) and \
                previous is not None and previous[1] and previous[1][0][0] == "price" and change.form == previous[0].form and \
                re.search(r"\bcosts?\s+$", sentence[max(0, change.start - 8):change.start], re.I) and \
                not re.search(r"[.;]", sentence[previous[0].end:change.start]):
            # "cache writes cost 1.25x the base input price, writes with the 1-hour TTL cost 2x": the next item of the
            # list prices its tokens the same way
            metrics, side = previous[1], "previous-change"
        if not metrics and not trap and (re.search(r"半[价價]", sentence[change.start:change.end + 1]) or (
                re.match(r"减半|減半", sentence[change.start:change.end]) and re.search(r"全[价價]|原[价價]", sentence))):
            # "闲时 22:00–08:00 半价", "高峰全价，其余空闲减半": half the price of the hours named against
            metrics, side = [("price", sentence[change.start:change.end])], "own-word"
        if not metrics and not trap and previous is not None and change.form == previous[0].form and \
                (change.direction == previous[0].direction or
                 (change.direction is None and change.form == "multiple" and change.factor > 1)) and \
                _LISTED_CHANGE_GAP.fullmatch(sentence[previous[0].end:change.start]):
            # "A降至原价的50%，B更低至25%": the next item of a list of changes shares its metric.
            metrics, side = previous[1], "previous-change"
        clause_start, clause_end = _clause_bounds(sentence, change.start, change.end)
        if metrics and metrics[0][0] == "cost" and (
                re.search(r"\b(?:per|an?)\s+(?:GPU[- ])?hour\b|\bhourly\b|/\s?hr\b|/\s?时",
                          sentence[change.end:change.end + 40], re.I)
                or (re.fullmatch(r"costs?", metrics[0][1], re.I)
                    and re.search(r"\b(?:input|output|cached|cache|caching)\b",
                                  sentence[clause_start:change.start], re.I)
                    # ("Cost per million output tokens dropped by 55%" after a move to an own rack: what serving costs)
                    and not re.search(r"\bcost\s+per\s+(?:1\s?M|million|thousand|1K)\s+(?:input\s+|output\s+)?tokens?\b",
                                      sentence[clause_start:change.start], re.I))
                # "a 16× difference on input tokens": a difference of token prices
                or re.match(r"\s*(?:difference|gap)\s+(?:on|for|in)\s+(?:input|output|cached)\s+tokens\b",
                            sentence[change.end:], re.I)
                # "Flash pricing is 1/4th the cost of Pro on input": the pricing compared, per token type
                or (re.search(r"\bpricing\s+(?:is|was|comes\s+in\s+at|runs?)\s+(?:\w+\s+)?$",
                              sentence[clause_start:change.start], re.I)
                    and re.search(r"\bon\s+(?:input|output)\b", sentence[change.end:clause_end], re.I))):
            # "costs 22% less per hour", "output now costs 36x": a rental or token price, not a cost of serving.
            metrics = [("price", metrics[0][1])] + metrics[1:]
        if metrics and metrics[0][0] == "cost" and re.match(r"\s*(?:less|more)\s+to\s+rent\b", sentence[change.end:], re.I):
            metrics = [("price", metrics[0][1])] + metrics[1:]   # "costs 45% less to rent": its rental price
        if metrics and metrics[0][0] == "price" and re.match(r"\s*(?:cheaper|less\s+expensive|dearer|pricier)\b", sentence[change.end:],
                                                             re.I) and \
                re.search(r"\bmakes?\s+(?:serving|running|inference)\b", sentence[clause_start:change.start], re.I):
            # "Per token, that makes serving on them about 13% cheaper": what serving costs, no list price
            metrics = [("cost", metrics[0][1])] + metrics[1:]
        if metrics and metrics[0][0] == "throughput" and \
                re.match(r"\s*as\s+much\s+per\s+(?:unit\s+of\s+)?(?:throughput|token|query|request)\b", sentence[change.end:], re.I) and \
                re.search(r"\bcost(?:s|ing)?\s+(?:\w+\s+)?$", sentence[max(0, change.start - 30):change.start], re.I):
            # "costs about half as much per unit of throughput as an L40S": what the work costs, not a speed
            metrics = [("cost", metrics[0][1])] + metrics[1:]
        if metrics and metrics[0][0] == "price" and _SPEED_RATE_AFTER.match(sentence, change.end):
            # "achieves about 2.5 times its standard rate of 68.2 tokens per second": a rate of tokens, a speed
            metrics = [("throughput", metrics[0][1])] + metrics[1:]
        if metrics and metrics[0][0] == "price" and re.fullmatch(r"cheaper|(?:more\s+|less\s+)?expensive|pricier|costlier",
                                                                 metrics[0][1], re.I) and _WORKLOAD_FRAME.search(sentence):
            # "For this use case, the small model is 28x cheaper": what a worked workload costs, not a list price
            metrics = [("cost", metrics[0][1])] + metrics[1:]
        if metrics and metrics[0][0] == "cost" and _GLOSSED_HOURLY_PRICE.search(sentence, max(0, change.start - 30),
                                                                                change.start):
            # "$5.98/hr (2.2x H100 cost)": a multiple glossing an hourly price compares prices
            metrics = [("price", metrics[0][1])] + metrics[1:]
        if metrics and metrics[0][0] == "cost" and (change.form == "to_share" or (
                change.form == "multiple" and re.match(r"\s*as\s+much\s+as\b", sentence[change.end:], re.I)) or (
                # "batch jobs cost 50% less than synchronous requests": the verb states what a billing option is charged
                change.form == "percent_change" and re.match(r"\s*(?:less|more|cheaper)\b", sentence[change.end:], re.I)
                and re.search(r"\b(?:batch(?:es|ed)?|flex|off-peak|cach(?:e|ed|ing)|reserved|spot|committed|priority|night|"
                              r"overnight|nightly|weekend)\b", sentence[max(0, change.start - 90):change.start], re.I)) or (
                # "requests to Fairhaven-Chat now cost 60% less: $0.16 per million input tokens …": the prices follow
                change.form == "percent_change" and
                re.match(r"\s*(?:less|more|cheaper)\s*[:：]\s*(?:US)?[$€£¥]\s?\d[\d.,]*\s*(?:/|per\s)", sentence[change.end:],
                         re.I))) and \
                re.fullmatch(r"costs?", metrics[0][1], re.I) and \
                re.search(r"\bcosts?\s+(?!by\b)(?:\w+\s+)?$", sentence[max(0, change.start - 20):change.start], re.I) and \
                not re.search(r"\bthe\s+costs?\s+(?:\w+\s+)?$", sentence[max(0, change.start - 25):change.start], re.I) and \
                not re.search(r"\bcosts\s+(?:are|were)\s+(?:\w+\s+)?$", sentence[max(0, change.start - 25):change.start], re.I) and \
                not _SERVING_COST_AFTER.match(sentence, change.end):
            # "the new flagship costs a third of its predecessor": the verb states a price ("its inference costs are
            # one-third of those on Azure" is the noun, what serving takes, not a price)
            metrics = [("price", metrics[0][1])] + metrics[1:]
        if metrics and metrics[0][0] == "cost" and (re.search(
                r"\b(?:priced|listed|selling|sells|sold|retails?|retailing)\s+(?:at|for)\s+(?:\w+\s+){0,2}$",
                sentence[max(0, change.start - 40):change.start], re.I) or re.match(
                # "a 67% reduction from the original $15/$75": a change from quoted prices is a price change
                r"\s*(?:reduction|cut|drop|decrease|increase|rise)\s+(?:from|on)\s+(?:the\s+)?(?:original|previous|old|"
                r"former|list|earlier)?\s*(?:prices?\s+(?:of\s+)?)?(?:US)?[$€£¥]\s?\d", sentence[change.end:], re.I)):
            # "priced at approximately half the per-accelerator cost of the H100": what it sells for is its price
            metrics = [("price", metrics[0][1])] + metrics[1:]
        if (measured := _MEASURED_IN.match(sentence)) is not None and measured.end() <= change.start:
            # "Measured in tokens per watt, the GB300 NVL72 outperforms competitors by 50 times", "When assessed by cost
            # per token, it is 35 times more economical": the measure the sentence opens with
            what = measured.group("what") or measured.group("what_zh")
            named = [(metric, found.group(0)) for metric, regex in _METRICS if (found := regex.search(what))]
            # ("每元性能": the words of one measure, not a second one inside it)
            named = [(metric, word) for metric, word in named
                     if not any(other != word and word in other for _, other in named)]
            if re.search(r"per[- ]watt|每瓦", what, re.I):
                named = [("perf_per_watt", "per watt")]
            own_clause = sentence[max(measured.end(), clause_start):clause_end]
            if len(named) == 1 and not (measured.group("what_zh") and
                                        any(regex.search(own_clause) for _, regex in _METRICS)):
                # (a Chinese clause naming its own measure keeps it: "从绝对性能看，…，吞吐比墨弦 M5高26%")
                metrics = named
        if metrics and metrics[0][0] in ("throughput", "performance") and \
                re.match(r"\W*(?:per[- ]watt\b|on\s+a\s+per[- ]watt\s+basis|每瓦)", sentence, re.I):
            # "Per watt, the QX-7 delivers 2.1x the throughput of the L40S"
            metrics = [("perf_per_watt", metrics[0][1])] + metrics[1:]
        gain_in = re.match(r"\s*(?:performance\s+)?(?:leap|gain|boost|jump|improvement|increase|uplift)s?\s+in\s+"
                           r"([^,;.?!，。；]{1,60})", sentence[change.end:], re.I)
        if metrics and metrics[0][0] == "performance" and gain_in:
            # "a 4x performance leap in single-card throughput": the metric the gain is in.
            named = [(metric, found.group(0)) for metric, regex in _METRICS if (found := regex.search(gain_in.group(1)))]
            if len(named) == 1 and named[0][0] != "performance":
                metrics = named
            elif len(named) == 2 and re.match(r"\s*both\b[^,;.]*\band\b", gain_in.group(1), re.I):
                # "a fourfold improvement in both training performance and inference throughput": one change each
                metrics = sorted(named, key=lambda pair: gain_in.group(1).lower().find(pair[1].lower()))
        # (up to the next figure: "10x more tokens per second per user and 5x higher throughput per megawatt" gives
        # the per-megawatt words to the 5x only)
        next_figure = min((c.start for c in changes if c.start >= change.end), default=clause_end)
        if metrics and metrics[0][0] in ("throughput", "performance") and re.search(
                r"每(?:兆|百万)?瓦\s?的?\s?(?:吞吐|輸送量|性能|效能|算力|输出|token)|"
                r"(?:throughput|performance|tokens?|output)\s+per\s+(?:mega)?watt",
                _AND_VERB.split(sentence[_own_words_start(sentence, clause_start, change, changes):
                                         min(clause_end, max(next_figure, change.end))], 1)[0], re.I):
            # "每兆瓦吞吐量是 Hopper 的 50 倍": throughput per unit of power is efficiency, not throughput
            metrics = [("perf_per_watt", metrics[0][1])] + metrics[1:]
        if metrics and metrics[0][0] == "performance" and _SPEED_WORD.fullmatch(metrics[0][1]) and \
                _measured_speeds_near(context, index, sentence):
            # "1,650 tokens per second to a single user, 5x faster than GPU clouds", "H200 achieves 118.5 (40%
            # faster than H100's 84.2)": "faster" between measured rates compares those rates (CONVENTIONS.md)
            metrics = [("throughput", metrics[0][1])] + metrics[1:]
        if metrics and metrics[0][0] == "performance" and shared is not None and \
                re.match(r"\s*(?:[-*•·]\s*)?(?:Offline|Server|Interactive)\b", sentence):
            # "Offline 100% (tied)" / "Server 97%" under "Scenario MI355X relative to B200": each row a throughput
            # scenario's share (CONVENTIONS.md)
            metrics = [("throughput", metrics[0][1])] + metrics[1:]
        if metrics and metrics[0][0] == "performance" and (rate_after := _RATE_OBJECT_AFTER.match(sentence, change.end)) \
                and find_rates(rate_after.group("rate")):
            # "more than doubles the 1,038 t/s achieved by a DGX B200": a multiple of a measured rate
            metrics = [("throughput", metrics[0][1])] + metrics[1:]
        if metrics and metrics[0][0] == "performance" and _SPEED_WORD.fullmatch(metrics[0][1]) and \
                _IN_THROUGHPUT_LATER.search(sentence, change.end):
            # "the H100 is just 9% faster while the GH200 is 12% faster than Gaudi 2 in Server throughput benchmarks":
            # faster in what the sentence names later, throughput
            metrics = [("throughput", metrics[0][1])] + metrics[1:]
        if metrics and metrics[0][0] == "performance" and _MLPERF_PAGE.search(context.prepared.text) and \
                _SPEED_OR_SCORE.search(metrics[0][1]) and \
                not re.search(r"time[- ]to[- ]train|\btrain(?:s|ed|ing)?\b|训练", sentence[clause_start:clause_end], re.I) and (any(
                    m.category == "benchmark" for m in context.mentions[index]
                    if offset + clause_start <= m.start < offset + clause_end) or (
                    # ("The performance results for Llama 2 70B have skyrocketed: … the best score is 3.3 times faster":
                    # a score of the benchmark the sentence, or the one before, names)
                    re.search(r"\bscores?\b|成绩|得分", sentence[clause_start:clause_end], re.I) and any(
                        m.category == "benchmark" for back in range(max(0, index - 1), index + 1)
                        for m in context.mentions[back]))):
            # "AMD reports 3.1-fold performance boost over MI325X on Llama 2 70B", "the best score is 3.3 times faster
            # compared to Inference v4.0" on a page of MLPerf results: a multiple of a benchmark's score, which is a
            # throughput
            metrics = [("throughput", metrics[0][1])] + metrics[1:]
        if metrics and metrics[0][0] == "performance" and _MLPERF_PAGE.search(context.prepared.text) and \
                _SPEED_OR_SCORE.search(metrics[0][1]) and \
                re.search(r"\b(?:\d+|single|multi|two|four|eight)[- ]?nodes?\b|\bnode\s+(?:score|submission)|\bscores?\b",
                          sentence, re.I) and \
                not re.search(r"time[- ]to[- ]train|\btrain(?:s|ed|ing)?\b|训练|Single\s?Stream|Multi\s?Stream", sentence, re.I) and any(
                    m.category == "benchmark" for back in range(max(0, index - 3), index) for m in context.mentions[back]):
            # "### Multinode scaling of Llama2-70b on MI355X" over "the 4 node achieves 3.9x better performance … over our
            # single node baseline": on an MLPerf page, a submission's gain on the workload its heading names is a
            # throughput
            metrics = [("throughput", metrics[0][1])] + metrics[1:]
        if metrics and metrics[0][0] == "performance" and _MLPERF_PAGE.search(context.prepared.text) and \
                re.search(r"\b[Ii]n\s+(?:the\s+)?(?:Offline|Server|Interactive)\b(?:\s+(?:scenario|mode))?\s*,?\s+(?:it|they|the\s+\w+)\s",
                          sentence[clause_start:change.start]):
            # "In Server it is on par with the eight-GPU B300 systems": the scenario named first is a throughput's
            metrics = [("throughput", metrics[0][1])] + metrics[1:]
        if metrics and metrics[0][0] == "performance" and _THROUGHPUT_SCENARIO_AFTER.match(sentence, change.end):
            # "delivers 97% in Server, and 119% in Interactive": MLPerf's Offline, Server and Interactive scores are
            # throughputs, so a share or multiple of one compares throughput (CONVENTIONS.md)
            metrics = [("throughput", metrics[0][1])] + metrics[1:]
        rate_before = _RATE_FIGURE_BEFORE_CHANGE.search(sentence, max(0, change.start - 60), change.start) is not None or \
            (index in context.tables and _RATE_CELL_BEFORE_CHANGE.search(sentence, max(0, change.start - 40), change.start)
             is not None and re.match(r"[\s*`]*(?:\||$)", sentence[change.end:]) is not None)
        if rate_before:
            # "Total TPS: 7143.30 (+30.3%) Mean TPOT(ms): 304.71": the change in brackets right after a labelled rate is
            # that rate's, whatever the cell names after it
            metrics, trap, side = [("throughput", "rate before")], None, "before"
        if metrics and metrics[0][0] == "performance" and \
                re.search(r"throughput\s+performance|吞吐性能", sentence[clause_start:clause_end], re.I):
            # "improved throughput performance by 3.6x": the performance named is the throughput
            metrics = [("throughput", metrics[0][1])] + metrics[1:]
        if metrics and metrics[0][0] == "cost" and \
                _COST_DISCOUNT.search(sentence, max(clause_start, change.start - 30), min(clause_end, change.end + 30)):
            # "a 50% cost discount": a discount is a price change (what a model "costs" less than another stays a cost:
            # the development set and most outside labellers read it so)
            metrics = [("price", metrics[0][1])] + metrics[1:]
        if {m for m, _ in metrics} >= {"cost", "energy"}:
            # "the cost and energy of inference by as much as 25x": spec/claims.md reads the cost as price.
            metrics = [("price" if m == "cost" else m, k) for m, k in metrics]
        in_table = _table_comparison(context, index, offset + change.start) if index in context.tables else None
        if in_table is None and rate_before and index in context.tables and \
                (pair := _value_column_pair(context, index, offset + change.start)) is not None:
            # "| baseline (vLLM …) | Optimized |" over "| Total TPS: 5482.59 | Total TPS: 7143.30 (+30.3%) |": the
            # column the change stands in against the table's other column of values
            in_table = {"subject": pair[0], "baseline": pair[1], "metric": "throughput"}
        if in_table is None and index in context.tables and \
                (signed := signed_change_cell(context, index, offset + change.start)) is not None:
            # "| Mean TTFT (second) |" over "| **Baseline vLLM** | 9.0 |" and "| vLLM + offloading | 6.7 (-25.6%) |": each
            # bracketed change is its row's against the row of plain figures, in the measure its column names
            in_table, trap = signed, None
        if in_table and "metric" in in_table and (metrics or not trap):
            # (a "Speedup" column beside two columns of rates names no metric word of its own: the rates do)
            metrics = [(in_table["metric"], metrics[0][1] if metrics else "column")]
        if in_table and in_table.get("label_metric_words") and not in_table.get("cell_metric"):
            # "| Google TPU v7 | 5.9 | 1.44x |" under "Perf per dollar vs B200": the column names the metric, whatever
            # other columns of the table name ("Throughput vs H100 | Perf/W vs H100 | Cost per 1M tokens vs H100")
            words = in_table["label_metric_words"]
            named = sorted((found.start(), -(found.end() - found.start()), metric)
                           for metric, regex in _METRICS if (found := regex.search(words)))
            unnamed = _without_metric_words(words)   # ("Perf per watt" is no trap)
            if named and named[0][2] != "energy" and not _TRAP_METRIC.search(unnamed):
                metrics, trap, side = [(named[0][2], "column")], None, "column"
        scope = re.match(r"[^,;.。，；]{0,30}?\bon\s+(input|output|cached\s+input)\b", sentence[change.end:], re.I)
        if scope:
            features["token_scope"] = scope.group(1).lower()  # "1/4th the cost of Pro on input, 1/4th on output"
        features.update(metric_keywords=[k for _, k in metrics], trap_word=trap, metric_side=side,
                        section_names=_section_names(context, index), line_label=_line_label(context, index),
                        line_table=context.tables[index].first_sentence if index in context.tables else None)
        if metrics and metrics[0][0] == "energy" and ((re.search(r"功耗|功率|power\s+(?:draw|rating)|\bTDP\b",
                                                               metrics[0][1] + " " + sentence[clause_start:clause_end], re.I)
                                                     and re.search(r"\d\s?(?:k?W|瓦|千瓦)(?![A-Za-z])",
                                                                   sentence[max(0, clause_start - 30):clause_end])) or
                                                    # ("整卡功耗约为后者的九成": what the card draws, no energy for a task)
                                                    re.search(r"(?:整卡|单卡|單卡|整机|整機|芯片|板卡|整柜|整櫃)功耗",
                                                              sentence[clause_start:clause_end]) or
                                                    # ("H200 的能耗却下降了大约 50%": what the chip draws, no energy for a task)
                                                    re.search(r"(?:[A-Z]{1,3}\d{2,4}[A-Za-z]?|卡|芯片|GPU)\s*的?\s*(?:能耗|功耗)",
                                                              sentence[clause_start:change.start])):
            # "功耗:350W(比X降低40%)", "TDP 700 W, 30% lower": a power rating, not energy for the same work
            trap = trap or "power rating"
        if metrics and metrics[0][0] in ("price", "cost") and token_pair is None and \
                _PURCHASE_WORDS.search(sentence) and any(
                    m.unit is None and not m.scale_word and m.amount >= 10000 for m in context.money(index)):
            # "a baseboard kit will list at $125,000, roughly two thirds of what comparable systems cost": what
            # hardware sells for, not what inference costs
            trap = trap or "purchase price"
        if metrics and metrics[0][0] in ("price", "cost") and token_pair is None and not trap and \
                re.search(r"\bper[- ](?:GPU|accelerator|chip|card|device)\b(?![- ]?(?:hours?|hr|/\s?h))(?:\s+cost)?|"
                          r"\bper-accelerator\s+cost\b", sentence[max(clause_start, change.start - 30):min(clause_end, change.end + 40)], re.I) \
                and not re.search(r"hour|/\s?hr?\b|每小时|小时|\bserv(?:e|es|ed|ing)\b|\binference\b|\btokens?\b|推理",
                                  sentence[clause_start:clause_end], re.I):
            # "the MI355X is approximately 2.75 times cheaper per GPU than the NVIDIA B300", "priced at approximately
            # half the per-accelerator cost": what the card sells for, no rent or token price
            trap = "purchase price"
        if metrics and metrics[0][0] in ("price", "cost") and token_pair is None and not trap and \
                index not in context.tables and any(m.category == "hardware" for m in context.mentions[index]) and \
                any(m.unit is None and not m.scale_word and m.amount >= 200 and m.currency in ("USD", "EUR", "GBP") and
                    # (the amount right after the card it prices: "Used RTX 3090 24GB ($700-900)")
                    any(h.category == "hardware" and h.end <= offset + m.start and
                        re.fullmatch(r"\s*(?:\d+\s?GB\s*)?(?:[(（]\s*|(?:costs?|sells?\s+for|lists?\s+at|at|for)\s+)?"
                                     r"(?:(?:about|around|roughly|~|just|only)\s*)?(?:US)?",
                                     context.prepared.text[h.end:offset + m.start], re.I)
                        for h in context.mentions[index])
                    for m in context.money(index)) and \
                not any(m.unit is not None for m in context.money(index)):
            # "Used RTX 3090 24GB ($700-900) offers 80% of RTX 4090 performance at less than half the price": a card's
            # shop price, no rent or token price (a sentence pricing per hour or per token would give its unit)
            trap = "purchase price"
        if metrics and metrics[0][0] == "cost" and re.fullmatch(r"节省|節省|savings?|save[sd]?", metrics[0][1], re.I) and \
                _PRICING_PLAN.search(sentence):
            # "预留1年比按需使用节省42%", "reserved saves 40% over on-demand": a saving between price plans is in price
            metrics = [("price", metrics[0][1])] + metrics[1:]
        if token_pair is not None:
            metrics, trap, side = [("price", "token types")], None, "token-pair"
        if not metrics and not trap and re.search(r"(?:官网|官網|官方(?:价格|價格|定价|定價|价|價)?|official\s+(?:price|rate|site))"
                                                  r"\s*(?:的)?\s*$", sentence[max(0, change.start - 12):change.start], re.I):
            # "1 元 1 刀 (官网 7 分之一)": a share of the maker's own list price is a price
            metrics, side = [("price", "官网")], "before"
        if not metrics and not trap and re.search(r"快了?\s*(?:将近|將近|近|约|約|大约|接近|将|將)?\s*$",
                                                  sentence[max(0, change.start - 8):change.start]):
            # "H20 快了将近一倍" with no measure named anywhere near: faster, an unspecified speed
            metrics, side = [("performance", "快")], "before"
        if not metrics and not trap and change.form == "multiple" and \
                (listed := _MULTIPLES_LIST_THEN_SPEEDUP.match(sentence, change.end)) is not None:
            metrics, side = [("performance", listed.group("word"))], "after"
        if not metrics and not trap and change.form == "multiple" and re.search(
                r"\b(?:speed(?:s|ing)?\s+up|accelerat(?:es|ing))\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?by\s+"
                r"(?:up\s+to\s+|about\s+|roughly\s+|nearly\s+|over\s+)?$", sentence[max(0, change.start - 60):change.start], re.I):
            # "speeding up decoding by up to 2.18x": a speed-up of the stage named
            metrics, side = [("performance", "speeding up")], "before"
        if not metrics and not trap and change.form in ("multiple", "percent_change") and (
                # ("上一代 LX-6 为 1,160 tokens/s，提速 60%": a gain in per cent the same way)
                re.search(r"(?:提速|加速)了?\s*(?:约|約|近|达|達|最高|可达|可達)?\s*[~～≈]?\s*$",
                          sentence[max(0, change.start - 8):change.start]) or
                re.match(r"\s*(?:的)?\s*(?:提速|加速(?![器卡]))", sentence[change.end:])):
            # "吞吐从 39.1→101.7 tokens/s，提速约 2.6×", "最高可达～1.8× 加速": a speed-up, in the rate the sentence
            # measures when it states one
            metrics, side = [("throughput" if find_rates(sentence[:change.start]) else "performance", "提速")], "before"
        if not metrics and (not trap or re.fullmatch(r"year[- ](?:earlier|ago)", trap)) and \
                change.form in ("percent_change", "to_share", "multiple") and re.search(
                # ("$0.60 per million …, relative to $2.40 a year ago -- a 75% decline": the time words belong to the
                # price moved from)
                r"(?:\b(?:down|up)\s+from|\bfrom|\brelative\s+to|\bversus|\bvs\.?|\bcompared\s+(?:with|to)|\bagainst|"
                r"降至|降到|下调至|下調至|调整为|調整為|涨至|漲至|上调至|上調至)\s*(?:US)?[$¥€£]?\s?\d[\d.,]*"
                # ("down from $2.00 and $8.00 respectively, a 40% reduction": both sides cut by the same share)
                r"(?:\s*(?:and|/|和|、)\s*(?:US)?[$¥€£]?\s?\d[\d.,]*)?"
                # ("Input: from $1.10 to $0.80, a 27% reduction": the pair the change is the cut between)
                r"(?:\s*(?:to|→|->)\s*(?:US)?[$¥€£]?\s?\d[\d.,]*)?"
                r"\s*(?:元|美元)?(?:[^()（）\d]|(?<=\bQ)\d){0,24}(?:[（(]|(?:[,，]|\s(?:--|—|–))\s*(?=an?\s))\s*"
                # ("…, a fall of about a third": the move's noun before the share)
                r"(?:an?\s+(?:(?:fall|drop|cut|decline|reduction|rise|increase)\s+of\s+)?(?:about\s+|roughly\s+|nearly\s+)?|"
                r"(?:降幅|涨幅|下降|降低|上涨)\s*)?$",
                sentence[max(0, change.start - 80):change.start], re.I) and \
                _money_mentions_before(sentence, change.start) >= 1 and \
                not (_TRAP_MONEY.search(sentence) and not _PRICE_NOUNS.search(sentence)):
            # ("Revenue was $8 million, up from $6 million, a 33% rise": money, but no price)
            # "now costs $0.60 per 1M tokens, down from $0.80 (a 25% reduction)": the change of the prices before it
            metrics, trap, side = [("price", "price change before")], None, "before"
        if not metrics and not trap and _BENCHMARK_RESULT_WORD.search(sentence[:change.start]):
            # "the MI355X result on Llama 2 70B Offline is 2.9 times higher": a benchmark result, in the rate the
            # text around it measures when it states one
            metrics, side = [("throughput" if _measured_speeds_near(context, index, sentence) else "performance",
                              "result")], "before"
        if not metrics and not trap and change.form == "to_share" and SHARE_OF_NAMED.match(sentence, change.end) and \
                (_measured_speeds_near(context, index, sentence) or
                 any(m.category == "hardware" and m.start >= offset + change.end for m in context.mentions[index])):
            # "reached 41,200 tokens/s, 97% of a comparable eight-GPU H200 system", "getting about 85% of Vulkan" under a
            # table of speeds: a share of another named system's result, in the rate measured around it
            metrics, side = [("throughput" if _measured_speeds_near(context, index, sentence) else "performance",
                              "share of a named system")], "after"
        if not metrics and not trap and change.form == "multiple" and _THAT_FIGURE_AFTER.match(sentence, change.end) and \
                _RESULT_IS_BEFORE.search(sentence, max(0, change.start - 40), change.start):
            metrics, side = [("throughput" if _measured_speeds_near(context, index, sentence)
                              or _MLPERF_PAGE.search(context.prepared.text) or _PAGE_RATE_UNIT.search(context.prepared.text)
                              else "performance", "result")], "before"
        if not metrics and not trap and _GAIN_AFTER_TWO_RATES.search(sentence, max(0, change.start - 140), change.start):
            metrics, side = [("throughput", "rates before")], "before"
        if not metrics and not trap and (workload := _ON_BENCHMARK_AFTER.match(sentence, change.end)) is not None:
            # "up to 46 percent more than the previous generation on ResNet50", "gains of up to 5x across MLPerf
            # workloads": a gain on a benchmark's workloads is in what the system does
            metrics, side = [("performance", workload.group("where"))], "after"
        if metrics and metrics[0][0] == "performance" and change.form == "multiple" and index in context.tables and \
                (table := context.tables[index]).row(index) is not None and \
                (cell := table.row(index).cell_at(offset + change.start)) is not None and cell.column > 0 and \
                re.fullmatch(r"\s*(?:[A-Za-z]+\s+)?(?:throughput|吞吐量?)\s*(?:[(（][^()（）]*[)）])?\s*",
                             table.column_label(index, cell.column) or "", re.I):
            # "| | Speedup | Throughput |" over "| LLaMA2 7B | 2.47x | 2.62x |": the second column's gains are in that rate
            metrics = [("throughput", "column")] + metrics[1:]
        if (not metrics and not trap or metrics and metrics[0][0] == "performance") and change.form == "multiple" and \
                index in context.tables and (table := context.tables[index]).row(index) is not None and \
                (cell := table.row(index).cell_at(offset + change.start)) is not None and cell.column > 0 and \
                re.fullmatch(r"\s*(?:\*\*)?\s*[~≈]?\d+(?:\.\d+)?\s?[x×]\s*(?:\*\*)?\s*", cell.text) and \
                any(r.unit in ("tokens/s", "samples/s", "queries/s") for r in find_rates(sentence)):
            # "| Llama 2 70B | Offline | 31,200 tokens/s | 0.94x |" under "vs 8x H200": a multiple in a cell of its own
            # beside the row's measured rate is a multiple of that rate
            metrics, trap, side = [("throughput", "row rate")], None, "column"
        if not metrics and not trap and index in context.tables and change.form in ("to_share", "percent_change") and \
                (table := context.tables[index]).row(index) is not None and \
                (cell := table.row(index).cell_at(offset + change.start)) is not None and cell.column > 0 and \
                re.fullmatch(r"\s*(?:\*\*)?[^|]{1,40}?的\s*\d+(?:\.\d+)?\s*%\s*(?:\*\*)?\s*", cell.text) and \
                re.search(r"价格|價格|定价|定價|price|pricing", table.column_label(index, cell.column) or "", re.I):
            # "| 文心4.5 Turbo | 128K | GPT-4.5的1% |" under "API价格": a share of another model's price
            metrics, side = [("price", "column")], "column"
            if change.form == "percent_change":
                change = replace(change, form="to_share", factor=change.factor / 100,
                                 direction="down" if change.factor < 100 else "up")
        if not metrics and not trap and index in context.tables and change.form == "multiple" and \
                (table := context.tables[index]).row(index) is not None and \
                (cell := table.row(index).cell_at(offset + change.start)) is not None and cell.column > 0 and \
                _RELATIVE_RATE_COLUMN.search(table.column_label(index, cell.column) or ""):
            # "| cache_creation | … | 1.25x |" under "费率(相对于普通 input)", "Rate (relative to base input price)": a
            # billing item's rate as a multiple of the plain input price
            metrics, side = [("price", "column")], "column"
        if not metrics and not trap and change.form == "percent_change" and change.direction is not None and \
                re.search(r"(?:^|[\s(（])[+＋−–-]\s?$", sentence[max(0, change.start - 2):change.start]) and \
                re.match(r"\s*(?:decode|decoding|prefill|generation)\b(?!\s+(?:time|latency|step\s+time))", sentence[change.end:], re.I):
            # "+3.1% decode by eliminating kernel launch overhead": a signed change of a phase's speed, no rate named
            metrics, side = [("performance", "phase")], "after"
        if not metrics and not trap and _is_bullet(context, index) and \
                re.search(r"\S\s*[(（]\s*(?:up\s+to\s+|~\s?|about\s+|roughly\s+)?$", sentence[:change.start], re.I) and \
                re.match(r"\s*(?:improvement|speed-?up|gain|uplift|faster)\s*[)）]", sentence[change.end:], re.I):
            # "* AllReduce + RMSNorm fusion (up to 15% improvement)": a release note's item and the gain it brings, in
            # the speed the item's feature gives
            metrics, side = [("performance", "item gain")], "before"
        if not metrics and not trap and _ITEM_CHANGE_WORD.search(sentence, max(0, change.start - 16), change.end + 16) and \
                (lead := _list_lead_metric(context, index) or _ancestor_metric(context, index)) is not None:
            # "…achieved a total throughput of 8,730 output tokens/second. This represents:" over "- A 25% increase over
            # the approximate-scheduling baseline.": each item of the list is a change in the measure its lead states
            metrics, side = [(lead, "list lead")], "before"
            lead_line = _list_lead_line(context, index) or ""
            if change.direction is None and (_LIST_LEAD_FALL.search(lead_line) or
                                             lead in ("latency", "cost", "price") and re.search(r"improv|speed-?up", lead_line, re.I)):
                # "we show model latency reduction of:" over "1. Up to 5.7x for …": each item's figure a fall
                change = replace(change, direction="down")
        if metrics and metrics[0][0] == "performance" and not trap and change.form == "multiple" and change.factor > 1 and \
                re.match(r"\s*(?:speed-?up|faster)\b", sentence[change.end:], re.I) and index > 0 and \
                _times_across_divide(" ".join(context.sentence(back) for back in range(max(0, index - 2), index)),
                                     sentence[:change.start], change.factor):
            # "A decode step takes 8.4 milliseconds in eager mode. As a CUDA graph it drops to 5.1 milliseconds — a 1.65×
            # speedup": the two times, one each side of the full stop, divide to the multiple; the speed-up is of a time
            metrics = [("latency", _LATENCY_SPEED)]
        if metrics and metrics[0][0] == "performance" and not trap and \
                (caption := _CAPTION_MEASURE.search(_line_before(context, index))) is not None and \
                (re.match(r"\s*(?:faster|slower|quicker|speed-?ups?|lower|higher)\b", sentence[change.end:], re.I) or
                 re.fullmatch(r"speed-?ups?", metrics[0][1], re.I)):
            # "Figure 3: Latency comparison for OPT and BLOOM models. MII-Azure is up to 2.8x faster than baseline.": the
            # caption's measure is the one the figure is faster in
            metrics = [("latency", _LATENCY_SPEED)] if caption.group("measure").lower() in ("latency", "延迟", "时延") \
                else [("throughput", caption.group("measure"))]
        if metrics and not trap and change.form == "multiple" and metrics[0][0] in ("cost", "price") and \
                _counted_tokens_divide(sentence, change.factor):
            # "A single request generating 10,000 tokens costs roughly 100x more than one generating 100 tokens": the
            # multiple is the two counts of tokens divided, a sum worked out, no price or cost compared
            trap = "a ratio of counted tokens"
        if not metrics and not trap and change.form == "multiple" and \
                re.match(r"\s*more\s+(?:output\s+|generated\s+)?tokens\b(?!\s+of\s+context)", sentence[change.end:], re.I) and \
                (verb := re.search(r"\b(?P<verb>deliver|produc|serv|generat|output|push|pump|churn|process)\w*\s+(?:up\s+to\s+|"
                                   r"about\s+|roughly\s+|nearly\s+|over\s+|~\s?)?$",
                                   sentence[max(0, change.start - 40):change.start], re.I)) is not None and \
                (verb.group("verb").lower() != "process" or
                 re.match(r"\s*more\s+tokens\s+than\s", sentence[change.end:], re.I)):
            # "RNGD delivers 3.75x more tokens than comparable GPU racks": more tokens made in the same time, its
            # throughput ("uses 5x more tokens than GPT-4o" counts what a model spends, and is left alone; "processes 3x
            # more tokens" alone may count a longer context)
            metrics, side = [("throughput", "tokens made")], "after"
        previous = (change, metrics) if metrics and not trap else None
        if trap or not metrics:
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        f"trap word {trap!r}" if trap else "no metric"))
            continue
        baseline_match = (_SIMILAR_TO.match(sentence, change.start) or _CHINESE_PARITY.match(sentence, change.start)
                          or _PAIR_PARITY.match(sentence, change.start) or _LEVEL_WITH.match(sentence, change.start)
                          or _OR_BETTER.match(sentence, change.start) or _MATCHES_ON.match(sentence, change.start)
                          or _COMPETITIVE_WITH.match(sentence, change.start) or _METRIC_LEVEL.match(sentence, change.start)
                          or _CHINESE_REACHES.match(sentence, change.start) or _SAME_PRICE_AS.match(sentence, change.start)
                          or _AS_ADJECTIVE_AS.match(sentence, change.start) or _MATCHES_OR_EXCEEDS.match(sentence, change.start)
                          or _MATCHING_SPEED.match(sentence, change.start)
                          or next((m for r in _LOOSE_LEVEL_READERS if (m := r.match(sentence, change.start))
                                   and m.group("baseline")), None)) \
            if change.features.get("written_baseline") else None
        baseline_match = baseline_match or _OUTPERFORMS_BEFORE.search(sentence, max(0, change.start - 90), change.start) or \
            _RAISED_RIVAL_BEFORE.search(sentence, max(0, change.start - 90), change.start) or \
            _BASELINE.search(sentence, change.end) or _chinese_baseline(sentence, change)
        baseline = None
        ranked = _RANKED_BASELINE.match(sentence, change.end)
        above = _ABOVE_BASELINE.match(sentence, change.end)
        if ranked is not None:
            baseline_match = ranked  # "2.4x the next-fastest API": the one ranked behind
        elif above is not None and baseline_match is None or (
                above is not None and baseline_match is not None and baseline_match.start() > above.start()):
            baseline_match = above  # "50%+ above packet.ai on-demand"
        if baseline_match and baseline_match.re is _ABOVE_BASELINE and \
                _UNRESOLVED_AVERAGE.search(baseline_match.group("baseline")):
            baseline_match = None  # "below the industry average": no one thing to compare with
        if baseline_match and baseline_match.start() - change.end < 80:
            baseline = baseline_match.group("baseline").strip()
            if re.search(r"\b(?:based|built)$", baseline, re.I) and (such := re.match(
                    r"\s+on\s+(?:[^,;.()]|\.(?=\d)){0,60}?\bsuch\s+as\s+(?:the\s+)?(?P<name>(?:[^,;.()]|\.(?=\d))+?)"
                    r"(?=\s+(?:and|or|on|in|for)\b|[,;.()]|$)", sentence[baseline_match.end():], re.I)) is not None:
                # "compared to solutions based on traditional accelerators such as NVIDIA H100": the product named
                baseline = such.group("name").strip()
            baseline = re.sub(r"^(?:an?|its|their|our)\s+", "", baseline)
            # "than that of GPT-OSS:120B": the measure of the one named after
            baseline = re.sub(r"^(?:that|those)\s+of\s+(?:the\s+)?", "", baseline, flags=re.I) or baseline
            # ("… is 12% slower than in 1.4", "than on 3.3.2": the version, named as the release it is)
            version = re.fullmatch(r"(?:in|on|with)\s+(v?\d+(?:\.\d+)+)", baseline)
            if version is not None:
                baseline = version.group(1) if version.group(1).startswith("v") else "v" + version.group(1)
            # "from previous rates of $10 and $40": the rates named, not the amounts that follow
            baseline = re.split(r"\s+of\s+(?=[$¥€£]|US\$|\d)", baseline, 1)[0]
            # "than it did with real-time calls": what the subject did before is the way named after the verb
            baseline = re.sub(r"^(?:it|they|we|he|she)\s+(?:did|was|were|had|does|do)\b\s*(?:(?:with|on|under|using|via)\s+)?",
                              "", baseline, flags=re.I)
            # "30% below standard and still real-time": what the option also is, after "and", is no part of the baseline
            baseline = re.split(r"\s+(?:and|but)\s+(?:still|also|yet|remains?|stays?|keeps?)\b", baseline, 1)[0]
            # "over the 12,022 tokens/s per NVIDIA Blackwell GPU": the figure is the baseline's, the chip is named after
            baseline = re.sub(r"^(?:the\s+)?\d[\d,.]*\s*(?:tokens?|tok)(?:/s(?:ec)?|\s+per\s+second)\s+(?:per|on|of|from)\s+",
                              "", baseline, flags=re.I)
            if len(baseline) > 60 or find_money(baseline) or re.fullmatch(r"(?:as\s+much\s+as\s+|up\s+to\s+)?[\d.,%\s]+[x×]?", baseline):
                baseline = None
        baseline_mention = None
        share_of_span: tuple[int, int] | None = None
        upgraded_to: Mention | None = None
        share_named = next((m for m in context.mentions[index] if m.category in ("hardware", "model")
                            and offset + change.end <= m.start <= offset + change.end + 60
                            and _SHARE_BASELINE_GAP.match(context.prepared.text[offset + change.end:m.start])),
                           None) if change.form == "to_share" and shared is None else None
        if share_named is not None and baseline_match is not None and \
                offset + baseline_match.start("baseline") > share_named.start:
            # "85% of the throughput levels seen on the B200, and 2.2 times the throughput of the MI300X": the
            # share is of the product named right after it, not of one compared with further on
            baseline_match, baseline = None, None
        if shared is not None:
            baseline, baseline_mention = shared[1].name, shared[1]
        elif baseline:
            # "Nvidia's B200", "comparable H200 deployments": the product named is the baseline.
            baseline_start = offset + baseline_match.start("baseline")
            baseline_mention = next((m for m in context.mentions[index] if m.category in ("hardware", "model")
                                     and baseline_start <= m.start < baseline_start + len(baseline_match.group("baseline"))),
                                    None)
        if change.features.get("baseline_at") is not None:
            # "… against the B200 … and matched it on throughput": the pronoun's product, named before
            baseline_mention = next((m for m in context.mentions[index] if m.start == change.features["baseline_at"]
                                     and m.category in ("hardware", "model")), None)
            baseline = baseline_mention.surface if baseline_mention is not None else None
        if baseline_mention is None and change.form == "multiple" and shared is None:
            # "2.2x H100 cost", "3x DeepSeek's bill": the product named between the multiple and the metric
            baseline_mention = next((m for m in context.mentions[index] if m.category in ("hardware", "model")
                                     and 0 <= m.start - (offset + change.end) <= 2
                                     and _METRIC_AFTER_NAME.match(context.prepared.text, m.end)), None)
        if baseline_mention is None and change.form == "to_share" and shared is None and \
                not (baseline is not None and change.features.get("written_baseline")):
            # "a third of the cost of the H100", "one-tenth of GPT-5's": the name after the share is the baseline.
            baseline_mention = next((m for m in context.mentions[index] if m.category in ("hardware", "model")
                                     and offset + change.end <= m.start <= offset + change.end + 60
                                     and _SHARE_BASELINE_GAP.match(context.prepared.text[offset + change.end:m.start])),
                                    None)
        if baseline_mention is None and baseline is None and change.form == "to_share" and shared is None and \
                ((of_named := _CHINESE_SHARE_OF.search(sentence, max(0, change.start - 40), change.start)) is not None or
                 (re.match(r"\s*水[平准準]", sentence[change.end:]) and
                  (of_named := _CHINESE_LEVEL_OF.search(sentence, max(0, change.start - 40), change.start)) is not None)):
            # "效能约为辉达2、3年前的A100晶片的80%": the product named before 的 is the one the share is of
            named = [m for m in context.mentions[index] if m.category in ("hardware", "model")
                     and offset + of_named.start("named") <= m.start and m.end <= offset + of_named.end("named")]
            if named:
                baseline_mention, baseline = named[-1], named[-1].name
                # (every name in that phrase is compared with: "只有豆包1.5深度思考模型或DeepSeek R1的三分之一")
                share_of_span = (offset + of_named.start("named"), offset + of_named.end("named"))
        if baseline_mention is None and (baseline is None or baseline_match.re not in (_OUTPERFORMS_BEFORE,
                                                                                      _RAISED_RIVAL_BEFORE)) and \
                not (baseline is not None and change.features.get("written_baseline")):
            # (a level's own written baseline, "about as fast as SGLang on one H100", is kept as written: the chip after
            # "on" is where both ran)
            # a baseline written in the change's own words ("than rival models") outranks a product compared
            # with in another clause ("performs at 90% of Claude …, at an 8x lower cost than rival models")
            own_clause = baseline is not None and clause_start <= baseline_match.start() < clause_end and \
                not re.match(r"outperform", baseline_match.group(0), re.I)  # that one is the "by N" change's
            # ... and then a name compared after the sentence's next change is that change's ("… compared to the
            # first part and delivers 3 times the throughput of the L40S"); with no baseline written, coordinated
            # changes share the one named after them ("1.5 times the compute and twice the throughput of Blackwell")
            next_change = min((c.start for c in changes if c.start >= change.end), default=None) if own_clause else None
            baseline_mention = _compared_mention(context, index, change, clause_only=own_clause, limit=next_change)
            if baseline_mention is not None and own_clause and baseline_match.start() >= change.end and \
                    baseline_mention.end <= offset + change.start:
                # "the throughput of Nemotron-3-Super was roughly 4x slower than that of GPT-OSS:120B": the name the
                # baseline is written with, after the change, outranks the one whose measure heads the clause
                baseline_mention = None
        if baseline_mention is None and baseline is None and \
                (asks := re.match(r"\s*what\s+(?:it|they|\w+)\s+(?:asks?|charges?|bills?|wants?)\s+for\s+"
                                  r"(?:an?\s+|the\s+|its\s+)?", sentence[change.end:], re.I)) is not None:
            # "nearly twice what it asks for an H100": the product whose price it is a multiple of
            baseline_mention = next((m for m in context.mentions[index] if m.category in ("hardware", "model")
                                     and m.start == offset + change.end + asks.end()), None)
        if baseline_mention is None and baseline is None and \
                (against := _AGAINST_FIGURE_BEFORE.search(sentence, max(0, clause_start - 120), change.start)) is not None:
            # "a Gaudi 3 rents for $1.65 an hour against $2.40 for an H100, so the Intel part is 31% cheaper": the
            # other figure's product is what the change is against
            baseline_mention = next((m for m in context.mentions[index] if m.category in ("hardware", "model")
                                     and m.start == offset + against.end()), None)
        if baseline_mention is None and baseline is None and _THAT_FIGURE_AFTER.match(sentence, change.end):
            # "… 8x H100 system scored 52,700 …; this round's B200 result is 2.9x that figure": the chip whose score
            # an earlier clause stated
            baseline_mention = next((m for m in reversed(context.mentions[index]) if m.category == "hardware"
                                     and m.hardware_kind != "family" and m.end <= offset + clause_start), None)
        if baseline_mention is None and baseline is None and shared is None:
            baseline_mention = _lead_in_baseline(context, index) or _upgraded_from(context, index)
            upgrade = _upgrade_pair(context, index)
            if upgrade is not None and baseline_mention is upgrade[0]:
                upgraded_to = upgrade[1]
        if baseline_mention is not None:
            baseline = baseline_mention.name
        elif baseline is None:
            baseline = _standard_baseline(sentence, change, metrics[0][0])
            if baseline is None and metrics[0][0] == "price" and (
                    _DISCOUNT_WORDS.match(sentence[change.start:]) or change.trigger.endswith("折") or
                    _SAVING_BEFORE.search(sentence, max(0, change.start - 30), change.start)):
                baseline = "the standard price"
        if baseline == "the previous price" and (saving := CACHE_SAVING_FROM_TO.search(sentence, 0, change.start)) and \
                change.start - saving.end() < 40 and \
                any(CACHE_HIT_WORDS.search(text) for text in (sentence, context.sentence(index - 1) if index else "")):
            # "… billed at the cache-hit rate. On K2.6 that drops input from $0.95 to $0.16 per million, about 83%
            # off": the cache hit's rate against the full input rate, no change of price
            baseline = "the cache-miss input price"
        if baseline is None and metrics[0][1] == "rates before" and (owner := _BRACKETED_RATE_OWNER.search(
                sentence, max(0, change.start - 140), change.start)) is not None:
            baseline = owner.group("name")
        versus = _STAT_VERSUS.match(label) if label is not None else None
        if versus is not None and baseline is None:
            baseline = versus.group("baseline")
        features["baseline_found"] = baseline is not None
        features["baseline_product"] = baseline_mention is not None
        subject_categories = ("hardware", "model")
        if baseline_mention is not None and any(
                m.category == baseline_mention.category and m is not baseline_mention and m.name != baseline_mention.name
                and not _is_compared(context, index, m) for m in context.mentions[index]):
            # "GB300 NVL72 runs DeepSeek-R1 at 10x lower cost than Hopper": the subject is the same kind of
            # thing as the baseline, not the workload named in between.
            subject_categories = (baseline_mention.category,)
        elif baseline_mention is not None and baseline_mention.category == "hardware":
            # "a 3.1-fold boost over MI325X on Llama 2 70B": compared with a chip, the subject is a chip too.
            subject_categories = ("hardware",)
        elif baseline_mention is not None and baseline_mention.category == "model" and metrics[0][0] in ("price", "cost"):
            # "… $2.00/1M input tokens — the same price as GPT-4.1": priced against a model, the subject is a model
            subject_categories = ("model",)
        # A speed or efficiency comparison is about the hardware named with it; a model named there is the
        # workload it ran ("delivers 500 tokens/s on Llama 3.3 70B, 10x faster than GPUs").
        prefer = ("hardware",) if metrics[0][0] in _HARDWARE_METRICS and subject_categories != ("model",) else None
        # ... but not hardware named before another change of the sentence: that one is its claim's subject.
        prefer_from = offset + max((c.end for c in changes if c.end <= change.start), default=0)
        subject_mention, organization, where = _attribute_mention(context, index, offset + change.start,
                                                                  subject_categories, compared_ok=False,
                                                                  prefer=prefer, prefer_from=prefer_from,
                                                                  own_clause_after=True)
        if (latter := re.search(r"\bthe\s+(?P<which>latter|former)\s+(?:\w+\s+){0,2}$", sentence[clause_start:change.start],
                                re.I)) is not None:
            # "$0.40 … vs $4.80 on Nimbic for Kestrel, so the latter costs 12x as much": the second (or first) of the two
            # products named just before; when they are not both known, no subject rather than another product
            named = []
            # (the sentence before counts only in the same paragraph)
            same_paragraph = index > 0 and "\n\n" not in context.prepared.text[context.prepared.sentences[index - 1][1]:offset]
            for back in (index - 1, index) if same_paragraph else (index,):
                for m in context.mentions[back]:
                    if m.category in ("model", "hardware") and m.start < offset + clause_start + latter.start() and \
                            (not named or named[-1].name != m.name):
                        named.append(m)
            pair = named[-2:] if len(named) >= 2 else None   # (named never holds one name twice in a row)
            subject_mention = (pair[1] if latter.group("which").lower() == "latter" else pair[0]) if pair else None
            where = "sentence" if pair else "the-latter"
            organization = subject_mention.organization if subject_mention is not None else None
            if pair and baseline is None:
                # ("the latter is 2x as expensive": than the former)
                baseline_mention = pair[0] if subject_mention is pair[1] else pair[1]
                baseline = baseline_mention.name
        if (subject_mention is None or where != "sentence") and metrics[0][0] in _HARDWARE_METRICS and (head_company := next((
                m for m in context.mentions[index]
                if m.category == "organization" and m.start == offset + len(sentence) - len(sentence.lstrip()) and
                m.end <= offset + change.start and (subject_mention is None or m.name != subject_mention.organization)
                # (not a speaker: "Google says the chip gives 3X better performance")
                and not _SPEAKER_VERB_AFTER.match(context.prepared.text, m.end)), None)) is not None:
            # "Groq is 10x faster than the H100" after a sentence about the A800, "Groq 比 H100 快 10 倍": the company
            # heading this sentence is what it is about, never a product of another maker borrowed from before
            subject_mention, where = None, "organization-head"
            features["named_head"] = head_company.name
        if upgraded_to is not None and (subject_mention is None or subject_mention.name == baseline_mention.name
                                        or where != "sentence"):
            subject_mention, where = upgraded_to, "sentence"  # "性能翻倍:从 A 到 B": the product moved to
        if subject_mention is not None and subject_mention.hardware_kind == "family" and where == "sentence" and (
                re.search(r"\b(?:built|based)\s+on\s+(?:the\s+|its\s+)?(?:[\w-]+\s+)?$",
                          context.prepared.text[max(offset, subject_mention.start - 30):subject_mention.start], re.I)
                or re.match(r"\s*(?:architecture|generation|family)\b|\s*(?:架构|架構)",
                            context.prepared.text[subject_mention.end:subject_mention.end + 15], re.I)):
            # "The B200 is built on the newer Blackwell architecture, with roughly double the throughput": the
            # product named with its own family is what the sentence is about
            members = [m for m in context.mentions[index] if m.category == "hardware" and m.parent == subject_mention.name
                       and m.hardware_kind != "family" and not _is_compared(context, index, m)]
            if len({m.name for m in members}) == 1:
                subject_mention = members[0]
        if subject_mention is not None and baseline_mention is not None and \
                subject_mention.start == baseline_mention.start:
            # the nearest name is the one compared with ("B200 at $6.20/hr (2.3x H100 cost)"): the product named
            # before it in the sentence, not compared with anything, is the subject
            before_change = [m for m in context.mentions[index] if m.category in subject_categories
                             and m.name != baseline_mention.name and m.end <= offset + change.start
                             and not _is_compared(context, index, m)]
            subject_mention = before_change[-1] if before_change else None
        if subject_mention is not None and where == "sentence" and baseline_match is not None and \
                "baseline" in baseline_match.re.groupindex and baseline_match.group("baseline") and \
                offset + baseline_match.start("baseline") <= subject_mention.start < offset + baseline_match.end("baseline"):
            # "华山似乎接近Blackwell B200": the nearest name is a second name of the one compared with, never the subject
            before_change = [m for m in context.mentions[index] if m.category in subject_categories
                             and m.end <= offset + change.start and not _is_compared(context, index, m)
                             and not offset + baseline_match.start("baseline") <= m.start]
            subject_mention = before_change[-1] if before_change else None
        if subject_mention is not None and share_of_span is not None and \
                share_of_span[0] <= subject_mention.start < share_of_span[1]:
            before_share = [m for m in context.mentions[index] if m.category in subject_categories
                            and m.end <= share_of_span[0] and not _is_compared(context, index, m)]
            subject_mention = before_share[-1] if before_share else None
            where = "sentence"
            if subject_mention is None:
                subject_mention, _, where = _attribute_mention(context, index, share_of_span[0], subject_categories,
                                                               compared_ok=False)
                if subject_mention is not None and subject_mention.start >= share_of_span[0] and where == "sentence":
                    subject_mention = None
        as_written = False
        if subject_mention is not None and baseline_mention is not None and \
                subject_mention.name == baseline_mention.name:
            if _variant_key(subject_mention.surface) != _variant_key(baseline_mention.surface) and \
                    subject_mention.start != baseline_mention.start:
                # "A100 SXM and A100 PCIe": two variants of one registry name; the canonical name would compare the
                # product with itself, so both keep the names as written
                as_written = True
                baseline = baseline_mention.surface
            else:
                subject_mention = None
        if subject_mention is not None and where != "sentence" and baseline and \
                _names_same_family(subject_mention.surface, baseline_mention.surface if baseline_mention else baseline):
            # "是豆包模型价格的150倍" after a sentence about Doubao Pro: the product borrowed from before is the one
            # compared with here, so it cannot be the subject
            subject_mention = None
        own_clause = re.split(r"[,;:，；：]|\band\b|\bbut\b", sentence[clause_start:change.start])[-1]
        if subject_mention is not None and baseline_mention is not None and baseline_mention.category == "hardware" \
                and where == "sentence" and _PRONOUN_SUBJECT.search(own_clause) and not (
                    offset + change.start - len(own_clause) <= subject_mention.start < offset + change.start):
            # "…on the B200, and it delivered 2.2 times the throughput of the MI300X": a pronoun heading the change's
            # own clause is not the product named in the clause before, when the page is about one accelerator
            product = _document_product(context)
            if product is not None and product.name not in (subject_mention.name, baseline_mention.name):
                subject_mention, where = product, "document-product"
        if subject_mention is None and baseline_mention is not None and baseline_mention.category == "hardware" and \
                metrics[0][0] in _HARDWARE_METRICS and not in_table:
            # "It beat it 19% on Interactive", "a 3.1x improvement over the MI325X" with the product left out: a chip
            # compared with a chip on a page about one accelerator is that accelerator
            product = _document_product(context)
            if product is not None and product.name != baseline_mention.name:
                subject_mention, where = product, "document-product"
        if subject_mention is not None and subject_mention.category == "hardware" and where == "sentence" and \
                (baseline_mention is None or baseline_mention.category != "hardware") and \
                _SETTING_BEFORE.search(context.prepared.text[max(offset, subject_mention.start - 40):subject_mention.start]) \
                and (_NAMED_HEAD.match(sentence) is not None or
                     # ("On an MI300X, Kestrel 3.2 now matches vLLM 0.8.4 in throughput": a level with an engine)
                     (baseline_mention is None and change.form == "to_share" and baseline and _engine_named(baseline))):
            # "MInference reaches a 10x speedup in a single A100": the chip the speed-up was measured on is its setting,
            # the engine heading the sentence is what is faster ("TensorRT-LLM on H200 GPUs delivers a 6.7x speedup"
            # with no engine at the head keeps the chip, as the outside labellers read it)
            subject_mention, where = None, "setting"
        if subject_mention is not None and subject_mention.category == "model" and metrics and \
                metrics[0][0] in _HARDWARE_METRICS and (baseline_mention is None or baseline_mention.category != "model") \
                and _is_workload(context.prepared.text, subject_mention):
            # "在DeepSeek-R1-0528模型TP8+DP8部署中，请求吞吐提升6%", "on Llama 3 70B, throughput rose 30%": the model is
            # the workload the speed was measured on, not what became faster
            subject_mention, where = None, "workload"
        if subject_mention is not None and subject_mention.category == "hardware" and where == "sentence" and \
                (own_chip := next((m for m in context.mentions[index] if m.category == "hardware" and
                                   m.start > subject_mention.start and offset + change.end <= m.start <= offset + change.end + 40
                                   and re.fullmatch(r"\s*(?:on|in)\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){0,2}?",
                                                    context.prepared.text[offset + change.end:m.start], re.I)), None)):
            # "by up to 14x on x86-based NVIDIA H100 GPUs and 28x on the NVIDIA GH200 Superchip": the chip named right
            # after a figure is that figure's
            subject_mention = own_chip
        if subject_mention is not None and subject_mention.category == "hardware" and where == "sentence" and \
                (baseline_mention is None or baseline_mention.category != "hardware") and \
                re.search(r"在\s*(?:(?:NVIDIA|Nvidia|AMD|Intel|Google|英伟达|英偉達|华为|華為)\s*)?$",
                          context.prepared.text[max(offset, subject_mention.start - 12):subject_mention.start]) and \
                _ZH_ON_AFTER.match(context.prepared.text[subject_mention.end:subject_mention.end + 12]):
            clause_head = _ZH_CLAUSE_HEAD.match(re.split(r"[,;:，；：]", sentence[:change.start])[-1])
            if clause_head is not None and (baseline is None or clause_head.group("name") not in baseline):
                # "在 Jetson AGX Orin 平台上，相较于 Qwen3-8B，MiniCPM4 实现了约 7 倍的生成速度提升": the chip is where it
                # was measured, the name heading the change's own clause is what became faster
                subject_mention, as_written, where = None, False, "named-head"
                features["named_head"] = clause_head.group("name")
                organization = None
            elif baseline_mention is not None and baseline_mention.category == "model":
                # "在 NVIDIA A6000D 上…，推理速度达到 Qwen3-8B 的 3.5 倍": a model is compared with, the chip is only where
                # it ran; the model that is faster goes unnamed
                subject_mention, where = None, "setting"
                organization = None
        # ("上线后，FlowServe 比原来的系统多处理 80% 的请求": the head of the change's own clause)
        head = _NAMED_HEAD.match(sentence) or _ZH_NAMED_HEAD.match(sentence) or _ZH_NAMED_HEAD.match(
            sentence, max(sentence.rfind(mark, 0, change.start) + 1 for mark in "，,；;"))
        if head is not None and (subject_mention is None or where != "sentence") and head.end("name") <= change.start \
                and (where == "setting" or not any(
                    offset <= m.start < offset + change.start and m.category in ("model", "hardware", "organization")
                    for m in context.mentions[index])) and \
                (baseline_mention is None or baseline_mention.surface != head.group("name")) and \
                (baseline is None or head.group("name") not in baseline):
            # the sentence's own head, an engine or method the registry lacks, rather than a product borrowed from
            # the sentences before
            subject_mention, as_written, where = None, False, "named-head"
            features["named_head"] = head.group("name")
            organization = None   # (the maker of a product named before is not the engine's)
        if subject_mention is None and "named_head" not in features and not in_table and \
                (item := _FEATURE_ITEM.match(sentence)) is not None and change.start - item.end() <= 12 and \
                not any(regex.search(item.group("label")) for _, regex in _METRICS) and \
                not _TRAP_METRIC.search(item.group("label")) and not _GENERIC_ITEM_LABEL.search(item.group("label")):
            # "- Data parallelism attention for DeepSeek models: up to 1.9x decoding throughput improvement": the
            # feature the list item names is what made the gain (one item's gain is not the next one's restated)
            features["named_head"] = item.group("label").strip()
            organization, where = None, "sentence"
        subject = (subject_mention.surface if as_written else subject_mention.name) if subject_mention else \
            features.get("named_head")
        if baseline_mention is not None and organization and organization == baseline_mention.organization and \
                (subject_mention is None or (subject_mention.organization or organization) != organization):
            # "昇腾910B直逼英伟达的A100": the maker named with the baseline is the rival's, not the claim's
            organization = subject_mention.organization if subject_mention is not None else None
        if subject_mention is not None and not as_written and where in ("sentence", "neighbour", "title") and \
                (pair := _coordinated_subject(context, subject_mention, baseline_mention)) is not None:
            subject = pair
        if (maker_part := _MAKER_PART.search(sentence, max(clause_start, change.start - 60), change.start)) is not None:
            # "the AMD part took 25% longer", "the Intel part is 31% cheaper": the maker's product named just before
            maker = maker_part.group("maker").lower()
            made = [m for back in range(max(0, index - 2), index + 1) for m in context.mentions[back]
                    if m.category == "hardware" and (m.organization or "").lower() == maker
                    and (back < index or m.start < offset + maker_part.start())]
            if len({m.name for m in made}) == 1 and (baseline_mention is None or made[-1].name != baseline_mention.name):
                subject_mention, subject, where, organization = made[-1], made[-1].name, "sentence", made[-1].organization
        if metrics[0][0] in _HARDWARE_METRICS and (subject_mention is None or subject_mention.category == "model"):
            # "Groq is 18x faster than the median": the provider that is the clause's subject, not the model it served
            head = next((m for m in context.mentions[index] if m.category == "organization" and
                         (_ORGANIZATION_SUBJECT.fullmatch(context.prepared.text[m.end:offset + change.start]) or
                          _ORGANIZATION_CLAUSE_SUBJECT.match(context.prepared.text, m.end, offset + change.start))
                         and (re.search(r"(?:^|[,;:—–]\s*)$", context.prepared.text[offset:m.start])
                              or _ORGANIZATION_SUBJECT.fullmatch(context.prepared.text[m.end:offset + change.start]))),
                        None)
            if head is not None:
                subject, where = head.name, "organization"
        if change.features.get("written_subject"):
            subject, where, organization = change.features["written_subject"], "sentence", None  # "SGLang and vLLM …"
        if versus is not None:
            subject, where = versus.group("subject"), "caption"
        if features.get("versus_pair"):
            subject, baseline = features["versus_pair"]   # "vLLM 82ms vs SGLang 65ms": the second against the first
            where = "versus-pair"
            features["baseline_found"] = True
        if extremes is not None:
            subject, baseline, where = extremes[1], extremes[2], "gap"
        if in_table and any(_TARGET_COLUMN.search(str(in_table.get(key) or "")) for key in ("subject", "baseline")):
            # "| 指标 | 当前值 | 目标值 | 提升倍数 |" over "| TTFT | ~500ms | ≤200ms | 2.5x |": a gain aimed at, not measured
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a target, not a measured change"))
            continue
        if in_table:
            # A column of multiples: each row is compared with the column's or the reference row's subject.
            subject, baseline, where = in_table["subject"], in_table["baseline"], "table-row"
            features["baseline_found"] = True
            if in_table.get("direction") and change.direction is None:
                # ("How many times slower … vs X" over a column of bare multiples: each one a slowdown)
                change = replace(change, direction=in_table["direction"])
                features["caption_slower"] = True
            if in_table.get("speedup_row"):
                organization = None   # the engines of the rows above, not the maker of the chip in a column header
        if column_change is not None:
            # A price table's change column: the row's model or offer against the previous price or the marked row
            subject, baseline, where = column_change["subject"], column_change["baseline"], "table-row"
            features["baseline_found"] = baseline is not None
            if column_change.get("from_columns"):
                organization = None   # (the row names a token type; the makers are the columns')
        if measure_change is not None:
            subject, baseline, where = measure_change["subject"], measure_change["baseline"], "table-row"
            features["baseline_found"] = baseline is not None
            organization = None   # an engine or a version the table names, not the maker of a chip in its header
        if token_pair is not None:
            subject, baseline, where = token_pair[0], token_pair[1], "token-types"
            features["baseline_found"] = True
            table = context.tables.get(index)
            row = table.row(index) if table is not None else None
            if row is not None and row.cells and not row.cells[0].empty:
                # each row's multiple is its own model's ("GPT-4o | … | 4×", "Gemini 2.0 Flash | … | 4×")
                features["line_label"] = " ".join(row.cells[0].text.lower().split())
        if token_pair is None and not in_table and column_change is None and measure_change is None and \
                versus is None and extremes is None and not features.get("versus_pair") and \
                baseline_mention is None and \
                any(metric == "price" or (metric == "cost" and baseline and _BILLED_BASELINE.search(baseline))
                    for metric, _ in metrics) and \
                (option := billing_option(context, index, sentence, offset, change)) is not None:
            subject, where = option, "billing-option"
        if change.form == "multiple" and change.factor == 1 and \
                re.search(r"[一1]\s*倍", sentence[change.start:change.end]) and re.search(
                r"(?:快|提升|提高|增加|增长|增長|高出|多出|多)了?\s*(?:将近|將近|近|约|約|大约|接近|超过|超過)?\s*$",
                sentence[max(0, change.start - 8):change.start] +
                re.sub(r"[一1]\s*倍.*", "", sentence[change.start:change.end])) or \
                change.form == "multiple" and change.factor == 1 and \
                re.search(r"[一1]\s*倍", sentence[change.start:change.end]) and re.match(
                r"\s*多?的\s*(?:[\u4e00-\u9fff]{0,4})(?:提升|提高|增长|增長|增幅|加速)",
                sentence[change.end:change.end + 12]):
            # "有一倍多的性能提升": a rise of a whole again, the same as "提升了一倍"
            # "H20 快了将近一倍", "吞吐提升了一倍": a whole again, twice the other's
            change = replace(change, factor=Decimal(2), direction="up")
        row_label = None
        if in_table and (table := context.tables.get(index)) is not None and (row := table.row(index)) is not None \
                and row.cells and not row.cells[0].empty:
            row_label = row.cells[0].text
        if change.form == "multiple" and change.factor == 1 and (not baseline or (
                # "| vLLM 0.9.1 (baseline) | 1,042 | 310 | 1.00x |": the row the column is relative to
                row_label is not None and _BASELINE_ROW_LABEL.search(row_label)) or (
                in_table and "subject_named" in in_table and not in_table["subject_named"]) or (
                # "| NVIDIA B300 | … | 1.00x |" in a column "Perf per dollar vs B300": the row the column is against
                row_label is not None and isinstance(baseline, str) and
                re.search(r"(?<![\w.])" + re.escape(baseline.split()[-1]) + r"(?![\w.])", row_label, re.I))):
            # (also "Regular uncached token | 1.00×" in a column "Cost (relative to base input price)": the row the
            # column is relative to, no product level with it)
            # "输入便宜(1×)", a "1×" cell: the reference point of a list of multiples, compared with nothing
            candidates.append(Candidate("comparison", index, span, {}, "comparison", 0.0, features,
                                        "a reference multiple"))
            continue
        features["subject_from"] = where
        features["sentence_options"] = sorted(option_families(sentence))
        effective_from, effective_until = effective_dates(sentence, context.published)
        for metric, keyword in metrics:
            natural_metric = metric
            lower_is_better = metric in ("latency", "price", "cost")
            if metric == "energy":
                # Less energy for the same work is more performance per watt.
                natural_metric, lower_is_better = "perf_per_watt", False
                if change.form == "multiple" and change.direction == "down":
                    ratio = change.factor
                elif change.form == "percent_change" and change.direction == "down" and change.factor < 100:
                    ratio = 1 / (1 - change.factor / 100)
                elif change.form == "to_share":
                    ratio = 1 / change.factor
                else:
                    ratio = None
            elif keyword in (_PAIRED_FASTER, _PAIRED_CHEAPER):
                ratio = change.factor if keyword == _PAIRED_FASTER else 1 / change.factor
            else:
                ratio = ratio_for(change, lower_is_better)
                if ratio is None and lower_is_better and change.form == "percent_change" and change.direction == "down" \
                        and change.factor > 100 and (re.search(r"低\s*$|\b(?:lower|cheaper)\s+by\s*$",
                                                               sentence[max(0, change.start - 12):change.start], re.I) or
                                                     re.match(r"\s*(?:cheaper|lower|less\s+expensive)\b",
                                                              sentence[change.end:], re.I)):
                    # "每 token 成本低 113%": the baseline's is (1 + 113%) times the subject's, as two outside sets read it
                    ratio = Decimal(1) / (1 + change.factor / 100)
                if lower_is_better and change.form == "percent_change" and change.direction == "up" and \
                        change.factor < 100 and (verb := _VERB_METRIC_BY.search(sentence[max(0, change.start - 90):change.start])) \
                        and re.match(r"improv", verb.group(0), re.I) and _METRICS_BY_NAME[metric].search(verb.group("metric")):
                    # "improves time-to-first-token (TTFT) latency by up to 96%": a latency improved is a latency cut
                    ratio = 1 - change.factor / 100
                if lower_is_better and ratio is not None and change.form == "multiple" and change.direction == "up" \
                        and change.factor > 1 and _improved_near(sentence, change):
                    ratio = 1 / change.factor  # "2.4倍的延迟改善", "3x better latency": the latency fell N-fold
                if lower_is_better and ratio is not None and ratio > 1 and change.form == "multiple" and \
                        metric == "latency" and (won := _BETTER_BY_BEFORE.search(sentence[max(0, change.start - 110):change.start])) \
                        and not re.search(r"\b(?:slower|worse|higher|longer|increas\w*|more)\b", won.group(0), re.I) \
                        and not re.match(r"\s*(?:worse|slower|higher|longer|more)\b", sentence[change.end:], re.I):
                    # (not "… and TTFT is 1.6x worse": the figure's own word says the latency grew)
                    # "outperforms a round-robin scheduler in TTFT by up to 6.4x and 12.1x": a latency beaten N-fold is
                    # 1/N of the other's
                    ratio = 1 / change.factor
                if metric == "latency" and change.form == "multiple" and change.factor > 1 and \
                        (pair := _two_times_before(sentence, change)) is not None and \
                        abs(pair[0] / pair[1] - 1 / change.factor) <= Decimal("0.05") / change.factor:
                    # "Median TTFT 31.98ms 100.48ms 3.14倍": the multiple is how many times the second time the
                    # first one's is shorter (the figures agree), so the first's latency is 1/3.14 of the second's
                    ratio = 1 / change.factor
                if lower_is_better and ratio is not None and change.form == "percent_change" and \
                        change.direction == "up" and change.factor < 100 and _improved_near(sentence, change) and \
                        not re.search(r"faster|quicker|speed", sentence[max(0, change.start - 20):change.end + 30], re.I):
                    # "latency dropped from 450 ms to 120 ms, a 73% improvement": the latency fell by that share
                    ratio = 1 - change.factor / 100
                if ratio is None and change.form == "percent_change" and change.direction is None and \
                        re.match(r"\s*的\s*\S{0,4}?(?:速度|性能|吞吐量?)", sentence[change.end:]) and \
                        re.search(r"(?:提供|获得|獲得|达到|達到|实现|實現)了?\s*(?:约|約|近|高达|高達)?\s*$",
                                  sentence[max(0, change.start - 10):change.start]):
                    ratio = change.factor / 100   # "提供了 117% 的训练速度": the speed is 117% of the other's
                if ratio is None and change.form == "multiple" and change.factor > 1 and \
                        re.match(r"\s*slow-?down\b", sentence[change.end:], re.I):
                    ratio = 1 / change.factor   # "a 1.4x slowdown": the speed falls to 1/1.4
                if ratio in (None, change.factor) and change.form == "multiple" and change.factor > 1 and \
                        re.match(r"\s*as\s+slow\s+as\b", sentence[change.end:], re.I):
                    ratio = 1 / change.factor   # "about twice as slow as OpenAI's": half the other's speed
                if ratio in (None, change.factor) and change.form == "multiple" and change.factor > 1 and \
                        (re.match(r"\s*(?:a|per|every)\s+year\b|\s*annually\b", sentence[change.end:], re.I) or
                         not re.search(r"\bat\s+(?:about\s+|roughly\s+|around\s+|nearly\s+|almost\s+|over\s+|more\s+than\s+|"
                                       r"up\s+to\s+)?$", sentence[max(0, change.start - 30):change.start], re.I)) and \
                        re.search(r"\b(?:cheaper|less\s+expensive|lower|smaller|slower|shorter)\s+(?:than\s+[^.;,]{1,40}?\s+)?(?:by|at)\s+"
                                  r"(?:about\s+|roughly\s+|around\s+|nearly\s+|almost\s+|over\s+|more\s+than\s+|up\s+to\s+)?$",
                                  sentence[max(0, change.start - 50):change.start], re.I):
                    # "the API … is cheaper by 5x": a fifth of the other's cost ("became cheaper at roughly 9 times a
                    # year": the yearly fall, a ninth)
                    ratio = 1 / change.factor
                if ratio is None and change.form == "multiple" and change.direction == "down" and \
                        (features.get("caption_slower") or
                         re.match(r"\s*(?:slower|less\s+(?:throughput|performance)|lower)\b", sentence[change.end:], re.I) or
                         # "GPU推理速度相比于llama.cpp慢了一倍": half the other's speed
                         re.search(r"慢(?:了|出)?\s?(?:约|近|达)?\s?$", sentence[max(0, change.start - 6):change.start])):
                    # "2.6x slower than H100", "two times lower compared to X" (its performance): 1/2.6 of it
                    ratio = 1 / change.factor
                if ratio is not None and change.form == "multiple" and change.direction == "down" and \
                        change.factor < 1 and ratio > 1 and not features.get("caption_slower"):
                    # (a table of slowdowns, "How many times slower …", holds 0.95x as a speed 1/0.95 of the other's)
                    # "| 1478.1 | 0.79x slower |": a fraction already is the share of the other's; turned over it
                    # would make the slower one faster
                    ratio = change.factor
            if keyword == _LATENCY_SPEED and change.form in ("multiple", "percent_change"):
                # a time said to be faster or slower ("TTFT in 2.0 is 12% slower", "12% faster on time to first token",
                # "latencies 3.65x faster"): faster is a shorter time, slower a longer one
                slower = re.match(r"\s*(?:slower|higher|longer)\b", sentence[change.end:], re.I) is not None or \
                    re.search(r"慢(?:了|出)?\s?(?:约|近|达)?\s?$", sentence[max(0, change.start - 6):change.start]) is not None
                if change.form == "multiple" and change.factor > 1:
                    ratio = change.factor if slower else 1 / change.factor
                elif change.form == "percent_change" and 0 < change.factor < 100:
                    ratio = 1 + change.factor / 100 if slower else 1 - change.factor / 100
            if natural_metric == "latency" and change.form == "multiple" and change.factor > 1 and keyword == "times after":
                # "Tokyo was 2x slower than Ireland (3.08s vs 1.61s)": its time twice the other's; "2x faster" half
                ratio = change.factor if re.match(r"\s*slower\b", sentence[change.end:], re.I) else 1 / change.factor
            candidate = Candidate("comparison", index, span, {}, f"comparison:{change.form}", 0.0,
                                  dict(features, metric=natural_metric))
            candidates.append(candidate)
            if ratio is None or ratio <= 0:
                candidate.rejection = "direction unknown"
                continue
            if change.form == "percent_change" and change.direction == "up" and natural_metric in ("price", "cost"):
                # "prices up 20%" is a real change, but "50% more" next to price words is usually a discount.
                pass
            if keyword == "amounts before":
                # "quoted GB300 capacity at $5.10 per GPU-hour versus $4.20 for GB200, about 21% more": the product of the
                # first amount against the product of the second, in the order the sentence names them
                named = []
                for mention in sorted(context.mentions[index], key=lambda m: m.start):
                    if mention.category in ("hardware", "model") and mention.start < offset + change.start and \
                            mention.name not in named:
                        named.append(mention.name)
                if len(named) == 2:
                    subject, baseline, organization = named[0], named[1], None
            if subject and baseline and _same_name(subject, baseline):
                # "2.2x the performance per watt of an H100 PCIe" with the H100 also taken as the subject: a thing
                # is never compared with itself, so the subject is unknown rather than the baseline
                subject = organization = None
            if subject and isinstance(baseline, str) and (registry := _hardware_registry()) is not None and \
                    registry.belongs_to(subject, baseline) and not (
                        # (not "Blackwell Ultra … a 27% speed-up over the 12,022 tokens/s per Blackwell GPU": a
                        # generation compared in words with the one before it)
                        subject_mention is not None and subject_mention.hardware_kind == "family" and
                        baseline_mention is not None and baseline_match is not None and
                        baseline_match.re is _BASELINE and
                        offset + baseline_match.start("baseline") <= baseline_mention.start < offset + baseline_match.end("baseline")):
                # "B200 rents to fall another 15% … as Blackwell supply loosens": a chip's own architecture named in
                # passing is nothing it is compared with
                baseline = None
            if natural_metric == "cost" and subject_mention is not None and subject_mention.category == "model" and \
                    baseline is None and (what := _WHAT_NAMED_DOES.match(sentence, change.end)) is not None and \
                    (rival := next((m for m in context.mentions[index] if m.category == "model" and
                                    offset + what.start("name") <= m.start < offset + what.end("name")), None)) is not None \
                    and _TOKEN_SIDE_SCOPE.search(sentence[:change.start]):
                # "On output, Sonnet 4.5 costs 1.5x what GPT-5 does": one model's list price against another's
                natural_metric, baseline = "price", rival.name
            if natural_metric == "cost" and isinstance(baseline, str) and _BILLED_BASELINE.search(baseline):
                # "writing to cache costs more than uncached input (1.25×)": a billing item against a token type's
                # price or a tier's rates is a price comparison (CONVENTIONS.md)
                natural_metric = "price"
            if isinstance(baseline, str):
                # "比3090Ti" → "3090Ti": the comparing word is no part of the name; "达3.2 tokens/Joule" is a value
                baseline = re.sub(r"^(?:比|较|較|于|於)\s*", "", baseline) or None
                if baseline and re.match(r"(?:达|達|为|為|是)\s*[\d.]", baseline):
                    baseline = None
                if baseline and re.fullmatch(r"(?:double|twice|triple|half|doubled|tripled|halved)", baseline, re.I):
                    baseline = None   # "quicker but costs more than double": the next figure's words, nothing compared
                if baseline and re.fullmatch(r"[\w.-]+\d[\w.-]*['’]s", baseline):
                    baseline = baseline[:-2]   # "a fifth below Sable-1's": the model's own (price), named
                if baseline and (mark := re.fullmatch(r"((?:the\s+)?(?:baseline|default|original|previous|reference|"
                                                      r"standard|vanilla|eager\s+mode))[¹²³⁴⁵⁶⁷⁸⁹\d]", baseline, re.I)):
                    baseline = mark.group(1)   # "vs. baseline3": a footnote's mark glued to the word
                if baseline and re.fullmatch(r"(?:the\s+)?(?:past\s+|last\s+|previous\s+|next\s+)?(?:\d+|a|one|two|three|four|"
                                             r"five|six|seven|eight|nine|ten|eleven|twelve|eighteen|several|a\s+few)\s+"
                                             r"(?:days?|weeks?|months?|years?|quarters?)", baseline, re.I):
                    baseline = None   # "a 9% gain … over six months": the span of time it took, nothing compared
            if natural_metric == "performance" and baseline_match is not None and \
                    baseline_match.re is _BASELINE and re.search(r"\btok(?:en)?s?\s*(?:/\s*s(?:ec)?|per\s+second)\b",
                                                                   baseline_match.group("baseline"), re.I):
                natural_metric = "throughput"   # "a 27% performance speed up over the 12,022 tokens/s per …": a rate
            candidate.fields = {
                "ratio": _clean_decimal(_ratio_places(Decimal(ratio))), "metric": natural_metric,
                "baseline": baseline, "hedge": _hedge(sentence, change), "subject": subject, "organization": organization,
                "effective_from": effective_from, "effective_until": effective_until,
            }
            confidence = 0.8 if side == "after" else 0.7
            if change.form == "percent_change":
                confidence -= 0.05
            if baseline:
                confidence += 0.05
            candidate.confidence = round(confidence, 2)
    _share_out_listed_rivals(candidates)
    return candidates


def _share_out_listed_rivals(candidates: list[Candidate]) -> None:
    """"outperforms A, B, and C by 8.9×, 2.6×, and 1.9×": a list of rivals read as the first multiple's baseline, with
    as many multiples after it and no baseline of their own, gives each multiple its rival, in order."""
    accepted = [c for c in candidates if c.accepted and c.fields.get("ratio") is not None]
    for place, first in enumerate(accepted):
        rivals = re.split(r",\s+(?:and\s+)?|\s+and\s+", first.fields.get("baseline") or "")
        following = accepted[place + 1:place + len(rivals)]
        if len(rivals) < 2 or len(following) != len(rivals) - 1 or any(
                c.fields.get("baseline") or c.fields.get("metric") != first.fields.get("metric") for c in following):
            continue
        for candidate, rival in zip([first, *following], rivals):
            candidate.fields["baseline"] = rival.strip()
            candidate.fields["subject"] = candidate.fields.get("subject") or first.fields.get("subject")
