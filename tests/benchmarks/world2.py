"""world2: a second, generated test world (English and Japanese) for one-hop question answering.

gbrain-world-v1 is one corpus written by one model; tuning to it alone overfits its phrasing. This module builds a
different world from its own name lists and sentence templates: about 60 people, 40 companies, 8 funds, 25 meetings
and 5 concepts, a third of them Japanese (Japanese names, titles, prose in plain or です/ます style, timelines), with
an optional `aliases` list on some Japanese pages (an English or katakana name an importer may put in frontmatter).

Pages use world-v1's JSON layout (`slug`, `type`, `title`, `compiled_truth`, `timeline`, `_facts`), so
questions_world.load_pages / edges read a written corpus unchanged: companies carry `_facts` lists `employees`,
`founders`, `investors` (people and funds) and `advisors`; meetings carry `attendees`; a person carries `role` and
`primary_affiliation` (a partner's is the fund, which counts as works_at). Never gold: `past_affiliations` (a
company the person left), a fund's `portfolio` (the same facts as the companies' investor lists), a meeting's
`absentees`, a concept's related pages.

Every relation is written in many natural sentences (`TEMPLATES`: at least 8 English and 5 Japanese per relation),
chosen round-robin in a seeded order so each is used; every fact is stated on the page of its subject (a person's or
fund's page, the meeting page for attendance) and most are stated again from the other side. Distractors: rivals,
former customers, offers turned down, investments passed on, people mentioned on company pages without a relation,
past employers, apologies for absence.

`generate_world2(seed)` asks every relation in both directions with wordings of our own (`WORDINGS2`, different from
every round of questions_world); wording index i with i % 3 == 2 is held out. Deterministic for a seed: one
random.Random(seed), lists only (no set iteration), no clock.

    python tests/benchmarks/world2.py DEST [SEED]   # writes DEST/corpus/*.json, prints counts to stderr
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from questions_world import DIRECTIONS, RELATIONS, Question, edges, gold_by_seed, split_of  # noqa: E402

# ---------------------------------------------------------------------------------------------------------------
# Name lists (our own)
# ---------------------------------------------------------------------------------------------------------------

EN_GIVEN = [  # (given name, possessive pronoun)
    ("Odette", "her"), ("Bram", "his"), ("Lucinda", "her"), ("Tobias", "his"), ("Marisol", "her"), ("Ewan", "his"),
    ("Saoirse", "her"), ("Dmitri", "his"), ("Petra", "her"), ("Cormac", "his"), ("Ines", "her"), ("Lorcan", "his"),
    ("Thea", "her"), ("Rafferty", "his"), ("Greta", "her"), ("Anselm", "his"), ("Maren", "her"), ("Idris", "his"),
    ("Philippa", "her"), ("Casimir", "his"), ("Noor", "her"), ("Emeka", "his"), ("Freya", "her"), ("Silas", "his"),
    ("Ottilie", "her"), ("Benedikt", "his"), ("Ximena", "her"), ("Teodor", "his"), ("Wren", "their"),
    ("Hollis", "their"), ("Ayesha", "her"), ("Joaquin", "his"), ("Magnus", "his"), ("Delphine", "her"),
    ("Rowan", "their"), ("Keziah", "her"), ("Ilse", "her"), ("Barnaby", "his"), ("Solenne", "her"),
    ("Tiberius", "his"), ("Agnieszka", "her"), ("Florian", "his"), ("Sunniva", "her"), ("Kwame", "his"),
]
EN_FAMILY = [
    "Pemberton", "Achterberg", "Oyelaran", "Castellano", "Rydberg", "Whitlock", "Marchetti", "Quigley", "Dunmore",
    "Sandoval", "Thorsen", "Abernathy", "Kowalczyk", "Fairweather", "Ibarra", "Lachance", "Holloway", "Varga",
    "Brennan", "Okafor", "Tremblay", "Novak", "Esposito", "Haldane", "Duvall", "Rosenthal", "Carvalho", "Blackwood",
    "Szabo", "Lindqvist",
]
JA_FAMILY = [  # (kanji, romaji)
    ("高橋", "takahashi"), ("田中", "tanaka"), ("伊藤", "ito"), ("渡辺", "watanabe"), ("山本", "yamamoto"),
    ("小林", "kobayashi"), ("加藤", "kato"), ("吉田", "yoshida"), ("山田", "yamada"), ("佐々木", "sasaki"),
    ("松本", "matsumoto"), ("井上", "inoue"), ("木村", "kimura"), ("清水", "shimizu"), ("森", "mori"),
    ("池田", "ikeda"), ("橋本", "hashimoto"), ("石川", "ishikawa"), ("前田", "maeda"), ("藤田", "fujita"),
    ("岡田", "okada"), ("長谷川", "hasegawa"), ("村上", "murakami"), ("近藤", "kondo"),
]
JA_GIVEN = [  # (kanji, romaji, possessive pronoun for English sentences about them)
    ("陽翔", "haruto", "his"), ("結衣", "yui", "her"), ("蓮", "ren", "his"), ("美咲", "misaki", "her"),
    ("悠真", "yuma", "his"), ("葵", "aoi", "her"), ("大翔", "hiroto", "his"), ("颯太", "sota", "his"),
    ("陽菜", "hina", "her"), ("湊", "minato", "his"), ("凛", "rin", "her"), ("樹", "itsuki", "his"),
    ("千尋", "chihiro", "her"), ("健太", "kenta", "his"), ("真央", "mao", "her"), ("翼", "tsubasa", "his"),
    ("彩花", "ayaka", "her"), ("拓海", "takumi", "his"), ("七海", "nanami", "her"), ("直樹", "naoki", "his"),
    ("優子", "yuko", "her"), ("美月", "mizuki", "her"),
]

# industry key -> (English label, Japanese label, English products, Japanese products)
INDUSTRIES = {
    "logistics": ("logistics", "物流", ["route-planning software", "warehouse scanners"],
                  ["配送計画システム", "倉庫向けの検品端末"]),
    "health": ("health care", "医療", ["triage software", "remote monitoring kits"],
               ["問診システム", "遠隔見守り機器"]),
    "agriculture": ("agriculture", "農業", ["soil sensors", "greenhouse controllers"],
                    ["土壌センサー", "温室制御装置"]),
    "energy": ("energy", "エネルギー", ["battery management systems", "grid forecasting tools"],
               ["蓄電池の管理システム", "電力需要の予測ツール"]),
    "payments": ("payments", "決済", ["invoicing software", "card terminals for market stalls"],
                 ["請求書の電子化サービス", "小売店向けの決済端末"]),
    "security": ("security", "セキュリティ", ["intrusion detection", "access-control badges"],
                 ["不正侵入の検知サービス", "入退室管理システム"]),
    "education": ("education", "教育", ["tutoring apps", "exam-marking tools"], ["学習アプリ", "採点支援ツール"]),
    "manufacturing": ("manufacturing", "製造", ["inspection cameras", "machine-tool retrofits"],
                      ["外観検査カメラ", "工作機械の後付けセンサー"]),
    "biotech": ("biotech", "バイオ", ["enzyme assays", "sequencing pipelines"],
                ["酵素の評価キット", "遺伝子解析の基盤"]),
    "media": ("media", "メディア", ["audio editing software", "subtitle tools"], ["音声編集ソフト", "字幕生成ツール"]),
    "mobility": ("mobility", "モビリティ", ["e-bike fleets", "charging-station software"],
                 ["電動自転車のシェアリング", "充電スタンドの管理ソフト"]),
    "food": ("food", "食品", ["plant-based cheeses", "meal-kit subscriptions"],
             ["植物性チーズ", "ミールキットの定期便"]),
    "legal": ("legal tech", "リーガルテック", ["contract review software", "court-filing tools"],
              ["契約書レビューの支援ツール", "登記申請の自動化サービス"]),
}
EN_COMPANIES = [  # (title, slug name, industry)
    ("Larkspur Analytics", "larkspur-analytics", "logistics"), ("Quillfeather", "quillfeather", "education"),
    ("Brightwater Foods", "brightwater-foods", "food"), ("Osprey Grid", "osprey-grid", "energy"),
    ("Fennel Health", "fennel-health", "health"), ("Corvid Systems", "corvid-systems", "security"),
    ("Saltmarsh Robotics", "saltmarsh-robotics", "manufacturing"), ("Gannet Freight", "gannet-freight", "logistics"),
    ("Heronsgate Bio", "heronsgate-bio", "biotech"), ("Emberlight Energy", "emberlight-energy", "energy"),
    ("Marigold Payments", "marigold-payments", "payments"), ("Ironbark Security", "ironbark-security", "security"),
    ("Bramblecode", "bramblecode", "education"), ("Tidewater Learning", "tidewater-learning", "education"),
    ("Fjordline Maps", "fjordline-maps", "mobility"), ("Thistle Insurance", "thistle-insurance", "payments"),
    ("Ravenna Textiles", "ravenna-textiles", "manufacturing"), ("Kilnworks", "kilnworks", "manufacturing"),
    ("Moorhen Audio", "moorhen-audio", "media"), ("Yarrow Genomics", "yarrow-genomics", "biotech"),
    ("Sorrel Kitchens", "sorrel-kitchens", "food"), ("Wheelwright Mobility", "wheelwright-mobility", "mobility"),
    ("Lanternfish Vision", "lanternfish-vision", "security"), ("Cobalt Orchard", "cobalt-orchard", "agriculture"),
    ("Peregrine Legal", "peregrine-legal", "legal"), ("Nettlebed Studio", "nettlebed-studio", "media"),
]
JA_COMPANIES = [  # (short name, title, slug name, English alias, katakana alias, industry)
    ("あおば物流", "株式会社あおば物流", "aoba-butsuryu", "Aoba Logistics", "アオバ物流", "logistics"),
    ("ひかり医療システム", "ひかり医療システム株式会社", "hikari-iryo-system", "Hikari Medical Systems", None,
     "health"),
    ("こだま農研", "株式会社こだま農研", "kodama-noken", "Kodama Agritech", "コダマ農研", "agriculture"),
    ("北斗データ", "北斗データ株式会社", "hokuto-data", "Hokuto Data", None, "security"),
    ("つばめ電池", "株式会社つばめ電池", "tsubame-denchi", "Tsubame Battery", "ツバメ電池", "energy"),
    ("しずく水処理", "株式会社しずく水処理", "shizuku-mizushori", None, None, "manufacturing"),
    ("かすみ食品", "かすみ食品株式会社", "kasumi-shokuhin", "Kasumi Foods", None, "food"),
    ("やまびこ通信", "株式会社やまびこ通信", "yamabiko-tsushin", None, "ヤマビコ通信", "media"),
    ("いろは教育", "株式会社いろは教育", "iroha-kyoiku", "Iroha Learning", None, "education"),
    ("はやぶさ航空工業", "はやぶさ航空工業株式会社", "hayabusa-koku-kogyo", "Hayabusa Aero", None, "manufacturing"),
    ("ことのは翻訳", "株式会社ことのは翻訳", "kotonoha-honyaku", None, None, "media"),
    ("あかつき製薬", "あかつき製薬株式会社", "akatsuki-seiyaku", "Akatsuki Pharma", None, "biotech"),
    ("ほたる決済", "株式会社ほたる決済", "hotaru-kessai", "Hotaru Pay", "ホタルペイ", "payments"),
    ("みちのくモビリティ", "株式会社みちのくモビリティ", "michinoku-mobility", "Michinoku Mobility", None, "mobility"),
]
EN_FUNDS = [("Halyard Ventures", "halyard-ventures"), ("Copperline Capital", "copperline-capital"),
            ("Lodestar Partners", "lodestar-partners"), ("Foxglove Fund", "foxglove-fund"),
            ("Marram Ventures", "marram-ventures")]
JA_FUNDS = [("若葉キャピタル", "wakaba-capital", "Wakaba Capital"),
            ("東雲ベンチャーズ", "shinonome-ventures", "Shinonome Ventures"),
            ("青嵐パートナーズ", "seiran-partners", None)]
CONCEPTS = [  # (title, slug name, Japanese?)
    ("Cold-Chain Telemetry", "cold-chain-telemetry", False), ("Right to Repair", "right-to-repair", False),
    ("Frugal Hardware", "frugal-hardware", False), ("現場DX", "genba-dx", True),
    ("地方発スタートアップ", "chiho-hatsu-startups", True),
]
EN_MEETING_KINDS = [("roadmap review", "roadmap"), ("pricing offsite", "offsite"),
                    ("investor update", "investor-update"), ("hiring panel", "hiring"),
                    ("customer visit", "customer-visit"), ("quarterly business review", "qbr")]
JA_MEETING_KINDS = [("経営会議", "keiei-kaigi"), ("定例会", "teireikai"), ("事業計画会議", "jigyo-keikaku"),
                    ("投資検討会", "toshi-kentokai"), ("振り返り会", "furikaeri")]
EN_CITIES = ["Leeds", "Rotterdam", "Porto", "Tallinn", "Halifax", "Tucson", "Adelaide", "Bergen", "Ljubljana", "Cork"]
JA_CITIES = ["札幌", "仙台", "金沢", "福岡", "神戸", "横浜", "名古屋", "京都", "広島", "松山"]
EN_ROLES = ["staff engineer", "product manager", "head of sales", "data scientist", "senior designer",
            "support lead", "research scientist", "finance controller", "hardware engineer"]
JA_ROLES = ["エンジニア", "プロダクトマネージャー", "営業責任者", "データサイエンティスト", "デザイナー",
            "サポート責任者", "研究員", "経理責任者", "ハードウェアエンジニア"]
EN_TOPICS = ["pricing", "hiring", "international expansion", "regulatory filings", "fundraising", "supply chains"]
JA_TOPICS = ["価格設計", "採用", "海外展開", "許認可", "資金調達", "調達網"]
EN_ROUNDS = ["seed", "pre-seed", "Series A", "Series B"]
JA_ROUNDS = ["シード", "プレシード", "シリーズA", "シリーズB"]
EN_STAGES = ["pre-revenue", "three people in a borrowed office", "a prototype on a workbench"]
EN_HOBBIES = ["restores old sailing dinghies", "plays the cello in an amateur orchestra",
              "runs trail marathons", "keeps bees on a rooftop", "collects vintage maps", "bakes sourdough"]
JA_HOBBIES = ["休日は山歩きを楽しんでいる。", "趣味は将棋で、週末には道場に通っている。",
              "料理が得意で、よく同僚を招いている。", "学生時代から剣道を続けている。", "古い写真機を集めている。"]
EN_TRAITS = ["meticulous", "soft-spoken", "relentlessly curious", "blunt but fair", "famously patient"]
JA_TRAITS = ["几帳面な性格で知られている。", "穏やかな話しぶりが印象的である。",
             "好奇心が強く、新しい技術をすぐに試す。", "率直な物言いで周囲から信頼されている。"]
EN_AGENDA = ["the delayed hardware shipment", "next year's hiring plan", "a price rise for large accounts",
             "the churn in the pilot customers", "opening a second office", "the audit findings"]
JA_AGENDA = ["出荷遅延への対応", "来期の採用計画", "大口顧客向けの値上げ", "試験導入先の解約", "第二拠点の開設",
             "監査での指摘事項"]

# ---------------------------------------------------------------------------------------------------------------
# Sentence templates. {s}: the person (or fund) of the edge, {o}: the company, fund or meeting; a name or a link,
# whichever is not the page itself. Japanese templates are written in plain style and turned polite per page.
# ---------------------------------------------------------------------------------------------------------------

TEMPLATES: dict[tuple[str, str], list[str]] = {
    ("works_at", "en"): [
        "{s} is a {role} at {o}.",
        "{s} joined {o} in {year} and has stayed ever since.",
        "These days {s} spends {pos} days building {thing} for {o}.",
        "{o}'s {role}, {s}, runs a weekly demo for the rest of the company.",
        "On the payroll of {o} since {year}, {s} looks after {thing}.",
        "{s} works out of the {city} office of {o}.",
        "After a long search, {o} hired {s} as {role} in {year}.",
        "At {o}, {s} leads the team responsible for {thing}.",
        "{s} currently draws a salary from {o}, where {pos} title is {role}.",
        "{s} took a job with {o} in {year}.",
    ],
    ("works_at", "ja"): [
        "{s}は{o}に勤務している。",
        "{s}は{o}の{role}である。",
        "{year}年に{o}へ入社した{s}は、{thing}を担当している。",
        "{o}で{role}として働く{s}は、社内でも頼りにされている。",
        "{s}の勤め先は{o}で、{thing}の開発に携わっている。",
        "現在、{s}は{o}に所属し、{role}を務める。",
        "{o}の{role}、{s}は{thing}の責任者でもある。",
    ],
    ("partner", "en"): [  # works_at for the partner of a fund
        "{s} is a partner at {o}.",
        "{s} joined {o} as a general partner in {year}.",
        "{o}'s newest partner, {s}, covers {industry} deals.",
        "{s} has been a managing partner of {o} since {year}.",
    ],
    ("partner", "ja"): [
        "{s}は{o}のパートナーを務める。",
        "{year}年に{o}へ参画した{s}は、パートナーとして{industry}の案件を見ている。",
        "{o}のパートナーである{s}は、{industry}分野の投資を率いている。",
    ],
    ("founded", "en"): [
        "{s} founded {o} in {year}.",
        "{s} co-founded {o} with {co}.",
        "{s} started {o} out of a garage in {city}.",
        "In {year}, {s} left a comfortable job to set up {o}.",
        "{o} was the brainchild of {s}, who incorporated it in {year}.",
        "{s} is the founder and chief executive of {o}.",
        "Together with {co}, {s} launched {o} in {year}.",
        "{s} built {o} from a two-person side project into a company of {size}.",
        "{o} began life on {s}'s kitchen table in {year}.",
        "{s} is one of the people who started {o}.",
    ],
    ("founded", "ja"): [
        "{s}は{year}年に{o}を創業した。",
        "{s}は{co}と{o}を共同創業した。",
        "{o}は{s}が{year}年に立ち上げた会社である。",
        "{s}が{o}を設立したのは{year}年のことだ。",
        "{o}の創業者である{s}は、現在も代表を務める。",
        "{s}は大学の研究室から{o}を起業した。",
        "{s}は{co}とともに{o}を興した。",
    ],
    ("invested_in", "en"): [
        "{s} led the {round} round in {o}.",
        "{s} wrote an early check into {o}.",
        "{s} holds a stake in {o}.",
        "{o} counts {s} among its earliest backers.",
        "{s} put money into {o} when it was still {stage}.",
        "{s} participated in {o}'s {round} round in {year}.",
        "{o} raised its {round} round from {s}, among others.",
        "{s} has been an investor in {o} since {year}.",
        "{s} bought into {o} at the {round} stage.",
    ],
    ("invested_in", "ja"): [
        "{s}は{o}に出資している。",
        "{s}は{round}ラウンドで{o}に投資した。",
        "{o}の{round}ラウンドには{s}も参加した。",
        "{s}は早い段階から{o}の株主である。",
        "{o}に最初に資金を出したのは{s}だった。",
        "{s}は{year}年、{o}への出資を決めた。",
        "{s}は{o}のリード投資家を務めた。",
    ],
    ("advises", "en"): [
        "{s} sits on the advisory board of {o}.",
        "{s} mentors the founders of {o}.",
        "{s} advises {o} on {topic}.",
        "{o} leans on {s} for advice about {topic}.",
        "Since {year}, {s} has served as an advisor to {o}.",
        "{s} meets the leadership of {o} once a month to help with {topic}.",
        "{s} is a strategic adviser to {o}.",
        "{o} brought in {s} as an advisor when it started working on {topic}.",
        "{s} coaches the team at {o} on {topic}.",
    ],
    ("advises", "ja"): [
        "{s}は{o}の顧問を務める。",
        "{s}は{o}に助言している。",
        "{o}は{topic}について{s}から助言を受けている。",
        "{s}は{year}年から{o}のアドバイザーを務めている。",
        "{s}は月に一度{o}の経営陣と面談し、{topic}の相談に乗っている。",
        "{o}の社外顧問として、{s}は{topic}を指導している。",
    ],
    ("attended", "en"): [  # on the meeting page: {s} one attendee, {list} several
        "{s} dialled in from {city}.",
        "{s} was in the room for the whole session.",
        "{s} joined halfway through, after another call ran over.",
        "{s} presented the numbers.",
        "{s} took the minutes.",
        "Present: {list}.",
        "Around the table were {list}.",
        "Attendees: {list}.",
        "The session brought together {list}.",
    ],
    ("attended", "ja"): [
        "{s}も同席した。",
        "{s}はオンラインで参加した。",
        "{s}が議事録を担当した。",
        "{s}は途中から参加した。",
        "出席者：{list}。",
        "{list}が出席した。",
        "会議には{list}が顔をそろえた。",
    ],
    ("past", "en"): [  # a company the person left: never an edge of the answer key
        "{s} was previously at {o}.",
        "Before that, {s} spent {n} years at {o}.",
        "{s} left {o} in {year}.",
        "{s} used to work at {o} as a {role}.",
    ],
    ("past", "ja"): [
        "{s}は以前{o}に在籍していた。",
        "{s}は{year}年に{o}を退職した。",
        "{s}はかつて{o}で{role}をしていた。",
    ],
    ("rival", "en"): [  # on a person page, a company with no relation to the person
        "{s} thinks {o} is the company to beat.",
        "{s} competes with {o} for the same customers.",
        "{s} is a former customer of {o}.",
        "{s} often cites {o} as an example of {topic} done well.",
        "{s} turned down a job offer from {o} in {year}.",
        "{s} passed on investing in {o}.",
        "{s} once interviewed at {o} but never joined.",
    ],
    ("rival", "ja"): [
        "{s}は{o}と競合している。",
        "{s}は{o}の元顧客でもある。",
        "{s}は{o}からの誘いを断ったことがある。",
        "{s}は{o}への出資を見送ることにした。",
        "{s}はよく{o}を手本として挙げる。",
    ],
    ("bystander", "en"): [  # on a company page, a person with no relation to the company
        "{s} wrote a widely shared profile of {o} in {year}.",
        "{s} once called {o} the most underrated company in {city}.",
        "A podcast hosted by {s} featured {o} last spring.",
        "{s} has never worked at {o}, despite rumours to the contrary.",
        "Analysts such as {s} remain sceptical of {o}'s margins.",
        "{s} declined an invitation to join the advisory board of {o}.",
    ],
    ("bystander", "ja"): [
        "{s}は{o}を取り上げた記事を書いたことがある。",
        "{s}は{o}を高く評価している。",
        "{s}は{o}の顧問就任を辞退した。",
        "{s}は{o}に勤めたことはない。",
    ],
    ("absent", "en"): ["{s} sent apologies and will read the notes later.", "{s} was invited but could not make it."],
    ("absent", "ja"): ["{s}は所用のため欠席した。", "{s}も招かれていたが、都合がつかず欠席した。"],
}
# the template families that state an edge of the answer key, by relation
RELATION_TEMPLATES = {"works_at": ("works_at", "partner"), "invested_in": ("invested_in",),
                      "advises": ("advises",), "founded": ("founded",), "attended": ("attended",)}

_POLITE = [("している。", "しています。"), ("していた。", "していました。"), ("である。", "です。"),
           ("だった。", "でした。"), ("のことだ。", "のことです。"), ("いる。", "います。"), ("した。", "しました。"),
           ("務める。", "務めています。"), ("ある。", "あります。"), ("いた。", "いました。"), ("めた。", "めました。"),
           ("えた。", "えました。"), ("挙げる。", "挙げます。"), ("はない。", "はありません。"),
           ("きた。", "きました。"), ("れた。", "れました。"), ("なった。", "なりました。"), ("試す。", "試します。")]


def polite(sentence: str) -> str:
    """A plain-style Japanese sentence in です/ます style (only the endings our templates use)."""
    for plain, pol in _POLITE:
        if sentence.endswith(plain):
            return sentence[: -len(plain)] + pol
    return sentence


# ---------------------------------------------------------------------------------------------------------------
# One-hop question wordings of our own: (template, name variant). Variants: "title"; "alias" (the first alias of a
# page that has one, else the title); "short" (a Japanese company without 株式会社, else the title); "san" (a
# person's title with さん).
# ---------------------------------------------------------------------------------------------------------------

WORDINGS2: dict[tuple[str, str, str], list[tuple[str, str]]] = {
    ("works_at", "into_entity", "en"): [
        ("Who is on staff at {n}?", "title"), ("Which people hold jobs at {n}?", "alias"),
        ("Who reports for work at {n}?", "title"), ("Name everyone employed by {n}.", "alias"),
        ("Whose employer is {n}?", "title"), ("Which individuals work for {n} today?", "alias"),
    ],
    ("works_at", "out_of_entity", "en"): [
        ("Who pays {n}'s salary?", "title"), ("At which company does {n} hold a job?", "alias"),
        ("Where has {n} got a job at the moment?", "title"), ("Name {n}'s current employer.", "alias"),
        ("Which firm has {n} on its books?", "title"), ("{n} holds a position at which organisation?", "alias"),
    ],
    ("invested_in", "into_entity", "en"): [
        ("Who wrote a check to {n}?", "title"), ("Which investors hold equity in {n}?", "alias"),
        ("Who provided capital to {n}?", "title"), ("Name the shareholders of {n}.", "alias"),
        ("Whose money went into {n}?", "title"), ("Which backers does {n} count?", "alias"),
    ],
    ("invested_in", "out_of_entity", "en"): [
        ("Which companies has {n} written checks to?", "title"), ("Where does {n} hold equity?", "alias"),
        ("Which startups got capital from {n}?", "title"), ("Name the companies {n} owns a stake in.", "alias"),
        ("In which companies is {n} a shareholder?", "title"), ("Which businesses did {n} bankroll?", "alias"),
    ],
    ("advises", "into_entity", "en"): [
        ("Who holds an advisory seat at {n}?", "title"), ("Which people mentor the founders of {n}?", "alias"),
        ("Who does {n} turn to for counsel?", "title"), ("Name the advisory board members of {n}.", "alias"),
        ("Whose advice does {n} rely on?", "title"), ("Name the mentors working with {n}.", "alias"),
    ],
    ("advises", "out_of_entity", "en"): [
        ("On whose advisory board does {n} sit?", "title"), ("Whose founders does {n} mentor?", "alias"),
        ("Which companies get counsel from {n}?", "title"), ("Name the firms that {n} advises.", "alias"),
        ("At which companies is {n} a mentor?", "title"), ("Which startups lean on {n} for advice?", "alias"),
    ],
    ("founded", "into_entity", "en"): [
        ("Whose company is {n}?", "title"), ("Which people founded the company called {n}?", "alias"),
        ("Who got {n} off the ground?", "title"), ("Name the founder or founders of {n}.", "alias"),
        ("Who incorporated {n}?", "title"), ("Which entrepreneurs started {n}?", "alias"),
    ],
    ("founded", "out_of_entity", "en"): [
        ("Which companies did {n} start from scratch?", "title"), ("Name the businesses {n} founded.", "alias"),
        ("What has {n} set up as a founder?", "title"), ("Which company is {n}'s own creation?", "alias"),
        ("{n} is a co-founder of what?", "title"), ("Which startups trace back to {n} as founder?", "alias"),
    ],
    ("attended", "into_entity", "en"): [
        ("Who sat at the table for {n}?", "title"), ("Which people made it to {n}?", "title"),
        ("Who joined the call for {n}?", "title"), ("Name everyone present at {n}.", "title"),
        ("Who was in attendance at {n}?", "title"), ("Which people dialled into {n}?", "title"),
    ],
    ("attended", "out_of_entity", "en"): [
        ("Which meetings has {n} sat in?", "title"), ("Name the meetings where {n} was present.", "alias"),
        ("What sessions did {n} join?", "title"), ("Which gatherings had {n} in attendance?", "alias"),
        ("List the sessions {n} was at.", "title"), ("At which meetings was {n} present?", "alias"),
    ],
    ("works_at", "into_entity", "ja"): [
        ("{n}の在籍者を教えて", "title"), ("{n}で勤務する社員を教えてください", "alias"),
        ("{n}の社員名簿を見せて", "title"), ("{n}に勤めるメンバーは誰ですか", "alias"),
        ("{n}から給与を受け取っているのは誰？", "title"), ("{n}で仕事をしている人は？", "short"),
    ],
    ("works_at", "out_of_entity", "ja"): [
        ("{n}が在籍している会社はどこ？", "title"), ("{n}の現在の職場は？", "alias"),
        ("{n}はどこの会社の人ですか", "san"), ("{n}が働く会社を教えてください", "title"),
        ("{n}の雇用主は？", "alias"), ("{n}はどの企業で仕事をしていますか", "title"),
    ],
    ("invested_in", "into_entity", "ja"): [
        ("{n}の株主に名を連ねているのは誰？", "title"), ("{n}に資金を入れたのは誰ですか", "alias"),
        ("{n}へ投資した人を教えてください", "short"), ("{n}の株式を保有しているのは誰？", "title"),
        ("{n}に出資した投資家を一覧にして", "alias"), ("誰が{n}の資金調達に応じた？", "title"),
    ],
    ("invested_in", "out_of_entity", "ja"): [
        ("{n}が株式を保有する会社は？", "title"), ("{n}の出資先を全部挙げてください", "alias"),
        ("{n}はどの企業に資金を入れた？", "san"), ("{n}が投資した企業を教えてください", "title"),
        ("{n}の投資ポートフォリオは？", "alias"), ("{n}はどこの株を持っている？", "title"),
    ],
    ("advises", "into_entity", "ja"): [
        ("{n}の顧問は誰が務めていますか", "title"), ("{n}にアドバイスしているのは誰？", "alias"),
        ("{n}の経営陣の相談相手は？", "short"), ("{n}の顧問団を挙げて", "title"),
        ("{n}を指導しているのは誰ですか", "alias"), ("誰が{n}の相談に乗っている？", "title"),
    ],
    ("advises", "out_of_entity", "ja"): [
        ("{n}が顧問として関わる会社は？", "title"), ("{n}はどこに助言していますか", "alias"),
        ("{n}が相談に乗っている企業は？", "san"), ("{n}が指導している会社を教えて", "title"),
        ("{n}の助言先はどこ？", "alias"), ("{n}がアドバイザーに就いている企業は？", "title"),
    ],
    ("founded", "into_entity", "ja"): [
        ("{n}を一から作ったのは誰？", "title"), ("{n}の創業メンバーを教えてください", "alias"),
        ("{n}は誰が起業した会社？", "short"), ("{n}を興したのは誰ですか", "title"),
        ("{n}の創業者の名前は？", "alias"), ("{n}を創業したメンバーは誰？", "title"),
    ],
    ("founded", "out_of_entity", "ja"): [
        ("{n}が起業した会社はどこ？", "title"), ("{n}の創業した会社を挙げてください", "alias"),
        ("{n}はどんな会社を創った？", "san"), ("{n}が設立に関わった会社は？", "title"),
        ("{n}が興した企業は？", "alias"), ("{n}は何の会社の創業者ですか", "title"),
    ],
    ("attended", "into_entity", "ja"): [
        ("{n}の出席メンバーは？", "title"), ("{n}に同席したのは誰ですか", "title"),
        ("{n}に顔を出したのは誰？", "title"), ("{n}にオンラインで参加した人も含めて出席者を教えて", "title"),
        ("{n}には誰がいましたか", "title"), ("{n}の参加者は誰だった？", "title"),
    ],
    ("attended", "out_of_entity", "ja"): [
        ("{n}が同席した会議は？", "title"), ("{n}が出た打ち合わせを教えてください", "alias"),
        ("{n}はどの会合に顔を出した？", "san"), ("{n}が参加した会議をすべて挙げて", "title"),
        ("{n}の出席した打ち合わせは？", "alias"), ("{n}が出席していた会合を教えて", "title"),
    ],
}


# ---------------------------------------------------------------------------------------------------------------
# The world
# ---------------------------------------------------------------------------------------------------------------

@dataclass
class Entity:
    slug: str
    type: str                     # person, company, fund, meeting, concept
    title: str
    ja: bool
    aliases: list[str] = field(default_factory=list)
    short: str = ""               # a company's name without 株式会社 or its first word; a person's family name
    given: str = ""
    pos: str = "its"              # possessive pronoun in English sentences
    role: str = ""
    city: str = ""
    industry: str = ""
    year: int = 0
    polite: bool = False
    kind: str = ""                # meetings: the kind of meeting
    date: str = ""


@dataclass
class Expression:
    """One sentence of one page that states (or, for the distractor families, merely mentions) a pair."""
    page: str
    family: str                   # a TEMPLATES family: works_at, partner, founded, ..., past, rival, bystander, absent
    lang: str
    index: int                    # the template's index in TEMPLATES[(family, lang)]
    subject: str
    object: str
    sentence: str

    @property
    def template(self) -> str:
        return f"{self.family}.{self.lang}.{self.index}"


@dataclass
class World:
    pages: dict[str, dict]
    expressions: list[Expression]


def _link(ent: Entity, text: str | None = None) -> str:
    return f"[{text or ent.title}]({ent.slug})"


def _join(items: list[str], ja: bool) -> str:
    if ja:
        return "、".join(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _cap(sentence: str) -> str:
    return sentence[0].upper() + sentence[1:] if sentence[:1].isalpha() else sentence


class _Builder:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.ents: dict[str, Entity] = {}
        self.founders: dict[str, list[str]] = defaultdict(list)
        self.employees: dict[str, list[str]] = defaultdict(list)
        self.investors: dict[str, list[str]] = defaultdict(list)
        self.advisors: dict[str, list[str]] = defaultdict(list)
        self.past: dict[str, list[str]] = defaultdict(list)
        self.partner_of: dict[str, str] = {}
        self.attendees: dict[str, list[str]] = {}
        self.absentees: dict[str, list[str]] = {}
        self.topic: dict[str, str] = {}
        self.years: dict[tuple[str, str], int] = {}
        self.expressions: list[Expression] = []
        self._order: dict[tuple[str, str], list[int]] = {}
        self._count: Counter = Counter()

    # -- entities ----------------------------------------------------------------------------------------------
    def make_entities(self) -> None:
        rng = self.rng
        en_given = rng.sample(EN_GIVEN, 40)
        people: list[Entity] = []
        for given, pos in en_given:
            family = rng.choice(EN_FAMILY)
            people.append(Entity(slug="", type="person", title=f"{given} {family}", ja=False, short=family,
                                 given=given, pos=pos))
        for kanji, roma, pos in rng.sample(JA_GIVEN, 20):
            fam, fam_roma = rng.choice(JA_FAMILY)
            aliases = [f"{roma.capitalize()} {fam_roma.capitalize()}"] if rng.random() < 0.6 else []
            people.append(Entity(slug=f"{fam_roma}-{roma}", type="person", title=f"{fam} {kanji}", ja=True,
                                 aliases=aliases, short=fam, given=kanji, pos=pos))
        rng.shuffle(people)
        for n, p in enumerate(people):
            base = p.slug or p.title.lower().replace(" ", "-")
            p.slug = f"people/{base}-{n}"
            p.city = rng.choice(JA_CITIES if p.ja else EN_CITIES)
            p.polite = p.ja and rng.random() < 0.5
            self.ents[p.slug] = p

        companies: list[Entity] = []
        for title, name, industry in EN_COMPANIES:
            companies.append(Entity(slug=name, type="company", title=title, ja=False,
                                    short=title.split()[0], industry=industry))
        for short, title, name, alias, kata, industry in JA_COMPANIES:
            companies.append(Entity(slug=name, type="company", title=title, ja=True,
                                    aliases=[a for a in (alias, kata) if a], short=short, industry=industry))
        rng.shuffle(companies)
        for n, c in enumerate(companies):
            c.slug = f"companies/{c.slug}-{n}"
            c.city = rng.choice(JA_CITIES if c.ja else EN_CITIES)
            c.year = rng.randint(2011, 2022)
            c.polite = c.ja and rng.random() < 0.5
            self.ents[c.slug] = c

        funds = [Entity(slug=name, type="fund", title=title, ja=False, short=title.split()[0])
                 for title, name in EN_FUNDS]
        funds += [Entity(slug=name, type="fund", title=title, ja=True, aliases=[alias] if alias else [],
                         short=title) for title, name, alias in JA_FUNDS]
        rng.shuffle(funds)
        for n, f in enumerate(funds):
            f.slug = f"funds/{f.slug}-{n}"
            f.city = rng.choice(JA_CITIES if f.ja else EN_CITIES)
            f.year = rng.randint(2008, 2020)
            f.polite = f.ja and rng.random() < 0.5
            self.ents[f.slug] = f

    def of(self, type_: str, ja: bool | None = None) -> list[Entity]:
        return [e for e in self.ents.values() if e.type == type_ and (ja is None or e.ja == ja)]

    def related(self, p: str, c: str) -> bool:
        return (p in self.founders[c] or p in self.employees[c] or p in self.investors[c] or p in self.advisors[c]
                or c in self.past[p] or self.partner_of.get(p) == c)

    def related_any(self, c: str) -> list[str]:
        """The people (not funds) tied to a company, in a fixed order."""
        out = []
        for slug in self.founders[c] + self.employees[c] + self.investors[c] + self.advisors[c]:
            if slug.startswith("people/") and slug not in out:
                out.append(slug)
        for person, fund in sorted(self.partner_of.items()):
            if fund in self.investors[c] and person not in out:
                out.append(person)
        return out

    # -- the answer key ----------------------------------------------------------------------------------------
    def make_facts(self) -> None:
        rng = self.rng
        roles = {False: ["founder"] * 18 + ["employee"] * 12 + ["partner"] * 5 + ["angel"] * 2 + ["advisor"] * 3,
                 True: ["founder"] * 8 + ["employee"] * 8 + ["partner"] * 3 + ["angel"] * 1}
        for ja in (False, True):
            people = self.of("person", ja)
            for p, role in zip(people, roles[ja], strict=True):
                p.role = role
        en_founders = [p.slug for p in self.of("person", False) if p.role == "founder"]
        ja_founders = [p.slug for p in self.of("person", True) if p.role == "founder"]
        en_employees = [p.slug for p in self.of("person", False) if p.role == "employee"]
        ja_employees = [p.slug for p in self.of("person", True) if p.role == "employee"]
        # a few people cross the language line: a Japanese founder and two Japanese employees at English-language
        # companies, an English-speaking employee at a Japanese company
        en_founders.append(ja_founders.pop())
        en_employees += [ja_employees.pop(), ja_employees.pop()]
        ja_employees.append(en_employees.pop(0))

        for ja, pool, serial, cofounded in ((False, en_founders, 3, 4), (True, ja_founders, 2, 2)):
            companies = [c.slug for c in self.of("company", ja)]
            slots = len(pool) + serial
            singles = slots - 2 * cofounded
            pattern = [2] * cofounded + [1] * singles + [0] * (len(companies) - cofounded - singles)
            rng.shuffle(pattern)
            queue = list(pool)
            rng.shuffle(queue)
            done: list[str] = []
            for c, k in zip(companies, pattern, strict=True):
                for _ in range(k):
                    if queue:
                        person = queue.pop()
                    else:  # a serial founder
                        person = rng.choice([d for d in done if d not in self.founders[c]])
                    self.founders[c].append(person)
                    done.append(person)
        for ja, pool in ((False, en_employees), (True, ja_employees)):
            companies = [c.slug for c in self.of("company", ja)]
            for person in pool:
                least = min(len(self.founders[c]) + len(self.employees[c]) for c in companies)
                choice = rng.choice([c for c in companies
                                     if len(self.founders[c]) + len(self.employees[c]) == least])
                self.employees[choice].append(person)
        # one employee at a company of the other language, so a page links across languages twice over
        all_companies = [c.slug for c in self.of("company")]

        def pick_company(person: str, prefer_ja: bool | None, k: int = 1) -> list[str]:
            cands = [c for c in all_companies if not self.related(person, c)]
            if prefer_ja is not None and rng.random() < 0.75:
                same = [c for c in cands if self.ents[c].ja == prefer_ja]
                cands = same or cands
            return rng.sample(cands, min(k, len(cands)))

        # partners: one per fund, of the fund's language
        for ja in (False, True):
            partners = [p.slug for p in self.of("person", ja) if p.role == "partner"]
            for person, fund in zip(partners, [f.slug for f in self.of("fund", ja)], strict=True):
                self.partner_of[person] = fund
        # funds invest in 3-5 companies; their partner personally in one or two of those and maybe one more
        for fund in self.of("fund"):
            for c in pick_company(fund.slug, fund.ja, rng.randint(3, 5)):
                self.investors[c].append(fund.slug)
        for person, fund in sorted(self.partner_of.items()):
            mine = [c for c in all_companies if fund in self.investors[c]]
            for c in rng.sample(mine, rng.randint(1, 2)):
                self.investors[c].append(person)
            if rng.random() < 0.5:
                for c in pick_company(person, self.ents[person].ja):
                    self.investors[c].append(person)
        for p in self.of("person"):
            if p.role == "angel":
                for c in pick_company(p.slug, None, rng.randint(2, 4)):
                    self.investors[c].append(p.slug)
            elif p.role == "founder" and rng.random() < 0.2:
                for c in pick_company(p.slug, p.ja):
                    self.investors[c].append(p.slug)
        # advisors
        for p in self.of("person"):
            k = {"advisor": rng.randint(2, 3), "partner": int(rng.random() < 0.4), "angel": int(rng.random() < 0.5),
                 "employee": int(rng.random() < 0.25), "founder": int(rng.random() < 0.15)}[p.role]
            for c in pick_company(p.slug, p.ja, k):
                self.advisors[c].append(p.slug)
        # every Japanese company gets at least one advisor, so Japanese advice sentences are common enough
        for c in self.of("company", True):
            if not self.advisors[c.slug]:
                cands = [p.slug for p in self.of("person") if not self.related(p.slug, c.slug)
                         and p.role in ("advisor", "angel", "partner")]
                self.advisors[c.slug].append(rng.choice(cands))
        # past employers of eight people: a company they have no other tie to
        movers = [p for p in self.of("person") if p.role in ("employee", "founder")]
        for p in rng.sample(movers, 8):
            self.past[p.slug] += pick_company(p.slug, p.ja)
        # years of the edges
        for c in all_companies:
            year = self.ents[c].year
            for lst in (self.employees[c], self.investors[c], self.advisors[c]):
                for person in lst:
                    self.years[(person, c)] = rng.randint(year, 2024)
            for person in self.founders[c]:
                self.years[(person, c)] = year
        for person, fund in self.partner_of.items():
            self.years[(person, fund)] = rng.randint(self.ents[fund].year, 2023)
        for person, cs in self.past.items():
            for c in cs:
                self.years[(person, c)] = rng.randint(max(self.ents[c].year, 2012), 2022)

    def make_meetings(self) -> None:
        rng = self.rng
        n = 0
        for ja, count in ((False, 16), (True, 9)):
            eligible = [c.slug for c in self.of("company", ja) if len(self.related_any(c.slug)) >= 2]
            topics = rng.sample(eligible, min(count, len(eligible)))
            while len(topics) < count:
                topics.append(rng.choice(eligible))
            for c in topics:
                company = self.ents[c]
                kind, kind_slug = rng.choice(JA_MEETING_KINDS if ja else EN_MEETING_KINDS)
                date = f"{rng.randint(2024, 2025)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
                y, m, d = (int(x) for x in date.split("-"))
                if ja:
                    title = f"{company.short} {kind}（{y}年{m}月{d}日）"
                else:
                    month = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"][m - 1]
                    title = f"{company.title} {kind} ({d} {month} {y})"
                name = c.split("/", 1)[1].rsplit("-", 1)[0]
                slug = f"meetings/{kind_slug}-{name}-{date}-{n}"
                n += 1
                meeting = Entity(slug=slug, type="meeting", title=title, ja=ja, kind=kind, date=date,
                                 polite=ja and rng.random() < 0.5, city=company.city)
                self.ents[slug] = meeting
                people = self.related_any(c)
                k = min(len(people), rng.randint(2, 5))
                chosen = rng.sample(people, k)
                if rng.random() < 0.3:
                    outsiders = [p.slug for p in self.of("person") if p.slug not in people]
                    chosen.append(rng.choice(outsiders))
                self.attendees[slug] = chosen
                rest = [p for p in people if p not in chosen]
                self.absentees[slug] = [rng.choice(rest)] if rest and rng.random() < 0.35 else []
                self.topic[slug] = c

    def make_concepts(self) -> None:
        for title, name, ja in CONCEPTS:
            slug = f"concepts/{name}"
            self.ents[slug] = Entity(slug=slug, type="concept", title=title, ja=ja)

    # -- text --------------------------------------------------------------------------------------------------
    def pick(self, family: str, lang: str, ok: Callable[[str], bool] = lambda t: True) -> int:
        """The next template of a family in a seeded round-robin order, skipping those `ok` rejects."""
        templates = TEMPLATES[(family, lang)]
        if (family, lang) not in self._order:
            order = list(range(len(templates)))
            self.rng.shuffle(order)
            self._order[(family, lang)] = order
        usable = tuple(i for i in self._order[(family, lang)] if ok(templates[i]))
        if not usable:
            raise ValueError(f"no usable template for {family} {lang}")
        key = (family, lang, usable)   # a round-robin of its own for each subset, so none is skipped for good
        self._count[key] += 1
        return usable[(self._count[key] - 1) % len(usable)]

    def name_in(self, ent: Entity, page: Entity) -> str:
        """Link text for `ent` on `page` (another page)."""
        rng = self.rng
        if ent.type == "person":
            if ent.ja and not page.ja and ent.aliases and rng.random() < 0.5:
                return ent.aliases[0]
            return ent.title
        if ent.type in ("company", "fund"):
            if ent.ja and not page.ja:
                english = [a for a in ent.aliases if a.isascii()]
                if english and rng.random() < 0.6:
                    return english[0]
                return ent.title if rng.random() < 0.6 else ent.short
            if ent.ja:
                kata = [a for a in ent.aliases if not a.isascii()]
                r = rng.random()
                return kata[0] if kata and r < 0.2 else ent.short if r < 0.5 else ent.title
            return ent.short if ent.type == "company" and " " in ent.title and rng.random() < 0.2 else ent.title
        return ent.title

    def self_name(self, ent: Entity) -> str:
        """How a page refers to its own subject after the first sentence."""
        rng = self.rng
        r = rng.random()
        if ent.type == "person":
            if ent.ja:
                return ent.title if r < 0.4 else ent.short + ("さん" if ent.polite else "氏")
            return ent.title if r < 0.4 else ent.short if r < 0.7 else ent.given
        if ent.ja:
            return ent.title if r < 0.5 else ent.short if r < 0.8 else "同社"
        return ent.title if r < 0.6 else ent.short if r < 0.8 else ("the firm" if ent.type == "fund" else "the company")

    def sentence(self, family: str, page: Entity, subject: Entity, obj: Entity | None,
                 co: Entity | None = None, names: list[str] | None = None, record: list[str] | None = None) -> str:
        """One sentence of `family` on `page`; the side that is not the page itself becomes a link."""
        rng = self.rng
        lang = "ja" if page.ja else "en"

        def ok(t: str) -> bool:
            # a co-founder present: a sentence that names both
            return ("{list}" in t) == (names is not None) and ("{co}" in t) == (co is not None)

        idx = self.pick(family, lang, ok)
        template = TEMPLATES[(family, lang)][idx]
        if subject.slug == page.slug:
            s_text = self.self_name(page)
        elif names is not None:
            s_text = ""
        else:
            s_text = _link(subject, self.name_in(subject, page))
        if obj is None or (obj.slug == page.slug):
            o_text = self.self_name(page) if obj is not None else ""
        else:
            o_text = _link(obj, self.name_in(obj, page))
        key = (subject.slug, obj.slug) if obj is not None else None
        year = self.years.get(key, rng.randint(2015, 2024)) if key else rng.randint(2015, 2024)
        industry_ent = obj if obj is not None and obj.type == "company" else page
        ind = INDUSTRIES.get(industry_ent.industry) or INDUSTRIES[rng.choice(sorted(INDUSTRIES))]
        fields = {
            "s": s_text, "o": o_text, "pos": subject.pos, "year": year,
            "role": rng.choice(JA_ROLES if page.ja else EN_ROLES),
            "thing": rng.choice(ind[3] if page.ja else ind[2]),
            "industry": ind[1] if page.ja else ind[0],
            "city": rng.choice(JA_CITIES if page.ja else EN_CITIES),
            "round": rng.choice(JA_ROUNDS if page.ja else EN_ROUNDS),
            "topic": rng.choice(JA_TOPICS if page.ja else EN_TOPICS),
            "stage": rng.choice(EN_STAGES), "size": f"{rng.randint(3, 30) * 10} people", "n": rng.randint(2, 9),
            "co": _link(co, self.name_in(co, page)) if co is not None else "",
            "list": _join(names, page.ja) if names else "",
        }
        text = template.format(**fields)
        text = polite(text) if page.polite else _cap(text)
        for person in record if record is not None else [subject.slug]:
            self.expressions.append(Expression(page=page.slug, family=family, lang=lang, index=idx,
                                               subject=person, object=obj.slug if obj is not None else page.slug,
                                               sentence=text))
        return text

    def join_sentences(self, page: Entity, sentences: list[str]) -> str:
        return ("" if page.ja else " ").join(s for s in sentences if s)

    # -- pages ---------------------------------------------------------------------------------------------------
    def person_page(self, p: Entity) -> dict:
        rng = self.rng
        companies = [c for c in self.ents.values() if c.type == "company"]
        founded = [c for c in companies if p.slug in self.founders[c.slug]]
        works = [c for c in companies if p.slug in self.employees[c.slug]]
        invests = [c for c in companies if p.slug in self.investors[c.slug]]
        advises = [c for c in companies if p.slug in self.advisors[c.slug]]
        fund = self.ents[self.partner_of[p.slug]] if p.slug in self.partner_of else None
        home = founded[0] if founded else works[0] if works else fund
        ind = INDUSTRIES[home.industry] if home is not None and home.industry else INDUSTRIES[rng.choice(
            sorted(INDUSTRIES))]
        if p.ja:
            intro = {"founder": f"{p.title}は{p.city}出身の起業家で、{ind[1]}の分野に長く携わってきた。",
                     "employee": f"{p.title}は{p.city}を拠点に働く{ind[1]}の専門家である。",
                     "partner": f"{p.title}は{p.city}を拠点とするベンチャー投資家である。",
                     "angel": f"{p.title}は{ind[1]}の事業で成功を収めたエンジェル投資家である。",
                     "advisor": f"{p.title}は長年の経営経験を生かし、若い会社の支援に時間を割いている。"}[p.role]
            intro = polite(intro) if p.polite else intro
        else:
            intro = {"founder": f"{p.title} is an entrepreneur from {p.city} with a background in {ind[0]}.",
                     "employee": f"{p.title} is a {rng.choice(EN_TRAITS)} {ind[0]} specialist based in {p.city}.",
                     "partner": f"{p.title} is a venture investor based in {p.city}.",
                     "angel": f"{p.title} is an angel investor who made an early fortune in {ind[0]}.",
                     "advisor": f"{p.title} is a veteran operator who now spends most weeks helping younger "
                                "companies."}[p.role]
        work: list[str] = []
        if fund is not None:
            work.append(self.sentence("partner", p, p, fund))
        for c in founded:
            cos = [self.ents[x] for x in self.founders[c.slug] if x != p.slug]
            co = cos[0] if cos and rng.random() < 0.7 else None
            work.append(self.sentence("founded", p, p, c, co=co))
        for c in works:
            work.append(self.sentence("works_at", p, p, c))
        money = [self.sentence("invested_in", p, p, c) for c in invests]
        money += [self.sentence("advises", p, p, c) for c in advises]
        other = [self.sentence("past", p, p, self.ents[c]) for c in self.past[p.slug]]
        strangers = [c for c in companies if not self.related(p.slug, c.slug)]
        for c in rng.sample(strangers, rng.choice([0, 1, 1, 2])):
            other.append(self.sentence("rival", p, p, c))
        if p.ja:
            filler = [rng.choice(JA_TRAITS), rng.choice(JA_HOBBIES)]
            filler = [polite(s) if p.polite else s for s in filler]
        else:
            filler = [f"Colleagues describe {p.given} as {rng.choice(EN_TRAITS)}.",
                      f"Outside work, {p.given} {rng.choice(EN_HOBBIES)}."]
        paragraphs = [self.join_sentences(p, [intro] + work), self.join_sentences(p, money),
                      self.join_sentences(p, other), self.join_sentences(p, filler)]
        # timeline
        lines = []
        for c in founded:
            lines.append((f"{c.year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                          f"{_link(c, self.name_in(c, p))}を設立" if p.ja else f"Incorporated {_link(c)}"))
        for c in works:
            y = self.years[(p.slug, c.slug)]
            lines.append((f"{y}-{rng.randint(1, 12):02d}-01",
                          f"{_link(c, self.name_in(c, p))}に入社" if p.ja else f"Started at {_link(c)}"))
        for c in self.past[p.slug]:
            ent = self.ents[c]
            y = self.years[(p.slug, c)]
            lines.append((f"{y}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                          f"{_link(ent, self.name_in(ent, p))}を退職" if p.ja else f"Left {_link(ent)}"))
        for c in invests[:2]:
            y = self.years[(p.slug, c.slug)]
            lines.append((f"{y}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                          f"{_link(c, self.name_in(c, p))}への出資が完了" if p.ja else
                          f"Closed a check into {_link(c)}"))
        for m, att in self.attendees.items():
            if p.slug in att and rng.random() < 0.4:
                lines.append((self.ents[m].date, f"{_link(self.ents[m])}に出席" if p.ja else
                              f"At {_link(self.ents[m])}"))
        lines.append((f"{rng.randint(2015, 2025)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                      "業界カンファレンスで講演" if p.ja else "Gave a talk at a regional industry conference"))
        facts: dict = {"type": "person", "slug": p.slug, "name": p.title, "role": p.role,
                       "language": "ja" if p.ja else "en"}
        if home is not None:
            facts["primary_affiliation"] = home.slug
        if self.past[p.slug]:
            facts["past_affiliations"] = list(self.past[p.slug])
        return self.page(p, paragraphs, lines, facts)

    def company_page(self, c: Entity) -> dict:
        rng = self.rng
        ind = INDUSTRIES[c.industry]
        thing = rng.choice(ind[3] if c.ja else ind[2])
        if c.ja:
            intro = rng.choice([f"{c.title}は{c.year}年設立、{c.city}に本社を置く{ind[1]}の会社である。",
                                f"{c.title}は{thing}を開発する{ind[1]}企業で、{c.city}を拠点としている。"])
            intro = polite(intro) if c.polite else intro
            if not self.founders[c.slug]:
                old = f"{c.short}は地元の商社から分社化して生まれた。"
                intro += polite(old) if c.polite else old
        else:
            intro = rng.choice([f"{c.title} is a {ind[0]} company headquartered in {c.city}, founded in {c.year}.",
                                f"Founded in {c.year}, {c.title} makes {thing} for customers across the region.",
                                f"{c.title} builds {thing}; it has been based in {c.city} since {c.year}."])
            if not self.founders[c.slug]:
                intro += f" {c.short} grew out of a family business that is older than anyone on its current team."
        people = [intro]
        for person in self.founders[c.slug]:
            if rng.random() < 0.8:
                people.append(self.sentence("founded", c, self.ents[person], c))
        for person in self.employees[c.slug]:
            if rng.random() < 0.7:
                people.append(self.sentence("works_at", c, self.ents[person], c))
        for person in self.past_of(c.slug):
            if rng.random() < 0.5:
                people.append(self.sentence("past", c, self.ents[person], c))
        money = []
        for person in self.investors[c.slug]:
            if rng.random() < 0.7:
                money.append(self.sentence("invested_in", c, self.ents[person], c))
        for person in self.advisors[c.slug]:
            if rng.random() < 0.7:
                money.append(self.sentence("advises", c, self.ents[person], c))
        others = []
        strangers = [p for p in self.of("person") if not self.related(p.slug, c.slug)]
        for p in rng.sample(strangers, rng.choice([1, 1, 2])):
            others.append(self.sentence("bystander", c, p, c))
        rival = rng.choice([x for x in self.of("company") if x.slug != c.slug and x.industry == c.industry]
                           or [x for x in self.of("company") if x.slug != c.slug])
        if c.ja:
            s = f"{_link(rival, self.name_in(rival, c))}とは{thing}の市場で競合している。"
            others.append(polite(s) if c.polite else s)
        else:
            others.append(f"Its closest rival is {_link(rival, self.name_in(rival, c))}.")
        lines = [(f"{c.year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                  "会社設立" if c.ja else "Company incorporated")]
        for person in self.investors[c.slug][:2]:
            inv = self.ents[person]
            y = self.years[(person, c.slug)]
            lines.append((f"{y}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                          f"{_link(inv, self.name_in(inv, c))}などから資金調達" if c.ja else
                          f"Raised a round with {_link(inv, self.name_in(inv, c))} participating"))
        for person in self.employees[c.slug][:1]:
            emp = self.ents[person]
            y = self.years[(person, c.slug)]
            lines.append((f"{y}-{rng.randint(1, 12):02d}-01",
                          f"{_link(emp, self.name_in(emp, c))}が入社" if c.ja else
                          f"Hired {_link(emp, self.name_in(emp, c))}"))
        lines.append((f"{rng.randint(max(c.year + 1, 2018), 2025)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                      f"{thing}の新版を発表" if c.ja else f"Shipped a new version of its {thing}"))
        facts = {"type": "company", "slug": c.slug, "name": c.title, "industry": ind[0], "founded_year": c.year,
                 "founders": list(self.founders[c.slug]), "employees": list(self.employees[c.slug]),
                 "investors": list(self.investors[c.slug]), "advisors": list(self.advisors[c.slug]),
                 "language": "ja" if c.ja else "en"}
        return self.page(c, [self.join_sentences(c, people), self.join_sentences(c, money),
                             self.join_sentences(c, others)], lines, facts)

    def past_of(self, c: str) -> list[str]:
        return [p for p, cs in self.past.items() if c in cs]

    def fund_page(self, f: Entity) -> dict:
        rng = self.rng
        n = rng.randint(2, 5)
        if f.ja:
            intro = f"{f.title}は{f.city}に拠点を置くベンチャーキャピタルで、{f.year}年に{n}号ファンドを組成した。"
            intro = polite(intro) if f.polite else intro
        else:
            intro = f"{f.title} is an early-stage venture firm in {f.city} that closed fund number {n} in {f.year}."
        team = [intro] + [self.sentence("partner", f, self.ents[p], f)
                          for p, fund in sorted(self.partner_of.items()) if fund == f.slug]
        portfolio = [c for c in self.of("company") if f.slug in self.investors[c.slug]]
        money = [self.sentence("invested_in", f, f, c) for c in portfolio]
        strangers = [c for c in self.of("company") if f.slug not in self.investors[c.slug]]
        money.append(self.sentence("rival", f, f, rng.choice(strangers)))
        lines = [(f"{f.year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                  f"{n}号ファンドの最終クローズ" if f.ja else f"Final close of fund {n}")]
        for c in portfolio[:3]:
            lines.append((f"{self.years[(f.slug, c.slug)]}-{rng.randint(1, 12):02d}-"
                          f"{rng.randint(1, 28):02d}", f"{_link(c, self.name_in(c, f))}に出資" if f.ja else
                          f"Invested in {_link(c, self.name_in(c, f))}"))
        facts = {"type": "fund", "slug": f.slug, "name": f.title, "portfolio": [c.slug for c in portfolio],
                 "language": "ja" if f.ja else "en"}
        return self.page(f, [self.join_sentences(f, team), self.join_sentences(f, money)], lines, facts)

    def meeting_page(self, m: Entity) -> dict:
        rng = self.rng
        c = self.ents[self.topic[m.slug]]
        att = [self.ents[p] for p in self.attendees[m.slug]]
        agenda = rng.sample(JA_AGENDA if m.ja else EN_AGENDA, 2)
        y, mo, d = (int(x) for x in m.date.split("-"))
        if m.ja:
            intro = f"{y}年{mo}月{d}日、{_link(c, self.name_in(c, m))}の{m.kind}が{m.city}で開かれた。"
        else:
            intro = rng.choice([f"The {m.kind} for {_link(c, self.name_in(c, m))} took place on {m.date} in {m.city}.",
                                f"{_link(c, self.name_in(c, m))} held its {m.kind} on {m.date}."])
        listed = att[: rng.randint(0, len(att) - 1)] if len(att) > 2 else []
        sentences = []
        if listed:
            names = [_link(p, self.name_in(p, m)) for p in listed]
            sentences.append(self.sentence("attended", m, listed[0], m, names=names,
                                           record=[p.slug for p in listed]))
        for p in att[len(listed):]:
            sentences.append(self.sentence("attended", m, p, m))
        for p in self.absentees[m.slug]:
            sentences.append(self.sentence("absent", m, self.ents[p], m))
        if m.ja:
            body = [f"主な議題は{agenda[0]}だった。", f"{agenda[1]}については次回に持ち越すことになった。"]
            body = [polite(s) if m.polite else s for s in body]
            intro = polite(intro) if m.polite else intro
        else:
            body = [f"The main item was {agenda[0]}.", f"Everyone agreed to come back to {agenda[1]} next quarter."]
        organiser = att[0]
        lines = [(m.date, f"{m.kind}を開催" if m.ja else f"{m.kind.capitalize()} held"),
                 (m.date[:8] + "28", f"{_link(organiser, self.name_in(organiser, m))}が議事録を共有" if m.ja else
                  f"Notes circulated by {_link(organiser, self.name_in(organiser, m))}")]
        facts = {"type": "meeting", "slug": m.slug, "name": m.title, "meeting_type": m.kind, "date": m.date,
                 "attendees": [p.slug for p in att], "absentees": list(self.absentees[m.slug]),
                 "topic_company": c.slug, "language": "ja" if m.ja else "en"}
        return self.page(m, [self.join_sentences(m, [intro] + sentences), self.join_sentences(m, body)], lines,
                         facts)

    def concept_page(self, k: Entity) -> dict:
        rng = self.rng
        companies = rng.sample(self.of("company", k.ja), 3)
        people = rng.sample(self.of("person"), 2)
        if k.ja:
            text = [f"{k.title}は、ここ数年で地方の中小企業にも広がりつつある考え方である。",
                    f"たとえば{_link(companies[0], self.name_in(companies[0], k))}や"
                    f"{_link(companies[1], self.name_in(companies[1], k))}は、この流れを早くから取り入れてきた。",
                    f"{_link(companies[2], self.name_in(companies[2], k))}は慎重な立場を取っている。",
                    f"{_link(people[0], self.name_in(people[0], k))}はこのテーマについて講演したことがあり、"
                    f"{_link(people[1], self.name_in(people[1], k))}は批判的な論考を寄せている。"]
        else:
            text = [f"{k.title} is an idea that keeps coming up in conversations with operators.",
                    f"{_link(companies[0], self.name_in(companies[0], k))} and "
                    f"{_link(companies[1], self.name_in(companies[1], k))} were early to take it seriously, while "
                    f"{_link(companies[2], self.name_in(companies[2], k))} is still unconvinced.",
                    f"{_link(people[0], self.name_in(people[0], k))} has given talks on it, and "
                    f"{_link(people[1], self.name_in(people[1], k))} wrote a sharp critique."]
        lines = [(f"{rng.randint(2019, 2025)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                  "社内勉強会のテーマに選定" if k.ja else "First discussed at an internal reading group")]
        facts = {"type": "concept", "slug": k.slug, "name": k.title,
                 "related_companies": [c.slug for c in companies], "related_people": [p.slug for p in people],
                 "language": "ja" if k.ja else "en"}
        return self.page(k, [self.join_sentences(k, text)], lines, facts)

    def page(self, ent: Entity, paragraphs: list[str], lines: list[tuple[str, str]], facts: dict) -> dict:
        timeline = "\n".join(f"- **{date}** | {text}" for date, text in sorted(lines))
        out = {"slug": ent.slug, "type": ent.type, "title": ent.title,
               "compiled_truth": "\n\n".join(p for p in paragraphs if p), "timeline": timeline, "_facts": facts}
        if ent.aliases:
            out["aliases"] = list(ent.aliases)
        return out

    def build(self) -> World:
        self.make_entities()
        self.make_facts()
        self.make_meetings()
        self.make_concepts()
        pages = {}
        makers = {"person": self.person_page, "company": self.company_page, "fund": self.fund_page,
                  "meeting": self.meeting_page, "concept": self.concept_page}
        for slug, ent in list(self.ents.items()):
            pages[slug] = makers[ent.type](ent)
        return World(pages=dict(sorted(pages.items())), expressions=self.expressions)


def build_world(seed: int = 2) -> World:
    """The pages and, for the tests, every sentence that states (or mentions) a pair."""
    return _Builder(seed).build()


def build(seed: int = 2) -> dict[str, dict]:
    """Every page by slug, in world-v1's JSON format (plus an optional `aliases` list)."""
    return build_world(seed).pages


def write_corpus(dest: Path, seed: int = 2) -> dict[str, dict]:
    """dest/corpus/<prefix>__<name>.json per page, as world-v1 lays it out; returns the pages."""
    pages = build(seed)
    corpus = Path(dest) / "corpus"
    corpus.mkdir(parents=True, exist_ok=True)
    for slug, page in pages.items():
        prefix, rest = slug.split("/", 1)
        path = corpus / f"{prefix}__{rest.replace('/', '_')}.json"
        path.write_text(json.dumps(page, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return pages


# ---------------------------------------------------------------------------------------------------------------
# Questions
# ---------------------------------------------------------------------------------------------------------------

def name_variants(page: dict) -> dict[str, str]:
    title = page["title"]
    aliases = page.get("aliases") or []
    short = title.replace("株式会社", "").strip() if page["type"] in ("company", "fund") else title
    return {"title": title, "alias": aliases[0] if aliases else title, "short": short or title,
            "san": title + "さん" if page["type"] == "person" else title}


def generate_world2(seed: int = 2) -> list[Question]:
    """Every one-hop question over world2, gold from `_facts` exactly as questions_world.edges reads it."""
    pages = build(seed)
    pairs = edges(pages)
    questions = []
    for relation in RELATIONS:
        for direction in DIRECTIONS:
            gold, answer_type = gold_by_seed(pairs, relation, direction)
            for lang in ("en", "ja"):
                for index, (template, variant) in enumerate(WORDINGS2[(relation, direction, lang)]):
                    wording = f"w2.{relation}.{direction}.{lang}.{index}"
                    for seed_slug in sorted(gold):
                        text = template.format(n=name_variants(pages[seed_slug])[variant])
                        questions.append(Question(
                            id=f"{wording}:{seed_slug}", language=lang, relation=relation, direction=direction,
                            wording=wording, split=split_of(index), text=text, seed=seed_slug,
                            gold=sorted(gold[seed_slug]), answer_type=answer_type, round=1))
    return questions


def counts(seed: int = 2) -> dict[str, dict]:
    pages = build(seed)
    questions = generate_world2(seed)
    return {
        "pages": dict(sorted(Counter(p["type"] for p in pages.values()).items())),
        "japanese pages": dict(Counter(p["_facts"].get("language") for p in pages.values())),
        "facts": {r: len(v) for r, v in edges(pages).items()},
        "questions": dict(sorted(Counter(f"{q.language} {q.split}" for q in questions).items())),
    }


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        raise SystemExit("usage: world2.py DEST [SEED]")
    seed_arg = int(sys.argv[2]) if len(sys.argv) == 3 else 2
    write_corpus(Path(sys.argv[1]), seed_arg)
    for section, values in counts(seed_arg).items():
        sys.stderr.write(f"{section}: " + ", ".join(f"{k} {v}" for k, v in values.items()) + "\n")
