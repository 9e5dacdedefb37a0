"""Classes of error found on the twenty-second wave of outside sets (2026-12-07, issue 9). Each is pinned on text
written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from tests.claim_helpers import claims_of_kind as _kind, hardware_names


def test_a_list_of_rents_by_seller_gives_each_amount_the_unit_its_seller_and_its_own_terms() -> None:
    text = ("Renting an MI300X.\n\nThe MI300X goes for $1.62/GPU-hr at Vultr, $1.49 on Crusoe spot, $1.90 at TensorWave. "
            "An H100 rents for $2.79 at Lambda and $3.19 at RunPod.")
    got = [(c.amount, c.unit, c.subject, c.organization, c.condition) for c in _kind(text, "price")]
    assert got == [
        (Decimal("1.62"), "per_gpu_hour", "AMD Instinct MI300X", "Vultr", None),
        (Decimal("1.49"), "per_gpu_hour", "AMD Instinct MI300X", "Crusoe", "spot"),
        (Decimal("1.90"), "per_gpu_hour", "AMD Instinct MI300X", "TensorWave", None),
        (Decimal("2.79"), "per_gpu_hour", "NVIDIA H100", "Lambda", None),
        (Decimal("3.19"), "per_gpu_hour", "NVIDIA H100", "RunPod", None),
    ]
    # an amount of another kind after the list keeps no unit from it
    assert [c.amount for c in _kind("The MI300X goes for $1.62/GPU-hr at Vultr, and $40 at the door.", "price")] == \
        [Decimal("1.62")]


def test_a_chinese_speed_up_multiple_column_compares_the_two_columns_whose_quotient_it_is() -> None:
    text = ("两种后端的对比\n\n吞吐量(tokens/秒)\n\n"
            "| 并发数 | 引擎甲 | 引擎乙 | 性能提升倍数 |\n|---|---|---|---|\n"
            "| 1 | 1800 | 300 | 6.0x |\n| 16 | 9000 | 1000 | 9.0x |\n")
    got = [(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison")]
    assert got == [(Decimal("6.0"), "throughput", "引擎甲", "引擎乙"), (Decimal("9.0"), "throughput", "引擎甲", "引擎乙")]


def test_a_difference_column_of_signed_percents_is_read_only_where_the_figures_agree() -> None:
    text = ("对比结果\n\n吞吐量 (requests/sec)\n\n"
            "| 场景 | EngineA | EngineB | 差异 |\n|---|---|---|---|\n"
            "| 短文本 | 10.0 | 12.0 | +20% |\n| 长文本 | 4.0 | 3.0 | -25% |\n| 混合 | 5.0 | 9.0 | +12% |\n")
    got = [(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison")]
    # (+12% beside 5.0 and 9.0 relates no pair of the row: no claim, rather than a guessed direction)
    assert got == [(Decimal("1.2"), "throughput", "EngineB", "EngineA"), (Decimal("0.75"), "throughput", "EngineB", "EngineA")]
