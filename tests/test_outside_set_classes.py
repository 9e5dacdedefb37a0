"""Classes of error found on the outside sets of 2026-12-05 (issue 9), each pinned on text written for these tests
in the form the outside pages use, never their words."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from extractors.pipeline import extract_claims

PUBLISHED = dt.date(2026, 11, 2)


def _claims(text: str, kind: str, content_type: str = "text/plain") -> list:
    result = extract_claims(text, content_type=content_type, published=PUBLISHED, document_id="doc")
    return [c for c in result.claims if c.kind == kind]


def test_a_company_name_that_begins_with_a_number_word_is_no_amount_of_cents() -> None:
    # rows without a leading pipe, the unit of the page stated over the next table
    text = ("Free models (input and output both 0 yuan)\n| Model ID | Type | Notes |\n|---|---|---|\n"
            "Qwen/Qwen3-8B | chat | free |\ntencent/Hunyuan-MT-7B | translation | Tencent's translator |\n"
            "Paid models (yuan per million tokens)\n| Model ID | Input | Output |\n|---|---|---|\n"
            "deepseek-ai/DeepSeek-V3 | 2.00 | 8.00 |\n")
    assert [(c.amount, c.currency) for c in _claims(text, "price", "text/markdown")] == [
        (Decimal("2.00"), "CNY"), (Decimal("8.00"), "CNY")]
    spelled = _claims("The distilled model is billed at ten cents per million input tokens.", "price")
    assert [(c.amount, c.currency, c.token_type) for c in spelled] == [(Decimal("0.1"), "USD", "input")]


def test_two_table_rows_pricing_two_versions_alike_are_two_prices_and_prose_restating_one_is_none() -> None:
    text = ("Paid models (CNY per million tokens)\n\n| Model | Input | Output |\n|---|---|---|\n"
            "| DeepSeek-V3 | 2.00 | 8.00 |\n| DeepSeek-V3.1 | 2.00 | 8.00 |\n| DeepSeek-R1 | 4.00 | 16.00 |\n\n"
            "So DeepSeek-V3 costs 2 yuan per million input tokens here, the same as on the maker's own platform.\n")
    prices = [(c.amount, c.token_type) for c in _claims(text, "price", "text/markdown")]
    assert sorted(prices) == sorted([(Decimal("2.00"), "input"), (Decimal("8.00"), "output")] * 2 +
                                    [(Decimal("4.00"), "input"), (Decimal("16.00"), "output")])


def _hardware(text: str) -> list[tuple[str, bool]]:
    return [(c.name, c.known) for c in _claims(text, "hardware")]


def test_trademark_signs_glued_to_a_chip_name_leave_the_name_whole() -> None:
    assert _hardware("Benchmarks ran on the Intel® Arc™ Pro B60 with a Xeon® host.") == [("Intel Arc Pro B60", True)]


def test_a_plain_word_naming_a_chip_counts_where_the_text_names_its_maker_and_not_elsewhere() -> None:
    assert _hardware("Etched says its team spent two years on Sohu, a chip that only runs transformers.") == [
        ("Etched Sohu", True)]
    assert _hardware("Sohu, the web portal, reported higher advertising revenue this quarter.") == []
    assert _hardware("d-Matrix will ship Corsair cards to two clouds next quarter.") == [("d-Matrix Corsair", True)]


def test_huawei_supernodes_clusters_and_cards_of_the_roadmap_are_named_in_full() -> None:
    text = ("华为发布 Atlas 960 SuperPoD 与 Atlas 950 SuperCluster；测试使用的推理卡是 Atlas 300I Pro。")
    assert _hardware(text) == [("Huawei Atlas 960 SuperPoD", False), ("Huawei Atlas 950 SuperCluster", False),
                               ("Huawei Atlas 300I Pro", False)]


def _comparisons(text: str) -> list[tuple]:
    return [(float(c.ratio), c.metric, c.baseline, c.hedge) for c in _claims(text, "comparison")]


def test_a_speed_said_to_be_close_to_or_competitive_against_a_named_chip_is_about_level_with_it() -> None:
    assert _comparisons("The QX-7 card reaches performance close to NVIDIA's H100 by pairing two dies.") == [
        (1.0, "performance", "NVIDIA H100", "about")]
    assert _comparisons("In the latest round the MI355X posted competitive single-node performance against the B200.") == [
        (1.0, "performance", "NVIDIA B200", "about")]


def test_a_question_a_fold_a_vague_multiple_and_an_expectation_are_no_comparisons() -> None:
    assert _comparisons("国产新卡能否媲美H200吗？") == []
    assert _comparisons("Can the new card really be 3x faster than the H100?") == []
    assert _comparisons("发布会在三折叠手机之后举行，新卡算力提升2倍。") == [(2.0, "performance", None, None)]
    assert _comparisons("旗舰模型的定价比上一代高出几十倍。") == []
    assert _comparisons("推理所需的计算量比预想多100倍。") == []
