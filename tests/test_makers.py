"""Accelerators of makers the registry does not list (issue 9): named "Maker Code" only where the text calls the code
an accelerator and names its maker; sentences written for these tests."""

from __future__ import annotations

import datetime as dt

from extractors.hardware import load_registry
from extractors.pipeline import extract_claims


def _hardware(text: str) -> list[tuple[str, bool]]:
    result = extract_claims(text, content_type="text/plain", published=dt.date(2026, 11, 20))
    return [(c.name, c.known) for c in result.claims if c.kind == "hardware"]


def test_a_code_called_a_card_takes_the_company_that_announced_it_and_its_sibling_too():
    text = ("Brisklane Semiconductor today unveiled the KR-12, its third-generation inference processor. "
            "A single KR-12 card serves Llama 3.3 70B at 2.4x the throughput of an NVIDIA H200, the company said, "
            "and replaces last year's KR-10.")
    names = _hardware(text)
    # the maker by its brand, without the word of its kind, as the development set and outside labellers name it
    assert ("Brisklane KR-12", False) in names and ("Brisklane KR-10", False) in names
    assert ("NVIDIA H200", True) in names


def test_the_maker_word_written_before_the_code_is_kept_as_written():
    text = "Peregrine Compute, a chip start-up, opened its API. The service runs on its own Peregrine P2 inference chips."
    assert ("Peregrine P2", False) in _hardware(text)


def test_the_maker_word_written_before_a_sibling_names_the_whole_line():
    text = ("Halvard Devices today launched the HV-3, its newest inference accelerator. The HV-3 doubles the "
            "throughput of the older Halvard HV-2 card.")
    names = _hardware(text)
    assert ("Halvard HV-3", False) in names and ("Halvard HV-2", False) in names
    assert not any(name.startswith("Halvard Devices") for name, _ in names)


def test_chinese_company_suffix_is_dropped_and_an_english_name_in_brackets_wins():
    text = ("新竹新创岚峰科技（Ridgecrest）今日发表推理芯片 RC-7，单颗 RC-7 的吞吐量为 NVIDIA L40S 的 1.8 倍。"
            "与上一代 RC-5 相比，能效提升 50%。")
    names = _hardware(text)
    assert ("Ridgecrest RC-7", False) in names and ("Ridgecrest RC-5", False) in names


def test_codes_never_called_accelerators_or_without_a_maker_are_left_alone():
    registry = load_registry()
    plain = ("The model supports FP8 and INT4, runs on HBM3E memory, and its V3 release beat R1 on AIME. "
             "The team shipped build QX-4 of the app last week.")
    assert [m for m in registry.find_mentions(plain) if not m.known] == []
    makerless = "The new ZT-9 card is said to be fast."
    assert [m.name for m in registry.find_mentions(makerless)] == []


def test_a_title_case_headline_verb_is_no_product_line():
    text = ("Halvard Systems Introduces HV-3, an Inference Accelerator\n\nHalvard Systems today announced HV-3, "
            "its second-generation inference processor.")
    assert _hardware(text) == [("Halvard HV-3", False)]
