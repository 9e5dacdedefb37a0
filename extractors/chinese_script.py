"""Traditional Chinese characters folded to their simplified forms, one character for one.

The rules are written against simplified Chinese ("每百万输入tokens"); pages from Taiwan and Hong Kong
write the same words in traditional characters ("每百萬輸入tokens"). :func:`fold_traditional` maps
the characters the price, unit and comparison vocabulary uses, character for character, so that every
offset into the folded text is an offset into the original: matching runs on the folded copy while
evidence and sentences are still cut from the document as written.
"""

from __future__ import annotations

# Pairs (traditional, simplified); only characters whose simplified form is unambiguous.
_PAIRS = (
    "萬万 億亿 輸输 費费 價价 為为 調调 則则 時时 個个 塊块 緩缓 儲储 讀读 寫写 錢钱 幣币 計计 標标 準准 與与 "
    "後后 於于 張张 臺台 歐欧 較较 從从 僅仅 約约 達达 過过 區区 應应 這这 種种 現现 據据 將将 來来 單单 雙双 "
    "優优 錯错 務务 買买 賣卖 貴贵 漲涨 減减 開开 關关 詞词 總总 點点 處处 裡里 實实 體体 軟软 輪轮 維维 頁页 "
    "長长 項项 週周 預预 測测 試试 術术 產产 業业 傳传 統统 學学 資资 訊讯 導导 節节 當当 會会 隨随 問问 題题 "
    "發发 對对 說说 確确 購购 額额 續续 級级 態态 麼么 鐘钟 進进 銷销 賬账 戶户 號号 線线 際际 專专 屬属 規规 "
    "範范 類类 細细 構构 備备 顯显 圖图 網网 絡络 雲云 機机 電电 腦脑 記记 憶忆 頻频 寬宽 幅幅 折折 漲涨 惠惠 "
    "們们 裝装 費费 貨货 價价 錄录 選选 擇择 數数 據据 庫库 務务 廠厂 離离 動动 態态 啟启 變变 廣广 啟启 紀纪 "
    "並并 雖虽 還还 讓让 給给 內内 兩两 倆俩 億亿 則则 員员 負负 責责 質质 險险 驗验 證证 書书 報报 場场 與与 "
    "檔档 層层 據据 階阶 梯梯 區区 間间 聯联 運运 營营 樣样 協协 議议 劃划 輕轻 鬆松 異异 樣样 廉廉 貼贴 補补"
)
_TABLE = str.maketrans({pair[0]: pair[1] for pair in _PAIRS.split() if pair[0] != pair[1]})


def fold_traditional(text: str) -> str:
    """``text`` with the listed traditional characters replaced by their simplified forms (same length)."""
    return text.translate(_TABLE)
