"""The first-character classes that let the regex engine skip positions, and that they change no match."""

from __future__ import annotations

import re

import pytest

from extractors.patterns import compile_led, first_character_class


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"MI\d{3}[A-Z]{0,2}", "[M]"),
        (r"(?i:TPU[\s-]?v\d)", "[Tt]"),
        (r"(?:(?:摩尔线程|Moore\s+Threads)[\s-]?)?MTT[\s-]?[SX]\d{2,4}", "[M摩]"),
        (r"(?:(?<=[张張])|(?<=[张張]\s))(?P<code>[AHLT]\d{1,3})", "[AHLT]"),
        (r"(?:about\s+)?\d+x", "[\\da]"),
        # what may start on any character but some, or match nothing, gets no class
        (r"\D+x", None), (r"[^a]b", None), (r"(?:ab)?", None),
    ],
)
def test_the_first_characters_of_an_unknown_name_pattern(pattern, expected):
    assert first_character_class(pattern) == expected


@pytest.mark.parametrize(
    ("pattern", "flags"),
    [
        (r"(?:(?:about|nearly|~)\s*)?(?<![A-Za-z0-9.,])(?P<n>\d+(?:\.\d+)?)\s?(?:x|times)", re.I),
        (r"(?:约|近)?(?P<n>[一二两三四五六七八九十]+)分之(?P<d>[一二三四五六七八九十]+)", 0),
        (r"(?:(?<=[张張])|(?<=[张張]\s))(?P<code>[AHLT]\d{1,3}[A-Z]?)", 0),
    ],
)
def test_a_pattern_led_by_its_first_characters_finds_the_same_matches(pattern, flags):
    text = ("About 3x faster, NEARLY 2.5 TIMES the speed, ~4x; 单张A10 and 8张 L20; 约三分之一的价格, 五分之二; "
            "x3, 1,5x, v2x and 0.5 times a day")
    plain, led = re.compile(pattern, flags), compile_led(pattern, flags)
    assert led.pattern != plain.pattern  # a class was put in front
    assert [m.span() for m in led.finditer(text)] == [m.span() for m in plain.finditer(text)]
    assert [m.groupdict() for m in led.finditer(text)] == [m.groupdict() for m in plain.finditer(text)]
