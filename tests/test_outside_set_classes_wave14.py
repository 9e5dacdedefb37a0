"""Classes of error found on the fourteenth wave of outside sets (2026-12-06, afternoon, issue 9). Each is pinned on
text written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

import datetime as dt

from extractors.pipeline import extract_claims

PUBLISHED = dt.date(2026, 12, 1)


def _claims(text: str, content_type: str = "text/plain") -> list:
    return extract_claims(text, content_type=content_type, published=PUBLISHED, document_id="doc").claims


def _kind(text: str, kind: str, content_type: str = "text/plain") -> list:
    return [c for c in _claims(text, content_type) if c.kind == kind]


def _names(text: str) -> list[str]:
    return sorted(c.name for c in _kind(text, "hardware"))


def test_a_rise_of_one_whole_written_before_its_noun_is_twice_the_other() -> None:
    # "有一倍多的性能提升": a rise of a whole again, as "提升了一倍"; never a ratio of 1
    text = "在离线场景下，星河 X2 相比 NVIDIA A100 有一倍多的性能提升。"
    assert [(float(c.ratio), c.baseline) for c in _kind(text, "comparison")] == [(2.0, "NVIDIA A100")]
    # a multiple of several wholes stays as written
    text = "在离线场景下，星河 X2 相比 NVIDIA A100 有三倍的性能提升。"
    assert [float(c.ratio) for c in _kind(text, "comparison")] == [3.0]


def test_a_bare_ampere_code_touching_a_chinese_word_is_the_card() -> None:
    assert _names("这套方案在A10和L40上都能运行。") == ["NVIDIA A10", "NVIDIA L40"]
    # with nothing about GPUs around it, a bare A10 is still nobody's card
    assert _names("沿A10公路向北行驶三公里。") == []


def test_a_pair_of_letter_codes_joined_by_a_word_around_a_named_card_are_both_its_makers() -> None:
    assert _names("旧的V100和T4已经不再支持这个算子。") == ["NVIDIA T4", "NVIDIA V100"]
    assert _names("Older V100 and T4 cards lack the kernel.") == ["NVIDIA T4", "NVIDIA V100"]
    # a pair with no named card in it stays unread
    assert _names("路线图上写着X9和T4两个代号。") == []


def test_chinese_accelerators_written_by_their_own_names() -> None:
    assert _names("百度昆仑K200在这项对比中胜出。") == ["Kunlunxin K200"]
    assert _names("集群由海光深算三号DCU组成。") == ["Hygon 深算三号"]
    assert _names("测试机为摩尔线程MCCX D800服务器。") == ["Moore Threads MCCX D800"]
    assert _names("华为910Pro的训练速度更快。") == ["Huawei Ascend 910Pro"]
    assert _names("高通AI 100与赛灵思的VCK5000也提交了成绩。") == ["Qualcomm Cloud AI 100", "Xilinx VCK5000"]
