"""Text preparation: decoding, HTML/Markdown cleaning, normalisation and sentence offsets."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from extractors.text import decode_bytes, prepare_text, split_sentences

SNAPSHOT_PRESS = Path(__file__).resolve().parent.parent / "data" / "snapshot" / "press"


def sentences_of(text: str) -> list[str]:
    return [text[start:end] for start, end in split_sentences(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The U.S. price fell. Europe followed.", ["The U.S. price fell.", "Europe followed."]),
        ("Pricing differs, e.g. for batch jobs. Output is dearer.",
         ["Pricing differs, e.g. for batch jobs.", "Output is dearer."]),
        ("Acme Inc. cut prices. Rivals did not.", ["Acme Inc. cut prices.", "Rivals did not."]),
        ("B200 vs. H100 is the match-up. It ran Llama.", ["B200 vs. H100 is the match-up.", "It ran Llama."]),
        ("Input costs $0.28 per million. MLPerf v5.1 results are out.",
         ["Input costs $0.28 per million.", "MLPerf v5.1 results are out."]),
        ("DeepSeek宣布降价。输入价格为每百万tokens 2元！输出价格为3元；缓存命中更便宜？是的",
         ["DeepSeek宣布降价。", "输入价格为每百万tokens 2元！", "输出价格为3元；", "缓存命中更便宜？", "是的"]),
        ("Prices:\n- Input: $0.28\n- Output: $0.42\n", ["Prices:", "Input: $0.28", "Output: $0.42"]),
        ("Model | Input | Output\ndeepseek-chat | $0.28 | $0.42",
         ["Model | Input | Output", "deepseek-chat | $0.28 | $0.42"]),
        ("A sentence that is wrapped\nover two lines. Next one.", ["A sentence that is wrapped\nover two lines.",
                                                                  "Next one."]),
    ],
)
def test_sentence_boundaries(text: str, expected: list[str]) -> None:
    assert sentences_of(text) == expected


def test_sentence_offsets_index_the_returned_text() -> None:
    raw = "Ｆｕｌｌ-width ＤｅｅｐＳｅｅｋ costs ￥２ now.\u00a0It is cheap！下一句。"
    prepared = prepare_text(raw)
    assert "DeepSeek" in prepared.text and "¥2" in prepared.text
    assert "！" in prepared.text  # CJK punctuation survives NFKC
    for start, end in prepared.sentences:
        piece = prepared.text[start:end]
        assert piece == piece.strip() and piece
    assert prepared.sentence_text(len(prepared.sentences) - 1) == "下一句。"


def test_html_boilerplate_is_dropped_and_tables_become_rows() -> None:
    html = """<html><head><title>Site | Prices</title><style>p{color:red}</style></head><body>
    <nav><a href="/">Home</a> <a href="/news">News</a></nav>
    <div class="cookie-banner">We use cookies to improve your experience.</div>
    <article><h1>DeepSeek cuts API prices</h1>
    <p>DeepSeek cut prices on Monday.</p>
    <table><tr><th>Model</th><th>Input</th></tr><tr><td>deepseek-chat</td><td><b>$0.28</b></td></tr></table>
    <aside>Related: other stories</aside><div id="newsletter-signup">Subscribe now</div></article>
    <footer>Copyright 2025</footer><script>var tracking = 1;</script></body></html>"""
    prepared = prepare_text(html, content_type="text/html; charset=utf-8")
    assert prepared.title == "DeepSeek cuts API prices"
    for junk in ("Home", "cookies", "Related", "Subscribe", "Copyright", "tracking", "color"):
        assert junk not in prepared.text
    sentences = [prepared.text[s:e] for s, e in prepared.sentences]
    assert "deepseek-chat | $0.28" in sentences
    assert "DeepSeek cut prices on Monday." in sentences


def test_markdown_tables_and_links() -> None:
    markdown = "# Pricing\n\nSee [our page](https://x.example) for **details**.\n\n| Model | Input |\n|---|---|\n| gpt-5 | $1.25 |\n"
    prepared = prepare_text(markdown, content_type="text/markdown")
    assert prepared.title == "Pricing"
    assert "https://" not in prepared.text and "**" not in prepared.text
    assert "gpt-5 | $1.25" in [prepared.text[s:e] for s, e in prepared.sentences]


@pytest.mark.parametrize(
    ("raw", "declared", "expected"),
    [
        ("价格为2元".encode("gb18030"), None, "价格为2元"),
        ("Price: 0,40 € – now".encode("cp1252"), None, "Price: 0,40 € – now"),
        (b'<meta charset="gbk"><p>' + "降价".encode("gbk") + b"</p>", None, "降价"),
        ("\ufeffhello".encode("utf-8"), None, "hello"),
        ("caf\u00e9".encode("utf-16"), None, "caf\u00e9"),
        ("naïve".encode("utf-8"), "iso-8859-1", "naïve"),  # a lying header is overruled by a failed decode
    ],
)
def test_decode_bytes(raw: bytes, declared: str | None, expected: str) -> None:
    assert expected in decode_bytes(raw, declared)


def test_snapshot_page_in_gbk_is_cleaned() -> None:
    pages = sorted(SNAPSHOT_PRESS.glob("*/articles/*.html")) if SNAPSHOT_PRESS.exists() else []
    if not pages:
        pytest.skip("no snapshot press pages")
    for page in pages[:5]:
        prepared = prepare_text(page.read_bytes(), content_type="text/html")
        assert prepared.text and prepared.sentences, page
        assert "<script" not in prepared.text and "function(" not in prepared.text, page
        assert "\ufffd" not in prepared.text[:2000], page


@pytest.mark.parametrize("raw", [b"", "", "   \n\n ", bytes(range(256)) * 20, b"\x00\x01\x02\xff" * 1000, "!!! ... ???"])
def test_bad_input_gives_empty_or_sentence_free_text(raw) -> None:
    prepared = prepare_text(raw, content_type="text/html" if isinstance(raw, bytes) else "text/plain")
    assert isinstance(prepared.text, str)
    assert all(0 <= s < e <= len(prepared.text) for s, e in prepared.sentences)


def test_wrong_type_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="str or bytes"):
        prepare_text(12345)  # type: ignore[arg-type]


def test_five_megabyte_document_is_prepared_in_linear_time() -> None:
    # Relative, not absolute: ten times the text may cost at most thirty times the seconds (a quadratic step
    # would cost a hundred), so the bound holds on a loaded machine too.
    paragraph = ("NVIDIA said the GB200 NVL72 delivered 865,000 tokens/s on Llama 2 70B. "
                 "DeepSeek charges $0.28 per million input tokens, e.g. for chat.\n")
    seconds = {}
    for size in (500_000, 5_000_000):
        raw = paragraph * (size // len(paragraph))
        started = time.perf_counter()
        prepared = prepare_text(raw)
        seconds[size] = time.perf_counter() - started
        assert len(prepared.sentences) == 2 * (size // len(paragraph))
    assert seconds[5_000_000] < 30 * seconds[500_000]


def test_deeply_nested_html_does_not_crash() -> None:
    html = "<html><body>" + "<div>" * 50_000 + "<p>Deep text here.</p>" + "</div>" * 50_000 + "</body></html>"
    prepared = prepare_text(html, content_type="text/html")
    assert isinstance(prepared.text, str)


def test_giant_sentence_without_punctuation_is_split() -> None:
    prepared = prepare_text("word " * 100_000)
    assert prepared.sentences and max(e - s for s, e in prepared.sentences) <= 1500


def test_a_page_laid_out_with_a_table_gives_sentence_sized_evidence() -> None:
    story = " ".join(f"Paragraph sentence number {i} describes the rollout of the new serving stack in detail."
                     for i in range(8))
    html = (f"<html><body><table><tr><td>Home<br>News<br>About</td><td><p>{story}</p>"
            "<p>The hosted model now costs $0.45 per million input tokens. Output stays at $1.80.</p></td>"
            "</tr></table></body></html>")
    prepared = prepare_text(html, content_type="text/html")
    sentences = [prepared.text[s:e] for s, e in prepared.sentences]
    assert max(len(s) for s in sentences) < 200
    assert "The hosted model now costs $0.45 per million input tokens." in sentences


def test_a_data_table_row_stays_one_sentence() -> None:
    text = "| Model | Input | Output |\n|---|---|---|\n| alpha-7b | $0.10 | $0.40 |\n"
    prepared = prepare_text(text, content_type="text/markdown")
    assert [prepared.text[s:e] for s, e in prepared.sentences][-1].count(" | ") == 2


def test_look_alike_hyphens_become_ascii_hyphens() -> None:
    prepared = prepare_text("The chip runs GPT\u2011OSS\u2011120B 3.1\u2011fold faster (\u221210% cost).")
    assert prepared.text == "The chip runs GPT-OSS-120B 3.1-fold faster (-10% cost)."
