"""Words that make a number something other than a claim: funding and subscriptions, ranges, bounds,
hypothetical prices, estimates, negations, metrics that are not inference economics, requirements."""

from __future__ import annotations

import re

from extractors.numbers import ZH_TOKEN_WORD


# (English words whole: "fundamentally", "ideal", "Stockholm" hold no trap)
_TRAP_MONEY = re.compile(
    r"\b(?:fund(?:ing|ed|s)?|invest(?:ments?|ed|s|ing|ors?)?|shareholders?|valuation|valued|revenues?|sales|earnings|profits?|income|capex|"
    r"spend(?:ing|s)?|stocks?|acquisitions?|acquir(?:e|ed|es)|deals?|contracts?|budgets?|salar(?:y|ies)|subscriptions?|"
    r"monthly|annual(?:ly)?|seats?)\b|"
    r"\brais(?:e|ed|es|ing)\b(?!\s+(?:\w+\s+){0,3}?(?:prices?|rates?|fees?|pricing))|"
    r"capital\s+expenditure|market\s+(?:cap|value|share)|shares?\s+(?:rose|fell)|per\s+month|/\s?mo(?:nth)?\b|"
    r"per\s+year|a\s+year(?!\s+(?:ago|earlier|before))|/\s?yr|(?<!same\s)\bplan\b|"
    # ("Early bird: €490 (30% off the standard €700 pass)": a conference ticket)
    r"\bearly[- ]bird\b|\btickets?\b|\badmission\b|\bregistration\s+fees?\b|"
    r"\b(?:conference|student|day|standard|full|vip|expo)\s+pass(?:es)?\b|门票|融资|估值|营收|收入|投资|市值|股价|订阅|每月|月费",
    re.I,
)


_RANGE_GAP = re.compile(r"^\s*(?:-|–|—|to|and|至|到|~|～)\s*$", re.I)
_RANGE_BEFORE = re.compile(r"\b(?:between|rang(?:e|es|ing)\s+from|range\s+of|var(?:y|ies|ying)\s+from|anywhere\s+from|"
                           r"(?:start|starting|run|running)\s+from|from\s+as\s+little\s+as|from|"
                           # "lands somewhere around $4 to $6 an hour": an approximate span (not "fell from about $2 to $1")
                           r"(?<!from\s)(?<!to\s)(?<!at\s)(?:somewhere\s+)?(?:around|roughly|approximately))\s*$", re.I)
# "went from $1.68 to $0.42", "cut ... from X to Y": a change, whose first amount is the superseded price.
_CHANGE_VERB_BEFORE = re.compile(
    r"\b(?:cut|cuts|cutting|slash\w*|lower\w*|reduc\w*|drop\w*|fell|fall\w*|went|goes|go|gone|mov\w*|rais\w*|"
    r"increas\w*|decreas\w*|chang\w*|trim\w*|halv\w*|doubl\w*|tripl\w*|quadrupl\w*|soar\w*|surg\w*|spik\w*|climb\w*|ris\w*|rose|jump\w*|adjust\w*|"
    r"revis\w*|down|up|slid\w*|shr[iau]nk\w*|tumbl\w*|plung\w*|mark\w*\s+down|is\s+now|are\s+now)\b"
    r"(?:[^.;$€£¥]|(?<=\d)\.(?=\d)){0,60}$",
    re.I)


def _is_range_start(before: str) -> bool:
    """Whether an amount right after ``before`` opens a range ("between $1 and $2", "prices range from $0.50")
    rather than a change ("went from $1.68 to $0.42")."""
    match = _RANGE_BEFORE.search(before)
    if match is None:
        return False
    if match.group(0).strip().lower() != "from":
        return True
    return not (_CHANGE_VERB_BEFORE.search(before[:match.start()]) or _CHANGED_TO_BEFORE.search(before[:match.start()]))


# "drops to $3.79 per GPU-hour from $4.49", "fell to ¥2 from ¥8": the new amount first, then the superseded one.
_CHANGED_TO_BEFORE = re.compile(r"\b(?:cut|slash\w*|lower\w*|reduc\w*|drop\w*|fell|fall\w*|went|goes|mov\w*|rais\w*|"
                                r"increas\w*|decreas\w*|trim\w*|climb\w*|ris\w*|rose|jump\w*|slid\w*|tumbl\w*|plung\w*)"
                                # ("cut its on-demand H100 rate to $1.89 … from $2.29": what was cut named in between)
                                r"(?:\s+(?!to\b)[\w-]+){0,5}?"
                                r"\s+to\s+(?:US|NT|HK)?[$€£¥]\s?\d[\d.,]*[^.;$€£¥]{0,40}$", re.I)


# The words of a ceiling a buyer sets ("must not exceed", "no more than", "报价不得超过")
CEILING_WORDS = (r"(?:\b(?:not\s+(?:to\s+)?exceed|not\s+exceeding|no\s+more\s+than|"
                 r"no\s+higher\s+than|at\s+most)|"
                 r"不得超过|不得高于|不能超过|不超过)")
# "well under $1 per million", "below $0.10": a bound on a price, not a price.
# "Maximum admissible price: EUR 2.00 per million output tokens": the highest price a buyer will take
MAXIMUM_PRICE_BEFORE = re.compile(r"\bmaximum\s+(?:admissible\s+|allowed\s+|permitted\s+|acceptable\s+)?(?:unit\s+)?"
                                  # ("the maximum admissible price was $2.20 per GPU-hour")
                                  # ("The maximum admissible price for dedicated GPU capacity is $2.20 per GPU-hour")
                                  r"(?:price|rate|bid)s?(?:\s+for\s+[^.;:$€£¥]{1,40}?)?(?:\s*[:：]|\s+(?:was|is|of|will\s+be|shall\s+be|set\s+at))\s*"
                                  r"(?:[A-Z]{3})?\s*$|"
                                  # "本项目最高限价为每卡每小时 6 元": a tender's ceiling, its unit between
                                  r"(?:最高限价|最高限價|最高投标限价|控制价|控制價)(?:为|為|是)?[^，。；;\d]{0,14}$", re.I)
# ("**<$1.65/hr** = expected loss", ">$2.85/hr to beat …": an inequality sign before the amount)
_BOUND_BEFORE = re.compile(r"(?:\b(?:under|below|less\s+than|not\s+more\s+than|cheaper\s+than|sub-?)|(?<![<>=-])[<>≤≥](?!=)\s*~?\s*(?:US)?(?=$)|"
                           + CEILING_WORDS +
                           r"|不到|低于|不高于|以下)\s*"
                           # "已低于每百万 tokens 1 元": the unit may stand between the bound word and the amount
                           r"(?:每\s*(?:百万|千|万)\s*(?:个\s*)?(?:tokens?|" + ZH_TOKEN_WORD + r")\s*(?:输入|输出|輸入|輸出)?\s*|"
                           # "不得超过每卡每小时 9 元": a ceiling on an hourly rate
                           r"每\s*(?:张|块)?\s*(?:卡|GPU|芯片)\s*每?\s*(?:小时|时)\s*)?$", re.I)
# "合计输入费用 0.9 元", "a total of $4.20": a sum worked out from a price, not a price.
_TOTAL_BEFORE = re.compile(r"(?:合计|总计|共计|\bin\s+total|\ba\s+total\s+of|\btotal\s+(?:\w+\s+)?(?:cost|bill|spend|charge)s?"
                           r"(?:\s+(?:of|is|was|comes\s+to))?)[^.;。；\d$¥€£]{0,12}$", re.I)
# "if it fell to $0.10", "were it priced at $1": a price imagined, not offered.
# ("GPT-5.5 Pro, if you need it for complex reasoning, pushes to $30": a condition of use closed by its comma, the
# price stated)
# ("If GPU A costs $2.49/hr and GPU B costs $1.89/hr": a decimal point ends no clause)
_HYPOTHETICAL_BEFORE = re.compile(r"(?:\bif\b(?:[^.;,]|(?<=\d)[.,](?=\d)){0,45}?|(?:\bwere\s+(?:it|they|the\s+\w+)\b|\bsuppose\b|\bimagine\b|"
                                  r"假如|如果|假设|(?<![主只需重])要是|若是|倘若|万一)[^.;。；]{0,45}?)(?:\bto|\bat|\bfor|\bwas|\bwere|\bbe|\bcost|\bcosts|\bhit|\breach|为|到|至)"
                                  r"(?:\s*每\s?(?:百万|千|万|1M|1K)\s?(?:个\s?)?(?:tokens?|" + ZH_TOKEN_WORD + r")?"
                                  # ("如果价格降到每小时 9 元": an hour's rate the same way)
                                  r"|\s*(?:每|一)\s?(?:个\s?)?(?:小时|小時))?"
                                  # ("如果哪天降到输入 1 元": the side priced between the verb and the amount)
                                  r"(?:\s*(?:输入|输出|輸入|輸出|input|output)\s*[:：]?)?\s*$"
                                  # "假如每百万 tokens 1 块钱": the unit right after the supposition, then the amount
                                  r"|(?:假如|如果|假设|(?<![主只需重])要是|若是|倘若)\s*每\s?(?:百万|千|万|1M|1K)\s?(?:个\s?)?(?:tokens?|"
                                  + ZH_TOKEN_WORD + r")\s*(?:只要|只需|仅需|仅|才|要)?\s*$", re.I)
# "按量计费(如每千token 0.1元)", "(e.g. $0.10 per million)": an amount given as an example of a kind of pricing, named
# for no model or offer
_EXAMPLE_BEFORE = re.compile(r"(?:[（(]\s*(?:如|例如|比如|譬如)|例如|比如|譬如|[（(]\s*e\.g\.,?|\bfor\s+example,?|"
                             r"\bfor\s+instance,?)[^.;。；，,()（）\d]{0,16}$", re.I)
# "Let's say a supplier sets up …", "Say you send …": a case the writer makes up; every amount or change after it in
# the sentence is the example's
_MADE_UP_CASE = re.compile(r"\blet[’']?s\s+say\b|\blet\s+us\s+say\b|^\s*(?:(?:for\s+)?example\s*:\s*)?say\s+(?:you|we|a|an|your)\b|"
                           # "Suppose a provider charged $1 per million tokens", "Imagine a GPU rented at $2/hr"
                           # ("Now suppose, further, that prices fell by another 90%")
                           r"(?:^|[.;:]\s*)(?:(?:now|and|but|so)\s+)?(?:suppose|supposing|imagine|assume|assuming)(?:,\s*\w+,)?\s+"
                           r"(?:that\s+)?(?:a|an|you|we|the|your|some|prices?|costs?|tokens?)\b|"
                           # ("Suppose, for the sake of the exercise, that caching cuts your input cost by 80%")
                           r"(?:^|[.;:]\s*)(?:(?:now|and|but|so)\s+)?(?:suppose|supposing|imagine),\s*[^,.;]{1,40},\s+(?:that\s+)?\w+|"
                           # "团购 5 人以上再享九折", "Groups of five or more get a further 15% off": a ticket's group discount
                           r"团购|\d+\s*人以上|\bgroups?\s+of\s+\w+\s+or\s+more\b|"
                           # "有人猜下个月还会再降到…", "我的猜测是…": a guess someone makes
                           r"(?:有人|我们|我|他们|大家|网友|網友)\s*猜(?!不)|我的猜测|猜测是|\b(?:my|our)\s+guess\b|\b(?:I|we)\s+guess\b|"
                           # "I'd happily take a 50% price cut before another 2x speed bump": a wish, not a change
                           r"\b(?:I|we)(?:['’]d|\s+would)\s+(?:\w+\s+){0,2}?(?:take|prefer|want|like|trade|pay)\b|"
                           # "When you see $3.00 on a pricing page, that's …", "the numbers look very small ($0.000003
                           # per token)": how to read a price, shown on a figure no offer states
                           # "If Provider A costs $1 per million tokens, Provider B costs $2", "GPU A costs $2.49/hr": a
                           # placeholder lettered for a worked case, no one's offer
                           r"\b(?:Provider|Vendor|GPU|Model|Chip|Option|Plan|Company|Cloud|Host)\s+[A-D]\s+(?:costs?|charges?|"
                           r"is\s+priced|rents?|bills?|lists?)\b|"
                           r"\bwhen\s+you\s+see\b|\b(?:numbers|figures|prices)\s+look\s+(?:\w+\s+)?(?:small|tiny|low)\s*[(（]|"
                           r"假设|假定|设想",
                           re.I)
# "A request with 1,000 input tokens and 500 output tokens at $2.50/MTok input … costs:": a request made up to work a
# sum on (its prices are the sum's, not offers)
WORKED_REQUEST = re.compile(r"\b(?:a|one|each)\s+(?:single\s+)?(?:request|call|query|prompt|conversation|job)\s+(?:with|of|"
                            r"using|that\s+(?:uses|sends))\s+[\d,.]+\s*[kK]?\s+(?:input\s+|prompt\s+|output\s+)?tokens\b", re.I)
# "If hit rates fell, that figure would rise towards $3": the consequence of an imagined case.
# ("If supply stays tight, prices may rise 20%"; not "even if its list prices may look higher", nor the month May)
_CONDITIONAL_SENTENCE = re.compile(r"(?<!even\s)\bif\b(?:[^.;]|\.(?=\d))*(?:\b(?:would|could|might|(?-i:may))\b|\w['’]d\b)|\bhypothetical|(?<![主只需重])要是|假如|倘若|"
                                   # "当价格降十分之一，量就可能涨十倍", "可能需要其性能降低约92%才能符合": a case imagined
                                   r"(?:当|如果|若|假如)[^，。,]{1,24}[，,][^。]{0,16}就(?:可能|会|能)|可能需要[^。]{0,30}才能|"
                                   # "每月推理成本可能增加 40% 以上": what may happen, not what was measured
                                   r"(?:可能|或将|或將)会?(?:增加|上升|上涨|上漲|下降|降低|减少|減少|提升|提高|翻倍)|"
                                   # "若沒有這300P算力支持，…至少需要兩年時間和十倍成本": what it would have taken
                                   r"若(?:沒|没)有|如果(?:沒|没)有|要不是|"
                                   # "自建大概能再便宜两成，但前提是利用率能到 70% 以上": a saving on a condition yet unmet
                                   r"(?:大概|也许|也許|或许|或許)?能[^。]{0,20}[，,]\s*(?:但|不过|不過)?前提是|"
                                   # "如果B200的价格为4万美元，那么…成本将降低近一半": what would follow from a supposed price
                                   r"(?:如果|若是|假设)[^。；]{1,60}(?:那么|那麼|则|則)[^。；]{0,60}(?:将|將|会|會)|"
                                   # "rebuild the pipeline when OpenAI drops prices 50%": whenever a cut comes, none reported
                                   r"\b(?:when|whenever)\s+(?-i:[A-Z])\w+\s+(?:drops|cuts|raises|lowers|hikes|slashes)\s+"
                                   r"(?:its\s+|their\s+)?prices?\s+(?:by\s+)?\d|"
                                   # "若价格再降50%，行业毛利率或转负": a further cut supposed
                                   r"(?:若|如果|假如|倘若)[^，。；,]{0,12}再(?:降|涨|漲|下降|上涨|上漲|下调|下調)[^，。；,]{0,4}"
                                   r"(?:\d|[一二两兩三四五六七八九十半])|"
                                   # "如果我们认为这就是成本价了，则…还要便宜 5 倍左右": what follows from a belief supposed
                                   r"(?:如果|若|假如)(?:我们|我們|我)?(?:认为|認為|假设|假設|假定|当作|當作)[^。；]{1,60}[，,]\s*"
                                   r"(?:那么|那麼|则|則)", re.I)
# An author's own estimate or an accounting assumption is not a price anyone charges
# ("we estimate ... $2.95 per GPU-hour", "Finance estimates ... $1.80", "assuming a rental price of $2").
_ESTIMATE_BEFORE = re.compile(r"\bby\s+(?:my|our)\s+(?:math|maths|calculations?|reckoning|count)\b|"
                              r"\b(?:we|I|analysts?|finance|our\s+team)\s+(?:\w+\s+)?estimat\w*|\bour\s+(?:own\s+)?"
                              r"(?:estimates?|modell?ing|calculations?)\b|\bassum(?:e|es|ed|ing)\b|我们(?:估算|测算|估计)|"
                              # ("我设定单颗 H100 芯片的成本为每小时 2 美元": the writer's own figure for a worked sum)
                              r"据我们(?:估算|测算)|假设|假定|我(?:们)?(?:设定|假定|预设)|"
                              # "purely for illustration, suppose …", "the same arithmetic gives roughly $1.39": a worked case
                              r"\b(?:purely\s+|just\s+)?for\s+illustration\b|\bsuppose\b|"
                              # "Inputs we used (not quotes): $2.60/GPU-hr for MI355X": the writer's inputs, marked so
                              r"\binputs?\s+(?:we|I)\s+used\b|[(（]\s*not\s+(?:a\s+)?quotes?\s*[)）]|\b(?:arithmetic|math|maths|calculation)\s+"
                              r"(?:gives|yields|works\s+out\s+to|comes\s+to)\b|"
                              # "按上面的价格粗算：… 折合 0.47 元/百万tokens": a rough sum worked out from the listed prices
                              r"粗算", re.I)
# Words that announce the same price written another way ("0.0024元/千tokens即2.4元/百万tokens").
_RESTATEMENT_CUE = re.compile(r"即|换算|折合|相当于|合计|\bi\.e\.|\bthat\s+is\b|in\s+other\s+words|equivalent|"
                              r"works\s+out|comes\s+to|same\s+price|同一个?价格|写成|restat", re.I)


_TRAP_METRIC = re.compile(
    # ("Storage prices drop 15%": the longer reading first, so that it holds the figure against "prices")
    r"\bstorage\s+(?:prices?|pricing|costs?|fees?)|\b(?:communication|cross-(?:rack|node)|interconnect)\s+latenc(?:y|ies)|"
    # ("Compute throughput is identical to H100 by design: 989 TFLOPS": a chip's arithmetic specification)
    r"\bcompute\s+throughput|"
    # ("roughly 2.3x the FP16 tensor throughput": the tensor cores' arithmetic rate, a specification)
    r"\btensor(?:[- ]core)?\s+throughput\b|"

    # ("A 3% top-up fee (… then 5%) applies on managed credits": a charge on payments, no price of tokens)
    r"\b(?:top-?up|processing|platform|transaction|payment|card|credit)\s+fees?\b|手续费|手續費|充值费|memory|HBM|bandwidth|(?<!\d[Kk]\s)(?<!\d[Kk]-)(?<!\d\s[Kk]\s)context(?:\s+window|\s+length)?(?<!reused\scontext)(?!\s+cach)|revenue|sales|market\s+share|\bshares?\b|stock|"
    r"users|usage|downloads|parameters?|valuation|funding|\binvestments?\b|capacity|storage|interconnect|NVLink|PCIe|"
    # a business's yearly run rate or capital spending is revenue or investment, not a price ("AI run rate ($37B, up
    # 123%)", "capex tripled")
    r"run[- ]rate|annuali[sz]ed|\bcapex\b|capital\s+(?:expenditure|spending)|"
    r"scaling\s+efficiency|efficiency\s+at\s+scale|transistors|\bdies?\b|(?<!tensor\s)\bcores?\b|峰值计算速率|峰值計算速率|FLOPS|petaflops|exaflops|"
    r"precision|accuracy|percentile|employees|\bemploys\b|\bstaff\b|workforce|headcount|data\s+cent(?:er|re)s?|power\s+draw|TDP|watts?\b|"
    # a share of money raised ("spend roughly half of the new money on compute")
    r"(?:new|raised)\s+money|\bproceeds\b|\bthe\s+(?:new\s+)?funds\b|"
    r"volume|calls|requests\s+per\s+day|\bdaily\b|customers|growth|obligations|backlog|year[- ](?:earlier|ago|on[- ]year|"
    r"over[- ]year)|shipments?|(?:存储|存儲)(?:费用?|費用?|价格|價格)(?:\s*(?:降价|涨价|降價|漲價))?|(?:通信|通讯|通訊|互联|互連|跨柜|跨櫃|跨节点|跨節點)(?:延迟|延遲|时延|時延)|上下文|显存|内存|容量|带宽|营收|收入|份额|占比|出货|股价|市值|(?<!同等)(?<!相同)(?<![同等])规模|同比|环比|用户|参数|调用量|"
    # a rate of right answers is a score, not a speed ("准确率从62%提升至86%", "HumanEval通过率")
    # "响应时间延迟100毫秒可使转化率降低7%": a business's conversion, no speed or price
    r"转化率|轉化率|跳出率|\bconversion\s+rates?\b|\bbounce\s+rates?\b|"
    # "节省超过85%的汇率损耗": money lost changing currencies, no price of tokens
    r"汇率(?:损耗|损失|差)|匯率(?:損耗|損失|差)|\bexchange[- ]rate\s+(?:loss(?:es)?|fees?|spread)\b|\bFX\s+(?:fees?|loss(?:es)?)\b|"
    r"准确率|準確率|通过率|通過率|正确率|正確率|\bpass(?:@1|\s+rate)|精度(?:损失|損失|下降|损耗|損耗|误差|誤差)|准确度|準確度|"
    # a business's returns ("净利率为32%、34%", "net margin", "回报率")
    r"净利率|淨利率|毛利率|利润率|利潤率|回报率|回報率|收益率|\b(?:net|gross|operating|profit)\s+margins?\b|"
    # a clock speed or a count of cores is a specification ("加速频率提升35%", "boost clock 20% higher")
    r"频率|頻率|主频|主頻|\bclocks?\b|\bclock\s+speed|\bfrequency|CUDA核心|核心数|核心數|"
    # how often a service is up ("keep availability above 99.95%") is no speed or price
    r"\bavailability\b|\buptime\b|可用性|可用率|"
    # how often a cache is hit ("3.8x higher cache hit rate") is no speed or price
    # (a condition of a run is no such figure: "throughput ~2.7x at 90% hit rate")
    r"(?<!%\s)(?<!%)(?<!\bat\s)(?<!%\scache\s)(?<!%cache\s)\b(?:cache\s+)?hit\s+(?:rates?|ratios?)\b|(?<!%)命中率|"
    # ... nor how often calls succeed or fail ("稳定性仅80%的服务", "a 5% failure rate")
    r"稳定性|穩定性|成功率|失败率|失敗率|错误率|錯誤率|\bsuccess\s+rate|\bfailure\s+rate|\berror\s+rate|"
    # a phone's battery and charging, a transit fare ("续航比上一代提升20%", "充至80%", "a 30-day pass goes up 4%")
    r"续航|續航|充电|充電|电池|電池|电量|電量|\bbattery\b|\bfares?\b|\bridership\b|\btransit\b|\bunlimited\s+pass\b|"
    # counts of benchmark entries ("5,300 performance results … 1.37X more than the previous round")
    r"\b\d[\d,]*\s+(?:\w+\s+)?(?:results|submissions|measurements|measures|entries)\b|"
    # ("本轮提交总数较上一轮增加了 15%", "the number of submissions rose 15%": a count of entries, no speed)
    r"提交(?:总|總)?(?:数|數|量)|(?:总|總)数|(?:总|總)數|\bnumber\s+of\s+(?:submissions|results|entries|submitters)\b|"
    # a stake in a company ("以极低成本获得14%股份")
    r"股份|股權|股权|持股|"
    # a link's rate ("inter-chip communication … 1.2Tb/s bidirectional throughput, 50 percent higher"), a share
    # of peak compute used ("MFU提升50%以上", "使用率"), a count of tokens a model writes ("总输出Tokens较旧版下降77.5%")
    r"\d\s?[TG]b/s|\bMFU\b|利用率|使用率|"
    r"总(?:输出|输入)?\s?tokens?|總(?:輸出|輸入)?\s?tokens?|"
    # ("SpecExit reduces reasoning length by 66%": how many tokens a model writes, no speed)
    r"\b(?:reasoning|output|response|answer|generation|thinking|CoT)\s+lengths?\b|(?:推理|思考|输出|輸出|回答)长度|(?:推理|思考|輸出|回答)長度|"
    # "at a third of the rack power": what a system draws
    r"\b(?:rack|chip|board|system|total)\s+power\b",
    re.I,
)
# A return on investment or a rate limit multiplied is not a price ratio, wherever the clause names it
# ("a 3x ROI", "5x higher rate limits", "TPM限额是...的5倍").
_NOT_A_RATIO_CLAUSE = re.compile(r"\bROI\b|return\s+on\s+investment|payback(?!\s+(?:period|time|window))|"
                                 # "13 rows priced 100,000x too high", "costs are overstated by 1000×", "inflating estimated
                                 # costs ~500,000x", "overcharged by ~15x": how far a billing bug is off, no product compared
                                 r"\btoo\s+(?:high|low)\b|\b(?:over|under)stat(?:e|es|ed|ing)\b|\binflat(?:e|es|ed|ing)\b|"
                                 r"\bover-?charg\w*|\bmis-?pric\w*|\b(?:billing|pricing|price)\s+bug\b|"
                                 # ("节省超过85%的汇率损耗": money lost changing currencies)
                                 r"汇率(?:损耗|损失|差)|匯率(?:損耗|損失|差)|\bexchange[- ]rate\s+(?:loss(?:es)?|fees?|spread)\b|"
                                 # "在 MMLU（+23%）、CEval（+33%）…数据集上": scores on evaluation sets, no speed or price
                                 r"\b(?:MMLU|C-?Eval|GSM8K|BBH|HumanEval|GPQA|HellaSwag|AIME|SWE-bench|LiveCodeBench)\s*[（(]\s*[+＋-]?\d|"
                                 # a company's price as multiples of its revenue ("a median premium of 25x")
                                 r"\bmultiples\b|\b(?:revenue|valuation|earnings|sales|EBITDA)\s+multiple\b|rate[- ]limits?|\bTPM\b|\bRPM\b|"
                                 r"(?:tokens|requests)\s+per\s+minute|\bquotas?\b|限额|配额|限流|并发(?!\s*(?:下|时|時|情况下|情況下|条件下|條件下|场景下|場景下|延迟|延遲|时延|時延|吞吐|速度|\**\s*\|))|回报率|回報率|投報率|投报率|投资回报|"
                                 # "计算量比预想多100倍", "more compute than expected": a workload against an expectation
                                 r"比预想|比預想|比预期|比預期|than\s+(?:expected|anticipated|forecast)|计算量|計算量|"
                                 # "实际成本是预算的2.8倍", "twice the budget": spending against a plan, no product compared
                                 r"预算|預算|\b(?:the|its|their|our|your|over|under|than)\s+budget\b|\bbudgeted\b|"
                                 # "the monthly bill arrives and it's three times the back-of-envelope estimate"
                                 r"\b(?:the|our|my|your|their|initial|original)\s+(?:back[- ]of[- ](?:the[- ])?envelope\s+|rough\s+|initial\s+)?"
                                 r"estimates?\b|"
                                 r"消耗的算力|算力消耗|compute\s+(?:demand|requirements?)|"
                                 # "the higher upfront GPU price (≈25 % premium)": what a chip sells for
                                 r"\bupfront\s+(?:\w+\s+)?(?:price|cost)|\bpurchase\s+price|"
                                 # ("星河云的售价与北辰官网一致": a reseller's price set beside the maker's own site's)
                                 r"(?:售价|售價)(?!\s*(?:与|與|和|跟|同)[^，。；,;]{0,12}?(?:官网|官網|官方))|"
                                 # "multiply enterprise GPU costs by approximately 5×": a conversion the reader is told to
                                 # make; "pricing differentials approach 5×": a spread with no side above the other
                                 r"\bmultiply\s+(?:\w+\s+){0,5}?by\b|\bdifferentials?\s+(?:approach|reach|exceed|of|are|is|near)\b", re.I)


# A sentence about a company's share price or market value states market moves, whatever metric the
# text around it would lend a change ("sent its stock price soaring, up 140% this year").
_MARKET_MOVE_SENTENCE = re.compile(r"\b(?:stock|share)\s+prices?\b|\bprice\s+targets?\b|\bSemiconductor\s+Index\b|\bshares\s+(?:have\s+)?(?:rose|risen|fell|fallen|"
                                   r"jumped|soared|climbed|dropped|slid|sank|gained|lost)\b|market\s+(?:cap\w*|value)|"
                                   # "a nearly fourfold jump in the price of the same company": what a company is worth
                                   r"\bprice\s+of\s+(?:the\s+|a\s+)?(?:same\s+)?(?:company|firm|startup|business)\b|"
                                   # "a weeklong tech selloff that erased $1 trillion": a market's move
                                   r"\bsell-?offs?\b|"
                                   # "Memory makers fared worse, down 6%", "the index is still up 41%": a market's move
                                   r"\b(?:the|sector|broader)\s+index\b|\b(?:chip|memory|semiconductor)\s+(?:stocks|makers|shares)\b|"
                                   r"股价|股價|市值|港股|美股|A股|股市|收跌|收涨|收漲|涨停|跌停|漲停|开盘报|開盤報|收盘报|收盤報|"
                                   r"\d\s?港元[,，]\s*(?:涨|漲|跌)|"
                                   # "某智能客服公司上涨8.9%，年内累计涨幅达215%": a listed company's run this year
                                   r"个股|個股|年内累计涨幅|年內累計漲幅|年初至今(?:涨|漲|跌)|概念股|(?:股|板块|板塊)[^。；，,]{0,12}(?:累计涨幅|累計漲幅)|"
                                   # a stock index's move ("恒生科技指数累计涨幅已超过40%", "the Nasdaq rose 2%")
                                   r"恒生|恆生|纳斯达克|納斯達克|道琼斯|道瓊斯|标普|標普|指数(?![级級])|\bNasdaq\b|\bS&P\s?500\b|"
                                   r"\bDow\s+Jones\b|"
                                   # "a faster increase than the 79 per cent anticipated by analysts": a company's sales
                                   r"\b(?:anticipated|expected|forecast|estimated)\s+by\s+analysts\b|\bsales\s+(?:rise|growth|increase|jump)\b|"
                                   # "三星2纳米降价抢单，报价比台积电便宜33%": a foundry's wafer price
                                   r"晶圆(?:报价|代工|价格)|晶圓(?:報價|代工|價格)|\bwafer\s+(?:prices?|pricing|quotes?)\b|代工报价|代工報價|"
                                   # "shares first changed hands at HK$235.40, up 42.7 per cent from the IPO price", "該股漲幅
                                   # 108.53%", "F-1轮融资的价格比F轮下降了47.16%": a listing's or a funding round's price
                                   r"\binitial\s+public\s+offering\b|\bIPO\s+price\b|\bchanged\s+hands\b|該股|该股|"
                                   r"(?:轮|輪)融资|(?:轮|輪)融資|(?<![A-Za-z])(?:Pre-)?[A-H](?:-?\d)?\+?\s?(?:轮|輪)|\bfunding\s+round\b|\bSeries\s+[A-H]\d?\s+(?:price|round)\b", re.I)


_NEGATED_SENTENCE = re.compile(r"\b(?:does|do|did)\s+not\s+(?:mean|translate|imply)|\b(?:doesn't|don't)\s+"
                               r"(?:mean|translate|imply)|不意味着|并不意味|"
                               # "A large cloud denied reader reports that it will halve its H200 rental price": a change
                               # denied; "which products only make sense at a tenth of today's prices": a level imagined
                               r"\bden(?:y|ies|ied|ying)\s+(?:\w+\s+){0,3}?(?:reports?|claims?|rumou?rs?|speculation)\b|"
                               r"\bmake\s+sense\s+at\b|否认|否認|"
                               # "Whether it's ten times cheaper or three times cheaper is anyone's guess": no one states it
                               r"\banyone['’]s\s+guess\b|\b(?:nobody|no\s+one)\s+knows\b|\bwho\s+knows\b|我的猜测|我猜", re.I)
# A sentence that asks rather than states: "…能否媲美H200吗？", "Can the new chip match the H100?"
_QUESTION_SENTENCE = re.compile(r"(?:吗|嗎|么|麼|能否|是否|会不会|會不會|能不能)[^。！!]{0,40}[?？]\s*$|"
                                # ("H20 这个价比上个月便宜了差不多一成吧？": a guess put for the others to confirm)
                                r"吧\s*[?？]\s*$|"
                                # ("HOST: And will inference be ten times cheaper in two years?": a speaker's question;
                                # "10:15  Panel: Will serving costs halve again by 2028?": a session's title)
                                r"^(?:\d{1,2}:\d{2}\s+)?(?:(?-i:[A-Z])[\w .'’-]{0,24}[:：]\s*|(?-i:[a-z_])[\w.'’-]{0,24}[:：]\s+)?\W*"
                                r"(?:(?:and|so|but|then|well|ok(?:ay)?|also),?\s+)?"
                                # ("Is there a reason that ollama is ~38% slower than llama.cpp here?": a dot inside a name)
                                r"(?:can|could|will|would|does|do|is|are|has|have|should)\b(?:[^.!?]|\.(?=[a-z0-9]))*\?[\"”’']?\s*$|"
                                # "Outlook: what would it take for inference to get ten times cheaper?": a case imagined
                                r"(?:^\W*|:\s*)(?:what|how|why|when|where|which|who)\b[^.!?]*\b(?:would|could|might)\b[^.!?]*\?\s*$|"
                                # "How Does Deployment Reach $190 per Million Tokens?": a figure whose making is asked
                                r"(?:^\W*|:\s*)how\s+(?:does|do|did|can|could)\b(?:[^.!?]|\.(?=\d))*\?\s*$|"
                                # "What if inference became ten times cheaper?": a case supposed
                                r"(?:^\W*|:\s*)what\s+if\b[^.!?]*\?\s*$|"
                                # "[Performance]: Why is Llama 3.1 405B 5 times faster than 70B on benchmarks?": a puzzle
                                # put to readers, the figure its premise
                                r"(?:^\W*|:\s*)(?:why|how\s+come)\b(?:[^.!?]|\.(?=\d))*\?\s*$",
                                re.I)
# ("not only costs 33% less" and "no less than" affirm the change)
_NEGATED = re.compile(r"(?:\bnot(?!\s+only\b|\s+just\b)|\bnever|\bno(?!\s+less\b|\s+more\b))\b[^.,;]{0,25}$|"
                      # "DeepSeek isn't undercutting competitors by 20% or 50%" (the contraction glued to its verb)
                      r"(?:n['’]t|\bnot)\s+(?:[\w.-]+\s+){1,7}?by\s+(?:\d+(?:\.\d+)?\s?%\s+(?:or|and)\s+)?$|n['’]t\b[^.,;]{0,25}$|"
                      r"(?:不是|并非|不意味着|并不)[^，。]{0,15}$", re.I)


_REQUIREMENT = re.compile(r"(?:(?<![A-Za-z])(?:at\s+least|minimums?|min\.|must|required?|requires|requirements?|target(?:s|ed|ing)?|"
                          r"thresholds?|constraints?|need(?:s|ed)?\s+to|no\s+less\s+than|SLAs?|limit(?:s|ed)?|"
                          r"quotas?|cap(?:ped)?\s+at|up\s+to\s+a\s+limit|"
                          # "an H100 at $2/hr would need ~2,800 tok/s just to break even", "peak load of 200 QPS": what a
                          # case would take, a load planned
                          r"would\s+need|would\s+have\s+to|peak\s+load\s+of)(?![A-Za-z])|≥|>=|至少|不低于|不超过|要求|上限|限额|限額|"
                          r"封顶|封頂)[^.;]{0,30}$|"
                          # ("目标是单卡解码吞吐达到 3,000 tokens/s": the aim of the next step, in its own clause)
                          r"(?:目标|目標)(?:是|为|為|值)?[^，。；;,]{0,16}$|"
                          # "≤ 40 毫秒（25 tok/s）": the rate a bound right before it glosses
                          r"(?:≤|<=)\s*[\d.,]+\s*[^\s\d,，;；]{0,6}\s*[（(]\s*$", re.I)


# "… billed at the cache-hit rate. On K2.6 that drops input from $0.95 to $0.16 per million, about 83% off": what a
# cache hit saves, told with the listed rates (no price change: the old rate is no previous price, the new no input price)
CACHE_SAVING_FROM_TO = re.compile(r"\b(?:drops?|dropping|cuts?|cutting|brings?|bringing|lowers?|lowering|takes?|taking|"
                                   r"reduces?|reducing)\s+(?:the\s+|your\s+)?(?:input|prompt)(?:\s+(?:price|cost|rate|bill))?\s+"
                                   r"from\s+(?:US)?[$€£¥]\s?\d[\d.,]*\s+to\s+(?:US)?[$€£¥]\s?\d[\d.,]*", re.I)
CACHE_HIT_WORDS = re.compile(r"\bcache[- ]hits?\b|\bcached\s+(?:input|tokens?|prompts?)\b|缓存命中|快取命中", re.I)


# The line heading a job ad's list of duties ("岗位职责：", "What you'll do:", "Responsibilities"): every item under it
# is an order, no measured change or result
# (and what a job ad asks of its applicant: "What we're looking for", "Requirements", "About you")
_DUTIES_LEAD = re.compile(r"^\W*(?:岗位职责|崗位職責|工作职责|工作職責|职责|職責|工作内容|工作內容|任职要求|任職要求|What\s+you['’]ll\s+do|"
                          r"What\s+you\s+will\s+do|Responsibilities|Your\s+(?:role|responsibilities|mission)|In\s+this\s+role|"
                          r"What\s+we['’]re\s+looking\s+for|What\s+we\s+are\s+looking\s+for|Requirements|Qualifications|About\s+you|"
                          r"You\s+(?:might|may)\s+be\s+a\s+(?:good\s+)?fit\s+if|Nice\s+to\s+have|Benefits|Perks|福利待遇|福利)"
                          r"\W*[:：]?\s*$", re.I)


# The heading of a list of aims ("## Goals", "Objectives:", "本季度目标"): every item under it is to be reached, not reached
_GOALS_LEAD = re.compile(r"^\W*(?:(?:our|team|Q[1-4]|\d{4})\s+)?(?:goals?|objectives?|targets?|key\s+results|OKRs?|aims)"
                         r"(?:\s+for\s+[^:：\n]{1,30})?\W*[:：]?\s*$|^\W*(?:本季度|本年度|今年|明年|下季度)?(?:目标|目標)\W*[:：]?\s*$", re.I)


# A line that is itself a goal: an OKR's key result, an item marked as the goal, a job ad's duties inline
# (a numbered key result is an OKR's; a bare "Key result:" heads a paper's finding as often)
# ("KR1 (target): reduce cost …": the key result's label may carry its kind in brackets)
_GOAL_LINE = re.compile(r"^\W*(?:KR\s?\d+|OKRs?|Objective\s?\d*|Key\s+results?\s?\d+)\s*(?:[(（][^()（）]{1,20}[)）]\s*)?[:：]|"
                        r"[(（]\s*(?:goal|target|stretch(?:\s+goal)?|aim|目标|目標)\s*[)）]\W*$|"
                        r"\bwhat\s+you['’]ll\s+do\s*:|岗位职责|崗位職責|任职要求|任職要求", re.I)


def under_duties_or_goals(context, index: int) -> bool:
    """Whether sentence ``index`` is an item of a job ad's list of duties or of a list of goals (such a heading within
    six lines above it, every line between an item of the list)."""
    text = context.prepared.text

    def item(position: int) -> bool:
        # (the list's marker is left out of the sentence: it stands between the line's start and the sentence)
        start = context.prepared.sentences[position][0]
        return re.fullmatch(r"\s*(?:[-*•·]|\d{1,2}[.、)）])\s*", text[text.rfind("\n", 0, start) + 1:start]) is not None

    start = context.prepared.sentences[index][0]
    line_end = text.find("\n", start)
    line = text[text.rfind("\n", 0, start) + 1:len(text) if line_end < 0 else line_end]
    if _GOAL_LINE.search(line):
        return True   # "KR2: reach 5,000 tokens/s per node (target)", "What you'll do: help us double throughput"
    if not item(index):
        return False
    for back in range(index - 1, max(-1, index - 7), -1):
        if _DUTIES_LEAD.match(context.sentence(back)) or _GOALS_LEAD.match(context.sentence(back)):
            return True
        if not item(back):
            return False
    return False


# The session words a conference programme's line opens on after its time
_SESSION_WORDS = (r"(?:(?:Keynote|Talk|Panel|Workshop|Session|Fireside|Lightning)\b|主题演讲|主題演講|圆桌|圓桌|演讲|分享|报告|報告|"
                  r"對話|对话|论坛|論壇|議題|议题)")
# A line of a conference programme: a time (or a span of times), then the session ("09:00 Keynote: …", "14:10 - 14:50 …")
_PROGRAMME_LINE = re.compile(r"\W*(?:<li>\s*)?\d{1,2}:\d{2}(?:\s*[-–—~]\s*\d{1,2}:\d{2}\s|\s+(?=" + _SESSION_WORDS + r"))", re.I)
# A programme line naming its session, a span of times or not ("13:30  Workshop: …"; not "00:12 - 00:45 In the clip, …",
# a transcript's time)
PROGRAMME_SESSION_LINE = re.compile(r"\W*(?:<li>\s*)?\d{1,2}:\d{2}(?:\s*[-–—~]\s*\d{1,2}:\d{2})?\s+" + _SESSION_WORDS, re.I)
