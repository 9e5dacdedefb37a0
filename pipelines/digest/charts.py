"""Inline SVG charts for the HTML digest: no script, no external resource, every label escaped.

Charts label only stored values (a price, a measured throughput) and dates, never a computed
axis tick, so the truth guard can match every number a chart shows to the warehouse.
"""

from __future__ import annotations

import dataclasses
import datetime as dt

from markupsafe import Markup, escape

WIDTH = 640
PALETTE = ("#1f5fa8", "#c2410c", "#15803d", "#7e22ce", "#a16207", "#0e7490")


@dataclasses.dataclass(frozen=True)
class PricePoint:
    day: dt.date
    amount: float
    label: str            # the amount as the digest prints it ("$0.28")


@dataclasses.dataclass(frozen=True)
class PriceSeries:
    name: str             # "DeepSeek deepseek-chat output"
    points: tuple[PricePoint, ...]


@dataclasses.dataclass(frozen=True)
class Bar:
    name: str             # "NVIDIA GB300"
    value: float
    label: str            # the value as the digest prints it ("5,842.5")


def _fmt(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def price_chart(title: str, series: list[PriceSeries]) -> Markup:
    """A step chart of prices over time, one line per series, each point labelled with its price."""
    series = [s for s in series if s.points]
    if not series:
        return Markup("")
    days = sorted({p.day for s in series for p in s.points})
    amounts = [p.amount for s in series for p in s.points]
    top = max(amounts) or 1.0
    left, right, plot_top = 16, WIDTH - 96, 30
    row_height = 150
    height = plot_top + row_height + 60 + 18 * len(series)
    span = (days[-1] - days[0]).days or 1

    def x(day: dt.date) -> float:
        return left + (right - left) * (day - days[0]).days / span

    def y(amount: float) -> float:
        return plot_top + row_height - row_height * amount / top

    parts = [f'<svg class="chart" role="img" viewBox="0 0 {WIDTH} {height}" width="100%" '
             f'xmlns="http://www.w3.org/2000/svg"><title>{escape(title)}</title>',
             f'<line x1="{left}" y1="{_fmt(y(0))}" x2="{right}" y2="{_fmt(y(0))}" stroke="#999"/>']
    for index, each in enumerate(series):
        colour = PALETTE[index % len(PALETTE)]
        points = sorted(each.points, key=lambda p: p.day)
        path = []
        for number, point in enumerate(points):
            if number:
                path.append(f"H{_fmt(x(point.day))}")
                path.append(f"V{_fmt(y(point.amount))}")
            else:
                path.append(f"M{_fmt(x(point.day))},{_fmt(y(point.amount))}")
        path.append(f"H{right}")
        parts.append(f'<path d="{" ".join(path)}" fill="none" stroke="{colour}" stroke-width="2.5"/>')
        for point in points:
            parts.append(f'<circle cx="{_fmt(x(point.day))}" cy="{_fmt(y(point.amount))}" r="4" fill="{colour}"/>')
            parts.append(f'<text x="{_fmt(x(point.day) + 6)}" y="{_fmt(y(point.amount) - 6)}" font-size="13" '
                         f'fill="{colour}">{escape(point.label)}</text>')
        legend_y = plot_top + row_height + 52 + 18 * index
        parts.append(f'<rect x="{left}" y="{legend_y - 10}" width="12" height="12" fill="{colour}"/>')
        parts.append(f'<text x="{left + 18}" y="{legend_y}" font-size="13">{escape(each.name)}</text>')
    for day in (days[0], days[-1]) if len(days) > 1 else (days[0],):
        anchor = "start" if day == days[0] else "end"
        parts.append(f'<text x="{_fmt(x(day))}" y="{plot_top + row_height + 20}" font-size="12" fill="#555" '
                     f'text-anchor="{anchor}">{day.isoformat()}</text>')
    parts.append("</svg>")
    return Markup("".join(parts))


def bar_chart(title: str, bars: list[Bar]) -> Markup:
    """Horizontal bars, longest first, each labelled with its name and stored value."""
    if not bars:
        return Markup("")
    bars = sorted(bars, key=lambda b: (-b.value, b.name))
    top = bars[0].value or 1.0
    label_width, bar_left, row = 190, 196, 28
    height = 12 + row * len(bars)
    usable = WIDTH - bar_left - 90
    parts = [f'<svg class="chart" role="img" viewBox="0 0 {WIDTH} {height}" width="100%" '
             f'xmlns="http://www.w3.org/2000/svg"><title>{escape(title)}</title>']
    for index, bar in enumerate(bars):
        top_y = 6 + row * index
        length = max(usable * bar.value / top, 1.0)
        colour = PALETTE[index % len(PALETTE)]
        parts.append(f'<text x="{label_width}" y="{top_y + 17}" font-size="13" text-anchor="end">'
                     f'{escape(bar.name)}</text>')
        parts.append(f'<rect x="{bar_left}" y="{top_y + 3}" width="{_fmt(length)}" height="20" fill="{colour}"/>')
        parts.append(f'<text x="{_fmt(bar_left + length + 6)}" y="{top_y + 17}" font-size="13">'
                     f'{escape(bar.label)}</text>')
    parts.append("</svg>")
    return Markup("".join(parts))
