"""Generate a year of synthetic news as a snapshot folder that `inferwatch run` reads like the bundled one.

    .venv/bin/python benchmarks/corpus.py --documents 10000 --out /tmp/corpus-10k

The folder holds a ``sources.toml`` (feeds only), ``manifest.d/press.json`` (URL -> file + headers) and one HTML
page per article, so a run needs no network: ``INFERWATCH_SNAPSHOT=<out> inferwatch run --sources <out>/sources.toml``.
Articles are built from sentence templates about inference prices, accelerators and MLPerf results with random
providers, models, chips and figures, wrapped in page chrome (navigation, share bars, comments) as real pages are.
The mix follows what a watch list of hundreds of feeds sees: 5% syndicated copies of another outlet's article
(a few days later, other chrome), 10% Chinese-language articles, 8% off-topic articles, one feed per
``--per-feed`` articles, feeds spread over ``--hosts`` hosts, publication dates spread over a year.
Deterministic for a ``--seed``; ``--start`` shifts the year (used to add 1% new documents to a corpus).
"""

from __future__ import annotations

import argparse
import datetime as dt
import html
import json
import random
import zlib
from pathlib import Path

PROVIDERS = ["DeepSeek", "OpenAI", "Anthropic", "Google", "Mistral", "Together AI", "Fireworks AI", "Groq",
             "Cerebras", "Nebius", "CoreWeave", "Lambda", "Alibaba Cloud", "Moonshot AI", "Zhipu AI"]
MODELS = ["deepseek-chat", "gpt-4.1-mini", "claude-sonnet-4", "gemini-2.5-flash", "mistral-medium-3",
          "llama-3.1-405b", "qwen3-max", "kimi-k2", "glm-4.6", "gpt-oss-120b"]
CHIPS = ["NVIDIA H100", "NVIDIA H200", "NVIDIA B200", "NVIDIA GB200 NVL72", "NVIDIA B300", "AMD Instinct MI300X",
         "AMD Instinct MI355X", "Google TPU v7", "Intel Gaudi 3", "AWS Trainium2", "Huawei Ascend 910C"]
BENCHMARKS = ["Llama 2 70B", "Llama 3.1 405B", "DeepSeek-R1", "Mixtral 8x7B", "gpt-oss-120b"]
ZH_PROVIDERS = ["深度求索", "阿里云", "字节跳动火山引擎", "月之暗面", "智谱", "百度智能云"]
ZH_CHIPS = ["昇腾910C", "思元590", "H20", "昆仑芯P800", "海光DCU"]

EN_TEMPLATES = [
    "{provider} said on {weekday} that {model} now costs ${price_in} per million input tokens and ${price_out} "
    "per million output tokens.",
    "The company cut the price of {model} by {cut}%, effective {month} {day}.",
    "In MLPerf Inference, a system with eight {chip} accelerators reached {rate:,} tokens per second on {bench}.",
    "{chip} delivers {ratio}x higher throughput than the previous generation, according to the vendor.",
    "Analysts expect the price war to continue as more capacity comes online in the second half of the year.",
    "Cached input for {model} is billed at ${price_cache} per million tokens, a fraction of the list price.",
    "Renting a {chip} costs about ${hourly} per GPU-hour on demand at {provider}.",
    "Customers said the change matters most for long-running agents that read far more tokens than they write.",
    "{provider} did not say how many accelerators serve the model, but it named {chip} as the main part.",
    "The results were submitted in the closed division and reviewed by other submitters before publication.",
]
OFF_TOPIC = [
    "The home side won the match by two goals after a late penalty in the second half.",
    "Tickets for the autumn tour went on sale on {weekday} and sold out within the hour.",
    "The new phone has a brighter screen, a larger battery and a titanium frame.",
    "Rain is expected across the region for most of the week, with temperatures below the seasonal average.",
    "The festival will return next summer with three stages and a longer programme.",
]
ZH_TEMPLATES = [
    "{provider}宣布，{model}的输入价格下调至每百万tokens {price_zh}元，输出价格为每百万tokens {price_zh_out}元。",
    "据介绍，搭载{chip}的服务器在推理测试中达到每秒{rate:,}个tokens。",
    "业内人士认为，价格战将在下半年继续，更多算力将陆续上线。",
    "{provider}表示，新价格自{month_zh}月{day}日起生效。",
    "分析师指出，长上下文和智能体应用对输入tokens的需求远高于输出。",
]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


def _fill(template: str, rng: random.Random) -> str:
    return template.format(
        provider=rng.choice(PROVIDERS), model=rng.choice(MODELS), chip=rng.choice(CHIPS), bench=rng.choice(BENCHMARKS),
        weekday=rng.choice(WEEKDAYS), month=rng.choice(MONTHS), day=rng.randint(1, 28), month_zh=rng.randint(1, 12),
        price_in=f"{rng.choice([0.05, 0.1, 0.14, 0.27, 0.3, 0.56, 1.25, 2, 3])}",
        price_out=f"{rng.choice([0.4, 0.6, 1.1, 1.68, 2.19, 5, 10, 15])}",
        price_cache=f"{rng.choice([0.01, 0.028, 0.07, 0.125, 0.3])}", cut=rng.choice([20, 25, 33, 50, 60, 75]),
        rate=rng.randint(2_000, 900_000), ratio=rng.choice([1.5, 2, 2.5, 3, 4, 30]),
        hourly=f"{rng.choice([1.49, 2.1, 2.49, 3.35, 5.5])}", price_zh=rng.choice([0.5, 1, 2, 4]),
        price_zh_out=rng.choice([2, 3, 8, 12, 16]),
    )


def _zh(template: str, rng: random.Random) -> str:
    return _fill(template.replace("{provider}", rng.choice(ZH_PROVIDERS)).replace("{chip}", rng.choice(ZH_CHIPS)), rng)


def _article(rng: random.Random, kind: str, index: int) -> tuple[str, list[str]]:
    """(title, paragraphs) of one article of ``kind`` (en, zh, off)."""
    if kind == "zh":
        sentences = [_zh(rng.choice(ZH_TEMPLATES), rng) for _ in range(rng.randint(5, 10))]
        title = f"{rng.choice(ZH_PROVIDERS)}调整大模型价格（第{index}期）"
        return title, ["".join(sentences[i:i + 3]) for i in range(0, len(sentences), 3)]
    pool = OFF_TOPIC if kind == "off" else EN_TEMPLATES
    sentences = [_fill(rng.choice(pool), rng) for _ in range(rng.randint(6, 14))]
    subject = rng.choice(PROVIDERS if kind == "en" else ["City", "Festival", "League", "Weather"])
    title = f"{subject} update {index}: {sentences[0][:60].rstrip()}"
    return title, [" ".join(sentences[i:i + 3]) for i in range(0, len(sentences), 3)]


def _page(title: str, paragraphs: list[str], url: str, published: dt.datetime, outlet: str, lang: str) -> str:
    body = "\n".join(f"<p>{html.escape(p)}</p>" for p in paragraphs)
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>{html.escape(title)} - {outlet}'
            f'</title><link rel="canonical" href="{url}">'
            f'<meta property="article:published_time" content="{published.strftime("%Y-%m-%dT%H:%M:%SZ")}"></head>\n'
            f'<body><header><nav><a href="/">Home</a> <a href="/pricing/">Pricing</a> <a href="/chips/">Chips</a>'
            f'</nav></header>\n<main><article><h1>{html.escape(title)}</h1>\n{body}\n</article></main>\n'
            f'<aside class="share">Share this: X LinkedIn Email</aside><footer>&copy; {outlet}</footer>'
            f'</body></html>\n')


def _rfc822(moment: dt.datetime) -> str:
    return moment.strftime("%a, %d %b %Y %H:%M:%S +0000")


def generate(documents: int, out: Path, *, seed: int = 7, per_feed: int = 250, hosts: int = 40,
             start: dt.date = dt.date(2025, 1, 6), days: int = 364, prefix: str = "") -> dict:
    """Write the corpus and return counts: documents, feeds, copies, chinese, off_topic."""
    rng = random.Random(seed)
    out.mkdir(parents=True, exist_ok=True)
    (out / "manifest.d").mkdir(exist_ok=True)
    feeds = max(1, -(-documents // per_feed))
    entries, sources, items_by_feed = [], [], {f: [] for f in range(feeds)}
    pages: list[tuple[str, list[str], dt.datetime]] = []     # originals that can be syndicated
    counts = {"documents": documents, "feeds": feeds, "copies": 0, "chinese": 0, "off_topic": 0}
    start_moment = dt.datetime.combine(start, dt.time(6, 0))
    for index in range(documents):
        feed = index % feeds
        host = f"{prefix}outlet{feed % hosts:03d}.example"
        published = start_moment + dt.timedelta(minutes=rng.randint(0, days * 24 * 60))
        roll = rng.random()
        if roll < 0.05 and pages:
            title, paragraphs, original_time = rng.choice(pages[-200:])
            # a syndicated copy: the same body with the outlet's own line on top and a reworded title
            title = f"{title.split(':')[0]}: as reported elsewhere"
            paragraphs = [f"This report first ran on a partner site and is republished with permission (copy {index})."
                          ] + paragraphs
            published = original_time + dt.timedelta(hours=rng.randint(2, 72))
            counts["copies"] += 1
            lang = "en"
        elif roll < 0.15:
            title, paragraphs = _article(rng, "zh", index)
            counts["chinese"] += 1
            lang = "zh"
        elif roll < 0.23:
            title, paragraphs = _article(rng, "off", index)
            counts["off_topic"] += 1
            lang = "en"
        else:
            title, paragraphs = _article(rng, "en", index)
            pages.append((title, paragraphs, published))
            lang = "en"
        url = f"https://{host}/{published:%Y/%m}/{prefix}story-{index:06d}/"
        file = f"press/{feed:04d}/{prefix}{index:06d}.html"
        (out / file).parent.mkdir(parents=True, exist_ok=True)
        page = _page(title, paragraphs, url, published, host, lang)
        (out / file).write_text(page, encoding="utf-8")
        entries.append({"url": url, "file": file, "status": 200, "captured_at": "2026-01-05T06:00:00Z",
                        "headers": {"Content-Type": "text/html; charset=utf-8",
                                    "ETag": f'"{zlib.crc32(page.encode()):08x}"'}})
        items_by_feed[feed].append((title, url, published))
    for feed, items in items_by_feed.items():
        host = f"{prefix}outlet{feed % hosts:03d}.example"
        feed_url = f"https://{host}/feed-{feed:04d}.xml"
        body = "".join(f"<item><title>{html.escape(t)}</title><link>{u}</link><guid>{u}</guid>"
                       f"<pubDate>{_rfc822(p)}</pubDate></item>\n" for t, u, p in items)
        xml = (f'<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel><title>{host}</title>'
               f'<link>https://{host}/</link><description>news</description>\n{body}</channel></rss>\n')
        file = f"press/{feed:04d}/{prefix}feed.xml"
        (out / file).parent.mkdir(parents=True, exist_ok=True)
        (out / file).write_text(xml, encoding="utf-8")
        entries.append({"url": feed_url, "file": file, "status": 200, "captured_at": "2026-01-05T06:00:00Z",
                        "headers": {"Content-Type": "application/rss+xml; charset=utf-8"}})
        sources.append(f'[[feed]]\nname = "{prefix}feed-{feed:04d}"\nurl = "{feed_url}"\nlanguage = "en"\n')
    (out / "manifest.d" / f"{prefix}press.json").write_text(json.dumps({"entries": entries}), encoding="utf-8")
    sources_file = out / "sources.toml"
    existing = sources_file.read_text(encoding="utf-8") if prefix and sources_file.exists() else (
        '[network]\nuser_agent = "inferwatch-benchmark"\ntimeout_s = 20\nmax_bytes = 10_000_000\n\n'
        # a cold run of the benchmark reads the whole corpus: the default per-run budget (2,000 pages) would leave
        # the rest for the next run, which would then be no no-op
        '[crawl]\nmax_pages = 1_000_000\nmax_seconds = 86_400\n\n')
    sources_file.write_text(existing + "\n".join(sources), encoding="utf-8")
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--documents", type=int, default=1000)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--per-feed", type=int, default=250)
    parser.add_argument("--add", action="store_true",
                        help="add the documents as new ones (own feeds, later dates) to an existing corpus")
    args = parser.parse_args(argv)
    if args.add:
        counts = generate(args.documents, args.out, seed=args.seed + 1, per_feed=args.per_feed,
                          start=dt.date(2026, 1, 5), days=6, prefix="new-")
    else:
        counts = generate(args.documents, args.out, seed=args.seed, per_feed=args.per_feed)
    print(json.dumps(counts))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
