"""Every input of the hostile corpus (tests/hostile) against its reader: refused with a reason or read, never a crash."""

from __future__ import annotations

import pytest

from tests.hostile import Crash, attack, cases

CASES = list(cases())


@pytest.mark.parametrize("case", CASES, ids=[f"{c.target}:{c.name}"[:90] for c in CASES])
def test_a_hostile_input_is_read_or_refused_never_a_crash(case):
    attack(case)


def test_the_corpus_covers_every_reader():
    assert {case.target for case in CASES} >= {"feed", "article", "price_page", "mlperf", "text", "sources_file"}


def _by_name(target: str, name: str):
    return next(case for case in CASES if case.target == target and case.name == name)


def test_a_29_digit_number_costs_one_sentence_not_the_document():
    result = attack(_by_name("text", "a 29-digit number"))
    assert [c.kind for c in result.claims if c.kind == "price"]          # the H100's hourly price survives
    assert any(c.rule.startswith("error:") and c.rejection for c in result.candidates)


def test_a_30_digit_price_cell_costs_its_row_not_the_page():
    result = attack(_by_name("price_page", "a price table with a 30-digit cell"))
    assert sorted({row.model for row in result.rows}) == ["m1", "m3"]
    assert any("out of range" in issue.reason for issue in result.issues)


@pytest.mark.parametrize("depth", ["2,500", "50,000"])
def test_text_after_deep_nesting_is_kept(depth):
    article = attack(_by_name("article", f"{depth} nested divs"))
    assert "Deep." in article.text and "After" in article.text


def test_an_implausible_mlperf_value_is_quarantined_with_a_reason():
    result = attack(_by_name("mlperf", "result value 1e+308"))
    assert result.results == [] and "implausible" in result.errors[0].reason


def test_a_crash_is_reported_as_one():
    from tests.hostile import Case

    with pytest.raises(Crash):
        attack(Case("a reader that does not exist", "spreadsheet", b""))
