"""Tests of the hardware registry: MLPerf accelerator strings, name lookup, mentions in text, data validation."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from extractors.hardware import (
    DEFAULT_REGISTRY_PATH,
    HardwareMention,
    RegistryError,
    load_registry,
)

MLPERF_DIR = Path(__file__).resolve().parents[2] / "shared" / "data" / "mlperf"
MLPERF_TABLES = {
    "v4.1": ("summary_results_v4.1.json", "Accelerator"),
    "v5.1": ("summary_results_v5.1.json", "Accelerator"),
    "v6.1": ("summary_v6.1.json", "accelerator_model_name"),
}


@pytest.fixture(scope="module")
def registry():
    return load_registry()


def _mlperf_accelerators(round_name: str) -> set:
    file_name, column = MLPERF_TABLES[round_name]
    path = MLPERF_DIR / file_name
    if not path.exists():
        pytest.skip(f"MLPerf table {path} is absent (the shared/ folder is not beside the project)")
    table = json.loads(path.read_text(encoding="utf-8"))
    rows = table.values() if isinstance(table, dict) else table
    return {row[column] for row in rows}


# -- MLPerf accelerator strings ----------------------------------------------------------------------------


@pytest.mark.parametrize("round_name", sorted(MLPERF_TABLES))
def test_every_mlperf_accelerator_string_maps(registry, round_name):
    accelerators = _mlperf_accelerators(round_name)
    unmapped = sorted(repr(a) for a in accelerators if not registry.resolve_mlperf(a)[1])
    assert not unmapped, f"{round_name}: unmapped accelerator strings: {unmapped}"
    entry_names = {e.name for e in registry.entries}
    for accelerator in accelerators:
        name, _ = registry.resolve_mlperf(accelerator)
        if name is not None:
            assert set(name.split(" + ")) <= entry_names, (accelerator, name)


@pytest.mark.parametrize(
    ("accelerator", "expected"),
    [
        ("NVIDIA H200-SXM-141GB", "NVIDIA H200"),
        ("NVIDIA H200-SXM-141GB-CTS", "NVIDIA H200"),
        ("Virtualized NVIDIA H200-SXM-141GB", "NVIDIA H200"),
        ("NVIDIA H200-NVL-141GB", "NVIDIA H200"),
        ("NVIDIA H100-NVL-94GB", "NVIDIA H100"),
        ("NVIDIA GB200", "NVIDIA GB200"),
        ("Nvidia B300-SXM-270GB", "NVIDIA B300"),
        ("AMD MI300X-NPS1-SPX-192GB-750W", "AMD Instinct MI300X"),
        ("AMD Instinct MI325X 256GB HBM3e", "AMD Instinct MI325X"),
        ("Intel(R) Arc(TM) Pro B70", "Intel Arc Pro B70"),
        ("TPU v6", "Google TPU v6e"),
        ("Tesla T4", "NVIDIA T4"),
        ("NVIDIA VR200", "NVIDIA Vera Rubin"),
        ("NVIDIA RTX-2000E-Ada-16GB", "NVIDIA RTX 2000E Ada"),
        ("UntetherAI speedAI240 Slim", "Untether AI speedAI240"),
        (
            "AMD Instinct MI325X 256GB HBM3E (x16), AMD Instinct MI300X 192GB HBM3 (x8)",
            "AMD Instinct MI325X + AMD Instinct MI300X",
        ),
        ("NVIDIA H200-SXM-141GB + AMD Instinct MI350X 288GB HBM3e", "NVIDIA H200 + AMD Instinct MI350X"),
        # spellings not in the tables, handled by the conservative normaliser
        ("NVIDIA H200 SXM 141GB", "NVIDIA H200"),
        ("nvidia  h200-sxm-141gb", "NVIDIA H200"),
        ("NVIDIA H20-96GB", "NVIDIA H20"),
        ("NVIDIA Rubin CPX-128GB", "NVIDIA Rubin CPX"),
        ("Google TPU v7", "Google TPU v7"),
    ],
)
def test_resolve_mlperf_known_strings(registry, accelerator, expected):
    assert registry.resolve_mlperf(accelerator) == (expected, True)


@pytest.mark.parametrize("accelerator", ["", None, "N/A", "-", "  ", float("nan")])
def test_cpu_only_cells_are_no_accelerator(registry, accelerator):
    assert registry.resolve_mlperf(accelerator) == (None, True)


@pytest.mark.parametrize(
    "accelerator",
    ["NVIDIA H2000", "NVIDIA B200-SXM-180GB-XYZ", "Gaudi 4", "NVIDIA H200 + Mystery Chip 9", "Acme Tensor Engine"],
)
def test_unrecognised_mlperf_strings_are_not_guessed(registry, accelerator):
    assert registry.resolve_mlperf(accelerator) == (None, False)


def test_resolve_mlperf_rejects_non_strings(registry):
    with pytest.raises(TypeError, match="42"):
        registry.resolve_mlperf(42)


# -- canonical lookup --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("TPUv7", "Google TPU v7"),
        ("Ironwood", "Google TPU v7"),
        ("TPU v7 Ironwood", "Google TPU v7"),
        ("Trillium", "Google TPU v6e"),
        ("GB200 NVL72", "NVIDIA GB200 NVL72"),
        ("gb200-nvl72", "NVIDIA GB200 NVL72"),
        ("H20", "NVIDIA H20"),
        ("H200", "NVIDIA H200"),
        ("Blackwell Ultra", "NVIDIA Blackwell Ultra"),
        ("昇腾910C", "Huawei Ascend 910C"),
        ("Gaudi 3", "Intel Gaudi 3"),
        ("Trainium2", "AWS Trainium2"),
        ("NVIDIA H2000", None),
        ("Gaudi 4", None),
        ("GPUs", None),
    ],
)
def test_canonical(registry, text, expected):
    entry = registry.canonical(text)
    assert (entry.name if entry else None) == expected


def test_every_alias_and_mlperf_name_resolves_to_its_own_entry(registry):
    for entry in registry.entries:
        for name in (entry.name, *entry.aliases, *entry.mlperf_names):
            found = registry.canonical(name)
            assert found is not None and found.name == entry.name, (name, entry.name, found)


def test_every_canonical_name_is_found_in_text(registry):
    for entry in registry.entries:
        text = f"This week: {entry.name}."
        mentions = registry.find_mentions(text)
        assert [(m.name, m.known) for m in mentions] == [(entry.name, True)], (text, mentions)


# -- mentions in text --------------------------------------------------------------------------------------

MENTION_CASES = [
    ("Nvidia shipped GB200 NVL72 racks.", [("NVIDIA GB200 NVL72", True)]),
    ("The GB200 superchip and the GB200 NVL72 rack.", [("NVIDIA GB200", True), ("NVIDIA GB200 NVL72", True)]),
    ("Google's TPU v7 Ironwood is here; Ironwood doubles TPUv7 memory.", [("Google TPU v7", True)]),
    ("China-market H20 chips are not H200s.", [("NVIDIA H20", True), ("NVIDIA H200", True)]),
    ("Part AB2000 and model H1000 are not GPUs.", []),
    ("A rack of 72 GPUs or 64 TPUs.", []),
    ("Rent a p5.48xlarge or a trn2.48xlarge instance.", []),
    ("It runs on AMD EPYC 9655 and Intel Xeon 6980P CPUs.", []),
    ("Blackwell Ultra raises throughput over Blackwell and Hopper.",
     [("NVIDIA Blackwell Ultra", True), ("NVIDIA Blackwell", True), ("NVIDIA Hopper", True)]),
    ("An 8xH100 node versus DGX B200.", [("NVIDIA H100", True), ("NVIDIA B200", True)]),
    ("AMD Instinct MI355X and MI325X; next year the MI450X.",
     [("AMD Instinct MI355X", True), ("AMD Instinct MI325X", True), ("AMD Instinct MI450X", False)]),
    ("Gaudi 3 now, Gaudi 4 later.", [("Intel Gaudi 3", True), ("Intel Gaudi 4", False)]),
    ("Rumours of a TPU v8 and a B400.", [("Google TPU v8", False), ("NVIDIA B400", False)]),
    ("英伟达B200的推理成本低于华为昇腾910C。", [("NVIDIA B200", True), ("Huawei Ascend 910C", True)]),
    ("昇腾910C集群对标英伟达H20", [("Huawei Ascend 910C", True), ("NVIDIA H20", True)]),
    ("Rubin CPX ships with Vera Rubin NVL144 CPX.", [("NVIDIA Rubin CPX", True), ("NVIDIA Vera Rubin NVL144 CPX", True)]),
    ("AWS Trainium2 and Inferentia2 undercut GPUs.", [("AWS Trainium2", True), ("AWS Inferentia2", True)]),
    ("Nvidia's FY2026 revenue and GTC2025 keynote on NVL72.", []),
    ("The NVIDIA L4 GPU is cheap; L4 autonomy is not a chip.", [("NVIDIA L4", True)]),
    ("Trillium (TPU v6e) pods.", [("Google TPU v6e", True)]),
    ("Images from the Vera C. Rubin Observatory; Nvidia's Rubin GPUs.", [("NVIDIA Rubin", True)]),
    ("Ampere Computing's AmpereOne CPUs.", []),
]


@pytest.mark.parametrize(("text", "expected"), MENTION_CASES)
def test_find_mentions(registry, text, expected):
    mentions = registry.find_mentions(text)
    assert [(m.name, m.known) for m in mentions] == expected


@pytest.mark.parametrize(("text", "expected"), MENTION_CASES)
def test_mention_offsets_order_and_uniqueness(registry, text, expected):
    doubled = text + " " + text
    mentions = registry.find_mentions(doubled)
    assert all(isinstance(m, HardwareMention) for m in mentions)
    assert all(doubled[m.start:m.end] == m.surface for m in mentions)
    assert [m.start for m in mentions] == sorted(m.start for m in mentions)
    assert len({m.name for m in mentions}) == len(mentions)
    assert all(m.end <= len(text) for m in mentions), "first occurrence must be reported"


def test_mention_surface_for_vendor_prefixed_name(registry):
    text = "Benchmarks on the NVIDIA B200 and the 英伟达GB300."
    mentions = registry.find_mentions(text)
    assert [(m.name, m.surface) for m in mentions] == [("NVIDIA B200", "NVIDIA B200"), ("NVIDIA GB300", "英伟达GB300")]
    assert mentions[0].start == text.index("NVIDIA B200")


def test_find_mentions_rejects_non_text(registry):
    with pytest.raises(TypeError):
        registry.find_mentions(b"H100")


# -- the data file -----------------------------------------------------------------------------------------


def test_default_registry_is_cached():
    assert load_registry() is load_registry()


def test_rows_and_parent_chain(registry):
    rows = registry.rows()
    assert len(rows) == len(registry.entries)
    by_name = {row["name"]: row for row in rows}
    assert set(rows[0]) == {"name", "vendor", "kind", "family", "generation", "parent", "memory_gb", "aliases", "mlperf_names"}
    assert by_name["NVIDIA GB200 NVL72"]["parent"] == "NVIDIA GB200"
    assert by_name["NVIDIA GB200"]["parent"] == "NVIDIA Blackwell"
    assert by_name["NVIDIA Blackwell"]["kind"] == "family"
    assert "Ironwood" in by_name["Google TPU v7"]["aliases"]
    for row in rows:
        assert row["parent"] is None or row["parent"] in by_name


def test_brief_entries_present(registry):
    required = [
        "NVIDIA B200", "NVIDIA B300", "NVIDIA GB200 NVL72", "NVIDIA GB300 NVL72", "NVIDIA H100", "NVIDIA H200",
        "NVIDIA H20", "NVIDIA L40S", "NVIDIA L4", "NVIDIA A100", "NVIDIA RTX PRO 6000 Blackwell", "NVIDIA Rubin CPX",
        "NVIDIA Blackwell", "NVIDIA Blackwell Ultra", "NVIDIA Hopper", "Google TPU v7", "Google TPU v6e",
        "Google TPU v5e", "Google TPU v5p", "AMD Instinct MI300X", "AMD Instinct MI325X", "AMD Instinct MI355X",
        "AMD Instinct MI350X", "Intel Gaudi 3", "Intel Gaudi 2", "AWS Trainium2", "AWS Inferentia2",
        "Huawei Ascend 910C",
    ]
    missing = [name for name in required if registry.get(name) is None]
    assert not missing


VALID_HEAD = """
[vendors]
NVIDIA = ["NVIDIA"]
"""


def _write(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "hardware.toml"
    path.write_text(VALID_HEAD + body, encoding="utf-8")
    return path


def test_small_valid_registry_loads(tmp_path):
    path = _write(tmp_path, """
[[entry]]
name = "NVIDIA H100"
vendor = "NVIDIA"
kind = "gpu"
aliases = ["H100"]
""")
    registry = load_registry(path)
    assert [m.name for m in registry.find_mentions("An H100.")] == ["NVIDIA H100"]


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("""
[[entry]]
name = "NVIDIA H100"
vendor = "NVIDIA"
kind = "gpu"
aliases = ["Hopper GPU"]
[[entry]]
name = "NVIDIA H200"
vendor = "NVIDIA"
kind = "gpu"
aliases = ["hopper-gpu"]
""", "'NVIDIA H200'.*'hopper-gpu'.*'NVIDIA H100'"),
        ("""
[[entry]]
name = "NVIDIA GB200 NVL72"
vendor = "NVIDIA"
kind = "system"
parent = "NVIDIA GB200"
""", "'NVIDIA GB200 NVL72' has unknown parent 'NVIDIA GB200'"),
        ("""
[[entry]]
name = "NVIDIA H100"
vendor = "NVIDIA"
kind = "widget"
""", "'NVIDIA H100'.*kind 'widget'"),
        ("""
[[entry]]
name = "NVIDIA A"
vendor = "NVIDIA"
kind = "family"
parent = "NVIDIA B"
[[entry]]
name = "NVIDIA B"
vendor = "NVIDIA"
kind = "family"
parent = "NVIDIA A"
""", "'NVIDIA A' is its own ancestor"),
        ("""
[[entry]]
name = "AMD MI300X"
vendor = "AMD"
kind = "gpu"
""", "'AMD MI300X'.*vendor 'AMD'"),
        ("""
[[entry]]
name = "NVIDIA H100"
vendor = "NVIDIA"
kind = "gpu"
memory_gb = "eighty"
""", "'NVIDIA H100'.*memory_gb"),
        ("[[entry]\nname = 1\n", "invalid TOML"),
    ],
)
def test_bad_registry_file_raises_naming_file_and_entry(tmp_path, body, message):
    path = _write(tmp_path, body)
    with pytest.raises(RegistryError, match=message) as info:
        load_registry(path)
    assert str(path) in str(info.value)


def test_missing_registry_file(tmp_path):
    path = tmp_path / "absent.toml"
    with pytest.raises(RegistryError, match="absent.toml"):
        load_registry(path)


def test_default_path_is_the_bundled_file():
    assert DEFAULT_REGISTRY_PATH.name == "hardware.toml" and DEFAULT_REGISTRY_PATH.exists()


@pytest.mark.parametrize(("text", "expected"), [
    # Unknown accelerators are reported in the registry's "Vendor Product" form, vendor words or not.
    ("AMD's MI500 is due in 2027.", "AMD Instinct MI500"),
    ("The Instinct MI430X targets HPC.", "AMD Instinct MI430X"),
    ("Rumours point to an MI480 refresh.", "AMD Instinct MI480"),
    ("Huawei Ascend 990 ships one day.", "Huawei Ascend 990"),
    ("华为计划推出昇腾980芯片。", "Huawei Ascend 980"),
    ("Intel's Gaudi 5 was never announced.", "Intel Gaudi 5"),
    ("AWS Trainium4 is on the roadmap.", "AWS Trainium4"),
    ("寒武纪思元690据称已流片。", "Cambricon MLU690"),
    ("A hypothetical GB400 rack.", "NVIDIA GB400"),
])
def test_unknown_names_take_the_vendor_product_form(registry, text, expected):
    mentions = [m for m in registry.find_mentions(text) if not m.known]
    assert [m.name for m in mentions] == [expected]
    assert text[mentions[0].start:mentions[0].end] == mentions[0].surface


def test_find_mentions_every_occurrence_when_not_unique(registry):
    text = "H100 then B200, then H100 again and MI450 twice: MI450."
    once = registry.find_mentions(text)
    every = registry.find_mentions(text, unique=False)
    assert [m.name for m in once] == ["NVIDIA H100", "NVIDIA B200", "AMD Instinct MI450"]
    assert [m.name for m in every] == ["NVIDIA H100", "NVIDIA B200", "NVIDIA H100", "AMD Instinct MI450",
                                       "AMD Instinct MI450"]
    assert all(text[m.start:m.end] == m.surface for m in every)


def test_bad_product_line_is_reported(tmp_path):
    path = tmp_path / "hw.toml"
    path.write_text(
        '[vendors]\nAMD = ["AMD"]\n[unknown]\npatterns = ["MI\\\\d{3}"]\nproduct_lines = [["MI\\\\d{3}", "AMD {code}"]]\n'
        '[[entry]]\nname = "AMD Instinct MI300X"\nvendor = "AMD"\nkind = "gpu"\n', encoding="utf-8")
    with pytest.raises(RegistryError, match="code"):
        load_registry(path)


# -- Chinese accelerators written loosely ------------------------------------------------------------------


@pytest.mark.parametrize("text, name", [
    ("寒武纪思元 590的出货量", "Cambricon MLU590"),
    ("据称思源590的性能接近主流产品", "Cambricon MLU590"),
    ("采用MLU 590 加速卡", "Cambricon MLU590"),
    ("国产910B芯片供不应求", "Huawei Ascend 910B"),
    ("华为的升腾910B训练集群", "Huawei Ascend 910B"),
    ("其Ascend(升腾)910B芯片", "Huawei Ascend 910B"),
    ("海光BW1000开始批量交付", "Hygon BW1000"),
    ("Groq's LPU serves the model", "Groq LPU"),
])
def test_loosely_written_accelerators_resolve_to_their_entry(registry, text, name):
    assert [m.name for m in registry.find_mentions(text)] == [name]


# -- names the surrounding text makes unambiguous -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a spec sheet flattened to text glues the memory size to the card's name
        ("L40 rental: L4048GB$0.40 an hour, B200192GB$2.10", ["NVIDIA L40", "NVIDIA B200"]),
        ("Cards for hire\nH200141GB$3.10\nRTX 509032GB$0.55", ["NVIDIA H200", "NVIDIA GeForce RTX 5090"]),
        ("RTX PRO 600096GB from $0.80", ["NVIDIA RTX PRO 6000 Blackwell"]),
        # a name too ambiguous alone counts when its own memory size follows; another size does not make it one
        ("the L4 24GB instance and the L424GB row", ["NVIDIA L4"]),
        ("an L4 80GB card", []),
        # a Chinese name ends where its characters end, even before Latin letters
        ("华为昇腾AI芯片的新品", ["Huawei Ascend"]),
    ],
)
def test_names_glued_to_memory_or_latin_text(registry, text, expected):
    assert [m.name for m in registry.find_mentions(text)] == expected


def test_glued_memory_does_not_swallow_a_longer_model_number(registry):
    # "H20" followed by digits that are not a memory size stays unmatched; "H200" + "141GB" is the H200
    assert [m.name for m in registry.find_mentions("H2099GB")] == []
    assert [m.surface for m in registry.find_mentions("H200141GB")] == ["H200"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Trillium beats v5e by 67% and doubles v5p's pod", ["Google TPU v6e", "Google TPU v5e", "Google TPU v5p"]),
        ("TPU v7 pods, successor to v4 and v5p", ["Google TPU v7", "Google TPU v4", "Google TPU v5p"]),
        ("相比 TPU v6e,较 v5e 提升", ["Google TPU v6e", "Google TPU v5e"]),
        # after a product name the version belongs to that product
        ("TPU v6e serves Llama v4 and the API v5e endpoint", ["Google TPU v6e"]),
        # without any TPU in the text a bare version is nobody's
        ("our v5e release notes", []),
    ],
)
def test_bare_tpu_generation_after_a_tpu_was_named(registry, text, expected):
    assert [m.name for m in registry.find_mentions(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a rack, NVL72 (72×GB300), against HGX", ["NVIDIA GB300 NVL72", "NVIDIA GB300"]),
        ("NVL72(GB200)", ["NVIDIA GB200 NVL72", "NVIDIA GB200"]),
        # alone a rack size names no one product
        ("GB200 boards; rivals' NVL72 designs", ["NVIDIA GB200"]),
    ],
)
def test_bare_rack_size_with_its_superchip_in_brackets(registry, text, expected):
    assert [m.name for m in registry.find_mentions(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("测试机为 4 张 4090,对照组为双 3090", [("NVIDIA GeForce RTX 4090", True), ("NVIDIA GeForce RTX 3090", False)]),
        ("单张 5090 即可运行", [("NVIDIA GeForce RTX 5090", True)]),
        ("two 4090 GPUs", [("NVIDIA GeForce RTX 4090", True)]),
        # a price or a plain number is not a card
        ("整机 4090 元,共 2 张 卡", []),
        ("page 4090 of the log", []),
    ],
)
def test_bare_card_number_in_a_count_or_before_a_card_word(registry, text, expected):
    assert [(m.name, m.known) for m in registry.find_mentions(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("两块 RTX 5090D 显卡跑 32B 模型", [("NVIDIA GeForce RTX 5090D", False)]),
        ("5080 单卡能不能跑?", [("NVIDIA GeForce RTX 5080", False)]),
        # once a GeForce card is named in full, someone's bare sibling number is a card too
        ("新机器换成了 RTX 5090,我的 3080 留给家里", [("NVIDIA GeForce RTX 5090", True), ("NVIDIA GeForce RTX 3080", False)]),
        ("Next to an RTX 4090, my 3060 looks slow.", [("NVIDIA GeForce RTX 4090", True), ("NVIDIA GeForce RTX 3060", False)]),
        # without a card named in full, or as a price, the number is just a number
        ("我的 3080 元预算", []),
        ("RTX 4090 在手,我的 3080 元预算花完了", [("NVIDIA GeForce RTX 4090", True)]),
    ],
)
def test_china_variant_and_owned_card_numbers(registry, text, expected):
    assert [(m.name, m.known) for m in registry.find_mentions(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Intel will ship its third-generation Gaudi parts in volume next year.", ["Intel Gaudi 3"]),
        ("AWS described its second-generation Trainium as twice as fast.", ["AWS Trainium2"]),
        ("Google calls Ironwood its seventh-generation TPU.", ["Google TPU v7"]),
        ("谷歌的第七代 TPU 已经上线", ["Google TPU v7"]),
        # an ordinal the registry has no product for leaves the family word alone
        ("a ninth-generation Gaudi is rumoured", ["Intel Gaudi"]),
        ("the next-generation Gaudi", ["Intel Gaudi"]),
    ],
)
def test_a_family_named_by_its_generation_ordinal(registry, text, expected):
    assert [m.name for m in registry.find_mentions(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("很多团队正从 A10G 所在的 Ampere 平台迁移到 H20", ["NVIDIA A10G", "NVIDIA Ampere", "NVIDIA H20"]),
        ("Tesla T4 cards are Turing parts", ["NVIDIA T4", "NVIDIA Turing"]),
        # without a product of the family, or as another bearer's name, the word is not the architecture
        ("Ampere is hiring in Portland", []),
        ("An A100 box next to an Ampere Altra server", ["NVIDIA A100"]),
        ("An NVIDIA T4 cluster named after Alan Turing; Turing Award winners", ["NVIDIA T4"]),
    ],
)
def test_an_ambiguous_family_word_next_to_a_product_of_that_family(registry, text, expected):
    assert [m.name for m in registry.find_mentions(text)] == expected


def test_glued_ai_after_a_product_code_is_not_its_suffix(registry):
    mentions = registry.find_mentions("华为昇腾970AI芯片将量产;昇腾970芯片采用新工艺")
    assert [(m.name, m.surface) for m in mentions] == [("Huawei Ascend 970", "华为昇腾970")]


def _named(registry, text: str) -> list[tuple[str, bool]]:
    return [(m.name, m.known) for m in registry.find_mentions(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a maker the registry lacks: its products stay unknown, named "Maker Code"; a sibling code written bare
        # after one named with its maker is the same maker's
        ("Biren's BR104 boards have shipped; the larger BR110 follows next year.",
         [("Biren BR104", False), ("Biren BR110", False)]),
        ("样机采用摩尔线程MTT S4000,另有 Moore Threads MTT X300 工作站卡。",
         [("Moore Threads MTT S4000", False), ("Moore Threads MTT X300", False)]),
        ("壁仞科技的 BR106 样卡已送测。", [("Biren BR106", False)]),
        ("集群混用了昇腾 910B3 与海光 DCU,另一机房是 8x910B4。",
         [("Huawei Ascend 910B3", False), ("Hygon DCU", False), ("Huawei Ascend 910B4", False)]),
    ],
)
def test_products_of_makers_and_variants_missing_from_the_registry_stay_as_written(registry, text, expected):
    assert _named(registry, text) == expected


def test_a_bare_sibling_code_needs_a_maker_named_first(registry):
    assert _named(registry, "Route BR116 was closed for repairs.") == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Latency stayed under 200 ms on a single A16 GPU.", [("NVIDIA A16", False)]),
        ("入门方案用一张 T10 显卡即可。", [("NVIDIA T10", False)]),
        # another maker's card is not made an NVIDIA one; a phone or a road is no GPU
        ("Intel A580 GPUs were also tried.", [("Intel A580", False)]),
        ("The Galaxy A15 phone and the A14 motorway.", []),
    ],
)
def test_a_data_centre_letter_code_is_a_gpu_only_before_a_gpu_word(registry, text, expected):
    assert _named(registry, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Rack formatGB200 NVL72 liquid cooled", [("NVIDIA GB200 NVL72", True)]),
        ("Memory per packageGB300 Superchip", [("NVIDIA GB300", True)]),
        ("The deployment table lists partners but no hardware.", []),
    ],
)
def test_a_code_glued_to_a_spec_label_is_still_found(registry, text, expected):
    assert _named(registry, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Beyond Rubin, the Feynman architecture is slated for 2028.", [("NVIDIA Feynman", False)]),
        ("路线图的最后一站是 Feynman 平台。", [("NVIDIA Feynman", False)]),
        ("Richard Feynman's lectures on computation are still worth reading.", []),
    ],
)
def test_a_roadmap_architecture_counts_only_as_a_platform(registry, text, expected):
    assert [n for n in _named(registry, text) if n[0] != "NVIDIA Rubin"] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Rivals now target Nvidia's NVL72 GB300 directly.", [("NVIDIA GB300 NVL72", True)]),
        ("两套 NVL72-GB200 机柜已上线。", [("NVIDIA GB200 NVL72", True)]),
        ("An NVL72 rack alone says nothing about its chip.", []),
    ],
)
def test_a_rack_size_written_before_its_superchip_names_the_rack(registry, text, expected):
    assert _named(registry, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("两套 GB300 NVL 72 机柜", [("NVIDIA GB300 NVL72", True)]),
        ("A GB200 NVL-72 rack and one HGX H200 node.", [("NVIDIA GB200 NVL72", True), ("NVIDIA H200", True)]),
    ],
)
def test_a_rack_size_written_apart_from_nvl_is_the_rack(registry, text, expected):
    assert _named(registry, text) == expected



@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the family word right after its own product qualifies it ("GB200 Blackwell GPUs" is one GB200)
        ("VMs accelerated by NVIDIA GB200 Blackwell GPUs", ["NVIDIA GB200"]),
        ("an H100 Hopper board", ["NVIDIA H100"]),
        # a family of another product, or the family written apart from it, still counts
        ("an H100 Blackwell comparison", ["NVIDIA H100", "NVIDIA Blackwell"]),
        ("Hopper and Blackwell GPUs", ["NVIDIA Hopper", "NVIDIA Blackwell"]),
    ],
)
def test_a_family_word_right_after_its_own_product(registry, text, expected):
    assert [m.name for m in registry.find_mentions(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # traditional characters are read as their simplified forms; 昇 stays 昇 (OpenCC would make it 升)
        ("台灣媒體報導，新一代昇騰晶片將量產。", [("Huawei Ascend", True)]),
        ("舊款昇騰310與昇騰910仍在機房服役。", [("Huawei Ascend 310", False), ("Huawei Ascend 910", False)]),
        ("該叢集由384顆昇騰NPU組成。", [("Huawei Ascend", True)]),
        ("輝達B200與華為昇騰910C", [("NVIDIA B200", True), ("Huawei Ascend 910C", True)]),
        ("昇腾960芯片明年发布", [("Huawei Ascend 960", False)]),
    ],
)
def test_traditional_chinese_names(registry, text, expected):
    assert _named(registry, text) == expected


def test_a_traditional_name_keeps_its_written_surface(registry):
    text = "據悉昇騰910芯片已停產"
    (mention,) = registry.find_mentions(text)
    assert mention.surface == "昇騰910" and text[mention.start:mention.end] == mention.surface


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("燧原推出S60之后，燧原L600也已量产。", [("Enflame L600", False)]),
        ("燧原S60与Enflame's L600两款推理卡", [("Enflame S60", False), ("Enflame L600", False)]),
        ("Atlas900超節點與 Atlas 800I A2 伺服器", [("Huawei Atlas 900 SuperPoD", False), ("Huawei Atlas 800I A2", False)]),
        ("华为 Atlas 300I Duo 推理卡", [("Huawei Atlas 300I Duo", False)]),
        # the registry's Atlas 950 SuperPoD is known; a robot or a year is no server
        ("Atlas 950 SuperPoD", [("Huawei Atlas 950 SuperPoD", True)]),
        ("沐曦训练芯片 MXC500 与推理用的 MXN100 芯片", [("MetaX MXC500", False), ("MetaX MXN100", False)]),
        # a network controller in a system description is no accelerator
        ("2x Intel I210 Gigabit Network Connection, 1x Intel E810", []),
        ("Boston Dynamics showed Atlas 2025 and the Atlas 4 robot.", []),
    ],
)
def test_enflame_cards_and_atlas_servers(registry, text, expected):
    assert _named(registry, text) == expected


def test_a_registry_name_written_with_other_spacing_is_that_entry(registry):
    assert _named(registry, "华为昇腾 950PR 与昇騰 950 晶片") == [("Huawei Ascend 950", True)]
    assert _named(registry, "昇腾 910B 和 H100") == [("Huawei Ascend 910B", True), ("NVIDIA H100", True)]


def test_an_ordinal_wafer_scale_engine_and_the_mi325_shorthand(registry):
    assert _named(registry, "Powered by the third generation Wafer Scale Engine, the service runs fast.") == \
        [("Cerebras WSE-3", True)]
    assert _named(registry, "AMD 的 MI325 与 MI355X") == [("AMD Instinct MI325X", True), ("AMD Instinct MI355X", True)]


def test_the_ascend_910_beside_its_successors_is_a_chip_of_its_own():
    import datetime as dt

    from extractors.pipeline import extract_claims
    text = "華為先後推出昇騰310與昇騰910，如今昇騰910C已大規模部署。"
    result = extract_claims(text, content_type="text/plain", published=dt.date(2026, 11, 20))
    names = [c.name for c in result.claims if c.kind == "hardware"]
    assert {"Huawei Ascend 310", "Huawei Ascend 910", "Huawei Ascend 910C"} <= set(names)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # inference accelerators of makers new to the registry, named as their makers name them
        ("Qualcomm announced the AI200 and AI250 accelerators.", [("Qualcomm AI200", True), ("Qualcomm AI250", True)]),
        ("Microsoft's Maia 200 and Intel's Crescent Island GPU", [("Microsoft Maia 200", True),
                                                                  ("Intel Crescent Island", True)]),
        ("FuriosaAI's RNGD card and the Rebellions ATOM Max", [("FuriosaAI RNGD", True), ("Rebellions ATOM", True)]),
        ("Etched says its Sohu chip runs only transformers.", [("Etched Sohu", True)]),
        ("d-Matrix shipped its Corsair inference accelerator.", [("d-Matrix Corsair", True)]),
        # the portal and the PC-parts maker of the same names are no accelerators
        ("Sohu reported that Corsair raised its keyboard prices.", []),
        ("平头哥含光800推理芯片", [("T-Head Hanguang 800", True)]),
        ("Meta deployed its MTIA v2 chips.", [("Meta MTIA v2", False)]),
        ("沐曦曦云C500与天数智芯天垓100", [("MetaX 曦云C500", False), ("Iluvatar CoreX 天垓100", False)]),
        ("海光DCU K100性能提升，海光DCU出货增长", [("Hygon DCU K100", False), ("Hygon DCU", False)]),
        # a smaller Orin module is no AGX Orin; a two-chip Grace Hopper platform is a system of its own
        ("The Jetson Orin Nano and the Jetson Orin", [("NVIDIA Jetson Orin Nano", True), ("NVIDIA Jetson AGX Orin", True)]),
        ("an NVIDIA GH200 NVL2 platform", [("NVIDIA GH200 NVL2", True)]),
    ],
)
def test_accelerators_of_more_makers_and_modules_that_are_not_their_siblings(registry, text, expected):
    assert _named(registry, text) == expected


def test_a_broken_registry_file_stops_extraction_with_its_name(tmp_path, monkeypatch):
    import extractors.hardware as hardware
    from extractors.pipeline import extract_claims
    from extractors.rules import names

    broken = tmp_path / "hardware.toml"
    broken.write_text("[unknown]\npatterns = ['unclosed\n", encoding="utf-8")
    monkeypatch.setattr(hardware, "DEFAULT_REGISTRY_PATH", broken)
    hardware._default_registry.cache_clear()
    names._hardware_registry.cache_clear()
    try:
        # no silent "no hardware here": the claims of a document would be wrong by omission
        with pytest.raises(RegistryError, match="hardware.toml"):
            extract_claims("The H100 rents for $2.10 per GPU-hour.")
    finally:
        monkeypatch.undo()
        hardware._default_registry.cache_clear()
        names._hardware_registry.cache_clear()
    assert [c.name for c in extract_claims("The H100 rents for $2.10 per GPU-hour.").claims
            if c.kind == "hardware"] == ["NVIDIA H100"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # two-digit Moore Threads cards; a Chinese character may touch an NVIDIA code; a count of cards makes one
        ("旧版MTT S80、MTT S90产品", [("Moore Threads MTT S80", False), ("Moore Threads MTT S90", False)]),
        ("相比T4 GPU性能提升", [("NVIDIA T4", True)]),
        ("阿里云实例(单张A10)每小时1.2美元", [("NVIDIA A10", True)]),
        # the next items of a slash list of NVIDIA codes; "1/T4" is no such list
        ("显卡型号(如NVIDIA A100/V100/T4)", [("NVIDIA A100", True), ("NVIDIA V100", True), ("NVIDIA T4", True)]),
        ("a 1/T4 ratio", []),
        # Baidu's Kunlun generations and line, simplified or traditional: the maker read from either, the product
        # kept as written (no registry entry to canonicalise it)
        ("百度昆侖1已量產，百度昆仑2随后发布", [("Kunlunxin 昆侖1", False), ("Kunlunxin 昆仑2", False)]),
        ("沐曦推出「曦雲C600」", [("MetaX 曦雲C600", False)]),
        # the next code of a slash list after a named chip is the same maker's (a bare "L4" alone names nothing)
        ("分别对应L40s/L4，以及L20/L2芯片", [("NVIDIA L40S", True), ("NVIDIA L4", True), ("NVIDIA L20", True),
                                           ("NVIDIA L2", False)]),
        ("百度昆仑芯片", [("Kunlunxin 昆仑", False)]),
        # superchips listed before one rack size are each that rack
        ("Nvidia (GB200/GB300 NVL72) racks", [("NVIDIA GB200 NVL72", True), ("NVIDIA GB300 NVL72", True)]),
        # a family word before a part of a line inside it qualifies that part
        ("英伟达最新Blackwell B300", [("NVIDIA B300", True)]),
        # Cerebras generations the registry lacks keep their hyphen; a Radeon card is AMD's
        ("相比上一代WSE-2,峰值性能翻倍;the Cerebras CS-2 was retired",
         [("Cerebras WSE-2", False), ("Cerebras CS-2", False)]),
        ("desktop cards: Nvidia RTX 4090 and AMD Radeon RX 7900 XTX",
         [("NVIDIA GeForce RTX 4090", True), ("AMD Radeon RX 7900 XTX", False)]),
        # Moore Threads codenames where the text makes them chips (quoted, or before a chip word), traditional folded;
        # never the mountain of an idiom
        ("摩爾線程發布GPU架構「花港」，將推出「華山」芯片", [("Moore Threads 花港", False), ("Moore Threads 華山", False)]),  # as written (CONVENTIONS.md)
        ("命名庐山(Lushan)显卡与华山GPU", [("Moore Threads 庐山", False), ("Moore Threads 华山", False)]),
        ("这次大模型华山论剑,谁能胜出", []),
        # SambaNova's rack and AWS's Trainium2 Ultra are products of their own; a Trn2 UltraServer is read as its chip
        ("SambaNova built the SambaRack; AWS Trainium2 Ultra servers", [("SambaNova SambaRack", True),
                                                                       ("AWS Trainium2 Ultra", True)]),
        # a Biren code written with a space is the same card; an Intel network controller is no accelerator
        ("Biren BR 104 cards beside an Intel X550T NIC", [("Biren BR104", False)]),
        # a supernode of a generation the registry lacks keeps its generation in the registry's form
        ("Huawei showed the Atlas 900 A3 SuperPoD", [("Huawei Atlas 900 A3 SuperPoD", False)]),
    ],
)
def test_cards_named_loosely_in_lists_counts_and_chinese_text(registry, text, expected):
    assert _named(registry, text) == expected


def test_bare_numbers_listed_after_a_numbered_product_are_its_siblings():
    import datetime as dt

    from extractors.pipeline import extract_claims

    def names(text):
        claims = extract_claims(text, content_type="text/plain", published=dt.date(2026, 11, 20)).claims
        return [(c.name, c.known) for c in claims if c.kind == "hardware"]

    assert names("至2028年，華為將推出Ascend 950、960、970三大系列。") == [
        ("Huawei Ascend 950", True), ("Huawei Ascend 960", False), ("Huawei Ascend 970", False)]
    # an amount after the name is no sibling
    assert names("昇腾950、960元一张的报价并不属实。") == [("Huawei Ascend 950", True)]



def test_a_count_after_a_numbered_product_is_no_sibling():
    import datetime as dt

    from extractors.pipeline import extract_claims
    claims = extract_claims("The cluster links the Ascend 910 and 384 chips in total.", content_type="text/plain",
                            published=dt.date(2026, 11, 20)).claims
    assert [c.name for c in claims if c.kind == "hardware"] == ["Huawei Ascend 910"]
